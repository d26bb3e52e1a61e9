//! The computer opponent (src/ai): whole games from many seeds, determinism,
//! and small scenarios for its behaviour. Expected choices come from the
//! cards on the board and the rules, not from the opponent's own output.

use stackwise::ai::{self, random::RandomPlayer};
use stackwise::decks::DECKS;
use stackwise::rules::{Action, Attack, Block, Game, PlayerId, TargetChoice};
use stackwise::rules::state::{DecisionKind, Flow};
use stackwise::session::Session;

/// The most actions a whole game may take before the test calls it stuck.
const MAX_ACTIONS: usize = 20_000;

#[derive(Clone, Copy)]
enum Seat {
    Ai,
    Random(u64),
}

/// Plays a game to its end; returns the winners and the actions taken.
/// Panics if the opponent (or the random player) has nothing to do while the
/// game waits for it, or if the engine refuses one of the opponent's actions.
fn play(mut g: Game, seats: [Seat; 2]) -> (Vec<PlayerId>, Vec<Action>) {
    let mut randoms: Vec<Option<RandomPlayer>> = seats.iter().map(|s| if let Seat::Random(seed) = s { Some(RandomPlayer::new(*seed)) } else { None }).collect();
    let mut actions = Vec::new();
    while g.winners.is_none() {
        assert!(actions.len() < MAX_ACTIONS, "the game did not end within {MAX_ACTIONS} actions (turn {})", g.turn.number);
        let p = ai::acting(&g).unwrap_or_else(|| panic!("nobody is to act: {:?}", g.flow));
        let a = match &mut randoms[p.0 as usize] {
            None => ai::choose(&g, p).unwrap_or_else(|| panic!("the opponent has nothing to do for player {} at {:?}", p.0, g.flow)),
            Some(r) => r.choose(&g, p).unwrap_or_else(|| panic!("the random player has nothing to do")),
        };
        match g.apply(&a) {
            Ok(_) => actions.push(a),
            Err(e) => match seats[p.0 as usize] {
                Seat::Ai => panic!("the engine refused the opponent's action {a:?}: {e}"),
                // The random player may try an impossible split or X; it passes instead.
                Seat::Random(_) => {
                    let fallback = if g.pending.is_some() { panic!("the random player's answer was refused: {a:?}: {e}") } else { Action::PassPriority { player: p } };
                    g.apply(&fallback).expect("passing is legal at priority");
                    actions.push(fallback);
                }
            },
        }
    }
    (g.winners.clone().unwrap_or_default(), actions)
}

fn deck_pair(seed: u64) -> (&'static str, &'static str) {
    let n = DECKS.len() as u64;
    (DECKS[(seed % n) as usize].id, DECKS[((seed / n + seed + 1) % n) as usize].id)
}

#[test]
fn the_opponent_playing_both_seats_finishes_every_game_from_100_seeds() {
    let mut lengths = Vec::new();
    let mut decided = 0;
    for seed in 0..100u64 {
        let (a, b) = deck_pair(seed);
        let g = Session::new_game(a, b, seed).unwrap().game().clone();
        let (winners, actions) = play(g, [Seat::Ai, Seat::Ai]);
        assert!(winners.len() <= 1, "seed {seed}: two players can't both win a two-player game");
        if winners.len() == 1 {
            decided += 1;
        }
        lengths.push(actions.len());
    }
    lengths.sort();
    eprintln!("100 games: {decided} won by a player, actions per game: median {}, most {}", lengths[50], lengths[99]);
    // Draws need both players to lose at once (or a 716.4 loop): rare, not the rule.
    assert!(decided >= 90, "only {decided} of 100 games had a winner");
}

