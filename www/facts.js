// What self-play teaches about each game, in the page's language: the facts that the analysis
// tool (crates/analyze, `npm run analyze`) writes into analysis.json from its results
// (docs/analysis). Every number comes from that file; none is typed here.

import { typesetFor } from "./element/i18n.js";

// next to the page (this module is inside the page's bundle, in lib/)
const loaded = fetch(new URL("analysis.json", document.baseURI))
  .then((r) => (r.ok ? r.json() : null))
  .catch(() => null);

/** Fills `title` and `list` with the facts of game `id` in `lang`; hides them when there are none. */
export async function renderFacts(id, lang, title, list) {
  const facts = await loaded;
  // only the facts written in the page's language (English and French): none rather than English
  const items = (facts?.[id] ?? []).filter((f) => f[lang]);
  const heading = facts?.title?.[lang] ?? "";
  title.textContent = typesetFor(lang)(heading);
  list.replaceChildren(
    ...items.map((f) => {
      const li = document.createElement("li");
      li.textContent = typesetFor(lang)(f[lang]);
      return li;
    }),
  );
  title.hidden = list.hidden = items.length === 0;
}
