//! 601.2c: a spell with a variable number of targets ("any number of
//! target [nouns]"): its controller chooses how many, none included, each a
//! different object (one instance of "target", 115.3); 401.4: two or more
//! cards put on top of a library at once go in the order their owner
//! chooses. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Footbottom Feast {2}{B}, Instant: "Put any number of target creature
//!   cards from your graveyard on top of your library. / Draw a card."
//! - Frantic Salvage {3}{W}, Instant: the same with artifact cards.
//! - Piper's Melody {G}, Sorcery: "Shuffle any number of target creature
//!   cards from your graveyard into your library."
//! - Scapegoat {W}, Instant: "As an additional cost to cast Scapegoat,
//!   sacrifice a creature. / Return any number of target creatures you
//!   control to their owner's hand."
//! - Energy Arc {W}{U}, Instant: "Untap any number of target creatures.
//!   Prevent all combat damage that would be dealt to and dealt by those
//!   creatures this turn." (615: one shield per creature, each way)
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3, Raging Goblin {R} 1/1
//!   (creatures); Ornithopter {0} 0/2 artifact creature; Shock {R}
//!   (an instant).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

const CARDS: &[&str] = &["Energy Arc", "Footbottom Feast", "Frantic Salvage", "Piper's Melody", "Scapegoat", "Grizzly Bears", "Hill Giant", "Raging Goblin", "Ornithopter", "Shock"];

/// Alice's precombat main phase: `hand`, `graveyard` and `battlefield` hers,
/// three Islands in her library (and Bob's).
fn game(hand: Value, graveyard: Value, battlefield: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": hand, "graveyard": graveyard, "battlefield": battlefield, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bob_bears"}], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn graveyard_of_three() -> Value {
    json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Shock", "label": "shock"}])
}

fn obj(label: &str) -> Value {
    json!({"object": format!("@{label}")})
}

#[test]
fn r601_2c_the_listing_offers_one_optional_slot_per_legal_card() {
    let mut t = game(json!([{"card": "Footbottom Feast", "label": "feast"}]), graveyard_of_three(), json!([]));
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{B}{2}").unwrap();
    let opts = cast_options(&t, "feast");
    assert_eq!(opts.len(), 1);
    let o = &opts[0];
    // Two creature cards in the graveyard (Shock is not one): two slots, none required, apart.
    assert_eq!(o.targets.len(), 2);
    assert_eq!(o.min_targets, 0);
    assert_eq!(o.another, vec![1]);
    for slot in &o.targets {
        assert_eq!(slot.len(), 2);
    }
}

#[test]
fn r401_4_the_cards_go_on_top_in_the_order_their_owner_chooses() {
    // Each order of the two cards: the one listed first is on top and is the card drawn.
    for order in permutations(&["bears", "giant"]) {
        let mut t = game(json!([{"card": "Footbottom Feast", "label": "feast"}]), graveyard_of_three(), json!([]));
        cast_with(&mut t, 0, "feast", "{B}{2}", json!([obj("bears"), obj("giant")]));
        t.pass_all();
        let Some(DecisionKind::ArrangeCards { cards, bottom, .. }) = t.g().pending.clone().map(|d| d.kind) else { panic!("the owner arranges the cards: {:?}", t.g().pending) };
        assert!(!bottom);
        assert_eq!(cards.len(), 2);
        let ids: Vec<u64> = order.iter().map(|l| t.id(l).0).collect();
        let ev = t.act(json!({"action": "arrange_cards", "player": 0, "order": ids}));
        assert!(cites(&ev, "400.3"));
        resolve_stack(&mut t);
        let name = |l: &str| if l == "bears" { "Grizzly Bears" } else { "Hill Giant" };
        // Drawn: the first listed; under it the second, then the Islands.
        assert!(hand(&t).contains(&name(order[0]).to_string()), "{order:?}: {:?}", hand(&t));
        assert_eq!(top_down(&t), vec![name(order[1]), "Island", "Island", "Island"]);
        assert_eq!(t.zone("shock"), "graveyard");
    }
}

