//! Replacement and prevention abilities compiled from their printed text
//! (614.1a, 615.1): "If [an event] would happen, [another] instead" and
//! "Prevent all damage that would be dealt to ...", each played by the
//! engine's replacement rules.
//!
//! Cards (their text as the table prints it):
//! - Dawn Elemental {W}{W}{W}{W} 3/3: "Flying / Prevent all damage that would
//!   be dealt to Dawn Elemental."
//! - Cho-Manno, Revolutionary {2}{W}{W} 2/2: "Prevent all damage that would be
//!   dealt to Cho-Manno, Revolutionary."
//! - Champion Lancer {4}{W}{W} 3/3: "Prevent all damage that would be dealt
//!   to Champion Lancer by creatures."
//! - Argothian Treefolk {3}{G}{G} 3/5: "Prevent all damage that would be
//!   dealt to Argothian Treefolk by artifact sources."
//! - Guard Gomazoa {2}{U} 1/3: "Defender, flying / Prevent all combat damage
//!   that would be dealt to Guard Gomazoa."
//! - Seraph of the Sword {3}{W} 3/3: "Flying / Prevent all combat damage that
//!   would be dealt to Seraph of the Sword."
//! - Furnace of Rath {1}{R}{R}{R}: "If a source would deal damage to a
//!   creature or player, it deals double that damage to that creature or
//!   player instead."
//! - Dictate of the Twin Gods {3}{R}{R}: "Flash / If a source would deal
//!   damage to a permanent or player, it deals double that damage to that
//!   permanent or player instead."
//! - Sphere of Law {3}: "If a red source would deal damage to you, prevent 2
//!   of that damage."
//! - Guardian Seraph {2}{W}{W} 3/4: "Flying / If a source an opponent
//!   controls would deal damage to you, prevent 1 of that damage."
//! - Gravebane Zombie {3}{B} 3/2: "If Gravebane Zombie would die, put
//!   Gravebane Zombie on top of its owner's library instead."
//! - Nissa's Chosen {G}{G} 2/3: "If Nissa's Chosen would die, put it on the
//!   bottom of its owner's library instead."
//! - Dryad Militant {G/W} 2/1: "If an instant or sorcery card would be put
//!   into a graveyard from anywhere, exile it instead."
//! - Boon Reflection {4}{W}: "If you would gain life, you gain twice that
//!   much life instead." Sulfuric Vortex {1}{R}{R}: "... If a player would
//!   gain life, that player gains no life instead."
//! - Thought Reflection {4}{U}{U}{U}: "If you would draw a card, draw two
//!   cards instead."
//! - Parallel Lives {3}{G}: "If an effect would create one or more tokens
//!   under your control, it creates twice that many of those tokens instead."
//! - Corpsejack Menace {2}{B}{G} 4/4: "If one or more +1/+1 counters would be
//!   placed on a creature you control, twice that many +1/+1 counters are
//!   placed on it instead."
//! - Lightning Bolt, Shock, Rod of Ruin ({3}, {T}: 1 damage to target
//!   creature or player), Murder, Reviving Dose ("You gain 3 life. Draw a
//!   card."), Divination, Raise the Alarm, Battlegrowth, Grizzly Bears, Hill
//!   Giant, Jace Beleren (loyalty 3).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::Step;

fn game(cards: &[&str], hand: Value, alice_bf: Value, bob_bf: Value) -> T {
    scenario(cards, (alice_bf, hand), (bob_bf, json!([])))
}

/// A game of these cards compiled from their text, each player with a
/// battlefield and a hand and six Islands in the library; Alice active in
/// her precombat main phase of turn 2.
fn scenario(cards: &[&str], (alice_bf, alice_hand): (Value, Value), (bob_bf, bob_hand): (Value, Value)) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| common::card_table::compiled(n)).collect();
    let library = json!(["Island", "Island", "Island", "Island", "Island", "Island"]);
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": library},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "library": library}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn lands(land: &str, n: usize) -> Vec<Value> {
    vec![json!(land); n]
}

fn bolt(t: &mut T, card: &str, target: Value) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": [target], "auto_pay": true}));
    t.pass_all();
}

fn damage_on(t: &T, label: &str) -> i32 {
    t.g().objects[&t.id(label)].damage
}

