//! `stackwise tutorial check FILE` and `stackwise tutorial export FILE|LINK`.

use std::process::Command;

fn stackwise(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_stackwise")).args(args).current_dir(env!("CARGO_MANIFEST_DIR")).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn temp(name: &str, text: &str) -> std::path::PathBuf {
    let p = std::env::temp_dir().join(format!("stackwise-cli-tutorial-{}-{name}", std::process::id()));
    std::fs::write(&p, text).unwrap();
    p
}

#[test]
fn check_passes_a_good_tutorial_and_names_each_step() {
    let (code, out, _) = stackwise(&["tutorial", "check", "tutorials/stack-and-priority.json"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("step 1 (") && out.contains("step 4 ("), "{out}");
    assert!(out.trim_end().ends_with("ok (4 step(s))"), "{out}");
}

#[test]
fn check_fails_naming_every_failing_step() {
    // Two wrong outcomes: the Bolt is still on the stack after Alice's pass
    // (stack_size 1, not 0), and it deals 3 to the Bears, so Bob keeps 20 life.
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tutorials/stack-and-priority.json")).unwrap();
    let bad = text.replace("\"expect\": {\"stack_size\": 1, \"priority\": \"Bob\"}", "\"expect\": {\"stack_size\": 0, \"priority\": \"Bob\"}").replace(
        "\"expect\": {\"stack_size\": 0, \"zone\"",
        "\"expect\": {\"life\": {\"Bob\": 17}, \"stack_size\": 0, \"zone\"",
    );
    assert_ne!(bad, text);
    let p = temp("bad.json", &bad);
    let (code, out, _) = stackwise(&["tutorial", "check", p.to_str().unwrap()]);
    std::fs::remove_file(&p).ok();
    assert_eq!(code, 1, "{out}");
    let failing: Vec<&str> = out.lines().filter(|l| l.contains(": expect: ")).collect();
    assert_eq!(failing.len(), 2, "{out}");
    assert!(failing[0].contains("step 3 (") && failing[0].contains("stack"), "{out}");
    assert!(failing[1].contains("step 4 (") && failing[1].contains("Bob has 20 life, expected 17"), "{out}");
    assert!(out.contains("FAILED (2 problem(s))"), "{out}");
}

#[test]
fn check_names_the_field_of_a_malformed_tutorial() {
    let p = temp("shape.json", r#"{"format": "stackwise-tutorial", "version": 1, "title": "T", "scenario": "bolt-the-bears", "steps": [{"narration": "a", "pause": "later"}]}"#);
    let (code, out, _) = stackwise(&["tutorial", "check", p.to_str().unwrap()]);
    std::fs::remove_file(&p).ok();
    assert_eq!(code, 1);
    assert!(out.contains("steps[0].pause"), "{out}");
    let (code, _, err) = stackwise(&["tutorial", "check"]);
    assert_eq!(code, 2);
    assert!(err.contains("usage: stackwise tutorial"), "{err}");
    let (code, _, err) = stackwise(&["tutorial", "check", "no/such/file.json"]);
    assert_eq!(code, 2);
    assert!(err.contains("no/such/file.json"), "{err}");
}

#[test]
fn export_turns_a_script_into_steps_that_check() {
    let (code, out, err) = stackwise(&["tutorial", "export", "scenarios/bolt-the-bears.json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["format"], "stackwise-tutorial");
    // The script: the cast, then pass_all (Alice passes, Bob passes: it resolves).
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 3);
    assert_eq!(steps[0]["do"][0]["card"], "@bolt");
    assert!(steps[2]["narration"].as_str().unwrap().contains("(704.5g)"));
    assert!(v["scenario"].get("script").is_none());
    let p = temp("exported.json", &out);
    let (code, out, _) = stackwise(&["tutorial", "check", p.to_str().unwrap()]);
    std::fs::remove_file(&p).ok();
    assert_eq!(code, 0, "{out}");
    // A link works as FILE too.
    let (_, link, _) = stackwise(&["share", "scenarios/bolt-the-bears.json"]);
    let (code, out2, err) = stackwise(&["tutorial", "export", link.trim()]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(serde_json::from_str::<serde_json::Value>(&out2).unwrap()["steps"].as_array().unwrap().len(), 3);
}
