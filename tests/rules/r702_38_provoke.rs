//! 702.38a provoke: "Whenever this creature attacks, you may have target
//! creature defending player controls block it this combat if able; if you
//! do, untap that creature." The provoked creature is required to block the
//! creature with provoke (509.1c), and untapped so that it can.
//!
//! Cards (their text as the table prints it):
//! - Brontotherium {4}{G}{G} 5/3: "Trample / Provoke"
//! - Goblin Grappler {R} 1/1: "Provoke"
//! - Hill Giant {3}{R} 3/3, Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;

/// Attack with `attacker`; the provoke trigger targets `target`; answer its "may" with `yes`.
fn provoke(t: &mut T, attacker: &str, target: &str, yes: bool) {
    to_decision(t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": format!("@{attacker}"), "target": {"player": 1}}]}));
    let target = t.id(target).0;
    for _ in 0..10 {
        match t.g().pending.as_ref().map(|d| d.kind.clone()) {
            Some(DecisionKind::ChooseTargets { .. }) => {
                t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": target}]}));
            }
            Some(DecisionKind::ChooseYesNo { .. }) => {
                t.act(json!({"action": "choose_yes_no", "player": 0, "yes": yes}));
            }
            Some(DecisionKind::DeclareBlockers { .. }) => return,
            Some(other) => panic!("unexpected {other:?}"),
            None => {
                t.pass_all();
            }
        }
    }
    panic!("never reached the declaration of blockers");
}

fn blocks(pairs: &[(&str, &str)]) -> serde_json::Value {
    json!({"action": "declare_blockers", "player": 1, "blockers": pairs.iter().map(|(b, a)| json!({"blocker": format!("@{b}"), "attacker": format!("@{a}")})).collect::<Vec<_>>()})
}

#[test]
fn r702_38a_brontotherium_untaps_the_provoked_creature_which_must_block_it() {
    let bob = json!([{"card": "Hill Giant", "label": "giant", "tapped": true}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = common::card_table::compiled_game(&["Brontotherium", "Hill Giant", "Grizzly Bears"], json!([{"card": "Brontotherium", "label": "bronto"}]), json!([]), bob);
    provoke(&mut t, "bronto", "giant", true);
    assert!(!t.g().objects[&t.id("giant")].tapped, "the provoked Giant was untapped");
    let e = refused_unchanged(&mut t, blocks(&[("bears", "bronto")]));
    assert!(e.contains("509.1c"), "{e}");
    t.act(blocks(&[("giant", "bronto")]));
}

#[test]
fn r702_38a_declining_provoke_leaves_the_creature_tapped_and_free() {
    let bob = json!([{"card": "Hill Giant", "label": "giant", "tapped": true}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = common::card_table::compiled_game(&["Goblin Grappler", "Hill Giant", "Grizzly Bears"], json!([{"card": "Goblin Grappler", "label": "grappler"}]), json!([]), bob);
    provoke(&mut t, "grappler", "giant", false);
    assert!(t.g().objects[&t.id("giant")].tapped);
    // No requirement: the Bears may stay home.
    t.act(blocks(&[]));
}

#[test]
fn r702_38a_provoked_untapped_creature_must_block_the_goblin() {
    let bob = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}]);
    let mut t = common::card_table::compiled_game(&["Goblin Grappler", "Hill Giant", "Grizzly Bears"], json!([{"card": "Goblin Grappler", "label": "grappler"}]), json!([]), bob);
    provoke(&mut t, "grappler", "bears", true);
    refused_unchanged(&mut t, blocks(&[]));
    refused_unchanged(&mut t, blocks(&[("giant", "grappler")]));
    t.act(blocks(&[("bears", "grappler"), ("giant", "grappler")]));
}
