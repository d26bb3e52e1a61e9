//! 608.2d: "Target player exiles a card from his or her graveyard / hand":
//! not a target card; that player chooses one of their own cards as the
//! instruction is followed (asked only when there is a choice), and it is
//! exiled; "If it's a creature card, ..." reads the card exiled. Compiled
//! from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Scrabbling Claws {1}, Artifact: "{T}: Target player exiles a card from
//!   his or her graveyard. / {1}, Sacrifice Scrabbling Claws: Exile target
//!   card from a graveyard. Draw a card."
//! - Graveyard Shovel {2}, Artifact: "{2}, {T}: Target player exiles a card
//!   from his or her graveyard. If it's a creature card, you gain 2 life."
//! - Kyoki, Sanity's Eclipse {4}{B}{B}{B}, 6/4 Legendary Creature — Demon
//!   Spirit: "Whenever you cast a Spirit or Arcane spell, target opponent
//!   exiles a card from his or her hand."
//! - Lava Spike {R}, Sorcery — Arcane: "Lava Spike deals 3 damage to target
//!   player."
//! - Grizzly Bears {1}{G}, 2/2; Lightning Bolt {R}.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ManaPool, PlayerId};

const CARDS: &[&str] = &["Scrabbling Claws", "Graveyard Shovel", "Kyoki, Sanity's Eclipse", "Lava Spike", "Grizzly Bears", "Lightning Bolt"];

fn game(alice_bf: Value, alice_hand: Value, bob_graveyard: Value, bob_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({
        "cards": cards,
        "players": [
            {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Island", "Island", "Island"]},
            {"name": "Bob", "graveyard": bob_graveyard, "hand": bob_hand, "library": ["Island", "Island", "Island"]}
        ]}))
}

fn exiled(t: &T) -> Vec<String> {
    t.g().exile.iter().map(|id| t.g().objects[id].def.name.clone()).collect()
}

fn bob_chooses(t: &mut T, label: &str) {
    match t.g().pending.as_ref().map(|d| (&d.kind, d.player)) {
        Some((DecisionKind::ChooseCards { min: 1, max: 1, .. }, PlayerId(1))) => {}
        other => panic!("Bob chooses one of his cards: {other:?}"),
    }
    refused_unchanged(t, json!({"action": "choose_cards", "player": 0, "cards": [format!("@{label}")]}));
    t.act(json!({"action": "choose_cards", "player": 1, "cards": [format!("@{label}")]}));
}

#[test]
fn r608_2d_scrabbling_claws_the_player_chooses_from_his_graveyard() {
    let mut t = game(json!([{"card": "Scrabbling Claws", "label": "claws"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Lightning Bolt", "label": "bolt"}]), json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@claws", "ability": 0, "targets": [{"player": 1}]}));
    t.pass_all();
    bob_chooses(&mut t, "bolt");
    assert_eq!(exiled(&t), vec!["Lightning Bolt".to_string()]);
    assert_eq!(t.g().player(PlayerId(1)).graveyard.len(), 1, "the Bears stay");
}

/// One card: no question; none: nothing happens.
#[test]
fn r608_2d_with_one_card_or_none_there_is_no_question() {
    for (graveyard, expected) in [(json!([{"card": "Grizzly Bears"}]), vec!["Grizzly Bears".to_string()]), (json!([]), vec![])] {
        let mut t = game(json!([{"card": "Scrabbling Claws", "label": "claws"}]), json!([]), graveyard, json!([]));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@claws", "ability": 0, "targets": [{"player": 1}]}));
        t.pass_all();
        assert!(t.g().pending.is_none());
        assert_eq!(exiled(&t), expected);
    }
}

/// "If it's a creature card": the card exiled, whichever Bob chose.
#[test]
fn r608_2d_graveyard_shovel_reads_the_card_exiled() {
    for (label, life) in [("bears", 22), ("bolt", 20)] {
        let mut t = game(json!([{"card": "Graveyard Shovel", "label": "shovel"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Lightning Bolt", "label": "bolt"}]), json!([]));
        t.gm().players[0].pool = ManaPool::parse("{2}").unwrap();
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@shovel", "ability": 0, "targets": [{"player": 1}], "auto_pay": true}));
        t.pass_all();
        bob_chooses(&mut t, label);
        assert_eq!(t.g().player(PlayerId(0)).life, life, "{label}");
    }
}

/// From the hand: the opponent picks among his own cards.
#[test]
fn r608_2d_kyoki_the_opponent_exiles_a_card_from_his_hand() {
    let mut t = game(json!([{"card": "Kyoki, Sanity's Eclipse"}, {"card": "Mountain"}]), json!([{"card": "Lava Spike", "label": "spike"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Lightning Bolt", "label": "bolt"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spike", "targets": [{"player": 1}], "auto_pay": true}));
    // Kyoki's trigger targets Bob (603.3d), then resolves first.
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
    t.pass_all();
    bob_chooses(&mut t, "bears");
    assert_eq!(exiled(&t), vec!["Grizzly Bears".to_string()]);
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 1);
}
