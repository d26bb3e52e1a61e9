//# allFunctionsCalledOnLoad
// Cards as a player reads them: name, mana cost in mana symbols (the
// mana-font package, served from this origin), type line, rules text,
// power/toughness marked raised or lowered with where each change comes from,
// counters, damage; card backs for hidden cards; and combat drawn over the
// board (attackers, what they attack, blockers, damage assignment order).
// Everything shown comes from the engine's snapshot and legal actions: this
// module decides no rule. Untrusted text (card names, rules text) is set as
// text, never as HTML.

import { h as el } from "./dom.js";

// ---------- mana symbols ----------

/**
 * The mana-font class of one symbol written as in a cost ("{3}", "{G}",
 * "{B/R}", "{2/W}", "{G/P}", "{X}", "{T}"), or null if it has none. Only
 * letters and digits reach a class name.
 */
export function symbolClass(sym) {
  const s = sym.toLowerCase().replace("/", "");
  if (s === "t") return "ms-tap";
  if (s === "q") return "ms-untap";
  if (!/^[0-9a-z]{1,3}$/.test(s)) return null;
  return `ms-${s}`;
}

const COLOR_WORD = { W: "white", U: "blue", B: "black", R: "red", G: "green", C: "colorless" };
const NUMBER_WORD = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"];

/** One part of a hybrid or Phyrexian symbol in words: "red", "two generic", "X". */
function symbolPart(p) {
  if (/^\d+$/.test(p)) return `${NUMBER_WORD[Number(p)] ?? p} generic`;
  return COLOR_WORD[p] ?? p;
}

/**
 * What one symbol says, for a screen reader (107.4, 107.5): "{R}" is "red
 * mana", "{2}" "two generic mana", "{X}" "X generic mana", "{B/R}" "black or
 * red mana", "{2/W}" "two generic or white mana", "{G/P}" "Phyrexian green
 * mana", "{S}" "snow mana", "{T}" "tap", "{Q}" "untap", "{E}" "energy"; any
 * other symbol reads as written.
 */
export function symbolName(sym) {
  const s = sym.toUpperCase();
  if (s === "T") return "tap";
  if (s === "Q") return "untap";
  if (s === "E") return "energy";
  if (s === "S") return "snow mana";
  if (s === "X" || s === "Y" || s === "Z") return `${s} generic mana`;
  if (s === "0") return "zero mana";
  const parts = s.split("/");
  if (!parts.every((p) => /^\d+$/.test(p) || COLOR_WORD[p] || p === "P")) return `{${sym}}`;
  const phyrexian = parts.at(-1) === "P" && parts.length > 1;
  const words = (phyrexian ? parts.slice(0, -1) : parts).map(symbolPart);
  return `${phyrexian ? "Phyrexian " : ""}${words.join(" or ")} mana`;
}

/** A text with symbols ("{2}{R}", "{T}: Add {G}.") as it reads aloud: each symbol in words, costs' symbols joined by commas. */
export function spokenSymbols(text) {
  return text
    .replace(/\}\{/g, "}, {")
    .replace(/\{([^}]{1,6})\}/g, (_, sym) => symbolName(sym));
}

/** One mana symbol: an <i> drawn by the Mana font, an image whose name says the symbol in words ("red mana"). */
function symbol(sym) {
  const cls = symbolClass(sym);
  if (!cls) return document.createTextNode(`{${sym}}`);
  return el("i", { class: `ms ${cls} ms-cost ms-shadow`, title: `{${sym}}`, role: "img", "aria-label": symbolName(sym) });
}

/** A mana cost ("{3}{G}") as mana symbols; its accessible name says the cost in words ("three generic mana, green mana"). */
export function manaCost(text) {
  const span = el("span", { class: "cost", role: "img", "aria-label": spokenSymbols(text), title: text });
  for (const m of text.matchAll(/\{([^}]{1,6})\}/g)) span.append(symbol(m[1]));
  return span;
}

