//! Layer 7c (613.4c): "[this] gets +2/+2 for each Aura attached to it",
//! "equipped creature gets +1/+0 for each Equipment attached to it": the
//! change counts the Auras (303.4) or Equipment (301.5) attached to the
//! object it applies to, as they are now, so it follows each attachment
//! and each one that leaves. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Kor Spiritdancer {1}{W}, Creature — Kor Wizard 0/2: "Kor Spiritdancer
//!   gets +2/+2 for each Aura attached to it. / Whenever you cast an Aura
//!   spell, you may draw a card."
//! - Loxodon Punisher {3}{W}, Creature — Elephant Soldier 2/2: "Loxodon
//!   Punisher gets +2/+2 for each Equipment attached to it."
//! - Golem-Skin Gauntlets {1}, Artifact — Equipment: "Equipped creature gets
//!   +1/+0 for each Equipment attached to it. / Equip {2}"
//! - Holy Strength {W}, Aura: "Enchant creature / Enchanted creature gets +1/+2."
//! - Pacifism {1}{W}, Aura: "Enchant creature / Enchanted creature can't attack or block."
//! - Bonesplitter {1}, Equipment: "Equipped creature gets +2/+0. / Equip {1}"
//! - Leonin Scimitar {1}, Equipment: "Equipped creature gets +1/+1. / Equip {1}"
//! - Disenchant {1}{W}, Instant: "Destroy target artifact or enchantment."
//! - Grizzly Bears {1}{G}, 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};

const CARDS: &[&str] = &[
    "Kor Spiritdancer",
    "Loxodon Punisher",
    "Golem-Skin Gauntlets",
    "Holy Strength",
    "Pacifism",
    "Bonesplitter",
    "Leonin Scimitar",
    "Disenchant",
    "Grizzly Bears",
];

fn game(alice_bf: Value, hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

#[test]
fn r613_4c_kor_spiritdancer_counts_the_auras_attached_to_it() {
    let mut t = game(
        json!([
            "Plains", "Plains",
            {"card": "Kor Spiritdancer", "label": "kor"},
            {"card": "Holy Strength", "label": "holy", "attached_to": "kor"},
            {"card": "Pacifism", "label": "pac", "attached_to": "kor"}
        ]),
        json!([{"card": "Disenchant", "label": "dis"}]),
    );
    // 0/2, +2/+2 for each of two Auras, +1/+2 from Holy Strength.
    assert_eq!(pt(&t, "kor"), (5, 8));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@dis", "targets": [{"object": "@pac"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("pac"), "graveyard");
    assert_eq!(pt(&t, "kor"), (3, 6), "one Aura left");
}

#[test]
fn r613_4c_loxodon_punisher_follows_its_equipment() {
    let mut t = game(
        json!([
            "Plains",
            {"card": "Loxodon Punisher", "label": "lox"},
            {"card": "Grizzly Bears", "label": "bears"},
            {"card": "Bonesplitter", "label": "bone", "attached_to": "lox"},
            {"card": "Leonin Scimitar", "label": "scim", "attached_to": "lox"}
        ]),
        json!([]),
    );
    // 2/2, +2/+2 for each of two Equipment, +2/+0 and +1/+1 from them.
    assert_eq!(pt(&t, "lox"), (9, 7));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@scim", "ability": 1, "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(pt(&t, "bears"), (3, 3), "Leonin Scimitar moved to Grizzly Bears");
    assert_eq!(pt(&t, "lox"), (6, 4), "one Equipment left: 2/2 +2/+2 +2/+0");
}

#[test]
fn r613_4c_golem_skin_gauntlets_counts_the_equipment_on_the_equipped_creature() {
    let t = game(
        json!([
            {"card": "Grizzly Bears", "label": "bears"},
            {"card": "Golem-Skin Gauntlets", "label": "gg", "attached_to": "bears"},
            {"card": "Bonesplitter", "label": "bone", "attached_to": "bears"},
            {"card": "Grizzly Bears", "label": "other"},
            {"card": "Golem-Skin Gauntlets", "label": "gg2", "attached_to": "other"}
        ]),
        json!([]),
    );
    // "It" is the equipped creature: two Equipment on the first Bears (the
    // Gauntlets themselves among them), one on the second.
    assert_eq!(pt(&t, "bears"), (6, 2), "2/2 +2/+0 (Bonesplitter) +1/+0 twice");
    assert_eq!(pt(&t, "other"), (3, 2));
}
