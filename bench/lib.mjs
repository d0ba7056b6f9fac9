// Shared by the benchmarks: statistics, the figures file, the cases, the bench build of the module
// and the native bench binary. Benchmarks print figures and never fail on time.
import { mkdirSync, writeFileSync, readFileSync, existsSync, statSync, readdirSync } from "node:fs";
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadavg } from "node:os";

export const root = fileURLToPath(new URL("..", import.meta.url));

/** The same games and rulesets as bench/native-playouts.rs (labels match, for the ratios). */
export const CASES = [
  ["kpe", "Kpé", {}],
  ["bay-khom", "Bày Khòm poree-maspero", { ruleset: "poree-maspero" }],
  ["bay-khom", "Bày Khòm mancala-world", { ruleset: "mancala-world" }],
  ["siryu", "Siryu 2 players", { players: 2 }],
  ["siryu", "Siryu 4 players", { players: 4 }],
  ["siryu", "Siryu 8 players", { players: 8 }],
];

/** The budgets of issue 18 (and the computer's, aiHardMs; and issue 29's Lighthouse targets), which
 * bench/summary.mjs and the parts print next to the figures. Comments name them; this is their one
 * home. */
export const TARGETS = {
  wasmRaw: 160 * 1024, // bytes, the page's .wasm (each game's own, pkg/game-<id>_bg.wasm)
  wasmGzip: 64 * 1024,
  pageWasmGzip: 80 * 1024, // issue 29's for the page's .wasm, gzipped
  demoGzip: 150 * 1024, // a first visit to the demo
  pageMs: 300, // navigation to an interactive board
  playUs: 50, // median play() through the JS API, every game and ruleset
  stateUs: 20, // median state()
  wasmToNative: 0.5, // in-module playouts / native playouts
  nativeToOld: 0.9, // native playouts / the old engine's, "within 10% or faster"
  aiHardMs: 300, // the slowest suggestMove({ level: "hard" }) (bench/ai-latency.mjs)
  aiExpertMs: 1500, // the slowest suggestMove({ level: "expert" }) (FOLKGAMES_LATENCY_LEVEL=expert)
  // Lighthouse (issue 29, bench/lighthouse.mjs; which run each applies to: `lighthouseChecks`)
  lighthousePerformance: 95, // mobile performance score, "on a quiet machine"
  lcpMs: 2500, // mobile largest contentful paint
  tbtMs: 150, // mobile total blocking time
  cls: 0.02, // cumulative layout shift, the demo and the host page, mobile and desktop
  lighthouseOther: 100, // accessibility, best practices and SEO, every run
};

/** Lighthouse's four categories, by their ids in a report, with the short names the output uses. */
export const LIGHTHOUSE_CATEGORIES = { performance: "perf", accessibility: "a11y", "best-practices": "bp", seo: "seo" };

/** Issue 29's targets for one Lighthouse case of bench/lighthouse.mjs (`{ formFactor, scores,
 * lcpMs, tbtMs, cls }`, medians): `[figure, shown, target, met, value]` rows. Performance, LCP and
 * TBT are the mobile targets (a desktop run has none); the layout shift and the other categories
 * apply to both. */
export function lighthouseChecks(c) {
  const rows = [];
  const mobile = c.formFactor === "mobile";
  for (const [id, short] of Object.entries(LIGHTHOUSE_CATEGORIES)) {
    const goal = id === "performance" ? (mobile ? TARGETS.lighthousePerformance : null) : TARGETS.lighthouseOther;
    if (goal !== null) rows.push([short, String(c.scores[id]), `>= ${goal}`, c.scores[id] >= goal, c.scores[id]]);
  }
  if (mobile) {
    rows.push(["LCP", `${num(c.lcpMs)} ms`, `<= ${num(TARGETS.lcpMs)} ms`, c.lcpMs <= TARGETS.lcpMs, c.lcpMs]);
    rows.push(["TBT", `${num(c.tbtMs)} ms`, `<= ${num(TARGETS.tbtMs)} ms`, c.tbtMs <= TARGETS.tbtMs, c.tbtMs]);
  }
  rows.push(["CLS", c.cls.toFixed(4), `<= ${TARGETS.cls}`, c.cls <= TARGETS.cls, c.cls]);
  return rows;
}

