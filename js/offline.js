// folkgames/offline — a helper for an embedding site's own service worker (README, "Offline"):
// after one visit, <folk-game> loads and plays with the network off. A classic script, for
// `importScripts`:
//
//   importScripts("./node_modules/folkgames/js/offline.js");
//   folkgamesOffline.precache("./node_modules/folkgames/", { pages: ["./museum/", "./museum/museum.css"] });
//
// The worker's scope must hold the package's folder (sw.js at the site's root): the element's
// computer runs in a Web Worker, whose script a browser matches to a service worker by its own URL.
// `precache(packageUrl)` reads the package's list of what a browser loads (the element's modules,
// the package entry, the WebAssembly glue and .wasm, the computer's worker) from
// pkg/offline-manifest.js, which the build writes with a version that changes with their contents,
// and precaches them in a cache named for that version. A new package version changes that file,
// so the browser installs the worker again; the old version's cache is dropped once the new one
// is active. Those files are answered from the cache first (they never change within a version).
// `pages`, the site's own files (the embedding page, its styles), are fetched from the network
// first and kept for when it fails: each page answers with its own copy. Call it during the
// worker's first run (at its top level), before the site's own fetch handler, which still sees
// every other request.
(() => {
  const PREFIX = "folkgames-element-";
  const PAGES = "folkgames-pages";

  /**
   * @param {string | URL} packageUrl  where the package is served ("/node_modules/folkgames/"), from the worker's own URL
   * @param {{ pages?: string[] }} [options]  the site's own files to keep for offline visits
   * @returns {{ version: string, files: string[] }}  the version and the absolute URLs precached
   */
  function precache(packageUrl, { pages = [] } = {}) {
    const base = new URL(packageUrl, self.location.href);
    if (!base.pathname.endsWith("/")) base.pathname += "/";
    // The computer's Web Worker is matched to a service worker by its own URL, not its page's:
    // a worker whose scope leaves out the package cannot answer for it.
    if (!base.href.startsWith(self.registration.scope))
      console.warn(`folkgames/offline: ${base.href} is outside this worker's scope (${self.registration.scope}); put sw.js at the site's root`);
    importScripts(new URL("pkg/offline-manifest.js", base).href);
    const manifest = self.FOLKGAMES_OFFLINE;
    const cacheName = PREFIX + manifest.version;
    const files = manifest.files.map((f) => new URL(f, base).href);
    const known = new Set(files);
    // a URL without its query or fragment: "./?lang=fr" is the page "./"
    const key = (url) => {
      const u = new URL(url, self.location.href);
      return u.origin + u.pathname;
    };
    const pageUrls = new Set(pages.map(key));

    self.addEventListener("install", (event) => {
      event.waitUntil(
        Promise.all([
          caches.open(cacheName).then((cache) => cache.addAll(files)),
          caches.open(PAGES).then((cache) => cache.addAll([...pageUrls])),
        ]).then(() => self.skipWaiting()),
      );
    });

    self.addEventListener("activate", (event) => {
      event.waitUntil(
        caches
          .keys()
          .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== cacheName).map((k) => caches.delete(k))))
          .then(() => self.clients.claim()),
      );
    });

    self.addEventListener("fetch", (event) => {
      const req = event.request;
      if (req.method !== "GET") return;
      const url = key(req.url);
      if (known.has(url)) {
        event.respondWith(
          caches
            .open(cacheName)
            .then((cache) => cache.match(url))
            .then((hit) => hit ?? fetch(req)),
        );
      } else if (pageUrls.has(url)) {
        event.respondWith(
          (async () => {
            const cache = await caches.open(PAGES);
            try {
              const fresh = await fetch(req);
              if (fresh.ok) await cache.put(url, fresh.clone());
              return fresh;
            } catch (e) {
              const hit = await cache.match(url);
              if (hit) return hit;
              throw e;
            }
          })(),
        );
      }
    });
    return { version: manifest.version, files };
  }

  self.folkgamesOffline = { precache };
})();
