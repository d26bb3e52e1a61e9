//! Eight real cards around triggered abilities, static abilities and costs:
//! Ball Lightning, Pestilence, Seal of Cleansing, Nature's Revolt, Akroma's
//! Vengeance (cycling, 702.28a), Mulldrifter (evoke, 702.73a), Presence of
//! Gond (a granted ability, 613.1f) and Intruder Alarm (502.2, and the loop
//! of the 716.2a example). Each test plays the card through the engine and
//! checks the resulting zones, life totals and events.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::{DecisionKind, Flow, StackKind};
use stackwise::rules::*;

// ------------------------------------------------------------- helpers ----

/// Pass priority until the game reaches `step` (of any turn) with nothing pending.
fn advance_to(t: &mut T, step: Step) -> Vec<Event> {
    advance_until(t, |g| g.turn.step == step)
}

/// Pass priority until `done` holds while a player has priority with an empty stack.
fn advance_until(t: &mut T, done: impl Fn(&Game) -> bool) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..100 {
        if done(t.g()) && t.g().stack.is_empty() && matches!(t.g().flow, Flow::Priority(_)) {
            return ev;
        }
        assert!(t.g().pending.is_none(), "unexpected decision: {:?}", t.g().pending);
        assert!(t.g().winners.is_none(), "the game ended");
        ev.extend(t.pass_all());
    }
    panic!("never got there");
}

/// Pass priority until a decision is pending (the declare attackers decision, say).
fn advance_to_decision(t: &mut T) {
    for _ in 0..12 {
        if t.g().pending.is_some() {
            return;
        }
        t.pass_all();
    }
    panic!("no decision came");
}

fn triggered_by(ev: &[Event], source: ObjectId) -> usize {
    ev.iter().filter(|e| matches!(e.kind, EventKind::AbilityTriggered { source: s, .. } if s == source)).count()
}

fn sacrificed(ev: &[Event], object: ObjectId) -> bool {
    ev.iter().any(|e| matches!(e.kind, EventKind::Sacrificed { object: o } if o == object))
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).expect("object exists");
    (c.power.unwrap(), c.toughness.unwrap())
}

fn hand_len(t: &T, p: u8) -> usize {
    t.g().player(PlayerId(p)).hand.len()
}

fn tapped(t: &T, label: &str) -> bool {
    t.g().obj(t.id(label)).unwrap().tapped
}

/// The legal activation of `ability` of `source`, if the engine offers it.
fn offered_activation(t: &T, source: ObjectId, ability: usize) -> Option<LegalAction> {
    t.g().legal_actions().into_iter().find(|a| matches!(a, LegalAction::Activate { source: s, ability: i, .. } if *s == source && *i == ability))
}

/// Elf Warrior tokens on the battlefield.
fn elf_warriors(t: &T) -> Vec<ObjectId> {
    t.g().battlefield.iter().copied().filter(|id| t.g().obj(*id).map(|o| o.token && o.def.name == "Elf Warrior").unwrap_or(false)).collect()
}

// ------------------------------------------------------ Ball Lightning ----

#[test]
fn ball_lightning_attacks_deals_damage_and_is_sacrificed_at_the_end_step() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Ball Lightning", "label": "bl"}], "battlefield": ["Mountain", "Mountain", "Mountain"]},
            {"name": "B"}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bl", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bl"), "battlefield");
    // Haste: it may attack the turn it arrives (702.10).
    advance_to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bl", "target": {"player": 1}}]}));
    advance_to(&mut t, Step::PostcombatMain);
    assert_eq!(t.life(1), 14, "6 combat damage to B");
    assert_eq!(t.zone("bl"), "battlefield");
    // 603.2b: the beginning of the end step triggers it; it waits and goes on the stack.
    t.pass_all();
    assert_eq!(t.g().turn.step, Step::End);
    let bl = t.id("bl");
    assert_eq!(t.g().stack.len(), 1);
    assert_eq!(t.g().stack[0].source, bl);
    assert_eq!(t.g().stack[0].kind, StackKind::Triggered);
    let ev = t.pass_all();
    assert!(sacrificed(&ev, bl), "{:?}", rules(&ev));
    assert!(cites(&ev, "701.15a"));
    assert_eq!(t.zone("bl"), "graveyard");
}

