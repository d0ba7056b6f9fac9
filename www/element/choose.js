// @ts-check
// Choosing on the board: a tap or a key on a place plays its one legal move, offers its ways (Bày
// Khòm's two directions, Siryu's pieces: buttons below the board and marks on it), picks a house
// for a refill, or says why not (refusals.js); the mouse lights the legal place under it; Esc
// skips an animation or closes a choice.

import { moveRefusal, placeRefusal } from "./refusals.js";
import { refresh } from "./sync.js";
import { play } from "./play.js";
import { isComputerTurn, refuseForComputer } from "./turns.js";
import { refuseForView } from "./timeline.js";

/** @typedef {import("./state.js").State} State */

/** How long a refused place stays marked on the board (ms). */
const REFUSAL_MARK_MS = 1600;

/** True when the focus is inside the element. @param {State} s */
export function hasFocus(s) {
  return s.root.activeElement !== null;
}

/** A click or tap on the canvas: `hit` is the place or mark under it, or null. @param {State} s */
export function tap(s, hit) {
  if (!s.table) return;
  if (!hit) {
    if (s.choice) closeChoice(s);
    return;
  }
  if (hit.mark) return choose(s, hit.mark.option);
  s.mirror.focusHole = hit.hole;
  if (s.choice?.hole === hit.hole) return closeChoice(s);
  activate(s, hit.hole);
}

/** The mouse over place `hole` (or null): a legal one is lit; true when it is legal. @param {State} s */
export function hoverOver(s, hole) {
  const h = hole !== null && s.view?.legal.has(hole) ? hole : null;
  if (h !== s.hover) {
    s.hover = h;
    if (s.view && !s.anim.busy) {
      s.view.hover = h;
      s.painter.draw();
    }
  }
  return h !== null;
}

/** Esc: skips the animation, or closes the choice; false when there was neither. @param {State} s */
export function escape(s) {
  if (s.anim.busy) {
    s.anim.skip();
    return true;
  }
  if (s.choice) {
    closeChoice(s, true);
    return true;
  }
  return false;
}

/** The keyboard's focus moved to place `i` (or off the board): its ring is drawn. @param {State} s */
export function focused(s, i) {
  if (i === s.focusShown) return;
  s.focusShown = i;
  if (s.view && !s.anim.busy) {
    s.view.focus = i;
    s.painter.draw();
  }
}

/** A place was chosen: play its one legal move, offer its ways, pick it for a refill, or say why not. @param {State} s */
export function activate(s, hole) {
  const table = s.table;
  const v = s.view;
  if (!table || !v || s.anim.busy) return;
  if (refuseForView(s)) return;
  if (table.over) return refuse(s, null, s.t("refuse.game-over"));
  if (refuseForComputer(s)) return;
  if (table.fillChoice()) {
    if (!v.legal.has(hole)) return refuse(s, hole, placeRefusal(s, hole));
    if (s.selected.has(hole)) s.selected.delete(hole);
    else s.selected.add(hole);
    refresh(s);
    return;
  }
  const moves = table.movesAt(hole, v);
  if (!moves.length) return refuse(s, hole, placeRefusal(s, hole));
  const ways = table.board.candidates(hole, v);
  if (moves.length > 1 || (table.board.chooseAlways && ways.length > 1)) return openChoice(s, hole);
  const focus = hasFocus(s);
  closeChoice(s);
  play(s, moves[0], focus);
}

/** Offers the ways to play a place: buttons below the board (never under the finger that chose
 *  the place) and marks on the board (arrows, destinations), each tapped to choose. @param {State} s */
export function openChoice(s, hole, announce = true) {
  const table = s.table;
  const t = s.t;
  const options = announce ? table.options(hole, s.view, (move) => moveRefusal(s, move)) : s.choice.options;
  const marks = table.board.choiceMarks(s.painter.layout, s.view, hole, options, t);
  const focus = announce ? hasFocus(s) : s.choice.focused;
  s.choice = { hole, options, marks, presses: announce ? s.input.presses : s.choice.presses, focused: focus };
  s.painter.marks = marks;
  s.els.marks.replaceChildren(
    ...marks.map((m, i) => {
      const spot = document.createElement("span");
      spot.dataset.option = String(options.indexOf(m.option));
      spot.dataset.index = String(i);
      Object.assign(spot.style, { left: `${m.x}px`, top: `${m.y}px`, width: `${m.r * 2}px`, height: `${m.r * 2}px` });
      return spot;
    }),
  );
  refresh(s);
  if (!announce) return;
  s.voice.say(table.board.choiceTitle(hole, t), "info", t);
  /** @type {HTMLElement | null} */ (s.els.actions.querySelector("button.option:not(:disabled)"))?.focus();
}

/** One of the ways offered was chosen: played, or refused with its reason. @param {State} s */
export function choose(s, option) {
  if (!s.choice) return;
  if (!option.legal) return refuse(s, s.choice.hole, option.reason);
  const focus = s.choice.focused || hasFocus(s);
  closeChoice(s);
  play(s, option.move, focus);
}

/** @param {State} s */
export function closeChoice(s, refocus = false) {
  if (!s.choice) return;
  s.choice = null;
  s.painter.marks = [];
  s.els.marks.replaceChildren();
  if (s.view) refresh(s);
  if (refocus) s.mirror.focus(s.view?.legal);
}

/** Says why a place cannot be played (on screen, to screen readers, and marked on the board). @param {State} s */
export function refuse(s, hole, reason) {
  const text = reason || s.t("refuse.game-over");
  s.voice.say(text, "refusal", s.t);
  s.sounds.play("refuse");
  s.painter.flash = hole;
  clearTimeout(s.flashTimer);
  s.flashTimer = setTimeout(() => {
    s.painter.flash = null;
    s.painter.draw();
  }, REFUSAL_MARK_MS);
  s.painter.draw();
  s.host.dispatchEvent(new CustomEvent("refusal", { detail: { place: hole, reason: text } }));
}

/** After a person's move made from inside the element, the keyboard lands on what comes next:
 *  the sticks when a throw is due, else the board (a legal place), else the first control. @param {State} s */
export function focusNext(s) {
  const table = s.table;
  const v = s.view;
  if (!table || !v) return;
  const button = (sel) => /** @type {HTMLElement | null} */ (s.els.actions.querySelector(sel));
  if (table.over || isComputerTurn(s)) s.mirror.focus(null);
  else if (table.throwDue()) (button('[data-key="roll"]') ?? button("button:not(:disabled)"))?.focus();
  else if (v.legal.size) s.mirror.focus(v.legal);
  else button("button:not(:disabled)")?.focus();
}
