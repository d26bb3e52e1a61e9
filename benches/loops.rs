//! Benchmark (criterion): how long the engine takes to recognise each loop
//! of rules 716.3–716.6 (rules::loops), from the action that starts it to the
//! draw (716.4) or the refusal (716.3), on the bare `Game`:
//! - `skip_every_step`: every step skipped, turns go round inside `Game::run`;
//! - `zero_life_704_3`: a loss replaced by "your life total becomes 0", the 704.3 loop repeats;
//! - `stack_exact`: triggers that tap and untap an artifact while both players pass
//!   (alone, and beside 10,000 tokens: the large-board path);
//! - `stack_growth_tokens`, `stack_growth_counters`: loops that only grow;
//! - `unless_716_6`: the same loop with "untap it unless you pay {1}", declined each time;
//! - `fragmented_716_3`: the flying loop played until the active player's repeat is refused;
//! - `chain_500_rounds`: Sanguine Bond and Exquisite Blood draining 1,500 life
//!   in 500 rounds (not a loop: what the watch costs a long mandatory chain).
//!
//! Figures on the shared two-core machine (`cargo bench --bench loops --
//! --warm-up-time 1 --measurement-time 3`): skip_every_step 6.1 ms,
//! zero_life_704_3 1.5 ms, stack_exact 55 µs, stack_exact_beside_10000_tokens
//! 11.1 ms, stack_growth_tokens 74 µs, stack_growth_counters 68 µs,
//! unless_716_6 92 µs, fragmented_716_3 86 µs, chain_500_rounds 14.6 ms: every
//! loop is recognised well within 100 ms.

use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::{json, Value};
use stackwise::formats::scenario;
use stackwise::rules::actions::Action;
use stackwise::rules::state::{DecisionKind, Game};
use stackwise::rules::types::*;

