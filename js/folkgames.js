// folkgames — the public JavaScript API (../API.md): `init`, `catalogue`, `Game`, `GameError`.
// A thin layer over the wasm-bindgen facade (src/wasm.rs): it carries values both ways as words
// (src/tokens.rs), reads the JSON of saves itself (the module has no JSON parser), and turns the
// engine's errors into `GameError`s, their text made from js/messages.js (the module sends a
// message id and its parameters). It decides no rule.

import wasmInit, { initSync as wasmInitSync, WasmGame, playouts as wasmPlayouts, inputRoom, lastError } from "../pkg/folkgames.js";
import { CATALOGUE } from "./catalogue.js";
import { messageText, message, CODES } from "./messages.js";

const CATALOGUE_JSON = JSON.stringify(CATALOGUE);

/** Every error the engine reports: `code` is stable (API.md), `message` is for people. */
export class GameError extends Error {
  constructor(code, message) {
    super(message);
    this.name = "GameError";
    this.code = code;
  }
}

let ready = null;
/** The module's memory, where answers in words are read (set by `init` and `initSync`). */
let memory = null;

/** Loads the WebAssembly module once (browsers and bundlers); later calls return the same promise. */
export default function init(input) {
  ready ??= wasmInit(input === undefined ? undefined : { module_or_path: input }).then((exports) => {
    memory = exports?.memory ?? null;
  });
  return ready;
}

/** Instantiates synchronously from the .wasm bytes or a compiled `WebAssembly.Module`. */
export function initSync(module) {
  const exports = wasmInitSync({ module });
  memory ??= exports?.memory ?? null;
  ready ??= Promise.resolve();
}

// Answers in words (src/tokens.rs): records and move lists are read from the module's memory into
// the same objects JSON.parse would give, several times faster than the text and JSON.parse.
// Every value goes the other way as f64 words too (moves, options, saves; see `send`), written
// in the module's input room: strings the game has sent before as their ids, others as UTF-8.
const NULL = 0, FALSE = 1, TRUE = 2, INT = 3, NUMBER = 4, STRING = 5, NEW_STRING = 6, TEXT = 7, OBJECT = 8, ARRAY = 9, END = 10, RAW = 11, SHAPE = 12, NEW_SHAPE = 13, COUNTS = 14, ARRAY_OF = 15;
// The questions of WasmGame.ask (src/wasm.rs).
const LEGAL_MOVES = 0, ROLL = 1, UNDO = 2, REDO = 3, STATE = 4, TO_MOVE = 5, RESULT = 6, HISTORY = 7, OPTIONS = 8, LEGAL_NOTATIONS = 9, ID = 10, RULESET = 11, SAVE = 12;
const PLAYERS = 13, SEED = 14, CAN_UNDO = 15, CAN_REDO = 16, REDO_DEPTH = 17, PLY = 18, IS_OVER = 19;
/** The deepest a value may nest: a value at depth MAX_DEPTH + 1 (the whole at 0) is refused, as
 * src/json.rs refuses it. It bounds the recursion of `writeValue` and of the engine's reader. */
const MAX_DEPTH = 32;
/** Saves longer than this (in UTF-8) are refused before reading (src/save.rs). */
const MAX_SAVE_BYTES = 1 << 20;
let words = new Int32Array(0);
let bytes = new Uint8Array(0);
let floats = new Float64Array(0);
let at = 0; // the next word to read
// The tables of the answer being read (set by `readAnswer`): the kept strings by id, their ids
// by string, and the shapes by id (each a function that reads one object).
let strings = [];
let ids = new Map();
let shapes = [];
const bits = new Int32Array(2);
const bitsAsNumber = new Float64Array(bits.buffer);
const utf8 = new TextDecoder();

function views() {
  // Growing the memory detaches its old buffer, and views of a detached buffer have length 0.
  if (words.length !== 0) return;
  if (!memory) throw new GameError("internal", "the WebAssembly module was not loaded by this package's init() or initSync()");
  words = new Int32Array(memory.buffer);
  bytes = new Uint8Array(memory.buffer);
  floats = new Float64Array(memory.buffer);
}

