//! 602.5b: an activated ability that may be activated only if a condition
//! holds; threshold's (207.2c: an ability word, no rules meaning of its own):
//! "Activate this ability only if seven or more cards are in your
//! graveyard", checked as the ability is activated. Compiled from the
//! cards' text.
//!
//! Cards (their text as the table prints it):
//! - Barbarian Ring, Land: "{T}: Add {R} to your mana pool. Barbarian Ring
//!   deals 1 damage to you. / Threshold — {R}, {T}, Sacrifice Barbarian
//!   Ring: Barbarian Ring deals 2 damage to target creature or player.
//!   Activate this ability only if seven or more cards are in your graveyard."
//! - Krosan Avenger {2}{G} 3/1: "Trample / Threshold — {1}{G}: Regenerate
//!   Krosan Avenger. Activate this ability only if seven or more cards are
//!   in your graveyard."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;

/// Alice's main phase with `n` cards (Islands) in her graveyard.
fn game(n: usize) -> T {
    let cards: Vec<Value> = ["Barbarian Ring", "Krosan Avenger"].iter().map(|c| card_table::compiled(c)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": "Barbarian Ring", "label": "ring"}, {"card": "Krosan Avenger", "label": "avenger"}], "graveyard": vec!["Island"; n], "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// The abilities of `label` offered now (by index).
fn offered(t: &T, label: &str) -> Vec<usize> {
    let id = t.id(label);
    let mut v: Vec<usize> = t.g().legal_actions().into_iter().filter_map(|a| match a {
        LegalAction::Activate { source, ability, .. } if source == id => Some(ability),
        _ => None,
    }).collect();
    v.dedup();
    v
}

#[test]
fn r602_5b_threshold_abilities_wait_for_the_seventh_card() {
    let mut t = game(6);
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{R}{G}{1}").unwrap();
    // Six cards: only the Ring's mana ability; the threshold abilities are neither offered nor allowed.
    assert_eq!(offered(&t, "ring"), vec![0]);
    assert!(offered(&t, "avenger").is_empty());
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@ring", "ability": 1, "targets": [{"player": 1}], "auto_pay": true}));
    assert!(e.contains("602.5b") || e.contains("seven or more"), "{e}");
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@avenger", "ability": 0, "targets": [], "auto_pay": true}));
    assert!(e.contains("602.5b") || e.contains("seven or more"), "{e}");
}

#[test]
fn r602_5b_with_seven_cards_the_abilities_work() {
    let mut t = game(7);
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{R}{G}{1}").unwrap();
    assert_eq!(offered(&t, "ring"), vec![0, 1]);
    assert_eq!(offered(&t, "avenger"), vec![0], "its one ability (trample is a keyword)");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@avenger", "ability": 0, "targets": [], "auto_pay": true}));
    resolve_stack(&mut t);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@ring", "ability": 1, "targets": [{"player": 1}], "auto_pay": true}));
    resolve_stack(&mut t);
    // The Ring was sacrificed as a cost (the eighth card), Bob was dealt 2; the Avenger has a regeneration shield.
    assert_eq!(t.zone("ring"), "graveyard");
    assert_eq!(t.life(1), 18);
    assert_eq!(t.g().players[0].graveyard.len(), 8);
}
