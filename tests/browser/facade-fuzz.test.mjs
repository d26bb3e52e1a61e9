// Every facade export called with 10,000 random arguments
// (numbers with NaN, ±Infinity, -0 and huge ones, strings huge and with odd
// Unicode, deeply nested arrays and objects, null, undefined, typed arrays,
// objects with odd prototypes, proxies, getters that throw, and actions with
// one field made random). Each call either returns or throws an `Error` with
// a message; never a trap (a WebAssembly.RuntimeError: "unreachable", "memory
// access out of bounds" kills the instance). After a call that throws, the
// game is unchanged (save() is compared); after one that succeeds, the game is
// put back (load) so that every call starts from the same game. The random
// generator has a fixed seed, so a failure names a call that can be replayed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Stackwise } from "./pkg.mjs";

const CALLS = Number(process.env.FUZZ_CALLS ?? 10_000);
const SEED = 0x5eed11;

/** mulberry32: a small seeded generator (uniform in [0, 1)). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BOLT = `{"format": "stackwise-scenario", "version": 1,
  "players": [
    {"name": "Alice", "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Grizzly Bears", "label": "gb"}, "Giant Growth"], "battlefield": ["Mountain", "Forest"]},
    {"name": "Bob", "hand": ["Forest"], "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}
  ]}`;

const TUTORIAL = JSON.stringify({
  format: "stackwise-tutorial", version: 1, title: "Fuzz", scenario: "bolt-the-bears",
  steps: [
    { narration: "Cast it.", ask: { action: { action: "cast_spell", card: "@bolt" }, hint: "The Bolt." }, highlight: ["@bolt", "panel:stack"] },
    { narration: "Pass.", do: [{ action: "pass_priority", player: 0 }], pause: "event" },
    { narration: "Resolve.", do: [{ action: "pass_priority", player: 1 }], expect: { zone: { bears: "graveyard" } } },
  ],
});

// Values built once (some are costly to make).
const huge = "x".repeat(1 << 20);
const overLimit = "y".repeat((64 << 20) + 1);
/** A card table of two cards (the shape of pkg/card-table.json). */
/** A library with nothing in it (taken as no change: the engine keeps the first library it was given). */
const EMPTY_LIBRARY = JSON.stringify({ scenarios: [], puzzles: [], tutorials: [], pool: [], cards: [] });
const SMALL_TABLE = JSON.stringify({ cards: [
  { name: "Grizzly Bears", type: "Creature — Bear", text: "", mana_cost: "{1}{G}", power: "2", toughness: "2", in_rules: true, layout: "normal" },
  { name: "Shock", type: "Instant", text: "Shock deals 2 damage to target creature or player.", mana_cost: "{R}", in_rules: true, layout: "normal" },
] });
const nest = (n, f) => { let v = 0; for (let i = 0; i < n; i++) v = f(v); return v; };
const deepArray = nest(10_000, (v) => [v]);
const deepObject = nest(10_000, (v) => ({ a: v }));
const wideArray = Array.from({ length: 200_000 }, (_, i) => i);
const sparse = []; sparse.length = 2 ** 32 - 1;
const cyclic = { action: "pass_priority", player: 0 }; cyclic.self = cyclic;
const { proxy: revoked, revoke } = Proxy.revocable({}, {}); revoke();

