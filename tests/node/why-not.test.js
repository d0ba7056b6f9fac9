// game.whyNot(move): every refusal reason of every game (and of each reading that changes one),
// on a position set up with Game.fromPosition or reached by the moves the rules spec shows, gives
// its code, its rule and the data a sentence needs; play() of that move throws a GameError with
// the same refusal and changes nothing. Over random games of every ruleset, whyNot of every legal
// move is null. chanceOutcomes() lists C(6,k)/64 for each count of white faces when a throw is
// due, and nothing otherwise.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, GameError } from "folkgames";

/** whyNot(move) has `code` and `rule` (and `data`'s fields); play(move) throws the same. */
function refused(game, move, code, rule, data = {}) {
  const why = game.whyNot(move);
  assert.ok(why, `${JSON.stringify(move)} should be refused (${code})`);
  assert.equal(why.code, code, why.message);
  assert.equal(why.rule, rule, why.message);
  assert.equal(typeof why.message, "string");
  for (const [k, v] of Object.entries(data)) assert.deepEqual(why[k], v, `${code}.${k}`);
  const before = game.save();
  assert.throws(
    () => game.play(move),
    (e) => {
      assert.ok(e instanceof GameError);
      assert.equal(e.code, code === "game-over" ? "game_over" : "illegal_move");
      assert.equal(e.message, why.message);
      assert.deepEqual(e.refusal, why);
      return true;
    },
  );
  assert.equal(game.save(), before, "a refused move changes nothing");
  return why;
}

const NONE = [false, false, false, false];
const kpe = (pits, captured = [0, 0], opened = [NONE, NONE], toMove = 0, options) =>
  Game.fromPosition("kpe", { pits, captured, opened, toMove }, options);

test("Kpé: not yours and empty (K3), must feed (K6), over (K7)", () => {
  const g = new Game("kpe");
  refused(g, "5", "not-yours", "K3", { place: 5, owner: 1, player: 0 });
  refused(g, { kind: "sow", pit: 5 }, "not-yours", "K3");
  const e = kpe([0, 6, 6, 6, 6, 6, 6, 6], [6, 0]);
  refused(e, "0", "empty", "K3", { place: 0, player: 0 });
  const f = kpe([3, 0, 2, 0, 0, 0, 0, 0], [20, 23]);
  refused(f, "0", "must-feed", "K6", { place: 0, places: [2] });
  assert.equal(f.whyNot("2"), null);
  // The same pit with skipOrigin: K6 refuses it just the same.
  refused(kpe([3, 0, 2, 0, 0, 0, 0, 0], [20, 23], [NONE, NONE], 0, { skipOrigin: true }), "0", "must-feed", "K6");
  const over = kpe([2, 0, 1, 0, 0, 0, 0, 0], [22, 23]);
  over.play("0");
  assert.ok(over.isOver());
  refused(over, "1", "game-over", "K7");
});

const bk = (holes, reserve, toMove, more = {}, options) => Game.fromPosition("bay-khom", { holes, reserve, toMove, ...more }, options);

test("Bày Khòm: not yours, a head and empty (BK2), endless (BK6), eliminated and refills (BK9), over", () => {
  const g = new Game("bay-khom");
  refused(g, "5+", "not-yours", "BK2", { place: 5, owner: 1, player: 0 });
  refused(g, "4-", "head", "BK2", { place: 4 });
  refused(g, "F1", "nothing-to-fill", "BK9", { player: 0 });
  const e = bk([0, 4, 4, 4, 5, 4, 4, 4, 4, 5], [4, 0], 0);
  refused(e, "0+", "empty", "BK2", { place: 0 });
  const t5 = bk([0, 1, 0, 1, 0, 1, 1, 0, 1, 2], [17, 18], 1);
  refused(t5, "5-", "endless", "BK6", { place: 5, player: 1 });
  // T2: the round ends and South, short, fills one house; the others are eliminated.
  const t2 = bk([3, 0, 2, 0, 6, 1, 2, 4, 3, 0], [10, 11], 1);
  t2.play("6+");
  refused(t2, "1+", "fill-first", "BK9", { count: 1, player: 0 });
  refused(t2, "F1,2", "fill-count", "BK9", { count: 1 });
  refused(t2, "F6", "fill-count", "BK9");
  t2.play("F1");
  refused(t2, "0+", "eliminated", "BK9", { place: 0 });
  // Mancala World: a game that ends; then every move is refused as over.
  const mw = new Game("bay-khom", { ruleset: "mancala-world", seed: 3 });
  while (!mw.isOver()) mw.play(mw.legalMoves()[0]);
  refused(mw, "0+", "game-over", "MW");
});

test("Bày Khòm with headStart: a head may start a move, and an empty head is refused as empty", () => {
  const g = new Game("bay-khom", { headStart: true });
  assert.equal(g.whyNot("4+"), null);
  const e = bk([4, 4, 4, 4, 0, 4, 4, 4, 4, 5], [5, 0], 0, {}, { headStart: true });
  refused(e, "4+", "empty", "BK2", { place: 4 });
  // Without the reading the same head is a head, whatever it holds.
  refused(bk([4, 4, 4, 4, 0, 4, 4, 4, 4, 5], [5, 0], 0), "4+", "head", "BK2");
});

