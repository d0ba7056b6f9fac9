// @ts-check
// The element's styles: one constructed stylesheet shared by every instance (no <style> element,
// so a strict CSP with style-src 'self' holds). Everything inside sits in `.frame`, which resets
// every inherited text property and uses pixel sizes, so a host page's root font size,
// letter-spacing, text-align or line-height never reaches the board's words.

const CSS = `
:host { display: block; position: relative; max-width: 100%; min-width: 0; }
:host([hidden]), [hidden] { display: none !important; }
.frame {
  all: initial; display: block; position: relative; box-sizing: border-box; width: 100%;
  font: 400 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #2b1a10;
  text-align: left; letter-spacing: normal; word-spacing: normal; text-transform: none; text-indent: 0;
  white-space: normal; font-style: normal; font-variant: normal; text-shadow: none; direction: ltr;
}
.frame *, .frame *::before, .frame *::after { box-sizing: border-box; letter-spacing: inherit; word-spacing: inherit; text-transform: inherit; }
button, select, input { font: inherit; color: inherit; line-height: 1.2; }
.top { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; min-height: 44px; }
.status { flex: 1 1 11em; min-width: 0; display: flex; align-items: center; gap: 8px; font-weight: 650; font-size: 17px; }
.status .marker { flex: none; font-size: 15px; }
.status .thinking { font-weight: 500; font-style: italic; }
.said { margin: 0 0 6px; min-height: 22px; font-size: 15px; color: #4a3222; }
.said.refusal { color: #7a1d05; font-weight: 600; }
.said.refusal::before { content: "⚠ "; }
.said.end { color: #2b1a10; }
.said.skip { color: #6b5442; font-style: italic; }
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
  font-weight: 600; font-size: 15px; color: #2b1a10; background: #f3d9a8; border: 2px solid #6e3d1c;
  border-radius: 10px; padding: 8px 14px; cursor: pointer; min-height: 44px;
}
button.act.primary { background: #7a4420; color: #fbefd9; border-color: #4a2812; }
button.act.primary:hover:not(:disabled) { background: #8f5429; }
button.act:hover:not(:disabled) { background: #ffd27a; }
button.act.primary:hover:not(:disabled) { color: #fbefd9; }
button.act:disabled { opacity: 0.55; cursor: default; }
button.act.view { padding: 8px 10px; }
button.act:focus-visible, button.tool:focus-visible, .frame summary:focus-visible, .frame input:focus-visible { outline: 3px solid #2b1a10; outline-offset: 2px; }
button.act.hinted { outline: 3px dashed #1d4f8c; outline-offset: 3px; }
button.act.option:disabled { text-decoration: line-through; }
label.auto { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; font-size: 15px; cursor: pointer; }
label.auto input { width: 20px; height: 20px; accent-color: #7a4420; }
details.real { flex-basis: 100%; text-align: center; font-size: 15px; }
details.real summary { cursor: pointer; min-height: 44px; display: inline-flex; align-items: center; color: #5b4331; }
.sticks { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 6px; margin: 4px 0 0; padding: 6px 8px; border: 1px solid #caa57a; border-radius: 10px; }
button.stick { width: 44px; min-height: 44px; border-radius: 8px; border: 2px solid #4a2812; cursor: pointer; font-size: 18px; background: #2a1b12; color: #f6ecd9; }
button.stick[aria-pressed="true"] { background: #f6ecd9; color: #2b1a10; }
button.stick:focus-visible { outline: 3px solid #b5562b; outline-offset: 2px; }
button.tool {
  flex: none; min-height: 44px; min-width: 44px; padding: 6px 10px; border-radius: 10px; cursor: pointer;
  border: 2px solid #caa57a; background: #fbf3e4; color: #2b1a10; font-size: 14px; font-weight: 600;
}
button.tool[aria-pressed="true"] { background: #f3d9a8; border-color: #6e3d1c; }
button.tool .state { font-weight: 500; }
.wrap.past { outline: 3px dashed #1d4f8c; outline-offset: 2px; border-radius: 12px; }
.moves {
  list-style: none; margin: 8px 0 0; padding: 4px; overflow-y: auto; overscroll-behavior: contain;
  border: 1px solid #caa57a; border-radius: 10px; background: #fbf3e4;
}
.moves:empty::before { content: attr(data-empty); display: block; padding: 10px 8px; font-size: 14px; color: #6b5442; font-style: italic; }
/* beside the board: the list takes the height of the rest (contain: size keeps it from growing them) */
.frame.beside { display: grid; grid-template-columns: minmax(0, 1fr) 250px; column-gap: 14px; align-items: start; }
.frame.beside > :not(.moves) { grid-column: 1; }
.frame.beside > .moves { grid-column: 2; grid-row: 1 / span 6; align-self: stretch; margin: 0; contain: size; min-height: 120px; }
.moves li { margin: 0; padding: 0; }
.moves button {
  display: flex; align-items: baseline; gap: 6px; width: 100%; min-height: 44px; margin: 0; padding: 6px 8px;
  border: 0; border-radius: 6px; background: transparent; text-align: left; font-size: 14px; cursor: pointer;
}
.moves button:hover { background: #f7e6c4; }
.moves button[aria-current="step"] { background: #f3d9a8; box-shadow: inset 4px 0 0 #7a4420; }
.moves button:focus-visible { outline: 3px solid #2b1a10; outline-offset: -3px; }
.moves .n { flex: none; min-width: 2em; color: #6b5442; font-variant-numeric: tabular-nums; }
.moves .notation { flex: none; min-width: 2em; font-weight: 700; }
.moves .summary { flex: 1 1 auto; min-width: 0; color: #4a3222; }
.panel:empty { display: none; }
.lesson { margin: 8px 0; padding: 10px 12px; border: 2px solid #1d4f8c; border-radius: 12px; background: #eef3fa; }
.lesson-head { margin: 0 0 4px; font-weight: 700; font-size: 15px; color: #1d3a5f; }
.lesson-text { margin: 0 0 8px; font-size: 15px; }
.lesson-buttons { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; }
.offer { margin: 4px 0 8px; padding: 10px 12px; border: 2px solid #7a4420; border-radius: 12px; background: #fbefd9; }
.offer-text { margin: 0 0 8px; font-size: 15px; font-weight: 600; }
.offer-buttons { display: flex; flex-wrap: wrap; gap: 8px; }
.note { padding: 32px 16px; text-align: center; font-size: 17px; background: #f3e4c8; border: 2px dashed #a8683a; border-radius: 14px; }
.note p { margin: 0 0 12px; }
.note p:last-child { margin: 0; }
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
