// @ts-check
// <folk-game game="kpe|bay-khom|siryu" ruleset=".." seed=".." lang="en|fr" speed="ms"
//            computer="1" level="easy|medium|hard" sound="on" auto-throw moves="off" mode="learn" persist
//            and every option of the game's catalogue entry, in kebab-case: players="2-8"
//            first-player="0|1" skip-origin no-capture-limit=".." round-starter=".." head-start
//            round-end=".." station-sirs="1|3" own-sent-back departure=".." bonus-sir>
//
// One embeddable board (after chessground and <model-viewer>): it creates a Game once the
// WebAssembly is loaded, draws the engine's state on a canvas, offers exactly the engine's legal
// moves (mouse, touch, keyboard, screen readers), animates the record each move returns and says
// what happened, and why when a move is refused or the game ends. It never decides a rule.
// `moves="off"` hides the move list (part="moves"), one button per record of the history; a click
// or its keys show a past position (`view(ply)`), from which the visitor can play on (`playOn()`).
// `mode="learn"`, the Learn button or `learn()` start the game's lesson (lessons.js), whose steps
// set up positions with Game.fromPosition and check the move they ask for.
// `computer` lists the seats the computer plays (comma-separated, 0-based); on their turns a Web
// Worker (ai-worker.js, the same package) chooses the move. Events out: `move` (detail: record
// and its `summary`, the words the list and the live region say),
// `gameover` (detail: result), `change` (detail: state, after any move, undo, redo, new game or
// load), `refusal` (detail: { place, reason }), `scores` (detail: { totals }, during an animation),
// `thinking` (detail: true/false), `viewchange` (detail: { ply }, the ply shown or null when live),
// `lessonstep` (detail: { step, steps }), `lessonend` (detail: { completed, step }),
// `continue` (detail: state, once a game kept by `persist` is continued), `error` (detail: a
// GameError; the browser's own Error when the engine or the computer cannot be loaded, load.js).
//
// This file is the element's lifecycle and its API, each a short delegation. The element's state
// is one plain object (state.js) that its modules share, each named for its job:
// config.js (attributes: options from the catalogue, language, speed, the computer's seats; a leaf),
// load.js (the engine loaded before the first game, or a failed load said), start.js (a new game, a load), sync.js (from the state to the board, mirror, controls, status
// and move list), layout.js (the board's size, the parts held steady), choose.js (choosing on the
// board, a place's ways, refusals said), refusals.js (the engine's whyNot, worded from its code),
// play.js (running and animating a move), timeline.js (past positions, replay, play on, undo and
// redo), lesson.js (the lesson controller; lessons.js holds the lessons), turns.js (the computer's
// turns, automatic throws, hints); and the helpers that own a part: table.js (the game on the
// board and its legal moves), painter.js (layout and paint of the canvas), mirror.js (the
// focusable DOM mirror), moves.js (the move list), input.js (pointer and keys), anim.js (the
// animation clock), computer.js (the worker's client), text.js (the words and the voice),
// actions.js (the controls below the board), sound.js (the sounds), persist.js (the `persist`
// attribute: the game kept in localStorage and offered back), review.js (the game's review, its
// graph in graph.js), styles.js, presence.js (the
// element removed and added back, and imported where there is no DOM); the boards are
// render/*.js, one interface (board.js).

import { styles, TEMPLATE } from "./styles.js";
import { createState } from "./state.js";
import { Painter } from "./painter.js";
import { Mirror } from "./mirror.js";
import { Input } from "./input.js";
import { Animator, frame } from "./anim.js";
import { Voice } from "./text.js";
import { OBSERVED, autoThrowOn, computerSeats, levelOf, optionChanged, speedOf, translatorOf, watchOptions } from "./config.js";
import { moveList, pastView, refresh, renderMoves, renderSoundToggle } from "./sync.js";
import { relayout } from "./layout.js";
import { activate, escape, focused, hoverOver, tap } from "./choose.js";
import { animationFrame, playMove, roll } from "./play.js";
import { playOn, takeBack, view } from "./timeline.js";
import { endLesson, learn, lessonShown, renderLesson } from "./lesson.js";
import { cancelThinking, hint, maybeAutoThrow, maybeComputer } from "./turns.js";
import { load, newGame } from "./start.js";
import { engineReady, loadEngine, renderFailure } from "./load.js";
import { comeBack, ElementBase } from "./presence.js";
import { keep, offerKept, renderOffer } from "./persist.js";
import { attachReview, renderReview, review } from "./review.js";

