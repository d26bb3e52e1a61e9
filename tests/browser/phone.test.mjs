// The phone layout (390×844): "Your move" is one compact bar at the bottom of
// the screen (www/flow.js `setupMovesMenu`, www/style.css): Pass, whose
// priority it is, and "More", a menu with the rest of the panel. The bar is
// at most 15% of the screen high, the board is visible above it and can be
// scrolled out from under it, Pass passes from the bar, and the menu's items
// act. Screenshots: test-results/screenshots/phone-*.png.
//
// "Bolt the Bears": Alice (turn 3, precombat main) has priority with Lightning
// Bolt in hand and a Mountain; Bob has Grizzly Bears.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, useBrowser, open, idle } from "./harness.mjs";

useBrowser();

const W = 390, H = 844;

async function phone(path) {
  const page = await open(path);
  await page.setViewportSize({ width: W, height: H });
  await page.waitForFunction(() => getComputedStyle(document.getElementById("moves")).position === "fixed");
  return page;
}

const box = (page, sel) => page.locator(sel).boundingBox();
const game = (page) =>
  page.evaluate(() => {
    const sw = window.__stackwise.engine();
    return { priority: sw.snapshot().priority, history: sw.history().map((e) => e.action) };
  });
/** Is the element drawn at this point of the viewport inside `sel`? */
const drawnAt = (page, sel, x, y) => page.evaluate(([s, px, py]) => Boolean(document.elementFromPoint(px, py)?.closest(s)), [sel, x, y]);

