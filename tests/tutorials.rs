//! Issue 13: the tutorial format (docs/tutorials.md), its checker and its player.
//! Every tutorial of `tutorials/` is checked here, so `cargo test` (and so
//! `npm test`) fails when a library tutorial's step is illegal or states an
//! outcome that is not true.

use stackwise::formats::tutorial::{self, Pause};
use stackwise::rules::actions::Action;
use stackwise::rules::events::TargetChoice;
use stackwise::rules::types::PlayerId;
use stackwise::tutorial_session::{AskResult, TutorialSession};

#[test]
fn every_library_tutorial_passes_the_checker() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tutorials");
    let mut names: Vec<_> = std::fs::read_dir(&dir).unwrap().filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "json")).collect();
    names.sort();
    assert!(names.len() >= 2, "tutorials/ holds at least the two of issue 13's TUTOR part");
    let mut failed = Vec::new();
    for p in &names {
        let text = std::fs::read_to_string(p).unwrap();
        match tutorial::parse(&text) {
            Err(e) => failed.push(format!("{}: {}", p.display(), e.join("; "))),
            Ok(t) => {
                if let Err(e) = tutorial::check(&t) {
                    failed.push(format!("{}: {}", p.display(), e.join("; ")));
                }
            }
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
    // The built-in library is the same set of files.
    assert_eq!(stackwise::tutorial_session::builtin_tutorials().len(), names.len());
}
