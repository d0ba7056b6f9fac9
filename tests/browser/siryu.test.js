// Siryu in the demo: 4 and 2 players, the game's length and the short pilgrimage said up front,
// the sticks thrown by mouse and a throw of real sticks entered by keyboard, pieces moved by mouse
// and keyboard on the board, the live region ("Player 1 threw 1 white: a sir", "… sent back to 1"),
// undo, axe-core, and screenshots.
import { test } from "node:test";
import assert from "node:assert/strict";
import { artifacts, checkAxe, clickSpot, idleAtPly, live, openDemo, setSpeed, state, useBrowser, watchAnimation } from "./harness.js";

const env = useBrowser();

test("Siryu for 4 players: sticks by mouse, real sticks by keyboard, pieces on the board, undo", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=siryu" });
  await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "siryu");
  const board = page.locator("folk-game");
  // the length of a faithful game is said before playing, and the short option is marked as ours
  assert.match(await page.locator("#siryu-options").textContent(), /about 500 turns/);
  assert.match(await page.locator("#siryu-options label.check").textContent(), /not from the source/);
  await board.evaluate((el, seed) => el.setAttribute("seed", seed), process.env.SIRYU_SEED ?? "7"); // the same throws every run
  await page.locator("#players").selectOption("4");
  await page.waitForFunction(() => document.querySelector("folk-game").state?.players === 4);
  await setSpeed(page, 10);
  assert.equal((await state(page)).pieces.length, 4);
  assert.match(
    await page.locator('folk-game .mirror button[data-hole="0"]').getAttribute("aria-label"),
    /^Square 1: Father of player 1 \(yours\), not started, Father of player 2, not started/,
  );
  assert.match(await board.locator(".status").textContent(), /Player 1: throw the sticks/);

  // the sticks, thrown with the mouse: six sticks fall (an animation), the live region says the throw
  const animated = await watchAnimation(page);
  await board.getByRole("button", { name: "Throw the sticks" }).click();
  await animated();
  await idleAtPly(page, 1);
  assert.match(await live(page), /^Player 1 threw (\d whites|1 white)/);

  // play on by mouse until a new turn begins: pieces clicked on the canvas, pass when it is the only move
  for (let guard = 0; guard < 20; guard++) {
    const s = await state(page);
    if (s.toMove === "chance" && s.throwDue === "first") break;
    if (s.toMove === "chance") await board.getByRole("button", { name: "Throw the sticks" }).click();
    else {
      const move = await board.evaluate((el) => el.legalMoves()[0]);
      if (move.kind === "pass") await board.getByRole("button", { name: /^Pass/ }).click();
      else {
        const square = s.pieces[s.toMove].find((p) => p.kind === move.piece).square;
        await clickSpot(page, square - 1);
        const choice = board.locator(".actions button.option");
        if (await choice.count()) await board.getByRole("button", { name: new RegExp(`^${move.piece}\\b`, "i") }).click();
      }
    }
    await idleAtPly(page, s.ply + 1);
  }

  // the real sticks' panel stays as clicked through a render that comes before its toggle event
  // (the panel's own height relays the board out): opened, then closed again
  for (const open of [true, false]) {
    const shown = await board.evaluate(async (el) => {
      const rerender = () => ["fr", "en"].forEach((lang) => el.setAttribute("lang", lang)); // renders twice, at once
      const panel = () => el.shadowRoot.querySelector("details.real").open;
      el.shadowRoot.querySelector("details.real summary").click();
      rerender(); // before the toggle event
      const before = panel();
      await new Promise((done) => setTimeout(done)); // the toggle event has come
      rerender();
      return [before, panel()];
    });
    assert.deepEqual(shown, [open, open]);
  }

  // a throw of real sticks entered with the keyboard: one white face, a sir
  const s0 = await state(page);
  const seat = s0.seat + 1;
  await board.getByText("Enter a throw of real sticks", { exact: true }).focus();
  await page.keyboard.press("Enter"); // opens the panel of real sticks
  await board.getByRole("button", { name: "Stick 1: black face up" }).focus();
  await page.keyboard.press("Space");
  await board.getByRole("button", { name: "Stick 1: white face up" }).waitFor();
  await board.getByRole("button", { name: /^Enter this throw \(1 white\)$/ }).focus();
  await page.keyboard.press("Enter");
  await idleAtPly(page, s0.ply + 1);
  assert.equal(await live(page), `Player ${seat} threw 1 white: a sir.`);
  const s1 = await state(page);
  assert.equal(s1.phase, "move");
  assert.match(await board.locator(".status").textContent(), new RegExp(`Player ${seat}: a sir, choose a piece`));

  // a piece moved with the keyboard: the board's tab stop is a square with a movable piece
  const tabStop = board.locator('.mirror button[tabindex="0"]');
  await tabStop.focus();
  const square = Number(await tabStop.getAttribute("data-hole")) + 1;
  assert.equal(await tabStop.getAttribute("aria-disabled"), "false");
  await page.keyboard.press("Enter");
  if (await board.locator(".actions button.option").count()) await page.keyboard.press("Enter");
  await idleAtPly(page, s1.ply + 1);
  assert.match(await live(page), new RegExp(`^(Father|Mother|Angel) of player ${seat} moved from ${square} to \\d+\\.`));
  const s2 = await state(page);

  // the arrow keys walk the drawn grid: square 1 → right to 10 → down to 9
  await page.locator('folk-game .mirror button[data-hole="0"]').focus();
  await page.keyboard.press("ArrowRight");
  assert.equal(await board.evaluate((el) => el.shadowRoot.activeElement?.dataset.hole), "9");
  await page.keyboard.press("ArrowDown");
  assert.equal(await board.evaluate((el) => el.shadowRoot.activeElement?.dataset.hole), "8");
  assert.match(await board.evaluate((el) => el.shadowRoot.activeElement.getAttribute("aria-label")), /^Square 9: /);

  // undo: the piece goes back
  await page.locator("#undo").click();
  await idleAtPly(page, s1.ply);
  assert.match(await live(page), /^Move taken back\./);
  assert.deepEqual((await state(page)).pieces, s1.pieces);
  await page.locator("#redo").click();
  await idleAtPly(page, s2.ply);
  assert.deepEqual((await state(page)).pieces, s2.pieces);

  await page.screenshot({ path: `${artifacts}/siryu-4.png`, fullPage: true });
  await checkAxe(page, "Siryu, 4 players");
  await clean();
  await context.close();
});