function gen(r) {
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const int = (n) => Math.floor(r() * n);
  const number = () => pick([NaN, Infinity, -Infinity, -0, 0, 1, 2, 7, 255, 256, -1, 0.5, 2 ** 31, 2 ** 32, 2 ** 32 - 1, 2 ** 53, 2 ** 53 + 2, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER, int(100), int(1e6) - 5e5, r() * 1e3]);
  const string = () => pick([
    "", "0", "1", "bolt", "bears", "nobody", "bolt-the-bears", "{", "[]", "null", "{\"format\": \"stackwise-scenario\", \"version\": 1}",
    "\u0000", "\uD800", "\uDFFF\uD800", "é".repeat(int(50)), "🂡".repeat(int(50)), "\u202Eevil", "a\u0301", "\uFEFF", huge,
    String.fromCharCode(...Array.from({ length: int(40) }, () => int(0x10000))),
    JSON.stringify({ format: "stackwise-scenario", version: 1, players: [{ name: "A" }, { name: "B".repeat(int(60)) }] }),
  ]);
  const odd = () => pick([
    null, undefined, true, false, 10n, Symbol("s"), () => 1, new Uint8Array(8), new Float64Array([NaN, 1]), new Map([[1, 2]]), new Set([1]),
    new Date(0), /re/, Object.create(null), Object.setPrototypeOf({ action: "pass_priority", player: 0 }, Array.prototype), new Number(3), new String("x"),
    { get player() { throw new Error("getter"); } }, new Proxy({}, { ownKeys() { throw new RangeError("trap"); } }), revoked, deepArray, deepObject,
    wideArray, sparse, cyclic, [1, , 3], { toJSON() { return 1; } }, Object.freeze([]), new ArrayBuffer(4), new Error("e"), Promise.resolve(1),
  ]);
  const value = (depth = 0) => {
    const k = int(depth > 3 ? 3 : 6);
    if (k === 0) return number();
    if (k === 1) return string();
    if (k === 2) return odd();
    if (k === 3) return Array.from({ length: int(4) }, () => value(depth + 1));
    if (k === 4) return Object.fromEntries(Array.from({ length: int(4) }, () => [pick(["action", "player", "card", "targets", "object", "steps", "x", string()]), value(depth + 1)]));
    return action();
  };
  // An action with one field made random, or a random action name.
  const action = () => {
    const base = pick([
      { action: "pass_priority", player: 0 },
      { action: "play_land", player: 0, card: 3 },
      { action: "cast_spell", player: 0, card: 1, targets: [{ object: 5 }], auto_pay: true },
      { action: "cast_spell", player: 0, card: 2, targets: [], auto_pay: true, x: 3, division: [1, 2], mode: 0 },
      { action: "activate_ability", player: 0, source: 4, ability: 0, targets: [], mana_abilities: [{ source: 4, ability: 0 }] },
      { action: "declare_attackers", player: 0, attackers: [{ attacker: 5, target: { player: 1 } }] },
      { action: "choose_cards", player: 1, cards: [1, 2] },
      { action: "choose_object", player: 0, object: null },
      { action: "choose_yes_no", player: 0, yes: true },
      { action: "concede", player: 1 },
      { action: "propose_shortcut", player: 0, steps: [{ repeat: { times: 3, steps: [{ do: { action: "pass_priority", player: 0 } }] } }, { pass_until: { turn: 2 } }] },
      { action: "answer_shortcut", player: 1, shorten_at: 0 },
    ]);
    const a = structuredClone(base);
    const keys = Object.keys(a);
    const k = int(4);
    if (k === 0) a[pick(keys)] = value(2);
    else if (k === 1) a[string()] = value(2);
    else if (k === 2) a.action = pick([string(), "cast_spell", "order_triggers", "choose_replacement"]);
    return a;
  };
  return { value, number, string, action, int, pick };
}

/** The exports that take no arguments. */
const NO_PARAMETERS = new Set(["hasCardTable", "hasLibrary", "cardPool", "scenarios", "decks", "save", "undo", "history", "timeline", "recognisedLoop", "canUndo", "canRedo", "shareLink", "exportPosition", "positionLink", "exportSetup", "puzzles", "scenarioInfo", "tutorials", "tutorialSteps"]);

function isTrap(e) {
  return e instanceof WebAssembly.RuntimeError || /unreachable|out of bounds|recursive use|null pointer|already borrowed/i.test(String(e?.message ?? e));
}

/** A refused call: an Error with a message, never a trap of the wasm module. */
function assertCleanRefusal(threw, where) {
  assert.ok(!isTrap(threw), `${where}: trapped: ${threw?.message ?? threw}`);
  assert.ok(threw instanceof Error, `${where}: threw a non-Error: ${String(threw)}`);
  assert.ok(threw.message.length > 0, `${where}: an Error without a message`);
}

