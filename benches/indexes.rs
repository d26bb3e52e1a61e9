//! Benchmarks (criterion) for the indexes: legal targets from
//! the creature index (113 targets in the 2011 rules, 115 today; 601.2c), state triggers checked only when what
//! they watch changed (603.8), and a static ability entering marking only
//! what it can affect (613, 704.3).
//!
//! Boards of 10 to 100,000 permanents where most permanents are not legal:
//! the opponent's lands, and ten creatures (five a player).
//!
//! - `legal_targets/bolt_any_target`: `Game::legal_targets` of Lightning
//!   Bolt's slot ("target creature or player"; the answer is every creature
//!   and both players);
//! - `legal_targets/opponent_creature`: of "target creature an opponent
//!   controls" (a test card; the answer is the opponent's five creatures);
//! - `legal_actions/holding_targeted_spells`: `legal_actions` of a player
//!   holding both, with the mana to cast them;
//! - `state_watch/one_watcher`: one state trigger ("when you control three
//!   or more artifacts", 603.8; its state doesn't hold) on a board of N of
//!   the opponent's lands: a player receives priority again (as each step
//!   does when players pass with an empty stack: the 704.3 loop and the
//!   state-trigger check run first; nothing changed);
//! - `state_watch/watchers_on_10000`: N such watchers and 10,000 lands: the same;
//! - `slot_kinds/<kind>` (the other target slot kinds, 115.1 / 601.2c):
//!   `legal_targets` of "target artifact", "target artifact or enchantment",
//!   "target enchantment you control", "target land you control", "target
//!   nonland permanent", "target permanent you control", "target tapped
//!   creature", "target untapped creature an opponent controls", "target
//!   planeswalker" and "target opponent" on a board of N permanents, most of
//!   them the opponent's Forests (`kinds_board`);
//! - `legal_actions/holding_other_slot_spells`: `legal_actions` of a player
//!   holding test spells for "target artifact", for "target nonland permanent" and
//!   "target untapped creature an opponent controls" on that board;
//! - `state_watch/forest_changes` and `state_watch/artifact_changes`: one
//!   "three or more artifacts you control" watcher (603.8) and N of the
//!   opponent's Forests (and two of the watcher's controller's artifacts): a
//!   Forest (or an artifact) becomes tapped or untapped, then a player
//!   receives priority (the 704.3 loop and the 603.8 check);
//! - `anthem_enters/enter_and_leave`: Glorious Anthem ("creatures you control
//!   get +1/+1") put onto a board of N permanents of which its controller's
//!   creatures are five, the 704.3 check, the Anthem put into the graveyard,
//!   the check again.
//!
//! Only public API that older commits have is used (`Game::new`, `add_card`,
//! `CardPool`, `legal_targets`, `legal_actions`), so the same
//! file runs against main's code.
//!
//! Run: `cargo bench --bench indexes`.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion};
use serde_json::json;
use stackwise::cards::def::TargetSpec;
use stackwise::cards::{builtin, CardPool};
use stackwise::formats::scenario::add_card;
use stackwise::rules::state::Flow;
use stackwise::rules::zones::Position;
use stackwise::rules::*;

const SIZES: [usize; 5] = [10, 100, 1_000, 10_000, 100_000];

fn pool() -> CardPool {
    let mut p = builtin().clone();
    let defs = json!([{
        "name": "Pinpoint Strike (bench card)", "mana_cost": "{R}", "types": ["Instant"],
        "text": "Pinpoint Strike deals 3 damage to target creature an opponent controls.",
        "spell": {"targets": [{"kind": "permanent", "filter": {"types": ["Creature"], "controller": "opponent"}, "text": "target creature an opponent controls"}],
                  "effects": [{"do": "deal_damage", "amount": 3, "to": {"target": 0}}]}
    }]);
    p.extend(CardPool::parse_defs(&defs.to_string(), "bench").expect("bench cards"));
    let slot = |filter: serde_json::Value, text: &str| json!([{"kind": "permanent", "filter": filter, "text": text}]);
    let more = json!([
        {"name": "Bench Relic (bench card)", "mana_cost": "{1}", "types": ["Artifact"], "text": ""},
        {"name": "Bench Charm (bench card)", "mana_cost": "{1}", "types": ["Enchantment"], "text": ""},
        {"name": "Shatter (bench card)", "mana_cost": "{R}", "types": ["Instant"], "text": "Destroy target artifact.",
         "spell": {"targets": slot(json!({"types": ["Artifact"]}), "target artifact"), "effects": [{"do": "destroy", "what": {"target": 0}}]}},
        {"name": "Unmake (bench card)", "mana_cost": "{R}", "types": ["Instant"], "text": "Destroy target nonland permanent.",
         "spell": {"targets": slot(json!({"not_types": ["Land"]}), "target nonland permanent"), "effects": [{"do": "destroy", "what": {"target": 0}}]}},
        {"name": "Tap Down (bench card)", "mana_cost": "{R}", "types": ["Instant"], "text": "Tap target untapped creature an opponent controls.",
         "spell": {"targets": slot(json!({"types": ["Creature"], "tapped": false, "controller": "opponent"}), "target untapped creature an opponent controls"),
                   "effects": [{"do": "tap", "what": {"target": 0}}]}}
    ]);
    p.extend(CardPool::parse_defs(&more.to_string(), "bench").expect("bench cards"));
    p
}

