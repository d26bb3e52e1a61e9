//! Every example scenario (`scenarios/`: one per example of the rules seeds,
//! each with its script of actions and expectations), every puzzle
//! (`puzzles/`, its solution as a script) and every tutorial (`tutorials/`,
//! its steps and expectations) played again with its cards compiled from
//! their printed text: every card the scenario names that
//! the engine understands from the card table (and that the scenario doesn't
//! define itself) is replaced by its compiled form, carried as a card written
//! as printed. The script's expectations come from the rules, so they must
//! hold the same: a compiled card that played differently from the
//! hand-written one would fail here.

use crate::common;
use common::card_table::table;
use serde_json::Value;
use stackwise::formats::{library, scenario};
use stackwise::text::Status;
use std::collections::BTreeSet;

/// The card names a scenario's players hold (an entry is a name or `{ "card": name }`).
fn names(v: &Value, out: &mut BTreeSet<String>) {
    let Some(players) = v.get("players").and_then(Value::as_array) else { return };
    for p in players {
        for zone in ["library", "hand", "battlefield", "graveyard", "exile", "command"] {
            for e in p.get(zone).and_then(Value::as_array).into_iter().flatten() {
                match e {
                    Value::String(n) => {
                        out.insert(n.clone());
                    }
                    Value::Object(m) => {
                        if let Some(n) = m.get("card").and_then(Value::as_str) {
                            out.insert(n.to_string());
                        }
                    }
                    _ => {}
                }
            }
        }
    }
}

/// The scenario with every understood card compiled from its text; the names replaced.
fn compiled(v: &Value) -> (Value, Vec<String>) {
    let mut used = BTreeSet::new();
    names(v, &mut used);
    let own: BTreeSet<String> = v.get("cards").and_then(Value::as_array).into_iter().flatten().filter_map(|c| c.get("name").and_then(Value::as_str).map(str::to_string)).collect();
    let mut w = v.clone();
    let mut replaced = Vec::new();
    for n in used.iter().filter(|n| !own.contains(*n)) {
        let Some(c) = table().get(n).filter(|c| c.in_rules && c.name == **n) else { continue };
        let (status, def) = stackwise::text::status(c);
        if status != Status::Understood {
            continue;
        }
        // Scripts name an ability by its index: a card whose abilities the text
        // lists in another order than the hand-written card (Pestilence, its
        // trigger first) can't take its place under the same script.
        let kinds = |d: &stackwise::cards::def::CardDef| d.abilities.iter().map(|a| std::mem::discriminant(a)).collect::<Vec<_>>();
        if stackwise::cards::builtin().get(n).is_some_and(|b| kinds(&b) != kinds(def.as_ref().unwrap())) {
            continue;
        }
        if !w.get("cards").is_some_and(Value::is_array) {
            w["cards"] = Value::Array(vec![]);
        }
        w["cards"].as_array_mut().unwrap().push(serde_json::to_value(library::text_card_of(c)).unwrap());
        replaced.push(n.clone());
    }
    (w, replaced)
}

/// Play every scenario file of `dir` (with a script) with its cards compiled; (files played, cards compiled, failures).
fn replay_dir(dir: &str) -> (usize, usize, Vec<String>) {
    let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "json")).collect();
    files.sort();
    let (mut played, mut replaced_total) = (0, 0);
    let mut failures = Vec::new();
    for f in &files {
        let v: Value = serde_json::from_str(&std::fs::read_to_string(f).unwrap()).unwrap();
        if v.get("script").and_then(Value::as_array).is_none_or(|s| s.is_empty()) {
            continue;
        }
        let (w, replaced) = compiled(&v);
        if replaced.is_empty() {
            continue;
        }
        played += 1;
        replaced_total += replaced.len();
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let s = match scenario::parse(&w.to_string()) {
            Ok(s) => s,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        match scenario::run_script(&s) {
            Ok(out) if out.failures.is_empty() => {}
            Ok(out) => failures.push(format!("{name} (compiled: {}): {}", replaced.join(", "), out.failures.join("; "))),
            Err(e) => failures.push(format!("{name} (compiled: {}): {e}", replaced.join(", "))),
        }
    }
    (played, replaced_total, failures)
}

