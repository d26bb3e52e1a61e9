//! "Put a [noun] card from your hand onto the battlefield [tapped]" (608.2d:
//! the card is chosen as the instruction is followed; an instant or sorcery
//! card can't enter the battlefield, 400.4a).
//!
//! Cards (their text as the table prints it):
//! - Elvish Piper {3}{G} 1/1: "{G}, {T}: You may put a creature card from
//!   your hand onto the battlefield."
//! - Terrain Generator (Land): "{T}: Add {C} to your mana pool. {2}, {T}: You
//!   may put a basic land card from your hand onto the battlefield tapped."
//! - Grizzly Bears, Hill Giant, Lightning Bolt, Forest.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

fn game(cards: &[&str], hand: Value, alice_bf: Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, hand, json!([]))
}

/// Answer "you may" with yes, then pass priority until the stack is empty.
fn resolve_saying_yes(t: &mut T) {
    for _ in 0..6 {
        match t.g().pending.as_ref().map(|d| d.kind.clone()) {
            Some(DecisionKind::ChooseYesNo { .. }) => {
                t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
            }
            Some(_) => return,
            None if t.g().stack.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
}

#[test]
fn r608_2d_elvish_piper_puts_the_chosen_creature_card_onto_the_battlefield() {
    let hand = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Lightning Bolt", "label": "bolt"}]);
    let mut t = game(&["Elvish Piper", "Grizzly Bears", "Hill Giant", "Lightning Bolt"], hand, json!(["Forest", {"card": "Elvish Piper", "label": "piper"}]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@piper", "ability": 0, "auto_pay": true}));
    resolve_saying_yes(&mut t);
    // The creature cards only: Lightning Bolt is not offered.
    let Some(DecisionKind::ChooseCards { from, min, max, .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) else { panic!("a choice of cards") };
    let (bears, giant) = (t.id("bears"), t.id("giant"));
    assert_eq!((from.len(), min, max), (2, 1, 1));
    assert!(from.contains(&bears) && from.contains(&giant));
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [giant.0]}));
    t.pass_all();
    assert_eq!((t.zone("giant"), t.zone("bears"), t.zone("bolt")), ("battlefield".into(), "hand".into(), "hand".into()));
}

#[test]
fn r614_1c_terrain_generator_puts_the_basic_land_onto_the_battlefield_tapped() {
    let hand = json!([{"card": "Forest", "label": "forest"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(&["Terrain Generator", "Grizzly Bears"], hand, json!(["Forest", "Forest", {"card": "Terrain Generator", "label": "tg"}]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@tg", "ability": 1, "auto_pay": true}));
    resolve_saying_yes(&mut t);
    t.pass_all();
    assert_eq!((t.zone("forest"), t.zone("bears")), ("battlefield".into(), "hand".into()));
    assert!(t.g().obj(t.id("forest")).unwrap().tapped);
}
