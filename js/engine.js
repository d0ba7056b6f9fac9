// What the package's two entries share (js/folkgames.js over the page's module, js/computer.js over
// the computer's): `GameError`, the engine's exceptions made `GameError`s, and the `Game` class
// made from a module's `Engine`. Not an entry of its own (package.json "exports" leaves it out).

/** Every error the engine reports: `code` is stable (docs/api.md, "Errors"), `message` is for people. */
export class GameError extends Error {
  constructor(code, message) {
    super(message);
    this.name = "GameError";
    this.code = code;
  }
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

export function call(f) {
  try {
    return f();
  } catch (e) {
    throw gameError(e);
  }
}

/** `load(...args)` once: later calls give the same promise, and a load that failed is forgotten,
 *  so the next call tries again (with its own arguments). */
export function once(load) {
  let ready = null;
  return (...args) =>
    (ready ??= load(...args).catch((e) => {
      ready = null;
      throw e;
    }));
}

/** A module's `init` and `initSync` over wasm-bindgen's: `init(input?)` loads it once, later calls
 *  give the same promise, and a load that failed (offline, a 404, a Content-Security-Policy) is
 *  forgotten, so the next call tries again; `initSync(module)` instantiates it from the .wasm bytes
 *  or a compiled `WebAssembly.Module`, a no-op once loaded. `loaded()` runs once it is. */
export function loader(wasmInit, wasmInitSync, loaded = () => {}) {
  let ready = null;
  return {
    started: () => ready !== null,
    init: (input) =>
      (ready ??= wasmInit(input === undefined ? undefined : { module_or_path: input }).then(
        () => {
          loaded();
        },
        (e) => {
          ready = null;
          throw e;
        },
      )),
    initSync: (module) => {
      if (ready) return;
      wasmInitSync({ module });
      ready = Promise.resolve();
      loaded();
    },
  };
}

const WRAP = Symbol("an engine");

/** The code of the engine's refusal of a game whose rules its module has not got (a game's own
 *  module, js/folkgames.js's `initGame`): the next module loaded is asked instead. */
const NOT_HERE = "game_not_loaded";

/** The same refusal before any module is loaded. */
export const nothingLoaded = () => new GameError(NOT_HERE, "no rules are loaded yet: await init() or initGame(id) first");

/** The `Game` class over `modules`, the loaded modules (each with its `Engine` class), in the
 *  order to ask them: a live list, which grows as modules load (docs/api.md, "A game"; its
 *  methods are the engine's, types/folkgames.d.ts). A new game is made by the first whose module
 *  has the game's rules, and every method and getter is then called on that live engine.
 *  `methods` is an `Engine` class whose prototype names them (every module's are the same). */
export function gameClass(methods, modules) {
  const isEngine = (value) => modules.some((m) => value instanceof m.Engine);
  /** The first engine made by `make(Engine)` over the loaded modules; a refusal for a game a
   *  module has not got is passed on only when no module has it. */
  const first = (make) => {
    if (!modules.length) throw nothingLoaded();
    let refusal;
    for (const { Engine } of modules) {
      try {
        return make(Engine);
      } catch (e) {
        refusal = gameError(e);
        if (refusal.code !== NOT_HERE) throw refusal;
      }
    }
    throw refusal;
  };
  return class Game {
    #engine;

    constructor(id, options) {
      this.#engine = id === WRAP ? options : first((Engine) => new Engine(id, options));
    }

    /** Restores a game from `save()`; everything is checked and replayed (`bad_save` otherwise). */
    static load(save) {
      return new Game(
        WRAP,
        first((Engine) => Engine.load(save)),
      );
    }

    /** A game set up in a position in the shape of `state()` (`bad_position` otherwise). */
    static fromPosition(id, position, options) {
      return new Game(
        WRAP,
        first((Engine) => Engine.fromPosition(id, position, options)),
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

    // Every other method and getter is the engine's, called on the live engine (of whichever
    // module made it): a freed game throws `freed`, an engine answer that is an engine
    // (`clone()`) is wrapped as a Game. A method the entry defines itself (js/folkgames.js's
    // `suggestMove`) is left to it.
    static {
      const live = (game) => {
        if (!game.#engine) throw new GameError("freed", "this game was freed; create a new one");
        return game.#engine;
      };
      const answer = (value) => (isEngine(value) ? new Game(WRAP, value) : value);
      for (const [name, d] of Object.entries(Object.getOwnPropertyDescriptors(methods.prototype))) {
        // wasm-bindgen's own helpers (`__destroy_into_raw`) are not the engine's methods.
        if (name === "constructor" || name === "free" || name.startsWith("__") || Object.hasOwn(Game.prototype, name)) continue;
        Object.defineProperty(
          Game.prototype,
          name,
          d.get
            ? {
                get: {
                  [name]() {
                    return answer(call(() => live(this)[name]));
                  },
                }[name],
                configurable: true,
              }
            : {
                value: {
                  [name](...args) {
                    return answer(call(() => live(this)[name](...args)));
                  },
                }[name],
                writable: true,
                configurable: true,
              },
        );
      }
    }
  };
}

/** The computer's entry (js/computer.js) once its module is loaded, for js/folkgames.js's
 * `suggestMove`; `load`, when set (js/node.js), loads it synchronously on first use. */
export const computer = { entry: null, load: null };
