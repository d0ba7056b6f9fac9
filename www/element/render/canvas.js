// @ts-check
// Drawing helpers shared by the boards (render/mancala.js, render/siryu.js), and the theme they
// paint with: the painter sets it from the host's custom properties (theme.js) before each paint.

/**
 * The colours and font of the board being painted: each a CSS colour, or [lighter, itself, darker].
 * @typedef {[string, string, string]} Shades  a colour made lighter, itself, made darker
 * @typedef {{ board: Shades, pit: Shades, counter: Shades, counterLine: string, highlight: string,
 *   highlightSoft: string, highlightStrong: string, boardText: string, track: Shades, font: string, seats: string[], seatInk: string[] }} Palette
 */

/** The palette in use (theme.js's readTheme, from the host's custom properties). */
/** The suggested move's colours (a hint, the coach's and the review's better move): a blue seal in
 *  a cream ring, on any theme. */
export const HINT_BLUE = "#1d4f8c";
export const HINT_INK = "#fff8e8";

export const theme = /** @type {Palette} */ ({ font: "system-ui, sans-serif" });

/** Paints with `palette` from now on (null: keeps the one in use). @param {Palette | null} palette */
export function useTheme(palette) {
  if (palette) Object.assign(theme, palette);
}

/** A small deterministic generator, so grain, shells and scratches do not shimmer between frames. */
export function hash(a, b = 0) {
  let h = (a * 374761393 + b * 668265263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

// Every canvas text is set in one font size per weight and scaled to the size wanted. The first
// text in each new size costs Chromium a font set-up of its own (measured 2-17 ms each on a busy
// machine, nothing for a size already used): the boards used four to seven sizes, and their first
// paint spent longer setting fonts up than drawing. The glyphs are still rasterised at the size
// they are drawn.
const STRIKE = 100;

/** Sets `weight` in the one strike and returns the scale that gives `size` (rounded to whole pixels, as CSS sizes were). */
function useFont(ctx, weight, size) {
  ctx.font = `${weight} ${STRIKE}px ${theme.font}`;
  return Math.max(1, Math.round(size)) / STRIKE;
}

/** The width of `s` set in `weight` at `size`. */
export function textWidth(ctx, s, size, weight = 600) {
  ctx.save();
  const k = useFont(ctx, weight, size);
  const w = ctx.measureText(s).width * k;
  ctx.restore();
  return w;
}

/**
 * @typedef {{ align?: CanvasTextAlign, weight?: number, color?: string, maxWidth?: number, halo?: string | null, haloWidth?: number }} LabelStyle
 */

/**
 * Text centred vertically on (x, y) in the system font; `halo` (a colour) draws a dark edge
 * of `haloWidth` × size behind it, so it stays readable on a busy background.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} s
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {LabelStyle} [style]
 */
export function drawLabel(ctx, s, x, y, size, { align = "center", weight = 600, color = "#000", maxWidth, halo = null, haloWidth = 0.25 } = {}) {
  ctx.save();
  const k = useFont(ctx, weight, size);
  ctx.textAlign = align;
  ctx.textBaseline = "middle";
  ctx.translate(x, y);
  ctx.scale(k, k);
  const max = maxWidth === undefined ? undefined : maxWidth / k;
  if (halo) {
    ctx.lineWidth = Math.max(2, size * haloWidth) / k;
    ctx.lineJoin = "round";
    ctx.strokeStyle = halo;
    ctx.strokeText(s, 0, 0, max);
  }
  ctx.fillStyle = color;
  ctx.fillText(s, 0, 0, max);
  ctx.restore();
}

/** A rounded panel, filled and outlined (banners, the result box, the player to move). */
export function drawPanel(ctx, x, y, w, h, r, fill, stroke) {
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = stroke;
  ctx.stroke();
  ctx.restore();
}

/**
 * Text that must stay readable in a narrow box (a banner on a phone): the words wrapped into
 * lines no wider than `maxWidth`, the size lowered (never below `minSize`) only when they would
 * need more than `maxLines` lines. The canvas's own `maxWidth` squeezes letters instead.
 * @returns {{ lines: string[], size: number }}
 */
export function fitLines(ctx, s, maxWidth, size, { weight = 600, minSize = 11, maxLines = 3 } = {}) {
  const words = String(s).split(/\s+/).filter(Boolean);
  let best = null;
  for (let fs = Math.round(size); fs >= minSize; fs--) {
    const lines = [];
    let line = "";
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (line && textWidth(ctx, next, fs, weight) > maxWidth) {
        lines.push(line);
        line = w;
      } else line = next;
    }
    if (line) lines.push(line);
    best = { lines, size: fs };
    if (lines.length <= maxLines && lines.every((l) => textWidth(ctx, l, fs, weight) <= maxWidth)) return best;
  }
  return best ?? { lines: [], size };
}

/** Lines of text centred on (x, y), `gap` × size apart. */
export function drawLines(ctx, lines, x, y, size, opts = {}, gap = 1.25) {
  const top = y - ((lines.length - 1) * size * gap) / 2;
  lines.forEach((l, i) => drawLabel(ctx, l, x, top + i * size * gap, size, opts));
}
