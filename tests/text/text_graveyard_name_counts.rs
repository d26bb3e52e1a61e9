//! Two counts compiled from the printed text, each read as the instruction
//! is followed (608.2h): "[N] plus the number of cards named [name] in all
//! graveyards" (cards of that name in every graveyard; the resolving spell
//! is on the stack, not counted, 608.2k), and "the highest converted mana
//! cost among permanents you control" (0 with none). And ", where X is"
//! after two instructions joined by "and" names the X of both.
//!
//! Cards (their text as the table prints it):
//! - Flame Burst {1}{R}, Kindle {1}{R}: "[~] deals X damage to target
//!   creature or player, where X is 2 plus the number of cards named [~] in
//!   all graveyards."
//! - Kjeldoran War Cry {1}{W}: "Creatures you control get +X/+X until end of
//!   turn, where X is 1 plus the number of cards named Kjeldoran War Cry in
//!   all graveyards."
//! - Feast of Flesh {B}: "Feast of Flesh deals X damage to target creature
//!   and you gain X life, where X is 1 plus the number of cards named Feast of
//!   Flesh in all graveyards."
//! - Exotic Disease {4}{B}: "Domain — Target player loses X life and you
//!   gain X life, where X is the number of basic land types among lands you
//!   control."
//! - Accumulated Knowledge {1}{U}: "Draw a card, then draw cards equal to the
//!   number of cards named Accumulated Knowledge in all graveyards."
//! - Rush of Knowledge {4}{U}: "Draw cards equal to the highest converted
//!   mana cost among permanents you control."
//! - Torrent of Fire {3}{R}{R}: "Torrent of Fire deals damage equal to the
//!   highest converted mana cost among permanents you control to target
//!   creature or player."
//! - Dingus Egg {4}, Urza's Armor {6}, Juggernaut {4}, Ornithopter {0},
//!   Grizzly Bears, Hill Giant, Lightning Bolt.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::PlayerId;

const CARDS: [&str; 12] = ["Flame Burst", "Kindle", "Kjeldoran War Cry", "Feast of Flesh", "Accumulated Knowledge", "Rush of Knowledge", "Torrent of Fire", "Dingus Egg", "Urza's Armor", "Juggernaut", "Ornithopter", "Exotic Disease"];

/// Alice (active, main phase) with `spell` in hand, enough mana in her pool,
/// `bf` on her battlefield and these graveyards; Bob with `bob_bf`.
fn game(spell: &str, bf: Value, bob_bf: Value, graves: [Value; 2]) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": [{"card": spell, "label": "spell"}], "mana_pool": "WUUBRRGG", "battlefield": bf, "graveyard": graves[0], "library": ["Island", "Island", "Island", "Island", "Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "graveyard": graves[1], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Cast the spell with these targets and let it resolve.
fn cast(t: &mut T, targets: Value) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": targets, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("spell"), "graveyard");
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).expect("object exists");
    (c.power.unwrap_or(-99), c.toughness.unwrap_or(-99))
}

#[test]
fn burn_counts_its_own_name_in_every_graveyard() {
    for (spell, other) in [("Flame Burst", "Kindle"), ("Kindle", "Flame Burst")] {
        // One of the same name in each graveyard, and the other name (not counted).
        let graves = [json!([spell, other]), json!([spell, other, other])];
        let mut t = game(spell, json!([]), json!([]), graves);
        cast(&mut t, json!([{"player": 1}]));
        assert_eq!(t.life(1), 20 - (2 + 2), "{spell}: 2 plus two cards of its name");
        // With none in any graveyard: 2.
        let mut t = game(spell, json!([]), json!([]), [json!([other]), json!([])]);
        cast(&mut t, json!([{"player": 1}]));
        assert_eq!(t.life(1), 18, "{spell}: 2 plus none");
    }
}

#[test]
fn war_cry_and_feast_add_one() {
    let graves = [json!(["Kjeldoran War Cry"]), json!(["Kjeldoran War Cry", "Feast of Flesh"])];
    let mut t = game("Kjeldoran War Cry", json!([{"card": "Grizzly Bears", "label": "a"}, {"card": "Hill Giant", "label": "b"}]), json!([{"card": "Grizzly Bears", "label": "theirs"}]), graves);
    cast(&mut t, json!([]));
    assert_eq!(pt(&t, "a"), (5, 5), "1 plus two: +3/+3");
    assert_eq!(pt(&t, "b"), (6, 6));
    assert_eq!(pt(&t, "theirs"), (2, 2), "only creatures Alice controls");

    let graves = [json!(["Feast of Flesh", "Kjeldoran War Cry"]), json!(["Feast of Flesh", "Feast of Flesh"])];
    let mut t = game("Feast of Flesh", json!([]), json!([{"card": "Juggernaut", "label": "jug"}]), graves);
    cast(&mut t, json!([{"object": "@jug"}]));
    assert_eq!(t.zone("jug"), "graveyard", "1 plus three: 4 damage to a 5/3");
    assert_eq!(t.life(0), 24, "and 4 life");
}

#[test]
fn accumulated_knowledge_draws_one_then_the_count() {
    for (graves, drawn) in [([json!([]), json!([])], 1), ([json!(["Accumulated Knowledge"]), json!(["Accumulated Knowledge", "Accumulated Knowledge"])], 4)] {
        let mut t = game("Accumulated Knowledge", json!([]), json!([]), graves);
        cast(&mut t, json!([]));
        assert_eq!(t.g().player(PlayerId(0)).hand.len(), drawn, "one, then one per card of its name in all graveyards");
    }
}

#[test]
fn the_highest_converted_mana_cost_among_your_permanents() {
    // Dingus Egg (4) is the highest of Alice's; Bob's Urza's Armor (6) is not hers.
    let mut t = game("Rush of Knowledge", json!(["Ornithopter", "Dingus Egg", "Forest"]), json!(["Urza's Armor"]), [json!([]), json!([])]);
    cast(&mut t, json!([]));
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 4);
    let mut t = game("Torrent of Fire", json!(["Dingus Egg", "Ornithopter"]), json!([]), [json!([]), json!([])]);
    cast(&mut t, json!([{"player": 1}]));
    assert_eq!(t.life(1), 16);
    // With only a 0-cost permanent: 0 damage, nothing drawn.
    let mut t = game("Torrent of Fire", json!(["Ornithopter"]), json!([]), [json!([]), json!([])]);
    cast(&mut t, json!([{"player": 1}]));
    assert_eq!(t.life(1), 20);
    let mut t = game("Rush of Knowledge", json!([]), json!(["Urza's Armor"]), [json!([]), json!([])]);
    cast(&mut t, json!([]));
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 0);
}

#[test]
fn where_x_names_the_x_of_both_joined_instructions() {
    // Feast of Flesh above: 4 damage and 4 life. Exotic Disease: three basic land types.
    let mut t = game("Exotic Disease", json!(["Forest", "Island", "Swamp", "Swamp"]), json!([]), [json!([]), json!([])]);
    cast(&mut t, json!([{"player": 1}]));
    assert_eq!((t.life(0), t.life(1)), (23, 17));
    let mut t = game("Feast of Flesh", json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]), [json!([]), json!([])]);
    cast(&mut t, json!([{"object": "@bears"}]));
    // 1 plus none: 1 damage and 1 life.
    assert_eq!(t.zone("bears"), "battlefield");
    assert_eq!(t.g().objects[&t.id("bears")].damage, 1);
    assert_eq!(t.life(0), 21);
}
