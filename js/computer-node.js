// Node entry of folkgames/computer: instantiates the computer's module synchronously at import.
import { readFileSync } from "node:fs";
import { initSync } from "./computer.js";

initSync(readFileSync(new URL("../pkg/folkgames_computer_bg.wasm", import.meta.url)));

export { default, initSync, Game, GameError, catalogue } from "./computer.js";
