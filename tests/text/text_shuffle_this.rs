//! "Shuffle [this] into its owner's library" (701.16): a spell as it
//! resolves (instead of going to the graveyard), or the card its own dies
//! trigger finds in the graveyard (603.6f).
//!
//! Cards (their text as the table prints it):
//! - Beacon of Destruction {3}{R}{R}: "Beacon of Destruction deals 5 damage
//!   to target creature or player. Shuffle Beacon of Destruction into its
//!   owner's library."
//! - Alabaster Dragon {4}{W}{W} 4/4: "Flying. When Alabaster Dragon dies,
//!   shuffle it into its owner's library."
//! - Lightning Bolt {R}.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::types::PlayerId;

#[test]
fn r701_16_beacon_of_destruction_is_shuffled_into_its_owners_library() {
    let alice = json!(["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]);
    let mut t = card_table::compiled_game(&["Beacon of Destruction"], alice, json!([{"card": "Beacon of Destruction", "label": "b"}]), json!([]));
    let before = t.g().player(PlayerId(0)).library.len();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@b", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 15);
    let lib = &t.g().player(PlayerId(0)).library;
    assert_eq!(lib.len(), before + 1);
    assert!(lib.iter().any(|id| t.g().obj(*id).unwrap().def.name == "Beacon of Destruction"));
    assert!(t.g().player(PlayerId(0)).graveyard.is_empty(), "not in the graveyard");
}

#[test]
fn r603_6f_alabaster_dragon_is_shuffled_from_the_graveyard_into_its_library() {
    let mut t = card_table::compiled_game(&["Lightning Bolt", "Alabaster Dragon"], json!(["Mountain", "Mountain"]), json!([{"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}]), json!([{"card": "Alabaster Dragon", "label": "d"}]));
    let d = t.id("d").0;
    let before = t.g().player(PlayerId(1)).library.len();
    for b in ["@b1", "@b2"] {
        t.act(json!({"action": "cast_spell", "player": 0, "card": b, "targets": [{"object": d}], "auto_pay": true}));
        t.pass_all();
    }
    t.pass_all();
    let lib = &t.g().player(PlayerId(1)).library;
    assert_eq!(lib.len(), before + 1);
    assert!(lib.iter().any(|id| t.g().obj(*id).unwrap().def.name == "Alabaster Dragon"));
    assert!(t.g().player(PlayerId(1)).graveyard.is_empty());
}
