//! "That player" in a spell: the player the instruction before named, read
//! as the spell resolves (608.2b): the target player dealt damage, or the
//! controller of the spell "Counter target spell unless its controller
//! pays ..." asked to pay (known from the spell as it last existed).
//!
//! Cards (their text as the table prints it):
//! - Blightning {1}{B}{R}: "Blightning deals 3 damage to target player. That
//!   player discards two cards."
//! - Frightful Delusion {2}{U}{B}: "Counter target spell unless its
//!   controller pays {1}. That player discards a card."
//! - Grizzly Bears {1}{G} 2/2, Doom Blade {1}{B}, Lightning Bolt {R}.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::PlayerId;

fn game(cards: &[&str], alice_bf: Value, hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn hand_size(t: &T, p: u8) -> usize {
    t.g().player(PlayerId(p)).hand.len()
}

#[test]
fn r608_2b_blightning_makes_the_player_it_damaged_discard_two() {
    let bob_hand = json!(["Grizzly Bears", "Doom Blade"]);
    let mut t = game(&["Blightning", "Grizzly Bears", "Doom Blade"], json!(["Swamp", "Mountain", "Mountain"]), json!([{"card": "Blightning", "label": "bl"}, "Grizzly Bears"]), json!([]), bob_hand);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bl", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!((t.life(1), hand_size(&t, 1)), (17, 0), "Bob is dealt 3 and discards two");
    assert_eq!(hand_size(&t, 0), 1, "Alice keeps her card");
}

#[test]
fn r608_2b_frightful_delusion_makes_the_countered_spells_controller_discard() {
    // Bob casts Lightning Bolt at Alice; Alice answers with Frightful Delusion; Bob can't pay {1}.
    let bob_hand = json!([{"card": "Lightning Bolt", "label": "bolt"}, "Doom Blade"]);
    let mut t = game(&["Frightful Delusion", "Lightning Bolt", "Doom Blade", "Grizzly Bears"], json!(["Island", "Island", "Swamp", "Swamp"]), json!([{"card": "Frightful Delusion", "label": "fd"}, "Grizzly Bears"]), json!(["Mountain"]), bob_hand);
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.gm().turn.active = PlayerId(0);
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    let bolt = t.g().stack.last().map(|s| s.id.0).unwrap();
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fd", "targets": [{"object": bolt}], "auto_pay": true}));
    for _ in 0..4 {
        if t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    if let Some(d) = t.g().pending.clone() {
        // Bob is asked whether to pay {1}; he has no untapped land, so he declines.
        assert_eq!(d.player, PlayerId(1));
        t.act(json!({"action": "choose_yes_no", "player": 1, "yes": false}));
    }
    assert_eq!(t.zone("bolt"), "graveyard", "the Bolt is countered");
    assert_eq!(t.life(0), 20);
    assert_eq!((hand_size(&t, 1), hand_size(&t, 0)), (0, 1), "Bob, its controller, discards his Doom Blade; Alice keeps her card");
}
