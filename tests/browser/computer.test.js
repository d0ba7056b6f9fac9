// Playing against the computer in the demo, for each game: the opponent chosen on the page (side
// and level; Siryu a seat ticked), the computer answering a person's move with an animated move
// that the live region announces, the page answering input while the worker thinks at level hard
// (how long the main thread's tasks are meanwhile is a figure, bench/computer-page.mjs), Hint
// marking one of the engine's legal moves, Undo back to the person's move (also while the computer
// thinks), axe-core, and a screenshot. And the computer's module (pkg/folkgames_computer_bg.wasm)
// is fetched only when the computer first plays: never in a game between two people. Waits are on
// conditions only.
import { test } from "node:test";
import assert from "node:assert/strict";
import { artifacts, checkAxe, clickSpot, live, openDemo, setSpeed, state, useBrowser, waitReady, watchAnimation } from "./harness.js";

const env = useBrowser();
const COMPUTER = 1; // the seat the computer plays in every game below (North; Siryu's player 2)

/** The person's turn, played until the computer's seat is to move: Kpé by clicking the canvas,
 *  the others through the element's play()/roll(), the same path a click takes. */
async function personPlays(page, game) {
  const before = await page.evaluate(() => document.querySelector("folk-game").state?.ply);
  if (game === "kpe") {
    const pit = await page.evaluate(() => document.querySelector("folk-game").legalMoves()[0].pit);
    await clickSpot(page, pit);
  } else {
    await page.evaluate(async (computer) => {
      const el = document.querySelector("folk-game");
      for (let guard = 0; guard < 30 && !el.state?.over && el.state?.seat !== computer; guard++) {
        if (el.state?.toMove === "chance") await el.roll();
        else await el.play(el.legalMoves()[0]);
      }
    }, COMPUTER);
  }
  // the person's move is made: waited for by its ply, not by the computer's seat being to move,
  // which lasts only until the computer answers (with no delay, sooner than a poll may look)
  await page.waitForFunction((n) => {
    const el = document.querySelector("folk-game");
    return !el.busy && (el.state?.ply > n || el.state?.over);
  }, before);
}

/** The computer's turn is over: a person is to move again and nothing is moving or thinking. */
const computerDone = (page) =>
  page.waitForFunction((computer) => {
    const el = document.querySelector("folk-game");
    return !el.busy && !el.thinking && (el.state?.seat !== computer || el.state?.over);
  }, COMPUTER);

