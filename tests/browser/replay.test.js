// The move list and stepping through a game: the list follows the engine's history after moves,
// undo, redo and load; an earlier position is drawn from the engine (the canvas and the mirror's
// counts are that position's), said, and takes no move; the list's keys step; "Play on from here"
// drops the later moves as undo does; a step forward replays its move; a finished game is read move by move and shared at the
// position shown; the words in French. Waits are on conditions only.
import { test } from "node:test";
import assert from "node:assert/strict";
import { clickSpot, idleAtPly, live, openDemo, playFirst, setSpeed, state, useBrowser, watchAnimation } from "./harness.js";

const env = useBrowser();

/** The list's items as shown: number, notation, summary, whether current. */
const items = (page) =>
  page.locator("folk-game").evaluate((el) =>
    [...el.shadowRoot.querySelectorAll("ol.moves button")].map((b) => ({
      n: b.querySelector(".n").textContent,
      notation: b.querySelector(".notation").textContent,
      summary: b.querySelector(".summary").textContent,
      current: b.getAttribute("aria-current"),
    })),
  );

const history = (page) => page.evaluate(() => document.querySelector("folk-game").save()).then((s) => JSON.parse(s).moves);

/** The list's notation of a Kpé move: the pit as the board numbers it, from 1 (the engine's from 0). */
const shownPit = (notation) => String(Number(notation) + 1);

/** The list matches the engine's history: one item per record, in order, the last one current. */
async function assertListIsHistory(page, what) {
  const records = await page.evaluate(async () => {
    const { Game } = await import("./lib/js/folkgames.js");
    const g = Game.load(document.querySelector("folk-game").save());
    const h = g.history().map((r) => r.notation);
    g.free();
    return h;
  });
  const shown = await items(page);
  assert.deepEqual(
    shown.map((i) => i.notation),
    records.map(shownPit),
    `${what}: one item per record, in order, each pit numbered as on the board`,
  );
  assert.deepEqual(
    shown.map((i) => i.n),
    records.map((_, k) => `${k + 1}.`),
    `${what}: numbered`,
  );
  for (const i of shown) assert.ok(i.summary.length > 5, `${what}: item ${i.n} has words`);
  const current = shown.filter((i) => i.current === "step").map((i) => i.n);
  assert.deepEqual(current, records.length ? [`${records.length}.`] : [], `${what}: the last move is the current step`);
}

/** The canvas as painted: the board paints at the next frame after a change, so two frames first. */
const canvasPicture = (page) =>
  page.locator("folk-game canvas").evaluate(async (c) => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return /** @type {HTMLCanvasElement} */ (c).toDataURL();
  });

/** The counts the mirror says for each pit ("Pit 3, 4 stones, …"), as numbers. */
const mirrorCounts = (page) =>
  page.locator("folk-game .mirror button").evaluateAll((bs) =>
    bs.map((b) => {
      const m = /, (no|\d+) stones?/.exec(b.getAttribute("aria-label") ?? "");
      return m ? (m[1] === "no" ? 0 : Number(m[1])) : null;
    }),
  );

/** The pits after `ply` records of the element's game, from a Game of the engine's own. */
const pitsAfter = (page, ply) =>
  page.evaluate(async (n) => {
    const { Game } = await import("./lib/js/folkgames.js");
    const g = Game.load(document.querySelector("folk-game").save());
    const back = g.history().length - n;
    if (back > 0) g.undo(back);
    const pits = g.state().pits;
    g.free();
    return pits;
  }, ply);

