// `npm run bench`: every benchmark in turn; each prints its figures and writes
// bench-results/<name>.json. Figures only: nothing here fails on time.
import { spawnSync } from "node:child_process";
import { root } from "./lib.mjs";

const parts = ["native", "wasm-playouts", "js-api", "memory", "size", "page"];
let failed = 0;
for (const p of parts) {
  console.log(`\n== ${p} ==`);
  const r = spawnSync(process.execPath, [`bench/${p}.mjs`], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) failed++;
}
console.log("\n== targets (issue 8) ==");
spawnSync(process.execPath, ["bench/summary.mjs"], { cwd: root, stdio: "inherit" });
console.log(`\nfigures in bench-results/*.json${failed ? `; ${failed} part(s) could not run` : ""}`);
