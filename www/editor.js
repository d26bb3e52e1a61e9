// The board editor and the page's import of Forge .pzl files.
//
// The editor is authoring, not rules: it keeps a model of a scenario
// (docs/scenarios.md: players, their zones top first, each card's status,
// the turn, the goal, what the solver may see, custom cards) and writes it as
// scenario JSON. Every question of legality is the engine's: `checkScenario`
// (the ordinary parser and build, each error naming its field) runs as you
// edit, `checkCardText` and `validateCard` check a custom card as it is
// typed, `searchCards` lists the card table's cards with their status,
// `importPzl` reads a Forge puzzle file, `scenarioLink` makes the share link, and play-testing
// loads the scenario into the page like any other.
// Untrusted text (card names, scenario and puzzle text) is only ever text: h().
import { Stackwise } from "../pkg/stackwise.js";
import { h } from "./dom.js";
import { setupToEdit } from "./secrecy.js";
import { loadCardTable, cardTableReady } from "./cardtable.js";

/** @type {(id: string) => any} */
const $ = (id) => document.getElementById(id);

/** The zones a player's cards are listed in, in the order shown (docs/scenarios.md). */
const ZONES = [
  ["library", "Library (top first)"],
  ["hand", "Hand"],
  ["battlefield", "Battlefield"],
  ["graveyard", "Graveyard (bottom first, top last)"],
  ["exile", "Exile"],
];
/** The steps a scenario may start in (not untap: nobody has priority there, 502.3). */
const STEPS = ["upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup"];
const GOAL_KINDS = [
  ["", "No goal (a playground position)"],
  ["win", "Win the game"],
  ["survive", "Survive until your next turn"],
  ["life", "Bring a player to a life total or less"],
  ["remove", "Destroy or exile given permanents"],
  ["control", "Control a permanent at end of turn"],
];
const COUNTER_KINDS = ["+1/+1", "-1/-1", "loyalty", "charge", "time", "age", "fade", "quest", "level", "poison"];
const CARD_FIELDS = new Set(["card", "label", "tapped", "sick", "counters", "damage", "attached_to", "token", "controller", "face_down"]);
const PLAYER_FIELDS = new Set(["name", "life", "poison", ...ZONES.map(([z]) => z)]);
const TOP_FIELDS = new Set(["format", "version", "name", "author", "description", "cards", "players", "turn", "goal", "knowledge", "script"]);

let hooks = null;
let pool = [];
let poolNames = new Set();
let uidNext = 1;

/** The editor's model of the scenario being written. */
let m = emptyModel();
/** Which card rows are open (by uid), and the add-card target. */
const open = new Set();
let target = { player: 0, zone: "hand" };
let searchIndex = 0;
/** What is typed in the pool search (kept across redraws). */
let query = "";
let checkTimer = null;
let cardTimer = null;

function emptyPlayer(name) {
  return { name, life: 20, poison: 0, zones: Object.fromEntries(ZONES.map(([z]) => [z, []])), extra: {} };
}

function emptyModel() {
  return {
    name: "", author: "", description: "", seed: 0,
    players: [emptyPlayer("Alice"), emptyPlayer("Bob")],
    turn: { number: 1, active: 0, step: "precombat_main", priority: null },
    goal: { kind: "", player: 0, by_turn: /** @type {number | ""} */ (""), text: "", target: 1, life: 0, objects: [], object: "", card: "" },
    knowledge: { opponent_hand: false, libraries: false, library_order: false },
    cards: [],
    extra: {},
    notes: [],
  };
}

function newCard(name) {
  return { uid: uidNext++, card: name, label: "", keepLabel: false, tapped: false, sick: false, damage: 0, counters: [], attached_to: "", controller: null, token: false, face_down: false, extra: {} };
}

/** A label for a card no other card has: the name's letters and a number ("grizzlybears2"). */
function labelFor(c) {
  if (c.label) return c.label;
  const used = new Set(allCards().map((x) => x.label).filter(Boolean));
  const base = (c.card.toLowerCase().replace(/[^a-z]/g, "").slice(0, 12) || "card");
  let n = 1;
  while (used.has(`${base}${n}`)) n++;
  c.label = `${base}${n}`;
  return c.label;
}

function allCards() {
  return m.players.flatMap((p) => ZONES.flatMap(([z]) => p.zones[z]));
}
function battlefieldCards() {
  return m.players.flatMap((p, i) => p.zones.battlefield.map((c) => ({ c, owner: i })));
}
function findCard(uid) {
  for (const [pi, p] of m.players.entries()) for (const [z] of ZONES) {
    const i = p.zones[z].findIndex((c) => c.uid === uid);
    if (i >= 0) return { p: pi, zone: z, i, c: p.zones[z][i] };
  }
  return null;
}

// ---------- model <-> scenario JSON ----------

/** The labels some field refers to (attachments, the goal): those cards need a label. */
function referencedLabels() {
  const refs = new Set();
  for (const c of allCards()) if (c.attached_to && !c.attached_to.startsWith("player:")) refs.add(c.attached_to);
  if (m.goal.kind === "remove") for (const l of m.goal.objects) refs.add(l);
  if (m.goal.kind === "control" && m.goal.object) refs.add(m.goal.object);
  return refs;
}

function cardJson(c, refs) {
  const o = { card: c.card };
  if (c.label && (c.keepLabel || refs.has(c.label))) o.label = c.label;
  if (c.tapped) o.tapped = true;
  if (c.sick) o.sick = true;
  const counters = c.counters.filter(([k]) => k !== "");
  if (counters.length) o.counters = Object.fromEntries(counters.map(([k, n]) => [k, n]));
  if (c.damage) o.damage = c.damage;
  if (c.attached_to) o.attached_to = c.attached_to;
  if (c.controller !== null) o.controller = c.controller;
  if (c.token) o.token = true;
  if (c.face_down) o.face_down = true;
  Object.assign(o, c.extra);
  return Object.keys(o).length === 1 ? c.card : o;
}

