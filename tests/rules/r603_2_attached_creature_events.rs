//! 603.2: an Aura's or Equipment's ability that triggers on an event of the
//! creature it is attached to ("Whenever enchanted creature attacks",
//! "Whenever equipped creature becomes blocked by a creature") triggers when
//! that creature's event happens, whoever controls the creature; the
//! ability's controller is the Aura's or Equipment's. "Defending player" in
//! such an ability is the player the creature attacks (506.2). Compiled
//! from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Argentum Armor {6}, Equipment: "Equipped creature gets +6/+6. /
//!   Whenever equipped creature attacks, destroy target permanent. / Equip {6}"
//! - Luminous Wake {2}{W}, Aura: "Enchant creature / Whenever enchanted
//!   creature attacks or blocks, you gain 4 life."
//! - Mage Slayer {1}{R}{G}, Equipment: "Whenever equipped creature attacks,
//!   it deals damage equal to its power to defending player. / Equip {3}"
//! - Pretender's Claim {1}{B}, Aura: "Enchant creature / Whenever enchanted
//!   creature becomes blocked, tap all lands defending player controls."
//! - Infiltration Lens {1}, Equipment: "Whenever equipped creature becomes
//!   blocked by a creature, you may draw two cards. / Equip {1}"
//! - Extra Arms {4}{R}, Aura: "Enchant creature / Whenever enchanted
//!   creature attacks, it deals 2 damage to target creature or player."
//! - Skullclamp {1}, Equipment: "Equipped creature gets +1/-1. / Whenever
//!   equipped creature dies, draw two cards. / Equip {1}"
//! - Sylvok Lifestaff {1}, Equipment: "Equipped creature gets +1/+0. /
//!   Whenever equipped creature dies, you gain 3 life. / Equip {1}"
//! - Grizzly Bears 2/2, Hill Giant 3/3, Craw Wurm 6/4, Llanowar Elves 1/1,
//!   Lightning Bolt.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{PlayerId, Step};

const CARDS: &[&str] = &["Skullclamp", "Sylvok Lifestaff", "Lightning Bolt", "Llanowar Elves", "Argentum Armor", "Luminous Wake", "Mage Slayer", "Pretender's Claim", "Infiltration Lens", "Extra Arms", "Grizzly Bears", "Hill Giant", "Craw Wurm"];

/// A game at the beginning of combat on `active`'s turn, priority passed.
fn game(alice_bf: Value, bob_bf: Value, active: u8) -> T {
    let mut t = game_at(alice_bf, bob_bf, active, "beginning_of_combat");
    t.pass_all();
    t
}

fn game_at(alice_bf: Value, bob_bf: Value, active: u8, step: &str) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({
        "cards": cards,
        "players": [
            {"name": "Alice", "battlefield": alice_bf, "library": ["Island", "Island", "Island", "Island", "Island", "Island"]},
            {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
        ],
        "turn": {"number": 2, "active": active, "step": step}}))
}

fn attack(t: &mut T, player: u8, attackers: &[&str]) {
    let list: Vec<Value> = attackers.iter().map(|a| json!({"attacker": format!("@{a}"), "target": {"player": 1 - player}})).collect();
    t.act(json!({"action": "declare_attackers", "player": player, "attackers": list}));
}

/// Answer the target question of a trigger going on the stack, if asked.
fn target_if_asked(t: &mut T, target: Value) {
    if let Some(d) = t.g().pending.clone() {
        if matches!(d.kind, DecisionKind::ChooseTargets { .. }) {
            t.act(json!({"action": "choose_targets", "player": d.player.0, "targets": [target]}));
        }
    }
}

fn hand_size(t: &T, p: u8) -> usize {
    t.g().player(PlayerId(p)).hand.len()
}

