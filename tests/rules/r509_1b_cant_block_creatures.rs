//! 509.1b: "[this] can't block creatures with power 2 or greater": a
//! restriction on each block the defending player declares, read from the
//! attacker as it is when blockers are declared. Compiled from the cards'
//! text.
//!
//! Cards (their text as the table prints it):
//! - Brassclaw Orcs {2}{R} 3/2: "Brassclaw Orcs can't block creatures with
//!   power 2 or greater."
//! - Ironclaw Orcs {1}{R} 2/2: "Ironclaw Orcs can't block creatures with
//!   power 2 or greater."
//! - Grizzly Bears {1}{G} 2/2, Llanowar Elves {G} 1/1: "{T}: Add {G} to your
//!   mana pool."; Giant Growth {G}: "Target creature gets +3/+3 until end of turn."

use crate::common;
use common::*;
use serde_json::{json, Value};

fn game() -> T {
    let alice = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Llanowar Elves", "label": "elves"}]);
    let bob = json!([{"card": "Brassclaw Orcs", "label": "brassclaw"}, {"card": "Ironclaw Orcs", "label": "ironclaw"}]);
    common::card_table::compiled_game(&["Brassclaw Orcs", "Ironclaw Orcs", "Grizzly Bears", "Llanowar Elves", "Giant Growth"], alice, json!([{"card": "Giant Growth", "label": "growth"}]), bob)
}

fn attack(t: &mut T) {
    to_decision(t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}, {"attacker": "@elves", "target": {"player": 1}}]}));
    to_decision(t);
}

fn block(blocker: &str, attacker: &str) -> Value {
    json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": format!("@{blocker}"), "attacker": format!("@{attacker}")}]})
}

#[test]
fn r509_1b_neither_orc_blocks_a_power_2_creature_and_each_blocks_a_power_1_one() {
    for orc in ["brassclaw", "ironclaw"] {
        let mut t = game();
        attack(&mut t);
        let e = refused_unchanged(&mut t, block(orc, "bears"));
        assert!(e.contains("509.1b"), "{orc}: {e}");
        t.act(block(orc, "elves"));
        let (o, e) = (t.id(orc), t.id("elves"));
        assert!(t.g().combat.as_ref().is_some_and(|c| c.blocks.iter().any(|b| *b == (o, e) || *b == (e, o))), "{orc} blocks the Elves");
    }
}

#[test]
fn r509_1b_the_power_is_read_as_blockers_are_declared() {
    // Giant Growth on the Elves after attacks: a 4/4 now, which neither Orc may block.
    let mut t = game();
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@elves", "target": {"player": 1}}]}));
    cast_with(&mut t, 0, "growth", "{G}", json!([{"object": "@elves"}]));
    resolve_stack(&mut t);
    to_decision(&mut t);
    for orc in ["brassclaw", "ironclaw"] {
        refused_unchanged(&mut t, block(orc, "elves"));
    }
}
