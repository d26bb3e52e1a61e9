//! 702.28c: "When you cycle [this]" triggers as the card is discarded to pay
//! a cycling cost, from the zone the card is in then (its owner's
//! graveyard); "Whenever a player cycles a card" triggers for any card
//! cycled, typecycling included (702.28f). A card discarded another way
//! isn't cycled. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Renewed Faith {2}{W}, Instant: "You gain 6 life. / Cycling {1}{W} / When
//!   you cycle Renewed Faith, you may gain 2 life."
//! - Decree of Justice {X}{X}{2}{W}{W}, Sorcery: "Create X 4/4 white Angel
//!   creature tokens with flying. / Cycling {2}{W} / When you cycle Decree of
//!   Justice, you may pay {X}. If you do, create X 1/1 white Soldier creature
//!   tokens."
//! - Lightning Rift {1}{R}, Enchantment: "Whenever a player cycles a card, you
//!   may pay {1}. If you do, Lightning Rift deals 2 damage to target creature
//!   or player."
//! - Twisted Abomination {5}{B}, 5/3: "{B}: Regenerate Twisted Abomination. /
//!   Swampcycling {2}".
//! - Mind Rot {2}{B}, Sorcery: "Target player discards two cards."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::cards::def::{Ability, CostPart};
use stackwise::rules::events::{Event, EventKind};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ManaPool, PlayerId};

const CARDS: &[&str] = &["Renewed Faith", "Decree of Justice", "Lightning Rift", "Twisted Abomination", "Mind Rot"];

fn game(alice_bf: Value, alice_hand: Value, bob_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Swamp", "Island", "Island", "Island"]},
        {"name": "Bob", "hand": bob_hand, "library": ["Swamp", "Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// The index of the card's cycling ability (the one whose cost discards it).
fn cycling_index(t: &T, label: &str) -> usize {
    let c = t.g().chars(t.id(label)).unwrap();
    c.abilities.iter().position(|a| matches!(a, Ability::Activated { cost, .. } if cost.parts.contains(&CostPart::DiscardSelf))).expect("a cycling ability")
}

fn cycle(t: &mut T, p: u8, label: &str) -> Vec<Event> {
    let i = cycling_index(t, label);
    t.gm().players[p as usize].pool = ManaPool::parse("{W}{W}{W}{B}{C}{C}{C}").unwrap();
    t.act(json!({"action": "activate_ability", "player": p, "source": format!("@{label}"), "ability": i, "auto_pay": true}))
}

fn triggered_by(ev: &[Event], source: stackwise::rules::types::ObjectId) -> usize {
    ev.iter().filter(|e| matches!(e.kind, EventKind::AbilityTriggered { source: s, .. } if s == source)).count()
}

/// Pass until a question of `p` is pending (triggers ordered as offered).
fn to_question(t: &mut T) {
    for _ in 0..8 {
        match t.g().pending.as_ref().map(|d| (d.kind.clone(), d.player)) {
            Some((DecisionKind::OrderTriggers { triggers, .. }, p)) => {
                t.act(json!({"action": "order_triggers", "player": p.0, "order": triggers}));
            }
            Some(_) => return,
            None => {
                t.pass_all();
            }
        }
    }
}

#[test]
fn r702_28c_renewed_faith_triggers_from_the_graveyard() {
    let mut t = game(json!([]), json!([{"card": "Renewed Faith", "label": "faith"}]), json!([]));
    let ev = cycle(&mut t, 0, "faith");
    assert_eq!(t.zone("faith"), "graveyard");
    assert_eq!(triggered_by(&ev, t.id("faith")), 1, "its own trigger, from the graveyard");
    to_question(&mut t);
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    t.pass_all();
    assert_eq!(t.life(0), 22);
    assert_eq!(hand(&t).len(), 1, "the cycling ability drew a card");
}

#[test]
fn r702_28c_a_card_discarded_otherwise_isnt_cycled() {
    // Alice's Mind Rot makes her discard Renewed Faith and an Island: no cycling, no trigger.
    let mut t = game(json!([{"card": "Lightning Rift", "label": "rift"}]), json!([{"card": "Renewed Faith", "label": "faith"}, "Island", {"card": "Mind Rot", "label": "rot"}]), json!([]));
    t.gm().players[0].pool = ManaPool::parse("{B}{C}{C}").unwrap();
    let mut ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@rot", "targets": [{"player": 0}], "auto_pay": true}));
    ev.extend(t.pass_all());
    assert_eq!(t.zone("faith"), "graveyard");
    assert_eq!(triggered_by(&ev, t.id("faith")) + triggered_by(&ev, t.id("rift")), 0);
}

#[test]
fn r702_28f_lightning_rift_sees_any_player_cycle_typecycling_too() {
    // Bob swampcycles Twisted Abomination: Alice's Rift triggers; she pays {1} and hits Bob.
    let mut t = game(json!([{"card": "Lightning Rift", "label": "rift"}, "Mountain"]), json!([]), json!([{"card": "Twisted Abomination", "label": "abom"}]));
    t.act(json!({"action": "pass_priority", "player": 0}));
    let ev = cycle(&mut t, 1, "abom");
    assert_eq!(triggered_by(&ev, t.id("rift")), 1);
    assert!(ev.iter().any(|e| matches!(&e.kind, EventKind::AbilityTriggered { controller, .. } if *controller == PlayerId(0))), "Alice controls the Rift's trigger");
    for _ in 0..6 {
        match t.g().pending.as_ref().map(|d| d.kind.clone()) {
            Some(DecisionKind::ChooseTargets { .. }) => {
                t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
            }
            Some(DecisionKind::ChooseYesNo { .. }) => {
                t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
            }
            // The swampcycling search: Bob takes the Swamp.
            Some(DecisionKind::ChooseCards { from, .. }) => {
                t.act(json!({"action": "choose_cards", "player": 1, "cards": [from[0].0]}));
            }
            Some(other) => panic!("{other:?}"),
            None if t.g().stack.is_empty() => break,
            None => {
                t.pass_all();
            }
        }
    }
    assert_eq!(t.life(1), 18);
    assert_eq!(t.zone("abom"), "graveyard");
}

#[test]
fn r702_28c_decree_of_justice_creates_the_x_paid() {
    let mut t = game(json!(["Plains", "Plains", "Plains"]), json!([{"card": "Decree of Justice", "label": "decree"}]), json!([]));
    cycle(&mut t, 0, "decree");
    to_question(&mut t);
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    t.act(json!({"action": "choose_number", "player": 0, "number": 2}));
    t.pass_all();
    let soldiers = t.g().battlefield.iter().filter(|id| t.g().chars(**id).is_some_and(|c| c.has_subtype("Soldier"))).count();
    assert_eq!(soldiers, 2, "X = 2");
}
