// folkgames — TypeScript declarations for the public API (API.md).

export type GameId = "kpe" | "bay-khom" | "siryu";
export type Player = number;
export type PieceKind = "father" | "mother" | "angel";

export type ErrorCode =
  | "unknown_game"
  | "bad_option"
  | "illegal_move"
  | "bad_move"
  | "game_over"
  | "bad_save"
  | "not_chance"
  | "nothing_to_undo"
  | "nothing_to_redo"
  | "freed"
  | "internal";

export class GameError extends Error {
  readonly name: "GameError";
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string);
}

// ---- options -------------------------------------------------------------------------------

interface CommonOptions {
  /** Seeds the game's generator (0 to 2^53-1); fresh entropy when absent. */
  seed?: number;
}
export interface KpeOptions extends CommonOptions {
  ruleset?: "climent";
  /** Kpé is for two players; 2 is accepted, anything else is `bad_option`. */
  players?: 2;
  firstPlayer?: 0 | 1;
  skipOrigin?: boolean;
  /** Plies without a capture that end the game; 0 for no limit. Default 200. */
  noCaptureLimit?: number;
}
export interface BayKhomOptions extends CommonOptions {
  ruleset?: "poree-maspero" | "mancala-world";
  /** Bày Khòm is for two players; 2 is accepted, anything else is `bad_option`. */
  players?: 2;
  firstPlayer?: 0 | 1;
  roundStarter?: "fewer-houses" | "alternate";
}
export interface SiryuOptions extends CommonOptions {
  ruleset?: "champault";
  /** 2 to 8. */
  players?: number;
  stationSirs?: 1 | 3;
  /** The seat that throws first, 0 to players - 1 (default 0). */
  firstPlayer?: number;
}
export type GameOptions = KpeOptions | BayKhomOptions | SiryuOptions;
export interface OptionsOf {
  kpe: KpeOptions;
  "bay-khom": BayKhomOptions;
  siryu: SiryuOptions;
}

// ---- moves ---------------------------------------------------------------------------------

export interface KpeSow {
  kind: "sow";
  pit: number;
}
export type KpeMove = KpeSow;

export interface BayKhomSow {
  kind: "sow";
  hole: number;
  dir: "+" | "-";
}
export interface BayKhomFill {
  kind: "fill";
  houses: number[];
}
export type BayKhomMove = BayKhomSow | BayKhomFill;

export type Sticks = [boolean, boolean, boolean, boolean, boolean, boolean];
export interface SiryuThrowSticks {
  kind: "throw";
  /** `true` = white face up. */
  sticks: Sticks;
}
export interface SiryuThrowCount {
  kind: "throw";
  whites: number;
}
export interface SiryuPieceMove {
  kind: "move";
  piece: PieceKind;
}
export interface SiryuPass {
  kind: "pass";
}
export type SiryuMove = SiryuThrowSticks | SiryuThrowCount | SiryuPieceMove | SiryuPass;

export type Move = KpeMove | BayKhomMove | SiryuMove;
export interface MoveOf {
  kpe: KpeMove;
  "bay-khom": BayKhomMove;
  siryu: SiryuMove;
}

// ---- results and states --------------------------------------------------------------------

export interface Result {
  winners: Player[];
  draw: boolean;
  totals: number[];
  /** e.g. "no-stones", "repetition", "no-capture-limit", "cannot-refill", "mecca". */
  reason: string;
}

interface CommonState<G extends GameId> {
  game: G;
  ruleset: string;
  players: number;
  toMove: Player | "chance" | null;
  /** Whose turn it is, also while a throw is due; null once over. */
  seat: Player | null;
  over: boolean;
  result: Result | null;
  ply: number;
}
export interface KpeState extends CommonState<"kpe"> {
  pits: number[];
  captured: [number, number];
  opened: [boolean[], boolean[]];
  pliesWithoutCapture: number;
}
export interface BayKhomState extends CommonState<"bay-khom"> {
  holes: number[];
  reserve: [number, number];
  eliminated: boolean[];
  phase: "sow" | "refill" | "over";
  round: number;
}
export interface SiryuPiece {
  kind: PieceKind;
  square: number;
  started: boolean;
  stations: number;
}
export interface SiryuState extends CommonState<"siryu"> {
  pieces: SiryuPiece[][];
  phase: "throw" | "move" | "over";
  /** The throw being used: the sir's count of white faces, a bonus throw's, or six black's sum. */
  throw: number | null;
  throwKind: "sir" | "bonus" | "six-black" | null;
  /** Which throw is due while `toMove` is "chance". */
  throwDue: "first" | "bonus" | "six-black" | null;
  bonusThrowsLeft: number;
  /** Six black: the bonus throws added so far. */
  bonusSum: number;
  turnThrows: number;
  stationSirs: 1 | 3;
}
export type GameState = KpeState | BayKhomState | SiryuState;
export interface StateOf {
  kpe: KpeState;
  "bay-khom": BayKhomState;
  siryu: SiryuState;
}

