// The JavaScript facade (pkg/, the wasm the page loads), tested under node:
// every exported call, the plain JSON shape of what it returns, and errors
// that name the problem and leave the game unchanged. (These were the
// wasm-bindgen-test suite tests/facade.rs; they run here against the release
// build the page uses, which spares `npm test` a third compilation of the crate.)
// Arguments are checked by type and range, unknown action
// fields are refused, and a bad call leaves the instance usable.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Stackwise } from "./pkg.mjs";

const BOLT = `{"format": "stackwise-scenario", "version": 1,
  "players": [
    {"name": "Alice", "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Grizzly Bears", "label": "gb"}], "battlefield": ["Mountain"]},
    {"name": "Bob", "hand": ["Forest"], "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}
  ]}`;

const json = (v) => JSON.stringify(v);
const boltGame = () => Stackwise.fromScenario(BOLT);
const castBolt = (sw) => ({ action: "cast_spell", player: 0, card: sw.label("bolt"), targets: [{ object: sw.label("bears") }], auto_pay: true });
/** The message of what `f` throws; fails unless it throws an Error. */
function thrown(f) {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof Error, `threw a non-Error: ${e}`);
    return e.message;
  }
  assert.fail("expected an error");
}

test("fromScenario builds a game and names problems", () => {
  const sw = boltGame();
  assert.equal(sw.snapshot().turn, 1);
  assert.match(thrown(() => Stackwise.fromScenario("{ not json")), /scenario/);
  const sw2 = boltGame();
  sw2.apply(castBolt(sw2));
  const back = Stackwise.load(sw2.save());
  assert.equal(json(back.snapshot()), json(sw2.snapshot()));
  assert.ok(back.canUndo());
  assert.throws(() => Stackwise.load("{"));
  const e = thrown(() => Stackwise.fromScenario(`{"format": "stackwise-scenario", "version": 1, "players": [{"name": "A", "hand": ["Grizly Bears"]}, {"name": "B"}]}`));
  assert.ok(e.includes("players[0].hand[0]: unknown card 'Grizly Bears'"), e);
});

test("the built-in library is given once, after the wasm starts; a bad one is refused and changes nothing", async () => {
  // A second instance of the module (its own wasm memory) before it is given the library.
  const fresh = await import("../../pkg/stackwise.js?without-library");
  fresh.initSync({ module: readFileSync(new URL("../../pkg/stackwise_bg.wasm", import.meta.url)) });
  const S = fresh.Stackwise;
  assert.equal(S.hasLibrary(), false);
  assert.deepEqual(S.scenarios(), []);
  assert.match(thrown(() => S.fromBuiltin("bolt-the-bears")), /no built-in scenario 'bolt-the-bears' \(the built-in library is not loaded\)/);
  assert.match(thrown(() => S.setLibrary("{")), /^setLibrary: library: /);
  assert.match(thrown(() => S.setLibrary(JSON.stringify({ scenarios: [], puzzles: [], tutorials: [], pool: [], cards: [], more: 1 }))), /unknown field `more`/);
  assert.equal(S.hasLibrary(), false);
  const text = readFileSync(new URL("../../pkg/library.json", import.meta.url), "utf8");
  assert.equal(S.setLibrary(text), true);
  assert.equal(S.hasLibrary(), true);
  assert.equal(S.scenarios().length, JSON.parse(text).scenarios.length);
  assert.equal(json(S.fromBuiltin("bolt-the-bears").snapshot()), json(Stackwise.fromBuiltin("bolt-the-bears").snapshot()));
  // Given once: a second library (even a valid one) changes nothing.
  assert.equal(S.setLibrary(JSON.stringify({ scenarios: [], puzzles: [], tutorials: [], pool: [], cards: [] })), false);
  assert.equal(S.scenarios().length, JSON.parse(text).scenarios.length);
});

test("fromBuiltin and the scenarios list", () => {
  const list = Stackwise.scenarios();
  assert.ok(list.length >= 3);
  for (const item of list) {
    assert.equal(typeof item.name, "string");
    assert.ok(Stackwise.fromBuiltin(item.id), item.id);
  }
  assert.ok(thrown(() => Stackwise.fromBuiltin("no-such-scenario")).includes("no built-in scenario 'no-such-scenario'"));
});

test("sampleGame is deterministic for a seed", () => {
  const a = json(Stackwise.sampleGame(5).snapshot());
  assert.equal(json(Stackwise.sampleGame(5).snapshot()), a);
  assert.notEqual(json(Stackwise.sampleGame(6).snapshot()), a);
});

