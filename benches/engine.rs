//! Benchmarks (criterion): one full 704.3 state-based check and one
//! cast-and-resolve cycle, on boards of 10 to 10,000 permanents.
//! Run: `cargo bench --bench engine`. Figures: docs/performance.md.

use criterion::{black_box, criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion};
use stackwise::cards::builtin;
use stackwise::formats::scenario::add_card;
use stackwise::rules::*;

const SIZES: &[usize] = &[10, 100, 1_000, 10_000];

/// Two players; `n` permanents split between them (Grizzly Bears and Forests),
/// a Lightning Bolt and a Mountain for player 0.
fn board(n: usize) -> (Game, ObjectId, ObjectId) {
    let pool = builtin();
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 7);
    for i in 0..n {
        let name = if i % 2 == 0 { "Grizzly Bears" } else { "Forest" };
        add_card(&mut g, pool, name, PlayerId((i % 2) as u8), Zone::Battlefield).unwrap();
    }
    let target = add_card(&mut g, pool, "Grizzly Bears", PlayerId(1), Zone::Battlefield).unwrap();
    add_card(&mut g, pool, "Mountain", PlayerId(0), Zone::Battlefield).unwrap();
    let bolt = add_card(&mut g, pool, "Lightning Bolt", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    g.all_dirty = true;
    g.run();
    g.events.clear();
    (g, bolt, target)
}

fn sba(c: &mut Criterion) {
    let mut group = c.benchmark_group("sba_check");
    for &n in SIZES {
        let (g, _, target) = board(n);
        // Nothing changed since the last check: the check should cost close to nothing.
        group.bench_with_input(BenchmarkId::new("nothing_to_do", n), &n, |b, _| {
            let mut g = g.clone();
            b.iter(|| black_box(g.check_state_based_actions(1)))
        });
        // One creature was dealt damage: the check looks at that one object.
        group.bench_with_input(BenchmarkId::new("one_dirty", n), &n, |b, _| {
            let mut g = g.clone();
            b.iter(|| {
                g.mark_dirty(target);
                black_box(g.check_state_based_actions(1))
            })
        });
    }
    group.finish();
}

fn cast_resolve(c: &mut Criterion) {
    let mut group = c.benchmark_group("cast_and_resolve");
    for &n in SIZES {
        let (g, bolt, target) = board(n);
        group.bench_with_input(BenchmarkId::new("bolt_a_bear", n), &n, |b, _| {
            b.iter_batched(
                || g.clone(),
                |mut g| {
                    g.apply(&Action::cast(PlayerId(0), bolt, vec![TargetChoice::Object(target)]))
                    .unwrap();
                    g.apply(&Action::PassPriority { player: PlayerId(0) }).unwrap();
                    let ev = g.apply(&Action::PassPriority { player: PlayerId(1) }).unwrap();
                    black_box(ev);
                    g
                },
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, sba, cast_resolve);
criterion_main!(benches);
