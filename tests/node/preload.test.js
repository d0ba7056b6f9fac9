// The demo page asks for its whole static module graph at once (www/index.html's modulepreload
// links), so the browser fetches them in one round instead of one import level at a time; with
// it the list of the games' own modules (pkg/games.js), which start-engine.js imports next. A module missing from that list is found only when its importer has
// been parsed, and costs the first board a further round trip: js/catalogue.js was missed that
// way. The page's scripts are a bundle (www/lib/demo.js, scripts/bundle.mjs) that imports the
// package entry; this test walks the static imports from the page's entry and checks each one is
// preloaded. Reads www/lib/, so run after `bash scripts/build.sh`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, existsSync } from "node:fs";
import { dirname, join, relative, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const www = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "www");
const html = readFileSync(join(www, "index.html"), "utf8");

const links = (rel) => [...html.matchAll(/<link\s+rel="([^"]+)"\s+href="([^"]+)"/g)].filter((m) => m[1] === rel).map((m) => normalize(m[2]));

/** Static imports of one module (`import ... from "x"` and `import "x"`), as paths under www/. */
function imports(path) {
  const text = readFileSync(join(www, path), "utf8");
  // at the start of a line or after a statement (a minified bundle has no line breaks)
  return [...text.matchAll(/(?:^|;)\s*import\s*(?:[^"';()]*?\bfrom\s*)?["']([^"']+)["']/gm)]
    .map((m) => m[1])
    .filter((spec) => spec.startsWith("."))
    .map((spec) => relative(www, join(www, dirname(path), spec)));
}

test("the page preloads every module of its static import graph", () => {
  const entry = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => normalize(m[1]));
  assert.deepEqual(entry, ["lib/demo.js"], "one module entry, the bundle");
  const seen = new Set();
  const todo = [...entry];
  while (todo.length) {
    const path = todo.pop();
    if (seen.has(path)) continue;
    seen.add(path);
    assert.ok(existsSync(join(www, path)), `${path} exists (run scripts/build.sh first)`);
    todo.push(...imports(path));
  }
  assert.deepEqual(
    [...seen].sort(),
    ["lib/demo.js", "lib/js/engine.js", "lib/js/folkgames.js", "lib/pkg/folkgames.js"],
    "the bundle imports the package entry, which imports its glue and what it shares with the computer's entry",
  );
  const preloaded = new Set(links("modulepreload"));
  for (const path of seen) assert.ok(preloaded.has(path), `${path} is imported at start but not preloaded`);
  seen.add("lib/pkg/games.js"); // imported by initGame (start-engine.js) at once
  for (const path of preloaded) assert.ok(seen.has(path), `${path} is preloaded but not imported at start`);
});

// The page loads the rules of the game it opens with (its own module, which the query decides),
// not every game's: a preloaded .wasm would be every game's, or the wrong game's.
test("the page preloads no .wasm; start-engine.js asks for the game's own", () => {
  assert.deepEqual(links("preload"), []);
  assert.ok(existsSync(join(www, "lib/pkg/games.js")));
  assert.match(readFileSync(join(www, "lib/pkg/games.js"), "utf8"), /"?kpe"?:\s*\(\)\s*=>\s*import\("\.\/game-kpe\.js"\)/);
});

// The .wasm is fetched and compiled as soon as the package's modules are in: www/start-engine.js,
// an async module, calls initGame() while the deferred demo.js still waits for the rest of its graph,
// the end of parsing and the stylesheet. Made deferred (or dropped), the engine would start
// loading only once demo.js runs, and the first board would wait for it.
test("an async module starts the engine loading before demo.js runs", () => {
  const tag = /<script type="module" async src="start-engine\.js"><\/script>/.exec(html);
  assert.ok(tag, "index.html loads start-engine.js as an async module");
  assert.ok(tag.index < html.indexOf('<script type="module" src="lib/demo.js">'), "it comes before demo.js");
  const text = readFileSync(join(www, "start-engine.js"), "utf8");
  assert.match(text, /^\s*initGame\(/m, "it calls initGame()");
  const preloaded = new Set(links("modulepreload"));
  for (const path of imports("start-engine.js")) assert.ok(preloaded.has(path), `${path} is preloaded`);
  assert.deepEqual(imports("start-engine.js"), ["lib/js/folkgames.js"], "it imports only the package, so it runs early");
});
