// Every string a visitor sees or hears, in one replaceable table per language (STYLE.md).
// An entry is either a template with {name} slots or a function of the parameters (for plurals).
// Add a language by adding a table with the same keys; `translator` falls back to English.

const countEn = (one, many) => ({ n }) => (n === 0 ? `no ${many}` : n === 1 ? `1 ${one}` : `${n} ${many}`);
const countFr = (one, many) => ({ n }) => (n === 0 ? `aucun ${one}` : n === 1 ? `1 ${one}` : `${n} ${many}`);
const listEn = (items) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);
const listFr = (items) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`);

export const tables = {
  en: {
    "player.0": "South",
    "player.1": "North",
    "player.n": "Player {n}",
    "counters.kpe": countEn("stone", "stones"),
    "counters.bay-khom": countEn("shell", "shells"),
    "counters.default": countEn("counter", "counters"),
    "hole.kpe": "Pit {n}",
    "hole.bay-khom": "House {n}",
    "head.bay-khom": "Head {n}",
    "owner.mine": "yours",
    "owner.theirs": "{player}'s",
    "owner.out": "out of play this round",
    "hole.label": "{place}, {count}, {owner}",
    "hole.cannot": "cannot be played now",
    "board.label": "{game} board",
    "turn": "{player} to move",
    "turn.marker": "to move",
    "captured": "captured {n}",
    "reserve": "reserve {n}",
    "round": "Round {n}",
    "phase.refill": "{player} chooses which houses to fill",
    "over.win": "{player} wins, {a} to {b}",
    "over.draw": "Draw, {a} to {b}",
    "over.title": "Game over",
    "reason.no-stones": "the player to move has no stone left",
    "reason.repetition": "a position came back (a loop)",
    "reason.no-capture-limit": "too many moves without a capture",
    "said.sow": "{player} sowed {place}{dir}: {count}",
    "said.dir.+": "counter-clockwise",
    "said.dir.-": "clockwise",
    "said.relay": ({ n }) => (n === 1 ? "1 relay" : `${n} relays`),
    "said.captured": "captured {n}",
    "said.nothing": "no capture",
    "said.fill": "{player} filled {list}",
    "said.pass": "{player} passed",
    "said.undo": "Move taken back. {turn}.",
    "said.redo": "Move played again.",
    "said.new": "New game. {turn}.",
    "said.loaded": "Game loaded. {turn}.",
    "said.nothingToUndo": "Nothing to take back.",
    "said.nothingToRedo": "Nothing to play again.",
    "said.over": "Game over: {result}.",
    "choice.which": "{place}: which way?",
    "choice.dir.+": "Sow counter-clockwise (+)",
    "choice.dir.-": "Sow clockwise (−)",
    "choice.fill": "Fill {list}",
    "choice.cancel": "Cancel",
    "list": listEn,
    "loading": "Setting out the board…",
    "comingSoon": "{game} is coming soon: its rules are still being written.",
    "noRenderer": "{game} cannot be drawn by this board yet.",
    "failed": "The game could not start: {message}",
    // the demo page
    "demo.title": "folkgames — traditional board games",
    "demo.tagline": "Sowing and racing games from West Africa, Cambodia and the Sahara, to play together on one screen.",
    "demo.language": "Language",
    "demo.pick": "Choose a game",
    "demo.soon": "coming soon",
    "demo.new": "New game",
    "demo.undo": "Undo",
    "demo.redo": "Redo",
    "demo.turn": "Whose turn",
    "demo.totals": "Captured so far",
    "demo.totals.bay-khom": "Reserves",
    "demo.result": "Result",
    "demo.playing": "The game is on.",
    "demo.rules": "How to play",
    "demo.rulesLink": "Read the full rules of {game}",
    "demo.howto": "Click or tap one of your pits, or use Tab, the arrow keys and Enter. Two people take turns on the same screen.",
    "demo.origin": "From: {origin}",
    "demo.footer": "Rules engine in Rust and WebAssembly; the board decides no rule, it asks the engine.",
    "rules.kpe": [
      "Two rows of four pits, six stones in each. South owns the bottom row, North the top row.",
      "On your turn, lift all the stones of one of your pits and sow them one by one, counter-clockwise.",
      "You may capture only after you have started a move from each of your four pits.",
      "If your last stone makes 2 or 4 in an opponent's pit, take them, and keep taking backwards while the pits hold 2 or 4.",
      "If your opponent has no stones, you must give them some if you can. Most stones at the end wins.",
    ],
    "rules.bay-khom": [
      "Ten holes in an oval: four houses and a head for each player; shells are sown in either direction.",
      "When the last shell falls, lift the next hole and sow on; an empty hole followed by a full one is captured.",
      "Rounds go on until one player cannot fill their head and a house.",
    ],
    "rules.siryu": [
      "A race game: each player's father, mother and angel go on pilgrimage round the board.",
      "Six split sticks are thrown to move; landing on a rival sends them home.",
    ],
  },
  fr: {
    "player.0": "Sud",
    "player.1": "Nord",
    "player.n": "Joueur {n}",
    "counters.kpe": countFr("pierre", "pierres"),
    "counters.bay-khom": countFr("coquillage", "coquillages"),
    "counters.default": countFr("pion", "pions"),
    "hole.kpe": "Case {n}",
    "hole.bay-khom": "Maison {n}",
    "head.bay-khom": "Tête {n}",
    "owner.mine": "à vous",
    "owner.theirs": "à {player}",
    "owner.out": "hors jeu pour cette manche",
    "hole.label": "{place}, {count}, {owner}",
    "hole.cannot": "ne peut pas être jouée maintenant",
    "board.label": "Plateau de {game}",
    "turn": "Au tour de {player}",
    "turn.marker": "joue",
    "captured": "{n} prises",
    "reserve": "réserve {n}",
    "round": "Manche {n}",
    "phase.refill": "{player} choisit les maisons à remplir",
    "over.win": "{player} gagne, {a} à {b}",
    "over.draw": "Match nul, {a} à {b}",
    "over.title": "Partie terminée",
    "reason.no-stones": "le joueur au trait n’a plus de pierre",
    "reason.repetition": "une position est revenue (une boucle)",
    "reason.no-capture-limit": "trop de coups sans prise",
    "said.sow": "{player} a semé {place}{dir} : {count}",
    "said.dir.+": "dans le sens inverse des aiguilles d’une montre",
    "said.dir.-": "dans le sens des aiguilles d’une montre",
    "said.relay": ({ n }) => (n === 1 ? "1 relance" : `${n} relances`),
    "said.captured": "{n} prises",
    "said.nothing": "aucune prise",
    "said.fill": "{player} a rempli {list}",
    "said.pass": "{player} passe",
    "said.undo": "Coup annulé. {turn}.",
    "said.redo": "Coup rejoué.",
    "said.new": "Nouvelle partie. {turn}.",
    "said.loaded": "Partie chargée. {turn}.",
    "said.nothingToUndo": "Aucun coup à annuler.",
    "said.nothingToRedo": "Aucun coup à rejouer.",
    "said.over": "Partie terminée : {result}.",
    "choice.which": "{place} : dans quel sens ?",
    "choice.dir.+": "Semer dans le sens inverse des aiguilles (+)",
    "choice.dir.-": "Semer dans le sens des aiguilles (−)",
    "choice.fill": "Remplir {list}",
    "choice.cancel": "Annuler",
    "list": listFr,
    "loading": "Mise en place du plateau…",
    "comingSoon": "{game} arrive bientôt : ses règles sont en cours d’écriture.",
    "noRenderer": "{game} ne peut pas encore être dessiné par ce plateau.",
    "failed": "La partie n’a pas pu commencer : {message}",
    // la page de démonstration
    "demo.title": "folkgames — jeux de plateau traditionnels",
    "demo.tagline": "Jeux de semailles et de course d’Afrique de l’Ouest, du Cambodge et du Sahara, à jouer à deux sur un même écran.",
    "demo.language": "Langue",
    "demo.pick": "Choisir un jeu",
    "demo.soon": "bientôt",
    "demo.new": "Nouvelle partie",
    "demo.undo": "Annuler",
    "demo.redo": "Rejouer",
    "demo.turn": "À qui de jouer",
    "demo.totals": "Prises",
    "demo.totals.bay-khom": "Réserves",
    "demo.result": "Résultat",
    "demo.playing": "La partie est en cours.",
    "demo.rules": "Comment jouer",
    "demo.rulesLink": "Lire les règles complètes de {game}",
    "demo.howto": "Cliquez ou touchez une de vos cases, ou utilisez Tab, les flèches et Entrée. Deux personnes jouent à tour de rôle sur le même écran.",
    "demo.origin": "Origine : {origin}",
    "demo.footer": "Moteur de règles en Rust et WebAssembly ; le plateau ne décide d’aucune règle, il interroge le moteur.",
    "rules.kpe": [
      "Deux rangées de quatre cases, six pierres dans chacune. Sud a la rangée du bas, Nord celle du haut.",
      "À votre tour, prenez toutes les pierres d’une de vos cases et semez-les une à une, dans le sens inverse des aiguilles d’une montre.",
      "Vous ne pouvez prendre qu’après avoir joué au moins une fois chacune de vos quatre cases.",
      "Si votre dernière pierre fait 2 ou 4 dans une case adverse, prenez-les, puis continuez en arrière tant que les cases ont 2 ou 4.",
      "Si l’adversaire n’a plus de pierres, vous devez lui en donner si vous le pouvez. Le plus de pierres à la fin gagne.",
    ],
    "rules.bay-khom": [
      "Dix trous en ovale : quatre maisons et une tête par joueur ; on sème dans un sens ou dans l’autre.",
      "Quand le dernier coquillage tombe, on relève le trou suivant et on continue ; un trou vide suivi d’un trou plein est pris.",
      "Les manches se suivent jusqu’à ce qu’un joueur ne puisse plus remplir sa tête et une maison.",
    ],
    "rules.siryu": [
      "Un jeu de course : le père, la mère et l’ange de chaque joueur partent en pèlerinage autour du plateau.",
      "On lance six baguettes fendues pour avancer ; tomber sur un rival le renvoie chez lui.",
    ],
  },
};

/** The language to use: the attribute if we have it, else the browser's, else English. */
export function pickLang(attr) {
  const wanted = [attr, ...(globalThis.navigator?.languages ?? [globalThis.navigator?.language])];
  for (const tag of wanted) {
    const base = typeof tag === "string" ? tag.toLowerCase().split("-")[0] : "";
    if (base in tables) return base;
  }
  return "en";
}

/** A function t(key, params) for one language; `extra` replaces entries (an embedder's own strings). */
export function translator(lang, extra = {}) {
  const table = { ...tables.en, ...tables[lang], ...extra };
  const t = (key, params = {}) => {
    const entry = table[key];
    if (entry === undefined) return key;
    if (typeof entry === "function") return entry(params);
    if (Array.isArray(entry)) return entry;
    return entry.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
  };
  t.lang = lang in tables ? lang : "en";
  t.list = (items) => table.list(items);
  return t;
}
