// Screenshots of the first moments of a load (not a test; issue 29 asks for them to be looked at):
// on a network made slow on purpose, as tests/browser/layout-shift.test.js makes it (every script
// 300 ms late, the .wasm held until the element's first frames are taken), the demo and a plain
// host page, on a 390x844 phone and a 1366x900 desktop, at the first paint, at 150 and 300 ms,
// once the element's modules are in but the .wasm is still on its way, and once the game is ready. The element's box is printed
// for each: the same from the first frame it has to the last.
//   node tests/browser/first-load-shots.mjs   (needs the build; FIRST_LOAD_SHOTS=dir, default
//   /work/shots/first-load)
import { mkdirSync } from "node:fs";
import { serve, launchChromium } from "./harness.js";

const dir = process.env.FIRST_LOAD_SHOTS ?? "/work/shots/first-load";
mkdirSync(dir, { recursive: true });
const [site, browser] = await Promise.all([serve("www"), launchChromium()]);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** A screenshot; before the page's first paint there is none to take yet: try again. */
async function shoot(page, path) {
  for (let i = 0; ; i++) {
    try {
      return await page.screenshot({ path });
    } catch (e) {
      if (i === 50) throw e;
      await sleep(20);
    }
  }
}

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 },
};
const hostPage = (game) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>The game room</title><link rel="stylesheet" href="lib/folk-game.css">
<style>body { margin: 0 auto; max-width: 900px; padding: 0 16px; font: 18px/1.5 Georgia, serif; }</style>
<script type="module" src="element/folk-game.js"></script></head>
<body><h1>The game room</h1><p>Play a game the museum's visitors played a century ago.</p>
<folk-game game="${game}" lang="en"></folk-game>
${"<p>After the game: where it was played, by whom, and how its rules came down to us.</p>".repeat(6)}
</body></html>`;

const CASES = [
  ["demo", "kpe", "en"],
  ["demo", "kpe", "fr"],
  ["demo", "siryu", "en"],
  ["demo", "bay-khom", "fr"],
  ["host", "bay-khom", "en"],
  ["host", "siryu", "en"],
];
for (const [device, options] of Object.entries(DEVICES)) {
  for (const [where, game, lang] of CASES) {
    const ctx = await browser.newContext({ ...options, serviceWorkers: "block" });
    let release;
    const released = new Promise((done) => (release = done));
    await ctx.route(/\.js(\?|$)/, async (route) => {
      await sleep(300);
      await route.continue();
    });
    await ctx.route(/\.wasm(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
    await ctx.route("**/host.html", (route) => route.fulfill({ contentType: "text/html", body: hostPage(game) }));
    const page = await ctx.newPage();
    page.on("pageerror", (e) => console.log("pageerror", e.message));
    const name = `${where}-${game}-${lang}-${device}`;
    const box = () =>
      page.evaluate(() => {
        const r = document.querySelector("folk-game")?.getBoundingClientRect();
        return r ? `${Math.round(r.width)}x${Math.round(r.height)} at y ${Math.round(r.top)}` : "no element yet";
      });
    const start = Date.now();
    await page.goto(`${site.base}/${where === "demo" ? `?lang=${lang}&game=${game}` : "host.html"}`, { waitUntil: "commit" });
    const boxes = [];
    for (const [label, at] of [
      ["0-first-paint", 0],
      ["1-150ms", 150],
      ["2-300ms", 300],
      ["3-before-wasm", null],
    ]) {
      if (at === null) {
        // the element's modules are all in (each 300 ms late), its board drawn; the .wasm still held
        await page.waitForFunction(() => document.querySelector("folk-game")?.shadowRoot?.querySelector("canvas"), null, { timeout: 60000 });
        await sleep(100);
      } else await sleep(Math.max(0, at - (Date.now() - start)));
      await shoot(page, `${dir}/${name}-${label}.png`);
      boxes.push(`${label} (${Date.now() - start} ms): ${await box()}`);
    }
    release();
    await page.waitForFunction(() => document.querySelector("folk-game")?.state, null, { timeout: 60000 });
    await page.screenshot({ path: `${dir}/${name}-4-ready.png` });
    boxes.push(`4-ready (${Date.now() - start} ms): ${await box()}`);
    console.log(`${name}\n  ${boxes.join("\n  ")}`);
    await ctx.close();
  }
}
await browser.close();
await site.stop();
