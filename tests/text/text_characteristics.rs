//! Changes to characteristics said as a list of clauses: abilities lost
//! (613.1f, layer 6), a base power and toughness (613.3b, layer 7b), all
//! creature types gained or lost (205.3m, layer 4), a creature type or card
//! type added (613.1d), every basic land type added (305.6), "You control
//! enchanted [noun]" (613.1b) and "with a +1/+1 counter on it" (122.1).
//!
//! Cards (their text as the table prints it):
//! - Humility {2}{W}{W}: "All creatures lose all abilities and have base
//!   power and toughness 1/1."
//! - Humble {1}{W}: "Until end of turn, target creature loses all abilities
//!   and has base power and toughness 0/1."
//! - Glorious Anthem {1}{W}{W}: "Creatures you control get +1/+1."
//! - Nameless Inversion {1}{B}: "Changeling / Target creature gets +3/-3 and
//!   loses all creature types until end of turn."
//! - Angelic Destiny {2}{W}{W}: "Enchant creature / Enchanted creature gets
//!   +4/+4, has flying and first strike, and is an Angel in addition to its
//!   other types. / When enchanted creature dies, return Angelic Destiny to
//!   its owner's hand."
//! - Rude Awakening {4}{G}: "Choose one — • Untap all lands you control. •
//!   Until end of turn, lands you control become 2/2 creatures that are
//!   still lands. / Entwine {2}{G}"
//! - Living Plane {2}{G}{G}: "All lands are 1/1 creatures that are still lands."
//! - Prismatic Omen {1}{G}: "Lands you control are every basic land type in
//!   addition to their other types."
//! - Steal Artifact {2}{U}{U}: "Enchant artifact / You control enchanted artifact."
//! - Vigean Graftmage {2}{U} 0/0: "Graft 2 / {1}{U}: Untap target creature
//!   with a +1/+1 counter on it."
//! - Kormus Bell {4}: "All Swamps are 1/1 black creatures that are still lands."
//! - Serra Angel {3}{W}{W} 4/4 flying, vigilance; Hill Giant {3}{R} 3/3;
//!   Goblin Piker {1}{R} 2/1; Grizzly Bears {1}{G} 2/2; Sol Ring {1}.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{CardType, Keyword};

fn game(cards: &[&str], hand: Value, alice_bf: Value, bob_bf: Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, hand, bob_bf)
}

fn pt(t: &T, label: &str) -> (Option<i32>, Option<i32>) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power, c.toughness)
}

