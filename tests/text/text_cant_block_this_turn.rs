//! "[Creatures matching a filter] can't block this turn" (509.1b, 611.2c):
//! a restriction on the blockers declared for the rest of the turn, on every
//! creature that matches when blockers are declared, compiled from the
//! cards' printed text.
//!
//! Cards (their text as the table prints it):
//! - Falter {1}{R}: "Creatures without flying can't block this turn."
//! - Hero of Oxid Ridge {2}{R}{R} 4/2: "Haste / Battle cry / Whenever Hero of
//!   Oxid Ridge attacks, creatures with power 1 or less can't block this turn."
//! - Grizzly Bears 2/2, Llanowar Elves 1/1, Birds of Paradise 0/1 (flying).

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::types::Step;

#[test]
fn r509_1b_falter_leaves_only_fliers_able_to_block() {
    let mut t = common::card_table::compiled_game(
        &["Falter"],
        json!([{"card": "Grizzly Bears", "label": "attacker"}, "Mountain", "Mountain"]),
        json!([{"card": "Falter", "label": "falter"}]),
        json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Birds of Paradise", "label": "birds"}]),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@falter", "auto_pay": true}));
    t.pass_all();
    t.gm().turn.step = Step::BeginningOfCombat;
    let offered = {
        attack_to_blockers(&mut t, "attacker");
        blockers_offered(&mut t)
    };
    assert_eq!(offered, vec![t.id("birds")], "the Bears can't block; the Birds fly");
}

#[test]
fn r509_1b_hero_of_oxid_ridge_stops_small_blockers() {
    let mut t = common::card_table::compiled_game(
        &["Hero of Oxid Ridge"],
        json!([{"card": "Hero of Oxid Ridge", "label": "hero"}]),
        json!([]),
        json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Llanowar Elves", "label": "elves"}, {"card": "Birds of Paradise", "label": "birds"}]),
    );
    t.gm().turn.step = Step::BeginningOfCombat;
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@hero", "target": {"player": 1}}]}));
    // Its two attack triggers (battle cry and its own) are put in an order, then resolve.
    for _ in 0..8 {
        if t.g().turn.step == Step::DeclareBlockers && t.g().pending.is_some() {
            break;
        }
        match stackwise::ai::acting(t.g()) {
            Some(p) if t.g().pending.is_some() => {
                let a = stackwise::ai::choose(t.g(), p).expect("an answer");
                t.act(serde_json::to_value(a).unwrap());
            }
            _ => {
                t.pass_all();
            }
        }
    }
    assert_eq!(blockers_offered(&mut t), vec![t.id("bears")], "power 1 or less can't block");
}
