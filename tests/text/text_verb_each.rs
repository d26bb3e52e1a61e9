//! "Destroy each [noun]", "untap each [noun]" (and exile, tap, regenerate):
//! every permanent the noun names, as "all [nouns]" would be (701.7a
//! destroy, 701.19 untap); after "each" a list of card types is said with
//! "and". Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Culling Sun {2}{W}{W}{B}, Sorcery: "Destroy each creature with
//!   converted mana cost 3 or less."
//! - Myr Galvanizer {3}, Artifact Creature — Myr 2/2: "Other Myr creatures
//!   you control get +1/+1. / {1}, {T}: Untap each other Myr you control."
//! - Leaden Myr {2}, Artifact Creature — Myr 1/1: "{T}: Add {B} to your mana pool."
//! - Ratchet Bomb {2}, Artifact: "{T}: Put a charge counter on Ratchet Bomb.
//!   / {T}, Sacrifice Ratchet Bomb: Destroy each nonland permanent with
//!   converted mana cost equal to the number of charge counters on Ratchet
//!   Bomb."
//! - Powder Keg {2}, Artifact: "At the beginning of your upkeep, you may put
//!   a fuse counter on Powder Keg. / {T}, Sacrifice Powder Keg: Destroy each
//!   artifact and creature with converted mana cost equal to the number of
//!   fuse counters on Powder Keg."
//! - Bad Moon {1}{B}, Enchantment: "Black creatures get +1/+1."
//! - Grizzly Bears {1}{G}, 2/2. Gray Ogre {2}{R}, 2/2. Hill Giant {3}{R}, 3/3.

use crate::common;
use common::*;
use serde_json::json;

fn compiled(names: &[&str]) -> Vec<serde_json::Value> {
    names.iter().map(|n| card_table::compiled(n)).collect()
}

#[test]
fn r701_7a_culling_sun_destroys_each_creature_at_or_below_three() {
    let cards = compiled(&["Culling Sun", "Grizzly Bears", "Gray Ogre", "Hill Giant"]);
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": ["Plains", "Plains", "Swamp", "Swamp", "Swamp", {"card": "Gray Ogre", "label": "mine"}], "hand": [{"card": "Culling Sun", "label": "cs"}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cs", "auto_pay": true}));
    t.pass_all();
    assert_eq!((t.zone("mine"), t.zone("bears"), t.zone("giant")), ("graveyard".into(), "graveyard".into(), "battlefield".into()));
}

#[test]
fn r701_19_myr_galvanizer_untaps_each_other_myr_its_controller_controls() {
    let cards = compiled(&["Myr Galvanizer", "Leaden Myr", "Grizzly Bears"]);
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": ["Island", {"card": "Myr Galvanizer", "label": "galv"}, {"card": "Leaden Myr", "label": "myr", "tapped": true}, {"card": "Grizzly Bears", "label": "bears", "tapped": true}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Leaden Myr", "label": "his", "tapped": true}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@galv", "ability": 1, "auto_pay": true}));
    t.pass_all();
    let tapped = |t: &T, l: &str| t.g().obj(t.id(l)).unwrap().tapped;
    assert!(!tapped(&t, "myr"), "Alice's other Myr untaps");
    assert!(tapped(&t, "galv"), "not itself: it was tapped for the cost");
    assert!(tapped(&t, "bears"), "not a Myr");
    assert!(tapped(&t, "his"), "not Alice's");
}

/// 608.2h: the count is taken as the instruction is followed; the bomb was
/// sacrificed to pay the cost, so its counters are read as it last existed.
#[test]
fn r608_2h_ratchet_bomb_destroys_each_nonland_permanent_of_its_counters_converted_mana_cost() {
    let cards = compiled(&["Ratchet Bomb", "Grizzly Bears", "Gray Ogre", "Bad Moon"]);
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": ["Forest", {"card": "Ratchet Bomb", "label": "bomb", "counters": {"charge": 2}}, {"card": "Grizzly Bears", "label": "mine"}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Bad Moon", "label": "moon"}, {"card": "Gray Ogre", "label": "ogre"}, {"card": "Swamp", "label": "swamp"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@bomb", "ability": 1, "auto_pay": true}));
    assert_eq!(t.zone("bomb"), "graveyard");
    t.pass_all();
    for (l, zone) in [("mine", "graveyard"), ("moon", "graveyard"), ("ogre", "battlefield"), ("swamp", "battlefield")] {
        assert_eq!(t.zone(l), zone, "{l}");
    }
}

#[test]
fn r608_2h_powder_keg_destroys_each_artifact_and_creature_of_its_counters_converted_mana_cost() {
    let cards = compiled(&["Powder Keg", "Ratchet Bomb", "Grizzly Bears", "Gray Ogre", "Bad Moon"]);
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": "Powder Keg", "label": "keg", "counters": {"fuse": 2}}, {"card": "Ratchet Bomb", "label": "bomb"}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Bad Moon", "label": "moon"}, {"card": "Gray Ogre", "label": "ogre"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@keg", "ability": 1, "auto_pay": true}));
    t.pass_all();
    // Converted mana cost 2: the artifact and the creature, not the enchantment.
    for (l, zone) in [("bomb", "graveyard"), ("bears", "graveyard"), ("moon", "battlefield"), ("ogre", "battlefield")] {
        assert_eq!(t.zone(l), zone, "{l}");
    }
}
