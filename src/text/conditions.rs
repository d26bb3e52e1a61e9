//! Conditions over the game as it stands, in words: after "as long as" in a
//! static ability (611.3a), "if" in an instruction (608.2c) and "Activate
//! this ability only if" (602.5b).
//!
//! - "you control a Forest", "you control another white creature", "you
//!   control three or more artifacts", "you control no untapped lands";
//! - "an opponent controls an Island", "no opponent controls a white or blue
//!   creature";
//! - the object itself: "it's attacking", "it's untapped", "it's not
//!   attacking", "it's a creature", "it's white" (written "[this] is ..."
//!   where the condition begins the sentence), and "[this] started the turn
//!   untapped";
//! - what is attached to it: "it's enchanted", "[this] is equipped";
//! - whose turn it is: "it's your turn", "it's not your turn";
//! - a player's own state (`player_state`, also after "if" in an
//!   instruction and "When" in a state trigger): "you have no cards in
//!   hand", "a player has no cards in hand", "you have seven or more cards in
//!   hand", "you have 10 or less life", "an opponent has 10 or less life".

use super::cursor::Cursor;
use super::nouns::{self, Number};
use super::words::{color_word, number_word};
use crate::cards::def::*;
use crate::rules::{Color, Supertype};

/// How a condition names the object whose ability it is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Subject<'a> {
    /// "it's" (after the ability's own words named the object).
    It,
    /// The card's name: "[name] is".
    Name(&'a str),
    /// The permanent the ability's object is attached to: "it's" (`None`,
    /// after words that named it) or "[noun] is" ("enchanted creature is").
    Host(Option<&'a str>),
}

pub use super::words::article;

/// A noun phrase that names no controller ("a Forest", "white creatures").
fn noun(c: &mut Cursor, n: Number) -> Option<FilterSpec> {
    nouns::read(c, n, None).filter(|f| f.controller.is_none() && f.controlled_by.is_none() && !f.other)
}

/// Read a condition; `this` names the ability's object.
pub fn read(c: &mut Cursor, this: Subject) -> Option<Condition> {
    c.attempt(|c| controls(c))
        .or_else(|| c.attempt(cards_in_your_graveyard))
        .or_else(|| c.attempt(your_turn))
        .or_else(|| c.attempt(|c| itself(c, this)))
        .or_else(|| c.attempt(|c| has_a_counter(c, this)))
        .or_else(|| c.attempt(|c| started_untapped(c, this)))
        .or_else(|| c.attempt(player_state))
}

/// "seven or more cards are in your graveyard": threshold's condition (the
/// static abilities and the activations it names, 207.2c).
pub fn threshold() -> Condition {
    Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CardsIn { zone: ZoneName::Graveyard, filter: Filter::default(), whose: Some(Relation::You) }), count: 7 }
}

const CARDS_IN_YOUR_GRAVEYARD: &str = " or more cards are in your graveyard";

/// "[N] or more cards are in your graveyard" (404: the graveyard's size).
fn cards_in_your_graveyard(c: &mut Cursor) -> Option<Condition> {
    let n = c.word_number().filter(|n| (1..=100).contains(n))?;
    c.eat(CARDS_IN_YOUR_GRAVEYARD).then(|| Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CardsIn { zone: ZoneName::Graveyard, filter: Filter::default(), whose: Some(Relation::You) }), count: n as i32 })
}

/// The words of `cards_in_your_graveyard`.
fn write_cards_in_your_graveyard(cond: &Condition) -> Option<String> {
    let Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CardsIn { zone: ZoneName::Graveyard, filter, whose: Some(Relation::You) }), count } = cond else { return None };
    (filter.is_empty() && (1..=100).contains(count)).then(|| format!("{}{CARDS_IN_YOUR_GRAVEYARD}", number_word(*count as u32)))
}

const YOUR_TURN: [&str; 2] = ["it's your turn", "it's not your turn"];

/// Whose turn it is (500: the active player's): "it's your turn", "it's not your turn".
fn your_turn(c: &mut Cursor) -> Option<Condition> {
    Some(match c.eat_one_of(&YOUR_TURN)? {
        0 => Condition::YourTurn,
        _ => Condition::Not { of: Box::new(Condition::YourTurn) },
    })
}

