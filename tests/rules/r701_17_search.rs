//! Searching a library (701.17 of the reference rules) and shuffling around
//! the cards found (701.18b). The searching player chooses among the cards
//! with the stated quality and may find fewer (701.17b); the others see how
//! many, and which ones only when revealed or put onto the battlefield.
//!
//! Real cards, built in (built in: compiled from their printed text), Oracle text in each
//! definition: Rampant Growth, Diabolic Tutor, Worldly Tutor, Harrow.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn game(battlefield: Value, hand: Value, library: Value) -> T {
    seeded(battlefield, hand, library, 1)
}

fn seeded(battlefield: Value, hand: Value, library: Value, seed: u64) -> T {
    T::new(json!({"seed": seed, "players": [
        {"name": "Alice", "battlefield": battlefield, "hand": hand, "library": library},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T, card: &str, sacrifice: Value) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": [], "auto_pay": true, "sacrifice": sacrifice}));
}

/// The library search question: (labels, min, max).
fn question(t: &T) -> (Vec<String>, usize, usize, Vec<ObjectId>) {
    let d = t.g().pending.clone().expect("a search question");
    assert_eq!(d.rule, "701.17");
    let DecisionKind::ChooseCards { from, min, max, labels } = d.kind else { panic!("choose cards") };
    (labels, min, max, from)
}

fn lib_names(t: &T) -> Vec<String> {
    t.g().player(PlayerId(0)).library.iter().map(|id| t.g().objects[id].def.name.clone()).collect()
}

#[test]
fn r701_17_rampant_growth_finds_a_basic_land_and_puts_it_onto_the_battlefield_tapped() {
    let mut t = game(json!(["Forest", "Forest"]), json!([{"card": "Rampant Growth", "label": "growth"}]), json!([{"card": "Tundra", "label": "tundra"}, {"card": "Swamp", "label": "swamp"}, {"card": "Grizzly Bears", "label": "bears"}]));
    cast(&mut t, "growth", json!([]));
    t.pass_all();
    let (labels, min, max, from) = question(&t);
    assert_eq!(labels, vec!["Swamp"], "only the basic land card: not Tundra (nonbasic), not the Bears");
    assert_eq!((min, max), (0, 1), "up to one; finding nothing is allowed (701.17b)");
    // Refused: a card that isn't offered; two cards.
    let before = t.g().clone();
    assert!(t.try_act(json!({"action": "choose_cards", "player": 0, "cards": ["@bears"]})).is_err());
    assert!(t.try_act(json!({"action": "choose_cards", "player": 0, "cards": ["@swamp", "@swamp"]})).is_err());
    assert!(t.try_act(json!({"action": "choose_cards", "player": 1, "cards": ["@swamp"]})).is_err(), "only the searching player answers");
    assert_eq!(t.g(), &before);
    let ev = t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0]}));
    assert_eq!(t.zone("swamp"), "battlefield");
    let swamp = t.g().battlefield.iter().copied().find(|id| t.g().objects[id].def.name == "Swamp").unwrap();
    assert!(t.g().objects[&swamp].tapped, "tapped");
    assert!(ev.iter().any(|e| e.rule == "701.16" || e.text.contains("shuffles")), "then the library is shuffled");
    assert_eq!(lib_names(&t).len(), 2);
}

#[test]
fn r701_17b_diabolic_tutor_may_find_nothing_and_still_shuffles() {
    let mut t = game(json!(["Swamp", "Swamp", "Swamp", "Swamp"]), json!([{"card": "Diabolic Tutor", "label": "tutor"}]), json!(["Island", "Grizzly Bears", "Lightning Bolt"]));
    cast(&mut t, "tutor", json!([]));
    t.pass_all();
    let (labels, _, max, _) = question(&t);
    assert_eq!(labels.len(), 3, "any card");
    assert_eq!(max, 1);
    let ev = t.act(json!({"action": "choose_cards", "player": 0, "cards": []}));
    assert!(ev.iter().any(|e| e.text.contains("finds nothing")));
    assert!(ev.iter().any(|e| e.text.contains("shuffles")));
    assert_eq!(lib_names(&t).len(), 3);
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 0);
}

#[test]
fn r701_18b_worldly_tutor_shuffles_then_puts_the_revealed_creature_on_top() {
    let lib = json!(["Island", "Island", {"card": "Hill Giant", "label": "giant"}, "Island", "Island", "Island"]);
    for seed in 1..4 {
        let mut t = seeded(json!(["Forest"]), json!([{"card": "Worldly Tutor", "label": "tutor"}]), lib.clone(), seed);
        cast(&mut t, "tutor", json!([]));
        t.pass_all();
        let (labels, _, _, from) = question(&t);
        assert_eq!(labels, vec!["Hill Giant"]);
        let ev = t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0]}));
        assert!(ev.iter().any(|e| e.rule == "701.14" && e.text.contains("reveals Hill Giant")), "revealed");
        assert_eq!(lib_names(&t).last().map(String::as_str), Some("Hill Giant"), "on top, whatever the shuffle did");
        assert_eq!(lib_names(&t).len(), 6);
    }
}

#[test]
fn r117_8_harrow_sacrifices_a_land_then_finds_up_to_two_untapped() {
    let mut t = game(json!([{"card": "Forest", "label": "f1"}, "Forest", "Forest"]), json!([{"card": "Harrow", "label": "harrow"}]), json!(["Mountain", "Plains", "Island"]));
    cast(&mut t, "harrow", json!(["@f1"]));
    assert_eq!(t.zone("f1"), "graveyard");
    t.pass_all();
    let (_, _, max, from) = question(&t);
    assert_eq!(max, 2);
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0, from[1].0]}));
    let lands: Vec<&stackwise::rules::state::GameObject> = t.g().battlefield.iter().map(|id| &t.g().objects[id]).filter(|o| o.def.name != "Forest").collect();
    assert_eq!(lands.len(), 2, "two lands found");
    assert!(lands.iter().all(|o| !o.tapped), "untapped: Harrow doesn't say tapped");
}

#[test]
fn r401_2_another_player_sees_that_a_library_is_searched_not_its_cards() {
    let mut t = game(json!(["Swamp", "Swamp", "Swamp", "Swamp"]), json!([{"card": "Diabolic Tutor", "label": "tutor"}]), json!(["Island", "Grizzly Bears"]));
    cast(&mut t, "tutor", json!([]));
    t.pass_all();
    let d = t.g().pending.clone().unwrap();
    let bob = stackwise::formats::visibility::decision_for(t.g(), &d, Some(PlayerId(1)));
    let DecisionKind::ChooseCards { from, labels, max, .. } = bob.kind else { panic!() };
    assert!(from.is_empty() && labels.is_empty(), "Bob sees neither the cards nor their names");
    assert_eq!(max, 1, "how many may be found is public");
    let alice = stackwise::formats::visibility::decision_for(t.g(), &d, Some(PlayerId(0)));
    let DecisionKind::ChooseCards { labels, .. } = alice.kind else { panic!() };
    let mut labels = labels;
    labels.sort();
    assert_eq!(labels, vec!["Grizzly Bears", "Island"]);
}
