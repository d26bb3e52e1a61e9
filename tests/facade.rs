//! The JavaScript facade, tested under node with wasm-bindgen-test: every
//! exported call, the plain JSON shape of what it returns, and errors that
//! name the problem and leave the game unchanged.
//! Run: CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
//!      cargo test --target wasm32-unknown-unknown --test facade
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Reflect, JSON};
use stackwise::facade::Stackwise;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

const BOLT: &str = r#"{"format": "stackwise-scenario", "version": 1,
  "players": [
    {"name": "Alice", "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Grizzly Bears", "label": "gb"}], "battlefield": ["Mountain"]},
    {"name": "Bob", "hand": ["Forest"], "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}
  ]}"#;

fn json(v: &JsValue) -> String {
    JSON::stringify(v).unwrap().as_string().unwrap()
}

fn parse(s: &str) -> JsValue {
    JSON::parse(s).unwrap()
}

fn get(v: &JsValue, k: &str) -> JsValue {
    Reflect::get(v, &JsValue::from_str(k)).unwrap()
}

fn message(e: JsValue) -> String {
    let err: js_sys::Error = e.dyn_into().expect("a JS Error");
    err.message().as_string().unwrap()
}

/// A JsError converted to the JsValue JS would see.
fn thrown<T>(r: Result<T, JsError>) -> String {
    match r {
        Ok(_) => panic!("expected an error"),
        Err(e) => message(JsValue::from(e)),
    }
}

fn bolt_game() -> Stackwise {
    Stackwise::from_scenario(BOLT).unwrap()
}

