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

// ---------------------------------------------------------------- helpers for play

/// Play on, passing priority and declaring no attackers and no blockers,
/// until `stop` holds (checked before each action) or the game is over.
/// Returns every event.
fn play_until(t: &mut T, stop: impl Fn(&Game) -> bool) -> Vec<Event> {
    let mut out = Vec::new();
    for _ in 0..400 {
        if stop(t.g()) || t.g().winners.is_some() {
            return out;
        }
        let p = t.g().acting_player().expect("someone acts");
        let a = match t.g().pending.as_ref().map(|d| &d.kind) {
            None => json!({"action": "pass_priority", "player": p.0}),
            Some(state::DecisionKind::DeclareAttackers { .. }) => json!({"action": "declare_attackers", "player": p.0, "attackers": []}),
            Some(state::DecisionKind::DeclareBlockers { .. }) => json!({"action": "declare_blockers", "player": p.0, "blockers": []}),
            Some(k) => panic!("unexpected decision {k:?}"),
        };
        out.extend(t.act(a));
    }
    panic!("did not reach the stop");
}

fn at_step(turn: u32, step: Step) -> impl Fn(&Game) -> bool {
    move |g: &Game| g.turn.number == turn && g.turn.step == step
}

/// From the precombat main phase, attack the player `at` with the labelled creatures
/// (the attacking player is the active player); no blocks; returns the events up to
/// the end of combat.
fn attack_unblocked(t: &mut T, labels: &[&str], at: u8) -> Vec<Event> {
    let me = t.g().turn.active.0;
    let mut ev = play_until(t, |g| g.pending.as_ref().is_some_and(|d| matches!(d.kind, state::DecisionKind::DeclareAttackers { .. })));
    let attackers: Vec<Value> = labels.iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": at}})).collect();
    ev.extend(t.act(json!({"action": "declare_attackers", "player": me, "attackers": attackers})));
    ev.extend(play_until(t, |g| g.turn.step == Step::EndOfCombat));
    ev
}

fn position(ev: &[Event], f: impl Fn(&EventKind) -> bool) -> usize {
    ev.iter().position(|e| f(&e.kind)).expect("the event")
}

fn goal_at(ev: &[Event]) -> usize {
    position(ev, |k| matches!(k, EventKind::Goal { .. }))
}

// ---------------------------------------------------------------- win, more ways

#[test]
fn win_by_combat_damage_is_met_in_the_combat_damage_step() {
    // Bob at 2; Grizzly Bears (2/2) attacks unblocked: 510.2 deals 2, 704.5a Bob loses.
    let mut t = duel(json!({"kind": "win", "player": 0}), json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}), json!({"life": 2}));
    let ev = attack_unblocked(&mut t, &["bears"], 1);
    assert_eq!(goal_events(&ev), vec![(Outcome::Met, "704.5a".to_string())]);
    assert_eq!(t.g().turn.step, Step::CombatDamage, "decided as the damage is dealt, not later");
    let dmg = position(&ev, |k| matches!(k, EventKind::DamageDealt { combat: true, .. }));
    let lost = position(&ev, |k| matches!(k, EventKind::PlayerLost { player: PlayerId(1), .. }));
    assert!(dmg < lost && lost + 1 == goal_at(&ev));
}

#[test]
fn win_by_poison_counters_is_met_by_704_5c() {
    // Bob has 9 poison counters; Glistener Elf (infect) deals 1 as a poison counter: 10 (704.5c).
    let mut t = duel(json!({"kind": "win", "player": 0}), json!({"battlefield": [{"card": "Glistener Elf", "label": "elf"}]}), json!({"poison": 9}));
    let ev = attack_unblocked(&mut t, &["elf"], 1);
    assert_eq!(goal_events(&ev), vec![(Outcome::Met, "704.5c".to_string())]);
    assert_eq!(t.g().life_of(PlayerId(1)), 20, "infect damage is not life loss");
}

