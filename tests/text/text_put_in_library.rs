//! "Put [a permanent] on top of / on the bottom of its owner's library"
//! (400.3: into its owner's library, at that end).
//!
//! Cards (their text as the table prints it):
//! - Repel {3}{U}: "Put target creature on top of its owner's library."
//! - Condemn {W}: "Put target attacking creature on the bottom of its owner's
//!   library. Its controller gains life equal to its toughness."
//! - Avenging Angel {3}{W}{W} 3/3: "Flying. When Avenging Angel dies, you may
//!   put it on top of its owner's library."
//! - Lightning Bolt {R}: "Lightning Bolt deals 3 damage to target creature or player."
//! - Hill Giant {3}{R} 3/3, Serra Angel {3}{W}{W} 4/4.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::PlayerId;

fn game(cards: &[&str], hand: Value, alice_bf: Value, bob_bf: Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, hand, bob_bf)
}

fn library(t: &T, p: u8) -> Vec<stackwise::rules::types::ObjectId> {
    t.g().player(PlayerId(p)).library.clone()
}

#[test]
fn r400_3_repel_puts_the_creature_on_top_of_its_owners_library() {
    let mut t = game(&["Repel", "Hill Giant"], json!([{"card": "Repel", "label": "r"}]), json!(["Island", "Island", "Island", "Island"]), json!([{"card": "Hill Giant", "label": "giant"}]));
    let giant = t.id("giant").0;
    let before = library(&t, 1).len();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@r", "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("giant"), "library");
    let lib = library(&t, 1);
    assert_eq!(lib.len(), before + 1, "into Bob's library, not Alice's");
    // The top of the library is the end a draw takes (the last card of the list).
    assert_eq!(t.g().obj(*lib.last().unwrap()).unwrap().def.name, "Hill Giant");
}

#[test]
fn r400_3_condemn_puts_the_attacker_on_the_bottom_and_its_controller_gains_its_toughness() {
    // Bob's Serra Angel (4/4) attacks Alice; Alice condemns it.
    let cards = &["Condemn", "Serra Angel"];
    let alice = json!(["Plains"]);
    let mut t = T::new(json!({"cards": cards.iter().map(|n| card_table::compiled(n)).collect::<Vec<_>>(), "players": [
        {"name": "Alice", "battlefield": alice, "hand": [{"card": "Condemn", "label": "c"}], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Serra Angel", "label": "angel"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 1, "step": "beginning_of_combat"}}));
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 1, "attackers": [{"attacker": "@angel", "target": {"player": 0}}]}));
    let angel = t.id("angel").0;
    // Bob passes priority in the declare attackers step; Alice casts Condemn.
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@c", "targets": [{"object": angel}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("angel"), "library");
    let lib = library(&t, 1);
    assert_eq!(t.g().obj(lib[0]).unwrap().def.name, "Serra Angel", "the bottom of Bob's library");
    assert_eq!((t.life(0), t.life(1)), (20, 24));
}

#[test]
fn r603_6f_avenging_angel_may_put_itself_from_the_graveyard_on_top_of_its_library() {
    for yes in [true, false] {
        let mut t = game(&["Lightning Bolt", "Avenging Angel"], json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!(["Mountain"]), json!([{"card": "Avenging Angel", "label": "angel"}]));
        let angel = t.id("angel").0;
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": angel}], "auto_pay": true}));
        for _ in 0..6 {
            if t.g().pending.is_some() {
                break;
            }
            t.pass_all();
        }
        t.act(json!({"action": "choose_yes_no", "player": 1, "yes": yes}));
        t.pass_all();
        let lib = library(&t, 1);
        let top = t.g().obj(*lib.last().unwrap()).unwrap().def.name.clone();
        assert_eq!(top == "Avenging Angel", yes);
        assert_eq!(t.g().player(PlayerId(1)).graveyard.len(), usize::from(!yes));
    }
}
