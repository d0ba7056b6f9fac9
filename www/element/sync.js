// @ts-check
// From the state to what is shown: the view made again from the engine's state (or from a past
// position), and everything drawn from the view: the board's paint, the DOM mirror, the controls
// below the board, the status line, the move list, the sound toggle. Also the words' context the
// boards describe records with, and the turn as the voice says it.

import { MoveList } from "./moves.js";
import { renderActions as renderActionsBox } from "./actions.js";
import { describeRecord } from "./text.js";
import { hasLesson } from "./lesson-part.js";
import { autoThrowOn, gameName } from "./config.js";
import { holdSteady, relayout } from "./layout.js";
import { choose, closeChoice, hasFocus } from "./choose.js";
import { play, playMove, roll } from "./play.js";
import { isComputerTurn, retryComputer } from "./turns.js";
import { playOn, view } from "./timeline.js";
import { answerCoach, coachQuestion } from "./coach.js";

/** @typedef {import("./state.js").State} State */
/** @typedef {import("./board.js").View} View */
/** @typedef {import("./board.js").T} T */

const sameSet = (a, b) => a.length === b.size && a.every((x) => b.has(x));

/** The move list's helper, on the list part of the state's DOM. @param {State} s */
export function moveList(s) {
  return new MoveList(/** @type {HTMLOListElement} */ (s.els.moves), {
    view: (ply) => view(s, ply),
    shown: () => s.viewing ?? s.table?.game.history().length ?? 0,
    last: () => s.table?.game.history().length ?? 0,
  });
}

/** The view becomes the engine's state again: numbers, legal moves, mirror, status. @param {State} s */
export function syncFromEngine(s, last = s.view?.last ?? null) {
  const table = s.table;
  s.viewing = null;
  const state = table.state;
  table.refresh();
  const v = /** @type {View} */ ({
    ...table.board.model(state),
    legal: new Set(),
    selected: s.selected,
    hover: s.hover,
    focus: s.focusShown,
    last,
    hand: null,
    flying: [],
    interactive: true,
  });
  s.selected.clear();
  if (s.hint && s.hint.ply !== state.ply) s.hint = null;
  for (const m of table.legal) {
    if (m.kind === "fill") for (const h of m.houses) v.legal.add(h);
    const h = table.board.holeOf(m, v);
    if (h !== null) v.legal.add(h);
  }
  const changed = s.view && table.board.layoutKey?.(v) !== table.board.layoutKey?.(s.view);
  s.view = v;
  s.painter.view = v;
  if (changed) relayout(s, true);
  refresh(s);
  renderMoves(s);
}

/** The board's view of the position after `ply` records: drawn like the game's, nothing playable. @param {State} s */
export function pastView(s, ply) {
  const table = s.table;
  const { history, states } = table.timeline();
  const model = table.board.model(states[ply]);
  return /** @type {View} */ ({
    ...model,
    legal: new Set(),
    selected: new Set(),
    hover: null,
    focus: s.focusShown,
    last: table.board.recall(history.slice(0, ply), model, s.t),
    hand: null,
    flying: [],
    interactive: false,
  });
}

/** What the board marks as just played, from the game's history (after undo, redo, load). @param {State} s */
export function recall(s) {
  const table = s.table;
  return table.board.recall(table.game.history(), table.model(), s.t);
}

/** The words' context: the state after a move, a list of places, the history and options. @param {State} s */
export function words(s, state = s.table.state, history = () => s.table.game.history()) {
  const table = s.table;
  return {
    state,
    placeList: (holes) => s.t.list(holes.map((h) => table.board.placeName(h, s.t))),
    get history() {
      return history();
    },
    options: table.game.options,
  };
}

/** "South to move", the refill prompt or the result, from the view (so it holds during an animation). @param {State} s */
export function turnText(s, t = s.t) {
  return s.view ? s.table.board.turnText(s.view, t, s.table.legal) : "";
}

/** `text`, and when the board shows an ended game, why it ended (the words of the end line under
 *  the result): what the live region says whenever an ended game is shown. @param {State} s */
export function withEnding(s, text, t) {
  const v = s.view;
  const why = v?.over && v.result ? s.table.board.endText(v.result, t, words(s)) : "";
  return why ? `${text} ${why}` : text;
}

