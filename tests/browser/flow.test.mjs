// Browser tests of the flow of play: the log and
// the timeline follow undo, redo and jumps, branches are kept and shown, ← / →
// move along the line, one key ends an empty turn, the playback speed control,
// the layout at 1280x800 and 390x844, the focus after an action, the rule
// tooltip, and scenarios on the page (name, URL, an unknown id).
// Screenshots: test-results/screenshots/flow-*.png.
//
// "Bolt the Bears": Alice (turn 3, precombat main, priority) has Lightning Bolt
// and a Mountain; Bob has Grizzly Bears. Bolt on the Bears, then both pass:
// Bolt resolves (608.2) and the 2/2 Bears with 3 damage are destroyed (704.5g).
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, useBrowser, open, idle, renderedText } from "./harness.mjs";

useBrowser();

async function shot(page, name) {
  await page.screenshot({ path: join(SHOTS, `flow-${name}.png`) });
}

const text = (page, sel) => renderedText(page, sel);
/** The log's lines, as text. */
const logLines = (page) => page.$$eval("#log li:not(.more)", (ls) => ls.map((l) => l.innerText.replace(/\s+/g, " ").trim()));
/** The timeline entries on the line: index, caption, current or undone. */
const timeline = (page) =>
  page.$$eval("#timeline > li.tl-item", (ls) => ls.map((l) => {
    const b = l.querySelector(".tl-entry");
    return { index: Number(b.dataset.index), text: b.innerText.trim(), current: b.getAttribute("aria-current") === "step", future: l.classList.contains("future") };
  }));
const currentIndex = async (page) => (await timeline(page)).find((e) => e.current)?.index;

async function boltTheBears(page) {
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.waitForSelector("#prompt");
  await page.click('.permanent[data-name="Grizzly Bears"]');
  await idle(page);
}
async function pass(page) {
  await page.click("#pass-btn");
  await idle(page);
}

