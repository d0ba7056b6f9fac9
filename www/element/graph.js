// @ts-check
// The review's win-chance graph: one line per player over the game (two players: the first
// player's line, the other's is its mirror), drawn as SVG, a dashed line at even chances and a dot
// on each key moment. It is a picture only (aria-hidden): review.js says the same in words and in
// a table.

const NS = "http://www.w3.org/2000/svg";
const W = 300;
const H = 90;
const COLORS = ["#7a4420", "#2f5d8a", "#4a7a2a", "#8a2f5d", "#5d4a8a", "#2a7a6f", "#8a6f2a", "#444"];

function el(name, attrs) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/**
 * @param {number[][]} points  each player's win chance (0-1) at the start and after each move
 * @param {number[]} marks  the plies marked (key moments)
 * @returns {SVGSVGElement}
 */
export function winChanceGraph(points, marks) {
  const svg = /** @type {SVGSVGElement} */ (el("svg", { viewBox: `0 0 ${W} ${H}`, class: "graph", "aria-hidden": "true", preserveAspectRatio: "none" }));
  const n = Math.max(points.length - 1, 1);
  const x = (i) => (i / n) * W;
  const y = (p) => H - p * H;
  svg.append(el("line", { x1: 0, x2: W, y1: H / 2, y2: H / 2, stroke: "#b8a48a", "stroke-dasharray": "4 3", "stroke-width": 1 }));
  const players = points[0]?.length ?? 0;
  const shown = players === 2 ? 1 : players;
  for (let p = 0; p < shown; p++) {
    const line = points.map((c, i) => `${x(i).toFixed(1)},${y(c[p]).toFixed(1)}`).join(" ");
    svg.append(el("polyline", { points: line, fill: "none", stroke: COLORS[p % COLORS.length], "stroke-width": 2, "vector-effect": "non-scaling-stroke" }));
  }
  for (const ply of marks) {
    const c = points[ply];
    if (c) svg.append(el("circle", { cx: x(ply), cy: y(c[0]), r: 3, fill: "#c0392b" }));
  }
  return svg;
}
