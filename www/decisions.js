//# allFunctionsCalledOnLoad
// The forms that answer the engine's pending decisions (attackers, blockers,
// trigger order 603.3b, modes 603.3c, damage order and assignment 510.1c,
// replacement choices 616.1, cards, "may" questions, targets 603.3d), shared by
// the playground (app.js) and the embedded board (stackwise-board.js). What is
// legal comes from the decision itself; the form only lets the player choose.
import { h, put } from "./dom.js";
import { rulesText, spokenSymbols } from "./cards.js";

/**
 * What a form needs from the page that shows it.
 * @typedef {object} DecisionContext
 * @property {(action: any) => any} send
 * @property {(id: number) => string | undefined} name
 * @property {(p: number) => string} playerName
 * @property {(t: any) => string} targetName
 * @property {(t: any, chooser: number) => string} [label] a target or object named apart from others of its name (`targetLabeller`)
 * @property {(rule: string) => any} ruleChip
 * @property {(id: number) => string | undefined} [waitingSource]
 * @property {(draft: any) => void} [draft] combat choices in progress, to draw
 * @property {(items: any[], on: boolean) => void} [highlight]
 * @property {(text: string, cls: string) => any} [rulesText]
 * @property {(d: any, wrap: HTMLElement) => boolean} [other] a decision the page handles itself
 * @property {() => string[]} [cardNames] the names a "name a card" question suggests
 */

/** "1st", "2nd", "3rd", "4th", "11th", "21st". */
export function ordinal(n) {
  const t = n % 100;
  const suffix = t >= 11 && t <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${suffix}`;
}

/**
 * Names that tell apart the objects a choice lists when their names repeat.
 * A permanent whose name another permanent also has is named with its
 * controller ("yours" for the player choosing) and, when that controller has
 * several of that name, its place among them in the snapshot's battlefield
 * order, the order the board draws them: "Grizzly Bears (yours, 2nd)",
 * "Grizzly Bears (Bob's)". A spell or ability on the stack whose name repeats
 * there is named by its controller and its place from the top. Players and
 * objects with a name of their own keep the name. The page only labels what
 * the engine lists: it decides nothing about legality.
 * @param {any} snap the snapshot (battlefield entries in order, the stack top first)
 * @param {(id: number) => any} entryOf the battlefield entry holding an object, or undefined
 * @param {(p: number) => string} playerName
 * @param {(t: any) => string} baseName a target's plain name
 */
export function targetLabeller(snap, entryOf, playerName, baseName) {
  const sameName = new Map();
  for (const e of snap.battlefield) {
    const list = sameName.get(e.name);
    if (list) list.push(e);
    else sameName.set(e.name, [e]);
  }
  const whose = (p, chooser) => (p === chooser ? "yours" : `${playerName(p)}'s`);
  /**
   * What tells a target apart: its controller, its place, the size of its group (each null when not needed).
   * @param {any} t @param {number | null} [chooser] the player choosing
   * @returns {{ whose: string | null, place: string | null, group: number | null }}
   */
  const parts = (t, chooser = null) => {
    const none = { whose: null, place: null, group: null };
    if (t.object === undefined || t.object === null) return none;
    const e = entryOf(t.object);
    if (e) {
      const same = sameName.get(e.name) ?? [e];
      if (same.length === 1 && e.count === 1) return none;
      const theirs = same.filter((x) => x.controller === e.controller);
      return { whose: whose(e.controller, chooser), place: theirs.length > 1 ? ordinal(theirs.indexOf(e) + 1) : null, group: e.count > 1 ? e.count : null };
    }
    const at = snap.stack.findIndex((x) => x.id === t.object);
    if (at < 0 || snap.stack.filter((x) => x.name === snap.stack[at].name).length < 2) return none;
    return { whose: whose(snap.stack[at].controller, chooser), place: `${ordinal(at + 1)} from the top of the stack`, group: null };
  };
  /** @param {any} t @param {number | null} [chooser] */
  const label = (t, chooser = null) => {
    const p = parts(t, chooser);
    const extra = [p.whose, p.place, p.group ? `one of ${p.group}` : null].filter(Boolean);
    return extra.length ? `${baseName(t)} (${extra.join(", ")})` : baseName(t);
  };
  return { label, parts };
}