fn cards() -> Value {
    let skips: Vec<Value> = ["upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers", "end_of_combat", "postcombat_main", "end", "cleanup"]
        .iter()
        .map(|s| json!({"kind": "replacement", "replaces": {"event": "skip_your_step", "step": s}, "text": format!("Skip your {s} step.")}))
        .collect();
    let saproling = json!({"name": "Saproling", "types": ["Creature"], "subtypes": ["Saproling"], "colors": ["Green"], "power": 1, "toughness": 1});
    json!([
        {"name": "Skyward Initiate", "mana_cost": "{1}{U}", "types": ["Creature"], "power": 1, "toughness": 1, "text": "",
         "abilities": [{"kind": "activated", "cost": {}, "effects": [{"do": "grant_keyword", "what": "this", "keyword": "flying"}], "text": "{0}: gains flying"}]},
        {"name": "Grounding Rod", "mana_cost": "{2}", "types": ["Artifact"], "text": "",
         "abilities": [{"kind": "activated", "cost": {}, "targets": [{"kind": "permanent", "filter": {"types": ["Creature"]}, "text": "target creature"}],
                        "effects": [{"do": "continuous", "what": {"target": 0}, "modifications": [{"remove_keyword": "flying"}], "until_end_of_turn": true, "text": "loses flying"}],
                        "text": "{0}: Target creature loses flying until end of turn."}]},
        {"name": "Perpetual Pendulum", "mana_cost": "{3}", "types": ["Artifact"], "text": "",
         "abilities": [
             {"kind": "activated", "cost": {}, "effects": [{"do": "tap", "what": "this"}], "text": "{0}: Tap it."},
             {"kind": "triggered", "trigger": {"on": "becomes_tapped"}, "effects": [{"do": "untap", "what": "this"}], "text": "untap it"},
             {"kind": "triggered", "trigger": {"on": "becomes_untapped"}, "effects": [{"do": "tap", "what": "this"}], "text": "tap it"}]},
        {"name": "Reluctant Pendulum", "mana_cost": "{3}", "types": ["Artifact"], "text": "",
         "abilities": [
             {"kind": "activated", "cost": {}, "effects": [{"do": "tap", "what": "this"}], "text": "{0}: Tap it."},
             {"kind": "triggered", "trigger": {"on": "becomes_tapped"},
              "effects": [{"do": "unless_you_pay", "mana": "{1}", "effects": [{"do": "untap", "what": "this"}], "text": "untap it"}], "text": "untap it unless you pay {1}"},
             {"kind": "triggered", "trigger": {"on": "becomes_untapped"}, "effects": [{"do": "tap", "what": "this"}], "text": "tap it"}]},
        {"name": "Echoing Hatchery", "mana_cost": "{2}{G}", "types": ["Enchantment"], "text": "",
         "abilities": [
             {"kind": "activated", "cost": {}, "effects": [{"do": "create_tokens", "count": 1, "token": saproling}], "text": "{0}: Saproling"},
             {"kind": "triggered", "trigger": {"on": "enters_battlefield", "filter": {"types": ["Creature"], "token": true}},
              "effects": [{"do": "create_tokens", "count": 1, "token": saproling}], "text": "token enters: Saproling"}]},
        {"name": "Ever-Growing Ooze", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 1, "toughness": 1, "text": "",
         "abilities": [
             {"kind": "activated", "cost": {}, "effects": [{"do": "put_counters", "what": "this", "kind": "+1/+1", "count": 1}], "text": "{0}: +1/+1 counter"},
             {"kind": "triggered", "trigger": {"on": "counters_put_on_this", "kind": "+1/+1"},
              "effects": [{"do": "put_counters", "what": "this", "kind": "+1/+1", "count": 1}], "text": "another +1/+1 counter"}]},
        {"name": "Timeless Stasis", "mana_cost": "{4}{U}", "types": ["Enchantment"], "text": "",
         "abilities": skips},
        {"name": "Endless Vigil", "mana_cost": "{5}", "types": ["Artifact"], "text": "",
         "abilities": [{"kind": "replacement", "replaces": {"event": "you_would_lose_the_game", "instead": [{"do": "set_life", "player": "you", "amount": 0}]}, "text": "life becomes 0 instead"}]}
    ])
}

fn game(alice: Value, bob: Value) -> (Game, scenario::Built) {
    let lib = json!(["Island", "Island", "Island"]);
    let mut a = alice;
    a["name"] = "Alice".into();
    a["library"] = lib.clone();
    let mut b = bob;
    b["name"] = "Bob".into();
    b["library"] = lib;
    let v = json!({"format": "stackwise-scenario", "version": 1, "cards": cards(), "players": [a, b], "turn": {"number": 3, "active": 0, "step": "precombat_main"}});
    let built = scenario::parse_value(&v).unwrap().build().unwrap();
    (built.game.clone(), built)
}

fn label(b: &scenario::Built, l: &str) -> u64 {
    scenario::resolve_labels(&Value::String(format!("@{l}")), &b.labels, &b.game).unwrap().as_u64().unwrap()
}

fn act(g: &mut Game, v: Value) {
    let a: Action = serde_json::from_value(v).unwrap();
    g.apply(&a).unwrap();
}

/// Pass (and decline "unless" payments) until the game ends.
fn until_over(g: &mut Game) {
    for _ in 0..100_000 {
        if g.winners.is_some() {
            return;
        }
        let a = match &g.pending {
            Some(d) => match &d.kind {
                DecisionKind::ChooseYesNo { .. } => Action::ChooseYesNo { player: d.player, yes: false },
                DecisionKind::ChooseTargets { slots, .. } => Action::ChooseTargets { player: d.player, division: vec![], targets: slots.iter().map(|s| s[0]).collect() },
                k => panic!("{k:?}"),
            },
            None => Action::PassPriority { player: g.acting_player().unwrap() },
        };
        g.apply(&a).unwrap();
    }
    panic!("the game did not end");
}

