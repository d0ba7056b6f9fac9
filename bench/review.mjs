// How long the element's Review takes in the browser's worker (review.js, ai-worker.js), at its
// level: a whole game per case, played in the page by the engine (South easy, North medium, seeded),
// loaded into <folk-game> on the demo page, then `element.review()` timed from the call to the
// review (the worker's start included). Prints; asserts nothing. Targets (issue 32): a whole Kpé
// game ≤ 10 s, Bày Khòm Porée-Maspero ≤ 10 s a round, Siryu 2 players ≤ 20 s.
// `node bench/review.mjs` after `bash scripts/build.sh`; run when `uptime`'s load is below 3.
/* global document */ // inside page.evaluate, in the browser
import { launchChromium, serve } from "../tests/browser/harness.js";
import { load1 } from "./lib.mjs";

const CASES = [
  ["Kpé", "kpe", { seed: 5 }, 10_000, false],
  ["Bày Khòm poree-maspero", "bay-khom", { ruleset: "poree-maspero", seed: 5 }, 10_000, true],
  ["Siryu 2 players", "siryu", { players: 2, seed: 5 }, 20_000, false],
];

console.log(`Review in the browser's worker, load average ${load1()}`);
const site = await serve("www");
const browser = await launchChromium();
try {
  for (const [label, id, options, target, perRound] of CASES) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(`${site.base}/?lang=en`);
    await page.waitForFunction(() => document.querySelector("folk-game")?.state);
    const r = await page.evaluate(
      async ([id, options]) => {
        const { Game } = await import("./lib/js/folkgames.js");
        const g = new Game(id, options);
        for (let n = 0; !g.isOver() && n < 5000; n++) {
          if (g.toMove() === "chance") g.roll();
          else g.play(g.suggestMove({ level: g.toMove() === 0 ? "easy" : "medium", seed: n }));
        }
        const el = document.querySelector("folk-game");
        el.setAttribute("game", id);
        await el.ready;
        el.load(g.save());
        const start = performance.now();
        await el.review();
        return { ms: performance.now() - start, plies: g.history().length, rounds: g.state().round ?? 1 };
      },
      [id, options],
    );
    const shown = perRound ? r.ms / r.rounds : r.ms;
    const unit = perRound ? ` a round (${r.rounds} rounds, ${(r.ms / 1000).toFixed(2)} s in all)` : "";
    console.log(
      `${label}: ${r.plies} plies, ${(shown / 1000).toFixed(2)} s${unit}; target ${target / 1000} s: ${shown <= target ? "met" : "MISSED"}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
