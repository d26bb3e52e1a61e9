//! Rule 704: state-based actions. One test per subrule and per example of the
//! 2011 seed text (704.1–704.6). Every test checks the rule numbers of the
//! events and the resulting game state.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::{Flow, StackKind};
use stackwise::rules::*;
use std::sync::Arc;

/// Cards used by these scenarios that are not in the built-in pool: real cards
/// compiled from the card table, and made-up cards that reach a situation no
/// real card in our vocabulary reaches yet (marked "(test card)"), written as
/// printed text.
fn cards() -> Value {
    json!([
        card_table::compiled("Cudgel Troll"),
        card_table::compiled("Disfigure"),
        card_table::compiled("Night's Whisper"),
        card_table::compiled("March of the Machines"),
        {"name": "Dream Infusion", "mana_cost": "{U}", "type": "Instant", "text": "Put two dream counters on target permanent."},
        {"name": "Combat Bulwark (test card)", "mana_cost": "{1}{W}", "type": "Enchantment", "text": "Attacking creatures get +0/+2.\nBlocking creatures get +0/+2."},
        {"name": "Player Aura (test card)", "mana_cost": "{1}{R}", "type": "Enchantment — Aura Curse", "text": "Enchant player"},
        {"name": "Ongoing Test Scheme", "mana_cost": "", "type": "Ongoing Scheme", "text": "(An ongoing scheme with no abilities.)"}
    ])
}

/// A scenario with the custom cards added.
fn game(mut v: Value) -> T {
    v["cards"] = cards();
    T::new(v)
}

fn library(n: usize) -> Value {
    Value::Array((0..n).map(|_| json!("Forest")).collect())
}

fn pos(ev: &[Event], rule: &str) -> usize {
    ev.iter().position(|e| e.rule == rule || e.rule.split('+').any(|r| r == rule)).unwrap_or_else(|| panic!("no event citing {rule} in {:?}", rules(ev)))
}

fn count(ev: &[Event], rule: &str) -> usize {
    ev.iter().filter(|e| e.rule == rule || e.rule.split('+').any(|r| r == rule)).count()
}

/// The (iteration, actions performed) of every 704.3 check in the events.
fn checks(ev: &[Event]) -> Vec<(u32, usize)> {
    ev.iter()
        .filter_map(|e| match e.kind {
            EventKind::StateBasedCheck { iteration, performed } => Some((iteration, performed)),
            _ => None,
        })
        .collect()
}

fn hand(t: &T, p: u8) -> usize {
    t.g().player(PlayerId(p)).hand.len()
}

fn lost(t: &T, p: u8) -> bool {
    t.g().player(PlayerId(p)).lost
}

fn toughness(t: &T, label: &str) -> i32 {
    t.g().chars(t.id(label)).unwrap().toughness.unwrap()
}

fn winners(t: &T) -> Option<Vec<u8>> {
    t.g().winners.as_ref().map(|w| w.iter().map(|p| p.0).collect())
}

/// Pass priority (the acting player passes) until `stop` holds, a decision is
/// pending or the game is over. Returns the events.
fn pass_until(t: &mut T, stop: impl Fn(&Game) -> bool) -> Vec<Event> {
    let mut out = Vec::new();
    for _ in 0..200 {
        if stop(t.g()) || t.g().pending.is_some() || t.g().winners.is_some() {
            break;
        }
        let p = t.g().acting_player().expect("someone must be able to act");
        out.extend(t.act(json!({"action": "pass_priority", "player": p.0})));
    }
    out
}

/// Like `pass_until`, but the active player declares no attackers when asked.
fn skip_until(t: &mut T, stop: impl Fn(&Game) -> bool) -> Vec<Event> {
    let mut out = Vec::new();
    for _ in 0..20 {
        out.extend(pass_until(t, &stop));
        match t.g().pending.as_ref().map(|d| &d.kind) {
            Some(stackwise::rules::state::DecisionKind::DeclareAttackers { .. }) => {
                let p = t.g().turn.active.0;
                out.extend(t.act(json!({"action": "declare_attackers", "player": p, "attackers": []})));
            }
            _ => break,
        }
    }
    out
}

/// Every player passes once, in turn order (one round of priority).
fn pass_round(t: &mut T) -> Vec<Event> {
    let mut out = Vec::new();
    for _ in 0..t.g().live_players() {
        let p = t.g().acting_player().expect("someone has priority");
        out.extend(t.act(json!({"action": "pass_priority", "player": p.0})));
    }
    out
}

/// From a step before declare attackers: attack, block as given, and play on
/// until combat damage has been dealt (and state-based actions checked).
fn combat(t: &mut T, attackers: Value, blockers: Value) -> Vec<Event> {
    let mut ev = pass_until(t, |_| false);
    let active = t.g().turn.active.0;
    ev.extend(t.act(json!({"action": "declare_attackers", "player": active, "attackers": attackers})));
    ev.extend(pass_until(t, |g| g.turn.step == Step::CombatDamage));
    if let Some(d) = t.g().pending.clone() {
        ev.extend(t.act(json!({"action": "declare_blockers", "player": d.player.0, "blockers": blockers})));
        ev.extend(pass_until(t, |g| g.turn.step == Step::CombatDamage));
    }
    assert!(t.g().turn.step == Step::CombatDamage || t.g().winners.is_some(), "combat damage was not reached");
    ev
}

// ---------------------------------------------------------------- 704.1, 704.2

#[test]
fn r704_1_state_based_actions_use_no_stack() {
    let mut t = game(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = t.pass_all();
    // The bolt resolved, and the bears went to the graveyard without anything being put on the stack.
    assert!(cites(&ev, "704.5g"));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::TriggerPutOnStack { .. } | EventKind::AbilityActivated { .. })));
    assert_eq!(count(&ev, "601.2i"), 0);
    assert!(t.g().stack.is_empty());
    assert_eq!(t.zone("bears"), "graveyard");
    // The state-based action happened before anyone received priority again.
    let priority = ev.iter().rposition(|e| matches!(e.kind, EventKind::PriorityGiven { .. })).unwrap();
    assert!(pos(&ev, "704.5g") < priority);
}

#[test]
fn r704_2_checked_whenever_a_player_would_receive_priority_without_a_choice() {
    // Nobody chooses anything: B's life hits 0 during A's spell and B is out
    // before A even receives priority again.
    let mut t = game(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"},
        {"name": "B", "life": 3}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    let before = t.g().sba_checks;
    let ev = t.pass_all();
    assert!(t.g().sba_checks > before);
    assert!(cites(&ev, "704.3"));
    assert!(cites(&ev, "704.5a"));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::DecisionRequested { .. })));
    assert!(t.g().pending.is_none());
    assert!(lost(&t, 1));
}

// ---------------------------------------------------------------- 704.3

