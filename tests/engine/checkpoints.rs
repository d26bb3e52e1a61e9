//! Checkpoints, on a game of the sample decks (twelve times
//! over, so that 10,000 random actions fit in one game): undo, redo and jump replay at most one
//! checkpoint's worth of actions, and give exactly the game that replay from
//! the start gives; the redo list survives a jump; a saved session reads back
//! as the same session; bad saved text is refused with a clear error; every
//! built-in scenario's game round-trips through serde.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::{DecisionKind, Game};
use stackwise::rules::*;
use stackwise::session::Session;

use crate::common;
use common::random_play::*;

const SEED: u64 = 9;
const ACTIONS: usize = 10_000;

/// A random legal action that keeps the game long: no attacks and no spell
/// aimed at a player (so the game ends only by decking, 704.5b), and mana
/// abilities (605) taken often (each activation is an action of the timeline).
fn long_game_action(g: &Game, r: u64) -> Option<Action> {
    let legal = g.legal_actions();
    let mana: Vec<&LegalAction> = legal.iter().filter(|l| matches!(l, LegalAction::Activate { mana_ability: true, .. })).collect();
    if !mana.is_empty() && r % 3 != 0 {
        if let LegalAction::Activate { player, source, ability, .. } = mana[(r as usize / 3) % mana.len()] {
            return Some(Action::ActivateAbility { player: *player, source: *source, ability: *ability, targets: vec![], x: None, mana_abilities: vec![], auto_pay: true, division: vec![], sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], adds: None, phyrexian_life: 0 });
        }
    }
    match pick_action(g, r)? {
        Action::DeclareAttackers { player, .. } => Some(Action::DeclareAttackers { player, attackers: vec![] }),
        Action::CastSpell { targets, .. } if targets.iter().any(|t| matches!(t, TargetChoice::Player(_))) => {
            legal.iter().find_map(|l| match l {
                LegalAction::Pass { player } => Some(Action::PassPriority { player: *player }),
                _ => None,
            }).or_else(|| pick_action(g, r / 3))
        }
        Action::ChooseTargets { player, .. } => {
            // A copy's new targets (706.10c): creatures rather than players where there is a choice.
            let Some(DecisionKind::ChooseTargets { slots, .. }) = g.pending.as_ref().map(|d| &d.kind) else { return None };
            let targets = slots.iter().map(|s| s.iter().copied().find(|t| matches!(t, TargetChoice::Object(_))).unwrap_or(s[0])).collect();
            Some(Action::ChooseTargets { division: vec![], player, targets })
        }
        a => Some(a),
    }
}

/// The sample decks (`session::SAMPLE_DECKS`) twelve times over, shuffled
/// with a seed, seven cards in hand: a game long enough for 10,000 actions
/// (two 40-card decks end by decking after about 2,000). Player B also has an
/// Intruder Alarm, so every creature entering triggers (603.2) and untaps
/// all creatures.
fn long_game() -> Session {
    use rand::seq::SliceRandom;
    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    let mut players = Vec::new();
    for (i, (name, deck)) in stackwise::session::SAMPLE_DECKS.iter().enumerate() {
        let mut cards: Vec<&str> = Vec::new();
        for _ in 0..12 {
            for (card, n) in deck.iter() {
                cards.extend(std::iter::repeat(*card).take(*n as usize));
            }
        }
        cards.shuffle(&mut rng);
        let hand: Vec<&str> = cards.split_off(cards.len() - 7);
        let battlefield = if i == 0 { serde_json::json!([]) } else { serde_json::json!(["Intruder Alarm"]) };
        players.push(serde_json::json!({"name": name, "library": cards, "hand": hand, "battlefield": battlefield}));
    }
    let scen = serde_json::json!({
        "format": "stackwise-scenario", "version": 1, "seed": SEED,
        "players": players,
        "turn": {"number": 1, "active": 0, "step": "precombat_main"}
    });
    Session::from_scenario(&scen.to_string()).unwrap()
}

/// The long game played for `n` random legal actions (seeded); returns the session.
fn played(n: usize) -> Session {
    let mut s = long_game();
    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    let mut applied = 0;
    let mut tries = 0;
    while applied < n && tries < n * 4 {
        tries += 1;
        let r: u64 = rng.gen();
        let Some(a) = long_game_action(s.game(), r) else { break };
        if s.apply(&a, Some(PlayerId(0))).is_ok() {
            applied += 1;
        }
    }
    assert_eq!(applied, n, "the game keeps offering legal actions: {:?} {:?} {:?}", s.game().winners, s.game().players.iter().map(|p| (p.life, p.library.len(), p.hand.len())).collect::<Vec<_>>(), s.history().last().map(|h| h.caption.clone()));
    s
}

