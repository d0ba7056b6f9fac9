// @ts-check
// Loading the engine (the package's init: the .wasm fetched, compiled and instantiated) before the
// first game, and what a load that fails shows. Instead of the board, a short message a visitor
// understands, in the note (and said in the live region): with a "Try again" button when trying
// again can help (offline, a 404, a server error, a module cut short); without one when the page's
// Content-Security-Policy blocks the module (its `connect-src` or `'wasm-unsafe-eval'`: seen by the
// policy's violation event, which may come after the failure) or the browser has no WebAssembly.
// For the host's developer, an `error` event whose detail is the browser's own error (a TypeError
// for a fetch that failed or was blocked, an Error naming the HTTP status, a
// WebAssembly.CompileError). The computer's worker loads the module on its own: turns.js says
// when that fails.

import { initGame } from "../lib/js/folkgames.js";
import { actButton } from "./input.js";
import { showNote } from "./start.js";
import { preview } from "./preview.js";
import { shownGame } from "./config.js";

/** @typedef {import("./state.js").State} State */

let blockedByPolicy = false; // the page's policy refused the module once: it always will here
/** @type {Set<State>} the elements showing a failed load, told when the policy's reason comes in */
const failing = new Set();

globalThis.document?.addEventListener("securitypolicyviolation", (e) => {
  // the .wasm's fetch (connect-src), or its compilation ('wasm-unsafe-eval' in script-src)
  if (e.blockedURI !== "wasm-eval" && !/\.wasm([?#]|$)/.test(e.blockedURI)) return;
  blockedByPolicy = true;
  for (const s of failing) renderFailure(s);
});

/** Loads the engine (the rules of the game the element shows: js/folkgames.js's `initGame`, the
 *  game's own module), then makes the game (`then`); false, with the failure shown and the
 *  `error` event sent, when it cannot load. @param {State} s @param {() => void} then */
export async function loadEngine(s, then) {
  if (s.failed) s.voice.clear(); // trying again: a second failure is said again
  failing.delete(s);
  s.failed = null;
  if (preview(s) === false) showNote(s, s.t("loading")); // the board in its first position, in its place
  s.loading = true;
  try {
    await initGame(shownGame(s.host));
  } catch (cause) {
    s.failed = { cause, retry: () => loadEngine(s, then) };
    failing.add(s);
    renderFailure(s);
    s.host.dispatchEvent(new CustomEvent("error", { detail: cause }));
    return false;
  } finally {
    s.loading = false;
  }
  then();
  return true;
}

/** Why the load failed, as the visitor is told: "blocked" (the page's policy), "browser" (no
 *  WebAssembly) or "failed" (anything else, which trying again may mend). */
function reason() {
  if (typeof WebAssembly !== "object") return "browser";
  return blockedByPolicy ? "blocked" : "failed";
}

/** The failed load's message in the note (again, in the language now), with "Try again" when it
 *  can help; nothing when no load has failed. @param {State} s */
export function renderFailure(s) {
  const failed = s.failed;
  if (!failed) return;
  const why = reason();
  const key = `load.${why}`;
  showNote(s, "");
  const text = document.createElement("p");
  text.textContent = s.t(key);
  s.els.note.replaceChildren(text);
  if (why === "failed") {
    const retry = actButton(s.t("load.retry"), () => failed.retry(), "act primary");
    retry.dataset.key = "retry";
    s.els.note.append(retry);
  }
  s.voice.say((t) => t(key), "info", s.t);
}

/** Resolves once the engine is loaded with the rules of the game the element shows (that game
 *  made just before), and rejects with the cause while a failed load is shown; not yet connected,
 *  it starts the load. @param {State} s */
export function engineReady(s) {
  return s.failed ? Promise.reject(s.failed.cause) : initGame(shownGame(s.host));
}
