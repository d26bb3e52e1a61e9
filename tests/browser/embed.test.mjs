// The embeddable board. embed.html in an iframe-sized
// window (720×420, 390×844) with everything in view; <stackwise-board> twice on one
// page, each its own game; reader controls; errors shown as text, never an empty frame.
// Expected outcomes come from the cards and rules: Lightning Bolt deals 3 damage to
// Grizzly Bears (2/2), which is then put into its owner's graveyard (704.5g).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { SHOTS, useBrowser, browser } from "./harness.mjs";
import { fileFor } from "../../scripts/serve.mjs";

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
      buttons: [...r.querySelectorAll(".sw-bar button:not([hidden]), .sw-bar select:not([hidden])")].map((el) => { const b = el.getBoundingClientRect(); return { mid: b.top + b.height / 2, right: b.right, label: el.textContent }; }),
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
  const mids = b.buttons.map((x) => x.mid);
  assert.ok(Math.max(...mids) - Math.min(...mids) < 4, `${what}: the toolbar's controls are on one row (${JSON.stringify(b.buttons)})`);
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

test("a tutorial in embed.html at 720×420 and 390×844: the reader controls on one row, all in view", async () => {
  for (const [w, hgt, name] of [[720, 420, "720x420"], [390, 844, "390x844"]]) {
    const page = await openAt("/embed.html?tutorial=countered-target-left", w, hgt);
    await boardsReady(page);
    assert.equal((await boardState(page)).error, "");
    const b = await boxes(page);
    assertInView(b, `tutorial ${name}`);
    assert.deepEqual(b.buttons.map((x) => x.label.length > 0), b.buttons.map(() => true));
    assert.equal(b.buttons.length, 6, "back, next, restart, autoplay, speed, play freely");
    await page.screenshot({ path: `${SHOTS}/embed-tutorial-${name}.png` });
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
    ["/embed.html?scenario=no-such-thing", /unknown built-in scenario "no-such-thing"/],
    ["/embed.html?tutorial=bolt-the-bears", /unknown built-in tutorial "bolt-the-bears"/],
    ["/embed.html?src=/no/such/file.json", /could not load http:\/\/127\.0\.0\.1:\d+\/no\/such\/file\.json: HTTP 404 \(not found/],
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
    if (path.includes("no/such")) await page.screenshot({ path: `${SHOTS}/embed-error-404.png` });
    await page.close();
  }
  // Another origin in ?src=: refused by the page before any board is made (its text names the origin).
  const away = await openAt("/embed.html?src=https://example.com/evil.json");
  assert.match(await away.locator(".sw-page-error").textContent(), /refused to load https:\/\/example\.com\/evil\.json: https:\/\/example\.com is another origin/);
  await away.screenshot({ path: `${SHOTS}/embed-error.png` });
  await away.close();
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
  // A new src loads the new board: the error goes, the board shows.
  await page.evaluate(() => document.querySelector("stackwise-board").setAttribute("src", "scenario:bolt-the-bears"));
  await page.waitForFunction(() => document.querySelector("stackwise-board").s.snap);
  const fixed = await boardState(page, 0);
  assert.equal(fixed.error, "");
  assert.deepEqual(fixed.battlefield, ["Grizzly Bears", "Mountain"]);
  assert.ok(await page.locator("stackwise-board").nth(0).locator(".sw-board").isVisible());
  await page.close();
});

// ---------- tutorials (docs/tutorials.md), played by the engine's Tutorial player ----------

/** The tutorial state a board shows: its step counter, narration, hint, and what is outlined. */
function reader(page, i = 0) {
  return page.evaluate((i) => {
    const r = document.querySelectorAll("stackwise-board")[i].shadowRoot;
    return {
      count: r.querySelector(".sw-count").textContent,
      narration: r.querySelector(".sw-narration").textContent,
      hint: r.querySelector(".sw-hint")?.textContent ?? "",
      explain: r.querySelector(".sw-explain").textContent,
      outlined: [...r.querySelectorAll(".sw-hl")].map((e) => e.dataset.name ?? e.dataset.panel ?? e.className),
      nextDisabled: r.querySelector(".sw-next").disabled,
      auto: r.querySelector(".sw-auto").getAttribute("aria-pressed"),
      liveRegion: r.querySelector(".sw-narration").getAttribute("aria-live"),
    };
  }, i);
}

const idle = (page, i = 0) => page.waitForFunction((i) => { const b = document.querySelectorAll("stackwise-board")[i]; return !b.s.busy && !b.s.pending; }, i);

test("a tutorial: next, back and restart; narration in a live region with rule buttons; highlights from the step", async () => {
  const page = await openAt("/embed.html?tutorial=stack-and-priority");
  await boardsReady(page);
  let r = await reader(page);
  assert.equal(r.count, "1/4");
  assert.equal(r.liveRegion, "polite");
  assert.match(r.narration, /Alice has Lightning Bolt/);
  // tutorials/stack-and-priority.json step 1 highlights @bolt and @bears.
  assert.deepEqual(r.outlined.sort(), ["Grizzly Bears", "Lightning Bolt"]);
  // The rule number 116.3a in the narration is a button showing its explanation.
  const b = page.locator("stackwise-board");
  await b.locator(".sw-narration .sw-rule", { hasText: "116.3a" }).click();
  assert.match((await reader(page)).explain, /^116\.3a: /);
  await b.locator(".sw-next").click();
  await idle(page);
  r = await reader(page);
  assert.equal(r.count, "2/4");
  assert.ok(r.nextDisabled, "an ask step waits for the reader: Next is disabled");
  await b.locator(".sw-back").click();
  assert.equal((await reader(page)).count, "1/4");
  await b.locator(".sw-next").click();
  await idle(page);
  // Answer the ask (cast Lightning Bolt at the Bears), then Next plays Alice's pass.
  await b.locator(".sw-hand .card.in-hand[data-name='Lightning Bolt']").click();
  await b.locator(".sw-row .card[data-name='Grizzly Bears']").click();
  await idle(page);
  r = await reader(page);
  assert.equal(r.count, "3/4");
  assert.deepEqual((await boardState(page)).stack, ["Lightning Bolt"]);
  assert.ok(r.outlined.includes("stack"), "step 3 outlines the stack panel");
  await page.screenshot({ path: `${SHOTS}/embed-tutorial-step3.png` });
  await b.locator(".sw-next").click();
  await idle(page);
  assert.equal((await reader(page)).count, "4/4");
  // Step 4 (pause "sba"): Bob passes, the Bolt resolves and the 2/2 Bears die to 704.5g;
  // playback stops after the state-based check, the narration naming it, and Next goes on.
  await b.locator(".sw-next").click();
  await page.waitForFunction(() => document.querySelector("stackwise-board").s.pending);
  assert.match((await reader(page)).narration, /704\.5g/);
  await page.screenshot({ path: `${SHOTS}/embed-tutorial-paused-sba.png` });
  while (await page.evaluate(() => !!document.querySelector("stackwise-board").s.pending)) await b.locator(".sw-next").click();
  await idle(page);
  r = await reader(page);
  assert.equal(r.count, "4/4");
  assert.deepEqual((await boardState(page)).battlefield, ["Mountain"]);
  assert.match(await b.locator("[data-panel='sba']").textContent(), /704\.5g/);
  await page.screenshot({ path: `${SHOTS}/embed-tutorial-end.png` });
  await b.locator(".sw-restart").click();
  r = await reader(page);
  assert.equal(r.count, "1/4");
  assert.deepEqual((await boardState(page)).battlefield, ["Grizzly Bears", "Mountain"]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("an ask step: a wrong action gets the hint and the board is unchanged; the right one is accepted", async () => {
  const page = await openAt("/embed.html?tutorial=stack-and-priority", 720, 420);
  await boardsReady(page);
  const b = page.locator("stackwise-board");
  await b.locator(".sw-next").click();
  await idle(page);
  const before = await boardState(page);
  // Wrong: pass priority instead of casting the Bolt.
  await b.locator(".sw-pass").click();
  await idle(page);
  let r = await reader(page);
  assert.match(r.hint, /Cast Lightning Bolt \(the card in Alice's hand\)/);
  assert.equal(r.count, "2/4");
  assert.deepEqual(await boardState(page).then((s) => ({ ...s, narration: "" })), { ...before, narration: "" });
  // Wrong: the Bolt at Bob instead of the Bears. Choosing the card leaves the narration as it was:
  // the live region is not rewritten (a screen reader would announce it again).
  await page.evaluate(() => { window.__narr = document.querySelector("stackwise-board").shadowRoot.querySelector(".sw-narration p"); });
  await b.locator(".sw-hand .card.in-hand[data-name='Lightning Bolt']").click();
  assert.ok(await page.evaluate(() => document.querySelector("stackwise-board").shadowRoot.querySelector(".sw-narration p") === window.__narr), "the narration was not rewritten");
  await b.locator(".sw-player-head[data-player='1']").click();
  await idle(page);
  r = await reader(page);
  assert.match(r.hint, /choose Grizzly Bears as its target/);
  assert.deepEqual((await boardState(page)).stack, []);
  assert.equal((await boardState(page)).heads.join("|"), before.heads.join("|"), "life and priority unchanged");
  await page.screenshot({ path: `${SHOTS}/embed-ask-hint.png` });
  // Right: the Bolt at the Bears.
  await b.locator(".sw-hand .card.in-hand[data-name='Lightning Bolt']").click();
  await b.locator(".sw-row .card[data-name='Grizzly Bears']").click();
  await idle(page);
  r = await reader(page);
  assert.equal(r.count, "3/4");
  assert.equal(r.hint, "");
  assert.deepEqual((await boardState(page)).stack, ["Lightning Bolt"]);
  await page.close();
});

test("play freely leaves the script, and back to the tutorial returns to the step", async () => {
  const page = await openAt("/embed.html?tutorial=stack-and-priority", 720, 420);
  await boardsReady(page);
  const b = page.locator("stackwise-board");
  await b.locator(".sw-free").click();
  assert.equal((await reader(page)).count, "free play");
  // Free play: Alice plays the Bolt at Bob himself, and both pass: Bob is at 17 (3 damage).
  await b.locator(".sw-hand .card.in-hand[data-name='Lightning Bolt']").click();
  await b.locator(".sw-player-head[data-player='1']").click();
  await idle(page);
  for (let i = 0; i < 2; i++) { await b.locator(".sw-pass").click(); await idle(page); }
  assert.match((await boardState(page)).heads[1], /♥ 17/);
  assert.equal(await b.locator(".sw-free").textContent(), "Back to the tutorial");
  await b.locator(".sw-free").click();
  const r = await reader(page);
  assert.equal(r.count, "1/4");
  assert.match((await boardState(page)).heads[1], /♥ 20/);
  assert.deepEqual((await boardState(page)).hand, ["Lightning Bolt"]);
  await page.close();
});

test("keyboard only: Tab to the board, → and ← step, Space toggles autoplay, the ask answered with Tab and Enter", async () => {
  const page = await openAt("/embed.html?tutorial=stack-and-priority", 720, 420);
  await boardsReady(page);
  await page.keyboard.press("Tab");
  const focused = await page.evaluate(() => document.querySelector("stackwise-board").shadowRoot.activeElement?.className);
  assert.match(focused, /sw-frame/, "the first Tab focuses the board");
  await page.keyboard.press("ArrowRight");
  await idle(page);
  assert.equal((await reader(page)).count, "2/4");
  await page.keyboard.press("ArrowLeft");
  assert.equal((await reader(page)).count, "1/4");
  await page.keyboard.press("ArrowRight");
  await idle(page);
  // The ask: Tab to "Cast Lightning Bolt", Enter, then Tab to the Bears' target button, Enter.
  const tabTo = async (text) => {
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const t = await page.evaluate(() => document.querySelector("stackwise-board").shadowRoot.activeElement?.textContent ?? "");
      if (t === text) return;
    }
    throw new Error(`no focusable "${text}"`);
  };
  await tabTo("Cast Lightning Bolt");
  await page.keyboard.press("Enter");
  await tabTo("Grizzly Bears");
  await page.keyboard.press("Enter");
  await idle(page);
  assert.equal((await reader(page)).count, "3/4");
  // Space on the board (not on a button) starts autoplay; it plays on to the end and stops.
  await page.evaluate(() => document.querySelector("stackwise-board").shadowRoot.querySelector(".sw-frame").focus());
  await page.keyboard.press("Space");
  assert.equal((await reader(page)).auto, "true");
  await page.waitForFunction(() => document.querySelector("stackwise-board").shadowRoot.querySelector(".sw-auto").getAttribute("aria-pressed") === "false", null, { timeout: 15000 });
  assert.deepEqual((await boardState(page)).battlefield, ["Mountain"], "autoplay reached the end: the Bears died (704.5g)");
  await page.screenshot({ path: `${SHOTS}/embed-keyboard.png` });
  await page.close();
});

test("pause at each event: Next goes on event by event, the narration naming each event's rule", async () => {
  const page = await openAt("/embed.html?scenario=bolt-the-bears", 720, 420);
  await boardsReady(page);
  await page.evaluate(() => {
    const main = document.getElementById("frame");
    const b = document.createElement("stackwise-board");
    const s = document.createElement("script");
    s.type = "application/json";
    s.textContent = JSON.stringify({ format: "stackwise-tutorial", version: 1, title: "Bolt, event by event", description: "", scenario: "bolt-the-bears",
      steps: [{ narration: "Alice casts the Bolt.", do: [{ action: "cast_spell", player: 0, card: "@bolt", targets: [{ object: "@bears" }], auto_pay: true }], pause: "event" }, { narration: "Done." }] });
    b.append(s);
    main.replaceChildren(b);
  });
  await boardsReady(page);
  const b = page.locator("stackwise-board");
  await b.locator(".sw-next").click();
  await page.waitForFunction(() => document.querySelector("stackwise-board").s.pending);
  // 601.2: casting is several events (the spell moves to the stack, costs are paid...): paused after the first.
  assert.match((await reader(page)).narration, /\(\d{3}\.\d+[a-z]?\)/);
  let n = 1;
  while (await page.evaluate(() => !!document.querySelector("stackwise-board").s.pending)) {
    await b.locator(".sw-next").click();
    n++;
    assert.ok(n < 50, "the playback ends");
  }
  assert.ok(n >= 2, `paused at ${n} events`);
  assert.equal((await reader(page)).count, "2/2");
  assert.deepEqual((await boardState(page)).stack, ["Lightning Bolt"]);
  await page.close();
});

test("the demo article: three boards in its prose load, and stepping one leaves the others where they were", async () => {
  const page = await openAt("/demo-article.html", 820, 900);
  await boardsReady(page, 3);
  for (let i = 0; i < 3; i++) {
    assert.equal((await boardState(page, i)).error, "", `board ${i}`);
    assert.match((await reader(page, i)).count, /^1\/\d+$/, `board ${i}`);
  }
  const b0 = page.locator("stackwise-board").nth(0);
  await b0.locator(".sw-next").click();
  await idle(page, 0);
  assert.match((await reader(page, 0)).count, /^2\//);
  assert.match((await reader(page, 1)).count, /^1\//);
  assert.match((await reader(page, 2)).count, /^1\//);
  // Two more steps: Alice attacks with both Bears, Bob blocks one (508.1, 509.1); combat is drawn on the board.
  for (let i = 0; i < 2; i++) { await b0.locator(".sw-next").click(); await idle(page, 0); }
  assert.match((await reader(page, 0)).count, /^4\//);
  assert.equal(await b0.locator(".combat-tag.attacking").count(), 2);
  assert.equal(await b0.locator(".combat-tag.blocking").count(), 1);
  await b0.screenshot({ path: `${SHOTS}/embed-article-combat.png` });
  // The article's inline tutorials play to their end (asks answered as the checker answers them):
  // the trade leaves Bob at 18 (the unblocked 2/2), the two Blood Artists drain Bob 2 and give Alice 2.
  const ends = await page.evaluate(async () => {
    const { Tutorial } = await import("/pkg/stackwise.js");
    return [...document.querySelectorAll("stackwise-board script[type='application/json']")].map((s) => {
      const t = Tutorial.fromTutorial(s.textContent);
      t.goto(t.count());
      const snap = t.snapshot();
      return { done: t.current().done, life: snap.players.map((p) => p.life), bf: snap.battlefield.flatMap((e) => Array(e.count).fill(e.name)).sort() };
    });
  });
  assert.deepEqual(ends, [
    { done: true, life: [20, 18], bf: ["Grizzly Bears"] },
    { done: true, life: [22, 18], bf: ["Blood Artist", "Blood Artist", "Mountain"] },
  ]);
  await page.screenshot({ path: `${SHOTS}/embed-demo-article.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => document.querySelector("stackwise-board").classList.contains("sw-compact"));
  await page.screenshot({ path: `${SHOTS}/embed-demo-article-phone.png` });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("?src= loads same-origin tutorial JSON, and #s= opens a scenario link", async () => {
  // A tutorial file on this origin (served by the test through a route: www/ holds no tutorial file).
  const { ctx, base } = browser();
  const page = await ctx.newPage();
  await page.setViewportSize({ width: 720, height: 420 });
  const tutorial = JSON.stringify({ format: "stackwise-tutorial", version: 1, title: "From a file", description: "", scenario: "fizzle",
    steps: [{ narration: "Bob has Grizzly Bears (302.6)." , highlight: ["@bears"] }, { narration: "The end." }] });
  await page.route(`${base}/my-tutorials/fizzle.json`, (r) => r.fulfill({ status: 200, contentType: "application/json", body: tutorial }));
  await page.goto(`${base}/embed.html?src=/my-tutorials/fizzle.json`);
  await boardsReady(page);
  let r = await reader(page);
  assert.equal(r.count, "1/2");
  assert.deepEqual(r.outlined, ["Grizzly Bears"]);
  assert.equal((await boardState(page)).error, "");
  // A scenario link made by the engine from a built-in scenario's text.
  const frag = await page.evaluate(async () => {
    const { Stackwise } = await import("/pkg/stackwise.js");
    return Stackwise.scenarioLink(Stackwise.scenarioText("combat-trade"));
  });
  assert.match(frag, /^#s=v1\./);
  await page.goto(`${base}/embed.html${frag}`);
  await boardsReady(page);
  const st = await boardState(page);
  assert.equal(st.error, "");
  // scenarios/combat-trade.json: Alice has two Grizzly Bears, Bob one.
  assert.deepEqual(st.battlefield, ["Grizzly Bears", "Grizzly Bears", "Grizzly Bears"]);
  assert.match(st.heads[0], /^Alice/);
  await page.close();
});

test("free play answers decisions: the order of two triggers (603.3b) and their targets", async () => {
  const page = await openAt("/embed.html?scenario=two-artists", 720, 420);
  await boardsReady(page);
  const b = page.locator("stackwise-board");
  await b.locator(".sw-hand .card.in-hand[data-name='Lightning Bolt']").click();
  await b.locator(".sw-row .card[data-name='Grizzly Bears']").click();
  await idle(page);
  for (let i = 0; i < 2; i++) { await b.locator(".sw-pass").click(); await idle(page); }
  // The Bears died (704.5g); both Blood Artists triggered and Alice orders them (603.3b).
  assert.equal(await b.locator(".sw-order li").count(), 2);
  await b.locator(".sw-order li").nth(1).locator("button", { hasText: "↑" }).click();
  await b.locator(".sw-actions button.primary").click();
  await idle(page);
  // Each ability's target (603.3d): Bob, twice.
  for (let i = 0; i < 2; i++) {
    await b.locator(".sw-actions button", { hasText: "Choose targets" }).click();
    await b.locator(".sw-actions button", { hasText: "Bob" }).click();
    await idle(page);
  }
  assert.deepEqual((await boardState(page)).stack, ["Blood Artist (ability)", "Blood Artist (ability)"]);
  await page.screenshot({ path: `${SHOTS}/embed-free-triggers.png` });
  for (let i = 0; i < 4; i++) { await b.locator(".sw-pass").click(); await idle(page); }
  // Each ability: Bob loses 1, Alice gains 1.
  const heads = (await boardState(page)).heads;
  assert.match(heads[0], /♥ 22/);
  assert.match(heads[1], /♥ 18/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the stack is listed top first, and a step's stack:0 outlines the top entry", async () => {
  const page = await openAt("/embed.html?scenario=fizzle", 720, 420);
  await boardsReady(page);
  const b = page.locator("stackwise-board");
  // Alice bolts the Bears and passes; Bob responds with his own Bolt: his is on top (405.5).
  await b.locator(".sw-hand .card.in-hand[data-name='Lightning Bolt']").first().click();
  await b.locator(".sw-row .card[data-name='Grizzly Bears']").click();
  await idle(page);
  await b.locator(".sw-pass").click();
  await idle(page);
  await b.locator(".sw-actions button", { hasText: "Cast Lightning Bolt" }).click();
  await b.locator(".sw-row .card[data-name='Grizzly Bears']").click();
  await idle(page);
  const items = await b.locator(".sw-stack-item").allTextContents();
  assert.equal(items.length, 2);
  assert.match(items[0], /Lightning Bolt · Bob · top/);
  assert.match(items[1], /Lightning Bolt · Alice/);
  await page.close();
  // A tutorial whose second step outlines stack:0 (the top) after both Bolts are cast: Bob's.
  const p2 = await openAt("/embed.html?scenario=fizzle", 720, 420);
  await boardsReady(p2);
  await p2.evaluate(() => {
    const b = document.createElement("stackwise-board");
    const s = document.createElement("script");
    s.type = "application/json";
    s.textContent = JSON.stringify({ format: "stackwise-tutorial", version: 1, title: "Top of the stack", scenario: "fizzle", steps: [
      { narration: "Both cast.", do: [
        { action: "cast_spell", player: 0, card: "@bolt1", targets: [{ object: "@bears" }], auto_pay: true },
        { action: "pass_priority", player: 0 },
        { action: "cast_spell", player: 1, card: "@bolt2", targets: [{ object: "@bears" }], auto_pay: true }] },
      { narration: "The top of the stack.", highlight: ["stack:0"] }] });
    b.append(s);
    document.getElementById("frame").replaceChildren(b);
  });
  await boardsReady(p2);
  await p2.locator("stackwise-board").locator(".sw-next").click();
  await idle(p2);
  const outlined = await p2.evaluate(() => [...document.querySelector("stackwise-board").shadowRoot.querySelectorAll(".sw-hl")].map((e) => e.textContent));
  assert.equal(outlined.length, 1);
  assert.match(outlined[0], /Lightning Bolt · Bob · top/);
  await p2.close();
});

test("free play answers combat: attackers (508.1) and blockers (509.1) with the playground's forms, then the trade (510.2, 704.5g)", async () => {
  // combat-trade: Alice's two Grizzly Bears against Bob's one, at the beginning of combat.
  const page = await openAt("/embed.html?scenario=combat-trade", 720, 420);
  await boardsReady(page);
  const b = page.locator("stackwise-board");
  const pending = () => page.evaluate(() => /** @type {any} */ (document.querySelector("stackwise-board")).s.snap.pending?.decision ?? null);
  for (let i = 0; i < 4 && (await pending()) !== "declare_attackers"; i++) { await b.locator(".sw-pass").click(); await idle(page); }
  assert.equal(await pending(), "declare_attackers");
  // Both Bears attack Bob (the only thing to attack: chosen for each row, 508.1b).
  const boxes = b.locator(".sw-actions input[type=checkbox]");
  assert.equal(await boxes.count(), 2);
  for (let i = 0; i < 2; i++) await boxes.nth(i).check();
  await b.locator(".sw-actions button", { hasText: "Declare attackers" }).click();
  await idle(page);
  for (let i = 0; i < 4 && (await pending()) !== "declare_blockers"; i++) { await b.locator(".sw-pass").click(); await idle(page); }
  assert.equal(await pending(), "declare_blockers");
  // Bob's Bears blocks the first attacker.
  const sel = b.locator(".sw-actions select").first();
  const first = await sel.locator("option").nth(1).getAttribute("value");
  await sel.selectOption(first);
  await b.locator(".sw-actions button", { hasText: "Declare blockers" }).click();
  await idle(page);
  for (let i = 0; i < 6 && !(await boardState(page)).heads[1].match(/♥ 18/); i++) { await b.locator(".sw-pass").click(); await idle(page); }
  // 510.2: the unblocked Bears deals 2 to Bob; the blocked pair trade (704.5g), one Bears left.
  const s = await boardState(page);
  assert.match(s.heads[1], /♥ 18/);
  assert.deepEqual(s.battlefield, ["Grizzly Bears"]);
  await page.screenshot({ path: `${SHOTS}/embed-free-combat.png` });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("casting in free play: X damage divided, X following from the shares (601.2b, 601.2d)", async () => {
  // r601-2d-rolling-thunder: Alice's Rolling Thunder and five Mountains, Bob's Grizzly Bears.
  const page = await openAt("/embed.html?scenario=r601-2d-rolling-thunder", 720, 420);
  await boardsReady(page);
  const b = page.locator("stackwise-board");
  await b.locator(".sw-hand .card.in-hand[data-name='Rolling Thunder']").click();
  await b.locator(".sw-row .card[data-name='Grizzly Bears']").click();
  await b.locator(".sw-actions button", { hasText: "Bob" }).click();
  await b.locator(".sw-actions button", { hasText: "No more targets" }).click();
  // A share for each target, no X asked: X is their sum.
  assert.equal(await b.locator(".sw-actions input[aria-label='X']").count(), 0);
  const split = b.locator(".sw-actions input[type=number]");
  assert.equal(await split.count(), 2);
  await split.nth(0).fill("2");
  await page.screenshot({ path: `${SHOTS}/embed-divide-x.png` });
  await b.locator(".sw-actions button", { hasText: "Done" }).click();
  await idle(page);
  for (let i = 0; i < 2; i++) { await b.locator(".sw-pass").click(); await idle(page); }
  const s = await boardState(page);
  assert.match(s.heads[1], /♥ 19/);
  assert.deepEqual(s.battlefield.filter((n) => n === "Grizzly Bears"), [], "2 to the 2/2 Bears");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("casting in free play: damage divided among two targets (601.2d) and a spell with X (601.2b)", async () => {
  // r601-2d-forked-bolt: Alice's Forked Bolt (2 damage divided among one or two targets), Bob's Grizzly Bears.
  const page = await openAt("/embed.html?scenario=r601-2d-forked-bolt", 720, 420);
  await boardsReady(page);
  const b = page.locator("stackwise-board");
  await b.locator(".sw-hand .card.in-hand[data-name='Forked Bolt']").click();
  await b.locator(".sw-row .card[data-name='Grizzly Bears']").click();
  await b.locator(".sw-actions button", { hasText: "Bob" }).click();
  // Both targets chosen: the division is asked (at least 1 each), 1 and 1 to start.
  const split = b.locator(".sw-actions input[type=number]");
  assert.equal(await split.count(), 2);
  assert.deepEqual([await split.nth(0).inputValue(), await split.nth(1).inputValue()], ["1", "1"]);
  await b.locator(".sw-actions button", { hasText: "Done" }).click();
  await idle(page);
  for (let i = 0; i < 2; i++) { await b.locator(".sw-pass").click(); await idle(page); }
  // 1 damage to the 2/2 Bears (it survives) and 1 to Bob.
  let s = await boardState(page);
  assert.match(s.heads[1], /♥ 19/);
  assert.deepEqual(s.battlefield.filter((n) => n === "Grizzly Bears"), ["Grizzly Bears"]);

  // Blaze ({X}{R}: X damage to any target) with X = 3 at Bob, from a scenario link.
  const link = await page.evaluate(async () => {
    const { Stackwise } = await import("/pkg/stackwise.js");
    return Stackwise.scenarioLink(JSON.stringify({ format: "stackwise-scenario", version: 1, turn: { number: 2, step: "precombat_main" },
      players: [{ name: "Alice", hand: ["Blaze"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] }, { name: "Bob" }] }));
  });
  await page.goto(`${new URL(page.url()).origin}/embed.html${link}`);
  await boardsReady(page);
  await b.locator(".sw-hand .card.in-hand[data-name='Blaze']").click();
  await b.locator(".sw-actions button", { hasText: "Bob" }).click();
  const x = b.locator(".sw-actions input[aria-label='X']");
  await x.fill("3");
  await page.screenshot({ path: `${SHOTS}/embed-free-x.png` });
  await b.locator(".sw-actions button", { hasText: "Done" }).click();
  await idle(page);
  for (let i = 0; i < 2; i++) { await b.locator(".sw-pass").click(); await idle(page); }
  s = await boardState(page);
  assert.match(s.heads[1], /♥ 17/, "X = 3");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("an additional cost that takes X in free play: X announced first, then the cards (601.2b, Harvest Pyre)", async () => {
  const page = await openAt("/embed.html?scenario=bolt-the-bears", 720, 420);
  await boardsReady(page);
  const link = await page.evaluate(async () => {
    const { Stackwise } = await import("/pkg/stackwise.js");
    const pyre = { name: "Harvest Pyre", mana_cost: "{1}{R}", type: "Instant", text: "As an additional cost to cast Harvest Pyre, exile X cards from your graveyard.\nHarvest Pyre deals X damage to target creature." };
    return Stackwise.scenarioLink(JSON.stringify({ format: "stackwise-scenario", version: 2, cards: [pyre], turn: { number: 2, step: "precombat_main" },
      players: [{ name: "Alice", hand: ["Harvest Pyre"], graveyard: ["Forest", "Forest", "Island"], battlefield: ["Mountain", "Mountain"] }, { name: "Bob", battlefield: ["Hill Giant"] }] }));
  });
  await page.goto(`${new URL(page.url()).origin}/embed.html${link}`);
  await boardsReady(page);
  const b = page.locator("stackwise-board");
  await b.locator(".sw-hand .card.in-hand[data-name='Harvest Pyre']").click();
  assert.match(await b.locator(".sw-actions .sw-prompt").first().textContent(), /announce X, the number of cards to exile .*up to 3/);
  await b.locator(".sw-actions .x-cost input").fill("3");
  await b.locator(".sw-actions .x-cost button").click();
  // Then the three cards to exile from the graveyard, then the target.
  for (let i = 0; i < 3; i++) {
    assert.match(await b.locator(".sw-actions .sw-prompt").first().textContent(), /exile from your graveyard/);
    await b.locator(".sw-actions button", { hasText: /Forest|Island/ }).first().click();
  }
  await b.locator(".sw-actions button", { hasText: "Hill Giant" }).click();
  await idle(page);
  for (let i = 0; i < 2; i++) { await b.locator(".sw-pass").click(); await idle(page); }
  const s = await boardState(page);
  assert.ok(!s.battlefield.includes("Hill Giant"), "X = 3 damage to the 3/3");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("an ability with a sacrifice cost in free play: the permanent to sacrifice first (602.2b), then the target", async () => {
  const page = await openAt("/embed.html?scenario=bolt-the-bears", 720, 420);
  await boardsReady(page);
  const link = await page.evaluate(async () => {
    const { Stackwise } = await import("/pkg/stackwise.js");
    return Stackwise.scenarioLink(JSON.stringify({ format: "stackwise-scenario", version: 1, turn: { number: 2, step: "precombat_main" },
      players: [{ name: "Alice", battlefield: ["Goblin Bombardment", "Grizzly Bears"] }, { name: "Bob" }] }));
  });
  await page.goto(`${new URL(page.url()).origin}/embed.html${link}`);
  await boardsReady(page);
  const b = page.locator("stackwise-board");
  await b.locator(".sw-actions button", { hasText: "Goblin Bombardment" }).click();
  // First the cost: the only creature, the Bears; then the target: Bob.
  assert.match(await b.locator(".sw-actions .sw-prompt").first().textContent(), /sacrifice/);
  await b.locator(".sw-actions button", { hasText: "Grizzly Bears" }).click();
  await b.locator(".sw-actions button", { hasText: "Bob" }).click();
  await idle(page);
  // The Bears were sacrificed as the cost was paid; the ability waits on the stack.
  let s = await boardState(page);
  assert.deepEqual(s.battlefield, ["Goblin Bombardment"]);
  assert.equal(s.stack.length, 1);
  for (let i = 0; i < 2; i++) { await b.locator(".sw-pass").click(); await idle(page); }
  s = await boardState(page);
  assert.match(s.heads[1], /♥ 19/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a mana ability of a chosen colour in free play: Gilded Lotus's colour is picked as it is activated (106.3, 605.3b)", async () => {
  const page = await openAt("/embed.html?scenario=bolt-the-bears", 720, 420);
  await boardsReady(page);
  const link = await page.evaluate(async () => {
    const { Stackwise } = await import("/pkg/stackwise.js");
    return Stackwise.scenarioLink(JSON.stringify({ format: "stackwise-scenario", version: 1, turn: { number: 2, step: "precombat_main" },
      players: [{ name: "Alice", battlefield: ["Gilded Lotus"] }, { name: "Bob" }] }));
  });
  await page.goto(`${new URL(page.url()).origin}/embed.html${link}`);
  await boardsReady(page);
  const b = page.locator("stackwise-board");
  await b.locator(".sw-actions button", { hasText: "Gilded Lotus" }).click();
  assert.match(await b.locator(".sw-actions .sw-prompt").first().textContent(), /choose the mana it adds/);
  assert.equal(await b.locator(".sw-actions .mana-choice button").count(), 5);
  await page.screenshot({ path: `${SHOTS}/embed-free-mana-choice.png` });
  await b.locator(".sw-actions .mana-choice button[aria-label='3 blue mana']").click();
  await idle(page);
  const pool = await page.evaluate(() => document.querySelector("stackwise-board").s.snap.players[0].mana_pool);
  assert.deepEqual(pool, { blue: 3 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

// ---------- the files authors embed: served by `npm start` at the README's paths ----------

/**
 * An author's site, on two more ports (two more origins than the served one, `base`):
 * `site` serves the author's pages (`/host/NAME.html`, written by `hostPage`) and passes
 * every other path on to `npm start`'s server unchanged (its status, type and body), so
 * that a page there loads `/stackwise-board.js` and `/tutorials/…` from its own origin.
 * `data` serves `tutorial.json` (tutorials/stack-and-priority.json) under `/cors/`, with
 * "Access-Control-Allow-Origin: *", and under `/plain/`, with no CORS header.
 * Every request is counted in `hits` by origin and path.
 */
const pages = new Map();
const hits = new Map();
let site, data, siteBase, dataBase;
function author(which) {
  return async (req, res) => {
    const path = new URL(req.url, "http://x").pathname;
    const at = `${which === "site" ? siteBase : dataBase}${path}`;
    hits.set(at, (hits.get(at) ?? 0) + 1);
    if (which === "site" && pages.has(path)) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(pages.get(path));
    }
    if (which === "site") {
      const got = await fetch(browser().base + req.url);
      res.writeHead(got.status, { "content-type": got.headers.get("content-type") ?? "text/plain" });
      return res.end(Buffer.from(await got.arrayBuffer()));
    }
    const cors = path.startsWith("/cors/") ? { "access-control-allow-origin": "*" } : {};
    if (/^\/(cors|plain)\/tutorial\.json$/.test(path)) {
      res.writeHead(200, { "content-type": "application/json", ...cors });
      return res.end(readFileSync("tutorials/stack-and-priority.json"));
    }
    res.writeHead(404, cors);
    res.end("not found");
  };
}
before(async () => {
  site = createServer(author("site"));
  data = createServer(author("data"));
  await Promise.all([site, data].map((srv) => new Promise((ok) => srv.listen(0, "127.0.0.1", ok))));
  siteBase = `http://127.0.0.1:${site.address().port}`;
  dataBase = `http://127.0.0.1:${data.address().port}`;
});
after(() => { site?.close(); data?.close(); });

/**
 * An author's page at `${siteBase}/host/NAME.html` with `body` (the README's script tag and
 * elements); `routes(page)` is awaited before it opens. The page keeps every
 * `stackwise-error`'s detail in `window.__errors` (the event bubbles to the document).
 */
async function hostPage(name, body, { width = 720, height = 1000, routes = null } = {}) {
  const { ctx } = browser();
  const page = await ctx.newPage();
  await page.setViewportSize({ width, height });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.errors = errors;
  pages.set(`/host/${name}.html`, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>
<script>window.__errors = []; addEventListener("stackwise-error", (e) => window.__errors.push(e.detail));</script></head>
<body style="font-family: system-ui, sans-serif; margin: 16px"><h1 style="font-size: 18px">An author's page: ${name}</h1>${body}</body></html>`);
  if (routes) await routes(page);
  await page.goto(`${siteBase}/host/${name}.html`);
  return page;
}

const tutorialSteps = JSON.parse(readFileSync("tutorials/stack-and-priority.json", "utf8")).steps.length;
const re = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("npm start's server: tutorials/, scenarios/ and puzzles/ served read-only at /tutorials/, /scenarios/, /puzzles/; anything else a 404", async () => {
  const { base } = browser();
  for (const [path, file] of [
    ["/tutorials/stack-and-priority.json", "tutorials/stack-and-priority.json"],
    ["/scenarios/bolt-the-bears.json", "scenarios/bolt-the-bears.json"],
    ["/puzzles/01-upkeep-order.json", "puzzles/01-upkeep-order.json"],
  ]) {
    const res = await fetch(base + path);
    assert.equal(res.status, 200, path);
    assert.match(res.headers.get("content-type"), /^application\/json/, path);
    assert.equal(res.headers.get("access-control-allow-origin"), null, `${path}: no CORS header`);
    assert.equal(await res.text(), readFileSync(file, "utf8"), `${path} is ${file}`);
  }
  // Missing files, folders, dotfiles and every way out of a folder: 404, and nothing of the file read.
  const refused = ["/tutorials/no-such.json", "/tutorials/", "/tutorials", "/scenarios/../Cargo.toml", "/pkg/..%2FCargo.toml",
    "/pkg/%2e%2e%2fCargo.toml", "/tutorials/..%2F..%2FCargo.toml", "/%2e%2e/Cargo.toml", "/tutorials/..%5CCargo.toml",
    "/tutorials/%2Fetc%2Fpasswd", "/tutorials/a%00.json", "/tutorials/%E0%A4%A", "/pkg/.build-stamp.json", "/www/index.html", "//etc/passwd"];
  for (const path of refused) {
    const res = await fetch(base + path);
    assert.equal(res.status, 404, path);
    assert.equal(await res.text(), "not found", path);
  }
  // The raw paths, as a client that does not normalise them sends them.
  for (const path of ["/scenarios/../Cargo.toml", "/tutorials/../../../etc/passwd", "/pkg/../.git/HEAD", "/pkg/..%2FCargo.toml"]) {
    assert.equal(fileFor("/srv/project", path), null, path);
  }
  assert.equal(fileFor("/srv/project", "/tutorials/a.json"), "/srv/project/tutorials/a.json");
  assert.equal(fileFor("/srv/project", "/pkg/stackwise.js"), "/srv/project/pkg/stackwise.js");
  assert.equal(fileFor("/srv/project", "/"), "/srv/project/www/index.html");
  // Read-only: no other method.
  for (const method of ["POST", "PUT", "DELETE"]) {
    const res = await fetch(`${base}/tutorials/stack-and-priority.json`, { method });
    assert.equal(res.status, 405, method);
    assert.equal(res.headers.get("allow"), "GET, HEAD");
  }
});

test("a tutorial and a scenario loaded from the served /tutorials/ and /scenarios/ paths, as the README shows", async () => {
  const page = await hostPage("served", `
<script type="module" src="/stackwise-board.js"></script>
<stackwise-board src="/tutorials/stack-and-priority.json"></stackwise-board>
<stackwise-board src="/scenarios/bolt-the-bears.json"></stackwise-board>`);
  await boardsReady(page, 2);
  const [t, s] = [await boardState(page, 0), await boardState(page, 1)];
  assert.equal(t.error, "");
  assert.equal(s.error, "");
  // tutorials/stack-and-priority.json plays scenarios/bolt-the-bears.json: Alice's Mountain, Bob's Grizzly Bears.
  for (const st of [t, s]) assert.deepEqual(st.battlefield, ["Grizzly Bears", "Mountain"]);
  assert.equal((await reader(page, 0)).count, `1/${tutorialSteps}`);
  const titles = await page.evaluate(() => [...document.querySelectorAll("stackwise-board")].map((b) => b.shadowRoot.querySelector(".sw-title").textContent));
  assert.deepEqual(titles, ["The stack and priority", "Bolt the Bears"]);
  assert.equal(hits.get(`${siteBase}/tutorials/stack-and-priority.json`), 1);
  await page.screenshot({ path: `${SHOTS}/embed-served-paths.png`, fullPage: true });
  // The iframe form, on npm start's own origin, reads the same path.
  const frame = await openAt("/embed.html?src=/tutorials/stack-and-priority.json");
  await boardsReady(frame);
  assert.equal((await boardState(frame)).error, "");
  assert.equal((await reader(frame)).count, `1/${tutorialSteps}`);
  assert.deepEqual([...page.errors, ...frame.errors], []);
  await frame.close();
  await page.close();
});

test("a source that cannot be loaded shows why as text in the element: a 404, another origin without CORS", async () => {
  const { base } = browser();
  const page = await hostPage("errors", `
<script type="module" src="/stackwise-board.js"></script>
<stackwise-board src="/tutorials/no-such-tutorial.json"></stackwise-board>
<stackwise-board src="${dataBase}/plain/tutorial.json"></stackwise-board>
<stackwise-board src="${base}/tutorials/stack-and-priority.json"></stackwise-board>
<stackwise-board src="${dataBase}/cors/tutorial.json"></stackwise-board>`, { height: 1900 });
  await boardsReady(page, 4);
  const [missing, noCors, npmStart, cors] = await Promise.all([0, 1, 2, 3].map((i) => boardState(page, i)));
  // The 404: the URL, the status, and where the files are served.
  assert.equal(missing.error, `stackwise: could not load ${siteBase}/tutorials/no-such-tutorial.json: HTTP 404 (not found: check the path (README, "Embedding a board", says where the files are served))`);
  // Another origin without CORS (an author's server; npm start's, which sends none): the URL, its
  // origin, and the header it must send for this page.
  for (const [st, url, origin] of [[noCors, `${dataBase}/plain/tutorial.json`, dataBase], [npmStart, `${base}/tutorials/stack-and-priority.json`, base]]) {
    assert.match(st.error, new RegExp(`^stackwise: could not load ${re(url)}: the browser refused it \\(`));
    assert.ok(st.error.includes(`It is on another origin (${origin}): that server must send the header "Access-Control-Allow-Origin: ${siteBase}" (or "*")`), st.error);
  }
  // The server did answer: the browser withheld the response (CORS); it was not a network failure.
  assert.equal(hits.get(`${dataBase}/plain/tutorial.json`), 1);
  // The same file from a server that sends the header loads.
  assert.equal(cors.error, "");
  assert.equal((await reader(page, 3)).count, `1/${tutorialSteps}`);
  for (const i of [0, 1, 2]) {
    const b = page.locator("stackwise-board").nth(i);
    assert.ok(await b.locator(".sw-error").isVisible(), `board ${i}: the error is visible`);
    assert.equal(await b.locator(".sw-board").isVisible(), false, `board ${i}: no empty board beside the error`);
  }
  // The page hears of each failure too (stackwise-error, the message as detail).
  const heard = await page.evaluate(() => window.__errors);
  assert.deepEqual(heard.map((d) => `stackwise: ${d}`).sort(), [missing.error, noCors.error, npmStart.error].sort());
  await page.screenshot({ path: `${SHOTS}/embed-load-errors.png`, fullPage: true });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a network failure, a file past the size limit, and error text that is never HTML", async () => {
  const page = await hostPage("network", `
<script type="module" src="/stackwise-board.js"></script>
<stackwise-board src="/tutorials/unreachable.json"></stackwise-board>
<stackwise-board src="/tutorials/huge.json"></stackwise-board>
<stackwise-board src="javascript:<img src=x onerror=alert(1)>"></stackwise-board>`, {
    routes: async (page) => {
      await page.route(`${siteBase}/tutorials/unreachable.json`, (r) => r.abort("connectionrefused"));
      await page.route(`${siteBase}/tutorials/huge.json`, (r) => r.fulfill({ status: 200, contentType: "application/json", body: " ".repeat(8 * 1024 * 1024 + 1) }));
    },
  });
  await boardsReady(page, 3);
  const [down, huge, html] = await Promise.all([0, 1, 2].map((i) => boardState(page, i)));
  assert.match(down.error, new RegExp(`^stackwise: could not load ${re(siteBase)}/tutorials/unreachable\\.json: no answer from the server \\(.+\\): is it running\\?$`));
  assert.equal(huge.error, `stackwise: could not load ${siteBase}/tutorials/huge.json: larger than 8 MiB, the limit on a scenario or tutorial`);
  // The src in the message is text: no element is made of it, no script runs.
  assert.equal(html.error, 'stackwise: bad src "javascript:<img src=x onerror=alert(1)>": only http: and https: URLs are loaded (or builtin:ID, a #s= link, inline JSON)');
  assert.equal(await page.evaluate(() => document.querySelectorAll("stackwise-board")[2].shadowRoot.querySelector(".sw-error").children.length), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("embed.html's ?src= stays on its own origin; stackwise-board.js from another origin without CORS leaves the element's fallback text", async () => {
  const asked = hits.get(`${dataBase}/cors/tutorial.json`) ?? 0;
  const page = await openAt(`/embed.html?src=${encodeURIComponent(`${dataBase}/cors/tutorial.json`)}`);
  const text = await page.locator(".sw-page-error").textContent();
  assert.equal(text, `stackwise: refused to load ${dataBase}/cors/tutorial.json: ${dataBase} is another origin (embed.html loads ?src= JSON from ${browser().base} only; on your own page, <stackwise-board src=…> loads JSON from another origin that sends CORS headers)`);
  assert.equal(hits.get(`${dataBase}/cors/tutorial.json`) ?? 0, asked, "embed.html fetched nothing from the other origin");
  await page.close();
  // The element's own script from a host that sends no CORS header (npm start's server): the browser
  // does not run it, and the element shows the text the author put inside it (README), never an empty box.
  const host = await hostPage("script-no-cors", `
<script type="module" src="${browser().base}/stackwise-board.js"></script>
<stackwise-board src="/tutorials/stack-and-priority.json">The board could not be loaded: see stackwise's README, "Embedding a board".</stackwise-board>`);
  await host.waitForLoadState("load");
  await host.waitForTimeout(300);
  assert.equal(await host.evaluate(() => String(customElements.get("stackwise-board"))), "undefined");
  assert.ok(await host.getByText("The board could not be loaded").isVisible());
  await host.screenshot({ path: `${SHOTS}/embed-script-no-cors.png` });
  await host.close();
});
