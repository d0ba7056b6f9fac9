// @ts-check
// Canvas boards for the sowing games: Kpé (2x4 pits) and Bày Khòm (ten holes in an oval).
// A board knows geometry and paint only. It turns an engine state into numbers to draw
// (`model`), places the holes (`layout`) and paints a view (`draw`); it never decides a rule:
// what may be played comes from legalMoves(), what happened from the move record. Both boards
// are a `Board` (../board.js); their layouts add `trays: [{ x, y, w, h, player }]`, `board`,
// `boardY` and `boardH`, and their views `counts`, `stores`, `eliminated` and `relays`.
// Places are numbered from 1 for people ("Pit 1" is the engine's pit 0), as Porée-Maspero does.
// Which places there are, whose, of what kind and where on the drawing is the engine's
// description of the board (places.js): no place number decides anything here.

import { HINT_BLUE, HINT_INK, drawLabel, drawLines, drawPanel, fitLines, hash, textWidth, theme } from "./canvas.js";
import { boardOf } from "../places.js";

/** @typedef {import("../board.js").Board} Board */
/** @typedef {import("../board.js").T} T */

const INK = "#2b1a10";

// ---------------------------------------------------------------- shared paint

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** Carved wood: a warm gradient with grain lines, clipped to the current path. */
function paintWood(ctx, x, y, w, h, seed) {
  ctx.save();
  ctx.clip();
  const g = ctx.createLinearGradient(x, y, x, y + h);
  g.addColorStop(0, theme.board[0]);
  g.addColorStop(0.5, theme.board[1]);
  g.addColorStop(1, theme.board[2]);
  ctx.fillStyle = g;
  ctx.fillRect(x, y, w, h);
  ctx.lineWidth = Math.max(1, w / 500);
  for (let i = 0; i < 34; i++) {
    const yy = y + h * hash(seed, i);
    const amp = h * 0.04 * (hash(seed, i + 99) - 0.5);
    ctx.strokeStyle = `rgba(${hash(i, seed) < 0.5 ? "60,30,10" : "200,140,90"},${0.1 + 0.12 * hash(seed + 1, i)})`;
    ctx.beginPath();
    ctx.moveTo(x, yy);
    ctx.bezierCurveTo(x + w * 0.3, yy + amp * 3, x + w * 0.6, yy - amp * 3, x + w, yy + amp);
    ctx.stroke();
  }
  ctx.restore();
}

/** The raised rim and shadow around a board or tray path. */
function paintRim(ctx, scale) {
  ctx.save();
  ctx.lineWidth = Math.max(1.5, scale * 0.012);
  ctx.strokeStyle = "rgba(40,20,8,0.65)";
  ctx.stroke();
  ctx.restore();
}

/** Fills the current path with a three-stop radial gradient (`mid` is where the middle colour sits). */
function fillRadial(ctx, circles, [inner, middle, outer], mid) {
  const g = ctx.createRadialGradient(...circles);
  g.addColorStop(0, inner);
  g.addColorStop(mid, middle);
  g.addColorStop(1, outer);
  ctx.fillStyle = g;
  ctx.fill();
}

