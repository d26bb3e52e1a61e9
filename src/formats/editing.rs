//! What the board editor asks of the engine: is this
//! custom card usable, does this scenario build, the text of a built-in
//! scenario, and a Forge puzzle file as a scenario. The editor only writes
//! scenario JSON; every question of the form "is it legal, does it build" is
//! answered here by the ordinary parsers and checks (the card format's
//! `CardDef::validate`, `scenario::parse_value` and `Scenario::build`), so
//! that the page and the CLI (`stackwise check`) say the same thing.
//!
//! Every answer names its place: a JSON syntax error its line and column, a
//! wrong field its path (`power: expected a whole number ...`,
//! `players[0].hand[1]: unknown card 'Grizly Bears'`).

use super::json_path;
use super::pzl;
use super::scenario;
use crate::cards::def::CardDef;
use crate::rules::limits;
use serde::Serialize;

/// The longest custom card text read, in bytes (a card of the pool is about 1 KB).
pub const MAX_CARD_TEXT: usize = 64 * 1024;

/// A JSON syntax error, with where it is (`line 3, column 7: ...`).
fn syntax(e: &serde_json::Error) -> String {
    let raw = e.to_string();
    let raw = match raw.rfind(" at line ") {
        Some(i) => raw[..i].to_string(),
        None => raw,
    };
    format!("line {}, column {}: not valid JSON: {raw}", e.line(), e.column())
}

/// The problems of one custom card written in the card format (docs/cards.md),
/// as the text of one JSON object; empty when the card is usable. A syntax
/// error names its line and column; a field of the wrong shape names its path;
/// then every problem `CardDef::validate` finds (a creature without power and
/// toughness, a spell without its `spell` section, a number over its limit...).
pub fn validate_card(text: &str) -> Vec<String> {
    if text.len() > MAX_CARD_TEXT {
        return vec![format!("the card is {} bytes long, over the limit of {MAX_CARD_TEXT} (editing::MAX_CARD_TEXT)", text.len())];
    }
    let v: serde_json::Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return vec![syntax(&e)],
    };
    if !v.is_object() {
        return vec!["(top level): expected one card, an object with at least \"name\" and \"types\"".into()];
    }
    if let Some(m) = v.as_object().filter(|m| crate::text::custom::is_text_card(m)) {
        return check_text_card(m).problems;
    }
    let d: CardDef = match json_path::from_value_at(&v, "") {
        Ok(d) => d,
        Err(e) => return vec![e],
    };
    d.validate()
}

/// Where a card's text stopped being read: its line (1-based, of the text
/// with reminder text and empty lines dropped), column (0-based, in
/// characters) and the phrase from there to the end of its sentence.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct UnreadAt {
    pub line: usize,
    pub column: usize,
    pub phrase: String,
    /// That line (of the normalized text), for showing where in it reading stopped.
    pub line_text: String,
}

/// A card written as rules text, checked as the editor types it.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct TextCardCheck {
    /// "understood", "compiled" (reads back differently) or "not compiled".
    pub status: String,
    /// Empty when the card is usable; otherwise each problem naming its field.
    pub problems: Vec<String>,
    /// Where reading stopped, when it did in the text.
    pub unread: Option<UnreadAt>,
    /// The engine's own writing of what it read (when it read the card).
    pub rendered: Option<String>,
}

/// Check a card written as text (`text::custom`): compiled, and written back.
pub fn check_text_card(m: &serde_json::Map<String, serde_json::Value>) -> TextCardCheck {
    use crate::text::custom::{compile_text_card, TextCard, TextProblem};
    let card: TextCard = match crate::json::from_value(serde_json::Value::Object(m.clone())) {
        Ok(c) => c,
        Err(e) => return TextCardCheck { status: "not compiled".into(), problems: vec![format!("{e} (a card written as text has name, mana_cost, type, text, power, toughness, loyalty, colors)")], ..Default::default() },
    };
    match compile_text_card(&card) {
        Ok(def) => {
            let mut problems: Vec<String> = def.validate();
            if def.name.trim().is_empty() {
                problems.push("name: a card needs a name".into());
            }
            let rendered = crate::text::render(&def).ok();
            TextCardCheck { status: "understood".into(), problems, unread: None, rendered }
        }
        Err(TextProblem::Unread(u)) if u.line == 0 => TextCardCheck { status: "not compiled".into(), problems: vec![u.why], ..Default::default() },
        Err(TextProblem::Unread(u)) => {
            let problems = vec![format!("text: {u}")];
            let line_text = crate::text::normalize_named(&card.text, &card.name).lines().nth(u.line - 1).unwrap_or_default().to_string();
            TextCardCheck { status: "not compiled".into(), problems, unread: Some(UnreadAt { line: u.line, column: u.column, phrase: u.phrase, line_text }), rendered: None }
        }
        Err(p @ TextProblem::ReadsBack { .. }) => {
            let rendered = match &p {
                TextProblem::ReadsBack { rendered: Ok(r), .. } => Some(r.clone()),
                _ => None,
            };
            TextCardCheck { status: "compiled".into(), problems: vec![format!("text: {p}")], unread: None, rendered }
        }
    }
}

