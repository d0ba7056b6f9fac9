// Sizes: the shipped .wasm raw and gzipped (targets: TARGETS in bench/lib.mjs), the glue
// wasm-bindgen writes, js/*.js, the element (`folkgames/element`, as the package ships it in
// element/), and what a first visit to the demo transfers (gzipped): the files its service worker
// precaches (www/lib/precache.js, written by scripts/build.sh: every file the page can load) with
// the worker and that list. Needs `npm run build` first. gzip at level 9, as a static server or CDN
// would serve it.
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
const files = [
  entry("pkg/folkgames_bg.wasm"),
  entry("pkg/folkgames.js"),
  ...readdirSync(join(root, "js"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => entry(`js/${f}`)),
  ...elementFiles,
];
const pkg = sum(files);

// A first visit to the demo: the precache list (its "./" is index.html), sw.js and the list itself.
const precache = join(root, "www/lib/precache.js");
let demoFiles = [];
if (existsSync(precache)) {
  const self = {};
  new Function("self", readFileSync(precache, "utf8"))(self);
  const paths = new Set(self.PRECACHE.files.map((f) => (f === "./" ? "index.html" : f.replace(/^\.\//, ""))));
  paths.add("sw.js").add("lib/precache.js");
  demoFiles = [...paths].sort().map((p) => entry(`www/${p}`));
}
const demo = sum(demoFiles);

console.log(`${"file".padEnd(34)} ${"raw B".padStart(10)} ${"gzip B".padStart(10)}`);
for (const f of files) console.log(`${f.path.padEnd(34)} ${num(f.raw).padStart(10)} ${num(f.gzip).padStart(10)}`);
console.log(
  `${`element (element/, ${elementFiles.length} files)`.padEnd(34)} ${num(element.raw).padStart(10)} ${num(element.gzip).padStart(10)}${elementFiles.length ? "" : "   (no element/: run npm run build)"}`,
);
console.log(`${"package (the files above)".padEnd(34)} ${num(pkg.raw).padStart(10)} ${num(pkg.gzip).padStart(10)}`);
console.log(
  `${`demo first visit (${demoFiles.length} files)`.padEnd(34)} ${num(demo.raw).padStart(10)} ${num(demo.gzip).padStart(10)}${demoFiles.length ? "" : "   (no www/lib/precache.js: run npm run build)"}`,
);
const wasm = files[0];
const mark = (v, t) => `${v <= t ? "met" : "MISSED"}`;
console.log(
  `targets: .wasm <= ${num(TARGETS.wasmRaw)} B raw (${mark(wasm.raw, TARGETS.wasmRaw)}), <= ${num(TARGETS.wasmGzip)} B gzipped (${mark(wasm.gzip, TARGETS.wasmGzip)}); demo first visit <= ${num(TARGETS.demoGzip)} B gzipped (${demoFiles.length ? mark(demo.gzip, TARGETS.demoGzip) : "not measured"})`,
);
save("size", { files, element, package: pkg, demo: { ...demo, files: demoFiles } });