/** The exports: name -> a call with random arguments (`sw` for instance methods). */
const EXPORTS = {
  fromScenario: (sw, g) => Stackwise.fromScenario(g.pick([g.value(), g.string(), overLimit, BOLT, sw.exportPosition()])),
  fromBuiltin: (sw, g) => Stackwise.fromBuiltin(g.pick([g.value(), g.string()])),
  fromPuzzle: (sw, g) => Stackwise.fromPuzzle(g.pick([g.value(), g.string(), "01-upkeep-order"])),
  puzzles: (sw, g) => Stackwise.puzzles(g.value()),
  scenarioInfo: (sw, g) => sw.scenarioInfo(g.value()),
  sampleGame: (sw, g) => Stackwise.sampleGame(g.pick([g.value(), g.number()])),
  fromLink: (sw, g) => Stackwise.fromLink(g.pick([g.value(), g.string(), `#s=v1.${g.string()}`, overLimit, sw.positionLink()])),
  scenarioLink: (sw, g) => Stackwise.scenarioLink(g.pick([g.value(), g.string(), overLimit, BOLT])),
  shareLink: (sw, g) => sw.shareLink(g.value()),
  exportPosition: (sw, g) => sw.exportPosition(g.value()),
  positionLink: (sw, g) => sw.positionLink(g.value()),
  exportSetup: (sw, g) => sw.exportSetup(g.value()),
  load: (sw, g) => Stackwise.load(g.pick([g.value(), g.string(), overLimit])),
  cardPool: (sw, g) => Stackwise.cardPool(g.value()),
  decks: (sw, g) => Stackwise.decks(g.value()),
  newGame: (sw, g) => Stackwise.newGame(g.pick([g.value(), g.string(), "red", "gruul-stompy"]), g.pick([g.value(), g.string(), "green", "white-weenie"]), g.pick([g.value(), g.number()])),
  aiAction: (sw, g) => sw.aiAction(g.pick([g.value(), g.number(), 0, 1])),
  scenarios: (sw, g) => Stackwise.scenarios(g.value()),
  snapshot: (sw, g) => sw.snapshot(g.value()),
  legalActions: (sw, g) => sw.legalActions(g.value()),
  pending: (sw, g) => sw.pending(g.value()),
  faceDownKnown: (sw, g) => sw.faceDownKnown(g.value()),
  apply: (sw, g) => sw.apply(g.pick([g.value(), g.action(), g.action()]), g.pick([undefined, 0, 1, g.value()])),
  preview: (sw, g) => sw.preview(g.pick([g.value(), g.action()]), g.pick([undefined, g.value()])),
  save: (sw, g) => sw.save(g.value()),
  undo: (sw, g) => sw.undo(g.value()),
  redo: (sw, g) => sw.redo(g.value()),
  jump: (sw, g) => sw.jump(g.pick([g.value(), g.number()])),
  history: (sw, g) => sw.history(g.value()),
  timeline: (sw, g) => sw.timeline(g.value()),
  goto: (sw, g) => sw.goto(g.pick([g.value(), g.number()])),
  events: (sw, g) => sw.events(g.pick([g.value(), g.number()]), g.pick([g.value(), g.number()])),
  recognisedLoop: (sw, g) => sw.recognisedLoop(g.value()),
  canUndo: (sw, g) => sw.canUndo(g.value()),
  canRedo: (sw, g) => sw.canRedo(g.value()),
  label: (sw, g) => sw.label(g.pick([g.value(), g.string()])),
  validateCard: (sw, g) => Stackwise.validateCard(g.pick([g.value(), g.string(), overLimit, '{"name": "X", "types": ["Creature"], "power": 1, "toughness": 1}'])),
  checkScenario: (sw, g) => Stackwise.checkScenario(g.pick([g.value(), g.string(), overLimit, BOLT])),
  scenarioText: (sw, g) => Stackwise.scenarioText(g.pick([g.value(), g.string(), "bolt-the-bears"])),
  fromTutorial: (sw, g) => Stackwise.fromTutorial(g.pick([g.value(), g.string(), overLimit, TUTORIAL])),
  fromBuiltinTutorial: (sw, g) => Stackwise.fromBuiltinTutorial(g.pick([g.value(), g.string(), "stack-and-priority"])),
  tutorials: (sw, g) => Stackwise.tutorials(g.value()),
  tutorialSteps: (sw, g) => sw.tutorialSteps(g.value()),
  checkCardText: (sw, g) => Stackwise.checkCardText(g.pick([g.value(), g.string(), overLimit, '{"name": "X", "type": "Creature — Bear", "power": 1, "toughness": 1, "text": "Flying"}', JSON.stringify({ name: "X", type: "Instant", text: g.string() })])),
  setCardTable: (sw, g) => Stackwise.setCardTable(g.pick([g.value(), g.string(), overLimit, SMALL_TABLE])),
  hasCardTable: (sw, g) => Stackwise.hasCardTable(g.value()),
  setLibrary: (sw, g) => Stackwise.setLibrary(g.pick([g.value(), g.string(), overLimit, EMPTY_LIBRARY])),
  hasLibrary: (sw, g) => Stackwise.hasLibrary(g.value()),
  searchCards: (sw, g) => Stackwise.searchCards(g.pick([g.value(), g.string(), "bear"]), g.pick([g.value(), g.number(), 10]), g.value()),
  tableCard: (sw, g) => Stackwise.tableCard(g.pick([g.value(), g.string(), "shock"])),
  readDecklist: (sw, g) => Stackwise.readDecklist(g.pick([g.value(), g.string(), overLimit, "4 Grizzly Bears\n2 Shock\n1 Nope"])),
  newGameFromDecklists: (sw, g) => Stackwise.newGameFromDecklists(g.pick([g.value(), g.string(), "20 Grizzly Bears"]), g.pick([g.value(), g.string(), "20 Shock"]), g.pick([g.value(), "A"]), g.pick([g.value(), "B"]), g.pick([g.value(), g.number(), 3])),
  importPzl: (sw, g) => Stackwise.importPzl(g.pick([g.value(), g.string(), overLimit, "[state]\nhumanhand=Mountain\n", `[state]\n${g.string()}`])),
};

