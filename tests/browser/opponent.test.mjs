// Browser tests of the "New game" dialog and the computer opponent
// (www/newgame.js over the engine's decks(), newGame and aiAction): a whole
// game between two computer seats to its end, replayed from its seed; a
// person against the computer, seeing only their own seat, who concedes
// (104.3a); the facade's argument checks. Screenshots go to
// test-results/screenshots/opponent-*.png.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { SHOTS, useBrowser, open, idle } from "./harness.mjs";

useBrowser();

async function shot(page, name) {
  await page.screenshot({ path: join(SHOTS, `opponent-${name}.png`), fullPage: false });
}

/** Open the dialog and start a game: decks, who plays each seat, the seed. */
async function newGame(page, { decks, seats, seed, delay = 0 }, screenshot) {
  await page.waitForSelector("#new-game-btn");
  await page.click("#new-game-btn");
  await page.waitForSelector("#new-game[open]");
  assert.match(await page.inputValue("#ng-seed"), /^\d+$/, "a new random seed is offered");
  await page.selectOption("#ng-deck-0", decks[0]);
  await page.selectOption("#ng-deck-1", decks[1]);
  await page.selectOption("#ng-seat-0", seats[0]);
  await page.selectOption("#ng-seat-1", seats[1]);
  await page.fill("#ng-seed", String(seed));
  await page.fill("#ng-delay", String(delay));
  if (screenshot) await shot(page, screenshot);
  await page.click("#ng-start");
  await page.waitForSelector("#new-game:not([open])", { state: "attached" });
}

/** The end of the game as the page shows it and as the engine has it. */
async function finalState(page) {
  await page.waitForSelector("#result", { timeout: 240000 });
  await idle(page);
  return page.evaluate(() => {
    const sw = window.__stackwise.engine();
    const s = sw.snapshot();
    return {
      result: document.getElementById("result").innerText,
      winners: s.winners,
      turn: s.turn,
      life: s.players.map((p) => p.life),
      actions: sw.history().length,
      history: JSON.stringify(sw.history().map((e) => e.action)),
    };
  });
}

test("two computer seats play a whole game to its end; the seed is shown; the same seed replays the same game", async () => {
  const page = await open("/", { speed: 0 });
  await newGame(page, { decks: ["white-weenie", "gruul-stompy"], seats: ["computer", "computer"], seed: 4242 }, "01-dialog");
  assert.match(await page.innerText("#game-info"), /Seed 4242/);
  // Part way through: the board with both computer players at work.
  await page.waitForFunction(() => window.__stackwise.model().turn >= 5, null, { timeout: 120000 });
  await idle(page);
  await shot(page, "02-midgame");
  const first = await finalState(page);
  await shot(page, "03-game-over");
  assert.equal(first.winners.length, 1, `one player won: ${first.result}`);
  assert.ok(first.life.some((l) => l <= 0) || first.result.length > 0);
  assert.match(first.result, /won/);
  assert.equal(await page.locator("#error:not([hidden])").count(), 0, "the engine refused none of the computer's actions");
  const stats = await page.evaluate(() => window.__stackwiseAi.stats());
  console.log(`computer decisions in the page: ${stats.calls} aiAction calls, slowest ${stats.maxMs.toFixed(1)} ms; game over on turn ${first.turn} after ${first.actions} actions`);
  assert.equal(page.errors.length, 0, page.errors.join("\n"));

  // The same seed and decks: the same game, action for action.
  await newGame(page, { decks: ["white-weenie", "gruul-stompy"], seats: ["computer", "computer"], seed: 4242 });
  assert.match(await page.innerText("#game-info"), /Seed 4242/);
  const second = await finalState(page);
  await shot(page, "04-replayed");
  assert.equal(second.result, first.result);
  assert.equal(second.actions, first.actions);
  assert.equal(second.history, first.history);
  assert.deepEqual(second.life, first.life);
});

test("a person against the computer sees only their own seat, passes while the computer plays, and concedes (104.3a)", async () => {
  const page = await open("/", { speed: 0 });
  await newGame(page, { decks: ["black-deathtouch", "azorius-skies"], seats: ["human", "computer"], seed: 7 });
  assert.equal(await page.inputValue("#viewer"), "0", "the view is the person's seat");
  const hidden = await page.evaluate(() => {
    const s = window.__stackwise.model();
    return { viewer: s.viewer, theirs: JSON.stringify(s.players[1].hand ?? null), mine: s.players[0].hand };
  });
  assert.equal(hidden.viewer, 0);
  assert.ok(!/Serra Angel|Air Elemental|Island|Plains/.test(hidden.theirs), `the computer's hand is hidden: ${hidden.theirs}`);
  // The person passes until the computer has had its first turn (it plays a land then).
  for (let i = 0; i < 80; i++) {
    const s = await page.evaluate(() => {
      const m = window.__stackwise.model();
      return { turn: m.turn, priority: m.priority, pending: m.pending?.player ?? null, decision: m.pending?.decision ?? null };
    });
    const theirLands = await page.evaluate(() => window.__stackwise.engine().snapshot().battlefield.filter((e) => e.controller === 1).length);
    if (s.turn >= 2 && theirLands > 0 && s.priority === 0) break;
    if (s.priority === 0 && s.pending === null) await page.click("#pass-btn");
    else if (s.pending === 0) {
      // A decision for the person (declaring no attackers or blockers): answer with nothing.
      const kind = s.decision;
      await page.evaluate((kind) => {
        const a = kind === "declare_attackers" ? { action: "declare_attackers", player: 0, attackers: [] } : kind === "declare_blockers" ? { action: "declare_blockers", player: 0, blockers: [] } : null;
        if (a) return window.__stackwise.send(a);
      }, kind);
    } else await page.waitForTimeout(100);
    await idle(page);
  }
  const after = await page.evaluate(() => window.__stackwise.engine().snapshot());
  assert.ok(after.turn >= 2, "the game reached the computer's turn");
  assert.ok(after.battlefield.some((e) => e.controller === 1), "the computer played a land on its turn");
  await shot(page, "05-person-vs-computer");
  await page.click("#concede-btn");
  await page.waitForSelector("#result");
  await idle(page);
  // In a game against the computer the players are "You" and "Opponent".
  assert.match(await page.innerText("#result"), /^Opponent won/);
  assert.match(await page.innerText("#log"), /104\.3a/);
  await page.waitForSelector("#concede-btn", { state: "hidden" });
  await shot(page, "06-conceded");
  assert.equal(page.errors.length, 0, page.errors.join("\n"));
});

