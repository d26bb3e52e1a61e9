//! 506.4: permanents removed from combat (regeneration, leaving the
//! battlefield), with 509.1h (a blocked creature stays blocked), 510.1c–d
//! (no blockers left: no combat damage), 702.19c (trample with no blockers
//! left), 508.8 and 510.4 (which combat damage steps happen).
use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

/// A Beast written as printed: its keywords on one line ("Double strike, trample").
fn creature(name: &str, p: i32, t: i32, kw: &[&str]) -> Value {
    let text = kw.iter().map(|k| k.replace('_', " ")).collect::<Vec<_>>().join(", ");
    let text = text.get(..1).map(|first| format!("{}{}", first.to_uppercase(), &text[1..])).unwrap_or_default();
    json!({"name": name, "mana_cost": "{2}{G}", "type": "Creature — Beast", "power": p, "toughness": t, "text": text})
}

fn cards() -> Value {
    json!([
        creature("Hill Brute", 3, 3, &[]),
        creature("Twin Blade", 2, 2, &["double_strike"]),
        creature("Twin Tusk", 2, 2, &["double_strike", "trample"]),
        creature("Trampling Rhino", 4, 4, &["trample"]),
    ])
}

/// A is active on turn 3 in the precombat main phase; B defends.
fn setup(a_field: Value, b_field: Value, a_hand: Value, b_hand: Value) -> T {
    T::new(json!({
        "cards": cards(),
        "players": [
            {"name": "A", "battlefield": a_field, "hand": a_hand, "library": ["Forest", "Forest"]},
            {"name": "B", "battlefield": b_field, "hand": b_hand, "library": ["Forest", "Forest"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }))
}

fn attack(t: &mut T, labels: &[&str]) -> Vec<Event> {
    let mut ev = t.pass_all();
    ev.extend(t.pass_all());
    let attackers: Vec<Value> = labels.iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": 1}})).collect();
    ev.extend(t.act(json!({"action": "declare_attackers", "player": 0, "attackers": attackers})));
    ev
}

fn block(t: &mut T, pairs: &[(&str, &str)]) -> Vec<Event> {
    let mut ev = t.pass_all();
    let blockers: Vec<Value> = pairs.iter().map(|(b, a)| json!({"blocker": format!("@{b}"), "attacker": format!("@{a}")})).collect();
    ev.extend(t.act(json!({"action": "declare_blockers", "player": 1, "blockers": blockers})));
    ev
}

/// Pass until the postcombat main phase (damage divisions answered with the suggestion).
fn finish_combat(t: &mut T) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..40 {
        if let Some(DecisionKind::AssignCombatDamage { attacker, suggested, .. }) = t.g().pending.clone().map(|d| d.kind) {
            let p = t.g().pending.as_ref().unwrap().player.0;
            ev.extend(t.act(json!({"action": "assign_combat_damage", "player": p, "attacker": attacker, "amounts": suggested})));
            continue;
        }
        if t.g().turn.step == Step::PostcombatMain || t.g().pending.is_some() || t.g().winners.is_some() {
            break;
        }
        ev.extend(t.pass_all());
    }
    ev
}

fn combat_damage(events: &[Event]) -> Vec<(ObjectId, TargetChoice, i32)> {
    events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::DamageDealt { source, target, amount, combat: true } => Some((source, target, amount)),
            _ => None,
        })
        .collect()
}

fn steps_began(events: &[Event]) -> Vec<Step> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::StepBegan { step } => Some(*step),
            _ => None,
        })
        .collect()
}

fn removed_from_combat(events: &[Event]) -> Vec<ObjectId> {
    events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::RemovedFromCombat { object } => Some(object),
            _ => None,
        })
        .collect()
}

/// The active player bolts a creature while its controller gives it a regeneration shield in response.
fn bolt_and_regenerate(t: &mut T, caster: u8, regenerator: u8, victim: &str) -> Vec<Event> {
    let mut ev = Vec::new();
    ev.extend(t.act(json!({"action": "cast_spell", "player": caster, "card": "@bolt", "targets": [{"object": format!("@{victim}")}], "auto_pay": true})));
    if caster != regenerator {
        ev.extend(t.act(json!({"action": "pass_priority", "player": caster})));
    }
    ev.extend(t.act(json!({"action": "activate_ability", "player": regenerator, "source": format!("@{victim}"), "ability": 0, "auto_pay": true})));
    ev.extend(t.pass_all()); // the shield
    ev.extend(t.pass_all()); // Lightning Bolt
    ev
}

const B: TargetChoice = TargetChoice::Player(PlayerId(1));

