// A played game exports as tutorial steps from the page
// ("Tutorial steps…", www/tutorial-export.js), one step per action, which the
// tutorial player accepts as a tutorial.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, useBrowser, open, idle } from "./harness.mjs";

useBrowser();

test("Tutorial steps… shows the game played so far as a tutorial, one step per action, that loads as one", async () => {
  const page = await open("/index.html?scenario=bolt-the-bears");
  // Alice casts Lightning Bolt at the Bears; both players pass: three actions.
  await page.evaluate(() => {
    const sw = window.__stackwise.engine();
    return window.__stackwise.send({ action: "cast_spell", player: 0, card: sw.label("bolt"), targets: [{ object: sw.label("bears") }], auto_pay: true });
  });
  await idle(page);
  for (const p of [0, 1]) {
    await page.evaluate((p) => window.__stackwise.send({ action: "pass_priority", player: p }), p);
    await idle(page);
  }
  await page.click("#tutorial-steps-btn");
  await page.waitForSelector("#tutorial-steps[open]");
  const got = await page.evaluate(() => {
    const t = /** @type {HTMLTextAreaElement} */ (document.getElementById("tutorial-steps-text"));
    return { text: t.value, focused: document.activeElement === t, selected: t.selectionEnd - t.selectionStart };
  });
  const tut = JSON.parse(got.text);
  assert.equal(tut.format, "stackwise-tutorial");
  assert.equal(tut.steps.length, 3, "one step per action");
  assert.equal(tut.steps[0].do[0].action, "cast_spell");
  assert.equal(tut.steps[0].do[0].card, "@bolt", "objects written as the scenario's labels");
  assert.match(tut.steps[2].narration, /704\.5g/, "the draft narration names the rule that destroyed the Bears");
  assert.ok(got.focused && got.selected === got.text.length, "the text is focused and selected, ready to copy");
  // The text is a tutorial the player accepts: three steps from the same start.
  const count = await page.evaluate(async (text) => {
    const { Tutorial } = await import("/pkg/stackwise.js");
    return Tutorial.fromTutorial(text).count();
  }, got.text);
  assert.equal(count, 3);
  await page.screenshot({ path: join(SHOTS, "tutorial-export.png") });
  // The game's keys don't act behind the dialog; Escape closes it.
  await page.keyboard.press("Escape");
  assert.equal(await page.locator("#tutorial-steps[open]").count(), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});
