//! Replacement abilities written as one sentence (614.1a): "If [an event]
//! would happen, [another] instead", and the prevention shields of static
//! abilities ("Prevent all damage that would be dealt to you", 615.1).
//! Each reader sits beside its writer; the writer works from the card form
//! alone, with the wording bit the reader recorded where the printed texts
//! say one thing two ways.

use super::compile::Context;
use super::cursor::Cursor;
use super::nouns::{self, Number};
use crate::cards::def::DamageDirection;
use crate::cards::def::{DamageChange, DamageRecipients, DrawInstead, Filter, FilterSpec, GraveyardInstead, LifeGainInstead, ManyInstead, Relation, ReplacementKind};
use crate::rules::types::CardType;

/// The wording bit of a prevention written "Prevent all damage that would
/// be dealt to [recipients]" rather than "If a source would deal damage to
/// [recipients], prevent that damage".
pub const PREVENT_ALL_WORDING: u8 = 1;
/// The wording bit of a card that calls itself by its name a second time
/// where it could say "it" ("put Gravebane Zombie on top of ...").
pub const NAMED_TWICE: u8 = 2;
/// The wording bit of sources named with the word "sources" ("by artifact
/// sources", not "by artifacts").
pub const SOURCES_WORD: u8 = 4;

/// One replacement sentence as a whole line, and its wording bits.
pub fn read(c: &mut Cursor, ctx: &Context) -> Option<(ReplacementKind, u8)> {
    let found = c
        .attempt(|c| graveyard(c, ctx))
        .or_else(|| c.attempt(|c| discarded(c, ctx)).map(|k| (k, 0)))
        .or_else(|| c.attempt(|c| damage(c, ctx)))
        .or_else(|| c.attempt(|c| prevent_all(c, ctx)))
        .or_else(|| c.attempt(|c| phantom(c, ctx)).map(|k| (k, 0)))
        .or_else(|| c.attempt(|c| redirect(c, ctx)).map(|k| (k, 0)))
        .or_else(|| c.attempt(life_gain).map(|k| (k, 0)))
        .or_else(|| c.attempt(draw).map(|k| (k, 0)))
        .or_else(|| c.attempt(tokens).map(|k| (k, 0)))
        .or_else(|| c.attempt(counters).map(|k| (k, 0)))?;
    c.at_end().then_some(found)
}

/// The sentence for a replacement ability this module reads, or an error
/// naming what it can't write.
/// `attached`: what the card calls the creature it is attached to.
pub fn write(kind: &ReplacementKind, name: &str, attached: &str, wording: u8) -> Result<String, String> {
    match kind {
        ReplacementKind::WouldBePutIntoGraveyard { .. } => write_graveyard(kind, name, wording),
        ReplacementKind::DamageWouldBeDealt { to, from, change, combat, dealt } => write_damage((*to, *dealt), from.as_ref(), *change, *combat, (name, attached), wording),
        ReplacementKind::WouldGainLife { who, instead } => write_life_gain(*who, *instead),
        ReplacementKind::WouldDraw { who, except_first_in_draw_step, instead } => write_draw(*who, *except_first_in_draw_step, *instead),
        ReplacementKind::WouldCreateTokens { who: Relation::You, instead: ManyInstead::Twice } => Ok(TOKENS.into()),
        ReplacementKind::WouldPutCounters { filter, kind, instead: ManyInstead::Twice } => write_counters(filter, kind.as_deref()),
        other => Err(format!("the replacement {other:?}")),
    }
}

// ---- 614.1a: a card that would be put into a graveyard goes elsewhere ----

const GRAVEYARD_PLACES: [(&str, GraveyardInstead); 5] = [
    ("exile it", GraveyardInstead::Exile),
    ("return it to its owner's hand", GraveyardInstead::Hand),
    ("put it on top of its owner's library", GraveyardInstead::LibraryTop),
    ("put it on the bottom of its owner's library", GraveyardInstead::LibraryBottom),
    ("shuffle it into its owner's library", GraveyardInstead::ShuffleIntoLibrary),
];

