//! 601.3, 305.1: "Exile the top card of your library. Until end of turn, you
//! may play that card.": the card may be played from exile this turn by the
//! ability's controller (a land with a land play of the turn, a spell cast
//! with its timing and costs); the permission ends in the cleanup step
//! (514.2) and names only that object (400.7). Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Aerial Caravan {4}{U}{U} 4/3: "Flying / {1}{U}{U}: Exile the top card
//!   of your library. Until end of turn, you may play that card."
//! - Abbot of Keral Keep {1}{R} 2/1: "Prowess / When Abbot of Keral Keep
//!   enters the battlefield, exile the top card of your library. Until end
//!   of turn, you may play that card."
//! - Scrib Nibblers {2}{B} 1/1: "{T}: Exile the top card of target player's
//!   library. If it's a land card, you gain 1 life. / Landfall — ..."
//! - Lightning Bolt, Mountain, Grizzly Bears.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::{ManaPool, PlayerId, Step};

const CARDS: &[&str] = &["Aerial Caravan", "Abbot of Keral Keep", "Scrib Nibblers", "Lightning Bolt", "Grizzly Bears"];

/// Alice with `bf` and her library (top first), in her precombat main phase.
fn game(bf: Value, hand: Value, library: Value, lands_played: u32) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": bf, "hand": hand, "library": library},
        {"name": "Bob", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.gm().players[0].lands_played = lands_played;
    t
}

fn offered(t: &T, card: &str) -> bool {
    let id = t.id(card);
    t.g().legal_actions().iter().any(|a| matches!(a, LegalAction::Cast { card, .. } | LegalAction::PlayLand { card, .. } if *card == id))
}

fn caravan(t: &mut T) {
    t.gm().players[0].pool = ManaPool::parse("{1}{U}{U}").unwrap();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@caravan", "ability": 0, "targets": [], "auto_pay": true}));
    resolve_stack(t);
}

#[test]
fn r601_3_a_spell_exiled_this_way_is_cast_from_exile() {
    let mut t = game(json!([{"card": "Aerial Caravan", "label": "caravan"}]), json!([]), json!([{"card": "Lightning Bolt", "label": "bolt"}, "Island"]), 0);
    assert!(!offered(&t, "bolt"), "in the library: not yet");
    caravan(&mut t);
    assert_eq!(t.zone("bolt"), "exile");
    t.gm().players[0].pool = ManaPool::parse("{R}").unwrap();
    assert!(offered(&t, "bolt"), "castable from exile this turn");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    resolve_stack(&mut t);
    assert_eq!(t.life(1), 17);
    assert_eq!(t.zone("bolt"), "graveyard");
}

#[test]
fn r305_1_a_land_exiled_this_way_uses_the_turns_land_play() {
    for (played, can) in [(0, true), (1, false)] {
        let mut t = game(json!([{"card": "Aerial Caravan", "label": "caravan"}]), json!([]), json!([{"card": "Mountain", "label": "land"}, "Island"]), played);
        caravan(&mut t);
        assert_eq!(offered(&t, "land"), can, "lands played already: {played}");
        if can {
            t.act(json!({"action": "play_land", "player": 0, "card": "@land"}));
            assert_eq!(t.zone("land"), "battlefield");
            assert_eq!(t.g().player(PlayerId(0)).lands_played, 1);
        }
    }
}

#[test]
fn r514_2_the_permission_ends_with_the_turn() {
    let mut t = game(json!([]), json!([{"card": "Abbot of Keral Keep", "label": "abbot"}]), json!([{"card": "Grizzly Bears", "label": "bears"}, "Island", "Island", "Island"]), 0);
    cast_with(&mut t, 0, "abbot", "{1}{R}", json!([]));
    resolve_stack(&mut t);
    assert_eq!(t.zone("bears"), "exile");
    t.gm().players[0].pool = ManaPool::parse("{1}{G}").unwrap();
    assert!(offered(&t, "bears"), "a creature spell at sorcery timing, this turn");
    t.gm().players[0].pool = ManaPool::default();
    play_until(&mut t, 1, Step::Upkeep, &|_, _, d| panic!("{d:?}"));
    play_until(&mut t, 0, Step::PrecombatMain, &|_, _, d| panic!("{d:?}"));
    assert_eq!(t.g().turn.number, 4);
    t.gm().players[0].pool = ManaPool::parse("{1}{G}").unwrap();
    assert!(!offered(&t, "bears"), "the permission ended in the cleanup step");
    let msg = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bears", "targets": [], "auto_pay": true}));
    assert!(msg.contains("601.3"), "{msg}");
}

#[test]
fn r701_10_the_top_card_of_a_target_players_library() {
    for (top, life) in [("Mountain", 21), ("Lightning Bolt", 20)] {
        let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
        let mut t = T::new(json!({"cards": cards, "players": [
            {"name": "Alice", "battlefield": [{"card": "Scrib Nibblers", "label": "rat"}], "library": ["Island"]},
            {"name": "Bob", "library": [{"card": top, "label": "top"}, "Island"]}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@rat", "ability": 0, "targets": [{"player": 1}]}));
        resolve_stack(&mut t);
        assert_eq!(t.zone("top"), "exile", "{top}");
        assert_eq!(t.life(0), life, "{top}: 1 life for a land card");
        assert!(!offered(&t, "top"), "no permission to play it");
    }
}

#[test]
fn r601_3_until_your_next_turn_lasts_through_the_opponents_turn() {
    // A card written as printed: the same words with "until your next turn".
    let seer = json!({"name": "Odd Seer", "mana_cost": "{2}", "type": "Artifact", "text": "{T}: Exile the top card of your library. Until your next turn, you may play that card."});
    let mut cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    cards.push(seer);
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": "Odd Seer", "label": "seer"}], "library": [{"card": "Lightning Bolt", "label": "bolt"}, "Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@seer", "ability": 0, "targets": []}));
    resolve_stack(&mut t);
    assert_eq!(t.zone("bolt"), "exile");
    play_until(&mut t, 1, Step::Upkeep, &|_, _, d| panic!("{d:?}"));
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.gm().players[0].pool = ManaPool::parse("{R}").unwrap();
    assert!(offered(&t, "bolt"), "on Bob's turn, an instant still castable");
    t.gm().players[0].pool = ManaPool::default();
    play_until(&mut t, 0, Step::Upkeep, &|_, _, d| panic!("{d:?}"));
    t.gm().players[0].pool = ManaPool::parse("{R}").unwrap();
    assert!(!offered(&t, "bolt"), "ended as Alice's turn began");
}
