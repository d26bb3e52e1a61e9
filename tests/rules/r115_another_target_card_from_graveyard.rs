//! 115, 400.7: "When [this] dies, return another target artifact card from
//! your graveyard to your hand": "another" leaves out the card the
//! permanent became in the graveyard, though it is a new object there; with
//! no other legal target the ability is removed (603.3d). Compiled from the
//! cards' text.
//!
//! Cards (their text as the table prints it):
//! - Myr Retriever {2}, artifact creature 1/1: "When Myr Retriever dies,
//!   return another target artifact card from your graveyard to your hand."
//! - Junk Diver {3}, artifact creature 1/1: "Flying / When Junk Diver dies,
//!   return another target artifact card from your graveyard to your hand."
//! - Ornithopter {0}, artifact creature 0/2; Mox Pearl {0}, artifact;
//!   Shock {R}: "Shock deals 2 damage to target creature or player."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::events::TargetChoice;
use stackwise::rules::types::ManaPool;

const CARDS: &[&str] = &["Myr Retriever", "Junk Diver", "Ornithopter", "Mox Pearl", "Shock"];

fn game(creature: &str, graveyard: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": creature, "label": "dier"}], "hand": [{"card": "Shock", "label": "shock"}], "graveyard": graveyard, "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Alice Shocks her own creature; the events up to its trigger's target question (or the end).
fn shock_it(t: &mut T) {
    t.gm().players[0].pool = ManaPool::parse("{R}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": "@dier"}], "auto_pay": true}));
    t.pass_all();
}

#[test]
fn r115_another_target_card_leaves_out_the_dead_permanents_card() {
    for creature in ["Myr Retriever", "Junk Diver"] {
        let mut t = game(creature, json!([{"card": "Ornithopter", "label": "thopter"}, {"card": "Mox Pearl", "label": "mox"}]));
        shock_it(&mut t);
        assert_eq!(t.zone("dier"), "graveyard");
        let (dier, thopter, mox) = (t.id("dier"), t.id("thopter"), t.id("mox"));
        match t.g().pending.as_ref().map(|d| d.kind.clone()) {
            Some(DecisionKind::ChooseTargets { slots, .. }) => {
                let offered = &slots[0];
                assert!(offered.contains(&TargetChoice::Object(thopter)) && offered.contains(&TargetChoice::Object(mox)), "{creature}: {offered:?}");
                assert!(!offered.contains(&TargetChoice::Object(dier)), "{creature}: not its own card");
            }
            other => panic!("{creature}: the target is asked: {other:?}"),
        }
        refused_unchanged(&mut t, json!({"action": "choose_targets", "player": 0, "targets": [{"object": dier.0}]}));
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@thopter"}]}));
        t.pass_all();
        assert_eq!((t.zone("thopter").as_str(), t.zone("dier").as_str()), ("hand", "graveyard"), "{creature}");
    }
}

#[test]
fn r603_3d_with_only_its_own_card_the_ability_is_removed() {
    for creature in ["Myr Retriever", "Junk Diver"] {
        let mut t = game(creature, json!([]));
        shock_it(&mut t);
        assert_eq!(t.zone("dier"), "graveyard");
        assert!(t.g().pending.is_none() && t.g().stack.is_empty(), "{creature}: {:?}", t.g().pending);
        assert!(hand(&t).is_empty(), "{creature}");
    }
}