/** Rules text with its mana symbols ("{T}: Add {G}.") drawn as symbols. */
export function rulesText(text, cls = "rules") {
  const out = el("span", { class: cls });
  let at = 0;
  for (const m of text.matchAll(/\{([^}]{1,6})\}/g)) {
    if (m.index > at) out.append(text.slice(at, m.index));
    out.append(symbol(m[1]));
    at = m.index + m[0].length;
  }
  if (at < text.length) out.append(text.slice(at));
  return out;
}

// ---------- power and toughness ----------

const SUBLAYER = { pt_defining: "7a", pt_setting: "7b", pt_modifying: "7c", pt_counters: "7d", pt_switching: "7e" };
const DURATION = {
  while_source_has_it: "while its source is on the battlefield",
  until_end_of_turn: "until end of turn",
  until_next_turn: "until its controller's next turn",
  next_untap_step: "through its controller's next untap step",
  while_condition_holds: "for as long as its condition holds",
  indefinitely: "indefinitely",
  counters: "",
};
const signed = (n) => (n >= 0 ? `+${n}` : `${n}`);

/** One step of layer 7, as the engine listed it, in words: "+3/+3 Giant Growth until end of turn". */
export function ptStepText(s) {
  let what;
  if (s.layer === "pt_counters") what = `${signed(s.power)}/${signed(s.toughness)} from ${s.source_name}${s.counters > 1 ? ` ×${s.counters}` : ""}`;
  else if (s.set) what = `base ${s.set[0]}/${s.set[1]} from ${s.source_name}`;
  else if (s.layer === "pt_switching") what = `power and toughness switched by ${s.source_name}`;
  else what = `${signed(s.power)}/${signed(s.toughness)} from ${s.source_name}`;
  const d = DURATION[s.duration] ?? "";
  return `${what}${d ? ` ${d}` : ""} (layer ${SUBLAYER[s.layer] ?? "7"}, ${s.rule})`;
}

/** "raised", "lowered", "mixed" or "" for a value against its base. */
function change(now, base) {
  if (now === null || now === undefined || base === null || base === undefined || now === base) return "";
  return now > base ? "raised" : "lowered";
}

let tipSeq = 0;

/** The P/T box, marked raised or lowered, with its sources in a tooltip shown on hover or focus. */
function ptBox(b) {
  const pc = change(b.power, b.base_power), tc = change(b.toughness, b.base_toughness);
  const steps = b.pt_steps ?? [];
  const box = el("span", { class: ["pt", pc && `p-${pc}`, tc && `t-${tc}`, steps.length ? "has-sources" : ""].filter(Boolean).join(" ") },
    el("span", { class: `p ${pc}` }, String(b.power)), "/", el("span", { class: `t ${tc}` }, String(b.toughness)));
  if (!steps.length) return { box, tip: null };
  const id = `pt-tip-${++tipSeq}`;
  const tip = el("div", { class: "pt-tip", role: "tooltip", id },
    el("div", { class: "pt-base" }, `${b.name}: base ${b.base_power}/${b.base_toughness}`),
    el("ul", {}, steps.map((s) => el("li", {}, ptStepText(s)))),
    el("div", { class: "pt-now" }, `= ${b.power}/${b.toughness}`));
  return { box, tip, id };
}

/**
 * The P/T sources of the card under the pointer or with the focus, shown in
 * one floating box (position: fixed) next to the card, above every row and
 * upright even for a tapped card. The card keeps its own hidden copy, which
 * its aria-describedby names.
 */
