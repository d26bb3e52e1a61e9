//! "that creature's controller" as the player doing an instruction after a
//! creature's event (603.2): the trigger's player, written with its own
//! words (not "that player").
//!
//! Cards (their text as the table prints it): Dingus Staff, Earthlink,
//! Burning Sands, Genesis Chamber.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::CardDef;
use stackwise::text;

#[test]
fn r603_2_that_creatures_controller_round_trips() {
    for name in ["Dingus Staff", "Earthlink", "Burning Sands", "Genesis Chamber"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert!(serde_json::to_string(&def).unwrap().contains("\"trigger_player\""), "{name}");
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r603_2_the_player_is_written_from_the_form() {
    // Burning Sands's sacrifice made by its controller instead: "you" words.
    let v = compiled("Burning Sands").to_string();
    let yours: CardDef = serde_json::from_str(&v.replace("{\"player\":\"trigger_player\"}", "{\"player\":\"you\"}")).unwrap();
    let text = text::render(&yours).unwrap();
    assert!(text.starts_with("Whenever a creature dies, sacrifice a land") || text.starts_with("Whenever a creature dies, you sacrifice a land"), "{text}");
}
