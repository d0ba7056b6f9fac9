// Themes (README "Themes"): the README's dark museum page, served next to the package as `npm pack`
// ships it, exactly as the README writes it; custom properties change the painted board (the
// canvas's pixels at a pit) and the words' colour, each as soon as the page sets them; axe-core
// finds no contrast fault in the dark theme nor in the light one (on a plain white page), with a
// move list and a lesson shown; and the `theme` attribute wins over the colour scheme the visitor's
// system prefers (emulated), the board painted again when either changes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root, usePackedPages, checkAxe } from "./harness.js";

const env = usePackedPages(() => {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("### Themes"));
  const [museum] = [...section.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]);
  assert.match(museum, /theme="dark"/, "the README's Themes section has its dark page");
  const plain = `<!doctype html><html lang="en"><meta charset="utf-8"><title>plain</title><link rel="icon" href="data:,">
<script type="module" src="./node_modules/folkgames/element/folk-game.js"></script>
<main><h1>Kpé</h1><folk-game game="kpe"></folk-game></main></html>`;
  return { "museum.html": museum, "plain.html": plain };
});

async function open(path, colorScheme = "light") {
  const page = await env.browser.newPage({ viewport: { width: 1000, height: 900 }, deviceScaleFactor: 1, colorScheme });
  const problems = [];
  // the README's page names no icon: the browser's own request for /favicon.ico is not the element's
  page.on("console", (m) => m.type() === "error" && !m.text().startsWith("Failed to load resource") && problems.push(m.text()));
  page.on("response", (r) => r.status() >= 400 && !r.url().endsWith("/favicon.ico") && problems.push(`${r.status()}: ${r.url()}`));
  page.on("pageerror", (e) => problems.push(String(e)));
  page.on("requestfailed", (r) => problems.push(`failed: ${r.url()}`));
  await page.goto(`${env.base}/${path}`);
  await page.waitForFunction(() => document.querySelector("folk-game")?.state?.ply === 0 && !document.querySelector("folk-game").busy);
  return { page, problems };
}

/** The canvas's pixels over pit `i` (its mirror button's box), as a string to compare. */
const pitPixels = (page, i) =>
  page.locator("folk-game").evaluate((el, hole) => {
    const canvas = el.shadowRoot.querySelector("canvas");
    const b = /** @type {HTMLElement} */ (el.shadowRoot.querySelector(`.mirror button[data-hole="${hole}"]`));
    const [x, y, w] = [parseFloat(b.style.left), parseFloat(b.style.top), parseFloat(b.style.width)];
    const k = canvas.width / canvas.getBoundingClientRect().width;
    const data = canvas
      .getContext("2d")
      .getImageData(Math.round((x - w / 2) * k), Math.round((y - w / 2) * k), Math.round(w * k), Math.round(w * k)).data;
    return Array.from(data).join(",");
  }, i);

/** Waits until the canvas over pit `i` differs from `before` (the board painted again). */
const pitChanges = (page, i, before) =>
  page.waitForFunction(
    ([hole, was]) => {
      const el = document.querySelector("folk-game");
      const canvas = el.shadowRoot.querySelector("canvas");
      const b = el.shadowRoot.querySelector(`.mirror button[data-hole="${hole}"]`);
      const [x, y, w] = [parseFloat(b.style.left), parseFloat(b.style.top), parseFloat(b.style.width)];
      const k = canvas.width / canvas.getBoundingClientRect().width;
      const data = canvas
        .getContext("2d")
        .getImageData(Math.round((x - w / 2) * k), Math.round((y - w / 2) * k), Math.round(w * k), Math.round(w * k)).data;
      return Array.from(data).join(",") !== was;
    },
    [i, before],
  );

const colourOf = (page, selector) =>
  page.locator("folk-game").evaluate((el, sel) => getComputedStyle(el.shadowRoot.querySelector(sel)).color, selector);

