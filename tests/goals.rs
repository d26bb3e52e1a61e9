//! Goals judged by the engine (rules::goal, docs/scenarios.md "Goals and
//! knowledge"): each kind met and failed, decided the moment it is known
//! (104.2a, 104.3, 400.7, 500.1, 514.1), one `goal` event in its place among
//! the events, deadlines at the turn boundary, what the solver may see, the
//! scenario's errors, and the goal kept by a saved game.
//!
//! Expected values come from the rules and the cards: Lightning Bolt deals 3,
//! a 2/2 Grizzly Bears attacking unblocked deals 2, and so on.

mod common;
use common::*;
use serde_json::{json, Value};
use stackwise::formats::scenario;
use stackwise::rules::goal::Outcome;
use stackwise::rules::*;

/// Build a scenario, or return its errors.
fn build(v: Value) -> Result<scenario::Built, Vec<String>> {
    let mut v = v;
    v["format"] = "stackwise-scenario".into();
    v["version"] = 1.into();
    let s = scenario::parse(&v.to_string()).map_err(|e| vec![e])?;
    s.build()
}

fn errors(v: Value) -> String {
    match build(v) {
        Ok(_) => panic!("the scenario should be refused"),
        Err(e) => e.join("; "),
    }
}

/// The goal events among these, as (outcome, rule).
fn goal_events(events: &[Event]) -> Vec<(Outcome, String)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Goal { outcome, .. } => Some((*outcome, e.rule.clone())),
            _ => None,
        })
        .collect()
}

fn outcome(t: &T) -> Outcome {
    t.g().goal.as_ref().expect("a goal").outcome
}

/// Alice (0) against Bob (1), Alice's precombat main phase of turn 1 (a scenario's default).
fn duel(goal: Value, alice: Value, bob: Value) -> T {
    let mut a = alice;
    a["name"] = "Alice".into();
    if a.get("library").is_none() {
        a["library"] = json!(["Forest", "Forest", "Forest"]);
    }
    let mut b = bob;
    b["name"] = "Bob".into();
    if b.get("library").is_none() {
        b["library"] = json!(["Forest", "Forest", "Forest"]);
    }
    T::new(json!({"players": [a, b], "goal": goal}))
}

fn bolt(t: &mut T, card: &str, target: Value) -> Vec<Event> {
    let mut ev = t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{card}"), "targets": [target], "auto_pay": true}));
    ev.extend(t.pass_all());
    ev
}

// ---------------------------------------------------------------- the format

