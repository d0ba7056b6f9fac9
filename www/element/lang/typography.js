// @ts-check
// Typography that a language's texts follow whatever is put in them (a pack's `finish`), apart
// from the packs so that a pack loads alone and the demo's rules and lessons can use it too.

/**
 * French typography: a no-break space before a colon and a narrow one before ; ! ? and inside
 * « », in every French text, with the parameters put in (so "{place} : …" holds too).
 */
export function frenchSpacing(text) {
  return text
    .replace(/[ \u00a0\u202f]+:/g, "\u00a0:")
    .replace(/[ \u00a0\u202f]+([;!?»])/g, "\u202f$1")
    .replace(/«[ \u00a0\u202f]+/g, "«\u202f");
}

/**
 * Khmer words that Chromium's line breaker (ICU's Khmer dictionary, which splits a word it does
 * not know into words it does) would cut across two lines: each kept whole by a word joiner
 * (U+2060, invisible, no break) between the parts the dictionary finds. Khmer writes no space
 * between words, so every other break is the dictionary's, between words.
 */
const KHMER_WHOLE = [
  ["កុំ", "ព្យូទ័រ"], // computer, a loanword: "don't" + an unknown rest
  ["ចាប់", "ផ្ដើម"], // to start: "catch" + "begin"
  ["ម្ដង", "មួយៗ"], // one by one
  ["អ្នក", "លេង"], // a player: "person" + "play"
  ["ធម្ម", "យាត្រា"], // a pilgrimage
  ["ម៉េ", "ឌីណា"], // Medina
];
const KHMER_JOINED = KHMER_WHOLE.map((parts) => [parts.join(""), parts.join("\u2060")]);

/** Khmer typography: the words the line breaker would cut, held whole. */
export function khmerWords(text) {
  return KHMER_JOINED.reduce((s, [word, joined]) => s.replaceAll(word, joined), text);
}

/** The typography of a language's texts (its pack's `finish`), for the texts the demo and the
 *  rules sheet set themselves. @param {string} lang */
export const typesetFor = (lang) => (lang === "fr" ? frenchSpacing : lang === "km" ? khmerWords : (/** @type {string} */ s) => s);
