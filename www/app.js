//# allFunctionsCalledOnLoad
// The stackwise playground. It draws the board from the engine's snapshot and
// events and sends the player's actions back; it never decides a rule itself.
// During playback it patches its own copy of the snapshot with each event's
// delta (model.js) and redraws only what changed: one element per battlefield
// entry, kept while the entry is unchanged. After an action the board comes
// first, the panels around it in the next frame (`send`).
// Untrusted text (card names, scenario text) is always set as text, never HTML.
// The first line is V8's compile hint (Chrome 136 and later; other browsers
// read a comment): every function of this file is compiled as the file loads,
// not at its first call. The page's modules that an action runs through carry
// it (app, cards, model, flow, dom, decisions, rules): on the 500-permanent
// board, the first cast compiled 16 functions at the click (about 1 ms).
import init, { Stackwise } from "../pkg/stackwise.js";
import { startEngine } from "./library.js";
import { explain } from "./rules.js";
import { h } from "./dom.js";
import { applyDelta, firstIdWhere, inRanges, Index } from "./model.js";
import { permanentCard, handCard as drawHandCard, hiddenCards, libraryPile, markPlayable, drawCombat, rulesText, spokenSymbols, installCardTips } from "./cards.js";
import { initFlow, resetFlow, syncTimeline, focusAfterAction, endTurn, showLoaded, showMenu, renderSteps, gameHasKeys, spaceIsPass, closeMovesMenu } from "./flow.js";
import { setupPuzzles, puzzleLoaded, puzzleUndo } from "./puzzle.js";
import { decisionForm, sameTarget, targetLabeller, castOptionLabel, castChooser, manaChoiceForm, castDivision, costSlots, withXCost, xCostForm, xCostPrompt } from "./decisions.js";
import { setupAccess, announceEvent } from "./access.js";
import { warmUpWhenIdle } from "./warmup.js";

// The facade's values, typed by the definitions generated from the Rust types
// (stackwise-types.d.ts; `npm test` runs `tsc -p www`, so a field renamed in Rust fails here).
/** @typedef {import("./stackwise-types").Snapshot} Snapshot */
/** @typedef {import("./stackwise-types").LegalAction} LegalAction */
/** @typedef {import("./stackwise-types").Decision} Decision */
/** @typedef {import("./stackwise-types").Action} Action */
/** @typedef {import("./stackwise-types").Applied} Applied */
/** @typedef {import("./stackwise-types").FaceDownKnown} FaceDownKnown */
/** @typedef {import("./stackwise-types").Event} StackwiseEvent */

/** @type {(id: string) => any} */
const $ = (id) => document.getElementById(id);

const ui = {
  sw: null,
  /** The page's copy of the board: a snapshot, patched per event with the deltas of `apply`. */
  /** @type {Snapshot} */
  snap: null,
  /** Lookups over `snap` (entry by object id, names); rebuilt lazily after a change. */
  idx: null,
  viewer: null,
  /** The seats the person at the page plays (`setPeople`): null for every seat (hotseat, scenarios, tutorials). */
  /** @type {number[] | null} */
  people: null,
  building: null,
  playing: false,
  waitNext: null,
  sbaChecks: [],
  autoPasses: 0,
  /** The last refusal `send` got from the engine (null after an accepted action). */
  /** @type {string | null} */
  lastError: null,
  /** An input that came during playback, taken when the page is idle (`queueInput`). */
  /** @type {(() => void) | null} */
  queued: null,
  /** Finish the playback at once (an input is waiting). */
  hurry: false,
  /** What changed in `snap` since it was last drawn. */
  dirty: null,
  /** The board's DOM: one section per player, one card element per battlefield entry (keyed by entry id). */
  dom: null,
  /** Entry id -> { entry, el, box }: the card drawn for each battlefield entry (`el`) and the slot holding it in its row (`box`, see `permanent`). */
  cards: new Map(),
  /** Entry id -> "legal"/"targeted" flags currently shown. */
  marks: new Map(),
  logScroll: false,
  timelineLen: -1,
  /** Recording (716.2a): null, { recording: true, start } or { recording: false, start, actions, captions }; `start` is a timeline position. */
  rec: null,
  /** Priority stops per seat: { mine: Set of steps, theirs: Set of steps }. */
  stops: new Map(),
  /** The answer being sent that shortens a shortcut, and then what its shortener may not do (716.2c). */
  shortening: null,
  forbidden: null,
  /** The event that ended the game (its rule is shown with the result). */
  endEvent: null,
  /** What the last action left to draw after its board's frame (`send`, `finishAction`), and its fallback timer. */
  rest: null,
  restTimer: 0,
  /** While `ui.rest` runs: what reads the layout, run at its end (`afterLayout`). */
  scrolls: null,
};

function allDirty() {
  return { all: true, battlefield: true, players: new Set(), stack: true, triggers: true, top: true, marks: true, sba: true };
}

function markChanged(c) {
  const d = (ui.dirty ??= { battlefield: false, players: new Set(), stack: false, triggers: false, top: false, marks: false, sba: false });
  if (c.battlefield) d.battlefield = d.marks = true;
  for (const p of c.players) d.players.add(p);
  if (c.stack) d.stack = d.marks = true;
  if (c.triggers) d.triggers = true;
  if (c.top) d.top = true;
  if (c.battlefield || c.players.size || c.stack) ui.idx = null;
}

function index() {
  return (ui.idx ??= new Index(ui.snap));
}

// ---------- who plays which seat ----------
//
// In a game against the computer (newgame.js) the person plays one seat and
// the computer the others; in a puzzle, the solver's seat. The page offers
// and sends actions only for the person's seats: while another seat is to act
// the actions panel says so, the board marks nothing playable, and the keys
// do nothing (the computer's driver acts for it). Everywhere else (hotseat,
// scenarios, tutorials) the person plays every seat.

/** Is seat `p` played by the person at the page? */
function isPerson(p) {
  return p !== null && p !== undefined && (ui.people === null || ui.people.includes(p));
}

/** The seat to act now: the player of the pending decision, else the one with priority (null when nobody). */
function actingSeat(snap = ui.snap) {
  if (!snap || snap.winners) return null;
  return snap.pending ? snap.pending.player : snap.priority ?? null;
}

/**
 * Set the seats the person plays (null or every seat: all of them), as a new
 * game against the computer or a puzzle starts; with `autoPass`, auto-pass is
 * switched on (a game against the computer starts with it).
 * @param {number[] | null} seats
 */
function setPeople(seats, { autoPass = false } = {}) {
  ui.people = seats && ui.snap && seats.length < ui.snap.players.length ? [...seats] : null;
  if (autoPass) {
    /** @type {HTMLInputElement} */ ($("auto-pass")).checked = true;
    setHidePasses(true);
  }
  ui.dom = null; // the person's seat goes to the bottom of the board
  ui.dirty = allDirty();
  draw();
  renderActions();
  if (autoPass) maybeAutoPass();
}

/** Hide (or show) the log's lines of priority given and passed. */
function setHidePasses(on) {
  /** @type {HTMLInputElement} */ ($("hide-passes")).checked = on;
  $("log").classList.toggle("hide-passes", on);
}

/** The person's own seat in a game against the computer (one person seat), else null. */
function youSeat() {
  return ui.people?.length === 1 ? ui.people[0] : null;
}

// ---------- names ----------

/** A player's name as the page shows it: "You" and "Opponent" in a game against the computer, else the game's name for them. */
function playerName(snap, p) {
  const you = youSeat();
  if (you !== null && snap.players[p]) {
    if (p === you) return "You";
    return snap.players.length === 2 ? "Opponent" : `Opponent (${snap.players[p].name})`;
  }
  return snap.players[p]?.name ?? `player ${p}`;
}

/** "X has" / "You have" (and the like), for `playerName`. */
function says(snap, p, third, second) {
  return `${playerName(snap, p)} ${p === youSeat() ? second : third}`;
}

/** "X's" / "Your", for `playerName`. */
function whose(snap, p) {
  return p === youSeat() ? "Your" : `${playerName(snap, p)}'s`;
}
function objectName(id) {
  return index().name(id) ?? `object ${id}`;
}
function targetName(snap, t, _names) {
  if (t.player !== undefined) return playerName(snap, t.player);
  return objectName(t.object);
}

// ---------- rendering ----------

function ruleChip(rule) {
  const tip = explain(rule);
  return h("button", { class: "rule", type: "button", title: tip, "aria-label": `rule ${rule}: ${tip}`, dataset: { tip } }, rule);
}

function legalTargetsNow() {
  const b = ui.building;
  if (!b || !b.slots) return [];
  const slot = b.slots[b.targets.length] ?? [];
  // 602.2b: each permanent is sacrificed, returned or tapped once, each card discarded or exiled once.
  const cost = (b.sacrifice ?? 0) + (b.discard ?? 0) + (b.exile ?? 0) + (b.bounce ?? 0) + (b.tapCost ?? 0);
  if (cost && b.targets.length < cost) return slot.filter((t) => !b.targets.some((x) => sameTarget(x, t)));
  // 601.2c: "another target" is none of the targets chosen before it.
  if (b.another?.includes(b.targets.length - cost)) return slot.filter((t) => !b.targets.slice(cost).some((x) => sameTarget(x, t)));
  // 702.49a: each creature is tapped for convoke once.
  if (b.convokeFrom !== undefined && b.targets.length >= b.convokeFrom) return slot.filter((t) => !b.targets.slice(b.convokeFrom).some((x) => sameTarget(x, t)));
  // 115.3: in "one or two targets", each object or player is chosen once.
  return b.minTargets < b.slots.length ? slot.filter((t) => !b.targets.some((x) => sameTarget(x, t))) : slot;
}

/** The battlefield entry ids and player ids to mark legal (while choosing) and targeted (by the stack). */
function markSets() {
  const idx = index();
  const legal = new Set(), targeted = new Set(), legalPlayers = new Set(), targetedPlayers = new Set();
  for (const t of legalTargetsNow()) {
    if (t.player !== undefined) legalPlayers.add(t.player);
    else { const e = idx.entryOf(t.object); if (e) legal.add(e.id); }
  }
  for (const s of ui.snap.stack) for (const t of s.targets) {
    if (t.player !== undefined) targetedPlayers.add(t.player);
    else { const e = idx.entryOf(t.object); if (e) targeted.add(e.id); }
  }
  return { legal, targeted, legalPlayers, targetedPlayers };
}

/** Draw what changed in the model since the last draw (everything after a fresh snapshot). */
function draw() {
  const d = ui.dirty;
  if (!d) return flushLog();
  ui.dirty = null;
  const snap = ui.snap;
  const marks = d.marks || d.battlefield || d.top || d.players.size || d.all ? markSets() : null;
  if (d.all || !ui.dom || ui.dom.players.length !== snap.players.length) buildBoard();
  for (const p of snap.players) {
    const own = d.all || d.players.has(p.id);
    if (own || d.top || d.marks) renderPlayer(p, marks, own);
  }
  if (d.all || d.battlefield) renderBattlefield();
  if (marks) applyMarks(marks);
  if (d.all || d.top || d.players.size) renderTurn();
  if (d.all || d.stack) renderStack();
  if (d.all || d.triggers) renderTriggers();
  if (d.all || d.sba) renderSba();
  if (d.all || d.battlefield || d.top || d.players.size) renderCombat();
  flushLog();
}

function buildBoard() {
  const board = $("board");
  for (const rec of ui.cards.values()) rec.box.remove();
  ui.cards.clear();
  ui.marks.clear();
  const players = ui.snap.players.map((p) => {
    const s = {
      header: h("div", { class: "player-head-wrap" }),
      info: h("div", { class: "zones-info" }),
      bf: h("div", { class: "battlefield" }),
      lands: h("div", { class: "battlefield lands" }),
      hand: h("div", {}),
      rest: h("div", {}),
    };
    s.section = h("section", { class: "player" }, s.header, s.info, s.bf, s.lands, h("h3", {}, "Hand"), s.hand, s.rest);
    return s;
  });
  // The seat the page is seen from (the person's in a game against the computer, else the
  // viewer's) at the bottom, as at a table; the others above it in turn order.
  const bottom = youSeat() ?? ui.viewer;
  const order = players.map((s, i) => i);
  if (bottom !== null && bottom !== undefined && players[bottom]) order.push(...order.splice(bottom, 1));
  board.replaceChildren(...order.map((i) => players[i].section));
  board.classList.toggle("seated", bottom !== null && bottom !== undefined);
  players.forEach((s, i) => s.section.classList.toggle("you", i === bottom));
  ui.dom = { players };
}

/**
 * A player's header (which shows priority, the active player and the marks),
 * and when the player's own view changed (`own`), their counts, hand,
 * graveyard and exile.
 */
