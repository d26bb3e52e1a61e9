//! Flashback given by an effect (702.33a of the reference rules): "target
//! instant or sorcery card in your graveyard gains flashback until end of
//! turn. The flashback cost is equal to its mana cost." The card may be cast
//! from its owner's graveyard for its mana cost as an alternative cost
//! (117.9), with its usual timing, and is exiled whenever it would leave the
//! stack; the grant ends at the cleanup step (514.2) and belongs to the card
//! that was in the graveyard as the effect began (611.2c: a card put there
//! later does not gain it). A card with its own flashback too may be cast for
//! either.
//!
//! Cards (built in: compiled from their printed text):
//! - Snapcaster Mage {1}{U}: "Flash. When Snapcaster Mage enters the
//!   battlefield, target instant or sorcery card in your graveyard gains
//!   flashback until end of turn. The flashback cost is equal to its mana cost."
//! - Past in Flames {3}{R}: "Each instant and sorcery card in your graveyard
//!   gains flashback until end of turn. The flashback cost is equal to its
//!   mana cost. Flashback {4}{R}"
//! - Recoup {1}{R}: "Target sorcery card in your graveyard gains flashback
//!   until end of turn. The flashback cost is equal to its mana cost.
//!   Flashback {3}{R}"
//! - Lightning Bolt {R}, Lava Axe {4}{R}, Mind Rot {2}{B}, Counterspell {U}{U}.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn lands(kind: &str, n: usize) -> Vec<Value> {
    (0..n).map(|_| json!(kind)).collect()
}

fn game(alice_bf: Vec<Value>, hand: Value, grave: Value, active: u8) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "graveyard": grave, "library": lands("Island", 5)},
        {"name": "Bob", "battlefield": lands("Island", 2), "hand": [{"card": "Counterspell", "label": "cs"}], "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": active, "step": "precombat_main"}}))
}

/// The ways Alice is offered to cast `card` (alternative cost, the option's text).
fn ways(t: &T, card: &str) -> Vec<(Option<AlternativeCost>, String)> {
    cast_options(t, card).into_iter().map(|o| (o.alternative_cost, o.text)).collect()
}

fn cast(t: &mut T, card: &str, targets: Value, alternative: Option<&str>) -> Result<Vec<Event>, ActionError> {
    let mut a = json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "auto_pay": true});
    if let Some(k) = alternative {
        a["alternative_cost"] = k.into();
    }
    t.try_act(a)
}

/// Resolve the top of the stack, choosing `target` for a trigger that asks.
fn resolve_choosing(t: &mut T, target: Option<&str>) -> Vec<Event> {
    let mut out = Vec::new();
    for _ in 0..8 {
        if let Some(d) = t.g().pending.clone() {
            let DecisionKind::ChooseTargets { .. } = d.kind else { panic!("unexpected question: {d:?}") };
            let id = t.id(target.expect("a target to choose"));
            out.extend(t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [{"object": id.0}]})));
            continue;
        }
        let before = t.g().stack.len();
        out.extend(t.pass_all());
        if t.g().stack.len() < before && t.g().pending.is_none() {
            break;
        }
    }
    out
}

