// Same seed, same game, every platform: each game of tests/fixtures/determinism.json (played
// natively by tests/determinism_fixture.rs) replayed in the wasm build. Rolled throws ("~" + the
// notation) are drawn again with roll() and must come out the same; the final state and the save
// must be identical, and the save must load to that state.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Game } from "folkgames";

const games = JSON.parse(readFileSync(new URL("../fixtures/determinism.json", import.meta.url), "utf8"));

test("the fixture covers every game", () => {
  assert.deepEqual([...new Set(games.map((g) => g.game))].sort(), ["bay-khom", "kpe", "siryu"]);
});

for (const f of games) {
  test(`${f.game} ${JSON.stringify(f.options)} seed ${f.seed}: same moves, same state, same save`, () => {
    const g = new Game(f.game, { ...f.options, seed: f.seed });
    for (const [i, m] of f.moves.entries()) {
      if (m.startsWith("~")) {
        assert.equal(g.toMove(), "chance", `move ${i + 1}`);
        assert.equal(g.roll().notation, m.slice(1), `move ${i + 1}: the same seed gives the same throw`);
      } else {
        g.play(m);
      }
    }
    assert.equal(g.isOver(), true);
    assert.deepEqual(g.state(), f.state);
    assert.equal(g.save(), f.save);
    assert.deepEqual(Game.load(f.save).state(), f.state);
  });
}

test("a game without a seed draws one; a given seed is the game's, and a bad one is refused", () => {
  const seeds = new Set(Array.from({ length: 8 }, () => new Game("siryu").seed));
  assert.equal(seeds.size, 8, "eight unseeded games, eight different seeds");
  assert.equal(new Game("siryu", { seed: 0 }).seed, 0);
  assert.equal(new Game("siryu", { seed: 2 ** 53 - 1 }).seed, 2 ** 53 - 1);
  for (const seed of [-1, 1.5, 2 ** 53]) {
    assert.throws(() => new Game("siryu", { seed }), { code: "bad_option" }, `seed ${seed}`);
  }
});
