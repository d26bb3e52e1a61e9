//! "each of two / up to two / X target creatures" (601.2c) after damage and
//! counters: the several target slots, read and written back.
//!
//! Cards (their text as the table prints it): Jagged Lightning, Swelter,
//! Travel Preparations, Thrive.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text;

#[test]
fn r601_2c_each_of_several_targets_round_trips() {
    for name in ["Jagged Lightning", "Swelter", "Travel Preparations", "Thrive"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r601_2c_the_slots_are_written_from_the_form() {
    // A third slot like the others: "each of three target creatures".
    let mut v = compiled("Swelter");
    let slot = v["spell"]["targets"][1].clone();
    v["spell"]["targets"].as_array_mut().unwrap().push(slot);
    let def: CardDef = serde_json::from_value(v).unwrap();
    assert_eq!(text::render(&def).unwrap(), "Swelter deals 2 damage to each of three target creatures.");
}
