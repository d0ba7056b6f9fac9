// folkgames/computer — the computer's entry (js/computer.js): the same calls and shapes as the
// package entry, over the computer's module (the whole engine and the search, built for speed),
// whose games answer `suggestMove` with no `initComputer()`. For a Web Worker, or Node.
export type * from "./folkgames.js";
export { default, initSync, Game, GameError, catalogue } from "./folkgames.js";
