//! 716.1b–716.2c: proposing, accepting or shortening, and taking shortcuts.
//! Expected values come from the cards and the seed's examples: Presence of
//! Gond gives the Bears "{T}: create a 1/1 Elf Warrior"; Intruder Alarm untaps
//! every creature whenever a creature enters.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::*;
use stackwise::rules::state::{DecisionKind, Flow};

fn gond_loop() -> T {
    T::new(json!({
        "seed": 7,
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Presence of Gond", "label": "presence", "attached_to": "bears"}]},
            {"name": "Bob", "battlefield": [{"card": "Intruder Alarm", "label": "alarm"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }))
}

/// One iteration of the 716.2a example, as the seed spells it: Alice activates,
/// each player passes (the ability resolves: a token, which triggers the
/// Alarm), each player passes (the Alarm's ability resolves: all untap).
fn iteration(t: &T) -> serde_json::Value {
    let bears = t.id("bears").0;
    json!([
        {"do": {"action": "activate_ability", "player": 0, "source": bears, "ability": 0}},
        {"do": {"action": "pass_priority", "player": 0}},
        {"do": {"action": "pass_priority", "player": 1}},
        {"do": {"action": "pass_priority", "player": 0}},
        {"do": {"action": "pass_priority", "player": 1}}
    ])
}

fn elf_tokens(g: &Game, controller: u8) -> Vec<ObjectId> {
    g.battlefield
        .iter()
        .copied()
        .filter(|id| {
            let o = g.obj(*id).unwrap();
            o.token && o.controller == PlayerId(controller) && g.name_of(*id) == "Elf Warrior"
        })
        .collect()
}

fn play_by_hand(t: &mut T, times: usize) -> Vec<Event> {
    let bears = t.id("bears");
    let mut out = Vec::new();
    for _ in 0..times {
        out.extend(t.gm().apply(&Action::ActivateAbility { player: PlayerId(0), source: bears, ability: 0, targets: vec![], x: None, mana_abilities: vec![], auto_pay: false, division: vec![], sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], adds: None, phyrexian_life: 0 }).unwrap());
        for p in [0u8, 1, 0, 1] {
            out.extend(t.gm().apply(&Action::PassPriority { player: PlayerId(p) }).unwrap());
        }
    }
    out
}

fn propose(t: &mut T, player: u8, steps: serde_json::Value) -> Result<Vec<Event>, ActionError> {
    t.try_act(json!({"action": "propose_shortcut", "player": player, "steps": steps}))
}

fn repeat(t: &T, times: u64) -> serde_json::Value {
    json!([{"repeat": {"times": times, "steps": iteration(t)}}])
}

fn proposal(g: &Game) -> &stackwise::rules::shortcut::Proposal {
    match &g.pending.as_ref().expect("a pending decision").kind {
        DecisionKind::Shortcut { proposal } => proposal,
        other => panic!("not a shortcut decision: {other:?}"),
    }
}

#[test]
fn r716_2a_million_tokens_example_proposed_accepted_and_taken() {
    // The seed's example with a thousand tokens: the same sequence, smaller.
    let mut t = gond_loop();
    let ev = { let st = repeat(&t, 1000); propose(&mut t, 0, st) }.unwrap();
    assert!(cites(&ev, "716.2a"));
    // 716.2b: Bob, the next player in turn order, is asked; nothing happened yet.
    assert_eq!(t.g().pending.as_ref().unwrap().player, PlayerId(1));
    assert_eq!(t.g().pending.as_ref().unwrap().rule, "716.2b");
    assert!(elf_tokens(t.g(), 0).is_empty());
    let p = proposal(t.g());
    assert_eq!(p.length, 5000, "five choices per iteration");
    assert_eq!(p.prediction.players[0].permanents, 2 + 1000, "the Bears, the Aura and a thousand tokens");
    assert_eq!(p.prediction.priority, Some(PlayerId(0)));
    let ev = t.act(json!({"action": "answer_shortcut", "player": 1}));
    assert!(cites(&ev, "716.2b") && cites(&ev, "716.2c"));
    let tokens = elf_tokens(t.g(), 0);
    assert_eq!(tokens.len(), 1000);
    // The Alarm untapped everything after the last token entered.
    assert!(tokens.iter().all(|id| !t.g().obj(*id).unwrap().tapped));
    assert!(!t.g().obj(t.id("bears")).unwrap().tapped);
    assert!(t.g().stack.is_empty() && t.g().pending.is_none());
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(0)));
    // 716.1b: the log summarises the 999 other iterations in one line.
    let summary: Vec<&Event> = ev.iter().filter(|e| matches!(e.kind, EventKind::ShortcutRepeated { .. })).collect();
    assert_eq!(summary.len(), 1);
    match &summary[0].kind {
        EventKind::ShortcutRepeated { times, choices, rules, .. } => {
            assert_eq!(*times, 999);
            assert_eq!(*choices, 999 * 5);
            // Each iteration: one activation (602.2a), four passes, and twice the
            // next player receiving priority after a pass (116.3d each), two
            // resolutions (608.1) of which the first creates a token (110.5).
            let count = |r: &str| rules.iter().find(|c| c.rule == r).map_or(0, |c| c.count);
            assert_eq!(count("116.3d"), 999 * 6);
            assert_eq!(count("602.2a"), 999);
        }
        _ => unreachable!(),
    }
    assert!(ev.len() < 200, "the log holds one iteration and a summary, not {} events", ev.len());
}

