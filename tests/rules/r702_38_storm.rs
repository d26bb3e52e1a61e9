//! 702.38a storm: "When you cast this spell, copy it for each spell cast
//! before it this turn. You may choose new targets for the copies." Spells
//! cast by any player count; copies are not cast (706.10) and don't count;
//! the count starts again each turn.
//!
//! Real cards, built in (built in: compiled from their printed text):
//! - Grapeshot {1}{R}: "Grapeshot deals 1 damage to target creature or player. Storm"
//! - Empty the Warrens {3}{R}: "Put two 1/1 red Goblin creature tokens onto the battlefield. Storm"
//! - Tendrils of Agony {2}{B}{B}: "Target player loses 2 life and you gain 2 life. Storm"
//! - Brain Freeze {1}{U}: "Target player puts the top three cards of his or her library into his or her graveyard. Storm"

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

fn game(alice_hand: Value, bob_hand: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "hand": alice_hand, "mana_pool": "{R}{R}{R}{R}{B}{B}{U}{6}", "library": ["Plains", "Plains"]},
        {"name": "Bob", "hand": bob_hand, "mana_pool": "{R}{R}", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
         "library": ["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T, player: u8, label: &str, targets: Value) -> Vec<Event> {
    t.act(json!({"action": "cast_spell", "player": player, "card": format!("@{label}"), "targets": targets, "auto_pay": true}))
}

#[test]
fn r702_38a_grapeshot_is_copied_for_each_spell_cast_before_it() {
    let mut t = game(json!([{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Shock", "label": "shock"}, {"card": "Grapeshot", "label": "gs"}]), json!([]));
    cast(&mut t, 0, "bolt", json!([{"player": 1}]));
    resolve_keeping_targets(&mut t, None);
    cast(&mut t, 0, "shock", json!([{"player": 1}]));
    resolve_keeping_targets(&mut t, None);
    let ev = cast(&mut t, 0, "gs", json!([{"player": 1}]));
    assert!(ev.iter().any(|e| e.text.contains("storm") && e.text.contains("2 other spell")), "{:?}", rules(&ev));
    let ev = resolve_keeping_targets(&mut t, None);
    assert_eq!(ev.iter().filter(|e| e.rule == "706.10").count(), 2, "two copies");
    assert_eq!(t.life(1), 20 - 3 - 2 - 1 - 2);
}

/// The copies may get new targets (706.10c): both at the Bears.
#[test]
fn r702_38a_the_copies_may_choose_new_targets() {
    let mut t = game(json!([{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Shock", "label": "shock"}, {"card": "Grapeshot", "label": "gs"}]), json!([]));
    for l in ["bolt", "shock"] {
        cast(&mut t, 0, l, json!([{"player": 1}]));
        resolve_keeping_targets(&mut t, None);
    }
    cast(&mut t, 0, "gs", json!([{"player": 1}]));
    let bears = t.id("bears");
    resolve_keeping_targets(&mut t, Some(json!([{"object": bears}])));
    assert_eq!(t.zone("bears"), "graveyard", "two copies at the Bears: 2 damage");
    assert_eq!(t.life(1), 20 - 3 - 2 - 1);
}

/// Another player's spells count; copies don't (706.10: not cast).
#[test]
fn r702_38a_every_players_spells_count_but_not_copies() {
    let mut t = game(json!([{"card": "Grapeshot", "label": "gs"}, {"card": "Tendrils of Agony", "label": "ta"}]), json!([{"card": "Shock", "label": "shock"}]));
    t.act(json!({"action": "pass_priority", "player": 0}));
    cast(&mut t, 1, "shock", json!([{"player": 0}]));
    resolve_keeping_targets(&mut t, None);
    cast(&mut t, 0, "gs", json!([{"player": 1}]));
    resolve_keeping_targets(&mut t, None);
    // Shock and Grapeshot were cast; Grapeshot's copy wasn't.
    cast(&mut t, 0, "ta", json!([{"player": 1}]));
    resolve_keeping_targets(&mut t, None);
    assert_eq!(t.life(1), 20 - 1 - 1 - 2 * 3);
    assert_eq!(t.life(0), 20 - 2 + 2 * 3);
}

/// Empty the Warrens after one spell: four Goblins. Brain Freeze with none
/// before it: no copy.
#[test]
fn r702_38a_empty_the_warrens_and_brain_freeze() {
    let mut t = game(json!([{"card": "Brain Freeze", "label": "bf"}, {"card": "Empty the Warrens", "label": "ew"}]), json!([]));
    cast(&mut t, 0, "bf", json!([{"player": 1}]));
    resolve_keeping_targets(&mut t, None);
    assert_eq!(t.g().players[1].graveyard.len(), 3);
    cast(&mut t, 0, "ew", json!([]));
    resolve_keeping_targets(&mut t, None);
    assert_eq!(t.g().battlefield.iter().filter(|id| t.g().objects[id].def.name == "Goblin").count(), 4);
}

/// The count starts again each turn (500: a new turn).
#[test]
fn r702_38a_spells_of_an_earlier_turn_dont_count() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Grapeshot", "label": "gs"}], "battlefield": ["Mountain", "Mountain", "Mountain"], "library": ["Plains", "Plains"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    cast(&mut t, 0, "bolt", json!([{"player": 1}]));
    resolve_keeping_targets(&mut t, None);
    // To Alice's next turn.
    t.gm().turn.step = Step::End;
    for _ in 0..40 {
        if t.g().turn.active == PlayerId(0) && t.g().turn.step == Step::PrecombatMain {
            break;
        }
        if let Some(d) = t.g().pending.clone() {
            t.act(json!({"action": "declare_attackers", "player": d.player.0, "attackers": []}));
            continue;
        }
        t.pass_all();
    }
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gs", "targets": [{"player": 1}], "auto_pay": true}));
    let ev = resolve_keeping_targets(&mut t, None);
    assert_eq!(ev.iter().filter(|e| e.rule == "706.10").count(), 0);
    assert_eq!(t.life(1), 20 - 3 - 1);
}
