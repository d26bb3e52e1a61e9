//! Leveler cards read from their printed text (710 leveler cards, 702.86a
//! level up): "Level up [cost]" is an activated ability that puts a level
//! counter on the permanent, only as a sorcery; each "LEVEL N-M" / "LEVEL
//! N+" band is a static ability giving the permanent the band's base power
//! and toughness (layer 7b) and the band's abilities (layer 6) while its
//! number of level counters is in the band's range (611.3a).
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Coralhelm Commander {U}{U} 2/2 Merfolk Soldier: "Level up {1} / LEVEL
//!   2-3 / 3/3 / Flying / LEVEL 4+ / 4/4 / Flying / Other Merfolk creatures
//!   you control get +1/+1."
//! - Brimstone Mage {2}{R} 2/2 Human Shaman: "Level up {3}{R} / LEVEL 1-2 /
//!   2/3 / {T}: Brimstone Mage deals 1 damage to target creature or player. /
//!   LEVEL 3+ / 2/4 / {T}: Brimstone Mage deals 3 damage to target creature
//!   or player."
//! - Joraga Treespeaker {G} 1/1 Elf Druid: "Level up {1}{G} / LEVEL 1-4 /
//!   1/2 / {T}: Add {G}{G} to your mana pool. / LEVEL 5+ / 1/4 / Elves you
//!   control have "{T}: Add {G}{G} to your mana pool.""
//! - Lord of Shatterskull Pass {3}{R} 3/3 Minotaur Shaman: "Level up {1}{R}
//!   / LEVEL 1-5 / 6/6 / LEVEL 6+ / 6/6 / Whenever Lord of Shatterskull Pass
//!   attacks, it deals 6 damage to each creature defending player controls."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::cards::def::{Ability, CostPart};
use stackwise::rules::types::{Keyword, Step};
use stackwise::rules::*;

