//# allFunctionsCalledOnLoad
// The page's own copy of the board: a snapshot patched event by event with the
// deltas that `apply` returns (docs/playback.md), so that playback
// never asks the engine for a whole snapshot. This mirrors the engine's
// `Snapshot::apply_delta`; it decides nothing about the rules, it only keeps
// the battlefield's grouping canonical (identical tokens in one entry).
//
// A battlefield entry: { id, count, id_ranges: [[first, last] or [first, last, step], ...], ...view }.
// Grouping rule: two battlefield objects share an entry iff both are tokens,
// nothing is attached to either, neither is attached to anything, and their
// views are equal in every field but id / count / id_ranges. Entries are
// sorted by id (their smallest id). An entry's ranges are canonical (the
// engine's `snapshot::push_id`): its ids' maximal runs of consecutive ids as
// [first, last]; then, left to right, three or more single ids in a row with
// the same gap as one [first, last, step] (tokens a loop made, whose ids
// other objects of each iteration interleave).

const stepOf = (r) => r[2] ?? 1;

/** Is `id` in the sorted, disjoint ranges? (binary search) */
export function inRanges(ranges, id) {
  let lo = 0, hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = ranges[mid];
    if (id < a) hi = mid - 1;
    else if (id > b) lo = mid + 1;
    else return (id - a) % stepOf(ranges[mid]) === 0;
  }
  return false;
}

/** Add `id` (greater than every id in them) to canonical ranges, in place (see above). */
export function pushId(ranges, id) {
  const n = ranges.length;
  const last = ranges[n - 1];
  if (!last) return void ranges.push([id, id]);
  if (last[1] + 1 === id) {
    if (stepOf(last) === 1) ranges[n - 1] = [last[0], id];
    else {
      // The stepped run's last id is no longer single: it starts a run of consecutive ids.
      const s = last[2], end = last[1] - s;
      ranges.pop();
      if ((end - last[0]) / s + 1 >= 3) ranges.push([last[0], end, s]);
      else for (let x = last[0]; x <= end; x += s) ranges.push([x, x]);
      ranges.push([last[1], id]);
    }
    return;
  }
  if (stepOf(last) > 1 && id - last[1] === last[2]) {
    ranges[n - 1] = [last[0], id, last[2]];
    return;
  }
  if (n >= 2 && last[0] === last[1]) {
    const before = ranges[n - 2];
    if (before[0] === before[1] && last[0] - before[0] === id - last[0]) {
      ranges.length = n - 2;
      ranges.push([before[0], id, last[0] - before[0]]);
      return;
    }
  }
  ranges.push([id, id]);
}

/** Every id of the ranges, ascending (the ranges sorted and disjoint). */
function* idsOf(ranges) {
  for (const r of ranges) for (let x = r[0]; x <= r[1]; x += stepOf(r)) yield x;
}

/** Canonical ranges for ascending ids. */
function canonical(ids) {
  const out = [];
  for (const id of ids) pushId(out, id);
  return out;
}

/** The ranges without `ids` (a Set; a new array, the input is not changed). */
export function removeFromRanges(ranges, ids) {
  const gone = ids instanceof Set ? ids : new Set([ids]);
  const out = [];
  for (const id of idsOf(ranges)) if (!gone.has(id)) pushId(out, id);
  return out;
}

/** Canonical ranges for the ids of several ranges (in any order, possibly overlapping). */
export function mergeRanges(ranges) {
  const s = ranges.map((r) => [...r]).sort((x, y) => x[0] - y[0]);
  // Spans that follow each other: their ids are already in order.
  if (s.every((r, i) => i === 0 || r[0] > s[i - 1][1])) return canonical(idsOf(s));
  const ids = [...new Set(idsOf(s.sort((x, y) => x[0] - y[0])))];
  ids.sort((x, y) => x - y);
  return canonical(ids);
}

