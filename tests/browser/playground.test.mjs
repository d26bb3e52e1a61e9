// Browser tests: the playground in headless Chromium (Debian's), driven by
// playwright-core. Each test saves a screenshot in test-results/screenshots/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, useBrowser, open, idle, renderedText } from "./harness.mjs";

useBrowser();

async function shot(page, name) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const text = (page, sel) => renderedText(page, sel);

async function castAt(page, card, targetSelector) {
  await page.click(`.in-hand[data-name="${card}"]`);
  await page.waitForSelector("#prompt");
  await page.click(targetSelector);
  await idle(page);
}

async function pass(page) {
  await page.click("#pass-btn");
  await idle(page);
}

test("a sample game starts with both hands dealt", async () => {
  const page = await open("/");
  assert.equal(await page.locator(".player").count(), 2);
  assert.equal(await page.locator(".in-hand").count(), 14);
  assert.match(await text(page, "#turn"), /Turn 1/);
  await shot(page, "01-sample-game");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Lightning Bolt at Grizzly Bears: on the stack with its target highlighted, then 704.5g", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.waitForSelector("#prompt");
  // The legal targets are highlighted while choosing.
  assert.equal(await page.locator('.permanent.legal[data-name="Grizzly Bears"]').count(), 1);
  await page.click('.permanent[data-name="Grizzly Bears"]');
  await idle(page);
  assert.match(await text(page, "#stack"), /Lightning Bolt/);
  assert.match(await text(page, "#stack"), /targets: Grizzly Bears/);
  assert.equal(await page.locator('.permanent.targeted[data-name="Grizzly Bears"]').count(), 1);
  await shot(page, "02-bolt-on-stack");
  await pass(page);
  await pass(page);
  assert.match(await text(page, "#sba"), /704\.5g/);
  assert.match(await text(page, "#sba"), /Grizzly Bears/);
  assert.match(await text(page, "#log"), /704\.5g\s+Grizzly Bears is destroyed/);
  assert.equal(await page.locator('.permanent[data-name="Grizzly Bears"]').count(), 0);
  await shot(page, "03-bears-destroyed");
  await page.close();
});

test("a Blood Artist trigger waits, then goes on the stack", async () => {
  const page = await open("/?scenario=blood-artist");
  await castAt(page, "Lightning Bolt", '.permanent[data-name="Grizzly Bears"]');
  await pass(page);
  await pass(page);
  // The trigger waits while its controller chooses a target (603.3, 603.3d).
  assert.match(await text(page, "#triggers"), /Blood Artist/);
  assert.match(await text(page, "#actions"), /choose targets for Blood Artist/);
  await shot(page, "04-trigger-waiting");
  await page.selectOption('#actions select[aria-label="target 1"]', { label: "Bob" });
  await page.click("#actions button.primary");
  await idle(page);
  assert.match(await text(page, "#stack"), /Blood Artist \(triggered ability\)/);
  assert.match(await text(page, "#triggers"), /none/);
  await shot(page, "05-trigger-on-stack");
  await page.close();
});

