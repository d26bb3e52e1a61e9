//! 107.3 and 608.2h: "Create X [tokens], where X is [count]": the count is
//! taken as the instruction is followed (608.2h), and that many tokens are
//! created (111.1). The counts these cards use: the controller's life total,
//! the permanents of a kind they control (after a cost sacrificed one,
//! 602.2b), the attacking creatures (506.4), the counters on the source, and
//! the sacrificed creature's power or converted mana cost (its last known
//! information, 608.2g). Every card is compiled from its text.
//!
//! Cards (their text as the table prints it):
//! - Storm Herd {8}{W}{W}, Sorcery: "Create X 1/1 white Pegasus creature
//!   tokens with flying, where X is your life total."
//! - Marrow-Gnawer {3}{B}{B}, 2/3: "Rat creatures have fear." / "{T},
//!   Sacrifice a Rat: Create X 1/1 black Rat creature tokens, where X is the
//!   number of Rats you control."
//! - Homarid Spawning Bed {U}{U}, Enchantment: "{1}{U}{U}, Sacrifice a blue
//!   creature: Create X 1/1 blue Camarid creature tokens, where X is the
//!   sacrificed creature's converted mana cost."
//! - Carrion {1}{B}{B}, Instant: "As an additional cost to cast Carrion,
//!   sacrifice a creature." / "Create X 0/1 black Insect creature tokens,
//!   where X is the sacrificed creature's power."
//! - Flurry of Wings {G}{W}{U}, Instant: "Create X 1/1 white Bird Soldier
//!   creature tokens with flying, where X is the number of attacking creatures."
//! - Midsummer Revel {3}{G}{G}, Enchantment: "At the beginning of your
//!   upkeep, you may put a verse counter on Midsummer Revel." / "{G},
//!   Sacrifice Midsummer Revel: Create X 3/3 green Beast creature tokens,
//!   where X is the number of verse counters on Midsummer Revel."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{ManaPool, PlayerId, Step};

const CARDS: &[&str] = &["Storm Herd", "Marrow-Gnawer", "Homarid Spawning Bed", "Carrion", "Flurry of Wings", "Midsummer Revel", "Muck Rats", "Air Elemental", "Hill Giant", "Grizzly Bears"];