test("the move list is the engine's history after moves, undo, redo and load; the move event says the same words", async () => {
  const { page, context, clean } = await openDemo(env);
  await setSpeed(page, 0);
  const list = page.locator("folk-game ol.moves");
  assert.equal(await list.isVisible(), true, "the list is there from the start, so nothing moves when it fills");
  assert.equal(await list.locator("li").count(), 0);
  assert.equal(await list.getAttribute("data-empty"), "The moves will be listed here.");
  await page.evaluate(() => {
    window.__summaries = [];
    document.querySelector("folk-game").addEventListener("move", (e) => window.__summaries.push(e.detail.summary));
  });
  await playFirst(page, 5);
  await idleAtPly(page, 5);
  assert.equal(await list.getAttribute("part"), "moves");
  await assertListIsHistory(page, "after five moves");
  const summaries = await page.evaluate(() => window.__summaries);
  assert.deepEqual(
    (await items(page)).map((i) => i.summary),
    summaries,
    "each item says what the move event's summary said",
  );
  assert.match(summaries[0], /^South sowed pit \d: \d+ stones?, /);

  await page.evaluate(() => document.querySelector("folk-game").undo());
  await assertListIsHistory(page, "after undo");
  assert.equal((await items(page)).length, 4);
  await page.evaluate(() => document.querySelector("folk-game").redo());
  await assertListIsHistory(page, "after redo");
  assert.equal((await items(page)).length, 5);
  // another move in the place of the one taken back: the last item is that move, with its words
  const taken = (await history(page))[4];
  await page.evaluate(async (taken) => {
    const { Game } = await import("./lib/js/folkgames.js");
    const el = document.querySelector("folk-game");
    el.undo();
    const g = Game.load(el.save());
    const other = g.legalNotations().find((n) => n !== taken);
    g.free();
    await el.play(other);
  }, taken);
  await assertListIsHistory(page, "after another move in the place of the one taken back");
  const fifth = (await items(page))[4];
  assert.notEqual(fifth.notation, shownPit(taken));
  assert.equal(fifth.summary, (await page.evaluate(() => window.__summaries)).at(-1), "the new item says what its move event said");

  // a game loaded from another's save: its own history
  const other = await page.evaluate(async () => {
    const { Game } = await import("./lib/js/folkgames.js");
    const g = new Game("kpe", { seed: 3 });
    for (const pit of [3, 7, 2]) g.play(String(pit));
    const save = g.save();
    g.free();
    return save;
  });
  await page.evaluate((s) => document.querySelector("folk-game").load(s), other);
  await assertListIsHistory(page, "after load");
  assert.deepEqual(
    (await items(page)).map((i) => i.notation),
    ["4", "8", "3"],
  );

  await page.evaluate(() => document.querySelector("folk-game").setAttribute("moves", "off"));
  assert.equal(await list.isHidden(), true, 'moves="off" hides the list');
  await page.evaluate(() => document.querySelector("folk-game").removeAttribute("moves"));
  assert.equal(await list.isVisible(), true);
  await clean();
  await context.close();
});

test("viewing a ply draws that position from the engine, says which move is shown, and takes no move", async () => {
  const { page, context, clean } = await openDemo(env);
  await setSpeed(page, 0);
  await playFirst(page, 4);
  await idleAtPly(page, 4);
  const board = page.locator("folk-game");
  const livePicture = await canvasPicture(page);
  const before = await state(page);

  assert.equal(await page.evaluate(() => document.querySelector("folk-game").view(2)), true);
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").viewing), 2);
  assert.notEqual(await canvasPicture(page), livePicture, "the canvas draws another position");
  assert.deepEqual(await mirrorCounts(page), await pitsAfter(page, 2), "the board shows the pits after two moves");
  assert.deepEqual(await state(page), before, "the game itself did not change");
  assert.match(await live(page), /^Looking back at move 2 of 4: South|^Looking back at move 2 of 4: North/);
  assert.match(await page.evaluate(() => document.querySelector("folk-game").statusText), /^Looking back: move 2 of 4$/);
  const current = (await items(page)).filter((i) => i.current === "step").map((i) => i.n);
  assert.deepEqual(current, ["2."], "the item of the position shown is the current step");
  assert.equal(await board.locator(".wrap").evaluate((w) => w.classList.contains("past")), true);

  // the start: no move made yet
  await page.evaluate(() => document.querySelector("folk-game").view(0));
  assert.deepEqual(await mirrorCounts(page), [6, 6, 6, 6, 6, 6, 6, 6]);
  assert.match(await live(page), /^Looking back at the start of the game/);

  // no move is taken: a click on the board, a move from the page, a hint
  await page.evaluate(() => document.querySelector("folk-game").view(1));
  const legal = await page.evaluate(() => document.querySelector("folk-game").legalMoves()[0].pit);
  await clickSpot(page, legal);
  assert.match(await page.evaluate(() => document.querySelector("folk-game").message), /earlier position/);
  assert.equal(await page.evaluate(async () => document.querySelector("folk-game").play(document.querySelector("folk-game").legalMoves()[0])), null);
  assert.equal((await state(page)).ply, 4, "nothing was played");
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").viewing), 1);

  // back to the game: the same picture as before
  await board.locator('.actions button[data-key="live"]').click();
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").viewing), null);
  assert.equal(await canvasPicture(page), livePicture, "the game now, drawn as it was");
  assert.match(await live(page), /^Back to the game\. (South|North) to move\./);
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").view(9)), false, "no such ply");
  await clean();
  await context.close();
});

