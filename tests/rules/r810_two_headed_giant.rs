//! 810 Two-Headed Giant, with the shared team turns option it uses (805):
//! turns go team by team, both players of the active team untap, draw, play a
//! land and cast sorceries, the team attacks as one and the defending team
//! blocks as one; life (810.9) and poison counters (810.10, 704.5u) are shared.
use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn cards() -> Value {
    json!([
        {"name": "Hill Brute", "mana_cost": "{2}{R}", "type": "Creature — Giant", "power": 3, "toughness": 3, "text": ""},
        {"name": "Blight Hulk", "mana_cost": "{5}{B}", "type": "Creature — Horror", "power": 8, "toughness": 8, "text": "Infect"},
        {"name": "Blight Drake", "mana_cost": "{5}{B}", "type": "Creature — Drake", "power": 7, "toughness": 7, "text": "Infect"}
    ])
}

fn libs(n: usize) -> Vec<&'static str> {
    vec!["Forest"; n]
}

/// A Two-Headed Giant game: teams [[0, 1], [2, 3]] unless given; team life
/// starts at 30 (810.4) unless a scenario says otherwise.
fn thg(players: [Value; 4], teams: Value, turn: Value) -> T {
    let mut ps: Vec<Value> = players.into_iter().collect();
    for (i, p) in ps.iter_mut().enumerate() {
        p["name"] = json!(["A", "B", "C", "D"][i]);
        if p.get("library").is_none() {
            p["library"] = json!(libs(5));
        }
    }
    T::new(json!({"cards": cards(), "variant": "two_headed_giant", "teams": teams, "players": ps, "turn": turn}))
}

fn std_teams() -> Value {
    json!([[0, 1], [2, 3]])
}

/// Pass until a decision is pending, the game ends, or `step` of a turn whose active player is `active`.
fn pass_to(t: &mut T, active: u8, step: Step) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..300 {
        if t.g().pending.is_some() || t.g().winners.is_some() || (t.g().turn.active == PlayerId(active) && t.g().turn.step == step) {
            break;
        }
        let p = t.g().acting_player().expect("someone acts");
        ev.extend(t.act(json!({"action": "pass_priority", "player": p.0})));
    }
    ev
}

fn drew(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Drew { player, .. } => Some(player.0),
            _ => None,
        })
        .collect()
}

fn refused(t: &mut T, action: Value) -> String {
    let before = t.g().clone();
    let err = t.try_act(action).expect_err("refused").to_string();
    assert_eq!(t.g(), &before, "a refused action changed the game");
    err
}

#[test]
fn r810_6_the_first_team_skips_its_first_draw_and_r805_4b_each_player_of_a_team_draws() {
    let mut t = thg([json!({}), json!({}), json!({}), json!({})], std_teams(), json!({"number": 1, "active": 0, "step": "upkeep"}));
    // Turn 1 (team A+B): no draw step at all (103.7b, 810.6).
    let ev = pass_to(&mut t, 0, Step::PrecombatMain);
    assert!(drew(&ev).is_empty(), "{:?}", drew(&ev));
    assert!(!ev.iter().any(|e| e.kind == EventKind::StepBegan { step: Step::Draw }));
    // Turn 2 (team C+D): both draw, the others don't.
    let ev = pass_to(&mut t, 2, Step::PrecombatMain);
    assert_eq!(drew(&ev), vec![2, 3]);
    assert!(ev.iter().any(|e| e.rule == "805.4b" && matches!(e.kind, EventKind::Drew { player: PlayerId(3), .. })));
    // Turn 3 (team A+B): both draw.
    let ev = pass_to(&mut t, 0, Step::PrecombatMain);
    assert_eq!(drew(&ev), vec![0, 1]);
    assert_eq!(t.g().players.iter().map(|p| p.hand.len()).collect::<Vec<_>>(), vec![1, 1, 1, 1]);
}

