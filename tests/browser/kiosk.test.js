// Kiosk mode (the `kiosk` attribute; the demo's ?kiosk): after a short `idle-timeout` with no
// input the attract loop starts (the computer plays every seat, an invitation over the board), a
// touch ends it with a fresh game at ply 0 against the computer (the touch plays no move); the
// share link and the settings are hidden, "Start again" and the fullscreen button are shown;
// every touch target is at least 48 CSS px. Waits are on conditions only.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openDemo, setSpeed, state } from "./harness.js";
import { useBrowser } from "./harness.js";
import jsQR from "jsqr";

const env = useBrowser();

/** The demo in kiosk mode, on a touch tablet, idle after `idle` seconds, moves shown at once. */
async function kioskDemo(idle = 1, game = "kpe", lang = "en") {
  const opened = await openDemo(env, {
    query: `lang=${lang}&game=${game}&kiosk&idle=${idle}`,
    context: { viewport: { width: 1180, height: 820 }, hasTouch: true, isMobile: false },
  });
  await setSpeed(opened.page, 0);
  // kiosk mode is loaded when first used (later.js): its buttons and invitation come after `ready`
  await opened.page.locator("folk-game .again").waitFor({ state: "attached" });
  await opened.page.evaluate(() => {
    const el = document.querySelector("folk-game");
    el.attractDelay = 30; // the attract loop's calm pace, quickened for the test
    el.computerDelay = 0;
    // who moved during the attract loop
    window.__movers = [];
    el.addEventListener("move", (e) => !el.shadowRoot.querySelector(".invite").hidden && window.__movers.push(e.detail.player));
  });
  return opened;
}

const attract = (page) => page.evaluate(() => !document.querySelector("folk-game").shadowRoot.querySelector(".invite").hidden);

test("kiosk: after the idle timeout the attract loop plays both sides; a touch ends it with a new game at ply 0", async () => {
  const { page, clean } = await kioskDemo(1);
  // the visitor plays one move, then walks away
  await page.evaluate(() => {
    const el = document.querySelector("folk-game");
    return el.play(el.legalMoves()[0]);
  });
  await page.waitForFunction(() => document.querySelector("folk-game").state?.ply >= 1);
  const abandoned = await page.evaluate(() => document.querySelector("folk-game").save());
  // no input: the invitation shows, and the computer plays both sides (several plies of a new game)
  await page.waitForFunction(() => !document.querySelector("folk-game").shadowRoot.querySelector(".invite").hidden);
  // the next idle timeout is far away: the visitor's game below is not put aside during the test
  await page.evaluate(() => document.querySelector("folk-game").setAttribute("idle-timeout", "600"));
  assert.match(await page.locator("folk-game .invite").textContent(), /Touch to play Kpé/);
  await page.waitForFunction(() => window.__movers.length >= 4);
  const movers = await page.evaluate(() => [...new Set(window.__movers)]);
  assert.deepEqual(movers.sort(), [0, 1], "the computer played both sides");
  // a touch on the invitation over the board: the attract loop ends, a fresh game at ply 0, the touch played nothing
  await page.locator("folk-game .invite").tap();
  await page.waitForFunction(() => document.querySelector("folk-game").shadowRoot.querySelector(".invite").hidden);
  const after = await state(page);
  assert.equal(after.ply, 0, "a new game at ply 0");
  assert.equal(await attract(page), false);
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").canUndo()), false, "the abandoned game is not brought back by undo");
  assert.notEqual(await page.evaluate(() => document.querySelector("folk-game").save()), abandoned);
  // the visitor plays South; the computer answers North
  await page.evaluate(() => {
    const el = document.querySelector("folk-game");
    el.attractDelay = 1e9;
    return el.play(el.legalMoves()[0]);
  });
  await page.waitForFunction(() => document.querySelector("folk-game").state?.ply >= 2);
  assert.equal((await state(page)).seat, 0, "back to the visitor after the computer's answer");
  await clean();
});

