//! "You may reveal any number of [noun] cards from among them and put the
//! revealed cards into your hand" after a look at the top cards (401.2,
//! 701.14): any number of the matching cards, none required, and only those;
//! against "a [noun] card ... and put it" (at most one).
//!
//! Cards (their text as the table prints it):
//! - Lead the Stampede {2}{G}: "Look at the top five cards of your library.
//!   You may reveal any number of creature cards from among them and put the
//!   revealed cards into your hand. Put the rest on the bottom of your
//!   library in any order."
//! - Commune with Nature {G}: "Look at the top five cards of your library.
//!   You may reveal a creature card from among them and put it into your
//!   hand. Put the rest on the bottom of your library in any order."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3, Island, Forest.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;

/// Alice casts `card` with Bears, Island, Giant, Island, Island on top; the question she is asked.
fn asked(card: &str) -> (T, DecisionKind) {
    let cards = vec![common::card_table::compiled(card), common::card_table::compiled("Grizzly Bears"), common::card_table::compiled("Hill Giant")];
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": [{"card": card, "label": "c"}], "mana_pool": "{2}{G}", "library": ["Grizzly Bears", "Island", "Hill Giant", "Island", "Island", "Forest"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@c"}));
    t.pass_all();
    let kind = t.g().pending.clone().expect("asked which cards").kind;
    (t, kind)
}

#[test]
fn r401_2_lead_the_stampede_takes_both_creatures_or_none() {
    let (mut t, kind) = asked("Lead the Stampede");
    let DecisionKind::ChooseCards { from, min, max, .. } = kind else { panic!("{kind:?}") };
    assert_eq!((min, max, from.len()), (0, 2, 2), "only the two creature cards, any number of them");
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0, from[1].0]}));
    if let Some(DecisionKind::ArrangeCards { cards, .. }) = t.g().pending.clone().map(|d| d.kind) {
        t.act(json!({"action": "arrange_cards", "player": 0, "order": cards.iter().map(|c| c.0).collect::<Vec<_>>()}));
    }
    let mut h = hand(&t);
    h.sort();
    assert_eq!(h, vec!["Grizzly Bears", "Hill Giant"]);
    assert_eq!(top_down(&t)[0], "Forest", "the sixth card is untouched; the rest went to the bottom");
}

#[test]
fn r401_2_commune_with_nature_takes_at_most_one() {
    let (_, kind) = asked("Commune with Nature");
    let DecisionKind::ChooseCards { from, min, max, .. } = kind else { panic!("{kind:?}") };
    assert_eq!((min, max, from.len()), (0, 1, 2));
}
