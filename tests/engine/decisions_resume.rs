//! Decisions that know where they resume, and yes/no questions as their own kind.
//!
//! Every pending decision says where the game resumes once it is answered
//! (`Decision::resume`): the waiting trigger whose mode (603.3c) or targets
//! (603.3d) are chosen, the resolving spell or ability (608.2), the cleanup
//! discard (514.1), the declaration of attackers (508.1). "You may ..."
//! (603.5) and "... unless [a player] pays ..." (608.2d) are yes/no questions
//! (`choose_yes_no`), about a subject: the resolving object, or the spell
//! countered unless its controller pays.
//!
//! Real cards (built-in, compiled from their printed text):
//! - Gravedigger {3}{B}: "When Gravedigger enters the battlefield, you may
//!   return target creature card from your graveyard to your hand."
//! - Borderland Ranger {2}{G}: "When Borderland Ranger enters the battlefield,
//!   you may search your library for a basic land card, reveal it, put it
//!   into your hand, then shuffle your library."
//! - Force of Nature {2}{G}{G}{G}{G}: "Trample. At the beginning of your
//!   upkeep, Force of Nature deals 8 damage to you unless you pay {G}{G}{G}{G}."
//! - Mana Leak {1}{U}: "Counter target spell unless its controller pays {3}."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::{Decision, DecisionKind, Resume};
use stackwise::rules::*;

fn main_phase(alice: Value, bob: Value) -> T {
    T::new(
        json!({"seed": 3, "players": [alice, bob], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}),
    )
}

fn pending(t: &T) -> Decision {
    t.g().check_consistency().expect("consistent");
    t.g().pending.clone().expect("a decision is pending")
}

/// Everyone passes until a question is asked.
fn until_asked(t: &mut T) {
    for _ in 0..32 {
        if t.g().pending.is_some() {
            return;
        }
        t.pass_all();
    }
}

fn cast(t: &mut T, p: u8, card: &str, targets: Value) {
    t.act(json!({"action": "cast_spell", "player": p, "card": format!("@{card}"), "targets": targets, "auto_pay": true}));
}

/// Cast Gravedigger with two creature cards in the graveyard and let it enter.
fn gravedigger() -> T {
    let mut t = main_phase(
        json!({"name": "Alice", "hand": [{"card": "Gravedigger", "label": "gd"}], "mana_pool": "{3}{B}",
               "graveyard": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}]}),
        json!({"name": "Bob", "library": ["Island"]}),
    );
    cast(&mut t, 0, "gd", json!([]));
    t.pass_all();
    t
}

/// 603.3d: the targets of Gravedigger's trigger are chosen as it goes on the
/// stack; the decision resumes at that waiting trigger, and the targets go to it.
#[test]
fn r603_3d_trigger_targets_resume_at_the_waiting_trigger() {
    let mut t = gravedigger();
    let d = pending(&t);
    let waiting = t
        .g()
        .waiting_triggers
        .front()
        .expect("the trigger waits")
        .id;
    assert_eq!(d.resume, Resume::TriggerTargets { trigger: waiting });
    assert!(matches!(d.kind, DecisionKind::ChooseTargets { .. }));
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@giant"}]}));
    assert!(t.g().pending.is_none());
    assert_eq!(t.g().stack.len(), 1, "the trigger is on the stack");
    assert_eq!(
        t.g().stack[0].targets,
        vec![TargetChoice::Object(t.id("giant"))]
    );
}

/// 603.5 / 608.2d: Gravedigger's "you may" is a yes/no question about the
/// resolving trigger, resumed by the resolution: yes returns the target.
#[test]
fn r603_5_may_is_a_yes_no_question_gravedigger_yes() {
    let mut t = gravedigger();
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@giant"}]}));
    let trigger = t.g().stack[0].id;
    t.pass_all();
    let d = pending(&t);
    assert_eq!(d.resume, Resume::Resolution);
    let DecisionKind::ChooseYesNo { subject, yes, no } = &d.kind else {
        panic!("{d:?}")
    };
    assert_eq!(*subject, trigger);
    assert!(yes.contains("return target creature card"), "{yes}");
    assert_eq!(no, "No");
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    assert_eq!(t.zone("giant"), "hand");
    assert_eq!(t.zone("bears"), "graveyard");
}