export function rangesCount(ranges) {
  let n = 0;
  for (const r of ranges) n += (r[1] - r[0]) / stepOf(r) + 1;
  return n;
}

/** The first id of `entry` for which `pred(id)` holds, or null; at most `limit` ids looked at. */
export function firstIdWhere(entry, pred, limit = 1e6) {
  let seen = 0;
  for (const id of idsOf(entry.id_ranges)) {
    if (pred(id)) return id;
    if (++seen >= limit) return null;
  }
  return null;
}

// The grouping key of a token's view: every field but id / count / id_ranges.
// Cached per entry object (entries are never changed in place, only replaced).
const keys = new WeakMap();
function groupKey(e) {
  let k = keys.get(e);
  if (k === undefined) {
    k = JSON.stringify({ ...e, id: 0, count: 0, id_ranges: 0 });
    keys.set(e, k);
  }
  return k;
}

function withRanges(proto, ranges) {
  return { ...proto, id: ranges[0][0], count: rangesCount(ranges), id_ranges: ranges };
}

/**
 * The canonical battlefield for these entries (grouping rule above). Entries
 * whose ids and view did not change keep their identity, so the page can tell
 * which cards to redraw by comparing objects.
 */
export function regroup(entries) {
  const attached = new Set();
  for (const e of entries) if (e.attached_to && e.attached_to.object !== undefined && e.attached_to.object !== null) attached.add(e.attached_to.object);
  const out = [];
  const groups = new Map(); // key -> { proto, ranges: [], olds: [] }
  for (const e of entries) {
    if (!e.token || e.attached_to) {
      out.push(e);
      continue;
    }
    let ranges = e.id_ranges;
    let split = false;
    for (const t of attached) {
      if (inRanges(ranges, t)) {
        ranges = removeFromRanges(ranges, t);
        out.push(withRanges(e, [[t, t]])); // something is attached to it: its own entry
        split = true;
      }
    }
    if (!ranges.length) continue;
    const k = groupKey(e);
    let g = groups.get(k);
    if (!g) groups.set(k, (g = { proto: e, ranges: [], olds: [] }));
    g.ranges.push(...ranges);
    g.olds.push(split ? null : e);
  }
  for (const g of groups.values()) {
    // One entry left as it was keeps its (canonical) ranges: no need to go through its ids.
    const old = g.olds.length === 1 ? g.olds[0] : null;
    if (old) {
      out.push(old);
      continue;
    }
    out.push(withRanges(g.proto, mergeRanges(g.ranges)));
  }
  out.sort((x, y) => x.id - y.id);
  return out;
}

/**
 * A list of the snapshot (the stack, top first; the waiting triggers) with a
 * delta's changes applied in order: each `{at, remove, insert}` removes
 * `remove` items at `at`, then inserts `insert` there (Array.prototype.splice).
 * Returns a new array (the items that stayed are the same objects); `list` is
 * not changed.
 */
export function applySplices(list, changes) {
  list = list.slice();
  for (const c of changes) {
    const insert = c.insert ?? [];
    const at = Math.min(c.at, list.length);
    if (insert.length <= 4096) list.splice(at, c.remove, ...insert);
    else {
      // Too many arguments for one call: cut the tail, then append.
      const tail = list.splice(at);
      tail.splice(0, c.remove);
      for (const x of insert) list.push(x);
      for (const x of tail) list.push(x);
    }
  }
  return list;
}

const TOP = ["turn", "active", "step", "priority", "pending", "winners", "combat", "attacks", "viewer", "variant", "teams", "goal"];

/**
 * Apply one delta to `snap` in place (the snapshot object is kept; the parts
 * that changed are replaced by new objects). Returns which parts changed:
 * { battlefield, players: Set of player ids, stack, triggers, top }.
 */
