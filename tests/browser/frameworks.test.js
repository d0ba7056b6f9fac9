// The element in the pages frameworks build: removed from the page and added back during the
// computer's turn (as tabs, carousels and single-page routers do) at 50, 300 and 900 ms into it
// (while it thinks, or while its move is shown), put back a frame later or at once, the computer
// still plays and a person's move is then taken, with no more live Web Workers than
// one per element (the page's Worker is wrapped to count them); two elements on one page, two
// games against the computer, stay independent; and a page rendered on the server by Vite's SSR
// (ssr-page.js imports `folkgames/element` in Node, as Astro, Next or SvelteKit would) upgrades its
// <folk-game> tag in the browser, which then plays. Waits are on conditions only; the delays into
// the computer's turn are the stimulus, taken inside the page once its `thinking` event has fired.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { useBrowser } from "./harness.js";

const env = useBrowser();
const COMPUTER = 1; // the seat the computer plays (North; player 2)
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'";

/** A page of the test's own, served from www/ (so that element/ and lib/ load as on any site). */
const pageHtml = (body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" />
<meta http-equiv="Content-Security-Policy" content="${CSP}" />
<title>frameworks</title><link rel="icon" href="data:," />
<script type="module" src="element/folk-game.js"></script></head>
<body><main>${body}</main></body></html>`;

/** Opens `html` at /frameworks.html on the served www/, with the page's Worker wrapped to count
 *  the workers alive (made and not terminated), and console and page errors recorded. */
async function open(html) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  await context.addInitScript(() => {
    const counts = { made: 0, live: 0 };
    window.__workers = counts;
    const Native = window.Worker;
    window.Worker = class extends Native {
      #alive = true;
      constructor(...args) {
        super(...args);
        counts.made++;
        counts.live++;
      }
      terminate() {
        if (this.#alive) counts.live--;
        this.#alive = false;
        super.terminate();
      }
    };
  });
  await page.route(`${env.base}/frameworks.html`, (route) => route.fulfill({ contentType: "text/html", body: html }));
  await page.goto(`${env.base}/frameworks.html`);
  await page.waitForFunction(() => [...document.querySelectorAll("folk-game")].every((el) => el.state?.ply >= 0 && !el.busy));
  return { page, context, problems };
}

/** A person (seat 0) plays on element `sel` until the computer's seat is to move; returns the ply then. */
const personPlays = (page, sel) =>
  page.evaluate(
    async ([sel, computer]) => {
      const el = document.querySelector(sel);
      for (let guard = 0; guard < 30 && !el.state?.over && el.state?.seat !== computer; guard++) {
        const record = el.state?.toMove === "chance" ? await el.roll() : await el.play(el.legalMoves()[0]);
        if (!record) throw new Error(`a person's move was refused: ${el.message}`);
      }
      return el.state?.ply;
    },
    [sel, COMPUTER],
  );

/** The computer has played on `sel`: past `ply`, a person to move, nothing moving or thinking. */
const computerPlayed = (page, sel, ply) =>
  page.waitForFunction(
    ([sel, ply, computer]) => {
      const el = document.querySelector(sel);
      return el.state?.ply > ply && !el.busy && !el.thinking && (el.state?.seat !== computer || el.state?.over);
    },
    [sel, ply, COMPUTER],
    { timeout: 20000 },
  );

