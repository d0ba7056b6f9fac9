// @ts-check
// The move list: an ordered list (part="moves"), one item per record of the engine's history,
// each a button with the move's number, its notation and the words the element says for it. The
// item of the position shown has aria-current="step". One tab stop for the whole list (a roving
// tabindex); in it the arrow keys step one move, Home goes to the start and End to the last move.
// The list scrolls itself, never the page.

/** @typedef {{ n: number, notation: string, summary: string }} MoveItem */

export class MoveList {
  /** The items' words the list shows now (so an unchanged list is not built again). */
  #key = "";

  /**
   * @param {HTMLOListElement} list
   * @param {{ view: (ply: number | null, focus: boolean) => void, shown: () => number, last: () => number }} on
   *   `view` shows the position after `ply` records; `shown` is the ply shown, `last` the live one
   */
  constructor(list, on) {
    this.list = list;
    this.on = on;
    list.addEventListener("click", (e) => {
      const b = /** @type {HTMLElement} */ (e.target).closest?.("button");
      if (b && list.contains(b)) on.view(Number(b.dataset.ply), false);
    });
    list.addEventListener("keydown", (e) => this.#onKey(/** @type {KeyboardEvent} */ (e)));
  }

  get buttons() {
    return /** @type {HTMLButtonElement[]} */ ([...this.list.querySelectorAll("button")]);
  }

  /** Shows `items` (built again only when their words changed) and marks the item of ply `shown`. */
  render(items, shown, label) {
    this.list.setAttribute("aria-label", label);
    const key = items.map((i) => `${i.n}\u0001${i.notation}\u0001${i.summary}`).join("\u0002");
    if (key !== this.#key) {
      this.#key = key;
      const focused = this.#focusedPly();
      this.list.replaceChildren(
        ...items.map((item) => {
          const li = document.createElement("li");
          const b = document.createElement("button");
          b.type = "button";
          b.dataset.ply = String(item.n);
          const n = document.createElement("span");
          n.className = "n";
          n.textContent = `${item.n}.`;
          const notation = document.createElement("span");
          notation.className = "notation";
          notation.textContent = item.notation;
          const summary = document.createElement("span");
          summary.className = "summary";
          summary.textContent = item.summary;
          b.append(n, " ", notation, " ", summary);
          li.append(b);
          return li;
        }),
      );
      if (focused !== null) this.#button(Math.min(Math.max(focused, 1), items.length))?.focus({ preventScroll: true });
    }
    this.mark(shown);
  }

  /** Marks the item of ply `shown` as current (none for the start) and keeps it in sight. */
  mark(shown) {
    const buttons = this.buttons;
    const stop = Math.min(Math.max(shown, 1), buttons.length); // the start has no item: its tab stop is the first
    for (const b of buttons) {
      const ply = Number(b.dataset.ply);
      if (ply === shown) b.setAttribute("aria-current", "step");
      else b.removeAttribute("aria-current");
      b.tabIndex = ply === stop ? 0 : -1;
    }
    const b = this.#button(stop);
    if (b) this.#scrollTo(b);
  }

  /** Keeps an item in sight by scrolling the list alone (scrollIntoView would move the page too). */
  #scrollTo(b) {
    const li = /** @type {HTMLElement} */ (b.parentElement);
    const top = li.offsetTop - this.list.offsetTop;
    const bottom = top + li.offsetHeight;
    if (top < this.list.scrollTop) this.list.scrollTop = top;
    else if (bottom > this.list.scrollTop + this.list.clientHeight) this.list.scrollTop = bottom - this.list.clientHeight;
  }

  #button(ply) {
    return /** @type {HTMLButtonElement | null} */ (this.list.querySelector(`button[data-ply="${ply}"]`));
  }

  #focusedPly() {
    const active = /** @type {any} */ (this.list.getRootNode()).activeElement;
    return active && this.list.contains(active) ? Number(active.dataset.ply) : null;
  }

  #onKey(e) {
    const last = this.on.last();
    const shown = this.on.shown();
    const to = {
      ArrowUp: shown - 1,
      ArrowLeft: shown - 1,
      ArrowDown: shown + 1,
      ArrowRight: shown + 1,
      Home: 0,
      End: last,
    }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const ply = Math.min(Math.max(to, 0), last);
    this.on.view(ply === last ? null : ply, true);
    this.#button(Math.max(ply, 1))?.focus({ preventScroll: true });
  }
}
