// <folk-game game="kpe|bay-khom|siryu" ruleset=".." players="2-8" lang="en|fr" seed=".." speed="ms"
//            station-sirs="1|3" first-player="0|1" round-starter=".." computer="1" level="easy|medium|hard">
//
// One embeddable board (STYLE.md, after chessground and <model-viewer>): it creates a Game once
// the WebAssembly is loaded, draws the engine's state on a canvas, offers exactly the engine's
// legal moves (mouse, touch, keyboard, screen readers) and animates the record each move returns.
// It never decides a rule. `computer` lists the seats the computer plays (comma-separated, 0-based):
// on their turns the element asks a Web Worker (ai-worker.js, the same package and .wasm) for the
// engine's suggestMove and plays it as a person's move is played, after a short pause. Events out: `move` (detail: record), `gameover` (detail: result),
// `change` (detail: state, after any move, undo, redo, new game or load) and `error` (detail: GameError).
//
// The boards (render/*.js) own geometry, paint, animation and the words for a record; this file
// owns the game, the DOM mirror (one focusable button per hole or square), choices and the live region.

import init, { Game, GameError, catalogue } from "./lib/js/folkgames.js";
import { drawLabel } from "./render/canvas.js";
import { boards as sowingBoards } from "./render/mancala.js";
import { siryuBoard } from "./render/siryu.js";
import { pickLang, translator } from "./i18n.js";

const boards = { ...sowingBoards, siryu: siryuBoard };
const DEFAULT_SPEED = 220;
const LEVELS = ["easy", "medium", "hard"];
const THINK_MS = 1500; // suggestMove's time cap; its node budget usually ends the search far sooner

/** Attributes that become engine options (the per-game names of rules/*.md). */
const OPTION_ATTRIBUTES = { ruleset: ["ruleset", String], players: ["players", Number], seed: ["seed", Number], "first-player": ["firstPlayer", Number], "round-starter": ["roundStarter", String], "station-sirs": ["stationSirs", Number] };

