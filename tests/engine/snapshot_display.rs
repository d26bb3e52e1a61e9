//! What the snapshot tells the page so that it never works out a rule itself:
//! - where a creature's power and toughness come from (layer 7, 613.3a–e in
//!   the 2011 numbering, 613.4 today): each effect with its source, sublayer
//!   and duration, and each kind of counter; the base values plus the steps
//!   equal the power and toughness shown;
//! - combat: which creature attacks what (508.1b), which blockers block which
//!   attacker (509.1), in the damage assignment order (509.2) with the lethal
//!   damage of 510.1c;
//! - identical triggered abilities waiting to be ordered (603.3b) told apart
//!   by their source and the event that triggered them (603.2);
//! - a target that has left is named by what it was (last known information,
//!   608.2b), and marked as gone.
//!
//! Expected values come from the cards' printed numbers and the rules.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::formats::snapshot::PermanentView;
use stackwise::rules::layers::{PtDuration, PtStep};
use stackwise::cards::def::Layer;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn view(t: &T, label: &str) -> PermanentView {
    let id = t.id(label);
    let s = t.g().snapshot(None);
    s.battlefield.into_iter().find(|v| v.id == id).unwrap_or_else(|| panic!("{label} is not on the battlefield"))
}

fn sum(steps: &[PtStep]) -> (i32, i32) {
    steps.iter().fold((0, 0), |(p, t), s| (p + s.power, t + s.toughness))
}

/// Disfigure (a real card, not in the built-in pool, compiled from the card
/// table): -2/-2 until end of turn.
fn disfigure() -> serde_json::Value {
    json!([card_table::compiled("Disfigure")])
}

