//! Keywords that stand for triggered abilities (and counters the permanent
//! enters with), each written on the card as one number:
//!
//! - 702.31a fading: enters with N fade counters; at the beginning of its
//!   controller's upkeep one is removed, and if none can be, it is sacrificed.
//!   Blastoderm (Shroud, Fading 3), Skyshroud Ridgeback (Fading 2), Cloudskate
//!   (Flying, Fading 3).
//! - 702.42a modular: enters with N +1/+1 counters; when put into a graveyard
//!   from the battlefield, its controller may put a +1/+1 counter on target
//!   artifact creature for each +1/+1 counter it had as it last existed
//!   (112.7a). Arcbound Worker (Modular 1), Arcbound Stinger (Flying,
//!   Modular 1), Arcbound Bruiser (Modular 3).
//! - 702.45a soulshift: when put into a graveyard from the battlefield, its
//!   controller may return target Spirit card with converted mana cost N or
//!   less from their graveyard to their hand; each instance triggers on its
//!   own. Hundred-Talon Kami (Flying, Soulshift 4), Kami of Empty Graves
//!   (Soulshift 3), Forked-Branch Garami (Soulshift 4, soulshift 4).
//! - 702.85a annihilator: whenever it attacks, the defending player (506.2)
//!   sacrifices N permanents. Ulamog's Crusher (Annihilator 2, attacks each
//!   turn if able), Hand of Emrakul (Annihilator 1).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::Step;
use stackwise::rules::*;

fn lands(kind: &str, n: usize) -> Vec<Value> {
    (0..n).map(|_| json!(kind)).collect()
}

fn counters(t: &T, label: &str, kind: &str) -> u32 {
    t.g().obj(t.id(label)).and_then(|o| o.extra.counters.get(kind).copied()).unwrap_or(0)
}

/// Answer every question on the way: targets by the labels given in order,
/// "you may" with yes, the rest refused as unexpected.
fn answer_with(t: &mut T, targets: &[&str]) {
    let mut left: Vec<&str> = targets.to_vec();
    for _ in 0..12 {
        let Some(d) = t.g().pending.clone() else { return };
        match d.kind {
            DecisionKind::ChooseTargets { .. } => {
                let l = left.remove(0);
                let id = t.id(l);
                t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [{"object": id.0}]}));
            }
            DecisionKind::ChooseYesNo { .. } => {
                t.act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": true}));
            }
            DecisionKind::OrderTriggers { triggers, .. } => {
                t.act(json!({"action": "order_triggers", "player": d.player.0, "order": triggers}));
            }
            k => panic!("unexpected question {k:?}"),
        }
    }
}

fn bolt(t: &mut T, target: &str) {
    let id = t.id(target);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": id.0}], "auto_pay": true}));
}

#[test]
fn r702_31a_fading_counters_go_one_each_upkeep_then_the_permanent_is_sacrificed() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": lands("Forest", 5), "hand": [{"card": "Skyshroud Ridgeback", "label": "ridge"}, {"card": "Blastoderm", "label": "derm"}], "library": lands("Forest", 8)},
        {"name": "Bob", "library": lands("Island", 8)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    for l in ["ridge", "derm"] {
        t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{l}"), "auto_pay": true}));
        t.pass_all();
    }
    assert_eq!((counters(&t, "ridge", "fade"), counters(&t, "derm", "fade")), (2, 3), "entered with their fade counters (614.1c)");
    let none = |_: &mut T, _: PlayerId, k: DecisionKind| panic!("unexpected {k:?}");
    // Each of Alice's upkeeps removes one from each; Bob's upkeep removes none.
    for (ridge, derm) in [(1, 2), (0, 1)] {
        play_until(&mut t, 1, Step::Upkeep, &none);
        play_until(&mut t, 0, Step::Draw, &none);
        assert_eq!((counters(&t, "ridge", "fade"), counters(&t, "derm", "fade")), (ridge, derm));
    }
    // No counter to remove: Skyshroud Ridgeback is sacrificed; Blastoderm loses its last.
    play_until(&mut t, 1, Step::Upkeep, &none);
    play_until(&mut t, 0, Step::Draw, &none);
    assert_eq!(t.zone("ridge"), "graveyard");
    assert_eq!((t.zone("derm"), counters(&t, "derm", "fade")), ("battlefield".to_string(), 0));
    play_until(&mut t, 1, Step::Upkeep, &none);
    play_until(&mut t, 0, Step::Draw, &none);
    assert_eq!(t.zone("derm"), "graveyard");
}