/** What the engine has sent every game's answers in words, as src/wasm.rs keeps one table for
 * the module: the kept strings by id, their ids by string, the readers of the shapes by id (see
 * `readAnswer`). One for all games, so that each name crosses once per page. */
const TABLES = { strings: [], ids: new Map(), shapes: [] };

/** `length * 2^32 + address` from src/wasm.rs: the words of one answer, read as a value with
 * `tables` (`TABLES`, or a lone error's own). */
function readAnswer(where, tables) {
  const length = Math.floor(where / 4294967296);
  views();
  at = (where - length * 4294967296) >>> 2;
  const end = at + length;
  strings = tables.strings;
  ids = tables.ids;
  shapes = tables.shapes;
  const value = readValue();
  if (at !== end) throw new GameError("internal", "unexpected engine failure: an answer was not read whole");
  return value;
}

function readText() {
  const length = words[at++];
  const from = at * 4;
  at += (length + 3) >>> 2;
  if (length > 32) return utf8.decode(bytes.subarray(from, from + length));
  let text = "";
  for (let i = from; i < from + length; i++) {
    const b = bytes[i];
    if (b >= 0x80) return utf8.decode(bytes.subarray(from, from + length));
    text += String.fromCharCode(b);
  }
  return text;
}

function readString(tag) {
  if (tag === STRING) return strings[words[at++]];
  if (tag === NEW_STRING) {
    const id = words[at++];
    const text = readText();
    strings[id] = text;
    ids.set(text, id);
    return text;
  }
  if (tag === TEXT) return readText();
  throw new GameError("internal", `unexpected engine failure: word ${tag} where a string belongs`);
}

/** One value; the common ones (a number, a kept string, an object of a known shape) without
 * going through `readValue`. */
function v() {
  const tag = words[at];
  const next = words[at + 1];
  if (tag === INT) {
    at += 2;
    return next;
  }
  if (tag === STRING) {
    at += 2;
    return strings[next];
  }
  if (tag === SHAPE) {
    at += 2;
    return shapes[next]();
  }
  return readValue();
}

function setKey(o, key, value) {
  if (key === "__proto__") Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  else o[key] = value;
}

// Readers of the shapes the engine sends (src/tokens.rs), by their keys: object literals, so
// every object of a shape is built at once with one hidden class, instead of key by key. They
// only make reading faster: a shape missing here is read by `anyShape`, into the same object.
// Properties are evaluated in order, so the values are read in the order they were written.
const SHAPE_READERS = new Map([
  ["ply,player,chance,move,notation,events", () => ({ ply: v(), player: v(), chance: v(), move: v(), notation: v(), events: v() })],
  ["winners,draw,totals,reason", () => ({ winners: v(), draw: v(), totals: v(), reason: v() })],
]);
// The same for shapes whose first value is fixed (an event's type, a move's kind), made with it.
const NAMED_READERS = new Map([
  ["type,player,piece,from,to", (t) => () => ({ type: t, player: v(), piece: v(), from: v(), to: v() })],
  ["type,player", (t) => () => ({ type: t, player: v() })],
  ["type,collected,reserve", (t) => () => ({ type: t, collected: v(), reserve: v() })],
  ["type,player,holes,eliminated", (t) => () => ({ type: t, player: v(), holes: v(), eliminated: v() })],
  ["type,round,starter", (t) => () => ({ type: t, round: v(), starter: v() })],
  ["type,player,sticks,whites,bonus", (t) => () => ({ type: t, player: v(), sticks: v(), whites: v(), bonus: v() })],
  ["type,player,piece,count", (t) => () => ({ type: t, player: v(), piece: v(), count: v() })],
  ["type,result", (t) => () => ({ type: t, result: v() })],
  ["kind,pit", (k) => () => ({ kind: k, pit: v() })],
  ["kind,hole,dir", (k) => () => ({ kind: k, hole: v(), dir: v() })],
  ["kind,houses", (k) => () => ({ kind: k, houses: v() })],
  ["kind,piece", (k) => () => ({ kind: k, piece: v() })],
  ["kind,sticks", (k) => () => ({ kind: k, sticks: v() })],
  ["kind,whites", (k) => () => ({ kind: k, whites: v() })],
  ["kind", (k) => () => ({ kind: k })],
]);

