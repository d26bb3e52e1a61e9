//! 117.9, 601.2b: alternative costs printed on cards, made of cost parts:
//! "You may [pay life, exile a card from your hand, return lands, sacrifice
//! permanents, pay other mana] rather than pay this spell's mana cost", and
//! with a condition ("If you control a Swamp"). The action names it
//! `"alternative_cost": "printed"` and the objects as for an additional cost.
//!
//! The cards (built in, compiled from their printed text), their text as printed:
//! - Force of Will {3}{U}{U}: "You may pay 1 life and exile a blue card from
//!   your hand rather than pay Force of Will's mana cost. / Counter target spell."
//! - Daze {1}{U}: "You may return an Island you control to its owner's hand
//!   rather than pay Daze's mana cost. / Counter target spell unless its
//!   controller pays {1}."
//! - Gush {4}{U}: "You may return two Islands you control to their owner's
//!   hand rather than pay Gush's mana cost. / Draw two cards."
//! - Fireblast {4}{R}{R}: "You may sacrifice two Mountains rather than pay
//!   Fireblast's mana cost. / Fireblast deals 4 damage to target creature or player."
//! - Dark Triumph {4}{B}: "If you control a Swamp, you may sacrifice a
//!   creature rather than pay Dark Triumph's mana cost. / Creatures you
//!   control get +2/+0 until end of turn."
//! - Bringer of the Green Dawn {7}{G}{G} 5/5: "You may pay {W}{U}{B}{R}{G}
//!   rather than pay Bringer of the Green Dawn's mana cost. / Trample / ..."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::PlayerId;
use stackwise::rules::AlternativeCost;

fn game(alice: Value, hand: Value, mana: &str) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice, "hand": hand, "mana_pool": mana, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": ["Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// The printed way among the cast options of `label`, with its exile / return / sacrifice candidates.
fn printed_way(t: &T, label: &str) -> Option<stackwise::rules::legal::CastOption> {
    let id = t.id(label);
    t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Cast { card, options, .. } if card == id => options.into_iter().find(|o| o.alternative_cost == Some(AlternativeCost::Printed)),
        _ => None,
    })
}

fn hand_names(t: &T, p: u8) -> Vec<String> {
    let mut v: Vec<String> = t.g().player(PlayerId(p)).hand.iter().map(|id| t.g().objects[id].def.name.clone()).collect();
    v.sort();
    v
}

/// Force of Will, with no mana, counters Bob's Bolt: 1 life paid and a blue
/// card exiled from the hand (not Force of Will itself, not a red card).
#[test]
fn r117_9_force_of_will_pays_life_and_exiles_a_blue_card() {
    let mut t = game(json!([]), json!([{"card": "Force of Will", "label": "fow"}, {"card": "Counterspell", "label": "blue"}, {"card": "Shock", "label": "red"}]), "");
    // Bob's turn-like situation: Alice passes, Bob casts at instant speed.
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    let bolt = t.id("bolt");
    let way = printed_way(&t, "fow").expect("the printed way is offered");
    assert_eq!(way.exile.as_ref().map(|e| e.candidates.clone()), Some(vec![t.id("blue")]), "only the other blue card");
    for bad in [json!(["@red"]), json!(["@fow"]), json!([])] {
        let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@fow", "alternative_cost": "printed", "targets": [{"object": bolt.0}], "exile": bad}));
        assert!(e.contains("exile"), "{bad}: {e}");
    }
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@fow", "targets": [{"object": bolt.0}], "auto_pay": true}));
    assert!(e.contains("601.2h") || e.contains("can't pay"), "its mana cost can't be paid: {e}");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fow", "alternative_cost": "printed", "targets": [{"object": bolt.0}], "exile": ["@blue"]}));
    assert_eq!(t.life(0), 19);
    assert_eq!(t.zone("blue"), "exile");
    t.pass_all();
    assert_eq!(t.zone("bolt"), "graveyard", "countered");
    assert_eq!(t.life(0), 19);
}

/// Daze returns an Island (tapped or not); Gush returns two together, named in either order.
#[test]
fn r117_9_daze_and_gush_return_islands() {
    let mut t = game(json!([{"card": "Island", "label": "i1", "tapped": true}]), json!([{"card": "Daze", "label": "daze"}]), "");
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    let bolt = t.id("bolt");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@daze", "alternative_cost": "printed", "targets": [{"object": bolt.0}], "return_to_hand": ["@i1"]}));
    assert_eq!(hand_names(&t, 0), vec!["Island"]);
    for order in [["i1", "i2"], ["i2", "i1"]] {
        let mut t = game(json!([{"card": "Island", "label": "i1"}, {"card": "Island", "label": "i2"}]), json!([{"card": "Gush", "label": "gush"}]), "");
        let names: Vec<String> = order.iter().map(|l| format!("@{l}")).collect();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@gush", "alternative_cost": "printed", "return_to_hand": names}));
        t.pass_all();
        assert_eq!(hand_names(&t, 0), vec!["Island", "Island", "Plains", "Plains"], "{order:?}");
    }
}

