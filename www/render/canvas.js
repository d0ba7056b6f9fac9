// Drawing helpers shared by the boards (render/mancala.js, render/siryu.js).

/** A small deterministic generator, so grain, shells and scratches do not shimmer between frames. */
export function hash(a, b = 0) {
  let h = (a * 374761393 + b * 668265263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * Text centred vertically on (x, y) in the system font; `halo` (a colour) draws a dark edge
 * of `haloWidth` × size behind it, so it stays readable on a busy background.
 */
export function drawLabel(ctx, s, x, y, size, { align = "center", weight = 600, color = "#000", maxWidth, halo = null, haloWidth = 0.25 } = {}) {
  ctx.save();
  ctx.font = `${weight} ${Math.round(size)}px system-ui, sans-serif`;
  ctx.textAlign = align;
  ctx.textBaseline = "middle";
  if (halo) {
    ctx.lineWidth = Math.max(2, size * haloWidth);
    ctx.lineJoin = "round";
    ctx.strokeStyle = halo;
    ctx.strokeText(s, x, y, maxWidth);
  }
  ctx.fillStyle = color;
  ctx.fillText(s, x, y, maxWidth);
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