#[test]
fn the_same_seed_gives_the_same_game() {
    for seed in [3u64, 17] {
        let (a, b) = deck_pair(seed);
        let one = play(Session::new_game(a, b, seed).unwrap().game().clone(), [Seat::Ai, Seat::Ai]);
        let two = play(Session::new_game(a, b, seed).unwrap().game().clone(), [Seat::Ai, Seat::Ai]);
        assert_eq!(one, two, "seed {seed}");
    }
    // And a different seed gives a different game.
    let g1 = play(Session::new_game("gruul-stompy", "white-weenie", 1).unwrap().game().clone(), [Seat::Ai, Seat::Ai]);
    let g2 = play(Session::new_game("gruul-stompy", "white-weenie", 2).unwrap().game().clone(), [Seat::Ai, Seat::Ai]);
    assert_ne!(g1.1, g2.1);
}

/// AI against the random player from both seats: the AI's share of the games won.
fn ai_vs_random(games: u64) -> (u64, u64) {
    let mut won = 0;
    for i in 0..games {
        let (a, b) = deck_pair(i * 7 + 1);
        let ai_seat = (i % 2) as usize;
        let seats = if ai_seat == 0 { [Seat::Ai, Seat::Random(i)] } else { [Seat::Random(i), Seat::Ai] };
        let (winners, _) = play(Session::new_game(a, b, 1000 + i).unwrap().game().clone(), seats);
        if winners == vec![PlayerId(ai_seat as u8)] {
            won += 1;
        }
    }
    (won, games)
}

#[test]
fn the_opponent_beats_a_random_legal_player_from_both_seats() {
    let (won, games) = ai_vs_random(20);
    eprintln!("AI vs random: the AI won {won} of {games}");
    assert!(won >= 17, "the AI won only {won} of {games} games against a random player");
}

// ---------------------------------------------------------------------------
// Small scenarios

fn scenario(players: &str, turn: &str) -> Session {
    let text = format!(r#"{{"format": "stackwise-scenario", "version": 1, "name": "ai", "seed": 5, "players": {players}, "turn": {turn}}}"#);
    Session::from_scenario(&text).unwrap_or_else(|e| panic!("{e}"))
}

fn apply(s: &mut Session, a: Action) {
    s.apply(&a, None).unwrap_or_else(|e| panic!("{a:?}: {e}"));
}

/// The opponent's choices for `p` until it hands the game on (another player
/// acts, or the step changes); returns them.
fn ai_until_done(s: &mut Session, p: PlayerId, max: usize) -> Vec<Action> {
    let mut out = Vec::new();
    for _ in 0..max {
        let Some(a) = ai::choose(s.game(), p) else { break };
        let pass = matches!(a, Action::PassPriority { .. });
        apply(s, a.clone());
        out.push(a);
        if pass {
            break;
        }
    }
    out
}

#[test]
fn it_plays_a_land_and_a_two_drop_on_turn_two() {
    let mut s = scenario(
        r#"[{"name": "AI", "hand": ["Forest", "Grizzly Bears", "Craw Wurm", "Forest"], "battlefield": ["Forest"]},
            {"name": "Other", "battlefield": ["Plains"]}]"#,
        r#"{"number": 3, "active": 0, "step": "precombat_main"}"#,
    );
    let p = PlayerId(0);
    let acts = ai_until_done(&mut s, p, 6);
    assert!(matches!(acts[0], Action::PlayLand { .. }), "{acts:?}");
    // The other player lets the spell resolve.
    if s.game().flow == Flow::Priority(PlayerId(1)) {
        apply(&mut s, Action::PassPriority { player: PlayerId(1) });
    }
    let g = s.game();
    let bears = g.battlefield.iter().filter(|id| g.objects[id].def.name == "Grizzly Bears").count();
    assert_eq!(bears, 1, "Grizzly Bears is cast with the two lands: {acts:?}");
    assert_eq!(g.battlefield.iter().filter(|id| g.objects[id].def.name == "Forest").count(), 2);
}

