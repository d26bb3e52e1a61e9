//! Turn structure (500–514), playing lands (305) and priority (116).
use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::{DecisionKind, Flow};
use stackwise::rules::*;

/// The steps that began, in order, as recorded by StepBegan events.
fn steps_began(events: &[Event]) -> Vec<Step> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::StepBegan { step } => Some(*step),
            _ => None,
        })
        .collect()
}

/// Whoever must act passes (answering attacker/blocker decisions with "none")
/// until the given turn and step are reached. Stops at any other pending decision.
fn pass_until(t: &mut T, turn: u32, step: Step) -> Vec<Event> {
    let mut out = Vec::new();
    for _ in 0..200 {
        if t.g().turn.number == turn && t.g().turn.step == step && matches!(t.g().flow, Flow::Priority(_)) {
            break;
        }
        if t.g().winners.is_some() {
            break;
        }
        if let Some(d) = t.g().pending.clone() {
            let a = match d.kind {
                DecisionKind::DeclareAttackers { .. } => json!({"action": "declare_attackers", "player": d.player.0, "attackers": []}),
                DecisionKind::DeclareBlockers { .. } => json!({"action": "declare_blockers", "player": d.player.0, "blockers": []}),
                _ => break,
            };
            out.extend(t.act(a));
            continue;
        }
        let Some(p) = t.g().acting_player() else { break };
        out.extend(t.act(json!({"action": "pass_priority", "player": p.0})));
    }
    out
}

fn libs(n: usize) -> Value {
    Value::Array((0..n).map(|_| json!("Forest")).collect())
}

fn first_striker() -> Value {
    json!({"name": "Quick Blade", "mana_cost": "{1}{W}", "type": "Creature — Soldier", "power": 2, "toughness": 1, "text": "First strike"})
}

#[test]
fn r500_1_every_step_in_order_through_a_full_turn_into_the_next() {
    let mut t = T::new(json!({
        "cards": [first_striker()],
        "players": [
            {"name": "A", "library": libs(3), "battlefield": [{"card": "Quick Blade", "label": "blade"}]},
            {"name": "B", "library": libs(3)}
        ],
        "turn": {"number": 2, "active": 0, "step": "upkeep"}
    }));
    let mut ev = Vec::new();
    // Upkeep -> precombat main.
    ev.extend(pass_until(&mut t, 2, Step::PrecombatMain));
    ev.extend(t.pass_all()); // main ends
    ev.extend(t.pass_all()); // beginning of combat ends: attackers decision
    assert_eq!(t.g().pending.as_ref().map(|d| d.rule.as_str()), Some("508.1"));
    ev.extend(t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@blade", "target": {"player": 1}}]})));
    ev.extend(pass_until(&mut t, 3, Step::PrecombatMain));
    use Step::*;
    assert_eq!(
        steps_began(&ev),
        vec![
            Draw, PrecombatMain, BeginningOfCombat, DeclareAttackers, DeclareBlockers, FirstStrikeDamage, CombatDamage,
            EndOfCombat, PostcombatMain, End, Cleanup, Untap, Upkeep, Draw, PrecombatMain
        ]
    );
    // The step events cite their own rules, and the new turn is announced (500.1).
    for r in ["504", "505", "507", "508", "509", "510", "511", "513", "514", "502", "503"] {
        assert!(cites(&ev, r), "no event cites {r}");
    }
    let turn_began: Vec<(u32, PlayerId)> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::TurnBegan { turn, player } => Some((*turn, *player)),
            _ => None,
        })
        .collect();
    assert_eq!(turn_began, vec![(3, PlayerId(1))]);
    assert!(cites(&ev, "500.1"));
    // The TurnBegan event comes between the cleanup step and the untap step.
    let pos_turn = ev.iter().position(|e| matches!(e.kind, EventKind::TurnBegan { .. })).unwrap();
    let pos_cleanup = ev.iter().position(|e| e.kind == EventKind::StepBegan { step: Cleanup }).unwrap();
    let pos_untap = ev.iter().position(|e| e.kind == EventKind::StepBegan { step: Untap }).unwrap();
    assert!(pos_cleanup < pos_turn && pos_turn < pos_untap);
    // The combat really happened: 2 first-strike damage to B.
    assert_eq!(t.life(1), 18);
    assert_eq!(t.g().turn.active, PlayerId(1));
}

