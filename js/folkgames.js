// folkgames — the public JavaScript API (../API.md): `init`, `catalogue`, `Game`, `GameError`.
// A thin layer over the wasm-bindgen facade (src/wasm.rs): it turns JSON text into plain objects
// and the engine's error strings into `GameError`s. It decides no rule.

import wasmInit, { initSync as wasmInitSync, WasmGame, catalogue as wasmCatalogue, playouts as wasmPlayouts } from "../pkg/folkgames.js";

/** Every error the engine reports: `code` is stable (API.md), `message` is for people. */
export class GameError extends Error {
  constructor(code, message) {
    super(message);
    this.name = "GameError";
    this.code = code;
  }
}

let ready = null;

/** Loads the WebAssembly module once (browsers and bundlers); later calls return the same promise. */
export default function init(input) {
  ready ??= wasmInit(input === undefined ? undefined : { module_or_path: input }).then(() => undefined);
  return ready;
}

/** Instantiates synchronously from the .wasm bytes or a compiled `WebAssembly.Module`. */
export function initSync(module) {
  wasmInitSync({ module });
  ready ??= Promise.resolve();
}

function fromEngine(e) {
  if (e instanceof GameError) return e;
  if (typeof e === "string") {
    try {
      const { code, message } = JSON.parse(e);
      if (typeof code === "string") return new GameError(code, message);
    } catch {
      // not one of ours: fall through
    }
  }
  if (e instanceof Error && /null pointer|recursive use|already borrowed|moved/.test(e.message)) {
    return new GameError("freed", "this game was freed or is in use");
  }
  return new GameError("internal", `unexpected engine failure: ${e && e.message ? e.message : e}`);
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
      this.#id = options.id();
      return;
    }
    if (typeof id !== "string") throw new GameError("unknown_game", `the game id must be a string such as "kpe", not ${typeof id}`);
    if (options !== undefined && options !== null && !isPlainObject(options)) {
      throw new GameError("bad_option", "options must be an object, e.g. { seed: 7 }");
    }
    const json = toJson(options ?? null, "bad_option", "options");
    this.#w = call(() => new WasmGame(id, json, entropy()));
    this.#id = id;
  }

  /** Restores a game from `save()`; everything is checked and replayed (`bad_save` otherwise). */
  static load(save) {
    if (typeof save !== "string") throw new GameError("bad_save", `a save is a string from game.save(), not ${save === null ? "null" : typeof save}`);
    return new Game(FROM_ENGINE, call(() => WasmGame.load(save)));
  }

  #live() {
    if (!this.#w) throw new GameError("freed", "this game was freed; create a new one");
    return this.#w;
  }
  #get(f) {
    const w = this.#live();
    return call(() => f(w));
  }
  #json(f) {
    return JSON.parse(this.#get(f));
  }

  get id() {
    return this.#id;
  }
  get ruleset() {
    return this.#get((w) => w.ruleset());
  }
  get players() {
    return this.#get((w) => w.players());
  }
  /** The seed of the game's generator (saves replay from it). */
  get seed() {
    return this.#get((w) => w.seed());
  }
  /** The effective options, defaults filled in. */
  get options() {
    return this.#json((w) => w.options());
  }

  state() {
    return this.#json((w) => w.state());
  }
  /** The player to move, "chance" when a throw is due, or null once the game is over. */
  toMove() {
    return this.#json((w) => w.toMove());
  }
  legalMoves() {
    return this.#json((w) => w.legalMoves());
  }
  /** Legal moves in notation, in the same order as `legalMoves()`. */
  legalNotations() {
    return this.#json((w) => w.legalNotations());
  }
  /** Plays a move object or its notation; returns the record. Throws and changes nothing if illegal. */
  play(move) {
    this.#live(); // a freed game says so first, whatever the move
    if (typeof move === "string") return this.#json((w) => w.playNotation(move));
    if (!isPlainObject(move)) {
      throw new GameError("bad_move", `a move is an object such as { kind: "sow", pit: 2 } or its notation, not ${move === null ? "null" : Array.isArray(move) ? "an array" : typeof move}`);
    }
    const json = toJson(move, "bad_move", "the move");
    return this.#json((w) => w.playJson(json));
  }
  /** Throws the sticks with the game's seeded generator (Siryu). */
  roll() {
    return this.#json((w) => w.roll());
  }
  /**
   * Takes back the last move and returns its record, or null when there is none.
   * `undo(n)` takes back n moves at once and returns the record of the earliest; it throws
   * `nothing_to_undo` (changing nothing) when fewer than n moves have been played.
   */
  undo(count) {
    return this.#walk(count, "nothing_to_undo", "undone", (w) => w.ply(), (w) => w.undo());
  }
  /**
   * Plays the last undone move again and returns its record, or null when there is none.
   * `redo(n)` replays n moves and returns the record of the last; it throws `nothing_to_redo`
   * (changing nothing) when fewer than n moves were undone.
   */
  redo(count) {
    return this.#walk(count, "nothing_to_redo", "replayed", (w) => w.redoDepth(), (w) => w.redo());
  }
  /**
   * undo and redo: one `step` (null when there is nothing, reported by `code`), or `count` steps
   * at once after checking that `depth` allows them all, returning the last step's record.
   */
  #walk(count, code, verb, depth, step) {
    if (count === undefined) {
      try {
        return this.#json(step);
      } catch (e) {
        if (e instanceof GameError && e.code === code) return null;
        throw e;
      }
    }
    const available = this.#get(depth); // a freed game says so first
    if (!Number.isSafeInteger(count) || count < 1) {
      throw new GameError("bad_option", `the number of moves must be a whole number from 1, not ${show(count)}`);
    }
    if (count > available) {
      throw new GameError(code, `only ${available} move${available === 1 ? "" : "s"} can be ${verb}, not ${count}`);
    }
    let record = null;
    for (let i = 0; i < count; i++) record = this.#json(step);
    return record;
  }
  /** Whether `undo()` has a move to take back. */
  canUndo() {
    return this.#get((w) => w.canUndo());
  }
  /** Whether `redo()` has an undone move to play again. */
  canRedo() {
    return this.#get((w) => w.canRedo());
  }
  history() {
    return this.#json((w) => w.history());
  }
  isOver() {
    return this.#get((w) => w.isOver());
  }
  result() {
    return this.#json((w) => w.result());
  }
  save() {
    return this.#get((w) => w.save());
  }
  /**
   * A move for the player to move, chosen by the computer (never changes the game).
   * `level` "easy" | "medium" (default) | "hard"; `timeMs` a safety cap (default 1000, at most
   * 60000); `seed` a whole number (default 0): the same position, level and seed give the same move.
   * While a throw is due (Siryu) it returns a throw drawn from `seed`; `game_over` once over.
   */
  suggestMove(opts) {
    const json = toJson(checkSuggestOptions(opts), "bad_option", "suggestMove options");
    return this.#json((w) => w.suggestMove(json));
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

/** Every game: id, names, players, rulesets with sources, options with defaults. */
export function catalogue() {
  return JSON.parse(call(() => wasmCatalogue()));
}

/**
 * For benchmarks, not for play: `n` uniform random playouts of game `id` (with `options`, e.g.
 * `{ ruleset: "poree-maspero" }` or `{ players: 4 }`) run inside the WebAssembly module in one
 * call, seeded by `seed`. Returns `{ games, moves }` (Siryu's throws count as moves).
 */
export function benchPlayouts(id, options = null, n = 1, seed = 1) {
  const json = toJson(options ?? null, "bad_option", "options");
  return JSON.parse(call(() => wasmPlayouts(String(id), json, Number(n), Number(seed))));
}