#[test]
fn it_kills_the_biggest_creature_with_removal() {
    let s = scenario(
        r#"[{"name": "AI", "hand": [{"card": "Doom Blade", "label": "blade"}], "battlefield": ["Swamp", "Swamp"]},
            {"name": "Other", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Craw Wurm", "label": "wurm"}, {"card": "Llanowar Elves", "label": "elves"}]}]"#,
        r#"{"number": 3, "active": 0, "step": "precombat_main"}"#,
    );
    let wurm = s.label("wurm").unwrap();
    let a = ai::choose(s.game(), PlayerId(0)).unwrap();
    match &a {
        Action::CastSpell { targets, .. } => assert_eq!(targets, &vec![TargetChoice::Object(wurm)], "Doom Blade aims at the 6/4 Craw Wurm"),
        other => panic!("expected Doom Blade to be cast, got {other:?}"),
    }
}

#[test]
fn it_bolts_the_face_for_lethal() {
    let s = scenario(
        r#"[{"name": "AI", "hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
            {"name": "Other", "life": 3, "battlefield": ["Craw Wurm"]}]"#,
        r#"{"number": 3, "active": 0, "step": "precombat_main"}"#,
    );
    let a = ai::choose(s.game(), PlayerId(0)).unwrap();
    assert!(matches!(&a, Action::CastSpell { targets, .. } if targets == &vec![TargetChoice::Player(PlayerId(1))]), "{a:?}");
}

/// Puts the game at the other player's declare attackers decision and declares these attacks.
fn attack_with(s: &mut Session, attacker: PlayerId, names: &[&str]) {
    for _ in 0..10 {
        if matches!(s.game().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::DeclareAttackers { .. })) {
            break;
        }
        let Flow::Priority(h) = s.game().flow else { panic!("no priority: {:?}", s.game().flow) };
        apply(s, Action::PassPriority { player: h });
    }
    let ids: Vec<Attack> = names
        .iter()
        .map(|l| Attack { attacker: s.label(l).unwrap(), target: TargetChoice::Player(PlayerId(1 - attacker.0)), band: None })
        .collect();
    apply(s, Action::DeclareAttackers { player: attacker, attackers: ids });
    // Both pass in the declare attackers step: the blockers decision comes.
    for _ in 0..4 {
        if s.game().pending.is_some() {
            break;
        }
        let Flow::Priority(h) = s.game().flow else { break };
        apply(s, Action::PassPriority { player: h });
    }
}

#[test]
fn it_blocks_when_the_attack_would_be_lethal() {
    let mut s = scenario(
        r#"[{"name": "Other", "battlefield": [{"card": "Craw Wurm", "label": "wurm"}, {"card": "Grizzly Bears", "label": "bears"}]},
            {"name": "AI", "life": 6, "battlefield": [{"card": "Llanowar Elves", "label": "elves"}]}]"#,
        r#"{"number": 3, "active": 0, "step": "beginning_of_combat"}"#,
    );
    attack_with(&mut s, PlayerId(0), &["wurm", "bears"]);
    let a = ai::choose(s.game(), PlayerId(1)).unwrap();
    let (wurm, elves) = (s.label("wurm").unwrap(), s.label("elves").unwrap());
    // 8 damage against 6 life: the Elves must chump the 6/4 Wurm (2 damage gets through).
    assert_eq!(a, Action::DeclareBlockers { player: PlayerId(1), blockers: vec![Block { blocker: elves, attacker: wurm }] });
}

#[test]
fn it_does_not_chump_when_it_is_not_dying() {
    let mut s = scenario(
        r#"[{"name": "Other", "battlefield": [{"card": "Craw Wurm", "label": "wurm"}]},
            {"name": "AI", "life": 20, "battlefield": [{"card": "Llanowar Elves", "label": "elves"}]}]"#,
        r#"{"number": 3, "active": 0, "step": "beginning_of_combat"}"#,
    );
    attack_with(&mut s, PlayerId(0), &["wurm"]);
    let a = ai::choose(s.game(), PlayerId(1)).unwrap();
    assert_eq!(a, Action::DeclareBlockers { player: PlayerId(1), blockers: vec![] });
}

