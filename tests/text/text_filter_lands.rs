//! "Add {W}{W}, {W}{U}, or {U}{U} to your mana pool" (106.3): two mana in
//! any combination of two colours, written as its three ways.
//!
//! Cards (their text as the table prints it): the ten lands of Shadowmoor
//! and Eventide with a hybrid filter ability.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text;

const LANDS: &[&str] = &["Cascade Bluffs", "Fetid Heath", "Fire-Lit Thicket", "Flooded Grove", "Graven Cairns", "Mystic Gate", "Rugged Prairie", "Sunken Ruins", "Twilight Mire", "Wooded Bastion"];

#[test]
fn r106_3_filter_lands_round_trip() {
    for name in LANDS {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r106_3_the_colours_are_written_from_the_form() {
    let mut v = compiled("Flooded Grove");
    assert_eq!(v["abilities"][1]["effects"][0]["colors"], serde_json::json!(["Green", "Blue"]));
    v["abilities"][1]["effects"][0]["colors"] = serde_json::json!(["Black", "Red"]);
    let def: CardDef = serde_json::from_value(v).unwrap();
    assert!(text::render(&def).unwrap().ends_with("Add {B}{B}, {B}{R}, or {R}{R} to your mana pool."));
}
