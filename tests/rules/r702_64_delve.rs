//! 702.64 delve: each card its caster exiles from their graveyard while
//! casting the spell pays one generic mana of its total cost (702.64a); it is
//! not an additional or alternative cost (702.64b). The cards are named in the
//! cast action's `exile`; the mana X stands for is generic mana too.
//!
//! Cards (their text as the table prints it):
//! - Death Rattle {5}{B} sorcery: "Delve / Destroy target nongreen creature.
//!   It can't be regenerated."
//! - Logic Knot {X}{U}{U} instant: "Delve / Counter target spell unless its
//!   controller pays {X}."
//! - Hill Giant, Grizzly Bears, Lightning Bolt, Swamp, Island, Mountain.

use crate::common;
use common::*;
use serde_json::json;

#[test]
fn r702_64a_death_rattle_exiles_five_cards_and_pays_only_black() {
    let gy = json!(["Grizzly Bears", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"]);
    let mut t = T::new(json!({"cards": [common::card_table::compiled("Death Rattle")], "players": [
        {"name": "Alice", "battlefield": ["Swamp"], "hand": [{"card": "Death Rattle", "label": "dr"}], "graveyard": gy, "library": ["Island"]},
        {"name": "Bob", "battlefield": [{"card": "Hill Giant", "label": "giant"}], "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    let gy: Vec<u64> = t.g().players[0].graveyard.iter().map(|id| id.0).collect();
    let giant = t.id("giant").0;
    // Offered with the help of the graveyard.
    assert_eq!(cast_options(&t, "dr")[0].delve.len(), 6);
    // Six cards are one more than the {5} it has.
    let refused = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@dr", "auto_pay": true, "targets": [{"object": giant}], "exile": gy}));
    assert!(refused.contains("702.64a"), "{refused}");
    // Four leave {1}{B} for one Swamp: not enough.
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@dr", "auto_pay": true, "targets": [{"object": giant}], "exile": gy[..4]}));
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@dr", "auto_pay": true, "targets": [{"object": giant}], "exile": gy[..5]}));
    assert!(cites(&ev, "702.64a"), "{:?}", rules(&ev));
    assert_eq!(t.g().players[0].graveyard.len(), 1);
    t.pass_all();
    assert_eq!(t.zone("giant"), "graveyard");
}

#[test]
fn r702_64a_the_mana_x_stands_for_is_paid_by_delve_too() {
    // Logic Knot with X = 3 for {U}{U} and three cards: Bob can't pay {3}.
    let mut t = T::new(json!({"cards": [common::card_table::compiled("Logic Knot")], "players": [
        {"name": "Alice", "battlefield": ["Mountain", "Mountain", "Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "library": ["Island"]},
        {"name": "Bob", "battlefield": ["Island", "Island", {"card": "Grizzly Bears", "label": "bears"}], "hand": [{"card": "Logic Knot", "label": "knot"}], "graveyard": ["Hill Giant", "Hill Giant", "Hill Giant"], "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    let bears = t.id("bears").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "auto_pay": true, "targets": [{"object": bears}]}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    let gy: Vec<u64> = t.g().players[1].graveyard.iter().map(|id| id.0).collect();
    let bolt = t.id("bolt").0;
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@knot", "auto_pay": true, "x": 3, "targets": [{"object": bolt}], "exile": gy}));
    assert!(t.g().players[1].graveyard.is_empty());
    t.pass_all();
    // Alice's two untapped Mountains can't pay {3}: the Bolt is countered.
    if t.g().pending.is_some() {
        t.act(json!({"action": "choose_yes_no", "player": 0, "yes": false}));
        t.pass_all();
    }
    assert_eq!(t.zone("bolt"), "graveyard");
    assert_eq!(t.zone("bears"), "battlefield");
}
