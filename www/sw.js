// The demo's service worker: after one visit the page, its scripts, styles and the .wasm are in a
// versioned cache, so the demo loads and plays with the network off. The list and its version
// (a hash of the files' contents) are written by scripts/build.sh into lib/precache.js.
// Network first (so a new build shows at once), the cache when the network fails. Every page and
// file is kept under its own address (without the query): offline, each page answers with its own
// copy (embed.html with embed.html, never the demo), and a page never visited is not answered.
// Files outside the list (the one-tag embed page and the element's modules it loads) are kept
// once a visit has fetched them.
/* global PRECACHE */
importScripts("./lib/precache.js");

const CACHE = `folkgames-${PRECACHE.version}`;
const scope = new URL(self.registration.scope);
const urls = PRECACHE.files.map((f) => new URL(f, scope).href);

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(urls))
      .then(() => self.skipWaiting()),
  );
});

// Only the demo's own old versions are dropped: an embedding site's folkgames/offline caches
// (folkgames-element-…, folkgames-pages) on the same origin are not the demo's.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => /^folkgames-[0-9a-f]{16}$/.test(k) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== scope.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        const fresh = await fetch(req);
        if (fresh.status === 200 && fresh.type === "basic") await cache.put(url.origin + url.pathname, fresh.clone());
        return fresh;
      } catch (e) {
        const hit = await cache.match(url.origin + url.pathname);
        if (hit) return hit;
        throw e;
      }
    })(),
  );
});
