//! 706.2, 613.1a: "becomes a copy of [object]". The copiable values of the
//! object copied (a copy of a copy copies what that one copies; last known
//! values of a card that moved) replace the permanent's own, fixed as the
//! effect begins, for as long as the effect lasts; effects that aren't copy
//! effects still apply on top; when it ends, the permanent has the values of
//! the latest copy effect left, or its own again. "And gains this ability"
//! makes the ability part of the copiable values (706.9a).
//!
//! The cards (built in: compiled from their printed text), their text as printed:
//! - Mizzium Transreliquat: "{3}: Mizzium Transreliquat becomes a copy of
//!   target artifact until end of turn. / {1}{U}{R}: Mizzium Transreliquat
//!   becomes a copy of target artifact and gains this ability."
//! - Unstable Shapeshifter: "Whenever another creature enters the battlefield,
//!   Unstable Shapeshifter becomes a copy of that creature and gains this
//!   ability."
//! - Dimir Doppelganger: "{1}{U}{B}: Exile target creature card from a
//!   graveyard. Dimir Doppelganger becomes a copy of that card and gains this
//!   ability."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{PlayerId, Step};

fn game(alice: Value, hand: Value, mana: &str, bob: Value, bob_graveyard: Value) -> T {
    let lib = json!(["Island", "Island", "Island", "Island", "Island", "Island"]);
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice, "hand": hand, "mana_pool": mana, "library": lib},
        {"name": "Bob", "battlefield": bob, "graveyard": bob_graveyard, "library": lib}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn name(t: &T, label: &str) -> String {
    t.g().chars(t.id(label)).map(|c| c.name.clone()).unwrap_or_default()
}

fn pt(t: &T, label: &str) -> (Option<i32>, Option<i32>) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power, c.toughness)
}

/// Resolve everything, ordering triggers as offered.
fn settle(t: &mut T) {
    for _ in 0..40 {
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::OrderTriggers { triggers, .. })) => {
                t.act(json!({"action": "order_triggers", "player": p.0, "order": triggers}));
            }
            Some((_, k)) => panic!("unexpected question {k:?}"),
            None if t.g().stack.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
}

/// Play on to Bob's upkeep (through Alice's cleanup step), declaring nothing.
fn to_bobs_upkeep(t: &mut T) {
    for _ in 0..100 {
        if t.g().turn.active == PlayerId(1) && t.g().turn.step == Step::Upkeep {
            return;
        }
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::DeclareAttackers { .. })) => {
                t.act(json!({"action": "declare_attackers", "player": p.0, "attackers": []}));
            }
            Some((_, k)) => panic!("unexpected question {k:?}"),
            None => {
                t.pass_all();
            }
        }
    }
    panic!("never reached Bob's upkeep");
}

fn activate(t: &mut T, who: &str, ability: usize, target: &str) {
    t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{who}"), "ability": ability, "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    settle(t);
}

#[test]
fn r706_2_mizzium_transreliquat_is_a_copy_until_end_of_turn_then_itself_again() {
    let mut t = game(json!([{"card": "Mizzium Transreliquat", "label": "mt"}]), json!([{"card": "Giant Growth", "label": "gg"}]), "{3}{G}", json!([{"card": "Darksteel Gargoyle", "label": "dg"}]), json!([]));
    activate(&mut t, "mt", 0, "dg");
    assert_eq!(name(&t, "mt"), "Darksteel Gargoyle");
    assert_eq!(pt(&t, "mt"), (Some(3), Some(3)), "the copied artifact creature's power and toughness");
    assert_eq!(t.g().objects[&t.id("mt")].controller, PlayerId(0), "control is no copiable value: still Alice's");
    // A pump is no copy effect: it applies on top (613.1a before 613.3c).
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@gg", "targets": [{"object": "@mt"}]}));
    settle(&mut t);
    assert_eq!(pt(&t, "mt"), (Some(6), Some(6)));
    to_bobs_upkeep(&mut t);
    assert_eq!(name(&t, "mt"), "Mizzium Transreliquat", "the copy ended at cleanup (514.2)");
    assert_eq!(pt(&t, "mt"), (None, None), "a noncreature artifact again");
}

#[test]
fn r706_9a_mizzium_transreliquat_keeps_the_ability_it_gains_with_the_copy() {
    let mut t = game(json!([{"card": "Mizzium Transreliquat", "label": "mt"}]), json!([]), "{1}{U}{R}{1}{U}{R}", json!([{"card": "Dingus Egg", "label": "egg"}, {"card": "Darksteel Gargoyle", "label": "dg"}]), json!([]));
    activate(&mut t, "mt", 1, "egg");
    assert_eq!(name(&t, "mt"), "Dingus Egg");
    let def = t.g().objects[&t.id("mt")].extra.copy_of.clone().expect("a copy");
    assert_eq!(def.abilities.len(), 2, "Dingus Egg's ability and the one it gained");
    // The gained ability is its second ability now: used again, it copies the Gargoyle, keeping it.
    activate(&mut t, "mt", 1, "dg");
    assert_eq!(name(&t, "mt"), "Darksteel Gargoyle");
    to_bobs_upkeep(&mut t);
    assert_eq!(name(&t, "mt"), "Darksteel Gargoyle", "no end stated: it stays a copy");
    assert_eq!(pt(&t, "mt"), (Some(3), Some(3)));
}

