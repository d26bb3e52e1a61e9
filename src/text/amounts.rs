//! Power and toughness changes, both ways: "+2/+2", "-3/-0", "+X/+X", and
//! "+1/+1 for each [something counted]" (608.2h: counted as the effect
//! begins, or continuously by a static ability): cards in your hand or
//! graveyard, permanents you control, permanents on the battlefield.

use super::compile::Context;
use super::cursor::Cursor;
use super::nouns::{self, Number};
use crate::cards::def::*;

fn signed_digits(c: &mut Cursor) -> Option<(bool, Option<u32>)> {
    let neg = if c.eat("+") {
        false
    } else if c.eat("-") {
        true
    } else {
        return None;
    };
    if c.eat("X") {
        return Some((neg, None));
    }
    Some((neg, Some(c.number()?)))
}

/// "[n] for each [counted]" after an amount's noun ("3 life for each
/// artifact you control"): the amount times the count.
pub fn read_for_each(c: &mut Cursor, n: Amount, this: &str) -> Amount {
    let Amount::Fixed(k) = n else { return n };
    match c.attempt(|c| if c.eat(" for each ") { counted(c, this) } else { None }) {
        None => n,
        Some(d) if k == 1 => Amount::Dynamic(d),
        Some(d) => Amount::Dynamic(DynamicAmount::Times { factor: k, of: Box::new(Amount::Dynamic(d)) }),
    }
}

/// An amount and the words "for each ..." it needs after its noun: the
/// number written, and the count if any.
pub fn split_for_each(a: &Amount, this: &str) -> Option<(Amount, Option<String>)> {
    match a {
        Amount::Fixed(_) | Amount::Dynamic(DynamicAmount::X | DynamicAmount::ThatMuch) => Some((a.clone(), None)),
        Amount::Dynamic(DynamicAmount::Times { factor, of }) if *factor > 0 => match &**of {
            Amount::Dynamic(d) => write_counted(d, this).ok().map(|w| (Amount::Fixed(*factor), Some(format!(" for each {w}")))),
            _ => None,
        },
        Amount::Dynamic(d) => write_counted(d, this).ok().map(|w| (Amount::Fixed(1), Some(format!(" for each {w}")))),
    }
}

/// "the number of [cards in your hand / creatures you control / creature
/// cards in your graveyard / Forests on the battlefield / ... in all graveyards]".
pub fn read_number_of(c: &mut Cursor) -> Option<DynamicAmount> {
    if !c.eat("the number of ") {
        return None;
    }
    if c.eat("cards in your hand") {
        return Some(DynamicAmount::CardsInHand { player: PlayerRef::You });
    }
    // Multikicker (702.32c): "the number of times it was kicked".
    if c.eat("times it was kicked") {
        return Some(DynamicAmount::TimesKicked);
    }
    if c.eat(BASIC_LAND_TYPES) {
        return Some(DynamicAmount::BasicLandTypes);
    }
    if c.eat(CREATURES_DIED) {
        return Some(DynamicAmount::CreaturesDiedThisTurn);
    }
    if let Some(d) = c.attempt(type_died) {
        return Some(d);
    }
    if let Some(d) = c.attempt(named_in_graveyards) {
        return Some(d);
    }
    if let Some(d) = c.attempt(|c| {
        let f = nouns::read(c, Number::Many, Some(("card", "cards")))?;
        if f.controller.is_some() {
            return None;
        }
        let whose = if c.eat(" in your graveyard") {
            Some(Relation::You)
        } else if c.eat(" in all graveyards") {
            None
        } else {
            return None;
        };
        Some(DynamicAmount::CardsIn { zone: ZoneName::Graveyard, filter: f.into(), whose })
    }) {
        return Some(d);
    }
    let f = nouns::read(c, Number::Many, None)?;
    if !placed(&f) && !c.eat(" on the battlefield") {
        return None;
    }
    Some(DynamicAmount::Permanents { filter: f.into() })
}

/// Do the nouns of a count of permanents say where they are without "on the
/// battlefield": permanents someone controls, or creatures in combat
/// ("the number of attacking creatures": attacking and blocking creatures
/// are on the battlefield, 506.4).
fn placed(f: &FilterSpec) -> bool {
    f.controller.is_some() || f.controlled_by.is_some() || f.attacking || f.blocking || f.in_combat
}

const NAMED: &str = "cards named ";
const IN_ALL_GRAVEYARDS: &str = " in all graveyards";

