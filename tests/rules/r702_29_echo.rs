//! Echo (702.29a of the reference rules): "At the beginning of your upkeep,
//! if this came under your control since the beginning of your last upkeep,
//! sacrifice it unless you pay [its echo cost]." An intervening "if" (603.4):
//! it triggers at the first upkeep of its controller after it came under their
//! control, and only then; paying is decided as it resolves (603.5).
//!
//! Real cards, compiled from their printed text:
//! - Goblin War Buggy {1}{R}, 2/2: "Haste. Echo {1}{R}"
//! - Pouncing Jaguar {G}, 2/2: "Echo {G}"

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn cards() -> Value {
    json!([card_table::compiled("Goblin War Buggy"), card_table::compiled("Pouncing Jaguar")])
}

fn game(hand: Value) -> T {
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": ["Mountain", "Mountain", "Forest", {"card": "Pouncing Jaguar", "label": "old-jaguar"}], "hand": hand, "library": ["Island", "Island", "Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island", "Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Pass (declaring no attackers or blockers) until that turn's upkeep has a
/// question or an item on the stack, or the step after it begins.
fn to_upkeep_of(t: &mut T, turn: u32) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..200 {
        let g = t.g();
        if g.turn.number == turn && (g.turn.step == Step::Upkeep && (!g.stack.is_empty() || g.pending.is_some()) || g.turn.step == Step::Draw) {
            break;
        }
        match g.pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::DeclareAttackers { .. })) => ev.extend(t.act(json!({"action": "declare_attackers", "player": p.0, "attackers": []}))),
            Some((p, DecisionKind::DeclareBlockers { .. })) => ev.extend(t.act(json!({"action": "declare_blockers", "player": p.0, "blockers": []}))),
            Some(_) => break,
            None => ev.extend(t.pass_all()),
        }
    }
    ev
}

fn echo_triggers(ev: &[Event]) -> usize {
    ev.iter().filter(|e| e.rule == "603.2" && e.text.contains("upkeep")).count()
}

#[test]
fn r702_29a_echo_at_the_next_upkeep_pay_one_decline_the_other() {
    let mut t = game(json!([{"card": "Goblin War Buggy", "label": "buggy"}, {"card": "Pouncing Jaguar", "label": "jaguar"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@buggy", "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@jaguar", "auto_pay": true}));
    t.pass_all();
    assert_eq!((t.zone("buggy"), t.zone("jaguar")), ("battlefield".to_string(), "battlefield".to_string()));
    // Bob's upkeep (turn 3): not Alice's, nothing triggers.
    let ev = to_upkeep_of(&mut t, 3);
    assert_eq!(echo_triggers(&ev), 0);
    // Alice's upkeep (turn 4): both echo abilities trigger; the Jaguar that was on the battlefield before doesn't.
    let ev = to_upkeep_of(&mut t, 4);
    assert_eq!(echo_triggers(&ev), 2, "{:?}", ev.iter().map(|e| &e.text).collect::<Vec<_>>());
    let d = t.g().pending.clone().expect("Alice orders her two triggers");
    let DecisionKind::OrderTriggers { triggers, .. } = d.kind else { panic!("an order decision") };
    t.act(json!({"action": "order_triggers", "player": 0, "order": triggers}));
    // Answer each "unless you pay" as it resolves: pay for the Buggy, not for the Jaguar.
    for _ in 0..2 {
        t.pass_all();
        let d = t.g().pending.clone().expect("603.5: pay or not, on resolution");
        assert_eq!(d.rule, "603.5");
        let item = t.g().stack.last().unwrap().clone();
        let pay = item.source == t.id("buggy");
        t.act(json!({"action": "choose_object", "player": 0, "object": if pay { json!(item.id.0) } else { json!(null) }}));
    }
    assert_eq!(t.zone("buggy"), "battlefield", "its echo cost was paid");
    assert_eq!(t.zone("jaguar"), "graveyard", "not paid: sacrificed");
    assert_eq!(t.zone("old-jaguar"), "battlefield");
    // Alice's next upkeep (turn 6): the Buggy came under her control before her last upkeep: no trigger.
    let ev = to_upkeep_of(&mut t, 6);
    assert_eq!(echo_triggers(&ev), 0, "{:?}", ev.iter().map(|e| &e.text).collect::<Vec<_>>());
    assert_eq!(t.zone("buggy"), "battlefield");
}

#[test]
fn r702_29a_echo_that_cant_be_paid_sacrifices() {
    // The Forest that paid for the Jaguar is gone by Alice's next upkeep: no green source, no question.
    let mut t = game(json!([{"card": "Pouncing Jaguar", "label": "jaguar"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@jaguar", "auto_pay": true}));
    t.pass_all();
    let forest = t.g().battlefield.iter().copied().find(|id| t.g().objects[id].def.name == "Forest").unwrap();
    t.gm().destroy(forest, "test", true);
    to_upkeep_of(&mut t, 4);
    t.pass_all();
    assert!(t.g().pending.is_none(), "a player who can't pay isn't asked");
    assert_eq!(t.zone("jaguar"), "graveyard");
}