test("kiosk: the attract loop's animated moves never show the line that says how to skip an animation; a visitor's do", async () => {
  const { page, clean } = await kioskDemo(1);
  // every text the element's panel shows from now on, and whether the attract loop was on then
  await page.evaluate(() => {
    const el = document.querySelector("folk-game");
    el.setAttribute("speed", "40"); // moves animated, so there is something to skip
    window.__lines = [];
    window.__animated = 0;
    const root = el.shadowRoot;
    const attractOn = () => !root.querySelector(".invite").hidden;
    new MutationObserver(() => {
      for (const p of root.querySelectorAll(".said"))
        window.__lines.push({ text: p.textContent, attract: attractOn(), visible: p.checkVisibility() });
      if (el.busy && attractOn()) window.__animated++;
    }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await page.waitForFunction(() => !document.querySelector("folk-game").shadowRoot.querySelector(".invite").hidden);
  await page.evaluate(() => document.querySelector("folk-game").setAttribute("idle-timeout", "600"));
  await page.waitForFunction(() => window.__movers.length >= 6 && window.__animated > 0);
  const skip = /skip the animation/;
  const inAttract = await page.evaluate(() => window.__lines.filter((l) => l.attract && l.visible));
  assert.ok(inAttract.length > 0, "the panel's lines were watched during the attract loop");
  assert.deepEqual(
    inAttract.filter((l) => skip.test(l.text)),
    [],
    "no skip line in the attract loop",
  );
  // the control: the visitor's own animated move says how to skip it
  await page.locator("folk-game .invite").tap();
  await page.waitForFunction(() => document.querySelector("folk-game").shadowRoot.querySelector(".invite").hidden);
  await page.evaluate(() => {
    const el = document.querySelector("folk-game");
    el.attractDelay = 1e9;
    el.setAttribute("speed", "400");
    el.play(el.legalMoves()[0]);
  });
  await page.waitForFunction(() => window.__lines.some((l) => !l.attract && l.visible && /skip the animation/.test(l.text)));
  await clean();
});

/** The element's and the page's visible controls smaller than 48 CSS px either way. */
const smallTargets = (page) =>
  page.evaluate(() => {
    const el = document.querySelector("folk-game");
    const controls = [
      ...document.querySelectorAll("button, select, a[href], label.check, summary"),
      ...el.shadowRoot.querySelectorAll("button:not(.mirror button), select, summary, label.auto, a[href]"),
    ];
    return controls
      .map((c) => ({ c, r: c.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0)
      .filter(({ r }) => r.width < 48 || r.height < 48)
      .map(({ c, r }) => `${c.className || c.tagName} "${c.textContent.trim().slice(0, 20)}" ${Math.round(r.width)}x${Math.round(r.height)}`);
  });

test("kiosk hides the share link and settings, shows Start again and fullscreen; every touch target is at least 48 px", async () => {
  for (const game of ["kpe", "bay-khom", "siryu"]) {
    const { page, context, clean } = await kioskDemo(600, game);
    assert.equal(await page.locator("#share").isVisible(), false, "no share link");
    assert.equal(await page.locator("#speed").isVisible(), false, "no developer settings");
    assert.equal(await page.locator("#lang").isVisible(), true, "the language choice stays");
    const again = page.locator("folk-game").getByRole("button", { name: "Start again" });
    assert.equal(await again.isVisible(), true);
    assert.equal(await page.locator("folk-game .fullscreen").isVisible(), await page.evaluate(() => document.fullscreenEnabled));
    assert.equal(await page.evaluate(() => document.fullscreenEnabled), true, "this page may go fullscreen");
    if (game === "bay-khom") {
      // a house with two ways open: the direction choice and its arrows
      await page.evaluate(() => document.querySelector("folk-game").shadowRoot.querySelector(".mirror button[data-hole='2']").click());
      await page.waitForFunction(() => document.querySelector("folk-game").shadowRoot.querySelector(".actions .option"));
    }
    if (game === "siryu") await page.locator("folk-game details.real summary").click(); // the real sticks' buttons
    assert.deepEqual(await smallTargets(page), [], `${game}: every touch target at least 48 px`);
    // Start again: a fresh game, never the one before it
    await page.evaluate(() => {
      const el = document.querySelector("folk-game");
      return el.state?.game !== "bay-khom" && el.play(el.legalMoves()[0]);
    });
    if (game !== "bay-khom") {
      // a move played: the review's button has come, 48 px too
      await page.locator("folk-game .review button").waitFor({ state: "visible" });
      assert.deepEqual(await smallTargets(page), [], `${game}, a move played: every touch target at least 48 px`);
    }
    await again.click();
    assert.equal((await state(page)).ply, 0);
    await clean();
    await context.close();
  }
});

/** The QR code's pixels (the canvas in the element's panel), decoded by jsQR: its text. */
async function decodeQr(page) {
  const pixels = await page.evaluate(() => {
    const canvas = document.querySelector("folk-game").shadowRoot.querySelector(".qr canvas");
    const { width, height } = canvas;
    return { width, height, data: [...canvas.getContext("2d").getImageData(0, 0, width, height).data] };
  });
  const found = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  return found?.data ?? null;
}

test("Continue on your phone: the QR code decodes to a link that opens the same game (not in kiosk mode)", async () => {
  const { page, clean } = await kioskDemo(600, "kpe", "fr");
  // the visitor's move and the computer's answer
  await page.evaluate(() => {
    const el = document.querySelector("folk-game");
    return el.play(el.legalMoves()[0]);
  });
  await page.waitForFunction(() => {
    const el = document.querySelector("folk-game");
    return el.state?.ply === 2 && !el.busy && !el.thinking;
  });
  const save = await page.evaluate(() => document.querySelector("folk-game").save());
  await page.locator("folk-game").getByRole("button", { name: "Sur votre téléphone" }).click();
  await page.locator("folk-game .qr canvas").waitFor();
  const link = await decodeQr(page);
  assert.ok(link, "the QR code decodes");
  const url = new URL(link);
  assert.equal(url.origin, env.base);
  assert.equal(url.searchParams.has("kiosk"), false, "the phone opens the page, not the kiosk");
  assert.equal(url.searchParams.get("lang"), "fr");
  await clean();
  // the link opens the same game
  const phone = await openDemo(env, {
    query: `${url.search.slice(1)}${url.hash}`,
    context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  });
  await phone.page.waitForFunction((s) => document.querySelector("folk-game").save() === s, save);
  assert.equal((await state(phone.page)).ply, 2);
  await phone.clean();
});

test("Continue on your phone: a game that ends (not the attract loop's) shows its QR code", async () => {
  const { page, clean } = await kioskDemo(600, "kpe");
  // the tag's computer plays both seats: a game that is not the attract loop's, to its end
  await page.evaluate(() => document.querySelector("folk-game").setAttribute("computer", "0,1"));
  await page.waitForFunction(() => document.querySelector("folk-game").state?.over, null, { timeout: 120000 });
  await page.locator("folk-game .qr canvas").waitFor();
  const link = await decodeQr(page);
  assert.match(link, /#save=/);
  await clean();
});

test("a lesson's Undo takes the step's move back: the step's task and no Next step again; it stops at the step's start", async () => {
  const { page, clean } = await openDemo(env, { query: "lang=en&game=siryu" });
  await setSpeed(page, 0);
  const checked = await page.evaluate(async () => {
    const { lessons } = await import("/element/lessons.js");
    const words = (await import("/element/lang/lessons/en.js")).lessons; // the steps' words, in English
    const el = document.querySelector("folk-game");
    const panel = () => el.shadowRoot.querySelector(".lesson");
    const next = () => [...panel().querySelectorAll("button")].find((b) => /Next step|Finish/.test(b.textContent));
    const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const matches = (move, want) => Object.entries(want).every(([k, v]) => JSON.stringify(move[k]) === JSON.stringify(v));
    const started = new Promise((resolve) => el.addEventListener("lessonstep", resolve, { once: true }));
    el.learn();
    await started; // the lesson's code and words are loaded first
    const seen = [];
    for (const [n, step] of lessons.siryu.entries()) {
      const start = el.state?.ply;
      const move = el.legalMoves().find((m) => step.expect.some((want) => matches(m, want)));
      await el.play(move);
      await settle();
      const played = Boolean(next());
      el.undo();
      await settle();
      const undone = { ply: el.state?.ply === start, next: Boolean(next()), text: panel().querySelector(".lesson-text").textContent };
      el.undo(); // nothing more: the step's setting up stays
      await settle();
      seen.push({ n, played, undone, stays: el.state?.ply === start, text: words.siryu[n].text });
      await el.play(move);
      await settle();
      next().click();
      await settle();
      if (!el.lesson) break;
    }
    return seen;
  });
  assert.ok(checked.length >= 3, "every step checked");
  for (const c of checked) {
    assert.equal(c.played, true, `step ${c.n + 1}: Next step once played`);
    assert.equal(c.undone.ply, true, `step ${c.n + 1}: undo goes back to the step's position`);
    assert.equal(c.undone.next, false, `step ${c.n + 1}: no Next step after undo`);
    assert.equal(c.undone.text, c.text, `step ${c.n + 1}: the step's task again`);
    assert.equal(c.stays, true, `step ${c.n + 1}: undo stops at the step's start`);
  }
  await clean();
});

test("the demo's Hint waits while a lesson is on (the lesson says what to do)", async () => {
  const { page, clean } = await openDemo(env, { query: "lang=en&game=siryu" });
  await page.waitForFunction(() => document.querySelector("#games button"));
  assert.equal(await page.locator("#hint").isDisabled(), false);
  await page.locator("folk-game").getByRole("button", { name: "Learn" }).click();
  await page.waitForFunction(() => document.querySelector("#hint").disabled);
  await page.locator("folk-game").getByRole("button", { name: "Leave the lesson" }).click();
  await page.waitForFunction(() => !document.querySelector("#hint").disabled);
  await clean();
});

test("another game picked in the demo replaces a game in progress that Undo brings back", async () => {
  const { page, clean } = await openDemo(env, { query: "lang=en&game=kpe" });
  await setSpeed(page, 0);
  await page.waitForFunction(() => document.querySelector("#games button"));
  await page.evaluate(() => {
    const el = document.querySelector("folk-game");
    return el.play(el.legalMoves()[0]);
  });
  const kept = await page.evaluate(() => document.querySelector("folk-game").save());
  await page.locator('#games button[data-game="bay-khom"]').click();
  await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "bay-khom");
  assert.match(await page.evaluate(() => document.querySelector("folk-game").message), /Undo brings back the game you left/);
  await page.locator("#undo").click();
  await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "kpe");
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").save()), kept, "the Kpé game left is back");
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").getAttribute("game")), "kpe");
  assert.equal(await page.locator('#games button[data-game="kpe"]').getAttribute("aria-pressed"), "true", "the picker follows");
  assert.equal(await page.locator("#game-title").textContent(), "Kpé");
  await clean();
});
