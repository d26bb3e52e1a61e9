//! Proliferate (701.24; 701.25 in later rules): choose any number of
//! permanents and players with counters; each chosen one gets one more
//! counter of a kind it already has (the controller picks the kind where a
//! permanent has several; a player's counters are poison counters). All is
//! chosen first (`choose_cards` for the permanents, `choose_mode` for a kind,
//! yes or no for each player), then given.
//!
//! Cards (their text as the table prints it):
//! - Steady Progress {2}{U}, sorcery: "Proliferate. / Draw a card."
//! - Grim Affliction {2}{B}, instant: "Put a -1/-1 counter on target
//!   creature, then proliferate."
//! - Grizzly Bears, Hill Giant (creatures with counters).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn game(card: &str, alice_bf: Value, bob: Value) -> T {
    let mut bob = bob;
    bob["name"] = "Bob".into();
    bob["library"] = json!(["Island", "Island"]);
    T::new(json!({"cards": [card_table::compiled(card)], "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": [{"card": card, "label": "spell"}], "mana_pool": "{2}{U}{B}", "library": ["Island", "Island", "Island"]},
        bob
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn counters(t: &T, label: &str, kind: &str) -> u32 {
    t.g().objects[&t.id(label)].extra.counters.get(kind).copied().unwrap_or(0)
}

fn pass_until_asked(t: &mut T) {
    for _ in 0..4 {
        if t.g().pending.is_some() || t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
}

/// Steady Progress: only the permanents with counters are offered; the one
/// chosen gets one more, the other keeps its count; Bob, poisoned, is asked
/// about; then Alice draws.
#[test]
fn r701_24_steady_progress_adds_one_counter_to_each_chosen_permanent_and_player() {
    let alice = json!([{"card": "Grizzly Bears", "label": "bears", "counters": {"+1/+1": 1}}, {"card": "Hill Giant", "label": "giant", "counters": {"+1/+1": 2}}, {"card": "Grizzly Bears", "label": "plain"}]);
    let mut t = game("Steady Progress", alice, json!({"poison": 3}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [], "auto_pay": true}));
    pass_until_asked(&mut t);
    let d = t.g().pending.clone().unwrap();
    assert_eq!(d.rule, "701.24");
    let DecisionKind::ChooseCards { from, min, max, .. } = d.kind else { panic!("{d:?}") };
    assert_eq!((min, max), (0, 2));
    assert!(from.contains(&t.id("bears")) && from.contains(&t.id("giant")) && !from.contains(&t.id("plain")));
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [t.id("bears").0]}));
    let d = t.g().pending.clone().unwrap();
    assert!(matches!(d.kind, DecisionKind::ChooseYesNo { .. }), "{d:?}");
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    assert!(t.g().pending.is_none());
    assert_eq!((counters(&t, "bears", "+1/+1"), counters(&t, "giant", "+1/+1")), (2, 2));
    assert_eq!(t.g().player(PlayerId(1)).poison, 4);
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1, "then a card drawn");
}

/// Grim Affliction: the -1/-1 counter is put first, so the target is among
/// those offered; a permanent with two kinds asks which kind grows.
#[test]
fn r701_24_grim_affliction_counters_then_proliferates_a_kind_chosen() {
    let bob = json!({"battlefield": [{"card": "Hill Giant", "label": "giant", "counters": {"+1/+1": 1, "charge": 1}}, {"card": "Grizzly Bears", "label": "bears"}]});
    let mut t = game("Grim Affliction", json!([]), bob);
    let bears = t.id("bears");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"object": bears.0}], "auto_pay": true}));
    pass_until_asked(&mut t);
    let DecisionKind::ChooseCards { from, .. } = t.g().pending.clone().unwrap().kind else { panic!() };
    assert_eq!(from.len(), 2, "the Bears now has a counter too");
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [t.id("giant").0, t.id("bears").0]}));
    let DecisionKind::ChooseMode { modes, .. } = t.g().pending.clone().unwrap().kind else { panic!() };
    assert_eq!(modes, vec!["+1/+1", "charge"]);
    t.act(json!({"action": "choose_mode", "player": 0, "mode": 1}));
    assert!(t.g().pending.is_none(), "no player has counters: nothing more to ask");
    assert_eq!((counters(&t, "giant", "+1/+1"), counters(&t, "giant", "charge")), (1, 2));
    assert_eq!(t.zone("bears"), "graveyard", "two -1/-1 counters on a 2/2");
}
