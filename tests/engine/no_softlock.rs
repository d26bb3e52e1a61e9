//! Whoever must act can act (716.2c), and what the list of legal actions
//! offers is accepted (716.2c, 716.3).
//!
//! Random games (2 and 3 players) in which the players also propose
//! shortcuts ("pass until" a random point) and shorten them at random
//! choices: after every action, either the game is over or the player who
//! must act has at least one legal action; and every action listed at
//! priority, written out, is accepted by `apply` on a copy of the game.
//! The random-play repros replay with the refused actions skipped (a refused
//! action leaves the game unchanged).

use crate::common;
use common::random_play::*;
use proptest::prelude::*;
use stackwise::formats::scenario::Scenario;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::{Flow, Game};
use stackwise::rules::*;

fn build(v: &serde_json::Value) -> Game {
    let s: Scenario = stackwise::formats::json_path::from_value_at(v, "").unwrap();
    s.build().unwrap().game
}

/// Nobody is left waiting: the game is over, or whoever must act has a legal action.
fn someone_can_act(g: &Game) -> Result<(), String> {
    if g.winners.is_some() {
        return Ok(());
    }
    if g.legal_actions().is_empty() {
        return Err(format!("no winner, but the player to act has no legal action (flow {:?}, pending {}, forbidden {:?})", g.flow, g.pending.is_some(), g.shortcut_forbidden));
    }
    Ok(())
}

/// Every entry listed at priority, written out (random targets), is accepted on a copy.
fn listed_actions_are_accepted(g: &Game, r: u64) -> Result<(), String> {
    if g.pending.is_some() {
        return Ok(());
    }
    let legal = g.legal_actions();
    let n = legal.len() as u64;
    for (i, la) in legal.iter().enumerate() {
        if matches!(la, LegalAction::Decide { .. }) {
            continue;
        }
        // pick_action picks entry `r % n`: this one, with random choices within it.
        let a = pick_action(g, i as u64 + n * (r % 1000)).expect("an action");
        let mut copy = g.clone();
        if let Err(e) = copy.apply(&a) {
            return Err(format!("listed {la:?}, written as {a:?}, is refused: {e}"));
        }
    }
    Ok(())
}

/// A random shortcut the player with priority proposes: everyone passes
/// until a step, a player's priority, or the next turn.
fn random_proposal(g: &Game, p: PlayerId, r: u64) -> Action {
    const STEPS: &[&str] = &["upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers", "end_of_combat", "postcombat_main", "end"];
    let n = g.players.len() as u64;
    let stop = match r % 4 {
        0 => serde_json::json!({"step": STEPS[(r / 4 % STEPS.len() as u64) as usize]}),
        1 => serde_json::json!({"player": r / 4 % n}),
        2 => serde_json::json!({"active": r / 4 % n}),
        _ => serde_json::json!({"turn": g.turn.number + 1}),
    };
    serde_json::from_value(serde_json::json!({"action": "propose_shortcut", "player": p.0, "steps": [{"pass_until": stop}]})).unwrap()
}

/// A scenario of `scenario_strategy` with a third player added when `three`.
fn with_players(mut v: serde_json::Value, three: bool) -> serde_json::Value {
    if three {
        let c = serde_json::json!({"name": "C", "life": 20, "library": ["Forest", "Island", "Grizzly Bears"], "hand": ["Lightning Bolt", "Mountain"], "battlefield": ["Mountain", "Prodigal Sorcerer"]});
        v["players"].as_array_mut().unwrap().push(c);
    }
    v
}

