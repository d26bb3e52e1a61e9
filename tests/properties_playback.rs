//! Property tests for playback (issue 9, docs/playback.md, deltas) and for the game as
//! serialized state.
//! - For every action of a random game (draws, combat, triggers, tokens,
//!   decisions; hands hidden from a random viewer), the deltas line up with the
//!   events, and applying `deltas[0..=i]` to the snapshot taken before the
//!   action gives the whole snapshot as of event `i` (recorded by the test-only
//!   full trace); applying all of them gives the snapshot after the action
//!   (the last delta also carries what changed after the last event).
//! - Every game met on the way serializes and reads back equal (`==`).

use proptest::prelude::*;
use stackwise::formats::snapshot::Snapshot;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::{DecisionKind, Game};
use stackwise::rules::*;
use stackwise::session::Session;

/// Cards the random scenarios draw from: lands, creatures with keywords and
/// abilities, and spells that make decisions, tokens, copies and counters.
const CARDS: &[&str] = &[
    "Forest", "Mountain", "Swamp", "Island", "Plains", "Forest", "Mountain", "Swamp",
    "Grizzly Bears", "Lightning Bolt", "Llanowar Elves", "Giant Growth", "Shock", "Hill Giant", "Serra Angel",
    "Typhoid Rats", "Drudge Skeletons", "Raise the Alarm", "Counterspell", "Fork", "Wrath of God", "Blood Artist",
    "Glistener Elf", "Fog", "Dark Ritual", "Terror", "Unsummon", "Vampire Nighthawk", "Youthful Knight",
    "War Mammoth", "Memory Lapse", "Funeral Charm", "Blaze", "Battlegrowth", "Scar", "Prodigal Sorcerer", "Forked Bolt", "Jace Beleren", "Jace, Memory Adept", "Rasputin Dreamweaver",
    "Ball Lightning", "Pestilence", "Seal of Cleansing", "Akroma's Vengeance", "Mulldrifter", "Intruder Alarm", "Presence of Gond",
    "Hypnotic Specter", "Turn to Mist", "Force of Nature", "Primitive Etchings", "Angelic Destiny", "Fool's Demise",
];

/// Cards that can't start on the battlefield (instants and sorceries).
fn is_spell(name: &str) -> bool {
    let d = stackwise::cards::builtin().get(name).unwrap();
    d.spell.is_some()
}

fn scenario_strategy() -> impl Strategy<Value = serde_json::Value> {
    let zone = || proptest::collection::vec(0..CARDS.len(), 0..8);
    (any::<u64>(), zone(), zone(), zone(), zone(), zone(), zone(), 1..25i32, 1..25i32).prop_map(|(seed, l0, h0, b0, l1, h1, b1, life0, life1)| {
        let names = |v: &Vec<usize>| v.iter().map(|i| serde_json::Value::from(CARDS[*i])).collect::<Vec<_>>();
        // Instants and sorceries can't start on the battlefield: put lands there instead.
        let perms = |v: &Vec<usize>| {
            v.iter()
                .map(|i| {
                    let n = if is_spell(CARDS[*i]) { "Mountain" } else { CARDS[*i] };
                    serde_json::Value::from(n)
                })
                .collect::<Vec<_>>()
        };
        serde_json::json!({
            "format": "stackwise-scenario", "version": 1, "seed": seed,
            "players": [
                {"name": "A", "life": life0, "library": names(&l0), "hand": names(&h0), "battlefield": perms(&b0)},
                {"name": "B", "life": life1, "library": names(&l1), "hand": names(&h1), "battlefield": perms(&b1)}
            ],
            "turn": {"number": 2, "active": 0, "step": "precombat_main"}
        })
    })
}


/// Required slots always; an optional slot sometimes, with a target not chosen yet (115.3).
fn pick_targets(slots: &[Vec<TargetChoice>], min: usize, r: u64) -> Vec<TargetChoice> {
    let mut targets: Vec<TargetChoice> = Vec::new();
    for (i, s) in slots.iter().enumerate() {
        let fresh: Vec<TargetChoice> = s.iter().copied().filter(|t| i < min || !targets.contains(t)).collect();
        if fresh.is_empty() || (i >= min && (r >> (i + 8)) & 1 == 0) {
            break;
        }
        targets.push(fresh[((r >> i) % fresh.len() as u64) as usize]);
    }
    targets
}

