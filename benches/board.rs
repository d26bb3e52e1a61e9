//! Benchmarks (criterion) for the work that must not grow with the board:
//! Lightning Bolt cast and resolved (with its 704.3
//! check) on boards of 10 to 10,000 permanents, once with a caster who has
//! as many Forests as the board has permanents (auto-pay), once with a
//! planeswalker in play (306.7), once with a static replacement ability in
//! play that never applies (Urza's Armor); `legal_actions`
//! at 10,000 objects; one iteration of the 716.2a loop (Presence of Gond +
//! Intruder Alarm) played by hand at 1,000 / 10,000 / 100,000 tokens.
//!
//! Only the stable public API is used (`Game::new`, `add_card`, `Game::apply`
//! with actions written as JSON, `legal_actions`), so that the same file runs
//! against older commits.
//!
//! Run: `cargo bench --bench board`.

use criterion::{black_box, criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion};
use serde_json::json;
use stackwise::cards::builtin;
use stackwise::formats::scenario::add_card;
use stackwise::rules::*;

fn act(g: &mut Game, a: serde_json::Value) {
    let action: Action = serde_json::from_value(a).expect("action");
    g.apply(&action).expect("legal action");
}

fn pass(g: &mut Game, p: u8) {
    act(g, json!({"action": "pass_priority", "player": p}));
}

/// `n` permanents split between the players (Grizzly Bears and Forests), or,
/// with `forests`, `n` Forests for the caster and `n` Grizzly Bears for the
/// opponent; a Mountain and a Lightning Bolt for player 0; a Grizzly Bears to bolt.
#[allow(dead_code)]
fn bolt_board(n: usize, forests: bool) -> (Game, ObjectId, ObjectId) {
    bolt_board_with(n, forests, false)
}

/// `bolt_board`, with a planeswalker (Jace Beleren) for the Bolt's victim when
/// `walker` (306.7: damage to a player could be redirected to it).
fn bolt_board_with(n: usize, forests: bool, walker: bool) -> (Game, ObjectId, ObjectId) {
    bolt_board_full(n, forests, walker, false)
}

/// `bolt_board_with`, and with Urza's Armor for the Bolt's victim when
/// `armor` ("If a source would deal damage to you, prevent 1 of that
/// damage."): a static replacement ability on the battlefield, which never
/// applies to the Bolt at a creature, so any time spent on it is the cost of
/// replacement effects merely existing (616.1).
fn bolt_board_full(n: usize, forests: bool, walker: bool, armor: bool) -> (Game, ObjectId, ObjectId) {
    let pool = builtin();
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 7);
    if armor {
        add_card(&mut g, pool, "Urza's Armor", PlayerId(1), Zone::Battlefield).unwrap();
    }
    let jace = walker.then(|| {
        let id = add_card(&mut g, pool, "Jace Beleren", PlayerId(1), Zone::Battlefield).unwrap();
        // `add_card` puts the card there as it is, without the loyalty it
        // would enter with (306.5b): give it its 3, or 704.5i puts it into
        // the graveyard at the first check.
        g.obj_mut(id).unwrap().extra.counters.insert("loyalty".into(), 3);
        id
    });
    if forests {
        for _ in 0..n {
            add_card(&mut g, pool, "Forest", PlayerId(0), Zone::Battlefield).unwrap();
            add_card(&mut g, pool, "Grizzly Bears", PlayerId(1), Zone::Battlefield).unwrap();
        }
    } else {
        for i in 0..n {
            let name = if i % 2 == 0 { "Grizzly Bears" } else { "Forest" };
            add_card(&mut g, pool, name, PlayerId((i % 2) as u8), Zone::Battlefield).unwrap();
        }
    }
    let target = add_card(&mut g, pool, "Grizzly Bears", PlayerId(1), Zone::Battlefield).unwrap();
    // The Mountain comes last: auto-pay must find the one red source among many.
    add_card(&mut g, pool, "Mountain", PlayerId(0), Zone::Battlefield).unwrap();
    let bolt = add_card(&mut g, pool, "Lightning Bolt", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    g.run();
    assert!(jace.is_none_or(|j| g.obj(j).is_some_and(|o| o.zone == Zone::Battlefield)), "the planeswalker stays");
    g.events.clear();
    (g, bolt, target)
}