// ---------------------------------------------------------- Pestilence ----

#[test]
fn pestilence_deals_1_damage_to_each_creature_and_each_player() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Pestilence", "label": "pest"}, "Swamp", {"card": "Grizzly Bears", "label": "bears"}]},
            {"name": "B", "battlefield": [{"card": "Savannah Lions", "label": "lions"}, {"card": "Forest", "label": "forest"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let pest = t.id("pest");
    assert!(offered_activation(&t, pest, 1).is_some(), "{{B}} is available");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@pest", "ability": 1, "auto_pay": true}));
    let ev = t.pass_all();
    let hits: Vec<TargetChoice> = ev
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::DamageDealt { source, target, amount: 1, .. } if source == pest => Some(target),
            _ => None,
        })
        .collect();
    assert_eq!(hits.len(), 4, "two creatures and two players: {hits:?}");
    assert!(hits.contains(&TargetChoice::Player(PlayerId(0))) && hits.contains(&TargetChoice::Player(PlayerId(1))));
    assert_eq!((t.life(0), t.life(1)), (19, 19));
    // The 2/1 dies to state-based actions (704.5g); the 2/2 survives with 1 damage; lands are no creatures.
    assert_eq!(t.zone("lions"), "graveyard");
    assert_eq!(t.zone("bears"), "battlefield");
    assert_eq!(t.g().obj(t.id("bears")).unwrap().damage, 1);
    assert_eq!(t.g().obj(t.id("forest")).unwrap().damage, 0);
}

#[test]
fn pestilence_stays_at_the_end_step_while_a_creature_is_on_the_battlefield() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Pestilence", "label": "pest"}]},
            {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "postcombat_main"}
    }));
    let pest = t.id("pest");
    let ev = advance_to(&mut t, Step::End);
    // 603.4: the intervening "if" is false when the step begins, so it doesn't trigger at all.
    assert_eq!(triggered_by(&ev, pest), 0, "{:?}", rules(&ev));
    assert!(t.g().stack.is_empty());
    assert_eq!(t.zone("pest"), "battlefield");
}

#[test]
fn pestilence_is_sacrificed_at_the_end_step_once_no_creature_is_left() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Pestilence", "label": "pest"}, "Swamp"]},
            {"name": "B", "battlefield": [{"card": "Savannah Lions", "label": "lions"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "postcombat_main"}
    }));
    let pest = t.id("pest");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@pest", "ability": 1, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("lions"), "graveyard");
    // The main phase ends; the end step begins with no creature: it triggers (603.4 holds).
    let ev = t.pass_all();
    assert_eq!(t.g().turn.step, Step::End);
    assert_eq!(triggered_by(&ev, pest), 1, "{:?}", rules(&ev));
    assert_eq!(t.g().stack.len(), 1);
    assert!(t.g().stack[0].condition.is_some(), "the condition is checked again on resolution (608.2a)");
    let ev = t.pass_all();
    assert!(sacrificed(&ev, pest), "{:?}", rules(&ev));
    assert_eq!(t.zone("pest"), "graveyard");
}

#[test]
fn pestilence_trigger_does_nothing_if_a_creature_arrives_before_it_resolves() {
    // 608.2a: the intervening "if" is checked again on resolution.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Pestilence", "label": "pest"}]},
            {"name": "B", "hand": [{"card": "Raise the Alarm", "label": "alarm"}], "battlefield": ["Plains", "Plains"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "postcombat_main"}
    }));
    let pest = t.id("pest");
    let ev = t.pass_all();
    assert_eq!(t.g().turn.step, Step::End);
    assert_eq!(triggered_by(&ev, pest), 1);
    // B answers with two Soldier tokens before the trigger resolves.
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@alarm", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().stack.len(), 1, "the tokens are made; the trigger still waits");
    let ev = t.pass_all();
    assert!(cites(&ev, "608.2a"), "{:?}", rules(&ev));
    assert!(!sacrificed(&ev, pest));
    assert_eq!(t.zone("pest"), "battlefield");
}