#[test]
fn r805_4a_turns_go_team_by_team() {
    let mut t = thg([json!({}), json!({}), json!({}), json!({})], std_teams(), json!({"number": 2, "active": 0, "step": "end"}));
    let mut actives = Vec::new();
    for _ in 0..3 {
        let n = t.g().turn.number;
        for _ in 0..100 {
            if t.g().turn.number != n {
                break;
            }
            let p = t.g().acting_player().unwrap();
            t.act(json!({"action": "pass_priority", "player": p.0}));
        }
        actives.push(t.g().turn.active.0);
    }
    assert_eq!(actives, vec![2, 0, 2]);
    // Teams listed primary first (805.2): B leads team 0 and D team 1.
    let mut t = thg([json!({}), json!({}), json!({}), json!({})], json!([[1, 0], [3, 2]]), json!({"number": 2, "active": 1, "step": "end"}));
    let ev = pass_to(&mut t, 3, Step::Upkeep);
    assert!(ev.iter().any(|e| e.kind == EventKind::TurnBegan { turn: 3, player: PlayerId(3) }));
    assert!(t.g().is_active_player(PlayerId(2)) && !t.g().is_active_player(PlayerId(0)));
}

#[test]
fn r502_2_both_players_of_the_active_team_untap() {
    let tapped = |label: &str| json!({"card": "Grizzly Bears", "label": label, "tapped": true, "sick": true});
    let mut t = thg([json!({"battlefield": [tapped("a")]}), json!({"battlefield": [tapped("b")]}), json!({"battlefield": [tapped("c")]}), json!({"battlefield": [tapped("d")]})],
        std_teams(), json!({"number": 2, "active": 2, "step": "end"}));
    pass_to(&mut t, 0, Step::Upkeep);
    let state = |t: &T, l: &str| {
        let o = t.g().obj(t.id(l)).unwrap();
        (o.tapped, o.summoning_sick)
    };
    assert_eq!(state(&t, "a"), (false, false));
    assert_eq!(state(&t, "b"), (false, false), "805.4a: B is an active player too (302.6, 502.2)");
    assert_eq!(state(&t, "c"), (true, true));
    assert_eq!(state(&t, "d"), (true, true));
}

