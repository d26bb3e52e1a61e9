//! Static abilities that apply only while a condition holds (611.3a: the
//! effect of a static ability is not locked in; it applies whenever its
//! condition is true): threshold, hellbent, and the level bands of level up
//! (702.86a, 711).
//!
//! Cards (built in: compiled from their printed text):
//! - Krosan Beast {3}{G} 1/1: "Threshold — Krosan Beast gets +7/+7 as long as
//!   seven or more cards are in your graveyard."
//! - Nimble Mongoose {G} 1/1: "Shroud. Threshold — Nimble Mongoose gets +2/+2
//!   as long as seven or more cards are in your graveyard."
//! - Mystic Enforcer {2}{G}{W} 3/3: "Protection from black. Threshold — As
//!   long as seven or more cards are in your graveyard, Mystic Enforcer gets
//!   +3/+3 and has flying."
//! - Demon's Jester {3}{B} 2/2: "Flying. Hellbent — Demon's Jester gets +2/+1
//!   as long as you have no cards in hand."
//! - Rakdos Pit Dragon {2}{R}{R} 3/3: "... Hellbent — Rakdos Pit Dragon has
//!   double strike as long as you have no cards in hand."
//! - Student of Warfare {W} 1/1: "Level up {W}. LEVEL 2-6 3/3 First strike.
//!   LEVEL 7+ 4/4 Double strike."
//! - Beastbreaker of Bala Ged {1}{G} 2/2: "Level up {2}{G}. LEVEL 1-3 4/4.
//!   LEVEL 4+ 6/6 Trample."
//! - Tormod's Crypt {0}: "{T}, Sacrifice Tormod's Crypt: Exile all cards from
//!   target player's graveyard."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::Step;
use stackwise::rules::*;

fn lands(kind: &str, n: usize) -> Vec<Value> {
    (0..n).map(|_| json!(kind)).collect()
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

fn has(t: &T, label: &str, k: Keyword) -> bool {
    t.g().chars(t.id(label)).unwrap().has_keyword(k)
}

#[test]
fn r611_3a_threshold_applies_while_seven_cards_are_in_your_graveyard() {
    let mut bf = vec![json!({"card": "Krosan Beast", "label": "beast"}), json!({"card": "Nimble Mongoose", "label": "goose"}), json!({"card": "Mystic Enforcer", "label": "enforcer"}), json!({"card": "Tormod's Crypt", "label": "crypt"})];
    bf.extend(lands("Mountain", 1));
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": bf, "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "graveyard": lands("Island", 6), "library": lands("Island", 3)},
        {"name": "Bob", "graveyard": lands("Island", 9), "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    // Six cards in Alice's graveyard (Bob's nine don't count).
    assert_eq!((pt(&t, "beast"), pt(&t, "goose"), pt(&t, "enforcer")), ((1, 1), (1, 1), (3, 3)));
    assert!(!has(&t, "enforcer", Keyword::Flying));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    // Lightning Bolt is the seventh card.
    assert_eq!((pt(&t, "beast"), pt(&t, "goose"), pt(&t, "enforcer")), ((8, 8), (3, 3), (6, 6)));
    assert!(has(&t, "enforcer", Keyword::Flying));
    t.g().check_consistency().expect("consistent");
    // Tormod's Crypt exiles Alice's graveyard (and goes there itself first, as a cost: eight cards, then none).
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@crypt", "ability": 0, "targets": [{"player": 0}]}));
    t.pass_all();
    assert_eq!(t.g().player(PlayerId(0)).graveyard.len(), 0);
    assert_eq!((pt(&t, "beast"), pt(&t, "goose"), pt(&t, "enforcer")), ((1, 1), (1, 1), (3, 3)));
    t.g().check_consistency().expect("consistent");
}

#[test]
fn r611_3a_a_creature_whose_threshold_ends_dies_of_the_damage_it_has() {
    // Krosan Beast (8/8 with threshold) has 3 damage; when the graveyard is
    // exiled it is a 1/1 with 3 damage: the state-based check sees it (704.5g).
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Krosan Beast", "label": "beast", "damage": 3}, {"card": "Tormod's Crypt", "label": "crypt"}], "graveyard": lands("Island", 7), "library": lands("Island", 3)},
        {"name": "Bob", "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    assert_eq!(pt(&t, "beast"), (8, 8));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@crypt", "ability": 0, "targets": [{"player": 0}]}));
    let ev = t.pass_all();
    assert_eq!(t.zone("beast"), "graveyard", "{:?}", rules(&ev));
    assert!(cites(&ev, "704.5g"), "{:?}", rules(&ev));
}

