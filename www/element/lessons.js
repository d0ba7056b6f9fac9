// @ts-check
// The lessons: for each game, steps that each set up a position with the engine's
// Game.fromPosition (never a drawn picture), explain one rule in the words of rules/*.md, and ask
// for a move that the element checks before playing it. The lesson's words are in a module of
// their own per language (lang/lessons/*.js, step by step, loaded with this code: lesson-part.js);
// the panel's own words (step n of m, next, leave) are in the language packs (lang/*.js).
// Which games have a lesson is lesson-part.js's `hasLesson` (a first game needs that fact).

import { actButton } from "./input.js";

const opened = (south, north) => [south, north];
const ALL = [true, true, true, true];
const NONE = [false, false, false, false];
const NO_HOLE_OUT = Array(10).fill(false);
/** A Bày Khòm position of round 1, South to move. */
const country = (holes, reserve) => ({ holes, reserve, eliminated: NO_HOLE_OUT, toMove: 0, round: 1 });
/** A Siryu piece set out on `square`; without one, still waiting on its start square (the
 * engine's: `positionOf` puts it there). */
const piece = (kind, square, stations = 0) => (square === undefined ? { kind, home: true } : { kind, square, started: true, stations });
/** A Siryu position of two players (each a father, a mother and an angel), Player 1 (seat 0) to throw. */
const pilgrims = (...players) => ({ pieces: players, seat: 0 });
const home = () => [piece("father"), piece("mother"), piece("angel")];
const thrown = (...whites) => whites.map((n) => ({ kind: "throw", whites: n }));

/**
 * A step: its position (the state to set up with Game.fromPosition; none: the game goes on from
 * the step before), the moves the lesson itself plays there (Siryu's throws), the move it asks
 * for (any of `expect`, each matched on the keys it gives), and its words: a handle on the words
 * in the language packs (set below, from the step's place).
 * @typedef {{ game: string, i: number, field: "title" | "text" | "hint" | "done" }} Words
 * @typedef {{ position?: Record<string, any>, before?: Record<string, any>[], expect: Record<string, any>[], title?: Words, text?: Words, hint?: Words, done?: Words }} Step
 */

/** @type {Record<string, Step[]>} */
export const lessons = {
  kpe: [
    {
      position: { pits: [6, 6, 6, 6, 6, 6, 6, 6], captured: [0, 0], opened: opened(NONE, NONE), toMove: 0 },
      expect: [{ kind: "sow", pit: 2 }],
    },
    {
      position: { pits: [2, 5, 6, 1, 1, 6, 5, 4], captured: [0, 18], opened: opened([true, true, true, false], ALL), toMove: 0 },
      expect: [{ kind: "sow", pit: 3 }],
    },
    {
      position: { pits: [0, 5, 3, 1, 1, 3, 1, 6], captured: [14, 14], opened: opened(ALL, ALL), toMove: 0 },
      expect: [{ kind: "sow", pit: 1 }],
    },
    {
      position: { pits: [3, 0, 2, 0, 0, 0, 0, 0], captured: [20, 23], opened: opened(ALL, ALL), toMove: 0 },
      expect: [{ kind: "sow", pit: 2 }],
    },
    {
      position: { pits: [1, 3, 10, 0, 2, 1, 5, 3], captured: [11, 12], opened: opened(ALL, ALL), toMove: 0 },
      expect: [{ kind: "sow", pit: 2 }],
    },
    {
      position: { pits: [2, 0, 1, 0, 0, 0, 0, 0], captured: [22, 23], opened: opened(ALL, ALL), toMove: 0 },
      expect: [
        { kind: "sow", pit: 0 },
        { kind: "sow", pit: 2 },
      ],
    },
  ],
  "bay-khom": [
    {
      position: country([4, 4, 4, 4, 5, 4, 4, 4, 4, 5], [0, 0]),
      expect: [{ kind: "sow", hole: 0, dir: "+" }],
    },
    {
      position: country([4, 3, 1, 2, 5, 0, 0, 0, 6, 2], [9, 10]),
      expect: [{ kind: "sow", hole: 3, dir: "+" }],
    },
    {
      position: country([2, 3, 1, 0, 0, 1, 0, 4, 0, 6], [10, 15]),
      expect: [{ kind: "sow", hole: 2, dir: "+" }],
    },
    {
      expect: [{ kind: "fill" }],
    },
  ],
  siryu: [
    {
      position: pilgrims(home(), home()),
      before: thrown(5),
      expect: [{ kind: "move", piece: "father" }],
    },
    {
      before: thrown(3),
      expect: [{ kind: "move", piece: "father" }],
    },
    {
      position: pilgrims([piece("father", 12), piece("mother"), piece("angel", 24)], home()),
      before: thrown(6, 6),
      expect: [{ kind: "move", piece: "angel" }],
    },
    {
      position: pilgrims([piece("father", 15), piece("mother"), piece("angel")], [piece("father", 17), piece("mother", 21), piece("angel")]),
      before: thrown(0, 2, 3, 1),
      expect: [{ kind: "move", piece: "father" }],
    },
    {
      position: pilgrims([piece("father", 9), piece("mother"), piece("angel", 6)], [piece("father", 11), piece("mother", 8), piece("angel")]),
      before: thrown(6, 4),
      expect: [{ kind: "move", piece: "angel" }],
    },
    {
      position: pilgrims([piece("father", 12), piece("mother"), piece("angel", 20)], home()),
      before: thrown(1),
      expect: [{ kind: "move", piece: "father" }],
    },
    {
      position: pilgrims([piece("father", 31), piece("mother", 30, 2), piece("angel", 31)], home()),
      before: thrown(5),
      expect: [{ kind: "move", piece: "mother" }],
    },
  ],
};

