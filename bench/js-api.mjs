// The cost a page pays per call: random games driven through the public JS API (the shipped
// package) move by move: `legalMoves()`, then `play(move)` with one of them, then `state()`;
// `roll()` for Siryu's throws. Every call timed. Median and spread of the per-call times in µs, per
// game and ruleset (targets: TARGETS.playUs and TARGETS.stateUs in bench/lib.mjs, medians). A timed
// call returns the whole answer as plain objects (the record with its move, notation and every
// event; the list of moves; the state): serde-wasm-bindgen builds them inside the call, nothing is
// left to read later.
import { Game } from "../js/node.js";
import { CASES, stats, num, envNum, save, micros, load1, playRandomly } from "./lib.mjs";

const games = envNum("FOLKGAMES_BENCH_GAMES", 200);
const BLOCKS = games % 10 === 0 ? 10 : 1;
const cases = [];
console.log(
  `JS API in Node ${process.version}: ${games} random games per case after a warm-up; µs per call, median [min-p99]; load average ${load1()}`,
);
console.log(
  `${"game".padEnd(26)} ${"play()".padStart(22)} ${"blocks".padStart(13)} ${"state()".padStart(22)} ${"legalMoves()".padStart(22)} ${"roll()".padStart(22)}`,
);
for (const [id, label, options] of CASES) {
  const times = { play: [], state: [], legalMoves: [], roll: [] };
  let seed = 1;
  const one = (record) => {
    const g = new Game(id, { ...options, seed: seed++ });
    playRandomly(g, seed, (name, ms) => record && times[name].push(ms));
    g.free();
  };
  for (let i = 0; i < Math.max(5, games / 10); i++) one(false);
  // The games in blocks, each block's play() median kept too: on this shared host the cost of a
  // call moves by up to 2x for seconds at a time, within one process (BENCHMARKS.md, "Machine").
  const blockMedians = [];
  for (let b = 0; b < BLOCKS; b++) {
    const from = times.play.length;
    for (let i = 0; i < games / BLOCKS; i++) one(true);
    blockMedians.push(stats(times.play.slice(from).map((t) => t * 1000)).median);
  }
  blockMedians.sort((a, b) => a - b);
  const r = {
    case: label,
    playUs: micros(times.play),
    playBlockMediansUs: blockMedians,
    stateUs: micros(times.state),
    legalMovesUs: micros(times.legalMoves),
    rollUs: micros(times.roll),
  };
  cases.push(r);
  const f = (s) => (s ? `${num(s.median, 1)} [${num(s.min, 1)}-${num(s.p99, 0)}]` : "-");
  const blocks = `${num(blockMedians[0], 1)}-${num(blockMedians[BLOCKS - 1], 1)}`;
  console.log(
    `${label.padEnd(26)} ${f(r.playUs).padStart(22)} ${blocks.padStart(13)} ${f(r.stateUs).padStart(22)} ${f(r.legalMovesUs).padStart(22)} ${f(r.rollUs).padStart(22)}`,
  );
}
console.log(
  `(performance.now() in Node has µs resolution or better; each figure includes the crossing into and out of the module and the building of the answer's objects. "blocks": the lowest and highest play() median of ${BLOCKS} blocks of ${games / BLOCKS} games.) load average at the end ${load1()}`,
);
save("js-api", { node: process.version, games, cases });
