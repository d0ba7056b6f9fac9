// @ts-check
// The game's review (part="review", under the move list; `element.review()`): the engine's
// `review()` run in a Web Worker of its own (ai-worker.js, { kind: "review" }) so the page never
// waits, with a progress bar fed move by move; then each player's accuracy in words, a win-chance
// graph (graph.js, a picture only), the same points as a table with each move's grade (for screen
// readers and anyone), and the key moments: the moves that cost most, each stepped to on the board
// (the position before it, the better move marked) and said in words made from the engine's
// records — the move played, and the better one played on a copy of the game. A `reviewready`
// event (detail: the review) tells the page. Any change to the game drops a review shown. Loaded
// when a review is first asked for (later.js); its part, closed, is review-part.js's.

import { ComputerClient } from "./computer.js";
import { describeRecord } from "./text.js";
import { refresh, words } from "./sync.js";
import { view } from "./timeline.js";
import { winChanceGraph } from "./graph.js";
import { button, renderReview } from "./review-part.js";

/** @typedef {import("./state.js").State} State */

const LEVEL = "medium"; // the level the engine's curves were fitted at (docs/analysis/evaluation.md)
const MOMENTS = 3; // key moments shown at most
const MOMENT_COST = 0.05; // a key moment lost at least this much win chance (an inaccuracy or worse)

/** Runs the review of the game on the board in the worker (once per position of the game); resolves
 *  to the engine's review, or null when there is nothing to review or the game changed meanwhile. @param {State} s */
export async function review(s) {
  const table = s.table;
  if (!table || !table.game.history().length) return null;
  const save = table.game.save();
  if (s.review?.save === save && s.review.result) {
    s.review.open = true;
    renderReview(s);
    return s.review.result;
  }
  if (s.review?.save === save && s.review.pending) return s.review.pending;
  s.reviewer ??= new ComputerClient(new URL("./ai-worker.js", import.meta.url));
  const r = { save, done: 0, total: table.game.history().length, result: null, failed: false, moment: null, pending: null, open: true };
  s.review = r;
  renderReview(s);
  r.pending = s.reviewer
    .ask({ kind: "review", save, level: LEVEL }, ({ done, total }) => {
      if (s.review !== r) return;
      r.done = done;
      r.total = total;
      renderProgress(s);
    })
    .then((answer) => {
      r.pending = null;
      if (s.review !== r) return null;
      if (!answer.review) {
        r.failed = !answer.stale;
        renderReview(s);
        return null;
      }
      r.result = answer.review;
      renderReview(s);
      s.voice.say((t) => summaryText(s, r.result, t), "info", s.t);
      s.host.dispatchEvent(new CustomEvent("reviewready", { detail: r.result }));
      return r.result;
    });
  return r.pending;
}

/** The review part while a review is under way or shown (review-part.js draws it closed). @param {State} s */
export function renderOpen(s) {
  const part = s.els.review;
  const t = s.t;
  const r = s.review;
  if (!r.result) {
    const label = document.createElement("p");
    label.className = "progress-label";
    const bar = document.createElement("progress");
    bar.setAttribute("aria-label", t("review.title"));
    part.replaceChildren(label, bar);
    if (r.failed) {
      label.textContent = t("review.failed");
      bar.remove();
      part.append(button(t("review.button"), () => ((s.review = null), review(s))));
    } else renderProgress(s);
    return;
  }
  const result = r.result;
  const h = document.createElement("h3");
  h.textContent = t("review.title");
  const summary = document.createElement("p");
  summary.className = "summary";
  summary.textContent = summaryText(s, result, t);
  const moments = keyMoments(result);
  const points = [result.start.winChance, ...result.moves.map((m) => m.winChance)];
  const graph = winChanceGraph(
    points,
    moments.map((m) => m.ply),
  );
  const close = button(t("review.close"), () => {
    r.open = false;
    renderReview(s);
  });
  close.className = "close";
  const mh = document.createElement("h3");
  mh.textContent = t("review.moments");
  part.replaceChildren(h, summary, graph, mh);
  if (moments.length) {
    const list = document.createElement("ul");
    list.className = "moments";
    moments.forEach((m, i) => {
      const li = document.createElement("li");
      li.append(button(t("review.momentButton", { n: m.ply, grade: t(`review.grade.${m.grade}`) }), () => showMoment(s, i)));
      list.append(li);
    });
    const said = document.createElement("p");
    said.className = "moment";
    if (r.moment !== null) said.textContent = momentText(s, moments[r.moment], t);
    part.append(list, said);
  } else {
    const none = document.createElement("p");
    none.textContent = t("review.noMoments");
    part.append(none);
  }
  part.append(pointsTable(s, result, t), close);
}

/** The progress bar and its words, as the worker reports each move. @param {State} s */
function renderProgress(s) {
  const r = s.review;
  const part = s.els.review;
  const bar = part?.querySelector("progress");
  const label = part?.querySelector(".progress-label");
  if (!r || !bar || !label) return;
  bar.max = Math.max(r.total, 1);
  bar.value = r.done;
  label.textContent = s.t("review.progress", { done: r.done, total: r.total });
}

