// Screenshots of kiosk mode (not a test): the attract loop and its invitation, the direction
// arrows, the QR code and the real sticks on a 1180x820 tablet, and a share link continued on a
// 390x844 phone, in English and French (KIOSK_LANGS=en,fr,km,ar: more), into /work/shots/kiosk/
// (or KIOSK_SHOTS); the invitation alone in every language; the persist offer ("Continue your
// game") on a phone after a reload.
//   node tests/browser/kiosk-shots.mjs   (needs the build)
import { mkdirSync } from "node:fs";
import { serve, launchChromium } from "./harness.js";
const out = process.env.KIOSK_SHOTS ?? "/work/shots/kiosk";
mkdirSync(out, { recursive: true });
const site = await serve("www");
const b = await launchChromium();
async function open(q, viewport, touch = true) {
  const ctx = await b.newContext({ viewport, hasTouch: touch, serviceWorkers: "block" });
  const page = await ctx.newPage();
  page.on("pageerror", (e) => console.log("pageerror", e.message));
  await page.goto(`${site.base}/?${q}`);
  await page.waitForFunction(() => document.querySelector("folk-game")?.state?.ply >= 0 && document.querySelector("#games button"));
  return { ctx, page };
}
const tablet = { width: 1180, height: 820 };
const langs = (process.env.KIOSK_LANGS ?? "en,fr").split(",");
for (const lang of langs) {
  // attract loop + invitation
  let { ctx, page } = await open(`lang=${lang}&game=kpe&kiosk&idle=1`, tablet);
  await page.evaluate(() => {
    const el = document.querySelector("folk-game");
    el.attractDelay = 200;
  });
  await page.waitForFunction(
    () => {
      const el = document.querySelector("folk-game");
      return !el.shadowRoot.querySelector(".invite").hidden && el.state?.ply >= 6 && !el.busy;
    },
    null,
    { timeout: 60000 },
  );
  await page.screenshot({ path: `${out}/attract-tablet-${lang}.png` });
  await page.locator("folk-game .invite").screenshot({ path: `${out}/invitation-tablet-${lang}.png` });
  await ctx.close();
  if (!["en", "fr"].includes(lang)) continue; // the drafts' invitation only
  // QR code on the tablet, a few moves in
  ({ ctx, page } = await open(`lang=${lang}&game=bay-khom&kiosk`, tablet));
  await page.evaluate(async () => {
    const el = document.querySelector("folk-game");
    el.computerDelay = 0;
    el.setAttribute("speed", "0");
  });
  await page.evaluate(() => document.querySelector("folk-game").shadowRoot.querySelector(".mirror button[data-hole='2']").click());
  await page.waitForFunction(() => document.querySelector("folk-game").shadowRoot.querySelector(".actions .option"));
  await page.screenshot({ path: `${out}/bay-khom-arrows-tablet-${lang}.png` });
  await page.locator("folk-game .tool.phone").click();
  await page.locator("folk-game .qr canvas").waitFor();
  await page.locator("folk-game .qr").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/qr-tablet-${lang}.png` });
  await ctx.close();
  // siryu kiosk tablet (sticks)
  ({ ctx, page } = await open(`lang=${lang}&game=siryu&kiosk`, tablet));
  await page.locator("folk-game details.real summary").click();
  await page.screenshot({ path: `${out}/siryu-tablet-${lang}.png` });
  await ctx.close();
  // the link opened on a phone
  ({ ctx, page } = await open(`lang=${lang}&game=kpe&kiosk`, tablet));
  const link = await page.evaluate(async () => {
    const el = document.querySelector("folk-game");
    el.setAttribute("speed", "0");
    await el.play(el.legalMoves()[0]);
    return el.shareLink;
  });
  await ctx.close();
  const phone = await b.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: "block" });
  const pp = await phone.newPage();
  await pp.goto(link);
  await pp.waitForFunction(() => document.querySelector("folk-game")?.state?.ply >= 1);
  await pp.screenshot({ path: `${out}/continued-phone-${lang}.png` });
  await phone.close();
  // the persist offer on a phone: three moves, a reload, "Continue your game"
  const kept = await b.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: "block" });
  const kp = await kept.newPage();
  await kp.goto(`${site.base}/?lang=${lang}&game=kpe`);
  await kp.waitForFunction(() => document.querySelector("folk-game")?.state?.ply >= 0 && document.querySelector("#games button"));
  await kp.evaluate(async () => {
    const el = document.querySelector("folk-game");
    el.setAttribute("speed", "0");
    for (let i = 0; i < 3; i++) await el.play(el.legalMoves()[0]);
  });
  await kp.reload();
  await kp.locator("folk-game .offer").waitFor();
  await kp.screenshot({ path: `${out}/continue-offer-phone-${lang}.png` });
  await kept.close();
}
await b.close();
await site.stop();
