//! "Target land becomes a 2/2 green creature that's still a land." with no
//! stated end: the land is a creature for as long as it stays on the
//! battlefield (611.2a), turns later too. It keeps its card type and land
//! type (205.1b: "still a land"); creature, and artifact when said, are
//! added (layer 4), the colour said replaces its colours (layer 5; a land
//! is colourless, and stays so when no colour is said), and its base power
//! and toughness are the numbers said (layer 7b).
//!
//! Cards (their text as the table prints it, reminder text dropped):
//! - Quirion Druid {2}{G}, Creature — Elf Druid 1/2: "{G}, {T}: Target land
//!   becomes a 2/2 green creature that's still a land."
//! - Mishra's Groundbreaker {4}, Artifact: "{T}, Sacrifice Mishra's
//!   Groundbreaker: Target land becomes a 3/3 artifact creature that's
//!   still a land."
//! - Verdant Touch {1}{G}, Sorcery: "Buyback {3} / Target land becomes a
//!   2/2 creature that's still a land."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{CardType, Color, ColorSet, Step};

fn game(alice: Value, hand: Value) -> T {
    let cards: Vec<Value> = ["Quirion Druid", "Mishra's Groundbreaker", "Verdant Touch"].iter().map(|n| compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice, "hand": hand, "mana_pool": "{G}{G}{C}{C}{C}{C}", "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Island", "label": "island"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// The land's characteristics now and two turns later: the same.
fn check(t: &mut T, land: &str, pt: i32, colors: ColorSet, artifact: bool, subtype: &str) {
    for when in ["now", "two turns later"] {
        let c = t.g().chars(t.id(land)).unwrap();
        assert!(c.is_creature() && c.types.contains(&CardType::Land), "{land} {when}: a land creature");
        assert_eq!(c.types.contains(&CardType::Artifact), artifact, "{land} {when}");
        assert_eq!((c.power, c.toughness), (Some(pt), Some(pt)), "{land} {when}");
        assert_eq!(c.colors, colors, "{land} {when}");
        assert_eq!(c.subtypes, vec![subtype.to_string()], "{land} {when}: its land type kept");
        if when == "now" {
            play_until(t, 0, Step::Upkeep, &|_, _, k| panic!("{k:?}"));
        }
    }
}

#[test]
fn quirion_druid_makes_a_green_creature_land_for_good() {
    for land in ["forest", "island"] {
        let mut t = game(json!([{"card": "Quirion Druid", "label": "druid"}, {"card": "Forest", "label": "forest"}]), json!([]));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@druid", "ability": 0, "targets": [{"object": format!("@{land}")}], "auto_pay": true}));
        t.pass_all();
        let kind = if land == "forest" { "Forest" } else { "Island" };
        check(&mut t, land, 2, ColorSet::single(Color::Green), false, kind);
    }
}

#[test]
fn mishras_groundbreaker_makes_a_colourless_artifact_creature_land() {
    let mut t = game(json!([{"card": "Mishra's Groundbreaker", "label": "gb"}, {"card": "Forest", "label": "forest"}]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@gb", "ability": 0, "targets": [{"object": "@forest"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("gb"), "graveyard", "sacrificed as a cost");
    check(&mut t, "forest", 3, ColorSet::empty(), true, "Forest");
}

#[test]
fn verdant_touch_makes_a_colourless_creature_land() {
    let mut t = game(json!([{"card": "Forest", "label": "forest"}]), json!([{"card": "Verdant Touch", "label": "touch"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@touch", "targets": [{"object": "@island"}], "auto_pay": true}));
    t.pass_all();
    check(&mut t, "island", 2, ColorSet::empty(), false, "Island");
}

#[test]
fn the_cards_are_read_and_written_back_as_printed() {
    for name in ["Quirion Druid", "Mishra's Groundbreaker", "Verdant Touch"] {
        let v = compiled(name);
        let printed = stackwise::text::normalize(&common::card_table::card(name).text);
        assert_eq!(v["text"].as_str().unwrap(), printed, "{name}");
    }
}
