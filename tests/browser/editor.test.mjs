// The board editor (www/editor.js) and the page's import of
// Forge .pzl files. A board built with the keyboard is shared and the link,
// opened in a fresh page, gives the same board; a custom card's error is shown
// next to it and the fixed card is accepted; the editor starts from a built-in
// scenario and from the current game; a real .pzl file imports and plays.
// Expected values come from what was built (the cards, statuses and life typed
// in), not from the editor's own output.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SHOTS, useBrowser, open, idle, openEditor, addTo } from "./harness.mjs";

useBrowser();

/** Type a name in the pool search and add the first match with Enter. */
async function addCard(page, name) {
  await page.focus("#ed-search");
  await page.keyboard.press("Control+A");
  await page.keyboard.type(name);
  assert.equal(await page.$eval("#ed-pool li.active", (li) => li.dataset.name), name);
  await page.keyboard.press("Enter");
}

/** The card rows of a player's zone, as shown: [name, status]. */
function zoneRows(page, player, zone) {
  return page.$$eval(`.ed-zone[data-player="${player}"][data-zone="${zone}"] .ed-card`, (rows) =>
    rows.map((r) => [r.querySelector(".ed-card-name").textContent, r.querySelector(".ed-status")?.textContent ?? ""]));
}

/** Wait until the engine's check has run on the current scenario; its problems. */
async function problems(page) {
  await page.waitForTimeout(450);
  return page.evaluate(() => window.__stackwiseEditor.problems());
}

/** What a board is, for comparing two pages: zones, statuses, life, goal, turn. */
function board(snap) {
  return {
    players: snap.players.map((p) => ({ name: p.name, life: p.life, poison: p.poison, hand: (p.hand ?? []).map((c) => c.name), graveyard: p.graveyard.map((c) => c.name), library: p.library_count })),
    battlefield: snap.battlefield.map((e) => ({ name: e.name, controller: e.controller, tapped: e.tapped, counters: e.counters, damage: e.damage, count: e.count ?? 1 })),
    turn: [snap.turn, snap.active, snap.step, snap.priority],
    goal: snap.goal ?? null,
  };
}