const CSS = `
:host { display: block; position: relative; max-width: 100%; color: #2b1a10; }
:host([hidden]), [hidden] { display: none !important; }
.wrap { position: relative; width: 100%; }
canvas { display: block; width: 100%; touch-action: manipulation; user-select: none; -webkit-user-select: none; }
.mirror button {
  position: absolute; transform: translate(-50%, -50%); border-radius: 50%;
  background: transparent; border: 0; padding: 0; margin: 0; color: transparent;
  pointer-events: none; /* the canvas takes the pointer; these take focus, keys and assistive clicks */
}
.mirror button.square { border-radius: 6px; }
.mirror button:focus-visible { outline: 3px solid #fff4d6; box-shadow: 0 0 0 6px #2b1a10; }
.choice {
  position: absolute; z-index: 2; display: flex; flex-direction: column; gap: 6px; padding: 10px;
  background: #fbf3e4; border: 2px solid #6e3d1c; border-radius: 12px; box-shadow: 0 6px 18px rgba(40,20,8,.35);
  min-width: 11em; max-width: calc(100% - 8px); font: 500 0.95rem system-ui, sans-serif;
}
.choice[hidden], .actions:empty { display: none; }
.choice p { margin: 0 0 2px; font-weight: 700; }
button.act {
  font: 600 0.95rem system-ui, sans-serif; color: #2b1a10; background: #f3d9a8; border: 2px solid #6e3d1c;
  border-radius: 10px; padding: 0.45em 0.8em; cursor: pointer; min-height: 44px;
}
button.act.primary { background: #7a4420; color: #fbefd9; border-color: #4a2812; }
button.act.primary:hover { background: #8f5429; }
button.act:hover { background: #ffd27a; }
button.act:disabled { opacity: 0.55; cursor: default; }
button.act:focus-visible { outline: 3px solid #2b1a10; outline-offset: 2px; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; align-items: center; padding: 8px 0 0; }
.sticks { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 6px; margin: 0; padding: 6px 8px;
  border: 1px solid #caa57a; border-radius: 10px; font: 500 0.9rem system-ui, sans-serif; }
.sticks legend { padding: 0 4px; font-weight: 600; }
button.stick { width: 2.2em; min-height: 44px; border-radius: 6px; border: 2px solid #4a2812; cursor: pointer;
  font: 700 0.85rem system-ui, sans-serif; background: #2a1b12; color: #f6ecd9; }
button.stick[aria-pressed="true"] { background: #f6ecd9; color: #2b1a10; }
button.stick:focus-visible { outline: 3px solid #b5562b; outline-offset: 2px; }
.status { display: flex; align-items: center; justify-content: center; gap: 0.5em; min-height: 1.6em;
  padding: 6px 0 0; font: 600 1rem system-ui, sans-serif; text-align: center; }
.status .marker { font-size: 0.9em; }
.note { padding: 2em 1em; text-align: center; font: 500 1.05rem system-ui, sans-serif; background: #f3e4c8;
  border: 2px dashed #a8683a; border-radius: 14px; }
button.act.hinted { outline: 3px dashed #1d4f8c; outline-offset: 3px; }
.status .thinking { font-weight: 500; font-style: italic; }
.live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

let sheet = null;
/** One constructed stylesheet for every instance: no <style> element, so a strict CSP (style-src 'self') holds. */
function styles() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}

function prefersReducedMotion() {
  return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

let games = null;
/** The engine's entry for a game, or undefined. The catalogue never changes, and reading it whole
 *  (names, rulesets, options, their texts) is the dearest call of a first paint: read once. Throws
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

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const sameSet = (a, b) => a.length === b.size && a.every((x) => b.has(x));

export class FolkGame extends HTMLElement {
  static observedAttributes = ["game", "lang", "speed", "computer", "level", ...Object.keys(OPTION_ATTRIBUTES)];

  #game = null;
  #board = null;
  #layout = null;
  #view = null;
  #t = translator("en");
  #legal = [];
  #busy = false;
  #skip = false;
  #hover = null;
  #focusHole = 0;
  #started = false;
  #loading = false; // the engine is loading: the first game, made once it has, reads the attributes then
  #resizer = null;
  #selected = new Set(); // houses picked for a refill, before it is confirmed
  #sticks = [false, false, false, false, false, false]; // a throw of real sticks being entered
  #els = {};
  #dpr = 1;
  #drawQueued = false;
  #blank = true; // the canvas holds no board (never painted, or cleared by a new size)
  #dirty = false; // a paint was asked for since the last one
  #fit = ""; // the width, height allowed and pixel ratio of the last layout
  #worker = null;
  #request = null; // the worker request awaited: { id, resolve }
  #requestId = 0;
  #turnToken = 0; // changes whenever a computer turn is abandoned (undo, new game, load, seats changed)
  #thinking = false;
  #hint = null; // { move, ply, holes: [] }: the suggested move shown on the board
  /** The pause (ms) before the computer's move is played, counted from when it began to think. */
  computerDelay = 450;
  /** Strings that replace the table's entries (an embedder's own wording). */
  strings = {};

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    root.adoptedStyleSheets = [styles()];
    root.innerHTML = `
      <div class="wrap" part="board">
        <canvas aria-hidden="true"></canvas>
        <div class="mirror" role="group"></div>
        <div class="choice" role="group" hidden></div>
      </div>
      <div class="actions" part="actions"></div>
      <div class="status" part="status"><span class="marker" aria-hidden="true"></span><span class="text"></span></div>
      <div class="live" role="status" aria-live="polite" aria-atomic="true"></div>
      <div class="note" part="note" hidden></div>`;
    for (const name of ["wrap", "mirror", "choice", "actions", "status", "live", "note"]) this.#els[name] = root.querySelector(`.${name}`);
    this.#els.canvas = root.querySelector("canvas");
    this.#els.marker = root.querySelector(".status .marker");
    this.#els.statusText = root.querySelector(".status .text");
    this.#wirePointer();
    this.#els.mirror.addEventListener("keydown", (e) => this.#onKey(e));
    this.#els.choice.addEventListener("keydown", (e) => {
      if (e.key === "Escape") this.#closeChoice(true);
    });
  }

  // ------------------------------------------------------------ lifecycle

  async connectedCallback() {
    this.#t = translator(pickLang(this.getAttribute("lang")), this.strings);
    if (!this.#resizer) {
      this.#resizer = new ResizeObserver(() => this.#relayout(true));
      this.#resizer.observe(this);
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
    if (!this.#game) this.newGame();
  }

  disconnectedCallback() {
    this.#resizer?.disconnect();
    this.#resizer = null;
    this.#cancelThinking();
    this.#worker?.terminate();
    this.#worker = null;
  }

  attributeChangedCallback(name, old, value) {
    if (old === value || !this.#started) return;
    if (name === "lang") {
      this.#t = translator(pickLang(value), this.strings);
      this.#refresh();
    } else if (name === "computer" || name === "level") {
      // who plays changed, not the game: a search under way is dropped and asked again if still due
      if (!this.#game) return;
      this.#cancelThinking();
      this.#refresh();
      this.#maybeComputer();
    } else if (name !== "speed" && !(name === "game" && this.#game?.id === value) && !this.#loading) {
      init().then(() => this.newGame());
    }
  }

  /** Resolves once the engine is loaded and a game exists (or could not be made). */
  get ready() {
    return init().then(() => frame());
  }
  /** The engine's state now (a plain snapshot), or null when there is no game. */
  get state() {
    return this.#game ? this.#game.state() : null;
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
  /** The computer's level: "easy", "medium" (default) or "hard". */
  get level() {
    const v = this.getAttribute("level");
    return LEVELS.includes(v) ? v : "medium";
  }
  set level(v) {
    this.setAttribute("level", v);
  }
  /** True while the computer is choosing its move (a person's input is refused meanwhile). */
  get thinking() {
    return this.#thinking;
  }
  /** True while a move is being animated. */
  get busy() {
    return this.#busy;
  }
  /** The game's legal moves now (as the engine lists them). */
  legalMoves() {
    return this.#game ? this.#game.legalMoves() : [];
  }
  canUndo() {
    return this.#game ? this.#game.canUndo() : false;
  }
  canRedo() {
    return this.#game ? this.#game.canRedo() : false;
  }
  /** The status line under the board ("South to move", "Player 2: throw the sticks"). */
  get statusText() {
    return this.#view ? this.#els.statusText.textContent : "";
  }
  /** The engine's options for this game (defaults filled in), or null. */
  get options() {
    return this.#game ? this.#game.options : null;
  }
  get speed() {
    if (prefersReducedMotion()) return 0;
    const v = Number(this.getAttribute("speed"));
    return this.hasAttribute("speed") && Number.isFinite(v) && v >= 0 ? v : DEFAULT_SPEED;
  }

  // ------------------------------------------------------------ public methods

  newGame() {
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
      game = new Game(id, options);
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
    this.#setGame(game);
    this.#say(this.#t("said.new", { turn: this.#turnText() }));
    return true;
  }

  /** Undo: one move, or in a game against the computer back to the last position a person plays. */
  undo() {
    return this.#takeBack("undo");
  }
  redo() {
    return this.#takeBack("redo");
  }
  save() {
    return this.#game ? this.#game.save() : null;
  }
  /** Replaces the game with one restored from `save()`; throws GameError("bad_save") and keeps the current game otherwise. */
  load(save) {
    const game = Game.load(save);
    if (!boards[game.id]) {
      game.free();
      throw new GameError("bad_save", `this board cannot draw ${game.id}`);
    }
    this.#setGame(game);
    this.setAttribute("game", game.id); // after #setGame, so the attribute callback sees the same game
    this.#say(this.#t("said.loaded", { turn: this.#turnText() }));
  }
  /** Siryu: throws the sticks with the game's seeded generator (a chance move) and animates them. */
  async roll() {
    if (!this.#game || this.#busy || this.#game.toMove() !== "chance" || this.#refuseForComputer()) return null;
    return this.#run(() => this.#game.roll());
  }
  /** Plays a move (object or notation) as if chosen on the board, with its animation. */
  async play(move) {
    if (!this.#game || this.#busy || this.#refuseForComputer()) return null;
    return this.#run(() => this.#game.play(move));
  }
  /** Asks the engine (in the worker) for a move for the person to move, marks it on the board and
   *  says it; resolves to the move, or null when there is nothing to suggest now. */
  async hint() {
    if (!this.#game || this.#busy || this.#game.isOver() || this.#refuseForComputer()) return null;
    const ply = this.#game.state().ply;
    const answer = await this.#ask(this.level, this.#seedFor(ply, 1));
    if (!this.#game || this.#game.state().ply !== ply || this.#isComputerTurn()) return null; // the game moved on meanwhile
    if (!answer.move) {
      if (answer.error) this.#say(this.#t("said.hintFailed"));
      return null;
    }
    const m = answer.move;
    const hole = this.#board.holeOf(m, this.#view);
    this.#hint = { move: m, ply, holes: m.kind === "fill" ? m.houses.slice() : hole === null ? [] : [hole] };
    this.#refresh();
    this.#say(this.#t("said.hint", { move: this.#hintWords(m, hole) }));
    return m;
  }

  // ------------------------------------------------------------ state and drawing

  #setGame(game) {
    this.#cancelThinking();
    this.#finishAnimation();
    this.#game?.free();
    this.#game = game;
    this.#board = game ? boards[game.id] : null;
    this.#closeChoice();
    if (!game) {
      this.#els.wrap.hidden = true;
      this.#els.status.hidden = true;
      this.#els.mirror.replaceChildren();
      this.#els.actions.replaceChildren();
      return;
    }
    this.#els.note.hidden = true;
    this.#els.wrap.hidden = false;
    this.#els.status.hidden = false;
    this.#els.mirror.replaceChildren();
    this.#view = null;
    this.#layout = null;
    this.#relayout();
    this.#syncFromEngine(this.#recall());
    this.#emitChange();
    this.#maybeComputer();
  }

  #showNote(text) {
    this.#els.note.textContent = text;
    this.#els.note.hidden = false;
    this.#els.wrap.hidden = true;
    this.#els.status.hidden = true;
  }

  /** The view becomes the engine's state again: numbers, legal moves, mirror, status. */
  #syncFromEngine(last = this.#view?.last ?? null) {
    const state = this.#game.state();
    const model = this.#board.model(state);
    this.#view = { ...model, legal: new Set(), selected: this.#selected, hover: this.#hover, last, hand: null, flying: [], interactive: true };
    this.#legal = state.over ? [] : this.#game.legalMoves();
    this.#selected.clear();
    if (this.#hint && this.#hint.ply !== state.ply) this.#hint = null;
    for (const m of this.#legal) {
      if (m.kind === "fill") for (const h of m.houses) this.#view.legal.add(h);
      const h = this.#board.holeOf(m, this.#view);
      if (h !== null) this.#view.legal.add(h);
    }
    if (this.#layout && this.#board.layoutKey?.(this.#view) !== this.#layout.key) this.#relayout();
    this.#refresh();
  }

  /** What the board marks as just played, from the game's history (after undo, redo, load). */
  #recall() {
    return this.#board.recall(this.#game.history(), this.#board.model(this.#game.state()), this.#t);
  }

  #refresh() {
    if (!this.#game || !this.#view) return;
    this.#renderMirror();
    this.#renderActions();
    this.#renderStatus();
    this.#draw();
  }

  /** Lays the board out for the room it has. `resized`: called by the ResizeObserver, which also
   *  reports the host growing taller as the board replaces the loading note; when the width, the
   *  height allowed and the pixel ratio are the same, the layout would be too, so nothing is done. */
  #relayout(resized = false) {
    if (!this.#board) return;
    const width = Math.max(240, this.clientWidth || this.#els.wrap.clientWidth || 360);
    const maxHeight = Math.max(260, (globalThis.innerHeight || 800) * 0.78);
    const dpr = globalThis.devicePixelRatio || 1;
    const fit = `${width} ${maxHeight} ${dpr}`;
    if (resized && fit === this.#fit) return;
    this.#fit = fit;
    const L = this.#board.layout(width, maxHeight, this.#view ?? this.#board.model(this.#game.state()));
    const c = this.#els.canvas;
    const [w, h] = [Math.round(L.width * dpr), Math.round(L.height * dpr)];
    // Setting a canvas's size clears it, even to the size it has: only a real change does, and the
    // board is then painted again at once (#draw), so no frame shows it blank.
    if (c.width !== w || c.height !== h) {
      c.width = w;
      c.height = h;
      this.#blank = true;
    }
    c.style.height = `${L.height}px`;
    this.#layout = L;
    this.#dpr = dpr;
    if (this.#els.mirror.children.length !== L.holes.length) this.#els.mirror.replaceChildren();
    if (this.#view) this.#renderMirror();
    this.#placeMirror();
    this.#draw();
  }

  /** Paints at the next frame, once however often it is asked in between: a move's engine call,
   *  the end of one tween and the start of the next, and the computer's turn beginning would each
   *  paint the whole board, and together make one main-thread task longer than 50 ms. A blank
   *  canvas (a new game, a resize) is painted at once instead: the first board of a page load is
   *  then on screen with the next frame rather than the one after. */
  #draw() {
    this.#dirty = true;
    if (this.#blank && this.#paint()) return;
    if (this.#drawQueued) return;
    this.#drawQueued = true;
    requestAnimationFrame(() => {
      this.#drawQueued = false;
      if (this.#dirty) this.#paint(); // not when a paint at once has already shown the latest view
    });
  }

  /** Paints the board now; false when there is nothing to paint yet (no layout or view). */
  #paint() {
    if (!this.#layout || !this.#view) return false;
    const ctx = this.#els.canvas.getContext("2d");
    ctx.setTransform(this.#dpr, 0, 0, this.#dpr, 0, 0);
    this.#view.hover = this.#hover;
    this.#view.interactive = !this.#busy && !this.#isComputerTurn();
    this.#board.draw(ctx, this.#layout, this.#view, this.#t);
    if (this.#hint && !this.#busy) this.#paintHint(ctx);
    this.#blank = false;
    this.#dirty = false;
    return true;
  }

  /** The suggested move: a blue ring (square) with a star on its hole or houses, over the board's own
   *  marks; a round hole's ring leaves a gap where the board draws its count, so the count stays legible. */
  #paintHint(ctx) {
    for (const i of this.#hint.holes) {
      const h = this.#layout.holes[i];
      if (!h) continue;
      const size = h.w ? Math.min(h.w, h.h) / 2 : h.r;
      ctx.save();
      for (const [color, grow] of [["#fff8e8", 1.5], ["#1d4f8c", 1]]) {
        ctx.beginPath();
        if (h.w) ctx.roundRect(h.x - h.w / 2 + 1, h.y - h.h / 2 + 1, h.w - 2, h.h - 2, size * 0.2);
        else ctx.arc(h.x, h.y, h.r * 1.12, Math.PI / 4 + 0.42, Math.PI / 4 - 0.42 + Math.PI * 2);
        ctx.strokeStyle = color;
        ctx.lineWidth = Math.max(3, size * 0.1) * grow;
        ctx.stroke();
      }
      const bx = h.w ? h.x + h.w / 2 - size * 0.35 : h.x + h.r * 0.8;
      const by = h.w ? h.y - h.h / 2 + size * 0.35 : h.y - h.r * 0.8;
      const br = Math.max(8, size * 0.24);
      ctx.beginPath();
      ctx.arc(bx, by, br, 0, Math.PI * 2);
      ctx.fillStyle = "#1d4f8c";
      ctx.fill();
      ctx.lineWidth = 2;
      ctx.strokeStyle = "#fff8e8";
      ctx.stroke();
      drawLabel(ctx, "★", bx, by + br * 0.05, br * 1.3, { weight: 700, color: "#fff8e8" });
      ctx.restore();
    }
  }

  /** "South to move", the refill prompt or the result, from the view (so it holds during an animation). */
  #turnText(v = this.#view) {
    return this.#board.turnText(v, this.#t);
  }

  #renderStatus() {
    const v = this.#view;
    this.#els.marker.textContent = this.#board.marker(v);
    this.#els.statusText.textContent = v.over ? `${this.#t("over.title")}: ${this.#turnText()}` : this.#isComputerTurn() ? `${this.#turnText()} · ${this.#t(this.#thinking ? "computer.thinking" : "computer.turn")}` : this.#turnText();
    this.#els.mirror.setAttribute("aria-label", this.#t("board.label", { game: gameName(this.#game.id) }));
  }

  // ------------------------------------------------------------ the DOM mirror

  #renderMirror() {
    const mirror = this.#els.mirror;
    const holes = this.#layout?.holes ?? [];
    if (mirror.children.length !== holes.length) {
      mirror.replaceChildren(
        ...holes.map((h, i) => {
          const b = document.createElement("button");
          b.type = "button";
          b.dataset.hole = String(i);
          if (h.w) b.className = "square";
          b.tabIndex = -1;
          b.addEventListener("click", () => this.#activate(i));
          b.addEventListener("focus", () => {
            this.#focusHole = i;
            this.#syncTabStops();
          });
          return b;
        }),
      );
      this.#placeMirror();
    }
    const v = this.#view;
    const choosing = this.#fillChoice();
    const computer = this.#isComputerTurn();
    const hinted = new Set(this.#hint?.holes ?? []);
    [...mirror.children].forEach((b, i) => {
      const playable = !this.#busy && !computer && v.legal.has(i);
      let label = this.#board.targetLabel(i, v, this.#t, this.#game.id);
      if (choosing && playable) {
        label += `, ${this.#t(this.#selected.has(i) ? "fill.chosen" : "fill.notChosen")}`;
        b.setAttribute("aria-pressed", String(this.#selected.has(i)));
      } else b.removeAttribute("aria-pressed");
      if (!playable) label += `, ${this.#t("hole.cannot")}`;
      if (hinted.has(i)) {
        label += `, ${this.#t("hole.hinted")}`;
        b.dataset.hint = "";
      } else delete b.dataset.hint;
      b.setAttribute("aria-label", label);
      b.setAttribute("aria-disabled", playable ? "false" : "true");
    });
    this.#syncTabStops();
  }

  /** One tab stop for the whole board (roving tabindex): the last focused hole, else a legal one. */
  #syncTabStops() {
    const buttons = [...this.#els.mirror.children];
    if (!buttons.length) return;
    const focused = buttons.indexOf(this.shadowRoot.activeElement);
    if (focused < 0 && !this.#view.legal.has(this.#focusHole) && this.#view.legal.size) this.#focusHole = Math.min(...this.#view.legal);
    if (this.#focusHole >= buttons.length) this.#focusHole = 0;
    buttons.forEach((b, i) => (b.tabIndex = i === this.#focusHole ? 0 : -1));
  }

  #placeMirror() {
    const L = this.#layout;
    if (!L) return;
    [...this.#els.mirror.children].forEach((b, i) => {
      const h = L.holes[i];
      if (!h) return;
      const w = h.w ?? h.r * 2.2;
      const hh = h.h ?? h.r * 2.2;
      Object.assign(b.style, { left: `${h.x}px`, top: `${h.y}px`, width: `${w}px`, height: `${hh}px` });
    });
  }

  /** Arrow keys move to the nearest hole in that direction on the drawn board; Home/End to the ends. */
  #onKey(e) {
    const dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const holes = this.#layout?.holes;
    if (!holes) return;
    let next = null;
    if (e.key in dirs) {
      const [dx, dy] = dirs[e.key];
      const from = holes[this.#focusHole];
      let best = Infinity;
      holes.forEach((h, i) => {
        const ax = h.x - from.x;
        const ay = h.y - from.y;
        const along = ax * dx + ay * dy;
        if (i === this.#focusHole || along <= 1) return;
        const across = Math.abs(ax * dy - ay * dx);
        const score = along + across * 2.5;
        if (score < best) [best, next] = [score, i];
      });
    } else if (e.key === "Home" || e.key === "End") {
      const order = holes.map((h, i) => i).sort((a, b) => holes[a].x - holes[b].x || holes[a].y - holes[b].y);
      next = e.key === "Home" ? order[0] : order.at(-1);
    } else return;
    e.preventDefault();
    if (next !== null) {
      this.#focusHole = next;
      this.#syncTabStops();
      this.#els.mirror.children[next].focus();
    }
  }

  // ------------------------------------------------------------ pointer

  #wirePointer() {
    const c = this.#els.canvas;
    const holeAt = (e) => {
      const rect = c.getBoundingClientRect();
      const x = e.clientX - rect.left;
      const y = e.clientY - rect.top;
      const holes = this.#layout?.holes ?? [];
      const i = holes.findIndex((h) => (h.w ? Math.abs(h.x - x) <= h.w / 2 && Math.abs(h.y - y) <= h.h / 2 : Math.hypot(h.x - x, h.y - y) <= h.r * 1.15));
      return i < 0 ? null : i;
    };
    let pressed = null;
    c.addEventListener("pointerdown", (e) => {
      pressed = holeAt(e);
      if (this.#busy) this.#skip = true; // a tap during an animation finishes it
    });
    c.addEventListener("pointerup", (e) => {
      const i = holeAt(e);
      if (i !== null && i === pressed) {
        this.#focusHole = i;
        this.#activate(i);
      }
      pressed = null;
    });
    c.addEventListener("pointermove", (e) => {
      if (e.pointerType !== "mouse") return;
      const i = holeAt(e);
      const h = i !== null && this.#view?.legal.has(i) ? i : null;
      c.style.cursor = h === null ? "default" : "pointer";
      if (h !== this.#hover) {
        this.#hover = h;
        this.#draw();
      }
    });
    c.addEventListener("pointerleave", () => {
      this.#hover = null;
      this.#draw();
    });
  }

  // ------------------------------------------------------------ playing

  /** The refill choices when every legal move is one (Bày Khòm): houses are picked on the board. */
  #fillChoice() {
    return this.#legal.length > 0 && this.#legal.every((m) => m.kind === "fill") ? this.#legal : null;
  }

  /** A hole was chosen: play its one legal move, ask which of its moves, or (refill) pick it. */
  #activate(hole) {
    if (!this.#game || this.#busy || this.#refuseForComputer() || !this.#view.legal.has(hole)) return;
    if (this.#fillChoice()) {
      if (this.#selected.has(hole)) this.#selected.delete(hole);
      else this.#selected.add(hole);
      this.#refresh();
      return;
    }
    const moves = this.#legal.filter((m) => this.#board.holeOf(m, this.#view) === hole);
    if (moves.length === 1) this.#play(moves[0]);
    else if (moves.length > 1) this.#openChoice(hole, moves);
  }

  #moveLabel(m) {
    if (m.kind === "fill") return this.#t("choice.fill", { list: this.#placeList(m.houses) });
    return this.#board.moveLabel?.(m, this.#t) ?? this.#legalNotation(m);
  }
  #legalNotation(m) {
    const i = this.#legal.indexOf(m);
    return this.#game.legalNotations()[i] ?? JSON.stringify(m);
  }
  #placeList(holes) {
    return this.#t.list(holes.map((h) => this.#board.placeName(h, this.#t)));
  }

  #openChoice(hole, moves) {
    const box = this.#els.choice;
    const p = document.createElement("p");
    p.textContent = this.#board.choiceTitle(hole, this.#t);
    const buttons = moves.map((m) =>
      this.#actButton(this.#moveLabel(m), () => {
        this.#closeChoice();
        this.#play(m);
      }),
    );
    const cancel = this.#actButton(this.#t("choice.cancel"), () => this.#closeChoice(true));
    box.replaceChildren(p, ...buttons, cancel);
    box.hidden = false;
    // beside the hole, kept inside the board
    const h = this.#layout.holes[hole];
    const { offsetWidth: w, offsetHeight: bh } = box;
    box.style.left = `${Math.max(4, Math.min(h.x - w / 2, this.#layout.width - w - 4))}px`;
    box.style.top = `${Math.max(4, Math.min(h.y + (h.h ?? h.r) * 0.6, this.#layout.height - bh - 4))}px`;
    box.dataset.hole = String(hole);
    buttons[0].focus();
  }

  #closeChoice(refocus = false) {
    const box = this.#els.choice;
    if (box.hidden) return;
    box.hidden = true;
    box.replaceChildren();
    if (refocus) this.#els.mirror.children[this.#focusHole]?.focus();
  }

  #actButton(text, onClick, cls = "act") {
    const b = document.createElement("button");
    b.type = "button";
    b.className = cls;
    b.textContent = text;
    b.addEventListener("click", onClick);
    return b;
  }

  /** Below the board: the refill confirmation, the sticks (a throw due), and moves from no hole (pass). */
  #renderActions() {
    const nodes = [];
    if (!this.#busy && this.#legal.length && !this.#isComputerTurn()) {
      const fills = this.#fillChoice();
      if (fills) nodes.push(...this.#fillActions(fills));
      else if (this.#legal.every((m) => m.kind === "throw")) nodes.push(...this.#throwActions());
      else {
        for (const m of this.#legal.filter((m) => this.#board.holeOf(m, this.#view) === null)) {
          const b = this.#actButton(this.#moveLabel(m), () => this.#play(m), "act primary");
          b.dataset.key = `move-${m.kind}`;
          nodes.push(b);
        }
      }
    }
    const focused = this.shadowRoot.activeElement;
    const keep = focused && this.#els.actions.contains(focused) ? focused.dataset.key : null;
    const hint = this.#hint?.move;
    if (hint && !this.#hint.holes.length) {
      for (const b of nodes) if (b.dataset?.key === (hint.kind === "throw" ? "roll" : `move-${hint.kind}`)) b.classList.add("hinted");
    }
    this.#els.actions.replaceChildren(...nodes);
    if (keep) this.#els.actions.querySelector(`[data-key="${keep}"]`)?.focus();
  }

  #fillActions(fills) {
    const chosen = [...this.#selected].sort((a, b) => a - b);
    const match = fills.find((m) => sameSet(m.houses, this.#selected));
    const size = fills[0].houses.length;
    const p = document.createElement("span");
    p.textContent = this.#t("fill.prompt", { n: size, chosen: chosen.length });
    const go = this.#actButton(match ? this.#moveLabel(match) : this.#t("fill.confirm"), () => match && this.#play(match), "act primary");
    go.dataset.key = "fill";
    go.disabled = !match;
    return [p, go];
  }

  #throwActions() {
    const t = this.#t;
    const roll = this.#actButton(t("sticks.throw"), () => this.roll(), "act primary");
    roll.dataset.key = "roll";
    const set = document.createElement("fieldset");
    set.className = "sticks";
    const legend = document.createElement("legend");
    legend.textContent = t("sticks.enter");
    set.append(legend);
    this.#sticks.forEach((white, i) => {
      const b = this.#actButton(white ? t("sticks.w") : t("sticks.b"), () => {
        this.#sticks[i] = !this.#sticks[i];
        this.#renderActions();
      }, "stick");
      b.dataset.key = `stick${i}`;
      b.setAttribute("aria-pressed", String(white));
      b.setAttribute("aria-label", t("sticks.label", { n: i + 1, face: white ? t("sticks.white") : t("sticks.black") }));
      set.append(b);
    });
    const whites = this.#sticks.filter(Boolean).length;
    const enter = this.#actButton(t("sticks.submit", { n: whites }), () => this.play({ kind: "throw", sticks: this.#sticks.slice() }));
    enter.dataset.key = "enter";
    set.append(enter);
    return [roll, set];
  }

  async #play(move) {
    return this.#run(() => this.#game.play(move));
  }

  // ------------------------------------------------------------ the computer

  #computerSeats() {
    const v = this.getAttribute("computer");
    if (!v) return new Set();
    return new Set(v.split(/[\s,]+/).filter(Boolean).map(Number).filter((n) => Number.isInteger(n) && n >= 0));
  }

  /** True when the game is on and the seat to move (or to throw) is one the computer plays. */
  #isComputerTurn() {
    if (!this.#game || this.#game.isOver()) return false;
    const seats = this.#computerSeats();
    return seats.size > 0 && seats.has(this.#game.state().seat);
  }

  /** A person's input on the computer's turn: refused, kindly (true when refused). */
  #refuseForComputer() {
    if (!this.#isComputerTurn()) return false;
    this.#say(this.#t("said.wait"));
    return true;
  }

  #seedFor(ply, salt) {
    const base = Number(this.getAttribute("seed")) || 0;
    return ((base * 31 + ply * 7919 + salt) >>> 0) % 2147483647;
  }

  /** One request to the worker; a newer request (or a cancel) answers the older one { stale: true }. */
  #ask(level, seed) {
    this.#request?.resolve({ stale: true });
    if (!this.#worker) {
      this.#worker = new Worker(new URL("./ai-worker.js", import.meta.url), { type: "module" });
      this.#worker.addEventListener("message", (e) => {
        if (this.#request && e.data?.id === this.#request.id) {
          const { resolve } = this.#request;
          this.#request = null;
          resolve(e.data);
        }
      });
      this.#worker.addEventListener("error", (e) => {
        e.preventDefault?.();
        this.#worker?.terminate();
        this.#worker = null;
        const pending = this.#request;
        this.#request = null;
        pending?.resolve({ error: "worker" });
      });
    }
    const id = ++this.#requestId;
    return new Promise((resolve) => {
      this.#request = { id, resolve };
      this.#worker.postMessage({ id, save: this.#game.save(), level, seed, timeMs: THINK_MS });
    });
  }

  /** Drops a computer turn under way; a search still running is stopped by ending its worker. */
  #cancelThinking() {
    this.#turnToken++;
    if (this.#request) {
      const { resolve } = this.#request;
      this.#request = null;
      this.#worker?.terminate();
      this.#worker = null;
      resolve({ stale: true });
    }
    if (this.#thinking) {
      this.#setThinking(false);
      if (this.#view) this.#refresh();
    }
  }

  /** On a computer seat's turn: ask the worker, wait the short pause, play the move like a person's. */
  async #maybeComputer() {
    if (!this.#game || this.#busy || this.#thinking || !this.isConnected || !this.#isComputerTurn()) return;
    const token = ++this.#turnToken;
    this.#setThinking(true);
    this.#renderStatus(); // the board was drawn for the computer's turn already
    const started = performance.now();
    const ply = this.#game.state().ply;
    const answer = await this.#ask(this.level, this.#seedFor(ply, 0));
    if (token !== this.#turnToken) return; // abandoned: undo, new game, load, other seats
    if (!answer.move) {
      this.#setThinking(false);
      this.#refresh();
      if (!answer.stale) {
        this.#say(this.#t("said.computerFailed"));
        this.dispatchEvent(new CustomEvent("error", { detail: new GameError(answer.error ?? "internal", answer.message ?? "the computer found no move") }));
      }
      return;
    }
    const wait = this.computerDelay - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (token !== this.#turnToken) return;
    this.#setThinking(false);
    if (this.#game.state().ply !== ply) return;
    await this.#run(() => this.#game.play(answer.move), true);
  }

  /** The computer starts or stops choosing a move: a `thinking` event (detail true/false) tells the page. */
  #setThinking(on) {
    this.#thinking = on;
    this.dispatchEvent(new CustomEvent("thinking", { detail: on }));
  }

  /** Makes one engine call that returns a record, animates it and tells what happened. */
  async #run(call, byComputer = false) {
    if (this.#busy) return null;
    const before = this.#view;
    let record;
    try {
      record = call();
    } catch (e) {
      // an illegal move from the page, or the game changed behind our back: show the engine's truth
      this.#syncFromEngine();
      this.#say(this.#t("said.refused", { message: e.message }));
      this.dispatchEvent(new CustomEvent("error", { detail: e }));
      return null;
    }
    const hadFocus = this.shadowRoot.activeElement !== null;
    const after = this.#board.model(this.#game.state());
    await this.#animate(record, before, after);
    this.#syncFromEngine(this.#board.lastOf(record, after, before?.last, this.#t));
    this.#say(byComputer ? this.#t("said.computer", { text: this.#describe(record) }) : this.#describe(record));
    if (hadFocus && !this.shadowRoot.activeElement) this.#refocus();
    this.#emitMove(record);
    this.#maybeComputer();
    return record;
  }

  /** A keyboard user whose button went away (a throw, a refill) lands on what comes next. */
  #refocus() {
    const action = this.#els.actions.querySelector("button:not(:disabled)");
    const square = this.#els.mirror.querySelector('[tabindex="0"]');
    ((this.#view.legal.size && !this.#fillChoice()) || !action ? square : action)?.focus();
  }

  #emitMove(record) {
    this.dispatchEvent(new CustomEvent("move", { detail: record, bubbles: true }));
    this.#emitChange();
    const over = record.events.find((e) => e.type === "game-over");
    if (over) this.dispatchEvent(new CustomEvent("gameover", { detail: over.result ?? this.#game.result(), bubbles: true }));
  }

  #emitChange() {
    this.dispatchEvent(new CustomEvent("change", { detail: this.#game?.state() ?? null }));
  }

  #takeBack(which) {
    if (!this.#game) return null;
    this.#cancelThinking();
    this.#finishAnimation();
    let record = this.#game[which]();
    // against the computer: on to the last (or next) position where a person is to play
    const seats = this.#computerSeats();
    const people = this.#game.state().players > seats.size;
    if (record && people) {
      while (this.#isComputerTurn() && (which === "undo" ? this.#game.canUndo() : this.#game.canRedo())) record = this.#game[which]() ?? record;
    }
    if (!record) {
      this.#say(this.#t(which === "undo" ? "said.nothingToUndo" : "said.nothingToRedo"));
      return null;
    }
    this.#closeChoice();
    this.#syncFromEngine(this.#recall());
    if (which === "undo") this.#say(this.#t("said.undo", { turn: this.#turnText() }));
    else this.#say(`${this.#t("said.redo")} ${this.#describe(record)}`);
    this.#emitChange();
    this.#maybeComputer();
    return record;
  }

  // ------------------------------------------------------------ animation, from the record only

  #finishAnimation() {
    if (this.#busy) this.#skip = true;
  }

  /** The board replays the record's events on a copy of the view; the element runs the clock. */
  async #animate(record, before, after) {
    const ms = this.speed;
    if (!ms || !before || !this.#layout) return;
    this.#busy = true;
    this.#skip = false;
    this.#refresh();
    const v = this.#board.copyView(before);
    v.legal = new Set();
    v.selected = new Set();
    v.hand = null;
    v.flying = [];
    this.#view = v;
    const kit = {
      ms,
      t: this.#t,
      layout: this.#layout,
      after,
      skipped: () => this.#skip,
      tween: (d, step) => this.#tween(d, step),
      status: () => this.#renderStatus(),
    };
    try {
      await this.#board.animate(record, v, kit);
    } finally {
      this.#busy = false;
      this.#skip = false;
    }
  }

  async #tween(ms, step) {
    const start = performance.now();
    for (;;) {
      const k = this.#skip ? 1 : Math.min(1, (performance.now() - start) / ms);
      const eased = k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2;
      step(eased, k);
      this.#draw();
      if (k >= 1 || !this.isConnected) return;
      await frame();
    }
  }

  // ------------------------------------------------------------ words

  #describe(record) {
    const t = this.#t;
    let text = this.#board.describe(record, t, { placeList: (h) => this.#placeList(h), state: this.#game.state() });
    const over = record.events.find((e) => e.type === "game-over");
    if (over) text += ` ${t("said.over", { result: this.#board.resultText(over.result ?? this.#game.result(), t) })}`;
    return text;
  }

  /** A suggested move in words: "Pit 3", "House 4, sow clockwise (−)", "Fill …", "Throw the sticks". */
  #hintWords(m, hole) {
    if (m.kind === "throw") return this.#t("sticks.throw");
    if (m.kind === "fill" || hole === null) return this.#moveLabel(m);
    const place = this.#board.placeName(hole, this.#t);
    const several = this.#legal.filter((x) => this.#board.holeOf(x, this.#view) === hole).length > 1;
    const how = several ? this.#moveLabel(m) : null;
    return how ? `${place}, ${how}` : place;
  }

  #say(text) {
    this.#els.live.textContent = text;
  }
}

customElements.define("folk-game", FolkGame);
