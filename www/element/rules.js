// @ts-check
// The rules of each game, in English and French, written from docs/rules/*.md: every rule carries
// its source, and every decision of this project is marked "ours". A rule is [text, source];
// source is a key of `sources` or "ours". Their one home: the demo page shows them (www/demo.js)
// and the element prints them (print.js), both through `rulesOf`.

const rules = {
  en: {
    kpe: {
      intro: "A mancala of the Bété people of south-western Ivory Coast: two rows of four pits, six stones in each.",
      sources: { CT: "Mancala World, after Jordi Climent Tondo (2012)" },
      rules: [
        ["48 stones, 6 in each pit. South (the bottom row, pits 1-4) moves first; North has the top row, pits 5-8.", "CT"],
        ["A page that shows the game may let North move first instead.", "ours"],
        ["Lift every stone of one of your pits and sow them one by one, counter-clockwise, in a single lap: no relay.", "CT"],
        ["With 8 stones or more the sowing passes the starting pit and drops a stone there too (the source says nothing).", "ours"],
        ["You may not capture before you have started a move from each of your four pits.", "CT"],
        ["The move that starts from your fourth pit may already capture (the source does not say).", "ours"],
        [
          "If your last stone makes 2 or 4 in an opponent's pit, take them; then the pit before it, while it is the opponent's and holds 2 or 4.",
          "CT",
        ],
        ["If your opponent's row is empty, you must give them stones if any move can.", "CT"],
        ["Whether a move gives them stones is judged after its captures.", "ours"],
        [
          "The game ends when the player to move has no stone; each player adds the stones in their own row. The larger total wins; 24-24 is a draw.",
          "CT",
        ],
        ["A position seen twice since the last capture, or 200 moves without a capture, ends the game the same way.", "ours"],
        ["Taking all of your opponent's stones is allowed; the game then ends when they are to move.", "ours"],
      ],
    },
    "bay-khom": {
      intro:
        "A mancala of Cambodia, played at the Khmer New Year: ten holes dug in an oval, shells sown in either direction, relays and chains of captures, over several rounds.",
      sources: {
        PM: "Eveline Porée-Maspero, Étude sur les rites agraires des Cambodgiens, 1962, pp. 65-66",
        DLP: "Digital Ludeme Project, English summary of Porée-Maspero",
        MW: "Mancala World, “Bay Khom” (Ralf Gering): one round",
      },
      rules: [
        ["Each player has four houses and a head: 4 shells in each house, 5 in each head, 42 in all.", "PM"],
        ["The head is on the player's right.", "DLP"],
        ["Choose one of your houses and a direction; sow its shells one by one. Only holes out of play are skipped.", "PM"],
        ["A move never starts from a head (the French says “any hole of one's country”).", "DLP"],
        [
          "After the last shell: if the next hole holds shells, lift them and sow on (a relay); if it is empty and the one after holds shells, capture those, and go on capturing while an empty hole is followed by a full one.",
          "PM",
        ],
        ["Any hole can be captured, yours or your opponent's, house or head.", "PM"],
        ["A move whose relays would go round for ever is not allowed (exact detection, no lap limit).", "ours"],
        ["A round ends when the player to move has nothing in their houses (the source: “it becomes impossible to go on”).", "ours"],
        ["Shells left on the board at the end of a round go to the owner of their hole.", "PM"],
        ["A round also ends when every move is endless or a position comes back a third time.", "ours"],
        [
          "Refill: the head gets 5, then as many houses as possible get 4. A player who cannot fill all four chooses which; the others are out of play this round.",
          "PM",
        ],
        ["The player who filled fewer houses starts the next round (as in Ludii).", "ours"],
        ["A player who cannot refill has lost: the other “has eaten all the shells”.", "PM"],
        ["Cannot refill means fewer than 9 shells: the head and one house.", "ours"],
        ["The tenth round ending with the same totals ends the game; the larger total wins.", "ours"],
        ["The ruleset “one round” (Mancala World) plays a single round: the larger total wins.", "MW"],
      ],
    },
    siryu: {
      intro:
        "A pilgrimage race from the Tabelbala oasis (Algeria): each player leads a father, a mother and an angel from the corner of a 5×5 grid, past the Minaret, to Cairo, Medina and Mecca, with six sticks as dice.",
      sources: {
        C: "F. Champault, Une oasis du Sahara nord-occidental : Tabelbala, 1969, pp. 353-355 (the authority)",
        DLP: "Digital Ludeme Project, English summary of the same",
      },
      rules: [
        [
          "The grid is walked column by column, down, up, down…; 13 is the Minaret; from 25 the pieces leave the grid to 26, 27, 28, then Cairo, Medina, Mecca.",
          "C",
        ],
        ["Every piece starts in the corner: father on 1, angel on 2, mother on 3; pieces may share squares.", "C"],
        ["A throw counts the white faces of six sticks. One or five white is a sir: one sir action, then a bonus throw.", "C"],
        ["Six white gives one bonus throw; six black gives three bonus throws, added and moved by one piece.", "C"],
        ["Two, three or four white: nothing, the turn passes.", "ours"],
        ["Bonus throws are plain points and never give another throw.", "ours"],
        ["A piece starts only with a sir, one square. A started piece moves one square per point; the angel two, on the grid only.", "C"],
        ["Points stop at the gate before the Minaret (12) and at the corner (25); the rest is lost.", "ours"],
        ["A sir climbs the Minaret, comes down, and steps 25 → 26 → 27 → 28; at 28 and at each station three sirs move the piece on.", "C"],
        ["A throw is used whole by one piece; if it can be used it must be; otherwise the player passes.", "ours"],
        ["An opponent's piece passed over on the grid goes back to its start and must begin again with a sir.", "C"],
        ["A piece on the landing square stays; your own pieces are never sent back.", "ours"],
        ["2 to 8 players (the source says “any number”). The first to bring all three pieces to Mecca wins.", "ours"],
        [
          "A faithful game is very long (about 500 turns for two). The short pilgrimage, one sir per station instead of three, is not from the source.",
          "ours",
        ],
      ],
    },
  },
  fr: {
    kpe: {
      intro: "Un jeu de semailles des Bété du sud-ouest de la Côte d’Ivoire : deux rangées de quatre cases, six pierres dans chacune.",
      sources: { CT: "Mancala World, d’après Jordi Climent Tondo (2012)" },
      rules: [
        ["48 pierres, 6 par case. Sud (la rangée du bas, cases 1 à 4) commence ; Nord a la rangée du haut, cases 5 à 8.", "CT"],
        ["Une page qui présente le jeu peut faire commencer Nord.", "ours"],
        [
          "Prenez toutes les pierres d’une de vos cases et semez-les une à une, dans le sens inverse des aiguilles d’une montre, en un seul tour : pas de relance.",
          "CT",
        ],
        ["Avec 8 pierres ou plus, on repasse par la case de départ et on y dépose aussi une pierre (la source n’en dit rien).", "ours"],
        ["On ne peut pas prendre avant d’avoir joué au moins une fois chacune de ses quatre cases.", "CT"],
        ["Le coup qui part de la quatrième case peut déjà prendre (la source ne le dit pas).", "ours"],
        [
          "Si votre dernière pierre fait 2 ou 4 dans une case adverse, prenez-les ; puis la case précédente, tant qu’elle est adverse et contient 2 ou 4.",
          "CT",
        ],
        ["Si la rangée adverse est vide, vous devez lui donner des pierres si un coup le permet.", "CT"],
        ["On juge si un coup lui en donne après ses prises.", "ours"],
        [
          "La partie finit quand le joueur au trait n’a plus de pierre ; chacun ajoute les pierres de sa rangée. Le plus grand total gagne ; 24 à 24 est nul.",
          "CT",
        ],
        ["Une position revue deux fois depuis la dernière prise, ou 200 coups sans prise, finit la partie de la même façon.", "ours"],
        ["On peut prendre toutes les pierres de l’adversaire ; la partie finit alors quand c’est à lui de jouer.", "ours"],
      ],
    },
    "bay-khom": {
      intro:
        "Un jeu de semailles du Cambodge, joué au Nouvel An khmer : dix trous creusés en ovale, des coquillages semés dans un sens ou dans l’autre, des relances et des prises en chaîne, en plusieurs manches.",
      sources: {
        PM: "Eveline Porée-Maspero, Étude sur les rites agraires des Cambodgiens, 1962, p. 65-66",
        DLP: "Digital Ludeme Project, résumé anglais de Porée-Maspero",
        MW: "Mancala World, « Bay Khom » (Ralf Gering) : une seule manche",
      },
      rules: [
        ["Chaque joueur a quatre maisons et une tête : 4 coquillages par maison, 5 par tête, 42 en tout.", "PM"],
        ["La tête est à la droite du joueur.", "DLP"],
        ["Choisissez une de vos maisons et un sens ; semez ses coquillages un à un. Seuls les trous hors jeu sont sautés.", "PM"],
        ["Un coup ne part jamais d’une tête (le français dit « n’importe quelle case de son pays »).", "DLP"],
        [
          "Après le dernier coquillage : si le trou suivant est plein, on le relève et on continue (relance) ; s’il est vide et que le suivant est plein, on prend celui-ci, et on continue de prendre tant qu’un trou vide est suivi d’un trou plein.",
          "PM",
        ],
        ["On peut prendre n’importe quel trou, à soi ou à l’adversaire, maison ou tête.", "PM"],
        ["Un coup dont les relances tourneraient sans fin est interdit (détection exacte, sans limite de tours).", "ours"],
        ["Une manche finit quand le joueur au trait n’a plus rien dans ses maisons (la source : « il est impossible de continuer »).", "ours"],
        ["Ce qui reste sur le plateau à la fin d’une manche revient au propriétaire du trou.", "PM"],
        ["Une manche finit aussi quand tous les coups sont sans fin ou qu’une position revient une troisième fois.", "ours"],
        [
          "Remplissage : la tête reçoit 5, puis autant de maisons que possible reçoivent 4. Qui ne peut pas remplir ses quatre maisons choisit lesquelles ; les autres sont hors jeu pour la manche.",
          "PM",
        ],
        ["Celui qui a rempli le moins de maisons commence la manche suivante (comme dans Ludii).", "ours"],
        ["Un joueur qui ne peut plus remplir a perdu : l’autre « a mangé toutes les coquilles ».", "PM"],
        ["Ne plus pouvoir remplir, c’est avoir moins de 9 coquillages : la tête et une maison.", "ours"],
        ["La dixième manche finie avec les mêmes totaux termine la partie ; le plus grand total gagne.", "ours"],
        ["La variante « une manche » (Mancala World) se joue en une seule manche : le plus grand total gagne.", "MW"],
      ],
    },
    siryu: {
      intro:
        "Une course de pèlerinage de l’oasis de Tabelbala (Algérie) : chaque joueur mène un père, une mère et un ange depuis le coin d’un damier de 5×5, par le minaret, jusqu’au Caire, à Médine et à La Mecque, avec six baguettes pour dés.",
      sources: {
        C: "F. Champault, Une oasis du Sahara nord-occidental : Tabelbala, 1969, p. 353-355 (la référence)",
        DLP: "Digital Ludeme Project, résumé anglais de la même source",
      },
      rules: [
        [
          "On parcourt le damier colonne par colonne, en descendant, en montant… ; 13 est le minaret ; depuis 25 on sort du damier en 26, 27, 28, puis Le Caire, Médine, La Mecque.",
          "C",
        ],
        ["Toutes les pièces partent du coin : le père en 1, l’ange en 2, la mère en 3 ; plusieurs pièces peuvent partager une case.", "C"],
        ["Un lancer compte les faces blanches des six baguettes. Une ou cinq blanches, c’est sir : une action de sir, puis un lancer de plus.", "C"],
        ["Six blanches donnent un lancer de plus ; six noires en donnent trois, additionnés et joués par une seule pièce.", "C"],
        ["Deux, trois ou quatre blanches : rien, le tour passe.", "ours"],
        ["Les lancers de plus comptent des points et ne donnent jamais d’autre lancer.", "ours"],
        [
          "Une pièce ne part que sur un sir, d’une case. Une pièce partie avance d’une case par point ; l’ange de deux, sur le damier seulement.",
          "C",
        ],
        ["Les points s’arrêtent à la porte du minaret (12) et au coin (25) ; le reste est perdu.", "ours"],
        [
          "Un sir fait monter au minaret, en descendre, et avancer de 25 à 26, 27, 28 ; en 28 et à chaque station, il faut trois sirs pour aller plus loin.",
          "C",
        ],
        ["Un lancer est joué en entier par une pièce ; s’il peut servir il doit servir ; sinon le joueur passe.", "ours"],
        ["Une pièce adverse dépassée sur le damier retourne à son départ et doit refaire sir.", "C"],
        ["Une pièce sur la case d’arrivée reste ; on ne renvoie jamais ses propres pièces.", "ours"],
        ["De 2 à 8 joueurs (la source dit « autant qu’on veut »). Le premier qui amène ses trois pièces à La Mecque gagne.", "ours"],
        [
          "Une partie fidèle est très longue (environ 500 tours à deux). Le petit pèlerinage, un sir par station au lieu de trois, n’est pas dans la source.",
          "ours",
        ],
      ],
    },
  },
};

/**
 * The rules of game `id` in `lang` (English when that language has none), or null for a game
 * without written rules.
 * @param {string} id @param {string} lang
 * @returns {{ intro: string, sources: Record<string, string>, rules: [string, string][] } | null}
 */
export function rulesOf(id, lang) {
  return /** @type {any} */ (rules[lang]?.[id] ?? rules.en[id] ?? null);
}
