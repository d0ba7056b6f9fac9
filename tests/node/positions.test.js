// Game.fromPosition: every worked case of the rules specs (docs/spec/kpe.md KT1-KT4, docs/spec/bay-khom.md
// T1-T5, docs/spec/siryu.md ST1-ST4) from a position set up by it, with the spec's expected result;
// every kind of position no game can be in is `bad_position`; whatever state() gives is a
// position; a set-up game's save round-trips and resists tampering.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, GameError } from "folkgames";

const ALL = [true, true, true, true];
const NONE = [false, false, false, false];

function badPosition(f, words) {
  assert.throws(f, (e) => {
    assert.ok(e instanceof GameError, `not a GameError: ${e && e.stack}`);
    assert.equal(e.code, "bad_position", e.message);
    assert.match(e.message, words);
    return true;
  });
}

const kpe = (pits, captured, opened, toMove = 0, options) => Game.fromPosition("kpe", { pits, captured, opened, toMove }, options);

test("KT1: the move that opens the fourth pit captures; with a pit never started, none", () => {
  const a = kpe([2, 5, 6, 1, 1, 6, 5, 4], [0, 18], [[true, true, true, false], ALL]);
  a.play("3");
  assert.deepEqual(
    [a.state().pits, a.state().captured],
    [
      [2, 5, 6, 0, 0, 6, 5, 4],
      [2, 18],
    ],
  );
  const b = kpe([2, 5, 6, 1, 1, 6, 5, 4], [0, 18], [[false, true, true, true], ALL]);
  b.play("3");
  assert.deepEqual(
    [b.state().pits, b.state().captured],
    [
      [2, 5, 6, 0, 2, 6, 5, 4],
      [0, 18],
    ],
  );
});

test("KT2: a chain of 2s and 4s stops at the mover's own row, and at any other count", () => {
  const g = kpe([0, 5, 3, 1, 1, 3, 1, 6], [14, 14], [ALL, ALL]);
  const record = g.play("1");
  assert.deepEqual(
    record.events.filter((e) => e.type === "capture").map((e) => [e.hole, e.count]),
    [
      [6, 2],
      [5, 4],
      [4, 2],
    ],
  );
  assert.deepEqual(
    [g.state().pits, g.state().captured],
    [
      [0, 0, 4, 2, 0, 0, 0, 6],
      [22, 14],
    ],
  );
  // Had pit 4 held 2 before the move (3 after), only pits 6 and 5 are taken.
  const h = kpe([0, 5, 3, 1, 2, 3, 1, 6], [14, 13], [ALL, ALL]);
  h.play("1");
  assert.deepEqual(
    [h.state().pits, h.state().captured],
    [
      [0, 0, 4, 2, 3, 0, 0, 6],
      [20, 13],
    ],
  );
});

test("KT3: feeding an empty row, and a game that ends when nothing feeds it", () => {
  const a = kpe([3, 0, 2, 0, 0, 0, 0, 0], [20, 23], [NONE, NONE]);
  assert.deepEqual(a.legalNotations(), ["2"]);
  assert.throws(
    () => a.play("0"),
    (e) => e.code === "illegal_move" && /feed/.test(e.message),
  );
  a.play("2");
  assert.deepEqual(a.state().pits, [3, 0, 0, 1, 1, 0, 0, 0]);
  for (const pit of ["0", "2"]) {
    const b = kpe([2, 0, 1, 0, 0, 0, 0, 0], [22, 23], [NONE, NONE]);
    assert.deepEqual(b.legalNotations(), ["0", "2"]);
    b.play(pit);
    assert.deepEqual(b.result(), { winners: [0], draw: false, totals: [25, 23], reason: "no-stones" });
  }
});

