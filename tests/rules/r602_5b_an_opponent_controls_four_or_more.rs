//! 602.5b: "Activate this ability only if an opponent controls four or more
//! lands": some one opponent controls that many; the lands of several
//! opponents aren't added together. Compiled from the card's text.
//!
//! Card (its text as the table prints it): Tectonic Edge, Land: "{T}: Add
//! {C} to your mana pool. / {1}, {T}, Sacrifice Tectonic Edge: Destroy
//! target nonbasic land. Activate this ability only if an opponent controls
//! four or more lands." Taiga (a nonbasic land).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::ManaPool;

fn game(bob: Value, carol: Value) -> T {
    let cards: Vec<Value> = ["Tectonic Edge", "Taiga"].iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": "Tectonic Edge", "label": "edge"}], "library": ["Island"]},
        {"name": "Bob", "battlefield": bob, "library": ["Island"]},
        {"name": "Carol", "battlefield": carol, "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn activate(t: &mut T) -> Value {
    t.gm().players[0].pool = ManaPool::parse("{1}").unwrap();
    let taiga = t.id("taiga").0;
    json!({"action": "activate_ability", "player": 0, "source": "@edge", "ability": 1, "targets": [{"object": taiga}], "auto_pay": true})
}

#[test]
fn r602_5b_one_opponent_with_four_lands() {
    let mut t = game(json!([{"card": "Taiga", "label": "taiga"}, "Forest", "Forest", "Forest"]), json!(["Plains"]));
    let a = activate(&mut t);
    t.act(a);
    resolve_stack(&mut t);
    assert_eq!(t.zone("taiga"), "graveyard");
}

#[test]
fn r602_5b_two_opponents_with_two_lands_each_are_not_one_with_four() {
    let mut t = game(json!([{"card": "Taiga", "label": "taiga"}, "Forest"]), json!(["Plains", "Plains"]));
    let a = activate(&mut t);
    let e = refused_unchanged(&mut t, a);
    assert!(e.contains("602.5b") && e.contains("condition"), "{e}");
}
