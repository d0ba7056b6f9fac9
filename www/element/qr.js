// @ts-check
// "Continue on your phone" (kiosk mode): the game's share link (share.js) as a QR code that a
// phone's camera reads, drawn on a canvas in a panel of the element (part `qr`), with a line that
// says what to do and a Close button. The code is made by qrcode-generator (a runtime dependency,
// vendored next to the package entry by scripts/build.sh), loaded the first time it is shown.

import { shareLink } from "./share.js";
import { actButton } from "./input.js";

/** @typedef {import("./state.js").State} State */

const QUIET = 4; // modules of white around the code, as the standard asks
const PIXELS = 300; // about the code's width on screen (CSS px): a phone reads it from arm's length

/** @type {Promise<any> | null} */
let maker = null;
const qrcode = () => (maker ??= import("../lib/qrcode.js").then((m) => m.default));

/** Shows the panel with the QR code of the game on the board now; false when there is no game. @param {State} s */
export async function showQr(s) {
  const link = shareLink(s);
  if (!link) return false;
  const make = await qrcode();
  const code = make(0, "L"); // the smallest version that holds the link: a screen is not torn or stained
  code.addData(link, "Byte");
  code.make();
  const n = code.getModuleCount();
  const cell = Math.max(2, Math.floor(PIXELS / (n + QUIET * 2)));
  const size = (n + QUIET * 2) * cell;
  const canvas = document.createElement("canvas");
  const ratio = Math.max(1, Math.round(globalThis.devicePixelRatio || 1));
  canvas.width = canvas.height = size * ratio;
  canvas.style.width = canvas.style.height = `${size}px`;
  const ctx = canvas.getContext("2d");
  ctx.scale(ratio, ratio);
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = "#000000";
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (code.isDark(r, c)) ctx.fillRect((c + QUIET) * cell, (r + QUIET) * cell, cell, cell);
  canvas.dataset.link = link;
  canvas.setAttribute("role", "img");
  s.qr = { canvas, save: s.table.game.save() };
  renderQr(s);
  return true;
}

/** Hides the panel. @param {State} s */
export function hideQr(s) {
  if (!s.qr) return;
  s.qr = null;
  renderQr(s);
}

/** The panel in the element's language (again after the language changes). @param {State} s */
export function renderQr(s) {
  const box = s.els.qr;
  if (!box) return;
  box.hidden = !s.qr;
  if (!s.qr) return box.replaceChildren();
  const { t } = s;
  const line = (cls, key) => Object.assign(document.createElement("p"), { className: cls, id: cls, textContent: t(key) });
  s.qr.canvas.setAttribute("aria-label", t("kiosk.qrLabel"));
  box.setAttribute("aria-labelledby", "qr-title");
  box.replaceChildren(line("qr-title", "kiosk.phone"), s.qr.canvas, line("qr-text", "kiosk.scan"), actButton(t("kiosk.close"), () => hideQr(s)));
}
