// A scenario link (index.html#s=v1.…, docs/links.md)
// opens its scenario; a bad link leaves a usable page (the puzzle gallery and the
// Start menu, puzzle.js) with the error banner naming the problem, and text from
// the link is only ever text.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SHOTS, useBrowser, open } from "./harness.mjs";

useBrowser();

const PUZZLE = readFileSync("tests/links/typical-puzzle.json", "utf8");

/** The fragment of a scenario, made by the engine on a page (Stackwise.scenarioLink). */
async function fragmentOf(text) {
  const page = await open("/");
  const frag = await page.evaluate((t) => window.__stackwise.engine().constructor.scenarioLink(t), text);
  await page.close();
  return frag;
}

test("a link opens its scenario, and the game's shareLink gives the same link", async () => {
  const frag = await fragmentOf(PUZZLE);
  assert.match(frag, /^#s=v1\.[A-Za-z0-9_-]+$/);
  assert.ok(frag.length <= 1500, `${frag.length} characters`);
  const page = await open(`/index.html${frag}`);
  const got = await page.evaluate(() => {
    const eng = window.__stackwise.engine();
    const snap = eng.snapshot();
    return {
      life: snap.players.map((p) => p.life),
      names: snap.players.map((p) => p.name),
      battlefield: snap.battlefield.map((c) => c.name).sort(),
      share: eng.shareLink(),
      info: document.getElementById("scenario-name")?.textContent,
      error: document.getElementById("error").hidden,
    };
  });
  // tests/links/typical-puzzle.json: Alice at 4, Bob at 7; its custom artifact on the battlefield.
  assert.deepEqual(got.names, ["Alice", "Bob"]);
  assert.deepEqual(got.life, [4, 7]);
  assert.ok(got.battlefield.includes("Empty-Handed Engine"), got.battlefield.join(", "));
  assert.equal(got.battlefield.length, 14);
  assert.equal(got.share, frag);
  assert.equal(got.info, "Shared scenario (opened from a link)");
  assert.equal(got.error, true, "no error shown");
  assert.deepEqual(page.errors, []);
  await page.screenshot({ path: join(SHOTS, "links-01-opened.png"), fullPage: true });
  await page.close();
});

for (const [name, hash, want] of [
  ["wrong version", "#s=v2.AAAA", 'version "v2" is not supported'],
  ["bad base64", "#s=v1.AA*A", "bad base64 at position 2"],
  ["not deflate", "#s=v1.AAAAAAAA", "not deflate"],
  ["HTML in the link", "#s=v1.<img src=x onerror=window.__pwned=1>", "bad base64"],
]) {
  test(`a bad link (${name}) names the problem and shows the gallery and the menu`, async () => {
    const page = await open(`/index.html${hash}`);
    const got = await page.evaluate(() => ({
      error: document.getElementById("error").textContent,
      hidden: document.getElementById("error").hidden,
      menu: document.querySelectorAll("#fallback-menu #fallback-gallery li").length,
      start: document.getElementById("start-menu")?.options.length,
      imgs: document.querySelectorAll("#error *").length,
      pwned: /** @type {any} */ (window).__pwned,
    }));
    assert.equal(got.hidden, false);
    assert.ok(got.error.startsWith("This link could not be opened: link: "), got.error);
    assert.ok(got.error.includes(want), got.error);
    assert.ok(got.menu >= 12, "the gallery is shown in place of the board: the page is usable");
    assert.ok(got.start > 12, "the Start menu is there");
    assert.equal(got.imgs, 0, "the error is text");
    assert.equal(got.pwned, undefined);
    assert.deepEqual(page.errors, []);
    if (name === "bad base64") await page.screenshot({ path: join(SHOTS, "links-02-bad-link.png"), fullPage: true });
    await page.close();
  });
}
