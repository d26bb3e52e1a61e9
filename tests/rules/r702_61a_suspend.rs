//! 702.61a-d (2017 numbering): suspend. "Suspend N—[cost]": a card in its
//! owner's hand that could begin to be cast may be exiled with N time
//! counters by paying the cost (a special action, 116.2f: no stack, the
//! player keeps priority); at the beginning of its owner's upkeep a time
//! counter comes off a suspended card (702.61b: in exile, with suspend and a
//! time counter); when the last one is removed, it is cast without paying its
//! mana cost if able (an alternative cost, 702.61d), and a creature spell cast
//! so has haste until its caster loses control of it. 117.6: a card with no
//! mana cost can't be cast for it (Ancestral Vision only by its suspend).
//!
//! The cards (built in: compiled from their printed text), their text as printed:
//! - Rift Bolt {2}{R}: "Rift Bolt deals 3 damage to target creature or
//!   player. / Suspend 1—{R}"
//! - Ancestral Vision (no mana cost, blue): "Suspend 4—{U} / Target player
//!   draws three cards."
//! - Search for Tomorrow {2}{G}: "Search your library for a basic land card
//!   and put it onto the battlefield. Then shuffle your library. / Suspend 2—{G}"
//! - Durkwood Baloth {4}{G}{G} 5/5: "Suspend 5—{G}"
//! - Errant Ephemeron {6}{U} 4/4: "Flying / Suspend 4—{1}{U}"
//! - Control Magic, Disenchant (built in).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{Keyword, PlayerId, Step};

fn game(hand: Value, mana: &str, bob_bf: Value, bob_hand: Value) -> T {
    let lib: Vec<Value> = (0..30).map(|_| json!("Forest")).collect();
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": [], "hand": hand, "mana_pool": mana, "library": lib},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "library": lib}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn suspend(t: &mut T, label: &str) -> Vec<stackwise::rules::events::Event> {
    t.act(json!({"action": "suspend", "player": 0, "card": format!("@{label}"), "auto_pay": true}))
}

fn time_counters(t: &T, label: &str) -> u32 {
    t.g().objects[&t.id(label)].extra.counters.get("time").copied().unwrap_or(0)
}

/// Play on to `player`'s `step`: targets answered with Bob, "choose cards"
/// with the first (Wheel of Fate's and Search for Tomorrow's questions).
fn until(t: &mut T, player: u8, step: Step) {
    play_until(t, player, step, &|t, p, k| match k {
        DecisionKind::ChooseTargets { .. } => {
            t.act(json!({"action": "choose_targets", "player": p.0, "targets": [{"player": 1}]}));
        }
        DecisionKind::ChooseCards { from, min, .. } => {
            let cards: Vec<u64> = from.iter().take(min.max(1)).map(|c| c.0).collect();
            t.act(json!({"action": "choose_cards", "player": p.0, "cards": cards}));
        }
        k => panic!("unexpected question {k:?}"),
    });
}

#[test]
fn r702_61a_rift_bolt_is_suspended_then_cast_for_free_at_the_next_upkeep() {
    let mut t = game(json!([{"card": "Rift Bolt", "label": "rb"}]), "{R}{R}", json!([]), json!([]));
    let offered = t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Suspend { card, time: 1, .. } if card == t.id("rb")));
    assert!(offered, "suspend offered as a special action");
    let ev = suspend(&mut t, "rb");
    assert!(cites(&ev, "116.2f") && cites(&ev, "702.61a"), "{:?}", rules(&ev));
    // Exiled with one time counter, {R} paid, no stack, Alice keeps priority.
    assert_eq!((t.zone("rb"), time_counters(&t, "rb")), ("exile".into(), 1));
    assert_eq!(t.g().player(PlayerId(0)).pool.total(), 1);
    assert!(t.g().stack.is_empty());
    assert_eq!(t.g().acting_player(), Some(PlayerId(0)));
    // Bob's turn: nothing happens to it.
    until(&mut t, 1, Step::Upkeep);
    assert_eq!(time_counters(&t, "rb"), 1);
    // Alice's upkeep: the counter comes off, the last-counter ability casts it (targets: Bob).
    until(&mut t, 0, Step::Draw);
    assert_eq!(t.life(1), 17);
    assert_eq!(t.zone("rb"), "graveyard");
}

