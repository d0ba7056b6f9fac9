// Memory: the WebAssembly memory before and after a million random playouts run inside the
// module (it must not grow once warm), and after creating, playing and freeing many games
// through the JS API.
import { readFileSync } from "node:fs";
import { initSync } from "../pkg/folkgames.js";
import { initSync as initApi, Game, benchPlayouts } from "../js/folkgames.js";
import { root, num, envNum, save } from "./lib.mjs";

const wasm = initSync({ module: readFileSync(`${root}/pkg/folkgames_bg.wasm`) });
initApi(wasm); // the same instance, for the games played through the public API below
const bytes = () => wasm.memory.buffer.byteLength;
const total = envNum("FOLKGAMES_MEMORY_PLAYOUTS", 1_000_000);
const plan = [
  ["kpe", {}, 0.55],
  ["bay-khom", { ruleset: "poree-maspero" }, 0.15],
  ["bay-khom", { ruleset: "mancala-world" }, 0.15],
  ["siryu", { players: 2 }, 0.1],
  ["siryu", { players: 4 }, 0.05],
];
// Warm-up: every game once, so each size the engine uses has been allocated.
for (const [id, o] of plan) benchPlayouts(id, o, 200, 1);
const before = bytes();
let done = 0;
const t0 = performance.now();
for (const [id, o, share] of plan) {
  const n = Math.round(total * share);
  for (let i = 0; i < n; i += 10_000) done += benchPlayouts(id, o, Math.min(10_000, n - i), 7 + i).games;
}
const s = (performance.now() - t0) / 1000;
const afterPlayouts = bytes();

// Games through the facade: create, play to the end, save, free — 300 times to warm up, then
// 2,000 times measured.
const game = (i) => {
  const g = new Game(["kpe", "bay-khom", "siryu"][i % 3], { seed: i });
  while (!g.isOver()) {
    if (g.toMove() === "chance") g.roll();
    else g.play(g.legalMoves()[0]);
  }
  g.save();
  g.free();
};
for (let i = 0; i < 300; i++) game(i);
const beforeGames = bytes();
for (let i = 0; i < 2000; i++) game(i + 300);
const afterGames = bytes();
console.log(`wasm memory: ${num(before)} B after warm-up, ${num(afterPlayouts)} B after ${num(done)} playouts (${s.toFixed(1)} s): ${afterPlayouts === before ? "no growth" : `GREW by ${num(afterPlayouts - before)} B`}`);
console.log(`games: ${num(beforeGames)} B after 300 games (warm-up), ${num(afterGames)} B after 2,000 more created, played, saved and freed: ${afterGames === beforeGames ? "no growth" : `GREW by ${num(afterGames - beforeGames)} B`}`);
save("memory", { before, afterPlayouts, beforeGames, afterGames, playouts: done, seconds: s });
