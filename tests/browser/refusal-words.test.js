// Every reason the engine can give for refusing a move (its RefusalCode, as the package's
// generated types list them) has words in each language pack of the element (lang/*.js, keyed by code),
// and a game's own or a way's own wording of a code exists in every language too. Plain Node: it
// reads the element's tables and the built package's types (npm run build), no browser.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { LANGS, loadPack } from "../../www/element/i18n.js";

const tables = Object.fromEntries(await Promise.all(LANGS.map(async (lang) => [lang, (await loadPack(lang)).words])));

const types = readFileSync(new URL("../../www/lib/pkg/folkgames.d.ts", import.meta.url), "utf8");
const union = types.match(/export type RefusalCode = ([^;]+);/);
const codes = union ? [...union[1].matchAll(/"([a-z-]+)"/g)].map((m) => m[1]) : [];

test("every refusal code of the engine has words in every language", () => {
  assert.ok(codes.length >= 19, `the package's types list the refusal codes (${codes.length})`);
  for (const code of ["game-over", "not-yours", "must-feed", "head", "endless", "fill-first", "throw-due", "at-gate", "needs-sir"]) {
    assert.ok(codes.includes(code), `${code} is a code`);
  }
  for (const [lang, table] of Object.entries(tables)) {
    for (const code of codes) assert.equal(typeof table[`refuse.${code}`], "string", `${lang}: refuse.${code}`);
  }
});

test("a game's own wording of a refusal, or a way's, is in every language and words a code the engine has", () => {
  const own = (table) => Object.keys(table).filter((k) => /^refuse\.[a-z-]+\.[a-z-]+$/.test(k));
  const languages = Object.values(tables);
  for (const table of languages) assert.deepEqual(own(table).sort(), own(tables.en).sort());
  for (const key of own(tables.en)) {
    const [, scope, code] = key.split(".");
    if (scope === "siryu" && (code === "theirs" || code === "empty")) continue; // a square without the mover's piece: the board's words
    assert.ok(codes.includes(code), `${key} words a code of the engine`);
  }
});
