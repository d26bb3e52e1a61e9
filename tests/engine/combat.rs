//! Combat (506–511) and the keywords that shape it (702.2 deathtouch,
//! 702.3 defender, 702.4 double strike, 702.7 first strike, 702.9 flying,
//! 702.10 haste, 702.15 lifelink, 702.17 reach, 702.19 trample,
//! 702.20 vigilance), and Fog-style prevention (615).
use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::{DecisionKind, Flow};
use stackwise::rules::*;

/// A test creature (a 2G Beast) whose printed text is its keywords, e.g. "Deathtouch, trample".
fn creature(name: &str, p: i32, t: i32, kw: &[&str]) -> Value {
    let text = kw.iter().map(|k| k.replace('_', " ")).collect::<Vec<_>>().join(", ");
    let text = text.get(..1).map(|f| f.to_uppercase() + &text[1..]).unwrap_or_default();
    json!({"name": name, "mana_cost": "{2}{G}", "type": "Creature — Beast", "power": p, "toughness": t, "text": text})
}

fn cards() -> Value {
    let mut cards = vec![
        creature("Vigilant Guard", 2, 2, &["vigilance"]),
        creature("Wooden Wall", 0, 4, &["defender"]),
        creature("Hasty Raider", 2, 1, &["haste"]),
        creature("Sky Drake", 2, 2, &["flying"]),
        creature("Web Spinner", 1, 3, &["reach"]),
        creature("Blade Fencer", 2, 1, &["first_strike"]),
        creature("Twin Blade", 2, 2, &["double_strike"]),
        creature("Venom Fang", 1, 1, &["deathtouch"]),
        creature("Venom Rhino", 3, 3, &["deathtouch", "trample"]),
        creature("Life Leech", 2, 2, &["lifelink"]),
        creature("Trampling Rhino", 4, 4, &["trample"]),
        creature("Hill Brute", 3, 3, &[]),
        json!({"name": "Holding Fog", "mana_cost": "{G}", "type": "Instant", "text": "Prevent all combat damage that would be dealt this turn."}),
    ];
    // Real cards for the keywords of 702, compiled from their printed text
    // (Akrasan Squire, exalted, is a built-in card).
    cards.extend(
        [
            "Sickle Ripper", "Wildslayer Elves", "Bladetusk Boar", "Spectral Rider", "Razortooth Rats", "Severed Legion",
            "Soltari Foot Soldier", "Dauthi Marauder", "Shu Cavalry", "Wu Elite Cavalry", "Safehold Elite", "Gravelgill Axeshark",
            "Outrider of Jhess", "Suq'Ata Lancer", "Femeref Knight", "Devoted Retainer", "Numai Outcast", "Wolverine Pack",
            "Craw Giant", "Ornithopter", "Walking Corpse", "Gray Ogre",
        ]
        .iter()
        .map(|n| card_table::compiled(n)),
    );
    Value::Array(cards)
}

/// A on turn 3 in the precombat main phase; B defends.
fn setup(a_field: Value, b_field: Value) -> T {
    setup_with(a_field, b_field, json!([]), json!([]))
}

fn setup_with(a_field: Value, b_field: Value, a_hand: Value, b_hand: Value) -> T {
    T::new(json!({
        "cards": cards(),
        "players": [
            {"name": "A", "battlefield": a_field, "hand": a_hand, "library": ["Forest", "Forest"]},
            {"name": "B", "battlefield": b_field, "hand": b_hand, "library": ["Forest", "Forest"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }))
}

/// Pass from the main phase into the declare attackers decision.
fn to_attackers(t: &mut T) -> Vec<Event> {
    let mut ev = t.pass_all();
    ev.extend(t.pass_all());
    ev
}

fn attack(t: &mut T, labels: &[&str]) -> Vec<Event> {
    let attackers: Vec<Value> = labels.iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": 1}})).collect();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": attackers}))
}

/// 509.2: answer the attacking player's damage assignment order decision.
fn order_blockers(t: &mut T, attacker: &str, order: &[&str]) -> Vec<Event> {
    let pending = t.g().pending.clone().expect("an order decision");
    assert_eq!(pending.rule, "509.2");
    assert_eq!(pending.player, PlayerId(0), "the attacking player orders the blockers");
    let order: Vec<String> = order.iter().map(|l| format!("@{l}")).collect();
    t.act(json!({"action": "order_blockers", "player": 0, "attacker": format!("@{attacker}"), "order": order}))
}

fn block(t: &mut T, pairs: &[(&str, &str)]) -> Vec<Event> {
    let blockers: Vec<Value> = pairs.iter().map(|(b, a)| json!({"blocker": format!("@{b}"), "attacker": format!("@{a}")})).collect();
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": blockers}))
}

/// Pass (answering nothing else) until the postcombat main phase.
/// Play to the end of combat; a 510.1c damage division is answered with the
/// engine's suggestion (lethal damage to each blocker in order).
fn finish_combat(t: &mut T) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..40 {
        if let Some(DecisionKind::AssignCombatDamage { attacker, suggested, .. }) = t.g().pending.clone().map(|d| d.kind) {
            ev.extend(t.act(json!({"action": "assign_combat_damage", "player": 0, "attacker": attacker, "amounts": suggested})));
            continue;
        }
        if t.g().turn.step == Step::PostcombatMain || t.g().pending.is_some() || t.g().winners.is_some() {
            break;
        }
        ev.extend(t.pass_all());
    }
    ev
}

fn refused(t: &mut T, action: Value) -> String {
    let before = t.g().clone();
    let shown = action.to_string();
    let err = match t.try_act(action) {
        Ok(ev) => panic!("{shown} should be refused, but gave {:?}", rules(&ev)),
        Err(e) => e,
    };
    assert_eq!(t.g(), &before, "a refused action changed the game");
    err.to_string()
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

fn damage_events(events: &[Event]) -> Vec<(ObjectId, TargetChoice, i32)> {
    events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::DamageDealt { source, target, amount, combat: true } => Some((source, target, amount)),
            _ => None,
        })
        .collect()
}

const B: TargetChoice = TargetChoice::Player(PlayerId(1));

#[test]
fn r508_1_declare_attackers_is_a_decision_and_attackers_tap() {
    let mut t = setup(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Brute", "label": "brute"}]), json!([]));
    to_attackers(&mut t);
    assert_eq!(t.g().turn.step, Step::DeclareAttackers);
    let d = t.g().pending.clone().expect("attackers decision");
    assert_eq!((d.player, d.rule.as_str()), (PlayerId(0), "508.1"));
    match &d.kind {
        DecisionKind::DeclareAttackers { candidates, defenders } => {
            assert_eq!(candidates.len(), 2);
            assert!(candidates.contains(&t.id("bears")));
            assert_eq!(defenders, &vec![B]);
        }
        k => panic!("unexpected {k:?}"),
    }
    // The defending player can't answer, and priority actions are refused while the decision waits.
    refused(&mut t, json!({"action": "declare_attackers", "player": 1, "attackers": []}));
    refused(&mut t, json!({"action": "pass_priority", "player": 0}));
    // Attacking yourself is refused.
    refused(&mut t, json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 0}}]}));
    // The same attacker twice is refused.
    refused(&mut t, json!({"action": "declare_attackers", "player": 0, "attackers": [
        {"attacker": "@bears", "target": {"player": 1}}, {"attacker": "@bears", "target": {"player": 1}}]}));
    let ev = attack(&mut t, &["bears"]);
    assert!(ev.iter().any(|e| e.rule == "508.1" && matches!(&e.kind, EventKind::AttackersDeclared { attackers } if attackers.len() == 1)));
    assert!(ev.iter().any(|e| e.rule == "508.1f" && matches!(e.kind, EventKind::Tapped { .. })));
    assert!(t.g().objects[&t.id("bears")].tapped);
    assert!(!t.g().objects[&t.id("brute")].tapped);
    // Then the active player receives priority in the declare attackers step.
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(0)));
    assert_eq!(t.g().turn.step, Step::DeclareAttackers);
}

