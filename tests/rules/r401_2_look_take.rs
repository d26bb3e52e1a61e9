//! Looking at (or revealing) the top cards of a library, putting some of them
//! into the hand, and the rest on the bottom in any order (401.2; 701.14 for
//! revealing). The cards looked at are fixed as the instruction starts; the
//! controller chooses which to take among those matching (`choose_cards`,
//! named to them only), then the order of the rest (`arrange_cards` with
//! `bottom`, listed top first: the last one listed is the bottom card).
//!
//! Real cards, built in (built in: compiled from their printed text):
//! - Impulse {1}{U}, instant: "Look at the top four cards of your library.
//!   Put one of them into your hand and the rest on the bottom of your
//!   library in any order."
//! - Anticipate {1}{U}, instant: the same with the top three.
//! - Commune with Nature {G}, sorcery: "Look at the top five cards of your
//!   library. You may reveal a creature card from among them and put it into
//!   your hand. Put the rest on the bottom of your library in any order."
//! - Lead the Stampede {2}{G}, sorcery: "... You may reveal any number of
//!   creature cards from among them and put the revealed cards into your hand. ..."
//! - Goblin Ringleader {3}{R} 2/2 haste: "When Goblin Ringleader enters the
//!   battlefield, reveal the top four cards of your library. Put all Goblin
//!   cards revealed this way into your hand and the rest on the bottom of
//!   your library in any order."
//! - Merfolk Wayfinder {2}{U} 1/2 flying: the same with the top three and Island cards.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::formats::visibility;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

/// Alice with `card` in hand, mana for it, and `library` (listed top first).
fn game(card: &str, library: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "hand": [{"card": card, "label": "card"}], "mana_pool": "{3}{U}{G}{R}", "library": library},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Alice's library from the top down, by name.
fn cast_until_asked(t: &mut T) -> Vec<Event> {
    let mut ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@card", "targets": [], "auto_pay": true}));
    for _ in 0..4 {
        if t.g().pending.is_some() {
            break;
        }
        ev.extend(t.pass_all());
    }
    ev
}

/// The library, top first.
fn library() -> Value {
    json!(["Grizzly Bears", "Island", "Plains", "Forest", "Mountain", "Hill Giant", "Swamp"])
}

/// Two creatures among the top five: top down Grizzly Bears, Island, Plains,
/// Forest, Hill Giant, then Mountain, Swamp.
fn creatures_in_top_five() -> Value {
    json!(["Grizzly Bears", "Island", "Plains", "Forest", "Hill Giant", "Mountain", "Swamp"])
}

/// Impulse: one of the top four to the hand (Island), the rest to the bottom
/// in the chosen order; the cards below them come up to the top.
#[test]
fn r401_2_impulse_takes_one_and_puts_the_rest_on_the_bottom_in_the_chosen_order() {
    let mut t = game("Impulse", library());
    cast_until_asked(&mut t);
    let d = t.g().pending.clone().unwrap();
    assert_eq!(d.rule, "401.2");
    let DecisionKind::ChooseCards { from, min, max, labels } = d.kind.clone() else { panic!("{d:?}") };
    assert_eq!((min, max), (1, 1));
    assert_eq!(labels, vec!["Grizzly Bears", "Island", "Plains", "Forest"], "the top four, top first, named to Alice");
    // Bob sees a choice of none of them.
    let seen = visibility::decision_for(t.g(), &d, Some(PlayerId(1)));
    assert!(matches!(seen.kind, DecisionKind::ChooseCards { ref from, .. } if from.is_empty()));
    let before = t.g().clone();
    assert!(t.try_act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0, from[1].0]})).is_err(), "one, not two");
    assert_eq!(t.g(), &before);
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[1].0]}));
    let d = t.g().pending.clone().unwrap();
    let DecisionKind::ArrangeCards { cards, labels, bottom } = d.kind.clone() else { panic!("{d:?}") };
    assert!(bottom);
    assert_eq!(labels, vec!["Grizzly Bears", "Plains", "Forest"]);
    // Forest highest of them, Grizzly Bears the very bottom.
    t.act(json!({"action": "arrange_cards", "player": 0, "order": [cards[2].0, cards[1].0, cards[0].0]}));
    assert!(hand(&t).contains(&"Island".to_string()));
    assert_eq!(top_down(&t), vec!["Mountain", "Hill Giant", "Swamp", "Forest", "Plains", "Grizzly Bears"]);
    assert_eq!(t.zone("card"), "graveyard");
}

/// Anticipate with a library of two: both looked at, one taken, the other
/// goes to the bottom with no question (one card has one order).
#[test]
fn r401_2_anticipate_with_fewer_cards_than_it_looks_at() {
    let mut t = game("Anticipate", json!(["Grizzly Bears", "Swamp"]));
    cast_until_asked(&mut t);
    let DecisionKind::ChooseCards { from, labels, .. } = t.g().pending.clone().unwrap().kind else { panic!() };
    assert_eq!(labels, vec!["Grizzly Bears", "Swamp"]);
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0]}));
    assert!(t.g().pending.is_none());
    assert_eq!((hand(&t), top_down(&t)), (vec!["Grizzly Bears".to_string()], vec!["Swamp".to_string()]));
}

