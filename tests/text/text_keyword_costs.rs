//! Kicker and buyback costs that aren't mana: "Kicker—Sacrifice two lands."
//! (702.32a) and "Buyback—Sacrifice a land." (702.26a). Optional additional
//! costs (117.8): when the caster chooses to pay them, the permanents are
//! named in the cast action's `sacrifice` and sacrificed as the spell's costs
//! are paid (601.2h).
//!
//! Cards (their text as the table prints it):
//! - Bog Down {2}{B} sorcery: "Kicker—Sacrifice two lands. / Target player
//!   discards two cards. If Bog Down was kicked, that player discards three
//!   cards instead."
//! - Reaping the Rewards {W} instant: "Buyback—Sacrifice a land. / You gain
//!   2 life."
//! - Battle Screech {2}{W}{W} sorcery: "Create two 1/1 white Bird creature
//!   tokens with flying. / Flashback—Tap three untapped white creatures you
//!   control." (702.33a: cast from the graveyard for that cost, then exiled)
//! - Deep Analysis {3}{U} sorcery: "Target player draws two cards. /
//!   Flashback—{1}{U}, Pay 3 life." and Acorn Harvest {3}{G} sorcery:
//!   "Create two 1/1 green Squirrel creature tokens. / Flashback—{1}{G},
//!   Pay 3 life.": a keyword cost of mana and other parts, the mana first.
//! - Dwarven Landslide {3}{R} sorcery: "Kicker—{2}{R}, Sacrifice a land. /
//!   Destroy target land. If Dwarven Landslide was kicked, destroy another
//!   target land."
//! - Swamp, Plains, Island, Forest, Mountain, Savannah Lions.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn game(alice_bf: Value, hand: Value) -> T {
    let cards = [common::card_table::compiled("Bog Down"), common::card_table::compiled("Reaping the Rewards"), common::card_table::compiled("Battle Screech")];
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Island"]},
        {"name": "Bob", "hand": ["Island", "Island", "Island", "Island"], "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn lands(t: &T) -> usize {
    t.g().battlefield.iter().filter(|id| t.g().objects[id].controller.0 == 0).count()
}

#[test]
fn r702_32a_bog_down_kicked_by_sacrificing_two_lands_takes_three_cards() {
    let alice = json!(["Swamp", "Swamp", "Swamp", {"card": "Plains", "label": "p1"}, {"card": "Plains", "label": "p2"}]);
    let mut t = game(alice, json!([{"card": "Bog Down", "label": "bog"}]));
    let opts = cast_options(&t, "bog");
    let kicked = opts.iter().find(|o| o.kicked).expect("the kicked way is offered");
    assert_eq!(kicked.sacrifice.as_ref().map(|s| s.count), Some(2));
    // Kicked, the two lands must be named.
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bog", "auto_pay": true, "kicked": true, "targets": [{"player": 1}]}));
    let (p1, p2) = (t.id("p1").0, t.id("p2").0);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bog", "auto_pay": true, "kicked": true, "targets": [{"player": 1}], "sacrifice": [p1, p2]}));
    assert_eq!((t.zone("p1"), t.zone("p2")), ("graveyard".to_string(), "graveyard".to_string()));
    t.pass_all();
    while t.g().pending.is_some() {
        let d = t.g().pending.clone().unwrap();
        let stackwise::rules::state::DecisionKind::ChooseCards { from, min, .. } = d.kind else { panic!("{d:?}") };
        let cards: Vec<u64> = from.iter().take(min).map(|id| id.0).collect();
        t.act(json!({"action": "choose_cards", "player": d.player.0, "cards": cards}));
        t.pass_all();
    }
    assert_eq!(t.g().players[1].hand.len(), 1);
}

