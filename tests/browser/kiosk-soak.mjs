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
//   node tests/browser/kiosk-soak.mjs attract [games, default 150]   (the attract loop, below)
//
// `attract`: the demo in kiosk mode (?kiosk), left alone: after its idle timeout the element's own
// attract loop plays every seat, game after game, GAMES games of each game, accelerated (no pause
// between moves or games, animation steps of ATTRACT_SPEED ms instead of 220; at the calm pace, a
// Kpé game of some 146 plies takes about 7 minutes, so 150 games are two museum days of 8 hours,
// see BENCHMARKS.md). It prints the
// same figures, and the longest stall: the longest gap between two animation frames of the page
// and the longest time between two moves of the loop. Flat as above (the first half of the
// checkpoints against the second: the loop's games are new ones each time, so the heap is given
// the same GROWTH), no gap of a second or more between two frames, and the loop never stopped.
//
// The moves are not animated (speed 0) and the computer plays at once (level easy, no pause): the
// same code paths as a visitor's game, a thousand times faster. Needs the build (npm run build).
import { serve, launchChromium } from "./harness.js";

const ATTRACT = process.argv[2] === "attract";
const GAMES = Number(process.argv[ATTRACT ? 3 : 2] ?? (ATTRACT ? 150 : 250));
const WORKERS = 2; // the computer's worker and the coach's (coach.js)
const ATTRACT_SPEED = 10; // ms an animation step during the accelerated attract loop
const STALL = 1000; // ms: a gap between two animation frames this long is a stall
const EVERY = Math.min(50, Math.max(1, Math.floor(GAMES / 4))); // checkpoints (every 50 games in a full run)
const GROWTH = 1.1; // the second pass's JS heap may be at most this much above the first pass's

const site = await serve("www");
const browser = await launchChromium();
const page = await browser.newPage();
const problems = [];
page.on("pageerror", (e) => problems.push(e.message));
page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
await page.goto(`${site.base}/?lang=en&game=kpe${ATTRACT ? "&kiosk&idle=600" : ""}`);
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
/** The games soaked, with their attributes: Siryu's short pilgrimage. */
const SOAKED = [
  ["kpe", {}],
  ["bay-khom", {}],
  ["siryu", { "station-sirs": "1" }],
].filter(([g]) => !only || only.includes(g));
const stalls = [];
if (ATTRACT) await attractLoop();
else await gamesBackToBack();

/** The attract loop of kiosk mode, GAMES games of each game (see the header). */
async function attractLoop() {
  for (const [game, attrs] of SOAKED) {
    await page.evaluate(
      ({ game, attrs, speed }) => {
        const el = document.querySelector("folk-game");
        const k = (window.__kiosk = { games: 0, plies: 0, frameGap: 0, moveGap: 0, lastMove: performance.now() });
        el.attractDelay = 0;
        el.computerDelay = 0;
        el.setAttribute("speed", String(speed));
        for (const [name, v] of Object.entries(attrs)) el.setAttribute(name, v);
        el.setAttribute("game", game);
        if (!window.__frames) {
          window.__frames = true;
          let last = performance.now();
          const tick = (now) => {
            window.__kiosk.frameGap = Math.max(window.__kiosk.frameGap, now - last);
            last = now;
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
          el.addEventListener("move", () => {
            const now = performance.now();
            window.__kiosk.moveGap = Math.max(window.__kiosk.moveGap, now - window.__kiosk.lastMove);
            window.__kiosk.lastMove = now;
          });
          el.addEventListener("gameover", () => {
            window.__kiosk.games++;
            window.__kiosk.plies += el.state?.ply;
          });
        }
        k.lastMove = performance.now();
        el.setAttribute("idle-timeout", "0.05"); // left alone from now on: the attract loop starts
      },
      { game, attrs, speed: ATTRACT_SPEED },
    );
    const rows = [];
    for (let next = EVERY; next <= GAMES; next += EVERY) {
      await page.waitForFunction((n) => window.__kiosk.games >= n, next, { timeout: 0, polling: 500 });
      const f = await figures();
      const k = await page.evaluate(() => window.__kiosk);
      rows.push(f);
      const minutes = ((Date.now() - started) / 60000).toFixed(1);
      console.log(
        `attract ${game.padEnd(9)} ${String(next).padStart(4)} games  JS heap ${mb(f.heap).padStart(9)}  module ${mb(f.module).padStart(9)}  workers ${f.workers} (module ${f.workerMemory.map(mb).join(", ") || "-"})  ${Math.round(k.plies / next)} plies a game  longest frame gap ${Math.round(k.frameGap)} ms, between moves ${Math.round(k.moveGap)} ms  ${minutes} min`,
      );
    }
    const k = await page.evaluate(() => window.__kiosk);
    stalls.push({ game, frameGap: k.frameGap, moveGap: k.moveGap });
    const half = Math.floor(rows.length / 2);
    verdicts.push(verdict(game, rows.slice(0, half), rows.slice(half)));
    // the loop stops (a touch would) before the next game's loop
    await page.evaluate(() => document.querySelector("folk-game").setAttribute("idle-timeout", "600"));
    await page.locator("folk-game").click({ position: { x: 20, y: 20 } });
  }
}

/** Flat: the later checkpoints grow neither module's memory past the earlier ones' last, nor the
 *  JS heap past their most (times GROWTH); no more workers than the computer's and the coach's, and their number not growing. */
function verdict(game, early, late) {
  const rows = [...early, ...late];
  const most = (list, f) => Math.max(...list.map(f));
  return {
    game,
    flatHeap: most(late, (r) => r.heap) <= most(early, (r) => r.heap) * GROWTH,
    flatModule: most(late, (r) => r.module) <= early.at(-1).module,
    // the element's workers: the computer's, and the coach's once a visitor's game against the
    // easy computer has asked it (it idles through the attract loop); never more, never growing
    flatWorkers: rows.every((r) => r.workers <= Math.min(WORKERS, rows[0].workers)),
    flatWorkerModule: most(late, (r) => r.workerMemory[0] ?? 0) <= (early.at(-1).workerMemory[0] ?? 0),
  };
}

/** Computer-against-computer games back to back, two passes of the same seeds (see the header). */
async function gamesBackToBack() {
  for (const [game, attrs] of SOAKED) {
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
          window.__kiosk.plies += el.state?.ply;
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
    verdicts.push(verdict(game, rows.slice(0, half), rows.slice(half)));
    await page.evaluate(() => document.querySelector("folk-game").removeAttribute("station-sirs"));
  }
}

await browser.close();
await site.stop();
for (const v of verdicts) {
  console.log(
    `${v.game}: JS heap ${v.flatHeap ? "flat" : "GREW"}, module memory ${v.flatModule ? "flat" : "GREW"}, worker module ${v.flatWorkerModule ? "flat" : "GREW"}, workers ${v.flatWorkers ? `at most ${WORKERS}, not growing` : "MORE, or growing"}`,
  );
}
for (const s of stalls)
  console.log(`attract ${s.game}: longest frame gap ${Math.round(s.frameGap)} ms, longest wait between moves ${Math.round(s.moveGap)} ms`);
if (problems.length) console.log(`page errors: ${problems.slice(0, 5).join(" | ")}`);
const calm = stalls.every((s) => s.frameGap < STALL); // the wait between moves includes the search (up to 1.5 s): printed, not judged
const ok = calm && !problems.length && verdicts.every((v) => v.flatHeap && v.flatModule && v.flatWorkers && v.flatWorkerModule);
console.log(ok ? "kiosk soak: flat" : "kiosk soak: NOT flat");
process.exit(ok ? 0 : 1);