/// Turn a random number into one legal action (or a decision answer).
fn pick_action(g: &Game, r: u64) -> Option<Action> {
    let legal = g.legal_actions();
    if legal.is_empty() {
        return None;
    }
    let la = &legal[(r % legal.len() as u64) as usize];
    let r2 = r / 7;
    Some(match la {
        LegalAction::Pass { player } => Action::PassPriority { player: *player },
        LegalAction::PlayLand { player, card, .. } => Action::PlayLand { player: *player, card: *card },
        LegalAction::Cast { player, card, options, .. } => {
            let o = &options[(r2 % options.len() as u64) as usize];
            let targets = pick_targets(&o.targets, o.min_targets, r2);
            // 601.2d: 1 to each target, the rest to the first.
            let division = match o.divide {
                Some(total) if !targets.is_empty() => {
                    let mut d = vec![1u32; targets.len()];
                    d[0] += total as u32 - targets.len() as u32;
                    d
                }
                _ => vec![],
            };
            Action::CastSpell { player: *player, card: *card, targets, mode: o.mode, x: None, mana_abilities: vec![], auto_pay: true, division, alternative_cost: o.alternative_cost }
        }
        LegalAction::Activate { player, source, ability, targets, min_targets, .. } => {
            let targets = pick_targets(targets, *min_targets, r2);
            Action::ActivateAbility { player: *player, source: *source, ability: *ability, targets, x: None, mana_abilities: vec![], auto_pay: true, sacrifice: vec![] }
        }
        LegalAction::Decide { decision } => {
            let p = decision.player;
            match &decision.kind {
                DecisionKind::DeclareAttackers { candidates, defenders } => Action::DeclareAttackers {
                    player: p,
                    attackers: candidates
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| (r2 >> i) & 1 == 1)
                        .map(|(_, a)| Attack { attacker: *a, target: defenders[0] })
                        .collect(),
                },
                DecisionKind::DeclareBlockers { candidates, attackers } => {
                    let mut blockers = Vec::new();
                    for (i, b) in candidates.iter().enumerate() {
                        if (r2 >> i) & 1 == 1 {
                            let a = attackers[i % attackers.len()];
                            if g.can_block(*b, a).is_ok() {
                                blockers.push(Block { blocker: *b, attacker: a });
                            }
                        }
                    }
                    Action::DeclareBlockers { player: p, blockers }
                }
                DecisionKind::OrderTriggers { triggers, .. } => {
                    let mut order = triggers.clone();
                    order.rotate_left((r2 % triggers.len() as u64) as usize);
                    Action::OrderTriggers { player: p, order }
                }
                DecisionKind::ChooseCards { from, min, .. } => Action::ChooseCards { player: p, cards: from[..*min].to_vec() },
                DecisionKind::ChooseObject { candidates, optional, .. } => Action::ChooseObject {
                    player: p,
                    object: if *optional && r2 % 2 == 0 { None } else { candidates.first().copied() },
                },
                DecisionKind::ChooseTargets { slots, .. } => Action::ChooseTargets { player: p, targets: slots.iter().map(|s| s[0]).collect() },
                DecisionKind::ChooseMode { legal, .. } => Action::ChooseMode { player: p, mode: legal[(r2 as usize) % legal.len()] },
                DecisionKind::AssignCombatDamage { attacker, power, suggested, .. } => {
                    // The lethal-in-order suggestion, or everything to the first blocker (both legal).
                    let amounts = if r2 % 2 == 0 {
                        suggested.clone()
                    } else {
                        let mut a = vec![0; suggested.len()];
                        a[0] = *power;
                        a
                    };
                    Action::AssignCombatDamage { player: p, attacker: *attacker, amounts }
                }
                DecisionKind::OrderBlockers { attacker, blockers } => {
                    let mut order = blockers.clone();
                    order.rotate_left((r2 % blockers.len() as u64) as usize);
                    Action::OrderBlockers { player: p, attacker: *attacker, order }
                }
                DecisionKind::ChooseReplacement { options, .. } => {
                    let choice = options[(r2 % options.len() as u64) as usize];
                    Action::ChooseReplacement { player: p, choice }
                }
            }
        }
    })
}


fn session(v: &serde_json::Value) -> Session {
    Session::from_scenario(&v.to_string()).unwrap()
}

