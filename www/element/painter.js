// @ts-check
// Drawing: lays the board out for the room it has (the canvas drawn at the device's pixel ratio,
// its CSS size exactly the layout's, so that a pixel of the layout is a pixel on screen at any
// width), and paints the board's view with the element's marks over it: the suggested move, a
// refused place, the marks of a choice. Paints are gathered to one per frame.

import { HINT_BLUE, HINT_INK, drawLabel, useTheme } from "./render/canvas.js";

/** @typedef {import("./board.js").Board} Board */
/** @typedef {import("./board.js").Layout} Layout */
/** @typedef {import("./board.js").View} View */
/** @typedef {import("./board.js").Mark} Mark */

export class Painter {
  /** @type {Layout | null} */
  layout = null;
  /** @type {View | null} */
  view = null;
  /** @type {Board | null} */
  board = null;
  t = null;
  /** @type {{ holes: number[], move?: any, review?: boolean } | null} the suggested move and its places (review: a key moment's better move, drawn on a past position too) */
  hint = null;
  /** @type {number | null} a place just refused */
  flash = null;
  /** @type {Mark[]} */
  marks = [];
  /** @type {(() => import("./render/canvas.js").Palette | null) | null} the theme to paint with, read at each paint (theme.js) */
  theme = null;
  #dpr = 1;
  #blank = true; // the canvas holds no board (never painted, or cleared by a new size)
  #dirty = false; // a paint was asked for since the last one
  #queued = false;
  #fit = "";

  /** @param {HTMLCanvasElement} canvas */
  constructor(canvas) {
    this.canvas = canvas;
  }

  forget() {
    this.layout = null;
    this.view = null;
    this.#fit = "";
  }