/// "If [this] would be put into a graveyard from anywhere, [reveal [this]
/// and] shuffle it into its owner's library instead." (Darksteel Colossus),
/// "If [this] would die, put it on the bottom of its owner's library
/// instead.", "If a card would be put into an opponent's graveyard from
/// anywhere, exile it instead.", "If a [noun] would die, exile it instead."
fn graveyard(c: &mut Cursor, ctx: &Context) -> Option<(ReplacementKind, u8)> {
    if !c.eat("If ") {
        return None;
    }
    let (this, filter, from_battlefield) = if ctx.eat_name(c) {
        if c.eat(" would die") {
            (true, Filter::of_type(CardType::Creature), true)
        } else if c.eat(" would be put into a graveyard from anywhere") {
            (true, Filter::default(), false)
        } else {
            return None;
        }
    } else {
        let (filter, from_battlefield) = graveyard_subject(c)?;
        (false, filter, from_battlefield)
    };
    if !c.eat(", ") {
        return None;
    }
    let mut wording = 0;
    let reveal = this && c.attempt(|c| (c.eat("reveal ") && ctx.eat_name(c) && c.eat(" and ")).then_some(())).is_some();
    let instead = GRAVEYARD_PLACES.iter().find_map(|(w, i)| {
        let named = this && c.attempt(|c| graveyard_place_named(c, ctx, w)).is_some();
        if named {
            wording = NAMED_TWICE;
            return Some(*i);
        }
        c.eat(w).then_some(*i)
    })?;
    if !c.eat(" instead.") || (reveal && wording != 0) {
        return None;
    }
    // 603.7: a delayed ability the replacement creates returns the exiled card.
    let return_at_next_end_step = instead == GraveyardInstead::Exile && !this && c.eat(RETURN_AT_END_STEP);
    Some((ReplacementKind::WouldBePutIntoGraveyard { filter, this, from_battlefield, reveal, instead, return_at_next_end_step, discarded_by_opponent: false, with_counters: Vec::new() }, wording))
}

/// The words of `discarded` around the card's name and its counters.
const DISCARDED: (&str, &str, &str) = ("If a spell or ability an opponent controls causes you to discard ", ", put it onto the battlefield", " instead of putting it into your graveyard.");

/// "If a spell or ability an opponent controls causes you to discard [this],
/// put it onto the battlefield [with two +1/+1 counters on it] instead of
/// putting it into your graveyard." (701.8, 614.1a, 614.1c).
fn discarded(c: &mut Cursor, ctx: &Context) -> Option<ReplacementKind> {
    if !(c.eat(DISCARDED.0) && ctx.eat_name(c) && c.eat(DISCARDED.1)) {
        return None;
    }
    let mut with_counters = Vec::new();
    if c.eat(" with ") {
        let count = if c.eat("a ") { 1 } else { c.word_number().filter(|n| *n >= 2 && c.eat(" "))? };
        let kind = super::instructions::counter_kind(c)?;
        if !c.eat(if count == 1 { " counter on it" } else { " counters on it" }) {
            return None;
        }
        with_counters.push(crate::cards::def::CounterSpec { kind, count, chosen: None });
    }
    c.eat(DISCARDED.2).then_some(ReplacementKind::WouldBePutIntoGraveyard {
        filter: Filter::default(),
        this: true,
        from_battlefield: false,
        reveal: false,
        instead: GraveyardInstead::Battlefield,
        return_at_next_end_step: false,
        discarded_by_opponent: true,
        with_counters,
    })
}

