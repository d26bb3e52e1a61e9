//! 615.7 with an amount X: "Prevent the next X damage that would be dealt to
//! [recipient] this turn". X announced as the spell is cast or the ability
//! activated (601.2b), or a count named after it (", where X is ..."),
//! found as the instruction is followed (608.2h): the shield is made for
//! that much.
//!
//! Real cards, compiled from their printed text: Panacea {4} ("{X}{X}, {T}:
//! Prevent the next X damage that would be dealt to target creature or
//! player this turn."), Battlefield Medic {1}{W} 1/1 Human Cleric ("{T}:
//! Prevent the next X damage that would be dealt to target creature this
//! turn, where X is the number of Clerics on the battlefield."), Festival of
//! the Guildpact {X}{W} ("Prevent the next X damage that would be dealt to
//! you this turn. / Draw a card."); Samite Healer (a Cleric), Hill Giant
//! 3/3, Lightning Bolt.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": [{"card": "Lightning Bolt", "label": "bb"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn obj(label: &str) -> Value {
    json!({"object": format!("@{label}")})
}

/// Bob's Lightning Bolt at the Giant after the shield resolves (Alice
/// passes priority to him): the Giant's damage.
fn bolt_giant(t: &mut T) -> i32 {
    t.act(json!({"action": "pass_priority", "player": 0}));
    cast_with(t, 1, "bb", "{R}", json!([obj("hg")]));
    settle_with(t, &[]);
    t.g().objects[&t.id("hg")].damage
}

/// Panacea with X = 2 (it costs {2}{2}): 2 of the Bolt's 3 prevented.
#[test]
fn r615_7_x_announced_as_activated() {
    let mut t = game(json!([{"card": "Panacea", "label": "pa"}, {"card": "Hill Giant", "label": "hg"}]), json!([]), json!([]));
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{4}").unwrap();
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@pa", "ability": 0, "x": 2, "targets": [obj("hg")], "auto_pay": true}));
    assert!(cites(&ev, "602.2b"), "{:?}", rules(&ev));
    settle_with(&mut t, &[]);
    assert_eq!(bolt_giant(&mut t), 1);
}

/// Battlefield Medic counts the Clerics as its ability resolves (608.2h):
/// two Clerics when it is activated, one when it resolves (Bob bolts the
/// Samite Healer in response), so 1 of his second Bolt's 3 is prevented.
#[test]
fn r615_7_x_counted_as_the_ability_resolves() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Battlefield Medic", "label": "bm"}, {"card": "Samite Healer", "label": "sh"}, {"card": "Hill Giant", "label": "hg"}], "library": ["Plains", "Plains"]},
        {"name": "Bob", "hand": [{"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "bb"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@bm", "ability": 0, "targets": [obj("hg")], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    cast_with(&mut t, 1, "b1", "{R}", json!([obj("sh")]));
    settle_with(&mut t, &[]);
    assert_eq!(t.zone("sh"), "graveyard");
    assert_eq!(bolt_giant(&mut t), 2);
}

/// Festival of the Guildpact with X = 3: the next 3 damage to Alice is
/// prevented; she draws a card.
#[test]
fn r615_7_x_damage_to_you() {
    let mut t = game(json!([]), json!([{"card": "Festival of the Guildpact", "label": "fg"}]), json!([]));
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{3}{W}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fg", "x": 3, "auto_pay": true}));
    settle_with(&mut t, &[]);
    assert_eq!(t.g().player(stackwise::rules::PlayerId(0)).hand.len(), 1, "drew a card");
    t.act(json!({"action": "pass_priority", "player": 0}));
    cast_with(&mut t, 1, "bb", "{R}", json!([{"player": 0}]));
    settle_with(&mut t, &[]);
    assert_eq!(t.life(0), 20);
}
