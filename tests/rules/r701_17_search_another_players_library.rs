//! 701.17: searching another player's library: the spell's or ability's
//! controller looks through it and chooses among the cards that fit (and
//! may find fewer: the library is hidden, 701.17b); the cards go where the
//! instruction says (exile, or onto the battlefield under the searcher's
//! control, owned still by the library's owner); then that player shuffles.
//! Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Extract {U}: "Search target player's library for a card and exile it.
//!   Then that player shuffles his or her library."
//! - Jester's Cap {4}: "{2}, {T}, Sacrifice Jester's Cap: Search target
//!   player's library for three cards and exile them. Then that player
//!   shuffles his or her library."
//! - Bribery {3}{U}{U}: "Search target opponent's library for a creature card
//!   and put that card onto the battlefield under your control. Then that
//!   player shuffles his or her library."
//! - Acquire {3}{U}{U}: "... for an artifact card ..." (as Bribery).
//! - Craw Wurm 6/4, Sol Ring, Lightning Bolt.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ManaPool, PlayerId, Zone};

const CARDS: &[&str] = &["Extract", "Jester's Cap", "Bribery", "Acquire", "Craw Wurm", "Sol Ring", "Lightning Bolt"];

fn game(alice: Value, bob_library: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    let mut alice = alice;
    alice["name"] = "Alice".into();
    alice["library"] = json!(["Island", "Island"]);
    T::new(json!({"cards": cards, "players": [alice, {"name": "Bob", "library": bob_library}], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// The search question: who is asked, and the names offered (sorted).
fn question(t: &T) -> (PlayerId, Vec<String>, usize) {
    let d = t.g().pending.clone().expect("the search question");
    let DecisionKind::ChooseCards { mut labels, max, .. } = d.kind else { panic!("{:?}", d.kind) };
    labels.sort();
    (d.player, labels, max)
}

fn bob_library(t: &T) -> Vec<String> {
    let mut names: Vec<String> = t.g().player(PlayerId(1)).library.iter().map(|id| t.g().objects[id].def.name.clone()).collect();
    names.sort();
    names
}

#[test]
fn r701_17_extract_exiles_the_card_the_searcher_chooses() {
    let mut t = game(json!({"hand": [{"card": "Extract", "label": "extract"}]}), json!(["Island", {"card": "Craw Wurm", "label": "wurm"}, "Mountain"]));
    t.gm().players[0].pool = ManaPool::parse("{U}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@extract", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    let (who, offered, max) = question(&t);
    assert_eq!((who, max), (PlayerId(0), 1), "Alice searches Bob's library");
    assert_eq!(offered, vec!["Craw Wurm", "Island", "Mountain"]);
    t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@wurm"]}));
    assert_eq!(t.zone("wurm"), "exile");
    assert_eq!(bob_library(&t), vec!["Island", "Mountain"]);
}

/// "Three cards": the searcher may find fewer (701.17b).
#[test]
fn r701_17b_jesters_cap_may_find_fewer_than_three() {
    let mut t = game(json!({"battlefield": [{"card": "Jester's Cap", "label": "cap"}, "Island", "Island"]}), json!([{"card": "Craw Wurm", "label": "w1"}, {"card": "Craw Wurm", "label": "w2"}, "Island", "Island"]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@cap", "ability": 0, "targets": [{"player": 1}], "auto_pay": true}));
    assert_eq!(t.zone("cap"), "graveyard", "sacrificed as the cost");
    t.pass_all();
    let (who, _, max) = question(&t);
    assert_eq!((who, max), (PlayerId(0), 3));
    t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@w1", "@w2"]}));
    assert_eq!((t.zone("w1").as_str(), t.zone("w2").as_str()), ("exile", "exile"));
    assert_eq!(bob_library(&t), vec!["Island", "Island"]);
}

/// Bribery and Acquire offer only the kind of card they name; the card
/// enters under the searcher's control and stays its owner's.
#[test]
fn r701_17_bribery_and_acquire_take_a_card_of_their_kind() {
    for (spell, found, other) in [("Bribery", "Craw Wurm", "Sol Ring"), ("Acquire", "Sol Ring", "Craw Wurm")] {
        let mut t = game(json!({"hand": [{"card": spell, "label": "spell"}]}), json!(["Island", {"card": found, "label": "found"}, {"card": other, "label": "other"}]));
        t.gm().players[0].pool = ManaPool::parse("{3}{U}{U}").unwrap();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"player": 1}], "auto_pay": true}));
        t.pass_all();
        let (who, offered, _) = question(&t);
        assert_eq!((who, offered), (PlayerId(0), vec![found.to_string()]), "{spell}");
        t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@found"]}));
        let o = t.g().obj(t.id("found")).unwrap();
        assert_eq!((o.zone, o.controller, o.owner), (Zone::Battlefield, PlayerId(0), PlayerId(1)), "{spell}");
        assert_eq!(t.zone("other"), "library", "{spell}");
    }
}

/// "Target opponent": Bribery can't target its own caster.
#[test]
fn r115_bribery_targets_an_opponent_only() {
    let mut t = game(json!({"hand": [{"card": "Bribery", "label": "spell"}]}), json!(["Island"]));
    t.gm().players[0].pool = ManaPool::parse("{3}{U}{U}").unwrap();
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"player": 0}], "auto_pay": true}));
    assert!(e.contains("target"), "{e}");
}