fn write_discarded(kind: &ReplacementKind, name: &str) -> Result<String, String> {
    let ReplacementKind::WouldBePutIntoGraveyard { filter, this: true, from_battlefield: false, reveal: false, instead: GraveyardInstead::Battlefield, return_at_next_end_step: false, discarded_by_opponent: true, with_counters } = kind else {
        return Err("a replacement of a discard other than the card's own onto the battlefield".into());
    };
    if !filter.is_empty() || with_counters.len() > 1 {
        return Err("a discard replacement with a filter or several kinds of counters".into());
    }
    let with = match with_counters.first() {
        None => String::new(),
        Some(cs) if cs.chosen.is_none() && cs.count == 1 && super::instructions::counter_kind_ok(&cs.kind) => format!(" with a {} counter on it", cs.kind),
        Some(cs) if cs.chosen.is_none() && cs.count >= 2 && super::instructions::counter_kind_ok(&cs.kind) => format!(" with {} {} counters on it", super::words::number_word(cs.count), cs.kind),
        Some(_) => return Err("counters a discard replacement can't name".into()),
    };
    Ok(format!("{}{name}{}{with}{}", DISCARDED.0, DISCARDED.1, DISCARDED.2))
}

const RETURN_AT_END_STEP: &str = " At the beginning of the next end step, return that card to the battlefield under its owner's control.";

/// A place's words with the card's name where they say "it".
fn graveyard_place_named(c: &mut Cursor, ctx: &Context, words: &str) -> Option<()> {
    let (verb, rest) = words.split_once(" it")?;
    (c.eat(verb) && c.eat(" ") && ctx.eat_name(c) && c.eat(rest)).then_some(())
}

/// "a card would be put into an opponent's graveyard from anywhere",
/// "an instant or sorcery card would be put into a graveyard from
/// anywhere", "a [creature noun] would die", "a permanent would be put into
/// a graveyard": the filter and whether only a permanent moving counts.
fn graveyard_subject(c: &mut Cursor) -> Option<(Filter, bool)> {
    if !(c.eat("a ") || c.eat("an ")) {
        return None;
    }
    if let Some(f) = c.attempt(|c| nouns::read(c, Number::One, None).filter(|_| c.eat(" would die"))) {
        let f = FilterSpec { types: if f.types.is_empty() { vec![CardType::Creature] } else { f.types.clone() }, ..f };
        return f.types.contains(&CardType::Creature).then(|| (f.into(), true));
    }
    if c.eat("permanent would be put into a graveyard") {
        return Some((Filter::default(), true));
    }
    let mut f = nouns::read(c, Number::One, Some(("card", "cards")))?;
    if !c.eat(" would be put into ") {
        return None;
    }
    if c.eat("an opponent's graveyard") {
        if f.owner.is_some() {
            return None;
        }
        f.owner = Some(Relation::Opponent);
    } else if !c.eat("a graveyard") {
        return None;
    }
    c.eat(" from anywhere").then(|| (f.into(), false))
}