/// What is attached to the object itself: "enchanted" (an Aura, 303.4),
/// "equipped" (an Equipment, 301.5), as a count of at least one.
const ATTACHED_STATES: [(&str, &str); 2] = [("enchanted", "Aura"), ("equipped", "Equipment")];

fn attached_state(c: &mut Cursor) -> Option<Condition> {
    let i = c.eat_one_of(&ATTACHED_STATES.map(|(w, _)| w))?;
    let filter = FilterSpec { subtypes: vec![ATTACHED_STATES[i].1.to_string()], ..Default::default() };
    Some(Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::AttachedTo { what: ObjRef::This, filter: filter.into() }), count: 1 })
}

/// The words of an `attached_state` condition.
fn write_attached_state(cond: &Condition) -> Option<&'static str> {
    let Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::AttachedTo { what: ObjRef::This, filter }), count: 1 } = cond else { return None };
    ATTACHED_STATES.iter().find(|(_, sub)| **filter == FilterSpec { subtypes: vec![sub.to_string()], ..Default::default() }).map(|(w, _)| *w)
}

const STARTED_UNTAPPED: &str = " started the turn untapped";

/// The object as the turn began: "[this] started the turn untapped" (its
/// state recorded as the turn's untap step began, 502).
fn started_untapped(c: &mut Cursor, this: Subject) -> Option<Condition> {
    let named = match this {
        Subject::It => c.eat("it"),
        Subject::Name(n) => c.eat(n),
        Subject::Host(_) => false,
    };
    (named && c.eat(STARTED_UNTAPPED)).then(|| Condition::SourceIs { filter: FilterSpec { started_turn_untapped: Some(true), ..Default::default() }.into() })
}

/// Who a player's own state is said of: "you have", "an opponent has", "a player has".
const HAVE: &[(&str, Option<Option<Relation>>)] = &[("you have ", None), ("an opponent has ", Some(Some(Relation::Opponent))), ("a player has ", Some(None))];

/// A player's own state (119 life, 402 hand), of the controller or of some
/// player: "you have no cards in hand", "a player has no cards in hand",
/// "you have 30 or more life", "an opponent has 10 or less life" (as not
/// having 11 or more).
pub fn player_state(c: &mut Cursor) -> Option<Condition> {
    let i = c.eat_one_of(&HAVE.iter().map(|(w, _)| *w).collect::<Vec<_>>())?;
    let own = if c.eat("no cards in hand") {
        Condition::NoCardsInHand
    } else if let Some(n) = c.attempt(|c| if c.eat(EXACTLY) { c.word_number().filter(|n| (1..=100).contains(n) && c.eat(" cards in hand")) } else { None }) {
        // "you have exactly seven cards in hand" (402): at least that many, and not one more.
        exactly_in_hand(n as i32)
    } else if i == 0 && c.eat(MORE_CARDS) {
        // "you have more cards in hand than each opponent" (402).
        Condition::MoreCardsInHandThanEachOpponent
    } else if let Some(n) = c.attempt(|c| c.word_number().filter(|n| (1..=100).contains(n) && c.eat(CARDS_IN_HAND))) {
        // "you have seven or more cards in hand" (402: the hand's size).
        Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CardsInHand { player: PlayerRef::You }), count: n as i32 }
    } else {
        let n = c.number().and_then(|n| i32::try_from(n).ok())?;
        match c.eat_one_of(&[" or more life", " or less life"])? {
            0 => Condition::LifeAtLeast { amount: n },
            _ => Condition::Not { of: Box::new(Condition::LifeAtLeast { amount: n.checked_add(1)? }) },
        }
    };
    Some(match HAVE[i].1 {
        None => own,
        Some(who) => Condition::SomePlayer { who, of: Box::new(own) },
    })
}

const CARDS_IN_HAND: &str = " or more cards in hand";

const EXACTLY: &str = "exactly ";

