// Every value a caller gives the engine — options, saves, suggestMove options and moves, of any
// length, depth and text — crosses with serde-wasm-bindgen into the engine's types (crates/wasm),
// after a plain copy (what JSON.stringify and JSON.parse make of it) and a check of its depth;
// saves are read by the platform's JSON.parse. These tests hold the package to the error codes,
// to messages that name the problem, and to a module that works on after any input.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, GameError } from "folkgames";

function throwsCode(f, code, words) {
  assert.throws(f, (e) => {
    assert.ok(e instanceof GameError, `not a GameError: ${e && e.stack}`);
    assert.equal(e.code, code, e.message);
    if (words !== undefined) assert.ok(e.message.includes(words), `${JSON.stringify(e.message.slice(0, 300))} should say ${JSON.stringify(words)}`);
    return true;
  });
}

/** `[[[...value...]]]`, `depth` arrays deep. */
function nested(depth, value = 1) {
  let v = value;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** The module still makes, plays, saves and loads games. */
function stillWorks() {
  const g = new Game("bay-khom", { seed: 9, roundStarter: "alternate" });
  g.play(g.legalMoves()[0]);
  assert.deepEqual(Game.load(g.save()).state(), g.state());
  assert.equal(typeof g.suggestMove({ level: "easy", seed: 1 }).kind, "string");
  g.free();
}

const ODD_TEXT = ["altérnate", "Bày Khòm ☃", "🎲🎲", "\u0000", "\u202e", "漢字", "", "x".repeat(5000)];

test("options with any text cross whole: the engine's messages quote it back", () => {
  for (const text of ODD_TEXT) {
    // serde's words quote the value refused, cut after 200 characters.
    const shown = text.length > 150 ? `unknown variant \`${text.slice(0, 150)}` : `unknown variant \`${text}\``;
    throwsCode(() => new Game("bay-khom", { roundStarter: text }), "bad_option", shown);
    if (text.length < 30 && text !== "") throwsCode(() => new Game("kpe", { [text]: 1 }), "bad_option", "unknown field");
  }
  assert.equal(new Game("bay-khom", { roundStarter: "alternate" }).options.roundStarter, "alternate");
  stillWorks();
});

test("bad option values are bad_option, as when options crossed as JSON text", () => {
  const cycle = {};
  cycle.self = cycle;
  const cases = [
    [{ firstPlayer: NaN }, "firstPlayer is NaN, not a finite number"],
    [{ noCaptureLimit: -Infinity }, "noCaptureLimit is -Infinity"],
    [{ seed: 10n }, "the options cannot be read: Do not know how to serialize a BigInt"],
    [{ skipOrigin: () => true }, "skipOrigin is a function"],
    [{ skipOrigin: "\ud800" }, "skipOrigin: invalid type: string"],
    [{ deep: nested(31) }, 'bad options: unknown field "deep"'],
    [{ deep: nested(32) }, "bad options: nested more than 32 levels deep"],
    [{ deep: nested(100_000) }, "the options cannot be read: Maximum call stack size exceeded"],
    [cycle, "the options cannot be read: Converting circular structure"],
    [{ toJSON: () => undefined }, "the options cannot be read: it has no JSON form"],
    [{ firstPlayer: 1.5 }, "firstPlayer: invalid type: floating point `1.5`"],
    [{ seed: 2 ** 53 }, "seed: invalid type"],
    [{ seed: 2 ** 53 - 1 + 0 }, undefined],
  ];
  for (const [options, words] of cases) {
    if (words === undefined) new Game("kpe", options);
    else throwsCode(() => new Game("kpe", options), "bad_option", words);
  }
  // What JSON would make of the options, the engine gets: a date's text, undefined left out.
  throwsCode(() => new Game("kpe", { when: new Date(0) }), "bad_option", 'unknown field "when"');
  assert.equal(new Game("kpe", { seed: undefined, firstPlayer: 1 }).options.firstPlayer, 1);
  stillWorks();
});

test("options of any size are read or refused, and the module works on", () => {
  throwsCode(() => new Game("kpe", { skipOrigin: "x".repeat(9_000_000) }), "bad_option", "skipOrigin: invalid type: string");
  stillWorks();
});

test("saves that are not JSON, too deep or too large are bad_save, and the module works on", () => {
  const good = new Game("kpe", { seed: 4 });
  good.play("0");
  const save = good.save();
  throwsCode(() => Game.load(save.slice(0, -1)), "bad_save", "the save is not valid JSON: ");
  throwsCode(() => Game.load(`${save}x`), "bad_save", "the save is not valid JSON: ");
  throwsCode(() => Game.load(""), "bad_save", "the save is not valid JSON: ");
  throwsCode(() => Game.load("[".repeat(1 << 20)), "bad_save", "the save is not valid JSON: ");
  // Valid JSON nested ever deeper: the engine's depth, then a megabyte of it.
  const at = (moves) => save.replace(/"moves":\[.*\]/, `"moves":${JSON.stringify(moves)}`);
  throwsCode(() => Game.load(at([nested(30, "0")])), "bad_save", "the save is damaged: moves[0]: invalid type");
  throwsCode(() => Game.load(at([nested(31, "0")])), "bad_save", "nested more than 32 levels deep");
  const half = (1 << 19) - 10;
  throwsCode(() => Game.load("[".repeat(half) + "]".repeat(half)), "bad_save", "not an object");
  throwsCode(() => Game.load(save.replace('"seed":4', '"seed":1e400')), "bad_save", "the save is damaged: seed: invalid type: floating point `inf`");
  throwsCode(() => Game.load(save.replace('"seed":4', '"seed":"\\ud800"')), "bad_save", "the save is damaged: seed: invalid type: string");
  // The size in UTF-8 bytes, checked before reading, as the engine counted it.
  throwsCode(() => Game.load("é".repeat(600_000)), "bad_save", "the save is 1200000 bytes; saves are limited to 1048576 bytes");
  throwsCode(() => Game.load("\ud800".repeat(400_000)), "bad_save", "the save is 1200000 bytes");
  // Four bytes a die: a save of exactly 1 MiB is read, one byte more is not.
  const padding = (1 << 20) - Buffer.byteLength(save.replace('"seed"', '"pad":"","seed"'));
  const pad = (text) => save.replace('"seed"', `"pad":"${text}","seed"`);
  const full = pad("🎲".repeat(padding >> 2) + "x".repeat(padding & 3));
  assert.equal(Buffer.byteLength(full), 1 << 20);
  throwsCode(() => Game.load(full), "bad_save", 'the save is damaged: unknown field "pad"');
  throwsCode(() => Game.load(pad("🎲".repeat(padding >> 2) + "x".repeat((padding & 3) + 1))), "bad_save", "the save is 1048577 bytes");
  stillWorks();
});

test("a save's text crosses whole, and with duplicate keys the last one counts, as in JSON.parse", () => {
  const g = new Game("kpe", { seed: 4 });
  g.play("0");
  const save = g.save();
  for (const text of ODD_TEXT.slice(0, 6)) {
    const tampered = save.replace(/"moves":\[.*\]/, `"moves":${JSON.stringify([text])}`);
    throwsCode(() => Game.load(tampered), "bad_save", "move 1 (");
  }
  throwsCode(() => Game.load(save.replace('"options":{', '"options":{"clé🎲":true,')), "bad_save", 'the save\'s options: unknown field "clé🎲"');
  // The engine's parser refused duplicate keys; JSON.parse keeps the last, and so does load.
  assert.equal(Game.load(save.replace('"seed":4', '"seed":1,"seed":4')).seed, 4);
  assert.equal(Game.load(save.replace('"seed":4', '"seed":4,"seed":5')).seed, 5);
});

test("suggestMove options are read or refused whole", () => {
  const g = new Game("siryu", { seed: 2, players: 3 });
  g.legalMoves(); // the game's strings are known: "hard" may go as an id or as text
  const a = g.suggestMove({ level: "hard", seed: 3, timeMs: 500 });
  assert.deepEqual(g.suggestMove({ level: "hard", seed: 3 }), a);
  assert.equal(typeof g.suggestMove().kind, "string");
  assert.equal(typeof g.suggestMove(null).kind, "string");
  throwsCode(() => g.suggestMove({ level: "hardest" }), "bad_option", "level: unknown variant `hardest`");
  throwsCode(() => g.suggestMove({ level: "hard", depth: 3 }), "bad_option", 'unknown field "depth"');
  throwsCode(() => g.suggestMove({ seed: -1 }), "bad_option", "seed: invalid type");
  throwsCode(() => g.suggestMove({ timeMs: NaN }), "bad_option", "timeMs is NaN");
  throwsCode(() => g.suggestMove("hard"), "bad_option", "not an object");
  g.free();
  throwsCode(() => g.suggestMove({ level: "easy" }), "freed");
});

test("long moves, and moves with any text, are read or refused whole", () => {
  const g = new Game("bay-khom", { seed: 5 });
  // A move object read before legalMoves() has been asked for.
  const first = g.play({ kind: "sow", hole: 0, dir: "+" });
  assert.deepEqual(first.move, { kind: "sow", hole: 0, dir: "+" });
  g.undo();
  // A move with fields the rules do not read: a long text, then a long list.
  const padded = g.play({ kind: "sow", hole: 0, dir: "+", note: "é".repeat(1000), list: Array(500).fill(7) });
  assert.deepEqual(padded.move, first.move);
  g.undo();
  throwsCode(() => g.play({ kind: "fill", houses: Array(5000).fill(1) }), "bad_move");
  throwsCode(() => g.play({ kind: "sow", hole: 0, dir: "\ud800" }), "bad_move", "not a Bày Khòm move: dir: unknown variant");
  throwsCode(() => g.play({ kind: "sow", hole: 0, dir: "+", deep: nested(32) }), "bad_move", "nested more than 32 levels deep");
  throwsCode(() => g.play({ kind: "sow", hole: NaN, dir: "+" }), "bad_move", "hole is NaN");
  throwsCode(() => g.play({ kind: "séw", hole: 0, dir: "+" }), "bad_move", "not a Bày Khòm move: kind: unknown variant `séw`");
  const cycle = { kind: "sow", hole: 0, dir: "+" };
  cycle.self = cycle;
  throwsCode(() => g.play(cycle), "bad_move", "the move cannot be read: Converting circular structure");
  throwsCode(
    () =>
      g.play({
        kind: "sow",
        get hole() {
          throw new RangeError("no hole");
        },
      }),
    "bad_move",
    "no hole",
  );
  // A getter runs once, while the move is copied (as JSON.stringify would run it): one that plays
  // another game plays it; one that plays this very game is refused (the game is in use), and
  // the move is a bad move that changes nothing.
  const other = new Game("kpe");
  const sneaky = {
    kind: "sow",
    dir: "+",
    get hole() {
      other.play({ kind: "sow", pit: 0, pad: "x".repeat(5000) });
      return 0;
    },
  };
  assert.deepEqual(g.play(sneaky).move, first.move);
  assert.equal(other.history().length, 1);
  g.undo();
  const selfish = {
    kind: "sow",
    dir: "+",
    get hole() {
      g.play("1+");
      return 0;
    },
  };
  throwsCode(() => g.play(selfish), "bad_move", "in use");
  assert.equal(g.history().length, 0);
  // Short moves go on as before.
  let plies = 0;
  while (!g.isOver()) assert.equal(g.play(g.legalMoves()[0]).ply, ++plies);
  assert.equal(g.history().length, plies);
  stillWorks();
});

// Each game reads a move by its own rules.
test("a move read for one game is not another game's move", () => {
  const bk = new Game("bay-khom", { seed: 3 });
  const sow = bk.legalMoves()[0];
  bk.play({ ...sow });
  const kpe = new Game("kpe", { seed: 3 });
  assert.throws(
    () => kpe.play({ ...sow }),
    (e) => e instanceof GameError && e.code === "bad_move",
    "a Bày Khòm move is a bad move in Kpé",
  );
  const twin = new Game("bay-khom", { seed: 3 });
  assert.deepEqual(twin.play({ ...sow }).move, sow, "another Bày Khòm game reads it as its own");
  for (const g of [bk, kpe, twin]) g.free();
});
