//! "Copy target instant or sorcery spell[, except that the copy is red]. You
//! may choose new targets for the copy." (706.10, 706.10c), compiled from
//! the cards' text: one instruction written in two sentences.
//!
//! Cards (their text as the table prints it):
//! - Fork {R}{R}: "Copy target instant or sorcery spell, except that the
//!   copy is red. You may choose new targets for the copy."
//! - Twincast {U}{U}: "Copy target instant or sorcery spell. You may choose
//!   new targets for the copy."
//! - Lightning Bolt {R}: "Lightning Bolt deals 3 damage to target creature or player."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

#[test]
fn r706_10c_the_copy_may_take_a_new_target() {
    for (copier, lands) in [("Fork", ["Mountain", "Mountain", "Mountain"]), ("Twincast", ["Island", "Island", "Mountain"])] {
        // Bob bolts Alice; Alice copies the Bolt and points the copy at Bob.
        let cards: Vec<Value> = [copier, "Lightning Bolt"].iter().map(|n| compiled(n)).collect();
        let mut t = T::new(json!({"cards": cards, "players": [
            {"name": "Alice", "battlefield": lands, "hand": [{"card": copier, "label": "copier"}], "library": ["Island", "Island"]},
            {"name": "Bob", "battlefield": ["Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "library": ["Island", "Island"]}
        ], "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
        t.act(json!({"action": "pass_priority", "player": 1}));
        let bolt = t.id("bolt").0;
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@copier", "targets": [{"object": bolt}], "auto_pay": true}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "pass_priority", "player": 1}));
        let d = t.g().pending.clone().expect("the copy's targets are asked (706.10c)");
        assert!(matches!(d.kind, DecisionKind::ChooseTargets { .. }), "{copier}");
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
        t.pass_all();
        t.pass_all();
        assert_eq!((t.life(0), t.life(1)), (17, 17), "{copier}: the copy hit Bob, the Bolt hit Alice");
    }
}

#[test]
fn forks_copy_is_red_and_twincasts_keeps_its_colour() {
    use stackwise::cards::def::{CardDef, Effect};
    use stackwise::rules::types::Color;
    let color = |n: &str| {
        let def: CardDef = serde_json::from_value(compiled(n)).unwrap();
        match def.spell.unwrap().effects.as_slice() {
            [Effect::CopySpell { set_color, .. }] => *set_color,
            other => panic!("{n}: {other:?}"),
        }
    };
    assert_eq!(color("Fork"), Some(Color::Red));
    assert_eq!(color("Twincast"), None);
}