test("every export is a method the fuzz test calls, with its parameters", () => {
  const statics = Object.getOwnPropertyNames(Stackwise).filter((k) => typeof Stackwise[k] === "function" && !k.startsWith("__"));
  const methods = Object.getOwnPropertyNames(Stackwise.prototype).filter((k) => k !== "constructor" && k !== "free" && !k.startsWith("__") && k !== Symbol.dispose);
  for (const k of [...statics, ...methods]) assert.ok(k in EXPORTS, `export ${k} is not fuzzed`);
  // The exports listed as taking no arguments really take none.
  for (const k of NO_PARAMETERS) assert.equal((Stackwise[k] ?? Stackwise.prototype[k]).length, 0, k);
});

test(`every export, ${CALLS} random calls each (a tenth for those without parameters): only Errors with a message, never a trap, the game unchanged`, { timeout: 300_000 }, () => {
  const r = rng(SEED);
  const g = gen(r);
  // A game with history and a redo list, so that undo, redo and jump have work to do.
  let sw = Stackwise.fromScenario(BOLT);
  sw.apply({ action: "cast_spell", player: 0, card: sw.label("bolt"), targets: [{ object: sw.label("bears") }], auto_pay: true });
  sw.apply({ action: "pass_priority", player: 0 });
  sw.apply({ action: "pass_priority", player: 1 });
  sw.undo();
  const start = sw.save();
  const counts = {};
  for (const [name, call] of Object.entries(EXPORTS)) {
    counts[name] = { ok: 0, refused: 0, ms: performance.now() };
    // An export without parameters never sees its arguments (wasm-bindgen's JS glue drops them
    // before the wasm is called): a tenth as many calls check that it stays harmless.
    const calls = NO_PARAMETERS.has(name) ? CALLS / 10 : CALLS;
    for (let i = 0; i < calls; i++) {
      // Every call starts from `start` (a game changed by a call is put back).
      const before = start;
      let threw = null;
      try {
        const out = call(sw, g);
        out?.free?.(); // a new game from a static export
      } catch (e) {
        threw = e;
      }
      const where = `${name} call ${i} (seed ${SEED})`;
      if (threw) {
        assertCleanRefusal(threw, where);
        counts[name].refused++;
        let after;
        try {
          after = sw.save();
        } catch (e) {
          assert.fail(`${where}: the instance is unusable after "${threw.message}": ${e.message}`);
        }
        assert.equal(after, before, `${where}: refused ("${threw.message}") but the game changed`);
      } else {
        counts[name].ok++;
        if (sw.save() !== start) {
          sw.free();
          sw = Stackwise.load(start);
        }
      }
    }
    counts[name].ms = Math.round(performance.now() - counts[name].ms);
  }
  console.log(JSON.stringify(counts));
  // Some calls of each kind are refused (the arguments are mostly bad) and the
  // harmless exports succeed: the generator reaches both sides.
  for (const name of ["fromScenario", "fromBuiltin", "sampleGame", "newGame", "aiAction", "load", "snapshot", "legalActions", "apply", "preview", "jump", "label", "validateCard", "checkScenario", "scenarioText", "importPzl", "checkCardText", "setCardTable", "setLibrary", "searchCards", "readDecklist", "newGameFromDecklists"]) assert.ok(counts[name].refused > 0, `${name} never refused`);
  for (const name of ["snapshot", "legalActions", "save", "history", "apply", "exportPosition", "positionLink", "exportSetup", "validateCard", "checkScenario", "scenarioText", "importPzl", "checkCardText", "setCardTable", "setLibrary", "searchCards", "tableCard", "readDecklist", "newGameFromDecklists"]) assert.ok(counts[name].ok > 0, `${name} never succeeded`);
});

