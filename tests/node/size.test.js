// The size budgets of the WebAssembly modules: the test fails when one passes its budget, so
// size cannot creep. Each budget is its module's last measured size plus about 1% (issue 18):
// lower it as the module shrinks, never raise it without saying why in the commit. A page loads
// the module of the game it shows (pkg/game-<id>_bg.wasm, built for size, that game's rules
// only): issue 18's targets are 160 KB raw and 64 KB gzipped, issue 29's 80 KB gzipped. Every
// game's (pkg/folkgames_bg.wasm) is what `init()` loads; the computer's (built for speed) only
// the computer's worker loads. BENCHMARKS.md says where they stand and why. Reads pkg/, so run
// after `bash scripts/build.sh`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { TARGETS } from "../../bench/lib.mjs";

const MODULES = [
  // [file, what, raw budget, gzipped budget, targets]
  // the page's grew by 11.7 KB raw, 6.2 KB gzipped with the catalogue's boards, presets and
  // durations (296 926 B raw, 120 914 B gzipped then), and shrank by 7.3 KB raw, 6.2 KB gzipped
  // when the catalogue became JSON text written at build time (289 665 B raw, 114 695 B gzipped);
  // the result's Bày Khòm shortfall (what a player needed to refill) added 1.2 KB raw, 0.5 KB
  // gzipped (290 869 B raw, 115 204 B gzipped); the moves read flat and `toMove` by what it is,
  // not through serde's tagged and untagged enums, took 33 KB raw and 10.5 KB gzipped off it
  // (257 888 B raw, 104 701 B gzipped); one save reader for every game, a position's result not
  // read and boards read as lists took 16.5 KB raw and 4.8 KB gzipped more (241 375 B raw)
  ["folkgames_bg.wasm", "every game's .wasm", 244_000, 101_000, "init()'s"],
  // each game's own, from when the page first loaded only the game it shows (132 587, 156 221 and
  // 152 568 B raw; 59 766, 68 684 and 68 181 B gzipped)
  ["game-kpe_bg.wasm", "Kpé's .wasm", 134_000, 60_400, `targets ${TARGETS.wasmRaw} raw, ${TARGETS.pageWasmGzip} gzipped`],
  ["game-bay-khom_bg.wasm", "Bày Khòm's .wasm", 157_800, 69_400, `targets ${TARGETS.wasmRaw} raw, ${TARGETS.pageWasmGzip} gzipped`],
  ["game-siryu_bg.wasm", "Siryu's .wasm", 154_100, 68_900, `targets ${TARGETS.wasmRaw} raw, ${TARGETS.pageWasmGzip} gzipped`],
  // the computer's grew by 44 KB raw, 17 KB gzipped with the evaluation and the review (issue 32)
  // and by 49 KB raw, 18 KB gzipped with the coach, the expert level and the endgame solver
  // (572 611 B raw, 210 805 B gzipped then); the catalogue as JSON text took 6.2 KB raw, 4.8 KB
  // gzipped off it too (566 388 B raw, 205 959 B gzipped), the moves read flat 49 KB raw and
  // 16 KB gzipped (514 585 B raw, 189 719 B gzipped), the same input changes 32 KB raw and 8.6 KB
  // gzipped (482 361 B raw)
  ["folkgames_computer_bg.wasm", "the computer's .wasm", 485_000, 182_200, "built for speed"],
];

for (const [file, what, budgetRaw, budgetGzip, targets] of MODULES) {
  test(`${what} stays within its size budget`, () => {
    const wasm = readFileSync(new URL(`../../pkg/${file}`, import.meta.url));
    const gz = gzipSync(wasm, { level: 9 }).length;
    const note = `${file}: raw ${wasm.length} B (budget ${budgetRaw}), gzipped ${gz} B (budget ${budgetGzip}; ${targets})`;
    console.log(note);
    assert.ok(wasm.length <= budgetRaw, `${what} grew past its budget: ${note}`);
    assert.ok(gz <= budgetGzip, `${what}, gzipped, grew past its budget: ${note}`);
  });
}