#[test]
fn r502_2_untap_step_untaps_active_players_permanents_and_502_3_gives_no_priority() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "library": libs(2), "battlefield": [{"card": "Mountain", "label": "a_land", "tapped": true}]},
            {"name": "B", "library": libs(2), "battlefield": [
                {"card": "Forest", "label": "b_land", "tapped": true},
                {"card": "Grizzly Bears", "label": "b_bears", "tapped": true}]}
        ],
        "turn": {"number": 1, "active": 0, "step": "end"}
    }));
    let ev = pass_until(&mut t, 2, Step::Upkeep);
    let b_land = t.id("b_land");
    let b_bears = t.id("b_bears");
    // 502.2: one simultaneous untap, one event naming every permanent it untapped.
    let untapped: Vec<ObjectId> = ev
        .iter()
        .filter_map(|e| match (&e.kind, &*e.rule) {
            (EventKind::PermanentsUntapped { ranges, .. }, "502.2") => Some(ranges),
            _ => None,
        })
        .flat_map(|r| r.iter().flat_map(|(f, l, s)| (f.0..=l.0).step_by(*s as usize).map(ObjectId)))
        .collect();
    assert_eq!(untapped.len(), 2);
    assert!(untapped.contains(&b_land) && untapped.contains(&b_bears));
    assert!(!t.g().objects[&b_land].tapped);
    assert!(!t.g().objects[&b_bears].tapped);
    // Only the active player's permanents untap.
    assert!(t.g().objects[&t.id("a_land")].tapped);
    // 502.3: nobody receives priority between the start of the untap step and the upkeep.
    let s = ev.iter().position(|e| e.kind == EventKind::StepBegan { step: Step::Untap }).unwrap();
    let u = ev.iter().position(|e| e.kind == EventKind::StepBegan { step: Step::Upkeep }).unwrap();
    assert!(!ev[s..u].iter().any(|e| matches!(e.kind, EventKind::PriorityGiven { .. })));
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(1)));
}

#[test]
fn r504_1_draw_step_active_player_draws() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "library": [{"card": "Forest", "label": "top"}, "Island"]},
            {"name": "B", "library": libs(2)}
        ],
        "turn": {"number": 2, "active": 0, "step": "upkeep"}
    }));
    let ev = t.pass_all();
    assert_eq!(t.g().turn.step, Step::Draw);
    assert!(ev.iter().any(|e| e.rule == "504.1" && matches!(e.kind, EventKind::Drew { player: PlayerId(0), .. })));
    assert_eq!(t.zone("top"), "hand");
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1);
    assert_eq!(t.g().player(PlayerId(0)).library.len(), 1);
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 0);
}

#[test]
fn r704_5b_drawing_from_empty_library_is_recorded_and_loses_at_next_check() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "library": []},
            {"name": "B", "library": libs(1)}
        ],
        "turn": {"number": 2, "active": 0, "step": "upkeep"}
    }));
    let ev = t.pass_all();
    let drew = ev.iter().position(|e| e.rule == "504.1" && e.kind == EventKind::DrewFromEmptyLibrary { player: PlayerId(0) });
    let lost = ev.iter().position(|e| e.rule == "704.5b" && matches!(e.kind, EventKind::PlayerLost { player: PlayerId(0), .. }));
    assert!(drew.is_some(), "the failed draw is recorded");
    assert!(lost.is_some(), "704.5b makes A lose");
    assert!(drew.unwrap() < lost.unwrap());
    assert_eq!(t.g().winners, Some(vec![PlayerId(1)]));
    assert!(t.g().player(PlayerId(0)).lost);
}

