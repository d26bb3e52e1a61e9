//! 112.6f, 701.5a: an ability saying a spell can't be countered works while
//! the spell is on the stack: an instruction that would counter it does
//! nothing to it (the rest of that spell or ability still happens). A
//! permanent's static ability can say it of every spell it names ("Creature
//! spells can't be countered"), read from the permanent's controller and
//! checked when the counter instruction is followed. "Can't be countered by
//! spells or abilities" is the older wording of the same ability.
//!
//! Cards (as printed):
//! - Gaea's Herald {1}{G} 1/1 Elf: "Creature spells can't be countered."
//! - Spellbreaker Behemoth {1}{R}{G}{G} 5/5: "Spellbreaker Behemoth can't be
//!   countered. / Creature spells you control with power 5 or greater can't
//!   be countered."
//! - Root Sliver {3}{G} 2/2: "Root Sliver can't be countered. / Sliver spells
//!   can't be countered by spells or abilities."
//! - Last Word {2}{U}{U} Instant: "Last Word can't be countered by spells or
//!   abilities. / Counter target spell."
//! - Counterspell {U}{U}: "Counter target spell."; Mana Leak {1}{U}: "Counter
//!   target spell unless its controller pays {3}."; Unsummon {U}: "Return
//!   target creature to its owner's hand."
//! - Grizzly Bears 2/2, Craw Wurm 6/4, Metallic Sliver 1/1 (Sliver),
//!   Divination ("Draw two cards."), basic lands.

use crate::common;
use common::card_table::compiled;
use common::*;
use serde_json::{json, Value};

fn cards() -> Vec<Value> {
    ["Gaea's Herald", "Spellbreaker Behemoth", "Root Sliver", "Last Word", "Counterspell", "Mana Leak", "Unsummon", "Grizzly Bears", "Craw Wurm", "Metallic Sliver", "Divination"].iter().map(|n| compiled(n)).collect()
}

fn game(alice: Value, bob: Value) -> T {
    duel(cards(), alice, bob, (3, 0))
}

fn lands(extra: &[&str], n_forest: usize, n_mountain: usize) -> Value {
    let mut v: Vec<Value> = extra.iter().map(|e| json!(e)).collect();
    v.extend(vec![json!("Forest"); n_forest]);
    v.extend(vec![json!("Mountain"); n_mountain]);
    v.extend(vec![json!("Island"); 4]);
    json!(v)
}

/// Alice casts `spell`, passes; Bob casts `counter` targeting it; everything
/// resolves. Returns where Alice's spell ended up and the log.
fn countered_by(t: &mut T, spell: &str, counter: &str) -> (String, Vec<String>) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{spell}"), "targets": [], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": format!("@{counter}"), "targets": [{"object": format!("@{spell}")}], "auto_pay": true}));
    let mut log = Vec::new();
    for _ in 0..4 {
        if t.g().stack.is_empty() {
            break;
        }
        log.extend(t.pass_all().into_iter().map(|e| format!("{} {}", e.rule, e.text)));
    }
    (t.zone(spell), log)
}

/// Gaea's Herald: Alice's Grizzly Bears resolves through Bob's Counterspell
/// (112.6f named); her Divination is countered (not a creature spell).
#[test]
fn r112_6f_gaeas_herald_protects_creature_spells_only() {
    let mut t = game(json!({"hand": [{"card": "Grizzly Bears", "label": "bears"}], "battlefield": lands(&["Gaea's Herald"], 2, 0)}), json!({"hand": [{"card": "Counterspell", "label": "cs"}], "battlefield": lands(&[], 0, 0)}));
    let (zone, log) = countered_by(&mut t, "bears", "cs");
    assert_eq!(zone, "battlefield", "the Bears can't be countered: {log:?}");
    assert!(log.iter().any(|l| l.starts_with("112.6f") && l.contains("can't be countered")), "{log:?}");
    assert_eq!(t.zone("cs"), "graveyard", "Counterspell resolved and did nothing");

    let mut t = game(json!({"hand": [{"card": "Divination", "label": "div"}], "battlefield": lands(&["Gaea's Herald"], 0, 0)}), json!({"hand": [{"card": "Counterspell", "label": "cs"}], "battlefield": lands(&[], 0, 0)}));
    assert_eq!(countered_by(&mut t, "div", "cs").0, "graveyard", "Divination was countered");
    assert_eq!(t.g().player(stackwise::rules::types::PlayerId(0)).hand.len(), 0, "it drew nothing");
}

