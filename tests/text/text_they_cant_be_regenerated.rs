//! "They can't be regenerated" after an instruction that destroyed two
//! different targets ("target A and target B"): both objects, as the
//! destroy instruction before them (608.2c: later text modifies earlier
//! text; 701.15: a regeneration shield replaces destruction, and an object
//! that can't be regenerated is destroyed anyway).
//!
//! Cards (their text as the table prints it):
//! - Plague Spores {4}{B}{R}: "Destroy target nonblack creature and target
//!   land. They can't be regenerated."
//! - Wrath of God {2}{W}{W}: "Destroy all creatures. They can't be
//!   regenerated."
//! - River Boa {1}{G} 2/1: "Islandwalk / {G}: Regenerate River Boa."
//! - Forest, Swamp, Mountain, Plains.

use crate::common;
use serde_json::json;

const CARDS: &[&str] = &["Plague Spores", "Wrath of God", "River Boa"];

#[test]
fn r608_2c_plague_spores_destroys_both_targets_through_a_regeneration_shield() {
    let hand = json!([{"card": "Plague Spores", "label": "spores"}]);
    let alice = json!(["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain"]);
    let bob = json!([{"card": "River Boa", "label": "boa"}, {"card": "Forest", "label": "forest"}, "Forest"]);
    let mut t = common::card_table::compiled_game(CARDS, alice, hand, bob);
    let (boa, forest) = (t.id("boa").0, t.id("forest").0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spores", "targets": [{"object": boa}, {"object": forest}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    // Bob shields his Boa in response (701.15a).
    t.act(json!({"action": "activate_ability", "player": 1, "source": boa, "ability": 0, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("boa")).unwrap().extra.regen_shields, 1, "the shield is up");
    t.pass_all();
    assert_eq!(t.zone("boa"), "graveyard", "the creature can't be regenerated");
    assert_eq!(t.zone("forest"), "graveyard", "the land is destroyed too");
    assert_eq!(t.zone("spores"), "graveyard");
}

#[test]
fn r608_2c_wrath_of_god_destroys_a_shielded_creature() {
    let hand = json!([{"card": "Wrath of God", "label": "wrath"}]);
    let alice = json!(["Plains", "Plains", "Plains", "Plains"]);
    let bob = json!([{"card": "River Boa", "label": "boa"}, "Forest"]);
    let mut t = common::card_table::compiled_game(CARDS, alice, hand, bob);
    let boa = t.id("boa").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wrath", "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": boa, "ability": 0, "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    assert_eq!(t.zone("boa"), "graveyard");
}
