// The kiosk soak (`npm run soak:kiosk`, not part of npm test): one demo page, left running as a
// museum kiosk would be, whose <folk-game> plays computer-against-computer games back to back,
// GAMES of each game (Kpé, Bày Khòm, Siryu's short pilgrimage), starting a new game at each end,
// then the same GAMES games again (the same seeds). Every 50 games it prints the page's JS heap
// (after a garbage collection), the WebAssembly module's memory in the page and in the
// computer's worker, and the live workers; at the end it says whether they stayed flat, and
// exits 1 if they did not. A WebAssembly memory grows to the most one game has needed and never
// shrinks, so the first pass may grow it as longer games come; flat is the second pass: the same
// games again must not grow the module's memory at all, nor the JS heap past the first pass's.
//
//   node tests/browser/kiosk-soak.mjs [games per pass, default 250]   (KIOSK_GAMES=kpe,siryu: some games)
//
// The moves are not animated (speed 0) and the computer plays at once (level easy, no pause): the
// same code paths as a visitor's game, a thousand times faster. Needs the build (npm run build).
import { serve, launchChromium } from "./harness.js";

const GAMES = Number(process.argv[2] ?? 250);
const EVERY = 50;
const GROWTH = 1.1; // the second pass's JS heap may be at most this much above the first pass's

const site = await serve("www");
const browser = await launchChromium();
const page = await browser.newPage();
const problems = [];
page.on("pageerror", (e) => problems.push(e.message));
page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
await page.goto(`${site.base}/?lang=en&game=kpe`);
await page.waitForFunction(() => document.querySelector("folk-game")?.state?.ply >= 0);
const cdp = await page.context().newCDPSession(page);
const pkg = `${site.base}/lib/pkg/folkgames.js`;

/** The module's memory (bytes) in this realm: the glue's init returns the instance already made. */
const moduleMemory = (url) => import(url).then((m) => m.default()).then((exports) => exports.memory.buffer.byteLength);

/** The JS heap after a garbage collection: the least of three readings a moment apart, so that
 *  what one move has in flight at that instant is not counted as kept. */
async function heapUsed() {
  let least = Infinity;
  for (let i = 0; i < 3; i++) {
    await cdp.send("HeapProfiler.collectGarbage");
    least = Math.min(least, (await cdp.send("Runtime.getHeapUsage")).usedSize);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return least;
}

async function figures() {
  const heap = { usedSize: await heapUsed() };
  const workers = page.workers();
  const workerMemory = [];
  for (const w of workers) workerMemory.push(await w.evaluate(moduleMemory, pkg).catch(() => null));
  return { heap: heap.usedSize, module: await page.evaluate(moduleMemory, pkg), workers: workers.length, workerMemory };
}

const mb = (n) => (n === null ? "?" : `${(n / 1048576).toFixed(2)} MB`);
const verdicts = [];
const started = Date.now();

const only = process.env.KIOSK_GAMES?.split(",") ?? null; // e.g. KIOSK_GAMES=siryu
for (const [game, attrs] of [
  ["kpe", {}],
  ["bay-khom", {}],
  ["siryu", { "station-sirs": "1" }],
].filter(([g]) => !only || only.includes(g))) {
  await page.evaluate(
    ({ game, attrs, games }) => {
      const el = document.querySelector("folk-game");
      window.__kiosk = { games: 0, plies: 0, pass: games };
      el.computerDelay = 0;
      el.setAttribute("speed", "0");
      el.setAttribute("level", "easy");
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      el.setAttribute("seed", "1");
      el.setAttribute("game", game);
      el.setAttribute("computer", "0,1");
      // each game has a seed of its own (the computer's choices and Siryu's throws follow it):
      // setting it starts the next game, as a kiosk's "play again" would
      el.onkiosk ??= () => {
        window.__kiosk.games++;
        window.__kiosk.plies += el.state.ply;
        setTimeout(() => el.setAttribute("seed", String((window.__kiosk.games % window.__kiosk.pass) + 1)), 0);
      };
      el.removeEventListener("gameover", el.onkiosk);
      el.addEventListener("gameover", el.onkiosk);
      el.newGame();
    },
    { game, attrs, games: GAMES },
  );
  const rows = [];
  let next = EVERY;
  while (next <= 2 * GAMES) {
    await page.waitForFunction((n) => window.__kiosk.games >= n, next, { timeout: 0, polling: 500 });
    const f = await figures();
    const { plies } = await page.evaluate(() => window.__kiosk);
    rows.push(f);
    const minutes = ((Date.now() - started) / 60000).toFixed(1);
    console.log(
      `${game.padEnd(9)} ${String(next).padStart(4)} games  JS heap ${mb(f.heap).padStart(9)}  module ${mb(f.module).padStart(9)}  workers ${f.workers} (module ${f.workerMemory.map(mb).join(", ") || "-"})  ${Math.round(plies / next)} plies a game  ${minutes} min`,
    );
    next += EVERY;
  }
  // flat: the second pass (the later half of the checkpoints, the same games again) grows
  // neither module's memory past the end of the first pass, nor the JS heap past its most
  const half = Math.floor(rows.length / 2);
  const [early, late] = [rows.slice(0, half), rows.slice(half)];
  const most = (list, f) => Math.max(...list.map(f));
  const flatHeap = most(late, (r) => r.heap) <= most(early, (r) => r.heap) * GROWTH;
  const flatModule = most(late, (r) => r.module) <= early.at(-1).module;
  const flatWorkers = rows.every((r) => r.workers <= 1);
  const flatWorkerModule = most(late, (r) => r.workerMemory[0] ?? 0) <= (early.at(-1).workerMemory[0] ?? 0);
  verdicts.push({ game, flatHeap, flatModule, flatWorkers, flatWorkerModule });
  await page.evaluate(() => document.querySelector("folk-game").removeAttribute("station-sirs"));
}

await browser.close();
await site.stop();
for (const v of verdicts) {
  console.log(
    `${v.game}: JS heap ${v.flatHeap ? "flat" : "GREW"}, module memory ${v.flatModule ? "flat" : "GREW"}, worker module ${v.flatWorkerModule ? "flat" : "GREW"}, workers ${v.flatWorkers ? "at most 1" : "MORE THAN 1"}`,
  );
}
if (problems.length) console.log(`page errors: ${problems.slice(0, 5).join(" | ")}`);
const ok = !problems.length && verdicts.every((v) => v.flatHeap && v.flatModule && v.flatWorkers && v.flatWorkerModule);
console.log(ok ? "kiosk soak: flat" : "kiosk soak: NOT flat");
process.exit(ok ? 0 : 1);