export { gameName } from "./config.js";

// The custom-elements manifest (custom-elements.json) is made from this comment, and the option
// attributes from `catalogue()` (scripts/custom-elements-manifest.config.mjs).
/**
 * A playable board for Kpé, Bày Khòm or Siryu, drawn from the folkgames engine. Every option of the
 * game's `catalogue()` entry is an attribute too, its name in kebab-case (`headStart`: `head-start`).
 * @tag folk-game
 * @attr {"kpe" | "bay-khom" | "siryu"} game - The game ("kpe" when absent).
 * @attr {string} ruleset - One of the game's rulesets in `catalogue()` (the engine's default when absent).
 * @attr {number} seed - The seed of the game's random generator.
 * @attr {string} lang - The language of the words: "en" or "fr".
 * @attr {number} speed - Milliseconds per animation step (220); 0 shows moves at once.
 * @attr {string} computer - The seats the computer plays, 0-based, comma-separated ("1", "0,2").
 * @attr {"easy" | "medium" | "hard"} level - The computer's level ("easy" when absent).
 * @attr {"on" | "off"} sound - "on": quiet sounds (off by default).
 * @attr {boolean} auto-throw - Siryu: a person's sticks are thrown for them after a short pause.
 * @attr {"off"} moves - "off" hides the move list.
 * @attr {"learn"} mode - "learn" starts the game's lesson.
 * @attr {boolean} persist - The game in progress is kept in the browser's storage and offered back on the next visit.
 * @fires {CustomEvent<MoveRecord & { summary: string }>} move - A move was played: its record and the words said for it.
 * @fires {CustomEvent<Result>} gameover - The game ended: its result.
 * @fires {CustomEvent<GameState | null>} change - The state, after any move, undo, redo, new game or load.
 * @fires {CustomEvent<{ place: number, reason: string }>} refusal - A place that cannot be played now, and why.
 * @fires {CustomEvent<{ totals: number[] }>} scores - The totals as the board shows them during an animation.
 * @fires {CustomEvent<boolean>} thinking - The computer started (true) or stopped (false) choosing a move.
 * @fires {CustomEvent<{ ply: number | null }>} viewchange - The position shown changed (null: the game now).
 * @fires {CustomEvent<{ step: number, steps: number }>} lessonstep - A lesson step is shown (from 1).
 * @fires {CustomEvent<{ completed: boolean, step: number }>} lessonend - The lesson ended.
 * @fires {CustomEvent<GameState>} continue - The visitor took up the game kept from their last visit (`persist`).
 * @fires {CustomEvent<Review>} reviewready - A review of the game is ready (`review()`): each move graded, accuracies, win chances.
 * @fires {CustomEvent<GameError>} error - A game could not be made, a move from the page was refused, or the computer found no move.
 * @csspart frame - Everything inside the element.
 * @csspart status - The status line above the board.
 * @csspart learn-button - The "Learn" button.
 * @csspart sound-toggle - The sound button.
 * @csspart message - The line under the status: the last move, a refusal, the end.
 * @csspart board - The board (its canvas and the buttons over it).
 * @csspart actions - The controls below the board.
 * @csspart panel - The panel that holds a lesson.
 * @csspart lesson - A lesson's step, in the panel.
 * @csspart moves - The move list.
 * @csspart review - The review under the move list: its button, progress, win-chance graph, grades and key moments.
 * @csspart offer - The offer to continue the game kept from the last visit (`persist`).
 * @csspart note - The note shown while loading or when the game cannot be made.
 */
export class FolkGame extends ElementBase {
  static observedAttributes = OBSERVED;