fn game(cards: &[&str], extra: Value, alice_bf: Value) -> T {
    let mut defs: Vec<Value> = cards.iter().map(|n| common::card_table::compiled(n)).collect();
    defs.push(extra);
    T::new(json!({"cards": defs, "players": [
        {"name": "Alice", "battlefield": alice_bf, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn merfolk() -> Value {
    json!({"name": "Plain Merfolk", "mana_cost": "{U}", "type": "Creature — Merfolk", "power": 1, "toughness": 1, "text": ""})
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).unwrap();
    (c.power.unwrap(), c.toughness.unwrap())
}

/// The index of the activated ability of the object whose cost holds (or not) {T}.
fn activated(t: &T, label: &str, tap: bool) -> Option<usize> {
    t.g().chars(t.id(label)).unwrap().abilities.iter().position(|a| matches!(a, Ability::Activated { cost, .. } if cost.parts.iter().any(|p| matches!(p, CostPart::Tap)) == tap))
}

fn level_up(t: &mut T, label: &str) {
    let i = activated(t, label, false).expect("level up");
    t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{label}"), "ability": i, "auto_pay": true}));
    t.pass_all();
}

#[test]
fn r710_coralhelm_commanders_bands_set_its_size_and_give_its_abilities() {
    let bf = json!([{"card": "Coralhelm Commander", "label": "cmd", "counters": {"level": 1}}, {"card": "Plain Merfolk", "label": "fish"}, "Island", "Island", "Island"]);
    let mut t = game(&["Coralhelm Commander"], merfolk(), bf);
    // One level counter: no band applies, the printed 2/2.
    assert_eq!(pt(&t, "cmd"), (2, 2));
    assert!(!t.g().chars(t.id("cmd")).unwrap().has_keyword(Keyword::Flying));
    level_up(&mut t, "cmd");
    assert_eq!(t.g().objects[&t.id("cmd")].extra.counters.get("level").copied(), Some(2));
    assert_eq!(pt(&t, "cmd"), (3, 3), "LEVEL 2-3");
    assert!(t.g().chars(t.id("cmd")).unwrap().has_keyword(Keyword::Flying));
    assert_eq!(pt(&t, "fish"), (1, 1));
    level_up(&mut t, "cmd");
    level_up(&mut t, "cmd");
    // Four: LEVEL 4+, whose static ability pumps the other Merfolk, not itself.
    assert_eq!(pt(&t, "cmd"), (4, 4));
    assert_eq!(pt(&t, "fish"), (2, 2));
    t.g().check_consistency().expect("consistent");
}

#[test]
fn r702_86a_level_up_only_as_a_sorcery() {
    let bf = json!([{"card": "Coralhelm Commander", "label": "cmd"}, "Island", "Island"]);
    let mut t = game(&["Coralhelm Commander"], merfolk(), bf);
    let i = activated(&t, "cmd", false).unwrap();
    play_until(&mut t, 0, Step::BeginningOfCombat, &|_, _, k| panic!("{k:?}"));
    let e = t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@cmd", "ability": i, "auto_pay": true}));
    assert!(e.is_err(), "not in the beginning of combat step");
    assert_eq!(t.g().objects[&t.id("cmd")].extra.counters.get("level").copied().unwrap_or(0), 0);
}

#[test]
fn r710_brimstone_mage_has_the_tap_ability_of_its_band_only() {
    let bf = json!([{"card": "Brimstone Mage", "label": "mage"}, "Mountain", "Mountain", "Mountain", "Mountain"]);
    let mut t = game(&["Brimstone Mage"], merfolk(), bf);
    // No level counter: no band, no {T} ability.
    assert_eq!(activated(&t, "mage", true), None);
    assert_eq!(pt(&t, "mage"), (2, 2));
    level_up(&mut t, "mage");
    assert_eq!(pt(&t, "mage"), (2, 3), "LEVEL 1-2");
    let tap = activated(&t, "mage", true).expect("LEVEL 1-2 gives {T}: 1 damage");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@mage", "ability": tap, "targets": [{"player": 1}]}));
    t.pass_all();
    assert_eq!(t.life(1), 19);
    // Three counters: the second band, whose ability deals 3.
    let id = t.id("mage");
    t.gm().objects.get_mut(&id).unwrap().extra.counters.insert("level".into(), 3);
    t.gm().objects.get_mut(&id).unwrap().tapped = false;
    t.gm().mark_all_dirty();
    assert_eq!(pt(&t, "mage"), (2, 4), "LEVEL 3+");
    let tap = activated(&t, "mage", true).unwrap();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@mage", "ability": tap, "targets": [{"player": 1}]}));
    t.pass_all();
    assert_eq!(t.life(1), 16);
    assert_eq!(t.g().chars(id).unwrap().abilities.iter().filter(|a| matches!(a, Ability::Activated { cost, .. } if cost.parts.iter().any(|p| matches!(p, CostPart::Tap)))).count(), 1);
}

#[test]
fn r710_joraga_treespeaker_at_level_five_gives_elves_its_mana_ability() {
    let elf = json!({"name": "Plain Elf", "mana_cost": "{G}", "type": "Creature — Elf", "power": 1, "toughness": 1, "text": ""});
    let bf = json!([{"card": "Joraga Treespeaker", "label": "speaker", "counters": {"level": 4}}, {"card": "Plain Elf", "label": "elf"}, "Forest", "Forest"]);
    let mut t = game(&["Joraga Treespeaker"], elf, bf);
    assert_eq!(pt(&t, "speaker"), (1, 2), "LEVEL 1-4");
    assert!(activated(&t, "speaker", true).is_some());
    assert_eq!(activated(&t, "elf", true), None);
    level_up(&mut t, "speaker");
    assert_eq!(pt(&t, "speaker"), (1, 4), "LEVEL 5+");
    // The Elf (and the Treespeaker, an Elf) have "{T}: Add {G}{G}".
    let i = activated(&t, "elf", true).expect("granted to Elves");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@elf", "ability": i}));
    assert_eq!(t.g().player(PlayerId(0)).pool.green, 2);
    assert!(activated(&t, "speaker", true).is_some());
}

/// Attack Bob with the Lord at `level` level counters; Bob has a 2/2.
fn lord_attacks(level: u32) -> T {
    let bear = json!({"name": "Plain Bear", "mana_cost": "{1}{G}", "type": "Creature — Bear", "power": 2, "toughness": 2, "text": ""});
    let mut defs: Vec<Value> = vec![common::card_table::compiled("Lord of Shatterskull Pass")];
    defs.push(bear);
    let mut t = T::new(json!({"cards": defs, "players": [
        {"name": "Alice", "battlefield": [{"card": "Lord of Shatterskull Pass", "label": "lord", "counters": {"level": level}}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Plain Bear", "label": "bear"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "beginning_of_combat"}}));
    for _ in 0..6 {
        if t.g().pending.is_some() {
            break;
        }
        t.pass_all();
    }
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@lord", "target": {"player": 1}}]}));
    t.pass_all();
    t
}

#[test]
fn r710_the_lords_attack_trigger_is_its_level_six_bands_only() {
    let t = lord_attacks(6);
    assert_eq!(pt(&t, "lord"), (6, 6));
    assert_eq!(t.zone("bear"), "graveyard", "6 damage to each creature defending player controls");
    let t = lord_attacks(5);
    assert_eq!(pt(&t, "lord"), (6, 6), "LEVEL 1-5");
    assert_eq!(t.zone("bear"), "battlefield", "no attack trigger below level 6");
}
