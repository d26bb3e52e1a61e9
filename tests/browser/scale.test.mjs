// Browser tests for the page at scale: playback patches the page's
// own copy of the board with each event's delta, the board is redrawn per
// battlefield entry, and identical tokens are one card with a count that can
// still be picked as a target.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, useBrowser, open, idle } from "./harness.mjs";

useBrowser();

/**
 * Record, after each event is drawn during playback, what the board shows
 * (from the DOM) beside the page's model at that moment.
 */
async function recordPlayback(page) {
  await page.evaluate(() => {
    window.__seen = [];
    window.__stackwiseEventDrawn = (i, e) => {
      const model = window.__stackwise.model();
      const cards = [...document.querySelectorAll("#board .permanent")].map((el) => ({ id: Number(el.dataset.id), count: Number(el.dataset.count), name: el.dataset.name }));
      const alice = document.querySelector('section.player[aria-label="Alice"]');
      window.__seen.push({
        i, event: e.event, text: e.text,
        cards,
        handShown: alice.querySelectorAll(".in-hand").length,
        infoShown: alice.querySelector(".zones-info").textContent,
        model: JSON.parse(JSON.stringify(model)),
      });
    };
  });
}

const seen = (page) => page.evaluate(() => window.__seen);
const modelMatchesEngine = (page) =>
  page.evaluate(() => {
    const a = window.__stackwise.model(), b = window.__stackwise.engine().snapshot();
    const canon = (x) => JSON.stringify(x, (k, v) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map((key) => [key, v[key]])) : v));
    return canon(a) === canon(b) ? "same" : `model ${canon(a)}\nengine ${canon(b)}`;
  });
/** The count shown on each battlefield card named `name` (1 when no count is shown). */
const shownCounts = (page, name) =>
  page.$$eval(`#board .permanent[data-name="${name}"]`, (els) => els.map((el) => Number(el.querySelector(".count")?.textContent.replace("×", "") ?? 1)));

/** Every event's drawn board shows exactly the model's entries (ids and counts). */
function assertDrawnMatchesModel(rows) {
  for (const r of rows) {
    const want = r.model.battlefield.map((e) => ({ id: e.id, count: e.count, name: e.name })).sort((x, y) => x.id - y.id);
    const got = [...r.cards].sort((x, y) => x.id - y.id);
    assert.deepEqual(got, want, `event ${r.i} (${r.text}): the cards drawn differ from the page's board`);
    assert.equal(r.handShown, r.model.players[0].hand.length, `event ${r.i}: Alice's hand drawn`);
  }
}