#[test]
fn it_does_not_attack_a_two_two_into_an_untapped_four_four() {
    let mut s = scenario(
        r#"[{"name": "AI", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]},
            {"name": "Other", "battlefield": [{"card": "Serra Angel", "label": "angel"}]}]"#,
        r#"{"number": 3, "active": 0, "step": "beginning_of_combat"}"#,
    );
    apply(&mut s, Action::PassPriority { player: PlayerId(0) });
    apply(&mut s, Action::PassPriority { player: PlayerId(1) });
    let d = s.game().pending.clone().expect("the declare attackers decision");
    assert!(matches!(d.kind, DecisionKind::DeclareAttackers { .. }));
    let a = ai::choose(s.game(), PlayerId(0)).unwrap();
    assert_eq!(a, Action::DeclareAttackers { player: PlayerId(0), attackers: vec![] });
}

#[test]
fn it_attacks_when_the_other_player_cannot_block() {
    let mut s = scenario(
        r#"[{"name": "AI", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]},
            {"name": "Other", "battlefield": [{"card": "Grizzly Bears", "tapped": true}]}]"#,
        r#"{"number": 3, "active": 0, "step": "beginning_of_combat"}"#,
    );
    apply(&mut s, Action::PassPriority { player: PlayerId(0) });
    apply(&mut s, Action::PassPriority { player: PlayerId(1) });
    let bears = s.label("bears").unwrap();
    let a = ai::choose(s.game(), PlayerId(0)).unwrap();
    assert_eq!(a, Action::DeclareAttackers { player: PlayerId(0), attackers: vec![Attack { attacker: bears, target: TargetChoice::Player(PlayerId(1)), band: None }] });
}

#[test]
fn it_answers_a_target_decision() {
    // Blood Artist's trigger (603.3d: targets are chosen as it goes on the
    // stack): "target player loses 1 life": the AI aims it at the other player.
    let mut s = scenario(
        r#"[{"name": "AI", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain", {"card": "Blood Artist", "label": "artist"}]},
            {"name": "Other", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}]"#,
        r#"{"number": 3, "active": 0, "step": "precombat_main"}"#,
    );
    let (bolt, bears) = (s.label("bolt").unwrap(), s.label("bears").unwrap());
    apply(&mut s, Action::CastSpell { player: PlayerId(0), card: bolt, targets: vec![TargetChoice::Object(bears)], mode: None, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], alternative_cost: None, kicked: false, multikicker: 0, buyback: false, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: 0, splice: vec![] });
    apply(&mut s, Action::PassPriority { player: PlayerId(0) });
    apply(&mut s, Action::PassPriority { player: PlayerId(1) });
    let d = s.game().pending.clone().expect("Blood Artist's trigger asks for its target");
    assert_eq!(d.player, PlayerId(0));
    assert!(matches!(d.kind, DecisionKind::ChooseTargets { .. }), "{d:?}");
    let a = ai::choose(s.game(), PlayerId(0)).unwrap();
    assert_eq!(a, Action::ChooseTargets { player: PlayerId(0), division: vec![], targets: vec![TargetChoice::Player(PlayerId(1))] });
    apply(&mut s, a);
    // Nothing to do for the player who is not asked.
    assert!(ai::choose(s.game(), PlayerId(1)).is_none() || s.game().acting_player() == Some(PlayerId(1)));
}

#[test]
fn it_has_nothing_to_do_without_priority_or_a_decision() {
    let s = Session::new_game("red", "green", 4).unwrap();
    let g = s.game();
    let acting = g.acting_player().unwrap();
    let other = PlayerId(1 - acting.0);
    assert!(ai::choose(g, other).is_none());
    assert!(ai::choose(g, acting).is_some());
    assert!(ai::choose(g, PlayerId(7)).is_none());
}

