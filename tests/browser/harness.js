// Shared by the browser suites: serves www/ as it is (the package must already be built into
// www/lib/: `npm run build`; `npm test` builds first), drives Debian's Chromium through
// playwright-core, and records what must never happen: console errors, page errors, requests
// leaving the page's origin, and Content-Security-Policy violations. Waits are on conditions only.
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { serve as startServer } from "../../scripts/serve.mjs";

export const root = fileURLToPath(new URL("../../", import.meta.url));
export const artifacts = `${root}tests/artifacts`;
/** Debian's Chromium in this closed network: headless, and nothing that calls out (also bench/lighthouse.mjs's flags). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** The demo page runs its scripts as a bundle (scripts/bundle.mjs): refuses to test a bundle older
 *  than a file inside it, which would test the sources as they were at the last build. */
function assertBundleFresh(www) {
  const list = `${www}/lib/bundled.txt`;
  if (!existsSync(list)) throw new Error("no www/lib/bundled.txt: run `npm run build` first");
  const built = statSync(`${www}/lib/demo.js`).mtimeMs;
  for (const file of readFileSync(list, "utf8").split("\n").filter(Boolean)) {
    if (statSync(`${www}/${file}`).mtimeMs > built)
      throw new Error(`www/${file} changed after the demo's bundle was built: run \`node scripts/bundle.mjs\` (or \`npm run build\`)`);
  }
}

/** Serves `dir` (relative to the project, or absolute) with our static server (scripts/serve.mjs), in
 *  this process, on a free port; `headers` go with every file. */
export async function serve(dir, headers = undefined) {
  if (resolve(root, dir) === resolve(root, "www")) assertBundleFresh(resolve(root, "www"));
  const site = await startServer({ root: resolve(root, dir), headers });
  return { base: `http://127.0.0.1:${site.port}`, stop: () => site.close() };
}

/** The package as `npm pack` ships it, unpacked into `dir`/node_modules/folkgames, where a host
 *  page beside it finds it. */
export function unpackPackage(dir) {
  const [{ filename }] = JSON.parse(execFileSync("npm", ["pack", "--json", "--pack-destination", dir], { cwd: root, encoding: "utf8" }));
  const modules = join(dir, "node_modules");
  mkdirSync(modules);
  execFileSync("tar", ["-xzf", join(dir, filename), "-C", modules]);
  execFileSync("mv", [join(modules, "package"), join(modules, "folkgames")]);
}

/** A site of this test file's own: the package as `npm pack` ships it in a temporary folder
 *  (node_modules/folkgames), the files `write(dir, readme)` adds there (README.md's text given),
 *  served, and a browser; `env.dir`, `env.base` and `env.browser` are set before the tests. */
export function usePackageSite(prefix, write) {
  const env = {};
  let site;
  before(async () => {
    env.dir = mkdtempSync(join(tmpdir(), prefix));
    unpackPackage(env.dir);
    await write(env.dir, readFileSync(join(root, "README.md"), "utf8"));
    site = await serve(env.dir);
    env.base = site.base;
    env.browser = await launchChromium();
  });
  after(async () => {
    await env.browser?.close();
    await site?.stop();
    if (env.dir) rmSync(env.dir, { recursive: true, force: true });
  });
  return env;
}

/** `usePackageSite` with the pages `pages()` gives ({ file name: html }) written beside the package. */
export function usePackedPages(pages) {
  return usePackageSite("folkgames-page-", (dir) => {
    for (const [name, html] of Object.entries(pages())) writeFileSync(join(dir, name), html);
  });
}