test("grouped tokens: an action with a draw plays back event by event, and the board matches the engine", async () => {
  const page = await open("/?scenario=page-grouped-tokens", { speed: 50 });
  // Six identical Grizzly Bears tokens and two Llanowar Elves tokens (docs/playback.md, grouped tokens): one card each, with a count.
  assert.deepEqual(await shownCounts(page, "Grizzly Bears"), [6]);
  assert.deepEqual(await shownCounts(page, "Llanowar Elves"), [2]);
  assert.match(await page.$eval('#board .permanent[data-name="Grizzly Bears"]', (el) => el.getAttribute("aria-label")), /Grizzly Bears ×6/);
  assert.equal(await modelMatchesEngine(page), "same");

  // Alice passes in her upkeep, Bob passes: the draw step begins and Alice draws (504.1).
  await recordPlayback(page);
  await page.click("#pass-btn");
  await idle(page);
  await page.click("#pass-btn");
  await idle(page);
  const rows = await seen(page);
  assert.ok(rows.length >= 4, `several events were drawn one by one (${rows.length})`);
  assertDrawnMatchesModel(rows);
  const drew = rows.findIndex((r) => r.event === "drew");
  assert.ok(drew > 0, "the draw is among the events");
  // The hand grows exactly with the draw event: before it one card (the Bolt), from it on two.
  rows.forEach((r, k) => assert.equal(r.model.players[0].hand_count, k < drew ? 1 : 2, `event ${r.i} (${r.text}): hand count`));
  assert.match(rows[drew].infoShown, /Hand 2/);
  assert.equal(await modelMatchesEngine(page), "same");

  // On to the main phase, then Lightning Bolt at the group of Bears tokens.
  while (!(await page.$('.in-hand[data-name="Lightning Bolt"]')) || (await page.$eval("#turn", (el) => !/precombat main/.test(el.textContent)))) {
    await page.click("#pass-btn");
    await idle(page);
  }
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.waitForSelector("#prompt");
  // The group is highlighted as a legal target (the engine lists its tokens among the legal targets).
  assert.equal(await page.locator('#board .permanent.legal[data-name="Grizzly Bears"]').count(), 1);
  // The choices list has one button for the group.
  assert.equal(await page.locator("#actions .choices button", { hasText: "Grizzly Bears ×6" }).count(), 1);
  await page.click('#board .permanent[data-name="Grizzly Bears"]');
  await idle(page);
  const target = await page.evaluate(() => {
    const m = window.__stackwise.model();
    const group = m.battlefield.find((e) => e.name === "Grizzly Bears");
    return { target: m.stack[0]?.targets[0], first: group.id_ranges[0][0], count: group.count };
  });
  // Picking the group targets its first token (the smallest id), which is a legal target.
  assert.deepEqual(target.target, { object: target.first });
  assert.match(await page.$eval("#stack", (el) => el.textContent), /targets: Grizzly Bears/);
  assert.equal(await page.locator('#board .permanent.targeted[data-name="Grizzly Bears"]').count(), 1);
  assert.equal(await modelMatchesEngine(page), "same");
  await page.screenshot({ path: join(SHOTS, "20-grouped-token-targeted.png") });

  // Both pass: the Bolt resolves, 704.5g destroys the token, 704.5d: it ceases to exist. Five remain.
  await recordPlayback(page);
  await page.click("#pass-btn");
  await idle(page);
  await page.click("#pass-btn");
  await idle(page);
  const rows2 = await seen(page);
  assertDrawnMatchesModel(rows2);
  const destroyed = rows2.findIndex((r) => r.text.includes("moves from the battlefield"));
  assert.ok(destroyed > 0, "the token leaves the battlefield during playback");
  const bears = (r) => r.cards.filter((c) => c.name === "Grizzly Bears").reduce((n, c) => n + c.count, 0);
  assert.equal(bears(rows2[destroyed - 1]), 6, "six Bears tokens shown before the event that moves one");
  assert.equal(bears(rows2[destroyed]), 5, "five from that event on");
  assert.deepEqual(await shownCounts(page, "Grizzly Bears"), [5]);
  assert.deepEqual(await shownCounts(page, "Llanowar Elves"), [2]);
  assert.match(await page.$eval("#log", (el) => el.textContent), /704\.5d/);
  assert.equal(await modelMatchesEngine(page), "same");
  await page.screenshot({ path: join(SHOTS, "21-grouped-token-bolted.png") });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("at playback speed 0 an action draws once, and cards that did not change keep their element", async () => {
  const page = await open("/?scenario=big-board-500", { speed: 0 });
  assert.equal(await page.locator("#board .permanent").count(), 500);
  await page.evaluate(() => {
    window.__drawn = 0;
    window.__stackwiseEventDrawn = () => window.__drawn++;
    // Tag every card element: an element redrawn loses its tag.
    for (const el of document.querySelectorAll("#board .permanent")) el.__kept = true;
  });
  const bears = await page.evaluate(() => window.__stackwise.engine().label("bears"));
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.waitForSelector("#prompt");
  await page.click(`#board .permanent[data-id="${bears}"]`);
  await idle(page);
  await page.click("#pass-btn");
  await idle(page);
  await page.click("#pass-btn");
  await idle(page);
  const r = await page.evaluate(() => {
    const els = [...document.querySelectorAll("#board .permanent")];
    return { drawnPerEvent: window.__drawn, cards: els.length, redrawn: els.filter((el) => !el.__kept).map((el) => el.getAttribute("aria-label")) };
  });
  assert.equal(r.drawnPerEvent, 0, "no per-event draw at speed 0");
  assert.equal(r.cards, 499, "the bolted Bears is gone");
  // Only the Mountain tapped for the Bolt's mana was redrawn.
  assert.equal(r.redrawn.length, 1, r.redrawn.join(" | "));
  assert.match(r.redrawn[0], /^Mountain, .*\btapped$/);
  assert.equal(await modelMatchesEngine(page), "same");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the 716.2a loop by hand: each new Elf Warrior token joins one card, and the page's board stays the engine's", async () => {
  const page = await open("/?scenario=r716-2a-presence-of-gond-intruder-alarm", { speed: 50 });
  for (let loop = 1; loop <= 3; loop++) {
    // Tap the enchanted Bears for a token (its one activated ability), then pass until the stack is empty.
    await page.click('#board .permanent[data-name="Grizzly Bears"]');
    await idle(page);
    assert.equal(await modelMatchesEngine(page), "same", `loop ${loop}: after activating`);
    for (let i = 0; i < 12 && (await page.locator("#stack li.stack-item").count()) > 0; i++) {
      await page.click("#pass-btn");
      await idle(page);
      assert.equal(await modelMatchesEngine(page), "same", `loop ${loop}, pass ${i + 1}`);
    }
    assert.equal(await page.locator("#stack li.stack-item").count(), 0, `loop ${loop}: the stack is empty`);
    // 111.1, 701.19b: the tokens are identical (untapped by the Alarm, all entered this turn): one card, with a count.
    assert.deepEqual(await shownCounts(page, "Elf Warrior"), [loop], `loop ${loop}: Elf Warrior tokens shown`);
  }
  await page.screenshot({ path: join(SHOTS, "22-716-loop-tokens.png") });
  assert.deepEqual(page.errors, []);
  await page.close();
});
