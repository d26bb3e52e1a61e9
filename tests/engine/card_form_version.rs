//! The card form is versioned: version 1 of the scenario format wrote cards
//! with shorthand spellings (`pump`, `anthem`, ...); they are read as the
//! general form (`continuous`); version 2 wrote durations as
//! `until_end_of_turn` and `for_as_long_as`, read as one `duration`;
//! versions 1 to 3 wrote a cost as an object of flags, read as a list of
//! parts; and everything written now is version 4, in the general form only
//! (docs/cards.md, "Shorthand spellings", "Cost").
//!
//! Cards (printed text, January 2017 wording):
//! - Crusade {W}{W}, Enchantment: "White creatures get +1/+1."
//! - Titanic Growth {1}{G}{G}, Instant: "Target creature gets +4/+4 until end of turn."
//! - Savannah Lions (built in): 2/1 white Cat.

use serde_json::{json, Value};
use stackwise::rules::*;
use stackwise::session::Session;

fn crusade(v1: bool) -> Value {
    let effect = if v1 {
        json!({"static": "anthem", "filter": {"types": ["Creature"], "colors": ["White"]}, "power": 1, "toughness": 1})
    } else {
        json!({"static": "continuous", "affects": {"all": {"types": ["Creature"], "colors": ["White"]}}, "modifications": [{"pump": {"power": 1, "toughness": 1}}]})
    };
    json!({"name": "Crusade", "mana_cost": "{W}{W}", "types": ["Enchantment"], "text": "White creatures get +1/+1.",
           "abilities": [{"kind": "static", "effect": effect, "text": "White creatures get +1/+1."}]})
}

fn titanic_growth(v1: bool) -> Value {
    let effect = if v1 {
        json!({"do": "pump", "what": {"target": 0}, "power": 4, "toughness": 4})
    } else {
        json!({"do": "continuous", "what": {"target": 0}, "modifications": [{"pump": {"power": 4, "toughness": 4}}], "until_end_of_turn": true})
    };
    json!({"name": "Titanic Growth", "mana_cost": "{1}{G}{G}", "types": ["Instant"], "text": "Target creature gets +4/+4 until end of turn.",
           "spell": {"targets": [{"kind": "permanent", "filter": {"types": ["Creature"]}}], "effects": [effect]}})
}

fn scenario(version: u32, v1_cards: bool) -> String {
    json!({
        "format": "stackwise-scenario", "version": version,
        "cards": [crusade(v1_cards), titanic_growth(v1_cards)],
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Crusade"}, {"card": "Savannah Lions", "label": "lions"},
                                              {"card": "Forest"}, {"card": "Forest"}, {"card": "Forest"}],
             "hand": [{"card": "Titanic Growth", "label": "growth"}]},
            {"name": "Bob"}
        ],
        "turn": {"active": 0, "number": 3, "step": "precombat_main"}
    })
    .to_string()
}

fn pt(s: &Session, label: &str) -> (i32, i32) {
    let c = s.game().chars(s.label(label).expect("labelled")).expect("on the battlefield");
    (c.power.unwrap_or(0), c.toughness.unwrap_or(0))
}

fn grow(s: &mut Session) {
    let (growth, lions) = (s.label("growth").unwrap(), s.label("lions").unwrap());
    let cast: Action = serde_json::from_value(json!({"action": "cast_spell", "player": 0, "card": growth.0, "targets": [{"object": lions.0}], "auto_pay": true})).unwrap();
    s.apply(&cast, None).expect("Titanic Growth is cast");
    for p in [0, 1] {
        let pass: Action = serde_json::from_value(json!({"action": "pass_priority", "player": p})).unwrap();
        s.apply(&pass, None).expect("pass");
    }
}

/// Every tag and kind named anywhere in a JSON text.
fn kinds_in(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for tag in ["do", "static"] {
                if let Some(Value::String(k)) = m.get(tag) {
                    out.push(format!("{tag}:{k}"));
                }
            }
            m.values().for_each(|x| kinds_in(x, out));
        }
        Value::Array(a) => a.iter().for_each(|x| kinds_in(x, out)),
        _ => {}
    }
}

