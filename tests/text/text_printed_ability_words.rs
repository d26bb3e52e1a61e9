//! Ability words (207.2c) printed before some abilities of a kind and not
//! others: "Channel — " before an activated ability that works from the
//! hand (its cost discards the card), which Faerie Macabre's same kind of
//! ability is printed without. The form keeps where the word is printed
//! (`text_layout.words`); the compiler reads the word only before an ability
//! of its kind, and the renderer writes it only there.
//!
//! Cards (their text as the table prints it):
//! - Ghost-Lit Raider {2}{R} 2/1: "{2}{R}, {T}: Ghost-Lit Raider deals 2
//!   damage to target creature. / Channel — {3}{R}, Discard Ghost-Lit
//!   Raider: Ghost-Lit Raider deals 4 damage to target creature."
//! - Faerie Macabre {1}{B}{B} 2/2: "Flying / Discard Faerie Macabre: Exile
//!   up to two target cards from graveyards."

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::{CardDef, PartAt};
use stackwise::text::{self, table::TableCard};

fn spirit(text: &str) -> TableCard {
    TableCard { name: "Odd Spirit".into(), type_line: "Creature — Spirit".into(), mana_cost: Some("{1}".into()), power: Some("1".into()), toughness: Some("1".into()), layout: "normal".into(), text: text.into(), ..TableCard::default() }
}

#[test]
fn r207_2c_channel_is_written_where_the_form_says_it_is_printed() {
    let raider: CardDef = serde_json::from_value(compiled("Ghost-Lit Raider")).unwrap();
    assert_eq!(text::render(&raider).unwrap(), card("Ghost-Lit Raider").text);
    let words = &raider.text_layout.as_ref().expect("a layout").words;
    assert_eq!(words, &vec![PartAt { part: 1, at: 0, n: 1 }], "the second part, the first printed word");
    let mut plain = raider.clone();
    plain.text_layout = None;
    assert_eq!(text::render(&plain).unwrap(), "{2}{R}, {T}: Ghost-Lit Raider deals 2 damage to target creature.\n{3}{R}, Discard Ghost-Lit Raider: Ghost-Lit Raider deals 4 damage to target creature.");
    let macabre: CardDef = serde_json::from_value(compiled("Faerie Macabre")).unwrap();
    assert!(macabre.text_layout.as_ref().is_none_or(|l| l.words.is_empty()), "printed without the word");
    assert_eq!(text::render(&macabre).unwrap(), "Flying\nDiscard Faerie Macabre: Exile up to two target cards from graveyards.");
}

#[test]
fn r207_2c_channel_is_read_only_before_an_ability_that_works_from_the_hand() {
    let ok = text::compile(&spirit("Channel — {1}, Discard Odd Spirit: You gain 2 life.")).expect("compiles");
    assert_eq!(text::render(&ok).unwrap(), "Channel — {1}, Discard Odd Spirit: You gain 2 life.");
    for wrong in ["Channel — {1}, {T}: You gain 2 life.", "Channel — When Odd Spirit enters the battlefield, you gain 2 life.", "Channel — Flying"] {
        let e = text::compile(&spirit(wrong)).expect_err(wrong);
        assert_eq!((e.line, e.column), (1, 0), "{wrong}: {e}");
    }
}

#[test]
fn r207_2c_a_layout_naming_the_word_before_another_kind_of_part_is_refused() {
    let mut raider: CardDef = serde_json::from_value(compiled("Ghost-Lit Raider")).unwrap();
    raider.text_layout.as_mut().unwrap().words = vec![PartAt { part: 0, at: 0, n: 1 }];
    assert!(text::render(&raider).unwrap_err().contains("text_layout.words"));
    raider.text_layout.as_mut().unwrap().words = vec![PartAt { part: 1, at: 0, n: 9 }];
    assert!(text::render(&raider).unwrap_err().contains("no ability word 9"));
}