function paintHole(ctx, h, state) {
  const { x, y, r } = h;
  ctx.save();
  if (state.legal) {
    ctx.beginPath();
    ctx.arc(x, y, r * (state.hover ? 1.16 : 1.1), 0, Math.PI * 2);
    ctx.fillStyle = state.hover ? theme.highlightStrong : theme.highlightSoft;
    ctx.fill();
    ctx.lineWidth = Math.max(1.5, r * 0.05);
    ctx.strokeStyle = theme.highlight;
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  fillRadial(ctx, [x, y - r * 0.35, r * 0.1, x, y, r], theme.pit, 0.75);
  // a lighter lower lip where the light catches the carving
  ctx.beginPath();
  ctx.arc(x, y, r, Math.PI * 0.15, Math.PI * 0.85);
  ctx.lineWidth = Math.max(1, r * 0.08);
  ctx.strokeStyle = "rgba(230,170,110,0.45)";
  ctx.stroke();
  if (state.last) {
    ctx.beginPath();
    ctx.arc(x, y, r * 1.04, 0, Math.PI * 2);
    ctx.setLineDash([r * 0.18, r * 0.14]);
    ctx.lineWidth = Math.max(1.5, r * 0.06);
    ctx.strokeStyle = theme.boardText;
    ctx.stroke();
  }
  if (state.relay) {
    // a relay lap started here: a circling arrow round the hole (shape, not only colour)
    ctx.beginPath();
    ctx.arc(x, y, r * 1.12, -Math.PI * 0.35, Math.PI * 1.25);
    ctx.lineWidth = Math.max(2, r * 0.09);
    ctx.strokeStyle = theme.highlight;
    ctx.stroke();
    const a = Math.PI * 1.25;
    const tip = { x: x + r * 1.12 * Math.cos(a), y: y + r * 1.12 * Math.sin(a) };
    ctx.beginPath();
    ctx.moveTo(tip.x + r * 0.22, tip.y + r * 0.05);
    ctx.lineTo(tip.x - r * 0.02, tip.y - r * 0.22);
    ctx.lineTo(tip.x - r * 0.18, tip.y + r * 0.12);
    ctx.closePath();
    ctx.fillStyle = theme.highlight;
    ctx.fill();
  }
  if (state.focus) {
    // the keyboard's place: drawn here, under the count badge, which stays readable
    for (const [color, width] of [["#fff8e8", 6], ["#1d1008", 3]]) {
      ctx.beginPath();
      ctx.arc(x, y, r * 1.2, 0, Math.PI * 2);
      ctx.lineWidth = width;
      ctx.strokeStyle = color;
      ctx.stroke();
    }
  }
  if (state.selected) {
    ctx.beginPath();
    ctx.arc(x, y, r * 1.08, 0, Math.PI * 2);
    ctx.lineWidth = Math.max(3, r * 0.12);
    ctx.strokeStyle = theme.highlight;
    ctx.stroke();
  }
  if (state.out) {
    // out of play this round: covered with a lid and a cross, not only a colour
    ctx.beginPath();
    ctx.arc(x, y, r * 0.92, 0, Math.PI * 2);
    ctx.fillStyle = "rgba(110,70,40,0.92)";
    ctx.fill();
    ctx.beginPath();
    const d = r * 0.45;
    ctx.moveTo(x - d, y - d);
    ctx.lineTo(x + d, y + d);
    ctx.moveTo(x + d, y - d);
    ctx.lineTo(x - d, y + d);
    ctx.lineWidth = Math.max(2, r * 0.1);
    ctx.strokeStyle = "rgba(40,20,8,0.8)";
    ctx.stroke();
  }
  ctx.restore();
}

/** One cowrie shell: a cream dome with its toothed slit, at (x, y), `s` half its length. */
export function paintShell(ctx, x, y, s, angle) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.beginPath();
  ctx.ellipse(s * 0.08, s * 0.12, s, s * 0.72, 0, 0, Math.PI * 2);
  ctx.fillStyle = "rgba(20,8,2,0.45)";
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(0, 0, s, s * 0.7, 0, 0, Math.PI * 2);
  fillRadial(ctx, [-s * 0.3, -s * 0.3, s * 0.1, 0, 0, s], theme.counter, 0.6);
  ctx.beginPath();
  ctx.moveTo(-s * 0.72, 0);
  ctx.quadraticCurveTo(0, s * 0.12, s * 0.72, 0);
  ctx.lineWidth = Math.max(0.8, s * 0.14);
  ctx.strokeStyle = theme.counterLine;
  ctx.stroke();
  ctx.lineWidth = Math.max(0.5, s * 0.06);
  for (let k = -2; k <= 2; k++) {
    ctx.beginPath();
    ctx.moveTo(k * s * 0.22, -s * 0.1);
    ctx.lineTo(k * s * 0.22, s * 0.18);
    ctx.stroke();
  }
  ctx.restore();
}

/** `count` shells heaped in a hole of radius r (a sunflower spiral; at most 30 drawn, the badge tells the rest). */
function paintHeap(ctx, h, count, seed) {
  const s = h.r * 0.24;
  const shown = Math.min(count, 30);
  const room = h.r - s * 0.95;
  for (let i = 0; i < shown; i++) {
    const rad = Math.min(room, s * 0.78 * Math.sqrt(i)) * (i === 0 && shown === 1 ? 0 : 1);
    const a = i * 2.39996 + seed;
    paintShell(ctx, h.x + rad * Math.cos(a), h.y + rad * Math.sin(a), s, hash(seed * 31 + i, i) * Math.PI * 2);
  }
}

function paintBadge(ctx, x, y, size, text, strong) {
  ctx.save();
  const w = Math.max(size * 1.5, textWidth(ctx, text, size) + size * 0.8);
  roundRect(ctx, x - w / 2, y - size * 0.75, w, size * 1.5, size * 0.75);
  ctx.fillStyle = strong ? theme.highlight : theme.boardText;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = "rgba(40,20,8,0.6)";
  ctx.stroke();
  ctx.restore();
  drawLabel(ctx, text, x, y + size * 0.05, size, { color: INK });
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} text
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {{ align?: CanvasTextAlign, weight?: number, color?: string, maxWidth?: number, halo?: boolean }} [style]
 */
function paintText(ctx, text, x, y, size, { align = "left", weight = 500, color = theme.boardText, maxWidth, halo = false } = {}) {
  // the halo, a dark edge, keeps the text readable where it falls off the wood (the oval's corners)
  drawLabel(ctx, text, x, y, size, { align, weight, color, maxWidth, halo: halo ? "rgba(43,26,16,0.85)" : null, haloWidth: 0.22 });
}

