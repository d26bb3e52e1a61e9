//! Redirection shields read from their printed text (614.9): "the next N (or
//! X) damage that would be dealt [this turn] to [one] [this turn] is dealt to
//! [another] instead", and "the next time a source of your choice would deal
//! damage to [one] this turn, that damage is dealt to [another] instead" /
//! "..., that source deals that damage to [another] instead" (609.7a: the
//! source is chosen as the ability resolves; the shield then takes all of
//! that one event's damage and is gone).
//!
//! Cards (their text as the table prints it):
//! - Beacon of Destiny {1}{W} 1/3: "{T}: The next time a source of your
//!   choice would deal damage to you this turn, that damage is dealt to
//!   Beacon of Destiny instead."
//! - General's Regalia {3}: "{3}: The next time a source of your choice would
//!   deal damage to you this turn, that damage is dealt to target creature
//!   you control instead."
//! - Captain's Maneuver {X}{R}{W}: "The next X damage that would be dealt to
//!   target creature or player this turn is dealt to another target creature
//!   or player instead."
//! - Shock {R}: "Shock deals 2 damage to target creature or player."
//! - Lightning Bolt {R}: "Lightning Bolt deals 3 damage to target creature or player."
//! - Hill Giant {3}{R} 3/3, Mountain, Plains.

use crate::common;
use common::card_table::compiled_game;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

/// Alice casts `spell` (from her hand) at `target`, keeping priority.
fn alice_casts(t: &mut T, spell: &str, targets: Value) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{spell}"), "targets": targets, "auto_pay": true}));
}

/// Alice activates `source`'s first ability, then answers the 609.7a
/// question with the spell labelled `choice`, and everything resolves.
fn shield_from(t: &mut T, source: &str, targets: Value, choice: &str) -> Vec<stackwise::rules::events::Event> {
    t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{source}"), "ability": 0, "targets": targets, "auto_pay": true}));
    for _ in 0..6 {
        if t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    let d = t.g().pending.clone().expect("the source question");
    assert_eq!(d.rule, "609.7a");
    let DecisionKind::ChooseObject { candidates, .. } = d.kind else { panic!("{d:?}") };
    let id = t.id(choice);
    assert!(candidates.contains(&id), "the spell is a source to choose");
    t.act(json!({"action": "choose_object", "player": 0, "object": id.0}));
    t.pass_all()
}

fn damage(t: &T, label: &str) -> i32 {
    t.g().obj(t.id(label)).map(|o| o.damage).unwrap_or(-1)
}

/// Beacon of Destiny: the Shock aimed at Alice is dealt to the Beacon
/// instead; the next Shock finds no shield and reaches Alice.
#[test]
fn r614_9_beacon_of_destiny_that_damage_is_dealt_to_it_instead() {
    let hand = json!([{"card": "Shock", "label": "s1"}, {"card": "Shock", "label": "s2"}]);
    let mut t = compiled_game(&["Beacon of Destiny", "Shock"], json!([{"card": "Beacon of Destiny", "label": "beacon"}, "Mountain", "Mountain"]), hand, json!([]));
    alice_casts(&mut t, "s1", json!([{"player": 0}]));
    let ev = shield_from(&mut t, "beacon", json!([]), "s1");
    assert!(cites(&ev, "614.9"));
    assert_eq!(t.life(0), 20, "not dealt to Alice");
    assert_eq!(damage(&t, "beacon"), 2, "dealt to the Beacon instead");
    assert!(t.g().prevention.shields.is_empty(), "used up by the one event");
    alice_casts(&mut t, "s2", json!([{"player": 0}]));
    t.pass_all();
    assert_eq!(t.life(0), 18);
}

/// General's Regalia: the Bolt aimed at Alice is dealt to her target Hill
/// Giant instead, all 3 of it (the shield takes the whole event).
#[test]
fn r614_9_generals_regalia_that_damage_is_dealt_to_target_creature_you_control() {
    let hand = json!([{"card": "Lightning Bolt", "label": "bolt"}]);
    let bf = json!([{"card": "General's Regalia", "label": "regalia"}, {"card": "Hill Giant", "label": "giant"}, "Mountain", "Mountain", "Mountain", "Mountain"]);
    let mut t = compiled_game(&["General's Regalia", "Lightning Bolt", "Hill Giant"], bf, hand, json!([]));
    alice_casts(&mut t, "bolt", json!([{"player": 0}]));
    let giant = t.id("giant");
    let ev = shield_from(&mut t, "regalia", json!([{"object": giant.0}]), "bolt");
    assert!(cites(&ev, "614.9"));
    assert_eq!(t.life(0), 20);
    assert_eq!(t.zone("giant"), "graveyard", "3 damage to the 3/3");
}

/// Captain's Maneuver with X = 1: of the Bolt's 3 damage to Alice's Hill
/// Giant, 1 is dealt to Bob instead (the event is split), 2 to the Giant.
#[test]
fn r614_9_captains_maneuver_the_next_x_damage() {
    let hand = json!([{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Captain's Maneuver", "label": "cm"}]);
    let bf = json!([{"card": "Hill Giant", "label": "giant"}, "Mountain", "Mountain", "Mountain", "Plains"]);
    let mut t = compiled_game(&["Captain's Maneuver", "Lightning Bolt", "Hill Giant"], bf, hand, json!([]));
    let giant = t.id("giant");
    alice_casts(&mut t, "bolt", json!([{"object": giant.0}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cm", "targets": [{"object": giant.0}, {"player": 1}], "x": 1, "auto_pay": true}));
    // The Maneuver resolves first, then the Bolt.
    let mut ev = t.pass_all();
    ev.extend(t.pass_all());
    assert!(cites(&ev, "614.9"));
    assert_eq!(t.life(1), 19, "1 dealt to Bob instead");
    assert_eq!(damage(&t, "giant"), 2);
    assert_eq!(t.zone("giant"), "battlefield");
}
