// Every value the package sends the engine crosses as words (src/tokens.rs, js/folkgames.js
// `send`): options, saves, suggestMove options and moves, of any length and with any text. The
// module has no JSON parser; these tests hold the package to what the engine's parser did: the
// same error codes, messages naming the problem, and a module that works on after any input.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, GameError, benchPlayouts } from "folkgames";

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
    const shown = text.length > 24 ? "a long string" : `the string ${JSON.stringify(text)}`;
    throwsCode(() => new Game("bay-khom", { roundStarter: text }), "bad_option", shown);
    if (text.length < 30) throwsCode(() => new Game("kpe", { [text]: 1 }), "bad_option", `no option ${JSON.stringify(text)}`);
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
    [{ seed: 10n }, "seed is a bigint"],
    [{ skipOrigin: () => true }, "skipOrigin is a function"],
    [{ skipOrigin: "\ud800" }, "options are not valid JSON: unpaired surrogate in JSON string"],
    [{ deep: nested(31) }, "kpe has no option \"deep\""],
    [{ deep: nested(32) }, "options are not valid JSON: JSON nested too deeply"],
    [{ deep: nested(100_000) }, "options cannot be written as JSON"],
    [cycle, "options cannot be written as JSON: Converting circular structure"],
    [{ toJSON: () => undefined }, "options cannot be written as JSON: it has no JSON value"],
    [{ firstPlayer: 1.5 }, "the number 1.5"],
    [{ seed: 2 ** 53 }, "seed must be a whole number"],
  ];
  for (const [options, words] of cases) throwsCode(() => new Game("kpe", options), "bad_option", words);
  // What JSON would make of the options, the engine gets: a date's text, undefined left out.
  throwsCode(() => new Game("kpe", { when: new Date(0) }), "bad_option", "no option \"when\"");
  assert.equal(new Game("kpe", { seed: undefined, firstPlayer: 1 }).options.firstPlayer, 1);
  throwsCode(() => benchPlayouts("kpe", { firstPlayer: "\ud83d" }), "bad_option", "unpaired surrogate");
  assert.deepEqual(benchPlayouts("kpe", { skipOrigin: true }, 2, 3).games, 2);
  stillWorks();
});

test("options too large for the module's memory are refused, and the module works on", () => {
  throwsCode(() => new Game("kpe", { skipOrigin: "x".repeat(9_000_000) }), "bad_option", "options are too large");
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
  throwsCode(() => Game.load(at([nested(30, "0")])), "bad_save", "move 1 must be a notation string, not an array");
  throwsCode(() => Game.load(at([nested(31, "0")])), "bad_save", "the save is not valid JSON: JSON nested too deeply");
  const half = (1 << 19) - 10;
  throwsCode(() => Game.load("[".repeat(half) + "]".repeat(half)), "bad_save", "the save is not valid JSON: JSON nested too deeply");
  throwsCode(() => Game.load(save.replace('"seed":4', '"seed":1e400')), "bad_save", "the save is not valid JSON: JSON number out of range");
  throwsCode(() => Game.load(save.replace('"seed":4', '"seed":"\\ud800"')), "bad_save", "the save is not valid JSON: unpaired surrogate");
  // The size in UTF-8 bytes, checked before reading, as the engine counted it.
  throwsCode(() => Game.load("é".repeat(600_000)), "bad_save", "the save is 1200000 bytes; saves are limited to 1048576 bytes");
  throwsCode(() => Game.load("\ud800".repeat(400_000)), "bad_save", "the save is 1200000 bytes");
  // Four bytes a die: a save of exactly 1 MiB is read, one byte more is not.
  const padding = (1 << 20) - Buffer.byteLength(save.replace('"seed"', '"pad":"","seed"'));
  const pad = (text) => save.replace('"seed"', `"pad":"${text}","seed"`);
  const full = pad("🎲".repeat(padding >> 2) + "x".repeat(padding & 3));
  assert.equal(Buffer.byteLength(full), 1 << 20);
  throwsCode(() => Game.load(full), "bad_save", "a save has no field \"pad\"");
  throwsCode(() => Game.load(pad("🎲".repeat(padding >> 2) + "x".repeat((padding & 3) + 1))), "bad_save", "the save is 1048577 bytes");
  stillWorks();
});

test("a save's text crosses whole, and with duplicate keys the last one counts, as in JSON.parse", () => {
  const g = new Game("kpe", { seed: 4 });
  g.play("0");
  const save = g.save();
  for (const text of ODD_TEXT.slice(0, 6)) {
    const tampered = save.replace(/"moves":\[.*\]/, `"moves":${JSON.stringify([text])}`);
    throwsCode(() => Game.load(tampered), "bad_save", `move 1 (${JSON.stringify(text)})`);
  }
  throwsCode(() => Game.load(save.replace('"options":{', '"options":{"clé🎲":true,')), "bad_save", "no option \"clé🎲\"");
  // The engine's parser refused duplicate keys; JSON.parse keeps the last, and so does load.
  assert.equal(Game.load(save.replace('"seed":4', '"seed":1,"seed":4')).seed, 4);
  assert.equal(Game.load(save.replace('"seed":4', '"seed":4,"seed":5')).seed, 5);
});

