// @ts-check
// <folk-game game="kpe|bay-khom|siryu" ruleset=".." players="2-8" lang="en|fr" seed=".." speed="ms"
//            station-sirs="1|3" first-player="0|1" round-starter=".." computer="1" level="easy|medium|hard"
//            sound="on" auto-throw>
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
// `error` (detail: GameError).
//
// This file is the element's API and the place its parts meet; each part has a module of its own:
// state.js (the game and its legal moves), render.js (layout and paint), mirror.js (the focusable
// DOM mirror), moves.js (the move list), lessons.js (the lessons), input.js (pointer and keys),
// anim.js (the animation clock), computer.js (the worker's client), text.js (the words and the voice), actions.js (what to do below the board),
// sound.js (the sounds), styles.js; the boards are render/*.js, one interface (board.js).

import init, { Game, GameError, catalogue } from "../lib/js/folkgames.js";
import { boards as sowingBoards } from "./render/mancala.js";
import { siryuBoard } from "./render/siryu.js";
import { pickLang, translator } from "./i18n.js";
import { styles, TEMPLATE } from "./styles.js";
import { Session, sameMove } from "./state.js";
import { Painter } from "./render.js";
import { Mirror } from "./mirror.js";
import { Input } from "./input.js";
import { Animator, frame } from "./anim.js";
import { ComputerClient } from "./computer.js";
import { Voice, describeRecord } from "./text.js";
import { renderActions } from "./actions.js";
import { Sounds } from "./sound.js";
import { MoveList } from "./moves.js";
import { lessons, positionOf, renderLesson, say } from "./lessons.js";

/** @typedef {import("./board.js").Board} Board */
/** @typedef {import("./board.js").View} View */

/** @type {Record<string, Board>} */
const boards = { ...sowingBoards, siryu: siryuBoard };
const DEFAULT_SPEED = 220;
const LEVELS = ["easy", "medium", "hard"];
/** The level a first-timer can play a real game against (`npm run measure:levels` prints how long such games last). */
const DEFAULT_LEVEL = "easy";
const THINK_MS = 1500; // suggestMove's time cap; its node budget usually ends the search far sooner
/** What the element's words and controls take around the board (px): the board is laid out to
 *  leave room for them within the element's max-height, or the window's height. */
const CHROME = { siryu: 190, default: 160 };
const REFUSAL_MARK_MS = 1600;
/** The move list: beside the board from this element width (px) on, else below the controls,
 *  where the board leaves it this much height (its own, fixed, so nothing moves as it fills). */
const MOVES = { besideFrom: 720, below: 150 };
/** The height (px) the board leaves for a lesson's panel while one is on. */
const LESSON_ROOM = 170;

/** Attributes that become engine options (the per-game names of rules/*.md).
 *  @type {Record<string, [string, (value: string) => string | number]>} */
const OPTION_ATTRIBUTES = {
  ruleset: ["ruleset", String],
  players: ["players", Number],
  seed: ["seed", Number],
  "first-player": ["firstPlayer", Number],
  "round-starter": ["roundStarter", String],
  "station-sirs": ["stationSirs", Number],
  "no-capture-limit": ["noCaptureLimit", Number],
};

