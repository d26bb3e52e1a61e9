//! 701.19b / 608.2d: "Untap up to N lands": the lands aren't targets; the
//! controller chooses them as the instruction is followed, any of the tapped
//! lands on the battlefield (an opponent's too), none to N of them, and
//! they untap. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Great Whale {5}{U}{U}, 5/5: "When Great Whale enters the battlefield,
//!   untap up to seven lands."
//! - Cloud of Faeries {1}{U}, 1/1: "Flying / When Cloud of Faeries enters
//!   the battlefield, untap up to two lands. / Cycling {2}"
//! - Frantic Search {2}{U}, Instant: "Draw two cards, then discard two
//!   cards. Untap up to three lands."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ObjectId, PlayerId};

fn game(alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = ["Great Whale", "Cloud of Faeries", "Frantic Search"].iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Island", "Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn tapped(t: &T, label: &str) -> bool {
    t.g().objects[&t.id(label)].tapped
}

/// The pending question: who, what is offered, at most how many.
fn asked(t: &T) -> (PlayerId, Vec<ObjectId>, usize, usize) {
    let d = t.g().pending.clone().expect("a question");
    let DecisionKind::ChooseCards { from, min, max, .. } = d.kind else { panic!("{:?}", d.kind) };
    (d.player, from, min, max)
}

/// Great Whale, cast with all seven of Alice's Islands: its trigger offers
/// the seven tapped Islands and Bob's tapped Swamp (not his untapped one);
/// the five Alice chooses untap, the others stay tapped.
#[test]
fn r701_19b_great_whale_untaps_the_lands_chosen() {
    let islands: Vec<Value> = (0..7).map(|i| json!({"card": "Island", "label": format!("i{i}")})).collect();
    let mut t = game(json!(islands), json!([{"card": "Great Whale", "label": "whale"}]), json!([{"card": "Swamp", "label": "bs", "tapped": true}, {"card": "Swamp", "label": "bu"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@whale", "targets": [], "auto_pay": true}));
    for _ in 0..4 {
        if t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    let (who, from, min, max) = asked(&t);
    assert_eq!((who, min, max), (PlayerId(0), 0, 7));
    let mut offered = from.clone();
    offered.sort();
    let mut expected: Vec<ObjectId> = (0..7).map(|i| t.id(&format!("i{i}"))).chain([t.id("bs")]).collect();
    expected.sort();
    assert_eq!(offered, expected, "every tapped land, Bob's too; not an untapped one");
    let picked: Vec<u64> = (0..5).map(|i| t.id(&format!("i{i}")).0).collect();
    t.act(json!({"action": "choose_cards", "player": 0, "cards": picked}));
    for i in 0..7 {
        assert_eq!(tapped(&t, &format!("i{i}")), i >= 5, "Island {i}");
    }
    assert!(tapped(&t, "bs"), "Bob's Swamp wasn't chosen");
}

/// Too many lands, an untapped land, the wrong player: refused, nothing
/// changes; choosing none is allowed and untaps nothing.
#[test]
fn r701_19b_wrong_choices_are_refused() {
    let mut t = game(
        json!([{"card": "Island", "label": "a", "tapped": true}, {"card": "Island", "label": "b", "tapped": true}, {"card": "Island", "label": "c", "tapped": true}, "Island", "Island", "Island"]),
        json!([{"card": "Frantic Search", "label": "fs"}, "Island", "Island"]),
        json!([{"card": "Swamp", "label": "bu"}]),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fs", "targets": [], "auto_pay": true}));
    t.pass_all();
    // Frantic Search discards first: Alice chooses two cards of her hand.
    let (_, from, _, _) = asked(&t);
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0, from[1].0]}));
    let (who, from, min, max) = asked(&t);
    assert_eq!((who, min, max, from.len()), (PlayerId(0), 0, 3, 6), "the three tapped before and the three that paid");
    let all: Vec<u64> = from.iter().map(|o| o.0).collect();
    let wrong = [
        json!({"action": "choose_cards", "player": 0, "cards": all.clone()}),
        json!({"action": "choose_cards", "player": 0, "cards": [t.id("bu").0]}),
        json!({"action": "choose_cards", "player": 1, "cards": [t.id("a").0]}),
    ];
    for w in wrong {
        refused_unchanged(&mut t, w);
    }
    t.act(json!({"action": "choose_cards", "player": 0, "cards": []}));
    assert!(tapped(&t, "a") && tapped(&t, "b") && tapped(&t, "c"), "none chosen, none untapped");
    assert!(t.g().stack.is_empty());
}

/// Cloud of Faeries with no tapped land: nothing to choose, no question.
#[test]
fn r701_19b_no_tapped_land_no_question() {
    let mut t = game(json!(["Island", "Island", "Island", "Island"]), json!([{"card": "Cloud of Faeries", "label": "cloud"}]), json!([]));
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{U}{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cloud", "targets": [], "auto_pay": true}));
    resolve_stack(&mut t);
    assert!(t.g().pending.is_none(), "no question: {:?}", t.g().pending);
    assert_eq!(t.zone("cloud"), "battlefield");
}
