// The element in other people's pages and languages: a host page's aggressive CSS does not reach
// its words, a 200 px wide host gets a board drawn at its size where a click plays the place it
// is on, French throughout (the live region after switching, typography, the words of the sticks),
// share links that keep who plays, the sounds (off until turned on), Siryu's pass and piece
// choice said plainly, and touch targets of 44 px on a phone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { checkAxe, idleAtPly, live, openDemo, setSpeed, spot, state, useBrowser, waitReady } from "./harness.js";

const env = useBrowser();

const HOSTILE = `
  html { font-size: 10px !important; }
  * { letter-spacing: 6px !important; word-spacing: 20px !important; text-align: right !important; line-height: 3 !important;
      text-transform: uppercase !important; font-size: 28px !important; font-family: cursive !important; text-indent: 30px !important; }
`;

test("a host page's aggressive CSS does not reach the element's words; a 200 px host plays the place clicked", async () => {
  const { page, context, clean } = await openDemo(env, { ready: false, context: { bypassCSP: true } });
  await page.goto(`${env.base}/embed.html`);
  await waitReady(page);
  await page.addStyleTag({ content: HOSTILE });
  const board = page.locator("folk-game");
  const style = (sel) =>
    board.evaluate((el, sel) => {
      const c = getComputedStyle(el.shadowRoot.querySelector(sel));
      return {
        letterSpacing: c.letterSpacing,
        wordSpacing: c.wordSpacing,
        textAlign: c.textAlign,
        textTransform: c.textTransform,
        fontSize: c.fontSize,
        textIndent: c.textIndent,
        lineHeight: c.lineHeight,
      };
    }, sel);
  for (const sel of [".status .text", ".said", ".actions button.act"]) {
    const c = await style(sel);
    assert.equal(c.letterSpacing, "normal", `${sel}: letter-spacing`);
    assert.equal(c.textTransform, "none", `${sel}: text-transform`);
    assert.notEqual(c.textAlign, "right", `${sel}: text-align`);
    assert.equal(c.textIndent, "0px", `${sel}: text-indent`);
    assert.ok(parseFloat(c.fontSize) >= 14 && parseFloat(c.fontSize) <= 18, `${sel}: its own font size, not the host's (${c.fontSize})`);
    assert.ok(parseFloat(c.lineHeight) < 40, `${sel}: its own line height (${c.lineHeight})`);
  }
  await page.screenshot({ path: `${process.env.SHOTS ?? "tests/artifacts"}/embed-hostile.png`, fullPage: true });

  // a host 200 px wide: the board is laid out at that width (never squeezed) and a click plays the place under it
  await page.addStyleTag({ content: "folk-game { width: 200px !important; }" });
  await board.evaluate((el) => {
    el.setAttribute("speed", "0");
    el.setAttribute("game", "kpe");
  });
  await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "kpe");
  await page.waitForFunction(() => document.querySelector("folk-game").shadowRoot.querySelector("canvas").getBoundingClientRect().width <= 200);
  const canvas = await board.evaluate((el) => {
    const c = el.shadowRoot.querySelector("canvas");
    return { shown: c.getBoundingClientRect().width, laidOut: parseFloat(c.style.width) };
  });
  assert.ok(canvas.shown <= 200, `the board fits the host: ${canvas.shown}`);
  assert.equal(canvas.shown, canvas.laidOut, "drawn at the size it is shown");
  for (const pit of [2, 1]) {
    const s = await state(page);
    const box = await board.locator("canvas").boundingBox();
    const p = await spot(page, s.toMove === 0 ? pit : 7 - pit);
    await page.mouse.click(box.x + p.x, box.y + p.y);
    await idleAtPly(page, s.ply + 1);
    const last = await board.evaluate((el) => JSON.parse(el.save()).moves.at(-1));
    assert.equal(String(last), String(s.toMove === 0 ? pit : 7 - pit), "the pit clicked is the pit played");
  }
  await page.screenshot({ path: `${process.env.SHOTS ?? "tests/artifacts"}/embed-200.png`, fullPage: true });
  await clean();
  await context.close();
});

