// Lighthouse (12.2.3, pinned: the last that runs on Node 20) on Debian's Chromium, the first load as
// issue 29 measures it: the demo for each game (`?game=`), and a plain host page for each game that
// embeds `<folk-game>` as README.md shows it (a heading, the README's embed, a paragraph after it),
// served next to the package as `npm pack` ships it (as tests/browser/plain-page.test.js does).
// Each page with Lighthouse's default settings (mobile: a phone's screen, simulated slow 4G and a
// 4x slower CPU) and with its desktop preset. Prints the four category scores, LCP, TBT and CLS
// with issue 29's targets (TARGETS and `lighthouseChecks` in bench/lib.mjs), writes
// bench-results/lighthouse.json and each page's last report in bench-results/lighthouse/.
// FOLKGAMES_LIGHTHOUSE_RUNS=N runs each page N times (default 1) and keeps the medians.
// Needs `npm run build` first. Figures only: no score is part of `npm test`.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import * as chromeLauncher from "chrome-launcher";
import { root, stats, num, envNum, save, load1, serveApart, lighthouseChecks, LIGHTHOUSE_CATEGORIES } from "./lib.mjs";
import { CHROMIUM_ARGS } from "../tests/browser/harness.js";

const GAMES = ["kpe", "bay-khom", "siryu"];
const FORM_FACTORS = { mobile: undefined, desktop: desktopConfig }; // undefined: Lighthouse's default config
const runs = envNum("FOLKGAMES_LIGHTHOUSE_RUNS", 1);

if (!existsSync(`${root}/www/lib/pkg/folkgames_bg.wasm`) || !existsSync(`${root}/element/folk-game.js`)) {
  console.log("lighthouse: not measured: the package is not built (`npm run build`)");
  save("lighthouse", { measured: false, reason: "not built" });
  process.exit(0);
}

/** A folder with the packed package in node_modules/folkgames and one host page per game,
 *  <game>.html: a museum's page with README.md's embed, its `game` attribute set to that game. */
