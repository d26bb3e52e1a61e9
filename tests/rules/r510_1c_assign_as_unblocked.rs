//! 510.1c: a blocked creature with "You may have [this] assign its combat
//! damage as though it weren't blocked" has its controller choose, as its
//! combat damage is assigned, to assign all of it to the player it attacks
//! rather than to its blockers. Its blockers still deal their damage to it.
//!
//! Cards (their text as the table prints it):
//! - Deathcoil Wurm {6}{G} 7/6: "You may have Deathcoil Wurm assign its
//!   combat damage as though it weren't blocked."
//! - Lone Wolf {2}{G} 2/2: "You may have Lone Wolf assign its combat damage
//!   as though it weren't blocked."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;

/// `attacker` attacks Bob and is blocked by his `blocker`; its controller answers `yes`.
fn fight(attacker: &str, blocker: &str, yes: bool) -> T {
    let alice = json!([{"card": attacker, "label": "att"}]);
    let bob = json!([{"card": blocker, "label": "blk"}]);
    let mut t = common::card_table::compiled_game(&[attacker, blocker], alice, json!([]), bob);
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@att", "target": {"player": 1}}]}));
    to_decision(&mut t);
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@blk", "attacker": "@att"}]}));
    let mut asked = false;
    for _ in 0..8 {
        match t.g().pending.as_ref().map(|d| (d.rule.clone(), d.kind.clone())) {
            Some((rule, DecisionKind::ChooseYesNo { .. })) => {
                assert_eq!(rule, "510.1c");
                asked = true;
                t.act(json!({"action": "choose_yes_no", "player": 0, "yes": yes}));
            }
            Some(other) => panic!("unexpected {other:?}"),
            None => {
                t.pass_all();
            }
        }
        if t.g().turn.step == stackwise::rules::types::Step::EndOfCombat {
            break;
        }
    }
    assert!(asked, "the controller is asked");
    t
}

#[test]
fn r510_1c_deathcoil_wurm_assigns_all_its_damage_to_the_player() {
    let t = fight("Deathcoil Wurm", "Grizzly Bears", true);
    assert_eq!(t.life(1), 13);
    assert_eq!(t.zone("blk"), "battlefield", "the Bears were dealt no damage");
    assert_eq!(t.g().objects[&t.id("att")].damage, 2, "the Bears still dealt theirs");
}

#[test]
fn r510_1c_declining_assigns_the_damage_to_the_blocker() {
    let t = fight("Deathcoil Wurm", "Grizzly Bears", false);
    assert_eq!(t.life(1), 20);
    assert_eq!(t.zone("blk"), "graveyard");
}

#[test]
fn r510_1c_lone_wolf_deals_its_damage_to_the_player_and_dies_to_the_giant() {
    let t = fight("Lone Wolf", "Hill Giant", true);
    assert_eq!(t.life(1), 18);
    assert_eq!(t.zone("att"), "graveyard");
    assert_eq!(t.g().objects[&t.id("blk")].damage, 0);
}
