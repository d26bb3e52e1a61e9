//! 603.3d with 601.2c: a triggered ability with "up to N" or "any number
//! of" targets is put on the stack with as many of them as its controller
//! chooses, fewer than all included; with nothing to choose it still goes on
//! the stack (no target at all is a legal choice), where an ability with a
//! required target and none to choose is removed. Compiled from the cards'
//! text.
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Tilling Treefolk {2}{G} 1/3: "When Tilling Treefolk enters the
//!   battlefield, you may return up to two target land cards from your
//!   graveyard to your hand."
//! - Hoverguard Sweepers {6}{U}{U} 5/6: "Flying / When Hoverguard Sweepers
//!   enters the battlefield, you may return up to two target creatures to
//!   their owners' hands."
//! - Iname, Life Aspect {4}{G}{G} 4/4 Spirit: "When Iname, Life Aspect dies,
//!   you may exile it. If you do, return any number of target Spirit cards
//!   from your graveyard to your hand."
//! - Kami of Old Stone {3}{W} 1/7 and Kami of the Hunt {2}{G}{G} 2/2
//!   (Spirits); Grizzly Bears {1}{G} 2/2; Doom Blade {1}{B}: "Destroy target
//!   nonblack creature."; Forest.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::EventKind;
use stackwise::rules::state::DecisionKind;

const CARDS: &[&str] = &["Tilling Treefolk", "Hoverguard Sweepers", "Iname, Life Aspect", "Kami of Old Stone", "Kami of the Hunt", "Grizzly Bears", "Doom Blade"];

fn game(hand: Value, graveyard: Value, battlefield: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": hand, "graveyard": graveyard, "battlefield": battlefield, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bob_bears"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn obj(label: &str) -> Value {
    json!({"object": format!("@{label}")})
}

/// The pending target question: its slots (each as object ids) and `min`.
fn target_question(t: &T) -> (Vec<Vec<u64>>, Option<usize>) {
    match t.g().pending.clone().map(|d| d.kind) {
        Some(DecisionKind::ChooseTargets { slots, min, .. }) => {
            let ids = slots.iter().map(|s| s.iter().map(|c| match c { stackwise::rules::events::TargetChoice::Object(o) => o.0, stackwise::rules::events::TargetChoice::Player(p) => 1000 + p.0 as u64 }).collect()).collect();
            (ids, min)
        }
        other => panic!("a target question, not {other:?}"),
    }
}

/// Pass and say yes to each "you may" until the stack is empty.
fn resolve_saying_yes(t: &mut T) {
    for _ in 0..10 {
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::ChooseYesNo { .. })) => {
                t.act(json!({"action": "choose_yes_no", "player": p.0, "yes": true}));
            }
            Some(other) => panic!("unexpected question {other:?}"),
            None if t.g().stack.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
}

#[test]
fn r603_3d_up_to_two_with_one_card_to_choose_returns_that_card() {
    let mut t = game(json!([{"card": "Tilling Treefolk", "label": "treefolk"}]), json!([{"card": "Forest", "label": "forest"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    cast_with(&mut t, 0, "treefolk", "{G}{2}", json!([]));
    t.pass_all();
    // One land card: two slots offering it, none required; choosing it twice is refused (115.3).
    let (slots, min) = target_question(&t);
    let forest = t.id("forest").0;
    assert_eq!(slots, vec![vec![forest], vec![forest]]);
    assert_eq!(min, Some(0));
    let twice = refused_unchanged(&mut t, json!({"action": "choose_targets", "player": 0, "targets": [obj("forest"), obj("forest")]}));
    assert!(twice.contains("already a target"), "{twice}");
    let bears = refused_unchanged(&mut t, json!({"action": "choose_targets", "player": 0, "targets": [obj("bears")]}));
    assert!(bears.contains("not a legal choice"), "{bears}");
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [obj("forest")]}));
    resolve_saying_yes(&mut t);
    assert_eq!(t.zone("forest"), "hand");
    assert_eq!(t.zone("bears"), "graveyard");
}

#[test]
fn r603_3d_up_to_two_with_nothing_to_choose_goes_on_the_stack_without_targets() {
    let mut t = game(json!([{"card": "Tilling Treefolk", "label": "treefolk"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    cast_with(&mut t, 0, "treefolk", "{G}{2}", json!([]));
    let ev = t.pass_all();
    // No target question: the ability went on the stack and resolved to its "you may".
    assert!(matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseYesNo { .. })), "{:?}", t.g().pending);
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::TriggerPutOnStack { .. })), "the ability is put on the stack, not removed");
    assert!(!ev.iter().any(|e| e.text.contains("is removed")));
    resolve_saying_yes(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.zone("treefolk"), "battlefield");
}

#[test]
fn r603_3d_fewer_targets_than_the_slots_and_none_at_all() {
    // Hoverguard Sweepers itself, Alice's Bears and Bob's Bears are legal: one, or none, chosen.
    for chosen in [vec!["bob_bears"], vec![]] {
        let mut t = game(json!([{"card": "Hoverguard Sweepers", "label": "sweepers"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
        cast_with(&mut t, 0, "sweepers", "{U}{U}{6}", json!([]));
        t.pass_all();
        let (slots, min) = target_question(&t);
        assert_eq!((slots.len(), slots[0].len(), min), (2, 3, Some(0)));
        let targets: Vec<Value> = chosen.iter().map(|l| obj(l)).collect();
        t.act(json!({"action": "choose_targets", "player": 0, "targets": targets}));
        resolve_saying_yes(&mut t);
        assert_eq!(t.zone("bob_bears"), if chosen.is_empty() { "battlefield" } else { "hand" });
        assert_eq!(t.zone("bears"), "battlefield");
        assert_eq!(t.zone("sweepers"), "battlefield");
    }
}

#[test]
fn r601_2c_any_number_of_targets_of_a_dies_trigger() {
    // Iname in the graveyard is a Spirit card too: three slots, none required.
    for chosen in [vec!["old_stone", "hunt"], vec!["hunt"], vec![]] {
        let mut t = game(
            json!([{"card": "Doom Blade", "label": "blade"}]),
            json!([{"card": "Kami of Old Stone", "label": "old_stone"}, {"card": "Kami of the Hunt", "label": "hunt"}, {"card": "Grizzly Bears", "label": "bears"}]),
            json!([{"card": "Iname, Life Aspect", "label": "iname"}]),
        );
        cast_with(&mut t, 0, "blade", "{B}{1}", json!([obj("iname")]));
        t.pass_all();
        let (slots, min) = target_question(&t);
        assert_eq!((slots.len(), min), (3, Some(0)));
        assert!(slots.iter().all(|s| s.len() == 3 && s.contains(&t.id("iname").0)));
        let targets: Vec<Value> = chosen.iter().map(|l| obj(l)).collect();
        t.act(json!({"action": "choose_targets", "player": 0, "targets": targets}));
        resolve_saying_yes(&mut t);
        assert_eq!(t.zone("iname"), "exile");
        for l in ["old_stone", "hunt"] {
            assert_eq!(t.zone(l), if chosen.contains(&l) { "hand" } else { "graveyard" }, "{chosen:?}: {l}");
        }
        assert_eq!(t.zone("bears"), "graveyard");
    }
}
