// The review in the element: a whole Bày Khòm game against the computer in the demo (South opens
// with house 2 counter-clockwise, the planted blunder, and the computer sweeps the board), then
// "Review the game": a progress bar fed by the worker, then the win-chance graph, the table of
// grades, and key moments; stepping to the first shows the position before the blunder with the
// better move marked on the board and said in words made from the engine's records. In English
// and French; axe-core finds no serious violation. Waits are on conditions only.
import { test } from "node:test";
import assert from "node:assert/strict";
import { artifacts, checkAxe, live, openDemo, useBrowser } from "./harness.js";

const env = useBrowser();
/** Words with French's narrow no-break spaces (i18n.js) as plain spaces. */
const flat = (text) => text.replace(/\s/g, " ");

/** A new Bày Khòm game (the multi-round default), the computer on North, no pauses, no animation. */
async function blunderGame(page) {
  await page.evaluate(async () => {
    const el = document.querySelector("folk-game");
    el.computerDelay = 0;
    el.setAttribute("speed", "0");
    el.setAttribute("level", "easy");
    el.setAttribute("computer", "1");
    el.setAttribute("seed", "11");
    el.setAttribute("game", "bay-khom");
  });
  await page.waitForFunction(() => {
    const el = document.querySelector("folk-game");
    return el.state?.game === "bay-khom" && el.state?.ply === 0 && !el.busy;
  });
  await page.evaluate(() => document.querySelector("folk-game").play("2+"));
  // the person plays the first legal move whenever it is their turn, until the game is over
  await page.waitForFunction(
    () => {
      const el = document.querySelector("folk-game");
      if (el.state?.over) return true;
      if (!el.busy && !el.thinking && el.state?.seat === 0) el.play(el.legalMoves()[0]);
      return false;
    },
    null,
    { polling: 100, timeout: 120_000 },
  );
}

for (const lang of ["en", "fr"]) {
  test(`${lang}: a whole game, then Review: progress, graph, grades, key moments, the better move`, async () => {
    const { page, context, clean } = await openDemo(env, { query: `lang=${lang}` });
    await blunderGame(page);
    const history = await page.evaluate(() => document.querySelector("folk-game").save());
    const plies = JSON.parse(history).moves.length;
    // the progress bar is seen while the worker reviews (a MutationObserver notes it)
    await page.evaluate(() => {
      const part = document.querySelector("folk-game").shadowRoot.querySelector(".review");
      window.__progress = false;
      window.__ready = null;
      new MutationObserver(() => {
        if (part.querySelector("progress")) window.__progress = true;
      }).observe(part, { childList: true, subtree: true });
      document.querySelector("folk-game").addEventListener("reviewready", (e) => (window.__ready = e.detail));
    });
    const boardHeight = () => page.locator("folk-game canvas").evaluate((c) => c.getBoundingClientRect().height);
    const height = await boardHeight();
    const button = page.locator("folk-game .review button");
    await button.click();
    await page.waitForFunction(() => window.__ready !== null, null, { timeout: 60_000 });
    assert.ok(await page.evaluate(() => window.__progress), "a progress bar was shown");
    const review = await page.evaluate(() => window.__ready);
    assert.equal(review.moves.length, plies);
    assert.equal(review.moves[0].grade, "blunder");
    const part = page.locator("folk-game .review");
    assert.equal(await part.locator("svg.graph polyline").count(), 1, "one line for two players");
    assert.equal(await part.locator("table tr").count(), plies + 2, "a header, the start and every move");
    const blunder = lang === "en" ? "blunder" : "gaffe";
    assert.match(await part.locator("table tr").nth(2).textContent(), new RegExp(blunder));
    assert.match(
      await part.locator(".summary").textContent(),
      lang === "en" ? /Accuracy \(out of 100\): South \d+ and North \d+/ : /Précision \(sur 100\)\s:\sSud \d+ et Nord \d+/,
    );
    // key moments: the first is the blunder; stepping to it shows the position before it
    const moments = part.locator(".moments button");
    assert.ok((await moments.count()) >= 1);
    await moments.first().click();
    await page.waitForFunction(() => document.querySelector("folk-game").viewing === 0);
    const better = review.moves[0].best;
    const said = await live(page);
    assert.match(said, lang === "en" ? /\. Better: South sowed house \d/ : /\. Mieux\s:\sSud a semé la maison \d/, said);
    assert.equal(await part.locator(".moment").textContent(), said);
    assert.doesNotMatch(said, /\.\./);
    // the better move's house is marked on the board (the mirror says so, as the canvas shows it)
    const marked = await page.locator(`folk-game .mirror button[data-hole="${better.hole}"]`).getAttribute("aria-label");
    assert.match(marked, lang === "en" ? /suggested|hint/i : /conseil|suggér/i, marked);
    // every key moment in turn: the position before its move, its better move marked with its
    // direction (the house's label says it; the canvas draws its arrow, coach.test.js)
    const way = {
      en: { "+": "Sow counter-clockwise (+)", "-": "Sow clockwise (−)" },
      fr: { "+": "Sens antihoraire (+)", "-": "Sens horaire (−)" },
    }[lang];
    const count = await moments.count();
    for (let i = 0; i < count; i++) {
      const ply = Number((await moments.nth(i).textContent()).match(/\d+/)[0]); // "Move 7, blunder"
      await moments.nth(i).click();
      await page.waitForFunction((ply) => document.querySelector("folk-game").viewing === ply - 1, ply);
      const m = review.moves[ply - 1];
      assert.equal(m.ply, ply, `key moment ${i} shows the position before its move`);
      const label = await page.locator(`folk-game .mirror button[data-hole="${m.best.hole}"]`).getAttribute("aria-label");
      assert.ok(flat(label).endsWith(`${lang === "en" ? "suggested move" : "coup conseillé"}, ${way[m.best.dir]}`), `key moment ${i}: ${label}`);
    }
    // the review takes the move list's room, not the board's: the board keeps its size
    await page
      .waitForFunction(
        (height) => document.querySelector("folk-game").shadowRoot.querySelector("canvas").getBoundingClientRect().height === height,
        height,
        { timeout: 5_000 },
      )
      .catch(async () => assert.fail(`the board shrank from ${height} px to ${await boardHeight()} px at a key moment`));
    await checkAxe(page, `review (${lang})`);
    await page.screenshot({ path: `${artifacts}/review-${lang}.png`, fullPage: true });
    await clean();
    await context.close();
  });
}
