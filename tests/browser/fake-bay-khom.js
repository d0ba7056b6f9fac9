// A stand-in for the package, served in place of www/lib/js/folkgames.js by one browser test, so
// the element's Bày Khòm paths (the direction choice, the refill choice) can be driven before the
// real rules merge. It knows no rule: it replays a fixed script of API.md shapes.
export class GameError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}
export default async function init() {}
export function catalogue() {
  return [{ id: "bay-khom", name: "Bày Khòm", names: { en: "Bày Khòm", fr: "Bày Khòm" }, origin: "Cambodia", players: { min: 2, max: 2 }, rulesets: [] }];
}
const none = [false, false, false, false, false, false, false, false, false, false];
const script = [
  {
    state: { holes: [4, 4, 4, 4, 5, 4, 4, 4, 4, 5], reserve: [0, 0], eliminated: none, phase: "sow", round: 1, toMove: 0 },
    moves: [{ kind: "sow", hole: 0, dir: "+" }, { kind: "sow", hole: 0, dir: "-" }, { kind: "sow", hole: 1, dir: "+" }],
  },
  {
    state: { holes: [0, 5, 5, 5, 6, 4, 4, 4, 4, 5], reserve: [0, 0], eliminated: none, phase: "refill", round: 1, toMove: 1 },
    moves: [{ kind: "fill", houses: [5, 6] }, { kind: "fill", houses: [7, 8] }],
  },
  {
    state: { holes: [0, 5, 5, 5, 6, 0, 0, 4, 4, 5], reserve: [0, 8], eliminated: [false, false, false, false, false, true, true, false, false, false], phase: "sow", round: 2, toMove: 0 },
    moves: [{ kind: "sow", hole: 1, dir: "+" }],
  },
];
const records = [
  { player: 0, move: script[0].moves[0], notation: "0+", events: [{ type: "lift", hole: 0, count: 4 }, ...[1, 2, 3, 4].map((hole) => ({ type: "drop", hole }))] },
  { player: 1, move: script[1].moves[1], notation: "fill 7 8", events: [{ type: "refill", player: 1, holes: [7, 8], eliminated: [5, 6] }] },
];
export class Game {
  #at = 0;
  constructor(id) {
    if (id !== "bay-khom") throw new GameError("unknown_game", `${id} is not in this stand-in`);
    this.id = id;
  }
  state() {
    return { game: "bay-khom", ruleset: "poree-maspero", over: false, result: null, ply: this.#at, ...script[this.#at].state };
  }
  legalMoves() {
    return script[this.#at].moves;
  }
  legalNotations() {
    return script[this.#at].moves.map((m) => JSON.stringify(m));
  }
  play(move) {
    if (JSON.stringify(move) !== JSON.stringify(records[this.#at]?.move)) throw new GameError("illegal_move", "not in the script");
    return records[this.#at++];
  }
  undo() {
    return this.#at ? records[--this.#at] : null;
  }
  redo() {
    return null;
  }
  save() {
    return "{}";
  }
  free() {}
}
