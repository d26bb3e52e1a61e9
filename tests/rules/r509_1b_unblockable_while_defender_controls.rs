//! 509.1b: "[this] can't be blocked as long as defending player controls
//! [a permanent]": while the player it attacks controls such a permanent, no
//! creature can block it (landwalk's shape, 702.14c, for any permanent).
//! Cards compiled from their printed text:
//!
//! - Bouncing Beebles (2/2): "Bouncing Beebles can't be blocked as long as defending player controls an artifact."
//! - Neurok Spy (2/2): "Neurok Spy can't be blocked as long as defending player controls an artifact."
//! - Scrapdiver Serpent (5/5): "Scrapdiver Serpent can't be blocked as long as defending player controls an artifact."
//! - Bubbling Beebles (3/3): "Bubbling Beebles can't be blocked as long as defending player controls an enchantment."
//! - Hazy Homunculus (1/1): "Hazy Homunculus can't be blocked as long as defending player controls an untapped land."
//!
//! with Ornithopter (an artifact), Glorious Anthem (an enchantment), an
//! Island, and Grizzly Bears to block.

use crate::common::card_table::compiled;
use crate::common::{refused_unchanged, T};
use serde_json::{json, Value};
use stackwise::rules::types::Step;

const CARDS: [&str; 6] = ["Bouncing Beebles", "Neurok Spy", "Scrapdiver Serpent", "Bubbling Beebles", "Hazy Homunculus", "Ornithopter"];

/// Alice (active, turn 3) with `attackers`; Bob with Grizzly Bears and `bob`.
fn game(attackers: &[&str], bob: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| compiled(n)).collect();
    let alice: Vec<Value> = attackers.iter().map(|a| json!({"card": a, "label": a})).collect();
    let mut bob_bf = vec![json!({"card": "Grizzly Bears", "label": "bears"})];
    bob_bf.extend(bob.as_array().cloned().unwrap_or_default());
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// Alice attacks Bob with every one of `attackers`, in that order; returns
/// once Bob is asked for blockers.
fn attack(t: &mut T, attackers: &[&str]) {
    crate::common::to_decision(t);
    let list: Vec<Value> = attackers.iter().map(|a| json!({"attacker": format!("@{a}"), "target": {"player": 1}})).collect();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": list}));
    for _ in 0..6 {
        if t.g().turn.step == Step::DeclareBlockers && t.g().pending.is_some() {
            return;
        }
        t.pass_all();
    }
    panic!("no blockers declaration");
}

fn block(attacker: &str) -> Value {
    json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": format!("@{attacker}")}]})
}

/// With the permanent named, the Bears can't block; without it, they can.
#[test]
fn r509_1b_no_block_while_the_defending_player_controls_the_permanent() {
    for (attacker, permanent) in [("Bouncing Beebles", "Ornithopter"), ("Neurok Spy", "Ornithopter"), ("Scrapdiver Serpent", "Ornithopter"), ("Bubbling Beebles", "Glorious Anthem")] {
        let mut t = game(&[attacker], json!([permanent]));
        attack(&mut t, &[attacker]);
        let e = refused_unchanged(&mut t, block(attacker));
        assert!(e.contains("509.1b"), "{attacker} with {permanent}: {e}");
        let mut t = game(&[attacker], json!([]));
        attack(&mut t, &[attacker]);
        t.act(block(attacker));
        assert!(t.g().combat.as_ref().is_some_and(|c| !c.blocks.is_empty()), "{attacker} without {permanent}: blocked");
    }
}

/// "An untapped land": the same Island stops the block untapped, not tapped.
#[test]
fn r509_1b_the_permanent_is_read_as_blockers_are_declared() {
    for tapped in [false, true] {
        let mut t = game(&["Hazy Homunculus"], json!([{"card": "Island", "tapped": tapped}]));
        attack(&mut t, &["Hazy Homunculus"]);
        let r = t.try_act(block("Hazy Homunculus"));
        assert_eq!(r.is_ok(), tapped, "Island tapped: {tapped}: {:?}", r.err());
    }
}

/// Each attacker's restriction holds for itself, in either order of
/// declaration: the Bears can block the Beebles (no enchantment) but not the
/// Spy (an artifact).
#[test]
fn r509_1b_each_attacker_reads_its_own_permanent() {
    for order in [["Neurok Spy", "Bubbling Beebles"], ["Bubbling Beebles", "Neurok Spy"]] {
        let mut t = game(&order, json!(["Ornithopter"]));
        attack(&mut t, &order);
        let e = refused_unchanged(&mut t, block("Neurok Spy"));
        assert!(e.contains("509.1b"), "{order:?}: {e}");
        t.act(block("Bubbling Beebles"));
        assert!(t.g().combat.as_ref().is_some_and(|c| c.blocks.len() == 1), "{order:?}: the Beebles are blocked");
    }
}
