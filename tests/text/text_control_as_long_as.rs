//! Gaining control "for as long as you control [this]" and "for as long as
//! [this] remains on the battlefield" (611.2b: the effect ends the first
//! time its condition stops holding). Cards compiled from their printed
//! text (the card table):
//! - Master Thief {2}{U}{U} 2/2: "When Master Thief enters the battlefield,
//!   gain control of target artifact for as long as you control Master
//!   Thief."
//! - Sower of Temptation {2}{U}{U} 2/2: "Flying / When Sower of Temptation
//!   enters the battlefield, gain control of target creature for as long as
//!   Sower of Temptation remains on the battlefield."
//! Built-in: Control Magic, Lightning Bolt, Hill Giant, Bonesplitter.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::Step;

fn game(card: &str) -> T {
    let lands = |n: usize| -> Vec<Value> { (0..n).flat_map(|_| [json!("Island"), json!("Mountain")]).collect() };
    let bob_bf = [lands(3), vec![json!({"card": "Hill Giant", "label": "giant"}), json!({"card": "Bonesplitter", "label": "splitter"})]].concat();
    T::new(json!({"cards": [compiled(card)], "players": [
        {"name": "Alice", "battlefield": lands(3), "hand": [{"card": card, "label": "c"}], "library": ["Island", "Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf,
         "hand": [{"card": "Control Magic", "label": "magic"}, {"card": "Lightning Bolt", "label": "bolt"}], "library": ["Island", "Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn controller(t: &T, label: &str) -> u8 {
    t.g().objects[&t.id(label)].controller.0
}

/// Alice casts the card; its trigger takes `target`.
fn cast_thief(t: &mut T, target: &str) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@c", "auto_pay": true}));
    for _ in 0..10 {
        if let Some(d) = t.g().pending.clone() {
            t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [{"object": format!("@{target}")}]}));
            continue;
        }
        if t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
}

/// To Bob's main phase; Bob casts `card` on `target`, and it resolves.
fn bob_casts(t: &mut T, card: &str, target: &str) {
    play_until(t, 1, Step::PrecombatMain, &|_, _, _| {});
    t.act(json!({"action": "cast_spell", "player": 1, "card": format!("@{card}"), "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    t.pass_all();
}

#[test]
fn r611_2b_for_as_long_as_you_control_master_thief() {
    let mut t = game("Master Thief");
    cast_thief(&mut t, "splitter");
    assert_eq!(controller(&t, "splitter"), 0, "Alice controls the Bonesplitter");
    // Bob takes Master Thief: Alice no longer controls it, so the Bonesplitter goes back.
    bob_casts(&mut t, "magic", "c");
    assert_eq!(controller(&t, "c"), 1);
    assert_eq!(controller(&t, "splitter"), 1, "the effect ended");
}

#[test]
fn r611_2b_for_as_long_as_sower_remains_on_the_battlefield() {
    let mut t = game("Sower of Temptation");
    cast_thief(&mut t, "giant");
    assert_eq!(controller(&t, "giant"), 0);
    // Bob takes the Sower: it remains on the battlefield, so Alice keeps the Giant.
    bob_casts(&mut t, "magic", "c");
    assert_eq!(controller(&t, "c"), 1);
    assert_eq!(controller(&t, "giant"), 0, "still Alice's");
    // Once the Sower leaves the battlefield, the Giant goes back.
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@c"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("c"), "graveyard");
    assert_eq!(controller(&t, "giant"), 1);
}
