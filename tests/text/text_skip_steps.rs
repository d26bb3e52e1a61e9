//! 614.1b, 614.10: steps and phases skipped by a static ability: the step
//! doesn't happen (no turn-based actions, no "at the beginning of" triggers,
//! no priority); a phase skipped is each of its steps skipped (500.1);
//! "your" is the controller's turns only, "Players skip their ..." every
//! player's own. Cards compiled from their printed text (the card table):
//! - Eon Hub {5} Artifact: "Players skip their upkeep steps."
//! - Stasis {1}{U} Enchantment: "Players skip their untap steps. / At the
//!   beginning of your upkeep, sacrifice Stasis unless you pay {U}."
//! - Yawgmoth's Bargain {4}{B}{B} Enchantment: "Skip your draw step. / Pay 1 life: Draw a card."
//! - Bitterblossom {1}{B} Tribal Enchantment — Faerie: "At the beginning of
//!   your upkeep, you lose 1 life and create a 1/1 black Faerie Rogue
//!   creature token with flying."
//! - Ajani's Mantra {1}{W} Enchantment: "At the beginning of your upkeep, you may gain 1 life."
//! - Battle-Rattle Shaman {3}{R} 2/2: "At the beginning of combat on your
//!   turn, you may have target creature get +2/+0 until end of turn."
//!
//! Custom cards, written as printed and compiled from that text:
//! - Timeless Stasis {4}{U} Enchantment: "Skip your upkeep step. / Skip your
//!   draw step. / Skip your precombat main phase. / Skip your combat phase.
//!   / Skip your postcombat main phase. / Skip your end step. / Skip your cleanup step."
//! - Sworn Peace {1}{W} Enchantment: "Skip your combat phase."
//! - Frozen Hour {2}{U} Enchantment: "Each player skips his or her untap step."
//! - Quiet Morning {1}{U} Enchantment: "Skip your upkeep and draw steps."

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::Step;
use stackwise::rules::*;
use stackwise::text::{status, table::TableCard, Status};

const TIMELESS_STASIS: &str = "Skip your upkeep step.\nSkip your draw step.\nSkip your precombat main phase.\nSkip your combat phase.\nSkip your postcombat main phase.\nSkip your end step.\nSkip your cleanup step.";

fn cards() -> Vec<Value> {
    let mut cs: Vec<Value> = ["Eon Hub", "Stasis", "Yawgmoth's Bargain", "Bitterblossom", "Ajani's Mantra", "Battle-Rattle Shaman"].iter().map(|n| compiled(n)).collect();
    cs.push(json!({"name": "Timeless Stasis", "mana_cost": "{4}{U}", "type": "Enchantment", "text": TIMELESS_STASIS}));
    cs.push(json!({"name": "Sworn Peace", "mana_cost": "{1}{W}", "type": "Enchantment", "text": "Skip your combat phase."}));
    cs.push(json!({"name": "Frozen Hour", "mana_cost": "{2}{U}", "type": "Enchantment", "text": "Each player skips his or her untap step."}));
    cs.push(json!({"name": "Quiet Morning", "mana_cost": "{1}{U}", "type": "Enchantment", "text": "Skip your upkeep and draw steps."}));
    cs
}

/// A game from the end step of Bob's turn 2: Alice's turn 3 comes next.
fn game(alice_bf: Value, bob_bf: Value) -> T {
    let lib = json!(["Island", "Island", "Island", "Island", "Island", "Island"]);
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": alice_bf, "library": lib},
        {"name": "Bob", "battlefield": bob_bf, "library": lib}
    ], "turn": {"number": 2, "active": 1, "step": "end"}}))
}

/// Play on to `player`'s `step` (of their next turn), answering "may"
/// questions yes and any other with its first choice; the events of the way.
fn run_to(t: &mut T, player: u8, step: Step) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..200 {
        if t.g().turn.active == PlayerId(player) && t.g().turn.step == step && t.g().pending.is_none() {
            return ev;
        }
        match t.g().pending.clone() {
            Some(d) => match d.kind {
                stackwise::rules::state::DecisionKind::DeclareAttackers { .. } => ev.extend(t.act(json!({"action": "declare_attackers", "player": d.player.0, "attackers": []}))),
                stackwise::rules::state::DecisionKind::DeclareBlockers { .. } => ev.extend(t.act(json!({"action": "declare_blockers", "player": d.player.0, "blockers": []}))),
                stackwise::rules::state::DecisionKind::ChooseTargets { slots, .. } => {
                    let first = serde_json::to_value(&slots[0][0]).unwrap();
                    ev.extend(t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [first]})));
                }
                _ => match t.try_act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": true})) {
                    Ok(e) => ev.extend(e),
                    Err(_) => panic!("an unexpected question: {:?}", d.kind),
                },
            },
            None => {
                let p = t.g().acting_player().expect("someone acts");
                ev.extend(t.act(json!({"action": "pass_priority", "player": p.0})));
            }
        }
    }
    panic!("never reached player {player}'s {step:?}");
}

