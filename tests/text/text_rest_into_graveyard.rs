//! "Look at / reveal the top N cards of your library. Put [some] of them
//! into your hand and the rest into your graveyard." (401.2, 701.14: the
//! cards not taken go to the graveyard together.)
//!
//! Cards (their text as the table prints it):
//! - Forbidden Alchemy {2}{U}: "Look at the top four cards of your library.
//!   Put one of them into your hand and the rest into your graveyard."
//!   (and flashback)
//! - Mulch {1}{G}: "Reveal the top four cards of your library. Put all land
//!   cards revealed this way into your hand and the rest into your graveyard."
//! - Grizzly Bears, Island, Forest.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::PlayerId;

fn game(spell: &str, library: Value) -> T {
    let cards: Vec<Value> = [spell, "Grizzly Bears"].iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": ["Island", "Island", "Forest", "Forest"], "hand": [{"card": spell, "label": "spell"}], "library": library},
        {"name": "Bob", "battlefield": [], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn zones(t: &T, labels: &[&str]) -> Vec<String> {
    labels.iter().map(|l| t.zone(l)).collect()
}

#[test]
fn r401_2_forbidden_alchemy_keeps_one_and_puts_the_rest_into_the_graveyard() {
    // A scenario lists a library from the top: a, b, c, d are the top four; e stays.
    let library = json!([{"card": "Grizzly Bears", "label": "a"}, {"card": "Island", "label": "b"}, {"card": "Forest", "label": "c"}, {"card": "Grizzly Bears", "label": "d"}, {"card": "Island", "label": "e"}]);
    let mut t = game("Forbidden Alchemy", library);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "auto_pay": true}));
    for _ in 0..4 {
        if t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    let Some(DecisionKind::ChooseCards { from, .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) else { panic!("a choice") };
    assert_eq!(from.len(), 4);
    let c = t.id("c").0;
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [c]}));
    t.pass_all();
    assert_eq!(zones(&t, &["c", "a", "b", "d", "e"]), ["hand", "graveyard", "graveyard", "graveyard", "library"]);
    assert_eq!(t.g().player(PlayerId(0)).library.len(), 1);
}

#[test]
fn r701_14_mulch_puts_the_lands_into_the_hand_and_the_rest_into_the_graveyard() {
    let library = json!([{"card": "Grizzly Bears", "label": "a"}, {"card": "Island", "label": "b"}, {"card": "Forest", "label": "c"}, {"card": "Grizzly Bears", "label": "d"}, {"card": "Island", "label": "e"}]);
    let mut t = game("Mulch", library);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "auto_pay": true}));
    t.pass_all();
    assert_eq!(zones(&t, &["b", "c", "a", "d", "e"]), ["hand", "hand", "graveyard", "graveyard", "library"]);
}
