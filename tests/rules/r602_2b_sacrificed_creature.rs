//! "The sacrificed creature's power / toughness" in an activated ability
//! whose cost sacrifices a creature (602.2b: costs are paid as the ability is
//! activated; the creature is read through last known information, 608.2g),
//! compiled from the cards' printed text.
//!
//! Cards (their text as the table prints it):
//! - Disciple of Griselbrand {1}{B} 1/1: "{1}, Sacrifice a creature: You gain
//!   life equal to the sacrificed creature's toughness."
//! - Diamond Valley (land): "{T}, Sacrifice a creature: You gain life equal
//!   to the sacrificed creature's toughness."
//! - Bloodshot Cyclops {5}{R} 4/4: "{T}, Sacrifice a creature: Bloodshot
//!   Cyclops deals damage equal to the sacrificed creature's power to target
//!   creature or player."
//! - Giant Growth ("Target creature gets +3/+3 until end of turn."), Grizzly
//!   Bears 2/2, Hill Giant 3/3.

use crate::common;
use serde_json::json;

#[test]
fn r602_2b_life_equal_to_the_sacrificed_creatures_toughness() {
    for (source, ability) in [("Disciple of Griselbrand", 0usize), ("Diamond Valley", 0)] {
        let mut t = common::card_table::compiled_game(&[source], json!([{"card": source, "label": "src"}, {"card": "Hill Giant", "label": "giant"}, "Swamp"]), json!([]), json!([]));
        let giant = t.id("giant");
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@src", "ability": ability, "sacrifice": [giant], "auto_pay": true}));
        assert_eq!(t.zone("giant"), "graveyard", "{source}: sacrificed as the cost");
        t.pass_all();
        assert_eq!(t.life(0), 23, "{source}: Hill Giant's toughness, 3");
    }
}

#[test]
fn r608_2g_the_power_as_it_last_existed() {
    // The Bears got +3/+3 before they were sacrificed: 5 damage.
    let mut t = common::card_table::compiled_game(
        &["Bloodshot Cyclops"],
        json!([{"card": "Bloodshot Cyclops", "label": "cyclops"}, {"card": "Grizzly Bears", "label": "bears"}, "Forest"]),
        json!([{"card": "Giant Growth", "label": "growth"}]),
        json!([]),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@growth", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    let bears = t.id("bears");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@cyclops", "ability": 0, "targets": [{"player": 1}], "sacrifice": [bears]}));
    t.pass_all();
    assert_eq!(t.life(1), 15);
}