test("the snapshot hides the other hand and the libraries", () => {
  const sw = boltGame();
  const mine = sw.snapshot(0);
  assert.equal(typeof mine.players[0].hand, "object");
  assert.ok(Array.isArray(mine.players[0].hand));
  assert.equal(mine.players[1].hand, null, "Bob's hand is hidden from Alice");
  assert.equal(mine.players[1].hand_count, 1);
  assert.equal(mine.players[0].library, undefined, "libraries are counts only");
  assert.ok(Array.isArray(sw.snapshot().players[1].hand), "the all-seeing view shows every hand");
  assert.match(thrown(() => sw.snapshot(7)), /no player 7/);
});

test("values are plain JSON shapes", () => {
  const sw = boltGame();
  for (const v of [sw.snapshot(), sw.legalActions(), Stackwise.cardPool()]) {
    const s = json(v);
    assert.equal(json(JSON.parse(s)), s);
    assert.ok(!(v instanceof Map));
  }
  assert.ok(!(sw.snapshot().battlefield[0].counters instanceof Map));
});

test("legal actions and pending", () => {
  const sw = boltGame();
  const kinds = sw.legalActions().map((a) => a.kind);
  assert.ok(kinds.includes("pass"));
  assert.ok(kinds.includes("cast"));
  assert.equal(sw.pending(), null);
});

test("apply returns events and one delta per event", () => {
  const sw = boltGame();
  const res = sw.apply(castBolt(sw));
  assert.ok(res.events.length > 3);
  assert.equal(res.deltas.length, res.events.length, "one delta per event");
  assert.equal(res.snapshot, undefined, "no snapshot per action");
  assert.ok(res.events.map((e) => e.rule).includes("601.2i"));
  // 601.2a: the Bolt is on the stack: some delta puts it there (a change: one item inserted on top).
  const changes = res.deltas.flatMap((d) => d.stack_changes ?? []);
  assert.deepEqual(changes.map((c) => [c.at, c.remove, (c.insert ?? []).map((v) => v.name)]), [[0, 0, ["Lightning Bolt"]]]);
  assert.equal(sw.snapshot().stack.length, 1);
});

function deepShortcut(levels) {
  let steps = [{ do: { action: "pass_priority", player: 0 } }];
  for (let i = 0; i < levels; i++) steps = [{ repeat: { times: 1, steps } }];
  return { action: "propose_shortcut", player: 0, steps };
}

test("illegal actions throw and change nothing", () => {
  const sw = boltGame();
  const before = sw.save();
  const bad = [
    [{ action: "pass_priority", player: 1 }, /does not have priority/],
    [{ action: "frobnicate", player: 0 }, /not an action/],
    [{ action: "cast_spell", player: 0, card: 999999 }, /no object/],
    [{ action: "pass_priority" }, /not an action/],
    [42, /not an action/],
    // Nested far deeper than a value may be: refused, no stack overflow.
    [deepShortcut(5000), /nested more than 64 levels/],
  ];
  for (const [a, re] of bad) {
    assert.match(thrown(() => sw.apply(a)), re, String(re));
    assert.equal(sw.save(), before, "the game is unchanged");
  }
  // A real action that is illegal by the rules: casting a creature with the stack non-empty.
  sw.apply(castBolt(sw));
  const during = sw.save();
  assert.match(thrown(() => sw.apply({ action: "cast_spell", player: 0, card: sw.label("gb"), auto_pay: true })), /307\.1/);
  assert.equal(sw.save(), during);
  assert.match(thrown(() => sw.apply({ action: "pass_priority", player: 0 }, 9)), /no player 9/);
});

test("undo, redo, jump and history", () => {
  const sw = boltGame();
  const start = json(sw.snapshot());
  assert.ok(!sw.canUndo());
  sw.apply(castBolt(sw));
  sw.apply({ action: "pass_priority", player: 0 });
  const after = json(sw.snapshot());
  const hist = sw.history();
  assert.equal(hist.length, 2);
  assert.equal(typeof hist[0].caption, "string");
  sw.undo();
  sw.undo();
  assert.equal(json(sw.snapshot()), start);
  assert.ok(sw.canRedo());
  assert.match(thrown(() => sw.undo()), /nothing to undo/);
  sw.redo();
  sw.redo();
  assert.equal(json(sw.snapshot()), after);
  assert.match(thrown(() => sw.redo()), /nothing to redo/);
  sw.jump(0);
  assert.equal(json(sw.snapshot()), start);
  assert.match(thrown(() => sw.jump(5)), /jump: n: 5 is not from 0 to 0/);
});

test("labels follow zone changes", () => {
  const sw = boltGame();
  const bolt = sw.label("bolt");
  sw.apply(castBolt(sw));
  assert.notEqual(sw.label("bolt"), bolt, "a card that changes zones is a new object (400.7)");
  assert.equal(sw.label("nobody"), undefined);
});