// --------------------------------------------------- Seal of Cleansing ----

#[test]
fn seal_of_cleansing_is_sacrificed_to_destroy_an_artifact() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Seal of Cleansing", "label": "seal"}]},
            {"name": "B", "battlefield": [{"card": "Bonesplitter", "label": "axe"}, {"card": "Grizzly Bears", "label": "bears"}, "Forest"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let (seal, axe) = (t.id("seal"), t.id("axe"));
    // Only artifacts and enchantments are legal targets: the Bonesplitter and the Seal itself.
    match offered_activation(&t, seal, 0) {
        Some(LegalAction::Activate { targets, .. }) => {
            let mut got = targets[0].clone();
            got.sort_by_key(|t| format!("{t:?}"));
            let mut want = vec![TargetChoice::Object(axe), TargetChoice::Object(seal)];
            want.sort_by_key(|t| format!("{t:?}"));
            assert_eq!(got, want);
        }
        other => panic!("Seal of Cleansing's ability is not offered: {other:?}"),
    }
    let r = t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@seal", "ability": 0, "targets": [{"object": "@bears"}]}));
    assert!(r.is_err(), "a creature is not a legal target");
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@seal", "ability": 0, "targets": [{"object": "@axe"}]}));
    // 602.2b: sacrificing is part of the cost, paid on activation.
    assert!(sacrificed(&ev, seal));
    assert_eq!(t.zone("seal"), "graveyard");
    assert_eq!(t.zone("axe"), "battlefield");
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::Destroyed { object } if object == axe)), "{:?}", rules(&ev));
    assert_eq!(t.zone("axe"), "graveyard");
    assert_eq!(t.zone("bears"), "battlefield");
}

// ----------------------------------------------------- Nature's Revolt ----

#[test]
fn natures_revolt_makes_lands_2_2_creatures_that_die_to_2_damage() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": ["Nature's Revolt", {"card": "Prodigal Sorcerer", "label": "tim"}, {"card": "Prodigal Sorcerer", "label": "tim2"}]},
            {"name": "B", "battlefield": [{"card": "Forest", "label": "forest"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let c = t.g().chars(t.id("forest")).unwrap();
    assert!(c.has_type(CardType::Land) && c.is_creature(), "{:?}", c.types);
    // "All lands are 2/2 creatures that are still lands" (613.1d, 613.3b).
    assert_eq!(pt(&t, "forest"), (2, 2));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@tim", "ability": 0, "targets": [{"object": "@forest"}]}));
    t.pass_all();
    assert_eq!(t.zone("forest"), "battlefield");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@tim2", "ability": 0, "targets": [{"object": "@forest"}]}));
    let ev = t.pass_all();
    // 704.5g: lethal damage destroys the land creature.
    assert!(cites(&ev, "704.5g"), "{:?}", rules(&ev));
    assert_eq!(t.zone("forest"), "graveyard");
}

// -------------------------------------------------- Akroma's Vengeance ----

#[test]
fn akromas_vengeance_destroys_artifacts_creatures_and_enchantments_only() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Akroma's Vengeance", "label": "av"}],
             "battlefield": ["Plains", "Plains", "Plains", "Plains", "Plains", {"card": "Plains", "label": "plains"},
                             {"card": "Grizzly Bears", "label": "bears"}, {"card": "Glorious Anthem", "label": "anthem"}]},
            {"name": "B", "battlefield": [{"card": "Bonesplitter", "label": "axe"}, {"card": "Jace Beleren", "label": "jace"},
                                          {"card": "Forest", "label": "forest"}, {"card": "Savannah Lions", "label": "lions"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@av", "auto_pay": true}));
    let ev = t.pass_all();
    let destroyed = ev.iter().filter(|e| matches!(e.kind, EventKind::Destroyed { .. })).count();
    assert_eq!(destroyed, 4, "{:?}", rules(&ev));
    for gone in ["bears", "anthem", "axe", "lions"] {
        assert_eq!(t.zone(gone), "graveyard", "{gone}");
    }
    for stays in ["plains", "forest", "jace"] {
        assert_eq!(t.zone(stays), "battlefield", "{stays}");
    }
    assert_eq!(t.zone("av"), "graveyard");
}

#[test]
fn cycling_akromas_vengeance_pays_3_discards_it_and_draws_a_card() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Akroma's Vengeance", "label": "av"}],
             "library": [{"card": "Island", "label": "top"}, "Island"],
             "battlefield": [{"card": "Plains", "label": "p1"}, {"card": "Plains", "label": "p2"}, {"card": "Plains", "label": "p3"}]},
            {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let av = t.id("av");
    // The card can't be cast ({4}{W}{W}), but cycling is offered from the hand.
    let acts = t.g().legal_actions();
    assert!(!acts.iter().any(|a| matches!(a, LegalAction::Cast { card, .. } if *card == av)));
    match offered_activation(&t, av, 0) {
        Some(LegalAction::Activate { text, mana_ability: false, .. }) => assert!(text.starts_with("Cycling {3}"), "{text}"),
        other => panic!("cycling is not offered: {other:?}"),
    }
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@av", "ability": 0, "auto_pay": true}));
    assert!(cites(&ev, "602.2a"));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::Discarded { player: PlayerId(0), .. })), "{:?}", rules(&ev));
    assert!(ev.iter().any(|e| matches!(&e.kind, EventKind::ManaPaid { mana, .. } if mana.total() == 3)));
    assert_eq!(t.zone("av"), "graveyard");
    assert!(tapped(&t, "p1") && tapped(&t, "p2") && tapped(&t, "p3"));
    assert_eq!(t.g().stack.len(), 1);
    assert_eq!(hand_len(&t, 0), 0);
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::Drew { player: PlayerId(0), .. })));
    assert_eq!(t.zone("top"), "hand");
    assert_eq!(hand_len(&t, 0), 1);
    // Cycling does not cast the card: nothing was destroyed.
    assert_eq!(t.zone("bears"), "battlefield");
}

