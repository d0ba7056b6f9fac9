// @ts-check
// The rules sheet (`printRules()`): the rules of the element's game in its language (rules.js,
// through `rulesOf`), with a diagram of the start position and the sources, laid out for one or
// two printed pages. The diagram is the board's own drawing (render/*.js) of the game's first
// state, painted on a canvas of its own and exported as a PNG (`startDiagram`, preview.js, also
// what the demo's print stylesheet shows). The sheet is built in a hidden iframe of the host's document,
// styled by a constructed stylesheet (a strict CSP with style-src 'self' holds; the image is a
// data: URL, so the host's CSP must allow img-src data:), and that frame is printed. Loaded when
// a sheet is first printed (later.js); the diagram, which `rulesDiagram()` gives at once, is
// preview.js's.

import { catalogue } from "../lib/js/folkgames.js";
import { rulesOf } from "./rules.js";
import { gameName } from "./config.js";
import { typesetFor } from "./i18n.js";
import { startDiagram } from "./preview.js";

/** @typedef {import("./state.js").State} State */

/** The sheet's styles: A4 or Letter with room to spare, one column, print-sized type. */
export const SHEET_CSS = `
@page { margin: 14mm 16mm; }
html { background: #fff; }
body { margin: 0; font: 10.5pt/1.38 Georgia, "Noto Serif", "DejaVu Serif", serif; color: #111; }
.sheet { max-width: 178mm; margin: 0 auto; }
.sheet header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 12pt; border-bottom: 1.5pt solid #111; margin-bottom: 8pt; }
.sheet h1 { font-size: 22pt; margin: 0 0 2pt; }
.sheet .origin { margin: 0; font-style: italic; color: #333; }
.sheet .intro { margin: 0 0 8pt; }
.sheet figure { margin: 0 0 8pt; text-align: center; break-inside: avoid; }
.sheet figure img { max-width: 100%; max-height: 82mm; }
.sheet figcaption { font-size: 9pt; color: #333; }
.sheet h2 { font-size: 13pt; margin: 8pt 0 4pt; break-after: avoid; }
.sheet ol, .sheet ul { margin: 0; padding-left: 16pt; }
.sheet li { margin: 0 0 3pt; break-inside: avoid; }
.sheet li.ours { color: #333; }
.sheet .tag { font: 8pt/1 system-ui, "Noto Sans", "DejaVu Sans", sans-serif; white-space: nowrap; color: #444; }
.sheet .sources { font-size: 9pt; padding-left: 0; list-style: none; }
`;

/**
 * The rules sheet of the element's game in its language, built in `doc` (the print frame's
 * document); null when there is no game or no rules for it.
 * @param {State} s @param {Document} doc
 */
export function rulesSheet(s, doc) {
  const id = s.table?.id;
  const r = id ? rulesOf(id, s.t.lang) : null;
  if (!r) return null;
  const { t } = s;
  const typeset = typesetFor(t.lang);
  const el = (/** @type {string} */ tag, cls = "", text = undefined) => {
    const e = doc.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const tag = (/** @type {string} */ src) => el("span", "tag", src === "ours" ? `(${t("demo.ours")})` : `[${src}]`);
  let origin = "";
  try {
    const entry = catalogue().find((g) => g.id === id);
    origin = entry?.origins?.[t.lang] ?? entry?.origin ?? "";
  } catch {
    // the engine is loaded once there is a game; without a catalogue the sheet has no origin line
  }
  const sheet = el("article", "sheet");
  sheet.lang = t.lang;
  const header = el("header");
  header.append(el("h1", "", gameName(id)));
  if (origin) header.append(el("p", "origin", typeset(origin)));
  const figure = el("figure");
  const img = /** @type {HTMLImageElement} */ (el("img"));
  img.src = startDiagram(s);
  img.alt = t("print.diagram");
  figure.append(img, el("figcaption", "", t("print.diagram")));
  const rules = el("ol", "rules");
  for (const [text, src] of r.rules) {
    const li = el("li", src === "ours" ? "ours" : "");
    li.append(typeset(text), " ", tag(src));
    rules.append(li);
  }
  const sources = el("ul", "sources");
  for (const [key, text] of [...Object.entries(r.sources), ["ours", t("demo.oursMeans")]]) {
    const li = el("li");
    li.append(tag(key), ` ${typeset(text)}`);
    sources.append(li);
  }
  sheet.append(header, el("p", "intro", typeset(r.intro)), figure, el("h2", "", t("demo.rules")), rules, el("h2", "", t("demo.sources")), sources);
  return sheet;
}

/**
 * Prints the rules sheet: builds it in a hidden iframe of the host's document and calls that
 * frame's print(); the frame is removed after printing (or by the next call). Resolves to false
 * when there is no game or no rules for it.
 * @param {State} s
 */
export async function printRules(s) {
  const host = s.host.ownerDocument;
  host.querySelector("iframe[data-folk-game-print]")?.remove();
  const frame = host.createElement("iframe");
  frame.dataset.folkGamePrint = "";
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: "fixed", right: "0", bottom: "0", width: "0", height: "0", border: "0", visibility: "hidden" });
  host.body.append(frame);
  const win = /** @type {Window & typeof globalThis} */ (frame.contentWindow);
  const doc = win.document;
  const sheet = rulesSheet(s, doc);
  if (!sheet) {
    frame.remove();
    return false;
  }
  doc.documentElement.lang = s.t.lang;
  doc.title = `${gameName(s.table.id)} — ${s.t("demo.rules")}`;
  const css = new win.CSSStyleSheet();
  css.replaceSync(SHEET_CSS);
  doc.adoptedStyleSheets = [css];
  doc.body.append(sheet);
  await doc.querySelector("img")?.decode();
  win.addEventListener("afterprint", () => frame.remove(), { once: true });
  win.print();
  return true;
}
