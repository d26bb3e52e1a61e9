//! 702.3b: a creature with defender can't be declared as an attacker,
//! unless an effect lets it attack "as though it didn't have defender":
//! for the rest of the turn from a resolved ability, or while a static
//! ability says so.
//!
//! Cards (their text as the table prints it):
//! - Mirror Wall {3}{U} 0/5 Wall: "Defender / {W}: Mirror Wall can attack
//!   this turn as though it didn't have defender."
//! - Walking Wall {4} 0/6 artifact Wall: "Defender / {3}: Walking Wall gets
//!   +3/-1 until end of turn and can attack this turn as though it didn't
//!   have defender. Activate this ability only once each turn."
//! - Rolling Stones {1}{W} enchantment: "Wall creatures can attack as
//!   though they didn't have defender."
//! - Wall of Stone {1}{R}{R} 0/8 Wall (defender), Plains.

use crate::common;
use common::*;
use serde_json::json;

#[test]
fn r702_3b_mirror_wall_may_attack_only_after_its_ability() {
    let alice = json!([{"card": "Mirror Wall", "label": "wall"}, "Plains"]);
    let mut t = common::card_table::compiled_game(&["Mirror Wall", "Plains"], alice.clone(), json!([]), json!([]));
    assert!(attackers_offered(&mut t).is_empty(), "defender: it can't attack");
    let mut t = common::card_table::compiled_game(&["Mirror Wall", "Plains"], alice, json!([]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@wall", "ability": 0, "auto_pay": true}));
    t.pass_all();
    assert_eq!(attackers_offered(&mut t), vec![t.id("wall")]);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@wall", "target": {"player": 1}}]}));
}

#[test]
fn r702_3b_walking_wall_gets_bigger_and_may_attack() {
    let alice = json!([{"card": "Walking Wall", "label": "wall"}, "Plains", "Plains", "Plains"]);
    let mut t = common::card_table::compiled_game(&["Walking Wall", "Plains"], alice, json!([]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@wall", "ability": 0, "auto_pay": true}));
    t.pass_all();
    let c = t.g().chars(t.id("wall")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(3), Some(5)));
    assert_eq!(attackers_offered(&mut t), vec![t.id("wall")]);
}

#[test]
fn r702_3b_rolling_stones_lets_walls_attack_while_it_is_there() {
    let alice = json!([{"card": "Wall of Stone", "label": "wall"}, {"card": "Rolling Stones", "label": "stones"}]);
    let mut t = common::card_table::compiled_game(&["Wall of Stone", "Rolling Stones"], alice, json!([]), json!([]));
    assert_eq!(attackers_offered(&mut t), vec![t.id("wall")]);
    let mut t = common::card_table::compiled_game(&["Wall of Stone"], json!([{"card": "Wall of Stone", "label": "wall"}]), json!([]), json!([]));
    assert!(attackers_offered(&mut t).is_empty());
}