/// "[the number of] cards named [a name] in all graveyards": the cards of
/// that name in every graveyard (the name is what precedes "in all
/// graveyards").
fn named_in_graveyards(c: &mut Cursor) -> Option<DynamicAmount> {
    if !c.eat(NAMED) {
        return None;
    }
    let rest = c.rest();
    let len = rest.find(IN_ALL_GRAVEYARDS).filter(|n| *n > 0 && !rest[..*n].contains(['.', ','].as_slice()))?;
    let name = rest[..len].to_string();
    c.pos += len + IN_ALL_GRAVEYARDS.len();
    let filter = FilterSpec { name: Some(name), ..FilterSpec::default() };
    Some(DynamicAmount::CardsIn { zone: ZoneName::Graveyard, filter: filter.into(), whose: None })
}

/// The name of a "cards named ..." count: a filter that names a card and
/// nothing else.
fn named_only(filter: &Filter) -> Option<&str> {
    let name = filter.name.as_deref()?;
    (**filter == FilterSpec { name: Some(name.to_string()), ..FilterSpec::default() }).then_some(name)
}

/// What the ability word "Domain" counts (207.2c): after "for each", and
/// in the plural after "the number of".
const BASIC_LAND_TYPE: &str = "basic land type among lands you control";
const BASIC_LAND_TYPES: &str = "basic land types among lands you control";
/// What died this turn (700.4): after "for each", and in the plural after "the number of".
const CREATURE_DIED: &str = "creature that died this turn";
const CREATURES_DIED: &str = "creatures that died this turn";
/// After a creature type whose plural is the same word ("Zubera").
const TYPE_DIED: &str = " that died this turn";

/// "[Zubera] that died this turn": the creature type as printed, read the
/// same after "for each" and "the number of".
fn type_died(c: &mut Cursor) -> Option<DynamicAmount> {
    let subtype = nouns::creature_type_word(c)?;
    c.eat(TYPE_DIED).then_some(DynamicAmount::TypeDiedThisTurn { subtype })
}

pub fn write_number_of(d: &DynamicAmount) -> Result<String, String> {
    Ok(match d {
        DynamicAmount::BasicLandTypes => format!("the number of {BASIC_LAND_TYPES}"),
        DynamicAmount::CreaturesDiedThisTurn => format!("the number of {CREATURES_DIED}"),
        DynamicAmount::TypeDiedThisTurn { subtype } => format!("the number of {subtype}{TYPE_DIED}"),
        DynamicAmount::CardsInHand { player: PlayerRef::You } => "the number of cards in your hand".into(),
        DynamicAmount::TimesKicked => "the number of times it was kicked".into(),
        DynamicAmount::CardsIn { zone: ZoneName::Graveyard, filter, whose: None } if named_only(filter).is_some() => {
            format!("the number of {NAMED}{}{IN_ALL_GRAVEYARDS}", named_only(filter).unwrap_or_default())
        }
        DynamicAmount::CardsIn { zone: ZoneName::Graveyard, filter, whose } => {
            let noun = nouns::write(filter, Number::Many, Some(("card", "cards")))?;
            let place = match whose {
                Some(Relation::You) => "your graveyard",
                None => "all graveyards",
                Some(Relation::Opponent) => return Err("cards in opponents' graveyards".into()),
            };
            format!("the number of {noun} in {place}")
        }
        DynamicAmount::Permanents { filter } => {
            let noun = nouns::write(filter, Number::Many, None)?;
            if !placed(filter) {
                format!("the number of {noun} on the battlefield")
            } else {
                format!("the number of {noun}")
            }
        }
        other => return Err(format!("the count {other:?}")),
    })
}