/** The moves that cost most (an inaccuracy or worse), at most MOMENTS, in the game's order. */
export function keyMoments(result) {
  return result.moves
    .filter((m) => m.cost && m.cost.winChance >= MOMENT_COST && m.best)
    .sort((a, b) => b.cost.winChance - a.cost.winChance)
    .slice(0, MOMENTS)
    .sort((a, b) => a.ply - b.ply);
}

const percent = (p) => Math.round(p * 100);

/** "Accuracy: South 68, North 100. 1 blunder, 2 mistakes, 0 inaccuracies." @param {State} s */
function summaryText(s, result, t) {
  const board = s.table.board;
  const accuracy = result.accuracy
    .map((a, p) => (a === null ? null : t("review.accuracyOf", { player: board.playerName(p, t), n: Math.round(a) })))
    .filter(Boolean);
  const count = (g) => result.moves.filter((m) => m.grade === g).length;
  const last = result.moves.at(-1)?.winChance ?? result.start.winChance;
  const lead = last.indexOf(Math.max(...last));
  return t("review.summary", {
    accuracy: s.t.list(accuracy),
    blunders: count("blunder"),
    mistakes: count("mistake"),
    inaccuracies: count("inaccuracy"),
    player: board.playerName(lead, t),
    chance: percent(last[lead]),
  });
}

/** The graph's points and every grade, as a table. @param {State} s */
function pointsTable(s, result, t) {
  const board = s.table.board;
  const wrap = document.createElement("div");
  wrap.className = "table";
  wrap.tabIndex = 0;
  wrap.setAttribute("role", "region");
  wrap.setAttribute("aria-label", t("review.table"));
  const tableEl = document.createElement("table");
  const caption = document.createElement("caption");
  caption.textContent = t("review.table");
  const players = result.start.winChance.length;
  const head = document.createElement("tr");
  for (const text of [t("review.col.move"), t("review.col.grade"), ...Array.from({ length: players }, (_, p) => t("review.col.chance", { player: board.playerName(p, t) }))]) {
    const th = document.createElement("th");
    th.scope = "col";
    th.textContent = text;
    head.append(th);
  }
  const row = (label, grade, chances) => {
    const tr = document.createElement("tr");
    const th = document.createElement("th");
    th.scope = "row";
    th.textContent = label;
    const g = document.createElement("td");
    g.textContent = grade ? t(`review.grade.${grade}`) : "";
    if (grade) g.className = `grade-${grade}`;
    tr.append(th, g, ...chances.map((c) => Object.assign(document.createElement("td"), { textContent: `${percent(c)}%` })));
    return tr;
  };
  tableEl.append(caption, head, row(t("review.start"), null, result.start.winChance), ...result.moves.map((m) => row(`${m.ply}. ${m.notation}`, m.grade, m.winChance)));
  wrap.append(tableEl);
  return wrap;
}

/** Steps to key moment `i`: the position before the move, the better move marked and said. @param {State} s */
export function showMoment(s, i) {
  const r = s.review;
  const m = r?.result ? keyMoments(r.result)[i] : null;
  if (!m || !s.table) return false;
  if (!view(s, m.ply - 1)) return false;
  r.moment = i;
  const table = s.table;
  const hole = table.board.holeOf(m.best, s.view);
  const holes = m.best.kind === "fill" ? m.best.houses.slice() : hole === null ? [] : [hole];
  s.hint = { move: m.best, ply: m.ply - 1, holes, key: `move-${m.best.kind}`, review: true };
  refresh(s);
  renderReview(s);
  // said in full; on screen, under the status, in short: the review's panel shows the full words
  // (long ones there, not above the board, so that the board keeps its size)
  s.voice.say(
    (t) => momentText(s, m, t),
    "info",
    s.t,
    (t) => t("review.momentButton", { n: m.ply, grade: t(`review.grade.${m.grade}`) }),
  );
  return true;
}

/** "Move 1, South: sowed house 2 … (a blunder, 44 points of win chance). Better: house 3 …, which …" @param {State} s */
function momentText(s, m, t) {
  const table = s.table;
  const board = table.board;
  const { history, states } = table.timeline();
  const played = describeRecord(board, history[m.ply - 1], t, words(s, states[m.ply], () => history.slice(0, m.ply)));
  const copy = table.game.clone();
  let better = m.bestNotation;
  try {
    const back = history.length - (m.ply - 1);
    if (back > 0) copy.undo(back);
    const record = copy.play(m.best);
    better = describeRecord(board, record, t, words(s, copy.state(), () => copy.history()));
  } catch {
    // the notation stands in for the words
  } finally {
    copy.free();
  }
  const sentence = (x) => (/[.!?…]$/.test(x) ? x : `${x}.`);
  return t("review.moment", { n: m.ply, grade: t(`review.grade.${m.grade}`), cost: percent(m.cost.winChance), played: sentence(played), better: sentence(better) });
}
