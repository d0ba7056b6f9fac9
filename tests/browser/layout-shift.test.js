// The element's box is final from its first frame, and everything inside it stays inside it:
// - on a network made slow on purpose (every script 300 ms late, the .wasm 1.5 s late, as on a
//   phone), the demo and a plain host page (a heading, the tag, text after it) do not move: the
//   layout shifts the browser reports (PerformanceObserver `layout-shift`) add up to 0.02 at most,
//   the element's box has the same size at its first paint and once the game is ready, and before
//   the engine has loaded it already shows the board, in the place and at the size of the game's;
// - with every panel open (a lesson, Bày Khòm's direction choice, the move list), nothing of the
//   element leaves its box (a host's `max-height: 600px`, and the demo), and at each lesson step
//   the status, the board and the step's action (a place's directions, Throw, Next step) are on
//   screen together once the element is scrolled into view.
// A phone (390×844, touch) and a desktop (1366×900), every game; the demo in English and French.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, waitReady } from "./harness.js";

const env = useBrowser();

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 },
};
const GAMES = ["kpe", "bay-khom", "siryu"];

/** A museum's page as the README shows it: the element's stylesheet and script, a heading, the tag
 *  and text after it; `style` is the page's own rule for the tag. */
const hostPage = (game, style = "") => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>The game room</title>
<link rel="stylesheet" href="lib/folk-game.css">
<style>body { margin: 0 auto; max-width: 900px; padding: 0 16px; font: 18px/1.5 Georgia, serif; } ${style}</style>
<script type="module" src="element/folk-game.js"></script></head>
<body><h1>The game room</h1><p>Play a game the museum's visitors played a century ago.</p>
<folk-game game="${game}" lang="en"></folk-game>
${"<p>After the game: where it was played, by whom, and how its rules came down to us.</p>".repeat(12)}
</body></html>`;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** A page on `where` ("demo", or a host page of `style`), in a fresh context for `device`; with
 *  `slow`, scripts come 300 ms late and the .wasm 1.5 s late, and the .wasm is held until
 *  `release()` too. Layout shifts and the element's first painted box are recorded from the start. */
async function open(where, device, game, { slow = false, style = "", lang = "en" } = {}) {
  const context = await env.browser.newContext({ ...DEVICES[device], serviceWorkers: "block" });
  let release;
  const released = new Promise((done) => (release = done));
  if (slow) {
    await context.route(/\.js(\?|$)/, async (route) => {
      await sleep(300);
      await route.continue();
    });
    await context.route(/\.wasm(\?|$)/, async (route) => {
      await Promise.all([sleep(1500), released]);
      await route.continue();
    });
  } else release();
  await context.route("**/host.html", (route) => route.fulfill({ contentType: "text/html", body: hostPage(game, style) }));
  await context.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__shifts = [];
    w.__shiftWatch = new PerformanceObserver((list) => w.__shifts.push(...list.getEntries()));
    w.__shiftWatch.observe({ type: "layout-shift", buffered: true });
    // the element's box at the first frame it is in the page (read before that frame's paint)
    const look = () => {
      const el = document.querySelector("folk-game");
      if (!el) return requestAnimationFrame(look);
      const r = el.getBoundingClientRect();
      w.__firstBox = { width: r.width, height: r.height };
    };
    requestAnimationFrame(look);
  });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  await page.goto(`${env.base}/${where === "demo" ? `?lang=${lang}&game=${game}` : "host.html"}`);
  return { page, context, problems, release };
}

/** Two frames, then every layout shift so far (those a recent input caused left out, as CLS does). */
async function shifts(page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => {
    const w = /** @type {any} */ (window);
    return [...w.__shifts, ...w.__shiftWatch.takeRecords()]
      .filter((e) => !e.hadRecentInput)
      .map((e) => ({ value: e.value, sources: e.sources.map((s) => `${s.node?.nodeName ?? "?"} ${s.previousRect.y}→${s.currentRect.y}`) }));
  });
}

/** The same rectangle to within a pixel (a move of less than one is not one). */
const near = (a, b) => Object.keys(a).every((k) => Math.abs(a[k] - b[k]) < 1);
const boxOf = (page) =>
  page.evaluate(() => {
    const r = document.querySelector("folk-game").getBoundingClientRect();
    return { width: r.width, height: r.height };
  });
/** The board's place and size once laid out: read two frames on, after any relayout its
 *  ResizeObserver asked for (layout.js). */
const canvasRect = (page) =>
  page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const r = document.querySelector("folk-game").shadowRoot.querySelector("canvas").getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });

for (const [where, lang] of [
  ["demo", "en"],
  ["demo", "fr"],
  ["host", "en"],
]) {
  for (const device of Object.keys(DEVICES)) {
    test(`${where} (${lang}), ${device}: nothing moves while the engine loads, and the board is drawn before it`, async () => {
      for (const game of GAMES) {
        const { page, context, problems, release } = await open(where, device, game, { slow: true, lang });
        // before the engine: what the element shows at its first frame (the board in its first
        // position, not a note)
        await page.waitForFunction(() => {
          const root = document.querySelector("folk-game")?.shadowRoot;
          return root && (!root.querySelector(".wrap").hidden || !root.querySelector(".note").hidden);
        });
        const early = await page.evaluate(() => {
          const el = document.querySelector("folk-game");
          const canvas = el.shadowRoot.querySelector("canvas");
          const r = canvas.getBoundingClientRect();
          const box = el.getBoundingClientRect();
          return {
            engine: el.state !== null,
            board: !canvas.closest(".wrap").hidden && canvas.width > 0,
            canvas: { x: r.x, y: r.y, width: r.width, height: r.height },
            box: { width: box.width, height: box.height },
          };
        });
        release();
        await waitReady(page);
        if (where === "demo") await page.waitForFunction(() => document.querySelector("#games li") && !document.querySelector("aside.panel").hidden);
        const seen = await shifts(page);
        const cls = seen.reduce((sum, e) => sum + e.value, 0);
        assert.ok(cls <= 0.02, `${game}: layout shift ${cls.toFixed(3)}: ${JSON.stringify(seen)}`);
        const first = await page.evaluate(() => /** @type {any} */ (window).__firstBox);
        const ready = await boxOf(page);
        assert.deepEqual(ready, first, `${game}: the element's box at its first paint and once ready`);
        assert.deepEqual(ready, early.box, `${game}: the element's box before the engine and once ready`);
        assert.equal(early.engine, false, `${game}: the engine was not loaded yet`);
        assert.ok(early.board, `${game}: the board is drawn before the engine has loaded`);
        const now = await canvasRect(page);
        assert.ok(
          near(now, early.canvas),
          `${game}: the board's place and size before the engine ${JSON.stringify(early.canvas)} and once ready ${JSON.stringify(now)}`,
        );
        assert.deepEqual(problems, []);
        await context.close();
      }
    });
  }
}