#[test]
fn win_fails_when_turn_2_begins_and_not_before() {
    let mut t = duel(json!({"kind": "win", "player": 0}), json!({"hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"}), json!({}));
    // Bolt Bob (20 → 17): nothing decided.
    let ev = bolt(&mut t, "bolt", json!({"player": 1}));
    assert!(goal_events(&ev).is_empty());
    // Turn 1 is played to its end: still pending in its end step and its cleanup step.
    let ev = play_until(&mut t, at_step(1, Step::End));
    assert!(goal_events(&ev).is_empty());
    assert_eq!(outcome(&t), Outcome::Pending);
    // The turn ends; as turn 2 begins the goal fails, just before that turn's first event.
    let ev = play_until(&mut t, at_step(2, Step::Upkeep));
    assert_eq!(goal_events(&ev), vec![(Outcome::Failed, "500.1".to_string())]);
    let began = position(&ev, |k| matches!(k, EventKind::TurnBegan { turn: 2, .. }));
    assert_eq!(goal_at(&ev) + 1, began);
    assert!(ev[..goal_at(&ev)].iter().any(|e| matches!(e.kind, EventKind::StepBegan { step: Step::Cleanup })), "after turn 1's cleanup step");
    assert_eq!(outcome(&t), Outcome::Failed);
    assert!(t.g().winners.is_none(), "the game goes on");
}

#[test]
fn win_by_turn_3_fails_when_the_solver_draws_from_an_empty_library() {
    // Alice's library is empty: her draw in turn 3 fails (704.5b) and she loses.
    let mut t = duel(json!({"kind": "win", "player": 0, "by_turn": 3}), json!({"library": []}), json!({}));
    let ev = play_until(&mut t, at_step(2, Step::End));
    assert!(goal_events(&ev).is_empty(), "turn 2 is before the deadline");
    let ev = play_until(&mut t, |_| false);
    assert_eq!(goal_events(&ev), vec![(Outcome::Failed, "704.5b".to_string())]);
    let lost = position(&ev, |k| matches!(k, EventKind::PlayerLost { player: PlayerId(0), .. }));
    assert_eq!(lost + 1, goal_at(&ev));
    assert_eq!(t.g().turn.number, 3);
}

#[test]
fn conceding_fails_the_goal_by_104_3a() {
    let mut t = duel(json!({"kind": "life", "player": 0, "target": 1, "life": 5}), json!({}), json!({}));
    let ev = t.act(json!({"action": "concede", "player": 0}));
    assert_eq!(goal_events(&ev), vec![(Outcome::Failed, "104.3a".to_string())]);
}

#[test]
fn the_opponent_conceding_wins_a_win_goal() {
    let mut t = duel(json!({"kind": "win", "player": 1, "by_turn": 2}), json!({}), json!({}));
    let ev = t.act(json!({"action": "concede", "player": 0}));
    assert_eq!(goal_events(&ev), vec![(Outcome::Met, "104.3a".to_string())]);
}

// ---------------------------------------------------------------- life

#[test]
fn life_is_met_by_lightning_bolt_as_the_life_total_reaches_it() {
    let mut t = duel(json!({"kind": "life", "player": 0, "target": 1, "life": 5}), json!({"hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"}), json!({"life": 8}));
    let ev = bolt(&mut t, "bolt", json!({"player": 1}));
    // 8 - 3 = 5: at most 5.
    assert_eq!(goal_events(&ev).len(), 1);
    assert_eq!(goal_events(&ev)[0].0, Outcome::Met);
    let life = position(&ev, |k| matches!(k, EventKind::LifeChanged { player: PlayerId(1), from: 8, to: 5 }));
    assert_eq!(life + 1, goal_at(&ev));
    assert_eq!(ev[goal_at(&ev)].rule, ev[life].rule, "cited as the life change is");
    assert_eq!(t.life(1), 5);
    // The game goes on, and nothing more is said about the goal.
    let ev = play_until(&mut t, at_step(2, Step::Upkeep));
    assert!(goal_events(&ev).is_empty());
    assert_eq!(outcome(&t), Outcome::Met);
}

