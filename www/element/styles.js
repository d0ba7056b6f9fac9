// @ts-check
// The element's styles: one constructed stylesheet shared by every instance (no <style> element,
// so a strict CSP with style-src 'self' holds). Everything inside sits in `.frame`, which resets
// every inherited text property and uses pixel sizes, so a host page's root font size,
// letter-spacing, text-align or line-height never reaches the board's words. Colours, font and
// corners come from the theme's custom properties (theme.js).
// The element's box (BOX) is known from its width and the window's height alone, before anything is
// drawn in it: it never grows as the engine loads, a game or a language changes, or a panel opens;
// what is inside is laid out within it (layout.js), a lesson and the move list scrolling in their
// own room. A host's own height or max-height replaces it. scripts/first-frame.mjs writes the same
// box as folk-game.css, for a host page to keep the room before the element's script has run.

import { THEME_CSS } from "./theme.js";

/** The element's box: as wide as its container, twice as tall as it is wide (a phone's column)
 *  within the window's height and at most 760 px (a desktop's board, its words and controls, a
 *  lesson), at least 340 px. Its width is set (100%), not left to the ratio, so that a height cut
 *  by max-height does not narrow it. */
export const BOX =
  "display: block; position: relative; box-sizing: border-box; width: 100%; max-width: 100%; min-width: 0; " +
  "aspect-ratio: 1 / 2; min-height: min(340px, 100svh); max-height: min(100svh - 16px, 760px);";

