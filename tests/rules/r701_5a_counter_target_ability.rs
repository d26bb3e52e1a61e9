//! 701.5a, 115.1, 605.3b: "Counter target activated ability" and "Counter
//! target activated or triggered ability": an ability on the stack is a
//! legal target of such a spell (a mana ability never is: it doesn't use the
//! stack); countered, it is removed from the stack and does nothing. A spell
//! is no such target. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Squelch {1}{U}: "Counter target activated ability. / Draw a card."
//! - Bind {1}{G}: "Counter target activated ability. / Draw a card."
//! - Stifle {U}: "Counter target activated or triggered ability."
//! - Prodigal Sorcerer 1/1: "{T}: Prodigal Sorcerer deals 1 damage to target
//!   creature or player."
//! - Flametongue Kavu 4/2: "When Flametongue Kavu enters the battlefield, it
//!   deals 4 damage to target creature."
//! - Rust {G}: "Counter target activated ability from an artifact source."
//! - Rod of Ruin {4}: "{3}, {T}: Rod of Ruin deals 1 damage to target
//!   creature or player."
//! - Lightning Bolt, Hill Giant (3/3).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::events::TargetChoice;
use stackwise::rules::types::PlayerId;

const CARDS: &[&str] = &["Squelch", "Bind", "Stifle", "Rust", "Rod of Ruin", "Prodigal Sorcerer", "Flametongue Kavu", "Lightning Bolt", "Hill Giant"];

fn game(alice_bf: Value, alice_hand: Value, bob_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Hill Giant", "label": "giant"}], "hand": bob_hand, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// The targets Bob's card in hand is offered, with its mana in his pool.
fn offered(t: &mut T, card: &str, mana: &str) -> Vec<TargetChoice> {
    t.gm().players[1].pool = stackwise::rules::types::ManaPool::parse(mana).unwrap();
    let id = t.id(card);
    t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Cast { card, options, .. } if card == id => Some(options[0].targets[0].clone()),
        _ => None,
    }).unwrap_or_default()
}

#[test]
fn r701_5a_an_activated_ability_countered_does_nothing() {
    for (counter, mana) in [("Squelch", "{1}{U}"), ("Bind", "{1}{G}")] {
        let mut t = game(json!([{"card": "Prodigal Sorcerer", "label": "sorc"}]), json!([]), json!([{"card": counter, "label": "c"}]));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@sorc", "ability": 0, "targets": [{"player": 1}]}));
        let ability = t.g().stack.last().unwrap().id;
        t.act(json!({"action": "pass_priority", "player": 0}));
        assert_eq!(offered(&mut t, "c", mana), vec![TargetChoice::Object(ability)], "{counter}: the ability on the stack is its one target");
        let hand = t.g().player(PlayerId(1)).hand.len();
        let ev = cast_with(&mut t, 1, "c", mana, json!([{"object": ability.0}]));
        assert!(!ev.is_empty());
        let ev = t.pass_all();
        assert!(cites(&ev, "701.5a"), "{counter}");
        assert!(t.g().stack.is_empty(), "{counter}: the ability is gone from the stack");
        assert_eq!(t.life(1), 20, "{counter}: no damage");
        assert_eq!(t.g().player(PlayerId(1)).hand.len(), hand, "{counter}: the card cast, one drawn");
    }
}

#[test]
fn r701_5a_a_triggered_ability_is_stifled_but_not_squelched() {
    let mut t = game(json!([]), json!([{"card": "Flametongue Kavu", "label": "fk"}]), json!([{"card": "Stifle", "label": "stifle"}, {"card": "Squelch", "label": "squelch"}]));
    cast_with(&mut t, 0, "fk", "{3}{R}", json!([]));
    t.pass_all();
    let d = t.g().pending.clone().expect("the Kavu's target");
    assert!(matches!(d.kind, DecisionKind::ChooseTargets { .. }));
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@giant"}]}));
    let trigger = t.g().stack.last().unwrap().id;
    t.act(json!({"action": "pass_priority", "player": 0}));
    // Squelch: activated abilities only; nothing to target.
    assert!(offered(&mut t, "squelch", "{1}{U}").is_empty());
    let msg = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 1, "card": "@squelch", "targets": [{"object": trigger.0}], "auto_pay": true}));
    assert!(!msg.is_empty());
    assert_eq!(offered(&mut t, "stifle", "{U}"), vec![TargetChoice::Object(trigger)]);
    cast_with(&mut t, 1, "stifle", "{U}", json!([{"object": trigger.0}]));
    t.pass_all();
    assert!(t.g().stack.is_empty());
    assert_eq!(t.zone("giant"), "battlefield", "the 4 damage never dealt");
    assert_eq!(t.g().obj(t.id("giant")).unwrap().damage, 0);
}

#[test]
fn r115_1_a_spell_is_not_a_target_ability() {
    let mut t = game(json!([]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([{"card": "Stifle", "label": "stifle"}]));
    cast_with(&mut t, 0, "bolt", "{R}", json!([{"player": 1}]));
    t.act(json!({"action": "pass_priority", "player": 0}));
    assert!(offered(&mut t, "stifle", "{U}").is_empty(), "a spell is not an ability");
}

#[test]
fn r701_5a_rust_counters_only_an_ability_from_an_artifact_source() {
    for (source, mana, artifact) in [("Rod of Ruin", "{3}", true), ("Prodigal Sorcerer", "", false)] {
        let mut t = game(json!([{"card": source, "label": "src"}]), json!([]), json!([{"card": "Rust", "label": "rust"}]));
        t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse(mana).unwrap();
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@src", "ability": 0, "targets": [{"player": 1}], "auto_pay": true}));
        let ability = t.g().stack.last().unwrap().id;
        t.act(json!({"action": "pass_priority", "player": 0}));
        let targets = offered(&mut t, "rust", "{G}");
        assert_eq!(targets.contains(&TargetChoice::Object(ability)), artifact, "{source}");
        if artifact {
            cast_with(&mut t, 1, "rust", "{G}", json!([{"object": ability.0}]));
            t.pass_all();
            assert!(t.g().stack.is_empty());
            assert_eq!(t.life(1), 20, "countered: no damage");
        } else {
            refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 1, "card": "@rust", "targets": [{"object": ability.0}], "auto_pay": true}));
        }
    }
}
