//! 707.8, 702.36e: "Whenever a permanent is turned face up" watches every
//! permanent turned face up, whoever controls it (the permanent turned up
//! among the watchers: its abilities are back once it is face up); the
//! trigger object is that permanent.
//!
//! The cards (compiled from their printed text):
//! - Aven Farseer {1}{W} 1/1: "Flying / Whenever a permanent is turned face
//!   up, put a +1/+1 counter on Aven Farseer."
//! - Bonethorn Valesk {4}{R} 4/2: "Whenever a permanent is turned face up,
//!   Bonethorn Valesk deals 1 damage to target creature or player."
//! - Zombie Cutthroat {3}{B}{B} 3/4: "Morph—Pay 5 life."
//! - Aphetto Runecaster {3}{U} 2/3: "Whenever a permanent is turned face up,
//!   you may draw a card."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::PlayerId;
use stackwise::rules::ObjectId;

fn game(alice: Value, mana: &str, bob: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice, "mana_pool": mana, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn face_down(t: &T) -> ObjectId {
    let ids: Vec<ObjectId> = t.g().battlefield.iter().copied().filter(|id| t.g().objects[id].face_down).collect();
    assert_eq!(ids.len(), 1, "one face-down permanent");
    ids[0]
}

/// Resolve everything (`settle_with`), each target question answered `target`.
fn settle(t: &mut T, target: Value) {
    settle_with(t, &[target]);
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

/// Alice turns her Zombie Cutthroat face up: her Farseer gets a counter, and
/// Bob's Valesk (another player's permanent watching) deals 1 damage to Alice.
#[test]
fn r707_8_every_permanent_turned_face_up_is_seen_by_every_watcher() {
    let mut t = game(json!([{"card": "Aven Farseer", "label": "af"}, {"card": "Zombie Cutthroat", "face_down": true, "label": "zc"}]), "", json!([{"card": "Bonethorn Valesk", "label": "bv"}]));
    let id = face_down(&t);
    t.act(json!({"action": "turn_face_up", "player": 0, "permanent": id.0, "auto_pay": true}));
    assert_eq!(t.life(0), 15, "morph cost: 5 life");
    settle(&mut t, json!({"player": 0}));
    assert_eq!(pt(&t, "af"), (2, 2));
    assert_eq!(t.life(0), 14);
}

/// Bob's Aphetto Runecaster sees Alice's permanent turned face up: Bob (its
/// controller, "you") may draw, and does.
#[test]
fn r707_8_aphetto_runecaster_draws_for_its_controller() {
    let mut t = game(json!([{"card": "Zombie Cutthroat", "face_down": true, "label": "zc"}]), "", json!(["Aphetto Runecaster"]));
    let id = face_down(&t);
    t.act(json!({"action": "turn_face_up", "player": 0, "permanent": id.0, "auto_pay": true}));
    settle(&mut t, json!(null));
    assert_eq!(t.zone("zc"), "battlefield");
    assert_eq!((t.g().player(PlayerId(0)).hand.len(), t.g().player(PlayerId(1)).hand.len()), (0, 1));
}
