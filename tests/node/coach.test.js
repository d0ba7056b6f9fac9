// coach() through the built npm package (docs/api.md, "The coach"): the planted Bày Khòm opening
// and a planted Kpé blunder warned of, with the reply and the better move; on positions reached
// by random play, the warnings are exactly the moves a plain two-ply check in this file finds
// (by the definition docs/api.md gives, reading only records and results); Siryu never warned;
// the game never changed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "folkgames";

const ALL = [true, true, true, true];

/** Everything a call could change: state, history, what redo would replay, the save. */
function snapshot(game) {
  return JSON.stringify([game.state(), game.history(), game.canUndo(), game.canRedo(), game.save()]);
}

/** A fixed generator of whole numbers below n (a linear congruential one: the same positions every run). */
function seeded(x) {
  return (n) => (x = (x * 1103515245 + 12345) % 2147483648) % n;
}

/** Counters on the board now, from the state (Kpé's pits, Bày Khòm's holes). */
const onBoard = (game) => (game.state().pits ?? game.state().holes).reduce((a, b) => a + b, 0);

/** The documented rule, by hand: which of the mover's moves lose badly (the net swing: what the
 * worst reply takes less what the move itself captured reaches the threshold, or the game ends
 * lost), with the worst reply's captures, the move's own and whether the game then ends lost;
 * `safe` the others. */
function twoPly(game) {
  const seat = game.toMove();
  const need = Math.max(Math.ceil(onBoard(game) / 3), 4);
  const lost = (g) => {
    const r = g.result();
    return r !== null && !r.draw && r.winners.length > 0 && !r.winners.includes(seat);
  };
  const bad = new Map();
  const safe = [];
  for (const n of game.legalNotations()) {
    const after = game.clone();
    const own = after.play(n);
    const gains = own.events.filter((e) => e.type === "capture" && e.by === seat).reduce((a, e) => a + e.count, 0);
    let worst = null;
    if (after.isOver()) {
      if (lost(after)) worst = { captures: 0, gains, endsLost: true, reply: null };
    } else if (after.toMove() !== seat && typeof after.toMove() === "number") {
      for (const r of after.legalNotations()) {
        const next = after.clone();
        const record = next.play(r);
        const taken = (e) => e.by === record.player && (e.type === "capture" || (e.type === "collect" && next.isOver()));
        const captures = record.events.filter(taken).reduce((a, e) => a + e.count, 0);
        const ends = lost(next);
        next.free();
        if (worst === null || ends > worst.endsLost || (ends === worst.endsLost && captures > worst.captures))
          worst = { captures, gains, endsLost: ends, reply: r };
      }
      if (worst && !worst.endsLost && worst.captures - gains < need) worst = null;
    }
    after.free();
    if (worst) bad.set(n, worst);
    else safe.push(n);
  }
  return { bad, safe, need };
}

/** The coach agrees with the two-ply check, and the game is unchanged. */
function check(game, what) {
  const before = snapshot(game);
  const c = game.coach();
  assert.equal(snapshot(game), before, `coach changed the game (${what})`);
  const { bad, safe, need } = twoPly(game);
  assert.equal(c.player, game.toMove());
  assert.equal(c.threshold, need, what);
  const expected = safe.length ? [...bad.keys()] : [];
  assert.deepEqual(
    c.warnings.map((w) => w.notation),
    expected,
    `${what}: ${game.save()}`,
  );
  for (const w of c.warnings) {
    const b = bad.get(w.notation);
    assert.equal(w.captures, b.captures, `${what} ${w.notation}`);
    assert.equal(w.gains, b.gains, `${what} ${w.notation}`);
    assert.equal(w.endsLost, b.endsLost, `${what} ${w.notation}`);
    assert.equal(w.replyNotation, b.reply, `${what} ${w.notation}`);
    assert.ok(safe.includes(w.betterNotation), `${what}: the better move ${w.betterNotation} is safe`);
    assert.equal(game.whyNot(w.better), null);
  }
  return c;
}

test("the coach warns of house 2 counter-clockwise in a new multi-round Bày Khòm game: North's sweep ends it", () => {
  const g = new Game("bay-khom", { seed: 11 });
  assert.equal(g.options.ruleset, "poree-maspero");
  const c = check(g, "opening");
  // house 2 (hole 1), counter-clockwise (+)
  const w = c.warnings.find((x) => x.notation === "1+");
  assert.ok(w, `not warned: ${JSON.stringify(c.warnings.map((x) => x.notation))}`);
  assert.equal(w.replier, 1);
  assert.equal(w.endsLost, true);
  assert.notEqual(w.betterNotation, "1+");
  // the reply does what the warning says: North's sweep ends the game, 34 to 8
  g.play("1+");
  const reply = g.play(w.replyNotation);
  const taken = reply.events.filter((e) => e.by === 1 && (e.type === "capture" || e.type === "collect")).reduce((a, e) => a + e.count, 0);
  assert.equal(taken, w.captures);
  assert.equal(w.captures, 34);
  assert.equal(g.isOver(), true);
  assert.deepEqual(g.result().winners, [1]);
  assert.deepEqual(g.result().totals, [8, 34]);
  g.free();
});