test("KT4: eight or more stones pass the origin, or skip it with skipOrigin", () => {
  const g = kpe([1, 3, 10, 0, 2, 1, 5, 3], [11, 12], [ALL, ALL]);
  g.play("2");
  assert.deepEqual(
    [g.state().pits, g.state().captured],
    [
      [2, 4, 1, 2, 0, 2, 6, 4],
      [15, 12],
    ],
  );
  const s = kpe([1, 3, 10, 0, 2, 1, 5, 3], [11, 12], [ALL, ALL], 0, { skipOrigin: true });
  s.play("2");
  assert.deepEqual(
    [s.state().pits, s.state().captured],
    [
      [2, 4, 0, 2, 4, 3, 6, 4],
      [11, 12],
    ],
  );
});

const bk = (holes, reserve, toMove, more = {}) => Game.fromPosition("bay-khom", { holes, reserve, toMove, ...more });
const captures = (record) => record.events.filter((e) => e.type === "capture").map((e) => [e.hole, e.count]);

test("T1: Porée-Maspero's own example, from the opening position", () => {
  const g = bk([4, 4, 4, 4, 5, 4, 4, 4, 4, 5], [0, 0], 0);
  const record = g.play("0+");
  assert.deepEqual(captures(record), [[1, 5]]);
  assert.ok(record.events.some((e) => e.type === "relay" && e.hole === 5 && e.count === 4));
  assert.deepEqual([g.state().holes, g.state().reserve, g.toMove()], [[0, 0, 5, 5, 6, 0, 5, 5, 5, 6], [5, 0], 1]);
});

test("T2: the chain 1, 3, 5 ends the round, and South, short, chooses one house", () => {
  const g = bk([3, 0, 2, 0, 6, 1, 2, 4, 3, 0], [10, 11], 1);
  const record = g.play("6+");
  assert.deepEqual(captures(record), [
    [0, 3],
    [2, 2],
    [4, 6],
  ]);
  assert.ok(record.events.some((e) => e.type === "round-end" && e.reserve.join() === "10,32"));
  const s = g.state();
  assert.deepEqual([s.phase, g.toMove(), s.refillCount], ["refill", 0, 1]);
  g.play("F1");
  assert.deepEqual(g.state().reserve, [1, 11]);
  assert.deepEqual(
    g
      .state()
      .eliminated.map((e, h) => (e ? h : -1))
      .filter((h) => h >= 0),
    [0, 2, 3],
  );
  assert.equal(g.toMove(), 0, "South, who filled fewer houses, starts the round");
});

test("T3 and T4: two empty holes end the turn; a head is relayed and the emptied origin is a gap", () => {
  const t3 = bk([4, 3, 1, 2, 5, 0, 0, 0, 6, 2], [9, 10], 0);
  assert.deepEqual(captures(t3.play("3+")), []);
  assert.deepEqual(t3.state().holes, [4, 3, 1, 0, 6, 1, 0, 0, 6, 2]);
  const t4 = bk([0, 2, 1, 0, 3, 2, 0, 1, 0, 4], [15, 14], 0);
  const record = t4.play("1+");
  assert.ok(record.events.some((e) => e.type === "relay" && e.hole === 4));
  assert.deepEqual(captures(record), [[9, 4]]);
  assert.deepEqual(
    [t4.state().holes, t4.state().reserve],
    [
      [0, 0, 2, 1, 0, 3, 1, 2, 0, 0],
      [19, 14],
    ],
  );
});

test("T5: an endless move is not legal, and a chain wraps round the ring", () => {
  const g = bk([0, 1, 0, 1, 0, 1, 1, 0, 1, 2], [17, 18], 1);
  assert.ok(!g.legalNotations().includes("5-"));
  assert.throws(
    () => g.play("5-"),
    (e) => e.code === "illegal_move" && /BK6/.test(e.message),
  );
  const record = g.play("6+");
  assert.deepEqual(captures(record), [
    [1, 1],
    [3, 1],
    [5, 1],
    [7, 1],
    [9, 3],
  ]);
  assert.ok(record.events.some((e) => e.type === "round-end" && e.reserve.join() === "17,25"));
});

