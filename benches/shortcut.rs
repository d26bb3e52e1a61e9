//! Benchmark (criterion): the seed's 716.2a example, "I'll make a million
//! tokens". Alice proposes `{"repeat": {"times": N, "steps": [activate, pass,
//! pass, pass, pass]}}` with Presence of Gond on her Grizzly Bears and Bob's
//! Intruder Alarm on the battlefield; Bob accepts; the game takes it. One
//! sample is both actions (`Game::apply` twice: the proposal plays the
//! sequence on a copy to predict its result, the answer takes it), on a fresh
//! copy of the starting game; the loop's alike iterations are worked out at
//! once (rules::shortcut_fast). For comparison, `hand_played/1000` plays the
//! same loop one action at a time (5,000 `apply` calls).
//! Run: `cargo bench --bench shortcut`. Figures: docs/performance.md.

use criterion::{black_box, criterion_group, criterion_main, BatchSize, Criterion};
use stackwise::formats::scenario;
use stackwise::rules::*;

/// The seed's board (the same as scenarios/r716-2a-presence-of-gond-intruder-alarm.json).
fn gond_board() -> Game {
    let s = serde_json::json!({
        "format": "stackwise-scenario", "version": 1, "name": "716.2a: a million tokens", "seed": 7,
        "players": [
            {"name": "Alice", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Presence of Gond", "attached_to": "bears"}]},
            {"name": "Bob", "battlefield": [{"card": "Intruder Alarm"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    });
    scenario::parse(&s.to_string()).unwrap().build().unwrap().game
}

fn bears(g: &Game) -> ObjectId {
    *g.battlefield.iter().find(|id| g.name_of(**id) == "Grizzly Bears").unwrap()
}

fn propose(n: u64, bears: ObjectId) -> Action {
    serde_json::from_value(serde_json::json!({"action": "propose_shortcut", "player": 0, "steps": [{"repeat": {"times": n, "steps": [
        {"do": {"action": "activate_ability", "player": 0, "source": bears.0, "ability": 0}},
        {"do": {"action": "pass_priority", "player": 0}},
        {"do": {"action": "pass_priority", "player": 1}},
        {"do": {"action": "pass_priority", "player": 0}},
        {"do": {"action": "pass_priority", "player": 1}}
    ]}}]}))
    .unwrap()
}

/// Propose and accept: the game after the shortcut (dropped outside the timing).
fn shortcut(mut g: Game, propose: &Action, accept: &Action) -> Game {
    g.apply(propose).unwrap();
    g.apply(accept).unwrap();
    g
}

fn bench(c: &mut Criterion) {
    let start = gond_board();
    let b = bears(&start);
    let accept: Action = serde_json::from_value(serde_json::json!({"action": "answer_shortcut", "player": 1})).unwrap();
    let mut group = c.benchmark_group("shortcut_716");
    group.sample_size(10);
    for n in [1_000u64, 10_000, 100_000, 1_000_000] {
        let p = propose(n, b);
        // Checked once: n tokens and the log summarising the loop.
        let g = shortcut(start.clone(), &p, &accept);
        assert_eq!(g.battlefield.len() as u64, 3 + n);
        group.bench_function(format!("propose_and_accept/{n}"), |bn| {
            bn.iter_batched(|| start.clone(), |g| shortcut(g, &p, &accept), BatchSize::LargeInput)
        });
        if n == 1_000_000 {
            // The two actions apart: the proposal (played on a copy, the prediction) and the taking.
            group.bench_function("propose_only/1000000", |bn| {
                bn.iter_batched(
                    || start.clone(),
                    |mut g| {
                        g.apply(&p).unwrap();
                        g
                    },
                    BatchSize::LargeInput,
                )
            });
            let mut proposed = start.clone();
            proposed.apply(&p).unwrap();
            group.bench_function("accept_only/1000000", |bn| {
                bn.iter_batched(
                    || proposed.clone(),
                    |mut g| {
                        g.apply(&accept).unwrap();
                        g
                    },
                    BatchSize::LargeInput,
                )
            });
        }
    }
    // The same loop played by hand, one action at a time.
    let acts: Vec<Action> = {
        let activate = Action::ActivateAbility { player: PlayerId(0), source: b, ability: 0, targets: vec![], x: None, mana_abilities: vec![], auto_pay: false, division: vec![], sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], adds: None, phyrexian_life: 0 };
        let mut v = vec![activate];
        v.extend([0u8, 1, 0, 1].map(|p| Action::PassPriority { player: PlayerId(p) }));
        v
    };
    group.bench_function("hand_played/1000", |bn| {
        bn.iter_batched(
            || start.clone(),
            |mut g| {
                for _ in 0..1000 {
                    for a in &acts {
                        black_box(g.apply(a).unwrap());
                    }
                }
                g
            },
            BatchSize::LargeInput,
        )
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
