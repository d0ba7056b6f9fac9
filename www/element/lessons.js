// @ts-check
// The lessons: for each game, steps that each set up a position with the engine's
// Game.fromPosition (never a drawn picture), explain one rule in the words of rules/*.md, and ask
// for a move that the element checks before playing it. The lesson's words, English and French,
// live here and only here; the panel's own words (step n of m, next, leave) are in i18n.js.

import { actButton } from "./input.js";
import { frenchSpacing } from "./i18n.js";

const opened = (south, north) => [south, north];
const ALL = [true, true, true, true];
const NONE = [false, false, false, false];
const NO_HOLE_OUT = Array(10).fill(false);
/** A Bày Khòm position of round 1, South to move. */
const country = (holes, reserve) => ({ holes, reserve, eliminated: NO_HOLE_OUT, toMove: 0, round: 1 });
/** A Siryu piece set out on `square`; without one, still waiting on its start square (the
 * engine's: `positionOf` puts it there). */
const piece = (kind, square, stations = 0) => (square === undefined ? { kind, home: true } : { kind, square, started: true, stations });
/** A Siryu position of two players (each a father, a mother and an angel), Player 1 (seat 0) to throw. */
const pilgrims = (...players) => ({ pieces: players, seat: 0 });
const home = () => [piece("father"), piece("mother"), piece("angel")];
const thrown = (...whites) => whites.map((n) => ({ kind: "throw", whites: n }));

/**
 * A step: its position (the state to set up with Game.fromPosition; none: the game goes on from
 * the step before), the moves the lesson itself plays there (Siryu's throws), the move it asks
 * for (any of `expect`, each matched on the keys it gives), and its words.
 * @typedef {{ en: string, fr: string }} Words
 * @typedef {{ title: Words, position?: Record<string, any>, before?: Record<string, any>[], text: Words, expect: Record<string, any>[], hint: Words, done: Words }} Step
 */

