//! 608.2d: "[that player does something] unless he or she pays [mana]": the
//! player the instruction names decides, and pays from their own mana; the
//! instruction happens only if they don't (or can't). Compiled from the
//! cards' text.
//!
//! Cards (their text as the table prints it):
//! - Aether Barrier {2}{U}, Enchantment: "Whenever a player casts a creature
//!   spell, that player sacrifices a permanent unless he or she pays {1}."
//! - Soul Barrier {2}{U}, Enchantment: "Whenever an opponent casts a creature
//!   spell, Soul Barrier deals 2 damage to that player unless he or she pays
//!   {2}."
//! - Grizzly Bears {1}{G}, 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ManaPool, PlayerId};

const CARDS: &[&str] = &["Aether Barrier", "Soul Barrier", "Grizzly Bears"];

/// Bob's main phase (turn 3): Alice controls `alice_bf`; Bob has the given lands and a Grizzly Bears in hand.
fn game(alice_bf: Value, bob_lands: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob_lands, "hand": [{"card": "Grizzly Bears", "label": "bears"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 1, "step": "precombat_main"}}))
}

/// Bob casts Grizzly Bears from his pool; the trigger resolves up to Bob's question.
fn cast_bears(t: &mut T) {
    t.gm().players[1].pool = ManaPool::parse("{G}{C}").unwrap();
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bears", "targets": [], "auto_pay": true}));
    for _ in 0..4 {
        if t.g().pending.is_some() {
            return;
        }
        t.pass_all();
    }
}

fn permanents(t: &T, p: u8) -> usize {
    t.g().battlefield.iter().filter(|id| t.g().obj(**id).is_some_and(|o| o.controller == PlayerId(p))).count()
}

#[test]
fn r608_2d_aether_barrier_asks_the_caster() {
    for pay in [true, false] {
        let mut t = game(json!([{"card": "Aether Barrier", "label": "barrier"}]), json!(["Forest", "Forest"]));
        cast_bears(&mut t);
        match t.g().pending.as_ref().map(|d| (&d.kind, d.player)) {
            Some((DecisionKind::ChooseYesNo { .. }, PlayerId(1))) => {}
            other => panic!("Bob, who cast the spell, decides: {other:?}"),
        }
        // Alice can't answer Bob's question.
        refused_unchanged(&mut t, json!({"action": "choose_yes_no", "player": 0, "yes": true}));
        t.act(json!({"action": "choose_yes_no", "player": 1, "yes": pay}));
        if !pay {
            // Bob chooses the permanent to sacrifice: a Forest.
            match t.g().pending.as_ref().map(|d| (d.kind.clone(), d.player)) {
                Some((DecisionKind::ChooseCards { from, .. }, PlayerId(1))) => {
                    t.act(json!({"action": "choose_cards", "player": 1, "cards": [from[0].0]}));
                }
                other => panic!("Bob chooses what to sacrifice: {other:?}"),
            }
        }
        let untapped = t.g().battlefield.iter().filter(|id| t.g().obj(**id).is_some_and(|o| o.controller == PlayerId(1) && !o.tapped)).count();
        assert_eq!(permanents(&t, 1), if pay { 2 } else { 1 }, "paid: {pay}");
        assert_eq!(untapped, 1, "paid: {pay}: one Forest tapped to pay, or one left after the sacrifice");
        assert_eq!(permanents(&t, 0), 1, "Alice loses nothing");
    }
}

#[test]
fn r608_2d_soul_barrier_deals_damage_unless_the_caster_pays() {
    // Bob has one Forest: he can't pay {2}, isn't asked, and takes 2.
    let mut t = game(json!([{"card": "Soul Barrier", "label": "barrier"}]), json!(["Forest"]));
    cast_bears(&mut t);
    assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
    t.pass_all();
    assert_eq!((t.life(0), t.life(1)), (20, 18));
    // With two Forests he pays and takes nothing.
    let mut t = game(json!([{"card": "Soul Barrier", "label": "barrier"}]), json!(["Forest", "Forest"]));
    cast_bears(&mut t);
    t.act(json!({"action": "choose_yes_no", "player": 1, "yes": true}));
    assert_eq!((t.life(0), t.life(1)), (20, 20));
}
