//! Level bands of leveler cards, both ways (710 leveler cards; 702.86 level
//! up). After its "Level up [cost]" line a leveler prints bands:
//!
//! ```text
//! LEVEL 1-3          LEVEL 4+
//! 4/4                6/6
//!                    Trample
//! ```
//!
//! Each band is a static ability (710.2): while the permanent has at least
//! the lower number of level counters and at most the upper one (no upper
//! one for "N+"), it has that base power and toughness (layer 7b) and the
//! abilities printed in the band (layer 6). In the card form a band is an
//! `Ability::Static` whose condition counts the level counters on the
//! permanent and whose effect is a continuous effect on the permanent
//! itself: `set_power_toughness` first, then `add_keyword` and `add_ability`
//! for the band's lines. The rules layer plays it as any conditional static
//! ability (611.3a, rules::static_conditions). A band's lines are read and
//! written as the lines of a card of their own.

use super::abilities::{self, Part};
use super::compile::{Context, Unread};
use super::cursor::Cursor;
use crate::cards::def::{Ability, Affects, Amount, CardDef, Condition, DynamicAmount, Modification, ObjRef, StaticEffect};

/// The most level counters a band may name (printed bands stop at 12).
const MAX_LEVEL: u32 = 1000;

/// Where the bands begin among the normalized lines of a leveler (the
/// first line that is a band's heading); the number of lines when none is.
pub fn first_band(lines: &[&str]) -> usize {
    lines.iter().position(|l| heading(l).is_some()).unwrap_or(lines.len())
}

/// "LEVEL 1-3" → (1, Some(3)); "LEVEL 4+" → (4, None).
fn heading(line: &str) -> Option<(u32, Option<u32>)> {
    let mut c = Cursor::new(line);
    if !c.eat("LEVEL ") {
        return None;
    }
    let low = c.number()?;
    let high = if c.eat("+") {
        None
    } else if c.eat("-") {
        Some(c.number()?)
    } else {
        return None;
    };
    (c.at_end() && low <= MAX_LEVEL && high.is_none_or(|h| h >= low && h <= MAX_LEVEL)).then_some((low, high))
}

/// "4/4" → (4, 4).
fn power_toughness(line: &str) -> Option<(i32, i32)> {
    let (p, t) = line.split_once('/')?;
    let num = |s: &str| if !s.is_empty() && s.len() < 4 && s.bytes().all(|b| b.is_ascii_digit()) { s.parse::<i32>().ok() } else { None };
    Some((num(p)?, num(t)?))
}

fn level_count() -> Amount {
    Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind: "level".into() })
}

/// The condition of a band: at least `low` level counters and, with a
/// `high`, not `high + 1` or more.
fn band_condition(low: u32, high: Option<u32>) -> Condition {
    let at_least = |n: u32| Condition::AtLeast { amount: level_count(), count: n as i32 };
    match high {
        None => at_least(low),
        Some(h) => Condition::All { of: vec![at_least(low), Condition::Not { of: Box::new(at_least(h + 1)) }] },
    }
}

/// The numbers of a band's condition, if it is one.
fn band_range(cond: &Condition) -> Option<(u32, Option<u32>)> {
    let count = |c: &Condition| match c {
        Condition::AtLeast { amount, count } if *amount == level_count() && *count >= 0 => Some(*count as u32),
        _ => None,
    };
    match cond {
        Condition::All { of } => match of.as_slice() {
            [low, Condition::Not { of: high }] => {
                let (low, high) = (count(low)?, count(high)?);
                (high > low).then(|| (low, Some(high - 1)))
            }
            _ => None,
        },
        c => count(c).map(|low| (low, None)),
    }
}

/// Read the bands: `lines` from the first heading to the end of the text,
/// `first` the 0-based number of the first of them among the card's lines.
pub fn read_bands(lines: &[&str], first: usize, ctx: &Context) -> Result<Vec<Ability>, Unread> {
    let mut bands = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let at = |n: usize, why: &str| Unread { line: first + n + 1, column: 0, phrase: lines.get(n).copied().unwrap_or("").to_string(), why: why.to_string() };
        let (low, high) = heading(lines[i]).ok_or_else(|| at(i, "a level band's heading (LEVEL N-M or LEVEL N+)"))?;
        let (power, toughness) = lines.get(i + 1).and_then(|l| power_toughness(l)).ok_or_else(|| at(i + 1, "a level band's power and toughness"))?;
        let end = (i + 2..lines.len()).find(|j| heading(lines[*j]).is_some()).unwrap_or(lines.len());
        let mut own = CardDef { name: ctx.name.to_string(), types: ctx.kinds.0.clone(), subtypes: ctx.kinds.1.clone(), ..CardDef::default() };
        for j in i + 2..end {
            let mut c = Cursor::new(lines[j]);
            let part = abilities::read_line(&mut c, ctx).ok_or_else(|| Unread { line: first + j + 1, ..super::compile::unread_at(lines[j], first + j + 1, c.furthest) })?;
            match part {
                Part::Keywords(items) if items.iter().all(|k| matches!(k, super::keywords::KeywordItem::Simple(_))) => {
                    for k in items {
                        super::keywords::apply(&mut own, k).map_err(|why| at(j, &why))?;
                    }
                }
                Part::Ability(a, _) => own.abilities.push(*a),
                _ => return Err(at(j, "a line a level band can't give (only keywords and abilities)")),
            }
        }
        super::compile::name_parts(&mut own);
        let mut modifications = vec![Modification::SetPowerToughness { power: Amount::Fixed(power), toughness: Amount::Fixed(toughness) }];
        modifications.extend(own.keywords.into_iter().map(Modification::AddKeyword));
        modifications.extend(own.abilities.into_iter().map(|a| Modification::AddAbility(Box::new(a))));
        bands.push(Ability::Static { effect: StaticEffect::Continuous { affects: Affects::This, modifications }, condition: Some(band_condition(low, high)), text: String::new() });
        i = end;
    }
    Ok(bands)
}

/// A leveler's band written back ("LEVEL 1-3\n4/4\nTrample"); None if the
/// card has no level up or the ability is not a band.
pub fn write_band(def: &CardDef, a: &Ability) -> Option<Result<String, String>> {
    def.level_up.as_ref()?;
    let Ability::Static { effect: StaticEffect::Continuous { affects: Affects::This, modifications }, condition: Some(cond), .. } = a else { return None };
    let (low, high) = band_range(cond)?;
    let [Modification::SetPowerToughness { power: Amount::Fixed(p), toughness: Amount::Fixed(t) }, rest @ ..] = modifications.as_slice() else { return None };
    let mut own = CardDef { name: def.name.clone(), types: def.types.clone(), subtypes: def.subtypes.clone(), ..CardDef::default() };
    for m in rest {
        match m {
            Modification::AddKeyword(k) => own.keywords.push(*k),
            Modification::AddAbility(g) => own.abilities.push((**g).clone()),
            _ => return None,
        }
    }
    let heading = match high {
        Some(h) => format!("LEVEL {low}-{h}"),
        None => format!("LEVEL {low}+"),
    };
    let mut text = format!("{heading}\n{p}/{t}");
    if !rest.is_empty() {
        match super::render(&own) {
            Ok(lines) => {
                text.push('\n');
                text.push_str(&lines);
            }
            Err(e) => return Some(Err(e)),
        }
    }
    Some(Ok(text))
}
