// The element's parts a first game does not need (www/element/later.js: the review, the rules
// sheet, kiosk mode, the lesson) are chunks of the demo's bundle that the page fetches when first
// used (www/lib/later.txt, written by scripts/bundle.mjs), and so are the lessons' words, a file
// per language (www/lib/lang/lessons/*.js): a first game between people in each game fetches none
// of them (read from the requests the browser makes); a part asked for twice at once is fetched
// once, a lesson's code and words too; one whose load fails is said in the element's message line
// with an `error` event, and the next use loads it. Each part's own behaviour is its own test's
// (review, print, kiosk, lessons); offline use after a visit is page.test.js's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { openDemo, playFirst, root, setSpeed, useBrowser, waitReady } from "./harness.js";

const env = useBrowser();
const LATER = readFileSync(`${root}www/lib/later.txt`, "utf8").split("\n").filter(Boolean);
/** The chunk of a part, by the module it comes from (review.js → lib/review.js). */
const chunk = (name) => {
  const found = LATER.find((f) => f === `lib/${name}.js`);
  assert.ok(found, `www/lib/later.txt lists ${name}'s chunk (${LATER.join(", ")})`);
  return found;
};

/** The demo with every request logged from its first one. */
async function demoLogged(query) {
  const demo = await openDemo(env, { query });
  const fetched = [];
  demo.context.on("request", (r) => fetched.push(new URL(r.url()).pathname.slice(1)));
  await demo.page.reload();
  await waitReady(demo.page);
  return { ...demo, fetched };
}

/** A lesson's words file, per language. */
const LESSON_WORDS = /^lib\/lang\/lessons\/[a-z]+\.js$/;

test("the later parts are chunks of their own: the review, the rules sheet, kiosk mode, the lesson", () => {
  assert.deepEqual(["review", "print", "kiosk-mode", "lesson"].map(chunk).sort(), [...LATER].sort());
});

