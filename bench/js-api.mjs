// The cost a page pays per call: random games driven through the public JS API move by move
// (`legalMoves()`, then `play(move)` with one of them), every call timed. Median and spread of
// the per-call times in µs, per game (target: one move <= 2 µs median). A timed call returns the
// whole answer as plain objects (the record with its move, notation and every event; the list
// of moves): nothing is left to decode later.
import { Game } from "../js/node.js";
import { CASES, stats, num, envNum, save } from "./lib.mjs";

const games = envNum("FOLKGAMES_BENCH_GAMES", 200);
const BLOCKS = games % 10 === 0 ? 10 : 1;
const cases = [];
console.log(`JS API in Node ${process.version}: ${games} random games per case after a warm-up; µs per call, median [min-p99]`);
console.log(`${"game".padEnd(26)} ${"play()".padStart(24)} ${"blocks".padStart(12)} ${"legalMoves()".padStart(24)} ${"roll()".padStart(22)}`);
for (const [id, label, options] of CASES) {
  const times = { play: [], legalMoves: [], roll: [] };
  let seed = 1;
  const one = (record) => {
    const g = new Game(id, { ...options, seed: seed++ });
    let rnd = seed * 7919;
    while (!g.isOver()) {
      if (g.toMove() === "chance") {
        const t0 = performance.now();
        g.roll();
        if (record) times.roll.push(performance.now() - t0);
        continue;
      }
      let t0 = performance.now();
      const moves = g.legalMoves();
      const t1 = performance.now();
      rnd = (rnd * 1103515245 + 12345) >>> 0;
      const mv = moves[rnd % moves.length];
      const t2 = performance.now();
      g.play(mv);
      const t3 = performance.now();
      if (record) {
        times.legalMoves.push(t1 - t0);
        times.play.push(t3 - t2);
      }
    }
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
  const us = (list) => {
    if (!list.length) return null;
    const s = stats(list.map((t) => t * 1000));
    const sorted = list.map((t) => t * 1000).sort((a, b) => a - b);
    return { ...s, p99: sorted[Math.floor(sorted.length * 0.99)], calls: list.length };
  };
  blockMedians.sort((a, b) => a - b);
  const r = { case: label, playUs: us(times.play), playBlockMediansUs: blockMedians, legalMovesUs: us(times.legalMoves), rollUs: us(times.roll) };
  cases.push(r);
  const f = (s) => (s ? `${num(s.median, 2)} [${num(s.min, 2)}-${num(s.p99, 1)}]` : "-");
  const blocks = `${num(blockMedians[0], 2)}-${num(blockMedians[BLOCKS - 1], 2)}`;
  console.log(`${label.padEnd(26)} ${f(r.playUs).padStart(24)} ${blocks.padStart(12)} ${f(r.legalMovesUs).padStart(24)} ${f(r.rollUs).padStart(22)}`);
}
console.log(`(performance.now() in Node has µs resolution or better; each figure includes the crossing into and out of the module and the reading of the answer into objects. "blocks": the lowest and highest play() median of ${BLOCKS} blocks of ${games / BLOCKS} games.)`);
save("js-api", { node: process.version, games, cases });
