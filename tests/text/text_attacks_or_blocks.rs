//! "When[ever] [this] attacks or blocks" (once as it is declared an attacker
//! or a blocker, 508.1, 509.1) and "When [this] blocks", with their delayed
//! "at end of combat" instructions (603.7a, 511.2).
//!
//! Cards (their text as the table prints it):
//! - Ceremonial Guard {2}{R} 3/4: "When Ceremonial Guard attacks or blocks,
//!   destroy it at end of combat."
//! - Phantom Whelp {1}{U} 2/2: "When Phantom Whelp attacks or blocks, return
//!   it to its owner's hand at end of combat."
//! - Clockwork Beetle {1} 0/0: "Clockwork Beetle enters the battlefield with
//!   two +1/+1 counters on it. / Whenever Clockwork Beetle attacks or blocks,
//!   remove a +1/+1 counter from it at end of combat."
//! - Cinder Wall {R} 3/3: "Defender / When Cinder Wall blocks, destroy it at
//!   end of combat."
//! - Wall of Junk {2} 0/7: "Defender / When Wall of Junk blocks, return it to
//!   its owner's hand at end of combat."
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::Step;

fn to_postcombat(t: &mut T) -> Vec<stackwise::rules::events::Event> {
    let mut ev = Vec::new();
    for _ in 0..24 {
        if t.g().turn.step == Step::PostcombatMain {
            break;
        }
        ev.extend(order_triggers(t));
        ev.extend(t.pass_all());
    }
    ev
}

/// The triggered abilities waiting to go on the stack, in the order offered (603.3b).
fn order_triggers(t: &mut T) -> Vec<stackwise::rules::events::Event> {
    match t.g().pending.clone() {
        Some(d) => match d.kind {
            DecisionKind::OrderTriggers { triggers, .. } => t.act(json!({"action": "order_triggers", "player": d.player.0, "order": triggers})),
            _ => Vec::new(),
        },
        None => Vec::new(),
    }
}

fn attack(t: &mut T, attackers: &[&str]) {
    to_decision(t);
    let a: Vec<Value> = attackers.iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": 1}})).collect();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": a}));
    to_decision(t);
}

#[test]
fn attacks_or_blocks_at_end_of_combat_destroy_return_and_remove_a_counter() {
    let alice = json!([{"card": "Ceremonial Guard", "label": "guard"}, {"card": "Phantom Whelp", "label": "whelp"}, {"card": "Clockwork Beetle", "label": "beetle", "counters": {"+1/+1": 2}}]);
    let bob = json!([{"card": "Ceremonial Guard", "label": "idle"}]);
    let mut t = common::card_table::compiled_game(&["Ceremonial Guard", "Phantom Whelp", "Clockwork Beetle"], alice, json!([]), bob);
    attack(&mut t, &["guard", "whelp", "beetle"]);
    order_triggers(&mut t);
    t.pass_all();
    to_decision(&mut t);
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []}));
    to_postcombat(&mut t);
    assert_eq!(t.life(1), 20 - 3 - 2 - 2);
    assert_eq!(t.zone("guard"), "graveyard");
    assert_eq!(t.zone("whelp"), "hand");
    let beetle = t.g().chars(t.id("beetle")).unwrap();
    assert_eq!((beetle.power, beetle.toughness), (Some(1), Some(1)), "one +1/+1 counter removed");
    // Bob's Guard neither attacked nor blocked: it stays.
    assert_eq!(t.zone("idle"), "battlefield");
}

#[test]
fn blocks_at_end_of_combat_cinder_wall_destroyed_and_wall_of_junk_returned() {
    let alice = json!([{"card": "Grizzly Bears", "label": "b1"}, {"card": "Grizzly Bears", "label": "b2"}]);
    let bob = json!([{"card": "Cinder Wall", "label": "cinder"}, {"card": "Wall of Junk", "label": "junk"}]);
    let mut t = common::card_table::compiled_game(&["Cinder Wall", "Wall of Junk", "Grizzly Bears"], alice, json!([]), bob);
    attack(&mut t, &["b1", "b2"]);
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@cinder", "attacker": "@b1"}, {"blocker": "@junk", "attacker": "@b2"}]}));
    // Combat damage: the 3/3 Cinder Wall survives the Bears' 2 and kills it.
    to_postcombat(&mut t);
    assert_eq!(t.zone("b1"), "graveyard");
    assert_eq!(t.zone("cinder"), "graveyard", "destroyed at end of combat");
    assert_eq!(t.zone("junk"), "hand", "returned at end of combat");
    assert_eq!(t.life(1), 20);
}
