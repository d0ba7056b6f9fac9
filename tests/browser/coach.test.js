// The coach in the element (coach.js): against the computer at `easy` it is on by default. In a new
// multi-round Bày Khòm game, South's house 2 counter-clockwise (chosen on the board: the house,
// then its direction) is not played: the question below the board says North's sweep, the better
// move is marked on the board and said; "Choose again" leaves the board to the visitor, "Play it
// anyway" plays the move. A planted Kpé blunder, loaded through the element's API: "Choose again",
// then the better move is played without a question. In English and French; axe-core finds no
// serious violation; kiosk mode's buttons are 48 px. Off with coach="off" and against `hard`.
// Bày Khòm's better move shows its direction: its arrow drawn on the board in the hint's colours,
// and said in the house's label; a house whose direction costs less than the threshold net (it
// captures too) is played without a question. Waits are on conditions only.
import { test } from "node:test";
import assert from "node:assert/strict";
import { artifacts, checkAxe, clickSpot, live, openDemo, state, useBrowser } from "./harness.js";

const env = useBrowser();

const WORDS = {
  en: {
    ccw: /counter-clockwise/,
    cw: /^Sow clockwise/,
    way: /suggested move, Sow clockwise \(−\)$/,
    sweep: "North could then take 34 shells and end the game. Play it anyway?",
    better: /^Better: house \d, .*, marked on the board\.$/i,
    betterSaid: /Better: South sowed house \d .*, marked on the board\.$/,
    kpe: "North could then take 8 stones. Play it anyway?",
    anyway: "Play it anyway",
    again: "Choose again",
    hinted: /suggested move/,
  },
  fr: {
    ccw: /^Sens antihoraire/,
    cw: /^Sens horaire/,
    way: /coup conseillé, Sens horaire \(−\)$/,
    sweep: "Nord pourrait alors prendre 34 coquillages et finir la partie. Jouer quand même ?",
    better: /^Mieux : maison \d, .*, marqué sur le plateau\.$/i,
    betterSaid: /Mieux : Sud a semé la maison \d .*, marqué sur le plateau\.$/,
    kpe: "Nord pourrait alors prendre 8 pierres. Jouer quand même ?",
    anyway: "Jouer quand même",
    again: "Choisir un autre coup",
    hinted: /coup conseillé/,
  },
};

/** The demo with a new game of `game` against the computer on North at `level` (the demo's own
 *  query sets who plays), no pauses, no animation, and the coach's questions noted. */
async function against(env, lang, game, level = "easy", attributes = {}, context = {}) {
  const opened = await openDemo(env, { query: `lang=${lang}&game=${game}&vs=computer&side=0&level=${level}`, context });
  await opened.page.evaluate((attributes) => {
    const el = document.querySelector("folk-game");
    el.computerDelay = 0;
    for (const [k, v] of Object.entries({ speed: "0", ...attributes })) el.setAttribute(k, v);
    window.__warnings = [];
    el.addEventListener("coachwarning", (e) => window.__warnings.push(e.detail));
  }, attributes);
  await opened.page.waitForFunction(
    ({ game, level }) => {
      const el = document.querySelector("folk-game");
      return el.state?.game === game && el.state?.ply === 0 && !el.busy && el.computer.join() === "1" && el.level === level;
    },
    { game, level },
  );
  return opened;
}

/** South picks Bày Khòm's house 2, counter-clockwise, on the board. */
async function pickHouse2(page, t) {
  await clickSpot(page, 1);
  const actions = page.locator("folk-game .actions");
  await actions.locator("button.option").first().waitFor({ state: "visible" });
  await actions.getByRole("button", { name: t.ccw }).click();
}

/** The visitor's move was played (the computer may have answered already). */
const playedOne = (page) => page.waitForFunction(() => JSON.parse(document.querySelector("folk-game").save()).moves.length >= 1);
/** Words with French's narrow no-break spaces (i18n.js) as plain spaces. */
const flat = (text) => text.replace(/\s/g, " ");
const prompt = async (page) => flat(await page.locator("folk-game .actions .prompt").textContent());
const asked = (page, n) => page.waitForFunction((n) => window.__warnings.length === n, n);
const hinted = (page, hole) => page.locator(`folk-game .mirror button[data-hole="${hole}"]`).getAttribute("aria-label");

/** The marks of the open choice (option index, centre and radius, in the canvas's CSS pixels). */
const choiceMarks = (page) =>
  page.locator("folk-game .marks span").evaluateAll((spans) =>
    spans.map((s) => ({
      option: Number(s.dataset.option),
      x: parseFloat(s.style.left),
      y: parseFloat(s.style.top),
      r: parseFloat(s.style.width) / 2,
    })),
  );

