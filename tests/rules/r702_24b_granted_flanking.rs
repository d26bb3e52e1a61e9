//! 613.1f with 702.24, 702.38 and 702.78: a keyword that stands for a triggered
//! ability, granted by an effect, brings its ability; each instance a
//! creature has triggers separately (702.24b flanking, 702.38b provoke).
//! Flanking: "Whenever this creature becomes blocked by a creature without
//! flanking, the blocking creature gets -1/-1 until end of turn" (702.24a);
//! a blocker that has flanking, printed or granted, is spared. Every card is
//! compiled from its text.
//!
//! Cards (their text as the table prints it):
//! - Agility {1}{R}, Aura: "Enchant creature" / "Enchanted creature gets
//!   +1/+1 and has flanking."
//! - Cavalry Master {2}{W}, 2/2: "Flanking" / "Other creatures you control
//!   with flanking have flanking."
//! - Sidewinder Sliver {W}, 1/1: "All Sliver creatures have flanking."
//! - Hunter Sliver {1}{R}, 1/1: "All Sliver creatures have provoke."
//! - Suq'Ata Lancer {2}{R}, 2/2: "Haste" / "Flanking"
//! - Antler Skulkin {5}, 3/3: "{2}: Target white creature gains persist
//!   until end of turn. (...)"
//! - White Knight {W}{W}, 2/2 (first strike, protection from black);
//!   Lightning Bolt {R}: "Lightning Bolt deals 3 damage to target creature or player."
//! - Gray Ogre 2/2, Hill Giant 3/3, Grizzly Bears 2/2: no abilities.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

const CARDS: &[&str] = &["Antler Skulkin", "White Knight", "Lightning Bolt", "Agility", "Cavalry Master", "Sidewinder Sliver", "Hunter Sliver", "Suq'Ata Lancer", "Gray Ogre", "Hill Giant", "Grizzly Bears"];

fn game(alice: Value, bob: Value) -> T {
    card_table::compiled_game(CARDS, alice, json!([]), bob)
}

/// Alice attacks with `attacker`; Bob blocks it with `blockers`; the
/// triggers resolve (in the order offered). Returns the number of abilities
/// that triggered on the block.
fn attack_and_block(t: &mut T, attacker: &str, blockers: &[&str]) -> usize {
    to_decision(t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": format!("@{attacker}"), "target": {"player": 1}}]}));
    to_decision(t);
    let blocks: Vec<Value> = blockers.iter().map(|b| json!({"blocker": format!("@{b}"), "attacker": format!("@{attacker}")})).collect();
    let ev = t.act(json!({"action": "declare_blockers", "player": 1, "blockers": blocks}));
    let fired = triggered(&ev);
    for _ in 0..12 {
        match t.g().pending.clone().map(|d| d.kind) {
            Some(DecisionKind::OrderTriggers { triggers, .. }) => {
                let p = t.g().pending.as_ref().map_or(0, |d| d.player.0);
                t.act(json!({"action": "order_triggers", "player": p, "order": triggers}));
            }
            Some(DecisionKind::OrderBlockers { attacker, blockers }) => {
                t.act(json!({"action": "order_blockers", "player": 0, "attacker": attacker, "order": blockers}));
            }
            _ if t.g().stack.is_empty() => break,
            _ => {
                t.pass_all();
            }
        }
    }
    fired
}

fn pt(t: &T, label: &str) -> (Option<i32>, Option<i32>) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power, c.toughness)
}

/// Agility: the enchanted Bears (3/3) have flanking: the Giant blocking
/// them gets -1/-1; without the Aura, the Bears have none.
#[test]
fn r702_24a_agility_grants_flanking_that_triggers() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Agility", "attached_to": "bears"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
    assert_eq!(pt(&t, "bears"), (Some(3), Some(3)));
    assert_eq!(attack_and_block(&mut t, "bears", &["giant"]), 1);
    assert_eq!(pt(&t, "giant"), (Some(2), Some(2)), "flanking: -1/-1 until end of turn");

    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
    assert_eq!(attack_and_block(&mut t, "bears", &["giant"]), 0);
    assert_eq!(pt(&t, "giant"), (Some(3), Some(3)));
}