#[test]
fn r506_4_regenerated_blocker_leaves_its_attacker_blocked_and_harmless() {
    let mut t = setup(
        json!([{"card": "Hill Brute", "label": "brute"}, "Mountain"]),
        json!([{"card": "Drudge Skeletons", "label": "skel"}, "Swamp"]),
        json!([{"card": "Lightning Bolt", "label": "bolt"}]),
        json!([]),
    );
    attack(&mut t, &["brute"]);
    block(&mut t, &[("skel", "brute")]);
    let skel = t.id("skel");
    let ev = bolt_and_regenerate(&mut t, 0, 1, "skel");
    assert!(cites(&ev, "701.13a"), "the Skeletons regenerate: {:?}", rules(&ev));
    assert_eq!(removed_from_combat(&ev), vec![skel], "506.4: regeneration removes the blocker from combat");
    assert_eq!(t.zone("skel"), "battlefield");
    assert!(!t.g().in_combat(skel));
    let cb = t.g().combat.clone().unwrap();
    assert!(cb.blocked.contains(&t.id("brute")), "509.1h: the Brute stays blocked");
    let ev = finish_combat(&mut t);
    assert!(combat_damage(&ev).is_empty(), "a blocked creature with no blockers deals no damage: {:?}", combat_damage(&ev));
    assert!(cites(&ev, "509.1h"));
    assert_eq!(t.life(1), 20);
    assert_eq!(t.g().obj(t.id("brute")).unwrap().damage, 0, "the removed blocker deals no damage either");
}

#[test]
fn r506_4_blocker_regenerated_in_the_first_strike_step_stays_out_of_the_second() {
    // Twin Blade (double strike) kills the Skeletons in the first-strike step; they
    // regenerate and leave combat. In the regular step Twin Blade is still blocked,
    // with nothing blocking it: no damage to B (510.4: that step still happens).
    let mut t = setup(
        json!([{"card": "Twin Blade", "label": "twin"}]),
        json!([{"card": "Drudge Skeletons", "label": "skel"}, "Swamp"]),
        json!([]),
        json!([]),
    );
    attack(&mut t, &["twin"]);
    block(&mut t, &[("skel", "twin")]);
    // A passes; B gives the Skeletons a shield.
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@skel", "ability": 0, "auto_pay": true}));
    t.pass_all();
    let skel = t.id("skel");
    let ev = finish_combat(&mut t);
    let steps = steps_began(&ev);
    assert!(steps.contains(&Step::FirstStrikeDamage) && steps.contains(&Step::CombatDamage), "{steps:?}");
    assert_eq!(combat_damage(&ev), vec![(t.id("twin"), TargetChoice::Object(skel), 2)], "only the first-strike damage to the Skeletons");
    assert!(cites(&ev, "506.4"));
    assert_eq!(t.zone("skel"), "battlefield");
    assert_eq!(t.life(1), 20);
}

#[test]
fn r702_19c_trampler_whose_blocker_regenerated_assigns_all_its_damage_to_the_player() {
    let mut t = setup(
        json!([{"card": "Trampling Rhino", "label": "rhino"}, "Mountain"]),
        json!([{"card": "Drudge Skeletons", "label": "skel"}, "Swamp"]),
        json!([{"card": "Lightning Bolt", "label": "bolt"}]),
        json!([]),
    );
    attack(&mut t, &["rhino"]);
    block(&mut t, &[("skel", "rhino")]);
    bolt_and_regenerate(&mut t, 0, 1, "skel");
    let ev = finish_combat(&mut t);
    assert_eq!(combat_damage(&ev), vec![(t.id("rhino"), B, 4)]);
    assert_eq!(t.life(1), 16);
}

#[test]
fn r702_19c_trampler_whose_blocker_was_bounced_assigns_all_its_damage_to_the_player() {
    let mut t = setup(
        json!([{"card": "Trampling Rhino", "label": "rhino"}, "Island"]),
        json!([{"card": "Grizzly Bears", "label": "bears"}]),
        json!([{"card": "Unsummon", "label": "unsummon"}]),
        json!([]),
    );
    attack(&mut t, &["rhino"]);
    block(&mut t, &[("bears", "rhino")]);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@unsummon", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "hand");
    let ev = finish_combat(&mut t);
    assert_eq!(combat_damage(&ev), vec![(t.id("rhino"), B, 4)]);
}

