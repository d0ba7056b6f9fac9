// Malformed input at every API entry, thousands of times, seeded so a failure reproduces: each call
// either succeeds legitimately (a random move that happens to be legal must be a listed one) or
// throws a GameError with a documented code and leaves the game exactly as it was; afterwards the
// same instances still play a normal game to the end. Seed: FOLKGAMES_FUZZ_SEED (default 20261129).
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, GameError } from "folkgames";

const CODES = new Set([
  "unknown_game",
  "bad_option",
  "illegal_move",
  "bad_move",
  "game_over",
  "bad_save",
  "not_chance",
  "nothing_to_undo",
  "nothing_to_redo",
  "freed",
]);
const SEED = Number(process.env.FOLKGAMES_FUZZ_SEED ?? 20261129);

// mulberry32: a small seeded generator.
function rngFrom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.int = (n) => Math.floor(next() * n);
  next.pick = (list) => list[next.int(list.length)];
  return next;
}

const NUMBERS = [
  0,
  -0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
  9,
  10,
  31,
  -1,
  -7,
  0.5,
  2.5,
  1e300,
  -1e300,
  NaN,
  Infinity,
  -Infinity,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 1,
  -(2 ** 53),
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  4294967296,
  255,
  256,
];
const NEAR_MISSES = [
  "8",
  "9",
  "-1",
  "10+",
  "0+",
  "4+",
  "9-",
  "5-",
  "0*",
  "F1,1",
  "T7",
  "T",
  "T-1",
  "WWWWW",
  "WWWWWWW",
  "BBBBBB",
  "WWBWWW",
  "F",
  "M",
  "A",
  "P",
  "f",
  " 3 ",
  "3 ",
  "0,1",
  "1,2,3,4",
  "1,2",
  "~T3",
  "~WWWWWW",
  "pass",
  "sow",
  "０",
  "٣",
  "3\u0000",
  "3\n",
  "+",
  "-",
  "1+-",
  "00",
  "07",
  "1e0",
  "0x1",
];
function randomString(r) {
  switch (r.int(9)) {
    case 0:
      return "";
    case 1:
      return r.pick([" ", "\t", "\n", "\u00a0", "\u2028", "\ufeff"]).repeat(1 + r.int(4));
    case 2:
      return r.pick(["é", "Bày Khòm", "Kpé", "🎲", "\u0301", "\u202e", "漢字", "\u0000"]).repeat(1 + r.int(3));
    case 3:
      return r.pick(["\ud800", "\udfff", "a\ud83d", "\ude00b"]);
    case 4:
      return "x".repeat(r.pick([100, 10_000, 100_000]));
    case 5:
      return String.fromCharCode(...Array.from({ length: r.int(8) }, () => r.int(0x10000)));
    case 6:
      return r.pick(["{}", "[]", "null", '{"kind":"sow"}', "true", "1", '"3"', "{", "}"]);
    default:
      return r.pick(NEAR_MISSES);
  }
}
const KINDS = ["sow", "fill", "throw", "move", "pass", "SOW", "", "jump", "__proto__", "constructor"];
const FIELDS = [
  "kind",
  "pit",
  "hole",
  "dir",
  "houses",
  "piece",
  "whites",
  "sticks",
  "seed",
  "ruleset",
  "players",
  "stationSirs",
  "skipOrigin",
  "firstPlayer",
  "roundStarter",
  "noCaptureLimit",
  "extra",
];
function randomValue(r, depth = 0) {
  switch (r.int(depth > 2 ? 6 : 12)) {
    case 0:
      return r.pick(NUMBERS);
    case 1:
      return randomString(r);
    case 2:
      return r.pick([true, false, null, undefined]);
    case 3:
      return r.pick(["+", "-", "father", "mother", "angel", "son", "poree-maspero", "mancala-world", "climent", "alternate"]);
    case 4:
      return r.int(10);
    case 5:
      return r.pick([10n, Symbol("s"), () => 3, new Date(0), /re/]);
    case 6:
    case 7: {
      // a move-shaped object
      const o = { kind: r.pick(KINDS) };
      for (let i = r.int(4); i > 0; i--) o[r.pick(FIELDS)] = randomValue(r, depth + 1);
      return o;
    }
    case 8:
      return Array.from({ length: r.int(7) }, () => randomValue(r, depth + 1));
    case 9:
      return trick(r, depth);
    case 10: {
      // an options-shaped object
      const o = {};
      for (let i = r.int(4); i > 0; i--) o[r.pick(FIELDS)] = randomValue(r, depth + 1);
      return o;
    }
    default:
      return r.pick([[true, true, false, true, true, true], [1, 1, 1, 1, 1, 1], ["W"], [0, 2]]);
  }
}
/** Objects with prototype tricks: __proto__ keys, throwing toJSON and getters, odd prototypes. */
function trick(r, depth) {
  switch (r.int(6)) {
    case 0:
      return JSON.parse(`{"__proto__":{"kind":"sow","pit":${r.int(9)}},"kind":"sow"}`);
    case 1:
      return {
        kind: "sow",
        pit: 1,
        toJSON() {
          throw new Error("no JSON for you");
        },
      };
    case 2:
      return {
        kind: "sow",
        get pit() {
          throw new Error("getter");
        },
      };
    case 3: {
      const o = Object.create({ kind: "sow", pit: 2 });
      return o;
    }
    case 4: {
      const o = Object.create(null);
      o.kind = "pass";
      o.pit = randomValue(r, depth + 1);
      return o;
    }
    default: {
      const a = [1];
      a.kind = "sow";
      return { kind: "fill", houses: a, nested: { toJSON: () => undefined } };
    }
  }
}