export function installCardTips(doc = document) {
  const float = el("div", { id: "card-tip", class: "pt-tip-float", role: "tooltip", hidden: true });
  doc.body.append(float);
  let shownFor = null;
  const show = (card) => {
    const tip = card?.querySelector(":scope > .pt-tip");
    if (!tip) return hide();
    shownFor = card;
    float.replaceChildren(...[...tip.childNodes].map((n) => n.cloneNode(true)));
    float.hidden = false;
    const r = card.getBoundingClientRect(), f = float.getBoundingClientRect();
    const vw = doc.documentElement.clientWidth, vh = doc.documentElement.clientHeight;
    let x = Math.min(Math.max(4, r.left), vw - f.width - 4);
    let y = r.bottom + 6;
    if (y + f.height > vh - 4) y = Math.max(4, r.top - f.height - 6);
    float.style.left = `${x}px`;
    float.style.top = `${y}px`;
  };
  const hide = () => {
    shownFor = null;
    float.hidden = true;
  };
  const cardOf = (t) => (t instanceof Element ? t.closest(".card") : null);
  doc.addEventListener("focusin", (e) => show(cardOf(e.target)));
  doc.addEventListener("focusout", () => hide());
  doc.addEventListener("mouseover", (e) => {
    const c = cardOf(e.target);
    if (c !== shownFor) (c ? show(c) : doc.activeElement?.closest?.(".card") ? show(doc.activeElement.closest(".card")) : hide());
  });
  doc.addEventListener("scroll", () => shownFor && show(shownFor), true);
}

// ---------- cards ----------

function typeLine(supertypes, types, subtypes, every = false) {
  const sub = [...subtypes, ...(every ? ["(every creature type)"] : [])];
  return `${[...supertypes, ...types].join(" ")}${sub.length ? ` — ${sub.join(" ")}` : ""}`;
}

/**
 * A battlefield entry (one permanent, or identical tokens with their count).
 * `ctx`: { onclick, attachedName(t), faceDown(id) } (names come from the page's
 * index; `faceDown` says what a face-down permanent is, to its controller only, 707.5).
 */
export function permanentCard(b, ctx) {
  const isCreature = b.power !== null && b.power !== undefined;
  // 707.2: a face-down permanent has no name; its controller may know which card it is (707.5).
  const known = b.face_down ? ctx.faceDown?.(b.id) ?? null : null;
  const shownName = b.face_down ? "Face-down creature" : b.name;
  const pt = isCreature ? ptBox(b) : null;
  const counters = Object.entries(b.counters).filter(([k]) => k !== "loyalty");
  const label = [
    shownName + (b.count > 1 ? ` ×${b.count}` : ""),
    known ? `you know it is ${known.name}${known.morph ? `, morph ${spokenSymbols(known.morph)}` : ""}` : "",
    b.mana_cost ? `cost ${spokenSymbols(b.mana_cost)}` : "",
    typeLine(b.supertypes, b.types, b.subtypes, b.every_creature_type),
    isCreature ? `${b.power}/${b.toughness}${b.power !== b.base_power || b.toughness !== b.base_toughness ? ` (base ${b.base_power}/${b.base_toughness})` : ""}` : "",
    b.loyalty !== null && b.loyalty !== undefined ? `loyalty ${b.loyalty}` : "",
    b.tapped ? "tapped" : "",
    b.phased_out ? "phased out: treated as though it doesn't exist" : "",
    b.damage ? `${b.damage} damage` : "",
    counters.length ? `counters ${counters.map(([k, v]) => `${v}× ${k}`).join(", ")}` : "",
  ].filter(Boolean).join(", ");
  const classes = ["card", "permanent", b.tapped ? "tapped" : "", b.count > 1 ? "grouped" : "", b.token ? "token" : "", b.face_down ? "face-down" : "", b.phased_out ? "phased-out" : "", colorClass(b.colors)].filter(Boolean).join(" ");
  const card = el(
    "button",
    { class: classes, type: "button", dataset: { id: b.id, name: b.name, count: b.count }, title: b.text || null, "aria-label": label, "aria-describedby": pt?.id ?? null, onclick: ctx.onclick },
    el("span", { class: "card-head" }, el("span", { class: "name" }, shownName), b.mana_cost ? manaCost(b.mana_cost) : null),
    el("span", { class: "type" }, typeLine(b.supertypes, b.types, b.subtypes, b.every_creature_type)),
    b.text ? rulesText(b.text) : el("span", { class: "rules" }),
    known ? el("span", { class: "att known", title: "a face-down permanent you control: only you may look at it (707.5)" }, known.morph ? rulesText(`is ${known.name} — morph ${known.morph}`, "ability-text") : `is ${known.name}`) : null,
    extraKeywords(b) ? el("span", { class: "kw", title: "keywords it has that its text does not give (granted by an effect)" }, extraKeywords(b)) : null,
    el("span", { class: "card-foot" },
      counters.map(([k, v]) => el("span", { class: "ctr", title: `${v} ${k} counter${v > 1 ? "s" : ""}` }, `${k}${v > 1 ? ` ×${v}` : ""}`)),
      b.damage ? el("span", { class: "dmg", title: `${b.damage} damage marked` }, `${b.damage} dmg`) : null,
      b.summoning_sick && b.types.includes("Creature") ? el("span", { class: "sick", title: "summoning sick (302.6)" }, "sick") : null,
      b.token ? el("span", { class: "tok" }, "token") : null,
      b.phased_out ? el("span", { class: "phased", title: "phased out: treated as though it doesn't exist until it phases in (702.25b)" }, "phased out") : null,
      el("span", { class: "spacer" }),
      pt ? pt.box : null,
      b.loyalty !== null && b.loyalty !== undefined ? el("span", { class: "loyalty", title: "loyalty" }, String(b.loyalty)) : null),
    b.attached_to ? el("span", { class: "att" }, `attached to ${ctx.attachedName(b.attached_to)}`) : null,
    chosenLine(b.chosen, ctx) ? el("span", { class: "att chosen", title: "chosen as it entered the battlefield (614.12)" }, chosenLine(b.chosen, ctx)) : null,
    b.count > 1 ? el("span", { class: "count" }, `×${b.count}`) : null,
    pt?.tip ?? null,
  );
  return card;
}

