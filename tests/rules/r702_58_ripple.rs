//! 702.58 ripple (702.59 in later rules): "Ripple N": when the spell is
//! cast, its caster may reveal the top N cards of their library; they may
//! cast any revealed cards with the same name without paying their mana
//! costs; the rest go on the bottom of the library. A card cast this way is
//! cast, so it ripples too. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Surging Flame {1}{R}: "Ripple 4 / Surging Flame deals 2 damage to
//!   target creature or player."
//! - Surging Dementia {1}{B}: "Ripple 4 / Target player discards a card."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::PlayerId;

fn game(hand: Value, library: Value, bob_hand: Value) -> T {
    let cards: Vec<Value> = ["Surging Flame", "Surging Dementia"].iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": hand, "mana_pool": "{R}{B}{2}", "library": library},
        {"name": "Bob", "hand": bob_hand, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Resolve everything: reveal for ripple if `reveal`, cast every card
/// offered if `cast`, target Bob, keep the order of the cards put under.
fn resolve_all(t: &mut T, reveal: bool, cast: bool) -> Vec<stackwise::rules::events::Event> {
    let mut ev = Vec::new();
    for _ in 0..60 {
        let Some(d) = t.g().pending.clone() else {
            if t.g().stack.is_empty() {
                break;
            }
            ev.extend(t.pass_all());
            continue;
        };
        let p = d.player.0;
        let a = match d.kind {
            DecisionKind::ChooseYesNo { .. } => json!({"action": "choose_yes_no", "player": p, "yes": reveal}),
            DecisionKind::ChooseObject { candidates, .. } => json!({"action": "choose_object", "player": p, "object": if cast { json!(candidates[0]) } else { Value::Null }}),
            DecisionKind::ChooseTargets { .. } => json!({"action": "choose_targets", "player": p, "targets": [{"player": 1}]}),
            DecisionKind::ArrangeCards { cards, .. } => json!({"action": "arrange_cards", "player": p, "order": cards}),
            DecisionKind::ChooseCards { from, min, .. } => json!({"action": "choose_cards", "player": p, "cards": from[..min].to_vec()}),
            DecisionKind::OrderTriggers { triggers, .. } => json!({"action": "order_triggers", "player": p, "order": triggers}),
            other => panic!("{other:?}"),
        };
        ev.extend(t.act(a));
    }
    ev
}

fn flame(t: &mut T) -> Vec<stackwise::rules::events::Event> {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sf", "targets": [{"player": 1}], "auto_pay": true}))
}

fn count(names: &[String], name: &str) -> usize {
    names.iter().filter(|n| *n == name).count()
}

#[test]
fn r702_58a_revealed_cards_of_the_same_name_are_cast_free() {
    let lib = json!(["Surging Flame", "Island", "Surging Flame", "Mountain", "Plains"]);
    let mut t = game(json!([{"card": "Surging Flame", "label": "sf"}]), lib, json!([]));
    flame(&mut t);
    let ev = resolve_all(&mut t, true, true);
    assert!(cites(&ev, "702.58a"), "{:?}", rules(&ev));
    assert_eq!(t.life(1), 20 - 2 * 3, "the spell and the two Flames revealed");
    let lib = top_down(&t);
    assert_eq!((lib.len(), count(&lib, "Surging Flame")), (3, 0), "{lib:?}");
    assert_eq!(t.g().player(PlayerId(0)).pool.total(), 4 - 2, "the two cast without paying: only the first spent mana");
}

#[test]
fn r702_58a_only_the_top_n_are_revealed_and_the_rest_go_under() {
    // The fifth card isn't revealed; the four revealed go to the bottom.
    let lib = json!(["Island", "Island", "Mountain", "Plains", "Surging Flame"]);
    let mut t = game(json!([{"card": "Surging Flame", "label": "sf"}]), lib, json!([]));
    flame(&mut t);
    resolve_all(&mut t, true, true);
    assert_eq!(t.life(1), 18);
    assert_eq!(top_down(&t)[0], "Surging Flame", "now on top");
    assert_eq!(top_down(&t).len(), 5);
}

#[test]
fn r702_58a_revealing_and_casting_are_choices() {
    // Not revealed: the library stays as it was.
    let lib = json!(["Surging Flame", "Island", "Mountain", "Plains", "Forest"]);
    let mut t = game(json!([{"card": "Surging Flame", "label": "sf"}]), lib.clone(), json!([]));
    flame(&mut t);
    resolve_all(&mut t, false, true);
    assert_eq!(t.life(1), 18);
    assert_eq!(top_down(&t), ["Surging Flame", "Island", "Mountain", "Plains", "Forest"]);
    // Revealed, none cast: all four under, the Forest on top.
    let mut t = game(json!([{"card": "Surging Flame", "label": "sf"}]), lib, json!([]));
    flame(&mut t);
    resolve_all(&mut t, true, false);
    assert_eq!(t.life(1), 18);
    let lib = top_down(&t);
    assert_eq!(lib[0], "Forest");
    assert_eq!(count(&lib, "Surging Flame"), 1, "not cast: under the library");
}

#[test]
fn r702_58a_surging_dementia_ripples_into_another_discard() {
    let lib = json!(["Island", "Surging Dementia", "Island", "Island", "Island"]);
    let bob = json!(["Plains", "Plains", "Plains"]);
    let mut t = game(json!([{"card": "Surging Dementia", "label": "sd"}]), lib, bob);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sd", "targets": [{"player": 1}], "auto_pay": true}));
    resolve_all(&mut t, true, true);
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 1, "two discards");
    assert_eq!(count(&top_down(&t), "Surging Dementia"), 0);
}
