//! Flipping a coin (705.1): "Flip a coin. If you win the flip, [...]. If you
//! lose the flip, [...]." The controller flips; the result comes from the
//! game's seeded generator (the same seed flips the same), each result about
//! half the time, and only the instructions of that result are followed.
//!
//! Cards (their text as the table prints it):
//! - Bottle of Suleiman {4}, Artifact: "{1}, Sacrifice Bottle of Suleiman:
//!   Flip a coin. If you win the flip, create a 5/5 colorless Djinn artifact
//!   creature token with flying. If you lose the flip, Bottle of Suleiman
//!   deals 5 damage to you."
//! - Puppet's Verdict {1}{R}{R}, Instant: "Flip a coin. If you win the flip,
//!   destroy all creatures with power 2 or less. If you lose the flip, destroy
//!   all creatures with power 3 or greater."
//! - Goblin Archaeologist {1}{R} 1/2: "{R}, {T}: Flip a coin. If you win the
//!   flip, destroy target artifact and untap Goblin Archaeologist. If you lose
//!   the flip, sacrifice Goblin Archaeologist."
//! - Sol Ring {1}: "{T}: Add {C}{C} to your mana pool." Grizzly Bears {1}{G}
//!   2/2, Hill Giant {3}{R} 3/3.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn seeded(seed: u64, cards: &[&str], alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"seed": seed, "cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Whether the flip among these events was won (it must be there, once).
fn won(ev: &[stackwise::rules::Event]) -> bool {
    let flips: Vec<&stackwise::rules::Event> = ev.iter().filter(|e| e.rule == "705.1").collect();
    assert_eq!(flips.len(), 1, "{:?}", rules(ev));
    flips[0].text.contains("wins the flip")
}

fn tokens_named(t: &T, name: &str) -> usize {
    t.g().battlefield.iter().filter(|id| t.g().obj(**id).is_some_and(|o| o.def.name.contains(name) && o.token)).count()
}

#[test]
fn r705_1_bottle_of_suleiman_a_djinn_if_won_5_damage_if_lost_both_seen() {
    let mut results = Vec::new();
    for seed in 0..24 {
        let mut t = seeded(seed, &["Bottle of Suleiman"], json!([{"card": "Bottle of Suleiman", "label": "bottle"}, "Mountain"]), json!([]), json!([]));
        let mut ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@bottle", "ability": 0, "auto_pay": true}));
        ev.extend(t.pass_all());
        let w = won(&ev);
        assert_eq!(t.zone("bottle"), "graveyard");
        if w {
            assert_eq!((tokens_named(&t, "Djinn"), t.life(0)), (1, 20), "seed {seed}");
        } else {
            assert_eq!((tokens_named(&t, "Djinn"), t.life(0)), (0, 15), "seed {seed}");
        }
        results.push(w);
        // The same seed flips the same.
        let mut again = seeded(seed, &["Bottle of Suleiman"], json!([{"card": "Bottle of Suleiman", "label": "bottle"}, "Mountain"]), json!([]), json!([]));
        let mut ev2 = again.act(json!({"action": "activate_ability", "player": 0, "source": "@bottle", "ability": 0, "auto_pay": true}));
        ev2.extend(again.pass_all());
        assert_eq!(won(&ev2), w, "seed {seed} replayed");
    }
    assert!(results.contains(&true) && results.contains(&false), "both results happen: {results:?}");
}

#[test]
fn r705_1_puppets_verdict_destroys_the_small_creatures_or_the_big_ones() {
    let mut seen = (false, false);
    for seed in 0..24 {
        let mut t = seeded(seed, &["Puppet's Verdict"], json!(["Mountain", "Mountain", "Mountain"]), json!([{"card": "Puppet's Verdict", "label": "pv"}]), json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}]));
        let mut ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@pv", "auto_pay": true}));
        ev.extend(t.pass_all());
        if won(&ev) {
            assert_eq!((t.zone("bears").as_str(), t.zone("giant").as_str()), ("graveyard", "battlefield"), "seed {seed}");
            seen.0 = true;
        } else {
            assert_eq!((t.zone("bears").as_str(), t.zone("giant").as_str()), ("battlefield", "graveyard"), "seed {seed}");
            seen.1 = true;
        }
    }
    assert_eq!(seen, (true, true));
}

#[test]
fn r705_1_goblin_archaeologist_destroys_and_untaps_or_is_sacrificed() {
    let mut seen = (false, false);
    for seed in 0..24 {
        let mut t = seeded(seed, &["Goblin Archaeologist", "Sol Ring"], json!([{"card": "Goblin Archaeologist", "label": "arch"}, "Mountain"]), json!([]), json!([{"card": "Sol Ring", "label": "ring"}]));
        let ring = t.id("ring").0;
        let mut ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@arch", "ability": 0, "targets": [{"object": ring}], "auto_pay": true}));
        ev.extend(t.pass_all());
        if won(&ev) {
            assert_eq!((t.zone("ring").as_str(), t.zone("arch").as_str()), ("graveyard", "battlefield"), "seed {seed}");
            assert!(!t.g().objects[&t.id("arch")].tapped, "untapped after winning");
            seen.0 = true;
        } else {
            assert_eq!((t.zone("ring").as_str(), t.zone("arch").as_str()), ("battlefield", "graveyard"), "seed {seed}");
            seen.1 = true;
        }
    }
    assert_eq!(seen, (true, true));
}
