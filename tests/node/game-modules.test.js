// Each game's own page module (pkg/game-<id>_bg.wasm, js/folkgames.js's `initGame`): the rules of
// that game only. Through the package entry as a browser page uses it (js/folkgames.js, not the
// Node entry, which loads every game's module at import): nothing can be made before a module is
// loaded; with Kpé's loaded, Kpé plays and the other games are `game_not_loaded` (an unknown id
// still `unknown_game`); with Siryu's loaded too, both play, each in its own module. Every game
// played in its own module gives, move by move, what every game's module gives: the same legal
// moves, records, states and saves.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Game, GameError, catalogue, initGame } from "../../js/folkgames.js";
import * as every from "../../pkg/folkgames.js";

const bytes = (name) => readFileSync(new URL(`../../pkg/${name}_bg.wasm`, import.meta.url));
// every game's module, straight from its glue (the entry does not count it as loaded: `init` was not called)
every.initSync({ module: bytes("folkgames") });

/** The error `f` throws, as a GameError. */
function thrown(f) {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof GameError, `a GameError, not ${e}`);
    return e;
  }
  assert.fail("no error");
}

/** A random game of `id` played to its end (or 400 plies) as `made` makes it through the entry and
 *  as `made` makes it in every game's module, side by side, compared after every move. */
function sameGame(id, options, made = (G, id, o) => new G(id, o)) {
  const game = made(Game, id, options);
  const other = made(every.Engine, id, options);
  let seed = options.seed;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let ply = 0; !game.isOver && ply < 400; ply++) {
    assert.deepEqual(game.legalMoves(), other.legalMoves());
    const moves = game.legalMoves();
    const mv = moves[Math.floor(random() * moves.length)];
    assert.deepEqual(game.play(mv), other.play(mv));
    assert.deepEqual(game.state(), other.state());
  }
  assert.equal(game.save(), other.save());
  const again = Game.load(game.save());
  assert.deepEqual(again.state(), game.state());
  for (const g of [game, again, other]) g.free();
}

test("before any module: game_not_loaded, for a game and for the catalogue", () => {
  assert.equal(thrown(() => new Game("kpe")).code, "game_not_loaded");
  assert.equal(thrown(() => catalogue()).code, "game_not_loaded");
});

test("a game's own module plays that game only; another game's module adds its game", async () => {
  assert.equal(await initGame("kpe", bytes("game-kpe")), undefined, "it resolves to nothing, as init() does");
  assert.deepEqual(catalogue(), every.catalogue(), "the whole catalogue, from any module");
  for (let seed = 1; seed <= 20; seed++) sameGame("kpe", { seed });

  const siryu = new every.Engine("siryu", { seed: 3, players: 3 });
  siryu.roll();
  const save = siryu.save();
  const position = siryu.state();
  for (const [what, f] of [
    ["new Game", () => new Game("siryu")],
    ["Game.load", () => Game.load(save)],
    ["Game.fromPosition", () => Game.fromPosition("siryu", position)],
  ]) {
    const e = thrown(f);
    assert.equal(e.code, "game_not_loaded", what);
    assert.match(e.message, /initGame\("siryu"\)/, `${what}: the message says how to load them`);
  }
  assert.equal(thrown(() => new Game("chess")).code, "unknown_game", "an id of no game is still unknown");
  assert.equal(thrown(() => Game.load(save.replace('"siryu"', '"chess"'))).code, "bad_save");

  await initGame("siryu", bytes("game-siryu"));
  const loaded = Game.load(save);
  assert.deepEqual(loaded.state(), siryu.state());
  loaded.free();
  siryu.free();
  for (let seed = 1; seed <= 10; seed++) sameGame("siryu", { seed, players: 2 + (seed % 4) });
  for (let seed = 1; seed <= 10; seed++) sameGame("kpe", { seed });
  assert.equal(thrown(() => new Game("bay-khom")).code, "game_not_loaded");
});

test("Bày Khòm's own module: its games, set up from positions and cloned, as every game's module plays them", async () => {
  await initGame("bay-khom", bytes("game-bay-khom"));
  for (let seed = 1; seed <= 20; seed++) sameGame("bay-khom", { seed });
  const start = new every.Engine("bay-khom", { seed: 9 });
  start.play(start.legalMoves()[0]);
  sameGame("bay-khom", { seed: 9 }, (G, id, o) => G.fromPosition(id, start.state(), o).clone());
  start.free();
});