/// Alice (active, main phase) with `battlefield` and `hand`, at `life`; Bob with `bob`.
fn game(battlefield: Value, hand: Value, life: i32, bob: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": battlefield, "hand": hand, "life": life},
        {"name": "Bob", "battlefield": bob}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// The tokens named `name` Alice controls, and their power and toughness.
fn tokens(t: &T, name: &str) -> Vec<(i32, i32)> {
    let g = t.g();
    g.battlefield.iter().filter(|id| g.objects[id].token && g.objects[id].def.name == name && g.objects[id].controller == PlayerId(0)).map(|id| (g.objects[id].def.power.unwrap_or(-1), g.objects[id].def.toughness.unwrap_or(-1))).collect()
}

fn activate(t: &mut T, source: &str, ability: usize, mana: &str, sacrifice: &[&str]) {
    t.gm().players[0].pool = ManaPool::parse(mana).unwrap();
    let sac: Vec<String> = sacrifice.iter().map(|s| format!("@{s}")).collect();
    t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{source}"), "ability": ability, "targets": [], "auto_pay": true, "sacrifice": sac}));
    resolve_stack(t);
}

fn cast(t: &mut T, card: &str, mana: &str, sacrifice: &[&str]) {
    t.gm().players[0].pool = ManaPool::parse(mana).unwrap();
    let sac: Vec<String> = sacrifice.iter().map(|s| format!("@{s}")).collect();
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": [], "auto_pay": true, "sacrifice": sac}));
    resolve_stack(t);
}

/// Storm Herd: as many Pegasus tokens as Alice's life total as it resolves.
#[test]
fn r107_3_storm_herd_counts_your_life_total() {
    for life in [3, 7] {
        let mut t = game(json!([]), json!([{"card": "Storm Herd", "label": "herd"}]), life, json!([]));
        cast(&mut t, "herd", "{W}{W}{C}{C}{C}{C}{C}{C}{C}{C}", &[]);
        assert_eq!(tokens(&t, "Pegasus"), vec![(1, 1); life as usize], "life {life}");
    }
}

/// Marrow-Gnawer: the Rat sacrificed to pay is gone when the Rats are
/// counted (602.2b, 608.2h); Bob's Rats are not Alice's.
#[test]
fn r608_2h_marrow_gnawer_counts_rats_after_the_sacrifice() {
    let mut t = game(json!([{"card": "Marrow-Gnawer", "label": "gnawer"}, {"card": "Muck Rats", "label": "r1"}, "Muck Rats", "Muck Rats", "Grizzly Bears"]), json!([]), 20, json!(["Muck Rats"]));
    activate(&mut t, "gnawer", 1, "", &["r1"]);
    assert_eq!(t.zone("r1"), "graveyard");
    assert_eq!(tokens(&t, "Rat"), vec![(1, 1); 3], "Marrow-Gnawer and the two Muck Rats left");
}

/// Homarid Spawning Bed and Carrion: the sacrificed creature's converted
/// mana cost and power, as it last existed on the battlefield.
#[test]
fn r608_2h_the_sacrificed_creatures_mana_value_and_power() {
    let mut t = game(json!([{"card": "Homarid Spawning Bed", "label": "bed"}, {"card": "Air Elemental", "label": "air"}]), json!([]), 20, json!([]));
    activate(&mut t, "bed", 0, "{U}{U}{C}", &["air"]);
    assert_eq!(t.zone("air"), "graveyard");
    assert_eq!(tokens(&t, "Camarid"), vec![(1, 1); 5], "Air Elemental's converted mana cost is 5");

    let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}, "Grizzly Bears"]), json!([{"card": "Carrion", "label": "carrion"}]), 20, json!([]));
    cast(&mut t, "carrion", "{B}{B}{C}", &["giant"]);
    assert_eq!(t.zone("giant"), "graveyard");
    assert_eq!(tokens(&t, "Insect"), vec![(0, 1); 3], "Hill Giant's power is 3");
}

/// Midsummer Revel: its verse counters, read as it last existed (it was
/// sacrificed to pay, 608.2h and 608.2g).
#[test]
fn r608_2h_midsummer_revel_counts_its_verse_counters() {
    let mut t = game(json!([{"card": "Midsummer Revel", "label": "revel", "counters": {"verse": 2}}]), json!([]), 20, json!([]));
    activate(&mut t, "revel", 1, "{G}", &[]);
    assert_eq!(t.zone("revel"), "graveyard");
    assert_eq!(tokens(&t, "Beast"), vec![(3, 3); 2]);
}

/// Flurry of Wings: the creatures attacking as it resolves (every player's;
/// a creature that is not attacking is not counted); outside combat, none.
#[test]
fn r506_4_flurry_of_wings_counts_attacking_creatures() {
    let bf = json!([{"card": "Grizzly Bears", "label": "a1"}, {"card": "Hill Giant", "label": "a2"}, "Grizzly Bears"]);
    let mut t = game(bf.clone(), json!([{"card": "Flurry of Wings", "label": "flurry"}]), 20, json!([]));
    t.gm().turn.step = Step::BeginningOfCombat;
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@a1", "target": {"player": 1}}, {"attacker": "@a2", "target": {"player": 1}}]}));
    for _ in 0..6 {
        if t.g().turn.step == Step::DeclareBlockers {
            break;
        }
        t.pass_all();
    }
    if t.g().pending.is_some() {
        t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []}));
    }
    assert_eq!(t.g().turn.step, Step::DeclareBlockers);
    cast(&mut t, "flurry", "{G}{W}{U}", &[]);
    assert_eq!(tokens(&t, "Bird Soldier"), vec![(1, 1); 2]);

    let mut t = game(bf, json!([{"card": "Flurry of Wings", "label": "flurry"}]), 20, json!([]));
    cast(&mut t, "flurry", "{G}{W}{U}", &[]);
    assert!(tokens(&t, "Bird Soldier").is_empty(), "no creature is attacking in the main phase");
}
