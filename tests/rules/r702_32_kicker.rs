//! Kicker (702.32a of the reference rules): an optional additional cost
//! (117.8) paid as the spell is cast, adding to its total cost (601.2e); the
//! spell's effects and its permanent's abilities ask whether it was paid.
//! Real cards compiled from their printed text.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::*;

/// Burst Lightning is a built-in card; the others are compiled from the card table.
fn cards() -> Value {
    json!([card_table::compiled("Into the Roil"), card_table::compiled("Kor Aeronaut")])
}

fn game(lands: Vec<Value>, hand: Value) -> T {
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": lands, "hand": hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Hill Giant", "label": "giant"}, {"card": "Grizzly Bears", "label": "bears"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn lands(kind: &str, n: usize) -> Vec<Value> {
    (0..n).map(|_| json!(kind)).collect()
}

fn cast(t: &mut T, card: &str, targets: Value, kicked: bool) -> Result<Vec<Event>, ActionError> {
    t.try_act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "auto_pay": true, "kicked": kicked}))
}

fn untapped(t: &T) -> usize {
    t.g().battlefield.iter().filter(|id| t.g().objects[id].controller == PlayerId(0) && !t.g().objects[id].tapped).count()
}

#[test]
fn r702_32a_burst_lightning_kicked_or_not() {
    let mut t = game(lands("Mountain", 5), json!([{"card": "Burst Lightning", "label": "a"}]));
    let kicked_listed = t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Cast { ref options, .. } if options.iter().any(|o| o.kicked && o.text.ends_with("[kicker {4}]"))));
    assert!(kicked_listed, "the kicked way is listed with its cost");
    let ev = cast(&mut t, "a", json!([{"player": 1}]), true).expect("kicked");
    assert!(ev.iter().any(|e| e.rule == "601.2f" && e.text.contains("the total cost of Burst Lightning is {4}{R}")), "the total cost includes the kicker: {:?}", ev.iter().map(|e| &e.text).collect::<Vec<_>>());
    assert_eq!(untapped(&t), 0, "five lands paid {{4}}{{R}}");
    t.pass_all();
    assert_eq!(t.life(1), 16, "kicked: 4 damage");
    let mut t = game(lands("Mountain", 5), json!([{"card": "Burst Lightning", "label": "a"}]));
    cast(&mut t, "a", json!([{"player": 1}]), false).unwrap();
    assert_eq!(untapped(&t), 4);
    t.pass_all();
    assert_eq!(t.life(1), 18, "not kicked: 2 damage");
}

#[test]
fn r702_32a_kicker_that_cant_be_paid_or_isnt_there_is_refused() {
    let mut t = game(lands("Mountain", 4), json!([{"card": "Burst Lightning", "label": "a"}, {"card": "Lightning Bolt", "label": "bolt"}]));
    let before = t.g().clone();
    let err = cast(&mut t, "a", json!([{"player": 1}]), true).unwrap_err().to_string();
    assert!(err.contains("601.2h"), "{{R}}{{4}} with four lands: {err}");
    let err = cast(&mut t, "bolt", json!([{"player": 1}]), true).unwrap_err().to_string();
    assert!(err.contains("702.32a") && err.contains("no kicker"), "{err}");
    assert_eq!(t.g(), &before, "refused: nothing changed");
    let listed = t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Cast { ref options, .. } if options.iter().any(|o| o.kicked)));
    assert!(!listed, "an unaffordable kicker is not listed");
}

#[test]
fn r702_32a_into_the_roil_draws_only_if_kicked() {
    for (kicked, drawn) in [(true, 1), (false, 0)] {
        let mut t = game(lands("Island", 4), json!([{"card": "Into the Roil", "label": "roil"}]));
        let hand = t.g().player(PlayerId(0)).hand.len();
        cast(&mut t, "roil", json!([{"object": "@giant"}]), kicked).unwrap();
        t.pass_all();
        assert_eq!(t.zone("giant"), "hand");
        assert_eq!(t.g().player(PlayerId(0)).hand.len(), hand - 1 + drawn, "kicked: {kicked}");
    }
}

/// The permanent remembers it was kicked: its own trigger's "if it was kicked" (603.4).
#[test]
fn r702_32a_kor_aeronauts_trigger_asks_whether_it_was_kicked() {
    let mut t = game(lands("Plains", 4), json!([{"card": "Kor Aeronaut", "label": "kor"}]));
    cast(&mut t, "kor", json!([]), true).unwrap();
    let ev = t.pass_all();
    assert!(cites(&ev, "603.2"), "kicked: it triggers: {:?}", rules(&ev));
    let mut t = game(lands("Plains", 4), json!([{"card": "Kor Aeronaut", "label": "kor"}]));
    cast(&mut t, "kor", json!([]), false).unwrap();
    let ev = t.pass_all();
    assert!(!cites(&ev, "603.2"), "not kicked: the intervening if is false (603.4): {:?}", rules(&ev));
    assert_eq!(t.zone("kor"), "battlefield");
}
