//! The engine as a whole: sessions, the AI, the CLI, links, puzzles, tutorials, the docs' claims,
//! property tests, hostile inputs and scale.
//!
//! One test binary per folder (`cargo test --test engine`): every `.rs` file here is a module of it,
//! declared below; `every_file_is_a_module` fails if one is not.

#[path = "../common/mod.rs"]
mod common;

mod ai;
mod ai_shortcuts;
mod card_families;
mod card_form_version;
mod card_kin;
mod card_pool;
mod cards_603;
mod checkpoints;
mod cli;
mod cli_cards;
mod cli_link;
mod cli_tutorial;
mod combat;
mod compact_tokens;
mod decisions_resume;
mod docs;
mod editing;
mod export;
mod filters_compare;
mod goals;
mod hidden_info;
mod hostile_inputs;
mod limits;
mod link;
mod no_softlock;
mod playback_stack_deltas;
mod properties;
mod properties_playback;
mod puzzles;
mod pzl;
mod scale_board;
mod scale_triggers;
mod scenario_format;
mod seed_examples_compiled;
mod simultaneous;
mod smoke;
mod snapshot_display;
mod snapshot_first_walk;
mod snapshot_groups;
mod state_trigger_counts;
mod state_trigger_watch;
mod static_marking;
mod target_indexes;
mod timeline;
mod turn_priority;
mod tutorial_library;
mod tutorials;
mod untap_at_scale;
mod vocabulary;

/// A file in this folder that is not declared above would never be compiled nor run.
#[test]
fn every_file_is_a_module() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engine");
    let main = include_str!("main.rs");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let Some(module) = name.strip_suffix(".rs") else { continue };
        if module != "main" {
            assert!(main.lines().any(|l| l == format!("mod {module};")), "tests/engine/{name} is not declared in tests/engine/main.rs");
        }
    }
}