fn bench_loop(c: &mut Criterion, name: &str, alice: Value, bob: Value, start: Value) {
    let (g0, b) = game(alice, bob);
    let start = scenario::resolve_labels(&start, &b.labels, &b.game).unwrap();
    c.bench_function(name, |bench| {
        bench.iter_batched(
            || g0.clone(),
            |mut g| {
                if !start.is_null() {
                    act(&mut g, start.clone());
                }
                until_over(&mut g);
                assert!(g.winners.is_some());
                g
            },
            criterion::BatchSize::LargeInput,
        )
    });
}

fn loops(c: &mut Criterion) {
    bench_loop(c, "loops/skip_every_step", json!({"battlefield": ["Timeless Stasis"]}), json!({"battlefield": ["Timeless Stasis"]}), Value::Null);
    bench_loop(
        c,
        "loops/zero_life_704_3",
        json!({"life": 3, "mana_pool": "R", "battlefield": ["Endless Vigil"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}]}),
        json!({}),
        json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 0}]}),
    );
    let pendulum = json!({"action": "activate_ability", "player": 0, "source": "@p", "ability": 0});
    bench_loop(c, "loops/stack_exact", json!({"battlefield": [{"card": "Perpetual Pendulum", "label": "p"}]}), json!({}), pendulum.clone());
    bench_loop(
        c,
        "loops/stack_exact_beside_10000_tokens",
        json!({"battlefield": [{"card": "Perpetual Pendulum", "label": "p"}, {"card": "Grizzly Bears", "token": true, "count": 10_000}]}),
        json!({}),
        pendulum.clone(),
    );
    bench_loop(c, "loops/stack_growth_tokens", json!({"battlefield": [{"card": "Echoing Hatchery", "label": "p"}]}), json!({}), pendulum.clone());
    bench_loop(c, "loops/stack_growth_counters", json!({"battlefield": [{"card": "Ever-Growing Ooze", "label": "p"}]}), json!({}), pendulum.clone());
    bench_loop(c, "loops/unless_716_6", json!({"mana_pool": "{3}", "battlefield": [{"card": "Reluctant Pendulum", "label": "p"}]}), json!({}), pendulum);
    bench_loop(
        c,
        "loops/chain_500_rounds",
        json!({"mana_pool": "R", "battlefield": ["Sanguine Bond", "Exquisite Blood"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}]}),
        json!({"life": 1500}),
        json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}]}),
    );
    // 716.3: the flying loop, up to the refusal of Alice's repeat.
    let (g0, b) = game(json!({"battlefield": [{"card": "Skyward Initiate", "label": "i"}]}), json!({"battlefield": [{"card": "Grounding Rod", "label": "r"}]}));
    let (i, r) = (label(&b, "i"), label(&b, "r"));
    c.bench_function("loops/fragmented_716_3", |bench| {
        bench.iter_batched(
            || g0.clone(),
            |mut g| {
                let gain = json!({"action": "activate_ability", "player": 0, "source": i, "ability": 0});
                act(&mut g, gain.clone());
                act(&mut g, json!({"action": "pass_priority", "player": 0}));
                act(&mut g, json!({"action": "pass_priority", "player": 1}));
                act(&mut g, json!({"action": "pass_priority", "player": 0}));
                act(&mut g, json!({"action": "activate_ability", "player": 1, "source": r, "ability": 0, "targets": [{"object": i}]}));
                act(&mut g, json!({"action": "pass_priority", "player": 1}));
                act(&mut g, json!({"action": "pass_priority", "player": 0}));
                let a: Action = serde_json::from_value(gain).unwrap();
                assert!(g.apply(&a).is_err());
                assert_eq!(g.acting_player(), Some(PlayerId(0)));
                g
            },
            criterion::BatchSize::SmallInput,
        )
    });
}

criterion_group!(benches, loops);
criterion_main!(benches);
