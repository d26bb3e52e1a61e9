//! 603.2: "Whenever a creature is dealt damage" (or enchanted creature, or
//! a creature you control) triggers once for each creature dealt damage in
//! an event, with "that much" the damage it was dealt and "it" that
//! creature; damage prevented triggers nothing (603.2f). Compiled from the
//! cards' text.
//!
//! Cards (their text as the table prints it):
//! - Death Pits of Rath {3}{B}{B}, Enchantment: "Whenever a creature is
//!   dealt damage, destroy it. It can't be regenerated."
//! - Repercussion {1}{R}{R}, Enchantment: "Whenever a creature is dealt
//!   damage, Repercussion deals that much damage to that creature's controller."
//! - Rite of Passage {2}{G}, Enchantment: "Whenever a creature you control is
//!   dealt damage, put a +1/+1 counter on it."
//! - Mortal Wound {G}, Aura: "Enchant creature / When enchanted creature is
//!   dealt damage, destroy it."
//! - Pyroclasm {1}{R}, Sorcery: "Pyroclasm deals 2 damage to each creature."
//! - Prodigal Sorcerer {2}{U}: "{T}: Prodigal Sorcerer deals 1 damage to
//!   target creature or player."; Healing Salve's prevention mode.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::ManaPool;

fn cards() -> Vec<Value> {
    ["Death Pits of Rath", "Repercussion", "Rite of Passage", "Mortal Wound", "Pyroclasm", "Prodigal Sorcerer", "Healing Salve", "Hill Giant", "Grizzly Bears", "Craw Wurm"].iter().map(|n| card_table::compiled(n)).collect()
}

fn game(alice_bf: Value, bob_bf: Value) -> T {
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": [{"card": "Pyroclasm", "label": "clasm"}, {"card": "Healing Salve", "label": "salve"}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn ping(t: &mut T, target: Value) {
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@tim", "ability": 0, "targets": [target], "auto_pay": true}));
    resolve_stack(t);
}

/// Pyroclasm, then everything resolves; Alice orders her triggers as offered (603.3b).
fn pyroclasm(t: &mut T) {
    t.gm().players[0].pool = ManaPool::parse("{R}{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@clasm", "targets": [], "auto_pay": true}));
    for _ in 0..10 {
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::OrderTriggers { triggers, .. })) => {
                t.act(json!({"action": "order_triggers", "player": p.0, "order": triggers}));
            }
            Some((_, k)) => panic!("{k:?}"),
            None if t.g().stack.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
}

/// Death Pits of Rath: 1 damage to a 3/3 is enough; damage to a player triggers nothing.
#[test]
fn r603_2_death_pits_destroys_a_creature_dealt_any_damage() {
    let mut t = game(json!(["Death Pits of Rath", {"card": "Prodigal Sorcerer", "label": "tim"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
    ping(&mut t, json!({"player": 1}));
    assert_eq!(t.life(1), 19);
    assert_eq!(t.g().stack.len(), 0);
    let mut t = game(json!(["Death Pits of Rath", {"card": "Prodigal Sorcerer", "label": "tim"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
    ping(&mut t, json!({"object": "@giant"}));
    assert_eq!(t.zone("giant"), "graveyard");
}

/// Repercussion and Pyroclasm: each creature dealt 2 is one trigger, each
/// dealing 2 to that creature's controller: Alice's Craw Wurm (6/4) costs
/// her 2, Bob's Hill Giant and Bears cost him 4.
#[test]
fn r603_2_repercussion_one_trigger_per_creature_dealt_damage() {
    let mut t = game(json!(["Repercussion", "Craw Wurm"]), json!([{"card": "Hill Giant", "label": "giant"}, "Grizzly Bears"]));
    pyroclasm(&mut t);
    assert_eq!((t.life(0), t.life(1)), (18, 16));
}

/// Rite of Passage: only Alice's creatures get the counter, after the damage
/// (her Craw Wurm, 6/4, survives 2 and is 7/5); Bob's Hill Giant gets none.
#[test]
fn r603_2_rite_of_passage_only_your_creatures() {
    let mut t = game(json!(["Rite of Passage", {"card": "Craw Wurm", "label": "wurm"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
    pyroclasm(&mut t);
    let counters = |t: &T, l: &str| t.g().objects[&t.id(l)].extra.counters.get("+1/+1").copied().unwrap_or(0);
    assert_eq!(counters(&t, "wurm"), 1);
    assert_eq!(counters(&t, "giant"), 0);
}

/// Mortal Wound: the enchanted Hill Giant dealt 1 is destroyed; another
/// creature dealt damage isn't; prevented damage triggers nothing (603.2f).
#[test]
fn r603_2_mortal_wound_watches_the_enchanted_creature() {
    let board = || json!([{"card": "Prodigal Sorcerer", "label": "tim"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Mortal Wound", "attached_to": "giant"}, {"card": "Craw Wurm", "label": "wurm"}]);
    let mut t = game(board(), json!([]));
    ping(&mut t, json!({"object": "@wurm"}));
    assert_eq!((t.zone("giant").as_str(), t.zone("wurm").as_str()), ("battlefield", "battlefield"));
    let mut t = game(board(), json!([]));
    ping(&mut t, json!({"object": "@giant"}));
    assert_eq!(t.zone("giant"), "graveyard");
    // Healing Salve prevents the next 3 damage to the Giant: the ping is prevented, nothing triggers.
    let mut t = game(board(), json!([]));
    t.gm().players[0].pool = ManaPool::parse("{W}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@salve", "mode": 1, "targets": [{"object": "@giant"}], "auto_pay": true}));
    resolve_stack(&mut t);
    ping(&mut t, json!({"object": "@giant"}));
    assert_eq!(t.zone("giant"), "battlefield");
}