/** @param {import("./stackwise-types").PlayerView} p */
function renderPlayer(p, marks, own) {
  const snap = ui.snap;
  const s = ui.dom.players[p.id];
  if (!s) return;
  // Each part is drawn again only when what it shows changed (its key), so an
  // action redraws the few elements that changed rather than both players' areas.
  const same = (part, key) => {
    if (s[part] === key) return true;
    s[part] = key;
    return false;
  };
  if (!same("nameKey", p.name)) {
    s.section.setAttribute("aria-label", p.name);
    s.bf.setAttribute("aria-label", `${p.name}'s battlefield`);
    s.lands.setAttribute("aria-label", `${p.name}'s lands`);
  }
  const pt = { player: p.id };
  const head = ["player-head", marks?.legalPlayers.has(p.id) ? "legal" : "", marks?.targetedPlayers.has(p.id) ? "targeted" : "", snap.priority === p.id ? "has-priority" : ""].join(" ");
  if (!same("headKey", JSON.stringify([head, p.name, p.life, p.poison, p.lost, snap.active === p.id, snap.priority === p.id]))) {
    s.header.replaceChildren(h(
      "button",
      {
        class: head,
        type: "button",
        dataset: { player: p.id },
        onclick: () => pickTarget(pt),
        "aria-label": `${p.name}: ${p.life} life${p.poison ? `, ${p.poison} poison` : ""}`,
      },
      h("strong", {}, playerName(snap, p.id)),
      youSeat() !== null ? h("span", { class: "deck-name" }, ` (${p.name})`) : "",
      ` ♥ ${p.life}`,
      p.poison ? ` ☠ ${p.poison}` : "",
      p.lost ? " (out of the game)" : "",
      snap.active === p.id ? " · active" : "",
      snap.priority === p.id ? " · priority" : "",
    ));
  }
  if (!own) return;
  const restricted = (p.restricted_mana ?? []).map(([m, source]) => `${Object.entries(m).map(([k, v]) => `${v} ${k}`).join(", ")} (only as ${source} says)`);
  const pool = [Object.entries(p.mana_pool).map(([k, v]) => `${v} ${k}`).join(", "), ...restricted].filter(Boolean).join("; ");
  // "Play with the top card of your library revealed": every viewer sees it,
  // and a click plays or casts it as a click on a card in the hand does (601.3).
  const topCard = p.library_top;
  const top = topCard
    ? [" · ", h("button", { type: "button", class: "library-top", title: "Play or cast it, if something lets you", onclick: () => clickHandCard(topCard, p.id) }, `Top of library (revealed): ${topCard.name}`)]
    : [];
  if (!same("infoKey", JSON.stringify([p.name, p.library_count, p.hand_count, pool, topCard?.id ?? null, topCard?.name ?? null]))) {
    s.info.replaceChildren(libraryPile(p.library_count, p.name), `Library ${p.library_count} · Hand ${p.hand_count}`, ...top, pool ? ` · Pool: ${pool}` : "");
  }
  if (p.hand) {
    // A card that stayed in the hand keeps its element (keyed by what it shows).
    const old = s.handCards ?? new Map();
    const now = new Map();
    const els = p.hand.map((c) => {
      const key = JSON.stringify(c);
      const el = old.get(key) ?? handCard(c, p.id);
      now.set(key, el);
      return el;
    });
    s.handCards = now;
    if (s.hand.classList.contains("hand") && !s.hand.classList.contains("hidden-hand")) {
      s.hand.setAttribute("aria-label", `${p.name}'s hand`);
      reconcile(s.hand, els);
    } else s.hand.replaceWith((s.hand = h("div", { class: "hand", "aria-label": `${p.name}'s hand` }, els)));
  } else if (!same("hiddenKey", JSON.stringify([p.name, p.hand_count])) || !s.hand.classList.contains("hidden-hand")) {
    s.handCards = null;
    s.hand.replaceWith((s.hand = h("div", { class: "hand hidden-hand" }, hiddenCards(p.hand_count, `${p.name}'s hand`))));
  }
  if (!same("restKey", JSON.stringify([p.graveyard.map((c) => c.name), p.exile.map((c) => c.name)]))) {
    s.gy = zoneList(s.gy, "Graveyard", p.graveyard);
    s.exile = p.exile.length ? zoneList(s.exile, "Exile", p.exile) : null;
    reconcile(s.rest, s.exile ? [s.gy, s.exile] : [s.gy]);
  }
}

/**
 * A graveyard or exile list ("Graveyard (n)", a line per card), kept from one
 * draw to the next (`old`): only its count and the lines that changed are
 * written (a card put into a graveyard adds one line), and a list the person
 * opened stays open.
 */
function zoneList(old, title, cards) {
  const d = old ?? h("details", { class: "gy" }, h("summary", {}), h("ul", {}));
  const summary = d.firstElementChild, ul = d.lastElementChild;
  const head = `${title} (${cards.length})`;
  if (summary.textContent !== head) summary.textContent = head;
  let li = ul.firstElementChild;
  for (const c of cards) {
    if (!li) ul.append(h("li", {}, c.name));
    else {
      if (li.textContent !== c.name) li.textContent = c.name;
      li = li.nextElementSibling;
    }
  }
  while (li) {
    const next = li.nextElementSibling;
    li.remove();
    li = next;
  }
  return d;
}

/**
 * The battlefield, keyed by entry id: an entry whose view did not change keeps
 * its element (the model keeps unchanged entries' objects), a changed one gets
 * a new element, and the rows are reordered with as few DOM moves as possible.
 */
function renderBattlefield() {
  const rows = ui.dom.players.map(() => ({ bf: [], lands: [] }));
  const live = new Set();
  for (const e of ui.snap.battlefield) {
    let rec = ui.cards.get(e.id);
    if (!rec || rec.entry !== e) {
      const next = permanent(e);
      if (rec) {
        rec.box.replaceWith(next.box);
        ui.marks.delete(e.id);
      }
      rec = { entry: e, ...next };
      ui.cards.set(e.id, rec);
    }
    live.add(e.id);
    const row = rows[e.controller];
    if (!row) continue;
    (e.types.includes("Land") && !e.types.includes("Creature") ? row.lands : row.bf).push(rec.box);
  }
  for (const [id, rec] of ui.cards) {
    if (!live.has(id)) {
      rec.box.remove();
      ui.cards.delete(id);
      ui.marks.delete(id);
    }
  }
  const seated = $("board").classList.contains("seated");
  ui.dom.players.forEach((s, i) => {
    reconcile(s.bf, rows[i].bf);
    reconcile(s.lands, seated ? groupLands(rows[i].lands) : rows[i].lands);
  });
}

/**
 * A seated board's lands, small and grouped: lands of the same name side by
 * side (in the order the first of each came), each after the first of its
 * name drawn overlapping it (`same-as-prev`).
 * @param {HTMLElement[]} boxes
 */
function groupLands(boxes) {
  const name = (b) => b.firstElementChild?.querySelector(".name")?.textContent ?? "";
  const byName = new Map();
  for (const b of boxes) {
    const n = name(b);
    if (!byName.has(n)) byName.set(n, []);
    byName.get(n).push(b);
  }
  const out = [...byName.values()].flat();
  out.forEach((b, i) => b.classList.toggle("same-as-prev", i > 0 && name(out[i - 1]) === name(b)));
  return out;
}

/** Make `parent`'s children exactly `want`, in order (the stale ones were removed already). */
function reconcile(parent, want) {
  let cur = parent.firstChild;
  for (const el of want) {
    if (cur === el) {
      cur = cur.nextSibling;
      continue;
    }
    parent.insertBefore(el, cur);
  }
  while (cur) {
    const next = cur.nextSibling;
    cur.remove();
    cur = next;
  }
}

/** Toggle "legal" and "targeted" on the cards whose marks changed. */
function applyMarks(m) {
  const want = new Map();
  for (const id of m.legal) want.set(id, { legal: true, targeted: false });
  for (const id of m.targeted) (want.get(id) ?? want.set(id, { legal: false, targeted: false }).get(id)).targeted = true;
  for (const [id, old] of ui.marks) {
    if (!want.has(id)) {
      const el = ui.cards.get(id)?.el;
      if (el) el.classList.remove("legal", "targeted");
    }
    void old;
  }
  for (const [id, w] of want) {
    const old = ui.marks.get(id);
    if (old && old.legal === w.legal && old.targeted === w.targeted) continue;
    const el = ui.cards.get(id)?.el;
    if (!el) continue;
    el.classList.toggle("legal", w.legal);
    el.classList.toggle("targeted", w.targeted);
  }
  ui.marks = want;
}

/**
 * A battlefield entry's card (www/cards.js), `el`, in its slot in the row, `box`.
 * The slot is what is skipped off screen (content-visibility: auto, www/cards.css):
 * the card's marks ("legal", "targeted", "playable") are classes on the card inside
 * it, so marking the cards off screen (hundreds on a big board at each action) costs
 * no style recalculation until they come into view; on the card itself, each such
 * change rebuilt the card's layout objects.
 */
function permanent(b) {
  const el = permanentCard(b, { onclick: () => clickPermanent(b), attachedName: (t) => targetName(ui.snap, t), playerName: (p) => playerName(ui.snap, p), faceDown: knownFaceDown });
  return { el, box: h("div", { class: b.tapped ? "slot tapped" : "slot" }, el) };
}

/** 707.5: what a face-down permanent is, when the viewer may look at it (its controller; everyone in the all-seeing view). */
function knownFaceDown(id) {
  /** @type {FaceDownKnown[]} */
  const known = ui.sw.faceDownKnown(ui.viewer ?? undefined);
  return known.find((k) => k.id === id) ?? null;
}

/** 702.36e: turn a face-down permanent face up, choosing first what its morph cost discards, sacrifices or exiles. */
function startTurnUp(a) {
  const base = { action: "turn_face_up", player: a.player, permanent: a.permanent, auto_pay: true };
  const n = a.sacrifice ? a.sacrifice.count : 0;
  const d = a.discard ? a.discard.count : 0;
  const x = a.exile ? a.exile.count : 0;
  const r = a.return_to_hand ? a.return_to_hand.count : 0;
  const t = a.tap ? a.tap.count : 0;
  build(`Turn ${a.name} face up`, base, [...costSlots(a.sacrifice), ...costSlots(a.discard), ...costSlots(a.exile), ...costSlots(a.return_to_hand), ...costSlots(a.tap)], false, n + d + x + r + t);
  markSacrifices(n, d, x, r, false, t);
}

function handCard(c, owner) {
  return drawHandCard(c, { onclick: () => clickHandCard(c, owner) });
}

/** The element standing for a target: a player's header, or the card of the entry holding an object. */
function targetElement(t) {
  if (t.player !== undefined) return ui.dom?.players[t.player]?.header.querySelector(".player-head") ?? null;
  const e = index().entryOf(t.object);
  return e ? ui.cards.get(e.id)?.el ?? null : null;
}

/** Combat on the board (508, 509, 510.1c): the engine's pairing, and the choices being declared. */
function renderCombat() {
  if (!ui.dom) return;
  drawCombat($("board"), { attacks: ui.snap.attacks ?? [], ...(ui.combatDraft ?? {}) }, targetElement);
}

/** Mark the cards that can be played or activated now (from the engine's legal actions). */
function renderPlayable(legal) {
  if (!ui.dom) return;
  markPlayable($("board"), legal, (id) => targetElement({ object: id }));
}

function renderTurn() {
  const snap = ui.snap;
  const pr = snap.priority;
  $("turn").replaceChildren(
    h("div", {}, `Turn ${snap.turn}: ${whose(snap, snap.active)} turn`),
    h("div", {}, `Step: ${snap.step.replaceAll("_", " ")}`),
    h("div", { id: "priority" }, pr !== null && pr !== undefined ? says(snap, pr, "has priority", "have priority") : snap.pending ? `${playerName(snap, snap.pending.player)} must decide` : snap.winners ? "game over" : ""),
    snap.winners ? resultUi(snap) : "",
  );
  renderSteps(); // the step strip with the priority stops (flow.js)
}

/**
 * The result: who won, or "Draw" when the game ended with no winner (104.4a;
 * 716.4 for a loop of mandatory actions), with the rule the final event cites.
 */
function resultUi(snap) {
  const e = ui.endEvent;
  const chip = e ? [" ", ruleChip(e.rule)] : [];
  if (!snap.winners.length) return h("div", { class: "winner draw", id: "result" }, "Draw", ...chip, e ? h("div", { class: "text" }, e.text) : "");
  return h("div", { class: "winner", id: "result" }, `${snap.winners.map((w) => playerName(snap, w)).join(" and ")} won`, ...chip);
}

function renderStack() {
  const snap = ui.snap;
  $("stack").replaceChildren(
    ...snap.stack.map((s) =>
      h(
        "li",
        { class: `stack-item ${s.kind}`, dataset: { id: s.id }, tabindex: 0, onmouseenter: () => highlight(s.targets, true), onmouseleave: () => highlight(s.targets, false), onfocus: () => highlight(s.targets, true), onblur: () => highlight(s.targets, false), onclick: () => pickTarget({ object: s.id }) },
        h("strong", {}, s.kind === "spell" ? s.name : `${s.name} (${s.kind} ability)`),
        s.copy ? " (copy)" : "",
        ` · ${playerName(snap, s.controller)}`,
        h("div", { class: "text" }, rulesText(s.text)),
        s.targets.length ? h("div", { class: "targets" }, "targets: ", s.targets.map((t, i) => stackTargetName(snap, s, t, i)).join(", ")) : null,
      ),
    ),
  );
  if (!snap.stack.length) $("stack").append(h("li", { class: "empty" }, "empty"));
}

/**
 * A stack entry's target by name: the engine's name for it (a target that has
 * left is named by its last known information, 608.2b) with ", gone" when the
 * engine says it has left.
 */
