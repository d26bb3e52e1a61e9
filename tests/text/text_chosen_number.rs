//! "Choose a number between A and B" read from text: as the permanent enters
//! (614.12) and as an instruction of its triggered ability (608.2d), where
//! the permanent keeps the number as its last chosen one; and the
//! characteristic-defining ability "[this]'s power is equal to the last
//! chosen number and its toughness is equal to N minus that number" (604.3,
//! printed "*/7-*").
//!
//! Cards (their text as the table prints it):
//! - Shapeshifter {6} */7-*: "As Shapeshifter enters the battlefield, choose
//!   a number between 0 and 7. / At the beginning of your upkeep, you may
//!   choose a number between 0 and 7. / Shapeshifter's power is equal to the
//!   last chosen number and its toughness is equal to 7 minus that number."
//! - Clone {3}{U} 0/0: "You may have Clone enter the battlefield as a copy of
//!   any creature on the battlefield."

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::Step;

fn pt(t: &T, label: &str) -> (Option<i32>, Option<i32>) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power, c.toughness)
}

fn asked_number(t: &T) -> bool {
    matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseNumber { min: 0, max: 7 }))
}

#[test]
fn r604_3_shapeshifter_is_the_number_chosen_as_it_entered_then_the_one_chosen_at_upkeep() {
    let hand = json!([{"card": "Shapeshifter", "label": "ss"}]);
    let mut t = common::card_table::compiled_game(&["Shapeshifter"], json!(["Island", "Island", "Island", "Island", "Island", "Island"]), hand, json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ss", "auto_pay": true}));
    t.pass_all();
    assert!(asked_number(&t));
    // 8 is out of the range.
    assert!(t.try_act(json!({"action": "choose_number", "player": 0, "number": 8})).is_err());
    t.act(json!({"action": "choose_number", "player": 0, "number": 2}));
    assert_eq!(pt(&t, "ss"), (Some(2), Some(5)));
    // Alice's next upkeep: she may choose again (yes), 6: 6/1.
    t.gm().turn.step = Step::Untap;
    for _ in 0..20 {
        if matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseYesNo { .. })) {
            break;
        }
        t.act(json!({"action": "pass_priority", "player": t.g().acting_player().unwrap().0}));
    }
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    assert!(asked_number(&t));
    t.act(json!({"action": "choose_number", "player": 0, "number": 6}));
    assert_eq!(pt(&t, "ss"), (Some(6), Some(1)));
}

#[test]
fn r706_5_clone_of_shapeshifter_chooses_its_own_number() {
    let hand = json!([{"card": "Clone", "label": "clone"}]);
    let bf = json!(["Island", "Island", "Island", "Island", {"card": "Shapeshifter", "label": "ss"}]);
    // (Shapeshifter on the battlefield from the start has chosen nothing: 0/7.)
    let mut t = common::card_table::compiled_game(&["Shapeshifter", "Clone"], bf, hand, json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@clone", "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_object", "player": 0, "object": "@ss"}));
    // 614.12: the copy's own "as enters" choice.
    assert!(asked_number(&t));
    // 7: a 7/0 creature, which 704.5f puts into its owner's graveyard (Shapeshifter, 2/5, stays).
    let mut ev = t.act(json!({"action": "choose_number", "player": 0, "number": 7}));
    ev.extend(t.pass_all());
    assert!(cites(&ev, "704.5f"), "{:?}", rules(&ev));
    assert_eq!(t.zone("clone"), "graveyard");
}

#[test]
fn r604_3_clone_of_shapeshifter_with_a_small_number_survives() {
    let hand = json!([{"card": "Clone", "label": "clone"}]);
    let bf = json!(["Island", "Island", "Island", "Island", {"card": "Shapeshifter", "label": "ss"}]);
    let mut t = common::card_table::compiled_game(&["Shapeshifter", "Clone"], bf, hand, json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@clone", "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_object", "player": 0, "object": "@ss"}));
    t.act(json!({"action": "choose_number", "player": 0, "number": 3}));
    t.pass_all();
    assert_eq!(pt(&t, "clone"), (Some(3), Some(4)));
}
