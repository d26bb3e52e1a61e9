//! The examples in docs/scenarios.md show what `stackwise run` really prints.

use std::process::Command;

#[test]
fn scenario_docs_match_cli_output() {
    let doc = std::fs::read_to_string("docs/scenarios.md").unwrap();
    let mut checked = 0;
    for part in doc.split("<!-- scenario: ").skip(1) {
        let file = part.split_whitespace().next().unwrap();
        let block = part.split("<!-- end scenario -->").next().unwrap();
        let src = std::fs::read_to_string(file).unwrap();
        assert!(block.contains(src.trim_end()), "docs/scenarios.md shows an outdated copy of {file}");
        let out = Command::new(env!("CARGO_BIN_EXE_stackwise")).args(["run", file]).output().unwrap();
        assert!(out.status.success(), "{file} failed: {}", String::from_utf8_lossy(&out.stderr));
        let log = String::from_utf8(out.stdout).unwrap();
        assert!(
            block.contains(&format!("```text\n{}\n```", log.trim_end())),
            "docs/scenarios.md shows outdated output for {file}; run `node scripts/scenario-docs.mjs`"
        );
        checked += 1;
    }
    assert!(checked >= 3, "expected three documented scenarios, found {checked}");
}
