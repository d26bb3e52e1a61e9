//! 706.10c: the controller of a copy of a spell may keep the original's
//! targets or choose new ones; the copy has one target for each target the
//! original has, so a slot the original left empty ("one or two targets")
//! stays empty, and slots that can't share an object (115.3) still can't.
//! 706.10: the copy has the original's division of damage (601.2d).
//! Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Forked Bolt {R}, Sorcery: "Forked Bolt deals 2 damage divided as you
//!   choose among one or two target creatures and/or players."
//! - Fork {R}{R}, Instant: "Copy target instant or sorcery spell, except
//!   that the copy is red. You may choose new targets for the copy."
//! - Reverberate {R}{R}, Instant: "Copy target instant or sorcery spell. You
//!   may choose new targets for the copy."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

const CARDS: &[&str] = &["Forked Bolt", "Fork", "Reverberate", "Grizzly Bears", "Hill Giant"];

/// Alice holds Forked Bolt and `copier` with {R}{R}{R} floating; Bob has Grizzly Bears and Hill Giant.
fn game(copier: &str) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": [{"card": "Forked Bolt", "label": "bolt"}, {"card": copier, "label": "copier"}]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{R}{R}{R}").unwrap();
    t
}

/// Forked Bolt on `targets` divided as `division`, copied by the copier; both
/// players pass so the copier resolves and asks for the copy's targets.
fn copied(copier: &str, targets: Value, division: Value) -> T {
    let mut t = game(copier);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": targets, "division": division, "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@copier", "targets": [{"object": "@bolt"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    t
}

fn target_question(t: &T) -> (Vec<Vec<stackwise::rules::events::TargetChoice>>, Vec<usize>) {
    match t.g().pending.clone().map(|d| d.kind) {
        Some(DecisionKind::ChooseTargets { slots, another, .. }) => (slots, another),
        other => panic!("the copy's targets are asked for (706.10c): {other:?}"),
    }
}

#[test]
fn r706_10c_an_optional_slot_the_original_left_empty_stays_empty() {
    for copier in ["Fork", "Reverberate"] {
        let mut t = copied(copier, json!([{"object": "@bears"}]), json!([2]));
        let (slots, another) = target_question(&t);
        assert_eq!(slots.len(), 1, "{copier}: one target chosen, one slot for the copy");
        assert!(another.is_empty(), "{copier}: one slot has nothing to differ from");
        assert!(t.g().check_consistency().is_ok(), "{copier}: {:?}", t.g().check_consistency());
        // The copy moves its 2 damage to the Giant; the original still kills the Bears.
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@giant"}]}));
        resolve_stack(&mut t);
        assert_eq!(t.g().objects[&t.id("giant")].damage, 2, "{copier}");
        assert_eq!(t.zone("bears"), "graveyard", "{copier}");
        assert_eq!(t.life(1), 20, "{copier}");
    }
}

#[test]
fn r706_10c_two_targets_of_one_instance_stay_apart_in_the_copy() {
    for copier in ["Fork", "Reverberate"] {
        let mut t = copied(copier, json!([{"object": "@bears"}, {"player": 1}]), json!([1, 1]));
        let (slots, another) = target_question(&t);
        assert_eq!(slots.len(), 2, "{copier}");
        assert_eq!(another, vec![1], "{copier}: the second target can't be the first (115.3)");
        let e = refused_unchanged(&mut t, json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@giant"}, {"object": "@giant"}]}));
        assert!(e.contains("already a target"), "{copier}: {e}");
        // The copy's division is the original's: 1 to the Giant, 1 to Bob.
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@giant"}, {"player": 1}]}));
        resolve_stack(&mut t);
        assert_eq!(t.g().objects[&t.id("giant")].damage, 1, "{copier}");
        assert_eq!(t.g().objects[&t.id("bears")].damage, 1, "{copier}");
        assert_eq!(t.life(1), 18, "{copier}");
    }
}