#[test]
fn r702_32a_bog_down_unkicked_sacrifices_nothing_and_takes_two() {
    let mut t = game(json!(["Swamp", "Swamp", "Swamp"]), json!([{"card": "Bog Down", "label": "bog"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bog", "auto_pay": true, "targets": [{"player": 1}]}));
    t.pass_all();
    while t.g().pending.is_some() {
        let d = t.g().pending.clone().unwrap();
        let stackwise::rules::state::DecisionKind::ChooseCards { from, min, .. } = d.kind else { panic!("{d:?}") };
        let cards: Vec<u64> = from.iter().take(min).map(|id| id.0).collect();
        t.act(json!({"action": "choose_cards", "player": d.player.0, "cards": cards}));
        t.pass_all();
    }
    assert_eq!(t.g().players[1].hand.len(), 2);
    assert_eq!(lands(&t), 3);
}

#[test]
fn r702_26a_reaping_the_rewards_with_buyback_returns_to_hand() {
    let mut t = game(json!(["Plains", {"card": "Island", "label": "isl"}]), json!([{"card": "Reaping the Rewards", "label": "rr"}]));
    let isl = t.id("isl").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@rr", "auto_pay": true, "buyback": true, "sacrifice": [isl]}));
    assert_eq!(t.zone("isl"), "graveyard");
    t.pass_all();
    assert_eq!(t.life(0), 22);
    assert!(t.g().players[0].hand.iter().any(|id| t.g().objects[id].def.name == "Reaping the Rewards"));
    // Without buyback it goes to the graveyard and no land is sacrificed.
    let mut t = game(json!(["Plains", "Island"]), json!([{"card": "Reaping the Rewards", "label": "rr"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@rr", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(0), 22);
    assert!(t.g().players[0].graveyard.iter().any(|id| t.g().objects[id].def.name == "Reaping the Rewards"));
    assert_eq!(lands(&t), 2);
}

#[test]
fn r702_33a_battle_screech_flashed_back_by_tapping_three_white_creatures() {
    let alice = json!(["Plains", "Plains", "Plains", "Plains", {"card": "Savannah Lions", "label": "lions"}]);
    let mut t = game(alice, json!([{"card": "Battle Screech", "label": "bs"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bs", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bs"), "graveyard");
    let birds: Vec<u64> = t.g().battlefield.iter().filter(|id| t.g().objects[id].token).map(|id| id.0).collect();
    assert_eq!(birds.len(), 2);
    // The flashback cost is offered with three white creatures to tap.
    let opts = cast_options(&t, "bs");
    let fb = opts.iter().find(|o| o.alternative_cost.is_some()).expect("flashback is offered");
    assert_eq!(fb.tap.as_ref().map(|c| (c.count, c.candidates.len())), Some((3, 3)));
    // Two are not three.
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bs", "alternative_cost": "flashback", "tap": birds}));
    let lions = t.id("lions").0;
    let tap = vec![birds[0], birds[1], lions];
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bs", "alternative_cost": "flashback", "tap": tap}));
    t.pass_all();
    assert_eq!(t.g().battlefield.iter().filter(|id| t.g().objects[id].token).count(), 4);
    assert_eq!(t.zone("bs"), "exile");
}

fn mana_and_parts_game(alice_bf: Value, alice_life: i32, graveyard: Value, hand: Value) -> T {
    let cards: Vec<Value> = ["Deep Analysis", "Acorn Harvest", "Dwarven Landslide"].iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "life": alice_life, "battlefield": alice_bf, "graveyard": graveyard, "hand": hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Plains", "label": "b1"}, {"card": "Plains", "label": "b2"}], "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn untapped_lands(t: &T) -> usize {
    t.g().battlefield.iter().filter(|id| t.g().objects[id].controller.0 == 0 && !t.g().objects[id].tapped).count()
}

#[test]
fn r702_33a_flashback_of_mana_and_life_pays_both() {
    // Deep Analysis: {1}{U} and 3 life from the graveyard; two cards drawn; exiled.
    let mut t = mana_and_parts_game(json!(["Island", "Island", "Island"]), 20, json!([{"card": "Deep Analysis", "label": "da"}]), json!([]));
    assert!(cast_options(&t, "da").iter().any(|o| o.alternative_cost.is_some()), "flashback is offered");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@da", "alternative_cost": "flashback", "targets": [{"player": 0}], "auto_pay": true}));
    assert_eq!(t.life(0), 17, "3 life paid");
    assert_eq!(untapped_lands(&t), 1, "{{1}}{{U}} paid, not {{3}}{{U}}");
    t.pass_all();
    assert_eq!(hand(&t).len(), 2);
    assert_eq!(t.zone("da"), "exile");
    // Acorn Harvest the same way: {1}{G} and 3 life.
    let mut t = mana_and_parts_game(json!(["Forest", "Forest", "Forest"]), 20, json!([{"card": "Acorn Harvest", "label": "ah"}]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ah", "alternative_cost": "flashback", "auto_pay": true}));
    assert_eq!((t.life(0), untapped_lands(&t)), (17, 1));
    t.pass_all();
    assert_eq!(t.g().battlefield.iter().filter(|id| t.g().objects[id].token).count(), 2);
    assert_eq!(t.zone("ah"), "exile");
}

#[test]
fn r702_33a_flashback_needs_both_parts() {
    // 119.4: 2 life can't pay 3; one land can't pay {1}{G}. Both refused, nothing changed.
    let mut t = mana_and_parts_game(json!(["Forest", "Forest"]), 2, json!([{"card": "Acorn Harvest", "label": "ah"}]), json!([]));
    assert!(!cast_options(&t, "ah").iter().any(|o| o.alternative_cost.is_some()));
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@ah", "alternative_cost": "flashback", "auto_pay": true}));
    let mut t = mana_and_parts_game(json!(["Forest"]), 20, json!([{"card": "Acorn Harvest", "label": "ah"}]), json!([]));
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@ah", "alternative_cost": "flashback", "auto_pay": true}));
    // At exactly 3 life the life can be paid (119.4).
    let mut t = mana_and_parts_game(json!(["Forest", "Forest"]), 3, json!([{"card": "Acorn Harvest", "label": "ah"}]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ah", "alternative_cost": "flashback", "auto_pay": true}));
    assert_eq!(t.life(0), 0);
}

#[test]
fn r702_32a_dwarven_landslide_kicked_pays_mana_and_a_land() {
    let bf = json!(["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", {"card": "Swamp", "label": "sac"}]);
    let (b1, b2) = {
        let t = mana_and_parts_game(bf.clone(), 20, json!([]), json!([{"card": "Dwarven Landslide", "label": "dl"}]));
        (t.id("b1").0, t.id("b2").0)
    };
    let mut t = mana_and_parts_game(bf.clone(), 20, json!([]), json!([{"card": "Dwarven Landslide", "label": "dl"}]));
    let kicked = cast_options(&t, "dl").into_iter().find(|o| o.kicked).expect("the kicked way is offered");
    assert_eq!(kicked.sacrifice.as_ref().map(|s| s.count), Some(1));
    let sac = t.id("sac").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@dl", "kicked": true, "sacrifice": [sac], "targets": [{"object": b1}, {"object": b2}], "auto_pay": true}));
    assert_eq!(t.zone("sac"), "graveyard");
    assert_eq!(untapped_lands(&t), 0, "{{3}}{{R}} and {{2}}{{R}}: seven Mountains");
    t.pass_all();
    assert_eq!((t.zone("b1"), t.zone("b2")), ("graveyard".to_string(), "graveyard".to_string()));
    // Unkicked: four Mountains, no land sacrificed, one land destroyed.
    let mut t = mana_and_parts_game(bf, 20, json!([]), json!([{"card": "Dwarven Landslide", "label": "dl"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@dl", "targets": [{"object": b1}], "auto_pay": true}));
    assert_eq!((t.zone("sac"), untapped_lands(&t)), ("battlefield".to_string(), 4));
    t.pass_all();
    assert_eq!((t.zone("b1"), t.zone("b2")), ("graveyard".to_string(), "battlefield".to_string()));
}

#[test]
fn keyword_cost_with_mana_is_written_from_the_form() {
    use stackwise::text::render;
    let (_, def) = stackwise::text::status(common::card_table::card("Deep Analysis"));
    let mut def = def.expect("compiles");
    assert_eq!(def.flashback.as_ref().map(|m| m.text.as_str()), Some("{1}{U}"));
    let text = render(&def).unwrap();
    assert!(text.contains("Flashback\u{2014}{1}{U}, Pay 3 life."), "{text}");
    // Another mana cost in the form, another text.
    def.flashback = stackwise::rules::types::ManaCost::parse("{2}{U}{U}").ok();
    assert!(render(&def).unwrap().contains("Flashback\u{2014}{2}{U}{U}, Pay 3 life."));
}
