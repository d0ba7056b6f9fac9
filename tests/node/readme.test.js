// The README's examples are the ones users copy: each `js` block runs here against the built
// package, as a module inside the package (so `import ... from "folkgames"` resolves as it does
// for a user). The `html` block runs in Chromium (tests/browser/plain-page.test.js).
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, mkdirSync, writeFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dir = fileURLToPath(new URL("../.readme-blocks/", import.meta.url));
const readme = readFileSync(new URL("README.md", `file://${root}`), "utf8");
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);

after(() => rmSync(dir, { recursive: true, force: true }));

test("the README has runnable examples", () => assert.ok(blocks.length >= 2));

blocks.forEach((code, i) => {
  test(`README example ${i + 1} runs`, () => {
    mkdirSync(dir, { recursive: true });
    const file = `${dir}block-${i + 1}.mjs`;
    writeFileSync(file, code);
    const run = spawnSync(process.execPath, [file], { cwd: root, encoding: "utf8" });
    assert.equal(run.status, 0, `example ${i + 1} failed:\n${run.stderr}`);
  });
});
