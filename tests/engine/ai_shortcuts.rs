//! The computer opponent answering shortcuts (716.2b–c): it shortens a
//! proposal at the first of its own choices where it would do something else
//! (play a land, cast a spell, attack) and accepts one where it would only
//! pass. Expected points come from the cards and the turn structure (500.1,
//! 116.3a: the active player gets priority first in each step).

use stackwise::ai;
use stackwise::decks::DECKS;
use stackwise::rules::state::{DecisionKind, Flow};
use stackwise::rules::{Action, CardType, Game, PlayerId, Step};
use stackwise::session::Session;

const PERSON: PlayerId = PlayerId(0);
const AI: PlayerId = PlayerId(1);

fn scenario(players: &str, turn: &str) -> Session {
    let text = format!(r#"{{"format": "stackwise-scenario", "version": 1, "name": "ai shortcuts", "seed": 5, "players": {players}, "turn": {turn}}}"#);
    Session::from_scenario(&text).unwrap_or_else(|e| panic!("{e}"))
}

fn apply(s: &mut Session, a: Action) {
    s.apply(&a, None).unwrap_or_else(|e| panic!("{a:?}: {e}"));
}

fn propose(s: &mut Session, player: PlayerId, steps: serde_json::Value) -> Result<(), String> {
    let a: Action = serde_json::from_value(serde_json::json!({"action": "propose_shortcut", "player": player.0, "steps": steps})).unwrap();
    s.apply(&a, None).map(|_| ()).map_err(|e| e.to_string())
}

/// The page's "Pass until my next turn" (T), proposed by `me`: from its own
/// turn, first to the next turn, then until it has priority in a turn of its own.
fn my_next_turn(g: &Game, me: PlayerId) -> serde_json::Value {
    let mine = serde_json::json!({"pass_until": {"active": me.0, "player": me.0}});
    if g.turn.active == me {
        serde_json::json!([{"pass_until": {"turn": g.turn.number + 1}}, mine])
    } else {
        serde_json::json!([mine])
    }
}

/// The page's "Pass until end of turn" (E, F6): until the next turn.
fn end_of_turn(g: &Game) -> serde_json::Value {
    serde_json::json!([{"pass_until": {"turn": g.turn.number + 1}}])
}

/// The computer's answer to the pending proposal, applied; returns it.
fn ai_answers(s: &mut Session) -> Action {
    let d = s.game().pending.clone().expect("the computer is asked about the shortcut");
    assert_eq!(d.player, AI);
    assert!(matches!(d.kind, DecisionKind::Shortcut { .. }), "{d:?}");
    let a = ai::choose(s.game(), AI).expect("an answer");
    apply(s, a.clone());
    a
}

fn count(g: &Game, p: PlayerId, name: &str) -> usize {
    g.battlefield.iter().filter(|id| g.objects[id].controller == p && g.objects[id].def.name == name).count()
}

/// The computer's choices while it is the one to act (the person passing for
/// itself whenever it has priority), until the game reaches `until` or `max` actions.
fn play_on(s: &mut Session, max: usize, until: impl Fn(&Game) -> bool) -> Vec<Action> {
    let mut out = Vec::new();
    for _ in 0..max {
        if until(s.game()) || s.game().winners.is_some() {
            break;
        }
        let p = s.game().acting_player().expect("someone acts");
        let a = if p == AI { ai::choose(s.game(), AI).expect("the computer acts") } else { ai::choose(s.game(), PERSON).map(|a| if s.game().pending.is_some() { a } else { Action::PassPriority { player: PERSON } }).unwrap() };
        apply(s, a.clone());
        out.push(a);
    }
    out
}

/// The person (seat 0) in their end step with priority; the computer (seat 1)
/// holds `ai_hand` and controls `ai_bf`; its library is Craw Wurms (six mana:
/// nothing it could cast on the turn it draws one).
fn before_the_computers_turn(ai_hand: &str, ai_bf: &str, person_bf: &str) -> Session {
    let mut s = scenario(
        &format!(
            r#"[{{"name": "Person", "battlefield": {person_bf}, "library": ["Forest", "Forest", "Forest", "Forest"]}},
                {{"name": "Computer", "hand": {ai_hand}, "battlefield": {ai_bf}, "library": ["Craw Wurm", "Craw Wurm", "Craw Wurm", "Craw Wurm"]}}]"#
        ),
        r#"{"number": 3, "active": 0, "step": "end"}"#,
    );
    assert_eq!(s.game().flow, Flow::Priority(PERSON));
    let steps = my_next_turn(s.game(), PERSON);
    propose(&mut s, PERSON, steps).unwrap();
    s
}

