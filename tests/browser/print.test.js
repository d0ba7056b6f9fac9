// The printed rules: the demo page printed (its print stylesheet) and `element.printRules()`'s
// sheet each give one or two pages per game, in English and French, with the game's name, its
// rules, the sources and a diagram drawn by the board itself, and none of the site's chrome.
// Chromium prints to PDF (page.pdf()); pdfjs-dist counts the pages and reads their text.
import { test } from "node:test";
import assert from "node:assert/strict";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { openDemo, useBrowser } from "./harness.js";
import { loadPack, translator } from "../../www/element/i18n.js";

const env = useBrowser();

/** The page count and the text of a PDF (its words joined by single spaces). */
async function readPdf(bytes) {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const words = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    words.push(...content.items.map((item) => ("str" in item ? item.str : "")));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: words.join(" ").replace(/\s+/g, " ") };
}

const GAMES = { kpe: "Kpé", "bay-khom": "Bày Khòm", siryu: "Siryu" };
/** The words the sheet must show and the site's chrome it must leave out, from the element's tables. */
const wordsIn = (lang) => {
  const t = translator(lang);
  return {
    rules: t("demo.rules"),
    sources: t("demo.sources"),
    diagram: t("print.diagram"),
    chrome: ["demo.new", "demo.totals", "demo.pick"].map((k) => t(k)),
  };
};

for (const lang of ["en", "fr"]) {
  test(`printed rules in ${lang}: the demo's page and printRules() give 1-2 pages per game with its name, rules, diagram and sources`, async () => {
    const { page, context, clean } = await openDemo(env, { query: `lang=${lang}&game=kpe` });
    for (const [id, name] of Object.entries(GAMES)) {
      await page.waitForSelector(`.games button[data-game="${id}"]`, { state: "attached" }); // the picker, drawn once the board's game is made
      await page.evaluate((g) => document.querySelector(`.games button[data-game="${g}"]`).click(), id);
      await page.waitForFunction((g) => document.querySelector("folk-game").state?.game === g, id);
      await loadPack(lang);
      const words = wordsIn(lang);
      const firstRule = await page
        .locator("#rules li")
        .first()
        .evaluate((li) => li.firstChild.textContent.trim());
      const demo = await readPdf(await page.pdf({ format: "A4" }));
      // the demo's print stylesheet: the diagram is the board's own drawing of this game's start,
      // drawn as the page is printed (beforeprint), not at every load
      assert.ok(
        await page.evaluate(() => {
          const img = document.getElementById("rules-board-img");
          return img.src === document.querySelector("folk-game").rulesDiagram() && img.complete && img.naturalWidth > 0;
        }),
        `${id}: the printed page has the start position's diagram`,
      );
      assert.ok(demo.pages >= 1 && demo.pages <= 2, `${id}: the demo prints on ${demo.pages} pages`);
      for (const text of [name, words.rules, words.sources, words.diagram, firstRule.slice(0, 40)])
        assert.ok(demo.text.includes(text), `${id}: the printed page shows "${text}"`);
      for (const text of words.chrome) assert.ok(!demo.text.includes(text), `${id}: the printed page leaves out "${text}"`);

      // printRules(): its frame is caught as it is added and its print() recorded instead of run
      await page.evaluate(() => {
        window.__printed = 0;
        const watch = new MutationObserver((records) => {
          for (const node of records.flatMap((r) => [...r.addedNodes]))
            if (node instanceof HTMLIFrameElement && node.matches("[data-folk-game-print]")) {
              window.__frame = node;
              node.contentWindow.print = () => window.__printed++;
              watch.disconnect();
            }
        });
        watch.observe(document.body, { childList: true });
      });
      assert.equal(await page.evaluate(() => document.querySelector("folk-game").printRules()), true);
      const sheet = await page.evaluate(() => {
        const doc = window.__frame.contentDocument;
        return {
          printed: window.__printed,
          lang: doc.documentElement.lang,
          title: doc.querySelector("h1")?.textContent,
          image: doc.querySelector("img").naturalWidth,
          diagram: doc.querySelector("img").src === document.querySelector("folk-game").rulesDiagram(),
          html: doc.documentElement.outerHTML,
          css: doc.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join("\n"),
        };
      });
      assert.equal(sheet.printed, 1, `${id}: the sheet's frame was printed once`);
      assert.equal(sheet.lang, lang);
      assert.equal(sheet.title, name);
      assert.ok(sheet.image > 0 && sheet.diagram, `${id}: the sheet shows the board's drawing of the start`);
      // the same document and styles, printed to PDF in a page of their own
      const print = await context.newPage();
      await print.setContent(sheet.html);
      await print.addStyleTag({ content: sheet.css });
      await print.evaluate(() => document.querySelector("img").decode());
      const pdf = await readPdf(await print.pdf({ format: "A4" }));
      await print.close();
      assert.ok(pdf.pages >= 1 && pdf.pages <= 2, `${id}: printRules() prints ${pdf.pages} pages`);
      for (const text of [name, words.rules, words.sources, words.diagram, firstRule.slice(0, 40)])
        assert.ok(pdf.text.includes(text), `${id}: the sheet shows "${text}"`);
      // once printed, the frame goes
      await page.evaluate(() => window.__frame.contentWindow.dispatchEvent(new Event("afterprint")));
      assert.equal(await page.locator("iframe[data-folk-game-print]").count(), 0, "the print frame is removed after printing");
    }
    await clean();
    await context.close();
  });
}