/** The parts of the element out of its box (px past it, by part), and its frame's overflow. */
const spills = (page) =>
  page.evaluate(() => {
    const el = document.querySelector("folk-game");
    const box = el.getBoundingClientRect();
    const frame = el.shadowRoot.querySelector(".frame");
    const out = {};
    for (const part of frame.querySelectorAll(".top, .said, .offer, .wrap, .actions, .panel, .moves, .actions button, .panel button")) {
      const r = part.getBoundingClientRect();
      if (!r.height || !part.checkVisibility()) continue; // not drawn (a closed <details>)
      const past = Math.max(box.top - r.top, r.bottom - box.bottom, box.left - r.left, r.right - box.right);
      if (past > 1) out[`${part.className || part.tagName}: ${part.textContent.slice(0, 30)}`] = Math.round(past);
    }
    if (frame.scrollHeight > frame.clientHeight + 1) out.frame = frame.scrollHeight - frame.clientHeight;
    return out;
  });

/** With the element scrolled into view: what of the status, the board and the step's controls
 *  (the controls below the board, the lesson's buttons) lies outside the window, or outside the
 *  lesson's panel where it scrolls. */
const outOfView = (page) =>
  page.evaluate(() => {
    const el = document.querySelector("folk-game");
    el.scrollIntoView({ block: "nearest" });
    const root = el.shadowRoot;
    const what = [
      root.querySelector(".status"),
      root.querySelector("canvas"),
      ...root.querySelectorAll(".actions button, .actions label, .panel button"),
    ];
    return what
      .filter((x) => x.getBoundingClientRect().height > 0 && x.checkVisibility())
      .filter((x) => {
        const r = x.getBoundingClientRect();
        // a lesson's button scrolled out of its panel is out of view too
        const panel = x.closest(".panel")?.getBoundingClientRect() ?? { top: 0, bottom: innerHeight };
        return r.top < Math.max(0, panel.top) - 1 || r.bottom > Math.min(innerHeight, panel.bottom) + 1;
      })
      .map(
        (x) =>
          `${x.className || x.tagName} "${x.textContent.slice(0, 30)}" at ${Math.round(x.getBoundingClientRect().top)}-${Math.round(x.getBoundingClientRect().bottom)} of ${innerHeight}`,
      );
  });

/** Plays the move the lesson's step asks for (the first legal move that matches it). */
const playStep = (page, expect) =>
  page.evaluate(async (wanted) => {
    const el = document.querySelector("folk-game");
    const move = el.legalMoves().find((m) => wanted.some((w) => Object.entries(w).every(([k, v]) => m[k] === v)));
    await el.play(move);
  }, expect);

