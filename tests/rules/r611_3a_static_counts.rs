//! 611.3a, 613.3c: a static ability's change of power and toughness that
//! counts something ("gets +1/+1 for each Forest you control") is not locked
//! in: the count is read again whenever the characteristics are, so it
//! follows the game. It counts from the ability's controller ("you"), and
//! the permanents it counts are seen after the type-changing layer (613.1d:
//! Blood Moon's Mountains are Mountains when the count is read). Compiled
//! from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Blanchwood Armor {2}{G}, Aura: "Enchant creature / Enchanted creature
//!   gets +1/+1 for each Forest you control."
//! - Claws of Valakut {1}{R}{R}, Aura: "Enchant creature / Enchanted
//!   creature gets +1/+0 for each Mountain you control and has first strike."
//! - Ancestral Mask {2}{G}, Aura: "Enchant creature / Enchanted creature
//!   gets +2/+2 for each other enchantment on the battlefield."
//! - Borderland Behemoth 4/4: "Trample / Borderland Behemoth gets +4/+4 for
//!   each other Giant you control."
//! - Nim Shrieker 0/1: "Flying / Nim Shrieker gets +1/+0 for each artifact
//!   you control."
//! - Salvage Slasher 1/1: "Salvage Slasher gets +1/+0 for each artifact card
//!   in your graveyard."
//! - Blood Moon: "Nonbasic lands are Mountains." Taiga: Land — Mountain
//!   Forest. Grizzly Bears 2/2, Hill Giant 3/3 (a Giant), Sol Ring, Lightning Bolt, Shatter.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::ManaPool;

const CARDS: &[&str] = &["Blanchwood Armor", "Claws of Valakut", "Ancestral Mask", "Borderland Behemoth", "Nim Shrieker", "Salvage Slasher", "Blood Moon", "Taiga", "Grizzly Bears", "Hill Giant", "Sol Ring", "Lightning Bolt", "Shatter"];

fn game(alice: Value, bob: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    let mut alice = alice;
    alice["name"] = "Alice".into();
    alice["library"] = json!(["Island", "Island"]);
    let mut bob = bob;
    bob["name"] = "Bob".into();
    bob["library"] = json!(["Island", "Island"]);
    T::new(json!({"cards": cards, "players": [alice, bob], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

fn bolt(t: &mut T, player: u8, card: &str, target: &str) {
    t.gm().players[player as usize].pool = ManaPool::parse("{R}").unwrap();
    t.act(json!({"action": "cast_spell", "player": player, "card": format!("@{card}"), "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    resolve_stack(t);
}

#[test]
fn r611_3a_blanchwood_armor_follows_the_forests_as_they_come_and_go() {
    let alice = json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Blanchwood Armor", "attached_to": "bears"}, "Forest", "Forest"], "hand": [{"card": "Forest", "label": "forest"}]});
    let mut t = game(alice, json!({"battlefield": ["Forest", "Forest", "Forest"]}));
    assert_eq!(pt(&t, "bears"), (4, 4), "two Forests: Bob's three don't count");
    t.act(json!({"action": "play_land", "player": 0, "card": "@forest"}));
    assert_eq!(pt(&t, "bears"), (5, 5), "the new Forest counts at once");
}

/// "You" is the Aura's controller, whoever controls the creature.
#[test]
fn r611_3a_the_count_is_the_auras_controllers() {
    let alice = json!({"battlefield": ["Forest", {"card": "Blanchwood Armor", "attached_to": "bears"}]});
    let t = game(alice, json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Forest", "Forest", "Forest"]}));
    assert_eq!(pt(&t, "bears"), (3, 3), "Alice's one Forest");
}

/// 613.1d before 613.3c: under Blood Moon, Taiga is only a Mountain.
#[test]
fn r613_3c_the_count_reads_land_types_after_blood_moon() {
    let alice = json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Blanchwood Armor", "attached_to": "bears"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Claws of Valakut", "attached_to": "giant"}, "Taiga", "Forest"], "hand": [{"card": "Blood Moon", "label": "moon"}]});
    let mut t = game(alice, json!({}));
    assert_eq!(pt(&t, "bears"), (4, 4), "Taiga and the Forest");
    assert_eq!(pt(&t, "giant"), (4, 3), "Taiga is a Mountain");
    t.gm().players[0].pool = ManaPool::parse("{2}{R}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@moon", "auto_pay": true}));
    resolve_stack(&mut t);
    assert_eq!(pt(&t, "bears"), (3, 3), "Taiga is no longer a Forest");
    assert_eq!(pt(&t, "giant"), (4, 3), "still one Mountain");
}

/// Several counting changes at once, and the permanents they count leaving.
/// "Other" is the ability's source: the Behemoth itself, the Mask itself.
#[test]
fn r611_3a_ancestral_mask_and_borderland_behemoth_count_the_others() {
    let alice = json!({"battlefield": [{"card": "Borderland Behemoth", "label": "behemoth"}, {"card": "Ancestral Mask", "attached_to": "behemoth"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Claws of Valakut", "label": "claws", "attached_to": "giant"}]});
    let mut t = game(alice, json!({"battlefield": ["Mountain", "Island", "Island"], "hand": [{"card": "Lightning Bolt", "label": "b1"}]}));
    // 4/4, +4/+4 for the Giant, +2/+2 for the Claws (the Mask doesn't count itself).
    assert_eq!(pt(&t, "behemoth"), (10, 10));
    t.act(json!({"action": "pass_priority", "player": 0}));
    bolt(&mut t, 1, "b1", "giant");
    assert_eq!(t.zone("giant"), "graveyard");
    assert_eq!(t.zone("claws"), "graveyard", "704.5n");
    assert_eq!(pt(&t, "behemoth"), (4, 4), "no other Giant, no other enchantment");
}

#[test]
fn r611_3a_nim_shrieker_and_salvage_slasher_follow_the_artifacts() {
    let alice = json!({"battlefield": [{"card": "Nim Shrieker", "label": "shrieker"}, {"card": "Salvage Slasher", "label": "slasher"}, {"card": "Sol Ring", "label": "ring"}]});
    let mut t = game(alice, json!({"battlefield": ["Island", "Island"], "hand": [{"card": "Shatter", "label": "shatter"}]}));
    // Artifacts Alice controls: the Slasher and the Ring.
    assert_eq!(pt(&t, "shrieker"), (2, 1));
    assert_eq!(pt(&t, "slasher"), (1, 1), "no artifact card in the graveyard");
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.gm().players[1].pool = ManaPool::parse("{1}{R}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@shatter", "targets": [{"object": "@ring"}], "auto_pay": true}));
    resolve_stack(&mut t);
    assert_eq!(t.zone("ring"), "graveyard");
    assert_eq!(pt(&t, "shrieker"), (1, 1), "one artifact left");
    assert_eq!(pt(&t, "slasher"), (2, 1), "the Ring is an artifact card in the graveyard");
}