/** Says `key` (a sentence with the `{turn}`) to everyone; when the game shown has ended, the live
 *  region adds why (the screen shows it under the result already). @param {State} s */
export function sayTurn(s, key, params = {}) {
  const text = (t) => t(key, { ...params, turn: turnText(s, t) });
  s.voice.say((t) => withEnding(s, text(t), t), "info", s.t, text);
}

/** The words for record `k` of the history, from the state after it (as said when it was played). @param {State} s */
export function summary(s, history, states, k, t = s.t) {
  const ctx = words(s, states[k + 1], () => history.slice(0, k + 1));
  return describeRecord(s.table.board, history[k], t, ctx);
}

/** "Move 5 of 12: South sowed pit 3…", or the start: what a past position shown is. @param {State} s */
export function viewWords(s, ply, t) {
  const { history, states } = s.table.timeline();
  if (ply === 0) return t("view.said.start", { total: history.length });
  return t("view.said", { n: ply, total: history.length, text: summary(s, history, states, ply - 1, t) });
}

/** The move list: one item per record, the one shown marked; hidden when empty or moves="off". @param {State} s */
export function renderMoves(s) {
  const table = s.table;
  const list = s.els.moves;
  if (!table || s.host.getAttribute("moves") === "off") {
    list.hidden = true;
    if (!table) list.replaceChildren();
    return;
  }
  const { history, states } = table.timeline();
  list.hidden = false;
  list.dataset.empty = s.t("moves.none");
  const notation = (r) => table.board.listNotation?.(r) ?? r.notation;
  const items = history.map((r, k) => ({ n: k + 1, notation: notation(r), summary: () => summary(s, history, states, k) }));
  s.moves.render(items, s.viewing ?? history.length, s.t("moves.label"), [table, s.t]);
}

/** Everything drawn from the view, again. @param {State} s */
export function refresh(s) {
  const table = s.table;
  const v = s.view;
  if (!table || !v) return;
  if (!s.anim.busy) {
    v.interactive = s.viewing === null && !isComputerTurn(s);
    v.ending = v.over && v.result ? table.board.endText(v.result, s.t, words(s)) : null;
    v.focus = s.focusShown;
  }
  renderMirror(s);
  renderActions(s);
  renderStatus(s);
  s.painter.t = s.t;
  s.painter.hint = s.hint && !s.anim.busy ? s.hint : null;
  s.painter.draw();
  holdSteady(s);
}

/** The status line: whose turn, what to do, the result, or the past position shown. @param {State} s */
export function renderStatus(s) {
  const v = s.view;
  const table = s.table;
  const t = s.t;
  s.els.marker.textContent = table.board.marker(v);
  s.els.wrap.classList.toggle("past", s.viewing !== null);
  // not while looking back: the status line then needs the row (a narrow phone in French)
  s.els.learn.hidden = !hasLesson(table.id) || s.lesson !== null || s.viewing !== null;
  s.els.learn.textContent = t("lesson.learn");
  let text;
  if (s.viewing !== null) {
    const total = table.game.history().length;
    text = s.viewing === 0 ? t("view.status.start") : t("view.status", { n: s.viewing, total }); // whose turn it was there, the trays say
  } else if (v.over) text = t("over.status", { title: t("over.title"), result: turnText(s) });
  else if (s.anim.busy && s.playing) {
    const player = s.playing.player === null ? "" : table.board.playerName(s.playing.player, t);
    text = t(s.playing.byComputer ? "status.computerPlaying" : "status.playing", { player });
  } else if (isComputerTurn(s)) text = `${turnText(s)} · ${t(s.thinking ? "computer.thinking" : "computer.turn")}`;
  else text = turnText(s);
  s.els.statusText.textContent = text;
  s.els.mirror.setAttribute("aria-label", t("board.label", { game: gameName(table.id) }));
}

/** @param {State} s */
export function renderSoundToggle(s) {
  const on = s.host.getAttribute("sound") === "on";
  const b = s.els.sound;
  // the name stays "Sounds" (its state is aria-pressed); the words on and off are for the eye
  const state = document.createElement("span");
  state.className = "state";
  state.setAttribute("aria-hidden", "true");
  state.textContent = s.t(on ? "sound.on" : "sound.off");
  b.replaceChildren(`♪ ${s.t("sound.label")} `, state);
  b.setAttribute("aria-pressed", String(on));
}