test("the card pool lists the cards", () => {
  const names = Stackwise.cardPool().map((c) => c.name);
  assert.ok(names.includes("Lightning Bolt"));
  assert.ok(names.length > 30);
});

test("snapshots during combat are plain JSON", () => {
  // Maps keyed by object ids (the 509.2 damage order) must serialize with string keys.
  const sw = Stackwise.fromBuiltin("r510-1c-damage-division");
  const [giant, bears, elves] = ["giant", "bears", "elves"].map((l) => sw.label(l));
  for (const a of [
    { action: "pass_priority", player: 0 },
    { action: "pass_priority", player: 1 },
    { action: "declare_attackers", player: 0, attackers: [{ attacker: giant, target: { player: 1 } }] },
    { action: "pass_priority", player: 0 },
    { action: "pass_priority", player: 1 },
    { action: "declare_blockers", player: 1, blockers: [{ blocker: bears, attacker: giant }, { blocker: elves, attacker: giant }] },
    { action: "order_blockers", player: 0, attacker: giant, order: [elves, bears] },
  ]) sw.apply(a);
  assert.deepEqual(sw.snapshot().combat.damage_order[String(giant)], [elves, bears]);
});

test("a shortcut is proposed and answered through the facade", () => {
  const sw = Stackwise.fromScenario(`{"format": "stackwise-scenario", "version": 1, "seed": 7,
    "players": [
      {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Presence of Gond", "attached_to": "bears"}]},
      {"name": "Bob", "battlefield": ["Intruder Alarm"]}],
    "turn": {"number": 3, "active": 0, "step": "precombat_main"}}`);
  const bears = sw.label("bears");
  const pass = (p) => ({ do: { action: "pass_priority", player: p } });
  const body = [{ do: { action: "activate_ability", player: 0, source: bears, ability: 0 } }, pass(0), pass(1), pass(0), pass(1)];
  sw.apply({ action: "propose_shortcut", player: 0, steps: [{ repeat: { times: 20, steps: body } }] });
  assert.equal(sw.snapshot().pending.decision, "shortcut");
  const applied = sw.apply({ action: "answer_shortcut", player: 1 });
  assert.equal(applied.events.length, applied.deltas.length);
  const elves = sw.snapshot().battlefield.filter((v) => v.name === "Elf Warrior").reduce((n, v) => n + v.count, 0);
  assert.equal(elves, 20);
});

// ---------- the hostile cases, one by one ----------

test("a number passed to fromScenario is refused by name, no trap", () => {
  assert.match(thrown(() => Stackwise.fromScenario(42)), /^fromScenario: text: must be a string, not the number 42$/);
  assert.match(thrown(() => Stackwise.fromScenario(undefined)), /fromScenario: text: must be a string, not undefined/);
  assert.match(thrown(() => Stackwise.load({})), /load: text: must be a string/);
  assert.match(thrown(() => Stackwise.fromBuiltin(7)), /fromBuiltin: id: must be a string/);
  assert.ok(boltGame(), "the module still works");
});

test("an action nested 8,000 levels deep is refused and the instance stays usable", () => {
  const sw = boltGame();
  const before = sw.save();
  let deep = {};
  for (let i = 0; i < 8000; i++) deep = { a: deep };
  assert.match(thrown(() => sw.apply(deep)), /apply: action: (a: )*nested more than 64 levels deep/);
  let arr = [];
  for (let i = 0; i < 8000; i++) arr = [arr];
  assert.match(thrown(() => sw.apply({ action: "cast_spell", player: 0, card: 1, targets: arr })), /nested more than 64/);
  assert.match(thrown(() => sw.preview(deepShortcut(8000))), /preview: action: .*nested more than 64/);
  assert.equal(sw.save(), before);
  sw.apply(castBolt(sw));
  assert.equal(sw.snapshot().stack.length, 1, "the instance still plays");
});

test("jump(NaN) and other bad positions are refused, the game unchanged", () => {
  const sw = boltGame();
  sw.apply(castBolt(sw));
  const before = sw.save();
  for (const [n, re] of [[NaN, /jump: n: NaN is not a whole number/], [Infinity, /Infinity is not a whole number/], [0.5, /0.5 is not a whole number/], [-1, /-1 is not from 0 to 1/], [2, /2 is not from 0 to 1/], ["1", /must be a number, not a string/], [undefined, /must be a number, not undefined/], [null, /not null/]]) {
    assert.match(thrown(() => sw.jump(n)), re, String(n));
    assert.equal(sw.save(), before);
  }
  sw.jump(-0);
  assert.equal(sw.history().length, 0, "-0 is 0");
});

