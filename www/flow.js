//# allFunctionsCalledOnLoad
// The flow of play around the board: the timeline
// (a tree kept by the engine, Session's history: the line through the current
// position, the lines that leave it, the current position marked), the event
// log rebuilt from the events of each position on the path (never appended
// to on undo or redo), the state-based checks panel that follows it, the
// keys that move along the line (← / →) and end an empty turn (F6), the
// focus after an action, the rule tooltip, the playback speed readout, and
// which scenario is loaded (its name, its description, the URL).
// The page decides no rule here: positions, events and legality come from the engine.
// Untrusted text (captions, scenario names) is always set as text.

/** What app.js lends this module (set by `initFlow`). */
let A = null;

/** The log as drawn: one group per position on the path, in order; `els` null for a group not drawn (before the window). */
let groups = [];
/** Node -> its events (a position's events never change in one session). */
let eventCache = new Map();
/** The note at the top of the log when its beginning is not drawn. */
let moreNote = null;

/** At most this many log lines are drawn; the earlier ones are named by a note (go back in the timeline to see them). */
const LOG_WINDOW = 300;
/** The timeline draws this many entries on each side of the current one. */
const TIMELINE_WINDOW = 80;

export function initFlow(api) {
  A = api;
  setupTooltip();
  setupSpeed();
  watchFocusSource();
  document.addEventListener("keydown", flowKeys);
  // A dialog's "close" does not bubble: caught on its way down.
  document.addEventListener("close", focusAfterDialog, true);
  setupMovesMenu();
  // Full control: never auto-pass (and every step is a stop, app.js passToNextStop).
  const full = A.$("full-control"), auto = A.$("auto-pass");
  full?.addEventListener("change", () => { if (auto) auto.disabled = full.checked; renderSteps(); });
  // "Stops…": open the priority stops (kept in the Shortcuts panel).
  A.$("stops-btn")?.addEventListener("click", () => {
    const d = /** @type {HTMLDetailsElement | null} */ (document.querySelector("#shortcuts details.stops"));
    if (!d) return;
    d.open = true;
    A.ui.stopsOpen = true;
    d.scrollIntoView({ block: "nearest" });
    d.querySelector("summary")?.focus();
  });
}

/** Forget the drawn log and cached events (a new session). */
export function resetFlow() {
  groups = [];
  eventCache = new Map();
  tlCache = new Map();
  moreNote = null;
  A.$("log").replaceChildren();
  A.$("timeline").replaceChildren();
}

/** A position's events as the current view may see them (formats::visibility), cached per view. */
function eventsOf(node) {
  const key = `${A.ui.viewer ?? "all"}:${node}`;
  let ev = eventCache.get(key);
  if (!ev) {
    ev = A.ui.sw.events(node, A.ui.viewer ?? undefined);
    eventCache.set(key, ev);
  }
  return ev;
}

function logLine(e, node) {
  return A.h("li", { dataset: { node, event: e.event } }, A.ruleChip(e.rule), " ", e.text);
}

/**
 * Make the log exactly the events of the positions from the start to the
 * current one: keep the groups the path shares with what is drawn, drop the
 * rest, add the missing ones (undo drops one group, redo adds one, a jump to
 * another line swaps the tail).
 */
function syncLog(path) {
  const log = A.$("log");
  for (const el of log.querySelectorAll("li.live")) el.remove(); // lines drawn during playback: redrawn as their group
  let k = 0;
  while (k < groups.length && k < path.length && groups[k].node === path[k]) k++;
  const firstDrawn = groups.findIndex((g) => g.els);
  // Back before the drawn window, or into its first lines: draw the window again, ending here.
  if (firstDrawn > 0 && (k < firstDrawn || groups.slice(firstDrawn, k).reduce((t, g) => t + g.els.length, 0) < LOG_WINDOW / 2)) k = 0;
  for (const g of groups.splice(k)) for (const el of g.els ?? []) el.remove();
  if (k === 0) {
    log.replaceChildren();
    groups = [];
    moreNote = null;
    // From the end back, the groups that fit in the window.
    let start = path.length, n = 0;
    while (start > 0 && n + eventsOf(path[start - 1]).length <= LOG_WINDOW) n += eventsOf(path[--start]).length;
    if (start > 0 && start === path.length) start--; // one group larger than the window is drawn all the same
    for (let i = 0; i < start; i++) groups.push({ node: path[i], els: null });
    k = start;
  }
  const frag = document.createDocumentFragment();
  for (const node of path.slice(k)) {
    const els = eventsOf(node).map((e) => logLine(e, node));
    frag.append(...els);
    groups.push({ node, els });
  }
  log.append(frag);
  // Keep the window: drop the oldest drawn groups.
  let drawn = groups.reduce((t, g) => t + (g.els?.length ?? 0), 0);
  for (const g of groups) {
    if (drawn <= LOG_WINDOW || g === groups[groups.length - 1]) break;
    if (!g.els) continue;
    for (const el of g.els) el.remove();
    drawn -= g.els.length;
    g.els = null;
  }
  const hidden = groups.filter((g) => !g.els).length;
  if (hidden) {
    moreNote ??= A.h("li", { class: "empty more" });
    moreNote.textContent = `… the events of the first ${hidden} action(s) are not drawn here: go back in the timeline to see them`;
    log.prepend(moreNote);
  } else if (moreNote) {
    moreNote.remove();
    moreNote = null;
  }
  A.ui.logScroll = true;
}