export function applyDelta(snap, d) {
  const changed = { battlefield: false, players: new Set(), stack: false, triggers: false, top: false };
  if (d.battlefield !== undefined && d.battlefield !== null) {
    snap.battlefield = d.battlefield;
    changed.battlefield = true;
  }
  const perms = d.permanents ?? [];
  const left = d.left ?? [];
  if (perms.length || left.length) {
    const gone = new Set(left);
    for (const p of perms) gone.add(p.id);
    const kept = [];
    for (const e of snap.battlefield) {
      if (e.count === 1 && e.id_ranges.length === 1) {
        if (!gone.has(e.id)) kept.push(e);
        continue;
      }
      const hit = new Set();
      for (const id of gone) if (inRanges(e.id_ranges, id)) hit.add(id);
      if (!hit.size) kept.push(e);
      else {
        const ranges = removeFromRanges(e.id_ranges, hit);
        if (ranges.length) kept.push(withRanges(e, ranges));
      }
    }
    for (const p of perms) kept.push({ ...p, count: 1, id_ranges: [[p.id, p.id]] });
    snap.battlefield = kept;
    changed.battlefield = true;
  }
  if (changed.battlefield) snap.battlefield = regroup(snap.battlefield);
  for (const p of d.players ?? []) {
    const i = snap.players.findIndex((x) => x.id === p.id);
    if (i >= 0) snap.players[i] = p;
    else snap.players.push(p);
    changed.players.add(p.id);
  }
  if (changed.players.size) snap.players = [...snap.players];
  if (d.stack_changes?.length) {
    snap.stack = applySplices(snap.stack, d.stack_changes);
    changed.stack = true;
  }
  if (d.waiting_changes?.length) {
    snap.waiting_triggers = applySplices(snap.waiting_triggers, d.waiting_changes);
    changed.triggers = true;
  }
  if (d.top !== undefined && d.top !== null) {
    for (const k of TOP) {
      if (k === "teams" || k === "attacks" || k === "goal") {
        // Left out of the JSON when empty, as in a snapshot.
        if (d.top[k] === undefined || d.top[k] === null || (Array.isArray(d.top[k]) && !d.top[k].length)) delete snap[k];
        else snap[k] = d.top[k];
      } else snap[k] = d.top[k] === undefined ? null : d.top[k];
    }
    changed.top = true;
  }
  return changed;
}

/**
 * Lookups over one snapshot: the battlefield entry holding an object id, and
 * the name of any object the viewer can see. Built once per battlefield.
 */
export class Index {
  constructor(snap) {
    this.snap = snap;
    this.bf = snap.battlefield;
    // Ranges of consecutive ids sorted by first id, each with its entry:
    // binary search by id (their spans are disjoint). Stepped ranges, whose
    // spans may interleave, are few: looked at one by one.
    this.ranges = [];
    this.stepped = [];
    for (const e of this.bf) for (const r of e.id_ranges) (r[2] > 1 ? this.stepped : this.ranges).push([r[0], r[1], e, r[2] ?? 1]);
    this.ranges.sort((x, y) => x[0] - y[0]);
    this.others = null;
  }
  /** The battlefield entry that stands for object `id`, or undefined. */
  entryOf(id) {
    const r = this.ranges;
    let lo = 0, hi = r.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (id < r[mid][0]) hi = mid - 1;
      else if (id > r[mid][1]) lo = mid + 1;
      else return r[mid][2];
    }
    for (const [a, b, e, s] of this.stepped) if (id >= a && id <= b && (id - a) % s === 0) return e;
    return undefined;
  }
  name(id) {
    const e = this.entryOf(id);
    if (e) return e.name;
    if (!this.others) {
      const m = (this.others = new Map());
      for (const p of this.snap.players) for (const c of [...(p.hand ?? []), ...p.graveyard, ...p.exile, ...p.command]) m.set(c.id, c.name);
      for (const s of this.snap.stack) m.set(s.id, s.kind === "spell" ? s.name : `${s.name} ability`);
    }
    return this.others.get(id);
  }
}
