//! 106.3, 605.3b: "{U/R}, {T}: Add {U}{U}, {U}{R}, or {R}{R} to your mana
//! pool": a mana ability with a hybrid cost (107.4e) that adds two mana in
//! any combination of its two colours, named with its activation. Compiled
//! from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Cascade Bluffs, Land: "{T}: Add {C} to your mana pool. / {U/R}, {T}: Add
//!   {U}{U}, {U}{R}, or {R}{R} to your mana pool."
//! - Flooded Grove, Land: the same with {G/U} and "{G}{G}, {G}{U}, or {U}{U}".
//! - Island, Forest (basic lands).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::{Color, ManaPool, PlayerId};

fn game(filter: &str, basic: &str) -> T {
    let cards: Vec<Value> = [filter].iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": filter, "label": "filter"}, {"card": basic, "label": "basic"}], "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn pool(t: &T) -> ManaPool {
    t.g().player(PlayerId(0)).pool
}

#[test]
fn r106_3_each_of_the_three_ways_is_added_as_named() {
    for (filter, basic, a, b) in [("Cascade Bluffs", "Island", "blue", "red"), ("Flooded Grove", "Forest", "green", "blue")] {
        for adds in [json!({a: 2}), json!({a: 1, b: 1}), json!({b: 2})] {
            let mut t = game(filter, basic);
            // The basic land pays the hybrid {U/R} (or {G/U}) as the ability is activated (605.3b, 107.4e).
            t.act(json!({"action": "activate_ability", "player": 0, "source": "@filter", "ability": 1, "adds": adds, "auto_pay": true}));
            assert_eq!(pool(&t), serde_json::from_value::<ManaPool>(adds.clone()).unwrap(), "{filter} {adds}");
            assert!(t.g().objects[&t.id("basic")].tapped && t.g().objects[&t.id("filter")].tapped, "{filter}");
        }
    }
}

#[test]
fn r106_3_other_colours_or_amounts_are_refused_and_change_nothing() {
    let mut t = game("Cascade Bluffs", "Island");
    for bad in [json!({"green": 2}), json!({"blue": 1}), json!({"blue": 3}), json!({"blue": 1, "green": 1})] {
        let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@filter", "ability": 1, "adds": bad, "auto_pay": true}));
        assert!(e.contains("106.3") || e.contains("608.2d") || e.contains("adds 2") || e.contains("colour"), "{bad}: {e}");
    }
}

#[test]
fn r106_3_the_listing_names_the_choice_of_two_in_any_combination() {
    let t = game("Cascade Bluffs", "Island");
    let id = t.id("filter");
    let offers: Vec<_> = t.g().legal_actions().into_iter().filter_map(|a| match a {
        LegalAction::Activate { source, ability: 1, choose_mana, mana_ability: true, .. } if source == id => Some(choose_mana),
        _ => None,
    }).collect();
    let choice = offers.first().cloned().flatten().expect("the filter ability is offered with its choice");
    assert_eq!((choice.amount, choice.colors.iter().collect::<Vec<_>>(), choice.one_color), (2, vec![Color::Blue, Color::Red], false));
}