#[test]
fn r603_2_argentum_armor_triggers_when_the_equipped_creature_attacks() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Argentum Armor", "attached_to": "bears"}]), json!([{"card": "Hill Giant", "label": "giant"}]), 0);
    attack(&mut t, 0, &["bears"]);
    target_if_asked(&mut t, json!({"object": "@giant"}));
    assert_eq!(t.g().stack.len(), 1, "the Armor's ability is on the stack");
    resolve_stack(&mut t);
    assert_eq!(t.zone("giant"), "graveyard");
}

#[test]
fn r603_2_an_unequipped_creature_attacking_triggers_nothing() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Argentum Armor", "attached_to": "bears"}]), json!([]), 0);
    attack(&mut t, 0, &["giant"]);
    assert!(t.g().stack.is_empty() && t.g().pending.as_ref().is_none_or(|d| !matches!(d.kind, DecisionKind::ChooseTargets { .. })), "the Armor is on the Bears, which stayed home");
}

#[test]
fn r603_2_luminous_wake_triggers_on_attack_and_on_block_for_its_controller() {
    // Alice's Aura on her own attacker.
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Luminous Wake", "attached_to": "bears"}]), json!([]), 0);
    attack(&mut t, 0, &["bears"]);
    resolve_stack(&mut t);
    assert_eq!(t.life(0), 24);
    // Alice's Aura on Bob's creature: Bob attacks with it, and Alice gains the life.
    let mut t = game(json!([{"card": "Luminous Wake", "attached_to": "bob_bears"}]), json!([{"card": "Grizzly Bears", "label": "bob_bears"}]), 1);
    attack(&mut t, 1, &["bob_bears"]);
    resolve_stack(&mut t);
    assert_eq!((t.life(0), t.life(1)), (24, 20), "the Aura's controller gains the life");
    // Blocking: Bob attacks, Alice's enchanted Giant blocks.
    let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Luminous Wake", "attached_to": "giant"}]), json!([{"card": "Grizzly Bears", "label": "bob_bears"}]), 1);
    attack(&mut t, 1, &["bob_bears"]);
    to_decision(&mut t);
    t.act(json!({"action": "declare_blockers", "player": 0, "blockers": [{"blocker": "@giant", "attacker": "@bob_bears"}]}));
    resolve_stack(&mut t);
    assert_eq!(t.life(0), 24);
}

#[test]
fn r506_2_mage_slayer_hits_the_player_the_equipped_creature_attacks() {
    let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Mage Slayer", "attached_to": "giant"}]), json!([]), 0);
    attack(&mut t, 0, &["giant"]);
    resolve_stack(&mut t);
    assert_eq!(t.life(1), 17, "3 from the trigger, before combat damage");
    assert_eq!(t.g().turn.step, Step::DeclareAttackers);
}

#[test]
fn r506_2_pretenders_claim_taps_the_defending_players_lands_when_blocked() {
    let mut t = game(json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Pretender's Claim", "attached_to": "giant"}, {"card": "Swamp", "label": "alice_swamp"}]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Forest", "label": "f1"}, {"card": "Forest", "label": "f2"}]), 0);
    attack(&mut t, 0, &["giant"]);
    to_decision(&mut t);
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": "@giant"}]}));
    resolve_stack(&mut t);
    let tapped = |t: &T, l: &str| t.g().obj(t.id(l)).unwrap().tapped;
    assert!(tapped(&t, "f1") && tapped(&t, "f2"), "Bob's lands");
    assert!(!tapped(&t, "alice_swamp"), "not the Aura's controller's");
}

#[test]
fn r603_2_infiltration_lens_triggers_once_for_each_blocker() {
    let mut t = game(json!([{"card": "Craw Wurm", "label": "wurm"}, {"card": "Infiltration Lens", "attached_to": "wurm"}]), json!([{"card": "Grizzly Bears", "label": "b1"}, {"card": "Hill Giant", "label": "b2"}]), 0);
    attack(&mut t, 0, &["wurm"]);
    to_decision(&mut t);
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@b1", "attacker": "@wurm"}, {"blocker": "@b2", "attacker": "@wurm"}]}));
    for _ in 0..12 {
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::ChooseYesNo { .. })) => {
                t.act(json!({"action": "choose_yes_no", "player": p.0, "yes": true}));
            }
            Some((p, DecisionKind::OrderBlockers { blockers, .. })) => {
                let order: Vec<u64> = blockers.iter().map(|b| b.0).collect();
                t.act(json!({"action": "order_blockers", "player": p.0, "attacker": "@wurm", "order": order}));
            }
            Some((p, DecisionKind::OrderTriggers { .. })) => {
                let ids: Vec<u64> = t.g().waiting_triggers.iter().map(|w| w.id).collect();
                t.act(json!({"action": "order_triggers", "player": p.0, "order": ids}));
            }
            _ if t.g().stack.is_empty() => break,
            _ => {
                t.pass_all();
            }
        }
    }
    assert_eq!(hand_size(&t, 0), 4, "two cards for each of the two blockers");
}

