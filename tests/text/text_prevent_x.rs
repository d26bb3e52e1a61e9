//! "Prevent the next X damage that would be dealt to [recipient] this turn"
//! (615.7): the prevention's amount is X, or the count named after it
//! (", where X is ..."), written back from the form.
//!
//! Cards (their text as the table prints it): Panacea, Alabaster Potion,
//! Festival of the Guildpact, Battlefield Medic, Samite Pilgrim.

use crate::common;
use common::card_table::{assert_round_trips, compiled};
use serde_json::json;
use stackwise::cards::def::CardDef;
use stackwise::text;

#[test]
fn r615_7_prevent_x_round_trips() {
    assert_round_trips(&["Panacea", "Alabaster Potion", "Festival of the Guildpact", "Battlefield Medic", "Samite Pilgrim"]);
}

#[test]
fn r615_7_prevent_x_is_written_from_the_form() {
    let v = compiled("Battlefield Medic");
    let e = &v["abilities"][0]["effects"][0];
    assert_eq!(e["amount"], json!({"count": "permanents", "filter": {"subtypes": ["Cleric"]}}));
    // A number in the form: "2", and no "where X is" (the card's layout is for X).
    let mut two = v.clone();
    two["abilities"][0]["effects"][0]["amount"] = json!(2);
    two.as_object_mut().unwrap().remove("text_layout");
    let two: CardDef = serde_json::from_value(two).unwrap();
    assert_eq!(text::render(&two).unwrap(), "{T}: Prevent the next 2 damage that would be dealt to target creature this turn.");
    let pa = compiled("Panacea");
    assert_eq!(pa["abilities"][0]["effects"][0]["amount"], json!({"count": "x"}));
}
