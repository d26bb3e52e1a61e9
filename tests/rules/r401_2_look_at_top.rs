//! Looking at the top cards of a library and putting them back in any order.
//! A library's cards are hidden (401.2); such an instruction lets its
//! controller see the top N and choose their new order (`arrange_cards`,
//! top first). The other players learn only how many.
//!
//! Real cards, built in (built in: compiled from their printed text):
//! - Sage Owl {1}{U}, 1/1 Bird: "Flying. When Sage Owl enters the
//!   battlefield, look at the top four cards of your library, then put them
//!   back in any order."
//! - Index {U}, sorcery: "Look at the top five cards of your library, then
//!   put them back in any order."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::formats::visibility;
use stackwise::rules::state::{DecisionKind, Resume};
use stackwise::rules::*;

/// Alice with `hand` in hand, mana for it, and `library`.
fn game(hand: &str, library: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "hand": [{"card": hand, "label": "card"}], "mana_pool": "{2}{U}", "library": library},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// The names of Alice's library from the top down.
fn top_down(t: &T) -> Vec<String> {
    t.g().player(PlayerId(0)).library.iter().rev().map(|id| t.g().objects[id].def.name.clone()).collect()
}

fn six() -> Value {
    json!(["Plains", "Island", "Swamp", "Mountain", "Forest", "Grizzly Bears"])
}

fn cast_and_resolve(t: &mut T) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@card", "targets": [], "auto_pay": true}));
    for _ in 0..4 {
        if t.g().pending.is_some() {
            return;
        }
        t.pass_all();
    }
}

/// Index: the top five, named to Alice top first; her order is the new top
/// five; the sixth card stays where it was.
#[test]
fn r401_2_index_puts_the_top_five_back_in_the_chosen_order() {
    let mut t = game("Index", six());
    let before = top_down(&t);
    cast_and_resolve(&mut t);
    let d = t.g().pending.clone().expect("asked for the order");
    assert_eq!((d.player, d.rule.as_str(), d.resume.clone()), (PlayerId(0), "401.2", Resume::Resolution));
    let DecisionKind::ArrangeCards { cards, labels, .. } = d.kind.clone() else { panic!("{d:?}") };
    assert_eq!(labels, before[..5].to_vec(), "the top five, top first");
    // The reverse of what was there.
    let order: Vec<u64> = cards.iter().rev().map(|c| c.0).collect();
    t.act(json!({"action": "arrange_cards", "player": 0, "order": order}));
    let mut expected: Vec<String> = before[..5].iter().rev().cloned().collect();
    expected.push(before[5].clone());
    assert_eq!(top_down(&t), expected);
    assert_eq!(t.zone("card"), "graveyard");
    t.g().check_consistency().expect("consistent");
}

/// Sage Owl's trigger: the top four; a library of two: both; of one: no question.
#[test]
fn r401_2_sage_owl_looks_at_four_or_as_many_as_there_are() {
    for (library, asked) in [(six(), Some(4)), (json!(["Plains", "Island"]), Some(2)), (json!(["Plains"]), None)] {
        let mut t = game("Sage Owl", library);
        cast_and_resolve(&mut t);
        t.pass_all();
        match asked {
            Some(n) => {
                let d = t.g().pending.clone().expect("asked");
                let DecisionKind::ArrangeCards { cards, .. } = &d.kind else { panic!("{d:?}") };
                assert_eq!(cards.len(), n);
                let before = top_down(&t);
                t.act(json!({"action": "arrange_cards", "player": 0, "order": cards.iter().map(|c| c.0).collect::<Vec<_>>()}));
                assert_eq!(top_down(&t), before, "the same order back");
            }
            None => {
                assert!(t.g().pending.is_none());
                assert!(t.g().stack.is_empty(), "the trigger resolved without a question");
            }
        }
    }
}

/// Wrong answers (a card left out, a card twice, a card not looked at, the
/// wrong player) are refused and change nothing; Bob sees how many, not which.
#[test]
fn r401_2_wrong_orders_are_refused_and_bob_sees_no_card() {
    let mut t = game("Index", six());
    cast_and_resolve(&mut t);
    let d = t.g().pending.clone().unwrap();
    let DecisionKind::ArrangeCards { cards, .. } = d.kind.clone() else { panic!() };
    let ids: Vec<u64> = cards.iter().map(|c| c.0).collect();
    let sixth = t.g().player(PlayerId(0)).library[0].0;
    let before = t.g().clone();
    for wrong in [
        json!({"action": "arrange_cards", "player": 0, "order": ids[..4].to_vec()}),
        json!({"action": "arrange_cards", "player": 0, "order": [ids[0], ids[0], ids[1], ids[2], ids[3]]}),
        json!({"action": "arrange_cards", "player": 0, "order": [ids[0], ids[1], ids[2], ids[3], sixth]}),
        json!({"action": "arrange_cards", "player": 1, "order": ids.clone()}),
        json!({"action": "choose_cards", "player": 0, "cards": ids.clone()}),
    ] {
        assert!(t.try_act(wrong.clone()).is_err(), "{wrong}");
        assert_eq!(t.g(), &before, "{wrong} changed nothing");
    }
    let seen = visibility::decision_for(t.g(), &d, Some(PlayerId(1)));
    let DecisionKind::ArrangeCards { cards, labels, .. } = seen.kind else { panic!() };
    assert!(cards.is_empty() && labels.is_empty(), "Bob doesn't see the cards");
    assert!(seen.prompt.contains("top 5 cards"), "{}", seen.prompt);
}