test("a step forward replays its move on the board, as when it was played; a step during it shows the next at once", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=bay-khom" });
  await setSpeed(page, 0);
  await playFirst(page, 3);
  await idleAtPly(page, 3);
  const el = (f, arg) => page.evaluate(f, arg);
  const pictures = [];
  for (const ply of [0, 1, 2]) {
    await el((p) => document.querySelector("folk-game").view(p), ply);
    pictures.push(await canvasPicture(page));
  }
  const livePicture = await el(() => document.querySelector("folk-game").view(null)).then(() => canvasPicture(page));

  await setSpeed(page, 120);
  await el(() => document.querySelector("folk-game").view(0)); // back to the start: shown at once
  assert.equal(await el(() => document.querySelector("folk-game").busy), false, "a step back is not animated");
  const animated = await watchAnimation(page);
  assert.equal(await el(() => document.querySelector("folk-game").view(1)), true);
  assert.equal(await el(() => document.querySelector("folk-game").viewing), 1, "the step is taken at once");
  assert.ok(await animated(), "the move is replayed");
  assert.match(await live(page), /^Looking back at move 1 of 3: /);
  await page.waitForFunction(() => !document.querySelector("folk-game").busy);
  assert.equal(await canvasPicture(page), pictures[1], "the replay ends on the position after the move");
  assert.equal(await el(() => document.querySelector("folk-game").statusText), "Looking back: move 1 of 3");

  // a step while a replay is shown: it ends, and the next position is drawn at once
  await el(() => document.querySelector("folk-game").view(2));
  assert.equal(await el(() => document.querySelector("folk-game").busy), true);
  assert.equal(await el(() => document.querySelector("folk-game").view(3)), true);
  assert.equal(await el(() => document.querySelector("folk-game").viewing), null, "the game now");
  await page.waitForFunction(() => !document.querySelector("folk-game").busy);
  assert.equal(await canvasPicture(page), livePicture, "drawn as the game now");
  assert.equal((await state(page)).ply, 3, "the game itself did not change");
  await clean();
  await context.close();
});

test("in the list, the arrow keys step one move, Home goes to the start and End to the game now; a click views an item", async () => {
  const { page, context, clean } = await openDemo(env);
  await setSpeed(page, 0);
  await playFirst(page, 4);
  await idleAtPly(page, 4);
  const board = page.locator("folk-game");
  const viewing = () => page.evaluate(() => document.querySelector("folk-game").viewing);
  const focusedPly = () => board.evaluate((el) => el.shadowRoot.activeElement?.dataset.ply ?? null);
  const tabStops = () => board.locator("ol.moves button[tabindex='0']").count();
  assert.equal(await tabStops(), 1, "one tab stop for the list");

  await board.locator("ol.moves button[aria-current='step']").focus();
  await page.keyboard.press("ArrowUp");
  assert.equal(await viewing(), 3);
  assert.equal(await focusedPly(), "3");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await viewing(), 2);
  await page.keyboard.press("Home");
  assert.equal(await viewing(), 0);
  assert.equal(await focusedPly(), "1", "at the start the focus stays on the first move");
  await page.keyboard.press("ArrowUp");
  assert.equal(await viewing(), 0, "nothing before the start");
  await page.keyboard.press("ArrowDown");
  assert.equal(await viewing(), 1);
  await page.keyboard.press("ArrowRight");
  assert.equal(await viewing(), 2);
  assert.deepEqual(await mirrorCounts(page), await pitsAfter(page, 2));
  await page.keyboard.press("End");
  assert.equal(await viewing(), null, "End: the game now");
  assert.equal(await focusedPly(), "4");
  assert.equal(await tabStops(), 1);

  await board.locator("ol.moves button[data-ply='2']").click();
  assert.equal(await viewing(), 2);
  await board.locator("ol.moves button[data-ply='4']").click();
  assert.equal(await viewing(), null, "the last item is the game now");
  await clean();
  await context.close();
});

