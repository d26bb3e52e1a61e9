//! The computer opponent's decisions (src/ai), natively:
//! - a main-phase choice on a normal board (six creatures a side, lands, a
//!   hand of creatures and removal, no land to play): the look-ahead over every spell and target;
//! - the declare attackers decision on that board (the greedy plan, each
//!   candidate set played forward to the end of combat);
//! - the declare blockers decision against four attackers.
//! The budget is 50 ms a decision in wasm (docs/ai.md).

use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::json;
use stackwise::ai;
use stackwise::rules::actions::{Action, Attack};
use stackwise::rules::events::TargetChoice;
use stackwise::rules::state::Flow;
use stackwise::rules::types::*;
use stackwise::session::Session;

fn board(step: &str) -> Session {
    board_active(step, 0)
}

fn board_active(step: &str, active: u8) -> Session {
    let mine = json!({"name": "AI", "hand": ["Doom Blade", "Terror", "Vampire Nighthawk", "Hypnotic Specter", "Gravedigger", "Sorin's Thirst"],
        "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp",
            {"card": "Typhoid Rats", "label": "r1"}, {"card": "Typhoid Rats", "label": "r2"}, {"card": "Vampire Nighthawk", "label": "n"},
            {"card": "Hypnotic Specter", "label": "s"}, {"card": "Drudge Skeletons", "label": "d"}, {"card": "Blood Artist", "label": "b"}]});
    let theirs = json!({"name": "Other", "hand": ["Forest", "Giant Growth", "Craw Wurm"],
        "battlefield": ["Forest", "Forest", "Forest", "Forest", "Mountain", "Mountain",
            {"card": "Craw Wurm", "label": "w"}, {"card": "War Mammoth", "label": "m"}, {"card": "Grizzly Bears", "label": "g1"},
            {"card": "Grizzly Bears", "label": "g2"}, {"card": "Hill Giant", "label": "h"}, {"card": "Llanowar Elves", "label": "e"}]});
    let scen = json!({"format": "stackwise-scenario", "version": 1, "seed": 1, "players": [mine, theirs], "turn": {"number": 5, "active": active, "step": step}});
    Session::from_scenario(&scen.to_string()).unwrap()
}

fn to_decision(s: &mut Session) {
    for _ in 0..6 {
        if s.game().pending.is_some() {
            return;
        }
        let Flow::Priority(h) = s.game().flow else { return };
        s.apply(&Action::PassPriority { player: h }, None).unwrap();
    }
}

fn bench(c: &mut Criterion) {
    let main = board("precombat_main");
    c.bench_function("ai: main-phase choice, 24 permanents, 6 cards in hand", |b| b.iter(|| ai::choose(main.game(), PlayerId(0)).unwrap()));

    let mut atk = board("beginning_of_combat");
    to_decision(&mut atk);
    assert!(atk.game().pending.is_some());
    c.bench_function("ai: declare attackers, 6 creatures a side", |b| b.iter(|| ai::choose(atk.game(), PlayerId(0)).unwrap()));

    // The other player attacks with four creatures; the AI blocks.
    let mut def = board_active("beginning_of_combat", 1);
    to_decision(&mut def);
    let labels = ["w", "m", "g1", "h"];
    let attackers: Vec<Attack> = labels.iter().map(|l| Attack { attacker: def.label(l).unwrap(), target: TargetChoice::Player(PlayerId(0)), band: None }).collect();
    def.apply(&Action::DeclareAttackers { player: PlayerId(1), attackers }, None).unwrap();
    to_decision(&mut def);
    assert_eq!(def.game().pending.as_ref().map(|d| d.player), Some(PlayerId(0)), "the AI is to block");
    c.bench_function("ai: declare blockers, 4 attackers, 6 possible blockers", |b| b.iter(|| ai::choose(def.game(), PlayerId(0)).unwrap()));
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
