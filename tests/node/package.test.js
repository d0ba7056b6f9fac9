// The npm package as users get it: `npm pack`, installed into a scratch project, imported from
// Node, and bundled by Vite offline.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync, readdirSync, rmSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
let dir;
let project;

function run(cmd, args, cwd) {
  return execFileSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

before(() => {
  dir = mkdtempSync(join(tmpdir(), "folkgames-pack-"));
  const out = JSON.parse(run("npm", ["pack", "--json", "--pack-destination", dir], root));
  const tarball = join(dir, out[0].filename);
  project = join(dir, "project");
  run("mkdir", ["-p", project], dir);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "scratch", private: true, type: "module" }));
  // --prefer-offline: the dependencies from npm's cache when it has them (npm ci filled it with their
  // tarballs, not always their registry entries, which a fresh machine then fetches)
  run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", tarball], project);
});

after(() => rmSync(dir, { recursive: true, force: true }));

test("the tarball holds the package and nothing else", () => {
  const files = readdirSync(join(project, "node_modules/folkgames"), { recursive: true }).sort();
  for (const f of [
    "js/folkgames.js",
    "js/node.js",
    "pkg/folkgames.js",
    "pkg/folkgames_bg.wasm",
    "pkg/folkgames.d.ts",
    "pkg/games.js",
    "pkg/game-kpe.js",
    "pkg/game-kpe_bg.wasm",
    "pkg/game-siryu_bg.wasm",
    "pkg/offline-manifest.js",
    "js/offline.js",
    "js/computer.js",
    "js/computer-node.js",
    "pkg/folkgames_computer.js",
    "pkg/folkgames_computer_bg.wasm",
    "pkg/folkgames_computer.d.ts",
    "LICENSE",
    "types/folkgames.d.ts",
    "types/computer.d.ts",
    "element/folk-game.js",
    "element/render/siryu.js",
    "package.json",
  ]) {
    assert.ok(files.includes(f), `missing ${f}`);
  }
  assert.ok(!files.some((f) => f.startsWith("src") || f.startsWith("tests") || f.startsWith("target")), files.join(" "));
  const pkg = JSON.parse(readFileSync(join(project, "node_modules/folkgames/package.json"), "utf8"));
  assert.equal(pkg.license, "MIT");
  assert.ok(pkg.repository && pkg.exports && pkg.types && pkg.sideEffects);
});

test("Node imports the installed package with no manual wasm loading", () => {
  writeFileSync(
    join(project, "play.js"),
    `import { Game } from "folkgames";
     const g = new Game("kpe", { seed: 3 });
     while (!g.isOver()) g.play(g.legalMoves()[0]);
     console.log(JSON.stringify(g.result()));`,
  );
  const result = JSON.parse(run(process.execPath, ["play.js"], project));
  assert.equal(result.totals[0] + result.totals[1], 48);
});

test("Node asks the computer through either entry, the same move", () => {
  writeFileSync(
    join(project, "suggest.js"),
    `import { Game } from "folkgames";
     import * as computer from "folkgames/computer";
     const a = new Game("bay-khom", { seed: 3 }).suggestMove({ level: "hard", seed: 7 });
     const b = new computer.Game("bay-khom", { seed: 3 }).suggestMove({ level: "hard", seed: 7 });
     console.log(JSON.stringify([a, b]));`,
  );
  const [a, b] = JSON.parse(run(process.execPath, ["suggest.js"], project));
  assert.equal(typeof a.kind, "string");
  assert.deepEqual(a, b);
});

test("a Vite project bundles it offline, every .wasm included: every game's, each game's own and the computer's", () => {
  writeFileSync(join(project, "index.html"), `<!doctype html><title>scratch</title><script type="module" src="./main.js"></script>`);
  writeFileSync(
    join(project, "main.js"),
    `import init, { Game, initComputer } from "folkgames";
     await init();
     const g = new Game("kpe");
     document.title = String(g.legalMoves().length);
     document.body.onclick = async () => {
       await initComputer();
       document.title = g.suggestMove().pit;
     };`,
  );
  run(process.execPath, [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "error"], project);
  const assets = readdirSync(join(project, "dist/assets"));
  const modules = assets.filter((f) => f.endsWith(".wasm")).map((f) => f.replace(/-[\w-]{8}\.wasm$/, ""));
  assert.deepEqual(
    modules.sort(),
    ["folkgames_bg", "folkgames_computer_bg", "game-bay-khom_bg", "game-kpe_bg", "game-siryu_bg"],
    `the modules among ${assets}`,
  );
  assert.ok(
    assets.some((f) => f.endsWith(".js")),
    `no .js among ${assets}`,
  );
});
