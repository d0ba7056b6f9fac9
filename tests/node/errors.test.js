// Every error code of docs/api.md ("Errors") is reachable, is a GameError with that code, and says what to do.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, GameError } from "folkgames";

function throwsCode(f, code) {
  assert.throws(f, (e) => {
    assert.ok(e instanceof GameError, `not a GameError: ${e}`);
    assert.ok(e instanceof Error);
    assert.equal(e.name, "GameError");
    assert.equal(e.code, code, e.message);
    assert.ok(e.message.length > 10, `message too short: ${e.message}`);
    return true;
  });
}

test("every error code is reachable", () => {
  throwsCode(() => new Game("chess"), "unknown_game");
  throwsCode(() => new Game("kpe", { skipOrigin: "yes" }), "bad_option");
  throwsCode(() => new Game("kpe").play("5"), "illegal_move");
  throwsCode(() => new Game("kpe").play({ kind: "sow", hole: 2 }), "bad_move");
  const over = new Game("kpe", { seed: 1 });
  while (!over.isOver()) over.play(over.legalMoves()[0]);
  throwsCode(() => over.play("0"), "game_over");
  throwsCode(() => Game.load('{"format":"folkgames"}'), "bad_save");
  const siryu = new Game("siryu", { seed: 1 });
  siryu.play("T5");
  throwsCode(() => siryu.roll(), "not_chance");
  const fresh = new Game("bay-khom");
  throwsCode(() => fresh.undo(1), "nothing_to_undo");
  throwsCode(() => fresh.redo(1), "nothing_to_redo");
  fresh.free();
  throwsCode(() => fresh.legalMoves(), "freed");
});

test("undo(n) and redo(n) are all or nothing", () => {
  const g = new Game("kpe", { seed: 2 });
  g.play("0");
  g.play("4");
  const state = g.state();
  throwsCode(() => g.undo(3), "nothing_to_undo");
  assert.deepEqual(g.state(), state);
  throwsCode(() => g.undo(0), "bad_option");
  const rec = g.undo(2);
  assert.equal(rec.ply, 1);
  assert.equal(g.state().ply, 0);
  throwsCode(() => g.redo(3), "nothing_to_redo");
  assert.equal(g.redo(2).ply, 2);
  assert.deepEqual(g.state(), state);
});

test("the engine survives every error and plays on", () => {
  const g = new Game("bay-khom", { seed: 3 });
  for (const bad of ["", "9+", "0*", { kind: "fill", houses: "1" }, { kind: "sow", hole: 0, dir: "up" }, undefined, 3.5]) {
    assert.throws(() => g.play(bad), GameError);
  }
  g.play(g.legalMoves()[0]);
  assert.equal(g.state().ply, 1);
});
