// @ts-check
// Every string a visitor sees or hears comes from a language pack, one module per language in
// lang/ (STYLE.md): its `words` (a template with {name} slots, or a function of the parameters
// for plurals), its `locale` for numbers and its `dir`. English is the fallback, always here; the
// others are imported when a page first asks for them (`loadPack`). Add a language by adding a
// pack with the keys of en.js and naming it in PACKS.

import * as en from "./lang/en.js";

export { frenchSpacing, typesetFor } from "./lang/typography.js";

/**
 * A language pack: the element's and the demo page's `words`, the lessons' words, the demo's rules.
 * @typedef {{ words: Record<string, any>, locale: string, dir: "ltr" | "rtl", finish?: (s: string) => string,
 *   lessons?: Record<string, Record<string, string>[]>, rules?: Record<string, any> }} Pack
 */

/** The languages there are, each its pack's loader (a literal path, so bundlers follow it). */
const PACKS = {
  en: async () => en,
  fr: () => import("./lang/fr.js"),
  km: () => import("./lang/km.js"),
  ar: () => import("./lang/ar.js"),
};
export const LANGS = Object.keys(PACKS);

/** @type {Record<string, Pack>} the packs loaded so far */
export const tables = { en: /** @type {Pack} */ (en) };
/** @type {Map<string, Promise<Pack>>} */
const pending = new Map();

/** Loads the pack of `lang` (one of LANGS) once; resolves when `translator(lang)` can use it. */
export function loadPack(lang) {
  if (!(lang in PACKS)) lang = "en";
  if (!pending.has(lang)) {
    pending.set(
      lang,
      PACKS[lang]().then((pack) => (tables[lang] = /** @type {Pack} */ (pack))),
    );
  }
  return pending.get(lang);
}

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
  /** A lesson's words (the pack's `lessons`, English where the pack has none). */
  t.lesson = (game, i, field) => finish(pack.lessons?.[game]?.[i]?.[field] ?? en.lessons[game][i][field]);
  t.lang = code;
  t.dir = pack.dir;
  t.list = (items) => table.list(items);
  return t;
}
