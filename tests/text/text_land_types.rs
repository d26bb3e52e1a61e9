//! Statics that set or add basic land types (305.7 and 305.6, layer 4),
//! compiled from the cards' printed text: a land whose types are set loses
//! its old land types and the mana abilities they and its text gave it; one
//! that gains a type keeps them and gains that type's mana ability.
//!
//! Cards (their text as the table prints it):
//! - Lush Growth {G}: "Enchant land / Enchanted land is a Mountain, Forest,
//!   and Plains."
//! - Conversion {2}{W}{W}: "At the beginning of your upkeep, sacrifice
//!   Conversion unless you pay {W}{W}. / All Mountains are Plains."
//! - Glaciers {2}{W}{U}: "At the beginning of your upkeep, sacrifice
//!   Glaciers unless you pay {W}{U}. / All Mountains are Plains."
//! - Blanket of Night {1}{B}{B}: "Each land is a Swamp in addition to its
//!   other land types."
//! - Basic lands; Crystal Vein ("{T}: Add {C} to your mana pool. / {T},
//!   Sacrifice Crystal Vein: Add {C}{C} to your mana pool.").

use crate::common;
use common::*;
use serde_json::json;
use stackwise::cards::def::{Ability, Effect};

fn game(cards: &[&str], alice_bf: serde_json::Value, hand: serde_json::Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, hand, json!([]))
}

/// The mana each "add mana" ability of an object adds, in order.
fn mana_abilities(t: &T, label: &str) -> Vec<String> {
    let c = t.g().chars(t.id(label)).unwrap();
    c.abilities
        .iter()
        .filter(|a| a.is_mana_ability())
        .map(|a| match a {
            Ability::Activated { effects, .. } => effects.iter().map(|e| if let Effect::AddMana { mana, .. } = e { mana.pool.to_string().replace(['{', '}'], "") } else { String::new() }).collect(),
            _ => String::new(),
        })
        .collect()
}

#[test]
fn r305_7_lush_growth_sets_three_types_on_a_basic_or_a_nonbasic_land() {
    for land in ["Island", "Crystal Vein"] {
        let mut t = game(&["Lush Growth"], json!([{"card": land, "label": "land"}, "Forest"]), json!([{"card": "Lush Growth", "label": "growth"}]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@growth", "targets": [{"object": "@land"}], "auto_pay": true}));
        t.pass_all();
        let c = t.g().chars(t.id("land")).unwrap();
        assert_eq!(c.subtypes, ["Mountain", "Forest", "Plains"], "{land}");
        assert_eq!(mana_abilities(&t, "land"), ["R", "G", "W"], "{land}: only the new types' mana");
    }
}

#[test]
fn r305_7_all_mountains_are_plains_whichever_card_says_it() {
    for card in ["Conversion", "Glaciers"] {
        let t = game(&[card], json!([card, {"card": "Mountain", "label": "mountain"}, {"card": "Island", "label": "island"}]), json!([]));
        assert_eq!(t.g().chars(t.id("mountain")).unwrap().subtypes, ["Plains"], "{card}");
        assert_eq!(mana_abilities(&t, "mountain"), ["W"], "{card}");
        assert_eq!(mana_abilities(&t, "island"), ["U"], "{card}: not a Mountain");
    }
}

#[test]
fn r305_6_each_land_is_a_swamp_in_addition() {
    let t = game(&["Blanket of Night"], json!(["Blanket of Night", {"card": "Forest", "label": "forest"}, {"card": "Crystal Vein", "label": "vein"}]), json!([]));
    assert_eq!(mana_abilities(&t, "forest"), ["G", "B"]);
    assert_eq!(mana_abilities(&t, "vein"), ["C", "CC", "B"], "its own abilities stay");
}