/**
 * What a way of casting a spell is called in the chooser and the "You may"
 * list: its mode's text (700.2), "Evoke {2}{U}" for an alternative cost, "Kicker {4}" for a kicker paid too (702.32a)
 * (117.9, the cost as the engine's option text ends with it: "[evoke {2}{U}]"),
 * or "Mana cost {4}{U}" for the spell's own cost beside an alternative one.
 * @param {any} a the engine's Cast action
 * @param {any} o one of its options
 * @param {string | null} [manaCost] the card's mana cost, where the page knows it
 */
export function castOptionLabel(a, o, manaCost = null) {
  // Each named cost at the end of the option's text ("[evoke {2}{U}] [kicker {4}]"), in order.
  const named = (kind) => {
    const cost = new RegExp(`\\[${kind} ((?:\\{[^}]{1,6}\\})+)\\]`, "i").exec(o.text ?? "");
    return `${kind[0].toUpperCase()}${kind.slice(1)}${cost ? ` ${cost[1]}` : ""}`;
  };
  const parts = [];
  // 117.9: a card's own alternative cost, its parts in words ("Alternative cost: pay 1 life, exile 1 from your hand").
  const printed = /\[alternative cost: ([^\]]+)\]/.exec(o.text ?? "");
  if (o.alternative_cost === "printed") parts.push(`Alternative cost: ${printed ? printed[1] : "as printed"}`);
  else if (o.alternative_cost) parts.push(named(String(o.alternative_cost).replaceAll("_", " ")));
  if (o.kicked) parts.push(named("kicker"));
  if (o.buyback) parts.push(named("buyback"));
  // 107.4f: Phyrexian mana symbols paid with 2 life each.
  if (o.phyrexian_life) parts.push(`${o.phyrexian_life * 2} life for Phyrexian mana`);
  // 702.41a: every mode, for the entwine cost too.
  if (/\[entwine /.test(o.text ?? "")) parts.push(named("entwine"));
  // 702.45a: the cards spliced onto it, by name ("[splice Glacial Ray]").
  for (const m of (o.text ?? "").matchAll(/\[splice ([^\]]+)\]/g)) parts.push(`Splice ${m[1]}`);
  const alt = parts.join(", ");
  if (o.mode !== null && o.mode !== undefined) {
    const text = (alt ? o.text.replace(/(\s*\[[^\]]*\])+\s*$/, "") : o.text).replace(/\.$/, "");
    return `Mode ${o.mode + 1}: ${text}${alt ? ` (${alt})` : ""}`;
  }
  if (alt) return alt;
  if (a.options.some((x) => x.alternative_cost || x.kicked || x.buyback || x.phyrexian_life || x.splice?.length)) return manaCost ? `Mana cost ${manaCost}` : "Mana cost";
  return o.text || "Cast";
}

/**
 * The short chooser opened by clicking a card in hand that the engine lists
 * with several ways to cast (modes 700.2, an alternative cost 117.9): a modal
 * dialog near the card with one button per way (one click or Enter each; ↑/↓
 * move between them), and Cancel; Escape cancels. It lists the engine's
 * options as they are and removes itself once closed.
 * @param {any} a the engine's Cast action
 * @param {object} opts
 * @param {(o: any) => void} opts.pick called with the option chosen, after the dialog closed
 * @param {string | null} [opts.manaCost] the card's mana cost
 * @param {Element | null} [opts.anchor] the card clicked: the chooser opens beside it
 */