#[test]
fn a_version_1_scenario_with_shorthand_cards_plays_as_the_general_form() {
    for (version, v1_cards) in [(1, true), (2, false), (2, true), (3, false), (4, false)] {
        let mut s = Session::from_scenario(&scenario(version, v1_cards)).unwrap_or_else(|e| panic!("version {version}: {e}"));
        // 613.3c (layer 7c): Crusade's +1/+1 on a white 2/1.
        assert_eq!(pt(&s, "lions"), (3, 2), "version {version}, shorthand {v1_cards}");
        grow(&mut s);
        // 611.2a: the spell's +4/+4 until end of turn on top of it.
        assert_eq!(pt(&s, "lions"), (7, 6), "version {version}, shorthand {v1_cards}");
    }
}

#[test]
fn the_shorthand_and_the_general_form_are_the_same_card() {
    let read = |v1| Session::from_scenario(&scenario(1, v1)).unwrap();
    let (a, b) = (read(true), read(false));
    for name in ["Crusade", "Titanic Growth"] {
        let def = |s: &Session| s.game().objects.values().find(|o| o.def.name == name).map(|o| o.def.clone()).expect("in the game");
        assert_eq!(def(&a), def(&b), "{name}");
    }
}

#[test]
fn what_is_written_now_is_version_4_in_the_general_form() {
    let s = Session::from_scenario(&scenario(1, true)).unwrap();
    for (what, text) in [("setup", s.export_setup().scenario), ("position", s.export_position().unwrap())] {
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["version"], json!(4), "{what}");
        let compact = serde_json::to_string(&v).unwrap();
        assert!(compact.contains("\"duration\":\"end_of_turn\"") && !compact.contains("until_end_of_turn"), "{what}: one duration: {compact}");
        let mut kinds = Vec::new();
        kinds_in(&v, &mut kinds);
        // A card whose rules text compiles back to its form is written as that
        // text (text::custom): Crusade, "White creatures get +1/+1."
        let crusade_as_text = compact.contains("\"text\":\"White creatures get +1/+1.\"");
        assert!(crusade_as_text || kinds.contains(&"static:continuous".to_string()), "{what}: {kinds:?}");
        assert!(kinds.contains(&"do:continuous".to_string()), "{what}: {kinds:?}");
        for (tag, k) in stackwise::cards::lowering::shorthand_spellings() {
            assert!(!kinds.contains(&format!("{tag}:{k}")), "{what} still spells {tag}:{k}");
        }
        // Read back, it is the same game.
        let back = Session::from_scenario(&text).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(pt(&back, "lions"), (3, 2), "{what}");
    }
}

#[test]
fn a_malformed_general_form_is_refused_naming_the_field() {
    let mut v: Value = serde_json::from_str(&scenario(2, false)).unwrap();
    v["cards"][1]["spell"]["effects"][0]["modifications"][0]["pump"]["power"] = json!("four");
    let e = Session::from_scenario(&v.to_string()).err().expect("refused");
    // Inside a tagged instruction the reader names the list it sits in and
    // what the value should be (an Amount).
    assert!(e.contains("cards[1].spell.effects") && e.contains("Amount"), "{e}");
}

#[test]
fn a_malformed_shorthand_is_refused_naming_the_field() {
    let mut v: Value = serde_json::from_str(&scenario(1, true)).unwrap();
    v["cards"][1]["spell"]["effects"][0]["power"] = json!("four");
    let e = Session::from_scenario(&v.to_string()).err().expect("refused");
    // The same error as the general form's.
    assert!(e.contains("cards[1].spell.effects") && e.contains("Amount"), "{e}");
    let mut v: Value = serde_json::from_str(&scenario(1, true)).unwrap();
    v["cards"][0]["abilities"][0]["effect"]["colour"] = json!("White");
    let e = Session::from_scenario(&v.to_string()).err().expect("refused");
    assert!(e.contains("colour"), "{e}");
}