#[test]
fn r702_42a_modular_moves_the_counters_it_had_as_it_died() {
    // Arcbound Worker with two +1/+1 counters (its own and one more) dies to Lightning Bolt;
    // Arcbound Bruiser (entered with three) gets two. Declining puts none.
    for accept in [true, false] {
        let mut t = T::new(json!({"players": [
            {"name": "Alice", "battlefield": [{"card": "Arcbound Worker", "label": "worker", "counters": {"+1/+1": 2}}, {"card": "Arcbound Bruiser", "label": "bruiser", "counters": {"+1/+1": 3}}, "Mountain"],
             "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "library": lands("Island", 3)},
            {"name": "Bob", "library": lands("Island", 3)}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        bolt(&mut t, "worker");
        t.pass_all();
        assert_eq!(t.zone("worker"), "graveyard");
        if let Some(d) = t.g().pending.clone() {
            let DecisionKind::ChooseTargets { .. } = d.kind else { panic!("{d:?}") };
            let b = t.id("bruiser");
            t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": b.0}]}));
        }
        t.pass_all();
        let d = t.g().pending.clone().expect("you may");
        t.act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": accept}));
        assert_eq!(counters(&t, "bruiser", "+1/+1"), if accept { 5 } else { 3 });
    }
}

#[test]
fn r702_42a_modular_needs_an_artifact_creature_to_target() {
    // Arcbound Stinger enters with its counter; when it dies, the only other
    // creature is a nonartifact one: no legal target, so nothing happens.
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": ["Grizzly Bears", "Mountain", "Mountain", "Mountain"], "hand": [{"card": "Arcbound Stinger", "label": "stinger"}, {"card": "Lightning Bolt", "label": "bolt"}], "library": lands("Island", 3)},
        {"name": "Bob", "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@stinger", "auto_pay": true}));
    t.pass_all();
    assert_eq!(counters(&t, "stinger", "+1/+1"), 1);
    let p = t.g().chars(t.id("stinger")).unwrap().power;
    assert_eq!(p, Some(1), "a 0/0 with its +1/+1 counter");
    bolt(&mut t, "stinger");
    let ev = t.pass_all();
    assert_eq!(t.zone("stinger"), "graveyard");
    assert!(t.g().pending.is_none() && t.g().stack.is_empty(), "{:?}", rules(&ev));
}

#[test]
fn r702_45a_soulshift_returns_a_spirit_of_low_enough_converted_mana_cost() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Hundred-Talon Kami", "label": "kami"}, "Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}],
         "graveyard": [{"card": "Kami of Empty Graves", "label": "four"}, {"card": "Forked-Branch Garami", "label": "five"}], "library": lands("Island", 3)},
        {"name": "Bob", "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    bolt(&mut t, "kami");
    t.pass_all();
    assert_eq!(t.zone("kami"), "graveyard");
    // Forked-Branch Garami (5) is not a legal target for soulshift 4.
    let d = t.g().pending.clone().expect("soulshift's target");
    let DecisionKind::ChooseTargets { slots, .. } = &d.kind else { panic!("{d:?}") };
    let five = t.id("five");
    assert!(!slots[0].iter().any(|c| *c == TargetChoice::Object(five)), "{slots:?}");
    answer_with(&mut t, &["four"]);
    t.pass_all();
    answer_with(&mut t, &[]);
    assert_eq!(t.zone("four"), "hand");
    assert_eq!(t.zone("five"), "graveyard");
}