/** Runs f: success is fine; a throw must be a GameError with a documented code that changed nothing. */
function attempt(g, f, what) {
  const before = g ? { state: g.state(), save: g.save(), legal: g.legalMoves() } : null;
  try {
    return { ok: true, value: f() };
  } catch (e) {
    assert.ok(e instanceof GameError, `${what}: not a GameError: ${e && e.stack}`);
    assert.ok(CODES.has(e.code), `${what}: undocumented code ${e.code}: ${e.message}`);
    assert.equal(typeof e.message, "string");
    if (g) {
      assert.deepEqual(g.state(), before.state, `${what}: state changed by a refused call`);
      assert.equal(g.save(), before.save, `${what}: save changed by a refused call`);
    }
    return { ok: false, code: e.code, legal: before && before.legal };
  }
}

function describe(v) {
  try {
    return typeof v === "string"
      ? JSON.stringify(v.slice(0, 40))
      : typeof v === "bigint" || typeof v === "symbol"
        ? String(v)
        : (JSON.stringify(v)?.slice(0, 80) ?? String(v));
  } catch {
    return Object.prototype.toString.call(v);
  }
}

/** Plays random listed moves (rolling when a throw is due). */
function advance(g, r, n) {
  for (let i = 0; i < n && !g.isOver(); i++) {
    if (g.toMove() === "chance" && r.int(2) === 0) g.roll();
    else g.play(r.pick(g.legalMoves()));
  }
}

function playToEnd(g) {
  let n = 0;
  while (!g.isOver()) {
    if (g.toMove() === "chance") g.roll();
    else g.play(g.legalMoves()[0]);
    assert.ok(++n < 100_000, "the game does not end");
  }
  assert.notEqual(g.result(), null);
}

const GAMES = [
  ["kpe", {}],
  ["kpe", { skipOrigin: true }],
  ["bay-khom", {}],
  ["bay-khom", { ruleset: "mancala-world" }],
  ["siryu", { players: 2 }],
  ["siryu", { players: 8, stationSirs: 1 }],
];

test("new Game(id, options) with malformed ids and options", () => {
  const r = rngFrom(SEED);
  for (let i = 0; i < 3000; i++) {
    const id = r.int(3) === 0 ? randomValue(r) : r.pick(["kpe", "bay-khom", "siryu"]);
    const options = r.int(4) === 0 ? randomValue(r) : randomValue(r, 0);
    const res = attempt(null, () => new Game(id, options), `new Game(${describe(id)}, ${describe(options)})`);
    if (res.ok) {
      const g = res.value;
      assert.ok(["kpe", "bay-khom", "siryu"].includes(g.id));
      assert.equal(typeof g.state(), "object");
      g.free();
    }
  }
});

test("play(move) with malformed moves leaves the game unchanged, or plays a listed move", () => {
  const r = rngFrom(SEED + 1);
  for (const [id, options] of GAMES) {
    const g = new Game(id, { ...options, seed: 7 });
    for (let i = 0; i < 1000; i++) {
      if (i % 100 === 99) advance(g, r, r.int(30));
      if (g.isOver()) {
        g.undo(Math.min(g.state().ply, 10));
      }
      const mv = r.int(3) === 0 ? randomString(r) : randomValue(r);
      const legal = g.legalMoves();
      const res = attempt(g, () => g.play(mv), `${id} play(${describe(mv)})`);
      if (res.ok) {
        const played = res.value.move;
        const listed =
          legal.some((m) => JSON.stringify(m) === JSON.stringify(played)) ||
          (played.kind === "throw" && legal.some((m) => m.kind === "throw" && m.whites === played.sticks.filter(Boolean).length));
        assert.ok(listed, `${id}: ${describe(mv)} played ${JSON.stringify(played)}, not a listed move`);
        g.undo();
      }
    }
    playToEnd(g);
    g.free();
  }
});