// The second class, `Tutorial` (the tutorial player, src/facade/tutorial.rs),
// fuzzed the same way. Its state is the step shown with its view and the board.
const Tutorial = (() => { const t = Stackwise.fromTutorial(TUTORIAL); const C = t.constructor; t.free(); return C; })();
const T_NO_PARAMETERS = new Set(["tutorials", "info", "step", "count", "current", "next", "back", "restart", "leave", "returnToStep"]);
const T_EXPORTS = {
  fromTutorial: (t, g) => Tutorial.fromTutorial(g.pick([g.value(), g.string(), overLimit, TUTORIAL, TUTORIAL.replace('"@bolt"', '"@nobody"')])),
  fromBuiltinTutorial: (t, g) => Tutorial.fromBuiltinTutorial(g.pick([g.value(), g.string(), "stack-and-priority", "countered-target-left"])),
  tutorials: (t, g) => Tutorial.tutorials(g.value()),
  info: (t, g) => t.info(g.value()),
  step: (t, g) => t.step(g.value()),
  count: (t, g) => t.count(g.value()),
  current: (t, g) => t.current(g.value()),
  next: (t, g) => t.next(g.value()),
  back: (t, g) => t.back(g.value()),
  restart: (t, g) => t.restart(g.value()),
  leave: (t, g) => t.leave(g.value()),
  returnToStep: (t, g) => t.returnToStep(g.value()),
  tryAsk: (t, g) => t.tryAsk(g.pick([g.value(), g.action(), { action: "pass_priority", player: 0 }])),
  snapshot: (t, g) => t.snapshot(g.value()),
  legalActions: (t, g) => t.legalActions(g.value()),
  pending: (t, g) => t.pending(g.value()),
  apply: (t, g) => t.apply(g.pick([g.value(), g.action(), g.action()]), g.pick([undefined, 0, 1, g.value()])),
  label: (t, g) => t.label(g.pick([g.value(), g.string(), "bolt"])),
  goto: (t, g) => t.goto(g.pick([g.value(), g.number(), 0, 1, 2, 3])),
};

test("every Tutorial export is a method the fuzz test calls, with its parameters", () => {
  const statics = Object.getOwnPropertyNames(Tutorial).filter((k) => typeof Tutorial[k] === "function" && !k.startsWith("__"));
  const methods = Object.getOwnPropertyNames(Tutorial.prototype).filter((k) => k !== "constructor" && k !== "free" && !k.startsWith("__") && k !== Symbol.dispose);
  for (const k of [...statics, ...methods]) assert.ok(k in T_EXPORTS, `Tutorial export ${k} is not fuzzed`);
  for (const k of T_NO_PARAMETERS) assert.equal((Tutorial[k] ?? Tutorial.prototype[k]).length, 0, k);
});