/** The scenario the model stands for, as a JSON value. */
export function toScenario() {
  const refs = referencedLabels();
  const s = { format: "stackwise-scenario", version: 4 };
  if (m.name) s.name = m.name;
  if (m.author) s.author = m.author;
  if (m.description) s.description = m.description;
  if (m.seed) s.seed = m.seed;
  Object.assign(s, m.extra);
  if (m.cards.length) s.cards = m.cards.map((c) => c.def);
  s.players = m.players.map((p) => {
    const o = { name: p.name, life: p.life };
    if (p.poison) o.poison = p.poison;
    for (const [z] of ZONES) if (p.zones[z].length) o[z] = p.zones[z].map((c) => cardJson(c, refs));
    return Object.assign(o, p.extra);
  });
  s.turn = { number: m.turn.number, active: m.turn.active, step: m.turn.step };
  if (m.turn.priority !== null) s.turn.priority = m.turn.priority;
  const g = m.goal;
  if (g.kind) {
    const goal = { kind: g.kind, player: g.player };
    if (g.by_turn !== "" && g.kind !== "survive") goal.by_turn = Number(g.by_turn);
    if (g.kind === "life") Object.assign(goal, { target: g.target, life: g.life });
    if (g.kind === "remove") goal.objects = g.objects.map((l) => `@${l}`);
    if (g.kind === "control") {
      if (g.object) goal.object = `@${g.object}`;
      else goal.card = g.card;
    }
    if (g.text) goal.text = g.text;
    s.goal = goal;
  }
  const k = m.knowledge;
  if (k.opponent_hand || k.libraries || k.library_order) s.knowledge = { ...k };
  return s;
}

export function scenarioText() {
  return JSON.stringify(toScenario(), null, 1);
}

/**
 * The model of a scenario's JSON text. What the editor does not edit (the
 * variant, teams, a card's copy_of or count, a player's mana pool...) is kept
 * as it was; a script is left out (the editor edits the starting position)
 * and said so. Throws on text that is not a JSON object.
 */
function fromScenario(text) {
  const s = JSON.parse(text);
  if (!s || typeof s !== "object" || Array.isArray(s)) throw new Error("not a scenario: expected a JSON object");
  if (s.position) throw new Error("this scenario is an exact position (\"position\"), which the editor can't edit; start from the current game instead");
  const n = emptyModel();
  n.notes = [];
  n.name = str(s.name); n.author = str(s.author); n.description = str(s.description);
  n.seed = typeof s.seed === "number" ? s.seed : 0;
  for (const [k, v] of Object.entries(s)) if (!TOP_FIELDS.has(k) && k !== "seed") n.extra[k] = v;
  if (Array.isArray(s.script) && s.script.length) n.notes.push(`Its script (${s.script.length} steps) is not kept: the editor edits the starting position.`);
  n.cards = (Array.isArray(s.cards) ? s.cards : []).map((def) => ({ def, text: JSON.stringify(def, null, 1) }));
  const players = Array.isArray(s.players) ? s.players : [];
  n.players = players.map((p, i) => {
    const e = emptyPlayer(str(p?.name) || `Player ${i + 1}`);
    if (typeof p?.life === "number") e.life = p.life;
    if (typeof p?.poison === "number") e.poison = p.poison;
    for (const [z] of ZONES) e.zones[z] = (Array.isArray(p?.[z]) ? p[z] : []).map(cardOf);
    for (const [k, v] of Object.entries(p ?? {})) if (!PLAYER_FIELDS.has(k) && !isDefault(v)) e.extra[k] = v;
    return e;
  });
  while (n.players.length < 2) n.players.push(emptyPlayer(n.players.length ? "Bob" : "Alice"));
  const t = s.turn ?? {};
  n.turn = { number: t.number ?? 1, active: t.active ?? 0, step: t.step ?? "precombat_main", priority: t.priority ?? null };
  if (s.goal && typeof s.goal === "object") {
    const g = s.goal;
    const unlabel = (l) => (typeof l === "string" && l.startsWith("@") ? l.slice(1) : str(l));
    Object.assign(n.goal, {
      kind: str(g.kind), player: g.player ?? 0, by_turn: g.by_turn ?? "", text: str(g.text),
      target: g.target ?? 1, life: g.life ?? 0, objects: Array.isArray(g.objects) ? g.objects.map(unlabel) : [],
      object: g.object ? unlabel(g.object) : "", card: str(g.card),
    });
  }
  if (s.knowledge && typeof s.knowledge === "object") for (const k of Object.keys(n.knowledge)) n.knowledge[k] = !!s.knowledge[k];
  return n;
}

/** A field's value that says nothing (the format's default): null, false, 0, "", [] or {}. */
function isDefault(v) {
  return v === null || v === false || v === 0 || v === "" || (Array.isArray(v) && !v.length) || (typeof v === "object" && v && !Array.isArray(v) && !Object.keys(v).length);
}

function str(v) {
  return typeof v === "string" ? v : "";
}

function cardOf(x) {
  if (typeof x === "string") return newCard(x);
  const c = newCard(str(x?.card));
  if (!x || typeof x !== "object") return c;
  c.label = str(x.label);
  c.keepLabel = !!x.label;
  c.tapped = !!x.tapped; c.sick = !!x.sick; c.token = !!x.token; c.face_down = !!x.face_down;
  c.damage = typeof x.damage === "number" ? x.damage : 0;
  c.counters = Object.entries(x.counters ?? {}).map(([k, v]) => [k, Number(v)]);
  c.attached_to = str(x.attached_to);
  c.controller = typeof x.controller === "number" ? x.controller : null;
  for (const [k, v] of Object.entries(x)) if (!CARD_FIELDS.has(k) && !isDefault(v)) c.extra[k] = v;
  return c;
}

function loadText(text, notes = []) {
  m = fromScenario(text);
  m.notes.unshift(...notes);
  open.clear();
  target = { player: 0, zone: "hand" };
  render();
}

// ---------- the dialog ----------

/**
 * Hook the editor into the page. `hk`: { play(text, hasGoal), engine() -> the
 * current game's Stackwise or null, showError(msg) }.
 */
export function setupEditor(hk) {
  hooks = hk;
  pool = Stackwise.cardPool().map((c) => ({ name: c.name, types: c.types.join(" "), cost: typeof c.mana_cost === "string" ? c.mana_cost : (c.mana_cost?.text ?? "") }));
  pool.sort((a, b) => a.name.localeCompare(b.name));
  poolNames = new Set(pool.map((c) => c.name));
  const dialog = h("dialog", { id: "editor", class: "editor", "aria-labelledby": "ed-h" });
  document.body.append(dialog);
  // The editor's keys are its own: the game's keys (Space passes, ← → move in the timeline,
  // Ctrl+Z undoes) must not act on the game behind it. Escape still closes it (the dialog's default).
  dialog.addEventListener("keydown", (e) => e.stopPropagation());
  // The entry: a button on the line under the header (the header stays one line at 1280 px),
  // and "Board editor…" in the Start menu (Load opens it).
  const btn = h("button", { id: "editor-btn", type: "button", title: "Build a board: cards in any zone, life, the turn, a goal; play-test and share it" }, "Board editor…");
  (document.querySelector(".infobar") ?? document.querySelector("header.top"))?.prepend(btn);
  btn.addEventListener("click", () => openEditor());
  const menu = $("start-menu");
  menu?.append(h("option", { value: "editor" }, "Board editor…"));
  // Capture phase: the page's own Load handler never sees "editor" (it is no game).
  $("start-btn")?.addEventListener("click", (e) => {
    if (menu?.value !== "editor") return;
    e.stopImmediatePropagation();
    openEditor();
  }, true);
  // Closing gives the menu back its game (the focus goes to "Your move", flow.js, as after every dialog).
  let before = "";
  menu?.addEventListener("focus", () => { if (menu.value !== "editor") before = menu.value; });
  dialog.addEventListener("close", () => {
    if (menu?.value === "editor" && before) menu.value = before;
  });
  window.__stackwiseEditor = { open: openEditor, scenario: toScenario, text: scenarioText, problems: () => lastProblems };
  if (new URLSearchParams(location.search).has("editor")) openEditor();
}

