// @ts-check
// The Siryu board (docs/spec/siryu.md): a 5x5 grid scratched in the sand, walked column by column
// (down, up, down…), the Minaret on square 13, the gates 12 and 25, the extension 26-28 on the
// central row and the three stations Cairo 29, Medina 30, Mecca 31 drawn as wide rectangles.
// Six sticks are thrown above it. Like the sowing boards it knows geometry and paint only: what may
// be played comes from legalMoves(), what happened from the move record's events
// (throw, step, station-sir, sent-back, pass, game-over); which square is what, and where the
// source draws it, from the engine's description of the board (places.js): no square's number
// decides anything here (the state names squares by their numbers, 1 to 31: square n is place n - 1).

import { drawLabel, drawLines, drawPanel, fitLines, hash, theme } from "./canvas.js";
import { boardOf } from "../places.js";

/** @typedef {import("../board.js").Board} Board */

const INK = "#3b2414";
const SAND_LINE = "rgba(92,58,30,0.78)";
const CREAM = "#fbf3e4";
/** The least height (px) of a row of the players' legend: its two lines of words, legible on a small board. */
const LEGEND_ROW = 28;

/** A shape per seat, so colour is never alone; the colours are the theme's (`--folk-seat-1`…,
 *  Okabe-Ito's by default: told apart by most colour-blind people). */
export const SEATS = [
  { shape: "circle", glyph: "●" },
  { shape: "square", glyph: "■" },
  { shape: "triangle", glyph: "▲" },
  { shape: "diamond", glyph: "◆" },
  { shape: "hexagon", glyph: "⬢" },
  { shape: "star", glyph: "★" },
  { shape: "pentagon", glyph: "⬟" },
  { shape: "cross", glyph: "✚" },
];
/** The squares off the grid: the extension, then the stations, in the track's order. */
const EXTENSION = ["extension"];
const STATIONS = ["cairo", "medina", "mecca"];
/** The engine's description of a square (1 to 31, as the state numbers them). @param {number} square */
const placeOf = (square) => boardOf("siryu").places[square - 1];

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} s
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {import("./canvas.js").LabelStyle} [style]
 */
function text(ctx, s, x, y, size, { align = "center", weight = 600, color = INK, maxWidth, halo } = {}) {
  drawLabel(ctx, s, x, y, size, { align, weight, color, maxWidth, halo });
}

/** A line scratched with a stick: a dark groove, a light ridge beside it, a little wobble. */
function scratch(ctx, x1, y1, x2, y2, w, seed) {
  const wob = (i) => (hash(seed, i) - 0.5) * w * 1.6;
  const mx = (x1 + x2) / 2 + wob(1);
  const my = (y1 + y2) / 2 + wob(2);
  for (const [dx, dy, style, lw] of [
    [w * 0.45, w * 0.45, "rgba(255,244,220,0.55)", w * 0.9],
    [0, 0, SAND_LINE, w],
  ]) {
    ctx.beginPath();
    ctx.moveTo(x1 + dx + wob(3), y1 + dy + wob(4));
    ctx.quadraticCurveTo(mx + dx, my + dy, x2 + dx + wob(5), y2 + dy + wob(6));
    ctx.lineWidth = lw;
    ctx.lineCap = "round";
    ctx.strokeStyle = style;
    ctx.stroke();
  }
}

function scratchRect(ctx, x, y, w, h, lw, seed) {
  scratch(ctx, x, y, x + w, y, lw, seed);
  scratch(ctx, x + w, y, x + w, y + h, lw, seed + 1);
  scratch(ctx, x + w, y + h, x, y + h, lw, seed + 2);
  scratch(ctx, x, y + h, x, y, lw, seed + 3);
}

const TILE = 97; // px, a prime, so the repeat does not line up with the squares
let tile = null;

/** Sand grains on a transparent square, at the density the board had (one per 180 px²). */
function sandTile() {
  if (tile) return tile;
  tile = document.createElement("canvas");
  tile.width = TILE;
  tile.height = TILE;
  const g = tile.getContext("2d");
  const n = Math.round((TILE * TILE) / 180);
  for (let i = 0; i < n; i++) {
    g.fillStyle = hash(i, 3) < 0.5 ? "rgba(120,80,40,0.16)" : "rgba(255,248,230,0.35)";
    g.fillRect(hash(i, 1) * TILE, hash(i, 2) * TILE, 1.2, 1.2);
  }
  return tile;
}

function paintSand(ctx, L) {
  const g = ctx.createRadialGradient(L.width * 0.4, L.height * 0.3, 10, L.width / 2, L.height / 2, Math.max(L.width, L.height) * 0.75);
  g.addColorStop(0, theme.track[0]);
  g.addColorStop(0.6, theme.track[1]);
  g.addColorStop(1, theme.track[2]);
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.roundRect(0, 0, L.width, L.height, 16);
  ctx.fill();
  // grains (one tile of them, repeated: a few thousand tiny rectangles made the first paint of the
  // board tens of milliseconds slower) and a few ripples left by the wind
  const grains = ctx.createPattern(sandTile(), "repeat");
  if (grains) {
    ctx.fillStyle = grains;
    ctx.fill();
  }
  ctx.lineWidth = 1;
  for (let i = 0; i < 14; i++) {
    const y = hash(i, 7) * L.height;
    ctx.strokeStyle = "rgba(150,105,60,0.08)";
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.bezierCurveTo(L.width * 0.3, y - 12, L.width * 0.6, y + 12, L.width, y - 4);
    ctx.stroke();
  }
}

