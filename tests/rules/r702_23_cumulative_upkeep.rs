//! Cumulative upkeep (702.23a of the reference rules): "At the beginning of
//! your upkeep, put an age counter on this permanent, then sacrifice it
//! unless you pay [its upkeep cost] for each age counter on it." The cost
//! grows each upkeep; paying is decided as the ability resolves (603.5), and
//! a player who can't pay isn't asked (608.2d).
//!
//! Real cards, compiled from their printed text:
//! - Uktabi Efreet {2}{G}{G}, 5/4: "Cumulative upkeep {G}"
//! - Illusionary Forces {3}{U}, 4/4: "Flying. Cumulative upkeep {U}"

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn cards() -> Value {
    json!([card_table::compiled("Uktabi Efreet"), card_table::compiled("Illusionary Forces")])
}

fn game(battlefield: Value) -> T {
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": battlefield, "library": ["Island", "Island", "Island", "Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island", "Island", "Island", "Island", "Island"]}
    ], "turn": {"number": 1, "active": 1, "step": "end"}}))
}

/// Pass (declaring no attackers or blockers) until the 603.5 question of that
/// turn's upkeep, or the draw step.
fn to_question(t: &mut T, turn: u32) {
    for _ in 0..200 {
        let g = t.g();
        if g.turn.number == turn && (g.turn.step == Step::Draw || g.pending.as_ref().is_some_and(|d| d.rule == "603.5")) {
            return;
        }
        match g.pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::DeclareAttackers { .. })) => {
                t.act(json!({"action": "declare_attackers", "player": p.0, "attackers": []}));
            }
            Some((p, DecisionKind::DeclareBlockers { .. })) => {
                t.act(json!({"action": "declare_blockers", "player": p.0, "blockers": []}));
            }
            Some(_) => return,
            None => {
                t.pass_all();
            }
        }
    }
}

fn age(t: &T, label: &str) -> u32 {
    t.g().objects.get(&t.id(label)).and_then(|o| o.extra.counters.get("age").copied()).unwrap_or(0)
}

fn answer(t: &mut T, pay: bool) -> Vec<Event> {
    let item = t.g().stack.last().unwrap().id;
    t.act(json!({"action": "choose_object", "player": 0, "object": if pay { json!(item.0) } else { json!(null) }}))
}

#[test]
fn r702_23a_the_cost_grows_with_each_age_counter() {
    let mut t = game(json!([{"card": "Uktabi Efreet", "label": "efreet"}, "Forest", "Forest", "Forest"]));
    to_question(&mut t, 2);
    assert_eq!(age(&t, "efreet"), 1);
    assert!(t.g().pending.as_ref().unwrap().prompt.contains("pay {G}"), "{}", t.g().pending.as_ref().unwrap().prompt);
    answer(&mut t, true);
    assert_eq!(t.zone("efreet"), "battlefield");
    to_question(&mut t, 4);
    assert_eq!(age(&t, "efreet"), 2);
    assert!(t.g().pending.as_ref().unwrap().prompt.contains("pay {G}{G}"), "two age counters: {{G}} twice");
    answer(&mut t, false);
    assert_eq!(t.zone("efreet"), "graveyard", "not paid: sacrificed");
}

#[test]
fn r702_23a_a_cost_that_cant_be_paid_any_more_sacrifices_without_a_question() {
    // Two Islands: {U} and {U}{U} are paid, {U}{U}{U} can't be.
    let mut t = game(json!([{"card": "Illusionary Forces", "label": "forces"}, "Island", "Island"]));
    for (turn, counters) in [(2, 1), (4, 2)] {
        to_question(&mut t, turn);
        assert_eq!(age(&t, "forces"), counters);
        answer(&mut t, true);
        assert_eq!(t.zone("forces"), "battlefield", "turn {turn}: paid");
    }
    to_question(&mut t, 6);
    assert_eq!(t.zone("forces"), "graveyard", "three age counters: {{U}}{{U}}{{U}} can't be paid with two Islands");
}
