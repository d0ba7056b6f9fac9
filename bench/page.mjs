// Time from navigation to an interactive board, per game, in headless Chromium (Debian's, via
// playwright-core), the demo served from www/ on localhost by Vite's static preview server
// (scripts/serve.mjs).
// "Interactive" is: a `folk-game` element exists and its canvas has drawn (a non-transparent
// pixel). In a checkout whose demo has no such element (an older one, bench/boundary.mjs), the first
// <canvas> that has drawn is taken instead, and the output says so.
// Target: TARGETS.pageMs in bench/lib.mjs. Needs `npm run build` first.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { root, stats, num, envNum, save, load1, TARGETS } from "./lib.mjs";

const GAMES = ["kpe", "bay-khom", "siryu"];
const loads = envNum("FOLKGAMES_PAGE_LOADS", 7);

if (!existsSync(`${root}/www/index.html`)) {
  console.log("page: not measured: there is no www/index.html in this checkout");
  save("page", { measured: false, reason: "no www/index.html" });
  process.exit(0);
}
// Debian's Chromium with the browser tests' flags (tests/browser/harness.js).
const { launchChromium } = await import("../tests/browser/harness.js");

// The server runs in a process of its own, as a site's server would: this process also runs
// playwright's client, which handles every DevTools event of the page while it loads, and a
// server here would answer the page's requests only between those.
const server = spawn(process.execPath, ["scripts/serve.mjs", "www"], {
  cwd: root,
  env: { ...process.env, PORT: "0" },
  stdio: ["ignore", "pipe", "inherit"],
});
const port = await new Promise((resolve, reject) => {
  let out = "";
  server.stdout.on("data", (d) => {
    out += d;
    const m = out.match(/:(\d+)\//);
    if (m) resolve(Number(m[1]));
  });
  server.once("exit", (code) => reject(new Error(`scripts/serve.mjs exited (${code}) before it listened`)));
});
const base = `http://127.0.0.1:${port}/`;

const browser = await launchChromium();

// Runs in the page from its first script on (an init script, not playwright's own polling, whose
// injected helper is a large script compiled and run on the page's main thread while it loads):
// at every animation frame, whether the board has drawn; the first frame where it has sets
// `window.__folkBoard` to the time (ms since navigation start) and what was found, and says so on
// the console. The bench waits for that console message, not with page.waitForFunction: that call
// also sends playwright's helper (a 330 KB DevTools message) into the page right after the commit,
// and evaluating it took the page's main thread 65 ms in a trace, in the middle of the load.
const watch = () => {
  const drawn = () => {
    const host = document.querySelector("folk-game");
    const canvas = host ? (host.shadowRoot ?? host).querySelector("canvas") : document.querySelector("canvas");
    if (!canvas || !canvas.width || !canvas.height) return null;
    const ctx = canvas.getContext("2d");
    if (!ctx) return null;
    const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    for (let i = 3; i < px.length; i += 4 * 97) if (px[i] !== 0) return host ? "folk-game" : "canvas";
    return null;
  };
  const tick = () => {
    const hook = drawn();
    if (hook) {
      window.__folkBoard = { ms: performance.now(), hook };
      console.debug(`folk-board ${JSON.stringify(window.__folkBoard)}`);
    } else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

console.log(`headless Chromium, ${loads} timed loads per game after one warm-up; load average ${load1()}`);
const cases = [];
try {
  for (const game of GAMES) {
    const times = [];
    let hook = null;
    for (let i = 0; i <= loads; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(watch);
      const said = page.waitForEvent("console", { predicate: (m) => m.text().startsWith("folk-board "), timeout: 15_000 });
      await page.goto(`${base}?game=${game}`, { waitUntil: "commit" });
      const r = JSON.parse((await said).text().slice("folk-board ".length));
      hook = r.hook;
      if (i > 0) times.push(r.ms); // the first load warms the server and Chromium's caches of code
      await context.close();
    }
    const s = stats(times);
    cases.push({ game, hook, ms: s });
    console.log(
      `${game.padEnd(10)} ${num(s.median, 0)} ms [${num(s.min, 0)}-${num(s.max, 0)}] (target <= ${TARGETS.pageMs} ms: ${s.median <= TARGETS.pageMs ? "met" : "MISSED"}) to a drawn board (${hook}${hook === "canvas" ? ": the page has no folk-game element yet" : ""}; ?game=${game})`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}
save("page", { measured: true, loads, cases });