/** The state-based checks panel from the path's events (the last 12 checks), and the event that ended the game. */
function syncChecks(path) {
  const checks = [];
  let end = null;
  for (let i = path.length - 1; i >= 0 && checks.length < 12; i--) {
    const ev = eventsOf(path[i]);
    const mine = [];
    let cur = null;
    for (const e of ev) {
      if (e.event === "game_over" && i === path.length - 1) end = e;
      if (e.event === "state_based_check") mine.push((cur = { head: e.text, items: [] }));
      else if (/^704\.5|^704\.6/.test(e.rule) && cur) cur.items.push(e);
    }
    checks.unshift(...mine);
  }
  A.ui.sbaChecks = checks.slice(-12);
  if (A.ui.snap?.winners) A.ui.endEvent = end ?? A.ui.endEvent;
}

/** After any change of position (an action, undo, redo, a jump, a load): the timeline, the log and the checks. */
export function syncTimeline() {
  const ui = A.ui;
  const t = ui.sw.timeline();
  ui.timelineLen = t.current;
  ui.timeline = t;
  const path = t.line.slice(1, t.current + 1).map((e) => e.node);
  syncLog(path);
  syncChecks(path);
  renderTimeline(t);
  A.markSba();
  A.$("undo").disabled = !ui.sw.canUndo();
  A.$("redo").disabled = !ui.sw.canRedo();
}

/** Node -> its timeline entry's elements, kept while the entry is drawn (only what changed is touched). */
let tlCache = new Map();

function timelineItem(t, i) {
  const h = A.h;
  const e = t.line[i];
  let c = tlCache.get(e.node);
  if (!c) {
    const btn = h("button", { type: "button", class: "tl-entry", dataset: { node: e.node, index: e.index }, onclick: () => goto(e.node) },
      h("span", { class: "tl-n" }, i === 0 ? "◆" : String(e.index)), " ", i === 0 ? "Start" : e.caption);
    c = { li: h("li", { class: "tl-item" }, btn), btn, state: "", branches: "" };
    tlCache.set(e.node, c);
  }
  const here = i === t.current;
  const state = here ? "current" : i > t.current ? "future" : "past";
  if (c.state !== state) {
    c.state = state;
    c.li.classList.toggle("current", here);
    c.li.classList.toggle("future", state === "future");
    if (here) c.btn.setAttribute("aria-current", "step");
    else c.btn.removeAttribute("aria-current");
    c.btn.setAttribute("aria-label", `${i === 0 ? "the start" : `action ${e.index}: ${e.caption}`}${here ? " (current position)" : state === "future" ? " (undone: go forward to it)" : ""}`);
  }
  const key = JSON.stringify(e.branches);
  if (c.branches !== key) {
    c.branches = key;
    c.li.querySelector(".branches")?.remove();
    if (e.branches.length) {
      c.li.append(h("ul", { class: "branches", "aria-label": `other lines from ${i === 0 ? "the start" : `action ${e.index}`}` },
        e.branches.map((b) => h("li", {}, h("button", {
          type: "button",
          class: "tl-branch",
          dataset: { node: b.node, tip: b.tip },
          title: "Another line taken from here, kept when a different action was taken: go to its end",
          onclick: () => goto(b.tip),
        }, `↳ other line: ${b.caption} (${b.length} action${b.length === 1 ? "" : "s"})`)))));
    }
  }
  return c.li;
}