#[test]
fn r716_2b_the_computer_shortens_at_its_main_phase_to_play_a_land_and_a_creature() {
    for (land, creature) in [("Forest", "Grizzly Bears"), ("Mountain", "Hill Giant")] {
        let hand = format!(r#"["{land}", "{creature}"]"#);
        let bf = r#"["Forest", "Mountain", "Mountain"]"#;
        let mut s = before_the_computers_turn(&hand, if creature == "Hill Giant" { bf } else { r#"["Forest"]"# }, "[]");
        let a = ai_answers(&mut s);
        assert!(matches!(a, Action::AnswerShortcut { shorten_at: Some(_), .. }), "{a:?}");
        // 716.2c: the sequence ends at its first priority in its precombat main phase.
        let g = s.game();
        assert_eq!((g.turn.number, g.turn.active, g.turn.step), (4, AI, Step::PrecombatMain), "{creature}");
        assert_eq!(g.flow, Flow::Priority(AI));
        assert!(g.shortcut_forbidden.is_some());
        // It plays the land, then casts the creature.
        let acts = play_on(&mut s, 12, |g| g.turn.step != Step::PrecombatMain);
        assert!(matches!(acts.first(), Some(Action::PlayLand { .. })), "{acts:?}");
        assert!(acts.iter().any(|a| matches!(a, Action::CastSpell { .. })), "{acts:?}");
        assert_eq!(count(s.game(), AI, land), if land == "Forest" { 2 } else { 3 }, "{acts:?}");
        assert_eq!(count(s.game(), AI, creature), 1, "{acts:?}");
    }
}

#[test]
fn r716_2b_with_nothing_to_do_the_computer_accepts() {
    // Its only card drawn is a Craw Wurm it can't cast; it has no creature to attack with.
    for bf in [r#"["Forest"]"#, r#"["Mountain", "Forest"]"#] {
        let mut s = before_the_computers_turn("[]", bf, "[]");
        let a = ai_answers(&mut s);
        assert_eq!(a, Action::AnswerShortcut { player: AI, shorten_at: None });
        // The whole shortcut is taken: the person's next turn, its upkeep.
        let g = s.game();
        assert_eq!((g.turn.number, g.turn.active, g.turn.step), (5, PERSON, Step::Upkeep));
        assert_eq!(g.flow, Flow::Priority(PERSON));
    }
}

/// The person has no creature: the computer's creature should attack. It
/// names its declaration of attackers, which "pass until" makes for it (no
/// attackers): the shortcut ends as it is to declare (716.2b), nobody having
/// priority there, so nothing is forbidden (716.2c); it attacks.
fn shortens_at_its_attack(mut s: Session, creature: &str) {
    let life = s.game().player(PERSON).life;
    let a = ai_answers(&mut s);
    assert!(matches!(a, Action::AnswerShortcut { shorten_at: Some(_), .. }), "{a:?}");
    let g = s.game();
    assert_eq!((g.turn.number, g.turn.step), (4, Step::DeclareAttackers), "{creature}");
    assert!(matches!(g.pending.as_ref().map(|d| (&d.kind, d.player)), Some((DecisionKind::DeclareAttackers { .. }, AI))), "{:?}", g.pending);
    assert!(g.shortcut_forbidden.is_none());
    let acts = play_on(&mut s, 12, |g| g.turn.step > Step::CombatDamage);
    let attacker = s.label("attacker").unwrap();
    assert!(acts.iter().any(|a| matches!(a, Action::DeclareAttackers { attackers, .. } if attackers.iter().any(|x| x.attacker == attacker))), "{acts:?}");
    let power = if creature == "Hill Giant" { 3 } else { 2 };
    assert_eq!(s.game().player(PERSON).life, life - power);
}

#[test]
fn r716_2b_the_computer_shortens_at_its_declaration_of_attackers() {
    // Its only cards are Craw Wurms it can't cast: in its main phase and
    // beginning of combat it would only pass.
    for creature in ["Grizzly Bears", "Hill Giant"] {
        let bf = format!(r#"["Forest", {{"card": "{creature}", "label": "attacker"}}]"#);
        shortens_at_its_attack(before_the_computers_turn("[]", &bf, "[]"), creature);
    }
}

#[test]
fn r716_2b_the_computer_shortens_a_proposal_made_in_its_beginning_of_combat() {
    // It has passed in its beginning of combat; the person, with priority
    // there, proposes "pass until my next turn": the computer's next choice is
    // its declaration of attackers, and no choice of its own at priority comes before.
    for creature in ["Grizzly Bears", "Hill Giant"] {
        let mut s = scenario(
            &format!(
                r#"[{{"name": "Person", "library": ["Forest", "Forest", "Forest"]}},
                    {{"name": "Computer", "battlefield": ["Forest", {{"card": "{creature}", "label": "attacker"}}], "library": ["Craw Wurm", "Craw Wurm"]}}]"#
            ),
            r#"{"number": 4, "active": 1, "step": "beginning_of_combat"}"#,
        );
        apply(&mut s, Action::PassPriority { player: AI });
        assert_eq!(s.game().flow, Flow::Priority(PERSON));
        let steps = my_next_turn(s.game(), PERSON);
        propose(&mut s, PERSON, steps).unwrap();
        shortens_at_its_attack(s, creature);
    }
}

#[test]
fn r716_2b_the_computer_accepts_when_its_attack_would_be_blocked_badly() {
    // A 2/2 into an untapped 4/4 (the computer does not attack there by hand
    // either): the proposal's "no attackers" is its choice, so it accepts.
    let mut s = before_the_computers_turn("[]", r#"["Forest", "Grizzly Bears"]"#, r#"["Craw Wurm"]"#);
    let a = ai_answers(&mut s);
    assert_eq!(a, Action::AnswerShortcut { player: AI, shorten_at: None });
}

fn lands_in_hand(g: &Game, p: PlayerId) -> usize {
    g.player(p).hand.iter().filter(|id| g.objects[id].def.types.contains(&CardType::Land)).count()
}

/// One whole game: the person (seat 0) only ever proposes the page's
/// shortcuts at priority ("Pass until my next turn" and "Pass until end of
/// turn" in turn), falling back to a plain pass when the engine refuses the
/// proposal, and answers decisions as the computer would; the computer
/// (seat 1) plays and answers the shortcuts. Returns the computer's turns seen
/// and the refusals met.
fn shortcut_game(seed: u64) -> (usize, Vec<String>) {
    let n = DECKS.len() as u64;
    let (a, b) = (DECKS[(seed % n) as usize].id, DECKS[((seed + 1) % n) as usize].id);
    let mut s = Session::new_game(a, b, seed).unwrap();
    let mut refusals = Vec::new();
    let mut ai_lands: std::collections::BTreeMap<u32, usize> = Default::default();
    // For each of the computer's turns: whether it held a land as the turn began.
    let mut had_land: std::collections::BTreeMap<u32, bool> = Default::default();
    let mut flip = false;
    for _ in 0..4000 {
        let g = s.game();
        if g.winners.is_some() {
            break;
        }
        let turn = g.turn.number;
        let held = lands_in_hand(g, AI) > 0;
        let p = g.acting_player().expect("someone acts: the game never waits on nobody");
        if p == AI {
            let a = ai::choose(g, AI).expect("the computer has an answer");
            if matches!(a, Action::PlayLand { .. }) {
                *ai_lands.entry(turn).or_default() += 1;
            }
            apply(&mut s, a);
        } else if g.pending.is_some() {
            let a = ai::choose(g, PERSON).expect("the person's answer");
            apply(&mut s, a);
        } else {
            flip = !flip;
            let steps = if flip { my_next_turn(g, PERSON) } else { end_of_turn(g) };
            if let Err(e) = propose(&mut s, PERSON, steps) {
                refusals.push(format!("turn {turn} {:?}: {e}", s.game().turn.step));
                apply(&mut s, Action::PassPriority { player: PERSON });
            }
        }
        // Each turn begun by that action: what the computer held just before.
        for t in turn + 1..=s.game().turn.number {
            had_land.entry(t).or_insert(held);
        }
    }
    let g = s.game();
    assert!(g.winners.is_some(), "seed {seed}: the game did not end within 4000 actions (turn {})", g.turn.number);
    // The person never plays a card: the computer, taking its turns (lands,
    // spells, attacks), wins before either library runs out.
    assert_eq!(g.winners.as_deref(), Some(&[AI][..]), "seed {seed}: turn {}, life {} / {}", g.turn.number, g.player(PERSON).life, g.player(AI).life);
    // Turns alternate; the computer's turns are those whose active player it was.
    let first_ai_turn = if Session::new_game(a, b, seed).unwrap().game().turn.active == AI { 1 } else { 2 };
    let mut ai_turns = 0;
    let last_done = g.turn.number.saturating_sub(1);
    let mut t = first_ai_turn;
    while t <= last_done {
        ai_turns += 1;
        if had_land.get(&t).copied().unwrap_or(false) {
            assert!(ai_lands.get(&t).copied().unwrap_or(0) >= 1, "seed {seed}: the computer held a land as its turn {t} began and played none: {ai_lands:?}; refusals {refusals:?}");
        }
        t += 2;
    }
    (ai_turns, refusals)
}

#[test]
fn r716_2c_a_game_of_page_shortcuts_against_the_computer_never_sticks() {
    let mut turns = 0;
    for seed in [1u64, 4, 9] {
        let (t, refusals) = shortcut_game(seed);
        eprintln!("seed {seed}: {t} computer turns; refused proposals: {refusals:?}");
        turns += t;
    }
    assert!(turns >= 6, "only {turns} computer turns were played");
}

#[test]
fn r716_2b_the_computer_shortens_where_it_would_respond_at_instant_speed() {
    // The person, at 2 life, proposes "pass until my next turn" from their
    // precombat main phase. The computer holds a burn spell that kills them:
    // it shortens at its first pass where it would cast it (the person's own
    // main phase is not a window it looks in; their end step is: 2 damage
    // there wins before its own turn).
    for burn in ["Lightning Bolt", "Shock"] {
        let mut s = scenario(
            &format!(
                r#"[{{"name": "Person", "life": 2, "library": ["Forest", "Forest", "Forest"]}},
                    {{"name": "Computer", "hand": ["{burn}"], "battlefield": ["Mountain"], "library": ["Craw Wurm", "Craw Wurm"]}}]"#
            ),
            r#"{"number": 3, "active": 0, "step": "precombat_main"}"#,
        );
        let steps = my_next_turn(s.game(), PERSON);
        propose(&mut s, PERSON, steps).unwrap();
        let a = ai_answers(&mut s);
        assert!(matches!(a, Action::AnswerShortcut { shorten_at: Some(_), .. }), "{burn}: {a:?}");
        let g = s.game();
        assert_eq!((g.turn.number, g.turn.active), (3, PERSON), "{burn}: it acts before its own turn");
        assert_eq!(g.flow, Flow::Priority(AI));
        play_on(&mut s, 12, |_| false);
        assert_eq!(s.game().winners.as_deref(), Some(&[AI][..]), "{burn}");
    }
}

#[test]
fn r716_2b_the_computer_accepts_a_million_iteration_loop_where_it_only_passes() {
    // Presence of Gond's Bears and the computer's Intruder Alarm: the 716.2a
    // example, a million times. The computer can only pass in it: it accepts,
    // having looked at a bounded number of its choices (`MAX_SHORTCUT_LOOKS`).
    let mut s = scenario(
        r#"[{"name": "Person", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Presence of Gond", "label": "presence", "attached_to": "bears"}]},
            {"name": "Computer", "battlefield": [{"card": "Intruder Alarm", "label": "alarm"}]}]"#,
        r#"{"number": 3, "active": 0, "step": "precombat_main"}"#,
    );
    let bears = s.label("bears").unwrap().0;
    let pass = |p: u8| serde_json::json!({"do": {"action": "pass_priority", "player": p}});
    let body = serde_json::json!([{"do": {"action": "activate_ability", "player": 0, "source": bears, "ability": 0}}, pass(0), pass(1), pass(0), pass(1)]);
    propose(&mut s, PERSON, serde_json::json!([{"repeat": {"times": 1_000_000u64, "steps": body}}])).unwrap();
    let a = ai::choose(s.game(), AI).unwrap();
    assert_eq!(a, Action::AnswerShortcut { player: AI, shorten_at: None });
}
