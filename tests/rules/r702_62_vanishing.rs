//! 702.62a vanishing: "Vanishing N" means the permanent enters the
//! battlefield with N time counters on it, "At the beginning of your upkeep,
//! if this permanent has a time counter on it, remove a time counter from it",
//! and "When the last time counter is removed from this permanent, sacrifice it."
//!
//! Real cards, built in (built in: compiled from their printed text):
//! - Calciderm {2}{W}{W} 5/5: "Shroud. Vanishing 4"
//! - Lavacore Elemental {2}{R} 5/3: "Vanishing 1. Whenever a creature you
//!   control deals combat damage to a player, put a time counter on Lavacore Elemental."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn game(alice_bf: Value, alice_hand: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "mana_pool": "{W}{W}{R}{6}", "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn time(t: &T, label: &str) -> u32 {
    t.g().objects.get(&t.id(label)).and_then(|o| o.extra.counters.get("time").copied()).unwrap_or(0)
}

/// From Alice's cleanup step to her next main phase, through Bob's turn and her upkeep.
fn to_next_main(t: &mut T) -> Vec<Event> {
    t.gm().turn.step = Step::End;
    let mut ev = Vec::new();
    for _ in 0..40 {
        if t.g().turn.active == PlayerId(0) && t.g().turn.step == Step::PrecombatMain {
            break;
        }
        if let Some(d) = t.g().pending.clone() {
            let answer = match d.kind {
                DecisionKind::OrderTriggers { triggers, .. } => json!({"action": "order_triggers", "player": d.player.0, "order": triggers}),
                _ => json!({"action": "declare_attackers", "player": d.player.0, "attackers": []}),
            };
            ev.extend(t.act(answer));
            continue;
        }
        ev.extend(t.pass_all());
    }
    ev
}

#[test]
fn r702_62a_it_enters_with_n_time_counters() {
    let mut t = game(json!([]), json!([{"card": "Calciderm", "label": "c"}, {"card": "Lavacore Elemental", "label": "lava"}]));
    for l in ["c", "lava"] {
        t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{l}"), "targets": [], "auto_pay": true}));
        t.pass_all();
    }
    assert_eq!((time(&t, "c"), time(&t, "lava")), (4, 1));
}

#[test]
fn r702_62a_a_time_counter_is_removed_at_each_of_its_controllers_upkeeps() {
    let mut t = game(json!([{"card": "Calciderm", "label": "c", "counters": {"time": 3}}, {"card": "Lavacore Elemental", "label": "lava", "counters": {"time": 3}}]), json!([]));
    to_next_main(&mut t);
    assert_eq!((time(&t, "c"), time(&t, "lava")), (2, 2), "one removed at Alice's upkeep, none at Bob's");
}

#[test]
fn r702_62a_when_the_last_is_removed_it_is_sacrificed() {
    let mut t = game(json!([{"card": "Calciderm", "label": "c", "counters": {"time": 1}}, {"card": "Lavacore Elemental", "label": "lava", "counters": {"time": 2}}]), json!([]));
    let ev = to_next_main(&mut t);
    assert_eq!(t.zone("c"), "graveyard");
    assert!(ev.iter().any(|e| e.text.contains("Calciderm") && e.text.contains("sacrific")), "{:?}", rules(&ev));
    assert_eq!((t.zone("lava"), time(&t, "lava")), ("battlefield".to_string(), 1));
}

/// With no time counter left (removed some other way), the upkeep trigger
/// doesn't trigger (its intervening "if", 603.4) and nothing is sacrificed by it.
#[test]
fn r702_62a_without_time_counters_the_upkeep_ability_does_nothing() {
    let mut t = game(json!([{"card": "Calciderm", "label": "c"}]), json!([]));
    to_next_main(&mut t);
    assert_eq!(t.zone("c"), "battlefield");
}

/// Lavacore Elemental gains a time counter whenever a creature Alice controls
/// deals combat damage to a player: the Bears' hit keeps it one upkeep longer.
#[test]
fn r702_62a_lavacore_elemental_gains_time_counters() {
    let mut t = game(json!([{"card": "Lavacore Elemental", "label": "lava", "counters": {"time": 1}}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    t.pass_all();
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
    for _ in 0..12 {
        if t.g().turn.step == Step::PostcombatMain {
            break;
        }
        if let Some(d) = t.g().pending.clone() {
            t.act(json!({"action": "declare_blockers", "player": d.player.0, "blockers": []}));
            continue;
        }
        t.pass_all();
    }
    assert_eq!(time(&t, "lava"), 2);
    to_next_main(&mut t);
    assert_eq!((t.zone("lava"), time(&t, "lava")), ("battlefield".to_string(), 1));
}
