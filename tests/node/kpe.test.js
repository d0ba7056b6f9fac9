// Kpé through the built npm package, imported the way a user does.
import { test } from "node:test";
import assert from "node:assert/strict";
import init, { Game, GameError, catalogue } from "folkgames";

function playRandomGame(game, seed) {
  let x = seed;
  const rand = (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
  const records = [];
  while (!game.isOver()) {
    const moves = game.legalMoves();
    assert.ok(moves.length > 0, "legal moves are never empty before the end");
    records.push(game.play(moves[rand(moves.length)]));
  }
  return records;
}

test("init is a no-op in Node and the catalogue lists Kpé", async () => {
  await init();
  const kpe = catalogue().find((g) => g.id === "kpe");
  assert.equal(kpe.name, "Kpé");
  assert.deepEqual(kpe.players, { min: 2, max: 2 });
  assert.deepEqual(kpe.options.map((o) => o.name).sort(), ["firstPlayer", "noCaptureLimit", "skipOrigin"]);
});

test("the start position and its legal moves", () => {
  const g = new Game("kpe", { seed: 1 });
  const s = g.state();
  assert.equal(s.game, "kpe");
  assert.deepEqual(s.pits, [6, 6, 6, 6, 6, 6, 6, 6]);
  assert.deepEqual(s.captured, [0, 0]);
  assert.deepEqual(s.opened, [
    [false, false, false, false],
    [false, false, false, false],
  ]);
  assert.equal(s.toMove, 0);
  assert.equal(s.over, false);
  assert.equal(s.result, null);
  assert.equal(s.ply, 0);
  assert.equal(g.toMove(), 0);
  assert.deepEqual(
    g.legalMoves(),
    [0, 1, 2, 3].map((pit) => ({ kind: "sow", pit })),
  );
  assert.equal(new Game("kpe", { firstPlayer: 1 }).toMove(), 1);
});

test("a full game: records carry events, the result adds up to 48", () => {
  const g = new Game("kpe", { seed: 3 });
  const records = playRandomGame(g, 17);
  const first = records[0];
  assert.equal(first.player, 0);
  assert.equal(typeof first.notation, "string");
  assert.equal(first.events[0].type, "lift");
  assert.equal(first.events.filter((e) => e.type === "drop").length, first.events[0].count);
  const last = records.at(-1);
  assert.equal(last.events.at(-1).type, "game-over");
  const r = g.result();
  assert.deepEqual(last.events.at(-1).result, r);
  assert.equal(r.totals[0] + r.totals[1], 48);
  assert.equal(r.draw, r.winners.length === 0);
  assert.equal(g.toMove(), null);
  assert.equal(g.history().length, records.length);
  assert.throws(
    () => g.play({ kind: "sow", pit: 0 }),
    (e) => e instanceof GameError && e.code === "game_over",
  );
});

test("an illegal move throws illegal_move and changes nothing", () => {
  const g = new Game("kpe", { seed: 2 });
  g.play("1");
  const before = g.state();
  for (const bad of [{ kind: "sow", pit: 0 }, "2"]) {
    assert.throws(
      () => g.play(bad),
      (e) => e instanceof GameError && e.code === "illegal_move" && e.message.length > 0,
    );
    assert.deepEqual(g.state(), before);
  }
  for (const bad of [{ kind: "sow", pit: 9 }, { kind: "jump" }, "x", 7, null, [1], { kind: "sow", pit: NaN }]) {
    assert.throws(
      () => g.play(bad),
      (e) => e instanceof GameError && e.code === "bad_move",
    );
    assert.deepEqual(g.state(), before);
  }
  assert.equal(g.history().length, 1);
});

test("options and ids are checked", () => {
  assert.throws(
    () => new Game("chess"),
    (e) => e.code === "unknown_game",
  );
  assert.throws(
    () => new Game("kpe", { firstPlayer: 2 }),
    (e) => e.code === "bad_option",
  );
  assert.throws(
    () => new Game("kpe", { speed: 1 }),
    (e) => e.code === "bad_option",
  );
  assert.throws(
    () => new Game("kpe", { seed: -1 }),
    (e) => e.code === "bad_option",
  );
  assert.throws(
    () => new Game("kpe", { seed: NaN }),
    (e) => e.code === "bad_option",
  );
  assert.throws(
    () => new Game("kpe", "fast"),
    (e) => e.code === "bad_option",
  );
});

test("save → load gives the same state, and the same future", () => {
  const g = new Game("kpe", { seed: 9, skipOrigin: true });
  for (let i = 0; i < 12 && !g.isOver(); i++) g.play(g.legalMoves()[i % g.legalMoves().length]);
  const save = g.save();
  const h = Game.load(save);
  assert.deepEqual(h.state(), g.state());
  assert.deepEqual(h.options, g.options);
  assert.equal(h.seed, 9);
  assert.deepEqual(h.history(), g.history());
  playRandomGame(g, 5);
  playRandomGame(h, 5);
  assert.deepEqual(h.state(), g.state());
  for (const bad of ["", "{}", save + "x", save.replace('"moves":["', '"moves":["9'), 42]) {
    assert.throws(
      () => Game.load(bad),
      (e) => e instanceof GameError && e.code === "bad_save",
    );
  }
});

test("undo and redo walk the history exactly", () => {
  const g = new Game("kpe", { seed: 4 });
  assert.equal(g.undo(), null);
  const states = [g.state()];
  for (let i = 0; i < 6; i++) {
    g.play(g.legalMoves()[0]);
    states.push(g.state());
  }
  const rec = g.undo();
  assert.equal(rec.ply, 6);
  assert.deepEqual(g.state(), states[5]);
  assert.deepEqual(g.redo(), g.history().at(-1));
  assert.deepEqual(g.state(), states[6]);
  assert.equal(g.redo(), null);
  for (let i = 5; i >= 0; i--) {
    g.undo();
    assert.deepEqual(g.state(), states[i]);
  }
  g.redo();
  g.play(g.legalMoves()[0]);
  assert.equal(g.redo(), null, "a new move clears the redo list");
});

test("clone is independent, free releases the game", () => {
  const g = new Game("kpe", { seed: 4 });
  const c = g.clone();
  g.play("0");
  assert.equal(c.state().ply, 0);
  assert.equal(g.state().ply, 1);
  c.free();
  assert.throws(
    () => c.state(),
    (e) => e instanceof GameError && e.code === "freed",
  );
  c.free();
  assert.equal(g.state().ply, 1);
});

test("canUndo and canRedo follow the history", () => {
  const g = new Game("kpe", { seed: 1 });
  assert.equal(g.canUndo(), false);
  assert.equal(g.canRedo(), false);
  g.play("0");
  assert.equal(g.canUndo(), true);
  g.undo();
  assert.equal(g.canUndo(), false);
  assert.equal(g.canRedo(), true);
  assert.deepEqual(
    g.legalNotations(),
    g.legalMoves().map((m) => String(m.pit)),
  );
});
