// Native random playouts: runs `cargo bench --bench playouts` (warm-up, repeated timed runs,
// median and spread) and keeps its figures for the ratios of the other benchmarks.
import { spawnSync } from "node:child_process";
import { root, save } from "./lib.mjs";

const r = spawnSync("cargo", ["bench", "--quiet", "--bench", "playouts", ...process.argv.slice(2)], {
  cwd: root,
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
const cases = [];
let objects = null;
for (const line of r.stdout.split("\n")) {
  if (line.startsWith("BENCH ")) cases.push(JSON.parse(line.slice(6)));
  else if (line.startsWith("OBJECTS ")) objects = JSON.parse(line.slice(8));
  else if (line.trim()) console.log(line);
}
save("native", { cases, objects });
if (r.status !== 0) process.exitCode = r.status ?? 1;
