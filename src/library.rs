//! The built-in library: the scenarios of `scenarios/`, the puzzles of
//! `puzzles/`, the tutorials of `tutorials/` (each as its JSON text, in
//! file-name order) and the printed text of the built-in cards (those named
//! in `src/cards/from_text.txt`, taken from the card table). build.rs writes
//! it as one JSON file; native builds embed that file, while the wasm is
//! given it by the page (`Stackwise.setLibrary`, from `pkg/library.json`), so
//! the data is not part of the wasm the page downloads.

use crate::cards::CardPool;
use crate::text::table::{CardTable, TableCard};
use serde::Deserialize;
use std::sync::OnceLock;

/// The library as build.rs writes it. Its texts are read as the files they
/// come from are: each when asked for, with the errors of its own format.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Library {
    /// (id, JSON text) of each scenario, puzzle and tutorial.
    scenarios: Vec<(String, String)>,
    puzzles: Vec<(String, String)>,
    tutorials: Vec<(String, String)>,
    /// The names of the built-in cards.
    pool: Vec<String>,
    /// Their card table entries, with the other faces or halves of those
    /// with two (the compiler reads them together).
    cards: Vec<TableCard>,
    /// The built-in cards, compiled from `cards` as games first ask for them.
    #[serde(skip)]
    card_pool: OnceLock<CardPool>,
}

/// The kinds of entries, as the errors name them.
#[derive(Clone, Copy, Debug)]
pub enum Kind {
    Scenario,
    Puzzle,
    Tutorial,
}

impl Library {
    /// Read the library's JSON (as build.rs writes it).
    pub fn parse(json: &str) -> Result<Library, String> {
        crate::json::read_text(json).map_err(|e| format!("library: {e}"))
    }

    /// (id, JSON text) of every entry of a kind, in file-name order.
    pub fn entries(&self, kind: Kind) -> impl Iterator<Item = (&str, &str)> {
        let list = match kind {
            Kind::Scenario => &self.scenarios,
            Kind::Puzzle => &self.puzzles,
            Kind::Tutorial => &self.tutorials,
        };
        list.iter().map(|(i, t)| (i.as_str(), t.as_str()))
    }

    /// The JSON text of entry `id`; the error lists the ids there are.
    pub fn text(&self, kind: Kind, id: &str) -> Result<&str, String> {
        self.entries(kind).find(|(i, _)| *i == id).map(|(_, t)| t).ok_or_else(|| {
            let what = match kind {
                Kind::Scenario => "scenario",
                Kind::Puzzle => "puzzle",
                Kind::Tutorial => "tutorial",
            };
            let ids: Vec<&str> = self.entries(kind).map(|(i, _)| i).collect();
            if ids.is_empty() && self.pool.is_empty() {
                format!("no built-in {what} '{id}' (the built-in library is not loaded)")
            } else {
                format!("no built-in {what} '{id}' (there are: {})", ids.join(", "))
            }
        })
    }

    /// The built-in cards (each compiled from its text when first asked for).
    pub fn card_pool(&self) -> &CardPool {
        self.card_pool.get_or_init(|| {
            let mut table = CardTable { cards: self.cards.clone(), ..CardTable::default() };
            table.link_faces();
            CardPool::from_table(table.cards.into_iter().filter(|c| self.pool.contains(&c.name)))
        })
    }
}

/// The library of a native build: the file build.rs wrote, embedded.
#[cfg(not(target_arch = "wasm32"))]
fn loaded() -> Option<&'static Library> {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    const TEXT: &str = include_str!(concat!(env!("OUT_DIR"), "/library.json"));
    Some(LIBRARY.get_or_init(|| Library::parse(TEXT).unwrap_or_else(|e| panic!("the embedded library is invalid: {e}"))))
}

#[cfg(target_arch = "wasm32")]
static GIVEN: OnceLock<Library> = OnceLock::new();

/// The library the page gave (`install`), if it did.
#[cfg(target_arch = "wasm32")]
fn loaded() -> Option<&'static Library> {
    GIVEN.get()
}

/// Give a wasm build its library (the page's `pkg/library.json`): true when
/// it was taken; the error naming what is wrong when the text is not a
/// library (nothing changes then). Once given, the library stays: a second
/// call changes nothing and returns false.
#[cfg(target_arch = "wasm32")]
pub fn install(json: &str) -> Result<bool, String> {
    let lib = Library::parse(json)?;
    Ok(GIVEN.set(lib).is_ok())
}

/// Whether the library is there (always, natively).
pub fn is_loaded() -> bool {
    loaded().is_some()
}

/// The library; an empty one in a wasm build the page has not given one yet.
pub fn get() -> &'static Library {
    static EMPTY: OnceLock<Library> = OnceLock::new();
    loaded().unwrap_or_else(|| EMPTY.get_or_init(Library::default))
}

/// The JSON text of built-in entry `id` of a kind; the error lists the ids.
pub fn text(kind: Kind, id: &str) -> Result<&'static str, String> {
    get().text(kind, id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_that_is_not_a_library_is_refused_naming_the_problem() {
        assert!(Library::parse("{").unwrap_err().starts_with("library: "));
        let e = Library::parse(r#"{"scenarios": [], "puzzles": [], "tutorials": [], "pool": [], "cards": [], "extra": 1}"#).unwrap_err();
        assert!(e.contains("extra"), "{e}");
        let e = Library::parse(r#"{"scenarios": [["a"]], "puzzles": [], "tutorials": [], "pool": [], "cards": []}"#).unwrap_err();
        assert!(e.contains("expected a tuple of size 2 at line 1 column 20"), "{e}");
    }

    #[test]
    fn an_empty_library_says_it_is_not_loaded_and_one_with_entries_lists_them() {
        let empty = Library::default();
        assert_eq!(empty.text(Kind::Tutorial, "x").unwrap_err(), "no built-in tutorial 'x' (the built-in library is not loaded)");
        assert!(empty.card_pool().get("Forest").is_none());
        let lib = Library::parse(r#"{"scenarios": [["a", "{}"], ["b", "[]"]], "puzzles": [], "tutorials": [], "pool": ["Forest"], "cards": [{"name": "Forest", "type": "Basic Land — Forest", "layout": "normal"}]}"#).unwrap();
        assert_eq!(lib.text(Kind::Scenario, "b"), Ok("[]"));
        assert_eq!(lib.text(Kind::Scenario, "c").unwrap_err(), "no built-in scenario 'c' (there are: a, b)");
        assert_eq!(lib.text(Kind::Puzzle, "a").unwrap_err(), "no built-in puzzle 'a' (there are: )");
        assert!(lib.card_pool().get("Forest").is_some());
    }

    #[test]
    fn the_native_library_holds_every_file() {
        for (dir, kind) in [("scenarios", Kind::Scenario), ("puzzles", Kind::Puzzle), ("tutorials", Kind::Tutorial)] {
            let files = std::fs::read_dir(dir).unwrap().filter(|e| e.as_ref().unwrap().path().extension().is_some_and(|x| x == "json")).count();
            assert_eq!(get().entries(kind).count(), files, "{dir}");
        }
    }
}
