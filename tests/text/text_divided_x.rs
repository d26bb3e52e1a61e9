//! "[This] deals X damage divided as you choose among any number of target
//! [nouns]" and "X plus N damage" (601.2d after 601.2b): the spell's
//! `divide` is X (or the sum of X and the number), its one target slot
//! `any_number`; written back from that form.
//!
//! Cards (their text as the table prints it): Rolling Thunder, Meteor
//! Shower, Fire Covenant, Hail of Arrows, Rock Slide, Conflagrate.

use crate::common;
use common::card_table::{assert_round_trips, compiled};
use serde_json::json;
use stackwise::cards::def::CardDef;
use stackwise::text;
use stackwise::text::table::TableCard;

#[test]
fn r601_2d_x_divided_round_trips() {
    assert_round_trips(&["Rolling Thunder", "Meteor Shower", "Fire Covenant", "Hail of Arrows", "Rock Slide", "Conflagrate"]);
}

fn render(v: serde_json::Value) -> Result<String, String> {
    let def: CardDef = serde_json::from_value(v).unwrap();
    text::render(&def)
}

/// The amount and the slot are the form's; the words follow them.
#[test]
fn r601_2d_x_divided_is_written_from_the_form() {
    let v = compiled("Rolling Thunder");
    assert_eq!(v["spell"]["divide"], json!({"count": "x"}));
    assert_eq!(v["spell"]["targets"].as_array().map(Vec::len), Some(1));
    assert_eq!(v["spell"]["targets"][0]["any_number"], json!(true));
    let ms = compiled("Meteor Shower");
    assert_eq!(ms["spell"]["divide"], json!({"count": "sum", "of": [{"count": "x"}, 1]}));
    // X plus 2 in the form: "X plus 2" in the words.
    let mut two = ms.clone();
    two["spell"]["divide"]["of"][1] = json!(2);
    assert_eq!(render(two).unwrap(), "Meteor Shower deals X plus 2 damage divided as you choose among any number of target creatures and/or players.");
    // X among fixed slots, or a number among one "any number" slot, has no words.
    let mut fixed = v.clone();
    fixed["spell"]["divide"] = json!(3);
    assert!(render(fixed).is_err());
    let mut slots = v.clone();
    slots["spell"]["targets"][0].as_object_mut().unwrap().remove("any_number");
    assert!(render(slots).is_err());
}

fn sorcery(cost: &str, text: &str) -> TableCard {
    TableCard { name: "Test Storm".into(), type_line: "Sorcery".into(), mana_cost: Some(cost.into()), layout: "normal".into(), text: text.into(), ..TableCard::default() }
}

/// X divided needs X: without {X} in its cost (or a cost taking X) the
/// card is refused, naming the amount.
#[test]
fn r601_2d_x_divided_needs_an_x() {
    let line = "Test Storm deals X damage divided as you choose among any number of target creatures.";
    let card = text::compile(&sorcery("{X}{R}", line)).unwrap();
    assert_eq!(text::render(&card).unwrap(), line);
    let e = text::compile(&sorcery("{2}{R}", line)).unwrap_err().to_string();
    assert!(e.contains("divide"), "{e}");
    // "X minus 1" is not read.
    assert!(text::compile(&sorcery("{X}{R}", "Test Storm deals X minus 1 damage divided as you choose among any number of target creatures.")).is_err());
}

/// "X damage divided ..., where X is [count]": the amount is the count;
/// a spell's says "as you cast [this]" (it is counted then), an ability's
/// doesn't; the count of "it" (the source dealing the damage) or of the
/// card by name where it prevents.
#[test]
fn r601_2d_counted_amounts_round_trip() {
    assert_round_trips(&["Volcanic Wind", "Jaws of Stone", "Serra's Hymn", "Magmatic Core"]);
    let vw = compiled("Volcanic Wind");
    assert_eq!(vw["spell"]["divide"], json!({"count": "permanents", "filter": {"types": ["Creature"]}}));
    let mc = compiled("Magmatic Core");
    let trig = mc["abilities"].as_array().unwrap().iter().find(|a| a["kind"] == json!("triggered")).unwrap();
    assert_eq!(trig["divide"], json!({"count": "counters_on", "what": "this", "kind": "age"}));
    // The count in the form is the count in the words.
    let mut five = vw.clone();
    five["spell"]["divide"] = json!({"count": "permanents", "filter": {"types": ["Land"]}});
    assert_eq!(render(five).unwrap(), "Volcanic Wind deals X damage divided as you choose among any number of target creatures, where X is the number of lands on the battlefield as you cast Volcanic Wind.");
    // "As you cast" only where the spell says it; without it the words are refused.
    let line = "Test Storm deals X damage divided as you choose among any number of target creatures, where X is the number of creatures on the battlefield.";
    assert!(text::compile(&sorcery("{4}{R}", line)).is_err(), "a spell's count is said to be made as it is cast");
}