/// Cavalry Master: a creature with printed flanking gets a second instance;
/// both trigger (702.24b), so its blocker gets -2/-2. The Master's own
/// flanking ("other creatures") stays one instance; a creature without
/// flanking gets none.
#[test]
fn r702_24b_cavalry_master_gives_a_second_instance() {
    let alice = json!([{"card": "Cavalry Master", "label": "master"}, {"card": "Suq'Ata Lancer", "label": "lancer"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(alice.clone(), json!([{"card": "Hill Giant", "label": "giant"}]));
    assert_eq!(attack_and_block(&mut t, "lancer", &["giant"]), 2, "two instances of flanking");
    assert_eq!(pt(&t, "giant"), (Some(1), Some(1)));

    let mut t = game(alice.clone(), json!([{"card": "Hill Giant", "label": "giant"}]));
    assert_eq!(attack_and_block(&mut t, "master", &["giant"]), 1);
    assert_eq!(pt(&t, "giant"), (Some(2), Some(2)));

    let mut t = game(alice, json!([{"card": "Hill Giant", "label": "giant"}]));
    assert_eq!(attack_and_block(&mut t, "bears", &["giant"]), 0, "no flanking to grant a second of");
    assert_eq!(pt(&t, "giant"), (Some(3), Some(3)));
}

/// Sidewinder Sliver: every Sliver has flanking, Bob's too: a Sliver
/// blocker has flanking and is spared, the Ogre is not.
#[test]
fn r702_24a_sidewinder_sliver_gives_every_sliver_flanking() {
    let mut t = game(json!([{"card": "Sidewinder Sliver", "label": "sliver"}]), json!([{"card": "Gray Ogre", "label": "ogre"}]));
    assert_eq!(attack_and_block(&mut t, "sliver", &["ogre"]), 1);
    assert_eq!(pt(&t, "ogre"), (Some(1), Some(1)));

    let mut t = game(json!([{"card": "Sidewinder Sliver", "label": "sliver"}]), json!([{"card": "Sidewinder Sliver", "label": "other"}]));
    assert_eq!(attack_and_block(&mut t, "sliver", &["other"]), 0, "the blocking Sliver has flanking (two instances, from both Slivers)");
    assert_eq!(pt(&t, "other"), (Some(1), Some(1)));
}

/// Hunter Sliver: another Sliver has provoke; as it attacks, its controller
/// may have a tapped creature untap and block it (702.38a).
#[test]
fn r702_38a_hunter_sliver_gives_slivers_provoke() {
    let mut t = game(json!([{"card": "Hunter Sliver", "label": "hunter"}, {"card": "Sidewinder Sliver", "label": "sliver"}]), json!([{"card": "Hill Giant", "label": "giant", "tapped": true}, {"card": "Grizzly Bears", "label": "bears"}]));
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@sliver", "target": {"player": 1}}]}));
    let giant = t.id("giant").0;
    for _ in 0..10 {
        match t.g().pending.as_ref().map(|d| d.kind.clone()) {
            Some(DecisionKind::ChooseTargets { .. }) => {
                t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": giant}]}));
            }
            Some(DecisionKind::ChooseYesNo { .. }) => {
                t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
            }
            Some(DecisionKind::DeclareBlockers { .. }) => break,
            Some(other) => panic!("unexpected {other:?}"),
            None => {
                t.pass_all();
            }
        }
    }
    assert!(!t.g().objects[&t.id("giant")].tapped, "the provoked Giant was untapped");
    let e = refused_unchanged(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": "@sliver"}]}));
    assert!(e.contains("509.1c"), "{e}");
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@giant", "attacker": "@sliver"}]}));
}

/// Antler Skulkin: persist granted until end of turn is had as the Knight
/// dies (the ability looks back, 603.10a): it returns with a -1/-1 counter
/// (702.78a). Without the grant it stays in the graveyard.
#[test]
fn r702_78a_granted_persist_returns_the_creature() {
    for grant in [true, false] {
        let mut t = card_table::compiled_game(CARDS, json!([{"card": "Antler Skulkin", "label": "skulkin"}, {"card": "White Knight", "label": "knight"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([]));
        let knight = t.id("knight").0;
        if grant {
            t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{C}{C}").unwrap();
            t.act(json!({"action": "activate_ability", "player": 0, "source": "@skulkin", "ability": 0, "targets": [{"object": knight}], "auto_pay": true}));
            resolve_stack(&mut t);
        }
        t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{R}").unwrap();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": knight}], "auto_pay": true}));
        resolve_stack(&mut t);
        let g = t.g();
        let back: Vec<_> = g.battlefield.iter().filter(|id| g.objects[id].def.name == "White Knight").collect();
        if grant {
            assert_eq!(back.len(), 1, "returned by persist");
            assert_eq!(g.objects[back[0]].extra.counters.get("-1/-1").copied(), Some(1));
        } else {
            assert!(back.is_empty(), "no persist: it stays dead");
        }
    }
}