/** A player's tray of taken counters: name, total, a marker when they are to move, the heap. */
function paintTray(ctx, tray, view, t, label) {
  const { x, y, w, h, player } = tray;
  const mover = !view.over && view.toMove === player;
  roundRect(ctx, x, y, w, h, h * 0.35);
  paintWood(ctx, x, y, w, h, 7 + player);
  roundRect(ctx, x, y, w, h, h * 0.35);
  if (mover) {
    ctx.save();
    ctx.lineWidth = Math.max(2.5, h * 0.07);
    ctx.strokeStyle = theme.highlight;
    ctx.stroke();
    ctx.restore();
  } else paintRim(ctx, w);
  const fs = Math.min(20, Math.max(12, h * 0.3));
  let tx = x + h * 0.3;
  if (mover) {
    // the marker: a pointer and the words "to move", so colour is never the only sign
    ctx.save();
    ctx.beginPath();
    ctx.moveTo(tx, y + h / 2 - fs * 0.45);
    ctx.lineTo(tx + fs * 0.7, y + h / 2);
    ctx.lineTo(tx, y + h / 2 + fs * 0.45);
    ctx.closePath();
    ctx.fillStyle = theme.highlight;
    ctx.fill();
    ctx.restore();
    tx += fs * 1.0;
  }
  const name = t(`player.${player}`);
  const line = mover ? `${name} · ${t("turn.marker")}` : name;
  paintText(ctx, line, tx, y + h / 2 - fs * 0.62, fs, { weight: 700, color: mover ? theme.highlight : theme.boardText, maxWidth: w * 0.42 });
  paintText(ctx, label, tx, y + h / 2 + fs * 0.62, fs * 0.85, { color: theme.boardText, maxWidth: w * 0.42 });
  // the heap, in the right half of the tray
  const count = view.stores[player];
  const hx = x + w * 0.5;
  const hw = w * 0.47;
  const s = Math.min(h * 0.13, hw / 22);
  const perRow = Math.max(1, Math.floor(hw / (s * 1.9)));
  const rows = Math.max(1, Math.floor((h * 0.8) / (s * 1.5)));
  const shown = Math.min(count, perRow * rows);
  for (let i = 0; i < shown; i++) {
    const col = i % perRow;
    const row = Math.floor(i / perRow);
    const sx = hx + s * 1.1 + col * s * 1.9 + (row % 2) * s * 0.9;
    const sy = y + h * 0.2 + s + row * s * 1.5;
    paintShell(ctx, sx, sy, s, hash(player * 97 + i, i) * 1.2 - 0.6);
  }
}

function paintInHand(ctx, view, r) {
  if (view.hand && view.hand.count > 0) {
    const s = r * 0.24;
    for (let i = 0; i < Math.min(view.hand.count, 6); i++) {
      paintShell(ctx, view.hand.x + (i - 2) * s * 0.7, view.hand.y - r * 1.05 - (i % 2) * s * 0.4, s, 0.3 * i);
    }
    paintBadge(ctx, view.hand.x + r * 0.9, view.hand.y - r * 1.35, Math.max(11, r * 0.32), `×${view.hand.count}`, true);
  }
  for (const f of view.flying) paintShell(ctx, f.x, f.y, r * 0.24, f.a ?? 0);
}

function paintOver(ctx, L, view, t) {
  if (!view.over || !view.result) return;
  const { width } = L;
  const w = Math.min(width * 0.9, 540);
  const x = (width - w) / 2;
  const fs = Math.max(14, Math.min(24, 18 * L.k));
  const reason = view.ending ? fitLines(ctx, view.ending, w * 0.9, fs * 0.72, { weight: 500, minSize: 11, maxLines: 4 }) : null;
  const result = fitLines(ctx, resultText(view.result, t), w * 0.9, fs * 0.95, { weight: 600, minSize: 12, maxLines: 2 });
  const lineH = 1.25;
  const h = fs * 1.9 + result.lines.length * result.size * lineH + (reason ? reason.lines.length * reason.size * lineH + fs * 0.3 : 0);
  const y = Math.max(2, L.boardY + (L.boardH - h) / 2);
  drawPanel(ctx, x, y, w, h, 14, "rgba(40,22,10,0.92)", theme.highlight);
  paintText(ctx, t("over.title"), width / 2, y + fs * 0.95, fs, { align: "center", weight: 700, color: theme.highlight, maxWidth: w * 0.9 });
  let top = y + fs * 1.75 + (result.size * lineH) / 2;
  drawLines(ctx, result.lines, width / 2, top + ((result.lines.length - 1) * result.size * lineH) / 2, result.size, { weight: 600, color: theme.boardText }, lineH);
  top += result.lines.length * result.size * lineH + fs * 0.3;
  if (reason) drawLines(ctx, reason.lines, width / 2, top + ((reason.lines.length - 1) * reason.size * lineH) / 2, reason.size, { weight: 500, color: theme.boardText }, lineH);
}

