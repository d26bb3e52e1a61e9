// The keys a player uses most act on the game whatever control has the focus
// (www/flow.js `gameHasKeys`, `spaceIsPass`): after every dialog closes the
// focus is on "Your move" and Space passes priority (it never opens the dialog
// again from the button that opened it); Space passes on a button or a
// clicked checkbox; a checkbox reached with Tab keeps Space; a text field and
// an open dialog keep every key.
// Screenshots: test-results/screenshots/keys-*.png.
//
// "Bolt the Bears": Alice (turn 3, precombat main) has priority with an empty
// stack; Bob has only Grizzly Bears. A pass by Alice gives Bob priority (116.3d).
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, useBrowser, open, idle } from "./harness.mjs";

useBrowser();

/** The game as the engine has it: who has priority, and the actions played (the timeline). */
const game = (page) =>
  page.evaluate(() => {
    const sw = window.__stackwise.engine();
    return { priority: sw.snapshot().priority, history: sw.history().map((e) => e.action) };
  });

/** Press Space and check that exactly one action was played: a pass by the player who had priority. */
async function spacePasses(page, what) {
  const before = await game(page);
  assert.notEqual(before.priority, null, `${what}: someone has priority`);
  await page.keyboard.press("Space");
  await idle(page);
  const after = await game(page);
  const played = after.history.slice(before.history.length);
  assert.ok(played.length >= 1, `${what}: Space played nothing`);
  assert.deepEqual(played[0], { action: "pass_priority", player: before.priority }, `${what}: Space passed priority`);
}

/** The focus is on "Your move" (Pass, or the panel). */
const focusInMoves = (page) => page.evaluate(() => document.getElementById("moves").contains(document.activeElement));

// Each dialog, opened by clicking its button (which keeps the focus until it closes) and closed as a person would.
const DIALOGS = [
  { name: "help (? button), Escape", id: "help", ready: "#help-btn", open: (p) => p.click("#help-btn"), close: (p) => p.keyboard.press("Escape") },
  { name: "help (? key), its Close button", id: "help", ready: "#help-btn", open: (p) => p.keyboard.press("?"), close: (p) => p.click("#help form button") },
  { name: "New game…, Cancel", id: "new-game", ready: "#new-game-btn", open: (p) => p.click("#new-game-btn"), close: (p) => p.click("#new-game menu button[value=cancel]") },
  {
    name: "New game…, Start (both seats played by a person)", id: "new-game", ready: "#new-game-btn", open: (p) => p.click("#new-game-btn"),
    close: async (p) => {
      await p.selectOption("#ng-seat-1", "human");
      await p.click("#ng-start");
    },
  },
  { name: "Board editor…, Escape", id: "editor", ready: "#editor-btn", open: (p) => p.click("#editor-btn"), close: (p) => p.keyboard.press("Escape") },
  {
    name: "Start menu's Board editor… (Load), its Close button", id: "editor", ready: "#editor-btn",
    open: async (p) => {
      await p.selectOption("#start-menu", "editor");
      await p.click("#start-btn");
    },
    close: (p) => p.click("#editor .ed-close"),
  },
  { name: "Puzzle gallery, Close", id: "gallery", ready: "#gallery-btn", open: (p) => p.click("#gallery-btn"), close: (p) => p.click("#gallery form button") },
  // The puzzle's computer seat may have priority first: Space is the solver's once the computer has passed.
  { name: "Puzzle gallery, Play a puzzle", id: "gallery", ready: "#gallery-btn", open: (p) => p.click("#gallery-btn"),
    close: async (p) => { await p.click("#gallery-list li .g-play"); await p.waitForFunction(() => { const m = window.__stackwise.model(); return m.goal && m.priority === m.goal.player; }); } },
  { name: "Tutorial steps…, Close", id: "tutorial-steps", ready: "#tutorial-steps-btn", open: (p) => p.click("#tutorial-steps-btn"), close: (p) => p.click("#tutorial-steps p button:not(#tutorial-steps-copy)") },
];