/** @type {Record<string, Step[]>} */
export const lessons = {
  kpe: [
    {
      title: { en: "Sowing", fr: "Semer" },
      position: { pits: [6, 6, 6, 6, 6, 6, 6, 6], captured: [0, 0], opened: opened(NONE, NONE), toMove: 0 },
      text: {
        en: "Kpé has two rows of four pits, six stones in each. You play South: your pits are the bottom row, 1 to 4. A move lifts all the stones of one of your pits and drops them one by one into the next pits, counter-clockwise: right along your row, then left along North's. Sow pit 3.",
        fr: "Le kpé se joue sur deux rangées de quatre cases, six pierres dans chacune. Vous jouez Sud : vos cases sont la rangée du bas, de 1 à 4. Un coup prend toutes les pierres d’une de vos cases et les sème une à une dans les cases suivantes, dans le sens inverse des aiguilles d’une montre : vers la droite dans votre rangée, puis vers la gauche dans celle de Nord. Semez la case 3.",
      },
      expect: [{ kind: "sow", pit: 2 }],
      hint: { en: "Sow pit 3, the third pit of your row from the left.", fr: "Semez la case 3, la troisième de votre rangée en partant de la gauche." },
      done: {
        en: "Its 6 stones went one each into pits 4, 5, 6, 7 and 8 and into your pit 1. Nothing is taken yet: you may capture only once you have started a move from each of your four pits.",
        fr: "Ses 6 pierres sont allées une à une dans les cases 4, 5, 6, 7 et 8, puis dans votre case 1. Rien n’est pris : on ne peut prendre qu’après avoir commencé un coup depuis chacune de ses quatre cases.",
      },
    },
    {
      title: { en: "The capture lock", fr: "Le verrou des prises" },
      position: { pits: [2, 5, 6, 1, 1, 6, 5, 4], captured: [0, 18], opened: opened([true, true, true, false], ALL), toMove: 0 },
      text: {
        en: "If your last stone lands in one of North's pits and makes it 2 or 4, you take them, but only once you have started a move from each of your four pits. You have started from pits 1, 2 and 3, never from pit 4. Its one stone would make North's pit 5 hold 2, and this move opens your fourth pit, so it may already capture. Play pit 4.",
        fr: "Si votre dernière pierre tombe dans une case de Nord et y fait 2 ou 4, vous les prenez, mais seulement après avoir commencé un coup depuis chacune de vos quatre cases. Vous avez commencé depuis les cases 1, 2 et 3, jamais depuis la case 4. Sa pierre ferait 2 dans la case 5 de Nord, et ce coup ouvre votre quatrième case : il peut déjà prendre. Jouez la case 4.",
      },
      expect: [{ kind: "sow", pit: 3 }],
      hint: { en: "Play pit 4, the one pit you have not started from yet.", fr: "Jouez la case 4, la seule d’où vous n’avez pas encore commencé." },
      done: {
        en: "Pit 5 held 2: you took them. Had you never started from pit 1, the same move would take nothing.",
        fr: "La case 5 contenait 2 pierres : vous les avez prises. Si vous n’aviez jamais commencé depuis la case 1, le même coup ne prendrait rien.",
      },
    },
    {
      title: { en: "A chain of captures", fr: "Des prises en chaîne" },
      position: { pits: [0, 5, 3, 1, 1, 3, 1, 6], captured: [14, 14], opened: opened(ALL, ALL), toMove: 0 },
      text: {
        en: "After a capture, look at the pit before it, back the way you sowed: 2 or 4 there are taken too, and so on, until a pit holds another number or the chain reaches your own row. Both players have started from all their pits. Sow pit 2 and its 5 stones.",
        fr: "Après une prise, regardez la case d’avant, en revenant dans le sens du semis : 2 ou 4 pierres y sont prises aussi, et ainsi de suite, jusqu’à une case qui en contient un autre nombre ou jusqu’à votre propre rangée. Les deux joueurs ont commencé depuis toutes leurs cases. Semez la case 2 et ses 5 pierres.",
      },
      expect: [{ kind: "sow", pit: 1 }],
      hint: { en: "Sow pit 2: its last stone lands in pit 7.", fr: "Semez la case 2 : sa dernière pierre tombe dans la case 7." },
      done: {
        en: "Your last stone made pit 7 hold 2: taken; then pit 6 (4) and pit 5 (2): 8 stones. The pit before is your own pit 4: the chain stops there, your own pits are never taken.",
        fr: "Votre dernière pierre a fait 2 dans la case 7 : prises ; puis la case 6 (4) et la case 5 (2) : 8 pierres. La case d’avant est votre case 4 : la chaîne s’arrête là, vos propres cases ne sont jamais prises.",
      },
    },
    {
      title: { en: "Feeding", fr: "Nourrir" },
      position: { pits: [3, 0, 2, 0, 0, 0, 0, 0], captured: [20, 23], opened: opened(ALL, ALL), toMove: 0 },
      text: {
        en: "North has no stone left. When the other player's row is empty at the start of your turn, you must play a move that gives them stones, whenever one does. The 3 stones of pit 1 would stay in your row; the 2 of pit 3 reach North. Feed North.",
        fr: "Nord n’a plus de pierre. Quand la rangée de l’adversaire est vide au début de votre tour, vous devez jouer un coup qui lui en donne, chaque fois que c’est possible. Les 3 pierres de la case 1 resteraient dans votre rangée ; les 2 de la case 3 arrivent chez Nord. Nourrissez Nord.",
      },
      expect: [{ kind: "sow", pit: 2 }],
      hint: { en: "Pit 1's stones would stop at your pit 4: sow pit 3.", fr: "Les pierres de la case 1 s’arrêteraient à votre case 4 : semez la case 3." },
      done: {
        en: "One stone reached North's pit 5: North can play again.",
        fr: "Une pierre est arrivée dans la case 5 de Nord : Nord peut de nouveau jouer.",
      },
    },
    {
      title: { en: "Eight stones or more", fr: "Huit pierres ou plus" },
      position: { pits: [1, 3, 10, 0, 2, 1, 5, 3], captured: [11, 12], opened: opened(ALL, ALL), toMove: 0 },
      text: {
        en: "A sowing of 8 stones or more goes all the way round: it drops a stone in the pit it started from too, and goes on. Sow pit 3 and its 10 stones.",
        fr: "Un semis de 8 pierres ou plus fait tout le tour : il dépose aussi une pierre dans la case d’où il est parti, et continue. Semez la case 3 et ses 10 pierres.",
      },
      expect: [{ kind: "sow", pit: 2 }],
      hint: { en: "Sow pit 3, the pit with 10 stones.", fr: "Semez la case 3, celle qui a 10 pierres." },
      done: {
        en: "The stones went to pits 4, 5, 6, 7, 8, 1, 2, 3 (where they came from), 4 and 5. Pit 5 then held 4: taken. Pit 4 before it is yours: the chain stops.",
        fr: "Les pierres sont allées dans les cases 4, 5, 6, 7, 8, 1, 2, 3 (d’où elles venaient), 4 et 5. La case 5 en contenait alors 4 : prises. La case 4 d’avant est à vous : la chaîne s’arrête.",
      },
    },
    {
      title: { en: "The end", fr: "La fin" },
      position: { pits: [2, 0, 1, 0, 0, 0, 0, 0], captured: [22, 23], opened: opened(ALL, ALL), toMove: 0 },
      text: {
        en: "The game ends when the player to move has no stone in their row; each player then adds the stones left in their own row to what they took. North has none, and no move of yours can reach North, so either move is allowed. Play pit 1 or pit 3.",
        fr: "La partie finit quand le joueur qui doit jouer n’a plus de pierre dans sa rangée ; chacun ajoute alors les pierres restées dans sa rangée à ses prises. Nord n’en a plus, et aucun de vos coups ne peut l’atteindre : les deux coups sont permis. Jouez la case 1 ou la case 3.",
      },
      expect: [
        { kind: "sow", pit: 0 },
        { kind: "sow", pit: 2 },
      ],
      hint: { en: "Play pit 1 or pit 3, a pit with stones in it.", fr: "Jouez la case 1 ou la case 3, une case qui a des pierres." },
      done: {
        en: "North cannot move: the game is over. Your 3 stones are added to your 22: you win, 25 to 23.",
        fr: "Nord ne peut pas jouer : la partie est finie. Vos 3 pierres s’ajoutent à vos 22 : vous gagnez, 25 à 23.",
      },
    },
  ],
  "bay-khom": [
    {
      title: { en: "Porée-Maspero's example", fr: "L’exemple de Porée-Maspero" },
      position: country([4, 4, 4, 4, 5, 4, 4, 4, 4, 5], [0, 0]),
      text: {
        en: "Bày Khòm has ten holes in an oval. You play South: your country is the bottom row, houses 1 to 4, with its head, hole 5, on your right; North's houses are 6 to 9 and its head is hole 10. A move empties one of your houses and sows its shells one by one into the holes that follow, the way you choose. When the last shell has fallen, look at the next hole: if it holds shells, lift them and sow on. Porée-Maspero, who recorded the game in Cambodia, tells a first move: empty house 1 and sow into 2, 3, 4 and 5. Sow house 1 counter-clockwise.",
        fr: "Le bày khòm se joue sur dix trous en ovale. Vous jouez Sud : votre pays est la rangée du bas, les maisons 1 à 4, avec sa tête, le trou 5, à votre droite ; les maisons de Nord sont 6 à 9 et sa tête est le trou 10. Un coup vide une de vos maisons et en sème les coquillages un à un dans les trous qui suivent, dans le sens choisi. Quand le dernier est tombé, regardez le trou suivant : s’il contient des coquillages, prenez-les et semez encore. Porée-Maspero, qui a décrit le jeu au Cambodge, raconte un premier coup : « Il vide, par exemple, le trou no 1 et met une coquille dans les trous 2, 3, 4 et 5. » Semez la maison 1 dans le sens inverse des aiguilles d’une montre.",
      },
      expect: [{ kind: "sow", hole: 0, dir: "+" }],
      hint: { en: "Choose house 1, the first of your row from the left, then counter-clockwise.", fr: "Choisissez la maison 1, la première de votre rangée en partant de la gauche, puis le sens inverse des aiguilles d’une montre." },
      done: {
        en: "Houses 2, 3 and 4 now hold 5 shells and your head 6. The next hole, 6, held shells: you lifted them and sowed on into 7, 8, 9 and 10. The next hole, 1, was empty: you ate the hole after it, hole 2, and its 5 shells. Now it is North's turn, as in the source.",
        fr: "Les maisons 2, 3 et 4 ont maintenant 5 coquillages et votre tête 6. Le trou suivant, 6, en contenait : vous les avez pris et semés dans 7, 8, 9 et 10. Le trou suivant, 1, était vide : vous avez « mangé » le trou d’après, le 2, et ses 5 coquillages. C’est au tour de Nord, comme dans la source.",
      },
    },
    {
      title: { en: "Two empty holes", fr: "Deux trous vides" },
      position: country([4, 3, 1, 2, 5, 0, 0, 0, 6, 2], [9, 10]),
      text: {
        en: "When the hole after your last shell is empty, look at the one after it. If both are empty, your turn ends and nothing is eaten. Sow house 4 counter-clockwise: its 2 shells go into your head and into hole 6.",
        fr: "Quand le trou qui suit votre dernier coquillage est vide, regardez celui d’après. S’ils sont vides tous les deux, votre tour finit sans rien manger. Semez la maison 4 dans le sens inverse des aiguilles d’une montre : ses 2 coquillages vont dans votre tête et dans le trou 6.",
      },
      expect: [{ kind: "sow", hole: 3, dir: "+" }],
      hint: { en: "Choose house 4, the last of your row, then counter-clockwise.", fr: "Choisissez la maison 4, la dernière de votre rangée, puis le sens inverse des aiguilles d’une montre." },
      done: {
        en: "Your last shell fell in hole 6, and holes 7 and 8 are both empty: the turn ends with nothing eaten. In the source's words, a player who ends before two empty holes in a row passes the turn to the other.",
        fr: "Votre dernier coquillage est tombé dans le trou 6, et les trous 7 et 8 sont vides tous les deux : le tour finit sans prise. La source : « si le joueur finit sa poignée devant deux cases vides qui se succèdent, il doit passer le tour à son adversaire ».",
      },
    },
    {
      title: { en: "The mother and the children", fr: "La mère et les enfants" },
      position: country([2, 3, 1, 0, 0, 1, 0, 4, 0, 6], [10, 15]),
      text: {
        en: "When the next hole is empty and the one after it holds shells, you eat them; then, as long as an empty hole is followed by one with shells, you eat that one too, round the ring. When one of the holes eaten holds a single shell and the others several, Porée-Maspero says you \"eat the mother and the children\" (si mé kón). Sow house 3 counter-clockwise: its one shell falls in house 4.",
        fr: "Quand le trou suivant est vide et que celui d’après contient des coquillages, vous les mangez ; puis, tant qu’un trou vide est suivi d’un trou plein, vous mangez celui-ci aussi, tout autour de l’ovale. Quand l’un des trous mangés contient un seul coquillage et les autres plusieurs, Porée-Maspero dit qu’on « mange la mère et les enfants » (si mé kón). Semez la maison 3 dans le sens inverse des aiguilles d’une montre : son coquillage tombe dans la maison 4.",
      },
      expect: [{ kind: "sow", hole: 2, dir: "+" }],
      hint: { en: "Choose house 3, the one with a single shell, then counter-clockwise.", fr: "Choisissez la maison 3, celle qui n’a qu’un coquillage, puis le sens inverse des aiguilles d’une montre." },
      done: {
        en: "After house 4 came your empty head, then hole 6 with 1 shell: eaten; hole 7 empty, hole 8 with 4: eaten; hole 9 empty, North's head with 6: eaten. Hole 1 is not empty: the chain stops, 11 shells eaten. North has no shell left in its houses: the round is over.",
        fr: "Après la maison 4 venaient votre tête vide, puis le trou 6 avec 1 coquillage : mangé ; le trou 7 vide, le trou 8 avec 4 : mangé ; le trou 9 vide, la tête de Nord avec 6 : mangée. Le trou 1 n’est pas vide : la chaîne s’arrête, 11 coquillages mangés. Nord n’a plus de coquillage dans ses maisons : la manche est finie.",
      },
    },
    {
      title: { en: "A new round", fr: "Une nouvelle manche" },
      text: {
        en: "At the end of a round the shells left in a hole go to the owner of its country, and each player fills their country again: 5 in the head first, then 4 in each house. North has only 15 shells, as in Porée-Maspero's example: its head gets 5 and two houses get 4; 2 shells are set aside, and the other two houses are out of play for this round: sowing skips them. In a game North chooses which houses; here, choose for North: pick two of North's houses on the board, then fill them.",
        fr: "À la fin d’une manche, les coquillages restés dans un trou vont au possesseur de son pays, et chacun remplit de nouveau son pays : 5 dans la tête d’abord, puis 4 dans chaque maison. Nord n’a que 15 coquillages, comme dans l’exemple de Porée-Maspero : sa tête en reçoit 5 et deux maisons 4 ; 2 coquillages sont laissés de côté, et les deux autres maisons sont hors jeu pour cette manche : les semailles les sautent. Dans une partie, Nord choisit ses maisons ; ici, choisissez pour lui : marquez deux maisons de Nord sur le plateau, puis remplissez-les.",
      },
      expect: [{ kind: "fill" }],
      hint: { en: "Pick two of North's houses, 6 to 9, then fill them.", fr: "Marquez deux maisons de Nord, de 6 à 9, puis remplissez-les." },
      done: {
        en: "North's two other houses are out of play until the round ends; your country is full again, and your 6 spare shells wait in reserve. North filled fewer houses, so North starts the new round. A player who cannot fill the head and one house, with fewer than 9 shells, has lost: the other has eaten all the shells.",
        fr: "Les deux autres maisons de Nord sont hors jeu jusqu’à la fin de la manche ; votre pays est de nouveau plein, et vos 6 coquillages de trop attendent en réserve. Nord a rempli moins de maisons : c’est lui qui commence la nouvelle manche. Un joueur qui ne peut remplir la tête et une maison, avec moins de 9 coquillages, a perdu : l’autre a mangé tous les coquillages.",
      },
    },
  ],
  siryu: [
    {
      title: { en: "A sir", fr: "Un sir" },
      position: pilgrims(home(), home()),
      before: thrown(5),
      text: {
        en: "Siryu is a pilgrimage race. You are Player 1: you lead a father, a mother and an angel from the corner, square 1, along the track past the Minaret to Cairo, Medina and Mecca. Six sticks, black on one side and white on the other, are thrown as dice. A piece sets out only with a sir: five white and one black, or one white and five black. The lesson threw the sticks for you: five white, a sir. Start your father.",
        fr: "Le siryu est une course de pèlerinage. Vous êtes le joueur 1 : vous menez un père, une mère et un ange depuis le coin, la case 1, le long du parcours, par le Minaret, jusqu’au Caire, à Médine et à La Mecque. Six baguettes, noires d’un côté et blanches de l’autre, servent de dés. Une pièce ne part qu’avec un sir : cinq blanches et une noire, ou une blanche et cinq noires. La leçon a lancé les baguettes pour vous : cinq blanches, un sir. Faites partir votre père.",
      },
      expect: [{ kind: "move", piece: "father" }],
      hint: { en: "Start the father, on square 1.", fr: "Faites partir le père, sur la case 1." },
      done: {
        en: "The father stepped from 1 to 2: he is on his way. A sir moves a piece one step only, and gives a bonus throw.",
        fr: "Le père est passé de 1 à 2 : il est en route. Un sir ne fait avancer une pièce que d’un pas, et donne un lancer de plus.",
      },
    },
    {
      title: { en: "The bonus throw", fr: "Le lancer de plus" },
      before: thrown(3),
      text: {
        en: "The bonus throw fell three white. A bonus throw is simply counted: a piece that has set out moves that many squares, the angel twice as many. Pieces still at the start cannot use it. Move your father.",
        fr: "Le lancer de plus a donné trois blanches. Un lancer de plus se compte simplement : une pièce partie avance d’autant de cases, l’ange du double. Les pièces restées au départ ne peuvent pas s’en servir. Avancez votre père.",
      },
      expect: [{ kind: "move", piece: "father" }],
      hint: { en: "Move the father, on square 2.", fr: "Avancez le père, sur la case 2." },
      done: {
        en: "The father went from 2 to 5. The turn passes: a first throw of two, three or four white gives nothing at all.",
        fr: "Le père est allé de 2 à 5. Le tour passe : un premier lancer de deux, trois ou quatre blanches ne donne rien.",
      },
    },
    {
      title: { en: "Six white", fr: "Six blanches" },
      position: pilgrims([piece("father", 12), piece("mother"), piece("angel", 24)], home()),
      before: thrown(6, 6),
      text: {
        en: "Six white moves nothing by itself but gives a bonus throw; here it fell six white again, counted as 6. A move stops at the gate at the end of its stretch, square 12 under the Minaret or square 25 in the corner, and the rest of the throw is lost; from a gate only sirs move a piece on. Your father waits on 12. Move the angel.",
        fr: "Six blanches ne font rien avancer mais donnent un lancer de plus ; il a encore donné six blanches, qui comptent 6. Un coup s’arrête à la porte au bout de son tronçon, la case 12 sous le Minaret ou la case 25 dans le coin, et le reste du lancer est perdu ; depuis une porte, seuls les sirs font avancer une pièce. Votre père attend sur la 12. Avancez l’ange.",
      },
      expect: [{ kind: "move", piece: "angel" }],
      hint: { en: "Move the angel, on square 24.", fr: "Avancez l’ange, sur la case 24." },
      done: {
        en: "The angel, worth 12 squares with this throw, stopped at the gate, 25: the rest is lost.",
        fr: "L’ange, qui valait 12 cases avec ce lancer, s’est arrêté à la porte, la 25 : le reste est perdu.",
      },
    },
    {
      title: { en: "Six black", fr: "Six noires" },
      position: pilgrims([piece("father", 15), piece("mother"), piece("angel")], [piece("father", 17), piece("mother", 21), piece("angel")]),
      before: thrown(0, 2, 3, 1),
      text: {
        en: "Six black moves nothing by itself but gives three bonus throws, added up and used whole by one piece. They fell 2, 3 and 1 white: 6 squares. Move your father from 15.",
        fr: "Six noires ne font rien avancer mais donnent trois lancers de plus, additionnés et utilisés en entier par une seule pièce. Ils ont donné 2, 3 et 1 blanches : 6 cases. Avancez votre père depuis la 15.",
      },
      expect: [{ kind: "move", piece: "father" }],
      hint: { en: "Move the father, on square 15.", fr: "Avancez le père, sur la case 15." },
      done: {
        en: "The father went from 15 to 21, passing Player 2's father on 17, who was sent back to his start. Player 2's mother, on 21 where your father landed, stays.",
        fr: "Le père est allé de 15 à 21 en passant le père du joueur 2 sur la 17, renvoyé à son départ. La mère du joueur 2, sur la 21 où votre père est arrivé, reste.",
      },
    },
    {
      title: { en: "Sent back", fr: "Renvoyé au départ" },
      position: pilgrims([piece("father", 9), piece("mother"), piece("angel", 6)], [piece("father", 11), piece("mother", 8), piece("angel")]),
      before: thrown(6, 4),
      text: {
        en: "Every piece of another player that your piece passes over goes back to its start square and must wait for a sir to set out again; a piece you land on stays, and your own pieces are never sent back. Six white, then a bonus throw of 4: your angel moves 8 squares, your father 4. Send back as many of Player 2's pieces as you can.",
        fr: "Toute pièce d’un autre joueur que votre pièce dépasse retourne à sa case de départ et doit attendre un sir pour repartir ; une pièce sur laquelle vous arrivez reste, et vos propres pièces ne sont jamais renvoyées. Six blanches, puis un lancer de plus de 4 : votre ange avance de 8 cases, votre père de 4. Renvoyez le plus de pièces du joueur 2 possible.",
      },
      expect: [{ kind: "move", piece: "angel" }],
      hint: { en: "The angel, on square 6, passes both of Player 2's pieces; the father only one.", fr: "L’ange, sur la case 6, dépasse les deux pièces du joueur 2 ; le père, une seule." },
      done: {
        en: "The angel stopped at the gate, 12, passing Player 2's mother on 8 and father on 11: both are back at their start squares. Your father on 9 was passed too, and stays.",
        fr: "L’ange s’est arrêté à la porte, la 12, en dépassant la mère du joueur 2 sur la 8 et son père sur la 11 : tous deux sont revenus au départ. Votre père, sur la 9, a été dépassé aussi, et reste.",
      },
    },
    {
      title: { en: "The Minaret", fr: "Le Minaret" },
      position: pilgrims([piece("father", 12), piece("mother"), piece("angel", 20)], home()),
      before: thrown(1),
      text: {
        en: "Square 13, in the middle of the grid, is the Minaret. A piece waiting at its foot, on 12, climbs it with a sir, and a second sir brings it down to 14. The lesson threw one white and five black: a sir. Climb the Minaret with your father.",
        fr: "La case 13, au milieu de la grille, est le Minaret. Une pièce qui attend à son pied, sur la 12, y monte avec un sir, et un second sir la fait descendre sur la 14. La leçon a lancé une blanche et cinq noires : un sir. Montez au Minaret avec votre père.",
      },
      expect: [{ kind: "move", piece: "father" }],
      hint: { en: "The father is on 12, at the foot of the Minaret.", fr: "Le père est sur la 12, au pied du Minaret." },
      done: {
        en: "The father is on the Minaret. Another sir brings him down to 14, and then thrown points carry him on.",
        fr: "Le père est sur le Minaret. Un autre sir le fera descendre sur la 14, puis les points des lancers le porteront plus loin.",
      },
    },
    {
      title: { en: "Mecca", fr: "La Mecque" },
      position: pilgrims([piece("father", 31), piece("mother", 30, 2), piece("angel", 31)], home()),
      before: thrown(5),
      text: {
        en: "After the corner a piece goes on by sirs only, to 26, 27 and 28, then stays at each station: three sirs at 28 take it to Cairo, three more to Medina, three more to Mecca. Your father and angel are in Mecca; your mother has had two sirs in Medina. The lesson threw a sir, her third: move your mother.",
        fr: "Après le coin, une pièce n’avance plus que par des sirs, vers 26, 27 et 28, puis reste à chaque station : trois sirs sur la 28 la mènent au Caire, trois autres à Médine, trois autres à La Mecque. Votre père et votre ange sont à La Mecque ; votre mère a eu deux sirs à Médine. La leçon a lancé un sir, son troisième : avancez votre mère.",
      },
      expect: [{ kind: "move", piece: "mother" }],
      hint: { en: "Move the mother, in Medina.", fr: "Avancez la mère, à Médine." },
      done: {
        en: "Your mother has reached Mecca: all three of your pieces are there, and you have won the pilgrimage.",
        fr: "Votre mère est arrivée à La Mecque : vos trois pièces y sont, et vous avez gagné le pèlerinage.",
      },
    },
  ],
};

