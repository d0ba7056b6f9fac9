// Sizes: the .wasm raw and gzipped (targets: <= 64 KB raw, <= 28 KB gzipped), the wasm-bindgen
// glue, js/*.js, the element (`folkgames/element`, as the package ships it in element/), and
// what the demo page transfers (targets: <= 150 KB gzipped in all).
// Needs `npm run build` first. gzip at level 9, as a static server or CDN would serve it.
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join, relative } from "node:path";
import { root, num, save } from "./lib.mjs";

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

if (!existsSync(join(root, "pkg/folkgames_bg.wasm"))) {
  console.error("no pkg/folkgames_bg.wasm: run `npm run build` first");
  process.exit(1);
}
const sum = (list) => list.reduce((a, f) => ({ raw: a.raw + f.raw, gzip: a.gzip + f.gzip }), { raw: 0, gzip: 0 });
const elementDir = join(root, "element");
const elementFiles = existsSync(elementDir) ? walk(elementDir).map((p) => entry(relative(root, p))).sort((a, b) => a.path.localeCompare(b.path)) : [];
const element = sum(elementFiles);
const files = [entry("pkg/folkgames_bg.wasm"), entry("pkg/folkgames.js"), ...readdirSync(join(root, "js")).filter((f) => f.endsWith(".js")).map((f) => entry(`js/${f}`)), ...elementFiles];
const pkg = sum(files);

// The demo: every file under www/ (its own files and the package copy in www/lib/), each
// gzipped on its own, as the page would fetch them. An upper bound if the page loads fewer.
const www = join(root, "www");
const demoFiles = existsSync(www) ? walk(www).map((p) => entry(relative(root, p))) : [];
const hasPage = existsSync(join(www, "index.html"));
const demo = sum(demoFiles);

console.log(`${"file".padEnd(30)} ${"raw B".padStart(10)} ${"gzip B".padStart(10)}`);
for (const f of files) console.log(`${f.path.padEnd(30)} ${num(f.raw).padStart(10)} ${num(f.gzip).padStart(10)}`);
console.log(`${`element (element/, ${elementFiles.length} files)`.padEnd(30)} ${num(element.raw).padStart(10)} ${num(element.gzip).padStart(10)}${elementFiles.length ? "" : "   (no element/: run npm run build)"}`);
console.log(`${"package (the files above)".padEnd(30)} ${num(pkg.raw).padStart(10)} ${num(pkg.gzip).padStart(10)}`);
console.log(
  `${`demo (www/, ${demoFiles.length} files)`.padEnd(30)} ${num(demo.raw).padStart(10)} ${num(demo.gzip).padStart(10)}${hasPage ? "" : "   (no www/index.html in this checkout: package copy only)"}`,
);
const wasm = files[0];
console.log(`targets: .wasm <= 65,536 B raw (${wasm.raw <= 65536 ? "met" : "missed"}), <= 28,672 B gzipped (${wasm.gzip <= 28672 ? "met" : "missed"}); demo <= 153,600 B gzipped (${demo.gzip <= 153600 ? "met" : "missed"})`);
save("size", { files, element, package: pkg, demo: { ...demo, files: demoFiles, hasPage } });
