// Browser tests of playing against the computer as a person does (www/app.js
// `isPerson`, `maybeAutoPass`, `queueInput`, the seated board; www/newgame.js):
// the page offers and sends actions only for the person's seat; the pass keys
// never get stuck; auto-pass (on by default) leaves few inputs; an input during
// playback is taken after it; the person at the bottom, the opponent at the
// top, both battlefields and the whole hand in view while blocking; and a
// whole game played through the page, its inputs counted per turn (the
// figures docs/ai.md reports). Screenshots: test-results/screenshots/play-*.png.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, useBrowser, open, idle } from "./harness.mjs";

useBrowser();

const shot = (page, name) => page.screenshot({ path: join(SHOTS, `play-${name}.png`) });

/** Open a game of `decks` with the person in seat 0 and the computer in seat 1. */
async function game(decks, seed, { speed = 0 } = {}) {
  const page = await open(`/?decks=${decks}&seed=${seed}&seats=human,computer`, { speed });
  await page.waitForFunction(() => window.__stackwiseAi?.game()?.seats?.includes("computer"));
  return page;
}

/** Pause the computer, then pass once for the person where they next have priority: the computer holds priority, paused. */
async function computerHolds(page) {
  await page.evaluate(() => document.getElementById("ai-pause").click());
  for (let i = 0; i < 100; i++) {
    await idle(page);
    const m = await model(page);
    if (m.priority === 1 && !m.busy) return; // paused while holding priority
    if (m.priority === 0 && !m.busy) {
      await page.keyboard.press("p");
      await page.waitForFunction(() => window.__stackwise.model().priority === 1);
    } else await page.waitForTimeout(30);
  }
  throw new Error("the computer never held priority");
}

const model = (page) => page.evaluate(() => {
  const m = window.__stackwise.model();
  return { turn: m.turn, step: m.step, active: m.active, priority: m.priority ?? null, pending: m.pending?.player ?? null, decision: m.pending?.decision ?? null, winners: m.winners ?? null, history: window.__stackwise.engine().history().length, stack: m.stack.length, busy: Boolean(document.body.dataset.busy) };
});

test("your controls act only for you: while the computer has priority nothing is offered and no key or click acts for it", async () => {
  const page = await game("black-deathtouch,azorius-skies", 7);
  await computerHolds(page);
  const before = await model(page);
  assert.equal(before.priority, 1);
  assert.match(await page.innerText("#actions"), /Opponent has priority…/);
  assert.equal(await page.locator("#actions button").count(), 0, "no Pass button, no mana ability of the computer's");
  assert.equal(await page.locator("#board .playable").count(), 0, "nothing marked playable");
  await shot(page, "01-computer-has-priority");
  for (const key of ["p", " ", "F2", "F4", "F6", "e", "t", "f", "u"]) {
    await page.keyboard.press(key === " " ? "Space" : key);
    await idle(page);
  }
  await page.locator("#board .player.you .hand .card").first().click();
  await idle(page);
  const after = await model(page);
  assert.deepEqual(after, before, "no key and no click sent an action for the computer");
  assert.match(await page.innerText("#error"), /Opponent is to act now, not you/);
  // The names of a game against the computer: You at the bottom, the Opponent at the top.
  const heads = await page.$$eval("#board .player .player-head", (els) => els.map((e) => ({ text: e.textContent, y: e.getBoundingClientRect().y })));
  assert.match(heads[0].text, /^Opponent \(Azorius Skies\)/);
  assert.match(heads[1].text, /^You \(Black Deathtouch\)/);
  assert.ok(heads[1].y > heads[0].y, "you are below the opponent");
  assert.match(await page.innerText("#turn"), /Turn 1: Your turn/);
  assert.equal(page.errors.length, 0, page.errors.join("\n"));
});