/** A reader of any shape whose values `value` reads: `fixed` holds its first values when they
 *  are fixed. */
function anyShape(keys, value, ...fixed) {
  return () => {
    const o = {};
    keys.forEach((key, i) => setKey(o, key, i < fixed.length ? fixed[i] : value()));
    return o;
  };
}

/** `COUNTS n` and `n` events of the sowing games, a word each (`count_word` in src/record.rs):
 * into `a` from index `i`; the index after them. */
function readCounts(a, i) {
  const end = at + 2 + words[at + 1];
  at += 2;
  while (at < end) {
    const w = words[at++];
    const hole = (w >> 3) & 15;
    switch (w & 7) {
      case 0:
        a[i++] = { type: "lift", hole, count: (w >> 7) & 255 };
        break;
      case 1:
        a[i++] = { type: "drop", hole };
        break;
      case 2:
        a[i++] = { type: "relay", hole, count: (w >> 7) & 255 };
        break;
      case 3:
        a[i++] = { type: "capture", hole, count: (w >> 7) & 255, by: w >> 15 };
        break;
      default:
        a[i++] = { type: "collect", hole, count: (w >> 7) & 255, by: w >> 15 };
    }
  }
  return i;
}

function readValue() {
  const tag = words[at++];
  switch (tag) {
    case INT:
      return words[at++];
    case SHAPE:
      return shapes[words[at++]]();
    case ARRAY: {
      const a = [];
      while (words[at] !== END) {
        a.push(v());
      }
      at++;
      return a;
    }
    case ARRAY_OF: {
      // Made at its length, which the engine says first: no growing as values come.
      const n = words[at++];
      const a = new Array(n);
      for (let i = 0; i < n; ) {
        if (words[at] === COUNTS) i = readCounts(a, i);
        else a[i++] = v();
      }
      return a;
    }
    case OBJECT: {
      const o = {};
      for (;;) {
        const t = words[at++];
        if (t === END) return o;
        const key = t === STRING ? strings[words[at++]] : readString(t);
        setKey(o, key, v());
      }
    }
    case NEW_SHAPE: {
      const id = words[at++];
      const n = words[at++];
      const fixed = words[at++];
      const keys = [];
      for (let i = 0; i < n; i++) keys.push(readString(words[at++]));
      let read;
      if (fixed) {
        const first = readString(words[at++]);
        read = NAMED_READERS.get(keys.join())?.(first) ?? anyShape(keys, v, first);
      } else read = SHAPE_READERS.get(keys.join()) ?? anyShape(keys, v);
      shapes[id] = read;
      return read();
    }
    case NULL:
      return null;
    case FALSE:
      return false;
    case TRUE:
      return true;
    case NUMBER:
      bits[0] = words[at++];
      bits[1] = words[at++];
      return bitsAsNumber[0];
    case RAW:
      return JSON.parse(readText());
    default:
      return readString(tag);
  }
}

// The ways writing a value as words can fail (`writeValue`), and what src/json.rs said of the
// ones JSON text can have.
const NOT_PLAIN = -1, NO_ROOM = -2, TOO_DEEP = -3, NOT_FINITE = -4, LONE_SURROGATE = -5;
const WHY = new Map([
  [NOT_PLAIN, "not a JSON value"],
  [TOO_DEEP, "JSON nested too deeply"],
  [NOT_FINITE, "JSON number out of range"],
  [LONE_SURROGATE, "unpaired surrogate in JSON string"],
]);
/** Where a string's UTF-8 is made before it is packed into words (see `utf8Space`). */
let utf8Room = new Uint8Array(256);
const utf8Encoder = new TextEncoder();
// The input room of src/wasm.rs (`inputRoom`): indexes into `floats`, from `roomAt` to `roomEnd`.
let roomAt = 0;
let roomEnd = 0;
const FIRST_ROOM = 64;
/** For a call without a game: no string is known, so all go as UTF-8. */
const NO_IDS = new Map();

