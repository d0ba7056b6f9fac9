// The demo page's scripts bundled and minified with esbuild: www/demo.js with everything it
// imports (the element, its boards and words, the rules text) into www/lib/demo.js, and the
// computer's worker (www/element/ai-worker.js) into www/lib/ai-worker.js, next to it, where the
// element looks for it (new URL("./ai-worker.js", import.meta.url)). The package entry stays a
// module of its own (www/lib/js/folkgames.js), so the page and start-engine.js share one copy of it
// and one .wasm; so does the computer's entry (www/lib/js/computer.js), which only the worker loads,
// with its own .wasm. Unbundled, the page asked for 26 modules over HTTP/1.1 and drew its
// first board about 100 ms later (BENCHMARKS.md). The element as the package ships it is not
// bundled: a site's own bundler does that.
//   node scripts/bundle.mjs   → minifies the package's copies in www/lib/ (below), writes www/lib/demo.js, www/lib/ai-worker.js, www/lib/lang/*.js (with source maps)
//                               and www/lib/bundled.txt (the files now inside them, one a line)
import { build } from "esbuild";
import { writeFileSync } from "node:fs";
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
 *  apart), loaded by i18n.js when the page first asks for that language. */
const PACKS = ["fr", "km", "ar"];
const languagePacks = {
  name: "language-packs",
  setup(b) {
    b.onResolve({ filter: /^\.\/lang\/[a-z]+\.js$/ }, (args) => (args.kind === "dynamic-import" ? { path: args.path, external: true } : undefined));
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

/** Bundles the demo; gives the files (relative to www/) that went into it. */
export async function bundleDemo() {
  const result = await build({
    absWorkingDir: www,
    entryPoints: {
      demo: "demo.js",
      "ai-worker": "element/ai-worker.js",
      ...Object.fromEntries(PACKS.map((l) => [`lang/${l}`, `element/lang/${l}.js`])),
    },
    outdir: "lib",
    bundle: true,
    format: "esm",
    target: "es2022",
    minify: true,
    sourcemap: "linked",
    metafile: true,
    plugins: [packageEntry, elementEntry, languagePacks, qrMaker],
    logLevel: "warning",
  });
  const inputs = Object.keys(result.metafile.inputs).sort();
  writeFileSync(`${www}lib/bundled.txt`, inputs.map((f) => `${f}\n`).join(""));
  return inputs;
}

/** The demo's copies of the package entries and wasm-bindgen's glue (www/lib/js/, www/lib/pkg/,
 *  which scripts/build.sh copies from js/ and pkg/) minified in place, each still a module of its
 *  own with the same imports and exports: 4.8 KB gzipped off a first visit. The package ships
 *  them as they are. */
const PACKAGE_COPIES = ["js/folkgames.js", "js/engine.js", "js/computer.js", "pkg/folkgames.js", "pkg/folkgames_computer.js"];
export async function minifyPackageCopies() {
  await build({
    absWorkingDir: www,
    entryPoints: PACKAGE_COPIES.map((f) => `lib/${f}`),
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
  console.error(`[bundle] www/lib/demo.js and www/lib/ai-worker.js from ${inputs.length} files`);
}
