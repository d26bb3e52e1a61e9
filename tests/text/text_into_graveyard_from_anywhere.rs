//! "Whenever a [noun] card is put into [a / your / an opponent's] graveyard
//! from anywhere" compiled from the printed text (603.6a: a zone change,
//! the card seen in its new zone; "an opponent's": the graveyard's owner
//! is an opponent of the ability's controller).
//!
//! Cards (their text as the table prints it):
//! - Profane Memento {1}: "Whenever a creature card is put into an
//!   opponent's graveyard from anywhere, you gain 1 life."
//! - Compost {1}{G}: "Whenever a black card is put into an opponent's
//!   graveyard from anywhere, you may draw a card."
//! - Lightning Bolt {R}, Grizzly Bears {1}{G} 2/2, Black Knight {B}{B} 2/2
//!   (first strike, protection from white).

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;

fn bolt(t: &mut T, target: &str) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    for _ in 0..6 {
        if let Some(d) = t.g().pending.clone() {
            if let DecisionKind::ChooseYesNo { .. } = d.kind {
                t.act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": true}));
                continue;
            }
        }
        if t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
}

#[test]
fn r603_6a_profane_memento_counts_only_an_opponents_creature_card() {
    let cards = ["Profane Memento", "Lightning Bolt"];
    let hand = json!([{"card": "Lightning Bolt", "label": "bolt"}]);
    let mut t = common::card_table::compiled_game(&cards, json!(["Mountain", "Profane Memento"]), hand.clone(), json!([{"card": "Grizzly Bears", "label": "b"}]));
    bolt(&mut t, "b");
    assert_eq!(t.zone("b"), "graveyard");
    assert_eq!(t.life(0), 21);
    // Alice's own Bears going to her own graveyard: nothing.
    let mut t = common::card_table::compiled_game(&cards, json!(["Mountain", "Profane Memento", {"card": "Grizzly Bears", "label": "b"}]), hand, json!([]));
    bolt(&mut t, "b");
    assert_eq!(t.zone("b"), "graveyard");
    assert_eq!(t.life(0), 20);
}

#[test]
fn r603_6a_compost_draws_for_a_black_card_only() {
    let cards = ["Compost", "Lightning Bolt", "Black Knight"];
    let hand = json!([{"card": "Lightning Bolt", "label": "bolt"}]);
    let mut t = common::card_table::compiled_game(&cards, json!(["Mountain", "Compost"]), hand.clone(), json!([{"card": "Black Knight", "label": "k"}]));
    bolt(&mut t, "k");
    assert_eq!(t.zone("k"), "graveyard");
    // The red Bolt went to Alice's own graveyard; the black Knight to Bob's: one card drawn.
    assert_eq!(t.g().players[0].hand.len(), 1);
    let mut t = common::card_table::compiled_game(&cards, json!(["Mountain", "Compost"]), hand, json!([{"card": "Grizzly Bears", "label": "b"}]));
    bolt(&mut t, "b");
    assert_eq!(t.g().players[0].hand.len(), 0);
}
