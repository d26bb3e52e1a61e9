//! 502.2: "Players can't untap more than one [noun] during their untap
//! steps": in the untap step the active player chooses which of those tapped
//! permanents untap, as many as the limit allows (no more, no fewer); the
//! others stay tapped; everything else untaps as usual. "You can't untap
//! more than one land during your untap step" binds only its controller; a
//! limit "as long as [this] is untapped" binds only then. Several limits
//! bind together: a permanent of two limited kinds counts for both.
//! Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Smoke {R}{R}: "Players can't untap more than one creature during their
//!   untap steps."
//! - Damping Field {2}{W}: "Players can't untap more than one artifact
//!   during their untap steps."
//! - Mungha Wurm {2}{G}{G} 6/5: "You can't untap more than one land during
//!   your untap step."
//! - Winter Orb {2}: "As long as Winter Orb is untapped, players can't untap
//!   more than one land during their untap steps."
//! - Static Orb {3}: "As long as Static Orb is untapped, players can't untap
//!   more than two permanents during their untap steps."
//! - Grizzly Bears, Ornithopter (an artifact creature), Forest.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ObjectId, PlayerId, Step};
use std::cell::RefCell;

const CARDS: &[&str] = &["Smoke", "Damping Field", "Mungha Wurm", "Winter Orb", "Static Orb", "Grizzly Bears", "Ornithopter"];

/// Bob's end step; Alice's turn comes next. Entries as in a scenario.
fn game(alice: Value, bob: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice, "library": ["Forest", "Forest", "Forest"]},
        {"name": "Bob", "battlefield": bob, "library": ["Forest", "Forest", "Forest"]}
    ], "turn": {"number": 3, "active": 1, "step": "end"}}))
}

fn tapped(t: &T, label: &str) -> bool {
    t.g().obj(t.id(label)).unwrap().tapped
}

/// Play to `player`'s upkeep, answering each untap question with the
/// labelled permanents to untap (in order of the questions); returns the
/// questions asked: (player, candidates, how many).
fn to_upkeep(t: &mut T, player: u8, picks: &[&[&str]]) -> Vec<(PlayerId, Vec<ObjectId>, usize)> {
    let ids: Vec<Vec<ObjectId>> = picks.iter().map(|p| p.iter().map(|l| t.id(l)).collect()).collect();
    let asked: RefCell<Vec<(PlayerId, Vec<ObjectId>, usize)>> = RefCell::new(Vec::new());
    play_until(t, player, Step::Upkeep, &|t, p, d| {
        let DecisionKind::ChooseCards { from, min, max, .. } = d else { panic!("{d:?}") };
        assert_eq!(min, max, "exactly as many as the limit allows");
        let n = asked.borrow().len();
        asked.borrow_mut().push((p, from.clone(), max));
        let pick: Vec<u64> = ids[n].iter().map(|i| i.0).collect();
        t.act(json!({"action": "choose_cards", "player": p.0, "cards": pick}));
    });
    asked.into_inner()
}

#[test]
fn r502_2_smoke_one_creature_untaps_the_others_stay_tapped() {
    let alice = json!([{"card": "Grizzly Bears", "label": "a", "tapped": true}, {"card": "Grizzly Bears", "label": "b", "tapped": true}, {"card": "Grizzly Bears", "label": "c", "tapped": true}, {"card": "Forest", "label": "f1", "tapped": true}, {"card": "Forest", "label": "f2", "tapped": true}]);
    let mut t = game(alice, json!(["Smoke"]));
    let asked = to_upkeep(&mut t, 0, &[&["b"]]);
    assert_eq!(asked.len(), 1);
    assert_eq!((asked[0].0, asked[0].1.len(), asked[0].2), (PlayerId(0), 3, 1), "Alice chooses one of her three creatures");
    assert_eq!((tapped(&t, "a"), tapped(&t, "b"), tapped(&t, "c")), (true, false, true));
    assert!(!tapped(&t, "f1") && !tapped(&t, "f2"), "lands untap as usual");
}

