// @ts-check
// The lessons: for each game, steps that each set up a position with the engine's
// Game.fromPosition (never a drawn picture), explain one rule in the words of rules/*.md, and ask
// for a move that the element checks before playing it. The lesson's words, English and French,
// live here and only here; the panel's own words (step n of m, next, leave) are in i18n.js.

import { actButton } from "./input.js";
import { frenchSpacing } from "./i18n.js";

const opened = (south, north) => [south, north];
const ALL = [true, true, true, true];
const NONE = [false, false, false, false];

/**
 * @typedef {{ en: string, fr: string }} Words
 * @typedef {{ title: Words, position: Record<string, any>, text: Words, expect: Record<string, any>[], hint: Words, done: Words }} Step
 */

/** @type {Record<string, Step[]>} */
export const lessons = {
  kpe: [
    {
      title: { en: "Sowing", fr: "Semer" },
      position: { pits: [6, 6, 6, 6, 6, 6, 6, 6], captured: [0, 0], opened: opened(NONE, NONE), toMove: 0 },
      text: {
        en: "Kpé has two rows of four pits, six stones in each. You play South: your pits are the bottom row, 1 to 4. A move lifts all the stones of one of your pits and drops them one by one into the next pits, counter-clockwise: right along your row, then left along North's. Sow pit 3.",
        fr: "Le kpé se joue sur deux rangées de quatre cases, six pierres dans chacune. Vous jouez Sud : vos cases sont la rangée du bas, de 1 à 4. Un coup prend toutes les pierres d’une de vos cases et les sème une à une dans les cases suivantes, dans le sens inverse des aiguilles d’une montre : vers la droite dans votre rangée, puis vers la gauche dans celle de Nord. Semez la case 3.",
      },
      expect: [{ kind: "sow", pit: 2 }],
      hint: { en: "Sow pit 3, the third pit of your row from the left.", fr: "Semez la case 3, la troisième de votre rangée en partant de la gauche." },
      done: {
        en: "Its 6 stones went one each into pits 4, 5, 6, 7 and 8 and into your pit 1. Nothing is taken yet: you may capture only once you have started a move from each of your four pits.",
        fr: "Ses 6 pierres sont allées une à une dans les cases 4, 5, 6, 7 et 8, puis dans votre case 1. Rien n’est pris : on ne peut prendre qu’après avoir commencé un coup depuis chacune de ses quatre cases.",
      },
    },
    {
      title: { en: "The capture lock", fr: "Le verrou des prises" },
      position: { pits: [2, 5, 6, 1, 1, 6, 5, 4], captured: [0, 18], opened: opened([true, true, true, false], ALL), toMove: 0 },
      text: {
        en: "If your last stone lands in one of North's pits and makes it 2 or 4, you take them, but only once you have started a move from each of your four pits. You have started from pits 1, 2 and 3, never from pit 4. Its one stone would make North's pit 5 hold 2, and this move opens your fourth pit, so it may already capture. Play pit 4.",
        fr: "Si votre dernière pierre tombe dans une case de Nord et y fait 2 ou 4, vous les prenez, mais seulement après avoir commencé un coup depuis chacune de vos quatre cases. Vous avez commencé depuis les cases 1, 2 et 3, jamais depuis la case 4. Sa pierre ferait 2 dans la case 5 de Nord, et ce coup ouvre votre quatrième case : il peut déjà prendre. Jouez la case 4.",
      },
      expect: [{ kind: "sow", pit: 3 }],
      hint: { en: "Play pit 4, the one pit you have not started from yet.", fr: "Jouez la case 4, la seule d’où vous n’avez pas encore commencé." },
      done: {
        en: "Pit 5 held 2: you took them. Had you never started from pit 1, the same move would take nothing.",
        fr: "La case 5 contenait 2 pierres : vous les avez prises. Si vous n’aviez jamais commencé depuis la case 1, le même coup ne prendrait rien.",
      },
    },
    {
      title: { en: "A chain of captures", fr: "Des prises en chaîne" },
      position: { pits: [0, 5, 3, 1, 1, 3, 1, 6], captured: [14, 14], opened: opened(ALL, ALL), toMove: 0 },
      text: {
        en: "After a capture, look at the pit before it, back the way you sowed: 2 or 4 there are taken too, and so on, until a pit holds another number or the chain reaches your own row. Both players have started from all their pits. Sow pit 2 and its 5 stones.",
        fr: "Après une prise, regardez la case d’avant, en revenant dans le sens du semis : 2 ou 4 pierres y sont prises aussi, et ainsi de suite, jusqu’à une case qui en contient un autre nombre ou jusqu’à votre propre rangée. Les deux joueurs ont commencé depuis toutes leurs cases. Semez la case 2 et ses 5 pierres.",
      },
      expect: [{ kind: "sow", pit: 1 }],
      hint: { en: "Sow pit 2: its last stone lands in pit 7.", fr: "Semez la case 2 : sa dernière pierre tombe dans la case 7." },
      done: {
        en: "Your last stone made pit 7 hold 2: taken; then pit 6 (4) and pit 5 (2): 8 stones. The pit before is your own pit 4: the chain stops there, your own pits are never taken.",
        fr: "Votre dernière pierre a fait 2 dans la case 7 : prises ; puis la case 6 (4) et la case 5 (2) : 8 pierres. La case d’avant est votre case 4 : la chaîne s’arrête là, vos propres cases ne sont jamais prises.",
      },
    },
    {
      title: { en: "Feeding", fr: "Nourrir" },
      position: { pits: [3, 0, 2, 0, 0, 0, 0, 0], captured: [20, 23], opened: opened(ALL, ALL), toMove: 0 },
      text: {
        en: "North has no stone left. When the other player's row is empty at the start of your turn, you must play a move that gives them stones, whenever one does. The 3 stones of pit 1 would stay in your row; the 2 of pit 3 reach North. Feed North.",
        fr: "Nord n’a plus de pierre. Quand la rangée de l’adversaire est vide au début de votre tour, vous devez jouer un coup qui lui en donne, chaque fois que c’est possible. Les 3 pierres de la case 1 resteraient dans votre rangée ; les 2 de la case 3 arrivent chez Nord. Nourrissez Nord.",
      },
      expect: [{ kind: "sow", pit: 2 }],
      hint: { en: "Pit 1's stones would stop at your pit 4: sow pit 3.", fr: "Les pierres de la case 1 s’arrêteraient à votre case 4 : semez la case 3." },
      done: {
        en: "One stone reached North's pit 5: North can play again.",
        fr: "Une pierre est arrivée dans la case 5 de Nord : Nord peut de nouveau jouer.",
      },
    },
    {
      title: { en: "Eight stones or more", fr: "Huit pierres ou plus" },
      position: { pits: [1, 3, 10, 0, 2, 1, 5, 3], captured: [11, 12], opened: opened(ALL, ALL), toMove: 0 },
      text: {
        en: "A sowing of 8 stones or more goes all the way round: it drops a stone in the pit it started from too, and goes on. Sow pit 3 and its 10 stones.",
        fr: "Un semis de 8 pierres ou plus fait tout le tour : il dépose aussi une pierre dans la case d’où il est parti, et continue. Semez la case 3 et ses 10 pierres.",
      },
      expect: [{ kind: "sow", pit: 2 }],
      hint: { en: "Sow pit 3, the pit with 10 stones.", fr: "Semez la case 3, celle qui a 10 pierres." },
      done: {
        en: "The stones went to pits 4, 5, 6, 7, 8, 1, 2, 3 (where they came from), 4 and 5. Pit 5 then held 4: taken. Pit 4 before it is yours: the chain stops.",
        fr: "Les pierres sont allées dans les cases 4, 5, 6, 7, 8, 1, 2, 3 (d’où elles venaient), 4 et 5. La case 5 en contenait alors 4 : prises. La case 4 d’avant est à vous : la chaîne s’arrête.",
      },
    },
    {
      title: { en: "The end", fr: "La fin" },
      position: { pits: [2, 0, 1, 0, 0, 0, 0, 0], captured: [22, 23], opened: opened(ALL, ALL), toMove: 0 },
      text: {
        en: "The game ends when the player to move has no stone in their row; each player then adds the stones left in their own row to what they took. North has none, and no move of yours can reach North, so either move is allowed. Play pit 1 or pit 3.",
        fr: "La partie finit quand le joueur qui doit jouer n’a plus de pierre dans sa rangée ; chacun ajoute alors les pierres restées dans sa rangée à ses prises. Nord n’en a plus, et aucun de vos coups ne peut l’atteindre : les deux coups sont permis. Jouez la case 1 ou la case 3.",
      },
      expect: [
        { kind: "sow", pit: 0 },
        { kind: "sow", pit: 2 },
      ],
      hint: { en: "Play pit 1 or pit 3, a pit with stones in it.", fr: "Jouez la case 1 ou la case 3, une case qui a des pierres." },
      done: {
        en: "North cannot move: the game is over. Your 3 stones are added to your 22: you win, 25 to 23.",
        fr: "Nord ne peut pas jouer : la partie est finie. Vos 3 pierres s’ajoutent à vos 22 : vous gagnez, 25 à 23.",
      },
    },
  ],
};

