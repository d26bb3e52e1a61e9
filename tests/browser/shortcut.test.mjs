// Browser tests of the page's shortcuts (716): recording a loop and proposing
// it repeated, the other player's accept/shorten prompt, "pass until" with
// priority stops, the 716.2c refusal after shortening, and a draw shown as the
// result. Expected values come from the rules and the cards, not from the page.
// Screenshots go to test-results/screenshots/shortcut-*.png.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, useBrowser, open, idle, renderedText } from "./harness.mjs";

useBrowser();

async function shot(page, name) {
  await page.screenshot({ path: join(SHOTS, `shortcut-${name}.png`), fullPage: true });
}

const text = (page, sel) => renderedText(page, sel);

async function click(page, sel) {
  await page.click(sel);
  await idle(page);
}

/** The page's board and the engine's snapshot agree (the page patched its copy with deltas). */
async function modelMatchesEngine(page) {
  const same = await page.evaluate(() => {
    const m = window.__stackwise.model();
    const e = window.__stackwise.engine().snapshot();
    const strip = (s) => JSON.stringify({ ...s, viewer: null });
    return strip(m) === strip(e);
  });
  assert.ok(same, "the page's board is the engine's snapshot");
}

test("716.2a: record one round of the Gond loop, repeat it 100 times, Bob accepts: 100 tokens as one card and the 716.1b line", async () => {
  const page = await open("/?scenario=r716-2a-million-tokens");
  await click(page, "#record-btn");
  assert.match(await text(page, "#rec-status"), /Recording: 0 choices/);
  // One round by hand: Alice activates the Bears (Presence of Gond), then four passes:
  // the ability resolves (a token enters, the Alarm triggers), the Alarm's ability resolves.
  await click(page, '.permanent[data-name="Grizzly Bears"]');
  for (let i = 0; i < 4; i++) await click(page, "#pass-btn");
  assert.equal(await page.locator('.permanent[data-name="Elf Warrior"]').count(), 1, "the recorded round made one token");
  assert.match(await text(page, "#rec-status"), /Recording: 5 choices/);
  await click(page, "#record-btn");
  assert.equal(await page.locator("#shortcuts ol.recorded li").count(), 5);
  await page.fill("#repeat-times", "100");
  await shot(page, "01-recorded");
  await click(page, "#propose-repeat");
  assert.equal(await page.locator("#error:not([hidden])").count(), 0, "the proposal is accepted by the engine");
  // The page went back to where the recording began: the proposal holds all 100 rounds.
  assert.equal(await page.locator('.permanent[data-name="Elf Warrior"]').count(), 0);
  const prompt = await text(page, "#actions");
  assert.match(prompt, /716\.2b/);
  assert.match(prompt, /Bob: accept Alice's shortcut/);
  assert.match(prompt, /Proposed by Alice: 500 game choices/, "5 choices a round, 100 rounds");
  // The predicted result: the Bears, the Aura and 100 tokens.
  assert.match(await text(page, "#prediction"), /Alice: 20 life, 102 permanents/);
  assert.match(await text(page, ".forecast"), /102 \(\+100\)/);
  await shot(page, "02-accept-prompt");
  await click(page, "#accept-shortcut");
  const tokens = page.locator('.permanent[data-name="Elf Warrior"]');
  assert.equal(await tokens.count(), 1, "identical tokens are one card");
  assert.equal(await tokens.getAttribute("data-count"), "100");
  assert.match(await tokens.innerText(), /×100/);
  const log = await text(page, "#log");
  assert.match(log, /716\.2c\s+the shortcut is taken: 500 game choices/);
  assert.match(log, /716\.1b\s+the loop was repeated 99 more times without logging each event/);
  assert.match(await text(page, "#priority"), /Alice has priority/);
  await modelMatchesEngine(page);
  await shot(page, "03-hundred-tokens");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("716.2a: a recording the engine refuses is put back, with the engine's reason shown", async () => {
  const page = await open("/?scenario=r716-2a-million-tokens");
  await click(page, "#record-btn");
  // Only the activation: the ability is still on the stack when the recording stops,
  // so a second round can't activate the tapped Bears (117.3 / 602.2b).
  await click(page, '.permanent[data-name="Grizzly Bears"]');
  await click(page, "#record-btn");
  await page.fill("#repeat-times", "2");
  await click(page, "#propose-repeat");
  assert.match(await text(page, "#error"), /^716\.2a: choice 1 \(Alice activates ability 0 of Grizzly Bears\) can't be taken there/);
  // Nothing was lost: the activation is on the stack again, and the recording can be proposed again or discarded.
  assert.equal(await page.locator("#stack li.stack-item").count(), 1);
  assert.equal(await page.locator("#propose-repeat").count(), 1);
  await modelMatchesEngine(page);
  await shot(page, "04-refused-recording");
  await page.close();
});

test("716.2b: Bob may shorten the loop only at a choice of his where he could do something else than pass", async () => {
  const page = await open("/?scenario=r716-2a-million-tokens");
  await click(page, "#record-btn");
  await click(page, '.permanent[data-name="Grizzly Bears"]');
  for (let i = 0; i < 4; i++) await click(page, "#pass-btn");
  await click(page, "#record-btn");
  await page.fill("#repeat-times", "10");
  await click(page, "#propose-repeat");
  // A round is: 0 Alice activates, 1 Alice passes, 2 Bob passes, 3 Alice passes, 4 Bob passes.
  // Choice 1 is Alice's, not Bob's to shorten at: the engine refuses and the prompt stays.
  await page.fill("#shorten-at", "1");
  await click(page, "#shorten-shortcut");
  assert.match(await text(page, "#error"), /^716\.2b: shorten_at: choice 1 is Alice's, not Bob's/);
  assert.equal(await page.locator("#accept-shortcut").count(), 1);
  // Choice 7 is Bob's first pass of the second round, but passing is all he can do
  // there: it is no point where he would choose differently, so it is refused too.
  await page.fill("#shorten-at", "7");
  await click(page, "#shorten-shortcut");
  assert.match(await text(page, "#error"), /^716\.2b: shorten_at: at choice 7 Bob can only pass/);
  assert.equal(await page.locator("#accept-shortcut").count(), 1);
  // He accepts: the ten rounds are taken, one token each.
  await click(page, "#accept-shortcut");
  assert.match(await text(page, "#log"), /716\.2c\s+the shortcut is taken: 50 game choices/);
  const tokens = page.locator('.permanent[data-name="Elf Warrior"]');
  assert.equal(await tokens.getAttribute("data-count"), "10");
  await modelMatchesEngine(page);
  await page.close();
});

test("716.2b: pass until end of turn, the other player's prompt lists their passes, and accepting ends at the next turn", async () => {
  const page = await open("/?scenario=r716-2b-pass-until-beginning-of-combat");
  assert.match(await page.getAttribute("#pass-eot", "title"), /first priority of the next turn/);
  await click(page, "#pass-eot");
  const prompt = await text(page, "#actions");
  assert.match(prompt, /Bob: accept Alice's shortcut/);
  // Bob gets priority once in each step of Alice's turn 4 from her draw step to her end step:
  // draw, precombat main, beginning of combat, declare attackers, end of combat, postcombat
  // main, end (508.8: no attackers, so no blockers or damage steps; nobody gets priority in cleanup).
  const steps = await page.$$eval("#actions .act-here", (bs) => bs.map((b) => b.dataset.step));
  assert.deepEqual(steps, ["draw", "precombat_main", "beginning_of_combat", "declare_attackers", "end_of_combat", "postcombat_main", "end"]);
  assert.match(await text(page, "#prediction"), /turn 5, upkeep, Bob has priority/);
  await shot(page, "05-pass-until-eot-prompt");
  await click(page, "#accept-shortcut");
  const turn = await text(page, "#turn");
  assert.match(turn, /Turn 5: Bob's turn/);
  assert.match(turn, /Step: upkeep/);
  assert.match(turn, /Bob has priority/);
  assert.match(await text(page, "#log"), /716\.2b\s+Bob accepts the shortcut/);
  await modelMatchesEngine(page);
  await shot(page, "06-pass-until-eot-taken");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("716.2c: Bob shortens at his beginning of combat; his pass there is refused and shown; he casts Incite instead", async () => {
  const page = await open("/?scenario=r716-2b-pass-until-beginning-of-combat");
  await page.keyboard.press("e"); // pass until end of turn, from the keyboard
  await page.waitForSelector("#accept-shortcut");
  await click(page, '#actions .act-here[data-step="beginning_of_combat"]');
  const turn = await text(page, "#turn");
  assert.match(turn, /Turn 4: Alice's turn/);
  assert.match(turn, /Step: beginning of combat/);
  assert.match(turn, /Bob has priority/);
  assert.match(await text(page, "#log"), /716\.2b\s+Bob shortens the shortcut/);
  assert.match(await text(page, "#forbidden-note"), /Bob shortened the shortcut here and must now choose differently.*Bob passes/);
  // The engine leaves the forbidden pass out of Bob's legal actions (no Pass button);
  // passing from the keyboard is refused, and the page shows the engine's reason.
  assert.equal(await page.locator("#pass-btn").count(), 0);
  assert.equal(await page.locator("#pass-eot").count(), 0, "no \"pass until\" either: its first choice would be the pass");
  await page.keyboard.press("p");
  await idle(page);
  assert.match(await text(page, "#error"), /^716\.2c: Bob shortened the shortcut here and must make a different choice/);
  assert.match(await text(page, "#turn"), /Step: beginning of combat/);
  await shot(page, "07-716-2c-refusal");
  // Something else is fine: Bob casts Incite on Alice's Bears before attackers are declared
  // (the seed's Into the Fray: "target creature attacks this turn if able").
  await page.click('.player:nth-child(2) .in-hand[data-name="Incite"]');
  await page.waitForSelector("#prompt");
  await click(page, '.permanent[data-name="Grizzly Bears"]');
  assert.equal(await page.locator("#error:not([hidden])").count(), 0);
  assert.equal(await page.locator("#forbidden-note").count(), 0);
  assert.match(await text(page, "#stack"), /Incite/);
  await modelMatchesEngine(page);
  await page.close();
});

test("pass until my next turn (T) and to the next priority stop (F)", async () => {
  const page = await open("/?scenario=r716-2b-pass-until-beginning-of-combat");
  await page.evaluate(() => localStorage.removeItem("stackwise.stops"));
  // T, during Alice's own turn 4: her next turn is turn 6; she gets priority first in its upkeep (116.3a).
  await page.keyboard.press("t");
  await page.waitForSelector("#accept-shortcut");
  assert.match(await text(page, "#prediction"), /turn 6, upkeep, Alice has priority/);
  await page.keyboard.press("Escape");
  await page.reload();
  await page.waitForSelector("body[data-ready]");
  // F: Alice's stops. Without her precombat main stop, the next is her declare attackers step
  // (she declares no attackers on the way, as everyone passes).
  await page.click("#shortcuts details.stops summary");
  assert.equal(await page.isChecked("#stop-mine-precombat_main"), true, "a default stop");
  await page.uncheck("#stop-mine-precombat_main");
  await shot(page, "08-stops");
  await page.keyboard.press("f");
  await page.waitForSelector("#accept-shortcut");
  assert.match(await text(page, "#prediction"), /turn 4, declare attackers step, Alice has priority/);
  await click(page, "#accept-shortcut");
  assert.match(await text(page, "#turn"), /Step: declare attackers/);
  assert.match(await text(page, "#priority"), /Alice has priority/);
  // The stops are kept: after a reload the unchecked one is still unchecked.
  await page.reload();
  await page.waitForSelector("body[data-ready]");
  await page.click("#shortcuts details.stops summary");
  assert.equal(await page.isChecked("#stop-mine-precombat_main"), false);
  await page.evaluate(() => localStorage.removeItem("stackwise.stops"));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a game that ends with no winner is announced as a draw, with the rule of its final event", async () => {
  const page = await open("/");
  // Both players at 1 life; Pestilence deals 1 damage to each creature and each player,
  // so both lose at once (704.5a) and nobody wins: a draw (104.4a).
  await page.evaluate(() => window.__stackwise.loadScenario(JSON.stringify({
    format: "stackwise-scenario", version: 1, name: "draw", seed: 1,
    players: [
      { name: "Alice", life: 1, battlefield: [{ card: "Pestilence", label: "pestilence" }, "Swamp"] },
      { name: "Bob", life: 1, battlefield: [] },
    ],
    turn: { number: 3, active: 0, step: "precombat_main" },
  })));
  await click(page, '.permanent[data-name="Pestilence"]');
  await click(page, "#pass-btn");
  await click(page, "#pass-btn");
  const result = await text(page, "#result");
  assert.match(result, /^Draw/);
  assert.doesNotMatch(result, /won|nobody/i);
  assert.match(await text(page, "#result .rule"), /^\d{3}\.\d+[a-z]?$/);
  assert.match(result, /the game is a draw/);
  assert.match(await text(page, "#actions"), /it is a draw/);
  await shot(page, "09-draw");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("716.2a: a loop made twice by hand is recognised and proposed from where it stands", async () => {
  const page = await open("/?scenario=r716-2a-million-tokens");
  assert.equal(await page.locator("#loop-found").count(), 0);
  for (let round = 0; round < 2; round++) {
    await click(page, '.permanent[data-name="Grizzly Bears"]');
    for (let i = 0; i < 4; i++) await click(page, "#pass-btn");
    if (round === 0) assert.equal(await page.locator("#loop-found").count(), 0, "once is not a loop");
  }
  assert.match(await text(page, "#loop-found"), /The last 5 choices repeat a loop/);
  await page.fill("#loop-times", "10");
  await click(page, "#propose-loop");
  assert.match(await text(page, "#actions"), /Proposed by Alice: 50 game choices/, "10 more rounds of 5 choices");
  await click(page, "#accept-shortcut");
  const tokens = page.locator('.permanent[data-name="Elf Warrior"]');
  assert.equal(await tokens.getAttribute("data-count"), "12", "two rounds by hand and ten by the shortcut");
  await modelMatchesEngine(page);
  await shot(page, "10-recognised-loop");
  assert.deepEqual(page.errors, []);
  await page.close();
});
