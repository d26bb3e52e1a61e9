//! "target [noun] and target [other noun]": one instruction with two target
//! slots of different nouns (601.2c: each chosen for its own noun), done to
//! both as it resolves; a target that became illegal is left alone while the
//! other is still acted on (608.2b).
//!
//! Cards (their text as the table prints it):
//! - Fumarole {3}{B}{R}: "As an additional cost to cast Fumarole, pay 3
//!   life. Destroy target creature and target land."
//! - Churning Eddy {3}{U}: "Return target creature and target land to their
//!   owners' hands."
//! - Hill Giant {3}{R} 3/3, Lightning Bolt {R}, Swamp, Mountain, Island, Forest.

use crate::common;
use common::*;
use serde_json::json;

#[test]
fn r601_2c_fumarole_destroys_its_creature_and_its_land() {
    let bf = json!(["Swamp", "Swamp", "Swamp", "Mountain", "Mountain"]);
    let bob = json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Forest", "label": "forest"}]);
    let mut t = common::card_table::compiled_game(&["Fumarole", "Hill Giant"], bf, json!([{"card": "Fumarole", "label": "f"}]), bob);
    let (giant, forest) = (t.id("giant").0, t.id("forest").0);
    // Each slot takes only its own noun: the land can't be the creature target.
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@f", "targets": [{"object": forest}, {"object": giant}], "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@f", "targets": [{"object": giant}, {"object": forest}], "auto_pay": true}));
    assert_eq!(t.life(0), 17, "3 life paid as the spell is cast");
    t.pass_all();
    assert_eq!((t.zone("giant"), t.zone("forest")), ("graveyard".to_string(), "graveyard".to_string()));
}

#[test]
fn r608_2b_churning_eddy_still_returns_the_land_when_the_creature_is_gone() {
    let bf = json!(["Island", "Island", "Island", "Island", "Mountain"]);
    let bob = json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Forest", "label": "forest"}]);
    let hand = json!([{"card": "Churning Eddy", "label": "eddy"}, {"card": "Lightning Bolt", "label": "bolt"}]);
    let mut t = common::card_table::compiled_game(&["Churning Eddy", "Hill Giant", "Lightning Bolt"], bf, hand, bob);
    let (giant, forest) = (t.id("giant").0, t.id("forest").0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@eddy", "targets": [{"object": giant}, {"object": forest}], "auto_pay": true}));
    // In response, Alice bolts her own target: the Giant dies before the Eddy resolves.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    assert_eq!(t.zone("giant"), "graveyard", "an illegal target is not returned");
    assert_eq!(t.zone("forest"), "hand");
}
