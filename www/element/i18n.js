// @ts-check
// Every string a visitor sees or hears comes from a language pack, one module per language in
// lang/ (STYLE.md): its `words` (a template with {name} slots, or a function of the parameters
// for plurals), its `locale` for numbers and its `dir`. English is the fallback, always here; the
// others are imported when a page first asks for them (`loadPack`). The lessons' words are modules
// of their own (lang/lessons/*.js, English's too), imported when a lesson first starts in that
// language (`loadLessonWords`: a first game needs none of them). Add a language by adding a pack
// with the keys of en.js and its lessons' words, and naming them in PACKS and LESSON_WORDS.

import * as en from "./lang/en.js";

export { frenchSpacing, typesetFor } from "./lang/typography.js";

/**
 * A language pack: the element's and the demo page's `words`, the demo's rules.
 * @typedef {{ words: Record<string, any>, locale: string, dir: "ltr" | "rtl", finish?: (s: string) => string,
 *   rules?: Record<string, any> }} Pack
 * A language's lessons' words: for each game, each step's title, text, hint and done.
 * @typedef {Record<string, Record<string, string>[]>} LessonWords
 */

/** The languages there are, each its pack's loader (a literal path, so bundlers follow it). */
const PACKS = {
  en: async () => en,
  fr: () => import("./lang/fr.js"),
  km: () => import("./lang/km.js"),
  ar: () => import("./lang/ar.js"),
};
export const LANGS = Object.keys(PACKS);

/** The lessons' words of each language, each its loader (literal paths, as PACKS). */
const LESSON_WORDS = {
  en: () => import("./lang/lessons/en.js"),
  fr: () => import("./lang/lessons/fr.js"),
  km: () => import("./lang/lessons/km.js"),
  ar: () => import("./lang/lessons/ar.js"),
};

/** @type {Record<string, Pack>} the packs loaded so far */
export const tables = { en: /** @type {Pack} */ (en) };
/** @type {Record<string, LessonWords>} the lessons' words loaded so far */
export const lessonTables = {};

/** A loader of one module per language from `loaders` into `into`: each loaded once, however many
 *  ask at once; one that fails (offline) is tried again on the next call. @template T
 *  @param {Record<string, () => Promise<any>>} loaders @param {Record<string, T>} into @param {(m: any) => T} take */
function loadOnce(loaders, into, take) {
  /** @type {Map<string, Promise<T>>} */
  const pending = new Map();
  return (/** @type {string} */ lang) => {
    if (!(lang in loaders)) lang = "en";
    let load = pending.get(lang);
    if (!load) {
      load = loaders[lang]().then((m) => (into[lang] = take(m)));
      load.catch(() => pending.delete(lang));
      pending.set(lang, load);
    }
    return load;
  };
}

/** Loads the pack of `lang` (one of LANGS) once; resolves when `translator(lang)` can use it. */
export const loadPack = loadOnce(PACKS, tables, (pack) => /** @type {Pack} */ (pack));

/** Loads the lessons' words of `lang` once; resolves when `t.lesson` of its translator can use them. */
export const loadLessonWords = loadOnce(LESSON_WORDS, lessonTables, (m) => /** @type {LessonWords} */ (m.lessons));

/** The language of a BCP 47 tag, or null: `fr-CA` → fr, `ar-DZ` → ar, `km-KH` → km, `xx` → null. */
export function langOf(tag) {
  if (typeof tag !== "string" || !tag) return null;
  try {
    const language = new Intl.Locale(tag).language;
    return language in PACKS ? language : null;
  } catch {
    return null; // not a well-formed tag
  }
}

/** The language to use: the attribute's if we have it, else the browser's, else English. */
export function pickLang(attr) {
  const wanted = [attr, ...(globalThis.navigator?.languages ?? [globalThis.navigator?.language])];
  for (const tag of wanted) {
    const lang = langOf(tag);
    if (lang) return lang;
  }
  return "en";
}

const merged = new Map();

/**
 * A function t(key, params) for one language (English until its pack is loaded: `loadPack`);
 * `extra` replaces entries (an embedder's own strings).
 */
export function translator(lang, extra = {}) {
  const pack = tables[lang] ?? tables.en;
  const code = tables[lang] ? lang : "en";
  // Each language's table over English is built once: three translators are made before the first
  // board (the element's default, the element's own, the page's), and each copied some 170 entries
  // twice (measured cold: 2.1 ms for the three, 1.4 ms now).
  if (!merged.has(code)) merged.set(code, { ...en.words, ...pack.words });
  const base = merged.get(code);
  const table = extra && Object.keys(extra).length ? { ...base, ...extra } : base;
  const finish = pack.finish ?? ((s) => s);
  const numbers = new Intl.NumberFormat(pack.locale, { useGrouping: false });
  const put = (v) => (typeof v === "number" ? numbers.format(v) : String(v));
  const t = (key, params = {}) => {
    const entry = table[key];
    if (entry === undefined) return key;
    if (typeof entry === "function") return finish(entry(params));
    if (Array.isArray(entry)) return entry;
    const text = entry.replace(/\{(\w+)\}/g, (m, name) => (name in params ? put(params[name]) : m));
    // a sentence that starts with a name put in starts with a capital: "{place} is empty" with
    // "pit 3" (lower case, as it is inside a sentence: "Hint: pit 3")
    return finish(entry.startsWith("{") ? text.charAt(0).toUpperCase() + text.slice(1) : text);
  };
  /** @type {((winner: number, players: number) => "you" | "computer" | null) | undefined} who won, for the end's words (words.js) */
  t.versus = undefined;
  /** A lesson's words (its language's lessons' words, English's where they have none; "" while
   *  neither is loaded: `loadLessonWords`). */
  t.lesson = (game, i, field) => finish(lessonTables[code]?.[game]?.[i]?.[field] ?? lessonTables.en?.[game]?.[i]?.[field] ?? "");
  t.lang = code;
  t.dir = pack.dir;
  t.list = (items) => table.list(items);
  return t;
}
