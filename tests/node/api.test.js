// The API across all three games: catalogue, clone independence, saves in a URL, history.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, catalogue } from "folkgames";
import { readFileSync } from "node:fs";

const setups = [
  ["kpe", { seed: 1 }],
  ["bay-khom", { seed: 2 }],
  ["bay-khom", { seed: 3, ruleset: "mancala-world" }],
  ["siryu", { seed: 4, players: 3, stationSirs: 1 }],
];

function step(g, i) {
  if (g.toMove() === "chance") return g.roll();
  const moves = g.legalMoves();
  return g.play(moves[i % moves.length]);
}

test("the catalogue describes every game", () => {
  const games = catalogue();
  assert.deepEqual(
    games.map((g) => g.id),
    ["kpe", "bay-khom", "siryu"],
  );
  const bk = games[1];
  assert.equal(bk.name, "Bày Khòm");
  assert.equal(bk.names.native, "Bày Khòm");
  assert.ok(bk.names.en && bk.names.fr);
  assert.deepEqual(
    bk.rulesets.map((r) => r.id),
    ["poree-maspero", "mancala-world"],
  );
  assert.ok(bk.rulesets.every((r) => r.source && r.description && r.name));
  assert.deepEqual(games[2].players, { min: 2, max: 8 });
  const players = games[2].options.find((o) => o.name === "players");
  assert.deepEqual([players.type, players.min, players.max, players.default], ["integer", 2, 8, 2]);
  const starter = bk.options.find((o) => o.name === "roundStarter");
  assert.deepEqual(starter.values, ["fewer-houses", "alternate", "round-winner", "last-mover"]);
  for (const g of games) for (const o of g.options) assert.ok(["integer", "boolean", "string"].includes(o.type) && "default" in o);
  // A new game reports every option of the catalogue, each at its default (the readings of the
  // sources included); a save leaves the readings out while at their default, so that saves of
  // the default game are as they were.
  for (const g of games) {
    const game = new Game(g.id);
    const opts = game.options;
    for (const o of g.options) assert.equal(opts[o.name], o.default, `${g.id}.${o.name}`);
    const saved = JSON.parse(game.save()).options;
    for (const reading of ["headStart", "roundEnd", "ownSentBack", "departure", "bonusSir"])
      assert.ok(!(reading in saved), `${g.id} save: ${reading}`);
  }
  assert.equal(new Game("bay-khom", { headStart: true }).options.headStart, true);
  assert.equal(JSON.parse(new Game("bay-khom", { headStart: true }).save()).options.headStart, true);
});

test("the catalogue is tests/fixtures/catalogue.json, as natively (tests/catalogue_fixture.rs)", () => {
  // The catalogue lives in src/catalogue.rs; the fixture makes any change to it deliberate.
  const fixture = readFileSync(new URL("../fixtures/catalogue.json", import.meta.url), "utf8");
  assert.deepEqual(catalogue(), JSON.parse(fixture));
  const text = (v) => typeof v === "string" && v.length > 0;
  for (const g of catalogue()) {
    assert.ok(text(g.names.en) && text(g.names.fr) && text(g.origin) && text(g.origins.fr), g.id);
    for (const r of g.rulesets) assert.ok(text(r.name) && text(r.source) && text(r.description), `${g.id} ${r.id}`);
    for (const o of g.options) assert.ok(text(o.description), `${g.id} ${o.name}`);
  }
});

test("catalogue() hands out copies: changing one changes neither the next nor a sibling", () => {
  const first = catalogue();
  first[0].options[0].max = 99;
  first[0].names.en = "changed";
  const again = catalogue();
  assert.equal(again[0].options[0].max, 1);
  assert.equal(again[0].names.en, "Kpé");
  assert.equal(first[1].options[0].max, 1, "the two mancalas' firstPlayer are separate objects");
});

