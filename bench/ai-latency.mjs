// Latency of suggestMove({ level: "hard" }) in the WebAssembly build under Node: positions from
// real games (seeded games in which both sides follow medium-level suggestions, every move
// timed at "hard" before the medium move is played), median and worst per game.
// `npm run bench:ai-latency` (builds, then runs `node bench/ai-latency.mjs`). Each case plays games
// until FOLKGAMES_LATENCY_MOVES hard moves were timed (default 300; at most 120 per game, at most
// 60 games). Only positions with a real choice (two or more legal moves) are timed.
// Target: every timed move within TARGETS.aiHardMs (bench/lib.mjs), or TARGETS.aiExpertMs with
// FOLKGAMES_LATENCY_LEVEL=expert (the level timed; default hard).
// The module is the computer's (folkgames/computer: js/computer-node.js), the one the element's
// worker runs. `--before=ENTRY` (a package entry of another build, e.g. an older checkout's
// js/node.js) times the same moves there too, case by case, alternating which goes first: the
// two side by side in one run.
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { Game } from "../js/computer-node.js";
import { save, load1, TARGETS } from "./lib.mjs";

const CASES = [
  ["Kpé", "kpe", {}],
  ["Bày Khòm poree-maspero", "bay-khom", { ruleset: "poree-maspero" }],
  ["Bày Khòm mancala-world", "bay-khom", { ruleset: "mancala-world" }],
  ["Siryu 2 players", "siryu", { players: 2 }],
  ["Siryu 2 players stationSirs 1", "siryu", { players: 2, stationSirs: 1 }],
  ["Siryu 4 players", "siryu", { players: 4 }],
  ["Siryu 8 players", "siryu", { players: 8 }],
];
const wanted = Number(process.env.FOLKGAMES_LATENCY_MOVES ?? 300);
const beforeArg = process.argv.find((a) => a.startsWith("--before="))?.slice("--before=".length);
const builds = [["now", Game]];
if (beforeArg) builds.push(["before", (await import(pathToFileURL(resolve(beforeArg)).href)).Game]);
const maxMoves = 120; // timed moves per game at most (Siryu games are long)
const level = process.env.FOLKGAMES_LATENCY_LEVEL ?? "hard";
const targetMs = level === "expert" ? TARGETS.aiExpertMs : TARGETS.aiHardMs;

console.log(
  `${level} suggestMove in wasm under Node ${process.version}: ${wanted} timed moves per case, at most ${maxMoves} per game; load average ${load1()}`,
);
const cases = [];
/** Times `wanted` hard suggestions of one case with one build's `Game`. */
function timeCase(Game, id, options) {
  const times = [];
  let games = 0;
  for (let g = 0; g < 60 && times.length < wanted; g++) {
    games++;
    const game = new Game(id, { ...options, seed: 100 + g });
    let timed = 0;
    for (let ply = 0; !game.isOver() && timed < maxMoves && ply < 5000; ply++) {
      if (game.toMove() === "chance") {
        game.roll();
        continue;
      }
      if (game.legalMoves().length > 1) {
        const t = performance.now();
        game.suggestMove({ level, seed: ply });
        times.push(performance.now() - t);
        timed++;
      }
      game.play(game.suggestMove({ level: "medium", seed: ply }));
    }
    game.free();
  }
  times.sort((a, b) => a - b);
  return {
    games,
    moves: times.length,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
    p95Ms: times[Math.floor(times.length * 0.95)] ?? 0,
    worstMs: times[times.length - 1] ?? 0,
  };
}
for (const [n, [label, id, options]] of CASES.entries()) {
  const order = n % 2 ? [...builds].reverse() : builds;
  const results = Object.fromEntries(order.map(([build, G]) => [build, timeCase(G, id, options)]));
  for (const [build] of builds) {
    const r = results[build];
    const ok = r.worstMs <= targetMs ? "ok" : `OVER ${targetMs} ms`;
    cases.push({ case: label, build, ...r });
    console.log(
      `${label.padEnd(32)} ${builds.length > 1 ? `${build.padEnd(6)} ` : ""}games ${String(r.games).padStart(2)} moves ${String(r.moves).padStart(4)}  median ${r.medianMs.toFixed(1).padStart(6)} ms  p95 ${r.p95Ms.toFixed(1).padStart(6)} ms  worst ${r.worstMs.toFixed(1).padStart(6)} ms  ${ok}`,
    );
  }
}
console.log(`load average at the end ${load1()}`);
save(level === "hard" ? "ai-latency" : `ai-latency-${level}`, { node: process.version, wanted, before: beforeArg ?? null, cases });
