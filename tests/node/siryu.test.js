// Siryu through the built package: chance moves, hand-entered throws, and the same seeded game
// natively (tests/fixtures/siryu-seeded.json, written by the Rust tests) and in WebAssembly.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Game, GameError } from "folkgames";

const fixture = JSON.parse(readFileSync(new URL("../fixtures/siryu-seeded.json", import.meta.url), "utf8"));

test("same seed, same game: the native fixture replays identically in wasm", () => {
  const g = new Game("siryu", fixture.options);
  let moves = 0;
  while (!g.isOver()) {
    if (g.toMove() === "chance") g.roll();
    else g.play(g.legalMoves()[0]);
    moves++;
  }
  assert.equal(moves, fixture.moves);
  assert.equal(g.save(), fixture.save);
  assert.deepEqual(g.state(), fixture.state);
  assert.deepEqual(Game.load(fixture.save).state(), fixture.state);
});

test("throws are chance moves: roll, or enter real sticks by hand", () => {
  const g = new Game("siryu", { seed: 5, players: 4 });
  assert.equal(g.toMove(), "chance");
  assert.equal(g.state().phase, "throw");
  assert.deepEqual(
    g.legalMoves(),
    [0, 1, 2, 3, 4, 5, 6].map((k) => ({ kind: "throw", whites: k })),
  );
  assert.throws(
    () => g.play({ kind: "move", piece: "father" }),
    (e) => e.code === "illegal_move",
  );
  // Five whites: a sir; the player must now start a piece.
  const r = g.play({ kind: "throw", sticks: [true, true, false, true, true, true] });
  assert.equal(r.chance, true);
  assert.equal(r.notation, "WWBWWW");
  assert.deepEqual(r.events[0], { type: "throw", player: 0, sticks: [true, true, false, true, true, true], whites: 5, bonus: false });
  assert.equal(g.toMove(), 0);
  assert.equal(g.state().throw, 5);
  assert.throws(
    () => g.roll(),
    (e) => e instanceof GameError && e.code === "not_chance",
  );
  const moved = g.play("F");
  assert.deepEqual(moved.events[0], { type: "step", player: 0, piece: "father", from: 1, to: 2 });
  assert.equal(g.state().pieces[0][0].started, true);
  // The bonus throw, entered as a count.
  assert.equal(g.toMove(), "chance");
  g.play("T3");
  assert.equal(g.state().throw, 3);
  g.play({ kind: "move", piece: "father" });
  assert.equal(g.state().pieces[0][0].square, 5);
  assert.equal(g.toMove(), "chance");
  assert.equal(g.state().seat, 1);
});

test("a throw no piece can use leaves pass as the only move; undo and redo cover throws", () => {
  const g = new Game("siryu", { seed: 1 });
  g.play("T6"); // six white: a bonus throw follows
  g.play("T2"); // nobody has started: the points are lost
  assert.deepEqual(g.legalMoves(), [{ kind: "pass" }]);
  const before = g.state();
  assert.throws(
    () => g.play("F"),
    (e) => e.code === "illegal_move",
  );
  assert.deepEqual(g.state(), before);
  g.play({ kind: "pass" });
  assert.equal(g.state().seat, 1);
  const rolled = g.roll();
  const after = g.state();
  g.undo();
  assert.equal(g.toMove(), "chance");
  assert.deepEqual(g.redo(), rolled);
  assert.deepEqual(g.state(), after);
  g.undo();
  assert.deepEqual(g.roll(), rolled, "the generator is restored by undo, so the same throw comes again");
});

test("players and stationSirs are checked", () => {
  assert.equal(new Game("siryu", { players: 8 }).state().pieces.length, 8);
  for (const bad of [{ players: 1 }, { players: 9 }, { stationSirs: 2 }, { players: "4" }]) {
    assert.throws(
      () => new Game("siryu", bad),
      (e) => e.code === "bad_option",
    );
  }
});
