//! "Search your library for [up to N] [noun] card(s) and put them into your
//! graveyard. Then shuffle your library." (701.17: the player may find fewer
//! than there are, 701.17b; the cards go to the graveyard, a public zone, so
//! the event names them; then the library is shuffled, 701.18).
//!
//! Cards (their text as the table prints it):
//! - Buried Alive {2}{B}, sorcery: "Search your library for up to three
//!   creature cards and put them into your graveyard. Then shuffle your library."
//! - Entomb {B}, instant: "Search your library for a card and put that card
//!   into your graveyard. Then shuffle your library."
//! - Grizzly Bears, Hill Giant, Lightning Bolt, Swamp, Island.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn game(card: &str, lands: Value) -> T {
    let def = card_table::compiled(card);
    T::new(json!({"cards": [def], "players": [
        {"name": "Alice", "hand": [{"card": card, "label": "spell"}], "battlefield": lands,
         "library": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Lightning Bolt", "label": "bolt"}, "Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn offered(t: &mut T) -> (Vec<ObjectId>, usize) {
    t.pass_all();
    let d = t.g().pending.clone().expect("the search question");
    let DecisionKind::ChooseCards { from, max, .. } = d.kind else { panic!("{d:?}") };
    (from, max)
}

#[test]
fn r701_17_buried_alive_puts_up_to_three_creature_cards_into_the_graveyard() {
    let mut t = game("Buried Alive", json!(["Swamp", "Swamp", "Swamp"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "auto_pay": true}));
    let (from, max) = offered(&mut t);
    assert_eq!(from.len(), 2, "only the two creature cards are offered");
    assert_eq!(max, 2, "up to three, of the two there are");
    // Finding one of two is allowed (701.17b).
    let giant = t.id("giant");
    let ev = t.act(json!({"action": "choose_cards", "player": 0, "cards": [giant.0]}));
    assert!(cites(&ev, "701.17"), "{:?}", rules(&ev));
    assert_eq!(t.zone("giant"), "graveyard");
    assert_eq!(t.zone("bears"), "library");
    assert_eq!(t.g().player(PlayerId(0)).library.len(), 3);
}

#[test]
fn r701_17_entomb_puts_any_one_card_into_the_graveyard() {
    let mut t = game("Entomb", json!(["Swamp"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "auto_pay": true}));
    let (from, max) = offered(&mut t);
    assert_eq!((from.len(), max), (4, 1));
    let bolt = t.id("bolt");
    assert!(t.try_act(json!({"action": "choose_cards", "player": 0, "cards": [bolt.0, t.id("bears").0]})).is_err(), "one card at most");
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [bolt.0]}));
    assert_eq!(t.zone("bolt"), "graveyard");
    assert_eq!(t.zone("spell"), "graveyard");
    assert_eq!(t.g().player(PlayerId(0)).graveyard.len(), 2);
}