// Put back a frame later (a tab shown again), or in the same task (a keyed list reordered).
for (const [ms, back] of [
  [50, "a frame later"],
  [300, "at once"],
  [900, "a frame later"],
]) {
  test(`removed and added back ${back}, ${ms} ms into the computer's turn: the game goes on and no worker leaks`, async (t) => {
    // Slow steps: the computer's turn (its search, its pause, then its move animated) lasts well
    // over a second, so the removal falls inside it, while it thinks or while its move is shown.
    const { page, context, problems } = await open(pageHtml(`<folk-game game="kpe" computer="1" level="medium" seed="5" speed="250"></folk-game>`));
    // As a framework moves the node: on the turn's start, wait `ms`, take it out, put it back.
    await page.evaluate(
      ([ms, back]) => {
        const el = document.querySelector("folk-game");
        window.__moved = new Promise((resolve) => {
          el.addEventListener(
            "thinking",
            (e) => {
              if (!e.detail) return;
              setTimeout(() => {
                const during = el.thinking ? "thinking" : el.busy ? "animating its move" : "over";
                const parent = el.parentNode;
                el.remove();
                const putBack = () => {
                  parent.append(el);
                  resolve(during);
                };
                if (back === "at once") putBack();
                else requestAnimationFrame(putBack);
              }, ms);
            },
            { once: true },
          );
        });
      },
      [ms, back],
    );
    const ply = await personPlays(page, "folk-game");
    const during = await page.evaluate(() => window.__moved);
    t.diagnostic(`removed while the computer was ${during}`);
    assert.notEqual(during, "over", "the element was removed during the computer's turn");
    await computerPlayed(page, "folk-game", ply);
    // a person's move is taken, and the computer answers it
    const after = await personPlays(page, "folk-game");
    assert.ok(after > ply + 1, "a person's move was played after the element came back");
    await computerPlayed(page, "folk-game", after);
    const workers = await page.evaluate(() => window.__workers);
    assert.ok(workers.live <= 1, `at most one live worker for one element (${JSON.stringify(workers)})`);
    // removed for good: its worker ends
    await page.evaluate(() => document.querySelector("folk-game").remove());
    assert.equal(await page.evaluate(() => window.__workers.live), 0, "no worker left once the element is gone");
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test("two elements on one page, two games against the computer, stay independent", async () => {
  const { page, context, problems } = await open(
    pageHtml(
      `<folk-game id="a" game="kpe" computer="1" seed="2" speed="40"></folk-game>` +
        `<folk-game id="b" game="bay-khom" computer="1" seed="9" speed="40"></folk-game>`,
    ),
  );
  const saveOf = (sel) => page.evaluate((sel) => document.querySelector(sel).save(), sel);
  const bBefore = await saveOf("#b");
  const plyA = await personPlays(page, "#a");
  await computerPlayed(page, "#a", plyA);
  assert.equal(await saveOf("#b"), bBefore, "a's moves and its computer's change nothing in b");
  assert.equal(await page.evaluate(() => document.querySelector("#b").state?.ply), 0);
  const aBefore = await saveOf("#a");
  const plyB = await personPlays(page, "#b");
  await computerPlayed(page, "#b", plyB);
  assert.equal(await saveOf("#a"), aBefore, "b's moves and its computer's change nothing in a");
  // both at once: each computer answers its own game
  const [pa, pb] = await Promise.all([personPlays(page, "#a"), personPlays(page, "#b")]);
  await Promise.all([computerPlayed(page, "#a", pa), computerPlayed(page, "#b", pb)]);
  assert.deepEqual(await page.evaluate(() => [document.querySelector("#a").state?.game, document.querySelector("#b").state?.game]), [
    "kpe",
    "bay-khom",
  ]);
  const workers = await page.evaluate(() => window.__workers);
  // each element: the computer's worker, and the coach's (on by default against `easy`)
  assert.ok(workers.live <= 4, `at most the computer's and the coach's worker per element (${JSON.stringify(workers)})`);
  assert.deepEqual(problems, []);
  await context.close();
});

let vite;
before(async () => {
  // Vite's server-side rendering, in this Node process: no DOM here.
  vite = await createServer({
    configFile: false,
    logLevel: "silent",
    root: fileURLToPath(new URL("../..", import.meta.url)),
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
  });
});
after(() => vite?.close());

test("a page rendered on the server by Vite SSR upgrades its tag in the browser and plays", async () => {
  assert.equal(typeof globalThis.HTMLElement, "undefined", "the render runs where there is no DOM");
  const { render } = await vite.ssrLoadModule("/tests/browser/ssr-page.js");
  const html = render({ game: "kpe", lang: "fr", computer: COMPUTER, csp: CSP });
  assert.match(html, /<folk-game game="kpe" lang="fr" computer="1"[^>]*><\/folk-game>/);
  const { page, context, problems } = await open(html);
  assert.equal(await page.evaluate(() => document.querySelector("folk-game") instanceof customElements.get("folk-game")), true, "upgraded");
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").state?.game), "kpe");
  assert.match(await page.evaluate(() => document.querySelector("folk-game").statusText), /Sud|Nord|À vous/, "in the language the server chose");
  const ply = await personPlays(page, "folk-game");
  await computerPlayed(page, "folk-game", ply);
  assert.deepEqual(problems, []);
  await context.close();
});