#[test]
fn r305_1_play_a_land_in_own_main_phase() {
    let mut t = T::new(json!({
        "players": [{"name": "A", "hand": [{"card": "Forest", "label": "f"}]}, {"name": "B"}]
    }));
    let ev = t.act(json!({"action": "play_land", "player": 0, "card": "@f"}));
    assert!(ev.iter().any(|e| e.rule == "305.1" && matches!(e.kind, EventKind::LandPlayed { player: PlayerId(0), .. })));
    assert_eq!(t.zone("f"), "battlefield");
    assert_eq!(t.g().player(PlayerId(0)).lands_played, 1);
    // Playing a land uses no stack, and the player keeps priority.
    assert!(t.g().stack.is_empty());
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(0)));
}

#[test]
fn r305_2_only_one_land_per_turn() {
    let mut t = T::new(json!({
        "players": [{"name": "A", "hand": [{"card": "Forest", "label": "f"}, {"card": "Island", "label": "i"}]}, {"name": "B"}]
    }));
    t.act(json!({"action": "play_land", "player": 0, "card": "@f"}));
    let before = t.g().clone();
    let err = t.try_act(json!({"action": "play_land", "player": 0, "card": "@i"})).unwrap_err();
    assert!(err.to_string().contains("305.2"), "{err}");
    assert_eq!(t.g(), &before);
    assert_eq!(t.zone("i"), "hand");
}

#[test]
fn r305_1_no_land_outside_main_phase_with_stack_or_on_opponents_turn() {
    // Upkeep: not a main phase.
    let mut t = T::new(json!({
        "players": [{"name": "A", "hand": [{"card": "Forest", "label": "f"}], "library": libs(1)}, {"name": "B"}],
        "turn": {"number": 2, "active": 0, "step": "upkeep"}
    }));
    let before = t.g().clone();
    assert!(t.try_act(json!({"action": "play_land", "player": 0, "card": "@f"})).is_err());
    assert_eq!(t.g(), &before);

    // Main phase, but the stack is not empty.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Forest", "label": "f"}, {"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]},
            {"name": "B"}
        ]
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(0)));
    let before = t.g().clone();
    let err = t.try_act(json!({"action": "play_land", "player": 0, "card": "@f"})).unwrap_err();
    assert!(err.to_string().contains("305.1"), "{err}");
    assert_eq!(t.g(), &before);

    // The opponent's main phase: B has priority there but may not play a land.
    let mut t = T::new(json!({
        "players": [{"name": "A"}, {"name": "B", "hand": [{"card": "Forest", "label": "bf"}]}]
    }));
    t.act(json!({"action": "pass_priority", "player": 0}));
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(1)));
    let before = t.g().clone();
    assert!(t.try_act(json!({"action": "play_land", "player": 1, "card": "@bf"})).is_err());
    assert_eq!(t.g(), &before);
}

#[test]
fn r116_4_all_pass_with_empty_stack_ends_the_step() {
    let mut t = T::new(json!({"players": [{"name": "A"}, {"name": "B"}]}));
    let ev = t.act(json!({"action": "pass_priority", "player": 0}));
    // One pass is not enough: priority moves to the next player (116.3d).
    assert_eq!(t.g().turn.step, Step::PrecombatMain);
    assert!(ev.iter().any(|e| e.kind == EventKind::PriorityGiven { player: PlayerId(1) }));
    let ev = t.act(json!({"action": "pass_priority", "player": 1}));
    assert!(ev.iter().any(|e| e.kind == EventKind::StepEnded { step: Step::PrecombatMain }));
    assert!(ev.iter().any(|e| e.kind == EventKind::StepBegan { step: Step::BeginningOfCombat }));
    assert_eq!(t.g().turn.step, Step::BeginningOfCombat);
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(0)));
}

#[test]
fn r116_4_an_action_breaks_the_succession_of_passes() {
    let mut t = T::new(json!({
        "players": [{"name": "A"}, {"name": "B", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]}]
    }));
    t.act(json!({"action": "pass_priority", "player": 0}));
    // B casts instead of passing: A's earlier pass no longer counts.
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    let ev = t.act(json!({"action": "pass_priority", "player": 1}));
    assert!(!cites(&ev, "608.1"));
    assert_eq!(t.g().stack.len(), 1);
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(0)));
    let ev = t.act(json!({"action": "pass_priority", "player": 0}));
    assert!(cites(&ev, "608.1"));
    assert_eq!(t.life(0), 17);
}

