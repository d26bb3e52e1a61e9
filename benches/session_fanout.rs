//! Benchmark (criterion): the fan-out of triggered abilities (603.2, 603.3)
//! THROUGH a `Session`, playback deltas included (the stack and the
//! waiting triggers sent as changes, not whole lists). `benches/fanout.rs`
//! measures the same on the bare `Game`.
//! - `session_fanout/enters/N`: N Soul Wardens ("whenever another creature
//!   enters, you gain 1 life") see one Grizzly Bears enter; the N triggers wait
//!   (603.3), go on the stack (603.3b; any order asked is answered as offered)
//!   and resolve one by one (608), every action through `Session::apply`.
//!
//! Only `Session::{from_scenario, apply, game, label}` and `Action` are used,
//! so the same file runs against older commits.
//! Run: `cargo bench --bench session_fanout` (short: `-- --warm-up-time 1 --measurement-time 2`);
//! `SESSION_FANOUT_ONCE=N cargo bench --bench session_fanout` times one play-out
//! of N watchers instead (for old commits where ten samples take too long);
//! `SESSION_FANOUT_ONCE=N:setup` only builds the board (under `perf stat -e
//! task-clock`, the difference is the play-out's CPU time, whatever the load).

use criterion::{black_box, criterion_group, BatchSize, BenchmarkId, Criterion};
use serde_json::json;
use stackwise::rules::actions::Action;
use stackwise::rules::state::{DecisionKind, Flow};
use stackwise::rules::types::*;
use stackwise::session::Session;

/// N Soul Wardens for Alice, Grizzly Bears cast from her hand (its mana in her
/// pool), Alice has passed: the measured work starts with Bob's pass.
fn board(n: usize) -> Session {
    let bf: Vec<_> = std::iter::repeat(json!("Soul Warden")).take(n).collect();
    let scen = json!({
        "format": "stackwise-scenario", "version": 1, "seed": 1,
        "players": [
            {"name": "A", "battlefield": bf, "hand": [{"card": "Grizzly Bears", "label": "bears"}], "mana_pool": "1G"},
            {"name": "B"}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    });
    let mut s = Session::from_scenario(&scen.to_string()).unwrap();
    let bears = s.label("bears").unwrap();
    s.apply(&Action::cast(PlayerId(0), bears, vec![]), Some(PlayerId(0))).unwrap();
    s.apply(&Action::PassPriority { player: PlayerId(0) }, Some(PlayerId(0))).unwrap();
    s
}

/// Bob passes (the Bears resolve and the N triggers wait), then every question
/// is answered as offered and every player passes until the stack is empty.
/// Returns the number of events (and as many deltas) the session gave.
fn play_out(s: &mut Session) -> usize {
    let mut events = s.apply(&Action::PassPriority { player: PlayerId(1) }, Some(PlayerId(0))).unwrap().deltas.len();
    loop {
        let g = s.game();
        let a = if let Some(d) = &g.pending {
            match &d.kind {
                DecisionKind::OrderTriggers { triggers, .. } => Action::OrderTriggers { player: d.player, order: triggers.clone() },
                k => panic!("unexpected question {k:?}"),
            }
        } else if g.stack.is_empty() && g.waiting_triggers.is_empty() {
            return events;
        } else {
            match g.flow {
                Flow::Priority(p) | Flow::GivePriority(p) => Action::PassPriority { player: p },
                ref f => panic!("unexpected flow {f:?}"),
            }
        };
        events += s.apply(&a, Some(PlayerId(0))).unwrap().deltas.len();
    }
}

fn session_fanout(c: &mut Criterion) {
    let mut group = c.benchmark_group("session_fanout");
    group.sample_size(10);
    for n in [1_000usize, 10_000] {
        group.bench_with_input(BenchmarkId::new("enters", n), &n, |b, &n| {
            b.iter_batched(
                || board(n),
                |mut s| {
                    black_box(play_out(&mut s));
                    s
                },
                BatchSize::PerIteration,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, session_fanout);

fn main() {
    if let Ok(spec) = std::env::var("SESSION_FANOUT_ONCE") {
        // `N:setup` builds the board only (to subtract from a CPU-time measurement of `N`).
        let (n, setup_only) = match spec.split_once(':') {
            Some((n, _)) => (n, true),
            None => (spec.as_str(), false),
        };
        let n: usize = n.parse().expect("a number of watchers");
        let mut s = board(n);
        if setup_only {
            return;
        }
        let t = std::time::Instant::now();
        let events = black_box(play_out(&mut s));
        println!("session_fanout/enters/{n} once: {:.4} s ({events} events)", t.elapsed().as_secs_f64());
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
