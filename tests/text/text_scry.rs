//! "Scry N" (701.18; 701.16 in later rules): look at the top N cards of
//! your library, put any number of them on the bottom in any order and the
//! rest on top in any order. The controller first chooses the cards that go
//! under (`choose_cards`, 0 to N), then orders each pile of two or more
//! (`arrange_cards`, listed top first).
//!
//! Cards (their text as the table prints it):
//! - Preordain {U}, sorcery: "Scry 2, then draw a card."
//! - Magma Jet {1}{R}, instant: "Magma Jet deals 2 damage to target creature
//!   or player. Scry 2."
//! - Opt {U}, instant: "Scry 1. / Draw a card."
//! - Crystal Ball {3}, artifact: "{1}, {T}: Scry 2."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

/// Alice with `card` in hand (compiled from its text), mana, and `library` listed top first.
fn game(card: &str, library: Value, battlefield: Value) -> T {
    let cards: Vec<Value> = [card].iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": [{"card": card, "label": "card"}], "battlefield": battlefield, "mana_pool": "{3}{U}{R}", "library": library},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn pass_until_asked(t: &mut T) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..4 {
        if t.g().pending.is_some() {
            break;
        }
        ev.extend(t.pass_all());
    }
    ev
}

fn library() -> Value {
    json!(["Grizzly Bears", "Hill Giant", "Swamp", "Forest"])
}

/// Preordain: the top two looked at; Grizzly Bears goes under, Hill Giant
/// stays on top and is the card drawn after.
#[test]
fn r701_18_preordain_puts_one_under_and_draws_the_one_kept() {
    let mut t = game("Preordain", library(), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@card", "targets": [], "auto_pay": true}));
    let ev = pass_until_asked(&mut t);
    assert!(cites(&ev, "701.18"));
    let d = t.g().pending.clone().unwrap();
    assert_eq!(d.rule, "701.18");
    let DecisionKind::ChooseCards { from, min, max, labels } = d.kind else { panic!("{d:?}") };
    assert_eq!((min, max), (0, 2), "any number of the two");
    assert_eq!(labels, vec!["Grizzly Bears", "Hill Giant"]);
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0]}));
    // One card in each pile: no order to ask.
    assert!(t.g().pending.is_none());
    assert_eq!(hand(&t), vec!["Hill Giant"]);
    assert_eq!(top_down(&t), vec!["Swamp", "Forest", "Grizzly Bears"]);
}

/// Magma Jet: both cards under, in the order chosen (the last listed is the
/// bottom card); or both kept, reordered on top.
#[test]
fn r701_18_magma_jet_orders_the_bottom_pile_and_the_top_pile() {
    let bob = |t: &T| t.g().player(PlayerId(1)).life;
    let mut t = game("Magma Jet", library(), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@card", "targets": [{"player": 1}], "auto_pay": true}));
    pass_until_asked(&mut t);
    assert_eq!(bob(&t), 18);
    let DecisionKind::ChooseCards { from, .. } = t.g().pending.clone().unwrap().kind else { panic!() };
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0, from[1].0]}));
    let DecisionKind::ArrangeCards { cards, bottom, .. } = t.g().pending.clone().unwrap().kind else { panic!() };
    assert!(bottom);
    // Hill Giant higher, Grizzly Bears the very bottom.
    t.act(json!({"action": "arrange_cards", "player": 0, "order": [cards[1].0, cards[0].0]}));
    assert!(t.g().pending.is_none());
    assert_eq!(top_down(&t), vec!["Swamp", "Forest", "Hill Giant", "Grizzly Bears"]);

    let mut t = game("Magma Jet", library(), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@card", "targets": [{"player": 1}], "auto_pay": true}));
    pass_until_asked(&mut t);
    t.act(json!({"action": "choose_cards", "player": 0, "cards": []}));
    let DecisionKind::ArrangeCards { cards, bottom, .. } = t.g().pending.clone().unwrap().kind else { panic!() };
    assert!(!bottom);
    t.act(json!({"action": "arrange_cards", "player": 0, "order": [cards[1].0, cards[0].0]}));
    assert_eq!(top_down(&t), vec!["Hill Giant", "Grizzly Bears", "Swamp", "Forest"]);
}

/// Crystal Ball with one card left: only that card is looked at.
#[test]
fn r701_18_crystal_ball_scries_fewer_when_the_library_is_smaller() {
    let mut t = game("Opt", json!(["Swamp"]), json!([]));
    let mut t2 = T::new(json!({"cards": [card_table::compiled("Crystal Ball")], "players": [
        {"name": "Alice", "battlefield": [{"card": "Crystal Ball", "label": "ball"}], "mana_pool": "{1}", "library": ["Swamp"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t2.act(json!({"action": "activate_ability", "player": 0, "source": "@ball", "ability": 0, "targets": [], "auto_pay": true}));
    pass_until_asked(&mut t2);
    let DecisionKind::ChooseCards { from, max, .. } = t2.g().pending.clone().unwrap().kind else { panic!() };
    assert_eq!(max, 1);
    t2.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0]}));
    assert!(t2.g().pending.is_none());
    assert_eq!(top_down(&t2), vec!["Swamp"]);
    // Opt: scry 1 keeping the card, then draw it.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@card", "targets": [], "auto_pay": true}));
    pass_until_asked(&mut t);
    t.act(json!({"action": "choose_cards", "player": 0, "cards": []}));
    assert_eq!(hand(&t), vec!["Swamp"]);
}
