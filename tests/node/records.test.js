// Records as the wasm build gives them (serde-wasm-bindgen, from the types of src/record.rs) are
// the same objects as the native build's JSON: each game of
// tests/fixtures/records.json (written by tests/determinism_fixture.rs) replayed move by move,
// every record that play() returns and the whole history() compared with the native ones.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Game } from "folkgames";

const games = JSON.parse(readFileSync(new URL("../fixtures/records.json", import.meta.url), "utf8"));

test("the fixture covers both sowing games and every Bày Khòm ruleset", () => {
  const cases = games.map(({ game: g }) => `${g.game} ${g.options.ruleset ?? ""}`.trim());
  assert.deepEqual([...new Set(cases)].sort(), ["bay-khom mancala-world", "bay-khom poree-maspero", "kpe"]);
  const types = new Set(games.flatMap((g) => g.history.flatMap((r) => r.events.map((e) => e.type))));
  for (const t of ["lift", "drop", "relay", "capture", "collect", "round-end", "refill", "round-start", "game-over"]) {
    assert.ok(types.has(t), `some record has a ${t} event`);
  }
});

for (const { game: f, history } of games) {
  test(`${f.game} ${JSON.stringify(f.options)} seed ${f.seed}: the native records`, () => {
    const g = new Game(f.game, { ...f.options, seed: f.seed });
    for (const [i, m] of f.moves.entries()) {
      // Every other move as the object of the legal list, so both doors of play() are read.
      const move = i % 2 ? g.legalMoves()[g.legalNotations().indexOf(m)] : m;
      assert.deepEqual(g.play(move), history[i], `record ${i + 1}`);
    }
    assert.deepEqual(g.history(), history);
    g.free();
  });
}

// One module serves every game (crates/wasm, js/folkgames.js): games played in turns, one move
// each, with a clone, a loaded save and a freed game among them, still give every record as the
// native build wrote it.
test("games played in turns, with clones, loads and frees, read the native records", () => {
  const live = games.map(({ game: f }) => new Game(f.game, { ...f.options, seed: f.seed }));
  const longest = Math.max(...games.map(({ game: f }) => f.moves.length));
  for (let i = 0; i < longest; i++) {
    for (const [k, { game: f, history }] of games.entries()) {
      if (i >= f.moves.length) continue;
      if (i === 3) {
        // a copy and a reloaded save take the game's place; the old one is freed
        const next = k % 2 ? live[k].clone() : Game.load(live[k].save());
        live[k].free();
        live[k] = next;
      }
      const move = (i + k) % 2 ? live[k].legalMoves()[live[k].legalNotations().indexOf(f.moves[i])] : f.moves[i];
      assert.deepEqual(live[k].play(move), history[i], `${f.game} record ${i + 1}`);
    }
  }
  for (const [k, { history }] of games.entries()) assert.deepEqual(live[k].history(), history);
  for (const g of live) g.free();
});