export function openEditor() {
  render();
  const d = $("editor");
  if (!d.open) d.showModal();
  $("ed-title")?.focus();
}

function key(el) {
  return el?.closest?.("[data-key]")?.dataset.key ?? el?.dataset?.key;
}

/** Redraw the whole dialog, keeping the focus on the control with the same key. */
function render(focusKey = key(document.activeElement)) {
  const d = $("editor");
  if (!d) return;
  const scroll = d.scrollTop;
  d.replaceChildren(
    h("div", { class: "ed-top" },
      h("h2", { id: "ed-h" }, "Board editor"),
      h("button", { type: "button", class: "ed-close", "data-key": "close", onclick: () => d.close(), "aria-label": "Close the editor (Escape)" }, "Close ✕")),
    startSection(),
    m.notes.length ? h("ul", { class: "ed-notes", id: "ed-notes", "aria-label": "Notes on what was loaded" }, m.notes.map((n) => h("li", {}, n))) : "",
    detailsSection(),
    turnSection(),
    addSection(),
    h("div", { class: "ed-players" }, m.players.map(playerSection)),
    h("button", { type: "button", "data-key": "add-player", onclick: addPlayer, disabled: m.players.length >= 8 }, "Add a player"),
    customSection(),
    goalSection(),
    knowledgeSection(),
    problemsSection(),
    actionsSection(),
    pzlSection(),
  );
  d.scrollTop = scroll;
  if (focusKey) d.querySelector(`[data-key="${CSS.escape(focusKey)}"]`)?.focus();
  filterPool();
  if (draftCard.trim() || Object.values(draftText).some((v) => v.trim())) checkCard();
  scheduleCheck(0);
}

function field(label, control, extra = "") {
  return h("label", { class: "ed-field" }, h("span", {}, label), control, extra);
}

function input(keyName, path, value, onchange, attrs = {}) {
  return h("input", { "data-key": keyName, dataset: { path }, value, ...attrs, oninput: (e) => { onchange(e.target); scheduleCheck(); } });
}

function numberInput(keyName, path, value, set, attrs = {}) {
  return input(keyName, path, String(value), (t) => { if (t.value !== "" && Number.isFinite(Number(t.value))) set(Math.trunc(Number(t.value))); }, { type: "number", step: 1, ...attrs });
}

function select(keyName, path, options, value, onchange, attrs = {}) {
  const s = h("select", { "data-key": keyName, dataset: { path }, ...attrs, onchange: (e) => onchange(e.target.value) },
    options.map(([v, t]) => h("option", { value: v }, t)));
  s.value = String(value);
  return s;
}

function playerOptions() {
  return m.players.map((p, i) => [String(i), p.name || `player ${i}`]);
}

function startSection() {
  const eng = hooks.engine?.();
  const canExport = typeof eng?.exportSetup === "function";
  const builtin = select("start-builtin", "", Stackwise.scenarios().map((s) => [s.id, s.name]), "bolt-the-bears", () => {}, { id: "ed-builtin", "aria-label": "Built-in scenario to start from" });
  return h("section", { class: "ed-start", "aria-label": "Start from" },
    h("span", {}, "Start from: "),
    h("button", { type: "button", "data-key": "start-empty", id: "ed-empty", onclick: () => { m = emptyModel(); open.clear(); render(); } }, "An empty board"),
    builtin,
    h("button", { type: "button", "data-key": "start-builtin-go", id: "ed-builtin-go", onclick: () => fromBuiltin(builtin.value) }, "Start from this scenario"),
    canExport ? h("button", { type: "button", "data-key": "start-current", id: "ed-current", onclick: fromCurrent }, "Start from the current game") : "",
  );
}

function fromBuiltin(id) {
  try {
    loadText(Stackwise.scenarioText(id));
  } catch (e) {
    m.notes = [String(e?.message ?? e)];
    render();
  }
}

/** The current game's setup; in a game against the computer, its hand and library only if the person ends the game's secrecy (secrecy.js). */
async function fromCurrent() {
  try {
    const sw = hooks.engine();
    const got = await setupToEdit(sw, () => sw.exportSetup());
    if (!got) return; // cancelled: the editor stays as it was
    loadText(got.text, got.notes);
  } catch (e) {
    m.notes = [`The current game could not be exported: ${e?.message ?? e}`];
    render();
  }
}

function detailsSection() {
  return h("fieldset", { class: "ed-details" }, h("legend", {}, "Title"),
    field("Name", input("title", "name", m.name, (t) => (m.name = t.value), { id: "ed-title", maxlength: 200 })),
    field("Author", input("author", "author", m.author, (t) => (m.author = t.value), { id: "ed-author", maxlength: 200 })),
    field("Description", h("textarea", { "data-key": "desc", dataset: { path: "description" }, id: "ed-desc", rows: 2, oninput: (e) => { m.description = e.target.value; scheduleCheck(); } }, m.description)),
  );
}

function turnSection() {
  const t = m.turn;
  return h("fieldset", { class: "ed-turn" }, h("legend", {}, "Turn"),
    field("Turn number", numberInput("turn-number", "turn.number", t.number, (v) => (t.number = v), { id: "ed-turn-number", min: 1 })),
    field("Active player", select("turn-active", "turn.active", playerOptions(), t.active, (v) => { t.active = Number(v); scheduleCheck(); }, { id: "ed-active" })),
    field("Step", select("turn-step", "turn.step", STEPS.map((s) => [s, s.replaceAll("_", " ")]), t.step, (v) => { t.step = v; scheduleCheck(); }, { id: "ed-step" })),
    field("Priority", select("turn-priority", "turn.priority", [["", "the active player"], ...playerOptions()], t.priority ?? "", (v) => { t.priority = v === "" ? null : Number(v); scheduleCheck(); }, { id: "ed-priority" })),
  );
}

// ---------- adding cards from the pool ----------

