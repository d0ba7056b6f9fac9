// @ts-check
// Kiosk mode (the `kiosk` attribute): the element on a museum's touch screen. After
// `idle-timeout` seconds (120) without a touch, click or key, the game in progress is put aside
// (not kept, not offered back) and an attract loop starts: the computer plays every seat at a
// calm pace (`attractDelay` between moves), game after game, under an invitation over the board
// ("Touch to play Kpé"). The first touch, click or key ends it, and only ends it (it plays no
// move): a fresh game against the computer starts, with the tag's `computer` and `level`, or the
// computer playing every seat but the first one at the default level. Kiosk mode also gives an
// always-visible "Start again" and, where the page may (document.fullscreenEnabled), a fullscreen
// button; stops text selection, the long-press menu and pinch-zoom on the board; and makes every
// touch target at least 48 CSS px (its own stylesheet, added to the element's). "Continue on your
// phone" (a button, and at the end of a visitor's game) shows the game's share link as a QR code
// (qr.js). `persist` is off in kiosk mode (persist.js's persistOn).

// Kiosk mode's own work, its buttons and the attract loop, is kiosk-mode.js, loaded when an element
// first has the attribute (later.js); its stylesheet is here, so that nothing moves when it comes.

import { computerSeats } from "./config.js";
import { ready, withPart } from "./later.js";

/** @typedef {import("./state.js").State} State */

const DEFAULT_IDLE = 120; // seconds

/** True when the element is in kiosk mode. */
export const kioskOn = (host) => host.hasAttribute("kiosk");

/** The `idle-timeout` attribute, in seconds (120 when absent or not a positive number). */
export function idleSeconds(host) {
  const v = Number(host.getAttribute("idle-timeout"));
  return host.hasAttribute("idle-timeout") && Number.isFinite(v) && v > 0 ? v : DEFAULT_IDLE;
}

/** The seats the computer plays now: every seat during the attract loop; in kiosk mode with no
 *  `computer` attribute every seat but the first (the visitor plays against the computer); else
 *  the `computer` attribute's. @param {State} s */
export function playedSeats(s) {
  const players = s.table?.state.players ?? 2;
  if (s.attract) return new Set(Array.from({ length: players }, (_, i) => i));
  if (kioskOn(s.host) && !s.host.getAttribute("computer")) return new Set(Array.from({ length: players - 1 }, (_, i) => i + 1));
  return computerSeats(s.host);
}

/** The attract loop's games so far (0 outside it): the computer's searches are seeded with it, so
 *  that a game with no chance (Kpé) is not the same game every time. @param {State} s */
export const attractRound = (s) => (s.attract ? s.attractGames : 0);

/** The pause (ms) before the computer's move is played: calm during the attract loop. @param {State} s */
export const computerPause = (s) => (s.attract ? s.host.attractDelay : s.host.computerDelay);

const CSS = `
:host([kiosk]) .frame { user-select: none; -webkit-user-select: none; -webkit-touch-callout: none; }
:host([kiosk]) .wrap { touch-action: none; }
:host([kiosk]) canvas { touch-action: none; }
:host([kiosk]) button.act, :host([kiosk]) button.tool, :host([kiosk]) .moves button, :host([kiosk]) .review button, :host([kiosk]) details.real summary,
:host([kiosk]) label.auto { min-height: 48px; min-width: 48px; }
:host([kiosk]) button.stick { width: 48px; min-height: 48px; }
.kiosk-tool[hidden] { display: none; }
.qr {
  position: absolute; inset: 0; z-index: 3; display: flex; flex-direction: column; align-items: center; justify-content: center;
  padding: 12px 16px; overflow: auto; border: 2px solid #7a4420; border-radius: 14px; background: rgba(251, 239, 217, 0.97); text-align: center;
}
.qr[hidden] { display: none; }
.qr-title { margin: 0 0 8px; font-size: 19px; font-weight: 700; }
.qr canvas { display: block; margin: 0 auto; border-radius: 6px; }
.qr-text { margin: 8px 0; font-size: 15px; }
.invite {
  position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; padding: 16px;
  background: rgba(251, 243, 228, 0.35); cursor: pointer; z-index: 2;
}
.invite p {
  margin: 0; padding: 18px 28px; border-radius: 18px; background: rgba(43, 26, 16, 0.86); color: #fbefd9;
  font-size: clamp(20px, 4vw, 34px); font-weight: 700; text-align: center; box-shadow: 0 6px 24px rgba(0, 0, 0, 0.25);
  animation: invite 2.4s ease-in-out infinite;
}
@keyframes invite { 50% { transform: scale(1.04); } }
@media (prefers-reduced-motion: reduce) { .invite p { animation: none; } }
`;

let sheet = null;
function kioskSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}

/** Adds kiosk mode's stylesheet (it applies only with the `kiosk` attribute). @param {State} s */
export function setUpKiosk(s) {
  s.root.adoptedStyleSheets = [...s.root.adoptedStyleSheets, kioskSheet()];
}

/** Kiosk mode's module, once this element has its buttons (else null). @param {State} s */
const attached = (s) => (s.els.again ? ready("kiosk") : null);

/** The kiosk's buttons and the invitation, in the element's language; with the `kiosk` attribute
 *  for the first time, loads kiosk mode and sets it up. @param {State} s */
export function renderKiosk(s) {
  const m = attached(s);
  if (m) m.renderKiosk(s);
  else if (kioskOn(s.host))
    void withPart(s, "kiosk", (k) => {
      k.attachKiosk(s);
      k.renderKiosk(s);
      k.armIdle(s);
    });
}

/** The idle clock (again), in kiosk mode. @param {State} s */
export function armIdle(s) {
  attached(s)?.armIdle(s);
}

/** Leaves kiosk mode (the attribute removed, or the element removed). @param {State} s */
export function stopKiosk(s) {
  attached(s)?.stopKiosk(s);
}