export function castChooser(a, { pick, manaCost = null, anchor = null }) {
  let chosen = null;
  const label = (o) => castOptionLabel(a, o, manaCost);
  // Each way's symbols drawn, its name in words ("Evoke two generic mana, blue mana").
  const buttons = a.options.map((o, i) => h("button", { type: "button", class: "way", dataset: { way: i }, "aria-label": spokenSymbols(label(o)), onclick: () => { chosen = o; dlg.close(); } },
    rulesText(label(o), "way-text")));
  const dlg = h("dialog", { class: "cast-chooser", id: "cast-chooser", "aria-labelledby": "cast-chooser-h" },
    h("h2", { id: "cast-chooser-h" }, `Cast ${a.name}: how?`),
    h("div", { class: "ways", role: "group", "aria-label": `ways to cast ${a.name}` }, buttons),
    h("form", { method: "dialog" }, h("button", { class: "cancel" }, "Cancel", h("kbd", { "aria-hidden": "true" }, "Esc"))));
  dlg.addEventListener("keydown", (e) => {
    const at = buttons.indexOf(/** @type {any} */ (document.activeElement));
    if (at < 0 || (e.key !== "ArrowDown" && e.key !== "ArrowUp")) return;
    e.preventDefault();
    buttons[(at + (e.key === "ArrowDown" ? 1 : buttons.length - 1)) % buttons.length].focus();
  });
  dlg.addEventListener("close", () => {
    dlg.remove();
    if (chosen) pick(chosen);
  });
  document.body.append(dlg);
  dlg.showModal();
  buttons[0]?.focus();
  // Beside the card (above it when there is room), inside the viewport.
  const r = anchor?.getBoundingClientRect();
  if (r && r.width) {
    const d = dlg.getBoundingClientRect();
    const vw = document.documentElement.clientWidth, vh = document.documentElement.clientHeight;
    const top = r.top - d.height - 8 >= 4 ? r.top - d.height - 8 : Math.min(r.bottom + 8, vh - d.height - 4);
    dlg.style.margin = "0";
    dlg.style.left = `${Math.max(4, Math.min(r.left, vw - d.width - 4))}px`;
    dlg.style.top = `${Math.max(4, top)}px`;
  }
  return dlg;
}

/** Whether two targets are the same player or object. */
export function sameTarget(a, b) {
  return a.player === b.player && a.object === b.object;
}

/** An ordered list the player rearranges with ↑/↓ buttons; `order` is kept up to date. */
function orderList(order, ctx) {
  const list = h("ol", { class: "order" });
  const move = (i, j) => { [order[i], order[j]] = [order[j], order[i]]; draw(); };
  const draw = () =>
    list.replaceChildren(
      ...order.map((o, i) =>
        h("li", o.source !== undefined ? { tabindex: 0, onmouseenter: () => ctx.highlight?.([{ object: o.source }], true), onmouseleave: () => ctx.highlight?.([{ object: o.source }], false), onfocus: () => ctx.highlight?.([{ object: o.source }], true), onblur: () => ctx.highlight?.([{ object: o.source }], false) } : {},
          ctx.rulesText ? ctx.rulesText(o.text, "order-text") : o.text, o.from ? h("span", { class: "trigger-from" }, o.from) : null, " ",
          h("button", { type: "button", "aria-label": `move ${o.text} up`, disabled: i === 0, onclick: () => move(i, i - 1) }, "↑"),
          h("button", { type: "button", "aria-label": `move ${o.text} down`, disabled: i === order.length - 1, onclick: () => move(i, i + 1) }, "↓")),
      ),
    );
  draw();
  return list;
}

const MANA_SYMBOL = { White: "W", Blue: "U", Black: "B", Red: "R", Green: "G" };

/**
 * The choice of `amount` mana of `colors` (106.3, 608.2d), as a mana
 * ability's legal action offers it (`choose_mana`) or a resolving spell asks
 * it (the decision `choose_mana`): a button per colour where all of it is one
 * colour (or it is one mana), else a count per colour that must add up to
 * the amount. `choose` gets the mana as the engine reads it (`{ green: 2 }`).
 * @param {{ amount: number, colors: string[], one_color: boolean }} spec
 * @param {(mana: Record<string, number>) => void} choose
 */
export function manaChoiceForm(spec, choose) {
  const all = (c) => ({ [c.toLowerCase()]: spec.amount });
  if (spec.amount <= 1 || spec.one_color) {
    const symbols = (c) => (spec.amount <= 6 ? `{${MANA_SYMBOL[c]}}`.repeat(spec.amount) : `${spec.amount} × {${MANA_SYMBOL[c]}}`);
    return h("div", { class: "choices mana-choice" }, spec.colors.map((c) =>
      h("button", { type: "button", "aria-label": `${spec.amount} ${c.toLowerCase()} mana`, onclick: () => choose(all(c)) }, rulesText(symbols(c)))));
  }
  const inputs = spec.colors.map((c, i) => h("input", { type: "number", min: 0, max: spec.amount, value: i === 0 ? spec.amount : 0, "aria-label": `${c.toLowerCase()} mana` }));
  const go = () => {
    /** @type {Record<string, number>} */
    const mana = {};
    spec.colors.forEach((c, i) => { const n = Math.trunc(Number(inputs[i].value)); if (n > 0) mana[c.toLowerCase()] = n; });
    choose(mana);
  };
  return h("div", { class: "mana-choice" },
    h("p", {}, `${spec.amount} mana in any combination of these colours:`),
    ...spec.colors.map((c, i) => h("div", {}, h("label", {}, rulesText(`{${MANA_SYMBOL[c]}} `), inputs[i]))),
    h("button", { type: "button", class: "primary", onclick: go }, "Add this mana"));
}