test("snapshot(256) and other bad viewers are refused", () => {
  const sw = boltGame();
  for (const [v, re] of [[256, /snapshot: viewer: there is no player 256/], [2, /there is no player 2 \(the players are 0 to 1\)/], [-1, /viewer: must be a player number/], [NaN, /viewer: must be a player number/], [0.5, /viewer/], ["0", /viewer: must be a player number or undefined, not a string/], [{}, /viewer/]]) {
    assert.match(thrown(() => sw.snapshot(v)), re, String(v));
  }
  assert.equal(sw.snapshot(null).viewer, null);
  assert.equal(sw.snapshot(1).viewer, 1);
  assert.match(thrown(() => sw.legalActions(9)), /legalActions: viewer: there is no player 9/);
  assert.match(thrown(() => sw.apply({ action: "pass_priority", player: 0 }, 256)), /apply: viewer: there is no player 256/);
});

test("sampleGame checks its seed", () => {
  for (const s of [NaN, -1, 1.5, Infinity, "3", 2 ** 53]) assert.match(thrown(() => Stackwise.sampleGame(s)), /sampleGame: seed: /, String(s));
  assert.equal(json(Stackwise.sampleGame(2 ** 40).snapshot()), json(Stackwise.sampleGame(2 ** 40).snapshot()));
});

test("unknown fields inside actions are refused, naming the field", () => {
  const sw = boltGame();
  const before = sw.save();
  const a = { ...castBolt(sw) };
  a.tragets = a.targets;
  delete a.targets;
  assert.match(thrown(() => sw.apply(a)), /apply: action: not an action: unknown field `tragets`/);
  const att = { action: "declare_attackers", player: 0, attackers: [{ attacker: 1, target: { player: 1 }, extra: true }] };
  assert.match(thrown(() => sw.apply(att)), /unknown field `extra`/);
  const sc = { action: "propose_shortcut", player: 0, steps: [{ pass_until: { turn: 2, stepp: "upkeep" } }] };
  assert.match(thrown(() => sw.apply(sc)), /unknown field `stepp`/);
  const rep = { action: "propose_shortcut", player: 0, steps: [{ repeat: { times: 2, steps: [], n: 1 } }] };
  assert.match(thrown(() => sw.apply(rep)), /unknown field `n`/);
  assert.match(thrown(() => sw.apply({ ...castBolt(sw), mana_abilities: [{ source: 1, abilty: 0 }] })), /unknown field `abilty`/);
  assert.equal(sw.save(), before);
});

test("player names are counted in characters; two custom cards with one name are refused", () => {
  const scen = (name) => `{"format": "stackwise-scenario", "version": 1, "players": [{"name": ${JSON.stringify(name)}}, {"name": "B"}]}`;
  // 40 characters of 4 bytes each (160 bytes in UTF-8): within the 40-character limit.
  assert.equal(Stackwise.fromScenario(scen("🂡".repeat(40))).snapshot().players[0].name, "🂡".repeat(40));
  assert.match(thrown(() => Stackwise.fromScenario(scen("é".repeat(41)))), /players\[0\]\.name: must be 1 to 40 characters/);
  const card = (text) => ({ name: "Twin", types: ["Instant"], mana_cost: "{R}", text });
  const twice = JSON.stringify({ format: "stackwise-scenario", version: 1, cards: [card("one"), card("two")], players: [{ name: "A" }, { name: "B" }] });
  assert.match(thrown(() => Stackwise.fromScenario(twice)), /cards\[1\]\.name: 'Twin' is already the name of cards\[0\]/);
});

test("a value whose reading throws (a getter, a proxy) is refused and the instance stays usable", () => {
  const sw = boltGame();
  const before = sw.save();
  const getter = { action: "pass_priority", get player() { throw new Error("boom"); } };
  assert.match(thrown(() => sw.apply(getter)), /apply: action: player: reading it threw: boom/);
  const proxy = new Proxy({}, { ownKeys() { throw new Error("trap"); } });
  assert.match(thrown(() => sw.apply(proxy)), /reading it threw: trap/);
  const { proxy: revoked, revoke } = Proxy.revocable([], {});
  revoke();
  assert.match(thrown(() => sw.apply(revoked)), /apply: action: reading it threw/);
  // A getter that calls back into the same instance: refused, not a poisoned instance.
  const reentrant = { action: "pass_priority", get player() { sw.apply({ action: "pass_priority", player: 0 }); return 0; } };
  assert.throws(() => sw.apply(reentrant));
  assert.equal(sw.save(), before);
  sw.apply({ action: "pass_priority", player: 0 });
  assert.equal(sw.history().length, 1, "the instance still plays");
});