#[test]
fn r716_1b_a_loop_repeated_a_chosen_number_of_times_is_the_loop_played_out() {
    for n in [1usize, 2, 3, 17] {
        let mut by_hand = gond_loop();
        let hand_events = play_by_hand(&mut by_hand, n);
        let mut short = gond_loop();
        { let st = repeat(&short, n as u64); propose(&mut short, 0, st) }.unwrap();
        let ev = short.act(json!({"action": "answer_shortcut", "player": 1}));
        assert_eq!(elf_tokens(short.g(), 0).len(), n);
        if short.g() != by_hand.g() {
            let a = format!("{:#?}", short.g());
            let b = format!("{:#?}", by_hand.g());
            for (x, y) in a.lines().zip(b.lines()) {
                if x != y {
                    eprintln!("shortcut: {x}\nby hand:  {y}");
                }
            }
        }
        assert!(short.g() == by_hand.g(), "the shortcut of {n} iterations gives the state the loop played out gives");
        // The taken choices' events are the first iteration's, as played by hand, then the summary.
        let taken = ev.iter().position(|e| matches!(e.kind, EventKind::ShortcutTaken { .. })).unwrap();
        let logged: Vec<&Event> = ev[taken + 1..].iter().filter(|e| !matches!(e.kind, EventKind::ShortcutRepeated { .. })).collect();
        let first_iteration = hand_events.len() / n;
        assert_eq!(logged.len(), first_iteration);
        for (a, b) in logged.iter().zip(&hand_events) {
            assert_eq!(*a, b);
        }
    }
}

#[test]
fn r716_2a_only_the_player_with_priority_proposes() {
    let mut t = gond_loop();
    let before = t.g().clone();
    let e = { let st = repeat(&t, 2); propose(&mut t, 1, st) }.unwrap_err();
    assert!(matches!(e, ActionError::NoPriority(_)), "{e}");
    assert!(*t.g() == before);
}