/// Borderland Ranger: "no" skips the whole optional part (no search, no
/// shuffle); "yes" goes on to the search.
#[test]
fn r603_5_may_is_a_yes_no_question_borderland_ranger_no_and_yes() {
    for yes in [false, true] {
        let mut t = main_phase(
            json!({"name": "Alice", "hand": [{"card": "Borderland Ranger", "label": "ranger"}], "mana_pool": "{2}{G}",
                   "library": [{"card": "Swamp", "label": "swamp"}, "Hill Giant"]}),
            json!({"name": "Bob", "library": ["Island"]}),
        );
        cast(&mut t, 0, "ranger", json!([]));
        t.pass_all();
        t.pass_all();
        let d = pending(&t);
        assert_eq!(d.resume, Resume::Resolution);
        assert!(matches!(d.kind, DecisionKind::ChooseYesNo { .. }), "{d:?}");
        let library = t.g().player(PlayerId(0)).library.clone();
        let ev = t.act(json!({"action": "choose_yes_no", "player": 0, "yes": yes}));
        if yes {
            let d = pending(&t);
            assert_eq!(d.rule, "701.17");
            assert_eq!(
                d.resume,
                Resume::Resolution,
                "the search resumes the same resolution"
            );
        } else {
            assert!(t.g().pending.is_none());
            assert_eq!(
                t.g().player(PlayerId(0)).library,
                library,
                "not searched, not shuffled"
            );
            assert!(ev
                .iter()
                .any(|e| e.rule == "603.5" && e.text.contains("chooses not to")));
        }
    }
}

/// 608.2d: Force of Nature's "unless you pay" is a yes/no question whose
/// answers say what each does; "no" deals the damage.
#[test]
fn r608_2d_unless_you_pay_is_a_yes_no_question_force_of_nature() {
    for pay in [true, false] {
        let mut t = T::new(json!({"players": [
            {"name": "Alice", "battlefield": [{"card": "Force of Nature", "label": "fon"}, "Forest", "Forest", "Forest", "Forest"], "library": ["Island", "Island"]},
            {"name": "Bob", "library": ["Island", "Island"]}
        ], "turn": {"number": 1, "active": 1, "step": "end"}}));
        until_asked(&mut t);
        let d = pending(&t);
        assert_eq!((d.player, d.resume.clone()), (PlayerId(0), Resume::Resolution));
        let DecisionKind::ChooseYesNo { yes, no, .. } = &d.kind else {
            panic!("{d:?}")
        };
        assert_eq!(yes, "Pay {G}{G}{G}{G}");
        assert!(no.starts_with("Don't pay"), "{no}");
        t.act(json!({"action": "choose_yes_no", "player": 0, "yes": pay}));
        assert_eq!(t.life(0), if pay { 20 } else { 12 });
    }
}

/// 608.2d: Mana Leak asks the controller of the spell it counters: the
/// question is about that spell, and resumes Mana Leak's resolution.
#[test]
fn r608_2d_counter_unless_pays_is_a_yes_no_question_about_the_spell_mana_leak() {
    for pay in [true, false] {
        let mut t = main_phase(
            json!({"name": "Alice", "hand": [{"card": "Grizzly Bears", "label": "bears"}], "mana_pool": "{G}{G}", "battlefield": ["Forest", "Forest", "Forest"]}),
            json!({"name": "Bob", "hand": [{"card": "Mana Leak", "label": "leak"}], "mana_pool": "{U}{U}"}),
        );
        cast(&mut t, 0, "bears", json!([]));
        let bears_spell = t.g().stack[0].id;
        t.act(json!({"action": "pass_priority", "player": 0}));
        cast(&mut t, 1, "leak", json!([{"object": bears_spell.0}]));
        t.pass_all();
        let d = pending(&t);
        assert_eq!((d.player, d.resume.clone()), (PlayerId(0), Resume::Resolution));
        let DecisionKind::ChooseYesNo { subject, .. } = &d.kind else {
            panic!("{d:?}")
        };
        assert_eq!(*subject, bears_spell);
        t.act(json!({"action": "choose_yes_no", "player": 0, "yes": pay}));
        t.pass_all();
        assert_eq!(
            t.zone("bears"),
            if pay { "battlefield" } else { "graveyard" }
        );
    }
}

/// A wrong answer, an answer from the wrong player, an answer to a question
/// not asked: refused, the game unchanged. The way version 1 of the actions
/// answered (choosing the subject for yes, nothing for no) is still read.
#[test]
fn yes_no_answers_that_are_refused_and_the_version_1_spelling() {
    let mut t = gravedigger();
    assert!(
        t.try_act(json!({"action": "choose_yes_no", "player": 0, "yes": true}))
            .is_err(),
        "targets are asked, not yes/no"
    );
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@bears"}]}));
    let trigger = t.g().stack[0].id;
    t.pass_all();
    let before = t.g().clone();
    for wrong in [
        json!({"action": "choose_yes_no", "player": 1, "yes": true}),
        json!({"action": "choose_object", "player": 0, "object": "@giant"}),
        json!({"action": "choose_cards", "player": 0, "cards": []}),
        json!({"action": "choose_mode", "player": 0, "mode": 0}),
        json!({"action": "pass_priority", "player": 0}),
    ] {
        assert!(t.try_act(wrong.clone()).is_err(), "{wrong} is refused");
        assert_eq!(t.g(), &before, "{wrong} changed nothing");
    }
    t.act(json!({"action": "choose_object", "player": 0, "object": trigger.0}));
    assert_eq!(t.zone("bears"), "hand", "version 1's yes");
    assert!(
        t.try_act(json!({"action": "choose_yes_no", "player": 0, "yes": false}))
            .is_err(),
        "no question is pending"
    );
}

