// @ts-check
// The element's state, in one plain object that every module of the element reads and changes
// (as chessground's State): the game on the board (`table`, table.js), what is drawn of it
// (`view`), the language, the parts of the shadow DOM, the helpers that own a part (painter,
// mirror, input, animation clock, the computer's worker, the voice, the sounds, the move list),
// and what the visitor is doing (a choice open, houses picked, a past position shown, a lesson).
// folk-game.js makes it once per element and hands it to the modules; nothing else keeps state.

import { translator } from "./i18n.js";
import { Sounds } from "./sound.js";
import { ComputerClient } from "./computer.js";

/** @typedef {import("./board.js").View} View */
/** @typedef {import("./table.js").Table} Table */
/** @typedef {import("./board.js").ChoiceOption} ChoiceOption */
/** @typedef {import("./board.js").Mark} Mark */

/** The parts of the shadow DOM the element keeps a hand on (styles.js's TEMPLATE). */
const PARTS = ["frame", "top", "status", "said", "wrap", "mirror", "marks", "actions", "moves", "panel", "live", "note", "offer"];

/**
 * @param {HTMLElement & { strings: Record<string, string>, computerDelay: number, autoThrowDelay: number, attractDelay: number }} host  the element
 * @param {ShadowRoot} root  its shadow root, already holding the TEMPLATE
 */
export function createState(host, root) {
  const els = /** @type {Record<string, HTMLElement>} */ ({});
  for (const name of PARTS) els[name] = root.querySelector(`.${name}`);
  els.canvas = root.querySelector("canvas");
  els.marker = root.querySelector(".status .marker");
  els.statusText = root.querySelector(".status .text");
  els.sound = root.querySelector(".tool.sound");
  els.learn = root.querySelector(".tool.learn");
  return {
    host,
    root,
    els,
    /** @type {Table | null} the game on the board */
    table: null,
    /** @type {View | null} what the board draws: the game now, a past position, or a move animated */
    view: null,
    t: translator("en"),
    /** @type {import("./painter.js").Painter} */
    painter: null,
    /** @type {import("./mirror.js").Mirror} */
    mirror: null,
    /** @type {import("./input.js").Input} */
    input: null,
    /** @type {import("./anim.js").Animator} */
    anim: null,
    /** @type {import("./text.js").Voice} */
    voice: null,
    /** @type {import("./moves.js").MoveList} */
    moves: null,
    computer: new ComputerClient(new URL("./ai-worker.js", import.meta.url)),
    sounds: new Sounds(),
    started: false, // connected once: the engine is loading or loaded
    loading: false, // the engine is loading: the first game, made once it has, reads the attributes then
    /** @type {{ cause: unknown, retry: () => void } | null} the engine's load failed: its message is shown (load.js) */
    failed: null,
    computerFailed: false, // the computer's worker failed on its turn: "Try again" asks it again (turns.js)
    /** @type {ResizeObserver | null} */
    resizer: null,
    /** @type {MutationObserver | null} the option attributes' observer (config.js) */
    optionWatcher: null,
    onWindowResize: () => {},
    /** @type {(() => void) | null} stops watching what may change the theme (theme.js) */
    themeWatch: null,
    /** @type {Set<number>} houses picked for a refill, before it is confirmed */
    selected: new Set(),
    sticks: [false, false, false, false, false, false], // a throw of real sticks being entered
    realSticks: false, // the real sticks' panel is open
    /** @type {number | null} the legal place under the mouse */
    hover: null,
    /** @type {number | null} the place whose mirror button shows the keyboard's focus */
    focusShown: null,
    /** @type {{ hole: number, options: ChoiceOption[], marks: Mark[], presses: number, focused: boolean } | null} a place's ways being offered */
    choice: null,
    /** @type {{ move: any, ply: number, holes: number[], key: string, review?: boolean, coach?: boolean } | null} the suggested move shown (review: a key moment's better move, review.js; coach: the coach's, coach.js) */
    hint: null,
    flashTimer: 0,
    autoTimer: 0,
    turnToken: 0, // changes whenever a computer turn or an automatic throw is abandoned
    thinking: false, // the computer is choosing a move
    /** @type {{ player: number | null, byComputer: boolean } | null} while a move is animated */
    playing: null,
    /** @type {string | null} the save of the game in progress that "New game" replaced (undo brings it back) */
    left: null,
    /** @type {Map<string, number>} the tallest each part has been, kept as its min-height (layout.js) */
    steady: new Map(),
    shownTotals: "", // the totals the last animation frame showed
    /** @type {{ id: any, n: number, played: boolean, left: string | null, start: number } | null} the lesson's step (0-based), its move played, the game it replaced, the history's length when the step was set up */
    lesson: null,
    /** @type {number | null} the ply of the past position shown, or null when the board shows the game now */
    viewing: null,
    replaying: false, // a step forward through the history is being animated
    replaySteps: 0, // steps taken while a replay was shown (each ends it)
    keeping: false, // the `persist` attribute's game may be kept from now on (persist.js)
    /** @type {ComputerClient | null} the review's own worker, started when first needed (review.js) */
    reviewer: null,
    /** @type {ComputerClient | null} the coach's own worker, started when first needed (coach.js) */
    coacher: null,
    /** @type {any} the coach's answer for the position now: { save, on, warnings, pending, held, asking } (coach.js) */
    coach: null,
    /** @type {any} the review under way or shown: { save, done, total, result, failed, moment, pending } (review.js) */
    review: null,
    /** @type {{ table: Table, lesson: boolean, entry: any } | null} a kept game offered back over the fresh game `table` (or a lesson taken meanwhile) (persist.js) */
    offer: null,
    wordsAsked: 0, // counts the languages asked for: only the last one asked is put in (words.js)
    attract: false, // kiosk mode's attract loop is playing (kiosk.js)
    attractGames: 0, // the attract loop's games so far
    swallow: false, // the press that ended the attract loop: its pointerup and click reach nothing
    idleTimer: 0,
    attractTimer: 0,
    /** @type {{ canvas: HTMLCanvasElement, save: string } | null} the QR code of the game shown (qr.js) */
    qr: null,
  };
}

/** @typedef {ReturnType<typeof createState>} State */
