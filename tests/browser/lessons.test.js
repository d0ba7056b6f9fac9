// The Kpé lesson, played through by a visitor in English and in French: each step's position is
// the engine's (set up with Game.fromPosition), its words are shown in part="lesson" and said in
// the live region, a wrong move gets a hint and another try, the right one is played and
// explained; the lesson can be left at any step and starts again from its first; the game in
// progress comes back at the end. Waits are on conditions only.
import { test } from "node:test";
import assert from "node:assert/strict";
import { clickSpot, idleAtPly, live, openDemo, setSpeed, state, useBrowser } from "./harness.js";

const env = useBrowser();

const lesson = (page) => page.evaluate(() => document.querySelector("folk-game").lesson);
const message = (page) => page.evaluate(() => document.querySelector("folk-game").message);

for (const [lang, words] of Object.entries({
  en: { learn: "Learn", step: "Lesson, step", again: "Not this one, try again.", next: "Next step", finish: "Finish the lesson" },
  fr: { learn: "Apprendre", step: "Leçon, étape", again: "Pas celui-ci, essayez encore.", next: "Étape suivante", finish: "Terminer la leçon" },
})) {
  test(`${lang}: the Kpé lesson played through, a wrong move at each step that has one, the game in progress back at the end`, async () => {
    const { page, context, clean } = await openDemo(env, { query: `lang=${lang}` });
    await setSpeed(page, 0);
    await page.evaluate(() => document.querySelector("folk-game").play("2"));
    await idleAtPly(page, 1);
    const before = await page.evaluate(() => document.querySelector("folk-game").save());
    await page.evaluate(() => {
      window.__lessonEvents = [];
      const el = document.querySelector("folk-game");
      el.addEventListener("lessonstep", (e) => window.__lessonEvents.push(["step", e.detail]));
      el.addEventListener("lessonend", (e) => window.__lessonEvents.push(["end", e.detail]));
    });
    const steps = await page.evaluate(async (l) => {
      const { lessons, say } = await import("./element/lessons.js");
      return lessons.kpe.map((s) => ({ ...s, title: say(s.title, l), text: say(s.text, l), hint: say(s.hint, l), done: say(s.done, l) }));
    }, lang);
    const board = page.locator("folk-game");
    const panel = board.locator('[part="lesson"]');

    await board.locator('[part="learn-button"]').click();
    for (const [i, step] of steps.entries()) {
      assert.deepEqual(await lesson(page), { step: i + 1, steps: steps.length });
      const s = await state(page);
      assert.deepEqual([s.pits, s.captured, s.ply], [step.position.pits, step.position.captured, 0], `step ${i + 1} is the position it sets up`);
      assert.ok((await panel.textContent()).includes(step.title), `step ${i + 1}'s title in the panel`);
      assert.ok((await panel.textContent()).includes(step.text), `step ${i + 1}'s text in the panel`);
      assert.ok((await live(page)).startsWith(`${words.step} ${i + 1}`), "the step is said");
      assert.ok((await live(page)).includes(step.text));
      // a wrong move: one of South's pits with stones that the step does not ask for
      const wanted = step.expect.map((m) => m.pit);
      const wrong = [0, 1, 2, 3].find((p) => s.pits[p] > 0 && !wanted.includes(p));
      if (wrong !== undefined) {
        await clickSpot(page, wrong);
        assert.equal((await state(page)).ply, 0, `step ${i + 1}: the wrong move is not played`);
        const said = await message(page);
        const legal = await page.evaluate(
          (p) =>
            document
              .querySelector("folk-game")
              .legalMoves()
              .some((m) => m.pit === p),
          wrong,
        );
        // a legal move the step does not ask for gets the step's hint; an illegal one, the rule's reason
        if (legal) assert.ok(said.startsWith(words.again) && said.includes(step.hint), `step ${i + 1}: the hint (${said})`);
        else assert.ok(said.length > 20 && !said.startsWith(words.again), `step ${i + 1}: why not (${said})`);
      }
      await clickSpot(page, wanted[0]);
      await idleAtPly(page, 1);
      assert.ok((await live(page)).includes(step.done), `step ${i + 1}: what the move showed is said`);
      assert.ok((await panel.textContent()).includes(step.done));
      await board.locator('[data-key="lesson-next"]').click();
    }
    assert.equal(await lesson(page), null, "the lesson is over");
    assert.equal(await page.evaluate(() => document.querySelector("folk-game").save()), before, "the game in progress is back");
    const events = await page.evaluate(() => window.__lessonEvents);
    assert.deepEqual(
      events.map(([k, d]) => (k === "step" ? d.step : `end ${d.completed}`)),
      [1, 2, 3, 4, 5, 6, "end true"],
    );
    assert.equal(await board.locator('[part="lesson"]').count(), 0, "the panel is gone");
    assert.equal(await board.locator('[part="learn-button"]').textContent(), words.learn);
    await clean();
    await context.close();
  });
}

test("a lesson left at any step starts again from its first; mode=learn starts it; only Kpé has one yet", async () => {
  const { page, context, clean } = await openDemo(env);
  await setSpeed(page, 0);
  const board = page.locator("folk-game");
  await page.evaluate(() => document.querySelector("folk-game").setAttribute("mode", "learn"));
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
  assert.deepEqual(await lesson(page), { step: 1, steps: 6 }, "resumed from its start");
  await page.evaluate(() => document.querySelector("folk-game").newGame());
  assert.equal(await lesson(page), null, "a new game ends the lesson");
  await page.evaluate(() => document.querySelector("folk-game").setAttribute("game", "siryu"));
  await page.waitForFunction(() => document.querySelector("folk-game").state.game === "siryu");
  assert.equal(await board.locator('[part="learn-button"]').isHidden(), true);
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").learn()), false);
  await clean();
  await context.close();
});
