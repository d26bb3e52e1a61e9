//! 119.3 with 608.2h: "[this] deals N damage to [A] and [B]": one
//! instruction deals the damage to every recipient of both parts at once
//! (its amount found first): "target player and each creature he or she
//! controls" (the target player's creatures, none of the caster's), "you
//! and each creature you control", "each attacking creature and each
//! blocking creature", "each creature without flying and each
//! planeswalker" (damage to a planeswalker removes that many loyalty
//! counters, 119.3c). Every card is compiled from its text.
//!
//! Cards (their text as the table prints it):
//! - Flame Wave {3}{R}{R}{R}{R}, Sorcery: "Flame Wave deals 4 damage to
//!   target player and each creature he or she controls."
//! - Lavalanche {X}{B}{R}{G}, Sorcery: "Lavalanche deals X damage to target
//!   player and each creature he or she controls."
//! - Hail Storm {1}{G}{G}, Instant: "Hail Storm deals 2 damage to each
//!   attacking creature and 1 damage to you and each creature you control."
//! - Goblin Swine-Rider {R}, 1/1: "Whenever Goblin Swine-Rider becomes
//!   blocked, it deals 2 damage to each attacking creature and each blocking
//!   creature."
//! - Magmaquake {X}{R}{R}, Instant: "Magmaquake deals X damage to each
//!   creature without flying and each planeswalker."
//! - Grizzly Bears 2/2, Hill Giant 3/3, Craw Wurm 6/4, Giant Spider 2/4
//!   (reach), Serra Angel 4/4 (flying, vigilance), Jace Beleren (loyalty 3).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{ManaPool, Step};

const CARDS: &[&str] = &["Flame Wave", "Lavalanche", "Hail Storm", "Goblin Swine-Rider", "Magmaquake", "Grizzly Bears", "Hill Giant", "Craw Wurm", "Giant Spider", "Serra Angel", "Jace Beleren"];

fn game(alice: Value, hand: Value, bob: Value) -> T {
    card_table::compiled_game(CARDS, alice, hand, bob)
}

fn cast(t: &mut T, card: &str, mana: &str, x: u32, targets: Value) {
    t.gm().players[0].pool = ManaPool::parse(mana).unwrap();
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "x": x, "targets": targets, "auto_pay": true}));
    resolve_stack(t);
}

fn damage(t: &T, label: &str) -> i32 {
    t.g().objects[&t.id(label)].damage
}

/// Flame Wave: the target player and that player's creatures, not the
/// caster's; aimed at the caster, the caster's creatures instead.
#[test]
fn r119_3_flame_wave_hits_the_player_and_their_creatures() {
    let alice = json!([{"card": "Grizzly Bears", "label": "mine"}]);
    let bob = json!([{"card": "Craw Wurm", "label": "wurm"}, {"card": "Serra Angel", "label": "angel"}]);
    let mut t = game(alice.clone(), json!([{"card": "Flame Wave", "label": "wave"}]), bob.clone());
    cast(&mut t, "wave", "{R}{R}{R}{R}{C}{C}{C}", 0, json!([{"player": 1}]));
    assert_eq!((t.life(0), t.life(1)), (20, 16));
    assert_eq!((t.zone("wurm"), t.zone("angel")), ("graveyard".to_string(), "graveyard".to_string()), "4 damage: both toughness 4");
    assert_eq!((t.zone("mine"), damage(&t, "mine")), ("battlefield".to_string(), 0), "the caster's creature is not Bob's");

    let mut t = game(alice, json!([{"card": "Flame Wave", "label": "wave"}]), bob);
    cast(&mut t, "wave", "{R}{R}{R}{R}{C}{C}{C}", 0, json!([{"player": 0}]));
    assert_eq!((t.life(0), t.life(1)), (16, 20));
    assert_eq!(t.zone("mine"), "graveyard");
    assert_eq!((t.zone("wurm"), damage(&t, "wurm")), ("battlefield".to_string(), 0));
}

/// Lavalanche: X damage each, X as cast.
#[test]
fn r119_3_lavalanche_deals_x_to_each() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "mine"}]), json!([{"card": "Lavalanche", "label": "lava"}]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}]));
    cast(&mut t, "lava", "{B}{R}{G}{C}{C}", 2, json!([{"player": 1}]));
    assert_eq!(t.life(1), 18);
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!((t.zone("giant"), damage(&t, "giant")), ("battlefield".to_string(), 2));
    assert_eq!((t.life(0), damage(&t, "mine")), (20, 0));
}

/// Magmaquake: creatures without flying and planeswalkers, any player's; a
/// flyer is spared; Jace loses two loyalty counters.
#[test]
fn r119_3c_magmaquake_hits_creatures_without_flying_and_planeswalkers() {
    let mut t = game(
        json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Jace Beleren", "label": "jace", "counters": {"loyalty": 3}}]),
        json!([{"card": "Magmaquake", "label": "quake"}]),
        json!([{"card": "Giant Spider", "label": "spider"}, {"card": "Serra Angel", "label": "angel"}]),
    );
    cast(&mut t, "quake", "{R}{R}{C}{C}", 2, json!([]));
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(damage(&t, "spider"), 2, "reach is not flying");
    assert_eq!(damage(&t, "angel"), 0);
    assert_eq!(t.g().objects[&t.id("jace")].extra.counters.get("loyalty").copied(), Some(1));
    assert_eq!((t.life(0), t.life(1)), (20, 20), "no player is dealt damage");
}

/// Hail Storm: the attacking Giant is dealt 2 (the first part) and 1 (the
/// second: a creature Alice controls) and dies; Alice's other creature is
/// dealt 1; Alice loses 1 life; Bob's creature is not touched.
#[test]
fn r119_3_hail_storm_hits_attackers_you_and_your_creatures() {
    let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Hail Storm", "label": "hail"}]), json!([{"card": "Giant Spider", "label": "spider"}]));
    t.gm().turn.step = Step::BeginningOfCombat;
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@giant", "target": {"player": 1}}]}));
    to_decision(&mut t);
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []}));
    assert_eq!(t.g().turn.step, Step::DeclareBlockers);
    cast(&mut t, "hail", "{G}{G}{C}", 0, json!([]));
    assert_eq!(t.zone("giant"), "graveyard");
    assert_eq!(damage(&t, "bears"), 1);
    assert_eq!(damage(&t, "spider"), 0);
    assert_eq!((t.life(0), t.life(1)), (19, 20));
}

/// Goblin Swine-Rider: blocked, it deals 2 damage to every attacking and
/// every blocking creature (itself too); a creature outside combat is spared.
#[test]
fn r119_3_goblin_swine_rider_hits_attackers_and_blockers() {
    let mut t = game(json!([{"card": "Goblin Swine-Rider", "label": "rider"}, {"card": "Hill Giant", "label": "giant"}]), json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Giant Spider", "label": "spider"}]));
    t.gm().turn.step = Step::BeginningOfCombat;
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@rider", "target": {"player": 1}}, {"attacker": "@giant", "target": {"player": 1}}]}));
    to_decision(&mut t);
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": "@rider"}]}));
    resolve_stack(&mut t);
    assert_eq!(t.zone("rider"), "graveyard");
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(damage(&t, "giant"), 2);
    assert_eq!(damage(&t, "spider"), 0, "not in combat");
}
