// The computer opponent's thread: the same package as the page (and the same .wasm), so the page
// never waits for a search. One request at a time: { id, save, level, seed, timeMs } is answered
// with { id, move } or { id, error: code }. A newer request makes an older one stale: a search that
// has not started is skipped (answered { id, stale: true }); one already running cannot be
// interrupted, so the page also ignores answers by id and may terminate this worker outright.

import init, { Game, GameError } from "../lib/js/folkgames.js";

const ready = init();
let latest = -1;

self.addEventListener("message", async (e) => {
  const { id, save, level, seed, timeMs } = e.data ?? {};
  latest = id;
  await ready;
  // let requests already queued behind this one arrive first, so only the newest is searched
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (id !== latest) {
    self.postMessage({ id, stale: true });
    return;
  }
  let game = null;
  try {
    game = Game.load(save);
    const move = game.suggestMove({ level, seed, timeMs });
    self.postMessage({ id, move });
  } catch (err) {
    self.postMessage({ id, error: err instanceof GameError ? err.code : "internal", message: String(err?.message ?? err) });
  } finally {
    game?.free();
  }
});
