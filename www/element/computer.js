// @ts-check
// The computer opponent's client: one Web Worker (ai-worker.js, the computer's module) per
// element, started when first needed. One request at a time: a newer request, or a cancel, answers
// the older one { stale: true }; a search under way is stopped by ending the worker, and the next
// request starts a new one. A worker that cannot be loaded (its script, or the module inside it)
// answers { error: "load", cause }, an Error.

export class ComputerClient {
  #worker = null;
  #request = null; // the request awaited: { id, resolve, progress }
  #id = 0;

  constructor(url) {
    this.url = url;
  }

  /** True while a worker is running (the soak counts them). */
  get alive() {
    return this.#worker !== null;
  }

  /** Asks the worker for a move: { id, move } or { id, error, message } or { error: "load", cause } or { stale: true }
   *  (or a review, { kind: "review" }: { id, review }, with `progress({ done, total })` on the way). */
  ask(request, progress = null) {
    this.#request?.resolve({ stale: true });
    if (!this.#worker) this.#start();
    const id = ++this.#id;
    return new Promise((resolve) => {
      this.#request = { id, resolve, progress };
      this.#worker.postMessage({ id, ...request });
    });
  }

  /** Drops the request awaited, if any, ending a search still running. */
  cancel() {
    if (!this.#request) return;
    const { resolve } = this.#request;
    this.#request = null;
    this.close();
    resolve({ stale: true });
  }

  close() {
    this.#worker?.terminate();
    this.#worker = null;
  }

  #start() {
    const worker = new Worker(this.url, { type: "module" });
    worker.addEventListener("message", (e) => {
      if (this.#request && e.data?.id === this.#request.id && e.data.progress) {
        this.#request.progress?.(e.data.progress);
      } else if (this.#request && e.data?.id === this.#request.id) {
        const { resolve } = this.#request;
        this.#request = null;
        resolve(e.data);
      }
    });
    // its script or an import could not be loaded (a 404, offline, the page's worker-src): the
    // browser says no more than that; the next request starts a new worker
    worker.addEventListener("error", (e) => {
      e.preventDefault?.();
      if (this.#worker === worker) this.close();
      const pending = this.#request;
      this.#request = null;
      const cause = new Error(`the computer's worker could not be loaded (${this.url})${e.message ? `: ${e.message}` : ""}`);
      pending?.resolve({ error: "load", cause });
    });
    this.#worker = worker;
  }
}