fn write_graveyard(kind: &ReplacementKind, name: &str, wording: u8) -> Result<String, String> {
    let ReplacementKind::WouldBePutIntoGraveyard { filter, this, from_battlefield, reveal, instead, return_at_next_end_step, discarded_by_opponent, with_counters } = kind else {
        return Err("not a graveyard replacement".into());
    };
    if *discarded_by_opponent {
        return write_discarded(kind, name);
    }
    if !with_counters.is_empty() || *instead == GraveyardInstead::Battlefield {
        return Err("a graveyard replacement onto the battlefield other than a discard's".into());
    }
    let then = match (return_at_next_end_step, instead, this) {
        (false, _, _) => "",
        (true, GraveyardInstead::Exile, false) => RETURN_AT_END_STEP,
        (true, _, _) => return Err("a graveyard replacement that returns the card at the next end step from somewhere other than exile".into()),
    };
    let place = GRAVEYARD_PLACES.iter().find(|(_, i)| i == instead).map(|(w, _)| w.to_string()).ok_or("a graveyard place")?;
    let place = if wording & NAMED_TWICE != 0 && *this { place.replacen(" it", &format!(" {name}"), 1) } else { place };
    let reveal = if *reveal && *this { format!("reveal {name} and ") } else if *reveal { return Err("revealing another card".into()) } else { String::new() };
    let subject = match (this, from_battlefield) {
        (true, true) if **filter == FilterSpec { types: vec![CardType::Creature], ..Default::default() } => format!("{name} would die"),
        (true, false) if filter.is_empty() => format!("{name} would be put into a graveyard from anywhere"),
        (true, _) => return Err("the card's own graveyard replacement with a filter".into()),
        (false, true) if filter.is_empty() => "a permanent would be put into a graveyard".into(),
        (false, true) => {
            if !filter.types.contains(&CardType::Creature) {
                return Err("a noncreature permanent that would die".into());
            }
            let noun = nouns::write(filter, Number::One, None)?;
            format!("{} {noun} would die", article(&noun))
        }
        (false, false) => {
            let opp = filter.owner == Some(Relation::Opponent);
            let f = FilterSpec { owner: None, ..(**filter).clone() };
            if f.owner.is_some() || filter.owner == Some(Relation::You) {
                return Err("a graveyard replacement of the controller's own cards".into());
            }
            let noun = nouns::write(&f, Number::One, Some(("card", "cards")))?;
            let yard = if opp { "an opponent's graveyard" } else { "a graveyard" };
            format!("{} {noun} would be put into {yard} from anywhere", article(&noun))
        }
    };
    Ok(format!("If {subject}, {reveal}{place} instead.{then}"))
}

use super::words::article;

// ---- 614.1a, 615: damage changed or prevented ----

/// Whom damage goes to, as the sentence names them, and the words that
/// repeat them after "it deals double that damage to".
const RECIPIENTS: [(&str, &str, DamageRecipients); 6] = [
    ("a creature or player", "that creature or player", DamageRecipients::CreatureOrPlayer),
    ("a permanent or player", "that permanent or player", DamageRecipients::Any),
    ("a player", "that player", DamageRecipients::AnyPlayer),
    ("a creature", "that creature", DamageRecipients::AnyCreature),
    ("an opponent", "that player", DamageRecipients::Opponent),
    ("you", "you", DamageRecipients::You),
];

/// "If a [red] source [an opponent controls] would deal damage to [whom],
/// it deals double that damage to [them] instead" (Furnace of Rath), "...,
/// prevent N of that damage" (Urza's Armor), "..., prevent that damage".
fn damage(c: &mut Cursor, ctx: &Context) -> Option<(ReplacementKind, u8)> {
    if !c.eat("If a") {
        return None;
    }
    let from = damage_source(c)?;
    if !c.eat(" would deal damage to ") {
        return None;
    }
    let (to, again) = if ctx.eat_name(c) {
        (DamageRecipients::This, None)
    } else {
        RECIPIENTS.iter().find(|(w, _, _)| c.eat(w)).map(|(_, again, r)| (*r, Some(*again)))?
    };
    let change = if c.eat(", prevent that damage.") {
        DamageChange::PreventAll
    } else if c.eat(", prevent ") {
        let n = c.number().filter(|n| *n > 0 && *n <= 1000)?;
        if !c.eat(" of that damage.") {
            return None;
        }
        DamageChange::Prevent(n as i32)
    } else {
        let again = again?;
        if !(c.eat(", it deals double that damage to ") && c.eat(again) && c.eat(" instead.")) {
            return None;
        }
        DamageChange::Double
    };
    Some((ReplacementKind::DamageWouldBeDealt { to, from, change, combat: false, dealt: DamageDirection::To }, 0))
}

/// After "If a": " source", "n opponent's source"... as a filter of
/// sources: " source" (any), " red source", " source an opponent controls".
fn damage_source(c: &mut Cursor) -> Option<Option<Filter>> {
    if c.eat(" source") {
        return Some(c.attempt(|c| c.eat(" an opponent controls").then(|| FilterSpec { controller: Some(Relation::Opponent), ..Default::default() }.into())));
    }
    if !(c.eat(" ") || c.eat("n ")) {
        return None;
    }
    let f = nouns::read(c, Number::One, Some(("source", "sources")))?;
    (f != FilterSpec::default()).then(|| Some(f.into()))
}