test(`every Tutorial export, ${CALLS / 10} random calls each: only Errors with a message, never a trap, the tutorial unchanged`, { timeout: 300_000 }, () => {
  const r = rng(SEED + 13);
  const g = gen(r);
  // At step 2 (the ask answered), so that back and restart have work to do.
  const fresh = () => {
    const t = Tutorial.fromTutorial(TUTORIAL);
    const ok = t.tryAsk({ action: "cast_spell", player: 0, card: t.label("bolt"), targets: [{ object: t.label("bears") }], auto_pay: true });
    assert.equal(ok.ok, true);
    return t;
  };
  const state = (t) => JSON.stringify([t.step(), t.current(), t.snapshot()]);
  let t = fresh();
  const start = state(t);
  const counts = {};
  for (const [name, call] of Object.entries(T_EXPORTS)) {
    counts[name] = { ok: 0, refused: 0 };
    for (let i = 0; i < CALLS / 10; i++) {
      let threw = null;
      try {
        const out = call(t, g);
        out?.free?.();
      } catch (e) {
        threw = e;
      }
      const where = `Tutorial.${name} call ${i} (seed ${SEED + 13})`;
      if (threw) {
        assertCleanRefusal(threw, where);
        counts[name].refused++;
        let after;
        try {
          after = state(t);
        } catch (e) {
          assert.fail(`${where}: the instance is unusable after "${threw.message}": ${e.message}`);
        }
        assert.equal(after, start, `${where}: refused ("${threw.message}") but the tutorial changed`);
      } else {
        counts[name].ok++;
        if (state(t) !== start) {
          t.free();
          t = fresh();
        }
      }
    }
  }
  console.log(JSON.stringify(counts));
  for (const name of ["fromTutorial", "fromBuiltinTutorial", "tryAsk", "apply", "goto", "snapshot"]) assert.ok(counts[name].refused > 0, `${name} never refused`);
  for (const name of ["fromTutorial", "fromBuiltinTutorial", "tutorials", "current", "next", "back", "restart", "snapshot", "goto"]) assert.ok(counts[name].ok > 0, `${name} never succeeded`);
});

// Not random: the calls the page makes, with the shapes docs/tutorials.md gives.
test("the Tutorial facade plays a library tutorial: current, tryAsk (wrong, then right), next, back, restart, free play", () => {
  const list = Tutorial.tutorials();
  assert.ok(list.some((x) => x.id === "stack-and-priority" && x.title === "The stack and priority"));
  assert.deepEqual(Stackwise.tutorials(), list);
  const t = Tutorial.fromBuiltinTutorial("stack-and-priority");
  assert.equal(t.step(), 0);
  assert.equal(t.info().viewer, null);
  const first = t.current();
  assert.deepEqual(first.highlight.map((h) => h.kind), ["object", "object"]);
  assert.equal(first.highlight[0].object, t.label("bolt"));
  t.next();
  const ask = t.current();
  assert.equal(ask.ask.action.card, t.label("bolt"));
  const board = JSON.stringify(t.snapshot());
  const no = t.tryAsk({ action: "pass_priority", player: 0 });
  assert.equal(no.ok, false);
  assert.equal(no.hint, ask.ask.hint);
  assert.equal(JSON.stringify(t.snapshot()), board);
  assert.equal(t.step(), 1);
  const yes = t.tryAsk({ action: "cast_spell", player: 0, card: t.label("bolt"), targets: [{ object: t.label("bears") }], auto_pay: true });
  assert.equal(yes.ok, true);
  assert.equal(yes.events.length, yes.deltas.length);
  assert.equal(t.step(), 2);
  assert.equal(t.snapshot().stack.length, 1);
  const played = t.next();
  assert.equal(played.length, 1);
  assert.ok(played[0].events.length > 0 && played[0].events.length === played[0].deltas.length);
  t.back();
  assert.equal(t.step(), 2);
  assert.equal(t.snapshot().stack.length, 1);
  t.leave();
  assert.throws(() => t.next(), /returnToStep/);
  t.apply({ action: "pass_priority", player: 0 });
  t.returnToStep();
  assert.equal(t.current().left, false);
  t.restart();
  assert.equal(t.step(), 0);
  assert.equal(JSON.stringify(t.current()), JSON.stringify(first));
  assert.throws(() => Tutorial.fromTutorial(TUTORIAL.replace('"event"', '"later"')), /steps\[1\]\.pause/);
  // A game's timeline as tutorial text that reads back.
  const sw = Stackwise.fromBuiltin("bolt-the-bears");
  sw.apply({ action: "cast_spell", player: 0, card: sw.label("bolt"), targets: [{ object: sw.label("bears") }], auto_pay: true });
  const text = sw.tutorialSteps();
  const back = Tutorial.fromTutorial(text);
  assert.equal(back.count(), 1);
  assert.match(back.current().narration, /601\.2a/);
  t.free(); back.free(); sw.free();
});

