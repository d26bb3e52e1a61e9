// The "New game" dialog and the computer opponent's driver.
//
// The dialog picks each seat's deck (the engine's `decks()`), who plays each
// seat (a person or the computer) and a seed (a new random one by default;
// entering a seed replays that game). While a game has a computer seat, the
// driver asks the engine which action the computer takes (`aiAction`, the
// opponent lives in the engine, src/ai) whenever that seat has priority or a
// decision, and applies it through the page's ordinary `send`, after a short
// delay so people can follow. The page never decides anything itself here:
// what is legal and what the computer does come from the engine.
// Untrusted text (deck names) is always set as text.
import { Stackwise } from "../pkg/stackwise.js";
import { h as el } from "./dom.js";
import { setupSecrecy, registerGame, renderSecrecyMark } from "./secrecy.js";
import { loadCardTable, cardTableReady } from "./cardtable.js";

/** The deck menu's value for "a decklist I paste". */
const LIST = "list";

/** @type {(id: string) => any} the page's own elements, by id (inputs and selects among them) */
const $ = (id) => document.getElementById(id);

/** A new random seed: a whole number below 2^32 (short enough to type back). */
function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

const state = {
  /** The game this dialog started: { sw, seats: ["human"|"computer", ...], decks, seed } or null. */
  game: null,
  /** Computer seats are paused (after an undo, redo or jump, so a person can look back). */
  paused: false,
  timer: null,
  /** The slowest `aiAction` call so far (ms), for the report and the tests. */
  maxMs: 0,
  calls: 0,
};

let app = null;

/**
 * Hook the dialog into the page. `hooks`: { load(sw), send(action) -> Promise<bool>, showError(msg), search: URLSearchParams (the parameters the page was opened with) }
 * from app.js; `send` is the page's one way to apply an action.
 */
/** Deck id -> name, for the line under the header. */
let deckNames = new Map();

/** Deck id -> its list as decklist text (a preconstructed deck against a pasted one). */
let deckLists = new Map();

/** A preconstructed deck as a decklist's text. */
function deckAsList(id) {
  return deckLists.get(id) ?? "";
}

export function setupNewGame(hooks) {
  app = hooks;
  const decks = Stackwise.decks();
  deckNames = new Map(decks.map((d) => [d.id, d.name]));
  deckLists = new Map(decks.map((d) => [d.id, d.list.map(([n, c]) => `${c} ${n}`).join("\n")]));
  const bar = document.querySelector("header.top");
  const newBtn = el("button", { id: "new-game-btn", type: "button", title: "Start a game between two decks, against the computer or another person" }, "New game…");
  const info = el("span", { id: "game-info", class: "game-info", hidden: true });
  const concede = el("button", { id: "concede-btn", type: "button", hidden: true, title: "Leave the game: you lose (104.3a)" }, "Concede");
  const pause = el("button", { id: "ai-pause", type: "button", hidden: true }, "Pause computer");
  // "New game…" beside the scenario menu; the game's seed line, Concede and Pause on the
  // line under the header (the header stays one line at 1280 px).
  bar.insertBefore(newBtn, $("viewer")?.closest("label") ?? null);
  const infobar = document.querySelector(".infobar") ?? bar;
  infobar.prepend(info, concede, pause);
  // A game against the computer keeps its hand and library hidden (secrecy.js).
  setupSecrecy({ engine: () => window.__stackwise?.engine() ?? null });

  const dialog = buildDialog(decks);
  document.body.append(dialog);
  newBtn.addEventListener("click", () => {
    $("ng-seed").value = String(randomSeed());
    dialog.showModal();
  });
  concede.addEventListener("click", onConcede);
  pause.addEventListener("click", () => {
    state.paused = !state.paused;
    showInfo();
    schedule();
  });
  // An undo, redo or timeline jump pauses the computer, so a person can look back.
  for (const id of ["undo", "redo"]) $(id)?.addEventListener("click", pauseForHistory);
  $("timeline")?.addEventListener("click", pauseForHistory);
  document.addEventListener("keydown", (e) => {
    if (e.ctrlKey && e.key.toLowerCase() === "z") pauseForHistory();
  });
  window.__stackwiseAi = { stats: () => ({ maxMs: state.maxMs, calls: state.calls }), game: () => state.game && { seats: state.game.seats, decks: state.game.decks, seed: state.game.seed } };
  // ?seed=N&decks=a,b&seats=computer,human opens that game at once (a shared game).
  // The page's parameters as it was opened (the first game's load rewrites the URL).
  const q = hooks.search ?? new URLSearchParams(location.search);
  if (q.get("decks")) {
    const [a, b] = q.get("decks").split(",");
    const seats = (q.get("seats") ?? "human,computer").split(",");
    const ok = start(a ?? "", b ?? "", q.get("seed") ?? String(randomSeed()), [seats[0] === "computer" ? "computer" : "human", seats[1] === "human" ? "human" : "computer"]);
    // A bad link: the dialog opens with the engine's error naming the bad field.
    if (!ok) {
      $("ng-seed").value = q.get("seed") ?? String(randomSeed());
      [a, b].forEach((id, i) => {
        if (decks.some((d) => d.id === id)) $(`ng-deck-${i}`).value = id;
        $(`ng-deck-${i}`).dispatchEvent(new Event("change"));
      });
      dialog.showModal();
    }
  }
}

