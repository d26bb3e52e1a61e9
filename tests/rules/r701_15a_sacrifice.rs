//! 701.15a (sacrifice), 608.2e: "[players] sacrifice(s) N [permanents]". Each
//! player named chooses N of the permanents they control that match (all of
//! them without a question when they have no more), in APNAP order; then the
//! chosen permanents are sacrificed at the same time. Sacrifice isn't
//! destruction: indestructible and regeneration don't stop it.
//!
//! The cards (built in: compiled from their printed text), their text as printed:
//! - Diabolic Edict: "Target player sacrifices a creature."
//! - Cruel Edict: "Target opponent sacrifices a creature."
//! - Innocent Blood: "Each player sacrifices a creature."
//! - Barter in Blood: "Each player sacrifices two creatures."
//! - Tremble: "Each player sacrifices a land."
//! - Syphon Flesh: "Each other player sacrifices a creature. You create a 2/2
//!   black Zombie creature token for each creature sacrificed this way."
//! - Grave Pact: "Whenever a creature you control dies, each other player
//!   sacrifices a creature."
//! - Blood Artist (built in): "Whenever Blood Artist or another creature dies,
//!   target player loses 1 life and you gain 1 life."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::PlayerId;

fn game(alice: Value, hand: Value, mana: &str, bob: Value, carol: Option<Value>) -> T {
    let lib = json!(["Island", "Island", "Island", "Island"]);
    let mut players = vec![
        json!({"name": "Alice", "battlefield": alice, "hand": hand, "mana_pool": mana, "library": lib}),
        json!({"name": "Bob", "battlefield": bob, "library": lib}),
    ];
    if let Some(c) = carol {
        players.push(json!({"name": "Carol", "battlefield": c, "library": lib}));
    }
    T::new(json!({"players": players, "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// Pass until nothing is on the stack; each sacrifice question answered
/// with the labels in `picks` (in the order asked), triggers ordered as
/// offered, trigger targets answered with Bob. Returns who was asked, in order.
fn settle(t: &mut T, picks: &[&[&str]]) -> Vec<PlayerId> {
    let mut asked = Vec::new();
    for _ in 0..60 {
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::ChooseCards { .. })) => {
                let pick: Vec<u64> = picks[asked.len()].iter().map(|l| t.id(l).0).collect();
                asked.push(p);
                t.act(json!({"action": "choose_cards", "player": p.0, "cards": pick}));
            }
            Some((p, DecisionKind::OrderTriggers { triggers, .. })) => {
                t.act(json!({"action": "order_triggers", "player": p.0, "order": triggers}));
            }
            Some((p, DecisionKind::ChooseTargets { .. })) => {
                t.act(json!({"action": "choose_targets", "player": p.0, "targets": [{"player": 1}]}));
            }
            Some((_, k)) => panic!("unexpected question {k:?}"),
            None if t.g().stack.is_empty() => return asked,
            None => {
                t.pass_all();
            }
        }
    }
    panic!("did not settle");
}

#[test]
fn r701_15a_diabolic_edict_the_player_chooses_which_creature() {
    let bob = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Forest", "label": "f"}]);
    let mut t = game(json!([]), json!([{"card": "Diabolic Edict", "label": "de"}]), "{B}{1}", bob, None);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@de", "targets": [{"player": 1}]}));
    let asked = settle(&mut t, &[&["giant"]]);
    assert_eq!(asked, vec![PlayerId(1)], "the sacrificing player chooses, not the caster");
    assert_eq!((t.zone("giant").as_str(), t.zone("bears").as_str(), t.zone("f").as_str()), ("graveyard", "battlefield", "battlefield"));
}

#[test]
fn r701_15a_a_lone_creature_goes_without_a_question_even_an_indestructible_one() {
    let bob = json!([{"card": "Darksteel Gargoyle", "label": "dg"}]);
    let mut t = game(json!([]), json!([{"card": "Diabolic Edict", "label": "de"}]), "{B}{1}", bob, None);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@de", "targets": [{"player": 1}]}));
    assert!(settle(&mut t, &[]).is_empty());
    assert_eq!(t.zone("dg"), "graveyard", "sacrifice is not destruction (701.15a, 702.12b)");
}

#[test]
fn r701_15a_a_wrong_answer_is_refused_and_the_game_is_unchanged() {
    let bob = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}]);
    let mut t = game(json!([{"card": "Llanowar Elves", "label": "elves"}]), json!([{"card": "Diabolic Edict", "label": "de"}]), "{B}{1}", bob, None);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@de", "targets": [{"player": 1}]}));
    t.pass_all();
    assert!(matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseCards { .. })));
    let (elves, bears, giant) = (t.id("elves").0, t.id("bears").0, t.id("giant").0);
    refused_unchanged(&mut t, json!({"action": "choose_cards", "player": 1, "cards": [elves]}));
    refused_unchanged(&mut t, json!({"action": "choose_cards", "player": 1, "cards": [bears, giant]}));
    refused_unchanged(&mut t, json!({"action": "choose_cards", "player": 0, "cards": [bears]}));
    t.act(json!({"action": "choose_cards", "player": 1, "cards": [t.id("bears").0]}));
    assert_eq!(t.zone("bears"), "graveyard");
}