#[test]
fn life_is_met_by_combat_damage_below_the_mark() {
    // Bob at 6, goal 5 or less; Serra Angel deals 4: 2.
    let mut t = duel(json!({"kind": "life", "player": 0, "target": 1, "life": 5}), json!({"battlefield": [{"card": "Serra Angel", "label": "angel"}]}), json!({"life": 6}));
    let ev = attack_unblocked(&mut t, &["angel"], 1);
    assert_eq!(goal_events(&ev).len(), 1);
    assert_eq!(goal_events(&ev)[0].0, Outcome::Met);
    assert_eq!(t.life(1), 2);
}

#[test]
fn life_fails_when_the_turn_ends_short_of_it() {
    // Bob at 9, goal 5: Bolt leaves him at 6.
    let mut t = duel(json!({"kind": "life", "player": 0, "target": 1, "life": 5}), json!({"hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"}), json!({"life": 9}));
    let ev = bolt(&mut t, "bolt", json!({"player": 1}));
    assert!(goal_events(&ev).is_empty());
    assert_eq!(t.life(1), 6);
    let ev = play_until(&mut t, at_step(2, Step::Upkeep));
    assert_eq!(goal_events(&ev), vec![(Outcome::Failed, "500.1".to_string())]);
}

#[test]
fn life_by_a_later_turn_waits_for_that_turn() {
    // Goal by turn 2 (Bob's turn): turn 2 beginning does not fail it; turn 3 does.
    let mut t = duel(json!({"kind": "life", "player": 0, "target": 1, "life": 5, "by_turn": 2}), json!({}), json!({"life": 9}));
    let ev = play_until(&mut t, at_step(2, Step::End));
    assert!(goal_events(&ev).is_empty());
    let ev = play_until(&mut t, at_step(3, Step::Upkeep));
    assert_eq!(goal_events(&ev), vec![(Outcome::Failed, "500.1".to_string())]);
}

// ---------------------------------------------------------------- remove

/// Bob's Serra Angel and Wall of Wood, Alice with Wrath of God and mana.
fn wrath_board(order: &[&str]) -> T {
    let objects: Vec<String> = order.iter().map(|l| format!("@{l}")).collect();
    duel(
        json!({"kind": "remove", "player": 0, "objects": objects}),
        json!({"hand": [{"card": "Wrath of God", "label": "wrath"}, {"card": "Unsummon", "label": "unsummon"}, {"card": "Swords to Plowshares", "label": "swords"}, {"card": "Doom Blade", "label": "blade"}], "mana_pool": "WWWWUBBW"}),
        json!({"battlefield": [{"card": "Serra Angel", "label": "angel"}, {"card": "Wall of Wood", "label": "wall"}, {"card": "Grizzly Bears", "label": "bears"}]}),
    )
}

#[test]
fn remove_two_destroyed_together_is_met_by_the_last_of_them_in_either_order() {
    for order in [["angel", "wall"], ["wall", "angel"]] {
        let mut t = wrath_board(&order);
        let (angel, wall) = (t.id("angel"), t.id("wall"));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@wrath", "targets": [], "auto_pay": true}));
        let ev = t.pass_all();
        // 701.6 (destroy): both go to the graveyard in one event; the goal is met
        // once the second of the two listed has gone, whatever the list's order.
        assert_eq!(goal_events(&ev).len(), 1, "{order:?}");
        assert_eq!(goal_events(&ev)[0].0, Outcome::Met);
        let moved = |id: ObjectId| position(&ev, |k| matches!(k, EventKind::ZoneChanged { old, to: Some(Zone::Graveyard(_)), .. } if *old == id));
        let last = moved(angel).max(moved(wall));
        assert!(goal_at(&ev) > last, "{order:?}: after both have moved");
        assert!(ev[last + 1..goal_at(&ev)].iter().all(|e| matches!(e.kind, EventKind::ZoneChanged { .. })), "{order:?}: as the batch of moves ends at the latest");
        assert_eq!(t.zone("bears"), "graveyard", "the unlisted Bears died too");
    }
}

