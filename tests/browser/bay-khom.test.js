// Bày Khòm in the demo on the real engine: the direction chosen on the board (mouse and keyboard),
// relays, a whole multi-round game driven with random legal moves through the element, the refill
// choice made on the board (houses picked by mouse and keyboard, then confirmed), eliminated holes
// announced as out of play, undo, axe-core, and a screenshot at the refill choice.
import { test } from "node:test";
import assert from "node:assert/strict";
import { artifacts, checkAxe, clickSpot, idleAtPly, live, openDemo, setSpeed, state, useBrowser, watchAnimation } from "./harness.js";

const env = useBrowser();

/** Random legal moves through the element (no animation) until `stop(state)` or the game ends. */
const playRandomly = (page, seed, stop) =>
  page.evaluate(
    async ({ seed, stop }) => {
      const el = document.querySelector("folk-game");
      const until = new Function("s", `return (${stop})(s)`); // test code only, never in the page's own scripts
      let x = seed >>> 0;
      const rand = (n) => {
        x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
        return x % n;
      };
      let plies = 0;
      while (!el.state?.over && !until(el.state) && plies < 3000) {
        const moves = el.legalMoves();
        await el.play(moves[rand(moves.length)]);
        plies++;
      }
      return el.state;
    },
    { seed, stop: stop.toString() },
  );

test("Bày Khòm: directions, relays, a refill chosen on the board, a whole multi-round game", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=bay-khom" });
  await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "bay-khom");
  const board = page.locator("folk-game");
  await setSpeed(page, 8);
  const label = (hole) => page.locator(`folk-game .mirror button[data-hole="${hole}"]`).getAttribute("aria-label");
  assert.equal(await label(0), "House 1, 4 shells, yours");
  assert.equal(await label(4), "Head 5, 5 shells, yours, cannot be played now");
  const choice = page.locator("folk-game .actions");
  const option = choice.locator("button.option").first();

  // keyboard: house 0 has two legal moves, the element asks which way and plays the one chosen
  await page.locator('folk-game .mirror button[data-hole="0"]').focus();
  await page.keyboard.press("Enter");
  await option.waitFor({ state: "visible" });
  assert.match(await choice.textContent(), /House 1: which way\?/);
  await board.screenshot({ path: `${artifacts}/bay-khom-direction.png` });
  await page.keyboard.press("Enter"); // the first choice has the focus: counter-clockwise
  await idleAtPly(page, 1);
  // the worked example of the rules page: a relay from hole 6, then house 2 captured (numbered from 1)
  assert.equal(await live(page), "South sowed house 1 counter-clockwise: 4 shells, 1 relay, captured 5.");
  assert.deepEqual((await state(page)).holes, [0, 0, 5, 5, 6, 0, 5, 5, 5, 6]);

  // mouse: North's move, clicked on the canvas, the direction clicked in the choice box
  for (let ply = 1; ply < 4; ply++) {
    const before = await state(page);
    const move = await page.evaluate(() => document.querySelector("folk-game").legalMoves().at(-1));
    await clickSpot(page, move.hole);
    await option.waitFor({ state: "visible" });
    await choice.getByRole("button", { name: move.dir === "+" ? /counter-clockwise/ : /^Sow clockwise/ }).click();
    await idleAtPly(page, ply + 1);
    const player = before.toMove === 0 ? "South" : "North";
    assert.match(await live(page), new RegExp(`^${player} sowed house ${move.hole + 1} ${move.dir === "+" ? "counter-clockwise" : "clockwise"}: `));
  }
  await page.locator("#undo").click();
  await idleAtPly(page, 3);
  assert.match(await live(page), /^Move taken back\./);

  // random legal moves until a round ends with a refill choice (a fresh game if one ends without)
  await setSpeed(page, 0);
  let s;
  for (let seed = 1; ; seed++) {
    s = await playRandomly(page, seed, (st) => st.phase === "refill");
    if (s.phase === "refill") break;
    assert.ok(seed < 30, "some random game reaches a refill choice");
    await board.evaluate((el) => el.newGame());
  }
  const player = s.toMove === 0 ? "South" : "North";
  assert.match(await board.locator(".status").textContent(), new RegExp(`${player} chooses which houses to fill`));
  const fills = await board.evaluate((el) => el.legalMoves());
  assert.ok(fills.every((m) => m.kind === "fill"));
  const confirm = board.locator(".actions button.act");
  assert.equal(await confirm.isDisabled(), true, "nothing picked yet");
  await board.screenshot({ path: `${artifacts}/bay-khom-refill.png` });

  // pick the houses of the first choice on the board: by mouse, then by keyboard, in turn
  const chosen = fills[0].houses;
  for (const [j, h] of chosen.entries()) {
    if (j % 2 === 0) await clickSpot(page, h);
    else {
      await page.locator(`folk-game .mirror button[data-hole="${h}"]`).focus();
      await page.keyboard.press("Space");
    }
    await page.waitForFunction(
      (hh) =>
        document.querySelector("folk-game").shadowRoot.querySelector(`.mirror button[data-hole="${hh}"]`).getAttribute("aria-pressed") === "true",
      h,
    );
  }
  const names = chosen.map((h) => `house ${h + 1}`);
  const list = names.length < 2 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  assert.equal(await confirm.textContent(), `Fill ${list}`);
  await setSpeed(page, 6); // the refill is laid out counter by counter
  const animated = await watchAnimation(page);
  await confirm.click();
  await animated();
  await idleAtPly(page, s.ply + 1);
  const after = await state(page);
  assert.equal(after.phase, "sow");
  assert.equal(after.round, s.round + 1);
  assert.match(await live(page), new RegExp(`^${player} filled ${list}\\. Round ${after.round} begins`));
  const houses = s.toMove === 0 ? [0, 1, 2, 3] : [5, 6, 7, 8];
  for (const h of houses) {
    assert.equal(after.eliminated[h], !chosen.includes(h));
    if (!chosen.includes(h)) assert.match(await label(h), /out of play this round/);
  }
  await board.screenshot({ path: `${artifacts}/bay-khom-eliminated.png` });

  // and on to the end of the game: every refill choice through the element
  await setSpeed(page, 0);
  const end = await playRandomly(page, 99, () => false);
  assert.equal(end.over, true);
  assert.ok(end.round >= 2, "a multi-round game");
  assert.match(await live(page), /Game over: (South wins|North wins|Draw)/);
  await page.screenshot({ path: `${artifacts}/bay-khom.png`, fullPage: true });

  // the single-round ruleset, chosen on the page, reaches the engine through the `ruleset` attribute
  await page.locator("#ruleset").selectOption("mancala-world");
  await page.waitForFunction(() => document.querySelector("folk-game").state?.ruleset === "mancala-world");
  assert.equal((await state(page)).ply, 0);
  await checkAxe(page, "Bày Khòm");
  await clean();
  await context.close();
});

