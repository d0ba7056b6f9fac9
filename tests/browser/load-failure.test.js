// A load that fails says so (issue 29): under exactly the README's Content-Security-Policy the
// element loads, plays, and the computer's worker loads and answers; under the README's old policy
// (no connect-src), with the .wasm answered 404 or its request aborted (offline), or in a browser
// without WebAssembly, the element shows its message instead of "Setting out the board…" and sends
// `error` with the browser's error; where trying again can help, "Try again" loads the game once the
// .wasm can be fetched, and so it does for the computer's worker. Served as a museum's page would
// be: the package as `npm pack` ships it beside a plain host page, the policy a response header on
// every file (so the worker's script carries it too).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root, serve, launchChromium, unpackPackage } from "./harness.js";

/** The policy the README names as all the element needs (the one line in backquotes that sets `default-src 'none'`). */
const README_POLICY = readFileSync(join(root, "README.md"), "utf8").match(/`(default-src 'none';[^`]*)`/)?.[1];
/** Policies that refuse the module: the README's old line (no connect-src: the .wasm's fetch is
 *  refused), and one without 'wasm-unsafe-eval' (its compilation is). */
const REFUSING = [
  {
    policy: "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'",
    directive: "connect-src",
    blocked: /game-kpe_bg\.wasm$/,
    cause: { name: "TypeError", message: /^Failed to fetch$/ },
  },
  {
    policy: "default-src 'none'; script-src 'self'; connect-src 'self'",
    directive: "script-src",
    blocked: /^wasm-eval$/,
    cause: { name: "CompileError", message: /Content Security/ },
  },
];

let dir;
let strict; // the site under the README's policy
const refusing = []; // a site under each of REFUSING
let demo; // www/, the demo page
let browser;

const page = (title, tag) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title>
<script type="module" src="node_modules/folkgames/element/folk-game.js"></script>
<h1>${title}</h1>
${tag}
<p>The museum's text goes on after the game.</p>`;

