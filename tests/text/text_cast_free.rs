//! "You may cast [a card] without paying its mana cost" (608.2f: cast while
//! the instruction resolves, onto the stack above it; the choice to cast, and
//! which card, is the instruction's own): a nonland card from your hand, or
//! the target card in an opponent's graveyard.
//!
//! Cards (their text as the table prints it):
//! - Memory Plunder {U/B}{U/B}{U/B}{U/B}: "You may cast target instant or
//!   sorcery card from an opponent's graveyard without paying its mana cost."
//! - Maelstrom Archangel {W}{U}{B}{R}{G} 5/5: "Flying. Whenever Maelstrom
//!   Archangel deals combat damage to a player, you may cast a nonland card
//!   from your hand without paying its mana cost."
//! - Lightning Bolt {R}, Grizzly Bears {1}{G} 2/2, Island.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

fn game(cards: &[&str], alice: Value, bob: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| common::card_table::compiled(n)).collect();
    let mut a = alice;
    a["name"] = json!("Alice");
    a["library"] = json!(["Island", "Island"]);
    let mut b = bob;
    b["name"] = json!("Bob");
    b["library"] = json!(["Island", "Island"]);
    T::new(json!({"cards": cards, "players": [a, b], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

#[test]
fn r608_2f_memory_plunder_casts_the_opponents_bolt_for_free() {
    let cards = ["Memory Plunder", "Lightning Bolt", "Grizzly Bears"];
    let mut t = game(&cards, json!({"hand": [{"card": "Memory Plunder", "label": "mp"}], "mana_pool": "{U}{U}{B}{B}"}), json!({"graveyard": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Lightning Bolt", "label": "bolt"}]}));
    // Only an instant or sorcery card of an opponent's graveyard.
    refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@mp", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@mp", "targets": [{"object": "@bolt"}], "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_object", "player": 0, "object": "@bolt"}));
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
    assert_eq!(t.g().players[0].pool.total(), 0, "nothing paid for the Bolt");
    t.pass_all();
    assert_eq!(t.life(1), 17);
    assert_eq!(t.zone("bolt"), "graveyard", "back to its owner's graveyard");
}

#[test]
fn r608_2f_maelstrom_archangel_casts_a_nonland_card_from_hand_after_combat_damage() {
    let cards = ["Maelstrom Archangel", "Lightning Bolt"];
    let mut t = game(&cards, json!({"battlefield": [{"card": "Maelstrom Archangel", "label": "ma"}], "hand": [{"card": "Lightning Bolt", "label": "bolt"}, "Island"]}), json!({}));
    t.gm().turn.step = stackwise::rules::types::Step::BeginningOfCombat;
    t.pass_all();
    let ma = t.id("ma").0;
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": ma, "target": {"player": 1}}]}));
    for _ in 0..12 {
        match t.g().pending.clone().map(|d| d.kind) {
            Some(DecisionKind::ChooseObject { candidates, .. }) => {
                assert_eq!(candidates, vec![t.id("bolt")], "the Island is a land card: not offered");
                t.act(json!({"action": "choose_object", "player": 0, "object": candidates[0].0}));
            }
            Some(DecisionKind::ChooseTargets { .. }) => {
                t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
            }
            Some(DecisionKind::DeclareBlockers { .. }) => {
                t.act(json!({"action": "declare_blockers", "player": 1, "blocks": []}));
            }
            Some(d) => panic!("{d:?}"),
            None if t.g().turn.step == stackwise::rules::types::Step::PostcombatMain => break,
            None => {
                t.pass_all();
            }
        }
    }
    assert_eq!(t.life(1), 20 - 5 - 3);
}