#[test]
fn r702_61a_suspending_is_refused_when_the_card_could_not_be_cast_now() {
    let mut t = game(json!([{"card": "Rift Bolt", "label": "rb"}, {"card": "Lightning Bolt", "label": "lb"}]), "{R}{R}", json!([]), json!([]));
    // Not a card with suspend; no mana for it: refused, nothing changed.
    let e = refused_unchanged(&mut t, json!({"action": "suspend", "player": 0, "card": "@lb", "auto_pay": true}));
    assert!(e.contains("has no suspend"), "{e}");
    // With a spell on the stack (sorcery timing: 307.1).
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@lb", "targets": [{"player": 1}], "auto_pay": true}));
    let e = refused_unchanged(&mut t, json!({"action": "suspend", "player": 0, "card": "@rb", "auto_pay": true}));
    assert!(e.contains("702.61a") && e.contains("main phase"), "{e}");
    assert!(!t.g().legal_actions().iter().any(|a| matches!(a, LegalAction::Suspend { .. })));
    // No mana left for {R}.
    t.pass_all();
    let mut t2 = game(json!([{"card": "Rift Bolt", "label": "rb"}]), "", json!([]), json!([]));
    assert!(!t2.g().legal_actions().iter().any(|a| matches!(a, LegalAction::Suspend { .. })));
    let e = refused_unchanged(&mut t2, json!({"action": "suspend", "player": 0, "card": "@rb", "auto_pay": true}));
    assert!(e.contains("702.61a"), "{e}");
    // Bob can't suspend Alice's card.
    let mut t3 = game(json!([{"card": "Rift Bolt", "label": "rb"}]), "{R}", json!([]), json!([]));
    let e = refused_unchanged(&mut t3, json!({"action": "suspend", "player": 1, "card": "@rb", "auto_pay": true}));
    assert!(!e.is_empty());
}

/// 117.6: Ancestral Vision has no mana cost: it can't be cast from the hand,
/// only suspended; four of Alice's upkeeps later she casts it for free.
#[test]
fn r117_6_ancestral_vision_is_cast_only_through_its_suspend() {
    let mut t = game(json!([{"card": "Ancestral Vision", "label": "av"}]), "{U}", json!([]), json!([]));
    assert!(!t.g().legal_actions().iter().any(|a| matches!(a, LegalAction::Cast { .. })));
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@av", "targets": [{"player": 0}], "auto_pay": true}));
    assert!(e.contains("117.6"), "{e}");
    suspend(&mut t, "av");
    assert_eq!(time_counters(&t, "av"), 4);
    for left in [3, 2, 1] {
        until(&mut t, 0, Step::Draw);
        assert_eq!(time_counters(&t, "av"), left);
        until(&mut t, 1, Step::Upkeep);
    }
    until(&mut t, 1, Step::PrecombatMain);
    let hand = t.g().player(PlayerId(1)).hand.len();
    until(&mut t, 0, Step::Draw);
    // Cast at the upkeep, targeting Bob (the test's answer): he drew three.
    assert_eq!(t.zone("av"), "graveyard");
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), hand + 3);
}

/// 702.61a: a creature cast by its suspend has haste for as long as its
/// caster controls it: Durkwood Baloth attacks the turn it arrives; once Bob
/// took it with Control Magic, it has no haste, not even back under Alice's
/// control (611.2b: the effect ended).
#[test]
fn r702_61a_durkwood_baloth_has_haste_until_alice_loses_control_of_it() {
    let mut t = game(json!([{"card": "Durkwood Baloth", "label": "db"}]), "{G}", json!([]), json!([]));
    suspend(&mut t, "db");
    // Five upkeeps of Alice's.
    for _ in 0..4 {
        until(&mut t, 0, Step::Draw);
        until(&mut t, 1, Step::Upkeep);
    }
    assert_eq!(time_counters(&t, "db"), 1);
    until(&mut t, 0, Step::Draw);
    assert_eq!(t.zone("db"), "battlefield");
    assert!(t.g().chars(t.id("db")).unwrap().has_keyword(Keyword::Haste));
    // It may attack this very turn.
    until(&mut t, 0, Step::PrecombatMain);
    assert!(attackers_offered(&mut t).contains(&t.id("db")));
}