/**
 * The form answering a pending decision, as the engine lists it (the
 * playground's "Your move" and the embedded board's free play).
 * @param {any} d the decision
 * @param {DecisionContext} ctx
 */
export function decisionForm(d, ctx) {
  const nm = { get: (id) => ctx.name(id) };
  // Objects and targets by name, told apart from others of the same name for the player deciding.
  const tname = (t) => (ctx.label ? ctx.label(t, d.player) : ctx.targetName(t));
  const oname = (id) => (ctx.label ? ctx.label({ object: id }, d.player) : nm.get(id) ?? `object ${id}`);
  const who = ctx.playerName(d.player);
  const { send, ruleChip } = ctx;
  const wrap = h("div", { class: "decision" }, h("p", { id: "prompt" }, ruleChip(d.rule), ` ${who}: ${d.prompt}`));
  const submit = (label, f) => h("button", { type: "button", class: "primary", onclick: f }, label);
  switch (d.decision) {
    case "declare_attackers": {
      // 508.1b: with one thing to attack it is chosen; with several (a player and planeswalkers)
      // nothing is chosen for the player: the attacker's row asks until one is picked.
      const one = d.defenders.length === 1;
      const rows = d.candidates.map((id) => {
        const cb = h("input", { type: "checkbox", id: `att-${id}` });
        const sel = h("select", { "aria-label": `what ${oname(id)} attacks` },
          one ? null : h("option", { value: "" }, "choose what it attacks"),
          d.defenders.map((t, i) => h("option", { value: i }, tname(t))));
        return { id, cb, sel, el: h("div", {}, cb, h("label", { for: `att-${id}` }, ` ${oname(id)} attacks `), sel) };
      });
      const go = submit("Declare attackers", () => send({ action: "declare_attackers", player: d.player, attackers: rows.filter((r) => r.cb.checked).map((r) => ({ attacker: r.id, target: d.defenders[Number(r.sel.value)] })) }));
      // The choices in progress are drawn on the board (dashed arrows) and checked before sending.
      const update = () => {
        const chosen = rows.filter((r) => r.cb.checked);
        go.disabled = chosen.some((r) => r.sel.value === "");
        ctx.draft?.({ draftAttacks: chosen.map((r) => { const t = r.sel.value === "" ? null : d.defenders[Number(r.sel.value)]; return { attacker: r.id, target: t, targetName: t ? tname(t) : "" }; }) });
      };
      for (const r of rows) {
        r.cb.addEventListener("change", update);
        r.sel.addEventListener("change", () => { if (r.sel.value !== "") r.cb.checked = true; update(); });
      }
      put(wrap, ...rows.map((r) => r.el), go);
      queueMicrotask(update);
      break;
    }
    case "declare_blockers": {
      const rows = d.candidates.map((id) => {
        const sel = h("select", { "aria-label": `what ${oname(id)} blocks` }, h("option", { value: "" }, "no block"), d.attackers.map((a) => h("option", { value: a }, `blocks ${oname(a)}`)));
        return { id, sel, el: h("div", {}, `${oname(id)}: `, sel) };
      });
      const update = () => {
        ctx.draft?.({ draftBlocks: rows.filter((r) => r.sel.value).map((r) => ({ blocker: r.id, attacker: Number(r.sel.value), attackerName: oname(Number(r.sel.value)) })) });
      };
      for (const r of rows) r.sel.addEventListener("change", update);
      put(wrap, ...rows.map((r) => r.el), submit("Declare blockers", () => send({ action: "declare_blockers", player: d.player, blockers: rows.filter((r) => r.sel.value).map((r) => ({ blocker: r.id, attacker: Number(r.sel.value) })) })));
      queueMicrotask(update);
      break;
    }
    case "order_triggers": {
      // 603.3b: identical abilities are told apart by their source, what triggered them (603.2)
      // and any targets already chosen, as the engine lists them.
      const order = d.triggers.map((id, i) => {
        const src = d.sources?.[i];
        const same = d.descriptions.filter((x) => x === d.descriptions[i]).length > 1;
        const from = [
          d.events?.[i] ? `because ${d.events[i]}` : "",
          d.targets?.[i]?.length ? `targeting ${d.targets[i].join(", ")}` : "",
          same && src !== undefined ? `source: ${ctx.waitingSource?.(id) ?? nm.get(src) ?? "a card"} #${src}` : "",
        ].filter(Boolean).join(" · ");
        return { id, text: d.descriptions[i], from, source: src };
      });
      // The button stays in view while the list scrolls (forms.css: sticky at the panel's
      // bottom), and the page brings it into view once drawn.
      const go = h("div", { class: "order-go" }, submit("Put on the stack in this order", () => send({ action: "order_triggers", player: d.player, order: order.map((o) => o.id) })));
      put(wrap, h("p", {}, "The first goes on the stack first, so it resolves last."), orderList(order, ctx), go);
      requestAnimationFrame(() => { if (go.isConnected) go.scrollIntoView({ block: "nearest" }); });
      break;
    }
    case "choose_mode": {
      // 603.3c: a modal triggered ability announces its mode as it goes on the stack.
      put(wrap, 
        h("p", {}, "Modes without a legal target can't be chosen."),
        h("div", { class: "choices" }, d.modes.map((m, i) => h("button", { type: "button", disabled: d.legal.includes(i) ? null : "", onclick: () => send({ action: "choose_mode", player: d.player, mode: i }) }, `${i + 1}. ${m}`))),
      );
      break;
    }
    case "order_blockers": {
      const order = d.blockers.map((id) => ({ id, text: oname(id) }));
      put(wrap, orderList(order, ctx), h("div", { class: "order-go" }, submit("Use this damage order", () => send({ action: "order_blockers", player: d.player, attacker: d.attacker, order: order.map((o) => o.id) }))));
      break;
    }
    case "assign_combat_damage": {
      const who = [...d.blockers.map((id) => oname(id)), ...(d.trample_to ? [`${tname(d.trample_to)} (trample)`] : [])];
      const inputs = who.map((w, i) => h("input", { type: "number", min: 0, max: d.power, value: d.suggested[i], "aria-label": `damage to ${w}` }));
      put(wrap, 
        d.any_order
          ? h("p", { class: "damage-order" }, ruleChip("702.20j"), ` Banding: divide the damage among ${d.blockers.map((id, i) => `${oname(id)} (lethal ${d.lethal[i]})`).join(", ")} in any way.${d.trample_to ? " Trample damage only once each has lethal damage." : ""}`)
          : h("p", { class: "damage-order" }, ruleChip("510.1c"), ` Damage assignment order: ${d.blockers.map((id, i) => `${i + 1}. ${oname(id)} (lethal ${d.lethal[i]})`).join(", ")}. A later one gets damage only once those before it have lethal damage.`),
        ...who.map((w, i) => h("div", {}, h("label", {}, `${w}: `, inputs[i]))),
        submit("Assign damage", () => send({ action: "assign_combat_damage", player: d.player, attacker: d.attacker, amounts: inputs.map((x) => Number(x.value)) })),
      );
      break;
    }
    case "choose_replacement": {
      // 616.1: the effect to apply now (the others are looked at again); 306.7: redirect or not.
      put(wrap, h("p", {}, `Event: ${d.event}.`), h("div", { class: "choices" }, d.options.map((k, i) => h("button", { type: "button", onclick: () => send({ action: "choose_replacement", player: d.player, choice: k }) }, d.descriptions[i] ?? `option ${k}`))));
      break;
    }
    case "choose_cards": {
      // Another player's choice among cards this view can't see (their hand, their library): the engine lists none.
      if (!d.from.length && d.max > 0) {
        put(wrap, h("p", { id: "hidden-choice" }, `${who} chooses ${d.min === d.max ? d.min : `${d.min} to ${d.max}`} card(s) you can't see. Switch the view to ${who} to choose.`));
        break;
      }
      // Cards the board doesn't show (a library searched, 701.17) come with their names.
      const boxes = d.from.map((id, i) => ({ id, name: d.labels?.[i] ?? oname(id), cb: h("input", { type: "checkbox", id: `cc-${id}` }) }));
      put(wrap, h("p", {}, `Choose ${d.min === d.max ? d.min : `${d.min} to ${d.max}`}.`), ...boxes.map((b) => h("div", {}, b.cb, h("label", { for: `cc-${b.id}` }, ` ${b.name}`))), submit("Choose", () => send({ action: "choose_cards", player: d.player, cards: boxes.filter((b) => b.cb.checked).map((b) => b.id) })));
      break;
    }
    case "choose_color": {
      // 608.2d: "choose a color": one button per colour offered.
      put(wrap, h("div", { class: "choices" }, d.colors.map((c) => h("button", { type: "button", onclick: () => send({ action: "choose_color", player: d.player, color: c }) }, c))));
      break;
    }
    case "choose_land_type": {
      // 608.2d / 614.12: one of the basic land types (305.6), one button each.
      put(wrap, h("div", { class: "choices" }, d.types.map((t) => h("button", { type: "button", onclick: () => send({ action: "choose_land_type", player: d.player, land_type: t }) }, t))));
      break;
    }
    case "choose_mana": {
      // 106.3, 608.2d: the colours of the mana a resolving spell adds.
      put(wrap, manaChoiceForm(d, (mana) => send({ action: "choose_mana", player: d.player, mana })));
      break;
    }
    case "choose_creature_type":
    case "name_card": {
      // 608.2d / 614.12: a creature type (205.3m) or a card's name (201.3), typed with suggestions.
      const type = d.decision === "choose_creature_type";
      const names = type ? d.types : (ctx.cardNames?.() ?? []);
      const listId = `choices-${d.decision}`;
      const input = h("input", { type: "text", list: listId, id: "choice-text", autocomplete: "off", maxlength: 150,
        "aria-label": type ? "creature type" : (d.nonland ? "the name of a nonland card" : "the name of a card") });
      const go = () => send(type
        ? { action: "choose_creature_type", player: d.player, creature_type: input.value.trim() }
        : { action: "name_card", player: d.player, name: input.value.trim() });
      input.addEventListener("keydown", (e) => { if (e.key === "Enter") go(); });
      put(wrap, h("datalist", { id: listId }, names.map((n) => h("option", { value: n }))),
        h("div", { class: "choices" }, input, submit(type ? "Choose this type" : "Name this card", go)));
      break;
    }
    case "choose_player": {
      // "Choose a player", "choose an opponent": one button per player offered.
      put(wrap, h("div", { class: "choices" }, d.players.map((p) => h("button", { type: "button", onclick: () => send({ action: "choose_player", player: d.player, chosen: p }) }, ctx.playerName(p)))));
      break;
    }
    case "choose_number": {
      // "Choose a number [between min and max]".
      const input = h("input", { type: "number", id: "choice-number", min: d.min, max: d.max, step: 1, value: d.min, "aria-label": `a number from ${d.min} to ${d.max}` });
      put(wrap, h("div", { class: "choices" }, input,
        submit("Choose this number", () => send({ action: "choose_number", player: d.player, number: Math.trunc(Number(input.value)) }))));
      break;
    }
    case "arrange_cards": {
      // 401.2: the top cards of a library, looked at; only their chooser gets them listed.
      if (!d.cards.length) {
        put(wrap, h("p", { id: "hidden-choice" }, `${who} puts cards ${d.bottom ? "on the bottom" : "back on top"} of their library in an order you can't see.`));
        break;
      }
      const order = d.cards.map((id, i) => ({ id, text: d.labels?.[i] ?? oname(id) }));
      put(wrap, h("p", {}, d.bottom ? "They go on the bottom of your library: the last in the list is the bottom card." : "The first in the list goes on top."), orderList(order, ctx),
        h("div", { class: "order-go" }, submit("Put back in this order", () => send({ action: "arrange_cards", player: d.player, order: order.map((o) => o.id) }))));
      break;
    }
    case "choose_yes_no": {
      // "You may ..." (603.5) or "... unless [a player] pays ..." (608.2d): two answers, each saying what it does.
      put(wrap, h("div", { class: "choices" },
        h("button", { type: "button", onclick: () => send({ action: "choose_yes_no", player: d.player, yes: true }) }, d.yes),
        h("button", { type: "button", onclick: () => send({ action: "choose_yes_no", player: d.player, yes: false }) }, d.no)));
      break;
    }
    case "choose_object": {
      const label = (id, i) => d.labels?.[i] ?? oname(id);
      put(wrap, h("div", { class: "choices" }, d.candidates.map((id, i) => h("button", { type: "button", onclick: () => send({ action: "choose_object", player: d.player, object: id }) }, label(id, i))), d.optional ? h("button", { type: "button", onclick: () => send({ action: "choose_object", player: d.player, object: null }) }, d.none_label || "None") : null));
      break;
    }
    case "choose_targets": {
      // Nothing is chosen for the player (a trigger's target does not start on its controller):
      // a slot starts on the current target where there is one (706.10c: a copy keeps its
      // targets unless new ones are chosen), on its only required legal choice, or empty.
      // The slots from `min` on are optional ("up to two", "any number of", 601.2c): "no target".
      const min = d.min ?? d.slots.length;
      const sels = d.slots.map((slot, i) => {
        const cur = d.current?.[i];
        const at = cur ? slot.findIndex((t) => sameTarget(t, cur)) : slot.length === 1 && i < min ? 0 : -1;
        const sel = h("select", { "aria-label": `target ${i + 1}`, dataset: { slot: i } },
          at < 0 ? h("option", { value: "", selected: true }, i < min ? "choose a target" : "no target") : i >= min ? h("option", { value: "" }, "no target") : null,
          slot.map((t, j) => h("option", { value: j, selected: j === at }, `${tname(t)}${cur && j === at ? " (current target)" : ""}`)));
        return sel;
      });
      const chosen = (i) => sels[i].value === "" ? null : d.slots[i][Number(sels[i].value)];
      const picked = () => sels.map((_, i) => i).filter((i) => chosen(i));
      // 601.2d: an amount divided among the targets: a share for each target chosen, at least 1 each.
      const divide = d.divide ?? 0;
      const shares = d.slots.map((_, i) => divide ? h("input", { type: "number", min: 1, max: divide, value: i === 0 ? divide : 1, "aria-label": `share of the damage for target ${i + 1}`, dataset: { share: i } }) : null);
      const left = divide ? h("p", { class: "division-left", role: "status" }) : null;
      const go = submit("Choose targets", () => send({
        action: "choose_targets", player: d.player, targets: picked().map((i) => chosen(i)),
        ...(divide ? { division: picked().map((i) => Number(shares[i]?.value)) } : {}),
      }));
      // 601.2c: an "another target" slot can't repeat a target chosen before it.
      const repeats = (i) => (d.another ?? []).includes(i) && chosen(i) && sels.slice(0, i).some((_, j) => chosen(j) && sameTarget(chosen(j), chosen(i)));
      const update = () => {
        const sum = picked().reduce((n, i) => n + Number(shares[i]?.value), 0);
        const badShare = divide > 0 && (sum !== divide || picked().some((i) => !(Number(shares[i]?.value) >= 1)));
        shares.forEach((s, i) => { if (s) s.disabled = !chosen(i); });
        if (left) left.textContent = `Divide ${divide} damage among the targets chosen, at least 1 each (601.2d): ${sum} given${sum === divide ? "" : `, ${divide - sum} ${divide > sum ? "left" : "too many"}`}.`;
        go.disabled = sels.some((s, i) => (s.value === "" && i < min) || repeats(i)) || badShare;
      };
      // A new choice of targets starts the shares over: 1 each, the rest to the first.
      const reshare = () => picked().forEach((i, k) => { if (shares[i]) shares[i].value = String(k === 0 ? Math.max(1, divide - (picked().length - 1)) : 1); });
      for (const s of sels) s.addEventListener("change", () => { if (divide) reshare(); update(); });
      for (const s of shares) s?.addEventListener("input", update);
      if (divide) reshare();
      update();
      // 706.10c: a copy keeps its targets unless new ones are chosen: one click keeps them.
      const keep = d.current?.length === d.slots.length && d.current.length
        ? h("button", { type: "button", id: "keep-targets", onclick: () => send({ action: "choose_targets", player: d.player, targets: d.current }) }, `Keep the current target${d.current.length > 1 ? "s" : ""} (${d.current.map((t) => tname(t)).join(", ")})`)
        : null;
      put(wrap, ...sels.map((s, i) => h("div", {}, `Target ${i + 1}: `, s, shares[i] ? h("label", {}, " damage: ", shares[i]) : "")), left ?? "", go, keep ?? "");
      break;
    }
    default:
      if (!ctx.other?.(d, wrap)) put(wrap, h("p", {}, `Unknown decision ${/** @type {any} */ (d).decision}`));
  }
  return wrap;
}

