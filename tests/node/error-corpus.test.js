// Every error a caller can cause, with its exact code and message, through the npm package: the
// cases of tests/fixtures/error-cases.json (tests/error_corpus.rs says what a case is and runs
// them natively) must give exactly the codes and messages of tests/fixtures/errors.node.json.
// The messages are made in Rust, so the cases both doors share must say the same natively
// (tests/fixtures/errors.native.json). `FOLKGAMES_RECORD_ERRORS=1 node --test
// tests/node/error-corpus.test.js` rewrites the fixture: for new cases, or for a message changed
// on purpose, never to make a changed message pass unseen. Reads pkg/, so run after
// `bash scripts/build.sh`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { Game, GameError } from "folkgames";

const fixtures = new URL("../fixtures/", import.meta.url);
const CASES = JSON.parse(readFileSync(new URL("error-cases.json", fixtures), "utf8"));
const FIXTURE = new URL("errors.node.json", fixtures);
const MAX_SAVE_BYTES = 1 << 20;

function game(c) {
  const g = new Game(c.game, c.options);
  for (const mv of c.moves ?? []) g.play(mv);
  if (c.toEnd) {
    for (let i = 0; !g.isOver();) {
      if (g.toMove() === "chance") {
        g.roll();
        continue;
      }
      const legal = g.legalNotations();
      g.play(legal[(7 * i + 3) % legal.length]);
      i++;
    }
  }
  for (let i = 0; i < (c.firstMoves ?? 0); i++) g.play(g.legalNotations()[0]);
  if (c.free) g.free();
  return g;
}

/** The case's one call (see tests/error_corpus.rs). */
function run(c) {
  if ("create" in c) return new Game(c.create, c.options);
  if ("load" in c) {
    let save = c.load;
    if (c.repeatMoves) {
      const value = JSON.parse(save);
      value.moves = Array(c.repeatMoves).fill(value.moves[0]);
      save = JSON.stringify(value);
    }
    return Game.load(save);
  }
  if ("loadValue" in c) return Game.load(c.loadValue);
  if (c.bigSave) return Game.load(" ".repeat(MAX_SAVE_BYTES + 1));
  const g = game(c);
  if ("play" in c) return g.play(c.play);
  if (c.roll) return g.roll();
  if (c.undo) return g.undo();
  if (c.redo) return g.redo();
  if ("undoCount" in c) return g.undo(c.undoCount);
  if ("redoCount" in c) return g.redo(c.redoCount);
  if ("suggest" in c) return g.suggestMove(c.suggest);
  throw new Error(`a case without an action: ${JSON.stringify(c)}`);
}

function outcome(c) {
  try {
    run(c);
    return null;
  } catch (e) {
    if (!(e instanceof GameError)) return { threw: String(e) };
    return { code: e.code, message: e.message };
  }
}

test("every error has its recorded code and message", () => {
  const lines = CASES.filter((c) => c.only !== "native").map((c) => [c.name, outcome(c)]);
  const text = `{\n${lines.map(([name, o]) => `${JSON.stringify(name)}:${JSON.stringify(o)}`).join(",\n")}\n}\n`;
  if (process.env.FOLKGAMES_RECORD_ERRORS) writeFileSync(FIXTURE, text);
  for (const [name, o] of lines) {
    assert.ok(o !== null, `case ${JSON.stringify(name)} gives no error: it tests nothing`);
    assert.ok(!("threw" in o), `case ${JSON.stringify(name)} threw something else than a GameError: ${o.threw}`);
  }
  const expected = readFileSync(FIXTURE, "utf8").split("\n");
  const got = text.split("\n");
  for (let i = 0; i < Math.max(got.length, expected.length); i++) {
    assert.equal(got[i], expected[i], "a message changed (actual: now, expected: recorded)");
  }
});
