//! 702.20 banding (702.21 in later rules), with cards compiled from their
//! text: attacking bands declared with the attack (702.20c–d), a creature
//! blocking one member of a band blocks them all (702.20h), and the player
//! whose creature has banding divides the combat damage dealt to their
//! creatures in any way (702.20j–k); "bands with other [quality]" (702.20b)
//! the same way among creatures of that quality.
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Benalish Hero {W} 1/1: "Banding"
//! - Timber Wolves {G} 1/1: "Banding"
//! - Mesa Pegasus {1}{W} 1/1: "Flying; banding"
//! - Icatian Infantry {W} 1/1: "{1}: Icatian Infantry gains first strike until end of turn. / {1}: Icatian Infantry gains banding until end of turn."
//! - Baton of Morale {2}, artifact: "{2}: Target creature gains banding until end of turn."
//! - Crash of Rhinos {6}{G}{G} 8/4: "Trample"
//! - Cathedral of Serra, land: "White legendary creatures you control have \"bands with other legendary creatures.\""
//! - Adventurers' Guildhouse, land: "Green legendary creatures you control have \"bands with other legendary creatures.\""
//! - Isamaru, Hound of Konda {W} 2/2, Jasmine Boreal {3}{G}{W} 4/5, Sivitri Scarzam {5}{U}{B} 6/4: legendary, no text
//! - Hill Giant 3/3, Grizzly Bears 2/2, Craw Wurm 6/4, Plains.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{ObjectId, Step};

const CARDS: &[&str] = &[
    "Benalish Hero", "Timber Wolves", "Mesa Pegasus", "Icatian Infantry", "Baton of Morale", "Hill Giant", "Grizzly Bears", "Craw Wurm", "Crash of Rhinos", "Plains", "Cathedral of Serra", "Adventurers' Guildhouse",
    "Isamaru, Hound of Konda", "Jasmine Boreal", "Sivitri Scarzam",
];

/// Alice (active, turn 2) and Bob, at the beginning of combat.
fn game(alice_bf: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| card_table::compiled(n)).collect();
    let library = json!(["Plains", "Plains", "Plains"]);
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "library": library},
        {"name": "Bob", "battlefield": bob_bf, "library": library}
    ], "turn": {"number": 2, "active": 0, "step": "beginning_of_combat"}}))
}

fn creature(card: &str, label: &str) -> Value {
    json!({"card": card, "label": label})
}

/// Alice's attack on Bob: each (label, band number).
fn attack(members: &[(&str, Option<u32>)]) -> Value {
    let attackers: Vec<Value> = members
        .iter()
        .map(|(l, band)| match band {
            Some(n) => json!({"attacker": format!("@{l}"), "target": {"player": 1}, "band": n}),
            None => json!({"attacker": format!("@{l}"), "target": {"player": 1}}),
        })
        .collect();
    json!({"action": "declare_attackers", "player": 0, "attackers": attackers})
}

/// Pass priority until Alice is asked for attackers.
fn to_attackers(t: &mut T) {
    to_decision(t);
    assert!(matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::DeclareAttackers { .. })), "Alice declares attackers");
}

/// Pass priority until Bob is asked for blockers.
fn to_blockers(t: &mut T) {
    for _ in 0..6 {
        if t.g().turn.step == Step::DeclareBlockers && t.g().pending.is_some() {
            return;
        }
        t.pass_all();
    }
    panic!("no blockers declaration");
}

fn blocks(pairs: &[(&str, &str)]) -> Value {
    let b: Vec<Value> = pairs.iter().map(|(blk, att)| json!({"blocker": format!("@{blk}"), "attacker": format!("@{att}")})).collect();
    json!({"action": "declare_blockers", "player": 1, "blockers": b})
}

/// The creatures `blocker` blocks now.
fn blocked_by(t: &T, blocker: &str) -> Vec<ObjectId> {
    let b = t.id(blocker);
    let mut v: Vec<ObjectId> = t.g().combat.as_ref().unwrap().blocks.iter().filter(|(x, _)| *x == b).map(|(_, a)| *a).collect();
    v.sort();
    v
}

