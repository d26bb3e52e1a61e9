//! 508.1d: "[objects] attack each turn if able" as a static ability on a
//! group of creatures or on the creature an Aura enchants: each affected
//! creature able to attack must be declared as an attacker.
//!
//! Cards (their text as the table prints it):
//! - Goblin Assault {2}{R} enchantment: "At the beginning of your upkeep,
//!   create a 1/1 red Goblin creature token with haste. / Goblin creatures
//!   attack each turn if able."
//! - Bloodshed Fever {R} Aura: "Enchant creature / Enchanted creature attacks
//!   each turn if able."
//! - Grand Melee {3}{R} enchantment: "All creatures attack each turn if able.
//!   / All creatures block each turn if able."
//! - Goblin Piker {1}{R} 2/1 Goblin, Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn declare(who: &[&str]) -> Value {
    let a: Vec<Value> = who.iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": 1}})).collect();
    json!({"action": "declare_attackers", "player": 0, "attackers": a})
}

/// The computer's attackers for Alice are accepted and include these.
fn computer_attacks_with(t: &mut T, labels: &[&str]) {
    let a = stackwise::ai::choose(t.g(), stackwise::rules::PlayerId(0)).expect("a decision");
    let stackwise::rules::actions::Action::DeclareAttackers { attackers, .. } = &a else { panic!("{a:?}") };
    for l in labels {
        assert!(attackers.iter().any(|x| x.attacker == t.id(l)), "{l} attacks: {a:?}");
    }
    let mut g = t.g().clone();
    g.apply(&a).unwrap_or_else(|e| panic!("the computer's attackers {a:?} were refused: {e}"));
}

#[test]
fn r508_1d_goblin_assault_makes_goblins_attack() {
    let alice = json!([{"card": "Goblin Piker", "label": "piker"}, {"card": "Grizzly Bears", "label": "bears"}, "Goblin Assault"]);
    let mut t = common::card_table::compiled_game(&["Goblin Assault", "Goblin Piker", "Grizzly Bears"], alice, json!([]), json!([]));
    to_decision(&mut t);
    computer_attacks_with(&mut t, &["piker"]);
    let e = refused_unchanged(&mut t, declare(&["bears"]));
    assert!(e.contains("508.1d"), "{e}");
    t.act(declare(&["piker"]));
}

#[test]
fn r508_1d_bloodshed_fever_makes_the_enchanted_creature_attack() {
    let alice = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Bloodshed Fever", "attached_to": "bears"}, {"card": "Hill Giant", "label": "giant"}]);
    let mut t = common::card_table::compiled_game(&["Bloodshed Fever", "Grizzly Bears", "Hill Giant"], alice, json!([]), json!([]));
    to_decision(&mut t);
    computer_attacks_with(&mut t, &["bears"]);
    refused_unchanged(&mut t, declare(&[]));
    refused_unchanged(&mut t, declare(&["giant"]));
    t.act(declare(&["bears"]));
}

#[test]
fn r508_1d_grand_melee_makes_every_creature_able_attack() {
    let alice = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant", "tapped": true}]);
    let mut t = common::card_table::compiled_game(&["Grand Melee", "Grizzly Bears", "Hill Giant"], alice, json!([]), json!(["Grand Melee"]));
    to_decision(&mut t);
    computer_attacks_with(&mut t, &["bears"]);
    refused_unchanged(&mut t, declare(&[]));
    // The tapped Giant can't attack: it has no requirement it can obey.
    t.act(declare(&["bears"]));
}