const start = { father: 1, angel: 2, mother: 3 };
const piece = (kind, square = start[kind], started = square !== start[kind], stations = 0) => ({ kind, square, started, stations });
const home = () => [piece("father"), piece("mother"), piece("angel")];
const siryu = (pieces, seat = 0, options) => Game.fromPosition("siryu", { pieces, seat }, options);

test("Siryu: the throws (T1, T3), a piece's reasons (S1, S2, S7), a pass, the end", () => {
  const g = siryu([home(), home()]);
  refused(g, "F", "throw-due", "T1", { player: 0 });
  refused(g, "P", "throw-due", "T1");
  // (A throw of 7 whites is not a move at all: bad_move, below. bad-throw is for Rust callers.)
  g.play("T5"); // a sir
  refused(g, "T3", "use-throw", "T3", { player: 0 });
  refused(g, "P", "must-use", "T3");
  g.play("F"); // the father starts on 2
  g.play("T0"); // the sir's bonus throw: 0
  refused(g, "F", "zero", "S2", { piece: "father", square: 2 });
  const notStarted = siryu([home(), home()]);
  notStarted.play("T6");
  notStarted.play("T3");
  refused(notStarted, "M", "needs-sir", "S1", { piece: "mother", square: 3 });
  const gate = siryu([[piece("father", 12), piece("mother", 31, true), piece("angel", 25)], home()]);
  gate.play("T6");
  gate.play("T3");
  refused(gate, "F", "at-gate", "S2", { piece: "father", square: 12 });
  refused(gate, "A", "at-gate", "S2", { square: 25 });
  refused(gate, "M", "at-mecca", "S7", { piece: "mother", square: 31 });
  const last = siryu([[piece("father", 31, true), piece("mother", 31, true), piece("angel", 30, true, 2)], home()]);
  last.play("T1");
  last.play("A");
  assert.ok(last.isOver());
  refused(last, "T3", "game-over", "S7");
});

test("Siryu readings: departure in order refuses a piece out of turn; bonusSir makes a bonus sir", () => {
  const g = siryu([home(), home()], 0, { departure: "in-order" });
  g.play("T1");
  refused(g, "M", "out-of-order", "S1", { piece: "mother" });
  refused(g, "A", "out-of-order", "S1", { piece: "angel" });
  assert.equal(g.whyNot("F"), null);
  const plain = siryu([home(), home()]);
  plain.play("T1");
  assert.equal(plain.whyNot("M"), null, "by default any piece may start");
  // A bonus throw of one white: a plain point by default, a sir with bonusSir.
  for (const bonusSir of [false, true]) {
    const b = siryu([home(), home()], 0, { bonusSir });
    b.play("T6");
    b.play("T1");
    if (bonusSir) assert.equal(b.whyNot("F"), null);
    else refused(b, "F", "needs-sir", "S1");
  }
});

test("whyNot of every legal move is null, over random games of every ruleset", () => {
  const rulesets = [
    ["kpe", {}],
    ["kpe", { skipOrigin: true }],
    ["bay-khom", {}],
    ["bay-khom", { headStart: true, roundEnd: "neither-can-move" }],
    ["bay-khom", { ruleset: "mancala-world" }],
    ["siryu", { stationSirs: 1 }],
    ["siryu", { stationSirs: 1, players: 3, departure: "in-order", bonusSir: true }],
  ];
  for (const [id, options] of rulesets) {
    for (let seed = 1; seed <= 3; seed++) {
      const g = new Game(id, { ...options, seed });
      let pick = seed;
      while (!g.isOver()) {
        const moves = g.legalMoves();
        for (const m of moves) assert.equal(g.whyNot(m), null, `${id} ${JSON.stringify(options)} ply ${g.state().ply}: ${JSON.stringify(m)}`);
        pick = (pick * 1103515245 + 12345) % 2147483648;
        g.play(moves[pick % moves.length]);
      }
    }
  }
});

test("whyNot of what is not a move is bad_move", () => {
  const g = new Game("kpe");
  assert.throws(
    () => new Game("siryu").whyNot({ kind: "throw", whites: 7 }),
    (e) => e.code === "bad_move",
  );
  for (const bad of ["x", 3, null, { kind: "fly" }]) {
    assert.throws(
      () => g.whyNot(bad),
      (e) => e instanceof GameError && e.code === "bad_move",
    );
  }
});

test("chanceOutcomes: each count of white faces with C(6,k)/64 when a throw is due, else none", () => {
  const ways = [1, 6, 15, 20, 15, 6, 1];
  const g = new Game("siryu", { seed: 4 });
  const outcomes = g.chanceOutcomes();
  assert.deepEqual(
    outcomes.map((o) => o.move),
    ways.map((_, k) => ({ kind: "throw", whites: k })),
  );
  assert.deepEqual(
    outcomes.map((o) => o.probability),
    ways.map((w) => w / 64),
  );
  assert.equal(
    outcomes.reduce((sum, o) => sum + o.probability, 0),
    1,
  );
  for (const o of outcomes) assert.equal(g.whyNot(o.move), null);
  g.play("T1");
  assert.deepEqual(g.chanceOutcomes(), [], "a sir is to be used: no throw is due");
  assert.deepEqual(new Game("kpe").chanceOutcomes(), []);
  assert.deepEqual(new Game("bay-khom").chanceOutcomes(), []);
});
