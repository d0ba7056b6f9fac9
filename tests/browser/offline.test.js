// Offline for an embedding site: the README's recipe (its sw.js at the site's root importing
// folkgames/offline, and its page in /museum/), beside the package as `npm pack` ships it. Visited once, the browser
// set offline, reloaded: the element loads, a person plays and the computer answers (its worker
// and the .wasm from the cache too), a lesson starts (its code and words, loaded when first
// started, from the cache too), and the page is its own copy, not another page.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { clickSpot, idleAtPly, usePackageSite, waitReady } from "./harness.js";

const env = usePackageSite("folkgames-offline-", (dir, readme) => {
  const block = (lang, start) =>
    [...readme.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1]).find((b) => b.startsWith(start));
  const worker = block("javascript", "// sw.js");
  const page = block("html", "<!-- the museum's page");
  assert.ok(worker && page, "the README's Offline recipe: its sw.js and its page");
  mkdirSync(join(dir, "museum"));
  writeFileSync(join(dir, "sw.js"), worker);
  writeFileSync(
    join(dir, "museum/index.html"),
    `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>The museum</title><link rel="stylesheet" href="museum.css">\n<h1>The museum</h1>\n${page}`,
  );
  writeFileSync(join(dir, "museum/museum.css"), "body { background: rgb(240, 230, 210); }\n");
  writeFileSync(join(dir, "museum/other.html"), `<!doctype html><meta charset="utf-8"><title>Another page</title><h1>Another page</h1>`);
});

test("an embedding page with the README's service worker loads and plays offline after one visit", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1024, height: 800 }, serviceWorkers: "allow" });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(String(e)));
  await page.goto(`${env.base}/museum/`);
  await waitReady(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // one cache, named for the manifest's version, holding every file the manifest lists
  const manifest = {};
  new Function("self", readFileSync(join(env.dir, "node_modules/folkgames/pkg/offline-manifest.js"), "utf8"))(manifest);
  const { version, files } = manifest.FOLKGAMES_OFFLINE;
  assert.ok(files.includes("element/folk-game.js") && files.includes("element/ai-worker.js") && files.some((f) => f.endsWith(".wasm")));
  const cached = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((k) => k.startsWith("folkgames-element-"));
    const keys = await (await caches.open(names[0])).keys();
    return { names, urls: keys.map((r) => new URL(r.url).pathname) };
  });
  assert.deepEqual(cached.names, [`folkgames-element-${version}`]);
  assert.deepEqual(cached.urls.sort(), files.map((f) => `/node_modules/folkgames/${f}`).sort());

  await context.setOffline(true);
  await page.reload();
  await waitReady(page);
  assert.equal(await page.locator("h1").textContent(), "The museum", "the page's own copy");
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), "rgb(240, 230, 210)", "its own styles");
  await page.evaluate(() => document.querySelector("folk-game").setAttribute("speed", "0"));
  await clickSpot(page, 2);
  await idleAtPly(page, 2); // South's move, then the computer's, from its worker and the cached .wasm
  const moves = await page.evaluate(() => JSON.parse(document.querySelector("folk-game").save()).moves);
  assert.equal(moves.length, 2);
  // the lesson, loaded when first started: its code and its words from the cache too
  await page.evaluate(() => document.querySelector("folk-game").learn());
  await page.waitForFunction(() => document.querySelector("folk-game").lesson?.step === 1);

  // with a query the page is still its own copy; a page never visited is not answered with another
  await page.goto(`${env.base}/museum/?lang=fr`);
  await waitReady(page);
  assert.equal(await page.locator("h1").textContent(), "The museum");
  await assert.rejects(page.goto(`${env.base}/museum/other.html`), "a page never visited is not in the cache");
  await context.setOffline(false);
  assert.deepEqual(problems, []);
  await context.close();
});
