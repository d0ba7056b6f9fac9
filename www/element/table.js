// @ts-check
// The table: the game on the board and what the board makes of it (the engine's Game, the only
// judge of what may be played, with its legal moves now and the board's model of its state). The
// history of records is the engine's own (`history()`); everything the element shows of the past
// is read from it. (Not the engine's Rust `Session`, which is the engine's own bookkeeping: this
// is the element's hold on one `Game`.) The element's other state is in state.js.

/** @typedef {import("./board.js").Board} Board */
/** @typedef {import("./board.js").View} View */
/** @typedef {import("./board.js").ChoiceOption} ChoiceOption */

/** True when `move` is `candidate` (the same kind and the same value for each of its fields). */
export const sameMove = (move, candidate) => Object.entries(candidate).every(([k, v]) => move[k] === v);

export class Table {
  /** @type {any[]} */
  legal = [];
  /** The states after each record of the history so far (index 0: the start), with the notations
   *  they were computed for: kept while the history begins the same way. */
  #timeline = { notations: /** @type {string[]} */ ([]), states: /** @type {any[]} */ ([]) };

  /** @param {any} game @param {Board} board */
  constructor(game, board) {
    this.game = game;
    this.board = board;
    this.refresh();
  }

  get id() {
    return this.game.id;
  }

  get state() {
    return this.game.state();
  }

  get over() {
    return this.game.isOver();
  }

  /** The legal moves again, after the game changed. */
  refresh() {
    this.legal = this.game.isOver() ? [] : this.game.legalMoves();
  }

  /** The board's model of the engine's state now, with nothing marked on it yet. */
  model() {
    return this.board.model(this.game.state());
  }

  /** The legal moves played from place `hole`. */
  movesAt(hole, view) {
    return this.legal.filter((m) => this.board.holeOf(m, view) === hole);
  }

  /** Every legal move that is played from no place (Siryu's pass). */
  movesOffBoard(view) {
    return this.legal.filter((m) => this.board.holeOf(m, view) === null);
  }

  /** Refill: every legal move picks houses (Bày Khòm), or null. */
  fillChoice() {
    return this.legal.length > 0 && this.legal.every((m) => m.kind === "fill") ? this.legal : null;
  }

  /** A throw is due (Siryu): every legal move is a throw. */
  throwDue() {
    return this.legal.length > 0 && this.legal.every((m) => m.kind === "throw");
  }

  /**
   * The ways to play place `hole` that the board offers (both directions, each piece there), each
   * with the engine's legal move and the record it would make, or why it cannot be played
   * (`reason(move)`, refusals.js).
   * @param {number} hole @param {View} view @param {(move: any) => string} reason
   * @returns {ChoiceOption[]}
   */
  options(hole, view, reason) {
    return this.board.candidates(hole, view).map((candidate) => {
      const move = this.legal.find((m) => m.kind === candidate.kind && sameMove(m, candidate));
      if (!move) return { move: candidate, legal: false, reason: reason(candidate) };
      return { move, legal: true, record: this.preview(move) };
    });
  }

  /** The record `move` would make, from a copy of the game (the game itself does not change). */
  preview(move) {
    const copy = this.game.clone();
    try {
      return copy.play(move);
    } catch {
      return null;
    } finally {
      copy.free();
    }
  }

  /** The history and the state after each of its records (`states[0]` is the start, `states[k]`
   *  the position after k records), built by undoing and redoing a clone of the game: the game
   *  itself never changes. Only the records that differ from the last call are replayed. */
  timeline() {
    const history = this.game.history();
    const cached = this.#timeline;
    let keep = 0;
    while (keep < history.length && keep < cached.notations.length && cached.notations[keep] === history[keep].notation) keep++;
    const states = cached.states.slice(0, keep + 1);
    if (keep < history.length || states.length === 0) {
      const copy = this.game.clone();
      try {
        const back = history.length - Math.max(keep, 0);
        if (back > 0) copy.undo(back);
        if (states.length === 0) states.push(copy.state());
        for (let k = keep; k < history.length; k++) {
          copy.redo();
          states.push(copy.state());
        }
      } finally {
        copy.free();
      }
    }
    this.#timeline = { notations: history.map((r) => r.notation), states };
    return { history, states };
  }

  /** The notation of a legal move (as the engine writes it). */
  notation(move) {
    const i = this.legal.indexOf(move);
    return this.game.legalNotations()[i] ?? JSON.stringify(move);
  }

  free() {
    this.game.free();
  }
}