function hostSite() {
  const dir = mkdtempSync(join(tmpdir(), "folkgames-host-"));
  const [{ filename }] = JSON.parse(execFileSync("npm", ["pack", "--json", "--pack-destination", dir], { cwd: root, encoding: "utf8" }));
  mkdirSync(join(dir, "node_modules/folkgames"), { recursive: true });
  execFileSync("tar", ["-xzf", join(dir, filename), "-C", join(dir, "node_modules/folkgames"), "--strip-components=1"]);
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const embed = [...readme.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.includes("<folk-game"));
  for (const game of GAMES) {
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Play a board game — a museum's page</title>
<meta name="description" content="A museum's page about a traditional board game, with the game to play in the page.">
<link rel="icon" href="data:,">
</head>
<body>
<h1>A traditional board game</h1>
${embed.replace(/ game="[^"]*"/, ` game="${game}"`)}
<p>The board above is the game as it is played in its home region. Take turns with a friend, or
ask for a lesson: each step explains one rule and asks for a move.</p>
</body>
</html>
`;
    writeFileSync(join(dir, `${game}.html`), html);
  }
  return dir;
}

/** One Lighthouse run: the four scores (0-100), LCP and TBT (ms), CLS, the audits that could not
 *  run (`errored`; those that count in a category's score, `weighted`, make that score unsound)
 *  and the whole report. */
async function measure(chrome, url, config) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }, config);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(Object.keys(LIGHTHOUSE_CATEGORIES).map((id) => [id, Math.round(lhr.categories[id].score * 100)]));
  const audit = (id) => lhr.audits[id].numericValue;
  const errored = Object.values(lhr.audits)
    .filter((a) => a.scoreDisplayMode === "error")
    .map((a) => a.id);
  const weighted = Object.values(lhr.categories).flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && errored.includes(r.id)).map((r) => r.id));
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex, // Lighthouse's measure of this CPU's speed at the time: lower when the machine is busy
    errored,
    weighted,
    scores,
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    warnings: lhr.runWarnings,
    lhr,
  };
}

const median = (list) => stats(list).median;

const hostDir = hostSite();
process.once("exit", () => rmSync(hostDir, { recursive: true, force: true })); // also when interrupted
const demo = await serveApart("www");
const host = await serveApart(hostDir);
// The browser tests' flags (nothing that calls out in this closed network), headless the new way.
const chromeFlags = [...CHROMIUM_ARGS.filter((f) => f !== "--headless"), "--headless=new"];
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || "/usr/bin/chromium", chromeFlags, logLevel: "silent" });
const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser;
const pages = [
  ...GAMES.map((game) => ({ page: "demo", game, url: `${demo.base}?game=${game}` })),
  ...GAMES.map((game) => ({ page: "host", game, url: `${host.base}${game}.html` })),
];
mkdirSync(`${root}/bench-results/lighthouse`, { recursive: true });
const lighthouseVersion = JSON.parse(readFileSync(`${root}/node_modules/lighthouse/package.json`, "utf8")).version;
console.log(`Lighthouse ${lighthouseVersion} on ${version}, ${runs} run(s) a page and form factor (medians); load average ${load1()}`);
const cases = [];
try {
  for (const { page, game, url } of pages) {
    for (const [formFactor, config] of Object.entries(FORM_FACTORS)) {
      const each = [];
      for (let i = 0; i < runs; i++) each.push(await measure(chrome, url, config));
      const last = each.at(-1);
      writeFileSync(`${root}/bench-results/lighthouse/${page}-${game}-${formFactor}.json`, JSON.stringify(last.lhr));
      const c = {
        page,
        game,
        formFactor,
        url: url.replace(/^http:\/\/127\.0\.0\.1:\d+\//, "/"),
        runs,
        scores: Object.fromEntries(Object.keys(LIGHTHOUSE_CATEGORIES).map((id) => [id, median(each.map((r) => r.scores[id]))])),
        lcpMs: median(each.map((r) => r.lcpMs)),
        tbtMs: median(each.map((r) => r.tbtMs)),
        cls: median(each.map((r) => r.cls)),
        each: each.map(({ scores, lcpMs, tbtMs, cls }) => ({ scores, lcpMs, tbtMs, cls })),
        warnings: [...new Set(each.flatMap((r) => r.warnings))],
        errored: [...new Set(each.flatMap((r) => r.errored))],
        unsound: [...new Set(each.flatMap((r) => r.weighted))],
        benchmarkIndex: median(each.map((r) => r.benchmarkIndex)),
        loadavg: load1(),
      };
      cases.push(c);
      const figures = Object.entries(LIGHTHOUSE_CATEGORIES).map(([id, short]) => `${short} ${String(c.scores[id]).padStart(3)}`);
      const missed = lighthouseChecks(c).filter((r) => !r[3]);
      console.log(
        `${page} ${game.padEnd(9)} ${formFactor.padEnd(7)} ${figures.join("  ")}  LCP ${num(c.lcpMs).padStart(5)} ms  TBT ${num(c.tbtMs).padStart(4)} ms  CLS ${c.cls.toFixed(4)}  ${
          missed.length ? `MISSED: ${missed.map((r) => `${r[0]} ${r[1]} (${r[2]})`).join(", ")}` : "targets met"
        } (load ${c.loadavg.split(" ")[0]}, benchmark index ${Math.round(c.benchmarkIndex)})`,
      );
      for (const w of c.warnings) console.log(`  Lighthouse warns: ${w}`);
      if (c.unsound.length) console.log(`  UNSOUND: audits that count in a score could not run: ${c.unsound.join(", ")}`);
    }
  }
  // Audits that fail on this Chromium are diagnostics (weight 0) unless a line above says UNSOUND.
  const errored = [...new Set(cases.flatMap((c) => c.errored))];
  if (errored.length) console.log(`audits Lighthouse could not run on this Chromium: ${errored.join(", ")}`);
} finally {
  await chrome.kill();
  demo.stop();
  host.stop();
}
save("lighthouse", { measured: true, lighthouse: lighthouseVersion, chromium: version, runs, cases });
