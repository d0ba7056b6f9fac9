// The package in a plain HTML page with no bundler, in Chromium: the README's embedding example,
// served next to the package as `npm pack` ships it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { usePackageSite } from "./harness.js";

const env = usePackageSite("folkgames-page-", (dir, readme) => {
  const [api, element] = [...readme.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]);
  const page = (title, body) => `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title>\n${body}`;
  writeFileSync(join(dir, "index.html"), page("plain page", api));
  writeFileSync(join(dir, "element.html"), page("one tag", element));
});

async function open(path) {
  const page = await env.browser.newPage();
  const problems = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(String(e)));
  await page.goto(`${env.base}/${path}`);
  return { page, problems };
}

test("the README's page runs the game with no bundler", async () => {
  const { page, problems } = await open("index.html");
  await page.waitForFunction(() => document.getElementById("out")?.textContent.startsWith("South sowed"));
  const text = await page.textContent("#out");
  assert.match(text, /pits now 7 6 0 7 7 7 7 7/);
  assert.deepEqual(problems, []);
  await page.close();
});

test("the README's one-tag embed draws a playable board from the package", async () => {
  const { page, problems } = await open("element.html");
  await page.waitForFunction(() => document.querySelector("folk-game")?.state?.ply === 0);
  const moves = [];
  await page.exposeFunction("noteMove", (n) => moves.push(n));
  await page.evaluate(() => document.querySelector("folk-game").addEventListener("move", (e) => window.noteMove(e.detail.notation)));
  await page.evaluate(() => document.querySelector("folk-game").play({ kind: "sow", pit: 1 }));
  await page.waitForFunction(() => {
    const el = document.querySelector("folk-game");
    return el.state?.ply === 1 && !el.busy;
  });
  assert.deepEqual(moves, ["1"]);
  assert.ok(await page.locator("folk-game canvas").count());
  // the example's other listeners: looking back, and the lesson started by its button
  const said = [];
  page.on("console", (m) => m.type() === "log" && said.push(m.text()));
  await page.evaluate(() => document.querySelector("folk-game").view(0));
  await page.evaluate(() => document.querySelector("folk-game").view(null));
  await page.click("#learn");
  await page.waitForFunction(() => document.querySelector("folk-game").lesson?.step === 1);
  for (let i = 0; i < 100 && said.length < 3; i++) await new Promise((r) => setTimeout(r, 50)); // console messages come a little after
  assert.deepEqual(said.slice(0, 3), ["showing 0", "showing the game now", "lesson step 1 of 6"]);
  assert.deepEqual(problems, []);
  await page.close();
});