function addSection() {
  const zoneOptions = m.players.flatMap((p, i) => ZONES.map(([z, name]) => [`${i}:${z}`, `${p.name || `player ${i}`}: ${name}`]));
  const sel = select("add-target", "", zoneOptions, `${target.player}:${target.zone}`, (v) => {
    const [p, z] = v.split(":");
    target = { player: Number(p), zone: z };
  }, { id: "ed-target" });
  const search = h("input", {
    id: "ed-search", "data-key": "search", type: "search", role: "combobox", "aria-autocomplete": "list", "aria-expanded": "true",
    "aria-controls": "ed-pool", autocomplete: "off", placeholder: "A card's name, or words of its type or text",
    value: query,
    oninput: (e) => { query = e.target.value; searchIndex = 0; searchTable(); filterPool(); },
    onkeydown: onSearchKey,
  });
  return h("fieldset", { class: "ed-add" }, h("legend", {}, "Add cards"),
    field("Search cards (name, type, text)", search),
    field("Add to", sel),
    h("ul", { id: "ed-pool", class: "ed-pool", role: "listbox", "aria-label": "Cards that match" }),
    h("p", { class: "ed-help" }, "↑ ↓ choose a card, Enter adds it to the zone chosen in “Add to”. Every card printed by 30 September 2011 is listed with its status: a card the engine understands (its text compiled, and written back the same) can be played; the others say where reading stopped."),
  );
}

/** The card table's matches for the query (once it is loaded), by name. */
let tableHits = [];
let tableNote = "";

function matches() {
  const q = query.trim().toLowerCase();
  const custom = m.cards.map((c) => ({ name: c.def.name, types: c.def.type ?? (c.def.types ?? []).join(" "), cost: "custom", playable: true }));
  const all = [...custom, ...pool.filter((c) => !custom.some((x) => x.name === c.name)).map((c) => ({ ...c, playable: true }))];
  const hits = q ? all.filter((c) => c.name.toLowerCase().includes(q)) : all;
  // Names starting with the query first.
  hits.sort((a, b) => Number(!a.name.toLowerCase().startsWith(q)) - Number(!b.name.toLowerCase().startsWith(q)));
  const names = new Set(hits.map((c) => c.name));
  const more = tableHits.filter((c) => !names.has(c.name)).map((c) => ({
    name: c.name, types: c.type, cost: c.mana_cost ?? "", playable: c.playable, status: c.status, problem: c.problem, card: c.card,
  }));
  return [...hits.slice(0, 8), ...more].slice(0, 20);
}

/** Search the card table for the query (loading the table the first time). */
function searchTable() {
  const q = query.trim();
  if (q.length < 2) { tableHits = []; tableNote = ""; return; }
  if (!cardTableReady()) {
    tableNote = "Loading the card table…";
    loadCardTable().then(() => { tableNote = ""; searchTable(); filterPool(); }, (e) => { tableNote = `The card table could not be loaded: ${e.message}`; filterPool(); });
    return;
  }
  try {
    tableHits = Stackwise.searchCards(q, 40, false);
  } catch (e) {
    tableHits = [];
    tableNote = String(e?.message ?? e);
  }
}

function filterPool() {
  const list = $("ed-pool");
  if (!list) return;
  const hits = matches();
  searchIndex = Math.max(0, Math.min(searchIndex, hits.length - 1));
  list.replaceChildren(...hits.map((c, i) => h("li", {
    id: `ed-opt-${i}`, role: "option", "aria-selected": i === searchIndex ? "true" : "false", "aria-disabled": c.playable ? "false" : "true",
    class: [i === searchIndex ? "active" : "", c.playable ? "" : "unplayable"].join(" ").trim(),
    dataset: { name: c.name }, title: c.problem ?? "", onmousedown: (e) => { e.preventDefault(); pick(c); },
  }, h("strong", {}, c.name), ` ${c.cost} · ${c.types}`, c.status ? h("span", { class: `ed-status ed-status-${c.status.replaceAll(" ", "-")}` }, c.status) : "",
  c.playable || !c.problem ? "" : h("span", { class: "ed-why" }, c.problem))));
  if (tableNote) list.append(h("li", { class: "ed-note", role: "presentation" }, tableNote));
  $("ed-search")?.setAttribute("aria-activedescendant", hits.length ? `ed-opt-${searchIndex}` : "");
}

/** Add a listed card: a card of the table joins the scenario's cards as its text first. */
function pick(c) {
  if (!c.playable) { say(`${c.name} can't be played yet: ${c.problem ?? c.status}`); return; }
  if (c.card && !poolNames.has(c.name) && !m.cards.some((x) => x.def.name === c.name)) {
    m.cards.push({ def: c.card, text: JSON.stringify(c.card, null, 2) });
  }
  addCard(c.name);
}

function onSearchKey(e) {
  const n = $("ed-pool")?.children.length ?? 0;
  if (e.key === "ArrowDown") { e.preventDefault(); searchIndex = Math.min(n - 1, searchIndex + 1); filterPool(); }
  else if (e.key === "ArrowUp") { e.preventDefault(); searchIndex = Math.max(0, searchIndex - 1); filterPool(); }
  else if (e.key === "Enter") {
    e.preventDefault();
    const c = matches()[searchIndex];
    if (c) pick(c);
  }
}

function addCard(name) {
  const c = newCard(name);
  const p = m.players[target.player] ?? m.players[0];
  p.zones[target.zone].push(c);
  const where = `${p.name}: ${ZONES.find(([z]) => z === target.zone)?.[1]}`;
  render("search");
  say(`${name} added to ${where}.`);
}

function say(msg) {
  const s = $("ed-said");
  if (s) s.textContent = msg;
}

// ---------- players, zones, cards ----------

function addPlayer() {
  m.players.push(emptyPlayer(["Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi"].find((n) => !m.players.some((p) => p.name === n)) ?? `Player ${m.players.length + 1}`));
  render("add-player");
}

function playerSection(p, i) {
  const path = `players[${i}]`;
  return h("fieldset", { class: "ed-player", "aria-label": `Player ${i + 1}` }, h("legend", {}, `Player ${i + 1}`),
    h("div", { class: "ed-row" },
      field("Name", input(`p${i}-name`, `${path}.name`, p.name, (t) => (p.name = t.value), { maxlength: 40, onchange: () => render() })),
      field("Life", numberInput(`p${i}-life`, `${path}.life`, p.life, (v) => (p.life = v))),
      field("Poison", numberInput(`p${i}-poison`, `${path}.poison`, p.poison, (v) => (p.poison = v), { min: 0 })),
      m.players.length > 2 ? h("button", { type: "button", "data-key": `p${i}-remove`, onclick: () => { m.players.splice(i, 1); fixPlayers(i); render("add-player"); } }, `Remove ${p.name}`) : ""),
    ZONES.map(([z, name]) => h("section", { class: `ed-zone ed-zone-${z}`, "aria-label": `${p.name}: ${name}`, dataset: { player: i, zone: z } },
      h("h4", {}, `${name} (${p.zones[z].length})`,
        h("button", { type: "button", class: "ed-addhere", "data-key": `p${i}-${z}-add`, "aria-label": `Add a card to ${p.name}'s ${z}`, onclick: () => { target = { player: i, zone: z }; render("search"); } }, "+ add")),
      h("ol", { class: "ed-cards" }, p.zones[z].map((c, k) => cardRow(c, i, z, k))))),
  );
}