#[test]
fn scenario_errors_name_the_field() {
    let base = |goal: Value| json!({"players": [{"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "hand": [{"card": "Forest", "label": "f"}]}, {"name": "B"}], "turn": {"number": 2}, "goal": goal});
    assert!(errors(base(json!({"kind": "remove", "player": 0, "objects": ["@bears", "@x"]}))).contains("goal.objects[1]: no object labelled \"@x\""));
    assert!(errors(base(json!({"kind": "remove", "player": 0, "objects": ["@f"]}))).contains("goal.objects[0]: \"@f\" is not on the battlefield"));
    assert!(errors(base(json!({"kind": "remove", "player": 0, "objects": ["@bears", "@bears"]}))).contains("goal.objects[1]: \"@bears\" is listed twice"));
    assert!(errors(base(json!({"kind": "life", "player": 0, "target": 3, "life": 5}))).contains("goal.target: there is no player 3"));
    assert!(errors(base(json!({"kind": "life", "player": 0, "target": 1, "life": 20}))).contains("goal.life: B's life is already 20, at or below 20"));
    assert!(errors(base(json!({"kind": "life", "player": 0, "life": 5}))).contains("goal.target: missing"));
    assert!(errors(base(json!({"kind": "win", "player": 0, "by_turn": 0}))).contains("goal.by_turn: turn 0 is before the scenario's turn 2"));
    assert!(errors(base(json!({"kind": "win", "player": 0, "by_turn": 1}))).contains("goal.by_turn: turn 1 is before the scenario's turn 2"));
    assert!(errors(base(json!({"kind": "win", "player": 2}))).contains("goal.player: there is no player 2"));
    assert!(errors(base(json!({"kind": "win", "player": 0, "target": 1}))).contains("goal.target: only a life goal has this field"));
    assert!(errors(base(json!({"kind": "survive", "player": 0, "by_turn": 3}))).contains("goal.by_turn: a survive goal"));
    assert!(errors(base(json!({"kind": "control", "player": 0}))).contains("goal.object: missing"));
    assert!(errors(base(json!({"kind": "control", "player": 0, "card": "No Such Card"}))).contains("goal.card: unknown card 'No Such Card'"));
    assert!(errors(base(json!({"kind": "control", "player": 0, "object": "@nope"}))).contains("goal.object: no object labelled \"@nope\""));
    assert!(errors(base(json!({"kind": "control", "player": 0, "object": "@bears", "card": "Grizzly Bears"}))).contains("goal.card: a control goal names"));
    let e = errors(base(json!({"kind": "conquer", "player": 0})));
    assert!(e.contains("goal.kind"), "{e}");
    let e = errors(base(json!({"kind": "win", "player": 0, "turns": 3})));
    assert!(e.contains("goal") && e.contains("turns"), "{e}");
    // author and text are bounded (limits::MAX_AUTHOR_CHARS, MAX_GOAL_TEXT_CHARS).
    let mut v = base(json!({"kind": "win", "player": 0}));
    v["author"] = "x".repeat(201).into();
    assert!(errors(v).contains("author: 201 characters is over the limit of 200"));
    let v = base(json!({"kind": "win", "player": 0, "text": "y".repeat(501)}));
    assert!(errors(v).contains("goal.text: 501 characters is over the limit of 500"));
    // knowledge: only known fields; an order without the cards is refused.
    let mut v = base(json!({"kind": "win", "player": 0}));
    v["knowledge"] = json!({"library_order": true});
    assert!(errors(v).contains("knowledge.library_order"));
    let mut v = base(json!({"kind": "win", "player": 0}));
    v["knowledge"] = json!({"hands": true});
    assert!(errors(v).contains("knowledge"));
    // Fine: 200 characters of author, a goal by a later turn.
    let mut v = base(json!({"kind": "win", "player": 0, "by_turn": 4}));
    v["author"] = "é".repeat(200).into();
    assert!(build(v).is_ok());
}

#[test]
fn the_engine_words_a_goal_without_text() {
    let field = json!({"battlefield": [{"card": "Serra Angel", "label": "angel"}, {"card": "Wall of Wood", "label": "wall"}, {"card": "Grizzly Bears", "label": "bears"}]});
    let text = |goal: Value| duel(goal, json!({}), field.clone()).g().goal.as_ref().unwrap().text.clone();
    assert_eq!(text(json!({"kind": "win", "player": 0})), "Win this turn.");
    assert_eq!(text(json!({"kind": "win", "player": 0, "by_turn": 3})), "Win by the end of turn 3.");
    assert_eq!(text(json!({"kind": "life", "player": 0, "target": 1, "life": 5})), "Reduce Bob to 5 life or less this turn.");
    assert_eq!(text(json!({"kind": "remove", "player": 0, "objects": ["@angel", "@wall"]})), "Destroy or exile Serra Angel and Wall of Wood this turn.");
    assert_eq!(text(json!({"kind": "survive", "player": 0})), "Survive until your next turn.");
    assert_eq!(text(json!({"kind": "control", "player": 0, "object": "@bears"})), "Control Grizzly Bears at the end of this turn.");
    assert_eq!(text(json!({"kind": "control", "player": 0, "card": "Grizzly Bears"})), "Control Grizzly Bears at the end of this turn.");
    assert_eq!(text(json!({"kind": "win", "player": 0, "text": "  Win with style. "})), "Win with style.");
}

// ---------------------------------------------------------------- win

#[test]
fn win_by_lightning_bolt_is_met_as_bob_loses() {
    let mut t = duel(json!({"kind": "win", "player": 0}), json!({"hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"}), json!({"life": 3}));
    assert_eq!(outcome(&t), Outcome::Pending);
    let ev = bolt(&mut t, "bolt", json!({"player": 1}));
    // 704.5a: Bob at 0 life loses; 104.2a: Alice, the last player left, wins: the goal is met
    // right after Bob's loss, before the game-over event.
    assert_eq!(goal_events(&ev), vec![(Outcome::Met, "704.5a".to_string())]);
    let lost = ev.iter().position(|e| matches!(e.kind, EventKind::PlayerLost { player: PlayerId(1), .. })).unwrap();
    let goal = ev.iter().position(|e| matches!(e.kind, EventKind::Goal { .. })).unwrap();
    let over = ev.iter().position(|e| matches!(e.kind, EventKind::GameOver { .. })).unwrap();
    assert_eq!((goal, over), (lost + 1, lost + 2));
    assert_eq!(outcome(&t), Outcome::Met);
    assert_eq!(t.g().snapshot(None).goal.unwrap().outcome, Outcome::Met);
}