  #s;
  /** The pause (ms) before the computer's move is played, counted from when it began to think. */
  computerDelay = 450;
  /** The pause (ms) before an automatic throw (auto-throw). */
  autoThrowDelay = 700;
  /** Strings that replace the table's entries (an embedder's own wording).
   *  @type {Record<string, string>} */
  strings = {};

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    root.adoptedStyleSheets = [styles()];
    root.innerHTML = TEMPLATE;
    const s = createState(this, root);
    this.#s = s;
    const canvas = /** @type {HTMLCanvasElement} */ (s.els.canvas);
    s.painter = new Painter(canvas);
    s.voice = new Voice(s.els.live, s.els.said);
    s.anim = new Animator({ draw: () => animationFrame(s), alive: () => this.isConnected });
    s.mirror = new Mirror(s.els.mirror, { activate: (i) => activate(s, i), focused: (i) => focused(s, i) });
    s.input = new Input(root, canvas, s.painter, {
      press: () => s.anim.skip(), // a tap during an animation finishes it
      tap: (hit) => tap(s, hit),
      hover: (hole) => hoverOver(s, hole),
      escape: () => escape(s),
    });
    s.els.sound.addEventListener("click", () => (this.sound = !this.sound));
    s.els.learn.addEventListener("click", () => this.learn());
    s.moves = moveList(s);
    attachReview(s);
    s.onWindowResize = () => relayout(s);
    watchOptions(s, () => newGame(s));
    this.addEventListener("change", () => keep(s));
  }

  // ------------------------------------------------------------ lifecycle

  async connectedCallback() {
    const s = this.#s;
    s.t = translatorOf(this);
    renderSoundToggle(s);
    if (!s.resizer) {
      s.resizer = new ResizeObserver(() => relayout(s));
      s.resizer.observe(this);
      globalThis.addEventListener?.("resize", s.onWindowResize);
    }
    if (s.started) return comeBack(s); // added back after it was removed (presence.js)
    s.started = true;
    await loadEngine(s, () => {
      if (!s.table) newGame(s);
      offerKept(s);
      if (this.getAttribute("mode") === "learn") learn(s);
    });
  }

  disconnectedCallback() {
    const s = this.#s;
    s.resizer?.disconnect();
    s.resizer = null;
    globalThis.removeEventListener?.("resize", s.onWindowResize);
    cancelThinking(s);
    s.computer.close();
    s.reviewer?.close();
    s.sounds.close();
    clearTimeout(s.flashTimer);
    clearTimeout(s.autoTimer);
  }

  attributeChangedCallback(name, old, value) {
    const s = this.#s;
    if (old === value) return;
    if (name === "sound") s.sounds.enable(value === "on");
    if (!s.started) return;
    if (name === "lang") {
      s.t = translatorOf(this);
      renderSoundToggle(s);
      s.voice.render(s.t);
      renderLesson(s);
      renderOffer(s);
      renderFailure(s);
      renderReview(s);
      if (s.viewing !== null) s.view = pastView(s, s.viewing);
      refresh(s);
      renderMoves(s);
    } else if (name === "mode") {
      if (value === "learn" && s.table) learn(s);
    } else if (name === "moves") {
      renderMoves(s);
      relayout(s, true);
    } else if (name === "sound") renderSoundToggle(s);
    else if (name === "auto-throw") {
      refresh(s);
      maybeAutoThrow(s);
    } else if (name === "persist") keep(s);
    else if (name === "computer" || name === "level") {
      // who plays changed, not the game: a search under way is dropped and asked again if still due
      if (!s.table) return;
      cancelThinking(s);
      refresh(s);
      maybeComputer(s);
      maybeAutoThrow(s);
      keep(s); // who plays is kept with the game
    } else if (name !== "speed") optionChanged(s, name, value, () => newGame(s));
  }

  // ------------------------------------------------------------ properties

  /** Resolves once the engine is loaded and a game exists (or could not be made); rejects with
   *  the cause while a failed load is shown. */
  get ready() {
    return engineReady(this.#s).then(() => frame());
  }
  /** The engine's state now (a plain snapshot), or null when there is no game. */
  get state() {
    return this.#s.table?.state ?? null;
  }
  /** The seats the computer plays (from the `computer` attribute), sorted. */
  get computer() {
    return [...computerSeats(this)].sort((a, b) => a - b);
  }
  set computer(seats) {
    const list = [...new Set(seats ?? [])].filter((s) => Number.isInteger(s) && s >= 0);
    if (list.length) this.setAttribute("computer", list.join(","));
    else this.removeAttribute("computer");
  }
  /** The computer's level: "easy" (default: a first game lasts), "medium" or "hard". */
  get level() {
    return levelOf(this);
  }
  set level(v) {
    this.setAttribute("level", v);
  }
  /** True when the sounds are on (the `sound` attribute is "on"). */
  get sound() {
    return this.getAttribute("sound") === "on";
  }
  set sound(on) {
    this.setAttribute("sound", on ? "on" : "off");
  }
  /** Siryu: the sticks are thrown for a person after a short pause (the `auto-throw` attribute). */
  get autoThrow() {
    return autoThrowOn(this);
  }
  set autoThrow(on) {
    this.toggleAttribute("auto-throw", Boolean(on));
  }
  /** True while the computer is choosing its move (a person's input is refused meanwhile). */
  get thinking() {
    return this.#s.thinking;
  }
  /** True while a move is being animated. */
  get busy() {
    return this.#s.anim.busy;
  }
  /** The status line above the board ("South to move", "Player 2: throw the sticks"). */
  get statusText() {
    return this.#s.view ? this.#s.els.statusText.textContent : "";
  }
  /** What the line under the status shows: the last move, a refusal and why, the end and why. */
  get message() {
    return this.#s.voice.shown;
  }
  /** The last move's animation: how long it would have been at the chosen speed and how long it
   *  was planned to be once bounded (ms; a long move is sped up, every relay still shown). */
  get lastAnimation() {
    return { ...this.#s.anim.plan };
  }
  /** Once the game is over, why it ended, in the page's language ("South has no stone left…"); else "". */
  get ending() {
    const v = this.#s.view;
    return v?.over ? (v.ending ?? "") : "";
  }
  /** The engine's options for this game (defaults filled in), or null. */
  get options() {
    return this.#s.table?.game.options ?? null;
  }
  /** Milliseconds per animation step (the `speed` attribute; 0 under prefers-reduced-motion). */
  get speed() {
    return speedOf(this);
  }
  /** The lesson under way: `{ step, steps }` (step from 1), or null. */
  get lesson() {
    return lessonShown(this.#s);
  }
  /** The ply of the past position the board shows (0: the start), or null when it shows the game now. */
  get viewing() {
    return this.#s.viewing;
  }
  /** The game's legal moves now (as the engine lists them). */
  legalMoves() {
    return this.#s.table?.game.legalMoves() ?? [];
  }
  /** True when undo would take something back: a move, or the game a "New game" replaced. */
  canUndo() {
    const table = this.#s.table;
    return table ? table.game.canUndo() || this.#s.left !== null : false;
  }
  /** True when redo would play a move taken back. */
  canRedo() {
    return this.#s.table?.game.canRedo() ?? false;
  }

  // ------------------------------------------------------------ public methods

  /** Starts a new game from the attributes; false when the game cannot be made or drawn. A game in
   *  progress that it replaces can be brought back by undo. */
  newGame() {
    return newGame(this.#s);
  }
  /** Undo: one move, or in a game against the computer back to the last position a person plays;
   *  at the start of a game that replaced one in progress, back to that game. */
  undo() {
    return takeBack(this.#s, "undo");
  }
  /** Redo: plays again what undo took back. */
  redo() {
    return takeBack(this.#s, "redo");
  }
  /** Shows the position after `ply` records of the history (0: the start) without changing the
   *  game, or the game now with null (or the last ply). While a past position is shown the board
   *  takes no move. False when there is nothing to show (no game, a move animated, no such ply). */
  view(ply) {
    return view(this.#s, ply);
  }
  /** While a past position is shown: play on from it, the later moves taken back as undo does
   *  (redo brings them back). False when the board shows the game now. */
  playOn() {
    return playOn(this.#s);
  }
  /** Starts the game's lesson from its first step (a lesson left earlier starts again there);
   *  the game in progress comes back when the lesson ends. False when the game has none. */
  learn() {
    return learn(this.#s);
  }
  /** Leaves the lesson at any step: the game it replaced comes back (or a new one). */
  leaveLesson() {
    return endLesson(this.#s, false);
  }
  /** The game as a save (text that `load` restores), or null when there is no game. */
  save() {
    return this.#s.table?.game.save() ?? null;
  }
  /** Replaces the game with one restored from `save()`; throws GameError("bad_save") and keeps the current game otherwise. */
  load(save) {
    load(this.#s, save);
  }
  /** Siryu: throws the sticks with the game's seeded generator (a chance move) and animates them. */
  async roll() {
    return roll(this.#s);
  }
  /** Plays a move (object or notation) as if chosen on the board, with its animation. */
  async play(move) {
    return playMove(this.#s, move);
  }
  /** Asks the engine (in the worker) for a move for the person to move, marks it on the board and
   *  says it; resolves to the move, or null when there is nothing to suggest now. */
  async hint() {
    return hint(this.#s);
  }
  /** Reviews the game in a worker (a progress bar meanwhile): every move graded, each player's
   *  accuracy, a win-chance graph and the key moments to step through; resolves to the engine's
   *  review (docs/api.md), or null when there is no move to review or the game changed meanwhile. */
  async review() {
    return review(this.#s);
  }
}

// Defined where the page has a tag registry (not on a server: presence.js) and not defined yet;
// written out, so that the custom-elements manifest's analyzer finds the definition.
if (globalThis.customElements && !customElements.get("folk-game")) customElements.define("folk-game", FolkGame);