#[test]
fn r611_3a_hellbent_applies_while_your_hand_is_empty() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Demon's Jester", "label": "jester"}, {"card": "Rakdos Pit Dragon", "label": "dragon"}], "hand": [{"card": "Mountain", "label": "land"}], "library": lands("Island", 3)},
        {"name": "Bob", "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    assert_eq!(pt(&t, "jester"), (2, 2));
    assert!(!has(&t, "dragon", Keyword::DoubleStrike));
    t.act(json!({"action": "play_land", "player": 0, "card": "@land"}));
    assert_eq!(pt(&t, "jester"), (4, 3), "no cards in hand");
    assert!(has(&t, "dragon", Keyword::DoubleStrike));
    // Alice's next draw ends it.
    play_until(&mut t, 1, Step::Upkeep, &|_, _, k| panic!("{k:?}"));
    play_until(&mut t, 0, Step::PrecombatMain, &|_, _, k| panic!("{k:?}"));
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1);
    assert_eq!(pt(&t, "jester"), (2, 2));
    assert!(!has(&t, "dragon", Keyword::DoubleStrike));
    t.g().check_consistency().expect("consistent");
}

#[test]
fn r702_86a_level_up_and_the_level_bands() {
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Student of Warfare", "label": "student"}, {"card": "Beastbreaker of Bala Ged", "label": "breaker", "counters": {"level": 3}}, "Plains", "Plains", "Forest", "Forest", "Forest"], "library": lands("Island", 3)},
        {"name": "Bob", "library": lands("Island", 3)}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    let level = |t: &mut T, label: &str| {
        let id = t.id(label);
        let ability = t.g().chars(id).unwrap().abilities.iter().position(|a| matches!(a, stackwise::cards::def::Ability::Activated { .. })).unwrap();
        t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{label}"), "ability": ability, "auto_pay": true}));
        t.pass_all();
    };
    assert_eq!(pt(&t, "breaker"), (4, 4), "LEVEL 1-3");
    assert!(!has(&t, "breaker", Keyword::Trample));
    assert_eq!(pt(&t, "student"), (1, 1));
    level(&mut t, "student");
    assert_eq!(pt(&t, "student"), (1, 1), "level 1: no band");
    level(&mut t, "student");
    assert_eq!(pt(&t, "student"), (3, 3), "LEVEL 2-6");
    assert!(has(&t, "student", Keyword::FirstStrike));
    level(&mut t, "breaker");
    assert_eq!(pt(&t, "breaker"), (6, 6), "LEVEL 4+");
    assert!(has(&t, "breaker", Keyword::Trample));
    // Seven level counters: the second band only.
    let id = t.id("student");
    t.gm().objects.get_mut(&id).unwrap().extra.counters.insert("level".into(), 7);
    t.gm().mark_all_dirty();
    assert_eq!(pt(&t, "student"), (4, 4), "LEVEL 7+");
    assert!(has(&t, "student", Keyword::DoubleStrike) && !has(&t, "student", Keyword::FirstStrike));
    // Level up only as a sorcery: not in the upkeep.
    play_until(&mut t, 1, Step::Upkeep, &|_, _, k| panic!("{k:?}"));
    let e = t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@breaker", "ability": 0, "auto_pay": true})).unwrap_err().to_string();
    assert!(!e.is_empty());
}

/// A condition that no static ability can read (what happened this turn,
/// how the source was cast) is refused, naming the ability. (The battlefield
/// can be read: tests/rules/r611_3a_board_conditions.rs.)
#[test]
fn a_static_condition_reading_the_turns_history_is_refused() {
    let bad = json!({"name": "Test Bloodthirsty Wall", "mana_cost": "{1}", "types": ["Creature"], "power": 0, "toughness": 4, "text": "x",
        "abilities": [{"kind": "static", "condition": {"if": "opponent_dealt_damage_this_turn"},
                       "effect": {"static": "continuous", "affects": "this", "modifications": [{"pump": {"power": 2, "toughness": 0}}]}, "text": "x"}]});
    let s: stackwise::formats::scenario::Scenario = serde_json::from_value(json!({"format": "stackwise-scenario", "version": 4, "cards": [bad],
        "players": [{"name": "A"}, {"name": "B"}]})).expect("read");
    let errs = s.build().err().expect("refused").join("\n");
    assert!(errs.contains("ability 0: condition") && errs.contains("a static ability's condition can read"), "{errs}");
}
