// The page while the computer thinks: the demo in headless Chromium (Debian's, via playwright-core),
// the computer on seat 1 at level hard, a person's moves made through the element's play()/roll();
// for each game, the main thread's long tasks (PerformanceObserver 'longtask', over 50 ms) that
// overlap the computer's turns (the element's `thinking` events): how many, and the longest. The
// search runs in the worker, so the page should have none; a loaded machine makes some, which is
// why this is a figure and not a test (tests/browser/computer.test.js checks that the computer
// plays). Needs `npm run build` first. FOLKGAMES_COMPUTER_TURNS: the computer's turns per game
// (default 8).
import { root, num, envNum, save, load1, serveApart } from "./lib.mjs";
import { existsSync } from "node:fs";

const GAMES = ["kpe", "bay-khom", "siryu"];
const COMPUTER = 1;
const turns = envNum("FOLKGAMES_COMPUTER_TURNS", 8);

if (!existsSync(`${root}/www/lib/demo.js`)) {
  console.error("no www/lib/demo.js: run `npm run build` first");
  process.exit(1);
}
const { launchChromium } = await import("../tests/browser/harness.js");
const server = await serveApart("www");
const browser = await launchChromium();

console.log(`headless Chromium, the computer (hard, seat ${COMPUTER}) for ${turns} turns per game; load average ${load1()}`);
const cases = [];
try {
  for (const game of GAMES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__long = [];
      window.__thinking = [];
      new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({
        type: "longtask",
      });
    });
    await page.goto(`${server.base}?lang=en&game=${game}`);
    await page.waitForFunction((g) => document.querySelector("folk-game")?.state?.game === g && !document.querySelector("folk-game").busy, game);
    await page.evaluate(
      ({ computer, turns }) =>
        new Promise((resolve) => {
          const el = document.querySelector("folk-game");
          el.setAttribute("seed", "11");
          el.setAttribute("speed", "0");
          el.addEventListener("thinking", (e) => {
            if (e.detail) window.__thinking.push({ from: performance.now(), to: Infinity });
            else if (window.__thinking.length) window.__thinking[window.__thinking.length - 1].to = performance.now();
          });
          el.computerDelay = 0;
          el.setAttribute("level", "hard");
          el.setAttribute("computer", String(computer));
          // a person's move whenever it is not the computer's turn, until it has had its turns
          const step = async () => {
            if (el.state.over || window.__thinking.length >= turns) return resolve();
            if (!el.busy && !el.thinking && el.state.seat !== computer) {
              if (el.state.toMove === "chance") await el.roll();
              else await el.play(el.legalMoves()[0]);
            }
            setTimeout(step, 20);
          };
          step();
        }),
      { computer: COMPUTER, turns },
    );
    await page.waitForFunction(() => !document.querySelector("folk-game").thinking);
    const r = await page.evaluate(() => {
      const during = window.__long.filter((e) => window.__thinking.some((t) => e.start < t.to && e.start + e.duration > t.from));
      return { turns: window.__thinking.length, long: during.length, longestMs: Math.max(0, ...during.map((e) => e.duration)) };
    });
    cases.push({ game, ...r });
    console.log(
      `${game.padEnd(10)} ${r.turns} computer turns: ${r.long} main-thread tasks over 50 ms during them${r.long ? `, the longest ${num(r.longestMs)} ms` : ""}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(`load average at the end ${load1()}`);
save("computer-page", { turns, cases });
