// The page after an action on a big board (the click to the drawn
// board): each card sits in a slot that is skipped off screen, so the marks
// on hundreds of cards ("legal", "playable", "targeted") are classes that cost
// nothing until a card comes into view, where they must then show; and the
// board is drawn first, the actions panel, the log and the timeline in a task
// right after its frame, which any click or key, another action or a redraw
// draws first (www/app.js `send`, `finishAction`).
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, idle } from "./harness.mjs";

useBrowser();

/**
 * Mark a card matching `selector` whose slot is skipped (content-visibility:
 * auto: off screen) with data-probe, and return its locator (null if none is).
 */
async function offScreen(page, selector) {
  const found = await page.evaluate((sel) => {
    for (const el of document.querySelectorAll(sel)) {
      if (!el.checkVisibility({ contentVisibilityAuto: true })) {
        el.dataset.probe = "1";
        return true;
      }
    }
    return false;
  }, selector);
  return found ? page.locator("[data-probe]") : null;
}

/** Scroll the probed card into view and wait until its slot is drawn. */
async function bringIntoView(page, loc) {
  await loc.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector("[data-probe]").checkVisibility({ contentVisibilityAuto: true }));
}

test("on the 500-permanent board, the marks of cards off screen show once they are scrolled into view", async () => {
  const page = await open("/?scenario=big-board-500");
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.waitForSelector("#prompt");
  // Lightning Bolt has "any target" (115.4): every creature is legal, 100 Bears of each player; no land.
  assert.equal(await page.locator('.permanent.legal[data-name="Grizzly Bears"]').count(), 200);
  assert.equal(await page.locator(".permanent.legal:not([data-name=\"Grizzly Bears\"])").count(), 0);
  const far = await offScreen(page, '.permanent.legal[data-name="Grizzly Bears"]');
  assert.ok(far, "a legal Bears is off screen, its slot skipped");
  await bringIntoView(page, far);
  assert.match(await far.evaluate((el) => getComputedStyle(el).boxShadow), /0px 0px 0px 3px/, "the legal mark is drawn on it");
  await far.evaluate((el) => delete el.dataset.probe);
  // Cast at Bob's labelled Bears: Bolt is paid with one Mountain (auto_pay), and Alice gets priority
  // back (117.3c): her 149 untapped Mountains can be tapped for mana, so they are marked playable.
  const bears = await page.evaluate(() => window.__stackwise.engine().label("bears"));
  await page.click(`.permanent[data-id="${bears}"]`);
  await idle(page);
  assert.equal(await page.locator(".permanent.legal").count(), 0, "no target being chosen: no legal mark");
  assert.equal(await page.locator(`.permanent.targeted[data-id="${bears}"]`).count(), 1, "the Bolt's target is marked");
  assert.equal(await page.locator('.permanent.playable[data-name="Mountain"]').count(), 149);
  assert.equal(await page.locator('.permanent.tapped[data-name="Mountain"]').count(), 1);
  const land = await offScreen(page, '.permanent.playable[data-name="Mountain"]');
  assert.ok(land, "a playable Mountain is off screen, its slot skipped");
  await bringIntoView(page, land);
  assert.equal(await land.evaluate((el) => getComputedStyle(el, "::before").content), '"▶"', "the playable mark is drawn on it");
  // Both pass: the Bolt resolves, the Bears is destroyed (704.5g); the page's board is the engine's.
  await page.click("#pass-btn");
  await idle(page);
  await page.click("#pass-btn");
  await idle(page);
  assert.equal(await page.locator(`.permanent[data-id="${bears}"]`).count(), 0);
  assert.ok(await page.evaluate(() => JSON.stringify(window.__stackwise.model()) === JSON.stringify(window.__stackwise.engine().snapshot())));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the board first, the rest after its frame: a click before then draws the rest first", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  const r = await page.evaluate(async () => {
    const lines = () => document.querySelectorAll("#log li").length;
    const before = { log: lines(), priority: document.querySelector("#priority").textContent };
    await window.__stackwise.send({ action: "pass_priority", player: window.__stackwise.model().priority });
    // No frame has come yet (only microtasks ran): the board is drawn, the panels not yet.
    const board = { log: lines(), priority: document.querySelector("#priority").textContent, panel: document.querySelector("#actions").textContent, busy: document.body.dataset.busy };
    document.body.click(); // any click draws what is left first
    const clicked = { log: lines(), panel: document.querySelector("#actions").textContent };
    return { before, board, clicked };
  });
  assert.equal(r.before.priority, "Alice has priority");
  assert.equal(r.board.priority, "Bob has priority", "the turn panel is part of the board");
  assert.equal(r.board.log, r.before.log, "the log waits for the frame after the board");
  assert.match(r.board.panel, /Alice has priority/, "so does the actions panel");
  assert.equal(r.board.busy, "1", "and the page says it is busy until then");
  assert.ok(r.clicked.log > r.before.log, "after the click the pass is in the log");
  assert.match(r.clicked.panel, /Bob has priority/, "and the panel is Bob's");
  await idle(page);
  // Another action before the frame draws the last one's rest first, then its own.
  const n = await page.evaluate(async () => {
    const sw = window.__stackwise;
    await sw.send({ action: "pass_priority", player: sw.model().priority });
    await sw.send({ action: "pass_priority", player: sw.model().priority });
    return document.querySelectorAll("#log li").length;
  });
  await idle(page);
  const after = await page.evaluate(() => document.querySelectorAll("#log li").length);
  assert.ok(after > n, "the second pass's events come with its own rest");
  assert.ok(await page.evaluate(() => JSON.stringify(window.__stackwise.model()) === JSON.stringify(window.__stackwise.engine().snapshot())));
  assert.deepEqual(page.errors, []);
  await page.close();
});