/// Alice attacks with `attacker` (at `target`) from the beginning of combat;
/// returns once Bob is asked for blockers.
fn to_blockers(t: &mut T, attacker: &str, target: Value) {
    t.gm().turn.step = Step::BeginningOfCombat;
    to_decision(t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": format!("@{attacker}"), "target": target}]}));
    to_decision(t);
}

/// Play on (no blockers, nothing cast) to Alice's postcombat main phase.
fn to_postcombat(t: &mut T) {
    play_until(t, 0, Step::PostcombatMain, &|t, p, k| match k {
        stackwise::rules::state::DecisionKind::AssignCombatDamage { attacker, suggested, .. } => {
            t.act(json!({"action": "assign_combat_damage", "player": p.0, "attacker": attacker, "amounts": suggested}));
        }
        k => panic!("unexpected question {k:?}"),
    });
}

fn permanents(t: &T) -> usize {
    t.g().objects.values().filter(|o| o.zone == stackwise::rules::types::Zone::Battlefield).count()
}

#[test]
fn r615_1_prevent_all_damage_to_the_permanent_itself_only() {
    for who in ["Dawn Elemental", "Cho-Manno, Revolutionary"] {
        // A Lightning Bolt at it deals nothing; one at Bob's bears kills them as usual.
        let hand = json!([{"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}]);
        let bf: Vec<Value> = lands("Mountain", 2);
        let mut t = game(&[who, "Lightning Bolt", "Grizzly Bears"], hand, json!(bf), json!([{"card": who, "label": "it"}, {"card": "Grizzly Bears", "label": "bears"}]));
        let it = t.id("it");
        bolt(&mut t, "b1", json!({"object": it.0}));
        assert_eq!((t.zone("it"), damage_on(&t, "it")), ("battlefield".into(), 0), "{who}");
        let bears = t.id("bears");
        bolt(&mut t, "b2", json!({"object": bears.0}));
        assert_eq!(t.zone("bears"), "graveyard", "{who}: only damage to the card itself is prevented");
    }
}

#[test]
fn r615_1_prevention_from_a_kind_of_source() {
    // Champion Lancer: a creature's damage (Hill Giant, fighting in combat) is
    // prevented, a Lightning Bolt's is not.
    let mut t = game(&["Champion Lancer", "Hill Giant", "Lightning Bolt"], json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([{"card": "Hill Giant", "label": "giant"}, "Mountain"]), json!([{"card": "Champion Lancer", "label": "lancer"}]));
    to_blockers(&mut t, "giant", json!({"player": 1}));
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@lancer", "attacker": "@giant"}]}));
    to_postcombat(&mut t);
    assert_eq!((t.zone("giant"), t.zone("lancer"), damage_on(&t, "lancer")), ("graveyard".into(), "battlefield".into(), 0));
    let lancer = t.id("lancer");
    bolt(&mut t, "bolt", json!({"object": lancer.0}));
    assert_eq!(t.zone("lancer"), "graveyard", "a Lightning Bolt isn't a creature");
    // Argothian Treefolk: Rod of Ruin (an artifact) deals nothing to it; a Shock does.
    let mut t = game(&["Argothian Treefolk", "Rod of Ruin", "Shock"], json!([{"card": "Shock", "label": "shock"}]), json!([{"card": "Rod of Ruin", "label": "rod"}, "Mountain", "Mountain", "Mountain", "Mountain"]), json!([{"card": "Argothian Treefolk", "label": "tree"}]));
    let tree = t.id("tree");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@rod", "ability": 0, "targets": [{"object": tree.0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(damage_on(&t, "tree"), 0, "an artifact source's damage is prevented");
    bolt(&mut t, "shock", json!({"object": tree.0}));
    assert_eq!(damage_on(&t, "tree"), 2, "a red instant's is not");
}

#[test]
fn r615_1_prevent_all_combat_damage_to_itself_not_other_damage() {
    for who in ["Guard Gomazoa", "Seraph of the Sword"] {
        // It blocks Hill Giant (3 power): no damage; then a Lightning Bolt kills it.
        let mut t = game(&[who, "Hill Giant", "Lightning Bolt"], json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([{"card": "Hill Giant", "label": "giant"}, "Mountain"]), json!([{"card": who, "label": "it"}]));
        to_blockers(&mut t, "giant", json!({"player": 1}));
        t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@it", "attacker": "@giant"}]}));
        to_postcombat(&mut t);
        assert_eq!((t.zone("it"), damage_on(&t, "it")), ("battlefield".into(), 0), "{who}");
        let it = t.id("it");
        bolt(&mut t, "bolt", json!({"object": it.0}));
        assert_eq!(t.zone("it"), "graveyard", "{who}: noncombat damage isn't prevented");
    }
}

#[test]
fn r614_1a_doubling_to_a_creature_or_player_leaves_a_planeswalker_alone() {
    // Grizzly Bears attacks Bob's Jace Beleren (3 loyalty). Under Furnace of
    // Rath (creatures and players) Jace keeps 1; under Dictate of the Twin
    // Gods (permanents and players) 4 damage kills him.
    for (doubler, loyalty_left) in [("Furnace of Rath", Some(1)), ("Dictate of the Twin Gods", None)] {
        let mut t = game(&[doubler, "Grizzly Bears", "Jace Beleren"], json!([]), json!([{"card": "Grizzly Bears", "label": "bears"}, doubler]), json!([{"card": "Jace Beleren", "label": "jace"}]));
        let jace = t.id("jace");
        to_blockers(&mut t, "bears", json!({"object": jace.0}));
        to_postcombat(&mut t);
        let left = t.g().obj(jace).and_then(|o| o.extra.counters.get("loyalty").copied());
        assert_eq!(left, loyalty_left, "{doubler}");
    }
    // Both double damage to a player: a Lightning Bolt at Bob deals 6.
    for doubler in ["Furnace of Rath", "Dictate of the Twin Gods"] {
        let mut t = game(&[doubler, "Lightning Bolt"], json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([doubler, "Mountain"]), json!([]));
        bolt(&mut t, "bolt", json!({"player": 1}));
        assert_eq!(t.life(1), 14, "{doubler}");
    }
}

#[test]
fn r615_1_prevent_some_of_the_damage_from_a_kind_of_source_or_an_opponents() {
    // Sphere of Law prevents 2 of a red source's damage to its controller,
    // from Bob's Lightning Bolt as from Alice's own.
    for (card, from_bob, from_alice) in [("Sphere of Law", 19, 19), ("Guardian Seraph", 18, 17)] {
        let bob = (json!(["Mountain"]), json!([{"card": "Lightning Bolt", "label": "his"}]));
        let mut t = scenario(&[card, "Lightning Bolt"], (json!([card, "Mountain"]), json!([{"card": "Lightning Bolt", "label": "mine"}])), bob);
        bolt(&mut t, "mine", json!({"player": 0}));
        assert_eq!(t.life(0), from_alice, "{card}: Alice's own Bolt at herself");
        // Bob's Bolt at Alice, cast when Alice passes priority.
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@his", "targets": [{"player": 0}], "auto_pay": true}));
        t.pass_all();
        assert_eq!(t.life(0), from_alice - (20 - from_bob), "{card}: Bob's Bolt at Alice");
    }
}

#[test]
fn r614_1a_a_creature_that_would_die_goes_to_its_owners_library_instead() {
    // Gravebane Zombie goes on top of Bob's library, Nissa's Chosen to the bottom.
    for (who, top) in [("Gravebane Zombie", true), ("Nissa's Chosen", false)] {
        let mut t = game(&[who, "Murder"], json!([{"card": "Murder", "label": "murder"}]), json!(lands("Swamp", 3)), json!([{"card": who, "label": "it"}]));
        let it = t.id("it");
        bolt(&mut t, "murder", json!({"object": it.0}));
        assert_eq!(t.zone("it"), "library", "{who}");
        let lib = &t.g().players[1].library;
        let now = t.g().became(it).unwrap_or(it);
        let at = if top { lib.last() } else { lib.first() };
        assert_eq!(at, Some(&now), "{who}: on the {}", if top { "top" } else { "bottom" });
        assert!(t.g().players[1].graveyard.is_empty());
    }
}

#[test]
fn r614_1a_instants_and_sorceries_go_to_exile_from_anywhere() {
    // Under Dryad Militant a resolved Lightning Bolt is exiled.
    let mut t = game(&["Dryad Militant", "Lightning Bolt"], json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!(["Dryad Militant", "Mountain"]), json!([]));
    bolt(&mut t, "bolt", json!({"player": 1}));
    assert_eq!((t.zone("bolt"), t.life(1)), ("exile".into(), 17));
    assert!(t.g().players[0].graveyard.is_empty());
    // Without it the Bolt goes to the graveyard as usual.
    let mut t = game(&["Lightning Bolt"], json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!(["Mountain"]), json!([]));
    bolt(&mut t, "bolt", json!({"player": 1}));
    assert_eq!(t.zone("bolt"), "graveyard");
}

#[test]
fn r614_1a_life_gain_doubled_or_nothing() {
    // Reviving Dose gains 3: 6 under Boon Reflection, 0 under Sulfuric Vortex.
    for (card, life) in [("Boon Reflection", 26), ("Sulfuric Vortex", 20)] {
        let mut t = game(&[card, "Reviving Dose"], json!([{"card": "Reviving Dose", "label": "dose"}]), json!([card, "Plains", "Plains", "Plains"]), json!([]));
        bolt_untargeted(&mut t, "dose");
        assert_eq!(t.life(0), life, "{card}");
    }
}

fn bolt_untargeted(t: &mut T, card: &str) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "auto_pay": true}));
    t.pass_all();
}

