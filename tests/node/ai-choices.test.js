// The computer's choices in the wasm build are the native ones: every suggestion of
// tests/fixtures/ai-choices.json (written natively by crates/ai/tests/ai_fixture.rs, which pins them) asked
// again through the package, at the same position, level and seed. The time cap is raised so that
// only the node budget ends a search, as in the native run.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Game } from "folkgames";

const games = JSON.parse(readFileSync(new URL("../fixtures/ai-choices.json", import.meta.url), "utf8"));

test("the AI fixture covers every game and level", () => {
  assert.deepEqual([...new Set(games.map((g) => g.game))].sort(), ["bay-khom", "kpe", "siryu"]);
  const levels = new Set(games.flatMap((g) => g.checks.map((c) => c.level)));
  assert.deepEqual([...levels].sort(), ["easy", "hard", "medium"]);
});

for (const f of games) {
  test(`${f.game} ${JSON.stringify(f.options)}: the same suggestions as natively`, () => {
    const g = new Game(f.game, f.options);
    let done = 0;
    for (const [ply, m] of f.moves.entries()) {
      for (const c of f.checks.filter((c) => c.ply === ply)) {
        const mv = g.suggestMove({ level: c.level, seed: c.seed, timeMs: 60000 });
        assert.deepEqual(mv, c.move, `ply ${ply}, ${c.level}, seed ${c.seed}`);
        done++;
      }
      g.play(m);
    }
    assert.equal(done, f.checks.length);
  });
}
