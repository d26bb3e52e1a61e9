// The puzzle page (www/puzzle.js).
// A shared link of a puzzle opens in puzzle mode and is solved by clicking,
// the success announced in an aria-live region and shown as a banner with the
// engine's reason; a wrong line reaches the deadline, is announced as failed,
// and Reset goes back to the start; the gallery lists the puzzles and opens
// one; a bad link shows its error and the gallery and the Start menu; text
// from a link (a title with HTML in it) is shown as text.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SHOTS, useBrowser, open, idle } from "./harness.mjs";

useBrowser();

/** The link fragment of a scenario, made by the engine (Stackwise.scenarioLink). */
async function fragmentOf(text) {
  const page = await open("/");
  const frag = await page.evaluate((t) => window.__stackwise.engine().constructor.scenarioLink(t), text);
  await page.close();
  return frag;
}

/** A gallery puzzle's text without its solution (a puzzle as a maker shares it). */
function puzzle(id, change = (v) => v) {
  const v = JSON.parse(readFileSync(`puzzles/${id}.json`, "utf8"));
  delete v.script;
  return JSON.stringify(change(v));
}

const result = (page) => page.evaluate(() => {
  const r = document.getElementById("puzzle-result");
  return { text: r?.textContent ?? "", role: r?.getAttribute("role"), live: r?.getAttribute("aria-live"), outcome: r?.dataset.outcome, visible: !!r && r.offsetHeight > 0 };
});