for (const game of ["kpe", "bay-khom", "siryu"]) {
  test(`${game} against the computer: it answers animated, the page stays responsive, hint and undo`, async () => {
    const { page, context, clean } = await openDemo(env, { query: `lang=en&game=${game}` });
    await page.waitForFunction((g) => document.querySelector("folk-game").state?.game === g, game);
    const board = page.locator("folk-game");
    await board.evaluate((el) => el.setAttribute("seed", "11"));
    await page.waitForFunction(() => document.querySelector("folk-game").state?.ply === 0);

    // the opponent, chosen on the page: level hard, the computer on seat 1
    if (game === "siryu") {
      assert.equal(await page.locator("#opponent-options").isHidden(), true, "Siryu ticks seats instead");
      await page.getByRole("checkbox", { name: "Player 2" }).check();
    } else {
      await page.locator("#opponent").selectOption("computer");
      assert.equal(await page.locator("#side").inputValue(), "0", "the person plays South by default");
    }
    await page.locator("#level").selectOption("hard");
    assert.deepEqual(await board.evaluate((el) => [el.computer, el.level]), [[COMPUTER], "hard"]);
    await setSpeed(page, 40); // animated, quickly
    // a pause that lasts until the test ends it (the element reads computerDelay again while it
    // waits), so that what follows happens on the computer's turn however slow the machine
    await board.evaluate((el) => (el.computerDelay = 1e9));
    await page.evaluate(() => {
      window.__thinking = 0;
      document.querySelector("folk-game").addEventListener("thinking", (e) => (window.__thinking += e.detail ? 1 : 0));
    });

    // the person moves; the computer's turn begins
    const start = (await state(page)).ply;
    await personPlays(page, game);
    const personDone = (await state(page)).ply;
    await page.waitForFunction(() => document.querySelector("folk-game").thinking);
    const animated = await watchAnimation(page);
    assert.match(await board.locator(".status").textContent(), /the computer is thinking/);

    // while it thinks the page answers: focus moves, a click on Hint is answered (politely refused),
    // and the board refuses a person's move on the computer's turn
    await page.locator("#new").focus();
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.id), "hint");
    await page.locator("#hint").click();
    assert.equal(await live(page), "Please wait: it is the computer's turn.");
    assert.equal(await board.evaluate((el) => el.thinking), true, "all that happened while the computer was thinking");
    assert.equal(await board.evaluate(async (el) => el.play(el.legalMoves()[0])), null, "no move for the person on the computer's turn");
    await board.evaluate((el) => (el.computerDelay = 100)); // the rest of its turn (Siryu: throws and moves) at a brisk pace

    // the computer's move: animated like a person's, announced, legal (the engine played it)
    await computerDone(page);
    assert.equal(await animated(), true);
    const after = await state(page);
    assert.ok(after.ply > personDone, "the computer played");
    assert.match(await live(page), /^The computer played\. /);
    // one person plays the computer: their turn is "Your move", not their seat's name
    assert.match(await board.locator(".status").textContent(), game === "siryu" ? /You: / : /Your move/);
    assert.ok(await page.evaluate(() => window.__thinking > 0), "the element said when it was thinking");
    await page.screenshot({ path: `${artifacts}/computer-${game}.png` });

    // hint: the engine's suggestion is marked on the board (or on the sticks) and said
    await page.locator("#hint").click();
    await page.waitForFunction(() => /^Hint: /.test(document.querySelector("folk-game").shadowRoot.querySelector(".live").textContent));
    const hinted = await board.evaluate((el) => {
      const hole = el.shadowRoot.querySelector(".mirror [data-hint]")?.dataset.hole;
      return {
        hole: hole === undefined ? null : Number(hole),
        action: el.shadowRoot.querySelector(".actions .hinted")?.textContent ?? null,
        legal: el.legalMoves(),
      };
    });
    if (game === "kpe")
      assert.ok(
        hinted.legal.some((m) => m.pit === hinted.hole),
        `pit ${hinted.hole} is legal`,
      );
    else if (game === "bay-khom")
      assert.ok(
        hinted.legal.some((m) => m.hole === hinted.hole || m.houses?.includes(hinted.hole)),
        `house ${hinted.hole} is legal`,
      );
    else if (hinted.legal.every((m) => m.kind === "throw")) assert.equal(hinted.action, "Throw the sticks");
    else assert.ok(hinted.hole !== null || hinted.action !== null, "a move is marked");
    assert.match(
      await board
        .locator(`.mirror [data-hint]`)
        .first()
        .getAttribute("aria-label")
        .catch(() => "suggested move"),
      /suggested move/,
    );
    await page.screenshot({ path: `${artifacts}/computer-${game}-hint.png` });

    // undo takes back to the person's move, over the computer's
    if (!after.over) {
      await page.locator("#undo").click();
      await page.waitForFunction((n) => document.querySelector("folk-game").state?.ply === n, start);
      assert.notEqual((await state(page)).seat, COMPUTER);
      assert.match(await live(page), /^Move taken back\./);

      // and undo while the computer thinks cancels it: back to the person, and no move comes later
      // (a pause longer than the test again, so its turn is still on when the test looks: the
      // search alone can end before a loaded machine has answered the next poll)
      await board.evaluate((el) => (el.computerDelay = 1e9));
      await personPlays(page, game);
      await page.waitForFunction(() => document.querySelector("folk-game").thinking);
      await page.locator("#undo").click();
      await page.waitForFunction((n) => {
        const el = document.querySelector("folk-game");
        return !el.thinking && !el.busy && el.state?.ply === n;
      }, start);
      assert.equal(await board.evaluate((el) => el.canRedo()), true);
      assert.notEqual((await state(page)).seat, COMPUTER);
    }

    await checkAxe(page, `${game} against the computer`);
    await clean();
    await context.close();
  });
}