function renderTimeline(t) {
  const h = A.h;
  const tl = A.$("timeline");
  const from = Math.max(0, t.current - TIMELINE_WINDOW);
  const to = Math.min(t.line.length, t.current + TIMELINE_WINDOW + 1);
  if (tlCache.size > 4 * TIMELINE_WINDOW) tlCache = new Map();
  const want = [];
  if (from > 0) want.push(h("li", { class: "empty more" }, h("button", { type: "button", onclick: () => goto(t.line[0].node) }, `Start … ${from - 1} earlier`)));
  for (let i = from; i < to; i++) want.push(timelineItem(t, i));
  if (to < t.line.length) want.push(h("li", { class: "empty more" }, `… ${t.line.length - to} later`));
  // Make the list's children exactly `want`, moving as few as possible.
  let cur = tl.firstChild;
  for (const el of want) {
    if (cur === el) {
      cur = cur.nextSibling;
      continue;
    }
    tl.insertBefore(el, cur);
  }
  while (cur) {
    const next = cur.nextSibling;
    cur.remove();
    cur = next;
  }
  const currentEl = tlCache.get(t.line[t.current]?.node)?.li;
  const pos = A.$("tl-pos");
  if (pos) pos.textContent = `${t.current} of ${t.line.length - 1}`;
  // Keep the current entry in view, inside the list only (not scrolling the
  // page), once laid out (app.js afterLayout: the next frame, or the end of
  // the drawing after an action): reading positions now would force a layout.
  if (currentEl) {
    A.afterLayout(() => {
      if (!currentEl.isConnected) return;
      const top = currentEl.offsetTop - tl.offsetTop;
      if (top < tl.scrollTop || top + currentEl.offsetHeight > tl.scrollTop + tl.clientHeight) tl.scrollTop = Math.max(0, top - tl.clientHeight / 2);
    });
  }
}

/** Go to a position of the timeline tree (on this line or another). */
export function goto(node) {
  const ui = A.ui;
  if (!ui.sw || ui.playing) return;
  A.finishAction(); // the last action's rest first (app.js send)
  try {
    ui.sw.goto(node);
  } catch (e) {
    return A.showError(e.message ?? String(e));
  }
  ui.building = null;
  ui.forbidden = null;
  A.showError("");
  A.refresh();
  A.renderTimeline();
}

// ---------- keys ----------

function flowKeys(e) {
  const ui = A.ui;
  const el = document.activeElement;
  if (e.ctrlKey || e.metaKey || e.altKey || !gameHasKeys(el)) return;
  // ← and → also move a slider and a radio group's choice: theirs there.
  if ((e.key === "ArrowLeft" || e.key === "ArrowRight") && !["INPUT", "SELECT"].includes(el?.tagName)) {
    if (!ui.sw || ui.playing) return;
    e.preventDefault();
    return e.key === "ArrowLeft" ? A.undo() : A.redo();
  }
  // F6 (MTGO's "pass until end of turn") or Shift+Enter: end the turn in one key.
  if (e.key === "F6" || (e.key === "Enter" && e.shiftKey)) {
    e.preventDefault();
    return endTurn();
  }
  // F2: pass (MTGO's OK); F4: pass until something happens.
  if (e.key === "F2" || e.key === "F4") {
    e.preventDefault();
    if (!ui.sw) return;
    return e.key === "F2" ? A.passOnce() : A.passUntilChange();
  }
}

/**
 * End the turn in one key: propose "pass until end of turn" (716.2a, every
 * player passes through the rest of the turn), and in hotseat (the view shows
 * both players, so the same person plays both seats) give the other players'
 * answer too: accept (716.2b). With one player's view the other seat answers
 * for itself.
 */
export async function endTurn() {
  const ui = A.ui;
  if (!ui.sw || !ui.snap) return;
  const me = A.proposer();
  if (me === null) return;
  const ok = await A.passUntilEndOfTurn();
  if (!ok || ui.viewer !== null) return;
  for (let i = 0; i < ui.snap.players.length; i++) {
    const d = ui.snap.pending;
    if (!d || d.decision !== "shortcut" || d.player === me || !A.isPerson(d.player)) break;
    if (!(await A.send({ action: "answer_shortcut", player: d.player }))) break;
  }
}

// ---------- where the game's keys act ----------

/**
 * A control that takes typed keys: a text-like input (text, number, search…),
 * a textarea, a list (a select picks options by letter and Space), or
 * editable text.
 */
export function isTextField(el) {
  if (!el) return false;
  if (el.isContentEditable || el.tagName === "TEXTAREA" || el.tagName === "SELECT") return true;
  return el.tagName === "INPUT" && !["checkbox", "radio", "range", "button", "submit", "reset", "color", "file", "image"].includes(el.type);
}