#[test]
fn cycling_without_the_mana_is_refused_and_changes_nothing() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Akroma's Vengeance", "label": "av"}], "library": ["Island"],
             "battlefield": ["Plains", "Plains"]},
            {"name": "B"}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let av = t.id("av");
    assert!(offered_activation(&t, av, 0).is_none(), "two lands can't pay {{3}}");
    let before = t.g().clone();
    let err = t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@av", "ability": 0, "auto_pay": true})).unwrap_err();
    assert!(err.to_string().contains("can't pay"), "{err}");
    assert!(*t.g() == before, "a refused action changes nothing");
    assert_eq!(t.zone("av"), "hand");
}

#[test]
fn cycling_is_not_an_ability_of_a_permanent_and_other_hand_cards_have_none() {
    // Abilities without a discard cost can't be activated from the hand.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Prodigal Sorcerer", "label": "tim"}], "battlefield": ["Island"]},
            {"name": "B"}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let before = t.g().clone();
    let err = t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@tim", "ability": 0, "targets": [{"player": 1}]})).unwrap_err();
    assert!(err.to_string().contains("702.28a"), "{err}");
    assert!(*t.g() == before);
}

// ---------------------------------------------------------- Mulldrifter ----

fn mulldrifter_game(islands: usize) -> T {
    let lands: Vec<serde_json::Value> = (0..islands).map(|_| json!("Island")).collect();
    T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Mulldrifter", "label": "md"}],
             "library": [{"card": "Forest", "label": "c1"}, {"card": "Forest", "label": "c2"}, {"card": "Forest", "label": "c3"}],
             "battlefield": lands},
            {"name": "B"}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }))
}

fn cast_options(t: &T, card: ObjectId) -> Vec<stackwise::rules::legal::CastOption> {
    t.g()
        .legal_actions()
        .into_iter()
        .find_map(|a| match a {
            LegalAction::Cast { card: c, options, .. } if c == card => Some(options),
            _ => None,
        })
        .unwrap_or_default()
}

