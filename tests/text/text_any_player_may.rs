//! "Any player may [option]. If a player does, [instruction]. / If no one
//! does, [instruction]." compiled from the printed text: the players are
//! asked in turn order from the active player (101.4) until one takes the
//! option; what follows depends on whether anyone did (608.2d).
//!
//! Cards (their text as the table prints it):
//! - Browbeat {2}{R}: "Any player may have Browbeat deal 5 damage to him or
//!   her. If no one does, target player draws three cards."
//! - Argothian Wurm {3}{G} 6/6: "Trample / When Argothian Wurm enters the
//!   battlefield, any player may sacrifice a land. If a player does, put
//!   Argothian Wurm on top of its owner's library."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

/// Answer each question: the option taken only by `taker`; the players asked, in order.
fn answer(t: &mut T, taker: Option<u8>) -> Vec<u8> {
    let mut asked = Vec::new();
    for _ in 0..12 {
        match t.g().pending.clone() {
            Some(d) if matches!(d.kind, DecisionKind::ChooseYesNo { .. }) => {
                asked.push(d.player.0);
                t.act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": Some(d.player.0) == taker}));
            }
            Some(d) => match d.kind {
                // "Sacrifice a land": the player chooses one, or none to decline.
                DecisionKind::ChooseCards { from, .. } => {
                    asked.push(d.player.0);
                    let cards: Vec<u64> = if Some(d.player.0) == taker { vec![from[0].0] } else { vec![] };
                    t.act(json!({"action": "choose_cards", "player": d.player.0, "cards": cards}));
                }
                k => panic!("unexpected {k:?}"),
            },
            None if t.g().stack.is_empty() => break,
            None => {
                t.pass_all();
            }
        }
    }
    asked
}

fn cast(t: &mut T, label: &str, targets: Value) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{label}"), "targets": targets, "auto_pay": true}));
}

#[test]
fn r608_2d_browbeat_draws_only_if_no_player_takes_the_damage() {
    let lands = json!(["Mountain", "Mountain", "Mountain"]);
    let hand = json!([{"card": "Browbeat", "label": "bb"}]);
    // Nobody takes it: Bob, the target, draws three; both were asked, Alice (active) first.
    let mut t = common::card_table::compiled_game(&["Browbeat"], lands.clone(), hand.clone(), json!([]));
    cast(&mut t, "bb", json!([{"player": 1}]));
    assert_eq!(answer(&mut t, None), vec![0, 1]);
    assert_eq!((t.life(1), t.g().players[1].hand.len()), (20, 3));
    // Bob takes 5: nobody draws, and no one is asked after him.
    let mut t = common::card_table::compiled_game(&["Browbeat"], lands.clone(), hand.clone(), json!([]));
    cast(&mut t, "bb", json!([{"player": 1}]));
    answer(&mut t, Some(1));
    assert_eq!((t.life(1), t.g().players[1].hand.len()), (15, 0));
    // Alice takes it herself: Bob is not asked.
    let mut t = common::card_table::compiled_game(&["Browbeat"], lands, hand, json!([]));
    cast(&mut t, "bb", json!([{"player": 1}]));
    assert_eq!(answer(&mut t, Some(0)), vec![0]);
    assert_eq!((t.life(0), t.life(1), t.g().players[1].hand.len()), (15, 20, 0));
}

#[test]
fn r608_2d_argothian_wurm_goes_on_top_if_a_player_sacrifices_a_land() {
    let lands = json!(["Forest", "Forest", "Forest", "Forest"]);
    let hand = json!([{"card": "Argothian Wurm", "label": "wurm"}]);
    let bob = json!([{"card": "Plains", "label": "plains"}]);
    // Bob sacrifices his Plains: the Wurm goes on top of Alice's library.
    let mut t = common::card_table::compiled_game(&["Argothian Wurm"], lands.clone(), hand.clone(), bob.clone());
    cast(&mut t, "wurm", json!([]));
    assert_eq!(answer(&mut t, Some(1)), vec![0, 1]);
    assert_eq!(t.zone("plains"), "graveyard");
    assert_eq!(t.zone("wurm"), "library");
    assert_eq!(top_down(&t)[0], "Argothian Wurm");
    // Nobody does: it stays.
    let mut t = common::card_table::compiled_game(&["Argothian Wurm"], lands, hand, bob);
    cast(&mut t, "wurm", json!([]));
    answer(&mut t, None);
    assert_eq!(t.zone("wurm"), "battlefield");
    assert_eq!(t.zone("plains"), "battlefield");
}