/** What a permanent chose as it entered (614.12): "chose Bear", "named Lightning Bolt". */
function chosenLine(c, ctx) {
  if (!c) return "";
  const parts = [];
  if (c.creature_type) parts.push(`chose ${c.creature_type}`);
  if (c.color) parts.push(`chose ${String(c.color).toLowerCase()}`);
  if (c.player !== undefined && c.player !== null) parts.push(`chose ${ctx.playerName ? ctx.playerName(c.player) : `player ${c.player + 1}`}`);
  if (c.name) parts.push(`named ${c.name}`);
  if (c.number !== undefined && c.number !== null) parts.push(`chose ${c.number}`);
  return parts.join(", ");
}

/** Keywords the permanent has that its own text does not name (an effect granted them). */
function extraKeywords(b) {
  const text = (b.text ?? "").toLowerCase();
  const extra = (b.keywords ?? []).map(String).filter((k) => !text.includes(k.toLowerCase()));
  return extra.length ? `has ${extra.join(", ")}` : "";
}

function colorClass(colors) {
  // ColorSet serializes as a list of colour names or a bit set; both are read here.
  const list = Array.isArray(colors) ? colors : [];
  if (list.length > 1) return "c-multi";
  if (list.length === 1) return `c-${String(list[0]).toLowerCase()}`;
  return "c-none";
}

/** A card in a hand the viewer may see. */
export function handCard(c, ctx) {
  return el(
    "button",
    { class: "card in-hand", type: "button", dataset: { id: c.id, name: c.name }, title: c.text || null, "aria-label": `${c.name}${c.mana_cost ? `, cost ${spokenSymbols(c.mana_cost)}` : ""}, ${typeLine([], c.types, c.subtypes ?? [])}`, onclick: ctx.onclick },
    el("span", { class: "card-head" }, el("span", { class: "name" }, c.name), c.mana_cost ? manaCost(c.mana_cost) : null),
    el("span", { class: "type" }, typeLine([], c.types, c.subtypes ?? [])),
    c.text ? rulesText(c.text) : el("span", { class: "rules" }),
  );
}