test("two triggers from one event are ordered by their controller", async () => {
  const page = await open("/?scenario=two-artists");
  await castAt(page, "Lightning Bolt", '.permanent[data-name="Grizzly Bears"]');
  await pass(page);
  await pass(page);
  assert.match(await text(page, "#actions"), /order your triggered abilities/);
  assert.equal(await page.locator("#actions ol.order li").count(), 2);
  await shot(page, "06-order-triggers");
  await page.click('#actions ol.order li:first-child button[aria-label^="move"][aria-label$="down"]');
  await page.click("#actions button.primary");
  await idle(page);
  for (let i = 0; i < 2; i++) {
    await page.waitForSelector('#actions select[aria-label="target 1"]');
    await page.selectOption('#actions select[aria-label="target 1"]', { label: "Bob" });
    await page.click("#actions button.primary");
    await idle(page);
  }
  assert.equal(await page.locator("#stack li.stack-item").count(), 2);
  assert.match(await text(page, "#log"), /603\.3b\s+Alice puts Blood Artist's triggered ability on the stack/);
  await shot(page, "07-two-triggers-on-stack");
  await page.close();
});

test("a spell whose target left is countered on resolution (608.2b)", async () => {
  const page = await open("/?scenario=fizzle");
  await castAt(page, "Lightning Bolt", '.permanent[data-name="Grizzly Bears"]');
  await pass(page); // Alice passes; Bob has priority
  // Bob answers by bolting his own Bears (his hand is the second player's).
  await page.click('.player:nth-child(2) .in-hand[data-name="Lightning Bolt"]');
  await page.waitForSelector("#prompt");
  await page.click('.permanent[data-name="Grizzly Bears"]');
  await idle(page);
  assert.equal(await page.locator("#stack li.stack-item").count(), 2);
  await pass(page);
  await pass(page);
  await pass(page);
  await pass(page);
  assert.match(await text(page, "#log"), /608\.2b\s+Lightning Bolt is countered on resolution/);
  await shot(page, "08-countered-on-resolution");
  await page.close();
});

test("Inferno Titan: a triggered ability's targets and its division of damage (603.3d, 601.2d)", async () => {
  const page = await open("/?scenario=r601-2d-inferno-titan");
  await page.click('.in-hand[data-name="Inferno Titan"]');
  await idle(page);
  await pass(page);
  await pass(page);
  // The trigger asks for one to three targets and a share of the 3 damage for each.
  await page.waitForSelector('select[aria-label="target 1"]');
  const options = async (i) => (await page.locator(`select[aria-label="target ${i}"] option`).allTextContents());
  const pick = async (i, name) => {
    const at = (await options(i)).findIndex((o) => o.startsWith(name));
    assert.ok(at >= 0, `${name} is offered for target ${i}`);
    await page.selectOption(`select[aria-label="target ${i}"]`, { index: at });
  };
  await pick(1, "Grizzly Bears");
  await pick(2, "Llanowar Elves");
  await pick(3, "Bob");
  // Three targets: 1 each to start with, which is the whole 3.
  assert.match(await text(page, ".division-left"), /Divide 3 damage .* 3 given/);
  const go = page.locator("#actions button", { hasText: "Choose targets" });
  assert.equal(await go.isDisabled(), false);
  await page.fill('input[aria-label="share of the damage for target 1"]', "2");
  assert.match(await text(page, ".division-left"), /1 too many/);
  assert.equal(await go.isDisabled(), true, "shares that don't add up to 3 can't be sent");
  await page.fill('input[aria-label="share of the damage for target 1"]', "1");
  await shot(page, "14b-divide-trigger-damage");
  await go.click();
  await idle(page);
  assert.match(await text(page, "#log"), /601\.2d\s+Alice divides the damage: 1 to Grizzly Bears, 1 to Llanowar Elves, 1 to Bob/);
  await pass(page);
  await pass(page);
  assert.match(await text(page, ".player-head[data-player='1']"), /♥ 19/);
  assert.equal(await page.locator('.permanent[data-name="Llanowar Elves"]').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Rolling Thunder: X follows from the damage divided among any number of targets (601.2b, 601.2d)", async () => {
  const page = await open("/?scenario=r601-2d-rolling-thunder");
  await page.click('.in-hand[data-name="Rolling Thunder"]');
  await page.waitForSelector("#prompt");
  await page.click('.permanent[data-name="Grizzly Bears"]');
  await page.click('.player-head[data-player="1"]');
  await page.click("#done-targets");
  assert.match(await text(page, "#prompt"), /Choose the damage for each target/);
  await page.fill('input[aria-label="damage to Grizzly Bears"]', "2");
  assert.match(await text(page, ".division-left"), /X = 3/);
  await shot(page, "14c-divide-x-damage");
  await page.click("#actions button.primary");
  await idle(page);
  assert.match(await text(page, "#log"), /601\.2b\s+Alice announces X = 3/);
  assert.match(await text(page, "#log"), /601\.2d\s+Alice divides the damage: 2 to Grizzly Bears, 1 to Bob/);
  await pass(page);
  await pass(page);
  assert.match(await text(page, ".player-head[data-player='1']"), /♥ 19/);
  assert.equal(await page.locator('.permanent[data-name="Grizzly Bears"]').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Forked Bolt: optional second target and dividing the damage (601.2d)", async () => {
  const page = await open("/?scenario=r601-2d-forked-bolt");
  await page.click('.in-hand[data-name="Forked Bolt"]');
  await page.click('.permanent[data-name="Grizzly Bears"]');
  // The second target is optional: the page offers to stop here.
  assert.equal(await page.locator("#done-targets").count(), 1);
  await page.click('.player-head[data-player="1"]');
  assert.match(await text(page, "#prompt"), /Divide 2 damage/);
  await shot(page, "14-divide-damage");
  await page.click("#actions button.primary");
  await idle(page);
  assert.match(await text(page, "#log"), /601\.2d\s+Alice divides the damage: 1 to Grizzly Bears, 1 to Bob/);
  await pass(page);
  await pass(page);
  assert.match(await text(page, ".player-head[data-player='1']"), /♥ 19/);
  await page.close();
});

test("combat decisions: attackers, blockers, damage order and division (508.1, 509.1, 509.2, 510.1c)", async () => {
  const page = await open("/?scenario=r510-1c-damage-division");
  for (let i = 0; i < 4 && !(await page.$("#actions input[type=checkbox]")); i++) await pass(page);
  // Declare attackers: tick the Giant, it attacks Bob.
  await page.waitForSelector("#actions input[type=checkbox]");
  await page.check("#actions input[type=checkbox]");
  await page.click("#actions button.primary");
  await idle(page);
  for (let i = 0; i < 4 && !(await page.$("#actions select")); i++) await pass(page);
  // Bob blocks with both creatures.
  for (const sel of await page.$$("#actions select")) await sel.selectOption({ label: "blocks Hill Giant" });
  await page.click("#actions button.primary");
  await idle(page);
  // Alice orders the blockers: Elves first.
  assert.match(await text(page, "#actions"), /order the creatures blocking Hill Giant/);
  await page.click('#actions ol.order li:first-child button[aria-label$="down"]');
  await page.click("#actions button.primary");
  await idle(page);
  for (let i = 0; i < 4 && !(await text(page, "#actions")).includes("Damage assignment order"); i++) await pass(page);
  // Divide the 3 damage: 1 to the Elves (lethal), 2 to the Bears.
  assert.match(await text(page, "#actions"), /Damage assignment order: 1\. Llanowar Elves \(lethal 1\), 2\. Grizzly Bears \(lethal 2\)/);
  await shot(page, "15-divide-combat-damage");
  await page.click("#actions button.primary");
  await idle(page);
  assert.match(await text(page, "#log"), /510\.2\s+Hill Giant deals 1 combat damage to Llanowar Elves/);
  assert.match(await text(page, "#sba"), /704\.5g/);
  await page.close();
});

test("undo back to the start, then redo", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  const start = await text(page, "#board");
  await castAt(page, "Lightning Bolt", '.permanent[data-name="Grizzly Bears"]');
  await pass(page);
  const after = await text(page, "#board");
  await page.keyboard.press("Control+z");
  await page.keyboard.press("Control+z");
  await idle(page);
  assert.equal(await text(page, "#board"), start);
  assert.match(await text(page, "#stack"), /empty/);
  await shot(page, "09-undone");
  await page.keyboard.press("Control+Shift+z");
  await page.click("#redo");
  await idle(page);
  assert.equal(await text(page, "#board"), after);
  assert.equal(await page.locator("#timeline li").count(), 3);
  await shot(page, "10-redone");
  await page.close();
});

test("an illegal action is answered by a clear message and the board is unchanged", async () => {
  // The sample game starts in the first upkeep: nothing in hand can be played yet.
  const page = await open("/");
  const before = await text(page, "#board");
  await page.click(".player:nth-child(1) .in-hand >> nth=0");
  await page.waitForSelector("#error:not([hidden])");
  const msg = await text(page, "#error");
  assert.match(msg, /\d{3}\.\d/, `the message cites a rule: ${msg}`);
  assert.match(msg, /main phase|can't pay|land/);
  assert.equal(await text(page, "#board"), before);
  await shot(page, "11-illegal-action");
  await page.close();
});

test("passing priority with the keyboard only", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  assert.match(await text(page, "#priority"), /Alice has priority/);
  await page.keyboard.press("p");
  await idle(page);
  assert.match(await text(page, "#priority"), /Bob has priority/);
  assert.match(await text(page, "#log"), /116\.3d\s+Alice passes/);
  // Tab to the Pass button and press Enter.
  await page.focus("#pass-btn");
  await page.keyboard.press("Enter");
  await idle(page);
  assert.match(await text(page, "#log"), /Bob passes/);
  assert.match(await text(page, "#turn"), /beginning of combat/);
  await page.keyboard.press("?");
  assert.equal(await page.locator("dialog#help[open]").count(), 1);
  await shot(page, "12-keyboard-help");
  await page.keyboard.press("Escape");
  await page.close();
});

test("the layout works at phone width", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `page overflows horizontally by ${overflow}px`);
  await shot(page, "13-phone");
  await page.close();
});