export function launchChromium() {
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

/** Starts a server and a browser for this test file; `env.base` and `env.browser` are set before the tests. */
export function useBrowser() {
  const env = {};
  let site;
  before(async () => {
    assert.ok(existsSync(`${root}www/lib/pkg/folkgames_bg.wasm`), "www/lib/ is missing: run `npm run build` first");
    mkdirSync(artifacts, { recursive: true });
    site = await serve("www");
    env.base = site.base;
    env.browser = await launchChromium();
  });
  after(async () => {
    await env.browser?.close();
    await site?.stop();
  });
  return env;
}

/** A page on the demo that records console errors, page errors, CSP violations and foreign requests. */
export async function openDemo(env, { query = "lang=en", context: ctxOptions = {}, ready = true } = {}) {
  const context = await env.browser.newContext({
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 1,
    serviceWorkers: "block",
    ...ctxOptions,
  });
  const page = await context.newPage();
  const problems = [];
  const foreign = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  context.on("request", (r) => {
    const url = r.url();
    if (!url.startsWith(`${env.base}/`) && !url.startsWith("data:")) foreign.push(url);
  });
  await context.addInitScript(() => {
    window.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => window.__csp.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });
  // the demo's opponent is the computer unless the query says otherwise: the tests play both sides
  const people = /(^|&)(vs|seats)=/.test(query) ? "" : "&vs=person";
  await page.goto(`${env.base}/?${query}${people}`);
  if (ready) await waitReady(page);
  /** Everything that must have stayed empty, checked at the end of a test. */
  const clean = async () => {
    assert.deepEqual(problems, [], "no console or page errors");
    assert.deepEqual(foreign, [], "no request leaves the origin");
    assert.deepEqual(await page.evaluate(() => window.__csp), [], "no Content-Security-Policy violation");
  };
  return { page, context, problems, foreign, clean };
}

export const waitReady = (page) =>
  page.waitForFunction(() => document.querySelector("folk-game")?.state?.ply >= 0 && !document.querySelector("folk-game").busy);
export const state = (page) => page.evaluate(() => document.querySelector("folk-game").state);
export const live = (page) => page.locator("folk-game .live").textContent();
export const idleAtPly = (page, ply) =>
  page.waitForFunction((n) => {
    const el = document.querySelector("folk-game");
    return !el.busy && el.state?.ply === n;
  }, ply);
/** Plays `n` moves through the element (fewer if the game ends), each the i-th legal one in turn
 *  (or a throw), at once. */
export const playFirst = (page, n) =>
  page.evaluate(async (count) => {
    const el = document.querySelector("folk-game");
    for (let i = 0; i < count && !el.state?.over; i++) {
      if (el.state?.toMove === "chance") await el.roll();
      else await el.play(el.legalMoves()[i % el.legalMoves().length]);
    }
  }, n);
/** Starts the lesson of the first <folk-game> (`learn()`, which answers true at once) and waits until
 *  its first step is shown: its code and words are loaded when a lesson first starts (later.js). */
export async function learnNow(page) {
  const started = await page.evaluate(() => document.querySelector("folk-game").learn());
  if (started !== true) throw new Error(`learn() answered ${started}`);
  await page.waitForFunction(() => document.querySelector("folk-game").lesson?.step === 1);
}
export const setSpeed = (page, ms) => page.evaluate((v) => document.querySelector("folk-game").setAttribute("speed", String(v)), ms);

/** Starts watching, frame by frame, whether the board animates; `await seen()` says if it did. */
export async function watchAnimation(page) {
  await page.evaluate(() => {
    window.__animated = false;
    const el = document.querySelector("folk-game");
    const poll = () => {
      if (el.busy) window.__animated = true;
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  return () => page.waitForFunction(() => window.__animated).then(() => true);
}

/** Where the canvas draws hole or square `i` (the mirror button sits on it). */
export const spot = (page, i) =>
  page.locator(`folk-game .mirror button[data-hole="${i}"]`).evaluate((b) => ({ x: parseFloat(b.style.left), y: parseFloat(b.style.top) }));

/** Clicks the canvas where hole or square `i` is drawn, as a mouse user would. */
export async function clickSpot(page, i) {
  await page.locator("folk-game canvas").click({ position: await spot(page, i) });
}

/** axe-core on the page: no serious or critical violation. Evaluated through the DevTools protocol
 *  rather than added as a <script>, which the page's strict CSP would (rightly) refuse. */
export async function checkAxe(page, what) {
  await page.evaluate(readFileSync(`${root}node_modules/axe-core/axe.min.js`, "utf8"));
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  assert.deepEqual(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    ),
    [],
    `axe-core on ${what}`,
  );
}
