//! "[this] becomes a 4/4 Beast creature" both ways: an effect with no
//! stated end (611.2a: it lasts until the permanent leaves the battlefield,
//! 400.7). Said without "in addition to its other types" or "still", the new
//! card type and creature type replace the old ones (205.1b): the Hidden and
//! Veiled enchantments stop being enchantments; the base power and
//! toughness are the numbers said (layer 7b).

use super::*;

const BECOMES: &str = " becomes ";

/// The changes of "becomes a P/T [Creature type] creature".
fn changes(power: i32, toughness: i32, subtype: &str) -> Vec<Modification> {
    vec![Modification::SetTypes(vec![CardType::Creature]), Modification::SetCreatureType(subtype.to_string()), Modification::SetPowerToughness { power: Amount::Fixed(power), toughness: Amount::Fixed(toughness) }]
}

/// "[this] becomes a 4/4 Beast creature", "it becomes a 3/2 Hound creature".
pub(super) fn becomes_creature(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !(this(c, ctx, s) && c.eat(BECOMES) && (c.eat("a ") || c.eat("an "))) {
        return None;
    }
    let power = i32::try_from(c.number()?).ok()?;
    if !c.eat("/") {
        return None;
    }
    let toughness = i32::try_from(c.number()?).ok()?;
    let subtype: String = c.rest().strip_prefix(' ')?.chars().take_while(|ch| ch.is_ascii_alphabetic() || *ch == '-').collect();
    if !crate::rules::choices::CREATURE_TYPES.contains(&subtype.as_str()) || !(c.eat(" ") && c.eat(&subtype) && c.eat(" creature")) {
        return None;
    }
    if c.rest().starts_with(|ch: char| ch.is_alphanumeric() || ch == ' ') {
        return None;
    }
    Some(Effect::Continuous { what: ObjRef::This, modifications: changes(power, toughness, &subtype), duration: Duration::Indefinitely, text: String::new() })
}

/// The power, toughness and creature type of changes `becomes_creature` reads.
pub(super) fn read_back(modifications: &[Modification]) -> Option<(i32, i32, &str)> {
    let [Modification::SetTypes(_), Modification::SetCreatureType(subtype), Modification::SetPowerToughness { power: Amount::Fixed(p), toughness: Amount::Fixed(t) }] = modifications else { return None };
    (*modifications == changes(*p, *t, subtype)).then_some((*p, *t, subtype.as_str()))
}

/// Write "[this] becomes a P/T [type] creature".
pub(super) fn write_becomes_creature((p, t, subtype): (i32, i32, &str), w: &W) -> String {
    format!("{}{BECOMES}a {p}/{t} {subtype} creature", write_this(w))
}
