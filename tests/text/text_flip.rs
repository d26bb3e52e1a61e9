//! Flip cards read from the text of both halves (709), "flip [this]", and
//! the conditions their flips read: "if there are N or more [kind] counters
//! on [this]" as an intervening "if" (603.4), "If you have N or more cards
//! in hand, ..." (also an intervening "if": Ivory Crane Netsuke {2}, "At the
//! beginning of your upkeep, if you have seven or more cards in hand, you
//! gain 4 life."), and the state trigger "When [this] has [keyword]" (603.8).
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Budoka Pupil {1}{G}{G} 2/2 Human Monk: "Whenever you cast a Spirit or
//!   Arcane spell, you may put a ki counter on Budoka Pupil. / At the
//!   beginning of the end step, if there are two or more ki counters on
//!   Budoka Pupil, you may flip it." Flipped: Ichiga, Who Topples Oaks,
//!   Legendary Creature — Spirit 4/3: "Trample / Remove a ki counter from
//!   Ichiga, Who Topples Oaks: Target creature gets +2/+2 until end of turn."
//! - Hired Muscle {1}{B}{B} 2/2 Human Warrior: the same ki lines. Flipped:
//!   Scarmaker, Legendary Creature — Spirit 4/4: "Remove a ki counter from
//!   Scarmaker: Target creature gains fear until end of turn."
//! - Student of Elements {1}{U} 1/1 Human Wizard: "When Student of Elements
//!   has flying, flip it." Flipped: Tobita, Master of Winds, Legendary
//!   Creature — Human Wizard 3/3: "Creatures you control have flying."
//! - Jushi Apprentice {1}{U} 1/2 Human Wizard: "{2}{U}, {T}: Draw a card. If
//!   you have nine or more cards in hand, flip Jushi Apprentice." Flipped:
//!   Tomoya the Revealer, Legendary Creature — Human Wizard 2/3.
//! - Unsummon {U}: "Return target creature to its owner's hand."; Jump {U}:
//!   "Target creature gains flying until end of turn."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::cards::def::Ability;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{Color, Keyword, Step, Supertype};
use stackwise::rules::*;