#[test]
fn r805_4c_r805_5a_either_player_of_the_active_team_plays_a_land_and_casts_sorceries() {
    let mut t = thg(
        [
            json!({"hand": [{"card": "Mountain", "label": "a_land"}]}),
            json!({"hand": [{"card": "Mountain", "label": "b_land"}, {"card": "Lava Axe", "label": "axe"}], "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]}),
            json!({"hand": [{"card": "Forest", "label": "c_land"}, {"card": "Lava Axe", "label": "c_axe"}], "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]}),
            json!({}),
        ],
        std_teams(),
        json!({"number": 3, "active": 0, "step": "precombat_main"}),
    );
    t.act(json!({"action": "play_land", "player": 0, "card": "@a_land"}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    // B, on the active team, has priority in the team's main phase with an empty stack.
    t.act(json!({"action": "play_land", "player": 1, "card": "@b_land"}));
    assert_eq!(t.zone("a_land"), "battlefield");
    assert_eq!(t.zone("b_land"), "battlefield");
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@axe", "targets": [{"player": 3}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(2), 25, "810.9: damage to D comes off the team's shared life");
    assert_eq!(t.life(3), 25);
    // C (defending team) can't: it isn't C's team's turn.
    for _ in 0..4 {
        if t.g().acting_player() == Some(PlayerId(2)) {
            break;
        }
        let p = t.g().acting_player().unwrap();
        t.act(json!({"action": "pass_priority", "player": p.0}));
    }
    assert_eq!(t.g().acting_player(), Some(PlayerId(2)));
    assert!(refused(&mut t, json!({"action": "play_land", "player": 2, "card": "@c_land"})).contains("305.1"));
    refused(&mut t, json!({"action": "cast_spell", "player": 2, "card": "@c_axe", "targets": [{"player": 0}], "auto_pay": true}));
}

/// A (Bears) and B (Hill Brute) on the active team; C (Grizzly Bears) and D (Hill Brute) defend.
fn combat_game() -> T {
    thg(
        [
            json!({"battlefield": [{"card": "Grizzly Bears", "label": "a_bears"}]}),
            json!({"battlefield": [{"card": "Hill Brute", "label": "b_brute"}]}),
            json!({"battlefield": [{"card": "Grizzly Bears", "label": "c_bears"}]}),
            json!({"battlefield": [{"card": "Hill Brute", "label": "d_brute"}]}),
        ],
        std_teams(),
        json!({"number": 3, "active": 0, "step": "precombat_main"}),
    )
}

#[test]
fn r810_7c_the_active_team_declares_one_combined_attack() {
    let mut t = combat_game();
    pass_to(&mut t, 0, Step::DeclareAttackers);
    let d = t.g().pending.clone().expect("the active team declares attackers");
    assert_eq!(d.player, PlayerId(0));
    let DecisionKind::DeclareAttackers { candidates, defenders } = d.kind else { panic!() };
    assert_eq!(candidates, vec![t.id("a_bears"), t.id("b_brute")]);
    assert_eq!(defenders, vec![TargetChoice::Player(PlayerId(2)), TargetChoice::Player(PlayerId(3))]);
    // A teammate can't be attacked; the defending team can't answer.
    let err = refused(&mut t, json!({"action": "declare_attackers", "player": 1, "attackers": [{"attacker": "@a_bears", "target": {"player": 1}}]}));
    assert!(err.contains("508.1b"), "{err}");
    refused(&mut t, json!({"action": "declare_attackers", "player": 2, "attackers": []}));
    // B answers for the team: each creature attacks one defending player.
    let ev = t.act(json!({"action": "declare_attackers", "player": 1, "attackers": [
        {"attacker": "@a_bears", "target": {"player": 2}}, {"attacker": "@b_brute", "target": {"player": 3}}]}));
    assert!(ev.iter().any(|e| matches!(&e.kind, EventKind::AttackersDeclared { attackers } if attackers.len() == 2)));
    assert!(t.g().obj(t.id("a_bears")).unwrap().tapped && t.g().obj(t.id("b_brute")).unwrap().tapped);
}

#[test]
fn r810_7d_the_defending_team_blocks_as_one_and_r810_9_damage_comes_off_the_shared_life() {
    // Situation 1: D's creature blocks the attacker attacking C, and C's the one attacking D.
    let mut t = combat_game();
    pass_to(&mut t, 0, Step::DeclareAttackers);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [
        {"attacker": "@a_bears", "target": {"player": 2}}, {"attacker": "@b_brute", "target": {"player": 3}}]}));
    pass_to(&mut t, 0, Step::DeclareBlockers);
    let d = t.g().pending.clone().expect("one blocking decision for the team");
    assert_eq!(d.player, PlayerId(2));
    let DecisionKind::DeclareBlockers { candidates, attackers } = d.kind else { panic!() };
    assert_eq!(candidates, vec![t.id("c_bears"), t.id("d_brute")]);
    assert_eq!(attackers, vec![t.id("a_bears"), t.id("b_brute")]);
    t.act(json!({"action": "declare_blockers", "player": 3, "blockers": [
        {"blocker": "@d_brute", "attacker": "@a_bears"}, {"blocker": "@c_bears", "attacker": "@b_brute"}]}));
    assert!(t.g().pending.is_none(), "no second blockers decision: {:?}", t.g().pending);
    let ev = pass_to(&mut t, 0, Step::PostcombatMain);
    assert_eq!(t.zone("a_bears"), "graveyard");
    assert_eq!(t.zone("c_bears"), "graveyard");
    assert_eq!(t.life(2), 30);
    assert_eq!(ev.iter().filter(|e| matches!(e.kind, EventKind::DecisionRequested { .. })).count(), 0);

    // Situation 2: no blocks: 2 damage to C and 3 to D: the team's life goes 30 → 25.
    let mut t = combat_game();
    pass_to(&mut t, 0, Step::DeclareAttackers);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [
        {"attacker": "@a_bears", "target": {"player": 2}}, {"attacker": "@b_brute", "target": {"player": 3}}]}));
    pass_to(&mut t, 0, Step::DeclareBlockers);
    t.act(json!({"action": "declare_blockers", "player": 2, "blockers": []}));
    pass_to(&mut t, 0, Step::PostcombatMain);
    assert_eq!(t.g().teams[1].life, 25);
    assert_eq!((t.life(2), t.life(3)), (25, 25));
    let snap = t.g().snapshot(None);
    assert_eq!(snap.teams.len(), 2);
    assert_eq!((snap.teams[1].life, snap.teams[0].life), (25, 30));
    assert!(snap.teams[0].active && !snap.teams[1].active);
    assert_eq!((snap.players[2].life, snap.players[3].life, snap.players[3].team), (25, 25, Some(1)));
}

