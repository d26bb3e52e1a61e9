//! "[object] gains [keyword] until end of turn and can't be blocked this
//! turn." compiled from the printed text: the restriction has the first
//! verb phrase's subject (509.1b: no creature may block it this turn).
//!
//! Cards (their text as the table prints it):
//! - Cephalid Inkshrouder {2}{U} 2/1: "Discard a card: Cephalid Inkshrouder
//!   gains shroud until end of turn and can't be blocked this turn."
//! - Break Through the Line {1}{R}: "{R}: Target creature with power 2 or
//!   less gains haste until end of turn and can't be blocked this turn."
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn attack_and_try_block(t: &mut T, attacker: &str) -> bool {
    to_decision(t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": format!("@{attacker}"), "target": {"player": 1}}]}));
    to_decision(t);
    t.try_act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@wall", "attacker": format!("@{attacker}")}]})).is_ok()
}

fn bob() -> Value {
    json!([{"card": "Grizzly Bears", "label": "wall"}])
}

#[test]
fn r509_1b_cephalid_inkshrouder_cant_be_blocked_after_its_ability() {
    let alice = json!([{"card": "Cephalid Inkshrouder", "label": "ink"}]);
    let mut t = common::card_table::compiled_game(&["Cephalid Inkshrouder"], alice.clone(), json!([{"card": "Island", "label": "card"}]), bob());
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@ink", "ability": 0, "auto_pay": true, "discard": ["@card"]}));
    t.pass_all();
    assert_eq!(t.g().players[0].hand.len(), 0);
    assert!(!attack_and_try_block(&mut t, "ink"));
    // Without the ability, the block is allowed.
    let mut t = common::card_table::compiled_game(&["Cephalid Inkshrouder"], alice, json!(["Island"]), bob());
    assert!(attack_and_try_block(&mut t, "ink"));
}

#[test]
fn r509_1b_break_through_the_line_gives_haste_and_evasion() {
    let cards = ["Break Through the Line"];
    let alice = json!(["Mountain", {"card": "Break Through the Line", "label": "btl"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = common::card_table::compiled_game(&cards, alice.clone(), json!([]), bob());
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@btl", "ability": 0, "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    let bears = t.id("bears");
    assert!(t.g().chars(bears).unwrap().has_keyword(stackwise::rules::types::Keyword::Haste));
    assert!(!attack_and_try_block(&mut t, "bears"));
    let mut t = common::card_table::compiled_game(&cards, alice, json!([]), bob());
    assert!(attack_and_try_block(&mut t, "bears"));
}
