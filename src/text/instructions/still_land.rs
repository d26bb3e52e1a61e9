//! "Target land becomes a 2/2 green creature that's still a land." and
//! "... a 3/3 artifact creature that's still a land." both ways: with no
//! stated end, the land is a creature for as long as it stays on the
//! battlefield (611.2a, 400.7). It keeps its card types and subtypes, as
//! "still a land" says (205.1b): creature (and artifact) are added in layer
//! 4, the colour said replaces its colours in layer 5, and its base power
//! and toughness are the numbers said in layer 7b. (With "until end of
//! turn" the same words are read by `characteristics`.)

use super::*;
use crate::rules::types::{Color, ColorSet};

const STILL_A_LAND: &str = " creature that's still a land";

/// What "becomes a P/T [colour] [artifact] creature that's still a land" says.
struct StillLand {
    power: i32,
    toughness: i32,
    color: Option<Color>,
    artifact: bool,
}

fn changes(l: &StillLand) -> Vec<Modification> {
    let mut mods = if l.artifact { vec![Modification::AddType(CardType::Artifact)] } else { Vec::new() };
    mods.push(Modification::AddType(CardType::Creature));
    mods.push(Modification::SetPowerToughness { power: Amount::Fixed(l.power), toughness: Amount::Fixed(l.toughness) });
    mods.extend(l.color.map(|c| Modification::SetColors(ColorSet::single(c))));
    mods
}

/// "[object] becomes a P/T [colour] [artifact] creature that's still a
/// land", with nothing after.
pub(super) fn becomes_still_land(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let what = c.attempt(|c| one_permanent(c, ctx, s, true))?;
    if !(c.eat(" becomes a ") || c.eat(" becomes an ")) {
        return None;
    }
    let power = i32::try_from(c.number()?).ok()?;
    if !c.eat("/") {
        return None;
    }
    let toughness = i32::try_from(c.number()?).ok()?;
    let color = Color::ALL.into_iter().find(|col| c.attempt(|c| (c.eat(" ") && c.eat(super::super::words::color_word(*col))).then_some(())).is_some());
    let artifact = c.eat(" artifact");
    if !c.eat(STILL_A_LAND) || c.rest().starts_with(|ch: char| ch.is_alphanumeric() || ch == ' ') {
        return None;
    }
    let modifications = changes(&StillLand { power, toughness, color, artifact });
    Some(Effect::Continuous { what, modifications, duration: Duration::Indefinitely, text: String::new() })
}

/// What `becomes_still_land` reads, back from its changes.
fn read_back(modifications: &[Modification]) -> Option<StillLand> {
    let artifact = modifications.first() == Some(&Modification::AddType(CardType::Artifact));
    let rest = if artifact { &modifications[1..] } else { modifications };
    let [Modification::AddType(CardType::Creature), Modification::SetPowerToughness { power: Amount::Fixed(power), toughness: Amount::Fixed(toughness) }, more @ ..] = rest else { return None };
    let color = match more {
        [] => None,
        [Modification::SetColors(set)] => {
            let colors: Vec<Color> = Color::ALL.into_iter().filter(|c| set.contains(*c)).collect();
            Some(*colors.first().filter(|_| colors.len() == 1)?)
        }
        _ => return None,
    };
    Some(StillLand { power: *power, toughness: *toughness, color, artifact })
}

/// Is this the change `becomes_still_land` reads?
pub(super) fn is_still_land(modifications: &[Modification]) -> bool {
    read_back(modifications).is_some()
}

/// Write "[object] becomes a P/T [colour] [artifact] creature that's still a land".
pub(super) fn write_becomes_still_land(what: &ObjRef, modifications: &[Modification], w: &W) -> Result<String, String> {
    let l = read_back(modifications).ok_or("a land that becomes a creature")?;
    let pt = format!("{}/{}", l.power, l.toughness);
    let color = l.color.map(|c| format!(" {}", super::super::words::color_word(c))).unwrap_or_default();
    let artifact = if l.artifact { " artifact" } else { "" };
    Ok(format!("{} becomes {} {pt}{color}{artifact}{STILL_A_LAND}", write_object(what, w)?, super::super::words::article(&pt)))
}