#[test]
fn r608_1_top_of_stack_resolves_and_116_3b_active_player_gets_priority() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "a_bolt"}], "battlefield": ["Mountain"]},
            {"name": "B", "hand": [{"card": "Lightning Bolt", "label": "b_bolt"}], "battlefield": ["Mountain"]}
        ]
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@a_bolt", "targets": [{"player": 1}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@b_bolt", "targets": [{"player": 0}], "auto_pay": true}));
    // B cast last, so B has priority (116.3c); both pass: B's Bolt (the top) resolves first.
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(1)));
    t.act(json!({"action": "pass_priority", "player": 1}));
    let ev = t.act(json!({"action": "pass_priority", "player": 0}));
    assert!(cites(&ev, "608.1"));
    assert_eq!(t.life(0), 17);
    assert_eq!(t.life(1), 20);
    assert_eq!(t.zone("b_bolt"), "graveyard");
    assert_eq!(t.zone("a_bolt"), "stack");
    // 116.3b: after resolution the ACTIVE player (A) receives priority, not the last to pass.
    let last_prio = ev.iter().rev().find_map(|e| match e.kind {
        EventKind::PriorityGiven { player } => Some(player),
        _ => None,
    });
    assert_eq!(last_prio, Some(PlayerId(0)));
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(0)));
    assert_eq!(t.g().turn.step, Step::PrecombatMain);
}

#[test]
fn r116_3c_caster_receives_priority_again() {
    let mut t = T::new(json!({
        "players": [{"name": "A"}, {"name": "B", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]}]
    }));
    t.act(json!({"action": "pass_priority", "player": 0}));
    let ev = t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    assert!(ev.iter().any(|e| e.kind == EventKind::PriorityGiven { player: PlayerId(1) }));
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(1)));
    assert_eq!(t.g().turn.passes, 0);
}

#[test]
fn r500_4_mana_empties_between_steps() {
    let mut t = T::new(json!({
        "players": [{"name": "A", "battlefield": [{"card": "Mountain", "label": "m"}]}, {"name": "B"}]
    }));
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@m", "ability": 0}));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::ManaAdded { player: PlayerId(0), .. })));
    assert_eq!(t.g().player(PlayerId(0)).pool.red, 1);
    // Passing within the step keeps the mana.
    t.act(json!({"action": "pass_priority", "player": 0}));
    assert_eq!(t.g().player(PlayerId(0)).pool.red, 1);
    let ev = t.act(json!({"action": "pass_priority", "player": 1}));
    assert!(ev.iter().any(|e| e.rule == "500.4" && e.kind == EventKind::ManaEmptied { player: PlayerId(0) }));
    assert!(t.g().player(PlayerId(0)).pool.is_empty());
    assert_eq!(t.g().turn.step, Step::BeginningOfCombat);
}

#[test]
fn r514_1_discard_to_maximum_hand_size_is_a_decision() {
    let hand: Vec<Value> = (0..9).map(|i| json!({"card": "Forest", "label": format!("c{i}")})).collect();
    let mut t = T::new(json!({
        "players": [{"name": "A", "hand": hand}, {"name": "B", "library": libs(1)}],
        "turn": {"number": 1, "active": 0, "step": "end"}
    }));
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.kind == EventKind::StepBegan { step: Step::Cleanup }));
    let d = t.g().pending.clone().expect("a discard decision");
    assert_eq!(d.rule, "514.1");
    assert_eq!(d.player, PlayerId(0));
    match &d.kind {
        DecisionKind::ChooseCards { from, min, max, .. } => {
            assert_eq!((*min, *max), (2, 2));
            assert_eq!(from.len(), 9);
        }
        other => panic!("unexpected decision {other:?}"),
    }
    // Choosing the wrong number is refused and changes nothing.
    let before = t.g().clone();
    assert!(t.try_act(json!({"action": "choose_cards", "player": 0, "cards": ["@c0"]})).is_err());
    assert_eq!(t.g(), &before);
    let ev = t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@c0", "@c5"]}));
    let discarded: Vec<ObjectId> = ev
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Discarded { object, .. } => Some(object),
            _ => None,
        })
        .collect();
    assert_eq!(discarded.len(), 2);
    assert!(cites(&ev, "514.1"));
    assert_eq!(t.zone("c0"), "graveyard");
    assert_eq!(t.zone("c5"), "graveyard");
    assert_eq!(t.zone("c1"), "hand");
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 7);
    // The cleanup step finished and the next turn began.
    assert!(cites(&ev, "514.2"));
    assert_eq!(t.g().turn.number, 2);
    assert_eq!(t.g().turn.active, PlayerId(1));
}