/** After a player is removed: indexes above it move down; references to it go. */
function fixPlayers(gone) {
  const fix = (v) => (v === gone ? null : v > gone ? v - 1 : v);
  for (const c of allCards()) c.controller = c.controller === null ? null : fix(c.controller);
  m.turn.active = fix(m.turn.active) ?? 0;
  m.turn.priority = m.turn.priority === null ? null : fix(m.turn.priority);
  m.goal.player = fix(m.goal.player) ?? 0;
  m.goal.target = fix(m.goal.target) ?? 0;
  target = { player: 0, zone: "hand" };
}

function summary(c) {
  const bits = [];
  if (c.tapped) bits.push("tapped");
  if (c.sick) bits.push("summoning sick");
  if (c.damage) bits.push(`${c.damage} damage`);
  for (const [k, n] of c.counters) if (k) bits.push(`${n} ${k}`);
  if (c.attached_to) bits.push(`attached to ${c.attached_to}`);
  if (c.controller !== null) bits.push(`controlled by ${m.players[c.controller]?.name ?? c.controller}`);
  if (c.token) bits.push("token");
  if (c.face_down) bits.push("face down");
  return bits.join(", ");
}

function cardRow(c, pi, zone, k) {
  const path = `players[${pi}].${zone}[${k}]`;
  const list = m.players[pi].zones[zone];
  const move = (d) => {
    const j = k + d;
    if (j < 0 || j >= list.length) return;
    [list[k], list[j]] = [list[j], list[k]];
    render();
  };
  const base = `c${c.uid}`;
  const known = poolNames.has(c.card) || m.cards.some((x) => x.def.name === c.card);
  const desc = summary(c);
  const row = h("li", { class: "ed-card", dataset: { uid: c.uid, path } },
    h("div", { class: "ed-card-head" },
      h("button", { type: "button", class: "ed-card-name", "data-key": `${base}-open`, dataset: { path }, "aria-expanded": open.has(c.uid) ? "true" : "false",
        "aria-label": `${c.card}${c.label ? ` (${c.label})` : ""}${desc ? `: ${desc}` : ""}; show its status`,
        onclick: () => { open.has(c.uid) ? open.delete(c.uid) : open.add(c.uid); render(); } },
        c.card, known ? "" : " (not in the pool)"),
      c.label ? h("code", { class: "ed-label", title: "This card's label" }, `@${c.label}`) : "",
      desc ? h("span", { class: "ed-status" }, desc) : "",
      h("span", { class: "ed-card-btns" },
        h("button", { type: "button", "data-key": `${base}-up`, "aria-label": `Move ${c.card} up`, disabled: k === 0, onclick: () => move(-1) }, "↑"),
        h("button", { type: "button", "data-key": `${base}-down`, "aria-label": `Move ${c.card} down`, disabled: k === list.length - 1, onclick: () => move(1) }, "↓"),
        h("button", { type: "button", "data-key": `${base}-remove`, "aria-label": `Remove ${c.card}`, onclick: () => removeCard(c, pi, zone, k) }, "✕"))),
    open.has(c.uid) ? cardStatus(c, pi, zone, path, base) : "",
  );
  return row;
}

function removeCard(c, pi, zone, k) {
  m.players[pi].zones[zone].splice(k, 1);
  open.delete(c.uid);
  if (c.label) {
    for (const x of allCards()) if (x.attached_to === c.label) x.attached_to = "";
    m.goal.objects = m.goal.objects.filter((l) => l !== c.label);
    if (m.goal.object === c.label) m.goal.object = "";
  }
  const rest = m.players[pi].zones[zone];
  const next = rest[Math.min(k, rest.length - 1)];
  render(next ? `c${next.uid}-remove` : `p${pi}-${zone}-add`);
}

function check(keyName, path, label, value, set) {
  return h("label", { class: "ed-check" }, h("input", { type: "checkbox", "data-key": keyName, dataset: { path }, checked: value, onchange: (e) => { set(e.target.checked); render(); } }), label);
}

function cardStatus(c, pi, zone, path, base) {
  const onBf = zone === "battlefield";
  const others = battlefieldCards().filter((x) => x.c !== c);
  const attachOptions = [["", "nothing"], ...others.map(({ c: x, owner }) => [`uid:${x.uid}`, `${x.card}${x.label ? ` @${x.label}` : ""} (${m.players[owner].name})`]),
    ...m.players.map((p, i) => [`player:${i}`, `the player ${p.name}`])];
  const attachedNow = c.attached_to.startsWith("player:") ? c.attached_to : (others.find(({ c: x }) => x.label && x.label === c.attached_to) ? `uid:${others.find(({ c: x }) => x.label === c.attached_to).c.uid}` : "");
  return h("div", { class: "ed-card-status", role: "group", "aria-label": `${c.card}'s status` },
    onBf ? check(`${base}-tapped`, `${path}.tapped`, "Tapped", c.tapped, (v) => (c.tapped = v)) : "",
    onBf ? check(`${base}-sick`, `${path}.sick`, "Summoning sick (302.6)", c.sick, (v) => (c.sick = v)) : "",
    onBf ? check(`${base}-token`, `${path}.token`, "Token", c.token, (v) => (c.token = v)) : "",
    onBf || zone === "exile" ? check(`${base}-facedown`, `${path}.face_down`, "Face down", c.face_down, (v) => (c.face_down = v)) : "",
    onBf ? field("Damage", numberInput(`${base}-damage`, `${path}.damage`, c.damage, (v) => (c.damage = v), { min: 0 })) : "",
    onBf ? field("Attached to", select(`${base}-attach`, `${path}.attached_to`, attachOptions, attachedNow, (v) => {
      if (v.startsWith("uid:")) c.attached_to = labelFor(findCard(Number(v.slice(4))).c);
      else c.attached_to = v;
      render();
    })) : "",
    onBf ? field("Controller", select(`${base}-controller`, `${path}.controller`, [["", `its owner (${m.players[pi].name})`], ...playerOptions().filter(([v]) => Number(v) !== pi)], c.controller ?? "", (v) => { c.controller = v === "" ? null : Number(v); render(); })) : "",
    h("div", { class: "ed-counters", role: "group", "aria-label": "Counters" },
      h("span", {}, "Counters: "),
      c.counters.map((ct, j) => h("span", { class: "ed-counter" },
        h("input", { "data-key": `${base}-ck${j}`, dataset: { path: `${path}.counters` }, "aria-label": "Kind of counter", list: "ed-counter-kinds", value: ct[0], size: 8, oninput: (e) => { ct[0] = e.target.value; scheduleCheck(); } }),
        h("input", { "data-key": `${base}-cn${j}`, dataset: { path: `${path}.counters` }, "aria-label": `Number of ${ct[0] || "these"} counters`, type: "number", min: 1, step: 1, value: String(ct[1]), oninput: (e) => { const v = Number(e.target.value); if (e.target.value !== "" && Number.isFinite(v)) ct[1] = Math.trunc(v); scheduleCheck(); } }),
        h("button", { type: "button", "data-key": `${base}-cx${j}`, "aria-label": `Remove the ${ct[0]} counters`, onclick: () => { c.counters.splice(j, 1); render(`${base}-cadd`); } }, "✕"))),
      h("button", { type: "button", "data-key": `${base}-cadd`, onclick: () => { c.counters.push([onBf ? "+1/+1" : "", 1]); render(`${base}-ck${c.counters.length - 1}`); } }, "Add a counter")),
    h("datalist", { id: "ed-counter-kinds" }, COUNTER_KINDS.map((k) => h("option", { value: k }))),
  );
}

