// Issue 13, items 1, 3 and 6: the embeddable board. embed.html in an iframe-sized
// window (720×420, 390×844) with everything in view; <stackwise-board> twice on one
// page, each its own game; reader controls; errors shown as text, never an empty frame.
// Expected outcomes come from the cards and rules: Lightning Bolt deals 3 damage to
// Grizzly Bears (2/2), which is then put into its owner's graveyard (704.5g).
import { test } from "node:test";
import assert from "node:assert/strict";
import { SHOTS, useBrowser, browser } from "./harness.mjs";

useBrowser();

/** Open a page at a viewport size; page errors kept in `page.errors`. */
async function openAt(path, width = 720, height = 420) {
  const { ctx, base } = browser();
  const page = await ctx.newPage();
  await page.setViewportSize({ width, height });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(base + path);
  page.errors = errors;
  return page;
}

/** Wait until every board on the page has loaded (or shown its error). */
async function boardsReady(page, n = 1) {
  await page.waitForFunction((n) => {
    const boards = [...document.querySelectorAll("stackwise-board")];
    return boards.length >= n && boards.every((b) => b.s?.snap || b.s?.error);
  }, n, { timeout: 15000 });
}

/** What a board shows, read from its shadow DOM (names on each battlefield, graveyards, stack). */
function boardState(page, i = 0) {
  return page.evaluate((i) => {
    const b = document.querySelectorAll("stackwise-board")[i];
    const r = b.shadowRoot;
    return {
      battlefield: [...r.querySelectorAll(".sw-row .card")].map((c) => c.dataset.name).sort(),
      hand: [...r.querySelectorAll(".sw-hand .card.in-hand")].map((c) => c.dataset.name).sort(),
      heads: [...r.querySelectorAll(".sw-player-head")].map((x) => x.textContent),
      stack: [...r.querySelectorAll(".sw-stack-item strong")].map((x) => x.textContent),
      error: r.querySelector(".sw-error").textContent,
      narration: r.querySelector(".sw-narration").textContent,
    };
  }, i);
}

/** Boxes of the board's parts in page coordinates (the element's shadow DOM). */
function boxes(page) {
  return page.evaluate(() => {
    const r = document.querySelector("stackwise-board").shadowRoot;
    const box = (sel) => {
      const el = r.querySelector(sel);
      if (!el) return null;
      const b = el.getBoundingClientRect();
      return { x: b.x, y: b.y, w: b.width, h: b.height, right: b.right, bottom: b.bottom };
    };
    return {
      bar: box(".sw-bar"), next: box(".sw-back"), board: box(".sw-board"), stack: box('[data-panel="stack"]'),
      triggers: box('[data-panel="triggers"]'), sba: box('[data-panel="sba"]'), narration: box(".sw-foot"),
      buttons: [...r.querySelectorAll(".sw-bar button:not([hidden]), .sw-bar select:not([hidden])")].map((el) => { const b = el.getBoundingClientRect(); return { top: b.top, right: b.right, label: el.textContent }; }),
      vw: innerWidth, vh: innerHeight,
    };
  });
}

function assertInView(b, what) {
  for (const k of ["bar", "board", "stack", "triggers", "sba", "narration"]) {
    const x = b[k];
    assert.ok(x, `${what}: ${k} is drawn`);
    assert.ok(x.w > 0 && x.h > 0, `${what}: ${k} has a size (${JSON.stringify(x)})`);
    assert.ok(x.x >= 0 && x.y >= 0 && x.right <= b.vw + 0.5 && x.bottom <= b.vh + 0.5, `${what}: ${k} in the ${b.vw}×${b.vh} view (${JSON.stringify(x)})`);
  }
  // The toolbar is one row: every control on the same line, none past the right edge.
  const tops = new Set(b.buttons.map((x) => Math.round(x.top)));
  assert.equal(tops.size, 1, `${what}: the toolbar's controls are on one row (${JSON.stringify(b.buttons)})`);
  assert.ok(b.bar.h < 44, `${what}: the toolbar is one row high (${b.bar.h} px)`);
  for (const x of b.buttons) assert.ok(x.right <= b.vw + 0.5, `${what}: ${x.label} is in view`);
}

