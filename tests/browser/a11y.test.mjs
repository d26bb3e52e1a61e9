// Browser tests of the playground's accessibility (www/access.js, www/cards.js,
// www/app.js, www/index.html): buttons named by their words with their keys as
// shortcuts ("Pass", not "PassSpace"); mana symbols with words ("{R}" is "red
// mana"); the live region reading the events that matter (a spell cast,
// damage, a player losing, the turn and step, a decision), never a priority
// pass; the hand two key presses from the top of the page; and the focus
// never left on the page's body after an action, a dialog or a form closing,
// or a card leaving. Screenshots: test-results/screenshots/a11y-*.png.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, useBrowser, open, idle } from "./harness.mjs";

useBrowser();

const shot = (page, name) => page.screenshot({ path: join(SHOTS, `a11y-${name}.png`) });

/** Load a scenario (JSON) into the open page, as the page's own loader does. */
async function load(page, scenario) {
  const s = { format: "stackwise-scenario", version: 1, name: "a11y", seed: 1, ...scenario };
  await page.evaluate((t) => window.__stackwise.loadScenario(t), JSON.stringify(s));
  await idle(page);
}

/** The focus once the page has settled (the focus guard runs in the task after a removal). */
async function focusNow(page) {
  await idle(page);
  await page.evaluate(() => new Promise((ok) => setTimeout(ok, 30)));
  return page.evaluate(() => {
    const el = document.activeElement;
    return { body: !el || el === document.body, id: el?.id ?? "", inMoves: document.getElementById("moves").contains(el), text: el?.textContent?.slice(0, 40) ?? "" };
  });
}

async function assertFocusKept(page, what) {
  const f = await focusNow(page);
  assert.equal(f.body, false, `${what}: the focus dropped to the page's body`);
  return f;
}

/** What the live region has said (its announcements, oldest first). */
const said = (page) => page.$$eval("#announce p", (ps) => ps.map((p) => p.textContent));

