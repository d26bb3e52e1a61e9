//! 406.1, 608.2c: "[That player] exiles the top N cards of his or her
//! library": the player the instruction names exiles them (all of them
//! when the library has fewer). Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Raven Guild Master {1}{U}{U} 1/1: "Whenever Raven Guild Master deals
//!   combat damage to a player, that player exiles the top ten cards of his
//!   or her library. / Morph {2}{U}{U}"
//! - Sire of Stagnation {4}{U}{B} 5/7: "Devoid / Whenever a land enters the
//!   battlefield under an opponent's control, that player exiles the top two
//!   cards of his or her library and you draw two cards."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::PlayerId;

fn game(alice_bf: Value, bob_library: usize, bob_hand: Value, active: u8) -> T {
    let cards: Vec<Value> = ["Raven Guild Master", "Sire of Stagnation"].iter().map(|n| card_table::compiled(n)).collect();
    let library: Vec<&str> = vec!["Island"; bob_library];
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "hand": bob_hand, "library": library}
    ], "turn": {"number": 3, "active": active, "step": "precombat_main"}}))
}

fn exiled(t: &T, p: u8) -> usize {
    t.g().objects.values().filter(|o| o.owner == PlayerId(p) && o.zone == stackwise::rules::types::Zone::Exile).count()
}

#[test]
fn r608_2c_raven_guild_master_makes_the_player_it_hit_exile_ten() {
    for (library, gone) in [(12usize, 10usize), (4, 4)] {
        let mut t = game(json!([{"card": "Raven Guild Master", "label": "raven"}]), library, json!([]), 0);
        to_decision(&mut t);
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@raven", "target": {"player": 1}}]}));
        combat_unblocked(&mut t);
        assert_eq!(t.life(1), 19);
        assert_eq!(exiled(&t, 1), gone, "a library of {library}");
        assert_eq!(t.g().player(PlayerId(1)).library.len(), library - gone);
        assert_eq!(exiled(&t, 0), 0, "Alice's library is untouched");
    }
}

#[test]
fn r608_2c_sire_of_stagnation_makes_the_land_player_exile_two_and_alice_draw_two() {
    let mut t = game(json!(["Sire of Stagnation"]), 5, json!([{"card": "Island", "label": "land"}]), 1);
    t.act(json!({"action": "play_land", "player": 1, "card": "@land"}));
    resolve_stack(&mut t);
    assert_eq!(exiled(&t, 1), 2);
    assert_eq!(t.g().player(PlayerId(1)).library.len(), 3);
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 2, "Alice draws two");
    assert_eq!(t.g().player(PlayerId(0)).library.len(), 1);
}