/// Answer any ordering question with the order offered, until a combat
/// damage division is asked; return (player asked, rule, whose damage,
/// among which creatures).
fn to_division(t: &mut T) -> (u8, String, ObjectId, Vec<ObjectId>) {
    for _ in 0..10 {
        match t.g().pending.clone() {
            Some(d) => match d.kind {
                DecisionKind::OrderBlockers { attacker, blockers } => {
                    t.act(json!({"action": "order_blockers", "player": d.player.0, "attacker": attacker, "order": blockers}));
                }
                DecisionKind::AssignCombatDamage { attacker, blockers, .. } => return (d.player.0, d.rule.to_string(), attacker, blockers),
                k => panic!("unexpected question {k:?}"),
            },
            None => {
                t.pass_all();
            }
        }
    }
    panic!("no combat damage division asked");
}

/// All of `power` to `to`, nothing to the others, in the decision's order.
fn all_to(among: &[ObjectId], to: ObjectId, power: u32) -> Vec<u32> {
    among.iter().map(|x| if *x == to { power } else { 0 }).collect()
}

fn consistent(t: &T) {
    t.g().check_consistency().unwrap_or_else(|e| panic!("inconsistent: {e}"));
}

#[test]
fn r702_20h_a_creature_blocking_one_member_of_a_band_blocks_the_whole_band() {
    let labels = ["hero", "wolves", "giant"];
    // Every order of declaration, and each member as the one the Wurm is declared to block.
    for order in permutations(&labels) {
        for declared in labels {
            let mut t = game(json!([creature("Benalish Hero", "hero"), creature("Timber Wolves", "wolves"), creature("Hill Giant", "giant")]), json!([creature("Craw Wurm", "wurm")]));
            to_attackers(&mut t);
            let ev = t.act(attack(&order.iter().map(|l| (*l, Some(1))).collect::<Vec<_>>()));
            assert!(cites(&ev, "702.20c"), "the band is announced");
            to_blockers(&mut t);
            let ev = t.act(blocks(&[("wurm", declared)]));
            assert!(cites(&ev, "702.20h"), "{order:?} {declared}");
            let mut all: Vec<ObjectId> = labels.iter().map(|l| t.id(l)).collect();
            all.sort();
            assert_eq!(blocked_by(&t, "wurm"), all, "{order:?} {declared}");
            consistent(&t);
            // Every member is blocked (509.1h): none deals damage to Bob.
            let (p, rule, whose, among) = to_division(&mut t);
            assert_eq!((p, rule.as_str(), whose), (0, "702.20k", t.id("wurm")), "the attacking player divides the Wurm's damage");
            let giant = t.id("giant");
            t.act(json!({"action": "assign_combat_damage", "player": 0, "attacker": "@wurm", "amounts": all_to(&among, giant, 6)}));
            to_decision(&mut t);
            // 1 + 1 + 3 = 5 damage kill the 6/4 Wurm; its 6 all went to the Giant.
            assert_eq!((t.zone("giant"), t.zone("wurm")), ("graveyard".to_string(), "graveyard".to_string()), "{order:?} {declared}");
            assert_eq!((t.g().objects[&t.id("hero")].damage, t.g().objects[&t.id("wolves")].damage), (0, 0));
            assert_eq!(t.life(1), 20);
            consistent(&t);
        }
    }
}

#[test]
fn r702_20k_the_attacking_player_divides_the_blockers_damage_in_any_way() {
    // A creature with banding and Timber Wolves attack in a band; Alice may
    // give all the Wurm's damage to the last creature in its damage
    // assignment order, the first one getting none.
    for banding in ["Mesa Pegasus", "Benalish Hero"] {
        let mut t = game(json!([creature(banding, "a"), creature("Timber Wolves", "b")]), json!([creature("Craw Wurm", "wurm")]));
        to_attackers(&mut t);
        t.act(attack(&[("a", Some(7)), ("b", Some(7))]));
        to_blockers(&mut t);
        t.act(blocks(&[("wurm", "b")]));
        let (p, rule, _, among) = to_division(&mut t);
        assert_eq!((p, rule.as_str()), (0, "702.20k"));
        // The amounts still add up to the Wurm's power (510.1d).
        let e = refused_unchanged(&mut t, json!({"action": "assign_combat_damage", "player": 0, "attacker": "@wurm", "amounts": vec![0; among.len()]}));
        assert!(e.contains("add up"), "{e}");
        // Bob may not answer for Alice.
        let b = t.id("b");
        refused_unchanged(&mut t, json!({"action": "assign_combat_damage", "player": 1, "attacker": "@wurm", "amounts": all_to(&among, b, 6)}));
        let last = *among.last().unwrap();
        t.act(json!({"action": "assign_combat_damage", "player": 0, "attacker": "@wurm", "amounts": all_to(&among, last, 6)}));
        to_decision(&mut t);
        let first = among[0];
        assert_eq!(t.g().is_on_battlefield(first), true, "{banding}: the first in the Wurm's order was given nothing");
        assert_eq!(t.g().is_on_battlefield(last), false, "{banding}");
        consistent(&t);
    }
}

