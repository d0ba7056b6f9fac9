// @ts-check
// Kiosk mode's own work (kiosk.js says what kiosk mode is): its buttons ("Start again", "Continue on
// your phone", fullscreen), the invitation over the board, the idle clock and the attract loop.
// Loaded when an element first has the `kiosk` attribute (later.js, through kiosk.js).

import { newGame } from "./start.js";
import { cancelThinking } from "./turns.js";
import { refresh } from "./sync.js";
import { gameName, shownGame } from "./config.js";
import { endLesson } from "./lesson-part.js";
import { hideQr, renderQr, showQr } from "./qr.js";
import { idleSeconds, kioskOn } from "./kiosk.js";

/** @typedef {import("./state.js").State} State */

/** What the visitor touches, clicks or types: each one restarts the idle clock. */
const INPUT = ["pointerdown", "keydown", "wheel"];

/** Sets kiosk mode up once per element (its buttons and listeners); they do nothing while the
 *  `kiosk` attribute is absent. @param {State} s */
export function attachKiosk(s) {
  if (s.els.again) return;
  const { host } = s;
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
  s.els.invite.firstElementChild.textContent = t("kiosk.invite", { game: gameName(shownGame(s.host)) });
  if (!on) hideQr(s);
  else renderQr(s);
}
