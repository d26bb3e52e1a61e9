// The page's own copy of the board: a snapshot patched event by event with the
// deltas that `apply` returns (docs/playback.md), so that playback
// never asks the engine for a whole snapshot. This mirrors the engine's
// `Snapshot::apply_delta`; it decides nothing about the rules, it only keeps
// the battlefield's grouping canonical (identical tokens in one entry).
//
// A battlefield entry: { id, count, id_ranges: [[first, last], ...], ...view }.
// Grouping rule: two battlefield objects share an entry iff both are tokens,
// nothing is attached to either, neither is attached to anything, and their
// views are equal in every field but id / count / id_ranges. Entries are
// sorted by id (their smallest id); ranges are maximal, ascending, disjoint.

/** Is `id` in the sorted, disjoint ranges? (binary search) */
export function inRanges(ranges, id) {
  let lo = 0, hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = ranges[mid];
    if (id < a) hi = mid - 1;
    else if (id > b) lo = mid + 1;
    else return true;
  }
  return false;
}

/** The ranges without `id` (a new array; the input is not changed). */
export function removeFromRanges(ranges, id) {
  const out = [];
  for (const [a, b] of ranges) {
    if (id < a || id > b) out.push([a, b]);
    else {
      if (a < id) out.push([a, id - 1]);
      if (id < b) out.push([id + 1, b]);
    }
  }
  return out;
}

/** Sort and merge overlapping or adjacent ranges into maximal ones. */
export function mergeRanges(ranges) {
  const s = ranges.map((r) => [r[0], r[1]]).sort((x, y) => x[0] - y[0]);
  const out = [];
  for (const r of s) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
    else out.push(r);
  }
  return out;
}

export function rangesCount(ranges) {
  let n = 0;
  for (const [a, b] of ranges) n += b - a + 1;
  return n;
}

function sameRanges(x, y) {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i][0] !== y[i][0] || x[i][1] !== y[i][1]) return false;
  return true;
}

/** The first id of `entry` for which `pred(id)` holds, or null; at most `limit` ids looked at. */
export function firstIdWhere(entry, pred, limit = 1e6) {
  let seen = 0;
  for (const [a, b] of entry.id_ranges) {
    for (let id = a; id <= b; id++) {
      if (pred(id)) return id;
      if (++seen >= limit) return null;
    }
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
    const ranges = mergeRanges(g.ranges);
    const old = g.olds.length === 1 ? g.olds[0] : null;
    out.push(old && sameRanges(old.id_ranges, ranges) ? old : withRanges(g.proto, ranges));
  }
  out.sort((x, y) => x.id - y.id);
  return out;
}

const TOP = ["turn", "active", "step", "priority", "pending", "winners", "combat", "viewer", "variant", "teams"];

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
      let ranges = e.id_ranges;
      for (const id of gone) if (inRanges(ranges, id)) ranges = removeFromRanges(ranges, id);
      if (ranges === e.id_ranges) kept.push(e);
      else if (ranges.length) kept.push(withRanges(e, ranges));
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
  if (d.stack !== undefined && d.stack !== null) {
    snap.stack = d.stack;
    changed.stack = true;
  }
  if (d.waiting_triggers !== undefined && d.waiting_triggers !== null) {
    snap.waiting_triggers = d.waiting_triggers;
    changed.triggers = true;
  }
  if (d.top !== undefined && d.top !== null) {
    for (const k of TOP) {
      if (k === "teams") {
        if (d.top.teams === undefined || d.top.teams === null || !d.top.teams.length) delete snap.teams;
        else snap.teams = d.top.teams;
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
    // Ranges sorted by first id, each with its entry: binary search by id.
    this.ranges = [];
    for (const e of this.bf) for (const r of e.id_ranges) this.ranges.push([r[0], r[1], e]);
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
