//! 605.1a, 605.3b: an activated ability that adds mana, has no target and
//! is not a loyalty ability is a mana ability whatever else it does; it
//! resolves at once, the rest of it too: the painlands' "deals 1 damage to
//! you" is dealt as the mana is added, by the land, to its controller.
//!
//! The cards (built in, compiled from their printed text), their text as printed:
//! - Adarkar Wastes, Land: "{T}: Add {C} to your mana pool. / {T}: Add {W} or
//!   {U} to your mana pool. Adarkar Wastes deals 1 damage to you." (and the
//!   nine other painlands of Ice Age, Apocalypse and Ninth Edition)
//! - Battlefield Forge, Land: "... {T}: Add {R} or {W} to your mana pool.
//!   Battlefield Forge deals 1 damage to you."
//! - Ancient Tomb, Land: "{T}: Add {C}{C} to your mana pool. Ancient Tomb
//!   deals 2 damage to you."
//! - Elves of Deep Shadow {G} 1/1: "{T}: Add {B} to your mana pool. Elves of
//!   Deep Shadow deals 1 damage to you."
//! - Tarnished Citadel, Land: "{T}: Add {C} to your mana pool. / {T}: Add one
//!   mana of any color to your mana pool. Tarnished Citadel deals 3 damage to you."
//! - Grand Coliseum, Land: "Grand Coliseum enters the battlefield tapped. /
//!   ... {T}: Add one mana of any color to your mana pool. Grand Coliseum
//!   deals 1 damage to you."
//! - Talisman of Progress {2}, Artifact: "{T}: Add {C} to your mana pool. /
//!   {T}: Add {W} or {U} to your mana pool. Talisman of Progress deals 1 damage to you."
//! - Mending Hands {W}: "Prevent the next 4 damage that would be dealt to
//!   target creature or player this turn."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::EventKind;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::PlayerId;

fn game(bf: Value, hand: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": bf, "hand": hand, "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Jace Beleren", "label": "jace"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn tap(label: &str, ability: usize, adds: Option<Value>) -> Value {
    let mut a = json!({"action": "activate_ability", "player": 0, "source": format!("@{label}"), "ability": ability});
    if let Some(m) = adds {
        a["adds"] = m;
    }
    a
}

fn pool(t: &T) -> stackwise::rules::types::ManaPool {
    t.g().player(PlayerId(0)).pool
}

#[test]
fn r605_3b_a_painland_deals_its_damage_as_its_coloured_mana_is_added() {
    for (land, colour, key) in [("Adarkar Wastes", "white", "W"), ("Battlefield Forge", "red", "R")] {
        let mut t = game(json!([{"card": land, "label": "l"}]), json!([]));
        // Its colourless ability hurts nobody.
        t.act(tap("l", 0, None));
        assert_eq!((pool(&t).total(), t.life(0)), (1, 20), "{land}: {{C}}, no damage");
        let mut t = game(json!([{"card": land, "label": "l"}]), json!([]));
        let ev = t.act(tap("l", 1, Some(json!({colour: 1}))));
        assert_eq!(pool(&t).total(), 1, "{land}: one {key}");
        assert_eq!(t.life(0), 19, "{land}: 1 damage to its controller");
        let dealt = ev.iter().find(|e| matches!(e.kind, EventKind::DamageDealt { .. })).expect("a damage event");
        assert_eq!(dealt.rule, "605.3b");
        // A mana ability: it resolved at once, nothing went on the stack.
        assert!(t.g().stack.is_empty());
    }
}

#[test]
fn r605_3b_ancient_tomb_and_elves_of_deep_shadow() {
    let mut t = game(json!([{"card": "Ancient Tomb", "label": "tomb"}, {"card": "Elves of Deep Shadow", "label": "elves"}]), json!([]));
    t.act(tap("tomb", 0, None));
    assert_eq!((pool(&t).colorless, t.life(0)), (2, 18));
    t.act(tap("elves", 0, None));
    assert_eq!((pool(&t).black, t.life(0)), (1, 17));
    // 302.6: the Elves can't tap while summoning sick.
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Elves of Deep Shadow", "label": "elves", "sick": true}], "library": ["Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    let e = refused_unchanged(&mut t, tap("elves", 0, None));
    assert!(e.contains("302.6"), "{e}");
}

