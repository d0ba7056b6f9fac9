// The element's languages in Chromium: Khmer and Arabic render from their packs (no English left
// on screen), Arabic runs right to left while the board stays as the rules draw it (the canvas is
// the same pixel for pixel in a right-to-left and a left-to-right page), a regional tag falls back
// to its language and an unknown one to the browser's (English here), and `strings` set on a live
// element are shown at once. Elements are added to the demo page, which has the element defined.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openDemo, useBrowser } from "./harness.js";

const env = useBrowser();

/** Adds `<div dir=…><folk-game …></div>` to the page; resolves when its first game is drawn. */
const add = (page, id, attrs, dir = "") =>
  page.evaluate(
    async ({ id, attrs, dir }) => {
      const box = document.createElement("div");
      if (dir) box.dir = dir;
      box.style.width = "380px";
      const el = document.createElement("folk-game");
      el.id = id;
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      box.append(el);
      document.body.append(box);
      await el.ready;
    },
    { id, attrs, dir },
  );

/** What the element shows in words: the status, the message, the buttons, the notes. */
const shownText = (page, id) =>
  page.evaluate((id) => {
    const root = document.getElementById(id).shadowRoot;
    const parts = [".status .text", ".said", ".actions", ".note", ".top"].map((sel) => root.querySelector(sel));
    return parts.map((p) => (p && !p.hidden ? p.innerText : "")).join("\n");
  }, id);

const direction = (page, id) =>
  page.evaluate((id) => {
    const root = document.getElementById(id).shadowRoot;
    return { words: getComputedStyle(root.querySelector(".status")).direction, board: getComputedStyle(root.querySelector("canvas")).direction };
  }, id);

/** Waits until the element's words are in `lang`'s pack (the pack loads by itself). */
const inLang = (page, id, lang) =>
  page.waitForFunction(({ id, lang }) => document.getElementById(id).shadowRoot.querySelector(".frame").lang === lang, { id, lang });

const canvasPixels = (page, id) => page.evaluate((id) => document.getElementById(id).shadowRoot.querySelector("canvas").toDataURL(), id);

test("Khmer and Arabic render every game in their own script, Arabic right to left", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en" });
  const script = { km: /\p{Script=Khmer}/u, ar: /\p{Script=Arabic}/u };
  for (const lang of ["km", "ar"]) {
    for (const game of ["kpe", "bay-khom", "siryu"]) {
      const id = `${lang}-${game}`;
      await add(page, id, { game, lang, seed: "1", speed: "0" });
      await inLang(page, id, lang);
      const text = await shownText(page, id);
      assert.match(text, script[lang], `${id}: the words are in the pack's script`);
      // no English word left: Latin letters only in the game's own names (Kpé, Bày Khòm, Siryu)
      const latin = text.replace(/Kpé|Bày Khòm|Siryu|Esc|Tab|Enter/g, "").match(/[A-Za-z]{3,}/g);
      assert.equal(latin, null, `${id}: no English left (${latin})`);
      const label = await page.evaluate(
        (id) => document.getElementById(id).shadowRoot.querySelector(".mirror button")?.getAttribute("aria-label") ?? "",
        id,
      );
      assert.match(label, script[lang], `${id}: the board's places are named in the pack`);
      const dir = await direction(page, id);
      assert.equal(dir.words, lang === "ar" ? "rtl" : "ltr", `${id}: the words' direction`);
      assert.equal(dir.board, "ltr", `${id}: the board is never turned round`);
    }
  }
  await clean();
  await context.close();
});

test("a right-to-left page turns the words round but leaves the board's canvas the same, pixel for pixel", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en" });
  for (const [lang, game] of [
    ["ar", "kpe"],
    ["ar", "bay-khom"],
    ["en", "kpe"],
    ["ar", "siryu"],
  ]) {
    const ltr = `${lang}-${game}-ltr`;
    const rtl = `${lang}-${game}-rtl`;
    await add(page, ltr, { game, lang, seed: "3", speed: "0" }, "ltr");
    await add(page, rtl, { game, lang, seed: "3", speed: "0" }, "rtl");
    await inLang(page, ltr, lang);
    await inLang(page, rtl, lang);
    const [a, b] = [await canvasPixels(page, ltr), await canvasPixels(page, rtl)];
    assert.ok(a.length > 1000, "the canvas is drawn");
    assert.equal(a, b, `${lang} ${game}: the same canvas in a dir="rtl" and a dir="ltr" page`);
    assert.equal((await direction(page, rtl)).words, "rtl", `${lang} ${game}: the words run right to left in an RTL page`);
    assert.equal((await direction(page, ltr)).words, lang === "ar" ? "rtl" : "ltr");
  }
  await clean();
  await context.close();
});

test("a regional tag falls back to its language, an unknown one to the browser's; strings take effect at once", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en" });
  await add(page, "fr-ca", { game: "kpe", lang: "fr-CA" });
  await inLang(page, "fr-ca", "fr");
  assert.match(await shownText(page, "fr-ca"), /Au tour de Sud/);
  await add(page, "ar-dz", { game: "kpe", lang: "ar-DZ" });
  await inLang(page, "ar-dz", "ar");
  await add(page, "unknown", { game: "kpe", lang: "tlh" });
  await inLang(page, "unknown", "en");
  assert.match(await shownText(page, "unknown"), /South to move/);
  // a live element: new strings are shown in the same task, with no change of language
  const shown = await page.evaluate(() => {
    const el = document.getElementById("fr-ca");
    el.strings = { turn: "C’est à {player} !" };
    return el.shadowRoot.querySelector(".status .text").textContent;
  });
  assert.equal(shown, "C’est à Sud\u202f!");
  // and the language changed on a live element: its pack is loaded, the words follow
  await page.evaluate(() => document.getElementById("unknown").setAttribute("lang", "km"));
  await inLang(page, "unknown", "km");
  assert.match(await shownText(page, "unknown"), /\p{Script=Khmer}/u);
  await clean();
  await context.close();
});

test("an unknown game says it is not one of the games and offers those there are", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en" });
  await page.evaluate(() => {
    const el = document.createElement("folk-game");
    el.id = "chess";
    el.setAttribute("game", "chess");
    document.body.append(el);
  });
  await page.waitForFunction(() => document.getElementById("chess").shadowRoot.querySelectorAll(".note .offers button").length === 3);
  const note = await page.evaluate(() => document.getElementById("chess").shadowRoot.querySelector(".note").innerText);
  assert.match(note, /“chess” is not one of the games here\. The games are Kpé, Bày Khòm and Siryu\./);
  assert.doesNotMatch(note, /coming soon/);
  await page.evaluate(() => document.getElementById("chess").shadowRoot.querySelectorAll(".note .offers button")[2].click());
  await page.waitForFunction(() => document.getElementById("chess").state?.game === "siryu");
  await clean();
  await context.close();
});
