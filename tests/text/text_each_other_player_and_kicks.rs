//! Damage to "each other player" (every player but the spell's controller)
//! followed by "the damage dealt this way" (608.2c: what was actually dealt),
//! and multikicker counts (702.32c) read as "twice the number of times it was
//! kicked" and "for each time [this] was kicked".
//!
//! Cards (their text as the table prints it):
//! - Syphon Soul {2}{B}: "Syphon Soul deals 2 damage to each other player.
//!   You gain life equal to the damage dealt this way."
//! - Deathforge Shaman {4}{R} 4/3: "Multikicker {R}. When Deathforge Shaman
//!   enters the battlefield, it deals damage to target player equal to twice
//!   the number of times it was kicked."
//! - Spell Contortion {2}{U}: "Multikicker {1}{U}. Counter target spell
//!   unless its controller pays {2}. Draw a card for each time Spell
//!   Contortion was kicked."
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn game(cards: &[&str], players: Vec<Value>) -> T {
    game_of(cards, players, 0)
}

fn game_of(cards: &[&str], players: Vec<Value>, active: u8) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": players, "turn": {"number": 2, "active": active, "step": "precombat_main"}}))
}

fn settle(t: &mut T) {
    for _ in 0..20 {
        match t.g().pending.clone() {
            Some(d) => {
                t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [{"player": 1}]}));
            }
            None if t.g().stack.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
}

#[test]
fn r608_2c_syphon_soul_hits_each_other_player_and_gains_what_was_dealt() {
    let lib = json!(["Island", "Island", "Island"]);
    let players = vec![
        json!({"name": "Alice", "hand": [{"card": "Syphon Soul", "label": "s"}], "mana_pool": "{B}{2}", "library": lib}),
        json!({"name": "Bob", "library": lib}),
        json!({"name": "Carol", "library": lib}),
    ];
    let mut t = game(&["Syphon Soul"], players);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@s"}));
    settle(&mut t);
    assert_eq!((t.life(1), t.life(2)), (18, 18), "2 to each other player");
    assert_eq!(t.life(0), 24, "Alice is not dealt damage, and gains the 4 dealt");
}

#[test]
fn r702_32c_deathforge_shaman_deals_twice_its_kicks() {
    for (kicks, bob) in [(0u32, 20), (2, 16)] {
        let lib = json!(["Island", "Island", "Island"]);
        let players = vec![
            json!({"name": "Alice", "hand": [{"card": "Deathforge Shaman", "label": "d"}], "mana_pool": "{R}{R}{R}{4}", "library": lib}),
            json!({"name": "Bob", "library": lib}),
        ];
        let mut t = game(&["Deathforge Shaman"], players);
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@d", "multikicker": kicks}));
        settle(&mut t);
        assert_eq!(t.zone("d"), "battlefield");
        assert_eq!(t.life(1), bob, "{kicks} kicks");
    }
}

#[test]
fn r702_32c_spell_contortion_draws_a_card_for_each_kick() {
    for kicks in [0u32, 2] {
        let lib = json!(["Island", "Island", "Island"]);
        let players = vec![
            json!({"name": "Alice", "hand": [{"card": "Spell Contortion", "label": "sc"}], "mana_pool": "{U}{U}{U}{4}", "library": lib}),
            json!({"name": "Bob", "hand": [{"card": "Grizzly Bears", "label": "bears"}], "mana_pool": "{G}{1}", "library": lib}),
        ];
        let mut t = game_of(&["Spell Contortion", "Grizzly Bears"], players, 1);
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@bears"}));
        let bears = t.id("bears").0;
        t.act(json!({"action": "pass_priority", "player": 1}));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@sc", "multikicker": kicks, "targets": [{"object": bears}]}));
        t.pass_all();
        assert_eq!(t.zone("bears"), "graveyard", "Bob has no mana left for {{2}}");
        assert_eq!(t.g().players[0].hand.len(), kicks as usize, "{kicks} kicks");
    }
}