/** A message across the board during an animation ("Round 1 over…"), wrapped to fit. */
function paintBanner(ctx, L, text) {
  const w = Math.min(L.width * 0.92, 560);
  const fit = fitLines(ctx, text, w * 0.9, Math.max(13, 16 * L.k), { weight: 600, minSize: 11, maxLines: 4 });
  const h = fit.size * (1.3 + fit.lines.length * 1.25);
  const x = (L.width - w) / 2;
  const y = Math.max(2, L.boardY + (L.boardH - h) / 2);
  drawPanel(ctx, x, y, w, h, 12, "rgba(40,22,10,0.92)", theme.highlight);
  drawLines(ctx, fit.lines, L.width / 2, y + h / 2, fit.size, { weight: 600, color: theme.boardText }, 1.25);
}

/** "South wins, 25 to 23" or "Draw, 24 to 24" from an engine result. */
export function resultText(result, t) {
  const [a, b] = result.totals;
  if (result.draw || result.winners.length !== 1) return t("over.draw", { a, b });
  const w = result.winners[0];
  const who = t.versus?.(w, 2); // "You win" / "The computer wins" when one person plays the computer
  if (who) return t(`over.${who}`, { a: result.totals[w], b: result.totals[1 - w] });
  return t("over.win", { player: t(`player.${w}`), a: result.totals[w], b: result.totals[1 - w] });
}

/** Fits a design of `designW` x `designH` units into `width` (and `maxHeight`), centred. */
function fit(width, maxHeight, designW, designH) {
  const k = Math.min(width / designW, maxHeight / designH);
  const used = designW * k;
  return { k, ox: (width - used) / 2, height: Math.ceil(designH * k) };
}

function paintCounts(ctx, L, view) {
  L.holes.forEach((h, i) => {
    const selected = view.selected?.has(i);
    const relay = view.relays ? view.relays.has(i) : view.last?.relays?.includes(i);
    paintHole(ctx, h, {
      legal: view.interactive && view.legal.has(i),
      hover: view.hover === i,
      last: view.last?.hole === i,
      out: view.eliminated?.[i],
      relay,
      selected,
      focus: view.focus === i,
    });
    if (!view.eliminated?.[i]) paintHeap(ctx, h, view.counts[i], i * 1.7);
    const size = Math.max(11, h.r * 0.34);
    paintBadge(ctx, h.x + h.r * 0.78, h.y + h.r * 0.78, size, selected ? "✓ 4" : String(view.counts[i]), view.hover === i || selected);
    if (relay) paintBadge(ctx, h.x - h.r * 0.8, h.y - h.r * 0.8, size * 0.9, "↻", true);
    const ly = h.labelBelow ? h.y + h.r + size * 0.95 : h.y - h.r - size * 0.85;
    paintText(ctx, String(h.n + 1), h.x, ly, size * 0.9, { align: "center", weight: 600, color: "rgba(255,236,210,0.9)", halo: true });
  });
}

/** The frame every sowing board shares: trays above (North) and below (South) a board of `boardW` units. */
function frameLayout(width, maxHeight, designW, boardW, trayW, place, tagH = 0) {
  const { k, ox, height } = fit(width, maxHeight, designW, 322 + tagH);
  const trayH = 56 * k;
  const boardY = trayH + (12 + tagH) * k;
  const boardH = 182 * k;
  const at = (x, y) => ({ x: ox + x * k, y: boardY + y * k });
  const trayX = ox + ((designW - trayW) / 2) * k;
  return {
    width,
    height,
    k,
    boardY,
    boardH,
    holes: place(at, k),
    board: { x: ox + ((designW - boardW) / 2) * k, y: boardY, w: boardW * k, h: boardH },
    // a strip between the top tray and the board, for a tag no mark of a choice can cover
    tag: tagH ? { x: ox + ((designW - 150) / 2) * k, y: trayH + 8 * k, w: 150 * k, h: (tagH - 2) * k } : null,
    trays: [
      { x: trayX, y: height - trayH - 2 * k, w: trayW * k, h: trayH, player: 0 },
      { x: trayX, y: 2 * k, w: trayW * k, h: trayH, player: 1 },
    ],
  };
}

/** Paints a board: its outline (`shape` traces the path) in carved wood with a drop shadow, holes, trays, hand, result. */
function paintBoard(ctx, L, view, t, shape, board, extra) {
  ctx.clearRect(0, 0, L.width, L.height);
  const { x, y, w, h } = L.board;
  ctx.save();
  ctx.shadowColor = "rgba(30,15,5,0.45)";
  ctx.shadowBlur = 14 * L.k;
  ctx.shadowOffsetY = 5 * L.k;
  shape();
  ctx.fillStyle = theme.board[2];
  ctx.fill();
  ctx.restore();
  shape();
  paintWood(ctx, x, y, w, h, 3);
  shape();
  paintRim(ctx, w);
  extra?.();
  paintCounts(ctx, L, view);
  for (const tray of L.trays) paintTray(ctx, tray, view, t, board.storeLabel(view, tray.player, t));
  paintInHand(ctx, view, L.holes[0].r);
  if (view.banner) paintBanner(ctx, L, view.banner);
  paintOver(ctx, L, view, t);
}