/** @param {State} s */
function renderMirror(s) {
  const table = s.table;
  const v = s.view;
  const t = s.t;
  const choosing = table.fillChoice();
  const open = !s.anim.busy && !isComputerTurn(s) && s.viewing === null;
  const hinted = new Set(s.hint?.holes ?? []);
  s.mirror.update((i) => {
    const playable = open && v.legal.has(i);
    let text = table.board.targetLabel(i, v, t);
    let pressed = null;
    if (choosing && playable) {
      text += `, ${t(s.selected.has(i) ? "fill.chosen" : "fill.notChosen")}`;
      pressed = s.selected.has(i);
    }
    if (!playable) text += `, ${t("hole.cannot")}`;
    if (hinted.has(i)) {
      // a place with several ways (Bày Khòm's directions, Siryu's pieces) says which one
      const how = table.board.candidates(i, v).length > 1 ? table.board.moveLabel(s.hint.move, t) : null;
      text += `, ${t("hole.hinted")}${how ? `, ${how}` : ""}`;
    }
    return { text, playable, pressed, hinted: hinted.has(i) };
  }, v.legal);
}

/** The controls below the board (actions.js), and what each does. @param {State} s */
export function renderActions(s) {
  const table = s.table;
  const t = s.t;
  const fills = table.fillChoice();
  const viewing = s.viewing !== null;
  const retry = !viewing && s.computerFailed && !s.anim.busy && isComputerTurn(s); // the computer's turn, failed
  const waiting = !viewing && !retry && (s.anim.busy || isComputerTurn(s) || !table.legal.length);
  let fill = null;
  if (fills) {
    const match = fills.find((m) => sameSet(m.houses, s.selected));
    fill = {
      prompt: t("fill.prompt", { n: fills[0].houses.length, chosen: s.selected.size }),
      label: match ? t("choice.fill", { list: words(s).placeList(match.houses) }) : t("fill.confirm"),
      ready: Boolean(match),
    };
  }
  const choice = s.choice && {
    title: table.board.choiceTitle(s.choice.hole, t),
    options: s.choice.options.map((option) => ({ option, label: table.board.moveLabel(option.move, t, option) ?? table.notation(option.move) })),
  };
  renderActionsBox(
    s.els.actions,
    {
      t,
      waiting: waiting && !(table.over && !s.anim.busy),
      viewing,
      coach: viewing ? null : coachQuestion(s),
      retry,
      choice,
      fill,
      throwing: !choice && table.throwDue() ? { sticks: s.sticks, auto: autoThrowOn(s.host), open: s.realSticks } : null,
      offBoard: choice || fills ? [] : table.movesOffBoard(s.view).map((move) => ({ move, label: table.board.moveLabel(move, t) ?? table.notation(move) })),
      hint: s.hint && !s.hint.holes.length ? s.hint.key : null,
    },
    {
      // a choice's buttons take a keyboard press, or a pointer's press that began after the choice opened
      accept: (e) => e.detail === 0 || (s.choice !== null && s.input.presses > s.choice.presses),
      choose: (option) => choose(s, option),
      cancel: () => closeChoice(s, true),
      fill: () => {
        const match = fills?.find((m) => sameSet(m.houses, s.selected));
        if (match) play(s, match, hasFocus(s));
      },
      roll: () => roll(s),
      auto: (on) => s.host.toggleAttribute("auto-throw", on),
      real: (open) => (s.realSticks = open),
      toggleStick: (i) => {
        s.sticks[i] = !s.sticks[i];
        renderActions(s);
      },
      enter: () => playMove(s, { kind: "throw", sticks: s.sticks.slice() }),
      play: (move) => play(s, move, hasFocus(s)),
      live: () => view(s, null),
      playOn: () => playOn(s),
      retry: () => retryComputer(s),
      anyway: () => answerCoach(s, true),
      again: () => answerCoach(s, false),
    },
  );
}

/** A `change` event: the engine's state after any move, undo, redo, new game or load. @param {State} s */
export function emitChange(s) {
  s.host.dispatchEvent(new CustomEvent("change", { detail: s.table?.state ?? null }));
}
