// Cards as text on the page: the board editor's card search over every card
// printed by 30 September 2011 (the card table, loaded when first needed),
// each with its status; a custom card written as printed, with the unread
// phrase marked, fixed, played and shared as a link; a pasted decklist played
// against the computer. Expected values come from the cards' printed text and
// the rules (Zuran Spellcaster: "{T}: Zuran Spellcaster deals 1 damage to
// target creature or player."; a 1/1 for {2}{U}), not from the page's output.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, useBrowser, open, idle, openEditor, addTo } from "./harness.mjs";

useBrowser();

/** Type in the card search and wait for the card table's answer to list `name`. */
async function search(page, q, name) {
  await page.focus("#ed-search");
  await page.keyboard.press("Control+A");
  await page.keyboard.type(q);
  await page.waitForFunction((n) => [...document.querySelectorAll("#ed-pool li")].some((li) => li.dataset.name === n), name, { timeout: 30000 });
}

function zoneNames(page, player, zone) {
  return page.$$eval(`.ed-zone[data-player="${player}"][data-zone="${zone}"] .ed-card .ed-card-name`, (l) => l.map((e) => e.textContent));
}

/** Apply an action through the page's engine (as the board's buttons do). */
function act(page, action) {
  return page.evaluate((a) => window.__stackwise.send(a), action);
}