/** The Minaret on its square: a mound of darker sand, a tower with its gallery, dome and crescent. */
function paintMinaret(ctx, sq, lw) {
  const { x, y, w, h } = sq;
  ctx.save();
  const g = ctx.createRadialGradient(x, y, 1, x, y, w * 0.55);
  g.addColorStop(0, "rgba(150,95,45,0.32)");
  g.addColorStop(1, "rgba(150,95,45,0)");
  ctx.fillStyle = g;
  ctx.fillRect(x - w / 2, y - h / 2, w, h);
  const tw = w * 0.2;
  const base = y + h * 0.42;
  const top = y - h * 0.12;
  ctx.strokeStyle = "rgba(74,40,18,0.75)";
  ctx.fillStyle = "rgba(140,88,40,0.35)";
  ctx.lineWidth = lw * 0.9;
  ctx.lineJoin = "round";
  ctx.beginPath();
  ctx.moveTo(x - tw / 2, base);
  ctx.lineTo(x - tw * 0.36, top);
  ctx.lineTo(x + tw * 0.36, top);
  ctx.lineTo(x + tw / 2, base);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.beginPath(); // the gallery
  ctx.moveTo(x - tw * 0.75, top);
  ctx.lineTo(x + tw * 0.75, top);
  ctx.stroke();
  ctx.beginPath(); // the dome
  ctx.arc(x, top, tw * 0.4, Math.PI, 0);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath(); // the finial and crescent
  ctx.moveTo(x, top - tw * 0.4);
  ctx.lineTo(x, top - tw * 0.85);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, top - tw * 1.0, tw * 0.16, Math.PI * 0.2, Math.PI * 1.8);
  ctx.stroke();
  ctx.beginPath(); // a door
  ctx.arc(x, base - tw * 0.3, tw * 0.14, Math.PI, 0);
  ctx.lineTo(x + tw * 0.14, base);
  ctx.lineTo(x - tw * 0.14, base);
  ctx.closePath();
  ctx.stroke();
  ctx.restore();
}

/** A gate: two posts and a lintel scratched at the square's edge (12 before the Minaret, 25 the corner). */
function paintGate(ctx, sq, lw) {
  const { x, y, w, h } = sq;
  const gx = x + w * 0.3;
  const gy = y - h * 0.3;
  const s = Math.min(w, h) * 0.22;
  ctx.save();
  ctx.strokeStyle = "rgba(74,40,18,0.85)";
  ctx.lineWidth = lw * 1.1;
  ctx.beginPath();
  ctx.moveTo(gx - s / 2, gy + s * 0.6);
  ctx.lineTo(gx - s / 2, gy - s * 0.2);
  ctx.arc(gx, gy - s * 0.2, s / 2, Math.PI, 0);
  ctx.lineTo(gx + s / 2, gy + s * 0.6);
  ctx.stroke();
  ctx.restore();
}

/** A piece: the seat's shape in its colour with a dark edge, the kind's letter on it (F/M/A, P/M/A). */
function paintPiece(ctx, x, y, r, seat, kind, t, { faded = false, glow = false, stations = 0, need = 3 } = {}) {
  const { shape } = SEATS[seat % SEATS.length];
  const color = theme.seats[seat % SEATS.length];
  ctx.save();
  if (glow) {
    ctx.beginPath();
    ctx.arc(x, y, r * 1.55, 0, Math.PI * 2);
    ctx.fillStyle = "rgba(255,210,122,0.85)";
    ctx.fill();
  }
  ctx.translate(x, y);
  ctx.beginPath();
  traceShape(ctx, shape, r);
  ctx.shadowColor = "rgba(40,20,5,0.45)";
  ctx.shadowBlur = r * 0.35;
  ctx.shadowOffsetY = r * 0.15;
  ctx.fillStyle = color;
  ctx.globalAlpha = faded ? 0.72 : 1;
  ctx.fill();
  ctx.shadowColor = "transparent";
  ctx.globalAlpha = 1;
  ctx.lineWidth = Math.max(1.2, r * 0.14);
  ctx.strokeStyle = "#1d1008";
  if (faded) ctx.setLineDash([r * 0.3, r * 0.22]);
  ctx.stroke();
  ctx.setLineDash([]);
  const letter = t(`piece.letter.${kind}`);
  const ink = theme.seatInk[seat % SEATS.length]; // the letter's colour that reads best on the fill
  text(ctx, letter, 0, r * (shape === "triangle" ? 0.18 : 0.04), r * (shape === "triangle" ? 0.95 : 1.1), { weight: 800, color: ink });
  for (let i = 0; i < stations; i++) {
    ctx.beginPath();
    ctx.arc((i - (need - 2) / 2) * r * 0.5, r * 1.25, r * 0.18, 0, Math.PI * 2);
    ctx.fillStyle = "#1d1008";
    ctx.fill();
  }
  ctx.restore();
}