#[test]
fn r509_1h_attacker_whose_blocker_was_bounced_stays_blocked() {
    let mut t = setup(
        json!([{"card": "Hill Brute", "label": "brute"}, "Island"]),
        json!([{"card": "Grizzly Bears", "label": "bears"}]),
        json!([{"card": "Unsummon", "label": "unsummon"}]),
        json!([]),
    );
    attack(&mut t, &["brute"]);
    block(&mut t, &[("bears", "brute")]);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@unsummon", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "hand");
    let cb = t.g().combat.clone().unwrap();
    assert!(cb.blocks.is_empty(), "the bounced Bears no longer block");
    assert!(cb.blocked.contains(&t.id("brute")));
    let ev = finish_combat(&mut t);
    assert!(combat_damage(&ev).is_empty());
    assert_eq!(t.life(1), 20);
}

#[test]
fn r510_4_double_striker_whose_blocker_died_in_the_first_strike_step_deals_nothing_more() {
    // Without trample: blocked, no blocker left, no damage in the regular step.
    let mut t = setup(json!([{"card": "Twin Blade", "label": "twin"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([]), json!([]));
    attack(&mut t, &["twin"]);
    block(&mut t, &[("bears", "twin")]);
    let bears = t.id("bears");
    let ev = finish_combat(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(combat_damage(&ev), vec![(t.id("twin"), TargetChoice::Object(bears), 2)]);
    assert_eq!(t.life(1), 20);
}

#[test]
fn r510_4_double_striking_trampler_whose_blocker_died_tramples_in_the_regular_step() {
    // With trample: in the regular step all of its damage goes to the player (702.19c).
    let mut t = setup(json!([{"card": "Twin Tusk", "label": "tusk"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([]), json!([]));
    attack(&mut t, &["tusk"]);
    block(&mut t, &[("bears", "tusk")]);
    let bears = t.id("bears");
    let tusk = t.id("tusk");
    let ev = finish_combat(&mut t);
    assert_eq!(combat_damage(&ev), vec![(tusk, TargetChoice::Object(bears), 2), (tusk, B, 2)]);
    assert_eq!(t.life(1), 18);
}

#[test]
fn r510_1d_blocker_whose_attacker_regenerated_deals_no_damage() {
    // A's attacking Skeletons regenerate in response to B's Bolt: removed from combat,
    // so the Brute blocking them assigns no combat damage, and they deal none.
    let mut t = setup(
        json!([{"card": "Drudge Skeletons", "label": "skel"}, "Swamp"]),
        json!([{"card": "Hill Brute", "label": "brute"}, "Mountain"]),
        json!([]),
        json!([{"card": "Lightning Bolt", "label": "bolt"}]),
    );
    attack(&mut t, &["skel"]);
    block(&mut t, &[("brute", "skel")]);
    // A passes; B bolts the Skeletons; A regenerates them in response.
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@skel"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@skel", "ability": 0, "auto_pay": true}));
    t.pass_all();
    let ev = t.pass_all();
    let skel = t.id("skel");
    assert_eq!(removed_from_combat(&ev), vec![skel]);
    assert!(t.g().in_combat(t.id("brute")), "the Brute is still a blocking creature (blocking nothing)");
    let ev = finish_combat(&mut t);
    assert!(combat_damage(&ev).is_empty(), "{:?}", combat_damage(&ev));
    assert_eq!(t.zone("skel"), "battlefield");
    assert_eq!(t.life(1), 20);
}

#[test]
fn r508_8_attacker_removed_from_combat_before_blocks_the_steps_still_happen() {
    // 508.8 skips the declare blockers and combat damage steps only when no creature
    // was declared as an attacker; here one was, then it regenerated.
    let mut t = setup(
        json!([{"card": "Drudge Skeletons", "label": "skel"}, "Swamp"]),
        json!(["Mountain"]),
        json!([]),
        json!([{"card": "Lightning Bolt", "label": "bolt"}]),
    );
    let mut ev = attack(&mut t, &["skel"]);
    t.act(json!({"action": "pass_priority", "player": 0}));
    ev.extend(t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@skel"}], "auto_pay": true})));
    ev.extend(t.act(json!({"action": "pass_priority", "player": 1})));
    ev.extend(t.act(json!({"action": "activate_ability", "player": 0, "source": "@skel", "ability": 0, "auto_pay": true})));
    ev.extend(t.pass_all());
    ev.extend(t.pass_all());
    assert!(t.g().combat.as_ref().unwrap().attackers.is_empty());
    ev.extend(finish_combat(&mut t));
    let steps = steps_began(&ev);
    assert!(steps.contains(&Step::DeclareBlockers) && steps.contains(&Step::CombatDamage), "{steps:?}");
    assert!(combat_damage(&ev).is_empty());
    assert_eq!(t.life(1), 20);
}
