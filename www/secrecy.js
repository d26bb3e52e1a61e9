// A game's secrecy: in a game between a person and the computer, the page
// shows the person the game from their own seat, so the computer's hand and
// library stay hidden. Three controls could show them anyway: the header's
// "View" select (both players, or the computer's seat), the board editor's
// "Start from the current game" (its setup lists every zone) and "Tutorial
// steps…" (its text holds the whole starting setup). Each asks first,
// in a dialog that says what will be shown; confirming ends the game's
// secrecy for good (the header says so: "Secrecy ended"), cancelling leaves
// the page exactly as it was. A new game starts secret again; games without a
// computer seat, or without a person, have nothing to keep secret.
//
// This decides no rules: which cards a view may see is the engine's
// (`snapshot(viewer)`); this module only chooses which view the page asks for.
import { h } from "./dom.js";

/** @type {(id: string) => any} */
const $ = (id) => document.getElementById(id);

/** Per game (its Stackwise object): who plays each seat, and whether its secrecy was ended. */
const games = new WeakMap();
/** The page's current game, from the hooks given to `setupSecrecy`. */
let engine = () => null;
/** The View select's value as last shown (what a cancelled change goes back to). */
let shownView = "all";

/**
 * Hook secrecy into the page once: the View select's guard, the dialog and the
 * mark. `hk`: { engine() -> the game on the page (a Stackwise) or null }.
 */
export function setupSecrecy(hk) {
  if ($("secrecy")) return;
  engine = hk.engine;
  document.body.append(buildDialog());
  shownView = $("viewer")?.value ?? "all";
  // Capture phase on the document: seen before the page's own handler on the select (app.js).
  document.addEventListener("change", guardView, true);
  document.addEventListener("click", guardTutorial, true);
  window.__stackwiseSecrecy = { secretSeats: () => secretSeats(), ended: () => secrecyEnded() };
}

/** A new game and who plays each seat ("human" or "computer"): it starts secret. */
export function registerGame(sw, seats) {
  games.set(sw, { seats: [...seats], ended: false });
}

/**
 * The seats whose hand and library the person at the page may not see now:
 * the computer's, in a game between a person and the computer whose secrecy
 * was not ended; [] otherwise.
 */
export function secretSeats(sw = engine()) {
  const g = sw ? games.get(sw) : undefined;
  if (!g || g.ended || !g.seats.includes("human")) return [];
  return g.seats.flatMap((s, i) => (s === "computer" ? [i] : []));
}

/** The game's secrecy was ended (the mark shown in the header). */
export function secrecyEnded(sw = engine()) {
  return Boolean(sw && games.get(sw)?.ended);
}

function endSecrecy(sw) {
  const g = games.get(sw);
  if (g) g.ended = true;
  renderSecrecyMark();
}

/** The mark "Secrecy ended" beside the game's line under the header, shown while the page's game is one whose secrecy was ended. */
export function renderSecrecyMark() {
  let mark = $("secrecy-mark");
  if (!mark) {
    mark = h("span", { id: "secrecy-mark", class: "secrecy-mark", role: "note", title: "You chose to see the computer's hidden cards: this game is no longer secret (a new game is)" }, "Secrecy ended");
    const info = $("game-info");
    if (info) info.after(mark);
    else (document.querySelector(".infobar") ?? document.body).prepend(mark);
  }
  mark.hidden = !secrecyEnded();
}

/** Does showing the View select's `value` show a secret seat's hand? ("all", or that seat.) */
function revealsSecret(value) {
  const seats = secretSeats();
  return seats.length > 0 && (value === "all" || seats.includes(Number(value)));
}

/** The View select's guard: a change that would show the computer's hand asks first. */
function guardView(e) {
  const sel = e.target;
  if (!(sel instanceof HTMLSelectElement) || sel.id !== "viewer") return;
  const want = sel.value;
  if (!revealsSecret(want)) {
    shownView = want;
    return;
  }
  // The page's handler never sees this change: the select shows the view it had.
  e.stopImmediatePropagation();
  sel.value = shownView;
  const sw = engine();
  askToEndSecrecy("view").then((answer) => {
    if (answer !== "end" || engine() !== sw) return;
    endSecrecy(sw);
    sel.value = want;
    sel.dispatchEvent(new Event("change"));
  });
}

/** "Tutorial steps…" writes the game's whole setup: it asks first, as the editor does (no leaving out: the steps replay the game). */
function guardTutorial(e) {
  const btn = e.target instanceof Element ? e.target.closest("#tutorial-steps-btn") : null;
  if (!btn || !secretSeats().length) return;
  e.stopImmediatePropagation();
  e.preventDefault();
  const sw = engine();
  askToEndSecrecy("tutorial").then((answer) => {
    if (answer !== "end" || engine() !== sw) return;
    endSecrecy(sw);
    /** @type {HTMLElement} */ (btn).click();
  });
}