#[test]
fn r810_10_poison_counters_are_shared_and_r704_5u_fifteen_lose() {
    // Situation 1: 8 + 7 infect damage to the two defending players: 15 for the team.
    let infect_game = |b_card: &str| {
        let mut t = thg(
            [
                json!({"battlefield": [{"card": "Blight Hulk", "label": "x"}]}),
                json!({"battlefield": [{"card": b_card, "label": "y"}]}),
                json!({}),
                json!({}),
            ],
            std_teams(),
            json!({"number": 3, "active": 0, "step": "precombat_main"}),
        );
        pass_to(&mut t, 0, Step::DeclareAttackers);
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [
            {"attacker": "@x", "target": {"player": 2}}, {"attacker": "@y", "target": {"player": 3}}]}));
        let ev = pass_to(&mut t, 0, Step::PostcombatMain);
        (t, ev)
    };
    let (t, ev) = infect_game("Blight Drake");
    assert_eq!(t.g().teams[1].poison, 15);
    assert!(ev.iter().any(|e| e.rule == "704.5u" && matches!(&e.kind, EventKind::TeamLost { players, .. } if players == &vec![PlayerId(2), PlayerId(3)])));
    assert_eq!(t.g().winners, Some(vec![PlayerId(0), PlayerId(1)]));
    // Situation 2: 8 + 6 (a 6/6 infect creature): 14, which only a normal game's 704.5c would punish.
    let (t, ev) = {
        let mut t = thg(
            [
                json!({"battlefield": [{"card": "Blight Hulk", "label": "x"}]}),
                json!({"battlefield": [{"card": "Blight Drake", "label": "y", "counters": {"-1/-1": 1}}]}),
                json!({}),
                json!({}),
            ],
            std_teams(),
            json!({"number": 3, "active": 0, "step": "precombat_main"}),
        );
        pass_to(&mut t, 0, Step::DeclareAttackers);
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [
            {"attacker": "@x", "target": {"player": 2}}, {"attacker": "@y", "target": {"player": 3}}]}));
        let ev = pass_to(&mut t, 0, Step::PostcombatMain);
        (t, ev)
    };
    assert_eq!(t.g().teams[1].poison, 14);
    assert!(!cites(&ev, "704.5u") && !cites(&ev, "704.5c"));
    assert!(t.g().winners.is_none());
    let snap = t.g().snapshot(None);
    assert_eq!((snap.players[2].poison, snap.players[3].poison, snap.teams[1].poison), (14, 14, 14));
}

#[test]
fn r514_1_each_player_of_the_active_team_discards_to_hand_size() {
    // 805.4a: both A and B are active players; each discards down to seven in the cleanup step.
    let mut t = thg(
        [json!({"hand": vec!["Forest"; 9]}), json!({"hand": vec!["Forest"; 8]}), json!({"hand": vec!["Forest"; 9]}), json!({})],
        std_teams(),
        json!({"number": 3, "active": 0, "step": "end"}),
    );
    pass_to(&mut t, 0, Step::Cleanup);
    let ask = |t: &T| t.g().pending.clone().map(|d| match d.kind {
        DecisionKind::ChooseCards { from, min, .. } => (d.player.0, min, from),
        k => panic!("{k:?}"),
    });
    let (p, n, from) = ask(&t).expect("A discards");
    assert_eq!((p, n), (0, 2));
    t.act(json!({"action": "choose_cards", "player": 0, "cards": from[..2]}));
    let (p, n, from) = ask(&t).expect("then B discards");
    assert_eq!((p, n), (1, 1));
    t.act(json!({"action": "choose_cards", "player": 1, "cards": from[..1]}));
    assert!(t.g().pending.is_none());
    assert_eq!(t.g().players.iter().map(|p| p.hand.len()).collect::<Vec<_>>(), vec![7, 7, 9, 0], "C, not active, keeps nine");
    pass_to(&mut t, 2, Step::Upkeep);
    assert_eq!(t.g().turn.active, PlayerId(2));
}

/// 810.4: each team's shared life total starts at 30 (a scenario may set another).
#[test]
fn r810_4_team_life_starts_at_30() {
    let t = thg([json!({}), json!({}), json!({}), json!({})], std_teams(), json!({"number": 1, "active": 0, "step": "precombat_main"}));
    for p in 0..4 {
        assert_eq!(t.life(p), 30);
    }
    let t = thg([json!({"life": 12}), json!({}), json!({}), json!({})], std_teams(), json!({"number": 1, "active": 0, "step": "precombat_main"}));
    assert_eq!((t.life(0), t.life(1), t.life(2)), (12, 12, 30));
}