#[test]
fn mulldrifter_hardcast_stays_and_draws_two() {
    let mut t = mulldrifter_game(5);
    let md = t.id("md");
    // Both ways to cast it are offered: its mana cost and its evoke cost (117.9).
    let alts: Vec<Option<AlternativeCost>> = cast_options(&t, md).iter().map(|o| o.alternative_cost).collect();
    assert_eq!(alts, vec![None, Some(AlternativeCost::Evoke)]);
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@md", "auto_pay": true}));
    assert!(ev.iter().any(|e| matches!(&e.kind, EventKind::ManaPaid { mana, .. } if mana.total() == 5)));
    let ev = t.pass_all();
    // Only the draw triggers: the evoke trigger's "if" is false (603.4).
    assert_eq!(triggered_by(&ev, t.id("md")), 1, "{:?}", rules(&ev));
    assert!(t.g().pending.is_none());
    t.pass_all();
    assert_eq!(hand_len(&t, 0), 2);
    assert_eq!((t.zone("c1"), t.zone("c2"), t.zone("c3")), ("hand".into(), "hand".into(), "library".into()));
    assert_eq!(t.zone("md"), "battlefield");
    assert_eq!(pt(&t, "md"), (2, 2));
    advance_to(&mut t, Step::End);
    assert_eq!(t.zone("md"), "battlefield");
}

#[test]
fn mulldrifter_evoked_draws_two_and_is_sacrificed() {
    let mut t = mulldrifter_game(3);
    let md = t.id("md");
    // With three lands only the evoke cost can be paid.
    let opts = cast_options(&t, md);
    assert_eq!(opts.len(), 1);
    assert_eq!(opts[0].alternative_cost, Some(AlternativeCost::Evoke));
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@md", "auto_pay": true, "alternative_cost": "evoke"}));
    assert!(ev.iter().any(|e| e.rule == "601.2b" && e.text.contains("evoke")), "{:?}", rules(&ev));
    assert!(ev.iter().any(|e| matches!(&e.kind, EventKind::ManaPaid { mana, .. } if mana.blue == 3)));
    t.pass_all();
    // 603.3b: both enter-the-battlefield triggers are A's; A orders them.
    let (triggers, descriptions) = match t.g().pending.clone().map(|d| d.kind) {
        Some(DecisionKind::OrderTriggers { triggers, descriptions, .. }) => (triggers, descriptions),
        other => panic!("expected an order decision, got {other:?}"),
    };
    assert_eq!(triggers.len(), 2);
    let sac = descriptions.iter().position(|d| d.contains("evoke")).expect("the evoke trigger");
    // The sacrifice goes on the stack first, so the draw resolves first.
    let order = vec![triggers[sac], triggers[1 - sac]];
    t.act(json!({"action": "order_triggers", "player": 0, "order": order}));
    assert_eq!(t.g().stack.len(), 2);
    t.pass_all();
    assert_eq!(hand_len(&t, 0), 2, "drew two first");
    assert_eq!(t.zone("md"), "battlefield");
    let permanent = t.id("md");
    let ev = t.pass_all();
    assert!(sacrificed(&ev, permanent), "{:?}", rules(&ev));
    assert_eq!(t.zone("md"), "graveyard");
}

#[test]
fn evoke_on_a_card_without_evoke_is_refused() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Grizzly Bears", "label": "bears"}], "battlefield": ["Forest", "Forest"]},
            {"name": "B"}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let before = t.g().clone();
    let err = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true, "alternative_cost": "evoke"})).unwrap_err();
    assert!(err.to_string().contains("no evoke cost"), "{err}");
    assert!(*t.g() == before);
}

// ----------------------------------------------------- Presence of Gond ----