for (const d of DIALOGS) {
  test(`after a dialog closes the focus is on "Your move" and Space passes priority: ${d.name}`, async () => {
    const page = await open("/?scenario=bolt-the-bears");
    await page.waitForSelector(d.ready); // the infobar's buttons come with their modules
    await d.open(page);
    await page.waitForSelector(`dialog#${d.id}[open]`);
    await d.close(page);
    await page.waitForSelector(`dialog#${d.id}:not([open])`, { state: "attached" });
    await idle(page);
    await page.waitForFunction(() => document.getElementById("moves").contains(document.activeElement));
    assert.ok(await focusInMoves(page), "the focus is on Your move");
    await spacePasses(page, d.name);
    assert.equal(await page.locator("dialog[open]").count(), 0, "Space opened no dialog");
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test("Start ▸ Load: Space passes in the game just loaded, not Load again", async () => {
  const page = await open("/?scenario=fizzle");
  await page.selectOption("#start-menu", "scenario:bolt-the-bears");
  await page.click("#start-btn");
  await idle(page);
  assert.equal(await page.evaluate(() => document.activeElement?.id), "start-btn", "the click left the focus on Load");
  await spacePasses(page, "after Load");
  // Space again: Bob passes too (it did not load the scenario again: the history goes on).
  await spacePasses(page, "Space again");
  assert.equal((await game(page)).history.length, 2);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("every priority key acts from a header button, and from a clicked checkbox (F6 ends the turn)", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  // Both pass (the step moves on), then Undo: back to Bob's priority, the focus on the header's Undo button.
  await page.click("#pass-btn");
  await idle(page);
  await page.click("#pass-btn");
  await idle(page);
  await page.click("#undo");
  await idle(page);
  assert.equal(await page.evaluate(() => document.activeElement?.id), "undo");
  await spacePasses(page, "Space on the Undo button");
  // A clicked checkbox (not reached with Tab) gives Space to the game and stays as it was clicked.
  await page.click("#undo");
  await idle(page);
  await page.click("#full-control");
  assert.equal(await page.$eval("#full-control", (c) => c.checked), true);
  await spacePasses(page, "Space on a clicked checkbox");
  assert.equal(await page.$eval("#full-control", (c) => c.checked), true, "Space did not toggle the clicked checkbox");
  // F6 from the Undo button: the turn ends (716.2b; hotseat, the other player accepts).
  await page.click("#undo");
  await idle(page);
  assert.equal(await page.evaluate(() => document.activeElement?.id), "undo");
  await page.keyboard.press("F6");
  await idle(page);
  await page.waitForFunction(() => /Turn 4/.test(document.querySelector("#turn").innerText));
  assert.match(await page.$eval("#turn", (t) => t.innerText), /Turn 4: Bob's turn/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a checkbox reached with Tab keeps Space (it is its only key); a button keeps Enter", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  await page.click("#full-control");
  await page.keyboard.press("Tab"); // to "Stops…"
  await page.keyboard.press("Shift+Tab"); // back to Full control, with the keyboard
  assert.equal(await page.evaluate(() => document.activeElement?.id), "full-control");
  const before = await game(page);
  await page.keyboard.press("Space");
  assert.equal(await page.$eval("#full-control", (c) => c.checked), false, "Space toggled the checkbox reached with Tab");
  assert.deepEqual(await game(page), before, "and did not pass");
  // Enter activates a focused button: "Stops…" opens the priority stops.
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "stops-btn");
  await page.keyboard.press("Enter");
  assert.equal(await page.locator("#shortcuts details.stops[open]").count(), 1);
  assert.deepEqual(await game(page), before);
  await page.close();
});

test("a text field and an open dialog keep the keys: nothing is passed, undone or ended", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  // Record one pass (R, Space, R): the recorded choices come with a "Repeat N times" number field.
  await page.keyboard.press("r");
  await spacePasses(page, "while recording");
  await page.keyboard.press("r");
  await page.waitForSelector("#repeat-times");
  await page.fill("#repeat-times", "");
  await page.focus("#repeat-times");
  const before = await game(page);
  for (const k of ["Space", "p", "F2", "F4", "F6", "u", "ArrowLeft", "Control+z", "5"]) await page.keyboard.press(k);
  await idle(page);
  assert.deepEqual(await game(page), before, "keys typed into a field do nothing to the game");
  assert.equal(await page.$eval("#repeat-times", (i) => i.value), "5", "the field took the digit");
  // An open dialog: its keys are its own.
  await page.click("#help-btn");
  await page.waitForSelector("dialog#help[open]");
  for (const k of ["p", "F2", "F4", "F6", "u", "t", "ArrowLeft", "Control+z"]) await page.keyboard.press(k);
  await idle(page);
  assert.deepEqual(await game(page), before, "keys in an open dialog do nothing to the game");
  assert.equal(await page.locator("dialog#help[open]").count(), 1);
  await page.screenshot({ path: join(SHOTS, "keys-help-open.png") });
  // Space is the dialog's too: on its focused Close button it closes the dialog, and passes nothing.
  assert.equal(await page.evaluate(() => document.activeElement?.closest("dialog")?.id), "help");
  await page.keyboard.press("Space");
  await page.waitForSelector("dialog#help:not([open])", { state: "attached" });
  await idle(page);
  assert.deepEqual(await game(page), before, "Space in the dialog closed it and passed nothing");
  // The dialog's "close" event (which moves the focus) is a task queued after [open] goes.
  await page.waitForFunction(() => document.getElementById("moves").contains(document.activeElement), null, { timeout: 5000 }).catch(() => {});
  assert.ok(await focusInMoves(page));
  await spacePasses(page, "after help closed");
  assert.deepEqual(page.errors, []);
  await page.close();
});