// ---------------------------------------------------------------- what both sowing boards share

/** Replays a sowing record on the view `v`: lift, drop by drop, relays marked, captures and round-end
 *  collections flying to the trays, then a refill laid out counter by counter from the trays. */
async function animateSowing(record, v, kit) {
  const { ms, layout, after, tween } = kit;
  const holes = layout.holes;
  const trayOf = (p) => {
    const tr = layout.trays[p] ?? layout.trays[0];
    return { x: tr.x + tr.w * 0.72, y: tr.y + tr.h / 2 };
  };
  /** `n` shells flying between two points, a little apart, along an arc. */
  const fly = (from, to, n, r, d) =>
    tween(d, (k) => {
      v.flying = Array.from({ length: Math.min(n, 8) }, (_, j) => {
        const kk = Math.min(1, Math.max(0, k * 1.4 - j * 0.05));
        return { x: from.x + (to.x - from.x) * kk + (j - n / 2) * r * 0.2, y: from.y + (to.y - from.y) * kk - Math.sin(kk * Math.PI) * r, a: j + kk * 4 };
      });
    });
  v.relays = new Set();
  for (const ev of record.events) {
    if (kit.skipped()) break;
    const h = holes[ev.hole];
    if (ev.type === "lift" || ev.type === "relay") {
      const count = ev.count ?? v.counts[ev.hole];
      if (ev.type === "relay") v.relays.add(ev.hole);
      v.counts[ev.hole] = 0;
      v.hand = { x: h.x, y: h.y, count };
      // a relay is held long enough to be seen however long the move (the element speeds up the rest)
      await tween(ms * (ev.type === "relay" ? 1.6 : 0.8), () => {}, { min: ev.type === "relay" ? 160 : 0 });
    } else if (ev.type === "drop" && v.hand) {
      const from = { x: v.hand.x, y: v.hand.y - h.r };
      v.hand.count -= 1;
      await tween(ms, (k) => {
        v.hand.x = from.x + (h.x - from.x) * k;
        v.hand.y = from.y + h.r + (h.y - from.y - h.r) * k;
        v.flying = [{ x: v.hand.x, y: v.hand.y - h.r * 1.05 * (1 - k) - Math.sin(k * Math.PI) * h.r * 0.5, a: k * 3 }];
      });
      v.flying = [];
      v.counts[ev.hole] += 1;
      kit.sound("drop");
      if (v.hand.count <= 0) v.hand = null;
    } else if (ev.type === "capture" || ev.type === "collect") {
      v.hand = null;
      v.counts[ev.hole] = Math.max(0, v.counts[ev.hole] - ev.count);
      if (ev.type === "capture") kit.sound("capture");
      await fly(h, trayOf(ev.by), ev.count, h.r, ms * (ev.type === "collect" ? 1.6 : 2.2));
      v.flying = [];
      v.stores[ev.by] += ev.count;
    } else if (ev.type === "round-end") {
      v.hand = null;
      v.stores = ev.reserve.slice();
      const why = roundEndWhy(record, after, kit.t);
      v.banner = `${why}${kit.t("anim.roundEnd", { round: v.round, a: ev.collected[0], b: ev.collected[1], ra: ev.reserve[0], rb: ev.reserve[1] })}`;
      kit.sound("round");
      await tween(ms * 8, () => {}, { min: 1800 }); // long enough to read
      v.banner = null;
    } else if (ev.type === "refill") {
      // the holes this player fills get their counters from the tray (as many as the engine's state
      // after the move shows); the holes listed as eliminated are covered; the others wait empty
      for (const i of holes.keys()) {
        if (holes[i].owner !== ev.player) continue;
        v.eliminated[i] = ev.eliminated.includes(i);
        if (!ev.holes.includes(i)) v.counts[i] = 0;
      }
      for (const i of ev.holes) {
        const n = after.counts[i];
        const src = trayOf(ev.player);
        const to = holes[i];
        for (let c = 0; c < n && !kit.skipped(); c++) {
          v.stores[ev.player] -= 1;
          await tween(ms * 0.45, (k) => {
            v.flying = [{ x: src.x + (to.x - src.x) * k, y: src.y + (to.y - src.y) * k - Math.sin(k * Math.PI) * to.r, a: k * 4 }];
          });
          v.flying = [];
          v.counts[i] += 1;
        }
      }
    } else if (ev.type === "round-start") {
      v.round = ev.round;
      v.relays = new Set();
      v.banner = kit.t("anim.roundStart", { round: ev.round, player: kit.t(`player.${ev.starter}`) });
      await tween(ms * 5, () => {}, { min: 1000 });
      v.banner = null;
    }
  }
  v.banner = null;
}