#[test]
fn r608_2e_innocent_blood_asks_in_apnap_order_and_sacrifices_together() {
    // Blood Artist sees both deaths: two triggers from one event, after both chose.
    let alice = json!([{"card": "Blood Artist", "label": "ba"}, {"card": "Grizzly Bears", "label": "ab"}]);
    let bob = json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Grizzly Bears", "label": "bb"}]);
    let mut t = game(alice, json!([{"card": "Innocent Blood", "label": "ib"}]), "{B}", bob, None);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ib"}));
    let asked = settle(&mut t, &[&["ab"], &["giant"]]);
    assert_eq!(asked, vec![PlayerId(0), PlayerId(1)], "APNAP: the active player first");
    assert_eq!((t.zone("ab").as_str(), t.zone("giant").as_str()), ("graveyard", "graveyard"));
    assert_eq!((t.zone("ba").as_str(), t.zone("bb").as_str()), ("battlefield", "battlefield"));
    assert_eq!(t.life(1), 18, "Blood Artist: two creatures died, Bob targeted twice");
}

#[test]
fn r701_15a_barter_in_blood_takes_two_and_tremble_takes_a_land_from_each() {
    let alice = json!([{"card": "Grizzly Bears", "label": "a1"}, {"card": "Forest", "label": "af"}, {"card": "Forest", "label": "ag"}]);
    let bob = json!([{"card": "Hill Giant", "label": "b1"}, {"card": "Grizzly Bears", "label": "b2"}, {"card": "Llanowar Elves", "label": "b3"}, {"card": "Island", "label": "bi"}]);
    let mut t = game(alice, json!([{"card": "Barter in Blood", "label": "bb"}, {"card": "Tremble", "label": "tr"}]), "{B}{B}{2}{R}{1}", bob, None);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bb"}));
    // Alice has one creature: it goes without a question; Bob chooses two of three.
    let asked = settle(&mut t, &[&["b1", "b3"]]);
    assert_eq!(asked, vec![PlayerId(1)]);
    assert_eq!((t.zone("a1").as_str(), t.zone("b1").as_str(), t.zone("b2").as_str(), t.zone("b3").as_str()), ("graveyard", "graveyard", "battlefield", "graveyard"));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@tr"}));
    let asked = settle(&mut t, &[&["ag"]]);
    assert_eq!(asked, vec![PlayerId(0)], "Bob's one land goes without a question");
    assert_eq!((t.zone("af").as_str(), t.zone("ag").as_str(), t.zone("bi").as_str()), ("battlefield", "graveyard", "graveyard"));
}

#[test]
fn r701_15a_cruel_edict_targets_an_opponent_only() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "ab"}]), json!([{"card": "Cruel Edict", "label": "ce"}]), "{B}{1}", json!([{"card": "Hill Giant", "label": "giant"}]), None);
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@ce", "targets": [{"player": 0}]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ce", "targets": [{"player": 1}]}));
    settle(&mut t, &[]);
    assert_eq!(t.zone("giant"), "graveyard");
}

#[test]
fn r608_2c_syphon_flesh_makes_a_zombie_for_each_creature_sacrificed_this_way() {
    for (carol, zombies) in [(json!([{"card": "Grizzly Bears", "label": "cb"}]), 2usize), (json!([]), 1)] {
        let mut t = game(json!([]), json!([{"card": "Syphon Flesh", "label": "sf"}]), "{B}{4}", json!([{"card": "Hill Giant", "label": "giant"}]), Some(carol));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@sf"}));
        settle(&mut t, &[]);
        let made = t.g().battlefield.iter().filter(|id| t.g().objects[id].def.name == "Zombie" && t.g().objects[id].controller == PlayerId(0)).count();
        assert_eq!(made, zombies);
    }
}

#[test]
fn r603_2_grave_pact_makes_each_other_player_sacrifice_when_your_creature_dies() {
    let alice = json!([{"card": "Grave Pact", "label": "gp"}, {"card": "Grizzly Bears", "label": "ab"}]);
    let bob = json!([{"card": "Hill Giant", "label": "giant"}]);
    let mut t = game(alice, json!([{"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}]), "{R}{R}", bob, None);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@b1", "targets": [{"object": "@ab"}]}));
    settle(&mut t, &[]);
    assert_eq!((t.zone("ab").as_str(), t.zone("giant").as_str()), ("graveyard", "graveyard"), "Alice's Bears died: Bob sacrificed his Giant");
    let mut t = game(json!([{"card": "Grave Pact", "label": "gp"}, {"card": "Grizzly Bears", "label": "ab"}]), json!([{"card": "Lightning Bolt", "label": "b1"}]), "{R}", json!([{"card": "Grizzly Bears", "label": "bb"}]), None);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@b1", "targets": [{"object": "@bb"}]}));
    settle(&mut t, &[]);
    assert_eq!((t.zone("ab").as_str(), t.zone("bb").as_str()), ("battlefield", "graveyard"), "Bob's creature dying triggers nothing");
}
