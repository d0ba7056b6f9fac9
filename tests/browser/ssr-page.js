// A page rendered on the server, as a site built with a server-rendering framework makes it:
// frameworks.test.js loads this module with Vite's SSR (ssrLoadModule) in Node, where there is no
// DOM. It imports the element as a site's server code would, which must not throw, and writes the
// <folk-game> tag as HTML; the browser loads the element's module and upgrades the tag.
import { FolkGame } from "folkgames/element";

const escape = (v) => String(v).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The page's HTML: one <folk-game> with the attributes the server chose. */
export function render({ game, lang, computer, csp }) {
  return `<!doctype html>
<html lang="${escape(lang)}"><head><meta charset="utf-8" />
<meta http-equiv="Content-Security-Policy" content="${escape(csp)}" />
<title>${escape(game)}</title><link rel="icon" href="data:," />
<script type="module" src="element/folk-game.js"></script></head>
<body><main data-server-class="${escape(typeof FolkGame)}">
<folk-game game="${escape(game)}" lang="${escape(lang)}" computer="${escape(computer)}"></folk-game>
</main></body></html>`;
}