/** What the dialog says will be shown: the secret seats' cards, counted (never named). */
function whatIsShown(purpose) {
  const snap = window.__stackwise?.model?.();
  const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
  return secretSeats().map((seat) => {
    const p = snap?.players?.[seat];
    const hand = p ? ` (${count(p.hand_count, "card", "cards")})` : "";
    const library = p ? ` (${count(p.library_count, "card", "cards")}, in order)` : "";
    return purpose === "view" ? `the computer's hand${hand}` : `the computer's hand${hand} and library${library}`;
  }).join("; ") + (purpose === "view" ? "" : ", and the order of your own library");
}

let answer = null;

/**
 * Ask whether to end the game's secrecy. `purpose`: "view" (the View select),
 * "tutorial" (Tutorial steps…) or "editor" (start the editor from the current
 * game, which may also go on without the secret cards). Resolves to "end",
 * "omit" (editor only: keep the secret, leave those cards out) or "cancel"
 * (also on Escape).
 * @param {"view" | "editor" | "tutorial"} purpose
 * @returns {Promise<"end" | "omit" | "cancel">}
 */
export function askToEndSecrecy(purpose) {
  const d = $("secrecy");
  $("secrecy-what").textContent = whatIsShown(purpose);
  $("secrecy-lead").textContent = {
    editor: "Starting the editor from the current game lists every card of every zone. It would show:",
    tutorial: "Writing this game as tutorial steps writes out its whole setup, every card of every zone. It would show:",
    view: "Viewing the game as both players (or as the computer) would show:",
  }[purpose];
  $("secrecy-omit").hidden = purpose !== "editor";
  d.returnValue = "cancel";
  d.showModal();
  $("secrecy-cancel").focus();
  return new Promise((resolve) => {
    answer = resolve;
  });
}

function buildDialog() {
  const choose = (value) => () => $("secrecy").close(value);
  const d = h("dialog", { id: "secrecy", class: "secrecy", "aria-labelledby": "secrecy-h", "aria-describedby": "secrecy-lead secrecy-what secrecy-after" },
    h("h2", { id: "secrecy-h" }, "Show the computer's hidden cards?"),
    h("p", { id: "secrecy-lead" }),
    h("p", { id: "secrecy-what", class: "secrecy-what" }),
    h("p", { id: "secrecy-after" }, "If you show them, this game is marked “Secrecy ended” for the rest of it (a new game starts secret again). Cancel leaves everything as it is."),
    h("menu", {},
      h("button", { type: "button", id: "secrecy-end", onclick: choose("end") }, "Show them: end the secrecy"),
      h("button", { type: "button", id: "secrecy-omit", hidden: true, title: "The editor starts from the board without the computer's hand and library (your own library listed by name)", onclick: choose("omit") }, "Leave them out"),
      h("button", { type: "button", id: "secrecy-cancel", onclick: choose("cancel") }, "Cancel")));
  d.addEventListener("close", () => {
    const r = answer;
    answer = null;
    const v = d.returnValue;
    r?.(v === "end" || v === "omit" ? v : "cancel");
  });
  return d;
}

/**
 * A setup scenario's text without the secret seats' hands and libraries, the
 * other players' libraries sorted by name (a library's order is hidden from
 * its owner too), and notes saying so (counts, no names). The text is the
 * engine's `exportSetup` (players' zones as arrays of cards, a card a name or
 * an object with `card`).
 * @param {string} text
 * @param {number[]} seats
 * @returns {{ text: string, notes: string[] }}
 */
export function withoutSecrets(text, seats) {
  const s = JSON.parse(text);
  const notes = [];
  for (const seat of seats) {
    const p = s?.players?.[seat];
    if (!p || typeof p !== "object") continue;
    const n = (z) => (Array.isArray(p[z]) ? p[z].length : 0);
    notes.push(`Left out to keep the game's secrecy: the computer's hand (${n("hand")}) and library (${n("library")}).`);
    delete p.hand;
    delete p.library;
  }
  const name = (c) => String(typeof c === "string" ? c : c?.card ?? "");
  for (const [i, p] of (Array.isArray(s?.players) ? s.players : []).entries()) {
    if (seats.includes(i) || !Array.isArray(p?.library) || p.library.length < 2) continue;
    p.library.sort((a, b) => name(a).localeCompare(name(b)));
    notes.push(`${String(p.name ?? `Player ${i + 1}`)}'s library is listed by name: its order stays hidden.`);
  }
  return { text: JSON.stringify(s), notes };
}

/**
 * The editor's "Start from the current game": the setup of `sw`, asking
 * first when it would show secret cards. Resolves to { text, notes } to load,
 * or null when the person cancelled.
 * @returns {Promise<{ text: string, notes: string[] } | null>}
 */
export async function setupToEdit(sw, exportSetup) {
  const seats = secretSeats(sw);
  let omit = false;
  if (seats.length) {
    const a = await askToEndSecrecy("editor");
    if (a === "cancel" || engine() !== sw) return null;
    if (a === "end") endSecrecy(sw);
    omit = a === "omit";
  }
  const out = exportSetup();
  const notes = (out.dropped ?? []).map((d) => `Not in the setup: ${d}`);
  if (!omit) return { text: out.scenario, notes };
  const kept = withoutSecrets(out.scenario, seats);
  return { text: kept.text, notes: [...kept.notes, ...notes] };
}
