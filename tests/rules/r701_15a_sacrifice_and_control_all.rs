//! 701.15a and 611.2c: "sacrifice all [permanents] you control" moves every
//! one of them to its owner's graveyard, no choice; "gain control of all
//! [permanents]" takes every one matching as the instruction is followed
//! (the set fixed then, 611.2c; control is layer 1, 613.1b). Every card is
//! compiled from its text.
//!
//! Cards (their text as the table prints it):
//! - Death Pit Offering {2}{B}{B}, Enchantment: "When Death Pit Offering
//!   enters the battlefield, sacrifice all creatures you control." /
//!   "Creatures you control get +2/+2."
//! - Yukora, the Prisoner {2}{B}{B}, 5/5: "When Yukora, the Prisoner leaves
//!   the battlefield, sacrifice all non-Ogre creatures you control."
//! - Brand {R}, Instant: "Gain control of all permanents you own." /
//!   "Cycling {2}"
//! - Unsummon {U}, Instant: "Return target creature to its owner's hand."
//! - Grizzly Bears 2/2, Gray Ogre 2/2 (Ogre), Hill Giant 3/3, Forest.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::PlayerId;

const CARDS: &[&str] = &["Death Pit Offering", "Yukora, the Prisoner", "Brand", "Unsummon", "Grizzly Bears", "Gray Ogre", "Hill Giant"];

fn game(alice: Value, hand: Value, bob: Value) -> T {
    card_table::compiled_game(CARDS, alice, hand, bob)
}

/// Death Pit Offering: all of Alice's creatures go; Bob's stay.
#[test]
fn r701_15a_death_pit_offering_sacrifices_all_your_creatures() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, "Forest"]), json!([{"card": "Death Pit Offering", "label": "pit"}]), json!([{"card": "Gray Ogre", "label": "ogre"}]));
    cast_resolved(&mut t, "pit", "{B}{B}{C}{C}", json!([]));
    assert_eq!((t.zone("bears"), t.zone("giant")), ("graveyard".to_string(), "graveyard".to_string()));
    assert_eq!(t.zone("ogre"), "battlefield");
    assert_eq!(t.zone("pit"), "battlefield");
    assert_eq!(t.g().battlefield.len(), 3, "the Offering, the Forest and Bob's Ogre");
}

/// Yukora: as it leaves, every non-Ogre creature of Alice's is sacrificed;
/// her Ogre and Bob's creatures stay.
#[test]
fn r701_15a_yukora_sacrifices_the_non_ogres() {
    let mut t = game(
        json!([{"card": "Yukora, the Prisoner", "label": "yukora"}, {"card": "Grizzly Bears", "label": "bears"}, {"card": "Gray Ogre", "label": "ogre"}]),
        json!([{"card": "Unsummon", "label": "unsummon"}]),
        json!([{"card": "Hill Giant", "label": "giant"}]),
    );
    let yukora = t.id("yukora").0;
    cast_resolved(&mut t, "unsummon", "{U}", json!([{"object": yukora}]));
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.zone("ogre"), "battlefield");
    assert_eq!(t.zone("giant"), "battlefield");
}

/// Brand: Alice's Bears that Bob controls come back to her; Bob's Ogre
/// stays his; Bob's Giant that Alice controls is not hers to "gain" and
/// stays as it was.
#[test]
fn r611_2c_brand_takes_back_what_you_own() {
    let mut t = game(
        json!([{"card": "Grizzly Bears", "label": "mine", "controller": 1}]),
        json!([{"card": "Brand", "label": "brand"}]),
        json!([{"card": "Hill Giant", "label": "lent", "controller": 0}, {"card": "Gray Ogre", "label": "ogre"}]),
    );
    let ctl = |t: &T, l: &str| t.g().objects[&t.id(l)].controller;
    assert_eq!(ctl(&t, "mine"), PlayerId(1));
    cast_resolved(&mut t, "brand", "{R}", json!([]));
    assert_eq!(ctl(&t, "mine"), PlayerId(0), "Alice owns the Bears");
    assert_eq!(ctl(&t, "lent"), PlayerId(0));
    assert_eq!(ctl(&t, "ogre"), PlayerId(1), "Bob owns the Ogre");
}
