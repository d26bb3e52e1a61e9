//! Double-faced cards read from the text of both faces (711), "transform
//! [this]" (701.26a), and the werewolves' conditions on the spells cast
//! during the previous turn.
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Gatstaf Shepherd {1}{G} 2/2 Human Werewolf: "At the beginning of each
//!   upkeep, if no spells were cast last turn, transform Gatstaf Shepherd."
//!   Back face: Gatstaf Howler, green 3/3 Werewolf: "Intimidate / At the
//!   beginning of each upkeep, if a player cast two or more spells last
//!   turn, transform Gatstaf Howler."
//! - Ulvenwald Mystics {2}{G}{G} 3/3 Human Werewolf: "At the beginning of
//!   each upkeep, if no spells were cast last turn, transform Ulvenwald
//!   Mystics." Back face: Ulvenwald Primordials, green 5/5 Werewolf: "{G}:
//!   Regenerate Ulvenwald Primordials. / At the beginning of each upkeep, if
//!   a player cast two or more spells last turn, transform Ulvenwald
//!   Primordials."
//! - Kruin Outlaw {1}{R}{R} 2/2 Human Rogue Werewolf: "First strike / At the
//!   beginning of each upkeep, if no spells were cast last turn, transform
//!   Kruin Outlaw." Back face: Terror of Kruin Pass, red 3/3 Werewolf:
//!   "Double strike / Werewolves you control have menace. / At the
//!   beginning of each upkeep, if a player cast two or more spells last
//!   turn, transform Terror of Kruin Pass."
//! - Lightning Bolt {R}: "Lightning Bolt deals 3 damage to target creature
//!   or player."; Unsummon {U}: "Return target creature to its owner's hand."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{Keyword, Step};
use stackwise::rules::*;

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    let defs: Vec<Value> = ["Gatstaf Shepherd", "Ulvenwald Mystics"].iter().map(|n| common::card_table::compiled(n)).collect();
    let library = json!(["Island", "Island", "Island", "Island", "Island"]);
    T::new(json!({"cards": defs, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": library},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "library": library}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn name(t: &T, label: &str) -> String {
    t.g().chars(t.id(label)).unwrap().name.clone()
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

fn no_question(_: &mut T, _: PlayerId, k: stackwise::rules::state::DecisionKind) {
    panic!("{k:?}")
}

#[test]
fn r711_both_faces_compile_into_one_card_and_each_entry_renders_its_face() {
    let front = common::card_table::compiled("Gatstaf Shepherd");
    let back = common::card_table::compiled("Gatstaf Howler");
    assert_eq!(front, back, "either entry is the whole card");
    assert_eq!(front["name"], "Gatstaf Shepherd");
    assert_eq!(front["back"]["name"], "Gatstaf Howler");
    assert!(front["back"].get("mana_cost").is_none(), "the back face has no mana cost");
}

#[test]
fn r701_26a_the_werewolf_transforms_after_a_turn_without_spells_and_back_after_two_spells() {
    let bolts = json!([{"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}]);
    let mut t = game(json!([{"card": "Gatstaf Shepherd", "label": "wolf"}]), json!([]), json!(["Mountain", "Mountain"]), bolts);
    // 711.4a: front face up as it is on the battlefield.
    assert_eq!((name(&t, "wolf"), pt(&t, "wolf")), ("Gatstaf Shepherd".to_string(), (2, 2)));
    // Turn 2: nobody casts a spell. At Bob's upkeep it transforms (each upkeep).
    play_until(&mut t, 1, Step::Draw, &no_question);
    assert_eq!(name(&t, "wolf"), "Gatstaf Howler");
    let c = t.g().chars(t.id("wolf")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(3), Some(3)));
    assert!(c.has_keyword(Keyword::Intimidate));
    assert!(c.mana_cost.is_none(), "2011: the back face has no mana cost");
    assert!(c.subtypes.iter().all(|s| s != "Human"));
    // Bob casts two spells in his turn 3: at Alice's upkeep of turn 4 it transforms back.
    play_until(&mut t, 1, Step::PrecombatMain, &no_question);
    for b in ["b1", "b2"] {
        t.act(json!({"action": "cast_spell", "player": 1, "card": format!("@{b}"), "targets": [{"player": 0}], "auto_pay": true}));
        t.pass_all();
    }
    assert_eq!(t.life(0), 14);
    play_until(&mut t, 0, Step::Draw, &no_question);
    assert_eq!((name(&t, "wolf"), pt(&t, "wolf")), ("Gatstaf Shepherd".to_string(), (2, 2)));
    assert!(!t.g().chars(t.id("wolf")).unwrap().has_keyword(Keyword::Intimidate));
    t.g().check_consistency().expect("consistent");
}

#[test]
fn r701_26a_one_spell_last_turn_neither_transforms_the_front_nor_the_back_face() {
    let bolt = json!([{"card": "Lightning Bolt", "label": "bolt"}]);
    let mut t = game(json!([{"card": "Gatstaf Shepherd", "label": "wolf"}, "Mountain"]), bolt, json!([]), json!([]));
    // Alice casts one spell in turn 2: at Bob's upkeep "no spells were cast last turn" is false.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    play_until(&mut t, 1, Step::Draw, &no_question);
    assert_eq!(name(&t, "wolf"), "Gatstaf Shepherd");
    // Turn 3 without spells: it transforms at Alice's upkeep of turn 4.
    play_until(&mut t, 0, Step::Draw, &no_question);
    assert_eq!(name(&t, "wolf"), "Gatstaf Howler");
    // Turn 4 without spells: the back face's "two or more spells" is false; it stays.
    play_until(&mut t, 1, Step::Draw, &no_question);
    assert_eq!(name(&t, "wolf"), "Gatstaf Howler");
}

#[test]
fn r711_4a_the_back_faces_ability_works_and_the_card_is_its_front_face_off_the_battlefield() {
    let unsummon = json!([{"card": "Unsummon", "label": "unsummon"}]);
    let mut t = game(json!([{"card": "Ulvenwald Mystics", "label": "mystic"}, "Forest"]), json!([]), json!(["Island"]), unsummon);
    let ability_count = |t: &T| t.g().chars(t.id("mystic")).unwrap().abilities.iter().filter(|a| matches!(a, stackwise::cards::def::Ability::Activated { .. })).count();
    assert_eq!(ability_count(&t), 0);
    play_until(&mut t, 1, Step::Draw, &no_question);
    assert_eq!((name(&t, "mystic"), pt(&t, "mystic")), ("Ulvenwald Primordials".to_string(), (5, 5)));
    // The back face's "{G}: Regenerate Ulvenwald Primordials." is its ability now.
    assert_eq!(ability_count(&t), 1);
    play_until(&mut t, 1, Step::PrecombatMain, &no_question);
    let id = t.id("mystic").0;
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@unsummon", "targets": [{"object": id}], "auto_pay": true}));
    t.pass_all();
    // A new object in the hand (400.7): the front face's characteristics (711.4a).
    assert_eq!(t.zone("mystic"), "hand");
    assert_eq!(name(&t, "mystic"), "Ulvenwald Mystics");
    assert_eq!(t.g().chars(t.id("mystic")).unwrap().mana_cost.as_ref().map(|m| m.text.clone()), Some("{2}{G}{G}".to_string()));
}

#[test]
fn r711_4b_terror_of_kruin_pass_gives_werewolves_menace_only_while_transformed() {
    let defs: Vec<Value> = ["Gatstaf Shepherd", "Kruin Outlaw"].iter().map(|n| common::card_table::compiled(n)).collect();
    let library = json!(["Island", "Island", "Island", "Island", "Island"]);
    let mut t = T::new(json!({"cards": defs, "players": [
        {"name": "Alice", "battlefield": [{"card": "Kruin Outlaw", "label": "outlaw"}, {"card": "Gatstaf Shepherd", "label": "wolf"}], "library": library},
        {"name": "Bob", "library": library}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    let has = |t: &T, label: &str, k: Keyword| t.g().chars(t.id(label)).unwrap().has_keyword(k);
    assert!(has(&t, "outlaw", Keyword::FirstStrike) && !has(&t, "wolf", Keyword::Menace));
    play_until(&mut t, 1, Step::Draw, &|t, p, k| {
        // Both transform at Bob's upkeep: their triggers are ordered.
        let stackwise::rules::state::DecisionKind::OrderTriggers { triggers, .. } = k else { panic!("{k:?}") };
        t.act(json!({"action": "order_triggers", "player": p.0, "order": triggers}));
    });
    assert_eq!((name(&t, "outlaw"), name(&t, "wolf")), ("Terror of Kruin Pass".to_string(), "Gatstaf Howler".to_string()));
    assert!(has(&t, "outlaw", Keyword::DoubleStrike) && !has(&t, "outlaw", Keyword::FirstStrike));
    assert!(has(&t, "wolf", Keyword::Menace) && has(&t, "outlaw", Keyword::Menace));
    assert_eq!(pt(&t, "outlaw"), (3, 3));
}