// V8 turns `hasOwnProperty` of a for-in's own object and key into a check of the object's map;
// with `Object.hasOwn` in its place, play() was 2-5% slower (alternated in one process).
const hasOwnProperty = Object.prototype.hasOwnProperty;

/** Writes `v` as f64 words from `floats[n]` to `end` at most; the next free index, or one of the
 * failures above. Strings `ids` holds go as their id, others as UTF-8 (`writeString`). */
function writeValue(v, ids, n, end, depth) {
  if (depth > MAX_DEPTH) return TOO_DEEP;
  if (n + 2 > end) return NO_ROOM;
  switch (typeof v) {
    case "string":
      return writeString(v, ids, n, end);
    case "number":
      if (!Number.isFinite(v)) return NOT_FINITE;
      floats[n] = NUMBER;
      floats[n + 1] = v === 0 ? 0 : v; // JSON has no -0
      return n + 2;
    case "boolean":
      floats[n] = v ? TRUE : FALSE;
      return n + 1;
    case "object": {
      if (v === null) {
        floats[n] = NULL;
        return n + 1;
      }
      if (typeof v.toJSON === "function") return NOT_PLAIN;
      if (Array.isArray(v)) {
        floats[n++] = ARRAY;
        for (let i = 0; i < v.length; i++) {
          n = writeValue(v[i], ids, n, end, depth + 1);
          if (n < 0) return n;
        }
      } else {
        const proto = Object.getPrototypeOf(v);
        if (proto !== Object.prototype && proto !== null) return NOT_PLAIN;
        floats[n++] = OBJECT;
        // for-in (V8 reads `v[key]` through its enumeration cache) visits the own keys in the
        // order of Object.keys; an inherited key is left to JSON's rules (`send`).
        for (const key in v) {
          if (!hasOwnProperty.call(v, key)) return NOT_PLAIN;
          // A key and a value that are strings the game has sent (a move's kind, direction) or
          // whole numbers (a hole) are written here, as writeString and writeValue would write
          // them, without a call each.
          const kid = ids.get(key);
          if (kid !== undefined && n + 2 <= end) {
            floats[n] = STRING;
            floats[n + 1] = kid;
            n += 2;
          } else {
            n = writeString(key, ids, n, end);
            if (n < 0) return n;
          }
          const value = v[key];
          const vid = typeof value === "string" ? ids.get(value) : undefined;
          if (vid !== undefined && n + 2 <= end) {
            floats[n] = STRING;
            floats[n + 1] = vid;
            n += 2;
          } else if (typeof value === "number" && Number.isSafeInteger(value) && n + 2 <= end) {
            floats[n] = NUMBER;
            floats[n + 1] = value === 0 ? 0 : value;
            n += 2;
          } else {
            n = writeValue(value, ids, n, end, depth + 1);
            if (n < 0) return n;
          }
        }
      }
      if (n + 1 > end) return NO_ROOM;
      floats[n] = END;
      return n + 1;
    }
    default:
      return NOT_PLAIN; // undefined, functions, symbols, bigints: JSON's rules and errors apply
  }
}

/** Writes string `s` as `writeValue` does: `STRING id`, or `TEXT len` and its UTF-8 four bytes to
 * a word, as the engine sends text (src/tokens.rs). A lone surrogate has no UTF-8: refused, as
 * src/json.rs refused its escape. */
function writeString(s, ids, n, end) {
  const id = ids.get(s);
  if (id !== undefined) {
    if (n + 2 > end) return NO_ROOM;
    floats[n] = STRING;
    floats[n + 1] = id;
    return n + 2;
  }
  if (!s.isWellFormed()) return LONE_SURROGATE;
  // At most three bytes per UTF-16 unit, and room to pad the last word with zeros.
  const utf8 = utf8Space(s.length * 3 + 4);
  const length = utf8Encoder.encodeInto(s, utf8).written;
  const count = (length + 3) >>> 2;
  if (n + 2 + count > end) return NO_ROOM;
  utf8.fill(0, length, count * 4);
  floats[n] = TEXT;
  floats[n + 1] = length;
  floats.set(new Uint32Array(utf8.buffer, 0, count), n + 2);
  return n + 2 + count;
}

