// The demo page's scripts bundled and minified with esbuild: www/demo.js with everything it
// imports (the element, its boards and words, the rules text) into www/lib/demo.js, and the
// computer's worker (www/element/ai-worker.js) into www/lib/ai-worker.js, next to it, where the
// element looks for it (new URL("./ai-worker.js", import.meta.url)). The package entry stays a
// module of its own (www/lib/js/folkgames.js), so the page and start-engine.js share one copy of it
// and one .wasm; so does the computer's entry (www/lib/js/computer.js), which only the worker loads,
// with its own .wasm. Unbundled, the page asked for 26 modules over HTTP/1.1 and drew its
// first board about 100 ms later (BENCHMARKS.md). The element as the package ships it is not
// bundled: a site's own bundler does that.
// The element's parts that a first game does not need (www/element/later.js: the review, the rules
// sheet, kiosk mode, the lesson) are chunks of their own (esbuild's code splitting) that import
// demo.js, fetched when first used.
//   node scripts/bundle.mjs   → minifies the package's copies in www/lib/ (below), writes www/lib/demo.js,
//                               the later parts' chunks www/lib/<module>.js (review.js…), www/lib/ai-worker.js, www/lib/lang/*.js and
//                               www/lib/lang/lessons/*.js (with source maps),
//                               www/lib/bundled.txt (the files now inside them, one a line) and www/lib/later.txt (the chunks
//                               a first visit does not fetch, one a line: bench/size.mjs)
import { build } from "esbuild";
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const www = fileURLToPath(new URL("../www/", import.meta.url));

/** Every import of a package entry (folkgames.js, computer.js), from any depth, becomes an import
 *  of www/lib/js/<entry> as seen from www/lib/. */
const packageEntry = {
  name: "package-entry",
  setup(b) {
    b.onResolve({ filter: /\/lib\/js\/(folkgames|computer)\.js$/ }, (args) => ({ path: `./js/${args.path.split("/").pop()}`, external: true }));
  },
};

/** The element's entry defines <folk-game> when imported: package.json's "sideEffects" says so for
 *  the package's copy (element/), and this says it for the demo's (www/element/). */
const elementEntry = {
  name: "element-entry",
  setup(b) {
    b.onResolve({ filter: /element\/folk-game\.js$/ }, (args) => ({ path: resolve(args.resolveDir, args.path), sideEffects: true }));
  },
};

/** The language packs other than English stay modules of their own (lib/lang/*.js, bundled each
 *  apart), loaded by i18n.js when the page first asks for that language; so do the lessons' words
 *  of every language, English's too (lib/lang/lessons/*.js), loaded when a lesson first starts. */
const PACKS = ["fr", "km", "ar"];
const LESSON_WORDS = readdirSync(`${www}element/lang/lessons`).map((f) => f.replace(/\.js$/, ""));
const languagePacks = {
  name: "language-packs",
  setup(b) {
    b.onResolve({ filter: /^\.\/lang\/(lessons\/)?[a-z]+\.js$/ }, (args) =>
      args.kind === "dynamic-import" ? { path: args.path, external: true } : undefined,
    );
  },
};

/** The QR code maker (kiosk mode's "Continue on your phone", qr.js) stays the file of its own that
 *  scripts/build.sh copies to www/lib/qrcode.js, fetched the first time a code is shown: bundled
 *  without splitting, esbuild would put a dynamic import's module inside demo.js, and a visit
 *  that never shows a code would load its 21 KB. */
const qrMaker = {
  name: "qr-maker",
  setup(b) {
    b.onResolve({ filter: /\/lib\/qrcode\.js$/ }, (args) => (args.kind === "dynamic-import" ? { path: "./qrcode.js", external: true } : undefined));
  },
};

/** Each part the element loads when first used (a dynamic import of one of its own modules, from
 *  later.js) also imports the page's entry (demo.js, which has run by the time a part is asked
 *  for). esbuild puts each module in the chunk of the entries and parts that reach it; with that
 *  import, every module of the page that a part uses is reached by all of them, so the page stays
 *  one file that the parts import (lib/demo.js, nameShared) and not a chunk per combination of
 *  parts, each a further request on a first visit. */
const laterParts = {
  name: "later-parts",
  setup(b) {
    const page = resolve(www, /** @type {Record<string, string>} */ (b.initialOptions.entryPoints).demo);
    const parts = new Set();
    b.onResolve({ filter: /^\.\/[a-z-]+\.js$/ }, (args) => {
      if (args.kind === "dynamic-import" && args.importer.endsWith("/element/later.js")) parts.add(resolve(args.resolveDir, args.path));
      return undefined;
    });
    // the page has run already: importing it runs nothing again (package.json's "sideEffects" would drop the import)
    b.onResolve({ filter: /(^|\/)demo\.js$/ }, (args) =>
      resolve(args.resolveDir, args.path) === page ? { path: page, sideEffects: true } : undefined,
    );
    b.onLoad({ filter: /\/element\/[a-z-]+\.js$/ }, (args) => {
      if (!parts.has(args.path)) return undefined;
      return { contents: `${readFileSync(args.path, "utf8")}\nimport ${JSON.stringify(page)};\n`, loader: "js" };
    });
  },
};

