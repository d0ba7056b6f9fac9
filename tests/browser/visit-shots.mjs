// Screenshots of games sized for a visit (not a test): the picker with each game's duration on a
// 390x844 phone and a 1366x900 desktop in en, fr, km and ar, and kiosk mode (the visit preset) on
// a 1180x820 tablet: Siryu's short pilgrimage and Bày Khòm's single round, into /work/shots/visit/
// (or VISIT_SHOTS).   node tests/browser/visit-shots.mjs   (needs the build)
import { mkdirSync } from "node:fs";
import { serve, launchChromium } from "./harness.js";

const dir = process.env.VISIT_SHOTS ?? "/work/shots/visit";
mkdirSync(dir, { recursive: true });
const [site, browser] = await Promise.all([serve("www"), launchChromium()]);

/** The demo at `query` in a fresh context of this size, once its picker shows the durations. */
async function open(query, viewport, hasTouch = false) {
  const ctx = await browser.newContext({ viewport, hasTouch, serviceWorkers: "block" });
  const page = await ctx.newPage();
  page.on("pageerror", (e) => console.log("pageerror", e.message));
  await page.goto(`${site.base}/?${query}`);
  await page.waitForFunction(() => document.querySelector("#games .time") && document.querySelector("folk-game")?.state);
  return { ctx, page };
}
for (const lang of ["en", "fr", "km", "ar"]) {
  for (const [name, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1366, height: 900 }],
  ]) {
    const { ctx, page } = await open(`lang=${lang}&game=siryu`, viewport, name === "phone");
    await page.screenshot({ path: `${dir}/picker-${name}-${lang}.png` });
    console.log(lang, name, (await page.locator("#games .time").allTextContents()).join(" | "));
    await ctx.close();
  }
}
for (const lang of ["en", "fr"]) {
  for (const game of ["siryu", "bay-khom"]) {
    const { ctx, page } = await open(`lang=${lang}&game=${game}&kiosk&idle=600`, { width: 1180, height: 820 }, true);
    await page.evaluate(() => (document.querySelector("folk-game").computerDelay = 0));
    // the visitor's first move (Siryu's throw is made for them), then the computer's answer
    if (game === "bay-khom") await page.evaluate(() => document.querySelector("folk-game").play(document.querySelector("folk-game").legalMoves()[0]));
    await page.waitForFunction(
      (plies) => {
        const el = document.querySelector("folk-game");
        return el.state?.ply >= plies && !el.busy && !el.thinking;
      },
      game === "bay-khom" ? 2 : 3, // Bày Khòm: the visitor's move and the computer's answer
      { timeout: 120000 },
    );
    await page.screenshot({ path: `${dir}/kiosk-${game}-tablet-${lang}.png` });
    console.log(lang, game, JSON.stringify(await page.evaluate(() => document.querySelector("folk-game").options)));
    await ctx.close();
  }
}
await browser.close();
await site.stop();
