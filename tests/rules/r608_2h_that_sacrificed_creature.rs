//! 608.2h, 112.7a: "[Player] sacrifices a creature. ... that creature's
//! [power / toughness]": the number is read from the sacrificed creature as
//! it last existed on the battlefield (its pumps counted), not from the card
//! it became in the graveyard. Real cards compiled from their printed text;
//! the expected numbers come from the cards.
//!
//! Cards (their text as the table prints it):
//! - Tribute to Hunger {2}{B} Instant: "Target opponent sacrifices a
//!   creature. You gain life equal to that creature's toughness."
//! - Twisted Justice {4}{U}{B} Sorcery: "Target player sacrifices a creature.
//!   You draw cards equal to that creature's power."
//! - Rupture {2}{R} Sorcery: "Sacrifice a creature. Rupture deals damage
//!   equal to that creature's power to each creature without flying and each
//!   player."
//! - Hill Giant 3/3, Grizzly Bears 2/2, Wild Griffin 2/2 flying, Giant Growth.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

const CARDS: &[&str] = &["Tribute to Hunger", "Twisted Justice", "Rupture", "Hill Giant", "Wild Griffin", "Giant Growth"];

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    let library: Vec<Value> = (0..10).map(|_| json!("Island")).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": library},
        {"name": "Bob", "battlefield": bob_bf, "library": library}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Resolve the stack; each sacrifice asked for takes the object labelled `pick`.
fn resolve_sacrificing(t: &mut T, pick: &str) {
    for _ in 0..20 {
        match t.g().pending.clone().map(|d| (d.player.0, d.kind)) {
            Some((p, DecisionKind::ChooseObject { .. })) => {
                t.act(json!({"action": "choose_object", "player": p, "object": format!("@{pick}")}));
            }
            Some((p, DecisionKind::ChooseCards { .. })) => {
                t.act(json!({"action": "choose_cards", "player": p, "cards": [format!("@{pick}")]}));
            }
            Some(d) => panic!("{d:?}"),
            None if t.g().stack.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
}

#[test]
fn r608_2h_tribute_to_hunger_reads_the_toughness_the_creature_last_had() {
    // Bob's Hill Giant pumped to 6/6 by Giant Growth in response: Alice gains 6, not 3.
    for (pump, expected) in [(true, 26), (false, 23)] {
        let mut t = game(json!([]), json!([{"card": "Tribute to Hunger", "label": "tribute"}, {"card": "Giant Growth", "label": "gg"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
        cast_with(&mut t, 0, "tribute", "{2}{B}", json!([{"player": 1}]));
        if pump {
            cast_with(&mut t, 0, "gg", "{G}", json!([{"object": "@giant"}]));
            resolve_sacrificing(&mut t, "giant");
        }
        resolve_sacrificing(&mut t, "giant");
        assert_eq!(t.zone("giant"), "graveyard");
        assert_eq!(t.life(0), expected, "pumped: {pump}");
    }
}

#[test]
fn r608_2h_twisted_justice_draws_by_the_chosen_creatures_power() {
    // Bob chooses which creature: the Griffin (2 power) or the Giant (3): Alice draws that many.
    for (pick, expected) in [("griffin", 2), ("giant", 3)] {
        let mut t = game(json!([]), json!([{"card": "Twisted Justice", "label": "justice"}]), json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Wild Griffin", "label": "griffin"}]));
        let before = hand(&t).len();
        cast_with(&mut t, 0, "justice", "{4}{U}{B}", json!([{"player": 1}]));
        resolve_sacrificing(&mut t, pick);
        assert_eq!(t.zone(pick), "graveyard");
        assert_eq!(hand(&t).len(), before - 1 + expected, "{pick}");
    }
}

#[test]
fn r608_2h_rupture_deals_the_sacrificed_creatures_power_to_each_creature_without_flying_and_each_player() {
    // Alice sacrifices her Hill Giant pumped to 6/6: 6 to each player and to Bob's Bears, none to his Griffin.
    let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}]), json!([{"card": "Rupture", "label": "rupture"}, {"card": "Giant Growth", "label": "gg"}]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Wild Griffin", "label": "griffin"}]));
    cast_with(&mut t, 0, "gg", "{G}", json!([{"object": "@giant"}]));
    resolve_stack(&mut t);
    cast_with(&mut t, 0, "rupture", "{2}{R}", json!([]));
    resolve_sacrificing(&mut t, "giant");
    assert_eq!((t.life(0), t.life(1)), (14, 14));
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.zone("griffin"), "battlefield");
}
