// <stackwise-board>: a live stackwise board to put in any page's prose.
//
//   <script type="module" src="https://…/stackwise-board.js"></script>
//   <stackwise-board src="builtin:fizzle-608"></stackwise-board>
//   <stackwise-board src="/tutorials/apnap.json"></stackwise-board>    (another origin: it must send CORS headers)
//   <stackwise-board src="#s=v1.…"></stackwise-board>                  (a scenario link)
//   <stackwise-board><script type="application/json">{…}</script></stackwise-board>
//
// It shows the board, the stack, the waiting triggers, the state-based checks
// and a narration bar with reader controls (Next, Back, Restart, Autoplay and
// its speed; → ← and Space when it has focus). A tutorial (docs/tutorials.md)
// is played by the engine's tutorial player (Stackwise.fromTutorial); a plain
// scenario is played freely. The element decides no rule: legal actions,
// whether the reader's action is the one asked for, and every event come from
// the engine. Its styles live in its shadow DOM (cards.css and embed.css);
// each element has its own engine object and state; the wasm is initialised
// once per page. Untrusted text (names, narration, errors) is set as text.
// A namespace import: a build without the tutorial player (no `Tutorial` export) still loads.
import * as pkg from "../pkg/stackwise.js";
import { startEngine } from "./library.js";
import { h } from "./dom.js";
import { applyDelta, Index, inRanges } from "./model.js";
import { permanentCard, handCard, hiddenCards, rulesText, drawCombat } from "./cards.js";
import { explain } from "./rules.js";
import { decisionForm, manaChoiceForm, castDivision, costSlots, withXCost, xCostForm, xCostPrompt } from "./decisions.js";

/** @typedef {import("./stackwise-types").Snapshot} Snapshot */

const init = pkg.default;
const Stackwise = pkg.Stackwise;

/** @type {Promise<void> | null} */
let wasmReady = null;

/**
 * Initialise the wasm once per page, and give the document the mana symbols'
 * font (a font face declared inside a shadow root is not used by browsers).
 */
export function ready() {
  if (!wasmReady) {
    if (!document.querySelector("link[data-stackwise-font]")) {
      document.head.append(h("link", { rel: "stylesheet", href: new URL("../pkg/mana-font/css/mana.min.css", import.meta.url).href, "data-stackwise-font": "" }));
    }
    wasmReady = startEngine(init);
  }
  return wasmReady;
}

/** An error's message, whether JS or the engine threw it. */
function message(e) {
  return e instanceof Error ? e.message : String(e);
}

/**
 * The engine's tutorial player (class `Tutorial`: fromTutorial, fromBuiltinTutorial,
 * tutorials), when this build has it.
 */
function tutorialClass() {
  const T = /** @type {any} */ (pkg).Tutorial;
  return T && typeof T.fromTutorial === "function" ? T : null;
}

/**
 * Scenario or tutorial JSON text → `{ sw }` or `{ tutorial }`. The text is
 * read as JSON only to tell a tutorial (`"format": "stackwise-tutorial"`)
 * from a scenario; the engine checks everything else and names the field.
 */
export function openText(text, where) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new Error(`${where}: not JSON (${message(e)})`);
  }
  if (value && typeof value === "object" && value.format === "stackwise-tutorial") {
    const S = tutorialClass();
    if (!S) throw new Error(`${where}: a tutorial, and this build of stackwise has no tutorial player`);
    try {
      return { tutorial: /** @type {any} */ (S).fromTutorial(text) };
    } catch (e) {
      throw new Error(`${where}: ${message(e)}`);
    }
  }
  try {
    return { sw: Stackwise.fromScenario(text) };
  } catch (e) {
    throw new Error(`${where}: ${message(e)}`);
  }
}

/** The largest JSON a `src` URL may send: the engine's limit on a scenario and on a tutorial (8 MiB, docs/limits.md). */
const MAX_SOURCE_BYTES = 8 * 1024 * 1024;

/**
 * What a `src` names → `{ sw }` or `{ tutorial }`:
 * `builtin:ID` (a built-in tutorial, else a built-in scenario; `tutorial:ID` and `scenario:ID` say which), a scenario link (`#s=v1.…`,
 * or a URL holding one), or the http(s) URL of scenario or tutorial JSON
 * (resolved against `base`; on another origin, that server must allow this
 * page with CORS). Every failure is an Error whose message names the URL and
 * the likely cause (`loadError`).
 */
export async function openSource(src, base = document.baseURI) {
  src = String(src).trim();
  if (!src) throw new Error("nothing to show: the src is empty");
  const kind = /^(builtin|tutorial|scenario):/.exec(src)?.[1];
  if (kind) {
    // builtin:ID is a built-in tutorial, else a built-in scenario (many tutorials share their scenario's id);
    // tutorial:ID and scenario:ID say which.
    const id = src.slice(kind.length + 1);
    const T = /** @type {any} */ (tutorialClass());
    if (kind !== "scenario" && T && T.tutorials().some((t) => t.id === id)) return { tutorial: T.fromBuiltinTutorial(id) };
    if (kind !== "tutorial" && Stackwise.scenarios().some((s) => s.id === id)) return { sw: Stackwise.fromBuiltin(id) };
    const what = kind === "tutorial" ? "built-in tutorial" : kind === "scenario" ? "built-in scenario" : "built-in tutorial or scenario";
    throw new Error(`unknown ${what} "${id}"`);
  }
  if (/^#?s=|#(?:[^&]*&)*s=|^v\d+\./.test(src)) {
    try {
      return { sw: Stackwise.fromLink(src) };
    } catch (e) {
      throw new Error(`bad scenario link: ${message(e)}`);
    }
  }
  let url;
  try {
    url = new URL(src, base);
  } catch {
    throw new Error(`bad src "${src}": not a URL, builtin:ID or a #s= link`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`bad src "${src}": only http: and https: URLs are loaded (or builtin:ID, a #s= link, inline JSON)`);
  }
  let res;
  try {
    // CORS mode (fetch's default); cookies only to this page's own origin.
    res = await fetch(url, { credentials: "same-origin" });
  } catch (e) {
    throw new Error(loadError(url, location.origin, e));
  }
  if (!res.ok) throw new Error(loadError(url, location.origin, null, res.status, res.statusText));
  let text;
  try {
    text = await readCapped(res, url);
  } catch (e) {
    if (e instanceof Error && e.message.startsWith(`could not load ${url.href}`)) throw e;
    throw new Error(`could not load ${url.href}: the connection broke while reading it (${message(e)})`);
  }
  return openText(text, url.href);
}