/** At least `bytes` bytes (a whole number of words) for `writeString`: `utf8Room`, grown up to
 * 64 KiB; a longer string's bytes are not kept after it. */
function utf8Space(bytes) {
  if (bytes <= utf8Room.length) return utf8Room;
  const space = new Uint8Array((bytes + 3) & ~3);
  if (space.length <= 65536) utf8Room = space;
  return space;
}

/** Makes the input room hold `size` words, or throws `input`'s error when the module cannot. */
function growRoom(size, input) {
  const at = call(() => inputRoom(size));
  if (at === 0) throw new GameError(input.code, `${input.are} too large`);
  roomAt = at >>> 3;
  roomEnd = roomAt + size;
}

/** True while a value is written in the input room. A getter of that value could call the engine,
 * which would write its own value there, or grow the room and free the block still being written:
 * that call is refused instead. */
let writing = false;

/** Writes `value` in the input room, growing it until it fits: the number of words, or a failure
 * of `writeValue`. */
function writeInRoom(value, ids, input) {
  if (writing) throw new GameError(input.code, `${input.what} cannot be taken while another value is written to the engine (by a getter that calls it)`);
  views(); // says so if the module was not loaded
  writing = true;
  try {
    if (roomEnd === roomAt) growRoom(FIRST_ROOM, input);
    for (;;) {
      views();
      let n;
      try {
        n = writeValue(value, ids, roomAt, roomEnd, 0);
      } catch (e) {
        // a getter that throws, a revoked proxy: as JSON.stringify in toJson would report it
        throw e instanceof GameError ? e : new GameError(input.code, `${input.what} cannot be written as JSON: ${reason(e)}`);
      }
      if (n !== NO_ROOM) return n < 0 ? n : n - roomAt;
      growRoom(2 * (roomEnd - roomAt), input);
    }
  } finally {
    writing = false;
  }
}

// What each door calls its input in messages, and its errors' code. "<are> not valid JSON: ..."
// is how the engine reported JSON it could not read when it read the text (src/json.rs), kept for
// the same inputs.
const OPTIONS_INPUT = { code: "bad_option", what: "options", are: "options are" };
const SUGGEST_INPUT = { code: "bad_option", what: "suggestMove options", are: "suggestMove options are" };
const MOVE_INPUT = { code: "bad_move", what: "the move", are: "the move is" };
const SAVE_INPUT = { code: "bad_save", what: "the save", are: "the save is" };

/** Writes a caller's `value` in the input room as words (`writeValue`); the number of words.
 * What is not plain JSON data (toJSON, undefined, NaN, a class instance, a cycle...) is first
 * made what JSON.parse(JSON.stringify(value)) gives, with toJson's checks and errors: the engine
 * gets the value the JSON text it was sent before gave it. */
function send(value, ids, input) {
  const n = writeInRoom(value, ids, input);
  if (n >= 0) return n;
  const json = toJson(value, input.code, input.what);
  if (json === undefined) throw new GameError(input.code, `${input.what} cannot be written as JSON: it has no JSON value`);
  return sendParsed(JSON.parse(json), ids, input);
}

/** `send` of a value as JSON.parse gives it; what words cannot carry is what the engine refused
 * in JSON text, with the same words. */
function sendParsed(value, ids, input) {
  const n = writeInRoom(value, ids, input);
  if (n < 0) throw new GameError(input.code, `${input.are} not valid JSON: ${WHY.get(n)}`);
  return n;
}

/** The bytes of `s` in UTF-8 as the engine counted them (a lone surrogate as U+FFFD, three). */
function utf8Length(s) {
  let bytes = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    bytes += c < 0x800 ? 1 : 2;
    if ((c & 0xfc00) === 0xd800 && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++; // a pair: 4
  }
  return bytes;
}

/** An exception's message for a GameError's; never throws. */
function reason(e) {
  return e instanceof Error ? e.message : show(e);
}

