// A game that survives a reload (the `persist` attribute, on in the demo): a game reloaded after
// three moves is offered back, "Continue your game" restores it (the same save, who plays, the
// computer's turn goes on), "New game" gives ply 0 and forgets it; a tampered kept save gives a
// fresh game and a short note; storage that throws (a full quota, localStorage refused) leaves
// the game playable; without `persist` nothing is stored. Waits are on conditions only.
import { test } from "node:test";
import assert from "node:assert/strict";
import { checkAxe, idleAtPly, learnNow, openDemo, playFirst as playAny, setSpeed, state, useBrowser, waitReady } from "./harness.js";

const env = useBrowser();

/** Plays `n` moves through the element, each the first legal one, at once. */
const playFirst = (page, n) =>
  page.evaluate(async (count) => {
    const el = document.querySelector("folk-game");
    for (let i = 0; i < count; i++) await el.play(el.legalMoves()[0]);
  }, n);

/** The kept entries in this page's localStorage (key → entry). */
const keptEntries = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, JSON.parse(localStorage.getItem(k))])));

const offer = (page) => page.locator("folk-game .offer");
const offerButton = (page, name) => page.locator("folk-game .offer").getByRole("button", { name, exact: true });

/** The demo (its board has `persist`), a Kpé game three moves in, moves shown at once. */
async function threeMovesIn() {
  const opened = await openDemo(env);
  await setSpeed(opened.page, 0);
  await playFirst(opened.page, 3);
  await idleAtPly(opened.page, 3);
  return opened;
}

/** Reloads the page and waits for its fresh game (an offer, if any, is shown above it then) and the demo's controls. */
async function reload(page) {
  await page.reload();
  await waitReady(page);
  // the demo listens to the element once its game list is drawn
  await page.waitForFunction(() => document.querySelector("#games button") !== null);
}

test("a game reloaded after three moves is offered back; Continue restores it and the computer's turn goes on", async () => {
  const { page, context, clean } = await threeMovesIn();
  // the computer takes the seat to move, and waits (longer than the test) before playing
  const saved = await page.evaluate(() => {
    const el = document.querySelector("folk-game");
    el.computerDelay = 1e9;
    el.computer = [el.state?.seat];
    el.level = "medium";
    return { save: el.save(), seat: el.state?.seat };
  });
  const kept = Object.values(await keptEntries(page));
  assert.equal(kept.length, 1, "one game kept");
  assert.equal(kept[0].save, saved.save, "the game on the board is kept");
  assert.deepEqual(kept[0].computer, [saved.seat], "with who plays");
  assert.equal(kept[0].level, "medium");

  await reload(page);
  assert.equal(await offer(page).isVisible(), true, "the kept game is offered");
  assert.match(await offer(page).textContent(), /Your game of Kpé was kept, 3 moves in\./);
  assert.match(await page.locator("folk-game .live").textContent(), /Your game of Kpé was kept/, "and said to screen readers");
  assert.equal((await state(page)).ply, 0, "a fresh game is on the board meanwhile");
  await checkAxe(page, "the continue offer");
  // the offer answers the keyboard: its button takes the focus, Enter presses it
  await page.evaluate(() => {
    const el = document.querySelector("folk-game");
    el.computerDelay = 0;
    // read as the game comes back, before the computer's turn goes on
    el.addEventListener("continue", () => (window.__after = { save: el.save(), computer: el.computer, level: el.level, message: el.message }), {
      once: true,
    });
  });
  await offerButton(page, "Continue your game").focus();
  await page.keyboard.press("Enter");
  const after = await page.waitForFunction(() => window.__after).then((h) => h.jsonValue());
  assert.equal(after.save, saved.save, "the same game: board, move list and whose turn");
  assert.deepEqual(after.computer, [saved.seat], "who plays comes back");
  assert.equal(after.level, "medium");
  assert.match(after.message, /^Back to the game you left\./, "and says so");
  assert.equal(await offer(page).isVisible(), false, "the offer is gone");
  assert.equal(await page.locator("#opponent").inputValue(), "computer", "the demo's controls show who plays");
  assert.equal(await page.locator("#level").inputValue(), "medium");
  await idleAtPly(page, 4); // the computer's turn resumed
  assert.equal(await page.locator("folk-game ol.moves button").count(), 4, "the move list has the game");
  await clean();
  await context.close();
});

// A page loads the rules of the game it shows only: a game kept of another game is offered once
// that game's rules are loaded (its id is kept with it; an entry kept without one loads every
// game's), and comes back whole.
test("a kept game of another game than the one shown is offered, and Continue brings it back", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=siryu&seats=" });
  await setSpeed(page, 0);
  await playAny(page, 3);
  await idleAtPly(page, 3);
  const saved = await page.evaluate(() => document.querySelector("folk-game").save());
  const [key, entry] = Object.entries(await keptEntries(page))[0];
  assert.equal(entry.game, "siryu", "the kept entry says its game");
  for (const kept of [entry, { ...entry, game: undefined }]) {
    await page.evaluate(([k, e]) => localStorage.setItem(k, JSON.stringify(e)), [key, kept]);
    await page.goto(`${env.base}/?lang=en&vs=person`); // the demo's own game: Kpé
    await waitReady(page);
    assert.equal((await state(page)).game, "kpe", "a fresh Kpé game on the board");
    await offer(page).waitFor();
    assert.match(await offer(page).textContent(), /Your game of Siryu was kept, 3 moves in\./);
  }
  await page.evaluate(() => {
    const el = document.querySelector("folk-game");
    el.addEventListener("continue", () => (window.__after = el.save()), { once: true });
  });
  await offerButton(page, "Continue your game").click();
  assert.equal(await page.waitForFunction(() => window.__after).then((h) => h.jsonValue()), saved, "the Siryu game, as it was");
  await clean();
  await context.close();
});

