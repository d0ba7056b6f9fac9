// Memory: what a live game takes in the module's memory, new and played to its end, and the
// memory after creating, playing, saving and freeing many games, both through the public JS API
// on the shipped module (pkg/); and the memory of the bench build before and after a million
// random playouts run inside it (it must not grow once warm).
import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { initSync } from "../pkg/folkgames.js";
import { initSync as initApi, Game } from "../js/folkgames.js";
import { root, CASES, num, envNum, save, load1, playRandomly, benchModule } from "./lib.mjs";

const bytesOfPkg = readFileSync(`${root}/pkg/folkgames_bg.wasm`);
const wasm = initSync({ module: bytesOfPkg });
initApi(bytesOfPkg); // the instance above (wasm-bindgen instantiates once), for the games below
const bytes = () => wasm.memory.buffer.byteLength;

// Bytes of the module's memory per live game: the memory grows in 64 KiB pages, so this is the
// growth while `n` more games are kept alive, after `n / 4` already are (which fills what the
// allocator had spare), divided by `n`. It includes the allocator's rounding and overhead, so
// it is what a page pays. Each case runs in a process of its own, with fresh memory: freed
// games' blocks would otherwise serve the next case.
function perLiveGame(id, options, n, played) {
  const games = [];
  const make = (i) => {
    const g = new Game(id, { ...options, seed: i + 1 });
    if (played) playRandomly(g, i + 1);
    games.push(g);
  };
  for (let i = 0; i < n / 4; i++) make(i);
  const from = bytes();
  for (let i = 0; i < n; i++) make(n + i);
  return (bytes() - from) / n;
}
const liveCase = process.argv.indexOf("--live");
if (liveCase > 0) {
  const [id, , options] = CASES[Number(process.argv[liveCase + 1])];
  const played = process.argv[liveCase + 2] === "played";
  console.log(JSON.stringify(perLiveGame(id, options, played ? 200 : 4000, played)));
  process.exit(0);
}
console.log(`load average ${load1()}`);
const liveRun = (i, what) => {
  const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--live", String(i), what], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  return r.status === 0 ? JSON.parse(r.stdout) : null;
};
const live = CASES.map(([, label], i) => ({ case: label, newGame: liveRun(i, "new"), playedGame: liveRun(i, "played") }));
console.log(
  "a live game in the module's memory, B (new: the game object and the room its history starts with; played: a random game played to its end, its history included):",
);
const b = (x) => (x === null ? "(failed)" : num(x));
for (const c of live) console.log(`  ${c.case.padEnd(26)} new ${b(c.newGame).padStart(8)}   played ${b(c.playedGame).padStart(9)}`);

// Games through the facade: create, play to the end, save, free — 2,000 games, then the same
// 2,000 again (the same seeds), measured. A WebAssembly memory never shrinks and grows to the most
// that one game has needed, so new games after a warm-up of other games can still grow it by a
// page (one that needs more than any before); the same games a second time must not.
const game = (i) => {
  const g = new Game(["kpe", "bay-khom", "siryu"][i % 3], { seed: i });
  playRandomly(g, i + 1);
  g.save();
  g.free();
};
const startGames = bytes();
for (let i = 0; i < 2000; i++) game(i);
const beforeGames = bytes();
for (let i = 0; i < 2000; i++) game(i);
const afterGames = bytes();
console.log(
  `games (pkg/): ${num(startGames)} B at the start, ${num(beforeGames)} B after 2,000 games created, played, saved and freed, ${num(afterGames)} B after the same 2,000 again: ${afterGames === beforeGames ? "no growth" : `GREW by ${num(afterGames - beforeGames)} B`}`,
);

// Playouts in the bench build, a module of its own.
const bench = await benchModule();
const benchBytes = () => bench.memory.buffer.byteLength;
const total = envNum("FOLKGAMES_MEMORY_PLAYOUTS", 1_000_000);
const plan = [
  ["kpe", {}, 0.55],
  ["bay-khom", { ruleset: "poree-maspero" }, 0.15],
  ["bay-khom", { ruleset: "mancala-world" }, 0.15],
  ["siryu", { players: 2 }, 0.1],
  ["siryu", { players: 4 }, 0.05],
];
// Warm-up: every game once, so each size the engine uses has been allocated.
for (const [id, o] of plan) bench.benchPlayouts(id, o, 200, 1);
const before = benchBytes();
let done = 0;
const t0 = performance.now();
for (const [id, o, share] of plan) {
  const n = Math.round(total * share);
  for (let i = 0; i < n; i += 10_000) done += bench.benchPlayouts(id, o, Math.min(10_000, n - i), 7 + i).games;
}
const s = (performance.now() - t0) / 1000;
const afterPlayouts = benchBytes();
console.log(
  `playouts (bench build): ${num(before)} B after warm-up, ${num(afterPlayouts)} B after ${num(done)} playouts (${s.toFixed(1)} s): ${afterPlayouts === before ? "no growth" : `GREW by ${num(afterPlayouts - before)} B`}`,
);
save("memory", { live, before, afterPlayouts, beforeGames, afterGames, playouts: done, seconds: s });
