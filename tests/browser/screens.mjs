// Whole games played through the demo as a person plays them, by clicking (desktop) or tapping
// (phone) the board and its buttons, in English and French, with full-page screenshots at the
// start, at a refusal, at a direction or piece choice, in the middle of a move and at the end:
//
//   node tests/browser/screens.mjs [directory, default tests/artifacts/screens]
//
// Not part of npm test: it is for looking at what a visitor sees. Moves are chosen at random
// among the legal ones (seeded), then made only through the page.
import { mkdirSync } from "node:fs";
import { serve, launchChromium } from "./harness.js";

const dir = process.argv[2] ?? "tests/artifacts/screens";
mkdirSync(dir, { recursive: true });
const site = await serve("www");
const browser = await launchChromium();
const SIZES = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
};

const only = process.env.ONLY ?? ""; // e.g. ONLY=siryu-phone
for (const game of ["kpe", "bay-khom", "siryu"]) {
  for (const [size, options] of Object.entries(SIZES)) {
    for (const lang of ["en", "fr"]) {
      if (!`${game}-${size}-${lang}`.includes(only)) continue;
      const context = await browser.newContext({ ...options, serviceWorkers: "block" });
      const page = await context.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      await page.goto(`${site.base}/?lang=${lang}&game=${game}&vs=person`);
      await page.waitForFunction((g) => document.querySelector("folk-game")?.state?.game === g, game);
      const board = page.locator("folk-game");
      const el = (f, arg) => board.evaluate(f, arg);
      const shot = async (name) => {
        await page.screenshot({ path: `${dir}/${game}-${size}-${lang}-${name}.png`, fullPage: true });
        await board.screenshot({ path: `${dir}/${game}-${size}-${lang}-${name}-element.png` }); // the element alone, to read
      };
      const touch = size === "phone";
      if (game === "siryu") {
        await page.locator("#short").check();
        await page.waitForFunction(() => document.querySelector("folk-game").state?.stationSirs === 1);
      }
      await el((e) => e.setAttribute("seed", "5"));
      await page.waitForFunction(() => document.querySelector("folk-game").state?.ply === 0);
      /** Clicks or taps where place `i` (or a choice's mark) is drawn. */
      const press = async (at) => {
        await board.locator("canvas").scrollIntoViewIfNeeded();
        let box = await board.locator("canvas").boundingBox();
        const height = page.viewportSize().height;
        if (box.y + at.y < 10 || box.y + at.y > height - 10) {
          await page.evaluate((dy) => window.scrollBy(0, dy), box.y + at.y - height / 2);
          box = await board.locator("canvas").boundingBox();
        }
        if (touch) await page.touchscreen.tap(box.x + at.x, box.y + at.y);
        else await page.mouse.click(box.x + at.x, box.y + at.y);
      };
      const place = (i) =>
        board.locator(`.mirror button[data-hole="${i}"]`).evaluate((b) => ({ x: parseFloat(b.style.left), y: parseFloat(b.style.top) }));
      const mark = (option) =>
        board.locator(`.marks span[data-option="${option}"]`).evaluate((s) => ({ x: parseFloat(s.style.left), y: parseFloat(s.style.top) }));
      let last = { key: "", at: 0 };
      const button = async (key) => {
        // a second press of the same button within a double-click's time counts as a double-click
        // (one press): a person pauses between two throws
        const since = Date.now() - last.at;
        if (key === last.key && since < 900) await page.waitForTimeout(900 - since);
        const b = board.locator(`.actions [data-key="${key}"]`);
        if (touch) await b.tap();
        else await b.click();
        last = { key, at: Date.now() };
      };
      const idle = (ply) =>
        page.waitForFunction((n) => {
          const e = document.querySelector("folk-game");
          return !e.busy && e.state.ply >= n;
        }, ply);

      await shot("1-start");
      // a refusal: a place the player to move cannot play now
      await el((e) => e.setAttribute("speed", "0"));
      await press(await place(game === "kpe" ? 5 : game === "bay-khom" ? 4 : 0));
      await shot("2-refusal");

      let x = 12345;
      const rand = (n) => {
        x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
        return x % n;
      };
      let plies = 0;
      let midShot = false;
      const started = Date.now();
      while (plies < 4000) {
        const s = await el((e) => e.state);
        if (s.over) break;
        // one move in the middle of the game is shown at Normal speed, photographed as it runs
        const showing = !midShot && s.ply >= 6 && s.toMove !== "chance";
        if (showing) await el((e) => e.setAttribute("speed", "220"));
        const moves = await el((e) => e.legalMoves());
        const move = moves[rand(moves.length)];
        if (s.toMove === "chance") await button("roll");
        else if (move.kind === "pass") await button("move-pass");
        else if (move.kind === "fill") {
          for (const h of move.houses) await press(await place(h));
          await button("fill");
        } else if (move.kind === "sow" && game === "kpe") await press(await place(move.pit));
        else if (move.kind === "sow") {
          await press(await place(move.hole));
          await board.locator(".marks span").first().waitFor({ state: "attached" });
          if (showing) await shot("3-choice");
          await press(await mark(move.dir === "+" ? 0 : 1));
        } else {
          const mine = s.pieces[s.seat];
          const square = mine.find((p) => p.kind === move.piece).square;
          await press(await place(square - 1));
          const here = mine.filter((p) => p.square === square);
          if (here.length > 1 && (await board.locator(".actions button.option").count())) {
            if (showing) await shot("3-choice");
            // a person reads the choice before tapping a mark: a tap this close after the square's,
            // and near it, would be the second click of a double-click, which the element ignores
            await page.waitForTimeout(900);
            await press(await mark(here.findIndex((p) => p.kind === move.piece)));
          }
        }
        if (showing) {
          await page.waitForFunction(() => document.querySelector("folk-game").busy);
          await page.waitForTimeout(700);
          await shot("4-mid-move");
          midShot = true;
          await el((e) => e.setAttribute("speed", "0"));
        }
        try {
          await idle(s.ply + 1);
        } catch (e) {
          await shot("stuck");
          throw new Error(`${game} ${size} ${lang}: ${JSON.stringify(move)} was not played at ply ${s.ply}: ${e.message}`, { cause: e });
        }
        plies = s.ply + 1;
      }
      await shot("5-end");
      const end = await el((e) => ({ result: e.state.result, message: e.message, ply: e.state.ply }));
      console.log(
        `${game} ${size} ${lang}: ${end.ply} plies in ${((Date.now() - started) / 1000).toFixed(0)} s; ${end.message}${errors.length ? ` ERRORS: ${errors.join(" | ")}` : ""}`,
      );
      await context.close();
    }
  }
}
await browser.close();
await site.stop();