/// Grizzly Bears (2/2) with Glorious Anthem (+1/+1, a static ability), Giant
/// Growth (+3/+3 until end of turn), Disfigure (-2/-2 until end of turn), two
/// +1/+1 counters and a -1/-1 counter (Scar): 2+1+3-2+2-1 = 5 each. Every
/// source is listed with its sublayer.
#[test]
fn pt_sources_anthem_pump_counters_and_minus_counter_sum_to_the_shown_pt() {
    let mut t = T::new(json!({
        "cards": disfigure(),
        "players": [
            {"name": "Alice", "mana_pool": "GBB",
             "hand": [{"card": "Giant Growth", "label": "growth"}, {"card": "Scar", "label": "scar"}, {"card": "Disfigure", "label": "disfigure"}],
             "battlefield": [{"card": "Grizzly Bears", "label": "bears", "counters": {"+1/+1": 2}}, {"card": "Glorious Anthem", "label": "anthem"}]},
            {"name": "Bob"}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@growth", "targets": [{"object": "@bears"}]}));
    t.pass_all();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@scar", "targets": [{"object": "@bears"}]}));
    t.pass_all();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@disfigure", "targets": [{"object": "@bears"}]}));
    t.pass_all();
    let v = view(&t, "bears");
    assert_eq!((v.base_power, v.base_toughness), (Some(2), Some(2)), "Grizzly Bears is printed 2/2");
    // 613.3d: +1/+1 and -1/-1 counters both on it would be removed in pairs by 704.5r (2017);
    // the 2011 engine keeps them, so the counters step lists both kinds.
    let counters: Vec<(String, u32, i32)> = v.pt_steps.iter().filter(|s| s.layer == Layer::PtCounters).map(|s| (s.source_name.clone(), s.counters, s.power)).collect();
    let anthem = v.pt_steps.iter().find(|s| s.source_name == "Glorious Anthem").expect("the anthem is listed");
    assert_eq!((anthem.power, anthem.toughness, anthem.layer, anthem.rule.as_str(), anthem.duration), (1, 1, Layer::PtModifying, "613.3c", PtDuration::WhileSourceHasIt));
    assert_eq!(anthem.source, Some(t.id("anthem")));
    let growth = v.pt_steps.iter().find(|s| s.source_name == "Giant Growth").expect("Giant Growth is listed");
    assert_eq!((growth.power, growth.toughness, growth.layer, growth.duration), (3, 3, Layer::PtModifying, PtDuration::UntilEndOfTurn));
    let minus = v.pt_steps.iter().find(|s| s.source_name == "Disfigure").expect("Disfigure is listed");
    assert_eq!((minus.power, minus.toughness, minus.layer, minus.duration), (-2, -2, Layer::PtModifying, PtDuration::UntilEndOfTurn));
    // 613.6: in 7c, in timestamp order: the anthem (on the battlefield first), Giant Growth, Disfigure.
    let order: Vec<&str> = v.pt_steps.iter().filter(|s| s.layer == Layer::PtModifying).map(|s| s.source_name.as_str()).collect();
    assert_eq!(order, vec!["Glorious Anthem", "Giant Growth", "Disfigure"]);
    let (dp, dt) = sum(&v.pt_steps);
    assert_eq!((v.base_power.unwrap() + dp, v.base_toughness.unwrap() + dt), (v.power.unwrap(), v.toughness.unwrap()), "base plus the steps is the shown P/T");
    // 704.5r (counters annihilate) is not a 2011 rule: either both kinds are listed, or the pair was removed.
    let want_pt = 2 + 1 + 3 - 2 + 2 - 1;
    assert_eq!((v.power, v.toughness), (Some(want_pt), Some(want_pt)));
    let net: i32 = counters.iter().map(|c| c.2).sum();
    assert_eq!(net, 1, "two +1/+1 counters and one -1/-1 counter: +1 net, {counters:?}");
    assert!(v.pt_steps.iter().all(|s| s.layer >= Layer::PtDefining), "only layer 7 steps are listed");
}

/// A 613.3b setting effect and a 613.3e switch, on a creature with an anthem:
/// the setting step records the values it set and the switch what it changed;
/// the sum still equals the shown P/T (613.3 order: set, modify, counters, switch).
#[test]
fn pt_sources_set_and_switch_sum_to_the_shown_pt() {
    let cards = json!([
        card_table::compiled("Diminish"),
        {"name": "Burst of Might", "mana_cost": "{R}", "type": "Instant", "text": "Target creature gets +5/+0 until end of turn."},
        card_table::compiled("About Face")
    ]);
    let mut t = T::new(json!({
        "cards": cards,
        "players": [
            {"name": "Alice", "mana_pool": "URR",
             "hand": [{"card": "Diminish", "label": "dim"}, {"card": "Burst of Might", "label": "surge"}, {"card": "About Face", "label": "face"}],
             "battlefield": [{"card": "Hill Giant", "label": "giant"}, "Glorious Anthem"]},
            {"name": "Bob"}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    for card in ["dim", "surge", "face"] {
        t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": [{"object": "@giant"}]}));
        t.pass_all();
    }
    let v = view(&t, "giant");
    // Hill Giant 3/3: set to 1/1 (7b), +1/+1 anthem and +5/+0 (7c): 7/2, switched (7e): 2/7.
    assert_eq!((v.power, v.toughness), (Some(2), Some(7)));
    let layers: Vec<Layer> = v.pt_steps.iter().map(|s| s.layer).collect();
    assert_eq!(layers, vec![Layer::PtSetting, Layer::PtModifying, Layer::PtModifying, Layer::PtSwitching], "in the order applied: {:?}", v.pt_steps);
    assert_eq!(v.pt_steps[0].set, Some((1, 1)));
    assert_eq!(v.pt_steps[0].source_name, "Diminish");
    assert_eq!(v.pt_steps[3].source_name, "About Face");
    let (dp, dt) = sum(&v.pt_steps);
    assert_eq!((3 + dp, 3 + dt), (2, 7));
}

/// Nothing changes a lone creature: no steps, base equals the shown P/T.
#[test]
fn a_creature_nothing_changes_lists_no_pt_source() {
    let t = T::new(json!({
        "players": [{"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}, {"name": "Bob"}],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let v = view(&t, "bears");
    assert!(v.pt_steps.is_empty());
    assert_eq!((v.power, v.base_power), (Some(2), Some(2)));
}

/// 508.1 / 509.1 / 509.2 / 510.1c: Alice attacks Bob with Hill Giant and
/// Grizzly Bears; Bob blocks the Giant with Llanowar Elves and Grizzly Bears.
/// The snapshot pairs them; once Alice orders the blockers (Bears first), the
/// order and the lethal damage (2 for the 2/2, 1 for the 1/1) are there.
#[test]
fn combat_pairing_and_damage_assignment_order_with_lethal_amounts() {
    let mut t = T::new(json!({
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Hill Giant", "label": "giant"}, {"card": "Grizzly Bears", "label": "a_bears"}]},
            {"name": "Bob", "battlefield": [{"card": "Llanowar Elves", "label": "elves"}, {"card": "Grizzly Bears", "label": "b_bears"}]}
        ],
        "turn": {"number": 5, "active": 0, "step": "beginning_of_combat"}
    }));
    assert!(t.g().snapshot(None).attacks.is_empty(), "no attack before attackers are declared");
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [
        {"attacker": "@giant", "target": {"player": 1}}, {"attacker": "@a_bears", "target": {"player": 1}}]}));
    let s = t.g().snapshot(None);
    assert_eq!(s.attacks.len(), 2);
    assert_eq!(s.attacks[0].attacker, t.id("giant"));
    assert_eq!(s.attacks[0].target, Some(TargetChoice::Player(PlayerId(1))));
    assert_eq!(s.attacks[0].target_name, "Bob");
    assert!(s.attacks.iter().all(|a| !a.blocked && a.blockers.is_empty()));
    t.pass_all();
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [
        {"blocker": "@elves", "attacker": "@giant"}, {"blocker": "@b_bears", "attacker": "@giant"}]}));
    // 509.2: the attacking player orders the two blockers.
    let pending = t.g().pending.clone().expect("Alice orders the Giant's blockers");
    assert!(matches!(pending.kind, DecisionKind::OrderBlockers { .. }));
    let s = t.g().snapshot(None);
    let giant = &s.attacks[0];
    assert!(giant.blocked && !giant.order_chosen);
    let mut declared = giant.blockers.clone();
    declared.sort();
    let mut want = vec![t.id("elves"), t.id("b_bears")];
    want.sort();
    assert_eq!(declared, want);
    assert!(!s.attacks[1].blocked, "the Bears is unblocked");
    t.act(json!({"action": "order_blockers", "player": 0, "attacker": "@giant", "order": ["@b_bears", "@elves"]}));
    let s = t.g().snapshot(None);
    let giant = &s.attacks[0];
    assert!(giant.order_chosen);
    assert_eq!(giant.blockers, vec![t.id("b_bears"), t.id("elves")]);
    // 510.1c: lethal damage is toughness minus damage marked: 2 for Grizzly Bears, 1 for Llanowar Elves.
    assert_eq!(giant.lethal, vec![2, 1]);
    // The same pairing reaches the page through the per-event deltas' top-level fields.
    assert_eq!(stackwise::formats::snapshot::top_view(t.g(), None).attacks, s.attacks);
}

/// 702.2c: from an attacker with deathtouch, 1 damage is lethal to each blocker.
#[test]
fn lethal_damage_from_a_deathtouch_attacker_is_one() {
    let mut t = T::new(json!({
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Typhoid Rats", "label": "rats"}]},
            {"name": "Bob", "battlefield": [{"card": "Hill Giant", "label": "giant"}]}
        ],
        "turn": {"number": 5, "active": 0, "step": "beginning_of_combat"}
    }));
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@rats", "target": {"player": 1}}]}));
    t.pass_all();
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@giant", "attacker": "@rats"}]}));
    let s = t.g().snapshot(None);
    assert_eq!(s.attacks[0].blockers, vec![t.id("giant")]);
    assert_eq!(s.attacks[0].lethal, vec![1], "deathtouch: 1 is lethal to a 3/3");
}

/// 603.3b with 603.2: Pyroclasm kills Blood Artist and two of Bob's
/// creatures at once; Blood Artist triggers three times (itself and each
/// other creature). The three abilities read alike; the decision tells them
/// apart by the event that triggered each, and names their source.
#[test]
fn identical_triggers_are_told_apart_by_their_events() {
    let mut t = T::new(json!({
        "players": [
            {"name": "Alice", "mana_pool": "RR", "hand": [{"card": "Pyroclasm", "label": "clasm"}], "battlefield": [{"card": "Blood Artist", "label": "artist"}]},
            {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Llanowar Elves", "label": "elves"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let artist = t.id("artist");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@clasm", "targets": []}));
    t.pass_all();
    let d = t.g().pending.clone().expect("Alice orders her triggers");
    let DecisionKind::OrderTriggers { triggers, descriptions, sources, events, targets } = d.kind else { panic!("expected order_triggers, got {:?}", d.kind) };
    assert_eq!(triggers.len(), 3);
    assert!(descriptions.windows(2).all(|w| w[0] == w[1]), "the three abilities read alike: {descriptions:?}");
    assert_eq!(sources, vec![artist; 3], "each triggered from Blood Artist");
    assert_eq!(events.len(), 3);
    for name in ["Blood Artist", "Grizzly Bears", "Llanowar Elves"] {
        assert_eq!(events.iter().filter(|e| e.contains(name)).count(), 1, "one event names {name}: {events:?}");
    }
    assert_eq!(targets, vec![Vec::<String>::new(); 3], "targets are chosen as each goes on the stack (603.3d)");
    // The waiting triggers panel carries the same events.
    let s = t.g().snapshot(None);
    let mut waiting: Vec<String> = s.waiting_triggers.iter().map(|w| w.event.clone()).collect();
    let mut ev = events.clone();
    waiting.sort();
    ev.sort();
    assert_eq!(waiting, ev);
}

/// 608.2b: Alice bolts Bob's Llanowar Elves, then shocks the Elves in
/// response to her own Bolt. When the Shock has resolved, the Bolt's
/// target has left the battlefield: the stack entry still names it by its
/// last known name and marks it gone.
#[test]
fn a_gone_target_keeps_its_last_known_name() {
    let mut t = T::new(json!({
        "players": [
            {"name": "Alice", "mana_pool": "RR", "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Shock", "label": "shock"}]},
            {"name": "Bob", "battlefield": [{"card": "Llanowar Elves", "label": "elves"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let elves = t.id("elves");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@elves"}]}));
    let s = t.g().snapshot(None);
    assert_eq!(s.stack[0].target_names, vec!["Llanowar Elves".to_string()]);
    assert_eq!(s.stack[0].target_left, vec![false]);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": "@elves"}]}));
    // Both pass: the Shock resolves, the Elves dies (704.5g).
    t.pass_all();
    assert_eq!(t.zone("elves"), "graveyard");
    let s = t.g().snapshot(None);
    assert_eq!(s.stack.len(), 1, "the Bolt waits");
    assert_eq!(s.stack[0].targets, vec![TargetChoice::Object(elves)]);
    assert_eq!(s.stack[0].target_names, vec!["Llanowar Elves".to_string()], "608.2b: the last known name");
    assert_eq!(s.stack[0].target_left, vec![true]);
    // Every player view serializes it for the page as well.
    let j = serde_json::to_value(&s).unwrap();
    assert_eq!(j["stack"][0]["target_left"], json!([true]));
}
