//! "[object] becomes [a colour / a basic land type / an artifact in addition
//! to its other types] until end of turn": a change of characteristics that
//! lasts until the cleanup step (514.2), compiled from the cards' printed text.
//! A land that becomes an Island has only the Island's mana ability (305.7);
//! a colour replaces the object's colours (105.3, layer 5).
//!
//! Cards (their text as the table prints it):
//! - Dreamwinder {3}{U} 4/3: "Dreamwinder can't attack unless defending
//!   player controls an Island. / {U}, Sacrifice an Island: Target land
//!   becomes an Island until end of turn."
//! - Aurora Griffin {3}{W} 2/2: "Flying / {W}: Target permanent becomes
//!   white until end of turn."
//! - Ancient Kavu {3}{R} 3/3: "{2}: Ancient Kavu becomes colorless until end
//!   of turn."
//! - Argent Mutation {2}{U}: "Target permanent becomes an artifact in
//!   addition to its other types until end of turn. / Draw a card."

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::types::{CardType, Color, ColorSet, Step};

fn game(cards: &[&str], alice_bf: serde_json::Value, hand: serde_json::Value, bob_bf: serde_json::Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, hand, bob_bf)
}

fn to_next_turn(t: &mut T) {
    play_until(t, 1, Step::Upkeep, &|_, p, d| panic!("{p:?} asked {d:?}"));
}

#[test]
fn r305_7_dreamwinder_makes_a_forest_an_island_until_end_of_turn() {
    let mut t = game(&["Dreamwinder"], json!([{"card": "Dreamwinder", "label": "dw"}, {"card": "Island", "label": "isl"}, "Island"]), json!([]), json!([{"card": "Forest", "label": "forest"}]));
    let isl = t.id("isl");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@dw", "ability": 1, "targets": [{"object": "@forest"}], "auto_pay": true, "sacrifice": [isl]}));
    t.pass_all();
    let c = t.g().chars(t.id("forest")).unwrap();
    assert_eq!(c.subtypes, ["Island"]);
    assert!(c.abilities.iter().filter(|a| a.is_mana_ability()).count() == 1);
    to_next_turn(&mut t);
    assert_eq!(t.g().chars(t.id("forest")).unwrap().subtypes, ["Forest"], "514.2: the effect ended ({:?})", t.g().turn);
}

#[test]
fn r105_3_a_colour_replaces_the_colours_until_end_of_turn() {
    // Aurora Griffin makes Bob's red Ancient Kavu white; the Kavu makes itself colorless.
    let mut t = game(&["Aurora Griffin", "Ancient Kavu"], json!([{"card": "Aurora Griffin", "label": "griffin"}, "Plains", "Mountain", "Mountain"]), json!([]), json!([{"card": "Ancient Kavu", "label": "kavu"}]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@griffin", "ability": 0, "targets": [{"object": "@kavu"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().chars(t.id("kavu")).unwrap().colors, ColorSet::single(Color::White));
    let mut t = game(&["Ancient Kavu"], json!([{"card": "Ancient Kavu", "label": "kavu"}, "Mountain", "Mountain"]), json!([]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@kavu", "ability": 0, "auto_pay": true}));
    t.pass_all();
    assert!(t.g().chars(t.id("kavu")).unwrap().colors.is_empty());
    to_next_turn(&mut t);
    assert_eq!(t.g().chars(t.id("kavu")).unwrap().colors, ColorSet::single(Color::Red));
}

#[test]
fn r613_1d_argent_mutation_adds_the_artifact_type() {
    let mut t = game(&["Argent Mutation"], json!(["Island", "Island", "Island"]), json!([{"card": "Argent Mutation", "label": "am"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@am", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    let c = t.g().chars(t.id("bears")).unwrap();
    assert!(c.has_type(CardType::Artifact) && c.has_type(CardType::Creature));
    assert_eq!(hand(&t).len(), 1, "and a card drawn");
}
