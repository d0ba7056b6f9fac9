// Sizes: the shipped .wasm files raw and gzipped: each game's own page module first (what a page
// that shows that game loads: targets, TARGETS in bench/lib.mjs), every game's (`init()`) and the
// computer's; the glue wasm-bindgen writes for each, js/*.js, the element (`folkgames/element`, as
// the package ships it in element/), and what a first visit to the demo transfers (gzipped), for
// each game it can open with (?game=…; Kpé without): the files the page loads for a game between
// people (the service worker's precache list, www/lib/precache.js, written by scripts/build.sh,
// without the computer's files, COMPUTER_ONLY, which only the computer's worker loads, nor the
// other games' modules), with the worker and that list; and the whole precache, which the service
// worker then fetches for offline play, the computer's files and every game's rules included.
// Needs `npm run build` first. gzip at level 9, as a static server or CDN would serve it.
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join, relative } from "node:path";
import { root, num, save, TARGETS } from "./lib.mjs";

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const entry = (path) => {
  const b = readFileSync(join(root, path));
  return { path, raw: b.length, gzip: gz(b) };
};
const walk = (dir) =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
const sum = (list) => list.reduce((a, f) => ({ raw: a.raw + f.raw, gzip: a.gzip + f.gzip }), { raw: 0, gzip: 0 });

if (!existsSync(join(root, "pkg/folkgames_bg.wasm"))) {
  console.error("no pkg/folkgames_bg.wasm: run `npm run build` first");
  process.exit(1);
}
const elementDir = join(root, "element");
const elementFiles = existsSync(elementDir)
  ? walk(elementDir)
      .map((p) => entry(relative(root, p)))
      .sort((a, b) => a.path.localeCompare(b.path))
  : [];
const element = sum(elementFiles);
/** The games with a module of their own (pkg/games.js, written by scripts/build.sh), in its order. */
const GAMES = [...readFileSync(join(root, "pkg/games.js"), "utf8").matchAll(/"([a-z-]+)": \(\) => import/g)].map((m) => m[1]);
const gameModules = GAMES.map((id) => entry(`pkg/game-${id}_bg.wasm`));
const files = [
  ...gameModules,
  entry("pkg/folkgames_bg.wasm"),
  entry("pkg/folkgames_computer_bg.wasm"),
  ...GAMES.map((id) => entry(`pkg/game-${id}.js`)),
  entry("pkg/games.js"),
  entry("pkg/folkgames.js"),
  entry("pkg/folkgames_computer.js"),
  ...readdirSync(join(root, "js"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => entry(`js/${f}`)),
  ...elementFiles,
];
const pkg = sum(files);

// A first visit to the demo: the precache list (its "./" is index.html), sw.js and the list itself,
// without the files only the computer's worker loads (the page never fetches them in a game between
// people: tests/browser/computer.test.js); `offline`: the whole list.
const COMPUTER_ONLY = ["lib/ai-worker.js", "lib/js/computer.js", "lib/pkg/folkgames_computer.js", "lib/pkg/folkgames_computer_bg.wasm"];
// nor what an English visit never asks for: the other languages' packs (English is in the bundle;
// each pack is loaded when its language is chosen), the QR code maker (kiosk mode's "Continue on
// your phone" loads it when it shows a code), the service-worker helper for other sites, and the
// element's parts loaded when first used (the review, the rules sheet, kiosk mode, the lesson: the
// chunks scripts/bundle.mjs lists in www/lib/later.txt; the lessons' words, lib/lang/lessons/*.js,
// come with the lesson; tests/browser/later.test.js checks a first game fetches none)
const laterList = join(root, "www/lib/later.txt");
const later = existsSync(laterList) ? readFileSync(laterList, "utf8").split("\n").filter(Boolean) : [];
const notFirst = (path) =>
  COMPUTER_ONLY.includes(path) || path.startsWith("lib/lang/") || ["lib/js/offline.js", "lib/qrcode.js"].includes(path) || later.includes(path);
/** Another game's rules, which a first visit to `game` does not load (its own module and glue). */
const otherGame = (path, game) => GAMES.some((id) => id !== game && (path === `lib/pkg/game-${id}.js` || path === `lib/pkg/game-${id}_bg.wasm`));
const precache = join(root, "www/lib/precache.js");
let offlineFiles = [];
if (existsSync(precache)) {
  const self = {};
  new Function("self", readFileSync(precache, "utf8"))(self);
  const paths = new Set(self.PRECACHE.files.map((f) => (f === "./" ? "index.html" : f.replace(/^\.\//, ""))));
  paths.add("sw.js").add("lib/precache.js");
  offlineFiles = [...paths].sort().map((p) => entry(`www/${p}`));
}
/** A first visit to the demo opened with `game`: its files and their sum. */
const visits = GAMES.map((game) => {
  const visitFiles = offlineFiles.filter((f) => !notFirst(f.path.slice("www/".length)) && !otherGame(f.path.slice("www/".length), game));
  return { game, ...sum(visitFiles), files: visitFiles };
});
const demoFiles = visits[0]?.files ?? []; // the demo's own game (index.html's board: Kpé)
const demo = sum(demoFiles);
const offline = sum(offlineFiles);

console.log(`${"file".padEnd(34)} ${"raw B".padStart(10)} ${"gzip B".padStart(10)}`);
for (const f of files) console.log(`${f.path.padEnd(34)} ${num(f.raw).padStart(10)} ${num(f.gzip).padStart(10)}`);
console.log(
  `${`element (element/, ${elementFiles.length} files)`.padEnd(34)} ${num(element.raw).padStart(10)} ${num(element.gzip).padStart(10)}${elementFiles.length ? "" : "   (no element/: run npm run build)"}`,
);
console.log(`${"package (the files above)".padEnd(34)} ${num(pkg.raw).padStart(10)} ${num(pkg.gzip).padStart(10)}`);
for (const v of visits)
  console.log(
    `${`demo first visit, ${v.game} (${v.files.length} files)`.padEnd(34)} ${num(v.raw).padStart(10)} ${num(v.gzip).padStart(10)}${v.files.length ? "" : "   (no www/lib/precache.js: run npm run build)"}`,
  );
console.log(`${`demo precache, offline (${offlineFiles.length})`.padEnd(34)} ${num(offline.raw).padStart(10)} ${num(offline.gzip).padStart(10)}`);
const mark = (v, t) => `${v <= t ? "met" : "MISSED"}`;
for (const wasm of gameModules)
  console.log(
    `targets: ${wasm.path} (the page's .wasm for that game) <= ${num(TARGETS.wasmRaw)} B raw (${mark(wasm.raw, TARGETS.wasmRaw)}), <= ${num(TARGETS.wasmGzip)} B gzipped (${mark(wasm.gzip, TARGETS.wasmGzip)}; issue 29's <= ${num(TARGETS.pageWasmGzip)} B: ${mark(wasm.gzip, TARGETS.pageWasmGzip)})`,
  );
for (const v of visits)
  console.log(
    `targets: demo first visit, ${v.game}, <= ${num(TARGETS.demoGzip)} B gzipped (${v.files.length ? mark(v.gzip, TARGETS.demoGzip) : "not measured"})`,
  );
save("size", {
  files,
  gameModules,
  element,
  package: pkg,
  demo: { ...demo, files: demoFiles },
  visits,
  offline: { ...offline, files: offlineFiles },
});
