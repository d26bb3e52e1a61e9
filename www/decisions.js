//# allFunctionsCalledOnLoad
// The forms that answer the engine's pending decisions (attackers, blockers,
// trigger order 603.3b, modes 603.3c, damage order and assignment 510.1c,
// replacement choices 616.1, cards, "may" questions, targets 603.3d), shared by
// the playground (app.js) and the embedded board (stackwise-board.js). What is
// legal comes from the decision itself; the form only lets the player choose.
import { h } from "./dom.js";

/**
 * What a form needs from the page that shows it.
 * @typedef {object} DecisionContext
 * @property {(action: any) => any} send
 * @property {(id: number) => string | undefined} name
 * @property {(p: number) => string} playerName
 * @property {(t: any) => string} targetName
 * @property {(rule: string) => any} ruleChip
 * @property {(id: number) => string | undefined} [waitingSource]
 * @property {(draft: any) => void} [draft] combat choices in progress, to draw
 * @property {(items: any[], on: boolean) => void} [highlight]
 * @property {(text: string, cls: string) => any} [rulesText]
 * @property {(d: any, wrap: HTMLElement) => boolean} [other] a decision the page handles itself
 */

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

/**
 * The form answering a pending decision, as the engine lists it (the
 * playground's "Your move" and the embedded board's free play).
 * @param {any} d the decision
 * @param {DecisionContext} ctx
 */