#[test]
fn r614_11_each_draw_replaced_by_two() {
    // Divination draws two: four under Thought Reflection; Reviving Dose's one: two.
    for (spell, land, drawn) in [("Divination", "Island", 4), ("Reviving Dose", "Plains", 2)] {
        let mut t = game(&["Thought Reflection", spell], json!([{"card": spell, "label": "s"}]), json!([vec![json!("Thought Reflection")], lands(land, 3)].concat()), json!([]));
        bolt_untargeted(&mut t, "s");
        assert_eq!((t.g().players[0].hand.len(), t.g().players[0].library.len()), (drawn, 6 - drawn), "{spell}");
    }
}

#[test]
fn r614_1a_tokens_and_counters_made_twice() {
    // Raise the Alarm makes four Soldiers under Parallel Lives.
    let mut t = game(&["Parallel Lives", "Raise the Alarm"], json!([{"card": "Raise the Alarm", "label": "alarm"}]), json!(["Parallel Lives", "Plains", "Plains"]), json!([]));
    let before = permanents(&t);
    bolt_untargeted(&mut t, "alarm");
    assert_eq!(permanents(&t), before + 4);
    // Battlegrowth's +1/+1 counter on Alice's Grizzly Bears is two under
    // Corpsejack Menace; on Bob's bears it stays one.
    for (whose, n) in [(0, 2), (1, 1)] {
        let bears = json!([{"card": "Grizzly Bears", "label": "bears"}]);
        let (mine, theirs) = if whose == 0 { (json!([bears[0].clone(), "Corpsejack Menace", "Forest"]), json!([])) } else { (json!(["Corpsejack Menace", "Forest"]), bears) };
        let mut t = game(&["Corpsejack Menace", "Battlegrowth", "Grizzly Bears"], json!([{"card": "Battlegrowth", "label": "growth"}]), mine, theirs);
        let b = t.id("bears");
        bolt(&mut t, "growth", json!({"object": b.0}));
        assert_eq!(t.g().objects[&b].extra.counters.get("+1/+1"), Some(&n), "bears of player {whose}");
    }
}