#[test]
fn r502_2_no_question_when_the_limit_is_not_reached() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "a", "tapped": true}, {"card": "Grizzly Bears", "label": "b"}]), json!(["Smoke"]));
    assert!(to_upkeep(&mut t, 0, &[]).is_empty());
    assert!(!tapped(&t, "a"));
}

#[test]
fn r502_2_two_limits_bind_together_an_artifact_creature_counts_for_both() {
    // Smoke and Damping Field: Alice's Ornithopter is both. Whatever order the
    // limits are asked in, untapping the Ornithopter under one leaves it
    // subject to the other; untapping the Bears and the Ornithopter keeps both.
    let alice = json!([{"card": "Grizzly Bears", "label": "bears", "tapped": true}, {"card": "Ornithopter", "label": "thopter", "tapped": true}, {"card": "Ornithopter", "label": "thopter2", "tapped": true}]);
    for bob in [json!(["Smoke", "Damping Field"]), json!(["Damping Field", "Smoke"])] {
        let mut t = game(alice.clone(), bob.clone());
        // The first limit asked leaves its others tapped; the second asks only
        // if more than one of its kind is still to untap (Damping Field first:
        // the Bears and the Ornithopter kept for it; Smoke first: nothing left).
        let asked = to_upkeep(&mut t, 0, &[&["thopter"], &["thopter"]]);
        let expected = if bob[0] == "Smoke" { 1 } else { 2 };
        assert_eq!(asked.len(), expected, "{bob}: a question only where the limit binds");
        assert!(!tapped(&t, "thopter"), "{bob}");
        assert!(tapped(&t, "bears") && tapped(&t, "thopter2"), "{bob}: one creature and one artifact at most");
    }
}

#[test]
fn r502_2_you_cant_untap_binds_only_its_controller() {
    let lands = |p: &str| json!([{"card": "Forest", "label": format!("{p}1"), "tapped": true}, {"card": "Forest", "label": format!("{p}2"), "tapped": true}]);
    let mut alice = lands("a");
    alice.as_array_mut().unwrap().push(json!("Mungha Wurm"));
    let mut t = game(alice, lands("b"));
    let asked = to_upkeep(&mut t, 0, &[&["a2"]]);
    assert_eq!(asked.len(), 1);
    assert!(tapped(&t, "a1") && !tapped(&t, "a2"));
    // Bob's turn: his lands all untap.
    t.act(json!({"action": "pass_priority", "player": 0}));
    let asked = to_upkeep(&mut t, 1, &[]);
    assert!(asked.is_empty());
    assert!(!tapped(&t, "b1") && !tapped(&t, "b2"));
}

#[test]
fn r611_3a_winter_orb_binds_only_while_it_is_untapped() {
    for (orb_tapped, questions) in [(false, 1), (true, 0)] {
        let alice = json!([{"card": "Forest", "label": "f1", "tapped": true}, {"card": "Forest", "label": "f2", "tapped": true}]);
        let mut t = game(alice, json!([{"card": "Winter Orb", "tapped": orb_tapped}]));
        let asked = to_upkeep(&mut t, 0, &[&["f1"]]);
        assert_eq!(asked.len(), questions, "Winter Orb tapped: {orb_tapped}");
        assert!(!tapped(&t, "f1"));
        assert_eq!(tapped(&t, "f2"), !orb_tapped);
    }
    // Static Orb: two permanents of any kind.
    let alice = json!([{"card": "Forest", "label": "f1", "tapped": true}, {"card": "Grizzly Bears", "label": "g", "tapped": true}, {"card": "Ornithopter", "label": "o", "tapped": true}]);
    let mut t = game(alice, json!(["Static Orb"]));
    let asked = to_upkeep(&mut t, 0, &[&["f1", "o"]]);
    assert_eq!((asked.len(), asked[0].2), (1, 2));
    assert!(!tapped(&t, "f1") && !tapped(&t, "o") && tapped(&t, "g"));
}
