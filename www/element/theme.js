// @ts-check
// Themes: the element's colours, font and corners as CSS custom properties a host page sets
// (`--folk-board`, `--folk-text`…, README "Themes"), with a light and a dark theme as their
// defaults. The dark one follows `prefers-color-scheme` unless the `theme` attribute says "light"
// or "dark". The DOM parts read the properties through the stylesheet (styles.js); the canvas
// boards read them here, from the host's computed style, at each paint (a cheap check: one
// getComputedStyle, compared with the last as one string, the board's shades made again only when
// it changed). A board is painted again when something may have changed them without a paint: the
// colour scheme's media query, the `theme` attribute (folk-game.js), and the host's or the page's
// `style`, `class` or `data-theme` (a MutationObserver on the host, <html> and <body>). A host that changes a
// property in some other way (a stylesheet swapped) gets it at the next paint.
//
// The public properties are read once, on :host, into private ones (`--_folk-…`), which the rest
// of the stylesheet and the canvas use; a property set by the page wins over both themes.

/** @typedef {import("./state.js").State} State */

// Each property with its light and its dark value, `light | dark`, side by side; `themed` picks one.
const THEMED = `
  --_folk-background: var(--folk-background, transparent | #171a1f);
  --_folk-surface: var(--folk-surface, #fbf3e4 | #23272e);
  --_folk-text: var(--folk-text, #2b1a10 | #f3e8d8);
  --_folk-text-muted: var(--folk-text-muted, #5b4331 | #c9b9a6);
  --_folk-border: var(--folk-border, #caa57a | #6b5a48);
  --_folk-accent: var(--folk-accent, #7a4420 | #f0b46a);
  --_folk-on-accent: var(--folk-on-accent, #fbefd9 | #1d1008);
  --_folk-focus: var(--folk-focus, #2b1a10 | #ffd27a);
  --_folk-info: #1d4f8c | #9cc2ff;
  --_folk-warn: #7a1d05 | #ffa98c;
  --_folk-board: var(--folk-board, #8f5429 | #6e4020);
  --_folk-pit: var(--folk-pit, #3a1e0c | #2a1407);
  --_folk-counter: var(--folk-counter, #ecdcbc | #efe2c6);
  --_folk-highlight: var(--folk-highlight, #ffd27a | #ffd27a);
  --_folk-board-text: var(--folk-board-text, #f6ecd9 | #fbf1e0);
  --_folk-track: var(--folk-track, #e2c08a | #c9a673);
`;

/** THEMED with each `light | dark` pair resolved to one side, and the colour scheme it is for. */
const themed = (scheme) =>
  `color-scheme: ${scheme}; --_folk-scheme: ${scheme};${THEMED.replace(/(\S+) \| ([^\s);]+)/g, (_, light, dark) => (scheme === "dark" ? dark : light))}`;

/** The custom properties: the light theme, the dark one (under the media query unless
 *  theme="light", and under theme="dark"), and those both share. */
export const THEME_CSS = `
:host {${themed("light")}
  --_folk-font: var(--folk-font, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif);
  --_folk-radius: var(--folk-radius, 10px);
  --_folk-seat-1: var(--folk-seat-1, #e69f00);
  --_folk-seat-2: var(--folk-seat-2, #56b4e9);
  --_folk-seat-3: var(--folk-seat-3, #009e73);
  --_folk-seat-4: var(--folk-seat-4, #f0e442);
  --_folk-seat-5: var(--folk-seat-5, #0072b2);
  --_folk-seat-6: var(--folk-seat-6, #d55e00);
  --_folk-seat-7: var(--folk-seat-7, #cc79a7);
  --_folk-seat-8: var(--folk-seat-8, #e8e8e8);
}
@media (prefers-color-scheme: dark) {
  :host(:not([theme="light"])) {${themed("dark")}}
}
:host([theme="dark"]) {${themed("dark")}}
`;

/** What the canvas boards paint with (canvas.js's `theme`), from the host's custom properties. */
const CANVAS_KEYS = ["board", "pit", "counter", "highlight", "board-text", "track", "font"];
const SEATS = 8;

