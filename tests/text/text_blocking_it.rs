//! "for each creature blocking it [beyond the first]" (509.1h: the
//! creatures blocking the card, counted as its trigger resolves, 608.2h),
//! compiled from the cards' printed text.
//!
//! Cards (their text as the table prints it):
//! - Elvish Berserker {G} 1/1: "Whenever Elvish Berserker becomes blocked, it
//!   gets +1/+1 until end of turn for each creature blocking it."
//! - Rabid Elephant {4}{G} 3/4: "Whenever Rabid Elephant becomes blocked, it
//!   gets +2/+2 until end of turn for each creature blocking it."
//! - Johtull Wurm {5}{G} 6/6: "Whenever Johtull Wurm becomes blocked, it gets
//!   -2/-1 until end of turn for each creature blocking it beyond the first."
//! - Jungle Wurm {3}{G}{G} 5/5: "Whenever Jungle Wurm becomes blocked, it gets
//!   -1/-1 until end of turn for each creature blocking it beyond the first."
//! - Wall of Stone {1}{R}{R} 0/8 (defender), three of them to block.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::types::Step;

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

/// `attacker` attacks Bob, blocked by `walls` of his Walls of Stone; the P/T after the trigger resolves.
fn blocked_by(attacker: &str, walls: usize) -> (i32, i32) {
    let bob: Vec<_> = (0..3).map(|i| json!({"card": "Wall of Stone", "label": format!("w{i}")})).collect();
    let mut t = common::card_table::compiled_game(&[attacker, "Wall of Stone"], json!([{"card": attacker, "label": "a"}]), json!([]), json!(bob));
    t.gm().turn.step = Step::BeginningOfCombat;
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@a", "target": {"player": 1}}]}));
    to_decision(&mut t);
    let blockers: Vec<_> = (0..walls).map(|i| json!({"blocker": format!("@w{i}"), "attacker": "@a"})).collect();
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": blockers}));
    if walls > 1 {
        to_decision(&mut t);
        if t.g().pending.is_some() {
            let order: Vec<_> = (0..walls).map(|i| t.id(&format!("w{i}")).0).collect();
            t.act(json!({"action": "order_blockers", "player": 0, "attacker": "@a", "order": order}));
        }
    }
    for _ in 0..4 {
        if t.g().stack.is_empty() && t.g().pending.is_none() {
            break;
        }
        t.pass_all();
    }
    pt(&t, "a")
}

#[test]
fn r509_1h_plus_for_each_creature_blocking_it() {
    assert_eq!(blocked_by("Elvish Berserker", 1), (2, 2));
    assert_eq!(blocked_by("Elvish Berserker", 3), (4, 4));
    assert_eq!(blocked_by("Rabid Elephant", 2), (7, 8));
}

#[test]
fn r509_1h_minus_for_each_creature_blocking_it_beyond_the_first() {
    assert_eq!(blocked_by("Johtull Wurm", 1), (6, 6), "one blocker: nothing beyond the first");
    assert_eq!(blocked_by("Johtull Wurm", 3), (2, 4));
    assert_eq!(blocked_by("Jungle Wurm", 2), (4, 4));
}
