// @ts-check
// The lesson controller: a lesson's steps (their content is lessons.js's) set up one after the
// other, each position made by the engine (Game.fromPosition), the move a step asks for checked
// before it is played, its panel of words and buttons, and the game the lesson replaced brought
// back at its end. A part loaded when a lesson first starts (later.js), with the lesson's words:
// the element calls it through lesson-part.js, which has what a first game needs.

import { Game } from "../lib/js/folkgames.js";
import { lessons, positionOf, renderLesson as renderPanel, say } from "./lessons.js";
import { sameMove } from "./table.js";
import { describeRecord } from "./text.js";
import { emitChange, recall, renderMoves, syncFromEngine } from "./sync.js";
import { relayout, resetSteady } from "./layout.js";
import { refuse } from "./choose.js";
import { load, newGame, setGame } from "./start.js";

/** @typedef {import("./state.js").State} State */

/** Starts the game's lesson from its first step (a lesson left earlier starts again there);
 *  the game in progress comes back when the lesson ends. False when the game has none. @param {State} s */
export function learn(s) {
  const table = s.table;
  const id = table?.id;
  if (!table || !lessons[id] || s.anim.busy) return false;
  const left = s.lesson?.left ?? (table.game.history().length ? table.game.save() : null);
  s.lesson = { id, n: 0, played: false, left, start: 0 };
  lessonStep(s, 0);
  return true;
}

/** The lesson under way: `{ step, steps }` (step from 1), or null. @param {State} s */
export function lessonShown(s) {
  const L = s.lesson;
  return L ? { step: L.n + 1, steps: lessons[L.id].length } : null;
}

/** Sets up step `n` of the lesson: its position, built by the engine, and its words. @param {State} s */
function lessonStep(s, n) {
  const L = s.lesson;
  const step = lessons[L.id][n];
  L.n = n;
  L.played = false;
  if (step.position) {
    const game = Game.fromPosition(L.id, /** @type {any} */ (positionOf(L.id, step, Game)));
    for (const move of step.before ?? []) game.play(move);
    setGame(s, game);
  } else {
    // the step goes on from where the step before left the game
    for (const move of step.before ?? []) s.table.game.play(move);
    syncFromEngine(s, recall(s));
    renderMoves(s);
  }
  L.start = s.table.game.history().length; // undo takes back the step's move, never its setting up
  resetSteady(s); // a lesson's words and controls are not the game's
  renderLesson(s); // before the layout, which leaves the panel its room
  relayout(s, true);
  const steps = lessons[L.id].length;
  const title = (t) => t("lesson.step", { n: n + 1, steps, title: say(step.title, t) });
  // the panel shows the step's words: on screen, the line under the status says only which step
  s.voice.say((t) => `${title(t)}. ${say(step.text, t)}`, "info", s.t, title);
  emitChange(s);
  s.host.dispatchEvent(new CustomEvent("lessonstep", { detail: { step: n + 1, steps } }));
}

/** True when the lesson refuses `move` (not the one its step asks for, or the step is done), saying why. @param {State} s */
export function refuseForLesson(s, move) {
  const L = s.lesson;
  const step = lessons[L.id][L.n];
  const hole = move ? s.table.board.holeOf(move, s.view) : null;
  if (L.played) refuse(s, hole, s.t(L.n + 1 === lessons[L.id].length ? "lesson.pressFinish" : "lesson.pressNext"));
  else if (!move || !step.expect.some((e) => sameMove(move, e))) refuse(s, hole, `${s.t("lesson.tryAgain")} ${say(step.hint, s.t)}`);
  else return false;
  return true;
}

/** The step's move was played: what it showed, said and shown, and the way on. @param {State} s */
export function lessonPlayed(s, record, ctx) {
  const L = s.lesson;
  const step = lessons[L.id][L.n];
  L.played = true;
  renderLesson(s);
  const board = s.table.board;
  const move = (t) => describeRecord(board, record, t, ctx);
  s.voice.say((t) => `${move(t)} ${say(step.done, t)}`, "move", s.t, move);
}

/** The lesson's panel (lessons.js draws it), or nothing when no lesson is on. @param {State} s */
export function renderLesson(s) {
  const L = s.lesson;
  if (!L) {
    s.els.panel.replaceChildren();
    return;
  }
  const steps = lessons[L.id];
  renderPanel(
    s.els.panel,
    { t: s.t, step: steps[L.n], n: L.n + 1, steps: steps.length, played: L.played },
    {
      next: () => (L.n + 1 < steps.length ? lessonStep(s, L.n + 1) : endLesson(s, true)),
      leave: () => endLesson(s, false),
    },
  );
  relayout(s); // the board leaves the panel room for its words now (a step done, another language)
}

/** Ends the lesson (done, or left) and brings back the game it replaced, or a new one (always a
 *  new one against the computer after a lesson done in kiosk mode). @param {State} s */
export function endLesson(s, completed) {
  const L = s.lesson;
  if (!L) return false;
  const step = L.n + 1;
  s.lesson = null;
  renderLesson(s);
  // in kiosk mode a finished lesson leads to a fresh game against the computer (kiosk.js's seats)
  const kiosk = completed && s.host.hasAttribute("kiosk");
  if (L.left && !kiosk) load(s, L.left);
  else newGame(s);
  if (completed && s.table) s.voice.say((t) => t(kiosk ? "lesson.overKiosk" : "lesson.over"), "info", s.t); // an invitation to a real game
  resetSteady(s);
  relayout(s, true);
  s.host.dispatchEvent(new CustomEvent("lessonend", { detail: { completed, step } }));
  return true;
}

/** A new game or a load during a lesson: the lesson is over, left where it was. @param {State} s */
export function dropLesson(s) {
  const L = s.lesson;
  if (!L) return;
  s.lesson = null;
  renderLesson(s);
  s.host.dispatchEvent(new CustomEvent("lessonend", { detail: { completed: false, step: L.n + 1 } }));
}
