use serde_json::json;
use stackwise::cards::builtin;
use stackwise::formats::scenario::add_card;
use stackwise::rules::*;
use std::time::{Duration, Instant};
fn act(g: &mut Game, a: serde_json::Value) { let action: Action = serde_json::from_value(a).unwrap(); g.apply(&action).unwrap(); }
fn main() {
    let pool = builtin();
    for n in [10usize, 10000] {
        let mut g = Game::new(&["A".to_string(), "B".to_string()], 7);
        for i in 0..n { let name = if i % 2 == 0 { "Grizzly Bears" } else { "Forest" }; add_card(&mut g, pool, name, PlayerId((i % 2) as u8), Zone::Battlefield).unwrap(); }
        let target = add_card(&mut g, pool, "Grizzly Bears", PlayerId(1), Zone::Battlefield).unwrap();
        add_card(&mut g, pool, "Mountain", PlayerId(0), Zone::Battlefield).unwrap();
        let bolt = add_card(&mut g, pool, "Lightning Bolt", PlayerId(0), Zone::Hand(PlayerId(0))).unwrap();
        g.run(); g.events.clear();
        let mut t = [Duration::ZERO; 3];
        let reps = if n > 10 { 3000 } else { 300 };
        let mut gs: Vec<Game> = (0..reps).map(|_| g.clone()).collect();
        for g in gs.iter_mut() {
            let s = Instant::now();
            act(g, json!({"action": "cast_spell", "player": 0, "card": bolt.0, "targets": [{"object": target.0}], "auto_pay": true}));
            t[0] += s.elapsed(); let s = Instant::now();
            act(g, json!({"action": "pass_priority", "player": 0}));
            t[1] += s.elapsed(); let s = Instant::now();
            act(g, json!({"action": "pass_priority", "player": 1}));
            t[2] += s.elapsed();
        }
        println!("n={n} cast {:?} pass0 {:?} resolve {:?}", t[0]/reps, t[1]/reps, t[2]/reps);
    }
}
