//! 610.3: "exile [it] until [this] leaves the battlefield". The exile is a
//! one-shot effect; the source leaving the battlefield makes a second one at
//! once (no trigger, nothing on the stack) that returns each card still in
//! exile to the zone it left, a permanent under its owner's control (610.3b).
//! A source already gone as the exile would happen exiles nothing (610.3a);
//! cards returning after one event return together (610.3c). Compiled from
//! the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Banishing Light {2}{W}: "When Banishing Light enters the battlefield,
//!   exile target nonland permanent an opponent controls until Banishing
//!   Light leaves the battlefield."
//! - Banisher Priest {1}{W}{W} 2/2: "When Banisher Priest enters the
//!   battlefield, exile target creature an opponent controls until Banisher
//!   Priest leaves the battlefield."
//! - Stasis Snare {1}{W}{W}: "Flash / When Stasis Snare enters the
//!   battlefield, exile target creature an opponent controls until Stasis
//!   Snare leaves the battlefield."
//! - Brain Maggot {1}{B} 1/1: "When Brain Maggot enters the battlefield,
//!   target opponent reveals his or her hand and you choose a nonland card
//!   from it. Exile that card until Brain Maggot leaves the battlefield."
//! - Aligned Hedron Network {4}: "When Aligned Hedron Network enters the
//!   battlefield, exile all creatures with power 5 or greater until Aligned
//!   Hedron Network leaves the battlefield."
//! - Naturalize, Lightning Bolt, Shock, Planar Cleansing ("Destroy all
//!   nonland permanents."), Soul Warden ("Whenever another creature enters
//!   the battlefield, you gain 1 life."), Grizzly Bears, Craw Wurm (6/4).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::PlayerId;