test("Siryu for 2 players, short pilgrimage: pieces sent back are announced", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=siryu" });
  await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "siryu");
  await page.locator("#short").check();
  await page.waitForFunction(() => document.querySelector("folk-game").state?.stationSirs === 1);
  // A seed whose game sends a piece back (a random seed's game did not, 2 times in 20): the test
  // must not depend on the draw.
  await page.evaluate(() => document.querySelector("folk-game").setAttribute("seed", "3"));
  await page.waitForFunction(() => JSON.parse(document.querySelector("folk-game").save()).seed === 3);
  assert.equal((await state(page)).stationSirs, 1);
  assert.equal((await state(page)).players, 2);
  await setSpeed(page, 0);
  // random play through the element (throws with the game's generator) until a piece is sent back
  const said = await page.evaluate(async () => {
    const el = document.querySelector("folk-game");
    for (let i = 0; i < 4000 && !el.state?.over; i++) {
      const moves = el.legalMoves();
      const record = el.state?.toMove === "chance" ? await el.roll() : await el.play(moves[i % moves.length]);
      if (record.events.some((e) => e.type === "sent-back")) return el.shadowRoot.querySelector(".live").textContent;
    }
    return null;
  });
  assert.ok(said, "a piece was sent back in a random game");
  assert.match(said, /(Father|Mother|Angel) of player [12] sent back to [123]/);
  // and on to Mecca: the short pilgrimage ends in a few hundred plies
  const end = await page.evaluate(async () => {
    const el = document.querySelector("folk-game");
    let result = null;
    el.addEventListener("gameover", (e) => (result = e.detail));
    for (let i = 0; i < 5000 && !el.state?.over; i++) {
      const moves = el.legalMoves();
      if (el.state?.toMove === "chance") await el.roll();
      else await el.play(moves[moves.length - 1]);
    }
    return { result, over: el.state?.over };
  });
  assert.equal(end.over, true);
  assert.equal(end.result.reason, "mecca");
  const winner = end.result.winners[0] + 1;
  assert.match(await live(page), new RegExp(`Game over: Player ${winner} wins: all three pieces in Mecca\\.$`));
  assert.equal(await page.locator("folk-game .actions").textContent(), "", "nothing left to play");
  await page.screenshot({ path: `${artifacts}/siryu-2.png`, fullPage: true });
  await checkAxe(page, "Siryu, 2 players");
  await clean();
  await context.close();
});

test("a phone: two pieces on one square, each piece's mark on the board moves that piece", async () => {
  for (const piece of ["father", "mother"]) {
    // a page of its own for each piece: two taps this close in time and place are a double tap,
    // whose second tap the element ignores (input.js)
    const { page, context, clean } = await openDemo(env, {
      query: "lang=en&game=siryu",
      context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    });
    const board = page.locator("folk-game");
    // player 1's father and mother on 27, a sir thrown: square 27 asks which piece
    await page.evaluate(async () => {
      const { Game } = await import("./lib/js/folkgames.js");
      const s = new Game("siryu", { players: 2, stationSirs: 1 }).state();
      const at = (kind, square) => ({ kind, square, started: true, stations: 0 });
      s.pieces = [
        [at("father", 27), at("mother", 27), at("angel", 26)],
        [at("father", 31), at("mother", 28), at("angel", 25)],
      ];
      const el = document.querySelector("folk-game");
      el.setAttribute("speed", "0");
      el.load(Game.fromPosition("siryu", s, { players: 2, stationSirs: 1 }).save());
      await el.play(el.legalMoves().find((m) => m.whites === 1));
    });
    await board.locator(`.mirror button[data-hole="26"]`).evaluate((b) => b.click()); // the square, by its place's button
    const mark = board.locator(".marks span").nth(piece === "father" ? 0 : 1);
    await mark.waitFor({ state: "attached" });
    const names = await board.locator(".actions button.option").allTextContents();
    assert.match(names[piece === "father" ? 0 : 1], new RegExp(`^${piece[0].toUpperCase()}${piece.slice(1)}: 27 → 28$`));
    // a tap on the centre of the piece's mark, where the marks of the two pieces overlap
    const at = await mark.evaluate((m) => ({ x: parseFloat(m.style.left), y: parseFloat(m.style.top) }));
    await board.locator("canvas").scrollIntoViewIfNeeded();
    const box = await board.locator("canvas").boundingBox();
    await page.touchscreen.tap(box.x + at.x, box.y + at.y);
    await idleAtPly(page, 2);
    const moved = (await state(page)).pieces[0].filter((p) => p.square === 28).map((p) => p.kind);
    assert.deepEqual(moved, [piece], `the ${piece}'s mark moves the ${piece}`);
    await clean();
    await context.close();
  }
});