// ---- records -------------------------------------------------------------------------------

export type GameEvent =
  | { type: "lift"; hole: number; count: number }
  | { type: "drop"; hole: number }
  | { type: "relay"; hole: number; count: number }
  | { type: "capture"; hole: number; count: number; by: Player }
  | { type: "collect"; hole: number; count: number; by: Player }
  | { type: "round-end"; collected: [number, number]; reserve: [number, number] }
  | { type: "refill"; player: Player; holes: number[]; eliminated: number[] }
  | { type: "round-start"; round: number; starter: Player }
  | { type: "throw"; player: Player; sticks: Sticks; whites: number; bonus: boolean }
  | { type: "step"; player: Player; piece: PieceKind; from: number; to: number }
  | { type: "station-sir"; player: Player; piece: PieceKind; count: number }
  | { type: "sent-back"; player: Player; piece: PieceKind; from: number; to: number }
  | { type: "pass"; player: Player }
  | { type: "game-over"; result: Result };

export interface MoveRecord<M extends Move = Move> {
  /** 1 for the first move of the game. */
  ply: number;
  /** Who made the move (the thrower, for a throw); null if none. */
  player: Player | null;
  /** True for a throw (a chance move). */
  chance: boolean;
  move: M;
  notation: string;
  events: GameEvent[];
}

// ---- catalogue -----------------------------------------------------------------------------

export interface RulesetInfo {
  id: string;
  name: string;
  source: string;
  description: string;
}
export type OptionInfo =
  | { name: string; type: "integer"; min: number; max: number; default: number; description: string }
  | { name: string; type: "boolean"; default: boolean; description: string }
  | { name: string; type: "string"; values: string[]; default: string; description: string };
export interface GameInfo {
  id: GameId;
  /** The native spelling, with its diacritics. */
  name: string;
  names: { native: string; en: string; fr: string };
  /** Where the game comes from, in English. */
  origin: string;
  origins: { en: string; fr: string };
  players: { min: number; max: number };
  rulesets: RulesetInfo[];
  options: OptionInfo[];
}

// ---- entry points --------------------------------------------------------------------------

/** Loads the WebAssembly module (browsers, bundlers); idempotent. */
export default function init(input?: string | URL | Request | Response | BufferSource | WebAssembly.Module): Promise<void>;
/** Instantiates synchronously from the .wasm bytes or a compiled module. */
export function initSync(module: BufferSource | WebAssembly.Module): void;
export function catalogue(): GameInfo[];
/**
 * For benchmarks, not for play: `n` uniform random playouts of game `id` run inside the
 * WebAssembly module in one call. `moves` counts Siryu's throws as moves.
 */
export function benchPlayouts<G extends GameId>(id: G, options?: OptionsOf[G] | null, n?: number, seed?: number): { games: number; moves: number };

/** How strong `suggestMove` plays. */
export type Level = "easy" | "medium" | "hard";
export interface SuggestOptions {
  /** Default "medium". */
  level?: Level;
  /** A safety cap in milliseconds, above 0 and at most 60000 (default 1000). The search is bounded
   * by a node count per level; this cap only cuts it short on a slow machine. */
  timeMs?: number;
  /** Whole number ≥ 0 (default 0): the same position, level and seed give the same move. */
  seed?: number;
}

export class Game<G extends GameId = GameId> {
  constructor(id: G, options?: OptionsOf[G]);
  static load(save: string): Game;
  readonly id: G;
  readonly ruleset: string;
  readonly players: number;
  readonly seed: number;
  readonly options: Required<Omit<OptionsOf[G], "seed">>;
  state(): StateOf[G];
  toMove(): Player | "chance" | null;
  legalMoves(): MoveOf[G][];
  /** The notation of each legal move, in the order of `legalMoves()`. */
  legalNotations(): string[];
  canUndo(): boolean;
  canRedo(): boolean;
  play(move: MoveOf[G] | string): MoveRecord<MoveOf[G]>;
  roll(): MoveRecord<MoveOf[G]>;
  /** Takes back the last move (null when none); `undo(n)` takes back n or throws `nothing_to_undo`. */
  undo(count?: number): MoveRecord<MoveOf[G]> | null;
  /** Replays the last undone move (null when none); `redo(n)` replays n or throws `nothing_to_redo`. */
  redo(count?: number): MoveRecord<MoveOf[G]> | null;
  history(): MoveRecord<MoveOf[G]>[];
  isOver(): boolean;
  result(): Result | null;
  save(): string;
  clone(): Game<G>;
  /** The computer's move for the player to move; never changes the game. While a throw is due
   * (Siryu) it is a throw drawn from `seed`. Throws `game_over` once over, `bad_option`. */
  suggestMove(opts?: SuggestOptions): MoveOf[G];
  free(): void;
}
