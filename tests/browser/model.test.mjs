// Unit tests (node, no browser) of www/model.js: the page's copy of the board
// patched with per-event deltas, and the grouping rule of the format's
// contract (docs/playback.md, grouped tokens): two battlefield objects share an entry iff both are
// tokens, nothing is attached to either, neither is attached, and their views
// are equal but for id / count / id_ranges; ids merged into maximal ranges,
// entries sorted by id. Expected values are worked out from that rule by hand.
import { test } from "node:test";
import assert from "node:assert/strict";
import { applyDelta, firstIdWhere, Index, mergeRanges, regroup } from "../../www/model.js";

const base = {
  name: "Soldier", owner: 0, controller: 0, types: ["Creature"], subtypes: ["Soldier"], supertypes: [], colors: ["White"],
  mana_cost: null, text: "", power: 1, toughness: 1, loyalty: null, keywords: [], tapped: false, summoning_sick: false,
  counters: {}, damage: 0, attached_to: null, token: true, copy_of: null,
};
/** One object's view (count 1), as a delta carries it. */
const obj = (id, over = {}) => ({ ...base, ...over, id, count: 1, id_ranges: [[id, id]] });
const entry = (ranges, over = {}) => ({ ...base, ...over, id: ranges[0][0], count: ranges.reduce((n, [a, b]) => n + b - a + 1, 0), id_ranges: ranges });
const snap = (battlefield) => ({
  turn: 3, active: 0, step: "precombat_main", priority: 0, players: [{ id: 0, name: "Alice", life: 20 }, { id: 1, name: "Bob", life: 20 }],
  battlefield, stack: [], waiting_triggers: [], pending: null, winners: null, combat: null, viewer: null, variant: "normal",
});
const shape = (bf) => bf.map((e) => [e.name, e.count, e.id_ranges, e.tapped]);

test("identical tokens form one entry with maximal ranges; cards and different tokens stay apart", () => {
  const bf = regroup([obj(5), obj(1), obj(2), obj(3), obj(7), obj(4, { tapped: true }), obj(6, { token: false, name: "Grizzly Bears" })]);
  // 1,2,3,5,7 are equal untapped tokens -> [[1,3],[5,5],[7,7]]; 4 is tapped; 6 is a card.
  assert.deepEqual(shape(bf), [
    ["Soldier", 5, [[1, 3], [5, 5], [7, 7]], false],
    ["Soldier", 1, [[4, 4]], true],
    ["Grizzly Bears", 1, [[6, 6]], false],
  ]);
  assert.equal(bf[0].id, 1);
});

test("a delta that taps one token of a group splits it out; untapping it merges it back", () => {
  const s = snap([entry([[1, 10]])]);
  applyDelta(s, { permanents: [obj(4, { tapped: true })] });
  assert.deepEqual(shape(s.battlefield), [["Soldier", 9, [[1, 3], [5, 10]], false], ["Soldier", 1, [[4, 4]], true]]);
  applyDelta(s, { permanents: [obj(4)] });
  assert.deepEqual(shape(s.battlefield), [["Soldier", 10, [[1, 10]], false]]);
});

test("ids that left are removed from their entry; the entry's id becomes its new smallest id", () => {
  const s = snap([entry([[1, 5]]), obj(6, { token: false, name: "Forest" })]);
  const c = applyDelta(s, { left: [1, 6] });
  assert.deepEqual(shape(s.battlefield), [["Soldier", 4, [[2, 5]], false]]);
  assert.equal(s.battlefield[0].id, 2);
  assert.equal(c.battlefield, true);
  applyDelta(s, { left: [2, 3, 4, 5] });
  assert.deepEqual(s.battlefield, []);
});

test("a token with something attached has its own entry, and rejoins the group when it is no longer enchanted", () => {
  const aura = (over) => obj(9, { token: false, name: "Holy Strength", types: ["Enchantment"], power: null, toughness: null, ...over });
  const s = snap([entry([[1, 4]]), aura({ attached_to: null })]);
  applyDelta(s, { permanents: [aura({ attached_to: { object: 2 } })] });
  assert.deepEqual(shape(s.battlefield), [
    ["Soldier", 3, [[1, 1], [3, 4]], false],
    ["Soldier", 1, [[2, 2]], false],
    ["Holy Strength", 1, [[9, 9]], false],
  ]);
  applyDelta(s, { left: [9] });
  assert.deepEqual(shape(s.battlefield), [["Soldier", 4, [[1, 4]], false]]);
});

test("a token attached to something (an aura token) is never grouped", () => {
  const bf = regroup([obj(1, { attached_to: { player: 1 } }), obj(2, { attached_to: { player: 1 } })]);
  assert.equal(bf.length, 2);
});

test("entries a delta does not touch keep their identity (the page redraws only changed cards)", () => {
  const forest = obj(20, { token: false, name: "Forest" });
  const group = entry([[1, 10]]);
  const s = snap([group, forest]);
  applyDelta(s, { permanents: [obj(21, { token: false, name: "Mountain" })] });
  assert.equal(s.battlefield[0], group);
  assert.equal(s.battlefield[1], forest);
  assert.equal(s.battlefield[2].name, "Mountain");
});

test("players and top-level fields are replaced, the stack and triggers changed, when the delta carries them", () => {
  const s = snap([]);
  const c = applyDelta(s, {
    players: [{ id: 1, name: "Bob", life: 17 }],
    stack_changes: [{ at: 0, remove: 0, insert: [{ id: 30, kind: "spell", name: "Lightning Bolt", targets: [] }] }],
    top: { turn: 3, active: 0, step: "precombat_main", priority: 1, pending: null, winners: null, combat: null, viewer: null, variant: "normal" },
  });
  assert.equal(s.players[1].life, 17);
  assert.equal(s.players[0].life, 20);
  assert.equal(s.stack[0].name, "Lightning Bolt");
  assert.equal(s.priority, 1);
  assert.equal("teams" in s, false);
  assert.deepEqual([...c.players], [1]);
  assert.equal(c.stack && c.top && !c.triggers && !c.battlefield, true);
  // Absent parts are unchanged.
  applyDelta(s, {});
  assert.equal(s.stack.length, 1);
});

test("a whole battlefield in a delta replaces the board", () => {
  const s = snap([entry([[1, 3]])]);
  applyDelta(s, { battlefield: [obj(7, { token: false, name: "Forest" })] });
  assert.deepEqual(shape(s.battlefield), [["Forest", 1, [[7, 7]], false]]);
});

test("lookups: the entry holding an id, and a group's first legal id", () => {
  const s = snap([entry([[1, 3], [8, 9]]), obj(5, { token: false, name: "Forest" })]);
  const idx = new Index(s);
  assert.equal(idx.entryOf(9).id, 1);
  assert.equal(idx.entryOf(5).name, "Forest");
  assert.equal(idx.entryOf(4), undefined);
  assert.equal(firstIdWhere(s.battlefield[0], (id) => id > 2), 3);
  assert.equal(firstIdWhere(s.battlefield[0], (id) => id > 9), null);
  assert.deepEqual(mergeRanges([[5, 6], [1, 2], [3, 3], [9, 9]]), [[1, 3], [5, 6], [9, 9]]);
});
