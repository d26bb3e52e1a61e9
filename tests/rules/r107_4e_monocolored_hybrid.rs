//! 107.4e (reference rules): a monocoloured hybrid symbol such as {2/W} is
//! paid with one mana of its colour or with two generic mana; it counts 2
//! toward the converted mana cost (202.3) and gives the card its colour
//! (202.2). Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Spectral Procession {2/W}{2/W}{2/W}, Sorcery: "Create three 1/1 white
//!   Spirit creature tokens with flying."
//! - Flame Javelin {2/R}{2/R}{2/R}, Instant: "Flame Javelin deals 4 damage
//!   to target creature or player."
//! - Reaper King {2/W}{2/U}{2/B}{2/R}{2/G}, 6/6 Scarecrow.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{Color, PlayerId, Zone};

fn cards() -> Vec<Value> {
    ["Spectral Procession", "Flame Javelin", "Reaper King"].iter().map(|n| card_table::compiled(n)).collect()
}

fn game(lands: Value, hand: &str) -> T {
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": lands, "hand": [{"card": hand, "label": "card"}], "library": ["Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn spirits(t: &T) -> usize {
    t.g().objects.values().filter(|o| o.zone == Zone::Battlefield && o.token && o.controller == PlayerId(0)).count()
}

/// Spectral Procession: three Plains pay it; so do six Islands, or a Plains
/// and four Islands; five Islands don't, and the refusal changes nothing.
#[test]
fn r107_4e_each_symbol_one_coloured_or_two_generic() {
    let plains = |n: usize| (0..n).map(|_| json!("Plains")).collect::<Vec<_>>();
    let islands = |n: usize| (0..n).map(|_| json!("Island")).collect::<Vec<_>>();
    for (lands, ok) in [(plains(3), true), (islands(6), true), ([plains(1), islands(4)].concat(), true), (islands(5), false), ([plains(2), islands(1)].concat(), false)] {
        let n = lands.len();
        let mut t = game(json!(lands), "Spectral Procession");
        let cast = json!({"action": "cast_spell", "player": 0, "card": "@card", "targets": [], "auto_pay": true});
        if ok {
            t.act(cast);
            resolve_stack(&mut t);
            assert_eq!(spirits(&t), 3, "{n} lands");
        } else {
            let why = refused_unchanged(&mut t, cast);
            assert!(why.contains("mana"), "{why}");
        }
    }
}

/// Converted mana cost and colour: Spectral Procession 6 and white; Flame
/// Javelin 6 and red; Reaper King 10 and all five colours.
#[test]
fn r202_3_monocolored_hybrid_counts_two_and_has_its_color() {
    for (name, mv, colors) in [("Spectral Procession", 6, vec![Color::White]), ("Flame Javelin", 6, vec![Color::Red]), ("Reaper King", 10, Color::ALL.to_vec())] {
        let t = game(json!([]), name);
        let c = t.g().chars(t.id("card")).unwrap();
        assert_eq!(c.mana_cost.as_ref().map(|m| m.converted()), Some(mv), "{name}");
        let mut got: Vec<Color> = Color::ALL.iter().copied().filter(|x| c.colors.contains(*x)).collect();
        got.sort();
        let mut want = colors.clone();
        want.sort();
        assert_eq!(got, want, "{name}");
    }
}

/// Flame Javelin paid with two Mountains and two Islands ({R}, {R}, {2}).
#[test]
fn r107_4e_flame_javelin_mixed_payment() {
    let mut t = game(json!(["Mountain", "Mountain", "Island", "Island"]), "Flame Javelin");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@card", "targets": [{"player": 1}], "auto_pay": true}));
    resolve_stack(&mut t);
    assert_eq!(t.life(1), 16);
}
