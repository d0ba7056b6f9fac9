// folkgames — the package entry (docs/api.md, "Entry points"): `init`, `initSync`, `initGame`,
// `initComputer`, `catalogue`, `Game`, `GameError`.
// The engine is the page's module that wasm-pack builds from crates/wasm (pkg/folkgames_bg.wasm,
// built for size): the rules, records, saves and positions; every value crosses as plain objects,
// every error is made there. Each game also has a module of its own, the same with that game's
// rules only (pkg/game-<id>_bg.wasm, loaded by `initGame(id)`): a page that shows one game loads
// that game's rules, not every game's. The computer's search is in a module of its own (js/computer.js over
// pkg/folkgames_computer_bg.wasm, built for speed), which `initComputer()` loads when a page asks
// for it: `game.suggestMove` asks it, with the game's save. This file holds no rule, no shape and
// no message of the engine's.

import * as every from "../pkg/folkgames.js";
import { GameError, call, computer, gameClass, loader, nothingLoaded, once } from "./engine.js";

export { GameError };

/** The loaded modules (wasm-bindgen's glue: `Engine`, `catalogue`), in the order `Game` asks them:
 *  every game's module first, then the games' own in the order they loaded. */
const loaded = [];

/** `init(input?)` loads the page's module of every game (browsers and bundlers); `initSync(bytes)`
 *  instantiates it synchronously (js/engine.js's `loader`). */
const page = loader(every.default, every.initSync, () => loaded.unshift(every));
export default page.init;
export const initSync = page.initSync;

/** Each game's own module's load by id (`initGame`). */
const gameLoads = new Map();

/** `initGame(id, input?)` loads the rules of game `id` only (its own module, pkg/game-<id>_bg.wasm;
 *  `input` as for `init`, by default that .wasm next to its glue), unless every game's module is
 *  loaded or loading already. A load that failed is forgotten: the next call tries again. For an id
 *  that has no module of its own it loads every game's (`init`), whose engine then says what is
 *  wrong with it (`unknown_game`) and which games it has. */
export function initGame(id, input) {
  if (page.started()) return page.init();
  if (!gameLoads.has(id))
    gameLoads.set(
      id,
      once(async (input) => {
        const { default: modules } = await import("../pkg/games.js");
        if (!Object.hasOwn(modules, id)) return page.init();
        const glue = await modules[id]();
        await glue.default(input === undefined ? undefined : { module_or_path: input });
        loaded.push(glue);
      }),
    );
  return gameLoads.get(id)(input);
}

/** The computer's entry loaded (`initComputer`). */
const loadComputer = once(async (input) => {
  const entry = await import("./computer.js");
  await entry.default(input);
  computer.entry = entry;
});

/** Loads the computer's module (js/computer.js: the search, built for speed) once, so that
 *  `game.suggestMove` answers; `input` as for `init`, by default the .wasm next to the package's
 *  pkg/folkgames_computer.js. A load that failed is forgotten: the next call tries again. */
export function initComputer(input) {
  return loadComputer(input);
}

/** One game of Kpé, Bày Khòm or Siryu (docs/api.md, "A game"; its methods are the engine's, types/folkgames.d.ts). */
export const Game = gameClass(every.Engine, loaded);

/** The search-based methods (docs/api.md, "Computer opponents"), which only the computer's module
 *  has (crates/wasm/src/computer.rs): each hands the game, as its save, to that module, which must
 *  be loaded first (`initComputer()`; in Node it loads when first asked), else
 *  `computer_not_loaded`. A new search-based export of the engine is added to this list. */
const COMPUTER_METHODS = ["suggestMove", "evaluate", "review", "coach"];

for (const name of COMPUTER_METHODS) {
  Object.defineProperty(Game.prototype, name, {
    value: {
      [name](...args) {
        const save = this.save(); // a freed game throws `freed` here
        if (!computer.entry) computer.load?.();
        if (!computer.entry) {
          throw new GameError("computer_not_loaded", `${name} needs the computer's module: await initComputer() first`);
        }
        const game = computer.entry.Game.load(save);
        try {
          return game[name](...args);
        } finally {
          game.free();
        }
      },
    }[name],
    writable: true,
    configurable: true,
  });
}

/** Every game: id, names, players, rulesets with sources, options with defaults (a fresh copy each call). */
export function catalogue() {
  if (!loaded.length) throw nothingLoaded();
  return call(loaded[0].catalogue);
}
