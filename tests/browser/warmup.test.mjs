// The engine's warm-up after a load (www/warmup.js): it plays a cast and the
// passes that resolve it on a copy of the game, in the browser's idle time.
// The game itself, its log, its undo history and its random state must be
// exactly those of the game as loaded; a click while the warm-up is under way
// must act on the game as usual.
// Run: node --test --test-concurrency=1 tests/browser/warmup.test.mjs (after node scripts/build.mjs)
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, browser, idle } from "./harness.mjs";

useBrowser();

/** The game as the engine holds it (the whole session, its start, timeline and random state included). */
const state = (page) =>
  page.evaluate(() => {
    const sw = window.__stackwise.engine();
    return { save: sw.save(), position: sw.exportPosition(), history: sw.history().length, canUndo: sw.canUndo(), canRedo: sw.canRedo() };
  });

/** The same scenario loaded afresh in the page's own wasm module, with `actions` applied: what the game must be. */
const reference = (page, id, actions = []) =>
  page.evaluate(async ([id, actions]) => {
    const { Stackwise } = await import("/pkg/stackwise.js");
    const sw = Stackwise.fromBuiltin(id);
    for (const a of actions) sw.apply(a, undefined);
    const r = { save: sw.save(), position: sw.exportPosition(), history: sw.history().length, canUndo: sw.canUndo(), canRedo: sw.canRedo() };
    sw.free();
    return r;
  }, [id, actions]);

/** Open a scenario with requestIdleCallback held: the test runs the page's idle callbacks itself. */
async function openHeld(path) {
  const { ctx, base } = browser();
  const page = await ctx.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.addInitScript(() => {
    window.__idle = [];
    window.requestIdleCallback = (f) => window.__idle.push(f);
    /** Run the idle callbacks queued so far (and those they queue), at most `n`; returns how many ran. */
    window.__runIdle = (n = Infinity) => {
      let ran = 0;
      while (window.__idle.length && ran < n) {
        window.__idle.shift()({ didTimeout: false, timeRemaining: () => 50 });
        ran++;
      }
      return ran;
    };
  });
  await page.goto(base + path);
  await page.waitForSelector("body[data-ready]", { timeout: 15000 });
  await page.$eval("#speed", (el) => { el.value = "0"; });
  page.errors = errors;
  return page;
}

for (const id of ["bolt-the-bears", "big-board-500"]) {
  test(`${id}: the warm-up plays a cast and its resolution on a copy, and leaves the game, its log and its undo history as loaded`, async () => {
    const page = await openHeld(`/?scenario=${id}`);
    const before = await state(page);
    assert.equal(await page.evaluate(() => document.body.dataset.warm ?? null), null, "the warm-up waits for the idle time");
    const ran = await page.evaluate(() => window.__runIdle());
    assert.ok(ran >= 4, `the warm-up is several idle steps (${ran})`);
    assert.equal(await page.evaluate(() => document.body.dataset.warm), "done");
    // Lightning Bolt is Alice's one spell: the copy cast it at a legal target and passed until it resolved.
    const played = (await page.evaluate(() => document.body.dataset.warmPlayed)).split(" ");
    assert.equal(played[0], "cast_spell", played.join(" "));
    assert.ok(played.filter((a) => a === "pass_priority").length >= 2, `both players passed on the copy: ${played.join(" ")}`);
    const after = await state(page);
    assert.deepEqual(after, before, "the game is unchanged by the warm-up");
    assert.deepEqual(after, await reference(page, id), "and it is the scenario as loaded (nothing played, nothing to undo, the same random state)");
    assert.equal(await page.locator("#log li").count(), 0, "nothing in the log");
    assert.equal(await page.locator("#stack li.stack-item").count(), 0, "nothing on the stack");
    assert.equal(await page.evaluate(() => JSON.stringify(window.__stackwise.model()) === JSON.stringify(window.__stackwise.engine().snapshot())), true, "the page's board is the engine's");
    // The warm-up runs once per page: another load queues none.
    await page.evaluate(() => window.__stackwise.loadScenario(JSON.stringify({ format: "stackwise-scenario", version: 1, name: "x", seed: 1, players: [{ name: "A" }, { name: "B" }], turn: { number: 1, active: 0, step: "precombat_main" } })));
    assert.equal(await page.evaluate(() => window.__idle.length), 0);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test("a cast clicked while the warm-up is under way acts on the game, and the warm-up still finishes without touching it", async () => {
  const page = await openHeld("/?scenario=bolt-the-bears");
  // The first steps (the browser's samples laid out, the position's text taken); the copy and its actions wait.
  assert.equal(await page.evaluate(() => window.__runIdle(2)), 2);
  assert.equal(await page.evaluate(() => document.body.dataset.warm ?? null), null, "the warm-up is under way");
  const bears = await page.evaluate(() => window.__stackwise.engine().label("bears"));
  const bolt = await page.evaluate(() => window.__stackwise.engine().label("bolt"));
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.waitForSelector("#prompt");
  await page.click(`#board .permanent[data-id="${bears}"]`);
  await idle(page);
  // One more step of the warm-up between the cast and the pass.
  await page.evaluate(() => window.__runIdle(1));
  await page.click("#pass-btn");
  await idle(page);
  await page.evaluate(() => window.__runIdle());
  assert.equal(await page.evaluate(() => document.body.dataset.warm), "done");
  const cast = { action: "cast_spell", player: 0, card: bolt, targets: [{ object: bears }], auto_pay: true };
  assert.deepEqual(await state(page), await reference(page, "bolt-the-bears", [cast, { action: "pass_priority", player: 0 }]),
    "the game is the scenario with the cast and Alice's pass, nothing more");
  assert.match(await page.$eval("#log", (el) => el.textContent), /Alice casts Lightning Bolt/);
  assert.equal(await page.locator("#stack li.stack-item").count(), 1, "the Bolt waits on the stack for Bob's pass");
  await page.click("#pass-btn");
  await idle(page);
  assert.equal(await page.locator(`#board .permanent[data-id="${bears}"]`).count(), 0, "the Bolt resolved: the Bears is gone (704.5g)");
  assert.equal(await page.evaluate(() => JSON.stringify(window.__stackwise.model()) === JSON.stringify(window.__stackwise.engine().snapshot())), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});