fn write_source(from: Option<&Filter>) -> Result<String, String> {
    match from {
        None => Ok("a source".into()),
        Some(f) if **f == (FilterSpec { controller: Some(Relation::Opponent), ..Default::default() }) => Ok("a source an opponent controls".into()),
        Some(f) => {
            let noun = nouns::write(f, Number::One, Some(("source", "sources")))?;
            Ok(format!("{} {noun}", article(&noun)))
        }
    }
}

/// "Prevent all [combat] damage that would be dealt to [you / creatures /
/// creatures you control / [this]][ by [sources]]." (615.1): a static
/// prevention shield.
fn prevent_all(c: &mut Cursor, ctx: &Context) -> Option<(ReplacementKind, u8)> {
    if !c.eat("Prevent all ") {
        return None;
    }
    let combat = c.eat("combat ");
    // "... dealt to and dealt by [X]", "... dealt by [X]": damage the recipients deal too, or only that.
    let dealt = match c.eat_one_of(&[DEALT[2].0, DEALT[1].0, DEALT[0].0])? {
        0 => DamageDirection::ToAndBy,
        1 => DamageDirection::By,
        _ => DamageDirection::To,
    };
    let equipment = ctx.kinds.1.iter().any(|s| s == "Equipment");
    let to = if ctx.eat_name(c) {
        DamageRecipients::This
    } else if c.eat(if equipment { "equipped creature" } else { "enchanted creature" }) {
        DamageRecipients::Attached
    } else if dealt != DamageDirection::To {
        // (A player deals no damage.)
        if c.eat("creatures you control") {
            DamageRecipients::CreatureYouControl
        } else if c.eat("creatures") {
            DamageRecipients::AnyCreature
        } else {
            return None;
        }
    } else if c.eat("you") {
        DamageRecipients::You
    } else if c.eat("creatures you control") {
        DamageRecipients::CreatureYouControl
    } else if c.eat("creatures") {
        DamageRecipients::AnyCreature
    } else {
        return None;
    };
    if dealt != DamageDirection::To {
        return c.eat(".").then_some((ReplacementKind::DamageWouldBeDealt { to, from: None, change: DamageChange::PreventAll, combat, dealt }, PREVENT_ALL_WORDING));
    }
    let mut wording = PREVENT_ALL_WORDING;
    let from = c.attempt(|c| {
        if !c.eat(" by ") {
            return None;
        }
        let f = match c.attempt(|c| nouns::read(c, Number::Many, Some(("source", "sources")))) {
            Some(f) => {
                wording |= SOURCES_WORD;
                f
            }
            None => nouns::read(c, Number::Many, None)?,
        };
        (f != FilterSpec::default()).then(|| Filter::from(f))
    });
    c.eat(".").then_some((ReplacementKind::DamageWouldBeDealt { to, from, change: DamageChange::PreventAll, combat, dealt: DamageDirection::To }, wording))
}

/// The words before the recipients of "Prevent all [combat] damage ...".
const DEALT: [(&str, DamageDirection); 3] = [("damage that would be dealt to ", DamageDirection::To), ("damage that would be dealt by ", DamageDirection::By), ("damage that would be dealt to and dealt by ", DamageDirection::ToAndBy)];

/// "If damage would be dealt to [this], prevent that damage. Remove a +1/+1
/// counter from [this]." (Phantom Centaur).
fn phantom(c: &mut Cursor, ctx: &Context) -> Option<ReplacementKind> {
    let ok = c.eat("If damage would be dealt to ") && ctx.eat_name(c) && c.eat(", prevent that damage. Remove a +1/+1 counter from ") && ctx.eat_name(c) && c.eat(".");
    ok.then_some(ReplacementKind::DamageWouldBeDealt { to: DamageRecipients::This, from: None, change: DamageChange::PreventAllRemovingACounter, combat: false, dealt: DamageDirection::To })
}

