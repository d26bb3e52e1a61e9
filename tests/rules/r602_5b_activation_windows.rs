//! 602.5b: "Activate this ability only during any upkeep step", "... only
//! during an opponent's upkeep", "... only before the combat damage step",
//! "... only during the end of combat step": the ability may be activated
//! only then; at any other time it is refused and not offered. Compiled from
//! the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Dwarven Armory {2}{R}{R}: "{2}, Sacrifice a land: Put a +2/+2 counter on
//!   target creature. Activate this ability only during any upkeep step."
//! - Trade Caravan {W} 1/1: "At the beginning of your upkeep, put a currency
//!   counter on Trade Caravan. / Remove two currency counters from Trade
//!   Caravan: Untap target basic land. Activate this ability only during an
//!   opponent's upkeep."
//! - Angus Mackenzie {G}{W}{U} 2/2: "{G}{W}{U}, {T}: Prevent all combat damage
//!   that would be dealt this turn. Activate this ability only before the
//!   combat damage step."
//! - Desert: "{T}: Add {C} to your mana pool. / {T}: Desert deals 1 damage to
//!   target attacking creature. Activate this ability only during the end of
//!   combat step."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::{ManaPool, PlayerId};

const CARDS: &[&str] = &["Dwarven Armory", "Trade Caravan", "Angus Mackenzie", "Desert", "Grizzly Bears"];

fn game(alice_bf: Value, active: u8, step: &str) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "library": ["Forest", "Forest"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "library": ["Forest", "Forest"]}
    ], "turn": {"number": 3, "active": active, "step": step}}))
}

/// Is Alice (given priority) offered the labelled permanent's ability `index`?
fn offered(t: &mut T, source: &str, index: usize) -> bool {
    if t.g().acting_player() != Some(PlayerId(0)) {
        let p = t.g().acting_player().unwrap();
        t.act(json!({"action": "pass_priority", "player": p.0}));
    }
    let id = t.id(source);
    t.g().legal_actions().iter().any(|a| matches!(a, LegalAction::Activate { source, ability, .. } if *source == id && *ability == index))
}

#[test]
fn r602_5b_any_upkeep_step() {
    for (active, step, ok) in [(0, "upkeep", true), (1, "upkeep", true), (0, "precombat_main", false)] {
        let mut t = game(json!([{"card": "Dwarven Armory", "label": "armory"}, {"card": "Mountain", "label": "m1"}, "Mountain", "Mountain"]), active, step);
        t.gm().players[0].pool = ManaPool::parse("{2}").unwrap();
        assert_eq!(offered(&mut t, "armory", 0), ok, "{step} of player {active}");
        if !ok {
            let msg = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@armory", "ability": 0, "targets": [{"object": "@bears"}], "sacrifice": ["@m1"], "auto_pay": true}));
            assert!(!msg.is_empty());
        }
    }
}

#[test]
fn r602_5b_an_opponents_upkeep_only() {
    for (active, ok) in [(1, true), (0, false)] {
        let mut t = game(json!([{"card": "Trade Caravan", "label": "caravan", "counters": {"currency": 2}}, {"card": "Forest", "tapped": true}]), active, "upkeep");
        assert_eq!(offered(&mut t, "caravan", 1), ok, "Bob's upkeep: {ok}");
    }
}

#[test]
fn r602_5b_before_the_combat_damage_step() {
    for (step, ok) in [("upkeep", true), ("beginning_of_combat", true), ("end_of_combat", false), ("postcombat_main", false)] {
        let mut t = game(json!([{"card": "Angus Mackenzie", "label": "angus"}]), 0, step);
        t.gm().players[0].pool = ManaPool::parse("{G}{W}{U}").unwrap();
        t.gm().objects.values_mut().for_each(|o| o.summoning_sick = false);
        assert_eq!(offered(&mut t, "angus", 0), ok, "{step}");
    }
}

#[test]
fn r602_5b_only_during_the_end_of_combat_step_refused_before_it() {
    let mut t = game(json!([{"card": "Desert", "label": "desert"}]), 1, "precombat_main");
    t.act(json!({"action": "pass_priority", "player": 1}));
    let msg = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@desert", "ability": 1, "targets": [{"object": "@bears"}]}));
    assert!(msg.contains("602.5b") || msg.contains("not now") || msg.contains("end of combat"), "{msg}");
}
