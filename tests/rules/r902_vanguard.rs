//! 902 Vanguard: a player's vanguard is face up in the command zone (902.3);
//! its life modifier changes its owner's starting life total of 20 (902.4),
//! its hand modifier the maximum hand size of seven (902.5b), and its static,
//! triggered and activated abilities work from the command zone (902.7).
//!
//! Cards (their text as the table prints it; hand and life modifiers):
//! - Maraxus (+1, +2): "Creatures you control get +1/+0."
//! - Urza (−1, +10): "{3}: Urza deals 1 damage to target creature or player."
//! - Rumbling Slum Avatar (+1, +1): "At the beginning of your upkeep, Rumbling
//!   Slum Avatar deals 1 damage to each opponent."
//! - Hanna (+1, −5): "Spells you cast cost {1} less to cast."
//! - Titania (+2, −5): "You may play an additional land on each of your turns."
//! - Gerrard (−4, +0): "At the beginning of your draw step, draw an additional card."
//! - Fallen Angel Avatar (+0, −5): "Whenever a creature you control dies,
//!   target opponent loses 1 life and you gain 1 life."
//! - Teysa, Orzhov Scion Avatar (+0, +0): "Whenever a nontoken creature dies,
//!   put a 1/1 white Spirit creature token with flying onto the battlefield."
//! - Erhnam Djinn Avatar: "Whenever you cast a creature spell, put a 1/1
//!   green Saproling creature token onto the battlefield."
//! - Hill Giant {3}{R} 3/3, Grizzly Bears {1}{G} 2/2, Shock {R}: "Shock deals
//!   2 damage to target creature or player."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{PlayerId, Step};

