// @ts-check
// Turns the element takes for someone: the computer's seats (its move asked of the Web Worker,
// computer.js, and played like a person's after a short pause), Siryu's automatic throws, and a
// hint for the person to move (the same search, marked on the board and said).

import { GameError } from "../lib/js/folkgames.js";
import { refresh, renderStatus, words } from "./sync.js";
import { autoThrowOn, levelOf } from "./config.js";
import { refuseForView } from "./timeline.js";
import { roll, run } from "./play.js";
import { attractRound, computerPause, playedSeats } from "./kiosk.js";
import { movesItself } from "./visit.js";

/** @typedef {import("./state.js").State} State */

const THINK_MS = 1500; // suggestMove's time cap; its node budget usually ends the search far sooner

/** True when the game is on and the seat to move (or to throw) is one the computer plays. @param {State} s */
export function isComputerTurn(s) {
  const table = s.table;
  if (!table || table.over || s.lesson) return false;
  const seats = playedSeats(s);
  return seats.size > 0 && seats.has(table.state.seat);
}

/** A person's input on the computer's turn: refused, kindly (true when refused). @param {State} s */
export function refuseForComputer(s) {
  if (!isComputerTurn(s)) return false;
  s.voice.say((t) => t("said.wait"), "info", s.t);
  return true;
}

/** The seed of a search at `ply` (salt: 0 the computer's move, 1 a hint), from the `seed` attribute. @param {State} s */
function seedFor(s, ply, salt) {
  const base = (Number(s.host.getAttribute("seed")) || 0) + attractRound(s); // each attract game its own
  return ((base * 31 + ply * 7919 + salt) >>> 0) % 2147483647;
}

/** Drops a computer turn or an automatic throw under way; a search still running is stopped. @param {State} s */
export function cancelThinking(s) {
  s.turnToken++;
  s.computerFailed = false;
  clearTimeout(s.autoTimer);
  s.computer.cancel();
  if (s.thinking) {
    setThinking(s, false);
    if (s.view) refresh(s);
  }
}

const PAUSE_STEP_MS = 200;

/** On a computer seat's turn: ask the worker, wait the short pause, play the move like a person's. @param {State} s */
export async function maybeComputer(s) {
  const table = s.table;
  if (!table || s.anim.busy || s.thinking || !s.host.isConnected || s.viewing !== null || !isComputerTurn(s)) return;
  const token = ++s.turnToken;
  s.computerFailed = false;
  setThinking(s, true);
  renderStatus(s);
  const started = performance.now();
  const ply = table.state.ply;
  const answer = await s.computer.ask({ save: table.game.save(), level: levelOf(s.host), seed: seedFor(s, ply, 0), timeMs: THINK_MS });
  if (token !== s.turnToken) return; // abandoned: undo, new game, load, other seats
  if (!answer.move) {
    setThinking(s, false);
    if (!answer.stale) {
      s.computerFailed = true; // "Try again" below the board (sync.js)
      s.voice.say((t) => t(answer.error === "load" ? "said.computerLoad" : "said.computerFailed"), "info", s.t);
      failed(s, answer);
    }
    refresh(s);
    return;
  }
  // the pause is read again every PAUSE_STEP_MS, so that a change of `computerDelay` (or the
  // attract loop's end) takes effect on the turn under way
  for (let wait; (wait = computerPause(s) - (performance.now() - started)) > 0; ) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(wait, PAUSE_STEP_MS)));
    if (token !== s.turnToken) return;
  }
  setThinking(s, false);
  if (s.table !== table || table.state.ply !== ply) return;
  await run(s, () => table.game.play(answer.move), true);
}

/** Siryu with auto-throw or in a visit: a person's throw, or a pass that is their only move
 *  (visit.js), is made for them after a short pause. @param {State} s */
export function maybeAutoThrow(s) {
  const table = s.table;
  clearTimeout(s.autoTimer);
  if (!table || s.lesson || table.over || s.anim.busy || s.viewing !== null || isComputerTurn(s) || !s.host.isConnected) return;
  const move = movesItself(s.host, table, autoThrowOn(s.host));
  if (!move) return;
  const token = s.turnToken;
  const ply = table.state.ply;
  s.autoTimer = setTimeout(() => {
    if (token !== s.turnToken || s.table !== table || table.state.ply !== ply || s.anim.busy) return;
    if (move.kind === "throw") roll(s);
    else run(s, () => table.game.play(move));
  }, s.host.autoThrowDelay);
}

/** The computer's turn is due again after it failed ("Try again"). @param {State} s */
export function retryComputer(s) {
  s.computerFailed = false;
  refresh(s);
  maybeComputer(s);
}

/** The worker failed: an `error` event, with the browser's error when it could not be loaded, a
 *  GameError when the engine refused. @param {State} s */
function failed(s, answer) {
  const cause = answer.error === "load" ? answer.cause : new GameError(answer.error ?? "internal", answer.message ?? "the computer found no move");
  s.host.dispatchEvent(new CustomEvent("error", { detail: cause }));
}

/** The computer starts or stops choosing a move: a `thinking` event (detail true/false) tells the page. @param {State} s */
function setThinking(s, on) {
  s.thinking = on;
  s.host.dispatchEvent(new CustomEvent("thinking", { detail: on }));
}

/** Asks the engine (in the worker) for a move for the person to move, marks it on the board and
 *  says it; resolves to the move, or null when there is nothing to suggest now. @param {State} s */
export async function hint(s) {
  const table = s.table;
  if (!table || s.anim.busy || table.over || refuseForComputer(s) || refuseForView(s)) return null;
  const ply = table.state.ply;
  const answer = await s.computer.ask({ save: table.game.save(), level: levelOf(s.host), seed: seedFor(s, ply, 1), timeMs: THINK_MS });
  if (s.table !== table || table.state.ply !== ply || isComputerTurn(s) || s.viewing !== null) return null; // the game moved on meanwhile
  if (!answer.move) {
    if (answer.error) s.voice.say((t) => t(answer.error === "load" ? "said.hintLoad" : "said.hintFailed"), "info", s.t);
    if (answer.error === "load") failed(s, answer);
    return null;
  }
  const m = answer.move;
  const hole = table.board.holeOf(m, s.view);
  const holes = m.kind === "fill" ? m.houses.slice() : hole === null ? [] : [hole];
  s.hint = { move: m, ply, holes, key: m.kind === "throw" ? "roll" : `move-${m.kind}` };
  refresh(s);
  s.voice.say((t) => t("said.hint", { move: hintWords(s, m, hole, t) }), "info", s.t);
  return m;
}

/** A suggested move in words: "Pit 3", "House 4, sow clockwise (−)", "Fill …", "Throw the sticks". @param {State} s */
export function hintWords(s, m, hole, t) {
  const table = s.table;
  if (m.kind === "throw") return t("sticks.throw");
  if (m.kind === "fill") return t("choice.fill", { list: words(s).placeList(m.houses) });
  if (hole === null) return table.board.moveLabel(m, t) ?? table.notation(m);
  const place = table.board.placeName(hole, t);
  const several = table.board.candidates(hole, s.view).length > 1;
  const how = several ? table.board.moveLabel(m, t) : null;
  return how ? `${place}, ${how}` : place;
}