/// "exactly N cards in hand": at least N and not N + 1.
fn exactly_in_hand(n: i32) -> Condition {
    let at_least = |k: i32| Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CardsInHand { player: PlayerRef::You }), count: k };
    Condition::All { of: vec![at_least(n), Condition::Not { of: Box::new(at_least(n.saturating_add(1))) }] }
}

const THAT_PLAYER_HAS: &str = "that player has ";

/// "that player has seven or more cards in hand / two or fewer cards in
/// hand / no cards in hand / 5 or less life" (603.4: the player the trigger
/// event names): the state read with that player as "you".
pub fn that_player_has(c: &mut Cursor) -> Option<Condition> {
    if !c.eat(THAT_PLAYER_HAS) {
        return None;
    }
    let hand = |n: u32| Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CardsInHand { player: PlayerRef::You }), count: n as i32 };
    let of = if c.eat("no cards in hand") {
        Condition::NoCardsInHand
    } else if let Some(n) = c.attempt(|c| c.word_number().filter(|n| (1..=100).contains(n) && c.eat(CARDS_IN_HAND))) {
        hand(n)
    } else if let Some(n) = c.attempt(|c| c.word_number().filter(|n| (1..=100).contains(n) && c.eat(FEWER_CARDS_IN_HAND))) {
        Condition::Not { of: Box::new(hand(n + 1)) }
    } else {
        let n = c.number().and_then(|n| i32::try_from(n).ok()).filter(|n| *n < i32::MAX)?;
        match c.eat_one_of(&[" or more life", " or less life"])? {
            0 => Condition::LifeAtLeast { amount: n },
            _ => Condition::Not { of: Box::new(Condition::LifeAtLeast { amount: n + 1 }) },
        }
    };
    Some(Condition::TriggerPlayerHas { of: Box::new(of) })
}

const FEWER_CARDS_IN_HAND: &str = " or fewer cards in hand";

/// The words of `that_player_has`.
pub fn write_that_player_has(of: &Condition) -> Result<String, String> {
    let hand = |a: &Amount| matches!(a, Amount::Dynamic(DynamicAmount::CardsInHand { player: PlayerRef::You }));
    let state = match of {
        Condition::NoCardsInHand => "no cards in hand".to_string(),
        Condition::AtLeast { amount, count } if hand(amount) && *count >= 1 => format!("{}{CARDS_IN_HAND}", number_word(*count as u32)),
        Condition::LifeAtLeast { amount } => format!("{amount} or more life"),
        Condition::Not { of } => match &**of {
            Condition::AtLeast { amount, count } if hand(amount) && *count >= 2 => format!("{}{FEWER_CARDS_IN_HAND}", number_word(*count as u32 - 1)),
            Condition::LifeAtLeast { amount } => format!("{} or less life", amount.saturating_sub(1)),
            other => return Err(format!("'that player has' {other:?}")),
        },
        other => return Err(format!("'that player has' {other:?}")),
    };
    Ok(format!("{THAT_PLAYER_HAS}{state}"))
}
const MORE_CARDS: &str = "more cards in hand than each opponent";

/// Write a condition read by `player_state`.
pub fn write_player_state(cond: &Condition) -> Result<String, String> {
    let (who, own) = match cond {
        Condition::SomePlayer { who, of } => (Some(*who), &**of),
        other => (None, other),
    };
    let (words, _) = HAVE.iter().find(|(_, w)| *w == who).ok_or("a player")?;
    let state = match own {
        Condition::NoCardsInHand => "no cards in hand".to_string(),
        Condition::MoreCardsInHandThanEachOpponent if who.is_none() => MORE_CARDS.to_string(),
        Condition::All { of } => match of.first() {
            Some(Condition::AtLeast { count, .. }) if (1..=100).contains(count) && *own == exactly_in_hand(*count) => format!("{EXACTLY}{} cards in hand", number_word(*count as u32)),
            _ => return Err(format!("the condition {cond:?}")),
        },
        Condition::LifeAtLeast { amount } => format!("{amount} or more life"),
        Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CardsInHand { player: PlayerRef::You }), count } if *count >= 1 => {
            format!("{}{CARDS_IN_HAND}", number_word(*count as u32))
        }
        Condition::Not { of } => match &**of {
            Condition::LifeAtLeast { amount } => format!("{} or less life", amount.saturating_sub(1)),
            _ => return Err(format!("the condition {cond:?}")),
        },
        _ => return Err(format!("the condition {cond:?}")),
    };
    Ok(format!("{words}{state}"))
}