function stackTargetName(snap, s, t, i) {
  const name = s.target_names?.[i] ?? targetName(snap, t);
  return s.target_left?.[i] ? `${name}, gone` : name;
}

function renderTriggers() {
  const snap = ui.snap;
  const trig = $("triggers");
  trig.replaceChildren(...snap.waiting_triggers.map((t) => h("li", {}, h("strong", {}, playerName(snap, t.controller)), `: ${t.source_name} — ${t.text}`, h("div", { class: "text" }, `because ${t.event}`))));
  if (!snap.waiting_triggers.length) trig.append(h("li", { class: "empty" }, "none"));
}

function highlight(targets, on) {
  for (const t of targets) {
    if (t.player !== undefined) {
      for (const el of document.querySelectorAll(`[data-player="${t.player}"]`)) el.classList.toggle("hl", on);
    } else {
      const e = index().entryOf(t.object);
      const el = e ? ui.cards.get(e.id)?.el : document.querySelector(`[data-id="${t.object}"]`);
      el?.classList.toggle("hl", on);
    }
  }
}

function renderSba() {
  $("sba").replaceChildren(
    ...ui.sbaChecks.slice(-12).map((c) =>
      h("li", {}, h("div", {}, ruleChip("704.3"), ` ${c.head}`), c.items.length ? h("ul", {}, c.items.map((e) => h("li", {}, ruleChip(e.rule), " ", e.text))) : null),
    ),
  );
  if (!ui.sbaChecks.length) $("sba").append(h("li", { class: "empty" }, "no check has done anything yet"));
}

/**
 * One event played: its line in the log while playing event by event (`live`;
 * at speed 0 the log is drawn once from the position's events, after the
 * board), the checks it belongs to, and the event that ended the game.
 */
function logEvent(e, live) {
  if (e.event === "game_over") ui.endEvent = e;
  announceEvent(e); // the live region reads the events that matter, once per action (access.js)
  if (!live) return; // the checks panel too is drawn from the position's events (flow.js syncTimeline)
  $("log").append(h("li", { class: "live", dataset: { event: e.event } }, ruleChip(e.rule), " ", e.text)); // redrawn as its position's group (flow.js)
  ui.logScroll = true;
  if (e.event === "state_based_check") {
    ui.sbaChecks.push({ head: e.text, items: [] });
    if (ui.sbaChecks.length > 200) ui.sbaChecks.splice(0, ui.sbaChecks.length - 12);
    (ui.dirty ??= { battlefield: false, players: new Set(), stack: false, triggers: false, top: false, marks: false, sba: false }).sba = true;
  } else if (/^704\.5|^704\.6/.test(e.rule) && ui.sbaChecks.length) {
    ui.sbaChecks[ui.sbaChecks.length - 1].items.push(e);
    (ui.dirty ??= { battlefield: false, players: new Set(), stack: false, triggers: false, top: false, marks: false, sba: false }).sba = true;
  }
}

/**
 * Scroll the log to its end, once per frame: in the next animation frame, where
 * the layout it needs is the one the frame does anyway (done at once, reading
 * scrollHeight would force an extra layout of the whole board).
 */
function flushLog() {
  if (!ui.logScroll || ui.logScrollQueued) return;
  ui.logScrollQueued = true;
  afterLayout(() => {
    ui.logScroll = ui.logScrollQueued = false;
    const log = $("log");
    log.scrollTop = log.scrollHeight;
  });
}

/** The timeline, the log and the checks after a change of position (flow.js), and the shortcuts panel. */
function renderTimeline() {
  syncTimeline();
  renderShortcuts();
}

function showError(msg) {
  const e = $("error");
  e.textContent = msg;
  e.hidden = !msg;
}

// ---------- actions ----------

/**
 * The priority line and controls, made once and kept from one render of the
 * actions panel to the next (each button acts for whoever has priority when
 * it is pressed): the Pass button just pressed keeps the focus, as removing a
 * focused element makes the browser lay the page out at once, in the middle
 * of the update.
 */
let priorityUi = null;
function priorityControls() {
  if (priorityUi) return priorityUi;
  const pass = () => {
    const me = ui.snap.priority;
    if (isPerson(me)) send({ action: "pass_priority", player: me });
  };
  priorityUi = {
    line: h("p", { class: "prio-line" }),
    row: h("div", { class: "choices prio-row" },
      keyButton({ id: "pass-btn", class: "primary", title: "Pass priority once (Space, P or F2)", onclick: pass }, "Pass", "Space", "Space P F2"),
      keyButton({ id: "end-turn", title: END_TURN_TIP, onclick: endTurn }, "End turn", "F6", "F6 Shift+Enter"),
      passUntilButton()),
    // 716.2b: "pass until" shortcuts, proposed to the other players (their first choice is a pass:
    // not offered where passing is not, 716.2c).
    shortcuts: h("div", { class: "choices" },
      keyButton({ id: "pass-eot", title: EOT_TIP, onclick: passUntilEndOfTurn }, "Pass until end of turn", "E", "E"),
      keyButton({ id: "pass-my-turn", title: MY_TURN_TIP, onclick: passUntilMyNextTurn }, "Pass until my next turn", "T", "T"),
      keyButton({ id: "pass-next-stop", title: STOP_TIP, onclick: passToNextStop }, "Pass to my next stop", "F", "F")),
  };
  return priorityUi;
}

/**
 * A button whose name is its words ("Pass"), with its key drawn beside them
 * (a <kbd> hidden from screen readers, so the name is not "PassSpace") and
 * given as its keyboard shortcuts (aria-keyshortcuts) and in its title.
 */
function keyButton(attrs, label, key, shortcuts) {
  return h("button", { type: "button", ...attrs, "aria-keyshortcuts": shortcuts }, label, h("kbd", { "aria-hidden": "true" }, key));
}

function passUntilButton() {
  return keyButton({ id: "pass-until", title: "Pass, and keep passing for every player, until the stack or the step changes or a decision comes up (U or F4)", onclick: passUntilChange }, "Pass until something happens", "U", "U F4");
}

/**
 * The board's part of the actions: the cards marked playable from the engine's
 * legal actions (none while playing, choosing targets or deciding), and a
 * combat draft dropped once no attack or block is being declared. Returns the
 * legal actions (null while playing or when the game is over), which the
 * actions panel lists.
 * @returns {LegalAction[] | null}
 */
function renderActionMarks() {
  const snap = ui.snap;
  if (ui.playing || snap.winners) {
    renderPlayable([]);
    return null;
  }
  /** @type {LegalAction[]} */
  const legal = ui.sw.legalActions(ui.viewer ?? undefined);
  renderPlayable(ui.building || snap.pending || !isPerson(snap.priority) ? [] : legal);
  if (!snap.pending || !["declare_attackers", "declare_blockers"].includes(snap.pending.decision)) {
    if (ui.combatDraft) {
      ui.combatDraft = null;
      renderCombat();
    }
  }
  return legal;
}

/**
 * The actions panel: the choice being built, the pending decision, or the
 * priority controls and what the player may do. `legal` is what
 * `renderActionMarks` returned for this position (called here when not given).
 * @param {LegalAction[] | null} [legal]
 */
function renderActions(legal = renderActionMarks()) {
  const box = $("actions");
  const snap = ui.snap;
  // What the panel shows, for the phone's bar (style.css): only the priority controls fold into its menu.
  box.dataset.mode = ui.playing ? "playing" : snap.winners || !legal ? "over" : ui.building ? "building" : snap.pending ? "decision" : "priority";
  if (ui.playing) {
    box.replaceChildren(h("p", {}, "Playing events…"));
    return;
  }
  if (snap.winners || !legal) {
    box.replaceChildren(h("p", {}, snap.winners?.length ? "The game is over." : "The game is over: it is a draw."));
    return;
  }
  if (ui.building?.xCost) {
    // 601.2b: X announced first for an additional cost that takes X (askXCost).
    const { a, o } = ui.building.xCost;
    box.replaceChildren(
      h("p", { id: "prompt" }, `Cast ${a.name}: ${xCostPrompt(o.x_cost)}`),
      xCostForm(o.x_cost, (n) => { ui.building = null; showError(""); startCast(a, withXCost(o, n), n); }, showError),
      h("button", { type: "button", onclick: cancelBuilding }, "Cancel"),
    );
    return;
  }
  if (ui.building) {
    const b = ui.building;
    const slot = b.targets.length;
    const spec = b.specs?.[slot];
    const choices = legalTargetsNow();
    const optional = slot >= b.minTargets;
    // Slots for a cost's sacrifices and discards come first (602.2b, 117.8): targets are numbered after them.
    const sac = b.sacrifice ?? 0;
    const dis = sac + (b.discard ?? 0);
    const ex = dis + (b.exile ?? 0);
    const ret = ex + (b.bounce ?? 0);
    const cost = ret + (b.tapCost ?? 0);
    const names = (from, to) => b.targets.slice(from, to).map((t) => targetName(ui.snap, t)).join(", ");
    const paid = [sac && slot >= sac ? `sacrificing ${names(0, sac)}` : "", dis > sac && slot >= dis ? `discarding ${names(sac, dis)}` : "", ex > dis && slot >= ex ? `exiling ${names(dis, ex)}` : "", ret > ex && slot >= ret ? `returning ${names(ex, ret)}` : "", cost > ret && slot >= cost ? `tapping ${names(ret, cost)}` : ""].filter(Boolean);
    const paying = paid.length ? ` (${paid.join("; ")})` : "";
    const discarding = slot >= sac && slot < dis;
    const exiling = slot >= dis && slot < ex;
    const where = discarding ? "Click one in the hand or below." : exiling ? "Click one below." : "Click one on the board or the stack.";
    box.replaceChildren(
      h("p", { id: "prompt" }, `${b.title}${paying}: choose ${spec ? spec : `target ${slot + 1 - cost}`}${optional ? " (optional)" : ""} (${choices.length} legal choice(s)${discarding || exiling ? "" : ", highlighted"}). ${where}`),
      h("div", { class: "choices" }, choiceButtons(choices)),
      optional ? h("button", { type: "button", id: "done-targets", onclick: finishBuilding }, "Done choosing targets") : "",
      keyButton({ onclick: cancelBuilding }, "Cancel", "Esc", "Escape"),
    );
    return;
  }
  const acting = actingSeat(snap);
  if (acting !== null && !isPerson(acting)) {
    // Another seat's turn to act (the computer's): nothing here is the person's to press.
    box.dataset.mode = "waiting";
    box.replaceChildren(h("p", { class: "prio-line", id: "waiting-line" }, `${says(snap, acting, snap.pending ? "is deciding" : "has priority", snap.pending ? "are deciding" : "have priority")}…`));
    return;
  }
  if (snap.pending) {
    box.replaceChildren(decisionUi(snap.pending, snap));
    return;
  }
  const me = snap.priority;
  if (me === null || me === undefined) return box.replaceChildren();
  /** The panel's children, put in place by `reconcile` (the kept ones are not moved). */
  const out = [];
  const canPass = legal.some((a) => a.kind === "pass");
  const pc = priorityControls();
  pc.line.textContent = `${says(snap, me, "has priority", "have priority")}.`;
  out.push(pc.line);
  if (canPass) out.push(pc.row, pc.shortcuts);
  else out.push(h("div", { class: "choices" }, passUntilButton()));
  if (ui.forbidden && ui.forbidden.player === me) {
    out.push(h("p", { class: "forbidden", id: "forbidden-note" }, ruleChip("716.2c"), ` ${playerName(snap, me)} shortened the shortcut here and must now choose differently from what it proposed${ui.forbidden.what ? ` (${ui.forbidden.what})` : ""}.`));
  }
  const list = h("div", { class: "choices" });
  const abilities = new Map();
  for (const a of legal) {
    if (a.kind === "play_land") list.append(h("button", { type: "button", onclick: () => send({ action: "play_land", player: me, card: a.card }) }, `Play ${a.name}${playedFrom(a)}`));
    // 702.61a: a special action, named with its time counters and cost.
    if (a.kind === "suspend") {
      const label = `Suspend ${a.name} (${a.time}—${a.cost})`;
      list.append(h("button", { type: "button", class: "suspend", "aria-label": spokenSymbols(label), onclick: () => send({ action: "suspend", player: me, card: a.card, auto_pay: true }) }, rulesText(label, "ability-text")));
    }
    // 702.36e: a special action, named with its morph cost.
    if (a.kind === "turn_face_up") {
      const label = `Turn ${a.name} face up (${a.cost})`;
      list.append(h("button", { type: "button", class: "turn-face-up", "aria-label": spokenSymbols(label), onclick: () => startTurnUp(a) }, rulesText(label, "ability-text")));
    }
    if (a.kind === "cast") {
      for (const o of a.options) {
        // A single way is named too when it is not the mana cost from the hand (flashback from the graveyard).
        const way = a.options.length > 1 || o.alternative_cost || o.kicked || o.buyback || o.phyrexian_life || o.splice?.length ? ` — ${castOptionLabel(a, o, handCardOf(a)?.mana_cost)}` : "";
        const label = `Cast ${a.name}${o.alternative_cost === "flashback" || o.alternative_cost === "granted_flashback" ? "" : playedFrom(a)}${way}`;
        list.append(h("button", { type: "button", "aria-label": spokenSymbols(label), onclick: () => startCast(a, o) }, rulesText(label, "ability-text")));
      }
    }
    if (a.kind === "activate") {
      // The same ability of identically named sources (150 Mountains' "{T}: Add {R} to your mana pool.") is one button, for the first of them.
      // 107.4f: each number of Phyrexian symbols paid with life is its own entry, named so.
      const life = a.phyrexian_life ? ` (${a.phyrexian_life * 2} life for Phyrexian mana)` : "";
      const label = `${objectName(a.source)}: ${a.text || "ability " + a.ability}${life}`;
      const same = abilities.get(label);
      if (same) same.n++;
      // The cost's symbols drawn as symbols, each with its words ("tap", "red mana").
      else abilities.set(label, { a, n: 1, el: list.appendChild(h("button", { type: "button", "aria-label": spokenSymbols(label), onclick: () => startActivate(a) }, `${objectName(a.source)}: `, a.text ? rulesText(a.text, "ability-text") : `ability ${a.ability}`, life)) });
    }
  }
  for (const [label, x] of abilities) {
    if (x.n < 2) continue;
    x.el.append(` (×${x.n})`);
    x.el.setAttribute("aria-label", `${spokenSymbols(label)} (×${x.n})`);
  }
  if (list.childNodes.length) out.push(h("h3", {}, "You may"), list);
  reconcile(box, out);
}

