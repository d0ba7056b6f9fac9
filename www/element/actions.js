// @ts-check
// What to do below the board, in one place that keeps its size: a choice's options (Bày Khòm's
// two directions, Siryu's pieces with where each would go), the refill confirmation, the sticks
// when a throw is due (throw, throw for me, or enter a throw of real sticks), and moves played
// from no place (pass); while a past position is shown, back to the game or play on from there;
// "Try again" when the computer could not play its turn; the coach's question (coach.js). While a move is animated or the computer plays, the controls stay where
// they are, disabled, so nothing moves under the pointer.

import { actButton } from "./input.js";

/**
 * @param {HTMLElement} box
 * @param {object} s  what to offer: { t, waiting, viewing, coach, retry, choice, fill, throwing, offBoard, hint }
 * @param {object} on  what the buttons do
 */
export function renderActions(box, s, on) {
  if (s.waiting) {
    box.classList.add("waiting");
    for (const c of box.querySelectorAll("button, input")) /** @type {HTMLButtonElement} */ (c).disabled = true;
    return;
  }
  box.classList.remove("waiting");
  const { t } = s;
  const nodes = [];
  if (s.viewing) {
    const live = actButton(t("view.live"), () => on.live(), "act view");
    live.dataset.key = "live";
    const playOn = actButton(t("view.playOn"), () => on.playOn(), "act primary view");
    playOn.dataset.key = "play-on";
    nodes.push(live, playOn);
  } else if (s.coach) {
    const anyway = actButton(s.coach.anyway, () => on.anyway(), "act");
    anyway.dataset.key = "coach-anyway";
    const again = actButton(s.coach.again, () => on.again(), "act primary");
    again.dataset.key = "coach-again";
    nodes.push(prompt(s.coach.text), anyway, again);
  } else if (s.retry) {
    const retry = actButton(t("load.retry"), () => on.retry(), "act primary");
    retry.dataset.key = "retry";
    nodes.push(retry);
  } else if (s.choice) {
    nodes.push(prompt(s.choice.title));
    s.choice.options.forEach(({ option, label }, i) => {
      const b = actButton(label, () => on.choose(option), "act option", on.accept);
      b.dataset.key = `option${i}`;
      b.disabled = !option.legal;
      nodes.push(b);
    });
    const cancel = actButton(t("choice.cancel"), () => on.cancel(), "act", on.accept);
    cancel.dataset.key = "cancel";
    nodes.push(cancel);
  } else if (s.fill) {
    const go = actButton(s.fill.label, () => on.fill(), "act primary");
    go.dataset.key = "fill";
    go.disabled = !s.fill.ready;
    nodes.push(prompt(s.fill.prompt), go);
  } else if (s.throwing) {
    // the real sticks' panel open as the page shows it: its toggle event comes a task after it
    // opens or closes, and a render in between (a relayout for the panel's height) must not undo that
    const shown = /** @type {HTMLDetailsElement | null} */ (box.querySelector("details.real"));
    nodes.push(...throwControls(t, { ...s.throwing, open: shown ? shown.open : s.throwing.open }, on));
  } else {
    for (const { move, label } of s.offBoard) {
      const b = actButton(label, () => on.play(move), "act primary");
      b.dataset.key = `move-${move.kind}`;
      nodes.push(b);
    }
  }
  if (s.hint) for (const b of nodes) if (b.dataset?.key === s.hint) b.classList.add("hinted");
  const focused = /** @type {any} */ (box.getRootNode()).activeElement;
  const keep = focused && box.contains(focused) ? focused.dataset.key : null;
  box.replaceChildren(...nodes);
  if (keep) /** @type {HTMLElement | null} */ (box.querySelector(`[data-key="${keep}"]`))?.focus();
}

/** The words above a group of buttons (a choice's title, the refill's count, the coach's question). */
function prompt(text) {
  const p = document.createElement("span");
  p.className = "prompt";
  p.textContent = text;
  return p;
}

/** Throw the sticks; throw for me (each turn of a person, after a short pause); or a throw of
 *  real sticks, entered stick by stick (○ white face up, ● black: the shape says it, not only the colour). */
function throwControls(t, throwing, on) {
  const roll = actButton(t("sticks.throw"), () => on.roll(), "act primary");
  roll.dataset.key = "roll";
  const auto = document.createElement("label");
  auto.className = "auto";
  const box = document.createElement("input");
  box.type = "checkbox";
  box.checked = throwing.auto;
  box.dataset.key = "auto";
  box.addEventListener("change", () => on.auto(box.checked));
  auto.append(box, t("sticks.auto"));
  const real = document.createElement("details");
  real.className = "real";
  const summary = document.createElement("summary");
  summary.textContent = t("sticks.real");
  summary.dataset.key = "real";
  const set = document.createElement("fieldset");
  set.className = "sticks";
  const legend = document.createElement("legend");
  legend.textContent = t("sticks.enter");
  set.append(legend);
  throwing.sticks.forEach((white, i) => {
    const b = actButton(white ? t("sticks.w") : t("sticks.b"), () => on.toggleStick(i), "stick");
    b.dataset.key = `stick${i}`;
    b.setAttribute("aria-pressed", String(white));
    b.setAttribute("aria-label", t("sticks.label", { n: i + 1, face: white ? t("sticks.white") : t("sticks.black") }));
    set.append(b);
  });
  const whites = throwing.sticks.filter(Boolean).length;
  const enter = actButton(t("sticks.submit", { n: whites }), () => on.enter(), "act");
  enter.dataset.key = "enter";
  set.append(enter);
  real.append(summary, set);
  real.open = throwing.open;
  real.addEventListener("toggle", () => on.real(real.open));
  return [roll, auto, real];
}
