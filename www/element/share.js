// @ts-check
// Share links, in one place (the demo's share link and kiosk mode's QR code): the page's own
// address with the game's save() in the fragment (#save=…, base64url of its UTF-8 text) and in
// the query the language, the game (whose rules the page then loads first: a page loads one
// game's) and who plays (?lang=en&game=kpe&vs=computer&side=0&level=easy, or Siryu's
// ?seats=1,2&level=easy), and ply=… when the board shows an earlier position. A page reads such a
// link back with decodeSave and the element's load (www/demo.js).

import { levelOf } from "./config.js";
import { playedSeats } from "./kiosk.js";

/** @typedef {import("./state.js").State} State */

/** A save as the text of a URL fragment: base64url of its UTF-8 bytes. */
export function encodeSave(save) {
  const bytes = new TextEncoder().encode(save);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The save in a fragment made by encodeSave; throws on anything else. */
export function decodeSave(text) {
  const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** Who plays, as a share link's query: the computer's side and level, or Siryu's seats. @param {State} s */
function playersQuery(s) {
  const seats = [...playedSeats(s)].sort((a, b) => a - b);
  // none: a game between people (the demo's default opponent is the computer)
  if (!seats.length) return s.table?.id === "siryu" ? "&seats=" : "&vs=person";
  const level = `&level=${levelOf(s.host)}`;
  if (s.table?.id === "siryu") return `&seats=${seats.join(",")}${level}`;
  return `&vs=computer&side=${1 - seats[0]}${level}`;
}

/** The link that opens the game on the board (at the position shown), or null when there is none. @param {State} s */
export function shareLink(s) {
  const save = s.table?.game.save();
  if (!save || !globalThis.location) return null;
  const url = new URL(location.href);
  const ply = s.viewing === null ? "" : `&ply=${s.viewing}`;
  url.search = `?lang=${s.t.lang}&game=${s.table?.id}${playersQuery(s)}${ply}`;
  url.hash = `save=${encodeSave(save)}`;
  return url.href;
}