/// `n` permanents: five Grizzly Bears a player, the rest Forests of player 1;
/// player 0 has two Mountains and holds Lightning Bolt and the bench card.
fn targets_board(pool: &CardPool, n: usize) -> (Game, ObjectId, ObjectId) {
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 7);
    for _ in 0..n.saturating_sub(12) {
        add_card(&mut g, pool, "Forest", PlayerId(1), Zone::Battlefield).unwrap();
    }
    for p in [0u8, 1] {
        for _ in 0..5 {
            add_card(&mut g, pool, "Grizzly Bears", PlayerId(p), Zone::Battlefield).unwrap();
        }
    }
    add_card(&mut g, pool, "Mountain", PlayerId(0), Zone::Battlefield).unwrap();
    add_card(&mut g, pool, "Mountain", PlayerId(0), Zone::Battlefield).unwrap();
    let bolt = add_card(&mut g, pool, "Lightning Bolt", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    let strike = add_card(&mut g, pool, "Pinpoint Strike (bench card)", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    g.run();
    g.events.clear();
    (g, bolt, strike)
}

fn slot(g: &Game, card: ObjectId) -> TargetSpec {
    g.obj(card).unwrap().def.spell.as_ref().unwrap().targets[0].clone()
}

fn legal_targets(c: &mut Criterion) {
    let pool = pool();
    let mut group = c.benchmark_group("legal_targets");
    group.sample_size(20);
    for &n in &SIZES {
        let (g, bolt, strike) = targets_board(&pool, n);
        let (bolt_slot, strike_slot) = (slot(&g, bolt), slot(&g, strike));
        assert_eq!(g.legal_targets(&bolt_slot, PlayerId(0), bolt, Default::default()).len(), 12);
        assert_eq!(g.legal_targets(&strike_slot, PlayerId(0), strike, Default::default()).len(), 5);
        group.bench_with_input(BenchmarkId::new("bolt_any_target", n), &n, |b, _| {
            b.iter(|| black_box(g.legal_targets(&bolt_slot, PlayerId(0), bolt, Default::default())))
        });
        group.bench_with_input(BenchmarkId::new("opponent_creature", n), &n, |b, _| {
            b.iter(|| black_box(g.legal_targets(&strike_slot, PlayerId(0), strike, Default::default())))
        });
    }
    group.finish();
    let mut group = c.benchmark_group("legal_actions");
    group.sample_size(20);
    for &n in &SIZES {
        let (g, _, _) = targets_board(&pool, n);
        let casts = g.legal_actions().iter().filter(|a| matches!(a, stackwise::rules::legal::LegalAction::Cast { .. })).count();
        assert_eq!(casts, 2);
        group.bench_with_input(BenchmarkId::new("holding_targeted_spells", n), &n, |b, _| b.iter(|| black_box(g.legal_actions())));
    }
    group.finish();
}

/// `n` permanents: per player five Grizzly Bears (two of them tapped), two
/// artifacts and two enchantments (test cards); player 0 has three Mountains;
/// the rest are player 1's Forests. Player 0 holds the bench cards Shatter,
/// Unmake and Tap Down. Returns the game and a card in player 0's hand
/// (the slots' source).
fn kinds_board(pool: &CardPool, n: usize) -> (Game, ObjectId) {
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 7);
    let mut tapped = Vec::new();
    for _ in 0..n.saturating_sub(21) {
        add_card(&mut g, pool, "Forest", PlayerId(1), Zone::Battlefield).unwrap();
    }
    for p in [0u8, 1] {
        for i in 0..5 {
            let b = add_card(&mut g, pool, "Grizzly Bears", PlayerId(p), Zone::Battlefield).unwrap();
            if i < 2 {
                tapped.push(b);
            }
        }
        for _ in 0..2 {
            add_card(&mut g, pool, "Bench Relic (bench card)", PlayerId(p), Zone::Battlefield).unwrap();
            add_card(&mut g, pool, "Bench Charm (bench card)", PlayerId(p), Zone::Battlefield).unwrap();
        }
    }
    for _ in 0..3 {
        add_card(&mut g, pool, "Mountain", PlayerId(0), Zone::Battlefield).unwrap();
    }
    let card = add_card(&mut g, pool, "Shatter (bench card)", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    add_card(&mut g, pool, "Unmake (bench card)", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    add_card(&mut g, pool, "Tap Down (bench card)", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    g.run();
    for b in tapped {
        g.tap(b, "bench");
    }
    g.run();
    g.events.clear();
    (g, card)
}

/// The other slot kinds and how many legal choices `kinds_board` has for each.
fn slot_kinds() -> Vec<(&'static str, TargetSpec, usize)> {
    let spec = |kind: &str, filter: serde_json::Value| -> TargetSpec { serde_json::from_value(json!({"kind": kind, "filter": filter, "text": "bench"})).unwrap() };
    vec![
        ("artifact", spec("permanent", json!({"types": ["Artifact"]})), 4),
        ("artifact_or_enchantment", spec("permanent", json!({"types": ["Artifact", "Enchantment"]})), 8),
        ("enchantment_you_control", spec("permanent", json!({"types": ["Enchantment"], "controller": "you"})), 2),
        ("land_you_control", spec("permanent", json!({"types": ["Land"], "controller": "you"})), 3),
        ("nonland_permanent", spec("permanent", json!({"not_types": ["Land"]})), 18),
        ("permanent_you_control", spec("permanent", json!({"controller": "you"})), 12),
        ("tapped_creature", spec("permanent", json!({"types": ["Creature"], "tapped": true})), 4),
        ("untapped_creature_opponent", spec("permanent", json!({"types": ["Creature"], "tapped": false, "controller": "opponent"})), 3),
        ("planeswalker", spec("permanent", json!({"types": ["Planeswalker"]})), 0),
        ("opponent", spec("player", json!({"controller": "opponent"})), 1),
    ]
}

fn other_slots(c: &mut Criterion) {
    let pool = pool();
    let mut group = c.benchmark_group("slot_kinds");
    group.sample_size(20);
    let sizes = [10usize, 100_000];
    for &n in &sizes {
        let (g, card) = kinds_board(&pool, n);
        for (name, spec, want) in slot_kinds() {
            assert_eq!(g.legal_targets(&spec, PlayerId(0), card, Default::default()).len(), want, "{name}");
            group.bench_with_input(BenchmarkId::new(name, n), &n, |b, _| b.iter(|| black_box(g.legal_targets(&spec, PlayerId(0), card, Default::default()))));
        }
    }
    group.finish();
    let mut group = c.benchmark_group("legal_actions");
    group.sample_size(20);
    for &n in &sizes {
        let (g, _) = kinds_board(&pool, n);
        let casts = g.legal_actions().iter().filter(|a| matches!(a, stackwise::rules::legal::LegalAction::Cast { .. })).count();
        assert_eq!(casts, 3);
        group.bench_with_input(BenchmarkId::new("holding_other_slot_spells", n), &n, |b, _| b.iter(|| black_box(g.legal_actions())));
    }
    group.finish();
}

/// Player 1 has `lands` Forests; player 0 has `watchers` test cards with a
/// state trigger ("when you control three or more artifacts", 603.8) whose
/// state doesn't hold: asking it means counting Alice's artifacts.
fn watcher_board(lands: usize, watchers: usize) -> Game {
    let mut pool = builtin().clone();
    let defs = json!([{
        "name": "Metal Watcher (bench card)", "mana_cost": "{1}", "types": ["Enchantment"], "text": "When you control three or more artifacts, you gain 1 life.",
        "abilities": [{"kind": "triggered", "trigger": {"on": "state", "state": {"if": "permanents_at_least", "filter": {"types": ["Artifact"], "controller": "you"}, "count": 3}},
                       "effects": [{"do": "gain_life", "amount": 1, "player": "you"}], "text": "When you control three or more artifacts, you gain 1 life."}]
    }]);
    pool.extend(CardPool::parse_defs(&defs.to_string(), "bench").expect("bench cards"));
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 7);
    for _ in 0..lands {
        add_card(&mut g, &pool, "Forest", PlayerId(1), Zone::Battlefield).unwrap();
    }
    for _ in 0..watchers {
        add_card(&mut g, &pool, "Metal Watcher (bench card)", PlayerId(0), Zone::Battlefield).unwrap();
    }
    g.run();
    g.events.clear();
    assert!(g.stack.is_empty());
    g
}

fn state_watch(c: &mut Criterion) {
    let mut group = c.benchmark_group("state_watch");
    group.sample_size(20);
    let mut cases: Vec<(&str, usize, Game)> = Vec::new();
    for &n in &[10usize, 1_000, 10_000, 100_000] {
        cases.push(("one_watcher", n, watcher_board(n, 1)));
    }
    for &k in &[10usize, 100] {
        cases.push(("watchers_on_10000", k, watcher_board(10_000, k)));
    }
    let pool = pool();
    for &n in &[10usize, 100_000] {
        for name in ["forest_changes", "artifact_changes"] {
            let mut g = watcher_board(n, 1);
            for _ in 0..2 {
                add_card(&mut g, &pool, "Bench Relic (bench card)", PlayerId(0), Zone::Battlefield).unwrap();
            }
            g.run();
            g.events.clear();
            cases.push((name, n, g));
        }
    }
    for (name, n, g) in cases {
        let mut g = g;
        if name.ends_with("_changes") {
            // Player 0 has two artifacts; one Forest (or one artifact) becomes
            // tapped, then untapped, each followed by priority (a full 603.8 check
            // before the watch was keyed by what the watchers count).
            let what = if name == "forest_changes" { "Forest" } else { "Bench Relic (bench card)" };
            let x = *g.battlefield.iter().find(|id| g.obj(**id).unwrap().def.name == what).unwrap();
            group.bench_with_input(BenchmarkId::new(name, n), &n, |b, _| {
                b.iter(|| {
                    for up in [false, true] {
                        if up {
                            g.untap(x, "bench");
                        } else {
                            g.tap(x, "bench");
                        }
                        g.flow = Flow::GivePriority(PlayerId(0));
                        g.run();
                        assert_eq!(g.flow, Flow::Priority(PlayerId(0)));
                    }
                    g.events.clear();
                })
            });
            continue;
        }
        group.bench_with_input(BenchmarkId::new(name, n), &n, |b, _| {
            // Player 0 receives priority again (116.3a): the 704.3 loop and the
            // 603.8 check run first; nothing changed since the last time.
            b.iter(|| {
                g.flow = Flow::GivePriority(PlayerId(0));
                g.run();
                assert_eq!(g.flow, Flow::Priority(PlayerId(0)));
            })
        });
    }
    group.finish();
}

/// `n` permanents: Forests of player 1, five Grizzly Bears of player 0, three
/// Plains for player 0, who holds Glorious Anthem.
fn anthem_board(n: usize) -> (Game, ObjectId) {
    let pool = builtin();
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 7);
    for _ in 0..n.saturating_sub(8) {
        add_card(&mut g, pool, "Forest", PlayerId(1), Zone::Battlefield).unwrap();
    }
    for _ in 0..5 {
        add_card(&mut g, pool, "Grizzly Bears", PlayerId(0), Zone::Battlefield).unwrap();
    }
    for _ in 0..3 {
        add_card(&mut g, pool, "Plains", PlayerId(0), Zone::Battlefield).unwrap();
    }
    let anthem = add_card(&mut g, pool, "Glorious Anthem", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    g.run();
    g.events.clear();
    (g, anthem)
}

fn anthem(c: &mut Criterion) {
    let pool = builtin();
    let mut group = c.benchmark_group("anthem_enters");
    group.sample_size(20);
    for &n in &[10usize, 1_000, 10_000, 100_000] {
        let (g, _) = anthem_board(n);
        let mut g = g;
        group.bench_with_input(BenchmarkId::new("enter_and_leave", n), &n, |b, _| {
            // Glorious Anthem enters (its controller's five Bears get +1/+1) and the
            // 704.3 check runs; it leaves (to the graveyard) and the check runs again.
            b.iter(|| {
                let a = add_card(&mut g, pool, "Glorious Anthem", PlayerId(0), Zone::Battlefield).unwrap();
                g.flow = Flow::GivePriority(PlayerId(0));
                g.run();
                g.move_object(a, Zone::Graveyard(PlayerId(0)), Position::Top, "bench", "bench");
                g.flow = Flow::GivePriority(PlayerId(0));
                g.run();
                g.events.clear();
            })
        });
    }
    group.finish();
}

criterion_group!(benches, legal_targets, other_slots, state_watch, anthem);
criterion_main!(benches);
