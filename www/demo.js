// The demo page: a game picker from the engine's catalogue, one <folk-game>, its controls and a
// side panel that reads the element's events. Everything shown comes from the engine,
// the language packs (element/lang/*.js: the words, the rules). A "share" link carries game.save() in the URL fragment
// (#save=…, base64url) and who plays in its query (?vs=computer&side=0&level=easy, or ?seats=1,2);
// when the board shows an earlier position (`viewing`), the query's ply=… opens the game there.
// ?kiosk (and ?idle=seconds) puts the board in kiosk mode: no share link, no settings, no game
// opened from the address, the language kept.

import init, { Game, GameError, catalogue, initGame } from "./lib/js/folkgames.js";
import "./element/folk-game.js";
import { loadPack, pickLang, translator, typesetFor } from "./element/i18n.js";
import { rulesOf } from "./element/rules.js";
import { decodeSave } from "./element/share.js";
import { shownGame, speedOf } from "./element/config.js";
import { gameMinutes, presetOptions } from "./element/visit.js";
import { renderFacts } from "./facts.js";

const $ = (id) => document.getElementById(id);
const board = $("board");
const params = new URLSearchParams(location.search);
let lang = pickLang(params.get("lang"));
let t = translator(lang);
let games = [];
const kiosk = params.has("kiosk");
if (kiosk) {
  board.setAttribute("kiosk", "");
  if (params.has("idle")) board.setAttribute("idle-timeout", params.get("idle"));
  document.body.classList.add("kiosk"); // style.css hides the share link and the settings
}

/** A game is playable when the engine can make one; `unknown_game` means its rules are not in yet,
 *  `game_not_loaded` that they are in a module of their own, which the board loads when it is picked. */
function available(id) {
  try {
    new Game(id, { seed: 1 }).free();
    return true;
  } catch (e) {
    if (e instanceof GameError && e.code === "unknown_game") return false;
    if (e instanceof GameError && e.code === "game_not_loaded") return true;
    throw e;
  }
}

const currentGame = () => games.find((x) => x.id === board.getAttribute("game"));

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
      name.textContent = g.name; // the game's own name in its own spelling
      const origin = document.createElement("span");
      origin.className = "where";
      origin.textContent = g.origins?.[lang] ?? g.origin;
      b.append(name, origin);
      const time = g.available ? gameMinutes(board, g.id, speedOf(board)) : null;
      if (time) {
        // the short form on a phone's narrow buttons (style.css), so that it stays on one line
        const range = time.high > time.median ? "Range" : "";
        const words = { min: time.median, max: time.high };
        b.append(el("span", "time long", t(`demo.minutes${range}`, words)), el("span", "time short", t(`demo.minutes${range}Short`, words)));
      }
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

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function renderRules(id) {
  const r = rulesOf(id, lang);
  if (!r) return;
  const typeset = typesetFor(lang);
  $("rules-intro").textContent = typeset(r.intro);
  $("game-intro").textContent = typeset(r.intro);
  $("legend").textContent = t(`demo.legend.${id}`);
  renderFacts(id, lang, $("facts-title"), $("facts"));
  $("rules").replaceChildren(
    ...r.rules.map(([text, src]) => {
      const li = el("li", src === "ours" ? "ours" : "");
      li.append(typeset(text), " ");
      li.append(el("span", src === "ours" ? "tag ours" : "tag", src === "ours" ? t("demo.ours") : `[${src}]`));
      return li;
    }),
  );
  $("sources").replaceChildren(
    ...Object.entries(r.sources).map(([k, v]) => {
      const li = el("li");
      li.append(el("span", "tag", `[${k}]`), ` ${typeset(v)}`);
      return li;
    }),
    (() => {
      const li = el("li");
      li.append(el("span", "tag ours", t("demo.ours")), ` ${t("demo.oursMeans")}`);
      return li;
    })(),
  );
}

