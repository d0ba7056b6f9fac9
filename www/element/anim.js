// @ts-check
// The animation clock: a board replays a record's events on a copy of the view (its `animate`),
// and asks this clock for tweens. A long move is sped up to fit a bound (every relay stays visible:
// a board gives the tweens that must stay readable a minimum), a tap or Esc skips to the end, and
// prefers-reduced-motion shows moves at once (the element's speed is then 0).

/** A move's animation lasts at most about this many steps' time: 4.8 s at Normal (220 ms a step),
 *  2 s at Fast, 9.9 s at Slow; the tweens a board marks with a minimum may add a little. */
export const BUDGET_STEPS = 22;

export const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The tweens' easing: slow in, slow out. */
const ease = (k) => (k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2);

export class Animator {
  busy = false;
  #skip = false;

  /** `draw()` paints the view being animated; `alive()` is false once the element is removed. */
  constructor({ draw, alive }) {
    this.draw = draw;
    this.alive = alive;
  }

  get skipping() {
    return this.#skip;
  }

  /** Ends the animation under way at once (its last state is drawn). */
  skip() {
    if (this.busy) this.#skip = true;
  }

  /**
   * How long the board's animation of `record` would take at the nominal speed, in ms: the board's
   * own animate, run at once on a throwaway copy of the view with tweens that only add up.
   */
  async measure(board, record, view, kit) {
    let total = 0;
    const dry = board.copyView(view);
    await board.animate(record, dry, {
      ...kit,
      skipped: () => false,
      sound: () => {},
      tween: async (ms, _step, opts) => {
        total += Math.max(ms, opts?.min ?? 0);
      },
    });
    return total;
  }

  /** Replays `record` on `view` with the board's animation, bounded to BUDGET_STEPS steps of `kit.ms`. */
  async run(board, record, view, kit) {
    this.busy = true; // at once, so that what is drawn next knows a move is being shown
    this.#skip = false;
    try {
      const total = await this.measure(board, record, view, kit);
      const budget = kit.ms * BUDGET_STEPS;
      const scale = total > budget ? budget / total : 1;
      await board.animate(record, view, {
        ...kit,
        skipped: () => this.#skip,
        tween: (ms, step, opts) => this.#tween(Math.max(ms * scale, Math.min(ms, opts?.min ?? 0)), step),
      });
    } finally {
      this.busy = false;
      this.#skip = false;
    }
  }

  async #tween(ms, step) {
    const start = performance.now();
    for (;;) {
      const k = this.#skip || ms <= 0 ? 1 : Math.min(1, (performance.now() - start) / ms);
      step(ease(k), k);
      this.draw();
      if (k >= 1 || !this.alive()) return;
      await frame();
    }
  }
}
