// The demo page as a whole: offline after one visit (service worker), share links that restore the
// same position and fail kindly when tampered with, a strict CSP that holds, the one-tag embed
// with its attributes and events.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { artifacts, checkAxe, clickSpot, idleAtPly, live, openDemo, root, setSpeed, state, useBrowser, waitReady } from "./harness.js";

const env = useBrowser();

test("after one visit the demo loads and plays with the network off", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=bay-khom", context: { serviceWorkers: "allow" } });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cached = await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith("folkgames-")).length);
  assert.equal(cached, 1, "one versioned cache");
  await context.setOffline(true);
  await page.reload();
  await waitReady(page);
  await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "bay-khom");
  await setSpeed(page, 0);
  const move = await page.evaluate(() => document.querySelector("folk-game").legalMoves()[0]);
  await clickSpot(page, move.hole);
  await page.locator("folk-game .actions button.option").first().click();
  await idleAtPly(page, 1);
  assert.match(await live(page), /^South sowed house/);
  // a part the element loads when first used (later.js), from the cache: the review
  const review = await page.evaluate(() => document.querySelector("folk-game").review());
  assert.equal(review?.moves.length, 1, "the review's code, its worker and the computer's .wasm from the cache");
  // the lesson, its code and its words from the cache, in English and then in French
  await page.locator('folk-game [part="learn-button"]').click();
  await page.waitForFunction(() => document.querySelector("folk-game").lesson?.step === 1);
  assert.match(await page.locator("folk-game .lesson-text").textContent(), /^Bày Khòm has ten holes/);
  await page.evaluate(() => document.querySelector("folk-game").setAttribute("lang", "fr"));
  await page.waitForFunction(() => /^Leçon, étape 1/.test(document.querySelector("folk-game").shadowRoot.querySelector(".lesson-head").textContent));
  assert.doesNotMatch(await page.locator("folk-game .lesson-text").textContent(), /Bày Khòm has/, "the lesson's French words");
  await context.setOffline(false);
  await clean();
  await context.close();
});

test("offline, the demo's worker answers each page with its own copy: embed.html is embed.html", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=kpe", context: { serviceWorkers: "allow" } });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto(`${env.base}/embed.html`); // visited once online, under the demo's worker
  await waitReady(page);
  await context.setOffline(true);
  await page.reload();
  await waitReady(page);
  assert.equal(await page.title(), "Siryu — folk-game");
  assert.equal(await page.evaluate(() => document.querySelector("folk-game").state?.game), "siryu");
  await page.goto(`${env.base}/?lang=en&game=bay-khom`);
  await waitReady(page);
  assert.equal(await page.locator("#games").count(), 1, "the demo is the demo");
  await assert.rejects(page.goto(`${env.base}/never-visited.html`), "a page never visited is not answered with another");
  await context.setOffline(false);
  await clean();
  await context.close();
});

test("a share link restores the same position; a tampered one is refused kindly", async () => {
  const { page, context, clean } = await openDemo(env, { query: "lang=en&game=siryu" });
  await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "siryu");
  await page.locator("#players").selectOption("3");
  await page.waitForFunction(() => document.querySelector("folk-game").state?.players === 3);
  await setSpeed(page, 0);
  await page.evaluate(async () => {
    const el = document.querySelector("folk-game");
    for (let i = 0; i < 25; i++) {
      const moves = el.legalMoves();
      if (el.state?.toMove === "chance") await el.roll();
      else await el.play(moves[i % moves.length]);
    }
  });
  const saved = await state(page);
  const link = await page.locator("#share").getAttribute("href");
  assert.match(link, /#save=[A-Za-z0-9_-]+$/);

  const other = await openDemo(env, { query: link.split("?")[1], ready: false });
  await other.page.waitForFunction((ply) => document.querySelector("folk-game")?.state?.ply === ply, saved.ply);
  assert.deepEqual(await state(other.page), saved);
  assert.match(await live(other.page), /^Game loaded\./);
  assert.equal(await other.page.locator("#players").inputValue(), "3");
  await other.clean();
  await other.context.close();

  const hash = link.split("#save=")[1];
  const tampered = `${link.split("#")[0]}#save=${hash.slice(0, 20)}x${hash.slice(21, -9)}`;
  const bad = await openDemo(env, { query: tampered.split("?")[1], ready: true });
  await bad.page.locator("#load-error").waitFor({ state: "visible" });
  assert.match(await bad.page.locator("#load-error").textContent(), /does not hold a game we can open/);
  assert.equal((await state(bad.page)).ply, 0, "a fresh game instead");
  await bad.clean();
  await bad.context.close();
  await clean();
  await context.close();
});

test("the strict CSP: no unsafe-eval, no inline script or style, nothing reported", async () => {
  for (const file of ["index.html", "embed.html"]) {
    const html = readFileSync(`${root}www/${file}`, "utf8");
    const csp = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    assert.equal(
      csp,
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'",
    );
    assert.doesNotMatch(html, /style="|<style|<script(?![^>]*\bsrc=)/, `${file}: no inline style or script`);
  }
  // the French page with every game, checked by the CSP listener (clean) and axe-core
  const { page, context, clean } = await openDemo(env, { query: "lang=fr&game=siryu" });
  await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "siryu");
  assert.match(await page.locator("folk-game .status").textContent(), /Joueur 1\u00a0: lancez les baguettes/);
  assert.match(await page.locator("#rules").textContent(), /minaret/);
  assert.match(await page.locator("#sources").textContent(), /Champault/);
  await page.screenshot({ path: `${artifacts}/siryu-fr.png`, fullPage: true });
  await checkAxe(page, "the French page");
  await clean();
  await context.close();
});

test("the one-tag embed: attributes, move and gameover events, methods", async () => {
  const { page, context, clean } = await openDemo(env, { ready: false });
  await page.goto(`${env.base}/embed.html`);
  await waitReady(page);
  const s = await state(page);
  assert.equal(s.players, 3);
  assert.equal(s.stationSirs, 1);
  assert.match(await page.locator("folk-game .status").textContent(), /Joueur 1/);
  // Kpé to the end through the element, counting the events it sends
  const seen = await page.evaluate(async () => {
    const el = document.querySelector("folk-game");
    el.setAttribute("speed", "0");
    el.setAttribute("game", "kpe");
    await el.ready;
    const counts = { move: 0, gameover: null };
    el.addEventListener("move", () => counts.move++);
    el.addEventListener("gameover", (e) => (counts.gameover = e.detail));
    for (let i = 0; i < 1000 && !el.state?.over; i++) {
      const moves = el.legalMoves();
      await el.play(moves[(i * 7) % moves.length]);
    }
    const save = el.save();
    el.undo();
    const undone = el.state?.over;
    el.redo();
    el.newGame();
    const fresh = el.state?.ply;
    el.load(save);
    return { ...counts, undone, fresh, over: el.state?.over, ply: el.state?.ply };
  });
  assert.ok(seen.move > 0);
  assert.ok(seen.gameover && Array.isArray(seen.gameover.totals), "gameover carries the result");
  assert.equal(seen.undone, false);
  assert.equal(seen.fresh, 0);
  assert.equal(seen.over, true);
  assert.equal(seen.ply, seen.move);
  await clean();
  await context.close();
});