const ALL_DAMAGE_TO_YOU: &str = "All damage that would be dealt to you is dealt to ";

/// "All damage that would be dealt to you is dealt to [this / enchanted
/// creature / equipped creature] instead." (614.9: a static redirection).
/// The attached creature is called as the card's kind calls it.
fn redirect(c: &mut Cursor, ctx: &Context) -> Option<ReplacementKind> {
    if !c.eat(ALL_DAMAGE_TO_YOU) {
        return None;
    }
    let equipment = ctx.kinds.1.iter().any(|s| s == "Equipment");
    let change = if ctx.eat_name(c) {
        DamageChange::RedirectToThis
    } else if c.eat(if equipment { "equipped creature" } else { "enchanted creature" }) {
        DamageChange::RedirectToAttached
    } else {
        return None;
    };
    c.eat(" instead.").then_some(ReplacementKind::DamageWouldBeDealt { to: DamageRecipients::You, from: None, change, combat: false, dealt: DamageDirection::To })
}

/// The words of `redirect`; `attached`: what the card calls the creature it is attached to.
pub fn write_redirect(kind: &ReplacementKind, name: &str, attached: &str) -> Option<Result<String, String>> {
    let ReplacementKind::DamageWouldBeDealt { to, from, change, combat, dealt: DamageDirection::To } = kind else { return None };
    let instead = match change {
        DamageChange::RedirectToThis => name,
        DamageChange::RedirectToAttached => attached,
        _ => return None,
    };
    if (*to, from, *combat) != (DamageRecipients::You, &None, false) {
        return Some(Err("a redirection of damage to another recipient or from some sources".into()));
    }
    Some(Ok(format!("{ALL_DAMAGE_TO_YOU}{instead} instead.")))
}

fn write_damage((to, dealt): (DamageRecipients, DamageDirection), from: Option<&Filter>, change: DamageChange, combat: bool, (name, attached): (&str, &str), wording: u8) -> Result<String, String> {
    if dealt != DamageDirection::To || to == DamageRecipients::Attached {
        return write_prevent_all_to_or_by((to, dealt), from, change, combat, (name, attached));
    }
    if change == DamageChange::PreventAllRemovingACounter {
        return match (to, from, combat) {
            (DamageRecipients::This, None, false) => Ok(format!("If damage would be dealt to {name}, prevent that damage. Remove a +1/+1 counter from {name}.")),
            _ => Err("removing a counter as damage to another is prevented".into()),
        };
    }
    // Combat damage, and damage to creatures you control, are only ever
    // written "Prevent all [combat] damage ...".
    if wording & PREVENT_ALL_WORDING != 0 || combat || to == DamageRecipients::CreatureYouControl {
        if change != DamageChange::PreventAll {
            return Err("\"Prevent all damage\" for a change that isn't a prevention of all of it".into());
        }
        let whom = match to {
            DamageRecipients::This => name.to_string(),
            DamageRecipients::You => "you".into(),
            DamageRecipients::AnyCreature => "creatures".into(),
            DamageRecipients::CreatureYouControl => "creatures you control".into(),
            other => return Err(format!("\"Prevent all damage that would be dealt to\" {other:?}")),
        };
        let by = match from {
            None => String::new(),
            Some(f) if wording & SOURCES_WORD != 0 => format!(" by {}", nouns::write(f, Number::Many, Some(("source", "sources")))?),
            Some(f) => format!(" by {}", nouns::write(f, Number::Many, None)?),
        };
        let kind = if combat { "combat " } else { "" };
        return Ok(format!("Prevent all {kind}damage that would be dealt to {whom}{by}."));
    }
    let (whom, again) = match to {
        DamageRecipients::This => (name.to_string(), None),
        other => RECIPIENTS.iter().find(|(_, _, r)| *r == other).map(|(w, a, _)| (w.to_string(), Some(*a))).ok_or_else(|| format!("damage to {other:?}"))?,
    };
    let instead = match change {
        DamageChange::PreventAll => "prevent that damage.".to_string(),
        DamageChange::Prevent(n) if n > 0 => format!("prevent {n} of that damage."),
        DamageChange::Prevent(n) => return Err(format!("preventing {n} damage")),
        DamageChange::Double => format!("it deals double that damage to {} instead.", again.ok_or("doubling the damage to the card itself")?),
        DamageChange::PreventAllRemovingACounter => return Err("a counter removed".into()),
        DamageChange::RedirectToThis | DamageChange::RedirectToAttached => return Err("a redirection written as \"If a source would deal damage\"".into()),
    };
    Ok(format!("If {} would deal damage to {whom}, {instead}", write_source(from)?))
}

