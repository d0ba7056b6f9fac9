// @ts-check
// Why a place or a move cannot be played now, in the visitor's words. The reason is the engine's
// (`game.whyNot(move)`: a Refusal with a stable code and the data a sentence needs); this module
// only words it, from tables keyed by code in i18n.js: "refuse.<code>", or "refuse.<game>.<code>"
// where a game words a reason its own way, or "refuse.way.<code>" for one of a place's ways (a
// direction, a piece) rather than the place. It decides no rule: the moves a place stands for are
// the board's (its `candidates`), and whether and why each is refused is the engine's answer.

/** @typedef {import("./state.js").State} State */
/** @typedef {import("../lib/js/folkgames.js").Refusal} Refusal */

/** Why place `hole` cannot be played now: the engine's reasons for the moves the place stands for
 *  (Bày Khòm's two directions, the mover's pieces on a Siryu square), each said once; a place that
 *  stands for no move of the mover's (a Siryu square without their piece) in the board's words.
 *  @param {State} s @param {number} hole */
export function placeRefusal(s, hole) {
  const { game, board } = s.table;
  const moves = board.candidates(hole, s.view);
  if (!moves.length) return board.noMoveHere?.(hole, s.view, s.t) ?? "";
  const said = moves.map((m) => game.whyNot(m)).filter(Boolean).map((r) => refusalWords(s, r));
  return [...new Set(said)].join(" ");
}

/** Why `move`, one of a place's ways, cannot be played now (the engine's reason). @param {State} s */
export function moveRefusal(s, move) {
  const refusal = s.table.game.whyNot(move);
  return refusal ? refusalWords(s, refusal, "way") : "";
}

/** The engine's refusal in the visitor's words (`way`: of one of a place's ways). @param {State} s @param {Refusal} r */
export function refusalWords(s, r, way = "") {
  const { t } = s;
  const { board, id } = s.table;
  const placeOf = board.refusalPlace(r);
  const piece = r.piece ? t(`piece.the.${r.piece}`) : "";
  const params = {
    place: placeOf === null ? "" : board.placeName(placeOf, t),
    player: r.player === undefined ? "" : board.playerName(r.player, t),
    opponent: r.player === undefined || !board.opponentOf ? "" : board.playerName(board.opponentOf(r.player), t),
    owner: r.owner === undefined ? "" : board.playerName(r.owner, t),
    row: r.player === undefined ? "" : t(`row.${r.player}`),
    piece,
    Piece: piece.charAt(0).toUpperCase() + piece.slice(1),
    list: t.list((r.places ?? []).map((p) => board.placeName(p, t))),
    n: r.count ?? "",
  };
  const keys = [...(way ? [`refuse.${way}.${r.code}`] : []), `refuse.${id}.${r.code}`, `refuse.${r.code}`];
  for (const key of keys) {
    const text = t(key, params);
    if (text !== key) return text;
  }
  return r.message; // a code the tables do not know yet: the engine's English
}
