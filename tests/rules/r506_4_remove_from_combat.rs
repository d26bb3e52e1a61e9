//! 506.4: "remove [object] from combat" as an instruction: an attacking
//! creature stops attacking (it deals and is dealt no combat damage), and a
//! creature that blocked it stays a blocking creature with nothing to block.
//!
//! Cards (their text as the table prints it):
//! - Gustcloak Runner {W} 1/1: "Whenever Gustcloak Runner becomes blocked,
//!   you may untap it and remove it from combat."
//! - Reconnaissance {W} enchantment: "{0}: Remove target attacking creature
//!   you control from combat and untap it."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::Step;

fn attack(t: &mut T, attackers: &[&str]) {
    to_decision(t);
    let a: Vec<Value> = attackers.iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": 1}})).collect();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": a}));
    to_decision(t);
}

/// Pass to Alice's postcombat main phase, answering the "you may" with `yes`.
fn play_out(t: &mut T, yes: bool) -> Vec<stackwise::rules::events::Event> {
    let mut ev = Vec::new();
    for _ in 0..24 {
        if t.g().turn.step == Step::PostcombatMain {
            break;
        }
        if let Some(d) = t.g().pending.clone() {
            if let DecisionKind::ChooseYesNo { .. } = d.kind {
                ev.extend(t.act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": yes})));
                continue;
            }
        }
        if let Some(d) = t.g().pending.clone() {
            panic!("unexpected decision {:?}", d.kind);
        }
        ev.extend(t.pass_all());
    }
    ev
}

fn runner_blocked(yes: bool) -> (T, Vec<stackwise::rules::events::Event>) {
    let mut t = common::card_table::compiled_game(&["Gustcloak Runner", "Hill Giant"], json!([{"card": "Gustcloak Runner", "label": "runner"}]), json!([]), json!([{"card": "Hill Giant", "label": "giant"}]));
    attack(&mut t, &["runner"]);
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@giant", "attacker": "@runner"}]}));
    let ev = play_out(&mut t, yes);
    (t, ev)
}

#[test]
fn r506_4_gustcloak_runner_removed_from_combat_survives_untapped() {
    let (t, ev) = runner_blocked(true);
    assert!(cites(&ev, "506.4"), "{:?}", rules(&ev));
    assert_eq!(t.zone("runner"), "battlefield");
    assert!(!t.g().objects[&t.id("runner")].tapped, "untapped");
    assert_eq!(t.g().objects[&t.id("giant")].damage, 0, "it dealt no combat damage");
    // Declining: the Giant kills it.
    let (t, _) = runner_blocked(false);
    assert_eq!(t.zone("runner"), "graveyard");
}

#[test]
fn r506_4_reconnaissance_removes_an_unblocked_attacker_before_damage() {
    let alice = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Reconnaissance", "label": "recon"}]);
    let mut t = common::card_table::compiled_game(&["Reconnaissance", "Grizzly Bears"], alice, json!([]), json!([]));
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
    assert!(t.g().objects[&t.id("bears")].tapped);
    let bears = t.id("bears").0;
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@recon", "ability": 0, "targets": [{"object": bears}], "auto_pay": true}));
    let mut ev = t.pass_all();
    ev.extend(play_out(&mut t, true));
    assert!(cites(&ev, "506.4"));
    assert!(!t.g().objects[&t.id("bears")].tapped);
    assert_eq!(t.life(1), 20, "no longer attacking: no combat damage");
}
