//! "Whenever enchanted [noun] becomes tapped", "When enchanted [noun]
//! becomes tapped", "Whenever a [noun] becomes tapped" (603.2d: only a
//! change from untapped to tapped), with "that land's / that creature's
//! controller" and "it" for the tapped permanent; and "Whenever a [noun] is
//! put into a graveyard from the battlefield" (603.6c, 603.10a), compiled
//! from the printed text.
//!
//! Cards (their text as the table prints it):
//! - Blight {B}{B}: "Enchant land / When enchanted land becomes tapped, destroy it."
//! - Psychic Venom {1}{U}: "Enchant land / Whenever enchanted land becomes
//!   tapped, Psychic Venom deals 2 damage to that land's controller."
//! - Lifeblood {2}{W}{W}: "Whenever a Mountain an opponent controls becomes
//!   tapped, you gain 1 life."
//! - Dingus Egg {4}: "Whenever a land is put into a graveyard from the
//!   battlefield, Dingus Egg deals 2 damage to that land's controller."
//! - Shock {R}: "Shock deals 2 damage to target creature or player."

use crate::common;
use common::*;
use serde_json::json;

fn shock_bob(t: &mut T) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"player": 1}], "auto_pay": true}));
    // The trigger goes on the stack above Shock (603.3): resolve both.
    for _ in 0..4 {
        if t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
}

#[test]
fn r603_2d_blight_destroys_the_enchanted_land_when_it_is_tapped_and_venom_hurts_its_controller() {
    // Alice taps her Blighted Mountain for Shock: the Mountain is destroyed.
    let cards = ["Blight", "Shock", "Psychic Venom"];
    let alice = json!([{"card": "Mountain", "label": "m"}, {"card": "Blight", "label": "blight", "attached_to": "m"}]);
    let mut t = common::card_table::compiled_game(&cards, alice, json!([{"card": "Shock", "label": "shock"}]), json!([]));
    shock_bob(&mut t);
    assert_eq!(t.life(1), 18);
    assert_eq!(t.zone("m"), "graveyard");
    assert_eq!(t.zone("blight"), "graveyard");
    // Bob's Psychic Venom on Alice's Mountain: Alice, the land's controller, takes 2.
    let alice = json!([{"card": "Mountain", "label": "m"}]);
    let bob = json!([{"card": "Psychic Venom", "label": "venom", "attached_to": "m"}]);
    let mut t = common::card_table::compiled_game(&cards, alice, json!([{"card": "Shock", "label": "shock"}]), bob);
    shock_bob(&mut t);
    assert_eq!((t.life(0), t.life(1)), (18, 18));
    assert_eq!(t.zone("m"), "battlefield");
}

#[test]
fn r603_2d_lifeblood_counts_only_an_opponents_mountain() {
    // Bob's Lifeblood: Alice (his opponent) taps her Mountain, Bob gains 1.
    let cards = ["Lifeblood", "Shock"];
    let bob = json!([{"card": "Lifeblood"}, {"card": "Mountain"}]);
    let mut t = common::card_table::compiled_game(&cards, json!(["Mountain"]), json!([{"card": "Shock", "label": "shock"}]), bob);
    shock_bob(&mut t);
    assert_eq!(t.life(1), 19);
    // Alice's own Lifeblood: her Mountain is not an opponent's, she gains nothing.
    let alice = json!([{"card": "Lifeblood"}, {"card": "Mountain"}]);
    let mut t = common::card_table::compiled_game(&cards, alice, json!([{"card": "Shock", "label": "shock"}]), json!([]));
    shock_bob(&mut t);
    assert_eq!((t.life(0), t.life(1)), (20, 18));
}

#[test]
fn r603_10a_dingus_egg_hurts_the_controller_of_the_destroyed_land() {
    // Alice's Blighted Mountain is destroyed: Bob's Dingus Egg deals 2 to Alice, not to Bob.
    let cards = ["Blight", "Shock", "Dingus Egg"];
    let alice = json!([{"card": "Mountain", "label": "m"}, {"card": "Blight", "attached_to": "m"}]);
    let mut t = common::card_table::compiled_game(&cards, alice, json!([{"card": "Shock", "label": "shock"}]), json!([{"card": "Dingus Egg"}]));
    shock_bob(&mut t);
    assert_eq!(t.zone("m"), "graveyard");
    assert_eq!((t.life(0), t.life(1)), (18, 18));
}
