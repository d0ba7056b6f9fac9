// folkgames — the package's TypeScript declarations. Every shape (states, moves, records, options,
// the catalogue, events, error codes) is generated from the engine's Rust types by tsify, in
// ../pkg/folkgames.d.ts (the page's module) and ../pkg/folkgames_computer.d.ts (the computer's:
// the same shapes and the computer's options); this file names them as docs/api.md does and
// declares the `Game` class of js/folkgames.js (whose methods are the engine's:
// tests/node/types.test.js checks the two lists). types/computer.d.ts declares folkgames/computer.
import type {
  AnyMove,
  ChanceOutcome,
  ErrorCode,
  GameId,
  GameInfo,
  GameTypes,
  MoveRecord as Record,
  Outcome,
  PositionCommon,
  Refusal,
  StateCommon,
} from "../pkg/folkgames.js";
import type { Coaching, EvaluateOptions, Evaluation, Review, SuggestOptions } from "../pkg/folkgames_computer.js";

export type * from "../pkg/folkgames.js";
/** The computer's options and levels: generated in the computer's module, which has the search. */
export type { Coaching, EvaluateOptions, Evaluation, Level, Review, SuggestOptions, Warning } from "../pkg/folkgames_computer.js";

/** A move of any game. */
export type Move = AnyMove;
/** A move of game `G`. */
export type MoveOf<G extends GameId> = GameTypes[G]["move"];
/** The options of game `G` (all optional). */
export type OptionsOf<G extends GameId> = GameTypes[G]["options"];
/** `state()` of game `G`: the fields every game has, and its own (all present: the generated
 * type marks optional what a position may leave out). */
export type StateOf<G extends GameId> = StateCommon & Required<GameTypes[G]["state"]>;
/** A position of game `G` for `Game.fromPosition`: what `state()` gives, or less. */
export type PositionOf<G extends GameId> = PositionCommon & GameTypes[G]["state"];
/** The options of any game. */
export type GameOptions = OptionsOf<GameId>;
/** `state()` of any game. */
export type GameState = StateOf<"kpe"> | StateOf<"bay-khom"> | StateOf<"siryu">;
/** A move record (the move of game `M`'s type). */
export type MoveRecord<M extends Move = Move> = Record<M>;
/** How a finished game ended. */
export type Result = Outcome;

/** Every error the engine reports: `code` is stable (docs/api.md, "Errors"), `message` is for people. */
export class GameError extends Error {
  readonly code: ErrorCode | "internal" | "computer_not_loaded";
  /** Why the move was refused (`illegal_move`, and `game_over` from `play`): what `whyNot` says. */
  readonly refusal?: Refusal;
  constructor(code: ErrorCode | "internal" | "computer_not_loaded", message: string);
}

/** Loads the WebAssembly module of every game once (browsers and bundlers); idempotent. Rejects with
 * the browser's error when the load fails (offline, a 404, a Content-Security-Policy); the next
 * call tries again. */
export default function init(input?: string | URL | Request | Response | BufferSource | WebAssembly.Module): Promise<void>;
/** Instantiates synchronously from the .wasm bytes or a compiled `WebAssembly.Module`. */
export function initSync(module: BufferSource | WebAssembly.Module): void;
/** Loads the rules of game `id` only, once: its own module (pkg/game-<id>_bg.wasm, about half the
 * size of every game's; `input` as for `init`, by default that .wasm next to its glue), unless
 * every game's module is loaded or loading. Until a game's rules are loaded, making, loading or
 * setting up a game of it throws `game_not_loaded`. An id with no module of its own loads every
 * game's (`init`), whose engine then refuses it (`unknown_game`). Rejects as `init` does. */
export function initGame(id: GameId | string, input?: string | URL | Request | Response | BufferSource | WebAssembly.Module): Promise<void>;
/** Loads the computer's module (the search, built for speed; a second .wasm) once, so that
 * `game.suggestMove` answers; `input` as for `init`, by default the package's
 * pkg/folkgames_computer_bg.wasm. In Node it also loads by itself when `suggestMove` is first
 * called. Rejects with the browser's error when the load fails (the next call tries again). */
export function initComputer(input?: string | URL | Request | Response | BufferSource | WebAssembly.Module): Promise<void>;
/** Every game: id, names, players, rulesets with sources, options with defaults. */
export function catalogue(): GameInfo[];