fn pump_cards() -> Value {
    json!([
        {"name": "Sudden Growth", "mana_cost": "{G}", "type": "Instant", "text": "Target creature gets +3/+3 until end of turn."},
        {"name": "Withering Touch", "mana_cost": "{B}", "type": "Sorcery", "text": "Put two -1/-1 counters on target creature."}
    ])
}

#[test]
fn r514_2_damage_wears_off_and_until_end_of_turn_effects_end() {
    let mut t = T::new(json!({
        "cards": pump_cards(),
        "players": [
            {"name": "A", "hand": [{"card": "Sudden Growth", "label": "g"}], "battlefield": ["Forest", {"card": "Grizzly Bears", "label": "bears", "damage": 1}]},
            {"name": "B", "library": libs(1)}
        ],
        "turn": {"number": 1, "active": 0, "step": "end"}
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@g", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    let bears = t.id("bears");
    let c = t.g().chars(bears).unwrap();
    assert_eq!((c.power, c.toughness), (Some(5), Some(5)));
    assert_eq!(t.g().objects[&bears].damage, 1);
    // End step ends; cleanup.
    let ev = t.pass_all();
    let e = ev.iter().find(|e| e.rule == "514.2").expect("514.2 event");
    assert_eq!(e.kind, EventKind::EffectsEnded { count: 1 });
    let bears = t.id("bears");
    assert_eq!(t.g().objects[&bears].damage, 0);
    let c = t.g().chars(bears).unwrap();
    assert_eq!((c.power, c.toughness), (Some(2), Some(2)));
    assert!(t.g().effects.is_empty());
    assert_eq!(t.g().turn.number, 2);
}

#[test]
fn r514_3a_state_based_action_in_cleanup_gives_priority_then_another_cleanup() {
    let mut t = T::new(json!({
        "cards": pump_cards(),
        "players": [
            {"name": "A", "mana_pool": "GB", "library": libs(1),
             "hand": [{"card": "Sudden Growth", "label": "g"}, {"card": "Withering Touch", "label": "w"}],
             "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]},
            {"name": "B", "library": libs(1)}
        ],
        "turn": {"number": 1, "active": 0, "step": "postcombat_main"}
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@g", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@w", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    // 2/2 +3/+3 with two -1/-1 counters: 3/3 for now.
    let c = t.g().chars(t.id("bears")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(3), Some(3)));
    assert_eq!(t.zone("bears"), "battlefield");
    let mut ev = t.pass_all(); // postcombat main -> end step
    assert_eq!(t.g().turn.step, Step::End);
    ev.extend(t.pass_all()); // end -> cleanup: the pump ends, the Bears are 0/0 and die (704.5f)
    assert_eq!(t.g().turn.step, Step::Cleanup);
    assert_eq!(t.g().turn.number, 1);
    assert!(cites(&ev, "514.2"));
    assert!(cites(&ev, "704.5f"));
    assert!(cites(&ev, "514.3a"));
    assert_eq!(t.zone("bears"), "graveyard");
    // Players receive priority during the cleanup step.
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(0)));
    assert!(t.g().legal_actions().contains(&LegalAction::Pass { player: PlayerId(0) }));
    let ev = t.pass_all();
    // Another cleanup step follows, then the next turn.
    let began = steps_began(&ev);
    assert_eq!(began.first(), Some(&Step::Cleanup));
    assert!(began.contains(&Step::Untap));
    assert_eq!(t.g().turn.number, 2);
    assert!(!t.g().cleanup_again);
}

#[test]
fn r514_3_cleanup_without_events_gives_no_priority() {
    let mut t = T::new(json!({
        "players": [{"name": "A"}, {"name": "B", "library": libs(1)}],
        "turn": {"number": 1, "active": 0, "step": "end"}
    }));
    let ev = t.pass_all();
    let s = ev.iter().position(|e| e.kind == EventKind::StepBegan { step: Step::Cleanup }).unwrap();
    let u = ev.iter().position(|e| e.kind == EventKind::StepBegan { step: Step::Untap }).unwrap();
    assert!(!ev[s..u].iter().any(|e| matches!(e.kind, EventKind::PriorityGiven { .. })));
    assert!(!cites(&ev, "514.3a"));
    assert_eq!(steps_began(&ev).iter().filter(|s| **s == Step::Cleanup).count(), 1);
}

fn has_cast(acts: &[LegalAction], card: ObjectId) -> Option<&LegalAction> {
    acts.iter().find(|a| matches!(a, LegalAction::Cast { card: c, .. } if *c == card))
}

#[test]
fn r116_legal_actions_for_the_priority_holder() {
    let mut t = T::new(json!({
        "cards": pump_cards(),
        "players": [
            {"name": "A",
             "hand": [{"card": "Forest", "label": "f"}, {"card": "Lightning Bolt", "label": "bolt"},
                      {"card": "Lightning Bolt", "label": "bolt2"}, {"card": "Withering Touch", "label": "w"},
                      {"card": "Sudden Growth", "label": "g"}],
             "battlefield": [{"card": "Mountain", "label": "m1"}, {"card": "Mountain", "label": "m2"}, {"card": "Swamp", "label": "s"}]},
            {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}
        ]
    }));
    let acts = t.g().legal_actions();
    assert_eq!(acts[0], LegalAction::Pass { player: PlayerId(0) });
    assert!(acts.iter().any(|a| matches!(a, LegalAction::PlayLand { card, .. } if *card == t.id("f"))));
    // Bolt: castable, with every creature and player as targets.
    match has_cast(&acts, t.id("bolt")).expect("bolt castable") {
        LegalAction::Cast { options, .. } => {
            assert_eq!(options.len(), 1);
            let tg = &options[0].targets[0];
            assert!(tg.contains(&TargetChoice::Player(PlayerId(0))));
            assert!(tg.contains(&TargetChoice::Player(PlayerId(1))));
            assert!(tg.contains(&TargetChoice::Object(t.id("bears"))));
            assert!(!tg.contains(&TargetChoice::Object(t.id("m1"))), "a land is not a creature");
        }
        _ => unreachable!(),
    }
    // The sorcery is castable now (own main phase, empty stack).
    assert!(has_cast(&acts, t.id("w")).is_some());
    // Sudden Growth needs {G}: no green source, so it is absent.
    assert!(has_cast(&acts, t.id("g")).is_none());
    // Mana abilities of the lands are listed.
    assert!(acts.iter().any(|a| matches!(a, LegalAction::Activate { source, mana_ability: true, .. } if *source == t.id("m1"))));

    // Cast the Bolt: the stack is not empty; sorcery-speed things disappear.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "mana_abilities": [{"source": "@m1"}]}));
    let acts = t.g().legal_actions();
    assert_eq!(acts[0], LegalAction::Pass { player: PlayerId(0) });
    assert!(!acts.iter().any(|a| matches!(a, LegalAction::PlayLand { .. })));
    assert!(has_cast(&acts, t.id("w")).is_none());
    assert!(has_cast(&acts, t.id("bolt2")).is_some(), "an instant can still be cast");
    // The tapped Mountain's mana ability is gone; the other is there.
    assert!(!acts.iter().any(|a| matches!(a, LegalAction::Activate { source, .. } if *source == t.id("m1"))));
    assert!(acts.iter().any(|a| matches!(a, LegalAction::Activate { source, .. } if *source == t.id("m2"))));

    // The opponent, when holding priority, gets only a pass here (no cards, no abilities).
    t.act(json!({"action": "pass_priority", "player": 0}));
    assert_eq!(t.g().legal_actions(), vec![LegalAction::Pass { player: PlayerId(1) }]);
}

#[test]
fn r116_legal_actions_no_land_once_played_and_decision_when_pending() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Forest", "label": "f"}, {"card": "Island", "label": "i"}],
             "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]},
            {"name": "B"}
        ]
    }));
    t.act(json!({"action": "play_land", "player": 0, "card": "@f"}));
    let acts = t.g().legal_actions();
    assert!(!acts.iter().any(|a| matches!(a, LegalAction::PlayLand { .. })));
    t.pass_all();
    t.pass_all();
    // Declare attackers: the only legal action is the decision.
    let acts = t.g().legal_actions();
    assert_eq!(acts.len(), 1);
    assert!(matches!(&acts[0], LegalAction::Decide { decision } if decision.rule == "508.1"));
}

