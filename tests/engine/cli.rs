//! The `stackwise` CLI: scenarios play and print their log; bad input gives a
//! one-line error and a non-zero exit, never a panic or a backtrace.

use std::process::Command;

fn stackwise(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_stackwise")).args(args).env("RUST_BACKTRACE", "1").output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn temp(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("stackwise-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

fn assert_one_line_error(code: i32, stderr: &str, needle: &str) {
    assert_ne!(code, 0, "expected failure");
    assert_eq!(stderr.trim_end().lines().count(), 1, "error must be one line: {stderr}");
    assert!(stderr.contains(needle), "error should mention {needle:?}: {stderr}");
    assert!(!stderr.contains("panicked") && !stderr.contains("backtrace"), "no panic: {stderr}");
}

#[test]
fn run_prints_event_log_with_rule_first() {
    let (code, out, err) = stackwise(&["run", "scenarios/bolt-the-bears.json"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.iter().any(|l| l.starts_with("704.5g ")), "{out}");
    assert!(lines.iter().any(|l| l.starts_with("601.2i ")), "{out}");
    // Every line starts with a rule number.
    for l in &lines {
        let first = l.split_whitespace().next().unwrap();
        assert!(first.chars().next().unwrap().is_ascii_digit(), "line without rule number: {l}");
    }
}

#[test]
fn run_json_prints_final_snapshot() {
    let (code, out, err) = stackwise(&["run", "--json", "scenarios/bolt-the-bears.json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["players"][1]["graveyard"][0]["name"], "Grizzly Bears");
    assert_eq!(v["stack"].as_array().unwrap().len(), 0);
}

#[test]
fn every_example_scenario_runs_and_meets_its_expectations() {
    let mut n = 0;
    for e in std::fs::read_dir("scenarios").unwrap() {
        let p = e.unwrap().path();
        if p.extension().map(|x| x == "json").unwrap_or(false) {
            let (code, _, err) = stackwise(&["run", p.to_str().unwrap()]);
            assert_eq!(code, 0, "{}: {err}", p.display());
            n += 1;
        }
    }
    assert!(n >= 3, "expected at least three example scenarios, found {n}");
}

#[test]
fn missing_file_is_a_one_line_error() {
    let (code, _, err) = stackwise(&["run", "no/such/file.json"]);
    assert_one_line_error(code, &err, "no/such/file.json");
}

#[test]
fn malformed_json_is_a_one_line_error() {
    let p = temp("bad.json", "{ \"format\": \"stackwise-scenario\", ");
    let (code, _, err) = stackwise(&["run", &p]);
    assert_one_line_error(code, &err, "scenario");
}

#[test]
fn wrong_format_and_version_are_named() {
    let p = temp("fmt.json", r#"{"format": "other", "version": 1, "players": []}"#);
    let (code, _, err) = stackwise(&["run", &p]);
    assert_one_line_error(code, &err, "format");
    let p = temp("ver.json", r#"{"format": "stackwise-scenario", "version": 99, "players": []}"#);
    let (code, _, err) = stackwise(&["run", &p]);
    assert_one_line_error(code, &err, "version 99");
}

#[test]
fn validation_names_every_problem_and_where() {
    let p = temp(
        "invalid.json",
        r#"{"format": "stackwise-scenario", "version": 1,
            "players": [
              {"name": "A", "hand": ["Grizly Bears"], "battlefield": [{"card": "Lightning Bolt"}]},
              {"name": "B", "battlefield": [{"card": "Forest", "attached_to": "nowhere"}]}
            ]}"#,
    );
    let (code, _, err) = stackwise(&["check", &p]);
    assert_one_line_error(code, &err, "players[0].hand[0]: unknown card 'Grizly Bears'");
    assert!(err.contains("players[0].battlefield[0]"), "{err}");
    assert!(err.contains("players[1].battlefield[0].attached_to"), "{err}");
    assert!(err.contains("3 problem(s)"), "{err}");
}

#[test]
fn illegal_script_action_is_named() {
    let p = temp(
        "illegal.json",
        r#"{"format": "stackwise-scenario", "version": 1,
            "players": [{"name": "A", "hand": [{"card": "Lightning Bolt", "label": "b"}]}, {"name": "B"}],
            "script": [{"do": {"action": "cast_spell", "player": 0, "card": "@b", "targets": [{"player": 1}]}}]}"#,
    );
    let (code, _, err) = stackwise(&["run", &p]);
    assert_one_line_error(code, &err, "script[0]: illegal action");
    assert!(err.contains("can't pay"), "{err}");
}

#[test]
fn failed_expectation_exits_one() {
    let p = temp(
        "expect.json",
        r#"{"format": "stackwise-scenario", "version": 1,
            "players": [{"name": "A"}, {"name": "B"}],
            "script": [{"expect": {"life": {"A": 7}}}]}"#,
    );
    let (code, _, err) = stackwise(&["run", &p]);
    assert_eq!(code, 1);
    assert!(err.contains("A has 20 life, expected 7"), "{err}");
}

#[test]
fn unknown_command_and_options() {
    let (code, _, err) = stackwise(&["frobnicate"]);
    assert_one_line_error(code, &err, "unknown command 'frobnicate'");
    let (code, _, err) = stackwise(&["run", "--fast", "x.json"]);
    assert_one_line_error(code, &err, "unknown option '--fast'");
    let (code, _, err) = stackwise(&[]);
    assert_one_line_error(code, &err, "usage");
}

#[test]
fn binary_garbage_is_rejected() {
    let dir = std::env::temp_dir().join(format!("stackwise-cli-bin-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("bin.json");
    std::fs::write(&p, [0xff, 0xfe, 0x00, 0x01]).unwrap();
    let (code, _, err) = stackwise(&["run", p.to_str().unwrap()]);
    assert_one_line_error(code, &err, "not UTF-8");
}

#[test]
fn run_reports_each_checked_step_on_stderr() {
    let (code, out, err) = stackwise(&["run", "scenarios/r601-2h-refusals-and-rulings.json"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("script[1] expect ok: objects, mana_pool, rules, stack_size, priority"), "{err}");
    assert!(err.contains("script[2] refusal ok: refused (601.2h): 601.2h: Alice can't pay the cost {R} of Lightning Bolt"), "{err}");
    assert!(err.contains("script[4] refusal ok: refused (116.1)"), "{err}");
    assert!(err.contains("expectations: 6 of 6 step(s) met"), "{err}");
    // Standard output stays the event log.
    assert!(out.lines().all(|l| l.starts_with(|c: char| c.is_ascii_digit())), "{out}");
}

#[test]
fn an_expected_refusal_that_does_not_happen_exits_one_and_the_script_goes_on() {
    let p = temp(
        "refusal.json",
        r#"{"format": "stackwise-scenario", "version": 1,
            "players": [{"name": "A"}, {"name": "B"}],
            "script": [{"do": {"action": "pass_priority", "player": 0}, "refused": true},
                       {"do": {"action": "pass_priority", "player": 0}, "refused": "116.1"},
                       {"expect": {"priority": "B"}}]}"#,
    );
    let (code, _, err) = stackwise(&["run", &p]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("expectation failed: script[0] refusal: the action was expected to be refused, but it was taken"), "{err}");
    assert!(err.contains("script[1] refusal ok: refused (116.1): A does not have priority"), "{err}");
    assert!(err.contains("script[2] expect ok: priority"), "{err}");
    assert!(err.contains("expectations: 2 of 3 step(s) met"), "{err}");
}

#[test]
fn check_counts_the_script_and_names_malformed_steps() {
    let (code, out, err) = stackwise(&["check", "scenarios/r601-2h-refusals-and-rulings.json"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("ok (2 action step(s), 3 expectation step(s), 3 expected refusal(s))"), "{out}");
    let p = temp(
        "badstep.json",
        r#"{"format": "stackwise-scenario", "version": 1,
            "players": [{"name": "A"}, {"name": "B"}],
            "script": [{"pass_all": true}, {"do": {"action": "cats", "player": 0}}]}"#,
    );
    let (code, _, err) = stackwise(&["check", &p]);
    assert_one_line_error(code, &err, "script[1].do.action: unknown action \"cats\"; expected one of pass_priority");
    assert!(!err.contains("did not match"), "{err}");
}