/// "Prevent all [combat] damage that would be dealt [to / by / to and dealt
/// by] [this / enchanted creature / creatures (you control)]." (615.1).
fn write_prevent_all_to_or_by((to, dealt): (DamageRecipients, DamageDirection), from: Option<&Filter>, change: DamageChange, combat: bool, (name, attached): (&str, &str)) -> Result<String, String> {
    if change != DamageChange::PreventAll || from.is_some() {
        return Err("damage dealt by the recipients, other than all of it prevented, or from some sources".into());
    }
    let whom = match to {
        DamageRecipients::This => name,
        DamageRecipients::Attached => attached,
        DamageRecipients::CreatureYouControl if dealt != DamageDirection::To => "creatures you control",
        DamageRecipients::AnyCreature if dealt != DamageDirection::To => "creatures",
        other => return Err(format!("damage dealt by {other:?}")),
    };
    let words = DEALT.iter().find(|(_, d)| *d == dealt).map(|(w, _)| *w).unwrap_or_default();
    let kind = if combat { "combat " } else { "" };
    Ok(format!("Prevent all {kind}{words}{whom}."))
}

// ---- 614.1a: life gained, cards drawn, tokens and counters made ----

const GAINERS: [(&str, &str, Option<Relation>); 3] = [("you", "you gain", Some(Relation::You)), ("an opponent", "that player gains", Some(Relation::Opponent)), ("a player", "that player gains", None)];

/// "If you would gain life, you gain twice that much life instead."
/// (Boon Reflection), "If a player would gain life, that player gains no
/// life instead." (Sulfuric Vortex).
fn life_gain(c: &mut Cursor) -> Option<ReplacementKind> {
    if !c.eat("If ") {
        return None;
    }
    let (_, gains, who) = GAINERS.iter().find(|(w, _, _)| c.eat(w))?;
    if !(c.eat(" would gain life, ") && c.eat(gains)) {
        return None;
    }
    let instead = if c.eat(" twice that much life instead.") {
        LifeGainInstead::Twice
    } else if c.eat(" no life instead.") {
        LifeGainInstead::Nothing
    } else {
        return None;
    };
    Some(ReplacementKind::WouldGainLife { who: *who, instead })
}

fn write_life_gain(who: Option<Relation>, instead: LifeGainInstead) -> Result<String, String> {
    let (w, gains, _) = GAINERS.iter().find(|(_, _, r)| *r == who).ok_or("a life gain's player")?;
    let how = match instead {
        LifeGainInstead::Twice => "twice that much life",
        LifeGainInstead::Nothing => "no life",
    };
    Ok(format!("If {w} would gain life, {gains} {how} instead."))
}

const NOTION: &str = "If an opponent would draw a card except the first one he or she draws in each of his or her draw steps, instead that player skips that draw and you draw a card.";

