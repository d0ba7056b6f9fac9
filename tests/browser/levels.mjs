// How long a first-timer's game lasts against each of the computer's levels, played through the
// element in the demo page (`npm run measure:levels`, not part of npm test): the person is a
// random player (uniform among the legal moves, as someone who has never seen the game), the
// computer plays the other seat through its Web Worker. Prints plies (records of history(), throws
// included) and the person's wins, per game, ruleset and level.
//
//   node tests/browser/levels.mjs [games per row, default 12]
import { serve, launchChromium } from "./harness.js";

const N = Number(process.argv[2] ?? 12);
const site = await serve("www");
const browser = await launchChromium();
const page = await browser.newPage();
await page.goto(`${site.base}/?lang=en&game=kpe`);
await page.waitForFunction(() => document.querySelector("folk-game")?.state?.ply >= 0);

const rows = [
  ["kpe", {}],
  ["bay-khom", {}],
  ["bay-khom", { ruleset: "mancala-world" }],
  ["siryu", { "station-sirs": "1" }],
];
for (const [game, attrs] of rows) {
  for (const level of ["easy", "medium", "hard"]) {
    const r = await page.evaluate(
      async ({ game, attrs, level, n }) => {
        const el = document.querySelector("folk-game");
        el.computerDelay = 0;
        el.setAttribute("speed", "0");
        for (const a of ["ruleset", "station-sirs", "computer"]) el.removeAttribute(a);
        for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
        el.setAttribute("game", game);
        el.setAttribute("level", level);
        const plies = [];
        let wins = 0;
        const reasons = {};
        for (let g = 0; g < n; g++) {
          el.setAttribute("seed", String(g + 1));
          el.computer = [1];
          el.newGame();
          let x = (g + 1) * 2654435761;
          const rand = (k) => {
            x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
            return x % k;
          };
          while (!el.state?.over) {
            if (el.busy || el.thinking || el.state?.seat === 1) await new Promise((res) => setTimeout(res, 1));
            else if (el.state?.toMove === "chance") await el.roll();
            else await el.play(el.legalMoves()[rand(el.legalMoves().length)]);
          }
          const result = el.state?.result;
          plies.push(el.state?.ply);
          reasons[result.reason] = (reasons[result.reason] ?? 0) + 1;
          if (result.winners.length === 1 && result.winners[0] === 0) wins++;
        }
        plies.sort((a, b) => a - b);
        return { plies, wins, reasons };
      },
      { game, attrs, level, n: N },
    );
    const median = r.plies[r.plies.length >> 1];
    console.log(
      `${game} ${JSON.stringify(attrs)} person (random, South/player 1) vs ${level}: plies median ${median}, min ${r.plies[0]}, max ${r.plies.at(-1)}; person won ${r.wins}/${N}; ends ${JSON.stringify(r.reasons)}`,
    );
  }
}
await browser.close();
await site.stop();
