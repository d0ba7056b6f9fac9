// @ts-check
// The coach for first-timers (the `coach` attribute): when a person's turn starts, the engine's
// `coach()` runs in a Web Worker of its own (ai-worker.js, { kind: "coach" }) while they choose;
// a move it warns of is not played at once: the question below the board says what the opponent
// could then do, in words made from the engine's records ("North could then take 26 counters and
// end the game. Play it anyway?"), the better move is marked on the board as the review marks one
// and said, and "Play it anyway" plays it, "Choose again" leaves the board to the visitor. A move
// chosen before the answer is there waits for it (it takes a few milliseconds once the worker has
// loaded; an answer that fails lets the move through: the coach never stands in the way of a game).
// A `coachwarning` event (detail: the engine's warning) tells the page when it asks.
// On by default when a person plays the computer at `easy`; `coach="on"` / `coach="off"` decide.

import { ComputerClient } from "./computer.js";
import { describeRecord } from "./text.js";
import { refresh, words } from "./sync.js";
import { levelOf } from "./config.js";
import { playedSeats } from "./kiosk.js";
import { closeChoice } from "./choose.js";
import { hintWords } from "./turns.js";

/** @typedef {import("./state.js").State} State */

/** The `coach` attribute: "on", "off", or "auto" when absent or anything else. @param {HTMLElement} host */
export function coachMode(host) {
  const v = host.getAttribute("coach");
  return v === "on" || v === "off" ? v : "auto";
}

/** True when the coach watches the person to move now: `coach="on"`, or by default a person
 *  against the computer at `easy`. @param {State} s */
export function coachOn(s) {
  const table = s.table;
  const attr = coachMode(s.host);
  if (attr === "off" || !table || table.over || s.lesson || s.attract) return false;
  const seats = playedSeats(s);
  if (seats.has(table.state.seat)) return false; // the computer's own turn
  if (attr === "on") return true;
  return seats.size > 0 && levelOf(s.host) === "easy";
}

/** Starts listening: every change of the game, and of who plays (`computer`, `level`) or of
 *  `coach`, drops the coach's answer and asks again. @param {State} s */
export function attachCoach(s) {
  s.host.addEventListener("change", () => askCoach(s));
  new MutationObserver(() => askCoach(s)).observe(s.host, { attributes: true, attributeFilter: ["coach", "computer", "level"] });
}

/** Asks the worker for the warnings of the position now, if the coach is on for it (the game's
 *  save is made only then: a game between people pays nothing for the coach). @param {State} s */
export function askCoach(s) {
  const table = s.table;
  const on = Boolean(table) && coachOn(s) && !table.throwDue();
  const save = on ? table.game.save() : null;
  if (on && s.coach?.save === save) return;
  if (s.coach?.asking && s.hint?.coach) {
    s.hint = null;
    if (table) refresh(s);
  }
  s.coach = null;
  if (!on) return;
  s.coacher ??= new ComputerClient(new URL("./ai-worker.js", import.meta.url));
  const c = { save, on: true, warnings: null, pending: null, held: false, asking: null };
  s.coach = c;
  c.pending = s.coacher.ask({ kind: "coach", save }).then((answer) => {
    c.pending = null;
    c.warnings = answer.coaching?.warnings ?? []; // no answer: nothing to warn of
    return c.warnings;
  });
}

/** A move the visitor chose: true when the coach takes it over (it waits for its answer, or asks
 *  first); `go()` plays it. @param {State} s */
export function coachStops(s, move, go) {
  const c = s.coach;
  if (!c || !c.on || c.save !== s.table?.game.save() || !coachOn(s)) return false; // a lesson began meanwhile
  if (c.asking) {
    // another move picked while the coach asks: the question is answered "choose again"
    c.asking = null;
    if (s.hint?.coach) s.hint = null;
  }
  if (c.warnings === null) {
    if (c.held) return true; // one move waits at a time
    c.held = true;
    c.pending?.then(() => {
      c.held = false;
      if (s.coach !== c || c.save !== s.table?.game.save()) return;
      if (!warn(s, c, move, go)) go();
    });
    return true;
  }
  return warn(s, c, move, go);
}

/** Asks about `move` when the coach warns of it; false when it does not. @param {State} s */
function warn(s, c, move, go) {
  const table = s.table;
  const notation = table.notation(move);
  const warning = c.warnings?.find((w) => w.notation === notation);
  if (!warning) return false;
  closeChoice(s);
  c.asking = { warning, go };
  const better = warning.better;
  const hole = table.board.holeOf(better, s.view);
  const holes = better.kind === "fill" ? better.houses.slice() : hole === null ? [] : [hole];
  s.hint = { move: better, ply: table.state.ply, holes, key: `move-${better.kind}`, review: true, coach: true };
  refresh(s);
  // said in full (the better move's record in words); on screen, under the status, in short
  s.voice.say(
    (t) => `${question(s, warning, t)} ${betterText(s, warning, t)}`,
    "info",
    s.t,
    (t) => t("coach.better", { move: hintWords(s, better, hole, t) }),
  );
  s.host.dispatchEvent(new CustomEvent("coachwarning", { detail: warning }));
  return true;
}

/** The visitor's answer: play the move anyway, or choose again (the better move stays marked). @param {State} s */
export function answerCoach(s, anyway) {
  const asking = s.coach?.asking;
  if (!asking) return;
  s.coach.asking = null;
  if (anyway) {
    s.hint = null;
    asking.go();
    return;
  }
  refresh(s);
  s.voice.say((t) => t("coach.again.said"), "info", s.t);
}

/** What the controls below the board show while the coach asks, or null. @param {State} s */
export function coachQuestion(s) {
  const w = s.coach?.asking?.warning;
  if (!w || s.coach.save !== s.table?.game.save()) return null;
  return { text: question(s, w, s.t), anyway: s.t("coach.anyway"), again: s.t("coach.again") };
}

/** "North could then take 26 counters and end the game. Play it anyway?" @param {State} s */
function question(s, w, t) {
  if (w.replier === null) return t("coach.endsNow");
  const player = s.table.board.playerName(w.replier, t);
  const count = t(`counters.${s.table.id}`, { n: w.captures }); // the game's own words: shells, stones
  if (w.captures > 0) return t(w.endsLost ? "coach.takesEnds" : "coach.takes", { player, count });
  return t("coach.ends", { player });
}

/** "Better: South sowed house 4 clockwise: 4 shells, 1 relay, captured 5." The better move played
 *  on a copy and its record said, as the review says its better move. @param {State} s */
function betterText(s, w, t) {
  const table = s.table;
  const copy = table.game.clone();
  let words_ = w.betterNotation;
  try {
    const record = copy.play(w.better);
    words_ = describeRecord(table.board, record, t, words(s, copy.state(), () => copy.history()));
  } catch {
    // the notation stands in for the words
  } finally {
    copy.free();
  }
  return t("coach.better", { move: words_.replace(/[.!?…]$/, "") });
}