/** An open dialog has the keys: the focus is in one, or one is open (every dialog of the page is modal). */
export function dialogHasKeys(el) {
  return Boolean(el?.closest?.("dialog[open]") || document.querySelector("dialog[open]"));
}

/**
 * The game's keys (Space, P, F2, F4, F6, U, E, T, F, ←, →, Ctrl+Z, …) act
 * whatever control has the focus (a header button, a checkbox, the board),
 * except while a dialog is open or in a text field.
 * @param {any} [el] the focused element
 */
export function gameHasKeys(el = document.activeElement) {
  return !dialogHasKeys(el) && !isTextField(el);
}

/** The last input was a pointer ("pointer") or a key ("key"); the element the last pointer input focused. */
let lastInput = "key", pointerFocused = null;

/** Follow how the focus arrives (`spaceIsPass`): by a click or tap, or by the keyboard. */
function watchFocusSource() {
  document.addEventListener("pointerdown", () => (lastInput = "pointer"), true);
  document.addEventListener("keydown", () => (lastInput = "key"), true);
  document.addEventListener("focusin", (e) => (pointerFocused = lastInput === "pointer" ? e.target : null), true);
}

/**
 * Space is Pass everywhere the game has the keys, except on a checkbox or a
 * radio button the keyboard reached (Tab): Space is the only key that sets
 * one. A button keeps Enter; a checkbox that was clicked gives Space to the
 * game too. (`:focus-visible` can't tell: a key press makes the focus
 * visible before its keydown is seen.)
 * @param {any} [el] the focused element
 */
export function spaceIsPass(el = document.activeElement) {
  if (el?.tagName === "INPUT" && (el.type === "checkbox" || el.type === "radio")) return el === pointerFocused;
  return true;
}

// ---------- focus ----------

/**
 * After an action: the focus goes to Pass when the player may pass, else to
 * the pending decision's first control (its main button when it has no field),
 * unless the player is typing in a field that is still there.
 */
export function focusAfterAction() {
  const el = document.activeElement;
  const box = A.$("actions");
  // Left alone: a field being typed in, the header's controls, the shortcuts panel.
  if (el && el.isConnected && (["INPUT", "SELECT", "TEXTAREA"].includes(el.tagName) && box.contains(el))) return;
  if (el && el.isConnected && el.closest?.("header, #shortcuts, dialog")) return;
  movesTarget()?.focus({ preventScroll: true });
}

/** The control of "Your move" that takes the focus: Pass, else the decision's first field or main button, else the panel itself. */
function movesTarget() {
  const box = A.$("actions");
  const shown = (b) => (b && b.getClientRects().length ? b : null);
  return shown(A.$("pass-btn")) ?? box.querySelector("input, select") ?? box.querySelector("button.primary") ?? box.querySelector("button:not([disabled]):not(.rule)") ?? shown(A.$("end-turn")) ?? A.$("moves");
}

/**
 * After a dialog closes (New game…, the editor, the gallery, help, …) the
 * focus goes to "Your move", not back to the button that opened it: there
 * Space would open the dialog again instead of passing. Left alone while
 * another dialog is open, or when no game is loaded.
 */
function focusAfterDialog(e) {
  if (!(e.target instanceof HTMLDialogElement) || document.querySelector("dialog[open]") || !A.ui.sw) return;
  movesTarget()?.focus({ preventScroll: true });
}

// ---------- the phone's bar: Pass and a menu for the rest ----------

/**
 * On a phone (style.css, max-width 760px) "Your move" is one bar at the
 * bottom of the screen: Pass, whose priority it is, and "More", which opens
 * the rest of the panel above the bar (End turn, the other passes and
 * shortcuts, what the player may do, the priority options). A button pressed
 * in the menu, a click outside it, or Escape closes it. A pending decision or
 * a choice of targets is shown whole, above the bar. On wider screens the
 * button is not drawn and the panel is as it always is. The page keeps room
 * below the board for the bar (`--moves-h`), so the bar never covers it.
 */