/** Waits until the share of the canvas's pixels inside circle `m` painted in the hint's blue
 *  (#1d4f8c, painter.js) is `above` (true: over a quarter) or not (false: under 2%). */
const blueAt = (page, m, above) =>
  page.waitForFunction(
    ({ m, above }) => {
      const c = document.querySelector("folk-game").shadowRoot.querySelector("canvas");
      const k = c.width / c.getBoundingClientRect().width;
      const size = Math.max(4, Math.round(m.r * 2 * k));
      const data = c.getContext("2d").getImageData(Math.round((m.x - m.r) * k), Math.round((m.y - m.r) * k), size, size).data;
      let blue = 0;
      let all = 0;
      for (let j = 0; j < size; j++)
        for (let i = 0; i < size; i++) {
          if ((i - size / 2) ** 2 + (j - size / 2) ** 2 > (size / 2) ** 2 * 0.8) continue;
          const o = (j * size + i) * 4;
          all++;
          if (Math.abs(data[o] - 0x1d) < 24 && Math.abs(data[o + 1] - 0x4f) < 24 && Math.abs(data[o + 2] - 0x8c) < 24) blue++;
        }
      return above ? blue / all > 0.25 : blue / all < 0.02;
    },
    { m, above },
  );

for (const lang of ["en", "fr"]) {
  const t = WORDS[lang];

  test(`${lang}: Bày Khòm's better move shows its direction: the arrow drawn on the board, said, and in the place's label`, async () => {
    const { page, context, clean } = await against(env, lang, "bay-khom");
    await pickHouse2(page, t);
    await asked(page, 1);
    const warning = await page.evaluate(() => window.__warnings[0]);
    assert.deepEqual([warning.betterNotation, warning.better.hole, warning.better.dir], ["3-", 3, "-"]);
    assert.match(await hinted(page, 3), t.way, "the better house's label says the direction");
    const actions = page.locator("folk-game .actions");
    await actions.getByRole("button", { name: t.again }).click();
    await actions.locator(".prompt").waitFor({ state: "detached" });
    // where the choice puts house 4's two arrows: the better one (clockwise) is drawn there in the
    // hint's blue while no choice is open, the other is not drawn at all
    await clickSpot(page, 3);
    await actions.locator("button.option").first().waitFor({ state: "visible" });
    const marks = await choiceMarks(page);
    const options = await actions.locator("button.option").allTextContents();
    const cw = marks[options.findIndex((o) => t.cw.test(o))];
    const ccw = marks.find((m) => m !== cw);
    assert.ok(cw && ccw, JSON.stringify({ marks, options }));
    await page.keyboard.press("Escape");
    await page.locator("folk-game .marks span").first().waitFor({ state: "detached" });
    await blueAt(page, cw, true);
    await blueAt(page, ccw, false);
    await page.locator("folk-game").screenshot({ path: `${artifacts}/coach-direction-${lang}.png` });
    await clean();
    await context.close();
  });

  test(`${lang}: house 2 clockwise captures 5 and hands over 14, a net 9: no question, the move is played`, async () => {
    const { page, context, clean } = await against(env, lang, "bay-khom");
    await clickSpot(page, 1);
    const actions = page.locator("folk-game .actions");
    await actions.locator("button.option").first().waitFor({ state: "visible" });
    await actions.getByRole("button", { name: t.cw }).click();
    await playedOne(page);
    assert.equal(await page.evaluate(() => JSON.parse(document.querySelector("folk-game").save()).moves[0]), "1-");
    assert.equal(await page.evaluate(() => window.__warnings.length), 0);
    await clean();
    await context.close();
  });

  test(`${lang}: the coach asks before house 2 counter-clockwise in a new Bày Khòm game against easy`, async () => {
    const { page, context, clean } = await against(env, lang, "bay-khom");
    await pickHouse2(page, t);
    await asked(page, 1);
    const warning = await page.evaluate(() => window.__warnings[0]);
    assert.equal(warning.notation, "1+");
    assert.equal((await state(page)).ply, 0, "the move waits for the answer");
    const actions = page.locator("folk-game .actions");
    assert.equal(await prompt(page), t.sweep);
    assert.match(flat(await page.locator("folk-game .said").textContent()), t.better);
    const said = flat(await live(page));
    assert.ok(said.startsWith(t.sweep), said);
    assert.match(said, t.betterSaid);
    assert.match(await hinted(page, warning.better.hole), t.hinted, "the better move is marked");
    await checkAxe(page, `the coach's question (${lang})`);
    await page.locator("folk-game").screenshot({ path: `${artifacts}/coach-${lang}.png` });

    // Choose again: nothing played, the better move still marked; the same move asks again
    await actions.getByRole("button", { name: t.again }).click();
    await actions.locator(".prompt").waitFor({ state: "detached" });
    assert.equal((await state(page)).ply, 0);
    assert.match(await hinted(page, warning.better.hole), t.hinted);
    await pickHouse2(page, t);
    await asked(page, 2);
    // Play it anyway: played, and North sweeps the board
    await actions.getByRole("button", { name: t.anyway }).click();
    await page.waitForFunction(() => document.querySelector("folk-game").state?.over, null, { timeout: 30_000 });
    assert.equal(await page.evaluate(() => JSON.parse(document.querySelector("folk-game").save()).moves[0]), "1+");
    assert.deepEqual((await state(page)).result.totals, [8, 34]);
    await clean();
    await context.close();
  });

  test(`${lang}: a planted Kpé blunder is warned of; choosing again, the better move plays at once`, async () => {
    const { page, context, clean } = await against(env, lang, "kpe");
    const all = [true, true, true, true];
    await page.locator("folk-game").evaluate(
      async (el, opened) => {
        const { Game } = await import(`${location.origin}/lib/js/folkgames.js`);
        const game = Game.fromPosition("kpe", { pits: [3, 3, 3, 2, 1, 2, 2, 2], captured: [12, 18], opened, toMove: 0 });
        el.load(game.save());
        game.free();
      },
      [all, all],
    );
    await page.waitForFunction(() => document.querySelector("folk-game").state?.pits.join() === "3,3,3,2,1,2,2,2");
    await clickSpot(page, 2);
    await asked(page, 1);
    const warning = await page.evaluate(() => window.__warnings[0]);
    assert.equal(warning.notation, "2");
    const actions = page.locator("folk-game .actions");
    assert.equal(await prompt(page), t.kpe);
    assert.match(await hinted(page, warning.better.pit), t.hinted);
    await checkAxe(page, `the coach's question in Kpé (${lang})`);
    await page.locator("folk-game").screenshot({ path: `${artifacts}/coach-kpe-${lang}.png` });
    await actions.getByRole("button", { name: t.again }).click();
    await actions.locator(".prompt").waitFor({ state: "detached" });
    await clickSpot(page, warning.better.pit);
    await playedOne(page);
    assert.equal(await page.evaluate(() => window.__warnings.length), 1, "no question for the better move");
    assert.equal(await page.evaluate(() => JSON.parse(document.querySelector("folk-game").save()).moves[0]), warning.betterNotation);
    await clean();
    await context.close();
  });
}

