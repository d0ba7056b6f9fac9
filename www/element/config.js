// @ts-check
// The element's attributes and what they mean: the game's options (every option of the engine's
// catalogue is an attribute, the kebab-case of its name: `skipOrigin` is `skip-origin`), the
// language, the animation's speed, the computer's seats and level; and when an option's change
// makes a new game. (What each other attribute's change does is folk-game.js's
// attributeChangedCallback.)

import { catalogue } from "../lib/js/folkgames.js";
import { presetOptions } from "./visit.js";

export { gameMinutes } from "./visit.js"; // for folk-game.js's minutes()

/** @typedef {import("./state.js").State} State */

export const DEFAULT_SPEED = 220;
const LEVELS = ["easy", "medium", "hard", "expert"];
/** The level a first-timer can play a real game against (`npm run measure:levels` prints how long such games last). */
const DEFAULT_LEVEL = "easy";

/** The options that are every game's, not in a game's catalogue entry: the ruleset (among the
 *  entry's `rulesets`) and the seed of its generator. */
const COMMON_OPTIONS = { ruleset: String, seed: Number };

/** The attributes the element observes by name (`observedAttributes`). The catalogue's options are
 *  not among them: that list is read when the element is defined, before the engine (and so its
 *  catalogue) is loaded, and a name written here would be a second list of the options to keep.
 *  They are watched by a MutationObserver on the element's attributes instead (`watchOptions`),
 *  which asks the catalogue, once the engine is loaded, which attribute names an option. */
export const OBSERVED = ["game", "lang", "speed", "computer", "level", "sound", "auto-throw", "moves", "mode", "persist", "theme", "kiosk", "idle-timeout", "visit", "coach", ...Object.keys(COMMON_OPTIONS)];

export function prefersReducedMotion() {
  return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

let games = null;
/** The game the element shows: its `game` attribute, Kpé when it has none. */
export const shownGame = (host) => host.getAttribute("game") || "kpe";

/** The engine's entry for a game, or undefined; read once (the catalogue never changes). Throws
 *  while the engine is not loaded. */
function catalogueEntry(id) {
  games ??= catalogue();
  return games.find((g) => g.id === id);
}

/** The game's own name from the engine's catalogue ("Bày Khòm"), or its id. */
export function gameName(id) {
  try {
    return catalogueEntry(id)?.name ?? id;
  } catch {
    return id;
  }
}

/** The attribute of an option: `headStart` → `head-start`. */
export const attributeOf = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** An attribute's value as the option's type in the catalogue reads it: a number, a boolean (the
 *  attribute present, empty or "true", is true) or a name. */
function valueOf(spec, value) {
  if (spec.type === "integer") return Number(value);
  if (spec.type === "boolean") return value === "" || value === "true";
  return String(value);
}

/** Every option attribute of every game: attribute → the option's name. Throws while the engine is
 *  not loaded. */
function optionAttributes() {
  games ??= catalogue();
  return new Map(games.flatMap((g) => (g.options ?? []).map((o) => [attributeOf(o.name), o.name])));
}

/** The options of game `id` that the attributes give (only this game's: players on a two-player
 *  mancala would be refused), over the visit preset's when the tag asks for a visit (visit.js). */
export function optionsFromAttributes(host, id) {
  let options = {};
  for (const [name, type] of Object.entries(COMMON_OPTIONS)) if (host.hasAttribute(name)) options[name] = type(host.getAttribute(name));
  let entry;
  try {
    entry = catalogueEntry(id);
    options = { ...presetOptions(host, id), ...options };
  } catch {
    return options; // no engine yet: the game cannot be made anyway
  }
  for (const spec of entry?.options ?? []) {
    const attr = attributeOf(spec.name);
    if (host.hasAttribute(attr)) options[spec.name] = valueOf(spec, host.getAttribute(attr));
  }
  return options;
}

/** True when the game being played already has what the attribute now says (the same game, or
 *  an option with that value): a page setting it again starts no new game. */
function already(s, name, value) {
  const table = s.table;
  if (!table || value === null) return false;
  if (name === "game") return table.id === value;
  const game = table.game;
  if (name in COMMON_OPTIONS) {
    const current = name === "seed" ? game.seed : game.options?.[name];
    return current !== undefined && String(current) === String(COMMON_OPTIONS[name](value));
  }
  const spec = catalogueEntry(table.id)?.options?.find((o) => attributeOf(o.name) === name);
  const current = spec ? game.options?.[spec.name] : undefined;
  return current !== undefined && String(current) === String(valueOf(spec, value));
}

/** Milliseconds per animation step: the `speed` attribute, 0 under prefers-reduced-motion. */
export function speedOf(host) {
  if (prefersReducedMotion()) return 0;
  const v = Number(host.getAttribute("speed"));
  return host.hasAttribute("speed") && Number.isFinite(v) && v >= 0 ? v : DEFAULT_SPEED;
}

/** The computer's level: "easy" (default: a first game lasts), "medium", "hard" or "expert". */
export function levelOf(host) {
  const v = host.getAttribute("level");
  return LEVELS.includes(v) ? v : DEFAULT_LEVEL;
}

/** The seats the computer plays (the `computer` attribute: 0-based, comma-separated). */
export function computerSeats(host) {
  const v = host.getAttribute("computer");
  if (!v) return new Set();
  return new Set(
    v
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= 0),
  );
}

/** Siryu's `auto-throw`: the sticks are thrown for a person after a short pause. */
export const autoThrowOn = (host) => host.hasAttribute("auto-throw");

/** An option's attribute changed: a new game (`newGame`), unless the game has that value already,
 *  the engine is still loading (the first game reads the attributes then) or its load failed (so
 *  will trying again, load.js). @param {State} s */
export function optionChanged(s, name, value, newGame) {
  if (!s.loading && !s.failed && !already(s, name, value)) queueMicrotask(newGame);
}

/** Watches the catalogue's option attributes (see OBSERVED): a change of any of them, once the
 *  engine is loaded, is an option changed; several in one task start one new game. */
export function watchOptions(s, newGame) {
  s.optionWatcher = new MutationObserver((records) => {
    if (!s.started || s.loading || s.failed) return; // no catalogue to ask
    const names = optionAttributes();
    const old = new Map();
    for (const r of records) if (names.has(r.attributeName) && !old.has(r.attributeName)) old.set(r.attributeName, r.oldValue);
    const changed = [...old].filter(([attr, was]) => s.host.getAttribute(attr) !== was);
    if (changed.some(([attr]) => !already(s, attr, s.host.getAttribute(attr)))) queueMicrotask(newGame);
  });
  s.optionWatcher.observe(s.host, { attributes: true, attributeOldValue: true });
}
