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

import { computerSeats } from "./config.js";
import { newGame } from "./start.js";
import { cancelThinking } from "./turns.js";
import { refresh } from "./sync.js";
import { gameName } from "./config.js";
import { endLesson } from "./lesson.js";
import { hideQr, renderQr, showQr } from "./qr.js";

/** @typedef {import("./state.js").State} State */

const DEFAULT_IDLE = 120; // seconds
/** What the visitor touches, clicks or types: each one restarts the idle clock. */
const INPUT = ["pointerdown", "keydown", "wheel"];

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
:host([kiosk]) button.act, :host([kiosk]) button.tool, :host([kiosk]) .moves button, :host([kiosk]) details.real summary,
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

/** Sets kiosk mode up once per element (its stylesheet, buttons and listeners); they do nothing
 *  while the `kiosk` attribute is absent. @param {State} s */
export function setUpKiosk(s) {
  const { root, host } = s;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, kioskSheet()];
  const tool = (cls) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = `tool kiosk-tool ${cls}`;
    b.hidden = true;
    s.els.top.append(b);
    return b;
  };
  s.els.again = tool("again");
  s.els.again.setAttribute("part", "again-button");
  s.els.again.addEventListener("click", () => startVisit(s));
  s.els.phone = tool("phone");
  s.els.phone.setAttribute("part", "phone-button");
  s.els.phone.addEventListener("click", () => (s.qr ? hideQr(s) : showQr(s)));
  s.els.fullscreen = tool("fullscreen");
  s.els.fullscreen.setAttribute("part", "fullscreen-button");
  s.els.fullscreen.addEventListener("click", () => toggleFullscreen(s));
  const invite = document.createElement("div");
  invite.className = "invite";
  invite.setAttribute("part", "invite");
  invite.hidden = true;
  invite.append(document.createElement("p"));
  s.els.wrap.append(invite);
  s.els.invite = invite;
  const qr = document.createElement("div");
  qr.className = "qr";
  qr.setAttribute("part", "qr");
  qr.setAttribute("role", "group");
  qr.hidden = true;
  s.els.frame.append(qr); // over the whole element: the board and its controls wait under it
  s.els.qr = qr;
  // capture: an input that ends the attract loop reaches nothing inside (it plays no move)
  for (const type of [...INPUT, "pointerup", "click"]) host.addEventListener(type, (e) => onInput(s, e), { capture: true });
  host.addEventListener("contextmenu", (e) => kioskOn(host) && e.preventDefault());
  host.addEventListener("gameover", () => {
    if (s.attract) s.attractTimer = setTimeout(() => s.attract && attractGame(s), host.attractDelay * 2);
    else if (kioskOn(host) && !s.lesson) showQr(s); // the visitor's game ended (not a lesson's): take it home
  });
  host.addEventListener("change", () => {
    if (s.qr && s.qr.save !== s.table?.game.save()) hideQr(s); // its link is no longer this game
  });
  document.addEventListener?.("fullscreenchange", () => renderKiosk(s));
}

/** Any input: the idle clock starts again; during the attract loop, the first press or key ends
 *  it and starts the visitor's game, and it and its click are swallowed. @param {State} s */
function onInput(s, e) {
  if (!kioskOn(s.host)) return;
  if (s.attract || (s.swallow && (e.type === "pointerup" || e.type === "click"))) {
    e.stopPropagation();
    e.preventDefault();
    if (s.attract && e.type !== "pointerup" && e.type !== "click") {
      s.swallow = e.type === "pointerdown"; // its pointerup and click follow
      startVisit(s);
    } else if (e.type === "click") s.swallow = false;
    return;
  }
  s.swallow = false;
  armIdle(s);
}

/** The idle clock (again): after `idle-timeout` seconds with no input, the attract loop. @param {State} s */
export function armIdle(s) {
  clearTimeout(s.idleTimer);
  if (!kioskOn(s.host) || !s.host.isConnected || s.attract) return;
  s.idleTimer = setTimeout(() => startAttract(s), idleSeconds(s.host) * 1000);
}

/** The attract loop begins: the game in progress is put aside for good. @param {State} s */
function startAttract(s) {
  if (!kioskOn(s.host) || !s.table) return;
  if (s.lesson) endLesson(s, false);
  s.attract = true;
  hideQr(s);
  attractGame(s);
}

/** One game of the attract loop: the computer plays every seat. @param {State} s */
function attractGame(s) {
  clearTimeout(s.attractTimer);
  s.attractGames++;
  newGame(s);
  s.left = null; // never brought back by undo
  renderKiosk(s);
}

/** The visitor's game: the attract loop (if any) ends and a fresh game against the computer
 *  starts; the idle clock starts again. Also "Start again". @param {State} s */
export function startVisit(s) {
  clearTimeout(s.attractTimer);
  cancelThinking(s);
  s.attract = false;
  hideQr(s);
  if (s.lesson) endLesson(s, false);
  newGame(s);
  s.left = null;
  renderKiosk(s);
  if (s.table) refresh(s);
  armIdle(s);
}

/** Leaves kiosk mode (the attribute removed, or the element removed): no clock, no attract loop. @param {State} s */
export function stopKiosk(s) {
  clearTimeout(s.idleTimer);
  clearTimeout(s.attractTimer);
  if (s.attract) {
    s.attract = false;
    if (s.host.isConnected && s.table) startVisit(s);
  }
  renderKiosk(s);
}

async function toggleFullscreen(s) {
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await s.host.requestFullscreen();
  } catch {
    // refused (no user activation, a frame without allowfullscreen): nothing to do
  }
  renderKiosk(s);
}

/** The kiosk's buttons and the invitation, in the element's language. @param {State} s */
export function renderKiosk(s) {
  if (!s.els.again) return;
  const on = kioskOn(s.host);
  const { t } = s;
  s.els.again.hidden = !on;
  s.els.again.textContent = `↺ ${t("kiosk.again")}`;
  s.els.phone.hidden = !on || s.attract;
  s.els.phone.textContent = `▦ ${t("kiosk.phoneButton")}`;
  s.els.phone.setAttribute("aria-pressed", String(Boolean(s.qr)));
  s.els.fullscreen.hidden = !on || !document.fullscreenEnabled;
  const full = Boolean(document.fullscreenElement);
  s.els.fullscreen.textContent = "⛶";
  s.els.fullscreen.title = t(full ? "kiosk.exitFullscreen" : "kiosk.fullscreen");
  s.els.fullscreen.setAttribute("aria-label", s.els.fullscreen.title);
  s.els.fullscreen.setAttribute("aria-pressed", String(full));
  s.els.invite.hidden = !(on && s.attract);
  s.els.invite.firstElementChild.textContent = t("kiosk.invite", { game: gameName(s.host.getAttribute("game") || "kpe") });
  if (!on) hideQr(s);
  else renderQr(s);
}
