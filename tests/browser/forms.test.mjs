// Browser tests of the decision forms (www/decisions.js, www/app.js): no
// "null" or "undefined" written in a target form; same-named targets,
// attackers and blockers told apart by their controller and their place on
// the board; the control that sends the order of waiting triggers (603.3b) in
// view at 1280×800; and a card with several ways to cast (modes 700.2, evoke
// 702.73 / an alternative cost 117.9) opening a short chooser, one click each.
// Screenshots: test-results/screenshots/forms-*.png.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, useBrowser, open, idle, shownText } from "./harness.mjs";

useBrowser();

const shot = (page, name) => page.screenshot({ path: join(SHOTS, `forms-${name}.png`) });

/** Load a scenario (JSON) into the open page, as the page's own loader does. */
async function load(page, scenario) {
  const s = { format: "stackwise-scenario", version: 1, name: "forms", seed: 1, ...scenario };
  await page.evaluate((t) => window.__stackwise.loadScenario(t), JSON.stringify(s));
  await idle(page);
}

async function pass(page) {
  await page.click("#pass-btn");
  await idle(page);
}

/** Pass (at most `n` times) until a question is pending. */
async function passUntilAsked(page, n) {
  for (let i = 0; i < n && !(await page.evaluate(() => window.__stackwise.model().pending)); i++) await pass(page);
}

