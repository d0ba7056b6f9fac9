// The demo page: a game picker from the engine's catalogue, one <folk-game>, its controls and a
// side panel that reads the element's events. Everything shown comes from the engine or i18n.js.

import init, { Game, GameError, catalogue } from "./lib/js/folkgames.js";
import "./folk-game.js";
import { resultText } from "./render/mancala.js";
import { pickLang, translator } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const board = $("board");
const params = new URLSearchParams(location.search);
let lang = pickLang(params.get("lang"));
let t = translator(lang);
let games = [];

/** A game is playable when the engine can make one; `unknown_game` means its rules are not in yet. */
function available(id) {
  try {
    new Game(id, { seed: 1 }).free();
    return true;
  } catch (e) {
    if (e instanceof GameError && e.code === "unknown_game") return false;
    throw e;
  }
}

function localName(g) {
  return g.names?.[lang] ?? g.name;
}

function renderPicker() {
  const current = board.getAttribute("game");
  $("games").replaceChildren(
    ...games.map((g) => {
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.type = "button";
      b.className = "game";
      b.dataset.game = g.id;
      b.setAttribute("aria-pressed", String(g.id === current));
      b.disabled = !g.available;
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = g.name;
      const origin = document.createElement("span");
      origin.className = "where";
      origin.textContent = g.origin;
      b.append(name, origin);
      if (!g.available) {
        const soon = document.createElement("span");
        soon.className = "soon";
        soon.textContent = t("demo.soon");
        b.append(soon);
      }
      b.addEventListener("click", () => choose(g.id));
      li.append(b);
      return li;
    }),
  );
}

function renderGameInfo() {
  const g = games.find((x) => x.id === board.getAttribute("game"));
  if (!g) return;
  $("game-title").textContent = localName(g);
  $("origin").textContent = t("demo.origin", { origin: g.origin });
  $("rules").replaceChildren(
    ...t(`rules.${g.id}`).map((line) => {
      const li = document.createElement("li");
      li.textContent = line;
      return li;
    }),
  );
  const link = $("rules-link");
  link.href = `../docs/rules/${g.id}.md`;
  link.textContent = t("demo.rulesLink", { game: g.name });
  $("totals-title").textContent = t(g.id === "bay-khom" ? "demo.totals.bay-khom" : "demo.totals");
}

function renderPanel(state) {
  if (!state) {
    $("turn").textContent = "";
    $("totals").replaceChildren();
    $("result").textContent = "";
    $("undo").disabled = true;
    return;
  }
  const marker = state.over ? "■" : state.toMove === 0 ? "▼" : "▲";
  const who = state.over ? t("over.title") : t("turn", { player: t(`player.${state.toMove}`) });
  $("turn").textContent = `${marker} ${who}`;
  const totals = state.captured ?? state.reserve ?? [];
  $("totals").replaceChildren(
    ...totals.flatMap((n, p) => {
      const dt = document.createElement("dt");
      dt.textContent = t(`player.${p}`);
      const dd = document.createElement("dd");
      dd.textContent = String(n);
      return [dt, dd];
    }),
  );
  $("result").textContent = state.over && state.result ? resultText(state.result, t) : t("demo.playing");
  $("undo").disabled = state.ply === 0;
}

function translatePage() {
  document.documentElement.lang = lang;
  document.title = t("demo.title");
  for (const el of document.querySelectorAll("[data-t]")) el.textContent = t(el.dataset.t);
  $("lang").value = lang;
  board.setAttribute("lang", lang);
  renderPicker();
  renderGameInfo();
  renderPanel(board.state);
}

function choose(id) {
  board.setAttribute("game", id);
  renderPicker();
  renderGameInfo();
}

board.addEventListener("change", (e) => renderPanel(e.detail));
$("new").addEventListener("click", () => board.newGame());
$("undo").addEventListener("click", () => board.undo());
$("redo").addEventListener("click", () => board.redo());
$("lang").addEventListener("change", (e) => {
  lang = e.target.value;
  t = translator(lang);
  translatePage();
});

await init();
games = catalogue().map((g) => ({ ...g, available: available(g.id) }));
const wanted = params.get("game");
if (wanted && games.some((g) => g.id === wanted && g.available)) board.setAttribute("game", wanted);
translatePage();
