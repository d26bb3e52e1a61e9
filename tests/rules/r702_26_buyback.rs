//! Buyback (702.26a of the reference rules): an optional additional cost
//! (117.8) of an instant or sorcery; if it was paid, the card goes to its
//! owner's hand instead of the graveyard as it finishes resolving (608.2k).
//! A countered spell goes to the graveyard whatever was paid (701.5).
//!
//! Real cards, compiled from their printed text:
//! - Capsize {1}{U}{U}: "Buyback {3}. Return target permanent to its owner's hand."
//! - Whispers of the Muse {U}: "Buyback {5}. Draw a card."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::*;

fn cards() -> Value {
    json!([card_table::compiled("Capsize"), card_table::compiled("Whispers of the Muse")])
}

fn game(islands: usize, hand: Value, bob_hand: Value) -> T {
    let lands: Vec<Value> = (0..islands).map(|_| json!("Island")).collect();
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": lands, "hand": hand, "library": ["Island", "Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Hill Giant", "label": "giant"}, "Island", "Island"], "hand": bob_hand, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T, card: &str, targets: Value, buyback: bool) -> Result<Vec<Event>, ActionError> {
    t.try_act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "auto_pay": true, "buyback": buyback}))
}

fn ways(t: &T, label: &str) -> Vec<(bool, String)> {
    let id = t.id(label);
    t.g().legal_actions().into_iter().filter_map(|a| match a {
        LegalAction::Cast { card, options, .. } if card == id => Some(options.into_iter().map(|o| (o.buyback, o.text)).collect::<Vec<_>>()),
        _ => None,
    }).flatten().collect()
}

#[test]
fn r702_26a_capsize_with_buyback_returns_to_hand_without_it_to_the_graveyard() {
    let mut t = game(6, json!([{"card": "Capsize", "label": "capsize"}]), json!([]));
    let w = ways(&t, "capsize");
    assert_eq!(w.len(), 2, "with and without buyback: {w:?}");
    assert!(w.iter().any(|(b, text)| *b && text.ends_with("[buyback {3}]")));
    let ev = cast(&mut t, "capsize", json!([{"object": "@giant"}]), true).unwrap();
    assert!(ev.iter().any(|e| e.rule == "601.2f" && e.text.ends_with("{4}{U}{U}")), "{:?}", ev.iter().map(|e| &e.text).collect::<Vec<_>>());
    let ev = t.pass_all();
    assert_eq!(t.zone("giant"), "hand");
    assert_eq!(t.zone("capsize"), "hand", "bought back");
    assert!(ev.iter().any(|e| e.rule == "702.26a"));
    // Again without buyback: three Islands left pay {1}{U}{U}; the card goes to the graveyard.
    let mut t = game(3, json!([{"card": "Capsize", "label": "capsize"}]), json!([]));
    assert_eq!(ways(&t, "capsize").len(), 1, "three Islands: buyback can't be afforded");
    cast(&mut t, "capsize", json!([{"object": "@giant"}]), false).unwrap();
    t.pass_all();
    assert_eq!(t.zone("capsize"), "graveyard");
}

#[test]
fn r702_26a_whispers_of_the_muse_countered_goes_to_the_graveyard() {
    let mut t = game(6, json!([{"card": "Whispers of the Muse", "label": "whispers"}]), json!([{"card": "Counterspell", "label": "counter"}]));
    cast(&mut t, "whispers", json!([]), true).unwrap();
    t.act(json!({"action": "pass_priority", "player": 0}));
    let w = t.id("whispers");
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@counter", "targets": [{"object": w.0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("whispers"), "graveyard", "countered: buyback does nothing");
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 0);
    // Resolving with buyback: a card drawn, and Whispers back in hand.
    let mut t = game(6, json!([{"card": "Whispers of the Muse", "label": "whispers"}]), json!([]));
    cast(&mut t, "whispers", json!([]), true).unwrap();
    t.pass_all();
    assert_eq!(t.zone("whispers"), "hand");
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 2);
}

#[test]
fn r702_26a_buyback_that_isnt_there_or_cant_be_paid_is_refused() {
    let mut t = game(5, json!([{"card": "Whispers of the Muse", "label": "whispers"}, {"card": "Lightning Bolt", "label": "bolt"}]), json!([]));
    let before = t.g().clone();
    let err = cast(&mut t, "whispers", json!([]), true).unwrap_err().to_string();
    assert!(err.contains("601.2h"), "{{U}}{{5}} with five Islands: {err}");
    let err = cast(&mut t, "bolt", json!([{"player": 1}]), true).unwrap_err().to_string();
    assert!(err.contains("702.26a") && err.contains("no buyback"), "{err}");
    assert_eq!(t.g(), &before);
}

#[test]
fn r702_26a_only_instants_and_sorceries_have_buyback() {
    let card = json!([{"name": "Bought Bear (test card)", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2, "buyback": "{2}"}]);
    let err = stackwise::cards::CardPool::parse_defs(&card.to_string(), "test").unwrap_err();
    assert!(err.contains("buyback") && err.contains("702.26a"), "{err}");
}