/**
 * One button per legal choice; the legal targets among a group of identical
 * tokens share one button ("Soldier ×1000"), which picks the first of them.
 */
function choiceButtons(choices) {
  const idx = index();
  const label = labeller();
  const me = ui.building?.base.player ?? null;
  const list = [];
  const groups = new Set();
  for (const t of choices) {
    const e = t.object !== undefined ? idx.entryOf(t.object) : undefined;
    if (e && e.count > 1) {
      if (groups.has(e.id)) continue;
      groups.add(e.id);
      const { whose, place } = label.parts(t, me);
      const apart = [whose, place].filter(Boolean).join(", ");
      list.push({ t, label: `${e.name} ×${e.count}${apart ? ` (${apart})` : ""}` });
    } else list.push({ t, label: label.label(t, me) });
  }
  if (list.length <= 12) return list.map((c) => h("button", { type: "button", onclick: () => pickTarget(c.t) }, c.label));
  // Many choices (a big board): one list to pick from by keyboard, beside the highlighted cards
  // (hundreds of buttons here would make every later layout of the page slower).
  // Nothing chosen to start with: "Choose" waits for a pick.
  const sel = h("select", { id: "target-choice", "aria-label": "legal choices" }, h("option", { value: "", selected: true }, "choose…"), list.map((c, i) => h("option", { value: i }, c.label)));
  const pick = h("button", { type: "button", id: "pick-target", disabled: true, onclick: () => sel.value !== "" && pickTarget(list[Number(sel.value)].t) }, "Choose");
  sel.addEventListener("change", () => { pick.disabled = sel.value === ""; });
  return [sel, pick];
}

/**
 * 601.2b, 117.8: an additional cost that takes X ("discard X cards", "pay X
 * life"): X is asked first (renderActions shows the form while it is built).
 */
function askXCost(a, o) {
  ui.building = { title: `Cast ${a.name}`, base: {}, slots: [], targets: [], xCost: { a, o } };
  render();
  $("actions").querySelector("input")?.focus();
}

function startCast(a, o, announcedX = null) {
  if (o.x_cost) return askXCost(a, o);
  const base = { action: "cast_spell", player: a.player, card: a.card, targets: [], auto_pay: true };
  if (announcedX !== null) base.x = announcedX;
  if (o.mode !== null && o.mode !== undefined) base.mode = o.mode;
  if (o.alternative_cost) base.alternative_cost = o.alternative_cost; // 117.9: evoke, flashback
  if (o.kicked) base.kicked = true; // 702.32a: kicker paid too
  if (o.buyback) base.buyback = true; // 702.26a: buyback paid too
  if (o.phyrexian_life) base.phyrexian_life = o.phyrexian_life; // 107.4f: Phyrexian symbols paid with life
  if (o.splice?.length) base.splice = o.splice; // 702.45a: cards of the hand spliced onto it
  // 117.8: permanents to sacrifice, cards to discard and cards to exile from the graveyard for an
  // additional cost are picked first, like targets, then split off.
  const n = o.sacrifice ? o.sacrifice.count : 0;
  const d = o.discard ? o.discard.count : 0;
  const x = o.exile ? o.exile.count : 0;
  const r = o.return_to_hand ? o.return_to_hand.count : 0;
  const t = o.tap ? o.tap.count : 0;
  const sacSlots = [...costSlots(o.sacrifice), ...costSlots(o.discard), ...costSlots(o.exile), ...costSlots(o.return_to_hand), ...costSlots(o.tap)];
  // The way chosen is named in the prompt when there were several, and a mode always (700.2).
  // 702.32c: with multikicker, how many times its cost is paid is asked last, like X (0 to what can be paid).
  const division = castDivision(a, o, announcedX);
  build(`Cast ${a.name}${a.options.length > 1 || base.mode !== undefined || o.alternative_cost || o.kicked || o.buyback || o.phyrexian_life || o.splice?.length ? ` — ${castOptionLabel(a, o, handCardOf(a)?.mana_cost)}` : ""}`, base, [...sacSlots, ...o.targets, ...pickAnySlots(o.convoke), ...pickAnySlots(o.delve)], division.hasX, n + d + x + r + t + o.min_targets, division.divide || null, o.another, o.multikicker ?? null, null, !!o.x_targets, division.divideX);
  // 117.9: an alternative cost may exile from the hand (Force of Will), not the graveyard.
  const hand = ui.snap.players[a.player]?.hand ?? [];
  markSacrifices(n, d, x, r, !!o.exile?.candidates.some((id) => hand.some((c) => c.id === id)), t);
  markConvoke(sacSlots.length + o.targets.length, o.convoke ?? [], o.delve ?? []);
}

/** 702.49a, 702.64a: one optional slot per object that may help pay (convoke, delve), each offering them all. */
function pickAnySlots(objects) {
  return (objects ?? []).map(() => objects.map((id) => ({ object: id })));
}

/**
 * 702.49a, 702.64a: after the targets, any number of the creatures offered
 * may be picked to tap for convoke, then of the cards to exile for delve.
 */
function markConvoke(from, creatures, cards) {
  const b = ui.building;
  if ((!creatures.length && !cards.length) || !b) return;
  b.convokeFrom = from;
  b.delveFrom = from + creatures.length;
  b.specs = [...(b.specs ?? []), ...Array(Math.max(0, from - (b.specs?.length ?? 0))).fill(undefined), ...creatures.map(() => "a creature to tap for convoke (702.49a, optional)"), ...cards.map(() => "a card to exile from your graveyard for delve (702.64a, optional)")];
  render();
}

/**
 * The first `n` slots being built are permanents to sacrifice for a cost, the
 * `d` after them cards to discard for it, and the `x` after those cards to
 * exile from the graveyard (602.2b, 117.8), the `r` after those permanents
 * to return, and the `t` last untapped permanents to tap: not targets.
 */
function markSacrifices(n, d = 0, x = 0, r = 0, exileFromHand = false, t = 0) {
  if ((n || d || x || r || t) && ui.building) {
    ui.building.exileFromHand = exileFromHand;
    ui.building.sacrifice = n;
    ui.building.discard = d;
    ui.building.exile = x;
    ui.building.bounce = r;
    ui.building.tapCost = t;
    ui.building.specs = [...Array(n).fill("a permanent to sacrifice (cost)"), ...Array(d).fill("a card to discard (cost)"), ...Array(x).fill(`a card to exile from your ${ui.building.exileFromHand ? "hand" : "graveyard"} (cost)`), ...Array(r).fill("a permanent to return to its owner's hand (cost)"), ...Array(t).fill("an untapped permanent to tap (cost)")];
    render();
  }
}

function startActivate(a) {
  const base = { action: "activate_ability", player: a.player, source: a.source, ability: a.ability, targets: [], auto_pay: true };
  if (a.phyrexian_life) base.phyrexian_life = a.phyrexian_life; // 107.4f: Phyrexian symbols paid with life
  // 602.2b: permanents to sacrifice and cards to discard for the cost are picked first, like targets, then split off.
  const n = a.sacrifice ? a.sacrifice.count : 0;
  const d = a.discard ? a.discard.count : 0;
  const x = a.exile ? a.exile.count : 0;
  const r = a.return_to_hand ? a.return_to_hand.count : 0;
  const t = a.tap ? a.tap.count : 0;
  build(a.text || "Activate", base, [...costSlots(a.sacrifice), ...costSlots(a.discard), ...costSlots(a.exile), ...costSlots(a.return_to_hand), ...costSlots(a.tap), ...a.targets], a.has_x && !a.x_targets, n + d + x + r + t + a.min_targets, a.divide ?? null, a.another, null, a.choose_mana ?? null, !!a.x_targets);
  markSacrifices(n, d, x, r, false, t);
}

// xTargets: "X target ..." (601.2b–c): X is the number of targets picked.
// divideX: the amount divided is X plus this number, X following from the shares chosen (601.2d after 601.2b).
function build(title, base, slots, hasX, minTargets = slots.length, divide = null, another = [], kicks = null, manaChoice = null, xTargets = false, divideX = null) {
  ui.building = { title, base, slots, targets: [], hasX, minTargets, divide, another: another ?? [], kicks, manaChoice, xTargets, divideX };
  if (!slots.length) return finishBuilding();
  render();
}

function pickTarget(t) {
  const b = ui.building;
  if (!b) return;
  if (!legalTargetsNow().some((x) => sameTarget(x, t))) {
    showError(`${targetName(ui.snap, t)} is not a legal choice for this target`);
    return;
  }
  b.targets.push(t);
  const next = b.targets.length;
  if (next === b.slots.length || (next >= b.minTargets && legalTargetsNow().length === 0)) finishBuilding();
  else render();
}

/**
 * 601.2d after 601.2b: a spell dividing X (plus a number) among its targets:
 * a share for each target chosen, at least 1 each; X is what they add up to
 * less that number (no target: X is 0).
 */
function askDamageShares(b, action) {
  const plus = b.divideX;
  if (!action.targets.length) {
    ui.building = null;
    send({ ...action, x: 0, division: [] });
    return;
  }
  const inputs = action.targets.map((t) => h("input", { type: "number", min: 1, value: 1, "aria-label": `damage to ${labeller().label(t, b.base.player)}` }));
  const shares = () => inputs.map((x) => Number(x.value));
  const sum = () => shares().reduce((n, d) => n + d, 0);
  const said = h("p", { class: "division-left", role: "status" });
  const go = h("button", { type: "button", class: "primary", onclick: () => { ui.building = null; send({ ...action, x: Math.max(0, sum() - plus), division: shares() }); } }, "Cast");
  const update = () => {
    const ok = shares().every((d) => d >= 1) && sum() >= plus;
    said.textContent = ok ? `X = ${sum() - plus}: ${sum()} damage in all.` : "Each target gets at least 1.";
    go.disabled = !ok;
  };
  for (const x of inputs) x.addEventListener("input", update);
  update();
  $("actions").replaceChildren(
    h("p", { id: "prompt" }, `Choose the damage for each target (601.2d): X is their sum${plus ? ` less ${plus}` : ""} (601.2b)`),
    ...action.targets.map((t, i) => h("div", {}, h("label", {}, `${labeller().label(t, b.base.player)}: `, inputs[i]))),
    said, go,
    h("button", { type: "button", onclick: cancelBuilding }, "Cancel"),
  );
  inputs[0].focus();
}

