//! Cards are written in families, not as one-card variants: every kind of
//! instruction (`do`), trigger (`on`), static ability (`static`) and
//! replacement (`event`) of the card form is used by two or more cards (built
//! in, custom cards of the scenarios, puzzles and tutorials, or printed cards
//! the engine understands from their text: the card table, docs/coverage.md),
//! or is listed in docs/cards.md under "Kinds that stand alone" with
//! the reason (a rules primitive: a kind the rules themselves need, whatever
//! the card). The list of kinds comes from the card form's own types (the
//! names serde knows), so a new kind can't be left out.

use crate::common;
use serde_json::{json, Value};
use stackwise::cards::def::{Effect, ReplacementKind, StaticEffect, TriggerCondition};
use std::collections::{BTreeMap, BTreeSet};

/// The variant names a tagged enum accepts, read from serde's refusal of an unknown one.
fn kinds<T: serde::de::DeserializeOwned>(tag: &str) -> Vec<String> {
    let err = serde_json::from_value::<T>(json!({ tag: "no such kind" })).err().expect("refused").to_string();
    let list = err.split("expected one of").nth(1).unwrap_or_else(|| panic!("{err}"));
    list.split(',').map(|s| s.trim().trim_matches(|c| c == '`' || c == ' ').split('`').next().unwrap().to_string()).filter(|s| !s.is_empty()).collect()
}

/// Which built-in cards use each kind, by tag.
fn uses() -> BTreeMap<(String, String), BTreeSet<String>> {
    fn walk(v: &Value, card: &str, out: &mut BTreeMap<(String, String), BTreeSet<String>>) {
        match v {
            Value::Object(m) => {
                for tag in ["do", "on", "static", "event"] {
                    if let Some(Value::String(k)) = m.get(tag) {
                        out.entry((tag.to_string(), k.clone())).or_default().insert(card.to_string());
                    }
                }
                m.values().for_each(|x| walk(x, card, out));
            }
            Value::Array(a) => a.iter().for_each(|x| walk(x, card, out)),
            _ => {}
        }
    }
    let mut out = BTreeMap::new();
    for def in stackwise::cards::builtin().all() {
        let name = &def.name;
        walk(&serde_json::to_value(def.as_ref()).unwrap(), name, &mut out);
        // And the abilities its keywords stand for (exalted, bushido, rampage, echo, ...).
        walk(&serde_json::to_value(def.keyword_abilities()).unwrap(), name, &mut out);
    }
    // The printed cards first printed by the rules' date that compile from their text and render back to it.
    for card in common::card_table::table().cards.iter().filter(|c| c.in_rules) {
        if let (stackwise::text::Status::Understood, Some(def)) = stackwise::text::status(card) {
            walk(&serde_json::to_value(&def).unwrap(), &format!("{} (text)", card.name), &mut out);
        }
    }
    // The custom cards of the scenarios, puzzles and tutorials in the repository.
    for dir in ["scenarios", "puzzles", "tutorials"] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
        for entry in std::fs::read_dir(&path).unwrap().flatten().filter(|e| e.path().extension().is_some_and(|x| x == "json")) {
            let v: Value = serde_json::from_str(&std::fs::read_to_string(entry.path()).unwrap()).unwrap();
            for card in v.get("cards").and_then(Value::as_array).into_iter().flatten() {
                // Read as the engine reads it: shorthand spellings in their general form.
                let mut card = card.clone();
                stackwise::cards::lowering::lower(&mut card);
                let name = card.get("name").and_then(Value::as_str).unwrap_or("?").to_string();
                // A card written as printed (its type line one string): its compiled form.
                if card.get("type").is_some_and(Value::is_string) {
                    for k in ["power", "toughness", "loyalty"] {
                        if let Some(n) = card.get(k).and_then(Value::as_i64) {
                            card[k] = Value::String(n.to_string());
                        }
                    }
                    card["layout"] = "normal".into();
                    let printed: stackwise::text::table::TableCard = serde_json::from_value(card.clone()).unwrap();
                    card = serde_json::to_value(stackwise::text::compile(&printed).unwrap_or_else(|e| panic!("{name} ({dir}): {e:?}"))).unwrap();
                }
                walk(&card, &format!("{name} ({dir})"), &mut out);
            }
        }
    }
    out
}

/// The kinds a section of docs/cards.md lists: `tag:kind` in backticks at the start of each item.
fn listed(section: &str) -> BTreeSet<String> {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/cards.md")).unwrap();
    let start = doc.find(section).unwrap_or_else(|| panic!("{section} is in docs/cards.md"));
    let rest = &doc[start..];
    let end = rest[4..].find("\n#").map(|i| i + 4).unwrap_or(rest.len());
    rest[..end]
        .lines()
        .filter(|l| l.starts_with("- `"))
        .flat_map(|l| l.split('`').skip(1).step_by(2).filter(|x| x.contains(':')).map(str::to_string).collect::<Vec<_>>())
        .collect()
}

#[test]
fn every_kind_of_the_card_form_is_used_by_two_cards_or_stands_alone_for_a_reason() {
    let used = uses();
    let alone = listed("### Kinds that stand alone");
    let single = listed("### Kinds with one card so far");
    let mut problems = Vec::new();
    let all = [("do", kinds::<Effect>("do")), ("on", kinds::<TriggerCondition>("on")), ("static", kinds::<StaticEffect>("static")), ("event", kinds::<ReplacementKind>("event"))];
    for (tag, names) in &all {
        assert!(names.len() > 5, "{tag}: {names:?}");
        for k in names {
            let who = used.get(&(tag.to_string(), k.clone()));
            let n = who.map(|s| s.len()).unwrap_or(0);
            let key = format!("{tag}:{k}");
            let listed = alone.contains(&key) || single.contains(&key);
            if n < 2 && !listed {
                problems.push(format!("{key} is used by {n} card(s) {who:?}: a one-card variant (write a second real card, fold it into a general form, or say why it stands alone)"));
            }
            if n >= 2 && listed {
                problems.push(format!("{key} is listed in docs/cards.md as alone or single, but {n} cards use it: take it off the list"));
            }
        }
    }
    for a in alone.iter().chain(&single) {
        let (tag, k) = a.split_once(':').unwrap_or(("", ""));
        if !all.iter().any(|(t, names)| *t == tag && names.iter().any(|n| n == k)) {
            problems.push(format!("{a} is listed in docs/cards.md but is no kind of the card form"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The list of kinds is read from the types: a kind that doesn't exist is refused, and known ones are found.
#[test]
fn the_kinds_are_read_from_the_card_form() {
    let effects = kinds::<Effect>("do");
    assert!(effects.iter().any(|k| k == "deal_damage") && effects.iter().any(|k| k == "choose"));
    assert!(kinds::<TriggerCondition>("on").iter().any(|k| k == "beginning_of_step"));
    assert!(!effects.iter().any(|k| k == "no such kind"));
}
