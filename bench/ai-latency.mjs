// Latency of suggestMove({ level: "hard" }) in the WebAssembly build under Node: positions from
// real games (seeded games in which both sides follow medium-level suggestions, every move
// timed at "hard" before the medium move is played), median and worst per game.
// `npm run bench:ai-latency` (builds, then runs `node bench/ai-latency.mjs`). Each case plays games
// until FOLKGAMES_LATENCY_MOVES hard moves were timed (default 300; at most 120 per game, at most
// 60 games). Only positions with a real choice (two or more legal moves) are timed.
// Target: every timed move within TARGETS.aiHardMs (bench/lib.mjs).
import { Game } from "../js/node.js";
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
const maxMoves = 120; // timed moves per game at most (Siryu games are long)

console.log(
  `hard suggestMove in wasm under Node ${process.version}: ${wanted} timed moves per case, at most ${maxMoves} per game; load average ${load1()}`,
);
const cases = [];
for (const [label, id, options] of CASES) {
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
        game.suggestMove({ level: "hard", seed: ply });
        times.push(performance.now() - t);
        timed++;
      }
      game.play(game.suggestMove({ level: "medium", seed: ply }));
    }
    game.free();
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  const worst = times[times.length - 1] ?? 0;
  const ok = worst <= TARGETS.aiHardMs ? "ok" : `OVER ${TARGETS.aiHardMs} ms`;
  cases.push({ case: label, games, moves: times.length, medianMs: median, p95Ms: p95, worstMs: worst });
  console.log(
    `${label.padEnd(32)} games ${String(games).padStart(2)} moves ${String(times.length).padStart(4)}  median ${median.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  worst ${worst.toFixed(1).padStart(6)} ms  ${ok}`,
  );
}
console.log(`load average at the end ${load1()}`);
save("ai-latency", { node: process.version, wanted, cases });
