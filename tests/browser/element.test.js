// The element's attributes and its live region: every option of every game in the engine's
// catalogue can be set from the tag (its name in kebab-case) and reaches the game; and whenever an
// ended game is shown (after the move that ends it, a load, undo and redo, the last move viewed
// again) the live region says why it ended, in the words of the end line, in English and French.
import { test } from "node:test";
import assert from "node:assert/strict";
import { clickSpot, live, openDemo, setSpeed, useBrowser } from "./harness.js";

const env = useBrowser();

/** A valid value other than the option's default, as the option's value and as an attribute. */
function otherValue(spec) {
  if (spec.type === "integer") {
    const value = spec.default === spec.min ? spec.min + 1 : spec.min;
    return { value, attr: String(value) };
  }
  if (spec.type === "boolean") return spec.default ? { value: false, attr: "false" } : { value: true, attr: "" };
  const value = spec.values.find((v) => v !== spec.default);
  return { value, attr: value };
}

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

test("every option of every game in the catalogue is an attribute (kebab-case) that reaches element.options", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=kpe" });
  const board = page.locator("folk-game");
  const games = await page.evaluate(async () => (await import(`${location.origin}/lib/js/folkgames.js`)).catalogue());
  const names = games.flatMap((g) => g.options.map((o) => o.name));
  for (const name of ["skipOrigin", "headStart", "roundEnd", "ownSentBack", "departure", "bonusSir", "noCaptureLimit", "stationSirs"]) {
    assert.ok(names.includes(name), `the catalogue lists ${name}`);
  }
  for (const game of games) {
    // a fresh tag of that game, with no option attribute
    await board.evaluate(
      (el, { id, attrs }) => {
        for (const a of attrs) el.removeAttribute(a);
        el.setAttribute("game", id);
      },
      { id: game.id, attrs: names.map(kebab) },
    );
    await page.waitForFunction((id) => document.querySelector("folk-game").state?.game === id, game.id);
    for (const spec of game.options) {
      const { value, attr } = otherValue(spec);
      const before = await board.evaluate((el) => el.options);
      assert.notDeepEqual(before[spec.name], value, `${game.id} ${spec.name}: the default is not the value tried`);
      await board.evaluate((el, { attr, v }) => el.setAttribute(attr, v), { attr: kebab(spec.name), v: attr });
      await page.waitForFunction(
        ({ name, value }) => JSON.stringify(document.querySelector("folk-game").options?.[name]) === JSON.stringify(value),
        { name: spec.name, value },
        { timeout: 5000 },
      );
      // without the attribute, the default again
      await board.evaluate((el, attr) => el.removeAttribute(attr), kebab(spec.name));
      await page.waitForFunction(
        ({ name, value }) => JSON.stringify(document.querySelector("folk-game").options?.[name]) === JSON.stringify(value),
        { name: spec.name, value: spec.default },
        { timeout: 5000 },
      );
    }
  }
  // a boolean attribute present with "true" is true, and setting what the game has starts no new game
  await board.evaluate((el) => el.setAttribute("game", "bay-khom"));
  await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "bay-khom");
  await board.evaluate((el) => el.setAttribute("head-start", "true"));
  await page.waitForFunction(() => document.querySelector("folk-game").options.headStart === true);
  await board.evaluate((el) => el.play(el.legalMoves()[0]));
  await page.waitForFunction(() => document.querySelector("folk-game").state?.ply === 1);
  // the attribute's observer and a new game run in microtasks: all are done by the next task
  const ply = await board.evaluate(async (el) => {
    el.setAttribute("head-start", "");
    await new Promise((resolve) => setTimeout(resolve));
    return el.state?.ply;
  });
  assert.equal(ply, 1, "the game already has head-start: no new game");
  await clean();
  await context.close();
});

/** Random legal moves (no animation) on a Kpé game from `seed` until it ends; its state. */
const playToTheEnd = (page, seed) =>
  page.evaluate(async (seed) => {
    const el = document.querySelector("folk-game");
    let x = seed >>> 0;
    const rand = (n) => {
      x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
      return x % n;
    };
    for (let plies = 0; !el.state?.over && plies < 5000; plies++) {
      const moves = el.legalMoves();
      await el.play(moves[rand(moves.length)]);
    }
    return el.state;
  }, seed);