/// Play one random game: actions from the legal list, and now and then a shortcut.
fn walk(scenario: &serde_json::Value, rs: &[u64], check_listing: bool) -> Result<(), TestCaseError> {
    let mut g = build(scenario);
    for (step, r) in rs.iter().enumerate() {
        if g.winners.is_some() {
            break;
        }
        let action = match g.flow {
            Flow::Priority(p) if g.pending.is_none() && r % 6 == 0 => random_proposal(&g, p, r / 6),
            _ => match pick_action(&g, *r) {
                Some(a) => a,
                None => return Err(TestCaseError::fail(format!("step {step}: nobody can act: {:?}", someone_can_act(&g)))),
            },
        };
        let _ = g.apply(&action);
        someone_can_act(&g).map_err(|e| TestCaseError::fail(format!("step {step}, after {action:?}: {e}")))?;
        if check_listing {
            listed_actions_are_accepted(&g, *r).map_err(|e| TestCaseError::fail(format!("step {step}, after {action:?}: {e}")))?;
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// 716.2c: in random games with shortcuts proposed and shortened, the
    /// player who must act always has a legal action.
    #[test]
    fn r716_2c_whoever_must_act_has_a_legal_action(v in scenario_strategy(), three in any::<bool>(), rs in proptest::collection::vec(any::<u64>(), 1..160)) {
        walk(&with_players(v, three), &rs, false)?;
    }

    /// 716.2c, 716.3: every action listed at priority is accepted.
    #[test]
    fn r716_3_every_listed_action_is_accepted(v in scenario_strategy(), three in any::<bool>(), rs in proptest::collection::vec(any::<u64>(), 1..100)) {
        walk(&with_players(v, three), &rs, true)?;
    }
}

/// Replay a scenario's script, skipping the actions the game refuses (a
/// refused action leaves it unchanged), checking after each that whoever
/// must act can. Returns the game at the end.
fn replay_checking(path: &str) -> Game {
    let text = std::fs::read_to_string(path).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let mut s = v.clone();
    s["script"] = serde_json::json!([]);
    let mut g = build(&s);
    for (i, step) in v["script"].as_array().unwrap().iter().enumerate() {
        let Some(a) = step.get("do") else { continue };
        let a: Action = serde_json::from_value(a.clone()).unwrap();
        let _ = g.apply(&a);
        if let Err(e) = someone_can_act(&g) {
            panic!("{path}: script[{i}] ({a:?}): {e}");
        }
    }
    g
}

/// 716.2b–c: the random-play repro: a player of a four-player (Two-Headed
/// Giant) game shortened another's "pass until turn 8" at a pass of theirs
/// where they had nothing else to do. That shortening is refused; the game
/// goes on with someone able to act.
#[test]
fn r716_2c_random_play_repro_shortened_with_nothing_else_to_do() {
    let g = replay_checking("tests/repros/r716_2c_shortened_nothing_else_legal_random.json");
    assert!(g.shortcut_forbidden.is_none(), "no shortening to a point with nothing else to do: {:?}", g.shortcut_forbidden);
}

fn upkeep_pass_until_main() -> Game {
    build(&serde_json::json!({
        "format": "stackwise-scenario", "version": 1,
        "players": [{"name": "Alice", "library": ["Forest", "Forest"]}, {"name": "Bob", "library": ["Forest"], "battlefield": ["Forest"]}],
        "turn": {"number": 3, "active": 0, "step": "upkeep"}
    }))
}

/// 716.2b: Bob shortens Alice's "pass until the main phase" at his upkeep
/// pass, where passing is all he can do (a Forest's mana ability is not a
/// different choice: it only fills his pool). Refused, naming the point; the
/// game is unchanged and the proposal still waits for his answer.
#[test]
fn r716_2b_shortening_where_only_passing_is_possible_is_refused() {
    let mut g = upkeep_pass_until_main();
    g.apply(&serde_json::from_value(serde_json::json!({"action": "propose_shortcut", "player": 0, "steps": [{"pass_until": {"step": "precombat_main"}}]})).unwrap()).unwrap();
    let before = g.clone();
    let e = g.apply(&Action::AnswerShortcut { player: PlayerId(1), shorten_at: Some(1) }).unwrap_err();
    assert!(e.to_string().starts_with("716.2b: shorten_at: at choice 1 Bob can only pass"), "{e}");
    assert!(g == before);
    // Accepting is his answer: the shortcut is taken to Alice's main phase.
    g.apply(&Action::AnswerShortcut { player: PlayerId(1), shorten_at: None }).unwrap();
    assert_eq!(g.turn.step, Step::PrecombatMain);
    assert_eq!(g.flow, Flow::Priority(PlayerId(0)));
}

/// 716.2c: the hostile repro: the same shortening through a scenario file is
/// refused, and nobody is ever left without a legal action.
#[test]
fn r716_2c_shortened_nothing_else_legal_repro_is_refused() {
    let g = replay_checking("tests/repros/r716_2c_shortened_nothing_else_legal.json");
    assert!(g.shortcut_forbidden.is_none());
    assert_eq!(g.turn.step, Step::Upkeep, "the refused shortening left the proposal to be answered");
    assert!(g.pending.is_some());
}

/// 716.2c: the restriction does not outlive its meaning. Bob shortened at a
/// point where he could cast a spell; the spell's only target then leaves
/// with the player who conceded, so passing is all Bob can do: he may pass.
#[test]
fn r716_2c_a_forbidden_pass_is_allowed_once_nothing_else_is_possible() {
    let mut g = build(&serde_json::json!({
        "format": "stackwise-scenario", "version": 1,
        "players": [
            {"name": "Alice", "library": ["Forest", "Forest", "Forest"]},
            {"name": "Bob", "hand": ["Terror"], "battlefield": ["Swamp", "Swamp"], "library": ["Forest", "Forest"]},
            {"name": "Carol", "battlefield": ["Grizzly Bears"], "library": ["Forest", "Forest"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "upkeep"}
    }));
    g.apply(&serde_json::from_value(serde_json::json!({"action": "propose_shortcut", "player": 0, "steps": [{"pass_until": {"step": "precombat_main"}}]})).unwrap()).unwrap();
    // Choice 1 is Bob's upkeep pass: he could cast Terror on Carol's Bears there.
    g.apply(&Action::AnswerShortcut { player: PlayerId(1), shorten_at: Some(1) }).unwrap();
    g.apply(&Action::AnswerShortcut { player: PlayerId(2), shorten_at: None }).unwrap();
    assert_eq!(g.flow, Flow::Priority(PlayerId(1)));
    let e = g.apply(&Action::PassPriority { player: PlayerId(1) }).unwrap_err();
    assert!(e.to_string().starts_with("716.2c:"), "{e}");
    assert!(!g.legal_actions().iter().any(|a| matches!(a, LegalAction::Pass { .. })));
    // Carol leaves (104.3a, 800.4a): her Bears with her. Bob has only passing left.
    g.apply(&Action::Concede { player: PlayerId(2) }).unwrap();
    assert_eq!(g.flow, Flow::Priority(PlayerId(1)));
    assert!(g.legal_actions().iter().any(|a| matches!(a, LegalAction::Pass { .. })));
    g.apply(&Action::PassPriority { player: PlayerId(1) }).unwrap();
}

/// 716.2c: with a different choice still there, a mana ability is not it:
/// Bob taps a Swamp and still may not pass; casting Terror is his choice.
#[test]
fn r716_2c_a_mana_ability_is_not_the_different_choice() {
    let mut g = build(&serde_json::json!({
        "format": "stackwise-scenario", "version": 1,
        "players": [
            {"name": "Alice", "battlefield": ["Grizzly Bears"], "library": ["Forest", "Forest", "Forest"]},
            {"name": "Bob", "hand": ["Terror"], "battlefield": ["Swamp", "Swamp", "Swamp"], "library": ["Forest", "Forest"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "upkeep"}
    }));
    g.apply(&serde_json::from_value(serde_json::json!({"action": "propose_shortcut", "player": 0, "steps": [{"pass_until": {"step": "precombat_main"}}]})).unwrap()).unwrap();
    g.apply(&Action::AnswerShortcut { player: PlayerId(1), shorten_at: Some(1) }).unwrap();
    let swamp = g.battlefield.iter().copied().find(|id| g.name_of(*id) == "Swamp" && g.obj(*id).unwrap().controller == PlayerId(1)).unwrap();
    g.apply(&Action::ActivateAbility { player: PlayerId(1), source: swamp, ability: 0, targets: vec![], x: None, mana_abilities: vec![], auto_pay: false, division: vec![], sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], adds: None, phyrexian_life: 0 }).unwrap();
    let e = g.apply(&Action::PassPriority { player: PlayerId(1) }).unwrap_err();
    assert!(e.to_string().starts_with("716.2c:"), "{e}");
    let bears = g.battlefield.iter().copied().find(|id| g.name_of(*id) == "Grizzly Bears").unwrap();
    let terror = g.players[1].hand[0];
    g.apply(&Action::CastSpell { player: PlayerId(1), card: terror, targets: vec![TargetChoice::Object(bears)], mode: None, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], alternative_cost: None, kicked: false, multikicker: 0, buyback: false, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: 0, splice: vec![] }).unwrap();
    g.apply(&Action::PassPriority { player: PlayerId(1) }).unwrap();
}

/// The 716.3 repro's script with its raw ids written as labels, played from
/// `scenario` (the repro's, or one with more cards): before every action,
/// every action listed is accepted. Returns the game and the refusals.
fn replay_716_3(scenario: serde_json::Value, script: &serde_json::Value) -> (common::T, Vec<String>) {
    let mut t = common::T::new(scenario);
    let mut refusals = Vec::new();
    for (i, step) in script.as_array().unwrap().iter().enumerate() {
        for r in 0..3 {
            listed_actions_are_accepted(t.g(), r).unwrap_or_else(|e| panic!("before script[{i}]: {e}"));
        }
        let text = serde_json::to_string(&step["do"]).unwrap().replace(r#""source":1"#, r#""source":"@initiate""#).replace(r#""source":2"#, r#""source":"@rod""#).replace(r#"{"object":1}"#, r#"{"object":"@initiate"}"#);
        if let Err(e) = t.try_act(serde_json::from_str(&text).unwrap()) {
            refusals.push(format!("script[{i}]: {e}"));
        }
        someone_can_act(t.g()).unwrap();
    }
    (t, refusals)
}

fn repro_716_3() -> (serde_json::Value, serde_json::Value) {
    let path = "tests/repros/r716_3_listed_activation_refused_after_shortened_shortcut.json";
    let mut v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let script = v["script"].take();
    v["script"] = serde_json::json!([]);
    (v, script)
}

/// 716.2b, 716.3: the repro: a fragmented flying loop (Alice, the active
/// player, gives her Initiate flying; Bob's Rod takes it away), then Bob's
/// "pass until turn 4", which Alice shortens at her pass where the only other
/// thing she could do is the activation 716.3 refuses her. That is no
/// different choice: the shortening is refused (716.2b). Before every action,
/// every action listed is accepted.
#[test]
fn r716_3_listed_activation_after_shortened_shortcut_repro() {
    let (v, script) = repro_716_3();
    let (t, refusals) = replay_716_3(v, &script);
    assert!(refusals.iter().any(|r| r.starts_with("script[40]: 716.2b: shorten_at: at choice 53 Alice can only pass")), "{refusals:?}");
    assert!(t.g().shortcut_forbidden.is_none());
}

/// 716.3 after a shortened shortcut: the repro's game with a Forest and Giant
/// Growth for Alice, so that she can shorten at choice 53 (casting it is a
/// different choice). There 716.3 refuses her Initiate's activation: it is
/// not listed, nor is passing (716.2c); Giant Growth is, and is accepted.
#[test]
fn r716_3_after_a_shortened_shortcut_the_refused_activation_is_not_listed() {
    let (mut v, script) = repro_716_3();
    v["players"][0]["battlefield"].as_array_mut().unwrap().push(serde_json::json!("Forest"));
    v["players"][0]["hand"] = serde_json::json!(["Giant Growth"]);
    let (mut t, refusals) = replay_716_3(v, &script);
    assert_eq!(refusals.len(), 1, "{refusals:?}");
    assert!(refusals[0].starts_with("script[41]: 716.3:"), "{refusals:?}");
    assert!(t.g().shortcut_forbidden.is_some(), "Alice shortened the shortcut");
    let legal = t.g().legal_actions();
    let initiate = t.id("initiate");
    assert!(!legal.iter().any(|la| matches!(la, LegalAction::Activate { source, .. } if *source == initiate)), "{legal:?}");
    assert!(!legal.iter().any(|la| matches!(la, LegalAction::Pass { .. })), "{legal:?}");
    assert!(legal.iter().any(|la| matches!(la, LegalAction::Cast { name, .. } if name == "Giant Growth")), "{legal:?}");
    // The same choice written with its payment spelled out is the same choice (716.3).
    let e = t.try_act(serde_json::json!({"action": "activate_ability", "player": 0, "source": "@initiate", "ability": 0, "x": 0})).unwrap_err();
    assert!(e.to_string().starts_with("716.3:"), "{e}");
    t.act(serde_json::json!({"action": "cast_spell", "player": 0, "card": t.g().players[0].hand[0].0, "targets": [{"object": "@initiate"}], "auto_pay": true}));
}

/// Bob's shortcut has Alice sacrifice Nantuko Husk to itself at the beginning
/// of combat; Alice shortens there (716.2b). She may not make that choice
/// (716.2c), so the activation is listed only with what else she could
/// sacrifice (602.2b), and not at all when the Husk was her only creature;
/// what is listed is accepted, and the proposed sacrifice is refused.
#[test]
fn r716_2c_the_proposed_sacrifice_is_not_listed_to_the_shortener() {
    for with_bears in [true, false] {
        let mut alice = serde_json::json!({"name": "Alice", "battlefield": [{"card": "Nantuko Husk", "label": "husk"}]});
        if with_bears {
            alice["battlefield"].as_array_mut().unwrap().push(serde_json::json!({"card": "Grizzly Bears", "label": "bears"}));
        }
        let mut t = common::T::new(serde_json::json!({"players": [alice, {"name": "Bob"}], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        t.act(serde_json::json!({"action": "pass_priority", "player": 0}));
        let pass = |p: u8| serde_json::json!({"do": {"action": "pass_priority", "player": p}});
        let sac = serde_json::json!({"do": {"action": "activate_ability", "player": 0, "source": t.id("husk").0, "ability": 0, "sacrifice": [t.id("husk").0]}});
        t.act(serde_json::json!({"action": "propose_shortcut", "player": 1, "steps": [pass(1), sac, pass(0), pass(1)]}));
        // The choices: Bob's pass (0), Alice's sacrifice (1), the passes.
        t.act(serde_json::json!({"action": "answer_shortcut", "player": 0, "shorten_at": 1}));
        assert_eq!(t.g().turn.step, Step::BeginningOfCombat);
        assert_eq!(t.g().flow, Flow::Priority(PlayerId(0)));
        let husk = t.id("husk");
        let listed: Vec<_> = t.g().legal_actions().into_iter().filter(|la| matches!(la, LegalAction::Activate { source, .. } if *source == husk)).collect();
        if with_bears {
            let bears = t.id("bears");
            assert!(matches!(&listed[..], [LegalAction::Activate { sacrifice: Some(s), .. }] if s.candidates == vec![bears]), "{listed:?}");
        } else {
            assert!(listed.is_empty(), "{listed:?}");
        }
        for r in 0..4 {
            listed_actions_are_accepted(t.g(), r).unwrap();
        }
        let e = t.try_act(serde_json::json!({"action": "activate_ability", "player": 0, "source": "@husk", "ability": 0, "sacrifice": ["@husk"]})).unwrap_err();
        assert!(e.to_string().starts_with("716.2c:"), "{e}");
    }
}
