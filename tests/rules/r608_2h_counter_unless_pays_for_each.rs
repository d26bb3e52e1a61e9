//! 608.2d, 608.2h: "Counter target spell unless its controller pays {N}
//! for each [thing]": the amount is counted as the instruction is followed
//! (the counterspell itself is on the stack then, not in the graveyard); the
//! spell's controller may pay only if they can (608.2d), and with nothing
//! to count there is nothing to pay. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Circular Logic {2}{U}, Instant: "Counter target spell unless its
//!   controller pays {1} for each card in your graveyard. / Madness {U}"
//! - Override {2}{U}, Instant: "Counter target spell unless its controller
//!   pays {1} for each artifact you control."
//! - Evasive Action {1}{U}, Instant: "Domain — Counter target spell unless
//!   its controller pays {1} for each basic land type among lands you control."
//! - Grizzly Bears {1}{G} 2/2; Ornithopter {0} 0/2 artifact creature.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::PlayerId;

const CARDS: &[&str] = &["Circular Logic", "Override", "Evasive Action", "Grizzly Bears", "Ornithopter"];

/// Bob's main phase: he casts Grizzly Bears with `bob_lands` Forests untapped
/// besides; Alice answers with `counter` (her battlefield and graveyard as
/// given), and both pass until Bob is asked or the stack is empty.
fn countered(counter: &str, alice_bf: Value, alice_gy: Value, bob_lands: usize) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    let forests: Vec<&str> = vec!["Forest"; bob_lands];
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": [{"card": counter, "label": "c"}], "battlefield": alice_bf, "graveyard": alice_gy, "library": ["Island", "Island"]},
        {"name": "Bob", "hand": [{"card": "Grizzly Bears", "label": "bears"}], "battlefield": forests, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
    cast_with(&mut t, 1, "bears", "{G}{C}", json!([]));
    t.act(json!({"action": "pass_priority", "player": 1}));
    cast_with(&mut t, 0, "c", "{U}{C}{C}", json!([{"object": "@bears"}]));
    for _ in 0..4 {
        if t.g().pending.is_some() || t.g().stack.len() < 2 {
            break;
        }
        t.pass_all();
    }
    t
}

fn asked_to_pay(t: &T) -> Option<String> {
    match t.g().pending.clone() {
        Some(d) if d.player == PlayerId(1) => match d.kind {
            DecisionKind::ChooseYesNo { yes, .. } => Some(yes),
            _ => None,
        },
        _ => None,
    }
}

#[test]
fn r608_2h_circular_logic_counts_the_graveyard_as_it_resolves() {
    // Two cards in Alice's graveyard: {2}. Bob has two Forests: he may pay, and does.
    let gy = json!(["Island", "Island"]);
    let mut t = countered("Circular Logic", json!([]), gy.clone(), 2);
    assert_eq!(asked_to_pay(&t).as_deref(), Some("Pay {2}"));
    t.act(json!({"action": "choose_yes_no", "player": 1, "yes": true}));
    resolve_stack(&mut t);
    assert_eq!(t.zone("bears"), "battlefield");
    // One Forest: {2} can't be paid, no question (608.2d): countered.
    let mut t = countered("Circular Logic", json!([]), gy, 1);
    assert_eq!(asked_to_pay(&t), None);
    resolve_stack(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
    // An empty graveyard: {0} to pay (Circular Logic isn't there yet as it resolves).
    let t = countered("Circular Logic", json!([]), json!([]), 0);
    assert_eq!(asked_to_pay(&t).as_deref(), Some("Pay {0}"));
}

#[test]
fn r608_2h_override_and_evasive_action_count_what_their_caster_controls() {
    // Override: three artifacts, {3}; Bob's two Forests can't pay it.
    let mut t = countered("Override", json!(["Ornithopter", "Ornithopter", "Ornithopter"]), json!([]), 2);
    assert_eq!(asked_to_pay(&t), None);
    resolve_stack(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
    // Evasive Action: Island, Swamp and two Plains are three basic land types, {3}; three Forests pay it.
    let mut t = countered("Evasive Action", json!(["Island", "Swamp", "Plains", "Plains"]), json!([]), 3);
    assert_eq!(asked_to_pay(&t).as_deref(), Some("Pay {3}"));
    t.act(json!({"action": "choose_yes_no", "player": 1, "yes": true}));
    resolve_stack(&mut t);
    assert_eq!(t.zone("bears"), "battlefield");
}