/// The +1/+1 counters on a labelled permanent.
fn plus_counters(t: &T, label: &str) -> u32 {
    t.g().obj(t.id(label)).and_then(|o| o.extra.counters.get("+1/+1").copied()).unwrap_or(0)
}

#[test]
fn r614_1a_prevented_damage_costs_the_phantom_one_counter_per_damage_event() {
    // Phantom Centaur (2/0, three +1/+1 counters) blocked by two Grizzly
    // Bears: all 4 damage is prevented and, the combat damage being one
    // event, one counter goes; a Lightning Bolt afterwards takes one more.
    let hand = json!([{"card": "Lightning Bolt", "label": "bolt"}]);
    let mut t = scenario(&["Phantom Centaur", "Grizzly Bears", "Lightning Bolt"], (json!([{"card": "Phantom Centaur", "label": "it", "counters": {"+1/+1": 3}}]), json!([])), (json!([{"card": "Grizzly Bears", "label": "b1"}, {"card": "Grizzly Bears", "label": "b2"}, "Mountain"]), hand));
    to_blockers(&mut t, "it", json!({"player": 1}));
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@b1", "attacker": "@it"}, {"blocker": "@b2", "attacker": "@it"}]}));
    to_decision(&mut t);
    if t.g().pending.is_some() && t.g().turn.step == Step::DeclareBlockers {
        let order = [t.id("b1").0, t.id("b2").0];
        t.act(json!({"action": "order_blockers", "player": 0, "attacker": "@it", "order": order}));
    }
    to_postcombat(&mut t);
    assert_eq!((plus_counters(&t, "it"), damage_on(&t, "it")), (2, 0));
    let it = t.id("it");
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": it.0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!((plus_counters(&t, "it"), damage_on(&t, "it")), (1, 0));
    // Phantom Nomad (0/0, two counters): two Shocks leave it with none: 0/0, it dies.
    let hand = json!([{"card": "Shock", "label": "s1"}, {"card": "Shock", "label": "s2"}]);
    let mut t = game(&["Phantom Nomad", "Shock"], hand, json!(["Mountain", "Mountain"]), json!([{"card": "Phantom Nomad", "label": "nomad", "counters": {"+1/+1": 2}}]));
    let nomad = t.id("nomad");
    bolt(&mut t, "s1", json!({"object": nomad.0}));
    assert_eq!((t.zone("nomad"), plus_counters(&t, "nomad")), ("battlefield".into(), 1));
    bolt(&mut t, "s2", json!({"object": nomad.0}));
    assert_eq!(t.zone("nomad"), "graveyard");
}
