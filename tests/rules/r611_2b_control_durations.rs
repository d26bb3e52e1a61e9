//! Control for as long as a condition holds (611.2b of the reference rules)
//! and control-changing static abilities (613.1b): the latest control effect
//! by timestamp wins (613.6); when one ends the permanent goes to the
//! controller the remaining ones say, or back to where it started.
//!
//! Real cards, built in (built in: compiled from their printed text), with their Oracle text:
//! - Control Magic {2}{U}{U}, Aura: "Enchant creature. You control enchanted creature."
//! - Steal Artifact {2}{U}{U}, Aura: "Enchant artifact. You control enchanted artifact."
//! - Sower of Temptation {2}{U}{U}, 2/2 flying: "When Sower of Temptation enters
//!   the battlefield, gain control of target creature for as long as Sower of
//!   Temptation remains on the battlefield."
//! - Master Thief {2}{U}{U}, 2/2: "When Master Thief enters the battlefield,
//!   gain control of target artifact for as long as you control Master Thief."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

fn game(alice_hand: Value, bob: Value, bob_hand: Value) -> T {
    let lands = |n: usize| -> Vec<Value> { (0..n).flat_map(|_| [json!("Island"), json!("Plains"), json!("Mountain")]).collect() };
    let bob_field = [lands(3), bob.as_array().unwrap().clone()].concat();
    let alice_field = lands(4);
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice_field, "hand": alice_hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_field, "hand": bob_hand, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn controller(t: &T, label: &str) -> u8 {
    t.g().objects[&t.id(label)].controller.0
}

fn cast(t: &mut T, p: u8, card: &str, targets: Value) -> Vec<Event> {
    t.act(json!({"action": "cast_spell", "player": p, "card": format!("@{card}"), "targets": targets, "auto_pay": true}))
}

/// Cast, then let everything resolve (answering the one target slot of an
/// enters-the-battlefield trigger with `trigger_target`).
fn cast_and_resolve(t: &mut T, p: u8, card: &str, targets: Value, trigger_target: Option<&str>) -> Vec<Event> {
    let mut ev = cast(t, p, card, targets);
    for _ in 0..10 {
        if let Some(d) = t.g().pending.clone() {
            let target = trigger_target.expect("a trigger target was asked");
            ev.extend(t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [{"object": format!("@{target}")}]})));
            continue;
        }
        if t.g().stack.is_empty() {
            break;
        }
        ev.extend(t.pass_all());
    }
    ev
}

/// Pass (Alice attacking with nothing) to Bob's first main phase.
fn to_bobs_main_phase(t: &mut T) {
    for _ in 0..40 {
        if t.g().turn.active == PlayerId(1) && t.g().turn.step == Step::PrecombatMain {
            return;
        }
        if let Some(d) = t.g().pending.clone() {
            t.act(json!({"action": "declare_attackers", "player": d.player.0, "attackers": []}));
            continue;
        }
        t.pass_all();
    }
    panic!("Bob's main phase never came");
}

#[test]
fn r613_1b_control_magic_and_steal_artifact_control_while_attached() {
    let mut t = game(
        json!([{"card": "Control Magic", "label": "magic"}, {"card": "Steal Artifact", "label": "steal"}, {"card": "Disenchant", "label": "dis"}]),
        json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Bonesplitter", "label": "splitter"}]),
        json!([]),
    );
    cast_and_resolve(&mut t, 0, "magic", json!([{"object": "@giant"}]), None);
    assert_eq!(controller(&t, "giant"), 0, "Control Magic: Alice controls the Giant");
    cast_and_resolve(&mut t, 0, "steal", json!([{"object": "@splitter"}]), None);
    assert_eq!(controller(&t, "splitter"), 0, "Steal Artifact: Alice controls the Bonesplitter");
    assert_eq!(t.g().objects[&t.id("giant")].owner, PlayerId(1), "ownership doesn't change");
    // The Aura goes: control goes back to Bob.
    let ev = cast_and_resolve(&mut t, 0, "dis", json!([{"object": "@magic"}]), None);
    assert_eq!(controller(&t, "giant"), 1, "{:?}", ev.iter().map(|e| &e.text).collect::<Vec<_>>());
    assert_eq!(controller(&t, "splitter"), 0, "the other Aura still applies");
}