function traceShape(ctx, shape, r) {
  const poly = (n, rot, k = 1) => {
    for (let i = 0; i < n; i++) {
      const a = rot + (i * Math.PI * 2) / n;
      ctx[i ? "lineTo" : "moveTo"](Math.cos(a) * r * k, Math.sin(a) * r * k);
    }
    ctx.closePath();
  };
  if (shape === "circle") ctx.arc(0, 0, r, 0, Math.PI * 2);
  else if (shape === "square") ctx.rect(-r * 0.86, -r * 0.86, r * 1.72, r * 1.72);
  else if (shape === "triangle") poly(3, -Math.PI / 2, 1.22);
  else if (shape === "diamond") poly(4, -Math.PI / 2, 1.18);
  else if (shape === "hexagon") poly(6, 0, 1.05);
  else if (shape === "pentagon") poly(5, -Math.PI / 2, 1.08);
  else if (shape === "star") {
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const k = i % 2 ? 0.62 : 1.25;
      ctx[i ? "lineTo" : "moveTo"](Math.cos(a) * r * k, Math.sin(a) * r * k);
    }
    ctx.closePath();
  } else {
    const a = r * 0.38;
    const b = r * 1.02;
    ctx.moveTo(-a, -b);
    for (const [px, py] of [[a, -b], [a, -a], [b, -a], [b, a], [a, a], [a, b], [-a, b], [-a, a], [-b, a], [-b, -a], [-a, -a]]) ctx.lineTo(px, py);
    ctx.closePath();
  }
}

/** One stick, lying across (x, y): white face up (cream, plain) or black face up (dark, with carved chevrons). */
function paintStick(ctx, x, y, len, wid, white, angle = 0, squash = 1) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.scale(1, Math.max(0.08, squash));
  ctx.beginPath();
  ctx.roundRect(-wid / 2, -len / 2, wid, len, wid / 2);
  ctx.shadowColor = "rgba(40,20,5,0.4)";
  ctx.shadowBlur = wid * 0.5;
  ctx.shadowOffsetY = wid * 0.2;
  ctx.fillStyle = white ? "#f7efdc" : "#2a1b12";
  ctx.fill();
  ctx.shadowColor = "transparent";
  ctx.lineWidth = Math.max(1, wid * 0.08);
  ctx.strokeStyle = white ? "#8a6a44" : "#0d0604";
  ctx.stroke();
  ctx.lineWidth = Math.max(1, wid * 0.1);
  if (white) {
    ctx.strokeStyle = "rgba(160,120,70,0.35)";
    ctx.beginPath();
    ctx.moveTo(0, -len * 0.4);
    ctx.lineTo(0, len * 0.4);
    ctx.stroke();
  } else {
    ctx.strokeStyle = "#c9a46a";
    for (let i = -3; i <= 3; i++) {
      const yy = i * len * 0.11;
      ctx.beginPath();
      ctx.moveTo(-wid * 0.3, yy - wid * 0.2);
      ctx.lineTo(0, yy + wid * 0.1);
      ctx.lineTo(wid * 0.3, yy - wid * 0.2);
      ctx.stroke();
    }
  }
  ctx.restore();
}

// ---------------------------------------------------------------- layout

/** Square centres in cell units, in the track's order: the grid where the source draws it, then
 *  the extension and the stations; wide screens follow the spec's drawing (all on the central
 *  row), narrow ones fold the extension under the grid. */
function squareCells(wide) {
  const { places } = boardOf("siryu");
  const extension = places.filter((p) => EXTENSION.includes(p.kind));
  const stations = places.filter((p) => STATIONS.includes(p.kind));
  // the stations' shapes when folded: beside the extension's end, then under it
  const folded = [
    { cx: 1.0, cy: 5.75, w: 1.9, h: 0.94 },
    { cx: 1.0, cy: 7.0, w: 1.9, h: 1.0 },
    { cx: 3.5, cy: 7.0, w: 2.9, h: 1.0 },
  ];
  return places.map((p) => {
    const e = extension.indexOf(p);
    const s = stations.indexOf(p);
    if (e >= 0) return wide ? { cx: 5.7 + e, cy: p.row + 0.5, w: 0.94, h: 0.94 } : { cx: 4.5 - e, cy: 5.75, w: 0.94, h: 0.94 };
    if (s >= 0) return wide ? { cx: 8.95 + s * 1.45, cy: p.row + 0.5, w: 1.36, h: 1.1 } : folded[s];
    return { cx: p.col + 0.5, cy: p.row + 0.5, w: 0.94, h: 0.94 };
  });
}

/** The places of the 5x5 grid (neither the extension nor a station). @param {{ kind: string }} p */
const onGrid = (p) => !EXTENSION.includes(p.kind) && !STATIONS.includes(p.kind);