/// The characteristics a count may read of one object, and their words.
type OfObject = (&'static str, fn(ObjRef) -> DynamicAmount);
const OF_OBJECT: &[OfObject] = &[
    ("power", |what| DynamicAmount::PowerOf { what }),
    ("toughness", |what| DynamicAmount::ToughnessOf { what }),
    ("converted mana cost", |what| DynamicAmount::ManaValueOf { what }),
];

/// A number the game counts as the instruction is followed (608.2h), as
/// "equal to [count]" and ", where X is [count]" say it: "the number of
/// ...", "the number of [kind] counters on [this]", "your life total", and
/// "its / [this]'s / that creature's / the sacrificed creature's power,
/// toughness or converted mana cost", "the life lost / damage dealt this
/// way" by the instruction `before`. `it`: what "its" names here.
pub fn read_count(c: &mut Cursor, ctx: &Context, it: Option<&ObjRef>, before: Option<&Effect>) -> Option<DynamicAmount> {
    if let Some(d) = c.attempt(difference) {
        return Some(d);
    }
    if let Some(d) = c.attempt(plus) {
        return Some(d);
    }
    if let Some(d) = c.attempt(highest_mana_value) {
        return Some(d);
    }
    if let Some(d) = c.attempt(read_number_of) {
        return Some(d);
    }
    // "twice the number of ...": the count doubled.
    if let Some(d) = c.attempt(|c| if c.eat("twice ") { read_number_of(c) } else { None }) {
        return Some(DynamicAmount::Times { factor: 2, of: Box::new(Amount::Dynamic(d)) });
    }
    if c.eat("your life total") {
        return Some(DynamicAmount::LifeOf { player: PlayerRef::You });
    }
    // What the instruction before did, as it happened (after prevention and replacement).
    if (matches!(before, Some(Effect::LoseLife { .. })) && c.eat("the life lost this way")) || (matches!(before, Some(Effect::DealDamage { .. })) && c.eat("the damage dealt this way")) {
        return Some(DynamicAmount::ThisWay);
    }
    // The cards the instruction before revealed from a hand (608.2h: counted as it happened).
    if matches!(before, Some(Effect::RevealFromHand { .. })) && c.eat(REVEALED_THIS_WAY) {
        return Some(DynamicAmount::ThatMany);
    }
    // "the number of [kind] counters on [this]", or "on it" where "it" is the source.
    let on_this = |c: &mut Cursor| ctx.eat_name(c) || (it == Some(&ObjRef::This) && c.eat("it"));
    if let Some(kind) = c.attempt(|c| if c.eat("the number of ") { super::instructions::counter_kind(c).filter(|_| c.eat(" counters on ") && on_this(c)) } else { None }) {
        return Some(DynamicAmount::CountersOn { what: ObjRef::This, kind });
    }
    let what = if c.eat("its ") {
        it?.clone()
    } else if one_card_moved(before) && c.eat("that card's ") {
        // The card the instruction before revealed (701.14) or moved.
        ObjRef::Moved
    } else if one_creature_sacrificed(before) && c.eat("that creature's ") {
        // The creature the instruction before had sacrificed, as it last was (608.2h, 112.7a).
        ObjRef::Moved
    } else if c.eat("that creature's ") && ctx.that_creature.get() {
        ObjRef::TriggerObject
    } else if (ctx.is_spell || ctx.sacrifice_cost.get()) && c.eat("the sacrificed creature's ") {
        // What was sacrificed to pay the spell's additional cost (117.8), or
        // the ability's cost (602.2b).
        ObjRef::Sacrificed
    } else if ctx.eat_name(c) && c.eat("'s ") {
        ObjRef::This
    } else {
        return None;
    };
    of_object(c, what)
}

/// The count of the cards `RevealFromHand` revealed.
const REVEALED_THIS_WAY: &str = "the number of cards revealed this way";

const MINUS: &str = " minus ";
const HIS_OR_HER_HAND: &str = "the number of cards in his or her hand";

/// A count the difference is taken of: "the number of cards in his or her
/// hand" (the player the trigger event names: the triggered ability checks
/// that it names one), or another "the number of ...".
fn minuend(c: &mut Cursor) -> Option<Amount> {
    if c.eat(HIS_OR_HER_HAND) {
        return Some(Amount::Dynamic(DynamicAmount::CardsInHand { player: PlayerRef::TriggerPlayer }));
    }
    read_number_of(c).map(Amount::Dynamic)
}

/// "3 minus the number of cards in his or her hand", "the number of cards
/// in his or her hand minus 4" (107.1b: a result below zero deals no damage).
fn difference(c: &mut Cursor) -> Option<DynamicAmount> {
    if let Some(n) = c.attempt(|c| c.number().filter(|_| c.eat(MINUS))) {
        let x = minuend(c)?;
        return Some(DynamicAmount::Sum { of: vec![Amount::Fixed(i32::try_from(n).ok()?), Amount::Dynamic(DynamicAmount::Times { factor: -1, of: Box::new(x) })] });
    }
    let x = minuend(c)?;
    let n = if c.eat(MINUS) { c.number().and_then(|n| i32::try_from(n).ok())? } else { return None };
    Some(DynamicAmount::Sum { of: vec![x, Amount::Fixed(n.saturating_neg())] })
}

const HIGHEST: &str = "the highest converted mana cost among ";

/// "the highest converted mana cost among permanents you control": the
/// greatest of those permanents' converted mana costs, 0 with none.
fn highest_mana_value(c: &mut Cursor) -> Option<DynamicAmount> {
    if !c.eat(HIGHEST) {
        return None;
    }
    let f = nouns::read(c, Number::Many, None)?;
    if f.controller.is_none() && f.controlled_by.is_none() && !c.eat(" on the battlefield") {
        return None;
    }
    Some(DynamicAmount::HighestManaValue { filter: f.into() })
}

fn write_highest_mana_value(filter: &Filter) -> Result<String, String> {
    let noun = nouns::write(filter, Number::Many, None)?;
    let place = if filter.controller.is_none() && filter.controlled_by.is_none() { " on the battlefield" } else { "" };
    Ok(format!("{HIGHEST}{noun}{place}"))
}

const PLUS: &str = " plus ";

/// "3 plus the number of cards named Muscle Burst in all graveyards": a
/// number added to a count.
pub fn plus(c: &mut Cursor) -> Option<DynamicAmount> {
    let n = c.number().filter(|_| c.eat(PLUS)).and_then(|n| i32::try_from(n).ok())?;
    let x = read_number_of(c)?;
    Some(DynamicAmount::Sum { of: vec![Amount::Fixed(n), Amount::Dynamic(x)] })
}

pub fn write_plus(of: &[Amount]) -> Result<String, String> {
    match of {
        [Amount::Fixed(n), Amount::Dynamic(x)] if *n > 0 => Ok(format!("{n}{PLUS}{}", write_number_of(x)?)),
        _ => Err(format!("the sum {of:?}")),
    }
}

fn write_minuend(a: &Amount) -> Result<String, String> {
    match a {
        Amount::Dynamic(DynamicAmount::CardsInHand { player: PlayerRef::TriggerPlayer }) => Ok(HIS_OR_HER_HAND.into()),
        Amount::Dynamic(d) => write_number_of(d),
        other => Err(format!("a difference of {other:?}")),
    }
}

fn write_difference(of: &[Amount]) -> Result<String, String> {
    match of {
        [Amount::Fixed(n), Amount::Dynamic(DynamicAmount::Times { factor: -1, of: x })] if *n >= 0 => Ok(format!("{n}{MINUS}{}", write_minuend(x)?)),
        [x, Amount::Fixed(n)] if *n < 0 => Ok(format!("{}{MINUS}{}", write_minuend(x)?, n.saturating_neg())),
        _ => Err(format!("the sum {of:?}")),
    }
}

/// Does the amount count the cards in the hand of the player the trigger event names?
pub fn reads_trigger_players_hand(a: &Amount) -> bool {
    match a {
        Amount::Dynamic(DynamicAmount::CardsInHand { player: PlayerRef::TriggerPlayer }) => true,
        Amount::Dynamic(DynamicAmount::Sum { of } | DynamicAmount::Max { of }) => of.iter().any(reads_trigger_players_hand),
        Amount::Dynamic(DynamicAmount::Times { of, .. }) => reads_trigger_players_hand(of),
        _ => false,
    }
}

/// Did the instruction before reveal cards it names after ("that card")?
pub fn revealed_before(before: Option<&Effect>) -> bool {
    matches!(before, Some(Effect::RevealAtRandom { .. }))
}

/// Did the instruction before move one card that the next may call "that
/// card" (the ObjRef `moved`): a card revealed at random (701.14), a card
/// discarded or put from a library into a graveyard, a target card returned
/// (Razor Hippogriff's "You gain life equal to that card's converted mana
/// cost")?
/// Did the instruction before have one creature sacrificed ("Target player
/// sacrifices a creature", "sacrifice a creature"), which a later count
/// calls "that creature"?
pub fn one_creature_sacrificed(before: Option<&Effect>) -> bool {
    matches!(before, Some(Effect::Sacrifice { filter, count: Amount::Fixed(1), .. }) if filter.types == [crate::rules::types::CardType::Creature])
}

pub fn one_card_moved(before: Option<&Effect>) -> bool {
    let one = |n: &Amount| *n == Amount::Fixed(1);
    match before {
        Some(Effect::RevealAtRandom { .. }) => true,
        Some(Effect::Discard { count, .. } | Effect::DiscardAtRandom { count, .. } | Effect::Mill { count, .. }) => one(count),
        Some(Effect::ReturnToHand { what: ObjRef::Target(_) } | Effect::ReturnToBattlefield { what: ObjRef::Target(_), .. }) => true,
        _ => false,
    }
}

/// ", where X is the revealed card's converted mana cost": the card the
/// instruction before revealed (701.14).
pub fn read_revealed_count(c: &mut Cursor, before: Option<&Effect>) -> Option<DynamicAmount> {
    if !(revealed_before(before) && c.eat(THE_REVEALED_CARDS)) {
        return None;
    }
    of_object(c, ObjRef::Moved)
}

const THE_REVEALED_CARDS: &str = "the revealed card's ";

/// The words of `read_revealed_count`, if the count is one.
pub fn write_revealed_count(d: &DynamicAmount, before: Option<&Effect>) -> Option<String> {
    let (what, words) = of_object_words(d)?;
    (*what == ObjRef::Moved && revealed_before(before)).then(|| format!("{THE_REVEALED_CARDS}{words}"))
}

pub(super) fn of_object_words(d: &DynamicAmount) -> Option<(&ObjRef, &'static str)> {
    match d {
        DynamicAmount::PowerOf { what } => Some((what, "power")),
        DynamicAmount::ToughnessOf { what } => Some((what, "toughness")),
        DynamicAmount::ManaValueOf { what } => Some((what, "converted mana cost")),
        _ => None,
    }
}

/// "power", "toughness" or "converted mana cost" of `what`.
pub fn of_object(c: &mut Cursor, what: ObjRef) -> Option<DynamicAmount> {
    let (_, make) = OF_OBJECT.iter().find(|(w, _)| c.eat(w))?;
    Some(make(what))
}

/// The words of `read_count` (`it`: what "its" names here).
pub fn write_count(d: &DynamicAmount, name: &str, it: Option<&ObjRef>, before: Option<&Effect>) -> Result<String, String> {
    let (what, words) = match d {
        DynamicAmount::ThisWay => {
            return match before {
                Some(Effect::LoseLife { .. }) => Ok("the life lost this way".into()),
                Some(Effect::DealDamage { .. }) => Ok("the damage dealt this way".into()),
                _ => Err("'this way' after neither damage nor life lost".into()),
            }
        }
        DynamicAmount::PowerOf { what } => (what, "power"),
        DynamicAmount::ToughnessOf { what } => (what, "toughness"),
        DynamicAmount::ManaValueOf { what } => (what, "converted mana cost"),
        DynamicAmount::LifeOf { player: PlayerRef::You } => return Ok("your life total".into()),
        DynamicAmount::ThatMany if matches!(before, Some(Effect::RevealFromHand { .. })) => return Ok(REVEALED_THIS_WAY.into()),
        DynamicAmount::Sum { of } if write_difference(of).is_ok() => return write_difference(of),
        DynamicAmount::Sum { of } if write_plus(of).is_ok() => return write_plus(of),
        DynamicAmount::HighestManaValue { filter } => return write_highest_mana_value(filter),
        DynamicAmount::CountersOn { what: ObjRef::This, kind } if super::instructions::counter_kind_ok(kind) => {
            return Ok(format!("the number of {kind} counters on {}", if it == Some(&ObjRef::This) { "it" } else { name }));
        }
        DynamicAmount::Times { factor: 2, of } => match &**of {
            Amount::Dynamic(d) => return Ok(format!("twice {}", write_number_of(d)?)),
            other => return Err(format!("twice {other:?}")),
        },
        other => return write_number_of(other),
    };
    let owner = match what {
        // The trigger's object is "its" only in the trigger's first instruction.
        ObjRef::TriggerObject if before.is_some() || it != Some(what) => "that creature's".to_string(),
        // A card the instruction before moved, where "its" would name something else.
        ObjRef::Moved if one_card_moved(before) && !revealed_before(before) && it != Some(what) => "that card's".to_string(),
        o if Some(o) == it => "its".to_string(),
        ObjRef::This => format!("{name}'s"),
        ObjRef::Sacrificed => "the sacrificed creature's".to_string(),
        ObjRef::Moved if one_card_moved(before) => "that card's".to_string(),
        ObjRef::Moved if one_creature_sacrificed(before) => "that creature's".to_string(),
        other => return Err(format!("the {words} of {other:?}")),
    };
    Ok(format!("{owner} {words}"))
}

/// Every count an instruction names with X ("where X is ..."): the amounts
/// that are X, or minus X, put in place of `d` (or taken out, with `x`).
pub fn swap_x(a: &mut Amount, d: &DynamicAmount, to_count: bool) -> bool {
    let x = Amount::Dynamic(DynamicAmount::X);
    let count = Amount::Dynamic(d.clone());
    let (from, to) = if to_count { (&x, &count) } else { (&count, &x) };
    if a == from {
        *a = to.clone();
        return true;
    }
    if let Amount::Dynamic(DynamicAmount::Times { factor: -1, of }) = a {
        if **of == *from {
            **of = to.clone();
            return true;
        }
    }
    false
}

/// What "for each ..." counts, and its words.
pub fn counted(c: &mut Cursor, this: &str) -> Option<DynamicAmount> {
    // "for each charge counter on [this]": the counters on the source as the count is taken (608.2h).
    if let Some(d) = c.attempt(|c| counter_on_this(c, this)) {
        return Some(d);
    }
    // Multikicker (702.32c): "for each time it was kicked".
    if c.eat("time it was kicked") {
        return Some(DynamicAmount::TimesKicked);
    }
    // Devour (702.80b): "for each creature it devoured".
    if c.eat("creature it devoured") {
        return Some(DynamicAmount::CreaturesDevoured);
    }
    if c.eat("card in your hand") {
        return Some(DynamicAmount::CardsInHand { player: PlayerRef::You });
    }
    if c.eat(BASIC_LAND_TYPE) {
        return Some(DynamicAmount::BasicLandTypes);
    }
    if c.eat(CREATURE_DIED) {
        return Some(DynamicAmount::CreaturesDiedThisTurn);
    }
    if let Some(d) = c.attempt(type_died) {
        return Some(d);
    }
    // 509.1h: the creatures blocking the card itself ("it" in its own trigger),
    // perhaps all but one of them.
    if c.eat("creature blocking it") {
        return Some(if c.eat(" beyond the first") { blockers_beyond_the_first() } else { DynamicAmount::BlockersOf { what: ObjRef::This } });
    }
    if c.eat("card in your graveyard") {
        return Some(DynamicAmount::CardsIn { zone: ZoneName::Graveyard, filter: Filter::default(), whose: Some(Relation::You) });
    }
    // "creature card in your graveyard", "Elf card in your graveyard".
    if let Some(f) = c.attempt(|c| nouns::read(c, Number::One, Some(("card", "cards"))).filter(|f| f.controller.is_none() && c.eat(" in your graveyard"))) {
        return Some(DynamicAmount::CardsIn { zone: ZoneName::Graveyard, filter: f.into(), whose: Some(Relation::You) });
    }
    // "for each creature destroyed this way", "for each land card discarded
    // this way": what the instruction before did (checked by the reader of
    // the instructions: `instructions::counted_after_their_verb`).
    if let Some(d) = c.attempt(counted_this_way) {
        return Some(d);
    }
    let mut f = nouns::read(c, Number::One, None)?;
    // "for each creature your opponents control": the plural owner words after a singular noun.
    if f.controller.is_none() && f.controlled_by.is_none() && c.eat(OPPONENTS_CONTROL) {
        f.controller = Some(Relation::Opponent);
    }
    // "other attacking Goblin": attacking creatures are all on the battlefield (506.4).
    if f.controller.is_none() && f.controlled_by.is_none() && !f.attacking && !c.eat(" on the battlefield") {
        return None;
    }
    Some(DynamicAmount::Permanents { filter: f.into() })
}

const COUNTER_ON: &str = " counter on ";

/// "[kind] counter on [this]" (the card's own name, `this`; none where it
/// isn't known): the counters on the source.
pub fn counter_on_this(c: &mut Cursor, this: &str) -> Option<DynamicAmount> {
    let kind = super::instructions::counter_kind(c)?;
    let named = !this.is_empty() && c.eat(COUNTER_ON) && if this.starts_with(|ch: char| ch.is_ascii_lowercase()) { c.eat_sentence_start(this) } else { c.eat(this) };
    named.then_some(DynamicAmount::CountersOn { what: ObjRef::This, kind })
}

/// Does a count name the creatures blocking the card ("it": only where the
/// card itself is the one that gets the change)?
pub fn counts_blockers(d: &DynamicAmount) -> bool {
    matches!(d, DynamicAmount::BlockersOf { .. }) || *d == blockers_beyond_the_first()
}

/// The creatures blocking the card beyond the first: one less than all, never below 0.
fn blockers_beyond_the_first() -> DynamicAmount {
    let blockers = Amount::Dynamic(DynamicAmount::BlockersOf { what: ObjRef::This });
    DynamicAmount::Max { of: vec![Amount::Dynamic(DynamicAmount::Sum { of: vec![blockers, Amount::Fixed(-1)] }), Amount::Fixed(0)] }
}

/// "[noun] destroyed this way", "card discarded this way", "permanent
/// sacrificed this way", "creature tapped this way" (608.2h).
fn counted_this_way(c: &mut Cursor) -> Option<DynamicAmount> {
    let f = if c.eat("card ") {
        FilterSpec::default()
    } else if c.eat("permanent ") {
        FilterSpec::default()
    } else {
        let f = c.attempt(|c| nouns::read(c, Number::One, Some(("card", "cards")))).or_else(|| nouns::read(c, Number::One, None))?;
        if f.controller.is_some() || !c.eat(" ") {
            return None;
        }
        f
    };
    let verb = ThisWayVerb::ALL.into_iter().find(|v| c.eat(v.word()))?;
    c.eat(THIS_WAY).then(|| DynamicAmount::CountedThisWay { filter: f.into(), verb })
}

const THIS_WAY: &str = " this way";

/// The words of `counted_this_way`: the noun is "card" for any card
/// discarded or exiled, "permanent" for any permanent, else the filter's noun.
fn write_counted_this_way(filter: &Filter, verb: ThisWayVerb) -> Result<String, String> {
    let noun = match (filter.is_empty(), verb) {
        (true, ThisWayVerb::Discarded | ThisWayVerb::Exiled) => "card".to_string(),
        (true, _) => "permanent".to_string(),
        (false, ThisWayVerb::Discarded) => nouns::write(filter, Number::One, Some(("card", "cards")))?,
        (false, _) => nouns::write(filter, Number::One, None)?,
    };
    Ok(format!("{noun} {}{THIS_WAY}", verb.word()))
}

/// How "for each" names permanents of the controller's opponents.
const OPPONENTS_CONTROL: &str = " your opponents control";

pub fn write_counted(d: &DynamicAmount, this: &str) -> Result<String, String> {
    match d {
        DynamicAmount::CountersOn { what: ObjRef::This, kind } if !this.is_empty() && super::instructions::counter_kind_ok(kind) => Ok(format!("{kind}{COUNTER_ON}{this}")),
        DynamicAmount::TimesKicked => Ok("time it was kicked".into()),
        DynamicAmount::CreaturesDevoured => Ok("creature it devoured".into()),
        DynamicAmount::BasicLandTypes => Ok(BASIC_LAND_TYPE.into()),
        DynamicAmount::CreaturesDiedThisTurn => Ok(CREATURE_DIED.into()),
        DynamicAmount::TypeDiedThisTurn { subtype } => Ok(format!("{subtype}{TYPE_DIED}")),
        DynamicAmount::BlockersOf { what: ObjRef::This } => Ok("creature blocking it".into()),
        DynamicAmount::AttachedTo { what: ObjRef::Affected, filter } => Ok(format!("{}{ATTACHED_TO_IT}", nouns::write(filter, Number::One, None)?)),
        d if *d == blockers_beyond_the_first() => Ok("creature blocking it beyond the first".into()),
        DynamicAmount::CardsInHand { player: PlayerRef::You } => Ok("card in your hand".into()),
        DynamicAmount::CountedThisWay { filter, verb } => write_counted_this_way(filter, *verb),
        DynamicAmount::CardsIn { zone: ZoneName::Graveyard, filter, whose: Some(Relation::You) } if filter.is_empty() => Ok("card in your graveyard".into()),
        DynamicAmount::CardsIn { zone: ZoneName::Graveyard, filter, whose: Some(Relation::You) } => Ok(format!("{} in your graveyard", nouns::write(filter, Number::One, Some(("card", "cards")))?)),
        DynamicAmount::Permanents { filter } if filter.controller == Some(Relation::Opponent) => {
            let noun = nouns::write(&FilterSpec { controller: None, ..(**filter).clone() }, Number::One, None)?;
            Ok(format!("{noun}{OPPONENTS_CONTROL}"))
        }
        DynamicAmount::Permanents { filter } => {
            let noun = nouns::write(filter, Number::One, None)?;
            Ok(if filter.controller.is_none() && filter.controlled_by.is_none() && !filter.attacking { format!("{noun} on the battlefield") } else { noun })
        }
        other => Err(format!("the count {other:?}")),
    }
}

const ATTACHED_TO_IT: &str = " attached to it";

/// "For each Aura attached to it", "for each Equipment attached to it": "it"
/// is the object the change applies to (`affected`).
fn attached_to_it(c: &mut Cursor) -> Option<DynamicAmount> {
    let f = nouns::read(c, Number::One, None).filter(|f| f.controller.is_none() && f.controlled_by.is_none())?;
    c.eat(ATTACHED_TO_IT).then(|| DynamicAmount::AttachedTo { what: ObjRef::Affected, filter: f.into() })
}

/// "+2/+2", "+X/+X", "+1/+0 for each artifact you control".
pub fn read_pump(c: &mut Cursor) -> Option<Modification> {
    c.attempt(|c| {
        let (pn, pv) = signed_digits(c)?;
        if !c.eat("/") {
            return None;
        }
        let (tn, tv) = signed_digits(c)?;
        let each = c.attempt(|c| if c.eat(" for each ") { c.attempt(attached_to_it).or_else(|| counted(c, "")).filter(|d| !counts_blockers(d)) } else { None });
        let amount = |neg: bool, v: Option<u32>| -> Option<Amount> {
            let k = match v {
                Some(n) => i32::try_from(n).ok()?,
                None => {
                    // X is read only without "for each".
                    if each.is_some() {
                        return None;
                    }
                    let x = Amount::Dynamic(DynamicAmount::X);
                    return Some(if neg { Amount::Dynamic(DynamicAmount::Times { factor: -1, of: Box::new(x) }) } else { x });
                }
            };
            let k = if neg { -k } else { k };
            Some(match &each {
                None => Amount::Fixed(k),
                Some(_) if k == 0 => Amount::Fixed(0),
                Some(d) if k == 1 => Amount::Dynamic(d.clone()),
                Some(d) => Amount::Dynamic(DynamicAmount::Times { factor: k, of: Box::new(Amount::Dynamic(d.clone())) }),
            })
        };
        Some(Modification::Pump { power: amount(pn, pv)?, toughness: amount(tn, tv)? })
    })
}

/// One side of a change: its sign, its digits (or X), and what it counts.
fn side(a: &Amount) -> Result<(bool, String, Option<DynamicAmount>), String> {
    let x = Amount::Dynamic(DynamicAmount::X);
    match a {
        Amount::Fixed(n) => Ok((*n < 0, n.unsigned_abs().to_string(), None)),
        Amount::Dynamic(DynamicAmount::X) => Ok((false, "X".into(), None)),
        Amount::Dynamic(DynamicAmount::Times { factor: -1, of }) if **of == x => Ok((true, "X".into(), None)),
        Amount::Dynamic(DynamicAmount::Times { factor, of }) => match &**of {
            Amount::Dynamic(d) if *factor != 0 && !matches!(d, DynamicAmount::X) => Ok((*factor < 0, factor.unsigned_abs().to_string(), Some(d.clone()))),
            other => Err(format!("the change {other:?}")),
        },
        Amount::Dynamic(d) => Ok((false, "1".into(), Some(d.clone()))),
    }
}

/// The words of a power/toughness change: a zero takes the other's sign.
pub fn write_pump(p: &Amount, t: &Amount) -> Result<String, String> {
    write_pump_of(p, t, "")
}

/// `write_pump`, with the card's name for a count of the counters on it
/// ("for each +1/+1 counter on Canopy Crawler").
pub fn write_pump_of(p: &Amount, t: &Amount, this: &str) -> Result<String, String> {
    let ((pn, pd, pe), (tn, td, te)) = (side(p)?, side(t)?);
    let each = match (pe, te) {
        (Some(a), Some(b)) if a == b => Some(a),
        (Some(a), None) if td == "0" => Some(a),
        (None, Some(b)) if pd == "0" => Some(b),
        (None, None) => None,
        _ => return Err(format!("the change {p:?}/{t:?}")),
    };
    let sign = |neg: bool, digits: &str, other_neg: bool| if neg || (digits == "0" && other_neg) { "-" } else { "+" };
    let mut s = format!("{}{pd}/{}{td}", sign(pn, &pd, tn), sign(tn, &td, pn));
    if let Some(d) = each {
        s.push_str(" for each ");
        s.push_str(&write_counted(&d, this)?);
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round(s: &str) -> String {
        let mut c = Cursor::new(s);
        let Some(Modification::Pump { power, toughness }) = read_pump(&mut c) else { panic!("{s}") };
        assert!(c.at_end(), "{s}");
        write_pump(&power, &toughness).unwrap()
    }

    #[test]
    fn changes_are_written_as_read() {
        for s in ["+2/+2", "-3/-0", "-0/-2", "+X/+X", "-X/-0", "+1/+1 for each card in your hand", "+1/+0 for each artifact you control", "-4/-4 for each card in your hand", "+2/+2 for each Forest you control", "+1/+1 for each other Elf on the battlefield"] {
            assert_eq!(round(s), s);
        }
    }
}
