//! 608.2d, 608.2h: "Reveal any number of [red] cards in your hand": the
//! controller chooses, as the ability resolves, which of the cards of that
//! kind to reveal (any number, none too); "X is the number of cards revealed
//! this way" counts them. The cards stay in the hand.
//!
//! Cards (as printed):
//! - Cinder Seer {3}{R} 2/2: "{2}{R}, {T}: Reveal any number of red cards in
//!   your hand. Cinder Seer deals X damage to target creature or player,
//!   where X is the number of cards revealed this way."
//! - Ivy Seer {3}{G} 1/1: "{2}{G}, {T}: Reveal any number of green cards in
//!   your hand. Target creature gets +X/+X until end of turn, where X is the
//!   number of cards revealed this way."
//! - Jasmine Seer {3}{W} 1/1: "{2}{W}, {T}: Reveal any number of white cards
//!   in your hand. You gain 2 life for each card revealed this way."
//! - Lightning Bolt {R}, Shock {R}, Giant Growth {G}, Counterspell {U}{U},
//!   Healing Salve {W}; Hill Giant 3/3.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

fn cards() -> Vec<Value> {
    ["Cinder Seer", "Ivy Seer", "Jasmine Seer", "Lightning Bolt", "Shock", "Giant Growth", "Counterspell", "Healing Salve", "Hill Giant"].iter().map(|n| compiled(n)).collect()
}

fn hand() -> Value {
    json!([{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Shock", "label": "shock"}, {"card": "Giant Growth", "label": "growth"}, {"card": "Counterspell", "label": "cs"}])
}

/// The cards offered to reveal, by label.
fn offered(t: &T) -> Vec<String> {
    let d = t.g().pending.clone().expect("the cards to reveal are asked");
    assert_eq!(d.rule, "608.2d");
    let DecisionKind::ChooseCards { from, min, max, .. } = d.kind else { panic!("a choice of cards: {:?}", d.kind) };
    assert_eq!((min, max), (0, from.len()), "any number, none too");
    let mut labels: Vec<String> = ["bolt", "shock", "growth", "cs"].iter().filter(|l| from.contains(&t.id(l))).map(|l| l.to_string()).collect();
    labels.sort();
    labels
}

fn activate(t: &mut T, seer: &str, target: Value) {
    t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{seer}"), "ability": 0, "targets": [target], "auto_pay": true}));
    t.pass_all();
}

/// Cinder Seer: the red cards only are offered; X is how many were revealed
/// (two, one, none), and they stay in the hand.
#[test]
fn r608_2h_cinder_seer_deals_damage_equal_to_the_red_cards_revealed() {
    for (revealed, life) in [(vec!["bolt", "shock"], 18), (vec!["shock"], 19), (vec![], 20)] {
        let alice = json!({"hand": hand(), "battlefield": [{"card": "Cinder Seer", "label": "seer"}, "Mountain", "Mountain", "Mountain"]});
        let mut t = duel(cards(), alice, json!({}), (1, 0));
        activate(&mut t, "seer", json!({"player": 1}));
        assert_eq!(offered(&t), vec!["bolt", "shock"], "red cards only");
        let chosen: Vec<String> = revealed.iter().map(|l| format!("@{l}")).collect();
        t.act(json!({"action": "choose_cards", "player": 0, "cards": chosen}));
        t.pass_all();
        assert_eq!(t.life(1), life, "{revealed:?}");
        assert!(["bolt", "shock", "growth", "cs"].iter().all(|l| t.zone(l) == "hand"), "revealed cards stay in the hand");
    }
}

/// Ivy Seer: the green card revealed gives +1/+1; a red card can't be revealed for it.
#[test]
fn r608_2h_ivy_seer_pumps_by_the_green_cards_revealed() {
    let alice = json!({"hand": hand(), "battlefield": [{"card": "Ivy Seer", "label": "seer"}, {"card": "Hill Giant", "label": "giant"}, "Forest", "Forest", "Forest"]});
    let mut t = duel(cards(), alice, json!({}), (1, 0));
    activate(&mut t, "seer", json!({"object": "@giant"}));
    assert_eq!(offered(&t), vec!["growth"]);
    let e = refused_unchanged(&mut t, json!({"action": "choose_cards", "player": 0, "cards": ["@bolt"]}));
    assert!(!e.is_empty());
    t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@growth"]}));
    t.pass_all();
    let c = t.g().chars(t.id("giant")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(4), Some(4)));
}

/// Jasmine Seer: 2 life for each white card revealed (one Healing Salve: 2).
#[test]
fn r608_2h_jasmine_seer_gains_two_life_for_each_white_card_revealed() {
    let mut h = hand();
    h.as_array_mut().unwrap().push(json!({"card": "Healing Salve", "label": "salve"}));
    let alice = json!({"hand": h, "battlefield": [{"card": "Jasmine Seer", "label": "seer"}, "Plains", "Plains", "Plains"]});
    let mut t = duel(cards(), alice, json!({}), (1, 0));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@seer", "ability": 0, "targets": [], "auto_pay": true}));
    t.pass_all();
    assert!(matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseCards { from, .. }) if *from == vec![t.id("salve")]), "the white card only");
    t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@salve"]}));
    t.pass_all();
    assert_eq!((t.life(0), t.zone("salve")), (22, "hand".to_string()));
}