#[test]
fn r702_33a_snapcaster_mage_gives_a_bolt_flashback_for_its_mana_cost_then_it_is_exiled() {
    let mut t = game(lands("Island", 2).into_iter().chain(lands("Mountain", 1)).collect(), json!([{"card": "Snapcaster Mage", "label": "snap"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Lava Axe", "label": "axe"}]), 0);
    assert!(ways(&t, "bolt").is_empty(), "no flashback before Snapcaster Mage");
    cast(&mut t, "snap", json!([]), None).expect("Snapcaster Mage");
    let ev = resolve_choosing(&mut t, Some("bolt"));
    assert!(cites(&ev, "611.2a"), "{:?}", rules(&ev));
    assert_eq!(ways(&t, "bolt"), vec![(Some(AlternativeCost::GrantedFlashback), "Lightning Bolt deals 3 damage to target creature or player. [granted flashback {R}]".to_string())]);
    assert!(ways(&t, "axe").is_empty(), "only the target gained flashback");
    // Not as the card's own flashback: it has none.
    let e = cast(&mut t, "bolt", json!([{"player": 1}]), Some("flashback")).unwrap_err().to_string();
    assert!(e.contains("702.33a") && e.contains("no flashback cost"), "{e}");
    let ev = cast(&mut t, "bolt", json!([{"player": 1}]), Some("granted_flashback")).expect("cast for {R}");
    assert!(ev.iter().any(|e| e.text.contains("flashback cost {R}")), "{:?}", rules(&ev));
    let ev = t.pass_all();
    assert_eq!(t.life(1), 17);
    assert!(cites(&ev, "702.33a"), "{:?}", rules(&ev));
    assert_eq!(t.zone("bolt"), "exile", "exiled instead of going back to the graveyard");
}

#[test]
fn r702_33a_a_countered_card_cast_with_given_flashback_is_exiled() {
    let mut t = game(lands("Island", 2).into_iter().chain(lands("Mountain", 1)).collect(), json!([{"card": "Snapcaster Mage", "label": "snap"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), 0);
    cast(&mut t, "snap", json!([]), None).unwrap();
    resolve_choosing(&mut t, Some("bolt"));
    cast(&mut t, "bolt", json!([{"player": 1}]), Some("granted_flashback")).unwrap();
    t.act(json!({"action": "pass_priority", "player": 0}));
    let bolt_on_stack = t.id("bolt");
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@cs", "targets": [{"object": bolt_on_stack.0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 20);
    assert_eq!(t.zone("bolt"), "exile");
}

#[test]
fn r702_33a_the_given_flashback_ends_with_the_turn() {
    let mut t = game(lands("Island", 2).into_iter().chain(lands("Mountain", 1)).collect(), json!([{"card": "Snapcaster Mage", "label": "snap"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), 0);
    cast(&mut t, "snap", json!([]), None).unwrap();
    resolve_choosing(&mut t, Some("bolt"));
    assert_eq!(ways(&t, "bolt").len(), 1);
    play_until(&mut t, 1, stackwise::rules::types::Step::Upkeep, &|_, _, k| panic!("unexpected question {k:?}"));
    // On Bob's turn Alice holds priority after he passes: an instant could be cast, but not this way.
    t.act(json!({"action": "pass_priority", "player": 1}));
    assert!(ways(&t, "bolt").is_empty(), "the grant ended at the cleanup step (514.2)");
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true, "alternative_cost": "granted_flashback"}));
    assert!(e.contains("702.33a") && e.contains("no flashback given by an effect"), "{e}");
}

#[test]
fn r702_33a_past_in_flames_gives_the_cards_there_as_it_resolves_and_not_itself() {
    // Lava Axe and Mind Rot in the graveyard, Lightning Bolt there only afterwards.
    let bf: Vec<Value> = lands("Mountain", 8).into_iter().chain(lands("Swamp", 3)).collect();
    let mut t = game(bf, json!([{"card": "Past in Flames", "label": "pif"}, {"card": "Lightning Bolt", "label": "bolt"}]), json!([{"card": "Lava Axe", "label": "axe"}, {"card": "Mind Rot", "label": "rot"}]), 0);
    cast(&mut t, "pif", json!([]), None).unwrap();
    let ev = t.pass_all();
    assert_eq!(ev.iter().filter(|e| e.rule == "611.2a").count(), 2, "one effect on each card: {:?}", rules(&ev));
    assert_eq!(t.zone("pif"), "graveyard");
    assert_eq!(ways(&t, "axe"), vec![(Some(AlternativeCost::GrantedFlashback), "Lava Axe deals 5 damage to target player. [granted flashback {4}{R}]".to_string())]);
    assert_eq!(ways(&t, "rot").len(), 1);
    // Past in Flames itself was on the stack: only its own flashback.
    assert_eq!(ways(&t, "pif").iter().map(|w| w.0).collect::<Vec<_>>(), vec![Some(AlternativeCost::Flashback)]);
    // Bolt goes to the graveyard afterwards: it gains nothing (611.2c).
    cast(&mut t, "bolt", json!([{"player": 1}]), None).unwrap();
    t.pass_all();
    assert_eq!(t.zone("bolt"), "graveyard");
    assert!(ways(&t, "bolt").is_empty());
    // Mind Rot from the graveyard for {2}{B}, then exiled.
    cast(&mut t, "rot", json!([{"player": 1}]), Some("granted_flashback")).unwrap();
    t.pass_all();
    assert_eq!(t.zone("rot"), "exile");
}

#[test]
fn r702_33a_recoup_on_a_card_with_its_own_flashback_offers_both_costs() {
    // Recoup targets a sorcery card: Past in Flames (its own flashback {4}{R}), not Lightning Bolt.
    let bf: Vec<Value> = lands("Mountain", 9).into_iter().collect();
    let mut t = game(bf, json!([{"card": "Recoup", "label": "recoup"}]), json!([{"card": "Past in Flames", "label": "pif"}, {"card": "Lightning Bolt", "label": "bolt"}]), 0);
    let bolt = t.id("bolt").0;
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@recoup", "targets": [{"object": bolt}], "auto_pay": true}));
    assert!(e.contains("target"), "{e}");
    let pif = t.id("pif").0;
    cast(&mut t, "recoup", json!([{"object": pif}]), None).unwrap();
    t.pass_all();
    let mut got = ways(&t, "pif");
    got.sort_by_key(|w| format!("{:?}", w.0));
    assert_eq!(got.iter().map(|w| w.0).collect::<Vec<_>>(), vec![Some(AlternativeCost::Flashback), Some(AlternativeCost::GrantedFlashback)]);
    assert!(got[0].1.ends_with(" [flashback {4}{R}]") && got[1].1.ends_with(" [granted flashback {3}{R}]"), "{got:?}");
    // The cheaper one: {3}{R} of the remaining mountains.
    let ev = cast(&mut t, "pif", json!([]), Some("granted_flashback")).unwrap();
    assert!(ev.iter().any(|e| e.text.contains("flashback cost {3}{R}")), "{:?}", rules(&ev));
    t.pass_all();
    assert_eq!(t.zone("pif"), "exile");
    // Past in Flames gave Recoup, in the graveyard as it resolved, flashback
    // for {1}{R}; its own {3}{R} is more than the three Mountains left.
    let recoup = ways(&t, "recoup");
    assert_eq!(recoup.iter().map(|w| w.0).collect::<Vec<_>>(), vec![Some(AlternativeCost::GrantedFlashback)]);
    assert!(recoup[0].1.ends_with(" [granted flashback {1}{R}]"), "{recoup:?}");
}

#[test]
fn r702_33a_a_sorcery_with_given_flashback_keeps_sorcery_timing() {
    let bf: Vec<Value> = lands("Mountain", 8).into_iter().chain(lands("Island", 2)).collect();
    let mut t = game(bf, json!([{"card": "Past in Flames", "label": "pif"}, {"card": "Snapcaster Mage", "label": "snap"}]), json!([{"card": "Lava Axe", "label": "axe"}]), 0);
    cast(&mut t, "pif", json!([]), None).unwrap();
    t.pass_all();
    // With Snapcaster Mage (flash) on the stack, Lava Axe can't be cast.
    cast(&mut t, "snap", json!([]), None).unwrap();
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@axe", "targets": [{"player": 1}], "auto_pay": true, "alternative_cost": "granted_flashback"}));
    assert!(e.contains("307.1"), "{e}");
}

#[test]
fn gain_flashback_is_refused_in_a_static_ability() {
    let bad = json!({"name": "Test Haunt", "mana_cost": "{2}", "types": ["Enchantment"], "text": "x",
        "abilities": [{"kind": "static", "effect": {"static": "continuous", "affects": {"all": {"types": ["Creature"]}}, "modifications": ["gain_flashback"]}, "text": "x"}]});
    let s: stackwise::formats::scenario::Scenario = serde_json::from_value(json!({"format": "stackwise-scenario", "version": 4, "cards": [bad],
        "players": [{"name": "A"}, {"name": "B"}]})).expect("read");
    let errs = s.build().err().expect("refused");
    assert!(errs.iter().any(|e| e.contains("gain_flashback") && e.contains("702.33a")), "{errs:?}");
}

/// 611.2c: "all cards from target player's graveyard" are the cards there as
/// the instruction starts, exiled together (Tormod's Crypt, Bojuka Bog); the
/// other graveyard is untouched, and an empty one exiles nothing.
#[test]
fn r611_2c_all_cards_in_a_graveyard_are_those_there_as_it_resolves() {
    for (card, by_land) in [("Tormod's Crypt", false), ("Bojuka Bog", true)] {
        let mut t = T::new(json!({"players": [
            {"name": "Alice", "battlefield": if by_land { json!([]) } else { json!([{"card": card, "label": "src"}]) },
             "hand": if by_land { json!([{"card": card, "label": "src"}]) } else { json!([]) },
             "graveyard": [{"card": "Lightning Bolt", "label": "mine"}], "library": lands("Island", 3)},
            {"name": "Bob", "graveyard": [{"card": "Lava Axe", "label": "axe"}, {"card": "Mind Rot", "label": "rot"}, "Island"], "library": lands("Island", 3)}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        if by_land {
            t.act(json!({"action": "play_land", "player": 0, "card": "@src"}));
            assert!(t.g().obj(t.id("src")).unwrap().tapped, "enters tapped");
            if let Some(d) = t.g().pending.clone() {
                t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [{"player": 1}]}));
            }
        } else {
            t.act(json!({"action": "activate_ability", "player": 0, "source": "@src", "ability": 0, "targets": [{"player": 1}]}));
            assert_eq!(t.zone("src"), "graveyard", "sacrificed as a cost");
        }
        let ev = t.pass_all();
        assert_eq!(t.g().player(PlayerId(1)).graveyard.len(), 0, "{card}: {:?}", rules(&ev));
        for l in ["axe", "rot"] {
            assert_eq!(t.zone(l), "exile", "{card}: {l}");
        }
        assert_eq!(t.zone("mine"), "graveyard", "{card}: only the target player's graveyard");
    }
}