/** The engine's error as src/wasm.rs writes it: `{code, message: [id, ...parameters]}`, the
 * code as its index in `CODES`. */
function engineError({ code, message: why }) {
  return new GameError(CODES[code] ?? "internal", messageText(why));
}

function fromEngine(e) {
  if (e instanceof GameError) return e;
  if (e instanceof Error && /null pointer|recursive use|already borrowed|moved/.test(e.message)) {
    return new GameError("freed", "this game was freed or is in use");
  }
  return new GameError("internal", `unexpected engine failure: ${e && e.message ? e.message : e}`);
}

/** What `create`, `load` or `playouts` returned; when nothing, the error they left (src/wasm.rs),
 * written with strings of its own: read with tables of its own. */
function made(value) {
  if (value !== undefined) return value;
  const where = lastError();
  if (where === 0) throw new GameError("internal", "unexpected engine failure: a call failed without an error");
  throw engineError(readAnswer(where, { strings: [], ids: new Map(), shapes: [] }));
}

function call(f) {
  try {
    return f();
  } catch (e) {
    throw fromEngine(e);
  }
}

/** JSON text for the engine; NaN, Infinity, functions and the like are refused, not turned into null. */
function toJson(value, code, what) {
  try {
    return JSON.stringify(value, (key, v) => {
      if (typeof v === "number" && !Number.isFinite(v)) throw new GameError(code, `${what}: ${key || "value"} is ${v}, not a finite number`);
      if (typeof v === "function" || typeof v === "symbol" || typeof v === "bigint") {
        throw new GameError(code, `${what}: ${key || "value"} is a ${typeof v}`);
      }
      return v;
    });
  } catch (e) {
    throw e instanceof GameError ? e : new GameError(code, `${what} cannot be written as JSON: ${e.message}`);
  }
}

/** A value for an error message; never throws (a Symbol, or an object without toString, would). */
function show(v) {
  try {
    return typeof v === "string" ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v) : String(v);
  } catch {
    return Array.isArray(v) ? "an array" : typeof v;
  }
}