test("at 390×844 the priority controls are one bar at the bottom, at most 15% of the screen, the board visible above it", async () => {
  const page = await phone("/?scenario=bolt-the-bears");
  const bar = await box(page, "#moves");
  assert.ok(bar.height <= 0.15 * H, `the bar is ${bar.height}px high (at most ${0.15 * H})`);
  assert.ok(Math.abs(bar.y + bar.height - H) <= 1 && bar.x <= 0.5 && bar.width >= W - 1, `the bar spans the bottom of the screen: ${JSON.stringify(bar)}`);
  // Pass and More are in the bar, in view; the rest of the priority controls are in the menu, not drawn.
  for (const sel of ["#pass-btn", "#moves-more"]) {
    const b = await box(page, sel);
    assert.ok(b && b.y >= bar.y && b.y + b.height <= H && b.x >= 0 && b.x + b.width <= W, `${sel} in the bar: ${JSON.stringify(b)}`);
  }
  assert.match(await page.$eval("#moves .prio-line", (p) => p.innerText), /Alice has priority/);
  for (const sel of ["#end-turn", "#pass-until", "#pass-eot", "#full-control"]) assert.equal(await page.locator(sel).isVisible(), false, `${sel} is in the closed menu`);
  // The board fills the screen above the bar: its top and the line just above the bar are the board's.
  const board = await box(page, "#board");
  assert.ok(board.y < 0.25 * H, `the board starts near the top (${board.y}px)`);
  for (const y of [board.y + 10, (board.y + bar.y) / 2, bar.y - 4]) {
    assert.ok(await drawnAt(page, "#board", W / 2, y), `the board is drawn at y=${y}, not covered`);
  }
  assert.ok(await drawnAt(page, "#moves", W / 2, bar.y + 4), "the bar is drawn over its own strip only");
  // Scrolled to the end of the board, its last card comes out from under the bar.
  await page.evaluate(() => document.getElementById("board").scrollIntoView({ block: "end" }));
  const last = await page.locator("#board .card").last().boundingBox();
  const barNow = await box(page, "#moves");
  assert.ok(last.y + last.height <= barNow.y + 0.5, `the board's last card ends above the bar: ${JSON.stringify(last)} / bar at ${barNow.y}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no horizontal overflow (${overflow}px)`);
  await page.screenshot({ path: join(SHOTS, "phone-01-bar.png") });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("at 390×844 Pass in the bar passes priority", async () => {
  const page = await phone("/?scenario=bolt-the-bears");
  await page.click("#pass-btn");
  await idle(page);
  const g = await game(page);
  assert.deepEqual(g.history, [{ action: "pass_priority", player: 0 }]);
  assert.equal(g.priority, 1, "116.3d: Bob has priority after Alice passes");
  assert.match(await page.$eval("#moves .prio-line", (p) => p.innerText), /Bob has priority/);
  assert.ok((await box(page, "#moves")).height <= 0.15 * H);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("at 390×844 the bar's menu opens above the bar and its items act: End turn, a cast, a priority option", async () => {
  const page = await phone("/?scenario=bolt-the-bears");
  const more = page.locator("#moves-more");
  assert.equal(await more.getAttribute("aria-expanded"), "false");
  await more.click();
  assert.equal(await more.getAttribute("aria-expanded"), "true");
  for (const sel of ["#end-turn", "#pass-until", "#pass-eot", "#pass-my-turn", "#pass-next-stop", "#full-control", "#stops-btn"]) {
    const b = await box(page, sel);
    assert.ok(b && b.y >= 0 && b.y + b.height <= H, `${sel} is in view in the open menu: ${JSON.stringify(b)}`);
  }
  const cast = page.getByRole("button", { name: "Cast Lightning Bolt" });
  assert.ok(await cast.isVisible(), "what Alice may do is in the menu");
  // The open menu still leaves the top of the board in view, and Pass stays in the bar.
  const open = await box(page, "#moves");
  assert.ok(open.y > 0.3 * H, `the open menu leaves the top of the screen to the board (${open.y}px)`);
  assert.ok(await page.locator("#pass-btn").isVisible());
  await page.screenshot({ path: join(SHOTS, "phone-02-menu.png") });
  // A priority option: the menu stays open for a checkbox.
  await page.click("#full-control");
  assert.equal(await page.$eval("#full-control", (c) => c.checked), true);
  assert.equal(await more.getAttribute("aria-expanded"), "true");
  await page.click("#full-control");
  // A cast from the menu: the menu closes and the choice of target is asked above the bar.
  await cast.click();
  await page.waitForSelector("#prompt");
  assert.equal(await more.getAttribute("aria-expanded"), "false", "the menu closed");
  assert.ok(await page.locator("#prompt").isVisible());
  await page.screenshot({ path: join(SHOTS, "phone-03-target.png") });
  await page.keyboard.press("Escape"); // cancel the cast
  await page.waitForSelector("#pass-btn");
  // End turn from the menu (716.2b, hotseat): turn 4 begins, Bob's.
  await more.click();
  await page.click("#end-turn");
  await idle(page);
  await page.waitForFunction(() => /Turn 4/.test(document.querySelector("#turn").innerText));
  assert.match(await page.$eval("#turn", (t) => t.innerText), /Turn 4: Bob's turn/);
  assert.equal(await more.getAttribute("aria-expanded"), "false", "the menu closed after End turn");
  assert.ok((await box(page, "#moves")).height <= 0.15 * H, "the bar is compact again");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("at 390×844 the menu works from the keyboard: More opens it on its first item, Escape closes it on More", async () => {
  const page = await phone("/?scenario=bolt-the-bears");
  await page.focus("#moves-more");
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "end-turn", "the first item after Pass has the focus");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "pass-until");
  await page.keyboard.press("Escape");
  assert.equal(await page.locator("#moves-more").getAttribute("aria-expanded"), "false");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "moves-more");
  // The menu closed, Space on More still passes (the game's key).
  const before = await game(page);
  await page.keyboard.press("Space");
  await idle(page);
  assert.deepEqual((await game(page)).history.slice(before.history.length)[0], { action: "pass_priority", player: 0 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("at 390×844 a pending decision is shown whole above the bar", async () => {
  const page = await phone("/?scenario=blood-artist");
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.waitForSelector("#prompt");
  await page.click('.permanent[data-name="Grizzly Bears"]');
  await idle(page);
  for (let i = 0; i < 2; i++) {
    await page.click("#pass-btn");
    await idle(page);
  }
  await page.waitForSelector('#actions select[aria-label="target 1"]');
  for (const sel of ["#actions #prompt", '#actions select[aria-label="target 1"]', "#moves-more"]) {
    const b = await box(page, sel);
    assert.ok(b && b.y >= 0 && b.y + b.height <= H, `${sel} in view: ${JSON.stringify(b)}`);
  }
  assert.doesNotMatch(await page.$eval("#actions", (a) => a.innerText), /\bnull\b/, "no stray text in the decision");
  await page.screenshot({ path: join(SHOTS, "phone-04-decision.png") });
  assert.deepEqual(page.errors, []);
  await page.close();
});
