//! A discard an opponent's spell or ability makes (701.8): the card's own
//! "If a spell or ability an opponent controls causes you to discard [this],
//! put it onto the battlefield [with counters] instead ..." replacement and
//! the "When / Whenever ... causes you to discard [this / a card]" triggers,
//! read and written back from the form.
//!
//! Cards (their text as the table prints it): Obstinate Baloth, Wilt-Leaf
//! Liege, Dodecapod, Guerrilla Tactics, Psychic Purge, Metrognome, Quagnoth,
//! Spiritual Focus.

use crate::common;
use common::card_table::{assert_round_trips, compiled};
use serde_json::json;
use stackwise::cards::def::CardDef;
use stackwise::text;
use stackwise::text::table::TableCard;

#[test]
fn r701_8_discarded_by_opponent_round_trips() {
    assert_round_trips(&["Obstinate Baloth", "Wilt-Leaf Liege", "Dodecapod", "Guerrilla Tactics", "Psychic Purge", "Metrognome", "Quagnoth", "Spiritual Focus"]);
}

fn replacement(v: &serde_json::Value) -> (usize, serde_json::Value) {
    let abilities = v["abilities"].as_array().unwrap();
    let i = abilities.iter().position(|a| a["kind"] == "replacement").unwrap();
    (i, abilities[i]["replaces"].clone())
}

#[test]
fn r701_8_the_replacement_is_written_from_the_form() {
    let v = compiled("Dodecapod");
    let (i, r) = replacement(&v);
    assert_eq!(r["discarded_by_opponent"], json!(true));
    assert_eq!(r["instead"], json!("battlefield"));
    assert_eq!(r["with_counters"], json!([{"kind": "+1/+1", "count": 2}]));
    let with = |counters: serde_json::Value| {
        let mut w = v.clone();
        w["abilities"][i]["replaces"]["with_counters"] = counters;
        let d: CardDef = serde_json::from_value(w).unwrap();
        text::render(&d)
    };
    assert_eq!(with(json!([{"kind": "+1/+1", "count": 1}])).unwrap(), "If a spell or ability an opponent controls causes you to discard Dodecapod, put it onto the battlefield with a +1/+1 counter on it instead of putting it into your graveyard.");
    assert_eq!(with(json!([])).unwrap(), "If a spell or ability an opponent controls causes you to discard Dodecapod, put it onto the battlefield instead of putting it into your graveyard.");
    // A form the card data refuses is not written: onto the battlefield without the discard.
    let mut bad = v.clone();
    bad["abilities"][i]["replaces"]["discarded_by_opponent"] = json!(false);
    let bad: Result<CardDef, _> = serde_json::from_value(bad);
    let refused = bad.map(|d| !d.validate().is_empty() && text::render(&d).is_err()).unwrap_or(true);
    assert!(refused);
}

#[test]
fn r701_8_the_trigger_is_written_from_the_form() {
    let mut v = compiled("Spiritual Focus");
    assert_eq!(v["abilities"][0]["trigger"], json!({"on": "discarded_by_opponent"}));
    v["abilities"][0]["trigger"] = json!({"on": "card_discarded", "by": "opponent"});
    let d: CardDef = serde_json::from_value(v).unwrap();
    assert!(text::render(&d).unwrap().starts_with("Whenever an opponent discards a card, "));
    // The card's own discard is "When", another card's "Whenever"; other words aren't read.
    for line in ["Whenever a spell or ability an opponent controls causes you to discard Odd Card, you gain 2 life.", "When a spell or ability you control causes you to discard Odd Card, you gain 2 life.", "If a spell or ability an opponent controls causes you to discard Odd Card, put it onto the battlefield with zero +1/+1 counters on it instead of putting it into your graveyard."] {
        let odd = TableCard { name: "Odd Card".into(), type_line: "Creature — Beast".into(), mana_cost: Some("{G}".into()), power: Some("1".into()), toughness: Some("1".into()), layout: "normal".into(), text: line.into(), ..TableCard::default() };
        assert!(text::compile(&odd).is_err(), "{line}");
    }
}
