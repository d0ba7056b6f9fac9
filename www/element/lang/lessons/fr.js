// @ts-check
// The lessons' words in French (français): for each game, each step's title, text, hint (after a wrong
// move) and what it showed (done); lessons.js has their positions and moves. A module of its own,
// loaded with the lesson's code when a lesson first starts in this language (i18n.js's
// loadLessonWords), not with the language's pack (fr.js), which a first game needs.

export const lessons = {
  "kpe": [
    {
      "title": "Semer",
      "text": "Le kpé se joue sur deux rangées de quatre cases, six pierres dans chacune. Vous jouez Sud : vos cases sont la rangée du bas, de 1 à 4. Un coup prend toutes les pierres d’une de vos cases et les sème une à une dans les cases suivantes, dans le sens inverse des aiguilles d’une montre : vers la droite dans votre rangée, puis vers la gauche dans celle de Nord. Semez la case 3.",
      "hint": "Semez la case 3, la troisième de votre rangée en partant de la gauche.",
      "done": "Ses 6 pierres sont allées une à une dans les cases 4, 5, 6, 7 et 8, puis dans votre case 1. Rien n’est pris : on ne peut prendre qu’après avoir commencé un coup depuis chacune de ses quatre cases."
    },
    {
      "title": "Le verrou des prises",
      "text": "Si votre dernière pierre tombe dans une case de Nord et y fait 2 ou 4, vous les prenez, mais seulement après avoir commencé un coup depuis chacune de vos quatre cases. Vous avez commencé depuis les cases 1, 2 et 3, jamais depuis la case 4. Sa pierre ferait 2 dans la case 5 de Nord, et ce coup ouvre votre quatrième case : il peut déjà prendre. Jouez la case 4.",
      "hint": "Jouez la case 4, la seule d’où vous n’avez pas encore commencé.",
      "done": "La case 5 contenait 2 pierres : vous les avez prises. Si vous n’aviez jamais commencé depuis la case 1, le même coup ne prendrait rien."
    },
    {
      "title": "Des prises en chaîne",
      "text": "Après une prise, regardez la case d’avant, en revenant dans le sens du semis : 2 ou 4 pierres y sont prises aussi, et ainsi de suite, jusqu’à une case qui en contient un autre nombre ou jusqu’à votre propre rangée. Les deux joueurs ont commencé depuis toutes leurs cases. Semez la case 2 et ses 5 pierres.",
      "hint": "Semez la case 2 : sa dernière pierre tombe dans la case 7.",
      "done": "Votre dernière pierre a fait 2 dans la case 7 : prises ; puis la case 6 (4) et la case 5 (2) : 8 pierres. La case d’avant est votre case 4 : la chaîne s’arrête là, vos propres cases ne sont jamais prises."
    },
    {
      "title": "Nourrir",
      "text": "Nord n’a plus de pierre. Quand la rangée de l’adversaire est vide au début de votre tour, vous devez jouer un coup qui lui en donne, chaque fois que c’est possible. Les 3 pierres de la case 1 resteraient dans votre rangée ; les 2 de la case 3 arrivent chez Nord. Nourrissez Nord.",
      "hint": "Les pierres de la case 1 s’arrêteraient à votre case 4 : semez la case 3.",
      "done": "Une pierre est arrivée dans la case 5 de Nord : Nord peut de nouveau jouer."
    },
    {
      "title": "Huit pierres ou plus",
      "text": "Un semis de 8 pierres ou plus fait tout le tour : il dépose aussi une pierre dans la case d’où il est parti, et continue. Semez la case 3 et ses 10 pierres.",
      "hint": "Semez la case 3, celle qui a 10 pierres.",
      "done": "Les pierres sont allées dans les cases 4, 5, 6, 7, 8, 1, 2, 3 (d’où elles venaient), 4 et 5. La case 5 en contenait alors 4 : prises. La case 4 d’avant est à vous : la chaîne s’arrête."
    },
    {
      "title": "La fin",
      "text": "La partie finit quand le joueur qui doit jouer n’a plus de pierre dans sa rangée ; chacun ajoute alors les pierres restées dans sa rangée à ses prises. Nord n’en a plus, et aucun de vos coups ne peut l’atteindre : les deux coups sont permis. Jouez la case 1 ou la case 3.",
      "hint": "Jouez la case 1 ou la case 3, une case qui a des pierres.",
      "done": "Nord ne peut pas jouer : la partie est finie. Vos 3 pierres s’ajoutent à vos 22 : vous gagnez, 25 à 23."
    }
  ],
  "bay-khom": [
    {
      "title": "L’exemple de Porée-Maspero",
      "text": "Le bày khòm se joue sur dix trous en ovale. Vous jouez Sud : votre pays est la rangée du bas, les maisons 1 à 4, avec sa tête, le trou 5, à votre droite ; les maisons de Nord sont 6 à 9 et sa tête est le trou 10. Un coup vide une de vos maisons et en sème les coquillages un à un dans les trous qui suivent, dans le sens choisi. Quand le dernier est tombé, regardez le trou suivant : s’il contient des coquillages, prenez-les et semez encore. Porée-Maspero, qui a décrit le jeu au Cambodge, raconte un premier coup : « Il vide, par exemple, le trou no 1 et met une coquille dans les trous 2, 3, 4 et 5. » Semez la maison 1 dans le sens inverse des aiguilles d’une montre.",
      "hint": "Choisissez la maison 1, la première de votre rangée en partant de la gauche, puis le sens antihoraire (+).",
      "done": "Les maisons 2, 3 et 4 ont maintenant 5 coquillages et votre tête 6. Le trou suivant, 6, en contenait : vous les avez pris et semés dans 7, 8, 9 et 10. Le trou suivant, 1, était vide : vous avez « mangé » le trou d’après, le 2, et ses 5 coquillages. C’est au tour de Nord, comme dans la source."
    },
    {
      "title": "Deux trous vides",
      "text": "Quand le trou qui suit votre dernier coquillage est vide, regardez celui d’après. S’ils sont vides tous les deux, votre tour finit sans rien manger. Semez la maison 4 dans le sens inverse des aiguilles d’une montre : ses 2 coquillages vont dans votre tête et dans le trou 6.",
      "hint": "Choisissez la maison 4, la dernière de votre rangée, puis le sens antihoraire (+).",
      "done": "Votre dernier coquillage est tombé dans le trou 6, et les trous 7 et 8 sont vides tous les deux : le tour finit sans prise. La source : « si le joueur finit sa poignée devant deux cases vides qui se succèdent, il doit passer le tour à son adversaire »."
    },
    {
      "title": "La mère et les enfants",
      "text": "Quand le trou suivant est vide et que celui d’après contient des coquillages, vous les mangez ; puis, tant qu’un trou vide est suivi d’un trou plein, vous mangez celui-ci aussi, tout autour de l’ovale. Quand l’un des trous mangés contient un seul coquillage et les autres plusieurs, Porée-Maspero dit qu’on « mange la mère et les enfants » (si mé kón). Semez la maison 3 dans le sens inverse des aiguilles d’une montre : son coquillage tombe dans la maison 4.",
      "hint": "Choisissez la maison 3, celle qui n’a qu’un coquillage, puis le sens antihoraire (+).",
      "done": "Après la maison 4 venaient votre tête vide, puis le trou 6 avec 1 coquillage : mangé ; le trou 7 vide, le trou 8 avec 4 : mangé ; le trou 9 vide, la tête de Nord avec 6 : mangée. Le trou 1 n’est pas vide : la chaîne s’arrête, 11 coquillages mangés. Nord n’a plus de coquillage dans ses maisons : la manche est finie."
    },
    {
      "title": "Une nouvelle manche",
      "text": "À la fin d’une manche, les coquillages restés dans un trou vont au possesseur de son pays, et chacun remplit de nouveau son pays : 5 dans la tête d’abord, puis 4 dans chaque maison. Nord n’a que 15 coquillages, comme dans l’exemple de Porée-Maspero : sa tête en reçoit 5 et deux maisons 4 ; 2 coquillages sont laissés de côté, et les deux autres maisons sont hors jeu pour cette manche : les semailles les sautent. Dans une partie, Nord choisit ses maisons ; ici, choisissez pour lui : marquez deux maisons de Nord sur le plateau, puis remplissez-les.",
      "hint": "Marquez deux maisons de Nord, de 6 à 9, puis remplissez-les.",
      "done": "Les deux autres maisons de Nord sont hors jeu jusqu’à la fin de la manche ; votre pays est de nouveau plein, et vos 6 coquillages de trop attendent en réserve. Nord a rempli moins de maisons : c’est lui qui commence la nouvelle manche. Un joueur qui ne peut remplir la tête et une maison, avec moins de 9 coquillages, a perdu : l’autre a mangé tous les coquillages."
    }
  ],
  "siryu": [
    {
      "title": "Un sir",
      "text": "Le siryu est une course de pèlerinage. Vous êtes le joueur 1 : vous menez un père, une mère et un ange depuis le coin, la case 1, le long du parcours, par le Minaret, jusqu’au Caire, à Médine et à La Mecque. Six baguettes, noires d’un côté et blanches de l’autre, servent de dés. Une pièce ne part qu’avec un sir : cinq blanches et une noire, ou une blanche et cinq noires. La leçon a lancé les baguettes pour vous : cinq blanches, un sir. Faites partir votre père.",
      "hint": "Faites partir le père, sur la case 1.",
      "done": "Le père est passé de 1 à 2 : il est en route. Un sir ne fait avancer une pièce que d’un pas, et donne un lancer de plus."
    },
    {
      "title": "Le lancer de plus",
      "text": "Le lancer de plus a donné trois blanches. Un lancer de plus se compte simplement : une pièce partie avance d’autant de cases, l’ange du double. Les pièces restées au départ ne peuvent pas s’en servir. Avancez votre père.",
      "hint": "Avancez le père, sur la case 2.",
      "done": "Le père est allé de 2 à 5. Le tour passe : un premier lancer de deux, trois ou quatre blanches ne donne rien."
    },
    {
      "title": "Six blanches",
      "text": "Six blanches ne font rien avancer mais donnent un lancer de plus ; il a encore donné six blanches, qui comptent 6. Un coup s’arrête à la porte au bout de son tronçon, la case 12 sous le Minaret ou la case 25 dans le coin, et le reste du lancer est perdu ; depuis une porte, seuls les sirs font avancer une pièce. Votre père attend sur la 12. Avancez l’ange.",
      "hint": "Avancez l’ange, sur la case 24.",
      "done": "L’ange, qui valait 12 cases avec ce lancer, s’est arrêté à la porte, la 25 : le reste est perdu."
    },
    {
      "title": "Six noires",
      "text": "Six noires ne font rien avancer mais donnent trois lancers de plus, additionnés et utilisés en entier par une seule pièce. Ils ont donné 2, 3 et 1 blanches : 6 cases. Avancez votre père depuis la 15.",
      "hint": "Avancez le père, sur la case 15.",
      "done": "Le père est allé de 15 à 21 en passant le père du joueur 2 sur la 17, renvoyé à son départ. La mère du joueur 2, sur la 21 où votre père est arrivé, reste."
    },
    {
      "title": "Renvoyé au départ",
      "text": "Toute pièce d’un autre joueur que votre pièce dépasse retourne à sa case de départ et doit attendre un sir pour repartir ; une pièce sur laquelle vous arrivez reste, et vos propres pièces ne sont jamais renvoyées. Six blanches, puis un lancer de plus de 4 : votre ange avance de 8 cases, votre père de 4. Renvoyez le plus de pièces du joueur 2 possible.",
      "hint": "L’ange, sur la case 6, dépasse les deux pièces du joueur 2 ; le père, une seule.",
      "done": "L’ange s’est arrêté à la porte, la 12, en dépassant la mère du joueur 2 sur la 8 et son père sur la 11 : tous deux sont revenus au départ. Votre père, sur la 9, a été dépassé aussi, et reste."
    },
    {
      "title": "Le Minaret",
      "text": "La case 13, au milieu de la grille, est le Minaret. Une pièce qui attend à son pied, sur la 12, y monte avec un sir, et un second sir la fait descendre sur la 14. La leçon a lancé une blanche et cinq noires : un sir. Montez au Minaret avec votre père.",
      "hint": "Le père est sur la 12, au pied du Minaret.",
      "done": "Le père est sur le Minaret. Un autre sir le fera descendre sur la 14, puis les points des lancers le porteront plus loin."
    },
    {
      "title": "La Mecque",
      "text": "Après le coin, une pièce n’avance plus que par des sirs, vers 26, 27 et 28, puis reste à chaque station : trois sirs sur la 28 la mènent au Caire, trois autres à Médine, trois autres à La Mecque. Votre père et votre ange sont à La Mecque ; votre mère a eu deux sirs à Médine. La leçon a lancé un sir, son troisième : avancez votre mère.",
      "hint": "Avancez la mère, à Médine.",
      "done": "Votre mère est arrivée à La Mecque : vos trois pièces y sont, et vous avez gagné le pèlerinage."
    }
  ]
};
