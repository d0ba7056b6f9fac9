// Serves a folder of static files on 127.0.0.1 with Vite's static preview server (the demo for
// `npm start`, and the pages of the browser tests and benchmarks): files as they are, with their
// types (.wasm as application/wasm, which WebAssembly.instantiateStreaming needs), no bundling,
// compressed (the `compression` middleware: gzip or deflate as the browser asks, for every
// compressible type, the .wasm included) as a museum's server should send them (README, "Deploying").
//   node scripts/serve.mjs www      → prints the URL; PORT sets the port (default 8080, 0: any free)
import { preview } from "vite";
import compression from "compression";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Serves `root` on `port` (0: a free one), every file with `headers` besides its own (a test's
 *  Content-Security-Policy); `{ port, close }`. */
export async function serve({ root, port = 0, headers = undefined }) {
  const server = await preview({
    configFile: false,
    logLevel: "silent",
    root,
    // A path that is not a file is a 404, not the index page.
    appType: "mpa",
    build: { outDir: root },
    // No CORS headers: the demo is same-origin, and their `Vary: Origin` keeps the service
    // worker's cached copies from matching requests made without an Origin.
    preview: { host: "127.0.0.1", port, strictPort: port !== 0, open: false, cors: false, headers },
    // Before Vite's own static files middleware, so that every file goes out compressed.
    plugins: [{ name: "compress", configurePreviewServer: (server) => void server.middlewares.use(compression({ threshold: 0 })) }],
  });
  const address = server.httpServer.address();
  return {
    port: address.port,
    close: () => new Promise((done) => server.httpServer.close(() => done())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? "www");
  const site = await serve({ root, port: Number(process.env.PORT ?? 8080) });
  console.log(`serving ${root} at http://127.0.0.1:${site.port}/`);
}
