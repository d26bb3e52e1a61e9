//! Cards with two faces or halves, read whole (711 double-faced cards, 709
//! flip cards, 708 split cards). The table
//! has one entry per face, each naming both (`TableCard::names`, the front
//! face first) and each given the other's entry as the table is read
//! (`TableCard::faces`). Either entry compiles to the same card form: the
//! front face's, with the back face's own form in `back` (a flip card's
//! flipped half in `flip`). Each face is read
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

/// The two faces' forms, the front first, from either entry; this
/// entry's own face is read first, so that an unread line is its own.
fn both_faces(card: &TableCard, what: &str) -> Result<(CardDef, CardDef), Unread> {
    let [front_name, back_name] = card.names.as_slice() else { return Err(card_error(&format!("a {what} card names two faces"))) };
    let entry = |name: &str| if card.name == name { Some(card) } else { card.faces.iter().find(|f| f.name == name) };
    let (Some(front), Some(back)) = (entry(front_name), entry(back_name)) else {
        return Err(card_error(&format!("the other face of a {what} card is not in the table")));
    };
    let (mine, other) = if card.name == *front_name { (front, back) } else { (back, front) };
    let mine_def = compile(&face_alone(mine))?;
    let other_def = compile(&face_alone(other)).map_err(|_| card_error(&format!("the other face of a {what} card is not read yet")))?;
    Ok(if card.name == *front_name { (mine_def, other_def) } else { (other_def, mine_def) })
}

fn is_spell(d: &CardDef) -> bool {
    d.has_type(CardType::Instant) || d.has_type(CardType::Sorcery)
}

/// A double-faced card from either of its entries.
pub fn compile_double_faced(card: &TableCard) -> Result<CardDef, Unread> {
    let (mut front, back) = both_faces(card, "double-faced")?;
    // 711.6: a face that is an instant or sorcery can't be transformed into;
    // a card whose front face is one can't be cast to put its back face up.
    if is_spell(&front) || is_spell(&back) {
        return Err(card_error("a double-faced card with an instant or sorcery face"));
    }
    front.back = Some(Box::new(back));
    Ok(front)
}

/// A flip card from either of its entries: the flipped half keeps the
/// card's mana cost and colour (709.1c).
pub fn compile_flip(card: &TableCard) -> Result<CardDef, Unread> {
    let (mut normal, mut flipped) = both_faces(card, "flip")?;
    if is_spell(&normal) || is_spell(&flipped) {
        return Err(card_error("a flip card with an instant or sorcery half"));
    }
    flipped.mana_cost = normal.mana_cost.clone();
    flipped.colors = normal.colors;
    normal.flip = Some(Box::new(flipped));
    Ok(normal)
}

/// A split card from either of its entries (708.1): the first half's form
/// with the second half's in `split`. Each half is an instant or sorcery
/// read as a card of its own; the card compiles only when both halves are
/// understood (each renders as its printed text), so an entry's status
/// stands for the whole card.
pub fn compile_split(card: &TableCard) -> Result<CardDef, Unread> {
    let (mut first, second) = both_faces(card, "split")?;
    for half in [&first, &second] {
        if !is_spell(half) || half.spell.as_ref().is_some_and(|s| !s.modes.is_empty()) {
            return Err(card_error("a split card's half that is not an instant or sorcery without modes"));
        }
    }
    let other = if card.name == first.name { &second } else { &first };
    let printed = card.faces.iter().find(|f| f.name == other.name).map(|f| super::normalize(&f.text)).unwrap_or_default();
    if super::render(other).as_deref() != Ok(printed.as_str()) {
        return Err(card_error("the other half of a split card is not understood yet"));
    }
    first.split = Some(Box::new(second));
    Ok(first)
}

/// The face of the card form an entry named `name` stands for: the card
/// itself, its back face, its flipped half, or a split card's second half.
pub fn face_of<'a>(def: &'a CardDef, name: &str) -> &'a CardDef {
    match (&def.back, &def.flip, &def.split) {
        _ if def.name == name => def,
        (Some(b), _, _) if b.name == name => b,
        (_, Some(f), _) if f.name == name => f,
        (_, _, Some(s)) if s.name == name => s,
        _ => def,
    }
}
