//! "[Permanents] of the creature type / color of your choice" (608.2d): the
//! choice the instruction's words make is made as the spell or ability
//! resolves, by its controller, before the instruction acts on the
//! permanents that have the chosen type or color then (611.2c for a change
//! that lasts: the set is fixed as it resolves).
//!
//! The cards (compiled from their printed text):
//! - Extinction {4}{B}, sorcery: "Destroy all creatures of the creature type
//!   of your choice."
//! - Tribal Unity {X}{2}{G}, instant: "Creatures of the creature type of your
//!   choice get +X/+X until end of turn."
//! - Wash Out {3}{U}, sorcery: "Return all permanents of the color of your
//!   choice to their owners' hands."
//! - Root Greevil {3}{G} 2/2: "{2}{G}, {T}, Sacrifice Root Greevil: Destroy all
//!   enchantments of the color of your choice."
//! - Riptide Chronologist {3}{U}{U} 3/5: "{U}, Sacrifice Riptide Chronologist:
//!   Untap all creatures of the creature type of your choice."
//! - Raging Goblin (Goblin Berserker), Mogg Fanatic (Goblin), Llanowar Elves
//!   (Elf Druid, green), Grizzly Bears (Bear, green), Pacifism and Spiritual
//!   Focus (white enchantments), Control Magic (a blue Aura).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::{DecisionKind, Resume};
use stackwise::rules::types::PlayerId;

/// Alice's turn (she has `mana`); each player's battlefield.
fn game(alice_bf: Value, alice_hand: Value, mana: &str, bob_bf: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "mana_pool": mana, "library": ["Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn goblins_and_elves() -> (Value, Value) {
    (
        json!([{"card": "Raging Goblin", "label": "rg"}, {"card": "Llanowar Elves", "label": "le1"}]),
        json!([{"card": "Mogg Fanatic", "label": "mf"}, {"card": "Llanowar Elves", "label": "le2"}, {"card": "Grizzly Bears", "label": "gb"}]),
    )
}

/// Both pass; the spell or ability begins to resolve and its controller is
/// asked for the creature type (608.2d), then answers `answer`.
fn answer_type(t: &mut T, answer: &str) {
    t.pass_all();
    let d = t.g().pending.clone().expect("a creature type is asked");
    assert_eq!((d.player, d.rule.as_str(), d.resume.clone()), (PlayerId(0), "608.2d", Resume::Resolution));
    assert!(matches!(d.kind, DecisionKind::ChooseCreatureType { .. }), "{:?}", d.kind);
    t.act(json!({"action": "choose_creature_type", "player": 0, "creature_type": answer}));
    t.pass_all();
}

fn answer_color(t: &mut T, answer: &str) {
    t.pass_all();
    let d = t.g().pending.clone().expect("a color is asked");
    assert_eq!((d.player, d.rule.as_str()), (PlayerId(0), "608.2d"));
    assert!(matches!(d.kind, DecisionKind::ChooseColor { .. }), "{:?}", d.kind);
    t.act(json!({"action": "choose_color", "player": 0, "color": answer}));
    t.pass_all();
}

fn zones(t: &T, labels: &[&str]) -> Vec<String> {
    labels.iter().map(|l| t.zone(l)).collect()
}

/// Goblin: both players' Goblins are destroyed; the Elves and the Bear stay.
#[test]
fn r608_2d_extinction_destroys_every_creature_of_the_chosen_type() {
    for (answer, gone) in [("Goblin", ["rg", "mf"]), ("Elf", ["le1", "le2"])] {
        let (a, b) = goblins_and_elves();
        let mut t = game(a, json!([{"card": "Extinction", "label": "ex"}]), "{4}{B}", b);
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@ex", "auto_pay": true}));
        answer_type(&mut t, answer);
        for l in ["rg", "mf", "le1", "le2", "gb"] {
            let want = if gone.contains(&l) { "graveyard" } else { "battlefield" };
            assert_eq!(t.zone(l), want, "{answer}: {l}");
        }
    }
}

/// X = 2, Elf: each Elf gets +2/+2 until end of turn, the Goblins don't.
#[test]
fn r608_2d_tribal_unity_pumps_the_chosen_type_by_x() {
    let (a, b) = goblins_and_elves();
    let mut t = game(a, json!([{"card": "Tribal Unity", "label": "tu"}]), "{2}{2}{G}", b);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@tu", "x": 2, "auto_pay": true}));
    answer_type(&mut t, "Elf");
    let pt = |l: &str| {
        let c = t.g().chars(t.id(l)).unwrap();
        (c.power.unwrap(), c.toughness.unwrap())
    };
    assert_eq!((pt("le1"), pt("le2"), pt("rg"), pt("gb")), ((3, 3), (3, 3), (1, 1), (2, 2)));
}

/// Green: every green permanent returns to its owner's hand; red stays.
#[test]
fn r608_2d_wash_out_returns_every_permanent_of_the_chosen_color() {
    let (a, b) = goblins_and_elves();
    let mut t = game(a, json!([{"card": "Wash Out", "label": "wo"}]), "{3}{U}", b);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wo", "auto_pay": true}));
    answer_color(&mut t, "Green");
    assert_eq!(zones(&t, &["le1", "le2", "gb", "rg", "mf"]), ["hand", "hand", "hand", "battlefield", "battlefield"]);
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 2, "Bob's two green permanents went to his hand");
}

/// White: Pacifism and Spiritual Focus are destroyed, Control Magic (blue)
/// stays; the Greevil was sacrificed to pay for it.
#[test]
fn r608_2d_root_greevil_destroys_the_enchantments_of_the_chosen_color() {
    let mut t = game(
        json!([{"card": "Root Greevil", "label": "rg"}, {"card": "Grizzly Bears", "label": "gb"}, {"card": "Control Magic", "label": "cm", "attached_to": "mf"}]),
        json!([]),
        "{2}{G}",
        json!([{"card": "Mogg Fanatic", "label": "mf"}, {"card": "Pacifism", "label": "pa", "attached_to": "gb"}, {"card": "Spiritual Focus", "label": "sf"}]),
    );
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@rg", "ability": 0, "auto_pay": true}));
    assert_eq!(t.zone("rg"), "graveyard");
    answer_color(&mut t, "White");
    assert_eq!(zones(&t, &["pa", "sf", "cm"]), ["graveyard", "graveyard", "battlefield"]);
}

/// Elf: the tapped Elves untap; the tapped Goblin stays tapped.
#[test]
fn r608_2d_riptide_chronologist_untaps_the_chosen_type() {
    let mut t = game(
        json!([{"card": "Riptide Chronologist", "label": "rc"}, {"card": "Llanowar Elves", "label": "le1", "tapped": true}, {"card": "Raging Goblin", "label": "rg", "tapped": true}]),
        json!([]),
        "{U}",
        json!([{"card": "Llanowar Elves", "label": "le2", "tapped": true}]),
    );
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@rc", "ability": 0, "auto_pay": true}));
    answer_type(&mut t, "Elf");
    let tapped = |l: &str| t.g().objects[&t.id(l)].tapped;
    assert_eq!((tapped("le1"), tapped("le2"), tapped("rg")), (false, false, true));
}
