// @ts-check
// The game's history: a past position shown (the move list, `view(ply)`), a step forward replayed
// as when it was played, playing on from a past position, undo and redo (against the computer,
// back to a position where a person plays), and undo at the start of a new game, which brings back
// the game it replaced.

import { Game } from "../lib/js/folkgames.js";
import { describeRecord } from "./text.js";
import { emitChange, pastView, recall, refresh, renderMoves, sayTurn, syncFromEngine, viewWords, words } from "./sync.js";
import { relayout } from "./layout.js";
import { closeChoice, focusNext, hasFocus, refuse } from "./choose.js";
import { animate } from "./play.js";
import { renderLesson } from "./lesson-part.js";
import { cancelThinking, isComputerTurn, maybeAutoThrow, maybeComputer } from "./turns.js";
import { speedOf } from "./config.js";
import { playedSeats } from "./kiosk.js";
import { setGame } from "./start.js";

/** @typedef {import("./state.js").State} State */

/** Shows the position after `ply` records (0: the start), or the game now (null, or the last
 *  ply); false when there is nothing to show. See folk-game.js's `view`. @param {State} s */
export function view(s, ply) {
  const table = s.table;
  if (!table || (s.anim.busy && !s.replaying)) return false;
  const total = table.game.history().length;
  const from = s.viewing ?? total;
  if (s.replaying) {
    s.anim.skip(); // a step while a replay is shown: the new one is shown at once
    s.replaySteps++;
  }
  const replayed = !s.replaying && speedOf(s.host) > 0 && ply === from + 1 ? pastView(s, from) : null;
  if (ply === null || ply === undefined || ply === total) {
    if (s.viewing === null) return true;
    syncFromEngine(s, recall(s));
    renderMoves(s);
    sayTurn(s, "said.backLive");
    emitView(s);
    if (replayed) replay(s, from, replayed);
    else goOnLive(s);
    return true;
  }
  if (!Number.isInteger(ply) || ply < 0 || ply > total) return false;
  cancelThinking(s);
  closeChoice(s);
  s.hint = null;
  s.selected.clear();
  const v = pastView(s, ply);
  const changed = s.view && table.board.layoutKey?.(v) !== table.board.layoutKey?.(s.view);
  s.viewing = ply;
  s.view = v;
  s.painter.view = v;
  if (changed) relayout(s, true);
  refresh(s);
  renderMoves(s);
  s.voice.say((t) => viewWords(s, ply, t), "info", s.t);
  emitView(s);
  if (replayed) replay(s, from, replayed);
  return true;
}

/** A step forward while looking back: record `k` replayed on the board from the position before
 *  it (`before`), as when it was played; then the position stepped to, or the game now, again. @param {State} s */
async function replay(s, k, before) {
  const table = s.table;
  const target = s.view;
  const steps = s.replaySteps;
  s.replaying = true;
  try {
    await animate(s, table.timeline().history[k], before, target);
  } finally {
    s.replaying = false;
  }
  if (s.table !== table || s.replaySteps !== steps) {
    // stepped again meanwhile (that view is shown), or a new game: only the live game's turn goes on
    if (s.table === table && s.viewing === null) goOnLive(s);
    return;
  }
  s.view = target;
  s.painter.view = target;
  refresh(s);
  if (s.viewing === null) goOnLive(s);
}

/** Back at the game now: the computer's turn or an automatic throw goes on. @param {State} s */
function goOnLive(s) {
  maybeComputer(s);
  maybeAutoThrow(s);
}

/** While a past position is shown: play on from it, the later moves taken back as undo does
 *  (redo brings them back). False when the board shows the game now. @param {State} s */
export function playOn(s) {
  const table = s.table;
  const ply = s.viewing;
  if (!table || ply === null || s.anim.busy) return false;
  const focused = hasFocus(s);
  const back = table.game.history().length - ply;
  if (back > 0) table.game.undo(back);
  s.left = null;
  syncFromEngine(s, recall(s));
  renderMoves(s);
  sayTurn(s, "said.playOn", { n: ply });
  emitView(s);
  emitChange(s);
  if (focused) focusNext(s);
  goOnLive(s);
  return true;
}

/** Undo or redo (`which`): one move, or against the computer on to a position where a person
 *  plays; undo at the start of a game that replaced one in progress brings that game back. @param {State} s */
export function takeBack(s, which) {
  const table = s.table;
  if (!table) return null;
  cancelThinking(s);
  s.anim.skip();
  if (which === "undo" && !table.game.canUndo() && s.left) return restoreLeft(s);
  // in a lesson, undo stops at the position the step set up
  const stepStart = which === "undo" && s.lesson && table.game.history().length <= s.lesson.start;
  let record = stepStart ? null : table.game[which]();
  // against the computer: on to the last (or next) position where a person is to play
  const people = table.state.players > playedSeats(s).size;
  if (record && people) {
    while (isComputerTurn(s) && (which === "undo" ? table.game.canUndo() : table.game.canRedo())) record = table.game[which]() ?? record;
  }
  if (!record) {
    s.voice.say((t) => t(which === "undo" ? "said.nothingToUndo" : "said.nothingToRedo"), "info", s.t);
    return null;
  }
  closeChoice(s);
  syncFromEngine(s, recall(s));
  if (s.lesson) {
    s.lesson.played = table.game.history().length > s.lesson.start; // the step's move undone: its task again
    renderLesson(s);
  }
  if (which === "undo") sayTurn(s, "said.undo");
  else {
    const ctx = words(s);
    s.voice.say((t) => `${t("said.redo")} ${describeRecord(table.board, record, t, ctx)}`, "move", s.t);
  }
  emitChange(s);
  goOnLive(s);
  return record;
}

/** Undo at the start of a new game: the game it replaced, as it was left. @param {State} s */
function restoreLeft(s) {
  const save = s.left;
  s.left = null;
  setGame(s, Game.load(save));
  if (s.host.getAttribute("game") !== s.table.id) s.host.setAttribute("game", s.table.id); // another game's: after setGame, as load does
  sayTurn(s, "said.restored");
  emitChange(s);
  return s.table.game.history().at(-1) ?? null;
}

/** A `viewchange` event: the ply shown, or null when the board shows the game now. @param {State} s */
function emitView(s) {
  s.host.dispatchEvent(new CustomEvent("viewchange", { detail: { ply: s.viewing } }));
}

/** A move asked for while a past position is shown: refused, saying how to play on (true when refused). @param {State} s */
export function refuseForView(s) {
  if (s.viewing === null) return false;
  refuse(s, null, s.t("view.refuse"));
  return true;
}
