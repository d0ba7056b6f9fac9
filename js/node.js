// Node entry: instantiates the page's WebAssembly module synchronously at import, so
// `import { Game } from "folkgames"` works with no manual loading; the computer's module
// (js/computer.js) is instantiated the same way when `suggestMove` is first called, or by
// `initComputer()` (the bytes or module given, else the package's .wasm).
import { readFileSync } from "node:fs";
import { initSync } from "./folkgames.js";
import * as entry from "./computer.js";
import { computer } from "./engine.js";

initSync(readFileSync(new URL("../pkg/folkgames_bg.wasm", import.meta.url)));
computer.load = (input) => {
  entry.initSync(input ?? readFileSync(new URL("../pkg/folkgames_computer_bg.wasm", import.meta.url)));
  computer.entry = entry;
};

/** Loads the computer's module now (at the latest, `suggestMove` does when first called). */
export async function initComputer(input) {
  if (!computer.entry) computer.load(input);
}

export { default, initSync, initGame, Game, GameError, catalogue } from "./folkgames.js";
