// Two builds of the engine side by side in one run (issue 18: the old boundary and the new):
//   node bench/boundary.mjs OLD NEW [--native-old=EXE] [--native-new=EXE]
// OLD and NEW are checkouts whose package is built (pkg/ by their own scripts/build.sh). Each is
// reached only through what it ships and its own benches; nothing of either is copied here.
// - size: pkg/folkgames_bg.wasm, raw and gzipped (level 9);
// - the JS API (each checkout's js/node.js): the same random games (same seeds, same choice of
//   move by index in legalMoves()) in each, game by game in alternation, the first engine to
//   play switching every game; every play() and state() timed; whether the two engines played
//   the same games is checked by their records' notation;
// - in-module playouts: the package's `benchPlayouts` when it exports one (the old engine), else
//   the checkout's bench build in target/bench-pkg (built here when NEW is this checkout);
//   rounds of 1 s each, the two in alternation, and the median of the rounds' ratios;
// - native playouts: each checkout's bench target `playouts` (`cargo bench --no-run`), or the bench
//   binary given with --native-old / --native-new (the same contract: a case label as argument,
//   FOLKGAMES_BENCH_SECONDS/RUNS, BENCH lines); the same alternated rounds.
// Figures only; bench-results/boundary.json keeps them.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { resolve, join } from "node:path";
import { pathToFileURL } from "node:url";
import { CASES, stats, num, envNum, save, load1, micros, playRandomly, root, ensureBenchPkg, nativeBench, runNative } from "./lib.mjs";

const args = process.argv.slice(2);
const dirs = args.filter((a) => !a.startsWith("--")).map((d) => resolve(d));
const flag = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
if (dirs.length !== 2) {
  console.error("usage: node bench/boundary.mjs OLD NEW [--native-old=EXE] [--native-new=EXE]");
  process.exit(2);
}
const games = envNum("FOLKGAMES_BENCH_GAMES", 100);
const rounds = envNum("FOLKGAMES_PAIRED_ROUNDS", 5);
const only = flag("only")?.toLowerCase();
const cases = CASES.filter(([, label]) => !only || label.toLowerCase().includes(only));

const sides = [];
for (const [name, dir] of [
  ["old", dirs[0]],
  ["new", dirs[1]],
]) {
  const wasmPath = join(dir, "pkg/folkgames_bg.wasm");
  if (!existsSync(wasmPath)) {
    console.error(`${dir}: no pkg/folkgames_bg.wasm; build it with its scripts/build.sh`);
    process.exit(2);
  }
  const wasm = readFileSync(wasmPath);
  const api = await import(pathToFileURL(join(dir, "js/node.js")).href);
  let playouts = api.benchPlayouts ?? null;
  let playoutsFrom = "the package's benchPlayouts";
  if (!playouts) {
    if (dir === resolve(root)) ensureBenchPkg();
    const glue = join(dir, "target/bench-pkg/folkgames.js");
    if (existsSync(glue)) {
      const bench = await import(pathToFileURL(glue).href);
      bench.initSync({ module: readFileSync(join(dir, "target/bench-pkg/folkgames_bg.wasm")) });
      playouts = bench.benchPlayouts;
      playoutsFrom = "its bench build (target/bench-pkg)";
    }
  }
  const exe = flag(`native-${name}`);
  const native = exe ? { exe: resolve(exe), cwd: dir } : nativeBench(dir);
  sides.push({ name, dir, raw: wasm.length, gzip: gzipSync(wasm, { level: 9 }).length, Game: api.Game, playouts, playoutsFrom, native });
}
const [oldSide, newSide] = sides;
const out = {
  dirs,
  games,
  rounds,
  sides: sides.map(({ name, dir, raw, gzip, playoutsFrom, native }) => ({ name, dir, raw, gzip, playoutsFrom, native: native.exe ?? native.error })),
};

console.log(`old: ${oldSide.dir}\nnew: ${newSide.dir}\nload average ${load1()}`);
console.log(
  `\n.wasm: old ${num(oldSide.raw)} B raw, ${num(oldSide.gzip)} B gzipped; new ${num(newSide.raw)} B raw, ${num(newSide.gzip)} B gzipped (x${(newSide.raw / oldSide.raw).toFixed(2)} raw, x${(newSide.gzip / oldSide.gzip).toFixed(2)} gzipped)`,
);

