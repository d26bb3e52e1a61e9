//! 702.74 prowl (702.75 in later rules): "Prowl [cost]" lets a card be
//! cast for that alternative cost (117.9) by a player who dealt combat
//! damage to a player this turn with a creature of theirs that shares a
//! creature type with the card. "If its prowl cost was paid" asks whether
//! the spell, or the permanent it became, was cast that way. Compiled from
//! the cards' text.
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Morsel Theft {2}{B}{B}, Tribal Sorcery — Rogue: "Prowl {1}{B} / Target
//!   player loses 3 life and you gain 3 life. If Morsel Theft's prowl cost
//!   was paid, draw a card."
//! - Latchkey Faerie {3}{U}, Creature — Faerie Rogue 2/2: "Flying / Prowl
//!   {2}{U} / When Latchkey Faerie enters the battlefield, if its prowl cost
//!   was paid, draw a card."
//! - Krovikan Scoundrel {1}{B}, Creature — Human Rogue 2/1 (no text).
//! - Raging Goblin {R}, Creature — Goblin Berserker 1/1: "Haste".
//! - Woodland Changeling {1}{G}, Creature — Shapeshifter 1/1: "Changeling".
//! - Shock {R}: "Shock deals 2 damage to target creature or player."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::actions::AlternativeCost;
use stackwise::rules::types::{CardType, Step};

const CARDS: &[&str] = &["Morsel Theft", "Latchkey Faerie", "Krovikan Scoundrel", "Raging Goblin", "Woodland Changeling", "Shock"];

/// Alice's precombat main phase, with `attacker` and six lands
/// (three Swamps, two Islands, a Mountain) on her side and `hand` in her hand.
fn game(attacker: &str, hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": attacker, "label": "att"}, "Swamp", "Swamp", "Swamp", "Island", "Island", "Mountain"], "hand": hand, "library": ["Island", "Island", "Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Alice attacks Bob with her creature (Bob has none to block with) and
/// the game goes on to the postcombat main phase.
fn hit_bob(t: &mut T) {
    t.gm().turn.step = Step::BeginningOfCombat;
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@att", "target": {"player": 1}}]}));
    for _ in 0..8 {
        if t.g().turn.step == Step::PostcombatMain {
            return;
        }
        assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
        t.pass_all();
    }
    panic!("never reached the postcombat main phase");
}

fn offers_prowl(t: &T, label: &str) -> bool {
    cast_options(t, label).iter().any(|o| o.alternative_cost == Some(AlternativeCost::Prowl))
}

fn tapped_lands(t: &T) -> usize {
    let g = t.g();
    g.battlefield.iter().filter(|id| g.obj(**id).is_some_and(|o| o.tapped && g.chars(**id).is_some_and(|c| c.has_type(CardType::Land)))).count()
}

#[test]
fn r702_74a_morsel_theft_for_its_prowl_cost_draws() {
    let mut t = game("Krovikan Scoundrel", json!([{"card": "Morsel Theft", "label": "mt"}]));
    hit_bob(&mut t);
    assert_eq!(t.life(1), 18, "the Rogue dealt 2 combat damage");
    assert!(offers_prowl(&t, "mt"));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@mt", "targets": [{"player": 1}], "alternative_cost": "prowl", "auto_pay": true}));
    assert_eq!(tapped_lands(&t), 2, "{{1}}{{B}}, not {{2}}{{B}}{{B}}");
    let hand_before = hand(&t).len();
    resolve_stack(&mut t);
    assert_eq!((t.life(0), t.life(1)), (23, 15));
    assert_eq!(hand(&t).len(), hand_before + 1, "prowl paid: a card drawn");
}

#[test]
fn r702_74a_morsel_theft_for_its_mana_cost_draws_nothing() {
    let mut t = game("Krovikan Scoundrel", json!([{"card": "Morsel Theft", "label": "mt"}]));
    hit_bob(&mut t);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@mt", "targets": [{"player": 1}], "auto_pay": true}));
    assert_eq!(tapped_lands(&t), 4);
    let hand_before = hand(&t).len();
    resolve_stack(&mut t);
    assert_eq!((t.life(0), t.life(1)), (23, 15));
    assert_eq!(hand(&t).len(), hand_before, "prowl not paid");
}

#[test]
fn r702_74a_latchkey_faerie_enters_and_draws_only_when_prowled() {
    for prowl in [true, false] {
        let mut t = game("Krovikan Scoundrel", json!([{"card": "Latchkey Faerie", "label": "lf"}]));
        hit_bob(&mut t);
        let mut cast = json!({"action": "cast_spell", "player": 0, "card": "@lf", "auto_pay": true});
        if prowl {
            cast["alternative_cost"] = json!("prowl");
        }
        t.act(cast);
        assert_eq!(tapped_lands(&t), if prowl { 3 } else { 4 });
        let hand_before = hand(&t).len();
        resolve_stack(&mut t);
        assert_eq!(t.zone("lf"), "battlefield");
        assert_eq!(hand(&t).len(), hand_before + usize::from(prowl), "prowl {prowl}");
    }
}

#[test]
fn r702_74a_no_shared_creature_type_no_prowl() {
    // A Goblin Berserker shares no creature type with a Faerie Rogue.
    let mut t = game("Raging Goblin", json!([{"card": "Latchkey Faerie", "label": "lf"}]));
    hit_bob(&mut t);
    assert_eq!(t.life(1), 19);
    assert!(!offers_prowl(&t, "lf"));
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@lf", "alternative_cost": "prowl", "auto_pay": true}));
    assert!(e.contains("702.74a"), "{e}");
}

#[test]
fn r702_74a_a_changeling_shares_every_creature_type() {
    for card in ["Latchkey Faerie", "Morsel Theft"] {
        let mut t = game("Woodland Changeling", json!([{"card": card, "label": "c"}]));
        hit_bob(&mut t);
        assert!(offers_prowl(&t, "c"), "{card}");
    }
}

#[test]
fn r702_74a_only_combat_damage_to_a_player_this_turn_counts() {
    // Before combat, or after damage dealt by a spell, the prowl cost can't be paid.
    let mut t = game("Krovikan Scoundrel", json!([{"card": "Morsel Theft", "label": "mt"}, {"card": "Shock", "label": "shock"}]));
    assert!(!offers_prowl(&t, "mt"));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"player": 1}], "auto_pay": true}));
    resolve_stack(&mut t);
    assert_eq!(t.life(1), 18);
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@mt", "targets": [{"player": 1}], "alternative_cost": "prowl", "auto_pay": true}));
    assert!(e.contains("702.74a"), "{e}");
    // The next turn of Alice's, the damage of this one no longer counts.
    let mut t = game("Krovikan Scoundrel", json!([{"card": "Morsel Theft", "label": "mt"}]));
    hit_bob(&mut t);
    assert!(offers_prowl(&t, "mt"));
    play_until(&mut t, 0, Step::PrecombatMain, &|_, _, k| panic!("{k:?}"));
    assert_eq!(t.g().turn.number, 4);
    assert!(!cast_options(&t, "mt").is_empty(), "castable for its mana cost");
    assert!(!offers_prowl(&t, "mt"), "a new turn forgets the damage");
}
