// The board's description in the catalogue (GameInfo.board, src/catalogue.rs) against the games
// themselves, through the built package: as many places as the state's arrays have, each seat's
// legal places its own, the heads never sown from, every place on its own spot of the drawing,
// Siryu's squares where the pieces walk, count sirs and arrive.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, catalogue } from "folkgames";

const boardOf = (id) => catalogue().find((g) => g.id === id).board;

/** The move a game plays at ply `ply` of seed `seed`: spread over the legal ones, the same each run. */
const nth = (moves, seed, ply) => moves[(seed * 7 + ply * 13) % moves.length];

test("every place has a spot of its own on the drawing, inside it", () => {
  for (const { id, board } of catalogue()) {
    const spots = new Set(board.places.map((p) => `${p.row},${p.col}`));
    assert.equal(spots.size, board.places.length, `${id}: two places on one spot`);
    for (const p of board.places) {
      assert.ok(p.row >= 0 && p.row < board.rows && p.col >= 0 && p.col < board.cols, `${id}: ${JSON.stringify(p)}`);
    }
  }
});

for (const [id, places, from] of [
  ["kpe", (s) => s.pits, (m) => [m.pit]],
  ["bay-khom", (s) => s.holes, (m) => (m.kind === "fill" ? m.houses : [m.hole])],
]) {
  test(`${id}: the places are the state's, and every legal move is played from the mover's own`, () => {
    const board = boardOf(id);
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const game = new Game(id, { seed });
      for (let ply = 0; ply < 300 && !game.isOver(); ply++) {
        const state = game.state();
        assert.equal(places(state).length, board.places.length);
        const moves = game.legalMoves();
        for (const m of moves) {
          for (const i of from(m)) {
            assert.equal(board.places[i].owner, state.toMove, `${id} seed ${seed}: ${JSON.stringify(m)} is the mover's`);
            assert.notEqual(board.places[i].kind, "head", `${id}: a head is never played from`);
            checked++;
          }
        }
        game.play(nth(moves, seed, ply));
      }
    }
    assert.ok(checked > 1000, `${checked} places checked`);
    // each seat owns as many places as the other, on a row of its own
    for (const seat of [0, 1]) {
      const own = board.places.filter((p) => p.owner === seat);
      assert.equal(own.length, board.places.length / 2);
    }
  });
}

test("bay-khom: the heads are the engine's, one a seat, at the two ends", () => {
  const board = boardOf("bay-khom");
  const heads = board.places.flatMap((p, i) => (p.kind === "head" ? [i] : []));
  // the head start (headStart) deals a head more than a house: the start position tells them
  const start = new Game("bay-khom").state().holes;
  const most = Math.max(...start);
  assert.deepEqual(
    heads,
    start.flatMap((n, i) => (n === most ? [i] : [])),
  );
  assert.deepEqual(heads.map((i) => board.places[i].owner).sort(), [0, 1]);
  assert.deepEqual(
    heads.map((i) => board.places[i].col).sort((a, b) => a - b),
    [0, board.cols - 1],
  );
});

test("siryu: pieces stand on the track's places, count sirs where it says, and arrive in Mecca", () => {
  const board = boardOf("siryu");
  assert.ok(
    board.places.every((p) => p.owner === null),
    "the track is everyone's",
  );
  const at = (square) => board.places[square - 1];
  let sirs = 0;
  let finished = 0;
  for (let seed = 1; seed <= 6; seed++) {
    const game = new Game("siryu", { seed, players: 2, stationSirs: 1 });
    for (let ply = 0; ply < 20000 && !game.isOver(); ply++) {
      const moves = game.legalMoves();
      const record = game.play(nth(moves, seed, ply));
      for (const ev of record.events) {
        if (ev.type === "step") assert.ok(at(ev.to), `square ${ev.to} is a place`);
        if (ev.type === "station-sir") {
          const piece = game.state().pieces[ev.player].find((p) => p.kind === ev.piece);
          // the sir counted where the piece waits, or it moved it on to the next station
          assert.ok(at(piece.square).countsSirs || at(piece.square - 1).countsSirs, `square ${piece.square}`);
          sirs++;
        }
      }
      for (const list of game.state().pieces) for (const p of list) assert.ok(at(p.square), `square ${p.square}`);
    }
    if (!game.isOver()) continue;
    finished++;
    const { winners } = game.result();
    for (const p of game.state().pieces[winners[0]]) assert.equal(at(p.square).kind, "mecca");
  }
  assert.ok(sirs > 0 && finished > 0, `${sirs} station sirs, ${finished} games finished`);
  // the track's order is the drawing's path: on the grid each square beside the one before it,
  // then out of the grid (the extension and the stations) one column further each time
  const offGrid = (p) => p.col >= board.rows;
  board.places.slice(1).forEach((p, i) => {
    const q = board.places[i];
    if (offGrid(q)) assert.deepEqual([p.row, p.col], [q.row, q.col + 1], `square ${i + 2} after square ${i + 1}`);
    else if (!offGrid(p)) assert.equal(Math.abs(p.row - q.row) + Math.abs(p.col - q.col), 1, `square ${i + 2} beside square ${i + 1}`);
  });
  assert.deepEqual(
    board.places.filter(offGrid).map((p) => p.kind),
    ["extension", "extension", "extension", "cairo", "medina", "mecca"],
  );
  assert.equal(board.places.filter((p) => p.kind === "minaret").length, 1);
  assert.equal(board.places.at(-1).kind, "mecca");
});