/**
 * 601.2d: how a cast option's division is asked. `divide`: the amount when
 * it is known now (a number, or X plus a number once X is announced);
 * `divideX`: the amount is X plus this number and X is not announced yet: a
 * share is chosen for each target and X follows from them (the shares less
 * that number); `hasX`: X is asked on its own (nothing else says it).
 * @param {{ has_x: boolean }} a
 * @param {import("./stackwise-types").CastOption} o
 * @param {number | null} announcedX
 */
export function castDivision(a, o, announcedX) {
  const byX = o.divide_x != null && announcedX === null;
  const known = o.divide ?? (o.divide_x != null && announcedX !== null ? announcedX + o.divide_x : 0);
  return { hasX: a.has_x && !o.x_targets && announcedX === null && !byX, divide: known, divideX: byX ? o.divide_x : null };
}

/**
 * The pick slots of a cost's objects of one kind (602.2b, 117.8): one slot per
 * object to name, each offering the candidates. When the cost has several
 * parts of the kind (the Heralds' "a green creature, a white creature, and a
 * blue creature"), each part's slots offer that part's own candidates; the
 * engine matches the objects named to the parts whatever their order.
 * @param {import("./stackwise-types").SacrificeChoice | null | undefined} c
 */
export function costSlots(c) {
  if (!c) return [];
  const slot = (count, candidates) => Array.from({ length: count }, () => candidates.map((id) => ({ object: id })));
  return c.parts?.length ? c.parts.flatMap((p) => slot(p.count, p.candidates)) : slot(c.count, c.candidates);
}