/** A ruleset's name in the page's language (the catalogue's, when the pack has none). */
const rulesetName = (r) => (t(`ruleset.${r.id}`) === `ruleset.${r.id}` ? r.name : t(`ruleset.${r.id}`));

function renderGameInfo() {
  const g = currentGame();
  if (!g) return;
  $("game-title").textContent = g.name;
  $("origin").textContent = t("demo.origin", { origin: g.origins?.[lang] ?? g.origin });
  renderRules(g.id);
  const siryu = g.id === "siryu";
  $("ruleset-options").hidden = g.rulesets.length < 2;
  const chosen = board.state?.ruleset ?? g.rulesets[0]?.id;
  $("ruleset").replaceChildren(
    ...g.rulesets.map((r) => {
      const o = el("option", "", rulesetName(r));
      o.value = r.id;
      o.selected = r.id === chosen;
      return o;
    }),
  );
  renderRulesNow(board.state);
  $("siryu-options").hidden = !siryu;
  $("totals-title").textContent = t(g.id === "bay-khom" ? "demo.totals.bay-khom" : siryu ? "demo.totals.siryu" : "demo.totals");
  $("howto").textContent = t(siryu ? "demo.howto.siryu" : g.id === "bay-khom" ? "demo.howto.bay-khom" : "demo.howto");
}

function renderTotals(game, totals) {
  const name = (p) => (game === "siryu" ? t("player.n", { n: p + 1 }) : t(`player.${p}`));
  $("totals").replaceChildren(...totals.flatMap((n, p) => [el("dt", "", name(p)), el("dd", "", String(n))]));
}

/** The rules the game on the board is played by, as its state says (a visit's preset, a ruleset
 *  chosen): the intro describes the game, this line the ruleset in play. */
function renderRulesNow(state) {
  const g = games?.find((x) => x.id === state?.game);
  const now = g?.rulesets.find((r) => r.id === state.ruleset);
  // a visit's preset (the catalogue's): its options other than the ruleset, each in the words of
  // its `demo.visit.<option>` key
  const visit = Object.entries(now ? presetOptions(board, g.id) : {})
    .filter(([name]) => name !== "ruleset")
    .map(([name, value]) => t(`demo.visit.${name}`, { value }));
  const ruleset = now && g.rulesets.length > 1 ? t("demo.rulesNow", { ruleset: rulesetName(now) }) : "";
  $("rules-now").hidden = !ruleset && !visit.length;
  $("rules-now").textContent = [ruleset, ...visit].filter(Boolean).join(" ");
}

function renderPanel(state) {
  renderRulesNow(state);
  if (!state) {
    $("totals").replaceChildren();
    $("result").textContent = "";
    $("undo").disabled = true;
    $("redo").disabled = true;
    $("hint").disabled = true;
    return;
  }
  // Siryu's score: pieces in Mecca, the square the engine's description of the board calls so
  const places = games?.find((g) => g.id === state.game)?.board.places ?? [];
  const inMecca = (list) => list.filter((p) => places[p.square - 1]?.kind === "mecca").length;
  renderTotals(state.game, state.captured ?? state.reserve ?? state.pieces?.map(inMecca) ?? []);
  // the result, and why the game ended (what the element says under its status line)
  $("result").textContent = state.over ? `${board.statusText}. ${board.ending}`.trim() : t("demo.playing");
  $("undo").disabled = !board.canUndo();
  $("redo").disabled = !board.canRedo();
  $("hint").disabled = state.over || board.lesson !== null; // a lesson says what to do itself
  updateShare();
}

/** The share link: the element's (element/share.js), which this page reads back (loadFromHash). */
function updateShare() {
  const link = board.shareLink;
  if (link) $("share").href = link;
}