#[test]
fn r613_3b_humility_sets_base_1_1_before_the_anthem_adds_in_7c() {
    // Layer 7b sets 1/1; Glorious Anthem's +1/+1 is applied after it in 7c, whatever the timestamps.
    let mut t = game(&["Humility", "Glorious Anthem", "Serra Angel"], json!([]), json!(["Humility", "Glorious Anthem", {"card": "Serra Angel", "label": "angel"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
    assert_eq!(pt(&t, "angel"), (Some(2), Some(2)));
    assert_eq!(pt(&t, "giant"), (Some(1), Some(1)));
    // 613.1f: the Angel's flying and vigilance are gone.
    let c = t.g().chars(t.id("angel")).unwrap();
    assert!(!c.has_keyword(Keyword::Flying) && !c.has_keyword(Keyword::Vigilance), "{:?}", c.keywords);
    t.pass_all();
}

#[test]
fn r613_1f_humble_until_end_of_turn_then_the_creature_is_itself_again() {
    let mut t = game(&["Humble", "Serra Angel"], json!([{"card": "Humble", "label": "humble"}]), json!(["Plains", "Plains"]), json!([{"card": "Serra Angel", "label": "angel"}]));
    let angel = t.id("angel").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@humble", "targets": [{"object": angel}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(pt(&t, "angel"), (Some(0), Some(1)));
    assert!(!t.g().chars(t.id("angel")).unwrap().has_keyword(Keyword::Flying));
    // 514.2: the effect ends in the cleanup step.
    play_until(&mut t, 1, stackwise::rules::types::Step::Upkeep, &|_, _, _| {});
    assert_eq!(pt(&t, "angel"), (Some(4), Some(4)));
    assert!(t.g().chars(t.id("angel")).unwrap().has_keyword(Keyword::Flying));
}

#[test]
fn r205_3m_nameless_inversion_takes_away_creature_types_and_changes_power() {
    let mut t = game(&["Nameless Inversion", "Serra Angel"], json!([{"card": "Nameless Inversion", "label": "ni"}, {"card": "Nameless Inversion", "label": "ni2"}]), json!(["Swamp", "Swamp", "Swamp", "Swamp"]), json!([{"card": "Serra Angel", "label": "angel"}]));
    let angel = t.id("angel").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ni", "targets": [{"object": angel}], "auto_pay": true}));
    t.pass_all();
    // 4/4 with +3/-3: 7/1, and no longer an Angel (its flying stays).
    let c = t.g().chars(t.id("angel")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(7), Some(1)));
    assert!(c.subtypes.is_empty() && !c.every_creature_type, "{:?}", c.subtypes);
    assert!(c.has_keyword(Keyword::Flying));
    // A second one: toughness -2, and 704.5f puts it into the graveyard.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ni2", "targets": [{"object": angel}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "704.5f"), "{:?}", rules(&ev));
    assert_eq!(t.zone("angel"), "graveyard");
}

#[test]
fn r613_1d_angelic_destiny_adds_power_keywords_and_the_angel_type() {
    let mut t = game(&["Angelic Destiny", "Hill Giant"], json!([{"card": "Angelic Destiny", "label": "ad"}]), json!(["Plains", "Plains", "Plains", "Plains", {"card": "Hill Giant", "label": "giant"}]), json!([]));
    let giant = t.id("giant").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ad", "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    let c = t.g().chars(t.id("giant")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(7), Some(7)));
    assert!(c.has_keyword(Keyword::Flying) && c.has_keyword(Keyword::FirstStrike));
    assert!(c.subtypes.iter().any(|s| s == "Angel") && c.subtypes.iter().any(|s| s == "Giant"), "{:?}", c.subtypes);
}

#[test]
fn r613_1d_rude_awakening_animates_only_your_lands_until_end_of_turn() {
    let lands = json!([{"card": "Forest", "label": "f1"}, "Forest", "Forest", "Forest", "Forest"]);
    let mut t = game(&["Rude Awakening"], json!([{"card": "Rude Awakening", "label": "ra"}]), lands, json!([{"card": "Forest", "label": "bobs"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ra", "mode": 1, "targets": [], "auto_pay": true}));
    t.pass_all();
    let c = t.g().chars(t.id("f1")).unwrap();
    assert!(c.is_creature() && c.has_type(CardType::Land));
    assert_eq!((c.power, c.toughness), (Some(2), Some(2)));
    assert!(!t.g().chars(t.id("bobs")).unwrap().is_creature());
}

#[test]
fn r613_1d_living_plane_makes_every_land_a_1_1_creature() {
    let t = game(&["Living Plane"], json!([]), json!(["Living Plane", {"card": "Forest", "label": "f"}]), json!([{"card": "Island", "label": "i"}]));
    for l in ["f", "i"] {
        let c = t.g().chars(t.id(l)).unwrap();
        assert!(c.is_creature() && c.has_type(CardType::Land), "{l}");
        assert_eq!((c.power, c.toughness), (Some(1), Some(1)));
    }
}

#[test]
fn r305_6_prismatic_omen_gives_your_lands_every_basic_land_type() {
    let t = game(&["Prismatic Omen"], json!([]), json!(["Prismatic Omen", {"card": "Forest", "label": "f"}]), json!([{"card": "Forest", "label": "bobs"}]));
    let c = t.g().chars(t.id("f")).unwrap();
    for s in ["Plains", "Island", "Swamp", "Mountain", "Forest"] {
        assert!(c.subtypes.iter().any(|x| x == s), "{s}: {:?}", c.subtypes);
    }
    // 305.6: it has each basic land type's mana ability.
    assert!(c.abilities.len() >= 5, "{:?}", c.abilities.len());
    assert_eq!(t.g().chars(t.id("bobs")).unwrap().subtypes, vec!["Forest".to_string()]);
}

#[test]
fn r613_1b_steal_artifact_gives_control_of_the_enchanted_artifact() {
    let mut t = game(&["Steal Artifact", "Sol Ring"], json!([{"card": "Steal Artifact", "label": "sa"}]), json!(["Island", "Island", "Island", "Island"]), json!([{"card": "Sol Ring", "label": "ring"}]));
    let ring = t.id("ring");
    assert_eq!(t.g().chars(ring).unwrap().controller.0, 1);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sa", "targets": [{"object": ring.0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().chars(ring).unwrap().controller.0, 0);
}

#[test]
fn r122_1_vigean_graftmage_targets_only_a_creature_with_a_counter() {
    let bf = json!(["Island", "Island", {"card": "Vigean Graftmage", "label": "vg", "counters": {"+1/+1": 2}}, {"card": "Grizzly Bears", "label": "b", "counters": {"+1/+1": 1}, "tapped": true}, {"card": "Grizzly Bears", "label": "plain", "tapped": true}]);
    let mut t = game(&["Vigean Graftmage"], json!([]), bf, json!([]));
    let plain = t.id("plain").0;
    refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@vg", "ability": 0, "targets": [{"object": plain}], "auto_pay": true}));
    let b = t.id("b").0;
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@vg", "ability": 0, "targets": [{"object": b}], "auto_pay": true}));
    t.pass_all();
    assert!(!t.g().objects[&t.id("b")].tapped);
    assert!(t.g().objects[&t.id("plain")].tapped);
}

/// Kormus Bell {4}: "All Swamps are 1/1 black creatures that are still lands."
/// Every Swamp, whoever controls it, becomes a 1/1 creature (layers 4 and 7b)
/// and black (layer 5); other lands are left alone. Living Plane, beside it,
/// makes every land a 1/1 creature but gives no colour: a Forest stays colourless.
#[test]
fn r613_1e_kormus_bell_makes_swamps_black_creatures_and_living_plane_gives_no_colour() {
    use stackwise::rules::types::Color;
    let t = game(&["Kormus Bell", "Living Plane"], json!([]), json!(["Kormus Bell", {"card": "Swamp", "label": "swamp"}, {"card": "Forest", "label": "forest"}]), json!([{"card": "Swamp", "label": "bobs"}]));
    for l in ["swamp", "bobs"] {
        let c = t.g().chars(t.id(l)).unwrap();
        assert!(c.is_creature() && c.has_type(CardType::Land), "{l}");
        assert_eq!((c.power, c.toughness), (Some(1), Some(1)));
        assert_eq!(c.colors.iter().collect::<Vec<_>>(), vec![Color::Black], "{l}");
    }
    assert!(!t.g().chars(t.id("forest")).unwrap().is_creature());
    // With Living Plane too: the Forest is a 1/1 creature, still colourless; the Swamps stay black.
    let t = game(&["Kormus Bell", "Living Plane"], json!([]), json!(["Kormus Bell", "Living Plane", {"card": "Swamp", "label": "swamp"}, {"card": "Forest", "label": "forest"}]), json!([]));
    let f = t.g().chars(t.id("forest")).unwrap();
    assert!(f.is_creature());
    assert_eq!((f.power, f.toughness), (Some(1), Some(1)));
    assert_eq!(f.colors.iter().count(), 0);
    assert_eq!(t.g().chars(t.id("swamp")).unwrap().colors.iter().collect::<Vec<_>>(), vec![Color::Black]);
}
