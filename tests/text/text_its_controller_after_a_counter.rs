//! "Counter target spell. Its controller [does something]" (608.2h): the
//! countered target's controller, read and written back as "its controller".
//!
//! Cards (their text as the table prints it): Countersquall, Psychic
//! Barrier, Punish Ignorance, Undermine, Dismal Failure, Dream Fracture,
//! Illumination.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text;

#[test]
fn r608_2h_its_controller_after_a_counter_round_trips() {
    for name in ["Countersquall", "Psychic Barrier", "Punish Ignorance", "Undermine", "Dismal Failure", "Dream Fracture", "Illumination"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert!(serde_json::to_string(&def).unwrap().contains("controller_of_target"), "{name}");
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r608_2h_the_player_is_written_from_the_form() {
    let v = compiled("Undermine").to_string();
    let yours: CardDef = serde_json::from_str(&v.replace("{\"controller_of_target\":0}", "\"you\"")).unwrap();
    assert_eq!(text::render(&yours).unwrap(), "Counter target spell. You lose 3 life.");
}
