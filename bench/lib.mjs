// Shared by the benchmarks: statistics, the figures file, the cases. Benchmarks print figures and
// never fail on time.
import { mkdirSync, writeFileSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));

/** The same games and rulesets as benches/playouts.rs (labels match, for the ratios). */
export const CASES = [
  ["kpe", "Kpé", {}],
  ["bay-khom", "Bày Khòm poree-maspero", { ruleset: "poree-maspero" }],
  ["bay-khom", "Bày Khòm mancala-world", { ruleset: "mancala-world" }],
  ["siryu", "Siryu 2 players", { players: 2 }],
  ["siryu", "Siryu 4 players", { players: 4 }],
  ["siryu", "Siryu 8 players", { players: 8 }],
];

/** Median and spread (min, max) of a list of numbers. */
export function stats(values) {
  const v = [...values].sort((a, b) => a - b);
  return { median: v[Math.floor(v.length / 2)], min: v[0], max: v[v.length - 1], runs: v.length };
}

export const num = (x, digits = 0) =>
  x.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const envNum = (key, fallback) => {
  const v = Number(process.env[key]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

/** Writes bench-results/<name>.json (gitignored). */
export function save(name, figures) {
  mkdirSync(`${root}/bench-results`, { recursive: true });
  writeFileSync(`${root}/bench-results/${name}.json`, JSON.stringify({ when: new Date().toISOString(), ...figures }, null, 2) + "\n");
}

export function load(name) {
  try {
    return JSON.parse(readFileSync(`${root}/bench-results/${name}.json`, "utf8"));
  } catch {
    return null;
  }
}
