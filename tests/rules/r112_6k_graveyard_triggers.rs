//! 112.6k (2017 numbering): a triggered ability whose effect returns the card
//! it is on from its owner's graveyard works only while the card is there;
//! recover (702.58a) is one. 603.10a: a leaves-the-battlefield event looks
//! back in time, so a card that reaches the graveyard in that event doesn't
//! see it from there. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Squee, Goblin Nabob {2}{R}, 1/1: "At the beginning of your upkeep, you
//!   may return Squee, Goblin Nabob from your graveyard to your hand."
//! - Aurora Eidolon {3}{W}, 2/2: "{W}, Sacrifice Aurora Eidolon: Prevent the
//!   next 3 damage ... / Whenever you cast a multicolored spell, you may
//!   return Aurora Eidolon from your graveyard to your hand."
//! - Enigma Eidolon {3}{U}, 2/2: the same return, with "{U}, Sacrifice Enigma
//!   Eidolon: Target player puts the top three cards ...".
//! - Nether Traitor {B}{B}, 1/1: "Haste / Shadow / Whenever another creature
//!   is put into your graveyard from the battlefield, you may pay {B}. If you
//!   do, return Nether Traitor from your graveyard to the battlefield."
//! - Resize {1}{G}, Instant: "Target creature gets +3/+3 until end of turn. /
//!   Recover {1}{G}".
//! - Sun's Bounty {1}{W}, Instant: "You gain 4 life. / Recover {1}{W}".
//! - Lightning Helix {R}{W}: "Lightning Helix deals 3 damage to target
//!   creature or player and you gain 3 life."
//! - Shock {R}: "Shock deals 2 damage to target creature or player."
//! - Pyroclasm {1}{R}: "Pyroclasm deals 2 damage to each creature."
//! - Grizzly Bears {1}{G}, 2/2; Raging Goblin {R}, 1/1: "Haste".
//! - Genesis {4}{G}, 4/4: "At the beginning of your upkeep, if Genesis is in
//!   your graveyard, you may pay {2}{G}. If you do, return target creature
//!   card from your graveyard to your hand."
//! - Gigapede {3}{G}{G}, 6/1: "Shroud / At the beginning of your upkeep, if
//!   Gigapede is in your graveyard, you may discard a card. If you do,
//!   return Gigapede to your hand."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::{Event, EventKind};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ManaPool, PlayerId, Step};

const CARDS: &[&str] = &["Squee, Goblin Nabob", "Aurora Eidolon", "Enigma Eidolon", "Nether Traitor", "Resize", "Sun's Bounty", "Lightning Helix", "Shock", "Pyroclasm", "Grizzly Bears", "Raging Goblin", "Genesis", "Gigapede"];

fn cards() -> Value {
    Value::Array(CARDS.iter().map(|n| common::card_table::compiled(n)).collect())
}