test("holding P through the computer's turn never makes it skip its land drop; the pass keys never get stuck (716.2a)", async () => {
  const page = await game("black-deathtouch,azorius-skies", 7);
  // P pressed over and over while the game goes on into the computer's turn.
  for (let i = 0; i < 60; i++) {
    const m = await model(page);
    if (m.turn >= 3) break;
    await page.keyboard.press("p");
    await page.waitForTimeout(40);
  }
  await page.waitForFunction(() => window.__stackwise.model().turn >= 3, null, { timeout: 30000 });
  const lands = await page.evaluate(() => window.__stackwise.engine().history().filter((e) => e.action?.action === "play_land" && e.action.player === 1).length);
  assert.ok(lands >= 1, "the computer played its land in its turn");
  // With full control (a stop at every step), the person passes (P) through the computer's
  // turns to its end step, and there presses T, then F the next time: each takes the game on
  // to the person's next turn. In the person's own turns, E ends the turn.
  await page.check("#full-control");
  const pressedAtEnd = [];
  for (let i = 0; i < 300 && pressedAtEnd.length < 2; i++) {
    await idle(page);
    const m = await model(page);
    if (m.winners) break;
    if (m.pending === 0 && !m.busy) {
      // A decision (blockers, discarding to hand size): the computer's own answer for the seat.
      await page.evaluate(() => window.__stackwise.send(window.__stackwise.engine().aiAction(0)));
      continue;
    }
    if (m.busy || m.priority !== 0) {
      await page.waitForTimeout(30);
      continue;
    }
    const atTheirEnd = m.active === 1 && m.step === "end";
    const key = atTheirEnd ? ["t", "f"][pressedAtEnd.length] : m.active === 0 ? "e" : "p";
    await page.keyboard.press(key);
    await page.waitForFunction((h) => window.__stackwise.engine().history().length > h || window.__stackwise.model().winners, m.history, { timeout: 5000 });
    await idle(page);
    const err = await page.innerText("#error");
    assert.ok(!/makes no choice/.test(err), `${key} at ${m.step} of turn ${m.turn}: ${err}`);
    if (atTheirEnd) {
      await page.waitForFunction((t) => window.__stackwise.model().turn > t, m.turn, { timeout: 10000 });
      pressedAtEnd.push(key);
    }
  }
  assert.deepEqual(pressedAtEnd, ["t", "f"], "T and F were pressed at the computer's end step and took the game on");
  assert.equal(page.errors.length, 0, page.errors.join("\n"));
});

test("716.2a: where a pass-until would stop before any choice (the opponent discards in its cleanup), T, F and E pass once instead", async () => {
  // Bob (the computer's seat) is active at his end step with 8 cards in hand and has passed:
  // Alice's pass ends the step, and the next choice is Bob's discard, which no "pass until"
  // makes (the engine refuses the shortcut as making no choice).
  const scenario = JSON.stringify({
    format: "stackwise-scenario", version: 1,
    players: [
      { name: "Alice", library: ["Swamp", "Swamp"], battlefield: ["Swamp"] },
      { name: "Bob", library: ["Island", "Island"], hand: Array(8).fill("Island") },
    ],
    turn: { number: 4, active: 1, step: "end", priority: 1 },
  });
  const page = await open("/", { speed: 0 });
  for (const key of ["t", "f", "e"]) {
    await page.evaluate((text) => { window.__stackwise.loadScenario(text); window.__stackwise.setPeople([0]); }, scenario);
    await page.evaluate(() => window.__stackwise.send({ action: "pass_priority", player: 1 }));
    await idle(page);
    assert.equal((await model(page)).priority, 0);
    await page.keyboard.press(key);
    await idle(page);
    const m = await model(page);
    const hist = await page.evaluate(() => window.__stackwise.engine().history().map((e) => e.action));
    assert.deepEqual(hist.map((a) => [a.action, a.player]), [["pass_priority", 1], ["pass_priority", 0]], `${key}: one plain pass`);
    assert.equal(await page.innerText("#error"), "", `${key}: no refusal left on the page`);
    assert.deepEqual([m.step, m.pending, m.decision], ["cleanup", 1, "choose_cards"], `${key}: Bob discards (514.1)`);
    assert.match(await page.innerText("#actions"), /Opponent is deciding…/);
  }
  await shot(page, "04-opponent-discards");
  assert.equal(page.errors.length, 0, page.errors.join("\n"));
});

test("an input during playback is taken when it ends, and the log can hide priority passes", async () => {
  const page = await game("black-deathtouch,azorius-skies", 7);
  await computerHolds(page);
  // Back to the person's priority with a slow playback: the computer's pass is played event by event.
  await page.uncheck("#auto-pass");
  await page.$eval("#speed", (el) => { el.value = "400"; el.dispatchEvent(new Event("input")); });
  const h0 = (await model(page)).history;
  // Not waited on: the page is still playing its events when P is pressed.
  const busy = await page.evaluate(() => { window.__stackwise.send({ action: "pass_priority", player: 1 }); return Boolean(document.body.dataset.busy); });
  assert.ok(busy, "the events are being played back");
  // The beginning of combat: the person has priority once the events are played; P pressed during them.
  await page.keyboard.press("p");
  await idle(page);
  await page.waitForFunction((h) => window.__stackwise.engine().history().length >= h + 2, h0, { timeout: 10000 });
  const hist = await page.evaluate(() => window.__stackwise.engine().history().map((e) => e.action));
  assert.deepEqual(hist.slice(h0, h0 + 2).map((a) => [a.action, a.player]), [["pass_priority", 1], ["pass_priority", 0]], "the P pressed during playback was taken after it");
  // Hiding passes: the lines of priority given and passed are not shown.
  const visible = () => page.$$eval("#log li", (els) => els.filter((e) => e.offsetParent !== null).map((e) => e.dataset.event));
  await page.uncheck("#hide-passes");
  assert.ok((await visible()).includes("priority_passed"));
  await page.check("#hide-passes");
  const shown = await visible();
  assert.ok(!shown.includes("priority_passed") && !shown.includes("priority_given"), shown.join(","));
  assert.ok(shown.includes("step_began"));
  await shot(page, "02-log-without-passes");
});

