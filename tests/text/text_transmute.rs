//! Transmute (702.51a; 702.52a in later rules): "[Cost], Discard this card:
//! Search your library for a card with the same converted mana cost as this
//! card, reveal it, and put it into your hand. Then shuffle your library.
//! Activate only as a sorcery." An activated ability that works from the
//! hand, like cycling; only cards of that converted mana cost are offered.
//!
//! Cards (their text as the table prints it):
//! - Dizzy Spell {U}, instant: "Target creature gets -3/-0 until end of
//!   turn. / Transmute {1}{U}{U}"
//! - Muddle the Mixture {U}{U}, instant: "Counter target instant or sorcery
//!   spell. / Transmute {1}{U}{U}"
//! - Lightning Bolt {R} (1), Grizzly Bears {1}{G} (2), Hill Giant {3}{R} (4), Island (0).

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::DecisionKind;

fn game(card: &str, step: &str, active: u8) -> T {
    T::new(json!({"cards": [card_table::compiled(card), card_table::compiled("Lightning Bolt")], "players": [
        {"name": "Alice", "battlefield": ["Island", "Island", "Island"], "hand": [{"card": card, "label": "card"}], "library": ["Island", "Lightning Bolt", "Grizzly Bears", "Hill Giant"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": active, "step": step}}))
}

fn offered(t: &T) -> Vec<String> {
    let d = t.g().pending.clone().expect("the search");
    let DecisionKind::ChooseCards { mut labels, .. } = d.kind else { panic!("{d:?}") };
    labels.sort();
    labels
}

fn transmute_offered(t: &T) -> bool {
    let card = t.id("card");
    t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Activate { source, .. } if source == card))
}

#[test]
fn r702_51a_dizzy_spell_finds_only_a_card_of_converted_mana_cost_1() {
    let mut t = game("Dizzy Spell", "precombat_main", 0);
    assert!(transmute_offered(&t));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@card", "ability": 0, "auto_pay": true}));
    assert_eq!(t.zone("card"), "graveyard", "discarded as a cost");
    t.pass_all();
    assert_eq!(offered(&t), vec!["Lightning Bolt"]);
}

#[test]
fn r702_51a_muddle_the_mixture_finds_a_2_only_as_a_sorcery() {
    let mut t = game("Muddle the Mixture", "precombat_main", 0);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@card", "ability": 0, "auto_pay": true}));
    t.pass_all();
    assert_eq!(offered(&t), vec!["Grizzly Bears"]);
    // In Bob's turn: not offered, refused.
    let mut t = game("Muddle the Mixture", "precombat_main", 1);
    assert!(!transmute_offered(&t));
    refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@card", "ability": 0, "auto_pay": true}));
}
