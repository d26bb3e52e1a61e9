//! "for each [kind] counter on [this]" (608.2h): a count of the counters
//! on the source, read and written back after the instructions that take
//! "for each" (draw, gain life, create tokens, sacrifice, a pump...).
//!
//! Cards (their text as the table prints it): Bloodletter Quill, Culling
//! Dais, Grief Tyrant, Icatian Moneychanger, Mind Unbound, Mycoloth, Orochi
//! Hatchery, Private Research, Smokestack, Walking Archive, Canopy Crawler;
//! and "[this] deals damage equal to the number of [kind] counters on it"
//! ("it" the source): Daru Stinger, Goblin Razerunners, Heliophial,
//! Kilnmouth Dragon, Kjeldoran Javelineer, Lightning Reaver, Magma Mine,
//! Sphinx-Bone Wand, Time Bomb.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text;

const CARDS: &[&str] = &["Bloodletter Quill", "Culling Dais", "Grief Tyrant", "Icatian Moneychanger", "Mind Unbound", "Mycoloth", "Orochi Hatchery", "Private Research", "Smokestack", "Walking Archive", "Canopy Crawler", "Daru Stinger", "Goblin Razerunners", "Heliophial", "Kilnmouth Dragon", "Kjeldoran Javelineer", "Lightning Reaver", "Magma Mine", "Sphinx-Bone Wand", "Time Bomb"];

#[test]
fn r608_2h_for_each_counter_on_this_round_trips() {
    for name in CARDS {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r608_2h_the_counter_kind_is_written_from_the_form() {
    let mut v = compiled("Culling Dais");
    let text = v.to_string().replace("\"kind\":\"charge\"", "\"kind\":\"quest\"");
    v = serde_json::from_str(&text).unwrap();
    let def: CardDef = serde_json::from_value(v).unwrap();
    assert_eq!(text::render(&def).unwrap(), "{T}, Sacrifice a creature: Put a quest counter on Culling Dais.\n{1}, Sacrifice Culling Dais: Draw a card for each quest counter on Culling Dais.");
}