/// "[player] control(s) ...": "you control a Forest", "an opponent controls
/// a creature with power 4 or greater", "no opponent controls ...".
pub fn controls(c: &mut Cursor) -> Option<Condition> {
    let (relation, none) = match c.eat_one_of(&["you control ", "an opponent controls ", "no opponent controls "])? {
        0 => (Relation::You, false),
        1 => (Relation::Opponent, false),
        _ => (Relation::Opponent, true),
    };
    let at_least = |f: FilterSpec, count: u32| Condition::PermanentsAtLeast { filter: FilterSpec { controller: Some(relation), ..f }.into(), count };
    if none {
        // "no opponent controls a white or blue creature".
        if !(c.eat("a ") || c.eat("an ")) {
            return None;
        }
        let f = noun(c, Number::One)?;
        return Some(Condition::NoPermanents { filter: FilterSpec { controller: Some(relation), ..f }.into() });
    }
    if relation == Relation::You && c.eat("another ") {
        let f = noun(c, Number::One)?;
        return Some(at_least(FilterSpec { other: true, ..f }, 1));
    }
    if c.eat("a ") || c.eat("an ") {
        return Some(at_least(noun(c, Number::One)?, 1));
    }
    if relation == Relation::You && c.eat("no ") {
        // "you control no Islands", "you control no other creatures".
        let f = nouns::read(c, Number::Many, None).filter(|f| f.controller.is_none() && f.controlled_by.is_none())?;
        return Some(Condition::NoPermanents { filter: FilterSpec { controller: Some(relation), ..f }.into() });
    }
    let count = c.word_number().filter(|n| (2..=20).contains(n))?;
    if !c.eat(" or more ") {
        return None;
    }
    let f = noun(c, Number::Many)?;
    // "an opponent controls four or more lands": some one opponent does (their
    // permanents counted apart, not the opponents' together).
    if relation == Relation::Opponent {
        return Some(Condition::SomePlayer { who: Some(Relation::Opponent), of: Box::new(Condition::PermanentsAtLeast { filter: FilterSpec { controller: Some(Relation::You), ..f }.into(), count }) });
    }
    Some(at_least(f, count))
}

/// The object's state: "it's attacking", "[this] is untapped".
const STATES: &[(&str, fn() -> FilterSpec)] = &[
    ("attacking", || FilterSpec { attacking: true, ..Default::default() }),
    ("blocking", || FilterSpec { blocking: true, ..Default::default() }),
    ("untapped", || FilterSpec { tapped: Some(false), ..Default::default() }),
    ("tapped", || FilterSpec { tapped: Some(true), ..Default::default() }),
];

fn itself(c: &mut Cursor, this: Subject) -> Option<Condition> {
    let ok = match this {
        Subject::It | Subject::Host(None) => c.eat("it's "),
        Subject::Name(n) | Subject::Host(Some(n)) => c.eat(n) && c.eat(" is "),
    };
    if !ok {
        return None;
    }
    // "if [this] is in your graveyard" (the card's own zone; the ability works from there, 112.6k).
    if matches!(this, Subject::Name(_)) && c.eat(IN_YOUR_GRAVEYARD) {
        return Some(Condition::InGraveyard);
    }
    let not = c.eat("not ");
    let host = matches!(this, Subject::Host(_));
    let cond = match c.attempt(attached_state).filter(|_| !host) {
        Some(cond) => cond,
        None if host => Condition::AttachedIs { filter: state(c)?.into() },
        None => Condition::SourceIs { filter: state(c)?.into() },
    };
    Some(if not { Condition::Not { of: Box::new(cond) } } else { cond })
}

