//! Cards with two faces, read whole (711 double-faced cards). The table
//! has one entry per face, each naming both (`TableCard::names`, the front
//! face first) and each given the other's entry as the table is read
//! (`TableCard::faces`). Either entry compiles to the same card form: the
//! front face's, with the back face's own form in `back`. Each face is read
//! and written as a card of its own; the card compiles only when both do.
//! `face_of` picks the face an entry stands for, the one its text is
//! compared with.

use super::compile::{compile, Unread};
use super::table::TableCard;
use crate::cards::def::CardDef;
use crate::rules::types::CardType;

fn card_error(why: &str) -> Unread {
    Unread { line: 0, column: 0, phrase: String::new(), why: why.to_string() }
}

/// One face as a card of its own.
fn face_alone(entry: &TableCard) -> TableCard {
    TableCard { layout: "normal".into(), names: Vec::new(), faces: Vec::new(), ..entry.clone() }
}

/// A double-faced card from either of its entries.
pub fn compile_double_faced(card: &TableCard) -> Result<CardDef, Unread> {
    let [front_name, back_name] = card.names.as_slice() else { return Err(card_error("a double-faced card names two faces")) };
    let entry = |name: &str| if card.name == name { Some(card) } else { card.faces.iter().find(|f| f.name == name) };
    let (Some(front), Some(back)) = (entry(front_name), entry(back_name)) else {
        return Err(card_error("the other face of a double-faced card is not in the table"));
    };
    // This entry's own face first, so that an unread line is its own.
    let (mine, other) = if card.name == *front_name { (front, back) } else { (back, front) };
    let mine_def = compile(&face_alone(mine))?;
    let other_def = compile(&face_alone(other)).map_err(|_| card_error("the other face of a double-faced card is not read yet"))?;
    let (mut front_def, back_def) = if card.name == *front_name { (mine_def, other_def) } else { (other_def, mine_def) };
    // 711.6: a face that is an instant or sorcery can't be transformed into;
    // a card whose front face is one can't be cast to put its back face up.
    let is_spell = |d: &CardDef| d.has_type(CardType::Instant) || d.has_type(CardType::Sorcery);
    if is_spell(&front_def) || is_spell(&back_def) {
        return Err(card_error("a double-faced card with an instant or sorcery face"));
    }
    front_def.back = Some(Box::new(back_def));
    Ok(front_def)
}

/// The face of the card form an entry named `name` stands for: the card
/// itself, or its back face.
pub fn face_of<'a>(def: &'a CardDef, name: &str) -> &'a CardDef {
    match &def.back {
        Some(b) if b.name == name && def.name != name => b,
        _ => def,
    }
}
