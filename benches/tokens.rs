//! Benchmark (criterion): a board of a million identical tokens, set up by one
//! scenario entry with a `count`. The snapshot groups them into one entry
//! (docs/playback.md, grouped tokens), so its JSON is small; it is read from
//! the battlefield's groups, kept up to date between snapshots
//! (`rules::groups`), so a snapshot of an unchanged board, or of one where a
//! few objects changed, walks no million objects.
//! - `snapshot_1e6_identical_tokens`: the same board, snapshot after snapshot;
//! - `snapshot_1e6_after_tapping_one`: one token tapped or untapped (the
//!   engine's `tap`/`untap`, which note it) before each snapshot;
//! - `snapshot_1e6_rebuilt`: the groups dropped before each snapshot: they
//!   are made again in one walk of the board (what a load now does, once,
//!   `Game::prepare_battlefield_groups`; and a snapshot after more than an
//!   eighth of the board changed);
//! - `first_snapshot/after_shortcut_1e6`: the first snapshot after the 716.2a
//!   loop (Presence of Gond, Intruder Alarm) made a million tokens at once
//!   (`rules::shortcut_fast`), a snapshot having been taken before it (as the
//!   session does after every action);
//! - `first_snapshot/after_untap_1e6`: the first snapshot after the untap
//!   step (502.2) untapped a million tapped tokens, a snapshot having been
//!   taken before it.
//! - `untap/untap_step_1e6`: the passes from Bob's end step into Alice's
//!   upkeep, her untap step untapping the million tapped tokens (502.2).
//! The `first_snapshot` cases time the snapshot only: the game is set up
//! again before each (outside the timing), so they take one sample an
//! iteration (flat sampling).
//! Run: `cargo bench --bench tokens`. Figures: docs/performance.md.

use criterion::{black_box, criterion_group, criterion_main, Criterion, SamplingMode};
use std::time::{Duration, Instant};
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
    // The walk that makes the groups again, against the floor, one after the other.
    let mut g = g;
    for _ in 0..3 {
        let t = Instant::now();
        black_box(g.objects.values().filter(|o| o.tapped).count());
        let floor = t.elapsed();
        g.groups = Default::default();
        let t = Instant::now();
        black_box(g.battlefield_groups());
        let walk = t.elapsed();
        let t = Instant::now();
        black_box(g.snapshot(None));
        eprintln!("walk of the object map {floor:?}, groups made in one walk {walk:?}, a snapshot then {:?}", t.elapsed());
    }
    let g = g;
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

/// The seed's 716.2a board (scenarios/r716-2a-presence-of-gond-intruder-alarm.json,
/// as benches/shortcut.rs builds it): Presence of Gond's bears, and their id.
fn gond_board() -> (Game, ObjectId) {
    let built = scenario::parse(include_str!("../scenarios/r716-2a-presence-of-gond-intruder-alarm.json")).unwrap().build().unwrap();
    let bears = built.labels["bears"];
    (built.game, bears)
}

fn act(v: serde_json::Value) -> Action {
    serde_json::from_value(v).unwrap()
}

/// Time `snap` on what `setup` gives, set up again (untimed) for each iteration.
fn timed_after<S: FnMut() -> Game>(mut setup: S) -> impl FnMut(u64) -> Duration {
    move |iters| {
        let mut total = Duration::ZERO;
        for _ in 0..iters {
            let g = setup();
            let t = Instant::now();
            black_box(g.snapshot(None));
            total += t.elapsed();
            drop(g);
        }
        total
    }
}