function finishBuilding() {
  const b = ui.building;
  // A special action that turns a permanent face up has no targets: what is picked pays its cost.
  const action = b.base.action === "turn_face_up" ? { ...b.base } : { ...b.base, targets: b.targets };
  if (b.sacrifice || b.discard || b.exile || b.bounce || b.tapCost) {
    const sac = b.sacrifice ?? 0;
    const dis = sac + (b.discard ?? 0);
    const ex = dis + (b.exile ?? 0);
    const ret = ex + (b.bounce ?? 0);
    const cost = ret + (b.tapCost ?? 0);
    if (sac) action.sacrifice = b.targets.slice(0, sac).map((t) => t.object);
    if (dis > sac) action.discard = b.targets.slice(sac, dis).map((t) => t.object);
    if (ex > dis) action.exile = b.targets.slice(dis, ex).map((t) => t.object);
    if (ret > ex) action.return_to_hand = b.targets.slice(ex, ret).map((t) => t.object);
    if (cost > ret) action.tap = b.targets.slice(ret, cost).map((t) => t.object);
    if (b.base.action !== "turn_face_up") action.targets = b.targets.slice(cost);
  }
  if (b.convokeFrom !== undefined) {
    // 702.49a, 702.64a: the creatures picked after the targets are tapped for convoke, the cards after them exiled for delve.
    const paid = (b.sacrifice ?? 0) + (b.discard ?? 0) + (b.exile ?? 0) + (b.bounce ?? 0) + (b.tapCost ?? 0);
    if (b.targets.length > b.convokeFrom) action.tap = b.targets.slice(b.convokeFrom, b.delveFrom).map((t) => t.object);
    if (b.targets.length > b.delveFrom) action.exile = b.targets.slice(b.delveFrom).map((t) => t.object);
    action.targets = b.targets.slice(paid, Math.min(b.targets.length, b.convokeFrom));
  }
  if (b.xTargets) action.x = action.targets.length;
  if (b.divideX !== null && b.divideX !== undefined) return askDamageShares(b, action);
  if (b.divide && b.targets.length > 1) {
    // 601.2d: the caster divides the amount among the targets (at least 1 each).
    const box = $("actions");
    const inputs = b.targets.map((t, i) =>
      h("input", { type: "number", min: 1, max: b.divide, value: i === 0 ? b.divide - (b.targets.length - 1) : 1, "aria-label": `damage to ${labeller().label(t, b.base.player)}` }));
    box.replaceChildren(
      h("p", { id: "prompt" }, `Divide ${b.divide} damage among the targets (601.2d):`),
      ...b.targets.map((t, i) => h("div", {}, h("label", {}, `${labeller().label(t, b.base.player)}: `, inputs[i]))),
      h("button", { type: "button", class: "primary", onclick: () => { ui.building = null; send({ ...action, division: inputs.map((x) => Number(x.value)) }); } }, b.base.action === "activate_ability" ? "Activate" : "Cast"),
      h("button", { type: "button", onclick: cancelBuilding }, "Cancel"),
    );
    inputs[0].focus();
    return;
  }
  if (b.divide) action.division = [b.divide];
  // (A choice of X mana, "Add X mana of any one color", is named once X is chosen, below.)
  if (b.manaChoice && !(b.manaChoice.amount_is_x && b.hasX)) {
    // 106.3, 605.3b: a mana ability's colours are named as it is activated.
    $("actions").replaceChildren(
      h("p", { id: "prompt" }, `${objectName(b.base.source)}: choose the mana it adds (106.3)`),
      manaChoiceForm(b.manaChoice, (mana) => { ui.building = null; send({ ...action, adds: mana }); }),
      h("button", { type: "button", onclick: cancelBuilding }, "Cancel"),
    );
    return;
  }
  if (b.hasX || b.kicks) {
    // 601.2b: X, and 702.32c: how many times the multikicker cost is paid (up to what can be paid now).
    const box = $("actions");
    const x = b.hasX ? h("input", { type: "number", min: 0, max: 1000, value: 1, id: "x-value", "aria-label": "value of X" }) : null;
    const kicks = b.kicks ? h("input", { type: "number", min: 0, max: b.kicks, value: b.kicks, id: "kick-count", "aria-label": "times kicked (multikicker)" }) : null;
    const cast = () => {
      ui.building = null;
      const out = { ...action };
      if (x) out.x = Number(x.value);
      if (kicks && Number(kicks.value) > 0) out.multikicker = Number(kicks.value);
      if (b.manaChoice) {
        // 106.3, 605.3b: X mana of the player's choice, named with the activation.
        const spec = { ...b.manaChoice, amount: Math.max(0, Math.trunc(Number(out.x ?? 0))) };
        box.replaceChildren(
          h("p", { id: "prompt" }, `${objectName(b.base.source)}: choose the mana it adds (106.3)`),
          manaChoiceForm(spec, (mana) => send({ ...out, adds: mana })),
          h("button", { type: "button", onclick: cancelBuilding }, "Cancel"),
        );
        return;
      }
      send(out);
    };
    box.replaceChildren(
      ...(x ? [h("label", {}, "X = ", x)] : []),
      ...(kicks ? [h("label", {}, `Times kicked (multikicker, 0 to ${b.kicks}): `, kicks)] : []),
      h("button", { type: "button", onclick: cast }, "Cast"),
      h("button", { type: "button", onclick: cancelBuilding }, "Cancel"),
    );
    (x ?? kicks).focus();
    return;
  }
  ui.building = null;
  send(action);
}

function cancelBuilding() {
  ui.building = null;
  showError(""); // the error was about the action being built
  render();
}

function clickHandCard(c, _owner) {
  if (ui.playing) return queueInput(() => clickHandCard(c, _owner));
  // 602.2b: while a cost's cards to discard are chosen, a card in the hand is one of them.
  if (ui.building) return legalTargetsNow().some((t) => t.object === c.id) ? pickTarget({ object: c.id }) : undefined;
  const acting = actingSeat();
  if (acting !== null && !isPerson(acting)) return showError(`${says(ui.snap, acting, "is", "are")} to act now, not you: wait until it is your move.`);
  /** @type {LegalAction[]} */
  const legal = ui.sw.legalActions(ui.viewer ?? undefined);
  const a = legal.find((x) => (x.kind === "cast" || x.kind === "play_land") && x.card === c.id);
  // A card that can only be suspended now (Ancestral Vision: no mana cost, 117.6).
  const sus = legal.find(/** @returns {x is Extract<LegalAction, { kind: "suspend" }>} */ (x) => x.kind === "suspend" && x.card === c.id);
  if (!a && sus) return send({ action: "suspend", player: sus.player, card: sus.card, auto_pay: true });
  // An ability that works from the hand (cycling 702.28a, a Spirit Guide's mana) when the card can't be cast now.
  const fromHand = a ? undefined : legal.find(/** @returns {x is Extract<LegalAction, { kind: "activate" }>} */ (x) => x.kind === "activate" && x.source === c.id);
  if (fromHand) return startActivate(fromHand);
  if (!a) {
    // Not among the legal actions: ask the engine anyway, so that its answer says why.
    const p = ui.snap.priority ?? ui.snap.active;
    const isLand = c.types.includes("Land");
    send(isLand ? { action: "play_land", player: p, card: c.id } : { action: "cast_spell", player: p, card: c.id, targets: [], auto_pay: true });
    return;
  }
  if (a.kind === "play_land") return send({ action: "play_land", player: a.player, card: a.card });
  if (a.kind === "cast" && a.options.length === 1) return startCast(a, a.options[0]);
  // Several ways to cast it (modes, an alternative cost): a short chooser, one click each.
  showError("");
  castChooser(a, { pick: (o) => startCast(a, o), manaCost: c.mana_cost, anchor: $("board").querySelector(`.in-hand[data-id="${Number(c.id)}"]`) });
}

/** The card in hand that a Cast action casts, as the snapshot shows it (null if the view does not show it). */
function handCardOf(a) {
  return ui.snap.players[a.player]?.hand?.find((c) => c.id === a.card) ?? null;
}

/**
 * Where a card played or cast by a legal action is, when not in the hand
 * (601.3: an effect lets it be played from there): " (from your graveyard)",
 * " (from the top of your library)", or "" for the hand.
 */
function playedFrom(a) {
  const p = ui.snap.players[a.player];
  if (!p || p.hand?.some((c) => c.id === a.card)) return "";
  if (p.library_top?.id === a.card) return " (from the top of your library)";
  if (p.graveyard.some((c) => c.id === a.card)) return " (from your graveyard)";
  // 601.3: a card an effect lets its player play from exile (any owner's).
  if (ui.snap.players.some((q) => q.exile.some((c) => c.id === a.card))) return " (from exile)";
  return "";
}

/** Names that tell apart same-named targets (decisions.js `targetLabeller`), made once per board state. */
const labellers = new WeakMap();
function labeller() {
  const idx = index();
  let f = labellers.get(idx);
  if (!f) labellers.set(idx, (f = targetLabeller(ui.snap, (id) => idx.entryOf(id), (p) => playerName(ui.snap, p), (t) => targetName(ui.snap, t))));
  return f;
}

function clickPermanent(b) {
  if (ui.building) {
    // A group of identical tokens: pick the first of its objects the engine lists as a legal choice.
    if (b.count > 1) {
      const legal = new Set(legalTargetsNow().filter((t) => t.object !== undefined).map((t) => t.object));
      const id = legal.size ? firstIdWhere(b, (x) => legal.has(x)) : null;
      return pickTarget({ object: id ?? b.id });
    }
    return pickTarget({ object: b.id });
  }
  if (ui.playing) return queueInput(() => clickPermanent(b));
  if (!isPerson(actingSeat())) return;
  const all = ui.sw.legalActions(ui.viewer ?? undefined);
  // 702.36e: a click on a face-down permanent its controller may turn face up does it.
  const up = b.face_down ? all.find((x) => x.kind === "turn_face_up" && inRanges(b.id_ranges, x.permanent)) : undefined;
  if (up) return startTurnUp(up);
  const legal = all.filter((x) => x.kind === "activate" && inRanges(b.id_ranges, x.source));
  if (legal.length === 1) startActivate(legal[0]);
}

/** The names of the built-in cards, read once (a "name a card" question suggests them). */
let poolNames = null;
function cardNames() {
  poolNames ??= [...new Set(Stackwise.cardPool().map((c) => c.name))].sort();
  return poolNames;
}

/** @param {Decision} d @param {Snapshot} snap */
function decisionUi(d, snap) {
  return decisionForm(d, {
    send,
    name: (id) => index().name(id),
    playerName: (p) => playerName(snap, p),
    targetName: (t) => targetName(snap, t),
    label: (t, chooser) => labeller().label(t, chooser),
    ruleChip,
    waitingSource: (id) => snap.waiting_triggers.find((w) => w.id === id)?.source_name,
    draft: (x) => { ui.combatDraft = x; renderCombat(); },
    highlight,
    rulesText,
    other: (dd, wrap) => { if (dd.decision === "shortcut") { shortcutUi(dd, snap, wrap); return true; } return false; },
    cardNames,
  });
}

// ---------- shortcuts (716) ----------
//
// The page proposes shortcuts and shows the answers; the engine plays them out
// (716.2a), asks the other players (716.2b) and takes them (716.2c). Three ways
// to propose: recording choices and repeating them, "pass until" buttons
// (end of turn, my next turn, the next priority stop), and scenario scripts.

/** The steps a priority stop can be set on, in turn order (no untap or cleanup step: nobody normally gets priority there). */
const STOP_STEPS = ["upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end"];
const stepLabel = (s) => s.replaceAll("_", " ");

/** Stops a player gets until they change them: their own main phases and declare attackers step, the opponent's declare attackers and end steps. */
function defaultStops() {
  return { mine: new Set(["precombat_main", "declare_attackers", "postcombat_main"]), theirs: new Set(["declare_attackers", "end"]) };
}

/** Each seat's stops, kept in localStorage so that they survive a reload. */
function loadStops() {
  let saved = {};
  try {
    saved = JSON.parse(localStorage.getItem("stackwise.stops") ?? "{}") ?? {};
  } catch {
    saved = {};
  }
  const out = new Map();
  for (const [seat, v] of Object.entries(saved)) {
    if (v && Array.isArray(v.mine) && Array.isArray(v.theirs)) out.set(Number(seat), { mine: new Set(v.mine.filter((x) => STOP_STEPS.includes(x))), theirs: new Set(v.theirs.filter((x) => STOP_STEPS.includes(x))) });
  }
  return out;
}

function stopsOf(p) {
  if (!ui.stops.has(p)) ui.stops.set(p, defaultStops());
  return ui.stops.get(p);
}

function saveStops() {
  const o = {};
  for (const [p, v] of ui.stops) o[p] = { mine: [...v.mine], theirs: [...v.theirs] };
  try {
    localStorage.setItem("stackwise.stops", JSON.stringify(o));
  } catch {
    // No storage (private mode): the stops last until the page is closed.
  }
}

/** Can the player with priority propose a shortcut now (716.2a: only with priority, nothing being decided)? */
function proposer() {
  const snap = ui.snap;
  if (!snap || ui.playing || ui.building || snap.pending || snap.winners || !isPerson(snap.priority)) return null;
  return snap.priority ?? null;
}

/** The engine's refusal of a shortcut that would make no choice (716.2a). */
const NO_CHOICE = "716.2a: the shortcut makes no choice";

/**
 * Propose a shortcut. A "pass until" whose stop comes before any choice is
 * made (716.2a: the engine refuses a shortcut that makes no choice) is a plain
 * pass instead, so that the pass keys never get stuck.
 */
async function proposeSteps(player, steps) {
  if (await send({ action: "propose_shortcut", player, steps })) return true;
  if (!steps.every((s) => s.pass_until) || !ui.lastError?.startsWith(NO_CHOICE)) return false;
  return send({ action: "pass_priority", player });
}

/**
 * "Pass until end of turn": every player passes (and declares no attackers or
 * blockers) through the rest of this turn, its end step included, until the
 * first priority of the next turn (its upkeep, where the next active player
 * gets priority first). The engine ends it earlier if a choice other than a
 * pass comes first (a trigger's target, discarding to hand size).
 */
const END_TURN_TIP = "End the turn in one key (F6 or Shift+Enter): everyone passes until the next turn, as \"Pass until end of turn\" proposes (716.2a); when you play both seats (View: both players) the other player's acceptance is given too (716.2b).";
const EOT_TIP = "Everyone passes (declaring no attackers or blockers) through the rest of this turn, its end step included; the shortcut stops at the first priority of the next turn (its upkeep), or earlier if a choice other than passing comes up. The other player may shorten it (716.2b).";
function passUntilEndOfTurn() {
  const me = proposer();
  if (me === null) return;
  return proposeSteps(me, [{ pass_until: { turn: ui.snap.turn + 1 } }]);
}

/**
 * "Pass until my next turn": until I have priority in a turn where I am the
 * active player (its upkeep). During my own turn, first to the next turn, so
 * that the stop is in my next turn, not later in this one.
 */