#[test]
fn remove_one_by_exile_and_one_by_destruction() {
    let mut t = wrath_board(&["angel", "bears"]);
    // Swords to Plowshares exiles the Angel (Bob gains 4): one of two.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@swords", "targets": [{"object": "@angel"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(goal_events(&ev).is_empty());
    assert_eq!((t.zone("angel").as_str(), t.life(1)), ("exile", 24));
    // Doom Blade destroys the Bears: both gone.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@blade", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(goal_events(&ev).len(), 1);
    assert_eq!(goal_events(&ev)[0].0, Outcome::Met);
    let moved = position(&ev, |k| matches!(k, EventKind::ZoneChanged { from: Zone::Battlefield, to: Some(Zone::Graveyard(_)), .. }));
    assert_eq!(moved + 1, goal_at(&ev));
}

#[test]
fn remove_fails_at_once_when_a_listed_permanent_is_bounced() {
    let mut t = wrath_board(&["angel", "wall"]);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@unsummon", "targets": [{"object": "@wall"}], "auto_pay": true}));
    let ev = t.pass_all();
    // 400.7: in Bob's hand it is a new object: it can no longer be destroyed or exiled.
    assert_eq!(goal_events(&ev), vec![(Outcome::Failed, "400.7".to_string())]);
    let moved = position(&ev, |k| matches!(k, EventKind::ZoneChanged { to: Some(Zone::Hand(PlayerId(1))), .. }));
    assert_eq!(moved + 1, goal_at(&ev));
    // Destroying the rest later changes nothing: one goal event only.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wrath", "targets": [], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(goal_events(&ev).is_empty());
    assert_eq!(outcome(&t), Outcome::Failed);
}

#[test]
fn remove_fails_at_the_deadline_with_one_left() {
    let mut t = wrath_board(&["angel", "wall"]);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@blade", "targets": [{"object": "@angel"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(goal_events(&ev).is_empty());
    let ev = play_until(&mut t, at_step(2, Step::Upkeep));
    assert_eq!(goal_events(&ev), vec![(Outcome::Failed, "500.1".to_string())]);
}

// ---------------------------------------------------------------- survive