// ---------- custom cards ----------

/** How the card being written is written: as printed ("text") or in the card form ("json"). */
let draftMode = "text";
/** The card being written as printed text: its fields as typed. */
let draftText = { name: "", mana_cost: "", type: "", power: "", toughness: "", text: "" };
let draftCard = "";
let draftDef = null;

const TEXT_FIELDS = [["name", "Name", "Ember Hound"], ["mana_cost", "Mana cost", "{1}{R}"], ["type", "Type line", "Creature — Hound"], ["power", "Power", "2"], ["toughness", "Toughness", "2"]];

function customSection() {
  const schedule = () => { clearTimeout(cardTimer); cardTimer = setTimeout(checkCard, 200); };
  const mode = h("div", { class: "ed-card-mode", role: "radiogroup", "aria-label": "Write the card" },
    ...[["text", "as printed (rules text)"], ["json", "in the card form (JSON)"]].map(([v, label]) => h("label", {},
      h("input", { type: "radio", name: "ed-card-mode", value: v, "data-key": `card-mode-${v}`, checked: draftMode === v, onchange: () => { draftMode = v; render(`card-mode-${v}`); checkCard(); } }), ` ${label}`)));
  const edit = draftMode === "text"
    ? h("div", { class: "ed-card-edit ed-card-printed" },
      h("div", { class: "ed-card-fields" }, TEXT_FIELDS.map(([k, label, ph]) => field(label, h("input", {
        id: `ed-card-${k}`, "data-key": `card-${k}`, value: draftText[k], placeholder: ph, spellcheck: "false", class: `ed-card-${k}`,
        oninput: (e) => { draftText[k] = e.target.value; schedule(); },
      })))),
      h("label", { for: "ed-card-rules" }, "Rules text (one ability per line; the card's name for “this”)"),
      h("textarea", { id: "ed-card-rules", "data-key": "card-rules", rows: 4, spellcheck: "false", "aria-describedby": "ed-card-errors", placeholder: "Haste\n{R}: Ember Hound gets +1/+0 until end of turn.", oninput: (e) => { draftText.text = e.target.value; schedule(); } }, draftText.text))
    : h("div", { class: "ed-card-edit" },
      h("label", { for: "ed-card-text" }, "Card (JSON)"),
      h("textarea", {
        id: "ed-card-text", "data-key": "card-text", rows: 6, spellcheck: "false", "aria-describedby": "ed-card-errors",
        placeholder: '{"name": "My Bear", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2}',
        oninput: (e) => { draftCard = e.target.value; schedule(); },
      }, draftCard));
  return h("fieldset", { class: "ed-custom" }, h("legend", {}, "Custom cards"),
    h("p", { class: "ed-help" }, "Write a card as it would be printed: the engine compiles its text as you type and writes back what it understood; a card is usable when the two say the same. A usable card joins the list above."),
    mode, edit,
    h("div", { id: "ed-card-reading", class: "ed-card-reading", "aria-live": "polite" }),
    h("ul", { id: "ed-card-errors", class: "ed-errors", "aria-live": "polite" }),
    h("button", { type: "button", id: "ed-card-add", "data-key": "card-add", disabled: true, onclick: addCustom }, "Add to the cards"),
    m.cards.length ? h("ul", { class: "ed-custom-list", "aria-label": "Custom cards of this scenario" }, m.cards.map((c, i) => h("li", { dataset: { path: `cards[${i}]` } },
      h("strong", {}, c.def.name), " ",
      h("button", { type: "button", "data-key": `cc${i}-edit`, dataset: { path: `cards[${i}]` }, onclick: () => { editCustom(i); } }, "Edit"),
      h("button", { type: "button", "data-key": `cc${i}-remove`, onclick: () => { m.cards.splice(i, 1); render("card-text"); } }, "Remove")))) : "",
  );
}

/** Take a custom card of the scenario back into the writing fields. */
function editCustom(i) {
  const c = m.cards[i];
  m.cards.splice(i, 1);
  if (typeof c.def.type === "string") {
    draftMode = "text";
    const str = (v) => (v === undefined || v === null ? "" : String(v));
    draftText = { name: str(c.def.name), mana_cost: str(c.def.mana_cost), type: c.def.type, power: str(c.def.power), toughness: str(c.def.toughness), text: str(c.def.text) };
  } else {
    draftMode = "json";
    draftCard = c.text;
  }
  render(draftMode === "text" ? "card-rules" : "card-text");
  checkCard();
}

/** The card being written as printed text, as the scenario carries it. */
function printedDraft() {
  const d = /** @type {Record<string, string>} */ ({});
  for (const [k, v] of Object.entries(draftText)) if (v.trim() !== "") d[k] = k === "text" ? v : v.trim();
  return d;
}

/** Where reading stopped, shown in its line: the unread part marked. */
function readingView(u) {
  const chars = Array.from(u.line_text);
  return h("p", { class: "ed-unread" }, `line ${u.line}: `, chars.slice(0, u.column).join(""), h("mark", {}, chars.slice(u.column).join("")));
}

