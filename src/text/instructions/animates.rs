//! "[this] becomes a 2/2 Beast artifact creature [with flying] until end of
//! turn" and a land's "[this] becomes a 3/3 green Ape creature with trample
//! until end of turn. It's still a land." both ways, with a colour or two before the creature type ("a 5/5
//! black Horror artifact creature"). An effect that makes an object an
//! "artifact creature" lets it keep its other card types and subtypes
//! (205.1b): the card types artifact and creature and the creature type are
//! added (layer 4), the colours replace the
//! old ones (layer 5), the keywords are added (layer 6), and the base power
//! and toughness are the numbers said (layer 7b), until the cleanup step
//! (514.2). A land may add "It's still a land." (kept as a wording); a land
//! that becomes a creature, not an artifact creature, keeps its types only
//! because it says so, and is read only then.

use super::*;
use crate::rules::types::{Color, ColorSet, Keyword};

const UNTIL_EOT: &str = " until end of turn";
const STILL_A_LAND: &str = ". It's still a land";
/// The wording bit of "... until end of turn. It's still a land."
const STILL_A_LAND_WORDING: u16 = 1;
const UNTIL_EOT_FIRST: &str = "until end of turn, ";
/// The wording bit of "Until end of turn, [this] becomes ...".
const DURATION_FIRST_WORDING: u16 = 2;

/// What "becomes a P/T [colours] [Creature types] [artifact] creature [with keywords]" says.
struct Animated {
    power: i32,
    toughness: i32,
    colors: Vec<Color>,
    subtypes: Vec<String>,
    /// "artifact creature" (else a land's "creature ... It's still a land").
    artifact: bool,
    keywords: Vec<Keyword>,
}

fn changes(a: &Animated) -> Vec<Modification> {
    let mut mods = if a.artifact { vec![Modification::AddType(CardType::Artifact)] } else { Vec::new() };
    mods.push(Modification::AddType(CardType::Creature));
    mods.extend(a.subtypes.iter().map(|t| Modification::AddSubtype(t.clone())));
    mods.push(Modification::SetPowerToughness { power: Amount::Fixed(a.power), toughness: Amount::Fixed(a.toughness) });
    if !a.colors.is_empty() {
        let mut set = ColorSet::empty();
        for c in &a.colors {
            set.insert(*c);
        }
        mods.push(Modification::SetColors(set));
    }
    mods.extend(a.keywords.iter().map(|k| Modification::AddKeyword(*k)));
    mods
}

/// "white", "white and blue": one colour, or two joined by "and".
fn colors(c: &mut Cursor) -> Vec<Color> {
    let one = |c: &mut Cursor| Color::ALL.into_iter().find(|col| c.attempt(|c| (c.eat(super::super::words::color_word(*col)) && c.eat(" ")).then_some(())).is_some());
    let Some(first) = one(c) else { return Vec::new() };
    match c.attempt(|c| if c.eat("and ") { one(c) } else { None }) {
        Some(second) => vec![first, second],
        None => vec![first],
    }
}

/// Two colours in their printed order: the first is the one the other
/// follows one or two steps later around white, blue, black, red, green
/// ("green and blue", "green and white", "white and black").
fn pair_order(colors: &[Color]) -> Vec<Color> {
    let at = |c: Color| Color::ALL.iter().position(|x| *x == c).unwrap_or(0);
    match colors {
        [a, b] if (at(*b) + 5 - at(*a)) % 5 > 2 => vec![*b, *a],
        _ => colors.to_vec(),
    }
}

