// @ts-check
// The lessons' words in English: for each game, each step's title, text, hint (after a wrong
// move) and what it showed (done); lessons.js has their positions and moves. A module of its own,
// loaded with the lesson's code when a lesson first starts in this language (i18n.js's
// loadLessonWords), not with the language's pack (en.js), which a first game needs.

export const lessons = {
  "kpe": [
    {
      "title": "Sowing",
      "text": "Kpé has two rows of four pits, six stones in each. You play South: your pits are the bottom row, 1 to 4. A move lifts all the stones of one of your pits and drops them one by one into the next pits, counter-clockwise: right along your row, then left along North's. Sow pit 3.",
      "hint": "Sow pit 3, the third pit of your row from the left.",
      "done": "Its 6 stones went one each into pits 4, 5, 6, 7 and 8 and into your pit 1. Nothing is taken yet: you may capture only once you have started a move from each of your four pits."
    },
    {
      "title": "The capture lock",
      "text": "If your last stone lands in one of North's pits and makes it 2 or 4, you take them, but only once you have started a move from each of your four pits. You have started from pits 1, 2 and 3, never from pit 4. Its one stone would make North's pit 5 hold 2, and this move opens your fourth pit, so it may already capture. Play pit 4.",
      "hint": "Play pit 4, the one pit you have not started from yet.",
      "done": "Pit 5 held 2: you took them. Had you never started from pit 1, the same move would take nothing."
    },
    {
      "title": "A chain of captures",
      "text": "After a capture, look at the pit before it, back the way you sowed: 2 or 4 there are taken too, and so on, until a pit holds another number or the chain reaches your own row. Both players have started from all their pits. Sow pit 2 and its 5 stones.",
      "hint": "Sow pit 2: its last stone lands in pit 7.",
      "done": "Your last stone made pit 7 hold 2: taken; then pit 6 (4) and pit 5 (2): 8 stones. The pit before is your own pit 4: the chain stops there, your own pits are never taken."
    },
    {
      "title": "Feeding",
      "text": "North has no stone left. When the other player's row is empty at the start of your turn, you must play a move that gives them stones, whenever one does. The 3 stones of pit 1 would stay in your row; the 2 of pit 3 reach North. Feed North.",
      "hint": "Pit 1's stones would stop at your pit 4: sow pit 3.",
      "done": "One stone reached North's pit 5: North can play again."
    },
    {
      "title": "Eight stones or more",
      "text": "A sowing of 8 stones or more goes all the way round: it drops a stone in the pit it started from too, and goes on. Sow pit 3 and its 10 stones.",
      "hint": "Sow pit 3, the pit with 10 stones.",
      "done": "The stones went to pits 4, 5, 6, 7, 8, 1, 2, 3 (where they came from), 4 and 5. Pit 5 then held 4: taken. Pit 4 before it is yours: the chain stops."
    },
    {
      "title": "The end",
      "text": "The game ends when the player to move has no stone in their row; each player then adds the stones left in their own row to what they took. North has none, and no move of yours can reach North, so either move is allowed. Play pit 1 or pit 3.",
      "hint": "Play pit 1 or pit 3, a pit with stones in it.",
      "done": "North cannot move: the game is over. Your 3 stones are added to your 22: you win, 25 to 23."
    }
  ],
  "bay-khom": [
    {
      "title": "Porée-Maspero's example",
      "text": "Bày Khòm has ten holes in an oval. You play South: your country is the bottom row, houses 1 to 4, with its head, hole 5, on your right; North's houses are 6 to 9 and its head is hole 10. A move empties one of your houses and sows its shells one by one into the holes that follow, the way you choose. When the last shell has fallen, look at the next hole: if it holds shells, lift them and sow on. Porée-Maspero, who recorded the game in Cambodia, tells a first move: empty house 1 and sow into 2, 3, 4 and 5. Sow house 1 counter-clockwise.",
      "hint": "Choose house 1, the first of your row from the left, then counter-clockwise.",
      "done": "Houses 2, 3 and 4 now hold 5 shells and your head 6. The next hole, 6, held shells: you lifted them and sowed on into 7, 8, 9 and 10. The next hole, 1, was empty: you ate the hole after it, hole 2, and its 5 shells. Now it is North's turn, as in the source."
    },
    {
      "title": "Two empty holes",
      "text": "When the hole after your last shell is empty, look at the one after it. If both are empty, your turn ends and nothing is eaten. Sow house 4 counter-clockwise: its 2 shells go into your head and into hole 6.",
      "hint": "Choose house 4, the last of your row, then counter-clockwise.",
      "done": "Your last shell fell in hole 6, and holes 7 and 8 are both empty: the turn ends with nothing eaten. In the source's words, a player who ends before two empty holes in a row passes the turn to the other."
    },
    {
      "title": "The mother and the children",
      "text": "When the next hole is empty and the one after it holds shells, you eat them; then, as long as an empty hole is followed by one with shells, you eat that one too, round the ring. When one of the holes eaten holds a single shell and the others several, Porée-Maspero says you \"eat the mother and the children\" (si mé kón). Sow house 3 counter-clockwise: its one shell falls in house 4.",
      "hint": "Choose house 3, the one with a single shell, then counter-clockwise.",
      "done": "After house 4 came your empty head, then hole 6 with 1 shell: eaten; hole 7 empty, hole 8 with 4: eaten; hole 9 empty, North's head with 6: eaten. Hole 1 is not empty: the chain stops, 11 shells eaten. North has no shell left in its houses: the round is over."
    },
    {
      "title": "A new round",
      "text": "At the end of a round the shells left in a hole go to the owner of its country, and each player fills their country again: 5 in the head first, then 4 in each house. North has only 15 shells, as in Porée-Maspero's example: its head gets 5 and two houses get 4; 2 shells are set aside, and the other two houses are out of play for this round: sowing skips them. In a game North chooses which houses; here, choose for North: pick two of North's houses on the board, then fill them.",
      "hint": "Pick two of North's houses, 6 to 9, then fill them.",
      "done": "North's two other houses are out of play until the round ends; your country is full again, and your 6 spare shells wait in reserve. North filled fewer houses, so North starts the new round. A player who cannot fill the head and one house, with fewer than 9 shells, has lost: the other has eaten all the shells."
    }
  ],
  "siryu": [
    {
      "title": "A sir",
      "text": "Siryu is a pilgrimage race. You are Player 1: you lead a father, a mother and an angel from the corner, square 1, along the track past the Minaret to Cairo, Medina and Mecca. Six sticks, black on one side and white on the other, are thrown as dice. A piece sets out only with a sir: five white and one black, or one white and five black. The lesson threw the sticks for you: five white, a sir. Start your father.",
      "hint": "Start the father, on square 1.",
      "done": "The father stepped from 1 to 2: he is on his way. A sir moves a piece one step only, and gives a bonus throw."
    },
    {
      "title": "The bonus throw",
      "text": "The bonus throw fell three white. A bonus throw is simply counted: a piece that has set out moves that many squares, the angel twice as many. Pieces still at the start cannot use it. Move your father.",
      "hint": "Move the father, on square 2.",
      "done": "The father went from 2 to 5. The turn passes: a first throw of two, three or four white gives nothing at all."
    },
    {
      "title": "Six white",
      "text": "Six white moves nothing by itself but gives a bonus throw; here it fell six white again, counted as 6. A move stops at the gate at the end of its stretch, square 12 under the Minaret or square 25 in the corner, and the rest of the throw is lost; from a gate only sirs move a piece on. Your father waits on 12. Move the angel.",
      "hint": "Move the angel, on square 24.",
      "done": "The angel, worth 12 squares with this throw, stopped at the gate, 25: the rest is lost."
    },
    {
      "title": "Six black",
      "text": "Six black moves nothing by itself but gives three bonus throws, added up and used whole by one piece. They fell 2, 3 and 1 white: 6 squares. Move your father from 15.",
      "hint": "Move the father, on square 15.",
      "done": "The father went from 15 to 21, passing Player 2's father on 17, who was sent back to his start. Player 2's mother, on 21 where your father landed, stays."
    },
    {
      "title": "Sent back",
      "text": "Every piece of another player that your piece passes over goes back to its start square and must wait for a sir to set out again; a piece you land on stays, and your own pieces are never sent back. Six white, then a bonus throw of 4: your angel moves 8 squares, your father 4. Send back as many of Player 2's pieces as you can.",
      "hint": "The angel, on square 6, passes both of Player 2's pieces; the father only one.",
      "done": "The angel stopped at the gate, 12, passing Player 2's mother on 8 and father on 11: both are back at their start squares. Your father on 9 was passed too, and stays."
    },
    {
      "title": "The Minaret",
      "text": "Square 13, in the middle of the grid, is the Minaret. A piece waiting at its foot, on 12, climbs it with a sir, and a second sir brings it down to 14. The lesson threw one white and five black: a sir. Climb the Minaret with your father.",
      "hint": "The father is on 12, at the foot of the Minaret.",
      "done": "The father is on the Minaret. Another sir brings him down to 14, and then thrown points carry him on."
    },
    {
      "title": "Mecca",
      "text": "After the corner a piece goes on by sirs only, to 26, 27 and 28, then stays at each station: three sirs at 28 take it to Cairo, three more to Medina, three more to Mecca. Your father and angel are in Mecca; your mother has had two sirs in Medina. The lesson threw a sir, her third: move your mother.",
      "hint": "Move the mother, in Medina.",
      "done": "Your mother has reached Mecca: all three of your pieces are there, and you have won the pilgrimage."
    }
  ]
};