/**
 * One whole game through the page: the person's choices are the computer's
 * own for that seat (the engine's `aiAction`), made as a person makes them:
 * a pass is the Space key; a land, a spell or an ability is one click and one
 * more per target; a declaration of attackers or blockers is one click per
 * creature and one to confirm; any other answer one click. Inputs are counted
 * per turn; auto-pass is as a new game sets it.
 */
async function playWhole(page, onBlock) {
  const perTurn = new Map();
  let blocked = false;
  for (let i = 0; i < 3000; i++) {
    await idle(page);
    const m = await model(page);
    if (m.winners || m.turn > 30) break;
    // The computer may act between the wait and the look: the position is read with the page idle.
    if (m.busy || (m.priority !== 0 && m.pending !== 0)) {
      await page.waitForTimeout(20);
      continue;
    }
    const a = await page.evaluate(() => window.__stackwise.engine().aiAction(0));
    if (!a) {
      await page.waitForTimeout(20);
      continue;
    }
    if (m.decision === "declare_blockers" && !blocked) {
      blocked = true;
      await onBlock(page);
    }
    const clicks = a.action === "pass_priority" ? 1
      : a.action === "declare_attackers" ? 1 + a.attackers.length
      : a.action === "declare_blockers" ? 1 + a.blockers.length
      : 1 + (a.targets?.length ?? 0);
    const row = perTurn.get(m.turn) ?? { turn: m.turn, whose: m.active === 0 ? "yours" : "opponent's", inputs: 0, what: [] };
    row.inputs += clicks;
    row.what.push(`${a.action.replaceAll("_", " ")} (${m.step}${m.stack ? `, ${m.stack} on the stack` : ""}): ${clicks}`);
    perTurn.set(m.turn, row);
    if (a.action === "pass_priority") await page.keyboard.press("Space");
    else await page.evaluate((x) => window.__stackwise.send(x), a);
    await page.waitForFunction((h) => window.__stackwise.engine().history().length > h, m.history, { timeout: 5000 });
  }
  return { rows: [...perTurn.values()], final: await model(page) };
}

test("a whole game against the computer: the opponent's turns cost at most 3 inputs, and blocking shows both boards and the whole hand", async () => {
  const page = await game("gruul-stompy,white-weenie", 11);
  let layout = null;
  const { rows, final } = await playWhole(page, async (p) => {
    await shot(p, "03-blocking");
    layout = await p.evaluate(() => {
      const rect = (el) => el.getBoundingClientRect();
      const players = [...document.querySelectorAll("#board .player")];
      const bfs = players.map((s) => [...s.querySelectorAll(".battlefield .card")].map(rect));
      const hand = [...document.querySelectorAll("#board .player.you .hand .card")].map(rect);
      const board = rect(document.getElementById("board"));
      return { h: innerHeight, board: { left: board.left, right: board.right }, bfs: bfs.map((l) => l.map((r) => [r.top, r.bottom])), hand: hand.map((r) => [r.left, r.right, r.top, r.bottom]) };
    });
  });
  assert.ok(final.winners, `the game ended (turn ${final.turn})`);
  assert.ok(layout, "the person declared blockers at least once");
  for (const cards of layout.bfs) for (const [top, bottom] of cards) assert.ok(top >= 0 && bottom <= layout.h, `a permanent is out of view while blocking: ${top}–${bottom} of ${layout.h}`);
  for (const [left, right, top, bottom] of layout.hand) {
    assert.ok(left >= layout.board.left - 1 && right <= layout.board.right + 1, `a hand card is cut off sideways: ${left}–${right}`);
    assert.ok(top >= 0 && bottom <= layout.h, `a hand card is out of view: ${top}–${bottom}`);
  }
  const theirs = rows.filter((r) => r.whose === "opponent's");
  console.log(`whole game vs the computer (gruul-stompy vs white-weenie, seed 11): over on turn ${final.turn}, won by seat ${final.winners.join(", ")}; inputs per turn (turns not listed: none):\n${rows.map((r) => `turn ${r.turn} (${r.whose}): ${r.inputs} — ${r.what.join("; ")}`).join("\n")}`);
  for (const r of theirs) assert.ok(r.inputs <= 3, `the opponent's turn ${r.turn} took ${r.inputs} inputs`);
  assert.equal(page.errors.length, 0, page.errors.join("\n"));
});