test("French: the live region after switching, typography, the sticks' faces, 'ours'", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=siryu" });
  const board = page.locator("folk-game");
  await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "siryu");
  assert.match(await live(page), /^New game\./);
  await page.locator("#lang").selectOption("fr");
  await page.waitForFunction(() => document.documentElement.lang === "fr");
  assert.equal(await live(page), "Nouvelle partie. Joueur 1\u00a0: lancez les baguettes.", "the live region speaks French at once");
  await board.getByText("Saisir un lancer de vraies baguettes", { exact: true }).click();
  const sticks = await board.locator("button.stick").allTextContents();
  assert.deepEqual([...new Set(sticks)], ["●"], "a stick's face is a shape, not a letter that means another colour in each language");
  assert.equal(await board.locator("button.stick").first().getAttribute("aria-label"), "Baguette 1\u00a0: face noire dessus");
  await page.locator("#rules").waitFor();
  assert.match(await page.locator("#rules").textContent(), /notre choix/);
  // no plain space before a colon, a semicolon, ! or ? anywhere a French visitor reads
  const texts = await page.evaluate(() => {
    const el = document.querySelector("folk-game");
    return [
      document.querySelector("main").innerText,
      el.shadowRoot.querySelector(".frame").innerText,
      el.shadowRoot.querySelector(".live").textContent,
    ];
  });
  for (const text of texts) assert.doesNotMatch(text, / [:;!?]/, `French spacing: ${text.match(/.{0,20} [:;!?].{0,10}/)?.[0]}`);
  assert.match(texts[1], /\u00a0:/);
  await checkAxe(page, "the French page");
  await clean();
  await context.close();
});

test("a share link keeps who plays: the computer's side and level, Siryu's seats", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=bay-khom" });
  const board = page.locator("folk-game");
  await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "bay-khom");
  await page.locator("#opponent").selectOption("computer");
  await page.locator("#level").selectOption("medium");
  await setSpeed(page, 0);
  await board.evaluate(async (el) => el.play(el.legalMoves()[0]));
  await page.waitForFunction(() => document.querySelector("folk-game").state?.seat === 0 && !document.querySelector("folk-game").thinking);
  const link = await page.locator("#share").getAttribute("href");
  assert.match(link, /[?&]vs=computer&side=0&level=medium#save=/);
  const other = await openDemo(env, { query: link.split("?")[1], ready: false });
  await other.page.waitForFunction((ply) => document.querySelector("folk-game")?.state?.ply === ply, (await state(page)).ply);
  assert.equal(await other.page.locator("#opponent").inputValue(), "computer");
  assert.equal(await other.page.locator("#level").inputValue(), "medium");
  assert.deepEqual(await other.page.locator("folk-game").evaluate((el) => [el.computer, el.level]), [[1], "medium"]);
  await other.clean();
  await other.context.close();

  await page.locator('.game[data-game="siryu"]').click();
  await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "siryu");
  await page.getByRole("checkbox", { name: "Player 2" }).check();
  await page.waitForFunction(() => document.querySelector("#share").href.includes("seats=1"));
  await clean();
  await context.close();
});

test("sounds: off until the toggle turns them on, then made in the page for moves", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=kpe", ready: false });
  await page.addInitScript(() => {
    window.__sounds = 0;
    for (const name of ["createOscillator", "createBufferSource"]) {
      const made = AudioContext.prototype[name];
      AudioContext.prototype[name] = function (...args) {
        window.__sounds++;
        return made.apply(this, args);
      };
    }
  });
  await page.reload();
  await waitReady(page);
  const board = page.locator("folk-game");
  await setSpeed(page, 10);
  const toggle = board.getByRole("button", { name: /Sounds/ });
  assert.equal(await toggle.getAttribute("aria-pressed"), "false", "off by default");
  await board.evaluate(async (el) => el.play(el.legalMoves()[0]));
  assert.equal(await page.evaluate(() => window.__sounds), 0, "no sound while off");
  await toggle.click();
  assert.equal(await toggle.getAttribute("aria-pressed"), "true");
  assert.equal(await board.evaluate((el) => el.getAttribute("sound")), "on");
  await board.evaluate(async (el) => el.play(el.legalMoves()[0]));
  assert.ok((await page.evaluate(() => window.__sounds)) > 0, "a move is heard");
  await clean();
  await context.close();
});