test("Game.load with truncated, tampered and malformed saves", () => {
  const r = rngFrom(SEED + 2);
  for (const [id, options] of GAMES) {
    const g = new Game(id, { ...options, seed: 11 });
    advance(g, r, 40);
    const save = g.save();
    // Cut at every length.
    for (let n = 0; n < save.length; n++) {
      const res = attempt(null, () => Game.load(save.slice(0, n)), `${id} save cut at ${n}`);
      if (res.ok) {
        res.value.state();
        res.value.free();
      }
    }
    // Random character flips, insertions and deletions.
    const alphabet = '{}[]":,0123456789-+.eE~TWBFMAPtrufalsn \\\u00e9\ud800';
    for (let i = 0; i < 400; i++) {
      const chars = [...save];
      for (let k = 1 + r.int(3); k > 0; k--) {
        const at = r.int(chars.length);
        const op = r.int(3);
        if (op === 0) chars[at] = r.pick([...alphabet]);
        else if (op === 1) chars.splice(at, 0, r.pick([...alphabet]));
        else chars.splice(at, 1);
      }
      const res = attempt(null, () => Game.load(chars.join("")), `${id} tampered save`);
      if (res.ok) {
        const loaded = res.value;
        assert.deepEqual(Game.load(loaded.save()).state(), loaded.state());
        loaded.free();
      }
    }
    g.free();
  }
  for (let i = 0; i < 500; i++) {
    const v = randomValue(r);
    attempt(null, () => Game.load(v), `Game.load(${describe(v)})`);
    let fields = "";
    try {
      fields =
        JSON.stringify({
          format: "folkgames",
          version: 1,
          game: r.pick(["kpe", "siryu", "bay-khom", v]),
          options: randomValue(r),
          seed: r.pick(NUMBERS),
          moves: randomValue(r),
        }) ?? "";
    } catch {
      // a value JSON cannot write (BigInt, a throwing getter): not a save to try
    }
    attempt(null, () => Game.load(fields), "a save of random fields");
  }
  const huge = JSON.stringify({ format: "folkgames", version: 1, game: "kpe", options: {}, seed: 1, moves: Array(300_000).fill("0") });
  const res = attempt(null, () => Game.load(huge), "a save over 1 MB");
  assert.equal(res.code, "bad_save");
});

test("roll(), undo(n) and redo(n) with malformed counts", () => {
  const r = rngFrom(SEED + 3);
  for (const [id, options] of GAMES) {
    const g = new Game(id, { ...options, seed: 3 });
    for (let i = 0; i < 600; i++) {
      if (i % 50 === 0) advance(g, r, r.int(20));
      const n = r.int(3) === 0 ? r.int(5) : randomValue(r);
      const which = r.int(3);
      if (which === 0) attempt(g, () => g.roll(), `${id} roll()`);
      else if (which === 1) attempt(g, () => g.undo(n), `${id} undo(${describe(n)})`);
      else attempt(g, () => g.redo(n), `${id} redo(${describe(n)})`);
    }
    if (g.isOver()) g.undo(1);
    playToEnd(g);
    g.free();
  }
});

test("a finished game refuses moves and throws; a freed game refuses everything", () => {
  const r = rngFrom(SEED + 4);
  for (const [id, options] of GAMES) {
    const g = new Game(id, { ...options, seed: 5 });
    playToEnd(g);
    for (let i = 0; i < 200; i++) {
      const mv = randomValue(r);
      const res = attempt(g, () => g.play(mv), `${id} over: play(${describe(mv)})`);
      assert.equal(res.ok, false);
      assert.equal(attempt(g, () => g.roll(), `${id} over: roll()`).ok, false);
    }
    assert.equal(g.isOver(), true);
    const again = Game.load(g.save());
    assert.deepEqual(again.state(), g.state());
    g.free();
    g.free();
    const calls = [
      () => g.state(),
      () => g.play("0"),
      () => g.play(r.pick(GAMES)),
      () => g.roll(),
      () => g.undo(),
      () => g.undo(1),
      () => g.redo(2),
      () => g.save(),
      () => g.legalMoves(),
      () => g.clone(),
      () => g.isOver(),
      () => g.result(),
      () => g.history(),
      () => g.canUndo(),
      () => g.toMove(),
      () => g.options,
    ];
    for (const call of calls) {
      assert.throws(call, (e) => e instanceof GameError && e.code === "freed");
    }
    again.undo();
    playToEnd(again);
    again.free();
  }
});

test("regressions found by this test: odd counts and freed games", () => {
  const g = new Game("kpe", { seed: 1 });
  g.play("0");
  // String(count) threw a TypeError for these before the message was made safe.
  for (const n of [[Symbol("s")], Object.create(null), Symbol("s")]) {
    assert.throws(
      () => g.undo(n),
      (e) => e instanceof GameError && e.code === "bad_option",
    );
    assert.throws(
      () => g.redo(n),
      (e) => e instanceof GameError && e.code === "bad_option",
    );
  }
  g.free();
  // A freed game says "freed" before judging the move's shape.
  for (const mv of [[], 3, null, { kind: "sow", pit: 0 }]) {
    assert.throws(
      () => g.play(mv),
      (e) => e instanceof GameError && e.code === "freed",
    );
  }
});