function isPlainObject(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

function entropy() {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  return (words[0] & 0x1fffff) * 2 ** 32 + words[1];
}

const LEVELS = ["easy", "medium", "hard"];

/** suggestMove's options with the defaults filled in; anything else is a `bad_option`. */
function checkSuggestOptions(opts) {
  if (opts === undefined || opts === null) return { level: "medium", timeMs: 1000, seed: 0 };
  if (!isPlainObject(opts)) throw new GameError("bad_option", "suggestMove options must be an object such as { level: \"hard\" }");
  for (const key of Object.keys(opts)) {
    if (!["level", "timeMs", "seed"].includes(key)) throw new GameError("bad_option", `suggestMove has no option ${JSON.stringify(key)} (level, timeMs, seed)`);
  }
  const { level = "medium", timeMs = 1000, seed = 0 } = opts;
  if (!LEVELS.includes(level)) throw new GameError("bad_option", `level must be "easy", "medium" or "hard", not ${JSON.stringify(level) ?? String(level)}`);
  if (typeof timeMs !== "number" || !Number.isFinite(timeMs) || timeMs <= 0 || timeMs > 60000) {
    throw new GameError("bad_option", `timeMs must be a number of milliseconds above 0 and at most 60000, not ${String(timeMs)}`);
  }
  if (!Number.isSafeInteger(seed) || seed < 0) throw new GameError("bad_option", `seed must be a whole number from 0 to 2^53-1, not ${String(seed)}`);
  return { level, timeMs, seed };
}

const FROM_ENGINE = Symbol("from engine");

/** One game of Kpé, Bày Khòm or Siryu (API.md). */
export class Game {
  #w;
  #id;

  constructor(id, options) {
    if (id === FROM_ENGINE) {
      this.#w = options;
      this.#id = readAnswer(options.ask(ID), TABLES);
      return;
    }
    if (typeof id !== "string") throw new GameError("unknown_game", `the game id must be a string such as "kpe", not ${typeof id}`);
    if (options !== undefined && options !== null && !isPlainObject(options)) {
      throw new GameError("bad_option", "options must be an object, e.g. { seed: 7 }");
    }
    const words = send(options ?? null, NO_IDS, OPTIONS_INPUT);
    // A numeric seed is either the game's seed or refused, so no entropy is drawn for it: in
    // Node, the system's generator was nearly half the time of making a seeded game, asking its
    // moves and freeing it (15-20 µs with it, 9-11 without).
    const seeded = typeof options?.seed === "number";
    this.#w = call(() => made(WasmGame.create(id, words, seeded ? 0 : entropy())));
    this.#id = id;
  }

  /** Restores a game from `save()`; everything is checked and replayed (`bad_save` otherwise). */
  static load(save) {
    if (typeof save !== "string") throw new GameError("bad_save", `a save is a string from game.save(), not ${save === null ? "null" : typeof save}`);
    // Checked before reading, as the engine did: a share link is untrusted input.
    const bytes = save.length * 3 > MAX_SAVE_BYTES ? utf8Length(save) : 0;
    if (bytes > MAX_SAVE_BYTES) throw new GameError("bad_save", message("SaveTooLarge", bytes, MAX_SAVE_BYTES));
    let value;
    try {
      value = JSON.parse(save);
    } catch (e) {
      throw new GameError("bad_save", message("SaveNotJson", reason(e)));
    }
    const words = sendParsed(value, NO_IDS, SAVE_INPUT);
    return new Game(FROM_ENGINE, call(() => made(WasmGame.load(words))));
  }

  #live() {
    if (!this.#w) throw new GameError("freed", "this game was freed; create a new one");
    return this.#w;
  }
  #get(f) {
    const w = this.#live();
    return call(() => f(w));
  }
  /** The answer of `f` in words (src/tokens.rs), as plain values; a negative answer is an
   * error `{code, message}`. */
  #words(f) {
    return this.#answer(this.#get(f));
  }
  /** The engine's answer at `where`, read (see `#words`). */
  #answer(where) {
    if (where >= 0) {
      // src/wasm.rs's BUSY: its words were in use, which no call of this file can cause.
      if (where === Infinity) throw new GameError("internal", "unexpected engine failure: the engine's answer room was in use");
      return readAnswer(where, TABLES);
    }
    throw engineError(readAnswer(-where, TABLES));
  }

  get id() {
    return this.#id;
  }
  get ruleset() {
    return this.#words((w) => w.ask(RULESET));
  }
  get players() {
    return this.#words((w) => w.ask(PLAYERS));
  }
  /** The seed of the game's generator (saves replay from it). */
  get seed() {
    return this.#words((w) => w.ask(SEED));
  }
  /** The effective options, defaults filled in. */
  get options() {
    return this.#words((w) => w.ask(OPTIONS));
  }

  state() {
    return this.#words((w) => w.ask(STATE));
  }
  /** The player to move, "chance" when a throw is due, or null once the game is over. */
  toMove() {
    return this.#words((w) => w.ask(TO_MOVE));
  }
  legalMoves() {
    return this.#words((w) => w.ask(LEGAL_MOVES));
  }
  /** Legal moves in notation, in the same order as `legalMoves()`. */
  legalNotations() {
    return this.#words((w) => w.ask(LEGAL_NOTATIONS));
  }
  /** Plays a move object or its notation; returns the record. Throws and changes nothing if illegal. */
  play(move) {
    const live = this.#live(); // a freed game says so first, whatever the move
    if (typeof move === "string") return this.#words((w) => w.playNotationWords(move));
    if (!isPlainObject(move)) {
      throw new GameError("bad_move", `a move is an object such as { kind: "sow", pit: 2 } or its notation, not ${move === null ? "null" : Array.isArray(move) ? "an array" : typeof move}`);
    }
    const words = send(move, TABLES.ids, MOVE_INPUT);
    let where;
    try {
      where = live.playWords(words);
    } catch (e) {
      throw fromEngine(e);
    }
    return this.#answer(where);
  }
  /** Throws the sticks with the game's seeded generator (Siryu). */
  roll() {
    return this.#words((w) => w.ask(ROLL));
  }
  /**
   * Takes back the last move and returns its record, or null when there is none.
   * `undo(n)` takes back n moves at once and returns the record of the earliest; it throws
   * `nothing_to_undo` (changing nothing) when fewer than n moves have been played.
   */
  undo(count) {
    return this.#walk(count, "nothing_to_undo", "undone", (w) => w.ask(PLY), (w) => w.ask(UNDO));
  }
  /**
   * Plays the last undone move again and returns its record, or null when there is none.
   * `redo(n)` replays n moves and returns the record of the last; it throws `nothing_to_redo`
   * (changing nothing) when fewer than n moves were undone.
   */
  redo(count) {
    return this.#walk(count, "nothing_to_redo", "replayed", (w) => w.ask(REDO_DEPTH), (w) => w.ask(REDO));
  }
  /**
   * undo and redo: one `step` (null when there is nothing, reported by `code`), or `count` steps
   * at once after checking that `depth` allows them all, returning the last step's record.
   */
  #walk(count, code, verb, depth, step) {
    if (count === undefined) {
      try {
        return this.#words(step);
      } catch (e) {
        if (e instanceof GameError && e.code === code) return null;
        throw e;
      }
    }
    const available = this.#words(depth); // a freed game says so first
    if (!Number.isSafeInteger(count) || count < 1) {
      throw new GameError("bad_option", `the number of moves must be a whole number from 1, not ${show(count)}`);
    }
    if (count > available) {
      throw new GameError(code, `only ${available} move${available === 1 ? "" : "s"} can be ${verb}, not ${count}`);
    }
    let record = null;
    for (let i = 0; i < count; i++) record = this.#words(step);
    return record;
  }
  /** Whether `undo()` has a move to take back. */
  canUndo() {
    return this.#words((w) => w.ask(CAN_UNDO));
  }
  /** Whether `redo()` has an undone move to play again. */
  canRedo() {
    return this.#words((w) => w.ask(CAN_REDO));
  }
  history() {
    return this.#words((w) => w.ask(HISTORY));
  }
  isOver() {
    return this.#words((w) => w.ask(IS_OVER));
  }
  result() {
    return this.#words((w) => w.ask(RESULT));
  }
  save() {
    return this.#words((w) => w.ask(SAVE));
  }
  /**
   * A move for the player to move, chosen by the computer (never changes the game).
   * `level` "easy" | "medium" (default) | "hard"; `timeMs` a safety cap (default 1000, at most
   * 60000); `seed` a whole number (default 0): the same position, level and seed give the same move.
   * While a throw is due (Siryu) it returns a throw drawn from `seed`; `game_over` once over.
   */
  suggestMove(opts) {
    const words = send(checkSuggestOptions(opts), TABLES.ids, SUGGEST_INPUT);
    return this.#words((w) => w.suggestMove(words));
  }
  clone() {
    return new Game(FROM_ENGINE, this.#get((w) => w.cloneGame()));
  }
  /** Releases the engine's memory now; the game cannot be used afterwards. */
  free() {
    if (this.#w) {
      this.#w.free();
      this.#w = null;
    }
  }
}

/** Every game: id, names, players, rulesets with sources, options with defaults (js/catalogue.js).
 * A fresh copy each call, as JSON gives it: a caller may change what it gets, and the two mancalas'
 * `firstPlayer`, one object in js/catalogue.js, come out as two. */
export function catalogue() {
  return JSON.parse(CATALOGUE_JSON);
}

/**
 * For benchmarks, not for play: `n` uniform random playouts of game `id` (with `options`, e.g.
 * `{ ruleset: "poree-maspero" }` or `{ players: 4 }`) run inside the WebAssembly module in one
 * call, seeded by `seed`. Returns `{ games, moves }` (Siryu's throws count as moves).
 */
export function benchPlayouts(id, options = null, n = 1, seed = 1) {
  const words = send(options ?? null, NO_IDS, OPTIONS_INPUT);
  return JSON.parse(call(() => made(wasmPlayouts(String(id), words, Number(n), Number(seed)))));
}