#[test]
fn r702_20k_without_banding_the_defending_player_divides_in_order() {
    // A Wurm blocking two creatures that attack with no band: only the one declared is blocked.
    let mut t = game(json!([creature("Timber Wolves", "b"), creature("Hill Giant", "giant")]), json!([creature("Craw Wurm", "wurm")]));
    to_attackers(&mut t);
    t.act(attack(&[("b", None), ("giant", None)]));
    to_blockers(&mut t);
    t.act(blocks(&[("wurm", "giant")]));
    assert_eq!(blocked_by(&t, "wurm"), vec![t.id("giant")]);
    to_decision(&mut t);
    assert_eq!(t.life(1), 19, "the Wolves were unblocked");
    assert_eq!(t.zone("giant"), "graveyard");
}

#[test]
fn r702_20j_a_banding_blocker_lets_the_defending_player_divide_the_attackers_damage() {
    for banding in ["Benalish Hero", "Mesa Pegasus"] {
        // Bob's Grizzly Bears and his creature with banding block the Hill Giant, in either order.
        for pair in [["bears", "band"], ["band", "bears"]] {
            let mut t = game(json!([creature("Hill Giant", "giant")]), json!([creature("Grizzly Bears", "bears"), creature(banding, "band")]));
            to_attackers(&mut t);
            t.act(attack(&[("giant", None)]));
            to_blockers(&mut t);
            t.act(blocks(&[(pair[0], "giant"), (pair[1], "giant")]));
            let (p, rule, whose, among) = to_division(&mut t);
            assert_eq!((p, rule.as_str(), whose), (1, "702.20j", t.id("giant")), "{banding} {pair:?}: the defending player divides");
            // Nothing to the Bears, whatever the order: 3 to the creature with banding.
            let band = t.id("band");
            t.act(json!({"action": "assign_combat_damage", "player": 1, "attacker": "@giant", "amounts": all_to(&among, band, 3)}));
            to_decision(&mut t);
            assert_eq!(t.g().objects[&t.id("bears")].damage, 0, "{banding} {pair:?}");
            assert_eq!(t.zone("band"), "graveyard");
            // 2 + 1 = 3 damage: the Giant dies.
            assert_eq!(t.zone("giant"), "graveyard");
            consistent(&t);
        }
    }
    // Two blockers without banding: the attacking player divides, in order (510.1c).
    let mut t = game(json!([creature("Hill Giant", "giant")]), json!([creature("Grizzly Bears", "bears"), creature("Timber Wolves", "wolves")]));
    let mut t2 = game(json!([creature("Hill Giant", "giant")]), json!([creature("Grizzly Bears", "bears"), creature("Grizzly Bears", "wolves")]));
    for (t, asked) in [(&mut t, (1, "702.20j")), (&mut t2, (0, "510.1c"))] {
        to_attackers(t);
        t.act(attack(&[("giant", None)]));
        to_blockers(t);
        t.act(blocks(&[("bears", "giant"), ("wolves", "giant")]));
        let (p, rule, _, _) = to_division(t);
        assert_eq!((p, rule.as_str()), asked);
    }
}