test("a board built with the keyboard is shared, and the link opens the same board in a fresh page", async () => {
  const page = await open("/");
  await openEditor(page);
  // The title field has the focus when the editor opens; Tab goes on to the author.
  await page.keyboard.type("Keyboard board");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.id), "ed-author");
  await page.keyboard.type("Tester");
  // Alice: Grizzly Bears and a Mountain on the battlefield, Lightning Bolt in hand; Bob: Serra Angel.
  await addTo(page, "Alice: Battlefield");
  await addCard(page, "Grizzly Bears");
  await addCard(page, "Mountain");
  await addTo(page, "Alice: Hand");
  await addCard(page, "Lightning Bolt");
  await addTo(page, "Bob: Battlefield");
  await addCard(page, "Serra Angel");
  assert.deepEqual(await zoneRows(page, 0, "battlefield"), [["Grizzly Bears", ""], ["Mountain", ""]]);
  assert.deepEqual(await zoneRows(page, 0, "hand"), [["Lightning Bolt", ""]]);
  assert.deepEqual(await zoneRows(page, 1, "battlefield"), [["Serra Angel", ""]]);
  // Tap the Bears: Enter on its name opens its status; Tab reaches "Tapped"; Space checks it.
  await page.focus('.ed-zone[data-player="0"][data-zone="battlefield"] .ed-card:first-child .ed-card-name');
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab"); // its label / move buttons come first
  while (!(await page.evaluate(() => document.activeElement?.closest("label")?.textContent === "Tapped"))) await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  // Two +1/+1 counters: "Add a counter" (Enter), the kind is +1/+1 already, Tab to the number.
  await page.focus('.ed-zone[data-player="0"][data-zone="battlefield"] .ed-card:first-child .ed-counters > button');
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement.value), "+1/+1");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("2");
  // Bob's life: 7.
  await page.focus('[data-path="players[1].life"]');
  await page.keyboard.press("Control+A");
  await page.keyboard.type("7");
  // The goal: bring Bob to 0 life or less this turn.
  await page.focus("#ed-goal-kind");
  await page.keyboard.type("B"); // type-ahead: "Bring a player to a life total or less"
  await page.waitForSelector("#ed-goal-target");
  assert.equal(await page.$eval("#ed-goal-target", (s) => s.value), "1");
  assert.equal(await page.$eval("#ed-goal-life", (s) => s.value), "0");
  assert.deepEqual(await problems(page), []);
  assert.deepEqual((await zoneRows(page, 0, "battlefield"))[0], ["Grizzly Bears", "tapped, 2 +1/+1"]);
  await page.screenshot({ path: join(SHOTS, "editor-01-built.png") });
  // Share: the link is in the field (the clipboard may be refused headless).
  await page.focus("#ed-share");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.getElementById("ed-link").value.includes("#s=v1."));
  const link = await page.$eval("#ed-link", (i) => i.value);
  assert.equal(await page.evaluate(() => document.activeElement.id), "ed-link");
  await page.screenshot({ path: join(SHOTS, "editor-02-shared.png") });
  // Play-test here, then open the link in a fresh page: the same board.
  await page.focus("#ed-play");
  await page.keyboard.press("Enter");
  await page.waitForSelector("#editor:not([open])", { state: "attached" });
  const here = await page.evaluate(() => window.__stackwise.engine().snapshot());
  // A scenario with a goal is play-tested in puzzle mode (puzzle.js): the goal is stated above the board.
  assert.equal(await page.evaluate(() => document.body.dataset.puzzle), "1");
  assert.match(await page.$eval("#puzzle", (e) => e.textContent), /Bob/);
  await page.screenshot({ path: join(SHOTS, "editor-02b-play-test-puzzle.png") });
  const fresh = await open(link.slice(link.indexOf("/", 8)));
  const there = await fresh.evaluate(() => window.__stackwise.engine().snapshot());
  assert.deepEqual(board(there), board(here));
  // And it is the board that was typed in.
  const b = board(there);
  assert.deepEqual(b.players.map((p) => [p.name, p.life]), [["Alice", 20], ["Bob", 7]]);
  assert.deepEqual(b.players[0].hand, ["Lightning Bolt"]);
  const bears = b.battlefield.find((e) => e.name === "Grizzly Bears");
  assert.equal(bears.tapped, true);
  assert.deepEqual(bears.counters, { "+1/+1": 2 });
  assert.equal(b.battlefield.find((e) => e.name === "Mountain").tapped, false);
  assert.equal(b.battlefield.find((e) => e.name === "Serra Angel").controller, 1);
  assert.equal(there.goal?.player, 0, "the goal came through the link");
  assert.equal(there.goal.outcome, "pending");
  assert.deepEqual(page.errors, []);
  assert.deepEqual(fresh.errors, []);
  await fresh.screenshot({ path: join(SHOTS, "editor-03-fresh-page.png") });
  await fresh.close();
  await page.close();
});

