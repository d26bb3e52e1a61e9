//! Benchmark (criterion): fan-out of triggered abilities (603.2, 603.3). One
//! event triggers N abilities, which are put on the stack (603.3b, choosing a
//! target for each where asked, 603.3d) and resolved until the stack is empty.
//! - `enters/N`: N Soul Wardens ("whenever another creature enters, you gain 1
//!   life") see one Grizzly Bears enter: N triggers, no targets.
//! - `dies_targeted/N`: N Blood Artists ("whenever a creature dies, target player
//!   loses 1 life and you gain 1 life") see one Grizzly Bears die to Lightning
//!   Bolt: N triggers, a target chosen for each.
//!
//! Only stable public API is used (Game::new, add_card, Game::apply, Action,
//! Game::pending, Game::flow), so the same file runs against older commits.
//! Run: `cargo bench --bench fanout` (short: `-- --warm-up-time 1 --measurement-time 2`).

use criterion::{black_box, criterion_group, BatchSize, BenchmarkId, Criterion};
use stackwise::cards::builtin;
use stackwise::formats::scenario::add_card;
use stackwise::rules::state::{DecisionKind, Flow};
use stackwise::rules::*;

/// N copies of `watcher` for Alice, a spell in Alice's hand with the mana for it,
/// cast with its target; Alice has passed. The measured work starts with Bob's pass.
fn board(n: usize, watcher: &str, spell: &str, victim: bool) -> Game {
    let pool = builtin();
    let mut g = Game::new(&["A".to_string(), "B".to_string()], 3);
    for _ in 0..n {
        add_card(&mut g, pool, watcher, PlayerId(0), Zone::Battlefield).unwrap();
    }
    let target = if victim { Some(add_card(&mut g, pool, "Grizzly Bears", PlayerId(1), Zone::Battlefield).unwrap()) } else { None };
    let card = add_card(&mut g, pool, spell, PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
    // Enough life that a thousand life losses end nobody's game.
    for p in 0..2 {
        g.player_mut(PlayerId(p)).life = 1_000_000;
    }
    let pl = g.player_mut(PlayerId(0));
    pl.pool.red = 1;
    pl.pool.green = 2;
    g.all_dirty = true;
    g.run();
    g.apply(&Action::cast(PlayerId(0), card, target.map(|t| vec![TargetChoice::Object(t)]).unwrap_or_default()))
    .unwrap();
    g.apply(&Action::PassPriority { player: PlayerId(0) }).unwrap();
    g.events.clear();
    g
}

/// Bob passes (the spell resolves), then every question is answered (the order
/// as offered, the first legal choice of each target slot) and every player
/// passes until the stack is empty. Returns the number of actions applied.
fn play_out(g: &mut Game) -> usize {
    let mut actions = 0;
    g.apply(&Action::PassPriority { player: PlayerId(1) }).unwrap();
    loop {
        actions += 1;
        let a = if let Some(d) = &g.pending {
            match &d.kind {
                DecisionKind::OrderTriggers { triggers, .. } => Action::OrderTriggers { player: d.player, order: triggers.clone() },
                DecisionKind::ChooseTargets { slots, .. } => Action::ChooseTargets { player: d.player, division: vec![], targets: slots.iter().map(|s| s[0]).collect() },
                k => panic!("unexpected question {k:?}"),
            }
        } else if g.stack.is_empty() {
            return actions;
        } else {
            match g.flow {
                Flow::Priority(p) | Flow::GivePriority(p) => Action::PassPriority { player: p },
                ref f => panic!("unexpected flow {f:?}"),
            }
        };
        g.apply(&a).unwrap();
        g.events.clear();
    }
}

fn fanout(c: &mut Criterion) {
    let mut group = c.benchmark_group("fanout");
    group.sample_size(10);
    for &(name, watcher, spell, victim, sizes) in &[
        ("enters", "Soul Warden", "Grizzly Bears", false, &[1_000usize, 10_000][..]),
        ("dies_targeted", "Blood Artist", "Lightning Bolt", true, &[1_000usize][..]),
    ] {
        for &n in sizes {
            let g = board(n, watcher, spell, victim);
            group.bench_with_input(BenchmarkId::new(name, n), &n, |b, _| {
                b.iter_batched(
                    || g.clone(),
                    |mut g| {
                        black_box(play_out(&mut g));
                        g
                    },
                    BatchSize::LargeInput,
                )
            });
        }
    }
    group.finish();
}

criterion_group!(benches, fanout);

/// `FANOUT_ONCE=enters:10000 cargo bench --bench fanout` times one play-out
/// instead (for old commits where one run takes too long for ten samples).
fn main() {
    if let Ok(spec) = std::env::var("FANOUT_ONCE") {
        let (name, n) = spec.split_once(':').expect("FANOUT_ONCE=enters:N or dies_targeted:N");
        let n: usize = n.parse().expect("a number of watchers");
        let g = match name {
            "enters" => board(n, "Soul Warden", "Grizzly Bears", false),
            _ => board(n, "Blood Artist", "Lightning Bolt", true),
        };
        let mut g2 = g.clone();
        let t = std::time::Instant::now();
        black_box(play_out(&mut g2));
        println!("fanout/{name}/{n} once: {:.3} s", t.elapsed().as_secs_f64());
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