function pauseForHistory() {
  if (!state.game || !state.game.seats.includes("computer")) return;
  state.paused = true;
  showInfo();
}

function buildDialog(decks) {
  const deckSelect = (id, chosen) =>
    el("select", { id }, ...decks.map((d) => {
      const o = el("option", { value: d.id, title: d.description }, d.name);
      if (d.id === chosen) o.selected = true;
      return o;
    }), el("option", { value: LIST, title: "Paste a decklist: one card per line, its count first (4 Lightning Bolt)" }, "A decklist (paste one)…"));
  const seatSelect = (id, chosen) =>
    el("select", { id }, el("option", { value: "human", selected: chosen === "human" }, "a person (you)"), el("option", { value: "computer", selected: chosen === "computer" }, "the computer"));
  const describe = (sel, out) => {
    const d = decks.find((x) => x.id === sel.value);
    out.textContent = d ? d.description : "";
    const i = sel.id.slice(-1);
    $(`ng-listbox-${i}`).hidden = sel.value !== LIST;
    if (sel.value === LIST) {
      out.textContent = "";
      checkList(i);
    }
  };
  const deckA = deckSelect("ng-deck-0", decks[2]?.id ?? decks[0].id);
  const deckB = deckSelect("ng-deck-1", decks[5]?.id ?? decks[1].id);
  const descA = el("p", { class: "ng-desc", id: "ng-desc-0" });
  const descB = el("p", { class: "ng-desc", id: "ng-desc-1" });
  deckA.addEventListener("change", () => describe(deckA, descA));
  deckB.addEventListener("change", () => describe(deckB, descB));
  const err = el("p", { class: "ng-error", id: "ng-error", role: "alert", hidden: true });
  const form = el(
    "form",
    { method: "dialog" },
    el("h2", { id: "ng-h" }, "New game"),
    el("fieldset", {}, el("legend", {}, "Player 1 (plays first)"), el("label", {}, "Deck ", deckA), descA, listBox(0), el("label", {}, "Played by ", seatSelect("ng-seat-0", "human"))),
    el("fieldset", {}, el("legend", {}, "Player 2"), el("label", {}, "Deck ", deckB), descB, listBox(1), el("label", {}, "Played by ", seatSelect("ng-seat-1", "computer"))),
    el("label", {}, "Seed ", el("input", { id: "ng-seed", type: "text", inputmode: "numeric", size: 12, "aria-describedby": "ng-seed-help" })),
    el("p", { id: "ng-seed-help", class: "ng-help" }, "The same seed and decks deal the same cards: enter a seed to replay a game."),
    el("label", {}, "Computer's pause between actions (ms) ", el("input", { id: "ng-delay", type: "number", min: 0, max: 5000, step: 50, value: 400 })),
    err,
    el("menu", {}, el("button", { id: "ng-start", value: "start", type: "submit" }, "Start"), el("button", { value: "cancel", type: "button", onclick: () => dialog.close() }, "Cancel")),
  );
  const dialog = el("dialog", { id: "new-game", class: "new-game", "aria-labelledby": "ng-h" }, form);
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const decksChosen = [$("ng-deck-0").value, $("ng-deck-1").value];
    if (decksChosen.includes(LIST) && !cardTableReady()) {
      const m = $("ng-error");
      m.textContent = "Loading the card table…";
      m.hidden = false;
      try {
        await loadCardTable();
      } catch (x) {
        m.textContent = `The card table could not be loaded: ${x.message}`;
        return;
      }
    }
    const ok = start(decksChosen[0], decksChosen[1], $("ng-seed").value.trim(), [$("ng-seat-0").value, $("ng-seat-1").value]);
    if (ok) dialog.close();
  });
  // Described once the whole form exists (a decklist's box is in it).
  queueMicrotask(() => {
    describe(deckA, descA);
    describe(deckB, descB);
  });
  return dialog;
}

