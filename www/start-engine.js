// Starts loading the engine (fetching and compiling the .wasm) as soon as the package's own few
// modules are in. index.html loads this file as an async module: it runs when its imports arrive,
// while demo.js (a deferred module) still waits for the rest of its graph, the end of parsing and
// the stylesheet. init() loads the module once, so demo.js and <folk-game> find it loaded or loading.
import init from "./lib/js/folkgames.js";

init().catch(() => {}); // a failure is shown by the element, whose own init() gets the same one
