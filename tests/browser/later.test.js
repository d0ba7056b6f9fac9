// The element's parts a first game does not need (www/element/later.js: the review, the rules
// sheet, kiosk mode) are chunks of the demo's bundle that the page fetches when first used
// (www/lib/later.txt, written by scripts/bundle.mjs): a first game between people in each game
// fetches none of them (read from the requests the browser makes); a part asked for twice at once
// is fetched once; one whose load fails is said in the element's message line with an `error`
// event, and the next use loads it. Each part's own behaviour is its own test's (review, print,
// kiosk); offline use after a visit is page.test.js's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
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

test("the later parts are chunks of their own: the review, the rules sheet, kiosk mode", () => {
  assert.deepEqual(["review", "print", "kiosk-mode"].map(chunk).sort(), [...LATER].sort());
});

for (const game of ["kpe", "bay-khom", "siryu"]) {
  test(`${game}: a first game between people fetches none of the later parts`, async () => {
    const { page, context, fetched, clean } = await demoLogged(`lang=en&game=${game}`);
    await page.waitForFunction((g) => document.querySelector("folk-game").state.game === g, game);
    await setSpeed(page, 0);
    await playFirst(page, 40);
    // the review's button is there without its code
    await page.locator("folk-game .review button").waitFor({ state: "visible" });
    assert.ok(fetched.includes("lib/demo.js"), "the requests are seen");
    assert.deepEqual(
      fetched.filter((p) => LATER.includes(p)),
      [],
    );
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
