//! 702.45 splice onto Arcane: as an Arcane spell is cast, its caster may
//! reveal cards with splice from their hand (601.2b); the spell gains each
//! card's instructions and targets after its own (702.45c–d) and costs each
//! splice cost more (117.8); the cards stay in the hand. The spell keeps its
//! own characteristics: its colour is its own (702.45c). Compiled from the
//! cards' text.
//!
//! Cards (their text as the table prints it):
//! - Lava Spike {R}, Sorcery — Arcane: "Lava Spike deals 3 damage to target
//!   player."
//! - Rend Flesh {2}{B}, Sorcery — Arcane: "Destroy target non-Spirit
//!   creature."
//! - Glacial Ray {1}{R}, Instant — Arcane: "Glacial Ray deals 2 damage to
//!   target creature or player. / Splice onto Arcane {1}{R}"
//! - Kodama's Might {G}, Instant — Arcane: "Target creature gets +2/+2 until
//!   end of turn. / Splice onto Arcane {G}"
//! - Lightning Bolt {R}, Instant: "Lightning Bolt deals 3 damage to target
//!   creature or player."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3, Repentant Blacksmith
//!   {1}{W} 1/2 "Protection from red".

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::PlayerId;

const CARDS: &[&str] = &["Lava Spike", "Rend Flesh", "Glacial Ray", "Kodama's Might", "Lightning Bolt", "Grizzly Bears", "Hill Giant", "Repentant Blacksmith"];

/// Alice's precombat main phase with `hand`; Bob has the Bears, the Giant and the Blacksmith.
fn game(hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": hand, "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Repentant Blacksmith", "label": "smith"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T, card: &str, mana: &str, targets: Value, splice: &[&str]) -> Result<Vec<stackwise::rules::events::Event>, String> {
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse(mana).unwrap();
    let splice: Vec<u64> = splice.iter().map(|l| t.id(l).0).collect();
    t.try_act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "splice": splice, "auto_pay": true})).map_err(|e| e.to_string())
}

fn spike_and_ray() -> T {
    game(json!([{"card": "Lava Spike", "label": "spike"}, {"card": "Glacial Ray", "label": "ray"}, {"card": "Kodama's Might", "label": "might"}, {"card": "Lightning Bolt", "label": "bolt"}]))
}

#[test]
fn r702_45a_the_spliced_card_adds_its_instructions_and_targets_and_stays_in_hand() {
    let mut t = spike_and_ray();
    let ev = cast(&mut t, "spike", "{R}{R}{C}", json!([{"player": 1}, {"object": "@bears"}]), &["ray"]).unwrap();
    assert!(cites(&ev, "702.45a"), "the reveal is announced");
    assert_eq!(t.zone("ray"), "hand");
    assert_eq!(t.g().stack[0].targets.len(), 2);
    resolve_stack(&mut t);
    assert_eq!(t.life(1), 17, "Lava Spike's own 3");
    assert_eq!(t.zone("bears"), "graveyard", "Glacial Ray's 2, dealt by Lava Spike");
    assert_eq!((t.zone("spike").as_str(), t.zone("ray").as_str()), ("graveyard", "hand"));
}

#[test]
fn r702_45b_two_cards_spliced_follow_the_spell_in_the_order_named() {
    let mut t = spike_and_ray();
    // Lava Spike {R} + Glacial Ray's {1}{R} + Kodama's Might's {G}.
    cast(&mut t, "spike", "{R}{R}{G}{C}", json!([{"player": 1}, {"object": "@giant"}, {"object": "@giant"}]), &["ray", "might"]).unwrap();
    resolve_stack(&mut t);
    assert_eq!(t.life(1), 17);
    assert_eq!(t.g().objects[&t.id("giant")].damage, 2);
    assert_eq!(t.zone("giant"), "battlefield", "2 damage, then +2/+2: a 5/5 with 2 damage");
    assert_eq!(t.g().chars(t.id("giant")).unwrap().power, Some(5));
    assert_eq!(hand(&t).len(), 3, "both spliced cards and the Bolt stay in the hand");
}

