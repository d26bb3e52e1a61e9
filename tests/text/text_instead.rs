//! "[instruction]. If [condition], [another] instead." (608.2c, 614.1a: the
//! spell's own replacement of what it does, settled as it resolves),
//! compiled from the cards' printed text.
//!
//! Cards (their text as the table prints it):
//! - Breath of Darigaaz {1}{R}: "Kicker {2} / Breath of Darigaaz deals 1
//!   damage to each creature without flying and each player. If Breath of
//!   Darigaaz was kicked, it deals 4 damage to each creature without flying
//!   and each player instead."
//! - Desolation Giant {2}{R}{R} 3/3: "Kicker {W}{W} / When Desolation Giant
//!   enters the battlefield, destroy all other creatures you control. If it
//!   was kicked, destroy all other creatures instead."
//! - Hill Giant {3}{R} 3/3, Wind Drake {2}{U} 2/2 flying, Island.

use crate::common;
use serde_json::json;

#[test]
fn r608_2c_breath_of_darigaaz_deals_1_or_if_kicked_4_instead() {
    for (kicked, life, giant) in [(false, 19, "battlefield"), (true, 16, "graveyard")] {
        let bf = json!(["Mountain", "Mountain", "Mountain", "Mountain", {"card": "Hill Giant", "label": "giant"}, {"card": "Wind Drake", "label": "drake"}]);
        let mut t = common::card_table::compiled_game(&["Breath of Darigaaz", "Hill Giant", "Wind Drake"], bf, json!([{"card": "Breath of Darigaaz", "label": "breath"}]), json!([]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@breath", "kicked": kicked, "auto_pay": true}));
        t.pass_all();
        assert_eq!((t.life(0), t.life(1), t.zone("giant")), (life, life, giant.to_string()), "kicked: {kicked}");
        let drake = t.id("drake");
        assert_eq!((t.zone("drake"), t.g().objects[&drake].damage), ("battlefield".to_string(), 0), "a creature with flying is not dealt damage");
        if !kicked {
            assert_eq!(t.g().objects[&t.id("giant")].damage, 1);
        }
    }
}

#[test]
fn r608_2c_desolation_giant_destroys_its_controllers_or_if_kicked_all_other_creatures() {
    for (kicked, bobs) in [(false, "battlefield"), (true, "graveyard")] {
        let bf = json!(["Mountain", "Mountain", "Mountain", "Mountain", "Plains", "Plains", {"card": "Hill Giant", "label": "mine"}]);
        let mut t = common::card_table::compiled_game(&["Desolation Giant", "Hill Giant"], bf, json!([{"card": "Desolation Giant", "label": "dg"}]), json!([{"card": "Hill Giant", "label": "theirs"}]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@dg", "kicked": kicked, "auto_pay": true}));
        t.pass_all();
        t.pass_all();
        assert_eq!((t.zone("dg"), t.zone("mine"), t.zone("theirs")), ("battlefield".to_string(), "graveyard".to_string(), bobs.to_string()), "kicked: {kicked}");
    }
}

#[test]
fn r608_2c_hypnotic_cloud_one_card_or_if_kicked_three_from_the_target_player() {
    // Hypnotic Cloud {1}{B}: "Kicker {4} / Target player discards a card. If
    // Hypnotic Cloud was kicked, that player discards three cards instead."
    // "That player" is the target player (Bob), not Alice.
    for (kicked, discarded) in [(false, 1), (true, 3)] {
        let cards = vec![common::card_table::compiled("Hypnotic Cloud")];
        let mut t = common::T::new(json!({"cards": cards, "players": [
            {"name": "Alice", "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"], "hand": [{"card": "Hypnotic Cloud", "label": "cloud"}, "Island"]},
            {"name": "Bob", "hand": ["Island", "Island", "Island", "Island"], "library": ["Island"]}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@cloud", "targets": [{"player": 1}], "kicked": kicked, "auto_pay": true}));
        t.pass_all();
        if let Some(d) = t.g().pending.clone() {
            assert_eq!(d.player.0, 1, "Bob chooses what he discards");
            let picks: Vec<u64> = t.g().players[1].hand.iter().take(discarded).map(|o| o.0).collect();
            t.act(json!({"action": "choose_cards", "player": 1, "cards": picks}));
            t.pass_all();
        }
        assert_eq!((t.g().players[1].graveyard.len(), t.g().players[0].hand.len()), (discarded, 1), "kicked: {kicked}");
    }
}