/** Ask the engine about the card being written; show what it read, or where it stopped. */
function checkCard() {
  const reading = $("ed-card-reading");
  const list = $("ed-card-errors");
  if (!list) return;
  draftDef = null;
  let errs = [];
  let shown = null;
  if (draftMode === "text") {
    const d = printedDraft();
    if (Object.keys(d).length) {
      try {
        const r = Stackwise.checkCardText(JSON.stringify(d));
        errs = r.problems;
        if (r.unread) shown = readingView(r.unread);
        else if (r.rendered !== null && r.rendered !== undefined) shown = h("div", { class: "ed-rendered" }, h("span", {}, "The engine writes it back as:"), h("pre", {}, r.rendered || "(no rules text)"));
        if (!errs.length) draftDef = d;
      } catch (e) {
        errs = [String(e?.message ?? e)];
      }
    }
    $("ed-card-rules")?.setAttribute("aria-invalid", errs.length ? "true" : "false");
  } else {
    const ta = $("ed-card-text");
    draftCard = ta?.value ?? draftCard;
    if (draftCard.trim()) {
      try {
        errs = Stackwise.validateCard(draftCard);
      } catch (e) {
        errs = [String(e?.message ?? e)];
      }
      if (!errs.length) draftDef = JSON.parse(draftCard);
    }
    ta?.setAttribute("aria-invalid", errs.length ? "true" : "false");
  }
  if (draftDef && m.cards.some((c) => c.def.name === draftDef.name)) {
    errs = [`name: '${draftDef.name}' is already a custom card of this scenario`];
    draftDef = null;
  }
  reading?.replaceChildren(...(shown ? [shown] : []));
  list.replaceChildren(...errs.map((e) => h("li", {}, e)));
  if (draftDef) list.replaceChildren(h("li", { class: "ok" }, `✓ ${draftDef.name}: ${draftMode === "text" ? "understood, usable" : "a valid card"}`));
  $("ed-card-add").disabled = !draftDef;
}

function addCustom() {
  if (!draftDef) return;
  m.cards.push({ def: draftDef, text: JSON.stringify(draftDef, null, 2) });
  const name = draftDef.name;
  draftCard = "";
  draftText = { name: "", mana_cost: "", type: "", power: "", toughness: "", text: "" };
  draftDef = null;
  query = name;
  render("search");
  say(`${name} is in the list of cards: choose where to add it.`);
}

// ---------- goal and knowledge ----------

function goalSection() {
  const g = m.goal;
  const labelled = battlefieldCards().map(({ c, owner }) => ({ c, owner }));
  const opts = labelled.map(({ c, owner }) => [`uid:${c.uid}`, `${c.card}${c.label ? ` @${c.label}` : ""} (${m.players[owner].name})`]);
  const uidOf = (l) => labelled.find(({ c }) => c.label && c.label === l)?.c.uid;
  return h("fieldset", { class: "ed-goal" }, h("legend", {}, "Goal"),
    field("Kind", select("goal-kind", "goal.kind", GOAL_KINDS, g.kind, (v) => { g.kind = v; render(); }, { id: "ed-goal-kind" })),
    g.kind ? [
      field("Solver", select("goal-player", "goal.player", playerOptions(), g.player, (v) => { g.player = Number(v); scheduleCheck(); }, { id: "ed-goal-player" })),
      g.kind !== "survive" ? field("By the end of turn", input("goal-turn", "goal.by_turn", String(g.by_turn), (t) => { const v = Number(t.value); if (t.value === "") g.by_turn = ""; else if (Number.isFinite(v)) g.by_turn = Math.trunc(v); }, { id: "ed-goal-turn", type: "number", step: 1, min: 1, placeholder: "this turn" }), h("small", {}, " (empty: this turn)")) : "",
      g.kind === "life" ? [
        field("Whose life", select("goal-target", "goal.target", playerOptions(), g.target, (v) => { g.target = Number(v); scheduleCheck(); }, { id: "ed-goal-target" })),
        field("Life at most", numberInput("goal-life", "goal.life", g.life, (v) => (g.life = v), { id: "ed-goal-life" })),
      ] : "",
      g.kind === "remove" ? h("fieldset", { class: "ed-goal-objects", dataset: { path: "goal.objects" } }, h("legend", {}, "Permanents to destroy or exile"),
        labelled.length ? labelled.map(({ c, owner }) => h("label", { class: "ed-check" }, h("input", {
          type: "checkbox", "data-key": `goal-obj-${c.uid}`, dataset: { path: "goal.objects" }, checked: !!c.label && g.objects.includes(c.label),
          onchange: (e) => { const l = labelFor(c); g.objects = e.target.checked ? [...g.objects.filter((x) => x !== l), l] : g.objects.filter((x) => x !== l); render(); },
        }), `${c.card} (${m.players[owner].name})`)) : h("p", {}, "Put permanents on a battlefield first.")) : "",
      g.kind === "control" ? [
        field("The permanent", select("goal-object", "goal.object", [["", "any with the card name below"], ...opts], g.object ? `uid:${uidOf(g.object) ?? ""}` : "", (v) => {
          g.object = v ? labelFor(findCard(Number(v.slice(4))).c) : "";
          render();
        }, { id: "ed-goal-object" })),
        !g.object ? field("or a card name", input("goal-card", "goal.card", g.card, (t) => (g.card = t.value), { id: "ed-goal-card", list: "ed-pool-names" })) : "",
        h("datalist", { id: "ed-pool-names" }, pool.map((c) => h("option", { value: c.name }))),
      ] : "",
      field("Goal as the puzzle states it (optional)", input("goal-text", "goal.text", g.text, (t) => (g.text = t.value), { id: "ed-goal-text", maxlength: 500 })),
    ].flat() : "",
  );
}

function knowledgeSection() {
  const k = m.knowledge;
  return h("fieldset", { class: "ed-knowledge" }, h("legend", {}, "What the solver sees"),
    check("know-hand", "knowledge.opponent_hand", "The opponents' hands", k.opponent_hand, (v) => (k.opponent_hand = v)),
    check("know-libs", "knowledge.libraries", "The cards in every library", k.libraries, (v) => (k.libraries = v)),
    check("know-order", "knowledge.library_order", "The libraries' order (top first)", k.library_order, (v) => (k.library_order = v)),
  );
}

// ---------- problems, play-test, share ----------

let lastProblems = [];

function problemsSection() {
  return h("section", { class: "ed-problems", "aria-labelledby": "ed-problems-h" },
    h("h3", { id: "ed-problems-h" }, "Problems ", h("small", {}, "(the engine's check)")),
    h("ul", { id: "ed-problems", "aria-live": "polite" }));
}

function scheduleCheck(ms = 300) {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(runCheck, ms);
}

/** Ask the engine whether the scenario builds; list its problems, each a button to the field it names. */
function runCheck() {
  const list = $("ed-problems");
  if (!list) return;
  let errs;
  try {
    errs = Stackwise.checkScenario(scenarioText());
  } catch (e) {
    errs = [String(e?.message ?? e)];
  }
  lastProblems = errs;
  list.replaceChildren(...(errs.length ? errs.map((e, i) => h("li", {}, h("button", { type: "button", class: "ed-problem", "data-key": `problem-${i}`, onclick: () => focusPath(e) }, e)))
    : [h("li", { class: "ok" }, "✓ No problem: the scenario builds.")]));
  for (const id of ["ed-play", "ed-share"]) if ($(id)) $(id).disabled = errs.length > 0;
  $("editor")?.setAttribute("data-checked", String(errs.length));
}