/// Alice with `vanguard` in her command zone (her life total not given),
/// active in her precombat main phase of turn 2; Bob with none (life 20).
fn game(cards: &[&str], vanguard: &str, alice: Value, bob_bf: Value) -> T {
    let defs: Vec<Value> = cards.iter().map(|n| common::card_table::compiled(n)).collect();
    let mut a = alice;
    a["name"] = json!("Alice");
    a["command"] = json!([{"card": vanguard, "label": "vanguard"}]);
    if a.get("library").is_none() {
        a["library"] = json!(["Island", "Island", "Island", "Island", "Island"]);
    }
    T::new(json!({"cards": defs, "players": [a,
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r902_4_the_life_modifier_changes_the_starting_life_total() {
    let t = game(&["Urza"], "Urza", json!({}), json!([]));
    assert_eq!((t.life(0), t.life(1)), (30, 20));
    let t = game(&["Hanna"], "Hanna", json!({}), json!([]));
    assert_eq!(t.life(0), 15);
    // A life total the scenario gives is the one in play.
    let t = game(&["Urza"], "Urza", json!({"life": 7}), json!([]));
    assert_eq!(t.life(0), 7);
}

#[test]
fn r902_3_a_vanguard_stays_in_the_command_zone_face_up() {
    let cards = vec![common::card_table::compiled("Urza")];
    let bad = stackwise::formats::scenario::parse(&json!({"format": "stackwise-scenario", "version": 1, "cards": cards, "players": [
        {"name": "Alice", "hand": ["Urza"]}, {"name": "Bob"}]}).to_string()).unwrap();
    let errs = bad.build().map(|_| ()).unwrap_err();
    assert!(errs.iter().any(|e| e.contains("902.3")), "{errs:?}");
}

#[test]
fn r902_5b_the_hand_modifier_changes_the_maximum_hand_size() {
    // Gerrard (−4): Alice's maximum is three; with five cards she discards two in cleanup.
    let five = json!(["Island", "Island", "Island", "Island", "Island"]);
    let mut t = game(&["Gerrard"], "Gerrard", json!({"hand": five}), json!([]));
    assert_eq!(t.g().maximum_hand_size(PlayerId(0)), 3);
    play_until(&mut t, 1, Step::Upkeep, &|t, p, k| match k {
        DecisionKind::ChooseCards { from, min, .. } => {
            assert_eq!(min, 2, "five cards down to three");
            let cards: Vec<Value> = from[..min].iter().map(|c| json!(c.0)).collect();
            t.act(json!({"action": "choose_cards", "player": p.0, "cards": cards}));
        }
        _ => panic!("unexpected decision {k:?}"),
    });
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 3);
    // Titania (+2): nine is the maximum, and nine cards stay.
    let nine = json!(["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"]);
    let t = game(&["Titania"], "Titania", json!({"hand": nine}), json!([]));
    assert_eq!(t.g().maximum_hand_size(PlayerId(0)), 9);
    assert_eq!(t.g().maximum_hand_size(PlayerId(1)), 7);
}

#[test]
fn r902_7_a_static_ability_works_from_the_command_zone() {
    // Maraxus: Alice's creatures get +1/+0; Bob's don't.
    let t = game(&["Maraxus", "Hill Giant"], "Maraxus", json!({"battlefield": [{"card": "Hill Giant", "label": "mine"}]}), json!([{"card": "Hill Giant", "label": "his"}]));
    let mine = t.g().chars(t.id("mine")).unwrap();
    let his = t.g().chars(t.id("his")).unwrap();
    assert_eq!((mine.power, mine.toughness), (Some(4), Some(3)));
    assert_eq!((his.power, his.toughness), (Some(3), Some(3)));
    t.g().check_consistency().unwrap();
    // Titania: a second land this turn, not a third.
    let mut t = game(&["Titania"], "Titania", json!({"hand": ["Forest", "Forest", "Forest"]}), json!([]));
    assert_eq!(t.g().land_plays_allowed(PlayerId(0)), 2);
    assert_eq!(t.g().land_plays_allowed(PlayerId(1)), 1);
    for _ in 0..2 {
        let f = t.g().player(PlayerId(0)).hand[0];
        t.act(json!({"action": "play_land", "player": 0, "card": f.0}));
    }
    let f = t.g().player(PlayerId(0)).hand[0];
    assert!(t.try_act(json!({"action": "play_land", "player": 0, "card": f.0})).is_err());
}

#[test]
fn r902_7_a_cost_reduction_works_from_the_command_zone() {
    // Hanna: Grizzly Bears ({1}{G}) costs {G} alone: one Forest casts it.
    let mut t = game(&["Hanna", "Grizzly Bears"], "Hanna", json!({"battlefield": ["Forest"], "hand": [{"card": "Grizzly Bears", "label": "bears"}]}), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "battlefield");
}

#[test]
fn r902_7_an_activated_ability_is_activated_from_the_command_zone() {
    // Urza: {3}: 1 damage to Bob. Offered as a legal action, activated with three Mountains.
    let mut t = game(&["Urza"], "Urza", json!({"battlefield": ["Mountain", "Mountain", "Mountain"]}), json!([]));
    let urza = t.id("vanguard");
    let offered = t.g().legal_actions().iter().any(|a| matches!(a, LegalAction::Activate { source, .. } if *source == urza));
    assert!(offered, "Urza's ability is a legal action");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@vanguard", "ability": 0, "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 19);
    assert_eq!(t.zone("vanguard"), "command");
    // The indexes name it as a source of abilities working from the command zone.
    t.g().check_consistency().unwrap();
    // Only its owner, who controls it (902.6), activates it.
    let mut t = game(&["Urza"], "Urza", json!({}), json!(["Mountain", "Mountain", "Mountain"]));
    assert!(t.try_act(json!({"action": "activate_ability", "player": 1, "source": "@vanguard", "ability": 0, "targets": [{"player": 0}], "auto_pay": true})).is_err());
}

#[test]
fn r902_7_triggered_abilities_trigger_from_the_command_zone() {
    // Rumbling Slum Avatar: at Alice's upkeep, 1 damage to Bob (her next turn: turn 4).
    let mut t = game(&["Rumbling Slum Avatar"], "Rumbling Slum Avatar", json!({"life": 20}), json!([]));
    play_until(&mut t, 1, Step::Upkeep, &|t, p, k| answer_any(t, p, k));
    assert_eq!(t.life(1), 20, "no trigger on Bob's upkeep");
    play_until(&mut t, 0, Step::Draw, &|t, p, k| answer_any(t, p, k));
    assert_eq!(t.life(1), 19);
    // Fallen Angel Avatar: Alice's Grizzly Bears dies to Shock: Bob loses 1, Alice gains 1.
    let mut t = game(&["Fallen Angel Avatar", "Grizzly Bears", "Shock"], "Fallen Angel Avatar", json!({"life": 20, "battlefield": ["Mountain", {"card": "Grizzly Bears", "label": "bears"}], "hand": [{"card": "Shock", "label": "shock"}]}), json!([]));
    let bears = t.id("bears").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": bears}], "auto_pay": true}));
    let mut ev = t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
    ev.extend(t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]})));
    ev.extend(t.pass_all());
    assert_eq!((t.life(0), t.life(1)), (21, 19), "{:#?}", ev.iter().map(|e| e.text.clone()).collect::<Vec<_>>());
    t.g().check_consistency().unwrap();
}

