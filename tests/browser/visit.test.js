// Games sized for a visit (issue 30): the `visit` attribute takes the catalogue's visit preset
// (an option attribute on the tag wins); kiosk mode implies it; in kiosk mode no first Bày Khòm
// game is over after the visitor's first move, whichever it is, and no Siryu or Bày Khòm game
// lasts more plies than the catalogue's high figure that the picker's "about N–M min" is made
// of; the picker says how long each game lasts. Waits are on conditions only.
import { test } from "node:test";
import assert from "node:assert/strict";
import { learnNow, openDemo, useBrowser, waitReady } from "./harness.js";

const env = useBrowser();

/** The one-tag page with a fresh `<folk-game>` of these attributes, moves shown at once, the
 *  computer's pause and Siryu's automatic throws without delay. */
async function plainTag(attrs) {
  const opened = await openDemo(env, { ready: false });
  await opened.page.goto(`${env.base}/embed.html`);
  await waitReady(opened.page);
  await opened.page.evaluate(async (attrs) => {
    document.querySelector("folk-game").remove();
    const el = document.createElement("folk-game");
    for (const [k, v] of Object.entries({ speed: "0", lang: "en", ...attrs })) el.setAttribute(k, v);
    el.computerDelay = 0;
    el.autoThrowDelay = 0;
    window.__ends = []; // the plies of each game that ended
    el.addEventListener("gameover", () => window.__ends.push(el.state?.ply));
    document.querySelector("main").append(el);
    await el.ready;
  }, attrs);
  return opened;
}

/** The catalogue's visit preset of game `id`, read in the page. */
const preset = (page, id) =>
  page.evaluate(async (id) => {
    const { catalogue } = await import("./lib/js/folkgames.js");
    return catalogue()
      .find((g) => g.id === id)
      .presets.find((p) => p.id === "visit");
  }, id);

test("visit on a plain tag takes the catalogue's preset; an option attribute wins; without it, the defaults", async () => {
  const { page, context, clean } = await plainTag({ game: "bay-khom", visit: "" });
  const options = () => page.evaluate(() => document.querySelector("folk-game").options);
  const visit = await preset(page, "bay-khom");
  assert.deepEqual(visit.options, { headStart: true, ruleset: "mancala-world" });
  let o = await options();
  assert.equal(o.ruleset, "mancala-world");
  assert.equal(o.headStart, true);
  // visit removed: a new game with the rules' defaults
  await page.evaluate(() => document.querySelector("folk-game").removeAttribute("visit"));
  await page.waitForFunction(() => document.querySelector("folk-game").options?.ruleset === "poree-maspero");
  o = await options();
  assert.equal(o.headStart, false);
  // Siryu: the short pilgrimage, unless the tag says otherwise
  await page.evaluate(() => {
    const el = document.querySelector("folk-game");
    el.setAttribute("game", "siryu");
    el.setAttribute("visit", "");
  });
  await page.waitForFunction(() => document.querySelector("folk-game").options?.stationSirs === 1);
  await page.evaluate(() => document.querySelector("folk-game").setAttribute("station-sirs", "3"));
  await page.waitForFunction(() => document.querySelector("folk-game").options?.stationSirs === 3);
  await clean();
  await context.close();
});

test("kiosk: whatever the visitor's first move in Bày Khòm, the computer's answer does not end the game", async () => {
  const { page, context, clean } = await plainTag({ game: "bay-khom", kiosk: "", "idle-timeout": "600" });
  assert.equal((await page.evaluate(() => document.querySelector("folk-game").options)).ruleset, "mancala-world");
  const firsts = await page.evaluate(() => document.querySelector("folk-game").legalMoves().length);
  assert.equal(firsts, 10, "four houses and the head, each in two directions");
  // kiosk mode is loaded when first used (later.js): its buttons come after `ready`
  await page.waitForFunction(() => document.querySelector("folk-game").shadowRoot.querySelector("button.again"));
  for (let i = 0; i < firsts; i++) {
    const after = await page.evaluate(async (i) => {
      const el = document.querySelector("folk-game");
      el.shadowRoot.querySelector("button.again").click(); // Start again: a fresh game
      await el.play(el.legalMoves()[i]);
      return el.state?.ply;
    }, i);
    assert.equal(after, 1, `first move ${i} played`);
    // the computer's answer (North), then South to move again
    await page.waitForFunction(() => {
      const el = document.querySelector("folk-game");
      return el.state?.ply >= 2 && !el.thinking && !el.busy;
    });
    const ended = await page.evaluate(() => window.__ends.length);
    assert.equal(ended, 0, `first move ${i}: the game goes on after the computer's answer`);
  }
  await clean();
  await context.close();
});

for (const [game, seeds] of [
  ["bay-khom", [1, 2, 3]],
  ["siryu", [1]],
]) {
  test(`kiosk ${game}: games of the computer against itself last no more plies than the picker's figure`, async () => {
    const { page, context, clean } = await plainTag({ game, kiosk: "", "idle-timeout": "600", computer: "0,1", seed: String(seeds[0]) });
    const high = (await preset(page, game)).duration.plies.high;
    for (const [k, seed] of seeds.entries()) {
      if (k > 0) await page.evaluate((seed) => document.querySelector("folk-game").setAttribute("seed", String(seed)), seed);
      await page.waitForFunction((k) => window.__ends.length > k, k, { timeout: 600_000 });
      const ply = await page.evaluate((k) => window.__ends[k], k);
      assert.ok(ply > 2, `seed ${seed}: ${ply} plies, more than one exchange`);
      assert.ok(ply <= high, `seed ${seed}: ${ply} plies, the catalogue's 99th percentile is ${high}`);
    }
    await clean();
    await context.close();
  });
}

