// @ts-check
// The one interface every board (render/mancala.js, render/siryu.js) offers the element, as types
// that `tsc --checkJs` checks against each board (npm test). A board knows geometry, paint and the
// words for what it shows; it never decides a rule: what may be played comes from the engine's
// legalMoves(), what happened from the move record's events.

/**
 * A place on the board: a hole, a pit or a square. Round places have a radius `r`; square ones a
 * width `w` and height `h` as well (and `r`, half the smaller side). `n` is the engine's index.
 * @typedef {object} Spot
 * @property {number} x
 * @property {number} y
 * @property {number} r
 * @property {number} [w]
 * @property {number} [h]
 * @property {number} n
 * @property {number} [owner]
 * @property {string} [kind]
 * @property {boolean} [labelBelow]
 */

/**
 * Where everything is for one size of the board. `holes[i]` is the place of engine index `i`
 * (Siryu: square i + 1). `key` changes when the same width needs another layout (Siryu's players).
 * @typedef {{ width: number, height: number, k: number, holes: Spot[], key?: unknown } & Record<string, any>} Layout
 */

/**
 * What is drawn: the board's model of the engine state (`model`) and the element's marks on it.
 * @typedef {Record<string, any> & {
 *   legal: Set<number>, selected: Set<number>, hover: number | null, focus: number | null,
 *   last: any, interactive: boolean, over: boolean, result: any, toMove: any,
 *   hand?: { x: number, y: number, count: number } | null, flying?: { x: number, y: number, a?: number }[],
 *   banner?: string | null
 * }} View
 */

/**
 * The translator of i18n.js: `t(key, params)` plus `t.list(items)`, `t.lang`, `t.dir` and, in the
 * element, `t.versus(winner, players)` (words.js: "you" / "computer" / null, for the end's words).
 * @typedef {((key: string, params?: Record<string, unknown>) => string) & { list: (items: string[]) => string, lang: string, dir?: string, versus?: (winner: number, players: number) => "you" | "computer" | null }} T
 */

/**
 * What the element gives a board to animate a record with. `tween(ms, step, { min })` runs `step`
 * once a frame with the eased and the raw progress (0..1) for `ms` at the nominal speed; the element
 * scales it so that a long move stays within a bound, but never below `min` ms. `sound(name)` plays
 * one of the element's sounds when they are on.
 * @typedef {object} AnimKit
 * @property {number} ms  milliseconds of one step (one counter dropped) at the chosen speed
 * @property {T} t
 * @property {Layout} layout
 * @property {Record<string, any>} after  the model of the state after the move
 * @property {() => boolean} skipped
 * @property {(ms: number, step: (eased: number, raw: number) => void, opts?: { min?: number }) => Promise<void>} tween
 * @property {(name: "drop" | "capture" | "throw" | "step" | "round") => void} sound
 */

/**
 * A move the element offers for one place when there is more than one way to play it (Bày Khòm's
 * two directions, Siryu's pieces), with where it leads (from the engine's record of the move, for
 * legal ones) and why not (for the others).
 * @typedef {{ move: Record<string, any>, legal: boolean, record?: any, reason?: string }} ChoiceOption
 */

/**
 * A mark drawn for a choice, tapped to choose: an arrow beside a house, a piece's destination.
 * @typedef {{ x: number, y: number, r: number, option: ChoiceOption, label: string, hinted?: boolean }} Mark  (hinted: the suggested move's, in the hint's colours)
 */

/**
 * Context for the words of a record or an end: the state after it, and a list of places.
 * @typedef {{ state: Record<string, any>, placeList: (holes: number[]) => string, history?: any[] }} WordsContext
 */

/**
 * @typedef {object} Board
 * @property {string} id
 * @property {(state: any) => Record<string, any>} model  the numbers to draw, from an engine state
 * @property {(width: number, maxHeight: number, view?: View | null) => Layout} layout
 * @property {(view: View) => unknown} [layoutKey]
 * @property {(ctx: CanvasRenderingContext2D, L: Layout, view: View, t: T) => void} draw
 * @property {(move: any, view?: View | null) => number | null} holeOf  the place a move is played from, or null
 * @property {(hole: number, view: View) => Record<string, any>[]} candidates  every move of that place's shape, legal or not
 * @property {(record: any, view: View, kit: AnimKit) => Promise<void>} animate  replays a record on a copy of the view
 * @property {(view: View) => View} copyView
 * @property {(record: any, after: Record<string, any>, prev: any, t: T) => any} lastOf  what stays marked after a move
 * @property {(history: any[], after: Record<string, any>, t: T) => any} recall  the same, from a history (undo, load)
 * @property {(view: View, t: T, legal: any[]) => string} turnText  "South to move", the refill prompt, the result
 * @property {(view: View) => string} marker
 * @property {(i: number, view: View, t: T) => string} targetLabel  a place's spoken label
 * @property {(i: number, t: T) => string} placeName  "Pit 3", "House 1", "Square 13, the Minaret"
 * @property {(i: number, t: T) => string} choiceTitle
 * @property {(move: any, t: T, option?: ChoiceOption) => string | null} moveLabel
 * @property {(record: any) => string} [listNotation]  the move list's notation, places numbered as the board shows them (else the engine's)
 * @property {(record: any, t: T, ctx: WordsContext) => string} describe  a record in words
 * @property {(result: any, t: T) => string} resultText  "North wins, 27 to 21"
 * @property {(result: any, t: T, ctx: WordsContext) => string} endText  why the game ended, in a visitor's words
 * @property {(refusal: any) => number | null} refusalPlace  the place an engine's refusal names (its `place`, or its piece's `square`)
 * @property {(player: number) => number} [opponentOf]  a two-player game's other player
 * @property {(i: number, view: View, t: T) => string} [noMoveHere]  place i stands for no move of the mover's (a Siryu square without their piece): what is there
 * @property {boolean} [chooseAlways]  ask which way even when only one way is legal (Bày Khòm's directions)
 * @property {(player: number, t: T) => string} playerName  "South", "Player 2"
 * @property {(view: View) => number[]} totals  each player's score as drawn (captures, reserve, pieces in Mecca)
 * @property {(L: Layout, view: View, hole: number, options: ChoiceOption[], t: T) => Mark[]} choiceMarks
 * @property {(ctx: CanvasRenderingContext2D, L: Layout, marks: Mark[], t: T) => void} paintMarks
 * @property {(L: Layout, view: View, move: any) => Mark[]} [hintMarks]  a suggested move's marks beyond its place (Bày Khòm's direction arrow), painted with paintMarks
 */

export {};