test("embed.html at 720×420 and at a phone's 390×844: board, stack, triggers, checks and narration all in view", async () => {
  for (const [w, hgt, name] of [[720, 420, "720x420"], [390, 844, "390x844"]]) {
    const page = await openAt("/embed.html?scenario=bolt-the-bears", w, hgt);
    await boardsReady(page);
    const st = await boardState(page);
    assert.equal(st.error, "");
    assert.deepEqual(st.battlefield, ["Grizzly Bears", "Mountain"]);
    assertInView(await boxes(page), name);
    await page.screenshot({ path: `${SHOTS}/embed-iframe-${name}.png` });
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test("the board inside a real iframe of 720×420 on another page", async () => {
  const page = await openAt("/embed.html?scenario=bolt-the-bears", 900, 600);
  await page.evaluate(() => {
    document.body.replaceChildren();
    const f = document.createElement("iframe");
    f.src = "embed.html?scenario=bolt-the-bears";
    f.width = "720"; f.height = "420"; f.style.border = "0";
    document.body.append(f);
  });
  const frame = await (await page.waitForSelector("iframe")).contentFrame();
  await frame.waitForFunction(() => document.querySelector("stackwise-board")?.s?.snap, null, { timeout: 15000 });
  assertInView(await boxes(frame), "iframe 720×420");
  await page.screenshot({ path: `${SHOTS}/embed-in-iframe.png` });
  await page.close();
});

test("two <stackwise-board>s on one page are independent: acting in one leaves the other unchanged", async () => {
  const page = await openAt("/embed.html?scenario=bolt-the-bears", 1000, 1000);
  await boardsReady(page);
  await page.evaluate(() => {
    const main = document.getElementById("frame");
    main.replaceChildren();
    for (let i = 0; i < 2; i++) {
      const b = document.createElement("stackwise-board");
      b.setAttribute("src", "builtin:bolt-the-bears");
      b.style.height = "440px";
      main.append(b);
    }
  });
  await boardsReady(page, 2);
  const before = await boardState(page, 1);
  // Board 0: Alice casts Lightning Bolt (click it in her hand), targeting Grizzly Bears (click it).
  const b0 = page.locator("stackwise-board").nth(0);
  await b0.locator(".sw-hand .card.in-hand[data-name='Lightning Bolt']").click();
  await b0.locator(".sw-row .card[data-name='Grizzly Bears']").click();
  await page.waitForFunction(() => document.querySelector("stackwise-board").shadowRoot.querySelectorAll(".sw-stack-item").length === 1);
  assert.deepEqual((await boardState(page, 0)).stack, ["Lightning Bolt"]);
  // Both pass: Bolt resolves, 3 damage to the 2/2 Bears, which die (704.5g).
  for (let i = 0; i < 2; i++) {
    await b0.locator(".sw-pass").click();
    await page.waitForFunction(() => !document.querySelector("stackwise-board").s.busy);
  }
  const after0 = await boardState(page, 0);
  assert.deepEqual(after0.battlefield, ["Mountain"], "the Bears died in board 0");
  assert.deepEqual(after0.stack, []);
  assert.match(await b0.locator(".sw-checks, [data-panel='sba']").textContent(), /704\.5g/);
  assert.deepEqual(await boardState(page, 1), before, "board 1 is unchanged");
  assert.notEqual(await page.evaluate(() => { const [a, b] = document.querySelectorAll("stackwise-board"); return a.s.sw === b.s.sw; }), true);
  await page.screenshot({ path: `${SHOTS}/embed-two-boards.png`, fullPage: true });
  // Back (undo) in board 0 brings the Bears back; restart gives the start again.
  await b0.locator(".sw-back").click();
  await b0.locator(".sw-restart").click();
  await page.waitForFunction(() => document.querySelector("stackwise-board").s.snap?.stack.length === 0);
  await boardsReady(page, 2);
  assert.deepEqual((await boardState(page, 0)).battlefield, ["Grizzly Bears", "Mountain"]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a bad src, an unknown id, a bad link and bad inline JSON each show their error as text", async () => {
  const cases = [
    ["/embed.html?scenario=no-such-thing", /unknown built-in id "no-such-thing"/],
    ["/embed.html?src=https://example.com/evil.json", /refused to load https:\/\/example\.com\/evil\.json: https:\/\/example\.com is another origin/],
    ["/embed.html?src=/no/such/file.json", /could not load \/no\/such\/file\.json: HTTP 404/],
    ["/embed.html?src=/embed.css", /\/embed\.css: not JSON/],
    ["/embed.html#s=v1.AAAA", /bad scenario link/],
  ];
  for (const [path, want] of cases) {
    const page = await openAt(path);
    await boardsReady(page);
    const st = await boardState(page);
    assert.match(st.error, want, path);
    const vis = await page.locator("stackwise-board").locator(".sw-error").isVisible();
    assert.ok(vis, `${path}: the error is visible`);
    if (path.includes("example.com")) await page.screenshot({ path: `${SHOTS}/embed-error.png` });
    await page.close();
  }
  // No parameter at all: the page says what to give.
  const page = await openAt("/embed.html");
  assert.match(await page.locator(".sw-page-error").textContent(), /nothing to show/);
  // Inline JSON that is not JSON, and a scenario naming an unknown card: errors naming the problem.
  await page.evaluate(() => {
    const main = document.getElementById("frame");
    main.replaceChildren();
    for (const text of ["{ not json", JSON.stringify({ format: "stackwise-scenario", version: 1, players: [{ name: "A", battlefield: [{ card: "No Such Card Anywhere" }] }, { name: "B" }] })]) {
      const b = document.createElement("stackwise-board");
      const s = document.createElement("script");
      s.type = "application/json";
      s.textContent = text;
      b.append(s);
      main.append(b);
    }
  });
  await boardsReady(page, 2);
  assert.match((await boardState(page, 0)).error, /inline JSON: not JSON/);
  assert.match((await boardState(page, 1)).error, /No Such Card Anywhere/);
  await page.close();
});
