//! 701.14 / 401.2: another player's library. "Target player reveals the
//! top card of his or her library" shows it to everyone, and "it" is that
//! card for the instructions after; "look at the top three cards of target
//! player's library, then put them back in any order": the controller sees
//! them and chooses their order, the library's owner learns only how many.
//! Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Goblin Guide {R}, 2/2: "Haste / Whenever Goblin Guide attacks,
//!   defending player reveals the top card of his or her library. If it's a
//!   land card, that player puts it into his or her hand."
//! - Aven Windreader {3}{U}{U}, 3/3: "Flying / {1}{U}: Target player reveals
//!   the top card of his or her library."
//! - Elemental Augury {U}{B}{R}, Enchantment: "{3}: Look at the top three
//!   cards of target player's library, then put them back in any order."
//! - Architects of Will {2}{U}{B}, 3/3: "When Architects of Will enters the
//!   battlefield, look at the top three cards of target player's library,
//!   then put them back in any order. / Cycling {U/B}"

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ManaPool, PlayerId, Step};
use stackwise::formats::visibility;

fn cards() -> Vec<Value> {
    ["Goblin Guide", "Aven Windreader", "Elemental Augury", "Architects of Will", "Grizzly Bears", "Hill Giant"].iter().map(|n| card_table::compiled(n)).collect()
}

fn library_top_down(t: &T, p: u8) -> Vec<String> {
    t.g().player(PlayerId(p)).library.iter().rev().map(|id| t.g().objects[id].def.name.clone()).collect()
}

fn hand_of(t: &T, p: u8) -> Vec<String> {
    t.g().player(PlayerId(p)).hand.iter().map(|id| t.g().objects[id].def.name.clone()).collect()
}

/// Goblin Guide attacks the player given: that player, the defending
/// player, reveals; a land goes to their hand, anything else stays on top.
fn guide_attacks(defender: u8, libraries: [Value; 3]) -> T {
    let [a, b, c] = libraries;
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": [{"card": "Goblin Guide", "label": "guide"}], "library": a},
        {"name": "Bob", "library": b},
        {"name": "Carol", "library": c}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    for _ in 0..4 {
        if matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::DeclareAttackers { .. })) {
            break;
        }
        t.pass_all();
    }
    assert_eq!(t.g().turn.step, Step::DeclareAttackers);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@guide", "target": {"player": defender}}]}));
    for _ in 0..6 {
        if t.g().stack.is_empty() && t.g().turn.step != Step::DeclareAttackers {
            break;
        }
        t.pass_all();
    }
    t
}

#[test]
fn r701_14_goblin_guide_the_defending_player_takes_a_land() {
    let libs = || [json!(["Island", "Island"]), json!(["Forest", "Grizzly Bears"]), json!(["Mountain", "Hill Giant"])];
    // Bob attacked: his Forest to his hand; Carol's library untouched.
    let t = guide_attacks(1, libs());
    assert_eq!(hand_of(&t, 1), vec!["Forest"]);
    assert_eq!(library_top_down(&t, 1), vec!["Grizzly Bears"]);
    assert_eq!(library_top_down(&t, 2), vec!["Mountain", "Hill Giant"]);
    assert!(hand_of(&t, 0).is_empty(), "Alice takes nothing");
    // Carol attacked: her Mountain to her hand; Bob's library untouched.
    let t = guide_attacks(2, libs());
    assert_eq!(hand_of(&t, 2), vec!["Mountain"]);
    assert_eq!(library_top_down(&t, 1), vec!["Forest", "Grizzly Bears"]);
    // A nonland card revealed stays on top.
    let t = guide_attacks(1, [json!(["Island"]), json!(["Hill Giant", "Forest"]), json!([])]);
    assert!(hand_of(&t, 1).is_empty());
    assert_eq!(library_top_down(&t, 1), vec!["Hill Giant", "Forest"]);
}

