// Writes pkg/offline-manifest.js, what folkgames/offline (js/offline.js) precaches for an
// embedding site: every file of the package as `npm pack` ships it that a browser loads (the
// element's modules and its computer's worker, the package entry, the WebAssembly glue and
// .wasm, however many modules the build makes), and a version that changes with their contents.
// Not the Node entry (js/node.js), nor the service-worker helper itself. Run by scripts/build.sh.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));
const OUT = "pkg/offline-manifest.js";
const [{ files }] = JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: root, encoding: "utf8" }));
const loaded = files
  .map((f) => f.path)
  .filter((p) => /\.(js|wasm)$/.test(p) && !["js/node.js", "js/offline.js", OUT].includes(p))
  .sort();
if (!loaded.includes("element/folk-game.js") || !loaded.some((p) => p.endsWith(".wasm")))
  throw new Error(`offline manifest: the package ships no element or no .wasm (${loaded.join(", ")})`);
const hash = createHash("sha256");
for (const p of loaded)
  hash
    .update(p)
    .update("\0")
    .update(readFileSync(`${root}${p}`));
const manifest = { version: hash.digest("hex").slice(0, 16), files: loaded };
writeFileSync(
  `${root}${OUT}`,
  `// Written by scripts/offline-manifest.mjs: what folkgames/offline precaches (paths from the package's root).\nself.FOLKGAMES_OFFLINE = ${JSON.stringify(manifest, null, 2)};\n`,
);
console.error(`[offline] ${OUT}: ${loaded.length} files, version ${manifest.version}`);