test("the README's dark museum page: its properties reach the words and the board, and axe finds no contrast fault", async () => {
  const { page, problems } = await open("museum.html", "light");
  // its own font and accent, in the DOM and on the canvas
  assert.match(await page.locator("folk-game").evaluate((el) => getComputedStyle(el.shadowRoot.querySelector(".frame")).fontFamily), /Georgia/);
  assert.equal(await page.locator("folk-game").evaluate((el) => getComputedStyle(el).getPropertyValue("--_folk-accent").trim()), "#e3b04b");
  // dark theme although the system prefers light: light words
  assert.equal(await colourOf(page, ".status"), "rgb(243, 232, 216)");
  await checkAxe(page, "the README's dark page");
  // a move (the computer answers) fills the move list; the lesson brings its panel and buttons
  await page.evaluate(() => document.querySelector("folk-game").play({ kind: "sow", pit: 1 }));
  await page.waitForFunction(() => {
    const el = document.querySelector("folk-game");
    return el.state?.ply === 2 && !el.busy && !el.thinking;
  });
  assert.equal(await page.locator("folk-game").evaluate((el) => el.shadowRoot.querySelectorAll('[part~="move"]').length), 2);
  await checkAxe(page, "the README's dark page with its move list");
  await page.evaluate(() => document.querySelector("folk-game").learn());
  await page.waitForFunction(() => document.querySelector("folk-game").lesson?.step === 1);
  await checkAxe(page, "the README's dark page with a lesson");
  await page.evaluate(() => document.querySelector("folk-game").leaveLesson());

  // a property set later, on the element's style: the board is painted again at once, the words recoloured
  const before = await pitPixels(page, 0);
  await page.evaluate(() => document.querySelector("folk-game").style.setProperty("--folk-pit", "#0a5a2a"));
  await pitChanges(page, 0, before);
  // a page that switches its theme with a class on <body>, from its own stylesheet
  await page.addStyleTag({ content: "body.night folk-game { --folk-board: #203040; }" });
  const wood = await pitPixels(page, 0);
  await page.evaluate(() => document.body.classList.add("night"));
  await pitChanges(page, 0, wood);
  await page.evaluate(() => document.querySelector("folk-game").style.setProperty("--folk-text", "rgb(200, 230, 255)"));
  assert.equal(await colourOf(page, ".status"), "rgb(200, 230, 255)");
  // ::part reaches the move list's rows and the buttons
  await page.addStyleTag({ content: "folk-game::part(move) { color: rgb(1, 200, 3); } folk-game::part(learn-button) { color: rgb(4, 5, 250); }" });
  assert.equal(await colourOf(page, '[part~="move"]'), "rgb(1, 200, 3)");
  assert.equal(await colourOf(page, ".tool.learn"), "rgb(4, 5, 250)");
  assert.deepEqual(problems, []);
  await page.close();
});

test("the light theme on a plain page and the dark one it follows from the system pass axe", async () => {
  for (const scheme of /** @type {const} */ (["light", "dark"])) {
    const { page, problems } = await open("plain.html", scheme);
    assert.equal(await colourOf(page, ".status"), scheme === "dark" ? "rgb(243, 232, 216)" : "rgb(43, 26, 16)");
    await page.evaluate(() => document.querySelector("folk-game").play({ kind: "sow", pit: 1 }));
    await page.waitForFunction(() => document.querySelector("folk-game").state?.ply === 1 && !document.querySelector("folk-game").busy);
    await checkAxe(page, `the plain page, ${scheme}`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test("the theme attribute wins over the system's colour scheme, and the board follows either at once", async () => {
  const { page, problems } = await open("plain.html", "dark");
  const text = () => colourOf(page, ".status");
  const dark = "rgb(243, 232, 216)";
  const light = "rgb(43, 26, 16)";
  assert.equal(await text(), dark);
  let pit = await pitPixels(page, 0);
  await page.evaluate(() => document.querySelector("folk-game").setAttribute("theme", "light"));
  assert.equal(await text(), light);
  await pitChanges(page, 0, pit);
  // the system turns light, then dark again: theme="light" holds
  await page.emulateMedia({ colorScheme: "light" });
  assert.equal(await text(), light);
  await page.emulateMedia({ colorScheme: "dark" });
  assert.equal(await text(), light);
  // theme="dark" on a light system
  await page.emulateMedia({ colorScheme: "light" });
  pit = await pitPixels(page, 0);
  await page.evaluate(() => document.querySelector("folk-game").setAttribute("theme", "dark"));
  assert.equal(await text(), dark);
  await pitChanges(page, 0, pit);
  // no attribute: the system's scheme again, and the board painted again when it changes
  pit = await pitPixels(page, 0);
  await page.evaluate(() => document.querySelector("folk-game").removeAttribute("theme"));
  assert.equal(await text(), light);
  await pitChanges(page, 0, pit);
  pit = await pitPixels(page, 0);
  await page.emulateMedia({ colorScheme: "dark" });
  assert.equal(await text(), dark);
  await pitChanges(page, 0, pit);
  assert.deepEqual(problems, []);
  await page.close();
});
