// Puzzle mode and the puzzle gallery (docs/puzzles.md).
//
// A game whose scenario has a goal (a gallery puzzle, or a link `#s=v1.…`)
// puts the page in puzzle mode: the puzzle's title, author, description and
// goal above the board; the solver plays the goal's player and the computer
// opponent (src/ai, `aiAction`) plays the other seats; Undo goes back to the
// solver's previous choice, Reset to the puzzle's start; success and failure
// are announced (an aria-live region, shown as a banner with the engine's
// reason). The page decides nothing: whether the goal is met comes from the
// snapshot's `goal` (judged by the engine, src/rules/goal.rs).
//
// Every string from a puzzle or a link is text (h() makes text nodes), cut to
// a length cap before it is shown. A bad link shows its error and a usable
// page (the gallery and the start menu), never an empty board and never the
// previous game as if nothing had happened.

import { linkInHash } from "./links.js";

/** Display caps (characters) for strings that come from a puzzle or a link. */
export const CAPS = { name: 120, author: 200, description: 2000, goal: 500, reason: 600, error: 800 };
const SOLVED_KEY = "stackwise.solved";

/** Cut `s` to `n` characters (an ellipsis marks the cut). */
export function cap(s, n) {
  const t = String(s ?? "");
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
}

/** @type {any} */
let A = null;
/** The puzzle on the page: its game, where it came from, the goal as last seen. */
const P = {
  sw: /** @type {any} */ (null),
  /** "puzzle:<id>" for a gallery puzzle, "link" for a link (its fragment in `hash`). */
  from: "",
  hash: "",
  id: "",
  /** The outcome last announced ("pending", "met", "failed"). */
  shown: "pending",
  timer: /** @type {any} */ (0),
  /** What the next loaded game is (set just before `load`). */
  next: /** @type {null | { from: string, id?: string, hash?: string }} */ (null),
};

/** The solved puzzles' keys ("puzzle:<id>" or "link:<fragment>"), from localStorage. */
function solvedSet() {
  try {
    const v = JSON.parse(localStorage.getItem(SOLVED_KEY) ?? "[]");
    return new Set(Array.isArray(v) ? v.filter((x) => typeof x === "string") : []);
  } catch {
    return new Set();
  }
}

function markSolved(key) {
  const s = solvedSet();
  s.add(key);
  try {
    localStorage.setItem(SOLVED_KEY, JSON.stringify([...s].slice(-500)));
  } catch {
    // Storage refused (private mode, quota): the mark lasts for this page only.
  }
}

function solvedKey() {
  return P.from === "link" ? `link:${P.hash}` : P.from;
}

/**
 * Set up puzzle mode. `app` gives the page's functions: { Stackwise, load,
 * send, undo, showError, h, $, choose }. Returns `start()`, which opens what
 * the URL asks for (a link or `?puzzle=`) and says whether it did.
 */
export function setupPuzzles(app) {
  A = app;
  const { h, $ } = A;
  // The Start menu's puzzle entries and the header's Gallery button.
  const menu = $("start-menu");
  if (menu) menu.append(h("optgroup", { label: "Puzzles" }, puzzleList().map((p) => h("option", { value: `puzzle:${p.id}`, title: cap(p.goal, CAPS.goal) }, `Puzzle: ${cap(p.name, CAPS.name)}`))));
  $("gallery-btn")?.addEventListener("click", openGallery);
  // A link pasted into the address bar of the open page changes only the fragment:
  // the page starts afresh on it, so that nothing of the previous game is left
  // behind a bad link's error (nor playable from the keyboard).
  window.addEventListener("hashchange", () => {
    if (linkInHash(location.hash)) location.reload();
  });
  return { start, open: openPuzzle };
}

function puzzleList() {
  try {
    return /** @type {{id: string, name: string, author: string, description: string, goal: string}[]} */ (A.Stackwise.puzzles());
  } catch (e) {
    A.showError(`puzzles: ${e?.message ?? e}`);
    return [];
  }
}

/** Open what the page's URL asks for; false when it asks for no puzzle or link. */
function start() {
  if (linkInHash(location.hash)) {
    openLinkHash(location.hash);
    return true;
  }
  const id = new URLSearchParams(location.search).get("puzzle");
  if (id !== null) {
    openPuzzle(id);
    return true;
  }
  return false;
}