for (const where of ["demo", "host"]) {
  for (const device of Object.keys(DEVICES)) {
    test(`${where}, ${device}: every lesson step, a choice and the move list fit in the element's box, the step's action in view`, async () => {
      for (const game of GAMES) {
        const { page, context, problems } = await open(where, device, game, { style: "folk-game { max-height: 600px; }" });
        await waitReady(page);
        await page.evaluate(() => document.querySelector("folk-game").setAttribute("speed", "0"));
        const steps = await page.evaluate(async (id) => (await import("./element/lessons.js")).lessons[id].map((s) => s.expect), game);
        await page.evaluate(() => document.querySelector("folk-game").learn()); // the loop waits for each step, the first's code and words too
        for (let n = 0; n < steps.length; n++) {
          await page.waitForFunction(
            (k) => document.querySelector("folk-game").lesson?.step === k && !document.querySelector("folk-game").busy,
            n + 1,
          );
          const at = `${game} step ${n + 1}`;
          assert.deepEqual(await spills(page), {}, `${at}: nothing out of the box`);
          assert.deepEqual(await outOfView(page), [], `${at}: in view`);
          // a place with more than one way to play it: its choice open (Bày Khòm's directions)
          const hole = steps[n][0].hole;
          if (game === "bay-khom" && steps[n][0].kind === "sow") {
            await page.evaluate((i) => document.querySelector("folk-game").shadowRoot.querySelectorAll(".mirror button")[i].click(), hole);
            await page.waitForFunction(() => document.querySelector("folk-game").shadowRoot.querySelector(".actions .prompt"));
            assert.deepEqual(await spills(page), {}, `${at}, its choice open: nothing out of the box`);
            assert.deepEqual(await outOfView(page), [], `${at}, its choice open: in view`);
          }
          await playStep(page, steps[n]);
          await page.waitForFunction(() => {
            const el = document.querySelector("folk-game");
            return !el.busy && el.shadowRoot.querySelector('.panel [data-key="lesson-next"]');
          });
          assert.deepEqual(await spills(page), {}, `${at}, played: nothing out of the box`);
          assert.deepEqual(await outOfView(page), [], `${at}, played: Next step in view`);
          await page.evaluate(() => document.querySelector("folk-game").shadowRoot.querySelector('.panel [data-key="lesson-next"]').click());
        }
        await page.waitForFunction(() => document.querySelector("folk-game").lesson === null);
        assert.deepEqual(await spills(page), {}, `${game}, after the lesson: nothing out of the box`);
        assert.deepEqual(await outOfView(page), [], `${game}, after the lesson: in view`);
        assert.deepEqual(problems, []);
        await context.close();
      }
    });
  }
}

for (const where of ["demo", "host"]) {
  for (const device of Object.keys(DEVICES)) {
    test(`${where}, ${device}: the coach's question fits in the element's box, in view, and the board stays where it is`, async () => {
      for (const lang of where === "demo" ? ["en", "fr", "km", "ar"] : ["en"]) {
        const { page, context, problems } = await open(where, device, "bay-khom", { lang, style: "folk-game { max-height: 600px; }" });
        await waitReady(page);
        await page.evaluate(() => {
          const el = document.querySelector("folk-game");
          el.setAttribute("speed", "0");
          el.setAttribute("computer", "1"); // at the default level, easy: the coach is on
          el.setAttribute("game", "bay-khom");
        });
        await page.waitForFunction(
          () => document.querySelector("folk-game").state?.game === "bay-khom" && document.querySelector("folk-game").computer.join() === "1",
        );
        // house 2, counter-clockwise: the coach asks below the board
        const board = await canvasRect(page);
        await page.evaluate(() => document.querySelector("folk-game").shadowRoot.querySelectorAll(".mirror button")[1].click());
        await page.waitForFunction(() => document.querySelector("folk-game").shadowRoot.querySelector(".actions button.option"));
        const choosing = await canvasRect(page);
        assert.ok(
          near(choosing, board),
          `${where}, ${device}, ${lang}, the way to sow asked: the board stays where it is (${JSON.stringify(board)}, then ${JSON.stringify(choosing)})`,
        );
        await page.evaluate(() => document.querySelector("folk-game").shadowRoot.querySelector(".actions button.option").click());
        await page.waitForFunction(() => document.querySelector("folk-game").shadowRoot.querySelector('.actions [data-key="coach-anyway"]'));
        const at = `${where}, ${device}, ${lang}, the coach asking`;
        const after = await canvasRect(page);
        assert.ok(near(after, board), `${at}: the board stays where it is (${JSON.stringify(board)}, then ${JSON.stringify(after)})`);
        assert.deepEqual(await spills(page), {}, `${at}: nothing out of the box`);
        assert.deepEqual(await outOfView(page), [], `${at}: in view`); // scrolls the element into view
        assert.deepEqual(problems, []);
        await context.close();
      }
    });
  }
}
