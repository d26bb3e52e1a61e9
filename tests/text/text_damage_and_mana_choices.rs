//! Two wordings compiled from the cards' printed text:
//! - "Add {W}, {U}, or {B} to your mana pool": one mana of one of three
//!   colours, named as the mana ability is activated (106.3, 605.3a);
//! - "[this] deals N damage to [recipient] and M damage to you": the same
//!   source deals both (120.3), the second named without its subject.
//!
//! Cards (their text as the table prints it):
//! - Arcane Sanctum (land): "Arcane Sanctum enters the battlefield tapped. /
//!   {T}: Add {W}, {U}, or {B} to your mana pool."
//! - Char {2}{R}: "Char deals 4 damage to target creature or player and 2
//!   damage to you."
//! - Brothers of Fire {1}{R}{R} 2/2: "{1}{R}{R}: Brothers of Fire deals 1
//!   damage to target creature or player and 1 damage to you."

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::types::PlayerId;

#[test]
fn r106_3_arcane_sanctum_adds_one_of_its_three_colours() {
    let mut t = common::card_table::compiled_game(&["Arcane Sanctum"], json!([{"card": "Arcane Sanctum", "label": "s"}]), json!([]), json!([]));
    let act = |adds: serde_json::Value| json!({"action": "activate_ability", "player": 0, "source": "@s", "ability": 0, "adds": adds});
    let e = refused_unchanged(&mut t, act(json!({"red": 1})));
    assert!(e.contains("608.2d"), "red is not one of W, U, B: {e}");
    t.act(act(json!({"blue": 1})));
    assert_eq!(t.g().player(PlayerId(0)).pool.blue, 1);
}

#[test]
fn r120_3_char_and_brothers_of_fire_damage_their_controller_too() {
    let mut t = common::card_table::compiled_game(&["Char"], json!(["Mountain", "Mountain", "Mountain"]), json!([{"card": "Char", "label": "char"}]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@char", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!((t.life(0), t.life(1)), (18, 16));
    let mut t = common::card_table::compiled_game(&["Brothers of Fire"], json!([{"card": "Brothers of Fire", "label": "b"}, "Mountain", "Mountain", "Mountain"]), json!([]), json!([{"card": "Llanowar Elves", "label": "elves"}]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@b", "ability": 0, "targets": [{"object": "@elves"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("elves"), "graveyard");
    assert_eq!(t.life(0), 19);
}