const OPTIONS = {
  absWorkingDir: www,
  outdir: "lib",
  bundle: true,
  format: "esm",
  target: "es2022",
  minify: true,
  sourcemap: "linked",
  metafile: true,
  logLevel: "warning",
};

/** Bundles the demo; gives the files (relative to www/) that went into it. */
export async function bundleDemo() {
  const page = await build({
    ...OPTIONS,
    entryPoints: { demo: "demo.js" },
    splitting: true,
    // each part's chunk named for its module, as the page's own chunk (put back in demo.js, nameShared):
    // names that stay from one bundle to the next, so the precache list of the last build still
    // holds after `node scripts/bundle.mjs` alone
    chunkNames: "[name]",
    plugins: [packageEntry, elementEntry, languagePacks, qrMaker, laterParts],
  });
  // the worker and the language packs, each whole (no chunk shared with the page's)
  const apart = await build({
    ...OPTIONS,
    entryPoints: {
      "ai-worker": "element/ai-worker.js",
      ...Object.fromEntries(PACKS.map((l) => [`lang/${l}`, `element/lang/${l}.js`])),
      ...Object.fromEntries(LESSON_WORDS.map((l) => [`lang/lessons/${l}`, `element/lang/lessons/${l}.js`])),
    },
    plugins: [packageEntry],
  });
  const later = nameShared(page.metafile.outputs);
  writeFileSync(`${www}lib/later.txt`, later.map((f) => `${f}\n`).join(""));
  const inputs = [...new Set([...Object.keys(page.metafile.inputs), ...Object.keys(apart.metafile.inputs)])].sort();
  writeFileSync(`${www}lib/bundled.txt`, inputs.map((f) => `${f}\n`).join(""));
  return inputs;
}

/** The one chunk demo.js is left with (the whole page: laterParts) put back in lib/demo.js, which
 *  the later parts then import; gives the later parts' chunks (relative to www/), which a first
 *  visit does not fetch. */
function nameShared(outputs) {
  const js = Object.keys(outputs).filter((f) => f.endsWith(".js"));
  const demo = outputs["lib/demo.js"];
  const shared = demo.imports.filter((i) => i.kind === "import-statement" && !i.external).map((i) => i.path);
  const stub = readFileSync(`${www}lib/demo.js`, "utf8").replace(/\n\/\/# sourceMappingURL=.*\n?$/, "");
  const from = shared[0]?.slice("lib/".length);
  if (shared.length !== 1 || stub.trim() !== `import"./${from}";`)
    throw new Error(
      `bundle: demo.js is not one import of the page's chunk (${shared.join(", ")}): does a later part (later.js) import what the page does not?`,
    );
  renameSync(`${www}${shared[0]}`, `${www}lib/demo.js`);
  renameSync(`${www}${shared[0]}.map`, `${www}lib/demo.js.map`);
  const later = js.filter((f) => f !== "lib/demo.js" && f !== shared[0]).sort();
  for (const f of ["lib/demo.js", "lib/demo.js.map", ...later, ...later.map((f) => `${f}.map`)]) {
    const text = readFileSync(`${www}${f}`, "utf8");
    if (text.includes(from)) writeFileSync(`${www}${f}`, text.replaceAll(from, "demo.js"));
  }
  return later;
}
/** The demo's copies of the package entries and wasm-bindgen's glue (www/lib/js/, www/lib/pkg/,
 *  which scripts/build.sh copies from js/ and pkg/: each game's glue and their list too) minified
 *  in place, each still a module of its own with the same imports and exports: 7.7 KB gzipped off
 *  a first visit. The package ships them as they are. */
const PACKAGE_COPIES = ["js/folkgames.js", "js/engine.js", "js/computer.js", "pkg/folkgames.js", "pkg/folkgames_computer.js"];
const gameGlue = () =>
  readdirSync(`${www}lib/pkg`)
    .filter((f) => /^games?[-.].*js$/.test(f))
    .map((f) => `pkg/${f}`);
export async function minifyPackageCopies() {
  await build({
    absWorkingDir: www,
    entryPoints: [...PACKAGE_COPIES, ...gameGlue()].map((f) => `lib/${f}`),
    outdir: "lib",
    outbase: "lib",
    allowOverwrite: true,
    bundle: false,
    format: "esm",
    target: "es2022",
    minify: true,
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await minifyPackageCopies();
  const inputs = await bundleDemo();
  console.error(`[bundle] www/lib/demo.js, its later parts and www/lib/ai-worker.js from ${inputs.length} files`);
}
