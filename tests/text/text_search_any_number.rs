//! "Search your library for any number of [noun] cards" (701.17): the
//! search's `any_number`, with the cards exiled ("and exile them"), put into
//! a graveyard, or put on top of the shuffled library (701.18b) in its
//! wordings for several cards; written back from the form.
//!
//! Cards (their text as the table prints it): Mana Severance, Selective
//! Memory, Goblin Recruiter, Dwarven Recruiter, Scouting Trek, Iname, Death
//! Aspect.

use crate::common;
use common::card_table::{assert_round_trips, compiled};
use serde_json::json;
use stackwise::cards::def::CardDef;
use stackwise::text;

#[test]
fn r701_17_search_any_number_round_trips() {
    assert_round_trips(&["Mana Severance", "Selective Memory", "Goblin Recruiter", "Dwarven Recruiter", "Scouting Trek", "Iname, Death Aspect"]);
}

fn render(v: serde_json::Value) -> Result<String, String> {
    let def: CardDef = serde_json::from_value(v).unwrap();
    text::render(&def)
}

/// The count is the form's: any number, or up to a number.
#[test]
fn r701_17_search_any_number_is_written_from_the_form() {
    let v = compiled("Mana Severance");
    let search = &v["spell"]["effects"][0];
    assert_eq!((search["any_number"].clone(), search["to"].clone()), (json!(true), json!("exile")));
    let mut three = v.clone();
    three["spell"]["effects"][0]["any_number"] = json!(false);
    three["spell"]["effects"][0]["count"] = json!(3);
    assert_eq!(render(three).unwrap(), "Search your library for up to three land cards and exile them. Then shuffle your library.");
    // Any number with a count too has no words.
    let mut both = v.clone();
    both["spell"]["effects"][0]["count"] = json!(3);
    assert!(render(both).is_err());
    // The top of the library, several cards, revealed or not: the wording is the form's.
    let gr = compiled("Goblin Recruiter");
    let mut hidden = gr.clone();
    hidden["abilities"][0]["effects"][0]["reveal"] = json!(false);
    assert!(render(hidden).is_err(), "that wording reveals the cards");
}

/// A creature type before the head noun is an adjective with "creature" in
/// the singular, in the plural too: "Elf creature cards" (Nissa Revane).
#[test]
fn r701_17_creature_type_cards_in_the_plural() {
    assert_round_trips(&["Nissa Revane"]);
    let card = |text: &str| stackwise::text::table::TableCard { name: "Test Call".into(), type_line: "Sorcery".into(), mana_cost: Some("{G}".into()), layout: "normal".into(), text: text.into(), ..Default::default() };
    let line = "Search your library for up to two Elf creature cards, reveal them, and put them into your hand. Then shuffle your library.";
    let def = text::compile(&card(line)).unwrap();
    assert_eq!(text::render(&def).unwrap(), line);
    let v = serde_json::to_value(&def).unwrap();
    assert_eq!(v["spell"]["effects"][0]["filter"], json!({"types": ["Creature"], "subtypes": ["Elf"]}));
}
