// The TypeScript declarations shipped in the package type-check a strict consumer.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

test("a strict TypeScript consumer compiles against the package types", () => {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const tsc = spawnSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tests/types/tsconfig.json", "--strict", "--noEmit"], {
    cwd: root,
    encoding: "utf8",
  });
  assert.equal(tsc.status, 0, `tsc failed:\n${tsc.stdout}${tsc.stderr}`);
});
