//! "[this] gets +N/+N until end of turn for each creature blocking it
//! [beyond the first]": the creatures blocking it (509.1h) counted as the
//! ability resolves (608.2h), the change made that many times.
//!
//! Cards (their text as the table prints it):
//! - Gang of Elk {5}{G} 5/4: "Trample / Whenever Gang of Elk becomes
//!   blocked, it gets +2/+2 until end of turn for each creature blocking it."
//! - Jungle Wurm {3}{G}{G} 5/5: "Whenever Jungle Wurm becomes blocked, it
//!   gets -1/-1 until end of turn for each creature blocking it beyond the first."
//! - Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};

fn blocked_by(attacker: &str, blockers: &[&str]) -> (Option<i32>, Option<i32>) {
    let bob: Vec<Value> = blockers.iter().map(|l| json!({"card": "Grizzly Bears", "label": l})).collect();
    let mut t = common::card_table::compiled_game(&[attacker, "Grizzly Bears"], json!([{"card": attacker, "label": "att"}]), json!([]), json!(bob));
    to_decision(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@att", "target": {"player": 1}}]}));
    to_decision(&mut t);
    let b: Vec<Value> = blockers.iter().map(|l| json!({"blocker": format!("@{l}"), "attacker": "@att"})).collect();
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": b}));
    // The blockers' order, if asked, then the trigger resolves.
    if let Some(stackwise::rules::state::DecisionKind::OrderBlockers { blockers, .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) {
        t.act(json!({"action": "order_blockers", "player": 0, "attacker": "@att", "order": blockers}));
    }
    t.pass_all();
    let c = t.g().chars(t.id("att")).unwrap();
    (c.power, c.toughness)
}

#[test]
fn r509_1h_gang_of_elk_grows_for_each_blocker() {
    assert_eq!(blocked_by("Gang of Elk", &["a"]), (Some(7), Some(6)));
    assert_eq!(blocked_by("Gang of Elk", &["a", "b"]), (Some(9), Some(8)));
}

#[test]
fn r509_1h_jungle_wurm_shrinks_for_each_blocker_beyond_the_first() {
    assert_eq!(blocked_by("Jungle Wurm", &["a"]), (Some(5), Some(5)));
    assert_eq!(blocked_by("Jungle Wurm", &["a", "b", "c"]), (Some(3), Some(3)));
}