fn bolt(c: &mut Criterion) {
    let mut group = c.benchmark_group("bolt_cast_resolve");
    group.sample_size(20);
    for (variant, forests, walker, armor) in [("mixed_board", false, false, false), ("caster_forests", true, false, false), ("with_planeswalker", false, true, false), ("with_static_replacement", false, false, true)] {
        for &n in &[10usize, 100, 1_000, 10_000] {
            let (g, bolt, target) = bolt_board_full(n, forests, walker, armor);
            let mountain = *g.battlefield.iter().next_back().unwrap();
            assert_eq!(g.name_of(mountain), "Mountain");
            // Fresh copies: the first Bolt on a just-cloned game (cold memory).
            group.bench_with_input(BenchmarkId::new(variant, n), &n, |b, _| {
                b.iter_batched(
                    || g.clone(),
                    |mut g| {
                        cast_bolt(&mut g, bolt, target);
                        g
                    },
                    BatchSize::LargeInput,
                )
            });
            // One game played on: each iteration gets a new Bolt and a new Grizzly Bears
            // and untaps the Mountain (not timed); the battlefield keeps its size.
            group.bench_with_input(BenchmarkId::new(format!("{variant}_warm"), n), &n, |b, _| {
                let pool = builtin();
                let mut g = g.clone();
                b.iter_custom(|iters| {
                    let mut total = std::time::Duration::ZERO;
                    for _ in 0..iters {
                        let target = add_card(&mut g, pool, "Grizzly Bears", PlayerId(1), Zone::Battlefield).unwrap();
                        let bolt = add_card(&mut g, pool, "Lightning Bolt", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
                        g.untap(mountain, "bench");
                        g.events.clear();
                        let start = std::time::Instant::now();
                        cast_bolt(&mut g, bolt, target);
                        total += start.elapsed();
                    }
                    total
                })
            });
        }
    }
    group.finish();
}

fn cast_bolt(g: &mut Game, bolt: ObjectId, target: ObjectId) {
    act(g, json!({"action": "cast_spell", "player": 0, "card": bolt.0, "targets": [{"object": target.0}], "auto_pay": true}));
    pass(g, 0);
    pass(g, 1);
    assert!(g.obj(target).is_none(), "the Bolt killed the bear");
}

/// 10,000 objects: 5,000 Grizzly Bears for each player; player 0 also has a
/// Mountain and a Forest, and Pyroclasm and a Forest in hand. The legal
/// actions at priority are few (pass, play the Forest, cast Pyroclasm, two
/// mana abilities): finding them must not look at every permanent.
fn legal(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_actions");
    group.sample_size(20);
    let pool = builtin();
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 7);
    let n = 5_000;
    for i in 0..2 * n {
        add_card(&mut g, pool, "Grizzly Bears", PlayerId((i % 2) as u8), Zone::Battlefield).unwrap();
    }
    add_card(&mut g, pool, "Mountain", PlayerId(0), Zone::Battlefield).unwrap();
    add_card(&mut g, pool, "Forest", PlayerId(0), Zone::Battlefield).unwrap();
    add_card(&mut g, pool, "Pyroclasm", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    add_card(&mut g, pool, "Forest", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    g.run();
    assert_eq!(g.legal_actions().len(), 5, "pass, play land, cast, two mana abilities");
    group.bench_function(BenchmarkId::new("objects", g.objects.len()), |b| b.iter(|| black_box(g.legal_actions())));
    group.finish();
}

/// The 716.2a loop: Grizzly Bears enchanted by Presence of Gond (cast through
/// `apply`), Intruder Alarm, and `n` other creatures. One iteration: activate
/// the granted ability, pass until the token is made and the Alarm's trigger
/// has untapped all creatures.
fn loop_board(n: usize) -> (Game, ObjectId) {
    let pool = builtin();
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 7);
    let bears = add_card(&mut g, pool, "Grizzly Bears", PlayerId(0), Zone::Battlefield).unwrap();
    for _ in 0..3 {
        add_card(&mut g, pool, "Forest", PlayerId(0), Zone::Battlefield).unwrap();
    }
    let gond = add_card(&mut g, pool, "Presence of Gond", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    add_card(&mut g, pool, "Intruder Alarm", PlayerId(1), Zone::Battlefield).unwrap();
    for i in 0..n {
        add_card(&mut g, pool, "Grizzly Bears", PlayerId((i % 2) as u8), Zone::Battlefield).unwrap();
    }
    g.run();
    act(&mut g, json!({"action": "cast_spell", "player": 0, "card": gond.0, "targets": [{"object": bears.0}], "auto_pay": true}));
    pass(&mut g, 0);
    pass(&mut g, 1);
    g.events.clear();
    (g, bears)
}

fn loop_iteration(g: &mut Game, bears: ObjectId) {
    act(g, json!({"action": "activate_ability", "player": 0, "source": bears.0, "ability": 0}));
    pass(g, 0);
    pass(g, 1); // the token is made; the Alarm triggers
    pass(g, 0);
    pass(g, 1); // all creatures untap
    g.events.clear();
}

fn loop716(c: &mut Criterion) {
    let mut group = c.benchmark_group("loop_716_iteration");
    group.sample_size(20);
    for &n in &[1_000usize, 10_000, 100_000] {
        let (g, bears) = loop_board(n);
        let mut check = g.clone();
        loop_iteration(&mut check, bears);
        assert!(!check.obj(bears).unwrap().tapped, "the Alarm untapped the bears");
        assert_eq!(check.battlefield.len(), g.battlefield.len() + 1, "one token per iteration");
        group.bench_with_input(BenchmarkId::new("tokens", n), &n, |b, _| {
            // The same game goes on: each iteration adds one token (a small drift).
            let mut g = g.clone();
            b.iter(|| loop_iteration(&mut g, bears))
        });
    }
    group.finish();
}

criterion_group!(benches, bolt, legal, loop716);
criterion_main!(benches);
