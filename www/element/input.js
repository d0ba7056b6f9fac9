// @ts-check
// The pointer and the keys that are not the board's arrow keys. A press on the canvas during an
// animation skips it; a click (mouse, touch or pen: the browser's own click, one per tap) chooses
// the place or the mark under it; the second click of a double-click is ignored, so a double
// click never plays twice. A mouse over a legal place lights it. Esc skips an animation or
// cancels a choice. Every press in the element is counted, so a choice can tell a new press
// from the one that opened it.

/** @typedef {import("./painter.js").Painter} Painter */

export class Input {
  /** Presses (pointerdown) anywhere in the element so far. */
  presses = 0;

  /**
   * @param {ShadowRoot} root
   * @param {HTMLCanvasElement} canvas
   * @param {Painter} painter
   * @param {{ press: () => void, tap: (hit: any) => void, hover: (hole: number | null) => boolean, escape: () => boolean }} on
   */
  constructor(root, canvas, painter, on) {
    root.addEventListener("pointerdown", () => this.presses++, { capture: true });
    canvas.addEventListener("pointerdown", () => on.press());
    canvas.addEventListener("click", (e) => {
      if (e.detail > 1) return; // the second click of a double-click
      on.tap(painter.hit(e.clientX, e.clientY));
    });
    canvas.addEventListener("pointermove", (e) => {
      if (e.pointerType !== "mouse") return;
      const hit = painter.hit(e.clientX, e.clientY);
      const legal = on.hover(hit?.hole ?? null);
      canvas.style.cursor = hit?.mark || legal ? "pointer" : "default";
    });
    canvas.addEventListener("pointerleave", () => on.hover(null));
    root.addEventListener("keydown", (e) => {
      if (/** @type {KeyboardEvent} */ (e).key === "Escape" && on.escape()) e.preventDefault();
    });
  }
}

/** A button for the actions area (part="action", "action primary" for the main one) or a lesson's
 *  (`lesson`: part="lesson-button"): `onClick` runs for a keyboard or assistive press (detail 0) and
 *  for a pointer's first click; `accept(e)` may refuse a click (a choice refuses the press that opened it). */
export function actButton(text, onClick, cls = "act", accept = null, lesson = false) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = cls;
  const primary = cls.split(" ").includes("primary");
  if (lesson && primary) b.setAttribute("part", "lesson-button primary");
  else if (lesson) b.setAttribute("part", "lesson-button");
  else if (primary) b.setAttribute("part", "action primary");
  else b.setAttribute("part", "action");
  b.textContent = text;
  b.addEventListener("click", (e) => {
    if (e.detail > 1) return; // a double-click is one press
    if (accept && !accept(e)) return;
    onClick(e);
  });
  return b;
}