/** A share link's players: the opponent, side and level chosen again on the page. */
function applyPlayersQuery() {
  const level = params.get("level");
  if (["easy", "medium", "hard"].includes(level)) $("level").value = level;
  // a lone visitor has no one to play: the computer is the opponent unless the link says a person
  // (vs=person) or gives Siryu's seats (seats=, none: people only)
  const vs = params.get("vs");
  $("opponent").value = vs === "person" ? "person" : "computer";
  if (vs === "computer" && ["0", "1"].includes(params.get("side"))) $("side").value = params.get("side");
  const seats = params.has("seats") ? params.get("seats").split(",").filter(Boolean).map(Number) : vs === "person" ? [] : [1];
  for (const box of $("seats").querySelectorAll("input")) box.checked = seats.includes(Number(box.value));
}

/** Siryu's players and short pilgrimage, as the game loaded on the board has them. */
function showLoadedOptions() {
  const s = board.state;
  if (s?.game !== "siryu") return;
  $("players").value = String(s.players);
  $("short").checked = s.stationSirs === 1;
}

/** A kept game continued (the element's `persist`): the page's controls show the game and who
 *  plays it, as the element restored them (what a share link's query does for a link). */
function showContinued() {
  showLoadedOptions();
  renderSeats();
  const seats = board.computer;
  $("level").value = board.level;
  if (board.getAttribute("game") === "siryu") {
    for (const box of $("seats").querySelectorAll("input")) box.checked = seats.includes(Number(box.value));
  } else {
    $("opponent").value = seats.length ? "computer" : "person";
    if (seats.length) $("side").value = String(1 - seats[0]);
  }
  translatePage();
  applyComputer();
}

/** The page's own words and the board's language: nothing here waits for the engine. */
function translateWords() {
  document.documentElement.lang = lang;
  document.documentElement.dir = t.dir;
  document.title = t("demo.title");
  for (const e of document.querySelectorAll("[data-t]")) e.textContent = t(e.dataset.t);
  $("lang").value = lang;
  $("lang").setAttribute("aria-label", t("demo.language"));
  board.setAttribute("lang", lang);
}

function translatePage() {
  translateWords();
  renderSeats();
  renderPicker();
  renderGameInfo();
  renderPanel(board.state);
}

function choose(id) {
  $("load-error").hidden = true;
  $("ruleset").replaceChildren();
  applyOptions(id);
  board.setAttribute("game", id);
  applyComputer();
  renderPicker();
  renderGameInfo();
  // the game before's totals and buttons are not this game's: none until its game is made (its
  // `change`; while its rules load, the board shows its first frame)
  renderPanel(null);
}

/** The page's settings become the element's attributes (a ruleset, Siryu's players and short pilgrimage). */
function applyOptions(id = board.getAttribute("game")) {
  const g = games.find((x) => x.id === id);
  const ruleset = $("ruleset").value;
  if (g && g.rulesets.length > 1 && g.rulesets.some((r) => r.id === ruleset)) board.setAttribute("ruleset", ruleset);
  else board.removeAttribute("ruleset");
  if (id === "siryu") {
    board.setAttribute("players", $("players").value);
    if ($("short").checked) board.setAttribute("station-sirs", "1");
    else board.removeAttribute("station-sirs");
  } else {
    board.removeAttribute("players");
    board.removeAttribute("station-sirs");
  }
}

/** The seat checkboxes for Siryu's computer players, one per player, keeping what was ticked. */
function renderSeats() {
  const n = Number($("players").value);
  const ticked = new Set([...$("seats").querySelectorAll("input:checked")].map((i) => Number(i.value)));
  $("seats").replaceChildren(
    ...Array.from({ length: n }, (_, p) => {
      const label = el("label", "check");
      const box = document.createElement("input");
      box.type = "checkbox";
      box.value = String(p);
      box.checked = ticked.has(p);
      box.addEventListener("change", applyComputer);
      label.append(box, " ", el("span", "", t("player.n", { n: p + 1 })));
      return label;
    }),
  );
}

