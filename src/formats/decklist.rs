//! Decklists as players export them: one card per line, its count first
//! ("4 Lightning Bolt", "4x Lightning Bolt"; a bare name is one copy).
//! Blank lines, comments (`//`, `#`) and a trailing set code and collector
//! number ("(M10) 146") are ignored; a "Sideboard" line ends the deck (a
//! sideboard isn't played), as do the `SB:` lines of some exports.
//!
//! Each name is looked up in the card table (the cards first printed by the
//! rules' date): a card the engine understands is played as compiled from its
//! text; a card it doesn't yet is played from its built-in definition where
//! there is one; otherwise the line is named with the reason.

use crate::cards::def::CardDef;
use crate::cards::CardPool;
use crate::text::table::CardTable;
use crate::text::Status;
use serde::Serialize;
use std::sync::Arc;

/// The longest decklist read, in bytes.
pub const MAX_DECKLIST: usize = 64 * 1024;
/// The most copies one line may ask for.
pub const MAX_COPIES: u32 = 250;
/// The most cards a deck may hold.
pub const MAX_DECK: u32 = 500;

/// One line's card and how many.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct DeckEntry {
    pub count: u32,
    pub name: String,
    /// "understood" (compiled from its text, the card table given) or
    /// "built-in" (a card of the built-in pool, read without the table).
    pub source: String,
}

/// A decklist read: its cards, and every line that could not be used, with why.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Decklist {
    pub entries: Vec<DeckEntry>,
    /// `line N: "text": why`, one per line not used.
    pub problems: Vec<String>,
    /// Lines left out on purpose (the sideboard), counted.
    pub ignored: Vec<String>,
    #[serde(skip)]
    #[cfg_attr(test, ts(skip))]
    pub defs: Vec<(Arc<CardDef>, u32)>,
}

impl Decklist {
    pub fn total(&self) -> u32 {
        self.entries.iter().map(|e| e.count).sum()
    }
}

/// Split a line into its count and name (`None`: not a card line).
fn count_and_name(line: &str) -> Result<(u32, String), String> {
    let (head, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let digits = head.strip_suffix(['x', 'X']).unwrap_or(head);
    let (count, name) = if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
        let n: u32 = digits.parse().map_err(|_| format!("{digits} copies is too many (at most {MAX_COPIES})"))?;
        (n, rest.trim())
    } else {
        (1, line)
    };
    if count == 0 || count > MAX_COPIES {
        return Err(format!("{count} copies: a line asks for 1 to {MAX_COPIES}"));
    }
    // "Lightning Bolt (M10) 146": the set and collector number are not part of the name.
    let name = match name.rfind(" (") {
        Some(i) if name[i..].contains(')') => name[..i].trim(),
        _ => name,
    };
    if name.is_empty() {
        return Err("no card name".into());
    }
    Ok((count, name.to_string()))
}

/// The definition a name plays with (see the module notes), or why none.
pub fn resolve(table: Option<&CardTable>, pool: &CardPool, name: &str) -> Result<(Arc<CardDef>, &'static str, String), String> {
    let card = table.and_then(|t| t.find(name));
    if let Some(c) = card.filter(|c| !c.in_rules) {
        return Err(format!("{}: first printed on {} ({}), after the rules the engine implements (2011-09-30)", c.name, c.date, c.set));
    }
    if let Some(c) = card {
        match crate::text::status(c) {
            (Status::Understood, Some(def)) => return Ok((Arc::new(def), "understood", c.name.clone())),
            (st, _) => {
                if let Some(d) = pool.get(&c.name) {
                    return Ok((d, "built-in", c.name.clone()));
                }
                let why = match st {
                    Status::NotCompiled(u) => format!("not understood yet: {u}"),
                    _ => "compiled, but its rendering differs from its text: not understood yet".to_string(),
                };
                return Err(format!("{}: {why}", c.name));
            }
        }
    }
    if let Some(d) = pool.get(name).or_else(|| pool.names().find(|n| n.eq_ignore_ascii_case(name)).and_then(|n| pool.get(n))) {
        let n = d.name.clone();
        return Ok((d, "built-in", n));
    }
    Err(match table {
        Some(_) => format!("no card named '{name}' first printed by 2011-09-30"),
        None => format!("no built-in card named '{name}' (the card table is not loaded)"),
    })
}

