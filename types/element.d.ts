// folkgames/element — the <folk-game> custom element.
import type { GameId, GameState, MoveRecord, Move, Result, Review, Warning } from "./folkgames.js";

export class FolkGame extends HTMLElement {
  /** Resolves once the engine is loaded and a game exists (or could not be made). */
  readonly ready: Promise<void>;
  /** The game's state as the board shows it (null before the engine is ready). */
  readonly state: GameState | null;
  /** True while a move is being animated. */
  readonly busy: boolean;
  /** The status line above the board: whose turn, what to do, or the result. */
  readonly statusText: string;
  /** The line under the status: the last move in words, why a move was refused, why the game ended. */
  readonly message: string;
  /** Once the game is over, why it ended, in the page's language; "" otherwise. */
  readonly ending: string;
  /** The effective options of the game (null before the engine is ready). Each option of the
   * game's `catalogue()` entry is also an attribute, its name in kebab-case (`headStart`:
   * `head-start`). */
  readonly options: Record<string, unknown> | null;
  /** Milliseconds per animation step (0 under prefers-reduced-motion). */
  readonly speed: number;
  /** The last move's animation: its length at the chosen speed and as bounded (ms). */
  readonly lastAnimation: { nominal: number; planned: number };
  /** Seats the computer plays, ascending (reflects the `computer` attribute, e.g. "1" or "0,2"). */
  computer: number[];
  /** The computer's level (the `level` attribute; "easy" when absent). */
  level: "easy" | "medium" | "hard" | "expert";
  /** The sounds are on (the `sound` attribute is "on"); off by default. */
  sound: boolean;
  /** Siryu: a person's sticks are thrown for them after a short pause (the `auto-throw` attribute). */
  autoThrow: boolean;
  /** The coach (the `coach` attribute): "on", "off", or "auto" (absent: on when a person plays the
   * computer at `easy`). Before a move that loses badly it asks, with the better move marked. */
  coach: "on" | "off" | "auto";
  /** True while the computer (in a Web Worker) is choosing a move. */
  readonly thinking: boolean;
  /** Milliseconds the computer waits before playing its move. */
  computerDelay: number;
  /** Milliseconds before an automatic throw. */
  autoThrowDelay: number;
  /** Kiosk mode: milliseconds before each move of the attract loop (twice that between its games). */
  attractDelay: number;
  /** The link that opens this game at the position shown (this page's address with #save=…), or null. */
  readonly shareLink: string | null;
  /** Replacements for the element's words (keys of element/lang/en.js); set on a live element, shown at once. */
  strings: Record<string, string>;
  /** The ply of the earlier position the board shows (0: the start), or null when it shows the game now. */
  readonly viewing: number | null;
  /** Shows the position after `ply` records of history() (0: the start) without changing the game;
   * null (or the last ply) shows the game now. While an earlier position is shown the board takes
   * no move. False when there is nothing to show (no game, a move being animated, no such ply). */
  view(ply: number | null): boolean;
  /** From the earlier position shown, play on: the later moves are taken back as undo() does
   * (redo() plays them again). False when the board shows the game now. */
  playOn(): boolean;
  /** The lesson under way (step from 1), or null (until a lesson's code and words have arrived, too). */
  readonly lesson: { step: number; steps: number } | null;
  /** Starts the game's lesson from its first step; false when the game has none. Answers at once:
   *  the first time, the lesson starts once its code and words have loaded (its first `lessonstep`). */
  learn(): boolean;
  /** Leaves the lesson (the game it replaced comes back); false when none is under way. */
  leaveLesson(): boolean;
  /** Asks the engine for a suggested move, marks it on the board and says it. */
  hint(): Promise<Move | null>;
  /** Prints a rules sheet of the game in the element's language (its rules, a diagram of the start
   * position drawn by the board, the sources) from a hidden iframe; false when there is no game. */
  printRules(): Promise<boolean>;
  /** The start position of the game as the board draws it, a PNG data URL; null when there is no game. */
  rulesDiagram(): string | null;
  /** Reviews the game in a worker (a progress bar meanwhile): every move graded, accuracies, a
   * win-chance graph and key moments; resolves to the review, or null with no move to review. */
  review(): Promise<Review<Move> | null>;
  /** How long a game of `game` (this one by default) lasts here, in whole minutes, from the
   * catalogue's measured plies at this element's pace (with the visit preset under `visit` or `kiosk`). */
  minutes(game?: string): { median: number; high: number } | null;
  legalMoves(): Move[];
  /** True when undo would take something back: a move, or the game a new game replaced. */
  canUndo(): boolean;
  canRedo(): boolean;
  /** Starts a new game from the attributes; false when the game cannot be made or drawn, or not
   * yet: its game's rules are still loading (the game is made once they are, and `ready` resolves
   * then). A game in progress that it replaces is brought back by undo(). */
  newGame(): boolean;
  undo(): unknown;
  redo(): unknown;
  save(): string | null;
  /** Restores a game from `save()`; throws GameError("bad_save") and keeps the current game otherwise. */
  load(save: string): void;
  /** Siryu: throws the sticks (null when no throw is due or a move is animating). */
  roll(): Promise<MoveRecord | null>;
  /** Plays and animates a move (null while another move is animating). */
  play(move: Move | string): Promise<MoveRecord | null>;
}

declare global {
  interface HTMLElementTagNameMap {
    "folk-game": FolkGame;
  }
  interface HTMLElementEventMap {
    /** A move played: its record, and `summary`, the words the move list and the live region say for it. */
    move: CustomEvent<MoveRecord & { summary: string }>;
    /** The board shows another position: `ply` is `viewing` (null: the game now). */
    viewchange: CustomEvent<{ ply: number | null }>;
    /** A lesson's step begins (step from 1). */
    lessonstep: CustomEvent<{ step: number; steps: number }>;
    /** The lesson ended: played to its end (completed) or left at `step`. */
    lessonend: CustomEvent<{ completed: boolean; step: number }>;
    gameover: CustomEvent<Result>;
    /** A game kept by the `persist` attribute was continued: its state, once it is back on the board. */
    continue: CustomEvent<GameState>;
    /** The computer starts (true) or stops (false) choosing a move. */
    thinking: CustomEvent<boolean>;
    /** A place that cannot be played now (null: none in particular), and why, in the page's language. */
    refusal: CustomEvent<{ place: number | null; reason: string }>;
    /** The coach asks before a move that loses badly: the engine's warning (`coach()`). */
    coachwarning: CustomEvent<Warning<Move>>;
    /** During a move's animation: each player's total as the board shows it. */
    scores: CustomEvent<{ totals: number[] }>;
  }
}

export type { GameId };
