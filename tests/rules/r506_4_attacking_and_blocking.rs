//! "Attacking creature" and "blocking creature" (506.4: a creature is
//! attacking or blocking from its declaration until it leaves combat), as
//! filters read them, and battle cry (702.90a: "Whenever this creature
//! attacks, each other attacking creature gets +1/+0 until end of turn").
//!
//! Cards (built in, compiled from their printed text):
//! - Accorder Paladin {1}{W} 3/1, Goblin Wardriver {R}{R} 2/2: "Battle cry".
//! - Rebuke {2}{W}, Immolating Glare {1}{W}: "Destroy target attacking creature."
//! - Vanquish {2}{W}: "Destroy target blocking creature."
//! - Righteousness {W}: "Target blocking creature gets +7/+7 until end of turn."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn lands(kind: &str, n: usize) -> Vec<Value> {
    (0..n).map(|_| json!(kind)).collect()
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

/// The objects Bob may target with the card in his hand labelled `card`.
fn targets_offered(t: &T, card: &str) -> Vec<ObjectId> {
    cast_options(t, card)
        .into_iter()
        .flat_map(|o| o.targets.into_iter().flatten())
        .filter_map(|t| match t {
            TargetChoice::Object(o) => Some(o),
            _ => None,
        })
        .collect()
}

fn board(bob_hand: Value) -> T {
    let mut bob_bf = lands("Plains", 4);
    bob_bf.push(json!({"card": "Grizzly Bears", "label": "blocker"}));
    bob_bf.push(json!({"card": "Grizzly Bears", "label": "idle"}));
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Accorder Paladin", "label": "paladin"}, {"card": "Goblin Wardriver", "label": "wardriver"}, {"card": "Grizzly Bears", "label": "bears"}, {"card": "Llanowar Elves", "label": "home"}], "library": lands("Island", 3)},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "beginning_of_combat"}}))
}

fn attack(t: &mut T) {
    t.pass_all();
    let attackers: Vec<Value> = ["paladin", "wardriver", "bears"].iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": 1}})).collect();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": attackers}));
    if let Some(DecisionKind::OrderTriggers { triggers, .. }) = t.g().pending.clone().map(|d| d.kind) {
        t.act(json!({"action": "order_triggers", "player": 0, "order": triggers}));
    }
}

#[test]
fn r702_90a_battle_cry_pumps_each_other_attacking_creature() {
    let mut t = board(json!([]));
    attack(&mut t);
    for _ in 0..2 {
        t.pass_all();
    }
    assert!(t.g().stack.is_empty(), "both battle cries resolved");
    // Each battle cry misses its own creature: the Paladin and the Wardriver get +1/+0 once, the Bears twice.
    assert_eq!(pt(&t, "paladin"), (4, 1));
    assert_eq!(pt(&t, "wardriver"), (3, 2));
    assert_eq!(pt(&t, "bears"), (4, 2));
    assert_eq!(pt(&t, "home"), (1, 1), "a creature that didn't attack gets nothing");
    assert_eq!(pt(&t, "blocker"), (2, 2), "nor do the defending player's creatures");
}

#[test]
fn r506_4_target_attacking_creature_is_one_declared_as_an_attacker() {
    for spell in ["Rebuke", "Immolating Glare"] {
        let mut t = board(json!([{"card": spell, "label": "spell"}]));
        t.act(json!({"action": "pass_priority", "player": 0}));
        assert!(targets_offered(&t, "spell").is_empty(), "{spell}: no attacking creature before attackers are declared");
        let bears = t.id("bears").0;
        let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 1, "card": "@spell", "targets": [{"object": bears}], "auto_pay": true}));
        assert!(e.contains("target"), "{e}");
        t.act(json!({"action": "pass_priority", "player": 1}));
        attack(&mut t);
        // Bob gets priority in the declare attackers step once the triggers are on the stack.
        t.act(json!({"action": "pass_priority", "player": 0}));
        let mut offered = targets_offered(&t, "spell");
        offered.sort();
        let mut want = vec![t.id("paladin"), t.id("wardriver"), t.id("bears")];
        want.sort();
        assert_eq!(offered, want, "{spell}: the attackers, not Alice's Elves nor Bob's creatures");
        let bears = t.id("bears");
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@spell", "targets": [{"object": bears.0}], "auto_pay": true}));
        t.pass_all();
        assert_eq!(t.zone("bears"), "graveyard", "{spell}");
    }
}

#[test]
fn r506_4_target_blocking_creature_is_one_declared_as_a_blocker() {
    for (spell, destroys) in [("Vanquish", true), ("Righteousness", false)] {
        let mut t = board(json!([{"card": spell, "label": "spell"}]));
        attack(&mut t);
        for _ in 0..8 {
            if matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::DeclareBlockers { .. })) {
                break;
            }
            t.pass_all();
        }
        assert!(targets_offered(&t, "spell").is_empty() || t.g().pending.is_some());
        t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@blocker", "attacker": "@bears"}]}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        assert_eq!(targets_offered(&t, "spell"), vec![t.id("blocker")], "{spell}: the blocker only, not the idle Bears nor the attackers");
        let blocker = t.id("blocker");
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@spell", "targets": [{"object": blocker.0}], "auto_pay": true}));
        t.pass_all();
        if destroys {
            assert_eq!(t.zone("blocker"), "graveyard");
        } else {
            assert_eq!(pt(&t, "blocker"), (9, 9));
        }
    }
}
