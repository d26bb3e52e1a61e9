//! 107.4f (reference rules): a Phyrexian mana symbol ({U/P}) is paid with one
//! mana of its colour or with 2 life, as the player chooses when paying the
//! cost (the action's `phyrexian_life`: how many of the symbols are paid
//! with life); each counts 1 toward the converted mana cost (202.3). 119.4:
//! a player can pay life only if their life total is at least the amount.
//!
//! Cards (as printed):
//! - Gitaxian Probe {U/P} Sorcery: "Look at target player's hand. / Draw a card."
//! - Mental Misstep {U/P} Instant: "Counter target spell with converted mana cost 1."
//! - Dismember {1}{B/P}{B/P} Instant: "Target creature gets -5/-5 until end of turn."
//! - Immolating Souleater {2} Artifact Creature — Hound 1/1: "{R/P}: Immolating
//!   Souleater gets +1/+0 until end of turn."
//! - Craw Wurm {4}{G}{G} 6/4; Island, Swamp, Mountain.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::PlayerId;

fn cards() -> Vec<Value> {
    ["Gitaxian Probe", "Mental Misstep", "Dismember", "Immolating Souleater", "Craw Wurm"].iter().map(|n| compiled(n)).collect()
}

fn game(alice: Value, bob: Value) -> T {
    duel(cards(), alice, bob, (3, 0))
}

/// The numbers of Phyrexian symbols paid with life the legal actions offer for casting `card`.
fn cast_ways(t: &T, card: &str) -> Vec<u32> {
    let id = t.id(card);
    t.g().legal_actions().into_iter().filter_map(|a| match a {
        LegalAction::Cast { card, options, .. } if card == id => Some(options.into_iter().map(|o| o.phyrexian_life).collect::<Vec<_>>()),
        _ => None,
    }).flatten().collect()
}

fn hand_len(t: &T, p: u8) -> usize {
    t.g().player(PlayerId(p)).hand.len()
}

/// Gitaxian Probe with no blue mana is offered paid with 2 life only; with an
/// Island, either way. Paid with life, Alice goes to 18 and draws a card.
#[test]
fn r107_4f_gitaxian_probe_paid_with_mana_or_with_life() {
    let mut t = game(json!({"hand": [{"card": "Gitaxian Probe", "label": "probe"}]}), json!({"hand": ["Island"]}));
    assert_eq!(cast_ways(&t, "probe"), vec![1], "no blue mana: life only");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@probe", "targets": [{"player": 1}], "auto_pay": true, "phyrexian_life": 1}));
    assert_eq!(t.life(0), 18, "2 life paid as it was cast");
    t.pass_all();
    assert_eq!((hand_len(&t, 0), t.zone("probe").as_str()), (1, "graveyard"), "the Probe drew a card");

    let mut t = game(json!({"hand": [{"card": "Gitaxian Probe", "label": "probe"}], "battlefield": [{"card": "Island", "label": "island"}]}), json!({}));
    assert_eq!(cast_ways(&t, "probe"), vec![0, 1], "with an Island: mana or life");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@probe", "targets": [{"player": 1}], "auto_pay": true}));
    assert_eq!(t.life(0), 20, "paid with the Island");
    assert!(t.g().obj(t.id("island")).unwrap().tapped);
}

/// 202.3: a Phyrexian symbol counts 1 toward the converted mana cost: Bob's
/// Mental Misstep (itself paid with life) counters Alice's Gitaxian Probe
/// (converted mana cost 1), not her Dismember (3).
#[test]
fn r202_3_a_phyrexian_symbol_counts_one_toward_converted_mana_cost() {
    for (spell, countered) in [("Gitaxian Probe", true), ("Dismember", false)] {
        let mut t = game(
            json!({"hand": [{"card": spell, "label": "spell"}], "battlefield": ["Swamp", "Island", "Craw Wurm"]}),
            json!({"hand": [{"card": "Mental Misstep", "label": "misstep"}], "battlefield": [{"card": "Craw Wurm", "label": "wurm"}]}),
        );
        let targets = if spell == "Dismember" { json!([{"object": "@wurm"}]) } else { json!([{"player": 1}]) };
        let life = if spell == "Dismember" { 1 } else { 0 };
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": targets, "auto_pay": true, "phyrexian_life": life}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        let r = t.try_act(json!({"action": "cast_spell", "player": 1, "card": "@misstep", "targets": [{"object": "@spell"}], "auto_pay": true, "phyrexian_life": 1}));
        assert_eq!(r.is_ok(), countered, "{spell}: {r:?}");
        if countered {
            assert_eq!(t.life(1), 18, "Bob paid 2 life for the Misstep");
            t.pass_all();
            assert_eq!(t.zone("spell"), "graveyard", "the Probe was countered");
            assert_eq!(hand_len(&t, 0), 0, "so it drew nothing");
        }
    }
}

