//! "Choose a creature type." as an instruction (608.2d: chosen as it is
//! followed), read by the later instructions as "of that type": only
//! objects with the chosen creature type are counted or changed (the set
//! of them fixed as the instruction is followed, 608.2g).
//!
//! Cards (their text as the table prints it):
//! - Distant Melody {3}{U}, Sorcery: "Choose a creature type. Draw a card for
//!   each permanent you control of that type."
//! - Luminescent Rain {2}{G}, Instant: "Choose a creature type. You gain 2
//!   life for each permanent you control of that type."
//! - Outbreak {3}{B}, Sorcery: "You may discard a Swamp card rather than pay
//!   Outbreak's mana cost. / Choose a creature type. All creatures of that
//!   type get -1/-1 until end of turn."
//! - Llanowar Elves {G} 1/1 Elf Druid, Grizzly Bears {1}{G} 2/2 Bear.

mod common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::PlayerId;

fn game(spell: &str, lands: &str, n: usize, alice_creatures: Value, bob_creatures: Value) -> T {
    let mut bf: Vec<Value> = (0..n).map(|_| json!(lands)).collect();
    bf.extend(alice_creatures.as_array().cloned().unwrap_or_default());
    common::card_table::compiled_game(&[spell], json!(bf), json!([{"card": spell, "label": "s"}]), bob_creatures)
}

/// Cast the spell and answer its question with `creature_type`.
fn cast_choosing(t: &mut T, creature_type: &str) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@s", "auto_pay": true}));
    t.pass_all();
    let d = t.g().pending.clone().expect("the creature type is asked as the spell resolves");
    assert_eq!(d.rule, "608.2d");
    t.act(json!({"action": "choose_creature_type", "player": 0, "creature_type": creature_type}));
    t.pass_all();
}

fn elves_and_bears() -> Value {
    json!(["Llanowar Elves", "Llanowar Elves", {"card": "Grizzly Bears", "label": "bears"}])
}

#[test]
fn r608_2d_distant_melody_draws_one_card_for_each_permanent_of_the_chosen_type_you_control() {
    for (kind, drawn) in [("Elf", 2), ("Bear", 1), ("Goblin", 0)] {
        let mut t = game("Distant Melody", "Island", 4, elves_and_bears(), json!(["Llanowar Elves"]));
        let before = t.g().player(PlayerId(0)).hand.len();
        cast_choosing(&mut t, kind);
        // One card cast, `drawn` drawn; Bob's Elf is not Alice's.
        assert_eq!(t.g().player(PlayerId(0)).hand.len() + 1, before + drawn, "{kind}");
    }
}

#[test]
fn r608_2d_luminescent_rain_gains_two_life_for_each_permanent_of_the_chosen_type() {
    for (kind, life) in [("Elf", 24), ("Bear", 22)] {
        let mut t = game("Luminescent Rain", "Forest", 3, elves_and_bears(), json!(["Llanowar Elves", "Llanowar Elves"]));
        cast_choosing(&mut t, kind);
        assert_eq!(t.life(0), life, "{kind}");
    }
}

#[test]
fn r608_2g_outbreak_shrinks_every_creature_of_the_chosen_type_and_no_other() {
    let mut t = game("Outbreak", "Swamp", 4, elves_and_bears(), json!([{"card": "Llanowar Elves", "label": "bobs"}, {"card": "Grizzly Bears", "label": "bobbears"}]));
    cast_choosing(&mut t, "Elf");
    // Every Elf (1/1) dies, Alice's and Bob's; the Bears stay 2/2.
    assert_eq!(t.zone("bobs"), "graveyard");
    let elves = t.g().battlefield.iter().filter(|id| t.g().objects[*id].def.name == "Llanowar Elves").count();
    assert_eq!(elves, 0);
    for bears in ["bears", "bobbears"] {
        let c = t.g().chars(t.id(bears)).unwrap();
        assert_eq!((c.power, c.toughness), (Some(2), Some(2)), "{bears}");
    }
}