/** Who the computer plays: the other side of a two-player game, or the ticked Siryu seats. */
function applyComputer() {
  const siryu = board.getAttribute("game") === "siryu";
  let seats = [];
  if (siryu) seats = [...$("seats").querySelectorAll("input:checked")].map((i) => Number(i.value));
  else if ($("opponent").value === "computer") seats = [1 - Number($("side").value)];
  $("opponent-options").hidden = siryu;
  $("side-options").hidden = siryu || !seats.length;
  $("seat-options").hidden = !siryu;
  $("level-options").hidden = !seats.length;
  board.setAttribute("level", $("level").value);
  board.computer = seats;
  updateShare(); // the link says who plays
}

async function loadFromHash() {
  const m = kiosk ? null : /^#save=(.+)$/.exec(location.hash); // a kiosk opens no visitor's game

  if (!m) return false;
  try {
    const save = decodeSave(m[1]);
    try {
      board.load(save);
    } catch (e) {
      // a link that does not name its game (made before links did), of a game whose rules are
      // not loaded: every game's rules, then the save again
      if (!(e instanceof GameError && e.code === "game_not_loaded")) throw e;
      await init();
      board.load(save);
    }
    // the position the sender was looking at; the rest of the game stays in the move list
    const ply = Number(params.get("ply"));
    if (params.has("ply") && Number.isInteger(ply)) board.view(ply);
    showLoadedOptions();
    $("load-error").hidden = true;
    return true;
  } catch (e) {
    void e; // the engine's message is English only; the visitor gets a kind one in their language
    $("load-error").textContent = t("demo.badLink", { why: t("demo.badLinkText") });
    $("load-error").hidden = false;
    return false;
  }
}

$("new").addEventListener("click", (e) => {
  if (e.detail > 1) return; // the second click of a double-click starts nothing
  applyOptions();
  board.newGame();
});
$("undo").addEventListener("click", () => board.undo());
$("start-learn").addEventListener("click", () => board.learn());
/** The first screen's "Play the computer" / "Play a friend": who plays, then a new game. */
function startAgainst(computer) {
  if (board.getAttribute("game") === "siryu") {
    for (const box of $("seats").querySelectorAll("input")) box.checked = computer && box.value === "1";
  } else $("opponent").value = computer ? "computer" : "person";
  applyComputer();
  board.newGame();
}
$("start-computer").addEventListener("click", () => startAgainst(true));
$("start-friend").addEventListener("click", () => startAgainst(false));
$("hint").addEventListener("click", () => board.hint());
for (const id of ["opponent", "side", "level"]) $(id).addEventListener("change", applyComputer);
$("players").addEventListener("change", renderSeats);
$("redo").addEventListener("click", () => board.redo());
$("lang").addEventListener("change", async (e) => {
  const wanted = e.target.value;
  await loadPack(wanted);
  if (e.target.value !== wanted) return; // changed again meanwhile
  lang = wanted;
  t = translator(lang);
  translatePage();
});
$("speed").addEventListener("change", (e) => board.setAttribute("speed", e.target.value));
// Under prefers-reduced-motion the element shows moves at once whatever `speed` says: the menu
// shows what the board does (Off, and why), not the speed it would use otherwise.
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
function showSpeed() {
  const reduced = board.speed === 0 && reducedMotion.matches;
  $("speed").disabled = reduced;
  $("speed").value = reduced ? "0" : (board.getAttribute("speed") ?? "220");
  $("speed-note").hidden = !reduced;
}
reducedMotion.addEventListener("change", showSpeed);
for (const id of ["players", "short", "ruleset"])
  $(id).addEventListener("change", () => {
    applyOptions();
    applyComputer(); // before the new game, so a computer seat beyond the players is gone
    board.newGame();
  });
