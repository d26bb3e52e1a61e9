//! 608.2c: an instruction can read what an earlier one of the same spell or
//! ability did. "The life lost this way" and "the damage dealt this way" are
//! what actually happened: the life the players lost, the damage dealt after
//! prevention, summed over every player or object the instruction reached.
//!
//! The cards (built in: compiled from their printed text), their text as printed:
//! - Blood Tithe: "Each opponent loses 3 life. You gain life equal to the life lost this way."
//! - Exsanguinate: "Each opponent loses X life. You gain life equal to the life lost this way."
//! - Subversion, Agent of Masks: "At the beginning of your upkeep, each opponent loses 1 life.
//!   You gain life equal to the life lost this way."
//! - Kokusho, the Evening Star: "Flying / When Kokusho, the Evening Star dies, each opponent
//!   loses 5 life. You gain life equal to the life lost this way."
//! - Blood Tyrant: "Flying, trample / At the beginning of your upkeep, each player loses 1
//!   life. Put a +1/+1 counter on Blood Tyrant for each 1 life lost this way. / Whenever a
//!   player loses the game, put five +1/+1 counters on Blood Tyrant."
//! - Corrupt: "Corrupt deals damage to target creature or player equal to the number of
//!   Swamps you control. You gain life equal to the damage dealt this way."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::Step;