#[test]
fn r103_7a_starting_player_skips_the_draw_step_of_the_first_turn() {
    let mut t = T::new(json!({
        "players": [{"name": "A", "library": libs(3)}, {"name": "B", "library": libs(3)}],
        "turn": {"number": 1, "active": 0, "step": "upkeep"}
    }));
    let ev = t.pass_all();
    assert_eq!(t.g().turn.step, Step::PrecombatMain);
    assert!(!steps_began(&ev).contains(&Step::Draw));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::Drew { .. })));
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 0);
    // The second turn (B's) has its draw step.
    let ev = pass_until(&mut t, 2, Step::PrecombatMain);
    assert!(steps_began(&ev).contains(&Step::Draw));
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 1);
}

#[test]
fn r103_7c_multiplayer_first_turn_has_a_draw_step() {
    let mut t = T::new(json!({
        "players": [{"name": "A", "library": libs(3)}, {"name": "B", "library": libs(3)}, {"name": "C", "library": libs(3)}],
        "turn": {"number": 1, "active": 0, "step": "upkeep"}
    }));
    let ev = pass_until(&mut t, 1, Step::PrecombatMain);
    assert!(ev.iter().any(|e| e.rule == "504.1" && matches!(e.kind, EventKind::Drew { player: PlayerId(0), .. })));
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1);
}

