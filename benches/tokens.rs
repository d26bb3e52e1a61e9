//! Benchmark (criterion): a board of a million identical tokens, set up by one
//! scenario entry with a `count`. The snapshot groups them into one entry
//! (docs/playback.md, grouped tokens), so its JSON is small; it is read from
//! the battlefield's groups, kept up to date between snapshots
//! (`rules::groups`), so a snapshot of an unchanged board, or of one where a
//! few objects changed, walks no million objects.
//! - `snapshot_1e6_identical_tokens`: the same board, snapshot after snapshot;
//! - `snapshot_1e6_after_tapping_one`: one token tapped or untapped (the
//!   engine's `tap`/`untap`, which note it) before each snapshot;
//! - `snapshot_1e6_rebuilt`: the groups dropped before each snapshot (as in a
//!   game just read from text): they are made again in one walk of the board.
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
    let mut g = g;
    let one = *g.battlefield.iter().nth(n as usize / 2).unwrap();
    group.bench_function("snapshot_1e6_after_tapping_one", |b| {
        b.iter(|| {
            if g.objects[&one].tapped {
                g.untap(one, "701.26b");
            } else {
                g.tap(one, "701.26a");
            }
            g.events.clear();
            black_box(g.snapshot(None))
        })
    });
    group.bench_function("snapshot_1e6_rebuilt", |b| {
        b.iter(|| {
            g.groups = Default::default();
            black_box(g.snapshot(None))
        })
    });
    group.finish();
}

criterion_group!(benches, tokens);
criterion_main!(benches);