test("the computer's module is fetched when the computer first plays, never in a game between two people", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=kpe" });
  const fetched = [];
  context.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  await page.reload(); // loaded again with every request logged
  await waitReady(page);
  const computerFiles = () => fetched.filter((p) => /folkgames_computer|\/computer\.js$|ai-worker/.test(p));
  const board = page.locator("folk-game");
  await board.evaluate((el) => el.setAttribute("seed", "5"));
  await page.waitForFunction(() => document.querySelector("folk-game").state?.ply === 0);
  await setSpeed(page, 0);

  // two people, on one screen: six moves, both sides, and the page has loaded its own module only
  for (let ply = 0; ply < 6; ply++) {
    const pit = await board.evaluate((el) => el.legalMoves()[0].pit);
    await clickSpot(page, pit);
    await page.waitForFunction((n) => {
      const el = document.querySelector("folk-game");
      return !el.busy && el.state?.ply === n;
    }, ply + 1);
  }
  // the page's module is Kpé's own (its rules only): not every game's, nor another game's
  assert.deepEqual(
    fetched.filter((p) => p.endsWith(".wasm")),
    ["/lib/pkg/game-kpe_bg.wasm"],
    "the page fetched Kpé's rules and no other module (and the log works)",
  );
  assert.deepEqual(computerFiles(), [], "nothing of the computer's in a game between people");
  // nor what bench/size.mjs leaves out of an English first visit: other languages, the QR code maker
  assert.deepEqual(
    fetched.filter((p) => /\/lib\/lang\/|\/qrcode\.js$|\/offline\.js$/.test(p)),
    [],
    "no other language's pack, QR code maker or offline helper in an English game between people",
  );

  // the computer takes North: its worker and its module are fetched, and it plays
  await page.locator("#opponent").selectOption("computer");
  await board.evaluate((el) => (el.computerDelay = 0));
  if ((await state(page)).seat !== COMPUTER) await personPlays(page, "kpe");
  await computerDone(page);
  assert.match(await live(page), /^The computer played\. /);
  assert.ok(
    computerFiles().some((p) => p.endsWith("/folkgames_computer_bg.wasm")),
    `the computer's module was fetched: ${computerFiles().join(", ")}`,
  );
  await clean();
  await context.close();
});

test("the package entry's suggestMove in a page: computer_not_loaded, then the computer's move once initComputer() has loaded its module", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=kpe" });
  const answers = await page.evaluate(async () => {
    const { Game, GameError, initComputer, initGame } = await import(`${location.origin}/lib/js/folkgames.js`);
    const { Game: WorkerGame } = await import(`${location.origin}/lib/js/computer.js`);
    await initGame("bay-khom"); // the page loaded Kpé's rules only
    const game = new Game("bay-khom", { seed: 3 });
    let before;
    try {
      before = game.suggestMove({ level: "hard", seed: 7 });
    } catch (e) {
      before = { error: e instanceof GameError, code: e.code };
    }
    await initComputer();
    const after = game.suggestMove({ level: "hard", seed: 7 });
    const direct = new WorkerGame("bay-khom", { seed: 3 }).suggestMove({ level: "hard", seed: 7 });
    return { before, after, direct, legal: game.legalMoves() };
  });
  assert.deepEqual(answers.before, { error: true, code: "computer_not_loaded" });
  assert.ok(
    answers.legal.some((m) => JSON.stringify(m) === JSON.stringify(answers.after)),
    "a legal move",
  );
  assert.deepEqual(answers.after, answers.direct, "the same move as the computer's own entry gives");
  await clean();
  await context.close();
});
