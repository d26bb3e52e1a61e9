//! 614.9: redirection effects. "The next N damage that would be dealt to
//! [one] this turn is dealt to [another] instead": a shield made by a
//! resolved ability, used up as it redirects, ended with the turn. Damage is
//! split when the shield covers less than all of it; it isn't redirected to a
//! recipient that is no longer a creature on the battlefield.
//!
//! The cards (built in: compiled from their printed text), their text as printed:
//! - Nomads en-Kor {W} 1/1: "{0}: The next 1 damage that would be dealt to Nomads en-Kor
//!   this turn is dealt to target creature you control instead."
//! - Spirit en-Kor {3}{W} 2/2: "Flying / {0}: The next 1 damage that would be dealt to
//!   Spirit en-Kor this turn is dealt to target creature you control instead."
//! - Daughter of Autumn {2}{G}{G} 2/4: "{W}: The next 1 damage that would be dealt to
//!   target white creature this turn is dealt to Daughter of Autumn instead."
//! - Hazduhr the Abbot {3}{W}{W} 2/5: "{X}, {T}: The next X damage that would be dealt this
//!   turn to target white creature you control is dealt to Hazduhr the Abbot instead."

use crate::common;
use common::*;
use serde_json::{json, Value};

/// Alice's main phase: her permanents and mana; Bob holds burn and Mountains.
fn game(alice_bf: Value, mana: &str, bob_hand: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice_bf, "mana_pool": mana, "library": ["Plains", "Plains"]},
        {"name": "Bob", "battlefield": ["Mountain", "Mountain", "Mountain"], "hand": bob_hand, "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// Alice activates `source`'s ability `times` times onto `target` (each resolved at once).
fn shield(t: &mut T, source: &str, target: &str, times: usize, x: Option<u32>) {
    for _ in 0..times {
        let mut a = json!({"action": "activate_ability", "player": 0, "source": format!("@{source}"), "ability": 0, "targets": [{"object": format!("@{target}")}], "auto_pay": true});
        if let Some(x) = x {
            a["x"] = x.into();
        }
        t.act(a);
        t.pass_all();
    }
}

/// Alice passes; Bob casts `spell` at `target`; everyone passes until it resolves.
fn bob_burns(t: &mut T, spell: &str, target: &str) -> Vec<stackwise::rules::events::Event> {
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": format!("@{spell}"), "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    t.pass_all()
}

/// How many times damage was redirected (614.9).
fn redirected(ev: &[stackwise::rules::events::Event]) -> usize {
    ev.iter().filter(|e| e.rule == "614.9" && matches!(e.kind, stackwise::rules::events::EventKind::Replaced { .. })).count()
}

fn damage(t: &T, label: &str) -> i32 {
    t.g().obj(t.id(label)).map(|o| o.damage).unwrap_or(-1)
}

/// Nomads en-Kor, Shocked: one shield moves 1 of the 2 damage to the Bears
/// (the damage is split), the other 1 kills the Nomads; two shields move both.
#[test]
fn r614_9_the_next_1_damage_is_dealt_to_another_creature_instead() {
    for (shields, nomads_dies, bears_damage) in [(0, true, 0), (1, true, 1), (2, false, 2)] {
        let mut t = game(json!([{"card": "Nomads en-Kor", "label": "ne"}, {"card": "Hill Giant", "label": "hg"}]), "", json!([{"card": "Shock", "label": "s"}]));
        shield(&mut t, "ne", "hg", shields, None);
        let ev = bob_burns(&mut t, "s", "ne");
        assert_eq!(redirected(&ev), shields, "{shields}: {:?}", rules(&ev));
        assert_eq!(t.zone("ne") == "graveyard", nomads_dies, "{shields} shield(s)");
        assert_eq!(damage(&t, "hg"), bears_damage, "{shields} shield(s)");
    }
}

/// The shield waits for damage and lasts the turn: unused, it is gone after
/// the cleanup step (514.2).
#[test]
fn r614_9_an_unused_shield_ends_with_the_turn() {
    let mut t = game(json!([{"card": "Nomads en-Kor", "label": "ne"}, {"card": "Hill Giant", "label": "hg"}]), "", json!([]));
    shield(&mut t, "ne", "hg", 1, None);
    assert_eq!(t.g().prevention.shields.len(), 1);
    for _ in 0..40 {
        if t.g().turn.number == 4 {
            break;
        }
        if t.g().pending.is_some() {
            t.act(json!({"action": "declare_attackers", "player": 0, "attackers": []}));
        }
        t.pass_all();
    }
    assert_eq!(t.g().turn.number, 4);
    assert!(t.g().prevention.shields.is_empty());
}

/// The creature the damage would go to has left: nothing is redirected, the
/// damage stays where it was (614.9), and the shield waits.
#[test]
fn r614_9_no_redirection_to_a_creature_that_has_left() {
    let mut t = game(
        json!([{"card": "Nomads en-Kor", "label": "ne"}, {"card": "Grizzly Bears", "label": "gb"}]),
        "",
        json!([{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Shock", "label": "s"}]),
    );
    shield(&mut t, "ne", "gb", 1, None);
    bob_burns(&mut t, "bolt", "gb");
    assert_eq!(t.zone("gb"), "graveyard");
    let ev = bob_burns(&mut t, "s", "ne");
    assert!(cites(&ev, "614.9"), "{:?}", rules(&ev));
    assert_eq!(t.zone("ne"), "graveyard", "the Shock's 2 damage stays with the Nomads");
}

/// Daughter of Autumn takes the Bolt meant for Mother of Runes, 1 damage per
/// activation; Hazduhr the Abbot takes X of it at once. Both survive it.
#[test]
fn r614_9_daughter_of_autumn_and_hazduhr_take_the_damage() {
    let mut t = game(json!([{"card": "Daughter of Autumn", "label": "da"}, {"card": "Mother of Runes", "label": "mom"}]), "{W}{W}{W}", json!([{"card": "Lightning Bolt", "label": "bolt"}]));
    shield(&mut t, "da", "mom", 3, None);
    bob_burns(&mut t, "bolt", "mom");
    assert_eq!((t.zone("mom").as_str(), damage(&t, "da")), ("battlefield", 3));

    let mut t = game(json!([{"card": "Hazduhr the Abbot", "label": "ha"}, {"card": "Mother of Runes", "label": "mom"}]), "{3}", json!([{"card": "Lightning Bolt", "label": "bolt"}]));
    shield(&mut t, "ha", "mom", 1, Some(3));
    bob_burns(&mut t, "bolt", "mom");
    assert_eq!((t.zone("mom").as_str(), damage(&t, "ha")), ("battlefield", 3));
}

/// Two redirections into each other end: Spirit en-Kor sends 1 to the Nomads,
/// whose own shield sends it back to the Spirit, whose shield is used up.
/// Each shield redirects once; all 3 of the Bolt end on the Spirit.
#[test]
fn r614_9_redirections_into_each_other_end_when_the_shields_are_used_up() {
    let mut t = game(json!([{"card": "Nomads en-Kor", "label": "ne"}, {"card": "Spirit en-Kor", "label": "se"}]), "", json!([{"card": "Lightning Bolt", "label": "bolt"}]));
    shield(&mut t, "se", "ne", 1, None);
    shield(&mut t, "ne", "se", 1, None);
    let ev = bob_burns(&mut t, "bolt", "se");
    assert_eq!(redirected(&ev), 2, "{:?}", rules(&ev));
    assert_eq!(t.zone("ne"), "battlefield");
    assert_eq!(t.zone("se"), "graveyard");
    assert!(t.g().prevention.shields.is_empty());
}

/// A redirection names one recipient each side: a group is refused by name.
#[test]
fn a_redirection_to_a_group_is_refused() {
    let card = json!({"name": "Odd Kor", "types": ["Creature"], "power": 1, "toughness": 1, "text": "",
                      "abilities": [{"kind": "activated", "cost": {}, "effects": [{"do": "redirect_damage", "amount": 1, "to": {"object": "this"}, "instead": "each_opponent"}], "text": ""}]});
    let v = json!({"format": "stackwise-scenario", "version": 2, "cards": [card], "players": [{"name": "A"}, {"name": "B"}]});
    let e = stackwise::session::Session::from_scenario(&v.to_string()).err().expect("refused");
    assert!(e.contains("redirect_damage names one recipient"), "{e}");
}


// ---- Carom and Captain's Maneuver: "another target" (601.2c) ----
//
// - Carom {1}{W}: "The next 1 damage that would be dealt to target creature this
//   turn is dealt to another target creature instead. / Draw a card."
// - Captain's Maneuver {X}{R}{W}: "The next X damage that would be dealt to target
//   creature or player this turn is dealt to another target creature or player instead."

fn cast_carom(t: &mut T, targets: Value) -> Result<Vec<stackwise::rules::events::Event>, stackwise::rules::actions::ActionError> {
    t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@carom", "targets": targets, "auto_pay": true}))
}

#[test]
fn r601_2c_carom_needs_another_creature_for_its_second_target() {
    // One creature: Carom can't be cast (not offered, refused with the same creature twice).
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "gb"}], "hand": [{"card": "Carom", "label": "carom"}], "mana_pool": "{W}{1}", "library": ["Plains"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    let carom = t.id("carom");
    assert!(!t.g().legal_actions().iter().any(|a| matches!(a, stackwise::rules::legal::LegalAction::Cast { card, .. } if *card == carom)), "not offered");
    let before = t.g().clone();
    let e = cast_carom(&mut t, json!([{"object": "@gb"}, {"object": "@gb"}])).expect_err("refused").to_string();
    assert!(e.contains("601.2c") && e.contains("another target"), "{e}");
    assert!(t.g() == &before, "refused, nothing changed");
}

/// Carom moves 1 of Bob's Shock from the Giant to the Bears, and Alice draws.
/// With two creatures the cast option lists slot 1 as "another target".
#[test]
fn r614_9_carom_moves_one_damage_to_another_creature() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "gb"}, {"card": "Hill Giant", "label": "hg"}], "hand": [{"card": "Carom", "label": "carom"}], "mana_pool": "{W}{1}", "library": ["Plains", "Plains"]},
        {"name": "Bob", "battlefield": ["Mountain"], "hand": [{"card": "Shock", "label": "s"}], "library": ["Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    let carom = t.id("carom");
    let offered = t.g().legal_actions().into_iter().find_map(|a| match a {
        stackwise::rules::legal::LegalAction::Cast { card, options, .. } if card == carom => Some(options[0].another.clone()),
        _ => None,
    });
    assert_eq!(offered, Some(vec![1]));
    cast_carom(&mut t, json!([{"object": "@hg"}, {"object": "@gb"}])).expect("cast");
    t.pass_all();
    assert_eq!(t.g().player(stackwise::rules::types::PlayerId(0)).hand.len(), 1, "drew a card");
    bob_burns(&mut t, "s", "hg");
    assert_eq!((damage(&t, "hg"), damage(&t, "gb")), (1, 1));
}

/// Captain's Maneuver with X = 3 moves Bob's Lightning Bolt from Alice to
/// Bob's own Hill Giant, which dies; X = 2 leaves 1 with Alice.
#[test]
fn r614_9_captains_maneuver_moves_x_damage_from_a_player_to_a_creature() {
    for (x, alice_life, giant) in [(3u32, 20, "graveyard"), (2, 19, "battlefield")] {
        let mut t = T::new(json!({"players": [
            {"name": "Alice", "hand": [{"card": "Captain's Maneuver", "label": "cm"}], "mana_pool": "{R}{W}{3}", "library": ["Plains"]},
            {"name": "Bob", "battlefield": ["Mountain", {"card": "Hill Giant", "label": "hg"}], "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "library": ["Island"]}
        ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@cm", "x": x, "targets": [{"player": 0}, {"object": "@hg"}], "auto_pay": true}));
        t.pass_all();
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
        t.pass_all();
        assert_eq!(t.life(0), alice_life, "X = {x}");
        assert_eq!(t.zone("hg"), giant, "X = {x}");
        if x == 2 {
            assert_eq!(damage(&t, "hg"), 2);
        }
    }
}

/// "Another target" compares with an earlier target: on the first it is refused.
#[test]
fn another_on_the_first_target_is_refused() {
    let card = json!({"name": "Odd Carom", "types": ["Instant"], "mana_cost": "{W}", "text": "",
                      "spell": {"targets": [{"kind": "permanent", "another": true, "text": "x"}], "effects": [{"do": "destroy", "what": {"target": 0}}]}});
    let v = json!({"format": "stackwise-scenario", "version": 2, "cards": [card], "players": [{"name": "A"}, {"name": "B"}]});
    let e = stackwise::session::Session::from_scenario(&v.to_string()).err().expect("refused");
    assert!(e.contains("target 0 is 'another' target"), "{e}");
}
