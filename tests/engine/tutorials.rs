//! The tutorial format (docs/tutorials.md), its checker and its player.
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
    assert!(names.len() >= 2, "tutorials/ holds at least two tutorials");
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

/// A small tutorial on bolt-the-bears with `steps` spliced in.
fn tut(steps: &str) -> String {
    format!(r#"{{"format": "stackwise-tutorial", "version": 1, "title": "T", "scenario": "bolt-the-bears", "steps": {steps}}}"#)
}

fn errors(text: &str) -> String {
    match tutorial::parse(text) {
        Ok(_) => panic!("expected an error for {text}"),
        Err(e) => e.join("\n"),
    }
}

fn cast_bolt(t: &TutorialSession) -> Action {
    let s = t.session();
    Action::cast(PlayerId(0), s.label("bolt").unwrap(), vec![TargetChoice::Object(s.label("bears").unwrap())])
}

const ASK_BOLT: &str = r#"[
  {"narration": "Look at the board.", "highlight": ["@bears", "panel:sba"]},
  {"narration": "Bolt the Bears.", "ask": {"action": {"action": "cast_spell", "card": "@bolt", "targets": [{"object": "@bears"}]}, "hint": "Cast the Bolt at the Bears."}, "pause": "trigger"},
  {"narration": "Alice passes.", "do": [{"action": "pass_priority", "player": 0}], "highlight": ["stack:0"]},
  {"narration": "Bob passes; the Bolt resolves.", "do": [{"action": "pass_priority", "player": 1}], "pause": "sba",
   "expect": {"zone": {"bears": "graveyard"}, "life": {"Bob": 20}, "rules": ["704.5g"]}}
]"#;