test("undo then redo: the log is exactly the events up to the position, the timeline keeps the undone entries", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  assert.deepEqual(await logLines(page), []);
  await boltTheBears(page);
  const afterCast = await logLines(page);
  assert.ok(afterCast.some((l) => /^601\.2i Alice casts Lightning Bolt/.test(l)), afterCast.join("\n"));
  await pass(page);
  const afterPass = await logLines(page);
  await pass(page);
  const afterResolve = await logLines(page);
  assert.ok(afterResolve.some((l) => /^704\.5g Grizzly Bears is destroyed/.test(l)));
  assert.deepEqual(afterResolve.slice(0, afterPass.length), afterPass, "the log grows by the new action's events");
  assert.equal(await currentIndex(page), 3);

  await page.keyboard.press("Control+z");
  await idle(page);
  assert.deepEqual(await logLines(page), afterPass, "undo: the resolution's events leave the log");
  assert.equal(await page.locator('.permanent[data-name="Grizzly Bears"]').count(), 1, "the Bears are back");
  let tl = await timeline(page);
  assert.equal(tl.length, 4, "Start and three actions: the undone one stays");
  assert.equal(await currentIndex(page), 2);
  assert.ok(tl[3].future, "the undone entry is marked as ahead of the current position");
  // Each entry is numbered once ("2 Alice passes", never "2. 1. ...").
  assert.match(tl[2].text, /^2\s+Alice passes$/);
  for (const e of tl) assert.doesNotMatch(e.text, /^\d+\.?\s+\d+\./);
  await shot(page, "01-undone");

  await page.keyboard.press("Control+Shift+z");
  await idle(page);
  const redone = await logLines(page);
  assert.deepEqual(redone, afterResolve, "redo: exactly the events up to the position again");
  assert.equal(redone.filter((l) => /^704\.5g Grizzly Bears is destroyed/.test(l)).length, 1, "no duplicate line");
  assert.equal(redone.filter((l) => /^601\.2i Alice casts Lightning Bolt/.test(l)).length, 1, "no duplicate line");
  assert.equal((await timeline(page)).length, 4, "redo adds no entry");
  assert.equal(await currentIndex(page), 3);
  await shot(page, "02-redone");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a jump back and forward along the timeline, and a new action from an earlier point starts a branch that is shown", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  await boltTheBears(page);
  await pass(page);
  await pass(page);
  const end = await logLines(page);
  // Back to the start: nothing in the log, the line kept.
  await page.click('#timeline .tl-entry[data-index="0"]');
  await idle(page);
  assert.deepEqual(await logLines(page), []);
  assert.equal((await timeline(page)).length, 4);
  assert.equal(await page.locator('.in-hand[data-name="Lightning Bolt"]').count(), 1);
  // Forward to the end by a click.
  await page.click('#timeline .tl-entry[data-index="3"]');
  await idle(page);
  assert.deepEqual(await logLines(page), end);
  assert.equal(await page.locator('.permanent[data-name="Grizzly Bears"]').count(), 0, "704.5g again");
  // Back to the start and pass instead of casting: a new line; the Bolt line is shown as a branch.
  await page.click('#timeline .tl-entry[data-index="0"]');
  await idle(page);
  await pass(page);
  const tl = await timeline(page);
  assert.equal(tl.length, 2);
  assert.match(tl[1].text, /Alice passes/);
  const branch = page.locator("#timeline .tl-branch");
  assert.equal(await branch.count(), 1);
  assert.match(await branch.innerText(), /Lightning Bolt.*\(3 actions\)/);
  assert.ok((await logLines(page)).every((l) => !/Lightning Bolt/.test(l)), "the log is the new line's");
  await shot(page, "03-branch");
  // The old line is reachable: its end, the Bears destroyed; the pass line is now the branch.
  await branch.click();
  await idle(page);
  assert.deepEqual(await logLines(page), end);
  assert.equal(await currentIndex(page), 3);
  assert.match(await page.locator("#timeline .tl-branch").innerText(), /Alice passes \(1 action\)/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("← and → move along the timeline", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  await boltTheBears(page);
  await pass(page);
  await pass(page);
  await page.locator("#board").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await idle(page);
  assert.equal(await currentIndex(page), 1);
  assert.equal(await page.locator("#stack li.stack-item").count(), 1, "Bolt is on the stack again (601.2a)");
  await page.keyboard.press("ArrowRight");
  await idle(page);
  assert.equal(await currentIndex(page), 2);
  assert.match(await text(page, "#priority"), /Bob has priority/, "116.3d: after Alice passes, Bob");
  await page.close();
});

test("one key ends an empty turn (F6), and the priority controls are named as players know them", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  const labels = await page.$$eval("#actions button", (bs) => bs.map((b) => b.innerText.replace(/\s+/g, " ").trim()));
  for (const want of [/^Pass ?Space$/, /^End turn ?F6$/, /^Pass until something happens ?U$/, /^Pass until end of turn ?E$/, /^Pass to my next stop ?F$/]) {
    assert.ok(labels.some((l) => want.test(l)), `${want} among ${labels.join(" | ")}`);
  }
  assert.equal(await page.locator("#full-control").count(), 1, "a full control toggle");
  await page.click("#stops-btn");
  assert.equal(await page.locator("#shortcuts details.stops[open]").count(), 1, "Stops… opens the stops per step");
  await page.locator("#board").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("F6");
  await idle(page);
  await page.waitForFunction(() => /Turn 4/.test(document.querySelector("#turn").innerText));
  // Everyone passed through the rest of turn 3; the shortcut ends at the first priority of turn 4 (Bob's upkeep).
  const turn = await text(page, "#turn");
  assert.match(turn, /Turn 4: Bob's turn/);
  assert.match(turn, /Step: upkeep/);
  assert.match(await text(page, "#log"), /716\.2b\s+Bob accepts the shortcut/);
  await shot(page, "04-end-turn");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("playback speed: fast by default, labelled, faster to the right, its value shown; step mode stays", async () => {
  const page = await open("/?scenario=bolt-the-bears", { speed: 50 });
  const defaultMs = await page.$eval("#speed", (el) => Number(el.defaultValue));
  assert.ok(defaultMs <= 100, `default ${defaultMs} ms an event`);
  assert.match(await page.$eval("label.speed", (el) => el.innerText), /Speed/);
  const box = await page.locator("#speed").boundingBox();
  await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2);
  const right = await page.$eval("#speed", (el) => Number(el.value));
  await page.mouse.click(box.x + 2, box.y + box.height / 2);
  const left = await page.$eval("#speed", (el) => Number(el.value));
  assert.ok(right < left, `the right end is faster: ${right} ms vs ${left} ms an event`);
  assert.equal(await text(page, "#speed-out"), `${left} ms`);
  await page.mouse.click(box.x + box.width - 1, box.y + box.height / 2);
  assert.equal(await text(page, "#speed-out"), "instant");
  assert.equal(await page.locator("#step-mode").count(), 1);
  await page.close();
});

test("layout at 1280x800: header on one line; board, stack, waiting triggers, log and controls in view together", async () => {
  const page = await open("/?scenario=blood-artist");
  await boltTheBears(page);
  await pass(page);
  await pass(page);
  // A Blood Artist trigger waits for its target (603.3d): triggers, stack history and a decision at once.
  assert.match(await text(page, "#triggers"), /Blood Artist/);
  const header = await page.locator("header.top").boundingBox();
  assert.ok(header.height <= 48, `the header is one line (${header.height}px)`);
  for (const sel of ["#board", "#stack", "#triggers", "#log", "#actions", "#timeline"]) {
    const b = await page.locator(sel).boundingBox();
    assert.ok(b && b.x >= 0 && b.y >= 0 && b.x + b.width <= 1280 && b.y + b.height <= 800, `${sel} in the viewport: ${JSON.stringify(b)}`);
  }
  assert.ok(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight), "no page scrolling");
  await shot(page, "05-layout-1280");
  await page.close();
});

test("layout at 390x844: the action bar keeps Pass and the pending decision on screen while scrolling", async () => {
  const page = await open("/?scenario=blood-artist");
  await page.setViewportSize({ width: 390, height: 844 });
  const inView = async (sel) => {
    const b = await page.locator(sel).boundingBox();
    return b && b.y >= 0 && b.y + b.height <= 844 && b.x >= 0 && b.x + b.width <= 390;
  };
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  assert.ok(await inView("#pass-btn"), "Pass after scrolling to the end");
  await page.evaluate(() => window.scrollTo(0, 0));
  assert.ok(await inView("#pass-btn"), "Pass at the top");
  await boltTheBears(page);
  await pass(page);
  await pass(page);
  await page.evaluate(() => window.scrollTo(0, 300));
  assert.ok(await inView("#actions #prompt"), "the pending decision (Blood Artist's target)");
  assert.ok(await inView('#actions select[aria-label="target 1"]'));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no horizontal overflow (${overflow}px)`);
  await shot(page, "06-phone");
  await page.close();
});

test("after an action the focus is on Pass, or on the decision", async () => {
  const page = await open("/?scenario=blood-artist");
  await boltTheBears(page);
  assert.equal(await page.evaluate(() => document.activeElement?.id), "pass-btn");
  await pass(page);
  assert.equal(await page.evaluate(() => document.activeElement?.id), "pass-btn");
  await pass(page);
  // A decision without Pass: its first control has the focus.
  assert.ok(await page.evaluate(() => document.querySelector("#actions").contains(document.activeElement)), "focus in the decision");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "target 1");
  await page.close();
});

test("the rule tooltip shows in the log and in the checks panel, by hover and keyboard focus", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  await boltTheBears(page);
  await pass(page);
  await pass(page);
  const chip = page.locator("#log li", { hasText: "Grizzly Bears is destroyed" }).locator(".rule");
  await chip.hover();
  const tip = page.locator("#rule-tip");
  assert.ok(await tip.isVisible());
  assert.match(await tip.innerText(), /^704\.5g: /);
  const b = await tip.boundingBox();
  assert.ok(b.x >= 0 && b.y >= 0 && b.x + b.width <= 1280 && b.y + b.height <= 800, "the tooltip is in the viewport");
  await shot(page, "07-tooltip-log");
  await page.mouse.move(1, 1);
  assert.ok(!(await tip.isVisible()));
  await page.locator("#sba .rule", { hasText: "704.5g" }).first().focus();
  assert.ok(await tip.isVisible(), "on keyboard focus too");
  assert.match(await tip.innerText(), /^704\.5g: /);
  await page.close();
});

test("a loaded scenario shows its name and description, and the URL follows what is loaded", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  assert.equal(await text(page, "#scenario-name"), "Bolt the Bears");
  assert.match(await text(page, "#scenario-desc"), /704\.5g/);
  await page.selectOption("#start-menu", "scenario:blood-artist");
  await page.click("#start-btn");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("scenario") === "blood-artist");
  assert.match(await text(page, "#scenario-name"), /Blood Artist/);
  await page.selectOption("#start-menu", "sample:1");
  await page.click("#start-btn");
  await page.waitForFunction(() => !new URL(location.href).searchParams.has("scenario"));
  assert.match(await text(page, "#scenario-name"), /Sample game/);
  await page.close();
});

test("an unknown ?scenario= id shows the menu and names the id; Undo is harmless", async () => {
  const page = await open("/?scenario=no-such-scenario");
  assert.match(await text(page, "#error"), /"no-such-scenario"/);
  assert.ok(await page.locator("#scenario-menu").isVisible());
  assert.ok((await page.locator("#scenario-menu button").count()) > 3);
  await page.keyboard.press("Control+z");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("p");
  await page.click("#undo", { force: true });
  await shot(page, "08-unknown-scenario");
  assert.deepEqual(page.errors, [], "no JavaScript error");
  await page.click('#scenario-menu button[data-id="bolt-the-bears"]');
  await page.waitForSelector('.permanent[data-name="Grizzly Bears"]');
  assert.equal(new URL(page.url()).searchParams.get("scenario"), "bolt-the-bears");
  assert.ok(await page.locator("#error").isHidden(), "the banner went with the menu");
  await page.close();
});

test("an error banner goes away when the action it was about is cancelled", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.waitForSelector("#prompt");
  // A land is not a legal target for "any target" (Bolt: creature or player).
  await page.click('.permanent[data-name="Mountain"]');
  assert.ok(await page.locator("#error").isVisible());
  assert.match(await text(page, "#error"), /Mountain is not a legal choice/);
  await page.keyboard.press("Escape");
  assert.ok(await page.locator("#error").isHidden());
  await page.close();
});

test("the step strip marks the current step, and a click sets a priority stop that F stops at", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  await page.evaluate(() => localStorage.removeItem("stackwise.stops"));
  await page.reload();
  await page.waitForSelector("body[data-ready]");
  assert.equal(await page.getAttribute("#steps .step.now", "data-step"), "precombat_main");
  // Alice's own turn: her default stops are her main phases and declare attackers; clear the later two, set her end step.
  for (const step of ["declare_attackers", "postcombat_main", "end"]) await page.click(`#steps .step[data-step="${step}"]`);
  assert.equal(await page.getAttribute('#steps .step[data-step="end"]', "aria-pressed"), "true");
  assert.equal(await page.getAttribute('#steps .step[data-step="postcombat_main"]', "aria-pressed"), "false");
  await page.click("#stops-btn");
  assert.equal(await page.isChecked("#stop-mine-end"), true, "the stops table follows the strip");
  await shot(page, "09-steps");
  await page.locator("#board").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("f");
  await page.waitForSelector("#accept-shortcut");
  assert.match(await text(page, "#prediction"), /turn 3, end step, Alice has priority/);
  await page.evaluate(() => localStorage.removeItem("stackwise.stops"));
  assert.deepEqual(page.errors, []);
  await page.close();
});
