//! 608.2d: "[instruction on target permanent] unless its controller pays
//! [mana]": the target's controller decides as the instruction is followed
//! and pays from their own mana (and mana abilities, 608.2f); the
//! instruction happens only if they don't or can't. "{X}" is the X of the
//! spell (107.3). Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Erratic Portal {4}, Artifact: "{1}, {T}: Return target creature to its
//!   owner's hand unless its controller pays {1}."
//! - Withdraw {U}{U}, Instant: "Return target creature to its owner's hand.
//!   Then return another target creature to its owner's hand unless its
//!   controller pays {1}."
//! - Excise {X}{W}, Instant: "Exile target attacking creature unless its
//!   controller pays {X}."
//! - Grizzly Bears {1}{G}, 2/2; Llanowar Elves {G}, 1/1.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ManaPool, PlayerId};

const CARDS: &[&str] = &["Erratic Portal", "Withdraw", "Excise", "Grizzly Bears", "Llanowar Elves"];

fn game(alice_bf: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    two_players(json!(cards), alice_bf, json!([{"card": "Withdraw", "label": "withdraw"}]), bob_bf, json!([]))
}

/// The yes/no question is Bob's (the target's controller), not Alice's.
fn bob_is_asked(t: &mut T) {
    match t.g().pending.as_ref().map(|d| (&d.kind, d.player)) {
        Some((DecisionKind::ChooseYesNo { .. }, PlayerId(1))) => {}
        other => panic!("Bob, who controls the target, decides: {other:?}"),
    }
    refused_unchanged(t, json!({"action": "choose_yes_no", "player": 0, "yes": true}));
}

#[test]
fn r608_2d_erratic_portal_asks_the_targets_controller() {
    for pay in [true, false] {
        let mut t = game(json!([{"card": "Erratic Portal", "label": "portal"}]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Forest", "label": "forest"}]));
        t.gm().players[0].pool = ManaPool::parse("{C}").unwrap();
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@portal", "ability": 0, "targets": [{"object": "@bears"}], "auto_pay": true}));
        t.pass_all();
        bob_is_asked(&mut t);
        t.act(json!({"action": "choose_yes_no", "player": 1, "yes": pay}));
        let expected = if pay { "battlefield" } else { "hand" };
        assert_eq!(t.zone("bears"), expected, "paid: {pay}");
        assert_eq!(t.g().objects[&t.id("forest")].tapped, pay, "Bob's Forest paid the {{1}}");
    }
}

#[test]
fn r608_2d_erratic_portal_a_controller_who_cant_pay_isnt_asked() {
    let mut t = game(json!([{"card": "Erratic Portal", "label": "portal"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    t.gm().players[0].pool = ManaPool::parse("{C}").unwrap();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@portal", "ability": 0, "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert!(t.g().pending.is_none(), "no mana: no question");
    assert_eq!(t.zone("bears"), "hand");
}

#[test]
fn r608_2d_withdraw_only_the_second_target_may_be_paid_for() {
    let mut t = game(json!([{"card": "Llanowar Elves", "label": "mine"}]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Llanowar Elves", "label": "elves"}, "Forest"]));
    t.gm().players[0].pool = ManaPool::parse("{U}{U}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@withdraw", "targets": [{"object": "@bears"}, {"object": "@elves"}], "auto_pay": true}));
    t.pass_all();
    bob_is_asked(&mut t);
    t.act(json!({"action": "choose_yes_no", "player": 1, "yes": true}));
    assert_eq!((t.zone("bears").as_str(), t.zone("elves").as_str()), ("hand", "battlefield"), "the first returns regardless; Bob paid for the second");
}

#[test]
fn r608_2d_withdraw_the_payer_is_the_second_targets_controller() {
    // Alice's own Elves as the second target: Alice decides, and may decline.
    let mut t = game(json!([{"card": "Llanowar Elves", "label": "mine"}, "Island"]), json!([{"card": "Grizzly Bears", "label": "bears"}, "Forest"]));
    t.gm().players[0].pool = ManaPool::parse("{U}{U}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@withdraw", "targets": [{"object": "@bears"}, {"object": "@mine"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().pending.as_ref().map(|d| d.player), Some(PlayerId(0)));
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": false}));
    assert_eq!((t.zone("bears").as_str(), t.zone("mine").as_str()), ("hand", "hand"));
}

#[test]
fn r107_3_excise_asks_for_the_spells_x() {
    // Alice attacks with her Bears; Bob casts Excise with X = 2 in the declare attackers step.
    // With one Forest Alice can't pay and isn't asked; with two she pays.
    for (lands, exiled) in [(json!(["Forest"]), true), (json!(["Forest", "Forest"]), false)] {
        let mut bf = lands.as_array().unwrap().clone();
        bf.push(json!({"card": "Grizzly Bears", "label": "bears"}));
        let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
        let mut t = T::new(json!({"cards": cards, "players": [
            {"name": "Alice", "battlefield": bf, "library": ["Island", "Island"]},
            {"name": "Bob", "hand": [{"card": "Excise", "label": "excise"}], "library": ["Island", "Island"]}
        ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
        t.gm().turn.step = stackwise::rules::types::Step::BeginningOfCombat;
        t.pass_all();
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.gm().players[1].pool = ManaPool::parse("{W}{C}{C}").unwrap();
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@excise", "x": 2, "targets": [{"object": "@bears"}], "auto_pay": true}));
        t.pass_all();
        if !exiled {
            match t.g().pending.as_ref().map(|d| (&d.kind, d.player)) {
                Some((DecisionKind::ChooseYesNo { yes, .. }, PlayerId(0))) => assert!(yes.contains("{2}"), "X = 2: {yes}"),
                other => panic!("Alice, who controls the Bears, decides: {other:?}"),
            }
            t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
        }
        assert_eq!(t.zone("bears"), if exiled { "exile" } else { "battlefield" });
    }
}
