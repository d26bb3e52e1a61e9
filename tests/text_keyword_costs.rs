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
//! - Swamp, Plains, Island, Savannah Lions.

mod common;
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