fn answer_any(t: &mut T, p: PlayerId, k: DecisionKind) {
    panic!("unexpected decision for {p:?}: {k:?} at {:?}", t.g().turn.step);
}

#[test]
fn r902_7_the_computer_player_activates_a_vanguards_ability() {
    // Bob at 1 life: Urza's ability, paid with three Mountains, wins the game.
    let mut t = game(&["Urza"], "Urza", json!({"battlefield": ["Mountain", "Mountain", "Mountain"]}), json!([]));
    t.gm().player_mut(PlayerId(1)).life = 1;
    let urza = t.id("vanguard");
    let a = stackwise::ai::choose(t.g(), PlayerId(0)).expect("an action");
    let v = serde_json::to_value(&a).unwrap();
    assert_eq!((v["action"].as_str(), v["source"].as_u64()), (Some("activate_ability"), Some(urza.0)), "{v}");
}

#[test]
fn r902_7_teysas_avatar_makes_a_spirit_for_any_nontoken_creature_dying() {
    // Bob's Grizzly Bears dies: Alice (the vanguard's controller) gets a 1/1 white Spirit with flying.
    let mut t = game(&["Teysa, Orzhov Scion Avatar", "Grizzly Bears", "Shock"], "Teysa, Orzhov Scion Avatar", json!({"battlefield": ["Mountain"], "hand": [{"card": "Shock", "label": "shock"}]}), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let bears = t.id("bears").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": bears}], "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    let spirits: Vec<_> = t.g().battlefield.iter().filter_map(|id| t.g().chars(*id)).filter(|c| c.subtypes.iter().any(|s| s == "Spirit")).collect();
    assert_eq!(spirits.len(), 1);
    assert_eq!((spirits[0].controller, spirits[0].power, spirits[0].toughness), (PlayerId(0), Some(1), Some(1)));
}

#[test]
fn r902_7_erhnam_djinns_avatar_triggers_on_casting_a_creature_spell() {
    let mut t = game(&["Erhnam Djinn Avatar", "Grizzly Bears"], "Erhnam Djinn Avatar", json!({"battlefield": ["Forest", "Forest"], "hand": [{"card": "Grizzly Bears", "label": "bears"}]}), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    t.pass_all();
    let saprolings = t.g().battlefield.iter().filter_map(|id| t.g().chars(*id)).filter(|c| c.subtypes.iter().any(|s| s == "Saproling")).count();
    assert_eq!(saprolings, 1);
}

#[test]
fn r902_4_bad_modifiers_and_a_vanguard_without_them_are_refused() {
    let build = |card: Value| {
        let s = stackwise::formats::scenario::parse(&json!({"format": "stackwise-scenario", "version": 1, "cards": [card], "players": [{"name": "A"}, {"name": "B"}]}).to_string());
        s.and_then(|s| s.build().map(|_| ()).map_err(|e| e.join("; "))).unwrap_err()
    };
    let huge = json!({"name": "Huge", "types": ["Vanguard"], "vanguard": {"hand": 1000000, "life": 0}, "abilities": []});
    assert!(build(huge).contains("out of range"));
    let bare = json!({"name": "Bare", "types": ["Vanguard"], "abilities": []});
    assert!(build(bare).contains("902.4"));
    let emblem = json!({"name": "Empty Emblem", "types": ["Sorcery"], "spell": {"effects": [{"do": "get_emblem", "player": {"player": "you"}, "abilities": []}]}});
    let e = build(emblem);
    assert!(e.contains("one to 16"), "{e}");
}
