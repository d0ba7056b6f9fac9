// Each game's lesson (Kpé, Bày Khòm, Siryu), played through by a visitor in English and in French: each step's position is
// the engine's (set up with Game.fromPosition), its words are shown in part="lesson" and said in
// the live region, a wrong move gets a hint and another try, the right one is played and
// explained; the lesson can be left at any step and starts again from its first; the game in
// progress comes back at the end. Waits are on conditions only.
import { test } from "node:test";
import assert from "node:assert/strict";
import { clickSpot, idleAtPly, learnNow, live, openDemo, setSpeed, state, useBrowser } from "./harness.js";

const env = useBrowser();

const lesson = (page) => page.evaluate(() => document.querySelector("folk-game").lesson);
const message = (page) => page.evaluate(() => document.querySelector("folk-game").message);

/** The words a person reads on the buttons, per language. */
const WORDS = {
  en: { learn: "Learn", step: "Lesson, step", again: "Not this one, try again.", pieces: { father: "Father", mother: "Mother", angel: "Angel" } },
  fr: { learn: "Apprendre", step: "Leçon, étape", again: "Pas celle-ci, essayez encore.", pieces: { father: "Père", mother: "Mère", angel: "Ange" } },
};

/** Makes `move` on the board as a person does: the pit, hole or piece clicked on the canvas, then
 *  the direction or the piece in the choice box when one opens, the houses picked then filled. */
async function playByHand(page, move, words) {
  const board = page.locator("folk-game");
  const option = async (name) => {
    const choice = board.locator(".actions button.option");
    if (await choice.count()) await choice.filter({ hasText: name }).first().click();
  };
  if (move.kind === "sow" && move.pit !== undefined) return clickSpot(page, move.pit);
  if (move.kind === "sow") {
    await clickSpot(page, move.hole);
    const choice = board.locator(`.actions [data-key="option${move.dir === "+" ? 0 : 1}"]`);
    if (await choice.count()) await choice.click();
    return;
  }
  if (move.kind === "fill") {
    for (const h of move.houses) await clickSpot(page, h);
    return board.locator('.actions [data-key="fill"]').click();
  }
  const s = await state(page);
  await clickSpot(page, s.pieces[s.seat].find((p) => p.kind === move.piece).square - 1);
  await option(words.pieces[move.piece]);
}

for (const id of ["kpe", "bay-khom", "siryu"]) {
  for (const [lang, words] of Object.entries(WORDS)) {
    test(`${lang}: the ${id} lesson played through, a wrong move where a step allows one, the game in progress back at the end`, async () => {
      const { page, context, clean } = await openDemo(env, { query: `lang=${lang}&game=${id}` });
      await setSpeed(page, 0);
      await page.evaluate(() => {
        const el = document.querySelector("folk-game");
        el.play(el.legalMoves()[0]);
      });
      await idleAtPly(page, 1);
      const before = await page.evaluate(() => document.querySelector("folk-game").save());
      await page.evaluate(() => {
        window.__lessonEvents = [];
        const el = document.querySelector("folk-game");
        el.addEventListener("lessonstep", (e) => window.__lessonEvents.push(["step", e.detail]));
        el.addEventListener("lessonend", (e) => window.__lessonEvents.push(["end", e.detail]));
      });
      const steps = await page.evaluate(
        async ([l, game]) => {
          const { lessons, positionOf, say } = await import("./element/lessons.js");
          const { loadLessonWords, loadPack, translator } = await import("./element/i18n.js");
          const { Game } = await import("./lib/js/folkgames.js");
          await Promise.all([loadPack(l), loadLessonWords(l)]);
          const t = translator(l);
          return lessons[game].map((s) => ({
            ...s,
            position: positionOf(game, s, Game),
            title: say(s.title, t),
            text: say(s.text, t),
            hint: say(s.hint, t),
            done: say(s.done, t),
          }));
        },
        [lang, id],
      );
      const board = page.locator("folk-game");
      const panel = board.locator('[part="lesson"]');
      const wrongMoves = [];

      await board.locator('[part="learn-button"]').click();
      await page.waitForFunction(() => document.querySelector("folk-game").lesson !== null); // its code and words are loaded first
      for (const [i, step] of steps.entries()) {
        assert.deepEqual(await lesson(page), { step: i + 1, steps: steps.length });
        const s = await state(page);
        if (step.position) {
          for (const [k, v] of Object.entries(step.position)) assert.deepEqual(s[k], v, `step ${i + 1} is the position it sets up (${k})`);
          assert.equal(s.ply, step.before?.length ?? 0, `step ${i + 1}: only the lesson's own moves are played`);
        }
        assert.ok((await panel.textContent()).includes(step.title), `step ${i + 1}'s title in the panel`);
        assert.ok((await panel.textContent()).includes(step.text), `step ${i + 1}'s text in the panel`);
        assert.ok((await live(page)).startsWith(`${words.step} ${i + 1}`), "the step is said");
        assert.ok((await live(page)).includes(step.text));
        const legal = await page.evaluate(() => document.querySelector("folk-game").legalMoves());
        const asked = (m) => step.expect.some((e) => Object.entries(e).every(([k, v]) => m[k] === v));
        // a wrong move: a legal move the step does not ask for gets the step's hint and another try
        const wrong = legal.find((m) => !asked(m));
        if (wrong) {
          await playByHand(page, wrong, words);
          assert.equal((await state(page)).ply, s.ply, `step ${i + 1}: the wrong move is not played`);
          const said = await message(page);
          assert.ok(said.startsWith(words.again) && said.includes(step.hint), `step ${i + 1}: the hint (${said})`);
          wrongMoves.push(i + 1);
        }
        await playByHand(page, legal.find(asked), words);
        await page.waitForFunction((n) => !document.querySelector("folk-game").busy && document.querySelector("folk-game").state?.ply > n, s.ply);
        assert.ok((await live(page)).includes(step.done), `step ${i + 1}: what the move showed is said`);
        assert.ok((await panel.textContent()).includes(step.done));
        if (id === "siryu" && (await state(page)).over) {
          // Siryu's last step wins the pilgrimage; in French the sentence after the colon goes on in lower case
          const status = await page.evaluate(() => document.querySelector("folk-game").statusText);
          assert.match(status, lang === "fr" ? /^Partie terminée\u00a0: le joueur 1 gagne/ : /^Game over: Player 1 wins/);
        }
        await board.locator('[data-key="lesson-next"]').click();
      }
      assert.ok(wrongMoves.length > 0, "a wrong move was tried in the lesson");
      assert.equal(await lesson(page), null, "the lesson is over");
      assert.equal(await page.evaluate(() => document.querySelector("folk-game").save()), before, "the game in progress is back");
      const events = await page.evaluate(() => window.__lessonEvents);
      assert.deepEqual(
        events.map(([k, d]) => (k === "step" ? d.step : `end ${d.completed}`)),
        [...steps.map((_, i) => i + 1), "end true"],
      );
      assert.equal(await board.locator('[part="lesson"]').count(), 0, "the panel is gone");
      assert.equal(await board.locator('[part="learn-button"]').textContent(), words.learn);
      await clean();
      await context.close();
    });
  }
}

