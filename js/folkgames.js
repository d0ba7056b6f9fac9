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

function isPlainObject(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

function entropy() {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  return (words[0] & 0x1fffff) * 2 ** 32 + words[1];
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
  /** Legal moves in notation. */
  legalNotations() {
    return this.#json((w) => w.legalNotations());
  }
  /** Plays a move object or its notation; returns the record. Throws and changes nothing if illegal. */
  play(move) {
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
  /** Takes back the last move; returns its record, or null when there is none. */
  undo() {
    return this.#orNull("nothing_to_undo", (w) => w.undo());
  }
  /** Plays again the last undone move; returns its record, or null when there is none. */
  redo() {
    return this.#orNull("nothing_to_redo", (w) => w.redo());
  }
  #orNull(code, f) {
    try {
      return this.#json(f);
    } catch (e) {
      if (e instanceof GameError && e.code === code) return null;
      throw e;
    }
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
