//! "The basic land type of your choice" (608.2d: chosen as the instruction
//! is followed) and "As [this] enters the battlefield, choose a basic land
//! type" (614.12): the controller answers a `choose_land_type` question with
//! one of the five basic land types (305.6); the land then has that type
//! only, and the mana ability it gives (305.7). Compiled from printed text.
//!
//! Cards (their text as the table prints it):
//! - Reef Shaman {U} 0/2: "{T}: Target land becomes the basic land type of
//!   your choice until end of turn."
//! - Jinx {1}{U}: "Target land becomes the basic land type of your choice
//!   until end of turn. / Draw a card at the beginning of the next turn's
//!   upkeep."
//! - Convincing Mirage {1}{U}: "Enchant land / As Convincing Mirage enters
//!   the battlefield, choose a basic land type. / Enchanted land is the
//!   chosen type."

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::PlayerId;

fn game(cards: &[&str], alice_bf: serde_json::Value, hand: serde_json::Value, bob_bf: serde_json::Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, hand, bob_bf)
}

fn types_asked(t: &T) -> Vec<String> {
    let d = t.g().pending.clone().expect("a land type is asked");
    assert_eq!(d.player, PlayerId(0));
    let DecisionKind::ChooseLandType { types } = d.kind else { panic!("{d:?}") };
    types
}

fn mana_count(t: &T, label: &str) -> usize {
    t.g().chars(t.id(label)).unwrap().abilities.iter().filter(|a| a.is_mana_ability()).count()
}

#[test]
fn r608_2d_reef_shaman_and_jinx_make_a_land_the_chosen_type() {
    for card in ["Reef Shaman", "Jinx"] {
        let (bf, hand) = if card == "Jinx" { (json!(["Island", "Island"]), json!([{"card": "Jinx", "label": "src"}])) } else { (json!([{"card": "Reef Shaman", "label": "src"}]), json!([])) };
        let mut t = game(&[card], bf, hand, json!([{"card": "Forest", "label": "forest"}]));
        let target = json!([{"object": "@forest"}]);
        if card == "Jinx" {
            t.act(json!({"action": "cast_spell", "player": 0, "card": "@src", "targets": target, "auto_pay": true}));
        } else {
            t.act(json!({"action": "activate_ability", "player": 0, "source": "@src", "ability": 0, "targets": target}));
        }
        t.pass_all();
        assert_eq!(types_asked(&t), ["Plains", "Island", "Swamp", "Mountain", "Forest"], "{card}");
        // Not a basic land type: refused, nothing changes.
        for bad in ["Desert", "Goblin", ""] {
            let e = refused_unchanged(&mut t, json!({"action": "choose_land_type", "player": 0, "land_type": bad}));
            assert!(e.contains("305.6"), "{card} {bad}: {e}");
        }
        let ev = t.act(json!({"action": "choose_land_type", "player": 0, "land_type": "Swamp"}));
        assert!(ev.iter().any(|e| e.rule == "608.2d" && e.text.contains("chooses Swamp")), "{:?}", rules(&ev));
        let c = t.g().chars(t.id("forest")).unwrap();
        assert_eq!(c.subtypes, ["Swamp"], "{card}");
        assert_eq!(mana_count(&t, "forest"), 1, "{card}: the Swamp's ability only");
    }
}

#[test]
fn r614_12_convincing_mirage_chooses_as_it_enters() {
    let mut t = game(&["Convincing Mirage"], json!(["Island", "Island"]), json!([{"card": "Convincing Mirage", "label": "mirage"}]), json!([{"card": "Mountain", "label": "mountain"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@mirage", "targets": [{"object": "@mountain"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(types_asked(&t).len(), 5);
    t.act(json!({"action": "choose_land_type", "player": 0, "land_type": "Plains"}));
    t.pass_all();
    assert_eq!(t.g().chars(t.id("mountain")).unwrap().subtypes, ["Plains"]);
    // It leaves: the Mountain is a Mountain again.
    let id = t.id("mirage");
    t.gm().move_object(id, stackwise::rules::types::Zone::Graveyard(PlayerId(0)), stackwise::rules::zones::Position::Top, "701.7", "test");
    assert_eq!(t.g().chars(t.id("mountain")).unwrap().subtypes, ["Mountain"]);
}

#[test]
fn r608_2d_the_computer_answers_a_land_type_question() {
    let mut t = game(&["Reef Shaman"], json!([{"card": "Reef Shaman", "label": "src"}]), json!([]), json!([{"card": "Forest", "label": "forest"}, "Forest"]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@src", "ability": 0, "targets": [{"object": "@forest"}]}));
    t.pass_all();
    let action = stackwise::ai::choose(t.g(), PlayerId(0)).expect("an answer");
    t.act(serde_json::to_value(action).unwrap());
    assert_eq!(t.g().chars(t.id("forest")).unwrap().subtypes.len(), 1);
}