/** The box for seat `i`'s decklist: the list as pasted, and what the engine reads in it. */
function listBox(i) {
  let timer = null;
  const ta = el("textarea", {
    id: `ng-list-${i}`, rows: 8, cols: 34, spellcheck: "false", "aria-describedby": `ng-list-read-${i}`,
    placeholder: "4 Lightning Bolt\n4 Grizzly Bears\n16 Mountain\n…",
    oninput: () => { clearTimeout(timer); timer = setTimeout(() => checkList(i), 250); },
  });
  let searchTimer = null;
  const results = el("ul", { class: "ng-results", id: `ng-results-${i}`, "aria-label": "Cards that match; activate one to add a copy to the list" });
  const search = el("input", {
    id: `ng-search-${i}`, type: "search", autocomplete: "off", placeholder: "Find a card: name, type or text",
    oninput: () => { clearTimeout(searchTimer); searchTimer = setTimeout(() => findCards(i), 200); },
  });
  return el("div", { class: "ng-listbox", id: `ng-listbox-${i}`, hidden: true },
    el("label", { for: `ng-list-${i}` }, "Decklist (one card per line, its count first; every card printed by 30 September 2011 that the engine understands)"),
    ta,
    el("div", { class: "ng-list-read", id: `ng-list-read-${i}`, "aria-live": "polite" }),
    el("label", { class: "ng-search" }, "Add a card ", search),
    results);
}

/** List the cards matching seat `i`'s search (cards that can be played, with their status). */
function findCards(i) {
  const out = $(`ng-results-${i}`);
  const q = $(`ng-search-${i}`).value.trim();
  if (q.length < 2) return out.replaceChildren();
  if (!cardTableReady()) {
    out.replaceChildren(el("li", {}, "Loading the card table…"));
    loadCardTable().then(() => findCards(i), (e) => out.replaceChildren(el("li", {}, `The card table could not be loaded: ${e.message}`)));
    return;
  }
  let hits = [];
  try {
    hits = Stackwise.searchCards(q, 12, true);
  } catch (e) {
    return out.replaceChildren(el("li", {}, String(e?.message ?? e)));
  }
  if (!hits.length) return out.replaceChildren(el("li", {}, "No card the engine can play matches."));
  out.replaceChildren(...hits.map((c) => el("li", {},
    el("button", { type: "button", "data-name": c.name, title: c.text, onclick: () => addToList(i, c.name) }, `+ ${c.name}`),
    ` ${c.mana_cost ?? ""} · ${c.type}${c.builtin ? " (hand-written definition)" : ""}`)));
}