test("a shared puzzle link opens in puzzle mode and is solved by clicking", async () => {
  const frag = await fragmentOf(puzzle("03-two-jaces"));
  const page = await open(`/index.html${frag}`);
  // The puzzle's texts above the board, from the link.
  assert.equal(await page.locator("#puzzle").isVisible(), true);
  assert.equal(await page.locator("#puzzle-title").textContent(), "Only one Jace");
  assert.equal(await page.locator("#puzzle-author").textContent(), "by stackwise");
  assert.match(await page.locator("#puzzle-desc").textContent(), /Jace, Memory Adept with 6 loyalty/);
  assert.match(await page.locator("#puzzle-goal").textContent(), /Goal: Get rid of Bob's Jace, Memory Adept this turn/);
  // The solver's view: Alice's seat.
  assert.equal(await page.locator("#viewer").inputValue(), "0");
  assert.equal((await result(page)).text, "", "nothing announced yet");
  await page.screenshot({ path: join(SHOTS, "puzzles-01-opened.png"), fullPage: true });
  // Cast Jace Beleren (the engine pays with the Islands), then pass: the computer passes for Bob.
  await page.click('.in-hand[data-name="Jace Beleren"]');
  await idle(page);
  await page.waitForSelector("#pass-btn");
  await page.click("#pass-btn");
  await page.waitForFunction(() => document.getElementById("puzzle-result")?.dataset.outcome === "met", null, { timeout: 15000 });
  const r = await result(page);
  assert.equal(r.role, "status");
  assert.equal(r.live, "polite");
  assert.ok(r.visible, "the banner is shown");
  assert.match(r.text, /^Solved! Jace, Memory Adept left the battlefield/);
  const snap = await page.evaluate(() => window.__stackwise.engine().snapshot());
  assert.equal(snap.goal.outcome, "met", "the engine says so");
  assert.deepEqual(page.errors, []);
  await page.screenshot({ path: join(SHOTS, "puzzles-02-solved.png"), fullPage: true });
  await page.close();
});

test("a wrong line reaches the deadline, is announced as failed, and Reset goes back to the start", async () => {
  const page = await open("/index.html?puzzle=12-gargoyle-remove");
  assert.equal(await page.locator("#puzzle-title").textContent(), "Indestructible is not forever");
  // Bolt the indestructible Gargoyle: 3 damage marked, and it stays (702.12b).
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.click('.permanent[data-name="Darksteel Gargoyle"]');
  await idle(page);
  await page.waitForSelector("#pass-btn");
  await page.click("#pass-btn");
  await page.waitForFunction(() => window.__stackwise.model().stack.length === 0 && window.__stackwise.model().priority === 0, null, { timeout: 15000 });
  assert.equal(await page.locator('.permanent[data-name="Darksteel Gargoyle"]').count(), 1);
  // End the turn (E: propose passing until the end of the turn; the computer accepts, 716.2b).
  await page.locator("#board").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("e");
  await page.waitForFunction(() => document.getElementById("puzzle-result")?.dataset.outcome === "failed", null, { timeout: 30000 });
  const r = await result(page);
  assert.equal(r.role, "status");
  assert.equal(r.live, "polite");
  assert.ok(r.visible);
  assert.match(r.text, /^Not solved: /);
  await page.screenshot({ path: join(SHOTS, "puzzles-03-failed.png"), fullPage: true });
  // Reset: the puzzle's start, the goal pending again, the banner gone.
  await page.click("#puzzle-reset");
  await page.waitForFunction(() => window.__stackwise.model().turn === 3 && window.__stackwise.model().goal.outcome === "pending");
  assert.equal(await page.locator('.in-hand[data-name="Lightning Bolt"]').count(), 1);
  assert.equal((await result(page)).text, "");
  assert.equal(await page.locator("#timeline li").count(), 1, "a fresh start");
  assert.deepEqual(page.errors, []);
  await page.screenshot({ path: join(SHOTS, "puzzles-04-reset.png"), fullPage: true });
  await page.close();
});

test("the gallery lists at least twelve puzzles with their goals, opens one, and marks it solved", async () => {
  const page = await open("/");
  assert.equal(await page.locator("#puzzle").isVisible(), false, "the playground, no puzzle");
  await page.click("#gallery-btn");
  await page.waitForSelector("dialog#gallery[open]");
  const items = page.locator("#gallery-list li");
  assert.ok((await items.count()) >= 12, `${await items.count()} puzzles`);
  assert.match(await items.first().locator(".g-goal").textContent(), /^Goal: /);
  await page.screenshot({ path: join(SHOTS, "puzzles-05-gallery.png"), fullPage: true });
  // Open "Only one Jace" and solve it: the gallery marks it.
  await page.click('#gallery-list li[data-id="03-two-jaces"] .g-play');
  await page.waitForSelector("dialog#gallery:not([open])", { state: "attached" });
  assert.equal(await page.locator("#puzzle-title").textContent(), "Only one Jace");
  assert.match(page.url(), /\?puzzle=03-two-jaces$/);
  await page.click('.in-hand[data-name="Jace Beleren"]');
  await idle(page);
  await page.click("#pass-btn");
  await page.waitForFunction(() => document.getElementById("puzzle-result")?.dataset.outcome === "met", null, { timeout: 15000 });
  await page.click("#gallery-btn");
  assert.equal(await page.locator('#gallery-list li[data-id="03-two-jaces"] .g-solved').count(), 1, "marked solved");
  assert.equal(await page.locator("#gallery-list .g-solved").count(), 1, "only that one");
  // Copy the link: the clipboard is refused in this headless page, so the link is shown, selected.
  await page.keyboard.press("Escape");
  await page.click("#share-puzzle");
  await page.waitForSelector("#puzzle-copy:not([hidden])");
  const copied = await page.evaluate(() => /** @type {HTMLInputElement|null} */ (document.getElementById("puzzle-copy-field"))?.value ?? "clipboard");
  if (copied !== "clipboard") assert.match(copied, /#s=v1\./);
  // Back to the playground from the Start menu: puzzle mode ends.
  await page.selectOption("#start-menu", "scenario:bolt-the-bears");
  await page.click("#start-btn");
  await page.waitForSelector("#puzzle", { state: "hidden" });
  assert.match(page.url(), /\?scenario=bolt-the-bears$/, "the URL no longer names the puzzle");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Undo my move goes back past the computer's answers; the position link reopens the position", async () => {
  const page = await open("/index.html?puzzle=05-fanatic-fizzle");
  await page.click('.in-hand[data-name="Giant Growth"]');
  await page.click('.permanent[data-name="Mogg Fanatic"]');
  await idle(page);
  await page.click("#pass-btn");
  // The computer (Bob) passes too: Giant Growth resolves, the Fanatic is 4/4.
  await page.waitForFunction(() => window.__stackwise.model().stack.length === 0 && window.__stackwise.engine().history().length >= 3, null, { timeout: 15000 });
  const power = await page.evaluate(() => window.__stackwise.model().battlefield.find((c) => c.name === "Mogg Fanatic").power);
  assert.equal(power, 4, "1/1 + 3/3");
  // The position link: a new page opens this very position (Giant Growth resolved).
  assert.equal(await page.locator("#share-position").count(), 1, "offered: the engine has positionLink");
  const link = await page.evaluate(() => window.__stackwise.engine().positionLink());
  assert.match(link, /^#s=v1\./);
  // The clipboard refused: the link is shown in a text field, selected, to copy by hand.
  await page.evaluate(() => { navigator.clipboard.writeText = () => Promise.reject(new Error("denied")); });
  await page.click("#share-position");
  await page.waitForSelector("#puzzle-copy-field");
  const field = await page.evaluate(() => {
    const f = /** @type {HTMLInputElement} */ (document.getElementById("puzzle-copy-field"));
    return { value: f.value, selected: f.selectionEnd - f.selectionStart, focused: document.activeElement === f, visible: f.offsetHeight > 0 };
  });
  assert.ok(field.value.endsWith(link), field.value);
  assert.equal(field.selected, field.value.length, "all of it selected");
  assert.ok(field.focused && field.visible);
  await page.screenshot({ path: join(SHOTS, "puzzles-08-copy-fallback.png"), fullPage: true });
  // Undo (Ctrl+Z, as the header's Undo) in puzzle mode is "Undo my move": Bob's pass and
  // Alice's pass are undone; Giant Growth waits on the stack, Alice has priority. (One action
  // back would undo only Bob's pass, and the computer would pass again at once.)
  await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
  await page.keyboard.press("Control+z");
  await page.waitForFunction(() => window.__stackwise.engine().history().length === 1);
  assert.equal(await page.evaluate(() => window.__stackwise.model().stack.length), 1);
  assert.equal(await page.evaluate(() => window.__stackwise.model().priority), 0);
  // Once more: back before the cast.
  await page.click("#puzzle-undo");
  await page.waitForFunction(() => window.__stackwise.engine().history().length === 0);
  assert.equal(await page.locator('.in-hand[data-name="Giant Growth"]').count(), 1, "back before the cast");
  const other = await open(`/index.html${link}`);
  const again = await other.evaluate(() => ({ power: window.__stackwise.model().battlefield.find((c) => c.name === "Mogg Fanatic").power, goal: window.__stackwise.model().goal?.outcome, title: document.getElementById("puzzle-title")?.textContent }));
  assert.deepEqual(again, { power: 4, goal: "pending", title: "Don't pull the pin too early" });
  assert.deepEqual(page.errors, []);
  assert.deepEqual(other.errors, []);
  await other.close();
  await page.close();
});

for (const [name, hash] of [
  ["bad base64", "#s=v1.AA*A"],
  ["not a scenario", null],
]) {
  test(`a bad link (${name}) shows its error, the gallery and the Start menu`, async () => {
    const frag = hash ?? (await fragmentOf('{"format": "stackwise-scenario", "version": 1, "players": [{"name": "A"}, {"name": "B", "hand": ["<img src=x onerror=window.__pwned=1>"]}]}'));
    const page = await open(`/index.html${frag}`);
    const got = await page.evaluate(() => ({
      error: document.getElementById("error").textContent,
      hidden: document.getElementById("error").hidden,
      gallery: document.querySelectorAll("#fallback-gallery li").length,
      start: document.getElementById("start-menu").options.length,
      engine: window.__stackwise.engine() ?? null,
      imgs: document.querySelectorAll("#error img, #board img").length,
      pwned: /** @type {any} */ (window).__pwned,
    }));
    assert.equal(got.hidden, false);
    assert.ok(got.error.startsWith("This link could not be opened: "), got.error);
    if (!hash) assert.match(got.error, /unknown card '<img src=x onerror=window.__pwned=1>'/);
    assert.ok(got.gallery >= 12, "the gallery in place of the board");
    assert.ok(got.start > 12);
    assert.equal(got.engine, null, "no game behind the menu");
    assert.equal(got.imgs, 0);
    assert.equal(got.pwned, undefined);
    if (!hash) await page.screenshot({ path: join(SHOTS, "puzzles-06-bad-link.png"), fullPage: true });
    // The page is usable: a puzzle opens from the gallery.
    await page.click('#fallback-gallery li[data-id="01-upkeep-order"] .g-play');
    await page.waitForSelector("#puzzle-title");
    assert.equal(await page.locator("#puzzle-title").textContent(), "Forty at the right moment");
    assert.equal(await page.locator("#error").isHidden(), true);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test("a bad link pasted into an open page replaces the game with the error and the gallery", async () => {
  const page = await open("/index.html?puzzle=03-two-jaces");
  await page.evaluate(() => { location.hash = "#s=v1.AA*A"; });
  await page.waitForSelector("#fallback-menu");
  assert.match(await page.locator("#error").textContent(), /bad base64 at position 2/);
  assert.equal(await page.locator("#puzzle").isVisible(), false, "the previous puzzle is not left on the page");
  assert.equal(await page.locator(".in-hand").count(), 0, "nor its board");
  assert.equal(await page.evaluate(() => window.__stackwise.engine() ?? null), null, "nor its game, behind the menu");
  await page.close();
});

test("strings from a link are text, and long ones are cut", async () => {
  const evil = "<img src=x onerror=window.__pwned=1>";
  const frag = await fragmentOf(puzzle("03-two-jaces", (v) => ({ ...v, name: evil, author: `${evil}`, description: `${evil} ${"x".repeat(5000)}`, goal: { ...v.goal, text: evil } })));
  const page = await open(`/index.html${frag}`);
  const got = await page.evaluate(() => ({
    title: document.getElementById("puzzle-title").textContent,
    author: document.getElementById("puzzle-author").textContent,
    goal: document.getElementById("puzzle-goal").textContent,
    desc: document.getElementById("puzzle-desc").textContent.length,
    imgs: document.querySelectorAll("#puzzle img, #scenario-info img").length,
    pwned: /** @type {any} */ (window).__pwned,
    doc: document.title,
  }));
  assert.equal(got.title, evil);
  assert.equal(got.author, `by ${evil}`);
  assert.ok(got.goal.includes(`Goal: ${evil}`), got.goal);
  assert.ok(got.desc <= 2000, `${got.desc} characters shown`);
  assert.equal(got.imgs, 0);
  assert.equal(got.pwned, undefined);
  assert.ok(got.doc.startsWith(evil));
  await page.screenshot({ path: join(SHOTS, "puzzles-07-html-title.png"), fullPage: true });
  assert.deepEqual(page.errors, []);
  await page.close();
});
