//! The board editor's questions to the engine
//! (src/formats/editing.rs): a custom card's problems, a scenario's problems
//! (each naming its field), a built-in scenario's text, and a Forge puzzle
//! file imported for the page.

use stackwise::formats::editing::{check_scenario, import_pzl, scenario_text, validate_card, MAX_CARD_TEXT};
use stackwise::formats::{pzl, scenario};

const BEARS_LIKE: &str = r#"{"name": "Test Cub", "mana_cost": "{1}{G}", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2}"#;

#[test]
fn a_well_formed_custom_creature_has_no_problem() {
    assert_eq!(validate_card(BEARS_LIKE), Vec::<String>::new());
}

#[test]
fn a_json_syntax_error_names_its_line_and_column() {
    // Line 2: ` "types": [Creature]`: the value starts at column 12 and is not JSON (no quotes).
    let errs = validate_card("{\"name\": \"Cub\",\n \"types\": [Creature]}");
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(errs[0].starts_with("line 2, column 12: not valid JSON"), "{errs:?}");
}

#[test]
fn a_field_of_the_wrong_shape_is_named_by_its_path() {
    let errs = validate_card(r#"{"name": "Cub", "types": ["Creature"], "power": "two", "toughness": 2}"#);
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(errs[0].starts_with("power: "), "{errs:?}");
    let errs = validate_card(r#"{"name": "Cub", "types": ["Creature"], "powr": 2, "toughness": 2}"#);
    assert!(errs[0].starts_with("powr: unknown field"), "{errs:?}");
    let errs = validate_card(r#"{"name": "Cub", "types": ["Creatur"], "power": 2, "toughness": 2}"#);
    assert!(errs[0].starts_with("types[0]: "), "{errs:?}");
}

#[test]
fn the_card_formats_own_validation_names_what_is_missing() {
    // A creature card needs power and toughness (208.1 gives every creature both).
    let errs = validate_card(r#"{"name": "Cub", "types": ["Creature"], "power": 2}"#);
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(errs[0].contains("needs power and toughness"), "{errs:?}");
    // An instant without what it does on resolution (608.2).
    let errs = validate_card(r#"{"name": "Zap", "mana_cost": "{R}", "types": ["Instant"]}"#);
    assert!(errs.iter().any(|e| e.contains("needs a 'spell' section")), "{errs:?}");
    // Two problems at once are both named.
    let errs = validate_card(r#"{"name": " ", "types": []}"#);
    assert_eq!(errs.len(), 2, "{errs:?}");
}

#[test]
fn a_custom_card_that_is_not_one_object_or_too_long_is_refused() {
    assert!(validate_card("[]")[0].starts_with("(top level): expected one card"));
    assert!(validate_card("\"Grizzly Bears\"")[0].starts_with("(top level)"));
    let long = format!("{{\"name\": \"{}\", \"types\": [\"Creature\"]}}", "x".repeat(MAX_CARD_TEXT));
    let errs = validate_card(&long);
    assert_eq!(errs.len(), 1);
    assert!(errs[0].contains("over the limit"), "{errs:?}");
}

fn bolt() -> String {
    std::fs::read_to_string("scenarios/bolt-the-bears.json").unwrap()
}

#[test]
fn a_scenario_that_builds_has_no_problem() {
    assert_eq!(check_scenario(&bolt()), Vec::<String>::new());
}

#[test]
fn a_scenario_problem_names_its_field() {
    // A board without a script: the unknown card is the only problem.
    let board = r#"{"format": "stackwise-scenario", "version": 1,
      "players": [{"name": "Alice", "battlefield": ["Mountain"]}, {"name": "Bob", "battlefield": ["Grizzly Bears"]}],
      "turn": {"number": 3, "active": 0}}"#;
    assert_eq!(check_scenario(board), Vec::<String>::new());
    let errs = check_scenario(&board.replace("\"Grizzly Bears\"", "\"Grizly Bears\""));
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(errs[0].starts_with("players[1].battlefield[0]"), "{errs:?}");
    assert!(errs[0].contains("Grizly Bears"), "{errs:?}");
    // Every problem of the cards at once: two unknown cards.
    let text = board.replace("\"Grizzly Bears\"", "\"Grizly Bears\"").replace("\"Mountain\"", "\"Mountian\"");
    let errs = check_scenario(&text);
    assert_eq!(errs.len(), 2, "{errs:?}");
    assert!(errs[0].starts_with("players[0].battlefield[0]") && errs[1].starts_with("players[1].battlefield[0]"), "{errs:?}");
    // An active player who is not in the game.
    let errs = check_scenario(&board.replace("\"active\": 0", "\"active\": 5"));
    assert!(errs[0].starts_with("turn.active: no player 5"), "{errs:?}");
    // A script naming a label no object has: the script's field is named.
    let errs = check_scenario(&bolt().replace("\"label\": \"bears\"", "\"label\": \"cubs\""));
    assert!(errs.iter().any(|e| e.starts_with("script[0].do.targets[0].object: no object labelled 'bears'")), "{errs:?}");
    // A shape mistake: the step's name.
    let errs = check_scenario(&bolt().replace("\"precombat_main\"", "\"lunch\""));
    assert!(errs[0].starts_with("turn.step: "), "{errs:?}");
    // Missing the format line.
    assert!(check_scenario(r#"{"version": 1, "players": []}"#)[0].starts_with("format: missing"));
    // Not JSON: line and column.
    let errs = check_scenario("{\n\"format\": }");
    assert!(errs[0].starts_with("line 2, column 11: not valid JSON"), "{errs:?}");
    // Too many players (2 to 8, 102.1 speaks of two or more; the format's limit is 8).
    let errs = check_scenario(r#"{"format": "stackwise-scenario", "version": 1, "players": [{"name": "A"}]}"#);
    assert!(errs.iter().any(|e| e.starts_with("players: need 2 to 8 players")), "{errs:?}");
}

#[test]
fn a_built_in_scenarios_text_is_its_file() {
    assert_eq!(scenario_text("bolt-the-bears").unwrap(), bolt());
    let e = scenario_text("no-such-thing").unwrap_err();
    assert!(e.starts_with("id: no built-in scenario 'no-such-thing'"), "{e}");
    assert!(e.contains("bolt-the-bears"), "{e}");
}

#[test]
fn every_real_pzl_file_imports_for_the_page_as_the_cli_imports_it() {
    for f in ["MTGP_01.pzl", "PC_02.pzl", "PM03.pzl", "PP00.pzl", "PP01.pzl", "PP10.pzl"] {
        let text = std::fs::read_to_string(format!("tests/pzl/{f}")).unwrap();
        let cli = pzl::import(&text).unwrap();
        let page = import_pzl(&text, None).unwrap_or_else(|e| panic!("{f}: {e}"));
        assert_eq!(page.notes, cli.not_brought, "{f}");
        // The scenario text reads back as the same scenario, and it builds.
        assert_eq!(scenario::parse(&page.scenario).unwrap(), cli.scenario, "{f}");
        assert_eq!(check_scenario(&page.scenario), Vec::<String>::new(), "{f}");
    }
}

#[test]
fn pp00_brings_over_its_cards_and_life() {
    // tests/pzl/PP00.pzl: the human at 1 life, the AI at 8.
    let text = std::fs::read_to_string("tests/pzl/PP00.pzl").unwrap();
    let page = import_pzl(&text, None).unwrap();
    let v: serde_json::Value = serde_json::from_str(&page.scenario).unwrap();
    assert_eq!(v["players"][0]["life"], 1);
    assert_eq!(v["players"][1]["life"], 8);
    // Its seven lands are in the pool; Tendrils of Corruption, Crypt Rats, Gurmag Angler
    // and Young Wolf are not, and each is named.
    assert_eq!(v["players"][0]["battlefield"].as_array().unwrap().len(), 7);
    for card in ["Tendrils of Corruption", "Crypt Rats", "Gurmag Angler", "Young Wolf"] {
        assert!(page.notes.iter().any(|n| n.contains(card)), "{card}: {:?}", page.notes);
    }
    // "Goal:Win" with "Turns:1": the human (seat 0) wins by the end of turn 1 (docs/pzl.md, Goals).
    assert_eq!(v["goal"], serde_json::json!({"kind": "win", "player": 0, "by_turn": 1}));
}

#[test]
fn a_bad_pzl_file_is_refused_naming_the_problem() {
    let e = import_pzl("[nonsense]\nx=y\n", None).unwrap_err();
    assert!(e.contains("line 1"), "{e}");
    let e = import_pzl(&"#".repeat(pzl::MAX_PZL_BYTES + 1), None).unwrap_err();
    assert!(e.contains("over the limit"), "{e}");
    // Only cards the pool lacks: nothing usable.
    let e = import_pzl("[state]\nhumanhand=No Such Card Anywhere\n", None).unwrap_err();
    assert!(e.starts_with("no card could be brought over"), "{e}");
    assert!(e.contains("No Such Card Anywhere"), "{e}");
}
