//! "Target creature and each other creature that shares a color with it"
//! (`ObjRef::TargetAndSharingColor`) and the ability word "Radiance" (207.2c)
//! the renderer writes before the parts that have it: read and written back
//! from the form.
//!
//! Cards (their text as the table prints it): Brightflame, Cleansing Beam,
//! Incite Hysteria, Surge of Zeal, Wojek Embermage, Wojek Siren.

use crate::common;
use common::card_table::{assert_round_trips, compiled};
use serde_json::json;
use stackwise::cards::def::CardDef;
use stackwise::text;

#[test]
fn r608_2g_radiance_round_trips() {
    assert_round_trips(&["Brightflame", "Cleansing Beam", "Incite Hysteria", "Surge of Zeal", "Wojek Embermage", "Wojek Siren"]);
}

#[test]
fn r608_2g_radiance_is_written_from_the_form() {
    let mut v = compiled("Cleansing Beam");
    assert_eq!(v["spell"]["effects"][0]["to"], json!({"object": {"target_and_sharing_color": 0}}));
    v["spell"]["effects"][0]["to"] = json!({"target": 0});
    let d: CardDef = serde_json::from_value(v).unwrap();
    // The target alone: no other creature, and no ability word.
    assert_eq!(text::render(&d).unwrap(), "Cleansing Beam deals 2 damage to target creature.");
    let mut v = compiled("Wojek Siren");
    v["spell"]["effects"][0]["what"] = json!({"target": 0});
    let d: CardDef = serde_json::from_value(v).unwrap();
    assert_eq!(text::render(&d).unwrap(), "Target creature gets +1/+1 until end of turn.");
}