const CSS = `${THEME_CSS}
:host { ${BOX} }
:host([hidden]), [hidden] { display: none !important; }
.frame {
  all: initial; display: flex; flex-direction: column; position: absolute; inset: 0; box-sizing: border-box;
  font: 400 16px/1.4 var(--_folk-font), "Noto Sans Khmer", "Khmer OS", "Noto Sans Arabic", "Noto Naskh Arabic", sans-serif;
  color: var(--_folk-text); background: var(--_folk-background);
  color-scheme: var(--_folk-scheme); border-radius: var(--_folk-radius);
  text-align: start; letter-spacing: normal; word-spacing: normal; text-transform: none; text-indent: 0;
  white-space: normal; font-style: normal; font-variant: normal; text-shadow: none; direction: ltr;
}
.frame {
  /* shades made from the theme: a raised button, a row under the pointer */
  --_folk-raised: color-mix(in srgb, var(--_folk-accent) 22%, var(--_folk-surface));
  --_folk-hover: color-mix(in srgb, var(--_folk-accent) 12%, var(--_folk-surface));
}
/* Words run right to left in an Arabic element or an RTL page (words.js sets dir); the board does
   not: its numbering and the direction of sowing are the rules', whatever the page's direction.
   The Khmer and Arabic faces are named for the words only, not on the canvas (each name there
   costs a font set-up per strike; the system's fallback finds a piece's letter). */
.frame[dir="rtl"] { direction: rtl; }
.wrap { direction: ltr; }
.frame *, .frame *::before, .frame *::after { box-sizing: border-box; letter-spacing: inherit; word-spacing: inherit; text-transform: inherit; }
button, select, input { font: inherit; color: inherit; line-height: 1.2; }
.frame > * { flex: none; }
.top { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; min-height: 44px; }
.status { flex: 1 1 11em; min-width: 0; display: flex; align-items: center; gap: 8px; font-weight: 650; font-size: 17px; }
.status .marker { flex: none; font-size: 15px; }
.status .thinking { font-weight: 500; font-style: italic; }
.said { margin: 0 0 6px; min-height: 42px; /* two lines from the start (a look back, a refusal): the board never shrinks when it grows */ font-size: 15px; color: var(--_folk-text-muted); }
.said.refusal { color: var(--_folk-warn); font-weight: 600; }
.said.refusal::before { content: "⚠ "; }
.said.end { color: var(--_folk-text); }
.said.skip { color: var(--_folk-text-muted); font-style: italic; }
.wrap { position: relative; width: 100%; }
canvas { display: block; margin: 0 auto; touch-action: manipulation; user-select: none; -webkit-user-select: none; -webkit-tap-highlight-color: transparent; }
.mirror button, .marks span {
  position: absolute; transform: translate(-50%, -50%); border-radius: 50%;
  background: transparent; border: 0; padding: 0; margin: 0; color: transparent;
  pointer-events: none; /* the canvas takes the pointer; these take focus, keys and assistive clicks */
}
.mirror button.square { border-radius: 6px; }
.mirror button:focus, .mirror button:focus-visible { outline: none; } /* the board paints its own ring, under the counts */
.actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; align-items: center; padding: 8px 0 0; }
.actions.waiting { opacity: 0.55; }
.actions .prompt { flex-basis: 100%; text-align: center; font-weight: 600; }
button.act {
  font-weight: 600; font-size: 15px; color: var(--_folk-text); background: var(--_folk-raised); border: 2px solid var(--_folk-accent);
  border-radius: var(--_folk-radius); padding: 8px 14px; cursor: pointer; min-height: 44px;
}
button.act.primary { background: var(--_folk-accent); color: var(--_folk-on-accent); border-color: var(--_folk-accent); }
button.act:hover:not(:disabled) { background: var(--_folk-hover); }
button.act.primary:hover:not(:disabled) { background: color-mix(in srgb, var(--_folk-accent) 85%, var(--_folk-text)); color: var(--_folk-on-accent); }
button.act:disabled { opacity: 0.55; cursor: default; }
button.act.view { padding: 8px 10px; }
button.act:focus-visible, button.tool:focus-visible, .frame summary:focus-visible, .frame input:focus-visible { outline: 3px solid var(--_folk-focus); outline-offset: 2px; }
button.act.hinted { outline: 3px dashed var(--_folk-info); outline-offset: 3px; }
button.act.option:disabled { text-decoration: line-through; }
label.auto { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; font-size: 15px; cursor: pointer; }
label.auto input { width: 20px; height: 20px; accent-color: var(--_folk-accent); }
details.real { flex-basis: 100%; text-align: center; font-size: 15px; }
details.real summary { cursor: pointer; min-height: 44px; display: inline-flex; align-items: center; color: var(--_folk-text-muted); }
.sticks { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 6px; margin: 4px 0 0; padding: 6px 8px; border: 1px solid var(--_folk-border); border-radius: var(--_folk-radius); }
button.stick { width: 44px; min-height: 44px; border-radius: 8px; border: 2px solid #4a2812; cursor: pointer; font-size: 18px; background: #2a1b12; color: #f6ecd9; }
button.stick[aria-pressed="true"] { background: #f6ecd9; color: #2b1a10; }
button.stick:focus-visible { outline: 3px solid var(--_folk-focus); outline-offset: 2px; }
button.tool {
  flex: none; min-height: 44px; min-width: 44px; padding: 6px 10px; border-radius: var(--_folk-radius); cursor: pointer;
  border: 2px solid var(--_folk-border); background: var(--_folk-surface); color: var(--_folk-text); font-size: 14px; font-weight: 600;
}
button.tool[aria-pressed="true"] { background: var(--_folk-raised); border-color: var(--_folk-accent); }
button.tool .state { font-weight: 500; }
.wrap.past { outline: 3px dashed var(--_folk-info); outline-offset: 2px; border-radius: var(--_folk-radius); }
.moves {
  flex: 1 1 0; min-height: 64px; list-style: none; margin: 8px 0 0; padding: 4px; overflow-y: auto; overscroll-behavior: contain;
  border: 1px solid var(--_folk-border); border-radius: var(--_folk-radius); background: var(--_folk-surface);
}
.moves:empty::before { content: attr(data-empty); display: block; padding: 10px 8px; font-size: 14px; color: var(--_folk-text-muted); font-style: italic; }
/* beside the board: the list takes the element's height, on the right */
.frame.beside { padding-right: 264px; }
.frame.learning:not(.beside) > .moves { display: none; } /* below the board, it gives its room to a lesson */
.frame.beside > .moves { position: absolute; top: 0; right: 0; bottom: 0; width: 250px; margin: 0; }
.moves li { margin: 0; padding: 0; }
.moves button {
  display: flex; align-items: baseline; gap: 6px; width: 100%; min-height: 44px; margin: 0; padding: 6px 8px;
  border: 0; border-radius: 6px; background: transparent; text-align: start; font-size: 14px; cursor: pointer;
}
.moves button:hover { background: var(--_folk-hover); }
.moves button[aria-current="step"] { background: var(--_folk-raised); box-shadow: inset 4px 0 0 var(--_folk-accent); }
.moves button:focus-visible { outline: 3px solid var(--_folk-focus); outline-offset: -3px; }
.moves .n { flex: none; min-width: 2em; color: var(--_folk-text-muted); font-variant-numeric: tabular-nums; }
.moves .notation { flex: none; min-width: 2em; font-weight: 700; }
.moves .summary { flex: 1 1 auto; min-width: 0; color: var(--_folk-text-muted); }
/* a lesson's panel: where the board leaves it too little room, its words scroll, its title and
   buttons stay in view */
.panel { flex: 0 1 auto; min-height: 0; display: flex; flex-direction: column; overflow-y: auto; overscroll-behavior: contain; }
.panel:empty { display: none; }
.lesson { flex: 0 1 auto; min-height: 0; display: flex; flex-direction: column; margin: 8px 0; padding: 10px 12px; border: 2px solid var(--_folk-info); border-radius: var(--_folk-radius); background: var(--_folk-surface); }
.lesson-head { margin: 0 0 4px; font-weight: 700; font-size: 15px; color: var(--_folk-text); }
.lesson-text { flex: 0 1 auto; min-height: 42px; overflow-y: auto; overscroll-behavior: contain; margin: 0 0 8px; font-size: 15px; }
.lesson-head, .lesson-buttons { flex: none; }
.lesson-buttons { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; }
.offer { margin: 4px 0 8px; padding: 10px 12px; border: 2px solid var(--_folk-accent); border-radius: var(--_folk-radius); background: var(--_folk-surface); }
.offer-text { margin: 0 0 8px; font-size: 15px; font-weight: 600; }
.offer-buttons { display: flex; flex-wrap: wrap; gap: 8px; }
.note { flex: 1 1 auto; overflow-y: auto; padding: 32px 16px; text-align: center; font-size: 17px; background: var(--_folk-surface); border: 2px dashed var(--_folk-border); border-radius: var(--_folk-radius); }
.note p { margin: 0 0 12px; }
.note p:last-child { margin: 0; }
.note .offers { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; margin: 12px 0 0; }
.live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@media (max-width: 420px) {
  /* a status that fits beside the tools (Learn, Sounds) stays beside them; a longer one keeps the
     line, and the tools go under it, on the right */
  .status { font-size: 16px; flex-basis: auto; }
  .top .tool.learn, .top .learn[hidden] + .tool { margin-left: auto; }
  .said { font-size: 14px; }
  button.tool { font-size: 13px; padding: 6px 8px; }
}
`;

let sheet = null;

/** The stylesheet, made once for every instance. */
export function styles() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}

/** The element's inside: words above the board, the board, what to do below it, a panel
 *  (for lessons) that stays empty until something is put in it, and the move list. */
export const TEMPLATE = `
  <div class="frame" part="frame">
    <div class="top">
      <div class="status" part="status"><span class="marker" aria-hidden="true"></span><span class="text"></span></div>
      <button type="button" class="tool learn" part="learn-button" hidden></button>
      <button type="button" class="tool sound" part="sound-toggle" aria-pressed="false"></button>
    </div>
    <p class="said" part="message"></p>
    <div class="offer" part="offer" role="group" hidden></div>
    <div class="wrap" part="board">
      <canvas aria-hidden="true"></canvas>
      <div class="mirror" role="group"></div>
      <div class="marks" aria-hidden="true"></div>
    </div>
    <div class="actions" part="actions"></div>
    <div class="panel" part="panel"></div>
    <ol class="moves" part="moves" hidden></ol>
    <div class="live" role="status" aria-live="polite" aria-atomic="true"></div>
    <div class="note" part="note" hidden></div>
  </div>`;
