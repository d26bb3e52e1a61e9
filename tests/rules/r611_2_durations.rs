//! 611.2a-b: how long a continuous effect of a resolved spell or ability
//! lasts, said the same way whatever the effect does (`duration`): until end
//! of turn, until its controller's next turn (ending before anything of that
//! turn, 800.4k when that player has left), through the affected permanent's
//! controller's next untap step (502.2), for as long as a condition holds.
//!
//! The cards (built in: compiled from their printed text), their text as printed:
//! - Frost Breath: "Tap up to two target creatures. Those creatures don't untap
//!   during their controller's next untap step."
//! - Kor Hookmaster: "When Kor Hookmaster enters the battlefield, tap target
//!   creature an opponent controls. That creature doesn't untap during its
//!   controller's next untap step."
//! - Barl's Cage: "{3}: Target creature doesn't untap during its controller's
//!   next untap step."
//! - Elvish Hunter: "{1}{G}, {T}: Target creature doesn't untap during its
//!   controller's next untap step."
//! - Lead Golem, Apes of Rath: "Whenever [this] attacks, it doesn't untap
//!   during its controller's next untap step."
//! - Long Stride (a test card, compiled from its text): "Target creature gets
//!   +2/+2 until your next turn."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{PlayerId, Step};

/// Alice and Bob (and Carol with `three`), Alice's first main phase of turn 3.
fn game(alice: Value, alice_hand: Value, mana: &str, bob: Value, three: bool) -> T {
    let lib = json!(["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"]);
    let mut players = vec![
        json!({"name": "Alice", "battlefield": alice, "hand": alice_hand, "mana_pool": mana, "library": lib}),
        json!({"name": "Bob", "battlefield": bob, "library": lib}),
    ];
    if three {
        players.push(json!({"name": "Carol", "battlefield": [{"card": "Grizzly Bears", "label": "cbears"}], "library": lib}));
    }
    T::new(json!({"cards": [{"name": "Long Stride", "mana_cost": "{G}", "type": "Instant", "text": "Target creature gets +2/+2 until your next turn."}],
        "players": players, "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// Play on to `player`'s `step`; no other question is expected.
fn until(t: &mut T, player: u8, step: Step) {
    play_until(t, player, step, &|_, _, k| panic!("unexpected question {k:?}"));
}

fn tapped(t: &T, label: &str) -> bool {
    t.g().objects[&t.id(label)].tapped
}

fn power(t: &T, label: &str) -> i32 {
    t.g().chars(t.id(label)).and_then(|c| c.power).unwrap_or(0)
}

#[test]
fn r502_2_frost_breath_keeps_two_creatures_tapped_through_their_controllers_next_untap_step_only() {
    let bob = json!([{"card": "Grizzly Bears", "label": "b1"}, {"card": "Hill Giant", "label": "b2"}, {"card": "Grizzly Bears", "label": "b3"}]);
    let mut t = game(json!([]), json!([{"card": "Frost Breath", "label": "fb"}]), "{2}{U}", bob, false);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fb", "targets": [{"object": "@b1"}, {"object": "@b2"}]}));
    let ev = t.pass_all();
    assert!(tapped(&t, "b1") && tapped(&t, "b2") && !tapped(&t, "b3"));
    assert!(ev.iter().any(|e| e.text.contains("doesn't untap during its controller's next untap step")), "{:?}", rules(&ev));
    // Alice's own next untap step is not the creatures' controller's: nothing ends.
    until(&mut t, 1, Step::Upkeep);
    assert!(tapped(&t, "b1") && tapped(&t, "b2"), "Bob's untap step leaves both tapped (502.2)");
    assert_eq!(t.g().effects.iter().filter(|e| e.duration == stackwise::cards::def::Duration::NextUntapStep).count(), 0, "the effects end with that untap step");
    until(&mut t, 1, Step::PrecombatMain);
    until(&mut t, 1, Step::Upkeep);
    assert!(!tapped(&t, "b1") && !tapped(&t, "b2"), "the untap step after it untaps them");
}

#[test]
fn r601_2c_frost_breath_takes_up_to_two_different_creatures() {
    let bob = json!([{"card": "Grizzly Bears", "label": "b1"}]);
    let mut t = game(json!([]), json!([{"card": "Frost Breath", "label": "fb"}]), "{2}{U}", bob.clone(), false);
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@fb", "targets": [{"object": "@b1"}, {"object": "@b1"}]}));
    assert!(e.contains("chosen twice"), "one word \"target\" takes an object once (115.3): {e}");
    // "Up to two": none at all is a legal choice, and the spell does nothing.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fb", "targets": []}));
    t.pass_all();
    assert!(!tapped(&t, "b1"));
    assert!(t.g().effects.is_empty());
}

#[test]
fn r502_2_kor_hookmaster_taps_an_opponents_creature_until_after_its_next_untap_step() {
    let bob = json!([{"card": "Hill Giant", "label": "giant"}]);
    let mut t = game(json!([]), json!([{"card": "Kor Hookmaster", "label": "kh"}]), "{2}{W}", bob, false);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@kh"}));
    t.pass_all();
    // The enters trigger: its only legal target is Bob's creature, not the Hookmaster.
    if let Some(DecisionKind::ChooseTargets { .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) {
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@giant"}]}));
    }
    t.pass_all();
    assert!(tapped(&t, "giant"));
    until(&mut t, 1, Step::Upkeep);
    assert!(tapped(&t, "giant"), "Bob's next untap step leaves it tapped");
    until(&mut t, 1, Step::PrecombatMain);
    until(&mut t, 1, Step::Upkeep);
    assert!(!tapped(&t, "giant"));
}

#[test]
fn r502_2_barls_cage_and_elvish_hunter_on_the_same_creature_end_together() {
    // Two effects on one creature, made in either order: both last through
    // the same untap step and end with it.
    for order in [["cage", "hunter"], ["hunter", "cage"]] {
        let alice = json!([{"card": "Barl's Cage", "label": "cage"}, {"card": "Elvish Hunter", "label": "hunter"}]);
        let bob = json!([{"card": "Hill Giant", "label": "giant", "tapped": true}]);
        let mut t = game(alice, json!([]), "{3}{1}{G}", bob, false);
        for who in order {
            t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{who}"), "ability": 0, "targets": [{"object": "@giant"}], "auto_pay": true}));
            t.pass_all();
        }
        assert_eq!(t.g().effects.iter().filter(|e| e.affected == t.id("giant")).count(), 2, "{order:?}");
        until(&mut t, 1, Step::Upkeep);
        assert!(tapped(&t, "giant"), "{order:?}");
        assert!(t.g().effects.iter().all(|e| e.affected != t.id("giant")), "{order:?}: both ended");
        until(&mut t, 1, Step::PrecombatMain);
        until(&mut t, 1, Step::Upkeep);
        assert!(!tapped(&t, "giant"), "{order:?}");
    }
}

#[test]
fn r502_2_an_untapped_creature_loses_the_effect_with_its_controllers_untap_step() {
    // Barl's Cage on an untapped creature: the untap step it lasted through
    // found it untapped; tapped later, it untaps at the following one.
    let alice = json!([{"card": "Barl's Cage", "label": "cage"}]);
    let bob = json!([{"card": "Hill Giant", "label": "giant"}]);
    let mut t = game(alice, json!([]), "{3}", bob, false);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@cage", "ability": 0, "targets": [{"object": "@giant"}], "auto_pay": true}));
    t.pass_all();
    until(&mut t, 1, Step::Upkeep);
    assert!(t.g().effects.is_empty(), "it ended with Bob's untap step");
}

#[test]
fn r502_2_lead_golem_and_apes_of_rath_stay_tapped_after_attacking() {
    let alice = json!([{"card": "Lead Golem", "label": "golem"}, {"card": "Apes of Rath", "label": "apes"}]);
    let mut t = game(alice, json!([]), "", json!([]), false);
    until(&mut t, 0, Step::BeginningOfCombat);
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@golem", "target": {"player": 1}}, {"attacker": "@apes", "target": {"player": 1}}]}));
    until(&mut t, 0, Step::PostcombatMain);
    assert_eq!(t.life(1), 20 - 3 - 5);
    assert!(tapped(&t, "golem") && tapped(&t, "apes"));
    until(&mut t, 0, Step::Upkeep);
    assert!(tapped(&t, "golem") && tapped(&t, "apes"), "Alice's next untap step leaves both tapped");
    until(&mut t, 0, Step::PostcombatMain);
    until(&mut t, 0, Step::Upkeep);
    assert!(!tapped(&t, "golem") && !tapped(&t, "apes"), "the untap step after it untaps them");
}

#[test]
fn r611_2_until_your_next_turn_lasts_through_other_turns_and_ends_as_yours_begins() {
    let alice = json!([{"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(alice, json!([{"card": "Long Stride", "label": "ls"}]), "{G}", json!([]), false);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ls", "targets": [{"object": "@bears"}]}));
    t.pass_all();
    assert_eq!(power(&t, "bears"), 4);
    until(&mut t, 1, Step::PrecombatMain);
    assert_eq!(power(&t, "bears"), 4, "not ended by the cleanup step (514.2) nor by Bob's turn");
    until(&mut t, 1, Step::End);
    until(&mut t, 0, Step::Upkeep);
    assert_eq!(power(&t, "bears"), 2, "ended as Alice's next turn began");
}

#[test]
fn r800_4k_until_your_next_turn_of_a_player_who_left_ends_as_that_turn_would_have_begun() {
    // Alice pumps Carol's creature, then leaves the game during Bob's turn.
    // The effect lasts through Carol's turn and ends as the turn after it,
    // the one that would have been Alice's, begins: Bob's.
    let mut t = game(json!([]), json!([{"card": "Long Stride", "label": "ls"}]), "{G}", json!([]), true);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ls", "targets": [{"object": "@cbears"}]}));
    t.pass_all();
    assert_eq!(power(&t, "cbears"), 4);
    until(&mut t, 1, Step::PrecombatMain);
    t.act(json!({"action": "concede", "player": 0}));
    until(&mut t, 2, Step::PrecombatMain);
    assert_eq!(power(&t, "cbears"), 4, "lasts through Carol's turn");
    until(&mut t, 2, Step::End);
    until(&mut t, 1, Step::Upkeep);
    assert_eq!(power(&t, "cbears"), 2, "ends as the turn that would have been Alice's begins");
}

#[test]
fn r611_2_durations_written_by_earlier_versions_are_read_as_one_duration() {
    use stackwise::cards::def::{CardDef, Duration, Effect};
    let read = |effect: Value| -> Result<Duration, String> {
        let card = json!({"name": "X", "mana_cost": "{R}", "types": ["Instant"], "spell": {"targets": [{"kind": "permanent"}], "effects": [effect]}});
        let d: CardDef = stackwise::formats::json_path::from_value_at(&card, "card")?;
        match &d.spell.as_ref().unwrap().effects[0] {
            Effect::Continuous { duration, .. } | Effect::GainControl { duration, .. } => Ok(duration.clone()),
            e => Err(format!("{e:?}")),
        }
    };
    let pump = json!([{"pump": {"power": 1, "toughness": 1}}]);
    assert_eq!(read(json!({"do": "continuous", "what": {"target": 0}, "modifications": pump, "until_end_of_turn": true})), Ok(Duration::EndOfTurn));
    assert_eq!(read(json!({"do": "continuous", "what": {"target": 0}, "modifications": pump, "until_end_of_turn": false})), Ok(Duration::Indefinitely));
    let cond = json!({"if": "source_is", "filter": {}});
    assert!(matches!(read(json!({"do": "gain_control", "what": {"target": 0}, "for_as_long_as": cond})), Ok(Duration::AsLongAs(_))));
    // Both old fields at once, or a flag that is no flag: refused, naming the field.
    let e = read(json!({"do": "gain_control", "what": {"target": 0}, "until_end_of_turn": true, "for_as_long_as": cond})).unwrap_err();
    assert!(e.contains("until_end_of_turn") || e.contains("for_as_long_as"), "{e}");
    let e = read(json!({"do": "continuous", "what": {"target": 0}, "modifications": pump, "until_end_of_turn": "yes"})).unwrap_err();
    assert!(e.contains("until_end_of_turn"), "{e}");
    // The new form, and a duration that is not one.
    assert_eq!(read(json!({"do": "continuous", "what": {"target": 0}, "modifications": pump, "duration": "until_your_next_turn"})), Ok(Duration::UntilYourNextTurn));
    let e = read(json!({"do": "continuous", "what": {"target": 0}, "modifications": pump, "duration": "forever"})).unwrap_err();
    assert!(e.contains("duration"), "{e}");
}

#[test]
fn r502_2_next_untap_step_is_refused_for_other_changes() {
    let card = json!([{"name": "Odd", "mana_cost": "{R}", "types": ["Instant"], "spell": {"targets": [{"kind": "permanent"}],
        "effects": [{"do": "continuous", "what": {"target": 0}, "modifications": [{"pump": {"power": 1, "toughness": 1}}], "duration": "next_untap_step"}]}}]);
    let e = stackwise::cards::CardPool::parse_defs(&card.to_string(), "test").unwrap_err();
    assert!(e.contains("next_untap_step"), "{e}");
    let card = json!([{"name": "Odd", "types": ["Artifact"], "abilities": [{"kind": "static", "effect": {"static": "continuous", "affects": {"all": {}}, "modifications": ["doesnt_untap"]}}]}]);
    let e = stackwise::cards::CardPool::parse_defs(&card.to_string(), "test").unwrap_err();
    assert!(e.contains("doesnt_untap"), "{e}");
}

#[test]
fn r611_2_a_saved_effect_of_an_earlier_build_is_read_with_its_duration() {
    use stackwise::rules::state::ContinuousEffect;
    let old = json!({"timestamp": 5, "source": 1, "affected": 2, "modification": {"pump": {"power": 1, "toughness": 1}}, "until_end_of_turn": true});
    let e: ContinuousEffect = serde_json::from_value(old).unwrap();
    assert!(e.ends_this_turn());
    let old = json!({"timestamp": 5, "source": 1, "affected": 2, "modification": {"set_controller": 1}, "until_end_of_turn": false,
        "lasts_while": [1, {"if": "source_is", "filter": {}}]});
    let e: ContinuousEffect = serde_json::from_value(old).unwrap();
    assert!(e.lasts_while().is_some() && e.controller == PlayerId(1));
    // Written back in the current form, and read again the same.
    let again: ContinuousEffect = serde_json::from_value(serde_json::to_value(&e).unwrap()).unwrap();
    assert_eq!(again, e);
}
