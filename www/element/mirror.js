// @ts-check
// The canvas is decoration for screen readers: this is its DOM mirror, one focusable button over
// each hole or square, with a spoken label, and one tab stop for the whole board (a roving
// tabindex). The arrow keys move to the nearest place in that direction on the drawn board, Home
// and End to the first and the last place as the rules number them (pit 1, the visitor's first;
// not the place drawn top left, which on Kpé's board is North's pit 8). The board paints the focused place's ring itself (under its counts).

/** @typedef {import("./board.js").Layout} Layout */

export class Mirror {
  focusHole = 0;

  /**
   * @param {HTMLElement} container
   * @param {{ activate: (i: number) => void, focused: (i: number | null) => void }} on
   */
  constructor(container, on) {
    this.container = container;
    this.on = on;
    container.addEventListener("keydown", (e) => this.#onKey(e));
    container.addEventListener("focusout", () => queueMicrotask(() => this.on.focused(this.focusedIndex())));
  }

  get buttons() {
    return /** @type {HTMLButtonElement[]} */ ([...this.container.children]);
  }

  /** The place whose button has the focus and shows it (the keyboard's), or null. */
  focusedIndex() {
    const b = this.buttons.find((x) => x.matches(":focus-visible"));
    return b ? Number(b.dataset.hole) : null;
  }

  clear() {
    this.container.replaceChildren();
  }

  /** One button per place of the layout, placed where the canvas draws it. */
  build(L) {
    if (this.buttons.length !== L.holes.length) {
      this.container.replaceChildren(
        ...L.holes.map((h, i) => {
          const b = document.createElement("button");
          b.type = "button";
          b.dataset.hole = String(i);
          if (h.w) b.className = "square";
          b.tabIndex = -1;
          b.addEventListener("click", () => this.on.activate(i));
          b.addEventListener("focus", () => {
            this.focusHole = i;
            this.sync(null);
            this.on.focused(this.focusedIndex());
          });
          return b;
        }),
      );
    }
    this.layout = L;
    this.buttons.forEach((b, i) => {
      const h = L.holes[i];
      const w = h.w ?? h.r * 2.2;
      const hh = h.h ?? h.r * 2.2;
      Object.assign(b.style, { left: `${h.x}px`, top: `${h.y}px`, width: `${w}px`, height: `${hh}px` });
    });
  }

  /** Labels each button: `label(i)` gives { text, playable, pressed (or null), hinted }. */
  update(label, legal) {
    this.buttons.forEach((b, i) => {
      const { text, playable, pressed, hinted } = label(i);
      b.setAttribute("aria-label", text);
      b.setAttribute("aria-disabled", playable ? "false" : "true");
      if (pressed === null) b.removeAttribute("aria-pressed");
      else b.setAttribute("aria-pressed", String(pressed));
      if (hinted) b.dataset.hint = "";
      else delete b.dataset.hint;
    });
    this.sync(legal);
  }

  /** One tab stop: the last focused place, else a legal one. */
  sync(legal) {
    const buttons = this.buttons;
    if (!buttons.length) return;
    const focused = buttons.indexOf(/** @type {any} */ (this.container.getRootNode()).activeElement);
    if (legal && focused < 0 && !legal.has(this.focusHole) && legal.size) this.focusHole = Math.min(...legal);
    if (this.focusHole >= buttons.length) this.focusHole = 0;
    buttons.forEach((b, i) => (b.tabIndex = i === this.focusHole ? 0 : -1));
  }

  /** Puts the keyboard on the board's tab stop (a legal place when there is one). */
  focus(legal) {
    if (legal?.size && !legal.has(this.focusHole)) this.focusHole = Math.min(...legal);
    this.sync(legal);
    this.buttons[this.focusHole]?.focus();
  }

  #onKey(e) {
    const dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const holes = this.layout?.holes;
    if (!holes) return;
    let next = null;
    if (e.key in dirs) {
      const [dx, dy] = dirs[e.key];
      const from = holes[this.focusHole];
      let best = Infinity;
      holes.forEach((h, i) => {
        const ax = h.x - from.x;
        const ay = h.y - from.y;
        const along = ax * dx + ay * dy;
        if (i === this.focusHole || along <= 1) return;
        const across = Math.abs(ax * dy - ay * dx);
        const score = along + across * 2.5;
        if (score < best) [best, next] = [score, i];
      });
    } else if (e.key === "Home" || e.key === "End") next = e.key === "Home" ? 0 : holes.length - 1;
    else return;
    e.preventDefault();
    if (next !== null) {
      this.focusHole = next;
      this.sync(null);
      this.buttons[next].focus();
    }
  }
}