fn cast_bolt(sw: &Stackwise) -> JsValue {
    let bolt = sw.label("bolt").unwrap();
    let bears = sw.label("bears").unwrap();
    parse(&format!(r#"{{"action": "cast_spell", "player": 0, "card": {bolt}, "targets": [{{"object": {bears}}}], "auto_pay": true}}"#))
}

#[wasm_bindgen_test]
fn from_scenario_builds_a_game_and_names_problems() {
    let sw = bolt_game();
    let snap = sw.snapshot(None).unwrap();
    assert_eq!(get(&snap, "turn").as_f64(), Some(1.0));
    let e = thrown(Stackwise::from_scenario("{ not json"));
    assert!(e.contains("scenario"), "{e}");
    let e = thrown(Stackwise::from_scenario(
        r#"{"format": "stackwise-scenario", "version": 1, "players": [{"name": "A", "hand": ["Grizly Bears"]}, {"name": "B"}]}"#,
    ));
    assert!(e.contains("players[0].hand[0]: unknown card 'Grizly Bears'"), "{e}");
}

#[wasm_bindgen_test]
fn from_builtin_and_scenarios_list() {
    let list = Stackwise::scenarios().unwrap();
    let arr: Array = list.dyn_into().unwrap();
    assert!(arr.length() >= 3);
    for item in arr.iter() {
        let id = get(&item, "id").as_string().unwrap();
        assert!(get(&item, "name").is_string());
        assert!(Stackwise::from_builtin(&id).is_ok(), "{id}");
    }
    let e = thrown(Stackwise::from_builtin("no-such-scenario"));
    assert!(e.contains("no built-in scenario 'no-such-scenario'"), "{e}");
}

#[wasm_bindgen_test]
fn sample_game_is_deterministic_for_a_seed() {
    let a = json(&Stackwise::sample_game(5).snapshot(None).unwrap());
    let b = json(&Stackwise::sample_game(5).snapshot(None).unwrap());
    let c = json(&Stackwise::sample_game(6).snapshot(None).unwrap());
    assert_eq!(a, b);
    assert_ne!(a, c);
}

#[wasm_bindgen_test]
fn snapshot_hides_the_other_hand_and_libraries() {
    let sw = bolt_game();
    let mine = sw.snapshot(Some(0)).unwrap();
    let players: Array = get(&mine, "players").dyn_into().unwrap();
    assert!(get(&players.get(0), "hand").is_object());
    assert!(get(&players.get(1), "hand").is_null(), "Bob's hand is hidden from Alice");
    assert_eq!(get(&players.get(1), "hand_count").as_f64(), Some(1.0));
    assert!(get(&players.get(0), "library").is_undefined(), "libraries are counts only");
    let all = sw.snapshot(None).unwrap();
    let players: Array = get(&all, "players").dyn_into().unwrap();
    assert!(get(&players.get(1), "hand").is_object(), "the all-seeing view shows every hand");
    let e = thrown(sw.snapshot(Some(7)));
    assert!(e.contains("no player 7"), "{e}");
}

#[wasm_bindgen_test]
fn values_are_plain_json_shapes() {
    let sw = bolt_game();
    // A round trip through JSON loses nothing: no Map, no undefined fields.
    for v in [sw.snapshot(None).unwrap(), sw.legal_actions().unwrap(), Stackwise::card_pool().unwrap()] {
        let s = json(&v);
        assert_eq!(json(&parse(&s)), s);
        assert!(!v.is_instance_of::<js_sys::Map>());
    }
    let snap = sw.snapshot(None).unwrap();
    let bf: Array = get(&snap, "battlefield").dyn_into().unwrap();
    assert!(!get(&bf.get(0), "counters").is_instance_of::<js_sys::Map>());
}

#[wasm_bindgen_test]
fn legal_actions_and_pending() {
    let sw = bolt_game();
    let legal: Array = sw.legal_actions().unwrap().dyn_into().unwrap();
    let kinds: Vec<String> = legal.iter().map(|a| get(&a, "kind").as_string().unwrap()).collect();
    assert!(kinds.contains(&"pass".to_string()));
    assert!(kinds.contains(&"cast".to_string()));
    assert!(sw.pending().unwrap().is_null());
}

#[wasm_bindgen_test]
fn apply_returns_events_and_one_delta_per_event() {
    let mut sw = bolt_game();
    let res = sw.apply(cast_bolt(&sw), None).unwrap();
    let events: Array = get(&res, "events").dyn_into().unwrap();
    let deltas: Array = get(&res, "deltas").dyn_into().unwrap();
    assert!(events.length() > 3);
    assert_eq!(deltas.length(), events.length(), "one delta per event");
    assert!(get(&res, "snapshot").is_undefined(), "no snapshot per action");
    let rules: Vec<String> = events.iter().map(|e| get(&e, "rule").as_string().unwrap()).collect();
    assert!(rules.contains(&"601.2i".to_string()), "{rules:?}");
    // 601.2a: the Bolt is on the stack: some delta carries the whole stack with it.
    let stacks: Vec<Array> = deltas.iter().map(|d| get(&d, "stack")).filter(|s| !s.is_undefined()).map(|s| s.dyn_into().unwrap()).collect();
    assert_eq!(stacks.last().map(|s| s.length()), Some(1));
    let stack: Array = get(&sw.snapshot(None).unwrap(), "stack").dyn_into().unwrap();
    assert_eq!(stack.length(), 1);
}

#[wasm_bindgen_test]
fn save_and_load_round_trip_and_bad_text_throws() {
    let mut sw = bolt_game();
    sw.apply(cast_bolt(&sw), None).unwrap();
    let text = sw.save();
    let back = Stackwise::load(&text).unwrap();
    assert_eq!(json(&back.snapshot(None).unwrap()), json(&sw.snapshot(None).unwrap()));
    assert!(back.can_undo());
    assert!(Stackwise::load("{").is_err());
}

fn deep_shortcut() -> String {
    let mut steps = r#"[{"do": {"action": "pass_priority", "player": 0}}]"#.to_string();
    for _ in 0..5000 {
        steps = format!(r#"[{{"repeat": {{"times": 1, "steps": {steps}}}}}]"#);
    }
    format!(r#"{{"action": "propose_shortcut", "player": 0, "steps": {steps}}}"#)
}

#[wasm_bindgen_test]
fn illegal_actions_throw_and_change_nothing() {
    let mut sw = bolt_game();
    let before = json(&sw.snapshot(None).unwrap());
    let hist = json(&sw.history().unwrap());
    let bad = [
        (r#"{"action": "pass_priority", "player": 1}"#, "does not have priority"),
        (r#"{"action": "frobnicate", "player": 0}"#, "not an action"),
        (r#"{"action": "cast_spell", "player": 0, "card": 999999}"#, "no object"),
        (r#"{"action": "pass_priority"}"#, "not an action"),
        (r#"42"#, "not an action"),
        // A shortcut nested far deeper than the JSON reader goes: refused, no stack overflow.
        (&deep_shortcut(), "not an action"),
    ];
    for (a, needle) in bad {
        let e = message(sw.apply(parse(a), None).map(|_| ()).map_err(JsValue::from).expect_err("refused"));
        assert!(e.contains(needle), "{a}: {e}");
        assert_eq!(json(&sw.snapshot(None).unwrap()), before, "{a} changed the game");
        assert_eq!(json(&sw.history().unwrap()), hist);
    }
    // A real action that is illegal by the rules: casting a creature with the stack non-empty.
    sw.apply(cast_bolt(&sw), None).unwrap();
    let during = json(&sw.snapshot(None).unwrap());
    let gb = sw.label("gb").unwrap();
    let e = message(sw.apply(parse(&format!(r#"{{"action": "cast_spell", "player": 0, "card": {gb}, "auto_pay": true}}"#)), None).map(|_| ()).map_err(JsValue::from).expect_err("refused"));
    assert!(e.contains("307.1"), "{e}");
    assert_eq!(json(&sw.snapshot(None).unwrap()), during);
    let e = thrown(sw.apply(parse(r#"{"action": "pass_priority", "player": 0}"#), Some(9)));
    assert!(e.contains("no player 9"), "{e}");
}

#[wasm_bindgen_test]
fn undo_redo_jump_and_history() {
    let mut sw = bolt_game();
    let start = json(&sw.snapshot(None).unwrap());
    assert!(!sw.can_undo());
    sw.apply(cast_bolt(&sw), None).unwrap();
    sw.apply(parse(r#"{"action": "pass_priority", "player": 0}"#), None).unwrap();
    let after = json(&sw.snapshot(None).unwrap());
    let hist: Array = sw.history().unwrap().dyn_into().unwrap();
    assert_eq!(hist.length(), 2);
    assert!(get(&hist.get(0), "caption").is_string());
    sw.undo().unwrap();
    sw.undo().unwrap();
    assert_eq!(json(&sw.snapshot(None).unwrap()), start);
    assert!(sw.can_redo());
    let e = thrown(sw.undo());
    assert!(e.contains("nothing to undo"), "{e}");
    sw.redo().unwrap();
    sw.redo().unwrap();
    assert_eq!(json(&sw.snapshot(None).unwrap()), after);
    let e = thrown(sw.redo());
    assert!(e.contains("nothing to redo"), "{e}");
    sw.jump(0).unwrap();
    assert_eq!(json(&sw.snapshot(None).unwrap()), start);
    let e = thrown(sw.jump(5));
    assert!(e.contains("only 0 action"), "{e}");
}

#[wasm_bindgen_test]
fn labels_follow_zone_changes() {
    let mut sw = bolt_game();
    let bolt = sw.label("bolt").unwrap();
    sw.apply(cast_bolt(&sw), None).unwrap();
    let on_stack = sw.label("bolt").unwrap();
    assert_ne!(bolt, on_stack, "a card that changes zones is a new object (400.7)");
    assert!(sw.label("nobody").is_none());
}

#[wasm_bindgen_test]
fn card_pool_lists_the_cards() {
    let pool: Array = Stackwise::card_pool().unwrap().dyn_into().unwrap();
    let names: Vec<String> = pool.iter().map(|c| get(&c, "name").as_string().unwrap()).collect();
    assert!(names.contains(&"Lightning Bolt".to_string()));
    assert!(names.len() > 30);
}

#[wasm_bindgen_test]
fn snapshots_during_combat_are_plain_json() {
    // Maps keyed by object ids (the 509.2 damage order) must serialize with string keys.
    let mut sw = Stackwise::from_builtin("r510-1c-damage-division").unwrap();
    let (giant, bears, elves) = (sw.label("giant").unwrap(), sw.label("bears").unwrap(), sw.label("elves").unwrap());
    let steps = [
        r#"{"action": "pass_priority", "player": 0}"#.to_string(),
        r#"{"action": "pass_priority", "player": 1}"#.to_string(),
        format!(r#"{{"action": "declare_attackers", "player": 0, "attackers": [{{"attacker": {giant}, "target": {{"player": 1}}}}]}}"#),
        r#"{"action": "pass_priority", "player": 0}"#.to_string(),
        r#"{"action": "pass_priority", "player": 1}"#.to_string(),
        format!(r#"{{"action": "declare_blockers", "player": 1, "blockers": [{{"blocker": {bears}, "attacker": {giant}}}, {{"blocker": {elves}, "attacker": {giant}}}]}}"#),
        format!(r#"{{"action": "order_blockers", "player": 0, "attacker": {giant}, "order": [{elves}, {bears}]}}"#),
    ];
    for s in steps {
        sw.apply(parse(&s), None).unwrap_or_else(|e| panic!("{s}: {}", message(JsValue::from(e))));
    }
    let snap = sw.snapshot(None).unwrap();
    let order = get(&get(&get(&snap, "combat"), "damage_order"), &giant.to_string());
    assert_eq!(json(&order), format!("[{elves},{bears}]"));
}

#[wasm_bindgen_test]
fn a_shortcut_is_proposed_and_answered_through_the_facade() {
    let gond = r#"{"format": "stackwise-scenario", "version": 1, "seed": 7,
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Presence of Gond", "attached_to": "bears"}]},
            {"name": "Bob", "battlefield": ["Intruder Alarm"]}],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}}"#;
    let mut sw = Stackwise::from_scenario(gond).unwrap();
    let bears = sw.label("bears").unwrap();
    let body = format!(
        r#"[{{"do": {{"action": "activate_ability", "player": 0, "source": {bears}, "ability": 0}}}},
           {{"do": {{"action": "pass_priority", "player": 0}}}}, {{"do": {{"action": "pass_priority", "player": 1}}}},
           {{"do": {{"action": "pass_priority", "player": 0}}}}, {{"do": {{"action": "pass_priority", "player": 1}}}}]"#
    );
    sw.apply(parse(&format!(r#"{{"action": "propose_shortcut", "player": 0, "steps": [{{"repeat": {{"times": 20, "steps": {body}}}}}]}}"#)), None).unwrap();
    let snap = sw.snapshot(None).unwrap();
    let pending = get(&snap, "pending");
    assert_eq!(get(&pending, "decision").as_string().as_deref(), Some("shortcut"));
    let applied = sw.apply(parse(r#"{"action": "answer_shortcut", "player": 1}"#), None).unwrap();
    let events: Array = get(&applied, "events").dyn_into().unwrap();
    let deltas: Array = get(&applied, "deltas").dyn_into().unwrap();
    assert_eq!(events.length(), deltas.length());
    let snap = sw.snapshot(None).unwrap();
    let bf: Array = get(&snap, "battlefield").dyn_into().unwrap();
    let elves: f64 = bf.iter().filter(|v| get(v, "name").as_string().as_deref() == Some("Elf Warrior")).map(|v| get(&v, "count").as_f64().unwrap()).sum();
    assert_eq!(elves, 20.0);
}
