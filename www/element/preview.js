// @ts-check
// The element's first frame, before the engine has loaded: the game's board in its first position
// (first-positions.js, written at build time from the engine's own `state()`, so no fact of a
// game is typed here), laid out where and as large as the game will be (layout.js), nothing
// playable yet, and the line under the status saying the board is being set out. When the engine comes the
// game is drawn over it: the element's box and the board keep their size and place.

import { FIRST_POSITIONS } from "./first-positions.js";
import { boards } from "./start.js";
import { relayout } from "./layout.js";
import { hasLesson } from "./lesson-part.js";
import { pickLang } from "./i18n.js";
import { shownGame } from "./config.js";

/** @typedef {import("./state.js").State} State */

/** Draws the first position of the game the attributes name (again, after an attribute or the
 *  language changed meanwhile); false for a game it has no board or position for (the note
 *  then says it is loading); null while the words of the element's language are still loading
 *  (words.js draws it once they are in, so the first frame's words are never English first).
 *  @param {State} s @returns {boolean | null} */
export function preview(s) {
  if (s.t.lang !== pickLang(s.host.getAttribute("lang"))) {
    // nothing drawn before the game or the language changed stays (the box stays as it is)
    s.els.wrap.hidden = s.els.top.hidden = s.els.said.hidden = true;
    return null;
  }
  const id = shownGame(s.host);
  const first = FIRST_POSITIONS[id];
  const board = boards[id];
  if (!first || !board) return false;
  const state = first.byPlayers[s.host.getAttribute("players") ?? ""] ?? first.byPlayers[first.players];
  const view = stillView(board, state);
  const { els, painter, t } = s;
  els.note.hidden = true;
  els.wrap.hidden = false;
  els.top.hidden = false;
  els.said.hidden = false;
  // the status line already says whose turn it is (its length decides whether the tools beside it
  // go to a second row), and the line under it that the board is being set out
  els.marker.textContent = board.marker(view);
  els.statusText.textContent = board.turnText(view, t, []);
  els.said.textContent = t("loading");
  els.learn.hidden = !hasLesson(id);
  els.learn.textContent = t("lesson.learn");
  els.moves.hidden = s.host.getAttribute("moves") === "off";
  els.moves.dataset.empty = t("moves.none");
  if (painter.board !== board) painter.forget();
  painter.board = board;
  painter.view = view;
  painter.t = t;
  relayout(s, true);
  return true;
}

/** A board's view of `state` with nothing to play, nothing chosen and nothing moving: the first
 *  frame's, and the rules sheet's diagram (print.js). @param {import("./board.js").Board} board
 *  @returns {import("./board.js").View} */
export function stillView(board, state) {
  return /** @type {import("./board.js").View} */ ({
    ...board.model(state),
    legal: new Set(),
    selected: new Set(),
    hover: null,
    focus: null,
    last: null,
    hand: null,
    flying: [],
    interactive: false,
  });
}

/**
 * The start position of the element's game (its first state, with the game's options), drawn by
 * its board at `width` CSS pixels and exported as a PNG data URL at `scale` device pixels per
 * pixel (the rules sheet's diagram, print.js, and `rulesDiagram()`); null when there is no game.
 * @param {State} s
 */
export function startDiagram(s, width = 640, scale = 2) {
  const table = s.table;
  if (!table) return null;
  const { board } = table;
  const view = stillView(board, table.timeline().states[0]);
  const L = board.layout(width, width, view);
  const canvas = s.host.ownerDocument.createElement("canvas");
  canvas.width = Math.round(L.width * scale);
  canvas.height = Math.round(L.height * scale);
  const ctx = canvas.getContext("2d");
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  board.draw(ctx, L, view, s.t);
  return canvas.toDataURL("image/png");
}