test("newGame and aiAction refuse bad arguments with an error naming them; a bad seed in the dialog is refused there", async () => {
  const page = await open("/", { speed: 0 });
  const msgs = await page.evaluate(() => {
    const S = window.__stackwise.engine().constructor;
    const tryIt = (f) => {
      try {
        f();
        return "no error";
      } catch (e) {
        return e instanceof Error ? e.message : `not an Error: ${e}`;
      }
    };
    const g = S.newGame("red", "green", 1);
    return {
      deckA: tryIt(() => S.newGame("nope", "green", 1)),
      deckB: tryIt(() => S.newGame("red", 5, 1)),
      seedNaN: tryIt(() => S.newGame("red", "green", NaN)),
      seedNeg: tryIt(() => S.newGame("red", "green", -1)),
      seedStr: tryIt(() => S.newGame("red", "green", "1")),
      player: tryIt(() => g.aiAction(9)),
      playerStr: tryIt(() => g.aiAction("0")),
      decks: S.decks().map((d) => `${d.id}:${d.cards}`),
      sameAsSample: JSON.stringify(g.snapshot()) === JSON.stringify(S.sampleGame(1).snapshot()),
    };
  });
  assert.match(msgs.deckA, /^deckA: there is no deck 'nope'/);
  assert.match(msgs.deckB, /^newGame: deckB: must be a string/);
  assert.match(msgs.seedNaN, /^newGame: seed: NaN is not a whole number/);
  assert.match(msgs.seedNeg, /^newGame: seed: -1 is not from 0/);
  assert.match(msgs.seedStr, /^newGame: seed: must be a number/);
  assert.match(msgs.player, /^aiAction: player: there is no player 9/);
  assert.match(msgs.playerStr, /^aiAction: player: must be a player number/);
  assert.ok(msgs.decks.length >= 6 && msgs.decks.every((d) => d.endsWith(":40")), msgs.decks.join(", "));
  assert.ok(msgs.sameAsSample, "newGame('red', 'green', seed) is the sample game");
  // In the dialog: a seed that is not a whole number is refused, naming the seed.
  await page.click("#new-game-btn");
  await page.fill("#ng-seed", "12abc");
  await page.click("#ng-start");
  assert.match(await page.innerText("#ng-error"), /^seed: "12abc" is not a whole number/);
  assert.equal(await page.locator("#new-game[open]").count(), 1, "the dialog stays open");
  await shot(page, "07-bad-seed");
});

test("a shared link with decks, seed and seats opens that game", async () => {
  const page = await open("/?decks=gruul-stompy,black-deathtouch&seed=99&seats=human,human", { speed: 0 });
  await page.waitForFunction(() => window.__stackwiseAi?.game()?.seed === 99);
  await idle(page);
  assert.match(await page.innerText("#game-info"), /Seed 99 · person vs person/);
  const names = await page.evaluate(() => window.__stackwise.model().players.map((p) => p.name));
  assert.deepEqual(names, ["Gruul Stompy", "Black Deathtouch"]);
  // Two people: both views stay available, the view shows both players.
  assert.equal(await page.inputValue("#viewer"), "all");
  // The same deal as the engine gives for that seed.
  const same = await page.evaluate(() => {
    const S = window.__stackwise.engine().constructor;
    return JSON.stringify(S.newGame("gruul-stompy", "black-deathtouch", 99).snapshot()) === JSON.stringify(window.__stackwise.engine().snapshot());
  });
  assert.ok(same);
  assert.equal(await page.locator("#ai-pause:not([hidden])").count(), 0, "no computer seat, no pause button");
  // A link naming a deck that doesn't exist opens the dialog with the engine's error.
  const bad = await open("/?decks=gruul-stompy,nope&seed=3", { speed: 0 });
  await bad.waitForSelector("#new-game[open]");
  assert.match(await bad.innerText("#ng-error"), /^deckB: there is no deck 'nope'/);
  await shot(bad, "08-bad-link");
});
