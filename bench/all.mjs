// `npm run bench`: every benchmark in turn; each prints its figures and writes
// bench-results/<name>.json. Figures only: nothing here fails on time. The parts that play
// inside the module build the bench module (target/bench-pkg) first when it is missing or stale.
import { spawnSync } from "node:child_process";
import { root, load1 } from "./lib.mjs";

const parts = ["native", "wasm-playouts", "js-api", "memory", "size", "wasm-size", "page", "computer-page", "lighthouse"];
let failed = 0;
console.log(`load average at the start ${load1()} (the machine may be shared: BENCHMARKS.md, "Machine")`);
for (const p of parts) {
  console.log(`\n== ${p} ==`);
  const r = spawnSync(process.execPath, [`bench/${p}.mjs`], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) failed++;
}
console.log("\n== budgets (issue 18) and Lighthouse targets (issue 29) ==");
spawnSync(process.execPath, ["bench/summary.mjs"], { cwd: root, stdio: "inherit" });
console.log(`\nload average at the end ${load1()}; figures in bench-results/*.json${failed ? `; ${failed} part(s) could not run` : ""}`);
