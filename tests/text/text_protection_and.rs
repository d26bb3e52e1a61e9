//! "Protection from [a] and from [b]" (702.16): two protection abilities in
//! one phrase of a keyword line, compiled from the cards' text; each works
//! (702.16b: can't be the target of spells of that colour).
//!
//! Cards (their text as the table prints it):
//! - Paladin en-Vec {1}{W}{W} 2/2: "First strike, protection from black and
//!   from red".
//! - Sphinx of the Steel Wind {5}{W}{U}{B} 6/6: "Flying, first strike,
//!   vigilance, lifelink, protection from red and from green".
//! - Shock {R}: "Shock deals 2 damage to target creature or player."
//!   Disfigure {B}: "Target creature gets -2/-2 until end of turn." Giant
//!   Growth {G}: "Target creature gets +3/+3 until end of turn."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::Keyword;

fn game(creature: &str) -> T {
    let names = [creature, "Shock", "Disfigure", "Giant Growth"];
    let cards: Vec<Value> = names.iter().map(|n| compiled(n)).collect();
    let hand = json!([{"card": "Shock", "label": "shock"}, {"card": "Disfigure", "label": "disfigure"}, {"card": "Giant Growth", "label": "growth"}]);
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": ["Mountain", "Swamp", "Forest"], "hand": hand, "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": creature, "label": "x"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn target_refused(t: &mut T, spell: &str) -> bool {
    let x = t.id("x").0;
    let e = refused_unchanged(t, json!({"action": "cast_spell", "player": 0, "card": format!("@{spell}"), "targets": [{"object": x}], "auto_pay": true}));
    // (The spell of the other colour is accepted on the same creature: the refusal is its protection.)
    e.contains("is not a legal choice for target 0")
}

#[test]
fn r702_16b_each_quality_of_the_phrase_protects() {
    // Paladin en-Vec: black and red spells can't target it; green can.
    let mut t = game("Paladin en-Vec");
    assert_eq!(t.g().obj(t.id("x")).unwrap().def.keywords, vec![Keyword::FirstStrike, Keyword::ProtectionFromBlack, Keyword::ProtectionFromRed]);
    assert!(target_refused(&mut t, "shock"));
    assert!(target_refused(&mut t, "disfigure"));
    let x = t.id("x").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@growth", "targets": [{"object": x}], "auto_pay": true}));
    // Sphinx of the Steel Wind: red and green can't; black can.
    let mut t = game("Sphinx of the Steel Wind");
    assert!(target_refused(&mut t, "shock"));
    assert!(target_refused(&mut t, "growth"));
    let x = t.id("x").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@disfigure", "targets": [{"object": x}], "auto_pay": true}));
}

#[test]
fn the_phrase_is_written_back_as_printed() {
    use stackwise::cards::def::CardDef;
    let def: CardDef = serde_json::from_value(compiled("Sphinx of the Steel Wind")).unwrap();
    assert_eq!(stackwise::text::render(&def).unwrap(), "Flying, first strike, vigilance, lifelink, protection from red and from green");
    // Without the phrase recorded, the two are written as two keywords.
    let mut plain = def.clone();
    plain.text_layout = None;
    assert_eq!(stackwise::text::render(&plain).unwrap(), "Flying, first strike, vigilance, lifelink, protection from red, protection from green");
}