#[test]
fn r605_3b_any_colour_and_damage_together() {
    let mut t = game(json!([{"card": "Tarnished Citadel", "label": "tc"}, {"card": "Grand Coliseum", "label": "gc", "tapped": false}]), json!([]));
    t.act(tap("tc", 1, Some(json!({"green": 1}))));
    assert_eq!((pool(&t).green, t.life(0)), (1, 17), "Tarnished Citadel: 3 damage");
    t.act(tap("gc", 1, Some(json!({"black": 1}))));
    assert_eq!((pool(&t).black, t.life(0)), (1, 16));
    // Without its colour named, the ability is refused and nothing happens (608.2d).
    let mut t = game(json!([{"card": "Tarnished Citadel", "label": "tc"}]), json!([]));
    refused_unchanged(&mut t, tap("tc", 1, None));
}

#[test]
fn r605_3a_auto_pay_uses_a_painland_for_colour_only_when_needed() {
    // Lightning Bolt with a Mountain beside the Forge: the Mountain pays, no damage.
    let mut t = game(json!([{"card": "Battlefield Forge"}, {"card": "Mountain"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    assert_eq!(t.life(0), 20);
    // With the Forge alone it pays {R} and deals 1 damage.
    let mut t = game(json!([{"card": "Battlefield Forge"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    assert_eq!(t.life(0), 19);
    // Generic mana comes from the colourless ability: a Talisman for {2} hurts nobody.
    let mut t = game(json!([{"card": "Adarkar Wastes"}, {"card": "Caves of Koilos"}]), json!([{"card": "Talisman of Progress", "label": "tal"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@tal", "auto_pay": true}));
    assert_eq!(t.life(0), 20);
    t.pass_all();
    assert_eq!(t.zone("tal"), "battlefield");
}

#[test]
fn r615_1_the_painlands_damage_can_be_prevented() {
    let mut t = game(json!([{"card": "Plains"}, {"card": "Adarkar Wastes", "label": "l"}]), json!([{"card": "Mending Hands", "label": "mh"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@mh", "targets": [{"player": 0}], "auto_pay": true}));
    t.pass_all();
    t.act(tap("l", 1, Some(json!({"blue": 1}))));
    assert_eq!(t.life(0), 20, "the shield prevents the land's damage");
    assert_eq!(pool(&t).blue, 1);
}

#[test]
fn r306_7_no_redirection_question_for_damage_to_the_lands_own_controller() {
    // Bob's Jace: only an opponent of Bob could redirect damage dealt to Bob
    // (306.7). Alice's land damages Alice: nothing is asked, whoever controls
    // a planeswalker.
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Adarkar Wastes", "label": "l"}, {"card": "Jace Beleren"}], "library": ["Island"]},
        {"name": "Bob", "battlefield": [{"card": "Jace Beleren"}], "library": ["Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    t.act(tap("l", 1, Some(json!({"white": 1}))));
    assert!(t.g().pending.is_none(), "no question");
    assert_eq!(t.life(0), 19);
}

#[test]
fn r605_1a_listed_as_mana_abilities() {
    let t = game(json!([{"card": "Adarkar Wastes", "label": "l"}]), json!([]));
    let id = t.id("l");
    let listed: Vec<bool> = t.g().legal_actions().into_iter().filter_map(|a| match a {
        LegalAction::Activate { source, mana_ability, .. } if source == id => Some(mana_ability),
        _ => None,
    }).collect();
    assert_eq!(listed, vec![true, true]);
}

#[test]
fn r605_1a_a_mana_ability_does_nothing_that_would_ask() {
    let bad = |effects: Value| {
        let card = json!([{"name": "Odd", "mana_cost": "{1}", "types": ["Artifact"], "abilities": [{"kind": "activated", "cost": ["tap"], "effects": effects, "text": ""}]}]);
        stackwise::cards::CardPool::parse_defs(&card.to_string(), "test")
    };
    let e = bad(json!([{"do": "add_mana", "mana": "{C}"}, {"do": "discard", "player": {"player": "you"}, "count": 1}])).expect_err("refused");
    assert!(e.contains("605.1a") && e.contains("discard"), "{e}");
    let e = bad(json!([{"do": "add_mana", "mana": "{C}"}, {"do": "deal_damage", "amount": 1, "to": {"player": "each_opponent"}}]));
    assert!(e.is_err(), "damage to others: refused");
    // Damage to you and life lost or gained are fine.
    bad(json!([{"do": "add_mana", "mana": "{C}"}, {"do": "deal_damage", "amount": 1, "to": {"player": "you"}}])).expect("accepted");
    bad(json!([{"do": "add_mana", "mana": "{C}"}, {"do": "lose_life", "amount": 1, "to": {"player": "you"}}, {"do": "gain_life", "amount": 1, "player": "you"}])).expect("accepted");
}