/// "[this] becomes a 2/2 Beast artifact creature [with keywords] until end of
/// turn", or "Until end of turn, [this] becomes ...".
pub(super) fn becomes_artifact_creature(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    // "Until end of turn, [this] becomes ...": the duration said first.
    let first = c.eat_sentence_start(UNTIL_EOT_FIRST);
    if !(this(c, ctx, s) && c.eat(" becomes ") && (c.eat("a ") || c.eat("an "))) {
        return None;
    }
    let power = i32::try_from(c.number()?).ok()?;
    if !c.eat("/") {
        return None;
    }
    let toughness = i32::try_from(c.number()?).ok()?;
    if !c.eat(" ") {
        return None;
    }
    let colors = colors(c);
    let mut subtypes = Vec::new();
    while let Some(t) = c.attempt(|c| {
        let t: String = c.rest().chars().take_while(|ch| ch.is_ascii_alphabetic() || *ch == '-').collect();
        (crate::rules::choices::CREATURE_TYPES.contains(&t.as_str()) && c.eat(&t) && c.eat(" ")).then_some(t)
    }) {
        subtypes.push(t);
    }
    let artifact = c.eat("artifact ");
    if subtypes.is_empty() || !c.eat("creature") {
        return None;
    }
    let keywords = if c.eat(" with ") { super::super::statics::keyword_list(c)? } else { Vec::new() };
    if first {
        add_alt(s, s.effects.len(), DURATION_FIRST_WORDING);
    } else if !c.eat(UNTIL_EOT) {
        return None;
    }
    // A land says that it keeps being one: an artifact creature would anyway
    // (205.1b), a creature only because it says so.
    if ctx.kinds.0.contains(&CardType::Land) && c.eat(STILL_A_LAND) {
        add_alt(s, s.effects.len(), STILL_A_LAND_WORDING);
    } else if !artifact {
        return None;
    }
    if c.rest().starts_with(|ch: char| ch.is_alphanumeric() || ch == ' ') {
        return None;
    }
    let modifications = changes(&Animated { power, toughness, colors, subtypes, artifact, keywords });
    Some(Effect::Continuous { what: ObjRef::This, modifications, duration: Duration::EndOfTurn, text: String::new() })
}

/// What `becomes_artifact_creature` reads, back from its changes.
fn read_back(modifications: &[Modification]) -> Option<Animated> {
    let artifact = modifications.first() == Some(&Modification::AddType(CardType::Artifact));
    let rest = if artifact { &modifications[1..] } else { modifications };
    let [Modification::AddType(CardType::Creature), rest @ ..] = rest else { return None };
    let n = rest.iter().take_while(|m| matches!(m, Modification::AddSubtype(_))).count();
    let subtypes: Vec<String> = rest[..n].iter().filter_map(|m| if let Modification::AddSubtype(t) = m { Some(t.clone()) } else { None }).collect();
    let [Modification::SetPowerToughness { power: Amount::Fixed(power), toughness: Amount::Fixed(toughness) }, rest @ ..] = &rest[n..] else { return None };
    let (colors, rest) = match rest {
        [Modification::SetColors(set), more @ ..] => (Color::ALL.into_iter().filter(|c| set.contains(*c)).collect(), more),
        _ => (Vec::new(), rest),
    };
    let keywords = rest.iter().map(|m| if let Modification::AddKeyword(k) = m { Some(*k) } else { None }).collect::<Option<Vec<_>>>()?;
    let a = Animated { power: *power, toughness: *toughness, colors, subtypes, artifact, keywords };
    let known = !a.subtypes.is_empty() && a.subtypes.iter().all(|t| crate::rules::choices::CREATURE_TYPES.contains(&t.as_str()));
    (a.colors.len() <= 2 && known && changes(&a) == modifications).then_some(a)
}

/// Is this the change `becomes_artifact_creature` reads?
pub(super) fn is_animation(modifications: &[Modification]) -> bool {
    read_back(modifications).is_some()
}

/// Write "[this] becomes a P/T [colours] [type] artifact creature [with keywords] until end of turn".
pub(super) fn write_becomes_artifact_creature(modifications: &[Modification], w: &W) -> Result<String, String> {
    let a = read_back(modifications).ok_or("an artifact creature")?;
    let colors: Vec<&str> = pair_order(&a.colors).iter().map(|c| super::super::words::color_word(*c)).collect();
    let colors = if colors.is_empty() { String::new() } else { format!("{} ", colors.join(" and ")) };
    let with = if a.keywords.is_empty() { String::new() } else { format!(" with {}", super::super::statics::write_keyword_list(&a.keywords)) };
    let pt = format!("{}/{}", a.power, a.toughness);
    // Read only with it, a land creature (not an artifact one) always says it.
    let still = if w.alt & STILL_A_LAND_WORDING != 0 || !a.artifact { STILL_A_LAND } else { "" };
    let kind = if a.artifact { "artifact creature" } else { "creature" };
    let (first, after) = if w.alt & DURATION_FIRST_WORDING != 0 { (UNTIL_EOT_FIRST, "") } else { ("", UNTIL_EOT) };
    Ok(format!("{first}{} becomes {} {pt} {colors}{} {kind}{with}{after}{still}", write_this(w), super::super::words::article(&pt), a.subtypes.join(" ")))
}