export function decisionForm(d, ctx) {
  const nm = { get: (id) => ctx.name(id) };
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
        const sel = h("select", { "aria-label": `what ${nm.get(id)} attacks` },
          one ? null : h("option", { value: "" }, "choose what it attacks"),
          d.defenders.map((t, i) => h("option", { value: i }, ctx.targetName(t))));
        return { id, cb, sel, el: h("div", {}, cb, h("label", { for: `att-${id}` }, ` ${nm.get(id)} attacks `), sel) };
      });
      const go = submit("Declare attackers", () => send({ action: "declare_attackers", player: d.player, attackers: rows.filter((r) => r.cb.checked).map((r) => ({ attacker: r.id, target: d.defenders[Number(r.sel.value)] })) }));
      // The choices in progress are drawn on the board (dashed arrows) and checked before sending.
      const update = () => {
        const chosen = rows.filter((r) => r.cb.checked);
        go.disabled = chosen.some((r) => r.sel.value === "");
        ctx.draft?.({ draftAttacks: chosen.map((r) => { const t = r.sel.value === "" ? null : d.defenders[Number(r.sel.value)]; return { attacker: r.id, target: t, targetName: t ? ctx.targetName(t) : "" }; }) });
      };
      for (const r of rows) {
        r.cb.addEventListener("change", update);
        r.sel.addEventListener("change", () => { if (r.sel.value !== "") r.cb.checked = true; update(); });
      }
      wrap.append(...rows.map((r) => r.el), go);
      queueMicrotask(update);
      break;
    }
    case "declare_blockers": {
      const rows = d.candidates.map((id) => {
        const sel = h("select", { "aria-label": `what ${nm.get(id)} blocks` }, h("option", { value: "" }, "no block"), d.attackers.map((a) => h("option", { value: a }, `blocks ${nm.get(a)}`)));
        return { id, sel, el: h("div", {}, `${nm.get(id)}: `, sel) };
      });
      const update = () => {
        ctx.draft?.({ draftBlocks: rows.filter((r) => r.sel.value).map((r) => ({ blocker: r.id, attacker: Number(r.sel.value), attackerName: nm.get(Number(r.sel.value)) })) });
      };
      for (const r of rows) r.sel.addEventListener("change", update);
      wrap.append(...rows.map((r) => r.el), submit("Declare blockers", () => send({ action: "declare_blockers", player: d.player, blockers: rows.filter((r) => r.sel.value).map((r) => ({ blocker: r.id, attacker: Number(r.sel.value) })) })));
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
      wrap.append(h("p", {}, "The first goes on the stack first, so it resolves last."), orderList(order, ctx), submit("Put on the stack in this order", () => send({ action: "order_triggers", player: d.player, order: order.map((o) => o.id) })));
      break;
    }
    case "choose_mode": {
      // 603.3c: a modal triggered ability announces its mode as it goes on the stack.
      wrap.append(
        h("p", {}, "Modes without a legal target can't be chosen."),
        h("div", { class: "choices" }, d.modes.map((m, i) => h("button", { type: "button", disabled: d.legal.includes(i) ? null : "", onclick: () => send({ action: "choose_mode", player: d.player, mode: i }) }, `${i + 1}. ${m}`))),
      );
      break;
    }
    case "order_blockers": {
      const order = d.blockers.map((id) => ({ id, text: nm.get(id) ?? `object ${id}` }));
      wrap.append(orderList(order, ctx), submit("Use this damage order", () => send({ action: "order_blockers", player: d.player, attacker: d.attacker, order: order.map((o) => o.id) })));
      break;
    }
    case "assign_combat_damage": {
      const who = [...d.blockers.map((id) => nm.get(id) ?? `object ${id}`), ...(d.trample_to ? [`${ctx.targetName(d.trample_to)} (trample)`] : [])];
      const inputs = who.map((w, i) => h("input", { type: "number", min: 0, max: d.power, value: d.suggested[i], "aria-label": `damage to ${w}` }));
      wrap.append(
        h("p", { class: "damage-order" }, ruleChip("510.1c"), ` Damage assignment order: ${d.blockers.map((id, i) => `${i + 1}. ${nm.get(id) ?? `object ${id}`} (lethal ${d.lethal[i]})`).join(", ")}. A later one gets damage only once those before it have lethal damage.`),
        ...who.map((w, i) => h("div", {}, h("label", {}, `${w}: `, inputs[i]))),
        submit("Assign damage", () => send({ action: "assign_combat_damage", player: d.player, attacker: d.attacker, amounts: inputs.map((x) => Number(x.value)) })),
      );
      break;
    }
    case "choose_replacement": {
      // 616.1: the effect to apply now (the others are looked at again); 306.7: redirect or not.
      wrap.append(h("p", {}, `Event: ${d.event}.`), h("div", { class: "choices" }, d.options.map((k, i) => h("button", { type: "button", onclick: () => send({ action: "choose_replacement", player: d.player, choice: k }) }, d.descriptions[i] ?? `option ${k}`))));
      break;
    }
    case "choose_cards": {
      // Another player's choice among cards this view can't see (their hand): the engine lists none.
      if (!d.from.length && d.min > 0) {
        wrap.append(h("p", { id: "hidden-choice" }, `${who} chooses ${d.min === d.max ? d.min : `${d.min} to ${d.max}`} card(s) you can't see. Switch the view to ${who} to choose.`));
        break;
      }
      const boxes = d.from.map((id) => ({ id, cb: h("input", { type: "checkbox", id: `cc-${id}` }) }));
      wrap.append(h("p", {}, `Choose ${d.min === d.max ? d.min : `${d.min} to ${d.max}`}.`), ...boxes.map((b) => h("div", {}, b.cb, h("label", { for: `cc-${b.id}` }, ` ${nm.get(b.id) ?? b.id}`))), submit("Choose", () => send({ action: "choose_cards", player: d.player, cards: boxes.filter((b) => b.cb.checked).map((b) => b.id) })));
      break;
    }
    case "choose_object": {
      // A yes/no question ("you may", "unless you pay") carries labels for its answers.
      const label = (id, i) => d.labels?.[i] ?? nm.get(id) ?? `object ${id}`;
      wrap.append(h("div", { class: "choices" }, d.candidates.map((id, i) => h("button", { type: "button", onclick: () => send({ action: "choose_object", player: d.player, object: id }) }, label(id, i))), d.optional ? h("button", { type: "button", onclick: () => send({ action: "choose_object", player: d.player, object: null }) }, d.none_label ?? "None") : null));
      break;
    }
    case "choose_targets": {
      // Nothing is chosen for the player (a trigger's target does not start on its controller):
      // a slot starts on the current target where there is one (706.10c: a copy keeps its
      // targets unless new ones are chosen), on its only legal choice, or empty.
      const sels = d.slots.map((slot, i) => {
        const cur = d.current?.[i];
        const at = cur ? slot.findIndex((t) => sameTarget(t, cur)) : slot.length === 1 ? 0 : -1;
        const sel = h("select", { "aria-label": `target ${i + 1}`, dataset: { slot: i } },
          at < 0 ? h("option", { value: "", selected: true }, "choose a target") : null,
          slot.map((t, j) => h("option", { value: j, selected: j === at }, `${ctx.targetName(t)}${cur && j === at ? " (current target)" : ""}`)));
        return sel;
      });
      const go = submit("Choose targets", () => send({ action: "choose_targets", player: d.player, targets: sels.map((s, i) => d.slots[i][Number(s.value)]) }));
      const update = () => { go.disabled = sels.some((s) => s.value === ""); };
      for (const s of sels) s.addEventListener("change", update);
      update();
      // 706.10c: a copy keeps its targets unless new ones are chosen: one click keeps them.
      const keep = d.current?.length === d.slots.length && d.current.length
        ? h("button", { type: "button", id: "keep-targets", onclick: () => send({ action: "choose_targets", player: d.player, targets: d.current }) }, `Keep the current target${d.current.length > 1 ? "s" : ""} (${d.current.map((t) => ctx.targetName(t)).join(", ")})`)
        : null;
      wrap.append(...sels.map((s, i) => h("div", {}, `Target ${i + 1}: `, s)), go, keep ?? "");
      break;
    }
    default:
      if (!ctx.other?.(d, wrap)) wrap.append(h("p", {}, `Unknown decision ${/** @type {any} */ (d).decision}`));
  }
  return wrap;
}
