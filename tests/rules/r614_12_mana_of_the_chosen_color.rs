//! 614.12, 106.3: "Add one mana of the chosen color to your mana pool": a
//! mana ability that adds mana of the colour its permanent chose as it
//! entered the battlefield, nothing else; one that entered without a choice
//! adds no mana.
//!
//! Cards (as printed):
//! - Sol Grail {3} Artifact: "As Sol Grail enters the battlefield, choose a
//!   color. / {T}: Add one mana of the chosen color to your mana pool."
//! - Quirion Elves {1}{G} 1/1: "As Quirion Elves enters the battlefield,
//!   choose a color. / {T}: Add {G} to your mana pool. / {T}: Add one mana of
//!   the chosen color to your mana pool."
//! - Lightning Bolt {R}, Giant Growth {G}, basic lands.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ManaPool, PlayerId};

fn cards() -> Vec<Value> {
    ["Sol Grail", "Quirion Elves", "Lightning Bolt", "Giant Growth", "Grizzly Bears"].iter().map(|n| compiled(n)).collect()
}

fn game(alice: Value) -> T {
    let mut a = alice;
    a["name"] = json!("Alice");
    a["library"] = json!(vec!["Island"; 10]);
    T::new(json!({"cards": cards(), "players": [a, {"name": "Bob", "library": vec!["Island"; 10]}], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// Alice casts `card` (from her hand, labelled "src") and chooses `color` as it enters.
fn cast_choosing(t: &mut T, color: &str) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@src", "targets": [], "auto_pay": true}));
    t.pass_all();
    assert!(matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseColor { .. })), "a colour is asked as it enters");
    t.act(json!({"action": "choose_color", "player": 0, "color": color}));
    assert_eq!(t.zone("src"), "battlefield");
}

fn pool(t: &T) -> ManaPool {
    t.g().player(PlayerId(0)).pool
}

/// Sol Grail chose red: it adds {R} (named or not), and pays for Lightning
/// Bolt but not for Giant Growth.
#[test]
fn r614_12_sol_grail_adds_the_colour_it_chose() {
    let mut t = game(json!({"hand": [{"card": "Sol Grail", "label": "src"}, {"card": "Lightning Bolt", "label": "bolt"}, {"card": "Giant Growth", "label": "gg"}], "battlefield": vec!["Island"; 3]}));
    cast_choosing(&mut t, "Red");
    let e = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@gg", "targets": [{"object": "@src"}], "auto_pay": true})).unwrap_err();
    assert!(e.to_string().contains("can't pay"), "no green from a red Grail: {e}");
    let e = t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@src", "ability": 0, "adds": {"green": 1}})).unwrap_err();
    assert!(e.to_string().contains("608.2d") || e.to_string().contains("not one of the colours"), "green named: refused ({e})");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@src", "ability": 0}));
    assert_eq!(pool(&t), serde_json::from_value::<ManaPool>(json!({"red": 1})).unwrap());
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 17);
}

/// Quirion Elves chose blue: its second ability adds {U}, its first {G}; an
/// Elves put onto the battlefield without a choice adds no mana with its
/// second ability.
#[test]
fn r614_12_quirion_elves_and_an_elves_that_chose_nothing() {
    let mut t = game(json!({"hand": [{"card": "Quirion Elves", "label": "src"}], "battlefield": ["Forest", "Forest"]}));
    cast_choosing(&mut t, "Blue");
    // (An Elves that entered without the choice, in a position of its own.)
    let mut t2 = game(json!({"battlefield": [{"card": "Quirion Elves", "label": "src"}]}));
    t2.act(json!({"action": "activate_ability", "player": 0, "source": "@src", "ability": 1}));
    assert_eq!(pool(&t2).total(), 0, "no colour chosen: no mana");
    let chosen = t.g().obj(t.id("src")).unwrap().extra.chosen.color;
    assert_eq!(chosen, Some(stackwise::rules::types::Color::Blue));
    // Alice's own Elves, once it may tap: at her next turn.
    for _ in 0..64 {
        if t.g().turn.number == 5 && t.g().turn.step == stackwise::rules::types::Step::PrecombatMain {
            break;
        }
        if t.g().pending.is_some() {
            panic!("unexpected decision {:?}", t.g().pending);
        }
        t.pass_all();
    }
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@src", "ability": 1}));
    assert_eq!(pool(&t), serde_json::from_value::<ManaPool>(json!({"blue": 1})).unwrap());
}