$("share").addEventListener("click", async (e) => {
  e.preventDefault();
  updateShare();
  history.replaceState(null, "", $("share").href);
  try {
    await navigator.clipboard.writeText($("share").href);
    $("share-note").textContent = t("demo.shareCopied");
  } catch {
    $("share-note").textContent = t("demo.shareInBar");
  }
});
addEventListener("hashchange", loadFromHash);

board.setAttribute("speed", $("speed").value);
showSpeed();
// The board's language and game are set at once: its first frame (before the engine) waits for
// its own words, and draws the game asked for, not Kpé first. The game asked for is set before the
// engine has loaded: the element makes its first game once it has, so no default game is made and
// drawn first. One the engine does not have gives way to Kpé.
board.setAttribute("lang", lang);
const wanted = params.get("game");
if (wanted) {
  applyOptions(wanted);
  board.setAttribute("game", wanted);
}
// Who plays, from the link, before the board's first frame too: against the computer its status
// says "Your move" from the start, and the first game is announced so (the seats' words follow).
renderSeats();
applyPlayersQuery();
applyComputer();
// the page's words in its language, and what the game is, its rules and the board's legend (they
// need no engine): in place before it, so that nothing above or below the board moves when it comes
await loadPack(lang);
t = translator(lang);
translateWords();
renderRules(wanted && rulesOf(wanted, lang) ? wanted : "kpe");
// A load that fails is the element's to say, with its "Try again": the page goes on once that has made a game.
await initGame(shownGame(board)).catch(() => new Promise((made) => board.addEventListener("change", made, { once: true })));
if (wanted && !available(wanted)) {
  applyOptions("kpe");
  board.setAttribute("game", "kpe");
}
// Everything else waits for the board's first frame: the game list, the side panel and the page's
// words are not needed to see the board, and building them first made it appear later. The panel
// listens from then on; translatePage() draws it for the game made meanwhile.
await board.ready;
games = catalogue().map((g) => ({ ...g, available: available(g.id) }));
board.addEventListener("change", (e) => {
  // undo brought back a game of another game than the one picked: the picker and the rules follow
  if (e.detail && e.detail.game !== document.body.dataset.game) {
    renderPicker();
    renderGameInfo();
  }
  renderPanel(e.detail);
});
// Printing the page prints its rules (style.css, @media print) with a diagram of the start
// position drawn by the board itself, drawn when the page is printed (the browser's menu or the
// Print button): drawing it and encoding its PNG blocked the main thread for some 200 ms at every
// load and every change of game (Lighthouse's long tasks). A data: URL image loads at once, so
// the printed page has it.
let diagramSrc = "";
function renderDiagram() {
  const src = board.rulesDiagram() ?? "";
  $("rules-board-img").alt = t("print.diagram");
  if (src === diagramSrc) return;
  diagramSrc = src;
  $("rules-board").hidden = !src;
  if (src) $("rules-board-img").src = src;
}
addEventListener("beforeprint", renderDiagram);
$("print").addEventListener("click", () => {
  renderDiagram();
  print();
});
board.addEventListener("move", () => renderPanel(board.state));
board.addEventListener("viewchange", updateShare);
board.addEventListener("continue", showContinued);
// during a move's animation the totals follow what the board shows (a capture landing, a round's end)
board.addEventListener("scores", (e) => renderTotals(board.getAttribute("game"), e.detail.totals));
loadFromHash();
await loadPack(lang);
t = translator(lang);
translatePage();
applyPlayersQuery();
applyComputer();
document.querySelector("aside.panel").hidden = false;

// Offline: the service worker precaches the page, scripts, styles and the .wasm (www/sw.js). It is
// registered once the page is idle, so its install (which fetches every file again) does not
// compete with the first moves.
if ("serviceWorker" in navigator && location.protocol !== "file:") {
  const register = () => navigator.serviceWorker.register("./sw.js").catch(() => {});
  if ("requestIdleCallback" in globalThis) requestIdleCallback(register, { timeout: 2000 });
  else setTimeout(register, 200);
}
