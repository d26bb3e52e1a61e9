//! 509.1b: restrictions on blocking for the rest of the turn from resolved
//! spells and abilities: "[creature] can't block [this] this turn" bars the
//! creature from blocking that attacker only; "Up to three target creatures
//! can't block this turn" bars each target from blocking at all.
//!
//! Cards (their text as the table prints it):
//! - Duct Crawler {R} 1/1: "{1}{R}: Target creature can't block Duct Crawler this turn."
//! - Sabertooth Alley Cat {1}{R}{R} 2/1: "Sabertooth Alley Cat attacks each
//!   turn if able. / {1}{R}: Creatures without defender can't block
//!   Sabertooth Alley Cat this turn."
//! - Panic Attack {2}{R} sorcery: "Up to three target creatures can't block this turn."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3, Wall of Stone {1}{R}{R}
//!   0/8 (defender), Mountain.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn attack(t: &mut T, attackers: &[&str]) {
    to_decision(t);
    let a: Vec<Value> = attackers.iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": 1}})).collect();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": a}));
    to_decision(t);
}

fn blocks(pairs: &[(&str, &str)]) -> Value {
    json!({"action": "declare_blockers", "player": 1, "blockers": pairs.iter().map(|(b, a)| json!({"blocker": format!("@{b}"), "attacker": format!("@{a}")})).collect::<Vec<_>>()})
}

#[test]
fn r509_1b_duct_crawler_bars_one_blocker_from_blocking_it_only() {
    let alice = json!([{"card": "Duct Crawler", "label": "crawler"}, {"card": "Grizzly Bears", "label": "bears"}, "Mountain", "Mountain"]);
    let bob = json!([{"card": "Hill Giant", "label": "giant"}]);
    let mut t = common::card_table::compiled_game(&["Duct Crawler", "Grizzly Bears", "Hill Giant", "Mountain"], alice, json!([]), bob);
    let giant = t.id("giant").0;
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@crawler", "ability": 0, "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    attack(&mut t, &["crawler", "bears"]);
    let e = refused_unchanged(&mut t, blocks(&[("giant", "crawler")]));
    assert!(e.contains("509.1b"), "{e}");
    // It may still block the Bears.
    t.act(blocks(&[("giant", "bears")]));
}

#[test]
fn r509_1b_sabertooth_alley_cat_can_be_blocked_only_by_creatures_with_defender() {
    let alice = json!([{"card": "Sabertooth Alley Cat", "label": "cat"}, "Mountain", "Mountain"]);
    let bob = json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Wall of Stone", "label": "wall"}]);
    let mut t = common::card_table::compiled_game(&["Sabertooth Alley Cat", "Hill Giant", "Wall of Stone", "Mountain"], alice, json!([]), bob);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@cat", "ability": 1, "auto_pay": true}));
    t.pass_all();
    attack(&mut t, &["cat"]);
    refused_unchanged(&mut t, blocks(&[("giant", "cat")]));
    t.act(blocks(&[("wall", "cat")]));
}

#[test]
fn r509_1b_panic_attack_bars_each_target_from_blocking() {
    let alice = json!([{"card": "Grizzly Bears", "label": "bears"}, "Mountain", "Mountain", "Mountain"]);
    let bob = json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Wall of Stone", "label": "wall"}, {"card": "Grizzly Bears", "label": "theirs"}]);
    let hand = json!([{"card": "Panic Attack", "label": "panic"}]);
    let mut t = common::card_table::compiled_game(&["Panic Attack", "Grizzly Bears", "Hill Giant", "Wall of Stone", "Mountain"], alice, hand, bob);
    let (giant, wall) = (t.id("giant").0, t.id("wall").0);
    // Up to three: two chosen.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@panic", "targets": [{"object": giant}, {"object": wall}], "auto_pay": true}));
    t.pass_all();
    attack(&mut t, &["bears"]);
    let offered = match t.g().pending.as_ref().map(|d| d.kind.clone()) {
        Some(stackwise::rules::state::DecisionKind::DeclareBlockers { candidates, .. }) => candidates,
        other => panic!("{other:?}"),
    };
    assert_eq!(offered, vec![t.id("theirs")], "only the creature not targeted may block");
}
