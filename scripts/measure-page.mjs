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

/**
 * Click, then wait until the page reports the action's board painted; returns its measurement.
 * The element is scrolled into view and two frames are let through first, as a person sees
 * a card before clicking it (Playwright's click would otherwise scroll just before the
 * press, and the frames drawing what the scroll shows would be counted in the action).
 */
export async function timed(page, selector, timeout = 30000) {
  const before = await page.evaluate(() => Number(document.body.dataset.painted) || 0);
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(ok, 0)))));
  await page.click(selector);
  await page.waitForFunction((n) => (Number(document.body.dataset.painted) || 0) > n, before, { timeout });
  return page.evaluate(() => window.__stackwiseLastAction);
}