test("play on from here drops the later moves as undo does, and the game goes on from there", async () => {
  const { page, context, clean } = await openDemo(env);
  await setSpeed(page, 0);
  await playFirst(page, 5);
  await idleAtPly(page, 5);
  const board = page.locator("folk-game");
  const kept = (await history(page)).slice(0, 2);
  await page.evaluate(() => document.querySelector("folk-game").view(2));
  await board.locator('.actions button[data-key="play-on"]').click();
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").viewing), null);
  assert.equal((await state(page)).ply, 2);
  assert.deepEqual(await history(page), kept, "the first two moves stay");
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").canRedo()), true, "redo plays the others again, as after undo");
  assert.match(await live(page), /^Playing on from move 2: the later moves were taken back/);
  await assertListIsHistory(page, "after play on");
  // the board takes moves again
  await playFirst(page, 1);
  await idleAtPly(page, 3);
  await assertListIsHistory(page, "after a move played on");
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").playOn()), false, "nothing to play on from when live");
  await clean();
  await context.close();
});

test("a finished game stays in the list, is read move by move, and its share link opens at the move shown", async () => {
  const { page, context, clean } = await openDemo(env);
  await setSpeed(page, 0);
  const end = await page.evaluate(async () => {
    const el = document.querySelector("folk-game");
    let x = 11;
    while (!el.state?.over) {
      const moves = el.legalMoves();
      x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
      await el.play(moves[x % moves.length]);
    }
    return el.state;
  });
  assert.equal(end.over, true);
  const total = (await history(page)).length;
  await assertListIsHistory(page, "at the end");
  const board = page.locator("folk-game");
  await board.locator("ol.moves button[data-ply='1']").click();
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").viewing), 1);
  assert.match(await page.evaluate(() => document.querySelector("folk-game").statusText), new RegExp(`^Looking back: move 1 of ${total}$`));
  // every position of the game can be shown, each the engine's
  for (const ply of [0, Math.floor(total / 2), total - 1]) {
    await page.evaluate((n) => document.querySelector("folk-game").view(n), ply);
    assert.deepEqual(await mirrorCounts(page), await pitsAfter(page, ply), `position after ${ply} moves`);
  }
  await page.evaluate(() => document.querySelector("folk-game").view(null));
  assert.match(await page.evaluate(() => document.querySelector("folk-game").statusText), /^Game over/);

  // the share link keeps the position shown
  const mid = Math.floor(total / 2);
  await page.evaluate((n) => document.querySelector("folk-game").view(n), mid);
  const href = await page.locator("#share").getAttribute("href");
  assert.match(href, new RegExp(`[?&]ply=${mid}(&|#)`));
  const other = await context.newPage();
  await other.goto(href);
  await other.waitForFunction(() => document.querySelector("folk-game")?.state?.over);
  assert.equal(await other.evaluate(() => document.querySelector("folk-game").viewing), mid, "the link opens at the move shown");
  assert.equal((await history(other)).length, total, "with the whole game in the list");
  await page.evaluate(() => document.querySelector("folk-game").view(null));
  assert.doesNotMatch(await page.locator("#share").getAttribute("href"), /ply=/);
  await clean();
  await context.close();
});

test("in French: the list, the position shown and the buttons", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=fr" });
  await setSpeed(page, 0);
  await playFirst(page, 3);
  await idleAtPly(page, 3);
  const board = page.locator("folk-game");
  assert.equal(await board.locator("ol.moves").getAttribute("aria-label"), "Coups");
  assert.match((await items(page))[0].summary, /^Sud a semé la case \d\u00a0: \d+ pierres?, /);
  await page.evaluate(() => document.querySelector("folk-game").view(1));
  assert.match(await page.evaluate(() => document.querySelector("folk-game").statusText), /^Retour\u00a0: coup 1 sur 3$/);
  assert.match(await live(page), /^Retour au coup 1 sur 3\u00a0: Sud a semé/);
  assert.equal(await board.locator('.actions button[data-key="play-on"]').textContent(), "Reprendre d’ici");
  assert.equal(await board.locator('.actions button[data-key="live"]').textContent(), "Retour à la partie");
  await board.locator('.actions button[data-key="play-on"]').click();
  assert.match(await live(page), /^La partie reprend au coup 1/);
  await clean();
  await context.close();
});