#[test]
fn r706_2_an_ended_copy_effect_leaves_the_latest_one_in_force() {
    // For good, a copy of Bob's Transreliquat with the gained ability (three
    // abilities); then, with the first of them, a copy of the Gargoyle until
    // end of turn: at cleanup it is the three-ability copy again, not itself.
    let mut t = game(json!([{"card": "Mizzium Transreliquat", "label": "mt"}]), json!([]), "{1}{U}{R}{3}", json!([{"card": "Mizzium Transreliquat", "label": "other"}, {"card": "Darksteel Gargoyle", "label": "dg"}]), json!([]));
    let abilities = |t: &T| t.g().objects[&t.id("mt")].extra.copy_of.as_ref().map(|d| d.abilities.len());
    activate(&mut t, "mt", 1, "other");
    assert_eq!(abilities(&t), Some(3));
    activate(&mut t, "mt", 0, "dg");
    assert_eq!(name(&t, "mt"), "Darksteel Gargoyle");
    to_bobs_upkeep(&mut t);
    assert_eq!(name(&t, "mt"), "Mizzium Transreliquat");
    assert_eq!(abilities(&t), Some(3), "the copy effect left in force, not its own values (two abilities)");
}

#[test]
fn r706_2_unstable_shapeshifter_becomes_each_creature_that_enters_in_turn() {
    let mut t = game(json!([{"card": "Unstable Shapeshifter", "label": "us"}]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}]), "{1}{G}{3}{R}", json!([]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears"}));
    settle(&mut t);
    assert_eq!(name(&t, "us"), "Grizzly Bears");
    assert_eq!(pt(&t, "us"), (Some(2), Some(2)));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@giant"}));
    settle(&mut t);
    assert_eq!(name(&t, "us"), "Hill Giant", "it kept the ability, so it triggered again");
    assert_eq!(pt(&t, "us"), (Some(3), Some(3)));
}

#[test]
fn r706_2_unstable_shapeshifter_copies_what_a_clone_copies() {
    // Clone entering as a copy of Hill Giant: its copiable values are Hill Giant's (706.5).
    let mut t = game(json!([{"card": "Unstable Shapeshifter", "label": "us"}, {"card": "Hill Giant", "label": "giant"}]), json!([{"card": "Clone", "label": "clone"}]), "{3}{U}", json!([]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@clone"}));
    t.pass_all();
    if let Some(DecisionKind::ChooseObject { .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) {
        t.act(json!({"action": "choose_object", "player": 0, "object": "@giant"}));
    }
    settle(&mut t);
    assert_eq!(name(&t, "us"), "Hill Giant");
}

#[test]
fn r706_2_dimir_doppelganger_copies_the_card_it_exiled() {
    let mut t = game(json!([{"card": "Dimir Doppelganger", "label": "dd"}]), json!([]), "{1}{U}{B}", json!([]), json!([{"card": "Hill Giant", "label": "giant"}]));
    activate(&mut t, "dd", 0, "giant");
    assert_eq!(t.zone("giant"), "exile");
    assert_eq!(name(&t, "dd"), "Hill Giant");
    assert_eq!(pt(&t, "dd"), (Some(3), Some(3)));
    let def = t.g().objects[&t.id("dd")].extra.copy_of.clone().expect("a copy");
    assert_eq!(def.abilities.len(), 1, "Hill Giant has none; the gained one is its only ability");
}

#[test]
fn r706_2_become_copy_outside_a_resolving_effect_is_refused() {
    let card = json!([{"name": "Odd", "types": ["Artifact"], "abilities": [{"kind": "static", "effect": {"static": "continuous", "affects": {"all": {}}, "modifications": [{"become_copy": {"of": "this"}}]}}]}]);
    let e = stackwise::cards::CardPool::parse_defs(&card.to_string(), "test").unwrap_err();
    assert!(e.contains("become_copy"), "{e}");
}

#[test]
fn r706_2_become_copy_of_a_target_slot_the_card_lacks_is_refused() {
    let card = json!([{"name": "Odd", "mana_cost": "{U}", "types": ["Instant"], "spell": {"targets": [{"kind": "permanent"}],
        "effects": [{"do": "continuous", "what": {"target": 0}, "modifications": [{"become_copy": {"of": {"target": 3}}}]}]}}]);
    let e = stackwise::cards::CardPool::parse_defs(&card.to_string(), "test").unwrap_err();
    assert!(e.contains('3'), "{e}");
}