fn game(alice_bf: Value, bob_bf: Value, bob_hand: Value) -> T {
    let defs: Vec<Value> = ["Budoka Pupil", "Hired Muscle"].iter().map(|n| common::card_table::compiled(n)).collect();
    let library = json!(["Island", "Island", "Island", "Island"]);
    T::new(json!({"cards": defs, "players": [
        {"name": "Alice", "battlefield": alice_bf, "library": library},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "library": library}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn name(t: &T, label: &str) -> String {
    t.g().chars(t.id(label)).unwrap().name.clone()
}

/// Play to Bob's upkeep, answering "you may flip it" with `yes`.
fn to_bobs_upkeep(t: &mut T, yes: bool) -> usize {
    let asked = std::cell::Cell::new(0);
    play_until(t, 1, Step::Upkeep, &|t, p, k| {
        let DecisionKind::ChooseYesNo { .. } = k else { panic!("{k:?}") };
        asked.set(asked.get() + 1);
        t.act(json!({"action": "choose_yes_no", "player": p.0, "yes": yes}));
    });
    asked.get()
}

#[test]
fn r709_2_budoka_pupil_with_two_ki_counters_flips_into_ichiga() {
    let mut t = game(json!([{"card": "Budoka Pupil", "label": "pupil", "counters": {"ki": 2}}]), json!([]), json!([]));
    assert_eq!(name(&t, "pupil"), "Budoka Pupil");
    assert_eq!(to_bobs_upkeep(&mut t, true), 1);
    // 709.2: the flipped half's name, types, text, power and toughness.
    let c = t.g().chars(t.id("pupil")).unwrap();
    assert_eq!(c.name, "Ichiga, Who Topples Oaks");
    assert_eq!((c.power, c.toughness), (Some(4), Some(3)));
    assert!(c.supertypes.contains(&Supertype::Legendary) && c.subtypes == ["Spirit"]);
    assert!(c.has_keyword(Keyword::Trample));
    // 709.1c: its mana cost and colour are the card's.
    assert_eq!(c.mana_cost.as_ref().map(|m| m.text.clone()), Some("{1}{G}{G}".to_string()));
    assert!(c.colors.contains(Color::Green));
    // Its ability: remove a ki counter for +2/+2.
    let i = c.abilities.iter().position(|a| matches!(a, Ability::Activated { .. })).expect("Ichiga's ability");
    let me = t.id("pupil").0;
    // In Bob's upkeep: Bob passes, Alice has priority.
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@pupil", "ability": i, "targets": [{"object": me}]}));
    t.pass_all();
    let c = t.g().chars(t.id("pupil")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(6), Some(5)));
    assert_eq!(t.g().objects[&t.id("pupil")].extra.counters.get("ki").copied(), Some(1));
    // 709.4: one ki counter is not two, but a flipped permanent stays flipped.
    play_until(&mut t, 0, Step::Upkeep, &|_, _, k| panic!("{k:?}"));
    assert_eq!(name(&t, "pupil"), "Ichiga, Who Topples Oaks");
    t.g().check_consistency().expect("consistent");
}

#[test]
fn r603_4_one_ki_counter_does_not_trigger_and_declining_leaves_it_unflipped() {
    let bf = json!([{"card": "Budoka Pupil", "label": "pupil", "counters": {"ki": 1}}, {"card": "Hired Muscle", "label": "muscle", "counters": {"ki": 3}}]);
    let mut t = game(bf, json!([]), json!([]));
    // Only Hired Muscle's ability triggers; Alice declines.
    assert_eq!(to_bobs_upkeep(&mut t, false), 1);
    assert_eq!((name(&t, "pupil"), name(&t, "muscle")), ("Budoka Pupil".to_string(), "Hired Muscle".to_string()));
}

#[test]
fn r709_4_a_flipped_permanent_leaving_the_battlefield_is_its_normal_half_again() {
    let unsummon = json!([{"card": "Unsummon", "label": "unsummon"}]);
    let mut t = game(json!([{"card": "Hired Muscle", "label": "muscle", "counters": {"ki": 2}}]), json!(["Island"]), unsummon);
    to_bobs_upkeep(&mut t, true);
    assert_eq!(name(&t, "muscle"), "Scarmaker");
    assert_eq!(t.g().chars(t.id("muscle")).unwrap().power, Some(4));
    play_until(&mut t, 1, Step::PrecombatMain, &|_, _, k| panic!("{k:?}"));
    let id = t.id("muscle").0;
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@unsummon", "targets": [{"object": id}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("muscle"), "hand");
    assert_eq!(name(&t, "muscle"), "Hired Muscle");
    assert_eq!(t.g().chars(t.id("muscle")).unwrap().power, Some(2));
}

fn solo(card: &str, bf: Value, hand: Value) -> T {
    let library = json!(["Island", "Island", "Island", "Island"]);
    let cards: Vec<Value> = [card, "Jump"].iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": bf, "hand": hand, "library": library},
        {"name": "Bob", "library": library}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r603_8_student_of_elements_flips_when_it_has_flying() {
    let mut t = solo("Student of Elements", json!([{"card": "Student of Elements", "label": "student"}, "Island"]), json!([{"card": "Jump", "label": "jump"}]));
    t.pass_all();
    assert_eq!(name(&t, "student"), "Student of Elements", "no flying, no trigger");
    let me = t.id("student").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@jump", "targets": [{"object": me}], "auto_pay": true}));
    t.pass_all();
    // The state trigger (603.8) goes on the stack and resolves.
    t.pass_all();
    let c = t.g().chars(t.id("student")).unwrap();
    assert_eq!(c.name, "Tobita, Master of Winds");
    assert_eq!((c.power, c.toughness), (Some(3), Some(3)));
}

#[test]
fn r608_2c_jushi_apprentice_flips_only_with_nine_cards_in_hand() {
    let hand = |n: usize| -> Value { (0..n).map(|_| json!("Island")).collect() };
    for (cards, flips) in [(8, true), (7, false)] {
        let mut t = solo("Jushi Apprentice", json!([{"card": "Jushi Apprentice", "label": "jushi"}, "Island", "Island", "Island"]), hand(cards));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@jushi", "ability": 0, "auto_pay": true}));
        t.pass_all();
        assert_eq!(t.g().player(PlayerId(0)).hand.len(), cards + 1);
        let want = if flips { "Tomoya the Revealer" } else { "Jushi Apprentice" };
        assert_eq!(name(&t, "jushi"), want, "{} cards in hand", cards + 1);
    }
}

#[test]
fn r603_4_ivory_crane_netsuke_gains_life_only_with_seven_cards_in_hand() {
    let hand = |n: usize| -> Value { (0..n).map(|_| json!("Island")).collect() };
    for (cards, life) in [(7, 24), (6, 20)] {
        let library = json!(["Island", "Island", "Island", "Island"]);
        let mut t = T::new(json!({"cards": [common::card_table::compiled("Ivory Crane Netsuke")], "players": [
            {"name": "Alice", "battlefield": ["Ivory Crane Netsuke"], "hand": hand(cards), "library": library},
            {"name": "Bob", "library": library}
        ], "turn": {"number": 2, "active": 1, "step": "end"}}));
        play_until(&mut t, 0, Step::Draw, &|_, _, k| panic!("{k:?}"));
        assert_eq!(t.life(0), life, "{cards} cards in hand in the upkeep");
    }
}