test("New game gives ply 0 and forgets the kept game", async () => {
  const { page, context, clean } = await threeMovesIn();
  await reload(page);
  // a lesson taken meanwhile leaves the offer as it was
  await learnNow(page);
  await page.evaluate(() => document.querySelector("folk-game").leaveLesson());
  assert.equal(await offer(page).isVisible(), true, "still offered after a lesson");
  assert.equal(Object.values(await keptEntries(page)).length, 1, "still kept after a lesson");
  await offerButton(page, "New game").click();
  assert.equal(await offer(page).isVisible(), false);
  assert.equal((await state(page)).ply, 0);
  assert.deepEqual(await keptEntries(page), {}, "nothing kept");
  await reload(page);
  assert.equal(await offer(page).isVisible(), false, "nothing offered on the next visit");
  // a person's move on the fresh board answers "New game" too, and that game is kept instead
  await playFirst(page, 2);
  await idleAtPly(page, 2);
  await reload(page);
  await playFirst(page, 1);
  await idleAtPly(page, 1);
  assert.equal(await offer(page).isVisible(), false, "a move on the fresh board closes the offer");
  assert.equal(Object.values(await keptEntries(page))[0].save, await page.evaluate(() => document.querySelector("folk-game").save()));
  await clean();
  await context.close();
});

test("a finished game is not offered back", async () => {
  const { page, context, clean } = await openDemo(env);
  await setSpeed(page, 0);
  await page.evaluate(async () => {
    const el = document.querySelector("folk-game");
    for (let i = 0; i < 2000 && !el.state?.over; i++) {
      const moves = el.legalMoves();
      await el.play(moves[(i * 7) % moves.length]);
    }
  });
  assert.equal((await state(page)).over, true);
  assert.deepEqual(await keptEntries(page), {});
  await clean();
  await context.close();
});

test("a tampered kept save gives a fresh game and a short note, and nothing throws", async () => {
  const { page, context, clean } = await threeMovesIn();
  for (const tamper of [
    // a move the game never allowed: the engine's bad_save
    (entry) => ({ ...entry, save: JSON.stringify({ ...JSON.parse(entry.save), moves: ["0", "0", "0", "0", "0"] }) }),
    // not a save at all
    (entry) => ({ ...entry, save: "{not json" }),
  ]) {
    await page.evaluate((code) => {
      const key = Object.keys(localStorage)[0];
      localStorage.setItem(key, JSON.stringify(eval(code)(JSON.parse(localStorage.getItem(key)))));
    }, `(${tamper})`);
    await reload(page);
    assert.equal(await offer(page).isVisible(), false, "a tampered save is not offered");
    assert.equal((await state(page)).ply, 0, "a fresh game");
    assert.match(await page.locator("folk-game .said").textContent(), /could not be restored: here is a new game/);
    assert.deepEqual(await keptEntries(page), {}, "the tampered save is forgotten");
    await playFirst(page, 3);
    await idleAtPly(page, 3);
  }
  // not an entry at all
  await page.evaluate(() => localStorage.setItem(Object.keys(localStorage)[0], "garbage"));
  await reload(page);
  assert.equal((await state(page)).ply, 0);
  assert.match(await page.locator("folk-game .said").textContent(), /could not be restored/);
  await clean();
  await context.close();
});

test("storage that throws leaves the game playable", async () => {
  for (const [what, script] of [
    [
      "a full quota",
      () => {
        Storage.prototype.setItem = () => {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        };
      },
    ],
    [
      "localStorage refused",
      () => {
        Object.defineProperty(window, "localStorage", {
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      },
    ],
  ]) {
    const { page, context, clean } = await openDemo(env, { ready: false });
    await context.addInitScript(script);
    await page.reload();
    await waitReady(page);
    const refused = () =>
      page.evaluate(() => {
        try {
          return localStorage.length;
        } catch (e) {
          return e.name;
        }
      });
    assert.equal(await refused(), what === "a full quota" ? 0 : "SecurityError", `${what}: the storage is as the test made it`);
    await setSpeed(page, 0);
    await playFirst(page, 3);
    await idleAtPly(page, 3);
    await page.evaluate(() => document.querySelector("folk-game").newGame());
    await playFirst(page, 1);
    await idleAtPly(page, 1);
    await page.reload();
    await waitReady(page);
    assert.equal(await offer(page).isVisible(), false, `${what}: nothing offered`);
    await setSpeed(page, 0);
    await playFirst(page, 2);
    await idleAtPly(page, 2);
    assert.equal(await refused(), what === "a full quota" ? 0 : "SecurityError", `${what}: nothing stored`);
    await clean();
    await context.close();
  }
});

test("without persist nothing is stored", async () => {
  const { page, context, clean } = await openDemo(env, { ready: false });
  await page.goto(`${env.base}/embed.html`);
  await waitReady(page);
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").hasAttribute("persist")), false);
  await page.evaluate(async () => {
    const el = document.querySelector("folk-game");
    el.setAttribute("speed", "0");
    el.setAttribute("game", "kpe");
    await el.ready;
    for (let i = 0; i < 3; i++) await el.play(el.legalMoves()[0]);
  });
  await idleAtPly(page, 3);
  assert.equal(await page.evaluate(() => localStorage.length), 0, "nothing in localStorage");
  await clean();
  await context.close();
});
