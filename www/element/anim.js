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

  /** The last animation's plan: its length at the nominal speed and as bounded (ms). */
  plan = { nominal: 0, planned: 0 };

  /**
   * The tweens the board's animation of `record` asks for, at the nominal speed: the board's own
   * animate, run at once on a throwaway copy of the view with tweens that only take note.
   * @returns {Promise<{ ms: number, min: number }[]>}
   */
  async measure(board, record, view, kit) {
    const tweens = [];
    const dry = board.copyView(view);
    await board.animate(record, dry, {
      ...kit,
      skipped: () => false,
      sound: () => {},
      tween: async (ms, _step, opts) => {
        tweens.push({ ms, min: Math.min(ms, opts?.min ?? 0) });
      },
    });
    return tweens;
  }

  /** Replays `record` on `view` with the board's animation, bounded to BUDGET_STEPS steps of
   *  `kit.ms`: every tween is shortened in the same ratio, none below its minimum. */
  async run(board, record, view, kit) {
    this.busy = true; // at once, so that what is drawn next knows a move is being shown
    this.#skip = false;
    try {
      const tweens = await this.measure(board, record, view, kit);
      const nominal = tweens.reduce((sum, w) => sum + w.ms, 0);
      const budget = kit.ms * BUDGET_STEPS;
      const scale = nominal > budget ? budget / nominal : 1;
      const length = (ms, min) => Math.max(ms * scale, min);
      this.plan = { nominal, planned: tweens.reduce((sum, w) => sum + length(w.ms, w.min), 0) };
      await board.animate(record, view, {
        ...kit,
        skipped: () => this.#skip,
        tween: (ms, step, opts) => this.#tween(length(ms, Math.min(ms, opts?.min ?? 0)), step),
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