/** The lesson's words in language `lang` (English when it has none). */
/**
 * The position step `step` of game `id`'s lesson sets up, for `Game.fromPosition`: as written
 * above, with each Siryu piece still waiting put on its start square as the engine's own start
 * position has it (no copy of the track here).
 * @param {string} id
 * @param {Step} step
 * @param {{ new (id: string): { state(): any, free(): void } }} Game
 */
export function positionOf(id, step, Game) {
  const { position } = step;
  if (!position || !position.pieces) return position;
  const fresh = new Game(id);
  const start = fresh.state().pieces[0];
  fresh.free();
  const placed = (p) => (p.home ? start.find((s) => s.kind === p.kind) : p);
  return { ...position, pieces: position.pieces.map((player) => player.map(placed)) };
}

export const say = (words, lang) => (lang === "fr" && words.fr ? frenchSpacing(words.fr) : words.en);

/**
 * The lesson's panel: the step's title and text, then (once the move is played) what it showed
 * and the button to the next step; a button to leave the lesson at any step.
 * @param {HTMLElement} panel
 * @param {{ t: any, step: Step, n: number, steps: number, played: boolean }} s
 * @param {{ next: () => void, leave: () => void }} on
 */
export function renderLesson(panel, s, on) {
  const { t, step } = s;
  const lang = t.lang;
  const head = document.createElement("p");
  head.className = "lesson-head";
  head.textContent = t("lesson.step", { n: s.n, steps: s.steps, title: say(step.title, lang) });
  const text = document.createElement("p");
  text.className = "lesson-text";
  text.textContent = s.played ? say(step.done, lang) : say(step.text, lang);
  const buttons = document.createElement("div");
  buttons.className = "lesson-buttons";
  const leave = actButton(t("lesson.leave"), () => on.leave(), "act", null, true);
  leave.dataset.key = "lesson-leave";
  buttons.append(leave);
  if (s.played) {
    const next = actButton(t(s.n === s.steps ? "lesson.finish" : "lesson.next"), () => on.next(), "act primary", null, true);
    next.dataset.key = "lesson-next";
    buttons.append(next);
  }
  const section = document.createElement("section");
  section.className = "lesson";
  section.setAttribute("part", "lesson");
  section.setAttribute("aria-label", t("lesson.label"));
  section.append(head, text, buttons);
  const focused = /** @type {any} */ (panel.getRootNode()).activeElement;
  const keep = focused && panel.contains(focused) ? focused.dataset.key : null;
  panel.replaceChildren(section);
  if (keep) /** @type {HTMLElement | null} */ (panel.querySelector(`[data-key="${keep}"]`) ?? panel.querySelector("button.primary"))?.focus();
}