/** "South sowed house 2 counter-clockwise: 5 shells, 1 relay, captured 4." from the record alone. */
function describeSowing(board, record, t, ctx) {
  const player = t(`player.${record.player}`);
  const ev = record.events;
  let text;
  if (record.move.kind === "fill") text = `${t("said.fill", { player, list: ctx.placeList(record.move.houses) })}.`;
  else {
    const hole = board.holeOf(record.move);
    const lift = ev.find((e) => e.type === "lift");
    const place = board.placeName(hole, t).toLowerCase();
    const dir = record.move.dir ? ` ${t(`said.dir.${record.move.dir}`)}` : "";
    const parts = [t("said.sow", { player, place, dir, count: t(`counters.${board.counters}`, { n: lift ? lift.count : 0 }) })];
    const relays = ev.filter((e) => e.type === "relay").length;
    if (relays) parts.push(t("said.relay", { n: relays }));
    const taken = ev.filter((e) => e.type === "capture" && e.by === record.player).reduce((a, e) => a + e.count, 0);
    parts.push(taken ? t("said.captured", { n: taken }) : t("said.nothing"));
    text = `${parts.join(", ")}.`;
  }
  const end = ev.find((e) => e.type === "round-end");
  if (end) text += ` ${roundEndWhy(record, ctx.state, t)}${t("said.roundEnd", { a: end.reserve[0], b: end.reserve[1] })}`;
  const start = ev.find((e) => e.type === "round-start");
  if (start) text += ` ${t("said.roundStart", { round: start.round, player: t(`player.${start.starter}`) })}`;
  else if (ctx.state.phase === "refill" && !ctx.state.over) text += ` ${t("phase.refill", { player: t(`player.${ctx.state.toMove}`) })}.`;
  return text;
}

/** Why a round ended, from the state after the move (its `roundEnd`) and who was to move then:
 *  "South has no shell left in their houses. " (empty when the state does not say). */
function roundEndWhy(record, after, t) {
  const why = after?.roundEnd;
  if (!why || record.player === null) return "";
  const text = t(`round.why.${why}`, { player: t(`player.${1 - record.player}`) });
  return text === `round.why.${why}` ? "" : `${text} `;
}

/** An arrow for one of a house's two directions, pointing along the row to the neighbour it sows into. */
function paintArrow(ctx, m) {
  const { x, y, r } = m;
  const legal = m.option.legal;
  const ink = m.hinted ? HINT_INK : INK; // the hint's blue and cream (painter.js), not a choice's
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = m.hinted ? HINT_BLUE : legal ? theme.highlight : "rgba(200,180,150,0.85)";
  ctx.fill();
  ctx.lineWidth = Math.max(2, r * 0.14);
  ctx.strokeStyle = ink;
  ctx.stroke();
  const d = m.dx < 0 ? -1 : 1;
  ctx.beginPath();
  ctx.moveTo(x - d * r * 0.55, y - r * 0.16);
  ctx.lineTo(x + d * r * 0.05, y - r * 0.16);
  ctx.lineTo(x + d * r * 0.05, y - r * 0.42);
  ctx.lineTo(x + d * r * 0.6, y);
  ctx.lineTo(x + d * r * 0.05, y + r * 0.42);
  ctx.lineTo(x + d * r * 0.05, y + r * 0.16);
  ctx.lineTo(x - d * r * 0.55, y + r * 0.16);
  ctx.closePath();
  ctx.fillStyle = m.hinted ? HINT_INK : legal ? INK : "rgba(43,26,16,0.45)";
  ctx.fill();
  if (!legal) {
    ctx.beginPath();
    ctx.moveTo(x - r * 0.7, y - r * 0.7);
    ctx.lineTo(x + r * 0.7, y + r * 0.7);
    ctx.lineWidth = Math.max(2, r * 0.16);
    ctx.strokeStyle = "#8a1c0c";
    ctx.stroke();
  }
  ctx.restore();
  drawLabel(ctx, m.option.move.dir === "+" ? "+" : "−", x, y + r * 1.45, Math.max(11, r * 0.7), { weight: 800, color: theme.boardText, halo: "rgba(43,26,16,0.9)", haloWidth: 0.3 });
}