#[test]
fn it_accepts_a_proposed_shortcut() {
    // 716.2b: the other player proposes "everyone passes until my end step"; the opponent accepts.
    let mut s = scenario(
        r#"[{"name": "Other", "battlefield": ["Forest"]}, {"name": "AI", "battlefield": ["Mountain"]}]"#,
        r#"{"number": 3, "active": 0, "step": "precombat_main"}"#,
    );
    let propose: Action = serde_json::from_value(serde_json::json!({
        "action": "propose_shortcut", "player": 0, "steps": [{"pass_until": {"step": "end", "active": 0}}]
    }))
    .unwrap();
    apply(&mut s, propose);
    let d = s.game().pending.clone().expect("the AI is asked to accept or shorten");
    assert_eq!(d.player, PlayerId(1));
    assert!(matches!(d.kind, DecisionKind::Shortcut { .. }));
    let a = ai::choose(s.game(), PlayerId(1)).unwrap();
    assert_eq!(a, Action::AnswerShortcut { player: PlayerId(1), shorten_at: None });
    apply(&mut s, a);
    assert_eq!(s.game().turn.step, stackwise::rules::Step::End);
}

#[test]
fn it_chooses_to_return_a_creature_with_gravedigger() {
    // Gravedigger's "you may return target creature card": the target is
    // chosen as the trigger goes on the stack, then the "may" on resolution; it says yes.
    let mut s = scenario(
        r#"[{"name": "AI", "hand": [{"card": "Gravedigger", "label": "gd"}], "graveyard": [{"card": "Craw Wurm", "label": "wurm"}], "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp"]},
            {"name": "Other", "battlefield": ["Forest"]}]"#,
        r#"{"number": 3, "active": 0, "step": "precombat_main"}"#,
    );
    let wurm = s.label("wurm").unwrap();
    for _ in 0..12 {
        let g = s.game();
        if g.player(PlayerId(0)).hand.contains(&s.label("wurm").unwrap_or(wurm)) {
            break;
        }
        let Some(p) = ai::acting(g) else { break };
        let a = ai::choose(g, p).unwrap();
        if p == PlayerId(0) && matches!(a, Action::PassPriority { .. }) && g.stack.is_empty() {
            break;
        }
        apply(&mut s, a);
    }
    let w = s.label("wurm").unwrap();
    assert_eq!(s.game().objects[&w].zone, stackwise::rules::Zone::Hand(PlayerId(0)), "Craw Wurm is back in the AI's hand");
}

#[test]
fn it_chooses_the_colour_its_hand_needs_for_mana_of_any_colour() {
    // Manamorphose (608.2d: "two mana in any combination of colors") with
    // Counterspell ({U}{U}) in hand: both blue.
    let mut s = scenario(
        r#"[{"name": "AI", "battlefield": ["Mountain", "Forest"], "hand": [{"card": "Manamorphose", "label": "mm"}, "Counterspell"], "library": ["Island", "Island"]},
            {"name": "Other", "library": ["Island", "Island"]}]"#,
        r#"{"number": 3, "active": 0, "step": "precombat_main"}"#,
    );
    let mm = s.label("mm").unwrap();
    apply(&mut s, Action::cast(PlayerId(0), mm, vec![]));
    apply(&mut s, Action::PassPriority { player: PlayerId(0) });
    apply(&mut s, Action::PassPriority { player: PlayerId(1) });
    assert!(matches!(s.game().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseMana { amount: 2, .. })));
    let a = ai::choose(s.game(), PlayerId(0)).unwrap();
    let Action::ChooseMana { mana, .. } = a.clone() else { panic!("{a:?}") };
    assert_eq!((mana.blue, mana.total()), (2, 2));
    apply(&mut s, a);
}