#[test]
fn r704_3_check_repeats_until_nothing_then_triggers_then_priority() {
    // Check 1: the Traveler has lethal damage (704.5g), its dies trigger waits.
    // Check 2: Pacifism is now attached to nothing (704.5n).
    // Check 3: nothing; the waiting trigger goes on the stack; check 4: nothing; priority.
    let mut t = game(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"},
        {"name": "B", "battlefield": [{"card": "Doomed Traveler", "label": "traveler"}, {"card": "Pacifism", "label": "pacifism", "attached_to": "traveler"}]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@traveler"}], "auto_pay": true}));
    let ev = pass_round(&mut t);
    assert_eq!(checks(&ev), vec![(1, 1), (2, 1), (3, 0), (4, 0)]);
    let g = pos(&ev, "704.5g");
    let n = pos(&ev, "704.5n");
    let trig = ev.iter().position(|e| matches!(e.kind, EventKind::TriggerPutOnStack { .. })).unwrap();
    let prio = ev.iter().rposition(|e| matches!(e.kind, EventKind::PriorityGiven { .. })).unwrap();
    assert!(g < n && n < trig && trig < prio, "order: {:?}", rules(&ev));
    // The trigger happened during the first check but went on the stack only after the checks.
    assert!(pos(&ev, "603.2") < n);
    assert_eq!(t.zone("traveler"), "graveyard");
    assert_eq!(t.zone("pacifism"), "graveyard");
    assert_eq!(t.g().stack.len(), 1);
    assert_eq!(t.g().stack[0].kind, StackKind::Triggered);
    let ev = pass_round(&mut t);
    assert!(cites(&ev, "110.5"));
    assert_eq!(t.g().battlefield.len(), 1);
}

#[test]
fn r704_3_all_applicable_actions_are_one_simultaneous_event() {
    let mut t = game(json!({"players": [
        {"name": "A", "hand": [{"card": "Pyroclasm", "label": "clasm"}], "mana_pool": "1R",
         "battlefield": [{"card": "Grizzly Bears", "label": "a_bears"}]},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "b_bears"}, {"card": "Doomed Traveler", "label": "traveler"},
                                       {"card": "Hill Giant", "label": "giant"}]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@clasm", "auto_pay": true}));
    let ev = t.pass_all();
    // One check performs all three deaths; the giant survives.
    assert_eq!(checks(&ev)[0], (1, 3));
    assert_eq!(count(&ev, "704.3"), checks(&ev).len());
    assert_eq!(ev.iter().filter(|e| matches!(e.kind, EventKind::Destroyed { .. })).count(), 3);
    for l in ["a_bears", "b_bears", "traveler"] {
        assert_eq!(t.zone(l), "graveyard", "{l}");
    }
    assert_eq!(t.zone("giant"), "battlefield");
    assert_eq!(t.g().obj(t.id("giant")).unwrap().damage, 2);
}

#[test]
fn r704_3_cleanup_step_gives_priority_only_if_something_happened() {
    // The bears have a -1/-1 counter; Giant Growth keeps them alive after Scar
    // adds another. In cleanup Giant Growth ends: 704.5f, so players receive
    // priority (514.3a) and another cleanup step follows, in which nothing happens.
    let mut t = game(json!({"players": [
        {"name": "A", "library": library(3), "mana_pool": "GB",
         "hand": [{"card": "Giant Growth", "label": "growth"}, {"card": "Scar", "label": "scar"}],
         "battlefield": [{"card": "Grizzly Bears", "label": "bears", "counters": {"-1/-1": 1}}]},
        {"name": "B", "library": library(3)}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@growth", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@scar", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(toughness(&t, "bears"), 3);
    let ev = skip_until(&mut t, |g| g.turn.step == Step::Cleanup);
    assert_eq!(t.zone("bears"), "graveyard");
    let f = pos(&ev, "704.5f");
    let again = pos(&ev, "514.3a");
    assert!(f < again);
    // Players receive priority during this cleanup step.
    assert!(ev[again..].iter().any(|e| matches!(e.kind, EventKind::PriorityGiven { .. })));
    assert_eq!(t.g().turn.step, Step::Cleanup);
    assert!(matches!(t.g().flow, Flow::Priority(_)));
    // Everyone passes: the second cleanup step finds nothing, and nobody gets priority in it.
    let ev = skip_until(&mut t, |g| g.turn.number == 2);
    let second = ev.iter().rposition(|e| matches!(e.kind, EventKind::StepBegan { step: Step::Cleanup })).unwrap();
    let next_turn = pos(&ev, "500.1");
    assert!(second < next_turn);
    assert!(!ev[second..next_turn].iter().any(|e| matches!(e.kind, EventKind::PriorityGiven { .. })));
    assert_eq!(count(&ev[second..next_turn], "514.3a"), 0);
}

// ---------------------------------------------------------------- 704.4

#[test]
fn r704_4_maro_survives_wheel_of_fortune() {
    // Maro is 3/3 (three cards in hand). Casting Wheel makes it 2/2; during
    // the resolution the hand is empty (0/0), but the check only comes after
    // the spell has finished: Maro is 7/7 by then and survives.
    let mut t = game(json!({"players": [
        {"name": "A", "library": library(10), "mana_pool": "2R",
         "hand": [{"card": "Wheel of Fortune", "label": "wheel"}, "Forest", "Forest"],
         "battlefield": [{"card": "Maro", "label": "maro"}]},
        {"name": "B", "library": library(10), "hand": ["Forest"]}
    ]}));
    assert_eq!(toughness(&t, "maro"), 3);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wheel", "auto_pay": true}));
    assert_eq!(toughness(&t, "maro"), 2);
    let checks_before = t.g().sba_checks;
    let ev = t.pass_all();
    // Discards all come before draws: there was a moment with an empty hand.
    let last_discard = ev.iter().rposition(|e| matches!(e.kind, EventKind::Discarded { player: PlayerId(0), .. })).unwrap();
    let first_draw = ev.iter().position(|e| matches!(e.kind, EventKind::Drew { player: PlayerId(0), .. })).unwrap();
    assert!(last_discard < first_draw);
    assert_eq!(count(&ev, "704.5f"), 0);
    // No check happened while the Wheel was resolving: the first one comes after 608.2k.
    let resolved = pos(&ev, "608.2k");
    assert!(ev.iter().position(|e| matches!(e.kind, EventKind::StateBasedCheck { .. })).map(|c| c > resolved).unwrap_or(true));
    assert!(t.g().sba_checks > checks_before);
    assert_eq!(t.zone("maro"), "battlefield");
    assert_eq!(hand(&t, 0), 7);
    assert_eq!(toughness(&t, "maro"), 7);
}

// ---------------------------------------------------------------- 704.5a–c

#[test]
fn r704_5a_zero_life_loses_the_game() {
    let mut t = game(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"},
        {"name": "B", "life": 3}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "704.5a"));
    assert!(ev.iter().any(|e| e.rule == "704.5a" && matches!(e.kind, EventKind::PlayerLost { player: PlayerId(1), .. })));
    assert!(cites(&ev, "104.2a"));
    assert_eq!(t.life(1), 0);
    assert!(lost(&t, 1));
    assert_eq!(winners(&t), Some(vec![0]));
}

#[test]
fn r704_5a_multiplayer_game_goes_on_without_the_loser() {
    let mut t = game(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"},
        {"name": "B"},
        {"name": "C", "life": 2, "battlefield": [{"card": "Grizzly Bears", "label": "c_bears"}]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 2}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "704.5a"));
    assert!(cites(&ev, "800.4a"));
    assert!(lost(&t, 2));
    assert!(!lost(&t, 0) && !lost(&t, 1));
    assert_eq!(winners(&t), None);
    assert_eq!(t.zone("c_bears"), "gone");
}

#[test]
fn r704_5b_draw_from_empty_library_loses() {
    // Jace Beleren's -1 makes B draw from an empty library.
    let mut t = game(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Jace Beleren", "label": "jace"}]},
        {"name": "B", "library": []}
    ]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@jace", "ability": 1, "targets": [{"player": 1}]}));
    assert_eq!(t.g().loyalty(t.id("jace")), 2);
    let ev = t.pass_all();
    let tried = ev.iter().position(|e| matches!(e.kind, EventKind::DrewFromEmptyLibrary { player: PlayerId(1) })).unwrap();
    let loss = ev.iter().position(|e| e.rule == "704.5b" && matches!(e.kind, EventKind::PlayerLost { player: PlayerId(1), .. })).unwrap();
    assert!(tried < loss);
    // The loss waits for the check after the ability has resolved.
    assert!(pos(&ev, "608.2k") < loss);
    assert!(lost(&t, 1));
    assert_eq!(winners(&t), Some(vec![0]));
}

#[test]
fn r704_5b_only_the_player_who_drew_from_an_empty_library_loses() {
    // Jace Beleren's +2: each player draws; only B's library is empty.
    let mut t = game(json!({"players": [
        {"name": "A", "library": library(1), "battlefield": [{"card": "Jace Beleren", "label": "jace"}]},
        {"name": "B", "library": []},
        {"name": "C", "library": library(1)}
    ]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@jace", "ability": 0}));
    assert_eq!(t.g().loyalty(t.id("jace")), 5);
    let ev = t.pass_all();
    assert_eq!(count(&ev, "704.5b"), 1);
    assert!(lost(&t, 1));
    assert!(!lost(&t, 0) && !lost(&t, 2));
    assert_eq!(hand(&t, 0), 1);
    assert_eq!(hand(&t, 2), 1);
}

#[test]
fn r704_5b_milling_an_empty_library_is_not_drawing() {
    // Jace, Memory Adept's 0 mills ten from a three-card library: B's library
    // is empty but B never tried to draw, so B stays in the game.
    let mut t = game(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Jace, Memory Adept", "label": "jace"}]},
        {"name": "B", "library": library(3)}
    ]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@jace", "ability": 1, "targets": [{"player": 1}]}));
    let ev = t.pass_all();
    assert_eq!(count(&ev, "704.5b"), 0);
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::PlayerLost { .. })));
    assert!(t.g().player(PlayerId(1)).library.is_empty());
    assert_eq!(t.g().player(PlayerId(1)).graveyard.len(), 3);
    assert!(!lost(&t, 1));
    assert_eq!(t.g().loyalty(t.id("jace")), 4);
}

#[test]
fn r704_5c_ten_poison_counters_lose() {
    let mut t = game(json!({
        "turn": {"step": "beginning_of_combat"},
        "players": [
            {"name": "A", "battlefield": [{"card": "Glistener Elf", "label": "elf"}]},
            {"name": "B", "poison": 9}
        ]}));
    let ev = combat(&mut t, json!([{"attacker": "@elf", "target": {"player": 1}}]), json!([]));
    assert!(cites(&ev, "702.89b"));
    assert!(ev.iter().any(|e| e.rule == "704.5c" && matches!(e.kind, EventKind::PlayerLost { player: PlayerId(1), .. })));
    assert_eq!(t.g().player(PlayerId(1)).poison, 10);
    assert_eq!(t.life(1), 20);
    assert!(lost(&t, 1));
    assert_eq!(winners(&t), Some(vec![0]));
}

// ---------------------------------------------------------------- 704.5d, e

#[test]
fn r704_5d_token_outside_the_battlefield_ceases_to_exist() {
    let mut t = game(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "token", "token": true}]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@token"}], "auto_pay": true}));
    let ev = t.pass_all();
    // Check 1 destroys it (it goes to the graveyard); check 2 sees a token outside the battlefield.
    assert_eq!(checks(&ev)[..2], [(1, 1), (2, 1)]);
    let d = pos(&ev, "704.5d");
    assert!(pos(&ev, "704.5g") < d);
    assert!(matches!(ev[d].kind, EventKind::CeasedToExist { .. }));
    assert_eq!(t.zone("token"), "gone");
    assert!(t.g().player(PlayerId(1)).graveyard.is_empty());
}

#[test]
fn r704_5e_copy_of_a_spell_outside_the_stack_ceases_to_exist() {
    let mut t = game(json!({"players": [
        {"name": "A", "mana_pool": "RRR", "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Fork", "label": "fork"}]},
        {"name": "B"}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fork", "targets": [{"object": "@bolt"}], "auto_pay": true}));
    t.pass_all();
    // Fork asks for the copy's targets (706.10c): keep B.
    assert!(t.g().pending.is_some());
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
    assert_eq!(t.g().stack.len(), 2);
    let ev = t.pass_all();
    // The copy resolved, was put into the graveyard (608.2k), and then ceased to exist.
    assert!(pos(&ev, "608.2k") < pos(&ev, "704.5e"));
    assert_eq!(t.life(1), 17);
    let gy = &t.g().player(PlayerId(0)).graveyard;
    assert_eq!(gy.len(), 1, "only Fork is in the graveyard");
    assert!(!gy.iter().any(|id| t.g().obj(*id).unwrap().extra.spell_copy));
    let ev = t.pass_all();
    assert_eq!(count(&ev, "704.5e"), 0);
    assert_eq!(t.life(1), 14);
    assert_eq!(t.g().player(PlayerId(0)).graveyard.len(), 2);
}

#[test]
fn r704_5e_copy_of_a_card_outside_stack_and_battlefield_ceases_to_exist() {
    // No card in our pool makes copies of cards yet (706.12), so the copies are made directly.
    let mut t = game(json!({"players": [{"name": "A"}, {"name": "B"}]}));
    let def = stackwise::cards::builtin().get("Grizzly Bears").unwrap();
    let in_hand = t.gm().create_object(def.clone(), PlayerId(0), Zone::Hand(PlayerId(0)));
    let on_bf = t.gm().create_object(def, PlayerId(0), Zone::Battlefield);
    for id in [in_hand, on_bf] {
        t.gm().obj_mut(id).unwrap().extra.card_copy = true;
    }
    t.gm().events.clear();
    let n = t.gm().check_state_based_actions(1);
    let ev = t.g().events.clone();
    assert_eq!(n, 1);
    assert!(ev.iter().any(|e| e.rule == "704.5e" && matches!(e.kind, EventKind::CeasedToExist { object } if object == in_hand)));
    assert!(t.g().obj(in_hand).is_none());
    assert!(t.g().player(PlayerId(0)).hand.is_empty());
    assert!(t.g().is_on_battlefield(on_bf));
}

// ---------------------------------------------------------------- 704.5f, g, h

#[test]
fn r704_5f_zero_toughness_goes_to_graveyard() {
    // Maro with no cards in hand is 0/0.
    let mut t = game(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R", "battlefield": [{"card": "Maro", "label": "maro"}]},
        {"name": "B"}
    ]}));
    assert_eq!(toughness(&t, "maro"), 1);
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    let f = pos(&ev, "704.5f");
    assert!(matches!(ev[f].kind, EventKind::ZoneChanged { .. }));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::Destroyed { .. })));
    assert_eq!(t.zone("maro"), "graveyard");
    assert_eq!(t.g().stack.len(), 1);
}

#[test]
fn r704_5f_regeneration_cannot_replace_it() {
    let mut t = game(json!({"players": [
        {"name": "A", "mana_pool": "BB", "hand": [{"card": "Disfigure", "label": "disfigure"}],
         "battlefield": [{"card": "Drudge Skeletons", "label": "skel"}]},
        {"name": "B"}
    ]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@skel", "ability": 0, "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "701.13a"));
    assert_eq!(t.g().obj(t.id("skel")).unwrap().extra.regen_shields, 1);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@disfigure", "targets": [{"object": "@skel"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "704.5f"));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::Regenerated { .. })));
    assert_eq!(t.zone("skel"), "graveyard");
}

#[test]
fn r704_5g_lethal_damage_destroys() {
    let mut t = game(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"},
        {"name": "B", "battlefield": [{"card": "Hill Giant", "label": "giant"}, {"card": "Grizzly Bears", "label": "bears"}]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@giant"}], "auto_pay": true}));
    let ev = t.pass_all();
    let d = ev.iter().position(|e| matches!(e.kind, EventKind::Destroyed { .. })).unwrap();
    assert_eq!(ev[d].rule, "704.5g");
    assert_eq!(t.zone("giant"), "graveyard");
    assert_eq!(t.zone("bears"), "battlefield");
    assert_eq!(checks(&ev)[0], (1, 1));
}

#[test]
fn r704_5g_regeneration_can_replace_it() {
    let mut t = game(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"},
        {"name": "B", "mana_pool": "B", "battlefield": [{"card": "Drudge Skeletons", "label": "skel"}]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@skel"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@skel", "ability": 0, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().stack.len(), 1);
    let ev = t.pass_all();
    assert!(cites(&ev, "704.5g"));
    let r = ev.iter().position(|e| matches!(e.kind, EventKind::Regenerated { .. })).unwrap();
    assert_eq!(ev[r].rule, "701.13a");
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::Destroyed { .. })));
    assert_eq!(t.zone("skel"), "battlefield");
    let o = t.g().obj(t.id("skel")).unwrap();
    assert_eq!(o.damage, 0);
    assert!(o.tapped);
    assert_eq!(o.extra.regen_shields, 0);
}

#[test]
fn r704_5h_deathtouch_damage_destroys() {
    let mut t = game(json!({
        "turn": {"step": "beginning_of_combat"},
        "players": [
            {"name": "A", "battlefield": [{"card": "Typhoid Rats", "label": "rats"}]},
            {"name": "B", "battlefield": [{"card": "Hill Giant", "label": "giant"}]}
        ]}));
    let ev = combat(&mut t, json!([{"attacker": "@rats", "target": {"player": 1}}]), json!([{"blocker": "@giant", "attacker": "@rats"}]));
    // One damage on a 3/3 is not lethal: the giant dies because of deathtouch, in the same check as the rats (704.5g).
    let h = ev.iter().position(|e| e.rule == "704.5h" && matches!(e.kind, EventKind::Destroyed { .. })).unwrap();
    assert!(cites(&ev, "704.5g"));
    assert_eq!(checks(&ev).iter().find(|c| c.0 == 1).unwrap().1, 2);
    assert!(h > 0);
    assert_eq!(t.zone("giant"), "graveyard");
    assert_eq!(t.zone("rats"), "graveyard");
}

#[test]
fn r704_5h_regeneration_can_replace_it() {
    let mut t = game(json!({
        "turn": {"step": "beginning_of_combat", "priority": 1},
        "players": [
            {"name": "A", "battlefield": [{"card": "Typhoid Rats", "label": "rats"}]},
            {"name": "B", "battlefield": [{"card": "Cudgel Troll", "label": "troll"}, "Forest"]}
        ]}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@troll", "ability": 0, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("troll")).unwrap().extra.regen_shields, 1);
    let ev = combat(&mut t, json!([{"attacker": "@rats", "target": {"player": 1}}]), json!([{"blocker": "@troll", "attacker": "@rats"}]));
    assert!(cites(&ev, "704.5h"));
    assert!(cites(&ev, "701.13a"));
    assert_eq!(t.zone("troll"), "battlefield");
    let o = t.g().obj(t.id("troll")).unwrap();
    assert!(o.tapped);
    assert_eq!(o.damage, 0);
    assert!(!o.deathtouch_damage);
    assert_eq!(t.zone("rats"), "graveyard");
    // The deathtouch damage was dealt before the last check: it doesn't count again.
    let n = t.gm().check_state_based_actions(1);
    assert_eq!(n, 0);
    assert_eq!(t.zone("troll"), "battlefield");
}

#[test]
fn r704_5g_creatures_leaving_combat_are_checked_again() {
    // While in combat both creatures have +0/+2 and survive their damage; when
    // combat ends (511.3) the bonus ends and the next check destroys them. The
    // check only sees them because leaving combat marks them as changed.
    let mut t = game(json!({
        "turn": {"step": "beginning_of_combat"},
        "players": [
            {"name": "A", "library": library(2), "battlefield": [{"card": "Cudgel Troll", "label": "troll"}, "Combat Bulwark (test card)"]},
            {"name": "B", "library": library(2), "battlefield": [{"card": "Hill Giant", "label": "giant"}]}
        ]}));
    let ev = combat(&mut t, json!([{"attacker": "@troll", "target": {"player": 1}}]), json!([{"blocker": "@giant", "attacker": "@troll"}]));
    assert_eq!(count(&ev, "704.5g"), 0);
    assert_eq!(toughness(&t, "giant"), 5);
    assert_eq!(t.g().obj(t.id("giant")).unwrap().damage, 4);
    let ev = skip_until(&mut t, |g| g.turn.step == Step::PostcombatMain);
    assert_eq!(ev.iter().filter(|e| e.rule == "704.5g" && matches!(e.kind, EventKind::Destroyed { .. })).count(), 2);
    assert!(pos(&ev, "511") < pos(&ev, "704.5g"));
    assert_eq!(t.zone("giant"), "graveyard");
    assert_eq!(t.zone("troll"), "graveyard");
}

// ---------------------------------------------------------------- 704.5i, j, k, m

#[test]
fn r704_5i_planeswalker_with_zero_loyalty_goes_to_graveyard() {
    let mut t = game(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Jace Beleren", "label": "jace", "counters": {"loyalty": 1}}]},
        {"name": "B", "library": library(2)}
    ]}));
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@jace", "ability": 1, "targets": [{"player": 1}]}));
    // Paying the cost leaves 0 loyalty: Jace goes before A receives priority, the ability stays on the stack.
    let i = pos(&ev, "704.5i");
    assert!(pos(&ev, "606.4") < i);
    let prio = ev.iter().position(|e| matches!(e.kind, EventKind::PriorityGiven { .. })).unwrap();
    assert!(i < prio);
    assert_eq!(t.zone("jace"), "graveyard");
    assert_eq!(t.g().stack.len(), 1);
    t.pass_all();
    assert_eq!(hand(&t, 1), 1);
}

#[test]
fn r704_5j_planeswalker_uniqueness_all_controllers() {
    // 2011 wording: two Jaces on the battlefield go, whoever controls them.
    let mut t = game(json!({
        "turn": {"active": 1},
        "players": [
            {"name": "A", "battlefield": [{"card": "Jace Beleren", "label": "beleren"}]},
            {"name": "B", "mana_pool": "3UU", "hand": [{"card": "Jace, Memory Adept", "label": "adept"}]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@adept", "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(count(&ev, "704.5j"), 2);
    assert_eq!(checks(&ev)[0], (1, 2));
    assert_eq!(t.zone("beleren"), "graveyard");
    assert_eq!(t.zone("adept"), "graveyard");
    assert_eq!(t.g().player(PlayerId(0)).graveyard.len(), 1);
    assert_eq!(t.g().player(PlayerId(1)).graveyard.len(), 1);
}

#[test]
fn r704_5k_legend_rule_all_controllers() {
    // 2011 wording: both Isamarus go, though different players control them.
    let mut t = game(json!({
        "turn": {"active": 1},
        "players": [
            {"name": "A", "battlefield": [{"card": "Isamaru, Hound of Konda", "label": "mine"}]},
            {"name": "B", "mana_pool": "W", "hand": [{"card": "Isamaru, Hound of Konda", "label": "theirs"}]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@theirs", "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(count(&ev, "704.5k"), 2);
    assert_eq!(checks(&ev)[0], (1, 2));
    assert_eq!(t.zone("mine"), "graveyard");
    assert_eq!(t.zone("theirs"), "graveyard");
    // Not destruction: nothing is destroyed.
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::Destroyed { .. })));
}

#[test]
fn r704_5k_only_one_legendary_does_not_apply() {
    let mut t = game(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Isamaru, Hound of Konda", "label": "legend"}]},
        {"name": "B"}
    ]}));
    // A nonlegendary permanent with the same name (no card in the pool makes one; built directly).
    let mut d = (*stackwise::cards::builtin().get("Isamaru, Hound of Konda").unwrap()).clone();
    d.supertypes.clear();
    let plain = t.gm().create_object(Arc::new(d), PlayerId(1), Zone::Battlefield);
    t.gm().events.clear();
    assert_eq!(t.gm().check_state_based_actions(1), 0);
    assert_eq!(count(&t.g().events, "704.5k"), 0);
    assert_eq!(t.zone("legend"), "battlefield");
    assert!(t.g().is_on_battlefield(plain));
}

#[test]
fn r704_5k_legend_rule_beats_regeneration() {
    // A legendary creature with lethal damage and a twin: 704.5k puts it into
    // the graveyard at the same time, so a regeneration shield can't keep it.
    let mut t = game(json!({"players": [
        {"name": "A", "mana_pool": "W", "hand": [{"card": "Isamaru, Hound of Konda", "label": "new"}],
         "battlefield": [{"card": "Isamaru, Hound of Konda", "label": "old"}]},
        {"name": "B"}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@new", "auto_pay": true}));
    // While the new one is on the stack, the old one gets a shield and lethal
    // damage with no check in between (no card in the pool does both at once).
    let old = t.id("old");
    t.gm().obj_mut(old).unwrap().extra.regen_shields = 1;
    t.gm().obj_mut(old).unwrap().damage = 2;
    t.gm().mark_dirty(old);
    let ev = t.pass_all();
    assert_eq!(count(&ev, "704.5k"), 2);
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::Regenerated { .. })));
    assert_eq!(t.zone("old"), "graveyard");
    assert_eq!(t.zone("new"), "graveyard");
}

#[test]
fn r704_5m_world_rule_keeps_the_newest() {
    let mut t = game(json!({
        "turn": {"active": 1},
        "players": [
            {"name": "A", "battlefield": [{"card": "Concordant Crossroads", "label": "crossroads"}]},
            {"name": "B", "mana_pool": "2GG", "hand": [{"card": "Living Plane", "label": "plane"}]}
        ]}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@plane", "auto_pay": true}));
    let ev = t.pass_all();
    let m = pos(&ev, "704.5m");
    assert!(matches!(&ev[m].kind, EventKind::ZoneChanged { name, .. } if name == "Concordant Crossroads"));
    assert_eq!(count(&ev, "704.5m"), 1);
    assert_eq!(t.zone("crossroads"), "graveyard");
    assert_eq!(t.zone("plane"), "battlefield");
}

#[test]
fn r704_5m_world_rule_tie_puts_all_into_graveyards() {
    // Nothing in our pool puts two world permanents onto the battlefield at
    // once, so the tie is made directly by giving both the same timestamp.
    let mut t = game(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Concordant Crossroads", "label": "crossroads"}]},
        {"name": "B", "battlefield": [{"card": "Living Plane", "label": "plane"}]}
    ]}));
    // The build already applied the world rule: the later one (Living Plane) stayed.
    assert_eq!(t.zone("crossroads"), "graveyard");
    let crossroads = t.id("crossroads");
    let def = t.g().obj(crossroads).unwrap().def.clone();
    let again = t.gm().create_object(def, PlayerId(0), Zone::Battlefield);
    let ts = t.g().obj(t.id("plane")).unwrap().timestamp;
    t.gm().obj_mut(again).unwrap().timestamp = ts;
    t.gm().events.clear();
    assert_eq!(t.gm().check_state_based_actions(1), 2);
    assert_eq!(count(&t.g().events, "704.5m"), 2);
    assert_eq!(t.zone("plane"), "graveyard");
    assert!(!t.g().is_on_battlefield(again));
}

// ---------------------------------------------------------------- 704.5n, p, q

#[test]
fn r704_5n_aura_attached_to_nothing_goes_to_graveyard() {
    let mut t = game(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Pacifism", "label": "pacifism", "attached_to": "bears"}]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(pos(&ev, "704.5g") < pos(&ev, "704.5n"));
    assert_eq!(checks(&ev)[..2], [(1, 1), (2, 1)]);
    assert_eq!(t.zone("pacifism"), "graveyard");
    assert_eq!(t.g().player(PlayerId(1)).graveyard.len(), 2);
}

#[test]
fn r704_5n_aura_on_an_illegal_object_goes_to_graveyard() {
    // Pacifism enchants a Forest that Living Plane makes a creature. When
    // Concordant Crossroads arrives, the world rule removes Living Plane; the
    // Forest stops being a creature, and Pacifism's attachment is illegal.
    let mut t = game(json!({"players": [
        {"name": "A", "mana_pool": "1WG", "hand": [{"card": "Pacifism", "label": "pacifism"}, {"card": "Concordant Crossroads", "label": "crossroads"}]},
        {"name": "B", "battlefield": [{"card": "Living Plane", "label": "plane"}, {"card": "Forest", "label": "forest"}]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@pacifism", "targets": [{"object": "@forest"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("pacifism")).unwrap().extra.attached_to, Some(TargetChoice::Object(t.id("forest"))));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@crossroads", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(pos(&ev, "704.5m") < pos(&ev, "704.5n"));
    assert_eq!(t.zone("plane"), "graveyard");
    assert_eq!(t.zone("pacifism"), "graveyard");
    assert_eq!(t.zone("forest"), "battlefield");
    assert_eq!(t.zone("crossroads"), "battlefield");
}

#[test]
fn r704_5n_aura_on_a_player_who_left_goes_to_graveyard() {
    let mut t = game(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R",
         "battlefield": [{"card": "Player Aura (test card)", "label": "curse", "attached_to": "player:2"}]},
        {"name": "B"},
        {"name": "C", "life": 3}
    ]}));
    assert_eq!(t.zone("curse"), "battlefield");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 2}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(pos(&ev, "704.5a") < pos(&ev, "704.5n"));
    assert!(lost(&t, 2));
    assert_eq!(t.zone("curse"), "graveyard");
    assert_eq!(winners(&t), None);
}

#[test]
fn r704_5p_equipment_on_an_illegal_permanent_becomes_unattached() {
    // Bonesplitter equips a Forest made a creature by Living Plane; when the
    // world rule removes Living Plane, the Forest is no longer a creature.
    let mut t = game(json!({"players": [
        {"name": "A", "mana_pool": "1G",
         "hand": [{"card": "Concordant Crossroads", "label": "crossroads"}],
         "battlefield": [{"card": "Living Plane", "label": "plane"}, {"card": "Forest", "label": "forest"}, {"card": "Bonesplitter", "label": "splitter"}]},
        {"name": "B"}
    ]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@splitter", "ability": 1, "targets": [{"object": "@forest"}], "mana_abilities": [], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().chars(t.id("forest")).unwrap().power, Some(3));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@crossroads", "auto_pay": true}));
    let ev = t.pass_all();
    let p = pos(&ev, "704.5p");
    assert!(pos(&ev, "704.5m") < p);
    assert!(matches!(ev[p].kind, EventKind::Unattached { .. }));
    assert_eq!(t.zone("splitter"), "battlefield");
    assert_eq!(t.g().obj(t.id("splitter")).unwrap().extra.attached_to, None);
    assert_eq!(t.zone("forest"), "battlefield");
}

#[test]
fn r704_5p_equipment_of_a_dead_creature_stays_on_the_battlefield() {
    let mut t = game(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Bonesplitter", "label": "splitter", "attached_to": "bears"}]}
    ]}));
    assert_eq!(t.g().chars(t.id("bears")).unwrap().power, Some(4));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(pos(&ev, "704.5g") < pos(&ev, "704.5p"));
    assert_eq!(t.zone("splitter"), "battlefield");
    assert_eq!(t.g().obj(t.id("splitter")).unwrap().extra.attached_to, None);
}

#[test]
fn r704_5q_attached_creature_becomes_unattached() {
    let mut t = game(json!({"players": [
        {"name": "A", "mana_pool": "3U", "hand": [{"card": "March of the Machines", "label": "field"}],
         "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Bonesplitter", "label": "splitter", "attached_to": "bears"}]},
        {"name": "B"}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@field", "auto_pay": true}));
    let ev = t.pass_all();
    let q = pos(&ev, "704.5q");
    assert!(matches!(ev[q].kind, EventKind::Unattached { .. }));
    let splitter = t.g().chars(t.id("splitter")).unwrap();
    assert!(splitter.is_creature());
    assert_eq!((splitter.power, splitter.toughness), (Some(1), Some(1)), "its converted mana cost, 1");
    assert_eq!(t.g().obj(t.id("splitter")).unwrap().extra.attached_to, None);
    assert_eq!(t.zone("splitter"), "battlefield");
    assert_eq!(t.g().chars(t.id("bears")).unwrap().power, Some(2));
}

#[test]
fn r704_5q_noncreature_non_aura_non_equipment_becomes_unattached() {
    // Nothing in our pool attaches such a permanent, so the attachment is made directly.
    let mut t = game(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Lich's Mirror", "label": "mirror"}]},
        {"name": "B"}
    ]}));
    let (mirror, bears) = (t.id("mirror"), t.id("bears"));
    t.gm().obj_mut(mirror).unwrap().extra.attached_to = Some(TargetChoice::Object(bears));
    t.gm().attachers.insert(mirror);
    t.gm().mark_dirty(mirror);
    t.gm().events.clear();
    assert_eq!(t.gm().check_state_based_actions(1), 1);
    let ev = t.g().events.clone();
    assert!(ev.iter().any(|e| e.rule == "704.5q" && matches!(e.kind, EventKind::Unattached { object } if object == mirror)));
    assert_eq!(t.g().obj(mirror).unwrap().extra.attached_to, None);
    assert!(t.g().is_on_battlefield(mirror));
}

// ---------------------------------------------------------------- 704.5r, s

#[test]
fn r704_5r_plus_and_minus_counters_annihilate() {
    let mut t = game(json!({"players": [
        {"name": "A", "mana_pool": "B", "hand": [{"card": "Scar", "label": "scar"}],
         "battlefield": [{"card": "Grizzly Bears", "label": "bears", "counters": {"+1/+1": 2}}]},
        {"name": "B"}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@scar", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(count(&ev, "704.5r"), 2);
    assert!(ev.iter().any(|e| e.rule == "704.5r" && matches!(&e.kind, EventKind::CountersChanged { kind, from: 2, to: 1, .. } if kind == "+1/+1")));
    assert!(ev.iter().any(|e| e.rule == "704.5r" && matches!(&e.kind, EventKind::CountersChanged { kind, from: 1, to: 0, .. } if kind == "-1/-1")));
    let c = t.g().counters(t.id("bears"));
    assert_eq!(c.get("+1/+1"), Some(&1));
    assert_eq!(c.get("-1/-1"), None);
    assert_eq!(toughness(&t, "bears"), 3);
}

#[test]
fn r704_5s_counter_limit_trims_extra_counters() {
    let mut t = game(json!({"players": [
        {"name": "A", "mana_pool": "U", "hand": [{"card": "Dream Infusion", "label": "infusion"}],
         "battlefield": [{"card": "Rasputin Dreamweaver", "label": "rasputin", "counters": {"dream": 6}}]},
        {"name": "B"}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@infusion", "targets": [{"object": "@rasputin"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "704.5s" && matches!(&e.kind, EventKind::CountersChanged { kind, from: 8, to: 7, .. } if kind == "dream")));
    assert_eq!(t.g().counters(t.id("rasputin")).get("dream"), Some(&7));
    assert_eq!(t.zone("rasputin"), "battlefield");
}

#[test]
fn r704_5s_rasputin_enters_with_seven() {
    let mut t = game(json!({"players": [
        {"name": "A", "mana_pool": "4WU", "hand": [{"card": "Rasputin Dreamweaver", "label": "rasputin"}]},
        {"name": "B"}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@rasputin", "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(count(&ev, "704.5s"), 0);
    assert_eq!(t.g().counters(t.id("rasputin")).get("dream"), Some(&7));
    // Its mana ability removes a counter (a mana ability: no stack, 605.3a).
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@rasputin", "ability": 0}));
    assert!(cites(&ev, "605.3a"));
    assert_eq!(t.g().counters(t.id("rasputin")).get("dream"), Some(&6));
    assert_eq!(t.g().player(PlayerId(0)).pool.colorless, 1);
}

// ---------------------------------------------------------------- 704.5t, u (Two-Headed Giant)

fn thg(p2: Value) -> Value {
    json!({
        "variant": "two_headed_giant",
        "teams": [[0, 1], [2, 3]],
        "players": [
            {"name": "A", "life": 30, "mana_pool": "R", "hand": [{"card": "Lightning Bolt", "label": "bolt"}],
             "battlefield": [{"card": "Glistener Elf", "label": "elf"}]},
            {"name": "B", "life": 30},
            p2,
            {"name": "D", "life": 30}
        ]
    })
}

#[test]
fn r704_5t_team_with_zero_life_loses() {
    let mut t = game(thg(json!({"name": "C", "life": 3})));
    assert_eq!(t.life(3), 3, "D shares C's team life");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 3}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "704.5t" && matches!(&e.kind, EventKind::TeamLost { players, .. } if players == &vec![PlayerId(2), PlayerId(3)])));
    assert_eq!(count(&ev, "704.5a"), 0);
    assert_eq!(t.life(2), 0);
    assert!(lost(&t, 2) && lost(&t, 3));
    assert!(!lost(&t, 0) && !lost(&t, 1));
    assert_eq!(winners(&t), Some(vec![0, 1]));
}

#[test]
fn r704_5u_team_with_fifteen_poison_loses() {
    // 14 poison counters would lose a normal game (704.5c), but not a Two-Headed Giant team.
    let mut t = game(json!({
        "turn": {"step": "beginning_of_combat"},
        "variant": "two_headed_giant",
        "teams": [[0, 1], [2, 3]],
        "players": [
            {"name": "A", "life": 30, "battlefield": [{"card": "Glistener Elf", "label": "elf"}]},
            {"name": "B", "life": 30},
            {"name": "C", "life": 30, "poison": 14},
            {"name": "D", "life": 30}
        ]}));
    assert!(!lost(&t, 2) && !lost(&t, 3));
    let ev = combat(&mut t, json!([{"attacker": "@elf", "target": {"player": 3}}]), json!([]));
    assert!(ev.iter().any(|e| e.rule == "704.5u" && matches!(e.kind, EventKind::TeamLost { .. })));
    assert_eq!(count(&ev, "704.5c"), 0);
    assert_eq!(t.g().teams[1].poison, 15);
    assert!(lost(&t, 2) && lost(&t, 3));
    assert_eq!(winners(&t), Some(vec![0, 1]));
}

#[test]
fn r704_5b_two_headed_giant_player_loss_is_the_team_loss() {
    // 810.8a: one player drawing from an empty library takes the team down.
    let mut t = game(json!({
        "variant": "two_headed_giant",
        "teams": [[0, 1], [2, 3]],
        "players": [
            {"name": "A", "life": 30, "battlefield": [{"card": "Jace Beleren", "label": "jace"}]},
            {"name": "B", "life": 30},
            {"name": "C", "life": 30, "library": []},
            {"name": "D", "life": 30, "library": library(3)}
        ]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@jace", "ability": 1, "targets": [{"player": 2}]}));
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "704.5b" && matches!(e.kind, EventKind::TeamLost { .. })));
    assert!(ev.iter().any(|e| e.rule == "810.8a" && matches!(e.kind, EventKind::PlayerLost { player: PlayerId(3), .. })));
    assert!(lost(&t, 2) && lost(&t, 3));
    assert_eq!(winners(&t), Some(vec![0, 1]));
}

// ---------------------------------------------------------------- 704.5v (Commander)

#[test]
fn r704_5v_twenty_one_commander_damage_loses() {
    let mut t = game(json!({
        "variant": "commander",
        "turn": {"step": "beginning_of_combat"},
        "players": [
            {"name": "A", "life": 40, "battlefield": [{"card": "Isamaru, Hound of Konda", "label": "isamaru", "commander": true, "commander_damage": {"1": 19}},
                                                      {"card": "Grizzly Bears", "label": "bears"}]},
            {"name": "B", "life": 40}
        ]}));
    let ev = combat(&mut t, json!([{"attacker": "@isamaru", "target": {"player": 1}}, {"attacker": "@bears", "target": {"player": 1}}]), json!([]));
    assert!(ev.iter().any(|e| e.rule == "704.5v" && matches!(e.kind, EventKind::PlayerLost { player: PlayerId(1), .. })));
    assert_eq!(t.life(1), 36, "B still has plenty of life");
    assert_eq!(t.g().player(PlayerId(1)).commander_damage.values().copied().collect::<Vec<_>>(), vec![21]);
    assert!(lost(&t, 1));
    assert_eq!(winners(&t), Some(vec![0]));
}

#[test]
fn r704_5v_damage_from_other_creatures_does_not_count() {
    let mut t = game(json!({
        "variant": "commander",
        "turn": {"step": "beginning_of_combat"},
        "players": [
            {"name": "A", "life": 40, "battlefield": [{"card": "Isamaru, Hound of Konda", "label": "isamaru", "commander": true, "commander_damage": {"1": 18}},
                                                      {"card": "Grizzly Bears", "label": "bears"}]},
            {"name": "B", "life": 40}
        ]}));
    let ev = combat(&mut t, json!([{"attacker": "@isamaru", "target": {"player": 1}}, {"attacker": "@bears", "target": {"player": 1}}]), json!([]));
    assert_eq!(count(&ev, "704.5v"), 0);
    assert_eq!(t.g().player(PlayerId(1)).commander_damage.values().copied().collect::<Vec<_>>(), vec![20]);
    assert!(!lost(&t, 1));
    assert_eq!(t.life(1), 36);
}

// ---------------------------------------------------------------- 704.5w (Archenemy)

#[test]
fn r704_5w_scheme_goes_back_under_the_deck_after_its_trigger() {
    let mut t = game(json!({
        "variant": "archenemy",
        "turn": {"step": "draw"},
        "players": [
            {"name": "A", "life": 40, "schemes": [{"card": "Look Skyward and Despair", "label": "first"}, {"card": "Look Skyward and Despair", "label": "second"}]},
            {"name": "B"}
        ]}));
    let (first, second) = (t.id("first"), t.id("second"));
    assert_eq!(t.g().player(PlayerId(0)).scheme_deck, vec![second, first]);
    let ev = t.pass_all();
    assert_eq!(t.g().turn.step, Step::PrecombatMain);
    assert!(cites(&ev, "904.9"));
    // The scheme's trigger is on the stack: the scheme stays face up.
    assert_eq!(count(&ev, "704.5w"), 0);
    assert_eq!(t.g().stack.len(), 1);
    assert!(!t.g().obj(first).unwrap().face_down);
    assert_eq!(t.g().player(PlayerId(0)).scheme_deck, vec![second]);
    let ev = t.pass_all();
    assert!(cites(&ev, "110.5"));
    let w = pos(&ev, "704.5w");
    assert!(matches!(ev[w].kind, EventKind::SchemeTurnedFaceDown { object } if object == first));
    assert!(pos(&ev, "608.2k") < w);
    assert!(t.g().obj(first).unwrap().face_down);
    assert_eq!(t.g().obj(first).unwrap().zone, Zone::Command);
    // Bottom of the deck is the first element (the top is last).
    assert_eq!(t.g().player(PlayerId(0)).scheme_deck, vec![first, second]);
    let dragons = t.g().battlefield.iter().filter(|id| t.g().name_of(**id) == "Dragon").count();
    assert_eq!(dragons, 1);
}

#[test]
fn r704_5w_ongoing_scheme_stays_face_up() {
    let mut t = game(json!({
        "variant": "archenemy",
        "turn": {"step": "draw"},
        "players": [
            {"name": "A", "life": 40, "schemes": [{"card": "Ongoing Test Scheme", "label": "ongoing"}]},
            {"name": "B"}
        ]}));
    let ev = t.pass_all();
    assert!(cites(&ev, "904.9"));
    assert_eq!(count(&ev, "704.5w"), 0);
    let id = t.id("ongoing");
    assert!(!t.g().obj(id).unwrap().face_down);
    assert!(t.g().player(PlayerId(0)).scheme_deck.is_empty());
    assert_eq!(t.gm().check_state_based_actions(1), 0);
    assert!(!t.g().obj(id).unwrap().face_down);
}

// ---------------------------------------------------------------- 704.6

#[test]
fn r704_6_lich_s_mirror_replaces_one_loss_for_two_reasons() {
    // One card in library, 1 life: Night's Whisper draws two and loses 2 life.
    // 704.5a and 704.5b both apply; Lich's Mirror replaces that one game loss.
    let mut t = game(json!({"players": [
        {"name": "A", "life": 1, "mana_pool": "1B", "library": ["Forest"],
         "hand": [{"card": "Night's Whisper", "label": "whisper"}, "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"],
         "battlefield": [{"card": "Lich's Mirror", "label": "mirror"}, "Swamp"]},
        {"name": "B"}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@whisper", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::DrewFromEmptyLibrary { player: PlayerId(0) })));
    let replaced: Vec<&Event> = ev.iter().filter(|e| matches!(e.kind, EventKind::Replaced { .. })).collect();
    assert_eq!(replaced.len(), 1);
    assert_eq!(replaced[0].rule, "614.1a");
    assert!(replaced[0].text.contains("704.5a") && replaced[0].text.contains("704.5b"));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::PlayerLost { .. })));
    assert!(!lost(&t, 0));
    assert_eq!(t.life(0), 20);
    assert_eq!(hand(&t, 0), 7);
    assert_eq!(t.zone("mirror"), "library");
    assert!(t.g().battlefield.is_empty());
    assert_eq!(winners(&t), None);
    // You keep playing: A has priority in the main phase.
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(0)));
}

#[test]
fn r704_6_without_a_replacement_one_loss_cites_both_rules() {
    let mut t = game(json!({"players": [
        {"name": "A", "life": 1, "mana_pool": "1B", "library": ["Forest"], "hand": [{"card": "Night's Whisper", "label": "whisper"}]},
        {"name": "B"}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@whisper", "auto_pay": true}));
    let ev = t.pass_all();
    let losses: Vec<&Event> = ev.iter().filter(|e| matches!(e.kind, EventKind::PlayerLost { .. })).collect();
    assert_eq!(losses.len(), 1);
    assert_eq!(losses[0].rule, "704.5a+704.5b");
    assert!(lost(&t, 0));
    assert_eq!(winners(&t), Some(vec![1]));
}

#[test]
fn r704_5v_scenario_commander_damage_is_validated() {
    use stackwise::formats::scenario::Scenario;
    let build = |status: Value| {
        let v = json!({"format": "stackwise-scenario", "version": 1, "variant": "commander",
                       "players": [{"name": "A", "battlefield": [status]}, {"name": "B"}]});
        let s: Scenario = serde_json::from_value(v).unwrap();
        s.build().map(|_| ()).unwrap_err()
    };
    let e = build(json!({"card": "Grizzly Bears", "commander_damage": {"1": 5}}));
    assert!(e.iter().any(|m| m.contains("only a commander")), "{e:?}");
    let e = build(json!({"card": "Grizzly Bears", "commander": true, "commander_damage": {"7": 5}}));
    assert!(e.iter().any(|m| m.contains("no player '7'")), "{e:?}");
    let e = build(json!({"card": "Grizzly Bears", "commander": true, "commander_damage": {"x": 5}}));
    assert!(e.iter().any(|m| m.contains("no player 'x'")), "{e:?}");
    let e = build(json!({"card": "Grizzly Bears", "commander": true, "commander_damage": {"1": -2}}));
    assert!(e.iter().any(|m| m.contains("negative")), "{e:?}");
}

#[test]
fn r603_4_rasputin_gets_a_dream_counter_only_if_it_started_the_turn_untapped() {
    // Rasputin's intervening "if": untapped as A's turn began -> a counter at upkeep;
    // tapped as the turn began (it untaps in the untap step) -> no counter.
    for (tapped, expected) in [(false, 6u32), (true, 5u32)] {
        let mut t = game(json!({
            "turn": {"number": 2, "active": 1, "step": "end"},
            "players": [
                {"name": "A", "library": ["Island", "Island"], "battlefield": [{"card": "Rasputin Dreamweaver", "label": "r", "tapped": tapped, "counters": {"dream": 5}}]},
                {"name": "B", "library": ["Island", "Island"]}
            ]}));
        for _ in 0..6 {
            if t.g().turn.active == PlayerId(0) && t.g().turn.step == Step::Upkeep && t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() {
                break;
            }
            t.pass_all();
        }
        // Resolve the trigger if there is one.
        if !t.g().stack.is_empty() {
            t.pass_all();
        }
        let r = t.id("r");
        assert_eq!(t.g().objects[&r].extra.counters.get("dream").copied(), Some(expected), "started tapped: {tapped}");
        assert!(!t.g().objects[&r].tapped);
    }
}

#[test]
fn r615_rasputin_prevents_the_next_damage_for_a_dream_counter() {
    let mut t = game(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Rasputin Dreamweaver", "label": "r", "counters": {"dream": 3}}]},
            {"name": "B", "hand": [{"card": "Shock", "label": "shock"}], "battlefield": ["Mountain"]}
        ]}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@r", "ability": 1}));
    t.pass_all();
    assert_eq!(t.g().objects[&t.id("r")].extra.counters.get("dream").copied(), Some(2));
    t.pass_all();
    // B shocks the 4/1 Rasputin: 1 of the 2 damage is prevented, and 1 is still lethal.
    assert_eq!(t.g().acting_player(), Some(PlayerId(0)));
    t.act(json!({"action": "pass_priority", "player": 0}));
    let ev = t.act(json!({"action": "cast_spell", "player": 1, "card": "@shock", "targets": [{"object": "@r"}], "auto_pay": true}));
    assert!(cites(&ev, "601.2i"));
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::DamagePrevented { amount: 1, .. })), "{:?}", rules(&ev));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::DamageDealt { amount: 1, .. })), "{:?}", rules(&ev));
    assert_eq!(t.zone("r"), "graveyard");
}

#[test]
fn r115_jace_memory_adept_ultimate_targets_any_number_of_players() {
    // -7: any number of target players each draw twenty cards (zero, one or both).
    let lib: Vec<&str> = vec!["Island"; 25];
    let mut t = game(json!({
        "players": [
            {"name": "A", "library": lib, "battlefield": [{"card": "Jace, Memory Adept", "label": "jace", "counters": {"loyalty": 8}}]},
            {"name": "B", "library": lib}
        ]}));
    let acts = t.g().legal_actions();
    let ult = acts.iter().find_map(|a| match a {
        stackwise::rules::legal::LegalAction::Activate { ability: 2, targets, min_targets, .. } => Some((targets.len(), *min_targets)),
        _ => None,
    });
    assert_eq!(ult, Some((2, 0)), "one optional slot per player who can be chosen: two players");
    // The same player can't be chosen twice (115.3).
    let before = t.g().clone();
    assert!(t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@jace", "ability": 2, "targets": [{"player": 1}, {"player": 1}]})).is_err());
    assert!(t.g() == &before);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@jace", "ability": 2, "targets": [{"player": 1}]}));
    t.pass_all();
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 20);
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 0);
    assert_eq!(t.g().objects[&t.id("jace")].extra.counters.get("loyalty").copied(), Some(1));
}
