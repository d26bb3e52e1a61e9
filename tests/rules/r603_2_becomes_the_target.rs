//! 603.2: "Whenever [a permanent] becomes the target of a spell or ability"
//! triggers as a spell that targets it is cast, or an ability that targets
//! it is put on the stack (601.2c, 602.2b, 603.3d); "an opponent controls"
//! and "an Aura spell" narrow what targets it; the trigger resolves first,
//! before the spell or ability that targeted. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Horobi, Death's Wail {2}{B}{B}, 4/4: "Flying / Whenever a creature
//!   becomes the target of a spell or ability, destroy that creature."
//! - Mossdog {G}, 1/1: "Whenever Mossdog becomes the target of a spell or
//!   ability an opponent controls, put a +1/+1 counter on Mossdog."
//! - Fugitive Druid {3}{G}, 3/2: "Whenever Fugitive Druid becomes the target
//!   of an Aura spell, you draw a card."
//! - Spinal Graft {1}{B}, Aura: "Enchant creature / Enchanted creature gets
//!   +3/+3. / When enchanted creature becomes the target of a spell or
//!   ability, destroy that creature. It can't be regenerated."
//! - Thunderbreak Regent {2}{R}{R}, 4/4 Dragon: "Flying / Whenever a Dragon
//!   you control becomes the target of a spell or ability an opponent
//!   controls, Thunderbreak Regent deals 3 damage to that player."
//! - Lightning Bolt, Giant Growth, Holy Strength, Prodigal Sorcerer: the
//!   spells and the ability that target.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::PlayerId;

fn cards() -> Vec<Value> {
    ["Horobi, Death's Wail", "Mossdog", "Fugitive Druid", "Spinal Graft", "Thunderbreak Regent", "Lightning Bolt", "Giant Growth", "Holy Strength", "Prodigal Sorcerer", "Grizzly Bears"].iter().map(|n| card_table::compiled(n)).collect()
}

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Bob may cast instants: his turn's priority after Alice passes.
fn bob_casts(t: &mut T, card: &str, mana: &str, targets: Value) {
    t.act(json!({"action": "pass_priority", "player": 0}));
    cast_with(t, 1, card, mana, targets);
}

