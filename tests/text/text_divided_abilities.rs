//! Damage (and prevention) divided among targets by an activated or
//! triggered ability (601.2d via 602.2b and 603.3d): the ability's `divide`
//! with one target slot per possible target, read and written back as the
//! spell's is.
//!
//! Cards (their text as the table prints it): Inferno Titan, Arc Mage,
//! Bogardan Hellkite, Kuldotha Flamefiend, Skirk Volcanist, Angel of
//! Salvation.

use crate::common;
use common::card_table::{assert_round_trips, compiled};
use serde_json::json;
use stackwise::cards::def::CardDef;
use stackwise::text;
use stackwise::text::table::TableCard;

#[test]
fn r601_2d_divided_abilities_round_trip() {
    assert_round_trips(&["Inferno Titan", "Arc Mage", "Bogardan Hellkite", "Kuldotha Flamefiend", "Skirk Volcanist", "Angel of Salvation"]);
}

fn creature(text: &str) -> TableCard {
    TableCard { name: "Test Striker".into(), type_line: "Creature — Human".into(), mana_cost: Some("{2}{R}".into()), layout: "normal".into(), text: text.into(), power: Some("2".into()), toughness: Some("2".into()), ..TableCard::default() }
}

/// The amount and the targets are the ability's; the words are written from them.
#[test]
fn r601_2d_the_division_is_written_from_the_form() {
    let v = compiled("Inferno Titan");
    let ability = &v["abilities"][1];
    assert_eq!(ability["divide"], json!(3));
    assert_eq!(ability["targets"].as_array().map(Vec::len), Some(3));
    assert_eq!(ability["effects"], json!([{"do": "deal_divided_damage"}]));
    // Another amount in the form, another amount in the words.
    let mut five = v.clone();
    five["abilities"][1]["divide"] = json!(5);
    let five: CardDef = serde_json::from_value(five).unwrap();
    assert!(text::render(&five).unwrap().contains("it deals 5 damage divided as you choose among one, two, or three target creatures and/or players."));
    // Two slots: "one or two".
    let mut two = v.clone();
    two["abilities"][1]["targets"].as_array_mut().unwrap().pop();
    let two: CardDef = serde_json::from_value(two).unwrap();
    assert!(text::render(&two).unwrap().contains("among one or two target creatures and/or players."));
    // An activated ability's division, the same way.
    let am = compiled("Arc Mage");
    assert_eq!((am["abilities"][0]["kind"].clone(), am["abilities"][0]["divide"].clone()), (json!("activated"), json!(2)));
}

/// A custom card's divided abilities compile whole; one whose amount is
/// missing from the form is refused naming it.
#[test]
fn r601_2d_custom_divided_abilities() {
    let card = text::compile(&creature("{T}: Test Striker deals 4 damage divided as you choose among any number of target creatures.")).unwrap();
    assert_eq!(text::render(&card).unwrap(), "{T}: Test Striker deals 4 damage divided as you choose among any number of target creatures.");
    let card = text::compile(&creature("When Test Striker dies, it deals 2 damage divided as you choose among one or two target creatures and/or players.")).unwrap();
    assert_eq!(text::render(&card).unwrap(), "When Test Striker dies, it deals 2 damage divided as you choose among one or two target creatures and/or players.");
    let mut v = serde_json::to_value(&card).unwrap();
    v["abilities"][0].as_object_mut().unwrap().remove("divide");
    let bad: CardDef = serde_json::from_value(v.clone()).unwrap();
    assert!(text::render(&bad).is_err(), "no amount, no words");
    v["abilities"][0]["divide"] = json!(0);
    let bad: CardDef = serde_json::from_value(v).unwrap();
    let errs = bad.validate();
    assert!(errs.iter().any(|e| e.contains("ability 0: 'divide'")), "{errs:?}");
}
