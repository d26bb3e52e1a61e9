//! 608.2h: "equal to that card's converted mana cost" counts, as the
//! instruction is followed, the card the instruction before moved: the card
//! a player discarded, the card put from a library into a graveyard, the
//! target card returned. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Razor Hippogriff {3}{W}{W}, 2/2: "Flying / When Razor Hippogriff enters
//!   the battlefield, return target artifact card from your graveyard to your
//!   hand. You gain life equal to that card's converted mana cost."
//! - Heed the Mists {3}{U}{U}, Sorcery: "Put the top card of your library
//!   into your graveyard, then draw cards equal to that card's converted
//!   mana cost."
//! - Hellhole Rats {2}{B}{R}, 2/2: "Haste / When Hellhole Rats enters the
//!   battlefield, target player discards a card. Hellhole Rats deals damage
//!   to that player equal to that card's converted mana cost."
//! - Juggernaut {4} (artifact creature), Mox Pearl {0}, Serra Angel {3}{W}{W},
//!   Wheel of Fortune {2}{R}.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::ManaPool;

const CARDS: &[&str] = &["Razor Hippogriff", "Heed the Mists", "Hellhole Rats", "Juggernaut", "Mox Pearl", "Serra Angel", "Wheel of Fortune"];

fn game(hand: Value, graveyard: Value, library: Value, bob_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": hand, "graveyard": graveyard, "library": library},
        {"name": "Bob", "hand": bob_hand, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T, card: &str, targets: Value) {
    t.gm().players[0].pool = ManaPool::parse("{W}{W}{U}{U}{B}{R}{C}{C}{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "auto_pay": true}));
}

/// Resolve everything, choosing the trigger's target when asked.
fn resolve(t: &mut T, target: Value) {
    for _ in 0..12 {
        match t.g().pending.as_ref().map(|d| (d.kind.clone(), d.player)) {
            Some((DecisionKind::ChooseTargets { .. }, p)) => {
                t.act(json!({"action": "choose_targets", "player": p.0, "targets": [target.clone()]}));
            }
            Some(other) => panic!("unexpected question {other:?}"),
            None if t.g().stack.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
}

#[test]
fn r608_2h_razor_hippogriff_gains_the_returned_cards_mana_value() {
    for (card, want) in [("Juggernaut", 4), ("Mox Pearl", 0)] {
        let mut t = game(json!([{"card": "Razor Hippogriff", "label": "hip"}]), json!([{"card": card, "label": "art"}]), json!(["Island"]), json!([]));
        cast(&mut t, "hip", json!([]));
        resolve(&mut t, json!({"object": "@art"}));
        assert_eq!(t.zone("art"), "hand", "{card}");
        assert_eq!(t.life(0), 20 + want, "{card}: converted mana cost {want}");
    }
}

#[test]
fn r608_2h_heed_the_mists_draws_the_milled_cards_mana_value() {
    // The top card is the first of the list.
    for (top, draws) in [("Serra Angel", 5), ("Wheel of Fortune", 3), ("Mox Pearl", 0)] {
        let library = json!([{"card": top, "label": "top"}, "Island", "Island", "Island", "Island", "Island", "Island"]);
        let mut t = game(json!([{"card": "Heed the Mists", "label": "heed"}]), json!([]), library, json!([]));
        cast(&mut t, "heed", json!([]));
        resolve(&mut t, json!(null));
        assert_eq!(t.zone("top"), "graveyard");
        assert_eq!(hand(&t).len(), draws, "{top}");
    }
}

#[test]
fn r608_2h_hellhole_rats_deals_the_discarded_cards_mana_value() {
    for (card, damage) in [("Serra Angel", 5), ("Mox Pearl", 0)] {
        let mut t = game(json!([{"card": "Hellhole Rats", "label": "rats"}]), json!([]), json!(["Island"]), json!([{"card": card, "label": "only"}]));
        cast(&mut t, "rats", json!([]));
        resolve(&mut t, json!({"player": 1}));
        assert_eq!(t.zone("only"), "graveyard", "Bob's only card is discarded");
        assert_eq!(t.life(1), 20 - damage, "{card}");
    }
}