// The JS API: the same games through each engine, alternated.
console.log(`\nJS API in Node ${process.version}: ${games} random games per case and engine, alternated; µs per call, median [p99]`);
console.log(
  `${"game".padEnd(24)} ${"old play()".padStart(16)} ${"new play()".padStart(16)} ${"old state()".padStart(16)} ${"new state()".padStart(16)}  same games`,
);
out.api = [];
for (const [id, label, options] of cases) {
  const times = { old: { play: [], state: [] }, new: { play: [], state: [] } };
  let same = 0;
  const one = (side, seed, record) => {
    const g = new side.Game(id, { ...options, seed });
    playRandomly(g, seed + 1, (name, ms) => record && times[side.name][name]?.push(ms));
    const notations = g
      .history()
      .map((r) => r.notation)
      .join(" ");
    g.free();
    return notations;
  };
  for (let i = 0; i < Math.max(5, games / 10); i++) for (const s of sides) one(s, 10_000 + i, false);
  for (let i = 0; i < games; i++) {
    const order = i % 2 ? [newSide, oldSide] : [oldSide, newSide];
    const played = Object.fromEntries(order.map((s) => [s.name, one(s, i + 1, true)]));
    if (played.old === played.new) same++;
  }
  const r = {
    case: label,
    same,
    old: { play: micros(times.old.play), state: micros(times.old.state) },
    new: { play: micros(times.new.play), state: micros(times.new.state) },
  };
  out.api.push(r);
  const f = (s) => (s ? `${num(s.median, 2)} [${num(s.p99, 1)}]` : "-");
  console.log(
    `${label.padEnd(24)} ${f(r.old.play).padStart(16)} ${f(r.new.play).padStart(16)} ${f(r.old.state).padStart(16)} ${f(r.new.state).padStart(16)}  ${same}/${games}`,
  );
}

/** Alternated rounds of `measure(side, round)` (a rate), the first side switching each round:
 * each side's median and the median of the rounds' new/old ratios. */
function paired(measure) {
  const rates = { old: [], new: [] };
  const ratios = [];
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 ? [newSide, oldSide] : [oldSide, newSide];
    const r = {};
    for (const s of order) r[s.name] = measure(s, i);
    if (!r.old || !r.new) return null;
    rates.old.push(r.old);
    rates.new.push(r.new);
    ratios.push(r.new / r.old);
  }
  return { old: stats(rates.old), new: stats(rates.new), ratio: stats(ratios) };
}
const row = (label, p) =>
  console.log(
    p
      ? `${label.padEnd(24)} ${num(p.old.median).padStart(12)} ${num(p.new.median).padStart(12)} ${`${p.ratio.median.toFixed(2)} [${p.ratio.min.toFixed(2)}-${p.ratio.max.toFixed(2)}]`.padStart(18)}`
      : `${label.padEnd(24)} (not measured)`,
  );

/** Playouts inside the module for about 1 s in growing batches (after a 0.5 s warm-up): playouts/s. */
function inModule(side, id, options, seed) {
  if (!side.playouts) return null;
  const run = (ms) => {
    const start = performance.now();
    let gamesDone = 0;
    for (let n = 1; performance.now() - start < ms; n = Math.min(n * 2, 4096)) gamesDone += side.playouts(id, options, n, seed++).games;
    return gamesDone / ((performance.now() - start) / 1000);
  };
  run(500);
  return run(1000);
}
console.log(
  `\nin-module random playouts/s (old: ${oldSide.playoutsFrom ?? "none"}; new: ${newSide.playoutsFrom}), ${rounds} alternated rounds of 1 s; load average ${load1()}`,
);
console.log(`${"game".padEnd(24)} ${"old".padStart(12)} ${"new".padStart(12)} ${"new/old [min-max]".padStart(18)}`);
out.inModule = [];
for (const [id, label, options] of cases) {
  const p = paired((s, i) => inModule(s, id, options, 1 + i * 100_000));
  out.inModule.push({ case: label, ...p });
  row(label, p);
}

for (const s of sides) if (!s.native.exe) console.log(`\n${s.name}: no native bench (${s.native.error}); give one with --native-${s.name}=EXE`);
console.log(
  `\nnative random playouts/s (old: ${oldSide.native.exe ?? "-"}; new: ${newSide.native.exe ?? "-"}), ${rounds} alternated rounds of 1 s after 1 s; load average ${load1()}`,
);
console.log(`${"game".padEnd(24)} ${"old".padStart(12)} ${"new".padStart(12)} ${"new/old [min-max]".padStart(18)}`);
out.native = [];
for (const [, label] of cases) {
  const p =
    oldSide.native.exe && newSide.native.exe
      ? paired((s) => runNative(s.native, { label, seconds: 1, runs: 1 }).cases.find((c) => c.case === label)?.playoutsPerSec)
      : null;
  out.native.push({ case: label, ...p });
  row(label, p);
}
console.log(`\nload average at the end ${load1()}`);
save("boundary", out);
