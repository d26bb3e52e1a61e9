//! Rules text, both ways: the compiler reads a card's printed rules text
//! into the card form (`compile`), and the renderer writes any card form
//! back as rules text (`render`) from the form alone, never from a stored
//! text. A card is *understood* when the rendering of its compiled form is
//! its printed text after one normalization (`normalize`: reminder text
//! dropped, spaces and empty lines tidied); *compiled* when it compiles but
//! renders differently (or has a part the renderer can't write yet); *not
//! compiled* with the phrase where reading stopped (`Unread`).
//!
//! Both directions are written family by family (keywords, mana abilities,
//! ...), each family's reader and writer side by side in one file, so a
//! phrase is read and written by the same few lines.

pub mod abilities;
pub mod amounts;
pub mod characteristics;
pub mod compile;
pub mod conditions;
pub mod coverage;
pub mod custom;
pub mod damaged_by;
pub mod evasion;
pub mod faces;
pub mod instead_lines;
pub mod cursor;
pub mod instructions;
pub mod keywords;
pub mod land_types;
pub mod levels;
pub mod nouns;
pub mod otherwise_statics;
pub mod own_move;
pub mod players;
pub mod render;
pub mod replacements;
pub mod short_names;
pub mod skips;
pub mod state_triggers;
pub mod statics;
pub mod table;
pub mod triggers;
pub mod untargetable;
pub mod words;

pub use compile::{compile, Unread};
pub use render::render;

use crate::cards::def::CardDef;
use table::TableCard;

/// [`normalize`] for the text of the card named `name`: where the card's
/// full name has a parenthesis in it ("Copycat (test card)"), the text's
/// mentions of that full name are the card naming itself, not reminder text,
/// and stay whole.
pub fn normalize_named(text: &str, name: &str) -> String {
    const MARK: char = '\u{E000}';
    if !name.contains(['(', ')']) || text.contains(MARK) || !text.contains(name) {
        return normalize(text);
    }
    normalize(&text.replace(name, &MARK.to_string())).replace(MARK, name)
}

/// The one normalization before printed text and rendering are compared:
/// reminder text (in parentheses) dropped (with the space before it where a
/// period or comma follows it), runs of spaces made one, spaces at the ends
/// of lines and empty lines dropped.
pub fn normalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut depth = 0usize;
    let mut after_reminder = false;
    for ch in text.chars() {
        match ch {
            '(' => depth += 1,
            ')' if depth > 0 => {
                depth -= 1;
                after_reminder = depth == 0;
            }
            _ if depth == 0 => {
                // "... mana pool (in addition to ...)." drops the space before the reminder too.
                if after_reminder && matches!(ch, '.' | ',') && out.ends_with(' ') {
                    out.pop();
                }
                after_reminder = false;
                out.push(ch);
            }
            _ => {}
        }
    }
    out.lines()
        .map(|l| l.split(' ').filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// How far the engine understands a card.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// The rendering of the compiled form is the printed text.
    Understood,
    /// Compiled, but the rendering differs (or a part can't be written yet).
    Compiled { rendered: Result<String, String>, expected: String },
    /// A phrase could not be read.
    NotCompiled(Unread),
}

impl Status {
    pub fn label(&self) -> &'static str {
        match self {
            Status::Understood => "understood",
            Status::Compiled { .. } => "compiled",
            Status::NotCompiled(_) => "not compiled",
        }
    }
}

/// Compile a table card and compare its rendering with its text.
pub fn status(card: &TableCard) -> (Status, Option<CardDef>) {
    match compile(card) {
        Err(u) => (Status::NotCompiled(u), None),
        Ok(def) => {
            let expected = normalize_named(&card.text, &card.name);
            // An entry for one face of a double-faced card is compared with that face.
            let rendered = render(faces::face_of(&def, &card.name));
            if rendered.as_deref() == Ok(expected.as_str()) {
                (Status::Understood, Some(def))
            } else {
                (Status::Compiled { rendered, expected }, Some(def))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalization_drops_reminder_text_and_tidies_spaces() {
        assert_eq!(normalize("Flying  (This creature can't be blocked except by creatures with flying or reach.)\n\n Trample "), "Flying\nTrample");
        assert_eq!(normalize("({T}: Add {G} to your mana pool.)"), "");
        assert_eq!(normalize("adds {G} to his or her mana pool (in addition to the mana the land produces)."), "adds {G} to his or her mana pool.");
    }
}