const sowing = {
  turnText(v, t) {
    if (v.over) return resultText(v.result, t);
    // one person against the computer: their turn is "Your move"
    if (t.versus?.(v.toMove, 2) === "you") return t(v.phase === "refill" ? "phase.refill.you" : "turn.you");
    const player = t(`player.${v.toMove}`);
    return t(v.phase === "refill" ? "phase.refill" : "turn", { player });
  },
  marker: (v) => (v.over ? "■" : v.toMove === 0 ? "▼" : "▲"),
  placeName(i, t) {
    return holeName(this.id, i, t);
  },
  targetLabel(i, v, t) {
    const h = this.holeOwner(i);
    const owner = v.eliminated?.[i] ? t("owner.out") : !v.over && h === v.toMove ? t("owner.mine") : t("owner.theirs", { player: t(`player.${h}`) });
    return t("hole.label", { place: this.placeName(i, t), count: t(`counters.${this.counters}`, { n: v.counts[i] }), owner });
  },
  choiceTitle(i, t) {
    return t("choice.which", { place: this.placeName(i, t) });
  },
  /** A record's notation with the places numbered as the board numbers them: the engine's,
   *  whose every number is a place counted from 0 ("2" for pit 2, "7+", "F5,6"), renumbered. */
  listNotation({ notation }) {
    return notation.replace(/\d+/g, (n) => String(shownNumber(Number(n))));
  },
  moveLabel(m, t, option) {
    if (!m.dir) return null;
    const label = t(`choice.dir.${m.dir}`);
    return option && !option.legal ? `${label} — ${option.reason}` : label;
  },
  playerName: (p, t) => t(`player.${p}`),
  /** The seat whose place `i` is (the engine's description of the board). @param {number} i */
  holeOwner(i) {
    return boardOf(this.id).places[i].owner;
  },
  totals: (v) => v.stores.slice(),
  candidates(hole) {
    return this.id === "kpe" ? [{ kind: "sow", pit: hole }] : ["+", "-"].map((dir) => ({ kind: "sow", hole, dir }));
  },
  /** The place a refusal of the engine's names: its pit or hole. */
  refusalPlace: (r) => r.place ?? null,
  /** The other player of the two. */
  opponentOf: (p) => 1 - p,
  /** Bày Khòm: the two directions as arrows between the rows, beside the house, each pointing to
   *  the neighbour it sows into first. */
  choiceMarks(L, v, hole, options, t, least = 24) {
    const h = L.holes[hole];
    const n = L.holes.length;
    const midY = L.boardY + L.boardH / 2;
    const r = Math.max(least, h.r * 0.55); // at least 48 px across: a touch target
    return options.map((option) => {
      const next = L.holes[(hole + (option.move.dir === "+" ? 1 : n - 1)) % n];
      const dx = next.x - h.x;
      return { x: h.x + Math.sign(dx || 1) * Math.max(h.r * 1.05, r * 1.1), y: midY, r, dx, option, label: "" };
    });
  },
  paintMarks(ctx, L, marks) {
    for (const m of marks) paintArrow(ctx, m);
  },
  /** Bày Khòm: a suggested or better move's direction, its arrow beside its house (where the
   *  choice puts it, no larger than the house needs: it is not tapped) in the hint's colours;
   *  none for a move without one. */
  hintMarks(L, v, move) {
    if (!move?.dir || !L.holes[move.hole]) return [];
    return this.choiceMarks(L, v, move.hole, [{ move, legal: true }], null, 0).map((m) => ({ ...m, hinted: true }));
  },
  endText(result, t, ctx) {
    const last = ctx.history?.at(-1);
    const stuck = last && last.player !== null ? t(`player.${1 - last.player}`) : null;
    const other = last && last.player !== null ? t(`player.${last.player}`) : null;
    const reason = result.reason;
    if (this.id === "kpe") {
      if (reason === "no-stones" && stuck) return t("end.kpe.no-stones", { player: stuck });
      if (reason === "no-capture-limit") return t("end.kpe.no-capture-limit", { n: ctx.options?.noCaptureLimit ?? 200 });
      return reason === "repetition" ? t("end.kpe.repetition") : "";
    }
    if (reason === "cannot-refill") {
      // the engine says who was short and of how many (BK11: 9, or 5 with the reading headStart)
      const short = result.shortfall;
      if (!short) return "";
      const key = ctx.options?.headStart ? "end.bay-khom.cannot-refill-head" : "end.bay-khom.cannot-refill";
      return t(key, { player: t(`player.${short.player}`), n: result.totals[short.player], needs: short.needs, winner: t(`player.${1 - short.player}`) });
    }
    if ((reason === "no-moves" || reason === "endless") && stuck) return t(`end.bay-khom.${reason}`, { player: stuck, other });
    const text = t(`end.bay-khom.${reason}`);
    return text === `end.bay-khom.${reason}` ? "" : text;
  },
  /** What the hole played and the holes relayed from, kept marked until the next move. */
  lastOf(record) {
    return { hole: this.holeOf(record.move), relays: record.events.filter((e) => e.type === "relay").map((e) => e.hole) };
  },
  recall(history) {
    const last = history.at(-1);
    return last ? this.lastOf(last) : null;
  },
  copyView: (v) => ({ ...v, counts: v.counts.slice(), stores: v.stores.slice(), eliminated: v.eliminated?.slice() ?? null }),
  animate: animateSowing,
  describe(record, t, ctx) {
    return describeSowing(this, record, t, ctx);
  },
  resultText: (r, t) => resultText(r, t),
};

// ---------------------------------------------------------------- Kpé

/** Two rows of pits as the engine describes them (North's 7 6 5 4 on top, South's 0 1 2 3 below,
 *  docs/spec/kpe.md), trays above and below.
 *  @type {Board & Record<string, any>} */