const CARDS: &[&str] = &[
    "Banishing Light", "Banisher Priest", "Stasis Snare", "Brain Maggot", "Aligned Hedron Network", "Naturalize", "Lightning Bolt", "Shock", "Planar Cleansing", "Soul Warden", "Grizzly Bears", "Craw Wurm",
];

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "library": ["Forest", "Forest", "Forest"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Answer the questions on the way (a trigger's target, a card to choose)
/// with `target` / the first card offered, until the stack is empty.
fn resolve_choosing(t: &mut T, target: Value) {
    for _ in 0..20 {
        match t.g().pending.clone() {
            Some(d) => match d.kind {
                DecisionKind::ChooseTargets { .. } => {
                    t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [target.clone()]}));
                }
                DecisionKind::ChooseCards { from, .. } => {
                    t.act(json!({"action": "choose_cards", "player": d.player.0, "cards": [from[0].0]}));
                }
                DecisionKind::ChooseObject { candidates, .. } => {
                    t.act(json!({"action": "choose_object", "player": d.player.0, "object": candidates[0].0}));
                }
                other => panic!("unexpected decision {other:?}"),
            },
            None if t.g().stack.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
    panic!("the stack did not empty");
}

/// Alice casts a card of her hand (mana given) and everything resolves, the
/// trigger's target being `target`.
fn cast_and_exile(t: &mut T, card: &str, mana: &str, target: Value) {
    cast_with(t, 0, card, mana, json!([]));
    resolve_choosing(t, target);
}

fn in_zone(t: &T, name: &str, zone: &str) -> bool {
    t.g().objects.values().any(|o| o.def.name == name && format!("{:?}", o.zone).to_lowercase().starts_with(zone))
}

#[test]
fn r610_3_the_permanent_returns_under_its_owners_control_as_a_new_object() {
    // Banishing Light and Banisher Priest alike: the same words, a different source.
    for (source, mana, answer, answer_mana) in [("Banishing Light", "{2}{W}", "Naturalize", "{1}{G}"), ("Banisher Priest", "{1}{W}{W}", "Lightning Bolt", "{R}")] {
        let mut t = game(json!([]), json!([{"card": source, "label": "src"}]), json!([{"card": "Grizzly Bears", "label": "bears", "tapped": true, "counters": {"+1/+1": 1}}]), json!([{"card": answer, "label": "answer"}]));
        let old = t.id("bears");
        cast_and_exile(&mut t, "src", mana, json!({"object": "@bears"}));
        assert_eq!(t.zone("bears"), "exile", "{source}");
        assert!(t.g().stack.is_empty());
        // Bob answers the source: the Bears come back at once, with nothing on the stack.
        t.act(json!({"action": "pass_priority", "player": 0}));
        let before = t.g().stack.len();
        let ev = cast_with(&mut t, 1, "answer", answer_mana, json!([{"object": "@src"}]));
        assert!(!ev.is_empty());
        assert_eq!(t.g().stack.len(), before + 1);
        let ev = t.pass_all();
        assert_eq!(t.zone("bears"), "battlefield", "{source}: back as the source left");
        assert!(cites(&ev, "610.3"), "{source}");
        let bears = t.id("bears");
        assert_ne!(bears, old, "a new object (400.7)");
        let o = t.g().obj(bears).unwrap();
        assert_eq!(o.controller, PlayerId(1), "{source}: under its owner's control (610.3b)");
        assert!(!o.tapped, "{source}: untapped");
        assert!(o.extra.counters.values().all(|n| *n == 0), "{source}: its counters are gone");
        assert!(t.g().stack.is_empty(), "{source}: the return used no stack");
    }
}

#[test]
fn r610_3a_a_source_gone_before_its_ability_resolves_exiles_nothing() {
    for (source, mana) in [("Banisher Priest", "{1}{W}{W}"), ("Banishing Light", "{2}{W}")] {
        let answer = if source == "Banisher Priest" { "Lightning Bolt" } else { "Naturalize" };
        let answer_mana = if source == "Banisher Priest" { "{R}" } else { "{1}{G}" };
        let mut t = game(json!([]), json!([{"card": source, "label": "src"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": answer, "label": "answer"}]));
        cast_with(&mut t, 0, "src", mana, json!([]));
        t.pass_all();
        // The enters trigger waits for its target, then goes on the stack.
        let d = t.g().pending.clone().expect("the trigger's target");
        t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [{"object": "@bears"}]}));
        assert_eq!(t.g().stack.len(), 1);
        // Alice passes; Bob destroys the source in response.
        t.act(json!({"action": "pass_priority", "player": 0}));
        cast_with(&mut t, 1, "answer", answer_mana, json!([{"object": "@src"}]));
        let mut ev = t.pass_all();
        ev.extend(t.pass_all());
        assert!(t.g().stack.is_empty(), "{source}");
        assert_eq!(t.zone("bears"), "battlefield", "{source}: nothing is exiled");
        assert!(cites(&ev, "610.3a"), "{source}: {:?}", rules(&ev));
    }
}

#[test]
fn r610_3_a_card_exiled_from_a_hand_returns_to_that_hand() {
    let mut t = game(json!([]), json!([{"card": "Brain Maggot", "label": "maggot"}]), json!([]), json!([{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Shock", "label": "shock"}]));
    cast_with(&mut t, 0, "maggot", "{1}{B}", json!([]));
    resolve_choosing(&mut t, json!({"player": 1}));
    let exiled: Vec<&str> = ["bolt", "shock"].into_iter().filter(|l| t.zone(l) == "exile").collect();
    assert_eq!(exiled.len(), 1, "one card chosen and exiled");
    let (gone, kept) = if exiled[0] == "bolt" { ("bolt", "shock") } else { ("shock", "bolt") };
    // Bob kills the Maggot with the other card: the exiled one goes back to his hand.
    t.act(json!({"action": "pass_priority", "player": 0}));
    cast_with(&mut t, 1, kept, "{R}", json!([{"object": "@maggot"}]));
    t.pass_all();
    assert_eq!(t.zone("maggot"), "graveyard");
    assert_eq!(t.zone(gone), "hand", "back to the zone it was exiled from");
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 1);
}

#[test]
fn r610_3c_cards_returning_after_one_event_return_together_in_either_order() {
    // Banisher Priest and Stasis Snare each hold one of Bob's creatures; Planar
    // Cleansing destroys both sources at once. The two creatures return as one
    // event: Soul Warden sees the other creature enter (603.6a), whichever
    // source held it and whichever order the sources were in.
    for (first, second) in [("Banisher Priest", "Stasis Snare"), ("Stasis Snare", "Banisher Priest")] {
        for warden_to_first in [true, false] {
            let mut t = game(json!([]), json!([{"card": first, "label": "a"}, {"card": second, "label": "b"}, {"card": "Planar Cleansing", "label": "wrath"}]), json!([{"card": "Soul Warden", "label": "warden"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]));
            let (x, y) = if warden_to_first { ("@warden", "@bears") } else { ("@bears", "@warden") };
            let mana = |c: &str| if c == "Stasis Snare" { "{1}{W}{W}" } else { "{1}{W}{W}" };
            cast_and_exile(&mut t, "a", mana(first), json!({"object": x}));
            cast_and_exile(&mut t, "b", mana(second), json!({"object": y}));
            assert_eq!((t.zone("warden").as_str(), t.zone("bears").as_str()), ("exile", "exile"));
            let life = t.life(1);
            cast_with(&mut t, 0, "wrath", "{3}{W}{W}{W}", json!([]));
            resolve_choosing(&mut t, json!({"player": 0}));
            assert_eq!((t.zone("warden").as_str(), t.zone("bears").as_str()), ("battlefield", "battlefield"), "{first}/{second}");
            assert_eq!(t.life(1), life + 1, "{first}/{second}, warden held by the first: {warden_to_first}: the Warden saw the Bears enter with it");
        }
    }
}

#[test]
fn r610_3_every_creature_exiled_returns_and_a_token_does_not() {
    // Aligned Hedron Network exiles Bob's Craw Wurm and a token Craw Wurm; the
    // token ceases to exist in exile (704.5d) and can't come back.
    let mut t = game(json!([]), json!([{"card": "Aligned Hedron Network", "label": "net"}]), json!([{"card": "Craw Wurm", "label": "wurm"}, {"card": "Craw Wurm", "label": "token", "token": true}, {"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Naturalize", "label": "nat"}]));
    cast_and_exile(&mut t, "net", "{4}", json!({"player": 1}));
    assert_eq!(t.zone("wurm"), "exile");
    assert_eq!(t.zone("bears"), "battlefield", "power 2: not exiled");
    assert!(!in_zone(&t, "Craw Wurm", "battlefield"));
    t.act(json!({"action": "pass_priority", "player": 0}));
    cast_with(&mut t, 1, "nat", "{1}{G}", json!([{"object": "@net"}]));
    t.pass_all();
    assert_eq!(t.zone("wurm"), "battlefield");
    let wurms = t.g().objects.values().filter(|o| o.def.name == "Craw Wurm").count();
    assert_eq!(wurms, 1, "the token is gone for good");
}

#[test]
fn r610_3_exile_until_is_read_and_written_back() {
    use stackwise::text::{status, Status};
    for name in ["Banishing Light", "Banisher Priest", "Stasis Snare", "Brain Maggot", "Aligned Hedron Network", "Colossal Whale", "Suspension Field"] {
        assert_eq!(status(common::card_table::card(name)).0, Status::Understood, "{name}");
    }
}
