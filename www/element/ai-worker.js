// The computer opponent's thread: the package's computer entry (folkgames/computer: the engine and
// the search, built for speed, a .wasm of its own that only this worker loads), so the page never
// waits for a search and never loads it in a game between people. One request at a time: { id, save, level, seed, timeMs } is answered
// with { id, move } or { id, error: code }, or { id, error: "load", cause } when the module cannot be
// loaded here (the browser's error; the next request tries again). A newer request makes an older one stale: a search that
// has not started is skipped (answered { id, stale: true }); one already running cannot be
// interrupted, so the page also ignores answers by id and may terminate this worker outright.
// A review, { id, kind: "review", save, level }, grades every move of the game (game.review):
// it posts { id, progress: { done, total } } after each move, then { id, review }. The coach,
// { id, kind: "coach", save }, is answered { id, coaching } (game.coach()).

import init, { Game, GameError } from "../lib/js/computer.js";

init().catch(() => {}); // at once; a failure is answered to the request that waits for it
let latest = -1;

self.addEventListener("message", async (e) => {
  const { id, kind, save, level, seed, timeMs } = e.data ?? {};
  latest = id;
  try {
    await init();
  } catch (cause) {
    answerLoadFailure(id, cause);
    return;
  }
  // let requests already queued behind this one arrive first, so only the newest is searched
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (id !== latest) {
    self.postMessage({ id, stale: true });
    return;
  }
  let game = null;
  try {
    game = Game.load(save);
    if (kind === "coach") {
      self.postMessage({ id, coaching: game.coach() });
    } else if (kind === "review") {
      const review = game.review({ level }, (done, total) => self.postMessage({ id, progress: { done, total } }));
      self.postMessage({ id, review });
    } else {
      const move = game.suggestMove({ level, seed, timeMs });
      self.postMessage({ id, move });
    }
  } catch (err) {
    self.postMessage({ id, error: err instanceof GameError ? err.code : "internal", message: String(err?.message ?? err) });
  } finally {
    game?.free();
  }
});

/** The module could not be loaded: the browser's error goes to the page as it is (an Error is
 *  cloned with its name and message), or its words when it cannot be cloned. */
function answerLoadFailure(id, cause) {
  try {
    self.postMessage({ id, error: "load", cause });
  } catch {
    self.postMessage({ id, error: "load", cause: new Error(String(cause?.message ?? cause)) });
  }
}
