//! "[This] can't block and can't be blocked." compiled from the printed
//! text: both restrictions at once (509.1a: it is never a legal blocker;
//! 509.1b: no creature may block it).
//!
//! Cards (their text as the table prints it):
//! - Tormented Soul {B} 1/1: "Tormented Soul can't block and can't be blocked."
//! - Inkfathom Infiltrator {U/B}{U/B} 2/1: "Inkfathom Infiltrator can't block
//!   and can't be blocked."
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::json;

/// Alice attacks Bob with `label`; returns once Bob is asked for blockers.
fn attack(t: &mut T, label: &str) {
    to_decision(t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": format!("@{label}"), "target": {"player": 1}}]}));
    to_decision(t);
}

#[test]
fn r509_1b_it_cant_be_blocked_and_r509_1a_it_cant_block() {
    for (card, power) in [("Tormented Soul", 1), ("Inkfathom Infiltrator", 2)] {
        // Alice attacks with it: Bob's Bears may not block it; it deals its damage.
        let mut t = common::card_table::compiled_game(&[card], json!([{"card": card, "label": "x"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
        attack(&mut t, "x");
        let block = json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": "@x"}]});
        assert!(t.try_act(block).is_err(), "{card}");
        t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []}));
        to_decision(&mut t);
        assert_eq!(t.life(1), 20 - power, "{card}");
        // Alice's Bears attack Bob's copy: it isn't offered as a blocker.
        let mut t = common::card_table::compiled_game(&[card], json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([]), json!([{"card": card, "label": "x"}]));
        attack(&mut t, "bears");
        let x = t.id("x");
        let block = json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@x", "attacker": "@bears"}]});
        assert!(t.try_act(block).is_err(), "{card}");
        assert!(!blockers_offered(&mut t).contains(&x), "{card}");
    }
}