fn first_snapshots(c: &mut Criterion) {
    let n = 1_000_000u64;
    let mut group = c.benchmark_group("first_snapshot");
    group.sample_size(10).sampling_mode(SamplingMode::Flat).warm_up_time(Duration::from_millis(1)).measurement_time(Duration::from_millis(10));

    // 716.2a: a million Elf Warriors made at once by the shortcut.
    let (start, bears) = gond_board();
    let propose = act(serde_json::json!({"action": "propose_shortcut", "player": 0, "steps": [{"repeat": {"times": n, "steps": [
        {"do": {"action": "activate_ability", "player": 0, "source": bears.0, "ability": 0}},
        {"do": {"action": "pass_priority", "player": 0}},
        {"do": {"action": "pass_priority", "player": 1}},
        {"do": {"action": "pass_priority", "player": 0}},
        {"do": {"action": "pass_priority", "player": 1}}
    ]}}]}));
    let accept = act(serde_json::json!({"action": "answer_shortcut", "player": 1}));
    let shortcut = || {
        let mut g = start.clone();
        g.snapshot(None);
        g.apply(&propose).unwrap();
        g.snapshot(None);
        g.apply(&accept).unwrap();
        g
    };
    {
        let g = shortcut();
        assert_eq!(g.battlefield.len() as u64, 3 + n);
        let rebuilds = g.battlefield_group_rebuilds();
        let s = g.snapshot(None);
        eprintln!("after the shortcut: {} battlefield entries, the board walked {} more time(s)", s.battlefield.len(), g.battlefield_group_rebuilds() - rebuilds);
    }
    group.bench_function("after_shortcut_1e6", |b| b.iter_custom(timed_after(shortcut)));

    // 502.2: Alice's million tapped tokens untapped in her untap step (from Bob's end step).
    let board = serde_json::json!({
        "format": "stackwise-scenario", "version": 1, "name": "a million tapped tokens",
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "token": true, "count": n, "tapped": true}]},
            {"name": "Bob", "battlefield": ["Forest"]}
        ],
        "turn": {"number": 2, "active": 1, "step": "end"}
    });
    let tapped: Game = scenario::parse(&board.to_string()).unwrap().build().unwrap().game;
    tapped.snapshot(None);
    let untap = || {
        let mut g = tapped.clone();
        while !(g.turn.active == PlayerId(0) && g.turn.step != Step::Untap && g.turn.step != Step::Cleanup) {
            let p = g.acting_player().unwrap();
            g.apply(&Action::PassPriority { player: p }).unwrap();
        }
        g
    };
    {
        let g = untap();
        assert!(g.battlefield.iter().all(|id| !g.objects[id].tapped), "502.2: all untapped");
        let rebuilds = g.battlefield_group_rebuilds();
        let t = Instant::now();
        black_box(g.battlefield_groups());
        eprintln!("after the untap step: the groups in {:?}", t.elapsed());
        let t = Instant::now();
        let s = g.snapshot(None);
        eprintln!("after the untap step: then the snapshot in {:?}", t.elapsed());
        let t = Instant::now();
        black_box(g.snapshot(None));
        eprintln!("after the untap step: a second snapshot in {:?}", t.elapsed());
        eprintln!("after the untap step: {} battlefield entries, the board walked {} more time(s)", s.battlefield.len(), g.battlefield_group_rebuilds() - rebuilds);
    }
    group.bench_function("after_untap_1e6", |b| b.iter_custom(timed_after(untap)));
    group.finish();

    // The pass into Alice's untap step itself (502.2: a million tokens untapped at once), the
    // board copied before each (untimed); the events are dropped after the timing.
    let mut group = c.benchmark_group("untap");
    group.sample_size(10).sampling_mode(SamplingMode::Flat).warm_up_time(Duration::from_millis(1)).measurement_time(Duration::from_millis(10));
    group.bench_function("untap_step_1e6", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let mut g = tapped.clone();
                let mut events = Vec::new();
                let t = Instant::now();
                while !(g.turn.active == PlayerId(0) && g.turn.step != Step::Untap && g.turn.step != Step::Cleanup) {
                    let p = g.acting_player().unwrap();
                    events.push(g.apply(&Action::PassPriority { player: p }).unwrap());
                }
                total += t.elapsed();
                drop(events);
                drop(g);
            }
            total
        })
    });
    group.finish();
}

criterion_group!(benches, tokens, first_snapshots);
criterion_main!(benches);
