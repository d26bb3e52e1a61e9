//! Benchmark (criterion): the layer system (613) on boards of 10 to 10,000
//! creatures with a few static abilities that affect "all" of them. Reading one
//! creature's characteristics must cost what the static abilities cost, not
//! what the board costs; recomputing every creature grows with the board, once.
//! Run: `cargo bench --bench layers`. Figures: docs/performance.md.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion};
use stackwise::cards::builtin;
use stackwise::formats::scenario::add_card;
use stackwise::rules::*;

/// N Grizzly Bears (half each side) and the given permanents with static abilities.
fn board(n: usize, statics: &[&str]) -> (Game, ObjectId) {
    let pool = builtin();
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 3);
    let mut last = ObjectId(0);
    for i in 0..n {
        last = add_card(&mut g, pool, "Grizzly Bears", PlayerId((i % 2) as u8), Zone::Battlefield).unwrap();
    }
    for s in statics {
        add_card(&mut g, pool, s, PlayerId(0), Zone::Battlefield).unwrap();
    }
    (g, last)
}

fn characteristics(c: &mut Criterion) {
    let mut group = c.benchmark_group("layers");
    for &n in &[10usize, 100, 1_000, 10_000] {
        // Two anthems (7c) and a keyword granted to all (6): no ability is taken away.
        let (g, bear) = board(n, &["Glorious Anthem", "Glorious Anthem", "Concordant Crossroads"]);
        group.bench_with_input(BenchmarkId::new("one_creature_3_statics", n), &n, |b, _| {
            b.iter(|| black_box(g.chars(black_box(bear))))
        });
        // Humility (6 and 7b) with an anthem: the sources' abilities must be worked out.
        let (g, bear) = board(n, &["Humility", "Glorious Anthem", "Concordant Crossroads"]);
        group.bench_with_input(BenchmarkId::new("one_creature_humility", n), &n, |b, _| {
            b.iter(|| black_box(g.chars(black_box(bear))))
        });
        if n <= 1_000 {
            let (g, _) = board(n, &["Humility", "Glorious Anthem", "Concordant Crossroads"]);
            let ids: Vec<ObjectId> = g.battlefield.iter().copied().collect();
            group.bench_with_input(BenchmarkId::new("every_permanent_humility", n), &n, |b, _| {
                b.iter(|| {
                    for id in &ids {
                        black_box(g.chars(*id));
                    }
                })
            });
        }
    }
    // Many static abilities in one sublayer (100 anthems, 7c): ordered by timestamp,
    // with no pairwise dependency search (none of them can change another).
    let anthems: Vec<&str> = vec!["Glorious Anthem"; 100];
    let (g, bear) = board(1_000, &anthems);
    group.bench_function("one_creature_100_anthems/1000", |b| b.iter(|| black_box(g.chars(black_box(bear)))));
    group.finish();
}

criterion_group!(benches, characteristics);
criterion_main!(benches);