/// Bob's turn 2 (Alice is the solver), Bob's Grizzly Bears ready to attack.
fn survive_board(alice_life: i32, bob_hand: Value) -> T {
    T::new(json!({
        "players": [
            {"name": "Alice", "life": alice_life, "library": ["Forest", "Forest"]},
            {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Mountain"], "hand": bob_hand, "library": ["Forest", "Forest"]}
        ],
        "turn": {"number": 2, "active": 1},
        "goal": {"kind": "survive", "player": 0}
    }))
}

#[test]
fn survive_is_met_when_the_solvers_next_turn_begins() {
    // Bears hit Alice for 2 (3 → 1): she has not lost.
    let mut t = survive_board(3, json!([]));
    let ev = attack_unblocked(&mut t, &["bears"], 0);
    assert!(goal_events(&ev).is_empty());
    assert_eq!(t.life(0), 1);
    let ev = play_until(&mut t, at_step(2, Step::End));
    assert!(goal_events(&ev).is_empty(), "not met before the turn ends");
    let ev = play_until(&mut t, at_step(3, Step::Upkeep));
    assert_eq!(goal_events(&ev), vec![(Outcome::Met, "500.1".to_string())]);
    let began = position(&ev, |k| matches!(k, EventKind::TurnBegan { turn: 3, player: PlayerId(0) }));
    assert_eq!(began + 1, goal_at(&ev));
}

#[test]
fn survive_from_the_solvers_own_turn_waits_for_their_next_one() {
    // Alice's own turn 1: Bob's turn 2 beginning is not her next turn; turn 3 is.
    let mut t = duel(json!({"kind": "survive", "player": 0}), json!({}), json!({}));
    let ev = play_until(&mut t, at_step(2, Step::End));
    assert!(goal_events(&ev).is_empty());
    let ev = play_until(&mut t, at_step(3, Step::Upkeep));
    assert_eq!(goal_events(&ev), vec![(Outcome::Met, "500.1".to_string())]);
}

#[test]
fn survive_fails_at_once_when_combat_damage_kills_the_solver() {
    let mut t = survive_board(2, json!([]));
    let ev = attack_unblocked(&mut t, &["bears"], 0);
    assert_eq!(goal_events(&ev), vec![(Outcome::Failed, "704.5a".to_string())]);
    let lost = position(&ev, |k| matches!(k, EventKind::PlayerLost { player: PlayerId(0), .. }));
    assert_eq!(lost + 1, goal_at(&ev));
}

#[test]
fn survive_fails_at_once_when_the_opponent_bolts_the_solver() {
    let mut t = survive_board(3, json!([{"card": "Lightning Bolt", "label": "bolt"}]));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(goal_events(&ev), vec![(Outcome::Failed, "704.5a".to_string())]);
}

// ---------------------------------------------------------------- control

fn control_board(goal: Value) -> T {
    duel(
        goal,
        json!({"hand": [{"card": "Threaten", "label": "threaten"}, {"card": "Grizzly Bears", "label": "mybears"}, {"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "RRRGGR"}),
        json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}),
    )
}

#[test]
fn control_by_threaten_is_judged_as_cleanup_begins_before_514_2() {
    let mut t = control_board(json!({"kind": "control", "player": 0, "object": "@bears"}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@threaten", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(goal_events(&ev).is_empty(), "judged at the end of the turn, not now");
    let ev = play_until(&mut t, at_step(2, Step::Upkeep));
    assert_eq!(goal_events(&ev), vec![(Outcome::Met, "514.1".to_string())]);
    let cleanup = position(&ev, |k| matches!(k, EventKind::StepBegan { step: Step::Cleanup }));
    assert_eq!(cleanup + 1, goal_at(&ev));
    // 514.2 then ends Threaten's effect: the Bears go back to Bob, after the goal was met.
    let back = position(&ev, |k| matches!(k, EventKind::ControlChanged { to: PlayerId(1), .. }));
    assert!(back > goal_at(&ev));
    assert_eq!(outcome(&t), Outcome::Met);
}

#[test]
fn control_by_name_is_met_by_casting_the_card() {
    let mut t = control_board(json!({"kind": "control", "player": 0, "card": "Grizzly Bears"}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@mybears", "targets": [], "auto_pay": true}));
    t.pass_all();
    let ev = play_until(&mut t, at_step(2, Step::Upkeep));
    assert_eq!(goal_events(&ev), vec![(Outcome::Met, "514.1".to_string())]);
}

#[test]
fn control_by_label_follows_the_card_cast_from_the_hand() {
    let mut t = control_board(json!({"kind": "control", "player": 0, "object": "@mybears"}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@mybears", "targets": [], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("mybears"), "battlefield");
    let ev = play_until(&mut t, at_step(2, Step::Upkeep));
    assert_eq!(goal_events(&ev), vec![(Outcome::Met, "514.1".to_string())]);
}

#[test]
fn control_fails_at_cleanup_when_not_taken() {
    let mut t = control_board(json!({"kind": "control", "player": 0, "object": "@bears"}));
    let ev = play_until(&mut t, at_step(1, Step::End));
    assert!(goal_events(&ev).is_empty());
    let ev = play_until(&mut t, at_step(2, Step::Upkeep));
    assert_eq!(goal_events(&ev), vec![(Outcome::Failed, "514.1".to_string())]);
    let cleanup = position(&ev, |k| matches!(k, EventKind::StepBegan { step: Step::Cleanup }));
    assert_eq!(cleanup + 1, goal_at(&ev));
}

#[test]
fn control_by_name_fails_when_the_only_one_dies() {
    // Alice casts her Bears and bolts them herself; Bob's Bears are his.
    let mut t = control_board(json!({"kind": "control", "player": 0, "card": "Grizzly Bears"}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@mybears", "targets": [], "auto_pay": true}));
    t.pass_all();
    bolt(&mut t, "bolt", json!({"object": "@mybears"}));
    assert_eq!(t.zone("mybears"), "graveyard");
    let ev = play_until(&mut t, at_step(2, Step::Upkeep));
    assert_eq!(goal_events(&ev), vec![(Outcome::Failed, "514.1".to_string())]);
}
