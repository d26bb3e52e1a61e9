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
//! - Mistform Dreamer {2}{U} 2/1 Illusion: "Flying / {1}: Mistform Dreamer
//!   becomes the creature type of your choice until end of turn."
//! - Mistform Mask {1}{U}, Aura: "Enchant creature / {1}: Enchanted creature
//!   becomes the creature type of your choice until end of turn."
//! - Trickery Charm {U}, Instant: "Choose one — • Target creature gains flying
//!   until end of turn. • Target creature becomes the creature type of your
//!   choice until end of turn. • Look at the top four cards of your library,
//!   then put them back in any order."
//! - Goblin King {1}{R}{R} 2/2 Goblin: "Other Goblin creatures get +1/+1 and
//!   have mountainwalk."
//! - Imagecrafter {2}{U} 1/1 Wizard: "{T}: Choose a creature type other than
//!   Wall. Target creature becomes that type until end of turn."
//! - Mistform Mutant {2}{U}{U} 3/4 Illusion Mutant: "{1}{U}: Choose a creature
//!   type other than Wall. Target creature becomes that type until end of turn."
//! - Llanowar Elves {G} 1/1 Elf Druid, Grizzly Bears {1}{G} 2/2 Bear.
//!
//! "Becomes the creature type of your choice" (613.1d, layer 4): its creature
//! types are replaced by the one chosen as the ability resolves (608.2d).

use crate::common;
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

/// The creature types of an object now.
fn creature_types(t: &T, label: &str) -> Vec<String> {
    let c = t.g().chars(t.id(label)).unwrap();
    c.subtypes.iter().filter(|s| stackwise::rules::choices::is_creature_type(s)).cloned().collect()
}

/// Resolve everything, answering the creature type question with `kind`.
fn answer_type(t: &mut T, kind: &str) {
    for _ in 0..4 {
        if let Some(d) = t.g().pending.clone() {
            assert_eq!(d.rule, "608.2d");
            t.act(json!({"action": "choose_creature_type", "player": 0, "creature_type": kind}));
        }
        if t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
}

#[test]
fn r613_1d_mistform_dreamer_becomes_only_the_chosen_creature_type() {
    let bf = json!(["Island", {"card": "Mistform Dreamer", "label": "dreamer"}, {"card": "Goblin King", "label": "king"}]);
    let mut t = common::card_table::compiled_game(&["Mistform Dreamer"], bf, json!([]), json!([]));
    assert_eq!(creature_types(&t, "dreamer"), vec!["Illusion"]);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@dreamer", "ability": 0, "auto_pay": true}));
    answer_type(&mut t, "Goblin");
    assert_eq!(creature_types(&t, "dreamer"), vec!["Goblin"], "no longer an Illusion");
    // Now a Goblin, Goblin King's "other Goblin creatures get +1/+1" reaches it.
    let c = t.g().chars(t.id("dreamer")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(3), Some(2)));
}

#[test]
fn r613_1d_mistform_mask_and_trickery_charm_change_the_enchanted_or_targeted_creature() {
    let bf = json!(["Island", {"card": "Grizzly Bears", "label": "bears"}, {"card": "Mistform Mask", "label": "mask", "attached_to": "bears"}]);
    let mut t = common::card_table::compiled_game(&["Mistform Mask"], bf, json!([]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@mask", "ability": 0, "auto_pay": true}));
    answer_type(&mut t, "Elf");
    assert_eq!(creature_types(&t, "bears"), vec!["Elf"]);
    let mut t = common::card_table::compiled_game(&["Trickery Charm"], json!(["Island"]), json!([{"card": "Trickery Charm", "label": "tc"}]), json!([{"card": "Llanowar Elves", "label": "elves"}]));
    let elves = t.id("elves").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@tc", "mode": 1, "targets": [{"object": elves}], "auto_pay": true}));
    answer_type(&mut t, "Wall");
    assert_eq!(creature_types(&t, "elves"), vec!["Wall"], "Elf and Druid replaced");
}

#[test]
fn r608_2d_imagecrafter_and_mistform_mutant_choose_any_creature_type_but_wall() {
    for (name, lands) in [("Imagecrafter", 0), ("Mistform Mutant", 2)] {
        let mut bf: Vec<Value> = (0..lands).map(|_| json!("Island")).collect();
        bf.push(json!({"card": name, "label": "src"}));
        let mut t = common::card_table::compiled_game(&[name], json!(bf), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
        let bears = t.id("bears").0;
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@src", "ability": 0, "targets": [{"object": bears}], "auto_pay": true}));
        t.pass_all();
        let d = t.g().pending.clone().expect("the creature type is asked as the ability resolves");
        let stackwise::rules::state::DecisionKind::ChooseCreatureType { types } = d.kind.clone() else { panic!("{d:?}") };
        assert!(!types.iter().any(|t| t == "Wall") && types.iter().any(|t| t == "Goblin"), "{name}");
        refused_unchanged(&mut t, json!({"action": "choose_creature_type", "player": 0, "creature_type": "Wall"}));
        answer_type(&mut t, "Goblin");
        assert_eq!(creature_types(&t, "bears"), vec!["Goblin"], "{name}");
    }
}

/// Roar of the Crowd {3}{R}, Sorcery: "Choose a creature type. Roar of the
/// Crowd deals damage to target creature or player equal to the number of
/// permanents you control of the chosen type." Coordinated Barrage {W},
/// Instant: "Choose a creature type. Coordinated Barrage deals damage to
/// target attacking or blocking creature equal to the number of permanents
/// you control of the chosen type." ("The chosen type" is the same choice as
/// "that type"; each card is written back with its own words.)
#[test]
fn r608_2d_roar_of_the_crowd_counts_the_chosen_type() {
    for (kind, life) in [("Elf", 18), ("Bear", 19), ("Goblin", 20)] {
        let mut t = game("Roar of the Crowd", "Mountain", 4, elves_and_bears(), json!(["Llanowar Elves"]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@s", "targets": [{"player": 1}], "auto_pay": true}));
        t.pass_all();
        t.act(json!({"action": "choose_creature_type", "player": 0, "creature_type": kind}));
        t.pass_all();
        assert_eq!(t.life(1), life, "{kind}: Bob's own Elf isn't counted");
    }
    // The two cards say the choice the same way and count alike: the same instruction after the choice.
    let amount = |name: &str| {
        let def = common::card_table::compiled(name);
        (def["spell"]["effects"][0].clone(), def["spell"]["effects"][1]["amount"].clone())
    };
    assert_eq!(amount("Roar of the Crowd"), amount("Coordinated Barrage"));
}
