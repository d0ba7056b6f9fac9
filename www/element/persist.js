// @ts-check
// A game that survives a reload (the `persist` attribute): after every change the game on the
// board is kept in the browser's localStorage, keyed by the page and the element's `id` (or its
// `game`), with who plays (the computer's seats and level), as a share link carries them. On the
// next visit the element makes its fresh game as always and offers the kept one above the board:
// "Continue your game" loads it through the element's own `load` (the door share links use, so
// the engine's `bad_save` refuses a tampered save), "New game" forgets it. A person's move on the
// fresh board answers "New game" too. What is kept is the game in progress only: a new game (ply
// 0), a finished game or a lesson is not offered back. Storage that cannot be read or written
// (private modes, sandboxed iframes, a full quota) or that holds a tampered save never throws:
// the visitor plays on, and a tampered save is forgotten with a short note.

import init, { Game, GameError, initGame } from "../lib/js/folkgames.js";
import { computerSeats, gameName, levelOf, shownGame } from "./config.js";
import { load } from "./start.js";
import { focusNext } from "./choose.js";
import { sayTurn, turnText } from "./sync.js";

/** @typedef {import("./state.js").State} State */

const VERSION = 1; // the kept entry's shape; an entry of another shape is not offered

/** The one switch: the element keeps its game when the page asks for it, never in kiosk mode
 *  (issue 30: a kiosk's next visitor must not be offered the last one's game). */
export function persistOn(host) {
  return host.hasAttribute("persist") && !host.hasAttribute("kiosk");
}

/** Where the game of this element on this page is kept. */
const keyOf = (host) => `folk-game:${location.pathname}:${host.id || shownGame(host)}`;

/** localStorage, or null where touching it throws (private modes, sandboxed iframes). */
function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Runs `f` on the storage; false when there is none or it throws (a full quota). */
function withStorage(f) {
  const store = storage();
  if (!store) return false;
  try {
    f(store);
    return true;
  } catch {
    return false;
  }
}

/** Keeps the game on the board (after a move, undo, new game, load, a change of who plays), or
 *  forgets it when there is nothing worth offering back. While an offer is open the kept game
 *  stays as it was, until the visitor answers it (a person's move on the fresh board answers "New
 *  game"). @param {State} s */
export function keep(s) {
  if (!s.keeping || !persistOn(s.host)) return;
  if (s.lesson) {
    if (s.offer) s.offer.lesson = true;
    return;
  }
  if (s.offer) {
    if (s.offer.lesson) Object.assign(s.offer, { lesson: false, table: s.table }); // the game after a lesson stands for the fresh one
    if (s.table === s.offer.table && !personPlayed(s)) return;
    closeOffer(s);
  }
  const table = s.table;
  const key = keyOf(s.host);
  if (!table || table.over || table.state.ply === 0) {
    withStorage((store) => store.removeItem(key));
    return;
  }
  // the game's id too: whose rules a later visit loads to offer it, when it shows another game
  const entry = { v: VERSION, game: table.id, save: table.game.save(), computer: [...computerSeats(s.host)], level: levelOf(s.host) };
  withStorage((store) => store.setItem(key, JSON.stringify(entry)));
}

/** True when the fresh game under an offer has a move by a person (not a computer seat's). @param {State} s */
function personPlayed(s) {
  const last = s.table.game.history().at(-1);
  return Boolean(last) && !computerSeats(s.host).has(last.player);
}

/** The kept entry, checked: `{ entry }`, `{ bad: true }` for one the engine refuses (or not an
 *  entry at all), `{ rules }` for a game of another game whose rules are not loaded yet (`rules`:
 *  its id as kept, or null from an entry kept without it), or null when nothing is kept. */
function readKept(host) {
  let text = null;
  if (!withStorage((store) => (text = store.getItem(keyOf(host)))) || text === null) return null;
  let entry;
  try {
    entry = JSON.parse(text);
    if (entry?.v !== VERSION || typeof entry.save !== "string") return { bad: true };
    const game = Game.load(entry.save); // the engine's door: bad_save for anything tampered
    entry.game = game.id;
    entry.ply = game.state().ply;
    game.free();
    return { entry };
  } catch (e) {
    if (e instanceof GameError && e.code === "game_not_loaded") return { rules: typeof entry.game === "string" ? entry.game : null };
    return { bad: true };
  }
}

