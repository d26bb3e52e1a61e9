//! "Its" in a triggered ability's first instruction names the object of the
//! event when the event calls that object "it" (603.2: the creature that
//! entered); after an instruction that acted on "that creature", "that
//! creature's" is read the same way. The amount is read as the instruction
//! is followed (608.2h), from the object's last known information if it has
//! left the battlefield.
//!
//! Cards (their text as the table prints it):
//! - Angelic Chorus {3}{W}{W}: "Whenever a creature enters the battlefield
//!   under your control, you gain life equal to its toughness."
//! - Engulfing Slagwurm {5}{G}{G} 7/7: "Whenever Engulfing Slagwurm blocks or
//!   becomes blocked by a creature, destroy that creature. You gain life
//!   equal to that creature's toughness."
//! - Vendetta {B}: "Destroy target nonblack creature. It can't be
//!   regenerated. You lose life equal to that creature's toughness."
//! - Sever Soul {3}{B}{B}: "Destroy target nonblack creature. It can't be
//!   regenerated. You gain life equal to its toughness."
//! - Proper Burial {3}{W}: "Whenever a creature you control dies, you gain
//!   life equal to that creature's toughness."
//! - Grizzly Bears {1}{G} 2/2, Giant Spider {3}{G} 2/4 (reach), Forest, Swamp.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::Step;

/// Resolve the stack (the spell, then the trigger it caused), staying in the step.
fn settle(t: &mut T) {
    let step = t.g().turn.step;
    for _ in 0..4 {
        t.pass_all();
        assert_eq!(t.g().turn.step, step);
        if t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() {
            break;
        }
    }
}

#[test]
fn r603_2_angelic_chorus_gains_the_entering_creatures_toughness() {
    let cards = ["Angelic Chorus", "Grizzly Bears", "Giant Spider"];
    let hand = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Giant Spider", "label": "spider"}]);
    let mut t = common::card_table::compiled_game(&cards, json!(["Angelic Chorus", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"]), hand, json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    settle(&mut t);
    assert_eq!(t.zone("bears"), "battlefield");
    assert_eq!(t.life(0), 22, "the Bears' toughness is 2");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spider", "auto_pay": true}));
    settle(&mut t);
    assert_eq!(t.zone("spider"), "battlefield");
    assert_eq!(t.life(0), 26, "the Spider's toughness is 4");
    // A creature entering under Bob's control gains Alice nothing (and Bob has no Chorus).
    assert_eq!(t.life(1), 20);
}

#[test]
fn r608_2h_engulfing_slagwurm_gains_the_destroyed_creatures_toughness() {
    // Alice's Slagwurm attacks; Bob's Giant Spider (2/4) blocks it: the
    // Spider is destroyed and Alice gains 4, its toughness as it last existed.
    let cards = ["Engulfing Slagwurm", "Giant Spider"];
    let mut t = common::card_table::compiled_game(&cards, json!([{"card": "Engulfing Slagwurm", "label": "wurm"}]), json!([]), json!([{"card": "Giant Spider", "label": "spider"}]));
    for _ in 0..4 {
        if t.g().turn.step == Step::DeclareAttackers && t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@wurm", "target": {"player": 1}}]}));
    for _ in 0..6 {
        if t.g().turn.step == Step::DeclareBlockers && t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@spider", "attacker": "@wurm"}]}));
    t.pass_all();
    assert_eq!(t.zone("spider"), "graveyard");
    assert_eq!(t.life(0), 24);
    assert_eq!(t.life(1), 20, "the Wurm was blocked: no damage to Bob");
}

#[test]
fn r608_2h_vendetta_and_sever_soul_count_the_destroyed_creatures_toughness() {
    // Vendetta on Bob's Giant Spider (toughness 4): Alice loses 4.
    let mut t = common::card_table::compiled_game(&["Vendetta", "Giant Spider"], json!(["Swamp"]), json!([{"card": "Vendetta", "label": "v"}]), json!([{"card": "Giant Spider", "label": "spider"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@v", "targets": [{"object": "@spider"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("spider"), "graveyard");
    assert_eq!(t.life(0), 16);
    // Sever Soul on Bob's Grizzly Bears (toughness 2): Alice gains 2.
    let lands = json!(["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]);
    let mut t = common::card_table::compiled_game(&["Sever Soul", "Grizzly Bears"], lands, json!([{"card": "Sever Soul", "label": "s"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@s", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.life(0), 22);
}

#[test]
fn r603_10a_proper_burial_gains_the_toughness_of_your_creature_that_died() {
    // Vendetta kills Alice's own Giant Spider: she loses 4, then Proper Burial gains her 4.
    // Bob's Bears dying would gain her nothing: it isn't hers.
    let cards = ["Proper Burial", "Vendetta", "Giant Spider"];
    let mut t = common::card_table::compiled_game(&cards, json!(["Proper Burial", "Swamp", {"card": "Giant Spider", "label": "spider"}]), json!([{"card": "Vendetta", "label": "v"}]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@v", "targets": [{"object": "@spider"}], "auto_pay": true}));
    settle(&mut t);
    assert_eq!(t.zone("spider"), "graveyard");
    assert_eq!(t.life(0), 20, "lost 4, then gained 4");
}