before(async () => {
  assert.ok(README_POLICY, "the README names the policy the element needs");
  dir = mkdtempSync(join(tmpdir(), "folkgames-load-"));
  unpackPackage(dir);
  writeFileSync(join(dir, "index.html"), page("Kpé", `<folk-game game="kpe" speed="0"></folk-game>`));
  writeFileSync(join(dir, "computer.html"), page("Kpé against the computer", `<folk-game game="kpe" speed="0" computer="1"></folk-game>`));
  strict = await serve(dir, { "Content-Security-Policy": README_POLICY });
  for (const { policy } of REFUSING) refusing.push(await serve(dir, { "Content-Security-Policy": policy }));
  demo = await serve("www");
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await strict?.stop();
  for (const site of refusing) await site.stop();
  await demo?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens `path` on `site`, recording console and page errors, the policy's violations and the
 *  element's `error` events; `prepare(context)` runs first (routes, init scripts). */
async function open(site, path, prepare = async () => {}) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 800 }, serviceWorkers: "block" });
  const tab = await context.newPage();
  const problems = [];
  tab.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
  tab.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  await context.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__csp = [];
    w.__errors = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.effectiveDirective}: ${e.blockedURI}`));
    // the element's `error` does not bubble: caught on its way down
    document.addEventListener(
      "error",
      (e) => {
        if (/** @type {Element} */ (e.target)?.localName !== "folk-game") return;
        const d = /** @type {CustomEvent} */ (e).detail;
        w.__errors.push({ error: d instanceof Error, name: d?.name, message: String(d?.message) });
      },
      true,
    );
  });
  await prepare(context);
  await tab.goto(`${site.base}/${path}`);
  return { page: tab, context, problems };
}

const note = (tab) => tab.locator("folk-game .note");
const errors = (tab) => tab.evaluate(() => /** @type {any} */ (window).__errors);
const violations = (tab) => tab.evaluate(() => /** @type {any} */ (window).__csp);
const atPly = (tab, n) =>
  tab.waitForFunction((ply) => {
    const el = document.querySelector("folk-game");
    return el.state?.ply === ply && !el.busy && !el.thinking;
  }, n);
/** The element's failure message is shown (not "Setting out the board…") and `error` was sent once. */
async function failedWith(tab, words) {
  await tab.waitForFunction(
    (w) => document.querySelector("folk-game").shadowRoot.querySelector(".note:not([hidden])")?.textContent.startsWith(w),
    words,
  );
  await tab.waitForFunction(() => /** @type {any} */ (window).__errors.length > 0);
  assert.equal(await tab.evaluate(() => document.querySelector("folk-game").state), null);
  assert.doesNotMatch(await note(tab).textContent(), /Setting out the board/);
  const sent = await errors(tab);
  assert.equal(sent.length, 1, "one error event");
  return sent[0];
}

test("under exactly the README's policy the element loads, plays, and the computer's worker answers", async () => {
  const { page: tab, context, problems } = await open(strict, "index.html");
  await atPly(tab, 0);
  await tab.evaluate(() => document.querySelector("folk-game").play({ kind: "sow", pit: 1 }));
  await atPly(tab, 1);
  assert.deepEqual(await errors(tab), []);
  assert.deepEqual(await violations(tab), []);
  // the worker: its script and its own .wasm under the same policy (a header on every file)
  const vsComputer = await context.newPage();
  vsComputer.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
  vsComputer.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  await vsComputer.goto(`${strict.base}/computer.html`);
  await atPly(vsComputer, 0);
  await vsComputer.evaluate(() => document.querySelector("folk-game").play({ kind: "sow", pit: 1 }));
  await atPly(vsComputer, 2); // the computer's move came back from its worker
  const hint = await vsComputer.evaluate(() => document.querySelector("folk-game").hint());
  assert.ok(hint?.kind, "a hint from the worker");
  assert.deepEqual(await errors(vsComputer), []);
  assert.deepEqual(await violations(vsComputer), []);
  assert.deepEqual(problems, []);
  await context.close();
});

REFUSING.forEach(({ policy, directive, blocked, cause }, i) => {
  test(`under "${policy}" the element says it cannot load here and sends the browser's error`, async () => {
    const { page: tab, context, problems } = await open(refusing[i], "index.html");
    const sent = await failedWith(tab, "The game cannot load on this page.");
    assert.equal(sent.error, true);
    assert.equal(sent.name, cause.name);
    assert.match(sent.message, cause.message);
    assert.equal(await note(tab).locator("button").count(), 0, "no Try again: the policy will refuse it again");
    const seen = (await violations(tab)).map((v) => v.split(": "));
    assert.ok(
      seen.some(([d, uri]) => d === directive && blocked.test(uri)),
      JSON.stringify(seen),
    );
    // the host asking for a game, or another one, changes nothing
    assert.equal(await tab.evaluate(() => document.querySelector("folk-game").newGame()), false);
    await tab.evaluate(() => document.querySelector("folk-game").setAttribute("game", "siryu"));
    assert.equal(await note(tab).textContent(), "The game cannot load on this page.");
    assert.equal((await errors(tab)).length, 1);
    // in the page's language, when it changes
    await tab.evaluate(() => document.querySelector("folk-game").setAttribute("lang", "fr"));
    await note(tab).locator("p", { hasText: "Le jeu ne peut pas se charger sur cette page." }).waitFor(); // once the French pack is in
    assert.equal(await note(tab).textContent(), "Le jeu ne peut pas se charger sur cette page.");
    assert.deepEqual(
      problems.filter((p) => p.startsWith("page error")),
      [],
    );
    await context.close();
  });
});

for (const [how, answer, cause] of [
  ["answered 404", (route) => route.fulfill({ status: 404, body: "not here" }), { error: true, name: "Error", message: /404/ }],
  ["aborted (offline)", (route) => route.abort("internetdisconnected"), { error: true, name: "TypeError", message: /Failed to fetch/ }],
]) {
  test(`the .wasm ${how}: the message, the error, and "Try again" loads the game once it can`, async () => {
    const { page: tab, context } = await open(strict, "index.html", (c) => c.route("**/game-*_bg.wasm", answer));
    const sent = await failedWith(tab, "The game could not be loaded. Check the connection, then try again.");
    assert.equal(sent.error, cause.error);
    assert.equal(sent.name, cause.name);
    assert.match(sent.message, cause.message);
    await tab.evaluate(() => document.querySelector("folk-game").setAttribute("lang", "fr"));
    await note(tab).locator("p", { hasText: "Le jeu n’a pas pu être chargé." }).waitFor(); // once the French pack is in
    assert.equal(await note(tab).locator("button").textContent(), "Réessayer");
    // still failing: said again, a second error
    await note(tab).locator("button").click();
    await tab.waitForFunction(() => /** @type {any} */ (window).__errors.length === 2);
    await note(tab).locator("p", { hasText: "Le jeu n’a pas pu être chargé." }).waitFor();
    await context.unroute("**/game-*_bg.wasm");
    await note(tab).locator("button").click();
    await atPly(tab, 0);
    assert.equal(await note(tab).isHidden(), true);
    assert.match(await tab.evaluate(() => document.querySelector("folk-game").statusText), /Sud/);
    await tab.evaluate(() => document.querySelector("folk-game").play({ kind: "sow", pit: 1 }));
    await atPly(tab, 1);
    assert.equal((await errors(tab)).length, 2);
    await context.close();
  });
}

