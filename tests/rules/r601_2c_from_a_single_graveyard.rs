//! 601.2c: "target cards from a single graveyard": the cards chosen for
//! those targets must all be in one graveyard (any player's); a choice
//! across two graveyards is refused with the game unchanged. With "up to",
//! fewer may be chosen; with X, exactly X (601.2b).
//!
//! Cards (as printed):
//! - Decompose {1}{B} Sorcery: "Exile up to three target cards from a single
//!   graveyard."
//! - Rats' Feast {X}{B} Sorcery: "Exile X target cards from a single graveyard."
//! - Carrion Beetles {B} 1/1: "{2}{B}, {T}: Exile up to three target cards
//!   from a single graveyard."
//! - Grizzly Bears, Lightning Bolt, Shock, basic lands (graveyard contents).

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};

fn cards() -> Vec<Value> {
    ["Decompose", "Rats' Feast", "Carrion Beetles", "Grizzly Bears", "Lightning Bolt", "Shock"].iter().map(|n| compiled(n)).collect()
}

fn objs(labels: &[&str]) -> Vec<Value> {
    labels.iter().map(|l| json!({"object": format!("@{l}")})).collect()
}

/// Alice with `hand` and `battlefield`; each graveyard has three cards.
fn board(hand: Value, battlefield: Value) -> T {
    let alice = json!({"hand": hand, "battlefield": battlefield, "graveyard": [
        {"card": "Grizzly Bears", "label": "a1"}, {"card": "Lightning Bolt", "label": "a2"}, {"card": "Shock", "label": "a3"}]});
    let bob = json!({"graveyard": [
        {"card": "Grizzly Bears", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}, {"card": "Shock", "label": "b3"}]});
    duel(cards(), alice, bob, (1, 0))
}

fn cast(card: &str, targets: &[&str], x: Option<u32>) -> Value {
    let mut a = json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": objs(targets), "auto_pay": true});
    if let Some(x) = x {
        a["x"] = json!(x);
    }
    a
}

/// Decompose: three cards of Bob's graveyard, or two of Alice's; one of each
/// graveyard is refused (in either order).
#[test]
fn r601_2c_decompose_exiles_up_to_three_cards_of_one_graveyard() {
    for mixed in [["a1", "b1"], ["b2", "a3"]] {
        let mut t = board(json!([{"card": "Decompose", "label": "d"}]), json!(["Swamp", "Swamp"]));
        let e = refused_unchanged(&mut t, cast("d", &mixed, None));
        assert!(e.contains("single graveyard"), "{mixed:?}: {e}");
    }
    let mut t = board(json!([{"card": "Decompose", "label": "d"}]), json!(["Swamp", "Swamp"]));
    t.act(cast("d", &["b1", "b2", "b3"], None));
    t.pass_all();
    assert!(["b1", "b2", "b3"].iter().all(|l| t.zone(l) == "exile"), "Bob's three exiled");
    assert!(["a1", "a2", "a3"].iter().all(|l| t.zone(l) == "graveyard"));
    let mut t = board(json!([{"card": "Decompose", "label": "d"}]), json!(["Swamp", "Swamp"]));
    t.act(cast("d", &["a3", "a1"], None));
    t.pass_all();
    assert_eq!((t.zone("a1"), t.zone("a3"), t.zone("a2")), ("exile".into(), "exile".into(), "graveyard".into()));
}

/// Rats' Feast: X cards, all of one graveyard.
#[test]
fn r601_2c_rats_feast_exiles_x_cards_of_one_graveyard() {
    let mut t = board(json!([{"card": "Rats' Feast", "label": "r"}]), json!(["Swamp", "Swamp", "Swamp"]));
    let e = refused_unchanged(&mut t, cast("r", &["a1", "b1"], Some(2)));
    assert!(e.contains("single graveyard"), "{e}");
    t.act(cast("r", &["a2", "a1"], Some(2)));
    t.pass_all();
    assert_eq!((t.zone("a1"), t.zone("a2"), t.zone("a3")), ("exile".into(), "exile".into(), "graveyard".into()));
}

/// Carrion Beetles: the same restriction on an activated ability's targets.
#[test]
fn r601_2c_carrion_beetles_ability_targets_one_graveyard() {
    let bf = json!([{"card": "Carrion Beetles", "label": "cb"}, "Swamp", "Swamp", "Swamp"]);
    let mut t = board(json!([]), bf);
    let act = |targets: &[&str]| json!({"action": "activate_ability", "player": 0, "source": "@cb", "ability": 0, "targets": objs(targets), "auto_pay": true});
    let e = refused_unchanged(&mut t, act(&["b1", "a2"]));
    assert!(e.contains("single graveyard"), "{e}");
    t.act(act(&["b3", "b1"]));
    t.pass_all();
    assert_eq!((t.zone("b1"), t.zone("b3"), t.zone("b2")), ("exile".into(), "exile".into(), "graveyard".into()));
}