/// The steps that began while `player` was the active player, in order
/// (`first`: the active player as the events began).
fn steps_of(ev: &[Event], first: PlayerId, player: PlayerId) -> Vec<Step> {
    let mut active = Some(first);
    let mut out = Vec::new();
    for e in ev {
        if let EventKind::TurnBegan { player: p, .. } = &e.kind {
            active = Some(*p);
        }
        if let EventKind::StepBegan { step } = e.kind {
            if active == Some(player) {
                out.push(step);
            }
        }
    }
    out
}

/// How many times a player received priority during `player`'s turns.
fn priority_in_turns_of(ev: &[Event], first: PlayerId, player: PlayerId) -> usize {
    let mut active = first;
    let mut n = 0;
    for e in ev {
        match &e.kind {
            EventKind::TurnBegan { player: p, .. } => active = *p,
            EventKind::PriorityGiven { .. } if active == player => n += 1,
            _ => {}
        }
    }
    n
}

/// "Players skip their upkeep steps.": neither player's "at the beginning
/// of your upkeep" abilities trigger; without Eon Hub both do.
#[test]
fn r614_10_players_skip_their_upkeep_steps() {
    for watcher in ["Bitterblossom", "Ajani's Mantra"] {
        for hub in [true, false] {
            let alice: Vec<Value> = if hub { vec![json!("Eon Hub"), json!(watcher)] } else { vec![json!(watcher)] };
            let mut t = game(json!(alice), json!([watcher]));
            let first = t.g().turn.active;
            let mut ev = run_to(&mut t, 0, Step::PrecombatMain);
            ev.extend(run_to(&mut t, 1, Step::PrecombatMain));
            let expected = if hub { 0 } else { 2 };
            assert_eq!(triggered(&ev), expected, "{watcher}, Eon Hub {hub}: {:?}", rules(&ev));
            let (a, b) = (steps_of(&ev, first, PlayerId(0)), steps_of(&ev, first, PlayerId(1)));
            assert_eq!(a.contains(&Step::Upkeep), !hub, "Alice's steps {a:?}");
            assert_eq!(b.contains(&Step::Upkeep), !hub, "Bob's steps {b:?}: the Hub is Alice's, its words every player's");
            assert!(a.contains(&Step::Draw) && b.contains(&Step::Draw));
        }
    }
}

/// "Players skip their untap steps." / "Each player skips his or her untap
/// step.": tapped permanents stay tapped through both players' turns.
#[test]
fn r614_10_players_skip_their_untap_steps() {
    for card in ["Stasis", "Frozen Hour"] {
        let mut t = game(json!([{"card": "Island", "label": "ai", "tapped": true}]), json!([card, {"card": "Forest", "label": "bf", "tapped": true}]));
        let first = t.g().turn.active;
        let ev = run_to(&mut t, 0, Step::PrecombatMain);
        assert!(!steps_of(&ev, first, PlayerId(0)).contains(&Step::Untap), "{card}: Alice's untap step is skipped");
        assert!(t.g().obj(t.id("ai")).unwrap().tapped, "{card}: Alice's Island stays tapped");
        let ev = run_to(&mut t, 1, Step::PrecombatMain);
        assert!(!steps_of(&ev, first, PlayerId(1)).contains(&Step::Untap), "{card}: Bob's too");
        assert!(t.g().obj(t.id("bf")).unwrap().tapped, "{card}: Bob's Forest stays tapped");
        assert_eq!(t.g().player(PlayerId(1)).hand.len(), 1, "{card}: Bob's draw step happens");
    }
}

