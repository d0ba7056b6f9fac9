// @ts-check
// What the element says: the words for a record, an end and a hint (from the board's words), and
// the voice that says them, once in the polite live region for screen readers and once on screen
// under the status line. What was said is kept as a function of the language, so switching the
// language says it again in the new one.

/** @typedef {import("./board.js").T} T */
/** @typedef {import("./board.js").Board} Board */

/** A record in words, with the end of the game and why when it ended the game. */
export function describeRecord(board, record, t, ctx) {
  let text = board.describe(record, t, ctx);
  const over = record.events.find((e) => e.type === "game-over");
  if (over) text += ` ${endWords(board, over.result ?? ctx.state.result, t, ctx)}`;
  return text;
}

/** "Game over: North wins, 27 to 21. South has no stone left to sow, so …" */
export function endWords(board, result, t, ctx) {
  const why = board.endText(result, t, ctx);
  return `${t("said.over", { result: board.resultText(result, t) })}${why ? ` ${why}` : ""}`;
}

export class Voice {
  /** @type {{ text: (t: T) => string, kind: string, screen: ((t: T) => string) | null } | null} */
  #said = null;
  /** @type {((t: T) => string) | null} */
  #aside = null;

  constructor(live, line) {
    this.live = live;
    this.line = line;
  }

  /** Says `text` (a string, or a function of the translator) to everyone: `kind` is "move",
   *  "refusal", "end" or "info", for the way it is shown; `screen`, when given, is the shorter
   *  words shown on screen (where the board already shows the rest). */
  say(text, kind, t, screen = null) {
    this.#said = { text: typeof text === "function" ? text : () => text, kind, screen };
    this.#aside = null;
    this.#render(t, true);
  }

  /** Shows `text` on screen only, until the next thing said (the live region keeps what it had). */
  show(text, t) {
    this.#aside = typeof text === "function" ? text : () => text;
    this.#render(t, false);
  }

  clear() {
    this.#said = null;
    this.#aside = null;
    this.line.textContent = "";
    this.line.className = "said";
    this.live.textContent = "";
  }

  /** Says it all again in the language of `t` (after the language changed). The live region is
   *  written only if its words changed: a page that sets `lang` to the language the element
   *  already speaks (the demo does, as it starts) does not have "New game…" said twice. */
  render(t) {
    this.#render(t, "changed");
  }

  /** @param {T} t @param {boolean | "changed"} live  whether the live region says it */
  #render(t, live) {
    const said = this.#said ? this.#said.text(t) : "";
    if (live === true || (live === "changed" && this.live.textContent !== said)) this.live.textContent = said;
    const aside = this.#aside?.(t);
    this.line.textContent = aside ?? (this.#said?.screen?.(t) || said);
    this.line.className = `said${aside ? " skip" : this.#said ? ` ${this.#said.kind}` : ""}`;
  }

  /** What is shown on screen now. */
  get shown() {
    return this.line.textContent;
  }
}