test("players and firstPlayer are options of every game (docs/api.md)", () => {
  assert.equal(new Game("kpe", { players: 2 }).players, 2);
  assert.equal(new Game("bay-khom", { players: 2, firstPlayer: 1 }).toMove(), 1);
  assert.throws(
    () => new Game("kpe", { players: 3 }),
    (e) => e.code === "bad_option",
  );
  const race = new Game("siryu", { players: 4, firstPlayer: 3 });
  assert.equal(race.state().seat, 3);
  assert.equal(race.options.firstPlayer, 3);
  assert.throws(
    () => new Game("siryu", { players: 4, firstPlayer: 4 }),
    (e) => e.code === "bad_option",
  );
});

for (const [id, options] of setups) {
  test(`${id} ${options.ruleset ?? ""}: clone is independent; a save travels in a URL; history matches`, () => {
    const g = new Game(id, options);
    for (let i = 0; i < 25 && !g.isOver(); i++) step(g, i);
    const c = g.clone();
    const before = c.state();
    for (let i = 0; i < 10 && !g.isOver(); i++) step(g, i + 3);
    assert.deepEqual(c.state(), before, "the clone did not move");
    const url = new URL("https://museum.example/play");
    url.searchParams.set("save", g.save());
    const back = Game.load(new URL(url.href).searchParams.get("save"));
    assert.deepEqual(back.state(), g.state());
    assert.deepEqual(back.history(), g.history());
    const h = g.history();
    assert.equal(h.length, g.state().ply);
    h.forEach((r, i) => assert.equal(r.ply, i + 1));
    // Every record's notation replays the game.
    const replay = new Game(id, { ...options });
    for (const r of h) replay.play(r.notation);
    assert.deepEqual(replay.state(), g.state());
  });
}

// A move is read as JSON would write it (crates/wasm's plain copy), then by serde-wasm-bindgen; a
// notation is parsed. A plain object, an object with a prototype of its own and the notation give
// the same record, and the records equal history().
test("a move as a plain object, as another object and as notation gives the same record", () => {
  for (const [id, options] of setups) {
    const games = [new Game(id, options), new Game(id, options), new Game(id, options)];
    let i = 0;
    while (!games[0].isOver() && i < 400) {
      const records = [];
      if (games[0].toMove() === "chance") {
        for (const g of games) records.push(g.roll());
      } else {
        const moves = games[0].legalMoves();
        const move = moves[(i * 7) % moves.length];
        records.push(games[0].play(move));
        records.push(games[1].play(Object.assign(Object.create({ inherited: true }), JSON.parse(JSON.stringify(move)))));
        records.push(games[2].play(records[0].notation));
      }
      assert.deepEqual(records[1], records[0], `${id} ply ${i}: another object`);
      assert.deepEqual(records[2], records[0], `${id} ply ${i}: notation`);
      i++;
    }
    const history = games[0].history();
    assert.equal(history.length, i);
    assert.deepEqual(games[1].history(), history);
    assert.deepEqual(JSON.parse(JSON.stringify(history)), history, "plain JSON values");
    assert.deepEqual(games[0].state(), games[2].state());
    for (const g of games) g.free();
  }
});

// play(), undo(), redo() and history() each give a move's record: they must give the same
// objects, keys in the same order, for every kind of event.
test("play's records equal undo's, redo's and history's, key order included", () => {
  const types = new Set();
  for (const [id, options] of setups) {
    for (let seed = 1; seed <= 3; seed++) {
      const g = new Game(id, { ...options, seed });
      const texts = [];
      for (let i = 0; !g.isOver(); i++) {
        const record = step(g, i);
        for (const e of record.events) types.add(e.type);
        const text = JSON.stringify(record);
        assert.equal(JSON.stringify(g.undo()), text, `${id} ply ${i + 1}: undo`);
        assert.equal(JSON.stringify(g.redo()), text, `${id} ply ${i + 1}: redo`);
        texts.push(text);
      }
      assert.equal(JSON.stringify(g.history()), `[${texts.join()}]`, `${id} seed ${seed}: history`);
      g.free();
    }
  }
  const all = [
    "lift",
    "drop",
    "relay",
    "capture",
    "collect",
    "round-end",
    "refill",
    "round-start",
    "throw",
    "step",
    "station-sir",
    "sent-back",
    "pass",
    "game-over",
  ];
  assert.deepEqual(
    all.filter((t) => !types.has(t)),
    [],
    "every kind of event was seen",
  );
});