#[test]
fn r702_20c_illegal_bands_are_refused_with_the_game_unchanged() {
    let alice = json!([creature("Benalish Hero", "hero"), creature("Timber Wolves", "wolves"), creature("Hill Giant", "giant"), creature("Grizzly Bears", "bears")]);
    let mut t = game(alice, json!([creature("Craw Wurm", "wurm")]));
    to_attackers(&mut t);
    // Two creatures without banding in one band.
    let e = refused_unchanged(&mut t, attack(&[("hero", Some(1)), ("giant", Some(1)), ("bears", Some(1))]));
    assert!(e.contains("702.20c") && e.contains("only one"), "{e}");
    // No creature with banding.
    let e = refused_unchanged(&mut t, attack(&[("giant", Some(1)), ("bears", Some(1))]));
    assert!(e.contains("702.20c") && e.contains("no creature with banding"), "{e}");
    // Two bands, each with one creature without banding, are fine.
    t.act(attack(&[("hero", Some(1)), ("giant", Some(1)), ("wolves", Some(2)), ("bears", Some(2))]));
    assert_eq!(t.g().combat.as_ref().unwrap().bands.len(), 2);
    to_blockers(&mut t);
    t.act(blocks(&[("wurm", "bears")]));
    let mut two = vec![t.id("wolves"), t.id("bears")];
    two.sort();
    assert_eq!(blocked_by(&t, "wurm"), two, "the other band is not blocked");
    // The snapshot shows each attacker's band.
    let snap = serde_json::to_value(stackwise::formats::snapshot::attack_views(t.g())).unwrap();
    let of = |id: ObjectId| snap.as_array().unwrap().iter().find(|a| a["attacker"] == json!(id)).unwrap()["banded_with"].clone();
    assert_eq!(of(t.id("hero")), json!([t.id("giant")]));
    assert_eq!(of(t.id("bears")), json!([t.id("wolves")]));
}

#[test]
fn r702_20c_granted_banding_lets_a_creature_lead_a_band() {
    // Icatian Infantry's second ability, and Baton of Morale on the Hill Giant.
    for (granter, ability, target, member) in [("infantry", 1, None, "infantry"), ("baton", 0, Some("giant"), "giant")] {
        let alice = json!([creature("Icatian Infantry", "infantry"), creature("Baton of Morale", "baton"), creature("Hill Giant", "giant"), creature("Grizzly Bears", "bears"), "Plains", "Plains"]);
        let mut t = game(alice, json!([creature("Craw Wurm", "wurm")]));
        let other = if member == "giant" { "bears" } else { "giant" };
        to_attackers(&mut t);
        let e = refused_unchanged(&mut t, attack(&[(member, Some(1)), (other, Some(1))]));
        assert!(e.contains("no creature with banding"), "{e}");
        // Start again, the ability activated in the beginning of combat step.
        let alice = json!([creature("Icatian Infantry", "infantry"), creature("Baton of Morale", "baton"), creature("Hill Giant", "giant"), creature("Grizzly Bears", "bears"), "Plains", "Plains"]);
        let mut t = game(alice, json!([creature("Craw Wurm", "wurm")]));
        let targets: Vec<Value> = target.iter().map(|l| json!({"object": format!("@{l}")})).collect();
        t.act(json!({"action": "activate_ability", "player": 0, "source": format!("@{granter}"), "ability": ability, "targets": targets, "auto_pay": true}));
        t.pass_all();
        to_attackers(&mut t);
        t.act(attack(&[(member, Some(1)), (other, Some(1))]));
        to_blockers(&mut t);
        t.act(blocks(&[("wurm", other)]));
        let mut both = vec![t.id(member), t.id(other)];
        both.sort();
        assert_eq!(blocked_by(&t, "wurm"), both, "{granter}");
    }
}

