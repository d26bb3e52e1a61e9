//! 603.7a: "At the beginning of your next upkeep, pay [mana]. If you don't,
//! you lose the game." The spell creates a delayed triggered ability as it
//! resolves; it triggers at the beginning of its controller's next upkeep
//! only (not the opponent's), asks the controller whether to pay when it
//! resolves (608.2d; one who can't pay isn't asked), and the player who
//! doesn't pay loses (104.3e), so the other wins (104.2a). The pacts,
//! compiled from their text.
//!
//! Cards (their text as the table prints it):
//! - Pact of the Titan {0}, Instant: "Create a 4/4 red Giant creature token.
//!   / At the beginning of your next upkeep, pay {4}{R}. If you don't, you
//!   lose the game."
//! - Summoner's Pact {0}, Instant: "Search your library for a green creature
//!   card, reveal it, and put it into your hand. / At the beginning of your
//!   next upkeep, pay {2}{G}{G}. If you don't, you lose the game."
//! - Grizzly Bears {1}{G}, 2/2; Mountain, Forest.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{PlayerId, Step};

const CARDS: &[&str] = &["Pact of the Titan", "Summoner's Pact", "Grizzly Bears"];

fn game(alice_bf: Value, alice_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    two_players(json!(cards), alice_bf, alice_hand, json!([]), json!([]))
}

fn no_choice(_: &mut T, p: PlayerId, k: DecisionKind) {
    panic!("no choice expected of {p:?} on the way: {k:?}");
}

/// Cast the pact, let it resolve, then play on to Alice's next upkeep: the
/// delayed ability waits through Bob's turn and triggers there.
fn to_alices_next_upkeep(t: &mut T, pact: &str) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{pact}"), "targets": [], "auto_pay": true}));
    t.pass_all();
    if let Some(DecisionKind::ChooseCards { .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) {
        t.act(json!({"action": "choose_cards", "player": 0, "cards": []}));
    }
    assert_eq!(t.g().delayed.len(), 1, "the pact left its price waiting");
    play_until(t, 1, Step::Upkeep, &no_choice);
    assert!(t.g().stack.is_empty() && t.g().pending.is_none(), "Bob's upkeep is not Alice's");
    assert_eq!(t.g().delayed.len(), 1);
    play_until(t, 0, Step::Upkeep, &no_choice);
    assert_eq!(t.g().stack.len(), 1, "the price triggered at Alice's upkeep");
    t.pass_all();
}

fn mountains(n: usize) -> Vec<Value> {
    (0..n).map(|_| json!({"card": "Mountain"})).collect()
}

#[test]
fn r603_7a_pact_of_the_titan_paid_at_the_next_upkeep() {
    let mut t = game(json!(mountains(5)), json!([{"card": "Pact of the Titan", "label": "pact"}]));
    to_alices_next_upkeep(&mut t, "pact");
    match t.g().pending.as_ref().map(|d| (&d.kind, d.player)) {
        Some((DecisionKind::ChooseYesNo { .. }, PlayerId(0))) => {}
        other => panic!("Alice is asked whether to pay: {other:?}"),
    }
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    assert!(t.g().winners.is_none() && !t.g().player(PlayerId(0)).lost, "paid: the game goes on");
    assert_eq!(t.g().battlefield.iter().filter(|id| t.g().objects[*id].tapped).count(), 5, "the five Mountains paid {{4}}{{R}}");
    assert!(t.g().delayed.is_empty(), "it triggered once (603.7b)");
}

#[test]
fn r104_3e_pact_of_the_titan_not_paid_loses_the_game() {
    let mut t = game(json!(mountains(5)), json!([{"card": "Pact of the Titan", "label": "pact"}]));
    to_alices_next_upkeep(&mut t, "pact");
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": false}));
    assert!(t.g().player(PlayerId(0)).lost, "Alice didn't pay");
    assert_eq!(t.g().winners, Some(vec![PlayerId(1)]), "Bob wins (104.2a)");
}

/// A player who can't pay isn't asked: the price is unpaid.
#[test]
fn r608_2d_summoners_pact_unpayable_loses_without_a_question() {
    let mut t = game(json!([{"card": "Forest"}]), json!([{"card": "Summoner's Pact", "label": "pact"}]));
    to_alices_next_upkeep(&mut t, "pact");
    assert!(t.g().player(PlayerId(0)).lost, "one Forest can't pay {{2}}{{G}}{{G}}");
    assert_eq!(t.g().winners, Some(vec![PlayerId(1)]));
}