function prefersReducedMotion() {
  return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

let games = null;
/** The engine's entry for a game, or undefined; read once (the catalogue never changes). Throws
 *  while the engine is not loaded. */
function catalogueEntry(id) {
  games ??= catalogue();
  return games.find((g) => g.id === id);
}

/** The game's own name from the engine's catalogue ("Bày Khòm"), or its id. */
export function gameName(id) {
  try {
    return catalogueEntry(id)?.name ?? id;
  } catch {
    return id;
  }
}

const sameSet = (a, b) => a.length === b.size && a.every((x) => b.has(x));

export class FolkGame extends HTMLElement {
  static observedAttributes = ["game", "lang", "speed", "computer", "level", "sound", "auto-throw", "moves", "mode", ...Object.keys(OPTION_ATTRIBUTES)];

  /** @type {Session | null} */
  #session = null;
  /** @type {View | null} */
  #view = null;
  #t = translator("en");
  #els = /** @type {Record<string, HTMLElement>} */ ({});
  #painter;
  #mirror;
  #input;
  #anim;
  #computer = new ComputerClient(new URL("./ai-worker.js", import.meta.url));
  #voice;
  #sounds = new Sounds();
  #started = false;
  #loading = false; // the engine is loading: the first game, made once it has, reads the attributes then
  #resizer = null;
  #onWindowResize = () => this.#relayout();
  #selected = new Set(); // houses picked for a refill, before it is confirmed
  #sticks = [false, false, false, false, false, false]; // a throw of real sticks being entered
  #realSticks = false; // the real sticks' panel is open
  #hover = null;
  #focusShown = null; // the place whose mirror button shows the keyboard's focus
  #choice = null; // { hole, options, marks, presses, focused }: a place's ways being offered
  #hint = null; // { move, ply, holes, key }: the suggested move shown
  #flashTimer = 0;
  #autoTimer = 0;
  #turnToken = 0; // changes whenever a computer turn or an automatic throw is abandoned
  #thinking = false;
  #playing = null; // { player, byComputer } while a move is animated
  #left = null; // the save of the game in progress that "New game" replaced (undo brings it back)
  #steady = new Map(); // the tallest each part has been, kept as its min-height
  #shownTotals = ""; // the totals the last animation frame showed
  #lesson = null; // { id, n, played, left }: the lesson's step (0-based), its move played, the game it replaced
  #viewing = null; // the ply of the past position shown, or null when the board shows the game now
  #replaying = false; // a step forward through the history is being animated
  #replaySteps = 0; // steps taken while a replay was shown (each ends it)
  #moves;
  /** The pause (ms) before the computer's move is played, counted from when it began to think. */
  computerDelay = 450;
  /** The pause (ms) before an automatic throw (auto-throw). */
  autoThrowDelay = 700;
  /** Strings that replace the table's entries (an embedder's own wording). */
  strings = {};

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    root.adoptedStyleSheets = [styles()];
    root.innerHTML = TEMPLATE;
    for (const name of ["frame", "top", "status", "said", "wrap", "mirror", "marks", "actions", "moves", "panel", "live", "note"]) {
      this.#els[name] = root.querySelector(`.${name}`);
    }
    this.#els.canvas = root.querySelector("canvas");
    this.#els.marker = root.querySelector(".status .marker");
    this.#els.statusText = root.querySelector(".status .text");
    this.#els.sound = root.querySelector(".tool.sound");
    this.#painter = new Painter(/** @type {HTMLCanvasElement} */ (this.#els.canvas));
    this.#voice = new Voice(this.#els.live, this.#els.said);
    this.#anim = new Animator({ draw: () => this.#animationFrame(), alive: () => this.isConnected });
    this.#mirror = new Mirror(this.#els.mirror, {
      activate: (i) => this.#activate(i),
      focused: (i) => {
        if (i === this.#focusShown) return;
        this.#focusShown = i;
        if (this.#view && !this.#anim.busy) {
          this.#view.focus = i;
          this.#painter.draw();
        }
      },
    });
    this.#input = new Input(root, /** @type {HTMLCanvasElement} */ (this.#els.canvas), this.#painter, {
      press: () => this.#anim.skip(), // a tap during an animation finishes it
      tap: (hit) => this.#tap(hit),
      hover: (hole) => this.#hoverOver(hole),
      escape: () => this.#escape(),
    });
    this.#els.sound.addEventListener("click", () => (this.sound = !this.sound));
    this.#els.learn = root.querySelector(".tool.learn");
    this.#els.learn.addEventListener("click", () => this.learn());
    this.#moves = new MoveList(/** @type {HTMLOListElement} */ (this.#els.moves), {
      view: (ply) => this.view(ply),
      shown: () => this.#viewing ?? this.#session?.game.history().length ?? 0,
      last: () => this.#session?.game.history().length ?? 0,
    });
  }

  // ------------------------------------------------------------ lifecycle

  async connectedCallback() {
    this.#t = translator(pickLang(this.getAttribute("lang")), this.strings);
    this.#renderSoundToggle();
    if (!this.#resizer) {
      this.#resizer = new ResizeObserver(() => this.#relayout());
      this.#resizer.observe(this);
      globalThis.addEventListener?.("resize", this.#onWindowResize);
    }
    if (this.#started) return;
    this.#started = true;
    this.#showNote(this.#t("loading"));
    this.#loading = true;
    try {
      await init();
    } finally {
      this.#loading = false;
    }
    if (!this.#session) this.newGame();
    if (this.getAttribute("mode") === "learn") this.learn();
  }

  disconnectedCallback() {
    this.#resizer?.disconnect();
    this.#resizer = null;
    globalThis.removeEventListener?.("resize", this.#onWindowResize);
    this.#cancelThinking();
    this.#computer.close();
    this.#sounds.close();
    clearTimeout(this.#flashTimer);
    clearTimeout(this.#autoTimer);
  }

  #attributeChanged(name, value) {
    if (name === "lang") {
      this.#t = translator(pickLang(value), this.strings);
      this.#renderSoundToggle();
      this.#voice.render(this.#t);
      this.#renderLesson();
      if (this.#viewing !== null) this.#view = this.#pastView(this.#viewing);
      this.#refresh();
      this.#renderMoves();
    } else if (name === "mode") {
      if (value === "learn" && this.#session) this.learn();
    } else if (name === "moves") {
      this.#renderMoves();
      this.#relayout(true);
    } else if (name === "sound") {
      this.#renderSoundToggle();
    } else if (name === "auto-throw") {
      this.#refresh();
      this.#maybeAutoThrow();
    } else if (name === "computer" || name === "level") {
      // who plays changed, not the game: a search under way is dropped and asked again if still due
      if (!this.#session) return;
      this.#cancelThinking();
      this.#refresh();
      this.#maybeComputer();
      this.#maybeAutoThrow();
    } else if (name !== "speed" && !this.#loading && !this.#already(name, value)) {
      init().then(() => this.newGame());
    }
  }

  attributeChangedCallback(name, old, value) {
    if (old === value) return;
    if (name === "sound") this.#sounds.enable(value === "on");
    if (this.#started) this.#attributeChanged(name, value);
  }

  /** True when the game being played already has what the attribute now says (the same game, or
   *  an option with that value): a page setting it again starts no new game. */
  #already(name, value) {
    const s = this.#session;
    if (!s || value === null) return false;
    if (name === "game") return s.id === value;
    const option = OPTION_ATTRIBUTES[name];
    if (!option) return false;
    const current = option[0] === "seed" ? s.game.seed : s.game.options?.[option[0]];
    return current !== undefined && String(current) === value;
  }

  // ------------------------------------------------------------ properties

  /** Resolves once the engine is loaded and a game exists (or could not be made). */
  get ready() {
    return init().then(() => frame());
  }
  /** The engine's state now (a plain snapshot), or null when there is no game. */
  get state() {
    return this.#session ? this.#session.state : null;
  }
  /** The seats the computer plays (from the `computer` attribute), sorted. */
  get computer() {
    return [...this.#computerSeats()].sort((a, b) => a - b);
  }
  set computer(seats) {
    const list = [...new Set(seats ?? [])].filter((s) => Number.isInteger(s) && s >= 0);
    if (list.length) this.setAttribute("computer", list.join(","));
    else this.removeAttribute("computer");
  }
  /** The computer's level: "easy" (default: a first game lasts), "medium" or "hard". */
  get level() {
    const v = this.getAttribute("level");
    return LEVELS.includes(v) ? v : DEFAULT_LEVEL;
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
    return this.hasAttribute("auto-throw");
  }
  set autoThrow(on) {
    this.toggleAttribute("auto-throw", Boolean(on));
  }
  /** True while the computer is choosing its move (a person's input is refused meanwhile). */
  get thinking() {
    return this.#thinking;
  }
  /** True while a move is being animated. */
  get busy() {
    return this.#anim.busy;
  }
  /** The status line above the board ("South to move", "Player 2: throw the sticks"). */
  get statusText() {
    return this.#view ? this.#els.statusText.textContent : "";
  }
  /** What the line under the status shows: the last move, a refusal and why, the end and why. */
  get message() {
    return this.#voice.shown;
  }
  /** The last move's animation: how long it would have been at the chosen speed and how long it
   *  was planned to be once bounded (ms; a long move is sped up, every relay still shown). */
  get lastAnimation() {
    return { ...this.#anim.plan };
  }
  /** Once the game is over, why it ended, in the page's language ("South has no stone left…"); else "". */
  get ending() {
    return this.#view?.over ? (this.#view.ending ?? "") : "";
  }
  /** The engine's options for this game (defaults filled in), or null. */
  get options() {
    return this.#session ? this.#session.game.options : null;
  }
  get speed() {
    if (prefersReducedMotion()) return 0;
    const v = Number(this.getAttribute("speed"));
    return this.hasAttribute("speed") && Number.isFinite(v) && v >= 0 ? v : DEFAULT_SPEED;
  }
  /** The lesson under way: `{ step, steps }` (step from 1), or null. */
  get lesson() {
    const L = this.#lesson;
    return L ? { step: L.n + 1, steps: lessons[L.id].length } : null;
  }
  /** The ply of the past position the board shows (0: the start), or null when it shows the game now. */
  get viewing() {
    return this.#viewing;
  }
  /** The game's legal moves now (as the engine lists them). */
  legalMoves() {
    return this.#session ? this.#session.game.legalMoves() : [];
  }
  /** True when undo would take something back: a move, or the game a "New game" replaced. */
  canUndo() {
    return this.#session ? this.#session.game.canUndo() || this.#left !== null : false;
  }
  canRedo() {
    return this.#session ? this.#session.game.canRedo() : false;
  }

  // ------------------------------------------------------------ public methods

  /** Starts a new game from the attributes; false when the game cannot be made or drawn. A game in
   *  progress that it replaces can be brought back by undo. */
  newGame() {
    this.#dropLesson();
    const id = this.getAttribute("game") || "kpe";
    const options = {};
    for (const [attr, [name, type]] of Object.entries(OPTION_ATTRIBUTES)) {
      if (this.hasAttribute(attr)) options[name] = type(this.getAttribute(attr));
    }
    // only the options this game knows (players on a two-player mancala would be refused)
    const known = (() => {
      try {
        const g = catalogueEntry(id);
        return g ? new Set(["ruleset", "seed", ...(g.options ?? []).map((o) => o.name)]) : null;
      } catch {
        return null;
      }
    })();
    if (known) for (const k of Object.keys(options)) if (!known.has(k)) delete options[k];
    let game;
    try {
      game = new Game(/** @type {import("../lib/js/folkgames.js").GameId} */ (id), options); // an attribute: the engine refuses an unknown id
    } catch (e) {
      this.#setGame(null);
      const name = gameName(id);
      this.#showNote(e instanceof GameError && e.code === "unknown_game" ? this.#t("comingSoon", { game: name }) : this.#t("failed", { message: e.message }));
      this.dispatchEvent(new CustomEvent("error", { detail: e }));
      return false;
    }
    if (!boards[id]) {
      game.free();
      this.#setGame(null);
      this.#showNote(this.#t("noRenderer", { game: gameName(id) }));
      return false;
    }
    const s = this.#session;
    const left = s && s.id === id && s.state.ply > 0 && !s.over ? s.game.save() : null;
    this.#setGame(game);
    this.#left = left;
    this.#voice.say((t) => t(left ? "said.newKept" : "said.new", { turn: this.#turnText(t) }), "info", this.#t);
    this.#emitChange();
    return true;
  }

  /** Undo: one move, or in a game against the computer back to the last position a person plays;
   *  at the start of a game that replaced one in progress, back to that game. */
  undo() {
    return this.#takeBack("undo");
  }
  redo() {
    return this.#takeBack("redo");
  }
  /** Shows the position after `ply` records of the history (0: the start) without changing the
   *  game, or the game now with null (or the last ply). While a past position is shown the board
   *  takes no move. False when there is nothing to show (no game, a move animated, no such ply). */
  view(ply) {
    const s = this.#session;
    if (!s || (this.busy && !this.#replaying)) return false;
    const total = s.game.history().length;
    const from = this.#viewing ?? total;
    if (this.#replaying) {
      this.#anim.skip(); // a step while a replay is shown: the new one is shown at once
      this.#replaySteps++;
    }
    const replay = !this.#replaying && this.speed > 0 && ply === from + 1 ? this.#pastView(from) : null;
    if (ply === null || ply === undefined || ply === total) {
      if (this.#viewing === null) return true;
      this.#syncFromEngine(this.#recall());
      this.#renderMoves();
      this.#voice.say((t) => t("said.backLive", { turn: this.#turnText(t) }), "info", this.#t);
      this.#emitView();
      if (replay) this.#replay(from, replay);
      else this.#goOnLive();
      return true;
    }
    if (!Number.isInteger(ply) || ply < 0 || ply > total) return false;
    this.#cancelThinking();
    this.#closeChoice();
    this.#hint = null;
    this.#selected.clear();
    const view = this.#pastView(ply);
    const relayout = this.#view && s.board.layoutKey?.(view) !== s.board.layoutKey?.(this.#view);
    this.#viewing = ply;
    this.#view = view;
    this.#painter.view = view;
    if (relayout) this.#relayout(true);
    this.#refresh();
    this.#renderMoves();
    this.#voice.say((t) => this.#viewWords(ply, t), "info", this.#t);
    this.#emitView();
    if (replay) this.#replay(from, replay);
    return true;
  }

  /** A step forward while looking back: record `k` replayed on the board from the position before
   *  it (`before`), as when it was played; then the position stepped to, or the game now, again. */
  async #replay(k, before) {
    const s = this.#session;
    const target = this.#view;
    const steps = this.#replaySteps;
    this.#replaying = true;
    try {
      await this.#animate(s.timeline().history[k], before, target);
    } finally {
      this.#replaying = false;
    }
    if (this.#session !== s || this.#replaySteps !== steps) {
      // stepped again meanwhile (that view is shown), or a new game: only the live game's turn goes on
      if (this.#session === s && this.#viewing === null) this.#goOnLive();
      return;
    }
    this.#view = target;
    this.#painter.view = target;
    this.#refresh();
    if (this.#viewing === null) this.#goOnLive();
  }

  /** Back at the game now: the computer's turn or an automatic throw goes on. */
  #goOnLive() {
    this.#maybeComputer();
    this.#maybeAutoThrow();
  }
  /** While a past position is shown: play on from it, the later moves taken back as undo does
   *  (redo brings them back). False when the board shows the game now. */
  playOn() {
    const s = this.#session;
    const ply = this.#viewing;
    if (!s || ply === null || this.busy) return false;
    const focused = this.#hasFocus();
    const back = s.game.history().length - ply;
    if (back > 0) s.game.undo(back);
    this.#left = null;
    this.#syncFromEngine(this.#recall());
    this.#renderMoves();
    this.#voice.say((t) => t("said.playOn", { n: ply, turn: this.#turnText(t) }), "info", this.#t);
    this.#emitView();
    this.#emitChange();
    if (focused) this.#focusNext();
    this.#maybeComputer();
    this.#maybeAutoThrow();
    return true;
  }
  /** Starts the game's lesson from its first step (a lesson left earlier starts again there);
   *  the game in progress comes back when the lesson ends. False when the game has none. */
  learn() {
    const s = this.#session;
    const id = s?.id;
    if (!s || !lessons[id] || this.busy) return false;
    const left = this.#lesson?.left ?? (s.game.history().length ? s.game.save() : null);
    this.#lesson = { id, n: 0, played: false, left };
    this.#lessonStep(0);
    return true;
  }
  /** Leaves the lesson at any step: the game it replaced comes back (or a new one). */
  leaveLesson() {
    return this.#endLesson(false);
  }
  save() {
    return this.#session ? this.#session.game.save() : null;
  }
  /** Replaces the game with one restored from `save()`; throws GameError("bad_save") and keeps the current game otherwise. */
  load(save) {
    const game = Game.load(save);
    this.#dropLesson();
    if (!boards[game.id]) {
      const id = game.id; // before the game is freed
      game.free();
      throw new GameError("bad_save", `this board cannot draw ${id}`);
    }
    this.#setGame(game);
    this.setAttribute("game", game.id); // after #setGame, so the attribute callback sees the same game
    this.#voice.say((t) => t("said.loaded", { turn: this.#turnText(t) }), "info", this.#t);
    this.#emitChange();
  }
  /** Siryu: throws the sticks with the game's seeded generator (a chance move) and animates them. */
  async roll() {
    const s = this.#session;
    if (!s || this.busy || s.game.toMove() !== "chance" || this.#refuseForComputer() || this.#refuseForView()) return null;
    if (this.#lesson && this.#refuseForLesson({ kind: "throw" })) return null; // a lesson throws for the visitor
    return this.#run(() => s.game.roll(), false, this.#hasFocus());
  }
  /** Plays a move (object or notation) as if chosen on the board, with its animation. */
  async play(move) {
    const s = this.#session;
    if (!s || this.busy || this.#refuseForComputer() || this.#refuseForView()) return null;
    if (this.#lesson && this.#refuseForLesson(typeof move === "string" ? s.legal[s.game.legalNotations().indexOf(move)] : move)) return null;
    return this.#run(() => s.game.play(move), false, this.#hasFocus());
  }
  /** Asks the engine (in the worker) for a move for the person to move, marks it on the board and
   *  says it; resolves to the move, or null when there is nothing to suggest now. */
  async hint() {
    const s = this.#session;
    if (!s || this.busy || s.over || this.#refuseForComputer() || this.#refuseForView()) return null;
    const ply = s.state.ply;
    const answer = await this.#computer.ask({ save: s.game.save(), level: this.level, seed: this.#seedFor(ply, 1), timeMs: THINK_MS });
    if (this.#session !== s || s.state.ply !== ply || this.#isComputerTurn() || this.#viewing !== null) return null; // the game moved on meanwhile
    if (!answer.move) {
      if (answer.error) this.#voice.say((t) => t("said.hintFailed"), "info", this.#t);
      return null;
    }
    const m = answer.move;
    const hole = s.board.holeOf(m, this.#view);
    const holes = m.kind === "fill" ? m.houses.slice() : hole === null ? [] : [hole];
    this.#hint = { move: m, ply, holes, key: m.kind === "throw" ? "roll" : `move-${m.kind}` };
    this.#refresh();
    this.#voice.say((t) => t("said.hint", { move: this.#hintWords(m, hole, t) }), "info", this.#t);
    return m;
  }

  // ------------------------------------------------------------ the game and what is drawn

  #setGame(game) {
    this.#cancelThinking();
    this.#anim.skip();
    this.#closeChoice();
    const sameGame = game && this.#session?.id === game.id; // before the old game is freed
    this.#session?.free();
    this.#session = game ? new Session(game, boards[game.id]) : null;
    this.#left = null;
    this.#hint = null;
    this.#selected.clear();
    if (!sameGame) this.#resetSteady();
    const board = this.#session?.board ?? null;
    this.#painter.forget();
    this.#painter.board = board;
    this.#view = null;
    if (!game) {
      this.#els.wrap.hidden = true;
      this.#els.top.hidden = true;
      this.#els.said.hidden = true;
      this.#mirror.clear();
      this.#els.actions.replaceChildren();
      this.#voice.clear();
      return;
    }
    this.#els.note.hidden = true;
    this.#els.wrap.hidden = false;
    this.#els.top.hidden = false;
    this.#els.said.hidden = false;
    this.#mirror.clear();
    this.#els.actions.replaceChildren();
    this.#syncFromEngine(this.#recall());
    this.#relayout(true);
    this.#maybeComputer();
    this.#maybeAutoThrow();
  }

  #showNote(text) {
    this.#els.note.textContent = text;
    this.#els.note.hidden = false;
    this.#els.wrap.hidden = true;
    this.#els.top.hidden = true;
    this.#els.said.hidden = true;
  }

  /** The view becomes the engine's state again: numbers, legal moves, mirror, status. */
  #syncFromEngine(last = this.#view?.last ?? null) {
    const s = this.#session;
    this.#viewing = null;
    const state = s.state;
    s.refresh();
    const view = /** @type {View} */ ({
      ...s.board.model(state),
      legal: new Set(),
      selected: this.#selected,
      hover: this.#hover,
      focus: this.#focusShown,
      last,
      hand: null,
      flying: [],
      interactive: true,
    });
    this.#selected.clear();
    if (this.#hint && this.#hint.ply !== state.ply) this.#hint = null;
    for (const m of s.legal) {
      if (m.kind === "fill") for (const h of m.houses) view.legal.add(h);
      const h = s.board.holeOf(m, view);
      if (h !== null) view.legal.add(h);
    }
    const relayout = this.#view && s.board.layoutKey?.(view) !== s.board.layoutKey?.(this.#view);
    this.#view = view;
    this.#painter.view = view;
    if (relayout) this.#relayout(true);
    this.#refresh();
    this.#renderMoves();
  }

  /** The board's view of the position after `ply` records: drawn like the game's, nothing playable. */
  #pastView(ply) {
    const s = this.#session;
    const { history, states } = s.timeline();
    const model = s.board.model(states[ply]);
    return /** @type {View} */ ({
      ...model,
      legal: new Set(),
      selected: new Set(),
      hover: null,
      focus: this.#focusShown,
      last: s.board.recall(history.slice(0, ply), model, this.#t),
      hand: null,
      flying: [],
      interactive: false,
    });
  }

  /** "Move 5 of 12: South sowed pit 3…", or the start: what a past position shown is. */
  #viewWords(ply, t) {
    const s = this.#session;
    const { history, states } = s.timeline();
    if (ply === 0) return t("view.said.start", { total: history.length });
    return t("view.said", { n: ply, total: history.length, text: this.#summary(history, states, ply - 1, t) });
  }

  /** The words for record `k` of the history, from the state after it (as said when it was played). */
  #summary(history, states, k, t = this.#t) {
    const words = this.#words(states[k + 1], () => history.slice(0, k + 1));
    return describeRecord(this.#session.board, history[k], t, words);
  }

  /** The move list: one item per record, the one shown marked; hidden when empty or moves="off". */
  #renderMoves() {
    const s = this.#session;
    const list = this.#els.moves;
    const off = this.getAttribute("moves") === "off";
    if (!s || off) {
      list.hidden = true;
      if (!s) list.replaceChildren();
      return;
    }
    const { history, states } = s.timeline();
    list.hidden = false;
    list.dataset.empty = this.#t("moves.none");
    const notation = (r) => s.board.listNotation?.(r) ?? r.notation;
    const items = history.map((r, k) => ({ n: k + 1, notation: notation(r), summary: () => this.#summary(history, states, k) }));
    this.#moves.render(items, this.#viewing ?? history.length, this.#t("moves.label"), [s, this.#t]);
  }

  /** Sets up step `n` of the lesson: its position, built by the engine, and its words. */
  #lessonStep(n) {
    const L = this.#lesson;
    const step = lessons[L.id][n];
    L.n = n;
    L.played = false;
    if (step.position) {
      const game = Game.fromPosition(L.id, /** @type {any} */ (positionOf(L.id, step, Game)));
      for (const move of step.before ?? []) game.play(move);
      this.#setGame(game);
    } else {
      // the step goes on from where the step before left the game
      const s = this.#session;
      for (const move of step.before ?? []) s.game.play(move);
      this.#syncFromEngine(this.#recall());
      this.#renderMoves();
    }
    this.#resetSteady(); // a lesson's words and controls are not the game's
    this.#relayout(true);
    this.#renderLesson();
    const steps = lessons[L.id].length;
    const title = (t) => t("lesson.step", { n: n + 1, steps, title: say(step.title, t.lang) });
    // the panel shows the step's words: on screen, the line under the status says only which step
    this.#voice.say((t) => `${title(t)}. ${say(step.text, t.lang)}`, "info", this.#t, title);
    this.#emitChange();
    this.dispatchEvent(new CustomEvent("lessonstep", { detail: { step: n + 1, steps } }));
  }

  /** True when the lesson refuses `move` (not the one its step asks for, or the step is done), saying why. */
  #refuseForLesson(move) {
    const L = this.#lesson;
    const step = lessons[L.id][L.n];
    const hole = move ? this.#session.board.holeOf(move, this.#view) : null;
    if (L.played) this.#refuse(hole, this.#t(L.n + 1 === lessons[L.id].length ? "lesson.pressFinish" : "lesson.pressNext"));
    else if (!move || !step.expect.some((e) => sameMove(move, e))) this.#refuse(hole, `${this.#t("lesson.tryAgain")} ${say(step.hint, this.#t.lang)}`);
    else return false;
    return true;
  }

  /** The step's move was played: what it showed, said and shown, and the way on. */
  #lessonPlayed(record, words) {
    const L = this.#lesson;
    const step = lessons[L.id][L.n];
    L.played = true;
    this.#renderLesson();
    const board = this.#session.board;
    const move = (t) => describeRecord(board, record, t, words);
    this.#voice.say((t) => `${move(t)} ${say(step.done, t.lang)}`, "move", this.#t, move);
  }

  #renderLesson() {
    const L = this.#lesson;
    if (!L) {
      this.#els.panel.replaceChildren();
      return;
    }
    const steps = lessons[L.id];
    renderLesson(
      this.#els.panel,
      { t: this.#t, step: steps[L.n], n: L.n + 1, steps: steps.length, played: L.played },
      {
        next: () => (L.n + 1 < steps.length ? this.#lessonStep(L.n + 1) : this.#endLesson(true)),
        leave: () => this.#endLesson(false),
      },
    );
  }

  /** Ends the lesson (done, or left) and brings back the game it replaced, or a new one. */
  #endLesson(completed) {
    const L = this.#lesson;
    if (!L) return false;
    const step = L.n + 1;
    this.#lesson = null;
    this.#renderLesson();
    if (L.left) this.load(L.left);
    else this.newGame();
    this.#resetSteady();
    this.#relayout(true);
    this.dispatchEvent(new CustomEvent("lessonend", { detail: { completed, step } }));
    return true;
  }

  /** A new game or a load during a lesson: the lesson is over, left where it was. */
  #dropLesson() {
    const L = this.#lesson;
    if (!L) return;
    this.#lesson = null;
    this.#renderLesson();
    this.dispatchEvent(new CustomEvent("lessonend", { detail: { completed: false, step: L.n + 1 } }));
  }

  #emitView() {
    this.dispatchEvent(new CustomEvent("viewchange", { detail: { ply: this.#viewing } }));
  }

  /** A move asked for while a past position is shown: refused, saying how to play on (true when refused). */
  #refuseForView() {
    if (this.#viewing === null) return false;
    this.#refuse(null, this.#t("view.refuse"));
    return true;
  }

  /** What the board marks as just played, from the game's history (after undo, redo, load). */
  #recall() {
    const s = this.#session;
    return s.board.recall(s.game.history(), s.model(), this.#t);
  }

  /** The words' context: the state after a move, a list of places, the history and options. */
  #words(state = this.#session.state, history = () => this.#session.game.history()) {
    const s = this.#session;
    return {
      state,
      placeList: (holes) => this.#t.list(holes.map((h) => s.board.placeName(h, this.#t))),
      get history() {
        return history();
      },
      options: s.game.options,
    };
  }

  #refresh() {
    const s = this.#session;
    const v = this.#view;
    if (!s || !v) return;
    if (!this.busy) {
      v.interactive = this.#viewing === null && !this.#isComputerTurn();
      v.ending = v.over && v.result ? s.board.endText(v.result, this.#t, this.#words()) : null;
      v.focus = this.#focusShown;
    }
    this.#renderMirror();
    this.#renderActions();
    this.#renderStatus();
    this.#painter.t = this.#t;
    this.#painter.hint = this.#hint && !this.busy ? this.#hint : null;
    this.#painter.draw();
    this.#holdSteady();
  }

  /** Lays the board out for the room it has: the element's width, and a height that leaves room
   *  for its words and controls within its max-height (or the window's height). */
  #relayout(force = false) {
    const s = this.#session;
    if (!s || this.#els.wrap.hidden) return;
    const list = this.getAttribute("moves") !== "off";
    const wide = this.clientWidth >= MOVES.besideFrom; // room for the move list beside the board
    const beside = list && wide;
    this.#els.frame.classList.toggle("beside", beside);
    // a lesson's words come before the board where there is no such room (a phone): below, a tall
    // board (Siryu's) pushed them out of sight, under the sticks
    const panelAt = this.#lesson && !wide ? this.#els.wrap : this.#els.moves;
    if (this.#els.panel.nextElementSibling !== panelAt) this.#els.frame.insertBefore(this.#els.panel, panelAt);
    this.#els.moves.style.height = list && !beside ? `${MOVES.below - 8}px` : "";
    const width = Math.max(1, Math.floor(this.#els.wrap.clientWidth || this.clientWidth || 360));
    const hostMax = parseFloat(getComputedStyle(this).maxHeight);
    // a fixed allowance for the words and controls: measured heights would change the board's
    // size (and repaint it whole) each time a message grew by a line
    const chrome = (CHROME[s.id] ?? CHROME.default) + (list && !beside ? MOVES.below : 0) + (this.#lesson ? LESSON_ROOM : 0);
    const room = Math.min(Number.isFinite(hostMax) ? hostMax : Infinity, globalThis.innerHeight || 800) - chrome;
    const widthChanged = this.#painter.layout && this.#painter.layout.width !== width;
    if (!this.#painter.relayout(width, Math.max(180, room), force)) return;
    if (widthChanged) this.#resetSteady();
    this.#mirror.build(this.#painter.layout);
    if (this.#choice) this.#openChoice(this.#choice.hole, false);
    this.#refresh();
  }

  /** The parts above and below the board never shrink during a game at one width, so that
   *  nothing moves under the pointer when a message or the controls change. */
  #holdSteady() {
    for (const name of ["top", "said", "actions"]) {
      const el = this.#els[name];
      if (el.hidden) continue;
      const h = el.offsetHeight;
      if (h > (this.#steady.get(name) ?? 0)) {
        this.#steady.set(name, h);
        el.style.minHeight = `${h}px`;
      }
    }
  }

  #resetSteady() {
    this.#steady.clear();
    for (const name of ["top", "said", "actions"]) this.#els[name].style.minHeight = "";
  }

  /** "South to move", the refill prompt or the result, from the view (so it holds during an animation). */
  #turnText(t = this.#t) {
    return this.#view ? this.#session.board.turnText(this.#view, t, this.#session.legal) : "";
  }

  #renderStatus() {
    const v = this.#view;
    const s = this.#session;
    const t = this.#t;
    this.#els.marker.textContent = s.board.marker(v);
    this.#els.wrap.classList.toggle("past", this.#viewing !== null);
    // not while looking back: the status line then needs the row (a narrow phone in French)
    this.#els.learn.hidden = !lessons[s.id] || this.#lesson !== null || this.#viewing !== null;
    this.#els.learn.textContent = t("lesson.learn");
    let text;
    if (this.#viewing !== null) {
      const total = s.game.history().length;
      text = this.#viewing === 0 ? t("view.status.start") : t("view.status", { n: this.#viewing, total }); // whose turn it was there, the trays say
    } else if (v.over) text = t("over.status", { title: t("over.title"), result: this.#turnText() });
    else if (this.busy && this.#playing) {
      const player = this.#playing.player === null ? "" : s.board.playerName(this.#playing.player, t);
      text = t(this.#playing.byComputer ? "status.computerPlaying" : "status.playing", { player });
    } else if (this.#isComputerTurn()) text = `${this.#turnText()} · ${t(this.#thinking ? "computer.thinking" : "computer.turn")}`;
    else text = this.#turnText();
    this.#els.statusText.textContent = text;
    this.#els.mirror.setAttribute("aria-label", t("board.label", { game: gameName(s.id) }));
  }

  #renderSoundToggle() {
    const on = this.sound;
    const b = this.#els.sound;
    // the name stays "Sounds" (its state is aria-pressed); the words on and off are for the eye
    const state = document.createElement("span");
    state.className = "state";
    state.setAttribute("aria-hidden", "true");
    state.textContent = this.#t(on ? "sound.on" : "sound.off");
    b.replaceChildren(`♪ ${this.#t("sound.label")} `, state);
    b.setAttribute("aria-pressed", String(on));
  }

  #renderMirror() {
    const s = this.#session;
    const v = this.#view;
    const t = this.#t;
    const choosing = s.fillChoice();
    const open = !this.busy && !this.#isComputerTurn() && this.#viewing === null;
    const hinted = new Set(this.#hint?.holes ?? []);
    this.#mirror.update((i) => {
      const playable = open && v.legal.has(i);
      let text = s.board.targetLabel(i, v, t);
      let pressed = null;
      if (choosing && playable) {
        text += `, ${t(this.#selected.has(i) ? "fill.chosen" : "fill.notChosen")}`;
        pressed = this.#selected.has(i);
      }
      if (!playable) text += `, ${t("hole.cannot")}`;
      if (hinted.has(i)) text += `, ${t("hole.hinted")}`;
      return { text, playable, pressed, hinted: hinted.has(i) };
    }, v.legal);
  }

  #renderActions() {
    const s = this.#session;
    const t = this.#t;
    const fills = s.fillChoice();
    const viewing = this.#viewing !== null;
    const waiting = !viewing && (this.busy || this.#isComputerTurn() || !s.legal.length);
    let fill = null;
    if (fills) {
      const match = fills.find((m) => sameSet(m.houses, this.#selected));
      fill = {
        prompt: t("fill.prompt", { n: fills[0].houses.length, chosen: this.#selected.size }),
        label: match ? t("choice.fill", { list: this.#words().placeList(match.houses) }) : t("fill.confirm"),
        ready: Boolean(match),
      };
    }
    const choice = this.#choice && {
      title: s.board.choiceTitle(this.#choice.hole, t),
      options: this.#choice.options.map((option) => ({ option, label: s.board.moveLabel(option.move, t, option) ?? s.notation(option.move) })),
    };
    renderActions(
      this.#els.actions,
      {
        t,
        waiting: waiting && !(s.over && !this.busy),
        viewing,
        choice,
        fill,
        throwing: !choice && s.throwDue() ? { sticks: this.#sticks, auto: this.autoThrow, open: this.#realSticks } : null,
        offBoard: choice || fills ? [] : s.movesOffBoard(this.#view).map((move) => ({ move, label: s.board.moveLabel(move, t) ?? s.notation(move) })),
        hint: this.#hint && !this.#hint.holes.length ? this.#hint.key : null,
      },
      {
        // a choice's buttons take a keyboard press, or a pointer's press that began after the choice opened
        accept: (e) => e.detail === 0 || (this.#choice !== null && this.#input.presses > this.#choice.presses),
        choose: (option) => this.#choose(option),
        cancel: () => this.#closeChoice(true),
        fill: () => {
          const match = fills?.find((m) => sameSet(m.houses, this.#selected));
          if (match) this.#play(match, this.#hasFocus());
        },
        roll: () => this.roll(),
        auto: (on) => (this.autoThrow = on),
        real: (open) => (this.#realSticks = open),
        toggleStick: (i) => {
          this.#sticks[i] = !this.#sticks[i];
          this.#renderActions();
        },
        enter: () => this.play({ kind: "throw", sticks: this.#sticks.slice() }),
        play: (move) => this.#play(move, this.#hasFocus()),
        live: () => this.view(null),
        playOn: () => this.playOn(),
      },
    );
  }

  // ------------------------------------------------------------ choosing on the board

  /** True when the focus is inside the element. */
  #hasFocus() {
    return this.shadowRoot.activeElement !== null;
  }

  #tap(hit) {
    if (!this.#session) return;
    if (!hit) {
      if (this.#choice) this.#closeChoice();
      return;
    }
    if (hit.mark) return this.#choose(hit.mark.option);
    this.#mirror.focusHole = hit.hole;
    if (this.#choice?.hole === hit.hole) return this.#closeChoice();
    this.#activate(hit.hole);
  }

  #hoverOver(hole) {
    const h = hole !== null && this.#view?.legal.has(hole) ? hole : null;
    if (h !== this.#hover) {
      this.#hover = h;
      if (this.#view && !this.busy) {
        this.#view.hover = h;
        this.#painter.draw();
      }
    }
    return h !== null;
  }

  #escape() {
    if (this.busy) {
      this.#anim.skip();
      return true;
    }
    if (this.#choice) {
      this.#closeChoice(true);
      return true;
    }
    return false;
  }

  /** A place was chosen: play its one legal move, offer its ways, pick it for a refill, or say why not. */
  #activate(hole) {
    const s = this.#session;
    const v = this.#view;
    if (!s || !v || this.busy) return;
    if (this.#refuseForView()) return;
    if (s.over) return this.#refuse(null, this.#t("said.gameOver"));
    if (this.#refuseForComputer()) return;
    if (s.fillChoice()) {
      if (!v.legal.has(hole)) return this.#refuse(hole, s.board.refusal(hole, v, this.#t, s.legal));
      if (this.#selected.has(hole)) this.#selected.delete(hole);
      else this.#selected.add(hole);
      this.#refresh();
      return;
    }
    const moves = s.movesAt(hole, v);
    if (!moves.length) return this.#refuse(hole, s.board.refusal(hole, v, this.#t, s.legal));
    const ways = s.board.candidates(hole, v);
    if (moves.length > 1 || (s.board.chooseAlways && ways.length > 1)) return this.#openChoice(hole);
    const focused = this.#hasFocus();
    this.#closeChoice();
    this.#play(moves[0], focused);
  }

  /** Offers the ways to play a place: buttons below the board (never under the finger that chose
   *  the place) and marks on the board (arrows, destinations), each tapped to choose. */
  #openChoice(hole, announce = true) {
    const s = this.#session;
    const t = this.#t;
    const options = announce ? s.options(hole, this.#view, t) : this.#choice.options;
    const marks = s.board.choiceMarks(this.#painter.layout, this.#view, hole, options, t);
    const focused = announce ? this.#hasFocus() : this.#choice.focused;
    this.#choice = { hole, options, marks, presses: announce ? this.#input.presses : this.#choice.presses, focused };
    this.#painter.marks = marks;
    this.#els.marks.replaceChildren(
      ...marks.map((m, i) => {
        const spot = document.createElement("span");
        spot.dataset.option = String(options.indexOf(m.option));
        spot.dataset.index = String(i);
        Object.assign(spot.style, { left: `${m.x}px`, top: `${m.y}px`, width: `${m.r * 2}px`, height: `${m.r * 2}px` });
        return spot;
      }),
    );
    this.#refresh();
    if (!announce) return;
    this.#voice.say(s.board.choiceTitle(hole, t), "info", t);
    /** @type {HTMLElement | null} */ (this.#els.actions.querySelector("button.option:not(:disabled)"))?.focus();
  }

  #choose(option) {
    if (!this.#choice) return;
    if (!option.legal) return this.#refuse(this.#choice.hole, option.reason);
    const focused = this.#choice.focused || this.#hasFocus();
    this.#closeChoice();
    this.#play(option.move, focused);
  }

  #closeChoice(refocus = false) {
    if (!this.#choice) return;
    this.#choice = null;
    this.#painter.marks = [];
    this.#els.marks.replaceChildren();
    if (this.#view) this.#refresh();
    if (refocus) this.#mirror.focus(this.#view?.legal);
  }

  /** Says why a place cannot be played (on screen, to screen readers, and marked on the board). */
  #refuse(hole, reason) {
    const text = reason || this.#t("said.gameOver");
    this.#voice.say(text, "refusal", this.#t);
    this.#sounds.play("refuse");
    this.#painter.flash = hole;
    clearTimeout(this.#flashTimer);
    this.#flashTimer = setTimeout(() => {
      this.#painter.flash = null;
      this.#painter.draw();
    }, REFUSAL_MARK_MS);
    this.#painter.draw();
    this.dispatchEvent(new CustomEvent("refusal", { detail: { place: hole, reason: text } }));
  }

  #play(move, focused) {
    if (this.#lesson && this.#refuseForLesson(move)) return null;
    return this.#run(() => this.#session.game.play(move), false, focused);
  }

  // ------------------------------------------------------------ a move: played, animated, said

  /** Makes one engine call that returns a record, animates it and tells what happened. */
  async #run(call, byComputer = false, focused = false) {
    const s = this.#session;
    if (!s || this.busy) return null;
    clearTimeout(this.#autoTimer);
    const before = this.#view;
    let record;
    try {
      record = call();
    } catch (e) {
      // an illegal move from the page, or the game changed behind our back: show the engine's truth
      this.#syncFromEngine();
      this.#voice.say((t) => t("said.refused", { message: e.message }), "refusal", this.#t);
      this.dispatchEvent(new CustomEvent("error", { detail: e }));
      return null;
    }
    this.#hint = null;
    this.#closeChoice();
    s.refresh();
    const state = s.state;
    const after = s.board.model(state);
    this.#playing = { player: record.player, byComputer };
    await this.#animate(record, before, after);
    this.#playing = null;
    if (this.#session !== s) return record; // a new game or a load while it was shown
    this.#syncFromEngine(s.board.lastOf(record, after, before?.last, this.#t));
    const words = this.#words(state);
    const over = record.events.some((e) => e.type === "game-over");
    this.#voice.say(
      (t) => {
        const text = describeRecord(s.board, record, t, words);
        return byComputer ? t("said.computer", { text }) : text;
      },
      over ? "end" : "move",
      this.#t,
      // at the end the status line and the board say the result: on screen, only why
      over ? (t) => s.board.endText(state.result, t, words) : null,
    );
    if (over) {
      this.#sounds.play("end");
      this.#resetSteady(); // the game's controls are gone, and the room kept for them goes too
      this.#refresh();
    }
    if (this.#lesson) this.#lessonPlayed(record, words);
    if (focused || this.#hasFocus()) this.#focusNext();
    this.#emitMove(record);
    this.#maybeComputer();
    this.#maybeAutoThrow();
    return record;
  }

  /** The board replays the record's events on a copy of the view; the clock is anim.js's. */
  async #animate(record, before, after) {
    const ms = this.speed;
    if (!ms || !before || !this.#painter.layout) return;
    const board = this.#session.board;
    const v = board.copyView(before);
    Object.assign(v, { legal: new Set(), selected: new Set(), hand: null, flying: [], interactive: false, focus: null, hover: null });
    this.#view = v;
    this.#painter.view = v;
    this.#shownTotals = board.totals(v).join(",");
    const done = this.#anim.run(board, record, v, {
      ms,
      t: this.#t,
      layout: this.#painter.layout,
      after,
      sound: (name) => this.#sounds.play(name),
    });
    this.#refresh();
    this.#voice.show((t) => t("status.skip"), this.#t);
    await done;
  }

  /** A frame of an animation: painted, and when the totals it shows change (a capture lands, a
   *  round ends) a `scores` event says them, so a page's score can follow the board. */
  #animationFrame() {
    this.#painter.draw();
    const v = this.#painter.view;
    if (!v || !this.#session) return;
    const totals = this.#session.board.totals(v);
    const key = totals.join(",");
    if (key === this.#shownTotals) return;
    this.#shownTotals = key;
    this.dispatchEvent(new CustomEvent("scores", { detail: { totals } }));
  }

  /** After a person's move made from inside the element, the keyboard lands on what comes next:
   *  the sticks when a throw is due, else the board (a legal place), else the first control. */
  #focusNext() {
    const s = this.#session;
    const v = this.#view;
    if (!s || !v) return;
    const button = (sel) => /** @type {HTMLElement | null} */ (this.#els.actions.querySelector(sel));
    if (s.over || this.#isComputerTurn()) this.#mirror.focus(null);
    else if (s.throwDue()) (button('[data-key="roll"]') ?? button("button:not(:disabled)"))?.focus();
    else if (v.legal.size) this.#mirror.focus(v.legal);
    else button("button:not(:disabled)")?.focus();
  }

  #emitMove(record) {
    const summary = describeRecord(this.#session.board, record, this.#t, this.#words());
    this.dispatchEvent(new CustomEvent("move", { detail: { ...record, summary }, bubbles: true }));
    this.#emitChange();
    const over = record.events.find((e) => e.type === "game-over");
    if (over) this.dispatchEvent(new CustomEvent("gameover", { detail: over.result ?? this.#session.game.result(), bubbles: true }));
  }

  #emitChange() {
    this.dispatchEvent(new CustomEvent("change", { detail: this.#session?.state ?? null }));
  }

  #takeBack(which) {
    const s = this.#session;
    if (!s) return null;
    this.#cancelThinking();
    this.#anim.skip();
    if (which === "undo" && !s.game.canUndo() && this.#left) return this.#restoreLeft();
    let record = s.game[which]();
    // against the computer: on to the last (or next) position where a person is to play
    const seats = this.#computerSeats();
    const people = s.state.players > seats.size;
    if (record && people) {
      while (this.#isComputerTurn() && (which === "undo" ? s.game.canUndo() : s.game.canRedo())) record = s.game[which]() ?? record;
    }
    if (!record) {
      this.#voice.say((t) => t(which === "undo" ? "said.nothingToUndo" : "said.nothingToRedo"), "info", this.#t);
      return null;
    }
    this.#closeChoice();
    this.#syncFromEngine(this.#recall());
    if (this.#lesson) {
      this.#lesson.played = s.game.history().length > 0;
      this.#renderLesson();
    }
    if (which === "undo") this.#voice.say((t) => t("said.undo", { turn: this.#turnText(t) }), "info", this.#t);
    else {
      const words = this.#words();
      this.#voice.say((t) => `${t("said.redo")} ${describeRecord(s.board, record, t, words)}`, "move", this.#t);
    }
    this.#emitChange();
    this.#maybeComputer();
    this.#maybeAutoThrow();
    return record;
  }

  /** Undo at the start of a new game: the game it replaced, as it was left. */
  #restoreLeft() {
    const save = this.#left;
    this.#left = null;
    const game = Game.load(save);
    this.#setGame(game);
    this.#voice.say((t) => t("said.restored", { turn: this.#turnText(t) }), "info", this.#t);
    this.#emitChange();
    return this.#session.game.history().at(-1) ?? null;
  }

  /** A suggested move in words: "Pit 3", "House 4, sow clockwise (−)", "Fill …", "Throw the sticks". */
  #hintWords(m, hole, t) {
    const s = this.#session;
    if (m.kind === "throw") return t("sticks.throw");
    if (m.kind === "fill") return t("choice.fill", { list: this.#words().placeList(m.houses) });
    if (hole === null) return s.board.moveLabel(m, t) ?? s.notation(m);
    const place = s.board.placeName(hole, t);
    const several = s.board.candidates(hole, this.#view).length > 1;
    const how = several ? s.board.moveLabel(m, t) : null;
    return how ? `${place}, ${how}` : place;
  }

  // ------------------------------------------------------------ the computer, automatic throws

  #computerSeats() {
    const v = this.getAttribute("computer");
    if (!v) return new Set();
    return new Set(
      v
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number)
        .filter((n) => Number.isInteger(n) && n >= 0),
    );
  }

  /** True when the game is on and the seat to move (or to throw) is one the computer plays. */
  #isComputerTurn() {
    const s = this.#session;
    if (!s || s.over || this.#lesson) return false;
    const seats = this.#computerSeats();
    return seats.size > 0 && seats.has(s.state.seat);
  }

  /** A person's input on the computer's turn: refused, kindly (true when refused). */
  #refuseForComputer() {
    if (!this.#isComputerTurn()) return false;
    this.#voice.say((t) => t("said.wait"), "info", this.#t);
    return true;
  }

  #seedFor(ply, salt) {
    const base = Number(this.getAttribute("seed")) || 0;
    return ((base * 31 + ply * 7919 + salt) >>> 0) % 2147483647;
  }

  /** Drops a computer turn or an automatic throw under way; a search still running is stopped. */
  #cancelThinking() {
    this.#turnToken++;
    clearTimeout(this.#autoTimer);
    this.#computer.cancel();
    if (this.#thinking) {
      this.#setThinking(false);
      if (this.#view) this.#refresh();
    }
  }

  /** On a computer seat's turn: ask the worker, wait the short pause, play the move like a person's. */
  async #maybeComputer() {
    const s = this.#session;
    if (!s || this.busy || this.#thinking || !this.isConnected || this.#viewing !== null || !this.#isComputerTurn()) return;
    const token = ++this.#turnToken;
    this.#setThinking(true);
    this.#renderStatus();
    const started = performance.now();
    const ply = s.state.ply;
    const answer = await this.#computer.ask({ save: s.game.save(), level: this.level, seed: this.#seedFor(ply, 0), timeMs: THINK_MS });
    if (token !== this.#turnToken) return; // abandoned: undo, new game, load, other seats
    if (!answer.move) {
      this.#setThinking(false);
      this.#refresh();
      if (!answer.stale) {
        this.#voice.say((t) => t("said.computerFailed"), "info", this.#t);
        this.dispatchEvent(new CustomEvent("error", { detail: new GameError(answer.error ?? "internal", answer.message ?? "the computer found no move") }));
      }
      return;
    }
    const wait = this.computerDelay - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (token !== this.#turnToken) return;
    this.#setThinking(false);
    if (this.#session !== s || s.state.ply !== ply) return;
    await this.#run(() => s.game.play(answer.move), true);
  }

  /** Siryu with auto-throw: a person's throw is made for them after a short pause. */
  #maybeAutoThrow() {
    const s = this.#session;
    clearTimeout(this.#autoTimer);
    if (!s || !this.autoThrow || this.#lesson || s.over || this.busy || this.#viewing !== null || !s.throwDue() || this.#isComputerTurn() || !this.isConnected) return;
    const token = this.#turnToken;
    const ply = s.state.ply;
    this.#autoTimer = setTimeout(() => {
      if (token === this.#turnToken && this.#session === s && s.state.ply === ply && !this.busy) this.roll();
    }, this.autoThrowDelay);
  }

  /** The computer starts or stops choosing a move: a `thinking` event (detail true/false) tells the page. */
  #setThinking(on) {
    this.#thinking = on;
    this.dispatchEvent(new CustomEvent("thinking", { detail: on }));
  }
}

customElements.define("folk-game", FolkGame);
