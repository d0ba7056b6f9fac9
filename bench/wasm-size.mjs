// Where the page's .wasm's bytes go (pkg/folkgames_bg.wasm), by crate and by kind of code: the facade crate is linked
// again (cargo, as scripts/build.sh's wasm-pack does, with scripts/page-module.sh's toolchain and flags, so the build cache answers), wasm-bindgen
// and binaryen's wasm-opt run with the same flags as scripts/build.sh but keeping the function
// names (-g), and twiggy (`cargo install twiggy`) lists every function and data segment with its
// size. Without its names section that module is byte for byte the shipped one (checked here and
// printed). wasm-opt inlines freely into the exports, so the exports' own bodies hold code of
// several crates: they are a class of their own. Figures only.
//   node bench/wasm-size.mjs [--top=N]
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root, num, save } from "./lib.mjs";

const top = Number(process.argv.find((a) => a.startsWith("--top="))?.slice(6) ?? 25);
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, encoding: "utf8", maxBuffer: 256 << 20, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}): ${(r.stderr ?? "").trim().split("\n").slice(-3).join(" / ")}`);
  return r.stdout;
};
if (spawnSync("twiggy", ["--version"]).status !== 0) {
  console.log("wasm-size: not measured: twiggy is not installed (cargo install twiggy)");
  process.exit(0);
}
// The same cargo build as wasm-pack's of the page's module in scripts/build.sh (its profile,
// wasm-page, its toolchain and flags from scripts/page-module.sh: same cache).
run(
  "bash",
  [
    "-c",
    'source ../../scripts/page-module.sh && RUSTUP_TOOLCHAIN=$PAGE_TOOLCHAIN RUSTFLAGS=$PAGE_RUSTFLAGS cargo build --quiet --lib --profile wasm-page --target wasm32-unknown-unknown "${PAGE_CARGO_ARGS[@]}"',
  ],
  { cwd: join(root, "crates/wasm"), stdio: ["ignore", "pipe", "pipe"] },
);
const target = process.env.CARGO_TARGET_DIR ?? join(root, "target");
const dir = mkdtempSync(join(tmpdir(), "folkgames-size-"));
try {
  run("wasm-bindgen", [
    "--target",
    "web",
    "--out-dir",
    dir,
    "--out-name",
    "folkgames",
    join(target, "wasm32-unknown-unknown/wasm-page/folkgames_wasm.wasm"),
  ]);
  // scripts/build.sh's wasm-opt flags, with -g to keep the names, then once more without it.
  const flags = [
    "-Oz",
    "--strip-producers",
    "--strip-target-features",
    "--enable-bulk-memory",
    "--enable-sign-ext",
    "--enable-reference-types",
    "--enable-multivalue",
    "--enable-mutable-globals",
    "--enable-nontrapping-float-to-int",
  ];
  const wasmOpt = join(root, "node_modules/.bin/wasm-opt");
  run(wasmOpt, [join(dir, "folkgames_bg.wasm"), "-o", join(dir, "named.wasm"), "-g", ...flags]);
  run(wasmOpt, [join(dir, "folkgames_bg.wasm"), "-o", join(dir, "plain.wasm"), ...flags]);
  const shipped = join(root, "pkg/folkgames_bg.wasm");
  const plain = readFileSync(join(dir, "plain.wasm"));
  const same = existsSync(shipped) && Buffer.compare(plain, readFileSync(shipped)) === 0;

  // twiggy's rows: name, shallow size.
  const csv = run("twiggy", ["top", "-n", "1000000", "--format", "csv", join(dir, "named.wasm")]);
  const rows = [];
  for (const line of csv.trim().split("\n").slice(1)) {
    const m = line.match(/^("(?:[^"]|"")*"|[^,]*),(\d+),/);
    if (!m) continue;
    const name = m[1].startsWith('"') ? m[1].slice(1, -1).replace(/""/g, '"') : m[1];
    if (name.startsWith("Σ") || name.startsWith("...")) continue;
    rows.push({ name, size: Number(m[2]) });
  }
  const names = rows.filter((r) => /names" subsection|^custom section/.test(r.name));
  const items = rows.filter((r) => !names.includes(r));

  /** The crate a function's code belongs to: the type of a trait impl (`<T as Trait>::f`), the
   * module of an `impl` block, else the path's first segment. */
  const crateOf = (name) => {
    if (/^data segment|^data\[/.test(name)) return "(data segments: strings, tables)";
    if (/^(type|table|elem|global|import|export|memory)\b|^code\[/.test(name)) return "(module structure: types, tables, imports, exports)";
    if (/^(engine_|catalogue|__wbg|__wbindgen|__externref|wasm_bindgen|externref)/.test(name)) return "(export bodies and wasm-bindgen shims)";
    const s = name.replace(/^<+/, "").replace(/^(?:impl |dyn )/, "");
    // `<T as Trait>` with T generic or primitive: the trait's crate.
    const generic = s.match(/^(?:T|&T|F|[a-z0-9]+|&[a-z0-9]+) as ([A-Za-z_][A-Za-z0-9_]*)/);
    if (generic) return generic[1] === "serde" ? "serde_core" : generic[1];
    const m = s.match(/^([A-Za-z_][A-Za-z0-9_]*)(?:\[[0-9a-f]+\])?::/);
    if (m) return m[1] === "serde" ? "serde_core" : m[1];
    return /^(f64|f32|u8|u16|u32|u64|usize|i32|i64|char|str|bool|\[)/.test(s) ? "core" : "(other)";
  };
  /** The kind of code, across crates. */
  const kindOf = (name) => {
    const c = crateOf(name);
    if (c.startsWith("(")) return c;
    if (/serde_path_to_error/.test(name)) return "serde_path_to_error (error paths)";
    if (/^serde_wasm_bindgen/.test(c) || /serde_wasm_bindgen::(de|ser)::/.test(name)) return "serde-wasm-bindgen (de)serialisers";
    if (
      /\bimpl serde_core::(de|ser)::(Deserialize|Serialize)\b|as serde_core::(de|ser)::(Deserialize|Serialize)>|__FieldVisitor|__Visitor|as serde_core::de::Visitor>|DeserializeSeed/.test(
        name,
      ) &&
      /folkgames/.test(name)
    )
      return "serde derives of our types";
    if (c === "serde_core") return "serde (core)";
    if (/^(folkgames_ai)$/.test(c)) return "computer opponents (folkgames_ai)";
    if (/^folkgames::games::(kpe|bay_khom|siryu)/.test(name) || /as folkgames::rules::Rules>/.test(name)) return "rules (folkgames::games)";
    if (c === "folkgames") return "session, records, saves, input checks (folkgames)";
    if (c === "folkgames_wasm") return "facade (folkgames_wasm)";
    if (/fmt|Display|Debug|escape_debug|format/.test(name)) return "formatting (core::fmt, alloc::fmt)";
    if (c === "dlmalloc") return "allocator (dlmalloc)";
    if (/^(wasm_bindgen|js_sys|getrandom)$/.test(c)) return "wasm-bindgen, js-sys, getrandom";
    if (/^(core|alloc|std|hashbrown|compiler_builtins|memchr|__rustc|itoa)$/.test(c)) return "std (core, alloc, hashbrown, compiler_builtins)";
    return c;
  };
  const group = (f) => {
    const g = new Map();
    for (const r of items) {
      const k = f(r.name);
      g.set(k, (g.get(k) ?? 0) + r.size);
    }
    return [...g].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => ({ name, bytes }));
  };
  const total = items.reduce((a, r) => a + r.size, 0);
  const print = (title, list) => {
    console.log(`\n${title}`);
    for (const g of list) console.log(`  ${g.name.padEnd(58)} ${num(g.bytes).padStart(9)} B ${((100 * g.bytes) / total).toFixed(1).padStart(5)}%`);
  };
  console.log(
    `.wasm as shipped: ${num(plain.length)} B${same ? " (byte for byte pkg/folkgames_bg.wasm)" : " (NOT the same bytes as pkg/folkgames_bg.wasm: rebuild the package first)"}; every item below sums to ${num(total)} B (without the ${num(names.reduce((a, r) => a + r.size, 0))} B names section kept for this count)`,
  );
  const byCrate = group(crateOf);
  const byKind = group(kindOf);
  print("by crate (shallow sizes after wasm-opt):", byCrate);
  print("by kind of code:", byKind);
  console.log(`\nthe ${top} largest items:`);
  for (const r of [...items].sort((a, b) => b.size - a.size).slice(0, top)) console.log(`  ${num(r.size).padStart(7)} B  ${r.name.slice(0, 140)}`);
  save("wasm-size", {
    bytes: plain.length,
    sameAsShipped: same,
    total,
    byCrate,
    byKind,
    largest: [...items].sort((a, b) => b.size - a.size).slice(0, top),
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