#[test]
fn r603_2_extra_arms_the_enchanted_creature_deals_the_damage() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Extra Arms", "attached_to": "bears"}]), json!([{"card": "Grizzly Bears", "label": "target"}]), 0);
    attack(&mut t, 0, &["bears"]);
    target_if_asked(&mut t, json!({"object": "@target"}));
    let ev = resolve_and_collect(&mut t);
    assert_eq!(t.zone("target"), "graveyard");
    assert!(ev.iter().any(|e| e.text.contains("Grizzly Bears deals 2 damage")), "the Bears are the source: {:?}", ev.iter().map(|e| e.text.clone()).collect::<Vec<_>>());
}

fn resolve_and_collect(t: &mut T) -> Vec<stackwise::rules::events::Event> {
    let mut out = Vec::new();
    for _ in 0..10 {
        if t.g().stack.is_empty() && t.g().pending.is_none() {
            break;
        }
        out.extend(t.pass_all());
    }
    out
}

/// 603.10a: the Equipment stays on the battlefield; it looks back to see
/// what it was attached to as the creature died.
#[test]
fn r603_10a_skullclamp_draws_when_the_equipped_creature_dies_of_its_toughness() {
    let mut t = game_at(json!([{"card": "Llanowar Elves", "label": "elves"}, {"card": "Skullclamp", "label": "clamp"}, "Plains"]), json!([]), 0, "precombat_main");
    let elves = t.id("elves");
    // Equip {1}: the Elves become 2/0 and die (704.5f); the Skullclamp's ability triggers.
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@clamp", "ability": 2, "targets": [{"object": elves.0}], "auto_pay": true}));
    resolve_stack(&mut t);
    assert_eq!(t.zone("elves"), "graveyard");
    assert_eq!(t.zone("clamp"), "battlefield");
    assert_eq!(hand_size(&t, 0), 2);
}

#[test]
fn r603_10a_sylvok_lifestaff_gains_life_and_the_unequipped_creature_dying_does_not() {
    // Bob's Bolt on the unequipped Giant: nothing; on the Bears: 3 life.
    let mut t = T::new(json!({
        "cards": CARDS.iter().map(|n| common::card_table::compiled(n)).collect::<Vec<Value>>(),
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Sylvok Lifestaff", "attached_to": "bears"}], "library": ["Island", "Island"]},
            {"name": "Bob", "battlefield": ["Mountain", "Mountain"], "hand": [{"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}], "library": ["Island", "Island"]}
        ],
        "turn": {"number": 2, "active": 1, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@b1", "targets": [{"object": "@giant"}], "auto_pay": true}));
    resolve_stack(&mut t);
    assert_eq!((t.zone("giant").as_str(), t.life(0)), ("graveyard", 20));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@b2", "targets": [{"object": "@bears"}], "auto_pay": true}));
    resolve_stack(&mut t);
    assert_eq!((t.zone("bears").as_str(), t.life(0)), ("graveyard", 23));
}
