//! "[noun] of the chosen color" both ways (the filter's `chosen_color`),
//! read only beside "As [this] enters the battlefield, choose a color."
//!
//! Cards (their text as the table prints it): Hall of Triumph, Pentarch
//! Paladin, Curse of Wizardry, Lurebound Scarecrow, Psychic Allergy, Jeweled
//! Torque, Paradise Plume.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text::{self, table::TableCard};

#[test]
fn r614_12_chosen_color_filters_round_trip() {
    for name in ["Hall of Triumph", "Pentarch Paladin", "Curse of Wizardry", "Lurebound Scarecrow", "Psychic Allergy", "Jeweled Torque", "Paradise Plume"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
    // Without a color chosen as it enters, "the chosen color" is refused.
    let odd = TableCard { name: "Odd Hall".into(), type_line: "Artifact".into(), mana_cost: Some("{3}".into()), layout: "normal".into(), text: "Creatures you control of the chosen color get +1/+1.".into(), ..TableCard::default() };
    assert!(text::compile(&odd).is_err());
}