test("kiosk mode: the coach's buttons are 48 px and its question stays inside the element's box", async () => {
  const { page, context, clean } = await against(env, "fr", "bay-khom", "easy", { kiosk: "" }, { viewport: { width: 390, height: 844 } });
  await page.locator("folk-game .again").waitFor({ state: "attached" }); // kiosk mode, loaded when first used (later.js)
  await pickHouse2(page, WORDS.fr);
  await asked(page, 1);
  const boxes = await page.locator("folk-game").evaluate((el) => {
    const box = el.getBoundingClientRect();
    const inside = (r) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
    const parts = [...el.shadowRoot.querySelectorAll(".actions .prompt, .actions button")];
    return parts.map((p) => ({ tag: p.tagName, h: p.getBoundingClientRect().height, inside: inside(p.getBoundingClientRect()) }));
  });
  assert.equal(boxes.filter((b) => b.tag === "BUTTON").length, 2);
  for (const b of boxes) {
    assert.ok(b.inside, `${b.tag} spills out of the element`);
    if (b.tag === "BUTTON") assert.ok(b.h >= 48, `a ${b.h} px button`);
  }
  await page.locator("folk-game").screenshot({ path: `${artifacts}/coach-kiosk-fr.png` });
  await clean();
  await context.close();
});

for (const [what, level, extra] of [
  ['coach="off"', "easy", { coach: "off" }],
  ["against hard", "hard", {}],
]) {
  test(`the coach says nothing ${what}: the move is played at once`, async () => {
    const { page, context, clean } = await against(env, "en", "bay-khom", level, extra);
    assert.equal(await page.locator("folk-game").evaluate((el) => el.coach), extra.coach ?? "auto");
    await pickHouse2(page, WORDS.en);
    await playedOne(page);
    assert.equal(await page.evaluate(() => window.__warnings.length), 0);
    assert.equal(await page.locator("folk-game .actions .prompt").count(), 0);
    await clean();
    await context.close();
  });
}