/**
 * 601.2b, 117.8: the cast option once X is announced for an additional cost
 * that takes X ("discard X cards"): the cost's list names X more objects, and
 * "X target ..." slots become exactly X slots.
 * @param {import("./stackwise-types").CastOption} o
 * @param {number} x
 * @returns {import("./stackwise-types").CastOption}
 */
export function withXCost(o, x) {
  const kind = o.x_cost?.kind;
  /** @type {import("./stackwise-types").CastOption} */
  const out = { ...o, x_cost: null };
  const list = kind && kind !== "life" ? o[/** @type {"sacrifice" | "discard" | "exile" | "return_to_hand" | "tap"} */ (kind)] : null;
  if (list) out[/** @type {"sacrifice" | "discard" | "exile" | "return_to_hand" | "tap"} */ (kind)] = { ...list, count: list.count + x };
  if (o.x_targets) {
    out.targets = o.targets.slice(0, x);
    out.min_targets = x;
    out.x_targets = false;
  }
  return out;
}

/**
 * The form announcing X for an additional cost that takes X (601.2b): a
 * number from 0 to what the cost can take now; `go` gets the number.
 * @param {import("./stackwise-types").XCost} k
 * @param {(x: number) => void} go
 * @param {(msg: string) => void} complain
 */
export function xCostForm(k, go, complain) {
  const x = /** @type {HTMLInputElement} */ (h("input", { type: "number", min: 0, max: k.max, value: Math.min(1, k.max), "aria-label": "value of X" }));
  const next = () => {
    const n = Math.trunc(Number(x.value));
    if (!(n >= 0 && n <= k.max)) return complain(`X must be from 0 to ${k.max} (what the additional cost can take now)`);
    go(n);
  };
  return h("span", { class: "x-cost" }, h("label", {}, "X = ", x), h("button", { type: "button", class: "primary", onclick: next }, "Next"));
}

/**
 * What X counts, for the prompt above `xCostForm`.
 * @param {import("./stackwise-types").XCost} k
 */
export function xCostPrompt(k) {
  const what = { discard: "cards to discard", exile: "cards to exile", sacrifice: "permanents to sacrifice", return_to_hand: "permanents to return", tap: "permanents to tap", life: "life to pay" }[k.kind] ?? k.kind;
  return `announce X, the number of ${what} for its additional cost (601.2b; up to ${k.max})`;
}
