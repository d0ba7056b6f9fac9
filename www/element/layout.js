// @ts-check
// The board's size: laid out for the room it has (the element's width, and a height that leaves
// room for the words and controls), the move list beside it or below, a lesson's panel before it
// on a phone; and the parts above and below it held steady, so nothing moves under the pointer.

import { openChoice } from "./choose.js";
import { refresh } from "./sync.js";

/** @typedef {import("./state.js").State} State */

/** What the element's words and controls take around the board (px): the board is laid out to
 *  leave room for them within the element's max-height, or the window's height. */
const CHROME = { siryu: 190, default: 160 };
/** The move list: beside the board from this element width (px) on, else below the controls,
 *  where the board leaves it this much height (its own, fixed, so nothing moves as it fills). */
const MOVES = { besideFrom: 720, below: 150 };
/** The height (px) the board leaves for a lesson's panel while one is on. */
const LESSON_ROOM = 170;
/** The parts that never shrink during a game at one width. */
const STEADY = ["top", "said", "actions"];

/** Lays the board out for the room it has: the element's width, and a height that leaves room
 *  for its words and controls within its max-height (or the window's height). @param {State} s */
export function relayout(s, force = false) {
  const { table, els, host } = s;
  if (!table || els.wrap.hidden) return;
  const list = host.getAttribute("moves") !== "off";
  const wide = host.clientWidth >= MOVES.besideFrom; // room for the move list beside the board
  const beside = list && wide;
  els.frame.classList.toggle("beside", beside);
  // a lesson's words come before the board where there is no such room (a phone): below, a tall
  // board (Siryu's) pushed them out of sight, under the sticks
  const panelAt = s.lesson && !wide ? els.wrap : els.moves;
  if (els.panel.nextElementSibling !== panelAt) els.frame.insertBefore(els.panel, panelAt);
  els.moves.style.height = list && !beside ? `${MOVES.below - 8}px` : "";
  const width = Math.max(1, Math.floor(els.wrap.clientWidth || host.clientWidth || 360));
  const hostMax = parseFloat(getComputedStyle(host).maxHeight);
  // a fixed allowance for the words and controls: measured heights would change the board's
  // size (and repaint it whole) each time a message grew by a line
  const chrome = (CHROME[table.id] ?? CHROME.default) + (list && !beside ? MOVES.below : 0) + (s.lesson ? LESSON_ROOM : 0);
  const room = Math.min(Number.isFinite(hostMax) ? hostMax : Infinity, globalThis.innerHeight || 800) - chrome;
  const widthChanged = s.painter.layout && s.painter.layout.width !== width;
  if (!s.painter.relayout(width, Math.max(180, room), force)) return;
  if (widthChanged) resetSteady(s);
  s.mirror.build(s.painter.layout);
  if (s.choice) openChoice(s, s.choice.hole, false);
  refresh(s);
}

/** The parts above and below the board never shrink during a game at one width, so that
 *  nothing moves under the pointer when a message or the controls change. @param {State} s */
export function holdSteady(s) {
  for (const name of STEADY) {
    const el = s.els[name];
    if (el.hidden) continue;
    const h = el.offsetHeight;
    if (h > (s.steady.get(name) ?? 0)) {
      s.steady.set(name, h);
      el.style.minHeight = `${h}px`;
    }
  }
}

/** @param {State} s */
export function resetSteady(s) {
  s.steady.clear();
  for (const name of STEADY) s.els[name].style.minHeight = "";
}
