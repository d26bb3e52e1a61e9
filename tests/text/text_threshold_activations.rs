//! "Threshold — [cost]: [effect]. Activate this ability only if seven or
//! more cards are in your graveyard." (207.2c, 602.5b): the ability word
//! printed before an activated ability with that condition, read and
//! written back; the condition "[N] or more cards are in your graveyard".
//!
//! Cards (their text as the table prints it): the thirteen with such an
//! ability, from Barbarian Ring to Nomad Stadium.

use crate::common;
use common::card_table::{card, compiled};
use stackwise::cards::def::{Ability, CardDef, Condition};
use stackwise::text;

const CARDS: &[&str] = &[
    "Barbarian Ring", "Cabal Pit", "Cabal Torturer", "Centaur Garden", "Cephalid Coliseum", "Chainflinger", "Hallowed Healer",
    "Infected Vermin", "Krosan Avenger", "Krosan Restorer", "Nantuko Monastery", "Nomad Decoy", "Nomad Stadium",
];

#[test]
fn r602_5b_threshold_activations_round_trip() {
    for name in CARDS {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
        let limited = def.abilities.iter().filter(|a| matches!(a, Ability::Activated { condition: Some(c), .. } if *c == text::conditions::threshold())).count();
        assert_eq!(limited, 1, "{name}: one activation limited by threshold's condition");
    }
}

#[test]
fn r207_2c_the_word_and_the_count_are_written_from_the_form() {
    let mut def: CardDef = serde_json::from_value(compiled("Krosan Avenger")).unwrap();
    let Some(Ability::Activated { condition: Some(Condition::AtLeast { count, .. }), .. }) = def.abilities.get_mut(0) else { panic!("{:?}", def.abilities) };
    *count = 8;
    // Not threshold's condition any more: the word the layout keeps is refused, not dropped.
    assert!(text::render(&def).unwrap_err().contains("Threshold"));
    // Without it, the number as the form says.
    def.text_layout.as_mut().unwrap().words.clear();
    assert_eq!(text::render(&def).unwrap(), "Trample\n{1}{G}: Regenerate Krosan Avenger. Activate this ability only if eight or more cards are in your graveyard.");
}
