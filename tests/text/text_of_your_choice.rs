//! "[Permanents] of the creature type / color of your choice" (608.2d): a
//! choice put before the instruction whose noun reads it (`chosen_type`,
//! `chosen_color`), written back in the one sentence; the same form without
//! that wording is "Choose a creature type. ... of that type."
//!
//! Cards (their text as the table prints it): Extinction, Tribal Unity,
//! Defensive Maneuvers, Wash Out, Root Greevil, Riptide Chronologist, Tribal
//! Forcemage.

use crate::common;
use common::card_table::{assert_round_trips, compiled};
use serde_json::json;
use stackwise::cards::def::CardDef;
use stackwise::text;
use stackwise::text::table::TableCard;

#[test]
fn r608_2d_of_your_choice_round_trips() {
    assert_round_trips(&["Extinction", "Tribal Unity", "Defensive Maneuvers", "Wash Out", "Root Greevil", "Riptide Chronologist", "Tribal Forcemage"]);
}

fn spell(name: &str, text: &str) -> TableCard {
    TableCard { name: name.into(), type_line: "Sorcery".into(), mana_cost: Some("{4}{B}".into()), layout: "normal".into(), text: text.into(), ..TableCard::default() }
}

#[test]
fn r608_2d_the_choice_is_written_from_the_form() {
    let v = compiled("Extinction");
    assert_eq!(v["spell"]["effects"][0], json!({"do": "choose", "choice": {"kind": "creature_type"}}));
    assert_eq!(v["spell"]["effects"][1]["what"]["all"]["chosen_type"], json!(true));
    // Without the wording, the choice is its own sentence.
    let mut plain = v.clone();
    plain.as_object_mut().unwrap().remove("text_layout");
    let plain: CardDef = serde_json::from_value(plain).unwrap();
    assert_eq!(text::render(&plain).unwrap(), "Choose a creature type. Destroy all creatures of that type.");
    // A color instead: the same sentence with the color.
    let mut color = v.clone();
    color["spell"]["effects"][0]["choice"] = json!({"kind": "color"});
    color["spell"]["effects"][1]["what"]["all"] = json!({"types": ["Creature"], "chosen_color": true});
    let color: CardDef = serde_json::from_value(color).unwrap();
    assert_eq!(text::render(&color).unwrap(), "Destroy all creatures of the color of your choice.");
    // And the two sentences read back to the same form, written as they were.
    let two = text::compile(&spell("Two Sentences", "Choose a creature type. Destroy all creatures of that type.")).unwrap();
    assert_eq!(two.spell.as_ref().unwrap().effects, plain.spell.as_ref().unwrap().effects);
    assert_eq!(text::render(&two).unwrap(), "Choose a creature type. Destroy all creatures of that type.");
}

#[test]
fn r608_2d_of_your_choice_needs_a_noun_that_reads_it() {
    // "Of your choice" after a noun that can't take it, or twice, is not read.
    for line in ["Destroy all creatures of the creature type of your choice of the color of your choice.", "Destroy target creature of the creature type of your choice and all creatures of the creature type of your choice."] {
        assert!(text::compile(&spell("Odd Choice", line)).is_err(), "{line}");
    }
}
