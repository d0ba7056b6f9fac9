// The move list's notation (www/element/render/mancala.js listNotation): the engine's notation
// with every place numbered as the board numbers it, from 1, in random games of Kpé and both
// Bày Khòm rulesets (refills included), against each record's move.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "folkgames";
import { boards } from "../../www/element/render/mancala.js";

/** The notation a person reads, from the move itself: places from 1, the direction, F for a refill. */
const expected = (m) => (m.kind === "fill" ? `F${m.houses.map((h) => h + 1).join(",")}` : `${(m.pit ?? m.hole) + 1}${m.dir ?? ""}`);

for (const [id, options] of [
  ["kpe", {}],
  ["bay-khom", {}],
  ["bay-khom", { ruleset: "mancala-world" }],
]) {
  test(`${id} ${JSON.stringify(options)}: the list numbers the places as the board does`, () => {
    let fills = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const game = new Game(id, { ...options, seed });
      for (let i = 0; i < 400 && !game.isOver(); i++) {
        const moves = game.legalMoves();
        game.play(moves[(seed * 7 + i * 13) % moves.length]);
      }
      for (const record of game.history()) {
        if (record.move.kind === "fill") fills++;
        assert.equal(boards[id].listNotation(record), expected(record.move), `engine's ${record.notation}`);
      }
    }
    if (id === "bay-khom" && !options.ruleset) assert.ok(fills > 0, "refills were listed");
  });
}
