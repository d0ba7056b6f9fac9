// The budgets of issue 18 and issue 29's Lighthouse targets (TARGETS in bench/lib.mjs) next to this run's figures
// (bench-results/*.json, written by the other parts of `npm run bench`), each marked met or
// missed. It reads figures only; it never fails.
import { load, num, lighthouseChecks, TARGETS, OLD_NATIVE } from "./lib.mjs";

const rows = [];
const row = (figure, measured, target, met) => rows.push([figure, measured, target, met === null ? "not measured" : met ? "met" : "MISSED"]);

const size = load("size");
// the page's .wasm: each game's own module (a page loads the rules of the game it shows)
for (const wasmFile of size?.gameModules ?? []) {
  row(`page .wasm raw, ${wasmFile.path}`, `${num(wasmFile.raw)} B`, `<= ${num(TARGETS.wasmRaw)} B`, wasmFile.raw <= TARGETS.wasmRaw);
  row(
    `page .wasm gzipped, ${wasmFile.path}`,
    `${num(wasmFile.gzip)} B`,
    `<= ${num(TARGETS.wasmGzip)} B (issue 29: ${num(TARGETS.pageWasmGzip)} B)`,
    wasmFile.gzip <= TARGETS.wasmGzip,
  );
}
if (!size?.gameModules?.length) row(".wasm size", "-", `<= ${num(TARGETS.wasmRaw)} B raw, ${num(TARGETS.wasmGzip)} B gzipped`, null);

const js = load("js-api");
for (const c of js?.cases ?? []) {
  const blocks = c.playBlockMediansUs?.length > 1 ? ` (blocks ${c.playBlockMediansUs[0].toFixed(1)}-${c.playBlockMediansUs.at(-1).toFixed(1)})` : "";
  if (c.playUs) row(`play(), ${c.case}`, `${c.playUs.median.toFixed(1)} µs${blocks}`, `<= ${TARGETS.playUs} µs`, c.playUs.median <= TARGETS.playUs);
}
for (const c of js?.cases ?? []) {
  if (c.stateUs) row(`state(), ${c.case}`, `${c.stateUs.median.toFixed(1)} µs`, `<= ${TARGETS.stateUs} µs`, c.stateUs.median <= TARGETS.stateUs);
}
if (!js) row("play() and state() through the JS API", "-", `<= ${TARGETS.playUs} µs, <= ${TARGETS.stateUs} µs`, null);

const wasmPlayouts = load("wasm-playouts");
for (const c of wasmPlayouts?.cases ?? []) {
  const paired = c.pairedRatio?.median;
  const r = paired ?? c.ratioToNative;
  const how = paired !== undefined && paired !== null ? "paired" : "medians";
  row(
    `in-module / native playouts, ${c.case}`,
    r === null || r === undefined ? "-" : `${r.toFixed(2)} (${how})`,
    `>= ${TARGETS.wasmToNative}`,
    r === null || r === undefined ? null : r >= TARGETS.wasmToNative,
  );
}

const native = load("native");
for (const [label, old] of Object.entries(OLD_NATIVE)) {
  const c = native?.cases?.find((c) => c.case === label);
  const goal = old * TARGETS.nativeToOld;
  row(
    `native playouts/s, ${label}`,
    c ? num(c.playoutsPerSec) : "-",
    `>= ${num(goal)} (0.9 x the old ${num(old)})`,
    c ? c.playoutsPerSec >= goal : null,
  );
}
if (native?.error) console.log(`native figures missing: ${native.error}`);

for (const v of size?.visits ?? [])
  if (v.files.length) row(`demo first visit, ${v.game}, gzipped`, `${num(v.gzip)} B`, `<= ${num(TARGETS.demoGzip)} B`, v.gzip <= TARGETS.demoGzip);
if (!size?.visits?.some((v) => v.files.length)) row("demo first visit, gzipped", "-", `<= ${num(TARGETS.demoGzip)} B`, null);

const page = load("page");
if (!page?.measured) row("interactive board after navigation", "-", `<= ${TARGETS.pageMs} ms`, null);
for (const c of page?.measured ? page.cases : [])
  row(`interactive board, ${c.game}`, `${c.ms.median.toFixed(0)} ms`, `<= ${TARGETS.pageMs} ms`, c.ms.median <= TARGETS.pageMs);

// Lighthouse: one row a target and form factor, the range over the games for the demo and the host page.
const lighthouse = load("lighthouse");
if (!lighthouse?.measured) row("Lighthouse, demo and host page", "-", "issue 29's targets", null);
const groups = new Map();
for (const c of lighthouse?.measured ? lighthouse.cases : []) {
  for (const [name, shown, target, met, value] of lighthouseChecks(c)) {
    const key = `Lighthouse ${c.formFactor}, ${name}`;
    const g = groups.get(key) ?? { target, met: true, pages: {} };
    g.met &&= met;
    (g.pages[c.page] ??= []).push([value, shown]);
    groups.set(key, g);
  }
}
for (const [key, g] of groups) {
  const spans = Object.entries(g.pages).map(([page, list]) => {
    list.sort((a, b) => a[0] - b[0]);
    const [lo, hi] = [list[0][1], list.at(-1)[1]];
    return `${page} ${lo === hi ? lo : `${lo} to ${hi}`}`;
  });
  row(key, spans.join(", "), g.target, g.met);
}

const memory = load("memory");
if (memory) {
  row(
    `memory over ${num(memory.playouts)} playouts`,
    `${num(memory.before)} -> ${num(memory.afterPlayouts)} B`,
    "no growth",
    memory.afterPlayouts === memory.before,
  );
  row(
    "memory over 2,000 games freed",
    `${num(memory.beforeGames)} -> ${num(memory.afterGames)} B`,
    "no growth",
    memory.afterGames === memory.beforeGames,
  );
}

const parts = { native, "wasm-playouts": wasmPlayouts, "js-api": js, size, page, lighthouse, memory };
const taken = Object.entries(parts).filter(([, f]) => f?.when);
console.log(
  `figures taken ${taken.map(([n, f]) => `${n} ${f.when.slice(0, 16).replace("T", " ")}Z (load ${f.loadavg?.[0]?.toFixed(1) ?? "?"})`).join(", ") || "(none)"}`,
);
const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length)));
for (const r of rows) console.log(`${r[0].padEnd(width[0])}  ${r[1].padStart(width[1])}  ${r[2].padEnd(width[2])}  ${r[3]}`);
const missed = rows.filter((r) => r[3] === "MISSED").length;
const unmeasured = rows.filter((r) => r[3] === "not measured").length;
console.log(
  `${rows.length - missed - unmeasured} of ${rows.length} targets met in this run${missed ? `; ${missed} missed (BENCHMARKS.md, "Targets and misses", has the reason and the plan for each)` : ""}${unmeasured ? `; ${unmeasured} not measured` : ""}`,
);
