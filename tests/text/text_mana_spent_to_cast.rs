//! "If {R} was spent to cast [this]" (601.2h, 603.4): the condition
//! `mana_spent_to_cast`, read and written back (by name, "it" after).
//!
//! Cards (their text as the table prints it): Steamcore Weird, Gruul
//! Scrapper, Ogre Savant, Tin Street Hooligan, Ribbons of Night, Seed Spark,
//! Rolling Spoil, Dryad's Caress, Cankerous Thirst.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text;

#[test]
fn r601_2h_mana_spent_to_cast_round_trips() {
    for name in ["Steamcore Weird", "Gruul Scrapper", "Ogre Savant", "Tin Street Hooligan", "Ribbons of Night", "Seed Spark", "Rolling Spoil", "Dryad's Caress", "Cankerous Thirst"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert!(serde_json::to_string(&def).unwrap().contains("mana_spent_to_cast"), "{name}");
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r601_2h_the_colour_is_written_from_the_form() {
    let v = compiled("Steamcore Weird").to_string();
    assert!(v.contains("\"color\":\"Red\""), "{v}");
    let blue: CardDef = serde_json::from_str(&v.replace("\"color\":\"Red\"", "\"color\":\"Blue\"")).unwrap();
    assert_eq!(text::render(&blue).unwrap(), "When Steamcore Weird enters the battlefield, if {U} was spent to cast Steamcore Weird, it deals 2 damage to target creature or player.");
}