/// The Herald names creature spells whoever controls them: Bob's Herald
/// keeps Alice's Bears from Bob's own Mana Leak (nothing to pay, 112.6f).
#[test]
fn r112_6f_a_permanent_protects_every_players_spells_it_names() {
    let mut t = game(json!({"hand": [{"card": "Grizzly Bears", "label": "bears"}], "battlefield": ["Forest", "Forest"]}), json!({"hand": [{"card": "Mana Leak", "label": "leak"}], "battlefield": lands(&["Gaea's Herald"], 0, 0)}));
    let (zone, log) = countered_by(&mut t, "bears", "leak");
    assert_eq!(zone, "battlefield", "{log:?}");
    assert!(t.g().pending.is_none(), "no payment asked");
}

/// Spellbreaker Behemoth: Alice's Craw Wurm (power 6) can't be countered,
/// her Grizzly Bears (power 2) can; Bob's Craw Wurm is not Alice's spell.
#[test]
fn r112_6f_spellbreaker_behemoth_reads_power_and_controller() {
    for (card, alice_has_behemoth, survives) in [("Craw Wurm", true, true), ("Grizzly Bears", true, false), ("Craw Wurm", false, false)] {
        let mut alice = json!({"battlefield": lands(&[], 6, 0)});
        alice["hand"] = json!([{"card": card, "label": "spell"}]);
        let mut bob = json!({"hand": [{"card": "Counterspell", "label": "cs"}], "battlefield": lands(&[], 0, 0)});
        let owner = if alice_has_behemoth { &mut alice } else { &mut bob };
        owner["battlefield"].as_array_mut().unwrap().push(json!("Spellbreaker Behemoth"));
        let mut t = game(alice, bob);
        let (zone, log) = countered_by(&mut t, "spell", "cs");
        assert_eq!(zone == "battlefield", survives, "{card}, Behemoth Alice's: {alice_has_behemoth}: {log:?}");
    }
}

/// Root Sliver (older wording): Alice's Metallic Sliver resolves through
/// Counterspell. Last Word itself can't be countered: Alice's Counterspell
/// against it does nothing, and Last Word counters her Grizzly Bears.
#[test]
fn r112_6f_the_older_wording_is_the_same_ability() {
    let mut t = game(json!({"hand": [{"card": "Metallic Sliver", "label": "sliver"}], "battlefield": lands(&["Root Sliver"], 0, 0)}), json!({"hand": [{"card": "Counterspell", "label": "cs"}], "battlefield": lands(&[], 0, 0)}));
    assert_eq!(countered_by(&mut t, "sliver", "cs").0, "battlefield");

    let mut t = game(
        json!({"hand": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Counterspell", "label": "cs"}], "battlefield": lands(&[], 2, 0)}),
        json!({"hand": [{"card": "Last Word", "label": "lw"}], "battlefield": lands(&[], 0, 0)}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "targets": [], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@lw", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cs", "targets": [{"object": "@lw"}], "auto_pay": true}));
    for _ in 0..4 {
        if t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
    assert_eq!((t.zone("lw").as_str(), t.zone("bears").as_str()), ("graveyard", "graveyard"), "Last Word resolved and countered the Bears");
}

/// The permanent's ability works only while it is on the battlefield: Bob
/// returns Gaea's Herald with Unsummon in response (after his Counterspell),
/// and the Counterspell then counters the Bears.
#[test]
fn r112_6f_the_ability_is_read_when_the_counter_resolves() {
    let mut t = game(
        json!({"hand": [{"card": "Grizzly Bears", "label": "bears"}], "battlefield": lands(&[], 2, 0).as_array().unwrap().iter().cloned().chain([json!({"card": "Gaea's Herald", "label": "herald"})]).collect::<Vec<_>>()}),
        json!({"hand": [{"card": "Counterspell", "label": "cs"}, {"card": "Unsummon", "label": "un"}], "battlefield": lands(&[], 0, 0)}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "targets": [], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@cs", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@un", "targets": [{"object": "@herald"}], "auto_pay": true}));
    for _ in 0..6 {
        if t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
    assert_eq!(t.zone("herald"), "hand");
    assert_eq!(t.zone("bears"), "graveyard", "countered once the Herald was gone");
}
