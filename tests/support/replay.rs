//! Replaying a repro scenario (a random game's action list, raw object ids)
//! through a `Session`: refused actions are skipped (a refused action leaves
//! the game unchanged), and after the start and after every action the game
//! holds `Game::check_consistency` and `Session::save` → `Session::load`
//! gives the same game back.
#![allow(dead_code)]

use stackwise::rules::*;
use stackwise::session::Session;

/// The scenario at `tests/repros/NAME` without its script, and the script's actions.
pub fn load(name: &str) -> (Session, Vec<Action>) {
    let path = format!("{}/tests/repros/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut v: serde_json::Value = serde_json::from_str(&text).expect("repro JSON");
    let script = v.get_mut("script").map(|s| s.take()).unwrap_or(serde_json::Value::Null);
    v["script"] = serde_json::json!([]);
    let actions = script
        .as_array()
        .map(|steps| steps.iter().filter_map(|s| s.get("do")).map(|a| serde_json::from_value(a.clone()).expect("action JSON")).collect())
        .unwrap_or_default();
    let session = Session::from_scenario(&v.to_string()).unwrap_or_else(|e| panic!("{name}: {e}"));
    (session, actions)
}

/// The checks every position must pass: consistency, and save → load round trip.
pub fn check(s: &Session, at: &str) {
    if let Err(e) = s.game().check_consistency() {
        panic!("{at}: check_consistency: {e}");
    }
    let loaded = Session::load(&s.save().unwrap()).unwrap_or_else(|e| panic!("{at}: load(save()) refused: {e}"));
    assert!(loaded.game() == s.game(), "{at}: load(save()) gave another game");
}

/// Replay the repro, checking every position; returns the session at the end
/// and how many actions were taken (not refused).
pub fn replay(name: &str) -> (Session, usize) {
    let (mut s, actions) = load(name);
    check(&s, "start");
    let mut taken = 0;
    for (i, a) in actions.iter().enumerate() {
        if s.apply(a, None).is_ok() {
            taken += 1;
            check(&s, &format!("after script[{i}] {a:?}"));
        }
    }
    (s, taken)
}