#[test]
fn every_seed_example_plays_the_same_with_its_cards_compiled_from_their_text() {
    let (played, replaced, failures) = replay_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios"));
    eprintln!("{played} examples, {replaced} cards compiled");
    assert!(played >= 40, "only {played} example scenarios had a card to compile");
    assert!(replaced >= 100, "only {replaced} cards compiled");
    assert!(failures.is_empty(), "{} of {played} examples differ with compiled cards:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn every_puzzle_is_solved_the_same_with_its_cards_compiled_from_their_text() {
    let (played, replaced, failures) = replay_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles"));
    eprintln!("{played} puzzles, {replaced} cards compiled");
    assert!(played >= 6, "only {played} puzzles had a card to compile");
    assert!(failures.is_empty(), "{} of {played} puzzles differ with compiled cards:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn every_tutorial_checks_the_same_with_its_cards_compiled_from_their_text() {
    use stackwise::formats::tutorial;
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tutorials");
    let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "json")).collect();
    files.sort();
    let (mut played, mut replaced_total) = (0, 0);
    let mut failures = Vec::new();
    for f in &files {
        let mut t: Value = serde_json::from_str(&std::fs::read_to_string(f).unwrap()).unwrap();
        // The scenario: inline, or a built-in scenario's id (made inline here).
        let sc: Value = match &t["scenario"] {
            Value::String(id) => match stackwise::library::text(stackwise::library::Kind::Scenario, id) {
                Ok(text) => serde_json::from_str(text).unwrap(),
                Err(_) => continue,
            },
            v => v.clone(),
        };
        let (w, replaced) = compiled(&sc);
        if replaced.is_empty() {
            continue;
        }
        played += 1;
        replaced_total += replaced.len();
        t["scenario"] = w;
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        match tutorial::parse_value(&t).and_then(|t| tutorial::check(&t)) {
            Ok(_) => {}
            Err(e) => failures.push(format!("{name} (compiled: {}): {}", replaced.join(", "), e.join("; "))),
        }
    }
    eprintln!("{played} tutorials, {replaced_total} cards compiled");
    assert!(played >= 10, "only {played} tutorials had a card to compile");
    assert!(failures.is_empty(), "{} of {played} tutorials differ with compiled cards:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn every_card_of_the_preconstructed_decks_is_understood_from_its_text() {
    let mut not = Vec::new();
    for d in stackwise::decks::DECKS {
        for (name, _) in d.cards {
            match table().get(name) {
                // (Fencing Ace and Blood Artist were first printed in 2012: understood all the same.)
                Some(c) if stackwise::text::status(c).0 == Status::Understood => {}
                _ => not.push(format!("{} ({})", name, d.id)),
            }
        }
    }
    assert!(not.is_empty(), "not understood: {}", not.join(", "));
}

#[test]
fn preconstructed_games_play_to_their_end_with_the_cards_compiled() {
    // Each deck with its cards compiled from their text, played by the
    // computer on both sides against the next deck: every game ends, and the
    // engine never refuses an action the computer takes.
    use std::sync::Arc;
    let decks: Vec<(String, Vec<(Arc<stackwise::cards::def::CardDef>, u32)>)> = stackwise::decks::DECKS
        .iter()
        .map(|d| {
            let cards = d.cards.iter().map(|(n, c)| (Arc::new(stackwise::text::status(table().get(n).unwrap()).1.unwrap()), *c)).collect();
            (d.name.to_string(), cards)
        })
        .collect();
    for i in 0..decks.len() {
        let pair = [decks[i].clone(), decks[(i + 1) % decks.len()].clone()];
        let g = stackwise::session::Session::from_decks(&pair, 11 + i as u64).unwrap().game().clone();
        let out = stackwise::ai::arena::play(g, [stackwise::ai::arena::Seat::Ai, stackwise::ai::arena::Seat::Ai], 20_000);
        assert_eq!(out.refused, 0, "{} vs {}: the engine refused the computer's action", pair[0].0, pair[1].0);
        assert!(out.winners.is_some(), "{} vs {}: no result in 20,000 actions", pair[0].0, pair[1].0);
    }
}