#[test]
fn r702_20_vigilance_attacker_does_not_tap() {
    let mut t = setup(json!([{"card": "Vigilant Guard", "label": "guard"}]), json!([]));
    to_attackers(&mut t);
    let ev = attack(&mut t, &["guard"]);
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::Tapped { .. })));
    assert!(!t.g().objects[&t.id("guard")].tapped);
    finish_combat(&mut t);
    assert_eq!(t.life(1), 18);
}

#[test]
fn r702_3_defender_cant_attack() {
    let mut t = setup(json!([{"card": "Wooden Wall", "label": "wall"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    to_attackers(&mut t);
    match &t.g().pending.as_ref().unwrap().kind {
        DecisionKind::DeclareAttackers { candidates, .. } => {
            assert!(!candidates.contains(&t.id("wall")));
            assert!(candidates.contains(&t.id("bears")));
        }
        k => panic!("unexpected {k:?}"),
    }
    let e = refused(&mut t, json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@wall", "target": {"player": 1}}]}));
    assert!(e.contains("508.1a"), "{e}");
}

#[test]
fn r302_6_summoning_sick_creature_cant_attack_unless_702_10_haste() {
    let mut t = setup(
        json!([{"card": "Grizzly Bears", "label": "sick", "sick": true}, {"card": "Hasty Raider", "label": "raider", "sick": true}]),
        json!([]),
    );
    to_attackers(&mut t);
    match &t.g().pending.as_ref().unwrap().kind {
        DecisionKind::DeclareAttackers { candidates, .. } => assert_eq!(candidates, &vec![t.id("raider")]),
        k => panic!("unexpected {k:?}"),
    }
    refused(&mut t, json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@sick", "target": {"player": 1}}]}));
    attack(&mut t, &["raider"]);
    finish_combat(&mut t);
    assert_eq!(t.life(1), 18);
}

#[test]
fn r508_1a_opponents_creature_cant_be_declared_as_attacker() {
    let mut t = setup(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Hill Brute", "label": "brute"}]));
    to_attackers(&mut t);
    refused(&mut t, json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@brute", "target": {"player": 1}}]}));
}

#[test]
fn r509_1_declare_blockers_is_a_decision_of_the_defender() {
    let mut t = setup(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Hill Brute", "label": "brute"}]));
    to_attackers(&mut t);
    attack(&mut t, &["bears"]);
    let ev = t.pass_all();
    assert_eq!(t.g().turn.step, Step::DeclareBlockers);
    assert!(ev.iter().any(|e| e.kind == EventKind::StepBegan { step: Step::DeclareBlockers }));
    let d = t.g().pending.clone().expect("blockers decision");
    assert_eq!((d.player, d.rule.as_str()), (PlayerId(1), "509.1"));
    match &d.kind {
        DecisionKind::DeclareBlockers { candidates, attackers } => {
            assert_eq!(candidates, &vec![t.id("brute")]);
            assert_eq!(attackers, &vec![t.id("bears")]);
        }
        k => panic!("unexpected {k:?}"),
    }
    // The attacker's controller can't declare blockers; an attacker can't block.
    refused(&mut t, json!({"action": "declare_blockers", "player": 0, "blockers": []}));
    refused(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": "@bears"}]}));
    let ev = block(&mut t, &[("brute", "bears")]);
    assert!(ev.iter().any(|e| e.rule == "509.1" && matches!(&e.kind, EventKind::BlockersDeclared { blocks } if blocks.len() == 1)));
    // Then the active player receives priority in the declare blockers step.
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(0)));
    finish_combat(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.zone("brute"), "battlefield");
    assert_eq!(t.g().objects[&t.id("brute")].damage, 2);
    assert_eq!(t.life(1), 20);
}

#[test]
fn r509_1a_one_blocker_blocks_only_one_attacker() {
    let mut t = setup(
        json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Brute", "label": "brute"}]),
        json!([{"card": "Web Spinner", "label": "spinner"}]),
    );
    to_attackers(&mut t);
    attack(&mut t, &["bears", "brute"]);
    t.pass_all();
    let e = refused(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [
        {"blocker": "@spinner", "attacker": "@bears"}, {"blocker": "@spinner", "attacker": "@brute"}]}));
    assert!(e.contains("509.1a"), "{e}");
}

#[test]
fn r702_9_flying_can_be_blocked_only_by_flying_or_reach() {
    let mut t = setup(
        json!([{"card": "Sky Drake", "label": "drake"}]),
        json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Web Spinner", "label": "spinner"}, {"card": "Sky Drake", "label": "b_drake"}]),
    );
    to_attackers(&mut t);
    attack(&mut t, &["drake"]);
    t.pass_all();
    let e = refused(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": "@drake"}]}));
    assert!(e.contains("702.9b"), "{e}");
    // Reach (702.17b) may block it.
    block(&mut t, &[("spinner", "drake")]);
    finish_combat(&mut t);
    assert_eq!(t.g().objects[&t.id("spinner")].damage, 2);
    assert_eq!(t.g().objects[&t.id("drake")].damage, 1);
    assert_eq!(t.life(1), 20);
}

#[test]
fn r702_9b_flying_blocker_can_block_a_flyer() {
    let mut t = setup(json!([{"card": "Sky Drake", "label": "drake"}]), json!([{"card": "Sky Drake", "label": "b_drake"}]));
    to_attackers(&mut t);
    attack(&mut t, &["drake"]);
    t.pass_all();
    block(&mut t, &[("b_drake", "drake")]);
    finish_combat(&mut t);
    assert_eq!(t.zone("drake"), "graveyard");
    assert_eq!(t.zone("b_drake"), "graveyard");
}

#[test]
fn r510_1a_unblocked_creature_deals_damage_to_the_player() {
    let mut t = setup(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Grizzly Bears", "label": "b_bears"}]));
    to_attackers(&mut t);
    attack(&mut t, &["bears"]);
    t.pass_all();
    block(&mut t, &[]);
    let ev = finish_combat(&mut t);
    assert_eq!(damage_events(&ev), vec![(t.id("bears"), B, 2)]);
    assert!(ev.iter().any(|e| e.rule == "510.2" && matches!(e.kind, EventKind::DamageDealt { .. })));
    assert_eq!(t.life(1), 18);
}

#[test]
fn r510_2_blocked_creatures_deal_damage_both_ways() {
    let mut t = setup(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Grizzly Bears", "label": "b_bears"}]));
    to_attackers(&mut t);
    attack(&mut t, &["bears"]);
    t.pass_all();
    block(&mut t, &[("b_bears", "bears")]);
    let ev = finish_combat(&mut t);
    let dmg = damage_events(&ev);
    assert_eq!(dmg.len(), 2);
    assert!(cites(&ev, "704.5g"));
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.zone("b_bears"), "graveyard");
    assert_eq!(t.life(1), 20);
    // Only one combat damage step without first strike.
    assert!(!steps_began(&ev).contains(&Step::FirstStrikeDamage));
}

#[test]
fn r510_4_first_strike_extra_damage_step() {
    let mut t = setup(json!([{"card": "Blade Fencer", "label": "fencer"}]), json!([{"card": "Grizzly Bears", "label": "b_bears"}]));
    to_attackers(&mut t);
    let bears_id = t.id("b_bears");
    attack(&mut t, &["fencer"]);
    t.pass_all();
    block(&mut t, &[("b_bears", "fencer")]);
    let ev = finish_combat(&mut t);
    let steps = steps_began(&ev);
    let fs = steps.iter().position(|s| *s == Step::FirstStrikeDamage).expect("first-strike damage step");
    let cd = steps.iter().position(|s| *s == Step::CombatDamage).expect("regular combat damage step");
    assert!(fs < cd);
    // The Bears die to first-strike damage before they can deal theirs.
    assert_eq!(damage_events(&ev), vec![(t.id("fencer"), TargetChoice::Object(bears_id), 2)]);
    let died = ev.iter().position(|e| e.rule == "704.5g").unwrap();
    let cd_ev = ev.iter().position(|e| e.kind == EventKind::StepBegan { step: Step::CombatDamage }).unwrap();
    assert!(died < cd_ev, "the blocker dies in the first-strike step");
    assert_eq!(t.zone("b_bears"), "graveyard");
    assert_eq!(t.zone("fencer"), "battlefield");
    assert_eq!(t.g().objects[&t.id("fencer")].damage, 0);
}

#[test]
fn r510_4_first_striker_deals_no_damage_in_the_regular_step() {
    let mut t = setup(json!([{"card": "Blade Fencer", "label": "fencer"}]), json!([]));
    to_attackers(&mut t);
    attack(&mut t, &["fencer"]);
    let ev = finish_combat(&mut t);
    assert_eq!(damage_events(&ev), vec![(t.id("fencer"), B, 2)]);
    assert_eq!(t.life(1), 18);
}

#[test]
fn r702_4_double_strike_deals_damage_in_both_steps() {
    let mut t = setup(json!([{"card": "Twin Blade", "label": "twin"}]), json!([]));
    to_attackers(&mut t);
    attack(&mut t, &["twin"]);
    let ev = finish_combat(&mut t);
    let twin = t.id("twin");
    assert_eq!(damage_events(&ev), vec![(twin, B, 2), (twin, B, 2)]);
    // One hit in each damage step.
    let fs = ev.iter().position(|e| e.kind == EventKind::StepBegan { step: Step::FirstStrikeDamage }).unwrap();
    let cd = ev.iter().position(|e| e.kind == EventKind::StepBegan { step: Step::CombatDamage }).unwrap();
    let hits: Vec<usize> = ev.iter().enumerate().filter(|(_, e)| matches!(e.kind, EventKind::DamageDealt { .. })).map(|(i, _)| i).collect();
    assert!(fs < hits[0] && hits[0] < cd && cd < hits[1]);
    assert_eq!(t.life(1), 16);
}

#[test]
fn r702_4_double_strike_blocked_by_survivor_hits_twice() {
    let mut t = setup(json!([{"card": "Twin Blade", "label": "twin"}]), json!([{"card": "Wooden Wall", "label": "wall"}]));
    to_attackers(&mut t);
    attack(&mut t, &["twin"]);
    t.pass_all();
    block(&mut t, &[("wall", "twin")]);
    let ev = finish_combat(&mut t);
    let twin = t.id("twin");
    let hits: Vec<i32> = damage_events(&ev).iter().filter(|(s, _, _)| *s == twin).map(|(_, _, n)| *n).collect();
    assert_eq!(hits, vec![2, 2]);
    // 2 damage in the first step is not lethal for a 0/4; the second 2 are (704.5g).
    let cd = ev.iter().position(|e| e.kind == EventKind::StepBegan { step: Step::CombatDamage }).unwrap();
    let died = ev.iter().position(|e| e.rule == "704.5g").unwrap();
    assert!(cd < died);
    assert_eq!(t.zone("wall"), "graveyard");
    assert_eq!(t.life(1), 20);
}

#[test]
fn r702_2_deathtouch_destroys_by_704_5h() {
    let mut t = setup(json!([{"card": "Venom Fang", "label": "fang"}]), json!([{"card": "Hill Brute", "label": "brute"}]));
    to_attackers(&mut t);
    attack(&mut t, &["fang"]);
    t.pass_all();
    block(&mut t, &[("brute", "fang")]);
    let ev = finish_combat(&mut t);
    let brute_dies = ev.iter().find(|e| e.rule == "704.5h").unwrap();
    assert!(brute_dies.text.contains("Hill Brute"), "{}", brute_dies.text);
    assert_eq!(t.zone("brute"), "graveyard");
    assert_eq!(t.zone("fang"), "graveyard");
}

#[test]
fn r702_2c_deathtouch_one_damage_is_lethal_for_assignment() {
    // Deathtouch and trample: 1 damage is enough for the blocker, the rest tramples over.
    let mut t = setup(json!([{"card": "Venom Rhino", "label": "rhino"}]), json!([{"card": "Hill Brute", "label": "brute"}]));
    to_attackers(&mut t);
    let rhino = t.id("rhino");
    attack(&mut t, &["rhino"]);
    t.pass_all();
    block(&mut t, &[("brute", "rhino")]);
    let ev = finish_combat(&mut t);
    let dmg = damage_events(&ev);
    assert!(dmg.iter().any(|(s, tg, n)| *s == rhino && *tg != B && *n == 1), "{dmg:?}");
    assert!(dmg.contains(&(rhino, B, 2)), "{dmg:?}");
    assert_eq!(t.life(1), 18);
    assert_eq!(t.zone("brute"), "graveyard");
}

#[test]
fn r702_2c_deathtouch_splits_damage_among_blockers() {
    let mut t = setup(
        json!([{"card": "Venom Fang", "label": "fang"}]),
        json!([{"card": "Hill Brute", "label": "brute1"}, {"card": "Hill Brute", "label": "brute2"}]),
    );
    to_attackers(&mut t);
    attack(&mut t, &["fang"]);
    t.pass_all();
    block(&mut t, &[("brute1", "fang"), ("brute2", "fang")]);
    order_blockers(&mut t, "fang", &["brute1", "brute2"]);
    let ev = finish_combat(&mut t);
    // A 1-power deathtouch creature kills only the first blocker in order.
    assert_eq!(t.zone("brute1"), "graveyard");
    assert_eq!(t.zone("brute2"), "battlefield");
    assert!(cites(&ev, "704.5h"));
}

#[test]
fn r702_15_lifelink_gains_life_for_combat_damage() {
    let mut t = setup(json!([{"card": "Life Leech", "label": "leech"}]), json!([]));
    to_attackers(&mut t);
    attack(&mut t, &["leech"]);
    let ev = finish_combat(&mut t);
    assert!(ev.iter().any(|e| e.rule == "702.15b" && e.kind == EventKind::LifeChanged { player: PlayerId(0), from: 20, to: 22 }));
    assert_eq!(t.life(0), 22);
    assert_eq!(t.life(1), 18);
}

#[test]
fn r702_15_lifelink_on_a_blocker() {
    let mut t = setup(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Life Leech", "label": "leech"}]));
    to_attackers(&mut t);
    attack(&mut t, &["bears"]);
    t.pass_all();
    block(&mut t, &[("leech", "bears")]);
    finish_combat(&mut t);
    assert_eq!(t.life(1), 22);
    assert_eq!(t.zone("bears"), "graveyard");
}

#[test]
fn r702_19_trample_excess_to_player() {
    let mut t = setup(json!([{"card": "Trampling Rhino", "label": "rhino"}]), json!([{"card": "Grizzly Bears", "label": "b_bears"}]));
    to_attackers(&mut t);
    attack(&mut t, &["rhino"]);
    t.pass_all();
    block(&mut t, &[("b_bears", "rhino")]);
    let ev = finish_combat(&mut t);
    let rhino = t.id("rhino");
    let dmg = damage_events(&ev);
    assert!(dmg.iter().any(|(s, tg, n)| *s == rhino && *tg != B && *n == 2), "lethal to the blocker: {dmg:?}");
    assert!(dmg.contains(&(rhino, B, 2)), "the rest to the player: {dmg:?}");
    assert_eq!(t.life(1), 18);
    assert_eq!(t.zone("b_bears"), "graveyard");
}

#[test]
fn r702_19_without_trample_all_damage_goes_to_the_blocker() {
    let mut t = setup(json!([{"card": "Hill Brute", "label": "brute"}]), json!([{"card": "Grizzly Bears", "label": "b_bears"}]));
    to_attackers(&mut t);
    attack(&mut t, &["brute"]);
    t.pass_all();
    block(&mut t, &[("b_bears", "brute")]);
    finish_combat(&mut t);
    assert_eq!(t.life(1), 20);
    assert_eq!(t.zone("b_bears"), "graveyard");
}

#[test]
fn r510_1c_blocked_creature_whose_blocker_left_deals_no_damage() {
    let mut t = setup_with(
        json!([{"card": "Hill Brute", "label": "brute"}, "Mountain"]),
        json!([{"card": "Grizzly Bears", "label": "b_bears"}]),
        json!([{"card": "Lightning Bolt", "label": "bolt"}]),
        json!([]),
    );
    to_attackers(&mut t);
    attack(&mut t, &["brute"]);
    t.pass_all();
    block(&mut t, &[("b_bears", "brute")]);
    // A bolts the blocker during the declare blockers step.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@b_bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("b_bears"), "graveyard");
    let ev = finish_combat(&mut t);
    assert!(damage_events(&ev).is_empty());
    assert_eq!(t.life(1), 20);
}

#[test]
fn r508_8_no_attackers_skips_blockers_and_damage_steps() {
    let mut t = setup(json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Grizzly Bears", "label": "b_bears"}]));
    let mut ev = to_attackers(&mut t);
    ev.extend(t.act(json!({"action": "declare_attackers", "player": 0, "attackers": []})));
    ev.extend(finish_combat(&mut t));
    assert_eq!(
        steps_began(&ev),
        vec![Step::BeginningOfCombat, Step::DeclareAttackers, Step::EndOfCombat, Step::PostcombatMain]
    );
    assert!(!t.g().objects[&t.id("bears")].tapped);
    assert_eq!(t.life(1), 20);
}

#[test]
fn r508_8_no_possible_attackers_also_skips() {
    let mut t = setup(json!([]), json!([{"card": "Grizzly Bears", "label": "b_bears"}]));
    let ev = finish_combat(&mut t);
    let steps = steps_began(&ev);
    assert!(steps.contains(&Step::DeclareAttackers));
    assert!(!steps.contains(&Step::DeclareBlockers));
    assert!(!steps.contains(&Step::CombatDamage));
    assert_eq!(t.g().turn.step, Step::PostcombatMain);
}

#[test]
fn r615_fog_prevents_all_combat_damage() {
    let mut t = setup_with(
        json!([{"card": "Hill Brute", "label": "brute"}, {"card": "Life Leech", "label": "leech"}]),
        json!([{"card": "Grizzly Bears", "label": "b_bears"}, "Forest"]),
        json!([]),
        json!([{"card": "Holding Fog", "label": "fog"}]),
    );
    to_attackers(&mut t);
    attack(&mut t, &["brute", "leech"]);
    t.pass_all();
    block(&mut t, &[("b_bears", "brute")]);
    // B casts the Fog in the declare blockers step.
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@fog", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "615.1" && matches!(e.kind, EventKind::EffectCreated { .. })));
    let ev = finish_combat(&mut t);
    assert!(damage_events(&ev).is_empty());
    let prevented = ev.iter().filter(|e| e.rule == "615.1" && matches!(e.kind, EventKind::DamagePrevented { .. })).count();
    assert_eq!(prevented, 3, "brute->bears, bears->brute, leech->B");
    assert_eq!(t.life(1), 20);
    assert_eq!(t.life(0), 20, "prevented damage gives no lifelink");
    assert_eq!(t.zone("b_bears"), "battlefield");
    assert_eq!(t.zone("brute"), "battlefield");
}

#[test]
fn r615_fog_lasts_only_this_turn() {
    let mut t = setup_with(json!([{"card": "Grizzly Bears", "label": "bears"}, "Forest"]), json!([]), json!([{"card": "Holding Fog", "label": "fog"}]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fog", "auto_pay": true}));
    t.pass_all();
    assert!(t.g().prevention.all_combat_damage);
    let mut seen_cleanup = false;
    // Skip to the next turn.
    for _ in 0..60 {
        if t.g().turn.number == 4 {
            break;
        }
        if let Some(d) = t.g().pending.clone() {
            match d.kind {
                DecisionKind::DeclareAttackers { .. } => {
                    t.act(json!({"action": "declare_attackers", "player": d.player.0, "attackers": []}));
                }
                _ => panic!("unexpected decision {d:?}"),
            }
            continue;
        }
        let ev = t.pass_all();
        if let Some(e) = ev.iter().find(|e| e.rule == "514.2") {
            // 514.2: the "this turn" shield ends in the cleanup step.
            assert_eq!(e.kind, EventKind::EffectsEnded { count: 1 });
            seen_cleanup = true;
        }
    }
    assert_eq!(t.g().turn.number, 4);
    assert!(seen_cleanup);
    assert!(!t.g().prevention.all_combat_damage);
}

#[test]
fn r510_4_first_striker_with_no_damage_dealt_still_sits_out_the_regular_step() {
    // A 0/2 first striker deals nothing in the first-strike step; pumped afterwards, it
    // still deals no damage in the regular step (it had first strike as the first step began).
    let mut t = T::new(json!({
        "cards": [creature("Pale Fencer", 0, 2, &["first_strike"]),
                  {"name": "Sudden Growth", "mana_cost": "{G}", "type": "Instant", "text": "Target creature gets +3/+3 until end of turn."}],
        "players": [
            {"name": "A", "battlefield": [{"card": "Pale Fencer", "label": "pale"}, "Forest"], "hand": [{"card": "Sudden Growth", "label": "g"}]},
            {"name": "B"}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    to_attackers(&mut t);
    attack(&mut t, &["pale"]);
    t.pass_all(); // declare attackers -> (no blockers possible) declare blockers
    while t.g().turn.step != Step::FirstStrikeDamage {
        t.pass_all();
    }
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@g", "targets": [{"object": "@pale"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().chars(t.id("pale")).unwrap().power, Some(3));
    let ev = finish_combat(&mut t);
    assert!(steps_began(&ev).contains(&Step::CombatDamage));
    assert!(damage_events(&ev).is_empty());
    assert_eq!(t.life(1), 20);
}

#[test]
fn r510_4_creature_without_first_strike_deals_damage_in_the_regular_step() {
    // Bears without first strike deal damage in the regular step alongside a first striker.
    let mut t = setup(json!([{"card": "Blade Fencer", "label": "fencer"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    to_attackers(&mut t);
    attack(&mut t, &["fencer", "bears"]);
    let ev = finish_combat(&mut t);
    let fencer = t.id("fencer");
    let bears = t.id("bears");
    let dmg = damage_events(&ev);
    assert_eq!(dmg, vec![(fencer, B, 2), (bears, B, 2)]);
    let cd = ev.iter().position(|e| e.kind == EventKind::StepBegan { step: Step::CombatDamage }).unwrap();
    let bears_hit = ev.iter().position(|e| matches!(e.kind, EventKind::DamageDealt { source, .. } if source == bears)).unwrap();
    assert!(cd < bears_hit);
    assert_eq!(t.life(1), 16);
}

#[test]
fn r508_1b_attacking_a_planeswalker_and_306_8_damage_removes_loyalty() {
    let mut t = T::new(json!({
        "cards": cards().as_array().unwrap().iter().cloned().chain([json!(
            {"name": "Test Walker", "mana_cost": "{3}", "type": "Planeswalker — Tester", "loyalty": 3, "text": ""})]).collect::<Vec<_>>(),
        "players": [
            {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Brute", "label": "brute"}]},
            {"name": "B", "battlefield": [{"card": "Test Walker", "label": "pw"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let pw = t.id("pw");
    to_attackers(&mut t);
    match &t.g().pending.as_ref().unwrap().kind {
        DecisionKind::DeclareAttackers { defenders, .. } => {
            assert!(defenders.contains(&B));
            assert!(defenders.contains(&TargetChoice::Object(pw)));
        }
        k => panic!("unexpected {k:?}"),
    }
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [
        {"attacker": "@bears", "target": {"object": "@pw"}}, {"attacker": "@brute", "target": {"player": 1}}]}));
    let ev = finish_combat(&mut t);
    assert!(damage_events(&ev).contains(&(t.id("bears"), TargetChoice::Object(pw), 2)));
    assert_eq!(t.g().objects[&pw].extra.counters.get("loyalty"), Some(&1));
    assert_eq!(t.life(1), 17);
}

#[test]
fn r702_19c_trample_over_two_blockers_assigns_lethal_to_each_first() {
    // 3/3 deathtouch trample blocked by two creatures: 1 (lethal, 702.2c) to each, 1 to the player.
    let mut t = setup(
        json!([{"card": "Venom Rhino", "label": "rhino"}]),
        json!([{"card": "Grizzly Bears", "label": "b_bears"}, {"card": "Web Spinner", "label": "spinner"}]),
    );
    let (rhino, bears, spinner) = (t.id("rhino"), t.id("b_bears"), t.id("spinner"));
    to_attackers(&mut t);
    attack(&mut t, &["rhino"]);
    t.pass_all();
    block(&mut t, &[("b_bears", "rhino"), ("spinner", "rhino")]);
    order_blockers(&mut t, "rhino", &["b_bears", "spinner"]);
    let ev = finish_combat(&mut t);
    let dmg = damage_events(&ev);
    assert!(dmg.contains(&(rhino, TargetChoice::Object(bears), 1)), "{dmg:?}");
    assert!(dmg.contains(&(rhino, TargetChoice::Object(spinner), 1)), "{dmg:?}");
    assert!(dmg.contains(&(rhino, B, 1)), "{dmg:?}");
    assert_eq!(t.life(1), 19);
    assert_eq!(t.zone("b_bears"), "graveyard");
    assert_eq!(t.zone("spinner"), "graveyard");
    // The blockers dealt 2 + 1 = 3 damage to the 3/3 Rhino.
    assert_eq!(t.zone("rhino"), "graveyard");
}

#[test]
fn r510_1c_without_trample_extra_damage_stays_with_the_blockers() {
    // A 3/3 blocked by a 2/2 and a 1/3: lethal 2 to the first, the remaining 1 to the second; nothing to the player.
    let mut t = setup(
        json!([{"card": "Hill Brute", "label": "brute"}]),
        json!([{"card": "Grizzly Bears", "label": "b_bears"}, {"card": "Web Spinner", "label": "spinner"}]),
    );
    let (brute, bears, spinner) = (t.id("brute"), t.id("b_bears"), t.id("spinner"));
    to_attackers(&mut t);
    attack(&mut t, &["brute"]);
    t.pass_all();
    block(&mut t, &[("b_bears", "brute"), ("spinner", "brute")]);
    order_blockers(&mut t, "brute", &["b_bears", "spinner"]);
    let ev = finish_combat(&mut t);
    let dmg = damage_events(&ev);
    assert!(dmg.contains(&(brute, TargetChoice::Object(bears), 2)), "{dmg:?}");
    assert!(dmg.contains(&(brute, TargetChoice::Object(spinner), 1)), "{dmg:?}");
    assert_eq!(t.life(1), 20);
    assert_eq!(t.zone("b_bears"), "graveyard");
    // 2 + 1 damage to the 3/3 Brute: it dies too.
    assert_eq!(t.zone("brute"), "graveyard");
}

#[test]
fn r509_2_attacking_player_orders_blockers_and_damage_follows_the_order() {
    // The same 3/3 blocked by a 2/2 and a 1/3, but ordered the other way round:
    // the 1/3 needs all 3 damage to be lethal, so the 2/2 gets none.
    let mut t = setup(
        json!([{"card": "Hill Brute", "label": "brute"}]),
        json!([{"card": "Grizzly Bears", "label": "b_bears"}, {"card": "Web Spinner", "label": "spinner"}]),
    );
    let (brute, spinner) = (t.id("brute"), t.id("spinner"));
    to_attackers(&mut t);
    attack(&mut t, &["brute"]);
    t.pass_all();
    block(&mut t, &[("b_bears", "brute"), ("spinner", "brute")]);
    // A wrong order (missing a blocker) is refused and changes nothing.
    let before = t.g().clone();
    assert!(t.try_act(json!({"action": "order_blockers", "player": 0, "attacker": "@brute", "order": ["@spinner"]})).is_err());
    assert!(t.g() == &before);
    let ev = order_blockers(&mut t, "brute", &["spinner", "b_bears"]);
    assert!(cites(&ev, "509.2"));
    let ev = finish_combat(&mut t);
    let dmg = damage_events(&ev);
    assert!(dmg.contains(&(brute, TargetChoice::Object(spinner), 3)), "{dmg:?}");
    assert!(!dmg.iter().any(|(s, tg, _)| *s == brute && *tg == TargetChoice::Object(t.id("b_bears"))), "{dmg:?}");
    assert_eq!(t.zone("spinner"), "graveyard");
    assert_eq!(t.zone("b_bears"), "battlefield");
}

/// Get to the 510.1c damage division of the given attacker.
fn at_assignment(t: &mut T, attacker: &str) -> DecisionKind {
    for _ in 0..10 {
        if let Some(d) = t.g().pending.clone() {
            if let DecisionKind::AssignCombatDamage { .. } = d.kind {
                assert_eq!(d.rule, "510.1c");
                assert_eq!(d.player, PlayerId(0), "the attacking player divides the damage");
                return d.kind;
            }
            panic!("unexpected decision {d:?}");
        }
        t.pass_all();
    }
    panic!("no damage assignment for {attacker}");
}

#[test]
fn r510_1c_attacker_may_assign_more_than_lethal_to_the_first_blocker() {
    // A 3/3 blocked by a 2/2 then a 1/3 may put all 3 damage on the 2/2.
    let mut t = setup(
        json!([{"card": "Hill Brute", "label": "brute"}]),
        json!([{"card": "Grizzly Bears", "label": "b_bears"}, {"card": "Web Spinner", "label": "spinner"}]),
    );
    to_attackers(&mut t);
    attack(&mut t, &["brute"]);
    t.pass_all();
    block(&mut t, &[("b_bears", "brute"), ("spinner", "brute")]);
    order_blockers(&mut t, "brute", &["b_bears", "spinner"]);
    match at_assignment(&mut t, "brute") {
        DecisionKind::AssignCombatDamage { power, lethal, trample_to, suggested, .. } => {
            assert_eq!(power, 3);
            assert_eq!(lethal, vec![2, 3]);
            assert_eq!(trample_to, None);
            assert_eq!(suggested, vec![2, 1]);
        }
        _ => unreachable!(),
    }
    let (brute, bears) = (t.id("brute"), t.id("b_bears"));
    let ev = t.act(json!({"action": "assign_combat_damage", "player": 0, "attacker": "@brute", "amounts": [3, 0]}));
    assert!(cites(&ev, "510.2"));
    let dmg = damage_events(&ev);
    assert!(dmg.contains(&(brute, TargetChoice::Object(bears), 3)), "{dmg:?}");
    assert_eq!(t.zone("b_bears"), "graveyard");
    assert_eq!(t.g().objects[&t.id("spinner")].damage, 0);
}

#[test]
fn r510_1c_a_later_blocker_gets_damage_only_after_lethal_to_earlier_ones() {
    let mut t = setup(
        json!([{"card": "Hill Brute", "label": "brute"}]),
        json!([{"card": "Grizzly Bears", "label": "b_bears"}, {"card": "Web Spinner", "label": "spinner"}]),
    );
    to_attackers(&mut t);
    attack(&mut t, &["brute"]);
    t.pass_all();
    block(&mut t, &[("b_bears", "brute"), ("spinner", "brute")]);
    order_blockers(&mut t, "brute", &["b_bears", "spinner"]);
    at_assignment(&mut t, "brute");
    let e = refused(&mut t, json!({"action": "assign_combat_damage", "player": 0, "attacker": "@brute", "amounts": [1, 2]}));
    assert!(e.contains("510.1c") && e.contains("lethal"), "{e}");
    let e = refused(&mut t, json!({"action": "assign_combat_damage", "player": 0, "attacker": "@brute", "amounts": [2, 2]}));
    assert!(e.contains("add up to 4"), "{e}");
    let e = refused(&mut t, json!({"action": "assign_combat_damage", "player": 0, "attacker": "@brute", "amounts": [3]}));
    assert!(e.contains("one per blocker"), "{e}");
    t.act(json!({"action": "assign_combat_damage", "player": 0, "attacker": "@brute", "amounts": [2, 1]}));
    assert_eq!(t.zone("b_bears"), "graveyard");
    assert_eq!(t.g().objects[&t.id("spinner")].damage, 1);
}

#[test]
fn r702_19c_trample_may_keep_damage_on_the_blocker_but_tramples_over_only_after_lethal() {
    let mut t = setup(json!([{"card": "Trampling Rhino", "label": "rhino"}]), json!([{"card": "Grizzly Bears", "label": "b_bears"}]));
    to_attackers(&mut t);
    attack(&mut t, &["rhino"]);
    t.pass_all();
    block(&mut t, &[("b_bears", "rhino")]);
    match at_assignment(&mut t, "rhino") {
        DecisionKind::AssignCombatDamage { trample_to, lethal, .. } => {
            assert_eq!(trample_to, Some(B));
            assert_eq!(lethal, vec![2]);
        }
        _ => unreachable!(),
    }
    let e = refused(&mut t, json!({"action": "assign_combat_damage", "player": 0, "attacker": "@rhino", "amounts": [1, 3]}));
    assert!(e.contains("702.19c"), "{e}");
    // Choosing to put everything on the blocker is legal: nothing tramples over.
    t.act(json!({"action": "assign_combat_damage", "player": 0, "attacker": "@rhino", "amounts": [4, 0]}));
    assert_eq!(t.life(1), 20);
    assert_eq!(t.zone("b_bears"), "graveyard");
}

// ------------------------------------------------- keywords of 702 -------

/// 603.3b: answer a pending order of triggers in the order listed; false if none is asked.
fn order_as_listed(t: &mut T) -> bool {
    let Some(d) = t.g().pending.clone() else { return false };
    let DecisionKind::OrderTriggers { triggers, .. } = d.kind else { return false };
    t.act(json!({"action": "order_triggers", "player": d.player.0, "order": triggers}));
    true
}

fn counters(t: &T, label: &str, kind: &str) -> u32 {
    t.g().objects.get(&t.id(label)).and_then(|o| o.extra.counters.get(kind).copied()).unwrap_or(0)
}

#[test]
fn r702_79a_wither_deals_damage_to_creatures_as_minus_counters() {
    for (attacker, power) in [("ripper", 2), ("elves", 3)] {
        let mut t = setup(
            json!([{"card": "Sickle Ripper", "label": "ripper"}, {"card": "Wildslayer Elves", "label": "elves"}]),
            json!([{"card": "Hill Brute", "label": "brute"}]),
        );
        to_attackers(&mut t);
        attack(&mut t, &[attacker]);
        t.pass_all();
        block(&mut t, &[("brute", attacker)]);
        let ev = finish_combat(&mut t);
        assert!(cites(&ev, "702.79a"), "{attacker}: {:?}", rules(&ev));
        let brute = t.id("brute");
        match t.g().objects.get(&brute) {
            // A 3/3 with three -1/-1 counters is 0/0 and dies (704.5f).
            Some(o) if o.zone == Zone::Battlefield => {
                assert_eq!((o.damage, counters(&t, "brute", "-1/-1")), (0, power as u32), "{attacker}: counters, not damage");
                assert_eq!(t.g().chars(brute).unwrap().toughness, Some(3 - power));
            }
            _ => assert_eq!((attacker, t.zone("brute")), ("elves", "graveyard".to_string())),
        }
    }
}

#[test]
fn r702_13b_intimidate_blocked_only_by_artifact_creatures_and_creatures_sharing_a_colour() {
    for (attacker, same_colour) in [("boar", "ogre"), ("rider", "squire")] {
        let mut t = setup(
            json!([{"card": "Bladetusk Boar", "label": "boar"}, {"card": "Spectral Rider", "label": "rider"}]),
            json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Gray Ogre", "label": "ogre"}, {"card": "Akrasan Squire", "label": "squire"}, {"card": "Ornithopter", "label": "thopter"}]),
        );
        to_attackers(&mut t);
        attack(&mut t, &[attacker]);
        t.pass_all();
        let e = refused(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": format!("@{attacker}")}]}));
        assert!(e.contains("702.13b"), "{e}");
        let other = if same_colour == "ogre" { "squire" } else { "ogre" };
        let e = refused(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": format!("@{other}"), "attacker": format!("@{attacker}")}]}));
        assert!(e.contains("702.13b"), "{attacker} blocked by {other}: {e}");
        block(&mut t, &[(same_colour, attacker), ("thopter", attacker)]);
    }
}

#[test]
fn r702_35b_fear_blocked_only_by_artifact_or_black_creatures() {
    for attacker in ["rats", "legion"] {
        let mut t = setup(
            json!([{"card": "Razortooth Rats", "label": "rats"}, {"card": "Severed Legion", "label": "legion"}]),
            json!([{"card": "Gray Ogre", "label": "ogre"}, {"card": "Walking Corpse", "label": "corpse"}, {"card": "Ornithopter", "label": "thopter"}]),
        );
        to_attackers(&mut t);
        attack(&mut t, &[attacker]);
        t.pass_all();
        let e = refused(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@ogre", "attacker": format!("@{attacker}")}]}));
        assert!(e.contains("702.35b"), "{e}");
        block(&mut t, &[("corpse", attacker), ("thopter", attacker)]);
    }
}

#[test]
fn r702_27b_shadow_blocks_and_is_blocked_only_by_shadow() {
    for (attacker, shadow_blocker) in [("soldier", "marauder"), ("b_marauder", "b_soldier")] {
        let mut t = setup(
            json!([{"card": "Soltari Foot Soldier", "label": "soldier"}, {"card": "Dauthi Marauder", "label": "b_marauder"}, {"card": "Grizzly Bears", "label": "a_bears"}]),
            json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Dauthi Marauder", "label": "marauder"}, {"card": "Soltari Foot Soldier", "label": "b_soldier"}]),
        );
        to_attackers(&mut t);
        attack(&mut t, &[attacker, "a_bears"]);
        t.pass_all();
        let e = refused(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": format!("@{attacker}")}]}));
        assert!(e.contains("702.27b"), "{e}");
        let e = refused(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": format!("@{shadow_blocker}"), "attacker": "@a_bears"}]}));
        assert!(e.contains("702.27b"), "a creature with shadow can't block one without: {e}");
        block(&mut t, &[(shadow_blocker, attacker), ("bears", "a_bears")]);
    }
}

#[test]
fn r702_30b_horsemanship_blocked_only_by_horsemanship() {
    for (attacker, blocker) in [("shu", "wu"), ("b_wu", "b_shu")] {
        let mut t = setup(
            json!([{"card": "Shu Cavalry", "label": "shu"}, {"card": "Wu Elite Cavalry", "label": "b_wu"}]),
            json!([{"card": "Sky Drake", "label": "drake"}, {"card": "Wu Elite Cavalry", "label": "wu"}, {"card": "Shu Cavalry", "label": "b_shu"}]),
        );
        to_attackers(&mut t);
        attack(&mut t, &[attacker]);
        t.pass_all();
        let e = refused(&mut t, json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@drake", "attacker": format!("@{attacker}")}]}));
        assert!(e.contains("702.30b"), "flying is not horsemanship: {e}");
        block(&mut t, &[(blocker, attacker)]);
    }
}

/// 702.78a: a persist creature that dies without -1/-1 counters comes back
/// with one; the second time it stays in the graveyard. Two cards, and both
/// dying in the same combat.
#[test]
fn r702_78a_persist_returns_once_with_a_minus_counter() {
    // Both die together: in either order on the battlefield, their triggers put on the stack in either order.
    for (listed, reverse) in [(["elite", "shark"], false), (["shark", "elite"], true)] {
        let card = |l: &str| if l == "elite" { json!({"card": "Safehold Elite", "label": "elite"}) } else { json!({"card": "Gravelgill Axeshark", "label": "shark"}) };
        let mut t = setup(
            json!([{"card": "Trampling Rhino", "label": "rhino"}, {"card": "Hill Brute", "label": "brute"}]),
            json!([card(listed[0]), card(listed[1])]),
        );
        to_attackers(&mut t);
        attack(&mut t, &["rhino", "brute"]);
        t.pass_all();
        block(&mut t, &[("elite", "rhino"), ("shark", "brute")]);
        let mut ev = finish_combat(&mut t);
        assert_eq!(ev.iter().filter(|e| e.rule.contains("603.2")).count(), 2, "{listed:?}: both persist abilities trigger: {:?}", rules(&ev));
        let d = t.g().pending.clone().expect("B orders the two triggers");
        let DecisionKind::OrderTriggers { mut triggers, .. } = d.kind else { panic!("{listed:?}: an order decision") };
        if reverse {
            triggers.reverse();
        }
        t.act(json!({"action": "order_triggers", "player": d.player.0, "order": triggers}));
        ev.extend(finish_combat(&mut t));
        assert_eq!(ev.iter().filter(|e| e.rule == "614.1c").count(), 2, "{listed:?}: each returns with a counter: {:?}", rules(&ev));
        for (label, toughness) in [("elite", 1), ("shark", 2)] {
            assert_eq!(t.zone(label), "battlefield", "{listed:?}: {label} persisted");
            assert_eq!(counters(&t, label, "-1/-1"), 1, "{listed:?}: {label}");
            assert_eq!(t.g().chars(t.id(label)).unwrap().toughness, Some(toughness));
        }
        // Die again: with a -1/-1 counter it stays dead.
        let elite = t.id("elite");
        t.gm().objects.get_mut(&elite).unwrap().damage = 5;
        t.gm().mark_dirty(elite);
        t.pass_all();
        assert_eq!(t.zone("elite"), "graveyard", "{listed:?}");
    }
}

/// 702.82a: exalted triggers when a creature attacks alone (506.5); each
/// instance triggers; a second attacker means no trigger.
#[test]
fn r702_82a_exalted_each_instance_when_attacking_alone() {
    let mut t = setup(
        json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Akrasan Squire", "label": "squire"}, {"card": "Outrider of Jhess", "label": "outrider"}]),
        json!([]),
    );
    to_attackers(&mut t);
    let ev = attack(&mut t, &["bears"]);
    assert_eq!(ev.iter().filter(|e| e.rule == "603.2").count(), 2, "each instance triggers: {:?}", rules(&ev));
    t.pass_all();
    assert!(order_as_listed(&mut t));
    t.pass_all();
    t.pass_all();
    let c = t.g().chars(t.id("bears")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(4), Some(4)), "two exalted instances: +2/+2");
    let mut t = setup(
        json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Akrasan Squire", "label": "squire"}, {"card": "Outrider of Jhess", "label": "outrider"}]),
        json!([]),
    );
    to_attackers(&mut t);
    let ev = attack(&mut t, &["bears", "squire"]);
    assert!(!ev.iter().any(|e| e.rule == "603.2"), "two attackers: nobody attacks alone");
}

fn pt(t: &T, label: &str) -> (Option<i32>, Option<i32>) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power, c.toughness)
}

/// Resolve every waiting trigger (ordering them as listed) until nothing is on the stack.
fn resolve_triggers(t: &mut T) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..10 {
        if order_as_listed(t) {
            continue;
        }
        // 509.2: two or more blockers: the attacking player orders them first (as listed).
        if let Some(DecisionKind::OrderBlockers { attacker, blockers }) = t.g().pending.clone().map(|d| d.kind) {
            ev.extend(t.act(json!({"action": "order_blockers", "player": 0, "attacker": attacker, "order": blockers})));
            continue;
        }
        if t.g().stack.is_empty() {
            break;
        }
        ev.extend(t.pass_all());
    }
    ev
}

/// 702.44a: bushido N triggers when the creature blocks and when it becomes
/// blocked, +N/+N until end of turn. Devoted Retainer (bushido 1) and Numai
/// Outcast (bushido 2), both 1/1, each attacking and blocking.
#[test]
fn r702_44a_bushido_when_blocking_or_blocked() {
    for (card, n) in [("Devoted Retainer", 1), ("Numai Outcast", 2)] {
        // Attacking, blocked by Gray Ogre (2/2): +N/+N; the 1/1 becomes (1+N)/(1+N).
        let mut t = setup(json!([{"card": card, "label": "samurai"}]), json!([{"card": "Gray Ogre", "label": "ogre"}]));
        to_attackers(&mut t);
        attack(&mut t, &["samurai"]);
        t.pass_all();
        let ev = block(&mut t, &[("ogre", "samurai")]);
        assert_eq!(ev.iter().filter(|e| e.rule == "603.2").count(), 1, "{card}: one trigger when blocked: {:?}", rules(&ev));
        resolve_triggers(&mut t);
        assert_eq!(pt(&t, "samurai"), (Some(1 + n), Some(1 + n)), "{card} blocked");
        // Blocking an attacking Gray Ogre: the same bonus, and unblocked attackers give none.
        let mut t = setup(json!([{"card": "Gray Ogre", "label": "ogre"}, {"card": "Hill Brute", "label": "brute"}]), json!([{"card": card, "label": "samurai"}]));
        to_attackers(&mut t);
        let ev = attack(&mut t, &["ogre", "brute"]);
        assert!(!ev.iter().any(|e| e.rule == "603.2"), "attacking triggers nothing");
        t.pass_all();
        let ev = block(&mut t, &[("samurai", "ogre")]);
        assert_eq!(ev.iter().filter(|e| e.rule == "603.2").count(), 1, "{card}: one trigger when blocking: {:?}", rules(&ev));
        resolve_triggers(&mut t);
        assert_eq!(pt(&t, "samurai"), (Some(1 + n), Some(1 + n)), "{card} blocking");
        finish_combat(&mut t);
        // Numai Outcast (3/3 while blocking) survives Gray Ogre's 2 damage and kills it; the Retainer (2/2) trades.
        assert_eq!(t.zone("ogre"), "graveyard", "{card}");
        assert_eq!(t.zone("samurai"), if n == 2 { "battlefield" } else { "graveyard" }, "{card}");
    }
}

/// 702.24a: flanking gives each blocker without flanking -1/-1, one trigger
/// per blocker; a blocker with flanking gets nothing. Suq'Ata Lancer and
/// Femeref Knight, blocked by two creatures listed in either order.
#[test]
fn r702_24a_flanking_shrinks_each_blocker_without_flanking() {
    for (card, order) in [("Suq'Ata Lancer", ["ogre", "corpse"]), ("Femeref Knight", ["corpse", "ogre"])] {
        let mut t = setup(
            json!([{"card": card, "label": "knight"}]),
            json!([{"card": "Gray Ogre", "label": "ogre"}, {"card": "Walking Corpse", "label": "corpse"}]),
        );
        to_attackers(&mut t);
        attack(&mut t, &["knight"]);
        t.pass_all();
        let ev = block(&mut t, &[(order[0], "knight"), (order[1], "knight")]);
        assert_eq!(ev.iter().filter(|e| e.rule == "603.2").count(), 2, "{card}: one trigger per blocker: {:?}", rules(&ev));
        resolve_triggers(&mut t);
        assert_eq!(pt(&t, "ogre"), (Some(1), Some(1)), "{card} {order:?}");
        assert_eq!(pt(&t, "corpse"), (Some(1), Some(1)), "{card} {order:?}");
        assert_eq!(pt(&t, "knight"), (Some(2), Some(2)), "the attacker is unchanged");
    }
    // A blocker with flanking is spared: the Knight blocks the Lancer.
    let mut t = setup(json!([{"card": "Suq'Ata Lancer", "label": "lancer"}]), json!([{"card": "Femeref Knight", "label": "knight"}]));
    to_attackers(&mut t);
    attack(&mut t, &["lancer"]);
    t.pass_all();
    let ev = block(&mut t, &[("knight", "lancer")]);
    assert!(!ev.iter().any(|e| e.rule == "603.2"), "a blocker with flanking: no trigger: {:?}", rules(&ev));
    // A 1/1 blocker dies to the trigger before damage: the Lancer stays blocked and deals no damage to B.
    let mut t = setup(json!([{"card": "Suq'Ata Lancer", "label": "lancer"}]), json!([{"card": "Akrasan Squire", "label": "squire"}]));
    to_attackers(&mut t);
    attack(&mut t, &["lancer"]);
    t.pass_all();
    block(&mut t, &[("squire", "lancer")]);
    resolve_triggers(&mut t);
    assert_eq!(t.zone("squire"), "graveyard", "0/0 after flanking (704.5f)");
    finish_combat(&mut t);
    assert_eq!(t.life(1), 20, "blocked, without trample: no damage to the player (509.1h)");
}

/// 702.22a–b: rampage N gives +N/+N for each blocker beyond the first,
/// counted as the trigger resolves. Wolverine Pack and Craw Giant (rampage 2),
/// blocked by one, two and three creatures.
#[test]
fn r702_22a_rampage_counts_blockers_beyond_the_first() {
    for (card, base) in [("Wolverine Pack", (2, 4)), ("Craw Giant", (6, 4))] {
        for blockers in 1..=3usize {
            let names = ["ogre", "corpse", "brute"];
            let field: Vec<Value> = [("Gray Ogre", "ogre"), ("Walking Corpse", "corpse"), ("Hill Brute", "brute")].iter().map(|(c, l)| json!({"card": c, "label": l})).collect();
            let mut t = setup(json!([{"card": card, "label": "beast"}]), Value::Array(field));
            to_attackers(&mut t);
            attack(&mut t, &["beast"]);
            t.pass_all();
            let pairs: Vec<(&str, &str)> = names[..blockers].iter().map(|b| (*b, "beast")).collect();
            let ev = block(&mut t, &pairs);
            assert_eq!(ev.iter().filter(|e| e.rule == "603.2").count(), 1, "{card}: once, however many blockers");
            resolve_triggers(&mut t);
            let bonus = 2 * (blockers as i32 - 1);
            assert_eq!(pt(&t, "beast"), (Some(base.0 + bonus), Some(base.1 + bonus)), "{card} blocked by {blockers}");
        }
    }
}