/** Once the first game is on the board: offers the kept game back, or says that a kept game could
 *  not be restored (and forgets it). A kept game of another game than the one shown is offered
 *  once that game's rules are loaded (every game's for an entry that does not say its game);
 *  until then, and if they cannot be loaded, the fresh game is not kept over it. @param {State} s */
export function offerKept(s, loaded = false) {
  let kept = persistOn(s.host) && s.table ? readKept(s.host) : null;
  if (kept?.rules !== undefined && !loaded) {
    (kept.rules ? initGame(kept.rules) : init()).then(
      () => offerKept(s, true),
      () => {},
    );
    return;
  }
  if (kept?.rules !== undefined) kept = { bad: true }; // its game's rules are loaded, and still not

  s.keeping = true; // from now on: the first game's change is not kept over the game to offer
  if (!kept) return;
  if (kept.bad) {
    withStorage((store) => store.removeItem(keyOf(s.host)));
    s.voice.say((t) => t("keep.bad"), "info", s.t);
    return;
  }
  s.offer = { table: s.table, lesson: false, entry: kept.entry };
  renderOffer(s);
  // said to screen readers; on screen the offer says it, and the line under the status the fresh game's turn
  s.voice.say((t) => t("keep.offer", offerWords(s)), "info", s.t, (t) => t("said.new", { turn: turnText(s, t) }));
}

const offerWords = (s) => ({ game: gameName(s.offer.entry.game), n: s.offer.entry.ply });

/** The offer above the board, in the element's language (again after the language changes). @param {State} s */
export function renderOffer(s) {
  const box = s.els.offer;
  if (!s.offer) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  const { t } = s;
  const text = document.createElement("p");
  text.className = "offer-text";
  text.id = "offer-text";
  text.textContent = t("keep.offer", offerWords(s));
  const button = (label, cls, onClick) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = cls;
    b.textContent = label;
    b.addEventListener("click", onClick);
    return b;
  };
  const buttons = document.createElement("div");
  buttons.className = "offer-buttons";
  buttons.append(button(t("keep.continue"), "act primary continue", () => continueKept(s)), button(t("keep.new"), "act new", () => discardKept(s)));
  box.setAttribute("aria-labelledby", "offer-text");
  box.replaceChildren(text, buttons);
  box.hidden = false;
}

/** Hides the offer (answered, or a new game or a load took the board). @param {State} s */
function closeOffer(s) {
  const hadFocus = s.els.offer.contains(s.root.activeElement);
  s.offer = null;
  renderOffer(s);
  if (hadFocus) focusNext(s); // the keyboard goes on where the game asks for a move or a throw
}

/** "Continue your game": who played comes back (the computer's seats and level), then the game,
 *  through the element's `load`; its turn goes on. @param {State} s */
function continueKept(s) {
  const { entry } = s.offer;
  s.offer = null; // the load's change keeps the game again, with who plays
  const host = s.host;
  const seats = Array.isArray(entry.computer) ? entry.computer.filter((n) => Number.isInteger(n) && n >= 0) : [];
  if (seats.length) host.setAttribute("computer", seats.join(","));
  else host.removeAttribute("computer");
  if (typeof entry.level === "string") host.setAttribute("level", entry.level);
  try {
    load(s, entry.save);
    sayTurn(s, "said.restored");
  } catch {
    // checked when offered; a save refused now is forgotten like a tampered one
    withStorage((store) => store.removeItem(keyOf(host)));
    s.voice.say((t) => t("keep.bad"), "info", s.t);
  }
  closeOffer(s);
  host.dispatchEvent(new CustomEvent("continue", { detail: s.table?.state ?? null }));
}

/** "New game": the kept game is forgotten and the fresh one stays. @param {State} s */
function discardKept(s) {
  closeOffer(s);
  keep(s);
}
