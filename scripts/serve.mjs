// A small static file server for the demo (www/), with node:http and node:fs only. It serves
// `npm start` (scripts/serve.sh), the page-load bench (bench/page.mjs) and the browser tests
// (tests/browser/harness.js). It replaced http-server, most of whose code the demo does not need
// (directory listings, gzip, proxying) and whose 51 packages every fresh machine installed: it
// answers the page's first files faster (10.6 ms a round instead of 13.3), though whole page
// loads showed no difference above this host's noise (BENCHMARKS.md, "Misses").
//
// What the demo needs from a server, and what this one does:
// - the right Content-Type for each file: a module script must be served as JavaScript or the
//   browser refuses it, and the .wasm as application/wasm or WebAssembly.compileStreaming fails;
// - `Cache-Control: no-cache`, so that a file edited while `npm start` runs shows on reload: the
//   browser may keep a copy but asks again each time; the ETag (size and mtime, read from the file
//   on each request) lets it hear 304 when nothing changed;
// - GET and HEAD only (405 otherwise), 404 for what is not there, a directory's index.html;
// - nothing outside its root: the path is decoded and normalised and must stay under the root
//   (a symbolic link inside the root would be followed; www/ has none).
// The files are read on every request, with no cache of ours: they are small and on localhost.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const TEXT = "; charset=utf-8";
/** Content-Type by file extension; anything else is sent as bytes. */
export const TYPES = {
  ".html": "text/html" + TEXT,
  ".htm": "text/html" + TEXT,
  ".js": "text/javascript" + TEXT,
  ".mjs": "text/javascript" + TEXT,
  ".css": "text/css" + TEXT,
  ".json": "application/json" + TEXT,
  ".map": "application/json" + TEXT,
  ".webmanifest": "application/manifest+json" + TEXT,
  ".txt": "text/plain" + TEXT,
  ".md": "text/markdown" + TEXT,
  ".xml": "application/xml" + TEXT,
  ".svg": "image/svg+xml" + TEXT,
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
};
const BYTES = "application/octet-stream";

/**
 * The file under `root` that a request path names, or null when the path is malformed or would
 * leave the root. The path is decoded first (so `%2e%2e%2f` is `../`), then resolved, and what it
 * resolves to must be the root or under it.
 */
export function fileFor(root, pathname) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null; // a malformed %-escape
  }
  if (path.includes("\0") || path.includes("\\")) return null;
  const file = resolve(root, "." + path);
  if (file !== root && !file.startsWith(root + sep)) return null;
  return file;
}

function send(res, status, headers, body, head) {
  res.writeHead(status, { "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff", ...headers });
  res.end(head ? undefined : body);
}

function fail(res, status, text, head, extra = {}) {
  const body = Buffer.from(`${status} ${text}\n`);
  send(res, status, { "Content-Type": "text/plain" + TEXT, "Content-Length": body.length, ...extra }, body, head);
}

async function handle(root, req, res) {
  const head = req.method === "HEAD";
  if (req.method !== "GET" && !head) return fail(res, 405, "method not allowed", false, { Allow: "GET, HEAD" });
  // The path and query are split by hand, not with the URL parser: it reads a path that starts
  // with `//` as a host. fileFor() resolves the `..` segments.
  if (!req.url.startsWith("/")) return fail(res, 400, "bad request", head);
  const q = req.url.indexOf("?");
  const pathname = q < 0 ? req.url : req.url.slice(0, q);
  const search = q < 0 ? "" : req.url.slice(q);
  let file = fileFor(root, pathname);
  if (file === null) return fail(res, 404, "not found", head);
  let info;
  try {
    info = await stat(file);
    if (info.isDirectory()) {
      // Relative links in the index resolve against the URL, so a directory is served only at
      // its path with the final slash; the Location has one leading slash, never `//host/`.
      if (!pathname.endsWith("/")) return fail(res, 301, "moved", head, { Location: `/${pathname.replace(/^\/+/, "")}/${search}` });
      file = resolve(file, "index.html");
      info = await stat(file);
    } else if (pathname.endsWith("/")) {
      // A file is not a directory: at `/app.js/`, the page's relative URLs would be wrong.
      return fail(res, 404, "not found", head);
    }
    if (!info.isFile()) return fail(res, 404, "not found", head);
  } catch (e) {
    if (e.code === "ENOENT" || e.code === "ENOTDIR") return fail(res, 404, "not found", head);
    return fail(res, 500, "internal error", head);
  }
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    "Content-Type": TYPES[extname(file).toLowerCase()] ?? BYTES,
    ETag: etag,
    "Last-Modified": info.mtime.toUTCString(),
  };
  const known = req.headers["if-none-match"];
  if (known && (known.trim() === "*" || known.split(",").some((t) => t.trim() === etag))) return send(res, 304, headers, undefined, true);
  if (head) return send(res, 200, { ...headers, "Content-Length": info.size }, undefined, true);
  let body;
  try {
    body = await readFile(file);
  } catch {
    return fail(res, 500, "internal error", head);
  }
  send(res, 200, { ...headers, "Content-Length": body.length }, body, false);
}

/**
 * Serves the directory `root` on `host`:`port` (port 0: a free one). Resolves, once listening,
 * to `{ server, port, url, close }`; `close()` resolves when the server and its kept-alive
 * connections are closed.
 */
export function serve({ root, port = 0, host = "127.0.0.1" }) {
  const dir = resolve(root);
  const server = createServer((req, res) => {
    handle(dir, req, res).catch(() => {
      if (!res.headersSent) fail(res, 500, "internal error", req.method === "HEAD");
      else res.destroy();
    });
  });
  return new Promise((ok, ko) => {
    server.once("error", ko);
    server.listen(port, host, () => {
      server.off("error", ko);
      const bound = server.address().port;
      ok({
        server,
        port: bound,
        url: `http://${host}:${bound}/`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

// As a command: `node scripts/serve.mjs [dir]` serves `dir` (default: the project's www/) on
// 127.0.0.1, port $PORT (default 8080), and prints the URL.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = process.argv[2] ?? fileURLToPath(new URL("../www/", import.meta.url));
  const port = Number(process.env.PORT || 8080);
  try {
    const site = await serve({ root, port });
    console.log(`folkgames demo: http://localhost:${site.port}/`);
  } catch (e) {
    console.error(`serve: cannot listen on 127.0.0.1:${port}: ${e.message}`);
    process.exit(1);
  }
}
