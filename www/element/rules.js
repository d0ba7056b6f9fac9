// @ts-check
// The rules of each game, in the language packs (lang/*.js, `rules`), written from
// docs/rules/*.md: every rule carries its source, and every decision of this project is marked
// "ours". A rule is [text, source]; source is a key of `sources` or "ours". The demo page shows
// them (www/demo.js) and the element prints them (print.js), both through `rulesOf`.

import { tables } from "./i18n.js";

/**
 * The rules of game `id` in `lang` (English when that language's pack is not loaded or has none),
 * or null for a game without written rules.
 * @param {string} id @param {string} lang
 * @returns {{ intro: string, sources: Record<string, string>, rules: [string, string][] } | null}
 */
export function rulesOf(id, lang) {
  return /** @type {any} */ (tables[lang]?.rules?.[id] ?? tables.en?.rules?.[id] ?? null);
}