  /**
   * Lays the board out for `width` × `maxHeight`; false when nothing changed (the same width, room
   * and pixel ratio give the same layout, so a resize that does not change them does nothing).
   */
  relayout(width, maxHeight, force = false) {
    if (!this.board) return false;
    const dpr = globalThis.devicePixelRatio || 1;
    const key = this.view ? this.board.layoutKey?.(this.view) : undefined;
    const fit = `${width} ${maxHeight} ${dpr} ${key ?? ""}`;
    if (!force && fit === this.#fit && this.layout) return false;
    this.#fit = fit;
    const L = this.board.layout(width, maxHeight, this.view);
    const c = this.canvas;
    const [w, h] = [Math.round(L.width * dpr), Math.round(L.height * dpr)];
    // Setting a canvas's size clears it, even to the size it has: only a real change does, and the
    // board is then painted again at once (draw), so no frame shows it blank.
    if (c.width !== w || c.height !== h) {
      c.width = w;
      c.height = h;
      this.#blank = true;
    }
    c.style.width = `${L.width}px`;
    c.style.height = `${L.height}px`;
    this.layout = L;
    this.#dpr = dpr;
    this.draw();
    return true;
  }

  /** The place under a point of the canvas (client coordinates), or null; `marks` are hit first. */
  hit(clientX, clientY) {
    const L = this.layout;
    if (!L) return null;
    const rect = this.canvas.getBoundingClientRect();
    // the canvas is drawn at its layout's size; should anything scale it, the point is scaled back
    const x = ((clientX - rect.left) * L.width) / (rect.width || L.width);
    const y = ((clientY - rect.top) * L.height) / (rect.height || L.height);
    // the nearest mark in reach: two pieces on one square have marks closer than their reach,
    // and the first in reach took a tap on the second's centre
    let mark = null;
    let nearest = Infinity;
    for (const m of this.marks) {
      const d = Math.hypot(m.x - x, m.y - y);
      if (d <= Math.max(m.r * 1.15, 22) && d < nearest) [mark, nearest] = [m, d];
    }
    if (mark) return { mark };
    const i = L.holes.findIndex((h) => (h.w ? Math.abs(h.x - x) <= h.w / 2 && Math.abs(h.y - y) <= h.h / 2 : Math.hypot(h.x - x, h.y - y) <= h.r * 1.15));
    return i < 0 ? null : { hole: i };
  }

  /** Paints at the next frame, once however often it is asked in between; a blank canvas (a new
   *  game, a resize) is painted at once instead, so the first board is on screen a frame sooner. */
  draw() {
    this.#dirty = true;
    if (this.#blank && this.paint()) return;
    if (this.#queued) return;
    this.#queued = true;
    requestAnimationFrame(() => {
      this.#queued = false;
      if (this.#dirty) this.paint();
    });
  }

  /** Paints now; false when there is nothing to paint yet. */
  paint() {
    const { layout: L, view, board } = this;
    if (!L || !view || !board) return false;
    const ctx = this.canvas.getContext("2d");
    useTheme(this.theme?.());
    ctx.setTransform(this.#dpr, 0, 0, this.#dpr, 0, 0);
    board.draw(ctx, L, view, this.t);
    if (this.hint && (view.interactive || this.hint.review)) {
      paintHint(ctx, L, this.hint.holes);
      const way = this.hint.move ? (board.hintMarks?.(L, view, this.hint.move) ?? []) : []; // Bày Khòm's direction
      if (way.length) board.paintMarks(ctx, L, way, this.t);
    }
    if (this.flash !== null && L.holes[this.flash]) paintRefused(ctx, L.holes[this.flash]);
    if (this.marks.length) board.paintMarks(ctx, L, this.marks, this.t);
    this.#blank = false;
    this.#dirty = false;
    return true;
  }
}

/** The suggested move: a blue ring (square) with a star on its places; a round hole's ring leaves
 *  a gap where the board draws its count, so the count stays legible. */
function paintHint(ctx, L, holes) {
  for (const i of holes) {
    const h = L.holes[i];
    if (!h) continue;
    const size = h.w ? Math.min(h.w, h.h) / 2 : h.r;
    ctx.save();
    for (const [color, grow] of /** @type {[string, number][]} */ ([
      [HINT_INK, 1.5],
      [HINT_BLUE, 1],
    ])) {
      ctx.beginPath();
      if (h.w) ctx.roundRect(h.x - h.w / 2 + 1, h.y - h.h / 2 + 1, h.w - 2, h.h - 2, size * 0.2);
      else ctx.arc(h.x, h.y, h.r * 1.12, Math.PI / 4 + 0.42, Math.PI / 4 - 0.42 + Math.PI * 2);
      ctx.strokeStyle = color;
      ctx.lineWidth = Math.max(3, size * 0.1) * grow;
      ctx.stroke();
    }
    const bx = h.w ? h.x + h.w / 2 - size * 0.35 : h.x + h.r * 0.8;
    const by = h.w ? h.y - h.h / 2 + size * 0.35 : h.y - h.r * 0.8;
    paintSeal(ctx, bx, by, Math.max(8, size * 0.24), HINT_BLUE, "★");
    ctx.restore();
  }
}

/** A place just refused: a red ring and a cross at its top left (shape as well as colour). */
function paintRefused(ctx, h) {
  const size = h.w ? Math.min(h.w, h.h) / 2 : h.r;
  ctx.save();
  ctx.beginPath();
  if (h.w) ctx.roundRect(h.x - h.w / 2 + 2, h.y - h.h / 2 + 2, h.w - 4, h.h - 4, size * 0.2);
  else ctx.arc(h.x, h.y, h.r * 1.08, 0, Math.PI * 2);
  ctx.setLineDash([size * 0.2, size * 0.12]);
  ctx.lineWidth = Math.max(3, size * 0.1);
  ctx.strokeStyle = "#b3260b";
  ctx.stroke();
  ctx.setLineDash([]);
  const bx = h.w ? h.x - h.w / 2 + size * 0.35 : h.x - h.r * 0.8;
  const by = h.w ? h.y - h.h / 2 + size * 0.35 : h.y - h.r * 0.8;
  paintSeal(ctx, bx, by, Math.max(9, size * 0.26), "#b3260b", "✕");
  ctx.restore();
}

/** A small round seal with a glyph on it, in a cream ring (the hint's star, a refusal's cross). */
function paintSeal(ctx, x, y, r, fill, glyph) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = "#fff8e8";
  ctx.stroke();
  drawLabel(ctx, glyph, x, y + r * 0.05, r * 1.25, { weight: 800, color: "#fff8e8" });
}
