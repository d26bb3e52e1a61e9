//! Equip with a cost that isn't mana (702.6a: "Equip [cost]" is an
//! activated ability of an Equipment, "[cost]: Attach this to target
//! creature you control. Activate only as a sorcery."), written after a
//! dash: "Equip—Sacrifice a creature." The cost's objects are named in the
//! activation's `sacrifice`, its life paid as it is activated (602.2b).
//! Compiled from the cards' text.
//!
//! Cards:
//! - Demonmail Hauberk {4}, Artifact — Equipment: "Equipped creature gets
//!   +4/+2. / Equip—Sacrifice a creature."
//! - Blood Tithe Harness (a test card, written as rules text):
//!   "Equipped creature gets +2/+0. / Equip—Pay 3 life."
//! - Grizzly Bears 2/2, Savannah Lions 2/1.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::text::table::TableCard;
use stackwise::text::{self, Status};

fn harness() -> Value {
    let c = TableCard { name: "Blood Tithe Harness".into(), type_line: "Artifact — Equipment".into(), mana_cost: Some("{2}".into()), text: "Equipped creature gets +2/+0.\nEquip—Pay 3 life.".into(), layout: "normal".into(), ..Default::default() };
    let (s, def) = text::status(&c);
    assert_eq!(s, Status::Understood, "the test card is read and written back");
    serde_json::to_value(def.unwrap()).unwrap()
}

fn game(equipment: &str, alice_life: i32) -> T {
    let cards = vec![common::card_table::compiled("Demonmail Hauberk"), harness()];
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "life": alice_life, "battlefield": [{"card": equipment, "label": "eq"}, {"card": "Grizzly Bears", "label": "bears"}, {"card": "Savannah Lions", "label": "lions"}], "library": ["Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn pt(t: &T, label: &str) -> (Option<i32>, Option<i32>) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power, c.toughness)
}

#[test]
fn r702_6a_demonmail_hauberk_equips_by_sacrificing_a_creature() {
    // Either creature may be sacrificed to equip the other.
    for (sac, keep, base) in [("lions", "bears", (2, 2)), ("bears", "lions", (2, 1))] {
        let mut t = game("Demonmail Hauberk", 20);
        let (eq, s, k) = (t.id("eq").0, t.id(sac).0, t.id(keep).0);
        t.act(json!({"action": "activate_ability", "player": 0, "source": eq, "ability": 1, "targets": [{"object": k}], "sacrifice": [s], "auto_pay": true}));
        assert_eq!(t.zone(sac), "graveyard", "sacrificed as the cost");
        t.pass_all();
        assert_eq!(pt(&t, keep), (Some(base.0 + 4), Some(base.1 + 2)));
    }
}

#[test]
fn r702_6a_equip_cost_not_paid_is_refused() {
    // Naming no creature to sacrifice.
    let mut t = game("Demonmail Hauberk", 20);
    let (eq, bears) = (t.id("eq").0, t.id("bears").0);
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": eq, "ability": 1, "targets": [{"object": bears}], "auto_pay": true}));
    assert!(e.contains("sacrifice"), "{e}");
    // Blood Tithe Harness at 2 life can't pay 3 (119.4).
    let mut t = game("Blood Tithe Harness", 2);
    let (eq, bears) = (t.id("eq").0, t.id("bears").0);
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": eq, "ability": 1, "targets": [{"object": bears}], "auto_pay": true}));
    assert!(e.contains("life"), "{e}");
}

#[test]
fn r702_6a_an_equip_cost_of_life_is_paid_on_activation() {
    let mut t = game("Blood Tithe Harness", 20);
    let (eq, bears) = (t.id("eq").0, t.id("bears").0);
    t.act(json!({"action": "activate_ability", "player": 0, "source": eq, "ability": 1, "targets": [{"object": bears}], "auto_pay": true}));
    assert_eq!(t.life(0), 17);
    t.pass_all();
    assert_eq!(pt(&t, "bears"), (Some(4), Some(2)));
}

#[test]
fn an_equip_cost_is_written_from_the_form() {
    let (_, def) = text::status(common::card_table::card("Demonmail Hauberk"));
    let mut def = def.expect("compiles");
    assert!(text::render(&def).unwrap().ends_with("Equip\u{2014}Sacrifice a creature."));
    // A cost of life instead, read from the form.
    let stackwise::cards::def::Ability::Activated { cost, .. } = &mut def.abilities[1] else { panic!("{:?}", def.abilities) };
    cost.parts = vec![stackwise::cards::def::CostPart::PayLife(3)];
    assert!(text::render(&def).unwrap().ends_with("Equip\u{2014}Pay 3 life."));
}