#[test]
fn the_format_fields_are_named_in_errors() {
    // format and version
    assert!(errors(r#"{"version": 1}"#).contains("format: missing"));
    assert!(errors(r#"{"format": "stackwise-scenario", "version": 1}"#).contains("format: must be \"stackwise-tutorial\""));
    assert!(errors(r#"{"format": "stackwise-tutorial", "version": 2}"#).contains("version: version 2 is not supported"));
    assert!(errors(r#"{"format": "stackwise-tutorial"}"#).contains("version: missing"));
    assert!(errors("[1]").contains("(top level)"));
    assert!(errors("{").contains("not valid JSON"));
    // unknown fields, at the top and in a step
    assert!(errors(&tut("[]").replace("\"title\"", "\"colour\": 1, \"title\"")).contains("colour"));
    let e = errors(&tut(r#"[{"narration": "a"}, {"narration": "b", "dont": []}]"#));
    assert!(e.contains("steps[1]") && e.contains("dont"), "{e}");
    // a step with both do and ask
    let e = errors(&tut(r#"[{"do": [{"action": "pass_priority", "player": 0}], "ask": {"action": {"action": "pass_priority"}}}]"#));
    assert!(e.contains("steps[0]: a step has \"do\"") && e.contains("not both"), "{e}");
    // an ask pattern without its action name, or not an object
    let e = errors(&tut(r#"[{"narration": "x"}, {"narration": "y"}, {"narration": "z"}, {"ask": {"action": {"card": "@bolt"}}}]"#));
    assert!(e.contains("steps[3].ask.action: the pattern must name the action"), "{e}");
    assert!(errors(&tut(r#"[{"ask": {"action": 3}}]"#)).contains("steps[0].ask.action: expected a partial action"));
    // a do that is not an action
    let e = errors(&tut(r#"[{"do": [{"action": "pass_priority", "player": 0, "colour": 1}]}]"#));
    assert!(e.contains("steps[0].do[0]"), "{e}");
    assert!(errors(&tut(r#"[{"do": [{"player": 0}]}]"#)).contains("steps[0].do[0].action: missing"));
    // unknown labels, in do, ask and highlight
    assert!(errors(&tut(r#"[{"do": [{"action": "play_land", "player": 0, "card": "@nope"}]}]"#)).contains("steps[0].do[0].card: no object labelled 'nope'"));
    assert!(errors(&tut(r#"[{"ask": {"action": {"action": "cast_spell", "card": "@nope"}}}]"#)).contains("steps[0].ask.action.card: no object labelled 'nope'"));
    assert!(errors(&tut(r#"[{"highlight": ["@nope"]}]"#)).contains("steps[0].highlight[0]: no object labelled 'nope'"));
    assert!(errors(&tut(r#"[{"highlight": ["panel:hand"]}]"#)).contains("steps[0].highlight[0]: 'panel:hand': there is no panel 'hand'"));
    assert!(errors(&tut(r#"[{"highlight": ["stack:top"]}]"#)).contains("steps[0].highlight[0]: 'stack:top'"));
    assert!(errors(&tut(r#"[{"highlight": ["bears"]}]"#)).contains("expected \"@label\", \"stack:N\" or \"panel:NAME\""));
    // pause values
    assert!(errors(&tut(r#"[{"pause": "never"}]"#)).contains("steps[0].pause"));
    // the scenario: unknown id, bad object, bad link, wrong type; the viewer
    assert!(errors(&tut("[]").replace("\"bolt-the-bears\"", "\"no-such\"")).contains("scenario: no built-in scenario 'no-such'"));
    assert!(errors(&tut("[]").replace("\"bolt-the-bears\"", "{\"format\": \"stackwise-scenario\", \"version\": 1}")).contains("scenario: "));
    assert!(errors(&tut("[]").replace("\"bolt-the-bears\"", "\"#s=v1.@@@\"")).contains("scenario: "));
    assert!(errors(&tut("[]").replace("\"bolt-the-bears\"", "7")).contains("scenario: expected a scenario object"));
    assert!(errors(&tut("[]").replace("\"title\"", "\"viewer\": 2, \"title\"")).contains("viewer: there is no player 2"));
    // required fields
    assert!(errors(r#"{"format": "stackwise-tutorial", "version": 1, "title": "T", "scenario": "bolt-the-bears"}"#).contains("steps: missing"));
    assert!(errors(r#"{"format": "stackwise-tutorial", "version": 1, "scenario": "bolt-the-bears", "steps": []}"#).contains("title"));
}

#[test]
fn the_scenario_may_be_an_object_an_id_or_a_link() {
    let sc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/bolt-the-bears.json")).unwrap();
    let link = stackwise::formats::link::encode(&sc).unwrap();
    for scenario in [sc.clone(), "\"bolt-the-bears\"".to_string(), format!("\"#s={link}\"")] {
        let text = format!(r#"{{"format": "stackwise-tutorial", "version": 1, "title": "T", "scenario": {scenario}, "steps": {ASK_BOLT}}}"#);
        let t = tutorial::parse(&text).unwrap_or_else(|e| panic!("{scenario}: {e:?}"));
        let r = tutorial::check(&t).unwrap();
        assert_eq!(r.steps.len(), 4);
    }
}

#[test]
fn limits_are_refused_with_their_names() {
    let many = format!("[{}]", vec![r#"{"narration": "x"}"#; tutorial::MAX_STEPS + 1].join(","));
    assert!(errors(&tut(&many)).contains("over the limit of 500 (MAX_STEPS)"));
    let long = "n".repeat(tutorial::MAX_NARRATION_CHARS + 1);
    assert!(errors(&tut(&format!(r#"[{{"narration": "{long}"}}]"#))).contains("steps[0].narration: over the limit"));
    let acts = vec![r#"{"action": "pass_priority", "player": 0}"#; tutorial::MAX_ACTIONS_PER_STEP + 1].join(",");
    assert!(errors(&tut(&format!(r#"[{{"do": [{acts}]}}]"#))).contains("steps[0].do: 201 actions, over the limit"));
    let hl = vec![r#""panel:sba""#; tutorial::MAX_HIGHLIGHT + 1].join(",");
    assert!(errors(&tut(&format!(r#"[{{"highlight": [{hl}]}}]"#))).contains("steps[0].highlight: 51 entries"));
    // At the limits exactly, the shape is fine.
    let ok = format!("[{}]", vec![r#"{"narration": "x"}"#; tutorial::MAX_STEPS].join(","));
    assert_eq!(tutorial::parse(&tut(&ok)).unwrap().steps.len(), 500);
}

#[test]
fn the_checker_names_the_failing_step_and_what_failed() {
    // Bolt deals 3 to the Bears, not to Bob: Bob stays at 20 (the outcome stated is wrong).
    let bad = ASK_BOLT.replace("\"life\": {\"Bob\": 20}", "\"life\": {\"Bob\": 17}");
    let t = tutorial::parse(&tut(&bad)).unwrap();
    let e = tutorial::check(&t).unwrap_err();
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].starts_with("step 4 (\"Bob passes; the Bolt resolves.\"): expect: "), "{}", e[0]);
    assert!(e[0].contains("Bob has 20 life, expected 17"), "{}", e[0]);
    // An action out of turn: Bob does not have priority after Alice's cast (116.3c).
    let t = tutorial::parse(&tut(&ASK_BOLT.replace("\"player\": 0}], \"highlight\"", "\"player\": 1}], \"highlight\""))).unwrap();
    let e = tutorial::check(&t).unwrap_err();
    assert!(e[0].starts_with("step 3 (\"Alice passes.\"): do[0]: refused"), "{e:?}");
    // An ask no legal action matches: Alice has no Giant Growth; a land she can't play.
    let t = tutorial::parse(&tut(r#"[{"narration": "Play a land.", "ask": {"action": {"action": "play_land"}, "hint": "h"}}]"#)).unwrap();
    let e = tutorial::check(&t).unwrap_err();
    assert!(e[0].starts_with("step 1 (\"Play a land.\"): ask.action: no legal action of player 0 matches"), "{e:?}");
    // "stack:N" past the stack's end as the step ends.
    let t = tutorial::parse(&tut(r#"[{"narration": "n", "highlight": ["stack:0"]}]"#)).unwrap();
    assert!(tutorial::check(&t).unwrap_err()[0].contains("'stack:0' but the stack holds 0"));
    // An answer that does not match the pattern.
    let t = tutorial::parse(&tut(r#"[{"ask": {"action": {"action": "cast_spell"}, "answer": {"action": "pass_priority", "player": 0}}}]"#)).unwrap();
    assert!(tutorial::check(&t).unwrap_err()[0].contains("ask.answer: does not match ask.action"));
    // An answer that matches is the action played.
    let t = tutorial::parse(&tut(r#"[{"ask": {"action": {"action": "pass_priority"}, "answer": {"action": "pass_priority", "player": 0}}, "expect": {"priority": "Bob", "stack_size": 0}}]"#)).unwrap();
    tutorial::check(&t).unwrap();
}

#[test]
fn an_ask_takes_a_matching_action_and_refuses_another_with_the_state_unchanged() {
    let mut t = TutorialSession::from_text(&tut(ASK_BOLT)).unwrap();
    assert!(t.try_ask(&cast_bolt(&t), None).is_err(), "step 1 asks nothing");
    t.next(None).unwrap();
    assert_eq!(t.step(), 1);
    assert!(t.next(None).unwrap_err().contains("asks the reader"));
    let view = t.current();
    assert_eq!(view.pause, Pause::Trigger);
    let ask = view.ask.unwrap();
    assert_eq!(ask.hint, "Cast the Bolt at the Bears.");
    // The pattern's labels are resolved to the objects' ids.
    assert_eq!(ask.action["card"], serde_json::json!(t.session().label("bolt").unwrap().0));
    // A non-matching action: a pass. The hint, nothing changed.
    let before = t.session().game().clone();
    let pos = t.session().position();
    match t.try_ask(&Action::PassPriority { player: PlayerId(0) }, None).unwrap() {
        AskResult::Refused { hint, .. } => assert_eq!(hint, "Cast the Bolt at the Bears."),
        AskResult::Accepted(_) => panic!("a pass does not match a cast_spell pattern"),
    }
    assert!(*t.session().game() == before);
    assert_eq!((t.step(), t.session().position()), (1, pos));
    // Matching the pattern but refused by the engine (Bob casting Alice's card, 601.2): the hint, nothing changed.
    let mut wrong = cast_bolt(&t);
    if let Action::CastSpell { player, .. } = &mut wrong {
        *player = PlayerId(1);
    }
    assert!(matches!(t.try_ask(&wrong, None).unwrap(), AskResult::Refused { .. }));
    assert!(*t.session().game() == before);
    // A Bolt at Alice herself: the pattern names the Bears as target, so it is refused.
    let mut at_alice = cast_bolt(&t);
    if let Action::CastSpell { targets, .. } = &mut at_alice {
        *targets = vec![TargetChoice::Player(PlayerId(0))];
    }
    assert!(matches!(t.try_ask(&at_alice, None).unwrap(), AskResult::Refused { .. }));
    assert!(*t.session().game() == before);
    // The matching action: applied, with its events, and the step advances.
    match t.try_ask(&cast_bolt(&t), None).unwrap() {
        AskResult::Accepted(p) => {
            assert_eq!(p.len(), 1);
            assert!(p[0].events.iter().any(|e| e.rule == "601.2a"));
            assert_eq!(p[0].deltas.len(), p[0].events.len());
        }
        AskResult::Refused { reason, .. } => panic!("refused: {reason}"),
    }
    assert_eq!(t.step(), 2);
    assert_eq!(t.session().game().stack.len(), 1);
}

#[test]
fn next_back_restart_and_the_end() {
    let mut t = TutorialSession::from_text(&tut(ASK_BOLT)).unwrap();
    let start = t.session().game().clone();
    assert!(t.back().is_err(), "no step before the first");
    t.next(None).unwrap();
    t.try_ask(&cast_bolt(&t), None).unwrap();
    let after_cast = t.session().game().clone();
    let p = t.next(None).unwrap();
    assert_eq!(p.len(), 1);
    assert!(p[0].events.iter().any(|e| e.rule.starts_with("116.3")));
    t.next(None).unwrap();
    assert_eq!(t.step(), 4);
    assert!(t.current().done);
    assert!(t.next(None).unwrap_err().contains("over"));
    let zone = stackwise::formats::scenario::zone_of_label(t.session().game(), &t.session().labels, "bears");
    assert_eq!(zone.as_deref(), Some("graveyard"), "the Bears were destroyed (704.5g)");
    // Back twice: the start of step 3, i.e. just after the cast.
    t.back().unwrap();
    t.back().unwrap();
    assert_eq!(t.step(), 2);
    assert!(*t.session().game() == after_cast);
    // Restart: the scenario as loaded, step 1.
    t.restart().unwrap();
    assert_eq!(t.step(), 0);
    assert!(*t.session().game() == start);
    // goto replays the steps before (the ask answered as the checker would).
    t.goto_step(3).unwrap();
    assert_eq!(t.step(), 3);
    assert!(*t.session().game() != after_cast);
    assert!(t.goto_step(9).is_err());
    assert_eq!(t.step(), 3);
}

#[test]
fn leave_plays_freely_and_return_comes_back_to_the_step() {
    let mut t = TutorialSession::from_text(&tut(ASK_BOLT)).unwrap();
    t.next(None).unwrap();
    let at_step = t.session().game().clone();
    t.leave();
    assert!(t.current().left);
    assert!(t.next(None).unwrap_err().contains("returnToStep"));
    // Free play: Alice bolts Bob instead, and both pass; Bob is at 17 (Lightning Bolt deals 3).
    let mut at_bob = cast_bolt(&t);
    if let Action::CastSpell { targets, .. } = &mut at_bob {
        *targets = vec![TargetChoice::Player(PlayerId(1))];
    }
    t.apply(&at_bob, None).unwrap();
    t.apply(&Action::PassPriority { player: PlayerId(0) }, None).unwrap();
    t.apply(&Action::PassPriority { player: PlayerId(1) }, None).unwrap();
    assert_eq!(t.session().game().life_of(PlayerId(1)), 17);
    assert!(t.apply(&Action::PassPriority { player: PlayerId(1) }, None).is_err(), "an illegal action is refused in free play too");
    t.return_to_step().unwrap();
    assert!(!t.current().left);
    assert_eq!(t.step(), 1);
    assert!(*t.session().game() == at_step);
    // and the script goes on from there
    t.try_ask(&cast_bolt(&t), None).unwrap();
    assert_eq!(t.step(), 2);
}

#[test]
fn current_resolves_highlights_and_defaults_pause_to_end() {
    let mut t = TutorialSession::from_text(&tut(ASK_BOLT)).unwrap();
    let v = t.current();
    assert_eq!(v.pause, Pause::End);
    assert_eq!(v.narration, "Look at the board.");
    let bears = t.session().label("bears").unwrap().0;
    let j = serde_json::to_value(&v.highlight).unwrap();
    assert_eq!(j, serde_json::json!([{"kind": "object", "label": "bears", "object": bears}, {"kind": "panel", "name": "sba"}]));
    // Step 3 highlights "stack:0" after the cast: the Bolt, on top of the stack.
    t.goto_step(2).unwrap();
    let bolt = t.session().label("bolt").unwrap().0;
    assert_eq!(serde_json::to_value(&t.current().highlight).unwrap(), serde_json::json!([{"kind": "stack", "index": 0, "object": bolt}]));
    t.goto_step(3).unwrap();
    assert_eq!(t.current().pause, Pause::Sba);
    assert_eq!(serde_json::to_value(t.current().pause).unwrap(), serde_json::json!("sba"));
}

#[test]
fn a_pattern_matches_by_the_fields_it_gives() {
    use serde_json::json;
    let a = json!({"action": "cast_spell", "player": 0, "card": 3, "targets": [{"object": 5}], "auto_pay": true});
    assert!(tutorial::matches(&json!({"action": "cast_spell"}), &a));
    assert!(tutorial::matches(&json!({"action": "cast_spell", "targets": [{"object": 5}]}), &a));
    assert!(!tutorial::matches(&json!({"action": "cast_spell", "targets": [{"object": 6}]}), &a));
    assert!(!tutorial::matches(&json!({"action": "cast_spell", "targets": []}), &a));
    assert!(!tutorial::matches(&json!({"action": "pass_priority"}), &a));
    assert!(!tutorial::matches(&json!({"action": "cast_spell", "x": 2}), &a));
    assert!(tutorial::matches(&json!({"action": "cast_spell", "x": null}), &a));
}

#[test]
fn a_played_timeline_exports_as_steps_that_check() {
    // The fizzle scenario's script exported: one step per action, narrated by
    // its events with their rule numbers; the result is a tutorial that checks.
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/fizzle.json")).unwrap();
    let out = tutorial::export(&text).unwrap();
    let t = tutorial::parse(&out).unwrap();
    // cast, pass, cast, pass, pass (Bob's Bolt resolves), pass, pass (Alice's is countered, 608.2b)
    assert_eq!(t.steps.len(), 7);
    assert_eq!(t.steps[0].actions[0]["card"], serde_json::json!("@bolt1"));
    assert!(t.steps[6].narration.contains("(608.2b)"), "{}", t.steps[6].narration);
    tutorial::check(&t).unwrap();
    // A session's timeline: only up to the current position.
    let mut s = stackwise::session::Session::builtin("bolt-the-bears").unwrap();
    let ts = TutorialSession::from_text(&tut(ASK_BOLT)).unwrap();
    s.apply(&cast_bolt(&ts), None).unwrap();
    s.apply(&Action::PassPriority { player: PlayerId(0) }, None).unwrap();
    s.undo().unwrap();
    let t = tutorial::parse(&tutorial::session_tutorial(&s)).unwrap();
    assert_eq!(t.steps.len(), 1);
    assert_eq!(t.steps[0].actions[0]["targets"], serde_json::json!([{"object": "@bears"}]));
    tutorial::check(&t).unwrap();
}

#[test]
fn an_ask_on_a_decision_is_answered_by_the_pattern_or_a_legal_answer() {
    // Two Blood Artists trigger on one death: Alice orders them (603.3b), then
    // chooses each one's target. Each Blood Artist drains 1 (Bob 20 -> 18, Alice 20 -> 22).
    let text = r#"{"format": "stackwise-tutorial", "version": 1, "title": "Two triggers", "scenario": "two-artists", "steps": [
      {"narration": "Bolt the Bears.", "do": [{"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}]},
      {"narration": "Both pass; the Bears die; both Artists trigger.", "do": [{"action": "pass_priority", "player": 0}, {"action": "pass_priority", "player": 1}],
       "expect": {"zone": {"bears": "graveyard"}, "rules": ["603.3b"]}},
      {"narration": "Put them on the stack in any order.", "ask": {"action": {"action": "order_triggers"}, "hint": "Order the two triggers."}, "pause": "trigger"},
      {"narration": "Bob loses 1 life from the first.", "ask": {"action": {"action": "choose_targets", "targets": [{"player": 1}]}, "hint": "Target Bob."}},
      {"narration": "And from the second.", "ask": {"action": {"action": "choose_targets", "targets": [{"player": 1}]}, "hint": "Target Bob."},
       "expect": {"stack_size": 2}},
      {"narration": "Both resolve.", "do": [{"action": "pass_priority", "player": 0}, {"action": "pass_priority", "player": 1}, {"action": "pass_priority", "player": 0}, {"action": "pass_priority", "player": 1}],
       "expect": {"life": {"Alice": 22, "Bob": 18}, "stack_size": 0}}
    ]}"#;
    let t = tutorial::parse(text).unwrap();
    let r = tutorial::check(&t).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(r.steps.len(), 6);
    // The reader: a target that is not the one asked for gets the hint, nothing changes.
    let mut ts = TutorialSession::new(t).unwrap();
    ts.goto_step(3).unwrap();
    let before = ts.session().game().clone();
    match ts.try_ask(&Action::ChooseTargets { player: PlayerId(0), division: vec![], targets: vec![TargetChoice::Player(PlayerId(0))] }, None).unwrap() {
        AskResult::Refused { hint, .. } => assert_eq!(hint, "Target Bob."),
        AskResult::Accepted(_) => panic!("targeting Alice does not match"),
    }
    assert!(*ts.session().game() == before);
}

/// A tutorial call is all or nothing: `rollback` to a `mark` taken before
/// steps were played puts back the step, free play and the session's whole
/// timeline (its save text), as the facade does when a result can't be
/// handed to JavaScript.
#[test]
fn a_tutorial_rolled_back_to_its_mark_is_exactly_as_it_was() {
    let mut t = TutorialSession::from_text(&tut(ASK_BOLT)).unwrap();
    let v = t.viewer();
    t.next(v).unwrap();
    let before = t.session().save().unwrap();
    let (step, count) = (t.step(), t.session().position());
    let mark = t.mark();
    let bolt = cast_bolt(&t);
    assert!(matches!(t.try_ask(&bolt, v).unwrap(), AskResult::Accepted(_)));
    t.next(v).unwrap();
    assert_ne!(t.session().save().unwrap(), before, "the calls changed the tutorial");
    t.rollback(mark);
    assert_eq!((t.step(), t.session().position()), (step, count));
    assert_eq!(t.session().save().unwrap(), before, "rolled back exactly");
    // And it plays on as before.
    assert!(matches!(t.try_ask(&cast_bolt(&t), v).unwrap(), AskResult::Accepted(_)));
}

/// An ask on a mana ability of a chosen colour (106.3) or with a sacrifice
/// (605.1a): the pattern may name the colour and the permanent, or leave
/// them to the first ones the legal action offers.
#[test]
fn an_ask_on_a_mana_ability_fills_its_colour_and_sacrifice() {
    let scenario = r#"{"format": "stackwise-scenario", "version": 1, "turn": {"number": 3, "active": 0, "step": "precombat_main"},
      "players": [{"name": "Alice", "battlefield": [{"card": "Gilded Lotus", "label": "lotus"}, {"card": "Phyrexian Altar", "label": "altar"}, {"card": "Grizzly Bears", "label": "bears"}], "library": ["Island", "Island"]},
                  {"name": "Bob", "library": ["Island", "Island"]}]}"#;
    let steps = r#"[
      {"narration": "Three red mana from the Lotus.", "ask": {"action": {"action": "activate_ability", "source": "@lotus", "adds": {"red": 3}}, "hint": "Tap the Lotus for red."}},
      {"narration": "Sacrifice the Bears to the Altar.", "ask": {"action": {"action": "activate_ability", "source": "@altar"}, "hint": "Use the Altar."},
       "expect": {"zone": {"bears": "graveyard"}, "stack_size": 0}}
    ]"#;
    let text = format!(r#"{{"format": "stackwise-tutorial", "version": 1, "title": "Mana", "scenario": {scenario}, "steps": {steps}}}"#);
    let t = tutorial::parse(&text).unwrap_or_else(|e| panic!("{e:?}"));
    let r = tutorial::check(&t).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(r.steps.len(), 2);
    let mut ts = TutorialSession::new(t).unwrap();
    ts.goto_step(2).unwrap();
    let pool = ts.session().game().player(PlayerId(0)).pool;
    assert_eq!((pool.red, pool.white, pool.total()), (3, 1, 4), "the Lotus's red, then the Altar's first colour offered (white)");
}
