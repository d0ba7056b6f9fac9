// How long the coach (`game.coach()`, crates/ai/src/coach.rs) takes: in Node, on every position of
// seeded self-play games (South easy, North medium) of each game, the computer's module as the
// worker runs it (mean, 95th percentile, slowest); then in the browser, through the element's
// worker (www/element/ai-worker.js, { kind: "coach" }) on the demo page, each answer timed from
// the request: the first includes the worker's start and the module's load, the rest are what a
// visitor's turn costs. The coach runs while the visitor chooses; issue 32's budget is the page's
// 50 ms (the page itself never waits: the work is in the worker). Prints; asserts nothing.
// `node bench/coach.mjs` after `bash scripts/build.sh`; run when `uptime`'s load is below 3.
/* global document, Worker, location */ // inside page.evaluate, in the browser
import { Game, initComputer } from "folkgames";
import { launchChromium, serve } from "../tests/browser/harness.js";
import { load1 } from "./lib.mjs";

const CASES = [
  ["Kpé", "kpe", {}],
  ["Bày Khòm poree-maspero", "bay-khom", { ruleset: "poree-maspero" }],
  ["Bày Khòm mancala-world", "bay-khom", { ruleset: "mancala-world" }],
  ["Siryu 2 players", "siryu", { players: 2 }],
];
const GAMES = 6;

const stats = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
  return `${ms.length} positions, mean ${mean.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, slowest ${sorted.at(-1).toFixed(3)} ms`;
};

/** Seeded self-play saves of game `id`, and every position's save along the way. */
function positions(id, options) {
  const out = [];
  for (let seed = 0; seed < GAMES; seed++) {
    const g = new Game(id, { ...options, seed });
    for (let n = 0; !g.isOver() && n < 400; n++) {
      if (g.toMove() === "chance") g.roll();
      else {
        out.push(g.save());
        g.play(g.suggestMove({ level: g.toMove() === 0 ? "easy" : "medium", seed: n }));
      }
    }
    g.free();
  }
  return out;
}

console.log(`The coach, load average ${load1()}`);
await initComputer();
const saves = {};
for (const [label, id, options] of CASES) {
  saves[label] = positions(id, options);
  const ms = [];
  let warned = 0;
  for (const save of saves[label]) {
    const g = Game.load(save);
    const start = performance.now();
    const c = g.coach();
    ms.push(performance.now() - start);
    if (c.warnings.length) warned++;
    g.free();
  }
  console.log(`Node, ${label}: ${stats(ms)}; ${warned} with a warning`);
}

const site = await serve("www");
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto(`${site.base}/?lang=en`);
  await page.waitForFunction(() => document.querySelector("folk-game")?.state);
  for (const [label] of CASES) {
    const r = await page.evaluate(
      async (list) => {
        const worker = new Worker(new URL("./element/ai-worker.js", location.href), { type: "module" });
        const ask = (id, save) =>
          new Promise((resolve) => {
            const start = performance.now();
            worker.onmessage = (e) => e.data.id === id && resolve(performance.now() - start);
            worker.postMessage({ id, kind: "coach", save });
          });
        const ms = [];
        for (let i = 0; i < list.length; i++) ms.push(await ask(i, list[i]));
        worker.terminate();
        return ms;
      },
      saves[label].slice(0, 200),
    );
    console.log(`Browser worker, ${label}: first answer ${r[0].toFixed(1)} ms (the worker's start and load); then ${stats(r.slice(1))}`);
  }
  await context.close();
} finally {
  await browser.close();
  await site.stop();
}
