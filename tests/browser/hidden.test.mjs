// With the view set to one player, no card in the other
// player's hand or in a library is named anywhere on the page: not on the
// board, not in the list of playable actions (it used to say "Play Forest"
// for the hidden player's lands), not in the log or the timeline.
// The sample game: Red's deck and Green's deck share no card name.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, useBrowser, open, idle } from "./harness.mjs";

useBrowser();

/** Everybody passes (declaring nothing) until Green has priority in their first main phase with a land to play. */
async function toGreensMainPhase(page) {
  const ok = await page.evaluate(async () => {
    const sw = window.__stackwise;
    for (let i = 0; i < 300; i++) {
      const eng = sw.engine();
      const snap = eng.snapshot();
      if (snap.priority === 1 && snap.active === 1 && snap.step === "precombat_main" && eng.legalActions().some((a) => a.kind === "play_land")) return true;
      const d = eng.pending();
      if (d?.decision === "declare_attackers") await sw.send({ action: "declare_attackers", player: d.player, attackers: [] });
      else if (d?.decision === "declare_blockers") await sw.send({ action: "declare_blockers", player: d.player, blockers: [] });
      else if (d) return false;
      else await sw.send({ action: "pass_priority", player: snap.priority });
    }
    return false;
  });
  assert.ok(ok, "Green got priority in a main phase with a land in hand");
  await idle(page);
}

/** The names of Green's cards in hidden zones that are not also in a public zone (the all-seeing snapshot). */
async function hiddenGreenNames(page) {
  return page.evaluate(() => {
    const snap = window.__stackwise.engine().snapshot();
    const green = snap.players[1];
    const pub = new Set([...snap.battlefield.map((c) => c.name), ...snap.stack.map((s) => s.name), ...snap.players.flatMap((p) => [...p.graveyard, ...p.exile, ...p.command].map((c) => c.name))]);
    return [...new Set(green.hand.map((c) => c.name))].filter((n) => !pub.has(n));
  });
}

/** Every text and attribute value on the page but the start menu, the help dialog and the
 * new-game dialog's deck descriptions (fixed lists, the same whatever is dealt). */
async function pageText(page) {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true);
    body.querySelector("#start-menu")?.remove();
    body.querySelector("#help")?.remove();
    body.querySelector("#new-game")?.remove();
    const parts = [body.textContent];
    for (const el of body.querySelectorAll("*")) for (const a of el.attributes) parts.push(a.value);
    for (const el of document.querySelectorAll("input, select, textarea")) if (!el.closest("#start-menu, #new-game")) parts.push(el.value ?? "");
    return parts.join("\n");
  });
}

