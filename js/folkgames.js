// folkgames — the package entry (docs/api.md, "Entry points"): `init`, `initSync`, `catalogue`,
// `Game`, `GameError`.
// The engine is the module wasm-pack builds from crates/wasm (pkg/): every value crosses as plain
// objects, every error is made there. This file loads the module, gives the engine's errors the
// `GameError` class, and presents the engine's `Engine` as `Game`, whose calls after `free()`
// say so. It holds no rule, no shape and no message of the engine's.

import wasmInit, { initSync as wasmInitSync, Engine, catalogue as engineCatalogue } from "../pkg/folkgames.js";

/** Every error the engine reports: `code` is stable (docs/api.md, "Errors"), `message` is for people. */
export class GameError extends Error {
  constructor(code, message) {
    super(message);
    this.name = "GameError";
    this.code = code;
  }
}

let ready = null;

/** Loads the WebAssembly module once (browsers and bundlers); later calls return the same promise.
 *  A load that failed (offline, a 404, a Content-Security-Policy) is forgotten: the next call tries again. */
export default function init(input) {
  ready ??= wasmInit(input === undefined ? undefined : { module_or_path: input }).then(
    () => undefined,
    (e) => {
      ready = null;
      throw e;
    },
  );
  return ready;
}

/** Instantiates synchronously from the .wasm bytes or a compiled `WebAssembly.Module`. */
export function initSync(module) {
  if (ready) return;
  wasmInitSync({ module });
  ready = Promise.resolve();
}

/** An exception from the engine as a `GameError`: the engine's own (an `Error` named GameError
 * with a code) keeps its message; wasm-bindgen's refusal of a freed or busy object is `freed`. */
function gameError(e) {
  if (e instanceof GameError) return e;
  if (e instanceof Error && e.name === "GameError" && typeof e.code === "string") {
    return Object.setPrototypeOf(e, GameError.prototype);
  }
  if (e instanceof Error && /null pointer passed|recursive use/.test(e.message)) {
    return new GameError("freed", "this game was freed or is in use");
  }
  return new GameError("internal", `unexpected engine failure: ${e instanceof Error ? e.message : String(e)}`);
}

function call(f) {
  try {
    return f();
  } catch (e) {
    throw gameError(e);
  }
}

const WRAP = Symbol("an engine");

/** One game of Kpé, Bày Khòm or Siryu (docs/api.md, "A game"; its methods are the engine's, types/folkgames.d.ts). */
export class Game {
  #engine;

  constructor(id, options) {
    this.#engine = id === WRAP ? options : call(() => new Engine(id, options));
  }

  /** Restores a game from `save()`; everything is checked and replayed (`bad_save` otherwise). */
  static load(save) {
    return new Game(
      WRAP,
      call(() => Engine.load(save)),
    );
  }

  /** A game set up in a position in the shape of `state()` (`bad_position` otherwise). */
  static fromPosition(id, position, options) {
    return new Game(
      WRAP,
      call(() => Engine.fromPosition(id, position, options)),
    );
  }

  /** Releases the engine's memory now; the game cannot be used afterwards. */
  free() {
    this.#engine?.free();
    this.#engine = null;
  }

  [Symbol.dispose]() {
    this.free();
  }

  // Every other method and getter is the engine's, called on the live engine: a freed game
  // throws `freed`, an engine answer that is an engine (`clone()`) is wrapped as a Game.
  static {
    const live = (game) => {
      if (!game.#engine) throw new GameError("freed", "this game was freed; create a new one");
      return game.#engine;
    };
    const delegate = (f) =>
      function (...args) {
        const value = call(() => f.apply(live(this), args));
        return value instanceof Engine ? new Game(WRAP, value) : value;
      };
    for (const [name, d] of Object.entries(Object.getOwnPropertyDescriptors(Engine.prototype))) {
      // wasm-bindgen's own helpers (`__destroy_into_raw`) are not the engine's methods.
      if (name === "constructor" || name === "free" || name.startsWith("__") || Object.hasOwn(Game.prototype, name)) continue;
      Object.defineProperty(
        Game.prototype,
        name,
        d.get ? { get: delegate(d.get), configurable: true } : { value: delegate(d.value), writable: true, configurable: true },
      );
    }
  }
}

/** Every game: id, names, players, rulesets with sources, options with defaults (a fresh copy each call). */
export function catalogue() {
  return call(engineCatalogue);
}
