//! Kinship (an ability word, 207.2c): "At the beginning of your upkeep, you
//! may look at the top card of your library. If it shares a creature type
//! with [this], you may reveal it. If you do, [instruction]." The look lets
//! only the controller see the card (401.2); the condition is checked on the
//! card as it is when the instruction is followed (608.2c: a creature type,
//! 205.3m, in common with the source); the reveal (701.14) is optional
//! (608.2d), and the instruction is followed only if the card was revealed.
//! The card stays on top of the library (701.14b).
//!
//! Cards (their text as the table prints it):
//! - Wandering Graybeard {3}{W}{W} 4/4 Giant Wizard: "Kinship — ... If you
//!   do, you gain 4 life."
//! - Winnower Patrol {2}{G} 3/2 Elf Warrior: "Kinship — ... If you do, put a
//!   +1/+1 counter on Winnower Patrol."
//! - Hill Giant (a Giant), Grizzly Bears (a Bear), Llanowar Elves (an Elf Druid), Island.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

/// Bob's end step of turn 1; Alice's library top first.
fn game(card: &str, library: Value) -> T {
    let def = card_table::compiled(card);
    T::new(json!({"cards": [def], "players": [
        {"name": "Alice", "battlefield": [{"card": card, "label": "kin"}], "library": library},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 1, "active": 1, "step": "end"}}))
}

/// Pass until a yes/no question of Alice's turn-2 upkeep (or her draw step).
fn to_question(t: &mut T) -> Option<String> {
    for _ in 0..50 {
        let g = t.g();
        if g.turn.number == 2 && g.turn.step == Step::Draw {
            return None;
        }
        if let Some(d) = g.pending.clone() {
            if let DecisionKind::ChooseYesNo { yes, .. } = d.kind {
                return Some(yes);
            }
            panic!("unexpected question {d:?}");
        }
        t.pass_all();
    }
    None
}

fn answer(t: &mut T, yes: bool) {
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": yes}));
}

#[test]
fn r608_2d_wandering_graybeard_reveals_a_giant_and_gains_4_life() {
    let mut t = game("Wandering Graybeard", json!(["Hill Giant", "Island"]));
    let q = to_question(&mut t).expect("the look is offered");
    assert!(q.contains("look at the top card"), "{q}");
    answer(&mut t, true);
    let q = to_question(&mut t).expect("Hill Giant shares Giant: the reveal is offered");
    assert!(q.contains("reveal it"), "{q}");
    answer(&mut t, true);
    assert_eq!(t.life(0), 24);
    // The card revealed is still the top card: it is drawn in the draw step.
    let top = *t.g().player(PlayerId(0)).library.last().unwrap();
    assert_eq!(t.g().objects[&top].def.name, "Hill Giant");
}

#[test]
fn r608_2d_no_shared_creature_type_no_reveal_and_declining_does_nothing() {
    // Grizzly Bears is a Bear: nothing in common with a Giant Wizard; no reveal is offered.
    let mut t = game("Wandering Graybeard", json!(["Grizzly Bears", "Island"]));
    to_question(&mut t).expect("the look");
    answer(&mut t, true);
    assert_eq!(to_question(&mut t), None, "no reveal question: the condition fails");
    assert_eq!(t.life(0), 20);
    // A Giant on top, but the reveal declined: no life.
    let mut t = game("Wandering Graybeard", json!(["Hill Giant", "Island"]));
    to_question(&mut t).expect("the look");
    answer(&mut t, false);
    to_question(&mut t).expect("the reveal, even without the look");
    answer(&mut t, false);
    assert_eq!(t.life(0), 20);
}

#[test]
fn r608_2d_winnower_patrol_gets_a_counter_for_an_elf() {
    let mut t = game("Winnower Patrol", json!(["Llanowar Elves", "Island"]));
    to_question(&mut t).expect("the look");
    answer(&mut t, true);
    to_question(&mut t).expect("Llanowar Elves shares Elf: the reveal");
    answer(&mut t, true);
    assert_eq!(t.g().objects[&t.id("kin")].extra.counters.get("+1/+1").copied(), Some(1));
}