/// "If you would draw a card, draw two cards instead." (Thought
/// Reflection); the draw of an opponent taken by the controller, except
/// the first of each of that player's draw steps (Notion Thief, 614.11).
fn draw(c: &mut Cursor) -> Option<ReplacementKind> {
    if c.eat(NOTION) {
        return Some(ReplacementKind::WouldDraw { who: Relation::Opponent, except_first_in_draw_step: true, instead: DrawInstead::YouDraw(1) });
    }
    if !c.eat("If you would draw a card, draw ") {
        return None;
    }
    let n = c.word_number().filter(|n| (2..=20).contains(n))?;
    c.eat(" cards instead.").then_some(ReplacementKind::WouldDraw { who: Relation::You, except_first_in_draw_step: false, instead: DrawInstead::Draws(n) })
}

fn write_draw(who: Relation, except_first: bool, instead: DrawInstead) -> Result<String, String> {
    match (who, except_first, instead) {
        (Relation::Opponent, true, DrawInstead::YouDraw(1)) => Ok(NOTION.into()),
        (Relation::You, false, DrawInstead::Draws(n)) if (2..=20).contains(&n) => Ok(format!("If you would draw a card, draw {} cards instead.", super::words::number_word(n))),
        other => Err(format!("the draw replacement {other:?}")),
    }
}

const TOKENS: &str = "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.";

/// Doubling Season, Parallel Lives (111.1, 614.1a).
fn tokens(c: &mut Cursor) -> Option<ReplacementKind> {
    c.eat(TOKENS).then_some(ReplacementKind::WouldCreateTokens { who: Relation::You, instead: ManyInstead::Twice })
}

/// "If one or more +1/+1 counters would be placed on a creature you
/// control, twice that many +1/+1 counters are placed on it instead."
/// (Corpsejack Menace), "If an effect would place one or more counters on
/// a permanent you control, it places twice that many of those counters
/// on that permanent instead." (Doubling Season).
fn counters(c: &mut Cursor) -> Option<ReplacementKind> {
    if c.eat("If an effect would place one or more counters on a") {
        let _ = c.eat("n");
        if !c.eat(" ") {
            return None;
        }
        let f = nouns::read(c, Number::One, None)?;
        let head = counters_head(&f).ok()?;
        if !(c.eat(", it places twice that many of those counters on that ") && c.eat(&head) && c.eat(" instead.")) {
            return None;
        }
        return Some(ReplacementKind::WouldPutCounters { filter: f.into(), kind: None, instead: ManyInstead::Twice });
    }
    if !c.eat("If one or more ") {
        return None;
    }
    let kind = super::instructions::counter_kind(c)?;
    if !(c.eat(" counters would be placed on a") && (c.eat("n ") || c.eat(" "))) {
        return None;
    }
    let f = nouns::read(c, Number::One, None)?;
    if !(c.eat(", twice that many ") && c.eat(&kind) && c.eat(" counters are placed on it instead.")) {
        return None;
    }
    Some(ReplacementKind::WouldPutCounters { filter: f.into(), kind: Some(kind), instead: ManyInstead::Twice })
}

/// The noun a filter's "that [noun]" repeats: its written form without
/// whom it belongs to ("permanent you control": "permanent").
fn counters_head(f: &FilterSpec) -> Result<String, String> {
    nouns::write(&FilterSpec { controller: None, ..f.clone() }, Number::One, None)
}

fn write_counters(filter: &Filter, kind: Option<&str>) -> Result<String, String> {
    let noun = nouns::write(filter, Number::One, None)?;
    let a = article(&noun);
    match kind {
        None => Ok(format!("If an effect would place one or more counters on {a} {noun}, it places twice that many of those counters on that {} instead.", counters_head(filter)?)),
        Some(k) if super::instructions::counter_kind_ok(k) => Ok(format!("If one or more {k} counters would be placed on {a} {noun}, twice that many {k} counters are placed on it instead.")),
        Some(k) => Err(format!("counters '{k}'")),
    }
}