// Hostile links and positions (tests/repros/): each is refused at once with an
// Error naming its problem; the instance stays usable, and a session that was
// open is unchanged (its save() compared before and after each refusal).
test("hostile links and positions are refused naming the problem; the module and an open session are unharmed", { timeout: 120_000 }, () => {
  const repro = (f) => readFileSync(new URL(`../repros/${f}`, import.meta.url), "utf8");
  const open = Stackwise.fromScenario(BOLT);
  open.apply({ action: "pass_priority", player: 0 });
  const saved = open.save();
  const refused = (f, want) => {
    const t = performance.now();
    assert.throws(f, (e) => {
      assertCleanRefusal(e, want.source);
      assert.match(e.message, want);
      return true;
    });
    const ms = performance.now() - t;
    assert.ok(ms < 5_000, `${want.source}: refused in ${Math.round(ms)} ms`);
    assert.equal(open.save(), saved, `${want.source}: the open session changed`);
  };
  // A 145-character link of two million cards (two libraries of a million Swamps by count).
  const twoMillion = JSON.stringify({ format: "stackwise-scenario", version: 1, players: [0, 1].map((i) => ({ name: `P${i}`, library: [{ card: "Swamp", count: 1000000 }] })) });
  refused(() => Stackwise.scenarioLink(twoMillion), /2000000 objects.*MAX_LINK_OBJECTS/);
  refused(() => Stackwise.fromScenario(twoMillion), /players: 2000000 cards.*MAX_SCENARIO_CARDS/);
  for (const l of Object.values(JSON.parse(repro("link-bombs-huge-boards.json")).links)) refused(() => Stackwise.fromLink(l), /objects, over the limit of 100000 a link may \(limits::MAX_LINK_OBJECTS\)/);
  refused(() => Stackwise.fromScenario(repro("position-combat-unknown-attacker-apply-throws-after-applying.json")), /position\.game\.combat\.attackers: object #18446744073709551615/);
  refused(() => Stackwise.fromScenario(repro("position-unknown-fields-ignored.json")), /position\.game\.bogus_field: unknown field/);
  refused(() => Stackwise.fromScenario(repro("2hg-one-team-export-unloadable.json")), /teams: a Two-Headed Giant game is two teams/);
  refused(() => Stackwise.fromScenario(repro("copy-of-instant.json")), /copy_of: 'Lightning Bolt' is not a permanent card/);
  const aura = Stackwise.fromScenario(repro("aura-cast-with-any-mode.json"));
  const before = aura.save();
  for (const mode of [7, 2 ** 32 - 1]) {
    assert.throws(() => aura.apply({ action: "cast_spell", player: 0, card: aura.label("aura"), targets: [{ object: aura.label("theirs") }], mode, auto_pay: true }), /601\.2b: Pacifism has no modes/);
    assert.equal(aura.save(), before, "the refused cast changed nothing");
  }
  // A saved session with a field its game doesn't have.
  const v = JSON.parse(saved);
  v.game.game.players[0].bogus = 1;
  refused(() => Stackwise.load(JSON.stringify(v)), /game\.game\.players\[0\]\.bogus: unknown field/);
  // The module is still usable.
  Stackwise.fromBuiltin("bolt-the-bears").free();
  aura.free();
  open.free();
});
