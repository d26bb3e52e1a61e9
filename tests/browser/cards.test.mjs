// Browser tests: cards that read as cards
// (mana symbols from the mana-font package, rules text, P/T with its sources,
// playable marks, card backs, tapped cards that never overlap), combat drawn
// on the board, and choices that start in a sensible place (trigger order told
// apart, no pre-selected target, a gone target named). Screenshots go to
// test-results/screenshots/cards-*.png.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, useBrowser, open, idle, shownText, renderedText } from "./harness.mjs";

useBrowser();

const shot = (page, name) => page.screenshot({ path: join(SHOTS, `cards-${name}.png`) });
const text = (page, sel) => renderedText(page, sel);

/** Load a scenario (JSON) into the open page, as the page's own loader does. */
async function load(page, scenario) {
  const s = { format: "stackwise-scenario", version: 1, ...scenario };
  await page.evaluate((t) => window.__stackwise.loadScenario(t), JSON.stringify(s));
  await idle(page);
}

async function pass(page) {
  await page.click("#pass-btn");
  await idle(page);
}

/** Do two rectangles overlap (by more than half a pixel)? */
const overlap = (a, b) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

test("a card's cost is drawn with mana-font symbols, the font loaded from the page's origin, and its rules text is on the card", async () => {
  const page = await open("/");
  const elves = page.locator('.in-hand[data-name="Llanowar Elves"]');
  await elves.waitFor();
  // {G}: one Mana-font symbol of class ms-g.
  assert.equal(await elves.locator(".cost i.ms.ms-g").count(), 1);
  const mammoth = page.locator('.in-hand[data-name="War Mammoth"] .cost i.ms');
  assert.deepEqual(await mammoth.evaluateAll((els) => els.map((e) => [...e.classList].find((c) => /^ms-(\d|[wubrgcx])$/.test(c)))), ["ms-3", "ms-g"]);
  // The font is the Mana font, actually loaded (not a fallback), and from this origin.
  await page.evaluate(() => document.fonts.ready);
  const font = await page.evaluate(() => {
    const i = document.querySelector('.in-hand[data-name="War Mammoth"] .cost i.ms');
    const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, "") === "Mana");
    return {
      family: getComputedStyle(i).fontFamily,
      glyph: getComputedStyle(i, "::before").content,
      loaded: faces.some((f) => f.status === "loaded"),
      check: document.fonts.check("16px Mana"),
      urls: performance.getEntriesByType("resource").map((r) => r.name).filter((n) => /mana/.test(n)),
    };
  });
  assert.match(font.family, /Mana/);
  assert.notEqual(font.glyph, "none", "the symbol's glyph comes from the font's ::before content");
  assert.ok(font.loaded && font.check, `the Mana font is loaded: ${JSON.stringify(font)}`);
  const origin = new URL(page.url()).origin;
  assert.ok(font.urls.length >= 2 && font.urls.every((u) => u.startsWith(origin)), `stylesheet and font from the page's origin: ${font.urls}`);
  // Rules text is printed on the card, with its {T} and {G} drawn as symbols.
  const rules = elves.locator(".rules");
  assert.match(await shownText(rules), /: Add/);
  assert.equal(await rules.locator("i.ms-tap").count(), 1);
  const rb = await rules.boundingBox(), cb = await elves.boundingBox();
  assert.ok(rb.height > 8 && rb.y >= cb.y && rb.y + rb.height <= cb.y + cb.height + 1, "the rules text is visible inside the card");
  // Cards are about 110-130 px wide.
  assert.ok(cb.width >= 110 && cb.width <= 130, `card width ${cb.width}`);
  await elves.scrollIntoViewIfNeeded();
  await shot(page, "01-mana-symbols-and-rules-text");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("P/T changes are marked and their sources are listed on focus: anthem, pump spell, counters", async () => {
  const page = await open("/");
  await load(page, {
    name: "P/T sources",
    cards: [{ name: "Disfigure", mana_cost: "{B}", types: ["Instant"], text: "Target creature gets -2/-2 until end of turn.",
      spell: { targets: [{ kind: "permanent", filter: { types: ["Creature"] }, text: "target creature" }], effects: [{ do: "pump", what: { target: 0 }, power: -2, toughness: -2 }] } }],
    players: [
      { name: "Alice", hand: [{ card: "Giant Growth" }, { card: "Disfigure" }], battlefield: ["Forest", "Swamp", { card: "Grizzly Bears", counters: { "+1/+1": 2 } }, "Glorious Anthem"] },
      { name: "Bob", battlefield: [{ card: "Hill Giant" }] },
    ],
    turn: { number: 3, active: 0, step: "precombat_main" },
  });
  await page.click('.in-hand[data-name="Giant Growth"]');
  await page.click('.permanent[data-name="Grizzly Bears"]');
  await idle(page);
  await pass(page);
  await pass(page);
  await page.click('.in-hand[data-name="Disfigure"]');
  await page.click('.permanent[data-name="Hill Giant"]');
  await idle(page);
  await pass(page);
  await pass(page);
  const bears = page.locator('.permanent[data-name="Grizzly Bears"]');
  // 2/2 printed; +1/+1 anthem, +3/+3 Giant Growth, two +1/+1 counters: 8/8, marked raised.
  assert.equal(await shownText(bears.locator(".pt")), "8/8");
  assert.equal(await bears.locator(".pt .p.raised").count(), 1);
  assert.equal(await bears.locator(".pt .t.raised").count(), 1);
  const tip = page.locator("#card-tip");
  assert.equal(await tip.isVisible(), false, "the sources are hidden until hover or focus");
  await bears.focus();
  assert.equal(await tip.isVisible(), true);
  // Shown beside the card, over everything else: the element at its centre is the tip.
  const tb = await tip.boundingBox();
  assert.equal(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest("#card-tip") !== null, [tb.x + tb.width / 2, tb.y + tb.height / 2]), true);
  const lines = await tip.locator("li").allInnerTexts();
  assert.ok(lines.some((l) => /^\+1\/\+1 from Glorious Anthem while its source is on the battlefield \(layer 7c, 613\.3c\)$/.test(l)), lines.join(" | "));
  assert.ok(lines.some((l) => /^\+3\/\+3 from Giant Growth until end of turn/.test(l)), lines.join(" | "));
  assert.ok(lines.some((l) => /^\+2\/\+2 from \+1\/\+1 counter ×2/.test(l)), lines.join(" | "));
  // The tooltip describes the card for assistive technology too.
  const described = await bears.getAttribute("aria-describedby");
  assert.equal(await page.locator(`#${described}`).count(), 1);
  await shot(page, "02-pt-sources-on-focus");
  // Bob's Hill Giant (3/3) got -2/-2 from Disfigure: 1/1, marked lowered, with its source.
  const giant = page.locator('.permanent[data-name="Hill Giant"]');
  assert.equal(await shownText(giant.locator(".pt")), "1/1");
  assert.equal(await giant.locator(".pt .p.lowered").count(), 1);
  assert.equal(await giant.locator(".pt .t.lowered").count(), 1);
  await giant.focus();
  assert.deepEqual(await tip.locator("li").allInnerTexts(), ["-2/-2 from Disfigure until end of turn (layer 7c, 613.3c)"]);
  await shot(page, "02b-pt-lowered");
  // A land with no P/T: nothing to show.
  await page.locator('.permanent[data-name="Swamp"]').focus();
  assert.equal(await tip.isVisible(), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("cards that can be played or activated now are marked, from the legal actions", async () => {
  const page = await open("/");
  await load(page, {
    name: "Playable",
    players: [
      { name: "Alice", hand: [{ card: "Lightning Bolt" }, { card: "Giant Growth" }, { card: "Mountain" }], battlefield: ["Mountain", "Llanowar Elves", "Grizzly Bears"] },
      { name: "Bob", hand: [{ card: "Shock" }], battlefield: ["Mountain"] },
    ],
    turn: { number: 3, active: 0, step: "precombat_main" },
  });
  // Alice has priority in her main phase: a land to play, a Bolt she can pay for (the
  // untapped Mountain), a Giant Growth she can pay for with the Elves' {G}.
  for (const n of ["Lightning Bolt", "Mountain", "Giant Growth"]) assert.equal(await page.locator(`.in-hand.playable[data-name="${n}"]`).count(), 1, `${n} is playable`);
  // The Mountain and the Elves have mana abilities; the Bears nothing to activate.
  assert.equal(await page.locator('.permanent.playable[data-name="Llanowar Elves"]').count(), 1);
  assert.equal(await page.locator('.permanent.playable[data-name="Grizzly Bears"]').count(), 0);
  // Bob has no priority: his Shock is not marked.
  assert.equal(await page.locator('.in-hand.playable[data-name="Shock"]').count(), 0);
  await shot(page, "03-playable");
  await pass(page);
  // Now Bob has priority: his Shock is playable, Alice's cards are not.
  assert.equal(await page.locator('.in-hand.playable[data-name="Shock"]').count(), 1);
  assert.equal(await page.locator('.in-hand.playable[data-name="Lightning Bolt"]').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("in a one-player view the other hand and the libraries are card backs", async () => {
  const page = await open("/");
  await page.selectOption("#viewer", "0");
  await idle(page);
  // The viewer's seat is drawn at the bottom (`.you`), the other above it.
  const bob = page.locator(".player:not(.you)");
  // Green's 7 cards: 7 backs and the count, and none of their names.
  assert.equal(await bob.locator(".hidden-hand .card-back").count(), 7);
  assert.equal(await bob.locator(".in-hand").count(), 0);
  assert.match(await bob.locator(".hidden-hand").innerText(), /7 cards/);
  // Each library is a back with its count.
  assert.equal(await page.locator(".card-back.pile").count(), 2);
  assert.match(await page.locator(".card-back.pile").first().getAttribute("aria-label"), /library: 33 cards/);
  // Red's own hand is shown.
  assert.equal(await page.locator(".player.you").locator(".in-hand").count(), 7);
  assert.match(await page.locator(".player.you .player-head").innerText(), /^Red/);
  await shot(page, "04-card-backs");
  await page.close();
});

test("tapped cards never overlap their neighbours", async () => {
  const page = await open("/");
  await load(page, {
    name: "Tapped row",
    players: [
      { name: "Alice", battlefield: [
        { card: "Grizzly Bears", tapped: true }, "Llanowar Elves", { card: "Hill Giant", tapped: true }, { card: "War Mammoth", tapped: true }, "Serra Angel",
        { card: "Forest", tapped: true }, { card: "Forest", tapped: true }, "Forest", { card: "Mountain", tapped: true }] },
      { name: "Bob", battlefield: [{ card: "Grizzly Bears", tapped: true }, { card: "Grizzly Bears", tapped: true }] },
    ],
    turn: { number: 3, active: 0, step: "precombat_main" },
  });
  const boxes = await page.$$eval(".card.permanent", (els) => els.map((e) => { const r = e.getBoundingClientRect(); return { name: e.dataset.name, tapped: e.classList.contains("tapped"), x: r.x, y: r.y, width: r.width, height: r.height }; }));
  assert.ok(boxes.filter((b) => b.tapped).length >= 7);
  // A tapped card is turned sideways: wider than tall.
  for (const b of boxes.filter((b) => b.tapped)) assert.ok(b.width > b.height, `${b.name} is turned`);
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) assert.ok(!overlap(boxes[i], boxes[j]), `${boxes[i].name} overlaps ${boxes[j].name}`);
  await shot(page, "05-tapped-no-overlap");
  await page.close();
});

test("combat on the board: attackers and what they attack, blockers during declaration and after, with order and lethal damage", async () => {
  const page = await open("/?scenario=r510-1c-damage-division");
  for (let i = 0; i < 4 && !(await page.$("#actions input[type=checkbox]")); i++) await pass(page);
  await page.check("#actions input[type=checkbox]");
  // While declaring: a dashed arrow and a tag on the attacker.
  assert.equal(await page.locator("svg.combat-layer line.draft").count(), 1);
  assert.match(await shownText(page.locator('.permanent[data-name="Hill Giant"] .combat-tag')), /will attack Bob/);
  await page.click("#actions button.primary");
  await idle(page);
  // Declared: the engine's pairing, drawn until combat ends.
  assert.equal(await page.locator("svg.combat-layer line.attack").count(), 1);
  assert.match(await shownText(page.locator('.permanent[data-name="Hill Giant"] .combat-tag')), /attacking Bob/);
  for (let i = 0; i < 4 && !(await page.$("#actions select")); i++) await pass(page);
  // Declare blockers: both of Bob's creatures, chosen one by one; the choices in progress are drawn.
  const sels = await page.$$("#actions select");
  assert.equal(sels.length, 2);
  await sels[0].selectOption({ label: "blocks Hill Giant" });
  assert.equal(await page.locator("svg.combat-layer line.draft").count(), 1);
  await sels[1].selectOption({ label: "blocks Hill Giant" });
  assert.equal(await page.locator("svg.combat-layer line.draft").count(), 2);
  assert.equal(await page.locator(".combat-tag.blocking").count(), 2);
  await shot(page, "06-declaring-blockers");
  await page.click("#actions button.primary");
  await idle(page);
  // Blocked: one attack arrow, two block arrows toward the Giant.
  assert.equal(await page.locator("svg.combat-layer line.block").count(), 2);
  // The arrows end at the cards: each block line starts at a blocker and ends at the Giant.
  const geo = await page.evaluate(() => {
    const board = document.getElementById("board").getBoundingClientRect();
    const giant = document.querySelector('.permanent[data-name="Hill Giant"]').getBoundingClientRect();
    return [...document.querySelectorAll("svg.combat-layer line.block")].map((l) => {
      const x2 = +l.getAttribute("x2") + board.left, y2 = +l.getAttribute("y2") + board.top;
      return x2 >= giant.left - 2 && x2 <= giant.right + 2 && y2 >= giant.top - 2 && y2 <= giant.bottom + 2;
    });
  });
  assert.deepEqual(geo, [true, true]);
  // 509.2: Alice orders the blockers, Elves first; the board then shows the order and the lethal amounts.
  await page.click('#actions ol.order li:first-child button[aria-label$="down"]');
  await page.click('#actions ol.order li:first-child button[aria-label$="down"]').catch(() => {});
  const first = await page.locator("#actions ol.order li .order-text").first().innerText();
  await page.click("#actions button.primary");
  await idle(page);
  const tags = await page.locator(".combat-tag.blocking").allInnerTexts();
  assert.ok(tags.some((t) => /#1 · lethal/.test(t)) && tags.some((t) => /#2 · lethal/.test(t)), tags.join(" | "));
  const firstTag = await shownText(page.locator(`.permanent[data-name="${first.trim()}"] .combat-tag`));
  assert.match(firstTag, /#1/);
  for (let i = 0; i < 4 && !(await text(page, "#actions")).includes("Damage assignment order"); i++) await pass(page);
  assert.match(await text(page, "#actions"), /Damage assignment order: 1\. .*\(lethal \d\), 2\. .*\(lethal \d\)/);
  await shot(page, "07-damage-assignment-order");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("identical triggers in the ordering list are told apart by their event; a trigger's target starts unchosen", async () => {
  const page = await open("/");
  await load(page, {
    name: "Three deaths",
    players: [
      { name: "Alice", mana_pool: "RR", hand: [{ card: "Pyroclasm" }], battlefield: [{ card: "Blood Artist" }] },
      { name: "Bob", battlefield: ["Grizzly Bears", "Llanowar Elves"] },
    ],
    turn: { number: 3, active: 0, step: "precombat_main" },
  });
  await page.click('.in-hand[data-name="Pyroclasm"]');
  await idle(page);
  await pass(page);
  await pass(page);
  await page.waitForSelector("#actions ol.order");
  const items = await page.locator("#actions ol.order li .trigger-from").allInnerTexts();
  assert.equal(items.length, 3);
  // The three read alike; what triggered each tells them apart.
  assert.equal(new Set(items).size, 3, items.join(" | "));
  // Each names its event ("because ..."), one per creature that died (603.2, 603.6c).
  const because = items.map((t) => t.split(" · ").find((x) => x.startsWith("because ")) ?? "");
  for (const n of ["Blood Artist", "Grizzly Bears", "Llanowar Elves"]) assert.equal(because.filter((t) => t.includes(n)).length, 1, `${n}: ${because.join(" | ")}`);
  assert.ok(items.every((t) => /source: Blood Artist/.test(t)));
  await shot(page, "08-order-identical-triggers");
  await page.click("#actions button.primary");
  await idle(page);
  // 603.3d: the first trigger's target: nothing chosen, the button waits for a choice.
  await page.waitForSelector('#actions select[aria-label="target 1"]');
  assert.equal(await page.$eval('#actions select[aria-label="target 1"]', (s) => s.value), "");
  assert.equal(await page.locator("#actions button.primary").isDisabled(), true);
  await page.selectOption('#actions select[aria-label="target 1"]', { label: "Bob" });
  assert.equal(await page.locator("#actions button.primary").isDisabled(), false);
  await shot(page, "09-trigger-target-unchosen");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a stack entry whose target has left says what it was: 'Llanowar Elves, gone'", async () => {
  const page = await open("/");
  await load(page, {
    name: "Gone",
    players: [
      { name: "Alice", mana_pool: "RR", hand: [{ card: "Lightning Bolt" }, { card: "Shock" }] },
      { name: "Bob", battlefield: ["Llanowar Elves"] },
    ],
    turn: { number: 3, active: 0, step: "precombat_main" },
  });
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.click('.permanent[data-name="Llanowar Elves"]');
  await idle(page);
  await page.click('.in-hand[data-name="Shock"]');
  await page.click('.permanent[data-name="Llanowar Elves"]');
  await idle(page);
  await pass(page);
  await pass(page);
  assert.equal(await page.locator('.permanent[data-name="Llanowar Elves"]').count(), 0);
  const stack = await text(page, "#stack");
  assert.match(stack, /Lightning Bolt/);
  assert.match(stack, /targets: Llanowar Elves, gone/);
  assert.doesNotMatch(stack, /object \d+/);
  await shot(page, "10-gone-target");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a copy's targets start on its current targets, and one click keeps them (706.10c)", async () => {
  const page = await open("/");
  await load(page, {
    name: "Fork",
    players: [
      { name: "Alice", mana_pool: "RRR", hand: [{ card: "Lightning Bolt" }, { card: "Fork" }] },
      { name: "Bob", battlefield: ["Grizzly Bears", "Hill Giant"] },
    ],
    turn: { number: 3, active: 0, step: "precombat_main" },
  });
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.click('.permanent[data-name="Hill Giant"]');
  await idle(page);
  await page.click('.in-hand[data-name="Fork"]');
  await page.click("#stack li.stack-item");
  await idle(page);
  await pass(page);
  await pass(page);
  await page.waitForSelector("#keep-targets");
  // The slot starts on the current target, not on the first legal one.
  const sel = page.locator('#actions select[aria-label="target 1"]');
  const chosen = await sel.evaluate((s) => s.options[s.selectedIndex].textContent);
  assert.equal(chosen, "Hill Giant (current target)");
  assert.match(await page.locator("#keep-targets").innerText(), /Keep the current target \(Hill Giant\)/);
  await shot(page, "11-copy-keeps-targets");
  await page.click("#keep-targets");
  await idle(page);
  assert.match(await text(page, "#stack"), /targets: Hill Giant/);
  assert.match(await text(page, "#log"), /Hill Giant/);
  assert.deepEqual(page.errors, []);
  await page.close();
});