/// 508.1c: with three players, the computer's Grizzly Bears carries Other's
/// Vow of Duty ("... can't attack you or a planeswalker you control"): it
/// attacks the third player instead of the declaration being refused.
#[test]
fn it_attacks_a_player_its_creature_may_attack() {
    let text = r#"{"format": "stackwise-scenario", "version": 1, "name": "ai", "seed": 5,
        "cards": [{"name": "Vow of Duty", "mana_cost": "{2}{W}", "type": "Enchantment — Aura",
                   "text": "Enchant creature\nEnchanted creature gets +2/+2, has vigilance, and can't attack you or a planeswalker you control."}],
        "players": [{"name": "AI", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]},
                    {"name": "Other", "battlefield": [{"card": "Vow of Duty", "attached_to": "bears"}]},
                    {"name": "Third"}],
        "turn": {"number": 3, "active": 0, "step": "beginning_of_combat"}}"#;
    let mut s = Session::from_scenario(text).unwrap_or_else(|e| panic!("{e}"));
    for p in 0..3 {
        apply(&mut s, Action::PassPriority { player: PlayerId(p) });
    }
    let bears = s.label("bears").unwrap();
    let a = ai::choose(s.game(), PlayerId(0)).unwrap();
    assert_eq!(a, Action::DeclareAttackers { player: PlayerId(0), attackers: vec![Attack { attacker: bears, target: TargetChoice::Player(PlayerId(2)), band: None }] });
    apply(&mut s, a);
}

/// 601.2d: the computer divides damage by its rule. Rolling Thunder with five
/// Mountains: X = 3, and the division gives the Grizzly Bears the 2 that
/// destroy it (each target at least 1, the shares adding up to X).
#[test]
fn it_divides_x_damage_to_destroy_creatures() {
    let mut s = scenario(
        r#"[{"name": "AI", "hand": [{"card": "Rolling Thunder", "label": "rt"}], "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]},
            {"name": "Other", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}]"#,
        r#"{"number": 3, "active": 0, "step": "precombat_main"}"#,
    );
    let bears = s.label("bears").unwrap();
    let a = ai::choose(s.game(), PlayerId(0)).unwrap();
    let Action::CastSpell { targets, x: Some(x), division, .. } = &a else { panic!("expected Rolling Thunder cast with X, got {a:?}") };
    assert_eq!(division.iter().sum::<u32>(), *x, "{a:?}");
    assert!(division.iter().all(|d| *d >= 1), "{a:?}");
    let at = targets.iter().position(|t| *t == TargetChoice::Object(bears)).expect("the Bears are a target");
    assert!(division[at] >= 2, "the Bears get what destroys them: {a:?}");
    apply(&mut s, a);
}

/// 601.2d via 603.3d: the computer answers a divided trigger's target
/// question with a division that fits (Inferno Titan: 3 among one to three).
#[test]
fn it_divides_a_trigger_s_damage() {
    let mut s = scenario(
        r#"[{"name": "AI", "hand": [{"card": "Inferno Titan", "label": "it"}], "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]},
            {"name": "Other", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Llanowar Elves", "label": "elves"}]}]"#,
        r#"{"number": 3, "active": 0, "step": "precombat_main"}"#,
    );
    let it = s.label("it").unwrap();
    apply(&mut s, Action::CastSpell { player: PlayerId(0), card: it, targets: vec![], mode: None, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], alternative_cost: None, kicked: false, multikicker: 0, buyback: false, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: 0, splice: vec![] });
    apply(&mut s, Action::PassPriority { player: PlayerId(0) });
    apply(&mut s, Action::PassPriority { player: PlayerId(1) });
    assert!(matches!(s.game().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseTargets { divide: Some(3), .. })));
    let a = ai::choose(s.game(), PlayerId(0)).unwrap();
    let Action::ChooseTargets { targets, division, .. } = &a else { panic!("{a:?}") };
    assert_eq!((division.len(), division.iter().sum::<u32>()), (targets.len(), 3), "{a:?}");
    assert!(!targets.contains(&TargetChoice::Player(PlayerId(0))), "not at itself: {a:?}");
    apply(&mut s, a);
}