test("a game lost for want of counters says the minimum the engine names: 9 for the head and a house, 5 with head-start", async () => {
  const { Game } = await import("folkgames");
  // docs/spec HS2's position, with South's reserve 3 under headStart (too few for the head alone)
  const lost = (reserve, options) => {
    const g = Game.fromPosition("bay-khom", { holes: [0, 0, 0, 0, 0, 3, 0, 1, 0, 0], reserve, toMove: 1 }, options);
    g.play("7+");
    return g.save();
  };
  const { page, clean } = await openDemo(env, { query: "lang=en&game=bay-khom" });
  await setSpeed(page, 0);
  const ending = async (save) => {
    await page.evaluate((save) => document.querySelector("folk-game").load(save), save);
    await page.waitForFunction((save) => {
      const el = document.querySelector("folk-game");
      return el.save() === save && el.ending;
    }, save);
    // the end line shown under the result, and the same words to screen readers
    return page.evaluate(() => {
      const el = document.querySelector("folk-game");
      return { shortfall: el.state?.result?.shortfall, message: el.ending };
    });
  };
  const plain = await ending(lost([7, 31], {}));
  assert.deepEqual(plain.shortfall, { player: 0, needs: 9 });
  assert.match(plain.message, /South has only 7 shells, fewer than the 9 needed to refill the head and one house: North has eaten all the shells\.$/);
  const head = await ending(lost([3, 35], { headStart: true }));
  assert.deepEqual(head.shortfall, { player: 0, needs: 5 });
  assert.match(head.message, /South has only 3 shells, fewer than the 5 needed to refill the head: North has eaten all the shells\.$/);
  await clean();
});

test("the round's tag is never under the direction arrows; the arrows are at least 48 px across (kiosk tablet, phone)", async () => {
  for (const [query, viewport] of [
    ["lang=en&game=bay-khom&kiosk&idle=600", { width: 1180, height: 820 }],
    ["lang=fr&game=bay-khom", { width: 390, height: 844 }],
  ]) {
    const { page, context, clean } = await openDemo(env, { query, context: { viewport, hasTouch: true } });
    for (const hole of [0, 1, 2, 3]) {
      await page.evaluate((h) => document.querySelector("folk-game").shadowRoot.querySelector(`.mirror button[data-hole='${h}']`).click(), hole);
      await page.waitForFunction(() => document.querySelector("folk-game").shadowRoot.querySelectorAll(".marks span").length === 2);
      const seen = await page.evaluate(async () => {
        const root = document.querySelector("folk-game").shadowRoot;
        const canvas = root.querySelector("canvas").getBoundingClientRect();
        // the board's own layout for the canvas's size: the tag's box is where the round is painted
        const { bayKhomBoard } = await import("/element/render/mancala.js");
        const L = bayKhomBoard.layout(canvas.width, canvas.height);
        const box = (r) => ({ left: r.left, top: r.top, right: r.left + r.width, bottom: r.top + r.height });
        const holes = [...root.querySelectorAll(".mirror button[data-hole]")].map((b) => {
          const r = b.getBoundingClientRect();
          const h = L.holes[Number(b.dataset.hole)];
          return Math.hypot(r.left + r.width / 2 - canvas.left - h.x, r.top + r.height / 2 - canvas.top - h.y);
        });
        return {
          drift: Math.max(...holes),
          tag: L.tag && box({ left: canvas.left + L.tag.x, top: canvas.top + L.tag.y, width: L.tag.w, height: L.tag.h }),
          arrows: [...root.querySelectorAll(".marks span")].map((s) => box(s.getBoundingClientRect())),
        };
      });
      assert.ok(seen.drift < 1, `the layout computed here is the one on screen (${seen.drift} px off)`);
      assert.ok(seen.tag, "the round has a place of its own");
      for (const a of seen.arrows) {
        assert.ok(a.right - a.left >= 48 && a.bottom - a.top >= 48, `house ${hole + 1}: an arrow at least 48 px across`);
        const apart = a.right <= seen.tag.left || a.left >= seen.tag.right || a.bottom <= seen.tag.top || a.top >= seen.tag.bottom;
        assert.ok(apart, `house ${hole + 1}: the arrow ${JSON.stringify(a)} covers the round's tag ${JSON.stringify(seen.tag)}`);
      }
      await page.evaluate(() => document.querySelector("folk-game").shadowRoot.querySelector(".actions button[data-key='cancel']").click());
      await page.waitForFunction(() => document.querySelector("folk-game").shadowRoot.querySelectorAll(".marks span").length === 0);
    }
    await clean();
    await context.close();
  }
});