/// "Skip your combat phase." (Sworn Peace, Timeless Stasis): none of the
/// combat steps begins on Alice's turns, her "at the beginning of combat on
/// your turn" ability doesn't trigger, nobody gets priority in them; Bob's
/// turn has its combat phase, with his Shaman's trigger.
#[test]
fn r614_10_a_skipped_phase_is_each_of_its_steps_skipped() {
    for card in ["Sworn Peace", "Timeless Stasis"] {
        let mut t = game(json!([card, "Battle-Rattle Shaman"]), json!(["Battle-Rattle Shaman"]));
        let first = t.g().turn.active;
        let ev = run_to(&mut t, 1, Step::Upkeep);
        let alice = steps_of(&ev, first, PlayerId(0));
        let combat = [Step::BeginningOfCombat, Step::DeclareAttackers, Step::DeclareBlockers, Step::CombatDamage, Step::EndOfCombat];
        assert!(alice.iter().all(|s| !combat.contains(s)), "{card}: Alice's steps {alice:?}");
        assert_eq!(triggered(&ev), 0, "{card}: Alice's Shaman doesn't trigger");
        // Alice got priority only outside combat (and, under Timeless Stasis, not at all).
        if card == "Timeless Stasis" {
            assert_eq!(alice, vec![Step::Untap], "only the untap step, where nobody gets priority");
            assert_eq!(priority_in_turns_of(&ev, first, PlayerId(0)), 0, "nobody got priority in Alice's turn");
        } else {
            assert_eq!(alice, vec![Step::Untap, Step::Upkeep, Step::Draw, Step::PrecombatMain, Step::PostcombatMain, Step::End, Step::Cleanup]);
            assert!(priority_in_turns_of(&ev, first, PlayerId(0)) > 0, "Alice's other steps have priority");
        }
        // Bob's turn: his beginning of combat happens and his Shaman triggers.
        let first = t.g().turn.active;
        let ev = run_to(&mut t, 1, Step::PostcombatMain);
        let bob = steps_of(&ev, first, PlayerId(1));
        assert!(bob.contains(&Step::BeginningOfCombat) && bob.contains(&Step::DeclareAttackers) && bob.contains(&Step::EndOfCombat), "{card}: Bob's steps {bob:?}");
        assert_eq!(triggered(&ev), 1, "{card}: Bob's Shaman: {:?}", rules(&ev));
    }
}

/// "Skip your draw step." and "Skip your upkeep and draw steps.": only the
/// controller's steps; the other player's happen.
#[test]
fn r614_10_your_steps_only() {
    for (card, upkeep_too) in [("Yawgmoth's Bargain", false), ("Quiet Morning", true)] {
        let mut t = game(json!([card, "Bitterblossom"]), json!(["Bitterblossom"]));
        let first = t.g().turn.active;
        let ev = run_to(&mut t, 0, Step::PrecombatMain);
        let alice = steps_of(&ev, first, PlayerId(0));
        assert!(!alice.contains(&Step::Draw), "{card}: {alice:?}");
        assert_eq!(alice.contains(&Step::Upkeep), !upkeep_too, "{card}: {alice:?}");
        assert_eq!(t.g().player(PlayerId(0)).hand.len(), 0, "{card}: Alice drew nothing");
        assert_eq!(triggered(&ev), if upkeep_too { 0 } else { 1 }, "{card}");
        let ev = run_to(&mut t, 1, Step::PrecombatMain);
        assert_eq!(t.g().player(PlayerId(1)).hand.len(), 1, "{card}: Bob drew");
        assert_eq!(triggered(&ev), 1, "{card}: Bob's upkeep happened");
    }
}

/// The wordings read, each written back as it was read; pool cards
/// understood; shapes that name no step left unread.
#[test]
fn skip_wordings_are_understood() {
    for name in ["Eon Hub", "Stasis", "Yawgmoth's Bargain", "Symbiotic Deployment"] {
        assert_eq!(status(common::card_table::card(name)).0, Status::Understood, "{name}");
    }
    let card = |text: &str| TableCard { name: "Odd Hour".into(), type_line: "Enchantment".into(), mana_cost: Some("{1}".into()), layout: "normal".into(), text: text.into(), ..TableCard::default() };
    for text in [
        TIMELESS_STASIS,
        "Skip your untap step.",
        "Skip your upkeep and draw steps.",
        "Skip your beginning of combat, declare attackers, and end of combat steps.",
        "Skip your precombat main and postcombat main phases.",
        "Players skip their combat phases.",
        "Players skip their end and cleanup steps.",
        "Each player skips his or her untap step.",
        "Skip your ending phase.",
        "Skip your beginning phase.",
    ] {
        assert_eq!(status(&card(text)).0, Status::Understood, "{text}");
    }
    for text in ["Skip your combat step.", "Skip your upkeep phase.", "Skip your draw and upkeep steps.", "Skip your upkeep and upkeep steps.", "Skip your upkeep steps.", "Players skip their upkeep step."] {
        assert!(matches!(status(&card(text)).0, Status::NotCompiled(_)), "{text}");
    }
}