// each step's words are found in the lessons' words (lang/lessons/*.js) by its game and place
for (const [game, steps] of Object.entries(lessons)) {
  steps.forEach((step, i) => {
    for (const field of /** @type {const} */ (["title", "text", "hint", "done"])) step[field] = { game, i, field };
  });
}

/**
 * The position step `step` of game `id`'s lesson sets up, for `Game.fromPosition`: as written
 * above, with each Siryu piece still waiting put on its start square as the engine's own start
 * position has it (no copy of the track here).
 * @param {string} id
 * @param {Step} step
 * @param {{ new (id: string): { state(): any, free(): void } }} Game
 */
export function positionOf(id, step, Game) {
  const { position } = step;
  if (!position || !position.pieces) return position;
  const fresh = new Game(id);
  const start = fresh.state().pieces[0];
  fresh.free();
  const placed = (p) => (p.home ? start.find((s) => s.kind === p.kind) : p);
  return { ...position, pieces: position.pieces.map((player) => player.map(placed)) };
}

/** The words of a step in the translator's language (i18n.js's `t.lesson`). @param {Words} words @param {any} t */
export const say = (words, t) => t.lesson(words.game, words.i, words.field);

/**
 * The lesson's panel: the step's title and text, then (once the move is played) what it showed
 * and the button to the next step; a button to leave the lesson at any step.
 * @param {HTMLElement} panel
 * @param {{ t: any, step: Step, n: number, steps: number, played: boolean }} s
 * @param {{ next: () => void, leave: () => void }} on
 */
export function renderLesson(panel, s, on) {
  const { t, step } = s;
  const head = document.createElement("p");
  head.className = "lesson-head";
  head.textContent = t("lesson.step", { n: s.n, steps: s.steps, title: say(step.title, t) });
  const text = document.createElement("p");
  text.className = "lesson-text";
  text.textContent = s.played ? say(step.done, t) : say(step.text, t);
  const buttons = document.createElement("div");
  buttons.className = "lesson-buttons";
  const leave = actButton(t("lesson.leave"), () => on.leave(), "act", null, true);
  leave.dataset.key = "lesson-leave";
  buttons.append(leave);
  if (s.played) {
    const next = actButton(t(s.n === s.steps ? "lesson.finish" : "lesson.next"), () => on.next(), "act primary", null, true);
    next.dataset.key = "lesson-next";
    buttons.append(next);
  }
  const section = document.createElement("section");
  section.className = "lesson";
  section.setAttribute("part", "lesson");
  section.setAttribute("aria-label", t("lesson.label"));
  section.append(head, text, buttons);
  const focused = /** @type {any} */ (panel.getRootNode()).activeElement;
  const keep = focused && panel.contains(focused) ? focused.dataset.key : null;
  panel.replaceChildren(section);
  if (keep) /** @type {HTMLElement | null} */ (panel.querySelector(`[data-key="${keep}"]`) ?? panel.querySelector("button.primary"))?.focus();
}