const MY_TURN_TIP = "Everyone passes until you get priority in your next turn (its upkeep), or earlier if a choice other than passing comes up. The other player may shorten it (716.2b).";
function passUntilMyNextTurn() {
  const me = proposer();
  if (me === null) return;
  const mine = { pass_until: { active: me, player: me } };
  return proposeSteps(me, ui.snap.active === me ? [{ pass_until: { turn: ui.snap.turn + 1 } }, mine] : [mine]);
}

/**
 * "Pass to next stop": a "pass until" to the first later point where this
 * player gets priority in a step where they set a stop (on their turn or an
 * opponent's). Which steps happen (508.8 skips blockers and damage without
 * attackers, a replacement may skip a step) is the engine's business, so the
 * page does not guess: it asks the engine to play "everyone passes" for the
 * next few turns on a copy (`preview`), reads where this player would get
 * priority (the proposal's `passes`, with turn and step; the first player to
 * get priority in a turn is its active player, 116.3a), and proposes a stop at
 * the first of those points that has a stop set.
 */
const STOP_TIP = "Everyone passes until you get priority in the next step where you set a stop (Priority stops, in the Shortcuts panel). The other player may shorten it (716.2b).";
async function passToNextStop() {
  const me = proposer();
  if (me === null) return;
  const snap = ui.snap;
  const live = snap.players.filter((p) => !p.lost).length;
  const horizon = [{ pass_until: { turn: snap.turn + live + 1 } }];
  let pending;
  try {
    pending = ui.sw.preview({ action: "propose_shortcut", player: me, steps: horizon }, ui.viewer ?? undefined);
  } catch (e) {
    const why = e.message ?? String(e);
    // The next choice is one a pass-until does not make: pass once (716.2a, as `proposeSteps`).
    if (why.startsWith(NO_CHOICE)) return send({ action: "pass_priority", player: me });
    return showError(why);
  }
  const prop = pending?.decision === "shortcut" ? pending.proposal : null;
  if (!prop) return showError("the engine did not ask anyone about the shortcut");
  const passes = prop.passes[0] ?? [];
  const active = new Map([[snap.turn, snap.active]]);
  for (const c of passes) if (c.priority && !active.has(c.turn)) active.set(c.turn, c.player);
  // Full control: every step is a stop.
  const stops = $("full-control")?.checked ? { mine: new Set(STOP_STEPS), theirs: new Set(STOP_STEPS) } : stopsOf(me);
  for (let k = 1; k < passes.length && k <= prop.length; k++) {
    const c = passes[k];
    if (!c.priority || c.player !== me) continue;
    if ((active.get(c.turn) === me ? stops.mine : stops.theirs).has(c.step)) {
      return proposeSteps(me, [{ pass_until: { player: me, turn: c.turn, step: c.step } }]);
    }
  }
  // No stop before a choice that passing doesn't make: pass to there (the engine ends it early).
  if (prop.length < passes.length) return proposeSteps(me, horizon);
  showError(`${says(snap, me, "has", "have")} no priority stop in the next ${live} turns: set one under "Priority stops" in the Shortcuts panel`);
}

// ----- recording -----
//
// "Record" notes where the timeline is; every action taken after that (both
// players' choices, in hotseat) is recorded, as the engine's history holds it.
// "Repeat N times" goes back to where the recording began (Session::jump) and
// proposes {"repeat": {"times": N, "steps": the recorded actions}} from there.
// So the proposal is exactly what was recorded, checked by the engine from the
// very state it was recorded in, and "N times" means N in all. (Proposing N-1
// more repetitions from where the recording stopped would work only if the
// recording happened to end in the state it began in, would leave the first
// iteration outside the shortcut, and would offer no way back if the engine
// refused it.) If the engine refuses the proposal, the recorded actions are
// redone and the refusal is shown: nothing is lost.

function recordingCount() {
  const r = ui.rec;
  if (!r) return 0;
  return Math.max(0, ui.timelineLen - r.start);
}

function toggleRecording() {
  if (!ui.sw) return;
  if (!ui.rec || !ui.rec.recording) {
    ui.rec = { recording: true, start: ui.sw.history().length };
  } else {
    const hist = ui.sw.history().slice(ui.rec.start);
    ui.rec = hist.length ? { recording: false, start: ui.rec.start, actions: hist.map((x) => x.action), captions: hist.map((x) => x.caption) } : null;
    if (!hist.length) $("status").textContent = "Nothing was recorded.";
  }
  renderShortcuts();
}

async function proposeRecorded() {
  const r = ui.rec;
  if (!r || r.recording || ui.playing) return;
  const times = Number($("repeat-times").value);
  if (!Number.isSafeInteger(times) || times < 1) return showError("Repeat: write a whole number of times, at least 1");
  const back = ui.sw.history().length - r.start;
  if (back !== r.actions.length) return showError("the timeline changed since the recording stopped: record again");
  try {
    ui.sw.jump(r.start);
  } catch (e) {
    return showError(e.message);
  }
  ui.building = null;
  refresh();
  const p = ui.snap.priority;
  const steps = [{ repeat: { times, steps: r.actions.map((a) => ({ do: a })) } }];
  const ok = p !== null && p !== undefined && !ui.snap.pending && (await proposeSteps(p, steps));
  if (!ok) {
    const why = p === null || p === undefined || ui.snap.pending ? "716.2a: a shortcut is proposed by the player with priority, and nobody had priority where the recording began" : $("error").textContent;
    // Put the recorded actions back: the game is where it was before "Propose".
    try {
      for (let i = 0; i < back; i++) ui.sw.redo(ui.viewer ?? undefined);
    } catch (e) {
      showError(e.message);
    }
    refresh();
    renderTimeline();
    showError(why);
    return;
  }
  ui.rec = null;
  renderShortcuts();
}

/** The Shortcuts panel: recording, then "repeat N times"; the priority stops. */
function renderShortcuts() {
  const box = $("shortcuts");
  if (!box || !ui.sw) return;
  const r = ui.rec;
  if (r && r.start > ui.timelineLen) r.start = ui.timelineLen; // undone past the start: record from here
  const rows = [];
  if (!r) {
    rows.push(
      h("p", { class: "text" }, "Record both players' choices, then propose them as a loop repeated N times (716.2a)."),
      h("div", { class: "choices" }, h("button", { type: "button", id: "record-btn", onclick: toggleRecording }, "● Record (R)")),
    );
    // A loop the engine recognised: the same choices made twice in a row just now.
    const loop = ui.snap && !ui.snap.pending ? ui.sw.recognisedLoop() : null;
    if (loop && loop.length) {
      const times = h("input", { type: "number", id: "loop-times", min: 1, step: 1, value: ui.loopTimes ?? 1000, "aria-label": "how many more times to repeat the recognised loop", oninput: (e) => (ui.loopTimes = e.target.value) });
      rows.push(
        h("p", { id: "loop-found" }, ruleChip("716.2a"), ` The last ${loop.length} choice${loop.length === 1 ? "" : "s"} repeat a loop: ${loop.map(describeAction).join(", ")}.`),
        h("div", { class: "choices" }, h("label", {}, "Repeat it ", times, " more times"),
          h("button", { type: "button", id: "propose-loop", class: "primary", onclick: () => proposeSteps(proposer(), [{ repeat: { times: Math.max(1, Math.floor(Number(times.value) || 1)), steps: loop.map((a) => ({ do: a })) } }]) }, "Propose shortcut")),
      );
    }
  } else if (r.recording) {
    const n = recordingCount();
    rows.push(
      h("p", { id: "rec-status", class: "recording" }, `Recording: ${n} choice${n === 1 ? "" : "s"} so far`),
      h("div", { class: "choices" },
        h("button", { type: "button", id: "record-btn", onclick: toggleRecording }, "■ Stop (R)"),
        h("button", { type: "button", onclick: () => { ui.rec = null; renderShortcuts(); } }, "Cancel")),
    );
  } else {
    const input = h("input", { type: "number", id: "repeat-times", min: 1, step: 1, value: ui.repeatTimes ?? 1000, "aria-label": "how many times to repeat the recorded choices", oninput: (e) => (ui.repeatTimes = e.target.value) });
    const preset = (n, label) => h("button", { type: "button", onclick: () => { input.value = n; ui.repeatTimes = n; } }, label);
    rows.push(
      h("p", {}, `Recorded ${r.actions.length} choice${r.actions.length === 1 ? "" : "s"}:`),
      h("ol", { class: "recorded", start: 0 }, r.actions.map((a, i) => h("li", {}, describeAction(a), h("span", { class: "text" }, ` — ${r.captions[i]}`)))),
      h("div", { class: "choices" }, h("label", {}, "Repeat ", input, " times")),
      h("div", { class: "choices" }, preset(100, "×100"), preset(1000, "×1,000"), preset(1000000, "×1,000,000")),
      h("div", { class: "choices" },
        h("button", { type: "button", class: "primary", id: "propose-repeat", title: "Go back to where the recording began and propose the recorded choices, repeated, as a shortcut; the other player accepts or shortens it", onclick: proposeRecorded }, "Propose shortcut"),
        h("button", { type: "button", onclick: () => { ui.rec = null; renderShortcuts(); } }, "Discard")),
    );
  }
  box.replaceChildren(...rows, stopsUi());
}

/** Priority stops: per seat, a checkbox per step for "my turn" and "opponent's turn" (MTGO's and Arena's stops). */
function stopsUi() {
  const snap = ui.snap;
  if (!snap) return "";
  const open = ui.stopsOpen ?? false;
  const seat = ui.stopsSeat ?? snap.priority ?? snap.active ?? 0;
  const st = stopsOf(seat);
  const sel = h("select", { id: "stops-seat", "aria-label": "whose stops", onchange: (e) => { ui.stopsSeat = Number(e.target.value); renderShortcuts(); } },
    snap.players.map((p) => h("option", { value: p.id, selected: p.id === seat }, p.name)));
  const box = (which, step) => h("input", {
    type: "checkbox", id: `stop-${which}-${step}`, checked: st[which].has(step),
    "aria-label": `${playerName(snap, seat)} stops in ${which === "mine" ? "their own" : "an opponent's"} ${stepLabel(step)} step`,
    onchange: (e) => { st[which][e.target.checked ? "add" : "delete"](step); saveStops(); renderSteps(); },
  });
  return h("details", { class: "stops", open, ontoggle: (e) => (ui.stopsOpen = e.target.open) },
    h("summary", {}, "Priority stops"),
    h("div", {}, h("label", {}, "Stops of ", sel)),
    h("table", {},
      h("thead", {}, h("tr", {}, h("th", {}, "step"), h("th", {}, "my turn"), h("th", {}, "opponent's"))),
      h("tbody", {}, STOP_STEPS.map((s) => h("tr", {}, h("td", {}, stepLabel(s)), h("td", {}, box("mine", s)), h("td", {}, box("theirs", s)))))),
    h("p", { class: "text" }, "\"Pass to my next stop\" (F) passes until this player gets priority in the next step with a stop. The Turn panel's step strip sets and shows them too."));
}

// ----- the 716.2b prompt -----

/** How many choices `steps` hold (numbered from 0, loops multiplied out; a "pass until" as many as its list in `passes`). */
function choiceCount(steps, passes, pi = { i: 0 }) {
  let n = 0;
  for (const s of steps) {
    if (s.do) n += 1;
    else if (s.repeat) n += choiceCount(s.repeat.steps, passes, pi) * s.repeat.times;
    else if (s.pass_until) n += passes[pi.i++]?.length ?? 0;
  }
  return n;
}

/** An action in a few words (names from the board). */
function describeAction(a) {
  const who = playerName(ui.snap, a.player);
  const obj = (id) => objectName(id);
  switch (a.action) {
    case "pass_priority": return `${who} passes`;
    case "activate_ability": return `${who} activates ${obj(a.source)}'s ability${a.ability ? ` ${a.ability + 1}` : ""}`;
    // 707.4: a card cast face down is not named.
    case "cast_spell": return a.alternative_cost === "morph" ? `${who} casts a card face down` : `${who} casts ${obj(a.card)}`;
    case "turn_face_up": return `${who} turns a face-down creature face up`;
    case "play_land": return `${who} plays ${obj(a.card)}`;
    case "suspend": return `${who} suspends ${obj(a.card)}`;
    case "declare_attackers": return a.attackers.length ? `${who} attacks with ${a.attackers.map((x) => obj(x.attacker)).join(", ")}` : `${who} declares no attackers`;
    case "declare_blockers": return a.blockers.length ? `${who} blocks with ${a.blockers.map((x) => obj(x.blocker)).join(", ")}` : `${who} declares no blockers`;
    default: return `${who}: ${a.action.replaceAll("_", " ")}`;
  }
}

