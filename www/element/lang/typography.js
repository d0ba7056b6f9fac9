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