/// Horobi: a creature targeted by a spell (either player's) or by an
/// ability is destroyed by the trigger before the spell resolves; a player
/// targeted triggers nothing.
#[test]
fn r603_2_horobi_destroys_the_creature_targeted() {
    for (who, spell) in [(0u8, "Giant Growth"), (1, "Giant Growth"), (0, "Lightning Bolt")] {
        let mut t = game(json!(["Horobi, Death's Wail"]), json!([{"card": spell, "label": "a"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": spell, "label": "b"}]));
        let label = if who == 0 { "a" } else { "b" };
        if who == 0 {
            cast_with(&mut t, 0, label, "{G}{R}", json!([{"object": "@bears"}]));
        } else {
            bob_casts(&mut t, label, "{G}{R}", json!([{"object": "@bears"}]));
        }
        assert_eq!(t.g().stack.len(), 2, "{spell} by {who}: the trigger waits above the spell");
        resolve_stack(&mut t);
        assert_eq!(t.zone("bears"), "graveyard", "{spell} by {who}");
        assert_eq!(t.zone(label), "graveyard");
    }
    // Lightning Bolt at Bob: no creature targeted, no trigger.
    let mut t = game(json!(["Horobi, Death's Wail"]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    cast_with(&mut t, 0, "bolt", "{R}", json!([{"player": 1}]));
    assert_eq!(t.g().stack.len(), 1);
    resolve_stack(&mut t);
    assert_eq!((t.life(1), t.zone("bears").as_str()), (17, "battlefield"));
    // Prodigal Sorcerer's ability at the Bears: destroyed too.
    let mut t = game(json!(["Horobi, Death's Wail", {"card": "Prodigal Sorcerer", "label": "tim"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@tim", "ability": 0, "targets": [{"object": "@bears"}], "auto_pay": true}));
    resolve_stack(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
}

/// Mossdog: only an opponent's spell or ability gives it the counter.
#[test]
fn r603_2_mossdog_only_an_opponents_spell() {
    let counters = |t: &T| t.g().objects[&t.id("dog")].extra.counters.get("+1/+1").copied().unwrap_or(0);
    let mut t = game(json!([{"card": "Mossdog", "label": "dog"}]), json!([{"card": "Giant Growth", "label": "gg"}]), json!([]), json!([{"card": "Giant Growth", "label": "bgg"}]));
    cast_with(&mut t, 0, "gg", "{G}", json!([{"object": "@dog"}]));
    resolve_stack(&mut t);
    assert_eq!(counters(&t), 0, "Alice's own spell");
    bob_casts(&mut t, "bgg", "{G}", json!([{"object": "@dog"}]));
    resolve_stack(&mut t);
    assert_eq!(counters(&t), 1, "Bob's spell");
}

/// Fugitive Druid: an Aura spell draws a card; an instant doesn't.
#[test]
fn r603_2_fugitive_druid_only_an_aura_spell() {
    let mut t = game(json!([{"card": "Fugitive Druid", "label": "druid"}]), json!([{"card": "Giant Growth", "label": "gg"}, {"card": "Holy Strength", "label": "hs"}]), json!([]), json!([]));
    cast_with(&mut t, 0, "gg", "{G}", json!([{"object": "@druid"}]));
    resolve_stack(&mut t);
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1, "Giant Growth: no card drawn");
    cast_with(&mut t, 0, "hs", "{W}", json!([{"object": "@druid"}]));
    resolve_stack(&mut t);
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1, "Holy Strength: one card drawn, the hand had none left");
    assert_eq!(t.g().player(PlayerId(0)).library.len(), 1);
}

/// Spinal Graft: the enchanted creature is destroyed as it becomes a
/// target; another creature targeted triggers nothing.
#[test]
fn r603_2_spinal_graft_watches_only_the_enchanted_creature() {
    let mut t = game(
        json!([{"card": "Grizzly Bears", "label": "host"}, {"card": "Spinal Graft", "attached_to": "host"}, {"card": "Grizzly Bears", "label": "other"}]),
        json!([{"card": "Giant Growth", "label": "gg1"}, {"card": "Giant Growth", "label": "gg2"}]),
        json!([]),
        json!([]),
    );
    cast_with(&mut t, 0, "gg1", "{G}", json!([{"object": "@other"}]));
    assert_eq!(t.g().stack.len(), 1);
    resolve_stack(&mut t);
    cast_with(&mut t, 0, "gg2", "{G}", json!([{"object": "@host"}]));
    assert_eq!(t.g().stack.len(), 2);
    resolve_stack(&mut t);
    assert_eq!((t.zone("host").as_str(), t.zone("other").as_str()), ("graveyard", "battlefield"));
}

/// Thunderbreak Regent: Bob's Bolt at the Regent (a Dragon Alice controls)
/// deals him 3; Alice's own spell at it deals nothing.
#[test]
fn r603_2_thunderbreak_regent_damages_the_opponent_who_targeted() {
    let mut t = game(json!([{"card": "Thunderbreak Regent", "label": "regent"}]), json!([{"card": "Giant Growth", "label": "gg"}]), json!([]), json!([{"card": "Lightning Bolt", "label": "bolt"}]));
    cast_with(&mut t, 0, "gg", "{G}", json!([{"object": "@regent"}]));
    resolve_stack(&mut t);
    assert_eq!(t.life(1), 20);
    bob_casts(&mut t, "bolt", "{R}", json!([{"object": "@regent"}]));
    resolve_stack(&mut t);
    assert_eq!(t.life(1), 17, "that player: Bob, who cast the Bolt");
    assert_eq!(t.zone("regent"), "battlefield", "7/7 after Giant Growth, 3 damage");
}

/// Frost Titan ({4}{U}{U}, 6/6: "Whenever Frost Titan becomes the target of
/// a spell or ability an opponent controls, counter that spell or ability
/// unless its controller pays {2}."): Bob's Bolt with no more mana is
/// countered; with {2} left he is asked, pays, and the Bolt resolves.
#[test]
fn r603_2_frost_titan_counters_the_spell_that_targets_it() {
    let titan = || json!([{"card": "Frost Titan", "label": "titan"}]);
    let mut cards_with = cards();
    cards_with.push(card_table::compiled("Frost Titan"));
    let build = |cards_with: &Vec<Value>| T::new(json!({"cards": cards_with, "players": [
        {"name": "Alice", "battlefield": titan(), "library": ["Island", "Island"]},
        {"name": "Bob", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    let mut t = build(&cards_with);
    bob_casts(&mut t, "bolt", "{R}", json!([{"object": "@titan"}]));
    resolve_stack(&mut t);
    assert_eq!(t.zone("bolt"), "graveyard");
    assert_eq!(t.g().objects[&t.id("titan")].damage, 0, "countered: no damage");
    let mut t = build(&cards_with);
    bob_casts(&mut t, "bolt", "{R}{C}{C}", json!([{"object": "@titan"}]));
    for _ in 0..6 {
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, stackwise::rules::state::DecisionKind::ChooseYesNo { .. })) => {
                assert_eq!(p, PlayerId(1), "Bob, the Bolt's controller, decides");
                t.act(json!({"action": "choose_yes_no", "player": 1, "yes": true}));
            }
            Some((_, k)) => panic!("{k:?}"),
            None if t.g().stack.is_empty() => break,
            None => {
                t.pass_all();
            }
        }
    }
    assert_eq!(t.g().objects[&t.id("titan")].damage, 3, "paid: the Bolt resolved");
}

/// Retromancer ("Whenever Retromancer becomes the target of a spell or
/// ability, Retromancer deals 3 damage to that spell or ability's
/// controller.") and Lava Runner ("Whenever Lava Runner becomes the target
/// of a spell or ability, that spell or ability's controller sacrifices a
/// land."): Bob's Giant Growth costs him 3 life and a land.
#[test]
fn r603_2_that_spell_or_abilitys_controller() {
    let mut cards_with = cards();
    cards_with.push(card_table::compiled("Retromancer"));
    cards_with.push(card_table::compiled("Lava Runner"));
    let mut t = T::new(json!({"cards": cards_with, "players": [
        {"name": "Alice", "battlefield": [{"card": "Retromancer", "label": "retro"}, {"card": "Lava Runner", "label": "runner"}], "library": ["Island"]},
        {"name": "Bob", "battlefield": [{"card": "Forest", "label": "forest"}], "hand": [{"card": "Giant Growth", "label": "g1"}, {"card": "Giant Growth", "label": "g2"}], "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    bob_casts(&mut t, "g1", "{G}", json!([{"object": "@retro"}]));
    resolve_stack(&mut t);
    assert_eq!((t.life(0), t.life(1)), (20, 17));
    t.act(json!({"action": "pass_priority", "player": 0}));
    cast_with(&mut t, 1, "g2", "{G}", json!([{"object": "@runner"}]));
    resolve_stack(&mut t);
    assert_eq!(t.zone("forest"), "graveyard", "Bob sacrificed his land");
}
