//! `stackwise share` prints a scenario's link; `run` and `check` take a link
//! (a whole URL, `#s=…` or the bare `v1.…` data) as well as a file, and a bad
//! link is a one-line error naming its problem (docs/links.md).

use std::process::Command;

fn stackwise(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_stackwise")).args(args).env("RUST_BACKTRACE", "1").output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn assert_one_line_error(code: i32, stderr: &str, needle: &str) {
    assert_ne!(code, 0, "expected failure");
    assert_eq!(stderr.trim_end().lines().count(), 1, "error must be one line: {stderr}");
    assert!(stderr.contains(needle), "error should mention {needle:?}: {stderr}");
    assert!(!stderr.contains("panicked") && !stderr.contains("backtrace"), "no panic: {stderr}");
}

fn share(file: &str, base: Option<&str>) -> String {
    let mut args = vec!["share", file];
    if let Some(b) = base {
        args.extend(["--base", b]);
    }
    let (code, out, err) = stackwise(&args);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 1, "{out}");
    out.trim().to_string()
}

#[test]
fn share_prints_a_relative_link_by_default_and_the_given_base_otherwise() {
    let l = share("scenarios/bolt-the-bears.json", None);
    assert!(l.starts_with("index.html#s=v1."), "{l}");
    let data = &l["index.html#s=".len()..];
    assert!(data[3..].bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'), "{l}");
    let full = share("scenarios/bolt-the-bears.json", Some("https://example.org/sw/index.html#s="));
    assert_eq!(full, format!("https://example.org/sw/index.html#s={data}"));
}

#[test]
fn run_of_a_link_prints_the_same_log_as_run_of_the_file() {
    let file = "scenarios/r603-10-oblivion-ring.json";
    let (code, by_file, err_file) = stackwise(&["run", file]);
    assert_eq!(code, 0, "{err_file}");
    let l = share(file, Some("https://example.org/index.html#s="));
    let data = l.split("#s=").nth(1).unwrap().to_string();
    for form in [l.clone(), format!("#s={data}"), data.clone()] {
        let (code, by_link, err) = stackwise(&["run", &form]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(by_link, by_file, "the same game from {form:.40}");
        assert!(err.contains("expectations: 3 of 3 step(s) met"), "{err}");
    }
    let (code, json, _) = stackwise(&["run", "--json", &data]);
    assert_eq!(code, 0);
    assert!(serde_json::from_str::<serde_json::Value>(&json).is_ok());
}

#[test]
fn check_of_a_link_reports_the_scenario() {
    let l = share("tests/links/typical-puzzle.json", None);
    let (code, out, err) = stackwise(&["check", &l]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim(), "link: ok (2 action step(s), 1 expectation step(s), 0 expected refusal(s))");
    // The typical puzzle's link is short enough to paste anywhere (<= 1,500 characters).
    assert!(l.len() <= 1500, "{}", l.len());
}

#[test]
fn a_bad_link_is_a_one_line_error_naming_the_problem() {
    let l = share("scenarios/bolt-the-bears.json", None);
    let data = l.split("#s=").nth(1).unwrap();
    let (code, _, err) = stackwise(&["check", &data.replacen("v1.", "v9.", 1)]);
    assert_one_line_error(code, &err, "version \"v9\" is not supported");
    let (code, _, err) = stackwise(&["run", &format!("{}!{}", &data[..8], &data[9..])]);
    assert_one_line_error(code, &err, "bad base64 at position 5");
    let (code, _, err) = stackwise(&["check", "v1.AAAAAAAA"]);
    assert_one_line_error(code, &err, "not deflate");
    // A fragment without a version is still read as a link, and its version named.
    let (code, _, err) = stackwise(&["check", "index.html#s=garbage"]);
    assert_one_line_error(code, &err, "version \"garbage\" is not supported");
    let long = format!("v1.{}", "A".repeat(70_000));
    let (code, _, err) = stackwise(&["check", &long]);
    assert_one_line_error(code, &err, "over the limit");
}

#[test]
fn share_names_the_problem_of_a_bad_file() {
    let (code, _, err) = stackwise(&["share", "no/such/file.json"]);
    assert_one_line_error(code, &err, "no/such/file.json");
    let (code, _, err) = stackwise(&["share", "Cargo.toml"]);
    assert_one_line_error(code, &err, "not a scenario: not valid JSON");
    let (code, _, err) = stackwise(&["share"]);
    assert_one_line_error(code, &err, "missing FILE");
    let (code, _, err) = stackwise(&["share", "scenarios/fizzle.json", "--base"]);
    assert_one_line_error(code, &err, "--base needs a URL");
}
