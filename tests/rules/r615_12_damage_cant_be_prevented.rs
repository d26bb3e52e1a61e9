//! 615.12 (reference rules): damage that can't be prevented still has the
//! prevention effects that would apply to it applied, but they prevent none
//! of it; a prevention shield isn't used up by it, and whatever else the
//! effect does still happens. Damage is unpreventable because its
//! instruction says so ("The damage can't be prevented."), because of an
//! effect for the turn ("Damage can't be prevented this turn."), or because
//! a permanent's ability says so of damage from a source.
//!
//! Cards (as printed):
//! - Pinpoint Avalanche {3}{R}{R} Instant: "Pinpoint Avalanche deals 4 damage
//!   to target creature. The damage can't be prevented."
//! - Flaring Pain {1}{R} Instant: "Damage can't be prevented this turn. /
//!   Flashback {R}"
//! - Excruciator {6}{R}{R} 7/7 Avatar: "Damage that would be dealt by
//!   Excruciator can't be prevented."
//! - Healing Salve {W} Instant: "Choose one — Target player gains 3 life; or
//!   prevent the next 3 damage that would be dealt to target creature or
//!   player this turn."
//! - Holy Day {W} Instant: "Prevent all combat damage that would be dealt this turn."
//! - Phantom Centaur {2}{G}{G} 2/0: "Protection from black / Phantom Centaur
//!   enters the battlefield with three +1/+1 counters on it. / If damage would
//!   be dealt to Phantom Centaur, prevent that damage. Remove a +1/+1 counter
//!   from Phantom Centaur."
//! - Force of Nature 8/8, Shock ("Shock deals 2 damage to target creature or
//!   player."), Grizzly Bears 2/2, basic lands.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};

fn cards() -> Vec<Value> {
    ["Pinpoint Avalanche", "Flaring Pain", "Excruciator", "Healing Salve", "Holy Day", "Phantom Centaur", "Force of Nature", "Shock", "Grizzly Bears"].iter().map(|n| compiled(n)).collect()
}

fn game(alice: Value, bob: Value) -> T {
    duel(cards(), alice, bob, (3, 0))
}

fn resolve_all(t: &mut T) {
    for _ in 0..6 {
        if t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
}

fn damage(t: &T, label: &str) -> i32 {
    t.g().obj(t.id(label)).unwrap().damage
}

fn cast(t: &mut T, p: u8, card: &str, targets: Value) {
    t.act(json!({"action": "cast_spell", "player": p, "card": format!("@{card}"), "targets": targets, "auto_pay": true}));
}

/// Healing Salve's shield (3) on Bob's Force of Nature: Pinpoint Avalanche
/// deals all 4 and leaves the shield whole, which then prevents Shock's 2.
#[test]
fn r615_12_unpreventable_damage_uses_up_no_shield() {
    let mut t = game(
        json!({"hand": [{"card": "Pinpoint Avalanche", "label": "pa"}, {"card": "Shock", "label": "shock"}], "battlefield": vec!["Mountain"; 6]}),
        json!({"hand": [{"card": "Healing Salve", "label": "salve"}], "battlefield": [{"card": "Force of Nature", "label": "fon"}, "Plains"]}),
    );
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@salve", "targets": [{"object": "@fon"}], "mode": 1, "auto_pay": true}));
    resolve_all(&mut t);
    assert_eq!(t.g().prevention.shields.len(), 1, "the Salve's shield is up");
    cast(&mut t, 0, "pa", json!([{"object": "@fon"}]));
    let events: Vec<String> = {
        let mut v = Vec::new();
        for _ in 0..4 {
            if t.g().stack.is_empty() {
                break;
            }
            v.extend(t.pass_all().into_iter().map(|e| format!("{} {}", e.rule, e.text)));
        }
        v
    };
    assert_eq!(damage(&t, "fon"), 4, "all 4 dealt: {events:?}");
    assert!(events.iter().any(|e| e.starts_with("615.12")), "the shield applied and prevented none of it: {events:?}");
    assert_eq!(t.g().prevention.shields.len(), 1, "the shield is not used up");
    cast(&mut t, 0, "shock", json!([{"object": "@fon"}]));
    resolve_all(&mut t);
    assert_eq!(damage(&t, "fon"), 4, "Shock's 2 prevented by the shield");
}

/// Phantom Centaur (5/3 with its counters) prevents damage to itself,
/// removing a counter: Pinpoint Avalanche's 4 are dealt, and the counter is
/// still removed (615.12: what else the effect does happens): a 4/2 with 4
/// damage dies. Shock alone is prevented (one counter removed, no damage).
#[test]
fn r615_12_what_else_a_prevention_effect_does_still_happens() {
    let centaur = json!({"card": "Phantom Centaur", "label": "pc", "counters": {"+1/+1": 3}});
    let mut t = game(json!({"hand": [{"card": "Shock", "label": "shock"}], "battlefield": ["Mountain"]}), json!({"battlefield": [centaur.clone()]}));
    cast(&mut t, 0, "shock", json!([{"object": "@pc"}]));
    resolve_all(&mut t);
    let pc = t.g().obj(t.id("pc")).unwrap();
    assert_eq!((pc.damage, pc.extra.counters.get("+1/+1").copied()), (0, Some(2)), "prevented, a counter removed");

    let mut t = game(json!({"hand": [{"card": "Pinpoint Avalanche", "label": "pa"}], "battlefield": vec!["Mountain"; 5]}), json!({"battlefield": [centaur]}));
    cast(&mut t, 0, "pa", json!([{"object": "@pc"}]));
    resolve_all(&mut t);
    assert_eq!(t.zone("pc"), "graveyard", "4 damage on a 4/2");
}

/// Flaring Pain: for the rest of the turn the Salve's shield prevents
/// nothing; Shock's 2 are dealt to the Bears' owner's creature.
#[test]
fn r615_12_damage_cant_be_prevented_this_turn() {
    let mut t = game(
        json!({"hand": [{"card": "Flaring Pain", "label": "fp"}, {"card": "Shock", "label": "shock"}], "battlefield": vec!["Mountain"; 3]}),
        json!({"hand": [{"card": "Healing Salve", "label": "salve"}], "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Plains"]}),
    );
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@salve", "targets": [{"object": "@bears"}], "mode": 1, "auto_pay": true}));
    resolve_all(&mut t);
    cast(&mut t, 0, "fp", json!([]));
    resolve_all(&mut t);
    assert!(t.g().prevention.unpreventable);
    cast(&mut t, 0, "shock", json!([{"object": "@bears"}]));
    resolve_all(&mut t);
    assert_eq!(t.zone("bears"), "graveyard", "2 damage dealt through the shield");
}

/// Excruciator's combat damage is dealt through Holy Day; the Grizzly Bears
/// attacking beside it deal none.
#[test]
fn r615_12_damage_from_a_source_that_says_so() {
    let mut t = game(
        json!({"battlefield": [{"card": "Excruciator", "label": "ex"}, {"card": "Grizzly Bears", "label": "bears"}]}),
        json!({"hand": [{"card": "Holy Day", "label": "hd"}], "battlefield": ["Plains"]}),
    );
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@hd", "targets": [], "auto_pay": true}));
    resolve_all(&mut t);
    assert!(t.g().prevention.all_combat_damage);
    // To combat: Alice attacks with both; Bob has no creature to block with.
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@ex", "target": {"player": 1}}, {"attacker": "@bears", "target": {"player": 1}}]}));
    combat_unblocked(&mut t);
    assert_eq!(t.life(1), 13, "Excruciator's 7 dealt, the Bears' 2 prevented");
}