const start = { father: 1, angel: 2, mother: 3 };
const piece = (kind, square = start[kind], started = square !== start[kind], stations = 0) => ({ kind, square, started, stations });
const home = () => [piece("father"), piece("mother"), piece("angel")];
const siryu = (pieces, seat = 0, options) => Game.fromPosition("siryu", { pieces, seat }, options);
const squares = (g, player) => g.state().pieces[player].map((p) => p.square);

test("ST1: a sir starts the father and its bonus throw moves him; a throw of three passes", () => {
  const g = siryu([home(), home()]);
  g.play("T5");
  g.play("F");
  g.play("T3");
  g.play("F");
  assert.deepEqual(
    g.state().pieces[0].map((p) => [p.square, p.started]),
    [
      [5, true],
      [3, false],
      [2, false],
    ],
  );
  const h = siryu([home(), home()]);
  h.play("T3");
  assert.deepEqual([h.toMove(), h.state().seat], ["chance", 1]);
});

test("ST2: the angel, the gate and overtaking", () => {
  const g = siryu([
    [piece("father", 9), piece("mother"), piece("angel", 6)],
    [piece("father", 11), piece("mother", 8), piece("angel")],
  ]);
  g.play("T1");
  g.play("A");
  assert.deepEqual(
    [squares(g, 0), squares(g, 1)],
    [
      [9, 3, 8],
      [11, 8, 2],
    ],
  );
  g.play("T4");
  const record = g.play("A");
  assert.deepEqual(squares(g, 0), [9, 3, 12]);
  assert.deepEqual(
    record.events.filter((e) => e.type === "sent-back").map((e) => [e.player, e.piece, e.from, e.to]),
    [[1, "father", 11, 1]],
  );
  assert.deepEqual(g.state().pieces[1][1], piece("mother", 8));
});

test("ST3: stations, six white, and a bonus throw no piece can use", () => {
  const g = siryu([[piece("father", 12), piece("mother", 28, true, 2), piece("angel", 24)], home()]);
  g.play("T1");
  g.play("M");
  assert.deepEqual(g.state().pieces[0][1], piece("mother", 29, true, 0));
  g.play("T6");
  assert.deepEqual(g.legalNotations(), ["A"]);
  g.play("A");
  assert.deepEqual(squares(g, 0), [12, 29, 25]);
  g.play("T3"); // player 1: nothing, the turn passes
  g.play("T6");
  g.play("T1");
  assert.deepEqual(g.legalNotations(), ["P"]);
});

test("ST4: six black's three bonus throws, summed and used by one piece", () => {
  const g = siryu([
    [piece("father", 15), piece("mother"), piece("angel")],
    [piece("father", 17), piece("mother", 21), piece("angel")],
  ]);
  for (const t of ["T0", "T2", "T3", "T1"]) g.play(t);
  g.play("F");
  assert.deepEqual([squares(g, 0)[0], squares(g, 1)], [21, [1, 21, 2]]);
});

test("whatever state() gives, in a game's phases of play, is a position of the same game", () => {
  for (const [id, options] of [
    ["kpe", { seed: 1 }],
    ["bay-khom", { seed: 2 }],
    ["bay-khom", { seed: 3, ruleset: "mancala-world" }],
    ["siryu", { seed: 4, players: 3, stationSirs: 1 }],
  ]) {
    const g = new Game(id, options);
    for (let i = 0; i < 400 && !g.isOver(); i++) {
      const s = g.state();
      const settable = id !== "bay-khom" ? g.toMove() === "chance" || id === "kpe" : s.phase === "sow";
      if (settable) {
        const h = Game.fromPosition(id, s, { ...g.options });
        assert.deepEqual(h.state(), { ...s, ply: 0 }, `${id} ply ${i}`);
        assert.deepEqual(h.legalMoves(), g.legalMoves());
      }
      if (g.toMove() === "chance") g.roll();
      else g.play(g.legalMoves()[(i * 7) % g.legalMoves().length]);
    }
  }
});