test("Siryu: a throw no piece can use says pass; a piece choice says where each piece would go", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=siryu" });
  const board = page.locator("folk-game");
  await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "siryu");
  await setSpeed(page, 0);
  const until = (stop) =>
    page.evaluate(async (stop) => {
      const el = document.querySelector("folk-game");
      const done = new Function("el", `return (${stop})(el)`); // test code only
      for (let i = 0; i < 3000 && !el.state?.over && !done(el); i++) {
        const moves = el.legalMoves();
        if (el.state?.toMove === "chance") await el.roll();
        else await el.play(moves[i % moves.length]);
      }
      return done(el);
    }, String(stop));
  assert.ok(await until((el) => el.state?.toMove !== "chance" && el.legalMoves().length === 1 && el.legalMoves()[0].kind === "pass"));
  assert.match(await board.locator(".status").textContent(), /Player \d: no piece can use this throw, pass$/);
  assert.match(await board.locator(".actions").textContent(), /Pass \(no piece can use this throw\)/);
  // two of the mover's pieces on one square, both able to move: the choice says where each goes
  const found = await until((el) => {
    const s = el.state;
    if (s.phase !== "move") return false;
    const legal = el.legalMoves().filter((m) => m.kind === "move");
    const squares = legal.map((m) => s.pieces[s.seat].find((p) => p.kind === m.piece).square);
    return squares.some((q, i) => squares.indexOf(q) !== i);
  });
  assert.ok(found, "a square with two pieces that can move");
  const s = await state(page);
  const legal = await board.evaluate((el) => el.legalMoves().filter((m) => m.kind === "move"));
  const squares = legal.map((m) => s.pieces[s.seat].find((p) => p.kind === m.piece).square);
  const square = squares.find((q, i) => squares.indexOf(q) !== i);
  const box = await board.locator("canvas").boundingBox();
  const p = await spot(page, square - 1);
  await page.mouse.click(box.x + p.x, box.y + p.y);
  await board.locator(".actions button.option").first().waitFor();
  const labels = await board.locator(".actions button.option:not(:disabled)").allTextContents();
  assert.ok(labels.length >= 2);
  for (const l of labels) assert.match(l, /^(Father|Mother|Angel): (\d+ → \d+|sir \d+ at this station)$/);
  assert.equal(await board.locator(".marks span").count(), labels.length, "each destination marked on the board");
  // Esc (the focus is on the first option) closes the choice, back to the board
  assert.equal(await board.evaluate((el) => el.shadowRoot.activeElement?.classList.contains("option")), true);
  await page.keyboard.press("Escape");
  assert.equal(await board.locator(".actions button.option").count(), 0, "Esc closes the choice");
  assert.equal(await board.evaluate((el) => Boolean(el.shadowRoot.activeElement?.closest(".mirror"))), true, "and the focus is on the board");
  await clean();
  await context.close();
});

test("a phone's touch targets are 44 px or more", async () => {
  const { page, context, clean } = await openDemo(env, {
    query: "lang=en&game=bay-khom",
    context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  });
  for (const sel of ["#lang", "#share", "#opponent", "#ruleset", "#speed", "#new", "#undo"]) {
    const b = await page.locator(sel).boundingBox();
    assert.ok(b.height >= 44, `${sel}: ${b.height} px high`);
  }
  const tool = await page.locator("folk-game .tool.sound").boundingBox();
  assert.ok(tool.height >= 44 && tool.width >= 44);
  await clean();
  await context.close();
});
