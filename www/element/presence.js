// @ts-check
// The element in the pages frameworks build. Where there is no DOM (a server-side render in Node,
// as Astro, Next or SvelteKit do) the module still imports: the class extends a stand-in and no
// tag is defined (folk-game.js defines it only where there is a registry), and the browser
// upgrades the tag the server wrote. Removed from the page and added back (tabs, carousels,
// single-page routers): leaving drops the computer's turn under way and ends its worker
// (folk-game.js's disconnectedCallback), and coming back takes the turn up again if it is still
// due, and the sounds if they were on.

import { maybeAutoThrow, maybeComputer } from "./turns.js";

/** @typedef {import("./state.js").State} State */

/** HTMLElement in a browser; where there is none, a stand-in so that the class can be declared. */
export const ElementBase = /** @type {typeof HTMLElement} */ (globalThis.HTMLElement ?? class {});

/** The element added back after it was removed: the turns it left are taken up again. @param {State} s */
export function comeBack(s) {
  if (s.sounds.on) s.sounds.enable(true);
  maybeComputer(s);
  maybeAutoThrow(s);
}
