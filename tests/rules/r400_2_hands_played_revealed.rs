//! 400.2 (hidden zones) and 701.14 in the reference rules: "Players play
//! with their hands revealed" makes every hand seen by every player; "Your
//! opponents play with their hands revealed" only the hands of the
//! controller's opponents. A hand is shown to a viewer in the game's
//! snapshot only when that viewer may see it. Also "Look at target player's
//! hand and choose a card from it. That player discards that card." (the
//! looker chooses, seeing the hand; 608.2d). Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Revelation {G}: "Players play with their hands revealed."
//! - Wandering Eye {2}{U} 1/3: "Flying / Players play with their hands revealed."
//! - Telepathy {U}: "Your opponents play with their hands revealed."
//! - Seer's Vision {2}{U}{B}: "Your opponents play with their hands revealed. /
//!   Sacrifice Seer's Vision: Look at target player's hand and choose a card
//!   from it. That player discards that card. Activate this ability only any
//!   time you could cast a sorcery."
//! - Thrull Surgeon {1}{B} 1/1: "{1}{B}, Sacrifice Thrull Surgeon: Look at
//!   target player's hand and choose a card from it. That player discards
//!   that card. Activate this ability only any time you could cast a sorcery."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ManaPool, PlayerId};

const CARDS: &[&str] = &["Revelation", "Wandering Eye", "Telepathy", "Seer's Vision", "Thrull Surgeon", "Grizzly Bears", "Lightning Bolt"];

fn game(alice_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": ["Grizzly Bears"], "library": ["Island", "Island"]},
        {"name": "Bob", "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Grizzly Bears", "label": "bears"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Does `viewer` see `whose` hand in the snapshot?
fn sees(t: &T, viewer: u8, whose: u8) -> bool {
    t.g().snapshot(Some(PlayerId(viewer))).players[whose as usize].hand.is_some()
}

#[test]
fn r400_2_hands_are_hidden_without_such_a_permanent() {
    let t = game(json!([]));
    assert!(!sees(&t, 0, 1) && !sees(&t, 1, 0));
    assert!(sees(&t, 0, 0) && sees(&t, 1, 1), "each sees their own");
}

#[test]
fn r400_2_players_play_with_their_hands_revealed() {
    for card in ["Revelation", "Wandering Eye"] {
        let t = game(json!([card]));
        assert!(sees(&t, 0, 1) && sees(&t, 1, 0), "{card}: every hand, to every player");
        let shown: Vec<String> = t.g().snapshot(Some(PlayerId(0))).players[1].hand.clone().unwrap().into_iter().map(|c| c.name).collect();
        assert_eq!(shown, ["Lightning Bolt", "Grizzly Bears"], "{card}");
    }
}

#[test]
fn r400_2_your_opponents_play_with_their_hands_revealed() {
    for card in ["Telepathy", "Seer's Vision"] {
        let t = game(json!([card]));
        assert!(sees(&t, 0, 1), "{card}: Alice sees her opponent's hand");
        assert!(!sees(&t, 1, 0), "{card}: Bob doesn't see Alice's");
    }
}

/// Alice activates the ability of `source` targeting Bob, chooses `pick` in his hand.
fn look_and_discard(card: &str, mana: &str, pick: &str) {
    let mut t = game(json!([{"card": card, "label": "src"}]));
    t.gm().players[0].pool = ManaPool::parse(mana).unwrap();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@src", "ability": if card == "Seer's Vision" { 1 } else { 0 }, "targets": [{"player": 1}], "auto_pay": true}));
    assert_eq!(t.zone("src"), "graveyard", "{card}: sacrificed as a cost");
    t.pass_all();
    let d = t.g().pending.clone().expect("Alice chooses a card");
    assert_eq!(d.player, PlayerId(0), "{card}: the looker chooses");
    let (DecisionKind::ChooseObject { candidates, .. } | DecisionKind::ChooseCards { from: candidates, .. }) = d.kind else { panic!("{:?}", d.kind) };
    assert_eq!(candidates.len(), 2, "{card}: any card of the hand");
    let id = t.id(pick).0;
    if matches!(t.g().pending.as_ref().unwrap().kind, DecisionKind::ChooseObject { .. }) {
        t.act(json!({"action": "choose_object", "player": 0, "object": id}));
    } else {
        t.act(json!({"action": "choose_cards", "player": 0, "cards": [id]}));
    }
    resolve_stack(&mut t);
    let other = if pick == "bolt" { "bears" } else { "bolt" };
    assert_eq!((t.zone(pick).as_str(), t.zone(other).as_str()), ("graveyard", "hand"), "{card}");
}

#[test]
fn r608_2d_look_at_a_hand_and_choose_the_card_discarded() {
    look_and_discard("Thrull Surgeon", "{1}{B}", "bolt");
    look_and_discard("Seer's Vision", "", "bears");
}