/// Alice's precombat main phase (turn 2).
fn game(alice_bf: Value, alice_hand: Value, alice_gy: Value, bob_bf: Value, bob_gy: Value) -> T {
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "graveyard": alice_gy, "library": ["Island", "Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "graveyard": bob_gy, "library": ["Island", "Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// The abilities that triggered among `ev`, by source.
fn triggered_by(ev: &[Event], source: stackwise::rules::types::ObjectId) -> usize {
    ev.iter().filter(|e| matches!(e.kind, EventKind::AbilityTriggered { source: s, .. } if s == source)).count()
}

/// Alice casts a card with all the mana she could want.
fn cast(t: &mut T, card: &str, targets: Value) -> Vec<Event> {
    t.gm().players[0].pool = ManaPool::parse("{W}{W}{U}{B}{R}{R}{G}{G}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "auto_pay": true}))
}

/// Pass until a yes/no question is pending or the stack is empty (triggers
/// put on the stack in the order offered); the events.
fn settle(t: &mut T) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..12 {
        if let Some((DecisionKind::OrderTriggers { triggers, .. }, p)) = t.g().pending.as_ref().map(|d| (d.kind.clone(), d.player)) {
            ev.extend(t.act(json!({"action": "order_triggers", "player": p.0, "order": triggers})));
            continue;
        }
        if t.g().pending.is_some() || t.g().stack.is_empty() {
            break;
        }
        ev.extend(t.pass_all());
    }
    ev
}

/// Answer the pending yes/no question of Alice.
fn answer(t: &mut T, yes: bool) -> Vec<Event> {
    match t.g().pending.as_ref().map(|d| (&d.kind, d.player)) {
        Some((DecisionKind::ChooseYesNo { .. }, PlayerId(0))) => t.act(json!({"action": "choose_yes_no", "player": 0, "yes": yes})),
        other => panic!("expected Alice's yes/no question, got {other:?}"),
    }
}

#[test]
fn r112_6k_squee_returns_at_the_upkeep_from_the_graveyard_only() {
    // Squee in the graveyard: Alice's upkeep triggers it; on the battlefield it doesn't.
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "graveyard": [{"card": "Squee, Goblin Nabob", "label": "squee"}], "battlefield": [{"card": "Squee, Goblin Nabob", "label": "other"}], "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 1, "active": 1, "step": "end"}}));
    let (in_gy, on_bf) = (t.id("squee"), t.id("other"));
    let mut ev = Vec::new();
    for _ in 0..8 {
        if t.g().pending.is_some() || (t.g().turn.active == PlayerId(0) && t.g().turn.step == Step::Upkeep && !t.g().stack.is_empty()) {
            break;
        }
        ev.extend(t.pass_all());
    }
    assert_eq!(t.g().turn.step, Step::Upkeep);
    assert_eq!(triggered_by(&ev, in_gy), 1, "the Squee in the graveyard triggers");
    assert_eq!(triggered_by(&ev, on_bf), 0, "the Squee on the battlefield doesn't (its ability works only from the graveyard)");
    settle(&mut t);
    answer(&mut t, true);
    assert_eq!(t.zone("squee"), "hand");
    assert_eq!(hand(&t), vec!["Squee, Goblin Nabob".to_string()]);
}

#[test]
fn r112_6k_eidolons_return_when_a_multicolored_spell_is_cast() {
    // Both Eidolons in the graveyard see Lightning Helix (multicolored), not Shock.
    let mut t = game(json!([]), json!([{"card": "Shock", "label": "shock"}, {"card": "Lightning Helix", "label": "helix"}]), json!([{"card": "Aurora Eidolon", "label": "aurora"}, {"card": "Enigma Eidolon", "label": "enigma"}]), json!([]), json!([]));
    let (aurora, enigma) = (t.id("aurora"), t.id("enigma"));
    let ev = cast(&mut t, "shock", json!([{"player": 1}]));
    assert_eq!(triggered_by(&ev, aurora) + triggered_by(&ev, enigma), 0, "a monocolored spell");
    settle(&mut t);
    assert_eq!(t.life(1), 18);
    let mut ev = cast(&mut t, "helix", json!([{"player": 1}]));
    ev.extend(settle(&mut t));
    assert_eq!((triggered_by(&ev, aurora), triggered_by(&ev, enigma)), (1, 1), "a multicolored spell: each Eidolon triggers");
    // Both abilities resolve before the Helix: Alice returns one and declines the other.
    let mut answers = vec![true, false];
    for _ in 0..6 {
        settle(&mut t);
        if t.g().pending.is_some() {
            answer(&mut t, answers.remove(0));
        } else if t.g().stack.is_empty() {
            break;
        }
    }
    assert!(answers.is_empty(), "asked twice");
    let zones = [t.zone("aurora"), t.zone("enigma")];
    assert!(zones.contains(&"hand".to_string()) && zones.contains(&"graveyard".to_string()), "{zones:?}");
    assert_eq!(t.life(1), 15, "the Helix resolved");
}

#[test]
fn r702_58a_recover_returns_when_paid_and_exiles_otherwise() {
    for (pay, want) in [(true, "hand"), (false, "exile")] {
        // Resize and Sun's Bounty in Alice's graveyard; her Grizzly Bears dies to Shock.
        let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Shock", "label": "shock"}]), json!([{"card": "Resize", "label": "resize"}, {"card": "Sun's Bounty", "label": "bounty"}]), json!([]), json!([]));
        let (resize, bounty) = (t.id("resize"), t.id("bounty"));
        cast(&mut t, "shock", json!([{"object": "@bears"}]));
        t.gm().players[0].pool = ManaPool::parse("{W}{G}{G}").unwrap();
        let mut ev = t.pass_all();
        ev.extend(settle(&mut t));
        assert_eq!(t.zone("bears"), "graveyard");
        assert_eq!((triggered_by(&ev, resize), triggered_by(&ev, bounty)), (1, 1), "a creature was put into Alice's graveyard: both recover abilities trigger");
        let mut asked = 0;
        for _ in 0..6 {
            if t.g().pending.is_some() {
                answer(&mut t, pay);
                asked += 1;
            } else if t.g().stack.is_empty() {
                break;
            }
            // Mana for the next payment (a player who can't pay isn't asked, 608.2d).
            t.gm().players[0].pool = ManaPool::parse("{W}{G}{G}").unwrap();
            settle(&mut t);
        }
        assert_eq!(asked, 2);
        assert_eq!((t.zone("resize").as_str(), t.zone("bounty").as_str()), (want, want), "paid: {pay}");
    }
}

#[test]
fn r702_58a_recover_sees_only_its_owners_graveyard() {
    // Bob's creature dies: Alice's Resize doesn't trigger; Bob's Sun's Bounty does.
    let mut t = game(json!([]), json!([{"card": "Shock", "label": "shock"}]), json!([{"card": "Resize", "label": "resize"}]), json!([{"card": "Raging Goblin", "label": "goblin"}]), json!([{"card": "Sun's Bounty", "label": "bounty"}]));
    let (resize, bounty) = (t.id("resize"), t.id("bounty"));
    cast(&mut t, "shock", json!([{"object": "@goblin"}]));
    let ev = t.pass_all();
    assert_eq!(t.zone("goblin"), "graveyard");
    assert_eq!(triggered_by(&ev, resize), 0, "not Alice's graveyard");
    assert_eq!(triggered_by(&ev, bounty), 1, "Bob's graveyard");
    assert!(ev.iter().any(|e| matches!(&e.kind, EventKind::AbilityTriggered { controller, source, .. } if *source == bounty && *controller == PlayerId(1))), "controlled by the card's owner");
}

#[test]
fn r603_10a_nether_traitor_dying_with_another_creature_doesnt_see_it() {
    // Pyroclasm kills Nether Traitor and Grizzly Bears at once: the Traitor wasn't in the
    // graveyard before the event, so it doesn't trigger. A creature dying later does.
    for order in [["traitor", "bears"], ["bears", "traitor"]] {
        let bf: Vec<Value> = order.iter().map(|l| json!({"card": if *l == "traitor" { "Nether Traitor" } else { "Grizzly Bears" }, "label": l})).collect();
        let hand = json!([{"card": "Pyroclasm", "label": "clasm"}, {"card": "Raging Goblin", "label": "goblin"}, {"card": "Shock", "label": "shock"}]);
        let mut t = game(Value::Array(bf), hand, json!([]), json!([]), json!([]));
        cast(&mut t, "clasm", json!([]));
        let ev = t.pass_all();
        assert_eq!((t.zone("traitor").as_str(), t.zone("bears").as_str()), ("graveyard", "graveyard"));
        let traitor = t.id("traitor");
        assert_eq!(triggered_by(&ev, traitor), 0, "{order:?}: it died with the Bears");
        assert!(t.g().stack.is_empty() && t.g().pending.is_none());
        // Later, Alice's Raging Goblin dies: the Traitor, in her graveyard now, sees it.
        cast(&mut t, "goblin", json!([]));
        t.pass_all();
        cast(&mut t, "shock", json!([{"object": "@goblin"}]));
        let ev = t.pass_all();
        assert_eq!(t.zone("goblin"), "graveyard");
        assert_eq!(triggered_by(&ev, traitor), 1, "{order:?}");
        settle(&mut t);
        t.gm().players[0].pool = ManaPool::parse("{B}").unwrap();
        answer(&mut t, true);
        settle(&mut t);
        assert_eq!(t.zone("traitor"), "battlefield", "{order:?}: paid {{B}}");
    }
}

/// From Bob's end step to Alice's upkeep (turn 2) with these cards; the
/// events until a question is asked or the upkeep's triggers are on the stack.
fn to_upkeep(graveyard: Value, battlefield: Value, hand: Value) -> (T, Vec<Event>) {
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "graveyard": graveyard, "battlefield": battlefield, "hand": hand, "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 1, "active": 1, "step": "end"}}));
    let mut ev = Vec::new();
    for _ in 0..8 {
        if t.g().pending.is_some() || (t.g().turn.active == PlayerId(0) && t.g().turn.step == Step::Upkeep && !t.g().stack.is_empty()) {
            break;
        }
        ev.extend(t.pass_all());
    }
    (t, ev)
}

#[test]
fn r603_4_if_it_is_in_your_graveyard_works_from_there() {
    // Genesis in the graveyard triggers at Alice's upkeep and returns Grizzly Bears when paid;
    // the Genesis on the battlefield doesn't trigger (its condition names the graveyard).
    let (mut t, ev) = to_upkeep(json!([{"card": "Genesis", "label": "gen"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Genesis", "label": "other"}]), json!([]));
    assert_eq!(t.g().turn.step, Step::Upkeep);
    assert_eq!(triggered_by(&ev, t.id("gen")), 1);
    assert_eq!(triggered_by(&ev, t.id("other")), 0, "on the battlefield");
    // Its target: a creature card in Alice's graveyard (Genesis itself is one too).
    t.gm().players[0].pool = ManaPool::parse("{G}{G}{G}").unwrap();
    match t.g().pending.as_ref().map(|d| d.kind.clone()) {
        Some(DecisionKind::ChooseTargets { .. }) => t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@bears"}]})),
        other => panic!("the trigger's target is asked: {other:?}"),
    };
    settle(&mut t);
    answer(&mut t, true);
    settle(&mut t);
    assert_eq!(t.zone("bears"), "hand");
    assert_eq!(t.zone("gen"), "graveyard");
}

#[test]
fn r603_4_gigapede_returns_for_a_discard_and_not_after_leaving_the_graveyard() {
    for discard in [true, false] {
        let (mut t, ev) = to_upkeep(json!([{"card": "Gigapede", "label": "pede"}]), json!([]), json!([{"card": "Shock", "label": "shock"}]));
        assert_eq!(triggered_by(&ev, t.id("pede")), 1);
        settle(&mut t);
        answer(&mut t, discard);
        if discard {
            if let Some(d) = t.g().pending.as_ref() {
                panic!("the only card is discarded without a question: {:?}", d.kind);
            }
        }
        settle(&mut t);
        assert_eq!(t.zone("pede"), if discard { "hand" } else { "graveyard" }, "discarded: {discard}");
        assert_eq!(t.zone("shock"), if discard { "graveyard" } else { "hand" });
    }
}
