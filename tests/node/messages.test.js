// js/messages.js is read two ways: JavaScript evaluates it, and native Rust reads its lines
// `  Id: "template",` (src/message.rs; tests/message_ids.rs checks the ids against `Msg`). Both
// must find the same templates, in the same order, or native and JavaScript messages would
// differ.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { MESSAGES } from "../../js/messages.js";

test("the templates JavaScript evaluates are the lines native Rust reads", () => {
  const source = readFileSync(new URL("../../js/messages.js", import.meta.url), "utf8");
  const block = source.split("export const MESSAGES = {")[1].split("\n};")[0];
  const lines = block
    .split("\n")
    .map((line) => line.trimStart().match(/^([A-Za-z0-9]+): (".*"),$/))
    .filter(Boolean)
    .map(([, name, json]) => [name, JSON.parse(json)]);
  assert.deepEqual(lines, Object.entries(MESSAGES));
  assert.ok(lines.length > 80, `${lines.length} templates`);
});
