// Native random playouts: builds bench/native-playouts.rs (`cargo bench --no-run`), runs it (warm-up,
// repeated timed runs, median and spread) and keeps its figures for the ratios of the other
// benchmarks. An optional argument picks the cases whose label contains it. When the bench does
// not build in this checkout, it says why and writes no figures (the ratios then read n/a).
import { nativeBench, runNative, save, load1 } from "./lib.mjs";

const bench = nativeBench();
if (!bench.exe) {
  console.log(`native: not measured: bench/native-playouts.rs does not build here (${bench.error})`);
  save("native", { cases: [], objects: null, error: bench.error });
  process.exit(1);
}
console.log(`${bench.exe}; load average ${load1()}`);
const r = runNative(bench, { label: process.argv[2] });
for (const line of r.other) console.log(line);
if (!r.cases.length) console.log("native: the bench printed no BENCH line");
save("native", { cases: r.cases, objects: r.objects });
if (r.status !== 0 || !r.cases.length) process.exitCode = r.status || 1;
