// @ts-check
// Games sized for a visit: the `visit` attribute (and kiosk mode, which implies it) and how long
// a game lasts.
//
// - The rules' side of the preset is the engine's: each game's catalogue entry has
//   `presets: [{ id: "visit", options, description, duration }]` (src/catalogue.rs), and a new
//   game takes those options under the tag's own option attributes (an attribute set on the tag
//   wins). Kpé: the defaults; Bày Khòm: one round, moves from the head allowed; Siryu: the short
//   pilgrimage.
// - The element's side, kept here: in a visit, Siryu's throws are made for a person
//   (as `auto-throw` does) and a turn whose only move is to pass is passed for them after the
//   same short pause (`autoThrowDelay`): nobody waits for a tap that chooses nothing.
// - How long: the catalogue gives plies and a person's decisions (median and 99th percentile,
//   measured by `folkgames-analyze durations`); `gameMinutes` turns them into minutes with the
//   element's pace (PACE below).

import { catalogue } from "../lib/js/folkgames.js";

/** True when the game is sized for a visit: the `visit` attribute, or kiosk mode. */
export const visitOn = (host) => host.hasAttribute("visit") || host.hasAttribute("kiosk");

let games = null;
const entry = (id) => (games ??= catalogue()).find((g) => g.id === id);

/** The visit preset's options for game `id` when the tag asks for a visit, else none. Throws
 *  while the engine is not loaded. @returns {Record<string, number | boolean | string>} */
export function presetOptions(host, id) {
  if (!visitOn(host)) return {};
  return entry(id)?.presets?.find((p) => p.id === "visit")?.options ?? {};
}

/** What we assume of a game's pace, besides the element's own settings (`speed`, `computerDelay`):
 *  - a person takes DECISION_S seconds over each decision (a ply of theirs with a choice to make);
 *  - every other ply (the computer's moves, throws, forced moves) takes STEPS_PER_PLY[game]
 *    animation steps of `speed` ms (a Kpé sowing drops a few seeds; a Bày Khòm move relays
 *    round the board; a Siryu throw is about 7 steps, a pass fewer), and half of them also the
 *    computer's pause (the computer plays about half the plies of a two-seat game). */
export const PACE = { DECISION_S: 6, STEPS_PER_PLY: { kpe: 8, "bay-khom": 24, siryu: 6 } };

/** Minutes for a duration's `plies` and `decisions` (one Spread field: "median" or "high"). */
function minutes(d, field, steps, stepMs, pauseMs) {
  const decisions = d.decisions[field];
  const others = Math.max(0, d.plies[field] - decisions);
  const seconds = decisions * PACE.DECISION_S + (others * (steps * stepMs + pauseMs / 2)) / 1000;
  return Math.max(1, Math.round(seconds / 60));
}

/** How long a game of `id` lasts on this element: `{ median, high }` in whole minutes (high: the
 *  catalogue's 99th percentile), with the visit preset when the tag asks for one; null when the
 *  engine is not loaded or the game not measured. `stepMs`: the animation's ms per step. */
export function gameMinutes(host, id, stepMs) {
  let info;
  try {
    info = entry(id);
  } catch {
    return null;
  }
  const d = visitOn(host) ? info?.presets?.find((p) => p.id === "visit")?.duration : info?.duration;
  if (!d) return null;
  const pause = Number(host.computerDelay) || 0;
  const steps = PACE.STEPS_PER_PLY[id] ?? 8;
  return { median: minutes(d, "median", steps, stepMs, pause), high: minutes(d, "high", steps, stepMs, pause) };
}

/** A person's turn to do what chooses nothing, done for them in a visit: a Siryu throw (also
 *  with `auto-throw`), or a turn whose only move is to pass. The move to make, or null. */
export function movesItself(host, table, autoThrow) {
  if (table.throwDue()) return autoThrow || visitOn(host) ? table.legal[0] : null;
  if (visitOn(host) && table.legal.length === 1 && table.legal[0].kind === "pass") return table.legal[0];
  return null;
}