/** Add one copy of `name` to seat `i`'s list (its line's count goes up by one). */
function addToList(i, name) {
  const ta = $(`ng-list-${i}`);
  const lines = ta.value.replace(/\s+$/, "").split("\n").filter((l, k, all) => all.length > 1 || l !== "");
  const at = lines.findIndex((l) => l.trim().replace(/^\d+x?\s+/, "").toLowerCase() === name.toLowerCase());
  if (at >= 0) {
    const m = lines[at].trim().match(/^(\d+)x?\s+(.*)$/);
    lines[at] = m ? `${Number(m[1]) + 1} ${m[2]}` : `2 ${lines[at].trim()}`;
  } else {
    lines.push(`1 ${name}`);
  }
  ta.value = `${lines.join("\n")}\n`;
  checkList(i);
}

/** Read seat `i`'s decklist with the engine and show it: the count, and every line it can't use, with why. */
function checkList(i) {
  const out = $(`ng-list-read-${i}`);
  if (!out) return;
  if (!cardTableReady()) {
    out.replaceChildren(el("p", {}, "Loading the card table…"));
    loadCardTable().then(() => checkList(i), (e) => out.replaceChildren(el("p", { class: "ng-error" }, `The card table could not be loaded: ${e.message}`)));
    return;
  }
  const text = $(`ng-list-${i}`).value;
  if (!text.trim()) {
    out.replaceChildren(el("p", {}, "Paste a decklist above."));
    return;
  }
  let d;
  try {
    d = Stackwise.readDecklist(text);
  } catch (e) {
    out.replaceChildren(el("p", { class: "ng-error" }, String(e?.message ?? e)));
    return;
  }
  const total = d.entries.reduce((n, e) => n + e.count, 0);
  const builtin = d.entries.filter((e) => e.source === "built-in").reduce((n, e) => n + e.count, 0);
  out.replaceChildren(
    el("p", { class: "ng-list-total" }, `${total} card${total === 1 ? "" : "s"}${builtin ? ` (${builtin} from hand-written definitions)` : ""}${d.ignored.length ? `; ${d.ignored.length} sideboard line${d.ignored.length === 1 ? "" : "s"} left out` : ""}`),
    d.problems.length ? el("ul", { class: "ng-list-problems", "aria-label": "Lines that can't be used" }, d.problems.map((p) => el("li", {}, p))) : "",
  );
}

/** Start a game; shows the engine's error (naming the bad field) and returns false on bad input. */
function start(deckA, deckB, seedText, seats) {
  const refuse = (msg) => {
    const m = $("ng-error");
    m.textContent = msg;
    m.hidden = false;
    return false;
  };
  // What was typed is named as typed (the engine checks the number's range).
  if (!/^\d+$/.test(seedText)) return refuse(`seed: "${seedText}" is not a whole number (digits only, from 0 to 2^53 - 1)`);
  const seed = Number(seedText);
  let sw;
  try {
    if (deckA === LIST || deckB === LIST) {
      const list = (id, i) => (id === LIST ? $(`ng-list-${i}`).value : deckAsList(id));
      sw = Stackwise.newGameFromDecklists(list(deckA, 0), list(deckB, 1), deckA === LIST ? "Player 1" : deckNames.get(deckA) ?? deckA, deckB === LIST ? "Player 2" : deckNames.get(deckB) ?? deckB, seed);
    } else {
      sw = Stackwise.newGame(deckA, deckB, seed);
    }
  } catch (e) {
    return refuse(e.message ?? String(e));
  }
  $("ng-error").hidden = true;
  clearTimeout(state.timer);
  state.game = { sw, seats, decks: [deckA, deckB], seed };
  state.paused = false;
  state.delay = Math.max(0, Number($("ng-delay").value) || 0);
  registerGame(sw, seats);
  app.load(sw);
  // The line under the header names the game, and the URL follows it (a link that replays it).
  const name = (id, i) => (id === LIST ? `Decklist ${i + 1}` : deckNames.get(id) ?? id);
  const sinfo = $("scenario-info");
  if (sinfo) {
    const strong = document.createElement("strong");
    strong.id = "scenario-name";
    strong.textContent = `${name(deckA, 0)} vs ${name(deckB, 1)}`;
    sinfo.replaceChildren(strong);
    sinfo.hidden = false;
  }
  const url = new URL(location.href);
  url.searchParams.delete("scenario");
  if (deckA === LIST || deckB === LIST) {
    // A pasted list is not in the URL: the game is shared as a position (the page's share).
    for (const k of ["decks", "seed", "seats"]) url.searchParams.delete(k);
  } else {
    url.searchParams.set("decks", `${deckA},${deckB}`);
    url.searchParams.set("seed", String(seed));
    url.searchParams.set("seats", seats.join(","));
  }
  if (url.href !== location.href) history.replaceState(null, "", url);
  // Hidden information: a person playing the computer sees their own seat's view.
  const humans = seats.map((s, i) => (s === "human" ? i : -1)).filter((i) => i >= 0);
  const viewer = $("viewer");
  if (viewer) {
    viewer.value = humans.length === 1 ? String(humans[0]) : "all";
    viewer.dispatchEvent(new Event("change"));
  }
  // The page acts only for the person's seats (none when the computer plays both), with auto-pass on.
  if (seats.includes("computer")) app.setPeople(humans, { autoPass: humans.length > 0 });
  showInfo();
  schedule();
  return true;
}

