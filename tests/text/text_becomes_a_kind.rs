//! "Until end of turn, target creature loses all abilities and becomes a
//! blue Frog with base power and toughness 1/1": the creature loses its
//! abilities (layer 6), its colours give way to the one said (layer 5), its
//! creature types to the one said (205.1b, layer 4), and its base power and
//! toughness are the numbers said (layer 7b), so a pump from elsewhere
//! (layer 7c) still applies on top. All of it ends in the cleanup step
//! (514.2).
//!
//! Cards (their text as the table prints it):
//! - Turn to Frog {1}{U}, Instant: "Until end of turn, target creature loses
//!   all abilities and becomes a blue Frog with base power and toughness 1/1."
//! - Snakeform {2}{G/U}, Instant: "Until end of turn, target creature loses
//!   all abilities and becomes a green Snake with base power and toughness
//!   1/1. / Draw a card."
//! - Serra Angel {3}{W}{W}, Creature — Angel 4/4: "Flying / Vigilance"
//! - Glorious Anthem {1}{W}{W}, Enchantment: "Creatures you control get +1/+1."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{Color, ColorSet, Keyword, Step};

fn game(anthem: bool, spell: &str) -> T {
    let cards: Vec<Value> = ["Turn to Frog", "Snakeform", "Serra Angel", "Glorious Anthem"].iter().map(|n| compiled(n)).collect();
    let mut alice = vec![json!({"card": "Serra Angel", "label": "angel"})];
    if anthem {
        alice.push(json!({"card": "Glorious Anthem"}));
    }
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice, "hand": [{"card": spell, "label": "spell"}], "mana_pool": "{G}{G}{U}{U}{C}{C}", "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn the_creature_becomes_the_kind_said_until_end_of_turn() {
    for (spell, color, kind) in [("Turn to Frog", Color::Blue, "Frog"), ("Snakeform", Color::Green, "Snake")] {
        for anthem in [false, true] {
            let mut t = game(anthem, spell);
            t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"object": "@angel"}], "auto_pay": true}));
            t.pass_all();
            let c = t.g().chars(t.id("angel")).unwrap();
            let pump = i32::from(anthem);
            assert_eq!((c.power, c.toughness), (Some(1 + pump), Some(1 + pump)), "{spell}: base 1/1 (7b), the anthem after (7c)");
            assert_eq!(c.colors, ColorSet::single(color), "{spell}");
            assert_eq!(c.subtypes, vec![kind.to_string()], "{spell}: no longer an Angel");
            assert!(c.is_creature(), "{spell}: still a creature");
            assert!(!c.has_keyword(Keyword::Flying) && !c.has_keyword(Keyword::Vigilance), "{spell}: no abilities");
            play_until(&mut t, 1, Step::Upkeep, &|_, _, k| panic!("{k:?}"));
            let c = t.g().chars(t.id("angel")).unwrap();
            assert_eq!((c.power, c.toughness), (Some(4 + pump), Some(4 + pump)), "{spell}: the turn ended");
            assert_eq!(c.colors, ColorSet::single(Color::White));
            assert_eq!(c.subtypes, vec!["Angel".to_string()]);
            assert!(c.has_keyword(Keyword::Flying));
        }
    }
}

#[test]
fn the_cards_are_read_and_written_back_as_printed() {
    for name in ["Turn to Frog", "Snakeform"] {
        let v = compiled(name);
        let printed = stackwise::text::normalize(&common::card_table::card(name).text);
        assert_eq!(v["text"].as_str().unwrap(), printed, "{name}");
    }
}