/** The old engine's native playouts/s on this machine (0c0ca57, as issue 18 quotes them): the
 * reference of TARGETS.nativeToOld. bench/boundary.mjs measures both engines side by side. */
export const OLD_NATIVE = { Kpé: 187_000, "Bày Khòm poree-maspero": 83_000, "Siryu 2 players": 57_000 };

/** Median and spread (min, max) of a list of numbers. */
export function stats(values) {
  const v = [...values].sort((a, b) => a - b);
  return { median: v[Math.floor(v.length / 2)], min: v[0], max: v[v.length - 1], runs: v.length };
}

/** Median, min, p99 and count of a list of times in ms, as µs; null for an empty list. */
export function micros(list) {
  if (!list.length) return null;
  const sorted = list.map((t) => t * 1000).sort((a, b) => a - b);
  return { ...stats(sorted), p99: sorted[Math.floor(sorted.length * 0.99)], calls: sorted.length };
}

export const num = (x, digits = 0) => x.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const envNum = (key, fallback) => {
  const v = Number(process.env[key]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

/** The load average (1, 5, 15 min) as printed with each run: the machine is shared. */
export const load1 = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");

/** Serves `dir` (relative to the project, or absolute) with scripts/serve.mjs in a process of its
 * own, as a site's server would: the bench's process drives the browser and handles every DevTools
 * event of the page while it loads, and a server in it would answer the page's requests only
 * between those. `{ base, stop }`, `base` ending in "/". */
export async function serveApart(dir) {
  const server = spawn(process.execPath, ["scripts/serve.mjs", dir], {
    cwd: root,
    env: { ...process.env, PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/:(\d+)\//);
      if (m) resolve(Number(m[1]));
    });
    server.once("exit", (code) => reject(new Error(`scripts/serve.mjs exited (${code}) before it listened`)));
  });
  process.once("exit", () => server.kill()); // also when the bench is interrupted
  return { base: `http://127.0.0.1:${port}/`, stop: () => server.kill() };
}

/** Writes bench-results/<name>.json (gitignored), with the time and the load average. */
export function save(name, figures) {
  mkdirSync(`${root}/bench-results`, { recursive: true });
  const when = new Date().toISOString();
  writeFileSync(`${root}/bench-results/${name}.json`, JSON.stringify({ when, loadavg: loadavg(), ...figures }, null, 2) + "\n");
}

export function load(name) {
  try {
    return JSON.parse(readFileSync(`${root}/bench-results/${name}.json`, "utf8"));
  } catch {
    return null;
  }
}

/** A random game to its end through the public JS API: throws with `roll()`, every other move
 * drawn from `legalMoves()` by a small LCG seeded from `seed`. With `onCall(name, ms)`, every
 * call is timed (`legalMoves`, `play`, `roll`, and a `state()` after each move) and reported. The same function drives the
 * JS API figures and the memory figures, and, in bench/boundary.mjs, both engines. */
export function playRandomly(game, seed, onCall) {
  let rnd = seed * 7919;
  const timed = (name, f) => {
    if (!onCall) return f();
    const t0 = performance.now();
    const v = f();
    onCall(name, performance.now() - t0);
    return v;
  };
  while (!game.isOver()) {
    if (game.toMove() === "chance") {
      timed("roll", () => game.roll());
      continue;
    }
    const moves = timed("legalMoves", () => game.legalMoves());
    rnd = (rnd * 1103515245 + 12345) >>> 0;
    const mv = moves[rnd % moves.length];
    timed("play", () => game.play(mv));
    if (onCall) timed("state", () => game.state());
  }
}

// The bench build: the same module as pkg/ with the `bench` feature of crates/wasm, whose one
// addition is `benchPlayouts(id, options, n, seed)` -> { games, moves } (random playouts inside
// the module, no crossing per move). The shipped package does not carry it; scripts/build.sh
// builds it into target/bench-pkg when FOLKGAMES_PKG_DIR points there.
export const benchPkg = join(root, "target/bench-pkg");
const SOURCES = ["src", "crates", "Cargo.toml", "Cargo.lock", "scripts/build.sh"];

/** The latest modification time under `path` (a file or a folder), 0 if it is missing. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

/** Builds target/bench-pkg when it is missing or older than the sources. */
export function ensureBenchPkg() {
  const wasm = join(benchPkg, "folkgames_bg.wasm");
  const built = existsSync(wasm) ? statSync(wasm).mtimeMs : 0;
  if (built && built >= Math.max(...SOURCES.map((p) => newest(join(root, p))))) return;
  console.error(`[bench] building the bench module (crates/wasm --features bench) into ${benchPkg}`);
  const r = spawnSync("bash", ["scripts/build.sh"], {
    cwd: root,
    env: { ...process.env, FOLKGAMES_PKG_DIR: benchPkg, FOLKGAMES_WASM_FEATURES: "bench" },
    stdio: ["ignore", 2, 2], // the build's output on stderr: stdout has the figures
  });
  if (r.status !== 0 || !existsSync(wasm)) throw new Error(`the bench build failed (scripts/build.sh exited ${r.status})`);
}

/** The bench build, instantiated: `{ benchPlayouts, memory }`. */
export async function benchModule() {
  ensureBenchPkg();
  const glue = await import(pathToFileURL(join(benchPkg, "folkgames.js")).href);
  const exports = glue.initSync({ module: readFileSync(join(benchPkg, "folkgames_bg.wasm")) });
  if (typeof glue.benchPlayouts !== "function") throw new Error(`${benchPkg} has no benchPlayouts: not a bench build`);
  return { benchPlayouts: glue.benchPlayouts, memory: exports.memory };
}

/** The native playout bench (cargo's bench target `playouts`: bench/native-playouts.rs here,
 * benches/playouts.rs in older checkouts) built by `cargo bench --no-run` in `dir`:
 * `{ exe }`, or `{ error }` with cargo's last lines when it does not build. Its contract with the
 * scripts here: an optional case label as the one argument, FOLKGAMES_BENCH_SECONDS and
 * FOLKGAMES_BENCH_RUNS, and one `BENCH {json}` line per case ({case, playoutsPerSec,
 * movesPerSec, movesPerGame, min, max}) and one `OBJECTS [json]` line on stdout.
 * FOLKGAMES_NATIVE_BENCH=EXE names another binary with the same contract for this checkout. */
export function nativeBench(dir = root) {
  if (process.env.FOLKGAMES_NATIVE_BENCH && dir === root) return { exe: process.env.FOLKGAMES_NATIVE_BENCH, cwd: dir };
  const r = spawnSync("cargo", ["bench", "--no-run", "--bench", "playouts", "--message-format=json-render-diagnostics"], {
    cwd: dir,
    encoding: "utf8",
    maxBuffer: 64 << 20,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let exe = null;
  for (const line of r.stdout.split("\n")) {
    if (!line.startsWith("{")) continue;
    const m = JSON.parse(line);
    if (m.reason === "compiler-artifact" && m.target?.name === "playouts" && m.executable) exe = m.executable;
  }
  if (r.status === 0 && exe) return { exe, cwd: dir };
  const errors = (r.stderr ?? "")
    .split("\n")
    .filter((l) => l.startsWith("error"))
    .slice(0, 3);
  return { error: errors.length ? errors.join("; ") : `cargo bench --no-run exited ${r.status}` };
}

/** Runs a native bench binary (see `nativeBench`): its `BENCH` cases, its `OBJECTS` line and the
 * other lines it printed. */
export function runNative(bench, { label, seconds, runs } = {}) {
  const env = { ...process.env };
  if (seconds) env.FOLKGAMES_BENCH_SECONDS = String(seconds);
  if (runs) env.FOLKGAMES_BENCH_RUNS = String(runs);
  const r = spawnSync(bench.exe, label ? [label] : [], { cwd: bench.cwd ?? root, encoding: "utf8", env, stdio: ["ignore", "pipe", "inherit"] });
  const cases = [];
  let objects = null;
  const other = [];
  for (const line of (r.stdout ?? "").split("\n")) {
    if (line.startsWith("BENCH ")) cases.push(JSON.parse(line.slice(6)));
    else if (line.startsWith("OBJECTS ")) objects = JSON.parse(line.slice(8));
    else if (line.trim()) other.push(line);
  }
  return { status: r.status, cases, objects, other };
}