#[test]
fn r116_4_a_mana_ability_is_an_action_between_passes() {
    let mut t = T::new(json!({
        "players": [{"name": "A"}, {"name": "B", "battlefield": [{"card": "Mountain", "label": "m"}]}]
    }));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@m", "ability": 0}));
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(1)));
    let ev = t.act(json!({"action": "pass_priority", "player": 1}));
    // A passed before B acted, so A must pass again before the step ends.
    assert_eq!(t.g().turn.step, Step::PrecombatMain);
    assert!(ev.iter().any(|e| e.kind == EventKind::PriorityGiven { player: PlayerId(0) }));
    let ev = t.act(json!({"action": "pass_priority", "player": 0}));
    assert!(ev.iter().any(|e| e.rule == "500.4" && e.kind == EventKind::ManaEmptied { player: PlayerId(1) }));
    assert_eq!(t.g().turn.step, Step::BeginningOfCombat);
}

#[test]
fn r800_4a_priority_holder_leaving_passes_priority_on() {
    let mut t = T::new(json!({
        "players": [{"name": "A", "library": libs(2)}, {"name": "B", "library": libs(2)}, {"name": "C", "library": libs(2)}]
    }));
    // A, the active player, holds priority and concedes (104.3a).
    let ev = t.act(json!({"action": "concede", "player": 0}));
    assert!(cites(&ev, "104.3a"));
    assert!(t.g().winners.is_none());
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(1)));
    // B and C pass: the step ends even though A never passed.
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "pass_priority", "player": 2}));
    assert_eq!(t.g().turn.step, Step::BeginningOfCombat);
    // The turn goes on to B's turn.
    pass_until(&mut t, 2, Step::PrecombatMain);
    assert_eq!(t.g().turn.active, PlayerId(1));
}

#[test]
fn r800_4a_leaving_after_the_others_passed_ends_the_step() {
    let mut t = T::new(json!({
        "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}]
    }));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(2)));
    t.act(json!({"action": "concede", "player": 2}));
    assert_eq!(t.g().turn.step, Step::BeginningOfCombat);
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(0)));
}
