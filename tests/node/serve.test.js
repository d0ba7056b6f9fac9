// The demo's static server (scripts/serve.mjs), which `npm start`, the page bench and the browser
// tests use: the types a browser needs (a module script as JavaScript, the .wasm as
// application/wasm), HEAD, 404 and 405, a directory's index.html, edits seen on the next load, and
// no file outside its root, however the path is spelled.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { request } from "node:http";
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve, TYPES } from "../../scripts/serve.mjs";

let dir;
let site;

const FILES = {
  "index.html": "<!doctype html><title>home</title>",
  "app.js": "export const a = 1;",
  "lib.mjs": "export const b = 2;",
  "style.css": "body { margin: 0 }",
  "data.json": "{}",
  "engine.wasm": "\0asm\x01\0\0\0",
  "icon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  "logo.png": "png",
  "favicon.ico": "ico",
  "app.webmanifest": "{}",
  "notes.txt": "hello",
  "blob.unknownext": "?",
  "sub/index.html": "<!doctype html><title>sub</title>",
  "sub/deep.js": "1",
};

before(async () => {
  dir = mkdtempSync(join(tmpdir(), "folkgames-serve-"));
  // Outside the served root, next to it: what a traversal would be after.
  writeFileSync(join(dir, "secret.txt"), "secret");
  const root = join(dir, "www");
  mkdirSync(join(root, "sub"), { recursive: true });
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(root, name), text);
  site = await serve({ root });
});

after(async () => {
  await site?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request: the path is sent exactly as given (fetch would resolve `..` first). */
function raw(path, { method = "GET", headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: site.port, path, method, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString("latin1") }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("each file type is served with the Content-Type a browser needs", async () => {
  const expected = {
    "index.html": /^text\/html; charset=utf-8$/,
    "app.js": /^text\/javascript; charset=utf-8$/,
    "lib.mjs": /^text\/javascript; charset=utf-8$/,
    "style.css": /^text\/css; charset=utf-8$/,
    "data.json": /^application\/json/,
    "engine.wasm": /^application\/wasm$/,
    "icon.svg": /^image\/svg\+xml/,
    "logo.png": /^image\/png$/,
    "favicon.ico": /^image\/x-icon$/,
    "app.webmanifest": /^application\/manifest\+json/,
    "notes.txt": /^text\/plain/,
    "blob.unknownext": /^application\/octet-stream$/,
  };
  for (const [name, type] of Object.entries(expected)) {
    const r = await raw(`/${name}`);
    assert.equal(r.status, 200, name);
    assert.match(r.headers["content-type"], type, name);
    assert.equal(r.body, Buffer.from(FILES[name]).toString("latin1"), name);
    assert.equal(r.headers["content-length"], String(Buffer.byteLength(FILES[name])), name);
    assert.equal(r.headers["cache-control"], "no-cache", name);
  }
  assert.equal(TYPES[".wasm"], "application/wasm");
});

test("a query string does not change the file", async () => {
  const r = await raw("/app.js?game=kpe");
  assert.equal(r.status, 200);
  assert.equal(r.body, FILES["app.js"]);
});

test("a directory serves its index.html, and is redirected to its path with the slash", async () => {
  for (const [path, title] of [["/", "home"], ["//", "home"], ["/sub/", "sub"], ["/?game=siryu", "home"]]) {
    const r = await raw(path);
    assert.equal(r.status, 200, path);
    assert.match(r.headers["content-type"], /^text\/html/);
    assert.match(r.body, new RegExp(`<title>${title}</title>`), path);
  }
  const r = await raw("/sub?x=1");
  assert.equal(r.status, 301);
  assert.equal(r.headers.location, "/sub/?x=1");
  assert.equal((await raw("//sub")).headers.location, "/sub/", "a Location with one leading slash, not another host");
});

test("HEAD answers the headers of GET with no body", async () => {
  const get = await raw("/engine.wasm");
  const head = await raw("/engine.wasm", { method: "HEAD" });
  assert.equal(head.status, 200);
  assert.equal(head.body, "");
  for (const h of ["content-type", "content-length", "etag", "cache-control"]) assert.equal(head.headers[h], get.headers[h], h);
  assert.equal((await raw("/nothing-here.js", { method: "HEAD" })).status, 404);
});

test("what is not there is 404; other methods are 405", async () => {
  for (const path of ["/nothing-here.js", "/sub/nothing", "/app.js/inside", "/app.js/", "/%E0%A4%A"]) {
    assert.equal((await raw(path)).status, 404, path);
  }
  for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
    const r = await raw("/index.html", { method });
    assert.equal(r.status, 405, method);
    assert.equal(r.headers.allow, "GET, HEAD");
  }
});

test("no path reaches a file outside the root", async () => {
  const tries = [
    "/../secret.txt",
    "/sub/../../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2E%2E%2Fsecret.txt",
    "/sub/..%2f..%2fsecret.txt",
    "/..%5csecret.txt",
    "/%2e%2e%5csecret.txt",
    "/secret.txt%00.html",
    "/index.html%00",
    `/${"%2e%2e/".repeat(8)}etc/passwd`,
  ];
  for (const path of tries) {
    const r = await raw(path);
    assert.notEqual(r.status, 200, path);
    assert.doesNotMatch(r.body, /secret|root:/, path);
  }
  // `..` that stays inside the root is only a path.
  assert.equal((await raw("/sub/../app.js")).body, FILES["app.js"]);
  assert.equal((await raw("/sub/%2e%2e/app.js")).body, FILES["app.js"]);
});

test("an edited file is served as edited, and an unchanged one can be answered 304", async () => {
  const file = join(dir, "www", "edit.js");
  writeFileSync(file, "one");
  const first = await raw("/edit.js");
  assert.equal(first.body, "one");
  assert.equal((await raw("/edit.js", { headers: { "if-none-match": first.headers.etag } })).status, 304);
  writeFileSync(file, "second");
  const second = await raw("/edit.js", { headers: { "if-none-match": first.headers.etag } });
  assert.equal(second.status, 200);
  assert.equal(second.body, "second");
});

test("connections are kept alive between requests", async () => {
  const r = await raw("/app.js", { headers: { connection: "keep-alive" } });
  assert.equal(r.headers.connection, "keep-alive");
});
