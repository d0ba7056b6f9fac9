// @ts-check
// The review's part (part="review", under the move list) as a first game sees it: the "Review"
// button once a move is played, its styles (they hold the part's place beside or under the board
// from the first frame), and `element.review()`, which loads the review itself (review.js) when
// first asked (later.js). While a review is under way or shown, review.js draws the part.

import { ready, withPart } from "./later.js";

/** @typedef {import("./state.js").State} State */

const CSS = `
.review { flex: none; margin: 8px 0 0; font-size: 14px; color: var(--_folk-text); }
.review[hidden] { display: none; }
.review button { font: inherit; padding: 6px 12px; border-radius: 6px; border: 1px solid var(--_folk-accent); background: var(--_folk-surface); color: var(--_folk-text); cursor: pointer; min-height: 36px; }
.review button:focus-visible { outline: 3px solid var(--_folk-focus); outline-offset: 2px; }
.review progress { width: 100%; height: 12px; }
.review .graph { display: block; width: 100%; height: 90px; background: var(--_folk-surface); border: 1px solid var(--_folk-border); border-radius: 4px; }
.review .table { overflow: auto; margin-top: 6px; }
.review table { border-collapse: collapse; width: 100%; font-size: 13px; font-variant-numeric: tabular-nums; }
.review th, .review td { text-align: start; padding: 2px 4px; border-bottom: 1px solid var(--_folk-border); }
.review tr > :first-child { overflow-wrap: anywhere; } /* Siryu's throws ("1. BWWWBB") wrap: the players' columns stay in the column's 250 px */
.review td.grade-blunder, .review td.grade-mistake { font-weight: 700; text-decoration: underline; }
.review td.grade-inaccuracy { font-style: italic; }
.review .moments { display: flex; flex-wrap: wrap; gap: 6px; padding: 0; margin: 6px 0; list-style: none; }
.review .moment { margin: 6px 0; }
.review h3 { font-size: 15px; margin: 8px 0 4px; }
/* Within the element's box (styles.js's BOX), like the move list: beside the board, its button
   under the list and, open, the list's whole column (its table lists the moves, graded); below
   the board, after the list, which gives it its room while it is open. */
.frame.beside > .review { position: absolute; right: 0; bottom: 0; width: 250px; margin: 0; }
.frame.beside:has(> .review:not([hidden])) > .moves { bottom: 48px; }
.frame.beside > .review.open { top: 0; overflow-y: auto; overscroll-behavior: contain; padding: 4px 6px; border: 1px solid var(--_folk-border); border-radius: var(--_folk-radius); background: var(--_folk-surface); }
.frame > .review.open ~ .moves, .frame > .moves:has(~ .review.open) { display: none; }
.frame:not(.beside) > .review.open { flex: 1 1 0; min-height: 0; overflow-y: auto; overscroll-behavior: contain; }
`;

/** Adds the review's part under the move list, its styles, and drops a review when the game changes. @param {State} s */
export function attachReview(s) {
  const part = document.createElement("section");
  part.className = "review";
  part.setAttribute("part", "review");
  part.hidden = true;
  s.els.moves.after(part);
  s.els.review = part;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  s.root.adoptedStyleSheets = [...s.root.adoptedStyleSheets, sheet];
  s.host.addEventListener("change", () => renderReview(s));
}

/** Reviews the game on the board (review.js, loaded first if need be); resolves to the engine's
 *  review, or null when there is nothing to review, the game changed meanwhile, or the review's
 *  code could not be loaded (said, with an `error` event: later.js). @param {State} s */
export async function review(s) {
  if (!s.table?.game.history().length) return null;
  return withPart(s, "review", (m) => m.review(s), null);
}

/** The review part, from the game and the review under way or done. @param {State} s */
export function renderReview(s) {
  const part = s.els.review;
  if (!part) return;
  const table = s.table;
  const history = table?.game.history() ?? [];
  part.classList.toggle("open", Boolean(table && s.review?.open && s.review.save === table.game.save()));
  if (!table || !history.length || s.lesson) {
    part.hidden = true;
    part.replaceChildren();
    return;
  }
  part.hidden = false;
  const r = s.review; // only review.js sets it: loaded
  const shown = ready("review");
  if (!r || !shown || r.save !== table.game.save() || !r.open) {
    if (r && !r.pending && r.save !== table.game.save()) s.review = null;
    part.replaceChildren(button(s.t("review.button"), () => review(s)));
    return;
  }
  shown.renderOpen(s);
}

/** A button of the review's part. @param {string} text @param {() => void} onClick */
export function button(text, onClick) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = text;
  b.addEventListener("click", onClick);
  return b;
}