export const kpeBoard = {
  ...sowing,
  id: "kpe",
  counters: "kpe",
  holeOf: (move) => (typeof move.pit === "number" ? move.pit : null),
  model: (s) => ({ counts: s.pits.slice(), stores: s.captured.slice(), eliminated: null, toMove: s.toMove, over: s.over, result: s.result }),
  storeLabel: (view, player, t) => t("captured", { n: view.stores[player] }),
  layout(width, maxHeight) {
    const { rows, cols, places } = boardOf(this.id);
    const col = (400 - 28) / cols;
    return frameLayout(width, maxHeight, 400, 392, 392, (at, k) =>
      places.map((p, i) => {
        const bottom = p.row === rows - 1;
        return { ...at(14 + col * (p.col + 0.5), bottom ? 132 : 50), r: 34 * k, owner: p.owner ?? undefined, kind: p.kind, n: i, labelBelow: bottom };
      }),
    );
  },
  draw(ctx, L, view, t) {
    const { x, y, w, h } = L.board;
    const shape = () => roundRect(ctx, x, y, w, h, 26 * L.k);
    paintBoard(ctx, L, view, t, shape, this, () => {
      // the line between the two rows, carved
      ctx.save();
      ctx.beginPath();
      ctx.moveTo(x + 20 * L.k, y + h / 2);
      ctx.lineTo(x + w - 20 * L.k, y + h / 2);
      ctx.lineWidth = Math.max(1, 2 * L.k);
      ctx.strokeStyle = "rgba(40,20,8,0.45)";
      ctx.stroke();
      ctx.restore();
    });
  },
};

// ---------------------------------------------------------------- Bày Khòm

/**
 * Ten holes in an oval as the engine describes them (docs/spec/bay-khom.md): South's houses 0-3
 * along the bottom, South's head 4 at the right end, North's houses 5-8 along the top from right to
 * left, North's head 9 at the left end. Reserves in trays above (North) and below (South). Driven
 * only by the state's shape (docs/api.md "State shapes") and the board's description.
 */
export const bayKhomBoard = /** @type {Board & Record<string, any>} */ ({
  ...sowing,
  id: "bay-khom",
  chooseAlways: true, // a house is always played in a direction the player picks, even when one way is endless
  counters: "bay-khom",
  holeOf: (move) => (move.kind === "sow" && typeof move.hole === "number" ? move.hole : null),
  model: (s) => ({
    counts: s.holes.slice(),
    stores: s.reserve.slice(),
    eliminated: s.eliminated.slice(),
    toMove: s.toMove,
    over: s.over,
    result: s.result,
    round: s.round,
    phase: s.phase,
    roundEnd: s.roundEnd ?? null,
  }),
  storeLabel: (view, player, t) => t("reserve", { n: view.stores[player] }),
  layout(width, maxHeight) {
    const { rows, cols, places } = boardOf(this.id);
    const col = 300 / (cols - 2); // the houses between the two heads' columns
    // the round's tag above the board: between the rows it sat under the direction arrows
    return frameLayout(
      width,
      maxHeight,
      440,
      432,
      392,
      (at, k) =>
        places.map((p, i) => {
          const x = p.col === 0 ? 40 : p.col === cols - 1 ? 400 : 70 + col * (p.col - 0.5);
          const y = 46 + ((136 - 46) / (rows - 1)) * p.row;
          return { ...at(x, y), r: (p.kind === "head" ? 32 : 27) * k, owner: p.owner ?? undefined, kind: p.kind, n: i, labelBelow: p.row === rows - 1 };
        }),
      24,
    );
  },
  draw(ctx, L, view, t) {
    const { x, y, w, h } = L.board;
    const shape = () => {
      ctx.beginPath();
      ctx.ellipse(x + w / 2, y + h / 2, w / 2, h / 2, 0, 0, Math.PI * 2);
    };
    paintBoard(ctx, L, view, t, shape, this, () => {
      const tag = L.tag;
      if (view.round && tag) {
        // a small wooden tag of its own, readable on any page
        roundRect(ctx, tag.x, tag.y, tag.w, tag.h, tag.h / 2);
        paintWood(ctx, tag.x, tag.y, tag.w, tag.h, 9);
        roundRect(ctx, tag.x, tag.y, tag.w, tag.h, tag.h / 2);
        paintRim(ctx, tag.w);
        const size = Math.max(11, Math.min(tag.h * 0.62, 15 * L.k));
        paintText(ctx, t("round", { n: view.round }), tag.x + tag.w / 2, tag.y + tag.h / 2, size, { align: "center", weight: 700, maxWidth: tag.w - tag.h });
      }
    });
  },
});

/** The boards this file can draw, by game id. */
export const boards = { kpe: kpeBoard, "bay-khom": bayKhomBoard };

/** A hole's name for people, numbered from 1: "Pit 3" (the engine's pit 2), "House 1", "Head 5". */
/** The number the board shows for engine index `hole`: places are numbered from 1, as the
 *  sources number them (the engine counts from 0). */
const shownNumber = (hole) => hole + 1;

export function holeName(game, hole, t) {
  if (boardOf(game).places[hole]?.kind === "head") return t(`head.${game}`, { n: shownNumber(hole) });
  return t(`hole.${game}`, { n: shownNumber(hole) });
}
