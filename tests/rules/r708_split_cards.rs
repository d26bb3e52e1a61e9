//! 708 split cards (2011 numbering), read from their printed text: one card
//! with two halves. Casting one, the player chooses the half (708.3, the
//! cast action's mode: 0 the first, 1 the second); only that half is
//! checked and put on the stack (708.3a), with that half's characteristics
//! alone (708.3b). In every other zone the card has both halves'
//! characteristics: two names, two mana costs (two converted mana costs),
//! the colours and types of either; a name or converted mana cost asked
//! about matches if either half's does.
//!
//! Cards (their text as the table prints it):
//! - Order // Chaos: Order {3}{W} Instant "Exile target attacking
//!   creature." // Chaos {2}{R} Instant "Creatures can't block this turn."
//! - Fire // Ice: Fire {1}{R} Instant "Fire deals 2 damage divided as you
//!   choose among one or two target creatures and/or players." // Ice {1}{U}
//!   Instant "Tap target permanent. / Draw a card."
//! - Assault // Battery: Assault {R} Sorcery "Assault deals 2 damage to
//!   target creature or player." // Battery {3}{G} Sorcery "Create a 3/3
//!   green Elephant creature token."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3; basic lands.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{CardType, Color};

const CARDS: &[&str] = &["Chaos", "Ice", "Assault", "Grizzly Bears", "Hill Giant"];

fn game(hand: Value, alice_bf: Value, bob_bf: Value) -> T {
    common::card_table::compiled_game(CARDS, alice_bf, hand, bob_bf)
}

fn cast(t: &mut T, label: &str, half: usize, targets: Value) -> Result<Vec<stackwise::rules::events::Event>, stackwise::rules::actions::ActionError> {
    t.try_act(json!({"action": "cast_spell", "player": 0, "card": format!("@{label}"), "mode": half, "targets": targets, "auto_pay": true}))
}

#[test]
fn r708_4_in_the_hand_a_split_card_has_both_halves_characteristics() {
    let t = game(json!([{"card": "Order", "label": "oc"}, {"card": "Assault", "label": "ab"}]), json!([]), json!([]));
    let c = t.g().chars(t.id("oc")).unwrap();
    assert!(c.has_name("Order") && c.has_name("Chaos") && !c.has_name("Fire"));
    assert!(c.colors.contains(Color::White) && c.colors.contains(Color::Red) && !c.colors.contains(Color::Blue));
    assert_eq!(c.mana_values().collect::<Vec<_>>(), vec![4, 3], "Order's {{3}}{{W}} and Chaos's {{2}}{{R}}");
    let c = t.g().chars(t.id("ab")).unwrap();
    assert_eq!(c.mana_values().collect::<Vec<_>>(), vec![1, 4]);
    assert!(c.has_type(CardType::Sorcery) && c.colors.contains(Color::Green) && c.colors.contains(Color::Red));
}

