//! "Spend this mana only ..." (106.6), both ways: the sentence after an
//! instruction that adds mana, naming the spells ("to cast artifact spells",
//! "to cast a creature spell") and the abilities ("or activate abilities of
//! artifacts", "or activate an ability of an Elemental") the mana may pay
//! for. Said in the singular or the plural (a wording bit); the form is a
//! `SpendOnly` instruction after the mana.

use super::*;

const SPEND_ONLY: &str = "Spend this mana only ";
/// The wording bit of the singular: "a creature spell", "an ability of an Elemental".
const SINGULAR: u16 = 1;
const SPELL: Option<(&str, &str)> = Some(("spell", "spells"));

/// After an instruction that adds mana: "Spend this mana only to cast ... [or activate ...]".
pub(super) fn spend_only(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    if !s.effects.last().is_some_and(Effect::adds_mana) || !c.eat(SPEND_ONLY) {
        return None;
    }
    let singular = c.rest().starts_with("to cast a ") || c.rest().starts_with("to cast an ") || c.rest().starts_with("to activate an ability");
    let number = if singular { Number::One } else { Number::Many };
    let spells = if c.eat("to cast ") {
        if singular && !(c.eat("a ") || c.eat("an ")) {
            return None;
        }
        Some(nouns::read(c, number, SPELL)?)
    } else {
        None
    };
    let verb = if spells.is_some() { " or activate " } else { "to activate " };
    let abilities = c.attempt(|c| {
        if !c.eat(verb) {
            return None;
        }
        if singular {
            (c.eat("an ability of a ") || c.eat("an ability of an ")).then(|| nouns::read(c, Number::One, None))?
        } else {
            c.eat("abilities of ").then(|| nouns::read(c, Number::Many, None))?
        }
    });
    if spells.is_none() && abilities.is_none() {
        return None;
    }
    if singular {
        add_alt(s, s.effects.len(), SINGULAR);
    }
    Some(Effect::SpendOnly { only: SpendOnly { spells: spells.map(Into::into), abilities: abilities.map(Into::into) } })
}

pub(super) fn write_spend_only(only: &SpendOnly, w: &W) -> Result<String, String> {
    let singular = w.alt & SINGULAR != 0;
    let number = if singular { Number::One } else { Number::Many };
    let spells = match &only.spells {
        Some(f) if singular => {
            let noun = nouns::write(f, number, SPELL)?;
            Some(format!("to cast {} {noun}", super::super::words::article(&noun)))
        }
        Some(f) => Some(format!("to cast {}", nouns::write(f, number, SPELL)?)),
        None => None,
    };
    let abilities = match &only.abilities {
        Some(f) if singular => {
            let noun = nouns::write(f, number, None)?;
            Some(format!("activate an ability of {} {noun}", super::super::words::article(&noun)))
        }
        Some(f) => Some(format!("activate abilities of {}", nouns::write(f, number, None)?)),
        None => None,
    };
    let words = match (spells, abilities) {
        (Some(s), Some(a)) => format!("{s} or {a}"),
        (Some(s), None) => s,
        (None, Some(a)) => format!("to {a}"),
        (None, None) => return Err("mana restricted to nothing".into()),
    };
    Ok(format!("{SPEND_ONLY}{words}"))
}