/** @type {Board & Record<string, any>} */
export const siryuBoard = {
  id: "siryu",
  model: (s) => ({
    pieces: s.pieces.map((list) => list.map((p) => ({ ...p }))),
    players: s.players ?? s.pieces.length,
    toMove: s.toMove,
    seat: s.seat ?? (typeof s.toMove === "number" ? s.toMove : 0),
    phase: s.phase,
    throwValue: s.throw,
    throwKind: s.throwKind,
    throwDue: s.throwDue,
    bonusThrowsLeft: s.bonusThrowsLeft,
    bonusSum: s.bonusSum,
    turnThrows: s.turnThrows,
    stationSirs: s.stationSirs ?? 3,
    over: s.over,
    result: s.result,
  }),
  copyView: (v) => ({ ...v, pieces: v.pieces.map((list) => list.map((p) => ({ ...p }))), moving: null }),
  layoutKey: (v) => v.players,

  layout(width, maxHeight, view) {
    const players = view?.players ?? 2;
    const pad = 0.35;
    // wide: grid 5 + extension 3 + stations ~5.3, on one row band, the sticks and players to the
    // right of the grid; else the sticks and players under the grid: whichever draws the board the
    // larger in the room it has (wide on a desktop, or in a short room).
    // (the players' legend under the grid: rows of two, each at least LEGEND_ROW px, so that its
    // two lines of words stay legible on a small board)
    const across = { w: 12.35 + pad * 2, h: 5 + pad * 2 + 0.2, rows: 0 };
    const down = { w: 5 + pad * 2, h: 7.5 + pad * 2 + 1.9, rows: Math.ceil(players / 2) };
    const unit = (d, most) => {
      const c = Math.min(width / d.w, maxHeight / (d.h + d.rows * 0.62), most);
      return c * 0.62 >= LEGEND_ROW ? c : Math.max(1, Math.min(c, (maxHeight - d.rows * LEGEND_ROW) / d.h));
    };
    const wide = unit(across, 96) > unit(down, 72);
    const design = wide ? across : down;
    // on a tablet in portrait the board stays on one screen
    const c = unit(design, wide ? 96 : 72);
    const rowH = Math.max(c * 0.62, LEGEND_ROW);
    const dims = { w: design.w * c, h: design.h * c + design.rows * rowH };
    const ox = (width - dims.w) / 2 + pad * c;
    const oy = pad * c;
    const { places } = boardOf("siryu");
    const holes = squareCells(wide).map((q, i) => ({ x: ox + q.cx * c, y: oy + q.cy * c, w: q.w * c, h: q.h * c, r: (Math.min(q.w, q.h) * c) / 2, n: i + 1, kind: places[i].kind }));
    const sticks = wide
      ? { x: ox + 5.25 * c, y: oy + 3.35 * c, w: 7.1 * c, h: 1.55 * c }
      : { x: ox, y: oy + 7.85 * c, w: 5 * c, h: 1.55 * c };
    const legend = wide
      ? { x: ox + 5.25 * c, y: oy + 0.05 * c, w: 7.1 * c, h: 1.8 * c, cols: Math.min(players <= 4 ? players : 4, 4), rowH }
      : { x: ox, y: oy + 9.6 * c, w: 5 * c, h: design.rows * rowH, cols: 2, rowH };
    return { width, height: Math.ceil(dims.h), k: c / 60, c, wide, ox, oy, holes, sticks, legend, key: players };
  },

  holeOf(move, view) {
    if (move.kind !== "move" || !view) return null;
    const p = view.pieces[view.seat]?.find((q) => q.kind === move.piece);
    return p ? p.square - 1 : null;
  },

  // ------------------------------------------------------------ paint

  draw(ctx, L, v, t) {
    ctx.clearRect(0, 0, L.width, L.height);
    // the sand and what is scratched in it do not change between frames: painted once per layout
    const scale = ctx.getTransform().a || 1;
    if (L.ground?.scale !== scale) {
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(L.width * scale);
      canvas.height = Math.round(L.height * scale);
      const g = canvas.getContext("2d");
      g.scale(scale, scale);
      this.paintGround(g, L);
      L.ground = { canvas, scale };
    }
    ctx.drawImage(L.ground.canvas, 0, 0, L.width, L.height);
    const c = L.c;
    // highlights, numbers and names
    const fs = Math.max(10, c * 0.2);
    for (const h of L.holes) {
      const i = h.n - 1;
      if (v.interactive && v.legal.has(i)) {
        ctx.save();
        ctx.beginPath();
        ctx.roundRect(h.x - h.w / 2 + 2, h.y - h.h / 2 + 2, h.w - 4, h.h - 4, c * 0.1);
        ctx.fillStyle = v.hover === i ? theme.highlightStrong : theme.highlightSoft;
        ctx.fill();
        ctx.lineWidth = Math.max(2, c * 0.05);
        ctx.strokeStyle = "#a0521d";
        ctx.stroke();
        ctx.restore();
      }
      if (v.last?.square === h.n) {
        ctx.save();
        ctx.setLineDash([c * 0.1, c * 0.08]);
        ctx.lineWidth = Math.max(1.5, c * 0.035);
        ctx.strokeStyle = "#5a2d0c";
        ctx.strokeRect(h.x - h.w / 2 + 3, h.y - h.h / 2 + 3, h.w - 6, h.h - 6);
        ctx.restore();
      }
      if (v.focus === i) {
        ctx.save();
        for (const [color, width] of /** @type {[string, number][]} */ ([
          ["#fff8e8", 6],
          ["#1d1008", 3],
        ])) {
          ctx.beginPath();
          ctx.roundRect(h.x - h.w / 2 + 4, h.y - h.h / 2 + 4, h.w - 8, h.h - 8, c * 0.1);
          ctx.lineWidth = width;
          ctx.strokeStyle = color;
          ctx.stroke();
        }
        ctx.restore();
      }
      const station = STATIONS.includes(h.kind);
      const label = station ? `${h.n} ${t(`square.${h.n}`)}` : String(h.n);
      text(ctx, label, h.x - h.w / 2 + c * 0.07, h.y - h.h / 2 + fs * 0.7, station ? fs * 1.05 : fs * 0.9, { align: "left", weight: station ? 700 : 600, color: "rgba(74,40,18,0.85)", maxWidth: h.w - c * 0.12 });
    }
    this.paintPieces(ctx, L, v, t);
    this.paintLegend(ctx, L, v, t);
    this.paintSticks(ctx, L, v, t);
    if (v.banner) this.paintBanner(ctx, L, v.banner);
    if (v.over && v.result) this.paintBanner(ctx, L, t("over.status", { title: t("over.title"), result: this.resultText(v.result, t) }), v.ending);
  },

  /** The sand, the route, the grid, the extension, the stations, the Minaret and the gates. */
  paintGround(ctx, L) {
    paintSand(ctx, L);
    const c = L.c;
    const lw = Math.max(1.5, c * 0.045);
    const { places } = boardOf("siryu");
    // the route, as a faint trail through the squares in order
    ctx.save();
    ctx.setLineDash([c * 0.06, c * 0.12]);
    ctx.beginPath();
    L.holes.forEach((h, i) => ctx[i === 0 ? "moveTo" : "lineTo"](h.x, h.y));
    ctx.lineWidth = Math.max(1, c * 0.03);
    ctx.strokeStyle = "rgba(120,80,40,0.28)";
    ctx.stroke();
    ctx.restore();
    // the grid: a line each way on either side of every row and column, scratched
    const grid = places.filter(onGrid);
    const side = Math.max(...grid.map((p) => p.col)) + 1;
    const corner = L.holes[places.findIndex((p) => onGrid(p) && p.row === 0 && p.col === 0)];
    const g0 = { x: corner.x - c / 2, y: corner.y - c / 2 };
    for (let i = 0; i <= side; i++) {
      scratch(ctx, g0.x + i * c, g0.y, g0.x + i * c, g0.y + side * c, lw, 11 + i);
      scratch(ctx, g0.x, g0.y + i * c, g0.x + side * c, g0.y + i * c, lw, 31 + i);
    }
    // the extension and the stations, the Minaret and the gates
    const of = (test) => L.holes.filter((h, i) => test(places[i]));
    for (const h of of((p) => !onGrid(p))) scratchRect(ctx, h.x - h.w / 2, h.y - h.h / 2, h.w, h.h, lw, h.n * 7);
    for (const h of of((p) => p.kind === "minaret")) paintMinaret(ctx, h, lw);
    for (const h of of((p) => p.kind === "gate")) paintGate(ctx, h, lw);
  },

  /** Where each piece stands: the pieces sharing a square are set out in a small grid. */
  piecePlaces(L, v) {
    const bySquare = new Map();
    v.pieces.forEach((list, p) =>
      list.forEach((piece, k) => {
        if (v.moving && v.moving.player === p && v.moving.kind === piece.kind) return;
        const key = piece.square;
        if (!bySquare.has(key)) bySquare.set(key, []);
        bySquare.get(key).push({ p, k, piece });
      }),
    );
    const places = [];
    for (const [square, list] of bySquare) {
      const h = L.holes[square - 1];
      const n = list.length;
      const cols = n <= 1 ? 1 : n <= 4 ? 2 : n <= 9 ? 3 : 4;
      const rows = Math.ceil(n / cols);
      const cell = Math.min((h.w * 0.86) / cols, (h.h * 0.74) / rows);
      const r = Math.min(L.c * 0.22, cell * 0.44);
      list.forEach((e, j) => {
        const col = j % cols;
        const row = Math.floor(j / cols);
        places.push({ ...e, x: h.x + (col - (cols - 1) / 2) * cell, y: h.y + h.h * 0.08 + (row - (rows - 1) / 2) * cell, r });
      });
    }
    return places;
  },

  paintPieces(ctx, L, v, t) {
    const legalSquares = v.interactive ? v.legal : new Set();
    for (const e of this.piecePlaces(L, v)) {
      const glow = legalSquares.has(e.piece.square - 1) && e.p === v.seat && !v.over;
      paintPiece(ctx, e.x, e.y, e.r, e.p, e.piece.kind, t, { faded: !e.piece.started, glow, stations: placeOf(e.piece.square).countsSirs ? e.piece.stations : 0, need: v.stationSirs });
    }
    if (v.moving) paintPiece(ctx, v.moving.x, v.moving.y, L.c * 0.22, v.moving.player, v.moving.kind, t, { glow: true });
  },

  paintLegend(ctx, L, v, t) {
    const { x, y, w, cols, rowH } = L.legend;
    const colW = w / cols;
    const fs = Math.min(Math.max(11, L.c * 0.2), rowH * 0.45);
    for (let p = 0; p < v.players; p++) {
      const cx = x + (p % cols) * colW;
      const cy = y + Math.floor(p / cols) * rowH + rowH / 2;
      const mover = !v.over && v.seat === p;
      if (mover) {
        drawPanel(ctx, cx + 2, cy - rowH * 0.42, colW - 4, rowH * 0.84, rowH * 0.3, "rgba(74,40,18,0.88)", theme.highlight);
      }
      paintPiece(ctx, cx + rowH * 0.45, cy, rowH * 0.26, p, "none", () => "", {});
      const mecca = v.pieces[p].filter((q) => placeOf(q.square).kind === "mecca").length;
      const name = t("player.n", { n: p + 1 });
      text(ctx, mover ? `${name} ▸` : name, cx + rowH * 0.9, cy - fs * 0.45, fs, { align: "left", weight: 700, color: mover ? theme.highlight : INK, maxWidth: colW - rowH });
      text(ctx, t("legend.mecca", { n: mecca }), cx + rowH * 0.9, cy + fs * 0.6, fs * 0.82, { align: "left", weight: 500, color: mover ? CREAM : INK, maxWidth: colW - rowH });
    }
  },

  paintSticks(ctx, L, v, t) {
    const S = L.sticks;
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(S.x, S.y, S.w, S.h, L.c * 0.2);
    ctx.fillStyle = "rgba(120,78,40,0.16)";
    ctx.fill();
    ctx.restore();
    const len = S.h * 0.78;
    const wid = Math.max(8, len * 0.16);
    const areaW = Math.min(S.w * 0.56, wid * 14);
    const x0 = S.x + S.h * 0.35;
    const gap = areaW / 6;
    const anim = v.throwAnim;
    const sticks = anim ? anim.sticks : v.last?.sticks;
    const fs = Math.max(12, L.c * 0.24);
    for (let i = 0; i < 6; i++) {
      const x = x0 + gap * (i + 0.5);
      const y = S.y + S.h / 2;
      if (!sticks) {
        paintStick(ctx, x, y, len, wid, i % 2 === 0, 0.08 * (i - 2.5));
        continue;
      }
      if (anim) {
        // each stick falls from above, spinning about its length, and lands face up as thrown
        const k = Math.min(1, Math.max(0, anim.k * 1.25 - i * 0.05));
        const fall = 1 - (1 - k) * (1 - k);
        const phi = (1 - k) * Math.PI * (5 + i);
        const squash = Math.abs(Math.cos(phi));
        const face = Math.cos(phi) >= 0 ? sticks[i] : !sticks[i];
        paintStick(ctx, x + (hash(i, 5) - 0.5) * gap * 0.5 * (1 - k), y - (1 - fall) * S.h * 1.3, len, wid, face, (hash(i, 9) - 0.5) * 0.5 + (1 - k) * (i % 2 ? 2 : -2), squash);
      } else paintStick(ctx, x, y, len, wid, sticks[i], (hash(i, 9) - 0.5) * 0.35);
    }
    const tx = x0 + areaW + S.h * 0.25;
    const maxWidth = S.x + S.w - tx - 6;
    // captions are wrapped into the room beside the sticks, never squeezed; the sticks' title is
    // left out where it does not fit (a small board: the status line says what to do)
    const caption = (s, y, size, weight, maxLines, optional = false) => {
      const fit = fitLines(ctx, s, maxWidth, size, { weight, minSize: 10, maxLines });
      if (optional && fit.lines.length > maxLines) return;
      const top = y - ((fit.lines.length - 1) * fit.size * 1.15) / 2;
      fit.lines.forEach((l, i) => text(ctx, l, tx, top + i * fit.size * 1.15, fit.size, { align: "left", weight }));
    };
    if (sticks && !anim) {
      const whites = sticks.filter(Boolean).length;
      caption(t("sticks.count", { n: whites }), S.y + S.h * (v.last?.what ? 0.27 : 0.5), fs, 800, 1);
      if (v.last?.what) caption(v.last.what, S.y + S.h * 0.68, fs * 0.74, 600, 2);
    } else if (!anim) caption(t("sticks.title"), S.y + S.h / 2, fs * 0.85, 600, 3, true);
  },

  /** A message across the board (a piece sent back, the result and why), wrapped to fit. */
  paintBanner(ctx, L, s, more = "") {
    const base = Math.max(13, L.c * 0.26);
    const w = Math.min(L.width * 0.94, base * 30);
    const main = fitLines(ctx, s, w * 0.9, base, { weight: 600, minSize: 11, maxLines: 3 });
    const sub = more ? fitLines(ctx, more, w * 0.9, base * 0.78, { weight: 500, minSize: 10, maxLines: 4 }) : null;
    const h = main.size * (1.2 + main.lines.length * 1.25) + (sub ? sub.size * (0.3 + sub.lines.length * 1.25) : 0);
    const x = (L.width - w) / 2;
    const g = L.holes.find((h) => h.kind === "minaret");
    const y = Math.max(2, Math.min(g.y - h / 2, L.height - h - 2));
    drawPanel(ctx, x, y, w, h, 12, "rgba(40,22,10,0.92)", theme.highlight);
    const mainH = main.lines.length * main.size * 1.25;
    drawLines(ctx, main.lines, L.width / 2, y + main.size * 0.6 + mainH / 2, main.size, { color: CREAM, weight: 600 }, 1.25);
    if (sub) {
      const subH = sub.lines.length * sub.size * 1.25;
      drawLines(ctx, sub.lines, L.width / 2, y + main.size * 0.6 + mainH + sub.size * 0.3 + subH / 2, sub.size, { color: CREAM, weight: 500 }, 1.25);
    }
  },

  // ------------------------------------------------------------ animation, from the record only

  async animate(record, v, kit) {
    const { ms, layout: L, tween, t, after } = kit;
    const at = (n) => L.holes[n - 1];
    const pieceOf = (p, kind) => v.pieces[p].find((q) => q.kind === kind);
    for (const ev of record.events) {
      if (kit.skipped()) break;
      if (ev.type === "throw") {
        // a throw that only passes the turn (most do) is shown briefly: the sticks, what they mean
        const passes = record.events.some((e) => e.type === "pass");
        v.throwAnim = { sticks: ev.sticks, k: 0 };
        kit.sound("throw");
        await tween(ms * (passes ? 3 : 4.5), (k, raw) => (v.throwAnim.k = raw));
        v.throwAnim = null;
        v.last = { sticks: ev.sticks, what: this.throwMeaning(ev, record, after, t) };
        await tween(ms * (passes ? 1.5 : 2.5), () => {}, { min: passes ? 300 : 500 });
      } else if (ev.type === "step") {
        const piece = pieceOf(ev.player, ev.piece);
        v.moving = { player: ev.player, kind: ev.piece, x: at(ev.from).x, y: at(ev.from).y };
        for (let n = ev.from + 1; n <= ev.to && !kit.skipped(); n++) {
          const a = at(n - 1);
          const b = at(n);
          await tween(ms * 1.1, (k) => {
            v.moving.x = a.x + (b.x - a.x) * k;
            v.moving.y = a.y + (b.y - a.y) * k - Math.sin(k * Math.PI) * L.c * 0.3;
          });
        }
        piece.square = ev.to;
        piece.started = true;
        v.moving = null;
        kit.sound("step");
      } else if (ev.type === "sent-back") {
        const piece = pieceOf(ev.player, ev.piece);
        const a = at(ev.from);
        const b = at(ev.to);
        v.moving = { player: ev.player, kind: ev.piece, x: a.x, y: a.y };
        v.banner = t("said.sentBack", { piece: t(`piece.${ev.piece}`), player: ev.player + 1, to: ev.to });
        kit.sound("capture");
        await tween(ms * 4, (k) => {
          v.moving.x = a.x + (b.x - a.x) * k;
          v.moving.y = a.y + (b.y - a.y) * k - Math.sin(k * Math.PI) * L.c * 1.2;
        }, { min: 900 });
        Object.assign(piece, { square: ev.to, started: false, stations: 0 });
        v.moving = null;
        v.banner = null;
      } else if (ev.type === "station-sir") {
        pieceOf(ev.player, ev.piece).stations = ev.count;
        v.banner = t("said.stationSir", { piece: t(`piece.${ev.piece}`), player: ev.player + 1, n: ev.count, need: v.stationSirs });
        await tween(ms * 4, () => {}, { min: 900 });
        v.banner = null;
      } else if (ev.type === "pass") {
        v.banner = t("said.siryuPass", { player: ev.player + 1 });
        await tween(ms * (record.move.kind === "pass" ? 3 : 1.5), () => {});
        v.banner = null;
      }
    }
    v.banner = null;
    v.moving = null;
  },

  /** What a throw means, read from the engine's state after it (never worked out here). */
  throwMeaning(ev, record, after, t, prefix = "throw") {
    const passed = record.events.some((e) => e.type === "pass");
    const key = ev.bonus ? "bonus" : after.throwKind === "sir" && after.phase === "move" ? "sir" : after.throwDue === "six-black" ? "sixBlack" : after.throwDue === "bonus" ? "sixWhite" : passed ? "nothing" : null;
    return key ? t(`${prefix}.${key}`) : "";
  },

  /** The last throw and step of a game's history (after an undo, a load or a new game). */
  recall(history, after, t) {
    // what an earlier throw meant depended on the state just after it, so only its sticks are kept
    const withThrow = history.findLast((r) => r.events.some((e) => e.type === "throw"));
    const last = history.at(-1);
    const sticks = withThrow?.events.findLast((e) => e.type === "throw").sticks ?? null;
    return last ? this.lastOf(last, after, { sticks, what: "" }, t) : null;
  },

  lastOf(record, after, prev, t) {
    const th = record.events.filter((e) => e.type === "throw").at(-1);
    const step = record.events.filter((e) => e.type === "step").at(-1);
    return {
      sticks: th ? th.sticks : prev?.sticks ?? null,
      what: th ? this.throwMeaning(th, record, after, t) : prev?.what ?? "",
      square: step ? step.to : null,
    };
  },

  // ------------------------------------------------------------ words

  turnText(v, t, legal = []) {
    if (v.over) return this.resultText(v.result, t);
    // one person against the computer: "You: throw the sticks"
    const player = t.versus?.(v.seat, v.players) === "you" ? t("player.you") : t("player.n", { n: v.seat + 1 });
    if (v.toMove !== "chance" && legal.length === 1 && legal[0].kind === "pass") return t("siryu.turn.passOnly", { player });
    if (v.toMove === "chance") {
      if (v.throwDue === "six-black") return t("siryu.turn.sixBlack", { player, n: v.turnThrows, sum: v.bonusSum });
      if (v.throwDue === "bonus") return t("siryu.turn.bonus", { player });
      return t("siryu.turn.throw", { player });
    }
    if (v.throwKind === "sir") return t("siryu.turn.sir", { player });
    return t("siryu.turn.points", { player, n: v.throwValue });
  },
  marker: (v) => (v.over ? "■" : SEATS[v.seat % SEATS.length].glyph),
  placeName: (i, t) => t(`square.${i + 1}`) === `square.${i + 1}` ? t("square.n", { n: i + 1 }) : t("square.named", { n: i + 1, name: t(`square.${i + 1}`) }),
  targetLabel(i, v, t) {
    const n = i + 1;
    const here = [];
    v.pieces.forEach((list, p) =>
      list.forEach((q) => {
        if (q.square !== n) return;
        let s = t("piece.of", { piece: t(`piece.${q.kind}`), player: p + 1 });
        if (p === v.seat && !v.over) s += ` (${t("owner.mine")})`;
        if (!q.started) s += `, ${t("piece.unstarted")}`;
        if (q.stations) s += `, ${t("piece.stations", { n: q.stations, need: v.stationSirs })}`;
        here.push(s);
      }),
    );
    return t("square.label", { place: this.placeName(i, t), here: here.length ? t.list(here) : t("square.empty") });
  },
  choiceTitle(i, t) {
    return t("choice.piece", { place: this.placeName(i, t) });
  },
  /** A piece's button in a choice says where it would go (from the engine's record of the move). */
  moveLabel(m, t, option) {
    if (m.kind === "pass") return t("siryu.pass");
    if (m.kind !== "move") return null;
    const piece = t(`piece.${m.piece}`);
    if (!option) return piece;
    if (!option.legal) return `${piece} — ${option.reason}`;
    const step = option.record?.events.findLast((e) => e.type === "step");
    if (step) return t("choice.piece.to", { piece, from: step.from, to: step.to });
    const sir = option.record?.events.find((e) => e.type === "station-sir");
    return sir ? t("choice.piece.sir", { piece, n: sir.count }) : piece;
  },
  candidates(hole, v) {
    return (v.pieces[v.seat] ?? []).filter((p) => p.square === hole + 1).map((p) => ({ kind: "move", piece: p.kind }));
  },
  /** Square i holds no piece of the mover's: whose pieces are there, if any (the board's words;
   *  why a piece that is there cannot move is the engine's, refusals.js). */
  noMoveHere(i, v, t) {
    const player = t("player.n", { n: v.seat + 1 });
    // While a throw is due (the engine's toMove), the throw comes first, whatever the square.
    if (v.toMove === "chance") return t("refuse.throw-due", { player });
    const place = this.placeName(i, t);
    const others = v.pieces.some((list, p) => p !== v.seat && list.some((q) => q.square === i + 1));
    return t(others ? "refuse.siryu.theirs" : "refuse.siryu.empty", { place, player });
  },
  /** The place a refusal of the engine's names: the square of its piece. */
  refusalPlace: (r) => (r.square === undefined ? null : r.square - 1),
  playerName: (p, t) => t("player.n", { n: p + 1 }),
  totals: (v) => v.pieces.map((list) => list.filter((p) => placeOf(p.square).kind === "mecca").length),
  /** Each piece's destination square, marked with its letter (from the engine's record of the move). */
  choiceMarks(L, v, hole, options) {
    const seen = new Map();
    return options
      .filter((o) => o.legal && o.record)
      .map((option) => {
        const step = option.record.events.findLast((e) => e.type === "step");
        const to = step ? step.to : hole + 1;
        const h = L.holes[to - 1];
        const again = seen.get(to) ?? 0;
        seen.set(to, again + 1);
        const r = Math.max(16, Math.min(h.w, h.h) * 0.3);
        return { x: h.x + again * r * 1.2, y: h.y + h.h * 0.1, r, option, label: "" };
      });
  },
  paintMarks(ctx, L, marks, t) {
    for (const m of marks) {
      ctx.save();
      ctx.beginPath();
      ctx.arc(m.x, m.y, m.r, 0, Math.PI * 2);
      ctx.fillStyle = "rgba(255,210,122,0.9)";
      ctx.fill();
      ctx.setLineDash([m.r * 0.35, m.r * 0.25]);
      ctx.lineWidth = Math.max(2, m.r * 0.14);
      ctx.strokeStyle = INK;
      ctx.stroke();
      ctx.restore();
      text(ctx, t(`piece.letter.${m.option.move.piece}`), m.x, m.y, m.r * 1.05, { weight: 800 });
    }
  },
  /** The result already says why ("all three pieces in Mecca"): nothing to add. */
  endText: () => "",

  describe(record, t, ctx) {
    const parts = [];
    for (const ev of record.events) {
      const player = ev.player + 1;
      if (ev.type === "throw") {
        const meaning = ev.bonus ? "" : this.throwMeaning(ev, record, this.model(ctx.state), t, "said.meaning");
        parts.push(t(ev.bonus ? "said.bonusThrow" : "said.throw", { player, n: ev.whites, meaning }));
      } else if (ev.type === "step") parts.push(t("said.step", { piece: t(`piece.${ev.piece}`), player, from: ev.from, to: ev.to }));
      else if (ev.type === "sent-back") parts.push(t("said.sentBack", { piece: t(`piece.${ev.piece}`), player, to: ev.to }));
      else if (ev.type === "station-sir") parts.push(t("said.stationSir", { piece: t(`piece.${ev.piece}`), player, n: ev.count, need: ctx.state.stationSirs ?? 3 }));
      else if (ev.type === "pass" && record.move.kind === "pass") parts.push(t("said.siryuPass", { player }));
    }
    return `${parts.join(". ")}.`;
  },
  resultText(result, t) {
    if (!result) return "";
    if (result.draw || !result.winners?.length) return t("siryu.draw");
    const who = t.versus?.(result.winners[0], result.totals.length);
    return who ? t(`siryu.${who}`) : t("siryu.win", { player: result.winners[0] + 1 });
  },
};
