//! 614.12, 105: "As [this] enters the battlefield, choose a color." and then
//! "[permanents / spells] of the chosen color": a filter that reads the color
//! its source chose (nothing matches while none was chosen), checked as the
//! game is: a permanent that is that color among others matches. Compiled
//! from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Hall of Triumph {3}: "As Hall of Triumph enters the battlefield, choose
//!   a color. / Creatures you control of the chosen color get +1/+1."
//! - Pentarch Paladin {2}{W}{W}{W} 3/3: "Flanking / As Pentarch Paladin
//!   enters the battlefield, choose a color. / {W}{W}, {T}: Destroy target
//!   permanent of the chosen color."
//! - Curse of Wizardry {2}{B}{B}: "As Curse of Wizardry enters the
//!   battlefield, choose a color. / Whenever a player casts a spell of the
//!   chosen color, that player loses 1 life."
//! - Grizzly Bears (green), Hill Giant (red), Boros Recruit ({R/W}: red and
//!   white), Lightning Bolt, Giant Growth.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::ManaPool;

const CARDS: &[&str] = &["Hall of Triumph", "Pentarch Paladin", "Curse of Wizardry", "Grizzly Bears", "Hill Giant", "Boros Recruit", "Lightning Bolt", "Giant Growth"];

fn game(alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Mountain", "Mountain"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Forest", "Forest"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Cast the labelled permanent and choose `color` as it enters.
fn enter_choosing(t: &mut T, card: &str, mana: &str, color: &str) {
    cast_with(t, 0, card, mana, json!([]));
    t.pass_all();
    t.act(json!({"action": "choose_color", "player": 0, "color": color}));
    resolve_stack(t);
}

fn power(t: &T, label: &str) -> i32 {
    t.g().chars(t.id(label)).unwrap().power.unwrap()
}

#[test]
fn r614_12_hall_of_triumph_pumps_the_chosen_color_only() {
    for (color, bears, giant, recruit) in [("Red", 2, 4, 2), ("Green", 3, 3, 1), ("White", 2, 3, 2)] {
        let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Boros Recruit", "label": "recruit"}]), json!([{"card": "Hall of Triumph", "label": "hall"}]), json!([]));
        assert_eq!(power(&t, "recruit"), 1);
        enter_choosing(&mut t, "hall", "{3}", color);
        assert_eq!((power(&t, "bears"), power(&t, "giant"), power(&t, "recruit")), (bears, giant, recruit), "{color}: a red and white creature is each color");
    }
}

#[test]
fn r614_12_pentarch_paladin_targets_only_the_chosen_color() {
    let mut t = game(json!([]), json!([{"card": "Pentarch Paladin", "label": "paladin"}]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}]));
    enter_choosing(&mut t, "paladin", "{2}{W}{W}{W}", "Green");
    // It came in this turn: untap it and let it act as though it had been there.
    let paladin = t.id("paladin");
    t.gm().objects.get_mut(&paladin).unwrap().summoning_sick = false;
    t.gm().players[0].pool = ManaPool::parse("{W}{W}").unwrap();
    let id = t.id("paladin");
    let targets: Vec<u64> = t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Activate { source, targets, .. } if source == id => Some(targets[0].iter().filter_map(|c| match c { stackwise::rules::events::TargetChoice::Object(o) => Some(o.0), _ => None }).collect()),
        _ => None,
    }).expect("its ability");
    assert_eq!(targets, vec![t.id("bears").0], "only the green permanent");
    refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@paladin", "ability": 1, "targets": [{"object": "@giant"}], "auto_pay": true}));
}

#[test]
fn r614_12_curse_of_wizardry_answers_spells_of_the_chosen_color() {
    for (color, lost) in [("Red", 1), ("Green", 0)] {
        let mut t = game(json!([]), json!([{"card": "Curse of Wizardry", "label": "curse"}, {"card": "Lightning Bolt", "label": "bolt"}]), json!([]));
        enter_choosing(&mut t, "curse", "{2}{B}{B}", color);
        cast_with(&mut t, 0, "bolt", "{R}", json!([{"player": 1}]));
        resolve_stack(&mut t);
        assert_eq!(t.life(0), 20 - lost, "{color}: the caster of a red spell loses 1 life");
    }
}