/// "it has a divinity counter on it", "[this] has a -1/-1 counter on it":
/// at least one counter of that kind on the object itself (122).
fn has_a_counter(c: &mut Cursor, this: Subject) -> Option<Condition> {
    let ok = match this {
        Subject::It => c.eat("it has a "),
        Subject::Name(n) => c.eat(n) && c.eat(" has a "),
        Subject::Host(_) => false,
    };
    let kind = if ok { super::instructions::counter_kind(c)? } else { return None };
    c.eat(COUNTER_ON_IT).then(|| Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind }), count: 1 })
}

const COUNTER_ON_IT: &str = " counter on it";

/// The words of `has_a_counter`.
fn write_has_a_counter(cond: &Condition, this: Subject) -> Option<String> {
    let Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind }), count: 1 } = cond else { return None };
    if !super::instructions::counter_kind_ok(kind) {
        return None;
    }
    match this {
        Subject::It => Some(format!("it has a {kind}{COUNTER_ON_IT}")),
        Subject::Name(n) => Some(format!("{n} has a {kind}{COUNTER_ON_IT}")),
        Subject::Host(_) => None,
    }
}

/// An object's state or kind: "attacking", "untapped", "legendary", "white",
/// "red or green", "a creature", "a Human", "a basic Mountain".
fn state(c: &mut Cursor) -> Option<FilterSpec> {
    if let Some(i) = c.eat_one_of(&STATES.iter().map(|(w, _)| *w).collect::<Vec<_>>()) {
        return Some(STATES[i].1());
    }
    if c.eat(LEGENDARY) {
        return Some(FilterSpec { supertypes: vec![Supertype::Legendary], ..Default::default() });
    }
    let colour = |c: &mut Cursor| {
        let w: String = c.rest().chars().take_while(|ch| ch.is_ascii_lowercase()).collect();
        let col = Color::ALL.into_iter().find(|col| color_word(*col) == w)?;
        c.eat(&w).then_some(col)
    };
    if let Some(first) = c.attempt(colour) {
        let mut colors = vec![first];
        if let Some(second) = c.attempt(|c| if c.eat(" or ") { colour(c) } else { None }) {
            colors.push(second);
        }
        return Some(FilterSpec { colors, ..Default::default() });
    }
    if !(c.eat("a ") || c.eat("an ")) {
        return None;
    }
    // A kind, nothing else: card types, subtypes and supertypes.
    let f = noun(c, Number::One)?;
    let kind = FilterSpec { types: f.types.clone(), subtypes: f.subtypes.clone(), supertypes: f.supertypes.clone(), ..Default::default() };
    (f == kind && !(f.types.is_empty() && f.subtypes.is_empty())).then_some(f)
}

const LEGENDARY: &str = "legendary";

/// The words of a `state`.
fn write_state(filter: &FilterSpec) -> Result<String, String> {
    if let Some((w, _)) = STATES.iter().find(|(_, f)| f() == *filter) {
        return Ok(w.to_string());
    }
    if *filter == (FilterSpec { supertypes: vec![Supertype::Legendary], ..Default::default() }) {
        return Ok(LEGENDARY.to_string());
    }
    if (1..=2).contains(&filter.colors.len()) && *filter == (FilterSpec { colors: filter.colors.clone(), ..Default::default() }) {
        return Ok(filter.colors.iter().map(|c| color_word(*c)).collect::<Vec<_>>().join(" or "));
    }
    let kind = FilterSpec { types: filter.types.clone(), subtypes: filter.subtypes.clone(), supertypes: filter.supertypes.clone(), ..Default::default() };
    if *filter == kind && !(filter.types.is_empty() && filter.subtypes.is_empty()) {
        let n = nouns::write(filter, Number::One, None)?;
        return Ok(format!("{} {n}", article(&n)));
    }
    Err(format!("the state {filter:?}"))
}

const IN_YOUR_GRAVEYARD: &str = "in your graveyard";