/// The game after the first `n` actions of the timeline, replayed from the start.
fn replayed(actions: &[Action], n: usize) -> Game {
    let mut g = long_game().game().clone();
    for a in &actions[..n] {
        g.apply(a).expect("a recorded action is legal again");
    }
    g.events.clear();
    g
}

#[test]
fn undo_redo_and_jump_after_ten_thousand_actions_match_replay_from_the_start() {
    let mut s = played(ACTIONS);
    let actions: Vec<Action> = s.history().into_iter().map(|h| h.action).collect();
    assert_eq!(actions.len(), ACTIONS);
    let end = s.game().clone();
    assert!(s.checkpoint_count() > 1, "checkpoints were kept along the way");

    // The jump targets (random, each at or before the previous one), then the
    // reference games at every position the test visits, by one replay from the start.
    let mut rng = ChaCha8Rng::seed_from_u64(77);
    let mut jumps = Vec::new();
    let mut at = ACTIONS - 2;
    for _ in 0..6 {
        at = rng.gen_range(0..=at);
        jumps.push(at);
    }
    let mut wanted: Vec<usize> = jumps.clone();
    wanted.extend([ACTIONS - 3, ACTIONS - 2, ACTIONS - 1, ACTIONS]);
    let mut reference: std::collections::BTreeMap<usize, Game> = std::collections::BTreeMap::new();
    let mut g = long_game().game().clone();
    for n in 0..=ACTIONS {
        if wanted.contains(&n) {
            let mut c = g.clone();
            c.events.clear();
            reference.insert(n, c);
        }
        if n < ACTIONS {
            g.apply(&actions[n]).expect("a recorded action is legal again");
        }
    }
    assert!(reference[&ACTIONS] == end, "replay is deterministic");

    // Undo three times, redo once.
    for k in 1..=3 {
        s.undo().unwrap();
        assert!(*s.game() == reference[&(ACTIONS - k)], "undo {k}");
    }
    s.redo().unwrap();
    assert!(*s.game() == reference[&(ACTIONS - 2)], "redo");

    // Jump to random points, back and forth; the redo list is kept.
    for n in jumps {
        s.jump(n).unwrap();
        assert_eq!(s.history().len(), n);
        assert!(s.can_redo());
        assert!(*s.game() == reference[&n], "jump to {n}");
    }
    // Redo everything from there: the same end as before.
    while s.can_redo() {
        s.redo().unwrap();
    }
    assert_eq!(s.history().len(), ACTIONS);
    assert!(*s.game() == end, "redoing the whole redo list after jumps gives the same game");
    assert!(s.jump(ACTIONS + 1).is_err());
}

#[test]
fn a_new_action_after_undo_drops_the_redo_list_and_later_checkpoints() {
    let mut s = played(600);
    let actions: Vec<Action> = s.history().into_iter().map(|h| h.action).collect();
    s.jump(100).unwrap();
    assert!(s.can_redo());
    // Play on differently from position 100: pass (or whatever is legal first).
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut new_actions = actions[..100].to_vec();
    for _ in 0..50 {
        let Some(a) = pick_action(s.game(), rng.gen()) else { break };
        if s.apply(&a, None).is_ok() {
            new_actions.push(a);
        }
    }
    assert!(!s.can_redo(), "a new action clears the redo list");
    let n = new_actions.len();
    let now = s.game().clone();
    s.undo().unwrap();
    assert!(*s.game() == replayed(&new_actions, n - 1), "undo uses no checkpoint of the dropped branch");
    s.redo().unwrap();
    assert!(*s.game() == now);
}

#[test]
fn save_and_load_give_the_same_session() {
    let mut s = played(300);
    s.jump(250).unwrap();
    let text = s.save().unwrap();
    let mut t = Session::load(&text).unwrap();
    assert!(t.game() == s.game());
    assert_eq!(t.history().len(), 250);
    assert_eq!(serde_json::to_value(t.history()).unwrap(), serde_json::to_value(s.history()).unwrap());
    assert!(t.can_redo());
    // Undo and redo work on the loaded session as on the original.
    s.undo().unwrap();
    t.undo().unwrap();
    assert!(t.game() == s.game());
    while s.can_redo() {
        s.redo().unwrap();
        t.redo().unwrap();
    }
    assert!(t.game() == s.game());
    t.jump(0).unwrap();
    assert!(*t.game() == *long_game().game());
}