/** Open a gallery puzzle by id; an unknown id shows the error and the gallery. */
export function openPuzzle(id) {
  let sw;
  try {
    sw = A.Stackwise.fromPuzzle(id);
  } catch (e) {
    return fallback(`This puzzle could not be opened: ${e?.message ?? e}`);
  }
  P.next = { from: `puzzle:${id}`, id };
  A.load(sw);
  const url = new URL(location.href);
  for (const k of ["scenario", "decks", "seed", "seats"]) url.searchParams.delete(k);
  url.searchParams.set("puzzle", id);
  url.hash = "";
  if (url.href !== location.href) history.replaceState(null, "", url);
  const menu = A.$("start-menu");
  if (menu) menu.value = `puzzle:${id}`;
  return true;
}

/** Open a link (`#s=v1.…`); a bad one shows its error and the gallery, never the previous game. */
function openLinkHash(hash) {
  let sw;
  try {
    sw = A.Stackwise.fromLink(hash);
  } catch (e) {
    return fallback(`This link could not be opened: ${e?.message ?? e}`);
  }
  P.next = { from: "link", hash };
  A.load(sw);
  const url = new URL(location.href);
  for (const k of ["scenario", "decks", "seed", "seats", "puzzle"]) url.searchParams.delete(k);
  if (url.href !== location.href) history.replaceState(null, "", url);
  // A link without a goal is a shared scenario: the playground, named as such.
  if (!P.sw) {
    const info = A.$("scenario-info");
    if (info) info.replaceChildren(A.h("strong", { id: "scenario-name" }, "Shared scenario (opened from a link)"));
  }
  return true;
}

/**
 * No game could be opened: the error as text, and in place of the board a
 * menu (the gallery, the sample game, the Start menu), with nothing of the
 * game that was on the page before left playable.
 */
function fallback(message) {
  const { h, $ } = A;
  stopDriver();
  leave();
  document.body.dataset.linkError = "1";
  A.showError(cap(message, CAPS.error));
  const info = $("scenario-info");
  if (info) info.replaceChildren(h("strong", { id: "scenario-name" }, "No game loaded"));
  $("board").replaceChildren(h("section", { class: "menu puzzle-fallback", id: "fallback-menu", "aria-label": "Choose a puzzle or a game" },
    h("h2", {}, "Choose a puzzle or a game"),
    h("p", {}, "Pick a puzzle from the gallery below, or a game from the Start menu above."),
    h("p", {}, h("button", { type: "button", id: "fallback-sample", onclick: () => A.choose("sample:1") }, "Sample game: Red vs Green")),
    galleryList()));
  for (const id of ["actions", "stack", "triggers", "log", "timeline", "sba", "shortcuts", "turn"]) $(id)?.replaceChildren();
  for (const id of ["undo", "redo"]) { const b = $(id); if (b) b.disabled = true; }
  document.body.dataset.ready = "1";
  return false;
}

/** The puzzles as a list: name, goal, author, a mark when solved, a Play button. */
function galleryList(after) {
  const { h } = A;
  const solved = solvedSet();
  return h("ol", { class: "gallery-list", id: after ? "gallery-list" : "fallback-gallery" },
    puzzleList().map((p) => {
      const done = solved.has(`puzzle:${p.id}`);
      return h("li", { class: done ? "solved" : "", dataset: { id: p.id } },
        h("div", { class: "g-head" },
          h("strong", { class: "g-name" }, cap(p.name, CAPS.name)),
          done ? h("span", { class: "g-solved", title: "You have solved this puzzle" }, "✓ solved") : ""),
        h("div", { class: "g-goal" }, "Goal: ", cap(p.goal, CAPS.goal)),
        h("div", { class: "g-author" }, "by ", cap(p.author, CAPS.author)),
        h("button", { type: "button", class: "g-play", "aria-label": `Play ${cap(p.name, CAPS.name)}`, onclick: () => { after?.(); openPuzzle(p.id); } }, "Play"));
    }));
}

/** The gallery dialog (the header's Gallery button). */
function openGallery() {
  const { h, $ } = A;
  let dlg = /** @type {HTMLDialogElement | null} */ ($("gallery"));
  if (!dlg) {
    dlg = /** @type {HTMLDialogElement} */ (h("dialog", { id: "gallery", "aria-labelledby": "gallery-h", class: "gallery" }));
    document.body.append(dlg);
  }
  const close = () => dlg?.close();
  dlg.replaceChildren(
    h("h2", { id: "gallery-h" }, "Puzzle gallery"),
    h("p", {}, "Each puzzle is a position with a goal; the engine says when you have met it. You play the goal's player, the computer plays the other."),
    galleryList(close),
    h("form", { method: "dialog" }, h("button", {}, "Close")));
  dlg.showModal();
}

/**
 * Called by the page each time a game is loaded (app.js `load`): a game with a
 * goal enters puzzle mode, any other leaves it.
 */
