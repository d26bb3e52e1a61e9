//! "[Player] reveals a card at random from his or her hand" (701.14): a card
//! of the hand picked by the game's seeded generator is shown to everyone and
//! stays in the hand (701.14b); the instructions after it read "that card's
//! converted mana cost" / "the revealed card's converted mana cost" (608.2h:
//! counted as they are followed), and "that player" is the target player
//! the reveal named (608.2b).
//!
//! Cards (their text as the table prints it):
//! - Ignite Memories {4}{R}, sorcery: "Target player reveals a card at random
//!   from his or her hand. Ignite Memories deals damage to that player equal
//!   to that card's converted mana cost. Storm"
//! - Planeswalker's Fury {2}{R}, enchantment: "{3}{R}: Target opponent reveals
//!   a card at random from his or her hand. Planeswalker's Fury deals damage
//!   equal to that card's converted mana cost to that player. Activate this
//!   ability only any time you could cast a sorcery."
//! - Planeswalker's Favor {2}{G}, enchantment: "{3}{G}: Target opponent
//!   reveals a card at random from his or her hand. Target creature gets
//!   +X/+X until end of turn, where X is the revealed card's converted mana cost."
//! - Singe-Mind Ogre {2}{B}{R} 3/2: "When Singe-Mind Ogre enters the
//!   battlefield, target player reveals a card at random from his or her
//!   hand, then loses life equal to that card's converted mana cost."
//! - Hill Giant {3}{R} 3/3, Grizzly Bears {1}{G} 2/2, Lightning Bolt {R}, Mountain, Forest.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

fn game(cards: &[&str], hand: Value, battlefield: Value, bob_hand: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": hand, "battlefield": battlefield, "library": ["Island", "Island"]},
        {"name": "Bob", "hand": bob_hand, "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Storm's trigger first (it copies the spell for each spell cast before it: none), then the spell.
fn resolve_all(t: &mut T) -> Vec<Event> {
    let mut ev = Vec::new();
    while !t.g().stack.is_empty() {
        ev.extend(t.pass_all());
    }
    ev
}

fn mountains(n: usize) -> Vec<Value> {
    vec![json!("Mountain"); n]
}

#[test]
fn r701_14_ignite_memories_deals_the_revealed_cards_converted_mana_cost_to_the_target_player() {
    let mut t = game(&["Ignite Memories"], json!([{"card": "Ignite Memories", "label": "im"}]), json!(mountains(5)), json!([{"card": "Hill Giant", "label": "giant"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@im", "targets": [{"player": 1}], "auto_pay": true}));
    let ev = resolve_all(&mut t);
    assert!(cites(&ev, "701.14"), "{:?}", rules(&ev));
    // Bob's only card, Hill Giant (converted mana cost 4), is revealed and stays in his hand.
    assert_eq!((t.life(0), t.life(1)), (20, 16));
    assert_eq!(t.zone("giant"), "hand");
    // Targeting Alice herself: her hand is empty once the spell is cast, nothing revealed, no damage.
    let mut t = game(&["Ignite Memories"], json!([{"card": "Ignite Memories", "label": "im"}]), json!(mountains(5)), json!(["Hill Giant"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@im", "targets": [{"player": 0}], "auto_pay": true}));
    resolve_all(&mut t);
    assert_eq!((t.life(0), t.life(1)), (20, 20));
}

#[test]
fn r701_14_planeswalkers_fury_reveals_one_of_the_cards_at_random() {
    // Bob holds Hill Giant (4) and Lightning Bolt (1): the damage is one of the two, as the seeded pick says.
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..12u64 {
        let mut t = game(&["Planeswalker's Fury"], json!([]), json!([{"card": "Planeswalker's Fury", "label": "fury"}, "Mountain", "Mountain", "Mountain", "Mountain"]), json!(["Hill Giant", "Lightning Bolt"]));
        t.gm().rng = rand_chacha::rand_core::SeedableRng::seed_from_u64(seed);
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@fury", "ability": 0, "targets": [{"player": 1}], "auto_pay": true}));
        t.pass_all();
        let lost = 20 - t.life(1);
        assert!(lost == 4 || lost == 1, "lost {lost}");
        assert_eq!(t.g().player(PlayerId(1)).hand.len(), 2, "revealed cards stay in the hand");
        assert_eq!(t.life(0), 20);
        seen.insert(lost);
    }
    assert_eq!(seen.len(), 2, "both cards come up over the seeds");
}

#[test]
fn r608_2h_planeswalkers_favor_gives_plus_x_of_the_revealed_card() {
    let mut t = game(
        &["Planeswalker's Favor"],
        json!([]),
        json!([{"card": "Planeswalker's Favor", "label": "favor"}, {"card": "Grizzly Bears", "label": "bears"}, "Forest", "Forest", "Forest", "Forest"]),
        json!(["Hill Giant"]),
    );
    let bears = t.id("bears");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@favor", "ability": 0, "targets": [{"player": 1}, {"object": bears.0}], "auto_pay": true}));
    t.pass_all();
    let c = t.g().chars(t.id("bears")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(6), Some(6)), "2/2 and +4/+4");
}

#[test]
fn r701_14_singe_mind_ogre_makes_the_revealing_player_lose_life() {
    let mut t = game(&["Singe-Mind Ogre"], json!([{"card": "Singe-Mind Ogre", "label": "ogre"}]), json!(["Mountain", "Mountain", "Mountain", "Swamp"]), json!(["Grizzly Bears"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ogre", "auto_pay": true}));
    t.pass_all();
    // The trigger targets Bob, who reveals Grizzly Bears (2) and loses 2.
    assert!(t.g().pending.is_some(), "the trigger asks for its target");
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
    resolve_all(&mut t);
    assert_eq!((t.life(0), t.life(1)), (20, 18));
}