#[test]
fn r702_45_what_cant_be_spliced_is_refused_and_changes_nothing() {
    let mut t = spike_and_ray();
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{R}{R}{R}{G}{C}{C}").unwrap();
    let act = |t: &T, card: &str, targets: Value, splice: &[&str]| json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": targets, "auto_pay": true, "splice": splice.iter().map(|l| t.id(l).0).collect::<Vec<_>>()});
    // Lightning Bolt is no Arcane spell.
    let a = act(&t, "bolt", json!([{"player": 1}, {"object": "@bears"}]), &["ray"]);
    assert!(refused_unchanged(&mut t, a).contains("702.45a"));
    // One card once (702.45b), and never the card being cast.
    let a = act(&t, "spike", json!([{"player": 1}, {"object": "@bears"}, {"object": "@bears"}]), &["ray", "ray"]);
    assert!(refused_unchanged(&mut t, a).contains("702.45b"));
    let a = act(&t, "ray", json!([{"player": 1}, {"player": 1}]), &["ray"]);
    assert!(refused_unchanged(&mut t, a).contains("itself"));
    // A card with no splice.
    let a = act(&t, "spike", json!([{"player": 1}, {"player": 1}]), &["bolt"]);
    assert!(refused_unchanged(&mut t, a).contains("no splice"));
    // Too little mana for the splice cost: {R} alone pays Lava Spike only.
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{R}").unwrap();
    let a = act(&t, "spike", json!([{"player": 1}, {"object": "@bears"}]), &["ray"]);
    assert!(refused_unchanged(&mut t, a).contains("601.2h"));
}

/// 702.45c: the spell has only its own characteristics: Glacial Ray's words
/// on black Rend Flesh deal damage from a black source, so the Blacksmith's
/// protection from red doesn't stop them; Glacial Ray itself can't target it.
#[test]
fn r702_45c_spliced_words_have_the_colour_of_the_spell_they_are_on() {
    let mut t = game(json!([{"card": "Rend Flesh", "label": "rend"}, {"card": "Glacial Ray", "label": "ray"}]));
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{R}{C}").unwrap();
    let alone = cast_options(&t, "ray");
    assert!(!alone[0].targets[0].iter().any(|c| serde_json::to_value(c).unwrap() == json!({"object": t.id("smith").0})), "protection from red (702.16b)");
    cast(&mut t, "rend", "{B}{R}{C}{C}{C}", json!([{"object": "@bears"}, {"object": "@smith"}]), &["ray"]).unwrap();
    resolve_stack(&mut t);
    assert_eq!((t.zone("bears").as_str(), t.zone("smith").as_str()), ("graveyard", "graveyard"));
}

/// The listing offers each way: alone, and with each set of the cards that
/// may be spliced (their targets after the spell's own); cast as listed.
#[test]
fn r702_45a_the_listing_offers_the_spell_with_each_set_of_splices() {
    let mut t = spike_and_ray();
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{R}{R}{G}{C}").unwrap();
    let opts = cast_options(&t, "spike");
    let (ray, might) = (t.id("ray"), t.id("might"));
    let mut sets: Vec<Vec<u64>> = opts.iter().map(|o| o.splice.iter().map(|s| s.0).collect()).collect();
    sets.sort();
    assert_eq!(sets, vec![vec![], vec![ray.0], vec![ray.0, might.0], vec![might.0]]);
    let both = opts.iter().find(|o| o.splice.len() == 2).unwrap();
    assert_eq!(both.targets.len(), 3, "Lava Spike's player, Glacial Ray's and Kodama's Might's targets");
    assert!(both.text.contains("[splice Glacial Ray]") && both.text.contains("[splice Kodama's Might]"), "{}", both.text);
    // Only {R}{R}{C}: Glacial Ray may be spliced, not both.
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{R}{R}{C}").unwrap();
    let sets: Vec<usize> = cast_options(&t, "spike").iter().map(|o| o.splice.len()).collect();
    assert!(!sets.contains(&2), "{sets:?}");
}

/// 608.2b: a spliced target gone by resolution takes only its own
/// instructions with it; Lava Spike still deals its 3.
#[test]
fn r608_2b_a_spliced_target_gone_leaves_the_spells_own_target() {
    let mut t = spike_and_ray();
    cast(&mut t, "spike", "{R}{R}{C}", json!([{"player": 1}, {"object": "@bears"}]), &["ray"]).unwrap();
    cast(&mut t, "bolt", "{R}", json!([{"object": "@bears"}]), &[]).unwrap();
    resolve_stack(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.life(1), 17);
    assert_eq!(t.g().player(PlayerId(0)).graveyard.len(), 2, "Lava Spike and the Bolt; Glacial Ray stayed in the hand");
}