/**
 * Why `url` could not be loaded, in words: an HTTP status (404: no such file
 * there), or a rejected fetch. The browser rejects a fetch with a bare
 * TypeError both for a server that does not answer and for a response from
 * another origin it may not show the page (no Access-Control-Allow-Origin
 * naming the page's origin, or a Content-Security-Policy forbidding the
 * connection): the message names the causes that fit the URL.
 * @param {URL} url
 * @param {string} here the page's origin
 * @param {unknown} err the fetch's rejection, or null for an HTTP status
 * @param {number} [status]
 * @param {string} [statusText]
 */
export function loadError(url, here, err, status = 0, statusText = "") {
  const at = `could not load ${url.href}`;
  if (!err) {
    const why = status === 404 ? "not found: check the path (README, \"Embedding a board\", says where the files are served)" : statusText || "the server refused it";
    return `${at}: HTTP ${status} (${why})`;
  }
  const raw = message(err);
  if (url.origin !== here) {
    return `${at}: the browser refused it (${raw}). It is on another origin (${url.origin}): that server must send `
      + `the header "Access-Control-Allow-Origin: ${here}" (or "*") with the file for this page to read it (CORS); `
      + "or it is not reachable, or this page's Content-Security-Policy does not allow connecting to it";
  }
  return `${at}: no answer from the server (${raw}): is it running?`;
}

/**
 * The response's text, refusing one past MAX_SOURCE_BYTES as it arrives
 * (never read whole into memory first).
 * @param {Response} res
 * @param {URL} url
 */
async function readCapped(res, url) {
  const tooBig = () => new Error(`could not load ${url.href}: larger than ${MAX_SOURCE_BYTES / 1024 / 1024} MiB, the limit on a scenario or tutorial`);
  if (Number(res.headers.get("content-length")) > MAX_SOURCE_BYTES) throw tooBig();
  if (!res.body) return res.text();
  const reader = res.body.getReader();
  const parts = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_SOURCE_BYTES) {
      reader.cancel().catch(() => {});
      throw tooBig();
    }
    parts.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const p of parts) { all.set(p, at); at += p.byteLength; }
  return new TextDecoder().decode(all);
}

// ---------- rule numbers in text ----------

const RULE_RE = /\b([1-9]\d{2}\.\d+[a-z]?)\b/g;

// ---------- the element ----------

const SPEEDS = [["slow", 1400], ["normal", 700], ["fast", 250]];
const COMPACT_BELOW = 600;

export class StackwiseBoard extends HTMLElement {
  static get observedAttributes() {
    return ["src"];
  }

  constructor() {
    super();
    this.root = this.attachShadow({ mode: "open" });
    /** Everything of this board: its own engine and state (nothing shared between boards). */
    this.s = this.freshState();
    this.loadSeq = 0;
    this.built = false;
    this.resize = null;
    /** Under 600 px of width: the compact layout. */
    this.compact = false;
    /** The narration's text as last written. */
    this.lastNarration = null;
  }

  freshState() {
    return {
      sw: null, tutorial: null, free: false,
      /** @type {Snapshot} */ snap: null, idx: null, viewer: null,
      sba: [], busy: false, building: null, xFirst: null, hint: "", note: "", explain: "",
      pending: null, autoplay: false, timer: 0, speed: 700, error: "", info: null, played: "", order: null,
    };
  }

