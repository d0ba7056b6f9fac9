// The targets of issue 8 next to this run's figures (bench-results/*.json, written by the other
// parts of `npm run bench`), each marked met or missed. It reads figures only; it never fails.
import { load, num } from "./lib.mjs";

// Ludii 1.3.12's random playouts/s on a machine of this kind (the issue's reference); the native
// target is 300 times it.
const LUDII = { "Bày Khòm poree-maspero": 270, "Siryu 2 players": 135, "Siryu 4 players": 35.5 };
const rows = [];
const row = (figure, measured, target, met) => rows.push([figure, measured, target, met === null ? "not measured" : met ? "met" : "MISSED"]);

const native = load("native");
for (const c of native?.cases ?? []) {
  const goal = c.case === "Kpé" ? 200_000 : LUDII[c.case] && LUDII[c.case] * 300;
  if (goal) row(`native playouts/s, ${c.case}`, num(c.playoutsPerSec), `>= ${num(goal)}`, c.playoutsPerSec >= goal);
}
for (const o of native?.objects ?? []) row(`game object, ${o.game}`, `${num(o.bytes)} B`, "<= 4,096 B", o.bytes <= 4096);

for (const c of load("wasm-playouts")?.cases ?? []) {
  const r = c.pairedRatio?.median ?? c.ratioToNative;
  if (r !== undefined && r !== null) row(`wasm / native (paired), ${c.case}`, r.toFixed(2), ">= 0.5", r >= 0.5);
}
for (const c of load("js-api")?.cases ?? []) {
  const blocks = c.playBlockMediansUs?.length > 1 ? ` (blocks ${c.playBlockMediansUs[0].toFixed(2)}-${c.playBlockMediansUs.at(-1).toFixed(2)})` : "";
  if (c.playUs) row(`play() through the JS API, ${c.case}`, `${c.playUs.median.toFixed(2)} µs${blocks}`, "<= 2 µs", c.playUs.median <= 2);
}

const size = load("size");
const wasmFile = size?.files?.find((f) => f.path.endsWith(".wasm"));
if (wasmFile) {
  row(".wasm raw", `${num(wasmFile.raw)} B`, "<= 65,536 B", wasmFile.raw <= 65_536);
  row(".wasm gzipped", `${num(wasmFile.gzip)} B`, "<= 28,672 B", wasmFile.gzip <= 28_672);
}
if (size?.demo) row("demo transfer, gzipped", `${num(size.demo.gzip)} B`, "<= 153,600 B", size.demo.gzip <= 153_600);

const page = load("page");
const memory = load("memory");
if (page && !page.measured) row("page load", "-", "<= 300 ms", null);
for (const c of page?.measured ? page.cases : []) row(`page load, ${c.game}`, `${c.ms.median.toFixed(0)} ms`, "<= 300 ms", c.ms.median <= 300);

if (memory) {
  row(`memory over ${num(memory.playouts)} playouts`, `${num(memory.before)} -> ${num(memory.afterPlayouts)} B`, "no growth", memory.afterPlayouts === memory.before);
}

const when = [native, load("wasm-playouts"), load("js-api"), size, page, memory].map((f) => f?.when).filter(Boolean).sort();
if (!rows.length) {
  console.log("no figures yet: run `npm run bench`");
} else {
  console.log(`figures written from ${when[0]} to ${when[when.length - 1]}`);
  const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(`${r[0].padEnd(width[0])}  ${r[1].padStart(width[1])}  ${r[2].padEnd(width[2])}  ${r[3]}`);
  const missed = rows.filter((r) => r[3] === "MISSED").length;
  console.log(`${rows.length - missed} of ${rows.length} targets met in this run${missed ? `; ${missed} missed (BENCHMARKS.md, "Misses", has the plan for each)` : ""}`);
}
