// Kpé in the demo: mouse and keyboard play, the live region, undo/redo, save/load, reduced motion
// on a 360 px phone in French, axe-core. Screenshots go to tests/artifacts/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { artifacts, checkAxe, clickSpot, idleAtPly, live, openDemo, setSpeed, state, useBrowser } from "./harness.js";

const env = useBrowser();

/** The first pit the engine lets the player to move sow from. */
const firstLegalPit = (page) => page.evaluate(() => document.querySelector("folk-game").legalMoves()[0].pit);

test("Kpé by mouse and keyboard, with the live region, undo and no stray requests", async () => {
  const { page, context, clean } = await openDemo(env);
  const board = page.locator("folk-game");
  await setSpeed(page, 15); // animated, but quickly

  // the mirror: eight pits with spoken labels; only the mover's legal pits are enabled
  const labels = await page
    .locator("folk-game .mirror button")
    .evaluateAll((bs) => bs.map((b) => [b.getAttribute("aria-label"), b.getAttribute("aria-disabled")]));
  assert.equal(labels.length, 8);
  assert.match(labels[2][0], /^Pit 3, 6 stones, yours$/, "places are numbered from 1 for people");
  assert.equal(labels[2][1], "false");
  assert.match(labels[5][0], /^Pit 6, 6 stones, North's, cannot be played now$/);
  assert.equal(labels[5][1], "true");
  assert.match(await board.locator(".status").textContent(), /South to move/);
  assert.equal(await page.locator("#redo").isDisabled(), true);
  assert.equal(await page.locator("#siryu-options").isHidden(), true, "Siryu's options only with Siryu");
  assert.equal(await page.locator("#ruleset-options").isHidden(), true, "one ruleset: nothing to choose");

  // three moves with the mouse, clicking the canvas where the pit is drawn
  for (let ply = 0; ply < 3; ply++) {
    const before = await state(page);
    const pit = await firstLegalPit(page);
    await clickSpot(page, pit);
    await idleAtPly(page, ply + 1);
    const now = await state(page);
    const player = before.toMove === 0 ? "South" : "North";
    assert.match(await live(page), new RegExp(`^${player} sowed pit ${pit + 1}: ${before.pits[pit]} stones?, (no capture|captured \\d+)\\.`));
    assert.equal(await board.evaluate((el) => el.message), await live(page), "the last move is shown on screen too");
    assert.notDeepEqual(now.pits, before.pits);
    assert.equal(now.toMove, 1 - before.toMove);
    assert.equal(now.pits.reduce((a, b) => a + b, 0) + now.captured[0] + now.captured[1], 48);
  }

  // three moves with the keyboard: focus the board's tab stop, walk with the arrows, Enter or Space
  for (let ply = 3; ply < 6; ply++) {
    const before = await state(page);
    const pit = await firstLegalPit(page);
    await page.locator('folk-game .mirror button[tabindex="0"]').focus();
    await page.keyboard.press(before.toMove === 0 ? "ArrowDown" : "ArrowUp"); // into the mover's row
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowLeft");
    const column = before.toMove === 0 ? pit : 7 - pit; // North's row is drawn 7 6 5 4
    for (let i = 0; i < column; i++) await page.keyboard.press("ArrowRight");
    const focused = await board.evaluate((el) => el.shadowRoot.activeElement?.dataset.hole);
    assert.equal(focused, String(pit));
    await page.keyboard.press(ply % 2 ? "Enter" : "Space");
    await idleAtPly(page, ply + 1);
    const player = before.toMove === 0 ? "South" : "North";
    assert.match(await live(page), new RegExp(`^${player} sowed pit ${pit + 1}:`));
    assert.notDeepEqual((await state(page)).pits, before.pits);
  }

  // undo: one ply back, the live region says so and the panel follows; redo is enabled by canRedo()
  const six = await state(page);
  await page.locator("#undo").click();
  await idleAtPly(page, 5);
  assert.match(await live(page), /^Move taken back\. (South|North) to move\.$/);
  const five = await state(page);
  assert.notDeepEqual(five.pits, six.pits);
  assert.match(await board.locator(".status").textContent(), new RegExp(five.toMove === 0 ? "South" : "North"));
  assert.equal(await page.locator("#redo").isDisabled(), false);
  await page.locator("#redo").click();
  await idleAtPly(page, 6);
  assert.deepEqual((await state(page)).pits, six.pits);
  assert.equal(await page.locator("#redo").isDisabled(), true);

  // save, play on, load: back where we saved
  const save = await board.evaluate((el) => el.save());
  const pit = await firstLegalPit(page);
  await page.locator(`folk-game .mirror button[data-hole="${pit}"]`).evaluate((b) => b.click());
  await idleAtPly(page, 7);
  await board.evaluate((el, s) => el.load(s), save);
  await idleAtPly(page, 6);
  assert.deepEqual((await state(page)).pits, six.pits);

  // the events: `move` with the record, `change` with the state
  const events = await board.evaluate(async (el) => {
    const seen = [];
    el.addEventListener("move", (e) => seen.push(`move ${e.detail.notation}`), { once: true });
    el.addEventListener("change", (e) => seen.push(`change ${e.detail.ply}`), { once: true });
    await el.play(el.legalMoves()[0]);
    return seen;
  });
  assert.equal(events.length, 2);
  assert.match(events[0], /^move \d$/);
  assert.equal(events[1], "change 7");

  await page.screenshot({ path: `${artifacts}/kpe.png`, fullPage: true });
  await checkAxe(page, "Kpé");
  await clean();
  await context.close();
});

test("a 360 px phone, in French, with reduced motion: moves land at once", async () => {
  const { page, context, clean } = await openDemo(env, {
    context: { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, reducedMotion: "reduce" },
  });
  await page.locator("#lang").selectOption("fr");
  await page.waitForFunction(() => document.querySelector("folk-game").statusText.includes("Au tour de Sud"));
  const width = await page.locator("folk-game canvas").evaluate((c) => ({ css: c.clientWidth, px: c.width }));
  assert.ok(width.css <= 360 && width.css >= 280, `canvas fits the phone: ${width.css}px`);
  assert.equal(width.px, width.css * 2, "the canvas is drawn at the device pixel ratio");
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360, "nothing wider than the phone");
  const pit = await firstLegalPit(page);
  await page.locator(`folk-game .mirror button[data-hole="${pit}"]`).focus();
  await page.keyboard.press("Enter");
  await idleAtPly(page, 1);
  assert.match(await live(page), new RegExp(`^Sud a semé la case ${pit + 1}\u00a0: 6 pierres, aucune prise\\.`));
  assert.match(await page.locator("#rules").textContent(), /Prenez toutes les pierres/);
  await page.screenshot({ path: `${artifacts}/kpe-360-fr.png`, fullPage: true });
  await clean();
  await context.close();
});