/** One game of Kpé, Bày Khòm or Siryu. */
export class Game<G extends GameId = GameId> {
  /** A new game (`unknown_game`, `bad_option`). */
  constructor(id: G, options?: OptionsOf<G>);
  /** Restores a game from `save()`: everything checked and replayed (`bad_save`). */
  static load(save: string): Game;
  /** A game set up in a position in the shape of `state()` (Kpé: `pits`, `captured`, `opened`,
   * `toMove`; Bày Khòm: `holes`, `reserve`, `eliminated`, `toMove`, `round`, in the sowing phase;
   * Siryu: `pieces`, `seat`, in the throw phase): every field checked (`bad_position`). Its
   * history starts there; its saves keep the position. */
  static fromPosition<G extends GameId>(id: G, position: PositionOf<G>, options?: OptionsOf<G>): Game<G>;
  readonly id: G;
  readonly ruleset: string;
  readonly players: number;
  /** The seed of the game's generator (saves replay from it). */
  readonly seed: number;
  /** The effective options, defaults filled in. */
  readonly options: Required<Omit<OptionsOf<G>, "seed">>;
  state(): StateOf<G>;
  /** The player to move, "chance" when a throw is due, or null once the game is over. */
  toMove(): number | "chance" | null;
  legalMoves(): MoveOf<G>[];
  /** The notation of each legal move, in the order of `legalMoves()`. */
  legalNotations(): string[];
  /** Plays a move object or its notation; throws and changes nothing if illegal (the error's
   * `refusal` says why, as `whyNot` does). */
  play(move: MoveOf<G> | string): MoveRecord<MoveOf<G>>;
  /** Why a move is not legal now: null when it is, else the rule's reason (`code`, `rule`, the
   * data a sentence needs, an English `message`). Throws `bad_move` for what is not a move. */
  whyNot(move: MoveOf<G> | string): Refusal | null;
  /** When a throw is due (Siryu), each outcome with its probability (they add up to 1); `[]`
   * otherwise. */
  chanceOutcomes(): ChanceOutcome<MoveOf<G>>[];
  /** Siryu: throws the sticks with the game's seeded generator (`not_chance` otherwise). */
  roll(): MoveRecord<MoveOf<G>>;
  /** Takes back the last move (null when none); `undo(n)` takes back n or throws `nothing_to_undo`. */
  undo(count?: number): MoveRecord<MoveOf<G>> | null;
  /** Replays the last undone move (null when none); `redo(n)` replays n or throws `nothing_to_redo`. */
  redo(count?: number): MoveRecord<MoveOf<G>> | null;
  canUndo(): boolean;
  canRedo(): boolean;
  history(): MoveRecord<MoveOf<G>>[];
  isOver(): boolean;
  result(): Result | null;
  /** JSON text: format version, game, options, seed and moves. */
  save(): string;
  clone(): Game<G>;
  /** The computer's move for the player to move; never changes the game. While a throw is due
   * (Siryu) it is a throw drawn from `seed`. Throws `game_over` once over, `bad_option`, and
   * `computer_not_loaded` until `initComputer()` has loaded the computer's module (in Node it
   * loads by itself). */
  suggestMove(opts?: SuggestOptions): MoveOf<G>;
  /** Each player's win chance in the position now (adding up to 1), the expected margin (Kpé,
   * Bày Khòm), the best move and the expected line, `exact` when proven; never changes the game.
   * Level default `"hard"`. Throws `bad_option`. */
  evaluate(opts?: EvaluateOptions): Evaluation<MoveOf<G>>;
  /** Every move of the history graded (best, good, inaccuracy, mistake, blunder; throws never),
   * with each player's accuracy; `progress(done, total)` after each move. Level default
   * `"medium"`; never changes the game. Throws `bad_option`. */
  review(opts?: EvaluateOptions, progress?: (done: number, total: number) => void): Review<MoveOf<G>>;
  /** The coach: the moves of the player to move that lose badly (after them the opponent can
   * take a third of the counters on the board, at least 4, or the game ends lost), each with the
   * reply that punishes it and the best move that does not; none in Siryu, none when every move
   * loses badly. Never changes the game. */
  coach(): Coaching<MoveOf<G>>;
  /** Releases the engine's memory now; the game cannot be used afterwards (`freed`). */
  free(): void;
}
