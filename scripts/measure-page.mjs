// What the page measurement scripts share: the static server and a fresh
// headless Chromium profile (measure-load, measure-action, measure-shortcut),
// and a click timed to the board painted.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { startServer } from "./serve.mjs";
import { chromiumPath } from "./toolchain.mjs";

/** The server on a free port and a Chromium context (`options` such as the
 * viewport go to Playwright); `close()` stops both. */
export async function openBrowser(options = {}) {
  const server = await startServer(0);
  const base = `http://127.0.0.1:${server.address().port}`;
  const ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "stackwise-measure-")), {
    executablePath: chromiumPath(), headless: true, ...options,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  return { base, ctx, close: async () => { await ctx.close(); server.close(); } };
}

/** Two animation frames and a task: what the page draws after an input is on screen. */
const frames = (page) => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(ok, 0)))));

/**
 * Click as a person does, then wait until the page reports the action's board painted;
 * returns its measurement. The element is scrolled into view, the pointer moved onto it,
 * pressed and released, with two frames between each (a person sees the card before
 * clicking it and holds the button for a while: Playwright's click would scroll, hover,
 * press and release at once, and the frames the page draws for the scroll, the hover
 * and the press would then be counted in the action). The clock starts at the release,
 * the click event's time stamp (www/app.js).
 *
 * Released this way, the button goes up 1–3 ms after a frame began, so the next frame
 * is 14–16 ms away whatever the page does: the worst moment to click. A person's click
 * falls anywhere between two frames; `phase` (ms) delays the release by that much after
 * the frame, so that runs spread over a frame's 16.7 ms show what a person meets.
 */
export async function timed(page, selector, timeout = 30000, phase = 0) {
  const before = await page.evaluate(() => Number(document.body.dataset.painted) || 0);
  const target = page.locator(selector);
  await target.scrollIntoViewIfNeeded();
  await frames(page);
  const box = await target.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await frames(page);
  await page.mouse.down();
  await frames(page);
  // The wait is set up before the release: set up after it, Playwright's call to install it
  // reached the page in the middle of the measured time (a trace showed it there, 0.3–1 ms of
  // the page's main thread between the click and its frame), which a person's click never
  // brings. Its check then runs once per animation frame (a few microseconds).
  const painted = page.waitForFunction((n) => (Number(document.body.dataset.painted) || 0) > n, before, { timeout });
  if (phase > 0) await new Promise((ok) => setTimeout(ok, phase));
  await page.mouse.up();
  await painted;
  return page.evaluate(() => window.__stackwiseLastAction);
}
