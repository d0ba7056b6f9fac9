// Small things found on the way (issue 31, "Also found"), each on the demo as a visitor meets it:
// the Animation menu tells the truth under reduced motion; the live region says "New game…" once
// at the start; Home and End on the board go to the first and last place as the rules number
// them; Siryu's controls, beside its long board, show without scrolling on a desktop.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openDemo, waitReady } from "./harness.js";

const env = useBrowser();

test("under reduced motion the Animation menu shows Off, and why; otherwise the speed the board uses", async () => {
  for (const reducedMotion of /** @type {const} */ (["reduce", "no-preference"])) {
    const { page, context, clean } = await openDemo(env, { context: { reducedMotion } });
    const menu = await page.evaluate(() => {
      const sel = /** @type {HTMLSelectElement} */ (document.getElementById("speed"));
      return {
        value: sel.value,
        disabled: sel.disabled,
        note: !document.getElementById("speed-note").hidden,
        speed: document.querySelector("folk-game").speed,
      };
    });
    if (reducedMotion === "reduce") assert.deepEqual(menu, { value: "0", disabled: true, note: true, speed: 0 });
    else assert.deepEqual(menu, { value: "220", disabled: false, note: false, speed: 220 });
    // the visitor's system changes its mind: the menu follows
    await page.emulateMedia({ reducedMotion: reducedMotion === "reduce" ? "no-preference" : "reduce" });
    await page.waitForFunction((was) => document.getElementById("speed").disabled !== was, menu.disabled);
    await clean();
    await context.close();
  }
});

test("the live region says the new game once as the demo starts", async () => {
  const context = await env.browser.newContext({ serviceWorkers: "block" });
  await context.addInitScript(() => {
    // every text written into the element's live region, from the very start
    const said = (window.__said = []);
    const d = Object.getOwnPropertyDescriptor(Node.prototype, "textContent");
    Object.defineProperty(Node.prototype, "textContent", {
      get() {
        return d.get.call(this);
      },
      set(v) {
        if (this instanceof Element && this.classList.contains("live")) said.push(String(v));
        d.set.call(this, v);
      },
    });
  });
  const page = await context.newPage();
  await page.goto(`${env.base}/?lang=en`);
  await waitReady(page);
  await page.waitForFunction(() => document.querySelector("folk-game").getAttribute("lang") === "en");
  const said = await page.evaluate(() => window.__said.filter(Boolean));
  // the demo's visitor plays the computer: their turn is theirs ("Your move", not "South to move")
  assert.deepEqual(said, ["New game. Your move."]);
  // a language that does change says it again, in the new words (once its pack has loaded)
  await page.evaluate(() => document.querySelector("folk-game").setAttribute("lang", "fr"));
  await page.waitForFunction(() => window.__said.filter(Boolean).at(-1) === "Nouvelle partie. À vous de jouer.");
  await context.close();
});

test("Home and End on the board go to place 1 and the last place, not the corners drawn", async () => {
  for (const [game, last] of /** @type {const} */ ([
    ["kpe", 7],
    ["bay-khom", 9],
    ["siryu", 30],
  ])) {
    const { page, context, clean } = await openDemo(env, { query: `lang=en&game=${game}` });
    const focused = () => page.locator("folk-game").evaluate((el) => el.shadowRoot.activeElement?.getAttribute("data-hole"));
    await page.locator("folk-game .mirror button[tabindex='0']").focus();
    await page.keyboard.press("End");
    assert.equal(await focused(), String(last), `${game}: End`);
    await page.keyboard.press("Home");
    assert.equal(await focused(), "0", `${game}: Home`);
    await clean();
    await context.close();
  }
});

test("Siryu's controls, beside its long board, show without scrolling in a 1366x900 window", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=siryu", context: { viewport: { width: 1366, height: 900 } } });
  const box = await page.evaluate(() => {
    const r = document.querySelector(".controls").getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, height: innerHeight };
  });
  assert.ok(box.top < box.height, `the controls start in view (${box.top} < ${box.height})`);
  await clean();
  await context.close();
});
