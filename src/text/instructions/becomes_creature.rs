//! "[this] becomes a 4/4 Beast creature [with flying and vigilance]" both
//! ways: an effect with no stated end (611.2a: it lasts until the permanent
//! leaves the battlefield, 400.7). Said without "in addition to its other types" or "still", the new
//! card type and creature type replace the old ones (205.1b): the Hidden and
//! Veiled enchantments stop being enchantments; the base power and
//! toughness are the numbers said (layer 7b), the keywords are added (layer 6).

use super::*;
use crate::rules::types::Keyword;

const BECOMES: &str = " becomes ";

/// What "becomes a P/T [Creature type] creature [with keywords]" says.
pub(super) struct Becomes<'a> {
    power: i32,
    toughness: i32,
    subtype: &'a str,
    keywords: Vec<Keyword>,
}

/// The changes of "becomes a P/T [Creature type] creature [with keywords]"
/// (the keywords in layer 6).
fn changes(b: &Becomes) -> Vec<Modification> {
    let mut mods = vec![Modification::SetTypes(vec![CardType::Creature]), Modification::SetCreatureType(b.subtype.to_string()), Modification::SetPowerToughness { power: Amount::Fixed(b.power), toughness: Amount::Fixed(b.toughness) }];
    mods.extend(b.keywords.iter().map(|k| Modification::AddKeyword(*k)));
    mods
}

/// "[this] becomes a 4/4 Beast creature", "it becomes a 3/2 Hound
/// creature", "... a 2/2 Gargoyle creature with flying".
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
    let keywords = if c.eat(" with ") { super::super::statics::keyword_list(c)? } else { Vec::new() };
    if c.rest().starts_with(|ch: char| ch.is_alphanumeric() || ch == ' ') {
        return None;
    }
    let modifications = changes(&Becomes { power, toughness, subtype: &subtype, keywords });
    Some(Effect::Continuous { what: ObjRef::This, modifications, duration: Duration::Indefinitely, text: String::new() })
}

/// What changes `becomes_creature` reads say.
pub(super) fn read_back(modifications: &[Modification]) -> Option<Becomes<'_>> {
    let [Modification::SetTypes(_), Modification::SetCreatureType(subtype), Modification::SetPowerToughness { power: Amount::Fixed(power), toughness: Amount::Fixed(toughness) }, rest @ ..] = modifications else { return None };
    let keywords = rest.iter().map(|m| if let Modification::AddKeyword(k) = m { Some(*k) } else { None }).collect::<Option<Vec<_>>>()?;
    let b = Becomes { power: *power, toughness: *toughness, subtype, keywords };
    (changes(&b) == modifications).then_some(b)
}

/// Write "[this] becomes a P/T [type] creature [with keywords]".
pub(super) fn write_becomes_creature(b: Becomes, w: &W) -> String {
    let with = if b.keywords.is_empty() { String::new() } else { format!(" with {}", super::super::statics::write_keyword_list(&b.keywords)) };
    format!("{}{BECOMES}a {}/{} {} creature{with}", write_this(w), b.power, b.toughness, b.subtype)
}
