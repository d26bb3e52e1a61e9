//! "Return [N] [noun] card(s) at random from your graveyard to your hand":
//! the matching cards of the controller's graveyard are found as the
//! instruction is followed (608.2g), N of them picked by the game's seeded
//! generator go to the hand together (400.6); fewer when fewer match.
//!
//! Cards (their text as the table prints it):
//! - Make a Wish {3}{G}, sorcery: "Return two cards at random from your
//!   graveyard to your hand."
//! - Ghoulraiser {1}{B}{B} 2/2 Zombie: "When Ghoulraiser enters the
//!   battlefield, return a Zombie card at random from your graveyard to your hand."
//! - Grizzly Bears, Hill Giant, Lightning Bolt, Forest, Swamp.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

fn game(cards: &[&str], hand: Value, battlefield: Value, graveyard: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": hand, "battlefield": battlefield, "graveyard": graveyard, "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island"], "graveyard": ["Hill Giant"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn hand_names(t: &T) -> Vec<String> {
    let mut v: Vec<String> = t.g().player(PlayerId(0)).hand.iter().map(|id| t.g().objects[id].def.name.clone()).collect();
    v.sort();
    v
}

#[test]
fn r400_6_make_a_wish_returns_two_of_three_cards_at_random() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..10u64 {
        let mut t = game(&["Make a Wish"], json!([{"card": "Make a Wish", "label": "wish"}]), json!(["Forest", "Forest", "Forest", "Forest"]), json!(["Grizzly Bears", "Hill Giant", "Lightning Bolt"]));
        t.gm().rng = rand_chacha::rand_core::SeedableRng::seed_from_u64(seed);
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@wish", "auto_pay": true}));
        let ev = t.pass_all();
        assert!(cites(&ev, "400.6"), "{:?}", rules(&ev));
        let hand = hand_names(&t);
        assert_eq!(hand.len(), 2, "{hand:?}");
        // Make a Wish is on the stack as it resolves, so it is never one of them; Bob's card isn't either.
        assert!(hand.iter().all(|n| ["Grizzly Bears", "Hill Giant", "Lightning Bolt"].contains(&n.as_str())), "{hand:?}");
        assert_eq!(t.g().player(PlayerId(0)).graveyard.len(), 2, "one left, and Make a Wish");
        assert_eq!(t.g().player(PlayerId(1)).graveyard.len(), 1);
        seen.insert(hand);
    }
    assert!(seen.len() >= 2, "the pick varies with the seed: {seen:?}");
    // One card in the graveyard: that one.
    let mut t = game(&["Make a Wish"], json!([{"card": "Make a Wish", "label": "wish"}]), json!(["Forest", "Forest", "Forest", "Forest"]), json!(["Lightning Bolt"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wish", "auto_pay": true}));
    t.pass_all();
    assert_eq!(hand_names(&t), vec!["Lightning Bolt"]);
}

#[test]
fn r400_6_ghoulraiser_returns_only_a_zombie_card() {
    for seed in 0..6u64 {
        let mut t = game(
            &["Ghoulraiser"],
            json!([{"card": "Ghoulraiser", "label": "ghoul"}]),
            json!(["Swamp", "Swamp", "Swamp"]),
            json!(["Grizzly Bears", {"card": "Ghoulraiser", "label": "dead"}, "Lightning Bolt"]),
        );
        t.gm().rng = rand_chacha::rand_core::SeedableRng::seed_from_u64(seed);
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@ghoul", "auto_pay": true}));
        t.pass_all();
        t.pass_all();
        assert_eq!(t.zone("ghoul"), "battlefield");
        assert_eq!(t.zone("dead"), "hand", "the only Zombie card");
        assert_eq!(hand_names(&t), vec!["Ghoulraiser"]);
    }
}
