// @ts-check
// The element's language: the pack its `lang` attribute asks for (any BCP 47 tag: `fr-CA` is
// French, an unknown one the browser's language or English; i18n.js's pickLang), loaded when
// first used, with the embedder's `strings` over it; the direction its words run; and saying
// everything again, at once, when the language or the strings change. The board itself never
// turns round: styles.js keeps it left to right (its numbering and sowing are the rules').

import { lessonTables, loadLessonWords, loadPack, pickLang, tables, translator } from "./i18n.js";
import { computerSeats } from "./config.js";

/** @typedef {import("./state.js").State} State */

/**
 * Puts the words of the element's language in `s.t` and, once they are, calls `retell` (which
 * says everything again). A language not loaded yet keeps the words there are until its pack
 * arrives, and while a lesson is on, its lesson words too (lesson-part.js loads those of the
 * language a lesson starts in); a later call wins over an earlier one still loading. @param {State} s
 * @param {() => void} retell
 */
export function useWords(s, retell) {
  const lang = pickLang(s.host.getAttribute("lang"));
  const asked = (s.wordsAsked = (s.wordsAsked ?? 0) + 1);
  const apply = () => {
    if (asked !== s.wordsAsked) return; // asked again since
    const t = translator(lang, s.host.strings);
    t.versus = (winner, players) => versus(computerSeats(s.host), winner, players);
    s.t = t;
    direction(s);
    retell();
  };
  const loads = [];
  if (!(lang in tables)) loads.push(loadPack(lang));
  if (s.lesson && !(lang in lessonTables)) loads.push(loadLessonWords(lang));
  if (!loads.length) return apply();
  return Promise.all(loads).then(apply, () => {}); // words that cannot load: the words stay as they are
}

/**
 * Who won, for the words of the end: "you" when the one person playing the computer won,
 * "computer" when the computer beat them, null when people play each other (the winner's name).
 * @param {Set<number>} computer the seats the computer plays @param {number} winner @param {number} players
 */
export function versus(computer, winner, players) {
  const people = Array.from({ length: players }, (_, i) => i).filter((i) => !computer.has(i));
  if (people.length !== 1 || people.length === players) return null;
  return people[0] === winner ? "you" : "computer";
}

/** The words run right to left for a right-to-left language, or in a page (an ancestor's `dir`)
 *  that runs so, unless the element's own `dir` says otherwise. @param {State} s */
function direction(s) {
  const own = s.host.getAttribute("dir");
  const rtl = own === "rtl" || own === "ltr" ? own === "rtl" : s.t.dir === "rtl" || s.host.matches(":dir(rtl)");
  s.els.frame.dir = rtl ? "rtl" : "ltr";
  s.els.frame.lang = s.t.lang;
}