test("the picker says how long each game lasts (en, fr), and kiosk mode the visit's", async () => {
  for (const lang of ["en", "fr"]) {
    const { page, context, clean } = await openDemo(env, { query: `lang=${lang}` });
    // the demo draws its picker after the board's first frame (www/demo.js), so after waitReady
    await page.locator(".game .time.long").nth(2).waitFor({ state: "attached" });
    const times = await page.locator(".game .time.long").allTextContents();
    assert.equal(times.length, 3, times.join(" | "));
    for (const t of times) assert.match(t, lang === "en" ? /^about \d+(–\d+)? min$/ : /^environ \d+( à \d+)? min$/);
    const siryu = await page.evaluate(() => document.querySelector("folk-game").minutes("siryu"));
    assert.ok(siryu.median >= 1 && siryu.high >= siryu.median);
    await clean();
    await context.close();
  }
  const { page, context, clean } = await openDemo(env, { query: "lang=en&kiosk&idle=600" });
  const [plain, visit] = await page.evaluate(() => {
    const el = document.querySelector("folk-game");
    const v = el.minutes("siryu");
    el.removeAttribute("kiosk");
    return [el.minutes("siryu"), v];
  });
  assert.ok(visit.high < plain.high, `the short pilgrimage is shorter: ${visit.high} < ${plain.high} min`);
  await clean();
  await context.close();
});

test("kiosk: a finished lesson leads to a fresh game against the computer, and says so", async () => {
  const { page, context, clean } = await plainTag({ game: "kpe", kiosk: "", "idle-timeout": "600" });
  await page.evaluate(async () => {
    const el = document.querySelector("folk-game");
    await el.play(el.legalMoves()[0]); // a game in progress: not the one brought back after the lesson
  });
  await page.waitForFunction(() => document.querySelector("folk-game").state?.ply >= 2 && !document.querySelector("folk-game").thinking);
  const steps = await page.evaluate(async () => (await import("./element/lessons.js")).lessons.kpe.map((s) => s.expect));
  await learnNow(page);
  for (const expect of steps) {
    await page.evaluate(async (expect) => {
      const el = document.querySelector("folk-game");
      const move = el.legalMoves().find((m) => expect.some((e) => Object.entries(e).every(([k, v]) => m[k] === v)));
      await el.play(move);
    }, expect);
    await page.waitForFunction(() => !document.querySelector("folk-game").busy);
    await page.locator('folk-game [data-key="lesson-next"]').click();
  }
  await page.waitForFunction(() => document.querySelector("folk-game").lesson === null);
  assert.equal((await page.evaluate(() => document.querySelector("folk-game").state)).ply, 0, "a fresh game, not the one before");
  assert.match(await page.evaluate(() => document.querySelector("folk-game").message), /against the computer/);
  // the visitor plays South; the computer answers
  await page.evaluate(async () => {
    const el = document.querySelector("folk-game");
    await el.play(el.legalMoves()[0]);
  });
  await page.waitForFunction(() => document.querySelector("folk-game").state?.ply >= 2);
  await clean();
  await context.close();
});

test("the demo's rules panel says the ruleset in play: one round in kiosk mode, several otherwise, and no intro says otherwise", async () => {
  for (const [query, words] of [
    [
      "lang=fr&game=bay-khom&kiosk&idle=600",
      "Les règles de cette partie : Mancala World : une manche. Pour une visite, un coup peut aussi partir d’une tête.",
    ],
    ["lang=fr&game=bay-khom", "Les règles de cette partie : Porée-Maspero : plusieurs manches."],
    ["lang=en&game=bay-khom&kiosk&idle=600", "This game’s rules: Mancala World: one round. For a visit, a move may also start from a head."],
  ]) {
    const { page, clean } = await openDemo(env, { query });
    await page.waitForFunction(() => document.querySelector("#games button"));
    const ruleset = await page.evaluate(() => document.querySelector("folk-game").state?.ruleset);
    // French sets a no-break space before a colon
    await page.waitForFunction((w) => document.querySelector("#rules-now").textContent.replace(/[\u00a0\u202f]/g, " ") === w, words);
    assert.equal(await page.locator("#rules-now").isVisible(), true);
    assert.match(words, ruleset === "mancala-world" ? /Mancala World/ : /Porée-Maspero/, "the line follows the engine's state");
    for (const id of ["#rules-intro", "#game-intro"])
      assert.doesNotMatch(await page.locator(id).textContent(), /rounds|manches/, `${id} makes no claim on rounds`);
    await clean();
  }
  // Siryu has one ruleset: in kiosk mode the line says only the visit's preset (its options, the catalogue's)
  const { page, clean } = await openDemo(env, { query: "lang=en&game=siryu&kiosk&idle=600" });
  await page.waitForFunction(() => document.querySelector("#games button"));
  await page.waitForFunction(
    () => document.querySelector("#rules-now").textContent === "For a visit, the short pilgrimage: one sir at each station.",
  );
  assert.equal(await page.locator("#rules-now").isVisible(), true);
  await clean();
});
