// The lessons' steps (www/element/lessons.js) against the engine: every step's position is one
// Game.fromPosition accepts (a step without one goes on from the step before), the moves the
// lesson plays itself are legal there, every move a step asks for is legal, and one of them
// leads to the next step. What each step's words say happened is checked here against the
// records, for the facts they name (the holes eaten, the squares reached, the round's end).
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "folkgames";
import { lessons, positionOf } from "../../www/element/lessons.js";
import { hasLesson } from "../../www/element/lesson-part.js";
import { catalogue } from "folkgames";

const sameMove = (move, wanted) => Object.entries(wanted).every(([k, v]) => move[k] === v);

/** Plays a lesson's steps through the engine; gives each step's game state and record. */
function playLesson(id) {
  let game = null;
  return lessons[id].map((step, i) => {
    if (step.position) game = Game.fromPosition(id, positionOf(id, step, Game));
    assert.ok(game, `${id} step ${i + 1}: the first step sets up a position`);
    for (const move of step.before ?? []) game.play(move);
    const legal = game.legalMoves();
    const asked = legal.filter((m) => step.expect.some((e) => sameMove(m, e)));
    assert.ok(asked.length > 0, `${id} step ${i + 1}: a move it asks for is legal`);
    for (const e of step.expect)
      assert.ok(
        legal.some((m) => sameMove(m, e)),
        `${id} step ${i + 1}: ${JSON.stringify(e)} is legal`,
      );
    const record = game.play(asked[0]);
    return { legal, record, state: game.state() };
  });
}

const events = (record, type) => record.events.filter((e) => e.type === type);

test("the games that have a lesson, as the element tells a first game (hasLesson), are those lessons.js has steps for", () => {
  const games = catalogue().map((g) => g.id);
  assert.deepEqual(
    games.filter((id) => hasLesson(id)),
    Object.keys(lessons),
  );
  assert.equal(hasLesson("chess"), false);
});

test("every lesson's steps are positions of the game, and their moves legal", () => {
  for (const id of Object.keys(lessons)) {
    assert.ok(lessons[id].length >= 4, `${id}: a lesson of some steps`);
    playLesson(id);
  }
});

test("Bày Khòm's lesson does what its words say", () => {
  const [example, empty, chain, refill] = playLesson("bay-khom");
  // Porée-Maspero's example, as docs/spec/bay-khom.md T1 tells it: hole 2 (index 1) eaten, 5 shells
  assert.deepEqual(
    events(example.record, "capture").map((e) => [e.hole, e.count]),
    [[1, 5]],
  );
  assert.deepEqual(example.state.holes, [0, 0, 5, 5, 6, 0, 5, 5, 5, 6]);
  assert.equal(example.state.toMove, 1);
  // two empty holes: nothing eaten
  assert.equal(events(empty.record, "capture").length, 0);
  // the mother and the children: holes 6, 8 and 10 (one shell, then several), 11 in all; the round ends
  assert.deepEqual(
    events(chain.record, "capture").map((e) => [e.hole, e.count]),
    [
      [5, 1],
      [7, 4],
      [9, 6],
    ],
  );
  assert.ok(events(chain.record, "round-end").length === 1, "the round is over");
  assert.equal(chain.state.phase, "refill");
  assert.equal(chain.state.toMove, 1, "North chooses which houses to fill");
  // North's 15 shells: two houses, the two others eliminated; South's 6 spare in reserve; North starts
  assert.ok(refill.legal.every((m) => m.kind === "fill" && m.houses.length === 2 && m.houses.every((h) => h >= 5 && h <= 8)));
  assert.equal(refill.state.phase, "sow");
  assert.equal(refill.state.eliminated.filter(Boolean).length, 2);
  assert.deepEqual([refill.state.holes[4], refill.state.holes[9]], [5, 5]);
  assert.deepEqual(refill.state.reserve, [6, 2]);
  assert.equal(refill.state.toMove, 1, "North, who filled fewer houses, starts");
});

test("Siryu's lesson does what its words say", () => {
  const [sir, bonus, sixWhite, sixBlack, sentBack, minaret, mecca] = playLesson("siryu");
  const at = (step, player, kind) => step.state.pieces[player].find((p) => p.kind === kind);
  assert.deepEqual([at(sir, 0, "father").square, at(sir, 0, "father").started], [2, true]);
  assert.equal(sir.state.toMove, "chance", "a sir gives a bonus throw");
  assert.equal(at(bonus, 0, "father").square, 5);
  assert.equal(bonus.state.seat, 1, "the turn passes");
  assert.deepEqual(
    sixWhite.legal.map((m) => m.piece),
    ["angel"],
    "only the angel can use the points",
  );
  assert.equal(at(sixWhite, 0, "angel").square, 25);
  assert.equal(at(sixBlack, 0, "father").square, 21);
  assert.deepEqual([at(sixBlack, 1, "father").square, at(sixBlack, 1, "father").started, at(sixBlack, 1, "mother").square], [1, false, 21]);
  assert.ok(
    sentBack.legal.some((m) => m.piece === "father"),
    "the father could move too",
  );
  assert.equal(at(sentBack, 0, "angel").square, 12);
  assert.deepEqual(
    events(sentBack.record, "sent-back")
      .map((e) => [e.piece, e.from])
      .sort(),
    [
      ["father", 11],
      ["mother", 8],
    ],
  );
  assert.equal(at(sentBack, 0, "father").square, 9);
  assert.ok(minaret.legal.length > 1, "other sir actions were possible");
  assert.equal(at(minaret, 0, "father").square, 13);
  assert.equal(at(mecca, 0, "mother").square, 31);
  assert.deepEqual(mecca.state.result.winners, [0], "Player 1 wins");
  assert.ok(mecca.state.over, "the pilgrimage is won");
});