/** A hidden card: its back. */
export function cardBack(label = "hidden card") {
  return el("span", { class: "card card-back", role: "img", "aria-label": label, title: label });
}

/** A hidden zone: up to `max` backs, and the count. */
export function hiddenCards(n, what, max = 7) {
  const row = el("div", { class: "backs", "aria-label": `${what}: ${n} hidden card${n === 1 ? "" : "s"}` });
  for (let i = 0; i < Math.min(n, max); i++) row.append(cardBack(`${what}, hidden card`));
  row.append(el("span", { class: "backs-count" }, `${n} card${n === 1 ? "" : "s"}${n > max ? ` (${max} shown)` : ""}`));
  return row;
}

/** A library: one back with its count on it. */
export function libraryPile(n, owner) {
  return el("span", { class: "card card-back pile", role: "img", "aria-label": `${owner}'s library: ${n} card${n === 1 ? "" : "s"}`, title: `${owner}'s library` }, el("span", { class: "pile-count" }, String(n)));
}

/** Per root, the elements `markPlayable` marked last (so that a redraw looks at those, not at every card under the root). */
const playableMarked = new WeakMap();

/**
 * Mark what can be played or activated now, from the engine's legal actions:
 * hand cards named by a cast, play_land or suspend action, battlefield entries holding
 * the source of an activate action. `cardOf(id)` finds the element of an object.
 */
export function markPlayable(root, legal, entryElOf) {
  const want = new Set();
  for (const a of legal) {
    if (a.kind === "cast" || a.kind === "play_land" || a.kind === "suspend") {
      const e = root.querySelector(`.card.in-hand[data-id="${Number(a.card)}"]`);
      if (e) want.add(e);
    } else if (a.kind === "activate") {
      const e = entryElOf(a.source);
      if (e) want.add(e);
    }
  }
  // Only the marks that change are touched (on a big board, hundreds of cards keep theirs from one action to the next).
  const had = playableMarked.get(root) ?? new Set(root.querySelectorAll(".card.playable"));
  for (const e of had) if (!want.has(e)) e.classList.remove("playable");
  for (const e of want) if (!had.has(e) || !e.classList.contains("playable")) e.classList.add("playable");
  playableMarked.set(root, want);
}

// ---------- combat ----------

const SVG = "http://www.w3.org/2000/svg";

function svgEl(tag, attrs, text) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

function center(r, box) {
  return { x: r.left + r.width / 2 - box.left, y: r.top + r.height / 2 - box.top };
}

/** Where a line from `a` toward `b` leaves the rectangle `r` (relative to `box`). */
function edge(r, box, toward) {
  const c = center(r, box);
  const dx = toward.x - c.x, dy = toward.y - c.y;
  if (!dx && !dy) return c;
  const sx = dx ? (r.width / 2) / Math.abs(dx) : Infinity, sy = dy ? (r.height / 2) / Math.abs(dy) : Infinity;
  const s = Math.min(sx, sy, 1);
  return { x: c.x + dx * s, y: c.y + dy * s };
}

/** Per board: false once `drawCombat` has found nothing drawn on it (no line, no tag), true after it drew. */
const combatDrawn = new WeakMap();

/**
 * Draw combat over the board: an arrow from each attacker to what it attacks
 * (a player's header or a planeswalker), and from each blocker to the
 * attacker it blocks, labelled with its place in the damage assignment order
 * and the lethal damage it must be assigned (510.1c) once that order exists.
 * `attacks`: the snapshot's `attacks`, or the choices being made during
 * declaration ({attacker, target} / {blocker, attacker} pairs, drawn dashed).
 * `find(target)` returns the element for an object id or a player target.
 */