/// Write a condition read by `read`.
pub fn write(cond: &Condition, this: Subject) -> Result<String, String> {
    if let Some(words) = write_has_a_counter(cond, this).or_else(|| write_cards_in_your_graveyard(cond)) {
        return Ok(words);
    }
    match cond {
        Condition::InGraveyard => match this {
            Subject::Name(n) => Ok(format!("{n} is {IN_YOUR_GRAVEYARD}")),
            _ => Err("a graveyard condition on 'it' or a host".into()),
        },
        Condition::AttachedIs { filter } if matches!(this, Subject::Host(_)) => Ok(format!("{} {}", subject_is(this), write_state(filter)?)),
        // "an opponent controls four or more lands" (`controls`).
        Condition::SomePlayer { who: Some(Relation::Opponent), of } => match &**of {
            Condition::PermanentsAtLeast { filter, count } if *count >= 2 && filter.controller == Some(Relation::You) && !filter.other => {
                let bare = FilterSpec { controller: None, ..(**filter).clone() };
                Ok(format!("an opponent controls {} or more {}", number_word(*count), nouns::write(&bare, Number::Many, None)?))
            }
            _ => write_player_state(cond),
        },
        Condition::PermanentsAtLeast { filter, count } => {
            let who = match filter.controller {
                Some(Relation::You) => "you control",
                Some(Relation::Opponent) if *count == 1 && !filter.other => "an opponent controls",
                _ => return Err(format!("the condition {cond:?}")),
            };
            let bare = FilterSpec { controller: None, other: false, ..(**filter).clone() };
            if filter.other {
                if *count != 1 {
                    return Err(format!("the condition {cond:?}"));
                }
                return Ok(format!("{who} another {}", nouns::write(&bare, Number::One, None)?));
            }
            if *count == 1 {
                let n = nouns::write(&bare, Number::One, None)?;
                return Ok(format!("{who} {} {n}", article(&n)));
            }
            Ok(format!("{who} {} or more {}", number_word(*count), nouns::write(&bare, Number::Many, None)?))
        }
        Condition::NoPermanents { filter } if !filter.other || filter.controller == Some(Relation::You) => {
            let bare = FilterSpec { controller: None, ..(**filter).clone() };
            match filter.controller {
                Some(Relation::You) => Ok(format!("you control no {}", nouns::write(&bare, Number::Many, None)?)),
                Some(Relation::Opponent) => {
                    let n = nouns::write(&bare, Number::One, None)?;
                    Ok(format!("no opponent controls {} {n}", article(&n)))
                }
                _ => Err(format!("the condition {cond:?}")),
            }
        }
        Condition::SourceIs { filter } => write_itself(filter, false, this),
        Condition::YourTurn => Ok(YOUR_TURN[0].to_string()),
        Condition::Not { of } => match &**of {
            Condition::SourceIs { filter } => write_itself(filter, true, this),
            Condition::YourTurn => Ok(YOUR_TURN[1].to_string()),
            Condition::AttachedIs { filter } if matches!(this, Subject::Host(_)) => Ok(format!("{} not {}", subject_is(this), write_state(filter)?)),
            of => match write_attached_state(of) {
                Some(state) => Ok(format!("{} not {state}", subject_is(this))),
                None => write_player_state(cond),
            },
        },
        other => match write_attached_state(other) {
            Some(state) => Ok(format!("{} {state}", subject_is(this))),
            None => write_player_state(other),
        },
    }
}

/// "it's" or "[this] is", before a state of the object itself.
fn subject_is(this: Subject) -> String {
    match this {
        Subject::It | Subject::Host(None) => "it's".to_string(),
        Subject::Name(n) | Subject::Host(Some(n)) => format!("{n} is"),
    }
}

fn write_itself(filter: &FilterSpec, not: bool, this: Subject) -> Result<String, String> {
    if matches!(this, Subject::Host(_)) {
        return Err("a condition on the object itself said of its host".into());
    }
    if !not && *filter == (FilterSpec { started_turn_untapped: Some(true), ..Default::default() }) {
        let subject = match this {
            Subject::Name(n) => n,
            _ => "it",
        };
        return Ok(format!("{subject}{STARTED_UNTAPPED}"));
    }
    let not = if not { "not " } else { "" };
    Ok(format!("{} {not}{}", subject_is(this), write_state(filter)?))
}