test("the first board does not wait for the card table; a searched card goes on the board and plays by its text", async () => {
  const page = await open("/");
  // The page is up and no card table was asked for.
  assert.equal(await page.evaluate(() => performance.getEntriesByType("resource").some((r) => r.name.includes("card-table.json"))), false);
  await openEditor(page);
  await addTo(page, "Alice: Battlefield");
  await search(page, "zuran spell", "Zuran Spellcaster");
  const row = await page.$eval('#ed-pool li[data-name="Zuran Spellcaster"]', (li) => ({ status: li.querySelector(".ed-status")?.textContent, disabled: li.getAttribute("aria-disabled") }));
  assert.deepEqual(row, { status: "understood", disabled: "false" });
  await page.screenshot({ path: join(SHOTS, "cards-01-search.png") });
  await page.click('#ed-pool li[data-name="Zuran Spellcaster"]');
  assert.deepEqual(await zoneNames(page, 0, "battlefield"), ["Zuran Spellcaster"]);
  // A card the engine doesn't understand yet is listed with why, and can't be added.
  await search(page, "fireball", "Fireball");
  const fb = await page.$eval('#ed-pool li[data-name="Fireball"]', (li) => ({ status: li.querySelector(".ed-status")?.textContent, why: li.querySelector(".ed-why")?.textContent, disabled: li.getAttribute("aria-disabled") }));
  assert.equal(fb.status, "not compiled");
  assert.match(fb.why, /divided evenly/);
  assert.equal(fb.disabled, "true");
  await page.keyboard.press("Enter");
  assert.match(await page.$eval("#ed-said", (e) => e.textContent), /^Fireball can't be played yet: line 1, column 18/);
  assert.deepEqual(await zoneNames(page, 0, "battlefield"), ["Zuran Spellcaster"]);
  // The scenario carries the card as its text.
  const sc = await page.evaluate(() => JSON.parse(window.__stackwiseEditor.text()));
  assert.equal(sc.cards[0].name, "Zuran Spellcaster");
  assert.equal(sc.cards[0].text, "{T}: Zuran Spellcaster deals 1 damage to target creature or player.");
  await page.waitForFunction(() => !document.getElementById("ed-play").disabled);
  await page.click("#ed-play");
  await idle(page);
  const id = await page.evaluate(() => window.__stackwise.engine().snapshot().battlefield.find((e) => e.name === "Zuran Spellcaster").id);
  await act(page, { action: "activate_ability", player: 0, source: id, ability: 0, targets: [{ player: 1 }], auto_pay: true });
  await page.evaluate(async () => { for (let i = 0; i < 2; i++) await window.__stackwise.send({ action: "pass_priority", player: i }); });
  await idle(page);
  assert.equal(await page.evaluate(() => window.__stackwise.engine().snapshot().players[1].life), 19);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a custom card written as printed: the unread phrase is marked, the fixed card plays, and its link opens it", async () => {
  const page = await open("/");
  await openEditor(page);
  const fields = { "#ed-card-name": "Ember Hound", "#ed-card-mana_cost": "{1}{R}", "#ed-card-type": "Creature — Hound", "#ed-card-power": "2", "#ed-card-toughness": "2" };
  for (const [sel, v] of Object.entries(fields)) await page.fill(sel, v);
  await page.fill("#ed-card-rules", "Haste\nEmber Hound barks at the moon.");
  await page.waitForFunction(() => document.querySelector("#ed-card-reading mark"));
  const shown = await page.evaluate(() => ({
    mark: document.querySelector("#ed-card-reading mark").textContent,
    line: document.querySelector("#ed-card-reading").textContent,
    errors: [...document.querySelectorAll("#ed-card-errors li")].map((l) => l.textContent),
    add: document.getElementById("ed-card-add").disabled,
    invalid: document.getElementById("ed-card-rules").getAttribute("aria-invalid"),
  }));
  assert.equal(shown.mark, "barks at the moon.");
  assert.match(shown.line, /^line 2: Ember Hound barks at the moon\.$/);
  assert.match(shown.errors[0], /^text: line 2, column 13: could not read "barks at the moon\."/);
  assert.equal(shown.add, true);
  assert.equal(shown.invalid, "true");
  await page.screenshot({ path: join(SHOTS, "cards-02-unread-marked.png") });
  // Fixed.
  await page.fill("#ed-card-rules", "Haste\n{R}: Ember Hound gets +1/+0 until end of turn.");
  await page.waitForFunction(() => !document.getElementById("ed-card-add").disabled);
  assert.equal(await page.$eval(".ed-rendered pre", (e) => e.textContent), "Haste\n{R}: Ember Hound gets +1/+0 until end of turn.");
  await page.screenshot({ path: join(SHOTS, "cards-03-understood.png") });
  await page.click("#ed-card-add");
  await addTo(page, "Alice: Battlefield");
  await page.focus("#ed-search");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("Ember Hound");
  await page.keyboard.press("Enter");
  for (let i = 0; i < 2; i++) {
    await page.focus("#ed-search");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Mountain");
    await page.waitForFunction(() => document.querySelector("#ed-pool li.active")?.dataset.name === "Mountain");
    await page.keyboard.press("Enter");
  }
  assert.deepEqual(await zoneNames(page, 0, "battlefield"), ["Ember Hound", "Mountain", "Mountain"]);
  const sc = await page.evaluate(() => JSON.parse(window.__stackwiseEditor.text()));
  assert.deepEqual(sc.cards, [{ name: "Ember Hound", mana_cost: "{1}{R}", type: "Creature — Hound", power: "2", toughness: "2", text: "Haste\n{R}: Ember Hound gets +1/+0 until end of turn." }]);
  await page.waitForFunction(() => !document.getElementById("ed-share").disabled);
  await page.click("#ed-share");
  await page.waitForFunction(() => document.getElementById("ed-link").value.includes("#s="));
  const hash = new URL(await page.$eval("#ed-link", (e) => e.value)).hash;
  await page.waitForFunction(() => !document.getElementById("ed-play").disabled);
  await page.click("#ed-play");
  await idle(page);
  const pump = async (p) => {
    const hound = await p.evaluate(() => window.__stackwise.engine().snapshot().battlefield.find((e) => e.name === "Ember Hound"));
    await p.evaluate((id) => window.__stackwise.send({ action: "activate_ability", player: 0, source: id, ability: 0, auto_pay: true }), hound.id);
    await p.evaluate(async () => { for (let i = 0; i < 2; i++) await window.__stackwise.send({ action: "pass_priority", player: i }); });
    await idle(p);
    return p.evaluate(() => window.__stackwise.engine().snapshot().battlefield.find((e) => e.name === "Ember Hound").power);
  };
  assert.equal(await pump(page), 3, "{R}: +1/+0 until end of turn");
  // The link carries the card as its text; a fresh page plays it the same.
  const fresh = await open(`/${hash}`);
  await idle(fresh);
  assert.equal(await pump(fresh), 3);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(fresh.errors, []);
  await fresh.close();
  await page.close();
});

test("a pasted decklist names the lines it can't use, the deck builder's search adds cards, and it plays against the computer", async () => {
  const page = await open("/");
  await page.click("#new-game-btn");
  await page.selectOption("#ng-deck-0", "list");
  await page.fill("#ng-list-0", "// mono red\n16 Mountain\n4 Lightning Bolt\n4 Hill Giant\n4 Zuran Spellcaster\n2 Fireball\n3 Not A Real Card\nSideboard\n2 Shatter");
  await page.waitForFunction(() => document.querySelector("#ng-list-read-0 .ng-list-problems"), null, { timeout: 30000 });
  const read = await page.evaluate(() => ({
    total: document.querySelector("#ng-list-read-0 .ng-list-total").textContent,
    problems: [...document.querySelectorAll("#ng-list-read-0 .ng-list-problems li")].map((l) => l.textContent),
  }));
  assert.match(read.total, /^28 cards/);
  assert.match(read.total, /1 sideboard line left out/);
  assert.equal(read.problems.length, 2);
  assert.match(read.problems[0], /^line 6: "2 Fireball": Fireball: not understood yet/);
  assert.match(read.problems[1], /^line 7: "3 Not A Real Card": no card named 'Not A Real Card'/);
  await page.screenshot({ path: join(SHOTS, "cards-04-decklist-problems.png") });
  // Starting refuses, naming the lines; the game on the page stays.
  await page.fill("#ng-seed", "5");
  await page.click("#ng-start");
  await page.waitForFunction(() => !document.getElementById("ng-error").hidden && /deckA: line 6/.test(document.getElementById("ng-error").textContent));
  assert.equal(await page.$eval("#new-game", (d) => d.open), true);
  // Fixed: the two lines removed; the computer plays player 2's preconstructed deck.
  await page.fill("#ng-list-0", "16 Mountain\n4 Lightning Bolt\n4 Hill Giant\n4 Zuran Spellcaster\n");
  await page.waitForFunction(() => /^28 cards/.test(document.querySelector("#ng-list-read-0 .ng-list-total")?.textContent ?? ""));
  // The deck builder's search: a fifth Spellcaster, then a Grizzly Bears (a new line).
  await page.fill("#ng-search-0", "zuran spell");
  await page.click('#ng-results-0 button[data-name="Zuran Spellcaster"]');
  await page.fill("#ng-search-0", "grizzly bears");
  await page.click('#ng-results-0 button[data-name="Grizzly Bears"]');
  assert.equal(await page.$eval("#ng-list-0", (t) => t.value), "16 Mountain\n4 Lightning Bolt\n4 Hill Giant\n5 Zuran Spellcaster\n1 Grizzly Bears\n");
  await page.waitForFunction(() => /^30 cards/.test(document.querySelector("#ng-list-read-0 .ng-list-total")?.textContent ?? ""));
  await page.fill("#ng-delay", "0");
  await page.click("#ng-start");
  await page.waitForFunction(() => !document.getElementById("new-game").open);
  const snap = await page.evaluate(() => window.__stackwise.engine().snapshot());
  assert.equal(snap.players[0].name, "Player 1");
  assert.equal(snap.players[0].hand.length, 7);
  assert.equal(snap.players[0].library_count, 23);
  const mine = new Set(["Mountain", "Lightning Bolt", "Hill Giant", "Zuran Spellcaster", "Grizzly Bears"]);
  assert.ok(snap.players[0].hand.every((c) => mine.has(c.name)), JSON.stringify(snap.players[0].hand.map((c) => c.name)));
  await page.screenshot({ path: join(SHOTS, "cards-05-decklist-game.png") });
  // The person passes; the computer answers (it has a seat), and the game goes on.
  const turn0 = snap.turn;
  await page.evaluate(async () => { for (let i = 0; i < 30 && window.__stackwise.engine().snapshot().turn < 3; i++) { const s = window.__stackwise.engine().snapshot(); if (s.priority === 0 || s.pending?.player === 0) await window.__stackwise.send({ action: "pass_priority", player: 0 }).catch(() => {}); await new Promise((r) => setTimeout(r, 100)); } });
  assert.ok((await page.evaluate(() => window.__stackwise.engine().snapshot().turn)) > turn0, "the game went on");
  assert.deepEqual(page.errors, []);
  await page.close();
});
