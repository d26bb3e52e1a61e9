//! "It can't be regenerated." after a destruction that only happens on a
//! condition: "you may [X]. If you do, destroy ..." and a trigger's
//! intervening "if" (603.4, "if it was kicked"). The sentence goes with the
//! destruction: the creature's regeneration shield (701.12) doesn't save
//! it, and nothing happens when the condition fails. Compiled from the
//! cards' text.
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Necrite {1}{B}{B} 2/2: "Whenever Necrite attacks and isn't blocked, you
//!   may sacrifice it. If you do, destroy target creature defending player
//!   controls. It can't be regenerated."
//! - Shivan Emissary {2}{R} 1/1: "Kicker {1}{B} / When Shivan Emissary
//!   enters the battlefield, if it was kicked, destroy target nonblack
//!   creature. It can't be regenerated."
//! - Verduran Emissary {2}{G} 2/3: "Kicker {1}{R} / When Verduran Emissary
//!   enters the battlefield, if it was kicked, destroy target artifact. It
//!   can't be regenerated."
//! - River Boa {1}{G} 2/1: "Islandwalk / {G}: Regenerate River Boa."
//! - Welding Jar {0} artifact: "Sacrifice Welding Jar: Regenerate target
//!   artifact."
//! - Ornithopter {0} artifact creature 0/2: "Flying".

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

const CARDS: &[&str] = &["Necrite", "Shivan Emissary", "Verduran Emissary", "River Boa", "Welding Jar", "Ornithopter"];

fn game(alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Swamp", "Swamp", "Swamp"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Forest", "Forest", "Forest"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Answer what comes up, choosing `target` for any target, until the stack is empty.
fn settle(t: &mut T, target: &str, yes: bool) {
    for _ in 0..30 {
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::ChooseTargets { .. })) => {
                let id = t.id(target).0;
                t.act(json!({"action": "choose_targets", "player": p.0, "targets": [{"object": id}]}));
            }
            Some((p, DecisionKind::ChooseYesNo { .. })) => {
                t.act(json!({"action": "choose_yes_no", "player": p.0, "yes": yes}));
            }
            Some((p, DecisionKind::DeclareBlockers { .. })) => {
                t.act(json!({"action": "declare_blockers", "player": p.0, "blockers": []}));
            }
            Some((_, d)) => panic!("{d:?}"),
            None if t.g().stack.is_empty() && t.g().turn.step != stackwise::rules::types::Step::DeclareAttackers => return,
            None => {
                t.pass_all();
            }
        }
    }
}

/// Bob gives his permanent `shielded` a regeneration shield with `source`'s ability 0 (Bob has priority).
fn shield(t: &mut T, source: &str, shielded: &str) {
    let (s, x) = (t.id(source).0, t.id(shielded).0);
    let targets = if source == shielded { json!([]) } else { json!([{"object": x}]) };
    t.act(json!({"action": "activate_ability", "player": 1, "source": s, "ability": 0, "targets": targets, "auto_pay": true}));
    t.pass_all();
}

fn emissary(kicked: bool, card: &str, target: &str, bob: Value) -> T {
    let lands = json!(["Mountain", "Mountain", "Mountain", "Swamp", "Swamp", "Forest", "Forest", "Forest"]);
    let mut t = game(lands, json!([{"card": card, "label": "em"}]), bob);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@em", "kicked": kicked, "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    // Bob, with the Emissary on the stack, shields his permanent.
    if target == "boa" {
        shield(&mut t, "boa", "boa");
    } else {
        shield(&mut t, "jar", target);
    }
    settle(&mut t, target, true);
    t
}

#[test]
fn r701_12b_kicked_emissaries_destroy_through_a_regeneration_shield() {
    let boa = json!([{"card": "River Boa", "label": "boa"}, "Forest"]);
    let t = emissary(true, "Shivan Emissary", "boa", boa.clone());
    assert_eq!(t.zone("boa"), "graveyard", "River Boa can't be regenerated");
    let pods = json!([{"card": "Ornithopter", "label": "pod"}, {"card": "Welding Jar", "label": "jar"}]);
    let t = emissary(true, "Verduran Emissary", "pod", pods.clone());
    assert_eq!((t.zone("pod"), t.zone("jar")), ("graveyard".to_string(), "graveyard".to_string()), "the Jar was sacrificed for a shield that can't help");
    // Not kicked: the ability doesn't trigger (603.4), the shielded permanents stay.
    let t = emissary(false, "Shivan Emissary", "boa", boa);
    assert_eq!(t.zone("boa"), "battlefield");
    let t = emissary(false, "Verduran Emissary", "pod", pods);
    assert_eq!(t.zone("pod"), "battlefield");
}

#[test]
fn r701_12b_necrite_sacrificed_destroys_through_a_regeneration_shield() {
    for sacrifice in [true, false] {
        let mut t = game(json!([{"card": "Necrite", "label": "necrite"}]), json!([]), json!([{"card": "River Boa", "label": "boa", "tapped": true}, "Forest"]));
        t.gm().turn.step = stackwise::rules::types::Step::BeginningOfCombat;
        t.pass_all();
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@necrite", "target": {"player": 1}}]}));
        // Before blockers, Bob shields his (tapped, so not blocking) Boa.
        t.act(json!({"action": "pass_priority", "player": 0}));
        shield(&mut t, "boa", "boa");
        assert_eq!(t.g().obj(t.id("boa")).unwrap().extra.regen_shields, 1);
        settle(&mut t, "boa", sacrifice);
        if sacrifice {
            assert_eq!((t.zone("necrite"), t.zone("boa")), ("graveyard".to_string(), "graveyard".to_string()));
        } else {
            assert_eq!((t.zone("necrite"), t.zone("boa")), ("battlefield".to_string(), "battlefield".to_string()));
        }
    }
}