#[test]
fn bad_saved_text_is_refused_with_a_clear_error() {
    let s = played(40);
    let good = s.save().unwrap();
    let v: serde_json::Value = serde_json::from_str(&good).unwrap();
    let mut cases: Vec<(String, &str)> = vec![
        (String::new(), "not JSON"),
        ("{".into(), "not JSON"),
        ("[]".into(), "format"),
        ("{}".into(), "format"),
        (good[..good.len() / 2].to_string(), "not JSON"),
    ];
    let mut wrong_format = v.clone();
    wrong_format["format"] = 99.into();
    cases.push((wrong_format.to_string(), "format 99"));
    let mut no_history = v.clone();
    no_history.as_object_mut().unwrap().remove("history");
    cases.push((no_history.to_string(), "history"));
    // A definition index out of the table.
    let mut bad_def = v.clone();
    let objs = bad_def["game"]["game"]["objects"].as_object_mut().unwrap();
    let first = objs.keys().next().unwrap().clone();
    objs[&first]["def"] = 100000.into();
    cases.push((bad_def.to_string(), "def"));
    // The battlefield names an object that doesn't exist.
    let mut ghost = v.clone();
    ghost["game"]["game"]["battlefield"].as_array_mut().unwrap().push(999_999.into());
    cases.push((ghost.to_string(), "battlefield"));
    // A player that doesn't exist is active.
    let mut nobody = v.clone();
    nobody["game"]["game"]["turn"]["active"] = 7.into();
    cases.push((nobody.to_string(), "turn.active"));
    // An index that names an object not on the battlefield.
    let mut bad_index = v.clone();
    bad_index["game"]["game"]["tapped_permanents"] = serde_json::json!([999_998]);
    cases.push((bad_index.to_string(), "tapped_permanents"));
    // An edited game: a life total the timeline doesn't give.
    let mut edited = v.clone();
    let life = edited["game"]["game"]["players"][0]["life"].as_i64().unwrap();
    edited["game"]["game"]["players"][0]["life"] = (life + 100).into();
    cases.push((edited.to_string(), "is not what the history gives"));
    // A history the start doesn't allow: the first action taken by a player without priority.
    let mut wrong_history = v.clone();
    wrong_history["history"][0][0] = serde_json::json!({"action": "pass_priority", "player": 1});
    cases.push((wrong_history.to_string(), "history[0]"));
    for (text, want) in cases {
        match Session::load(&text) {
            Ok(_) => panic!("loaded bad text (expected an error about {want})"),
            Err(e) => assert!(e.contains(want), "error {e:?} doesn't mention {want:?}"),
        }
    }
}

#[test]
fn every_builtin_scenario_round_trips_through_serde() {
    for info in stackwise::session::builtin_scenarios() {
        let s = Session::builtin(&info.id).unwrap();
        let text = serde_json::to_string(s.game()).unwrap();
        let back: Game = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", info.id));
        assert!(back == *s.game(), "{} changed through serde", info.id);
        let loaded = Session::load(&s.save().unwrap()).unwrap_or_else(|e| panic!("{}: {e}", info.id));
        assert!(loaded.game() == s.game());
    }
}

#[test]
fn identical_tokens_write_their_definition_once() {
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 1);
    let bears = stackwise::cards::builtin().get("Grizzly Bears").unwrap();
    for _ in 0..1000 {
        let id = g.create_object(bears.clone(), PlayerId(0), Zone::Battlefield);
        g.obj_mut(id).unwrap().token = true;
    }
    // An equal definition in another allocation is the same definition too.
    g.create_object(std::sync::Arc::new((*bears).clone()), PlayerId(1), Zone::Battlefield);
    let v = serde_json::to_value(&g).unwrap();
    assert_eq!(v["defs"].as_array().unwrap().len(), 1, "one definition for 1,001 objects");
    let back: Game = serde_json::from_value(v).unwrap();
    assert!(back == g);
    let a = &back.objects.values().next().unwrap().def;
    assert!(back.objects.values().all(|o| std::sync::Arc::ptr_eq(&o.def, a)), "read back as one shared definition");
}

/// A freshly loaded board is held once: the start is copied only as the first
/// action is taken (a board of a million tokens must fit in memory once, not
/// twice), and undoing that action still gives the start back exactly.
#[test]
fn the_start_is_copied_only_when_the_first_action_is_taken() {
    let mut s = Session::builtin("bolt-the-bears").unwrap();
    assert_eq!(s.checkpoint_count(), 0, "no copy of the game before any action");
    let start = s.game().clone();
    // Undo, jump and save before any action are harmless.
    assert!(s.undo().is_err());
    s.jump(0).unwrap();
    assert!(*s.game() == start);
    let saved = s.save().unwrap();
    assert!(*Session::load(&saved).unwrap().game() == start);
    let p = s.game().turn.active;
    s.apply(&Action::PassPriority { player: p }, None).unwrap();
    assert!(s.checkpoint_count() >= 1, "the start was copied as the first action was taken");
    assert!(*s.game() != start);
    s.undo().unwrap();
    assert!(*s.game() == start);
}
