//! The card table (`text::table`) as the page and the CLI offer it: search
//! results with each card's status, and a card of the table as it goes into
//! a scenario (written as its text, `text::custom`, so the scenario carries it).

use crate::cards::CardPool;
use crate::text::custom::{Printed, TextCard};
use crate::text::table::{CardTable, TableCard};
use crate::text::Status;
use serde::Serialize;

/// A card of the table as a search lists it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct TableCardView {
    pub name: String,
    pub mana_cost: Option<String>,
    #[serde(rename = "type")]
    #[cfg_attr(test, ts(rename = "type"))]
    pub type_line: String,
    /// The printed text (reminder text included), to show as text.
    pub text: String,
    pub power: Option<String>,
    pub toughness: Option<String>,
    pub loyalty: Option<String>,
    /// The set of its first printing, and that printing's date.
    pub set: String,
    pub date: String,
    /// "understood", "compiled" or "not compiled" (docs/coverage.md).
    pub status: String,
    /// Why it isn't understood: the unread phrase with its line and column, or the difference.
    pub problem: Option<String>,
    /// The engine's writing of the compiled form, when it has one.
    pub rendered: Option<String>,
    /// Can it be played: understood, or written by hand among the built-in cards.
    pub playable: bool,
    /// Its definition is the built-in, hand-written one (it isn't understood from its text yet).
    pub builtin: bool,
    /// The card as a scenario carries it (its printed text), when understood.
    #[cfg_attr(test, ts(type = "unknown"))]
    pub card: Option<TextCard>,
}

/// The printed form of a table card, as a scenario's `cards` holds it.
pub fn text_card_of(c: &TableCard) -> TextCard {
    TextCard {
        name: c.name.clone(),
        mana_cost: c.mana_cost.clone(),
        type_line: c.type_line.clone(),
        text: c.text.clone(),
        power: c.power.clone().map(Printed::Text),
        toughness: c.toughness.clone().map(Printed::Text),
        loyalty: c.loyalty.clone().map(Printed::Text),
        colors: c.colors.clone(),
    }
}

/// One card with its status (compiled now: a card takes microseconds).
pub fn view(c: &TableCard, pool: &CardPool) -> TableCardView {
    let (status, def) = crate::text::status(c);
    let (problem, rendered) = match &status {
        Status::Understood => (None, def.as_ref().and_then(|d| crate::text::render(d).ok())),
        Status::Compiled { rendered, .. } => (Some(format!("compiled, but written back as: {}", rendered.clone().unwrap_or_else(|e| e).replace('\n', " / "))), rendered.clone().ok()),
        Status::NotCompiled(u) => (Some(u.to_string()), None),
    };
    let understood = status == Status::Understood;
    let builtin = !understood && pool.get(&c.name).is_some();
    TableCardView {
        name: c.name.clone(),
        mana_cost: c.mana_cost.clone(),
        type_line: c.type_line.clone(),
        text: c.text.clone(),
        power: c.power.clone(),
        toughness: c.toughness.clone(),
        loyalty: c.loyalty.clone(),
        set: c.set.clone(),
        date: c.date.clone(),
        status: status.label().into(),
        problem,
        rendered,
        playable: understood || builtin,
        builtin,
        card: understood.then(|| text_card_of(c)),
    }
}

/// The cards matching `query` (`CardTable::search`), each with its status;
/// `playable_only` keeps the cards that can be played.
pub fn search(table: &CardTable, pool: &CardPool, query: &str, limit: usize, playable_only: bool) -> Vec<TableCardView> {
    let limit = limit.min(crate::text::table::MAX_RESULTS);
    // Each card is compiled only as the list gets to it.
    table.search(query, usize::MAX).into_iter().map(|c| view(c, pool)).filter(|v| v.playable || !playable_only).take(limit).collect()
}