test("priority buttons are named by their words, their keys given as shortcuts (not glued to the name)", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  const named = { "Pass": "Space P F2", "End turn": "F6 Shift+Enter", "Pass until something happens": "U F4", "Pass until end of turn": "E", "Pass until my next turn": "T", "Pass to my next stop": "F" };
  for (const [name, keys] of Object.entries(named)) {
    const b = page.getByRole("button", { name, exact: true });
    assert.equal(await b.count(), 1, `one button named "${name}"`);
    assert.equal(await b.getAttribute("aria-keyshortcuts"), keys, `${name}: its keys`);
    // The key is still drawn on the button, hidden from the accessible name.
    assert.equal(await b.locator("kbd").getAttribute("aria-hidden"), "true");
  }
  // No button's accessible name ends in its key ("PassSpace", "End turnF6").
  const names = await page.locator("#actions button").evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label") ?? [...b.childNodes].filter((n) => !(n instanceof Element && n.getAttribute("aria-hidden") === "true")).map((n) => n.textContent).join("")));
  for (const n of names) assert.doesNotMatch(n, /(Space|F6|Esc)$|[a-z][UETF]$/, `a button named "${n}"`);
  // The header's Undo and Redo: named by their word, their keys as shortcuts.
  assert.equal(await page.getByRole("button", { name: "Undo", exact: true }).getAttribute("aria-keyshortcuts"), "ArrowLeft Control+Z");
  assert.equal(await page.getByRole("button", { name: "Redo", exact: true }).count(), 1);
  // While choosing a target, Cancel is named "Cancel", Escape its key.
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  const cancel = page.getByRole("button", { name: "Cancel", exact: true });
  assert.equal(await cancel.getAttribute("aria-keyshortcuts"), "Escape");
  await shot(page, "01-buttons");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("mana symbols have words: costs, rules text and abilities ({R} is red mana, {2} two generic mana, {T} tap)", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  await load(page, {
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [{ name: "Alice", hand: ["War Mammoth", "Lightning Bolt"], battlefield: ["Mountain", "Llanowar Elves"] }, { name: "Bob", battlefield: ["Grizzly Bears"] }],
  });
  // Every symbol drawn is an image with a name in words.
  const symbols = await page.$$eval("i.ms", (l) => l.map((i) => [i.getAttribute("role"), i.getAttribute("aria-label"), i.getAttribute("aria-hidden")]));
  assert.ok(symbols.length >= 6, `symbols drawn: ${symbols.length}`);
  for (const [role, label, hidden] of symbols) {
    assert.equal(role, "img");
    assert.equal(hidden, null, "not hidden from screen readers");
    assert.doesNotMatch(label ?? "", /[{}]|^$/, `a symbol named "${label}"`);
  }
  // Costs as a whole, in words.
  const cost = (name) => page.$eval(`.card[data-name="${name}"] .cost`, (c) => c.getAttribute("aria-label"));
  assert.equal(await cost("War Mammoth"), "three generic mana, green mana");
  assert.equal(await cost("Lightning Bolt"), "red mana");
  assert.equal(await cost("Grizzly Bears"), "one generic mana, green mana");
  assert.match(await page.$eval('.in-hand[data-name="War Mammoth"]', (c) => c.getAttribute("aria-label")), /^War Mammoth, cost three generic mana, green mana, Creature/);
  // Rules text: Llanowar Elves' "{T}: Add {G} to your mana pool." on the card, and the Mountain's ability on its button in "Your move".
  assert.deepEqual(await page.$$eval('.permanent[data-name="Llanowar Elves"] .rules i.ms', (l) => l.map((i) => i.getAttribute("aria-label"))), ["tap", "green mana"]);
  assert.equal(await page.getByRole("button", { name: "Mountain: tap: Add red mana to your mana pool.", exact: true }).count(), 1);
  // Symbols the cards above don't have, in the words of 107.4.
  const words = await page.evaluate(async () => {
    const { symbolName, spokenSymbols } = await import("/cards.js");
    return [...["W", "U", "B", "R", "G", "C", "0", "2", "12", "X", "S", "T", "Q", "B/R", "2/W", "G/P", "?"].map(symbolName), spokenSymbols("{2}{R}{R}")];
  });
  assert.deepEqual(words, ["white mana", "blue mana", "black mana", "red mana", "green mana", "colorless mana", "zero mana", "two generic mana", "twelve generic mana",
    "X generic mana", "snow mana", "tap", "untap", "black or red mana", "two generic or white mana", "Phyrexian green mana", "{?}", "two generic mana, red mana, red mana"]);
  await shot(page, "02-symbols");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the live region reads a spell, damage, a decision, the turn and a player losing, never a priority pass", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  // The event log is not a live region any more (it would read every pass): the announcer is.
  assert.equal(await page.$eval("#log", (l) => l.getAttribute("aria-live")), null);
  assert.deepEqual(await page.$eval("#announce", (a) => [a.getAttribute("role"), a.getAttribute("aria-live")]), ["status", "polite"]);
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.click('.permanent[data-name="Grizzly Bears"]');
  await idle(page);
  await page.waitForFunction(() => document.querySelectorAll("#announce p").length > 0);
  assert.deepEqual(await said(page), ["Alice casts Lightning Bolt."]);
  await page.click("#pass-btn");
  await idle(page);
  await page.evaluate(() => new Promise((ok) => setTimeout(ok, 30)));
  assert.deepEqual(await said(page), ["Alice casts Lightning Bolt."], "a pass alone says nothing");
  await page.click("#pass-btn");
  await idle(page);
  await page.waitForFunction(() => document.querySelectorAll("#announce p").length > 1);
  const resolved = (await said(page)).at(-1);
  assert.match(resolved, /Lightning Bolt resolves/);
  assert.match(resolved, /Lightning Bolt deals 3 damage to Grizzly Bears/);
  assert.match(resolved, /Grizzly Bears is destroyed/);
  // End the turn (F6): the new turn and its step are read, not the dozen passes.
  await page.keyboard.press("F6");
  await idle(page);
  await page.waitForFunction(() => /turn 4/i.test(document.querySelector("#announce").textContent));
  const turn = (await said(page)).slice(2).join(" ");
  assert.match(turn, /Turn 4 begins: it is Bob's turn/i);
  assert.match(turn, /Bob must decide/, "the shortcut's question to Bob");
  for (const s of await said(page)) assert.doesNotMatch(s, /\bpasses\b|receives priority/, `no priority pass read: ${s}`);
  // A player losing (704.5a): Bob at 3 life takes a Lightning Bolt.
  await load(page, {
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [{ name: "Alice", mana_pool: "R", hand: ["Lightning Bolt"] }, { name: "Bob", life: 3 }],
  });
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.click('.player-head[data-player="1"]');
  await idle(page);
  await page.click("#pass-btn");
  await idle(page);
  await page.click("#pass-btn");
  await idle(page);
  await page.waitForFunction(() => /loses/.test(document.querySelector("#announce").textContent));
  const end = (await said(page)).at(-1);
  assert.match(end, /Bob's life total becomes 0|3 damage to Bob/);
  assert.match(end, /Bob loses/);
  await shot(page, "03-live-region");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the live region reads a trigger (603.2) and the decision it asks of its controller (603.3d), to the viewer it is for", async () => {
  // The passes are sent as the page's controls send them, for whoever has priority.
  const passTwice = async (page) => {
    for (let i = 0; i < 2; i++) await page.evaluate(() => window.__stackwise.send({ action: "pass_priority", player: window.__stackwise.model().priority }));
    await idle(page);
  };
  for (const view of ["all", "1"]) {
    const page = await open("/?scenario=blood-artist");
    await page.click('.in-hand[data-name="Lightning Bolt"]');
    await page.click('.permanent[data-name="Grizzly Bears"]');
    await idle(page);
    await page.selectOption("#viewer", view);
    await idle(page);
    await passTwice(page);
    await page.waitForFunction(() => /triggers/.test(document.querySelector("#announce").textContent));
    await page.evaluate(() => new Promise((ok) => setTimeout(ok, 30)));
    const last = (await said(page)).at(-1);
    assert.match(last, /Grizzly Bears is destroyed/, view);
    assert.match(last, /Blood Artist's ability triggers/, view);
    // Alice's question is read where Alice's seat is viewed (here both seats), not to Bob.
    if (view === "all") assert.match(last, /Alice must decide: choose targets for Blood Artist/);
    else assert.doesNotMatch(last, /must decide/);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test("the hand is two key presses from the top of the page (Tab to the skip link, Enter), whatever the board holds", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  // A board with many permanents before Alice's hand in the Tab order.
  await load(page, {
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [{ name: "Alice", hand: ["Lightning Bolt", "Shock"], battlefield: Array.from({ length: 30 }, (_, i) => (i % 2 ? "Mountain" : "Grizzly Bears")) }, { name: "Bob" }],
  });
  // From the top of the page: the first Tab stop is the skip link.
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "skip-hand");
  assert.equal(await page.getByRole("link", { name: "Skip to your hand" }).count(), 1);
  assert.ok(await page.$eval("#skip-hand", (a) => a.getBoundingClientRect().width > 20), "shown while it has the focus");
  await shot(page, "04-skip-link");
  await page.keyboard.press("Enter");
  const card = await page.evaluate(() => ({ hand: document.activeElement?.classList.contains("in-hand"), owner: document.activeElement?.closest("section.player")?.getAttribute("aria-label") }));
  assert.deepEqual(card, { hand: true, owner: "Alice" }, "Enter puts the focus on the first card of Alice's hand");
  // Without the link, the Tab order passes every permanent first: more than the two presses.
  await page.evaluate(() => document.getElementById("skip-hand").focus());
  let tabs = 0;
  while (tabs < 200 && !(await page.evaluate(() => document.activeElement?.classList.contains("in-hand")))) {
    await page.keyboard.press("Tab");
    tabs++;
  }
  assert.ok(tabs > 30, `Tab alone takes ${tabs} presses`);
  // The second skip link goes to "Your move".
  await page.evaluate(() => document.getElementById("skip-moves").focus());
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "pass-btn");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the focus never drops to the page's body: after actions, a form cancelled, a dialog closed, a card leaving", async () => {
  const page = await open("/?scenario=r601-2d-forked-bolt");
  // A card clicked in the hand (it keeps the focus while its targets are chosen).
  await page.click('.in-hand[data-name="Forked Bolt"]');
  await assertFocusKept(page, "a card clicked");
  // A first target picked from the buttons of "Your move": the panel is drawn again for the second.
  await page.locator("#actions .choices button", { hasText: "Grizzly Bears" }).click();
  await page.waitForSelector("#done-targets");
  await assertFocusKept(page, "a first target picked");
  // Cancel, clicked: the form goes, the focus goes to "Your move".
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  const f = await assertFocusKept(page, "the form cancelled");
  assert.equal(f.inMoves, true);
  // Escape while a target is being chosen (the focus on a choice that goes away).
  await page.click('.in-hand[data-name="Forked Bolt"]');
  await page.locator("#actions .choices button").first().focus();
  await page.keyboard.press("Escape");
  await assertFocusKept(page, "Escape from the form");
  // An action from a card in the hand: the card leaves the hand as the spell is cast.
  await page.click('.in-hand[data-name="Forked Bolt"]');
  await page.click('.player-head[data-player="1"]');
  await page.click("#done-targets");
  await idle(page);
  assert.equal(await page.locator('.in-hand[data-name="Forked Bolt"]').count(), 0, "the card left the hand");
  await assertFocusKept(page, "the cast card left the hand");
  // Passes until it resolves.
  await page.keyboard.press("Space");
  await assertFocusKept(page, "a pass");
  await page.keyboard.press("Space");
  await assertFocusKept(page, "a resolution");
  // The help dialog closed.
  await page.click("#help-btn");
  await page.keyboard.press("Escape");
  await assertFocusKept(page, "the help dialog closed");
  // A permanent with the focus that leaves the battlefield (704.5g), the passes sent as a script would.
  await page.goto(page.url().replace(/\?.*/, "?scenario=bolt-the-bears"));
  await page.waitForSelector("body[data-ready]");
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.click('.permanent[data-name="Grizzly Bears"]');
  await idle(page);
  await page.locator('.permanent[data-name="Grizzly Bears"]').focus();
  for (let i = 0; i < 2; i++) await page.evaluate(() => window.__stackwise.send({ action: "pass_priority", player: window.__stackwise.model().priority }));
  assert.equal(await page.locator('.permanent[data-name="Grizzly Bears"]').count(), 0);
  await assertFocusKept(page, "a focused permanent destroyed");
  await shot(page, "05-focus");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the chooser of ways to cast: Escape leaves the focus in \"Your move\", a pick that asks for targets leaves it in the form", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  await load(page, {
    turn: { number: 3, active: 0, step: "precombat_main" },
    players: [{ name: "Alice", mana_pool: "B", hand: ["Funeral Charm"] }, { name: "Bob", battlefield: ["Grizzly Bears"] }],
  });
  await page.click('.in-hand[data-name="Funeral Charm"]');
  await page.waitForSelector("#cast-chooser[open]");
  await page.keyboard.press("Escape");
  assert.equal((await assertFocusKept(page, "the chooser cancelled")).inMoves, true);
  await page.click('.in-hand[data-name="Funeral Charm"]');
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.waitForSelector("#prompt");
  assert.match(await page.innerText("#prompt"), /Mode 2/);
  assert.equal((await assertFocusKept(page, "a mode picked")).inMoves, true);
  assert.deepEqual(page.errors, []);
  await page.close();
});
