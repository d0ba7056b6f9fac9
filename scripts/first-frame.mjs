// Writes what the element draws before the engine has loaded, from the built package (pkg/) in
// Node, so that no fact of the engine is typed again in JavaScript:
// - www/element/first-positions.js: each game's first position (the engine's `state()` of a new
//   game, one per number of players the catalogue allows), which the element draws at its first
//   frame (preview.js), the board in its final place and size, and its board's description (the
//   catalogue's `board`: its places' kinds, owners and places on the drawing, places.js);
// - www/lib/folk-game.css: the element's box as a host page's stylesheet (styles.js's BOX), so
//   that a page that links it keeps the element's room before its script has run (the package
//   ships it as element/folk-game.css).
// Run by scripts/build.sh after the package is built; the files are build products (.gitignore).
import { mkdirSync, writeFileSync } from "node:fs";
import { Game, catalogue } from "../js/node.js";
import { BOX } from "../www/element/styles.js";

const root = new URL("../", import.meta.url);
const positions = {};
for (const entry of catalogue()) {
  const byPlayers = {};
  for (let n = entry.players.min; n <= entry.players.max; n++) {
    const game = new Game(entry.id, entry.players.max > entry.players.min ? { players: n } : {});
    byPlayers[n] = game.state();
    game.free();
  }
  positions[entry.id] = { players: entry.players.min, byPlayers, board: entry.board };
}
const module = `// Written by scripts/first-frame.mjs from the built engine: each game's first position, by its
// number of players (the least first), drawn before the engine has loaded (preview.js), and its
// board's description from the catalogue (places.js).
export const FIRST_POSITIONS = ${JSON.stringify(positions)};
`;
writeFileSync(new URL("www/element/first-positions.js", root), module);

const css = `/* folkgames <folk-game>: the element's box, for the host page's <head>, so that the page keeps the
   element's room before its script has run (written by scripts/first-frame.mjs from styles.js). */
/* :where() counts for nothing: any rule of the page's own about folk-game wins over it */
:where(folk-game) { ${BOX} }
`;
mkdirSync(new URL("www/lib/", root), { recursive: true });
writeFileSync(new URL("www/lib/folk-game.css", root), css);
