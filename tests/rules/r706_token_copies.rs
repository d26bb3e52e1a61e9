//! Tokens that are copies (706.2 of the reference rules, 110.5): a token made
//! as a copy of an object has that object's copiable values, its printed
//! values or what a copy effect made them, read from last known information
//! once the object has left. Real cards.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

/// Myr Propagator and Followed Footsteps compiled from their text; Giant
/// Adephage is a built-in card.
fn cards() -> Value {
    json!([card_table::compiled("Myr Propagator"), card_table::compiled("Followed Footsteps")])
}

fn battlefield_named(t: &T, name: &str) -> Vec<ObjectId> {
    t.g().battlefield.iter().copied().filter(|id| t.g().chars(*id).is_some_and(|c| c.name == name)).collect()
}

#[test]
fn r706_2_myr_propagator_copies_itself() {
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": [{"card": "Myr Propagator", "label": "myr"}, "Island", "Island", "Island"], "library": ["Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@myr", "ability": 0, "auto_pay": true}));
    assert!(!cites(&ev, "706.2"), "not yet: the ability is on the stack");
    let ev = t.pass_all();
    assert!(cites(&ev, "706.2"), "{:?}", rules(&ev));
    let myrs = battlefield_named(&t, "Myr Propagator");
    assert_eq!(myrs.len(), 2);
    let token = myrs.into_iter().find(|id| *id != t.id("myr")).unwrap();
    let o = &t.g().objects[&token];
    assert!(o.token && !o.tapped, "a token, untapped (the original's tapped status is no copiable value)");
    let c = t.g().chars(token).unwrap();
    assert_eq!((c.power, c.toughness, c.abilities.len()), (Some(1), Some(1), 1), "the copy has the ability too");
}

#[test]
fn r706_2_giant_adephage_copies_itself_when_it_hits() {
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": [{"card": "Giant Adephage", "label": "adephage"}], "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    t.pass_all();
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@adephage", "target": {"player": 1}}]}));
    for _ in 0..6 {
        if battlefield_named(&t, "Giant Adephage").len() == 2 || t.g().turn.step == Step::PostcombatMain {
            break;
        }
        t.pass_all();
    }
    assert_eq!(t.life(1), 13);
    let all = battlefield_named(&t, "Giant Adephage");
    assert_eq!(all.len(), 2, "a copy of Giant Adephage");
    let token = all.into_iter().find(|id| *id != t.id("adephage")).unwrap();
    let c = t.g().chars(token).unwrap();
    assert!(c.has_keyword(Keyword::Trample) && c.power == Some(7));
}

/// A copy of a creature that is itself a copy (Clone as Grizzly Bears) is a
/// Grizzly Bears: the copy effect is part of the copiable values (706.2).
#[test]
fn r706_2_followed_footsteps_copies_what_a_clone_copied() {
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": [{"card": "Clone", "label": "clone", "copy_of": "Grizzly Bears"},
                                            {"card": "Followed Footsteps", "attached_to": "clone"}], "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 1, "step": "end"}}));
    for _ in 0..6 {
        if t.g().turn.active == PlayerId(0) && t.g().turn.step == Step::Draw {
            break;
        }
        t.pass_all();
    }
    let bears = battlefield_named(&t, "Grizzly Bears");
    assert_eq!(bears.len(), 2, "the Clone and its token copy: {:?}", bears);
    let token = bears.into_iter().find(|id| *id != t.id("clone")).unwrap();
    assert!(t.g().objects[&token].token);
    assert_eq!(t.g().chars(token).unwrap().power, Some(2));
}
