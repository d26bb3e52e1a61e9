//! 602.5b: "Activate this ability only ..." limits an activated ability
//! beyond the rules' own timing. Cards compiled from their printed text
//! (the card table, `node scripts/card-table.mjs`; tests/text/text_cards.rs):
//! - Basking Rootwalla {G} 1/1: "{1}{G}: Basking Rootwalla gets +2/+2 until
//!   end of turn. Activate this ability only once each turn."
//! - Drake Hatchling {2}{U} 1/3: "Flying / {U}: Drake Hatchling gets +1/+0
//!   until end of turn. Activate this ability only once each turn."
//! - Augur il-Vec {1}{W} 1/3: "Shadow / Sacrifice Augur il-Vec: You gain 4
//!   life. Activate this ability only during your upkeep."
//! - Wu Longbowman {2}{U} 1/1: "{T}: Wu Longbowman deals 1 damage to target
//!   creature or player. Activate this ability only during your turn, before
//!   attackers are declared."
//! - Zuran Enchanter {1}{U} 1/1 and Disrupting Scepter {3}: "... Target
//!   player discards a card. Activate this ability only during your turn."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::Step;

use common::card_table::compiled;

fn lands(kind: &str, n: usize) -> Vec<Value> {
    (0..n).map(|_| json!(kind)).collect()
}

fn game(card: &str, mut bf: Vec<Value>, active: u8, step: &str) -> T {
    bf.push(json!({"card": card, "label": "c"}));
    T::new(json!({"cards": [compiled(card)], "players": [
        {"name": "Alice", "battlefield": bf, "hand": [{"card": "Island"}], "library": lands("Island", 5)},
        {"name": "Bob", "hand": [{"card": "Island"}, {"card": "Island"}], "library": lands("Island", 5)}
    ], "turn": {"number": 3, "active": active, "step": step}}))
}

fn offered(t: &T) -> bool {
    let id = t.id("c");
    t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Activate { source, .. } if source == id))
}

fn activate(t: &mut T, targets: Value) -> Result<(), String> {
    t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@c", "ability": 0, "targets": targets, "auto_pay": true})).map(|_| ()).map_err(|e| e.to_string())
}

#[test]
fn r602_5b_once_each_turn() {
    for (card, lands_needed) in [("Basking Rootwalla", ("Forest", 4)), ("Drake Hatchling", ("Island", 2))] {
        let mut t = game(card, lands(lands_needed.0, lands_needed.1), 0, "precombat_main");
        assert!(offered(&t), "{card}");
        activate(&mut t, json!([])).unwrap();
        t.pass_all();
        assert!(!offered(&t), "{card}: not offered again this turn");
        let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@c", "ability": 0, "auto_pay": true}));
        assert!(e.contains("602.5b") && e.contains("once each turn"), "{e}");
        // The next turn it may be activated again.
        play_until(&mut t, 1, Step::PrecombatMain, &|_, _, _| {});
        play_until(&mut t, 0, Step::PrecombatMain, &|_, _, _| {});
        assert!(offered(&t), "{card}: a new turn");
    }
}

#[test]
fn r602_5b_only_during_your_upkeep() {
    let mut t = game("Augur il-Vec", vec![], 0, "precombat_main");
    assert!(!offered(&t));
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@c", "ability": 0}));
    assert!(e.contains("during your upkeep"), "{e}");
    let mut t = game("Augur il-Vec", vec![], 1, "upkeep");
    t.act(json!({"action": "pass_priority", "player": 1}));
    assert!(!offered(&t), "not in the opponent's upkeep");
    let mut t = game("Augur il-Vec", vec![], 0, "upkeep");
    assert!(offered(&t));
    activate(&mut t, json!([])).unwrap();
    t.pass_all();
    assert_eq!(t.life(0), 24);
}

#[test]
fn r602_5b_only_during_your_turn_and_before_attackers() {
    for card in ["Zuran Enchanter", "Disrupting Scepter"] {
        let mut bf = lands("Swamp", 1);
        bf.extend(lands("Island", 3));
        let mut t = game(card, bf.clone(), 1, "precombat_main");
        t.act(json!({"action": "pass_priority", "player": 1}));
        assert!(!offered(&t), "{card}: not in Bob's turn");
        let mut t = game(card, bf, 0, "end");
        assert!(offered(&t), "{card}: any step of Alice's turn");
        activate(&mut t, json!([{"player": 1}])).unwrap();
    }
    let mut t = game("Wu Longbowman", vec![], 0, "beginning_of_combat");
    assert!(offered(&t));
    let mut t2 = game("Wu Longbowman", vec![], 0, "postcombat_main");
    assert!(!offered(&t2), "after attackers were declared");
    let e = refused_unchanged(&mut t2, json!({"action": "activate_ability", "player": 0, "source": "@c", "ability": 0, "targets": [{"player": 1}]}));
    assert!(e.contains("before attackers are declared"), "{e}");
    activate(&mut t, json!([{"player": 1}])).unwrap();
    t.pass_all();
    assert_eq!(t.life(1), 19);
}

#[test]
fn r602_5b_a_limit_is_refused_where_it_cannot_hold() {
    let base = json!({"name": "Odd Relic", "types": ["Artifact"], "abilities": [
        {"kind": "activated", "cost": ["tap"], "effects": [{"do": "add_mana", "mana": "{G}"}], "only": "once_each_turn"}]});
    let errs = stackwise::formats::editing::validate_card(&base.to_string());
    assert!(errs.iter().any(|e| e.contains("'only'") && e.contains("mana ability")), "{errs:?}");
    let both = json!({"name": "Odd Relic", "types": ["Artifact"], "abilities": [
        {"kind": "activated", "cost": ["tap"], "effects": [{"do": "draw", "player": {"player": "you"}, "count": 1}], "only": "your_turn", "sorcery_speed": true}]});
    let errs = stackwise::formats::editing::validate_card(&both.to_string());
    assert!(errs.iter().any(|e| e.contains("not both")), "{errs:?}");
    let unknown = json!({"name": "Odd Relic", "types": ["Artifact"], "abilities": [
        {"kind": "activated", "cost": ["tap"], "effects": [{"do": "draw", "player": {"player": "you"}, "count": 1}], "only": "twice_a_fortnight"}]});
    let errs = stackwise::formats::editing::validate_card(&unknown.to_string());
    assert!(errs.iter().any(|e| e.contains("only") || e.contains("twice_a_fortnight")), "{errs:?}");
}