/** The proposal's steps as a list with the numbers of their choices; `me`'s choices at priority are marked. */
function describeSteps(steps, passes, me, at = 0, pi = { i: 0 }, prefix = "") {
  const items = [];
  for (const s of steps) {
    if (s.do) {
      items.push(h("li", { class: s.do.player === me ? "mine" : "" }, `${prefix}${at}. ${describeAction(s.do)}${s.do.player === me ? " (yours)" : ""}`));
      at += 1;
    } else if (s.repeat) {
      const per = choiceCount(s.repeat.steps, passes, { i: 0 });
      const all = per * s.repeat.times;
      items.push(h("li", {}, `${prefix}${at}–${at + all - 1}: ${s.repeat.times.toLocaleString("en")} times, ${per} choice${per === 1 ? "" : "s"} each (repetition i's choice j is number ${at} + ${per}×i + j):`,
        h("ul", {}, describeSteps(s.repeat.steps, passes, me, 0, { i: 0 }, "j = "))));
      at += all;
    } else if (s.pass_until) {
      const list = passes[pi.i++] ?? [];
      const u = s.pass_until;
      const where = [u.player !== undefined ? `${playerName(ui.snap, u.player)} has priority` : "", u.active !== undefined ? `in ${playerName(ui.snap, u.active)}'s turn` : "", u.step ? `in the ${stepLabel(u.step)} step` : "", u.turn !== undefined ? `in turn ${u.turn}` : ""].filter(Boolean).join(", ");
      items.push(h("li", {}, `${prefix}${at}–${at + list.length - 1}: everyone passes until ${where} (${list.length} choice${list.length === 1 ? "" : "s"})`));
      at += list.length;
    }
  }
  return items;
}

/** Actions taken with priority (116.1), as opposed to answers to decisions: where a shortcut can be shortened. */
const PRIORITY_ACTIONS = new Set(["pass_priority", "play_land", "suspend", "turn_face_up", "cast_spell", "activate_ability"]);

/** The number of `me`'s first choice at priority in the steps, or null. */
function firstOwnChoice(steps, passes, me, at = 0, pi = { i: 0 }) {
  for (const s of steps) {
    if (s.do) {
      if (s.do.player === me && PRIORITY_ACTIONS.has(s.do.action)) return at;
      at += 1;
    } else if (s.repeat) {
      const k = firstOwnChoice(s.repeat.steps, passes, me, at, { i: 0 });
      if (k !== null) return k;
      at += choiceCount(s.repeat.steps, passes) * s.repeat.times;
    } else if (s.pass_until) {
      const list = passes[pi.i++] ?? [];
      const j = list.findIndex((c) => c.player === me && c.priority);
      if (j >= 0) return at + j;
      at += list.length;
    }
  }
  return null;
}

/** The answering player's own passes at priority, in "pass until" steps, with their choice numbers (only those before the end). */
function ownPasses(prop, me) {
  const out = [];
  let at = 0, pi = 0;
  for (const s of prop.steps) {
    if (s.do) at += 1;
    else if (s.repeat) at += choiceCount(s.repeat.steps, prop.passes) * s.repeat.times;
    else if (s.pass_until) {
      const list = prop.passes[pi++] ?? [];
      list.forEach((c, j) => {
        if (c.player === me && c.priority && at + j < prop.end) out.push({ k: at + j, ...c });
      });
      at += list.length;
    }
  }
  return out;
}

/** The 716.2b decision: the proposal, its predicted result, Accept or Shorten. */
function shortcutUi(d, snap, wrap) {
  const prop = d.proposal;
  const me = d.player;
  const answer = (shorten_at) => {
    /** @type {Extract<Action, { action: "answer_shortcut" }>} */
    const a = { action: "answer_shortcut", player: me };
    if (shorten_at !== undefined) {
      a.shorten_at = shorten_at;
      ui.shortening = { player: me, k: shorten_at, prop };
    }
    return send(a);
  };
  const pr = prop.prediction;
  const n = (x) => Number(x).toLocaleString("en");
  wrap.append(
    h("p", { class: "proposal-head" }, `Proposed by ${playerName(snap, prop.proposer)}: ${n(prop.end)} game choice${prop.end === 1 ? "" : "s"}`,
      prop.end !== prop.length ? ` (of ${n(prop.length)}; shortened by ${playerName(snap, prop.shortened_by)})` : ""),
    h("p", {}, ruleChip("716.2a"), " Predicted result: ", h("span", { id: "prediction" }, pr.text)),
    h("table", { class: "forecast" },
      h("thead", {}, h("tr", {}, ["", "life", "hand", "library", "graveyard", "permanents"].map((x) => h("th", {}, x)))),
      h("tbody", {}, pr.players.map((f) => {
        const now = snap.players[f.player];
        const diff = (v, was) => (was === undefined || was === v ? n(v) : `${n(v)} (${v > was ? "+" : ""}${n(v - was)})`);
        const perms = snap.battlefield.filter((e) => e.controller === f.player).reduce((t, e) => t + e.count, 0);
        return h("tr", {}, h("th", {}, playerName(snap, f.player)), h("td", {}, diff(f.life, now?.life)), h("td", {}, diff(f.hand, now?.hand_count)), h("td", {}, diff(f.library, now?.library_count)), h("td", {}, diff(f.graveyard, now?.graveyard.length)), h("td", {}, diff(f.permanents, perms)));
      }))),
  );
  const mine = ownPasses(prop, me);
  if (prop.steps.some((s) => s.pass_until)) {
    const shown = mine.slice(0, 300);
    wrap.append(
      h("p", {}, `Your passes at priority in it (${mine.length}): pick one to act there instead; the shortcut then ends just before it (716.2b).`),
      shown.length
        ? h("ul", { class: "passes" }, shown.map((c) => h("li", {}, h("span", {}, `Turn ${c.turn}, ${stepLabel(c.step)} (choice ${c.k})`),
          h("button", { type: "button", class: "act-here", dataset: { k: c.k, step: c.step, turn: c.turn }, onclick: () => answer(c.k) }, "I'll act here"))))
        : h("p", { class: "text" }, "none"),
      mine.length > shown.length ? h("p", { class: "text" }, `and ${mine.length - shown.length} more`) : "",
    );
  }
  if (prop.steps.some((s) => s.do || s.repeat)) {
    wrap.append(h("details", { class: "steps", open: prop.steps.length < 8 }, h("summary", {}, "The choices, numbered from 0"), h("ul", {}, describeSteps(prop.steps, prop.passes, me))));
  }
  const at = h("input", { type: "number", id: "shorten-at", min: 0, max: Math.max(0, prop.end - 1), step: 1, value: firstOwnChoice(prop.steps, prop.passes, me) ?? 0, "aria-label": "the number of your choice where you will choose differently" });
  wrap.append(
    h("div", { class: "choices" },
      h("button", { type: "button", class: "primary", id: "accept-shortcut", onclick: () => answer() }, "Accept"),
      h("label", {}, "or at choice ", at, " "),
      h("button", { type: "button", id: "shorten-shortcut", title: "Name one of your choices at priority: the shortcut ends just before it, and you must choose differently there (716.2c)", onclick: () => answer(Number(at.value)) }, "Shorten")),
  );
}

/** After an action: note a shortcut that was shortened and taken, so the page can say what the shortener must do (716.2c). */
function shortcutApplied(action, res) {
  const s = ui.shortening;
  ui.shortening = null;
  if (ui.forbidden && action.player === ui.forbidden.player && action.action !== "answer_shortcut") ui.forbidden = null;
  if (!s || action.action !== "answer_shortcut" || action.shorten_at === undefined) return;
  if (!res.events.some((e) => e.event === "shortcut_taken")) return;
  let at = 0, pi = 0, what = null;
  for (const st of s.prop.steps) {
    const len = st.do ? 1 : st.repeat ? choiceCount(st.repeat.steps, s.prop.passes) * st.repeat.times : (s.prop.passes[pi++] ?? []).length;
    if (s.k < at + len) {
      if (st.do) what = describeAction(st.do);
      else if (st.pass_until) what = `${playerName(ui.snap, s.player)} passes`;
      break;
    }
    at += len;
  }
  ui.forbidden = { player: s.player, what };
}

// ---------- applying and playback ----------

function delay() {
  return Number($("speed").value);
}

/**
 * Apply an action and show it in two frames: first the board (the model
 * patched event by event, the battlefield, hands, turn, stack and the marks,
 * `playback`), then, in a task right after that frame is painted, the rest
 * (`ui.rest`: the actions panel, the log, the timeline, the checks and the
 * shortcuts panel, and the focus), painted in the very next frame. Anything
 * that acts or draws before then (another action, a click, a key) first draws
 * the rest (`finishAction`), so nothing is ever done on a stale panel.
 * @param {Action} action
 */
async function send(action) {
  if (ui.playing) return false;
  finishAction();
  const clickAt = ui.lastInput ?? performance.now();
  ui.lastInput = null;
  /** @type {Applied} */
  let res;
  const t0 = performance.now();
  ui.lastError = null;
  try {
    res = ui.sw.apply(action, ui.viewer ?? undefined);
  } catch (e) {
    ui.lastError = e.message ?? String(e);
    showError(ui.lastError);
    return false;
  }
  const applied = performance.now();
  showError("");
  shortcutApplied(action, res);
  const legal = await playback(res);
  const drawn = performance.now();
  const m = { action: action.action, events: res.events.length, input: clickAt, toSend: t0 - clickAt, apply: applied - t0, update: drawn - applied, drawn: drawn - clickAt, ...ui.timing };
  // The focus as the board was drawn: if the person has put it elsewhere before the rest is
  // drawn (a key, a click, a script's focus), the rest leaves it there.
  const focusAtBoard = document.activeElement;
  ui.rest = () => {
    const r0 = performance.now();
    ui.scrolls = [];
    try {
      renderActions(legal);
      const r1 = performance.now();
      renderTimeline();
      m.panel = r1 - r0;
      m.timeline = performance.now() - r1;
      maybeAutoPass();
      const now = document.activeElement;
      if (now === focusAtBoard || !now?.isConnected || now === document.body) focusAfterAction();
      // The log and the timeline scrolled to the new position now, in the layout the
      // focus just made (their scroll events come in the next frame, with the rest).
      flushLog();
    } finally {
      const scrolls = ui.scrolls;
      ui.scrolls = null;
      for (const fn of scrolls) fn();
    }
  };
  afterBoard(m);
  return true;
}

/** Draw what `send` left for after the board's frame (`ui.rest`), if it is not drawn yet. */
function finishAction() {
  const rest = ui.rest;
  if (!rest) return;
  ui.rest = null;
  clearTimeout(ui.restTimer);
  rest();
}

/** The page is no longer busy (`data-busy`, which the browser tests and the computer opponents wait on) once the last action is drawn whole. */
function idleIfDone() {
  if (ui.rest || ui.playing) return;
  delete document.body.dataset.busy;
  ui.hurry = false;
  const queued = ui.queued;
  ui.queued = null;
  queued?.();
}

/**
 * An input that comes while events are played back is not dropped: the
 * playback finishes at once (the rest of its events drawn together, step mode
 * included) and the input is taken as soon as the page is idle, on the board
 * as it is then. A later input replaces one not yet taken.
 * @param {() => void} fn
 */
function queueInput(fn) {
  ui.queued = fn;
  ui.hurry = true;
  ui.waitNext?.();
}

/** The keys that act on the game (app.js and flow.js), taken after playback when pressed during it. */
function isGameKey(e) {
  if (e.key === " ") return spaceIsPass();
  return ["p", "P", "u", "U", "e", "E", "t", "T", "f", "F", "F2", "F4", "F6", "ArrowLeft", "ArrowRight"].includes(e.key) || (e.key === "Enter" && e.shiftKey);
}

/** Run `fn`, which reads the layout, once the page's changes are laid out: at the end of `ui.rest` while it runs, else in the next animation frame. */
function afterLayout(fn) {
  if (ui.scrolls) ui.scrolls.push(fn);
  else requestAnimationFrame(fn);
}

/**
 * After the board's update: in a task right after the next animation frame
 * (that frame painted, the board in it), the rest of the page (`ui.rest`),
 * painted in the frame after. (Should no frame come, as in a hidden tab, a
 * timer draws the rest.) And for scripts/measure-action.mjs, the times from
 * the click (the input event's timestamp): `frame`, the board's frame begun;
 * `painted`, a task after it, that frame painted; `rest`, the rest drawn in
 * that task; `allPainted`, a task after the next frame, which paints the rest.
 */
function afterBoard(m) {
  const task = (fn) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = fn;
    ch.port2.postMessage(0);
  };
  ui.restTimer = setTimeout(() => { finishAction(); idleIfDone(); }, 200);
  requestAnimationFrame(() => {
    m.frame = performance.now() - m.input;
    task(() => {
      m.painted = performance.now() - m.input;
      const r0 = performance.now();
      finishAction();
      m.rest = performance.now() - r0;
      requestAnimationFrame(() => {
        idleIfDone(); // in the frame that draws the rest, its scroll events dispatched
        task(() => {
          m.allPainted = performance.now() - m.input;
          window.__stackwiseLastAction = m;
          document.body.dataset.painted = String((Number(document.body.dataset.painted) || 0) + 1);
        });
      });
    });
  });
}

/**
 * Play the events of one action: the model is patched with each event's delta
 * (no snapshot is asked for); at a non-zero speed or in step mode the board is
 * drawn after each event, and each event's line added to the log, at speed 0
 * the board once at the end (the log is drawn from the position's events after
 * the board, `send`). Returns the legal actions now (`renderActionMarks`).
 */
