// What the browser tests share: one static server and one headless Chromium
// (Debian's, driven by playwright-core) per test file, opening the page and
// waiting for it. Not a test file itself (node --test runs *.test.mjs).
import assert from "node:assert/strict";
import { before, after } from "node:test";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { startServer } from "../../scripts/serve.mjs";
import { chromiumPath } from "../../scripts/toolchain.mjs";

/** Where tests save their screenshots. */
export const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });

let server, ctx, base;

/** Start the server and the browser before the file's tests, stop them after. */
export function useBrowser() {
  before(async () => {
    server = await startServer(0);
    base = `http://127.0.0.1:${server.address().port}`;
    ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "stackwise-pw-")), {
      executablePath: chromiumPath(),
      headless: true,
      viewport: { width: 1280, height: 800 },
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
  });
  after(async () => {
    await ctx?.close();
    server?.close();
  });
}

/** The browser context and the server's base URL (for tests of pages other than the playground, e.g. embed.html). */
export function browser() {
  return { ctx, base };
}

/** Open a path of the page, wait until it is ready, set the playback speed; page errors are kept in `page.errors`. */
export async function open(path, { speed = 0 } = {}) {
  const page = await ctx.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(base + path);
  await page.waitForSelector("body[data-ready]", { timeout: 15000 });
  await page.$eval("#speed", (el, v) => { el.value = v; }, String(speed));
  page.errors = errors;
  return page;
}

/** Wait until the page has finished playing back. */
export async function idle(page) {
  await page.waitForSelector("body:not([data-busy])", { timeout: 15000 });
}

/** Open the board editor with the keyboard: focus its button, press Enter. */
export async function openEditor(page) {
  await page.focus("#editor-btn");
  await page.keyboard.press("Enter");
  await page.waitForSelector("#editor[open]");
}

/** Choose the editor's "Add to" by typing the option's text into the focused select (the browser's type-ahead). */
export async function addTo(page, text) {
  await page.focus("#ed-target");
  await page.keyboard.type(text);
  assert.equal(await page.$eval("#ed-target", (s) => s.options[s.selectedIndex].text), text);
}

/**
 * The text a person sees on an element once it is scrolled into view. A card off
 * screen is skipped by the browser (content-visibility: auto, www/cards.css), and
 * a skipped element's innerText is empty until it is drawn again.
 */
export async function shownText(locator) {
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate((el) => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return locator.innerText();
}

/**
 * An element's innerText with every card in it laid out. The browser skips a
 * card off screen, and one just drawn until its first frame is laid out
 * (content-visibility: auto, www/cards.css); a skipped card's text is left out
 * of innerText, so a board read at such a moment would miss cards.
 */
export function renderedText(page, sel) {
  return page.$eval(sel, (el) => {
    const cards = [...el.querySelectorAll(".slot, .card.permanent")];
    const was = cards.map((c) => c.style.contentVisibility);
    cards.forEach((c) => { c.style.contentVisibility = "visible"; });
    const t = el.innerText;
    cards.forEach((c, i) => { c.style.contentVisibility = was[i]; });
    return t;
  });
}
