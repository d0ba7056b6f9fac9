// @ts-check
// The lesson as a first game sees it: whether the game has one (the Learn button), `learn()`, and
// the calls the element's other modules make while one is on. The lesson itself (its controller,
// lesson.js; its steps, lessons.js) is a part loaded when a lesson first starts (later.js), and its
// words (lang/lessons/*.js, i18n.js's loadLessonWords) with it, in the element's language: a first
// game fetches neither. `learn()` answers at once (false when the game has no lesson); the lesson
// starts once its code and words have arrived, with its first `lessonstep` event (`lesson` stays
// null until then). Nothing here can be on before the part has loaded: only lesson.js sets
// `s.lesson`, so while it is set the part is `ready`.

import { later, ready, saying } from "./later.js";
import { lessonTables, loadLessonWords, pickLang } from "./i18n.js";

/** @typedef {import("./state.js").State} State */

/** The games that have a lesson: lessons.js has their steps (tests/node/lessons.test.js checks that
 *  the two agree). */
const GAMES = new Set(["kpe", "bay-khom", "siryu"]);

/** True when game `id` has a lesson. @param {string} id */
export const hasLesson = (id) => GAMES.has(id);

/** @type {WeakMap<State, Promise<void>>} each element's lesson waiting on its code and words */
const starting = new WeakMap();

/** The languages whose lesson words the element needs: its words' now, and its `lang`'s (still loading). @param {State} s */
const langsOf = (s) => [...new Set([s.t.lang, pickLang(s.host.getAttribute("lang"))])];

/** The lesson's code and the words of the element's languages (both once for the page), resolving
 *  to the code; a failure is said as any part's (later.js), once. @param {State} s
 *  @returns {Promise<typeof import("./lesson.js")>} */
function loadLesson(s) {
  const words = Promise.all(langsOf(s).map(loadLessonWords));
  words.catch(() => {}); // said below, once the code has come (else the code's failure is)
  return later(s, "lesson").then((m) =>
    saying(s, words).then(() => (langsOf(s).every((l) => l in lessonTables) ? m : loadLesson(s))), // the language changed meanwhile
  );
}

/** Starts the game's lesson from its first step (a lesson left earlier starts again there), at
 *  once when its code and words are here, else once they have arrived (asked twice meanwhile: one
 *  start); the game in progress comes back when the lesson ends. False when the game has none.
 *  A lesson whose code or words cannot be loaded is said; the next call tries again. @param {State} s */
export function learn(s) {
  const table = s.table;
  if (!table || !hasLesson(table.id) || s.anim.busy) return false;
  const part = ready("lesson");
  if (part && langsOf(s).every((l) => l in lessonTables)) return part.learn(s);
  if (!starting.has(s)) {
    const start = loadLesson(s)
      .then((m) => {
        if (s.table === table) m.learn(s); // not when another game replaced this one meanwhile
      })
      .catch(() => {}) // said (later.js)
      .finally(() => starting.delete(s));
    starting.set(s, start);
  }
  return true;
}

/** The lesson's part while a lesson is on, else null. @param {State} s */
const on = (s) => (s.lesson ? ready("lesson") : null);

/** The lesson under way: `{ step, steps }` (step from 1), or null. @param {State} s */
export const lessonShown = (s) => on(s)?.lessonShown(s) ?? null;

/** Draws the lesson's panel again (its words in the language now), when one is on. @param {State} s */
export const renderLesson = (s) => on(s)?.renderLesson(s);

/** Ends the lesson (done, or left): false when none is on. @param {State} s @param {boolean} completed */
export const endLesson = (s, completed) => on(s)?.endLesson(s, completed) ?? false;

/** A new game or a load during a lesson: the lesson is over, left where it was. @param {State} s */
export const dropLesson = (s) => on(s)?.dropLesson(s);

/** True when a lesson is on and refuses `move` (saying why). @param {State} s */
export const refuseForLesson = (s, move) => on(s)?.refuseForLesson(s, move) ?? false;

/** The lesson's step move was played (when one is on). @param {State} s */
export const lessonPlayed = (s, record, ctx) => on(s)?.lessonPlayed(s, record, ctx);