#[test]
fn r611_2b_sower_of_temptation_control_ends_when_it_leaves() {
    let mut t = game(
        json!([{"card": "Sower of Temptation", "label": "sower"}]),
        json!([{"card": "Hill Giant", "label": "giant"}]),
        json!([{"card": "Lightning Bolt", "label": "bolt"}]),
    );
    cast_and_resolve(&mut t, 0, "sower", json!([]), Some("giant"));
    assert_eq!(controller(&t, "giant"), 0, "Alice gains control for as long as Sower remains");
    t.act(json!({"action": "pass_priority", "player": 0}));
    let sower = t.id("sower");
    cast(&mut t, 1, "bolt", json!([{"object": sower.0}]));
    let ev = t.pass_all();
    assert_eq!(t.zone("sower"), "graveyard");
    assert_eq!(controller(&t, "giant"), 1, "Sower left: the Giant goes back to Bob");
    assert!(ev.iter().any(|e| e.rule == "611.2b"), "the end is told, citing 611.2b");
}

#[test]
fn r611_2b_a_duration_over_before_the_effect_begins_does_nothing() {
    // Bob bolts Sower with its trigger on the stack: the control effect would end at once.
    let mut t = game(
        json!([{"card": "Sower of Temptation", "label": "sower"}]),
        json!([{"card": "Hill Giant", "label": "giant"}]),
        json!([{"card": "Lightning Bolt", "label": "bolt"}]),
    );
    cast(&mut t, 0, "sower", json!([]));
    t.pass_all();
    let d = t.g().pending.clone().expect("Sower's trigger asks for its target");
    t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [{"object": "@giant"}]}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    let sower = t.id("sower");
    cast(&mut t, 1, "bolt", json!([{"object": sower.0}]));
    let mut ev = Vec::new();
    for _ in 0..4 {
        ev.extend(t.pass_all());
    }
    assert!(t.g().stack.is_empty());
    assert_eq!(controller(&t, "giant"), 1, "the effect did nothing");
    assert!(ev.iter().any(|e| e.rule == "611.2b" && e.text.contains("does nothing")));
}

#[test]
fn r611_2b_master_thief_ends_when_its_controller_changes_and_613_6_latest_wins() {
    // Alice's Master Thief takes Bob's Bonesplitter; Bob's Control Magic takes the
    // Thief: "as long as you control Master Thief" ends, the Bonesplitter goes back.
    let mut t = game(
        json!([{"card": "Master Thief", "label": "thief"}]),
        json!([{"card": "Bonesplitter", "label": "splitter"}]),
        json!([{"card": "Control Magic", "label": "magic"}]),
    );
    cast_and_resolve(&mut t, 0, "thief", json!([]), Some("splitter"));
    assert_eq!(controller(&t, "splitter"), 0);
    // Bob's turn: his Control Magic on the Thief.
    to_bobs_main_phase(&mut t);
    let thief = t.id("thief");
    cast_and_resolve(&mut t, 1, "magic", json!([{"object": thief.0}]), None);
    assert_eq!(controller(&t, "thief"), 1, "Control Magic: Bob controls the Thief");
    assert_eq!(controller(&t, "splitter"), 1, "Alice no longer controls the Thief: its effect ended");
}

#[test]
fn r613_6_the_later_control_effect_wins_and_the_earlier_one_returns() {
    // Alice's Control Magic takes Bob's Giant; Bob's Sower (later timestamp) takes it
    // back; Sower dies: Control Magic applies again.
    let mut t = game(
        json!([{"card": "Control Magic", "label": "magic"}]),
        json!([{"card": "Hill Giant", "label": "giant"}]),
        json!([{"card": "Sower of Temptation", "label": "sower"}, {"card": "Lightning Bolt", "label": "bolt"}]),
    );
    cast_and_resolve(&mut t, 0, "magic", json!([{"object": "@giant"}]), None);
    assert_eq!(controller(&t, "giant"), 0);
    to_bobs_main_phase(&mut t);
    cast_and_resolve(&mut t, 1, "sower", json!([]), Some("giant"));
    assert_eq!(controller(&t, "giant"), 1, "Sower's effect is later than Control Magic's");
    let sower = t.id("sower");
    cast_and_resolve(&mut t, 1, "bolt", json!([{"object": sower.0}]), None);
    assert_eq!(controller(&t, "giant"), 0, "Sower gone: Control Magic applies again");
}