test("a custom card's error is shown next to it; fixed, it joins the pool and plays; its name is text", async () => {
  const page = await open("/");
  await openEditor(page);
  const bad = '{"name": "<img src=x onerror=window.__pwned=1>", "mana_cost": "{G}", "types": ["Creature"], "power": "two", "toughness": 1}';
  // The card form (JSON); cards written as printed are tested in cards-by-text.test.mjs.
  await page.click('input[name="ed-card-mode"][value="json"]');
  await page.focus("#ed-card-text");
  await page.keyboard.insertText(bad);
  await page.waitForFunction(() => document.querySelector("#ed-card-errors li"));
  const shown = await page.evaluate(() => ({
    errors: [...document.querySelectorAll("#ed-card-errors li")].map((l) => l.textContent),
    described: document.getElementById("ed-card-text").getAttribute("aria-describedby"),
    invalid: document.getElementById("ed-card-text").getAttribute("aria-invalid"),
    add: document.getElementById("ed-card-add").disabled,
    next: document.getElementById("ed-card-text").closest(".ed-card-edit").nextElementSibling.nextElementSibling.id,
  }));
  assert.equal(shown.errors.length, 1, shown.errors.join(" | "));
  assert.match(shown.errors[0], /^power: /);
  assert.equal(shown.described, "ed-card-errors");
  assert.equal(shown.next, "ed-card-errors", "the errors are right after the card's text (and what the engine read)");
  assert.equal(shown.invalid, "true");
  assert.equal(shown.add, true);
  await page.screenshot({ path: join(SHOTS, "editor-04-card-error.png") });
  // Fixed: "two" becomes 2.
  await page.fill("#ed-card-text", bad.replace('"two"', "2"));
  await page.waitForFunction(() => !document.getElementById("ed-card-add").disabled);
  assert.match(await page.$eval("#ed-card-errors", (e) => e.textContent), /a valid card/);
  await page.focus("#ed-card-add");
  await page.keyboard.press("Enter");
  // It is first in the pool list (the search is set to its name); Enter adds it to Alice's hand.
  assert.equal(await page.evaluate(() => document.activeElement.id), "ed-search");
  await page.keyboard.press("Enter");
  assert.deepEqual(await zoneRows(page, 0, "hand"), [["<img src=x onerror=window.__pwned=1>", ""]]);
  assert.deepEqual(await problems(page), []);
  await page.screenshot({ path: join(SHOTS, "editor-05-card-added.png") });
  await page.click("#ed-play");
  const got = await page.evaluate(() => ({
    hand: window.__stackwise.engine().snapshot().players[0].hand.map((c) => c.name),
    imgs: document.querySelectorAll("#editor img, #board img[src=x]").length,
    pwned: /** @type {any} */ (window).__pwned,
  }));
  assert.deepEqual(got.hand, ["<img src=x onerror=window.__pwned=1>"]);
  assert.equal(got.imgs, 0);
  assert.equal(got.pwned, undefined);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a scenario problem is listed and focuses its field; Escape closes the editor", async () => {
  const page = await open("/");
  await openEditor(page);
  await addTo(page, "Alice: Battlefield");
  await addCard(page, "Grizzly Bears");
  // Damage can't be negative (docs/scenarios.md: 0 to 1,000,000,000).
  await page.click('.ed-zone[data-player="0"][data-zone="battlefield"] .ed-card-name');
  await page.fill('[data-path="players[0].battlefield[0].damage"]', "-3");
  const errs = await problems(page);
  assert.equal(errs.length, 1, errs.join(" | "));
  assert.match(errs[0], /^players\[0\]\.battlefield\[0\]\.damage/);
  assert.equal(await page.$eval("#ed-play", (b) => b.disabled), true, "no play-test of a scenario that does not build");
  await page.focus(".ed-problem");
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.path), "players[0].battlefield[0].damage");
  await page.screenshot({ path: join(SHOTS, "editor-06-problem.png") });
  // The game's keys do nothing to the game behind the editor (P passes, ← undoes, Ctrl+Z undoes).
  const game = () => page.evaluate(() => [window.__stackwise.engine().snapshot().priority, window.__stackwise.engine().history().length]);
  const before = await game();
  await page.focus("#ed-empty");
  for (const k of ["p", "ArrowLeft", "Control+z", "F2"]) await page.keyboard.press(k);
  assert.deepEqual(await game(), before);
  await page.keyboard.press("Escape");
  await page.waitForSelector("#editor:not([open])", { state: "attached" });
  // The focus goes to "Your move" (Pass), as after every dialog (www/flow.js): Space there passes.
  // The dialog's "close" event is a task queued after [open] goes, so wait for it to have run.
  await page.waitForFunction(() => document.activeElement?.id === "pass-btn", null, { timeout: 5000 }).catch(() => {});
  assert.equal(await page.evaluate(() => document.activeElement.id), "pass-btn");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("start from a built-in scenario: its board is in the editor, and play-testing gives the scenario's board", async () => {
  const page = await open("/");
  await openEditor(page);
  await page.selectOption("#ed-builtin", "bolt-the-bears");
  await page.click("#ed-builtin-go");
  // scenarios/bolt-the-bears.json: Alice holds Lightning Bolt with a Mountain out; Bob has Grizzly Bears; turn 3.
  assert.deepEqual(await zoneRows(page, 0, "hand"), [["Lightning Bolt", ""]]);
  assert.deepEqual(await zoneRows(page, 0, "battlefield"), [["Mountain", ""]]);
  assert.deepEqual(await zoneRows(page, 1, "battlefield"), [["Grizzly Bears", ""]]);
  assert.equal(await page.$eval("#ed-turn-number", (i) => i.value), "3");
  assert.match(await page.$eval("#ed-notes", (e) => e.textContent), /script \(4 steps\) is not kept/);
  assert.deepEqual(await problems(page), []);
  await page.screenshot({ path: join(SHOTS, "editor-07-builtin.png") });
  await page.click("#ed-play");
  const [edited, builtin] = await page.evaluate(() => {
    const S = window.__stackwise.engine().constructor;
    return [window.__stackwise.engine().snapshot(), S.fromBuiltin("bolt-the-bears").snapshot()];
  });
  assert.deepEqual(board(edited), board(builtin));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("start from the current game: shown only when the engine can export a setup, and then it is the game's board", async () => {
  const page = await open("/?scenario=combat-trade");
  const can = await page.evaluate(() => typeof window.__stackwise.engine().exportSetup === "function");
  await openEditor(page);
  assert.equal(await page.$("#ed-current") !== null, can, "the button is there exactly when exportSetup is");
  if (can) {
    // Play one action first: Alice passes in the beginning of combat (scenarios/combat-trade.json).
    await page.keyboard.press("Escape");
    const before = await page.evaluate(() => window.__stackwise.engine().snapshot());
    await page.evaluate(() => window.__stackwise.send({ action: "pass_priority", player: 0 }));
    // The action's rest (its panels and the focus) is drawn in the frame after the board: the page drawn whole first.
    await idle(page);
    await openEditor(page);
    await page.click("#ed-current");
    // combat-trade: Alice has two Grizzly Bears, Bob one.
    assert.deepEqual((await zoneRows(page, 0, "battlefield")).map((r) => r[0]), ["Grizzly Bears", "Grizzly Bears"]);
    assert.deepEqual((await zoneRows(page, 1, "battlefield")).map((r) => r[0]), ["Grizzly Bears"]);
    assert.deepEqual(await problems(page), []);
    await page.screenshot({ path: join(SHOTS, "editor-08-current.png") });
    const now = await page.evaluate(() => window.__stackwise.engine().snapshot());
    await page.click("#ed-play");
    const played = await page.evaluate(() => window.__stackwise.engine().snapshot());
    assert.deepEqual(board(played).battlefield, board(now).battlefield);
    assert.deepEqual(board(played).players, board(now).players);
    assert.equal(played.priority, 1, "Bob has priority after Alice passed");
    assert.notDeepEqual(board(before).turn, board(played).turn);
    // A spell on the stack can't be part of a setup: the editor says it was left out.
    await page.evaluate(() => {
      const sw = window.__stackwise.engine();
      const S = sw.constructor;
      window.__stackwise.loadScenario(S.scenarioText("bolt-the-bears"));
    });
    await page.evaluate(() => {
      const sw = window.__stackwise.engine();
      return window.__stackwise.send({ action: "cast_spell", player: 0, card: sw.label("bolt"), targets: [{ object: sw.label("bears") }], auto_pay: true });
    });
    await idle(page);
    assert.equal(await page.evaluate(() => window.__stackwise.engine().snapshot().stack.length), 1);
    await openEditor(page);
    await page.click("#ed-current");
    const notes = await page.$eval("#ed-notes", (e) => e.textContent);
    assert.match(notes, /Not in the setup: .*stack/i);
    assert.deepEqual(await zoneRows(page, 0, "hand"), [], "the Bolt is on the stack, not in the hand");
    await page.screenshot({ path: join(SHOTS, "editor-08b-current-dropped.png") });
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a real Forge .pzl file imports on the page, names what it leaves out, and plays", async () => {
  const page = await open("/");
  await openEditor(page);
  await page.setInputFiles("#ed-pzl-file", "tests/pzl/PC_02.pzl");
  await page.waitForSelector("#ed-pzl-play");
  const notes = await page.$$eval(".ed-pzl-notes li", (l) => l.map((x) => x.textContent));
  // PC_02: Collateral Damage and Gravepurge are later than 2011, Twin Bolt is not understood yet; Pacifism is attached to one of them.
  for (const card of ["Collateral Damage", "Twin Bolt", "Gravepurge", "Pacifism"]) assert.ok(notes.some((n) => n.includes(card)), `${card}: ${notes.join(" | ")}`);
  const text = readFileSync("tests/pzl/PC_02.pzl", "utf8");
  const cli = await page.evaluate((t) => window.__stackwise.engine().constructor.importPzl(t).notes, text);
  assert.deepEqual(notes, cli);
  await page.screenshot({ path: join(SHOTS, "editor-09-pzl.png") });
  // Open it in the editor: the human at 6 life, the AI at 13 (the file's HumanLife and AILife).
  await page.click("#ed-pzl-edit");
  assert.equal(await page.$eval('[data-path="players[0].life"]', (i) => i.value), "6");
  assert.equal(await page.$eval('[data-path="players[1].life"]', (i) => i.value), "13");
  assert.ok((await zoneRows(page, 1, "battlefield")).some(([n, s]) => n === "Forest" && s === "tapped"));
  assert.deepEqual(await problems(page), []);
  await page.click("#ed-play");
  // It plays: the AI is active in its second main phase with priority; it passes (P) and the human gets priority.
  const s0 = await page.evaluate(() => window.__stackwise.engine().snapshot());
  assert.deepEqual([s0.active, s0.step, s0.priority], [1, "postcombat_main", 1]);
  await page.focus("#board");
  await page.keyboard.press("p");
  await page.waitForFunction(() => window.__stackwise.engine().snapshot().priority === 0);
  // The log is drawn in the frame after the board (www/app.js `send`): wait until the page is drawn whole.
  await idle(page);
  const log = await page.$$eval("#log li", (l) => l.map((x) => x.textContent).join(" | "));
  assert.match(log, /AI passes/);
  await page.screenshot({ path: join(SHOTS, "editor-10-pzl-played.png") });
  // A file that is not a puzzle: the error is named, nothing changes.
  await openEditor(page);
  await page.fill("#ed-pzl-text", "[nonsense]\nx=y");
  await page.click("#ed-pzl-go");
  assert.match(await page.$eval("#ed-pzl-out", (e) => e.textContent), /line 1/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("attached to, controller, summoning sickness and a remove goal picked from the board reach the game", async () => {
  const page = await open("/");
  await openEditor(page);
  await addTo(page, "Alice: Battlefield");
  await addCard(page, "Grizzly Bears");
  await addCard(page, "Bonesplitter");
  await addTo(page, "Bob: Battlefield");
  await addCard(page, "Serra Angel");
  // Bonesplitter attached to the Bears: the Bears get a label made by the editor.
  await page.click('.ed-zone[data-player="0"][data-zone="battlefield"] .ed-card:nth-child(2) .ed-card-name');
  await page.selectOption('[data-path="players[0].battlefield[1].attached_to"]', { label: "Grizzly Bears (Alice)" });
  assert.equal(await page.$eval('.ed-zone[data-player="0"][data-zone="battlefield"] .ed-card:first-child .ed-label', (e) => e.textContent), "@grizzlybears1");
  // Serra Angel: Bob's card under Alice's control, summoning sick.
  await page.click('.ed-zone[data-player="1"][data-zone="battlefield"] .ed-card-name');
  await page.selectOption('[data-path="players[1].battlefield[0].controller"]', "0");
  await page.check('[data-path="players[1].battlefield[0].sick"]');
  // The goal: destroy or exile the Bears.
  await page.selectOption("#ed-goal-kind", "remove");
  await page.getByLabel("Grizzly Bears (Alice)", { exact: true }).check();
  assert.deepEqual(await problems(page), []);
  const sc = await page.evaluate(() => window.__stackwiseEditor.scenario());
  assert.deepEqual(sc.goal, { kind: "remove", player: 0, objects: ["@grizzlybears1"] });
  await page.screenshot({ path: join(SHOTS, "editor-11-statuses.png") });
  await page.click("#ed-play");
  const snap = await page.evaluate(() => window.__stackwise.engine().snapshot());
  const bears = snap.battlefield.find((e) => e.name === "Grizzly Bears");
  const axe = snap.battlefield.find((e) => e.name === "Bonesplitter");
  const angel = snap.battlefield.find((e) => e.name === "Serra Angel");
  assert.deepEqual(axe.attached_to, { object: bears.id });
  // Bonesplitter: equipped creature gets +2/+0 (a 2/2 becomes 4/2).
  assert.deepEqual([bears.power, bears.toughness], [4, 2]);
  assert.deepEqual([angel.owner, angel.controller, angel.summoning_sick], [1, 0, true]);
  assert.equal(snap.goal.player, 0);
  assert.equal(snap.goal.outcome, "pending");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the Start menu opens the editor, and closing it gives the menu its game back", async () => {
  const page = await open("/?scenario=fizzle");
  const was = await page.$eval("#start-menu", (s) => s.value);
  assert.equal(was, "scenario:fizzle");
  const names = await page.evaluate(() => window.__stackwise.engine().snapshot().players.map((p) => p.name));
  await page.focus("#start-menu");
  await page.selectOption("#start-menu", "editor");
  await page.click("#start-btn");
  await page.waitForSelector("#editor[open]");
  assert.equal(await page.evaluate(() => document.activeElement.id), "ed-title");
  await page.keyboard.press("Escape");
  await page.waitForSelector("#editor:not([open])", { state: "attached" });
  // The dialog's close event (which gives the menu its game back) comes in a task after it closes.
  await page.waitForFunction(() => document.getElementById("start-menu").value !== "editor", null, { timeout: 5000 }).catch(() => {});
  assert.equal(await page.$eval("#start-menu", (s) => s.value), "scenario:fizzle");
  // The game was not changed by choosing the editor.
  assert.deepEqual(await page.evaluate(() => window.__stackwise.engine().snapshot().players.map((p) => p.name)), names);
  assert.deepEqual(page.errors, []);
  await page.close();
});
