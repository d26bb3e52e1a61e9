//! Card form → English: the rules text of any card form, written from the
//! form alone (the `text` fields the form carries for the event log are
//! never read). The card's parts (each keyword, each ability, each
//! instruction of a spell) are written one by one and put in the order
//! cards usually print them (`keywords::Place`); keywords without a
//! parameter share a line, as do a spell's instructions. Where the card is
//! printed otherwise, its `text_layout` says the order and the line breaks.
//! A part of the form no writer knows yet is an error naming it, never a
//! line left out.

use super::abilities::write_ability;
use super::instructions;
use super::keywords::{self, Place};
use crate::cards::def::CardDef;

/// Which part of the card form a written part stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UnitKey {
    /// `keywords[i]`
    Keyword(usize),
    /// A keyword field with a cost or a number, by its name.
    Field(&'static str),
    Soulshift(usize),
    Landcycling(usize),
    EntersTapped,
    Enchant,
    /// `abilities[i]`
    Ability(usize),
    /// The spell ability's `effects[i]`
    Instruction(usize),
}

/// How a part shares a line with the parts after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Join {
    /// A keyword without a parameter: such keywords share a line, after commas.
    Keyword,
    /// A keyword with a cost or a number: alone on its line unless the layout says otherwise.
    ParamKeyword,
    /// A spell's instruction: its sentences share a line.
    Sentence,
    /// An ability: alone on its line.
    Alone,
}

/// One written part.
#[derive(Clone, Debug)]
pub struct Unit {
    pub key: UnitKey,
    pub place: Place,
    /// As it would begin a line (capitalized).
    pub text: String,
    pub join: Join,
}

/// The card's parts, written, in the usual order.
pub fn units(def: &CardDef) -> Result<Vec<Unit>, String> {
    let CardDef {
        name,
        mana_cost: _,
        colors: _,
        supertypes: _,
        types: _,
        subtypes: _,
        text: _,
        power: _,
        toughness: _,
        loyalty: _,
        keywords: _,
        spell,
        enchant,
        abilities,
        enters_with_counters,
        enters_as_copy,
        as_enters_choose,
        enters_tapped,
        cycling: _,
        landcycling: _,
        evoke: _,
        flashback: _,
        madness: _,
        kicker: _,
        multikicker: _,
        additional_cost,
        alternative_cost,
        suspend: _,
        morph,
        buyback: _,
        cumulative_upkeep: _,
        echo: _,
        bushido: _,
        vanishing: _,
        rampage: _,
        fading: _,
        modular: _,
        soulshift: _,
        annihilator: _,
        battle_cry: _,
        bloodthirst: _,
        unearth: _,
        level_up,
        entwine: _,
        graft: _,
        text_layout: _,
    } = def;
    let unwritten = [
        ("enters_with_counters", !enters_with_counters.is_empty()),
        ("enters_as_copy", enters_as_copy.is_some()),
        ("as_enters_choose", !as_enters_choose.is_empty()),
        ("additional_cost", additional_cost.is_some()),
        ("alternative_cost", alternative_cost.is_some()),
        ("morph", morph.is_some()),
        ("level_up", level_up.is_some()),
    ];
    if let Some((field, _)) = unwritten.iter().find(|(_, set)| *set) {
        return Err(format!("the field '{field}'"));
    }
    let mut out = Vec::new();
    keywords::write_units(def, &mut out);
    if let Some(t) = enchant {
        out.push(Unit { key: UnitKey::Enchant, place: Place::Enchant, text: super::statics::write_enchant(t)?, join: Join::Alone });
    }
    if *enters_tapped {
        out.push(Unit { key: UnitKey::EntersTapped, place: Place::Enchant, text: format!("{name} enters the battlefield tapped."), join: Join::Alone });
    }
    if let Some(s) = spell {
        if !s.modes.is_empty() || s.divide.is_some() {
            return Err("a modal spell or divided damage".into());
        }
        for (i, text) in instructions::write_each(&s.effects, &s.targets, name)?.into_iter().enumerate() {
            out.push(Unit { key: UnitKey::Instruction(i), place: Place::Abilities, text, join: Join::Sentence });
        }
    }
    for (i, a) in abilities.iter().enumerate() {
        out.push(Unit { key: UnitKey::Ability(i), place: Place::Abilities, text: write_ability(a, def)?, join: Join::Alone });
    }
    out.sort_by_key(|u| u.place);
    Ok(out)
}

/// The usual line breaks of parts in this order: keywords without a
/// parameter share a line, so do a spell's instructions; the rest stand alone.
pub fn usual_lines(units: &[&Unit]) -> Vec<u32> {
    let mut lines: Vec<u32> = Vec::new();
    for (i, u) in units.iter().enumerate() {
        let shares = i > 0 && u.join == units[i - 1].join && matches!(u.join, Join::Keyword | Join::Sentence);
        match lines.last_mut() {
            Some(n) if shares => *n += 1,
            _ => lines.push(1),
        }
    }
    lines
}

/// One printed line of parts: keywords after commas (in lower case after
/// the first), sentences after spaces.
fn join_line(parts: &[&Unit]) -> String {
    let mut s = String::new();
    for (i, u) in parts.iter().enumerate() {
        if i == 0 {
            s.push_str(&u.text);
        } else if matches!(parts[0].join, Join::Keyword | Join::ParamKeyword) {
            s.push_str(", ");
            s.push_str(&lower_first(&u.text));
        } else {
            s.push(' ');
            s.push_str(&u.text);
        }
    }
    s
}

fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_lowercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The rules text of a card form, or the first part that can't be written yet.
pub fn render(def: &CardDef) -> Result<String, String> {
    let units = units(def)?;
    let layout = def.text_layout.clone().unwrap_or_default();
    let ordered: Vec<&Unit> = if layout.order.is_empty() {
        units.iter().collect()
    } else {
        if layout.order.len() != units.len() {
            return Err(format!("text_layout.order lists {} parts; the card has {}", layout.order.len(), units.len()));
        }
        layout.order.iter().map(|i| units.get(*i as usize).ok_or_else(|| format!("text_layout.order has no part {i}"))).collect::<Result<_, _>>()?
    };
    let lines = if layout.lines.is_empty() { usual_lines(&ordered) } else { layout.lines.clone() };
    if lines.iter().map(|n| *n as usize).sum::<usize>() != ordered.len() {
        return Err(format!("text_layout.lines adds up to {}; the card has {} parts", lines.iter().map(|n| *n as u64).sum::<u64>(), ordered.len()));
    }
    let mut out = Vec::new();
    let mut at = 0;
    for n in lines {
        out.push(join_line(&ordered[at..at + n as usize]));
        at += n as usize;
    }
    Ok(out.join("\n"))
}