/// Commune with Nature: only the creature cards are offered, and none may be
/// taken ("you may"); a creature taken is revealed (701.14).
#[test]
fn r401_2_commune_with_nature_offers_only_creatures_and_may_take_none() {
    for take in [true, false] {
        let mut t = game("Commune with Nature", creatures_in_top_five());
        cast_until_asked(&mut t);
        let DecisionKind::ChooseCards { from, min, max, labels } = t.g().pending.clone().unwrap().kind else { panic!() };
        assert_eq!((min, max, labels), (0, 1, vec!["Grizzly Bears".to_string(), "Hill Giant".to_string()]), "the creatures among the top five");
        let chosen: Vec<u64> = if take { vec![from[1].0] } else { vec![] };
        let ev = t.act(json!({"action": "choose_cards", "player": 0, "cards": chosen}));
        assert_eq!(ev.iter().any(|e| e.rule == "701.14" && e.text.contains("Hill Giant")), take, "revealed when taken");
        let DecisionKind::ArrangeCards { cards, .. } = t.g().pending.clone().unwrap().kind else { panic!() };
        assert_eq!(cards.len(), if take { 4 } else { 5 });
        t.act(json!({"action": "arrange_cards", "player": 0, "order": cards.iter().map(|c| c.0).collect::<Vec<_>>()}));
        assert_eq!(hand(&t).contains(&"Hill Giant".to_string()), take);
        assert_eq!(top_down(&t)[..2].to_vec(), vec!["Mountain", "Swamp"], "the rest went under the sixth and seventh");
        assert_eq!(top_down(&t).len(), 7 - usize::from(take));
    }
}

/// Lead the Stampede: any number of creatures; both taken here.
#[test]
fn r401_2_lead_the_stampede_takes_any_number_of_creatures() {
    let mut t = game("Lead the Stampede", creatures_in_top_five());
    cast_until_asked(&mut t);
    let DecisionKind::ChooseCards { from, min, max, .. } = t.g().pending.clone().unwrap().kind else { panic!() };
    assert_eq!((min, max, from.len()), (0, 2, 2));
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0, from[1].0]}));
    let DecisionKind::ArrangeCards { cards, .. } = t.g().pending.clone().unwrap().kind else { panic!() };
    t.act(json!({"action": "arrange_cards", "player": 0, "order": cards.iter().map(|c| c.0).collect::<Vec<_>>()}));
    let mut h = hand(&t);
    h.sort();
    assert_eq!(h, vec!["Grizzly Bears", "Hill Giant"]);
}

/// Goblin Ringleader and Merfolk Wayfinder: every card of the type goes to
/// the hand with no choice; the top cards are revealed to everyone.
#[test]
fn r401_2_goblin_ringleader_and_merfolk_wayfinder_take_all_of_a_type() {
    let lib = json!(["Goblin Ringleader", "Mountain", "Island", "Goblin Ringleader", "Island", "Swamp"]);
    for (card, taken, kept) in [("Goblin Ringleader", vec!["Goblin Ringleader", "Goblin Ringleader"], 2), ("Merfolk Wayfinder", vec!["Island"], 2)] {
        let mut t = game(card, lib.clone());
        let ev = cast_until_asked(&mut t);
        assert!(ev.iter().any(|e| e.rule == "701.14" && e.text.contains("reveals the top of their library")), "{card}: {:?}", rules(&ev));
        let DecisionKind::ArrangeCards { cards, bottom, .. } = t.g().pending.clone().unwrap().kind else { panic!("{card}") };
        assert!(bottom);
        assert_eq!(cards.len(), kept, "{card}");
        t.act(json!({"action": "arrange_cards", "player": 0, "order": cards.iter().map(|c| c.0).collect::<Vec<_>>()}));
        let h: Vec<String> = hand(&t);
        assert_eq!(h, taken, "{card}");
    }
    // Merfolk Wayfinder's top three hold one Island.
    let mut t = game("Merfolk Wayfinder", json!(["Goblin Ringleader", "Mountain", "Island", "Swamp"]));
    cast_until_asked(&mut t);
    let DecisionKind::ArrangeCards { cards, .. } = t.g().pending.clone().unwrap().kind else { panic!() };
    t.act(json!({"action": "arrange_cards", "player": 0, "order": cards.iter().map(|c| c.0).collect::<Vec<_>>()}));
    assert_eq!(hand(&t), vec!["Island"]);
    assert_eq!(top_down(&t)[0], "Swamp", "the rest went under it");
}