test("suggestMove options cross as words", () => {
  const g = new Game("siryu", { seed: 2, players: 3 });
  g.legalMoves(); // the game's strings are known: "hard" may go as an id or as text
  const a = g.suggestMove({ level: "hard", seed: 3, timeMs: 500 });
  assert.deepEqual(g.suggestMove({ level: "hard", seed: 3 }), a);
  assert.equal(typeof g.suggestMove().kind, "string");
  assert.equal(typeof g.suggestMove(null).kind, "string");
  throwsCode(() => g.suggestMove({ level: "hardest" }), "bad_option", "level must be");
  throwsCode(() => g.suggestMove({ level: "hard", depth: 3 }), "bad_option", "no option \"depth\"");
  throwsCode(() => g.suggestMove({ seed: -1 }), "bad_option", "seed must be");
  throwsCode(() => g.suggestMove({ timeMs: NaN }), "bad_option", "timeMs must be");
  throwsCode(() => g.suggestMove("hard"), "bad_option", "must be an object");
  g.free();
  throwsCode(() => g.suggestMove({ level: "easy" }), "freed");
});

test("long moves, and moves with text the game never sent, cross as words", () => {
  const g = new Game("bay-khom", { seed: 5 });
  // Before legalMoves(), the game has sent no string: the move's go as text.
  const first = g.play({ kind: "sow", hole: 0, dir: "+" });
  assert.deepEqual(first.move, { kind: "sow", hole: 0, dir: "+" });
  g.undo();
  // More words than the first room (64) holds: fields the rules do not read, then a long list.
  const padded = g.play({ kind: "sow", hole: 0, dir: "+", note: "é".repeat(1000), list: Array(500).fill(7) });
  assert.deepEqual(padded.move, first.move);
  g.undo();
  throwsCode(() => g.play({ kind: "fill", houses: Array(5000).fill(1) }), "bad_move");
  throwsCode(() => g.play({ kind: "sow", hole: 0, dir: "\ud800" }), "bad_move", "the move is not valid JSON: unpaired surrogate in JSON string");
  throwsCode(() => g.play({ kind: "sow", hole: 0, dir: "+", deep: nested(32) }), "bad_move", "the move is not valid JSON: JSON nested too deeply");
  throwsCode(() => g.play({ kind: "sow", hole: NaN, dir: "+" }), "bad_move", "hole is NaN");
  throwsCode(() => g.play({ kind: "séw", hole: 0, dir: "+" }), "bad_move", "a Bày Khòm move is");
  const cycle = { kind: "sow", hole: 0, dir: "+" };
  cycle.self = cycle;
  throwsCode(() => g.play(cycle), "bad_move", "the move cannot be written as JSON");
  throwsCode(() => g.play({ kind: "sow", get hole() { throw new RangeError("no hole"); } }), "bad_move", "no hole");
  // A getter that calls the engine while the move is written is refused, not let write over it.
  const other = new Game("kpe");
  const sneaky = { kind: "sow", dir: "+", get hole() { other.play({ kind: "sow", pit: 0, pad: "x".repeat(5000) }); return 0; } };
  throwsCode(() => g.play(sneaky), "bad_move", "cannot be taken while another value is written");
  assert.equal(other.history().length, 0);
  other.play({ kind: "sow", pit: 0, pad: "x".repeat(5000) });
  assert.equal(g.history().length, 0);
  // The room grew; short moves go on through it.
  let plies = 0;
  while (!g.isOver()) assert.equal(g.play(g.legalMoves()[0]).ply, ++plies);
  assert.equal(g.history().length, plies);
  stillWorks();
});

// Moves read from words are kept for the module (src/wasm.rs, ReadMoves), with the game they
// were read for: the same words sent to another game are read by its own rules again.
test("a move read for one game is not another game's move", () => {
  const bk = new Game("bay-khom", { seed: 3 });
  const sow = bk.legalMoves()[0];
  bk.play({ ...sow });
  const kpe = new Game("kpe", { seed: 3 });
  assert.throws(() => kpe.play({ ...sow }), (e) => e instanceof GameError && e.code === "bad_move", "a Bày Khòm move is a bad move in Kpé");
  const twin = new Game("bay-khom", { seed: 3 });
  assert.deepEqual(twin.play({ ...sow }).move, sow, "another Bày Khòm game reads it as its own");
  for (const g of [bk, kpe, twin]) g.free();
});