/** @type {WeakMap<HTMLElement, { key: string, palette: object }>} */
const lastRead = new WeakMap();
let probe = /** @type {CanvasRenderingContext2D | null} */ (null);

/** A colour as [r, g, b, a] (0-255, alpha 0-1), parsed by the canvas; null when it cannot be. */
function rgba(color) {
  probe ??= document.createElement("canvas").getContext("2d");
  if (!probe) return null;
  probe.fillStyle = "#000";
  probe.fillStyle = color;
  const c = String(probe.fillStyle);
  if (c.startsWith("#")) return [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)).concat(1);
  const m = c.match(/^rgba?\(([^)]+)\)$/);
  return m ? m[1].split(",").map(Number) : null;
}

/** `color` mixed with white (amount > 0) or black (amount < 0), by |amount| (0-1). */
export function shade(color, amount) {
  const c = rgba(color);
  if (!c) return color;
  const to = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  const [r, g, b] = c.slice(0, 3).map((v) => Math.round(v + (to - v) * k));
  return `rgba(${r},${g},${b},${c[3] ?? 1})`;
}

/** Relative luminance (WCAG) of an opaque colour, or null. */
function luminance(color) {
  const c = rgba(color);
  if (!c) return null;
  const [r, g, b] = c.slice(0, 3).map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The ink, near-black or white, with the better contrast on `fill`. */
function inkOn(fill) {
  const l = luminance(fill) ?? 1;
  return (l + 0.05) / 0.057 >= 1.05 / (l + 0.05) ? "#1d1008" : "#ffffff";
}

/** `color` with alpha `a`. */
export function alpha(color, a) {
  const c = rgba(color);
  return c ? `rgba(${c[0]},${c[1]},${c[2]},${a})` : color;
}

/**
 * The canvas's palette for `host` now: its custom properties as the stylesheet resolved them
 * (the theme's defaults where the page sets none), with the shades the boards paint made from them.
 * @param {HTMLElement} host
 */
export function readTheme(host) {
  const style = getComputedStyle(host);
  const values = CANVAS_KEYS.map((k) => style.getPropertyValue(`--_folk-${k}`).trim());
  for (let i = 1; i <= SEATS; i++) values.push(style.getPropertyValue(`--_folk-seat-${i}`).trim());
  const key = values.join("|");
  const last = lastRead.get(host);
  if (last?.key === key) return last.palette;
  const [board, pit, counter, highlight, boardText, track, font] = values;
  if (!board) return null; // not styled yet (not in a document)
  const palette = {
    board: [shade(board, 0.14), board, shade(board, -0.22)],
    pit: [shade(pit, 0.12), pit, shade(pit, -0.5)],
    counter: [shade(counter, 0.6), counter, shade(counter, -0.22)],
    counterLine: shade(counter, -0.58),
    highlight,
    highlightSoft: alpha(highlight, 0.35),
    highlightStrong: alpha(highlight, 0.75),
    boardText,
    track: [shade(track, 0.3), track, shade(track, -0.12)],
    font: font || "system-ui, sans-serif",
    seats: values.slice(CANVAS_KEYS.length),
    seatInk: values.slice(CANVAS_KEYS.length).map(inkOn),
  };
  lastRead.set(host, { key, palette });
  return palette;
}

/**
 * Paints the board again when the theme may have changed without a paint: the colour scheme, or
 * the `style`, `class` or `data-theme` of the host, <html> or <body>. Undone by `unwatchTheme`.
 * @param {State} s
 */
export function watchTheme(s) {
  if (s.themeWatch) return;
  const repaint = () => s.painter.draw();
  const media = globalThis.matchMedia?.("(prefers-color-scheme: dark)");
  media?.addEventListener("change", repaint);
  const observer = new MutationObserver(repaint);
  const filter = { attributes: true, attributeFilter: ["style", "class", "data-theme"] };
  for (const el of [s.host, document.documentElement, document.body]) if (el) observer.observe(el, filter);
  s.themeWatch = () => {
    media?.removeEventListener("change", repaint);
    observer.disconnect();
  };
}

/** @param {State} s */
export function unwatchTheme(s) {
  s.themeWatch?.();
  s.themeWatch = null;
}