#[test]
fn r702_20j_a_trampler_blocked_by_a_banding_creature_tramples_over_only_past_lethal_damage() {
    for banding in ["Benalish Hero", "Mesa Pegasus"] {
        let mut t = game(json!([creature("Crash of Rhinos", "rhinos")]), json!([creature("Grizzly Bears", "bears"), creature(banding, "band")]));
        to_attackers(&mut t);
        t.act(attack(&[("rhinos", None)]));
        to_blockers(&mut t);
        t.act(blocks(&[("bears", "rhinos"), ("band", "rhinos")]));
        let (p, rule, _, among) = to_division(&mut t);
        assert_eq!((p, rule.as_str()), (1, "702.20j"), "{banding}");
        let band = t.id("band");
        // Damage to Bob only once each blocker has lethal damage (1 and 2): 7 to Bob is refused.
        let mut over: Vec<u32> = among.iter().map(|x| if *x == band { 1 } else { 0 }).collect();
        over.push(7);
        let e = refused_unchanged(&mut t, json!({"action": "assign_combat_damage", "player": 1, "attacker": "@rhinos", "amounts": over}));
        assert!(e.contains("702.19c"), "{e}");
        // All 8 to the creature with banding, none to the Bears or to Bob, whatever the order.
        let mut all = all_to(&among, band, 8);
        all.push(0);
        t.act(json!({"action": "assign_combat_damage", "player": 1, "attacker": "@rhinos", "amounts": all}));
        to_decision(&mut t);
        assert_eq!((t.zone("band"), t.g().objects[&t.id("bears")].damage, t.life(1)), ("graveyard".to_string(), 0, 20), "{banding}");
        consistent(&t);
    }
}

#[test]
fn r702_20b_bands_with_other_legendary_creatures_forms_bands_of_legendary_creatures() {
    // (land, the creature it gives "bands with other legendary creatures")
    for (land, leader) in [("Cathedral of Serra", "Isamaru, Hound of Konda"), ("Adventurers' Guildhouse", "Jasmine Boreal")] {
        let alice = |with_land: bool| {
            let mut v = vec![creature(leader, "lead"), creature("Sivitri Scarzam", "sivitri"), creature("Grizzly Bears", "bears"), creature("Hill Giant", "giant")];
            if with_land {
                v.push(json!(land));
            }
            Value::Array(v)
        };
        let mut t = game(alice(true), json!([creature("Craw Wurm", "wurm")]));
        to_attackers(&mut t);
        // The Bears and the Giant aren't legendary.
        let e = refused_unchanged(&mut t, attack(&[("lead", Some(1)), ("bears", Some(1))]));
        assert!(e.contains("702.20c"), "{e}");
        // Sivitri (blue and black) has no "bands with other" of its own.
        refused_unchanged(&mut t, attack(&[("sivitri", Some(1)), ("giant", Some(1))]));
        for order in [["lead", "sivitri"], ["sivitri", "lead"]] {
            let mut t = game(alice(true), json!([creature("Craw Wurm", "wurm")]));
            to_attackers(&mut t);
            t.act(attack(&[(order[0], Some(3)), (order[1], Some(3)), ("bears", None)]));
            to_blockers(&mut t);
            t.act(blocks(&[("wurm", order[1])]));
            let mut both = vec![t.id("lead"), t.id("sivitri")];
            both.sort();
            assert_eq!(blocked_by(&t, "wurm"), both, "{land} {order:?}");
            // 702.20k: two legendary creatures, one banding with other legendary creatures: Alice divides.
            let (p, rule, _, _) = to_division(&mut t);
            assert_eq!((p, rule.as_str()), (0, "702.20k"), "{land}");
        }
        // Without the land, no band.
        let mut t = game(alice(false), json!([creature("Craw Wurm", "wurm")]));
        to_attackers(&mut t);
        let e = refused_unchanged(&mut t, attack(&[("lead", Some(1)), ("sivitri", Some(1))]));
        assert!(e.contains("no creature with banding"), "{e}");
    }
}

#[test]
fn r702_20j_two_legendary_blockers_one_banding_with_other_legendary_creatures() {
    for land in ["Cathedral of Serra", "Adventurers' Guildhouse"] {
        // Jasmine Boreal is white and green: either land gives it the ability.
        let bob = |second: &str| json!([land, creature("Jasmine Boreal", "jasmine"), creature(second, "second")]);
        for (second, asked) in [("Sivitri Scarzam", (1, "702.20j")), ("Grizzly Bears", (0, "510.1c"))] {
            let mut t = game(json!([creature("Craw Wurm", "wurm")]), bob(second));
            to_attackers(&mut t);
            t.act(attack(&[("wurm", None)]));
            to_blockers(&mut t);
            t.act(blocks(&[("jasmine", "wurm"), ("second", "wurm")]));
            let (p, rule, _, _) = to_division(&mut t);
            assert_eq!((p, rule.as_str()), asked, "{land} {second}");
        }
    }
}
