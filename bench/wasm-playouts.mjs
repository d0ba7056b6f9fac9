// Random playouts inside the WebAssembly module under Node: one call of the bench build's
// `benchPlayouts` runs N playouts (no crossing per move is timed), after a warm-up; median and
// spread over repeated runs, and the ratio to the native figures of bench/native.mjs when they are
// there (target: TARGETS.wasmToNative in bench/lib.mjs). That ratio divides medians taken minutes
// apart, and this host's speed moves by 10-20% between runs; so each case also times native and
// wasm in alternation (FOLKGAMES_PAIRED_ROUNDS rounds of one native run of the bench binary, then
// one wasm run, of 1 s each) and reports the median of the rounds' ratios, which a change of host
// speed between rounds does not move.
import { CASES, stats, num, envNum, save, load, load1, benchModule, nativeBench, runNative } from "./lib.mjs";

const seconds = envNum("FOLKGAMES_BENCH_SECONDS", 2);
const runs = envNum("FOLKGAMES_BENCH_RUNS", 5);
const only = process.argv[2]?.toLowerCase();
const pairedRounds = envNum("FOLKGAMES_PAIRED_ROUNDS", 5);
const native = new Map((load("native")?.cases ?? []).map((c) => [c.case, c]));
const { benchPlayouts } = await benchModule();
const bench = nativeBench();
if (!bench.exe) console.log(`(no paired ratio: the native bench does not build here: ${bench.error})`);

/** Playouts for about `s` seconds in growing batches; returns per-second rates. */
function timed(id, options, s, seed) {
  const start = performance.now();
  let games = 0;
  let moves = 0;
  let n = 1;
  while (performance.now() - start < s * 1000) {
    const b = benchPlayouts(id, options, n, seed++);
    games += b.games;
    moves += b.moves;
    n = Math.min(n * 2, 4096);
  }
  const t = (performance.now() - start) / 1000;
  return { pps: games / t, mps: moves / t, perGame: moves / games };
}

/** One native run of `label` (1 s after a 1 s warm-up): playouts/s, or null. */
function nativeOnce(label) {
  const c = runNative(bench, { label, seconds: 1, runs: 1 }).cases.find((c) => c.case === label);
  return c ? c.playoutsPerSec : null;
}

/** The median over `rounds` of (wasm playouts/s ÷ native playouts/s), each pair timed back to back. */
function pairedRatio(id, label, options, rounds, seed) {
  if (!bench.exe) return null;
  const ratios = [];
  for (let i = 0; i < rounds; i++) {
    const nat = nativeOnce(label);
    if (!nat) return null;
    ratios.push(timed(id, options, 1, seed + i).pps / nat);
  }
  return stats(ratios);
}

console.log(
  `wasm in Node ${process.version} (bench build): random playouts, ${runs} runs of ${seconds} s after a ${seconds} s warm-up; median [min-max]; load average ${load1()}`,
);
console.log(
  `${"game".padEnd(26)} ${"playouts/s".padStart(26)} ${"moves/s".padStart(30)} ${"moves/game".padStart(10)} ${"x native".padStart(9)} ${"x native, paired [min-max]".padStart(27)}`,
);
const cases = [];
let seed = 1;
for (const [id, label, options] of CASES) {
  if (only && !label.toLowerCase().includes(only)) continue;
  timed(id, options, seconds, seed++);
  const rs = [];
  for (let i = 0; i < runs; i++) rs.push(timed(id, options, seconds, (seed += 10_000)));
  const p = stats(rs.map((r) => r.pps));
  const m = stats(rs.map((r) => r.mps));
  const perGame = stats(rs.map((r) => r.perGame)).median;
  const nat = native.get(label);
  const ratio = nat ? p.median / nat.playoutsPerSec : null;
  const paired = pairedRatio(id, label, options, pairedRounds, (seed += 10_000));
  cases.push({ case: label, playoutsPerSec: p, movesPerSec: m, movesPerGame: perGame, ratioToNative: ratio, pairedRatio: paired });
  console.log(
    `${label.padEnd(26)} ${`${num(p.median)} [${num(p.min)}-${num(p.max)}]`.padStart(26)} ${`${num(m.median)} [${num(m.min)}-${num(m.max)}]`.padStart(30)} ${num(perGame, 1).padStart(10)} ${(ratio === null ? "n/a" : ratio.toFixed(2) + "x").padStart(9)} ${(paired === null ? "n/a" : `${paired.median.toFixed(2)}x [${paired.min.toFixed(2)}-${paired.max.toFixed(2)}]`).padStart(27)}`,
  );
}
console.log(`load average at the end ${load1()}`);
save("wasm-playouts", { node: process.version, seconds, runs, cases });
