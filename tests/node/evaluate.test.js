// evaluate() and review() through the built npm package (docs/api.md, "Evaluation and review"):
// proven results on positions whose outcome a plain exhaustive search in this file finds, a
// finished game, win chances that add up to 1, a planted blunder graded as one, throws never
// graded, bad options refused, and the game never changed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, GameError } from "folkgames";

const ALL = [true, true, true, true];
const kpe = (pits, captured, toMove = 0) => Game.fromPosition("kpe", { pits, captured, opened: [ALL, ALL], toMove });
const near = (a, b, what) => assert.ok(Math.abs(a - b) < 1e-9, `${what}: ${a} is not ${b}`);

/** Everything a call could change: state, history, what redo would replay, the save. */
function snapshot(game) {
  return JSON.stringify([game.state(), game.history(), game.canUndo(), game.canRedo(), game.save()]);
}

/** The game's value for player 0 with perfect play (1 win, 0.5 draw, 0 loss), by exhaustive
 * search over copies, or null when a line is longer than `depth`. */
function solve(game, depth) {
  if (game.isOver()) {
    const r = game.result();
    return r.draw ? 0.5 : r.winners.includes(0) ? 1 : 0;
  }
  if (depth === 0) return null;
  const mover = game.toMove();
  let best = null;
  for (const mv of game.legalMoves()) {
    const child = game.clone();
    child.play(mv);
    const v = solve(child, depth - 1);
    child.free();
    if (v === null) return null;
    if (best === null || (mover === 0 ? v > best : v < best)) best = v;
  }
  return best;
}

/** Small endgames from a fixed generator: `count(rand)` counters dropped at random in `holes`
 * holes, the rest of `total` captured before and split at random, set up by `make(board,
 * captured, toMove)` (a position that is over is refused and skipped). Calls `check(game, truth,
 * board)` on each one that `solve` settles within `depth` plies, until `want` of them; returns
 * how many were checked and how many of those are decisive. */