/// Fireblast sacrifices two Mountains for 4 damage; one Mountain isn't enough (not offered, refused).
#[test]
fn r117_9_fireblast_sacrifices_two_mountains() {
    let mut t = game(json!([{"card": "Mountain", "label": "m1"}, {"card": "Mountain", "label": "m2"}]), json!([{"card": "Fireblast", "label": "fb"}]), "");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fb", "alternative_cost": "printed", "targets": [{"player": 1}], "sacrifice": ["@m1", "@m2"]}));
    t.pass_all();
    assert_eq!(t.life(1), 16);
    assert_eq!(t.g().player(PlayerId(0)).graveyard.len(), 3);
    let mut t = game(json!([{"card": "Mountain", "label": "m1"}]), json!([{"card": "Fireblast", "label": "fb"}]), "");
    assert!(printed_way(&t, "fb").is_none());
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@fb", "alternative_cost": "printed", "targets": [{"player": 1}], "sacrifice": ["@m1"]}));
    assert!(e.contains("sacrifice"), "{e}");
}

/// Dark Triumph's condition: with a Swamp, a creature is sacrificed instead
/// of the mana; without one, the way isn't offered and is refused.
#[test]
fn r117_9_dark_triumph_only_if_you_control_a_swamp() {
    let mut t = game(json!(["Swamp", {"card": "Grizzly Bears", "label": "gb"}, {"card": "Hill Giant", "label": "hg"}]), json!([{"card": "Dark Triumph", "label": "dt"}]), "");
    assert!(printed_way(&t, "dt").is_some());
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@dt", "alternative_cost": "printed", "sacrifice": ["@gb"]}));
    t.pass_all();
    assert_eq!(t.zone("gb"), "graveyard");
    assert_eq!(t.g().chars(t.id("hg")).unwrap().power, Some(5));
    let mut t = game(json!(["Forest", {"card": "Grizzly Bears", "label": "gb"}]), json!([{"card": "Dark Triumph", "label": "dt"}]), "");
    assert!(printed_way(&t, "dt").is_none());
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@dt", "alternative_cost": "printed", "sacrifice": ["@gb"]}));
    assert!(e.contains("117.9") && e.contains("condition"), "{e}");
}

/// Bringer of the Green Dawn for {W}{U}{B}{R}{G}: five mana, one of each colour.
#[test]
fn r117_9_bringer_of_the_green_dawn_for_five_colours() {
    let mut t = game(json!([]), json!([{"card": "Bringer of the Green Dawn", "label": "b"}]), "{W}{U}{B}{R}{G}");
    assert!(printed_way(&t, "b").is_some());
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@b", "alternative_cost": "printed", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("b"), "battlefield");
    let mut t = game(json!([]), json!([{"card": "Bringer of the Green Dawn", "label": "b"}]), "{G}{G}{G}{G}{G}");
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@b", "alternative_cost": "printed", "auto_pay": true}));
    assert!(e.contains("{W}{U}{B}{R}{G}"), "{e}");
}

#[test]
fn r117_9_malformed_printed_alternative_costs_are_refused() {
    let bad = |card: Value| stackwise::cards::CardPool::parse_defs(&json!([card]).to_string(), "test").expect_err("refused");
    let e = bad(json!({"name": "Odd", "mana_cost": "{U}", "types": ["Instant"], "alternative_cost": {"cost": {"tap": true}}, "spell": {"effects": []}}));
    assert!(e.contains("alternative_cost"), "{e}");
    // A discard at random paid beside another discard part can't be written.
    let e = bad(json!({"name": "Odd", "mana_cost": "{U}", "types": ["Instant"], "additional_cost": [{"discard": {"at_random": true}}], "alternative_cost": {"cost": [{"discard": {}}]}, "spell": {"effects": []}}));
    assert!(e.contains("alternative_cost") && e.contains("at random"), "{e}");
    let e = bad(json!({"name": "Odd", "mana_cost": "{U}", "types": ["Instant"], "alternative_cost": {"cost": ["sacrifice_self"]}, "spell": {"effects": []}}));
    assert!(e.contains("alternative_cost") && e.contains("itself"), "{e}");
    let e = bad(json!({"name": "Odd", "mana_cost": "{U}", "types": ["Instant"], "alternative_cost": {"cost": {}, "if": "x"}, "spell": {"effects": []}}));
    assert!(e.contains("if"), "{e}");
}