/** Move the focus to the control of the field an error names (its path, or the nearest enclosing one). */
function focusPath(err) {
  const m1 = /^([A-Za-z_][\w]*(?:\[\d+\]|\.[A-Za-z_]\w*|\["[^"]*"\])*)/.exec(err);
  let path = m1?.[1] ?? "";
  const d = $("editor");
  while (path) {
    // A card's status is inside its row: open it first.
    const cm = /^players\[(\d+)\]\.(\w+)\[(\d+)\]/.exec(path);
    if (cm) {
      const c = m.players[Number(cm[1])]?.zones[cm[2]]?.[Number(cm[3])];
      if (c && !open.has(c.uid) && path !== cm[0]) { open.add(c.uid); render(); }
    }
    const el = d.querySelector(`[data-path="${CSS.escape(path)}"]:is(input, select, textarea, button)`) ?? d.querySelector(`[data-path="${CSS.escape(path)}"] :is(input, select, textarea, button)`);
    if (el) { el.focus(); return; }
    const cut = path.replace(/(\[\d+\]|\.[A-Za-z_]\w*|\["[^"]*"\])$/, "");
    if (cut === path) break;
    path = cut;
  }
  say(`This problem names no field of the editor: ${err}`);
}

function actionsSection() {
  return h("section", { class: "ed-actions", "aria-label": "Play-test and share" },
    h("button", { type: "button", id: "ed-play", "data-key": "play", onclick: playTest }, m.goal.kind ? "Play-test the puzzle" : "Play-test"),
    h("button", { type: "button", id: "ed-share", "data-key": "share", onclick: share }, "Share (copy the link)"),
    h("label", { class: "ed-field ed-link" }, h("span", {}, "Link"), h("input", { id: "ed-link", "data-key": "link", readonly: true, placeholder: "Share makes the link here", onfocus: (e) => e.target.select() })),
    h("details", { class: "ed-json" }, h("summary", { "data-key": "json-sum" }, "Scenario JSON"),
      h("textarea", { id: "ed-json", "data-key": "json", rows: 8, spellcheck: "false", "aria-label": "The scenario as JSON; edit it and load it into the editor" }, scenarioText()),
      h("button", { type: "button", "data-key": "json-load", onclick: () => { try { loadText($("ed-json").value); } catch (e) { say(`Not loaded: ${e?.message ?? e}`); } } }, "Load this JSON into the editor")),
    h("p", { id: "ed-said", class: "ed-said", role: "status" }),
  );
}

function playTest() {
  const text = scenarioText();
  if (Stackwise.checkScenario(text).length) return runCheck();
  $("editor").close();
  hooks.play(text, !!m.goal.kind);
}

async function share() {
  const text = scenarioText();
  let frag;
  try {
    frag = Stackwise.scenarioLink(text);
  } catch (e) {
    return say(`No link: ${e?.message ?? e}`);
  }
  const url = new URL(location.href);
  url.search = "";
  url.hash = frag;
  const link = url.href;
  const field = $("ed-link");
  field.value = link;
  field.focus();
  field.select();
  say(`The link is in the field, selected (${link.length} characters).`);
  try {
    await navigator.clipboard.writeText(link);
    say(`Link copied (${link.length} characters); it is also in the field.`);
  } catch {
    say(`Copy the link from the field (${link.length} characters): the browser did not allow copying.`);
  }
}

// ---------- Forge .pzl import ----------

let pzlResult = null;

function pzlSection() {
  return h("fieldset", { class: "ed-pzl" }, h("legend", {}, "Import a Forge puzzle (.pzl)"),
    field("File", h("input", { type: "file", id: "ed-pzl-file", "data-key": "pzl-file", accept: ".pzl,text/plain", onchange: async (e) => {
      const f = e.target.files?.[0];
      if (!f) return;
      if (f.size > 256 * 1024) return showPzl(null, [`${f.name}: ${f.size} bytes, over the limit of 262144`]);
      $("ed-pzl-text").value = await f.text();
      importPzl();
    } })),
    field("or paste it", h("textarea", { id: "ed-pzl-text", "data-key": "pzl-text", rows: 4, spellcheck: "false" })),
    h("button", { type: "button", id: "ed-pzl-go", "data-key": "pzl-go", onclick: importPzl }, "Import"),
    h("div", { id: "ed-pzl-out", "aria-live": "polite" }, pzlOut()),
  );
}

function pzlOut() {
  if (!pzlResult) return "";
  const r = pzlResult;
  return [
    r.error ? h("p", { class: "ed-error" }, r.error) : h("p", {}, `Imported${r.name ? `: ${r.name}` : ""}. ${r.notes.length ? `${r.notes.length} thing(s) could not be brought over:` : "Everything was brought over."}`),
    r.notes.length ? h("ul", { class: "ed-pzl-notes" }, r.notes.map((n) => h("li", {}, n))) : "",
    r.scenario ? h("div", {},
      h("button", { type: "button", id: "ed-pzl-edit", "data-key": "pzl-edit", onclick: () => { const s = r.scenario; pzlResult = null; loadText(s, r.notes.map((n) => `Not brought over from the puzzle: ${n}`)); } }, "Open in the editor"),
      h("button", { type: "button", id: "ed-pzl-play", "data-key": "pzl-play", onclick: () => { $("editor").close(); hooks.play(r.scenario, false); } }, "Play it")) : "",
  ];
}

function showPzl(scenario, notes, error = "") {
  let name = "";
  try { name = scenario ? JSON.parse(scenario).name ?? "" : ""; } catch { /* the engine's text is JSON */ }
  pzlResult = { scenario, notes, error, name };
  const out = $("ed-pzl-out");
  out?.replaceChildren(...[pzlOut()].flat().filter(Boolean));
  out?.scrollIntoView({ block: "nearest" });
}

/** Import the puzzle text; its cards come from the card table too (loaded first, when it can be). */
async function importPzl() {
  const text = $("ed-pzl-text").value;
  let tableNotes = [];
  try {
    await loadCardTable();
  } catch (e) {
    tableNotes = [`the card table could not be loaded (${e.message}): only built-in cards were looked up`];
  }
  try {
    const r = Stackwise.importPzl(text);
    showPzl(r.scenario, [...tableNotes, ...r.notes]);
  } catch (e) {
    showPzl(null, tableNotes, String(e?.message ?? e));
  }
}