// The page loads the rules of the game it shows (that game's own module): another game's are
// fetched when it is picked, and that load can fail as the first one can.
test("another game picked whose rules cannot be fetched: the message, the error, and Try again makes that game, undo the one before", async () => {
  const {
    page: tab,
    context,
    problems,
  } = await open(strict, "index.html", (c) => c.route("**/game-siryu_bg.wasm", (route) => route.abort("internetdisconnected")));
  await atPly(tab, 0);
  await tab.evaluate(() => document.querySelector("folk-game").play({ kind: "sow", pit: 1 }));
  await atPly(tab, 1);
  await tab.evaluate(() => document.querySelector("folk-game").setAttribute("game", "siryu"));
  const sent = await failedWith(tab, "The game could not be loaded. Check the connection, then try again.");
  assert.equal(sent.name, "TypeError");
  await context.unroute("**/game-siryu_bg.wasm");
  await note(tab).locator("button").click();
  await atPly(tab, 0);
  assert.equal(await tab.evaluate(() => document.querySelector("folk-game").state?.game), "siryu");
  assert.equal(await note(tab).isHidden(), true);
  // the Kpé game in progress comes back by undo, as when a game's rules were there already
  await tab.evaluate(() => document.querySelector("folk-game").undo());
  await atPly(tab, 1);
  assert.equal(await tab.evaluate(() => document.querySelector("folk-game").state?.game), "kpe");
  assert.equal((await errors(tab)).length, 1);
  assert.deepEqual(
    problems.filter((p) => p.startsWith("page error")),
    [],
  );
  await context.close();
});

test("a browser without WebAssembly is told so, with nothing to try again", async () => {
  const { page: tab, context } = await open(strict, "index.html", (c) => c.addInitScript(() => delete globalThis.WebAssembly));
  const sent = await failedWith(tab, "This browser cannot run the game; a newer one can.");
  assert.equal(sent.error, true);
  assert.equal(await note(tab).locator("button").count(), 0);
  await context.close();
});

test("the computer's worker cannot load its module: said, `error` sent, and Try again plays its move once it can", async () => {
  const { page: tab, context } = await open(strict, "computer.html");
  await atPly(tab, 0);
  // the computer's own module, which only its worker fetches
  await context.route("**/folkgames_computer_bg.wasm", (route) => route.abort("internetdisconnected"));
  await tab.evaluate(() => document.querySelector("folk-game").play({ kind: "sow", pit: 1 }));
  await tab.waitForFunction(() => /** @type {any} */ (window).__errors.length > 0);
  assert.deepEqual(await errors(tab), [{ error: true, name: "TypeError", message: "Failed to fetch" }]);
  const el = () =>
    tab.evaluate(() => ({ ply: document.querySelector("folk-game").state?.ply, message: document.querySelector("folk-game").message }));
  assert.deepEqual(await el(), { ply: 1, message: "The computer could not be loaded. Check the connection, then try again." });
  const retry = tab.locator("folk-game .actions button", { hasText: "Try again" });
  await context.unroute("**/folkgames_computer_bg.wasm");
  await retry.click();
  await atPly(tab, 2);
  assert.equal((await errors(tab)).length, 1);
  await context.close();
});

test("the demo page: its board says the failed load, and the page goes on once Try again has made a game", async () => {
  const {
    page: tab,
    context,
    problems,
  } = await open(demo, "?lang=en", (c) => c.route("**/game-*_bg.wasm", (route) => route.abort("internetdisconnected")));
  await failedWith(tab, "The game could not be loaded. Check the connection, then try again.");
  await context.unroute("**/game-*_bg.wasm");
  await note(tab).locator("button").click();
  await atPly(tab, 0);
  await tab.locator("#games button.game").first().waitFor(); // the picker, from the catalogue
  assert.equal(await tab.locator("#games button.game").count(), 3);
  assert.deepEqual(
    problems.filter((p) => p.startsWith("page error")),
    [],
  );
  await context.close();
});