test("the service worker precaches every later part and every lesson's words (offline after one visit)", () => {
  const self = {};
  new Function("self", readFileSync(`${root}www/lib/precache.js`, "utf8"))(self);
  const files = self.PRECACHE.files.map((f) => f.replace(/^\.\//, ""));
  const words = readdirSync(`${root}www/element/lang/lessons`).map((f) => `lib/lang/lessons/${f}`);
  assert.deepEqual(words.sort(), ["en", "fr", "km", "ar"].map((l) => `lib/lang/lessons/${l}.js`).sort());
  assert.deepEqual(
    [...LATER, ...words].filter((f) => !files.includes(f)),
    [],
  );
});

for (const game of ["kpe", "bay-khom", "siryu"]) {
  test(`${game}: a first game between people fetches none of the later parts`, async () => {
    const { page, context, fetched, clean } = await demoLogged(`lang=en&game=${game}`);
    await page.waitForFunction((g) => document.querySelector("folk-game").state?.game === g, game);
    await setSpeed(page, 0);
    await playFirst(page, 40);
    // the review's button is there without its code
    await page.locator("folk-game .review button").waitFor({ state: "visible" });
    assert.ok(fetched.includes("lib/demo.js"), "the requests are seen");
    assert.deepEqual(
      fetched.filter((p) => LATER.includes(p) || LESSON_WORDS.test(p)),
      [],
    );
    // the Learn button is there without the lesson's code
    assert.equal(await page.locator('folk-game [part="learn-button"]').isVisible(), true);
    await clean();
    await context.close();
  });
}

test("a part asked for twice at once is fetched once; kiosk mode's when the attribute is set", async () => {
  const { page, context, fetched, clean } = await demoLogged("lang=en&game=kpe");
  await setSpeed(page, 0);
  await playFirst(page, 2);
  const [a, b] = await page.evaluate(async () => {
    const el = document.querySelector("folk-game");
    return (await Promise.all([el.review(), el.review()])).map((r) => r?.moves.length ?? null);
  });
  assert.deepEqual([a, b], [2, 2], "both calls resolve to the review");
  assert.equal(fetched.filter((p) => p === chunk("review")).length, 1);

  assert.ok(!fetched.includes(chunk("kiosk-mode")));
  await page.evaluate(() => document.querySelector("folk-game").setAttribute("kiosk", ""));
  await page.locator("folk-game .again").waitFor({ state: "visible" });
  assert.equal(fetched.filter((p) => p === chunk("kiosk-mode")).length, 1);
  await clean();
  await context.close();
});

test("a part whose load fails is said once like the engine's failed load, and loads when asked again", async () => {
  const { page, context, problems, fetched, clean } = await demoLogged("lang=en&game=kpe");
  await setSpeed(page, 0);
  await playFirst(page, 2);
  await page.route(`**/${chunk("review")}`, (route) => route.abort("internetdisconnected"));
  const failed = await page.evaluate(async () => {
    const el = document.querySelector("folk-game");
    const errors = [];
    el.addEventListener("error", (e) => errors.push(String(e.detail)));
    const [result, again] = await Promise.all([el.review(), el.review()]);
    return { result, again, errors, message: el.message };
  });
  assert.deepEqual([failed.result, failed.again], [null, null]);
  assert.equal(failed.errors.length, 1, "one error event for the two calls");
  assert.match(failed.errors[0], /TypeError/, "its detail is the browser's own error");
  assert.equal(failed.message, "This part of the game could not be loaded. Check the connection, then try again.");
  problems.length = 0; // the browser logs the aborted request

  await page.unroute(`**/${chunk("review")}`);
  await page.locator("folk-game .review button").click();
  await page.waitForFunction(() => document.querySelector("folk-game").shadowRoot.querySelector(".review .graph"));
  assert.equal(fetched.filter((p) => p === chunk("review")).length, 2, "asked again, fetched again");
  await clean();
  await context.close();
});

/** Starts the lesson twice at once, as two presses of Learn would; gives what `learn()` answered at
 *  once, the lesson then, and the `lessonstep` events until the lesson is on (or the load failed). */
const learnTwice = (page) =>
  page.evaluate(async () => {
    const el = document.querySelector("folk-game");
    const steps = [];
    const errors = [];
    el.addEventListener("lessonstep", (e) => steps.push(e.detail.step));
    el.addEventListener("error", (e) => errors.push(String(e.detail)));
    const answers = [el.learn(), el.learn()];
    const atOnce = el.lesson;
    await new Promise((resolve) => {
      const done = () => (el.lesson || errors.length ? resolve(null) : requestAnimationFrame(done));
      done();
    });
    await new Promise((resolve) => requestAnimationFrame(resolve)); // a second start would have run by now
    return { answers, atOnce, lesson: el.lesson, steps, errors, message: el.message };
  });

test("Learn fetches the lesson's code and its words in the element's language, once when asked twice at once", async () => {
  const { page, context, fetched, clean } = await demoLogged("lang=fr&game=kpe");
  await page.waitForFunction(() => document.querySelector("folk-game").shadowRoot.querySelector(".frame").lang === "fr");
  const first = await learnTwice(page);
  assert.deepEqual(first.answers, [true, true], "learn() answers at once");
  assert.equal(first.atOnce, null, "no lesson until its code and words are here");
  assert.deepEqual(first.lesson, { step: 1, steps: 6 });
  assert.deepEqual(first.steps, [1], "one start");
  assert.deepEqual(first.errors, []);
  assert.equal(fetched.filter((p) => p === chunk("lesson")).length, 1);
  assert.deepEqual(
    fetched.filter((p) => LESSON_WORDS.test(p)),
    ["lib/lang/lessons/fr.js"],
  );
  assert.match(await page.locator('folk-game [part="lesson"]').textContent(), /Leçon, étape 1 sur 6/);

  // another language while the lesson is on: its lesson words are loaded, and the panel says them
  await page.evaluate(() => document.querySelector("folk-game").setAttribute("lang", "en"));
  await page.waitForFunction(() => /Lesson, step 1 of 6/.test(document.querySelector("folk-game").shadowRoot.querySelector(".lesson").textContent));
  assert.match(await page.locator("folk-game .lesson-text").textContent(), /^Kpé has two rows/);
  assert.deepEqual(
    fetched.filter((p) => LESSON_WORDS.test(p)),
    ["lib/lang/lessons/fr.js", "lib/lang/lessons/en.js"],
  );
  await clean();
  await context.close();
});

for (const [what, failing] of [
  ["code", () => chunk("lesson")],
  ["words", () => "lib/lang/lessons/en.js"],
]) {
  test(`a lesson whose ${what} cannot be loaded is said once like any part's; the next Learn loads it`, async () => {
    const { page, context, problems, fetched, clean } = await demoLogged("lang=en&game=bay-khom");
    await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "bay-khom");
    await page.route(`**/${failing()}`, (route) => route.abort("internetdisconnected"));
    const failed = await learnTwice(page);
    assert.deepEqual(failed.answers, [true, true]);
    assert.equal(failed.lesson, null, "no lesson");
    assert.deepEqual(failed.steps, []);
    assert.equal(failed.errors.length, 1, "one error event for the two calls");
    assert.match(failed.errors[0], /TypeError/, "its detail is the browser's own error");
    assert.equal(failed.message, "This part of the game could not be loaded. Check the connection, then try again.");
    assert.equal(await page.locator('folk-game [part="learn-button"]').isVisible(), true, "Learn is still offered");
    problems.length = 0; // the browser logs the aborted request

    await page.unroute(`**/${failing()}`);
    await page.locator('folk-game [part="learn-button"]').click();
    await page.waitForFunction(() => document.querySelector("folk-game").lesson?.step === 1);
    assert.match(await page.locator("folk-game .lesson-text").textContent(), /^Bày Khòm has ten holes/);
    assert.equal(fetched.filter((p) => p === failing()).length, 2, "asked again, fetched again");
    await clean();
    await context.close();
  });
}
