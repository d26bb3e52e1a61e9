//! "Whenever a permanent is turned face up" (707.8), read and written back
//! from the form, beside the card's own "When [this] is turned face up".
//!
//! Cards (their text as the table prints it): Aven Farseer, Bonethorn
//! Valesk, Aphetto Runecaster.

use crate::common;
use common::card_table::{assert_round_trips, compiled};
use serde_json::json;
use stackwise::cards::def::CardDef;
use stackwise::text;

#[test]
fn r707_8_permanent_turned_face_up_round_trips() {
    assert_round_trips(&["Aven Farseer", "Bonethorn Valesk", "Aphetto Runecaster"]);
}

#[test]
fn r707_8_the_trigger_is_written_from_the_form() {
    let mut v = compiled("Aven Farseer");
    assert_eq!(v["abilities"][0]["trigger"], json!({"on": "permanent_turned_face_up"}));
    v["abilities"][0]["trigger"] = json!({"on": "turned_face_up"});
    let d: CardDef = serde_json::from_value(v).unwrap();
    assert_eq!(text::render(&d).unwrap(), "Flying\nWhen Aven Farseer is turned face up, put a +1/+1 counter on it.");
}
