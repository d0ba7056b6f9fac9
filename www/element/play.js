// @ts-check
// Running a move: one engine call that returns a record (a move chosen on the board or by the
// page, a throw, the computer's move), its animation (the board replays the record's events, on
// anim.js's clock), what is said of it, and the events that tell the page.

import { describeRecord } from "./text.js";
import { emitChange, refresh, syncFromEngine, words } from "./sync.js";
import { resetSteady } from "./layout.js";
import { closeChoice, focusNext, hasFocus } from "./choose.js";
import { lessonPlayed, refuseForLesson } from "./lesson-part.js";
import { maybeAutoThrow, maybeComputer, refuseForComputer } from "./turns.js";
import { refuseForView } from "./timeline.js";
import { speedOf } from "./config.js";
import { refusalWords } from "./refusals.js";
import { coachStops } from "./coach.js";

/** @typedef {import("./state.js").State} State */

/** A move chosen inside the element: refused when a lesson asks for another, asked about first
 *  when the coach warns of it (coach.js), else played. @param {State} s */
export function play(s, move, focused) {
  if (s.lesson && refuseForLesson(s, move)) return null;
  const go = () => run(s, () => s.table.game.play(move), false, focused || hasFocus(s));
  if (coachStops(s, move, go)) return null;
  return go();
}

/** The page's `play(move)` (object or notation): as if chosen on the board. @param {State} s */
export async function playMove(s, move) {
  const table = s.table;
  if (!table || s.anim.busy || refuseForComputer(s) || refuseForView(s)) return null;
  if (s.lesson && refuseForLesson(s, typeof move === "string" ? table.legal[table.game.legalNotations().indexOf(move)] : move)) return null;
  return run(s, () => table.game.play(move), false, hasFocus(s));
}

/** Siryu: throws the sticks with the game's seeded generator (a chance move) and animates them. @param {State} s */
export async function roll(s) {
  const table = s.table;
  if (!table || s.anim.busy || table.game.toMove() !== "chance" || refuseForComputer(s) || refuseForView(s)) return null;
  if (s.lesson && refuseForLesson(s, { kind: "throw" })) return null; // a lesson throws for the visitor
  return run(s, () => table.game.roll(), false, hasFocus(s));
}

/** Makes one engine call that returns a record, animates it and tells what happened. @param {State} s */
export async function run(s, call, byComputer = false, focused = false) {
  const table = s.table;
  if (!table || s.anim.busy) return null;
  clearTimeout(s.autoTimer);
  const before = s.view;
  let record;
  try {
    record = call();
  } catch (e) {
    // an illegal move from the page, or the game changed behind our back: show the engine's truth
    // (a refused move's reason in the visitor's words, from the engine's refusal)
    syncFromEngine(s);
    const refusal = e?.refusal;
    s.voice.say((t) => t("said.refused", { message: refusal ? refusalWords(s, refusal) : e.message }), "refusal", s.t);
    s.host.dispatchEvent(new CustomEvent("error", { detail: e }));
    return null;
  }
  s.hint = null;
  closeChoice(s);
  table.refresh();
  const state = table.state;
  const after = table.board.model(state);
  s.playing = { player: record.player, byComputer };
  await animate(s, record, before, after);
  s.playing = null;
  if (s.table !== table) return record; // a new game or a load while it was shown
  syncFromEngine(s, table.board.lastOf(record, after, before?.last, s.t));
  const ctx = words(s, state);
  const over = record.events.some((e) => e.type === "game-over");
  s.voice.say(
    (t) => {
      const text = describeRecord(table.board, record, t, ctx);
      return byComputer ? t("said.computer", { text }) : text;
    },
    over ? "end" : "move",
    s.t,
    // at the end the status line and the board say the result: on screen, only why
    over ? (t) => table.board.endText(state.result, t, ctx) : null,
  );
  if (over) {
    s.sounds.play("end");
    resetSteady(s); // the game's controls are gone, and the room kept for them goes too
    refresh(s);
  }
  if (s.lesson) lessonPlayed(s, record, ctx);
  if (focused || hasFocus(s)) focusNext(s);
  emitMove(s, record);
  maybeComputer(s);
  maybeAutoThrow(s);
  return record;
}

/** The board replays the record's events on a copy of the view; the clock is anim.js's. @param {State} s */
export async function animate(s, record, before, after) {
  const ms = speedOf(s.host);
  if (!ms || !before || !s.painter.layout) return;
  const board = s.table.board;
  const v = board.copyView(before);
  Object.assign(v, { legal: new Set(), selected: new Set(), hand: null, flying: [], interactive: false, focus: null, hover: null });
  s.view = v;
  s.painter.view = v;
  s.shownTotals = board.totals(v).join(",");
  const done = s.anim.run(board, record, v, {
    ms,
    t: s.t,
    layout: s.painter.layout,
    after,
    sound: (name) => s.sounds.play(name),
  });
  refresh(s);
  if (!s.attract) s.voice.show((t) => t("status.skip"), s.t); // nobody to skip for in the attract loop
  await done;
}

/** A frame of an animation: painted, and when the totals it shows change (a capture lands, a
 *  round ends) a `scores` event says them, so a page's score can follow the board. @param {State} s */
export function animationFrame(s) {
  s.painter.draw();
  const v = s.painter.view;
  if (!v || !s.table) return;
  const totals = s.table.board.totals(v);
  const key = totals.join(",");
  if (key === s.shownTotals) return;
  s.shownTotals = key;
  s.host.dispatchEvent(new CustomEvent("scores", { detail: { totals } }));
}

/** The `move` event (with the record's words), `change`, and `gameover` when it ended the game. @param {State} s */
function emitMove(s, record) {
  const summary = describeRecord(s.table.board, record, s.t, words(s));
  s.host.dispatchEvent(new CustomEvent("move", { detail: { ...record, summary }, bubbles: true }));
  emitChange(s);
  const over = record.events.find((e) => e.type === "game-over");
  if (over) s.host.dispatchEvent(new CustomEvent("gameover", { detail: over.result ?? s.table.game.result(), bubbles: true }));
}
