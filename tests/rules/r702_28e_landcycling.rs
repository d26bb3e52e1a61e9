//! Landcycling (702.28e of the reference rules): "[Type]cycling [cost]"
//! means "[cost], Discard this card: Search your library for a [type] card,
//! reveal it, and put it into your hand. Then shuffle your library." It works
//! only from the hand (702.28a), at instant speed; a card with two
//! landcyclings has two abilities.
//!
//! Real cards, compiled from their printed text: Twisted Abomination
//! (swampcycling {2}), Igneous Pouncer (swampcycling {2}, mountaincycling
//! {2}), Absorb Vis (basic landcycling {1}{B}).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::DecisionKind;

fn cards() -> Value {
    json!([card_table::compiled("Twisted Abomination"), card_table::compiled("Igneous Pouncer"), card_table::compiled("Absorb Vis")])
}

fn game(hand: Value, library: Value) -> T {
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": ["Swamp", "Swamp", "Swamp"], "hand": hand, "library": library},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn search_labels(t: &T) -> Vec<String> {
    let d = t.g().pending.clone().expect("the search question");
    let DecisionKind::ChooseCards { mut labels, .. } = d.kind else { panic!() };
    labels.sort();
    labels
}

#[test]
fn r702_28e_swampcycling_finds_a_swamp_from_the_hand() {
    let mut t = game(json!([{"card": "Twisted Abomination", "label": "abom"}]), json!([{"card": "Swamp", "label": "found"}, "Mountain", "Island"]));
    // The printed ability is 0; swampcycling comes after it.
    let listed = t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Activate { ability: 1, .. }));
    assert!(listed, "swampcycling is offered from the hand");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@abom", "ability": 1, "auto_pay": true}));
    assert_eq!(t.zone("abom"), "graveyard", "discarded as the cost");
    t.pass_all();
    assert_eq!(search_labels(&t), vec!["Swamp"]);
    let ev = t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@found"]}));
    assert!(ev.iter().any(|e| e.text.contains("reveals Swamp")));
    assert_eq!(t.zone("found"), "hand");
}

#[test]
fn r702_28e_two_landcyclings_are_two_abilities_and_basic_landcycling_finds_any_basic() {
    let mut t = game(json!([{"card": "Igneous Pouncer", "label": "pouncer"}]), json!(["Swamp", "Mountain", "Forest"]));
    let pouncer = t.id("pouncer");
    let abilities: Vec<usize> = t.g().legal_actions().into_iter().filter_map(|a| match a {
        LegalAction::Activate { source, ability, .. } if source == pouncer => Some(ability),
        _ => None,
    }).collect();
    assert_eq!(abilities, vec![0, 1], "swampcycling and mountaincycling");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@pouncer", "ability": 1, "auto_pay": true}));
    t.pass_all();
    assert_eq!(search_labels(&t), vec!["Mountain"], "mountaincycling finds only the Mountain");
    let mut t = game(json!([{"card": "Absorb Vis", "label": "vis"}]), json!(["Swamp", "Mountain", "Grizzly Bears", "Tundra"]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@vis", "ability": 0, "auto_pay": true}));
    t.pass_all();
    assert_eq!(search_labels(&t), vec!["Mountain", "Swamp"], "any basic land card: not Tundra, not the Bears");
}

#[test]
fn r702_28e_landcycling_names_a_basic_land_type() {
    let card = json!([{"name": "Odd Cycler (test card)", "mana_cost": "{2}", "types": ["Artifact"], "landcycling": [{"cost": "{1}", "land": "Desert"}]}]);
    let err = stackwise::cards::CardPool::parse_defs(&card.to_string(), "test").unwrap_err();
    assert!(err.contains("landcycling[0].land") && err.contains("Desert"), "{err}");
}
