// @ts-check
// A game on the board: a new one from the attributes, one loaded from a save, or one a lesson set
// up; the note shown instead of a board when none can be made or drawn.

import { Game, GameError, catalogue } from "../lib/js/folkgames.js";
import { boards as sowingBoards } from "./render/mancala.js";
import { siryuBoard } from "./render/siryu.js";
import { Table } from "./table.js";
import { emitChange, recall, sayTurn, syncFromEngine } from "./sync.js";
import { relayout, resetSteady } from "./layout.js";
import { closeChoice } from "./choose.js";
import { dropLesson } from "./lesson-part.js";
import { cancelThinking, maybeAutoThrow, maybeComputer } from "./turns.js";
import { gameName, optionsFromAttributes, shownGame } from "./config.js";
import { loadEngine } from "./load.js";
import { actButton } from "./input.js";

/** @typedef {import("./state.js").State} State */
/** @typedef {import("./board.js").Board} Board */

/** @type {Record<string, Board>} */
export const boards = { ...sowingBoards, siryu: siryuBoard };

/** The game in progress (its save), which a new game replaces and undo brings back; null when
 *  there is none, it has not begun or it is over. @param {State} s */
function inProgress(s) {
  const table = s.table;
  return table && table.state.ply > 0 && !table.over ? table.game.save() : null;
}

/** Starts a new game from the attributes; false when the game cannot be made or drawn (or the
 *  engine could not be loaded: its message stays, load.js). A game in progress that it replaces
 *  (`left`) can be brought back by undo. A game whose rules are not loaded yet (the page loads
 *  only the rules of the game it shows: load.js) is made once they are, its board's first frame
 *  shown meanwhile. @param {State} s */
export function newGame(s, left = inProgress(s)) {
  if (s.failed) return false;
  dropLesson(s);
  const id = shownGame(s.host);
  let game;
  try {
    game = new Game(/** @type {import("../lib/js/folkgames.js").GameId} */ (id), optionsFromAttributes(s.host, id)); // an attribute: the engine refuses an unknown id
  } catch (e) {
    setGame(s, null);
    if (e instanceof GameError && e.code === "game_not_loaded") {
      loadEngine(s, () => newGame(s, left));
      return false;
    }
    if (e instanceof GameError && e.code === "unknown_game") offerGames(s, id);
    else showNote(s, s.t("failed", { message: e.message }));
    s.host.dispatchEvent(new CustomEvent("error", { detail: e }));
    return false;
  }
  if (!boards[id]) {
    game.free();
    setGame(s, null);
    showNote(s, s.t("noRenderer", { game: gameName(id) }));
    return false;
  }
  // a game in progress, of this game or another (a page's picker), is brought back by undo
  setGame(s, game);
  s.left = left;
  sayTurn(s, left ? "said.newKept" : "said.new");
  emitChange(s);
  return true;
}

/** Replaces the game with one restored from `save()`; throws GameError("bad_save") and keeps the
 *  current game otherwise. @param {State} s */
export function load(s, save) {
  const game = Game.load(save);
  dropLesson(s);
  if (!boards[game.id]) {
    const id = game.id; // before the game is freed
    game.free();
    throw new GameError("bad_save", `this board cannot draw ${id}`);
  }
  setGame(s, game);
  s.host.setAttribute("game", game.id); // after setGame, so the attribute callback sees the same game
  sayTurn(s, "said.loaded");
  emitChange(s);
}

/** Puts `game` on the board (or none), drawn afresh; its turn goes on (the computer's, a throw). @param {State} s */
export function setGame(s, game) {
  cancelThinking(s);
  s.anim.skip();
  closeChoice(s);
  const sameGame = game && s.table?.id === game.id; // before the old game is freed
  s.table?.free();
  s.table = game ? new Table(game, boards[game.id]) : null;
  s.left = null;
  s.hint = null;
  s.selected.clear();
  if (!sameGame) resetSteady(s);
  s.painter.forget();
  s.painter.board = s.table?.board ?? null;
  s.view = null;
  const { els } = s;
  s.mirror.clear();
  els.actions.replaceChildren();
  if (!game) {
    els.wrap.hidden = true;
    els.top.hidden = true;
    els.said.hidden = true;
    s.voice.clear();
    return;
  }
  els.note.hidden = true;
  els.wrap.hidden = false;
  els.top.hidden = false;
  els.said.hidden = false;
  syncFromEngine(s, recall(s));
  relayout(s, true);
  maybeComputer(s);
  maybeAutoThrow(s);
}

/** A game the engine does not have: say so, and offer the ones it has (a button each). @param {State} s */
function offerGames(s, id) {
  const games = catalogue().map((g) => g.id);
  showNote(s, s.t("comingSoon", { game: id, list: s.t.list(games.map(gameName)) }));
  const offers = document.createElement("p");
  offers.className = "offers";
  offers.append(...games.map((g) => actButton(gameName(g), () => s.host.setAttribute("game", g))));
  s.els.note.append(offers);
}

/** A note instead of the board: loading, a game coming soon, a game that could not be made. @param {State} s */
export function showNote(s, text) {
  const { els } = s;
  els.note.textContent = text;
  els.note.hidden = false;
  els.wrap.hidden = true;
  els.top.hidden = true;
  els.said.hidden = true;
}
