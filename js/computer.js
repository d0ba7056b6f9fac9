// folkgames/computer — the computer's entry (docs/api.md, "Entry points"): the same `init`,
// `initSync`, `catalogue`, `Game` and `GameError` as the package entry, over the computer's module
// (pkg/folkgames_computer_bg.wasm: the whole engine and the search, built for speed), whose `Game`
// has `suggestMove` of its own. The element's worker (element/ai-worker.js) runs it; the package
// entry's `initComputer()` loads it for `game.suggestMove`.

import wasmInit, { initSync as wasmInitSync, Engine, catalogue as engineCatalogue } from "../pkg/folkgames_computer.js";
import { GameError, call, gameClass, loader } from "./engine.js";

export { GameError };

/** `init(input?)` and `initSync(bytes)`, as the package entry's, for the computer's module. */
const loaded = loader(wasmInit, wasmInitSync);
export default loaded.init;
export const initSync = loaded.initSync;

/** One game, with the computer's `suggestMove`. */
export const Game = gameClass(Engine, [{ Engine }]);

/** Every game (as the package entry's). */
export function catalogue() {
  return call(engineCatalogue);
}