export function puzzleLoaded(sw) {
  if (!A) return;
  const next = P.next;
  P.next = null;
  let snap;
  try {
    snap = sw.snapshot();
  } catch {
    snap = null;
  }
  delete document.body.dataset.linkError;
  if (!snap?.goal) {
    leave();
    // Another game than the link's or the puzzle's (the Start menu, New game…): the
    // URL no longer names the puzzle or the link, so a reload doesn't bring them back.
    if (!next) forgetInUrl();
    return;
  }
  P.sw = sw;
  P.from = next?.from ?? "link";
  P.id = next?.id ?? "";
  // A scenario loaded otherwise (the editor, a test) is reset from its own link.
  P.hash = next?.hash ?? safe(() => sw.shareLink()) ?? "";
  P.shown = "pending";
  enter(snap);
}

function forgetInUrl() {
  const url = new URL(location.href);
  url.searchParams.delete("puzzle");
  if (linkInHash(url.hash)) url.hash = "";
  if (url.href !== location.href) history.replaceState(null, "", url);
}

function safe(f) {
  try {
    return f();
  } catch {
    return null;
  }
}

function enter(snap) {
  const { h, $ } = A;
  document.body.dataset.puzzle = "1";
  const solver = snap.goal.player;
  const info = describe();
  const panel = $("puzzle");
  if (!panel) return;
  const shareLinkBtn = h("button", { type: "button", id: "share-puzzle" }, "Copy puzzle link");
  shareLinkBtn.addEventListener("click", () => copy(() => absolute(P.sw.shareLink()), "puzzle link"));
  // Exporting the current position is another part's export (positionLink): offered only when present.
  const canExport = typeof P.sw.positionLink === "function";
  const positionBtn = canExport ? h("button", { type: "button", id: "share-position" }, "Copy link to this position") : null;
  positionBtn?.addEventListener("click", () => copy(() => absolute(P.sw.positionLink()), "position link"));
  panel.replaceChildren(
    h("div", { class: "pz-head" },
      h("h2", { id: "puzzle-title" }, cap(info.name || "Puzzle", CAPS.name)),
      info.author ? h("span", { class: "pz-author", id: "puzzle-author" }, "by ", cap(info.author, CAPS.author)) : ""),
    info.description ? h("p", { class: "pz-desc", id: "puzzle-desc" }, cap(info.description, CAPS.description)) : "",
    h("p", { class: "pz-goal", id: "puzzle-goal" }, h("strong", {}, "Goal: "), cap(snap.goal.text, CAPS.goal),
      h("span", { class: "pz-seat" }, ` You play ${cap(snap.players?.[solver]?.name ?? `player ${solver + 1}`, 40)}; the computer plays the other side.`)),
    h("div", { class: "pz-result", id: "puzzle-result", role: "status", "aria-live": "polite", "aria-atomic": "true" }),
    h("div", { class: "pz-buttons" },
      h("button", { type: "button", id: "puzzle-undo", onclick: undoMine, title: "Back to before your last choice (the computer's answers are undone with it)" }, "↶ Undo my move"),
      h("button", { type: "button", id: "puzzle-reset", onclick: reset, title: "Back to the puzzle's start" }, "⟲ Reset"),
      shareLinkBtn, positionBtn,
      h("button", { type: "button", onclick: openGallery }, "Gallery")),
    h("div", { class: "pz-copy", id: "puzzle-copy", hidden: true }));
  panel.hidden = false;
  const sinfo = $("scenario-info");
  if (sinfo) sinfo.replaceChildren(h("strong", { id: "scenario-name" }, `Puzzle: ${cap(info.name || "from a link", CAPS.name)}`));
  document.title = `${cap(info.name || "Puzzle", CAPS.name)} · stackwise puzzle`;
  // The solver sees the game from their seat (the puzzle's knowledge says what more).
  const viewer = $("viewer");
  if (viewer && viewer.value !== String(solver) && [...viewer.options].some((o) => o.value === String(solver))) {
    viewer.value = String(solver);
    viewer.dispatchEvent(new Event("change"));
  }
  showOutcome(snap.goal);
  schedule(300);
}

/** The texts of the puzzle on the page: from the gallery's list, or the link's scenario. */
function describe() {
  if (P.from.startsWith("puzzle:")) {
    const p = puzzleList().find((x) => x.id === P.id);
    if (p) return { name: p.name, author: p.author, description: p.description };
  }
  const d = safe(() => P.sw.scenarioInfo());
  return { name: d?.name ?? "", author: d?.author ?? "", description: d?.description ?? "" };
}

function absolute(fragment) {
  const url = new URL(location.href);
  url.search = "";
  url.hash = fragment.startsWith("#") ? fragment.slice(1) : fragment;
  return url.href;
}