function endgames({ seed, holes, total, count, make, depth, tries, want }, check) {
  let x = seed;
  const rand = (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
  let checked = 0;
  let decisive = 0;
  for (let t = 0; t < tries && checked < want; t++) {
    const board = Array(holes).fill(0);
    for (let c = count(rand); c > 0; c--) board[rand(holes)]++;
    const left = total - board.reduce((a, b) => a + b, 0);
    const mine = rand(left + 1);
    let game;
    try {
      game = make(board, [mine, left - mine], rand(2));
    } catch {
      continue;
    }
    const truth = game.isOver() ? null : solve(game, depth);
    if (truth !== null) {
      const before = snapshot(game);
      check(game, truth, board);
      assert.equal(snapshot(game), before, "evaluate changed the game");
      checked++;
      if (truth !== 0.5) decisive++;
    }
    game.free();
  }
  return { checked, decisive };
}

test("evaluate proves the result of small Kpé endgames, as exhaustive search finds it", () => {
  // Positions with few stones left (48 in all, the rest captured).
  const { checked, decisive } = endgames(
    { seed: 7, holes: 8, total: 48, count: (rand) => 3 + rand(4), make: kpe, depth: 14, tries: 200, want: 30 },
    (game, truth, pits) => {
      const e = game.evaluate({ level: "hard" });
      assert.equal(e.exact, true, `not proven: ${JSON.stringify(pits)}`);
      near(e.winChance[0], truth, `win chance of ${JSON.stringify(pits)}`);
      near(e.winChance[0] + e.winChance[1], 1, "sum");
      assert.ok(game.legalNotations().includes(String(e.best.pit)), "best is legal");
      // The best move keeps the value: after it, the result is the same.
      const after = game.clone();
      after.play(e.best);
      assert.equal(solve(after, 14), truth, "the best move does not keep the result");
      after.free();
    },
  );
  assert.ok(checked >= 20, `only ${checked} positions solved`);
  assert.ok(decisive >= 5, `only ${decisive} decisive positions`);
});

test("evaluate at expert proves small Bày Khòm Mancala World endgames, as exhaustive search finds it", () => {
  // A few counters in the ten holes (42 in all, the rest captured); the search carries the
  // history, so the single round's repetition rule is the engine's.
  const make = (holes, reserve, toMove) => Game.fromPosition("bay-khom", { holes, reserve, toMove }, { ruleset: "mancala-world" });
  const { checked, decisive } = endgames(
    { seed: 11, holes: 10, total: 42, count: (rand) => 2 + rand(3), make, depth: 8, tries: 400, want: 12 },
    (game, truth, holes) => {
      const e = game.evaluate({ level: "expert" });
      assert.equal(e.exact, true, `not proven: ${JSON.stringify(holes)}`);
      near(e.winChance[0], truth, `win chance of ${JSON.stringify(holes)}`);
      // The margin is the final one at the end of the proven line.
      const end = game.clone();
      for (const mv of e.line) end.play(mv);
      const totals = end.result().totals;
      assert.deepEqual(e.margin, [totals[0] - totals[1], totals[1] - totals[0]]);
      end.free();
      // expert's move keeps the result.
      const after = game.clone();
      after.play(game.suggestMove({ level: "expert" }));
      assert.equal(solve(after, 8), truth, "expert's move does not keep the result");
      after.free();
    },
  );
  assert.ok(checked >= 10, `only ${checked} positions solved`);
  assert.ok(decisive >= 5, `only ${decisive} decisive positions`);
});

test("KT3: a position where both moves end the game at 25-23 is a proven win by 2", () => {
  const g = kpe([2, 0, 1, 0, 0, 0, 0, 0], [22, 23]);
  const e = g.evaluate();
  assert.equal(e.exact, true);
  assert.deepEqual(e.winChance, [1, 0]);
  assert.deepEqual(e.margin, [2, -2]);
  assert.ok(["0", "2"].includes(String(e.best.pit)));
  assert.deepEqual(e.line, [e.best]);
  // Finished: nothing to move, the result as it stands.
  g.play("0");
  const over = g.evaluate();
  assert.deepEqual(over, { winChance: [1, 0], margin: [2, -2], best: null, line: [], exact: true });
});

test("evaluate: win chances add up to 1 in every game; a throw due has no best move", () => {
  for (const [id, options] of [
    ["kpe", {}],
    ["bay-khom", { ruleset: "poree-maspero" }],
    ["bay-khom", { ruleset: "mancala-world" }],
    ["siryu", { players: 2 }],
    ["siryu", { players: 4 }],
  ]) {
    const g = new Game(id, { ...options, seed: 3 });
    for (let ply = 0; ply < 12 && !g.isOver(); ply++) {
      const before = snapshot(g);
      const e = g.evaluate({ level: "easy" });
      assert.equal(snapshot(g), before, `${id}: evaluate changed the game`);
      assert.equal(e.winChance.length, g.players);
      near(
        e.winChance.reduce((a, b) => a + b, 0),
        1,
        `${id} sum`,
      );
      assert.ok(e.winChance.every((p) => p >= 0 && p <= 1));
      if (g.toMove() === "chance") {
        assert.equal(e.best, null);
        g.roll();
      } else {
        assert.ok(g.whyNot(e.best) === null, `${id}: best is not legal`);
        assert.deepEqual(e.line[0], e.best);
        assert.equal(id === "siryu", e.margin === undefined, `${id}: margin`);
        g.play(g.suggestMove({ level: "easy", seed: ply }));
      }
    }
    g.free();
  }
});

test("evaluate and review refuse bad options with bad_option", () => {
  const g = new Game("kpe", { seed: 1 });
  for (const bad of [{ level: "grandmaster" }, { nodes: 0 }, { nodes: 1.5 }, { depth: 3 }, "hard"]) {
    for (const call of [() => g.evaluate(bad), () => g.review(bad)]) {
      assert.throws(call, (e) => e instanceof GameError && e.code === "bad_option", JSON.stringify(bad));
    }
  }
});

test("review grades a planted blunder in Bày Khòm as one, and the winner's best moves as best", () => {
  // House 2 counter-clockwise, South's opening in the multi-round game, hands North a sweep.
  const g = new Game("bay-khom", { seed: 11 });
  g.play("2+");
  while (!g.isOver()) g.play(g.suggestMove({ level: "hard", seed: g.history().length }));
  const before = snapshot(g);
  const seen = [];
  const r = g.review({}, (done, total) => seen.push([done, total]));
  assert.equal(snapshot(g), before, "review changed the game");
  assert.equal(r.moves.length, g.history().length);
  assert.deepEqual(
    seen.map(([d]) => d),
    r.moves.map((m) => m.ply),
    "progress after every move",
  );
  const first = r.moves[0];
  assert.equal(first.notation, "2+");
  assert.equal(first.grade, "blunder", JSON.stringify(first));
  assert.notEqual(first.bestNotation, "2+");
  assert.ok(first.cost.winChance >= 0.15 && first.cost.margin > 0);
  for (const m of r.moves) {
    assert.ok(["best", "good", "inaccuracy", "mistake", "blunder"].includes(m.grade));
    near(
      m.winChance.reduce((a, b) => a + b, 0),
      1,
      "sum",
    );
    if (m.grade === "best") assert.equal(m.cost.winChance, 0);
  }
  assert.equal(r.accuracy.length, 2);
  assert.ok(r.accuracy[0] < r.accuracy[1], `South blundered: ${r.accuracy}`);
  assert.ok(r.accuracy.every((a) => a >= 0 && a <= 100));
  g.free();
});

test("review of a Kpé game set up from a position, and of Siryu: throws are never graded", () => {
  const k = kpe([2, 5, 6, 1, 1, 6, 5, 4], [0, 18]);
  k.play("0");
  k.play("5");
  const rk = k.review({ level: "easy" });
  assert.deepEqual(
    rk.moves.map((m) => m.notation),
    ["0", "5"],
  );
  assert.equal(rk.start.winChance.length, 2);
  assert.equal(rk.start.margin.length, 2);
  const s = new Game("siryu", { players: 2, seed: 4 });
  for (let i = 0; i < 30 && !s.isOver(); i++) s.toMove() === "chance" ? s.roll() : s.play(s.suggestMove({ level: "easy" }));
  const rs = s.review({ level: "easy" });
  assert.ok(rs.moves.some((m) => m.chance));
  for (const m of rs.moves) {
    assert.equal(m.grade === null, m.chance, `ply ${m.ply}`);
    assert.equal(m.cost === null, m.chance);
  }
  assert.equal(rs.start.margin, undefined);
  k.free();
  s.free();
});
