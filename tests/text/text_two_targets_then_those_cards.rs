//! "Exile two target [nouns] ..., then return those cards to the battlefield
//! under your control": several targets whose noun names two or more card
//! types joined by "and/or" (601.2c), and "those cards" for the new objects
//! the exile made (400.7).
//!
//! Cards (their text as the table prints it):
//! - Ghostly Flicker {2}{U}: "Exile two target artifacts, creatures, and/or
//!   lands you control, then return those cards to the battlefield under
//!   your control."
//! - Sylvan Reclamation {3}{G}{W}: "Exile up to two target artifacts and/or
//!   enchantments. Basic landcycling {2}"
//! - Hill Giant {3}{R} 3/3, Sol Ring {1}, Island.

use crate::common;
use common::*;
use serde_json::json;

#[test]
fn r400_7_ghostly_flicker_returns_the_exiled_cards_as_new_objects() {
    let alice = json!(["Island", "Island", "Island", {"card": "Hill Giant", "label": "giant", "tapped": true}, {"card": "Sol Ring", "label": "ring", "tapped": true}]);
    let bob = json!([{"card": "Hill Giant", "label": "bobs"}]);
    let mut t = common::card_table::compiled_game(&["Ghostly Flicker", "Hill Giant", "Sol Ring"], alice, json!([{"card": "Ghostly Flicker", "label": "gf"}]), bob);
    let (giant, ring, bobs) = (t.id("giant").0, t.id("ring").0, t.id("bobs").0);
    // Only permanents Alice controls.
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@gf", "targets": [{"object": giant}, {"object": bobs}], "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gf", "targets": [{"object": giant}, {"object": ring}], "auto_pay": true}));
    t.pass_all();
    let back: Vec<_> = t.g().battlefield.iter().map(|id| &t.g().objects[id]).filter(|o| (o.def.name == "Hill Giant" && o.controller.0 == 0) || o.def.name == "Sol Ring").collect();
    assert_eq!(back.len(), 2, "both back on the battlefield");
    assert!(back.iter().all(|o| !o.tapped), "new objects, untapped (400.7)");
    assert!(t.g().exile.is_empty());
}

#[test]
fn r601_2c_sylvan_reclamation_targets_only_artifacts_and_enchantments() {
    let bob = json!([{"card": "Sol Ring", "label": "ring"}, {"card": "Hill Giant", "label": "giant"}]);
    let mut t = common::card_table::compiled_game(&["Sylvan Reclamation", "Sol Ring", "Hill Giant"], json!(["Forest", "Plains", "Forest", "Forest", "Forest"]), json!([{"card": "Sylvan Reclamation", "label": "sr"}]), bob);
    let (ring, giant) = (t.id("ring").0, t.id("giant").0);
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@sr", "targets": [{"object": giant}], "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sr", "targets": [{"object": ring}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("ring"), "exile");
}
