//! 601.3, 305.1, 305.2: cards played from zones other than the hand, the
//! library's top card played revealed, and additional land plays.
//!
//! The cards (built in: compiled from their printed text), their text as printed:
//! - Crucible of Worlds {3}, Artifact: "You may play land cards from your graveyard."
//! - Future Sight {2}{U}{U}{U}, Enchantment: "Play with the top card of your
//!   library revealed. / You may play the top card of your library."
//! - Magus of the Future {2}{U}{U}{U} 2/3: the same two abilities.
//! - Garruk's Horde {5}{G}{G} 7/7: "Trample / Play with the top card of your
//!   library revealed. / You may cast the top card of your library if it's a
//!   creature card. (Do this only any time you could cast that creature card.
//!   You still pay the spell's costs.)"
//! - Oracle of Mul Daya {3}{G} 2/2: "You may play an additional land on each
//!   of your turns. / Play with the top card of your library revealed. / You
//!   may play the top card of your library if it's a land card."
//! - Exploration {G}: "You may play an additional land on each of your turns."
//! - Azusa, Lost but Seeking {2}{G} 1/2: "You may play two additional lands on
//!   each of your turns."
//! - Gravecrawler {B} 2/1 Zombie: "Gravecrawler can't block. / You may cast
//!   Gravecrawler from your graveyard as long as you control a Zombie."
//! - Skaab Ruinator {1}{U}{U} 5/6: "As an additional cost to cast Skaab
//!   Ruinator, exile three creature cards from your graveyard. / Flying / You
//!   may cast Skaab Ruinator from your graveyard."
//! - Goblin Spy {R} 1/1: "Play with the top card of your library revealed."
//! - Field of Dreams {U}, World Enchantment: "Players play with the top card
//!   of their libraries revealed."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::PlayerId;

/// Alice's turn, main phase, with these permanents, graveyard and library
/// (top card first), and mana in her pool; a Forest in her hand.
fn game(bf: Value, graveyard: Value, library: Value, mana: &str) -> T {
    game_with_hand(bf, graveyard, library, mana, json!([{"card": "Forest", "label": "hand_forest"}]))
}