#[test]
fn r601_2c_none_chosen_is_a_legal_choice_and_one_needs_no_order() {
    let mut t = game(json!([{"card": "Footbottom Feast", "label": "feast"}]), graveyard_of_three(), json!([]));
    cast_resolved(&mut t, "feast", "{B}{2}", json!([]));
    // Nothing put back: the card drawn is an Island; the creature cards stay.
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.zone("giant"), "graveyard");
    assert_eq!(hand(&t), vec!["Island"]);
    let mut t = game(json!([{"card": "Frantic Salvage", "label": "salvage"}]), json!([{"card": "Ornithopter", "label": "thopter"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]));
    cast_resolved(&mut t, "salvage", "{W}{3}", json!([obj("thopter")]));
    // One card: no question; it is drawn again.
    assert_eq!(t.zone("thopter"), "hand");
    assert_eq!(t.zone("bears"), "graveyard");
}

#[test]
fn r115_3_the_same_card_is_not_chosen_twice_and_a_card_of_the_wrong_kind_not_at_all() {
    let mut t = game(json!([{"card": "Footbottom Feast", "label": "feast"}]), graveyard_of_three(), json!([]));
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{B}{2}").unwrap();
    let twice = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@feast", "targets": [obj("bears"), obj("bears")], "auto_pay": true}));
    assert!(twice.contains("115.3") || twice.contains("another"), "{twice}");
    let shock = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@feast", "targets": [obj("bears"), obj("shock")], "auto_pay": true}));
    assert!(shock.contains("115"), "{shock}");
    let three = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@feast", "targets": [obj("bears"), obj("giant"), obj("shock")], "auto_pay": true}));
    assert!(three.contains("115"), "{three}");
}

#[test]
fn r701_16_the_chosen_cards_are_shuffled_into_the_library() {
    let mut t = game(json!([{"card": "Piper's Melody", "label": "melody"}]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Raging Goblin", "label": "goblin"}]), json!([]));
    cast_resolved(&mut t, "melody", "{G}", json!([obj("goblin"), obj("bears")]));
    assert_eq!(t.zone("bears"), "library");
    assert_eq!(t.zone("goblin"), "library");
    assert_eq!(t.zone("giant"), "graveyard");
    assert_eq!(t.g().players[0].library.len(), 5);
}

#[test]
fn r601_2c_scapegoat_returns_the_creatures_chosen_and_not_the_one_sacrificed() {
    // The creature sacrificed for the cost, then each of the others chosen or not.
    for chosen in [vec![], vec!["bears"], vec!["giant", "bears"]] {
        let mut t = game(json!([{"card": "Scapegoat", "label": "goat"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Raging Goblin", "label": "goblin"}]));
        t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{W}").unwrap();
        let targets: Vec<Value> = chosen.iter().map(|l| obj(l)).collect();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@goat", "targets": targets, "sacrifice": ["@goblin"], "auto_pay": true}));
        resolve_stack(&mut t);
        assert_eq!(t.zone("goblin"), "graveyard");
        for l in ["bears", "giant"] {
            assert_eq!(t.zone(l), if chosen.contains(&l) { "hand" } else { "battlefield" }, "{chosen:?}: {l}");
        }
    }
    // Bob's creature is not one Alice controls.
    let mut t = game(json!([{"card": "Scapegoat", "label": "goat"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Raging Goblin", "label": "goblin"}]));
    t.gm().players[0].pool = stackwise::rules::types::ManaPool::parse("{W}").unwrap();
    let e = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@goat", "targets": [obj("bob_bears")], "sacrifice": ["@goblin"], "auto_pay": true}));
    assert!(e.contains("115"), "{e}");
}

#[test]
fn r615_energy_arc_untaps_each_target_and_prevents_the_damage_each_of_them_deals() {
    // Each pair of Alice's three tapped creatures chosen: those two untap and deal no combat damage; the third stays tapped.
    for chosen in [["bears", "giant"], ["giant", "goblin"], ["bears", "goblin"]] {
        let bf = json!([{"card": "Grizzly Bears", "label": "bears", "tapped": true}, {"card": "Hill Giant", "label": "giant", "tapped": true}, {"card": "Raging Goblin", "label": "goblin", "tapped": true}]);
        let mut t = game(json!([{"card": "Energy Arc", "label": "arc"}]), json!([]), bf);
        cast_resolved(&mut t, "arc", "{W}{U}", json!([obj(chosen[0]), obj(chosen[1])]));
        for l in ["bears", "giant", "goblin"] {
            assert_eq!(t.g().obj(t.id(l)).unwrap().tapped, !chosen.contains(&l), "{chosen:?}: {l}");
        }
        to_decision(&mut t);
        let attackers: Vec<Value> = chosen.iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": 1}})).collect();
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": attackers}));
        combat_unblocked(&mut t);
        assert_eq!(t.life(1), 20, "{chosen:?}: no combat damage dealt by those creatures");
    }
}