test("the coach warns of a planted Kpé blunder and names the move that avoids it", () => {
  // South (pits 0-3) to move, 18 stones on the board: after pit 2 or pit 3, North's pit 7 captures 8.
  const g = Game.fromPosition("kpe", { pits: [3, 3, 3, 2, 1, 2, 2, 2], captured: [12, 18], opened: [ALL, ALL], toMove: 0 });
  const c = check(g, "planted Kpé");
  assert.equal(c.threshold, 6);
  assert.deepEqual(
    c.warnings.map((w) => [w.notation, w.replyNotation, w.captures, w.endsLost]),
    [
      ["2", "7", 8, false],
      ["3", "7", 8, false],
    ],
  );
  for (const w of c.warnings) {
    const copy = g.clone();
    copy.play(w.notation);
    const reply = copy.play(w.replyNotation);
    assert.equal(
      reply.events.filter((e) => e.type === "capture" && e.by === 1).reduce((a, e) => a + e.count, 0),
      8,
    );
    copy.free();
  }
  assert.equal(c.warnings[0].betterNotation, c.warnings[1].betterNotation, "one better move for the position");
  g.free();
});

/** What the worst reply to `notation` takes (its captures, and what it collects when it ends the game). */
function worstReply(game, notation) {
  const after = game.clone();
  after.play(notation);
  let most = 0;
  for (const r of after.legalNotations()) {
    const next = after.clone();
    const record = next.play(r);
    const taken = record.events.filter((e) => e.by === record.player && (e.type === "capture" || (e.type === "collect" && next.isOver())));
    most = Math.max(
      most,
      taken.reduce((a, e) => a + e.count, 0),
    );
    next.free();
  }
  after.free();
  return most;
}

test("the coach weighs the net swing: a move that captures 10 and hands over 12 is no blunder, one that takes 4 and hands over 12 is", () => {
  // Bày Khòm, North to move, 36 shells on the board (threshold 12): 6+ captures 2 and 8, and
  // South's best reply then takes 12, a net 2; 7- takes 3 and hands over 14, a net 11.
  const bk = Game.fromPosition("bay-khom", { holes: [0, 0, 9, 0, 0, 2, 7, 7, 2, 9], reserve: [5, 1], toMove: 1 }, { ruleset: "poree-maspero" });
  const c = check(bk, "planted Bày Khòm capture");
  assert.equal(c.threshold, 12);
  const copy = bk.clone();
  const own = copy.play("6+");
  copy.free();
  assert.equal(
    own.events.filter((e) => e.type === "capture" && e.by === 1).reduce((a, e) => a + e.count, 0),
    10,
  );
  assert.equal(worstReply(bk, "6+"), 12, "the reply alone reaches the threshold");
  assert.equal(worstReply(bk, "7-"), 14);
  assert.deepEqual(c.warnings, [], "no move of North's costs 12 net");
  bk.free();
  // Kpé, South to move, 24 stones on the board (threshold 8): pit 3 captures 4 and North's reply
  // then takes 12, a net 8: warned, with both figures.
  const kpe = Game.fromPosition("kpe", { pits: [1, 1, 1, 17, 1, 3, 0, 0], captured: [4, 20], opened: [ALL, ALL], toMove: 0 });
  const k = check(kpe, "planted Kpé capture");
  assert.equal(k.threshold, 8);
  const w = k.warnings.find((x) => x.notation === "3");
  assert.ok(w, JSON.stringify(k.warnings));
  assert.deepEqual([w.gains, w.captures, w.endsLost], [4, 12, false]);
  kpe.free();
});

test("no warning where none is due: the coach agrees with an exhaustive two-ply check on random positions", (t) => {
  const rand = seeded(12345);
  let positions = 0;
  let warned = 0;
  let quiet = 0;
  for (const [id, options] of [
    ["kpe", {}],
    ["bay-khom", { ruleset: "poree-maspero" }],
    ["bay-khom", { ruleset: "mancala-world" }],
  ]) {
    for (let game = 0; game < 16; game++) {
      const g = new Game(id, { ...options, seed: game });
      const plies = rand(60);
      for (let i = 0; i < plies && !g.isOver(); i++) {
        const moves = g.legalNotations();
        g.play(moves[rand(moves.length)]);
      }
      for (let i = 0; i < 6 && !g.isOver(); i++) {
        const c = check(g, `${id} ${JSON.stringify(options)} game ${game} ply ${g.history().length}`);
        positions++;
        if (c.warnings.length) warned++;
        else quiet++;
        const moves = g.legalNotations();
        g.play(moves[rand(moves.length)]);
      }
      g.free();
    }
  }
  t.diagnostic(`${positions} positions, ${warned} with warnings`);
  assert.ok(positions >= 180, `only ${positions} positions`);
  assert.ok(warned >= 10 && quiet >= 10, `${warned} warned, ${quiet} quiet: the check must see both`);
});

test("Siryu and finished games get no warning", () => {
  const s = new Game("siryu", { players: 2, seed: 3 });
  for (let i = 0; i < 40 && !s.isOver(); i++) {
    const before = snapshot(s);
    const c = s.coach();
    assert.equal(snapshot(s), before);
    assert.deepEqual(c.warnings, []);
    assert.equal(c.threshold, null);
    if (s.toMove() === "chance") s.roll();
    else s.play(s.legalMoves()[0]);
  }
  s.free();
  const g = new Game("bay-khom", { seed: 11 });
  g.play("2+");
  g.play(g.coach().player === 1 ? g.suggestMove({ level: "hard" }) : g.legalMoves()[0]);
  while (!g.isOver()) g.play(g.legalMoves()[0]);
  assert.deepEqual(g.coach(), { player: null, threshold: null, warnings: [] });
  g.free();
});