/// A card written as rules text (the JSON of one object with `type`, `text`...), checked.
pub fn check_card_text(text: &str) -> TextCardCheck {
    let fail = |p: String| TextCardCheck { status: "not compiled".into(), problems: vec![p], ..Default::default() };
    if text.len() > MAX_CARD_TEXT {
        return fail(format!("the card is {} bytes long, over the limit of {MAX_CARD_TEXT} (editing::MAX_CARD_TEXT)", text.len()));
    }
    match serde_json::from_str::<serde_json::Value>(text) {
        Err(e) => fail(syntax(&e)),
        Ok(serde_json::Value::Object(m)) if crate::text::custom::is_text_card(&m) => check_text_card(&m),
        Ok(_) => fail("(top level): expected one card written as text, an object with \"name\", \"type\" and \"text\"".into()),
    }
}

/// The problems of a scenario's text (docs/scenarios.md), each naming its
/// field; empty when the scenario builds into a game. This is what
/// `stackwise check` does: the ordinary parser (shape mistakes stop at the
/// first; the script's actions are all checked) and then the build (card
/// names, labels, player indexes, limits: every problem at once).
pub fn check_scenario(text: &str) -> Vec<String> {
    if text.len() > limits::MAX_SCENARIO_BYTES {
        return vec![format!("the scenario is {} bytes long, over the limit of {} (limits::MAX_SCENARIO_BYTES)", text.len(), limits::MAX_SCENARIO_BYTES)];
    }
    let v: serde_json::Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return vec![syntax(&e)],
    };
    let s = match scenario::parse_value(&v) {
        Ok(s) => s,
        Err(errs) => return errs,
    };
    match s.build() {
        Ok(_) => Vec::new(),
        Err(errs) => errs,
    }
}

/// The JSON text of the built-in scenario `id` (the ids of `session::builtin_scenarios`),
/// as it is kept: the editor starts from it.
pub fn scenario_text(id: &str) -> Result<&'static str, String> {
    crate::library::text(crate::library::Kind::Scenario, id).map_err(|e| format!("id: {e}"))
}

/// A Forge puzzle imported for the page: the scenario as JSON text, and each
/// thing that could not be brought over (`pzl::Import::not_brought`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PzlImport {
    /// The scenario (docs/scenarios.md), pretty-printed JSON.
    pub scenario: String,
    /// What could not be brought over, one line each (`line N: what and why`).
    pub notes: Vec<String>,
}

/// A Forge `.pzl` file's text as a scenario (`pzl::import`, bounded by
/// `pzl::MAX_PZL_BYTES`). Refused, naming the problem, when the file is
/// malformed, when no card could be brought over (nothing usable), or when the
/// scenario made does not build.
pub fn import_pzl(text: &str, table: Option<&crate::text::table::CardTable>) -> Result<PzlImport, String> {
    let imp = match table {
        Some(t) => pzl::import_with_table(text, t)?,
        None => pzl::import(text)?,
    };
    if imp.cards == 0 {
        let why = if imp.not_brought.is_empty() { String::new() } else { format!(": {}", imp.not_brought.join("; ")) };
        return Err(format!("no card could be brought over, nothing usable{why}"));
    }
    if let Err(errs) = imp.scenario.build() {
        return Err(format!("the imported scenario is not valid: {}", errs.join("; ")));
    }
    let scenario = imp.scenario_text()?;
    Ok(PzlImport { scenario, notes: imp.not_brought })
}
