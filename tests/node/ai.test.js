// suggestMove through the built npm package: legal, never changes the game, deterministic for a
// seed, bad options refused, game over reported.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, GameError } from "folkgames";

const CASES = [
  ["kpe", {}],
  ["bay-khom", { ruleset: "poree-maspero" }],
  ["bay-khom", { ruleset: "mancala-world" }],
  ["siryu", { players: 2, stationSirs: 1 }],
  ["siryu", { players: 4 }],
];
const LEVELS = ["easy", "medium", "hard"];

function rng(seed) {
  let x = seed;
  return (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

for (const [id, options] of CASES) {
  test(`${id} ${JSON.stringify(options)}: suggestions are legal, pure and deterministic`, () => {
    const rand = rng(9);
    let checked = 0;
    for (let n = 0; n < 5 && checked < 40; n++) {
      const game = new Game(id, { ...options, seed: 5 + n });
      for (let ply = 0; ply < 60 && !game.isOver(); ply++) {
        const level = LEVELS[ply % 3];
        const before = game.state();
        const history = game.history().length;
        const legal = game.legalMoves();
        const mv = game.suggestMove({ level, seed: ply });
        assert.deepEqual(game.state(), before, "suggestMove changed the state");
        assert.equal(game.history().length, history);
        if (game.toMove() === "chance") {
          assert.equal(mv.kind, "throw");
        } else {
          assert.ok(
            legal.some((m) => same(m, mv)),
            `${JSON.stringify(mv)} is not legal`,
          );
        }
        assert.deepEqual(game.suggestMove({ level, seed: ply }), mv, "not deterministic");
        checked++;
        // Half the moves follow the suggestion (it must play), half are random.
        if (ply % 2 === 0) game.play(mv);
        else if (game.toMove() === "chance") game.roll();
        else game.play(legal[rand(legal.length)]);
      }
      game.free();
    }
    assert.ok(checked >= 40);
  });
}

test("a whole game between hard and easy ends, every suggestion playing", () => {
  const game = new Game("kpe", { seed: 1 });
  let plies = 0;
  while (!game.isOver() && plies < 1000) {
    const level = game.toMove() === 0 ? "hard" : "easy";
    game.play(game.suggestMove({ level, seed: plies }));
    plies++;
  }
  assert.ok(game.isOver());
  assert.throws(
    () => game.suggestMove(),
    (e) => e instanceof GameError && e.code === "game_over",
  );
});

test("defaults and bad options", () => {
  const game = new Game("bay-khom", { seed: 3 });
  assert.deepEqual(game.suggestMove(), game.suggestMove({ level: "medium", timeMs: 1000, seed: 0 }));
  const bad = [
    { level: "master" },
    { level: 2 },
    { timeMs: 0 },
    { timeMs: -1 },
    { timeMs: 60001 },
    { timeMs: NaN },
    { timeMs: Infinity },
    { timeMs: "100" },
    { seed: -1 },
    { seed: 1.5 },
    { seed: "7" },
    { depth: 3 },
    [],
    "hard",
    7,
  ];
  for (const opts of bad) {
    assert.throws(
      () => game.suggestMove(opts),
      (e) => e instanceof GameError && e.code === "bad_option",
      JSON.stringify(opts),
    );
  }
});

test("while a throw is due, the suggestion is a throw drawn from the seed", () => {
  const game = new Game("siryu", { seed: 2 });
  assert.equal(game.toMove(), "chance");
  const mv = game.suggestMove({ seed: 11 });
  assert.equal(mv.kind, "throw");
  assert.deepEqual(game.suggestMove({ seed: 11 }), mv);
  game.play(mv);
});