/** Every text a person or a screen reader gets from "Your move": the panel's text, its options, and its controls' names. */
const formTexts = (page) =>
  page.$eval("#actions", (a) => [a.innerText, ...[...a.querySelectorAll("option")].map((o) => o.textContent), ...[...a.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label"))]);

function assertNoStray(texts, what) {
  for (const t of texts) assert.doesNotMatch(t ?? "", /\bnull\b|\bundefined\b|\bNaN\b|\[object /, `${what}: stray text in ${JSON.stringify(t)}`);
}

/** The labels of the choices offered while choosing a target (buttons, or the list on a big board). */
const choiceLabels = (page) => page.$$eval("#actions .choices button, #actions #target-choice option:not([value=''])", (l) => l.map((b) => b.textContent));

/** The history of actions, as the engine has it. */
const history = (page) => page.evaluate(() => window.__stackwise.engine().history().map((e) => e.action));

test("no null in target forms: a spell at a player or a creature, an optional second target, a trigger's player target", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  // Lightning Bolt targets a creature or a player; the choice is built on the page (app.js build).
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.waitForSelector("#prompt");
  assertNoStray(await formTexts(page), "Lightning Bolt's target");
  assert.deepEqual(await choiceLabels(page), ["Alice", "Bob", "Grizzly Bears"], "one Grizzly Bears on the board: its name alone");
  await page.keyboard.press("Escape");
  // Forked Bolt: a second target that may be left out (601.2c), a player among the choices.
  await page.goto(page.url().replace(/\?.*/, "?scenario=r601-2d-forked-bolt"));
  await page.waitForSelector("body[data-ready]");
  await page.click('.in-hand[data-name="Forked Bolt"]');
  await page.click('.permanent[data-name="Grizzly Bears"]');
  await page.waitForSelector("#done-targets");
  assertNoStray(await formTexts(page), "Forked Bolt's optional second target");
  assert.match(await page.innerText("#prompt"), /\(optional\)/);
  // A trigger's target chosen in the engine's decision (603.3d): a player.
  await page.goto(page.url().replace(/\?.*/, "?scenario=blood-artist"));
  await page.waitForSelector("body[data-ready]");
  await page.$eval("#speed", (el) => { el.value = "0"; });
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.click('.permanent[data-name="Grizzly Bears"]');
  await idle(page);
  await pass(page);
  await pass(page);
  await page.waitForSelector('#actions select[aria-label="target 1"]');
  assertNoStray(await formTexts(page), "Blood Artist's target");
  await shot(page, "01-trigger-target");
  // Funeral Charm's first mode targets a player: chosen from the chooser, its form has no stray text either.
  await load(page, {
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [{ name: "Alice", mana_pool: "B", hand: ["Funeral Charm"] }, { name: "Bob", hand: ["Mountain"] }],
  });
  // With no creature on the board its first mode is its only way: no chooser, the mode named in the prompt.
  await page.click('.in-hand[data-name="Funeral Charm"]');
  await page.waitForSelector("#prompt");
  assert.equal(await page.locator("#cast-chooser").count(), 0);
  assert.match(await page.innerText("#prompt"), /^Cast Funeral Charm — Mode 1: Target player discards a card: choose/);
  assertNoStray(await formTexts(page), "Funeral Charm's player target");
  assert.deepEqual((await choiceLabels(page)).sort(), ["Alice", "Bob"]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

const TWO_AND_TWO = {
  turn: { number: 3, active: 0, step: "precombat_main" },
  players: [
    { name: "Alice", mana_pool: "R", hand: ["Lightning Bolt"], battlefield: ["Grizzly Bears", "Llanowar Elves", "Grizzly Bears"] },
    { name: "Bob", battlefield: ["Grizzly Bears", "Grizzly Bears"] },
  ],
};

test("same-named creatures are told apart by controller and place, and each label names the creature it picks", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  await load(page, TWO_AND_TWO);
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.waitForSelector("#prompt");
  // Alice chooses: hers are "yours", Bob's are "Bob's"; the place is the order on each board, left to right.
  // (In the engine's order of legal targets, which is not the page's business: compared as sets.)
  assert.deepEqual((await choiceLabels(page)).sort(), [
    "Alice", "Bob",
    "Grizzly Bears (yours, 1st)", "Llanowar Elves", "Grizzly Bears (yours, 2nd)",
    "Grizzly Bears (Bob's, 1st)", "Grizzly Bears (Bob's, 2nd)",
  ].sort());
  await shot(page, "02-same-names");
  // "Bob's, 2nd" picks the second Grizzly Bears drawn in Bob's battlefield.
  await page.locator("#actions .choices button", { hasText: "Grizzly Bears (Bob's, 2nd)" }).click();
  await idle(page);
  const targeted = await page.evaluate(() => {
    const bob = document.querySelectorAll("#board section.player")[1];
    return [...bob.querySelectorAll('.permanent[data-name="Grizzly Bears"]')].map((c) => c.classList.contains("targeted"));
  });
  assert.deepEqual(targeted, [false, true], "the second of Bob's Bears is the target");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("attackers and blockers of the same name are told apart in the combat forms (508.1, 509.1)", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  await load(page, {
    turn: { number: 3, active: 0, step: "beginning_of_combat" },
    players: [{ name: "Alice", battlefield: ["Grizzly Bears", "Grizzly Bears"] }, { name: "Bob", battlefield: ["Grizzly Bears", "Grizzly Bears"] }],
  });
  await pass(page);
  await pass(page);
  await page.waitForSelector("#actions input[type=checkbox]");
  const attackers = await page.$$eval("#actions input[type=checkbox]", (l) => l.map((c) => document.querySelector(`label[for="${c.id}"]`).textContent.trim()));
  assert.deepEqual(attackers, ["Grizzly Bears (yours, 1st) attacks", "Grizzly Bears (yours, 2nd) attacks"]);
  assertNoStray(await formTexts(page), "declare attackers");
  // Only Alice's second Bears attacks.
  await page.locator("#actions input[type=checkbox]").nth(1).check();
  await page.click("#actions button.primary");
  await idle(page);
  for (let i = 0; i < 3 && !(await page.$("#actions select")); i++) await pass(page);
  await page.waitForSelector("#actions select");
  const rows = await page.$$eval("#actions select", (l) => l.map((s) => [s.getAttribute("aria-label"), [...s.options].map((o) => o.textContent)]));
  assert.deepEqual(rows, [
    ["what Grizzly Bears (yours, 1st) blocks", ["no block", "blocks Grizzly Bears (Alice's, 2nd)"]],
    ["what Grizzly Bears (yours, 2nd) blocks", ["no block", "blocks Grizzly Bears (Alice's, 2nd)"]],
  ]);
  await shot(page, "03-blockers");
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** Is the element's centre the topmost thing drawn there, inside the window (not clipped by a scrolled panel nor off screen)? */
const inView = (page, sel) =>
  page.$eval(sel, (el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (r.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return top === el || el.contains(top);
  });

test("the trigger order control (603.3b) is in view at 1280×800, however long the list and wherever the panels were scrolled", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  assert.deepEqual(page.viewportSize(), { width: 1280, height: 800 });
  // Three Blood Artists: the Bears dying triggers each of them (603.2), all Alice's to order.
  await load(page, {
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", mana_pool: "R", hand: ["Lightning Bolt"], battlefield: ["Blood Artist", "Blood Artist", "Blood Artist"] },
      { name: "Bob", battlefield: ["Grizzly Bears"] },
    ],
  });
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.click('.permanent[data-name="Grizzly Bears"]');
  await idle(page);
  await pass(page);
  // The side panels scrolled to their end before the decision comes.
  await page.evaluate(() => { for (const el of document.querySelectorAll(".side, #actions")) el.scrollTop = el.scrollHeight; });
  await pass(page);
  await page.waitForSelector("#actions ol.order");
  assert.equal(await page.locator("#actions ol.order li").count(), 3);
  const button = page.getByRole("button", { name: "Put on the stack in this order" });
  await page.waitForFunction(() => {
    const b = [...document.querySelectorAll("#actions button")].find((x) => x.textContent === "Put on the stack in this order");
    const r = b?.getBoundingClientRect();
    return r && document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === b;
  }, null, { timeout: 3000 }).catch(() => {});
  assert.ok(await inView(page, "#actions .order-go button"), "the button is in view as the decision comes");
  await shot(page, "04-trigger-order");
  // Scrolling the list to its end or back to its start keeps it in view.
  for (const at of ["end", "start"]) {
    await page.$eval("#actions", (el, a) => { el.scrollTop = a === "end" ? el.scrollHeight : 0; }, at);
    assert.ok(await inView(page, "#actions .order-go button"), `in view with the list scrolled to its ${at}`);
  }
  // And it works from there: the order is sent.
  await page.click('#actions ol.order li:first-child button[aria-label$="down"]');
  await button.click();
  await idle(page);
  assert.equal(await page.locator("#actions ol.order").count(), 0);
  assert.deepEqual((await history(page)).at(-1)?.action, "order_triggers");
  assert.deepEqual(page.errors, []);
  await page.close();
});

const WAYS = {
  turn: { number: 3, active: 0, step: "precombat_main" },
  players: [
    { name: "Alice", mana_pool: "BUUUUUR", hand: ["Mulldrifter", "Funeral Charm", "Lightning Bolt"], battlefield: ["Grizzly Bears"] },
    { name: "Bob", hand: ["Mountain"], battlefield: ["Grizzly Bears"] },
  ],
};

test("a card with two ways to cast opens a chooser: keyboard, Escape cancels, one click casts (evoke, 117.9)", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  await load(page, WAYS);
  const before = (await history(page)).length;
  await page.click('.in-hand[data-name="Mulldrifter"]');
  const dialog = page.getByRole("dialog", { name: "Cast Mulldrifter: how?" });
  await dialog.waitFor();
  // Its two ways, as the engine lists them: the mana cost and evoke; the costs read in words.
  const ways = dialog.locator("button.way");
  assert.equal(await ways.count(), 2);
  assert.equal(await page.getByRole("button", { name: "Mana cost four generic mana, blue mana", exact: true }).count(), 1);
  assert.equal(await page.getByRole("button", { name: "Evoke two generic mana, blue mana", exact: true }).count(), 1);
  assert.match(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""), /^Mana cost/, "the first way has the focus");
  await page.keyboard.press("ArrowDown");
  assert.match(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""), /^Evoke/);
  await shot(page, "05-chooser");
  // Escape cancels: nothing is cast, the focus is on "Your move".
  await page.keyboard.press("Escape");
  await page.waitForSelector("#cast-chooser", { state: "detached" });
  await page.waitForFunction(() => document.activeElement && document.activeElement !== document.body);
  assert.equal((await history(page)).length, before, "nothing cast");
  assert.ok(await page.evaluate(() => document.getElementById("moves").contains(document.activeElement)));
  // One click on Evoke casts it for its evoke cost (no target to choose).
  await page.click('.in-hand[data-name="Mulldrifter"]');
  await page.getByRole("button", { name: /^Evoke/ }).click();
  // The cast is sent once the chooser has closed: wait for it rather than for one idle frame.
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  await idle(page);
  const cast = (await history(page)).at(-1);
  assert.equal(cast.action, "cast_spell");
  assert.equal(cast.alternative_cost, "evoke");
  assert.match(await page.innerText("#stack"), /Mulldrifter/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a modal spell's chooser lists its modes; the mode picked is named while choosing its target; one way goes straight on", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  await load(page, WAYS);
  await page.click('.in-hand[data-name="Funeral Charm"]');
  const dialog = page.getByRole("dialog", { name: "Cast Funeral Charm: how?" });
  await dialog.waitFor();
  assert.deepEqual(await dialog.locator("button.way").allTextContents(), [
    "Mode 1: Target player discards a card",
    "Mode 2: Target creature gets +2/-1 until end of turn",
    "Mode 3: Target creature gains swampwalk until end of turn",
  ]);
  await dialog.getByRole("button", { name: /^Mode 2/ }).click();
  await page.waitForSelector("#prompt");
  assert.match(await page.innerText("#prompt"), /^Cast Funeral Charm — Mode 2: Target creature gets \+2\/-1/);
  assert.deepEqual((await choiceLabels(page)).sort(), ["Grizzly Bears (Bob's)", "Grizzly Bears (yours)"]);
  await page.locator("#actions .choices button", { hasText: "Grizzly Bears (Bob's)" }).click();
  await idle(page);
  const cast = (await history(page)).at(-1);
  assert.equal(cast.mode, 1);
  // Lightning Bolt has one way: no chooser, straight to its target.
  await pass(page); // Alice passes, Bob passes: the charm resolves
  await pass(page);
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.waitForSelector("#prompt");
  assert.equal(await page.locator("#cast-chooser").count(), 0);
  assert.match(await page.innerText("#prompt"), /^Cast Lightning Bolt: choose/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("kicker is a way to cast in the chooser and flashback casts from the graveyard in Your move (702.32a, 702.33a)", async () => {
  const page = await open("/?scenario=r702-32a-33a-kicker-flashback");
  await page.click('.in-hand[data-name="Burst Lightning"]');
  const dialog = page.getByRole("dialog", { name: "Cast Burst Lightning: how?" });
  await dialog.waitFor();
  assert.equal(await dialog.locator("button.way").count(), 2);
  assert.equal(await page.getByRole("button", { name: "Mana cost red mana", exact: true }).count(), 1);
  assert.equal(await page.getByRole("button", { name: "Kicker four generic mana", exact: true }).count(), 1);
  await page.getByRole("button", { name: "Kicker four generic mana", exact: true }).click();
  await idle(page);
  assert.match(await page.innerText("#actions"), /Kicker/, "the way chosen is named while choosing the target");
  await page.click('.permanent[data-name="Hill Giant"]');
  await idle(page);
  const cast = (await history(page)).at(-1);
  assert.equal(cast.action, "cast_spell");
  assert.equal(cast.kicked, true);
  await pass(page);
  await pass(page);
  assert.equal(await page.locator('.permanent[data-name="Hill Giant"]').count(), 0, "4 damage: the Giant died");
  // Think Twice sits in the graveyard: Your move offers it for its flashback cost.
  const fb = page.getByRole("button", { name: "Cast Think Twice — Flashback two generic mana, blue mana", exact: true });
  assert.equal(await fb.count(), 1);
  await shot(page, "07-flashback");
  await fb.click();
  await idle(page);
  assert.equal((await history(page)).at(-1).alternative_cost, "flashback");
  await pass(page);
  await pass(page);
  assert.match(await page.innerText("#log"), /exiled instead/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("buyback is a way to cast in the chooser, and the card comes back to the hand (702.26a)", async () => {
  const page = await open("/?scenario=r702-26a-buyback");
  await page.click('.in-hand[data-name="Capsize"]');
  const dialog = page.getByRole("dialog", { name: "Cast Capsize: how?" });
  await dialog.waitFor();
  assert.equal(await dialog.locator("button.way").count(), 2);
  const before = (await history(page)).length;
  await page.getByRole("button", { name: "Buyback three generic mana", exact: true }).click();
  await idle(page);
  await page.click('.permanent[data-name="Hill Giant"]');
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  const cast = (await history(page)).at(-1);
  assert.equal(cast.action, "cast_spell");
  assert.equal(cast.buyback, true);
  await pass(page);
  await pass(page);
  assert.equal(await page.locator('.permanent[data-name="Hill Giant"]').count(), 0, "the Giant went back to Bob's hand");
  assert.equal(await page.locator('.in-hand[data-name="Capsize"]').count(), 1, "Capsize is back in Alice's hand");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a spell's additional cost: the permanent to sacrifice first, then the target (117.8, 601.2h)", async () => {
  const page = await open("/?scenario=r117-8-fling");
  const before = (await history(page)).length;
  await page.click('.in-hand[data-name="Fling"]');
  await page.waitForSelector("#prompt");
  assert.match(await page.innerText("#prompt"), /sacrifice/i, "the cost is asked first");
  await page.click('.permanent[data-name="Hill Giant"]');
  await idle(page);
  assert.match(await page.innerText("#prompt"), /^Cast Fling \(sacrificing Hill Giant\): choose target 1 /, "the target is the spell's first");
  await page.click('.permanent[data-name="Llanowar Elves"]');
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  const cast = (await history(page)).at(-1);
  assert.equal(cast.action, "cast_spell");
  assert.equal(cast.sacrifice.length, 1, "one permanent sacrificed");
  assert.equal(cast.targets.length, 1, "and one target");
  assert.equal(await page.locator('.permanent[data-name="Hill Giant"]').count(), 0, "sacrificed as Fling was cast");
  await pass(page);
  await pass(page);
  assert.equal(await page.locator('.permanent[data-name="Llanowar Elves"]').count(), 0, "3 damage: the Giant's power");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("an ability's discard cost: the card to discard is chosen first, from the hand (602.2b)", async () => {
  const page = await open("/");
  await load(page, {
    version: 2,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", battlefield: [{ card: "Patrol Hound", label: "ph" }], hand: ["Forest", "Island"], library: ["Plains", "Plains"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  const before = (await history(page)).length;
  await page.click('.permanent[data-name="Patrol Hound"]');
  await page.waitForSelector("#prompt");
  assert.match(await page.innerText("#prompt"), /choose a card to discard \(cost\)/, "the cost is asked first");
  const offered = (await page.locator("#actions .choices button").allInnerTexts()).map((t) => t.trim());
  assert.equal(offered.length, 2, `the two cards in Alice's hand: ${offered}`);
  await shot(page, "discard-cost");
  await page.locator("#actions .choices button", { hasText: "Forest" }).click();
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  const act = (await history(page)).at(-1);
  assert.equal(act.action, "activate_ability");
  assert.equal(act.discard.length, 1, "one card discarded");
  assert.equal(act.targets.length, 0, "and no target");
  assert.equal(await page.locator('.in-hand[data-name="Forest"]').count(), 0, "discarded as the ability was activated");
  assert.equal(await page.locator('.in-hand[data-name="Island"]').count(), 1);
  // Again, the card picked by clicking it in the hand.
  await page.click('.permanent[data-name="Patrol Hound"]');
  await page.waitForSelector("#prompt");
  assert.match(await page.innerText("#prompt"), /Click one in the hand/);
  await page.click('.in-hand[data-name="Island"]');
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before + 1);
  assert.equal((await history(page)).at(-1).discard.length, 1);
  assert.equal(await page.locator(".in-hand").count(), 0, "both cards discarded");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("an additional cost that takes X: X is announced first, then X cards are discarded (601.2b, Sickening Dreams)", async () => {
  const page = await open("/");
  await load(page, {
    version: 2,
    // Written as printed, compiled from its text.
    cards: [{ name: "Sickening Dreams", mana_cost: "{1}{B}", type: "Sorcery", text: "As an additional cost to cast Sickening Dreams, discard X cards.\nSickening Dreams deals X damage to each creature and each player." }],
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", battlefield: ["Swamp", "Swamp"], hand: ["Sickening Dreams", "Forest", "Island", "Mountain"], library: ["Plains", "Plains"] },
      { name: "Bob", battlefield: ["Grizzly Bears"], library: ["Island", "Island"] },
    ],
  });
  const before = (await history(page)).length;
  await page.click('.in-hand[data-name="Sickening Dreams"]');
  await page.waitForSelector("#actions .x-cost input");
  assert.match(await page.innerText("#actions"), /announce X/);
  assert.match(await page.innerText("#actions"), /cards to discard .*up to 3/, "the three other cards of the hand");
  assertNoStray(await formTexts(page), "the X of an additional cost");
  await shot(page, "x-cost-announce");
  // More than the cost can take: refused on the page, nothing sent.
  await page.fill("#actions .x-cost input", "4");
  await page.click("#actions .x-cost button");
  assert.match(await page.innerText("#error"), /from 0 to 3/);
  assert.equal((await history(page)).length, before);
  await page.fill("#actions .x-cost input", "2");
  await page.click("#actions .x-cost button");
  await page.waitForSelector("#prompt");
  assert.match(await page.innerText("#prompt"), /choose a card to discard \(cost\)/, "then the two cards");
  await shot(page, "x-cost-discard");
  await page.click('.in-hand[data-name="Forest"]');
  await page.click('.in-hand[data-name="Island"]');
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  const act = (await history(page)).at(-1);
  assert.equal(act.action, "cast_spell");
  assert.equal(act.x, 2, "X as announced");
  assert.equal(act.discard.length, 2, "two cards discarded");
  assert.equal(await page.locator(".in-hand").count(), 1, "the Mountain stays");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("another target: the creature chosen first is not offered again (601.2c, Carom)", async () => {
  const page = await open("/");
  await load(page, {
    version: 2,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", battlefield: [{ card: "Grizzly Bears", label: "gb" }, { card: "Hill Giant", label: "hg" }], hand: ["Carom"], mana_pool: "{W}{1}", library: ["Plains", "Plains"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  const before = (await history(page)).length;
  await page.click('.in-hand[data-name="Carom"]');
  await page.waitForSelector("#prompt");
  const first = (await page.locator("#actions .choices button").allInnerTexts()).map((t) => t.trim());
  assert.equal(first.length, 2, `both creatures for the first target: ${first}`);
  await page.click('.permanent[data-name="Hill Giant"]');
  await idle(page);
  const second = (await page.locator("#actions .choices button").allInnerTexts()).map((t) => t.trim());
  assert.equal(second.length, 1, `only the other creature for "another target": ${second}`);
  assert.match(second[0], /Grizzly Bears/);
  await page.locator("#actions .choices button").first().click();
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  assert.equal((await history(page)).at(-1).targets.length, 2);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("splice: each set of cards in the hand that may be spliced is a way to cast an Arcane spell (702.45a)", async () => {
  const page = await open("/");
  await load(page, {
    cards: [
      { name: "Lava Spike", mana_cost: "{R}", type: "Sorcery — Arcane", text: "Lava Spike deals 3 damage to target player." },
      { name: "Glacial Ray", mana_cost: "{1}{R}", type: "Instant — Arcane", text: "Glacial Ray deals 2 damage to target creature or player.\nSplice onto Arcane {1}{R} (As you cast an Arcane spell, you may reveal this card from your hand and pay its splice cost. If you do, add this card's effects to that spell.)" },
    ],
    players: [
      { name: "Alice", hand: [{ card: "Lava Spike", label: "spike" }, { card: "Glacial Ray", label: "ray" }], battlefield: ["Mountain", "Mountain", "Mountain"], library: ["Island", "Island"] },
      { name: "Bob", battlefield: [{ card: "Grizzly Bears", label: "bears" }], library: ["Island", "Island"] },
    ],
    turn: { number: 3, active: 0, step: "precombat_main" },
  });
  await page.click('.in-hand[data-name="Lava Spike"]');
  const dialog = page.getByRole("dialog", { name: "Cast Lava Spike: how?" });
  await dialog.waitFor();
  assert.equal(await dialog.locator("button.way").count(), 2);
  const spliced = page.getByRole("button", { name: "Splice Glacial Ray", exact: true });
  assert.equal(await spliced.count(), 1);
  await shot(page, "splice-chooser");
  await spliced.click();
  await idle(page);
  assertNoStray(await formTexts(page), "splice form");
  // Lava Spike's player first, then Glacial Ray's creature or player.
  await page.click('.player-head[data-player="1"]');
  await idle(page);
  await page.click('.permanent[data-name="Grizzly Bears"]');
  await idle(page);
  const cast = (await history(page)).at(-1);
  assert.equal(cast.action, "cast_spell");
  assert.equal(cast.splice.length, 1, "Glacial Ray named in the cast");
  assert.equal(cast.targets.length, 2);
  await pass(page);
  await pass(page);
  assert.equal(await page.locator('.permanent[data-name="Grizzly Bears"]').count(), 0, "Glacial Ray's 2 damage killed the Bears");
  assert.equal(await page.locator('.in-hand[data-name="Glacial Ray"]').count(), 1, "the spliced card stays in the hand");
  assert.match(await page.innerText("#log"), /splices it onto Lava Spike/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("multikicker: how many times it is kicked is asked, up to what can be paid (702.32c, Gnarlid Pack)", async () => {
  const page = await open("/");
  await load(page, {
    version: 3,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", hand: ["Gnarlid Pack"], mana_pool: "{G}{G}{G}{1}{1}{1}", library: ["Forest", "Forest"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  const before = (await history(page)).length;
  await page.click('.in-hand[data-name="Gnarlid Pack"]');
  const kicks = page.locator("#kick-count");
  await kicks.waitFor();
  assert.equal(await kicks.getAttribute("max"), "2", "six mana: the cost and twice {1}{G}");
  assertNoStray(await formTexts(page), "multikicker form");
  await shot(page, "multikicker");
  await kicks.fill("2");
  await page.getByRole("button", { name: "Cast", exact: true }).click();
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  const cast = (await history(page)).at(-1);
  assert.equal(cast.multikicker, 2);
  await pass(page);
  await pass(page);
  const pack = page.locator('.permanent[data-name="Gnarlid Pack"]');
  await pack.waitFor();
  assert.equal(await pack.locator(".pt").innerText(), "4/4", "two +1/+1 counters");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a library search names the cards found to the searcher: Rampant Growth (701.17)", async () => {
  const page = await open("/?scenario=r701-17-search");
  await page.click('.in-hand[data-name="Rampant Growth"]');
  await idle(page);
  await pass(page);
  await pass(page);
  await page.waitForSelector(".decision input[type=checkbox]");
  assert.match(await page.innerText("#prompt"), /search your library/);
  // The basic land cards of Alice's library, by name: a Forest and two Islands (not the Bears).
  const labels = (await page.locator(".decision label").allInnerTexts()).map((l) => l.trim()).sort();
  assert.deepEqual(labels, ["Forest", "Island", "Island"]);
  await shot(page, "search");
  await page.locator(".decision label", { hasText: "Forest" }).click();
  await page.locator(".decision button.primary").click();
  await idle(page);
  assert.equal(await page.locator('.permanent[data-name="Forest"]').count(), 3, "the Forest found is on the battlefield");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the top cards looked at are put back in the order chosen: Sage Owl (401.2)", async () => {
  const page = await open("/?scenario=r401-2-sage-owl");
  await page.click('.in-hand[data-name="Sage Owl"]');
  await idle(page);
  await passUntilAsked(page, 8);
  await page.waitForSelector("#actions ol.order li");
  assert.match(await page.innerText("#prompt"), /top 4 cards of your library/);
  // The top four of Alice's library, by name, the top first.
  const names = async () => (await page.locator("#actions ol.order li .order-text").allInnerTexts()).map((t) => t.trim());
  assert.deepEqual(await names(), ["Grizzly Bears", "Plains", "Swamp", "Mountain"]);
  // The Bears down to the bottom of the four.
  for (let i = 0; i < 3; i++) await page.click('#actions ol.order li button[aria-label="move Grizzly Bears down"]');
  assert.deepEqual(await names(), ["Plains", "Swamp", "Mountain", "Grizzly Bears"]);
  await shot(page, "arrange");
  await page.locator("#actions button", { hasText: "Put back in this order" }).click();
  await idle(page);
  await page.waitForFunction(() => !window.__stackwise.model().pending);
  const setup = JSON.parse(await page.evaluate(() => window.__stackwise.engine().exportSetup().scenario));
  const library = setup.players[0].library.map((c) => (typeof c === "string" ? c : c.card));
  assert.deepEqual(library, ["Plains", "Swamp", "Mountain", "Grizzly Bears", "Forest"], "the new order on top, the fifth card where it was");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a yes/no question is two answers saying what each does: Force of Nature (608.2d)", async () => {
  const page = await open("/?scenario=r603-5-force-of-nature-unless");
  await passUntilAsked(page, 12);
  await page.waitForFunction(() => window.__stackwise.model().pending?.decision === "choose_yes_no");
  const buttons = (await page.locator(".decision .choices button").allInnerTexts()).map((t) => t.trim());
  assert.equal(buttons.length, 2);
  assert.equal(buttons[0], "Pay {G}{G}{G}{G}");
  assert.match(buttons[1], /^Don't pay: /);
  await page.locator(".decision .choices button", { hasText: "Don't pay" }).click();
  await page.waitForFunction(() => !window.__stackwise.model().pending);
  assert.equal(await page.evaluate(() => window.__stackwise.model().players[0].life), 12);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a colour is chosen with one button per colour: Mother of Runes against Lightning Bolt (608.2d)", async () => {
  const page = await open("/?scenario=r608-2d-mother-of-runes");
  // The objects by name, from the board the page shows.
  const id = (name) => page.evaluate((n) => {
    const m = window.__stackwise.model();
    return [...m.battlefield, ...m.players.flatMap((p) => p.hand ?? [])].find((o) => o.name === n).id;
  }, name);
  const [bolt, bears, mother] = [await id("Lightning Bolt"), await id("Grizzly Bears"), await id("Mother of Runes")];
  await page.evaluate(async ([b, t]) => {
    await window.__stackwise.send({ action: "cast_spell", player: 1, card: b, targets: [{ object: t }], auto_pay: true });
    await window.__stackwise.send({ action: "pass_priority", player: 1 });
  }, [bolt, bears]);
  await page.evaluate(async ([m, t]) => window.__stackwise.send({ action: "activate_ability", player: 0, source: m, ability: 0, targets: [{ object: t }] }), [mother, bears]);
  await passUntilAsked(page, 4);
  await page.waitForFunction(() => window.__stackwise.model().pending?.decision === "choose_color");
  const buttons = (await page.locator(".decision .choices button").allInnerTexts()).map((t) => t.trim());
  assert.deepEqual(buttons, ["White", "Blue", "Black", "Red", "Green"]);
  await shot(page, "choose-color");
  await page.locator(".decision .choices button", { hasText: "Red" }).click();
  await page.waitForFunction(() => !window.__stackwise.model().pending);
  for (let i = 0; i < 4 && (await page.evaluate(() => window.__stackwise.model().stack.length)); i++) await pass(page);
  assert.equal(await page.locator('.permanent[data-name="Grizzly Bears"]').count(), 1, "the Bears survive the Bolt");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a creature type, a card name, a player and a number are chosen on the page (608.2d, 614.12)", async () => {
  const page = await open("/");
  await load(page, {
    players: [
      { name: "Alice", hand: ["Shared Triumph", "Meddling Mage", "Black Vise", "Shapeshifter"], battlefield: ["Grizzly Bears"], mana_pool: "{W}{W}{W}{U}{6}{6}", library: ["Plains", "Plains"] },
      { name: "Bob", hand: ["Lightning Bolt"], library: ["Mountain", "Mountain"] },
    ],
    turn: { number: 2, active: 0, step: "precombat_main" },
  });
  const inHand = (name) => page.evaluate((n) => window.__stackwise.model().players[0].hand.find((o) => o.name === n).id, name);
  const cast = async (name) => {
    const card = await inHand(name);
    await page.evaluate((c) => window.__stackwise.send({ action: "cast_spell", player: 0, card: c, targets: [], auto_pay: true }), card);
    await passUntilAsked(page, 4);
  };
  const pending = () => page.evaluate(() => window.__stackwise.model().pending?.decision);
  // Shared Triumph: a creature type, typed with the types of 205.3m suggested.
  await cast("Shared Triumph");
  assert.equal(await pending(), "choose_creature_type");
  assert.ok(await page.locator("#choices-choose_creature_type option[value='Bear']").count(), "the list suggests Bear");
  assertNoStray(await formTexts(page), "choose a creature type");
  await page.fill("#choice-text", "Bear");
  await shot(page, "choose-creature-type");
  await page.getByRole("button", { name: "Choose this type" }).click();
  await page.waitForFunction(() => !window.__stackwise.model().pending);
  const bears = await page.evaluate(() => window.__stackwise.model().battlefield.find((o) => o.name === "Grizzly Bears"));
  assert.deepEqual([bears.power, bears.toughness], [3, 3], "Creatures of the chosen type get +1/+1");
  assert.match(await shownText(page.locator('.permanent[data-name="Shared Triumph"]')), /chose Bear/, "the card shows what it chose");
  // Meddling Mage: a card name, the built-in cards suggested; a land is refused with a message.
  await cast("Meddling Mage");
  assert.equal(await pending(), "name_card");
  assert.ok(await page.locator("#choices-name_card option[value='Lightning Bolt']").count(), "the list suggests the built-in cards");
  await page.fill("#choice-text", "Lightning Bolt");
  await shot(page, "name-card");
  await page.getByRole("button", { name: "Name this card" }).click();
  await page.waitForFunction(() => !window.__stackwise.model().pending);
  // Black Vise: one button per opponent.
  await cast("Black Vise");
  assert.equal(await pending(), "choose_player");
  const buttons = (await page.locator(".decision .choices button").allInnerTexts()).map((t) => t.trim());
  assert.deepEqual(buttons, ["Bob"]);
  await page.locator(".decision .choices button", { hasText: "Bob" }).click();
  await page.waitForFunction(() => !window.__stackwise.model().pending);
  // Shapeshifter: a number in its range.
  await cast("Shapeshifter");
  assert.equal(await pending(), "choose_number");
  await page.fill("#choice-number", "5");
  await shot(page, "choose-number");
  await page.getByRole("button", { name: "Choose this number" }).click();
  await page.waitForFunction(() => !window.__stackwise.model().pending);
  const ss = await page.evaluate(() => window.__stackwise.model().battlefield.find((o) => o.name === "Shapeshifter"));
  assert.deepEqual([ss.power, ss.toughness], [5, 2]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Duress: the caster chooses from the revealed hand, the cards named on the page (608.2d, 701.14)", async () => {
  const page = await open("/");
  await load(page, {
    players: [
      { name: "Alice", hand: ["Duress"], mana_pool: "{B}", library: ["Swamp", "Swamp"] },
      { name: "Bob", hand: ["Lightning Bolt", "Shock", "Grizzly Bears", "Mountain"], library: ["Mountain", "Mountain"] },
    ],
    turn: { number: 2, active: 0, step: "precombat_main" },
  });
  const duress = await page.evaluate(() => window.__stackwise.model().players[0].hand.find((o) => o.name === "Duress").id);
  await page.evaluate((c) => window.__stackwise.send({ action: "cast_spell", player: 0, card: c, targets: [{ player: 1 }], auto_pay: true }), duress);
  await passUntilAsked(page, 4);
  assert.equal(await page.evaluate(() => window.__stackwise.model().pending?.decision), "choose_cards");
  const labels = (await page.locator(".decision label").allInnerTexts()).map((t) => t.trim());
  assert.deepEqual(labels, ["Lightning Bolt", "Shock"], "only the noncreature, nonland cards, by name");
  assertNoStray(await formTexts(page), "Duress's choice");
  await shot(page, "duress");
  await page.locator(".decision label", { hasText: "Shock" }).click();
  await page.getByRole("button", { name: "Choose", exact: true }).click();
  await page.waitForFunction(() => !window.__stackwise.model().pending);
  const gy = await page.evaluate(() => window.__stackwise.model().players[1].graveyard.map((o) => o.name));
  assert.deepEqual(gy, ["Shock"]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("suspend is a special action in Your move; a card with no mana cost is suspended by clicking it (702.61a, 117.6)", async () => {
  const page = await open("/");
  await load(page, {
    version: 3,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", hand: ["Rift Bolt", "Ancestral Vision"], mana_pool: "{R}{U}", library: ["Island", "Island"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  const button = page.getByRole("button", { name: "Suspend Rift Bolt (1—red mana)", exact: true });
  assert.equal(await button.count(), 1);
  assertNoStray(await formTexts(page), "suspend");
  await shot(page, "suspend");
  await button.click();
  await idle(page);
  assert.deepEqual((await history(page)).at(-1), { action: "suspend", player: 0, card: (await history(page)).at(-1).card, auto_pay: true });
  assert.equal(await page.locator('.in-hand[data-name="Rift Bolt"]').count(), 0);
  assert.match(await page.innerText("#log"), /suspends Rift Bolt/);
  // Ancestral Vision can't be cast (no mana cost): a click suspends it.
  await page.click('.in-hand[data-name="Ancestral Vision"]');
  await idle(page);
  assert.equal((await history(page)).at(-1).action, "suspend");
  const exiled = await page.evaluate(() => window.__stackwise.model().players[0].exile.map((c) => c.name));
  assert.deepEqual(exiled.sort(), ["Ancestral Vision", "Rift Bolt"]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("morph: cast face down from the chooser, a face-down 2/2 its controller is told about, turned face up from Your move (702.36c, 702.36e, 707.5)", async () => {
  const page = await open("/");
  await load(page, {
    version: 3,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", battlefield: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"], hand: ["Exalted Angel"], library: ["Island", "Island"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  const before = (await history(page)).length;
  await page.click('.in-hand[data-name="Exalted Angel"]');
  await page.getByRole("dialog", { name: "Cast Exalted Angel: how?" }).waitFor();
  await page.getByRole("button", { name: /^Morph/ }).click();
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  await idle(page);
  const cast = (await history(page)).at(-1);
  assert.equal(cast.alternative_cost, "morph");
  assert.doesNotMatch(await page.innerText("#stack"), /Exalted Angel/, "the stack doesn't name it");
  for (let i = 0; i < 4 && (await page.evaluate(() => window.__stackwise.model().stack.length > 0)); i++) {
    await pass(page);
    await idle(page);
  }
  const card = page.locator(".permanent.face-down");
  assert.equal(await card.count(), 1);
  const text = await shownText(card);
  assert.match(text, /Face-down creature/);
  assert.match(text, /is Exalted Angel/, "its controller is told what it is");
  assert.doesNotMatch(await page.innerText("#log"), /Exalted Angel/, "the log never names it");
  const up = page.getByRole("button", { name: /^Turn Exalted Angel face up/ });
  assert.equal(await up.count(), 1);
  assertNoStray(await formTexts(page), "morph");
  await shot(page, "morph-face-down");
  await up.click();
  await idle(page);
  assert.equal((await history(page)).at(-1).action, "turn_face_up");
  assert.equal(await page.locator(".permanent.face-down").count(), 0);
  assert.equal(await page.locator('.permanent[data-name="Exalted Angel"]').count(), 1);
  assert.match(await page.innerText("#log"), /turns a face-down creature face up/);
  await shot(page, "morph-face-up");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a cost that returns a land: Meloku's land is chosen first, then the token is made (602.2b)", async () => {
  const page = await open("/");
  await load(page, {
    version: 3,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", battlefield: ["Meloku the Clouded Mirror", "Island", "Plains"], mana_pool: "{1}", library: ["Island", "Island"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  const before = (await history(page)).length;
  await page.click('.permanent[data-name="Meloku the Clouded Mirror"]');
  await page.waitForSelector("#prompt");
  assert.match(await page.innerText("#prompt"), /choose a permanent to return to its owner's hand \(cost\)/);
  assertNoStray(await formTexts(page), "return cost");
  await shot(page, "return-cost");
  await page.click('.permanent[data-name="Island"]');
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  await idle(page);
  const act = (await history(page)).at(-1);
  assert.equal(act.action, "activate_ability");
  assert.equal(act.return_to_hand.length, 1);
  assert.deepEqual(await page.evaluate(() => window.__stackwise.model().players[0].hand.map((c) => c.name)), ["Island"]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Force of Will's alternative cost: the blue card to exile is chosen from the hand, then the spell to counter (117.9)", async () => {
  const page = await open("/");
  await load(page, {
    version: 3,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", battlefield: ["Mountain"], hand: ["Lightning Bolt", "Force of Will", "Counterspell"], library: ["Island", "Island"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  const bolt = await page.evaluate(() => window.__stackwise.model().players[0].hand.find((o) => o.name === "Lightning Bolt").id);
  await page.evaluate((c) => window.__stackwise.send({ action: "cast_spell", player: 0, card: c, targets: [{ player: 1 }], auto_pay: true }), bolt);
  await idle(page);
  const before = (await history(page)).length;
  await page.click('.in-hand[data-name="Force of Will"]');
  await page.waitForSelector("#prompt");
  assert.match(await page.innerText("#prompt"), /Alternative cost: pay 1 life, exile 1 from your hand.*choose a card to exile from your hand \(cost\)/);
  assertNoStray(await formTexts(page), "alternative cost");
  await shot(page, "alternative-cost");
  await page.click('.in-hand[data-name="Counterspell"]');
  await idle(page);
  await page.locator("#actions .choices button").first().click();
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  await idle(page);
  const cast = (await history(page)).at(-1);
  assert.equal(cast.alternative_cost, "printed");
  assert.equal(cast.exile.length, 1);
  assert.equal(await page.evaluate(() => window.__stackwise.model().players[0].life), 19);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("madness: the discarded card is offered to cast for its madness cost (702.34a, Wild Mongrel and Fiery Temper)", async () => {
  const page = await open("/");
  await load(page, {
    version: 3,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", battlefield: ["Wild Mongrel"], hand: ["Fiery Temper"], mana_pool: "{R}", library: ["Island", "Island"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  await page.click('.permanent[data-name="Wild Mongrel"]');
  await idle(page);
  // The card to discard, from the hand.
  await page.click('.in-hand[data-name="Fiery Temper"]');
  await idle(page);
  for (let i = 0; i < 6 && !(await page.evaluate(() => window.__stackwise.model().pending?.decision === "choose_object")); i++) {
    const colour = page.getByRole("button", { name: "Green", exact: true });
    if (await colour.count()) await colour.click();
    else await pass(page);
    await idle(page);
  }
  const text = await page.innerText("#actions");
  assert.match(text, /madness cost/);
  assertNoStray(await formTexts(page), "madness");
  await shot(page, "madness");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a spell's discard and graveyard costs are chosen first: Waste Away's card from the hand, Stitched Drake's from the graveyard (117.8)", async () => {
  const page = await open("/");
  await load(page, {
    version: 3,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", hand: ["Waste Away", "Stitched Drake", "Forest"], graveyard: ["Grizzly Bears", "Island"], mana_pool: "{B}{U}{U}{U}{4}", library: ["Plains", "Plains"] },
      { name: "Bob", battlefield: ["Hill Giant"], library: ["Island", "Island"] },
    ],
  });
  let before = (await history(page)).length;
  await page.click('.in-hand[data-name="Waste Away"]');
  await page.waitForSelector("#prompt");
  assert.match(await page.innerText("#prompt"), /choose a card to discard \(cost\)/);
  await page.click('.in-hand[data-name="Forest"]');
  await idle(page);
  assert.match(await page.innerText("#prompt"), /^Cast Waste Away \(discarding Forest\): choose target 1 /);
  await page.click('.permanent[data-name="Hill Giant"]');
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  let cast = (await history(page)).at(-1);
  assert.equal(cast.discard.length, 1);
  assert.equal(cast.targets.length, 1);
  await pass(page);
  await pass(page);
  assert.equal(await page.locator('.permanent[data-name="Hill Giant"]').count(), 0, "-5/-5");
  // Stitched Drake: only the creature card in the graveyard is offered, as a button.
  before = (await history(page)).length;
  await page.click('.in-hand[data-name="Stitched Drake"]');
  await page.waitForSelector("#prompt");
  assert.match(await page.innerText("#prompt"), /choose a card to exile from your graveyard \(cost\)/);
  const offered = (await page.locator("#actions .choices button").allInnerTexts()).map((t) => t.trim());
  assert.equal(offered.length, 1, `the creature card only: ${offered}`);
  assertNoStray(await formTexts(page), "graveyard cost");
  await shot(page, "graveyard-cost");
  await page.locator("#actions .choices button").first().click();
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  cast = (await history(page)).at(-1);
  assert.equal(cast.exile.length, 1);
  const exiled = await page.evaluate(() => window.__stackwise.model().players[0].exile.map((c) => c.name));
  assert.deepEqual(exiled, ["Grizzly Bears"]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a mana ability of a chosen colour: Birds of Paradise's colour is picked on the page as it is activated (106.3, 605.3b)", async () => {
  const page = await open("/");
  await load(page, {
    version: 3,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", battlefield: ["Birds of Paradise", "Gilded Lotus"], library: ["Island", "Island"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  const before = (await history(page)).length;
  await page.click('.permanent[data-name="Birds of Paradise"]');
  await page.waitForSelector("#actions .mana-choice button");
  assert.match(await page.innerText("#prompt"), /choose the mana it adds/);
  assert.equal(await page.locator("#actions .mana-choice button").count(), 5, "one button per colour");
  assertNoStray(await formTexts(page), "mana choice");
  await shot(page, "mana-choice");
  await page.click('#actions .mana-choice button[aria-label="1 green mana"]');
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  await idle(page);
  assert.deepEqual((await history(page)).at(-1).adds, { green: 1 });
  assert.deepEqual(await page.evaluate(() => window.__stackwise.model().players[0].mana_pool), { green: 1 });
  // Gilded Lotus: three of one colour, one button each.
  await page.click('.permanent[data-name="Gilded Lotus"]');
  await page.waitForSelector('#actions .mana-choice button[aria-label="3 red mana"]');
  await page.click('#actions .mana-choice button[aria-label="3 red mana"]');
  await idle(page);
  assert.deepEqual(await page.evaluate(() => window.__stackwise.model().players[0].mana_pool), { green: 1, red: 3 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a storage land asks how many counters to remove, then the X mana of the player's choice (602.2b, 106.3: Calciform Pools, Bottomless Vault)", async () => {
  const page = await open("/");
  await load(page, {
    version: 3,
    turn: { number: 3, active: 0, step: "precombat_main" },
    cards: [
      { name: "Calciform Pools", type: "Land", text: "{T}: Add {C} to your mana pool.\n{1}, {T}: Put a storage counter on Calciform Pools.\n{1}, Remove X storage counters from Calciform Pools: Add X mana in any combination of {W} and/or {U} to your mana pool." },
      { name: "Bottomless Vault", type: "Land", text: "Bottomless Vault enters the battlefield tapped.\nYou may choose not to untap Bottomless Vault during your untap step.\nAt the beginning of your upkeep, if Bottomless Vault is tapped, put a storage counter on it.\n{T}, Remove any number of storage counters from Bottomless Vault: Add {B} to your mana pool for each storage counter removed this way." },
    ],
    players: [
      { name: "Alice", battlefield: [{ card: "Calciform Pools", counters: { storage: 3 } }, { card: "Bottomless Vault", counters: { storage: 2 } }, "Plains"], library: ["Island", "Island"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  const before = (await history(page)).length;
  await page.locator("#actions button", { hasText: "Remove X storage counters" }).click();
  // X first (601.2b), then the mana: X of it in white and/or blue (106.3).
  await page.waitForSelector("#x-value");
  await page.fill("#x-value", "3");
  await page.locator("#actions button", { hasText: "Cast" }).click();
  await page.waitForSelector("#actions .mana-choice");
  assert.match(await page.innerText("#actions .mana-choice"), /3 mana in any combination/);
  assertNoStray(await formTexts(page), "X mana of a choice");
  await page.fill('#actions .mana-choice input[aria-label="white mana"]', "1");
  await page.fill('#actions .mana-choice input[aria-label="blue mana"]', "2");
  await shot(page, "storage-land-mana");
  await page.locator("#actions .mana-choice button", { hasText: "Add this mana" }).click();
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  await idle(page);
  const act = (await history(page)).at(-1);
  assert.equal(act.x, 3);
  assert.deepEqual(act.adds, { white: 1, blue: 2 });
  let m = await page.evaluate(() => window.__stackwise.model());
  assert.deepEqual(m.players[0].mana_pool, { white: 1, blue: 2 }, "the Plains paid {1}");
  // "Any number of storage counters": the number asked, that much black mana.
  await page.locator("#actions button", { hasText: "Remove any number of storage counters" }).click();
  await page.waitForSelector("#x-value");
  await page.fill("#x-value", "2");
  await page.locator("#actions button", { hasText: "Cast" }).click();
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n + 1, before);
  await idle(page);
  m = await page.evaluate(() => window.__stackwise.model());
  assert.deepEqual(m.players[0].mana_pool, { white: 1, blue: 2, black: 2 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Manamorphose asks for two mana in any combination of colours as it resolves (608.2d)", async () => {
  const page = await open("/");
  await load(page, {
    version: 3,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", battlefield: ["Mountain", "Forest"], hand: ["Manamorphose"], library: ["Island", "Island"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  await page.click('.in-hand[data-name="Manamorphose"]');
  await idle(page);
  await passUntilAsked(page, 4);
  await page.waitForSelector("#actions .mana-choice input");
  const inputs = page.locator("#actions .mana-choice input");
  assert.equal(await inputs.count(), 5);
  assertNoStray(await formTexts(page), "choose mana");
  await inputs.nth(0).fill("0");
  await page.fill('#actions .mana-choice input[aria-label="blue mana"]', "1");
  await page.fill('#actions .mana-choice input[aria-label="black mana"]', "1");
  await shot(page, "choose-mana");
  await page.click("#actions .mana-choice button");
  await idle(page);
  const model = await page.evaluate(() => window.__stackwise.model());
  assert.deepEqual(model.players[0].mana_pool, { blue: 1, black: 1 });
  assert.equal(model.players[0].hand.length, 1, "then it draws a card");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a mana ability that sacrifices a creature: Phyrexian Altar's creature, then its colour (605.1a, 602.2b)", async () => {
  const page = await open("/");
  await load(page, {
    version: 3,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", battlefield: ["Phyrexian Altar", "Grizzly Bears"], library: ["Island", "Island"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  const before = (await history(page)).length;
  await page.click('.permanent[data-name="Phyrexian Altar"]');
  await page.waitForSelector("#prompt");
  assert.match(await page.innerText("#prompt"), /choose a permanent to sacrifice \(cost\)/);
  await page.click('.permanent[data-name="Grizzly Bears"]');
  await page.waitForSelector("#actions .mana-choice button");
  assert.match(await page.innerText("#prompt"), /Phyrexian Altar: choose the mana it adds/);
  await page.click('#actions .mana-choice button[aria-label="1 black mana"]');
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  await idle(page);
  const act = (await history(page)).at(-1);
  assert.equal(act.sacrifice.length, 1);
  assert.deepEqual(act.adds, { black: 1 });
  const model = await page.evaluate(() => window.__stackwise.model());
  assert.deepEqual(model.players[0].mana_pool, { black: 1 });
  assert.equal(model.players[0].graveyard.length, 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a mana ability from the hand: a click on Simian Spirit Guide exiles it for {R} (605.1a)", async () => {
  const page = await open("/");
  await load(page, {
    version: 3,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", hand: ["Simian Spirit Guide"], library: ["Island", "Island"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  await page.click('.in-hand[data-name="Simian Spirit Guide"]');
  await idle(page);
  const model = await page.evaluate(() => window.__stackwise.model());
  assert.deepEqual(model.players[0].mana_pool, { red: 1 });
  assert.equal(model.players[0].hand.length, 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Future Sight: the revealed top card is shown, and played and cast from Your move (601.3)", async () => {
  const page = await open("/");
  await load(page, {
    version: 4,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", battlefield: ["Future Sight", "Forest", "Forest"], hand: ["Forest"], library: ["Mountain", "Grizzly Bears", "Island"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  assert.match(await page.innerText("#board"), /Top of library \(revealed\): Mountain/);
  const top = page.getByRole("button", { name: "Play Mountain (from the top of your library)", exact: true });
  assert.equal(await top.count(), 1);
  assert.equal(await page.getByRole("button", { name: "Play Forest", exact: true }).count(), 1, "the hand's land as ever");
  await shot(page, "future-sight");
  await top.click();
  await idle(page);
  assert.equal((await history(page)).at(-1).action, "play_land");
  assert.match(await page.innerText("#board"), /Top of library \(revealed\): Grizzly Bears/);
  const cast = page.getByRole("button", { name: "Cast Grizzly Bears (from the top of your library)", exact: true });
  assert.equal(await cast.count(), 1);
  // A click on the revealed top card casts it, as a click on a card in the hand.
  await page.getByRole("button", { name: "Top of library (revealed): Grizzly Bears", exact: true }).click();
  await idle(page);
  assert.equal((await history(page)).at(-1).action, "cast_spell");
  assert.equal(await page.evaluate(() => window.__stackwise.model().stack.length), 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("from the graveyard in Your move: unearth, and flashback Snapcaster Mage gave (702.83a, 702.33a)", async () => {
  const page = await open("/");
  await load(page, {
    version: 4,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", battlefield: ["Swamp", "Island", "Island", "Mountain"], hand: ["Snapcaster Mage"], graveyard: ["Dregscape Zombie", "Lightning Bolt"], library: ["Island", "Island"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  await shot(page, "unearth-offered");
  const unearth = page.locator("#actions button", { hasText: "Dregscape Zombie: Unearth" });
  assert.equal(await unearth.count(), 1, `the graveyard's ability is offered: ${(await formTexts(page)).join(" | ")}`);
  await unearth.click();
  await idle(page);
  assert.equal((await history(page)).at(-1).action, "activate_ability");
  const model = () => page.evaluate(() => window.__stackwise.model());
  // Each step on: a choice naming Lightning Bolt (Snapcaster Mage's target), else pass.
  const settle = async () => {
    for (let i = 0; i < 10; i++) {
      const m = await model();
      if (m.stack.length === 0 && !m.pending) return;
      const select = page.locator('#actions select[aria-label="target 1"]');
      const pass = page.getByRole("button", { name: /^Pass/ }).first();
      if ((await select.count()) > 0) {
        await select.selectOption({ label: "Lightning Bolt" });
        await page.getByRole("button", { name: "Choose targets" }).click();
      } else if ((await pass.count()) > 0) await pass.click();
      else return;
      await idle(page);
    }
  };
  await settle();
  assert.equal((await model()).stack.length, 0, "unearth resolved");
  // Snapcaster Mage gives Lightning Bolt flashback for {R}.
  await page.getByRole("button", { name: "Cast Snapcaster Mage", exact: true }).click();
  await idle(page);
  await settle();
  const flash = page.locator("#actions button", { hasText: /^Cast Lightning Bolt.*Granted flashback/ });
  await shot(page, "granted-flashback");
  assert.equal(await flash.count(), 1, (await formTexts(page)).join(" | "));
  await flash.click();
  await idle(page);
  // Its target: Bob.
  await page.locator("#actions .choices button", { hasText: "Bob" }).first().click();
  await idle(page);
  const cast = (await history(page)).at(-1);
  assert.equal(cast.action, "cast_spell");
  assert.equal(cast.alternative_cost, "granted_flashback");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a cost with a sacrifice per colour: each of Angel's Herald's parts offers its own creatures (602.2b)", async () => {
  const page = await open("/");
  await load(page, {
    version: 4,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", battlefield: ["Angel's Herald", "Grizzly Bears", "Savannah Lions", "Sage Owl", "Plains", "Plains", "Plains"], library: ["Island", "Island"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  const before = (await history(page)).length;
  await page.click('.permanent[data-name="Angel\'s Herald"]');
  await page.waitForSelector("#prompt");
  assert.match(await page.innerText("#prompt"), /sacrifice/);
  // The first part is "a green creature": only the Bears are offered.
  const legal = async () => (await page.locator(".permanent.legal").evaluateAll((els) => els.map((e) => e.dataset.name))).sort();
  assert.deepEqual(await legal(), ["Grizzly Bears"]);
  await page.click('.permanent[data-name="Grizzly Bears"]');
  await idle(page);
  assert.deepEqual(await legal(), ["Angel's Herald", "Savannah Lions"], "a white creature: the Herald itself may pay it");
  await page.click('.permanent[data-name="Savannah Lions"]');
  await idle(page);
  assert.deepEqual(await legal(), ["Sage Owl"]);
  await page.click('.permanent[data-name="Sage Owl"]');
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  assert.equal((await history(page)).at(-1).sacrifice.length, 3);
  assert.equal(await page.evaluate(() => window.__stackwise.model().players[0].graveyard.length), 3);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a painland's coloured ability from Your move: the colour, then its 1 damage (605.1a, 605.3b)", async () => {
  const page = await open("/");
  await load(page, {
    version: 4,
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [
      { name: "Alice", battlefield: ["Adarkar Wastes"], library: ["Island", "Island"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  const before = (await history(page)).length;
  const coloured = page.locator("#actions button", { hasText: "deals 1 damage to you" });
  assert.equal(await coloured.count(), 1, "its coloured ability is offered in Your move");
  await coloured.click();
  await page.waitForSelector("#actions .mana-choice button");
  assert.equal(await page.locator("#actions .mana-choice button").count(), 2, "white or blue");
  await page.click('#actions .mana-choice button[aria-label="1 blue mana"]');
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  await idle(page);
  const model = await page.evaluate(() => window.__stackwise.model());
  assert.deepEqual(model.players[0].mana_pool, { blue: 1 });
  assert.equal(model.players[0].life, 19);
  assert.equal(model.stack.length, 0, "a mana ability: no stack");
  assert.match(await page.innerText("#log"), /Adarkar Wastes deals 1 damage to Alice/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("107.4f: a Phyrexian symbol of an ability is paid with mana or with 2 life, each way its own button (Immolating Souleater)", async () => {
  const page = await open("/");
  await load(page, {
    version: 3,
    turn: { number: 3, active: 0, step: "precombat_main" },
    cards: [{ name: "Immolating Souleater", mana_cost: "{2}", type: "Artifact Creature — Hound", power: 1, toughness: 1, text: "{R/P}: Immolating Souleater gets +1/+0 until end of turn." }],
    players: [
      { name: "Alice", battlefield: ["Immolating Souleater", "Mountain"], library: ["Island", "Island"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  const ways = page.locator("#actions button", { hasText: "Immolating Souleater:" });
  const texts = (await ways.allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());
  assert.equal(texts.length, 2, `with mana, and with life: ${texts}`);
  assert.equal(texts.filter((t) => t.endsWith("(2 life for Phyrexian mana)")).length, 1, `${texts}`);
  const before = (await history(page)).length;
  await page.locator("#actions button", { hasText: "2 life for Phyrexian mana" }).click();
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  await idle(page);
  const act = (await history(page)).at(-1);
  assert.equal(act.action, "activate_ability");
  assert.equal(act.phyrexian_life, 1);
  const m = await page.evaluate(() => window.__stackwise.model());
  assert.equal(m.players[0].life, 18, "2 life paid");
  assert.equal(m.battlefield.find((o) => o.name === "Mountain").tapped, false, "the Mountain untouched");
  // Paid with the Mountain's red mana: no life.
  await page.locator("#actions button", { hasText: "Immolating Souleater:" }).filter({ hasNotText: "life for Phyrexian mana" }).click();
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n + 1, before);
  await idle(page);
  const m2 = await page.evaluate(() => window.__stackwise.model());
  assert.equal(m2.players[0].life, 18, "no more life paid");
  assert.equal(m2.battlefield.find((o) => o.name === "Mountain").tapped, true, "paid with the Mountain");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("601.2b–c: X target creatures: the targets picked set X, each creature once (Word of Binding)", async () => {
  const page = await open("/");
  await load(page, {
    version: 3,
    turn: { number: 3, active: 0, step: "precombat_main" },
    cards: [{ name: "Word of Binding", mana_cost: "{X}{B}{B}", type: "Sorcery", text: "Tap X target creatures." }],
    players: [
      { name: "Alice", hand: ["Word of Binding"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"], library: ["Island", "Island"] },
      { name: "Bob", battlefield: ["Grizzly Bears", "Llanowar Elves", "Hill Giant"], library: ["Island", "Island"] },
    ],
  });
  await page.click('.in-hand[data-name="Word of Binding"]');
  await page.waitForSelector("#prompt");
  assert.match(await page.innerText("#prompt"), /\(optional\)/, "every slot may be left: X may be 0");
  await page.locator("#actions .choices button", { hasText: "Grizzly Bears" }).click();
  await idle(page);
  assert.deepEqual((await choiceLabels(page)).sort(), ["Hill Giant", "Llanowar Elves"], "a creature already chosen is not offered again (115.3)");
  await page.locator("#actions .choices button", { hasText: "Hill Giant" }).click();
  await idle(page);
  const before = (await history(page)).length;
  await page.click("#done-targets");
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  await idle(page);
  const act = (await history(page)).at(-1);
  assert.equal(act.action, "cast_spell");
  assert.equal(act.x, 2, "X is the number of targets picked, asked no more");
  assert.equal(act.targets.length, 2);
  await pass(page);
  await pass(page);
  const m = await page.evaluate(() => window.__stackwise.model());
  const tapped = (name) => m.battlefield.find((o) => o.name === name).tapped;
  assert.deepEqual([tapped("Grizzly Bears"), tapped("Hill Giant"), tapped("Llanowar Elves")], [true, true, false]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("603.3d, 601.2c: a trigger's optional targets: 'no target' offered, fewer chosen, none at all (Tilling Treefolk)", async () => {
  const page = await open("/");
  await load(page, {
    version: 3,
    turn: { number: 3, active: 0, step: "precombat_main" },
    cards: [{ name: "Tilling Treefolk", mana_cost: "{2}{G}", type: "Creature — Treefolk Druid", power: "1", toughness: "3", text: "When Tilling Treefolk enters the battlefield, you may return up to two target land cards from your graveyard to your hand." }],
    players: [
      { name: "Alice", mana_pool: "GGG", hand: ["Tilling Treefolk"], graveyard: ["Forest", "Grizzly Bears"], library: ["Island", "Island"] },
      { name: "Bob", library: ["Island", "Island"] },
    ],
  });
  await page.$eval("#speed", (el) => { el.value = "0"; });
  await page.click('.in-hand[data-name="Tilling Treefolk"]');
  await idle(page);
  await passUntilAsked(page, 4);
  await page.waitForSelector('#actions select[aria-label="target 2"]');
  await shot(page, "optional-trigger-targets");
  assertNoStray(await formTexts(page), "Tilling Treefolk's optional targets");
  // Both slots start on "no target" (one land card, two optional slots); the button may be pressed at once.
  const first = page.locator('#actions select[aria-label="target 1"]');
  assert.equal(await first.inputValue(), "");
  assert.equal(await page.locator('#actions select[aria-label="target 1"] option:checked').innerText(), "no target");
  const go = page.getByRole("button", { name: "Choose targets" });
  assert.equal(await go.isDisabled(), false, "no target at all is a legal choice");
  // The Forest in both slots repeats a target (115.3): refused by the form.
  await first.selectOption({ label: "Forest" });
  await page.locator('#actions select[aria-label="target 2"]').selectOption({ label: "Forest" });
  assert.equal(await go.isDisabled(), true, "the same card twice is not offered");
  await page.locator('#actions select[aria-label="target 2"]').selectOption({ label: "no target" });
  const before = (await history(page)).length;
  await go.click();
  await page.waitForFunction((n) => window.__stackwise.engine().history().length > n, before);
  const act = (await history(page)).at(-1);
  assert.equal(act.action, "choose_targets");
  assert.equal(act.targets.length, 1, "one target of the two");
  assert.deepEqual(page.errors, []);
  await page.close();
});