function current() {
  // The game is still the one on the page (not replaced by a scenario from the menu).
  return state.game && window.__stackwise?.engine() === state.game.sw ? state.game : null;
}

function showInfo() {
  const g = current();
  const info = $("game-info");
  const concede = $("concede-btn");
  const pause = $("ai-pause");
  renderSecrecyMark();
  if (!g) {
    info.hidden = concede.hidden = pause.hidden = true;
    return;
  }
  const who = g.seats.map((s) => (s === "computer" ? "computer" : "person")).join(" vs ");
  info.hidden = false;
  info.textContent = `Seed ${g.seed} · ${who}`;
  info.title = `Decks ${g.decks.join(" vs ")}, seed ${g.seed}: the same seed and decks replay this game`;
  const over = Boolean(window.__stackwise.model()?.winners);
  concede.hidden = over || !g.seats.includes("human");
  pause.hidden = over || !g.seats.includes("computer");
  pause.textContent = state.paused ? "Resume computer" : "Pause computer";
}

function onConcede() {
  const g = current();
  if (!g) return;
  const snap = window.__stackwise.model();
  if (snap?.winners) return;
  const humans = g.seats.map((s, i) => (s === "human" ? i : -1)).filter((i) => i >= 0);
  // With two people at the page, the one who is to act concedes.
  const acting = snap?.pending?.player ?? snap?.priority;
  const who = humans.length === 1 ? humans[0] : humans.includes(acting) ? acting : humans[0];
  if (who === undefined) return;
  app.send({ action: "concede", player: who });
}

function schedule(ms = 0) {
  clearTimeout(state.timer);
  state.timer = setTimeout(tick, ms);
}

/** One step of the driver: if a computer seat is to act, ask the engine and apply its action. */
async function tick() {
  const g = current();
  showInfo();
  if (!g || state.paused || !g.seats.includes("computer")) return;
  const snap = window.__stackwise.model();
  if (snap?.winners) return;
  // Wait while the page plays events back or a person builds an action.
  if (document.body.dataset.busy) return schedule(50);
  for (let p = 0; p < g.seats.length; p++) {
    if (g.seats[p] !== "computer") continue;
    const t0 = performance.now();
    let action;
    try {
      action = g.sw.aiAction(p);
    } catch (e) {
      app.showError(`computer: ${e.message ?? e}`);
      return;
    }
    const ms = performance.now() - t0;
    state.calls++;
    state.maxMs = Math.max(state.maxMs, ms);
    if (!action) continue;
    const ok = await app.send(action);
    if (!ok && !window.__stackwise.model()?.winners && document.body.dataset.busy === undefined) {
      // The engine refused it (never expected): stop rather than loop.
      app.showError(`computer: the engine refused ${action.action}`);
      return;
    }
    // Passing is quick to follow; anything else gets the full pause.
    const pause = action.action === "pass_priority" ? Math.min(state.delay, 80) : state.delay;
    return schedule(pause);
  }
  // Nothing for the computer now: look again soon (a person is to act).
  schedule(200);
}
