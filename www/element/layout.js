// @ts-check
// The board's size: laid out for the room it has (the element's width, and a height that leaves
// room for the words and controls), the move list beside it or below, a lesson's panel before it
// on a phone; and the parts above and below it held steady, so nothing moves under the pointer.

import { openChoice } from "./choose.js";
import { refresh } from "./sync.js";

/** @typedef {import("./state.js").State} State */

/** The room (px) the words above the board take: the status line and the message under it. */
const WORDS = 72;
/** The room (px) kept below the board for its controls, as tall as they get during a game (a
 *  choice's prompt and its ways, Siryu's sticks): a choice opened never pushes anything out. */
const ACTIONS = { siryu: 118, default: 88 };
/** The move list: beside the board from this element width (px) on, else below the controls,
 *  where the board leaves it this much height and it takes at least `least` (with its margin);
 *  it fills what the board leaves, so nothing moves as it fills. */
const MOVES = { besideFrom: 720, below: 150, least: 72 };
/** The height (px) the board leaves for a lesson's panel while one is on; more for a long step,
 *  up to this share of the box (its words then scroll, its buttons in view). */
const LESSON_ROOM = 170;
const LESSON_MOST = 0.38;
/** The least height (px) of a board. */
const BOARD_LEAST = 120;
/** The parts that never shrink during a game at one width. */
const STEADY = ["top", "said", "actions"];

/** Lays the board out for the room it has within the element's box (styles.js's BOX: known
 *  before anything is drawn, so the board's size is too): the element's width, and the box's
 *  height less what its words and controls take: a fixed allowance, or what they measure when
 *  that is more (a lesson's long step), so that everything fits in the box and the board's size
 *  does not change each time a message grows by a line. Also the first frame's board, before
 *  the engine has loaded (preview.js). @param {State} s */
export function relayout(s, force = false) {
  const { els, host } = s;
  const board = s.painter.board;
  if (!board || els.wrap.hidden) return;
  const list = host.getAttribute("moves") !== "off";
  const wide = host.clientWidth >= MOVES.besideFrom; // room for the move list beside the board
  const beside = list && wide;
  els.frame.classList.toggle("beside", beside);
  // below the board (a phone), the move list gives its room to a lesson while one is on
  els.frame.classList.toggle("learning", Boolean(s.lesson));
  // a lesson's words come before the board where there is no such room (a phone): below, a tall
  // board (Siryu's) pushed them out of sight, under the sticks
  const panelAt = s.lesson && !wide ? els.wrap : els.moves;
  if (els.panel.nextElementSibling !== panelAt) els.frame.insertBefore(els.panel, panelAt);
  const width = Math.max(1, Math.floor(els.wrap.clientWidth || host.clientWidth || 360));
  const actions = ACTIONS[board.id] ?? ACTIONS.default;
  keepRoom(s, actions);
  const listBelow = list && !beside && !s.lesson;
  const listRoom = listBelow ? MOVES.below : 0;
  const allowance = WORDS + actions + listRoom + (s.lesson ? LESSON_ROOM : 0);
  const box = boxHeight(s);
  const room = box - Math.max(allowance, measured(s, actions, listBelow, Math.max(LESSON_ROOM, box * LESSON_MOST)));
  const widthChanged = s.painter.layout && s.painter.layout.width !== width;
  if (!s.painter.relayout(width, Math.max(BOARD_LEAST, room), force)) return;
  if (widthChanged) {
    resetSteady(s);
    keepRoom(s, actions);
  }
  if (!s.table) return; // the first frame: nothing to play yet
  s.mirror.build(s.painter.layout);
  if (s.choice) openChoice(s, s.choice.hole, false);
  refresh(s);
}

/** The controls' room below the board, kept free from the first frame on (their least height,
 *  held as the parts held steady are). @param {State} s */
function keepRoom(s, actions) {
  if ((s.steady.get("actions") ?? 0) >= actions) return;
  s.steady.set("actions", actions);
  s.els.actions.style.minHeight = `${actions}px`;
}

/** What a lesson's panel takes with all its words shown (they scroll where it has less). */
function panelHeight(panel) {
  const words = panel.querySelector(".lesson-text");
  return panel.scrollHeight + (words ? words.scrollHeight - words.clientHeight : 0);
}

/** The element's inner height; a box not laid out yet (hidden) is taken as the window's. @param {State} s */
function boxHeight(s) {
  return s.els.frame.clientHeight || Math.min(parseFloat(getComputedStyle(s.host).maxHeight) || Infinity, globalThis.innerHeight || 800);
}

/** What the parts other than the board take now (px, with their margins): the controls at least
 *  `actions`, a lesson's panel whole up to `panelMost`, the move list below at its least.
 *  @param {State} s */
function measured(s, actions, listBelow, panelMost) {
  const { els } = s;
  let sum = 0;
  for (const el of /** @type {HTMLElement[]} */ ([...els.frame.children])) {
    // the review (review.js) lives in the move list's room: beside the board, the list's column;
    // below it, the list's place: measured, it left a board 120 px tall at a key moment
    if (el.hidden || el === els.wrap || el === els.moves || el === els.review || el === els.live || el === els.note) continue;
    const style = getComputedStyle(el);
    if (style.display === "none") continue;
    const h = el === els.panel ? Math.min(panelHeight(el), panelMost) : el === els.actions ? Math.max(actions, el.offsetHeight) : el.offsetHeight;
    sum += h + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
  }
  return sum + (listBelow ? MOVES.least : 0);
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