/** Copy text with the Clipboard API; when refused, show it in a selected text field to copy by hand. */
async function copy(make, what) {
  const { h, $ } = A;
  const box = $("puzzle-copy");
  let text;
  try {
    text = make();
  } catch (e) {
    A.showError(`${what}: ${e?.message ?? e}`);
    return;
  }
  try {
    if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
    await navigator.clipboard.writeText(text);
    box.replaceChildren(h("span", { role: "status" }, `The ${what} is copied to the clipboard.`));
    box.hidden = false;
  } catch {
    const field = /** @type {HTMLInputElement} */ (h("input", { type: "text", readonly: true, id: "puzzle-copy-field", "aria-label": `The ${what}: copy it (Ctrl+C)`, value: text }));
    box.replaceChildren(h("label", { for: "puzzle-copy-field" }, `The clipboard is not available here: copy the ${what} below (Ctrl+C). `), field);
    box.hidden = false;
    field.focus();
    field.select();
  }
}

function leave() {
  P.sw = null;
  P.from = "";
  stopDriver();
  delete document.body.dataset.puzzle;
  const panel = A?.$("puzzle");
  if (panel) {
    panel.hidden = true;
    panel.replaceChildren();
  }
}

/** The game on the page is still the puzzle's (not replaced by another from the menu). */
function current() {
  return P.sw && window.__stackwise?.engine() === P.sw ? P.sw : null;
}

/** Announce the goal's outcome when it changes (the engine's text and reason). */
function showOutcome(goal) {
  const box = A.$("puzzle-result");
  if (!box || !goal) return;
  const outcome = goal.outcome;
  if (outcome === P.shown && box.dataset.outcome === outcome) return;
  P.shown = outcome;
  box.dataset.outcome = outcome;
  box.className = `pz-result ${outcome}`;
  if (outcome === "met") {
    markSolved(solvedKey());
    box.replaceChildren(A.h("strong", {}, "Solved! "), cap(goal.reason, CAPS.reason));
  } else if (outcome === "failed") {
    box.replaceChildren(A.h("strong", {}, "Not solved: "), cap(goal.reason, CAPS.reason), " — Undo or Reset to try again.");
  } else {
    box.replaceChildren();
  }
}

function stopDriver() {
  clearTimeout(P.timer);
}

function schedule(ms) {
  clearTimeout(P.timer);
  P.timer = setTimeout(tick, ms);
}

/** The computer opponent's driver: one action for a non-solver seat, then look again. */
async function tick() {
  const sw = current();
  if (!sw) return leave();
  const snap = window.__stackwise.model();
  if (snap?.goal) showOutcome(snap.goal);
  if (snap?.winners) return schedule(400);
  // Wait while the page plays events back or the solver builds an action.
  if (document.body.dataset.busy) return schedule(60);
  const solver = snap?.goal?.player ?? 0;
  const seats = snap?.players?.length ?? 2;
  for (let p = 0; p < seats; p++) {
    if (p === solver) continue;
    let action;
    try {
      action = sw.aiAction(p);
    } catch (e) {
      A.showError(`computer: ${e?.message ?? e}`);
      return;
    }
    if (!action) continue;
    const ok = await A.send(action);
    if (!ok && !window.__stackwise.model()?.winners) {
      A.showError(`computer: the engine refused ${action.action}`);
      return;
    }
    return schedule(action.action === "pass_priority" ? 40 : 250);
  }
  schedule(150);
}

/** The page's Undo (button, Ctrl+Z, ←) in puzzle mode: `undoMine`. False outside puzzle mode. */
export function puzzleUndo() {
  if (!A || !P.sw || current() !== P.sw) return false;
  undoMine();
  return true;
}

/** Undo the computer's answers and the solver's last action: back to the solver's previous choice. */
function undoMine() {
  const sw = current();
  if (!sw) return;
  const solver = window.__stackwise.model()?.goal?.player ?? 0;
  for (let i = 0; i < 10000 && sw.canUndo(); i++) {
    const line = sw.history();
    const last = line[line.length - 1];
    A.undo();
    if (!last || last.action?.player === solver) break;
  }
  P.shown = "";
  showOutcome(window.__stackwise.model()?.goal);
  schedule(300);
}

/** Back to the puzzle's start: the same puzzle loaded afresh. */
function reset() {
  if (!P.sw) return;
  if (P.from.startsWith("puzzle:")) return openPuzzle(P.id);
  let sw;
  try {
    sw = A.Stackwise.fromLink(P.hash);
  } catch (e) {
    return fallback(`This puzzle could not be reset: ${e?.message ?? e}`);
  }
  P.next = { from: P.from, hash: P.hash };
  A.load(sw);
}
