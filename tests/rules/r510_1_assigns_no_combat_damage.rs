//! "[This] assigns no combat damage this turn" (510.1: the creature is left
//! out as combat damage is assigned), after "You may [X]. If you do, ..."
//! (608.2d: one choice; the second instruction follows the first).
//!
//! Cards (their text as the table prints it):
//! - Ophidian {2}{U} 1/3: "Whenever Ophidian attacks and isn't blocked, you
//!   may draw a card. If you do, Ophidian assigns no combat damage this turn."
//! - Dwarven Vigilantes {2}{R} 2/2: "Whenever Dwarven Vigilantes attacks and
//!   isn't blocked, you may have it deal damage equal to its power to target
//!   creature. If you do, Dwarven Vigilantes assigns no combat damage this turn."
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::Step;

/// Alice attacks with `label`, Bob doesn't block; play to Alice's
/// postcombat main phase answering the "you may" with `yes` (and the
/// trigger's target with `target`).
fn attack_unblocked(t: &mut T, label: &str, yes: bool, target: Option<&str>) -> Vec<stackwise::rules::events::Event> {
    to_decision(t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": format!("@{label}"), "target": {"player": 1}}]}));
    to_decision(t);
    // (Bob has no untapped creature: no blockers are asked for.)
    let mut ev = Vec::new();
    for _ in 0..24 {
        if t.g().turn.step == Step::PostcombatMain {
            break;
        }
        match t.g().pending.clone().map(|d| d.kind) {
            Some(DecisionKind::DeclareBlockers { .. }) => ev.extend(t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []}))),
            Some(DecisionKind::ChooseYesNo { .. }) => ev.extend(t.act(json!({"action": "choose_yes_no", "player": 0, "yes": yes}))),
            Some(DecisionKind::ChooseTargets { .. }) => {
                let o = t.id(target.expect("a target")).0;
                ev.extend(t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": o}]})));
            }
            Some(other) => panic!("unexpected decision {other:?}"),
            None => ev.extend(t.pass_all()),
        }
    }
    ev
}

#[test]
fn r510_1_ophidian_draws_and_assigns_no_combat_damage() {
    let mut t = common::card_table::compiled_game(&["Ophidian"], json!([{"card": "Ophidian", "label": "snake"}]), json!([]), json!([]));
    let ev = attack_unblocked(&mut t, "snake", true, None);
    assert!(cites(&ev, "510.1"), "{:?}", rules(&ev));
    assert_eq!(hand(&t).len(), 1, "drew a card");
    assert_eq!(t.life(1), 20, "no combat damage");
    let mut t = common::card_table::compiled_game(&["Ophidian"], json!([{"card": "Ophidian", "label": "snake"}]), json!([]), json!([]));
    attack_unblocked(&mut t, "snake", false, None);
    assert!(hand(&t).is_empty());
    assert_eq!(t.life(1), 19, "declined: it deals its combat damage");
}

#[test]
fn r510_1_dwarven_vigilantes_deals_damage_to_a_creature_instead() {
    let bob = json!([{"card": "Grizzly Bears", "label": "bears", "tapped": true}]);
    let mut t = common::card_table::compiled_game(&["Dwarven Vigilantes", "Grizzly Bears"], json!([{"card": "Dwarven Vigilantes", "label": "dwarf"}]), json!([]), bob.clone());
    attack_unblocked(&mut t, "dwarf", true, Some("bears"));
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.life(1), 20);
    let mut t = common::card_table::compiled_game(&["Dwarven Vigilantes", "Grizzly Bears"], json!([{"card": "Dwarven Vigilantes", "label": "dwarf"}]), json!([]), bob);
    attack_unblocked(&mut t, "dwarf", false, Some("bears"));
    assert_eq!(t.zone("bears"), "battlefield");
    assert_eq!(t.life(1), 18);
}