/// Two snapshots compared in one canonical form (docs/playback.md, grouped tokens grouping), with a readable difference.
fn same(a: &Snapshot, b: &Snapshot, what: &str) -> Result<(), TestCaseError> {
    let (a, b) = (a.canonical(), b.canonical());
    if a != b {
        let ja = serde_json::to_value(&a).unwrap();
        let jb = serde_json::to_value(&b).unwrap();
        let mut diff = Vec::new();
        for k in ja.as_object().unwrap().keys() {
            if ja[k] != jb[k] {
                diff.push(format!("{k}:\n  deltas:    {}\n  reference: {}", ja[k], jb[k]));
            }
        }
        return Err(TestCaseError::fail(format!("{what}: {}", diff.join("\n"))));
    }
    Ok(())
}

fn round_trip(g: &Game) -> Result<(), TestCaseError> {
    let text = serde_json::to_string(g).map_err(|e| TestCaseError::fail(format!("serialize: {e}")))?;
    let back: Game = serde_json::from_str(&text).map_err(|e| TestCaseError::fail(format!("deserialize: {e}")))?;
    prop_assert!(back == *g, "a game changed through serde");
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, .. ProptestConfig::default() })]

    #[test]
    fn deltas_replay_every_event_of_random_games(scen in scenario_strategy(), viewer in 0..3u8, choices in proptest::collection::vec(any::<u64>(), 1..100)) {
        let mut s = session(&scen);
        let viewer = if viewer == 2 { None } else { Some(PlayerId(viewer)) };
        for r in choices {
            let Some(a) = pick_action(s.game(), r) else { break };
            let before = s.snapshot(viewer);
            let Ok((applied, full)) = s.apply_traced(&a, viewer) else { continue };
            prop_assert_eq!(applied.deltas.len(), applied.events.len(), "one delta per event");
            prop_assert_eq!(full.len(), applied.events.len(), "one reference snapshot per event");
            let mut board = before;
            let last = applied.deltas.len().saturating_sub(1);
            for (i, d) in applied.deltas.iter().enumerate() {
                board.apply_delta(d);
                // The last delta also carries what the action changed after its last
                // event (a decision is set just after the event that announces it):
                // it is checked against the snapshot after the action, below.
                if i < last {
                    same(&board, &full[i], &format!("after event {i} ({}) of {:?}", applied.events[i].text, a))?;
                }
            }
            same(&board, &s.snapshot(viewer), &format!("after the action {:?}", a))?;
        }
    }

    #[test]
    fn random_games_round_trip_through_serde(scen in scenario_strategy(), choices in proptest::collection::vec(any::<u64>(), 1..80)) {
        let mut s = session(&scen);
        round_trip(s.game())?;
        for (i, r) in choices.into_iter().enumerate() {
            let Some(a) = pick_action(s.game(), r) else { break };
            if s.apply(&a, None).is_err() {
                continue;
            }
            if i % 4 == 0 {
                round_trip(s.game())?;
            }
        }
        round_trip(s.game())?;
    }
}

/// A draw is one event and one delta (the old per-event frames had one more):
/// the board shows the drawn card in hand exactly at the `Drew` event (504.1:
/// the active player draws in the draw step), and every later event of the
/// action lines up with its own board.
#[test]
fn a_draw_has_one_delta_per_event() {
    let mut s = Session::sample_game(3);
    let mut seen_draw = false;
    for _ in 0..60 {
        let Some(LegalAction::Pass { player }) = s.legal_actions().into_iter().find(|l| matches!(l, LegalAction::Pass { .. })) else { break };
        let before = s.snapshot(Some(PlayerId(0)));
        let (applied, full) = s.apply_traced(&Action::PassPriority { player }, Some(PlayerId(0))).unwrap();
        assert_eq!(applied.deltas.len(), applied.events.len());
        let Some(i) = applied.events.iter().position(|e| matches!(e.kind, EventKind::Drew { .. })) else { continue };
        seen_draw = true;
        let EventKind::Drew { player: drawer, .. } = applied.events[i].kind else { unreachable!() };
        let mut board = before;
        for d in &applied.deltas[..i] {
            board.apply_delta(d);
        }
        let hand_before = board.players[drawer.0 as usize].hand_count;
        board.apply_delta(&applied.deltas[i]);
        assert_eq!(board.players[drawer.0 as usize].hand_count, hand_before + 1, "the card is in hand at the draw event");
        for j in i..applied.deltas.len() - 1 {
            if j > i {
                board.apply_delta(&applied.deltas[j]);
            }
            assert_eq!(board.canonical(), full[j].canonical(), "event {j} ({})", applied.events[j].text);
        }
    }
    assert!(seen_draw, "sixty passes from the first turn reach a draw step");
}
