// @ts-check
// The element's code that a first game does not need, loaded by dynamic import() when first used
// (issue 29): the review (review.js), the rules sheet (print.js), kiosk mode (kiosk-mode.js, only
// with the `kiosk` attribute), the lesson (lesson.js and lessons.js; its words are i18n.js's,
// loaded with it: lesson-part.js). Each part is fetched once for the page, however many elements or calls
// ask for it at once; a load that fails (offline without a cache) is said like the engine's failed
// load (load.js) — the words in the message line and an `error` event whose detail is the
// browser's own error — and the next use tries again. In the demo each part is a chunk of its own
// (scripts/bundle.mjs); in the package (element/) it is the plain file.

/** @typedef {import("./state.js").State} State */

/** Every part loaded when first used: the one list (scripts/bundle.mjs finds the chunks from these
 *  import() calls). */
const PARTS = {
  review: () => import("./review.js"),
  print: () => import("./print.js"),
  kiosk: () => import("./kiosk-mode.js"),
  lesson: () => import("./lesson.js"),
};

/** @typedef {keyof typeof PARTS} Part */
/** @typedef {{ review: typeof import("./review.js"), print: typeof import("./print.js"), kiosk: typeof import("./kiosk-mode.js"), lesson: typeof import("./lesson.js") }} Modules */

/** @type {Map<Part, Promise<any>>} each part's load, once for the page */
const loads = new Map();
/** @type {Map<Part, any>} the parts loaded */
const loaded = new Map();
/** @type {WeakMap<State, Promise<any>>} the failed load each element said last: said once, however many asked */
const said = new WeakMap();

/** The part's module once loaded, else null (its load is not started). @template {Part} P @param {P} part
 *  @returns {Modules[P] | null} */
export function ready(part) {
  return loaded.get(part) ?? null;
}

/** Loads the part (once; a failed load is tried again on the next call), resolving to its module;
 *  when it fails, the element says so and sends `error`, and the promise rejects with the cause.
 *  @template {Part} P @param {State} s @param {P} part @returns {Promise<Modules[P]>} */
export function later(s, part) {
  let load = loads.get(part);
  if (!load) {
    load = PARTS[part]().then((m) => {
      loaded.set(part, m);
      return m;
    });
    load.catch(() => loads.delete(part));
    loads.set(part, load);
  }
  return saying(s, load);
}

/** `load` (a part's, or what comes with it: a lesson's words), its failure said by the element
 *  once however many asked for it, as any part's is: the words in the message line and an `error`
 *  event with the cause; the promise rejects with the cause. @template T @param {State} s
 *  @param {Promise<T>} load @returns {Promise<T>} */
export function saying(s, load) {
  return load.catch((cause) => {
    if (said.get(s) !== load) {
      said.set(s, load);
      s.voice.say((t) => t("load.part"), "refusal", s.t);
      s.host.dispatchEvent(new CustomEvent("error", { detail: cause }));
    }
    throw cause;
  });
}

/** Acts with the part's module once loaded; resolves to what `act` gives, or to `otherwise` when the
 *  load failed (said already). @template {Part} P @template R @template O @param {State} s @param {P} part
 *  @param {(m: Modules[P]) => R | Promise<R>} act @param {O} [otherwise] @returns {Promise<R | O>} */
export function withPart(s, part, act, otherwise) {
  return later(s, part).then(act, () => /** @type {O} */ (otherwise));
}
