//! "Whenever enchanted [permanent] [does something], its controller ..."
//! (603.2): the controller of the permanent the Aura is attached to, read
//! and written back as "its controller" (otherwise as "enchanted
//! creature's controller").
//!
//! Cards (their text as the table prints it): Contaminated Bond,
//! Contaminated Ground, Corrupted Roots, Nettling Curse, Ragged Veins,
//! Relic Putrescence.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text;

#[test]
fn r603_2_its_controller_of_the_attached_round_trips() {
    for name in ["Contaminated Bond", "Contaminated Ground", "Corrupted Roots", "Nettling Curse", "Ragged Veins", "Relic Putrescence"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert!(serde_json::to_string(&def).unwrap().contains("controller_of_attached"), "{name}");
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r603_2_without_the_wording_it_is_the_enchanted_creatures_controller() {
    let mut v = compiled("Nettling Curse");
    v.as_object_mut().unwrap().remove("text_layout");
    let def: CardDef = serde_json::from_value(v).unwrap();
    let text = text::render(&def).unwrap();
    assert!(text.contains("Whenever enchanted creature attacks or blocks, enchanted creature's controller loses 3 life."), "{text}");
}
