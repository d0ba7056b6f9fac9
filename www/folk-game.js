// <folk-game game="kpe|bay-khom|siryu" lang="en|fr" seed=".." players=".." speed="ms">
//
// One embeddable board (STYLE.md, after chessground and <model-viewer>): it creates a Game once
// the WebAssembly is loaded, draws the engine's state on a canvas, offers exactly the engine's
// legal moves (mouse, touch, keyboard, screen readers) and animates the record each move returns.
// It never decides a rule. Events out: `move` (detail: record), `gameover` (detail: result),
// `change` (detail: state, after any move, undo, redo, new game or load) and `error` (detail: GameError).

import init, { Game, GameError, catalogue } from "folkgames";
import { boards, holeName, resultText } from "./render/mancala.js";
import { pickLang, translator } from "./i18n.js";

const DEFAULT_SPEED = 220;

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
button.act:hover { background: #ffd27a; }
button.act:focus-visible { outline: 3px solid #2b1a10; outline-offset: 2px; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; padding: 8px 0 0; }
.status { display: flex; align-items: center; justify-content: center; gap: 0.5em; min-height: 1.6em;
  padding: 6px 0 0; font: 600 1rem system-ui, sans-serif; text-align: center; }
.status .marker { font-size: 0.9em; }
.note { padding: 2em 1em; text-align: center; font: 500 1.05rem system-ui, sans-serif; background: #f3e4c8;
  border: 2px dashed #a8683a; border-radius: 14px; }
.live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

function prefersReducedMotion() {
  return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** The game's own name from the engine's catalogue ("Bày Khòm"), or its id. */
function gameName(id) {
  try {
    return catalogue().find((g) => g.id === id)?.name ?? id;
  } catch {
    return id;
  }
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

export class FolkGame extends HTMLElement {
  static observedAttributes = ["game", "lang", "seed", "players", "speed"];

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
  #resizer = null;
  #els = {};
  /** Strings that replace the table's entries (an embedder's own wording). */
  strings = {};

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    root.innerHTML = `<style>${CSS}</style>
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
      this.#resizer = new ResizeObserver(() => this.#relayout());
      this.#resizer.observe(this);
    }
    if (this.#started) return;
    this.#started = true;
    this.#showNote(this.#t("loading"));
    await init();
    this.newGame();
  }

  disconnectedCallback() {
    this.#resizer?.disconnect();
    this.#resizer = null;
  }

  attributeChangedCallback(name, old, value) {
    if (old === value || !this.#started) return;
    if (name === "lang") {
      this.#t = translator(pickLang(value), this.strings);
      this.#refresh();
    } else if (name !== "speed" && !(name === "game" && this.#game?.id === value)) {
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
  /** True while a move is being animated. */
  get busy() {
    return this.#busy;
  }
  /** The game's legal moves now (as the engine lists them). */
  legalMoves() {
    return this.#game ? this.#game.legalMoves() : [];
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
    if (this.hasAttribute("seed")) options.seed = Number(this.getAttribute("seed"));
    if (this.hasAttribute("players")) options.players = Number(this.getAttribute("players"));
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

  // ------------------------------------------------------------ state and drawing

  #setGame(game) {
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
    this.#view = null;
    this.#layout = null;
    this.#relayout();
    this.#syncFromEngine();
    this.#emitChange();
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
    this.#view = { ...this.#board.model(state), legal: new Set(), hover: this.#hover, last, hand: null, flying: [], interactive: true };
    this.#legal = state.over ? [] : this.#game.legalMoves();
    for (const m of this.#legal) {
      const h = this.#board.holeOf(m);
      if (h !== null) this.#view.legal.add(h);
    }
    this.#refresh();
  }

  #refresh() {
    if (!this.#game || !this.#view) return;
    this.#renderMirror();
    this.#renderActions();
    this.#renderStatus();
    this.#draw();
  }

  #relayout() {
    if (!this.#board) return;
    const width = Math.max(240, this.clientWidth || this.#els.wrap.clientWidth || 360);
    const maxHeight = Math.max(260, (globalThis.innerHeight || 800) * 0.78);
    const L = this.#board.layout(width, maxHeight);
    const dpr = globalThis.devicePixelRatio || 1;
    const c = this.#els.canvas;
    c.width = Math.round(L.width * dpr);
    c.height = Math.round(L.height * dpr);
    c.style.height = `${L.height}px`;
    this.#layout = L;
    this.#dpr = dpr;
    this.#placeMirror();
    this.#draw();
  }
  #dpr = 1;

  #draw() {
    if (!this.#layout || !this.#view) return;
    const ctx = this.#els.canvas.getContext("2d");
    ctx.setTransform(this.#dpr, 0, 0, this.#dpr, 0, 0);
    this.#view.hover = this.#hover;
    this.#view.interactive = !this.#busy;
    this.#board.draw(ctx, this.#layout, this.#view, this.#t);
  }

  /** "South to move", the refill prompt or the result, from the view (so it holds during an animation). */
  #turnText(v = this.#view) {
    if (v.over) return resultText(v.result, this.#t);
    const player = this.#t(`player.${v.toMove}`);
    return this.#t(v.phase === "refill" ? "phase.refill" : "turn", { player });
  }

  #renderStatus() {
    const v = this.#view;
    this.#els.marker.textContent = v.over ? "■" : v.toMove === 0 ? "▼" : "▲";
    this.#els.statusText.textContent = v.over ? `${this.#t("over.title")}: ${this.#turnText()}` : this.#turnText();
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
    [...mirror.children].forEach((b, i) => {
      const h = holes[i];
      const mine = !v.over && h.owner === v.toMove;
      const owner = v.eliminated?.[i]
        ? this.#t("owner.out")
        : mine
          ? this.#t("owner.mine")
          : this.#t("owner.theirs", { player: this.#t(`player.${h.owner}`) });
      const playable = !this.#busy && v.legal.has(i);
      let label = this.#t("hole.label", { place: holeName(this.#game.id, i, this.#t), count: this.#t(`counters.${this.#board.counters}`, { n: v.counts[i] }), owner });
      if (!playable) label += `, ${this.#t("hole.cannot")}`;
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
    buttons.forEach((b, i) => (b.tabIndex = i === this.#focusHole ? 0 : -1));
  }

  #placeMirror() {
    const L = this.#layout;
    if (!L) return;
    [...this.#els.mirror.children].forEach((b, i) => {
      const h = L.holes[i];
      if (!h) return;
      Object.assign(b.style, { left: `${h.x}px`, top: `${h.y}px`, width: `${h.r * 2.2}px`, height: `${h.r * 2.2}px` });
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
      const i = holes.findIndex((h) => Math.hypot(h.x - x, h.y - y) <= h.r * 1.15);
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

  /** A hole was chosen: play its one legal move, or ask which of its moves (a direction). */
  #activate(hole) {
    if (!this.#game || this.#busy) return;
    const moves = this.#legal.filter((m) => this.#board.holeOf(m) === hole);
    if (moves.length === 1) this.#play(moves[0]);
    else if (moves.length > 1) this.#openChoice(hole, moves);
  }

  #moveLabel(m) {
    if (m.dir) return this.#t(`choice.dir.${m.dir}`);
    if (m.kind === "fill") return this.#t("choice.fill", { list: this.#placeList(m.houses) });
    return this.#legalNotation(m);
  }
  #legalNotation(m) {
    const i = this.#legal.indexOf(m);
    return this.#game.legalNotations()[i] ?? JSON.stringify(m);
  }
  #placeList(holes) {
    return this.#t.list(holes.map((h) => holeName(this.#game.id, h, this.#t)));
  }

  #openChoice(hole, moves) {
    const box = this.#els.choice;
    const p = document.createElement("p");
    p.textContent = this.#t("choice.which", { place: holeName(this.#game.id, hole, this.#t) });
    const buttons = moves.map((m) => this.#actButton(this.#moveLabel(m), () => {
      this.#closeChoice();
      this.#play(m);
    }));
    const cancel = this.#actButton(this.#t("choice.cancel"), () => this.#closeChoice(true));
    box.replaceChildren(p, ...buttons, cancel);
    box.hidden = false;
    // beside the hole, kept inside the board
    const h = this.#layout.holes[hole];
    const { offsetWidth: w, offsetHeight: bh } = box;
    box.style.left = `${Math.max(4, Math.min(h.x - w / 2, this.#layout.width - w - 4))}px`;
    box.style.top = `${Math.max(4, Math.min(h.y + h.r * 0.6, this.#layout.height - bh - 4))}px`;
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

  #actButton(text, onClick) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "act";
    b.textContent = text;
    b.addEventListener("click", onClick);
    return b;
  }

  /** Moves that start from no hole (Bày Khòm's refill choices, a pass) are offered as buttons. */
  #renderActions() {
    const moves = this.#busy ? [] : this.#legal.filter((m) => this.#board.holeOf(m) === null);
    this.#els.actions.replaceChildren(...moves.map((m) => this.#actButton(this.#moveLabel(m), () => this.#play(m))));
  }

  async #play(move) {
    if (this.#busy) return;
    const before = this.#view;
    let record;
    try {
      record = this.#game.play(move);
    } catch (e) {
      // only reachable if the page changed the game behind our back: show the engine's truth
      this.#syncFromEngine();
      this.dispatchEvent(new CustomEvent("error", { detail: e }));
      return;
    }
    const origin = this.#board.holeOf(move);
    await this.#animate(record, before);
    this.#syncFromEngine(origin);
    this.#say(this.#describe(record));
    this.#emitMove(record);
  }

  #emitMove(record) {
    this.dispatchEvent(new CustomEvent("move", { detail: record }));
    this.#emitChange();
    const over = record.events.find((e) => e.type === "game-over");
    if (over) this.dispatchEvent(new CustomEvent("gameover", { detail: over.result ?? this.#game.result() }));
  }

  #emitChange() {
    this.dispatchEvent(new CustomEvent("change", { detail: this.#game?.state() ?? null }));
  }

  #takeBack(which) {
    if (!this.#game) return null;
    this.#finishAnimation();
    const record = this.#game[which]();
    if (!record) {
      this.#say(this.#t(which === "undo" ? "said.nothingToUndo" : "said.nothingToRedo"));
      return null;
    }
    this.#closeChoice();
    this.#syncFromEngine(which === "redo" ? this.#board.holeOf(record.move) : null);
    if (which === "undo") this.#say(this.#t("said.undo", { turn: this.#turnText() }));
    else this.#say(`${this.#t("said.redo")} ${this.#describe(record)}`);
    this.#emitChange();
    return record;
  }

  // ------------------------------------------------------------ animation, from the record only

  #finishAnimation() {
    if (this.#busy) this.#skip = true;
  }

  /** Plays the record's events on a copy of the view: lift, drop by drop, relays, captures flying to the tray. */
  async #animate(record, before) {
    const ms = this.speed;
    if (!ms || !before || !this.#layout) return;
    this.#busy = true;
    this.#skip = false;
    this.#refresh();
    const v = { ...before, counts: before.counts.slice(), stores: before.stores.slice(), hand: null, flying: [], legal: new Set() };
    this.#view = v;
    const holes = this.#layout.holes;
    const trayOf = (p) => {
      const tr = this.#layout.trays[p] ?? this.#layout.trays[0];
      return { x: tr.x + tr.w * 0.72, y: tr.y + tr.h / 2 };
    };
    try {
      for (const ev of record.events) {
        if (this.#skip) break;
        const h = holes[ev.hole];
        if (ev.type === "lift" || ev.type === "relay") {
          const count = ev.count ?? v.counts[ev.hole];
          v.counts[ev.hole] = 0;
          v.hand = { x: h.x, y: h.y, count };
          await this.#tween(ms * 0.8, () => {});
        } else if (ev.type === "drop" && v.hand) {
          const from = { x: v.hand.x, y: v.hand.y - h.r };
          v.hand.count -= 1;
          await this.#tween(ms, (k) => {
            v.hand.x = from.x + (h.x - from.x) * k;
            v.hand.y = from.y + h.r + (h.y - from.y - h.r) * k;
            v.flying = [{ x: v.hand.x, y: v.hand.y - h.r * 1.05 * (1 - k) - Math.sin(k * Math.PI) * h.r * 0.5, a: k * 3 }];
          });
          v.flying = [];
          v.counts[ev.hole] += 1;
          if (v.hand.count <= 0) v.hand = null;
        } else if (ev.type === "capture" || ev.type === "collect") {
          v.hand = null;
          const to = trayOf(ev.by);
          const n = Math.min(ev.count, 8);
          v.counts[ev.hole] = Math.max(0, v.counts[ev.hole] - ev.count);
          await this.#tween(ms * 2.2, (k) => {
            v.flying = Array.from({ length: n }, (_, j) => {
              const kk = Math.min(1, Math.max(0, k * 1.4 - j * 0.05));
              return { x: h.x + (to.x - h.x) * kk + (j - n / 2) * h.r * 0.2, y: h.y + (to.y - h.y) * kk - Math.sin(kk * Math.PI) * h.r, a: j + kk * 4 };
            });
          });
          v.flying = [];
          v.stores[ev.by] += ev.count;
        }
      }
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
      step(eased);
      this.#draw();
      if (k >= 1 || !this.isConnected) return;
      await frame();
    }
  }

  // ------------------------------------------------------------ words

  /** "South sowed pit 2: 5 stones, captured 4." from the record alone. */
  #describe(record) {
    const t = this.#t;
    const player = t(`player.${record.player}`);
    const ev = record.events;
    let text;
    if (record.move.kind === "fill") {
      text = t("said.fill", { player, list: this.#placeList(record.move.houses) });
    } else if (record.move.kind === "pass") {
      text = t("said.pass", { player });
    } else {
      const hole = this.#board.holeOf(record.move);
      const lift = ev.find((e) => e.type === "lift");
      const place = holeName(this.#game.id, hole, t).toLowerCase();
      const dir = record.move.dir ? ` ${t(`said.dir.${record.move.dir}`)}` : "";
      const parts = [t("said.sow", { player, place, dir, count: t(`counters.${this.#board.counters}`, { n: lift ? lift.count : 0 }) })];
      const relays = ev.filter((e) => e.type === "relay").length;
      if (relays) parts.push(t("said.relay", { n: relays }));
      const taken = ev.filter((e) => e.type === "capture" && e.by === record.player).reduce((a, e) => a + e.count, 0);
      parts.push(taken ? t("said.captured", { n: taken }) : t("said.nothing"));
      text = parts.join(", ");
    }
    const over = ev.find((e) => e.type === "game-over");
    if (over) text += `. ${t("said.over", { result: resultText(over.result ?? this.#game.result(), t) })}`;
    else text += ".";
    return text;
  }

  #say(text) {
    this.#els.live.textContent = text;
  }
}

customElements.define("folk-game", FolkGame);