/** The lesson's words in language `lang` (English when it has none). */
export const say = (words, lang) => (lang === "fr" && words.fr ? frenchSpacing(words.fr) : words.en);

/**
 * The lesson's panel: the step's title and text, then (once the move is played) what it showed
 * and the button to the next step; a button to leave the lesson at any step.
 * @param {HTMLElement} panel
 * @param {{ t: any, step: Step, n: number, steps: number, played: boolean }} s
 * @param {{ next: () => void, leave: () => void }} on
 */
export function renderLesson(panel, s, on) {
  const { t, step } = s;
  const lang = t.lang;
  const head = document.createElement("p");
  head.className = "lesson-head";
  head.textContent = t("lesson.step", { n: s.n, steps: s.steps, title: say(step.title, lang) });
  const text = document.createElement("p");
  text.className = "lesson-text";
  text.textContent = s.played ? say(step.done, lang) : say(step.text, lang);
  const buttons = document.createElement("div");
  buttons.className = "lesson-buttons";
  const leave = actButton(t("lesson.leave"), () => on.leave(), "act");
  leave.dataset.key = "lesson-leave";
  buttons.append(leave);
  if (s.played) {
    const next = actButton(t(s.n === s.steps ? "lesson.finish" : "lesson.next"), () => on.next(), "act primary");
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