fn game_with_hand(bf: Value, graveyard: Value, library: Value, mana: &str, hand: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": bf, "graveyard": graveyard, "library": library, "mana_pool": mana, "hand": hand},
        {"name": "Bob", "battlefield": [{"card": "Crucible of Worlds", "label": "bob_crucible"}, {"card": "Future Sight", "label": "bob_sight"}], "graveyard": [{"card": "Island", "label": "bob_island"}, {"card": "Gravecrawler", "label": "bob_crawler"}], "library": [{"card": "Mountain", "label": "bob_top"}, "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// The cards the legal actions let Alice play or cast.
fn playable(t: &T) -> Vec<stackwise::rules::types::ObjectId> {
    t.g().legal_actions().into_iter().filter_map(|a| match a {
        LegalAction::PlayLand { card, .. } | LegalAction::Cast { card, .. } => Some(card),
        _ => None,
    }).collect()
}

fn play(label: &str) -> Value {
    json!({"action": "play_land", "player": 0, "card": format!("@{label}")})
}

fn cast(label: &str) -> Value {
    json!({"action": "cast_spell", "player": 0, "card": format!("@{label}"), "auto_pay": true})
}

#[test]
fn r305_1_crucible_of_worlds_plays_lands_from_the_graveyard_as_the_land_play() {
    let mut t = game(json!([{"card": "Crucible of Worlds"}]), json!([{"card": "Mountain", "label": "m"}, {"card": "Lightning Bolt", "label": "bolt"}]), json!(["Island"]), "{R}");
    let p = playable(&t);
    assert!(p.contains(&t.id("m")), "the land in the graveyard is offered");
    assert!(!p.contains(&t.id("bolt")), "a spell in the graveyard is not: Crucible allows lands only");
    let e = refused_unchanged(&mut t, cast("bolt"));
    assert!(e.contains("601.3"), "{e}");
    // Bob's Crucible and Bob's graveyard are his alone.
    let e = refused_unchanged(&mut t, play("bob_island"));
    assert!(e.contains("305.1"), "{e}");
    t.act(play("m"));
    assert_eq!(t.zone("m"), "battlefield");
    // 305.2: that was the turn's land play, from whichever zone.
    let e = refused_unchanged(&mut t, play("hand_forest"));
    assert!(e.contains("305.2"), "{e}");
}

#[test]
fn r601_3_future_sight_plays_and_casts_the_top_card_then_the_next() {
    for sight in ["Future Sight", "Magus of the Future"] {
        let mut t = game(json!([{"card": sight}]), json!([]), json!([{"card": "Forest", "label": "top_land"}, {"card": "Grizzly Bears", "label": "bears"}]), "{1}{G}");
        assert!(playable(&t).contains(&t.id("top_land")), "{sight}: the top land");
        assert!(!playable(&t).contains(&t.id("bears")), "{sight}: not the card under it");
        let e = refused_unchanged(&mut t, cast("bears"));
        assert!(e.contains("601.3"), "{e}");
        t.act(play("top_land"));
        assert_eq!(t.zone("top_land"), "battlefield");
        // The next card is now on top: a creature, cast with the usual costs.
        assert!(playable(&t).contains(&t.id("bears")), "{sight}: the new top card");
        t.act(cast("bears"));
        assert_eq!(t.zone("bears"), "stack");
        t.pass_all();
        assert_eq!(t.zone("bears"), "battlefield");
        // Bob's library stays his: Alice can't play his top card.
        let e = refused_unchanged(&mut t, play("bob_top"));
        assert!(e.contains("305.1"), "{e}");
    }
}

#[test]
fn r601_3_the_top_card_is_cast_only_with_its_own_timing() {
    let mut t = game_with_hand(json!([{"card": "Future Sight"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]), "{R}{1}{G}", json!([{"card": "Lightning Bolt", "label": "bolt"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    // A creature spell: only in a main phase with an empty stack (307.1).
    assert!(!playable(&t).contains(&t.id("bears")));
    let e = refused_unchanged(&mut t, cast("bears"));
    assert!(e.contains("307.1"), "{e}");
}

#[test]
fn r601_3_garruks_horde_casts_only_a_creature_card_from_the_top() {
    for (top, may) in [("Grizzly Bears", true), ("Forest", false), ("Lightning Bolt", false)] {
        let mut t = game(json!([{"card": "Garruk's Horde"}]), json!([]), json!([{"card": top, "label": "top"}, "Island"]), "{R}{1}{G}");
        assert_eq!(playable(&t).contains(&t.id("top")), may, "{top}");
        if may {
            t.act(cast("top"));
            assert_eq!(t.zone("top"), "stack");
        } else {
            let action = if top == "Forest" { play("top") } else { json!({"action": "cast_spell", "player": 0, "card": "@top", "targets": [{"player": 1}], "auto_pay": true}) };
            refused_unchanged(&mut t, action);
        }
    }
}

#[test]
fn r305_2_oracle_of_mul_daya_plays_the_top_land_and_one_more() {
    let mut t = game(json!([{"card": "Oracle of Mul Daya"}]), json!([]), json!([{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Mountain", "label": "top"}, {"card": "Island", "label": "island"}]), "{R}");
    // A spell on top: not playable (lands only).
    assert!(!playable(&t).contains(&t.id("bolt")));
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    assert!(e.contains("601.3"), "{e}");
    let mut t = game(json!([{"card": "Oracle of Mul Daya"}]), json!([]), json!([{"card": "Mountain", "label": "top"}, {"card": "Island", "label": "island"}]), "");
    t.act(play("top"));
    t.act(play("island"));
    assert_eq!((t.zone("top"), t.zone("island")), ("battlefield".to_string(), "battlefield".to_string()));
    // Two land plays this turn: the third is refused.
    let e = refused_unchanged(&mut t, play("hand_forest"));
    assert!(e.contains("305.2") && e.contains("2 lands"), "{e}");
}

#[test]
fn r305_2_additional_land_plays_add_up() {
    for (bf, plays) in [(json!([]), 1), (json!([{"card": "Exploration"}]), 2), (json!([{"card": "Azusa, Lost but Seeking"}]), 3), (json!([{"card": "Exploration"}, {"card": "Azusa, Lost but Seeking"}]), 4)] {
        let hand: Vec<Value> = (0..6).map(|i| json!({"card": "Forest", "label": format!("f{i}")})).collect();
        let mut t = game_with_hand(bf.clone(), json!([]), json!(["Island"]), "", json!(hand));
        for i in 0..plays {
            t.act(play(&format!("f{i}")));
        }
        assert!(!t.g().legal_actions().iter().any(|a| matches!(a, LegalAction::PlayLand { .. })), "{bf}: no land play left after {plays}");
        let e = refused_unchanged(&mut t, play(&format!("f{plays}")));
        assert!(e.contains("305.2"), "{e}");
    }
    // Bob's Exploration gives Alice nothing.
    let hand: Vec<Value> = (0..2).map(|i| json!({"card": "Forest", "label": format!("f{i}")})).collect();
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "hand": hand, "library": ["Island"]},
        {"name": "Bob", "battlefield": [{"card": "Exploration"}], "library": ["Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    t.act(play("f0"));
    refused_unchanged(&mut t, play("f1"));
}

#[test]
fn r601_3_gravecrawler_casts_itself_from_the_graveyard_while_you_control_a_zombie() {
    let mut t = game(json!([]), json!([{"card": "Gravecrawler", "label": "gc"}]), json!(["Island"]), "{B}");
    assert!(!playable(&t).contains(&t.id("gc")), "no Zombie: not offered");
    let e = refused_unchanged(&mut t, cast("gc"));
    assert!(e.contains("601.3"), "{e}");
    let mut t = game(json!([{"card": "Gravedigger"}]), json!([{"card": "Gravecrawler", "label": "gc"}]), json!(["Island"]), "{B}");
    assert!(playable(&t).contains(&t.id("gc")));
    // Bob's Gravecrawler is his to cast, not Alice's.
    refused_unchanged(&mut t, cast("bob_crawler"));
    t.act(cast("gc"));
    t.pass_all();
    assert_eq!(t.zone("gc"), "battlefield");
}

#[test]
fn r601_3_skaab_ruinator_from_the_graveyard_exiles_three_other_creature_cards() {
    let creatures = |n: usize| -> Vec<Value> { (0..n).map(|i| json!({"card": "Grizzly Bears", "label": format!("b{i}")})).collect() };
    let mut gy = creatures(2);
    gy.push(json!({"card": "Skaab Ruinator", "label": "sr"}));
    let t = game(json!([]), json!(gy), json!(["Island"]), "{1}{U}{U}");
    assert!(!playable(&t).contains(&t.id("sr")), "only two other creature cards: it can't exile itself");
    let mut gy = creatures(3);
    gy.push(json!({"card": "Skaab Ruinator", "label": "sr"}));
    let mut t = game(json!([]), json!(gy), json!(["Island"]), "{1}{U}{U}");
    assert!(playable(&t).contains(&t.id("sr")));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sr", "auto_pay": true, "exile": ["@b0", "@b1", "@b2"]}));
    t.pass_all();
    assert_eq!(t.zone("sr"), "battlefield");
    assert_eq!(t.zone("b0"), "exile");
}

#[test]
fn r601_3_a_morph_card_on_top_may_be_cast_face_down() {
    let mut t = game(json!([{"card": "Future Sight"}]), json!([]), json!([{"card": "Exalted Angel", "label": "angel"}]), "{3}");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@angel", "alternative_cost": "morph", "auto_pay": true}));
    t.pass_all();
    let face_down: Vec<_> = t.g().battlefield.iter().filter(|id| t.g().objects[*id].face_down).collect();
    assert_eq!(face_down.len(), 1, "a face-down 2/2 from the top of the library");
    assert!(t.g().player(PlayerId(0)).library.is_empty());
}

/// What `viewer` sees of `whose` library's top card.
fn top_seen(t: &T, viewer: u8, whose: u8) -> Option<String> {
    let snap = t.g().snapshot(Some(PlayerId(viewer)));
    snap.players[whose as usize].library_top.as_ref().map(|c| c.name.clone())
}

#[test]
fn r601_3_play_with_the_top_card_revealed() {
    let t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Goblin Spy"}], "library": ["Mountain", "Island"]},
        {"name": "Bob", "library": ["Forest", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    assert_eq!(top_seen(&t, 1, 0).as_deref(), Some("Mountain"), "Bob sees Alice's revealed top card");
    assert_eq!(top_seen(&t, 0, 0).as_deref(), Some("Mountain"));
    assert_eq!(top_seen(&t, 0, 1), None, "the Spy reveals its controller's library only");
    let t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Field of Dreams"}], "library": ["Mountain", "Island"]},
        {"name": "Bob", "library": ["Forest", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    assert_eq!(top_seen(&t, 0, 1).as_deref(), Some("Forest"), "Field of Dreams: every player's");
    assert_eq!(top_seen(&t, 1, 0).as_deref(), Some("Mountain"));
    // Without such an ability, nobody sees it.
    let t = game(json!([]), json!([]), json!(["Mountain", "Island"]), "");
    assert_eq!(top_seen(&t, 1, 0), None);
    // Bob sees the legal action that casts Alice's revealed top card (it names a public card).
    let t = game(json!([{"card": "Future Sight"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}]), "{1}{G}");
    let seen = stackwise::formats::visibility::legal_actions_for(t.g(), Some(PlayerId(1)));
    assert!(seen.iter().any(|a| matches!(a, LegalAction::Cast { card, .. } if *card == t.id("bears"))));
}

#[test]
fn r601_3_malformed_permissions_are_refused() {
    let bad = |effect: Value| {
        let card = json!([{"name": "Odd", "mana_cost": "{1}", "types": ["Artifact"], "abilities": [{"kind": "static", "effect": effect, "text": ""}]}]);
        stackwise::cards::CardPool::parse_defs(&card.to_string(), "test").expect_err("refused")
    };
    let e = bad(json!({"static": "may_play_from", "zone": "graveyard", "lands": false, "spells": false}));
    assert!(e.contains("allows nothing"), "{e}");
    let e = bad(json!({"static": "may_play_from", "zone": "hand"}));
    assert!(e.contains("hand"), "{e}");
    let e = bad(json!({"static": "additional_land_plays", "count": 0}));
    assert!(e.contains("additional_land_plays.count"), "{e}");
}


#[test]
fn r601_3_a_flashback_card_a_permission_covers_is_one_action_with_both_ways() {
    // A custom permanent: "You may play cards from your graveyard." Saving
    // Grasp ({U}, flashback {W}) there may be cast for its mana cost (the
    // permission) or its flashback cost.
    let mut t = T::new(json!({"cards": [{"name": "Graveyard Gate", "mana_cost": "{3}", "type": "Artifact", "text": "You may play cards from your graveyard."}],
        "players": [
        {"name": "Alice", "battlefield": [{"card": "Graveyard Gate"}, {"card": "Grizzly Bears", "label": "gb"}], "graveyard": [{"card": "Saving Grasp", "label": "tt"}], "mana_pool": "{U}{W}", "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
    let tt = t.id("tt");
    let casts: Vec<Vec<Option<stackwise::rules::actions::AlternativeCost>>> = t.g().legal_actions().into_iter().filter_map(|a| match a {
        LegalAction::Cast { card, options, .. } if card == tt => Some(options.into_iter().map(|o| o.alternative_cost).collect()),
        _ => None,
    }).collect();
    assert_eq!(casts, vec![vec![None, Some(stackwise::rules::actions::AlternativeCost::Flashback)]]);
    // Cast for its mana cost from the graveyard, it goes back there (no flashback exile).
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@tt", "targets": [{"object": "@gb"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("tt"), "graveyard");
    assert_eq!(t.zone("gb"), "hand");
}