/// Dismember {1}{B/P}{B/P} with one Swamp and one Mountain: {1}{B} and 2
/// life, or {1} and 4 life; with only the Mountain, 4 life. The Craw Wurm
/// (6/4) gets -5/-5 and dies.
#[test]
fn r107_4f_dismember_with_some_symbols_paid_with_life() {
    for (lands, ways, life_paid) in [(json!(["Swamp", "Mountain"]), vec![1, 2], 1u32), (json!(["Mountain"]), vec![2], 2)] {
        let mut t = game(json!({"hand": [{"card": "Dismember", "label": "d"}], "battlefield": lands}), json!({"battlefield": [{"card": "Craw Wurm", "label": "wurm"}]}));
        assert_eq!(cast_ways(&t, "d"), ways);
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@d", "targets": [{"object": "@wurm"}], "auto_pay": true, "phyrexian_life": life_paid}));
        assert_eq!(t.life(0), 20 - 2 * life_paid as i32);
        t.pass_all();
        assert_eq!(t.zone("wurm"), "graveyard");
    }
}

/// 119.4: at 3 life Alice can pay 2 life but not 4; a proposal she can't pay,
/// or one naming more Phyrexian symbols than the cost has, is refused and
/// changes nothing.
#[test]
fn r119_4_life_the_player_lacks_or_symbols_the_cost_lacks_are_refused() {
    let mut t = game(json!({"life": 3, "hand": [{"card": "Dismember", "label": "d"}], "battlefield": ["Swamp", "Mountain"]}), json!({"battlefield": [{"card": "Craw Wurm", "label": "wurm"}]}));
    assert_eq!(cast_ways(&t, "d"), vec![1], "2 life of 3, not 4");
    let before = t.g().clone();
    for (n, says) in [(2, "119.4"), (3, "phyrexian_life")] {
        let e = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@d", "targets": [{"object": "@wurm"}], "auto_pay": true, "phyrexian_life": n})).unwrap_err();
        assert!(e.to_string().contains(says), "{n}: {e}");
        assert_eq!(t.g(), &before, "{n}: nothing changed");
    }
}

/// An activated ability's Phyrexian symbol: Immolating Souleater pumped once
/// with 2 life and once with a Mountain's {R}; the legal actions offer each
/// way that can be paid.
#[test]
fn r107_4f_an_ability_cost_paid_with_life_or_mana() {
    let mut t = game(json!({"battlefield": [{"card": "Immolating Souleater", "label": "s"}, {"card": "Mountain", "label": "m"}]}), json!({}));
    let ways = |t: &T| -> Vec<u32> {
        t.g().legal_actions().into_iter().filter_map(|a| match a {
            LegalAction::Activate { source, phyrexian_life, .. } if source == t.id("s") => Some(phyrexian_life),
            _ => None,
        }).collect()
    };
    assert_eq!(ways(&t), vec![0, 1]);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@s", "ability": 0, "auto_pay": true, "phyrexian_life": 1}));
    assert_eq!(t.life(0), 18);
    t.pass_all();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@s", "ability": 0, "auto_pay": true}));
    assert!(t.g().obj(t.id("m")).unwrap().tapped, "the second paid with the Mountain");
    t.pass_all();
    assert_eq!(t.life(0), 18);
    assert_eq!(pt(&t, "s"), (3, 1), "+1/+0 twice");
    assert_eq!(ways(&t), vec![1], "no red mana left: life only");
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power.unwrap_or(0), c.toughness.unwrap_or(0))
}