function setupMovesMenu() {
  const moves = A.$("moves"), more = A.$("moves-more");
  if (!moves || !more) return;
  more.addEventListener("click", () => (moves.classList.contains("open") ? closeMovesMenu() : openMovesMenu()));
  moves.addEventListener("click", (e) => {
    const b = /** @type {any} */ (e.target).closest?.("button");
    if (b && b !== more && moves.classList.contains("open")) closeMovesMenu(false);
  });
  document.addEventListener("click", (e) => {
    if (moves.classList.contains("open") && !moves.contains(/** @type {Node} */ (e.target))) closeMovesMenu(false);
  });
  if (typeof ResizeObserver === "function") {
    new ResizeObserver(() => {
      const fixed = getComputedStyle(moves).position === "fixed";
      document.documentElement.style.setProperty("--moves-h", fixed ? `${Math.ceil(moves.getBoundingClientRect().height)}px` : "0px");
    }).observe(moves);
  }
}

function openMovesMenu() {
  const moves = A.$("moves"), more = A.$("moves-more");
  moves.classList.add("open");
  more.setAttribute("aria-expanded", "true");
  more.textContent = "✕ Close";
  // The first item of the menu (the one after Pass) takes the focus, as in any menu.
  const items = [...moves.querySelectorAll("#actions button, .prio-opts input, .prio-opts button")].filter((b) => b.id !== "pass-btn" && b.getClientRects().length);
  items[0]?.focus({ preventScroll: true });
}

/** Close the phone's menu (the focus back on "More" when asked); whether it was open. */
export function closeMovesMenu(focus = true) {
  const moves = A.$("moves"), more = A.$("moves-more");
  if (!moves?.classList.contains("open")) return false;
  moves.classList.remove("open");
  more.setAttribute("aria-expanded", "false");
  more.textContent = "⋯ More";
  if (focus) more.focus({ preventScroll: true });
  return true;
}

// ---------- the turn's steps, with priority stops ----------

const STEP_SHORT = {
  upkeep: "Upkeep", draw: "Draw", precombat_main: "Main 1", beginning_of_combat: "Combat", declare_attackers: "Attack",
  declare_blockers: "Block", combat_damage: "Damage", end_of_combat: "End combat", postcombat_main: "Main 2", end: "End",
};

/** The step strip as last drawn: its key and the set of stops its buttons change (`renderSteps` redraws when either changes). */
let drawnKey = "", drawnStops = null;

/**
 * The steps of the turn as a strip (as Arena's phase ladder): the current step
 * marked, and on each step the priority stop of the seat whose stops are
 * shown (the viewer, else the player with priority), for this turn's kind
 * (their own turn or an opponent's). Clicking a step sets or clears the stop;
 * "Pass to my next stop" (F) stops there.
 */
export function renderSteps() {
  const box = A?.$("steps");
  const snap = A?.ui.snap;
  if (!box) return;
  if (!snap) return box.replaceChildren();
  const seat = A.ui.viewer ?? snap.priority ?? snap.pending?.player ?? snap.active;
  const mine = snap.active === seat;
  const st = A.stopsOf(seat);
  const set = mine ? st.mine : st.theirs;
  const who = A.playerName(snap, seat);
  const full = A.$("full-control")?.checked;
  // The same state drawn again (most actions keep the step and the seat): nothing to do.
  const key = JSON.stringify([snap.step, seat, mine, who, full, [...set].sort()]);
  if (drawnKey === key && drawnStops === set && box.childElementCount) return;
  drawnKey = key;
  drawnStops = set;
  box.replaceChildren(...A.STOP_STEPS.map((step) => {
    const on = full || set.has(step);
    return A.h("button", {
      type: "button",
      class: ["step", step === snap.step ? "now" : "", on ? "stop" : ""].join(" "),
      dataset: { step },
      "aria-pressed": on ? "true" : "false",
      "aria-current": step === snap.step ? "step" : null,
      title: `${STEP_SHORT[step]}: ${who} ${on ? "stops" : "does not stop"} here in ${mine ? "their own turn" : "an opponent's turn"}${full ? " (full control: every step)" : ""}. Click to ${set.has(step) ? "clear" : "set"} the stop.`,
      onclick: () => {
        set[set.has(step) ? "delete" : "add"](step);
        A.saveStops();
        renderSteps();
        A.renderShortcuts();
      },
    }, STEP_SHORT[step]);
  }));
}

// ---------- rule tooltip ----------

/**
 * One tooltip for every rule chip (the log, the checks, the stack, the
 * prompts), shown on hover and on keyboard focus and placed in the viewport
 * (a chip inside a scrolled list would clip a tooltip drawn inside it).
 */
