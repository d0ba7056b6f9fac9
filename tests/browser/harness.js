// Shared by the browser suites: a static server on a free port and the system Chromium.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const root = fileURLToPath(new URL("../../", import.meta.url));

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Polls until the server answers (a condition, not a fixed wait); gives up after `ms`. */
export async function waitForServer(url, ms = 15000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`http-server did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Serves `dir` with http-server on a free port; returns { base, stop }. */
export async function serve(dir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(`${root}node_modules/.bin/http-server`, [dir, "-p", String(port), "-a", "127.0.0.1", "-s", "-c-1"], {
    cwd: root,
    stdio: "ignore",
  });
  await waitForServer(`${base}/`);
  return { base, stop: () => server.kill() };
}

export function launchChromium() {
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
}
