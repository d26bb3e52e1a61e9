//! "If {R} was spent to cast [this]": the colours of the mana paid for the
//! spell's costs (601.2h), read as the spell resolves, and by the permanent
//! it became (400.7c of the reference rules) in an intervening "if" of its
//! enters-the-battlefield ability (603.4). Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Steamcore Weird {3}{U} 1/3: "When Steamcore Weird enters the
//!   battlefield, if {R} was spent to cast Steamcore Weird, it deals 2 damage
//!   to target creature or player."
//! - Gruul Scrapper {3}{G} 3/2: "When Gruul Scrapper enters the
//!   battlefield, if {R} was spent to cast Gruul Scrapper, it gains haste
//!   until end of turn."
//! - Ribbons of Night {4}{B}, Sorcery: "Ribbons of Night deals 4 damage
//!   to target creature and you gain 4 life. If {U} was spent to cast
//!   Ribbons of Night, draw a card."
//! - Seed Spark {3}{W}, Instant: "Destroy target artifact or enchantment.
//!   If {G} was spent to cast Seed Spark, create two 1/1 green Saproling
//!   creature tokens."
//! - Grizzly Bears {1}{G} 2/2 (a creature to damage), Ornithopter {0}
//!   (an artifact to destroy).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::PlayerId;

const CARDS: &[&str] = &["Steamcore Weird", "Gruul Scrapper", "Ribbons of Night", "Seed Spark", "Grizzly Bears", "Ornithopter"];

fn game(card: &str) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": [{"card": card, "label": "c"}], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Ornithopter", "label": "thopter"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Cast with exactly `mana` in the pool, then resolve everything, the
/// Weird's trigger (if any) at Bob.
fn cast_and_resolve(card: &str, mana: &str, targets: Value) -> T {
    let mut t = game(card);
    cast_with(&mut t, 0, "c", mana, targets);
    for _ in 0..8 {
        if t.g().pending.is_some() {
            t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
        } else if t.g().stack.is_empty() {
            break;
        } else {
            t.pass_all();
        }
    }
    t
}

#[test]
fn r603_4_steamcore_weird_deals_damage_only_if_red_was_spent() {
    // {3}{U}, a red mana among the generic: the trigger targets Bob.
    let t = cast_and_resolve("Steamcore Weird", "{U}{R}{C}{C}", json!([]));
    assert_eq!(t.life(1), 18, "{{R}} spent: 2 damage");
    // Paid with blue only: the intervening if is false, no trigger (603.4).
    let t = cast_and_resolve("Steamcore Weird", "{U}{U}{C}{C}", json!([]));
    assert_eq!(t.life(1), 20, "no red spent");
    assert!(t.g().stack.is_empty() && t.g().pending.is_none());
}

#[test]
fn r603_4_gruul_scrapper_has_haste_only_if_red_was_spent() {
    for (mana, haste) in [("{G}{R}{C}{C}", true), ("{G}{C}{C}{C}", false)] {
        let t = cast_and_resolve("Gruul Scrapper", mana, json!([]));
        let c = t.g().chars(t.id("c")).unwrap();
        assert_eq!(c.has_keyword(stackwise::rules::types::Keyword::Haste), haste, "{mana}");
    }
}

#[test]
fn r601_2h_a_spell_reads_the_colours_paid_for_it_as_it_resolves() {
    // Ribbons of Night ({4}{B}): a blue mana among the generic draws a card; none, no card.
    for (mana, drawn) in [("{B}{U}{C}{C}{C}", 1), ("{B}{B}{C}{C}{C}", 0)] {
        let t = cast_and_resolve("Ribbons of Night", mana, json!([{"object": "@bears"}]));
        assert_eq!(t.zone("bears"), "graveyard", "{mana}");
        assert_eq!(t.life(0), 24, "{mana}");
        assert_eq!(t.g().player(PlayerId(0)).hand.len(), drawn, "{mana}");
    }
    // Seed Spark ({3}{W}): a green mana among the generic makes two Saprolings; none, none.
    for (mana, tokens) in [("{W}{G}{C}{C}", 2), ("{W}{C}{C}{C}", 0)] {
        let t = cast_and_resolve("Seed Spark", mana, json!([{"object": "@thopter"}]));
        assert_eq!(t.zone("thopter"), "graveyard", "{mana}");
        assert_eq!(t.g().battlefield.iter().filter(|id| t.g().objects[*id].token).count(), tokens, "{mana}");
    }
}