test("a modal triggered ability asks for its mode as it goes on the stack (603.3c)", async () => {
  const page = await open("/?scenario=r603-3c-modal-trigger");
  await page.click('.in-hand[data-name="Two-Minded Sage"]');
  await idle(page);
  await pass(page);
  await pass(page);
  await page.waitForSelector("#actions .choices button");
  assert.match(await text(page, "#actions"), /choose a mode for Two-Minded Sage/);
  assert.equal(await page.locator("#actions .choices button").count(), 2);
  await shot(page, "12-choose-mode");
  await page.click("#actions .choices button:nth-child(2)");
  await idle(page);
  assert.match(await text(page, "#stack"), /\[mode 2\] You gain 3 life/);
  assert.match(await text(page, "#log"), /603\.3c\s+Alice announces mode 2/);
  await page.close();
});

test("an 'unless you pay' choice is made on resolution with labelled answers (603.5)", async () => {
  const page = await open("/?scenario=r603-5-force-of-nature-unless");
  for (let i = 0; i < 10 && !(await text(page, "#actions")).includes("Don't pay"); i++) await pass(page);
  assert.match(await text(page, "#stack"), /Force of Nature \(triggered ability\)/);
  assert.match(await text(page, "#actions"), /Pay \{G\}\{G\}\{G\}\{G\}/);
  await shot(page, "13-unless-you-pay");
  await page.getByRole("button", { name: /^Pay \{G\}/ }).click();
  await idle(page);
  assert.match(await text(page, "#log"), /608\.2f\s+Alice pays|603\.5\s+Alice pays/);
  assert.match(await text(page, 'section.player[aria-label="Alice"]'), /♥ 20/);
  assert.match(await text(page, "#log"), /mana ability of Forest, to pay for/);
  await page.close();
});
