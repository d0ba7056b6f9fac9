// folkgames/element — the <folk-game> custom element.
import type { GameId, GameState, MoveRecord, Move, Result } from "./folkgames.js";

export class FolkGame extends HTMLElement {
  /** The game's state as the board shows it (null before the engine is ready). */
  readonly state: GameState | null;
  /** True while a move is being animated. */
  readonly busy: boolean;
  /** What the board says of the turn (also in the live region). */
  readonly statusText: string;
  /** The effective options of the game (null before the engine is ready). */
  readonly options: Record<string, unknown> | null;
  /** Milliseconds per animation step (0 under prefers-reduced-motion). */
  readonly speed: number;
  /** Seats the computer plays, ascending (reflects the `computer` attribute, e.g. "1" or "0,2"). */
  computer: number[];
  /** The computer's level (the `level` attribute). */
  level: "easy" | "medium" | "hard";
  /** True while the computer (in a Web Worker) is choosing a move. */
  readonly thinking: boolean;
  /** Milliseconds the computer waits before playing its move. */
  computerDelay: number;
  /** Asks the engine for a suggested move, marks it on the board and says it. */
  hint(): Promise<Move | null>;
  legalMoves(): Move[];
  canUndo(): boolean;
  canRedo(): boolean;
  /** Starts a new game from the attributes; false when the game cannot be drawn. */
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
    move: CustomEvent<MoveRecord>;
    gameover: CustomEvent<Result>;
    /** The computer starts (true) or stops (false) choosing a move. */
    thinking: CustomEvent<boolean>;
  }
}

export type { GameId };
