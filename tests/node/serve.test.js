// The demo's server (scripts/serve.mjs: Vite's static preview server, as `npm start`, the page
// bench and the browser tests use it): the types a browser needs (a module script as JavaScript,
// the .wasm as application/wasm for instantiateStreaming), files served as they are on disk
// (a rebuild is seen on the next load), 404 for what is not there, nothing outside its root.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "../../scripts/serve.mjs";

let dir;
let site;

const FILES = {
  "index.html": "<!doctype html><title>home</title>",
  "app.js": "export const a = 1;",
  "style.css": "body { margin: 0 }",
  "engine.wasm": "\0asm\x01\0\0\0",
  "sub/index.html": "<!doctype html><title>sub</title>",
};

before(async () => {
  dir = mkdtempSync(join(tmpdir(), "folkgames-serve-"));
  writeFileSync(join(dir, "secret.txt"), "secret");
  mkdirSync(join(dir, "www", "sub"), { recursive: true });
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(dir, "www", name), text);
  site = await serve({ root: join(dir, "www") });
});

after(async () => {
  await site?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request: the path is sent exactly as given (fetch would resolve `..` first). */
function raw(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: site.port, path, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks), body: Buffer.concat(chunks).toString("latin1") }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

test("each file the demo loads is served with the type a browser needs, and not cached stale", async () => {
  const expected = { "index.html": /^text\/html/, "app.js": /^text\/javascript/, "style.css": /^text\/css/, "engine.wasm": /^application\/wasm$/ };
  for (const [name, type] of Object.entries(expected)) {
    const r = await raw(`/${name}?game=kpe`);
    assert.equal(r.status, 200, name);
    assert.match(r.headers["content-type"], type, name);
    assert.equal(r.body, Buffer.from(FILES[name]).toString("latin1"), name);
    assert.equal(r.headers["cache-control"], "no-cache", name);
  }
  assert.match((await raw("/")).body, /<title>home<\/title>/);
  assert.match((await raw("/sub/")).body, /<title>sub<\/title>/);
});

test("every file the demo loads goes out compressed as the browser accepts it, the .wasm included", async () => {
  const decode = { gzip: gunzipSync, br: brotliDecompressSync };
  for (const accept of ["gzip, deflate, br", "gzip"]) {
    for (const name of ["index.html", "app.js", "style.css", "engine.wasm"]) {
      const r = await raw(`/${name}`, { "accept-encoding": accept });
      const encoding = r.headers["content-encoding"];
      assert.equal(r.status, 200, name);
      assert.ok(accept.split(", ").includes(encoding) && decode[encoding], `${name}: ${encoding} for ${accept}`);
      assert.equal(decode[encoding](r.bytes).toString("latin1"), Buffer.from(FILES[name]).toString("latin1"), name);
    }
  }
});

test("a file written after the server started is served as it is now", async () => {
  writeFileSync(join(dir, "www", "late.js"), "one");
  assert.equal((await raw("/late.js")).body, "one");
  writeFileSync(join(dir, "www", "late.js"), "two");
  assert.equal((await raw("/late.js")).body, "two");
});

test("what is not there is 404, and no path reaches a file outside the root", async () => {
  for (const path of ["/nothing-here.js", "/sub/nothing", "/app.js/inside"]) assert.equal((await raw(path)).status, 404, path);
  for (const path of [
    "/../secret.txt",
    "/sub/../../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2E%2E%2Fsecret.txt",
    "/..%5csecret.txt",
    `/${"%2e%2e/".repeat(8)}etc/passwd`,
  ]) {
    const r = await raw(path);
    assert.notEqual(r.status, 200, path);
    assert.doesNotMatch(r.body, /secret|root:/, path);
  }
});
