//! "Target player reveals his or her hand. You choose a [noun] card from it.
//! That player discards that card." (608.2d: the spell's controller
//! chooses among the matching cards of the revealed hand; the player
//! discards the chosen card; with no matching card, nothing is discarded).
//!
//! Cards (their text as the table prints it):
//! - Duress {B}: "Target opponent reveals his or her hand. You choose a
//!   noncreature, nonland card from it. That player discards that card."
//! - Coercion {2}{B}: "Target opponent reveals his or her hand. You choose a
//!   card from it. That player discards that card."
//! - Grizzly Bears, Lightning Bolt, Shock, Island.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

fn game(spell: &str, bob_hand: Value) -> T {
    let cards: Vec<Value> = [spell, "Grizzly Bears", "Lightning Bolt", "Shock"].iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": ["Swamp", "Swamp", "Swamp"], "hand": [{"card": spell, "label": "spell"}], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [], "hand": bob_hand, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
}

#[test]
fn r608_2d_duress_discards_the_only_noncreature_nonland_card() {
    let mut t = game("Duress", json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Lightning Bolt", "label": "bolt"}, {"card": "Island", "label": "isl"}]));
    cast(&mut t);
    assert_eq!((t.zone("bolt"), t.zone("bears"), t.zone("isl")), ("graveyard".into(), "hand".into(), "hand".into()));
    // No noncreature, nonland card: nothing is discarded.
    let mut t = game("Duress", json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Island", "label": "isl"}]));
    cast(&mut t);
    assert_eq!((t.zone("bears"), t.zone("isl")), ("hand".into(), "hand".into()));
}

#[test]
fn r608_2d_coercion_lets_its_controller_choose_among_the_whole_hand() {
    let mut t = game("Coercion", json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Lightning Bolt", "label": "bolt"}, {"card": "Shock", "label": "shock"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"player": 1}], "auto_pay": true}));
    for _ in 0..4 {
        if t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    // Alice chooses, among all three of Bob's cards.
    let d = t.g().pending.clone().expect("a choice");
    assert_eq!(d.player.0, 0);
    let DecisionKind::ChooseCards { from, min, max, .. } = d.kind else { panic!("{:?}", d.kind) };
    assert_eq!((from.len(), min, max), (3, 1, 1));
    let bears = t.id("bears").0;
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [bears]}));
    t.pass_all();
    assert_eq!((t.zone("bears"), t.zone("bolt"), t.zone("shock")), ("graveyard".into(), "hand".into(), "hand".into()));
}
