// Screenshots of a game picked whose rules are not loaded yet (not a test; to be looked at): the
// demo opened on Kpé, Siryu's module held 1.5 s as on a slow phone, Siryu picked; at 100 ms and
// 800 ms (its board's first frame, "Setting out the board…") and once its game is made. The
// element's box is printed for each: the same throughout. A phone and a desktop, en and fr.
//   node tests/browser/switch-shots.mjs   (needs the build; SWITCH_SHOTS=dir, default /work/shots/switch)
import { mkdirSync } from "node:fs";
import { serve, launchChromium } from "./harness.js";

const dir = process.env.SWITCH_SHOTS ?? "/work/shots/switch";
mkdirSync(dir, { recursive: true });
const [site, browser] = await Promise.all([serve("www"), launchChromium()]);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 },
};

for (const [device, options] of Object.entries(DEVICES))
  for (const lang of ["en", "fr"]) {
    const context = await browser.newContext({ ...options, serviceWorkers: "block" });
    await context.route("**/game-siryu_bg.wasm", async (route) => {
      await sleep(1500);
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${site.base}/?lang=${lang}&game=kpe&vs=person`);
    await page.evaluate(() => document.querySelector("folk-game").ready);
    await page.waitForSelector('.games button[data-game="siryu"]');
    const box = () => page.evaluate(() => JSON.stringify(document.querySelector("folk-game").getBoundingClientRect().toJSON()));
    const before = await box();
    await page.evaluate(() => document.querySelector('.games button[data-game="siryu"]').click());
    const lines = [`${device} ${lang}: before ${before}`];
    for (const ms of [100, 800]) {
      await sleep(ms === 100 ? 100 : 700);
      await page.screenshot({ path: `${dir}/${device}-${lang}-${ms}ms.png` });
      lines.push(`  ${ms} ms: ${await box()} state ${await page.evaluate(() => document.querySelector("folk-game").state?.game ?? null)}`);
    }
    await page.waitForFunction(() => document.querySelector("folk-game").state?.game === "siryu");
    await sleep(300);
    await page.screenshot({ path: `${dir}/${device}-${lang}-ready.png` });
    lines.push(`  ready: ${await box()}`);
    console.log(lines.join("\n"));
    await context.close();
  }
await browser.close();
await site.stop();
