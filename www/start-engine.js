// Starts loading the engine (fetching and compiling the .wasm) as soon as the package's own few
// modules are in. index.html loads this file as an async module: it runs when its imports arrive,
// while demo.js (a deferred module) still waits for the rest of its graph, the end of parsing and
// the stylesheet. The rules loaded are those of the game the page opens with (its ?game=, else the
// board's own game="kpe" in index.html): that game's own module (initGame), loaded once, so
// demo.js and <folk-game> find it loaded or loading.
import { initGame } from "./lib/js/folkgames.js";

initGame(new URLSearchParams(location.search).get("game") || "kpe").catch(() => {}); // a failure is shown by the element, whose own initGame() gets the same one