fn two_players(alice_bf: Value, bob_library: Value) -> T {
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": alice_bf, "library": ["Island", "Island"]},
        {"name": "Bob", "library": bob_library}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Aven Windreader: the target player's top card is named to everyone; it stays.
#[test]
fn r701_14_aven_windreader_reveals_the_target_players_top_card() {
    for (target, name) in [(1u8, "Hill Giant"), (0, "Island")] {
        let mut t = two_players(json!([{"card": "Aven Windreader", "label": "aven"}]), json!(["Hill Giant", "Forest"]));
        t.gm().players[0].pool = ManaPool::parse("{U}{C}").unwrap();
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@aven", "ability": 0, "targets": [{"player": target}], "auto_pay": true}));
        let ev = t.pass_all();
        assert!(ev.iter().any(|e| e.rule == "701.14" && e.text.contains(name)), "target {target}: {:?}", ev.iter().map(|e| e.text.clone()).collect::<Vec<_>>());
        assert_eq!(library_top_down(&t, 1), vec!["Hill Giant", "Forest"], "nothing moves");
    }
}

/// Elemental Augury on Bob's library: Alice is asked the order of his top
/// three (Bob is shown how many, not which); her order is the new top three.
#[test]
fn r401_2_elemental_augury_orders_another_players_library() {
    let mut t = two_players(json!([{"card": "Elemental Augury", "label": "aug"}]), json!(["Forest", "Hill Giant", "Grizzly Bears", "Swamp"]));
    t.gm().players[0].pool = ManaPool::parse("{C}{C}{C}").unwrap();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@aug", "ability": 0, "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    let d = t.g().pending.clone().expect("asked for the order");
    let DecisionKind::ArrangeCards { cards, labels, bottom } = d.kind.clone() else { panic!("{d:?}") };
    assert_eq!((d.player, bottom), (PlayerId(0), false), "Alice, who looks, chooses");
    assert_eq!(labels, vec!["Forest", "Hill Giant", "Grizzly Bears"], "top first");
    let seen = visibility::decision_for(t.g(), &d, Some(PlayerId(1)));
    let DecisionKind::ArrangeCards { cards: hidden, .. } = seen.kind else { panic!() };
    assert!(hidden.is_empty(), "Bob doesn't see them");
    // Alice wants the Bears on top, then the Forest, then the Giant.
    let order: Vec<u64> = [2usize, 0, 1].iter().map(|i| cards[*i].0).collect();
    t.act(json!({"action": "arrange_cards", "player": 0, "order": order}));
    assert_eq!(library_top_down(&t, 1), vec!["Grizzly Bears", "Forest", "Hill Giant", "Swamp"]);
    assert_eq!(library_top_down(&t, 0), vec!["Island", "Island"], "Alice's library untouched");
}

/// Architects of Will's trigger on Alice's own library works the same way.
#[test]
fn r401_2_architects_of_will_on_your_own_library() {
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": ["Island", "Island", "Swamp", "Swamp"], "hand": [{"card": "Architects of Will", "label": "arch"}], "library": ["Forest", "Hill Giant", "Grizzly Bears", "Swamp"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@arch", "targets": [], "auto_pay": true}));
    for _ in 0..4 {
        match t.g().pending.clone().map(|d| d.kind) {
            Some(DecisionKind::ChooseTargets { .. }) => {
                t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 0}]}));
            }
            Some(DecisionKind::ArrangeCards { .. }) => break,
            _ => {
                t.pass_all();
            }
        }
    }
    let d = t.g().pending.clone().expect("asked for the order");
    let DecisionKind::ArrangeCards { cards, labels, .. } = d.kind.clone() else { panic!("{d:?}") };
    assert_eq!(labels, vec!["Forest", "Hill Giant", "Grizzly Bears"]);
    let order: Vec<u64> = cards.iter().rev().map(|c| c.0).collect();
    t.act(json!({"action": "arrange_cards", "player": 0, "order": order}));
    assert_eq!(top_down(&t), vec!["Grizzly Bears", "Hill Giant", "Forest", "Swamp"]);
}