test("one player's view: no card of the other hand is named anywhere on the page, playable actions included", async () => {
  const page = await open("/");
  await page.selectOption("#viewer", "0");
  await toGreensMainPhase(page);
  const hidden = await hiddenGreenNames(page);
  assert.ok(hidden.includes("Forest"), `Green holds a Forest: ${hidden}`);
  const text = await pageText(page);
  for (const n of hidden) assert.ok(!text.includes(n), `Red's view names ${n}, a card in Green's hand`);
  // Green has priority; Red's view offers passing for them and nothing from their hand.
  assert.equal(await page.locator("#actions button", { hasText: /^Play |^Cast / }).count(), 0);
  assert.equal(await page.locator("#pass-btn").count(), 1);
  assert.match(await page.$eval("#log", (el) => el.textContent), /Green draws a card/);
  await page.screenshot({ path: join(SHOTS, "hidden-01-red-view-green-main.png"), fullPage: true });

  // The same moment in Green's view: their hand and their land play are shown (so the check above can fail).
  await page.selectOption("#viewer", "1");
  await idle(page);
  const green = await pageText(page);
  assert.ok(green.includes("Play Forest"), "Green's own view offers the land");
  for (const n of hidden) assert.ok(green.includes(n), `Green's view shows ${n}`);
  await page.screenshot({ path: join(SHOTS, "hidden-02-green-view.png"), fullPage: true });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("one player's view of the other player's discard: who chooses and how many, no card named", async () => {
  const page = await open("/");
  await page.selectOption("#viewer", "0");
  // Nobody plays anything: at the cleanup step of turn 2 Green has 8 cards and discards one (514.1).
  const ok = await page.evaluate(async () => {
    const sw = window.__stackwise;
    for (let i = 0; i < 300; i++) {
      const eng = sw.engine();
      const d = eng.pending();
      if (d?.decision === "choose_cards") return d.player === 1;
      if (d?.decision === "declare_attackers") await sw.send({ action: "declare_attackers", player: d.player, attackers: [] });
      else if (d?.decision === "declare_blockers") await sw.send({ action: "declare_blockers", player: d.player, blockers: [] });
      else if (d) return false;
      else await sw.send({ action: "pass_priority", player: eng.snapshot().priority });
    }
    return false;
  });
  assert.ok(ok, "Green has to discard");
  await idle(page);
  const hidden = await hiddenGreenNames(page);
  const text = await pageText(page);
  for (const n of hidden) assert.ok(!text.includes(n), `Red's view names ${n}, a card in Green's hand`);
  assert.match(await page.$eval("#hidden-choice", (el) => el.textContent), /Green chooses 1 card\(s\) you can't see/);
  assert.equal(await page.locator("#actions input[type=checkbox]").count(), 0);
  await page.screenshot({ path: join(SHOTS, "hidden-04-red-view-green-discards.png"), fullPage: true });
  // Green's view: the 8 cards to choose from.
  await page.selectOption("#viewer", "1");
  await idle(page);
  assert.equal(await page.locator("#actions input[type=checkbox]").count(), 8);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The page sets a Content-Security-Policy (scripts and wasm only from its
// own origin) and still loads and plays under it; a script from elsewhere is refused.
test("the Content-Security-Policy allows the page's own scripts and wasm, and nothing from elsewhere", async () => {
  const page = await open("/?scenario=bolt-the-bears");
  const violations = [];
  await page.exposeFunction("__cspViolation", (v) => violations.push(v));
  await page.evaluate(() => document.addEventListener("securitypolicyviolation", (e) => window.__cspViolation(`${e.violatedDirective} ${e.blockedURI}`)));
  const csp = await page.$eval('meta[http-equiv="Content-Security-Policy"]', (m) => m.content);
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'(;|$)/);
  assert.doesNotMatch(csp, / 'unsafe-eval'|script-src[^;]*unsafe-inline/);
  // The page loaded its module and wasm under the policy and plays: cast the Bolt.
  assert.equal(await page.locator(".in-hand").count() > 0, true);
  await page.click('.in-hand[data-name="Lightning Bolt"]');
  await page.waitForSelector("#prompt");
  // An inline script and a script from another origin are refused (the test's own evaluate runs
  // through the debugging protocol, which the policy does not cover, so eval is not tried here).
  const ran = await page.evaluate(async () => {
    const s = document.createElement("script");
    s.textContent = "window.__inlineRan = true";
    document.body.append(s);
    const t = document.createElement("script");
    t.src = "https://example.invalid/x.js";
    document.body.append(t);
    await new Promise((r) => setTimeout(r, 100));
    return { inline: window.__inlineRan === true };
  });
  assert.deepEqual(ran, { inline: false });
  assert.ok(violations.some((v) => v.startsWith("script-src")), violations.join(", "));
  await page.screenshot({ path: join(SHOTS, "hidden-03-csp-page.png") });
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Against the computer, the page shows the person's own seat; "View: both
// players" (or the computer's seat), the board editor's "Start from the current game" and
// "Tutorial steps…" ask before showing the computer's hand or library, and showing them marks the game
// "Secrecy ended" (www/secrecy.js). Gruul Stompy and Black Deathtouch share no card name.
const VS_COMPUTER = "/?decks=gruul-stompy,black-deathtouch&seed=99&seats=human,computer";

/** Open a game from a link with its seats; wait until the new-game driver has it on the page. */
async function openGame(path) {
  const page = await open(path);
  await page.waitForFunction(() => window.__stackwiseAi?.game() && window.__stackwise.engine() && !document.getElementById("game-info").hidden);
  await idle(page);
  return page;
}

/**
 * The names of the cards in `seat`'s hand and library (the engine's whole setup, which the
 * page is not shown) that are nowhere else in the game: no other zone of any player.
 */
async function secretNames(page, seat) {
  return page.evaluate((seat) => {
    const s = JSON.parse(window.__stackwise.engine().exportSetup().scenario);
    const names = (list) => (list ?? []).map((c) => (typeof c === "string" ? c : c.card));
    const secret = new Set([...names(s.players[seat].hand), ...names(s.players[seat].library)]);
    for (const [i, p] of s.players.entries()) for (const z of ["library", "hand", "graveyard", "battlefield", "exile", "command"]) {
      if (i === seat && (z === "hand" || z === "library")) continue;
      for (const n of names(p[z])) secret.delete(n);
    }
    return [...secret];
  }, seat);
}

/** The names of `seat`'s hand as the engine has them (the all-seeing snapshot). */
function handNames(page, seat) {
  return page.evaluate((seat) => window.__stackwise.engine().snapshot().players[seat].hand.map((c) => c.name).sort(), seat);
}

/** What the page's model holds for the computer's seat and the view it was taken for. */
function modelView(page, seat) {
  return page.evaluate((seat) => {
    const m = window.__stackwise.model();
    return { viewer: m.viewer, hand: m.players[seat].hand, select: document.getElementById("viewer").value };
  }, seat);
}

const dialogOpen = (page) => page.$eval("#secrecy", (d) => d.open);
const markShown = (page) => page.$eval("#secrecy-mark", (m) => !m.hidden && m.getClientRects().length > 0);

test("against the computer: View both players asks first; Cancel keeps the hand hidden; Show ends the secrecy, marked; a new game is secret again", async () => {
  const page = await openGame(VS_COMPUTER);
  const secret = await secretNames(page, 1);
  const hand = await handNames(page, 1);
  assert.ok(hand.length === 7 && secret.length > 0, `the computer holds 7 cards, some named nowhere else: ${secret}`);
  const hidden = () => pageText(page).then((t) => secret.filter((n) => t.includes(n)));
  assert.deepEqual(await modelView(page, 1), { viewer: 0, hand: null, select: "0" }, "the person sees their own seat");
  assert.deepEqual(await hidden(), []);
  assert.deepEqual(await page.evaluate(() => window.__stackwiseSecrecy.secretSeats()), [1]);
  assert.equal(await markShown(page), false);

  // Both players: the dialog says what would be shown (counted, not named); the view has not changed.
  await page.selectOption("#viewer", "all");
  await page.waitForSelector("#secrecy[open]");
  assert.match(await page.$eval("#secrecy", (d) => d.textContent), /the computer's hand \(7 cards\).*Secrecy ended/s);
  assert.equal(await page.$eval("#secrecy-omit", (b) => b.hidden), true, "leaving cards out is the editor's choice only");
  assert.deepEqual(await modelView(page, 1), { viewer: 0, hand: null, select: "0" });
  await page.screenshot({ path: join(SHOTS, "hidden-05-secrecy-dialog.png") });
  await page.click("#secrecy-cancel");
  await idle(page);
  assert.equal(await dialogOpen(page), false);
  assert.deepEqual(await modelView(page, 1), { viewer: 0, hand: null, select: "0" }, "Cancel leaves the view as it was");
  assert.deepEqual(await hidden(), [], "no card of the computer's hand on the page");
  assert.equal(await page.locator(`#board .in-hand`).count(), await page.evaluate(() => window.__stackwise.engine().snapshot().players[0].hand.length), "only the person's hand is drawn face up");
  assert.equal(await markShown(page), false);

  // The computer's seat asks too; Escape is a cancel.
  await page.selectOption("#viewer", "1");
  await page.waitForSelector("#secrecy[open]");
  await page.keyboard.press("Escape");
  await idle(page);
  assert.deepEqual(await modelView(page, 1), { viewer: 0, hand: null, select: "0" });
  assert.deepEqual(await hidden(), []);

  // Show them: the view is both players', the computer's hand is drawn and the game is marked.
  await page.selectOption("#viewer", "all");
  await page.waitForSelector("#secrecy[open]");
  await page.click("#secrecy-end");
  // The view changes once the dialog's answer is handled (the page may not be busy yet as the click returns).
  await page.waitForFunction(() => window.__stackwise.model().viewer === null, null, { timeout: 15000 });
  await idle(page);
  const shown = await modelView(page, 1);
  assert.equal(shown.viewer, null);
  assert.equal(shown.select, "all");
  assert.deepEqual(shown.hand.map((c) => c.name).sort(), hand);
  // The hand is shown; a library is not part of any view (names only in the library stay off the page).
  assert.deepEqual(await hidden(), secret.filter((n) => hand.includes(n)), "the hand's secret names are on the page now, not the library's");
  assert.ok(secret.some((n) => !hand.includes(n)), "some name is only in the library (so the check above can fail)");
  assert.ok(await markShown(page));
  assert.match(await page.$eval("#secrecy-mark", (m) => m.textContent), /Secrecy ended/);
  await page.screenshot({ path: join(SHOTS, "hidden-06-secrecy-ended.png") });
  // Ended: the views change without asking, and the mark stays.
  for (const v of ["0", "1", "all"]) {
    await page.selectOption("#viewer", v);
    await idle(page);
    assert.equal(await dialogOpen(page), false);
    assert.equal((await modelView(page, 1)).viewer, v === "all" ? null : Number(v));
  }
  assert.ok(await markShown(page));

  // A new game (same seats) starts secret: the person's view, no mark, and View asks again.
  await page.click("#new-game-btn");
  await page.click("#ng-start");
  await idle(page);
  assert.deepEqual(await modelView(page, 1), { viewer: 0, hand: null, select: "0" });
  assert.equal(await markShown(page), false);
  await page.selectOption("#viewer", "all");
  await page.waitForSelector("#secrecy[open]");
  await page.click("#secrecy-cancel");
  assert.deepEqual(await modelView(page, 1), { viewer: 0, hand: null, select: "0" });
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** Every text and field value of the editor's players (the pool search lists every card of the pool, so it is left out), and its JSON. */
function editorText(page) {
  return page.evaluate(() => {
    const parts = [document.querySelector("#editor .ed-players").textContent, document.getElementById("ed-json").value];
    for (const el of document.querySelectorAll("#editor .ed-players input, #editor .ed-players select")) parts.push(el.value);
    return parts.join("\n");
  });
}

/** The editor's rows for a player's zone, by name. */
function rows(page, player, zone) {
  return page.$$eval(`.ed-zone[data-player="${player}"][data-zone="${zone}"] .ed-card .ed-card-name`, (l) => l.map((e) => e.textContent));
}

test("against the computer: the editor from the current game asks; left out or cancelled, the computer's hand and library are not in it", async () => {
  const page = await openGame(VS_COMPUTER);
  const secret = await secretNames(page, 1);
  const mine = await handNames(page, 0);
  await page.click("#editor-btn");
  await page.waitForSelector("#editor[open]");
  const before = await page.evaluate(() => window.__stackwiseEditor.scenario());

  // Cancel: the editor is as it was.
  await page.click("#ed-current");
  await page.waitForSelector("#secrecy[open]");
  assert.match(await page.$eval("#secrecy-what", (p) => p.textContent), /the computer's hand \(7 cards\) and library \(\d+ cards, in order\), and the order of your own library/);
  assert.equal(await page.$eval("#secrecy-omit", (b) => b.hidden), false);
  await page.screenshot({ path: join(SHOTS, "hidden-07-editor-asks.png") });
  await page.click("#secrecy-cancel");
  assert.equal(await page.$eval("#editor", (d) => d.open), true, "the editor stays open");
  assert.deepEqual(await page.evaluate(() => window.__stackwiseEditor.scenario()), before);

  // Leave them out: the board and the person's cards, not the computer's hand or library.
  await page.click("#ed-current");
  await page.waitForSelector("#secrecy[open]");
  await page.click("#secrecy-omit");
  await page.waitForSelector("#ed-notes");
  assert.deepEqual((await rows(page, 0, "hand")).sort(), mine, "the person's own hand is there");
  assert.deepEqual(await rows(page, 1, "hand"), []);
  assert.deepEqual(await rows(page, 1, "library"), []);
  const text = await editorText(page);
  assert.deepEqual(secret.filter((n) => text.includes(n)), [], "no card of the computer's hand or library in the editor");
  assert.match(await page.$eval("#ed-notes", (e) => e.textContent), /Left out to keep the game's secrecy: the computer's hand \(7\) and library \(\d+\)/);
  // The person's own library: all its cards, by name (its order is hidden from its owner too).
  const myLibrary = await page.evaluate(() => JSON.parse(window.__stackwise.engine().exportSetup().scenario).players[0].library.map((c) => (typeof c === "string" ? c : c.card)));
  assert.deepEqual(await rows(page, 0, "library"), [...myLibrary].sort((a, b) => a.localeCompare(b)));
  assert.notDeepEqual(myLibrary, [...myLibrary].sort((a, b) => a.localeCompare(b)), "the library's real order is not by name (so the check above can fail)");
  assert.match(await page.$eval("#ed-notes", (e) => e.textContent), /Gruul Stompy's library is listed by name: its order stays hidden/);
  assert.deepEqual(await page.evaluate(() => window.__stackwiseSecrecy.secretSeats()), [1], "the game is still secret");
  assert.equal(await markShown(page), false);
  await page.screenshot({ path: join(SHOTS, "hidden-08-editor-left-out.png") });

  // Show them: the whole setup, and the game is marked.
  await page.click("#ed-current");
  await page.waitForSelector("#secrecy[open]");
  await page.click("#secrecy-end");
  await page.waitForFunction(() => document.querySelectorAll('.ed-zone[data-player="1"][data-zone="hand"] .ed-card').length > 0);
  assert.deepEqual((await rows(page, 1, "hand")).sort(), await handNames(page, 1));
  const all = await editorText(page);
  assert.deepEqual(secret.filter((n) => !all.includes(n)), []);
  await page.keyboard.press("Escape");
  assert.ok(await markShown(page));
  assert.equal(await page.$eval("#viewer", (s) => s.value), "0", "the view stays the person's until they change it");
  await page.selectOption("#viewer", "all");
  await idle(page);
  assert.equal(await dialogOpen(page), false, "ended: no question");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("against the computer: Tutorial steps… (the whole setup written out) asks first; Cancel writes nothing", async () => {
  const page = await openGame(VS_COMPUTER);
  const secret = await secretNames(page, 1);
  await page.click("#tutorial-steps-btn");
  await page.waitForSelector("#secrecy[open]");
  assert.match(await page.$eval("#secrecy-what", (p) => p.textContent), /the computer's hand \(7 cards\) and library/);
  assert.equal(await page.$eval("#secrecy-omit", (b) => b.hidden), true);
  await page.click("#secrecy-cancel");
  assert.equal(await page.$eval("#tutorial-steps", (d) => d.open), false);
  assert.equal(await page.$eval("#tutorial-steps-text", (t) => t.value), "");
  assert.equal(await markShown(page), false);
  await page.click("#tutorial-steps-btn");
  await page.waitForSelector("#secrecy[open]");
  await page.click("#secrecy-end");
  await page.waitForSelector("#tutorial-steps[open]");
  const steps = await page.$eval("#tutorial-steps-text", (t) => t.value);
  assert.deepEqual(secret.filter((n) => !steps.includes(n)), [], "the steps hold the whole setup");
  assert.ok(await markShown(page));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("hotseat (no computer seat): views and the editor show both hands without asking, and no mark", async () => {
  const page = await openGame("/?decks=gruul-stompy,black-deathtouch&seed=99&seats=human,human");
  assert.deepEqual(await page.evaluate(() => window.__stackwiseSecrecy.secretSeats()), []);
  assert.equal((await modelView(page, 1)).select, "all", "two people at the page: both players' view");
  for (const v of ["0", "1", "all"]) {
    await page.selectOption("#viewer", v);
    await idle(page);
    assert.equal(await dialogOpen(page), false);
    assert.equal((await modelView(page, 1)).viewer, v === "all" ? null : Number(v));
  }
  assert.deepEqual((await modelView(page, 1)).hand.map((c) => c.name).sort(), await handNames(page, 1));
  await page.click("#editor-btn");
  await page.waitForSelector("#editor[open]");
  await page.click("#ed-current");
  await page.waitForFunction(() => document.querySelectorAll('.ed-zone[data-player="1"][data-zone="hand"] .ed-card').length > 0);
  assert.equal(await dialogOpen(page), false);
  assert.deepEqual((await rows(page, 1, "hand")).sort(), await handNames(page, 1));
  assert.ok((await rows(page, 1, "library")).length > 0);
  assert.equal(await markShown(page), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});
