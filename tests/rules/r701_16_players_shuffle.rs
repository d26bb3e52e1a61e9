//! 701.16 (701.19 in later rules): "[Player] shuffles his or her hand and
//! graveyard into his or her library": the cards move together into their
//! owners' libraries, then each library is shuffled; "each player" does it
//! at once. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Timetwister {2}{U}, Sorcery: "Each player shuffles his or her hand and
//!   graveyard into his or her library, then draws seven cards."
//! - Reminisce {2}{U}, Sorcery: "Target player shuffles his or her graveyard
//!   into his or her library."
//! - Mnemonic Nexus {3}{U}, Instant: "Each player shuffles his or her
//!   graveyard into his or her library."
//! - Soldier of Fortune {R}, 1/1: "{R}, {T}: Target player shuffles his or
//!   her library."
//! - Myr Mindservant {1}, 1/1: "{2}, {T}: Shuffle your library."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::EventKind;
use stackwise::rules::types::{ManaPool, PlayerId};

const CARDS: &[&str] = &["Timetwister", "Reminisce", "Mnemonic Nexus", "Soldier of Fortune", "Myr Mindservant"];

fn game(alice_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": alice_hand, "graveyard": ["Forest", "Forest"], "library": ["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"]},
        {"name": "Bob", "hand": ["Swamp", "Swamp", "Swamp"], "graveyard": ["Mountain"], "library": ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn sizes(t: &T, p: u8) -> (usize, usize, usize) {
    let pl = t.g().player(PlayerId(p));
    (pl.hand.len(), pl.graveyard.len(), pl.library.len())
}

fn cast(t: &mut T, card: &str, targets: Value) {
    t.gm().players[0].pool = ManaPool::parse("{U}{U}{U}{C}{C}{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "auto_pay": true}));
    t.pass_all();
}

#[test]
fn r701_16_timetwister_every_player_shuffles_then_draws_seven() {
    let mut t = game(json!([{"card": "Timetwister", "label": "tw"}, "Island"]));
    cast(&mut t, "tw", json!([]));
    // Alice: her Island and two Forests went in (8 + 3 = 11), then she drew seven; Timetwister is in her graveyard.
    assert_eq!(sizes(&t, 0), (7, 1, 4));
    assert_eq!(t.zone("tw"), "graveyard");
    // Bob: three Swamps and a Mountain went in (8 + 4 = 12), then he drew seven.
    assert_eq!(sizes(&t, 1), (7, 0, 5));
}

#[test]
fn r701_16_reminisce_only_the_target_players_graveyard() {
    for (target, alice, bob) in [(1u8, (0, 3, 8), (3, 0, 9)), (0, (0, 1, 10), (3, 1, 8))] {
        let mut t = game(json!([{"card": "Reminisce", "label": "rem"}]));
        cast(&mut t, "rem", json!([{"player": target}]));
        assert_eq!(sizes(&t, 0), alice, "target {target}: Alice (Reminisce itself goes to her graveyard)");
        assert_eq!(sizes(&t, 1), bob, "target {target}: Bob");
    }
}

#[test]
fn r701_16_mnemonic_nexus_every_graveyard() {
    let mut t = game(json!([{"card": "Mnemonic Nexus", "label": "nexus"}]));
    cast(&mut t, "nexus", json!([]));
    assert_eq!(sizes(&t, 0), (0, 1, 10));
    assert_eq!(sizes(&t, 1), (3, 0, 9));
}

#[test]
fn r701_16_a_library_shuffled_alone() {
    // Soldier of Fortune shuffles the target player's library (Bob's, then Alice's); Myr Mindservant its controller's.
    for (source, targets, shuffled) in [("Soldier of Fortune", json!([{"player": 1}]), 1u8), ("Soldier of Fortune", json!([{"player": 0}]), 0), ("Myr Mindservant", json!([]), 0)] {
        let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
        let mut t = T::new(json!({"cards": cards, "players": [
            {"name": "Alice", "battlefield": [{"card": source, "label": "src"}], "library": ["Island", "Island"]},
            {"name": "Bob", "library": ["Plains", "Plains"]}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        t.gm().players[0].pool = ManaPool::parse("{R}{C}{C}").unwrap();
        let mut ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@src", "ability": 0, "targets": targets, "auto_pay": true}));
        ev.extend(t.pass_all());
        let who: Vec<PlayerId> = ev.iter().filter_map(|e| if let EventKind::Shuffled { player } = e.kind { Some(player) } else { None }).collect();
        assert_eq!(who, vec![PlayerId(shuffled)], "{source}");
        assert_eq!((sizes(&t, 0).2, sizes(&t, 1).2), (2, 2), "{source}: nothing moved");
    }
}