test("a set-up game's save restores it, moves and all, and a tampered one is bad_save", () => {
  const g = bk([4, 3, 1, 2, 5, 0, 0, 0, 6, 2], [9, 10], 0);
  g.play("3+");
  g.play(g.legalMoves()[0]);
  const save = g.save();
  assert.ok(JSON.parse(save).position, "the save keeps the position");
  const h = Game.load(save);
  assert.deepEqual(h.state(), g.state());
  assert.deepEqual(h.history(), g.history());
  const tampered = JSON.parse(save);
  tampered.position.state.holes[0] = 5;
  assert.throws(
    () => Game.load(JSON.stringify(tampered)),
    (e) => e.code === "bad_save" && /bad position: .*42 counters/.test(e.message),
  );
  const extra = JSON.parse(save);
  extra.position.state.bonus = 1;
  assert.throws(
    () => Game.load(JSON.stringify(extra)),
    (e) => e.code === "bad_save" && /the save.s position: unknown field "bonus"/.test(e.message),
  );
});

test("every kind of position no game can be in is bad_position, naming the problem", () => {
  const opened = [ALL, ALL];
  badPosition(() => kpe([9, 9, 9, 9, 9, 9, 9, 9], [0, 0], opened), /48 stones/);
  badPosition(() => kpe([6, 6, 6, 6, 6, 6, 6, 6], [0, 0], opened, 2), /player 2 is to move/);
  badPosition(() => Game.fromPosition("kpe", { pits: [6, 6, 6, 6, 6, 6, 6, 6], captured: [0, 0], opened }), /who is to move/);
  badPosition(
    () => Game.fromPosition("kpe", { pits: [6, 6, 6, 6, 6, 6, 6, 6], captured: [0, 0], opened, toMove: 0, nope: 1 }),
    /unknown field "nope"/,
  );
  badPosition(
    () => Game.fromPosition("kpe", { pits: [6, 6, 6, 6, 6, 6, 6, 6], captured: [0, 0], opened, toMove: 0, game: "siryu" }),
    /siryu position/,
  );
  badPosition(() => Game.fromPosition("kpe", { pits: [6, 6, 6, 6], captured: [0, 0], opened, toMove: 0 }), /pits/);
  // a board is a list of exactly its places: too short, too long (it was read up to its eighth
  // item and the rest dropped); not a list, it is refused naming the field (input::array reads a
  // list, not any value: a reader of every kind of value for each board cost the page's module
  // 6.8 KB, so the reason is the platform's own)
  for (const [pits, why] of [
    [[6, 6, 6, 6], /pits: invalid length 4, expected an array of length 8/],
    [[6, 6, 6, 6, 6, 6, 6, 6, 0], /pits: invalid length 9, expected an array of length 8/],
    ["66666666", /^bad position: pits: /],
  ])
    badPosition(() => Game.fromPosition("kpe", { pits, captured: [0, 0], opened, toMove: 0 }), why);
  badPosition(() => kpe([6, 6, 6, 6, 6, 6, 6, 6], [0, 0], [ALL, [true, true, true]]), /opened\[1\]: invalid length 3, expected an array of length 4/);
  const bkStart = new Game("bay-khom").state();
  badPosition(
    () => Game.fromPosition("bay-khom", { ...bkStart, eliminated: [true] }),
    /eliminated: invalid length 1, expected an array of length 10/,
  );
  // toMove is a player's number or "chance", read by what it is (a number, a string)
  for (const [toMove, why] of [
    [2.5, /toMove: invalid type: floating point `2.5`, expected a player's number or "chance"/],
    [-1, /toMove: invalid value: integer `-1`, expected a player's number or "chance"/],
    [300, /toMove: invalid value: integer `300`, expected a player's number or "chance"/],
    ["north", /toMove: invalid value: string "north", expected a player's number or "chance"/],
    [[0], /toMove: invalid type: sequence, expected a player's number or "chance"/],
  ]) {
    badPosition(() => kpe([6, 6, 6, 6, 6, 6, 6, 6], [0, 0], opened, toMove), why);
  }
  badPosition(() => Game.fromPosition("kpe", "pits"), /an object/);
  badPosition(() => kpe([0, 0, 0, 0, 6, 6, 6, 6], [24, 0], opened), /over in this position/);
  badPosition(() => Game.fromPosition("kpe", { ...new Game("kpe").state(), over: true }), /finished game/);
  const holes = [4, 4, 4, 4, 5, 4, 4, 4, 4, 5];
  badPosition(() => bk(holes, [1, 0], 0), /42 counters/);
  badPosition(() => bk(holes, [0, 0], 0, { round: 2, eliminated: [false, false, false, false, false, false, false, false, false, true] }), /head/);
  badPosition(
    () =>
      bk([0, 4, 4, 4, 5, 0, 4, 4, 4, 5], [4, 4], 0, { round: 2, eliminated: [true, false, false, false, false, true, false, false, false, false] }),
    /both players/,
  );
  badPosition(
    () =>
      bk([4, 4, 4, 4, 5, 4, 4, 4, 4, 5], [0, 0], 0, { round: 2, eliminated: [true, false, false, false, false, false, false, false, false, false] }),
    /eliminated but holds/,
  );
  badPosition(
    () => bk([0, 4, 4, 4, 5, 4, 4, 4, 4, 5], [4, 0], 0, { eliminated: [true, false, false, false, false, false, false, false, false, false] }),
    /round 2/,
  );
  badPosition(() => bk(holes, [0, 0], 0, { phase: "refill" }), /sowing phase/);
  badPosition(() => bk(holes, [0, 0], 0, { ruleset: "mancala-world", round: 2 }), /one round/);
  badPosition(
    () => Game.fromPosition("bay-khom", { holes, reserve: [0, 0], toMove: 0, ruleset: "mancala-world" }, { ruleset: "poree-maspero" }),
    /ruleset/,
  );
  badPosition(() => siryu([home(), [piece("father", 32), piece("mother"), piece("angel")]]), /squares are 1 to 31/);
  badPosition(() => siryu([home(), [piece("father", 5, false), piece("mother"), piece("angel")]]), /has not started/);
  badPosition(() => siryu([home(), [piece("father", 1, true), piece("mother"), piece("angel")]]), /has started/);
  badPosition(() => siryu([[piece("father", 20, true, 1), piece("mother"), piece("angel")], home()]), /station sirs/);
  badPosition(() => siryu([[piece("father", 28, true, 1), piece("mother"), piece("angel")], home()], 0, { stationSirs: 1 }), /station needs 1/);
  badPosition(() => siryu([[piece("mother"), piece("father"), piece("angel")], home()]), /father, mother, angel/);
  badPosition(() => siryu([home()]), /players/);
  badPosition(() => siryu([home(), home()], 2), /seat 2/);
  badPosition(() => siryu([[piece("father", 31), piece("mother", 31), piece("angel", 31)], home()]), /over in this position/);
  badPosition(() => Game.fromPosition("siryu", { pieces: [home(), home()], seat: 0, toMove: 1 }), /toMove/);
  badPosition(() => Game.fromPosition("siryu", { pieces: [home(), home()], seat: 0, turnThrows: 2 }), /turnThrows/);
  badPosition(() => Game.fromPosition("siryu", { pieces: [home(), home()], seat: 0, phase: "move" }), /throw phase/);
  badPosition(() => Game.fromPosition("siryu", { pieces: [home(), home()], seat: 0 }, { players: 3 }), /3 players/);
});
