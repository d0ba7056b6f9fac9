// @ts-check
// The move list: an ordered list (part="moves"), one item per record of the engine's history,
// each a button with the move's number, its notation and the words the element says for it. The
// item of the position shown has aria-current="step". One tab stop for the whole list (a roving
// tabindex); in it the arrow keys step one move, Home goes to the start and End to the last move.
// The list scrolls itself, never the page. An item's words follow from the moves up to it, in the
// game and language given (`from`, compared item by item): the items a move leaves as they were
// are kept, so a move played appends one and an undo removes the last (a game of hundreds of moves
// is not built again, nor its words made again, at each move).

/** An item: its move's number and notation, and its words (asked for only when the item is built).
 *  @typedef {{ n: number, notation: string, summary: () => string }} MoveItem */

/** One item of the list: its button (data-ply), with the move's number, notation and words. */
function itemOf(/** @type {MoveItem} */ item) {
  const li = document.createElement("li");
  const b = document.createElement("button");
  b.type = "button";
  b.tabIndex = -1;
  b.setAttribute("part", "move");
  b.dataset.ply = String(item.n);
  const n = document.createElement("span");
  n.className = "n";
  n.textContent = `${item.n}.`;
  const notation = document.createElement("span");
  notation.className = "notation";
  notation.textContent = item.notation;
  const summary = document.createElement("span");
  summary.className = "summary";
  summary.textContent = item.summary();
  b.append(n, " ", notation, " ", summary);
  li.append(b);
  return li;
}

export class MoveList {
  /** What the items shown were built from: the game and language, and each item's move. */
  #shown = { from: /** @type {unknown[]} */ ([]), keys: /** @type {string[]} */ ([]) };

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

  /** Shows `items`, the moves of the game and language `from` (the items already shown for the
   *  same moves are kept, the rest built), and marks the item of ply `shown`. */
  render(items, shown, label, from) {
    this.list.setAttribute("aria-label", label);
    const keys = items.map((i) => `${i.n}\u0001${i.notation}`);
    const same = from.length === this.#shown.from.length && from.every((x, i) => x === this.#shown.from[i]);
    const before = same ? this.#shown.keys.slice(0, this.list.children.length) : [];
    let keep = 0;
    while (keep < keys.length && keep < before.length && keys[keep] === before[keep]) keep++;
    if (keep < this.list.children.length || keep < keys.length) {
      const focused = this.#focusedPly();
      while (this.list.children.length > keep) this.list.lastElementChild?.remove();
      this.list.append(...items.slice(keep).map(itemOf));
      if (focused !== null && this.#focusedPly() === null) this.#button(Math.min(Math.max(focused, 1), items.length))?.focus({ preventScroll: true });
    }
    this.#shown = { from, keys };
    this.mark(shown);
  }

  /** Marks the item of ply `shown` as current (none for the start) and keeps it in sight. */
  mark(shown) {
    const stop = Math.min(Math.max(shown, 1), this.list.children.length); // the start has no item: its tab stop is the first
    for (const b of /** @type {NodeListOf<HTMLButtonElement>} */ (this.list.querySelectorAll('button[aria-current], button[tabindex="0"]'))) {
      b.removeAttribute("aria-current");
      b.setAttribute("part", "move");
      b.tabIndex = -1;
    }
    this.#button(shown)?.setAttribute("aria-current", "step");
    this.#button(shown)?.setAttribute("part", "move current");
    const b = this.#button(stop);
    if (!b) return;
    b.tabIndex = 0;
    this.#scrollTo(b);
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
