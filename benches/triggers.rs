//! Benchmark (criterion): one event seen by boards of 10 to 100,000 permanents
//! of which a handful have a matching trigger (603.2). Only indexed trigger
//! sources are asked, so the cost follows the matching triggers, not the board.
//! Run: `cargo bench --bench triggers`. Figures: docs/performance.md.

use criterion::{black_box, criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion};
use stackwise::cards::builtin;
use stackwise::formats::scenario::add_card;
use stackwise::rules::*;

/// N vanilla permanents, 4 Blood Artists (each triggers on any creature dying),
/// and a Lightning Bolt ready for one Grizzly Bears.
fn board(n: usize) -> (Game, ObjectId, ObjectId) {
    let pool = builtin();
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 3);
    for i in 0..n {
        let name = if i % 2 == 0 { "Grizzly Bears" } else { "Forest" };
        add_card(&mut g, pool, name, PlayerId((i % 2) as u8), Zone::Battlefield).unwrap();
    }
    for _ in 0..4 {
        add_card(&mut g, pool, "Blood Artist", PlayerId(0), Zone::Battlefield).unwrap();
    }
    let target = add_card(&mut g, pool, "Grizzly Bears", PlayerId(1), Zone::Battlefield).unwrap();
    let bolt = add_card(&mut g, pool, "Lightning Bolt", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    g.player_mut(PlayerId(0)).pool.red = 1;
    g.all_dirty = true;
    g.run();
    g.events.clear();
    g.apply(&Action::cast(PlayerId(0), bolt, vec![TargetChoice::Object(target)]))
    .unwrap();
    g.apply(&Action::PassPriority { player: PlayerId(0) }).unwrap();
    (g, target, bolt)
}

fn one_death_seen_by_the_board(c: &mut Criterion) {
    let mut group = c.benchmark_group("triggers");
    for &n in &[10usize, 100, 1_000, 10_000, 100_000] {
        let (g, _, _) = board(n);
        // Bob passes: Bolt resolves, the Bears die (704.5g), four Blood Artists trigger.
        group.bench_with_input(BenchmarkId::new("death_with_4_watchers", n), &n, |b, _| {
            b.iter_batched(
                || g.clone(),
                |mut g| {
                    let ev = g.apply(&Action::PassPriority { player: PlayerId(1) }).unwrap();
                    debug_assert_eq!(ev.iter().filter(|e| e.rule == "603.2").count(), 4);
                    black_box(ev);
                    g
                },
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, one_death_seen_by_the_board);
criterion_main!(benches);