  connectedCallback() {
    if (!this.built) this.build();
    this.resize = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width ?? this.clientWidth;
      const compact = w < COMPACT_BELOW;
      if (compact === this.compact) return;
      this.compact = compact;
      this.classList.toggle("sw-compact", compact);
      this.ui.frame.classList.toggle("compact", compact);
      if (this.s.snap) this.renderBar(); // shorter labels: the toolbar stays one row
    });
    this.resize.observe(this);
    this.reload();
  }

  disconnectedCallback() {
    this.resize?.disconnect();
    this.stopAutoplay();
  }

  attributeChangedCallback() {
    if (this.built && this.isConnected) this.reload();
  }

  build() {
    this.built = true;
    const css = (f) => h("link", { rel: "stylesheet", href: new URL(f, import.meta.url).href });
    const btn = (cls, label, title, onclick) => h("button", { type: "button", class: cls, title, "aria-label": title, onclick }, label);
    const ui = {};
    ui.title = h("span", { class: "sw-title" });
    ui.count = h("span", { class: "sw-count", "aria-live": "off" });
    ui.back = btn("sw-back", "◀ Back", "Back one step (←)", () => this.back());
    ui.next = btn("sw-next primary", "Next ▶", "Next (→)", () => this.next());
    ui.restart = btn("sw-restart", "↺", "Restart", () => this.restart());
    ui.auto = btn("sw-auto", "▷ Auto", "Autoplay (Space)", () => this.toggleAutoplay());
    ui.speed = h("select", { class: "sw-speed", "aria-label": "Autoplay speed", title: "Autoplay speed", onchange: () => { this.s.speed = Number(ui.speed.value); } },
      SPEEDS.map(([n, ms]) => h("option", { value: ms, selected: ms === 700 }, n)));
    ui.free = btn("sw-free", "Play freely", "Leave the tutorial and play freely", () => this.toggleFree());
    ui.bar = h("div", { class: "sw-bar", role: "toolbar", "aria-label": "Reader controls" }, ui.title, ui.count, ui.back, ui.next, ui.restart, ui.auto, ui.speed, ui.free);
    ui.board = h("div", { class: "sw-board", "aria-label": "Board" });
    ui.stack = h("ol", { class: "sw-list" });
    ui.triggers = h("ul", { class: "sw-list" });
    ui.checks = h("ul", { class: "sw-list" });
    ui.stackPanel = h("section", { class: "sw-panel", dataset: { panel: "stack" }, "aria-label": "Stack" }, h("h3", {}, "Stack"), ui.stack);
    ui.triggersPanel = h("section", { class: "sw-panel", dataset: { panel: "triggers" }, "aria-label": "Waiting triggers" }, h("h3", {}, "Waiting triggers"), ui.triggers);
    ui.checksPanel = h("section", { class: "sw-panel", dataset: { panel: "sba" }, "aria-label": "State-based checks" }, h("h3", {}, "State-based checks"), ui.checks);
    ui.side = h("div", { class: "sw-side" }, ui.stackPanel, ui.triggersPanel, ui.checksPanel);
    ui.main = h("div", { class: "sw-main" }, ui.board, ui.side);
    ui.actions = h("div", { class: "sw-actions" });
    ui.narration = h("div", { class: "sw-narration", "aria-live": "polite", role: "status" });
    ui.explain = h("div", { class: "sw-explain", role: "note" });
    ui.error = h("div", { class: "sw-error", role: "alert" });
    ui.frame = h("div", { class: "sw-frame", tabindex: 0, "aria-label": "stackwise board: → next, ← back, Space autoplay", onkeydown: (e) => this.key(e) },
      ui.bar, ui.error, ui.main, ui.actions, h("div", { class: "sw-foot sw-panel-like", dataset: { panel: "log" }, "aria-label": "Narration" }, ui.narration, ui.explain));
    this.ui = ui;
    // The mana symbols' classes must be inside the shadow root; their font face is the document's (ready()).
    this.root.replaceChildren(css("../pkg/mana-font/css/mana.min.css"), css("cards.css"), css("embed.css"), ui.frame);
  }

  /** The inline JSON child, if any. */
  inlineJson() {
    const el = this.querySelector('script[type="application/json"]');
    return el ? el.textContent : null;
  }

  async reload() {
    const seq = ++this.loadSeq;
    this.stopAutoplay();
    const old = this.s;
    this.s = this.freshState();
    this.s.speed = Number(this.ui.speed.value) || 700;
    // The engine objects live in wasm memory: the ones replaced are freed.
    for (const x of [old.sw, old.tutorial]) try { x?.free(); } catch { /* already freed */ }
    this.ui.frame.classList.remove("failed");
    this.ui.error.textContent = "";
    this.ui.narration.textContent = "Loading…";
    this.lastNarration = null;
    try {
      await ready();
      const src = this.getAttribute("src");
      const inline = src ? null : this.inlineJson();
      if (!src && inline === null) throw new Error("nothing to show: give a src attribute or a <script type=\"application/json\"> child");
      const got = src ? await openSource(src) : openText(inline, "inline JSON");
      if (seq !== this.loadSeq) return; // a newer src won
      this.s.tutorial = got.tutorial ?? null;
      this.s.sw = got.sw ?? null;
      this.s.free = !got.tutorial;
      this.s.info = got.tutorial ? got.tutorial.info() : got.sw.scenarioInfo();
      const v = this.s.info?.viewer;
      this.s.viewer = Number.isInteger(v) ? v : null;
      this.refresh();
      this.dispatchEvent(new CustomEvent("stackwise-loaded", { bubbles: true }));
    } catch (e) {
      if (seq !== this.loadSeq) return;
      this.showError(message(e));
    }
  }

  showError(msg) {
    this.s.error = msg;
    this.ui.error.textContent = `stackwise: ${msg}`;
    this.ui.narration.textContent = "";
    this.lastNarration = null;
    this.ui.frame.classList.add("failed");
    this.dispatchEvent(new CustomEvent("stackwise-error", { bubbles: true, detail: msg }));
  }

  // ---------- reading the engine ----------

  engine() {
    // A tutorial answers snapshot, legalActions, apply and label itself (as Stackwise does).
    return this.s.tutorial ?? this.s.sw;
  }

  index() {
    return (this.s.idx ??= new Index(this.s.snap));
  }

  /** A fresh snapshot from the engine, and everything drawn from it. */
  refresh() {
    this.s.snap = this.engine().snapshot(this.s.viewer ?? undefined);
    if (this.s.snap.pending?.decision !== "order_triggers") this.s.order = null;
    this.s.idx = null;
    this.render();
  }

  step() {
    const t = this.s.tutorial;
    return t && !this.s.free ? t.current() : null;
  }

  // ---------- drawing ----------

  render() {
    if (!this.s.snap) return;
    this.renderBoard();
    this.renderPanels();
    this.renderBar();
    this.renderActions();
    this.renderNarration();
    this.applyHighlights();
  }

  playerName(p) {
    return this.s.snap.players[p]?.name ?? `player ${p}`;
  }

  targetName(t) {
    if (t.player !== undefined) return this.playerName(t.player);
    return this.index().name(t.object) ?? `object ${t.object}`;
  }

  ruleButton(rule) {
    return h("button", { type: "button", class: "sw-rule", title: explain(rule), "aria-label": `rule ${rule}: explain`, onclick: () => this.showRule(rule) }, rule);
  }

  showRule(rule) {
    this.s.explain = explain(rule);
    this.ui.explain.textContent = this.s.explain;
  }

  /** Plain text with its rule numbers (704.5g) as buttons showing the rule's explanation. */
  withRules(text) {
    const out = [];
    let at = 0;
    for (const m of String(text).matchAll(RULE_RE)) {
      if (m.index > at) out.push(text.slice(at, m.index));
      out.push(this.ruleButton(m[1]));
      at = m.index + m[0].length;
    }
    if (at < text.length) out.push(text.slice(at));
    return out;
  }

  renderBoard() {
    const snap = this.s.snap;
    const sections = snap.players.map((p) => {
      const bf = [], lands = [];
      for (const e of snap.battlefield) {
        if (e.controller !== p.id) continue;
        const card = permanentCard(e, { onclick: () => this.clickPermanent(e), attachedName: (t) => this.targetName(t), playerName: (p) => this.playerName(p), faceDown: (id) => (e.face_down ? this.engine().faceDownKnown(this.s.viewer ?? undefined).find((k) => k.id === id) ?? null : null) });
        (e.types.includes("Land") && !e.types.includes("Creature") ? lands : bf).push(card);
      }
      const head = h("button", { type: "button", class: `sw-player-head${snap.priority === p.id ? " has-priority" : ""}`, dataset: { player: p.id }, onclick: () => this.pick({ player: p.id }) },
        h("strong", {}, p.name), ` ♥ ${p.life}`, p.poison ? ` ☠ ${p.poison}` : "",
        snap.active === p.id ? " · active" : "", snap.priority === p.id ? " · priority" : "",
        ` · library ${p.library_count}${p.library_top ? ` (top revealed: ${p.library_top.name})` : ""} · graveyard ${p.graveyard.length}`);
      const hand = p.hand
        ? h("div", { class: "sw-hand", "aria-label": `${p.name}'s hand` }, p.hand.map((c) => handCard(c, { onclick: () => this.clickHand(c) })))
        : h("div", { class: "sw-hand hidden" }, p.hand_count ? hiddenCards(p.hand_count, `${p.name}'s hand`, 3) : "");
      return h("section", { class: "sw-player", "aria-label": p.name }, head, h("div", { class: "sw-row", "aria-label": `${p.name}'s battlefield` }, bf, lands), hand);
    });
    const turn = h("div", { class: "sw-turn" }, `Turn ${snap.turn} · ${this.playerName(snap.active)} · ${String(snap.step).replaceAll("_", " ")}`,
      snap.winners ? ` · ${snap.winners.length ? `${snap.winners.map((w) => this.playerName(w)).join(" and ")} won` : "draw"}` : "");
    this.ui.board.replaceChildren(turn, ...sections);
    // Combat as the engine pairs it (508, 509, 510.1c): arrows and labels (cards.js).
    const find = (t) => t.player !== undefined
      ? this.ui.board.querySelector(`.sw-player-head[data-player="${Number(t.player)}"]`)
      : this.ui.board.querySelector(`.card[data-id="${Number(this.index().entryOf(t.object)?.id ?? t.object)}"]`);
    drawCombat(this.ui.board, { attacks: snap.attacks ?? [] }, find);
  }

  renderPanels() {
    const snap = this.s.snap;
    // The snapshot's stack is top first: entry 0 is the top, the next to resolve (405.5).
    this.ui.stack.replaceChildren(...snap.stack.map((s, i) => h("li", { class: `sw-stack-item ${s.kind}`, dataset: { id: s.id, stackIndex: i }, tabindex: 0, onclick: () => this.pick({ object: s.id }) },
      h("strong", {}, s.kind === "spell" ? s.name : `${s.name} (ability)`), ` · ${this.playerName(s.controller)}`, i === 0 && snap.stack.length > 1 ? " · top" : "",
      h("div", { class: "text" }, rulesText(s.text)),
      s.targets.length ? h("div", { class: "text" }, "targets: ", s.targets.map((t, j) => `${s.target_names?.[j] ?? this.targetName(t)}${s.target_left?.[j] ? ", gone" : ""}`).join(", ")) : null)));
    if (!snap.stack.length) this.ui.stack.append(h("li", { class: "empty" }, "empty"));
    this.ui.triggers.replaceChildren(...snap.waiting_triggers.map((t) => h("li", {}, h("strong", {}, this.playerName(t.controller)), `: ${t.source_name} — ${t.text}`)));
    if (!snap.waiting_triggers.length) this.ui.triggers.append(h("li", { class: "empty" }, "none"));
    this.ui.checks.replaceChildren(...this.s.sba.slice(-4).map((c) => h("li", {}, this.ruleButton("704.3"), ` ${c.head}`, c.items.length ? h("ul", {}, c.items.map((e) => h("li", {}, this.ruleButton(e.rule), " ", e.text))) : null)));
    if (!this.s.sba.length) this.ui.checks.append(h("li", { class: "empty" }, "none yet"));
  }

  renderBar() {
    const ui = this.ui, t = this.s.tutorial;
    ui.title.textContent = this.s.info?.title ?? this.s.info?.name ?? "";
    const tutorialMode = !!t && !this.s.free;
    const at = tutorialMode ? t.step() : 0, n = tutorialMode ? t.count() : 0;
    ui.frame.classList.toggle("done", tutorialMode && at >= n);
    ui.count.textContent = tutorialMode ? `${Math.min(at + 1, n)}/${n}` : t ? "free play" : "";
    ui.next.hidden = ui.auto.hidden = ui.speed.hidden = !tutorialMode;
    ui.next.disabled = this.s.busy ? !this.s.pending : tutorialMode && (at >= n || !!this.step()?.ask);
    ui.back.disabled = this.s.busy || (tutorialMode ? at === 0 : t ? false : !this.s.sw?.canUndo());
    ui.free.hidden = !t;
    const c = this.compact;
    ui.free.textContent = this.s.free ? (c ? "Tutorial" : "Back to the tutorial") : (c ? "Free" : "Play freely");
    ui.free.setAttribute("aria-label", this.s.free ? "Back to the tutorial" : "Leave the tutorial and play freely");
    ui.auto.textContent = this.s.autoplay ? (c ? "❚❚" : "❚❚ Pause") : (c ? "▷" : "▷ Auto");
    ui.back.textContent = c ? "◀" : "◀ Back";
    ui.auto.setAttribute("aria-pressed", String(this.s.autoplay));
  }

  renderNarration() {
    const st = this.step();
    const ui = this.ui;
    const parts = [];
    if (this.s.note) parts.push(h("p", { class: "sw-note" }, this.withRules(this.s.note)));
    else if (st) parts.push(h("p", {}, this.withRules(st.narration ?? "")));
    else if (this.s.free && this.s.tutorial) parts.push(h("p", {}, "Free play: the tutorial waits. Press “Back to the tutorial” to return to its step."));
    else if (!this.s.tutorial) parts.push(h("p", {}, this.withRules(this.s.info?.description || "Play the position: click a card or an action below.")));
    if (this.s.tutorial && !this.s.free && st?.done && !this.s.busy) {
      // The last step's narration says what just happened: kept in view with the end.
      if (this.s.played) parts.push(h("p", {}, this.withRules(this.s.played)));
      parts.push(h("p", { class: "sw-end" }, "The end. Restart, or play freely from here."));
    }
    if (st?.ask && !this.s.busy) parts.push(h("p", { class: "sw-ask" }, "Your move: take the action the narration asks for (click a card, or an action below)."));
    if (this.s.hint) parts.push(h("p", { class: "sw-hint" }, st ? "Not this one. " : "", this.withRules(this.s.hint)));
    // The live region is rewritten only when its text changes (a screen reader announces each rewrite).
    const text = parts.map((x) => x.textContent).join("\n");
    if (text !== this.lastNarration) {
      this.lastNarration = text;
      ui.narration.replaceChildren(...parts);
    }
    ui.explain.textContent = this.s.explain;
  }

  /** Highlights named by the step: "@label" objects, "stack:N" (0: the top), "panel:stack|triggers|sba". */
  applyHighlights() {
    for (const el of this.root.querySelectorAll(".sw-hl")) el.classList.remove("sw-hl");
    const st = this.step();
    for (const item of st?.highlight ?? []) {
      // The player gives {kind: "object", object} (the label followed to its object now, 400.7),
      // {kind: "stack", index} (0: the top) or {kind: "panel", name}; the strings of the format work too.
      if (item && typeof item === "object") {
        if (item.kind === "panel") this.root.querySelector(`[data-panel="${CSS.escape(String(item.name))}"]`)?.classList.add("sw-hl");
        else if (item.kind === "stack") this.ui.stack.querySelector(`[data-stack-index="${Number(item.index)}"]`)?.classList.add("sw-hl");
        else if (item.kind === "object" && item.object !== null && item.object !== undefined) this.highlightObject(Number(item.object));
        continue;
      }
      const s = String(item);
      if (s.startsWith("panel:")) this.root.querySelector(`[data-panel="${CSS.escape(s.slice(6))}"]`)?.classList.add("sw-hl");
      else if (s.startsWith("stack:")) this.ui.stack.querySelector(`[data-stack-index="${Number(s.slice(6))}"]`)?.classList.add("sw-hl");
      else if (s.startsWith("@")) {
        const id = this.engine().label(s.slice(1));
        if (id !== undefined && id !== null) this.highlightObject(id);
      }
    }
  }

  highlightObject(id) {
    const entry = this.index().entryOf(id);
    const key = entry ? entry.id : id;
    for (const el of this.root.querySelectorAll(`[data-id="${Number(key)}"]`)) el.classList.add("sw-hl");
  }

  // ---------- playback ----------

  /** The pieces of a playback (`{events, deltas}`, a list of them, or a step's result holding them). */
  static parts(res) {
    if (!res) return [];
    if (Array.isArray(res)) return res.flatMap((r) => StackwiseBoard.parts(r));
    if (Array.isArray(res.events)) return [res];
    for (const k of ["playback", "actions", "results", "applied"]) if (res[k]) return StackwiseBoard.parts(res[k]);
    return [];
  }

  /** Whether playback pauses after event `i` of `evs` under the step's `pause`. */
  static pausesAfter(mode, evs, i) {
    const e = evs[i], nx = evs[i + 1];
    if (!nx) return false; // the end of the step: the reader's Next goes on
    if (mode === "event") return true;
    const isSba = (x) => x.event === "state_based_check" || /^704\./.test(x.rule);
    // After each state-based check: its actions done (704.3), before the next check or the next thing.
    if (mode === "sba") return isSba(e) && (!isSba(nx) || nx.event === "state_based_check");
    if (mode === "trigger") return e.event === "trigger_put_on_stack";
    return false;
  }

  /**
   * What the narration says at a pause: the event (with its rule), or at a
   * state-based check what that check did (704.5g...), or that it found nothing.
   */
  static pauseNote(mode, evs, i) {
    const say = (e) => `${e.text} (${e.rule})`;
    if (mode !== "sba") return say(evs[i]);
    let j = i;
    while (j > 0 && evs[j].event !== "state_based_check") j--;
    const done = evs.slice(j + 1, i + 1).filter((e) => /^704\./.test(e.rule) && e.event !== "state_based_check");
    return done.length ? done.map(say).join(" ") : say(evs[i]);
  }

  logEvent(e) {
    if (e.event === "state_based_check") this.s.sba.push({ head: e.text, items: [] });
    else if (/^704\.5|^704\.6/.test(e.rule) && this.s.sba.length) this.s.sba[this.s.sba.length - 1].items.push(e);
  }

  /** Play a result event by event, patching the board with each delta (model.js), pausing where `mode` says. */
  async play(res, mode) {
    const parts = StackwiseBoard.parts(res);
    const evs = [], deltas = [];
    for (const p of parts) {
      evs.push(...p.events);
      deltas.push(...(p.deltas ?? []));
    }
    if (deltas.length !== evs.length) return this.refresh();
    this.s.busy = true;
    try {
      for (let i = 0; i < evs.length; i++) {
        this.logEvent(evs[i]);
        applyDelta(this.s.snap, deltas[i]);
        this.s.idx = null;
        if (StackwiseBoard.pausesAfter(mode ?? "end", evs, i)) {
          this.s.note = StackwiseBoard.pauseNote(mode, evs, i);
          /** @type {() => void} */
          let resume = null;
          const paused = new Promise((ok) => { resume = () => ok(undefined); });
          this.s.pending = resume;
          this.render();
          if (this.s.autoplay) this.schedule();
          await paused;
          this.s.pending = null;
        }
      }
    } finally {
      this.s.busy = false;
      this.s.note = "";
    }
    this.refresh();
  }

  // ---------- reader controls ----------

  async next() {
    if (this.s.pending) return this.s.pending();
    const t = this.s.tutorial;
    if (!t || this.s.free || this.s.busy) return;
    const st = t.current();
    if (!st || st.ask || t.step() >= t.count()) return;
    this.s.hint = this.s.explain = "";
    this.s.played = st.narration ?? "";
    let res;
    try {
      res = t.next();
    } catch (e) {
      return this.showError(message(e));
    }
    await this.play(res, st.pause);
    if (this.s.autoplay) this.schedule();
  }

  back() {
    if (this.s.busy) return;
    this.s.hint = this.s.explain = "";
    try {
      if (this.s.tutorial) {
        // In free play, back returns to the step the reader left.
        this.s.tutorial.back();
        this.s.free = false;
      } else if (this.s.sw?.canUndo()) this.s.sw.undo();
    } catch (e) {
      return this.showError(message(e));
    }
    this.s.sba = [];
    this.refresh();
  }

  restart() {
    if (this.s.pending) return; // finish the paused playback first
    this.stopAutoplay();
    if (this.s.tutorial) {
      this.s.tutorial.restart();
      this.s.free = false;
      this.s.sba = [];
      this.s.hint = this.s.explain = "";
      this.refresh();
    } else this.reload();
  }

  toggleAutoplay() {
    if (this.s.autoplay) return this.stopAutoplay();
    this.s.autoplay = true;
    this.renderBar();
    this.schedule();
  }

  stopAutoplay() {
    this.s.autoplay = false;
    clearTimeout(this.s.timer);
    if (this.ui) this.renderBar();
  }

  schedule() {
    clearTimeout(this.s.timer);
    this.s.timer = setTimeout(() => {
      if (!this.s.autoplay) return;
      const t = this.s.tutorial;
      const st = t && !this.s.free ? t.current() : null;
      if (!this.s.pending && (!st || st.ask || t.step() >= t.count())) return this.stopAutoplay(); // an ask waits for the reader
      this.next();
    }, this.s.speed);
  }

  toggleFree() {
    const t = this.s.tutorial;
    if (!t || this.s.busy) return;
    try {
      if (this.s.free) t.returnToStep();
      else t.leave();
    } catch (e) {
      return this.showError(message(e));
    }
    this.s.free = !this.s.free;
    this.s.hint = "";
    this.s.building = null;
    this.s.xFirst = null;
    this.stopAutoplay();
    this.refresh();
  }

  key(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const tag = /** @type {HTMLElement} */ (e.composedPath()[0])?.tagName;
    if (tag === "SELECT" || tag === "INPUT") return;
    if (e.key === "ArrowRight") this.next();
    else if (e.key === "ArrowLeft") this.back();
    else if (e.key === " " && tag !== "BUTTON") this.toggleAutoplay();
    else if (e.key === "Escape" && (this.s.building || this.s.xFirst)) { this.s.building = null; this.s.xFirst = null; this.render(); }
    else return;
    e.preventDefault();
  }

  // ---------- the reader's own actions (an ask, or free play) ----------

  acting() {
    return !this.s.busy && !this.s.error && (this.s.free || !!this.step()?.ask);
  }

  legal() {
    return this.acting() ? this.engine().legalActions(this.s.viewer ?? undefined) ?? [] : [];
  }

  renderActions() {
    const box = this.ui.actions;
    box.replaceChildren();
    if (!this.acting() || this.s.snap.winners) return;
    const b = this.s.building;
    const cancel = () => h("button", { type: "button", onclick: () => { this.s.building = null; this.s.xFirst = null; this.render(); } }, "Cancel");
    const xFirst = this.s.xFirst;
    if (xFirst) {
      const go = (n) => { this.s.xFirst = null; this.s.hint = ""; this.startCast(xFirst.a, withXCost(xFirst.o, n), n); };
      box.append(h("span", { class: "sw-prompt" }, this.ruleButton("601.2b"), ` Cast ${xFirst.a.name}: ${xCostPrompt(xFirst.o.x_cost)} `), xCostForm(xFirst.o.x_cost, go, (msg) => { this.s.hint = msg; this.render(); }), cancel());
      return;
    }
    // (A choice of X mana, "Add X mana of any one color", is named once X is chosen.)
    if (b?.manaChoice && !b.adds && (!b.manaChoice.amount_is_x || b.xDone)) {
      const spec = b.manaChoice.amount_is_x ? { ...b.manaChoice, amount: Math.max(0, Math.trunc(Number(b.finishing?.x?.value ?? 0))) } : b.manaChoice;
      box.append(h("span", { class: "sw-prompt" }, this.ruleButton("106.3"), ` ${this.index().name(b.base.source) ?? "this ability"}: choose the mana it adds `),
        manaChoiceForm(spec, (mana) => { b.adds = mana; this.finishBuild(); }), cancel());
      return;
    }
    if (b?.finishing) {
      // The amounts chosen as the spell is cast: X (601.2b) and a division of damage (601.2d).
      const f = b.finishing;
      const fields = [];
      if (f.x) fields.push(h("label", {}, "X = ", f.x));
      if (f.kicks) fields.push(h("label", {}, ` times kicked (0 to ${b.kicks}): `, f.kicks));
      if (f.split) b.targets.slice(b.sacrifice + b.discard + b.exile + b.bounce + b.tapCost).forEach((t, i) => fields.push(h("label", {}, ` ${this.targetName(t)}: `, f.split[i])));
      const asked = f.split && b.divideX !== null ? `choose the damage for each target (X is their sum${b.divideX ? ` less ${b.divideX}` : ""})` : f.split ? `divide ${b.divide} damage among the targets` : f.x ? "choose X" : "choose how many times it is kicked (702.32c)";
      box.append(h("span", { class: "sw-prompt" }, this.ruleButton(f.split ? "601.2d" : "601.2b"), ` ${b.title}: ${asked} `),
        ...fields, h("button", { type: "button", class: "primary", onclick: () => this.finishBuild() }, "Done"), cancel());
      return;
    }
    if (b) {
      const slot = b.slots[b.targets.length] ?? [];
      const paying = b.sacrifice + b.discard + b.exile + b.bounce + b.tapCost;
      const sacrificing = b.targets.length < b.sacrifice;
      const discarding = !sacrificing && b.targets.length < b.sacrifice + b.discard;
      const exiling = !sacrificing && !discarding && b.targets.length < b.sacrifice + b.discard + b.exile;
      const returning = !sacrificing && !discarding && !exiling && b.targets.length < paying - b.tapCost;
      const tapping = !sacrificing && !discarding && !exiling && !returning && b.targets.length < paying;
      const costRule = b.base.action === "cast_spell" ? "117.8" : "602.2b";
      const asked = sacrificing ? `choose a permanent to sacrifice (cost, ${costRule})` : discarding ? `choose a card to discard (cost, ${costRule})` : exiling ? `choose a card to exile from your ${b.slots[b.targets.length]?.some((t) => this.s.snap.players[b.base.player]?.hand?.some((c) => c.id === t.object)) ? "hand" : "graveyard"} (cost, ${costRule})` : returning ? `choose a permanent to return to its owner's hand (cost, ${costRule})` : tapping ? `choose an untapped permanent to tap (cost, ${costRule})` : `choose target ${b.targets.length + 1 - paying}`;
      box.append(h("span", { class: "sw-prompt" }, `${b.title}: ${asked} `),
        ...slot.filter((t) => !((sacrificing || discarding || exiling || returning || tapping) && b.targets.some((x) => x.object === t.object)))
          // 601.2c: "another target" is none of the targets chosen before it.
          .filter((t) => !(b.another.includes(b.targets.length - paying) && b.targets.slice(paying).some((x) => x.object === t.object && x.player === t.player))).map((t) => h("button", { type: "button", onclick: () => this.pick(t) }, this.targetName(t))),
        b.targets.length >= b.min && b.targets.length < b.slots.length ? h("button", { type: "button", onclick: () => this.finishBuild() }, "No more targets") : null,
        cancel());
      return;
    }
    if (this.s.snap.pending) {
      box.append(...this.decisionUi(this.engine().pending(this.s.viewer ?? undefined) ?? this.s.snap.pending));
      return;
    }
    const legal = this.legal();
    for (const a of legal) {
      if (a.kind === "pass") box.append(h("button", { type: "button", class: "sw-pass", onclick: () => this.act({ action: "pass_priority", player: a.player }) }, "Pass priority"));
      else if (a.kind === "play_land") box.append(h("button", { type: "button", onclick: () => this.act({ action: "play_land", player: a.player, card: a.card }) }, `Play ${a.name}`));
      else if (a.kind === "suspend") box.append(h("button", { type: "button", onclick: () => this.act({ action: "suspend", player: a.player, card: a.card, auto_pay: true }) }, `Suspend ${a.name} (${a.time}—${a.cost})`));
      else if (a.kind === "turn_face_up") {
        // 702.36e: what a morph cost takes is the first it may (named on the button).
        const first = (c) => (c ? c.candidates.slice(0, c.count) : []);
        const takes = [...first(a.sacrifice), ...first(a.discard), ...first(a.exile), ...first(a.return_to_hand), ...first(a.tap)].map((id) => this.index().name(id) ?? `#${id}`);
        box.append(h("button", { type: "button", onclick: () => this.act({ action: "turn_face_up", player: a.player, permanent: a.permanent, auto_pay: true, sacrifice: first(a.sacrifice), discard: first(a.discard), exile: first(a.exile), return_to_hand: first(a.return_to_hand), tap: first(a.tap) }) }, `Turn ${a.name} face up (${a.cost}${takes.length ? `: ${takes.join(", ")}` : ""})`));
      }
      else if (a.kind === "cast") for (const o of a.options) box.append(h("button", { type: "button", onclick: () => this.startCast(a, o) }, `Cast ${a.name}${a.options.length > 1 ? `: ${o.text}` : ""}`));
      else if (a.kind === "activate") box.append(h("button", { type: "button", onclick: () => this.startActivate(a) }, `${this.index().name(a.source) ?? "ability"}: ${a.text || `ability ${a.ability}`}`));
    }
  }

  /**
   * The reader's answer to a pending decision (as the engine lists it): the
   * order of triggers (603.3b), targets for a trigger (603.3d) and a mode
   * (603.3c) here; every other decision with the playground's forms (decisions.js).
   */
  decisionUi(d) {
    const who = this.playerName(d.player);
    const prompt = h("span", { class: "sw-prompt" }, this.ruleButton(d.rule), ` ${who}: ${d.prompt ?? d.decision} `);
    if (d.decision === "order_triggers") {
      // The first put on the stack resolves last.
      const order = (this.s.order ??= d.triggers.map((id, i) => ({ id, text: d.descriptions?.[i] ?? `ability ${id}` })));
      const move = (i, j) => { [order[i], order[j]] = [order[j], order[i]]; this.renderActions(); };
      return [prompt, h("ol", { class: "sw-order" }, order.map((o, i) => h("li", {}, o.text, " ",
        h("button", { type: "button", "aria-label": `move ${o.text} up`, disabled: i === 0, onclick: () => move(i, i - 1) }, "↑"),
        h("button", { type: "button", "aria-label": `move ${o.text} down`, disabled: i === order.length - 1, onclick: () => move(i, i + 1) }, "↓")))),
      h("button", { type: "button", class: "primary", onclick: () => { this.s.order = null; this.act({ action: "order_triggers", player: d.player, order: order.map((o) => o.id) }); } }, "Put on the stack in this order")];
    }
    if (d.decision === "choose_targets" && Array.isArray(d.slots)) {
      return [prompt, h("button", { type: "button", class: "primary", onclick: () => this.startBuild("Choose targets", { action: "choose_targets", player: d.player }, d.slots, d.min ?? d.slots.length, { another: d.another ?? [], divide: d.divide ?? 0 }) }, "Choose targets")];
    }
    if (d.decision === "choose_mode" && Array.isArray(d.modes)) {
      return [prompt, ...d.modes.map((m, i) => h("button", { type: "button", disabled: d.legal?.includes(i) ? null : "", onclick: () => this.act({ action: "choose_mode", player: d.player, mode: i }) }, `${i + 1}. ${m}`))];
    }
    // Every other decision (attackers, blockers, damage order and assignment,
    // replacement choices, cards, "may" questions): the playground's forms.
    return [decisionForm(d, {
      send: (action) => this.act(action),
      name: (id) => this.index().name(id),
      playerName: (p) => this.playerName(p),
      targetName: (t) => this.targetName(t),
      ruleChip: (rule) => this.ruleButton(rule),
      waitingSource: (id) => this.s.snap.waiting_triggers?.find((w) => w.id === id)?.source_name,
      rulesText,
      cardNames: () => [...new Set(Stackwise.cardPool().map((c) => c.name))].sort(),
      // 716.2b: a proposed shortcut, with its predicted result: accept it, or
      // shorten it at one of the reader's own choices (716.2c).
      other: (dd, wrap) => {
        if (dd.decision !== "shortcut") return false;
        const prop = dd.proposal;
        const at = h("input", { type: "number", min: 0, max: Math.max(0, prop.end - 1), step: 1, value: 0, "aria-label": "the number of your choice where you will choose differently" });
        wrap.append(
          h("p", {}, `Proposed by ${this.playerName(prop.proposer)}: ${prop.end} game choice${prop.end === 1 ? "" : "s"}. Predicted result: ${prop.prediction?.text ?? ""}`),
          h("button", { type: "button", class: "primary", onclick: () => this.act({ action: "answer_shortcut", player: dd.player }) }, "Accept"),
          h("label", {}, " or at choice ", at, " "),
          h("button", { type: "button", onclick: () => this.act({ action: "answer_shortcut", player: dd.player, shorten_at: Number(at.value) }) }, "Shorten"));
        return true;
      },
    })];
  }

  startCast(a, o, announcedX = null) {
    // 601.2b, 117.8: an additional cost that takes X ("discard X cards"): X is asked first.
    if (o.x_cost) {
      this.s.xFirst = { a, o };
      return this.render();
    }
    const base = { action: "cast_spell", player: a.player, card: a.card, targets: [], auto_pay: true };
    if (announcedX !== null) base.x = announcedX;
    if (o.mode !== null && o.mode !== undefined) base.mode = o.mode;
    if (o.alternative_cost) base.alternative_cost = o.alternative_cost;
    if (o.kicked) base.kicked = true;
    if (o.buyback) base.buyback = true;
    if (o.phyrexian_life) base.phyrexian_life = o.phyrexian_life;
    if (o.splice?.length) base.splice = o.splice;
    // 117.8: the permanents to sacrifice, cards to discard and cards to exile from the graveyard
    // for an additional cost are picked first, like targets, then split off.
    const [n, d, x, r, t] = [o.sacrifice?.count ?? 0, o.discard?.count ?? 0, o.exile?.count ?? 0, o.return_to_hand?.count ?? 0, o.tap?.count ?? 0];
    this.startBuild(`Cast ${a.name}`, base, [...costSlots(o.sacrifice), ...costSlots(o.discard), ...costSlots(o.exile), ...costSlots(o.return_to_hand), ...costSlots(o.tap), ...(o.targets ?? [])], n + d + x + r + t + (o.min_targets ?? (o.targets ?? []).length), { ...castDivision(a, o, announcedX), xTargets: !!o.x_targets, sacrifice: n, discard: d, exile: x, bounce: r, tapCost: t, another: o.another ?? [], kicks: o.multikicker ?? 0 });
  }

  startActivate(a) {
    const base = { action: "activate_ability", player: a.player, source: a.source, ability: a.ability, targets: [], auto_pay: true };
    if (a.phyrexian_life) base.phyrexian_life = a.phyrexian_life;
    // 602.2b: the permanents to sacrifice and the cards to discard for the cost are picked first, like targets, then split off.
    const [n, d, x, r, t] = [a.sacrifice?.count ?? 0, a.discard?.count ?? 0, a.exile?.count ?? 0, a.return_to_hand?.count ?? 0, a.tap?.count ?? 0];
    this.startBuild(a.text || "Activate", base, [...costSlots(a.sacrifice), ...costSlots(a.discard), ...costSlots(a.exile), ...costSlots(a.return_to_hand), ...costSlots(a.tap), ...(a.targets ?? [])], n + d + x + r + t + (a.min_targets ?? (a.targets ?? []).length), { hasX: a.has_x && !a.x_targets, xTargets: !!a.x_targets, divide: a.divide ?? 0, sacrifice: n, discard: d, exile: x, bounce: r, tapCost: t, another: a.another ?? [], manaChoice: a.choose_mana ?? null });
  }

  startBuild(title, base, slots, min, { hasX = false, xTargets = false, divide = 0, divideX = null, sacrifice = 0, discard = 0, exile = 0, bounce = 0, tapCost = 0, another = [], kicks = 0, manaChoice = null } = {}) {
    this.s.building = { title, base, slots, min, targets: [], hasX, xTargets, divide, divideX, sacrifice, discard, exile, bounce, tapCost, another, kicks, manaChoice, adds: null, finishing: null, xDone: false };
    if (!slots.length) return this.finishBuild();
    this.render();
  }

  pick(t) {
    const b = this.s.building;
    if (!b) return;
    const slot = b.slots[b.targets.length] ?? [];
    if (!slot.some((x) => x.player === t.player && x.object === t.object)) {
      this.s.hint = `${this.targetName(t)} is not a legal choice for this target.`;
      return this.render();
    }
    b.targets.push(t);
    if (b.targets.length >= b.slots.length) this.finishBuild();
    else this.render();
  }

  finishBuild() {
    const b = this.s.building;
    if (!b) return;
    const ret = b.sacrifice + b.discard + b.exile + b.bounce;
    const cost = ret + b.tapCost;
    const targets = b.targets.slice(cost);
    // 106.3, 605.3b: a mana ability's colours are named as it is activated.
    if (b.manaChoice && !b.adds && !(b.manaChoice.amount_is_x && b.hasX)) return this.render();
    // X, the times a multikicker cost is paid and a division across several targets are asked for once the targets are chosen.
    // 601.2d with X (601.2b): each target's share is chosen, X is what they add up to less what X is added to.
    const byX = b.divideX !== null && targets.length > 0;
    if (!b.finishing && (b.hasX || b.kicks || (b.divide && targets.length > 1) || byX)) {
      const num = (label, min, max, value) => /** @type {HTMLInputElement} */ (h("input", { type: "number", min, max, value, "aria-label": label }));
      b.finishing = {
        x: b.hasX ? num("X", 0, 1000000, 1) : null,
        kicks: b.kicks ? num("times kicked (multikicker)", 0, b.kicks, b.kicks) : null,
        split: byX ? targets.map((t) => num(`damage to ${this.targetName(t)}`, 1, 1000000, 1))
          : b.divide && targets.length > 1 ? targets.map((t, i) => num(`damage to ${this.targetName(t)}`, 1, b.divide, i === 0 ? b.divide - (targets.length - 1) : 1)) : null,
      };
      // The targets the division names are the spell's, not the sacrificed permanents.
      b.targets = b.targets.slice(0, cost).concat(targets);
      return this.render();
    }
    // X chosen: now the X mana of the player's choice (106.3).
    if (b.manaChoice && !b.adds) {
      b.xDone = true;
      return this.render();
    }
    this.s.building = null;
    const action = { ...b.base, targets };
    if (b.sacrifice) action.sacrifice = b.targets.slice(0, b.sacrifice).map((t) => t.object);
    if (b.discard) action.discard = b.targets.slice(b.sacrifice, b.sacrifice + b.discard).map((t) => t.object);
    if (b.exile) action.exile = b.targets.slice(b.sacrifice + b.discard, b.sacrifice + b.discard + b.exile).map((t) => t.object);
    if (b.bounce) action.return_to_hand = b.targets.slice(b.sacrifice + b.discard + b.exile, ret).map((t) => t.object);
    if (b.tapCost) action.tap = b.targets.slice(ret, cost).map((t) => t.object);
    if (b.divide) action.division = b.finishing?.split ? b.finishing.split.map((x) => Number(x.value)) : [b.divide];
    if (b.divideX !== null) {
      action.division = (b.finishing?.split ?? []).map((x) => Number(x.value));
      action.x = Math.max(0, action.division.reduce((n, d) => n + d, 0) - b.divideX);
    }
    if (b.hasX) action.x = Number(b.finishing?.x?.value ?? 0);
    // "X target ..." (601.2b–c): X is the number of targets picked.
    if (b.xTargets) action.x = targets.length;
    const kicks = Number(b.finishing?.kicks?.value ?? 0);
    if (kicks > 0) action.multikicker = kicks;
    if (b.adds) action.adds = b.adds;
    this.act(action);
  }

  clickHand(c) {
    if (!this.acting() || this.s.building) return;
    const a = this.legal().find((x) => (x.kind === "cast" || x.kind === "play_land") && x.card === c.id);
    if (a?.kind === "play_land") return this.act({ action: "play_land", player: a.player, card: a.card });
    if (a?.kind === "cast" && a.options.length === 1) return this.startCast(a, a.options[0]);
    const sus = a ? undefined : this.legal().find(/** @returns {x is Extract<LegalAction, { kind: "suspend" }>} */ (x) => x.kind === "suspend" && x.card === c.id);
    if (sus) return this.act({ action: "suspend", player: sus.player, card: sus.card, auto_pay: true });
    if (!a) {
      // Not among the legal actions: ask anyway, so that the engine's answer (or the tutorial's hint) says why.
      const p = this.s.snap.priority ?? this.s.snap.active;
      this.act(c.types.includes("Land") ? { action: "play_land", player: p, card: c.id } : { action: "cast_spell", player: p, card: c.id, targets: [], auto_pay: true });
    }
  }

  clickPermanent(e) {
    if (this.s.building) {
      const legal = new Set((this.s.building.slots[this.s.building.targets.length] ?? []).filter((t) => t.object !== undefined).map((t) => t.object));
      const id = [...legal].find((x) => inRanges(e.id_ranges, x));
      return this.pick({ object: id ?? e.id });
    }
    if (!this.acting()) return;
    const legal = this.legal().filter((x) => x.kind === "activate" && inRanges(e.id_ranges, x.source));
    if (legal.length === 1) this.startActivate(legal[0]);
  }

  /** The reader's action: checked against the ask by the tutorial player, or applied in free play. */
  async act(action) {
    const t = this.s.tutorial;
    this.s.hint = "";
    if (t && !this.s.free) {
      const st = t.current();
      let res;
      try {
        res = t.tryAsk(action);
      } catch (e) {
        this.s.hint = message(e);
        return this.refresh();
      }
      if (!res || res.ok === false) {
        this.s.hint = res?.hint || st?.ask?.hint || "That is not the action this step asks for.";
        return this.refresh(); // the tutorial player changed nothing
      }
      this.s.played = st?.narration ?? "";
      return this.play(res, st?.pause);
    }
    let res;
    try {
      res = this.engine().apply(action, this.s.viewer ?? undefined);
    } catch (e) {
      this.s.hint = message(e);
      return this.refresh();
    }
    return this.play(res, "end");
  }
}

if (!customElements.get("stackwise-board")) customElements.define("stackwise-board", StackwiseBoard);
