//! 611.2a: a continuous effect from a resolving spell or ability with no
//! stated duration lasts indefinitely, past the end of the turn (514.2 ends
//! only "until end of turn" effects); it ends when the object it changed
//! leaves its zone (400.7). Every card is compiled from its text.
//!
//! Cards (their text as the table prints it):
//! - Riding the Dilu Horse {2}{G}, Sorcery: "Target creature gets +2/+2 and
//!   gains horsemanship."
//! - Moonlace {U}, Instant: "Target spell or permanent becomes colorless."
//! - Thelonite Monk {2}{G}{G}, 1/2: "{T}, Sacrifice a green creature: Target
//!   land becomes a Forest."
//! - Alchor's Tomb {4}, Artifact: "{2}, {T}: Target permanent you control
//!   becomes the color of your choice."
//! - Giant Growth {G}, Instant: "Target creature gets +3/+3 until end of turn."
//! - Grizzly Bears {1}{G} 2/2, Hill Giant {3}{R} 3/3, Island.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{Color, Keyword, ManaPool, Step};

const CARDS: &[&str] = &["Riding the Dilu Horse", "Moonlace", "Thelonite Monk", "Alchor's Tomb", "Giant Growth", "Grizzly Bears", "Hill Giant"];

fn game(alice: Value, hand: Value, bob: Value) -> T {
    card_table::compiled_game(CARDS, alice, hand, bob)
}

/// On to Bob's upkeep: Alice's turn ends (its cleanup step, 514.2).
fn next_turn(t: &mut T) {
    play_until(t, 1, Step::Upkeep, &|_, _, k| panic!("unexpected {k:?}"));
}

fn pt(t: &T, label: &str) -> (Option<i32>, Option<i32>) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power, c.toughness)
}

/// Riding the Dilu Horse lasts past the turn; Giant Growth ("until end of
/// turn") on the other Bears ends with it.
#[test]
fn r611_2a_riding_the_dilu_horse_lasts_past_the_turn() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "a"}, {"card": "Grizzly Bears", "label": "b"}]), json!([{"card": "Riding the Dilu Horse", "label": "ride"}, {"card": "Giant Growth", "label": "growth"}]), json!([]));
    cast_resolved(&mut t, "ride", "{G}{C}{C}", json!([{"object": "@a"}]));
    cast_resolved(&mut t, "growth", "{G}", json!([{"object": "@b"}]));
    assert_eq!((pt(&t, "a"), pt(&t, "b")), (((Some(4), Some(4))), (Some(5), Some(5))));
    next_turn(&mut t);
    assert_eq!(pt(&t, "a"), (Some(4), Some(4)), "no stated end: still +2/+2");
    assert!(t.g().chars(t.id("a")).unwrap().keywords.contains(&Keyword::Horsemanship));
    assert_eq!(pt(&t, "b"), (Some(2), Some(2)), "until end of turn: over");
}

/// Moonlace: Bob's red Hill Giant is colorless, and stays so next turn.
#[test]
fn r611_2a_moonlace_makes_a_permanent_colorless_for_good() {
    let mut t = game(json!([]), json!([{"card": "Moonlace", "label": "lace"}]), json!([{"card": "Hill Giant", "label": "giant"}]));
    assert!(t.g().chars(t.id("giant")).unwrap().colors.contains(Color::Red));
    cast_resolved(&mut t, "lace", "{U}", json!([{"object": "@giant"}]));
    assert!(t.g().chars(t.id("giant")).unwrap().colors.is_empty());
    next_turn(&mut t);
    assert!(t.g().chars(t.id("giant")).unwrap().colors.is_empty(), "still colorless");
}

/// Thelonite Monk: Bob's Island becomes a Forest (its land type replaced,
/// 305.7) beyond the turn.
#[test]
fn r611_2a_thelonite_monk_makes_a_forest() {
    let mut t = game(json!([{"card": "Thelonite Monk", "label": "monk"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]), json!([{"card": "Island", "label": "island"}]));
    let island = t.id("island").0;
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@monk", "ability": 0, "targets": [{"object": island}], "sacrifice": ["@bears"]}));
    resolve_stack(&mut t);
    next_turn(&mut t);
    let c = t.g().chars(t.id("island")).unwrap();
    assert_eq!(c.subtypes, vec!["Forest".to_string()]);
}

/// Alchor's Tomb: Alice's Bears become the colour she chooses, for good;
/// the target must be hers.
#[test]
fn r611_2a_alchors_tomb_colours_a_permanent_you_control() {
    let mut t = game(json!([{"card": "Alchor's Tomb", "label": "tomb"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]), json!([{"card": "Hill Giant", "label": "giant"}]));
    let (bears, giant) = (t.id("bears").0, t.id("giant").0);
    t.gm().players[0].pool = ManaPool::parse("{C}{C}").unwrap();
    refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@tomb", "ability": 0, "targets": [{"object": giant}], "auto_pay": true}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@tomb", "ability": 0, "targets": [{"object": bears}], "auto_pay": true}));
    for _ in 0..6 {
        match t.g().pending.clone().map(|d| d.kind) {
            Some(DecisionKind::ChooseColor { .. }) => {
                t.act(json!({"action": "choose_color", "player": 0, "color": "Blue"}));
            }
            Some(other) => panic!("unexpected {other:?}"),
            None if t.g().stack.is_empty() => break,
            None => {
                t.pass_all();
            }
        }
    }
    next_turn(&mut t);
    let c = t.g().chars(t.id("bears")).unwrap();
    assert!(c.colors.contains(Color::Blue) && !c.colors.contains(Color::Green));
}
