//! 509.1a: a creature blocks one attacker unless an ability or effect lets
//! it block more; 509.3: the defending player orders the attackers a
//! creature blocking several blocks; 510.1d: it divides its combat damage
//! among them in that order, lethal damage to each before the next.
//!
//! Cards (their text as the table prints it):
//! - Palace Guard {2}{W} 1/4: "Palace Guard can block any number of creatures."
//! - Echo Circlet {2} Equipment: "Equipped creature can block an additional
//!   creature each combat. / Equip {1}"
//! - Valor Made Real {W} instant: "Target creature can block any number of
//!   creatures this turn."
//! - Foriysian Brigade {3}{W} 2/4: "Foriysian Brigade can block an additional
//!   creature each combat."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3, Llanowar Elves {G} 1/1, Plains.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

fn attack(t: &mut T, attackers: &[&str]) {
    to_decision(t);
    let a: Vec<Value> = attackers.iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": 1}})).collect();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": a}));
    to_decision(t);
}

fn blocks(pairs: &[(&str, &str)]) -> Value {
    json!({"action": "declare_blockers", "player": 1, "blockers": pairs.iter().map(|(b, a)| json!({"blocker": format!("@{b}"), "attacker": format!("@{a}")})).collect::<Vec<_>>()})
}

fn three_bears() -> Value {
    json!([{"card": "Grizzly Bears", "label": "b1"}, {"card": "Grizzly Bears", "label": "b2"}, {"card": "Grizzly Bears", "label": "b3"}])
}

#[test]
fn r509_1a_palace_guard_blocks_any_number_and_a_plain_creature_one() {
    let bob = json!([{"card": "Palace Guard", "label": "guard"}, {"card": "Hill Giant", "label": "giant"}]);
    let mut t = common::card_table::compiled_game(&["Palace Guard", "Grizzly Bears", "Hill Giant"], three_bears(), json!([]), bob);
    attack(&mut t, &["b1", "b2", "b3"]);
    let e = refused_unchanged(&mut t, blocks(&[("giant", "b1"), ("giant", "b2")]));
    assert!(e.contains("509.1a"), "{e}");
    refused_unchanged(&mut t, blocks(&[("guard", "b1"), ("guard", "b1")]));
    t.act(blocks(&[("guard", "b1"), ("guard", "b2"), ("guard", "b3")]));
    // 509.3: Bob orders the three attackers the Guard blocks.
    let d = t.g().pending.clone().expect("the order of the attackers the Guard blocks");
    assert_eq!(d.rule, "509.3");
    assert_eq!(d.player.0, 1);
    let (b3, b1, b2) = (t.id("b3"), t.id("b1"), t.id("b2"));
    t.act(json!({"action": "order_blockers", "player": 1, "attacker": "@guard", "order": [b3, b1, b2]}));
    t.pass_all();
    to_decision(&mut t);
    // Three Bears deal 6 to the 1/4 Guard; its 1 damage goes to the first in its order.
    if let Some(DecisionKind::AssignCombatDamage { .. }) = t.g().pending.as_ref().map(|d| &d.kind) {
        t.act(json!({"action": "assign_combat_damage", "player": 1, "attacker": "@guard", "amounts": [1, 0, 0]}));
    }
    to_decision(&mut t);
    assert_eq!(t.zone("guard"), "graveyard");
    assert_eq!(t.g().objects[&t.id("b3")].damage, 1);
    assert_eq!(t.g().objects[&t.id("b1")].damage, 0);
    assert_eq!(t.life(1), 20, "every attacker was blocked");
}

#[test]
fn r509_1a_echo_circlet_allows_two_attackers_not_three() {
    let bob = json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Echo Circlet", "attached_to": "giant"}]);
    let mut t = common::card_table::compiled_game(&["Echo Circlet", "Grizzly Bears", "Hill Giant"], three_bears(), json!([]), bob);
    attack(&mut t, &["b1", "b2", "b3"]);
    let e = refused_unchanged(&mut t, blocks(&[("giant", "b1"), ("giant", "b2"), ("giant", "b3")]));
    assert!(e.contains("509.1a") && e.contains("2 attackers"), "{e}");
    t.act(blocks(&[("giant", "b1"), ("giant", "b2")]));
    let (b1, b2) = (t.id("b1"), t.id("b2"));
    t.act(json!({"action": "order_blockers", "player": 1, "attacker": "@giant", "order": [b1, b2]}));
    to_decision(&mut t);
    // 510.1d: the Giant's 3 damage, in order: lethal (2) to the first before the second gets any.
    let d = t.g().pending.clone().expect("the Giant's division");
    assert_eq!(d.rule, "510.1d");
    let e = refused_unchanged(&mut t, json!({"action": "assign_combat_damage", "player": 1, "attacker": "@giant", "amounts": [1, 2]}));
    assert!(e.contains("510.1c"), "{e}");
    t.act(json!({"action": "assign_combat_damage", "player": 1, "attacker": "@giant", "amounts": [2, 1]}));
    to_decision(&mut t);
    assert_eq!(t.zone("b1"), "graveyard");
    assert_eq!(t.zone("b2"), "battlefield");
    assert_eq!(t.zone("giant"), "graveyard", "two Bears dealt it 4");
    assert_eq!(t.life(1), 18, "the third Bears was unblocked");
}

#[test]
fn r509_1a_valor_made_real_lasts_this_turn() {
    let cards: Vec<Value> = ["Valor Made Real", "Grizzly Bears", "Hill Giant", "Plains"].iter().map(|n| common::card_table::compiled(n)).collect();
    let bob = json!([{"card": "Hill Giant", "label": "giant"}, "Plains"]);
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": three_bears(), "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob, "hand": [{"card": "Valor Made Real", "label": "valor"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    let giant = t.id("giant").0;
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@valor", "targets": [{"object": giant}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "509.1a"), "{:?}", rules(&ev));
    attack(&mut t, &["b1", "b2", "b3"]);
    t.act(blocks(&[("giant", "b1"), ("giant", "b2"), ("giant", "b3")]));
}

#[test]
fn r509_1a_the_computer_blocks_two_attackers_with_foriysian_brigade() {
    let alice = json!([{"card": "Llanowar Elves", "label": "e1"}, {"card": "Llanowar Elves", "label": "e2"}]);
    let bob = json!([{"card": "Foriysian Brigade", "label": "brigade"}]);
    let mut t = common::card_table::compiled_game(&["Foriysian Brigade", "Llanowar Elves"], alice, json!([]), bob);
    attack(&mut t, &["e1", "e2"]);
    let a = stackwise::ai::choose(t.g(), stackwise::rules::PlayerId(1)).expect("a decision");
    let stackwise::rules::actions::Action::DeclareBlockers { blockers, .. } = &a else { panic!("{a:?}") };
    assert_eq!(blockers.len(), 2, "the 2/4 Brigade blocks both 1/1 Elves: {a:?}");
    t.gm().apply(&a).expect("the computer's blocks are legal");
}