#[test]
fn r702_45b_each_soulshift_triggers_on_its_own() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Forked-Branch Garami", "label": "garami"}, "Mountain", "Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Lightning Bolt", "label": "bolt2"}],
         "graveyard": [{"card": "Kami of Empty Graves", "label": "a"}, {"card": "Kami of Empty Graves", "label": "b"}], "library": lands("Island", 3)},
        {"name": "Bob", "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    // Two Bolts kill the 4/4.
    bolt(&mut t, "garami");
    t.pass_all();
    let id = t.id("garami");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt2", "targets": [{"object": id.0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("garami"), "graveyard");
    answer_with(&mut t, &["a", "b"]);
    assert_eq!(t.g().stack.len(), 2, "two soulshift triggers");
    for _ in 0..2 {
        t.pass_all();
        answer_with(&mut t, &[]);
    }
    assert_eq!((t.zone("a"), t.zone("b")), ("hand".to_string(), "hand".to_string()));
}

/// Three players: the Crusher attacks Carol, so Carol sacrifices, not Bob.
#[test]
fn r702_85a_annihilator_makes_the_defending_player_sacrifice() {
    for (card, n) in [("Ulamog's Crusher", 2usize), ("Hand of Emrakul", 1)] {
        let mut t = T::new(json!({"players": [
            {"name": "Alice", "battlefield": [{"card": card, "label": "eldrazi"}], "library": lands("Island", 3)},
            {"name": "Bob", "battlefield": lands("Island", 3), "library": lands("Island", 3)},
            {"name": "Carol", "battlefield": [{"card": "Forest", "label": "f1"}, {"card": "Forest", "label": "f2"}, {"card": "Grizzly Bears", "label": "bears"}], "library": lands("Island", 3)}
        ], "turn": {"number": 2, "active": 0, "step": "beginning_of_combat"}}));
        t.pass_all();
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@eldrazi", "target": {"player": 2}}]}));
        t.pass_all();
        let d = t.g().pending.clone().expect("Carol chooses what to sacrifice");
        assert_eq!(d.player, PlayerId(2));
        let DecisionKind::ChooseCards { from, min, max, .. } = &d.kind else { panic!("{d:?}") };
        assert_eq!((from.len(), *min, *max), (3, n, n));
        let pick: Vec<u64> = [t.id("f1"), t.id("f2")][..n].iter().map(|o| o.0).collect();
        t.act(json!({"action": "choose_cards", "player": 2, "cards": pick}));
        let gone = ["f1", "f2"][..n].iter().filter(|l| t.zone(l) == "graveyard").count();
        assert_eq!(gone, n, "{card}");
        assert_eq!(t.zone("bears"), "battlefield");
        assert_eq!(t.g().battlefield.iter().filter(|o| t.g().objects[*o].controller == PlayerId(1)).count(), 3, "Bob sacrificed nothing");
    }
}

#[test]
fn keywords_of_permanents_are_refused_on_other_cards() {
    let bad = json!([
        {"name": "Test Fade Bolt", "mana_cost": "{R}", "types": ["Instant"], "fading": 2, "text": "x", "spell": {"effects": []}},
        {"name": "Test Annihilating Wall", "mana_cost": "{1}", "types": ["Artifact"], "annihilator": 1, "text": "x"}
    ]);
    let s: stackwise::formats::scenario::Scenario = serde_json::from_value(json!({"format": "stackwise-scenario", "version": 4, "cards": bad,
        "players": [{"name": "A"}, {"name": "B"}]})).expect("read");
    let errs = s.build().err().expect("refused").join("\n");
    assert!(errs.contains("has fading but is not a permanent card"), "{errs}");
    assert!(errs.contains("has annihilator but is not a creature card (702.85a)"), "{errs}");
}