#[test]
fn r702_61a_haste_ends_for_good_when_control_changes() {
    let lib: Vec<Value> = (0..30).map(|_| json!("Forest")).collect();
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": ["Plains", "Plains"], "hand": [{"card": "Durkwood Baloth", "label": "db"}, {"card": "Disenchant", "label": "dis"}], "mana_pool": "{G}", "library": lib},
        {"name": "Bob", "battlefield": ["Island", "Island", "Island", "Island"], "hand": [{"card": "Control Magic", "label": "cm"}], "library": lib}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    suspend(&mut t, "db");
    for _ in 0..4 {
        until(&mut t, 0, Step::Draw);
        until(&mut t, 1, Step::Upkeep);
    }
    until(&mut t, 0, Step::Draw);
    assert!(t.g().chars(t.id("db")).unwrap().has_keyword(Keyword::Haste));
    // Bob's Control Magic takes it; Alice's Disenchant gives it back.
    until(&mut t, 1, Step::PrecombatMain);
    let db = t.id("db");
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@cm", "targets": [{"object": db.0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().objects[&t.id("db")].controller, PlayerId(1));
    assert!(!t.g().chars(t.id("db")).unwrap().has_keyword(Keyword::Haste));
    until_priority(&mut t, 0);
    let cm = t.id("cm");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@dis", "targets": [{"object": cm.0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("cm"), "graveyard");
    assert_eq!(t.g().objects[&t.id("db")].controller, PlayerId(0));
    assert!(!t.g().chars(t.id("db")).unwrap().has_keyword(Keyword::Haste), "611.2b: the haste ended with Alice's control");
}

fn until_priority(t: &mut T, p: u8) {
    for _ in 0..20 {
        if t.g().acting_player() == Some(PlayerId(p)) && t.g().pending.is_none() {
            return;
        }
        t.act(json!({"action": "pass_priority", "player": t.g().acting_player().unwrap().0}));
    }
    panic!("no priority for {p}");
}

/// Two suspended cards lose their counters at the same upkeep: both
/// abilities trigger together and Alice orders them (603.3b), in either order.
#[test]
fn r702_61a_two_suspended_cards_tick_down_at_the_same_upkeep_in_either_order() {
    for order in [["sft", "ee"], ["ee", "sft"]] {
        let hand: Vec<Value> = order.iter().map(|l| json!({"card": if *l == "sft" { "Search for Tomorrow" } else { "Errant Ephemeron" }, "label": l})).collect();
        let mut t = game(json!(hand), "{G}{U}{1}", json!([]), json!([]));
        suspend(&mut t, order[0]);
        suspend(&mut t, order[1]);
        until(&mut t, 0, Step::Draw);
        assert_eq!((time_counters(&t, "sft"), time_counters(&t, "ee")), (1, 3), "{order:?}");
        until(&mut t, 1, Step::Upkeep);
        until(&mut t, 0, Step::Draw);
        // Search for Tomorrow was cast and found a Forest.
        assert_eq!(t.zone("sft"), "graveyard", "{order:?}");
        assert_eq!(time_counters(&t, "ee"), 2);
        let forests = t.g().battlefield.iter().filter(|id| t.g().objects[id].def.name == "Forest" && t.g().objects[id].controller == PlayerId(0)).count();
        assert_eq!(forests, 1, "{order:?}");
    }
}

#[test]
fn r702_61a_malformed_suspend_is_refused() {
    let bad = |card: Value| stackwise::cards::CardPool::parse_defs(&json!([card]).to_string(), "test").expect_err("refused");
    let e = bad(json!({"name": "Suspended Land", "types": ["Land"], "suspend": {"time": 2, "cost": "{1}"}}));
    assert!(e.contains("suspend") && e.contains("land"), "{e}");
    let e = bad(json!({"name": "No Time", "mana_cost": "{R}", "types": ["Sorcery"], "suspend": {"time": 0, "cost": "{R}"}, "spell": {"effects": []}}));
    assert!(e.contains("'time' must be from 1"), "{e}");
    let e = bad(json!({"name": "X Time", "mana_cost": "{R}", "types": ["Sorcery"], "suspend": {"time": 2, "cost": "{X}{R}"}, "spell": {"effects": []}}));
    assert!(e.contains("can't contain X"), "{e}");
    let e = bad(json!({"name": "Odd", "mana_cost": "{R}", "types": ["Sorcery"], "suspend": {"time": 2, "cost": "{R}", "when": 3}, "spell": {"effects": []}}));
    assert!(e.contains("when"), "{e}");
}

/// A card in a hand is hidden from the other players: Bob's view of Alice's
/// legal actions doesn't name the card she may suspend (nor its name).
#[test]
fn r702_61a_bobs_view_of_alices_suspend_names_no_card() {
    let t = game(json!([{"card": "Rift Bolt", "label": "rb"}]), "{R}", json!([]), json!([]));
    let sees = |v: Option<PlayerId>| stackwise::formats::visibility::legal_actions_for(t.g(), v).iter().filter(|a| matches!(a, LegalAction::Suspend { .. })).count();
    assert_eq!((sees(None), sees(Some(PlayerId(0)))), (1, 1));
    assert_eq!(sees(Some(PlayerId(1))), 0);
    let text = serde_json::to_string(&stackwise::formats::visibility::legal_actions_for(t.g(), Some(PlayerId(1)))).unwrap();
    assert!(!text.contains("Rift Bolt"), "{text}");
}
