// @ts-check
// Each game's board as the engine describes it (its catalogue entry's `board`, docs/api.md
// `BoardInfo`): every place's kind, owner and place on the sources' drawing, in the order of the
// state's arrays. The boards (render/) lay out, name and colour their places from it: no place
// number decides anything here. Read once from the engine's catalogue when the engine has
// loaded; before that (the first frame, preview.js) from first-positions.js, which the build
// writes from the same catalogue (scripts/first-frame.mjs).

import { catalogue } from "../lib/js/folkgames.js";
import { FIRST_POSITIONS } from "./first-positions.js";

/** @typedef {{ kind: string, owner: number | null, row: number, col: number, countsSirs: boolean }} Place */
/** @typedef {{ rows: number, cols: number, places: Place[] }} BoardInfo */

/** @type {Map<string, BoardInfo> | null} */
let fromEngine = null;

/** Game `id`'s board, as the engine describes it. @param {string} id @returns {BoardInfo} */
export function boardOf(id) {
  if (!fromEngine) {
    try {
      fromEngine = new Map(catalogue().map((g) => [g.id, /** @type {BoardInfo} */ (g.board)]));
    } catch {
      // the engine is not loaded yet: the build's copy of the same description
      return /** @type {Record<string, { board: BoardInfo }>} */ (FIRST_POSITIONS)[id].board;
    }
  }
  return /** @type {BoardInfo} */ (fromEngine.get(id));
}

/** The places of game `id` of a kind (its indexes, in the state's order). @param {string} id @param {string} kind */
export const placesOfKind = (id, kind) => boardOf(id).places.flatMap((p, i) => (p.kind === kind ? [i] : []));
