// @ts-check
// <folk-game game="kpe|bay-khom|siryu" ruleset=".." seed=".." lang="en|fr" speed="ms"
//            computer="1" level="easy|medium|hard|expert" sound="on" auto-throw moves="off" mode="learn" persist
//            theme="light|dark"
//            kiosk idle-timeout="120" visit
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
// GameError; the browser's own Error when the engine, the computer or a part loaded when first
// used cannot be loaded: load.js, later.js).
// This file is the element's lifecycle and its API, each a short delegation. The element's state is
// one plain object (state.js) that its modules share, each named for its job: config.js
// (attributes: options, language, speed, the computer's seats), load.js (the engine's load, or its
// failure said), start.js (a new game, a load), sync.js (from the state to the board, mirror,
// controls and move list), layout.js (the board's size, the parts held steady), choose.js (choosing
// on the board, refusals said), refusals.js (the engine's whyNot, worded from its code), play.js
// (running and animating a move), timeline.js (past positions, play on, undo, redo), lesson-part.js
// (`learn()`; lesson.js and lessons.js the lesson), turns.js (the computer's turns, automatic
// throws, hints), later.js (the parts loaded when first used: review, print, kiosk-mode, lesson); and
// the helpers that own a part: table.js (the game on the board), painter.js (the canvas), mirror.js
// (the DOM mirror), moves.js (the move list), input.js (pointer and keys), anim.js (the animation
// clock), computer.js (the worker), text.js (the words and the voice), actions.js (the controls),
// sound.js, persist.js (`persist`: the game kept in localStorage), kiosk.js (`kiosk`: the idle
// clock, the attract loop, Start again, fullscreen; kiosk-mode.js), visit.js (`visit`: the preset, automatic
// passes, how long a game lasts), share.js and qr.js (the share link, its QR code), print.js (the
// rules sheet), styles.js, theme.js (the custom properties, light and dark), presence.js (the
// element removed and added back, or with no DOM); the boards are render/*.js, one interface
// (board.js).

