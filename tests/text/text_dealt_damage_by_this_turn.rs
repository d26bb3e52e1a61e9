//! "Whenever a creature dealt damage by [this] this turn dies, ...": a dies
//! trigger (700.4) that looks back at the dying creature (603.10a) for the
//! damage the ability's source dealt it this turn (120.3). Damage from
//! another source, or from an earlier turn, doesn't count.
//!
//! Cards (their text as the table prints it):
//! - Blood Cultist {1}{B}{R} 1/1: "{T}: Blood Cultist deals 1 damage to
//!   target creature. / Whenever a creature dealt damage by Blood Cultist
//!   this turn dies, put a +1/+1 counter on Blood Cultist."
//! - Vampiric Dragon {6}{B}{R} 5/5: "Flying / Whenever a creature dealt
//!   damage by Vampiric Dragon this turn dies, put a +1/+1 counter on
//!   Vampiric Dragon. / {1}{R}: Vampiric Dragon deals 1 damage to target
//!   creature."
//! - Lightning Bolt {R}: "Lightning Bolt deals 3 damage to target creature
//!   or player."; Llanowar Elves {G} 1/1; Hill Giant {3}{R} 3/3.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::Step;

const CARDS: &[&str] = &["Blood Cultist", "Vampiric Dragon", "Lightning Bolt", "Llanowar Elves", "Hill Giant"];

fn game(alice_bf: Value, bob_bf: Value) -> T {
    common::card_table::compiled_game(CARDS, alice_bf, json!([{"card": "Lightning Bolt", "label": "bolt"}]), bob_bf)
}

fn counters(t: &T, label: &str) -> u32 {
    t.g().obj(t.id(label)).and_then(|o| o.extra.counters.get("+1/+1").copied()).unwrap_or(0)
}

/// The pinger deals 1 damage to `target` with its activated ability, which resolves.
fn ping(t: &mut T, source: &str, target: &str) {
    let c = t.g().chars(t.id(source)).unwrap();
    let i = c.abilities.iter().position(|a| matches!(a, stackwise::cards::def::Ability::Activated { .. })).expect("the damage ability");
    let id = t.id(target).0;
    t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{source}"), "ability": i, "targets": [{"object": id}], "auto_pay": true}));
    t.pass_all();
    t.pass_all();
}

#[test]
fn r603_10a_blood_cultist_and_vampiric_dragon_grow_when_a_creature_they_damaged_dies() {
    for pinger in ["Blood Cultist", "Vampiric Dragon"] {
        let bf = json!([{"card": pinger, "label": "pinger"}, "Mountain", "Mountain"]);
        let mut t = game(bf, json!([{"card": "Llanowar Elves", "label": "elves"}]));
        ping(&mut t, "pinger", "elves");
        assert_eq!(t.zone("elves"), "graveyard", "{pinger}");
        assert_eq!(counters(&t, "pinger"), 1, "{pinger}");
    }
}

#[test]
fn r120_3_a_creature_another_source_killed_does_not_count() {
    for pinger in ["Blood Cultist", "Vampiric Dragon"] {
        // The pinger damages the Hill Giant (it survives); Lightning Bolt kills the elves.
        let bf = json!([{"card": pinger, "label": "pinger"}, "Mountain", "Mountain", "Mountain"]);
        let mut t = game(bf, json!([{"card": "Llanowar Elves", "label": "elves"}, {"card": "Hill Giant", "label": "giant"}]));
        ping(&mut t, "pinger", "giant");
        let elves = t.id("elves").0;
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": elves}], "auto_pay": true}));
        t.pass_all();
        t.pass_all();
        assert_eq!((t.zone("elves"), t.zone("giant")), ("graveyard".into(), "battlefield".into()), "{pinger}");
        assert_eq!(counters(&t, "pinger"), 0, "{pinger}");
    }
}

#[test]
fn r120_3_damage_dealt_last_turn_does_not_count() {
    for pinger in ["Blood Cultist", "Vampiric Dragon"] {
        // The pinger damages the Hill Giant in Alice's turn; in Bob's turn Lightning Bolt kills it.
        let bf = json!([{"card": pinger, "label": "pinger"}, "Mountain", "Mountain", "Mountain"]);
        let mut t = game(bf, json!([{"card": "Hill Giant", "label": "giant"}]));
        ping(&mut t, "pinger", "giant");
        assert_eq!(t.g().obj(t.id("giant")).unwrap().damage, 1);
        play_until(&mut t, 1, Step::Upkeep, &|_, _, k| panic!("{k:?}"));
        t.act(json!({"action": "pass_priority", "player": 1}));
        let giant = t.id("giant").0;
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": giant}], "auto_pay": true}));
        t.pass_all();
        t.pass_all();
        assert_eq!(t.zone("giant"), "graveyard", "{pinger}");
        assert_eq!(counters(&t, "pinger"), 0, "{pinger}");
    }
}

#[test]
fn r120_3_the_same_turn_damage_then_another_sources_kill_counts() {
    for pinger in ["Blood Cultist", "Vampiric Dragon"] {
        // The pinger's 1 damage and Lightning Bolt's 3: the Hill Giant was
        // dealt damage by the pinger this turn when it dies.
        let bf = json!([{"card": pinger, "label": "pinger"}, "Mountain", "Mountain", "Mountain"]);
        let mut t = game(bf, json!([{"card": "Hill Giant", "label": "giant"}]));
        ping(&mut t, "pinger", "giant");
        let giant = t.id("giant").0;
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": giant}], "auto_pay": true}));
        t.pass_all();
        t.pass_all();
        assert_eq!(t.zone("giant"), "graveyard", "{pinger}");
        assert_eq!(counters(&t, "pinger"), 1, "{pinger}");
    }
}