/** @param {Applied} res */
async function playback(res) {
  const step = $("step-mode").checked;
  const ms = delay();
  const paced = step || ms > 0;
  if (res.deltas.length !== res.events.length) throw new Error(`apply returned ${res.events.length} events but ${res.deltas.length} deltas`);
  ui.playing = true;
  document.body.dataset.busy = "1";
  if (paced) renderActions();
  const tm = performance.now();
  for (let i = 0; i < res.events.length; i++) {
    logEvent(res.events[i], paced);
    markChanged(applyDelta(ui.snap, res.deltas[i]));
    if (!paced || ui.hurry) continue;
    draw();
    window.__stackwiseEventDrawn?.(i, res.events[i]);
    if (step) {
      $("next-event").disabled = false;
      $("status").textContent = `Step mode: event ${i + 1} of ${res.events.length}. Press N or "Next event".`;
      await new Promise((ok) => (ui.waitNext = ok));
      $("next-event").disabled = true;
    } else {
      await new Promise((ok) => setTimeout(ok, ms));
    }
  }
  if (paced) $("status").textContent = "";
  ui.playing = false;
  const t0 = performance.now();
  const model = t0 - tm;
  (ui.dirty ??= { battlefield: false, players: new Set(), stack: false, triggers: false, top: false, marks: false, sba: false }).marks = true;
  draw();
  const t1 = performance.now();
  const legal = renderActionMarks();
  ui.timing = { model, draw: t1 - t0, actions: performance.now() - t1 };
  // `data-busy` stays until the rest of the page is drawn too (`finishAction`).
  return legal;
}

/**
 * Auto-pass: pass for the person where they have nothing useful to do (as
 * Arena's: you are stopped where you can act usefully and on the opponent's
 * spells and abilities you can answer). Useful is a legal action other than
 * passing and mana abilities. With one, the person is still passed when the
 * stack is empty in a step that is not one of their priority stops, or when
 * the top of the stack is their own. Full control turns it off; it never
 * passes for a seat the person does not play, nor for one whose hand the view
 * hides, nor where passing is forbidden (716.2c).
 */
function maybeAutoPass() {
  const snap = ui.snap;
  if (!$("auto-pass").checked || $("full-control")?.checked || ui.playing || ui.building || snap.winners || snap.pending) return;
  const p = snap.priority;
  /** @type {LegalAction[]} */
  const legal = isPerson(p) && (ui.viewer === null || p === ui.viewer) && ui.autoPasses < 200 ? ui.sw.legalActions(ui.viewer ?? undefined) : [];
  const useful = legal.some((a) => a.kind !== "pass" && !(a.kind === "activate" && a.mana_ability));
  const stop = snap.stack.length ? snap.stack[0].controller !== p : stopsOf(p)[snap.active === p ? "mine" : "theirs"].has(snap.step);
  if (legal.some((a) => a.kind === "pass") && !(useful && stop)) {
    ui.autoPasses++;
    send({ action: "pass_priority", player: p });
  } else {
    ui.autoPasses = 0;
  }
}

/** Pass once for the person, if they have priority and are not building an action. */
function passOnce() {
  const p = ui.snap?.priority;
  if (isPerson(p) && !ui.building) send({ action: "pass_priority", player: p });
}

/** Pass, and keep passing for each of the person's seats, until the stack, the step or the turn changes or someone else is to act. */
async function passUntilChange() {
  if (!ui.snap) return;
  const start = { stack: ui.snap.stack.length, step: ui.snap.step, turn: ui.snap.turn };
  for (let i = 0; i < 50; i++) {
    const p = ui.snap.priority;
    if (!isPerson(p) || ui.snap.pending || ui.snap.winners) break;
    await send({ action: "pass_priority", player: p });
    if (ui.snap.stack.length !== start.stack || ui.snap.step !== start.step || ui.snap.turn !== start.turn) break;
  }
}

/** Draw what changed, the legal and targeted marks, and the actions panel. */
function render() {
  finishAction();
  (ui.dirty ??= { battlefield: false, players: new Set(), stack: false, triggers: false, top: false, marks: false, sba: false }).marks = true;
  draw();
  renderActions();
}

/** Take a fresh snapshot from the engine (on load, undo, redo, jump, a change of viewer) and draw it all. */
function refresh() {
  finishAction();
  ui.snap = /** @type {Snapshot} */ (ui.sw.snapshot(ui.viewer ?? undefined));
  if (!ui.snap.winners) ui.endEvent = null;
  ui.idx = null;
  ui.dirty = allDirty();
  draw();
  renderActions();
}

function load(sw) {
  finishAction(); // the last action's rest, drawn for its own game
  ui.sw = sw;
  ui.people = null; // every seat, until a game against the computer or a puzzle says otherwise
  ui.building = null;
  ui.rec = null;
  ui.stopsSeat = undefined;
  ui.endEvent = null;
  ui.forbidden = null;
  ui.sbaChecks = [];
  resetFlow();
  showError("");
  ui.timelineLen = -1;
  refresh();
  renderTimeline();
  puzzleLoaded(sw); // puzzle mode when the game has a goal (puzzle.js)
  // A puzzle's solver plays the goal's seat; the computer plays the others.
  if (ui.snap.goal) setPeople([ui.snap.goal.player]);
  document.body.dataset.ready = "1";
  warmUpWhenIdle(() => ui.sw, () => ui.viewer); // the engine's and the page's model code compiled before the first click (warmup.js)
}

function jump(n) {
  if (!ui.sw || ui.playing) return;
  finishAction();
  try {
    ui.sw.jump(n);
  } catch (e) {
    return showError(e.message);
  }
  ui.building = null;
  ui.forbidden = null;
  showError("");
  refresh();
  renderTimeline();
}

/** Undo: in puzzle mode the solver's last move with the computer's answers
 * (one action back would only make the computer answer again at once). */
function undo() {
  if (puzzleUndo()) return;
  undoOne();
}

/** One action back along the timeline. */
function undoOne() {
  if (!ui.sw || ui.playing) return;
  finishAction();
  try {
    ui.sw.undo();
  } catch (e) {
    return showError(e.message);
  }
  ui.building = null;
  ui.forbidden = null;
  showError("");
  refresh();
  renderTimeline();
}

async function redo() {
  if (!ui.sw || ui.playing) return;
  finishAction();
  try {
    ui.sw.redo(ui.viewer ?? undefined); // the log is rebuilt from the position's events (flow.js)
  } catch (e) {
    return showError(e.message);
  }
  ui.building = null;
  ui.forbidden = null;
  showError("");
  refresh();
  renderTimeline();
}

// ---------- start-up ----------

function startChoice(value) {
  if (value.startsWith("sample:")) return Stackwise.sampleGame(Number(value.slice(7)));
  if (value.startsWith("puzzle:")) return Stackwise.fromPuzzle(value.slice(7));
  return Stackwise.fromBuiltin(value.slice(9));
}

/**
 * The game's keys (the others are flow.js's): they act whatever control has
 * the focus, except in an open dialog or a text field.
 * @param {KeyboardEvent} e
 */
function gameKey(e) {
  if (!gameHasKeys()) return;
  if (!ui.sw) return e.key === "?" ? $("help").showModal() : undefined; // nothing loaded: nothing to undo or pass
  if (e.ctrlKey && e.key.toLowerCase() === "z") {
    e.preventDefault();
    return e.shiftKey ? redo() : undo();
  }
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  if (ui.playing && isGameKey(e)) {
    e.preventDefault();
    const again = { key: e.key, shiftKey: e.shiftKey, bubbles: true };
    return queueInput(() => document.dispatchEvent(new KeyboardEvent("keydown", again)));
  }
  if (e.key === "?") return $("help").showModal();
  if (e.key === "Escape" && closeMovesMenu()) return;
  if (e.key === "Escape" && ui.building) return cancelBuilding();
  if (e.key === "n" || e.key === "N") return ui.waitNext?.();
  if (e.key === "s" || e.key === "S") return void ($("step-mode").checked = !$("step-mode").checked);
  if (e.key === "u" || e.key === "U") return passUntilChange();
  if (e.key === "e" || e.key === "E") return passUntilEndOfTurn();
  if (e.key === "t" || e.key === "T") return passUntilMyNextTurn();
  if (e.key === "f" || e.key === "F") return passToNextStop();
  if (e.key === "r" || e.key === "R") return toggleRecording();
  // Space passes on a focused button too (Enter activates it), so the button last clicked never takes it.
  if (e.key === "p" || e.key === "P" || (e.key === " " && spaceIsPass())) {
    e.preventDefault();
    passOnce();
  }
}

async function main() {
  const t0 = performance.now();
  await startEngine(init);
  const menu = $("start-menu");
  menu.append(h("option", { value: "sample:1" }, "Sample game: Red vs Green"));
  for (const s of Stackwise.scenarios()) menu.append(h("option", { value: `scenario:${s.id}`, title: s.description }, `Scenario: ${s.name}`));
  const scenarios = Stackwise.scenarios();
  const params = new URLSearchParams(location.search);
  // Load a Start menu choice; the URL and the scenario line follow it (flow.js).
  const choose = (value) => {
    if (value.startsWith("puzzle:")) return puzzles.open(value.slice(7)); // puzzle.js: its own line and URL
    try {
      load(startChoice(value));
      menu.value = value;
      showLoaded(value, scenarios);
    } catch (e) {
      showError(e.message);
    }
  };
  $("start-btn").addEventListener("click", () => choose(menu.value));
  const puzzles = setupPuzzles({ Stackwise, load, send, undo: undoOne, showError, h, $, choose });
  $("viewer").addEventListener("change", (e) => {
    const v = /** @type {HTMLSelectElement} */ (e.target).value;
    finishAction();
    ui.viewer = v === "all" ? null : Number(v);
    // The log is redrawn as the new view may see it (another player's draws are "a card").
    resetFlow();
    ui.timelineLen = -1;
    refresh();
    renderTimeline();
  });
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("next-event").addEventListener("click", () => ui.waitNext?.());
  $("help-btn").addEventListener("click", () => $("help").showModal());
  // The input that starts an action: its time is where scripts/measure-action.mjs starts the clock.
  // Any click or key first draws what the last action left for after its board's frame (`send`).
  for (const type of ["click", "keydown"]) document.addEventListener(type, (e) => { finishAction(); ui.lastInput = e.timeStamp; }, true);
  // For the browser tests: the page's model and the engine, to compare them;
  // `send` is what every control calls to apply an action (scripts/measure-shortcut.mjs
  // clicks a control it adds that calls it, to propose without recording).
  window.__stackwise = { model: () => ui.snap, engine: () => ui.sw, loadScenario: (text) => { load(Stackwise.fromScenario(text)); showLoaded("custom", scenarios); }, send, setPeople };
  initFlow({
    ui, h, $, ruleChip, showError, refresh, renderTimeline, undo, redo, send, proposer, passUntilEndOfTurn, passUntilChange,
    passOnce, isPerson,
    markSba: () => { renderSba(); if (ui.snap?.winners) renderTurn(); },
    stopsOf, saveStops, STOP_STEPS, playerName, renderShortcuts, afterLayout, finishAction,
  });
  // The new-game dialog (decks, seats, seed, concede) and the computer opponent's driver.
  import("./newgame.js").then((m) => m.setupNewGame({ load, send, showError, setPeople, search: params })).catch((e) => showError(`new game: ${e.message ?? e}`));
  // The board editor (editor.js): it writes scenario text; play-testing loads it like any scenario.
  const playScenario = (text) => { try { load(Stackwise.fromScenario(text)); showLoaded("custom", scenarios); } catch (e) { showError(e.message); } };
  import("./editor.js").then((m) => m.setupEditor({ engine: () => ui.sw, showError, play: playScenario }))
    .then(() => import("./tutorial-export.js")).then((m) => m.setupTutorialExport({ engine: () => ui.sw }))
    .catch((e) => showError(`editor: ${e.message ?? e}`));
  ui.stops = loadStops();
  $("hide-passes").addEventListener("change", (e) => setHidePasses(/** @type {HTMLInputElement} */ (e.target).checked));
  // Combat arrows follow the cards when the layout changes.
  window.addEventListener("resize", () => renderCombat());
  installCardTips();
  setupAccess({
    $, loaded: () => Boolean(ui.sw),
    // A decision is read aloud when it is the person's (their seat, and the seat the view is of).
    mine: (p) => isPerson(p) && (ui.viewer === null || p === ui.viewer),
    // The person's hand (in a game against the computer), else the viewed seat's, else the acting player's.
    hand: () => ui.dom?.players[youSeat() ?? ui.viewer ?? ui.snap?.pending?.player ?? ui.snap?.priority ?? ui.snap?.active ?? 0]?.hand ?? null,
    refocus: () => focusAfterAction(),
  });
  document.addEventListener("keydown", gameKey);
  const asked = params.get("scenario");
  // A scenario link (#s=v1.…, docs/links.md) or ?puzzle= comes first (puzzle.js): a bad link
  // names the problem and shows the gallery and the Start menu, never an empty board.
  if (puzzles.start()) {
    // opened (or the error and the gallery shown)
  } else if (asked && !scenarios.some((s) => s.id === asked)) {
    showMenu(asked, scenarios, choose);
    document.body.dataset.ready = "1";
  } else choose(asked ? `scenario:${asked}` : "sample:1");
  // performance.now() counts from the start of navigation: this is page load to first board.
  const ms = performance.now();
  window.__stackwiseFirstBoardMs = ms;
  window.__stackwiseInitMs = ms - t0;
  document.body.dataset.firstBoardMs = ms.toFixed(1);
}

main().catch((e) => showError(`the playground failed to start: ${e.message ?? e}`));