export function drawCombat(board, { attacks = [], draftAttacks = [], draftBlocks = [] }, find) {
  // Outside combat nothing is drawn, and nothing is measured (no forced layout), nor searched
  // for (what was drawn last on this board is known: no walk of every card to find a tag).
  if (!attacks.length && !draftAttacks.length && !draftBlocks.length && combatDrawn.get(board) === false) return;
  let svg = board.querySelector(":scope > svg.combat-layer");
  if (!attacks.length && !draftAttacks.length && !draftBlocks.length && (!svg || svg.childNodes.length <= 1) && !board.querySelector(".combat-tag")) {
    combatDrawn.set(board, false);
    return;
  }
  if (!svg) {
    svg = svgEl("svg", { class: "combat-layer", "aria-hidden": "true" });
    svg.append(svgEl("defs", {}));
    const defs = svg.firstChild;
    for (const [id, color] of [["arrow-attack", "#d7452d"], ["arrow-block", "#2d5bd7"], ["arrow-draft", "#8a8a8f"]]) {
      const m = svgEl("marker", { id, viewBox: "0 0 10 10", refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: "auto-start-reverse" });
      m.append(svgEl("path", { d: "M0,0 L10,5 L0,10 z", fill: color }));
      defs.append(m);
    }
    board.append(svg);
  }
  for (const c of [...svg.childNodes]) if (c.nodeName !== "defs") c.remove();
  // Labels on the cards (text that assistive technology and tests can read).
  for (const e of board.querySelectorAll(".combat-tag")) e.remove();
  for (const e of board.querySelectorAll(".card.attacking, .card.blocking")) e.classList.remove("attacking", "blocking");
  const box = board.getBoundingClientRect();
  const line = (fromEl, toEl, kind, label) => {
    if (!fromEl || !toEl) return;
    const ra = fromEl.getBoundingClientRect(), rb = toEl.getBoundingClientRect();
    const a = edge(ra, box, center(rb, box)), b = edge(rb, box, center(ra, box));
    svg.append(svgEl("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: `combat-line ${kind}`, "marker-end": `url(#arrow-${kind === "draft" ? "draft" : kind})` }));
    if (label) {
      // Near the line's start (the blocker), so that the labels of several blockers stay apart.
      const m = { x: a.x + (b.x - a.x) * 0.25, y: a.y + (b.y - a.y) * 0.25 };
      const t = svgEl("text", { x: m.x + 6, y: m.y, class: `combat-label ${kind}`, "text-anchor": "start" }, label);
      svg.append(t);
    }
  };
  const tag = (cardEl, cls, text) => {
    if (!cardEl) return;
    cardEl.classList.add(cls);
    cardEl.append(el("span", { class: `combat-tag ${cls}` }, text));
  };
  for (const a of attacks) {
    const ae = find({ object: a.attacker });
    const te = a.target ? find(a.target) : null;
    tag(ae, "attacking", a.target ? `attacking ${a.target_name}` : "attacking (nothing)");
    line(ae, te, "attack");
    a.blockers.forEach((b, i) => {
      const be = find({ object: b });
      const order = a.blockers.length > 1 && a.order_chosen ? `#${i + 1} ` : "";
      const lethal = a.lethal[i] !== undefined ? `lethal ${a.lethal[i]}` : "";
      tag(be, "blocking", `blocking${order ? ` ${order.trim()}` : ""}${lethal ? ` · ${lethal}` : ""}`);
      line(be, ae, "block", a.blockers.length > 1 || a.order_chosen ? `${order}${lethal}` : "");
    });
  }
  for (const d of draftAttacks) {
    const ae = find({ object: d.attacker });
    tag(ae, "attacking", d.target ? `will attack ${d.targetName}` : "will attack");
    if (d.target) line(ae, find(d.target), "draft");
  }
  for (const d of draftBlocks) {
    const be = find({ object: d.blocker });
    tag(be, "blocking", `will block ${d.attackerName}`);
    line(be, find({ object: d.attacker }), "draft");
  }
  combatDrawn.set(board, true);
}

