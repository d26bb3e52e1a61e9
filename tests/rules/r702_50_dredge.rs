//! 702.50 dredge (702.51 in later rules): "Dredge N": while the card is in
//! its owner's graveyard, each draw of that player may be replaced by
//! putting the top N cards of the library into the graveyard and returning
//! the card to the hand; only with at least N cards in the library
//! (702.50b). The choice is asked where the draw happens (the draw step's
//! draw, a draw instruction), one draw at a time. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Golgari Thug {1}{B} 1/1: "When Golgari Thug dies, put target creature
//!   card from your graveyard on top of your library. / Dredge 4"
//! - Darkblast {B}: "Target creature gets -1/-1 until end of turn. / Dredge 3"
//! - Divination {2}{U}: "Draw two cards."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::Step;

const CARDS: &[&str] = &["Golgari Thug", "Darkblast", "Divination"];

/// Alice with `graveyard`, a library of `library` Islands and `hand`, in
/// `step` of her turn 2.
fn game(graveyard: Value, library: usize, hand: Value, battlefield: Value, step: &str) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": battlefield, "hand": hand, "graveyard": graveyard, "library": vec!["Island"; library]},
        {"name": "Bob", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": step}}))
}

fn graveyard(t: &T) -> Vec<String> {
    t.g().player(stackwise::rules::types::PlayerId(0)).graveyard.iter().map(|id| t.g().name_of(*id)).collect()
}

fn library_size(t: &T) -> usize {
    t.g().player(stackwise::rules::types::PlayerId(0)).library.len()
}

/// From the upkeep, pass into the draw step until a question or the draw is made.
fn to_draw(t: &mut T) -> Vec<stackwise::rules::events::Event> {
    let mut ev = Vec::new();
    for _ in 0..4 {
        if t.g().pending.is_some() || t.g().turn.step != Step::Upkeep {
            break;
        }
        ev.extend(t.pass_all());
    }
    ev
}

#[test]
fn r702_50a_the_draw_step_draw_is_replaced_by_dredge() {
    // (card, N)
    for (card, n) in [("Golgari Thug", 4usize), ("Darkblast", 3)] {
        let mut t = game(json!([card]), 6, json!([]), json!([]), "upkeep");
        to_draw(&mut t);
        let (rule, who, options) = replacement_question(&t);
        assert_eq!((rule.as_str(), who), ("616.1", 0), "{card}");
        assert_eq!(options.len(), 2, "{card}: draw or dredge: {options:?}");
        let ev = answer_replacement(&mut t, &format!("{card}: dredge"));
        assert!(cites(&ev, "702.50a"), "{card}: {:?}", rules(&ev));
        assert_eq!(hand(&t), vec![card.to_string()], "{card}: no card drawn, the card back in hand");
        assert_eq!(library_size(&t), 6 - n, "{card}");
        assert_eq!(graveyard(&t), vec!["Island".to_string(); n], "{card}: the milled cards");
    }
}

#[test]
fn r702_50a_dredge_declined_draws_the_card() {
    let mut t = game(json!(["Golgari Thug"]), 6, json!([]), json!([]), "upkeep");
    to_draw(&mut t);
    answer_replacement(&mut t, "no dredge");
    assert_eq!(hand(&t), vec!["Island".to_string()]);
    assert_eq!(library_size(&t), 5);
    assert_eq!(graveyard(&t), vec!["Golgari Thug".to_string()]);
}

#[test]
fn r702_50b_dredge_needs_n_cards_in_the_library() {
    // Thug's 4 with 3 cards: no question, the card is drawn. Darkblast's 3 with 3: offered.
    let mut t = game(json!(["Golgari Thug"]), 3, json!([]), json!([]), "upkeep");
    to_draw(&mut t);
    assert!(!matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseReplacement { .. })), "no dredge offered");
    assert_eq!(hand(&t), vec!["Island".to_string()]);
    assert_eq!(graveyard(&t), vec!["Golgari Thug".to_string()]);
    let mut t = game(json!(["Darkblast"]), 3, json!([]), json!([]), "upkeep");
    to_draw(&mut t);
    answer_replacement(&mut t, "Darkblast: dredge");
    assert_eq!(hand(&t), vec!["Darkblast".to_string()]);
    assert_eq!(library_size(&t), 0);
}

#[test]
fn r702_50a_each_draw_of_an_instruction_is_asked_on_its_own() {
    // Divination's two draws, each replaced by a different dredge, in both orders.
    for order in permutations(&["Golgari Thug", "Darkblast"]) {
        let bf = json!(["Island", "Island", "Island"]);
        let mut t = game(json!(["Golgari Thug", "Darkblast"]), 10, json!([{"card": "Divination", "label": "div"}]), bf, "precombat_main");
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@div", "auto_pay": true}));
        t.pass_all();
        let (_, _, first) = replacement_question(&t);
        assert_eq!(first.len(), 3, "draw, or either dredge: {first:?}");
        answer_replacement(&mut t, &format!("{}: dredge", order[0]));
        let (_, _, second) = replacement_question(&t);
        assert_eq!(second.len(), 2, "the other dredge is still offered: {second:?}");
        answer_replacement(&mut t, &format!("{}: dredge", order[1]));
        let mut h = hand(&t);
        h.sort();
        assert_eq!(h, vec!["Darkblast".to_string(), "Golgari Thug".to_string()], "{order:?}");
        assert_eq!(library_size(&t), 10 - 4 - 3, "{order:?}");
    }
}

#[test]
fn r702_50a_declining_one_draw_leaves_the_next_asked() {
    let bf = json!(["Island", "Island", "Island"]);
    let mut t = game(json!(["Golgari Thug"]), 10, json!([{"card": "Divination", "label": "div"}]), bf, "precombat_main");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@div", "auto_pay": true}));
    t.pass_all();
    answer_replacement(&mut t, "no dredge");
    assert_eq!(hand(&t), vec!["Island".to_string()], "the first draw is made");
    answer_replacement(&mut t, "Golgari Thug: dredge");
    let mut h = hand(&t);
    h.sort();
    assert_eq!(h, vec!["Golgari Thug".to_string(), "Island".to_string()]);
    assert_eq!(library_size(&t), 10 - 1 - 4);
}
