// Node entry: instantiates the WebAssembly module synchronously at import, so
// `import { Game } from "folkgames"` works with no manual loading.
import { readFileSync } from "node:fs";
import { initSync } from "./folkgames.js";

initSync(readFileSync(new URL("../pkg/folkgames_bg.wasm", import.meta.url)));

export { default, initSync, Game, GameError, catalogue } from "./folkgames.js";