#[test]
fn r716_2a_a_sequence_that_cant_be_taken_is_refused_with_the_reason() {
    // Without Intruder Alarm nothing untaps the Bears: the second activation is illegal.
    let mut t = T::new(json!({
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Presence of Gond", "attached_to": "bears"}]},
            {"name": "Bob", "battlefield": [{"card": "Llanowar Elves"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let bears = t.id("bears").0;
    let before = t.g().clone();
    let e = propose(&mut t, 0, json!([{"repeat": {"times": 3, "steps": [
        {"do": {"action": "activate_ability", "player": 0, "source": bears, "ability": 0}},
        {"do": {"action": "pass_priority", "player": 0}},
        {"do": {"action": "pass_priority", "player": 1}}
    ]}}]))
    .unwrap_err();
    let m = e.to_string();
    assert!(m.starts_with("716.2a: choice 3 "), "{m}");
    assert!(m.contains("activates ability 0 of Grizzly Bears"), "{m}");
    assert_eq!(e.rule().as_deref(), Some("716.2a"));
    assert!(*t.g() == before, "a refused proposal changes nothing");
}

#[test]
fn r716_2a_a_conditional_action_after_a_random_result_is_refused() {
    // "{0}: target player discards a card at random", then Alice would cast the
    // card left in Bob's... no: then Alice would activate again. The second
    // activation comes after a random result, so it is conditional.
    let card = json!({"name": "Coin of Chance", "mana_cost": "{1}", "type": "Artifact", "text": "{0}: Target player discards a card at random."});
    let mut t = T::new(json!({
        "cards": [card],
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Coin of Chance", "label": "coin"}]},
            {"name": "Bob", "hand": ["Forest", "Island", "Mountain"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let coin = t.id("coin").0;
    let act = json!({"do": {"action": "activate_ability", "player": 0, "source": coin, "ability": 0, "targets": [{"player": 1}]}});
    let pass0 = json!({"do": {"action": "pass_priority", "player": 0}});
    let pass1 = json!({"do": {"action": "pass_priority", "player": 1}});
    let before = t.g().clone();
    let e = propose(&mut t, 0, json!([act, pass0, pass1, act])).unwrap_err();
    let m = e.to_string();
    assert!(m.starts_with("716.2a: choice 3 "), "{m}");
    assert!(m.contains("random"), "{m}");
    assert!(*t.g() == before);
    // Ending right after the random result is fine: nothing depends on it.
    propose(&mut t, 0, json!([act, pass0, pass1])).unwrap();
    t.act(json!({"action": "answer_shortcut", "player": 1}));
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 2);
}

#[test]
fn r716_2a_the_sequence_must_end_where_a_player_has_priority() {
    // After Bears' activation resolves Alice would have priority: fine. But a
    // sequence that stops while Bob must answer the shortcut-free decision of
    // ordering... here: ending in the declare attackers step's decision.
    let mut t = T::new(json!({
        "players": [
            {"name": "Alice", "battlefield": ["Grizzly Bears"]},
            {"name": "Bob", "battlefield": []}
        ],
        "turn": {"number": 3, "active": 0, "step": "beginning_of_combat"}
    }));
    let e = propose(&mut t, 0, json!([
        {"do": {"action": "pass_priority", "player": 0}},
        {"do": {"action": "pass_priority", "player": 1}}
    ]))
    .unwrap_err();
    let m = e.to_string();
    assert!(m.starts_with("716.2a: the sequence must end where a player has priority"), "{m}");
    assert!(m.contains("Alice must decide"), "{m}");
}

#[test]
fn r716_2a_malformed_proposals_are_refused_naming_the_field() {
    let mut t = gond_loop();
    let before = t.g().clone();
    let e = { let st = json!([{"repeat": {"times": 0, "steps": iteration(&t)}}]); propose(&mut t, 0, st) }.unwrap_err();
    assert!(e.to_string().contains("steps[0].times"), "{e}");
    let e = propose(&mut t, 0, json!([{"repeat": {"times": 2, "steps": []}}])).unwrap_err();
    assert!(e.to_string().contains("steps[0].steps"), "{e}");
    let e = propose(&mut t, 0, json!([])).unwrap_err();
    assert!(e.to_string().contains("steps"), "{e}");
    let e = propose(&mut t, 0, json!([{"pass_until": {}}])).unwrap_err();
    assert!(e.to_string().contains("steps[0].pass_until"), "{e}");
    // Nine levels of loops.
    let mut deep = json!([{"do": {"action": "pass_priority", "player": 0}}]);
    for _ in 0..9 {
        deep = json!([{"repeat": {"times": 1, "steps": deep}}]);
    }
    let e = propose(&mut t, 0, deep).unwrap_err();
    assert!(e.to_string().contains("MAX_SHORTCUT_DEPTH"), "{e}");
    // A billion iterations of five choices: over the limit, refused before anything is played.
    let e = { let st = repeat(&t, 1_000_000_000); propose(&mut t, 0, st) }.unwrap_err();
    assert!(e.to_string().contains("MAX_SHORTCUT_CHOICES"), "{e}");
    let e = { let st = json!([{"repeat": {"times": u64::MAX, "steps": [{"repeat": {"times": u64::MAX, "steps": iteration(&t)}}]}}]); propose(&mut t, 0, st) }.unwrap_err();
    assert!(e.to_string().contains("MAX_SHORTCUT_CHOICES"), "{e}");
    let e = propose(&mut t, 0, json!([{"do": {"action": "propose_shortcut", "player": 0, "steps": []}}])).unwrap_err();
    assert!(e.to_string().contains("steps[0]"), "{e}");
    assert!(*t.g() == before);
}

fn three_players() -> T {
    T::new(json!({
        "players": [
            {"name": "Alice", "battlefield": ["Forest"], "library": ["Forest"]},
            {"name": "Bob", "battlefield": ["Forest"], "library": ["Forest"]},
            {"name": "Carol", "battlefield": ["Forest"], "library": ["Forest"]}
        ],
        "turn": {"number": 2, "active": 1, "step": "upkeep"}
    }))
}

#[test]
fn r716_2b_each_other_player_answers_in_turn_order_after_the_proposer() {
    let mut t = three_players();
    // Bob (active, with priority) proposes: everyone passes until Bob has priority in his main phase.
    propose(&mut t, 1, json!([{"pass_until": {"player": 1, "step": "precombat_main"}}])).unwrap();
    assert_eq!(t.g().pending.as_ref().unwrap().player, PlayerId(2), "Carol comes after Bob");
    let before = t.g().clone();
    let e = t.try_act(json!({"action": "answer_shortcut", "player": 0})).unwrap_err();
    assert!(matches!(e, ActionError::DecisionPending(_)), "{e}");
    assert!(*t.g() == before);
    t.act(json!({"action": "answer_shortcut", "player": 2}));
    assert_eq!(t.g().pending.as_ref().unwrap().player, PlayerId(0), "then Alice");
    t.act(json!({"action": "answer_shortcut", "player": 0}));
    assert_eq!(t.g().turn.step, Step::PrecombatMain);
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(1)));
    assert_eq!(t.g().turn.number, 2);
}

fn go_to_the_next_turn() -> T {
    T::new(json!({
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Mountain"], "library": ["Forest", "Forest", "Forest"]},
            {"name": "Bob", "battlefield": ["Mountain"], "hand": [{"card": "Incite", "label": "incite"}], "library": ["Forest", "Forest", "Forest"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "draw"}
    }))
}

/// The index of the first pass by `player` in `step` of turn `turn` in the proposal.
fn pass_index(p: &stackwise::rules::shortcut::Proposal, player: u8, step: Step, turn: u32) -> u64 {
    p.passes[0].iter().position(|c| c.priority && c.player == PlayerId(player) && c.step == step && c.turn == turn).expect("such a pass") as u64
}

#[test]
fn r716_2b_example_go_shortened_to_the_beginning_of_combat() {
    // The active player says "go" in her draw step: everyone passes until it's Bob's turn.
    let mut t = go_to_the_next_turn();
    propose(&mut t, 0, json!([{"pass_until": {"active": 1}}])).unwrap();
    let p = proposal(t.g()).clone();
    assert_eq!(p.prediction.turn, 4);
    assert_eq!(p.prediction.active, PlayerId(1));
    // Bob wants to cast a spell during Alice's beginning of combat step: he names his pass there.
    let k = pass_index(&p, 1, Step::BeginningOfCombat, 3);
    let ev = t.act(json!({"action": "answer_shortcut", "player": 1, "shorten_at": k}));
    assert!(cites(&ev, "716.2b") && cites(&ev, "716.2c"));
    assert_eq!(t.g().turn.number, 3);
    assert_eq!(t.g().turn.step, Step::BeginningOfCombat);
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(1)), "Bob has priority in Alice's beginning of combat step");
    // 716.2c: he must make a different choice from the proposed one (passing).
    let before = t.g().clone();
    let e = t.try_act(json!({"action": "pass_priority", "player": 1})).unwrap_err();
    assert!(e.to_string().starts_with("716.2c:"), "{e}");
    assert_eq!(e.rule().as_deref(), Some("716.2c"));
    assert!(*t.g() == before);
    // Another choice is his to make: Incite (the seed's Into the Fray does the same:
    // "target creature attacks this turn if able") on Alice's Bears.
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@incite", "targets": [{"object": "@bears"}], "auto_pay": true}));
    assert_eq!(t.g().stack.len(), 1);
    // Once he has chosen differently, passing is his again.
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    assert!(t.g().stack.is_empty());
    // Alice now must attack with the Bears (508.1d).
    t.pass_all();
    assert_eq!(t.g().turn.step, Step::DeclareAttackers);
    let e = t.try_act(json!({"action": "declare_attackers", "player": 0, "attackers": []})).unwrap_err();
    assert_eq!(e.rule().as_deref(), Some("508.1d"));
}

#[test]
fn r716_2b_a_player_shortens_only_at_a_choice_of_their_own_at_priority() {
    // Bob can cast Giant Growth where he shortens (716.2b: a different choice).
    let mut t = T::new(json!({
        "seed": 7,
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Presence of Gond", "label": "presence", "attached_to": "bears"}]},
            {"name": "Bob", "battlefield": [{"card": "Intruder Alarm", "label": "alarm"}, "Forest"], "hand": ["Giant Growth"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    { let st = repeat(&t, 3); propose(&mut t, 0, st) }.unwrap();
    let before = t.g().clone();
    // Choice 0 is Alice's activation, choice 1 her pass: not Bob's.
    let e = t.try_act(json!({"action": "answer_shortcut", "player": 1, "shorten_at": 1})).unwrap_err();
    assert!(e.to_string().contains("Alice's, not Bob's"), "{e}");
    let e = t.try_act(json!({"action": "answer_shortcut", "player": 1, "shorten_at": 15})).unwrap_err();
    assert!(e.to_string().contains("shorten_at"), "{e}");
    assert!(*t.g() == before);
    // Choice 7 is Bob's pass in the second iteration (the activation's resolution).
    t.act(json!({"action": "answer_shortcut", "player": 1, "shorten_at": 7}));
    // Taken: one whole iteration, then the activation and Alice's pass.
    assert_eq!(elf_tokens(t.g(), 0).len(), 1);
    assert_eq!(t.g().stack.len(), 1, "the second activation waits on the stack");
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(1)));
    let e = t.try_act(json!({"action": "pass_priority", "player": 1})).unwrap_err();
    assert!(e.to_string().starts_with("716.2c:"), "{e}");
}

#[test]
fn r716_2a_a_proposal_lapses_when_a_player_concedes() {
    let mut t = three_players();
    propose(&mut t, 1, json!([{"pass_until": {"player": 1, "step": "precombat_main"}}])).unwrap();
    t.act(json!({"action": "concede", "player": 0}));
    assert!(t.g().pending.is_none());
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(1)));
    assert_eq!(t.g().turn.step, Step::Upkeep);
}

#[test]
fn r716_2c_after_shortening_the_legal_actions_do_not_offer_the_forbidden_pass() {
    let mut t = go_to_the_next_turn();
    propose(&mut t, 0, json!([{"pass_until": {"active": 1}}])).unwrap();
    let k = pass_index(proposal(t.g()), 1, Step::BeginningOfCombat, 3);
    t.act(json!({"action": "answer_shortcut", "player": 1, "shorten_at": k}));
    let legal = t.g().legal_actions();
    assert!(!legal.iter().any(|a| matches!(a, stackwise::rules::legal::LegalAction::Pass { .. })));
    assert!(legal.iter().any(|a| matches!(a, stackwise::rules::legal::LegalAction::Cast { .. })), "Bob may cast his Incite");
}

#[test]
fn r716_2b_a_pending_proposal_and_a_forbidden_choice_survive_saving() {
    let mut t = go_to_the_next_turn();
    propose(&mut t, 0, json!([{"pass_until": {"active": 1}}])).unwrap();
    let text = serde_json::to_string(t.g()).unwrap();
    let back: Game = serde_json::from_str(&text).unwrap();
    assert!(back == *t.g());
    let k = pass_index(proposal(t.g()), 1, Step::BeginningOfCombat, 3);
    t.act(json!({"action": "answer_shortcut", "player": 1, "shorten_at": k}));
    assert!(t.g().shortcut_forbidden.is_some());
    let text = serde_json::to_string(t.g()).unwrap();
    let mut back: Game = serde_json::from_str(&text).unwrap();
    assert!(back == *t.g());
    let e = back.apply(&Action::PassPriority { player: PlayerId(1) }).unwrap_err();
    assert!(e.to_string().starts_with("716.2c:"), "{e}");
}

#[test]
fn r716_1b_playback_deltas_follow_a_shortcut_event_by_event() {
    use stackwise::session::Session;
    let scen = json!({
        "format": "stackwise-scenario", "version": 1, "seed": 7,
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Presence of Gond", "label": "presence", "attached_to": "bears"}]},
            {"name": "Bob", "battlefield": [{"card": "Intruder Alarm", "label": "alarm"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    });
    let mut s = Session::from_scenario(&scen.to_string()).unwrap();
    let bears = s.label("bears").unwrap();
    let t = gond_loop();
    assert_eq!(t.id("bears"), bears);
    let steps: Vec<stackwise::rules::shortcut::ShortcutStep> = serde_json::from_value(repeat(&t, 50)).unwrap();
    for (a, viewer) in [
        (Action::ProposeShortcut { player: PlayerId(0), steps }, Some(PlayerId(1))),
        (Action::AnswerShortcut { player: PlayerId(1), shorten_at: None }, Some(PlayerId(1))),
    ] {
        let before = s.snapshot(viewer);
        let (applied, full) = s.apply_traced(&a, viewer).unwrap();
        assert_eq!(applied.deltas.len(), applied.events.len());
        let mut board = before;
        for (i, d) in applied.deltas.iter().enumerate() {
            board.apply_delta(d);
            if i + 1 < applied.deltas.len() {
                assert!(board.canonical() == full[i].canonical(), "after event {i}: {}", applied.events[i].text);
            }
        }
        assert!(board.canonical() == s.snapshot(viewer).canonical());
    }
    let snap = s.snapshot(None);
    let elves: usize = snap.battlefield.iter().filter(|v| v.name == "Elf Warrior").map(|v| v.count).sum();
    assert_eq!(elves, 50);
}

#[test]
fn r716_2a_passing_through_combat_declares_only_the_attackers_a_requirement_forces() {
    let mut t = go_to_the_next_turn();
    // Bob Incites the Bears in Alice's draw step; then Alice says "go".
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@incite", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    assert!(t.g().stack.is_empty());
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(0)));
    propose(&mut t, 0, json!([{"pass_until": {"active": 1}}])).unwrap();
    t.act(json!({"action": "answer_shortcut", "player": 1}));
    assert_eq!(t.g().turn.number, 4);
    // The Bears had to attack (508.1d); nobody else did, and Bob declared no blockers.
    assert_eq!(t.life(1), 18);
    assert_eq!(t.life(0), 20);
}

#[test]
fn r716_2a_a_shortcut_through_a_mandatory_loop_ends_in_the_draw_the_loop_is() {
    // The scenario's Perpetual Pendulum: after the activation every action is
    // mandatory and both players only pass. Proposed as a thousand rounds of
    // passes, the shortcut ends where the loop is recognised, in a draw (716.4),
    // exactly as passing by hand does.
    let text = std::fs::read_to_string("scenarios/r716-4-mandatory-loop-draw.json").unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v.as_object_mut().unwrap().remove("script");
    let mut t = T::new(v.clone());
    let pendulum = t.id("pendulum").0;
    propose(&mut t, 0, json!([
        {"do": {"action": "activate_ability", "player": 0, "source": pendulum, "ability": 0}},
        {"repeat": {"times": 1000, "steps": [{"do": {"action": "pass_priority", "player": 0}}, {"do": {"action": "pass_priority", "player": 1}}]}}
    ]))
    .unwrap();
    let p = proposal(t.g()).clone();
    assert_eq!(p.prediction.winners, Some(vec![]), "the predicted result is the draw");
    assert!(p.length < 2001, "the sequence ends where the game does: {} choices", p.length);
    let ev = t.act(json!({"action": "answer_shortcut", "player": 1}));
    assert!(cites(&ev, "716.4"));
    assert_eq!(t.g().winners, Some(vec![]));
    // By hand: the same draw after the same number of choices.
    let mut h = T::new(v);
    h.act(json!({"action": "activate_ability", "player": 0, "source": pendulum, "ability": 0}));
    let mut passes = 0u64;
    while h.g().winners.is_none() {
        let Some(q) = h.g().acting_player() else { break };
        h.act(json!({"action": "pass_priority", "player": q.0}));
        passes += 1;
        assert!(passes < 2000);
    }
    assert_eq!(h.g().winners, Some(vec![]));
    assert_eq!(p.length, 1 + passes);
}

#[test]
fn r716_3_a_shortcut_that_repeats_a_fragmented_loop_is_refused() {
    // 716.3's example written as a shortcut: Alice gives her creature flying,
    // Bob takes it away, round after round. The position comes back, so Alice
    // (the active player) must choose differently: the proposal is refused,
    // citing 716.3, and the game is unchanged.
    let cards = json!([
        {"name": "Skyward Initiate", "mana_cost": "{1}{U}", "type": "Creature — Human", "power": 1, "toughness": 1, "text": "{0}: Skyward Initiate gains flying until end of turn."},
        {"name": "Grounding Rod", "mana_cost": "{2}", "type": "Artifact", "text": "{0}: Target creature loses flying until end of turn."}
    ]);
    let mut t = T::new(json!({
        "cards": cards,
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Skyward Initiate", "label": "initiate"}], "library": ["Forest", "Forest"]},
            {"name": "Bob", "battlefield": [{"card": "Grounding Rod", "label": "rod"}], "library": ["Forest", "Forest"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let (initiate, rod) = (t.id("initiate").0, t.id("rod").0);
    let pass = |p: u8| json!({"do": {"action": "pass_priority", "player": p}});
    let round = json!([
        {"do": {"action": "activate_ability", "player": 0, "source": initiate, "ability": 0}}, pass(0), pass(1), pass(0),
        {"do": {"action": "activate_ability", "player": 1, "source": rod, "ability": 0, "targets": [{"object": initiate}]}}, pass(1), pass(0)
    ]);
    let before = t.g().clone();
    let e = propose(&mut t, 0, json!([{"repeat": {"times": 5, "steps": round}}])).unwrap_err();
    let m = e.to_string();
    assert!(m.starts_with("716.2a: choice ") && m.contains("716.3:"), "{m}");
    assert!(m.contains("Alice activates ability 0 of Skyward Initiate"), "{m}");
    assert!(*t.g() == before);
}

#[test]
fn r716_2a_a_loop_made_twice_by_hand_is_recognised_and_proposed() {
    use stackwise::session::Session;
    let scen = json!({
        "format": "stackwise-scenario", "version": 1, "seed": 7,
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Presence of Gond", "attached_to": "bears"}]},
            {"name": "Bob", "battlefield": ["Intruder Alarm"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    });
    let mut s = Session::from_scenario(&scen.to_string()).unwrap();
    let bears = s.label("bears").unwrap();
    let round = [
        Action::ActivateAbility { player: PlayerId(0), source: bears, ability: 0, targets: vec![], x: None, mana_abilities: vec![], auto_pay: false, division: vec![], sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], adds: None, phyrexian_life: 0 },
        Action::PassPriority { player: PlayerId(0) },
        Action::PassPriority { player: PlayerId(1) },
        Action::PassPriority { player: PlayerId(0) },
        Action::PassPriority { player: PlayerId(1) },
    ];
    for a in &round {
        s.apply(a, None).unwrap();
    }
    assert_eq!(s.recognised_loop(), None, "once is not a loop");
    for (i, a) in round.iter().enumerate() {
        s.apply(a, None).unwrap();
        if i < 4 {
            assert_eq!(s.recognised_loop(), None, "not while Bob has priority or the round is unfinished");
        }
    }
    let found = s.recognised_loop().expect("the round, made twice");
    assert_eq!(found, round.to_vec());
    // Proposed as a shortcut, repeated 10 more times: 12 tokens in all.
    let steps = vec![stackwise::rules::shortcut::ShortcutStep::Repeat {
        times: 10,
        steps: found.into_iter().map(|a| stackwise::rules::shortcut::ShortcutStep::Do(Box::new(a))).collect(),
    }];
    s.apply(&Action::ProposeShortcut { player: PlayerId(0), steps }, None).unwrap();
    s.apply(&Action::AnswerShortcut { player: PlayerId(1), shorten_at: None }, None).unwrap();
    assert_eq!(elf_tokens(s.game(), 0).len(), 12);
    assert_eq!(s.recognised_loop(), None, "a shortcut is not a round made by hand");
}

#[test]
fn r716_2a_an_opponents_choice_the_proposal_does_not_fix_is_refused() {
    // Funeral Charm, first mode: Bob discards a card of his choice. A proposal
    // that goes on past that choice without fixing it (Alice's next pass
    // comes while Bob must choose) is conditional: refused, game unchanged.
    let mut t = T::new(json!({
        "players": [
            {"name": "Alice", "battlefield": ["Swamp"], "hand": [{"card": "Funeral Charm", "label": "charm"}], "library": ["Swamp"]},
            {"name": "Bob", "hand": ["Forest", "Island"], "library": ["Forest"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let charm = t.id("charm").0;
    let cast = json!({"do": {"action": "cast_spell", "player": 0, "card": charm, "mode": 0, "targets": [{"player": 1}], "auto_pay": true}});
    let pass = |p: u8| json!({"do": {"action": "pass_priority", "player": p}});
    let before = t.g().clone();
    let e = propose(&mut t, 0, json!([cast, pass(0), pass(1), pass(0)])).unwrap_err();
    let m = e.to_string();
    assert!(m.starts_with("716.2a: choice 3 (Alice passes) can't be taken there"), "{m}");
    assert!(m.contains("Bob must decide"), "{m}");
    assert!(*t.g() == before);
    // Fixing Bob's choice in the proposal makes it a sequence that can be taken.
    let hand = t.g().player(PlayerId(1)).hand.clone();
    let choose = json!({"do": {"action": "choose_cards", "player": 1, "cards": [hand[0].0]}});
    propose(&mut t, 0, json!([cast, pass(0), pass(1), choose])).unwrap();
    t.act(json!({"action": "answer_shortcut", "player": 1}));
    assert_eq!(t.g().player(PlayerId(1)).hand.len(), 1);
}

/// The index of `player`'s declaration (attackers or blockers, made by the
/// "pass until") in the proposal.
fn declaration_index(p: &stackwise::rules::shortcut::Proposal, player: u8, step: Step) -> u64 {
    p.passes[0].iter().position(|c| !c.priority && c.player == PlayerId(player) && c.step == step).expect("such a declaration") as u64
}

/// Alice with `attacker` in her draw step; Bob proposes "pass until my turn"
/// after her pass, which declares no attackers for her.
fn bob_proposes_through_alices_combat(attacker: &str) -> T {
    let mut t = T::new(json!({
        "players": [
            {"name": "Alice", "battlefield": [{"card": attacker, "label": "attacker"}, "Mountain"], "library": ["Forest", "Forest", "Forest"]},
            {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "blocker"}], "library": ["Forest", "Forest", "Forest"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "draw"}
    }));
    t.act(json!({"action": "pass_priority", "player": 0}));
    propose(&mut t, 1, json!([{"pass_until": {"active": 1, "player": 1}}])).unwrap();
    t
}

#[test]
fn r716_2b_a_player_shortens_at_their_own_declaration_of_attackers() {
    // Passing is all Alice can do at every priority of hers before combat: her
    // different choice is the attack itself. The shortcut ends as she is to
    // declare (nobody has priority there: no choice is forbidden, 716.2c).
    for attacker in ["Grizzly Bears", "Hill Giant"] {
        let mut t = bob_proposes_through_alices_combat(attacker);
        let p = proposal(t.g()).clone();
        let k = declaration_index(&p, 0, Step::DeclareAttackers);
        // Just before it, Bob passes in her beginning of combat: his choice, not hers to name.
        let before = t.g().clone();
        let e = t.try_act(json!({"action": "answer_shortcut", "player": 0, "shorten_at": k - 1})).unwrap_err();
        assert!(e.to_string().contains("not Alice's"), "{e}");
        assert!(*t.g() == before);
        t.act(json!({"action": "answer_shortcut", "player": 0, "shorten_at": k}));
        let g = t.g();
        assert_eq!((g.turn.number, g.turn.step), (3, Step::DeclareAttackers), "{attacker}");
        assert!(matches!(g.pending.as_ref().map(|d| (&d.kind, d.player)), Some((DecisionKind::DeclareAttackers { .. }, PlayerId(0)))));
        assert!(g.shortcut_forbidden.is_none());
        let a = t.id("attacker").0;
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": a, "target": {"player": 1}}]}));
        assert!(t.g().combat.as_ref().is_some_and(|c| c.attackers_declared));
    }
}

#[test]
fn r716_2b_a_player_shortens_at_their_own_declaration_of_blockers() {
    // Incite makes the Bears attack (508.1d); "pass until" declares no
    // blockers for Bob, who names that declaration and blocks.
    let mut t = T::new(json!({
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Mountain"], "library": ["Forest", "Forest", "Forest"]},
            {"name": "Bob", "battlefield": ["Mountain", {"card": "Hill Giant", "label": "giant"}], "hand": [{"card": "Incite", "label": "incite"}], "library": ["Forest", "Forest", "Forest"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "draw"}
    }));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@incite", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    propose(&mut t, 0, json!([{"pass_until": {"active": 1}}])).unwrap();
    let p = proposal(t.g()).clone();
    let k = declaration_index(&p, 1, Step::DeclareBlockers);
    // Alice's declaration of attackers is hers: Bob can't name it.
    let e = t.try_act(json!({"action": "answer_shortcut", "player": 1, "shorten_at": declaration_index(&p, 0, Step::DeclareAttackers)})).unwrap_err();
    assert!(e.to_string().contains("not Bob's"), "{e}");
    t.act(json!({"action": "answer_shortcut", "player": 1, "shorten_at": k}));
    assert_eq!(t.g().turn.step, Step::DeclareBlockers);
    assert!(matches!(t.g().pending.as_ref().map(|d| (&d.kind, d.player)), Some((DecisionKind::DeclareBlockers { .. }, PlayerId(1)))));
    assert!(t.g().shortcut_forbidden.is_none());
    let (giant, bears) = (t.id("giant").0, t.id("bears").0);
    t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": giant, "attacker": bears}]}));
    t.pass_all();
    // The 3/3 Giant blocked the 2/2 Bears: the Bears die, nobody loses life.
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!((t.life(0), t.life(1)), (20, 20));
}