/// Protections given by a static ability, "has protection from [a] and from
/// [b]" (one item of its list of keywords): Mask of Law and Grace ("Enchant
/// creature / Enchanted creature has protection from black and from red."),
/// Sword of Fire and Ice ("Equipped creature gets +2/+2 and has protection
/// from red and from blue. / ..."), Akroma's Memorial ("Creatures you
/// control have flying, first strike, vigilance, trample, haste, and
/// protection from black and from red.").
#[test]
fn r702_16b_granted_protections_from_two_colours_each_protect() {
    let names = ["Grizzly Bears", "Mask of Law and Grace", "Sword of Fire and Ice", "Akroma's Memorial", "Shock", "Disfigure", "Giant Growth"];
    for (giver, refused, allowed) in [("Mask of Law and Grace", ["shock", "disfigure"], "growth"), ("Sword of Fire and Ice", ["shock", "shock"], "disfigure")] {
        let cards: Vec<Value> = names.iter().map(|n| compiled(n)).collect();
        let hand = json!([{"card": "Shock", "label": "shock"}, {"card": "Disfigure", "label": "disfigure"}, {"card": "Giant Growth", "label": "growth"}]);
        let mut t = T::new(json!({"cards": cards, "players": [
            {"name": "Alice", "battlefield": ["Mountain", "Swamp", "Forest"], "hand": hand, "library": ["Island", "Island"]},
            {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "x"}, {"card": giver, "attached_to": "x"}], "library": ["Island", "Island"]}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        for spell in refused {
            assert!(target_refused(&mut t, spell), "{giver}: {spell}");
        }
        let x = t.id("x").0;
        t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{allowed}"), "targets": [{"object": x}], "auto_pay": true}));
    }
    let cards: Vec<Value> = names.iter().map(|n| compiled(n)).collect();
    let t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Akroma's Memorial"], "library": ["Island"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bobs"}], "library": ["Island"]}
    ]}));
    let has = |label: &str| t.g().chars(t.id(label)).unwrap().keywords.clone();
    let bears = has("bears");
    for k in [Keyword::Flying, Keyword::FirstStrike, Keyword::Vigilance, Keyword::Trample, Keyword::Haste, Keyword::ProtectionFromBlack, Keyword::ProtectionFromRed] {
        assert!(bears.contains(&k), "{k:?}");
    }
    assert!(has("bobs").is_empty(), "only Alice's creatures");
}

#[test]
fn a_granted_pair_of_protections_is_written_as_one_item() {
    use stackwise::cards::def::CardDef;
    for name in ["Mask of Law and Grace", "Sword of Fire and Ice", "Akroma's Memorial"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(stackwise::text::render(&def).unwrap(), stackwise::text::normalize(&common::card_table::card(name).text), "{name}");
    }
    let list = stackwise::text::statics::write_keyword_list(&[Keyword::Flying, Keyword::ProtectionFromBlack, Keyword::ProtectionFromRed]);
    assert_eq!(list, "flying and protection from black and from red");
    assert_eq!(stackwise::text::statics::write_keyword_list(&[Keyword::ProtectionFromWhite, Keyword::Haste]), "protection from white and haste");
}

/// "Protection from Goblins", "protection from Demons and from Dragons",
/// "Protection from multicolored": the quality read and written back (a
/// creature type by its plural), and kept in the form by name.
/// Cards: Warren-Scourge Elf ("Protection from Goblins"), Baneslayer Angel
/// ("Flying, first strike, lifelink, protection from Demons and from
/// Dragons"), Shoreline Raider ("Protection from Kavu / Morph ..."), Enemy
/// of the Guildpact ("Protection from multicolored").
#[test]
fn r702_16a_creature_types_and_colour_counts_round_trip() {
    use stackwise::cards::def::CardDef;
    use stackwise::rules::types::CreatureType;
    for name in ["Warren-Scourge Elf", "Baneslayer Angel", "Shoreline Raider", "Enemy of the Guildpact", "Guardian of the Guildpact"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert_eq!(stackwise::text::render(&def).unwrap(), stackwise::text::normalize(&common::card_table::card(name).text), "{name}");
    }
    let elf = compiled("Warren-Scourge Elf");
    assert_eq!(elf["keywords"], json!([{"protection_from_creature_type": "Goblin"}]));
    let angel: CardDef = serde_json::from_value(compiled("Baneslayer Angel")).unwrap();
    let (demon, dragon) = (CreatureType::named("Demon").unwrap(), CreatureType::named("Dragon").unwrap());
    assert!(angel.keywords.contains(&Keyword::ProtectionFromCreatureType(demon)) && angel.keywords.contains(&Keyword::ProtectionFromCreatureType(dragon)));
    assert_eq!(Keyword::ProtectionFromCreatureType(CreatureType::named("Elf").unwrap()).label(), "protection from Elves");
    let bad = serde_json::from_value::<Keyword>(json!({"protection_from_creature_type": "Goblinoid"})).unwrap_err().to_string();
    assert!(bad.contains("'Goblinoid' is not a creature type"), "{bad}");
}