function setupTooltip() {
  const tip = A.h("div", { id: "rule-tip", role: "tooltip", hidden: true });
  document.body.append(tip);
  let owner = null;
  const show = (chip) => {
    owner = chip;
    const said = chip.dataset.tip ?? chip.title ?? "";
    tip.textContent = said.startsWith(chip.textContent) ? said : `${chip.textContent}: ${said}`;
    tip.hidden = false;
    chip.setAttribute("aria-describedby", "rule-tip");
    const r = chip.getBoundingClientRect();
    const w = Math.min(352, window.innerWidth - 16);
    tip.style.maxWidth = `${w}px`;
    const left = Math.max(8, Math.min(r.left, window.innerWidth - w - 8));
    const below = r.bottom + 6;
    tip.style.left = `${left}px`;
    tip.style.top = `${below}px`;
    const th = tip.offsetHeight;
    if (below + th > window.innerHeight - 4) tip.style.top = `${Math.max(4, r.top - th - 6)}px`;
  };
  const hide = (chip) => {
    if (chip && chip !== owner) return;
    owner?.removeAttribute("aria-describedby");
    owner = null;
    tip.hidden = true;
  };
  document.addEventListener("mouseover", (e) => { const c = /** @type {any} */ (e.target).closest?.(".rule"); if (c) show(c); });
  document.addEventListener("mouseout", (e) => { const c = /** @type {any} */ (e.target).closest?.(".rule"); if (c && !c.contains(e.relatedTarget)) hide(c); });
  document.addEventListener("focusin", (e) => { const c = /** @type {any} */ (e.target).closest?.(".rule"); if (c) show(c); });
  document.addEventListener("focusout", (e) => { const c = /** @type {any} */ (e.target).closest?.(".rule"); if (c) hide(c); });
  document.addEventListener("scroll", () => hide(), true);
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") hide(); });
}

// ---------- playback speed ----------

/** The speed control: the delay per event in ms, drawn faster to the right (0 = instant), its value shown. */
export function speedText(ms) {
  return ms <= 0 ? "instant" : `${ms} ms`;
}

function setupSpeed() {
  const input = A.$("speed");
  const out = A.$("speed-out");
  if (!input || !out) return;
  const show = () => {
    const t = speedText(Number(input.value));
    out.textContent = t;
    input.setAttribute("aria-valuetext", `${t} per event`);
  };
  input.addEventListener("input", show);
  input.addEventListener("change", show);
  show();
}

// ---------- scenarios on the page ----------

/** What the Start menu's value names, for the URL: `?scenario=<id>` for a built-in scenario, nothing else. */
export function showLoaded(value, scenarios) {
  const info = A.$("scenario-info");
  const url = new URL(location.href);
  // A game dealt from the New game dialog has its own parameters (newgame.js): not this one's.
  for (const k of ["decks", "seed", "seats"]) url.searchParams.delete(k);
  if (value && value.startsWith("scenario:")) {
    const id = value.slice(9);
    const s = scenarios.find((x) => x.id === id);
    url.searchParams.set("scenario", id);
    if (info) {
      info.replaceChildren(A.h("strong", { id: "scenario-name" }, s?.name ?? id), s?.description ? A.h("span", { id: "scenario-desc", title: s.description }, ` — ${s.description}`) : "");
      info.hidden = false;
    }
  } else {
    url.searchParams.delete("scenario");
    if (info) {
      info.replaceChildren(A.h("strong", { id: "scenario-name" }, value === "custom" ? "Custom scenario" : "Sample game: Red vs Green"));
      info.hidden = false;
    }
  }
  if (url.href !== location.href) history.replaceState(null, "", url);
}

/**
 * A `?scenario=` id that names no built-in scenario: nothing is loaded; the
 * board shows the scenarios to choose from, the error names the id asked for.
 */
export function showMenu(asked, scenarios, choose) {
  const h = A.h;
  A.showError(`There is no built-in scenario "${asked}". Choose one below or from the Start menu.`);
  const info = A.$("scenario-info");
  if (info) info.replaceChildren(h("strong", {}, "No game loaded"));
  A.$("board").replaceChildren(h("section", { class: "menu", id: "scenario-menu", "aria-label": "Choose a game" },
    h("h2", {}, "Choose a game"),
    h("ul", {},
      h("li", {}, h("button", { type: "button", onclick: () => choose("sample:1") }, "Sample game: Red vs Green")),
      scenarios.map((s) => h("li", {}, h("button", { type: "button", dataset: { id: s.id }, onclick: () => choose(`scenario:${s.id}`) }, s.name), h("span", { class: "text" }, ` ${s.description}`))))));
  A.$("undo").disabled = A.$("redo").disabled = true;
  A.$("start-menu").focus();
}
