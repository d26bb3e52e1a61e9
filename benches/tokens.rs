//! Benchmark (criterion): a board of a million identical tokens, set up by one
//! scenario entry with a `count`. The snapshot groups them into one entry
//! (docs/playback.md, grouped tokens), so its JSON is small and it is built in one walk of the
//! board without working out each token's characteristics.
//! Run: `cargo bench --bench tokens`. Figures: docs/performance.md.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use stackwise::formats::scenario;
use stackwise::rules::*;

/// The scenario: Alice has `n` identical 2/2 tokens (Grizzly Bears marked as tokens).
pub fn token_board(n: u64) -> String {
    serde_json::json!({
        "format": "stackwise-scenario", "version": 1, "name": "a million tokens",
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "token": true, "count": n}]},
            {"name": "Bob", "battlefield": ["Forest"]}
        ]
    })
    .to_string()
}

fn tokens(c: &mut Criterion) {
    let n = 1_000_000u64;
    let t = std::time::Instant::now();
    let g: Game = scenario::parse(&token_board(n)).unwrap().build().unwrap().game;
    eprintln!("built a board of {n} tokens in {:?}", t.elapsed());
    let snap = g.snapshot(None);
    let json = serde_json::to_string(&snap).unwrap();
    eprintln!("snapshot of {n} tokens: {} battlefield entries, {} bytes of JSON", snap.battlefield.len(), json.len());
    // The floor: one ordered walk of the object map and of the battlefield index.
    let t = std::time::Instant::now();
    for _ in 0..10 {
        black_box(g.objects.values().filter(|o| o.tapped).count());
    }
    eprintln!("walk of the object map: {:?}", t.elapsed() / 10);
    let t = std::time::Instant::now();
    for _ in 0..10 {
        black_box(g.battlefield.iter().filter(|o| o.0 == 3).count());
    }
    eprintln!("walk of the battlefield index: {:?}", t.elapsed() / 10);
    let mut group = c.benchmark_group("tokens");
    group.sample_size(10);
    group.bench_function("snapshot_1e6_identical_tokens", |b| b.iter(|| black_box(g.snapshot(None))));
    group.bench_function("snapshot_json_1e6_identical_tokens", |b| b.iter(|| black_box(serde_json::to_string(&g.snapshot(None)).unwrap())));
    group.finish();
}

criterion_group!(benches, tokens);
criterion_main!(benches);