#[test]
fn presence_of_gond_grants_a_token_making_tap_ability() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Presence of Gond", "label": "pog"}],
             "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Forest", "Forest", "Forest"]},
            {"name": "B"}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let bears = t.id("bears");
    assert!(offered_activation(&t, bears, 0).is_none(), "Grizzly Bears has no ability of its own");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@pog", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("pog"), "battlefield");
    // 613.1f: the enchanted creature has the ability; it is offered and works.
    match offered_activation(&t, bears, 0) {
        Some(LegalAction::Activate { text, mana_ability: false, .. }) => assert!(text.contains("Elf Warrior"), "{text}"),
        other => panic!("the granted ability is not offered: {other:?}"),
    }
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@bears", "ability": 0}));
    assert!(tapped(&t, "bears"));
    assert_eq!(t.g().stack[0].source, bears);
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::TokenCreated { .. })), "{:?}", rules(&ev));
    let elves = elf_warriors(&t);
    assert_eq!(elves.len(), 1);
    let c = t.g().chars(elves[0]).unwrap();
    assert_eq!((c.power, c.toughness), (Some(1), Some(1)));
    assert!(c.colors.contains(Color::Green) && c.has_subtype("Elf") && c.has_subtype("Warrior"));
    assert_eq!(c.controller, PlayerId(0));
    // Tapped now: not offered again, and refused.
    assert!(offered_activation(&t, bears, 0).is_none());
    assert!(t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@bears", "ability": 0})).is_err());
}

#[test]
fn presence_of_gond_on_a_summoning_sick_creature_can_not_be_used() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "bears", "sick": true},
                                          {"card": "Presence of Gond", "label": "pog", "attached_to": "bears"}]},
            {"name": "B"}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let bears = t.id("bears");
    assert!(offered_activation(&t, bears, 0).is_none());
    let before = t.g().clone();
    let err = t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@bears", "ability": 0})).unwrap_err();
    assert!(err.to_string().contains("302.6"), "{err}");
    assert!(*t.g() == before);
    // When the Aura is gone, so is the ability.
    let pog = t.id("pog");
    t.gm().sacrifice(pog, "test");
    assert!(t.g().chars(bears).unwrap().abilities.is_empty());
}

// ------------------------------------------------------- Intruder Alarm ----

#[test]
fn intruder_alarm_and_presence_of_gond_make_a_loop() {
    // The 716.2a example: the creature's token enters, the Alarm untaps all creatures,
    // and the creature can make another token, as often as its controller likes.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                          {"card": "Presence of Gond", "label": "pog", "attached_to": "bears"}]},
            {"name": "B", "battlefield": [{"card": "Intruder Alarm", "label": "alarm"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let (bears, alarm) = (t.id("bears"), t.id("alarm"));
    for round in 1..=3 {
        assert!(offered_activation(&t, bears, 0).is_some(), "round {round}: the ability is available");
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@bears", "ability": 0}));
        assert!(tapped(&t, "bears"));
        // The ability resolves; the token entering triggers the Alarm (B's), which resolves too.
        let ev = t.pass_all();
        assert!(ev.iter().any(|e| matches!(e.kind, EventKind::TokenCreated { .. })));
        assert_eq!(triggered_by(&ev, alarm), 1, "{:?}", rules(&ev));
        assert!(ev.iter().any(|e| matches!(e.kind, EventKind::Untapped { object } if object == bears)));
        assert!(t.g().stack.is_empty());
        assert!(!tapped(&t, "bears"), "round {round}: untapped by the Alarm");
        assert_eq!(elf_warriors(&t).len(), round);
    }
}

#[test]
fn intruder_alarm_keeps_creatures_tapped_through_the_untap_step() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "library": ["Forest", "Forest"],
             "battlefield": [{"card": "Grizzly Bears", "label": "bears", "tapped": true}, {"card": "Forest", "label": "forest", "tapped": true}]},
            {"name": "B", "library": ["Island", "Island"], "battlefield": [{"card": "Intruder Alarm", "label": "alarm"}]}
        ],
        "turn": {"number": 2, "active": 1, "step": "end"}
    }));
    let ev = advance_to(&mut t, Step::Upkeep);
    assert_eq!(t.g().turn.active, PlayerId(0));
    // 502.2: the land untaps; the creature doesn't.
    assert!(!tapped(&t, "forest"));
    assert!(tapped(&t, "bears"));
    assert!(ev.iter().any(|e| e.rule == "502.2" && e.text.contains("doesn't untap")), "{:?}", rules(&ev));
    // Without the Alarm, A's next untap step untaps it.
    let alarm = t.id("alarm");
    t.gm().sacrifice(alarm, "test");
    advance_until(&mut t, |g| g.turn.number == 5 && g.turn.step == Step::Upkeep);
    assert!(!tapped(&t, "bears"));
}
