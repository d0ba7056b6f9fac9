// @ts-check
// Why a place or a move cannot be played now, in the visitor's words: the one seam between the
// element and the reasons. Today the boards word them (their `refusal` and `optionReason`); the
// engine's `whyNot(move)` is to give the reason itself, and the words will then come from its code.

/** @typedef {import("./state.js").State} State */

/** Why place `hole` cannot be played now. @param {State} s @param {number} hole */
export function placeRefusal(s, hole) {
  const table = s.table;
  return table.board.refusal(hole, s.view, s.t, table.legal);
}

/** Why `move`, one of a place's ways (a direction, a piece), cannot be played now. @param {State} s */
export function moveRefusal(s, move) {
  return s.table.board.optionReason(move, s.view, s.t);
}