test("a lesson left at any step starts again from its first; mode=learn starts it; the throw is the lesson's in Siryu", async () => {
  const { page, context, clean } = await openDemo(env);
  await setSpeed(page, 0);
  const board = page.locator("folk-game");
  await page.evaluate(() => document.querySelector("folk-game").setAttribute("mode", "learn"));
  await page.waitForFunction(() => document.querySelector("folk-game").lesson !== null); // its code and words are loaded first
  assert.deepEqual(await lesson(page), { step: 1, steps: 6 });
  await clickSpot(page, 2);
  await idleAtPly(page, 1);
  await board.locator('[data-key="lesson-next"]').click();
  assert.deepEqual(await lesson(page), { step: 2, steps: 6 });
  // a move before the step is done is checked; after it, the step waits for Next
  await clickSpot(page, 3);
  await idleAtPly(page, 1);
  await clickSpot(page, 4);
  assert.equal((await state(page)).ply, 1, "nothing more is played in a step that is done");
  await board.locator('[data-key="lesson-leave"]').click();
  assert.equal(await lesson(page), null);
  assert.deepEqual((await state(page)).pits, [6, 6, 6, 6, 6, 6, 6, 6], "a new game after a lesson begun on one");
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").learn()), true);
  assert.deepEqual(await lesson(page), { step: 1, steps: 6 }, "resumed from its start, at once: its code and words are here");
  await page.evaluate(() => document.querySelector("folk-game").newGame());
  assert.equal(await lesson(page), null, "a new game ends the lesson");
  await page.evaluate(() => document.querySelector("folk-game").setAttribute("game", "siryu"));
  await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "siryu");
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").learn()), true);
  // in a Siryu step the lesson throws the sticks; the visitor's own throw is refused once the step's move is made
  const s = await state(page);
  assert.equal(s.ply, 1, "the lesson's throw");
  await clickSpot(page, 0); // the father, on square 1
  await idleAtPly(page, 2);
  assert.equal((await state(page)).toMove, "chance", "a bonus throw is due");
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").roll()), null, "the visitor's throw is refused");
  assert.equal((await state(page)).ply, 2);
  await board.locator('[data-key="lesson-next"]').click();
  assert.equal((await state(page)).ply, 3, "the next step goes on from this one with the lesson's bonus throw");
  await clean();
  await context.close();
});

test("on a phone a lesson's words come before the board, in the first screen; beside the move list, after it", async () => {
  for (const [viewport, first] of [
    [{ width: 390, height: 844 }, true],
    [{ width: 1366, height: 900 }, false],
  ]) {
    const { page, context, clean } = await openDemo(env, { query: "lang=en&game=siryu", context: { viewport, hasTouch: first } });
    await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "siryu");
    await learnNow(page);
    const box = (part) => page.locator(`folk-game [part="${part}"]`).boundingBox();
    const [panel, board] = [await box("panel"), await box("board")];
    if (first) {
      assert.ok(panel.y + panel.height <= board.y, `the lesson (${panel.y}+${panel.height}) is above the board (${board.y})`);
      assert.ok(panel.y + panel.height <= viewport.height, "the lesson's words and buttons are in the first screen");
    } else assert.ok(panel.y >= board.y + board.height, "the lesson is under the board");
    await page.evaluate(() => document.querySelector("folk-game").newGame());
    assert.equal(await page.locator('folk-game [part="panel"]').textContent(), "", "the lesson is gone with a new game");
    await clean();
    await context.close();
  }
});