/// 514.1 and 508.1: the cleanup discard and the declaration of attackers
/// say where they resume.
#[test]
fn r514_1_cleanup_discard_and_r508_1_attackers_resume_where_they_were_asked() {
    let hand: Vec<Value> = (0..9).map(|_| json!("Island")).collect();
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "hand": hand, "battlefield": ["Grizzly Bears"], "library": ["Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    until_asked(&mut t);
    let d = pending(&t);
    assert_eq!((d.rule.as_str(), d.resume.clone()), ("508.1", Resume::Declaration));
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": []}));
    until_asked(&mut t);
    let d = pending(&t);
    assert_eq!(
        (d.rule.as_str(), d.resume.clone()),
        ("514.1", Resume::CleanupDiscard)
    );
    let DecisionKind::ChooseCards { from, min, .. } = &d.kind else {
        panic!("{d:?}")
    };
    assert_eq!(*min, 2);
    t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0, from[1].0]}));
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 7);
}

/// The cleanup step that asked for the discard resumes after it without
/// beginning again (one "cleanup step begins"); a game saved while the
/// discard was asked, by a build that kept a flag for it on the game
/// (`cleanup_discard_asked`), is read the same way.
#[test]
fn r514_1_the_cleanup_step_resumes_after_the_discard_without_beginning_again() {
    let hand: Vec<Value> = (0..9).map(|_| json!("Island")).collect();
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "hand": hand, "library": ["Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "end"}}));
    let began = |ev: &[Event]| ev.iter().filter(|e| matches!(e.kind, EventKind::StepBegan { step: types::Step::Cleanup })).count();
    let ev = t.pass_all();
    assert_eq!(began(&ev), 1);
    let d = pending(&t);
    assert_eq!(d.resume, Resume::CleanupDiscard);
    let DecisionKind::ChooseCards { from, .. } = &d.kind else { panic!("{d:?}") };
    let answer = json!({"action": "choose_cards", "player": 0, "cards": [from[0].0, from[1].0]});
    // As an older build saved it: the flag on, the step not marked as resumed.
    let mut v = serde_json::to_value(t.g()).unwrap();
    v["game"]["cleanup_discard_asked"] = true.into();
    v["game"]["step_resumed"] = false.into();
    let old: Game = serde_json::from_value(v).expect("read");
    assert!(old == *t.g(), "read as the game that asked");
    let ev = t.act(answer);
    assert_eq!(began(&ev), 0, "{:?}", rules(&ev));
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 7);
    assert_eq!(t.g().turn.active, PlayerId(1), "the turn went on");
}

/// A game saved in format 1 (the waiting trigger whose targets were chosen
/// kept on the game; a yes/no question asked as a choice of one object or
/// none) is read with the decision's resume point and kind worked out.
#[test]
fn a_game_saved_in_format_1_is_read_with_its_resume_point() {
    let t = gravedigger();
    let waiting = t.g().waiting_triggers.front().unwrap().id;
    let mut v = serde_json::to_value(t.g()).unwrap();
    assert_eq!(v["format"], 2);
    v["format"] = 1.into();
    v["game"]["pending"]
        .as_object_mut()
        .unwrap()
        .remove("resume");
    v["game"]["choosing_targets_for"] = waiting.into();
    v["game"]["choosing_mode_for"] = Value::Null;
    let g: Game = serde_json::from_value(v).expect("format 1 is read");
    assert_eq!(
        g.pending.as_ref().unwrap().resume,
        Resume::TriggerTargets { trigger: waiting }
    );
    g.check_consistency().expect("consistent");

    // Force of Nature's question, saved in format 1 as a choice of the trigger or nothing.
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Force of Nature", "label": "fon"}, "Forest", "Forest", "Forest", "Forest"], "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 1, "active": 1, "step": "end"}}));
    until_asked(&mut t);
    let DecisionKind::ChooseYesNo { subject, yes, no } = pending(&t).kind else {
        panic!()
    };
    let mut v = serde_json::to_value(t.g()).unwrap();
    v["format"] = 1.into();
    let p = v["game"]["pending"].as_object_mut().unwrap();
    p.remove("resume");
    p.remove("subject");
    p.remove("yes");
    p.remove("no");
    p.insert("decision".into(), "choose_object".into());
    p.insert("candidates".into(), json!([subject.0]));
    p.insert("optional".into(), true.into());
    p.insert("labels".into(), json!([yes.clone()]));
    p.insert("none_label".into(), no.clone().into());
    let mut g: Game = serde_json::from_value(v).expect("format 1 is read");
    let d = g.pending.clone().unwrap();
    assert_eq!(d.resume, Resume::Resolution);
    assert_eq!(d.kind, DecisionKind::ChooseYesNo { subject, yes, no });
    g.apply(&Action::ChooseYesNo {
        player: PlayerId(0),
        yes: false,
    })
    .expect("answered");
    assert_eq!(g.life_of(PlayerId(0)), 12);
}
