//! 603.3b–d: triggered abilities go on the stack in APNAP order. The active
//! player orders theirs (603.3b), announces modes (603.3c) and chooses targets
//! (603.3d) as each goes on the stack; then the next player in turn order does
//! the same, with the active player's abilities already on the stack; so the
//! last player's abilities are on top and resolve first. The order in which the
//! abilities triggered doesn't matter. Card: Blood Artist ("target player loses
//! 1 life and you gain 1 life").

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

/// Who triggered, in the order the abilities triggered.
fn triggered_by(ev: &[Event]) -> Vec<u8> {
    ev.iter()
        .filter_map(|e| match e.kind {
            EventKind::AbilityTriggered { controller, .. } => Some(controller.0),
            _ => None,
        })
        .collect()
}

/// Answer every 603.3b/603.3d question in turn (targets: the first legal player;
/// orders: as offered), recording (rule, who, stack size when asked).
fn answer_all(t: &mut T) -> (Vec<(String, u8, usize)>, Vec<Event>) {
    let mut asked = Vec::new();
    let mut ev = Vec::new();
    while let Some(d) = t.g().pending.clone() {
        asked.push((d.rule.clone(), d.player.0, t.g().stack.len()));
        let p = d.player.0;
        match d.kind {
            DecisionKind::ChooseTargets { slots, .. } => {
                let targets: Vec<TargetChoice> = slots.iter().map(|s| s[0]).collect();
                ev.extend(t.act(json!({"action": "choose_targets", "player": p, "targets": targets})));
            }
            DecisionKind::OrderTriggers { triggers, .. } => {
                ev.extend(t.act(json!({"action": "order_triggers", "player": p, "order": triggers})));
            }
            k => panic!("unexpected question {k:?}"),
        }
    }
    (asked, ev)
}

fn stack_controllers(t: &T) -> Vec<u8> {
    t.g().stack.iter().map(|s| s.controller.0).collect()
}

#[test]
fn r603_3b_active_player_first_even_when_the_other_triggered_first() {
    // Two players; B is active. A's Blood Artist (created first, so it triggers first)
    // and B's Blood Artist both see the Grizzly Bears die. B chooses targets and puts
    // B's ability on the stack first; then A, who sees B's ability on the stack.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": ["Blood Artist"]},
            {"name": "B", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain", "Blood Artist", {"card": "Grizzly Bears", "label": "gb"}]}
        ],
        "turn": {"number": 3, "active": 1, "step": "precombat_main"}
    }));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@gb"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(triggered_by(&ev), vec![0, 1], "A's ability triggered first: {:?}", rules(&ev));
    let (asked, ev) = answer_all(&mut t);
    assert_eq!(asked, vec![("603.3d".to_string(), 1, 0), ("603.3d".to_string(), 0, 1)], "B first; A sees B's ability on the stack");
    let put: Vec<u8> = ev
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::TriggerPutOnStack { controller, .. } => Some(controller.0),
            _ => None,
        })
        .collect();
    assert_eq!(put, vec![1, 0], "B's goes on the stack before A's is even targeted: {:?}", rules(&ev));
    assert_eq!(stack_controllers(&t), vec![1, 0], "A's ability is on top");
    // A's resolves first.
    t.pass_all();
    assert_eq!(stack_controllers(&t), vec![1]);
}

#[test]
fn r603_3b_three_players_in_turn_order_from_the_active_player() {
    // Three players, C active: questions come C, A, B (turn order from C) although the
    // abilities triggered A, B, C; the stack is C's, A's, B's from the bottom.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": ["Blood Artist"]},
            {"name": "B", "battlefield": ["Blood Artist"]},
            {"name": "C", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain", "Blood Artist", {"card": "Grizzly Bears", "label": "gb"}]}
        ],
        "turn": {"number": 3, "active": 2, "step": "precombat_main"}
    }));
    t.act(json!({"action": "cast_spell", "player": 2, "card": "@bolt", "targets": [{"object": "@gb"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(triggered_by(&ev), vec![0, 1, 2], "{:?}", rules(&ev));
    let (asked, _) = answer_all(&mut t);
    let who: Vec<(u8, usize)> = asked.iter().map(|(_, p, n)| (*p, *n)).collect();
    assert_eq!(who, vec![(2, 0), (0, 1), (1, 2)], "{asked:?}");
    assert_eq!(stack_controllers(&t), vec![2, 0, 1]);
}

#[test]
fn r603_3b_the_active_player_orders_and_targets_before_the_other_is_asked_anything() {
    // B (active) has two Blood Artists, A one. B orders B's two abilities, chooses their
    // targets one at a time as each goes on the stack, and only then is A asked.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": ["Blood Artist"]},
            {"name": "B", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain", "Blood Artist", "Blood Artist", {"card": "Grizzly Bears", "label": "gb"}]}
        ],
        "turn": {"number": 3, "active": 1, "step": "precombat_main"}
    }));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@gb"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().waiting_triggers.len(), 3);
    let (asked, _) = answer_all(&mut t);
    let asked: Vec<(&str, u8, usize)> = asked.iter().map(|(r, p, n)| (r.as_str(), *p, *n)).collect();
    assert_eq!(asked, vec![("603.3b", 1, 0), ("603.3d", 1, 0), ("603.3d", 1, 1), ("603.3d", 0, 2)]);
    assert_eq!(stack_controllers(&t), vec![1, 1, 0]);
    assert!(t.g().waiting_triggers.is_empty());
}

#[test]
fn r603_3b_an_illegal_target_answer_changes_nothing_and_keeps_the_order() {
    // While A chooses, B's ability is already on the stack; a bad answer is refused and
    // the game is unchanged.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": ["Blood Artist"]},
            {"name": "B", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain", "Blood Artist", {"card": "Grizzly Bears", "label": "gb"}]}
        ],
        "turn": {"number": 3, "active": 1, "step": "precombat_main"}
    }));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@gb"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().pending.as_ref().map(|d| d.player.0), Some(1));
    t.act(json!({"action": "choose_targets", "player": 1, "targets": [{"player": 0}]}));
    assert_eq!(t.g().pending.as_ref().map(|d| d.player.0), Some(0));
    assert_eq!(stack_controllers(&t), vec![1]);
    let before = t.g().clone();
    assert!(t.try_act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 7}]})).is_err());
    assert!(t.try_act(json!({"action": "choose_targets", "player": 1, "targets": [{"player": 1}]})).is_err());
    assert_eq!(t.g(), &before);
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
    assert_eq!(stack_controllers(&t), vec![1, 0]);
    // A's resolves first: B loses 1, A gains 1; then B's: A loses 1, B gains 1.
    t.pass_all();
    assert_eq!((t.life(0), t.life(1)), (21, 19));
    t.pass_all();
    assert_eq!((t.life(0), t.life(1)), (20, 20));
}
