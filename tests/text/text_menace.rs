//! Menace (702.110b in the 2017 rules, the wording the cards carry now): a
//! creature with menace can't be blocked except by two or more creatures.
//! The restriction is on the whole declaration (509.1b): one blocker alone
//! is refused, two are accepted; the computer player never proposes a lone
//! blocker.
//!
//! Cards (their text as the table prints it):
//! - Viashino Runner {3}{R} 3/2: "Menace"
//! - Goblin War Drums {2}{R}, enchantment: "Creatures you control have menace."
//! - Gruul Nodorog {4}{G}{G} 4/4: "{R}: Gruul Nodorog gains menace until end of turn."
//! - Grizzly Bears, Hill Giant (blockers).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

fn game(cards: &[&str], alice_bf: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "beginning_of_combat"}}))
}


fn bobs_blockers() -> Value {
    json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}])
}

fn one(attacker: &str) -> Value {
    json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": format!("@{attacker}")}]})
}

fn two(attacker: &str) -> Value {
    json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": format!("@{attacker}")}, {"blocker": "@giant", "attacker": format!("@{attacker}")}]})
}

#[test]
fn r702_110b_viashino_runner_is_blocked_by_two_creatures_or_none() {
    let mut t = game(&["Viashino Runner"], json!([{"card": "Viashino Runner", "label": "runner"}]), bobs_blockers());
    attack_to_blockers(&mut t, "runner");
    let e = refused_unchanged(&mut t, one("runner"));
    assert!(e.contains("702.110b"), "{e}");
    let ev = t.act(two("runner"));
    assert!(cites(&ev, "509.1"), "both blockers declared");
}

#[test]
fn r702_110b_goblin_war_drums_gives_menace_to_creatures_you_control() {
    let mut t = game(&["Goblin War Drums"], json!(["Goblin War Drums", {"card": "Hill Giant", "label": "mine"}]), bobs_blockers());
    attack_to_blockers(&mut t, "mine");
    refused_unchanged(&mut t, one("mine"));
    t.act(two("mine"));
    // Without the enchantment, one blocker does.
    let mut t = game(&[], json!([{"card": "Hill Giant", "label": "mine"}]), bobs_blockers());
    attack_to_blockers(&mut t, "mine");
    t.act(one("mine"));
}

#[test]
fn r702_110b_gruul_nodorog_has_menace_only_once_its_ability_resolves() {
    let alice = json!([{"card": "Gruul Nodorog", "label": "beast"}, "Mountain"]);
    let mut t = game(&["Gruul Nodorog"], alice.clone(), bobs_blockers());
    attack_to_blockers(&mut t, "beast");
    t.act(one("beast"));
    let mut t = game(&["Gruul Nodorog"], alice, bobs_blockers());
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@beast", "ability": 0, "targets": [], "auto_pay": true}));
    t.pass_all();
    attack_to_blockers(&mut t, "beast");
    refused_unchanged(&mut t, one("beast"));
    // The computer, answering for Bob, proposes no lone blocker.
    let a = stackwise::ai::choose(t.g(), PlayerId(1)).unwrap();
    if let Action::DeclareBlockers { blockers, .. } = &a {
        assert!(t.g().lone_blocked_menace(blockers).is_empty(), "{blockers:?}");
    }
    t.try_act(serde_json::to_value(&a).unwrap()).unwrap();
}