#[test]
fn r708_3_a_split_card_is_cast_as_the_half_chosen_for_that_halfs_cost() {
    // Three Mountains: Chaos ({2}{R}) can be cast, Order ({3}{W}) can't.
    let mut t = game(json!([{"card": "Order", "label": "oc"}]), json!(["Mountain", "Mountain", "Mountain"]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let halves: Vec<Option<usize>> = cast_options(&t, "oc").iter().map(|o| o.mode).collect();
    assert_eq!(halves, vec![Some(1)], "only Chaos is affordable");
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@oc", "auto_pay": true}));
    assert!(e.contains("708.3"), "{e}");
    assert!(cast(&mut t, "oc", 0, json!([])).is_err());
    let ev = cast(&mut t, "oc", 1, json!([])).unwrap();
    assert!(cites(&ev, "708.3"));
    // 708.3b: on the stack, only Chaos: its name, its colour, its converted mana cost.
    let spell = t.g().stack.last().unwrap().id;
    let c = t.g().chars(spell).unwrap();
    assert_eq!(c.name, "Chaos");
    assert!(c.colors.contains(Color::Red) && !c.colors.contains(Color::White));
    assert_eq!(c.mana_values().collect::<Vec<_>>(), vec![3]);
    assert!(!c.has_name("Order"));
    t.pass_all();
    // Back in the graveyard it is both halves again.
    assert_eq!(t.zone("oc"), "graveyard");
    let c = t.g().chars(t.id("oc")).unwrap();
    assert!(c.has_name("Order") && c.colors.contains(Color::White));
}

#[test]
fn r708_3b_chaos_resolves_and_creatures_cant_block_this_turn() {
    let alice = json!([{"card": "Hill Giant", "label": "giant"}, "Mountain", "Mountain", "Mountain"]);
    let mut without = game(json!([{"card": "Order", "label": "oc"}]), alice.clone(), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let mut t = game(json!([{"card": "Order", "label": "oc"}]), alice, json!([{"card": "Grizzly Bears", "label": "bears"}]));
    cast(&mut t, "oc", 1, json!([])).unwrap();
    t.pass_all();
    without.gm().turn.step = stackwise::rules::types::Step::BeginningOfCombat;
    attack_to_blockers(&mut without, "giant");
    assert_eq!(blockers_offered(&mut without), vec![without.id("bears")]);
    // With Chaos resolved, the Bears may not block: the Giant's 3 damage reaches Bob.
    t.gm().turn.step = stackwise::rules::types::Step::BeginningOfCombat;
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@giant", "target": {"player": 1}}]}));
    assert!(blockers_offered(&mut t).is_empty(), "Chaos: creatures can't block this turn");
    while t.g().turn.step != stackwise::rules::types::Step::PostcombatMain && t.g().pending.is_none() {
        t.pass_all();
    }
    assert_eq!(t.life(1), 17);
}

#[test]
fn r708_3_either_half_of_fire_ice_does_what_that_half_says() {
    // Ice: tap target permanent, draw a card.
    let mut t = game(json!([{"card": "Fire", "label": "fi"}]), json!(["Island", "Island"]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let hand_before = t.g().player(stackwise::rules::types::PlayerId(0)).hand.len();
    cast(&mut t, "fi", 1, json!([{"object": "@bears"}])).unwrap();
    t.pass_all();
    assert!(t.g().objects[&t.id("bears")].tapped);
    assert_eq!(t.g().player(stackwise::rules::types::PlayerId(0)).hand.len(), hand_before, "Ice left the hand, a card was drawn");
    // Fire: 2 damage divided between two targets, 1 each.
    let mut t = game(json!([{"card": "Fire", "label": "fi"}]), json!(["Mountain", "Mountain"]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fi", "mode": 0, "targets": [{"object": "@bears"}, {"player": 1}], "division": [1, 1], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().objects[&t.id("bears")].damage, 1);
    assert_eq!(t.life(1), 19);
}

#[test]
fn r307_1_a_sorcery_half_only_at_sorcery_speed_and_assault_battery_halves_differ() {
    let mut t = game(json!([{"card": "Assault", "label": "ab"}]), json!(["Mountain", "Forest", "Forest", "Forest"]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let halves: Vec<Option<usize>> = cast_options(&t, "ab").iter().map(|o| o.mode).collect();
    assert!(halves.contains(&Some(0)) && halves.contains(&Some(1)));
    // Battery: a 3/3 green Elephant.
    cast(&mut t, "ab", 1, json!([])).unwrap();
    t.pass_all();
    let elephants = t.g().battlefield.iter().filter(|id| t.g().chars(**id).is_some_and(|c| c.has_subtype("Elephant") && c.power == Some(3))).count();
    assert_eq!(elephants, 1);
    // In the upkeep neither sorcery half can be cast.
    let mut t = game(json!([{"card": "Assault", "label": "ab"}]), json!(["Mountain"]), json!([]));
    t.gm().turn.step = stackwise::rules::types::Step::Upkeep;
    assert!(cast_options(&t, "ab").is_empty());
    assert!(cast(&mut t, "ab", 0, json!([{"player": 1}])).is_err());
}

#[test]
fn r708_4_the_card_view_shows_both_halves_and_the_spell_one() {
    let mut t = game(json!([{"card": "Order", "label": "oc"}]), json!(["Mountain", "Mountain", "Mountain"]), json!([]));
    let snap = t.g().snapshot(None);
    let hand = snap.players[0].hand.clone().unwrap();
    let view = hand.iter().find(|c| c.id == t.id("oc")).unwrap();
    assert_eq!(view.name, "Order // Chaos");
    assert_eq!(view.text, "Order {3}{W} \u{2014} Exile target attacking creature.\nChaos {2}{R} \u{2014} Creatures can't block this turn.");
    cast(&mut t, "oc", 1, json!([])).unwrap();
    let spell = t.g().stack.last().unwrap().id;
    assert_eq!(t.g().chars(spell).unwrap().text, "Creatures can't block this turn.");
}

/// Spell Snare {U} Instant: "Counter target spell with converted mana cost
/// 2." Rough // Tumble: Rough {1}{R} Sorcery "Rough deals 2 damage to each
/// creature without flying." // Tumble {5}{R} Sorcery "Tumble deals 6
/// damage to each creature with flying."
#[test]
fn r708_3b_on_the_stack_only_the_cast_halfs_converted_mana_cost_counts() {
    let cards = ["Rough", "Spell Snare"];
    let lands = json!(["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]);
    // Tumble (6) is no legal target for Spell Snare, though the card in the hand has Rough's 2 too.
    for (half, snared) in [(1usize, false), (0, true)] {
        let mut t = T::new(json!({"cards": cards.iter().map(|n| common::card_table::compiled(n)).collect::<Vec<_>>(), "players": [
            {"name": "Alice", "battlefield": lands.clone(), "hand": [{"card": "Rough", "label": "rt"}], "library": ["Island", "Island"]},
            {"name": "Bob", "battlefield": ["Island"], "hand": [{"card": "Spell Snare", "label": "snare"}], "library": ["Island", "Island"]}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        cast(&mut t, "rt", half, json!([])).unwrap();
        let spell = t.g().stack.last().unwrap().id;
        t.act(json!({"action": "pass_priority", "player": 0}));
        let r = t.try_act(json!({"action": "cast_spell", "player": 1, "card": "@snare", "targets": [{"object": spell.0}], "auto_pay": true}));
        assert_eq!(r.is_ok(), snared, "half {half}: {r:?}");
    }
}

/// Twincast {U}{U} Instant: "Copy target instant or sorcery spell. You may
/// choose new targets for the copy."
#[test]
fn r706_10_a_copy_of_a_split_spell_is_the_half_that_was_cast() {
    let cards: Vec<Value> = ["Chaos", "Twincast"].iter().map(|n| common::card_table::compiled(n)).collect();
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": ["Mountain", "Mountain", "Mountain", "Island", "Island"], "hand": [{"card": "Order", "label": "oc"}, {"card": "Twincast", "label": "tc"}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    cast(&mut t, "oc", 1, json!([])).unwrap();
    let chaos = t.g().stack.last().unwrap().id;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@tc", "targets": [{"object": chaos.0}], "auto_pay": true}));
    // Twincast resolves: the copy is on the stack above Chaos.
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    let copy = t.g().stack.last().unwrap().id;
    assert_ne!(copy, chaos);
    let c = t.g().chars(copy).unwrap();
    assert_eq!((c.name.as_str(), c.colors.contains(Color::Red), c.colors.contains(Color::White)), ("Chaos", true, false));
}

#[test]
fn r708_3_the_computer_player_casts_a_half_of_a_split_card() {
    // Alice holds only Assault // Battery with four lands; the computer casts one half.
    let t = game(json!([{"card": "Assault", "label": "ab"}]), json!(["Mountain", "Forest", "Forest", "Forest"]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let mut g = t.g().clone();
    for _ in 0..4 {
        let Some(a) = stackwise::ai::choose(&g, stackwise::rules::types::PlayerId(0)) else { break };
        if let stackwise::rules::actions::Action::CastSpell { mode, .. } = &a {
            assert!(matches!(mode, Some(0) | Some(1)), "{a:?}");
            g.apply(&a).unwrap();
            assert!(g.stack.last().is_some_and(|s| ["Assault", "Battery"].contains(&s.source_name.as_str())));
            return;
        }
        g.apply(&a).unwrap();
    }
    panic!("the computer cast neither half");
}

#[test]
fn r708_1_a_split_card_form_whose_half_is_no_instant_or_sorcery_is_refused() {
    let bad = json!([{"name": "Left", "mana_cost": "{R}", "types": ["Instant"], "spell": {"effects": [{"do": "draw", "player": {"player": "you"}, "count": 1}]},
        "split": {"name": "Right", "mana_cost": "{G}", "types": ["Creature"], "power": 2, "toughness": 2}}]);
    let e = stackwise::cards::CardPool::parse_defs(&bad.to_string(), "test").unwrap_err();
    assert!(e.contains("708.1"), "{e}");
    let nested = json!([{"name": "Left", "mana_cost": "{R}", "types": ["Instant"], "spell": {"effects": [{"do": "draw", "player": {"player": "you"}, "count": 1}]},
        "split": {"name": "Right", "mana_cost": "{G}", "types": ["Instant"], "spell": {"effects": [{"do": "draw", "player": {"player": "you"}, "count": 1}]},
            "split": {"name": "Deeper", "mana_cost": "{G}", "types": ["Instant"], "spell": {"effects": [{"do": "draw", "player": {"player": "you"}, "count": 1}]}}}}]);
    assert!(stackwise::cards::CardPool::parse_defs(&nested.to_string(), "test").is_err());
    // Order // Chaos as compiled passes.
    let good = serde_json::to_string(&[common::card_table::compiled("Chaos")]).unwrap();
    stackwise::cards::CardPool::parse_defs(&good, "test").unwrap();
}

#[test]
fn r708_4a_a_split_card_is_found_by_both_its_names() {
    let t = common::card_table::table();
    for name in ["Fire // Ice", "fire/ice", "Order // Chaos"] {
        let c = t.find(name).unwrap_or_else(|| panic!("{name}"));
        assert_eq!(c.layout, "split");
    }
    assert!(t.find("Ice // Fire").is_none() && t.find("Fire // Chaos").is_none());
}