/// Every JSON file of a directory of the repository, with its text parsed.
fn repository_files(dir: &str) -> Vec<(String, Value)> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut files: Vec<_> = std::fs::read_dir(&path).unwrap().flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "json")).collect();
    files.sort();
    assert!(!files.is_empty(), "{dir} has JSON files");
    files.into_iter().map(|p| (p.display().to_string(), serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap())).collect()
}

/// Every scenario object inside `v` (a scenario file, or a tutorial that
/// embeds one).
fn scenarios_in<'a>(v: &'a Value, out: &mut Vec<&'a Value>) {
    match v {
        Value::Object(m) => {
            if m.get("format").and_then(Value::as_str) == Some("stackwise-scenario") {
                out.push(v);
            }
            m.values().for_each(|x| scenarios_in(x, out));
        }
        Value::Array(items) => items.iter().for_each(|x| scenarios_in(x, out)),
        _ => {}
    }
}

#[test]
fn the_repository_files_are_written_in_the_general_form() {
    let mut problems = Vec::new();
    for dir in ["scenarios", "puzzles", "tutorials"] {
        for (name, v) in repository_files(dir) {
            if stackwise::cards::lowering::has_shorthand(&v) {
                problems.push(format!("{name} uses a shorthand spelling"));
            }
            let mut found = Vec::new();
            scenarios_in(&v, &mut found);
            for s in found {
                let version = s.get("version").and_then(Value::as_u64);
                if version != Some(u64::from(stackwise::formats::scenario::VERSION)) {
                    problems.push(format!("{name}: a scenario of version {version:?}, not the current one"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Test Toll {1}{B}, Sorcery (a test card): "You may sacrifice a creature.
/// If you don't, you lose 4 life." Before `may` had `otherwise`, the card
/// form wrote it `may_sacrifice`; that is read as `may` with a `sacrifice`,
/// the same instructions its text compiles to, and plays the same.
#[test]
fn may_sacrifice_is_read_as_may_with_a_sacrifice() {
    let text = "You may sacrifice a creature. If you don't, you lose 4 life.";
    let old = json!({"name": "Test Toll", "mana_cost": "{1}{B}", "types": ["Sorcery"], "text": text,
                     "spell": {"effects": [{"do": "may_sacrifice", "filter": {"types": ["Creature"]},
                                            "otherwise": [{"do": "lose_life", "amount": 4, "to": {"player": "you"}}]}]}});
    let as_text = json!({"name": "Test Toll", "mana_cost": "{1}{B}", "type": "Sorcery", "text": text});
    let effects = |card: &Value| -> (Value, i32) {
        let scenario = json!({"format": "stackwise-scenario", "version": 1, "cards": [card],
            "players": [{"name": "Alice", "hand": [{"card": "Test Toll", "label": "toll"}], "mana_pool": "BB"}, {"name": "Bob"}],
            "turn": {"active": 0, "number": 3, "step": "precombat_main"}});
        let mut s = Session::from_scenario(&scenario.to_string()).unwrap();
        let toll = s.label("toll").unwrap();
        let mut v = serde_json::to_value(&s.game().objects[&toll].def.spell.as_ref().unwrap().effects).unwrap();
        // The words of the question are the log's, not the card's.
        v[0].as_object_mut().unwrap().remove("text");
        let cast: Action = serde_json::from_value(json!({"action": "cast_spell", "player": 0, "card": toll.0, "auto_pay": true})).unwrap();
        s.apply(&cast, None).unwrap();
        for p in [0, 1] {
            let pass: Action = serde_json::from_value(json!({"action": "pass_priority", "player": p})).unwrap();
            s.apply(&pass, None).unwrap();
        }
        (v, s.game().life_of(PlayerId(0)))
    };
    let (a, b) = (effects(&old), effects(&as_text));
    assert_eq!(a.0, b.0);
    assert_eq!(a.0[0]["do"], json!("may"));
    assert_eq!(a.0[0]["effects"][0]["do"], json!("sacrifice"));
    // 608.2d: no creature to sacrifice, so 4 life lost either way.
    assert_eq!((a.1, b.1), (16, 16));
}