/// Read a decklist (see the module notes).
pub fn read(text: &str, table: Option<&CardTable>, pool: &CardPool) -> Decklist {
    let mut out = Decklist::default();
    if text.len() > MAX_DECKLIST {
        out.problems.push(format!("the decklist is {} bytes long, over the limit of {MAX_DECKLIST}", text.len()));
        return out;
    }
    let mut sideboard = false;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with("//") || line.starts_with('#') {
            continue;
        }
        let lower = line.to_lowercase();
        if lower.trim_end_matches(':') == "sideboard" {
            sideboard = true;
            continue;
        }
        if lower == "deck" || lower == "main" || lower == "maindeck" || lower == "mainboard" {
            continue;
        }
        if sideboard || lower.starts_with("sb:") {
            out.ignored.push(format!("line {}: \"{line}\": sideboard", i + 1));
            continue;
        }
        let shown: String = line.chars().take(80).collect();
        let (count, name) = match count_and_name(line) {
            Ok(x) => x,
            Err(e) => {
                out.problems.push(format!("line {}: \"{shown}\": {e}", i + 1));
                continue;
            }
        };
        match resolve(table, pool, &name) {
            Ok((def, source, name)) => {
                if out.total() + count > MAX_DECK {
                    out.problems.push(format!("line {}: \"{shown}\": the deck would hold more than {MAX_DECK} cards", i + 1));
                    continue;
                }
                out.entries.push(DeckEntry { count, name, source: source.into() });
                out.defs.push((def, count));
            }
            Err(e) => out.problems.push(format!("line {}: \"{shown}\": {e}", i + 1)),
        }
    }
    out
}

/// Two or more decklists read for a game: each player's name and cards, or
/// every problem, each naming its deck ("deckA", "deckB", ...) and line.
pub fn decks_for_game(lists: &[(&str, &str)], table: Option<&CardTable>, pool: &CardPool) -> Result<Vec<(String, Vec<(Arc<CardDef>, u32)>)>, String> {
    let mut errs = Vec::new();
    let mut decks = Vec::new();
    for (i, (name, text)) in lists.iter().enumerate() {
        let which = format!("deck{}", char::from(b'A' + (i as u8).min(25)));
        let name = name.trim();
        if name.is_empty() || name.chars().count() > 40 {
            errs.push(format!("{which}: the player's name must be 1 to 40 characters"));
        }
        let d = read(text, table, pool);
        errs.extend(d.problems.iter().map(|p| format!("{which}: {p}")));
        if d.entries.is_empty() && d.problems.is_empty() {
            errs.push(format!("{which}: no card to play with"));
        }
        decks.push((name.to_string(), d.defs));
    }
    if errs.is_empty() {
        Ok(decks)
    } else {
        Err(errs.join("\n"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_names_and_set_codes_are_read() {
        assert_eq!(count_and_name("4 Lightning Bolt").unwrap(), (4, "Lightning Bolt".into()));
        assert_eq!(count_and_name("4x Lightning Bolt").unwrap(), (4, "Lightning Bolt".into()));
        assert_eq!(count_and_name("Lightning Bolt").unwrap(), (1, "Lightning Bolt".into()));
        assert_eq!(count_and_name("2 Lightning Bolt (M10) 146").unwrap(), (2, "Lightning Bolt".into()));
        assert!(count_and_name("0 Lightning Bolt").is_err());
        assert!(count_and_name("99999999999999 Lightning Bolt").is_err());
        assert!(count_and_name("4").is_err());
    }

    #[test]
    fn without_the_table_built_in_cards_are_found_and_others_named() {
        let pool = crate::cards::builtin();
        let d = read("4 grizzly bears\n\n// a comment\n2 Not A Card\nSideboard\n3 Shock", None, pool);
        assert_eq!(d.entries, vec![DeckEntry { count: 4, name: "Grizzly Bears".into(), source: "built-in".into() }]);
        assert_eq!(d.problems.len(), 1);
        assert!(d.problems[0].starts_with("line 4: \"2 Not A Card\""), "{:?}", d.problems);
        assert_eq!(d.ignored.len(), 1);
        assert_eq!(d.defs[0].1, 4);
    }
}
