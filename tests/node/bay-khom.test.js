// Bày Khòm through the built package: a whole multi-round game with refill choices made as
// moves, undo across a refill, notation, and the single-round ruleset.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "folkgames";

function rand(seed) {
  let x = seed;
  return (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

test("the start position", () => {
  const g = new Game("bay-khom", { seed: 1 });
  const s = g.state();
  assert.deepEqual(s.holes, [4, 4, 4, 4, 5, 4, 4, 4, 4, 5]);
  assert.deepEqual(s.reserve, [0, 0]);
  assert.deepEqual(s.eliminated, Array(10).fill(false));
  assert.equal(s.phase, "sow");
  assert.equal(s.round, 1);
  assert.equal(g.legalMoves().length, 8);
  assert.deepEqual(g.legalMoves()[0], { kind: "sow", hole: 0, dir: "+" });
  assert.equal(g.ruleset, "poree-maspero");
});

test("Porée-Maspero's example (T1) through the API", () => {
  const g = new Game("bay-khom");
  const r = g.play("0+");
  assert.deepEqual(g.state().holes, [0, 0, 5, 5, 6, 0, 5, 5, 5, 6]);
  assert.deepEqual(g.state().reserve, [5, 0]);
  assert.equal(g.toMove(), 1);
  assert.deepEqual(
    r.events.filter((e) => e.type === "relay"),
    [{ type: "relay", hole: 5, count: 4 }],
  );
  assert.deepEqual(
    r.events.filter((e) => e.type === "capture"),
    [{ type: "capture", hole: 1, count: 5, by: 0 }],
  );
});

test("whole multi-round games: 42 counters always, refills are moves, undo crosses them", () => {
  let refills = 0;
  for (let seed = 1; seed <= 30; seed++) {
    const g = new Game("bay-khom", { seed });
    const pick = rand(seed);
    while (!g.isOver()) {
      const moves = g.legalMoves();
      const s = g.state();
      if (s.phase === "refill") {
        refills++;
        assert.ok(moves.every((m) => m.kind === "fill"));
        const before = g.state();
        g.play(moves[pick(moves.length)]);
        g.undo();
        assert.deepEqual(g.state(), before);
      }
      g.play(moves[pick(moves.length)]);
      const t = g.state();
      const total = t.holes.reduce((a, b) => a + b, 0) + t.reserve[0] + t.reserve[1];
      assert.equal(total, 42);
      t.eliminated.forEach((out, i) => out && assert.equal(t.holes[i], 0));
    }
    const r = g.result();
    assert.equal(r.totals[0] + r.totals[1], 42);
    assert.deepEqual(Game.load(g.save()).state(), g.state());
  }
  assert.ok(refills > 0, "some game needed a refill choice");
});

test("the single-round ruleset", () => {
  const g = new Game("bay-khom", { ruleset: "mancala-world", seed: 5 });
  const pick = rand(5);
  while (!g.isOver()) g.play(g.legalNotations()[pick(g.legalMoves().length)]);
  assert.equal(g.state().round, 1);
  assert.equal(
    g.result().totals.reduce((a, b) => a + b),
    42,
  );
});

// A move given again is read and checked again: a move met before must still be checked against
// the position, and a move that was refused must still be refused.
test("a move given again is checked again", () => {
  const g = new Game("bay-khom", { seed: 3 });
  const south = { kind: "sow", hole: 0, dir: "+" };
  g.play(south);
  // North to move: South's move, read before, is not North's to play.
  assert.throws(() => g.play({ ...south }), { code: "illegal_move" });
  g.undo();
  assert.deepEqual(g.play({ ...south }).move, south);
  const bad = { kind: "sow", hole: 12, dir: "+" };
  assert.throws(() => g.play(bad), { code: "bad_move" });
  assert.throws(() => g.play(bad), { code: "bad_move" });
});
