// The package's `Game` is the engine's class (crates/wasm) wrapped (js/folkgames.js), and its
// TypeScript declaration (types/folkgames.d.ts) is written by hand over the generated shapes:
// the methods and getters a game has at run time must be exactly the ones declared.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import ts from "typescript";
import { Game } from "folkgames";

function declared() {
  const path = new URL("../../types/folkgames.d.ts", import.meta.url);
  const source = ts.createSourceFile("folkgames.d.ts", readFileSync(path, "utf8"), ts.ScriptTarget.ES2022);
  const members = { instance: new Set(), static: new Set() };
  source.forEachChild((node) => {
    if (!ts.isClassDeclaration(node) || node.name?.text !== "Game") return;
    for (const m of node.members) {
      if (!m.name || ts.isConstructorDeclaration(m)) continue;
      const isStatic = m.modifiers?.some((k) => k.kind === ts.SyntaxKind.StaticKeyword);
      members[isStatic ? "static" : "instance"].add(m.name.getText(source));
    }
  });
  return members;
}

test("every method and getter of a game is declared in types/folkgames.d.ts, and nothing more", () => {
  const { instance, static: statics } = declared();
  const runtime = new Set(Object.getOwnPropertyNames(Game.prototype).filter((n) => n !== "constructor"));
  assert.deepEqual([...runtime].sort(), [...instance].sort());
  const runtimeStatic = new Set(Object.getOwnPropertyNames(Game).filter((n) => typeof Game[n] === "function"));
  assert.deepEqual([...runtimeStatic].sort(), [...statics].sort());
});