import { styles, TEMPLATE } from "./styles.js";
import { createState } from "./state.js";
import { Painter } from "./painter.js";
import { Mirror } from "./mirror.js";
import { Input } from "./input.js";
import { Animator, frame } from "./anim.js";
import { Voice } from "./text.js";
import { OBSERVED, shownGame, autoThrowOn, computerSeats, gameMinutes, levelOf, optionChanged, speedOf, watchOptions } from "./config.js";
import { moveList, pastView, refresh, renderMoves, renderSoundToggle } from "./sync.js";
import { relayout } from "./layout.js";
import { activate, escape, focused, hoverOver, tap } from "./choose.js";
import { animationFrame, playMove, roll } from "./play.js";
import { playOn, takeBack, view } from "./timeline.js";
import { endLesson, learn, lessonShown, renderLesson } from "./lesson-part.js";
import { cancelThinking, hint, maybeAutoThrow, maybeComputer } from "./turns.js";
import { load, newGame } from "./start.js";
import { engineReady, loadEngine, renderFailure } from "./load.js";
import { comeBack, ElementBase } from "./presence.js";
import { keep, offerKept, renderOffer } from "./persist.js";
import { readTheme, unwatchTheme, watchTheme } from "./theme.js";
import { useWords } from "./words.js";
import { preview, startDiagram } from "./preview.js";
import { shareLink } from "./share.js";
import { armIdle, renderKiosk, setUpKiosk, stopKiosk } from "./kiosk.js";
import { attachReview, renderReview, review } from "./review-part.js";
import { attachCoach, coachMode } from "./coach.js";
import { withPart } from "./later.js";

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
 * @attr {string} lang - The language of the words, a BCP 47 tag: "en", "fr", "km" or "ar" (draft), or a regional tag of one ("fr-CA"); any other: the browser's language, else English.
 * @attr {number} speed - Milliseconds per animation step (220); 0 shows moves at once.
 * @attr {string} computer - The seats the computer plays, 0-based, comma-separated ("1", "0,2").
 * @attr {"easy" | "medium" | "hard" | "expert"} level - The computer's level ("easy" when absent).
 * @attr {"on" | "off"} sound - "on": quiet sounds (off by default).
 * @attr {boolean} auto-throw - Siryu: a person's sticks are thrown for them after a short pause.
 * @attr {"off"} moves - "off" hides the move list.
 * @attr {"learn"} mode - "learn" starts the game's lesson.
 * @attr {boolean} persist - The game in progress is kept in the browser's storage and offered back on the next visit.
 * @attr {"light" | "dark"} theme - The colours: "light" or "dark"; when absent, dark if the visitor's system prefers it.
 * @attr {boolean} kiosk - Kiosk mode: an attract loop after `idle-timeout`, "Start again", fullscreen, 48 px touch targets, no `persist`.
 * @attr {number} idle-timeout - Kiosk mode: seconds without input before the attract loop starts (120).
 * @attr {boolean} visit - A game sized for a visit: the catalogue's `visit` preset under the tag's own options; Siryu's throws and lone passes made for a person (kiosk mode implies it).
 * @attr {"on" | "off"} coach - Asks before a move that loses badly, showing the better one: on by default when a person plays the computer at `easy`.
 * @fires {CustomEvent<MoveRecord & { summary: string }>} move - A move was played: its record and the words said for it.
 * @fires {CustomEvent<Result>} gameover - The game ended: its result.
 * @fires {CustomEvent<GameState | null>} change - The state, after any move, undo, redo, new game or load.
 * @fires {CustomEvent<{ place: number, reason: string }>} refusal - A place that cannot be played now, and why.
 * @fires {CustomEvent<{ totals: number[] }>} scores - The totals as the board shows them during an animation.
 * @fires {CustomEvent<boolean>} thinking - The computer started (true) or stopped (false) choosing a move.
 * @fires {CustomEvent<{ ply: number | null }>} viewchange - The position shown changed (null: the game now).
 * @fires {CustomEvent<{ step: number, steps: number }>} lessonstep - A lesson step is shown (from 1); the first, once the lesson's code and words have loaded.
 * @fires {CustomEvent<{ completed: boolean, step: number }>} lessonend - The lesson ended.
 * @fires {CustomEvent<GameState>} continue - The visitor took up the game kept from their last visit (`persist`).
 * @fires {CustomEvent<Warning>} coachwarning - The coach asks before a move that loses badly (`coach`): the engine's warning.
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
 * @csspart action - A button below the board (a choice's options, Cancel, Throw the sticks, Back to the game…).
 * @csspart primary - The main button of a group (with `action` or `lesson-button`): `::part(action primary)`.
 * @csspart lesson-button - A lesson's buttons (Leave the lesson, Next).
 * @csspart move - A row of the move list.
 * @csspart current - The move list's row of the position shown (with `move`): `::part(move current)`.
 * @cssprop [--folk-background=transparent (light), #171a1f (dark)] - The element's own background.
 * @cssprop [--folk-surface=#fbf3e4] - Panels, the move list and the buttons' background.
 * @cssprop [--folk-text=#2b1a10] - The words.
 * @cssprop [--folk-text-muted=#5b4331] - Words that matter less: the last move said, the move list's summaries.
 * @cssprop [--folk-border=#caa57a] - Lines around the panels, the move list and the buttons.
 * @cssprop [--folk-accent=#7a4420] - The main buttons, the current move's mark, the check boxes.
 * @cssprop [--folk-on-accent=#fbefd9] - Words on the accent.
 * @cssprop [--folk-focus=#2b1a10] - The keyboard's focus ring.
 * @cssprop [--folk-font=system-ui, sans-serif] - The font family of every word, on the board too.
 * @cssprop [--folk-radius=10px] - The corners of buttons, panels and the move list.
 * @cssprop [--folk-board=#8f5429] - The wood of Kpé's and Bày Khòm's boards and trays.
 * @cssprop [--folk-pit=#3a1e0c] - The pits carved in the wood.
 * @cssprop [--folk-counter=#ecdcbc] - The counters (the shells sown).
 * @cssprop [--folk-highlight=#ffd27a] - On the board: the places that can be played, the player to move.
 * @cssprop [--folk-board-text=#f6ecd9] - Words painted on the wood, and the counts' badges.
 * @cssprop [--folk-track=#e2c08a] - Siryu: the sand the track is scratched in.
 * @cssprop [--folk-seat-1=#e69f00] - Siryu: the first player's pieces (--folk-seat-2 … --folk-seat-8 the others').
 * @cssprop [--folk-seat-2=#56b4e9] - Siryu: the second player's pieces.
 * @cssprop [--folk-seat-3=#009e73] - Siryu: the third player's pieces.
 * @cssprop [--folk-seat-4=#f0e442] - Siryu: the fourth player's pieces.
 * @cssprop [--folk-seat-5=#0072b2] - Siryu: the fifth player's pieces.
 * @cssprop [--folk-seat-6=#d55e00] - Siryu: the sixth player's pieces.
 * @cssprop [--folk-seat-7=#cc79a7] - Siryu: the seventh player's pieces.
 * @cssprop [--folk-seat-8=#e8e8e8] - Siryu: the eighth player's pieces.
 * @csspart again-button - Kiosk mode: the "Start again" button.
 * @csspart fullscreen-button - Kiosk mode: the fullscreen button (where the page may go fullscreen).
 * @csspart invite - Kiosk mode: the invitation over the board during the attract loop.
 * @csspart phone-button - Kiosk mode: the "Continue on your phone" button.
 * @csspart qr - Kiosk mode: the panel with the QR code of the game's share link.
 */
export class FolkGame extends ElementBase {
  static observedAttributes = OBSERVED;

  #s;
  /** The pause (ms) before the computer's move is played, counted from when it began to think. */
  computerDelay = 450;
  /** The pause (ms) before an automatic throw (auto-throw). */
  autoThrowDelay = 700;
  /** Kiosk mode: the pause (ms) before each move of the attract loop (and twice it between its games). */
  attractDelay = 1400;
  /** @type {Record<string, string>} */
  #strings = {};

  constructor() {
    super();
    // `strings` set on the tag before the element was defined is kept (and the property takes over)
    const early = Object.hasOwn(this, "strings") ? this.strings : {};
    delete this.strings;
    this.#strings = early ?? {};
    const root = this.attachShadow({ mode: "open" });
    root.adoptedStyleSheets = [styles()];
    root.innerHTML = TEMPLATE;
    const s = createState(this, root);
    this.#s = s;
    const canvas = /** @type {HTMLCanvasElement} */ (s.els.canvas);
    s.painter = new Painter(canvas);
    s.painter.theme = () => readTheme(this);
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
    attachCoach(s);
    s.onWindowResize = () => relayout(s);
    watchOptions(s, () => newGame(s));
    this.addEventListener("change", () => keep(s));
    setUpKiosk(s);
  }

  // ------------------------------------------------------------ lifecycle

  async connectedCallback() {
    const s = this.#s;
    useWords(s, () => s.started && this.#retell());
    renderSoundToggle(s);
    watchTheme(s);
    if (!s.resizer) {
      s.resizer = new ResizeObserver(() => relayout(s));
      // the box, and what the board leaves room for: words, controls or a lesson grown leave it less
      for (const el of [this, s.els.top, s.els.said, s.els.actions, s.els.panel]) s.resizer.observe(el);
      globalThis.addEventListener?.("resize", s.onWindowResize);
    }
    renderKiosk(s);
    armIdle(s);
    if (s.started) return comeBack(s); // added back after it was removed (presence.js)
    s.started = true;
    await loadEngine(s, () => {
      if (!s.table) newGame(s);
      offerKept(s);
      if (this.getAttribute("mode") === "learn") learn(s);
      armIdle(s);
    });
  }

  /** Says everything again in the words now in `s.t` (words.js: the language or `strings` changed). */
  #retell() {
    const s = this.#s;
    renderSoundToggle(s);
    s.voice.render(s.t);
    renderLesson(s);
    renderOffer(s);
    renderFailure(s);
    renderKiosk(s);
    renderReview(s);
    if (s.loading) preview(s);
    if (s.viewing !== null) s.view = pastView(s, s.viewing);
    refresh(s);
    renderMoves(s);
  }

  /** Strings that replace the words of the language's pack (an embedder's own wording); setting
   *  them on a live element says everything again at once.
   *  @type {Record<string, string>} */
  get strings() {
    return this.#strings;
  }

  set strings(value) {
    this.#strings = value ?? {};
    if (this.#s?.started) useWords(this.#s, () => this.#retell());
  }

  disconnectedCallback() {
    const s = this.#s;
    s.resizer?.disconnect();
    s.resizer = null;
    globalThis.removeEventListener?.("resize", s.onWindowResize);
    unwatchTheme(s);
    cancelThinking(s);
    s.computer.close();
    for (const worker of [s.reviewer, s.coacher]) worker?.close(); // the review's and the coach's
    s.sounds.close();
    clearTimeout(s.flashTimer);
    clearTimeout(s.autoTimer);
    stopKiosk(s);
  }

  attributeChangedCallback(name, old, value) {
    const s = this.#s;
    if (old === value) return;
    if (name === "sound") s.sounds.enable(value === "on");
    if (!s.started) return;
    // the first frame follows the game, its players and the language while the engine loads
    if (s.loading && name !== "lang") preview(s);
    if (name === "lang") useWords(s, () => this.#retell());
    else if (name === "mode") {
      if (value === "learn" && s.table) learn(s);
    } else if (name === "moves") {
      renderMoves(s);
      relayout(s, true);
    } else if (name === "sound") renderSoundToggle(s);
    else if (name === "auto-throw") {
      refresh(s);
      maybeAutoThrow(s);
    } else if (name === "persist") keep(s);
    else if (name === "theme") s.painter.draw();
    else if (name === "kiosk" || name === "idle-timeout") {
      if (name === "kiosk" && value === null) stopKiosk(s);
      renderKiosk(s);
      armIdle(s);
    }
    else if (name === "computer" || name === "level") {
      // who plays changed, not the game: a search under way is dropped and asked again if still due
      if (!s.table) return;
      cancelThinking(s);
      refresh(s);
      maybeComputer(s);
      maybeAutoThrow(s);
      keep(s); // who plays is kept with the game
    } else if (name !== "speed" && name !== "coach") optionChanged(s, name, value, () => newGame(s)); // coach.js watches `coach`
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
  /** The computer's level: "easy" (default: a first game lasts), "medium", "hard" or "expert". */
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
  /** The coach: "on", "off", or "auto" (no attribute: on when a person plays the computer at `easy`). */
  get coach() {
    return coachMode(this);
  }
  set coach(v) {
    if (v === "on" || v === "off") this.setAttribute("coach", v);
    else this.removeAttribute("coach");
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
  /** The last move's animation: its length at the chosen speed and as planned once bounded (ms). */
  get lastAnimation() {
    return { ...this.#s.anim.plan };
  }
  /** Once the game is over, why it ended, in the page's language ("South has no stone left…"); else "". */
  get ending() {
    return this.#s.view?.over ? (this.#s.view.ending ?? "") : "";
  }
  /** The engine's options for this game (defaults filled in), or null. */
  get options() {
    return this.#s.table?.game.options ?? null;
  }
  /** Milliseconds per animation step (the `speed` attribute; 0 under prefers-reduced-motion). */
  get speed() {
    return speedOf(this);
  }
  /** The lesson under way: `{ step, steps }` (step from 1), or null (until its code and words have loaded, too). */
  get lesson() {
    return lessonShown(this.#s);
  }
  /** The ply of the past position the board shows (0: the start), or null when it shows the game now. */
  get viewing() {
    return this.#s.viewing;
  }
  /** The link that opens this game at the position shown (the page's address, #save=…; share.js), or null. */
  get shareLink() {
    return shareLink(this.#s);
  }
  /** How long a game of `game` (this one by default) lasts here: `{ median, high }` minutes, with
   *  the visit preset under `visit` or `kiosk` (visit.js: the catalogue's plies at this pace). */
  minutes(game = shownGame(this)) {
    return gameMinutes(this, game, speedOf(this));
  }
  /** The game's legal moves now (as the engine lists them). */
  legalMoves() {
    return this.#s.table?.game.legalMoves() ?? [];
  }
  /** True when undo would take something back: a move, or the game a "New game" replaced. */
  canUndo() {
    return this.#s.table ? this.#s.table.game.canUndo() || this.#s.left !== null : false;
  }
  /** True when redo would play a move taken back. */
  canRedo() {
    return this.#s.table?.game.canRedo() ?? false;
  }

  // ------------------------------------------------------------ public methods

  /** Starts a new game from the attributes; false when the game cannot be made or drawn, or not
   *  yet: its game's rules are still loading (the game is made once they are, and `ready`
   *  resolves then). A game in progress that it replaces can be brought back by undo. */
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
  /** Starts the game's lesson from its first step once its code and words have loaded (`lessonstep`;
   *  the game in progress comes back when it ends); false when the game has none, else true at once. */
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
  /** Prints a rules sheet of the game in the element's language (the rules, a diagram of the start
   *  position and the sources), from a hidden iframe; resolves to false when there is no game or
   *  the sheet's code could not be loaded (said, with an `error` event). */
  async printRules() {
    return withPart(this.#s, "print", (m) => m.printRules(this.#s), false);
  }
  /** The start position of the game as the board draws it, a PNG data URL (the rules sheet's
   *  diagram), or null when there is no game. */
  rulesDiagram() {
    return startDiagram(this.#s);
  }
  /** Reviews the game in a worker (a progress bar meanwhile): every move graded, each player's
   *  accuracy, a win-chance graph and the key moments to step through; resolves to the engine's
   *  review (docs/api.md), or null when there is no move to review, the game changed meanwhile or
   *  the review's code could not be loaded (said, with an `error` event). */
  async review() {
    return review(this.#s);
  }
}

// Defined where the page has a tag registry (not on a server: presence.js) and not defined yet;
// written out, so that the custom-elements manifest's analyzer finds the definition.
if (globalThis.customElements && !customElements.get("folk-game")) customElements.define("folk-game", FolkGame);
