//! 608.2h: "You lose life equal to its converted mana cost" after an
//! instruction that moved a card reads that card as it is now (the object it
//! became, 400.7), as the instruction is followed. Written "its" or "that
//! card's"; one count. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Reanimate {B}: "Put target creature card from a graveyard onto the
//!   battlefield under your control. You lose life equal to its converted
//!   mana cost."
//! - Phyrexian Delver {3}{B}{B} 3/2: "When Phyrexian Delver enters the
//!   battlefield, return target creature card from your graveyard to the
//!   battlefield. You lose life equal to that card's converted mana cost."
//! - Craw Wurm {4}{G}{G}, Grizzly Bears {1}{G}.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{ManaPool, PlayerId};

fn game(alice: Value, bob_graveyard: Value) -> T {
    let cards: Vec<Value> = ["Reanimate", "Phyrexian Delver", "Craw Wurm", "Grizzly Bears"].iter().map(|n| common::card_table::compiled(n)).collect();
    let mut alice = alice;
    alice["name"] = "Alice".into();
    alice["library"] = json!(["Island", "Island"]);
    T::new(json!({"cards": cards, "players": [alice, {"name": "Bob", "graveyard": bob_graveyard, "library": ["Island"]}], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r608_2h_reanimate_costs_the_life_of_the_card_it_returns() {
    for (card, cmc) in [("Craw Wurm", 6), ("Grizzly Bears", 2)] {
        let mut t = game(json!({"hand": [{"card": "Reanimate", "label": "reanimate"}]}), json!([{"card": card, "label": "it"}]));
        t.gm().players[0].pool = ManaPool::parse("{B}").unwrap();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@reanimate", "targets": [{"object": "@it"}], "auto_pay": true}));
        resolve_stack(&mut t);
        let o = t.g().obj(t.id("it")).unwrap();
        assert_eq!((o.controller, o.owner), (PlayerId(0), PlayerId(1)), "{card}: Bob's card, under Alice's control");
        assert_eq!(t.life(0), 20 - cmc, "{card}");
    }
}

#[test]
fn r608_2h_phyrexian_delver_costs_that_cards_life() {
    let alice = json!({"hand": [{"card": "Phyrexian Delver", "label": "delver"}], "graveyard": [{"card": "Craw Wurm", "label": "wurm"}]});
    let mut t = game(alice, json!([]));
    t.gm().players[0].pool = ManaPool::parse("{3}{B}{B}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@delver", "auto_pay": true}));
    resolve_stack(&mut t);
    if let Some(d) = t.g().pending.clone() {
        t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [{"object": "@wurm"}]}));
    }
    resolve_stack(&mut t);
    assert_eq!(t.zone("wurm"), "battlefield");
    assert_eq!(t.life(0), 14);
}