/// 702.53a: bloodthirst counts damage dealt to an opponent this turn (not to
/// its controller, not last turn); each card gets its own N.
#[test]
fn r702_53a_bloodthirst_enters_with_counters_after_an_opponent_was_dealt_damage() {
    // (Shock whom, is the damage this turn) -> counters expected on each card.
    for (whom, now) in [(Some(1u8), true), (Some(0), true), (Some(1), false), (None, true)] {
        let mut t = T::new(json!({"players": [
            {"name": "Alice", "battlefield": lands("Mountain", 9), "hand": [{"card": "Shock", "label": "shock"}, {"card": "Gorehorn Minotaurs", "label": "mino"}, {"card": "Scab-Clan Mauler", "label": "mauler"}, {"card": "Bloodrage Vampire", "label": "vamp"}], "library": lands("Island", 5)},
            {"name": "Bob", "library": lands("Island", 5)}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        if let Some(p) = whom {
            t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"player": p}], "auto_pay": true}));
            t.pass_all();
        }
        if !now {
            // The damage was last turn: it no longer counts.
            t.gm().turn.number += 2;
        }
        for l in ["mino", "mauler"] {
            // Mana in the pool pays for it (the Mountains may have paid for Shock).
            t.gm().player_mut(PlayerId(0)).pool = ManaPool::parse("{R}{R}{R}{R}{G}").unwrap();
            t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{l}"), "auto_pay": true}));
            t.pass_all();
        }
        let thirsty = whom == Some(1) && now;
        assert_eq!(counters(&t, "mino", "+1/+1"), if thirsty { 2 } else { 0 }, "{whom:?} {now}");
        assert_eq!(counters(&t, "mauler", "+1/+1"), if thirsty { 2 } else { 0 }, "{whom:?} {now}");
    }
}

/// 702.57a graft, 121.5 moving a counter: another creature entering may take
/// one of the graft creature's +1/+1 counters; a creature that left before
/// the ability resolves gets none, and the counter stays (Simic Initiate,
/// Vigean Graftmage).
#[test]
fn r702_57a_graft_moves_a_counter_onto_a_creature_that_entered() {
    for (leaves, accept) in [(false, true), (false, false), (true, true)] {
        let mut t = T::new(json!({"players": [
            {"name": "Alice", "battlefield": [{"card": "Vigean Graftmage", "label": "graftmage", "counters": {"+1/+1": 2}}, "Forest", "Forest", "Mountain"],
             "hand": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Lightning Bolt", "label": "bolt"}], "library": lands("Island", 3)},
            {"name": "Bob", "library": lands("Island", 3)}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "pass_priority", "player": 1}));
        assert_eq!(t.zone("bears"), "battlefield");
        assert_eq!(t.g().stack.len(), 1, "graft triggered");
        if leaves {
            let bears = t.id("bears");
            t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": bears.0}], "auto_pay": true}));
            t.pass_all();
            assert_eq!(t.zone("bears"), "graveyard");
        }
        t.pass_all();
        if let Some(d) = t.g().pending.clone() {
            t.act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": accept}));
        }
        let moved = accept && !leaves;
        assert_eq!(counters(&t, "graftmage", "+1/+1"), if moved { 1 } else { 2 }, "leaves {leaves}, accept {accept}");
        if !leaves {
            assert_eq!(counters(&t, "bears", "+1/+1"), u32::from(moved));
        }
    }
    // Simic Initiate's own entering doesn't trigger its graft; a 0/0 whose
    // last counter moves dies (704.5f).
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": ["Forest", "Forest"], "hand": [{"card": "Simic Initiate", "label": "init"}, {"card": "Llanowar Elves", "label": "elves"}], "library": lands("Island", 3)},
        {"name": "Bob", "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@init", "auto_pay": true}));
    t.pass_all();
    assert!(t.g().stack.is_empty() && t.g().pending.is_none(), "no trigger for itself");
    assert_eq!(counters(&t, "init", "+1/+1"), 1);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@elves", "auto_pay": true}));
    t.pass_all();
    let d = t.g().pending.clone().expect("you may");
    t.act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": true}));
    assert_eq!(t.zone("init"), "graveyard", "a 0/0 with no counter left");
    assert_eq!(counters(&t, "elves", "+1/+1"), 1);
}