test("the live region says why a game ended whenever an ended game is shown: the move, a load, undo and redo, the last move viewed", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=kpe" });
  const board = page.locator("folk-game");
  await setSpeed(page, 0);
  let ending = "";
  for (let seed = 1; seed <= 20 && !ending; seed++) {
    await board.evaluate((el, seed) => el.setAttribute("seed", String(seed)), seed);
    await page.waitForFunction(() => document.querySelector("folk-game").state?.ply === 0);
    await playToTheEnd(page, seed);
    ending = await board.evaluate((el) => el.ending);
  }
  assert.ok(ending, "a game that ended for a reason the end line gives");
  const says = async (start, what) => {
    const text = await live(page);
    assert.match(text, start, what);
    assert.ok(text.includes(ending), `${what}: why it ended ("${ending}") in "${text}"`);
  };
  // the move that ended it
  await says(/Game over: /, "after the last move");
  const plies = await board.evaluate((el) => el.state?.ply);

  // undo out of the end: the game is on again, nothing to explain; redo into it
  await board.evaluate((el) => el.undo());
  const undone = await live(page);
  assert.match(undone, /^Move taken back\./);
  assert.ok(!undone.includes(ending), "after undo, the game is not over");
  await board.evaluate((el) => el.redo());
  await says(/^Move played again\. .*Game over: /, "after redo into the end");

  // the last move viewed again, from a move before it (the move list's items, or view(ply))
  await board.evaluate((el, n) => el.view(n - 1), plies);
  assert.match(await live(page), /^Looking back at move/);
  await board.evaluate((el, n) => el.view(n), plies);
  await says(/^Back to the game\. /, "back at the last move");
  await board.evaluate((el, n) => el.view(n - 1), plies);
  await board.locator(`.moves button[data-ply="${plies}"]`).click();
  await page.waitForFunction(() => document.querySelector("folk-game").viewing === null);
  await says(/^Back to the game\. /, "the last move chosen in the list");

  // a load of the ended game (a share link): the screen shows the end line, the live region says it too
  const save = await board.evaluate((el) => el.save());
  await board.evaluate((el) => el.newGame());
  await board.evaluate((el, save) => el.load(save), save);
  await says(/^Game loaded\. /, "after a load");
  assert.ok(
    !(await board.evaluate((el) => el.message)).includes(ending),
    "on screen, the line under the status stays as it was (the board shows why)",
  );

  // in French, the same words as the end line
  await board.evaluate((el) => el.setAttribute("lang", "fr"));
  // the French pack loads first (a module of its own): the end line is read once it speaks French
  await page.waitForFunction(() => document.querySelector("folk-game").shadowRoot.querySelector(".live").textContent.startsWith("Partie chargée"));
  ending = await board.evaluate((el) => el.ending);
  await says(/^Partie chargée/, "after a load, in French");
  await clean();
  await context.close();
});

test("a refused tap says the engine's reason, in English and French; with head-start an empty head is empty, not a head", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=bay-khom" });
  await setSpeed(page, 0);
  await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "bay-khom");
  const board = page.locator("folk-game");
  /** A Bày Khòm position set up by the engine (South's head, hole 4, empty), loaded into the tag. */
  const load = (options) =>
    board.evaluate(async (el, options) => {
      const { Game } = await import(`${location.origin}/lib/js/folkgames.js`);
      const game = Game.fromPosition("bay-khom", { holes: [4, 4, 4, 4, 0, 4, 4, 4, 4, 5], reserve: [2, 3], toMove: 0 }, options);
      el.load(game.save());
      game.free();
    }, options);
  /** Taps place `i` on the canvas: the words of its refusal, the same on screen, in the live region and in the event. */
  const refused = async (i) => {
    await board.evaluate((el) => {
      window.__refusal = null;
      el.addEventListener("refusal", (e) => (window.__refusal = e.detail.reason), { once: true });
    });
    await clickSpot(page, i);
    const said = await (await page.waitForFunction(() => window.__refusal)).jsonValue();
    assert.equal(await board.evaluate((el) => el.message), said, "on screen");
    assert.equal(await live(page), said, "to screen readers");
    return said;
  };
  /** The engine's code for `move` in the game on the tag. */
  const whyNot = (move) =>
    board.evaluate(async (el, move) => {
      const { Game } = await import(`${location.origin}/lib/js/folkgames.js`);
      const game = Game.load(el.save());
      const r = game.whyNot(move);
      game.free();
      return r?.code ?? null;
    }, move);

  // the reading of the sources: a head never starts a move (BK2)
  await load({});
  assert.equal(await whyNot("4+"), "head");
  assert.equal(await refused(4), "Head 5 is a head: a move starts from one of your houses, never from a head.");
  assert.equal(await refused(6), "House 7 is North's. South plays from the bottom row.");
  await board.evaluate((el) => el.setAttribute("lang", "fr"));
  assert.equal(await refused(4), "Tête 5 est une tête\u00a0: un coup part toujours d’une de vos maisons, jamais d’une tête.");

  // the tag with head-start: a move may start from a head, and an empty one is refused as empty
  await board.evaluate((el) => el.setAttribute("head-start", ""));
  await page.waitForFunction(() => document.querySelector("folk-game").options.headStart === true);
  await load({ headStart: true });
  assert.equal(await board.evaluate((el) => el.options.headStart), true);
  assert.equal(await whyNot("4+"), "empty");
  assert.equal(await refused(4), "Tête 5 est vide\u00a0: choisissez une de vos maisons qui contient des coquillages.");
  await board.evaluate((el) => el.setAttribute("lang", "en"));
  assert.equal(await refused(4), "Head 5 is empty: choose one of your houses with shells in it.");
  await clean();
  await context.close();
});