/// Alice, Bob and Carol (three players, so "each opponent" is two), Alice's
/// first main phase with `mana`.
fn three(alice: Value, mana: &str, bob: Value, carol: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice["bf"].clone(), "hand": alice["hand"].clone(), "mana_pool": mana,
         "library": ["Plains", "Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob["bf"].clone(), "hand": bob["hand"].clone(), "library": ["Island", "Island", "Island", "Island"]},
        {"name": "Carol", "battlefield": carol["bf"].clone(), "hand": carol["hand"].clone(), "library": ["Island", "Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn empty() -> Value {
    json!({"bf": [], "hand": []})
}

/// Pass until nothing is on the stack and nothing is asked, putting waiting
/// triggers on the stack in the order offered.
fn settle(t: &mut T) {
    for _ in 0..40 {
        match t.g().pending.clone() {
            Some(d) => match d.kind {
                DecisionKind::OrderTriggers { triggers, .. } => {
                    t.act(json!({"action": "order_triggers", "player": d.player.0, "order": triggers}));
                }
                k => panic!("unexpected question {k:?}"),
            },
            None if t.g().stack.is_empty() => break,
            None => {
                t.pass_all();
            }
        }
    }
}

/// From the end of Carol's turn to Alice's draw step, through her upkeep's triggers.
fn through_alices_upkeep(t: &mut T) {
    for _ in 0..12 {
        if t.g().turn.active.0 == 0 && t.g().turn.step == Step::Draw {
            break;
        }
        settle(t);
        t.pass_all();
    }
}

#[test]
fn r608_2c_blood_tithe_gains_the_life_each_opponent_lost() {
    let mut t = three(json!({"bf": [], "hand": [{"card": "Blood Tithe", "label": "bt"}]}), "{B}{3}", empty(), empty());
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bt", "auto_pay": true}));
    settle(&mut t);
    assert_eq!((t.life(0), t.life(1), t.life(2)), (26, 17, 17));
}

#[test]
fn r608_2c_exsanguinate_counts_x_for_each_opponent() {
    for x in [0u32, 1, 4] {
        let mut t = three(json!({"bf": [], "hand": [{"card": "Exsanguinate", "label": "ex"}]}), "{B}{B}{9}", empty(), empty());
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@ex", "x": x, "auto_pay": true}));
        settle(&mut t);
        let x = x as i32;
        assert_eq!((t.life(0), t.life(1), t.life(2)), (20 + 2 * x, 20 - x, 20 - x), "X = {x}");
    }
}

/// Subversion and Agent of Masks both trigger in Alice's upkeep: each drains
/// both opponents by 1, in either order on the battlefield.
#[test]
fn r608_2c_subversion_and_agent_of_masks_each_drain_in_the_upkeep() {
    for order in [["Subversion", "Agent of Masks"], ["Agent of Masks", "Subversion"]] {
        let mut t = T::new(json!({"players": [
            {"name": "Alice", "battlefield": order, "library": ["Plains", "Plains"]},
            {"name": "Bob", "library": ["Island", "Island"]},
            {"name": "Carol", "library": ["Island", "Island"]}
        ], "turn": {"number": 3, "active": 2, "step": "end"}}));
        through_alices_upkeep(&mut t);
        assert_eq!((t.life(0), t.life(1), t.life(2)), (24, 18, 18), "{order:?}");
    }
}

/// Kokusho dies (Wrath of God): each opponent loses 5, Alice gains 10. Its
/// trigger is a leaves-the-battlefield ability: it works from the graveyard.
#[test]
fn r608_2c_kokusho_drains_each_opponent_as_it_dies() {
    let mut t = three(json!({"bf": [{"card": "Kokusho, the Evening Star", "label": "k"}], "hand": [{"card": "Wrath of God", "label": "w"}]}), "{W}{W}{2}", empty(), empty());
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@w", "auto_pay": true}));
    settle(&mut t);
    assert_eq!(t.zone("k"), "graveyard");
    assert_eq!((t.life(0), t.life(1), t.life(2)), (30, 15, 15));
}

/// Blood Tyrant: every player, its controller too, loses 1: three counters.
/// A player brought to 0 loses the game (704.5a): five more.
#[test]
fn r608_2c_blood_tyrant_counts_the_life_every_player_lost() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Blood Tyrant", "label": "bt"}], "library": ["Plains", "Plains"]},
        {"name": "Bob", "library": ["Island", "Island"], "life": 1},
        {"name": "Carol", "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 2, "step": "end"}}));
    through_alices_upkeep(&mut t);
    assert_eq!((t.life(0), t.life(2)), (19, 19));
    assert!(t.g().player(stackwise::rules::types::PlayerId(1)).lost, "Bob lost the game");
    assert_eq!(t.g().obj(t.id("bt")).unwrap().extra.counters.get("+1/+1").copied(), Some(3 + 5));
}

/// Corrupt's damage is the number of Swamps Alice controls; the life gained is
/// the damage dealt, after prevention: Mending Hands prevents 4 of 5.
#[test]
fn r608_2c_corrupt_gains_the_damage_dealt_after_prevention() {
    let swamps = json!(["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]);
    // Unprevented, at a player.
    let mut t = three(json!({"bf": swamps, "hand": [{"card": "Corrupt", "label": "c"}]}), "{B}{5}", empty(), empty());
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@c", "targets": [{"player": 1}], "auto_pay": true}));
    settle(&mut t);
    assert_eq!((t.life(0), t.life(1)), (25, 15));
    // At a 2/2: all 5 are dealt (damage is not capped by toughness).
    let mut t = three(json!({"bf": swamps, "hand": [{"card": "Corrupt", "label": "c"}]}), "{B}{5}", json!({"bf": [{"card": "Grizzly Bears", "label": "gb"}], "hand": []}), empty());
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@c", "targets": [{"object": "@gb"}], "auto_pay": true}));
    settle(&mut t);
    assert_eq!(t.zone("gb"), "graveyard");
    assert_eq!(t.life(0), 25);
    // Bob prevents 4 of it with Mending Hands in response: 1 dealt, 1 gained.
    let mut t = three(
        json!({"bf": swamps, "hand": [{"card": "Corrupt", "label": "c"}]}),
        "{B}{5}",
        json!({"bf": ["Plains"], "hand": [{"card": "Mending Hands", "label": "mh"}]}),
        empty(),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@c", "targets": [{"player": 1}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@mh", "targets": [{"player": 1}], "auto_pay": true}));
    settle(&mut t);
    assert_eq!((t.life(0), t.life(1)), (21, 19));
}

#[test]
fn r608_2c_syphon_soul_and_urborg_syphon_mage_reach_each_other_player() {
    // Three players: "each other player" is both opponents.
    let mut t = three(json!({"bf": [], "hand": [{"card": "Syphon Soul", "label": "ss"}]}), "{B}{2}", empty(), empty());
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ss", "auto_pay": true}));
    settle(&mut t);
    assert_eq!((t.life(0), t.life(1), t.life(2)), (24, 18, 18));
    let mage = json!({"bf": [{"card": "Urborg Syphon-Mage", "label": "usm"}], "hand": [{"card": "Island", "label": "isl"}]});
    let mut t = three(mage, "{B}{2}", empty(), empty());
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@usm", "ability": 0, "discard": ["@isl"], "auto_pay": true}));
    settle(&mut t);
    assert_eq!((t.life(0), t.life(1), t.life(2)), (24, 18, 18));
    assert_eq!(t.zone("isl"), "graveyard", "the card discarded as the cost");
}

/// Two-Headed Giant (810): "each other player" is the teammate too, "each
/// opponent" is not; the team's life is shared (810.9).
#[test]
fn r608_2c_each_other_player_includes_the_teammate_each_opponent_does_not() {
    let game = |card: &str| {
        T::new(json!({
            "variant": "two_headed_giant", "teams": [[0, 1], [2, 3]],
            "players": [
                {"name": "Alice", "life": 30, "hand": [{"card": card, "label": "s"}], "mana_pool": "{B}{3}", "library": ["Swamp"]},
                {"name": "Ann", "library": ["Swamp"]},
                {"name": "Bob", "life": 30, "library": ["Swamp"]},
                {"name": "Ben", "library": ["Swamp"]}
            ],
            "turn": {"number": 3, "active": 0, "step": "precombat_main"}
        }))
    };
    // Syphon Soul: Ann, Bob and Ben are each dealt 2 (6 in all, gained back); Alice's team: 30 - 2 + 6.
    let mut t = game("Syphon Soul");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@s", "auto_pay": true}));
    settle(&mut t);
    assert_eq!((t.life(0), t.life(2)), (34, 26));
    // Blood Tithe: Bob and Ben each lose 3; Alice's team gains the 6.
    let mut t = game("Blood Tithe");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@s", "auto_pay": true}));
    settle(&mut t);
    assert_eq!((t.life(0), t.life(2)), (36, 24));
}
