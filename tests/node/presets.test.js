// The catalogue's presets and durations (src/catalogue.rs; the durations written by
// `folkgames-analyze durations`): every game has a `visit` preset whose options `new Game` takes,
// the API's defaults stay the rules' defaults, and every game and preset says how long it lasts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, catalogue } from "folkgames";

test("every game's visit preset is a set of options new Game takes", () => {
  for (const g of catalogue()) {
    const visit = g.presets.find((p) => p.id === "visit");
    assert.ok(visit, `${g.id}: a visit preset`);
    assert.equal(typeof visit.description, "string");
    const game = new Game(g.id, { ...visit.options, seed: 1 });
    for (const [name, value] of Object.entries(visit.options)) assert.equal(game.options[name], value, `${g.id} ${name}`);
    game.free();
  }
});

test("the API's defaults are the rules' defaults, not the visit's", () => {
  const defaults = (id) => {
    const game = new Game(id, { seed: 1 });
    const o = game.options;
    game.free();
    return o;
  };
  assert.equal(defaults("bay-khom").ruleset, "poree-maspero");
  assert.equal(defaults("bay-khom").headStart, false);
  assert.equal(defaults("siryu").stationSirs, 3);
  const visit = (id) => catalogue().find((g) => g.id === id).presets[0].options;
  assert.equal(visit("siryu").stationSirs, 1);
  assert.equal(visit("bay-khom").ruleset, "mancala-world");
});

test("every game and preset says how long it lasts, in plies and a person's decisions", () => {
  for (const g of catalogue()) {
    for (const d of [g.duration, ...g.presets.map((p) => p.duration)]) {
      assert.ok(d, `${g.id}: a duration`);
      assert.equal(d.level, "easy");
      assert.equal(d.percentile, 99);
      assert.ok(d.games >= 100);
      assert.ok(d.plies.median > 0 && d.plies.median <= d.plies.high);
      assert.ok(d.decisions.median <= d.decisions.high && d.decisions.high <= d.plies.high);
    }
  }
  const siryu = catalogue().find((g) => g.id === "siryu");
  assert.ok(siryu.presets[0].duration.plies.median < siryu.duration.plies.median, "the short pilgrimage is shorter");
});
