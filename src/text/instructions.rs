//! Instructions, both ways (608.2c: a spell or ability does what its text
//! says, in order): each sentence of a spell or of an ability's effect is
//! one instruction, read into an `Effect` and written back from it. Words
//! that stand for an earlier part of the same text ("it", "they") are read
//! from the instruction before.

use super::compile::Context;
use super::cursor::Cursor;
use super::keywords::capitalized;
use super::nouns::{self, Number};
use super::words::{mana_symbol, number_word, printed_color_order};
use crate::cards::def::*;
use crate::rules::types::{CardType, Color, ManaAmount, ManaPool, ManaType};

mod any_number;
mod any_player;
mod animates;
mod becomes_creature;
mod becomes_color;
mod becomes_type;
mod change_target;
mod combat;
mod copies;
mod damage_by;
mod deaths_this_turn;
mod delayed;
mod exile_top;
mod life_totals;
mod may_otherwise;
mod phasing;
mod poison;
mod reveal_until;
mod search_players;
mod shuffle_own;
mod spend_only;
mod still_land;
mod that_graveyard;
mod untapping;

/// Instructions and the target slots they name, as one text reads them.
#[derive(Clone, Debug, Default)]
pub struct Sentences {
    pub targets: Vec<TargetSpec>,
    pub effects: Vec<Effect>,
    /// The card's name was written already in this ability: later it is "it".
    pub named: bool,
    /// A spell's damage divided among its targets as it is cast (601.2d).
    pub divide: Option<Amount>,
    /// How they are written.
    pub pres: Presentation,
}

/// How instructions are written where it isn't the usual way: those (by
/// index) written in one sentence with the one before, and the words
/// between; those that name the card by its name rather than "it".
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Presentation {
    pub joins: Vec<(usize, JoinWord)>,
    pub names: Vec<usize>,
    /// Written in another wording the writer knows: which instruction, which wording (from 1).
    pub alts: Vec<(usize, u16)>,
    /// A triggered ability's event in another wording (0: the usual one).
    pub event: u8,
    /// The card is returned "from your graveyard": the ability works there
    /// (an activated ability's `from_graveyard`; not a layout choice).
    pub from_graveyard: bool,
    /// The spell's damage divided among its targets (`SpellAbility::divide`; not a layout choice).
    pub divide: Option<Amount>,
    /// The trigger's object is "it" (not "that creature"; follows from the trigger, not a layout choice).
    pub trigger_it: bool,
    /// The trigger's object is the spell or ability that targeted the source (`abilities::names_targeting`).
    pub targeted: bool,
    /// The kind of counters an activated ability's cost removes in "any
    /// number" (`W::removed`; follows from the cost, not a layout choice).
    pub removed: Option<String>,
    /// The ability word printed before the ability, where its kind is not
    /// always printed with one (`abilities::PRINTED_WORDS`, from 1; 0: none).
    pub word: u8,
}

/// One or more sentences, each ending with a period, to the end of the
/// text; `named`: the card's name was written before them in the ability.
pub fn read(c: &mut Cursor, ctx: &Context, named: bool) -> Option<Sentences> {
    let mut s = Sentences { named, ..Default::default() };
    loop {
        if let Some((choose, prevent)) = undone(c, &mut s, |c, s| next_time_prevention(c, ctx, s)) {
            // One sentence, two instructions: choose the source, then the shield.
            s.effects.push(choose);
            s.effects.push(prevent);
        } else if let Some((to, by)) = undone(c, &mut s, |c, s| prevent_to_and_by(c, ctx, s)) {
            s.effects.push(to);
            s.effects.push(by);
        } else if let Some(e) = undone(c, &mut s, |c, s| choose_color_first(c, ctx, s)) {
            // Two sentences: the choice, then the change that reads it.
            s.effects.push(Effect::Choose { choice: Choice::Color, remember: false });
            s.effects.push(e);
        } else if let Some(e) = undone(c, &mut s, |c, s| flip_coin(c, ctx, s).or_else(|| clash(c, ctx, s))) {
            // Two or three sentences, one instruction.
            s.effects.push(e);
        } else if let Some(e) = undone(c, &mut s, |c, s| may_otherwise::may_otherwise(c, ctx, s)) {
            // Two or three sentences, one instruction.
            s.effects.push(e);
        } else if let Some(e) = undone(c, &mut s, |c, s| if_then_may(c, ctx, s)) {
            // Two sentences under one condition.
            s.effects.push(e);
        } else if let Some(e) = undone(c, &mut s, |c, s| may_pay(c, ctx, s).or_else(|| any_player::any_player_may(c, ctx, s)).or_else(|| look_at_top(c, ctx, s)).or_else(|| you_choose_from_hand(c, s))) {
            // Two sentences (or more), one instruction.
            s.effects.push(e);
        } else if let Some(e) = undone(c, &mut s, |c, s| may_if_you_do(c, ctx, s)) {
            s.effects.push(e);
        } else {
            c.said_choice = None;
            let e = c.attempt(|c| sentence(c, ctx, &mut s))?;
            if names_chosen_color(&e) && chosen_before(&s, s.effects.len()) {
                // "The chosen color" with no "Choose a color." before it.
                return None;
            }
            let said = c.said_choice.take();
            push_read(&mut s, e, said);
            // "X, then Y" and "X and you gain N life": two instructions in one
            // sentence ("X, then Y and Z": three).
            while join_next(c, ctx, &mut s) {}
        }
        // The period, then the end of the text or a space before the next sentence.
        if !sentence_end(c) {
            return None;
        }
        if c.at_end() {
            return (several_targets_alone(&s.effects, &s.targets) && chosen_type_after_choice(&s.effects) && chosen_number_after_choice(&s.effects) && counted_after_their_verb(&s.effects)).then_some(s);
        }
        if !c.eat(" ") {
            return None;
        }
    }
}

/// "N life" after "unless ... pay(s)": a payment of life (119.4).
fn life_payment(c: &mut Cursor) -> Option<i32> {
    c.number().and_then(|n| i32::try_from(n).ok()).filter(|n| *n >= 1 && c.eat(" life"))
}

const UNLESS_HE_OR_SHE_PAYS: &str = " unless he or she pays ";
const UNLESS_ITS_CONTROLLER_PAYS: &str = " unless its controller pays ";
const UNLESS_THAT_SPELLS_CONTROLLER_PAYS: &str = " unless that spell's controller pays ";

/// The one player other than you an instruction names, who "he or she" is
/// after it: the player who sacrifices, discards or loses life, or is dealt
/// the damage.
fn instruction_player(e: &Effect) -> Option<PlayerRef> {
    let p = match e {
        Effect::Sacrifice { player: Recipient::Player(p), .. } | Effect::Discard { player: Recipient::Player(p), .. } => p,
        Effect::LoseLife { to: Recipient::Player(p), .. } | Effect::DealDamage { to: Recipient::Player(p), .. } => p,
        _ => return None,
    };
    (*p != PlayerRef::You).then(|| p.clone())
}

/// Try a reader; if it fails, the position and everything it noted go back to where they were.
fn undone<'a, T>(c: &mut Cursor<'a>, s: &mut Sentences, f: impl FnOnce(&mut Cursor<'a>, &mut Sentences) -> Option<T>) -> Option<T> {
    let (pos, n, named, pres, divide) = (c.pos, s.targets.len(), s.named, s.pres.clone(), s.divide.clone());
    let r = f(c, s);
    if r.is_none() {
        c.pos = pos;
        s.targets.truncate(n);
        s.named = named;
        s.pres = pres;
        s.divide = divide;
    }
    r
}

/// The end of a sentence: its period, or none after a quoted ability, whose
/// last sentence's period ends it too ("... have \"{T}: Add {G} to your mana pool.\"").
pub fn sentence_end(c: &mut Cursor) -> bool {
    c.eat(".") || c.text[..c.pos].ends_with(".\"")
}

/// A sentence with its period (none after a quoted ability that ends with one).
pub fn end_sentence(s: String) -> String {
    if s.ends_with(".\"") {
        s
    } else {
        s + "."
    }
}

const WHERE_X: &str = ", where X is ";
/// The wording bit of an instruction whose count is written as X, then ", where X is [count]".
const WHERE_X_WORDING: u16 = 64;
/// The wording bit of an amount of life written "life equal to [count]".
const EQUAL_TO_WORDING: u16 = 128;

/// The wording bits of a count that calls its object "that creature's" or
/// "that spell's" where "its" could be written.
const THAT_CREATURES_COUNT: u16 = 256;
const THAT_SPELLS_COUNT: u16 = 512;

/// "that creature's [power]", "that spell's [converted mana cost]" (608.2h):
/// the target creature or spell the instruction acts on (`own`), else the
/// one the instruction before acted on, else the spell whose casting the
/// ability triggered on (its trigger object). With its wording bit.
fn that_nouns_count(c: &mut Cursor, ctx: &Context, s: &Sentences, own: Option<ObjRef>) -> Option<(DynamicAmount, u16)> {
    let (noun, bit) = if c.eat("that creature's ") {
        ("creature", THAT_CREATURES_COUNT)
    } else if c.eat("that spell's ") {
        ("spell", THAT_SPELLS_COUNT)
    } else {
        return None;
    };
    let fits = |o: &ObjRef| matches!(o, ObjRef::Target(i) if s.targets.get(*i).and_then(that_noun) == Some(noun));
    // (The spell an instruction before countered: "Counter target spell. ... that spell's".)
    let countered = match s.effects.last() {
        Some(Effect::Counter { what, .. }) => Some(what.clone()),
        _ => None,
    };
    let what = [own, previous_object(s), countered].into_iter().flatten().find(fits).or_else(|| (noun == "spell" && ctx.that_spell.get()).then_some(ObjRef::TriggerObject))?;
    Some((super::amounts::of_object(c, what)?, bit))
}

/// A count after "equal to": "that creature's / that spell's [...]"
/// (`that_nouns_count`, with its wording bit, noted for the instruction
/// being read), or any count `read_count` reads (`it`: what "its" names).
fn equal_to_count(c: &mut Cursor, ctx: &Context, s: &mut Sentences, it: Option<&ObjRef>) -> Option<DynamicAmount> {
    if let Some((d, bit)) = c.attempt(|c| that_nouns_count(c, ctx, s, None)) {
        add_alt(s, s.effects.len(), bit);
        return Some(d);
    }
    super::amounts::read_count(c, ctx, it, s.effects.last())
}

/// The words of `equal_to_count`.
fn write_equal_to_count(d: &DynamicAmount, w: &W, it: Option<&ObjRef>) -> Result<String, String> {
    match (super::amounts::of_object_words(d), w.alt & (THAT_CREATURES_COUNT | THAT_SPELLS_COUNT)) {
        (_, 0) => super::amounts::write_count(d, w.name, it, w.prev),
        (Some((_, words)), THAT_CREATURES_COUNT) => Ok(format!("that creature's {words}")),
        (Some((_, words)), THAT_SPELLS_COUNT) => Ok(format!("that spell's {words}")),
        _ => Err(format!("'that [noun]'s' for the count {d:?}")),
    }
}

/// "that creature's [power]", "that spell's [converted mana cost]" for a
/// count of a target with that noun, or of the spell the trigger names.
fn that_nouns_words(count: &DynamicAmount, w: &W) -> Option<String> {
    let (what, words) = super::amounts::of_object_words(count)?;
    let noun = match what {
        ObjRef::Target(i) => that_noun(w.targets.get(*i)?)?,
        _ => return None,
    };
    Some(format!("that {noun}'s {words}"))
}

/// The amounts an instruction says in numbers (those ", where X is" may name).
fn amounts_mut(e: &mut Effect) -> Vec<&mut Amount> {
    match e {
        Effect::DealDamage { amount, .. } | Effect::GainLife { amount, .. } | Effect::LoseLife { amount, .. } => vec![amount],
        Effect::Draw { count, .. } | Effect::Scry { count } | Effect::GivePoison { count, .. } => vec![count],
        // "Prevent the next X damage ..., where X is ..." (615.7).
        Effect::PreventDamage { amount: Some(amount), .. } => vec![amount],
        // "Create X [tokens], where X is ..." (111.1: that many tokens).
        Effect::CreateTokens { count, .. } => vec![count],
        // "Put X +1/+1 counters on [it], where X is ..." (122.1).
        Effect::PutCounters { count, .. } => vec![count],
        // "You may [instruction], where X is ...": the one instruction's count.
        Effect::May { effects, otherwise, .. } if effects.len() == 1 && otherwise.is_empty() => amounts_mut(&mut effects[0]),
        Effect::AddManaOfChoice { amount, .. } => vec![amount],
        Effect::Continuous { modifications, .. } => modifications
            .iter_mut()
            .flat_map(|m| match m {
                Modification::Pump { power, toughness } => vec![power, toughness],
                _ => Vec::new(),
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// Is the amount X (or minus X) itself, not yet named?
fn has_bare_x(a: &Amount) -> bool {
    match a {
        Amount::Dynamic(DynamicAmount::X) => true,
        Amount::Dynamic(DynamicAmount::Times { factor: -1, of }) => matches!(**of, Amount::Dynamic(DynamicAmount::X)),
        _ => false,
    }
}

/// The count an instruction written with ", where X is" names.
fn where_x_count(e: &Effect) -> Option<DynamicAmount> {
    let mut e = e.clone();
    amounts_mut(&mut e).into_iter().find_map(|a| match a {
        Amount::Dynamic(DynamicAmount::Times { factor: -1, of }) => match &**of {
            Amount::Dynamic(d) if *d != DynamicAmount::X => Some(d.clone()),
            _ => None,
        },
        Amount::Dynamic(d) if *d != DynamicAmount::X => Some(d.clone()),
        _ => None,
    })
}

/// "[A with X] and [B with X], where X is ...": instruction A, its count
/// written as the X that the instruction after it names (None when that is
/// not so).
fn x_named_by_next(effects: &[Effect], i: usize, pres: &Presentation) -> Option<Effect> {
    let bits = |j: usize| pres.alts.iter().find(|(k, _)| *k == j).map_or(0, |(_, n)| *n);
    if bits(i) & (WHERE_X_WORDING | EQUAL_TO_WORDING) != 0 || bits(i + 1) & WHERE_X_WORDING == 0 {
        return None;
    }
    let count = where_x_count(effects.get(i + 1)?)?;
    let mut e = effects[i].clone();
    let mut named = false;
    for a in amounts_mut(&mut e) {
        named |= super::amounts::swap_x(a, &count, false);
    }
    named.then_some(e)
}

/// An instruction whose count is written as X and named after it.
fn write_where_x(e: &Effect, w: &W) -> Result<String, String> {
    let mut e = e.clone();
    let count = amounts_mut(&mut e)
        .into_iter()
        .find_map(|a| match a {
            Amount::Dynamic(DynamicAmount::Times { factor: -1, of }) => match &**of {
                Amount::Dynamic(d) if *d != DynamicAmount::X => Some(d.clone()),
                _ => None,
            },
            Amount::Dynamic(d) if *d != DynamicAmount::X => Some(d.clone()),
            _ => None,
        })
        .ok_or("no count to name with X")?;
    for a in amounts_mut(&mut e) {
        super::amounts::swap_x(a, &count, false);
    }
    let that = w.alt & (THAT_CREATURES_COUNT | THAT_SPELLS_COUNT);
    let wx = W { targets: w.targets, name: w.name, attached: w.attached, prev: w.prev, named: w.named.clone(), by_name: w.by_name, alt: w.alt & !(WHERE_X_WORDING | that), from_graveyard: w.from_graveyard, divide: w.divide, trigger_it: w.trigger_it, targeted: w.targeted, removed: w.removed };
    let words = write(&e, &wx)?;
    w.named.set(wx.named.get());
    let x = match super::amounts::write_revealed_count(&count, w.prev) {
        _ if that != 0 => write_equal_to_count(&count, w, None)?,
        Some(x) => x,
        None => super::amounts::write_count(&count, w.name, object_of(&e).as_ref(), w.prev).or_else(|err| that_nouns_words(&count, w).ok_or(err))?,
    };
    Ok(format!("{words}{WHERE_X}{x}"))
}

/// Note that instruction `at` is written in another wording (its bits joined to any noted already).
pub(super) fn add_alt(s: &mut Sentences, at: usize, bits: u16) {
    match s.pres.alts.iter_mut().find(|(i, _)| *i == at) {
        Some((_, n)) => *n |= bits,
        None => s.pres.alts.push((at, bits)),
    }
}

/// "target " or "another target " (then the noun): "another" excludes the
/// source when nothing was targeted before (the filter's `other`), else the
/// targets chosen before (the slot's `another`, 601.2c).
fn eat_target(c: &mut Cursor, s: &Sentences, sentence_start: bool) -> Option<Option<bool>> {
    let eat = |c: &mut Cursor, w: &str| if sentence_start { c.eat_sentence_start(w) } else { c.eat(w) };
    if eat(c, "target ") {
        return Some(None);
    }
    if eat(c, "another target ") {
        return Some(Some(s.targets.is_empty()));
    }
    None
}

/// "two target creatures", "up to three target lands" (601.2c: one slot
/// each, optional after "up to"), "any number of target creatures" (one
/// slot for as many as are chosen, `TargetSpec::any_number`): all the
/// instruction's targets, and the only ones of its text.
fn several_targets(c: &mut Cursor, s: &mut Sentences) -> Option<ObjRef> {
    if !s.targets.is_empty() {
        return None;
    }
    let any = c.eat_sentence_start(ANY_NUMBER);
    let optional = !any && c.eat_sentence_start("up to ");
    // "One or two target [nouns]": the first required, the others optional.
    let one_or_more = if optional || any { None } else { AMONG.iter().find(|(w, _)| c.eat_sentence_start(w)).map(|(_, k)| *k as u32) };
    // "X target [nouns]": X slots once X is announced (`TargetSpec::x_count`).
    let n = match one_or_more {
        _ if any => 1,
        Some(k) => k,
        None if !optional && c.eat_sentence_start("X") => 0,
        None => sentence_number(c).filter(|n| (2..=5).contains(n))?,
    };
    if !c.eat(" target ") {
        return None;
    }
    // "two target creature cards from your graveyard": cards in graveyards (114.1b).
    let (kind, f, one_graveyard) = match c.attempt(graveyard_cards) {
        Some((f, one)) => (TargetKind::CardInGraveyard, f, one),
        None => (TargetKind::Permanent, and_or_noun(c)?, false),
    };
    if n == 0 {
        let slot = target(s, kind, f.clone());
        s.targets[slot].x_count = true;
    }
    for i in 0..n {
        let slot = target(s, kind, f.clone());
        s.targets[slot].any_number = any;
        s.targets[slot].optional = optional || (one_or_more.is_some() && i > 0);
        // One instance of "target": each object once (115.3; optional slots are told apart already).
        s.targets[slot].another = i > 0 && !s.targets[slot].optional;
    }
    for t in s.targets.iter_mut() {
        t.one_graveyard = one_graveyard;
    }
    Some(ObjRef::Targets)
}

/// A number word ("two"), capitalized at the start of a sentence ("Two").
fn sentence_number(c: &mut Cursor) -> Option<u32> {
    c.word_number().or_else(|| (2..=5u32).find(|n| c.attempt(|c| (c.eat_sentence_start(&number_word(*n)) && !c.rest().starts_with(|ch: char| ch.is_alphanumeric())).then_some(())).is_some()))
}

/// Whose graveyards several target cards are in, as the words after "cards" say it.
const GRAVEYARDS_MANY: &[(&str, Option<Relation>)] = &[(" from your graveyard", Some(Relation::You)), (" from graveyards", None), (" from an opponent's graveyard", Some(Relation::Opponent))];

/// The words of cards chosen from one graveyard, any player's (`TargetSpec::one_graveyard`).
const SINGLE_GRAVEYARD: &str = " from a single graveyard";

/// "[noun] cards from your graveyard / from graveyards / from a single
/// graveyard" (cards in graveyards, by their owner; whether all from one).
fn graveyard_cards(c: &mut Cursor) -> Option<(FilterSpec, bool)> {
    let mut f = nouns::read(c, Number::Many, Some(("card", "cards")))?;
    if f.controller.is_some() || f.owner.is_some() {
        return None;
    }
    if c.eat(SINGLE_GRAVEYARD) {
        return Some((f, true));
    }
    let (_, owner) = GRAVEYARDS_MANY.iter().find(|(w, _)| c.eat(w))?;
    f.owner = *owner;
    Some((f, false))
}

fn write_graveyard_cards(t: &TargetSpec) -> Result<String, String> {
    let f = &t.filter;
    let words = match GRAVEYARDS_MANY.iter().find(|(_, o)| *o == f.owner) {
        Some(_) if t.one_graveyard && f.owner.is_none() => SINGLE_GRAVEYARD,
        Some((words, _)) if !t.one_graveyard => words,
        _ => return Err("a graveyard".into()),
    };
    let noun = nouns::write(&FilterSpec { owner: None, ..(**f).clone() }, Number::Many, Some(("card", "cards")))?;
    Ok(format!("{noun}{words}"))
}

/// The plural noun of several targets: two or more card types are joined
/// by "and/or" ("artifacts, creatures, and/or lands you control").
fn and_or_noun(c: &mut Cursor) -> Option<FilterSpec> {
    const AND_OR: &str = " and/or ";
    let at = c.rest().find(AND_OR).filter(|i| !c.rest()[..*i].contains('.'));
    let said = match at {
        Some(i) => format!("{} and {}", &c.rest()[..i], &c.rest()[i + AND_OR.len()..]),
        None => c.rest().to_string(),
    };
    let mut nc = Cursor::new(&said);
    nc.player_words = c.player_words;
    let f = nouns::read(&mut nc, Number::Many, None)?;
    c.he_or_she |= nc.he_or_she;
    if nc.said_choice.is_some() {
        c.said_choice = nc.said_choice.clone();
    }
    let used_and_or = at.is_some_and(|i| nc.pos > i);
    if used_and_or != several_types(&f) {
        return None;
    }
    c.pos += nc.pos + if used_and_or { AND_OR.len() - " and ".len() } else { 0 };
    Some(f)
}

/// Two or more card types named one by one ("permanents" is one word).
fn several_types(f: &FilterSpec) -> bool {
    f.types.len() >= 2 && f.types != nouns::PERMANENT_TYPES
}

fn write_and_or_noun(f: &FilterSpec) -> Result<String, String> {
    let noun = nouns::write(f, Number::Many, None)?;
    if !several_types(f) {
        return Ok(noun);
    }
    let i = noun.rfind(" and ").ok_or("several types without 'and'")?;
    Ok(format!("{} and/or {}", &noun[..i], &noun[i + " and ".len()..]))
}

/// "Two target creatures" names every target of its text: no other
/// instruction may add one (`ObjRef::Targets` is all of them).
pub fn several_targets_alone(effects: &[Effect], targets: &[TargetSpec]) -> bool {
    let uses = effects.iter().any(|e| object_of(e) == Some(ObjRef::Targets) || matches!(e, Effect::May { effects, otherwise, .. } if effects.iter().chain(otherwise).any(|x| object_of(x) == Some(ObjRef::Targets))));
    let several = !uses || targets.iter().all(|t| matches!(t.kind, TargetKind::Permanent | TargetKind::CardInGraveyard) && t.kind == targets[0].kind && t.filter == targets[0].filter && t.optional == targets[0].optional) || two_different_targets(targets) || one_required_more_optional(targets);
    several && any_number::alone(effects, targets)
}

/// "One or two target creatures": permanent slots of one noun, the first
/// required and the others optional.
fn one_required_more_optional(targets: &[TargetSpec]) -> bool {
    let Some((first, rest)) = targets.split_first() else { return false };
    !rest.is_empty() && first.kind == TargetKind::Permanent && !first.optional && !first.another && rest.iter().all(|t| t.kind == first.kind && t.filter == first.filter && t.optional && !t.another && !t.x_count && !t.one_graveyard)
}

/// "target creature and target land": two target slots of different nouns,
/// each chosen on its own (601.2c), both the instruction's objects.
fn two_different_targets(targets: &[TargetSpec]) -> bool {
    matches!(targets, [a, b] if a.kind == TargetKind::Permanent && b.kind == TargetKind::Permanent && a.filter != b.filter && !a.optional && !b.optional && !a.another && !b.another)
}

/// "target [noun] and target [other noun]" (the only targets of the text).
fn two_targets(c: &mut Cursor, s: &mut Sentences) -> Option<ObjRef> {
    if !s.targets.is_empty() || !c.eat("target ") {
        return None;
    }
    let a = nouns::read(c, Number::One, None)?;
    if !c.eat(" and target ") {
        return None;
    }
    let b = nouns::read(c, Number::One, None)?;
    if a == b {
        return None;
    }
    target(s, TargetKind::Permanent, a);
    target(s, TargetKind::Permanent, b);
    Some(ObjRef::Targets)
}

fn write_several_targets(w: &W) -> Result<String, String> {
    if two_different_targets(w.targets) {
        let nouns: Vec<String> = w.targets.iter().map(|t| nouns::write(&t.filter, Number::One, None)).collect::<Result<_, _>>()?;
        return Ok(format!("target {} and target {}", nouns[0], nouns[1]));
    }
    let first = w.targets.first().ok_or("no targets")?;
    if let [only] = w.targets {
        if (only.x_count || only.any_number) && !only.optional && !only.another && matches!(only.kind, TargetKind::Permanent | TargetKind::CardInGraveyard) {
            let noun = if only.kind == TargetKind::CardInGraveyard { write_graveyard_cards(only)? } else { write_and_or_noun(&only.filter)? };
            return Ok(format!("{} target {noun}", if only.x_count { "X" } else { ANY_NUMBER }));
        }
    }
    // "one or two target [nouns]": the first required, the rest optional.
    if one_required_more_optional(w.targets) {
        let (among, _) = AMONG.iter().find(|(_, k)| *k == w.targets.len()).ok_or("one required target and more optional ones")?;
        return Ok(format!("{among} target {}", write_and_or_noun(&first.filter)?));
    }
    let apart = |i: usize, t: &TargetSpec| t.another == (i > 0 && !t.optional);
    if w.targets.len() < 2 || w.targets.iter().enumerate().any(|(i, t)| !matches!(t.kind, TargetKind::Permanent | TargetKind::CardInGraveyard) || t.kind != first.kind || t.filter != first.filter || t.optional != first.optional || !apart(i, t)) {
        return Err("targets of different kinds".into());
    }
    let noun = if first.kind == TargetKind::CardInGraveyard { write_graveyard_cards(first)? } else { write_and_or_noun(&first.filter)? };
    let up_to = if first.optional { "up to " } else { "" };
    Ok(format!("{up_to}{} target {noun}", number_word(w.targets.len() as u32)))
}

/// A target slot for "[another] target [noun]" (`another`: from `eat_target`).
fn target_another(s: &mut Sentences, kind: TargetKind, mut f: FilterSpec, another: Option<bool>) -> Option<usize> {
    match another {
        // "another target creature", "another target artifact card from your
        // graveyard" (Myr Retriever: not the card the source is, or became).
        Some(true) if matches!(kind, TargetKind::Permanent | TargetKind::CardInGraveyard) && !f.other => f.other = true,
        Some(true) => return None,
        _ => {}
    }
    let slot = target(s, kind, f);
    if another == Some(false) {
        s.targets[slot].another = true;
    }
    Some(slot)
}

/// A new target slot.
pub(super) fn target(s: &mut Sentences, kind: TargetKind, filter: FilterSpec) -> usize {
    let mut spec = TargetSpec { kind, filter: filter.into(), text: String::new(), optional: false, another: false, x_count: false, one_graveyard: false, any_number: false };
    spec.text = format!("target {}", target_noun(&spec).unwrap_or_default());
    s.targets.push(spec);
    s.targets.len() - 1
}

/// "target spell or permanent" (115.1: either kind of object).
const SPELL_OR_PERMANENT: &str = "spell or permanent";

/// After "target ": creature or player, player, opponent, spell or
/// permanent, spell, or permanents.
fn target_phrase(c: &mut Cursor) -> Option<(TargetKind, FilterSpec)> {
    if c.eat("creature or player") {
        return Some((TargetKind::CreatureOrPlayer, FilterSpec::default()));
    }
    if c.eat("player") {
        return Some((TargetKind::Player, FilterSpec::default()));
    }
    if c.eat("opponent") {
        return Some((TargetKind::Player, FilterSpec { controller: Some(Relation::Opponent), ..Default::default() }));
    }
    if c.eat(SPELL_OR_PERMANENT) {
        return Some((TargetKind::SpellOrPermanent, FilterSpec::default()));
    }
    // "target activated ability", "target activated or triggered ability" (on the stack).
    if c.eat(ACTIVATED_OR_TRIGGERED) {
        return Some((TargetKind::Ability, FilterSpec::default()));
    }
    if c.eat(ACTIVATED_ABILITY) {
        // "... from an artifact source": its source is an artifact.
        let f = if c.eat(FROM_AN_ARTIFACT_SOURCE) { FilterSpec { types: vec![CardType::Artifact], ..FilterSpec::default() } } else { FilterSpec::default() };
        return Some((TargetKind::ActivatedAbility, f));
    }
    if let Some(f) = nouns::read(c, Number::One, Some(("spell", "spells"))) {
        return Some((TargetKind::Spell, f));
    }
    if let Some(f) = c.attempt(graveyard_card) {
        return Some((TargetKind::CardInGraveyard, f));
    }
    nouns::read(c, Number::One, None).map(|f| (TargetKind::Permanent, f))
}

/// Whose graveyard a card is in, as the words after "card" say it.
const GRAVEYARDS: &[(&str, Option<Relation>)] = &[(" from your graveyard", Some(Relation::You)), (" from a graveyard", None), (" from an opponent's graveyard", Some(Relation::Opponent))];

/// "[noun] card from your graveyard" (a card in a graveyard, by its owner).
fn graveyard_card(c: &mut Cursor) -> Option<FilterSpec> {
    let mut f = nouns::read(c, Number::One, Some(("card", "cards")))?;
    if f.controller.is_some() {
        return None;
    }
    let (_, owner) = GRAVEYARDS.iter().find(|(w, _)| c.eat(w))?;
    f.owner = *owner;
    Some(f)
}

fn write_graveyard_card(f: &FilterSpec) -> Result<String, String> {
    let (words, _) = GRAVEYARDS.iter().find(|(_, o)| *o == f.owner).ok_or("a graveyard")?;
    let noun = nouns::write(&FilterSpec { owner: None, ..f.clone() }, Number::One, Some(("card", "cards")))?;
    Ok(format!("{noun}{words}"))
}

const ACTIVATED_ABILITY: &str = "activated ability";
const FROM_AN_ARTIFACT_SOURCE: &str = " from an artifact source";
const ACTIVATED_OR_TRIGGERED: &str = "activated or triggered ability";

/// The words after "target " for a target slot.
pub fn target_noun(t: &TargetSpec) -> Result<String, String> {
    let f: &FilterSpec = &t.filter;
    let plain = *f == FilterSpec::default();
    match t.kind {
        TargetKind::CreatureOrPlayer if plain => Ok("creature or player".into()),
        TargetKind::Player if plain => Ok("player".into()),
        TargetKind::Player if *f == (FilterSpec { controller: Some(Relation::Opponent), ..Default::default() }) => Ok("opponent".into()),
        TargetKind::Spell => nouns::write(f, Number::One, Some(("spell", "spells"))),
        TargetKind::Permanent => nouns::write(f, Number::One, None),
        TargetKind::CardInGraveyard => write_graveyard_card(f),
        TargetKind::SpellOrPermanent if plain => Ok(SPELL_OR_PERMANENT.into()),
        TargetKind::ActivatedAbility if plain => Ok(ACTIVATED_ABILITY.into()),
        TargetKind::ActivatedAbility if *f == (FilterSpec { types: vec![CardType::Artifact], ..Default::default() }) => Ok(format!("{ACTIVATED_ABILITY}{FROM_AN_ARTIFACT_SOURCE}")),
        TargetKind::Ability if plain => Ok(ACTIVATED_OR_TRIGGERED.into()),
        k => Err(format!("the target {k:?} {f:?}")),
    }
}

pub(super) fn target_words(w: &W, slot: usize) -> Result<String, String> {
    let t = w.targets.get(slot).ok_or(format!("target slot {slot}"))?;
    if matches!(t.kind, TargetKind::Permanent | TargetKind::CardInGraveyard) && t.filter.other && !t.another {
        // "another target creature": other than the source.
        let plain = TargetSpec { filter: FilterSpec { other: false, ..(*t.filter).clone() }.into(), ..t.clone() };
        return Ok(format!("another target {}", target_noun(&plain)?));
    }
    if t.another && !t.filter.other {
        return Ok(format!("another target {}", target_noun(t)?));
    }
    Ok(format!("target {}", target_noun(t)?))
}

/// An amount: a number, X, or (in a triggered ability whose event has an
/// amount) "that much".
fn amount_of(c: &mut Cursor, ctx: &Context) -> Option<Amount> {
    if ctx.that_much.get() && c.eat("that much") {
        return Some(Amount::Dynamic(DynamicAmount::ThatMuch));
    }
    amount(c)
}

/// An amount: a number, or X.
fn amount(c: &mut Cursor) -> Option<Amount> {
    if c.eat("X") {
        return Some(Amount::Dynamic(DynamicAmount::X));
    }
    c.number().map(|n| Amount::Fixed(n as i32))
}

fn write_amount(a: &Amount) -> Result<String, String> {
    match a {
        Amount::Fixed(n) if *n >= 0 => Ok(n.to_string()),
        Amount::Dynamic(DynamicAmount::X) => Ok("X".into()),
        Amount::Dynamic(DynamicAmount::ThatMuch) => Ok("that much".into()),
        other => Err(format!("the amount {other:?}")),
    }
}

/// "Any number of": a number the player chooses as the instruction is
/// followed (608.2d), from none to all.
const ANY_NUMBER_OF: &str = "any number of ";

/// "a card", "two cards", "X cards".
fn cards(c: &mut Cursor, this: &str) -> Option<Amount> {
    if c.eat("a card") {
        // "a card for each ..." (608.2h: counted as the instruction is followed).
        return Some(super::amounts::read_for_each(c, Amount::Fixed(1), this));
    }
    let n = if c.eat("X") { Amount::Dynamic(DynamicAmount::X) } else { Amount::Fixed(c.word_number().filter(|n| *n >= 2)? as i32) };
    c.eat(" cards").then(|| super::amounts::read_for_each(c, n, this))
}

fn write_cards(a: &Amount, this: &str) -> Result<String, String> {
    if let Some((n, Some(each))) = super::amounts::split_for_each(a, this) {
        return Ok(format!("{}{each}", write_cards(&n, this)?));
    }
    match a {
        Amount::Fixed(1) => Ok("a card".into()),
        Amount::Fixed(n) if *n >= 2 => Ok(format!("{} cards", number_word(*n as u32))),
        Amount::Dynamic(DynamicAmount::X) => Ok("X cards".into()),
        Amount::Dynamic(DynamicAmount::ThatMany | DynamicAmount::ThatMuch) => Ok("that many cards".into()),
        other => Err(format!("the number of cards {other:?}")),
    }
}

/// A player doing something: "you" (often left out), "target player",
/// "target opponent", "each player", "each opponent". Returns the
/// recipient and whether the verb takes an -s.
fn player_subject(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<(Recipient, bool)> {
    if c.eat_sentence_start("each player ") {
        return Some((Recipient::EachPlayer, true));
    }
    if c.eat_sentence_start("each opponent ") {
        return Some((Recipient::EachOpponent, true));
    }
    if c.eat_sentence_start("each other player ") {
        return Some((Recipient::EachOtherPlayer, true));
    }
    if c.eat_sentence_start("target player ") {
        return Some((Recipient::Target(target(s, TargetKind::Player, FilterSpec::default())), true));
    }
    if c.eat_sentence_start("target opponent ") {
        let f = FilterSpec { controller: Some(Relation::Opponent), ..Default::default() };
        return Some((Recipient::Target(target(s, TargetKind::Player, f)), true));
    }
    if c.eat_sentence_start("you ") {
        return Some((Recipient::Player(PlayerRef::You), false));
    }
    if c.eat_sentence_start("that player ") {
        return Some((that_player(s), true));
    }
    // The controller of the creature the trigger event names (one that died: its last controller).
    if (ctx.trigger_it.get() || ctx.creature_died.get()) && c.eat_sentence_start("that creature's controller ") {
        add_alt(s, s.effects.len(), TRIGGER_CREATURE_CONTROLLER_SUBJECT);
        return Some((Recipient::Player(PlayerRef::TriggerPlayer), true));
    }
    // The controller of the permanent the source is attached to: "its
    // controller" after its event, or "enchanted creature's controller".
    if ctx.attached_event.get() && c.eat_sentence_start("its controller ") {
        add_alt(s, s.effects.len(), ITS_ATTACHED_CONTROLLER);
        return Some((Recipient::Player(PlayerRef::ControllerOfAttached), true));
    }
    if c.attempt(|c| (attached(c) && c.eat("'s controller ")).then_some(())).is_some() {
        return Some((Recipient::Player(PlayerRef::ControllerOfAttached), true));
    }
    // The controller of the spell or ability that made the source a target (603.2).
    if c.attempt(|c| (c.eat_sentence_start(THAT_SPELL_OR_ABILITYS_CONTROLLER) && c.eat(" ")).then_some(())).is_some() {
        add_alt(s, s.effects.len(), TARGETING_CONTROLLER);
        return Some((Recipient::Player(PlayerRef::TriggerPlayer), true));
    }
    // "Defending player": the player the source attacks (506.2).
    if c.eat_sentence_start("defending player ") {
        return Some((Recipient::Player(PlayerRef::Defending), true));
    }
    // "Its controller": the controller of the target the instruction before acted on.
    if let Some(ObjRef::Target(i)) = previous_object(s) {
        if c.eat_sentence_start("its controller ") {
            return Some((Recipient::Player(PlayerRef::ControllerOfTarget(i)), true));
        }
    }
    None
}

fn write_player_subject(r: &Recipient, w: &W) -> Result<(String, bool), String> {
    Ok(match r {
        Recipient::EachPlayer => ("each player".into(), true),
        Recipient::EachOpponent => ("each opponent".into(), true),
        Recipient::EachOtherPlayer => ("each other player".into(), true),
        Recipient::Targets => (any_number::write_subject(w.targets)?, false),
        Recipient::Target(i) => (target_words(w, *i)?, true),
        Recipient::Player(PlayerRef::You) => ("you".into(), false),
        Recipient::Player(PlayerRef::TriggerPlayer) if w.targeted && w.alt & TARGETING_CONTROLLER != 0 => (THAT_SPELL_OR_ABILITYS_CONTROLLER.into(), true),
        Recipient::Player(PlayerRef::TriggerPlayer) if w.alt & TRIGGER_CREATURE_CONTROLLER_SUBJECT != 0 => ("that creature's controller".into(), true),
        Recipient::Player(PlayerRef::ControllerOfAttached) if w.alt & ITS_ATTACHED_CONTROLLER != 0 => ("its controller".into(), true),
        Recipient::Player(PlayerRef::ControllerOfAttached) => (format!("{}'s controller", w.attached), true),
        Recipient::Player(PlayerRef::TriggerPlayer) => ("that player".into(), true),
        Recipient::Player(PlayerRef::Target(i)) if previous_target_player(w.prev, w.targets) == Some(*i) => ("that player".into(), true),
        Recipient::Player(PlayerRef::ControllerOfTarget(i)) if asked_to_pay(w.prev) == Some(*i) => ("that player".into(), true),
        Recipient::Player(PlayerRef::Defending) => ("defending player".into(), true),
        Recipient::Player(PlayerRef::ControllerOfTarget(i)) if w.prev.and_then(object_of) == Some(ObjRef::Target(*i)) => ("its controller".into(), true),
        other => return Err(format!("the player {other:?}")),
    })
}

/// "That player": the target player the instruction before named as its
/// subject ("Target player reveals ... . [This] deals damage to that
/// player"), else the player the trigger event named.
fn that_player(s: &Sentences) -> Recipient {
    if let Some(i) = asked_to_pay(s.effects.last()) {
        return Recipient::Player(PlayerRef::ControllerOfTarget(i));
    }
    match previous_target_player(s.effects.last(), &s.targets) {
        Some(i) => Recipient::Player(PlayerRef::Target(i)),
        None => Recipient::Player(PlayerRef::TriggerPlayer),
    }
}

/// The target spell whose controller "Counter target spell unless its
/// controller pays ..." asked to pay: "that player" after it.
fn asked_to_pay(e: Option<&Effect>) -> Option<usize> {
    match e? {
        Effect::CounterUnlessPays { what: ObjRef::Target(i), .. } => Some(*i),
        _ => None,
    }
}

/// The target player slot an instruction names as the player doing it.
fn previous_target_player(e: Option<&Effect>, targets: &[TargetSpec]) -> Option<usize> {
    let player = match e? {
        Effect::RevealAtRandom { player, .. } | Effect::RevealHand { player } | Effect::Mill { player, .. } | Effect::Discard { player, .. } | Effect::Sacrifice { player, .. } => player,
        // "[this] deals 3 damage to target player. That player ..."
        Effect::DealDamage { to, .. } => to,
        _ => return None,
    };
    match player {
        Recipient::Target(i) if targets.get(*i).is_some_and(|t| t.kind == TargetKind::Player) => Some(*i),
        _ => None,
    }
}

/// A verb agreeing with its subject ("draw" / "draws").
fn verb(c: &mut Cursor, base: &str, s_form: bool) -> bool {
    if s_form {
        c.eat(&format!("{base}s ")) || (base.ends_with('s') && c.eat(&format!("{base}es ")))
    } else {
        c.eat(&format!("{base} "))
    }
}

fn write_verb(base: &str, s_form: bool) -> String {
    if s_form {
        if base.ends_with('s') {
            format!("{base}es")
        } else {
            format!("{base}s")
        }
    } else {
        base.to_string()
    }
}

/// The card itself: its name the first time in an ability, "it" after.
fn this(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> bool {
    if s.named && c.attempt(|c| (c.eat_sentence_start("it") && !c.rest().starts_with(|ch: char| ch.is_alphanumeric())).then_some(())).is_some() {
        return true;
    }
    if ctx.eat_name(c) {
        // Named again where "it" would do: noted, so it is written so again.
        if s.named && !s.pres.names.contains(&s.effects.len()) {
            s.pres.names.push(s.effects.len());
        }
        s.named = true;
        return true;
    }
    false
}

fn write_this(w: &W) -> String {
    if w.named.replace(true) && !w.by_name {
        "it".into()
    } else {
        w.name.to_string()
    }
}

/// "Enchanted creature", "equipped creature": what the source is attached to.
fn attached(c: &mut Cursor) -> bool {
    ["enchanted creature", "equipped creature", "enchanted land", "enchanted artifact", "enchanted permanent", "enchanted enchantment"].iter().any(|w| c.eat_sentence_start(w))
}

/// An object: "[this]", "target [noun]", "all [nouns]", "enchanted creature".
fn object(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<ObjRef> {
    if let Some(o) = c.attempt(|c| moved_pronoun(c, s)) {
        return Some(o);
    }
    if let Some(o) = c.attempt(|c| that_target(c, s)) {
        return Some(o);
    }
    if trigger_creature(c, ctx) {
        return Some(ObjRef::TriggerObject);
    }
    // The spell or ability that made the source a target (603.2).
    if ctx.targeted.get() && c.eat_sentence_start(THAT_SPELL_OR_ABILITY) {
        return Some(ObjRef::TriggerObject);
    }
    // The creature of a dies trigger, now a card in a graveyard (400.7), or
    // the card a put-into-a-zone trigger saw arrive: "that card".
    if (ctx.that_creature.get() || ctx.that_card.get()) && c.eat_sentence_start("that card") {
        add_alt(s, s.effects.len(), MOVED_OTHER_WORD);
        return Some(ObjRef::TriggerObject);
    }
    if this(c, ctx, s) {
        return Some(ObjRef::This);
    }
    if attached(c) {
        return Some(ObjRef::Attached);
    }
    // At the beginning of the upkeep of enchanted creature's controller: "that creature".
    if ctx.attached_step.get() && c.eat_sentence_start(THAT_CREATURE) {
        return Some(ObjRef::Attached);
    }
    let n = s.targets.len();
    if let Some(o) = c.attempt(|c| two_targets(c, s)) {
        return Some(o);
    }
    s.targets.truncate(n);
    if let Some(another) = eat_target(c, s, false) {
        let (kind, f) = target_phrase(c)?;
        if kind == TargetKind::Player || kind == TargetKind::CreatureOrPlayer {
            return None;
        }
        let creature = is_target_creature(kind, &f);
        let slot = target_another(s, kind, f, another)?;
        return Some(sharing_color(c, creature, slot));
    }
    if let Some(o) = c.attempt(|c| several_targets(c, s)) {
        return Some(o);
    }
    if c.eat("the exiled card") {
        // 607.2a: what this object's own exile instruction exiled (linked abilities).
        return Some(ObjRef::Linked);
    }
    if c.eat("all ") {
        return nouns::read(c, Number::Many, None).map(|f| ObjRef::All(f.into()));
    }
    None
}

fn write_object(o: &ObjRef, w: &W) -> Result<String, String> {
    if let Some(words) = write_that_target(o, w) {
        return Ok(words.to_string());
    }
    match o {
        ObjRef::Targets => write_several_targets(w),
        ObjRef::Linked => Ok("the exiled card".into()),
        ObjRef::TriggerObject if w.targeted => Ok(THAT_SPELL_OR_ABILITY.into()),
        ObjRef::TriggerObject if w.alt & MOVED_OTHER_WORD != 0 && !w.trigger_it => Ok("that card".into()),
        ObjRef::TriggerObject => Ok(if w.trigger_it { "it" } else { "that creature" }.into()),
        ObjRef::Moved => {
            let word = moved_word(w.prev).ok_or("what nothing before moved")?;
            Ok(if w.alt & MOVED_OTHER_WORD != 0 { other_moved_word(word) } else { word }.to_string())
        }
        ObjRef::This => Ok(write_this(w)),
        ObjRef::Attached => Ok(w.attached.to_string()),
        ObjRef::Target(i) => target_words(w, *i),
        ObjRef::TargetAndSharingColor(i) => Ok(format!("{}{SHARING_COLOR}", target_words(w, *i)?)),
        ObjRef::All(f) => Ok(format!("all {}", nouns::write(f, Number::Many, None)?)),
        other => Err(format!("the object {other:?}")),
    }
}

/// The words after "target creature" that add each other creature sharing
/// a colour with it (the radiance cards; `ObjRef::TargetAndSharingColor`).
const SHARING_COLOR: &str = " and each other creature that shares a color with it";

/// Is this target slot's noun "creature" alone (what radiance follows)?
fn is_target_creature(kind: TargetKind, f: &FilterSpec) -> bool {
    kind == TargetKind::Permanent && *f == FilterSpec { types: vec![CardType::Creature], ..Default::default() }
}

/// After "target creature": the target alone, or with "and each other
/// creature that shares a color with it".
fn sharing_color(c: &mut Cursor, creature: bool, slot: usize) -> ObjRef {
    if creature && c.eat(SHARING_COLOR) {
        ObjRef::TargetAndSharingColor(slot)
    } else {
        ObjRef::Target(slot)
    }
}

/// The object the instruction before named ("it", "they").
fn previous_object(s: &Sentences) -> Option<ObjRef> {
    object_of(s.effects.last()?)
}

/// The object an instruction acts on, which the next one may call "it".
fn object_of(e: &Effect) -> Option<ObjRef> {
    match e {
        Effect::Destroy { what }
        | Effect::Exile { what, .. }
        | Effect::Tap { what }
        | Effect::Untap { what }
        | Effect::TapOrUntap { what }
        | Effect::RemoveFromCombat { what }
        | Effect::PhaseOut { what }
        | Effect::ReturnToHand { what }
        | Effect::PutInLibrary { what, .. }
        | Effect::Continuous { what, .. }
        | Effect::GainControl { what, .. }
        | Effect::PutCounters { what, .. }
        | Effect::RemoveCounters { what, .. }
        | Effect::Regenerate { what }
        | Effect::Transform { what }
        | Effect::Flip { what }
        | Effect::CantBeRegenerated { what }
        | Effect::ChangeTarget { what } => Some(what.clone()),
        // "Counter target spell. Its controller loses 3 life."
        Effect::Counter { what: what @ ObjRef::Target(_), .. } => Some(what.clone()),
        Effect::DealDamage { to: Recipient::Target(i), .. } => Some(ObjRef::Target(*i)),
        // "[Target player] puts the top card of his or her library into his or her graveyard. ... its converted mana cost": that card.
        Effect::Mill { count: Amount::Fixed(1), .. } | Effect::ExileTop { count: Amount::Fixed(1), .. } => Some(ObjRef::Moved),
        // "Reveal the top card of your library and put that card into your hand. You lose life equal to its converted mana cost."
        Effect::LookAtTop { count: Amount::Fixed(1), take: Some(TakeLooked { all: true, .. }), reveal: true, .. } => Some(ObjRef::Moved),
        _ => None,
    }
}

/// What the instruction before moved or made (400.7: a new object): "that
/// card" after an exile, "it" after a token is created.
fn moved_pronoun(c: &mut Cursor, s: &mut Sentences) -> Option<ObjRef> {
    let word = moved_word(s.effects.last())?;
    let other = other_moved_word(word);
    let ends = |c: &Cursor| !c.rest().starts_with(|ch: char| ch.is_alphanumeric());
    if c.attempt(|c| (c.eat_sentence_start(word) && ends(c)).then_some(())).is_some() {
        return Some(ObjRef::Moved);
    }
    // The other word (a wording, +16), only after an exile.
    if (matches!(s.effects.last(), Some(Effect::Exile { .. })) || revealed_top_card(s.effects.last())) && c.eat_sentence_start(other) && ends(c) {
        add_alt(s, s.effects.len(), MOVED_OTHER_WORD);
        return Some(ObjRef::Moved);
    }
    None
}

const THAT_CREATURE: &str = "that creature";

/// Is the instruction a return of a target creature card to the battlefield?
/// ("You may return ...": the optional instruction's own; declined, it moved nothing.)
fn returned_creature(e: Option<&Effect>, targets: &[TargetSpec]) -> bool {
    let e = match e {
        Some(Effect::May { effects, otherwise, .. }) if otherwise.is_empty() => effects.last(),
        e => e,
    };
    matches!(e, Some(Effect::ReturnToBattlefield { what: ObjRef::Target(i), .. }) if targets.get(*i).is_some_and(|t| t.filter.types == [crate::rules::types::CardType::Creature]))
}

/// The word a wording uses in place of the usual one: "it" / "that card", "them" / "those cards".
fn other_moved_word(word: &str) -> &'static str {
    match word {
        "it" => "that card",
        "that card" => "it",
        "those cards" => "them",
        _ => "those cards",
    }
}

/// The wording bit of "it" / "that card" where the other is usual.
const MOVED_OTHER_WORD: u16 = 16;

/// The word for what an instruction moved or made, if it is one that does
/// (400.7: the card exiled is a new object, "that card"; the card itself, "it").
fn moved_word(e: Option<&Effect>) -> Option<&'static str> {
    match e? {
        Effect::Exile { what: ObjRef::Target(_), linked: false, until_this_leaves: false } => Some("that card"),
        // "Exile two target [nouns], then return those cards ..." (each a new object, 400.7).
        Effect::Exile { what: ObjRef::Targets, linked: false, until_this_leaves: false } => Some("those cards"),
        Effect::Exile { what: ObjRef::This, linked: false, until_this_leaves: false } => Some("it"),
        Effect::CreateTokens { count: Amount::Fixed(1), .. } => Some("it"),
        Effect::ChoosePermanent { .. } => Some("it"),
        Effect::ChooseFromHand { .. } => Some("that card"),
        Effect::LookAtTopOfLibrary { .. } => Some("that card"),
        // The permanent a card returned to the battlefield became (400.7),
        // still "it" after a change to it ("That creature gains haste. Sacrifice it ...").
        Effect::ReturnToBattlefield { what: ObjRef::Target(_), .. } | Effect::Continuous { what: ObjRef::Moved, .. } => Some("it"),
        // The top card revealed (still in the library).
        Effect::LookAtTop { count: Amount::Fixed(1), take: None, reveal: true, rest: LibraryEnd::Top, rest_into_graveyard: false, .. } => Some("it"),
        // The top card looked at (401.2: it stays in the library).
        Effect::LookAtTop { count: Amount::Fixed(1), take: None, reveal: false, rest: LibraryEnd::Top, rest_into_graveyard: false, .. } => Some("that card"),
        _ => None,
    }
}

/// The object of a delayed instruction (603.7): what the instruction before
/// moved is, inside the delayed ability, its trigger object (and back).
fn moved_as_trigger_object(e: &Effect, to_trigger: bool) -> Effect {
    let (from, to) = if to_trigger { (ObjRef::Moved, ObjRef::TriggerObject) } else { (ObjRef::TriggerObject, ObjRef::Moved) };
    let mut e = e.clone();
    match &mut e {
        Effect::ReturnToBattlefield { what, .. } | Effect::Exile { what, .. } | Effect::Destroy { what } | Effect::ReturnToHand { what } | Effect::SacrificeObject { what, .. } if *what == from => *what = to,
        _ => {}
    }
    e
}

/// A delayed instruction on a target (Slave of Bolas's "Sacrifice it at the
/// beginning of the next end step"): the delayed ability follows that object
/// (its trigger object inside it), named by `about`. None for other instructions.
fn target_as_trigger_object(e: &Effect) -> Option<(ObjRef, Effect)> {
    let mut e = e.clone();
    let Effect::SacrificeObject { what, .. } = &mut e else { return None };
    let ObjRef::Target(i) = *what else { return None };
    *what = ObjRef::TriggerObject;
    Some((ObjRef::Target(i), e))
}

/// A delayed instruction on the card itself (603.7c): inside the delayed
/// ability, the object it follows is its trigger object (and back). None if
/// the instruction doesn't act on the card.
fn self_as_trigger_object(e: &Effect, to_trigger: bool) -> Option<Effect> {
    let (from, to) = if to_trigger { (ObjRef::This, ObjRef::TriggerObject) } else { (ObjRef::TriggerObject, ObjRef::This) };
    let mut e = e.clone();
    match &mut e {
        Effect::ReturnToBattlefield { what, .. } | Effect::Exile { what, .. } | Effect::Destroy { what } | Effect::ReturnToHand { what } if *what == from => *what = to,
        _ => return None,
    }
    Some(e)
}

/// "That creature": the creature the trigger event names (its trigger object,
/// 603.2); or "it", for an event whose object the ability calls so.
fn trigger_creature(c: &mut Cursor, ctx: &Context) -> bool {
    if ctx.trigger_it.get() {
        return c.attempt(|c| (c.eat_sentence_start("it") && !c.rest().starts_with(|ch: char| ch.is_alphanumeric())).then_some(())).is_some();
    }
    ctx.that_creature.get() && c.eat_sentence_start("that creature")
}

/// "It" or "that creature" for the target the instruction before acted on.
fn that_target(c: &mut Cursor, s: &mut Sentences) -> Option<ObjRef> {
    // "[Untap] any number of / up to two target creatures. ... those creatures": the targets again.
    if previous_object(s) == Some(ObjRef::Targets) && creature_targets(&s.targets) && c.eat_sentence_start(THOSE_CREATURES) {
        return Some(ObjRef::Targets);
    }
    let prev = previous_object(s).filter(|o| matches!(o, ObjRef::Target(_)))?;
    let word_end = |c: &Cursor| !c.rest().starts_with(|ch: char| ch.is_alphanumeric());
    if c.attempt(|c| (c.eat_sentence_start("it") && word_end(c)).then_some(())).is_some() {
        return Some(prev);
    }
    if c.eat_sentence_start("that creature") {
        add_alt(s, s.effects.len(), 1);
        return Some(prev);
    }
    None
}

/// Several target slots, each for a creature.
fn creature_targets(targets: &[TargetSpec]) -> bool {
    !targets.is_empty() && targets.iter().all(|t| t.kind == TargetKind::Permanent && t.filter.types == [CardType::Creature])
}

/// Several targets named again.
const THOSE_CREATURES: &str = "those creatures";

/// The words for an object the instruction before acted on, if it is that
/// target, or those targets.
fn write_that_target(o: &ObjRef, w: &W) -> Option<&'static str> {
    let prev = w.prev.and_then(object_of)?;
    if *o == ObjRef::Targets && prev == *o && creature_targets(w.targets) {
        return Some(THOSE_CREATURES);
    }
    (matches!(o, ObjRef::Target(_)) && prev == *o).then_some(if w.alt & 1 == 1 { "that creature" } else { "it" })
}

fn pronoun(o: &ObjRef) -> &'static str {
    if matches!(o, ObjRef::All(_) | ObjRef::Targets) {
        "they"
    } else {
        "it"
    }
}

/// The writer's view: the slots, the card's name, what it calls the
/// permanent it is attached to, the instruction before, and whether the
/// name was written already in the ability.
pub struct W<'a> {
    pub targets: &'a [TargetSpec],
    pub name: &'a str,
    pub attached: &'a str,
    pub prev: Option<&'a Effect>,
    pub named: std::cell::Cell<bool>,
    /// This instruction names the card by its name even after it was named.
    pub by_name: bool,
    /// The wording this instruction is written in (0: the usual one).
    pub alt: u16,
    /// The ability works from the graveyard ("return [this] from your graveyard").
    pub from_graveyard: bool,
    /// The damage divided among the targets (the spell's or ability's `divide`).
    pub divide: Option<&'a Amount>,
    /// The trigger's object is "it".
    pub trigger_it: bool,
    /// The trigger's object is "that spell or ability" (`abilities::names_targeting`).
    pub targeted: bool,
    /// The kind of counters the ability's cost removes in a number its
    /// player chooses ("any number of storage counters"): X is then "each
    /// [kind] counter removed this way".
    pub removed: Option<&'a str>,
}

/// A reader of one instruction.
type Reader = fn(&mut Cursor, &Context, &mut Sentences) -> Option<Effect>;

/// One instruction, without its period, with the players its nouns name
/// settled ("each creature that player controls").
fn sentence(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let (words, he) = (c.player_words, c.he_or_she);
    c.player_words = true;
    c.he_or_she = false;
    let first_slot = s.targets.len();
    let read = sentence_read(c, ctx, s);
    let he_or_she = c.he_or_she;
    c.player_words = words;
    c.he_or_she = he;
    let mut e = read?;
    super::players::settle(&mut e, s, first_slot, he_or_she)?;
    Some(e)
}

/// "... until [this] leaves the battlefield" after an exile (610.3).
const UNTIL: &str = " until ";
const LEAVES: &str = " leaves the battlefield";

/// "Exile [it] until [this] leaves the battlefield" (610.3): the words after
/// an exile of anything but the source itself.
fn exile_until(c: &mut Cursor, ctx: &Context, e: &Effect) -> Option<Effect> {
    let Effect::Exile { what, linked: false, until_this_leaves: false } = e else { return None };
    (*what != ObjRef::This && c.eat(UNTIL) && ctx.eat_name(c) && c.eat(LEAVES)).then(|| Effect::Exile { what: what.clone(), linked: false, until_this_leaves: true })
}

/// One instruction, without its period, as its reader reads it.
fn sentence_read(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let readers: [Reader; 94] = [
        // (A reader that takes a prefix of another's phrase comes after it.)
        delayed::when_object, delayed::at_your_next_upkeep, life_totals::lose_the_game, choose_creature_type, copy_spell, gain_flashback, may_reveal_it, cast_free, may, would_die_instead, conditional, return_from_graveyard, return_at_random, damage, draw, life, discard_at_random, discard, discard_hand, counter_unless, verb_each, verb_object, put_in_library, put_from_hand, put_onto_battlefield, shuffle_this, pronoun_cant_be_regenerated, until_end_of_turn, this_turn_restriction, counters, sacrifice_this, sacrifice, add_mana, prevent, tokens, search, search_players::search_players,
        reveal_until::reveal_until, look_at_their_top, reveal_at_random, reveal_hand, look_at_top_card, look_at_player_top, look_at_hand, exile_graveyard, put_revealed, extra_turn, skip_next_turn, get_emblem, mill, switch, next_untap, gain_control, remove_counters, return_chosen, exile_chosen, redirect, divided, prevent_divided, choose_permanent, reveal_from_hand, choose_from_hand, cant_be_regenerated, scry, proliferate, poison::gets_poison,
        untapping::doesnt_untap_while_tapped, untapping::untap_up_to, untapping::tap_chosen, spend_only::spend_only, damage_by::damage_by, change_target::change_target, combat::attacks_if_able, combat::must_be_blocked, combat::blocks_if_able, combat::cant_block_attacker,
        combat::attack_despite_defender, combat::can_block_additional, combat::assigns_no_combat_damage, copies::token_copy, copies::becomes_copy,
        life_totals::life_total_becomes, life_totals::win_the_game, shuffle_own::shuffle_your_cards, shuffle_own::player_shuffles, attach_this, phasing::phases_out, animates::becomes_artifact_creature, becomes_creature::becomes_creature,
        becomes_type::becomes_type, becomes_color::becomes_color, still_land::becomes_still_land, exile_top::exile_top, exile_top::may_play_exiled,
    ];
    for r in readers {
        // A reader that fails leaves no trace: its target slots, its position, what it noted.
        let (n, pos, named, pres) = (s.targets.len(), c.pos, s.named, s.pres.clone());
        if let Some(mut e) = r(c, ctx, s) {
            // 601.2d: "X damage divided ..., where X is [count]": the amount divided.
            if matches!(e, Effect::DealDividedDamage | Effect::PreventDividedDamage) && s.divide == Some(Amount::Dynamic(DynamicAmount::X)) {
                // "It" is the source where it deals the damage (not where damage is prevented).
                let it = matches!(e, Effect::DealDividedDamage).then_some(ObjRef::This);
                if let Some((d, cast)) = c.attempt(|c| divided_where_x(c, ctx, s, it.as_ref())) {
                    s.divide = Some(Amount::Dynamic(d));
                    if cast {
                        add_alt(s, s.effects.len(), AS_YOU_CAST);
                    }
                }
            }
            // "..., where X is [count]" (608.2h: counted as the instruction is followed).
            let read_x = |c: &mut Cursor| {
                if let Some(found) = c.attempt(|c| that_nouns_count(c, ctx, s, object_of(&e))) {
                    return Some(found);
                }
                super::amounts::read_revealed_count(c, s.effects.last()).or_else(|| super::amounts::read_count(c, ctx, object_of(&e).as_ref(), s.effects.last())).map(|d| (d, 0))
            };
            if let Some((d, that_bits)) = c.attempt(|c| if c.eat(WHERE_X) { read_x(c) } else { None }) {
                let mut named_x = false;
                for a in amounts_mut(&mut e) {
                    named_x |= super::amounts::swap_x(a, &d, true);
                }
                if !named_x {
                    s.targets.truncate(n);
                    c.pos = pos;
                    s.named = named;
                    s.pres = pres;
                    continue;
                }
                add_alt(s, s.effects.len(), WHERE_X_WORDING | that_bits);
                // "[A with X] and [B with X], where X is ...": the count names the X of both.
                if let Some(p) = s.effects.last_mut() {
                    for a in amounts_mut(p) {
                        if has_bare_x(a) {
                            super::amounts::swap_x(a, &d, true);
                        }
                    }
                }
            }
            // "[instruction] unless you pay {1}".
            let end = c.pos;
            if let Some(mana) = c.attempt(|c| if c.eat(" unless you pay ") { c.mana() } else { None }) {
                // "... {1} for each card in your hand": paid that many times (608.2h).
                let times = c.attempt(|c| if c.eat(" for each ") { super::amounts::counted(c, ctx.name) } else { None }).map(Amount::Dynamic);
                return Some(Effect::UnlessYouPay { mana, times, effects: vec![e], payer: None, text: c.text[pos..end].to_string() });
            }
            // "[instruction] unless you pay 1 life [for each ...]" (119.4: only with that much life).
            if let Some(life) = c.attempt(|c| if c.eat(" unless you pay ") { life_payment(c) } else { None }) {
                let times = c.attempt(|c| if c.eat(" for each ") { super::amounts::counted(c, ctx.name) } else { None }).map(Amount::Dynamic);
                return Some(Effect::UnlessYouPayLife { life, times, effects: vec![e], payer: None, text: c.text[pos..end].to_string() });
            }
            // "Return target creature to its owner's hand unless its controller
            // pays {1}": the controller of the target the instruction acts on decides.
            // "... for each [thing]" after a payment: paid that many times (608.2h).
            let for_each = |c: &mut Cursor| c.attempt(|c| if c.eat(" for each ") { super::amounts::counted(c, ctx.name) } else { None }).map(Amount::Dynamic);
            if let Some(ObjRef::Target(i)) = object_of(&e) {
                // ("that spell's controller" for a target spell.)
                let words = if s.targets.get(i).is_some_and(|t| t.kind == TargetKind::Spell) { UNLESS_THAT_SPELLS_CONTROLLER_PAYS } else { UNLESS_ITS_CONTROLLER_PAYS };
                if let Some(mana) = c.attempt(|c| if c.eat(words) { c.mana() } else { None }) {
                    let times = for_each(c);
                    return Some(Effect::UnlessYouPay { mana, times, effects: vec![e], payer: Some(PlayerRef::ControllerOfTarget(i)), text: c.text[pos..end].to_string() });
                }
                if let Some(life) = c.attempt(|c| if c.eat(words) { life_payment(c) } else { None }) {
                    let times = for_each(c);
                    return Some(Effect::UnlessYouPayLife { life, times, effects: vec![e], payer: Some(PlayerRef::ControllerOfTarget(i)), text: c.text[pos..end].to_string() });
                }
            }
            // "[that player does it] unless he or she pays {2}": the player the instruction names decides.
            if let Some(payer) = instruction_player(&e) {
                if let Some(mana) = c.attempt(|c| if c.eat(UNLESS_HE_OR_SHE_PAYS) { c.mana() } else { None }) {
                    let times = for_each(c);
                    return Some(Effect::UnlessYouPay { mana, times, effects: vec![e], payer: Some(payer), text: c.text[pos..end].to_string() });
                }
                if let Some(life) = c.attempt(|c| if c.eat(UNLESS_HE_OR_SHE_PAYS) { life_payment(c) } else { None }) {
                    let times = for_each(c);
                    return Some(Effect::UnlessYouPayLife { life, times, effects: vec![e], payer: Some(payer), text: c.text[pos..end].to_string() });
                }
            }
            // "[instruction] unless you sacrifice a Forest" (608.2d).
            if let Some(may) = c.attempt(|c| may_otherwise::unless_you_sacrifice(c, ctx, s, &e)) {
                return Some(may);
            }
            if let Some(until) = c.attempt(|c| exile_until(c, ctx, &e)) {
                return Some(until);
            }
            // "[instruction] at end of combat" (a delayed trigger, 603.7a).
            if c.eat(AT_END_OF_COMBAT) {
                return Some(Effect::AtEndOfCombat { effects: vec![e], text: c.text[pos..end].to_string() });
            }
            // "[instruction] at the beginning of the next end step" (a delayed trigger, 603.7).
            for (words, when) in DELAYS {
                if c.eat(words) {
                    let e = moved_as_trigger_object(&e, true);
                    // The card itself ("exile it"): the delayed ability follows that object (603.7c).
                    let (about, e) = match (self_as_trigger_object(&e, true), target_as_trigger_object(&e)) {
                        (Some(e), _) => (Some(ObjRef::This), e),
                        (None, Some((t, e))) => (Some(t), e),
                        (None, None) => (None, e),
                    };
                    return Some(Effect::DelayedTrigger { when: *when, about, this_turn: false, effects: vec![e], text: String::new() });
                }
            }
            return Some(e);
        }
        s.targets.truncate(n);
        c.pos = pos;
        s.named = named;
        s.pres = pres;
    }
    None
}

/// "If [condition], [instruction]" (608.2c): followed only if the condition
/// holds as it would be: "[this] was kicked" (702.32a), "you control a [noun]".
const MADNESS_PAID: &str = "its madness cost was paid";
/// 603.4: "if you cast it from your hand" (the permanent remembers how its spell was cast, 608.3).
pub(super) const CAST_FROM_HAND: &str = "you cast it from your hand";
const PROWL_PAID: &str = "its prowl cost was paid";
/// "[this]'s prowl cost was paid" (after the card's name).
const PROWL_PAID_OF: &str = "'s prowl cost was paid";
const CREATURE_DIED: &str = "a creature died this turn";
/// "{G} was spent to cast [this]".
const SPENT_TO_CAST: &str = " was spent to cast ";

fn conditional(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("if ") {
        return None;
    }
    let condition = condition(c, ctx, s)?;
    if !c.eat(", ") {
        return None;
    }
    if_then(c, ctx, s, condition)
}

/// The condition of "if [condition], ..." (608.2c), read as the instruction is followed.
pub(super) fn condition(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Condition> {
    let condition = if let Some(filter) = c.attempt(|c| that_card_is(c, s.effects.last())) {
        Condition::ThatCard { filter: filter.into() }
    } else if undone(c, s, |c, s| (this(c, ctx, s) && c.eat(" was kicked")).then_some(())).is_some() {
        Condition::Kicked
    } else if let Some(color) = c.attempt(|c| {
        // "{R} was spent to cast [name]" (601.2h: the mana paid for its
        // costs); always by name, and "it" after.
        let color = single_color(&c.mana()?)?;
        (c.eat(SPENT_TO_CAST) && ctx.eat_name(c)).then_some(color)
    }) {
        s.named = true;
        Condition::ManaSpentToCast { color }
    } else if let Some(cond) = c.attempt(deaths_this_turn::read) {
        cond
    } else if let Some(cond) = c.attempt(|c| that_graveyard::read(c, s)) {
        cond
    } else if c.eat(CREATURE_DIED) {
        // 700.4: morbid.
        Condition::CreatureDiedThisTurn
    } else if c.eat(MADNESS_PAID) {
        // 702.34a: the card was cast for its madness cost.
        Condition::MadnessPaid
    } else if let Some(cond) = c.attempt(super::conditions::that_player_has) {
        // 603.4: the player the trigger event names (checked by the card form's validation).
        cond
    } else if c.eat(CAST_FROM_HAND) {
        // 601.2a, 608.3: the permanent was cast from its owner's hand.
        Condition::CastFromHand
    } else if s.named && c.eat(PROWL_PAID) {
        // 702.74a: the card was cast for its prowl cost ("its": the card named before).
        Condition::ProwlPaid
    } else if undone(c, s, |c, s| (this(c, ctx, s) && c.eat(PROWL_PAID_OF)).then_some(())).is_some() {
        Condition::ProwlPaid
    } else if let Some(cond) = c.attempt(spells_last_turn) {
        cond
    } else if let Some(cond) = c.attempt(|c| counters_on_this(c, ctx, s)) {
        cond
    } else if let Some(count) = c.attempt(|c| if c.eat("you have ") { c.word_number().filter(|n| *n >= 2 && c.eat(" or more cards in hand")) } else { None }) {
        Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CardsInHand { player: PlayerRef::You }), count: count as i32 }
    } else if looked_at_top_card(s.effects.last()) && c.eat(SHARES_A_CREATURE_TYPE) && this(c, ctx, s) {
        // Kinship: the card looked at (the top card of your library).
        Condition::TopCardSharesCreatureType
    } else if let Some(cond) = c.attempt(|c| super::conditions::player_state(c).filter(|cond| !matches!(cond, Condition::LifeAtLeast { .. } | Condition::NoCardsInHand))) {
        // "you have 10 or less life", "an opponent has no cards in hand".
        cond
    } else if let Some(cond) = c.attempt(|c| super::conditions::read(c, super::conditions::Subject::Name(ctx.name))) {
        // The card named in the condition is "it" after.
        s.named |= names_source(&cond);
        cond
    } else if c.eat("no ") {
        // "no creatures are on the battlefield"
        let f = nouns::read(c, Number::Many, None)?;
        if f.controller.is_some() || !c.eat(" are on the battlefield") {
            return None;
        }
        Condition::NoPermanents { filter: f.into() }
    } else if let Some(cond) = c.attempt(|c| super::statics::condition_words().into_iter().find_map(|(words, _, cond)| c.eat(words).then_some(cond))) {
        // "seven or more cards are in your graveyard", "you have no cards in hand".
        cond
    } else {
        return None;
    };
    Some(condition)
}

/// The instruction after "If [condition], " and what it makes of the sentence before.
fn if_then(c: &mut Cursor, ctx: &Context, s: &mut Sentences, condition: Condition) -> Option<Effect> {
    let e = sentence(c, ctx, s)?;
    if matches!(e, Effect::Instead { .. }) {
        return None;
    }
    // "If that card is the named card, [e]. Otherwise, [other]."
    if let Condition::ThatCard { .. } = condition {
        let otherwise = c.attempt(|c| if c.eat(OTHERWISE) { sentence(c, ctx, s) } else { None }).into_iter().collect();
        return Some(Effect::Instead { condition, instead: vec![e], otherwise });
    }
    // "[instruction]. If [condition], [another] instead." (614.1a, 608.2c):
    // the sentence before is what happens when the condition doesn't hold.
    if c.eat(" instead") {
        let at = s.effects.len().checked_sub(1)?;
        // Only the card named again in the condition ("If [this] was kicked,
        // it deals ...") and the wording of the replacing instruction are
        // noted of the two sentences: they move to the one effect (its
        // wording is the replacing instruction's).
        let marked = s.pres.alts.iter().any(|(i, _)| *i == at) || s.pres.joins.iter().any(|(i, _)| *i >= at) || s.pres.names.iter().any(|i| *i == at);
        if marked || matches!(s.effects[at], Effect::Instead { .. }) {
            return None;
        }
        // (A spell has no trigger whose player "that player" could be.)
        if ctx.is_spell && crate::json::to_string(&e).is_ok_and(|j| j.contains("\"trigger_player\"")) {
            return None;
        }
        for i in s.pres.names.iter_mut().filter(|i| **i == at + 1) {
            *i = at;
        }
        for (i, _) in s.pres.alts.iter_mut().filter(|(i, _)| *i == at + 1) {
            *i = at;
        }
        let before = s.effects.pop()?;
        return Some(Effect::Instead { condition, instead: vec![e], otherwise: vec![before] });
    }
    Some(Effect::Instead { condition, instead: vec![e], otherwise: Vec::new() })
}

/// "no spells were cast last turn", "a player cast two or more spells last
/// turn": what the players cast during the previous turn.
fn spells_last_turn(c: &mut Cursor) -> Option<Condition> {
    if c.eat("no spells were cast last turn") {
        return Some(Condition::NoSpellsCastLastTurn);
    }
    if !c.eat("a player cast ") {
        return None;
    }
    let count = c.word_number()?;
    (count >= 2 && c.eat(" or more spells last turn")).then_some(Condition::APlayerCastSpellsLastTurn { count })
}

/// "there are two or more ki counters on [this]", "there are no depletion
/// counters on [this]" (the source's counters of a kind).
fn counters_on_this(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Condition> {
    if !c.eat("there are ") {
        return None;
    }
    // "there are no depletion counters on [this]": fewer than one.
    let none = c.eat("no ");
    let count = if none { 1 } else { c.word_number()? };
    if !none && (count < 2 || !c.eat(" or more ")) {
        return None;
    }
    let kind: String = c.rest().chars().take_while(|ch| ch.is_ascii_lowercase() || matches!(ch, '+' | '-' | '/' | '0'..='9')).collect();
    if kind.is_empty() || !c.eat(&kind) || !c.eat(" counters on ") || !this(c, ctx, s) {
        return None;
    }
    let amount = Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind });
    let at_least = Condition::AtLeast { amount, count: count as i32 };
    Some(if none { Condition::Not { of: Box::new(at_least) } } else { at_least })
}

/// The kind of counter of "there are no [kind] counters on [this]" (the
/// condition negated).
fn no_counters_of(of: &Condition) -> Option<&str> {
    match of {
        Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind }), count: 1 } => Some(kind),
        _ => None,
    }
}

const SHARES_A_CREATURE_TYPE: &str = "it shares a creature type with ";

/// How a condition names the one card the instruction before revealed
/// ("it's") or milled ("that card is").
fn that_card_words(before: Option<&Effect>) -> Option<&'static str> {
    match before? {
        Effect::RevealAtRandom { count: Amount::Fixed(1), .. } => Some("it's "),
        Effect::ExileChosen { count: Amount::Fixed(1), .. } => Some("it's "),
        Effect::Mill { count: Amount::Fixed(1), .. } => Some("that card is "),
        Effect::ExileTop { count: Amount::Fixed(1), .. } => Some("it's "),
        e if revealed_top_card(Some(e)) => Some("it's "),
        _ => None,
    }
}

/// "it's the named card" (201.2: a card with the chosen name).
fn that_card_is(c: &mut Cursor, before: Option<&Effect>) -> Option<FilterSpec> {
    if !c.eat(that_card_words(before)?) {
        return None;
    }
    if c.eat(THE_NAMED_CARD) {
        return Some(FilterSpec { chosen_name: true, ..Default::default() });
    }
    // "it's a land card", "it's an artifact card".
    if !(c.eat("a ") || c.eat("an ")) {
        return None;
    }
    nouns::read(c, Number::One, Some(("card", "cards"))).filter(|f| f.controller.is_none() && f.controlled_by.is_none() && !f.chosen_name)
}

fn write_that_card_is(filter: &FilterSpec, before: Option<&Effect>) -> Result<String, String> {
    let words = that_card_words(before).ok_or("'that card' after an instruction naming none")?;
    if *filter == (FilterSpec { chosen_name: true, ..Default::default() }) {
        return Ok(format!("{words}{THE_NAMED_CARD}"));
    }
    let noun = nouns::write(filter, Number::One, Some(("card", "cards")))?;
    let a = super::words::article(&noun);
    Ok(format!("{words}{a} {noun}"))
}

const THE_NAMED_CARD: &str = "the named card";

fn write_conditional(condition: &Condition, e: &Effect, w: &W) -> Result<String, String> {
    Ok(format!("if {}, {}", condition_text(condition, w)?, write(e, w)?))
}

/// The words of a condition after "if" (`condition` reads them).
pub(super) fn condition_text(condition: &Condition, w: &W) -> Result<String, String> {
    Ok(match condition {
        Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind }), count } if *count >= 2 => {
            format!("there are {} or more {kind} counters on {}", super::words::number_word(*count as u32), write_this(w))
        }
        Condition::Not { of } if no_counters_of(of).is_some() => {
            format!("there are no {} counters on {}", no_counters_of(of).unwrap_or_default(), write_this(w))
        }
        Condition::NoSpellsCastLastTurn => "no spells were cast last turn".to_string(),
        Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::CardsInHand { player: PlayerRef::You }), count } if *count >= 2 => {
            format!("you have {} or more cards in hand", super::words::number_word(*count as u32))
        }
        Condition::APlayerCastSpellsLastTurn { count } if *count >= 2 => format!("a player cast {} or more spells last turn", super::words::number_word(*count)),
        Condition::Kicked => format!("{} was kicked", write_this(w)),
        Condition::ManaSpentToCast { color } => {
            w.named.set(true);
            format!("{{{}}}{SPENT_TO_CAST}{}", color.symbol(), w.name)
        }
        Condition::MadnessPaid => MADNESS_PAID.to_string(),
        Condition::CastFromHand => CAST_FROM_HAND.to_string(),
        Condition::TriggerPlayerHas { of } => super::conditions::write_that_player_has(of)?,
        Condition::ProwlPaid => match write_this(w).as_str() {
            "it" => PROWL_PAID.to_string(),
            name => format!("{name}{PROWL_PAID_OF}"),
        },
        Condition::CreatureDiedThisTurn => CREATURE_DIED.to_string(),
        Condition::AtLeast { .. } if deaths_this_turn::write(condition).is_some() => deaths_this_turn::write(condition).unwrap_or_default(),
        Condition::Not { .. } if that_graveyard::write(condition, w).is_some() => that_graveyard::write(condition, w).unwrap_or_default(),
        Condition::TopCardSharesCreatureType if looked_at_top_card(w.prev) => format!("{SHARES_A_CREATURE_TYPE}{}", write_this(w)),
        Condition::ThatCard { filter } => write_that_card_is(filter, w.prev)?,
        Condition::NoPermanents { filter } if filter.controller.is_none() => format!("no {} are on the battlefield", nouns::write(filter, Number::Many, None)?),
        Condition::SomePlayer { .. } | Condition::Not { .. } if super::conditions::write_player_state(condition).is_ok() => super::conditions::write_player_state(condition)?,
        other => match super::statics::condition_words().into_iter().find(|(_, _, c)| c == other) {
            Some((words, _, _)) => words.to_string(),
            None => {
                let words = super::conditions::write(other, super::conditions::Subject::Name(w.name))?;
                if names_source(other) {
                    w.named.set(true);
                }
                words
            }
        },
    })
}

/// A condition about the source itself, which it names ("[this] is untapped").
fn names_source(cond: &Condition) -> bool {
    match cond {
        Condition::SourceIs { .. } => true,
        Condition::Not { of } => names_source(of),
        _ => false,
    }
}

/// "Gain control of target creature [until end of turn]" (613.1b).
fn gain_control(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("gain control of ") {
        return None;
    }
    // "Gain control of all lands target player controls" (the permanents fixed as it resolves, 611.2c).
    let all = c.attempt(|c| if c.eat("all ") { nouns::read(c, Number::Many, None) } else { None });
    let what = match all {
        Some(f) => ObjRef::All(f.into()),
        None => Some(object(c, ctx, s)?).filter(|o| !matches!(o, ObjRef::All(_) | ObjRef::This))?,
    };
    let duration = if c.eat(" until end of turn") {
        Duration::EndOfTurn
    } else if let Some(d) = untapping::while_tapped(c, ctx) {
        d
    } else if let Some(d) = c.attempt(|c| control_as_long_as(c, ctx, s)) {
        d
    } else {
        Duration::Indefinitely
    };
    Some(Effect::GainControl { what, duration })
}

/// "for as long as you control [this]", "for as long as [this] remains on
/// the battlefield" (611.2b): the source, on the battlefield (and controlled
/// by the effect's controller).
fn control_as_long_as(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Duration> {
    let filter = if c.eat(" for as long as you control ") && this(c, ctx, s) {
        FilterSpec { controller: Some(Relation::You), ..FilterSpec::default() }
    } else if c.eat(" for as long as ") && this(c, ctx, s) && c.eat(" remains on the battlefield") {
        FilterSpec::default()
    } else {
        return None;
    };
    Some(Duration::AsLongAs(Condition::SourceIs { filter: filter.into() }))
}

fn write_control_as_long_as(d: &Duration, w: &W) -> Result<String, String> {
    let mine = FilterSpec { controller: Some(Relation::You), ..FilterSpec::default() };
    Ok(match d {
        Duration::EndOfTurn => " until end of turn".into(),
        Duration::Indefinitely => String::new(),
        Duration::AsLongAs(Condition::SourceIs { filter }) if **filter == mine => format!(" for as long as you control {}", write_this(w)),
        Duration::AsLongAs(Condition::SourceIs { filter }) if **filter == FilterSpec::default() => format!(" for as long as {} remains on the battlefield", write_this(w)),
        d if untapping::is_while_tapped(d) => untapping::write_while_tapped(d, w.name)?,
        other => return Err(format!("gaining control {other:?}")),
    })
}

/// "Target player discards a card at random".
fn discard_at_random(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let player = if c.eat_sentence_start("discard ") {
        Recipient::Player(PlayerRef::You)
    } else {
        let (player, s_form) = player_subject(c, ctx, s)?;
        if !(s_form && c.eat("discards ")) {
            return None;
        }
        player
    };
    let count = cards(c, ctx.name)?;
    c.eat(" at random").then_some(Effect::DiscardAtRandom { player, count })
}

/// "Target player reveals his or her hand".
/// After "[player] reveals his or her hand": "You choose a [noun] card from
/// it. That player discards that card." (608.2d: the controller chooses,
/// seeing the revealed hand; the player discards it).
fn you_choose_from_hand(c: &mut Cursor, s: &mut Sentences) -> Option<Effect> {
    // After "look at target player's hand and": "choose a card from it ..." (the looker chooses).
    let (player, subject) = match s.effects.last() {
        Some(Effect::RevealHand { player }) => (player.clone(), "you choose "),
        Some(Effect::LookAtHand { player }) => (player.clone(), "choose "),
        _ => return None,
    };
    if !(c.eat_sentence_start(subject) && (c.eat("a ") || c.eat("an "))) {
        return None;
    }
    let filter = nouns::read(c, Number::One, Some(("card", "cards")))?;
    if filter.controller.is_some() || filter.controlled_by.is_some() || !c.eat(FROM_IT_DISCARDS) {
        return None;
    }
    Some(Effect::Discard { player, count: Amount::Fixed(1), filter: filter.into(), you_choose: true })
}

/// The words after the chosen card of `you_choose_from_hand`.
const FROM_IT_DISCARDS: &str = " from it. That player discards that card";

fn write_you_choose_from_hand(player: &Recipient, filter: &Filter, w: &W) -> Result<String, String> {
    let subject = match w.prev {
        Some(Effect::RevealHand { player: p }) if p == player => "you choose",
        Some(Effect::LookAtHand { player: p }) if p == player => "choose",
        _ => return Err("a card chosen from a hand not revealed or looked at just before".into()),
    };
    let noun = nouns::write(filter, Number::One, Some(("card", "cards")))?;
    let article = if noun.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
    Ok(format!("{subject} {article} {noun}{FROM_IT_DISCARDS}"))
}

/// "Target player reveals a card at random from his or her hand", "reveal a
/// card at random from your hand" (701.14).
fn reveal_at_random(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let (player, yours) = if c.eat_sentence_start("reveal ") {
        (Recipient::Player(PlayerRef::You), true)
    } else {
        let (player, s_form) = player_subject(c, ctx, s)?;
        if !(s_form && c.eat("reveals ")) {
            return None;
        }
        (player, false)
    };
    let count = cards(c, ctx.name)?;
    c.eat(if yours { AT_RANDOM_FROM_YOUR_HAND } else { AT_RANDOM_FROM_HIS_HAND }).then_some(Effect::RevealAtRandom { player, count })
}

const AT_RANDOM_FROM_YOUR_HAND: &str = " at random from your hand";
const AT_RANDOM_FROM_HIS_HAND: &str = " at random from his or her hand";

fn write_reveal_at_random(player: &Recipient, count: &Amount, w: &W) -> Result<String, String> {
    let (who, s_form) = write_player_subject(player, w)?;
    let n = write_cards(count, w.name)?;
    Ok(if s_form { format!("{who} reveals {n}{AT_RANDOM_FROM_HIS_HAND}") } else { format!("reveal {n}{AT_RANDOM_FROM_YOUR_HAND}") })
}

fn reveal_hand(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let (player, s_form) = player_subject(c, ctx, s)?;
    (s_form && c.eat("reveals his or her hand")).then_some(Effect::RevealHand { player })
}

/// "Take an extra turn after this one", "Target player takes two extra turns after this one" (500.7).
fn extra_turn(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let player = if c.eat_sentence_start("take ") {
        Recipient::Player(PlayerRef::You)
    } else {
        let (player, s_form) = player_subject(c, ctx, s)?;
        if !(s_form && c.eat("takes ")) {
            return None;
        }
        player
    };
    let count = if c.eat("an extra turn") {
        1
    } else {
        c.word_number().filter(|n| *n >= 2 && *n <= 9 && c.eat(" extra turns"))?
    };
    c.eat(" after this one").then_some(Effect::ExtraTurn { player, count })
}

fn write_extra_turn(player: &Recipient, count: u32, w: &W) -> Result<String, String> {
    let turns = match count {
        1 => "an extra turn".to_string(),
        2..=9 => format!("{} extra turns", super::words::number_word(count)),
        n => return Err(format!("{n} extra turns")),
    };
    if *player == Recipient::Player(PlayerRef::You) {
        return Ok(format!("take {turns} after this one"));
    }
    let (who, s_form) = write_player_subject(player, w)?;
    if !s_form {
        return Err(format!("'{who} take'"));
    }
    Ok(format!("{who} takes {turns} after this one"))
}

/// "You get an emblem with \"[ability]\"", "Target opponent gets an emblem
/// with ..." (113.2 in the 2017 rules): one ability in quotation marks,
/// which calls nothing "this" (an emblem has no name, 113.3).
fn get_emblem(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let (player, s_form) = player_subject(c, ctx, s)?;
    if !c.eat(if s_form { "gets an emblem with " } else { "get an emblem with " }) {
        return None;
    }
    let start = c.pos;
    let (a, _) = super::abilities::read_quoted(c, ctx, false)?;
    if c.text[start..c.pos].to_lowercase().contains("this ") {
        return None;
    }
    Some(Effect::GetEmblem { player, abilities: vec![a] })
}

fn write_get_emblem(player: &Recipient, abilities: &[Ability], w: &W) -> Result<String, String> {
    let [a] = abilities else { return Err(format!("an emblem with {} abilities", abilities.len())) };
    let (who, s_form) = write_player_subject(player, w)?;
    let quoted = super::abilities::write_quoted(a, 0, w.name)?;
    if quoted.to_lowercase().contains("this ") {
        return Err("an emblem's ability naming \"this\"".into());
    }
    Ok(format!("{who} {} an emblem with {quoted}", if s_form { "gets" } else { "get" }))
}

/// "You skip your next turn", "Target player skips his or her next turn" (614.10).
fn skip_next_turn(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let (player, s_form) = player_subject(c, ctx, s)?;
    let words = if s_form { "skips his or her next turn" } else { "skip your next turn" };
    if c.eat(words) {
        return Some(Effect::SkipNextTurn { player });
    }
    let head = if s_form { "skips his or her next " } else { "skip your next " };
    let step = c.attempt(|c| if c.eat(head) { SKIPPED_NEXT.iter().find(|(w, _)| c.eat(w)).map(|(_, st)| *st) } else { None })?;
    Some(Effect::SkipNextStep { player, step })
}

/// The steps and phase "skip your next ..." names (614.10).
const SKIPPED_NEXT: &[(&str, crate::rules::types::Step)] = &[
    ("untap step", crate::rules::types::Step::Untap),
    ("draw step", crate::rules::types::Step::Draw),
    ("combat phase", crate::rules::types::Step::BeginningOfCombat),
];

/// "Target player puts the top two cards of his or her library into his or her graveyard".
fn mill(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if c.eat_sentence_start("put the top ") {
        // "Put the top two cards of your library into your graveyard."
        let n = top_count(c)?;
        return c.eat(YOUR_LIBRARY_INTO_GRAVEYARD).then_some(Effect::Mill { player: Recipient::Player(PlayerRef::You), count: Amount::Fixed(n as i32) });
    }
    let (player, s_form) = player_subject(c, ctx, s)?;
    if s_form && ctx.that_much.get() && c.eat(THAT_MANY_FROM_THE_TOP) {
        // "that many": the amount of the trigger event (life lost, damage dealt).
        return c.eat(" of his or her library into his or her graveyard").then_some(Effect::Mill { player, count: Amount::Dynamic(DynamicAmount::ThatMuch) });
    }
    if !(s_form && c.eat("puts the top ")) {
        return None;
    }
    let count = top_count(c)?;
    c.eat(" of his or her library into his or her graveyard").then_some(Effect::Mill { player, count: Amount::Fixed(count as i32) })
}

/// After "the top ": "card" or "N cards" (N from two), the count.
pub(super) fn top_count(c: &mut Cursor) -> Option<u32> {
    if c.eat("card") {
        return Some(1);
    }
    let n = c.word_number().filter(|n| *n >= 2)?;
    c.eat(" cards").then_some(n)
}

/// The words of `top_count`.
pub(super) fn write_top_count(count: &Amount) -> Result<String, String> {
    match count {
        Amount::Fixed(1) => Ok("card".to_string()),
        Amount::Fixed(n) if *n >= 2 => Ok(format!("{} cards", number_word(*n as u32))),
        Amount::Dynamic(DynamicAmount::X) => Ok("X cards".to_string()),
        other => Err(format!("the number of cards {other:?}")),
    }
}

const YOUR_LIBRARY_INTO_GRAVEYARD: &str = " of your library into your graveyard";
const THAT_MANY_FROM_THE_TOP: &str = "puts that many cards from the top";

/// "Exile all cards from target player's graveyard".
fn exile_graveyard(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    // "Exile all [creature] cards from all graveyards" (every graveyard's).
    if let Some(filter) = c.attempt(|c| {
        if !c.eat_sentence_start("exile all ") {
            return None;
        }
        let f = if c.eat("cards") { FilterSpec::default() } else { nouns::read(c, Number::Many, Some(("card", "cards"))).filter(|f| f.controller.is_none())? };
        c.eat(FROM_ALL_GRAVEYARDS).then_some(f)
    }) {
        return Some(Effect::Exile { what: ObjRef::InAllGraveyards { filter: filter.into() }, linked: false, until_this_leaves: false });
    }
    if !c.eat_sentence_start("exile all cards from ") {
        return None;
    }
    let Recipient::Target(i) = target_players(c, s, "graveyard")? else { return None };
    Some(Effect::Exile { what: ObjRef::InGraveyard { of: PlayerRef::Target(i), filter: Filter::default() }, linked: false, until_this_leaves: false })
}

const FROM_ALL_GRAVEYARDS: &str = " from all graveyards";

/// The words of "exile all [cards] from all graveyards".
fn write_exile_all_graveyards(filter: &Filter) -> Result<String, String> {
    let noun = if filter.is_empty() { "cards".to_string() } else { nouns::write(filter, Number::Many, Some(("card", "cards")))? };
    Ok(format!("exile all {noun}{FROM_ALL_GRAVEYARDS}"))
}

fn write_mill(player: &Recipient, count: &Amount, w: &W) -> Result<String, String> {
    let (who, s_form) = write_player_subject(player, w)?;
    if !s_form {
        return Ok(format!("put the top {}{YOUR_LIBRARY_INTO_GRAVEYARD}", write_top_count(count)?));
    }
    if let Amount::Dynamic(DynamicAmount::ThatMuch) = count {
        return Ok(format!("{who} {THAT_MANY_FROM_THE_TOP} of his or her library into his or her graveyard"));
    }
    Ok(format!("{who} puts the top {} of his or her library into his or her graveyard", write_top_count(count)?))
}

/// "Switch target creature's power and toughness until end of turn" (613.3e in later rules).
fn switch(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("switch ") {
        return None;
    }
    let what = object(c, ctx, s)?;
    if matches!(what, ObjRef::All(_)) || !c.eat("'s power and toughness until end of turn") {
        return None;
    }
    Some(Effect::Continuous { what, modifications: vec![Modification::SwitchPowerToughness], duration: Duration::EndOfTurn, text: String::new() })
}

const GAINS_FLASHBACK: &str = " gains flashback until end of turn. The flashback cost is equal to its mana cost";

/// "Target [noun] card in your graveyard gains flashback until end of turn.
/// The flashback cost is equal to its mana cost." and "Each [noun] card in
/// your graveyard gains ..." (702.33a: cast from the graveyard for its mana
/// cost, then exiled as it leaves the stack).
fn gain_flashback(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    let each = if c.eat_sentence_start("target ") {
        false
    } else if c.eat_sentence_start("each ") {
        true
    } else {
        return None;
    };
    // "each instant and sorcery card": every card of either type, said with "and" after "each".
    let end = c.rest().find(" in your graveyard")?;
    let noun = c.rest()[..end].to_string();
    let said = if each { noun.replacen(" and ", " or ", 1) } else { noun.clone() };
    let mut nc = Cursor::new(&said);
    let f = nouns::read(&mut nc, Number::One, Some(("card", "cards"))).filter(|_| nc.at_end())?;
    c.pos += end;
    if f.controller.is_some() || f.owner.is_some() || !c.eat(" in your graveyard") || !c.eat(GAINS_FLASHBACK) {
        return None;
    }
    let what = if each {
        ObjRef::InGraveyard { of: PlayerRef::You, filter: f.into() }
    } else {
        ObjRef::Target(target(s, TargetKind::CardInGraveyard, FilterSpec { owner: Some(Relation::You), ..f }))
    };
    Some(Effect::Continuous { what, modifications: vec![Modification::GainFlashback], duration: Duration::EndOfTurn, text: String::new() })
}

fn write_gain_flashback(what: &ObjRef, w: &W) -> Result<String, String> {
    let (word, filter) = match what {
        ObjRef::InGraveyard { of: PlayerRef::You, filter } => ("each", (**filter).clone()),
        ObjRef::Target(i) => match w.targets.get(*i) {
            Some(t) if t.kind == TargetKind::CardInGraveyard && t.filter.owner == Some(Relation::You) => ("target", FilterSpec { owner: None, ..(*t.filter).clone() }),
            _ => return Err("flashback granted to another target".into()),
        },
        other => return Err(format!("flashback granted to {other:?}")),
    };
    let noun = nouns::write(&filter, Number::One, Some(("card", "cards")))?;
    let noun = if word == "each" { noun.replacen(" or ", " and ", 1) } else { noun };
    Ok(format!("{word} {noun} in your graveyard{GAINS_FLASHBACK}"))
}

/// "[object] doesn't untap during its controller's next untap step" (502.2).
fn next_untap(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let what = c.attempt(|c| untapping::next_untap_subject(c, s)).or_else(|| one_permanent(c, ctx, s, false))?;
    const THEIRS: &str = " doesn't untap during its controller's next untap step";
    let words = match what {
        ObjRef::This => " doesn't untap during your next untap step",
        ObjRef::Targets => untapping::THOSE_DONT_UNTAP,
        _ => THEIRS,
    };
    if what == ObjRef::This && previous_object(s).is_none() && c.eat(THEIRS) {
        // "It doesn't untap during its controller's next untap step" of the card itself (an
        // "it" after an instruction that acted on another object would be that object).
        add_alt(s, s.effects.len(), ITS_CONTROLLERS);
    } else if !c.eat(words) {
        return None;
    }
    Some(Effect::Continuous { what, modifications: vec![Modification::DoesntUntap], duration: Duration::NextUntapStep, text: String::new() })
}

/// The wording bit of the card itself not untapping during "its controller's" (not "your") next untap step.
const ITS_CONTROLLERS: u16 = 32;

/// "The next time a [red] source of your choice would deal damage to [you /
/// target creature or player] this turn, prevent that damage" (615.7), or
/// "..., that source deals that damage to [one] instead" / "..., that damage
/// is dealt to [one] instead" (614.9, a redirection of that one event):
/// the source chosen as it resolves, then the shield.
fn next_time_prevention(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<(Effect, Effect)> {
    if !c.eat_sentence_start("the next time a") {
        return None;
    }
    let filter: FilterSpec = if c.eat(" source of your choice") {
        FilterSpec::default()
    } else {
        if !(c.eat(" ") || c.eat("n ")) {
            return None;
        }
        let f = nouns::read(c, Number::One, Some(("source of your choice", "sources of your choice")))?;
        if f.types.is_empty() && f.subtypes.is_empty() && f == FilterSpec::default() {
            return None;
        }
        f
    };
    if !c.eat(" would deal damage to ") {
        return None;
    }
    let to = if c.eat("you") {
        Recipient::Player(PlayerRef::You)
    } else if c.eat("target ") {
        let (kind, f) = target_phrase(c)?;
        Recipient::Target(target(s, kind, f))
    } else {
        return None;
    };
    if !c.eat(" this turn, ") {
        return None;
    }
    let shield = if c.eat("prevent that damage") {
        Effect::PreventDamage { amount: None, to: Some(to), from: Some(ObjRef::Moved), next_time: true, combat: false }
    } else {
        // 614.9: the same event's damage dealt to another one instead.
        let other = c.eat("that damage is dealt to ");
        if !other && !c.eat("that source deals that damage to ") {
            return None;
        }
        let instead = redirect_recipient(c, ctx, s)?;
        if !c.eat(" instead") {
            return None;
        }
        if other {
            add_alt(s, s.effects.len() + 1, 1);
        }
        Effect::RedirectDamage { amount: Amount::default(), to, instead, from: Some(ObjRef::Moved), next_time: true }
    };
    Some((Effect::ChooseSource { filter: filter.into() }, shield))
}

/// The sentence for a source choice and the shield after it.
fn write_next_time_prevention(filter: &Filter, shield: &Effect, w: &W) -> Result<String, String> {
    let (to, then) = match shield {
        Effect::PreventDamage { to: Some(to), .. } => (to, "prevent that damage".to_string()),
        Effect::RedirectDamage { to, instead, .. } if w.alt & 1 == 1 => (to, format!("that damage is dealt to {} instead", write_redirect_recipient(instead, w)?)),
        Effect::RedirectDamage { to, instead, .. } => (to, format!("that source deals that damage to {} instead", write_redirect_recipient(instead, w)?)),
        other => return Err(format!("a shield after a source choice: {other:?}")),
    };
    let source = if filter.is_empty() { "source of your choice".to_string() } else { nouns::write(filter, Number::One, Some(("source of your choice", "sources of your choice")))? };
    let a = super::words::article(&source);
    let to = match to {
        Recipient::Player(PlayerRef::You) => "you".to_string(),
        Recipient::Target(i) => target_words(w, *i)?,
        other => return Err(format!("prevention for {other:?}")),
    };
    Ok(format!("the next time {a} {source} would deal damage to {to} this turn, {then}"))
}

/// "the top card of your library", "the top four cards of your library".
fn top_cards(c: &mut Cursor) -> Option<Amount> {
    if c.eat("the top card of your library") {
        return Some(Amount::Fixed(1));
    }
    if !c.eat("the top ") {
        return None;
    }
    let n = if c.eat("X") { Amount::Dynamic(DynamicAmount::X) } else { Amount::Fixed(c.word_number().filter(|n| *n >= 2)? as i32) };
    c.eat(" cards of your library").then_some(n)
}

fn write_top_cards(count: &Amount) -> Result<String, String> {
    Ok(match count {
        Amount::Fixed(1) => "the top card of your library".into(),
        Amount::Fixed(n) if *n >= 2 => format!("the top {} cards of your library", number_word(*n as u32)),
        Amount::Dynamic(DynamicAmount::X) => "the top X cards of your library".into(),
        other => return Err(format!("the number of cards {other:?}")),
    })
}

/// The words around the noun of "You may reveal any number of [noun] cards
/// from among them and put the revealed cards into your hand."
const ANY_NUMBER_REVEALED: (&str, &str) = (". You may reveal any number of ", " from among them and put the revealed cards into your hand. ");

/// The end of a look at the top cards: the rest on the bottom in any order.
const REST_ON_BOTTOM: &str = "the rest on the bottom of your library in any order";

/// "Look at / Reveal the top N cards of your library" and what happens to
/// them (401.2, 701.14), in one or more sentences: "..., then put them back
/// in any order"; ". Put one of them into your hand and the rest on the
/// bottom of your library in any order"; ". You may reveal a [noun] card from
/// among them and put it into your hand. Put the rest on the bottom ...";
/// ". Put all [noun] cards revealed this way into your hand and the rest on
/// the bottom ...". "Then put the rest" is a wording (variant 1).
fn look_at_top(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    let reveal = if c.eat_sentence_start("look at ") {
        false
    } else if c.eat_sentence_start("reveal ") {
        true
    } else {
        return None;
    };
    let count = top_cards(c)?;
    // "Reveal the top card of your library and put that card into your hand" (Dark Confidant).
    if reveal && count == Amount::Fixed(1) && c.eat(REVEALED_INTO_HAND) {
        let take = TakeLooked { filter: Filter::default(), min: 0, max: None, all: true, reveal: false };
        return Some(Effect::LookAtTop { count, take: Some(take), rest: LibraryEnd::Top, reveal, rest_into_graveyard: false, player: Recipient::Player(PlayerRef::You) });
    }
    if !reveal && c.eat(", then put them back in any order") {
        return Some(Effect::LookAtTop { count, take: None, rest: LibraryEnd::Top, reveal, rest_into_graveyard: false, player: Recipient::Player(PlayerRef::You) });
    }
    let mut then_put = false;
    let take = if let Some(n) = c.attempt(|c| if !reveal && c.eat(". Put ") { c.word_number().filter(|n| (1..=10).contains(n) && c.eat(" of them into your hand and ")) } else { None }) {
        TakeLooked { filter: Filter::default(), min: n, max: Some(n), all: false, reveal: false }
    } else if reveal && c.eat(". Put all ") {
        let f = nouns::read(c, Number::Many, Some(("card", "cards")))?;
        if !c.eat(" revealed this way into your hand and ") {
            return None;
        }
        TakeLooked { filter: f.into(), min: 0, max: None, all: true, reveal: false }
    } else if !reveal && c.eat(ANY_NUMBER_REVEALED.0) {
        // "You may reveal any number of creature cards from among them and put the revealed cards into your hand."
        let f = nouns::read(c, Number::Many, Some(("card", "cards")))?;
        if !c.eat(ANY_NUMBER_REVEALED.1) {
            return None;
        }
        then_put = c.eat("Then put ");
        if !then_put && !c.eat("Put ") {
            return None;
        }
        TakeLooked { filter: f.into(), min: 0, max: None, all: false, reveal: true }
    } else if !reveal && c.eat(". You may reveal a") {
        if !(c.eat(" ") || c.eat("n ")) {
            return None;
        }
        let f = nouns::read(c, Number::One, Some(("card", "cards")))?;
        if !c.eat(" from among them and put it into your hand. ") {
            return None;
        }
        then_put = c.eat("Then put ");
        if !then_put && !c.eat("Put ") {
            return None;
        }
        TakeLooked { filter: f.into(), min: 0, max: Some(1), all: false, reveal: true }
    } else {
        return None;
    };
    // The rest on the bottom, or "into your graveyard" (not after "Then put").
    let rest_into_graveyard = !then_put && c.eat(REST_INTO_GRAVEYARD);
    if !rest_into_graveyard && !c.eat(REST_ON_BOTTOM) {
        return None;
    }
    if then_put {
        add_alt(s, s.effects.len(), 1);
    }
    let rest = if rest_into_graveyard { LibraryEnd::Top } else { LibraryEnd::Bottom };
    Some(Effect::LookAtTop { count, take: Some(take), rest, reveal, rest_into_graveyard, player: Recipient::Player(PlayerRef::You) })
}

/// "Look at the top card of your library" alone (401.2: only its controller
/// sees it; it stays where it is).
fn look_at_top_card(c: &mut Cursor, _: &Context, _: &mut Sentences) -> Option<Effect> {
    let reveal = if c.eat_sentence_start("look at the top card of your library") {
        false
    } else if c.eat_sentence_start("reveal the top card of your library") {
        // "Reveal the top card of your library. If it's a land card, ..." (701.14).
        true
    } else {
        return None;
    };
    let ends = c.rest().is_empty() || c.rest().starts_with('.');
    ends.then_some(Effect::LookAtTop { count: Amount::Fixed(1), take: None, rest: LibraryEnd::Top, reveal, rest_into_graveyard: false, player: Recipient::Player(PlayerRef::You) })
}

/// Is this "reveal the top card of your library", alone?
fn revealed_top_card(e: Option<&Effect>) -> bool {
    e == Some(&reveal_top_card()) || revealed_their_top_card(e)
}

/// Is this "[another player] reveals the top card of his or her library", alone?
fn revealed_their_top_card(e: Option<&Effect>) -> bool {
    matches!(e, Some(Effect::LookAtTop { count: Amount::Fixed(1), take: None, rest: LibraryEnd::Top, reveal: true, rest_into_graveyard: false, player }) if *player != Recipient::Player(PlayerRef::You))
}

/// After "reveal the top card of your library": "put it onto the
/// battlefield / into your hand / into your graveyard" (the card revealed,
/// still in the library).
fn put_revealed(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    if looked_at_player_top(s.effects.last()) && c.eat_sentence_start("put ") {
        // "You may put that card into his or her / that player's graveyard".
        let what = moved_pronoun(c, s)?;
        let at = s.effects.len();
        return match THEIR_GRAVEYARD.iter().position(|w| c.eat(w))? {
            0 => Some(Effect::PutIntoGraveyard { what }),
            _ => {
                add_alt(s, at, THAT_PLAYERS);
                Some(Effect::PutIntoGraveyard { what })
            }
        };
    }
    // "[Defending player] reveals the top card of his or her library. If it's a land card, that player puts it into his or her hand."
    if revealed_their_top_card(s.effects.last()) && c.eat_sentence_start(THAT_PLAYER_PUTS) {
        let what = moved_pronoun(c, s)?;
        let (_, make) = PUT_REVEALED.iter().find(|(w, _)| c.eat(&their_place(w)))?;
        return Some(make(what));
    }
    // "Look at the top card of your library. You may put that card into your graveyard."
    let looked = s.effects.last() == Some(&Effect::LookAtTop { count: Amount::Fixed(1), take: None, rest: LibraryEnd::Top, reveal: false, rest_into_graveyard: false, player: Recipient::Player(PlayerRef::You) });
    if !((revealed_top_card(s.effects.last()) || looked) && c.eat_sentence_start("put ")) {
        return None;
    }
    let what = moved_pronoun(c, s)?;
    let (_, make) = PUT_REVEALED.iter().filter(|(w, _)| !looked || *w == " into your graveyard").find(|(w, _)| c.eat(w))?;
    Some(make(what))
}

type PutRevealed = (&'static str, fn(ObjRef) -> Effect);
const PUT_REVEALED: [PutRevealed; 3] = [
    (" onto the battlefield", |what| Effect::ReturnToBattlefield { what, under_your_control: false, with_counters: Vec::new(), tapped: false, flipped: false }),
    (" into your hand", |what| Effect::ReturnToHand { what }),
    (" into your graveyard", |what| Effect::PutIntoGraveyard { what }),
];

/// Who puts the card another player revealed from the top of their library.
const THAT_PLAYER_PUTS: &str = "that player puts ";

/// A place `PUT_REVEALED` names, said of the player who revealed the card.
fn their_place(words: &str) -> String {
    words.replace(" your ", " his or her ")
}

/// The graveyard of the player whose top card was looked at, in its two wordings.
const THEIR_GRAVEYARD: [&str; 2] = [" into his or her graveyard", " into that player's graveyard"];
/// The wording bit of "that player's graveyard".
const THAT_PLAYERS: u16 = 4;

/// Is this a look at the top card of a target player's library?
fn looked_at_player_top(e: Option<&Effect>) -> bool {
    matches!(e, Some(Effect::LookAtTopOfLibrary { player: Recipient::Target(_) }))
}

/// "Look at the top card of target player's library" (401.2).
fn look_at_player_top(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("look at the top card of ") {
        return None;
    }
    Some(Effect::LookAtTopOfLibrary { player: target_players(c, s, "library")? })
}

/// "target player's [zone]", "target opponent's [zone]": a target player slot.
fn target_players(c: &mut Cursor, s: &mut Sentences, zone: &str) -> Option<Recipient> {
    let filter = if c.eat(&format!("target player's {zone}")) {
        FilterSpec::default()
    } else if c.eat(&format!("target opponent's {zone}")) {
        FilterSpec { controller: Some(Relation::Opponent), ..Default::default() }
    } else {
        return None;
    };
    Some(Recipient::Target(target(s, TargetKind::Player, filter)))
}

/// "Look at target player's hand" (402.3, 701.14d).
fn look_at_hand(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("look at ") {
        return None;
    }
    Some(Effect::LookAtHand { player: target_players(c, s, "hand")? })
}

fn write_look_at_hand(player: &Recipient, w: &W) -> Result<String, String> {
    let Recipient::Target(i) = player else { return Err(format!("a look at the hand of {player:?}")) };
    Ok(format!("look at {}'s hand", target_words(w, *i)?))
}

fn write_look_at_player_top(player: &Recipient, w: &W) -> Result<String, String> {
    let Recipient::Target(i) = player else { return Err(format!("a look at the library of {player:?}")) };
    Ok(format!("look at the top card of {}'s library", target_words(w, *i)?))
}

fn write_put_revealed(e: &Effect, w: &W) -> Option<Result<String, String>> {
    if let (true, Effect::PutIntoGraveyard { what: ObjRef::Moved }) = (looked_at_player_top(w.prev), e) {
        let words = THEIR_GRAVEYARD[usize::from(w.alt & THAT_PLAYERS != 0)];
        return Some(write_object(&ObjRef::Moved, w).map(|o| format!("put {o}{words}")));
    }
    let what = match e {
        Effect::ReturnToBattlefield { what: ObjRef::Moved, under_your_control: false, with_counters, tapped: false, flipped: false } if with_counters.is_empty() => ObjRef::Moved,
        Effect::ReturnToHand { what: ObjRef::Moved } | Effect::PutIntoGraveyard { what: ObjRef::Moved } => ObjRef::Moved,
        _ => return None,
    };
    // After a look (not a reveal), only "into your graveyard" is read.
    let looked = matches!(w.prev, Some(Effect::LookAtTop { count: Amount::Fixed(1), take: None, reveal: false, rest: LibraryEnd::Top, rest_into_graveyard: false, player: Recipient::Player(PlayerRef::You) }));
    if !(revealed_top_card(w.prev) || (looked && matches!(e, Effect::PutIntoGraveyard { .. }))) {
        return None;
    }
    let (words, _) = PUT_REVEALED.iter().find(|(_, make)| make(what.clone()) == *e)?;
    if revealed_their_top_card(w.prev) {
        return Some(write_object(&what, w).map(|o| format!("{THAT_PLAYER_PUTS}{o}{}", their_place(words))));
    }
    Some(write_object(&what, w).map(|o| format!("put {o}{words}")))
}

/// Is this a look at the top card of your library (under "you may" or not)?
fn looked_at_top_card(e: Option<&Effect>) -> bool {
    match e {
        Some(Effect::May { effects, .. }) if effects.len() == 1 => looked_at_top_card(effects.first()),
        Some(Effect::LookAtTop { count: Amount::Fixed(1), take: None, reveal: false, rest: LibraryEnd::Top, rest_into_graveyard: false, player: Recipient::Player(PlayerRef::You) }) => true,
        _ => false,
    }
}

/// The top card of your library revealed, no more (701.14).
fn reveal_top_card() -> Effect {
    Effect::LookAtTop { count: Amount::Fixed(1), take: None, rest: LibraryEnd::Top, reveal: true, rest_into_graveyard: false, player: Recipient::Player(PlayerRef::You) }
}

/// After a look at the top card of your library: "you may reveal it. If you
/// do, [instruction]" (608.2d: the controller chooses; the instruction is
/// followed only if the card was revealed).
fn may_reveal_it(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !(looked_at_top_card(s.effects.last()) && c.eat_sentence_start(MAY_REVEAL_IT)) {
        return None;
    }
    let from = c.pos;
    let e = sentence(c, ctx, s)?;
    Some(Effect::May { effects: vec![reveal_top_card(), e], otherwise: Vec::new(), text: format!("reveal it: {}", &c.text[from..c.pos]) })
}

const MAY_REVEAL_IT: &str = "you may reveal it. If you do, ";

/// The top card revealed, then taken: "and put that card into your hand".
const REVEALED_INTO_HAND: &str = " and put that card into your hand";

/// The end of a look at the top cards: the rest into the graveyard.
const REST_INTO_GRAVEYARD: &str = "the rest into your graveyard";

fn write_look_at_top(count: &Amount, take: &Option<TakeLooked>, (rest, into_graveyard): (LibraryEnd, bool), (reveal, player): (bool, &Recipient), w: &W) -> Result<String, String> {
    if *player != Recipient::Player(PlayerRef::You) {
        return write_look_at_their_top(count, (take, rest, into_graveyard), reveal, player, w);
    }
    let top = write_top_cards(count)?;
    let verb = if reveal { "reveal" } else { "look at" };
    let take = match take {
        None if *count == Amount::Fixed(1) && rest == LibraryEnd::Top && !into_graveyard => return Ok(format!("{verb} {top}")),
        None if rest == LibraryEnd::Top && !reveal && !into_graveyard => return Ok(format!("look at {top}, then put them back in any order")),
        Some(t) if reveal && *count == Amount::Fixed(1) && t.all && t.filter.is_empty() && !t.reveal && rest == LibraryEnd::Top && !into_graveyard => return Ok(format!("reveal {top}{REVEALED_INTO_HAND}")),
        Some(t) if (rest == LibraryEnd::Bottom) != into_graveyard => t,
        _ => return Err("a look at the top cards another way".into()),
    };
    let rest_words = if into_graveyard { REST_INTO_GRAVEYARD } else { REST_ON_BOTTOM };
    let plain = |t: &TakeLooked| t.filter.is_empty() && !t.all && !t.reveal;
    if !reveal && plain(take) && take.max == Some(take.min) && (1..=10).contains(&take.min) {
        return Ok(format!("look at {top}. Put {} of them into your hand and {rest_words}", number_word(take.min)));
    }
    if reveal && take.all && !take.reveal && take.min == 0 && take.max.is_none() {
        return Ok(format!("{verb} {top}. Put all {} revealed this way into your hand and {rest_words}", nouns::write(&take.filter, Number::Many, Some(("card", "cards")))?));
    }
    if into_graveyard {
        return Err("a look at the top cards another way".into());
    }
    if !reveal && take.reveal && !take.all && take.min == 0 && take.max.is_none() {
        let put = if w.alt & 1 == 1 { "Then put" } else { "Put" };
        let (before, after) = ANY_NUMBER_REVEALED;
        return Ok(format!("look at {top}{before}{}{after}{put} {REST_ON_BOTTOM}", nouns::write(&take.filter, Number::Many, Some(("card", "cards")))?));
    }
    if !reveal && take.reveal && !take.all && take.min == 0 && take.max == Some(1) {
        let noun = nouns::write(&take.filter, Number::One, Some(("card", "cards")))?;
        let a = super::words::article(&noun);
        let put = if w.alt & 1 == 1 { "Then put" } else { "Put" };
        return Ok(format!("look at {top}. You may reveal {a} {noun} from among them and put it into your hand. {put} {REST_ON_BOTTOM}"));
    }
    Err("a look at the top cards another way".into())
}

/// "Look at the top N cards of target player's library, then put them back
/// in any order" (401.2: you see them and choose their order), "target
/// player reveals the top card of his or her library" (701.14).
fn look_at_their_top(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let mine = |count, reveal, player| Effect::LookAtTop { count, take: None, rest: LibraryEnd::Top, reveal, rest_into_graveyard: false, player };
    if c.eat_sentence_start("look at the top ") {
        let n = if c.eat("X") { Amount::Dynamic(DynamicAmount::X) } else { Amount::Fixed(c.word_number().filter(|n| *n >= 2)? as i32) };
        if !c.eat(" cards of ") {
            return None;
        }
        let player = target_players(c, s, "library")?;
        return c.eat(PUT_THEM_BACK).then(|| mine(n, false, player));
    }
    let (player, s_form) = player_subject(c, ctx, s)?;
    let ends = |c: &Cursor| c.rest().is_empty() || c.rest().starts_with('.');
    (s_form && c.eat("reveals the top card of his or her library") && ends(c)).then(|| mine(Amount::Fixed(1), true, player))
}

const PUT_THEM_BACK: &str = ", then put them back in any order";

fn write_look_at_their_top(count: &Amount, (take, rest, into_graveyard): (&Option<TakeLooked>, LibraryEnd, bool), reveal: bool, player: &Recipient, w: &W) -> Result<String, String> {
    if take.is_some() || rest != LibraryEnd::Top || into_graveyard {
        return Err("another player's cards taken from the top of their library".into());
    }
    if reveal && *count == Amount::Fixed(1) {
        let (who, s_form) = write_player_subject(player, w)?;
        return if s_form { Ok(format!("{who} reveals the top card of his or her library")) } else { Err(format!("the top card revealed by {player:?}")) };
    }
    let Recipient::Target(i) = player else { return Err(format!("a look at the library of {player:?}")) };
    let n = match count {
        Amount::Fixed(n) if *n >= 2 && !reveal => number_word(*n as u32),
        Amount::Dynamic(DynamicAmount::X) if !reveal => "X".to_string(),
        other => return Err(format!("a look at {other:?} cards of another library")),
    };
    Ok(format!("look at the top {n} cards of {}'s library{PUT_THEM_BACK}", target_words(w, *i)?))
}

/// The wording bit of "You may [X]. If you do, [Y]" (rather than "You may X and Y").
const IF_YOU_DO: u16 = 1;

/// "You may [instruction]. If you do, [instruction]" (608.2d): one choice;
/// the second is followed only when the first is.
fn may_if_you_do(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let Effect::May { mut effects, mut text, .. } = may(c, ctx, s)? else { return None };
    if effects.len() != 1 || !c.eat(". If you do, ") {
        return None;
    }
    let from = c.pos;
    let e = sentence(c, ctx, s)?;
    if matches!(e, Effect::May { .. }) {
        return None;
    }
    text.push_str(&format!(" (then {})", &c.text[from..c.pos]));
    effects.push(e);
    add_alt(s, s.effects.len(), IF_YOU_DO);
    Some(Effect::May { effects, otherwise: Vec::new(), text })
}

/// "If [condition], you may pay {2}{G}. If you do, [instruction]" and "If
/// [condition], you may [X]. If you do, [Y]": the condition over the whole
/// choice (608.2c; at the start of a triggered ability, its intervening
/// "if", 603.4).
fn if_then_may(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("if ") {
        return None;
    }
    let condition = condition(c, ctx, s)?;
    if !c.eat(", ") {
        return None;
    }
    let e = undone(c, s, |c, s| may_pay(c, ctx, s)).or_else(|| undone(c, s, |c, s| may_if_you_do(c, ctx, s)))?;
    Some(Effect::Instead { condition, instead: vec![e], otherwise: Vec::new() })
}

/// "You may pay {1}. If you do, [instruction]" (608.2d).
fn may_pay(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("you may pay ") {
        return None;
    }
    let mana = c.mana()?;
    if !c.eat(". If you do, ") {
        return None;
    }
    let from = c.pos;
    let e = sentence(c, ctx, s)?;
    Some(Effect::MayPay { mana, effects: vec![e], otherwise: Vec::new(), text: c.text[from..c.pos].to_string() })
}

const WIN_FLIP: &str = ". If you win the flip, ";
const LOSE_FLIP: &str = ". If you lose the flip, ";

/// "Flip a coin. If you win the flip, [instruction]. If you lose the flip,
/// [instruction]" (705.1): either result's sentence, or both, in that order.
fn flip_coin(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("flip a coin") {
        return None;
    }
    let mut win = Vec::new();
    if c.eat(WIN_FLIP) {
        win = flip_result(c, ctx, s)?;
    }
    let lose = c.attempt(|c| if c.eat(LOSE_FLIP) { flip_result(c, ctx, s) } else { None }).unwrap_or_default();
    (!win.is_empty() || !lose.is_empty()).then_some(Effect::FlipCoin { win, lose })
}

/// The sentence of one result of a coin flip: an instruction, or two joined
/// by "and" ("sacrifice [this] and draw three cards").
/// "That player" is not read in a result: it would name the player of an
/// event, not the one of the other result's instruction.
fn flip_result(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Vec<Effect>> {
    let mut effects = vec![sentence(c, ctx, s)?];
    if let Some(e) = undone(c, s, |c, s| if c.eat(" and ") { sentence(c, ctx, s).or_else(|| same_subject(c, ctx, s)) } else { None }) {
        effects.push(e);
    }
    let names_event_player = crate::json::to_string(&effects).map_or(true, |j| j.contains("\"trigger_player\""));
    (!names_event_player).then_some(effects)
}

fn write_flip_coin(win: &[Effect], lose: &[Effect], w: &W) -> Result<String, String> {
    let mut out = String::from("flip a coin");
    for (words, effects) in [(WIN_FLIP, win), (LOSE_FLIP, lose)] {
        if !effects.is_empty() {
            let parts: Vec<String> = effects.iter().map(|e| write(e, w)).collect::<Result<_, _>>()?;
            out.push_str(&format!("{words}{}", parts.join(" and ")));
        }
    }
    Ok(out)
}

const WIN_CLASH: &str = ". If you win, ";
const OTHERWISE: &str = ". Otherwise, ";

/// "Clash with an opponent. If you win, [instruction]. Otherwise,
/// [instruction]" (701.20): the result's sentences after the clash.
fn clash(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("clash with an opponent") || !c.eat(WIN_CLASH) {
        return None;
    }
    let win = flip_result(c, ctx, s)?;
    let otherwise = c.attempt(|c| if c.eat(OTHERWISE) { flip_result(c, ctx, s) } else { None }).unwrap_or_default();
    Some(Effect::Clash { win, otherwise })
}

fn write_clash(win: &[Effect], otherwise: &[Effect], w: &W) -> Result<String, String> {
    let mut out = String::from("clash with an opponent");
    for (words, effects) in [(WIN_CLASH, win), (OTHERWISE, otherwise)] {
        if !effects.is_empty() {
            let parts: Vec<String> = effects.iter().map(|e| write(e, w)).collect::<Result<_, _>>()?;
            out.push_str(&format!("{words}{}", parts.join(" and ")));
        }
    }
    Ok(out)
}

const AT_END_OF_COMBAT: &str = " at end of combat";

/// The delays an instruction may end with (603.7).
const DELAYS: &[(&str, DelayedWhen)] = &[(" at the beginning of the next end step", DelayedWhen::NextEndStep), (" at the beginning of the next turn's upkeep", DelayedWhen::NextUpkeep)];

/// "Sacrifice a creature", "each player sacrifices a creature", "target player sacrifices an artifact".
fn sacrifice(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    // "Sacrifice all creatures you control" (701.15a): every one of them, no choice.
    if let Some(f) = c.attempt(|c| if c.eat_sentence_start("sacrifice all ") { nouns::read(c, Number::Many, None).filter(|f| f.controller == Some(Relation::You) && f.controlled_by.is_none()) } else { None }) {
        return Some(Effect::SacrificeObject { what: ObjRef::All(f.into()), its_controller: false });
    }
    let player = if c.eat_sentence_start("sacrifice ") {
        Recipient::Player(PlayerRef::You)
    } else {
        let (p, s_form) = player_subject(c, ctx, s)?;
        if !s_form || !c.eat("sacrifices ") {
            return None;
        }
        p
    };
    // "Sacrifice any number of lands" (608.2d: as many as the player likes).
    if c.eat(ANY_NUMBER_OF) {
        let f = nouns::read(c, Number::Many, None)?;
        return Some(Effect::Sacrifice { player, filter: f.into(), count: Amount::Dynamic(DynamicAmount::AnyNumber) });
    }
    let n = if c.eat("a ") || c.eat("an ") {
        1
    } else {
        let n = c.word_number().filter(|n| *n >= 2)?;
        if !c.eat(" ") {
            return None;
        }
        n
    };
    let f = nouns::read(c, if n == 1 { Number::One } else { Number::Many }, None)?;
    // "sacrifices a creature for each card discarded this way" (608.2h).
    let count = if n == 1 { super::amounts::read_for_each(c, Amount::Fixed(1), ctx.name) } else { Amount::Fixed(n as i32) };
    Some(Effect::Sacrifice { player, filter: f.into(), count })
}

/// "Return a land you control to its owner's hand", "return two creatures
/// you control to their owner's hand" (608.2d: chosen, not targeted).
fn return_chosen(c: &mut Cursor, _: &Context, _: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("return ") {
        return None;
    }
    let n = if c.eat("a ") || c.eat("an ") {
        1
    } else {
        let n = c.word_number().filter(|n| *n >= 2)?;
        if !c.eat(" ") {
            return None;
        }
        n
    };
    let f = nouns::read(c, if n == 1 { Number::One } else { Number::Many }, None)?;
    if f.controller != Some(Relation::You) || !c.eat(if n == 1 { " to its owner's hand" } else { " to their owner's hand" }) {
        return None;
    }
    let filter = FilterSpec { controller: None, ..f };
    Some(Effect::ReturnChosenToHand { player: Recipient::Player(PlayerRef::You), filter: filter.into(), count: Amount::Fixed(n as i32) })
}

/// "Target player exiles a card from his or her graveyard", "target
/// opponent exiles a card from his or her hand" (608.2d: that player chooses).
fn exile_chosen(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let (player, s_form) = player_subject(c, ctx, s)?;
    if !s_form || !c.eat(EXILES_A_CARD_FROM) {
        return None;
    }
    let (_, from) = OWN_ZONES.iter().find(|(w, _)| c.eat(w))?;
    Some(Effect::ExileChosen { player, from: *from, count: Amount::Fixed(1) })
}

const EXILES_A_CARD_FROM: &str = "exiles a card from his or her ";
const OWN_ZONES: &[(&str, ZoneName)] = &[("graveyard", ZoneName::Graveyard), ("hand", ZoneName::Hand)];

fn write_exile_chosen(player: &Recipient, from: &ZoneName, count: &Amount, w: &W) -> Result<String, String> {
    let (who, s_form) = write_player_subject(player, w)?;
    let (zone, _) = OWN_ZONES.iter().find(|(_, z)| z == from).ok_or("a zone other than a graveyard or hand")?;
    if !s_form || *count != Amount::Fixed(1) {
        return Err(format!("{who} exiling {count:?} cards"));
    }
    Ok(format!("{who} {EXILES_A_CARD_FROM}{zone}"))
}

fn write_return_chosen(filter: &Filter, count: &Amount) -> Result<String, String> {
    let f = FilterSpec { controller: Some(Relation::You), ..(**filter).clone() };
    match count {
        Amount::Fixed(1) => {
            let noun = nouns::write(&f, Number::One, None)?;
            let a = super::words::article(&noun);
            Ok(format!("return {a} {noun} to its owner's hand"))
        }
        Amount::Fixed(n) if *n >= 2 => Ok(format!("return {} {} to their owner's hand", number_word(*n as u32), nouns::write(&f, Number::Many, None)?)),
        other => Err(format!("the number of permanents {other:?}")),
    }
}

fn write_sacrifice(player: &Recipient, filter: &Filter, count: &Amount, w: &W) -> Result<String, String> {
    let a_noun = match count {
        Amount::Fixed(1) => {
            let noun = nouns::write(filter, Number::One, None)?;
            format!("{} {noun}", super::words::article(&noun))
        }
        Amount::Fixed(n) if *n >= 2 => format!("{} {}", number_word(*n as u32), nouns::write(filter, Number::Many, None)?),
        Amount::Dynamic(DynamicAmount::AnyNumber) => format!("{ANY_NUMBER_OF}{}", nouns::write(filter, Number::Many, None)?),
        Amount::Dynamic(_) => match super::amounts::split_for_each(count, w.name) {
            Some((Amount::Fixed(1), Some(each))) => {
                let noun = nouns::write(filter, Number::One, None)?;
                format!("{} {noun}{each}", super::words::article(&noun))
            }
            _ => return Err(format!("the number of permanents {count:?}")),
        },
        other => return Err(format!("the number of permanents {other:?}")),
    };
    if *player == Recipient::Player(PlayerRef::You) {
        return Ok(format!("sacrifice {a_noun}"));
    }
    let (who, _) = write_player_subject(player, w)?;
    Ok(format!("{who} sacrifices {a_noun}"))
}

fn may(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("you may ") {
        return None;
    }
    // "You may gain 3 life": the instruction without its subject "you".
    let from = c.pos;
    if let Some(e) = c.attempt(|c| if c.eat("have ") { have_do(c, ctx, s) } else { None }) {
        return (!matches!(e, Effect::May { .. })).then(|| Effect::May { effects: vec![e], otherwise: Vec::new(), text: c.text[from..c.pos].to_string() });
    }
    let e = match c.attempt(|c| flip_coin(c, ctx, s)).or_else(|| c.attempt(|c| clash(c, ctx, s))).or_else(|| c.attempt(|c| sentence(c, ctx, s))) {
        Some(e) => e,
        None => {
            let with_you = format!("you {}", c.rest());
            let mut sub = Cursor::new(&with_you);
            let e = sentence(&mut sub, ctx, s)?;
            if sub.pos < 4 {
                return None;
            }
            c.pos += sub.pos - 4;
            e
        }
    };
    if matches!(e, Effect::May { .. }) {
        return None;
    }
    // The words the player is asked about (the event log's; the renderer never reads them).
    Some(Effect::May { effects: vec![e], otherwise: Vec::new(), text: c.text[from..c.pos].to_string() })
}

/// Verbs an instruction after "you may have [subject]" takes in their base form.
const HAVE_VERBS: &[(&str, &str)] = &[("block", "blocks"), ("deal", "deals"), ("discard", "discards"), ("get", "gets"), ("gain", "gains"), ("lose", "loses"), ("draw", "draws"), ("put", "puts"), ("sacrifice", "sacrifices"), ("return", "returns")];

/// The wording bit of "you may have [subject] [verb] ...".
const HAVE: u16 = 32;

/// After "you may have ": "[subject] [verb] ...", the instruction its subject
/// would follow ("you may have target opponent discard a card").
fn have_do(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let rest = c.rest();
    let mut at = 0;
    let (base, sform) = loop {
        let word_end = rest[at..].find([' ', '.', ',']).map_or(rest.len(), |e| at + e);
        if let Some((b, f)) = HAVE_VERBS.iter().find(|(b, _)| &rest[at..word_end] == *b) {
            break (*b, *f);
        }
        at = word_end + 1;
        if at >= rest.len() || !rest.is_char_boundary(at) || rest[..word_end].ends_with('.') {
            return None;
        }
    };
    let rewritten = format!("{}{sform}{}", &rest[..at], &rest[at + base.len()..]);
    let mut sub = Cursor::new(&rewritten);
    let e = sentence(&mut sub, ctx, s)?;
    if sub.pos < at + sform.len() {
        return None;
    }
    c.pos += sub.pos - (sform.len() - base.len());
    add_alt(s, s.effects.len(), HAVE);
    Some(e)
}

/// "have [subject] [verb] ...": the words of an instruction with its first verb in the base form.
fn write_have(words: &str) -> Result<String, String> {
    let mut at = 0;
    while at < words.len() {
        let end = words[at..].find([' ', '.', ',']).map_or(words.len(), |e| at + e);
        if let Some((b, f)) = HAVE_VERBS.iter().find(|(_, f)| &words[at..end] == *f) {
            return Ok(format!("have {}{b}{}", &words[..at], &words[at + f.len()..]));
        }
        at = end + 1;
    }
    Err(format!("no verb to have in '{words}'"))
}

/// "[this] deals N damage to [recipient]".
fn damage(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !(this(c, ctx, s) && c.eat(" deals ")) {
        return None;
    }
    if c.eat("damage to ") {
        // "... deals damage to target creature equal to the number of Mountains you control" (variant).
        let to = damage_recipient(c, ctx, s)?;
        if !c.eat(" equal to ") {
            return None;
        }
        let d = equal_to_count(c, ctx, s, Some(&ObjRef::This))?;
        add_alt(s, s.effects.len(), EQUAL_TO_WORDING);
        return Some(Effect::DealDamage { amount: Amount::Dynamic(d), to, unpreventable: false, by: None });
    }
    let amount = if c.eat("damage equal to ") {
        // "... equal to its power", "... equal to the number of cards in your hand" (608.2h).
        let d = equal_to_count(c, ctx, s, Some(&ObjRef::This))?;
        if !c.eat(" to ") {
            return None;
        }
        Amount::Dynamic(d)
    } else {
        // "Sacrifice any number of Mountains. ~ deals that much damage ...":
        // as many as the instruction before moved (608.2h).
        let a = if moved_before(s.effects.last()) && c.eat(THAT_MUCH) { Amount::Dynamic(DynamicAmount::ThatMany) } else { amount_of(c, ctx)? };
        if !c.eat(" damage to ") {
            return None;
        }
        a
    };
    let to = damage_recipients(c, ctx, s)?;
    let unpreventable = c.eat(UNPREVENTABLE);
    Some(Effect::DealDamage { amount, to, unpreventable, by: None })
}

const THAT_MUCH: &str = "that much";

/// 615.12: the sentence after a damage instruction that makes its damage
/// unpreventable.
const UNPREVENTABLE: &str = ". The damage can't be prevented";

/// "[A] and [B]" at the end of a sentence: damage to both at once
/// (`Recipient::And`): "target player and each creature he or she
/// controls", "each attacking creature and each blocking creature".
fn damage_recipients(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Recipient> {
    let first = damage_recipient(c, ctx, s)?;
    let mut parts = vec![first];
    while let Some(r) = c.attempt(|c| {
        let n = s.targets.len();
        let r = if c.eat(" and ") { damage_recipient(c, ctx, s) } else { None };
        // Only a part that ends the sentence: "... and each player", not "... and you gain 2 life".
        let ends = c.rest().starts_with('.') || c.rest().starts_with(" and ");
        if r.is_none() || !ends || matches!(r, Some(Recipient::And(_))) {
            s.targets.truncate(n);
            return None;
        }
        r
    }) {
        parts.push(r);
    }
    Some(if parts.len() == 1 { parts.remove(0) } else { Recipient::And(parts) })
}

/// Whom damage is dealt to: a target, you, that player, what the source is
/// attached to, the creature the trigger names, each player or opponent,
/// each [noun] (and each player).
fn damage_recipient(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Recipient> {
    Some(if let Some(several) = undone(c, s, |c, s| if c.eat("each of ") { several_targets(c, s) } else { None }) {
        // "each of two target creatures", "each of up to two target creatures" (601.2c: one slot each).
        Recipient::Object(several)
    } else if let Some(another) = eat_target(c, s, false) {
        let (kind, f) = target_phrase(c)?;
        let creature = is_target_creature(kind, &f);
        let slot = target_another(s, kind, f, another)?;
        match sharing_color(c, creature, slot) {
            o @ ObjRef::TargetAndSharingColor(_) => Recipient::Object(o),
            _ => Recipient::Target(slot),
        }
    } else if c.eat("you") {
        Recipient::Player(PlayerRef::You)
    } else if let Some(i) = c.attempt(|c| {
        let i = damaged_target(s.effects.last(), &s.targets)?;
        (c.eat(&format!("that {}", damaged_noun(&s.targets[i])?)) && !c.rest().starts_with('\'')).then_some(i)
    }) {
        // The target the damage before was dealt to ("... deals 4 damage to that creature or player instead").
        Recipient::Target(i)
    } else if let Some(i) = c.attempt(|c| {
        let i = acted_on_creature(previous_object(s), &s.targets)?;
        (c.eat("that creature") && !c.rest().starts_with('\'')).then_some(i)
    }) {
        // The target creature the instruction before acted on ("Tap target creature. [This] deals ... to that creature").
        Recipient::Target(i)
    } else if let Some(i) = c.attempt(|c| that_targets_controller(c, s)) {
        Recipient::Player(PlayerRef::ControllerOfTarget(i))
    } else if ctx.trigger_it.get() && c.eat("that land's controller") {
        // The controller of the land the trigger event names (its trigger object).
        add_alt(s, s.effects.len(), TRIGGER_LAND_CONTROLLER);
        Recipient::Player(PlayerRef::TriggerPlayer)
    } else if ctx.targeted.get() && c.eat(THAT_SPELL_OR_ABILITYS_CONTROLLER) {
        // The controller of the spell or ability that made the source a target.
        add_alt(s, s.effects.len(), TARGETING_CONTROLLER);
        Recipient::Player(PlayerRef::TriggerPlayer)
    } else if (ctx.trigger_it.get() || ctx.creature_died.get()) && c.eat("that creature's controller") {
        // The controller of the creature the trigger event names (a creature that died: its last controller).
        add_alt(s, s.effects.len(), TRIGGER_CREATURE_CONTROLLER);
        Recipient::Player(PlayerRef::TriggerPlayer)
    } else if c.eat("that player") {
        that_player(s)
    } else if c.eat(HIM_OR_HER) {
        // The player the trigger event names (the triggered ability checks that it names one).
        add_alt(s, s.effects.len(), HIM_OR_HER_WORDING);
        Recipient::Player(PlayerRef::TriggerPlayer)
    } else if attached(c) {
        Recipient::Object(ObjRef::Attached)
    } else if trigger_creature(c, ctx) {
        Recipient::Object(ObjRef::TriggerObject)
    } else if c.eat("defending player") {
        // 506.2: the player the source (or the creature it is attached to) attacks.
        Recipient::Player(PlayerRef::Defending)
    } else if c.eat("each player") {
        Recipient::EachPlayer
    } else if c.eat("each opponent") {
        Recipient::EachOpponent
    } else if c.eat("each other player") {
        Recipient::EachOtherPlayer
    } else if c.eat("each ") {
        let f = nouns::read(c, Number::One, None)?;
        if c.eat(" and each player") {
            Recipient::AllAndEachPlayer(f.into())
        } else {
            Recipient::Object(ObjRef::All(f.into()))
        }
    } else {
        return None;
    })
}

/// The spell or ability that made the source a target, and its controller (603.2).
const THAT_SPELL_OR_ABILITY: &str = "that spell or ability";
const THAT_SPELL_OR_ABILITYS_CONTROLLER: &str = "that spell or ability's controller";
/// The wording bit of a player written "that spell or ability's controller" (not "that player").
const TARGETING_CONTROLLER: u16 = 32;

/// The wording bit of damage to "that land's controller": the controller of
/// the land the trigger event names.
const TRIGGER_LAND_CONTROLLER: u16 = 8;
/// The wording bit of damage to "him or her": the player the trigger event names.
const HIM_OR_HER_WORDING: u16 = 4;
const HIM_OR_HER: &str = "him or her";

/// Whether the instructions deal damage to "him or her" (the player a trigger event names).
pub fn deals_damage_to_him_or_her(s: &Sentences) -> bool {
    s.pres.alts.iter().any(|(i, bits)| bits & HIM_OR_HER_WORDING != 0 && matches!(s.effects.get(*i), Some(Effect::DealDamage { to: Recipient::Player(PlayerRef::TriggerPlayer), .. })))
}

/// Likewise "that creature's controller".
const TRIGGER_CREATURE_CONTROLLER: u16 = 16;
/// The wording bit of "that creature's controller" as the player doing an
/// instruction (a bit no instruction with a player subject uses otherwise).
const TRIGGER_CREATURE_CONTROLLER_SUBJECT: u16 = 1024;
/// The wording bit of "its controller" for the controller of the permanent
/// the source is attached to, after that permanent's event.
const ITS_ATTACHED_CONTROLLER: u16 = 8192;

/// The target slot damage was dealt to by `e`, where "that [noun]" names it.
fn damaged_target(e: Option<&Effect>, targets: &[TargetSpec]) -> Option<usize> {
    match e? {
        Effect::DealDamage { to: Recipient::Target(i), .. } if targets.get(*i).and_then(damaged_noun).is_some() => Some(*i),
        _ => None,
    }
}

/// The target creature slot the instruction before acted on, if it did.
fn acted_on_creature(prev: Option<ObjRef>, targets: &[TargetSpec]) -> Option<usize> {
    let Some(ObjRef::Target(i)) = prev else { return None };
    (targets.get(i).and_then(that_noun) == Some("creature")).then_some(i)
}

/// What "that ..." calls a target damage was dealt to: "creature or
/// player", or the noun of a target creature.
fn damaged_noun(t: &TargetSpec) -> Option<&'static str> {
    if t.kind == TargetKind::CreatureOrPlayer {
        return Some("creature or player");
    }
    that_noun(t).filter(|n| *n == "creature")
}

/// The noun a target slot's object is called by after "that": "land",
/// "creature" or "spell".
fn that_noun(t: &TargetSpec) -> Option<&'static str> {
    let basic = |sub: &String| matches!(sub.as_str(), "Plains" | "Island" | "Swamp" | "Mountain" | "Forest");
    if t.kind == TargetKind::Spell {
        return Some("spell");
    }
    if t.kind != TargetKind::Permanent {
        return None;
    }
    if t.filter.types == [CardType::Land] || (t.filter.types.is_empty() && !t.filter.subtypes.is_empty() && t.filter.subtypes.iter().all(basic)) {
        Some("land")
    } else if t.filter.types == [CardType::Creature] {
        Some("creature")
    } else {
        None
    }
}

/// "That land's controller": the controller of the target the instruction
/// before acted on (608.2b: found from its last known information once it has left).
fn that_targets_controller(c: &mut Cursor, s: &Sentences) -> Option<usize> {
    let Some(ObjRef::Target(i)) = previous_object(s) else { return None };
    let noun = that_noun(s.targets.get(i)?)?;
    c.eat(&format!("that {noun}'s controller")).then_some(i)
}

/// The words of one recipient of damage (`damage_recipient`).
fn write_recipient(to: &Recipient, w: &W) -> Result<String, String> {
    Ok(match to {
        Recipient::Player(PlayerRef::ControllerOfTarget(i)) if w.prev.and_then(object_of) == Some(ObjRef::Target(*i)) => {
            format!("that {}'s controller", w.targets.get(*i).and_then(that_noun).ok_or("the controller of a target with no noun")?)
        }
        Recipient::Player(PlayerRef::TriggerPlayer) if w.targeted && w.alt & TARGETING_CONTROLLER != 0 => THAT_SPELL_OR_ABILITYS_CONTROLLER.into(),
        Recipient::Player(PlayerRef::TriggerPlayer) if w.alt & TRIGGER_LAND_CONTROLLER != 0 => "that land's controller".into(),
        Recipient::Player(PlayerRef::TriggerPlayer) if w.alt & TRIGGER_CREATURE_CONTROLLER != 0 => "that creature's controller".into(),
        Recipient::Player(PlayerRef::TriggerPlayer) if w.alt & HIM_OR_HER_WORDING != 0 => HIM_OR_HER.into(),
        Recipient::Object(ObjRef::Attached) => w.attached.to_string(),
        Recipient::Target(i) if damaged_target(w.prev, w.targets) == Some(*i) => format!("that {}", w.targets.get(*i).and_then(damaged_noun).ok_or("a damaged target with no noun")?),
        Recipient::Target(i) if acted_on_creature(w.prev.and_then(object_of), w.targets) == Some(*i) => "that creature".into(),
        Recipient::Target(i) => target_words(w, *i)?,
        Recipient::Player(PlayerRef::You) => "you".into(),
        Recipient::Player(PlayerRef::TriggerPlayer) => "that player".into(),
        Recipient::Player(PlayerRef::Target(i)) if previous_target_player(w.prev, w.targets) == Some(*i) => "that player".into(),
        Recipient::Player(PlayerRef::Defending) => "defending player".into(),
        Recipient::EachPlayer => "each player".into(),
        Recipient::EachOpponent => "each opponent".into(),
        Recipient::EachOtherPlayer => "each other player".into(),
        Recipient::Object(ObjRef::All(f)) => format!("each {}", nouns::write(f, Number::One, None)?),
        Recipient::AllAndEachPlayer(f) => format!("each {} and each player", nouns::write(f, Number::One, None)?),
        Recipient::Object(o @ (ObjRef::TriggerObject | ObjRef::TargetAndSharingColor(_))) => write_object(o, w)?,
        Recipient::Object(ObjRef::Targets) => format!("each of {}", write_several_targets(w)?),
        other => return Err(format!("damage to {other:?}")),
    })
}

fn write_damage(amount: &Amount, to: &Recipient, w: &W) -> Result<String, String> {
    // "... and 1 damage to you": the subject of the damage before it.
    let same = w.alt & SAME_SUBJECT != 0 && matches!(amount, Amount::Fixed(_)) && matches!(w.prev, Some(Effect::DealDamage { amount: Amount::Fixed(_), .. }));
    let subject = if same { String::new() } else { write_this(w) };
    let to = match to {
        Recipient::And(parts) => parts.iter().map(|r| write_recipient(r, w)).collect::<Result<Vec<_>, _>>()?.join(" and "),
        r => write_recipient(r, w)?,
    };
    if *amount == Amount::Dynamic(DynamicAmount::ThatMany) && moved_before(w.prev) {
        return Ok(format!("{subject} deals {THAT_MUCH} damage to {to}"));
    }
    if let Amount::Dynamic(d) = amount {
        if !matches!(d, DynamicAmount::X | DynamicAmount::ThatMuch) {
            let count = write_equal_to_count(d, w, Some(&ObjRef::This))?;
            if w.alt & EQUAL_TO_WORDING != 0 {
                return Ok(format!("{subject} deals damage to {to} equal to {count}"));
            }
            return Ok(format!("{subject} deals damage equal to {count} to {to}"));
        }
    }
    if same {
        return Ok(format!("{} damage to {to}", write_amount(amount)?));
    }
    Ok(format!("{subject} deals {} damage to {to}", write_amount(amount)?))
}

/// "Scry 2", "scry X" (701.18).
fn scry(c: &mut Cursor, _: &Context, _: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("scry ") {
        return None;
    }
    let count = if c.eat("X") { Amount::Dynamic(DynamicAmount::X) } else { Amount::Fixed(c.number()? as i32) };
    Some(Effect::Scry { count })
}

/// "Proliferate" (701.24).
fn proliferate(c: &mut Cursor, _: &Context, _: &mut Sentences) -> Option<Effect> {
    c.eat_sentence_start("proliferate").then_some(Effect::Proliferate)
}

fn write_scry(count: &Amount) -> Result<String, String> {
    match count {
        Amount::Fixed(n) if *n >= 0 => Ok(format!("scry {n}")),
        Amount::Dynamic(DynamicAmount::X) => Ok("scry X".into()),
        other => Err(format!("the number to scry {other:?}")),
    }
}

/// "Draw a card", "target player draws two cards".
fn draw(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let player = if c.eat_sentence_start("draw ") {
        Recipient::Player(PlayerRef::You)
    } else if c.eat_sentence_start("you draw ") {
        // "You draw two cards and you lose 2 life": the subject written out.
        add_alt(s, s.effects.len(), YOU_DRAW);
        Recipient::Player(PlayerRef::You)
    } else if let Some(p) = any_number::subject(c, s) {
        // "Any number of target players each draw ...".
        if !verb(c, "draw", false) {
            return None;
        }
        p
    } else {
        let (p, s_form) = player_subject(c, ctx, s)?;
        if !s_form || !verb(c, "draw", true) {
            return None;
        }
        p
    };
    // "That player draws an additional card" (in a draw step: one more than the draw, 504.1).
    if let Some(count) = c.attempt(additional_cards) {
        add_alt(s, s.effects.len(), ADDITIONAL);
        return Some(Effect::Draw { player, count });
    }
    // Multikicker (702.32c) with the spell named: "a card for each time [this] was kicked".
    if c.attempt(|c| (c.eat("a card for each time ") && ctx.eat_name(c) && c.eat(" was kicked")).then_some(())).is_some() {
        add_alt(s, s.effects.len(), NAMED_KICKED);
        return Some(Effect::Draw { player, count: Amount::Dynamic(DynamicAmount::TimesKicked) });
    }
    // "..., then draw that many cards": as many as the instruction before moved (608.2c).
    if moved_before(s.effects.last()) && c.eat("that many cards") {
        return Some(Effect::Draw { player, count: Amount::Dynamic(DynamicAmount::ThatMany) });
    }
    // "Whenever [this] deals combat damage to a player, draw that many cards": the event's amount (603.2).
    if let Some(count) = that_much_cards(c, ctx) {
        return Some(Effect::Draw { player, count });
    }
    // "Draw cards equal to the sacrificed creature's power" (608.2h: counted as the instruction is followed).
    if c.eat("cards equal to ") {
        let that_card = c.rest().starts_with(THAT_CARDS);
        let d = equal_to_count(c, ctx, s, previous_object(s).as_ref())?;
        add_alt(s, s.effects.len(), EQUAL_TO_WORDING);
        // "that card's" where "its" would do: the card the instruction before moved (Heed the Mists).
        if that_card && previous_object(s) == Some(ObjRef::Moved) {
            add_alt(s, s.effects.len(), THAT_CARD_COUNT);
        }
        return Some(Effect::Draw { player, count: Amount::Dynamic(d) });
    }
    // "Draw a card for each creature you control" (608.2h: counted as the instruction is followed).
    Some(Effect::Draw { player, count: cards(c, ctx.name)? })
}

/// The wording bit of a draw "for each time [this] was kicked" (the card named, not "it").
const NAMED_KICKED: u16 = 2;
/// The wording bit of a draw of "an additional card".
const ADDITIONAL: u16 = 16;
/// The wording bit of a draw whose subject "you" is written.
const YOU_DRAW: u16 = 32;

/// Does the instruction before move cards a later "that many" counts?
fn moved_before(e: Option<&Effect>) -> bool {
    matches!(e, Some(Effect::DiscardHand { .. } | Effect::Sacrifice { .. }))
}

/// "an additional card", "two additional cards".
fn additional_cards(c: &mut Cursor) -> Option<Amount> {
    if c.eat("an additional card") {
        return Some(Amount::Fixed(1));
    }
    let n = c.word_number().filter(|n| *n >= 2)?;
    c.eat(" additional cards").then_some(Amount::Fixed(n as i32))
}

fn write_additional_cards(count: &Amount) -> Result<String, String> {
    match count {
        Amount::Fixed(1) => Ok("an additional card".into()),
        Amount::Fixed(n) if *n >= 2 => Ok(format!("{} additional cards", number_word(*n as u32))),
        other => Err(format!("the number of cards {other:?}")),
    }
}

/// The wording bit of "draw cards equal to that card's [characteristic]"
/// (rather than "its"), and its words.
const THAT_CARD_COUNT: u16 = 1;
const THAT_CARDS: &str = "that card's ";

fn write_draw(player: &Recipient, count: &Amount, w: &W) -> Result<String, String> {
    let n = match count {
        _ if w.alt & ADDITIONAL != 0 => write_additional_cards(count)?,
        Amount::Dynamic(DynamicAmount::TimesKicked) if w.alt & NAMED_KICKED != 0 => format!("a card for each time {} was kicked", w.name),
        Amount::Dynamic(d) if w.alt & EQUAL_TO_WORDING != 0 => {
            let words = write_equal_to_count(d, w, w.prev.and_then(object_of).as_ref())?;
            match words.strip_prefix("its ") {
                Some(rest) if w.alt & THAT_CARD_COUNT != 0 => format!("cards equal to {THAT_CARDS}{rest}"),
                _ if w.alt & THAT_CARD_COUNT != 0 => return Err("'that card's' of another object".into()),
                _ => format!("cards equal to {words}"),
            }
        }
        _ => write_cards(count, w.name)?,
    };
    if *player == Recipient::Player(PlayerRef::You) {
        return Ok(format!("{}draw {n}", if w.alt & YOU_DRAW != 0 { "you " } else { "" }));
    }
    let (who, s_form) = write_player_subject(player, w)?;
    if w.alt & SAME_SUBJECT != 0 && same_player(w.prev).as_ref() == Some(player) {
        return Ok(format!("{} {n}", write_verb("draw", s_form)));
    }
    Ok(format!("{who} {} {n}", write_verb("draw", s_form)))
}

/// "You gain N life", "target player gains N life", "each opponent loses N life".
fn life(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let (who, s_form) = match any_number::subject(c, s) {
        Some(r) => (r, false),
        None => player_subject(c, ctx, s)?,
    };
    let gain = if verb(c, "gain", s_form) {
        true
    } else if verb(c, "lose", s_form) {
        false
    } else {
        return None;
    };
    let amount = if c.eat("life equal to ") {
        // "You gain life equal to its toughness" (608.2h).
        // "its": the object the instruction before acted on; in a trigger's
        // first instruction, the trigger's object.
        let it = if s.effects.is_empty() && ctx.trigger_it.get() { Some(ObjRef::TriggerObject) } else { previous_object(s) };
        // "... target creature. You gain life equal to that creature's toughness."
        let mut that = it.clone().filter(|o| matches!(o, ObjRef::Target(_))).and_then(|o| c.attempt(|c| if c.eat("that creature's ") { super::amounts::of_object(c, o.clone()) } else { None }));
        if that.is_some() {
            add_alt(s, s.effects.len(), THAT_CREATURES);
        }
        // "Return target creature card ... to the battlefield. You lose life equal
        // to its converted mana cost": "its" is the card moved (where "that card's" may be written).
        if that.is_none() && it.is_none() && super::amounts::one_card_moved(s.effects.last()) {
            that = c.attempt(|c| if c.eat("its ") { super::amounts::of_object(c, ObjRef::Moved) } else { None });
            if that.is_some() {
                add_alt(s, s.effects.len(), ITS_MOVED);
            }
        }
        let d = match that {
            Some(d) => d,
            None => equal_to_count(c, ctx, s, it.as_ref())?,
        };
        add_alt(s, s.effects.len(), EQUAL_TO_WORDING);
        Amount::Dynamic(d)
    } else {
        let amount = amount_of(c, ctx)?;
        if !c.eat(" life") {
            return None;
        }
        // "2 life for each card revealed this way" (the cards the instruction before revealed).
        match (&amount, matches!(s.effects.last(), Some(Effect::RevealFromHand { .. })) && c.eat(EACH_REVEALED)) {
            (Amount::Fixed(1), true) => Amount::Dynamic(DynamicAmount::ThatMany),
            (Amount::Fixed(k), true) => Amount::Dynamic(DynamicAmount::Times { factor: *k, of: Box::new(Amount::Dynamic(DynamicAmount::ThatMany)) }),
            (_, true) => return None,
            (_, false) => super::amounts::read_for_each(c, amount, ctx.name),
        }
    };
    if gain {
        let player = match who {
            Recipient::Player(p) => p,
            Recipient::Target(i) => PlayerRef::Target(i),
            // "Each opponent gains 1 life", "any number of target players each gain 6 life".
            players @ (Recipient::EachPlayer | Recipient::EachOpponent | Recipient::EachOtherPlayer | Recipient::Targets) => return Some(Effect::PlayersGainLife { amount, players }),
            _ => return None,
        };
        // (Any player reference here is one `player_subject` reads.)
        Some(Effect::GainLife { amount, player })
    } else {
        Some(Effect::LoseLife { amount, to: who })
    }
}

/// The wording bit of "that creature's [power]" for the target the instruction before acted on.
const THAT_CREATURES: u16 = 2;
/// The wording bit of "life equal to its [count]" naming the card the instruction before moved.
const ITS_MOVED: u16 = 1;

/// After "[N] life": one for each card the instruction before revealed.
const EACH_REVEALED: &str = " for each card revealed this way";

fn write_life(gain: bool, amount: &Amount, who: &Recipient, w: &W) -> Result<String, String> {
    let (subject, s_form) = write_player_subject(who, w)?;
    if matches!(w.prev, Some(Effect::RevealFromHand { .. })) {
        let n = match amount {
            Amount::Dynamic(DynamicAmount::ThatMany) => Some(1),
            Amount::Dynamic(DynamicAmount::Times { factor, of }) if **of == Amount::Dynamic(DynamicAmount::ThatMany) => Some(*factor),
            _ => None,
        };
        if let Some(n) = n {
            return Ok(format!("{subject} {} {n} life{EACH_REVEALED}", write_verb(if gain { "gain" } else { "lose" }, s_form)));
        }
    }
    if let (true, Amount::Dynamic(d)) = (w.alt & EQUAL_TO_WORDING != 0 || super::amounts::split_for_each(amount, w.name).is_none(), amount) {
        let it = if w.prev.is_none() && w.trigger_it { Some(ObjRef::TriggerObject) } else { w.prev.and_then(object_of) };
        if w.alt & ITS_MOVED != 0 {
            let words = match d {
                DynamicAmount::PowerOf { what: ObjRef::Moved } | DynamicAmount::ToughnessOf { what: ObjRef::Moved } | DynamicAmount::ManaValueOf { what: ObjRef::Moved } if super::amounts::one_card_moved(w.prev) => super::amounts::write_count(d, w.name, Some(&ObjRef::Moved), w.prev)?,
                other => return Err(format!("'its' of the moved card: {other:?}")),
            };
            return Ok(format!("{subject} {} life equal to {words}", write_verb(if gain { "gain" } else { "lose" }, s_form)));
        }
        if w.alt & THAT_CREATURES != 0 {
            let words = match d {
                DynamicAmount::PowerOf { what } | DynamicAmount::ToughnessOf { what } | DynamicAmount::ManaValueOf { what } if Some(what) == it.as_ref() => super::amounts::write_count(d, w.name, it.as_ref(), w.prev)?,
                other => return Err(format!("'that creature's' of {other:?}")),
            };
            let words = words.strip_prefix("its ").ok_or("'that creature's' of another object")?;
            return Ok(format!("{subject} {} life equal to that creature's {words}", write_verb(if gain { "gain" } else { "lose" }, s_form)));
        }
        return Ok(format!("{subject} {} life equal to {}", write_verb(if gain { "gain" } else { "lose" }, s_form), write_equal_to_count(d, w, it.as_ref())?));
    }
    let (n, each) = super::amounts::split_for_each(amount, w.name).ok_or_else(|| format!("the amount {amount:?}"))?;
    Ok(format!("{subject} {} {} life{}", write_verb(if gain { "gain" } else { "lose" }, s_form), write_amount(&n)?, each.unwrap_or_default()))
}

/// "that many cards" in a triggered ability whose event has an amount (the
/// damage dealt, 603.2): that amount.
fn that_much_cards(c: &mut Cursor, ctx: &Context) -> Option<Amount> {
    (ctx.that_much.get() && c.eat("that many cards")).then_some(Amount::Dynamic(DynamicAmount::ThatMuch))
}

/// "Discard a card", "target player discards two cards".
fn discard(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let player = if c.eat_sentence_start("discard ") {
        Recipient::Player(PlayerRef::You)
    } else {
        let (p, s_form) = player_subject(c, ctx, s)?;
        if !s_form || !verb(c, "discard", true) {
            return None;
        }
        p
    };
    // "discard any number of cards" (608.2d: as many as the player likes); "that many cards" (the event's amount).
    if let Some(count) = c.attempt(|c| cards(c, "")).or_else(|| c.eat(ANY_NUMBER_OF_CARDS).then_some(Amount::Dynamic(DynamicAmount::AnyNumber))).or_else(|| that_much_cards(c, ctx)) {
        return Some(Effect::Discard { player, count, filter: Filter::default(), you_choose: false });
    }
    // "discard a land card", "discard two creature cards" (the player chooses among the cards of that kind).
    let (count, filter) = kind_of_cards(c)?;
    Some(Effect::Discard { player, count, filter, you_choose: false })
}

/// "a [noun] card" or "N [noun] cards": how many, of what kind (not just any card).
fn kind_of_cards(c: &mut Cursor) -> Option<(Amount, Filter)> {
    const HEAD: Option<(&str, &str)> = Some(("card", "cards"));
    // "any number of creature cards" (608.2d).
    if c.eat(ANY_NUMBER_OF) {
        let f = nouns::read(c, Number::Many, HEAD)?;
        return (f != FilterSpec::default()).then(|| (Amount::Dynamic(DynamicAmount::AnyNumber), f.into()));
    }
    let (n, number) = if c.eat("a ") || c.eat("an ") { (1, Number::One) } else { (c.word_number().filter(|n| *n >= 2)?, Number::Many) };
    if n >= 2 && !c.eat(" ") {
        return None;
    }
    let f = nouns::read(c, number, HEAD)?;
    (f != FilterSpec::default()).then(|| (Amount::Fixed(n as i32), f.into()))
}

fn write_kind_of_cards(count: &Amount, filter: &Filter) -> Result<String, String> {
    const HEAD: Option<(&str, &str)> = Some(("card", "cards"));
    Ok(match count {
        Amount::Fixed(1) => {
            let noun = nouns::write(filter, Number::One, HEAD)?;
            format!("{} {noun}", super::words::article(&noun))
        }
        Amount::Fixed(n) if *n >= 2 => format!("{} {}", number_word(*n as u32), nouns::write(filter, Number::Many, HEAD)?),
        Amount::Dynamic(DynamicAmount::AnyNumber) => format!("{ANY_NUMBER_OF}{}", nouns::write(filter, Number::Many, HEAD)?),
        other => return Err(format!("discarding {other:?} cards of a kind")),
    })
}

/// The wording bit of "discard all the cards in your hand" (rather than "your hand").
const ALL_THE_CARDS: u16 = 1;

const THEIR_HANDS: &str = "discard their hands";

/// "Discard your hand", "discard all the cards in your hand", "each player
/// discards his or her hand" (701.8: every card of the hand at once).
fn discard_hand(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let player = if c.eat_sentence_start("discard ") {
        if c.eat("all the cards in your hand") {
            add_alt(s, s.effects.len(), ALL_THE_CARDS);
        } else if !c.eat("your hand") {
            return None;
        }
        Recipient::Player(PlayerRef::You)
    } else if let Some(p) = any_number::subject(c, s) {
        // "Any number of target opponents each discard their hands".
        if !c.eat(THEIR_HANDS) {
            return None;
        }
        p
    } else {
        let (p, s_form) = player_subject(c, ctx, s)?;
        if !s_form || !verb(c, "discard", true) || !c.eat("his or her hand") {
            return None;
        }
        p
    };
    Some(Effect::DiscardHand { player, filter: Filter::default() })
}

fn write_discard_hand(player: &Recipient, w: &W) -> Result<String, String> {
    if *player == Recipient::Player(PlayerRef::You) {
        return Ok(if w.alt & ALL_THE_CARDS != 0 { "discard all the cards in your hand" } else { "discard your hand" }.into());
    }
    let (who, s_form) = write_player_subject(player, w)?;
    if *player == Recipient::Targets {
        return Ok(format!("{who} {THEIR_HANDS}"));
    }
    if !s_form {
        return Err(format!("a hand discarded by {player:?}"));
    }
    Ok(format!("{who} {} his or her hand", write_verb("discard", s_form)))
}

const ANY_NUMBER_OF_CARDS: &str = "any number of cards";

fn write_discard(player: &Recipient, count: &Amount, w: &W) -> Result<String, String> {
    let n = match count {
        Amount::Dynamic(DynamicAmount::AnyNumber) => ANY_NUMBER_OF_CARDS.to_string(),
        _ => write_cards(count, w.name)?,
    };
    if *player == Recipient::Player(PlayerRef::You) {
        return Ok(format!("discard {n}"));
    }
    let (who, s_form) = write_player_subject(player, w)?;
    if w.alt & SAME_SUBJECT != 0 && same_player(w.prev).as_ref() == Some(player) {
        return Ok(format!("{} {n}", write_verb("discard", s_form)));
    }
    Ok(format!("{who} {} {n}", write_verb("discard", s_form)))
}

/// The wording bit of an instruction joined to the one before whose player
/// it shares, written without it ("target player draws a card, then discards a card").
const SAME_SUBJECT: u16 = 8;

/// The player an instruction about drawing or discarding names.
fn same_player(e: Option<&Effect>) -> Option<Recipient> {
    match e? {
        Effect::Draw { player, .. } | Effect::Discard { player, .. } | Effect::DiscardHand { player, .. } | Effect::RevealAtRandom { player, .. } | Effect::RevealHand { player } => Some(player.clone()),
        // "Each player shuffles his or her hand and graveyard into his or her library, then draws seven cards."
        Effect::ShuffleIntoLibrary { player: None, each_player: true, what: None, .. } => Some(Recipient::EachPlayer),
        Effect::ShuffleIntoLibrary { player: Some(PlayerRef::Target(i)), each_player: false, what: None, .. } => Some(Recipient::Target(*i)),
        _ => None,
    }
}

const LOSES_LIFE_EQUAL_TO: &str = "loses life equal to ";

/// After ", then": "discards a card" or "draws a card" by the player the
/// instruction before named (other than "you", who is never named).
fn same_subject(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    // "[this] deals 1 damage to target creature or player and 1 damage to you".
    if matches!(s.effects.last(), Some(Effect::DealDamage { amount: Amount::Fixed(_), .. })) {
        if let Some(amount) = c.attempt(|c| amount_of(c, ctx).filter(|a| matches!(a, Amount::Fixed(_)) && c.eat(" damage to "))) {
            let to = damage_recipients(c, ctx, s)?;
            add_alt(s, s.effects.len(), SAME_SUBJECT);
            return Some(Effect::DealDamage { amount, to, unpreventable: false, by: None });
        }
    }
    // "Target creature becomes red until end of turn and attacks this turn if able" (508.1d).
    if let Some(what @ ObjRef::Target(_)) = previous_object(s).filter(|_| matches!(s.effects.last(), Some(Effect::Continuous { .. }))) {
        if c.eat(combat::ATTACKS_IF_ABLE.trim_start()) {
            add_alt(s, s.effects.len(), SAME_SUBJECT);
            return Some(Effect::AttacksIfAble { what });
        }
    }
    // "[this] gains shroud until end of turn and can't be blocked this turn" (509.1b).
    if let Some(what @ (ObjRef::Target(_) | ObjRef::This)) = previous_object(s).filter(|_| matches!(s.effects.last(), Some(Effect::Continuous { .. }))) {
        if let Some((_, (attack, block, be_blocked))) = THIS_TURN.iter().find(|(words, _)| c.eat(words.trim_start())) {
            add_alt(s, s.effects.len(), SAME_SUBJECT);
            return Some(Effect::CantAttackOrBlock { what: Some(what), all: None, attack: *attack, block: *block, be_blocked: *be_blocked });
        }
    }
    let player = same_player(s.effects.last()).filter(|p| *p != Recipient::Player(PlayerRef::You))?;
    let e = if super::amounts::revealed_before(s.effects.last()) {
        // "..., then loses life equal to that card's converted mana cost" (the revealed card).
        if !c.eat(LOSES_LIFE_EQUAL_TO) {
            return None;
        }
        let d = super::amounts::read_count(c, ctx, None, s.effects.last())?;
        Effect::LoseLife { amount: Amount::Dynamic(d), to: player }
    } else if let Some(e) = c.attempt(|c| discards_all(c, s, &player)) {
        e
    } else if c.eat("discards ") || (player == Recipient::Targets && c.eat("discard ")) {
        let count = cards(c, ctx.name)?;
        if c.eat(" at random") {
            Effect::DiscardAtRandom { player, count }
        } else {
            Effect::Discard { player, count, filter: Filter::default(), you_choose: false }
        }
    } else if c.eat("draws ") || (player == Recipient::Targets && c.eat("draw ")) {
        // ("draw" after "any number of target players each").
        Effect::Draw { player, count: cards(c, ctx.name)? }
    } else {
        return None;
    };
    add_alt(s, s.effects.len(), SAME_SUBJECT);
    Some(e)
}

/// "... and discards all [nonland] cards [with converted mana cost equal
/// to the number]" after "[player] reveals his or her hand" (701.8: every
/// card of the hand that matches, at once).
fn discards_all(c: &mut Cursor, s: &mut Sentences, player: &Recipient) -> Option<Effect> {
    if !matches!(s.effects.last(), Some(Effect::RevealHand { .. })) || !c.eat("discards all ") {
        return None;
    }
    let mut f = nouns::read(c, Number::Many, Some(("card", "cards")))?;
    if !f.mana_value_chosen && c.eat(super::nouns::MANA_VALUE_THE_NUMBER) {
        // "... equal to the number": the number chosen before, named again.
        f.mana_value_chosen = true;
        add_alt(s, s.effects.len(), THE_NUMBER_WORDING);
    }
    if f == FilterSpec::default() || f.controller.is_some() || f.controlled_by.is_some() {
        return None;
    }
    Some(Effect::DiscardHand { player: player.clone(), filter: f.into() })
}

/// The wording bit of "the number" (rather than "that number") for the number chosen before.
const THE_NUMBER_WORDING: u16 = 32;

fn write_discards_all(player: &Recipient, filter: &Filter, w: &W) -> Result<String, String> {
    let mut noun = nouns::write(filter, Number::Many, Some(("card", "cards")))?;
    if w.alt & THE_NUMBER_WORDING != 0 {
        noun = noun.replacen(super::nouns::MANA_VALUE_THAT_NUMBER, super::nouns::MANA_VALUE_THE_NUMBER, 1);
    }
    if w.alt & SAME_SUBJECT != 0 && same_player(w.prev).as_ref() == Some(player) {
        return Ok(format!("discards all {noun}"));
    }
    let (who, s_form) = write_player_subject(player, w)?;
    if !s_form {
        return Err("'discard all ...' by you".into());
    }
    Ok(format!("{who} discards all {noun}"))
}

/// The sentence after a copied spell: its copy's targets may change (706.10c).
const NEW_TARGETS: &str = ". You may choose new targets for the copy";

/// "Copy target [instant or sorcery] spell[, except that the copy is [colour]].
/// You may choose new targets for the copy." (706.10): one instruction, two sentences.
fn copy_spell(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("copy target ") {
        return None;
    }
    let f = nouns::read(c, Number::One, Some(("spell", "spells")))?;
    let set_color = if c.eat(", except that the copy is ") {
        Some(Color::ALL.iter().copied().find(|col| c.eat(super::words::color_word(*col)))?)
    } else {
        None
    };
    if !c.eat(NEW_TARGETS) {
        return None;
    }
    let what = ObjRef::Target(target(s, TargetKind::Spell, f));
    Some(Effect::CopySpell { what, set_color, count: None })
}

fn write_copy_spell(what: &ObjRef, set_color: Option<Color>, w: &W) -> Result<String, String> {
    let except = set_color.map(|col| format!(", except that the copy is {}", super::words::color_word(col))).unwrap_or_default();
    Ok(format!("copy {}{except}{NEW_TARGETS}", write_object(what, w)?))
}

/// Instructions of the form "[verb] [object][words after]".
type ObjectVerb = (&'static str, &'static str, fn(ObjRef) -> Effect);
const OBJECT_VERBS: &[ObjectVerb] = &[
    ("destroy", "", |what| Effect::Destroy { what }),
    ("exile", "", |what| Effect::Exile { what, linked: false, until_this_leaves: false }),
    ("tap or untap", "", |what| Effect::TapOrUntap { what }),
    ("tap", "", |what| Effect::Tap { what }),
    ("untap", "", |what| Effect::Untap { what }),
    ("remove", " from combat", |what| Effect::RemoveFromCombat { what }),
    ("regenerate", "", |what| Effect::Regenerate { what }),
    ("transform", "", |what| Effect::Transform { what }),
    ("flip", "", |what| Effect::Flip { what }),
    ("return", " to its owner's hand", |what| Effect::ReturnToHand { what }),
    ("return", " to their owners' hands", |what| Effect::ReturnToHand { what }),
    ("return", " to their owner's hand", |what| Effect::ReturnToHand { what }),
    ("return", " to your hand", |what| Effect::ReturnToHand { what }),
    ("return", " to his or her hand", |what| Effect::ReturnToHand { what }),
    ("return", " to the battlefield under your control", |what| Effect::ReturnToBattlefield { what, under_your_control: true, with_counters: Vec::new(), tapped: false, flipped: false }),
    ("return", " to the battlefield under its owner's control", |what| Effect::ReturnToBattlefield { what, under_your_control: false, with_counters: Vec::new(), tapped: false, flipped: false }),
    ("return", " to the battlefield flipped", |what| Effect::ReturnToBattlefield { what, under_your_control: false, with_counters: Vec::new(), tapped: false, flipped: true }),
    ("return", " to the battlefield", |what| Effect::ReturnToBattlefield { what, under_your_control: false, with_counters: Vec::new(), tapped: false, flipped: false }),
    ("counter", "", |what| Effect::Counter { what, to: Destination::default() }),
];

const WITHOUT_PAYING: &str = " without paying its mana cost";

/// "You may cast a [noun] card from your hand / target [noun] card from
/// [a graveyard] without paying its mana cost" (608.2f: cast while this
/// resolves; the choice to cast is the instruction's own).
fn cast_free(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("you may cast ") {
        return None;
    }
    let (what, filter) = if c.eat("target ") {
        let f = graveyard_card(c)?;
        (Some(ObjRef::Target(target(s, TargetKind::CardInGraveyard, f))), Filter::default())
    } else {
        if !(c.eat("a ") || c.eat("an ")) {
            return None;
        }
        let f = nouns::read(c, Number::One, Some(("card", "cards")))?;
        if f.controller.is_some() || !c.eat(" from your hand") {
            return None;
        }
        (None, f.into())
    };
    c.eat(WITHOUT_PAYING).then_some(Effect::Cast { what, filter, without_paying_mana_cost: true, madness_cost: false, if_able: false, gains_haste: false })
}

fn write_cast_free(what: &Option<ObjRef>, filter: &Filter, w: &W) -> Result<String, String> {
    let card = match what {
        None => {
            let noun = nouns::write(filter, Number::One, Some(("card", "cards")))?;
            format!("{} {noun} from your hand", super::words::article(&noun))
        }
        Some(ObjRef::Target(i)) if filter.is_empty() && w.targets.get(*i).is_some_and(|t| t.kind == TargetKind::CardInGraveyard) => target_words(w, *i)?,
        Some(other) => return Err(format!("casting {other:?}")),
    };
    Ok(format!("you may cast {card}{WITHOUT_PAYING}"))
}

/// Where a countered spell's card goes other than its owner's graveyard
/// (701.5a), and the words after "If that spell is countered this way, ".
const COUNTERED_INSTEAD: &[(&str, Destination)] = &[
    ("exile it instead of putting it into its owner's graveyard", Destination::Exile),
    ("put it on top of its owner's library instead of into that player's graveyard", Destination::LibraryTop),
    ("put it on the bottom of its owner's library instead of into that player's graveyard", Destination::LibraryBottom),
    ("put it into its owner's hand instead of into that player's graveyard", Destination::Hand),
];

const IF_COUNTERED: &str = ". If that spell is countered this way, ";

fn countered_instead(c: &mut Cursor) -> Option<Destination> {
    if !c.eat(IF_COUNTERED) {
        return None;
    }
    COUNTERED_INSTEAD.iter().find(|(w, _)| c.eat(w)).map(|(_, d)| *d)
}

fn write_countered_instead(what: &ObjRef, to: Destination, w: &W) -> Result<String, String> {
    let (words, _) = COUNTERED_INSTEAD.iter().find(|(_, d)| *d == to).ok_or("a countered spell's destination")?;
    Ok(format!("{}{IF_COUNTERED}{words}", write_verb_object("counter", what, w)?))
}

/// The wording bit of "destroy each [noun]", "regenerate each [noun]"
/// (rather than "all [nouns]").
const EACH_WORDING: u16 = 4;

/// The wording bit of "return [this] to the battlefield under its owner's
/// control" and of "return [this] to your hand" (a card in your graveyard,
/// Ghastly Remains), which name the owner where the words usually don't.
const OWNER_SAID: u16 = 8;

/// The verbs said with "each [noun]" as with "all [nouns]".
const EACH_VERBS: &[(&str, fn(ObjRef) -> Effect)] = &[
    ("destroy", |what| Effect::Destroy { what }),
    ("exile", |what| Effect::Exile { what, linked: false, until_this_leaves: false }),
    ("regenerate", |what| Effect::Regenerate { what }),
    ("tap", |what| Effect::Tap { what }),
    ("untap", |what| Effect::Untap { what }),
];

/// "Regenerate each creature you control" (701.13a), "Destroy each artifact
/// with converted mana cost X or less": every permanent the noun names, as
/// "all [nouns]" would.
fn verb_each(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let (_, make) = EACH_VERBS.iter().find(|(verb, _)| c.attempt(|c| (c.eat_sentence_start(verb) && c.eat(" each ")).then_some(())).is_some())?;
    let mut f = c.attempt(each_type_list).or_else(|| nouns::read(c, Number::One, None))?;
    // "... with converted mana cost equal to the number of charge counters on [this]" (608.2h).
    if f.mana_value.is_none() && f.mana_value_x.is_none() && c.eat(MANA_VALUE_EQUAL_TO) {
        f.mana_value_equal_to = Some(Amount::Dynamic(super::amounts::read_count(c, ctx, None, s.effects.last())?));
    }
    add_alt(s, s.effects.len(), EACH_WORDING);
    Some(make(ObjRef::All(f.into())))
}

const MANA_VALUE_EQUAL_TO: &str = " with converted mana cost equal to ";

/// "Each artifact, creature, and enchantment [...]", "each artifact and
/// creature [...]": after "each" a list of card types is said with "and"
/// (every permanent of any of them), up to the end of the sentence or a
/// count of its converted mana cost.
fn each_type_list(c: &mut Cursor) -> Option<FilterSpec> {
    let rest = c.rest();
    let end = rest.find(MANA_VALUE_EQUAL_TO).into_iter().chain(rest.find('.')).min()?;
    let noun = rest[..end].to_string();
    let (and, or) = if noun.contains(", and ") { (", and ", ", or ") } else { (" and ", " or ") };
    if !noun.contains(and) {
        return None;
    }
    let said = noun.replacen(and, or, 1);
    let mut nc = Cursor::new(&said);
    let f = nouns::read(&mut nc, Number::One, None).filter(|f| nc.at_end() && f.types.len() >= 2 && f.subtypes.is_empty())?;
    c.pos += end;
    Some(f)
}

/// The noun after "each": card types listed with "and", and the count its
/// converted mana cost equals, if any.
fn write_each_noun(f: &FilterSpec, w: &W) -> Result<String, String> {
    let plain = FilterSpec { mana_value_equal_to: None, ..f.clone() };
    let noun = nouns::write(&plain, Number::One, None)?;
    let mut noun = match f.types.len() {
        0 | 1 => noun,
        2 => noun.replacen(" or ", " and ", 1),
        _ => noun.replacen(", or ", ", and ", 1),
    };
    match &f.mana_value_equal_to {
        Some(Amount::Dynamic(d)) if f.mana_value.is_none() && f.mana_value_x.is_none() => {
            noun.push_str(MANA_VALUE_EQUAL_TO);
            noun.push_str(&super::amounts::write_count(d, w.name, None, w.prev)?);
        }
        Some(other) => return Err(format!("a converted mana cost equal to {other:?}")),
        None => {}
    }
    Ok(noun)
}

/// The words of `verb_each`'s instructions, when worded so.
fn write_verb_each(e: &Effect, w: &W) -> Option<Result<String, String>> {
    let (verb, f) = match e {
        Effect::Destroy { what: ObjRef::All(f) } => ("destroy", f),
        Effect::Exile { what: ObjRef::All(f), linked: false, until_this_leaves: false } => ("exile", f),
        Effect::Regenerate { what: ObjRef::All(f) } => ("regenerate", f),
        Effect::Tap { what: ObjRef::All(f) } => ("tap", f),
        Effect::Untap { what: ObjRef::All(f) } => ("untap", f),
        _ => return None,
    };
    // A converted mana cost equal to a count is said only after "each".
    if w.alt & EACH_WORDING == 0 && f.mana_value_equal_to.is_none() {
        return None;
    }
    Some(write_each_noun(f, w).map(|n| format!("{verb} each {n}")))
}

fn verb_object(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    for (verb, after, make) in OBJECT_VERBS {
        let (n, pos) = (s.targets.len(), c.pos);
        if c.eat_sentence_start(verb) && c.eat(" ") {
            if let Some(what) = object(c, ctx, s) {
                // "Return [this] to your hand": the card, in its owner's graveyard, is yours.
                if what == ObjRef::This && *after == " to your hand" && c.eat(after) {
                    add_alt(s, s.effects.len(), OWNER_SAID);
                    return Some(make(what));
                }
                let fits = *after == return_words(&what, &s.targets, after) && c.eat(after);
                // "Return [this] to the battlefield under its owner's control": said where it needn't be.
                if fits && after.ends_with("under its owner's control") && !matches!(what, ObjRef::Moved | ObjRef::TriggerObject | ObjRef::Linked) {
                    add_alt(s, s.effects.len(), OWNER_SAID);
                }
                if fits && *verb == "counter" && matches!(what, ObjRef::Target(i) if s.targets[i].kind == TargetKind::Spell) {
                    // "Counter target spell. If that spell is countered this way, exile it instead ..." (701.5a).
                    let to = c.attempt(countered_instead).unwrap_or_default();
                    return Some(Effect::Counter { what, to });
                }
                // "Counter target activated ability" (701.5a: it is removed from the stack).
                if fits && *verb == "counter" && matches!(what, ObjRef::Target(i) if matches!(s.targets[i].kind, TargetKind::ActivatedAbility | TargetKind::Ability)) {
                    return Some(Effect::Counter { what, to: Destination::Graveyard });
                }
                if fits && *verb != "counter" {
                    return Some(make(what));
                }
            }
        }
        s.targets.truncate(n);
        c.pos = pos;
    }
    None
}

/// The words after a returned object: its hand ("its owner's hand", "their
/// owners' hands", "your hand" for a card from your graveyard) or the
/// battlefield (`to` is what the reader met, kept for "to the battlefield").
fn return_words(what: &ObjRef, targets: &[TargetSpec], to: &'static str) -> &'static str {
    if to.contains("battlefield") {
        return to;
    }
    if !to.starts_with(" to ") {
        return to;
    }
    let graveyard_of = |t: Option<&TargetSpec>, who: Relation| t.is_some_and(|t| t.kind == TargetKind::CardInGraveyard && t.filter.owner == Some(who));
    match what {
        // Cards of your graveyard.
        ObjRef::Targets if graveyard_of(targets.first(), Relation::You) => " to your hand",
        // Cards of an opponent's graveyard go to that player's hand (400.3).
        ObjRef::Targets if graveyard_of(targets.first(), Relation::Opponent) => " to his or her hand",
        ObjRef::Target(i) if graveyard_of(targets.get(*i), Relation::Opponent) => " to his or her hand",
        // Permanents you control: you own them ("Return all creatures you control to their owner's hand").
        ObjRef::All(f) if f.controller == Some(Relation::You) => " to their owner's hand",
        ObjRef::Targets if !targets.is_empty() && targets.iter().all(|t| t.kind == TargetKind::Permanent && t.filter.controller == Some(Relation::You)) => " to their owner's hand",
        ObjRef::All(_) | ObjRef::Targets => " to their owners' hands",
        // A card of your graveyard, or a permanent you own ("target creature you own").
        ObjRef::Target(i) if targets.get(*i).is_some_and(|t| t.filter.owner == Some(Relation::You)) => " to your hand",
        _ => " to its owner's hand",
    }
}

fn write_verb_object(verb: &str, what: &ObjRef, w: &W) -> Result<String, String> {
    let after = if verb == "return" { return_words(what, w.targets, " to its owner's hand") } else { "" };
    Ok(format!("{verb} {}{after}", write_object(what, w)?))
}

/// Where a card returns from its owner's graveyard: its words, and whether it enters tapped (None: the hand).
const FROM_GRAVEYARD_TO: &[(&str, Option<bool>)] = &[(" to your hand", None), (" to the battlefield tapped", Some(true)), (" to the battlefield", Some(false))];

/// "Return [this] from your graveyard to your hand / to the battlefield
/// [tapped]": the instruction of an ability that works from the graveyard
/// (Reassembling Skeleton, Eternal Dragon).
fn return_from_graveyard(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !(c.eat_sentence_start("return ") && this(c, ctx, s) && c.eat(" from your graveyard")) {
        return None;
    }
    let (_, tapped) = FROM_GRAVEYARD_TO.iter().find(|(w, _)| c.eat(w))?;
    s.pres.from_graveyard = true;
    Some(match tapped {
        None => Effect::ReturnToHand { what: ObjRef::This },
        Some(tapped) => Effect::ReturnToBattlefield { what: ObjRef::This, under_your_control: false, with_counters: Vec::new(), tapped: *tapped, flipped: false },
    })
}

fn write_return_from_graveyard(tapped: Option<bool>, w: &W) -> Result<String, String> {
    let (words, _) = FROM_GRAVEYARD_TO.iter().find(|(_, t)| *t == tapped).ok_or("a return from the graveyard")?;
    Ok(format!("return {} from your graveyard{words}", write_this(w)))
}

/// Where searched cards go, and the words for it.
const SEARCH_TO: &[(&str, SearchTo, bool)] = &[
    (" into your hand", SearchTo::Hand, false),
    (" into your graveyard", SearchTo::Graveyard, false),
    (" onto the battlefield tapped", SearchTo::Battlefield, true),
    (" onto the battlefield", SearchTo::Battlefield, false),
];

/// A search that reveals the card, then puts it on top of the shuffled library (701.18b), in its two wordings.
const TOP_REVEALED: [&str; 2] = [", reveal it, then shuffle your library and put that card on top of it", " and reveal that card. Shuffle your library, then put the card on top of it"];

/// How the shuffle after a search is written: its own sentence, after
/// ", then", or (after "you may search") "If you do, shuffle your library".
const SHUFFLES: [&str; 3] = [". Then shuffle your library", ", then shuffle your library", ". If you do, shuffle your library"];

/// "Search your library for a [noun] card[, reveal it,] and put it [into
/// your hand / onto the battlefield (tapped)]. Then shuffle your library."
/// (701.17), "... and exile them", and "..., then shuffle your library and
/// put that card on top of it" (701.18b); "up to N" or "any number of"
/// cards. Its wordings, as a variant number: the revealed card called
/// "that card" (+1), the card put called "that card" (+2), the shuffle's
/// form (+4 × its index in `SHUFFLES`).
fn search(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("search your library for ") {
        return None;
    }
    let (count, any_number) = search_count(c)?;
    let n = if count == 1 && !any_number { Number::One } else { Number::Many };
    let mut f = nouns::read(c, n, Some(("card", "cards")))?;
    if f.controller.is_some() || f.other || f.name.is_some() {
        return None;
    }
    // "a card named [this]" (201.2: cards with that name).
    if c.eat(NAMED) {
        // This card's own name, or another card's ("a card named Empyrial Archangel").
        f.name = Some(if ctx.eat_name(c) { ctx.name.to_string() } else { card_name(c)? });
    }
    let search = |to: SearchTo, reveal: bool, f: FilterSpec| Effect::SearchLibrary { filter: f.into(), count, to, tapped: false, reveal, library: None, any_number };
    if let Some((reveal, variant)) = search_to_top(c, n) {
        if variant > 0 {
            add_alt(s, s.effects.len(), variant);
        }
        return Some(search(SearchTo::LibraryTop, reveal, f));
    }
    let (it, that) = if n == Number::One { ("it", "that card") } else { ("them", "those cards") };
    let pronoun = |c: &mut Cursor| if c.eat(that) { Some(true) } else if c.eat(it) { Some(false) } else { None };
    let reveal_that = if c.eat(", reveal ") { Some(pronoun(c)?) } else { None };
    // "... and exile them" (the cards go to exile; 406.3: face up).
    let exile = reveal_that.is_none() && c.eat(SEARCH_EXILE);
    let then_form = if exile {
        false
    } else if c.eat(", put ") {
        true
    } else if c.eat(if reveal_that.is_some() { ", and put " } else { " and put " }) {
        false
    } else {
        return None;
    };
    let put_that = if exile { false } else { pronoun(c)? };
    let (to, tapped) = match exile {
        true => (SearchTo::Exile, false),
        false => SEARCH_TO.iter().find(|(w, _, _)| c.eat(w)).map(|(_, to, tapped)| (*to, *tapped))?,
    };
    let shuffle = if then_form {
        c.eat(SHUFFLES[1]).then_some(1)?
    } else if c.eat(SHUFFLES[0]) {
        0
    } else if c.eat(SHUFFLES[2]) {
        2
    } else {
        return None;
    };
    let variant = reveal_that.unwrap_or(false) as u16 + 2 * put_that as u16 + 4 * shuffle;
    if variant > 0 {
        add_alt(s, s.effects.len(), variant);
    }
    Some(Effect::SearchLibrary { filter: f.into(), count, to, tapped, reveal: reveal_that.is_some(), library: None, any_number })
}

/// "a [noun] card" (1), "up to two [noun] cards" (2), "any number of [noun]
/// cards" (any): how many a search may find, and whether any number.
fn search_count(c: &mut Cursor) -> Option<(u32, bool)> {
    if c.eat("a ") || c.eat("an ") {
        return Some((1, false));
    }
    if c.eat(ANY_NUMBER_OF) {
        return Some((1, true));
    }
    if !c.eat("up to ") {
        return None;
    }
    let n = c.word_number().filter(|n| *n >= 2)?;
    c.eat(" ").then_some((n, false))
}

/// "... and exile them" after a search of one's own library.
const SEARCH_EXILE: &str = " and exile them";

/// The searches that put the cards on top of the library (701.18b: the
/// library shuffled first): whether they are revealed, and the wording
/// variant. One card: "..., then shuffle your library and put that card on
/// top of it", or revealed in `TOP_REVEALED`'s wordings. Several: in
/// `TOP_MANY`'s wordings.
fn search_to_top(c: &mut Cursor, n: Number) -> Option<(bool, u16)> {
    if n == Number::Many {
        return TOP_MANY.iter().position(|(w, _)| c.eat(w)).map(|i| (TOP_MANY[i].1, i as u16));
    }
    if c.eat(", then shuffle your library and put that card on top of it") {
        return Some((false, 0));
    }
    // Revealed first (701.14): "..., reveal it, then shuffle ..." or the tutors'
    // "... and reveal that card. Shuffle your library, then put the card on top of it" (+1).
    TOP_REVEALED.iter().position(|w| c.eat(w)).map(|i| (true, i as u16))
}

/// Several cards found and put on top of the shuffled library, in the order
/// their searcher names them (the last named on top; 401.4: their owner
/// orders cards put into a library together): its wordings, each with
/// whether the cards are revealed.
const TOP_MANY: [(&str, bool); 3] = [
    (" and reveal those cards. Shuffle your library, then put them on top of it in any order", true),
    (". Shuffle your library, then put those cards on top of it in any order", false),
    (". Reveal those cards, then shuffle your library and put them on top of it", true),
];

const NAMED: &str = " named ";

/// A card's name as rules text prints it (201.2): capitalised words, with
/// "of" and "the" between them ("Sphinx of the Ages").
fn card_name(c: &mut Cursor) -> Option<String> {
    let start = c.pos;
    let word = |c: &mut Cursor| -> Option<String> {
        let w: String = c.rest().chars().take_while(|ch| ch.is_alphanumeric() || matches!(ch, '\'' | '-')).collect();
        if w.is_empty() || w.len() > 40 {
            return None;
        }
        c.pos += w.len();
        Some(w)
    };
    let capital = |w: &str| w.starts_with(|ch: char| ch.is_ascii_uppercase());
    if !capital(&word(c)?) {
        return None;
    }
    let mut end = c.pos;
    while c.eat(" ") {
        match word(c) {
            Some(w) if capital(&w) => end = c.pos,
            Some(w) if w == "of" || w == "the" => {}
            _ => break,
        }
    }
    c.pos = end;
    Some(c.text[start..end].to_string())
}

fn write_search(filter: &Filter, (count, any_number): (u32, bool), to: SearchTo, tapped: bool, reveal: bool, alt: u16) -> Result<String, String> {
    let (amount, n) = match (count, any_number) {
        (1, true) => (ANY_NUMBER_OF.to_string(), Number::Many),
        (_, true) => return Err("a search for any number of cards with a count".into()),
        (0, _) => return Err("a search for no card".into()),
        (1, _) => (String::new(), Number::One),
        (k, _) => (format!("up to {} ", number_word(k)), Number::Many),
    };
    let noun = nouns::write(&FilterSpec { name: None, ..(**filter).clone() }, n, Some(("card", "cards")))?;
    let noun = match &filter.name {
        Some(name) => format!("{noun}{NAMED}{name}"),
        None => noun,
    };
    let amount = if n == Number::One { format!("{} ", super::words::article(&noun)) } else { amount };
    if to == SearchTo::LibraryTop {
        return write_search_to_top(&format!("search your library for {amount}{noun}"), n, (tapped, reveal), alt);
    }
    let (it, that) = if n == Number::One { ("it", "that card") } else { ("them", "those cards") };
    let (reveal_that, put_that, shuffle) = (alt & 1 == 1, alt & 2 == 2, (alt / 4) as usize);
    let shuffle_words = SHUFFLES.get(shuffle).ok_or("a shuffle wording")?;
    if to == SearchTo::Exile {
        if n == Number::One || reveal || tapped || alt & 3 != 0 || shuffle == 1 {
            return Err("a search that exiles other than 'and exile them'".into());
        }
        return Ok(format!("search your library for {amount}{noun}{SEARCH_EXILE}{shuffle_words}"));
    }
    let then_form = shuffle == 1;
    let (words, _, _) = SEARCH_TO.iter().find(|(_, t, tp)| *t == to && *tp == tapped).ok_or("a search that puts the cards elsewhere")?;
    let reveal_words = if reveal { format!(", reveal {}", if reveal_that { that } else { it }) } else { String::new() };
    let put = if then_form { ", put " } else if reveal { ", and put " } else { " and put " };
    Ok(format!("search your library for {amount}{noun}{reveal_words}{put}{}{words}{shuffle_words}", if put_that { that } else { it }))
}

/// The words of `search_to_top` after "search your library for [cards]".
fn write_search_to_top(head: &str, n: Number, (tapped, reveal): (bool, bool), alt: u16) -> Result<String, String> {
    if tapped {
        return Err("a search for the top of the library, tapped".into());
    }
    let words = match (n, reveal) {
        (Number::Many, _) => TOP_MANY.get(alt as usize).filter(|(_, r)| *r == reveal).ok_or("a wording of a search for several cards to the top")?.0,
        (Number::One, true) => TOP_REVEALED.get(alt as usize).ok_or("a wording of a revealed search")?,
        (Number::One, false) if alt == 0 => ", then shuffle your library and put that card on top of it",
        _ => return Err("a search for the top of the library in another wording".into()),
    };
    Ok(format!("{head}{words}"))
}

/// "Counter target spell unless its controller pays {2}".
fn counter_unless(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    // "Counter that spell or ability unless its controller pays {2}" (the one that targeted the source).
    if ctx.targeted.get() && c.attempt(|c| (c.eat_sentence_start("counter ") && c.eat(THAT_SPELL_OR_ABILITY) && c.eat(" unless its controller pays ")).then_some(())).is_some() {
        return Some(Effect::CounterUnlessPays { what: ObjRef::TriggerObject, mana: c.mana()?, times: None });
    }
    if !c.eat_sentence_start("counter target ") {
        return None;
    }
    let (kind, f) = target_phrase(c)?;
    if kind != TargetKind::Spell || !c.eat(" unless its controller pays ") {
        return None;
    }
    let mana = c.mana()?;
    // "{1} for each card in your graveyard": paid that many times (608.2h).
    let times = c.attempt(|c| if c.eat(" for each ") { super::amounts::counted(c, ctx.name) } else { None }).map(Amount::Dynamic);
    Some(Effect::CounterUnlessPays { what: ObjRef::Target(target(s, kind, f)), mana, times })
}

/// "Create a 1/1 green Saproling creature token", "create two 1/1 white
/// Soldier creature tokens with flying" (the token's name is its subtypes).
fn tokens(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    // "Put [tokens] onto the battlefield": the older wording of "create" (111.1), kept on the vanguard cards.
    let (put, under) = if c.eat_sentence_start("create ") {
        (false, None)
    } else if c.eat_sentence_start("put ") {
        (true, None)
    } else {
        (false, token_creator(c, ctx, s)?)
    };
    // "X 1/1 green Saproling creature tokens": the value chosen for X (107.3).
    let x = c.attempt(|c| c.eat("X").then_some(())).is_some();
    let (n, plural) = if x {
        (0, true)
    } else if c.eat("a ") || c.eat("an ") {
        (1, false)
    } else {
        (c.word_number().filter(|n| *n >= 2)?, true)
    };
    if plural && !c.eat(" ") {
        return None;
    }
    let p = c.number()? as i32;
    if !c.eat("/") {
        return None;
    }
    let t = c.number()? as i32;
    if !c.eat(" ") {
        return None;
    }
    let mut colors = crate::rules::types::ColorSet::empty();
    if !c.eat("colorless ") {
        loop {
            let col = Color::ALL.iter().copied().find(|col| c.eat(super::words::color_word(*col)))?;
            colors.insert(col);
            if c.eat(" and ") {
                continue;
            }
            if !c.eat(" ") {
                return None;
            }
            break;
        }
    }
    let mut subtypes = Vec::new();
    while let Some(w) = c.attempt(|c| {
        let word: String = c.rest().chars().take_while(|ch| ch.is_alphanumeric() || *ch == '-').collect();
        (crate::rules::choices::is_creature_type(&word) && c.rest()[word.len()..].starts_with(' ')).then(|| {
            c.pos += word.len() + 1;
            word
        })
    }) {
        subtypes.push(w);
    }
    if subtypes.is_empty() {
        return None;
    }
    let mut types = vec![CardType::Creature];
    if c.eat("artifact ") {
        types.insert(0, CardType::Artifact);
    }
    if !c.eat(if plural { "creature tokens" } else { "creature token" }) {
        return None;
    }
    let keywords = c.attempt(|c| if c.eat(" with ") { super::statics::keyword_list(c) } else { None }).unwrap_or_default();
    if put && !c.eat(" onto the battlefield") {
        return None;
    }
    if put {
        add_alt(s, s.effects.len(), PUT_TOKENS_WORDING);
    }
    let mut token = CardDef { name: subtypes.join(" "), colors: Some(colors), types, subtypes, power: Some(p), toughness: Some(t), keywords, ..CardDef::default() };
    // "Create a 1/1 green Insect creature token for each Forest you control" (counted as it is followed, 608.2h).
    let count = match c.attempt(|c| if n == 1 && c.eat(" for each ") { this_way_each(c, s.effects.last()).or_else(|| super::amounts::counted(c, ctx.name)) } else { None }) {
        Some(d) => Amount::Dynamic(d),
        None if x => Amount::Dynamic(DynamicAmount::X),
        None => Amount::Fixed(n as i32),
    };
    // ". It has / They have \"[ability]\"": the tokens' own ability (111.3), calling them "this creature".
    let has = if plural { ". They have " } else { ". It has " };
    if let Some((a, word)) = c.attempt(|c| if c.eat(has) { super::abilities::read_quoted(c, ctx, false) } else { None }) {
        token.abilities.push(a);
        if word > 0 {
            add_alt(s, s.effects.len(), 4 * u16::from(word));
        }
    }
    Some(Effect::CreateTokens { count, token: std::sync::Arc::new(token), under })
}

/// The wording bit of "You create [tokens]" (the subject written out).
const YOU_CREATE: u16 = 2;

/// "You create", "target opponent creates", "that player creates": the
/// player who will own and control the tokens (110.5a); None for you.
fn token_creator(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Option<PlayerRef>> {
    let (who, s_form) = player_subject(c, ctx, s)?;
    if !verb(c, "create", s_form) {
        return None;
    }
    match who {
        Recipient::Player(PlayerRef::You) => {
            add_alt(s, s.effects.len(), YOU_CREATE);
            Some(None)
        }
        Recipient::Target(i) => Some(Some(PlayerRef::Target(i))),
        Recipient::Player(p) => Some(Some(p)),
        _ => None,
    }
}

/// The subject and verb of `token_creator`'s words.
fn write_token_creator(under: &Option<PlayerRef>, w: &W) -> Result<String, String> {
    let who = match under {
        None if w.alt & YOU_CREATE != 0 => return Ok("you create".into()),
        None => return Ok("create".into()),
        Some(PlayerRef::Target(i)) => Recipient::Target(*i),
        Some(p) => Recipient::Player(p.clone()),
    };
    let (subject, s_form) = write_player_subject(&who, w)?;
    Ok(format!("{subject} {}", write_verb("create", s_form)))
}

/// After "for each", what the instruction before did, as it happened:
/// "[creature] sacrificed this way" (the permanents it sacrificed, 701.15a),
/// "1 life lost this way" (the life it took, 119.3), "1 damage dealt this
/// way" (the damage it dealt, 120.3).
fn this_way_each(c: &mut Cursor, before: Option<&Effect>) -> Option<DynamicAmount> {
    match before? {
        Effect::Sacrifice { filter, .. } => {
            let f = nouns::read(c, Number::One, None)?;
            (f == **filter && c.eat(" sacrificed this way")).then_some(DynamicAmount::ThatMany)
        }
        Effect::LoseLife { .. } => c.eat("1 life lost this way").then_some(DynamicAmount::ThisWay),
        Effect::DealDamage { .. } => c.eat("1 damage dealt this way").then_some(DynamicAmount::ThisWay),
        _ => None,
    }
}

/// The words of `this_way_each`, if `a` is such a count after `before`.
fn write_this_way_each(a: &Amount, before: Option<&Effect>) -> Option<Result<String, String>> {
    Some(match (a, before?) {
        (Amount::Dynamic(DynamicAmount::ThatMany), Effect::Sacrifice { filter, .. }) => nouns::write(filter, Number::One, None).map(|n| format!(" for each {n} sacrificed this way")),
        (Amount::Dynamic(DynamicAmount::ThisWay), Effect::LoseLife { .. }) => Ok(" for each 1 life lost this way".into()),
        (Amount::Dynamic(DynamicAmount::ThisWay), Effect::DealDamage { .. }) => Ok(" for each 1 damage dealt this way".into()),
        _ => return None,
    })
}

/// The wording bit of "put [tokens] onto the battlefield" (the quoted ability's word is `alt / 4`).
const PUT_TOKENS_WORDING: u16 = 1;

fn write_tokens(count: &Amount, token: &CardDef, under: &Option<PlayerRef>, w: &W) -> Result<String, String> {
    let plain = CardDef { name: token.subtypes.join(" "), colors: token.colors, types: token.types.clone(), subtypes: token.subtypes.clone(), power: token.power, toughness: token.toughness, keywords: token.keywords.clone(), abilities: token.abilities.iter().take(1).cloned().collect(), ..CardDef::default() };
    let creature = token.types == [CardType::Creature] || token.types == [CardType::Artifact, CardType::Creature];
    if *token != plain || !creature || token.subtypes.is_empty() || token.colors.is_none() {
        return Err("a token other than a creature of subtypes, colours, power, toughness and keywords".into());
    }
    // "a 2/2", "an 8/8" (said with a vowel).
    let a = super::words::article(&token.power.unwrap_or(0).to_string()).to_string();
    let (n, plural, each) = match count {
        Amount::Fixed(1) => (a, false, None),
        Amount::Fixed(n) if *n >= 2 => (number_word(*n as u32), true, None),
        Amount::Dynamic(DynamicAmount::X) => ("X".to_string(), true, None),
        Amount::Dynamic(_) => (a, false, Some(count.clone())),
        other => return Err(format!("the number of tokens {other:?}")),
    };
    let present: Vec<Color> = token.colors.unwrap_or_default().iter().collect();
    let colors: Vec<&str> = printed_color_order(&present).into_iter().map(super::words::color_word).collect();
    let colors = if colors.is_empty() { "colorless".to_string() } else { colors.join(" and ") };
    let artifact = if token.types.contains(&CardType::Artifact) { "artifact " } else { "" };
    let noun = if plural { "creature tokens" } else { "creature token" };
    let with = if token.keywords.is_empty() { String::new() } else { format!(" with {}", super::statics::write_keyword_list(&token.keywords)) };
    let has = match token.abilities.first() {
        Some(a) => format!("{}{}", if plural { ". They have " } else { ". It has " }, super::abilities::write_quoted(a, u8::try_from(w.alt / 4).map_err(|_| "the quoted ability's word")?, w.name)?),
        None => String::new(),
    };
    let (verb, onto) = if w.alt & PUT_TOKENS_WORDING != 0 && under.is_none() { ("put".to_string(), " onto the battlefield") } else { (write_token_creator(under, w)?, "") };
    let each = match write_this_way_each(count, w.prev) {
        Some(words) => words?,
        None => for_each_words(&each, w.name)?,
    };
    Ok(format!("{verb} {n} {}/{} {colors} {} {artifact}{noun}{with}{onto}{each}{has}", token.power.unwrap_or(0), token.toughness.unwrap_or(0), token.subtypes.join(" "), ))
}

/// "It can't be regenerated", "They can't be regenerated" (the object of the instruction before).
fn pronoun_cant_be_regenerated(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    // "[damage to target creature]. That creature can't be regenerated this turn."
    if let Some(Effect::DealDamage { to: Recipient::Target(i), .. }) = s.effects.last() {
        let i = *i;
        return (c.eat("That creature can't be regenerated this turn") || c.eat("that creature can't be regenerated this turn")).then_some(Effect::CantBeRegenerated { what: ObjRef::Target(i) });
    }
    if let Some(what) = previous_object(s).filter(|_| matches!(s.effects.last(), Some(Effect::Destroy { .. }))) {
        return destroyed_cant_be_regenerated(c, &what).then_some(Effect::CantBeRegenerated { what });
    }
    // After "you may [X]. If you do, destroy [it]" or "If [condition], destroy
    // [it]" (an intervening "if" of a trigger): it goes with that destruction.
    let (Effect::May { effects: inner, .. } | Effect::Instead { instead: inner, otherwise: _, .. }) = s.effects.last()? else { return None };
    if matches!(s.effects.last(), Some(Effect::Instead { otherwise, .. }) if !otherwise.is_empty()) {
        return None;
    }
    let Some(Effect::Destroy { what }) = inner.last() else { return None };
    let what = what.clone();
    if !destroyed_cant_be_regenerated(c, &what) {
        return None;
    }
    let mut wrapper = s.effects.pop()?;
    if let Effect::May { effects: inner, .. } | Effect::Instead { instead: inner, .. } = &mut wrapper {
        inner.push(Effect::CantBeRegenerated { what });
    }
    Some(wrapper)
}

/// Was `what` destroyed by the instruction before, or by the last one of an
/// intervening "if" written before ("if it was kicked, destroy target
/// artifact. It can't be regenerated.")?
fn destroyed_just_before(prev: Option<&Effect>, what: &ObjRef) -> bool {
    match prev {
        Some(Effect::Destroy { what: p }) => p == what,
        Some(Effect::Instead { instead, otherwise, .. }) if otherwise.is_empty() => matches!(instead.last(), Some(Effect::Destroy { what: p }) if p == what),
        _ => false,
    }
}

/// "It can't be regenerated" after an instruction destroying `what` (701.12b).
fn destroyed_cant_be_regenerated(c: &mut Cursor, what: &ObjRef) -> bool {
    let word = capitalized(pronoun(what));
    c.attempt(|c| (c.eat(&word) && c.eat(" can't be regenerated")).then_some(())).is_some()
}

/// What "instead" does with a creature that would die (614.1a), and its words.
const WOULD_DIE_INSTEAD: &[(&str, GraveyardInstead)] = &[
    ("exile it instead", GraveyardInstead::Exile),
    ("return it to its owner's hand instead", GraveyardInstead::Hand),
    ("put it on top of its owner's library instead", GraveyardInstead::LibraryTop),
    ("put it on the bottom of its owner's library instead", GraveyardInstead::LibraryBottom),
];

/// The wording bit of "the creature" (for a target that may be a player too) rather than "that creature".
const THE_CREATURE: u16 = 1;

/// "If that creature / the creature would die this turn, exile it instead"
/// after damage to a target (614.1a: a replacement effect on that object for
/// the turn, created as the instruction is followed).
fn would_die_instead(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    // "If a creature dealt damage this way would die this turn, exile it instead."
    if matches!(s.effects.last(), Some(Effect::DealDamage { .. })) && c.eat_sentence_start(DAMAGED_THIS_WAY_DIES) {
        let (_, instead) = WOULD_DIE_INSTEAD.iter().find(|(w, _)| c.eat(w))?;
        return Some(Effect::IfItWouldDie { what: ObjRef::DamagedThisWay, instead: *instead });
    }
    let i = s.effects.iter().rev().find_map(|e| match e {
        Effect::DealDamage { to: Recipient::Target(i), .. } | Effect::CantBeRegenerated { what: ObjRef::Target(i) } => Some(*i),
        _ => None,
    })?;
    let the = if c.eat_sentence_start("if that creature would die this turn, ") {
        false
    } else if c.eat_sentence_start("if the creature would die this turn, ") {
        true
    } else {
        return None;
    };
    let (_, instead) = WOULD_DIE_INSTEAD.iter().find(|(w, _)| c.eat(w))?;
    if the {
        add_alt(s, s.effects.len(), THE_CREATURE);
    }
    Some(Effect::IfItWouldDie { what: ObjRef::Target(i), instead: *instead })
}

const DAMAGED_THIS_WAY_DIES: &str = "if a creature dealt damage this way would die this turn, ";

fn write_would_die_instead(what: &ObjRef, instead: GraveyardInstead, w: &W) -> Result<String, String> {
    if *what == ObjRef::DamagedThisWay && matches!(w.prev, Some(Effect::DealDamage { .. })) {
        let (words, _) = WOULD_DIE_INSTEAD.iter().find(|(_, g)| *g == instead).ok_or("a 'would die' replacement")?;
        return Ok(format!("{DAMAGED_THIS_WAY_DIES}{words}"));
    }
    let ObjRef::Target(i) = what else { return Err("'would die' of an object not targeted".into()) };
    let shown = w.prev.is_some_and(|e| matches!(e, Effect::DealDamage { to: Recipient::Target(j), .. } | Effect::CantBeRegenerated { what: ObjRef::Target(j) } if j == i));
    let (words, _) = WOULD_DIE_INSTEAD.iter().find(|(_, g)| *g == instead).ok_or("a 'would die' replacement")?;
    if !shown {
        return Err("'would die' not after damage to its target".into());
    }
    Ok(format!("if {} creature would die this turn, {words}", if w.alt & THE_CREATURE != 0 { "the" } else { "that" }))
}

/// "[one] can't be regenerated this turn" (701.12: regeneration shields
/// don't work on it for the turn), standalone or after damage to "it".
fn cant_be_regenerated(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let at = s.effects.len();
    let what = one_permanent(c, ctx, s, true)?;
    if !c.eat(" can't be regenerated this turn") {
        return None;
    }
    // After damage to that target, "It can't ..." (the old wording "That creature can't ..." is the usual one).
    let after_damage = matches!(s.effects.last(), Some(Effect::DealDamage { to: Recipient::Target(j), .. }) if ObjRef::Target(*j) == what);
    if after_damage && !s.pres.alts.iter().any(|(i, n)| *i == at && n & 1 == 1) {
        add_alt(s, at, 2);
    }
    Some(Effect::CantBeRegenerated { what })
}

/// "[object] gets +N/+N until end of turn", "[objects] gain [keyword] until
/// end of turn", "... gets +1/+1 and gains flying until end of turn"; also
/// "until your next turn" (611.2a).
fn until_end_of_turn(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    // "Until end of turn, [object] gains ...": the duration first is a variant (+2).
    let first = c.eat_sentence_start("until end of turn, ");
    let mut variant = 2 * first as u16;
    // "Target spell or permanent" only changes colour (a spell has no power, toughness or abilities to gain).
    let mut spell_too = false;
    let (what, plural) = if let Some(o) = c.attempt(|c| that_target(c, s)) {
        (o, false)
    } else if returned_creature(s.effects.last(), &s.targets) && c.eat_sentence_start(THAT_CREATURE) {
        // The creature card returned to the battlefield: the permanent it became (400.7).
        (ObjRef::Moved, false)
    } else if trigger_creature(c, ctx) {
        (ObjRef::TriggerObject, false)
    } else if this(c, ctx, s) {
        (ObjRef::This, false)
    } else if attached(c) {
        (ObjRef::Attached, false)
    } else if let Some((o, each)) = undone(c, s, |c, s| several_targets(c, s).map(|o| (o, c.eat(" each"))).filter(|(_, each)| *each || c.rest().starts_with(" gain "))) {
        // "Up to two target creatures each get ...", "X target creatures gain ..." (no "each": +1).
        variant += u16::from(!each);
        (o, true)
    } else if let Some(another) = eat_target(c, s, true) {
        let (kind, f) = target_phrase(c)?;
        spell_too = kind == TargetKind::SpellOrPermanent;
        if kind != TargetKind::Permanent && !spell_too {
            return None;
        }
        let creature = is_target_creature(kind, &f);
        let slot = target_another(s, kind, f, another)?;
        match sharing_color(c, creature, slot) {
            o @ ObjRef::TargetAndSharingColor(_) => (o, true),
            o => (o, false),
        }
    } else {
        // "All creatures get ...", but "Creatures you control get ..." (no
        // "all" with a controller or "other"); the other way is a variant (+1).
        let (f, all) = if c.eat_sentence_start("all ") { (nouns::read(c, Number::Many, None)?, true) } else { (nouns::read_sentence_plural(c)?, false) };
        variant += (all != usual_all(&f)) as u16;
        (ObjRef::All(f.into()), true)
    };
    if !c.eat(" ") {
        return None;
    }
    let start = c.pos;
    // "... until end of turn" ("gains"), or "... [has] for as long as [this] remains tapped" (611.2b).
    let read = |c: &mut Cursor, has: bool| -> Option<(Vec<Modification>, u16, Duration)> {
        let (mods, word) = changes_until_end_of_turn(c, ctx, plural, what == ObjRef::This, has)?;
        // "That type" only after "Choose a creature type other than ...".
        if c.text[start..c.pos].ends_with(THAT_CHOSEN_TYPE) && !is_choice_of_type_other_than(s.effects.last()) {
            return None;
        }
        if first || (!has && c.eat(" until end of turn")) {
            // "gets +1/+1 until end of turn for each [counted]": the count after the duration.
            let mut mods = mods;
            if let (false, [Modification::Pump { power, toughness }]) = (first, mods.as_mut_slice()) {
                if let Some(d) = c.attempt(|c| if c.eat(" for each ") { super::amounts::counted(c, ctx.name).filter(|d| !super::amounts::counts_blockers(d) || what == ObjRef::This) } else { None }) {
                    let times = |a: &Amount| match a {
                        Amount::Fixed(0) => Some(Amount::Fixed(0)),
                        Amount::Fixed(1) => Some(Amount::Dynamic(d.clone())),
                        Amount::Fixed(k) => Some(Amount::Dynamic(DynamicAmount::Times { factor: *k, of: Box::new(Amount::Dynamic(d.clone())) })),
                        _ => None,
                    };
                    (*power, *toughness) = (times(power)?, times(toughness)?);
                }
            }
            return (!has).then_some((mods, word, Duration::EndOfTurn));
        }
        // "... until your next turn" (611.2a: it lasts through the other players' turns).
        if !has && c.eat(UNTIL_YOUR_NEXT_TURN) {
            return Some((mods, word, Duration::UntilYourNextTurn));
        }
        // No stated end (611.2a): "Target creature gets +2/+2 and gains
        // horsemanship.", "it loses defender." (it lasts while the object stays, 400.7).
        if !has && c.rest().starts_with('.') {
            return Some((mods, word, Duration::Indefinitely));
        }
        // "... gains indestructible for as long as you control [this]" (611.2b).
        if let Some(d) = untapping::while_present(c, ctx).filter(|_| !has) {
            return Some((mods, word, d));
        }
        let plain = mods.iter().all(|m| matches!(m, Modification::Pump { .. }));
        untapping::while_tapped(c, ctx).filter(|_| has || plain).map(|d| (mods, word, d))
    };
    let (mods, word, duration) = c.attempt(|c| read(c, false)).or_else(|| c.attempt(|c| read(c, true)))?;
    if spell_too && !mods.iter().all(|m| matches!(m, Modification::SetColors(_) | Modification::SetChosenColor)) {
        return None;
    }
    // What a granted ability calls its object (+4 × its word).
    variant += 4 * word;
    if variant > 0 {
        add_alt(s, s.effects.len(), variant);
    }
    Some(Effect::Continuous { what, modifications: mods, duration, text: String::new() })
}

/// "gets +N/+N [and gains ...]", "gains [keywords / \"ability\"]", "becomes
/// the color of your choice", "loses [keywords]"; and the word a granted
/// ability calls its object. With `has`, abilities are had ("has trample"),
/// not gained.
fn changes_until_end_of_turn(c: &mut Cursor, ctx: &Context, plural: bool, named: bool, has: bool) -> Option<(Vec<Modification>, u16)> {
    if !has {
        // Layer 4, 6 and 7b changes in a list ("loses all abilities and has base power and toughness 0/1").
        if let Some((mods, n)) = super::characteristics::read(c, ctx, plural, named, true) {
            return Some((mods, n.into()));
        }
    }
    let mut mods = Vec::new();
    let mut word: u16 = 0;
    let verb = match (has, plural) {
        (false, _) => "gain",
        (true, false) => "has",
        (true, true) => "have",
    };
    if c.eat(if plural { "get " } else { "gets " }) {
        mods.push(super::amounts::read_pump(c)?);
        if c.attempt(|c| c.eat(" and ").then_some(())).is_some() && !c.rest().starts_with(verb) && !c.rest().starts_with("become") {
            return None;
        }
    }
    if has {
        if c.eat(verb) && c.eat(" ") {
            let (more, w) = super::statics::granted(c, ctx, named)?;
            mods.extend(more);
            word = w.into();
        }
    } else if c.eat(if plural { "gain " } else { "gains " }) {
        // 702.16a: protection from a colour chosen as it resolves (608.2d).
        if c.eat(CHOSEN_PROTECTION) {
            mods.push(Modification::ProtectionFrom(ColorRef::Chosen));
        } else if c.eat(NAMED_CHOSEN_PROTECTION) {
            // After "Choose a color.": the wording bit tells `read` so.
            mods.push(Modification::ProtectionFrom(ColorRef::Chosen));
            word = CHOSEN_BEFORE / 4;
        } else {
            let (more, w) = super::statics::granted(c, ctx, named)?;
            mods.extend(more);
            word = w.into();
        }
    } else if c.eat(if plural { "become " } else { "becomes " }) {
        // 105.3, 613.1e: the colour chosen as it resolves; 613.1d: the creature type.
        if c.eat(CHOSEN_COLOR) {
            mods.push(Modification::SetChosenColor);
        } else if c.eat(CHOSEN_CREATURE_TYPE) || c.eat(THAT_CHOSEN_TYPE) {
            mods.push(Modification::SetChosenCreatureType);
        } else if c.eat(CHOSEN_LAND_TYPE) {
            // 305.7: the basic land type chosen as it resolves (608.2d).
            mods.push(Modification::SetChosenLandType);
        } else if let Some(m) = c.attempt(becomes_fixed) {
            mods.push(m);
        } else {
            return None;
        }
    } else if mods.is_empty() && c.eat(if plural { "lose " } else { "loses " }) {
        mods.extend(super::statics::keyword_list(c)?.into_iter().map(Modification::RemoveKeyword));
    }
    (!mods.is_empty()).then_some((mods, word))
}

/// After "becomes": a colour ("white", "colorless"; 105.3, 613.1e), a
/// basic land type ("an Island": its old land types go, 305.7), or "an
/// artifact in addition to its other types" (613.1d).
fn becomes_fixed(c: &mut Cursor) -> Option<Modification> {
    if c.eat("colorless") {
        return Some(Modification::SetColors(crate::rules::types::ColorSet::empty()));
    }
    if c.eat(ARTIFACT_IN_ADDITION) {
        return Some(Modification::AddType(CardType::Artifact));
    }
    for col in Color::ALL {
        if c.attempt(|c| (c.eat(super::words::color_word(col)) && !c.rest().starts_with(|ch: char| ch.is_alphanumeric())).then_some(())).is_some() {
            return Some(Modification::SetColors(crate::rules::types::ColorSet::single(col)));
        }
    }
    for (t, _) in crate::rules::land_types::BASIC_LAND_TYPES {
        if c.attempt(|c| (c.eat(super::conditions::article(t)) && c.eat(" ") && c.eat(t)).then_some(())).is_some() {
            return Some(Modification::SetLandTypes(vec![t.to_string()]));
        }
    }
    None
}

const ARTIFACT_IN_ADDITION: &str = "an artifact in addition to its other types";

fn write_becomes_fixed(m: &Modification) -> Option<String> {
    match m {
        Modification::SetColors(set) if set.is_empty() => Some("colorless".into()),
        Modification::SetColors(set) => {
            let cols: Vec<Color> = Color::ALL.into_iter().filter(|c| set.contains(*c)).collect();
            (cols.len() == 1).then(|| super::words::color_word(cols[0]).to_string())
        }
        Modification::AddType(CardType::Artifact) => Some(ARTIFACT_IN_ADDITION.into()),
        Modification::SetLandTypes(ts) if ts.len() == 1 && crate::rules::land_types::BASIC_LAND_TYPES.iter().any(|(b, _)| *b == ts[0]) => Some(format!("{} {}", super::conditions::article(&ts[0]), ts[0])),
        _ => None,
    }
}

const THIS_TURN: &[(&str, (bool, bool, bool))] = &[
    (" can't attack or block this turn", (true, true, false)),
    (" can't attack this turn", (true, false, false)),
    (" can't block this turn", (false, true, false)),
    (" can't be blocked this turn", (false, false, true)),
];

/// One permanent a sentence begins with: "it"/"that creature" (the target
/// before), "target [noun]", the card itself, and (with `attached`)
/// "enchanted creature".
fn one_permanent(c: &mut Cursor, ctx: &Context, s: &mut Sentences, attached_too: bool) -> Option<ObjRef> {
    if let Some(o) = c.attempt(|c| that_target(c, s)) {
        return Some(o);
    }
    if trigger_creature(c, ctx) {
        return Some(ObjRef::TriggerObject);
    }
    if let Some(another) = eat_target(c, s, true) {
        let (kind, f) = target_phrase(c)?;
        return if kind == TargetKind::Permanent { target_another(s, kind, f, another).map(ObjRef::Target) } else { None };
    }
    if attached_too && attached(c) {
        return Some(ObjRef::Attached);
    }
    this(c, ctx, s).then_some(ObjRef::This)
}

/// "[object] can't block this turn", "... can't be blocked this turn" (508.1c, 509.1b).
fn this_turn_restriction(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    // "Creatures without flying can't block this turn": every creature that
    // matches when attackers or blockers are declared (611.2c).
    if let Some((all, (attack, block, be_blocked))) = c.attempt(|c| {
        let f = nouns::read_sentence_plural(c).filter(|f| f.types == [CardType::Creature])?;
        let (_, flags) = THIS_TURN.iter().find(|(w, _)| c.eat(w))?;
        Some((f, *flags))
    }) {
        return Some(Effect::CantAttackOrBlock { what: None, all: Some(all.into()), attack, block, be_blocked });
    }
    // "[object]", or "Up to three target creatures" (each target slot).
    let what = c.attempt(|c| one_permanent(c, ctx, s, true)).or_else(|| c.attempt(|c| several_targets(c, s)))?;
    let (_, (attack, block, be_blocked)) = THIS_TURN.iter().find(|(w, _)| c.eat(w))?;
    Some(Effect::CantAttackOrBlock { what: Some(what), all: None, attack: *attack, block: *block, be_blocked: *be_blocked })
}

fn write_this_turn_restriction(what: &ObjRef, flags: (bool, bool, bool), w: &W) -> Result<String, String> {
    let (words, _) = THIS_TURN.iter().find(|(_, f)| *f == flags).ok_or("a combination of restrictions")?;
    Ok(format!("{}{words}", write_object(what, w)?))
}

const UNTIL_YOUR_NEXT_TURN: &str = " until your next turn";

/// Does "[objects] get ... until end of turn" usually say "all"? Yes,
/// unless a controller or "other" is named ("Creatures you control get").
fn usual_all(f: &FilterSpec) -> bool {
    f.controller.is_none() && !f.other
}

/// Also "... [has] for as long as [this] remains tapped" with that duration.
fn write_until_end_of_turn(what: &ObjRef, mods: &[Modification], duration: &Duration, w: &W) -> Result<String, String> {
    if *duration == Duration::UntilYourNextTurn {
        // Written as "until end of turn" is, the duration at the end.
        if w.alt & 2 != 0 {
            return Err("\"until end of turn\" first, with another duration".into());
        }
        let words = write_until_end_of_turn(what, mods, &Duration::EndOfTurn, w)?;
        return words.strip_suffix(" until end of turn").map(|s| format!("{s}{UNTIL_YOUR_NEXT_TURN}")).ok_or_else(|| "a change counted \"for each\", until your next turn".into());
    }
    if *duration == Duration::Indefinitely {
        // No stated end (611.2a): written as "until end of turn" is, without it.
        if w.alt & 2 != 0 {
            return Err("\"until end of turn\" first, with no stated end".into());
        }
        let words = write_until_end_of_turn(what, mods, &Duration::EndOfTurn, w)?;
        return words.strip_suffix(" until end of turn").map(str::to_string).ok_or_else(|| "a change counted \"for each\", with no stated end".into());
    }
    if untapping::is_while_present(duration) {
        // "gains indestructible for as long as you control [this]": written as "until end of turn" is.
        if w.alt & 2 != 0 {
            return Err("\"until end of turn\" first, with another duration".into());
        }
        let words = write_until_end_of_turn(what, mods, &Duration::EndOfTurn, w)?;
        let words = words.strip_suffix(" until end of turn").ok_or("a change counted \"for each\", for as long as")?;
        return Ok(format!("{words}{}", untapping::write_while_tapped(duration, w.name)?));
    }
    if *duration != Duration::EndOfTurn {
        return write_while_tapped_changes(what, mods, duration, w);
    }
    let plural = matches!(what, ObjRef::All(_) | ObjRef::Targets | ObjRef::TargetAndSharingColor(_));
    let (all, first, word) = (w.alt & 1 == 1, w.alt & 2 == 2, (w.alt & !CHOSEN_BEFORE) / 4);
    let subject = match what {
        ObjRef::Moved if returned_creature(w.prev, w.targets) => THAT_CREATURE.to_string(),
        ObjRef::All(f) if usual_all(f) == all => nouns::write(f, Number::Many, None)?,
        ObjRef::Targets if !all => format!("{} each", write_object(what, w)?),
        o => write_object(o, w)?,
    };
    if let Some(words) = super::characteristics::write(mods, plural, u8::try_from(word).unwrap_or(u8::MAX), w.name, true) {
        if word as usize == super::abilities::SELF_WORDS.len() && *what != ObjRef::This {
            return Err("a granted ability naming the card, given to another object".into());
        }
        let words = words?;
        return Ok(if first { format!("until end of turn, {subject} {words}") } else { format!("{subject} {words} until end of turn") });
    }
    let mut parts = Vec::new();
    let mut rest = mods;
    // A change counted "for each ..." alone: the count after "until end of turn".
    let mut counted = String::new();
    if let Some(Modification::Pump { power, toughness }) = rest.first() {
        let pump = super::amounts::write_pump_of(power, toughness, w.name)?;
        let pump = match pump.split_once(" for each ") {
            Some((change, count)) if !first && rest.len() == 1 => {
                counted = format!(" for each {count}");
                change.to_string()
            }
            _ => pump,
        };
        parts.push(format!("{} {pump}", if plural { "get" } else { "gets" }));
        rest = &rest[1..];
    }
    if parts.is_empty() && !rest.is_empty() && rest.iter().all(|m| matches!(m, Modification::RemoveKeyword(_))) {
        let ks: Vec<crate::rules::types::Keyword> = rest.iter().filter_map(|m| if let Modification::RemoveKeyword(k) = m { Some(*k) } else { None }).collect();
        parts.push(format!("{} {}", if plural { "lose" } else { "loses" }, super::statics::write_keyword_list(&ks)));
        rest = &[];
    }
    match rest {
        [] => {}
        [Modification::ProtectionFrom(ColorRef::Chosen)] if w.alt & CHOSEN_BEFORE != 0 => {
            parts.push(format!("{} {NAMED_CHOSEN_PROTECTION}", if plural { "gain" } else { "gains" }));
            return Ok(format!("choose a color. {}", capitalized(&format!("{subject} {} until end of turn", parts.join(" and ")))));
        }
        [Modification::ProtectionFrom(ColorRef::Chosen)] => parts.push(format!("{} {CHOSEN_PROTECTION}", if plural { "gain" } else { "gains" })),
        [Modification::SetChosenColor] => parts.push(format!("{} {CHOSEN_COLOR}", if plural { "become" } else { "becomes" })),
        [Modification::SetChosenCreatureType] => {
            let words = if is_choice_of_type_other_than(w.prev) { THAT_CHOSEN_TYPE } else { CHOSEN_CREATURE_TYPE };
            parts.push(format!("{} {words}", if plural { "become" } else { "becomes" }));
        }
        [Modification::SetChosenLandType] => parts.push(format!("{} {CHOSEN_LAND_TYPE}", if plural { "become" } else { "becomes" })),
        [m] if write_becomes_fixed(m).is_some() => parts.push(format!("{} {}", if plural { "become" } else { "becomes" }, write_becomes_fixed(m).unwrap_or_default())),
        _ => {
            if word as usize == super::abilities::SELF_WORDS.len() && *what != ObjRef::This {
                return Err("a granted ability naming the card, given to another object".into());
            }
            parts.push(format!("{} {}", if plural { "gain" } else { "gains" }, super::statics::write_granted(rest, u8::try_from(word).unwrap_or(u8::MAX), w.name)?));
        }
    }
    if parts.is_empty() {
        return Err("a change of nothing".into());
    }
    if first {
        return Ok(format!("until end of turn, {subject} {}", parts.join(" and ")));
    }
    Ok(format!("{subject} {} until end of turn{counted}", parts.join(" and ")))
}

/// "[object] gets +N/+N [and has ...] for as long as [this] remains tapped"
/// (611.2b): the subject as `until_end_of_turn` writes it.
fn write_while_tapped_changes(what: &ObjRef, mods: &[Modification], duration: &Duration, w: &W) -> Result<String, String> {
    let plural = matches!(what, ObjRef::All(_));
    let (all, word) = (w.alt & 1 == 1, w.alt / 4);
    if w.alt & 2 != 0 {
        return Err("\"until end of turn\" first, with another duration".into());
    }
    let subject = match what {
        ObjRef::All(f) if usual_all(f) == all => nouns::write(f, Number::Many, None)?,
        o => write_object(o, w)?,
    };
    let mut parts = Vec::new();
    let mut rest = mods;
    if let Some(Modification::Pump { power, toughness }) = rest.first() {
        parts.push(format!("{} {}", if plural { "get" } else { "gets" }, super::amounts::write_pump(power, toughness)?));
        rest = &rest[1..];
    }
    if !rest.is_empty() {
        if word as usize == super::abilities::SELF_WORDS.len() && *what != ObjRef::This {
            return Err("a granted ability naming the card, given to another object".into());
        }
        parts.push(format!("{} {}", if plural { "have" } else { "has" }, super::statics::write_granted(rest, u8::try_from(word).unwrap_or(u8::MAX), w.name)?));
    }
    if parts.is_empty() {
        return Err("a change of nothing".into());
    }
    Ok(format!("{subject} {}{}", parts.join(" and "), untapping::write_while_tapped(duration, w.name)?))
}

/// The words of a colour chosen as the instruction is followed (608.2d).
const CHOSEN_PROTECTION: &str = "protection from the color of your choice";
/// The same, after a sentence "Choose a color." of its own.
const NAMED_CHOSEN_PROTECTION: &str = "protection from the chosen color";
/// The wording bit of a change written after "Choose a color." ("... the chosen color").
const CHOSEN_BEFORE: u16 = 128;
const CHOSEN_COLOR: &str = "the color of your choice";
const CHOSEN_CREATURE_TYPE: &str = "the creature type of your choice";
const CHOSEN_LAND_TYPE: &str = "the basic land type of your choice";
/// The same after "Choose a creature type other than ...": "becomes that type".
const THAT_CHOSEN_TYPE: &str = "that type";

/// "Choose a creature type" (608.2d: chosen as it is followed); the later
/// instructions read it as "of that type" (the filter's `chosen_type`).
fn choose_creature_type(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    // "Name a card" (201.3): the name of any card; "a nonland card": not a land card's.
    for (words, nonland) in NAME_A_CARD {
        if c.eat_sentence_start(words) {
            return Some(Effect::Choose { choice: Choice::CardName { nonland }, remember: false });
        }
    }
    // "(You may) choose a number between 0 and 7": in a permanent's ability, the
    // permanent keeps it as its last chosen number (replacing the one before).
    let rest = c.rest();
    if rest.starts_with("Choose a number between ") || rest.starts_with("choose a number between ") {
        let lower = format!("c{}", &rest[1..]);
        let mut sub = Cursor::new(&lower);
        if let Some(choice) = super::abilities::read_number_choice(&mut sub) {
            c.pos += sub.pos;
            return Some(Effect::Choose { choice, remember: !ctx.is_spell });
        }
    }
    // "Choose a number.": any number a player can choose (107.1b: not a negative one).
    if ctx.is_spell && c.attempt(|c| (c.eat_sentence_start(OPEN_NUMBER_CHOICE) && c.rest().starts_with('.')).then_some(())).is_some() {
        return Some(Effect::Choose { choice: Choice::Number { min: 0, max: crate::rules::choices::MAX_CHOSEN_NUMBER }, remember: false });
    }
    if !c.eat_sentence_start("choose a creature type") {
        return None;
    }
    // "... other than Wall": every creature type but one (205.3m).
    let choice = match c.attempt(|c| if c.eat(" other than ") { super::nouns::creature_type_word(c) } else { None }) {
        Some(except) => Choice::CreatureTypeOtherThan { except },
        None => Choice::CreatureType,
    };
    // The later sentences name the choice "the chosen type" rather than "that type".
    if choice == Choice::CreatureType && c.rest().contains(super::nouns::THE_CHOSEN_TYPE) && !c.rest().contains(" of that type") {
        add_alt(s, s.effects.len(), THE_CHOSEN_TYPE_WORDS);
    }
    Some(Effect::Choose { choice, remember: false })
}

/// The wording bit of "Choose a creature type" whose later sentences say
/// "of the chosen type" (`write_each` writes them so).
const THE_CHOSEN_TYPE_WORDS: u16 = 1;

/// After "Choose a creature type" with the bit `THE_CHOSEN_TYPE_WORDS`, the
/// choice is "the chosen type" in the sentences that follow.
fn chosen_type_words(effects: &[Effect], pres: &Presentation, i: usize) -> bool {
    let choice = (0..i).rev().find(|j| matches!(effects[*j], Effect::Choose { choice: Choice::CreatureType, .. }));
    choice.is_some_and(|j| pres.alts.iter().any(|(k, n)| *k == j && n & THE_CHOSEN_TYPE_WORDS != 0))
}

/// The words of a number chosen with no range but the game's (107.1b).
pub const OPEN_NUMBER_CHOICE: &str = "choose a number";

const NAME_A_CARD: [(&str, bool); 2] = [("name a nonland card", true), ("name a card", false)];

/// Is this "choose a creature type other than ...", after which "that type" names the choice?
fn is_choice_of_type_other_than(e: Option<&Effect>) -> bool {
    matches!(e, Some(Effect::Choose { choice: Choice::CreatureTypeOtherThan { .. }, remember: false }))
}

/// Does every instruction that reads "of that type" come after a "Choose a creature type"?
fn chosen_type_after_choice(effects: &[Effect]) -> bool {
    let reads = |e: &Effect| crate::json::to_string(e).map_or(true, |j| j.contains("\"chosen_type\":true"));
    let chosen = effects.iter().position(|e| matches!(e, Effect::Choose { choice: Choice::CreatureType, .. }));
    effects.iter().enumerate().all(|(i, e)| !reads(e) || chosen.is_some_and(|k| k < i))
}

/// Does every instruction that counts what was "destroyed / sacrificed /
/// discarded / tapped / exiled this way" come right after an instruction that did so
/// (608.2h: the count is of what that instruction did)?
pub(crate) fn counted_after_their_verb(effects: &[Effect]) -> bool {
    let reads = |e: &Effect, v: ThisWayVerb| {
        let verb = crate::json::to_string(&v).unwrap_or_default();
        crate::json::to_string(e).map_or(true, |j| j.contains("\"counted_this_way\"") && j.contains(&format!("\"verb\":{verb}")))
    };
    // ("They can't be regenerated." between them moves nothing.)
    // "You may tap any number of ... . You gain 2 life for each creature
    // tapped this way": the optional instruction's own last one.
    let did = |i: usize, v: ThisWayVerb| match (v, effects.get(..i).map(|b| match b {
        [.., Effect::May { effects: inner, otherwise, .. }] if otherwise.is_empty() => inner.as_slice(),
        b => b,
    })) {
        (ThisWayVerb::Destroyed, Some([.., Effect::Destroy { .. }]) | Some([.., Effect::Destroy { .. }, Effect::CantBeRegenerated { .. }])) => true,
        (ThisWayVerb::Sacrificed, Some([.., Effect::Sacrifice { .. }])) => true,
        (ThisWayVerb::Discarded, Some([.., Effect::Discard { .. } | Effect::DiscardHand { .. } | Effect::DiscardAtRandom { .. }])) => true,
        (ThisWayVerb::Tapped, Some([.., Effect::TapChosen { .. }])) => true,
        (ThisWayVerb::Exiled, Some([.., Effect::Exile { .. } | Effect::ExileChosen { .. }])) => true,
        _ => false,
    };
    effects.iter().enumerate().all(|(i, e)| ThisWayVerb::ALL.into_iter().all(|v| !reads(e, v) || did(i, v)))
}

/// Does every instruction that reads "equal to that number" come after a "Choose a number"?
fn chosen_number_after_choice(effects: &[Effect]) -> bool {
    let reads = |e: &Effect| crate::json::to_string(e).map_or(true, |j| j.contains("\"mana_value_chosen\":true"));
    let chosen = effects.iter().position(|e| matches!(e, Effect::Choose { choice: Choice::Number { .. }, .. }));
    effects.iter().enumerate().all(|(i, e)| !reads(e) || chosen.is_some_and(|k| k < i))
}

/// Is instruction `at` written "... the chosen color" after "Choose a color."?
fn chosen_before(s: &Sentences, at: usize) -> bool {
    s.pres.alts.iter().any(|(i, n)| *i == at && n & CHOSEN_BEFORE != 0)
}

/// "Choose a color. [Objects] gain protection from the chosen color until
/// end of turn." (608.2d: chosen as the first sentence is followed): the
/// change of the second sentence (the choice is put before it by `read`).
fn choose_color_first(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("choose a color. ") {
        return None;
    }
    // The change is instruction `at` once the choice is put before it.
    let at = s.effects.len() + 1;
    s.effects.push(Effect::Choose { choice: Choice::Color, remember: false });
    let e = sentence(c, ctx, s);
    s.effects.pop();
    let e = e?;
    (names_chosen_color(&e) && chosen_before(s, at)).then_some(e)
}

/// The instruction joined to the one before in its sentence by ", then" or
/// "and", if one is: read and pushed (or made part of "you may X and Y").
fn join_next(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> bool {
    // After "any number of target players each [verb]", a verb without -s
    // ("..., then draw seven cards") still has those players as its subject.
    let plural = same_player(s.effects.last()) == Some(Recipient::Targets);
    for word in [JoinWord::Then, JoinWord::ThenSentence, JoinWord::And] {
        let at = c.pos;
        // "Look at target player's hand and choose a card from it. That player discards that card."
        let looked = matches!(s.effects.last(), Some(Effect::LookAtHand { .. }));
        let next = |c: &mut Cursor, s: &mut Sentences| {
            let chosen = if looked { undone(c, s, you_choose_from_hand) } else { None };
            chosen.or_else(|| sentence(c, ctx, s).filter(|e| !names_chosen_color(e) && !names_chosen_type(e)))
        };
        if let Some(e) = undone(c, s, |c, s| match c.eat(word.words()) {
            false => None,
            true if plural => undone(c, s, |c, s| same_subject(c, ctx, s)).or_else(|| next(c, s)),
            true => next(c, s).or_else(|| same_subject(c, ctx, s)),
        }) {
            // "You may X and Y": the choice is of both (608.2d).
            if let (JoinWord::And, Some(Effect::May { effects, otherwise, text })) = (word, s.effects.last_mut()) {
                if effects.len() == 1 && otherwise.is_empty() {
                    effects.push(e);
                    text.push_str(&c.text[at..c.pos]);
                    return false;
                }
            }
            s.pres.joins.push((s.effects.len(), word));
            s.effects.push(e);
            return true;
        }
    }
    false
}

/// Does the instruction name a colour "of your choice" (chosen by a `choose` before it)?
fn names_chosen_color(e: &Effect) -> bool {
    matches!(e, Effect::Continuous { modifications, .. } if modifications.iter().any(|m| matches!(m, Modification::ProtectionFrom(ColorRef::Chosen) | Modification::SetChosenColor)))
}

/// Is instruction `i` written in one sentence with the one after it (a
/// choice the next instruction's words make: "the next time a source of
/// your choice ...", "... protection from the color of your choice")?
pub fn written_with_next(effects: &[Effect], i: usize) -> bool {
    match (effects.get(i), effects.get(i + 1)) {
        (Some(Effect::ChooseSource { .. }), Some(Effect::PreventDamage { amount: None, to: Some(_), from: Some(ObjRef::Moved), next_time: true, combat: false })) => true,
        (Some(Effect::ChooseSource { .. }), Some(Effect::RedirectDamage { from: Some(ObjRef::Moved), next_time: true, .. })) => true,
        (Some(Effect::Choose { choice: c @ Choice::Color, remember: false }), Some(e)) => names_chosen_color(e) || filter_reads_choice(e, c),
        (Some(Effect::Choose { choice: c @ Choice::CreatureType, remember: false }), Some(e)) => names_chosen_type(e) || filter_reads_choice(e, c),
        (Some(Effect::Choose { choice: Choice::BasicLandType, remember: false }), Some(e)) => names_chosen_land_type(e),
        (Some(a), Some(b)) => prevention_to_and_by(a, b).is_some(),
        _ => false,
    }
}

/// Two shields on one object, to it and by it ("prevent all damage that
/// would be dealt to and dealt by [one]"): the object and whether combat only.
fn prevention_to_and_by(a: &Effect, b: &Effect) -> Option<(ObjRef, bool)> {
    let (Effect::PreventDamage { amount: None, to: Some(to), from: None, next_time: false, combat }, Effect::PreventDamage { amount: None, to: None, from: Some(by), next_time: false, combat: c2 }) = (a, b) else { return None };
    let same = match to {
        Recipient::Target(i) => *by == ObjRef::Target(*i),
        Recipient::Object(o) => o == by,
        _ => false,
    };
    (same && combat == c2).then(|| (by.clone(), *combat))
}

/// The instructions that begin a sentence (those not written with the next one).
pub fn sentence_heads(effects: &[Effect]) -> Vec<usize> {
    (0..effects.len()).filter(|i| !written_with_next(effects, *i)).collect()
}

/// Put an instruction read, with the choice its words make before it
/// ("of your choice": 608.2d, the choice is made as it is followed); the
/// presentation of the instruction moves with it.
/// `said`: the choice a noun of the instruction said "of your choice"
/// (`Cursor::said_choice`), kept only if the instruction reads it.
fn push_read(s: &mut Sentences, e: Effect, said: Option<Choice>) {
    let said = said.filter(|ch| filter_reads_choice(&e, ch));
    let choice = if names_chosen_color(&e) {
        Some(Choice::Color)
    } else if names_chosen_type(&e) && !is_choice_of_type_other_than(s.effects.last()) {
        Some(Choice::CreatureType)
    } else if names_chosen_land_type(&e) {
        Some(Choice::BasicLandType)
    } else {
        said.clone()
    };
    if let Some(choice) = choice {
        let at = s.effects.len();
        let joins = s.pres.joins.iter_mut().map(|(i, _)| i);
        let alts = s.pres.alts.iter_mut().map(|(i, _)| i);
        for i in joins.chain(alts).chain(s.pres.names.iter_mut()) {
            if *i >= at {
                *i += 1;
            }
        }
        s.effects.push(Effect::Choose { choice, remember: false });
        if said.is_some() {
            add_alt(s, at + 1, OF_YOUR_CHOICE_WORDS);
        }
    }
    s.effects.push(e);
}

/// The wording bit of an instruction whose noun says the creature type or
/// color chosen just before it ("creatures of the creature type of your
/// choice"), rather than a sentence of its own saying the choice ("Choose a
/// creature type. ... of that type").
const OF_YOUR_CHOICE_WORDS: u16 = 16384;

/// Are the permanents the instruction acts on ("all [permanents]") those of
/// the value of this kind the choice before it makes ("of that type":
/// `chosen_type`; "of the chosen color": `chosen_color`)?
fn filter_reads_choice(e: &Effect, choice: &Choice) -> bool {
    let Some(ObjRef::All(f)) = object_of(e) else { return false };
    match choice {
        Choice::CreatureType => f.chosen_type,
        Choice::Color => f.chosen_color,
        _ => false,
    }
}

/// After a choice written with the instruction that reads it in a filter:
/// the noun's words as the printed text has them, "of your choice" (the bit
/// `OF_YOUR_CHOICE_WORDS` on the instruction), or the choice as its own sentence first.
fn with_choice_words(effects: &[Effect], pres: &Presentation, i: usize, sentence: String) -> Result<String, String> {
    let Some(j) = i.checked_sub(1) else { return Ok(sentence) };
    let Effect::Choose { choice, remember: false } = &effects[j] else { return Ok(sentence) };
    if !written_with_next(effects, j) || names_chosen_type(&effects[i]) || names_chosen_color(&effects[i]) {
        return Ok(sentence);
    }
    let (plain, said, first) = match choice {
        Choice::CreatureType => (" of that type", super::nouns::OF_YOUR_CHOICE_TYPE, "Choose a creature type."),
        Choice::Color => (super::nouns::THE_CHOSEN_COLOR, super::nouns::OF_YOUR_CHOICE_COLOR, "Choose a color."),
        _ => return Ok(sentence),
    };
    if !pres.alts.iter().any(|(k, n)| *k == i && n & OF_YOUR_CHOICE_WORDS != 0) {
        return Ok(format!("{first} {sentence}"));
    }
    if sentence.matches(plain).count() != 1 {
        return Err("a choice said \"of your choice\" by other than one noun".into());
    }
    Ok(sentence.replacen(plain, said, 1))
}

/// Does the instruction name a basic land type "of your choice" (chosen by a `choose` before it)?
fn names_chosen_land_type(e: &Effect) -> bool {
    matches!(e, Effect::Continuous { modifications, .. } if modifications.iter().any(|m| matches!(m, Modification::SetChosenLandType)))
}

/// Does the instruction name a creature type "of your choice" (chosen by a `choose` before it)?
fn names_chosen_type(e: &Effect) -> bool {
    matches!(e, Effect::Continuous { modifications, .. } if modifications.iter().any(|m| matches!(m, Modification::SetChosenCreatureType)))
}

/// "+2/+2", "-3/-0": a zero takes the sign of the other number.
pub fn pt_change(p: i32, t: i32) -> String {
    let sign = |n: i32, other: i32| if n < 0 || (n == 0 && other < 0) { format!("-{}", n.unsigned_abs()) } else { format!("+{n}") };
    format!("{}/{}", sign(p, t), sign(t, p))
}

/// "Shuffle [this] into its owner's library" (701.16): a spell as it
/// resolves (the Beacons), or the card its own dies trigger finds in the graveyard.
fn shuffle_this(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("shuffle ") {
        return None;
    }
    let shuffle = |what| Some(Effect::ShuffleIntoLibrary { player: None, each_player: false, what: Some(what), hand: false, graveyard: false, permanents: false });
    if this(c, ctx, s) {
        return if c.eat(INTO_OWNERS_LIBRARY) { shuffle(ObjRef::This) } else { None };
    }
    // "Shuffle [up to two / any number of] target [creature] cards from your graveyard into your library".
    let what = object(c, ctx, s).filter(|o| matches!(o, ObjRef::Target(_) | ObjRef::Targets))?;
    (yours_in_graveyard_all(&what, &s.targets) && c.eat(INTO_YOUR_LIBRARY)).then(|| shuffle(what))?
}

/// Cards of your graveyard, your library's: a target card or the targets,
/// each from your graveyard.
fn yours_in_graveyard_all(what: &ObjRef, targets: &[TargetSpec]) -> bool {
    match what {
        ObjRef::Target(i) => targets.get(*i).is_some_and(yours_in_graveyard),
        ObjRef::Targets => !targets.is_empty() && targets.iter().all(yours_in_graveyard),
        _ => false,
    }
}

const INTO_YOUR_LIBRARY: &str = " into your library";

const INTO_OWNERS_LIBRARY: &str = " into its owner's library";

/// The wording bit of a card put ("put target creature card from a
/// graveyard onto the battlefield") rather than returned.
const PUT_ONTO: u16 = 4;

/// "Put target creature card from a graveyard onto the battlefield [under
/// your control]": the card returns as `return_to_battlefield` returns it.
fn put_onto_battlefield(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("put ") {
        return None;
    }
    let what = object(c, ctx, s)?;
    let ObjRef::Target(i) = what else { return None };
    if s.targets[i].kind != TargetKind::CardInGraveyard || !c.eat(" onto the battlefield") {
        return None;
    }
    let under_your_control = c.eat(" under your control");
    add_alt(s, s.effects.len(), PUT_ONTO);
    Some(Effect::ReturnToBattlefield { what, under_your_control, with_counters: Vec::new(), tapped: false, flipped: false })
}

/// "Return a [noun] card at random from your graveyard to your hand",
/// "return two cards at random ...".
fn return_at_random(c: &mut Cursor, _: &Context, _: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("return ") {
        return None;
    }
    let (count, number) = if c.eat("a ") || c.eat("an ") {
        (1, Number::One)
    } else {
        let n = c.word_number().filter(|n| *n >= 2)?;
        if !c.eat(" ") {
            return None;
        }
        (n as i32, Number::Many)
    };
    let filter = nouns::read(c, number, Some(("card", "cards")))?;
    if filter.controller.is_some() || filter.controlled_by.is_some() || filter.owner.is_some() || !c.eat(AT_RANDOM_TO_HAND) {
        return None;
    }
    Some(Effect::ReturnAtRandom { filter: filter.into(), count: Amount::Fixed(count) })
}

const AT_RANDOM_TO_HAND: &str = " at random from your graveyard to your hand";

fn write_return_at_random(filter: &Filter, count: &Amount) -> Result<String, String> {
    let (n, number) = match count {
        Amount::Fixed(1) => (String::new(), Number::One),
        Amount::Fixed(n) if *n >= 2 => (format!("{} ", number_word(*n as u32)), Number::Many),
        other => return Err(format!("returning {other:?} cards at random")),
    };
    let noun = nouns::write(filter, number, Some(("card", "cards")))?;
    let n = if n.is_empty() { format!("{} ", super::words::article(&noun)) } else { n };
    Ok(format!("return {n}{noun}{AT_RANDOM_TO_HAND}"))
}

/// "Put a [noun] card from your hand onto the battlefield [tapped]" (608.2d:
/// chosen as the instruction is followed).
fn put_from_hand(c: &mut Cursor, _: &Context, _: &mut Sentences) -> Option<Effect> {
    if !(c.eat_sentence_start("put ") && (c.eat("a ") || c.eat("an "))) {
        return None;
    }
    let filter = nouns::read(c, Number::One, Some(("card", "cards")))?;
    if filter.controller.is_some() || filter.controlled_by.is_some() || !c.eat(FROM_HAND_ONTO) {
        return None;
    }
    let tapped = c.eat(" tapped");
    Some(Effect::PutFromHand { filter: filter.into(), tapped })
}

const FROM_HAND_ONTO: &str = " from your hand onto the battlefield";

fn write_put_from_hand(filter: &Filter, tapped: bool) -> Result<String, String> {
    let noun = nouns::write(filter, Number::One, Some(("card", "cards")))?;
    let article = super::words::article(&noun);
    Ok(format!("put {article} {noun}{FROM_HAND_ONTO}{}", if tapped { " tapped" } else { "" }))
}

/// The ends of its owner's library a permanent may be put on (400.3).
const LIBRARY_ENDS: [(&str, LibraryEnd); 2] = [(" on top of its owner's library", LibraryEnd::Top), (" on the bottom of its owner's library", LibraryEnd::Bottom)];

/// "Put target creature on top of its owner's library", "put [this] on the
/// bottom of its owner's library": one permanent.
fn put_in_library(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("put ") {
        return None;
    }
    let what = object(c, ctx, s).filter(|o| matches!(o, ObjRef::Target(_) | ObjRef::Targets | ObjRef::This | ObjRef::TriggerObject | ObjRef::Attached))?;
    // Several target cards of your graveyard: on top of your library, in the order you choose (401.4).
    if what == ObjRef::Targets {
        let (_, end) = yours_in_graveyard_all(&what, &s.targets).then(|| YOUR_LIBRARY_ENDS.iter().find(|(w, _)| c.eat(w)))??;
        return Some(Effect::PutInLibrary { what, end: *end });
    }
    if let ObjRef::Target(i) = what {
        // A card of your graveyard goes to your library ("put target artifact
        // card from your graveyard on top of your library", 400.3).
        if yours_in_graveyard(&s.targets[i]) {
            let (_, end) = YOUR_LIBRARY_ENDS.iter().find(|(w, _)| c.eat(w))?;
            return Some(Effect::PutInLibrary { what, end: *end });
        }
        // A permanent, or a card of any graveyard ("put target card from a
        // graveyard on the bottom of its owner's library").
        if !matches!(s.targets[i].kind, TargetKind::Permanent | TargetKind::CardInGraveyard) {
            return None;
        }
    }
    let (_, end) = LIBRARY_ENDS.iter().find(|(w, _)| c.eat(w))?;
    Some(Effect::PutInLibrary { what, end: *end })
}

/// The ends of your own library, for a card of your graveyard.
const YOUR_LIBRARY_ENDS: [(&str, LibraryEnd); 2] = [(" on top of your library", LibraryEnd::Top), (" on the bottom of your library", LibraryEnd::Bottom)];

fn yours_in_graveyard(t: &TargetSpec) -> bool {
    t.kind == TargetKind::CardInGraveyard && t.filter.owner == Some(Relation::You)
}

fn write_put_in_library(what: &ObjRef, end: LibraryEnd, w: &W) -> Result<String, String> {
    let yours = matches!(what, ObjRef::Target(_) | ObjRef::Targets) && yours_in_graveyard_all(what, w.targets);
    let ends = if yours { &YOUR_LIBRARY_ENDS } else { &LIBRARY_ENDS };
    let (words, _) = ends.iter().find(|(_, e)| *e == end).ok_or("a library end")?;
    Ok(format!("put {}{words}", write_object(what, w)?))
}

/// "Put a +1/+1 counter on [object]", "put two -1/-1 counters on ...".
fn counters(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("put ") {
        return None;
    }
    // "Put X [kind] counters on ..." (107.3: X announced, or named by ", where X is").
    let x = c.eat("X ");
    let (n, plural) = if x {
        (0, true)
    } else if c.eat("a ") {
        (1, false)
    } else {
        (c.word_number().filter(|n| *n >= 2)?, true)
    };
    if !(n <= 1 || c.eat(" ")) {
        return None;
    }
    let kind = counter_kind(c)?;
    if !c.eat(if plural { " counters on " } else { " counter on " }) {
        return None;
    }
    let what = if let Some(several) = undone(c, s, |c, s| if c.eat("each of ") { several_targets(c, s) } else { None }) {
        // "each of up to two target creatures" (601.2c: one slot each).
        several
    } else {
        match c.attempt(|c| if c.eat("each ") { nouns::read(c, Number::One, None) } else { None }) {
            Some(f) => ObjRef::All(f.into()),
            None => object(c, ctx, s).filter(|o| !matches!(o, ObjRef::All(_) | ObjRef::Targets))?,
        }
    };
    // "Put a +1/+1 counter on [this] for each 1 life lost this way" (608.2h).
    if let Some(d) = c.attempt(|c| if n == 1 && c.eat(" for each ") { this_way_each(c, s.effects.last()) } else { None }) {
        return Some(Effect::PutCounters { what, kind, count: Amount::Dynamic(d) });
    }
    // "... for each creature that died this turn" (counted as it resolves, 608.2h).
    if let Some(d) = c.attempt(|c| if n == 1 && c.eat(" for each ") { super::amounts::counted(c, ctx.name) } else { None }) {
        return Some(Effect::PutCounters { what, kind, count: Amount::Dynamic(d) });
    }
    let count = if x { Amount::Dynamic(DynamicAmount::X) } else { Amount::Fixed(n as i32) };
    Some(Effect::PutCounters { what, kind, count })
}

/// "Remove a [kind] counter from [object]", "remove two ... counters from ..." (122.1).
fn remove_counters(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("remove ") {
        return None;
    }
    let (n, plural) = if c.eat("a ") { (1, false) } else { (c.word_number().filter(|n| *n >= 2)?, true) };
    if !(n == 1 || c.eat(" ")) {
        return None;
    }
    let kind = counter_kind(c)?;
    if !c.eat(if plural { " counters from " } else { " counter from " }) {
        return None;
    }
    // "from each creature you control": every permanent the noun names.
    let what = match c.attempt(|c| if c.eat("each ") { nouns::read(c, Number::One, None) } else { None }) {
        Some(f) => ObjRef::All(f.into()),
        None => object(c, ctx, s).filter(|o| !matches!(o, ObjRef::All(_)))?,
    };
    Some(Effect::RemoveCounters { what, kind, count: Amount::Fixed(n as i32) })
}

fn write_remove_counters(what: &ObjRef, kind: &str, count: &Amount, w: &W) -> Result<String, String> {
    if !counter_kind_ok(kind) {
        return Err(format!("counters '{kind}' removed from {what:?}"));
    }
    let n = match count {
        Amount::Fixed(1) => format!("a {kind} counter"),
        Amount::Fixed(n) if *n >= 2 => format!("{} {kind} counters", number_word(*n as u32)),
        other => return Err(format!("the number of counters {other:?}")),
    };
    let from = match what {
        ObjRef::All(f) => format!("each {}", nouns::write(f, Number::One, None)?),
        o => write_object(o, w)?,
    };
    Ok(format!("remove {n} from {from}"))
}

/// A kind of counter: one that changes power and toughness ("+1/+1",
/// "-1/-1", "+1/+2", "-0/-1"), or a word ("charge", "spore").
pub fn counter_kind(c: &mut Cursor) -> Option<String> {
    if let Some(k) = c.rest().get(..5).filter(|k| crate::rules::layers::pt_counter(k).is_some()).map(str::to_string) {
        c.pos += 5;
        return Some(k);
    }
    let word: String = c.rest().chars().take_while(|ch| ch.is_ascii_lowercase()).collect();
    if word.is_empty() || word.len() > 20 || !c.rest()[word.len()..].starts_with(" counter") {
        return None;
    }
    c.pos += word.len();
    Some(word)
}

pub fn counter_kind_ok(kind: &str) -> bool {
    crate::rules::layers::pt_counter(kind).is_some() || (!kind.is_empty() && kind.len() <= 20 && kind.chars().all(|ch| ch.is_ascii_lowercase()))
}

fn write_counters(what: &ObjRef, kind: &str, count: &Amount, w: &W) -> Result<String, String> {
    if !counter_kind_ok(kind) {
        return Err(format!("counters '{kind}' on {what:?}"));
    }
    let each = match (write_this_way_each(count, w.prev), count) {
        (Some(words), _) => words?,
        (None, Amount::Dynamic(DynamicAmount::X)) => String::new(),
        (None, Amount::Dynamic(d)) => format!(" for each {}", super::amounts::write_counted(d, w.name)?),
        (None, Amount::Fixed(_)) => String::new(),
    };
    let n = match count {
        Amount::Dynamic(DynamicAmount::X) => format!("X {kind} counters"),
        Amount::Fixed(1) => format!("a {kind} counter"),
        Amount::Dynamic(_) if !each.is_empty() => format!("a {kind} counter"),
        Amount::Fixed(n) if *n >= 2 => format!("{} {kind} counters", number_word(*n as u32)),
        other => return Err(format!("the number of counters {other:?}")),
    };
    let on = match what {
        ObjRef::All(f) => format!("each {}", nouns::write(f, Number::One, None)?),
        ObjRef::Targets => format!("each of {}", write_several_targets(w)?),
        o => write_object(o, w)?,
    };
    Ok(format!("put {n} on {on}{each}"))
}

fn sacrifice_this(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if c.attempt(|c| (c.eat_sentence_start("sacrifice ") && this(c, ctx, s)).then_some(())).is_some() {
        return Some(Effect::SacrificeSource);
    }
    // "Sacrifice it", "Its controller sacrifices it" (701.15a): an object named before.
    let its_controller = c.eat_sentence_start(ITS_CONTROLLER_SACRIFICES);
    if !its_controller && !c.eat_sentence_start("sacrifice ") {
        return None;
    }
    let what = object(c, ctx, s)?;
    matches!(what, ObjRef::Target(_) | ObjRef::Moved | ObjRef::TriggerObject).then_some(Effect::SacrificeObject { what, its_controller })
}

const ITS_CONTROLLER_SACRIFICES: &str = "its controller sacrifices ";

/// "Attach [this] to target creature you control" (701.3a: an Equipment's
/// ability other than equip, at any time its controller could activate it:
/// Horned Helm, Cranial Plating).
fn attach_this(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !(c.eat_sentence_start("attach ") && this(c, ctx, s) && c.eat(" to target ")) {
        return None;
    }
    let (kind, f) = target_phrase(c)?;
    (kind == TargetKind::Permanent && f.types == [CardType::Creature]).then(|| Effect::AttachSourceTo { target: target(s, kind, f) })
}

/// How many targets "among one or two", "among one, two, or three" allows.
const AMONG: &[(&str, usize)] = &[("one or two", 2), ("one, two, or three", 3)];
/// "Among any number of target ...": as many targets as points of damage
/// (written so when that is more than three).
const ANY_NUMBER: &str = "any number of";
/// The most damage divided among "any number" of targets the reader takes (one slot each).
const MAX_DIVIDED_AMONG: usize = 20;

/// "[this] deals N damage divided as you choose among one, two, or three
/// target creatures and/or players" (601.2d: divided as the spell is cast
/// or the ability activated or put on the stack; one required target, the
/// others optional). "X damage" or "X plus N damage" (X announced first,
/// 601.2b) among "any number of" targets: one slot for as many as are
/// chosen (`TargetSpec::any_number`), none included.
fn divided(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !(s.targets.is_empty() && s.divide.is_none() && this(c, ctx, s) && c.eat(" deals ")) {
        return None;
    }
    let amount = match amount(c)? {
        Amount::Dynamic(DynamicAmount::X) if c.eat(X_PLUS) => Amount::Dynamic(DynamicAmount::Sum { of: vec![Amount::Dynamic(DynamicAmount::X), Amount::Fixed(c.number()? as i32)] }),
        a => a,
    };
    if !c.eat(" damage divided as you choose among ") {
        return None;
    }
    // "Any number": each target is dealt at least 1 (601.2d), so at most N of them.
    let k = match (AMONG.iter().find(|(w, _)| c.eat(w)), amount.fixed()) {
        (Some((_, k)), Some(_)) => Some(*k),
        (None, Some(n)) if c.eat(ANY_NUMBER) && (1..=MAX_DIVIDED_AMONG as i32).contains(&n) => Some(n as usize),
        (None, None) if c.eat(ANY_NUMBER) => None,
        _ => return None,
    };
    if !c.eat(" target ") {
        return None;
    }
    let (kind, f) = if c.eat("creatures and/or players") { (TargetKind::CreatureOrPlayer, FilterSpec::default()) } else { (TargetKind::Permanent, nouns::read(c, Number::Many, None)?) };
    match k {
        Some(k) => {
            for i in 0..k {
                let slot = target(s, kind, f.clone());
                s.targets[slot].optional = i > 0;
            }
        }
        None => {
            let slot = target(s, kind, f);
            s.targets[slot].any_number = true;
        }
    }
    s.divide = Some(amount);
    Some(Effect::DealDividedDamage)
}

/// "X plus N damage" (Meteor Shower).
const X_PLUS: &str = " plus ";

/// The wording bit of a divided amount named ", where X is [count] as you
/// cast [this]" (a spell's: found as it is cast, 601.2d).
const AS_YOU_CAST: u16 = 1;
const AS_YOU_CAST_WORDS: &str = " as you cast ";

/// ", where X is [count]" after X damage divided: the count (of "it", the
/// source) and whether it says "as you cast [this]" (a spell must: its
/// division is made as it is cast; an ability's as it is activated or put
/// on the stack, said no more).
fn divided_where_x(c: &mut Cursor, ctx: &Context, s: &Sentences, it: Option<&ObjRef>) -> Option<(DynamicAmount, bool)> {
    if !c.eat(WHERE_X) {
        return None;
    }
    let d = super::amounts::read_count(c, ctx, it, s.effects.last())?;
    let cast = ctx.is_spell;
    if cast && !(c.eat(AS_YOU_CAST_WORDS) && ctx.eat_name(c)) {
        return None;
    }
    Some((d, cast))
}

/// The words of a divided amount: the number, "X", "X plus N", or "X" with
/// ", where X is [count]" (and "as you cast [this]" where it said so) to
/// write after the targets.
fn divided_amount_words(amount: &Amount, w: &W, it: Option<&ObjRef>) -> Result<(String, String), String> {
    if let Some(n) = amount.fixed() {
        return Ok((n.to_string(), String::new()));
    }
    match (amount.x_offset(), amount) {
        (Some(0), _) => Ok(("X".into(), String::new())),
        (Some(plus), _) if plus > 0 => Ok((format!("X{X_PLUS}{plus}"), String::new())),
        (None, Amount::Dynamic(d)) => {
            let count = super::amounts::write_count(d, w.name, it, w.prev)?;
            let cast = if w.alt & AS_YOU_CAST != 0 { format!("{AS_YOU_CAST_WORDS}{}", w.name) } else { String::new() };
            Ok(("X".into(), format!("{WHERE_X}{count}{cast}")))
        }
        _ => Err(format!("the divided amount {amount:?}")),
    }
}

/// "Prevent the next N damage that would be dealt this turn to any number
/// of target creatures and/or players, divided as you choose" (601.2d: as
/// many targets as points, one required; 615.7: a shield for each share).
fn prevent_divided(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    if !(s.targets.is_empty() && s.divide.is_none() && c.eat_sentence_start("prevent the next ")) {
        return None;
    }
    // A number: one slot per point; X (named after: ", where X is ..."): one slot for any number.
    let amount = amount(c)?;
    if !(c.eat(PREVENT_DIVIDED.0) && c.eat(PREVENT_DIVIDED.1)) {
        return None;
    }
    match amount.fixed() {
        Some(n) if (1..=MAX_DIVIDED_AMONG as i32).contains(&n) => {
            for i in 0..n {
                let slot = target(s, TargetKind::CreatureOrPlayer, FilterSpec::default());
                s.targets[slot].optional = i > 0;
            }
        }
        Some(_) => return None,
        None => {
            let slot = target(s, TargetKind::CreatureOrPlayer, FilterSpec::default());
            s.targets[slot].any_number = true;
        }
    }
    s.divide = Some(amount);
    Some(Effect::PreventDividedDamage)
}

/// "You choose a [nonland] card from it" after "[player] reveals his or her
/// hand" (608.2d): a card of that hand, "that card" for the next instructions.
fn choose_from_hand(c: &mut Cursor, _: &Context, s: &mut Sentences) -> Option<Effect> {
    // "[Player] reveals his or her hand ... you choose a card from it", or "Look
    // at target player's hand and choose a card from it" (the looker chooses).
    let (player, subject) = match s.effects.last() {
        Some(Effect::RevealHand { player }) => (player.clone(), "you choose a"),
        Some(Effect::LookAtHand { player }) => (player.clone(), "choose a"),
        _ => return None,
    };
    if !matches!(player, Recipient::Target(_) | Recipient::Player(_)) || !c.eat_sentence_start(subject) || !(c.eat(" ") || c.eat("n ")) {
        return None;
    }
    let f = nouns::read(c, Number::One, Some(("card", "cards")))?;
    if f.controller.is_some() || f.owner.is_some() || !c.eat(FROM_IT) {
        return None;
    }
    Some(Effect::ChooseFromHand { player, filter: f.into() })
}

/// The revealed hand a card is chosen from.
const FROM_IT: &str = " from it";

fn write_choose_from_hand(player: &Recipient, filter: &Filter, w: &W) -> Result<String, String> {
    let subject = match w.prev {
        Some(Effect::RevealHand { player: p }) if p == player => "you choose",
        Some(Effect::LookAtHand { player: p }) if p == player => "choose",
        _ => return Err("a card chosen from a hand not revealed or looked at just before".into()),
    };
    let noun = nouns::write(filter, Number::One, Some(("card", "cards")))?;
    Ok(format!("{subject} {} {noun}{FROM_IT}", super::words::article(&noun)))
}

/// "Reveal any number of [red] cards in your hand" (608.2d, 701.14).
fn reveal_from_hand(c: &mut Cursor, _: &Context, _: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start(REVEAL_ANY_NUMBER.0) {
        return None;
    }
    let f = nouns::read(c, Number::Many, Some(("card", "cards")))?;
    if f.controller.is_some() || f.owner.is_some() || !c.eat(REVEAL_ANY_NUMBER.1) {
        return None;
    }
    Some(Effect::RevealFromHand { filter: f.into() })
}

/// The words of `reveal_from_hand` around its noun.
const REVEAL_ANY_NUMBER: (&str, &str) = ("reveal any number of ", " in your hand");

fn write_reveal_from_hand(filter: &Filter) -> Result<String, String> {
    Ok(format!("{}{}{}", REVEAL_ANY_NUMBER.0, nouns::write(filter, Number::Many, Some(("card", "cards")))?, REVEAL_ANY_NUMBER.1))
}

/// "Target opponent chooses a creature he or she controls" (608.2d): that
/// player's choice, "it" for the next instructions.
fn choose_permanent(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let (player, true) = player_subject(c, ctx, s)? else { return None };
    if !matches!(player, Recipient::Target(_)) || !(c.eat("chooses a ") || c.eat("chooses an ")) {
        return None;
    }
    // The noun without a player of its own: "he or she controls" is the chooser's, said here.
    let words = std::mem::replace(&mut c.player_words, false);
    let noun = nouns::read(c, Number::One, None);
    c.player_words = words;
    let mut f = noun?;
    if f.controller.is_some() || f.owner.is_some() || !c.eat(HE_OR_SHE_CONTROLS) {
        return None;
    }
    f.controller = Some(Relation::You);
    Some(Effect::ChoosePermanent { player, filter: f.into() })
}

/// The chooser's own permanents, as `choose_permanent` says it.
const HE_OR_SHE_CONTROLS: &str = " he or she controls";

fn write_choose_permanent(player: &Recipient, filter: &Filter, w: &W) -> Result<String, String> {
    let (who, true) = write_player_subject(player, w)? else { return Err("a choice of a permanent by 'you'".into()) };
    if filter.controller != Some(Relation::You) || filter.owner.is_some() {
        return Err("a permanent chosen other than among the chooser's own".into());
    }
    let noun = nouns::write(&FilterSpec { controller: None, ..(**filter).clone() }, Number::One, None)?;
    Ok(format!("{who} chooses {} {noun}{HE_OR_SHE_CONTROLS}", super::words::article(&noun)))
}

/// The words of `prevent_divided` around its target's noun.
const PREVENT_DIVIDED: (&str, &str) = (" damage that would be dealt this turn to any number of target ", "creatures and/or players, divided as you choose");

fn write_prevent_divided(w: &W) -> Result<String, String> {
    let amount = w.divide.ok_or("divided prevention without an amount")?;
    let (n, where_x) = divided_amount_words(amount, w, None)?;
    let slots = match amount.fixed() {
        Some(n) => n as usize,
        None => 1,
    };
    let any = amount.fixed().is_none();
    let fits = w.targets.len() == slots && w.targets.iter().enumerate().all(|(i, t)| t.kind == TargetKind::CreatureOrPlayer && t.filter.is_empty() && t.optional == (i > 0) && !t.another && !t.x_count && t.any_number == any);
    if !fits {
        return Err("divided prevention among targets other than one per point, or any number for an amount found later".into());
    }
    Ok(format!("prevent the next {n}{}{}{where_x}", PREVENT_DIVIDED.0, PREVENT_DIVIDED.1))
}

fn write_divided(w: &W) -> Result<String, String> {
    let amount = w.divide.ok_or("divided damage without an amount")?;
    let first = w.targets.first().ok_or("divided damage without targets")?;
    let k = w.targets.len();
    let (n, where_x) = divided_amount_words(amount, w, Some(&ObjRef::This))?;
    let among = match amount.fixed() {
        Some(n) => match AMONG.iter().find(|(_, j)| *j == k) {
            Some((among, _)) => *among,
            None if k as i32 == n => ANY_NUMBER,
            None => return Err("divided damage among this many targets".into()),
        },
        None if k == 1 && first.any_number => ANY_NUMBER,
        None => return Err("divided damage of this amount among these targets".into()),
    };
    let same = w.targets.iter().enumerate().all(|(i, t)| t.kind == first.kind && t.filter == first.filter && t.optional == (i > 0 && !t.any_number) && !t.another && (t.any_number == (k == 1 && amount.fixed().is_none())));
    let noun = match first.kind {
        TargetKind::CreatureOrPlayer if first.filter.is_empty() => "creatures and/or players".to_string(),
        TargetKind::Permanent => nouns::write(&first.filter, Number::Many, None)?,
        other => return Err(format!("divided damage among {other:?}")),
    };
    if !same {
        return Err("divided damage among targets of different kinds".into());
    }
    Ok(format!("{} deals {n} damage divided as you choose among {among} target {noun}{where_x}", write_this(w)))
}

/// One creature, planeswalker or player a redirection names: "[this]",
/// "you", "target [noun]", "another target [noun]".
fn redirect_recipient(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Recipient> {
    if c.eat("you") {
        return Some(Recipient::Player(PlayerRef::You));
    }
    let another = c.eat("another ");
    if c.eat("target ") {
        let (kind, f) = target_phrase(c)?;
        let slot = target(s, kind, f);
        if another {
            s.targets[slot].another = true;
        }
        return Some(Recipient::Target(slot));
    }
    (!another && this(c, ctx, s)).then_some(Recipient::Object(ObjRef::This))
}

fn write_redirect_recipient(r: &Recipient, w: &W) -> Result<String, String> {
    match r {
        Recipient::Player(PlayerRef::You) => Ok("you".into()),
        Recipient::Target(i) => target_words(w, *i),
        Recipient::Object(ObjRef::This) => Ok(write_this(w)),
        other => Err(format!("a redirection to {other:?}")),
    }
}

/// "The next N (or X) damage that would be dealt to [one] this turn is
/// dealt to [another] instead" (614.9: a redirection shield).
fn redirect(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("the next ") {
        return None;
    }
    let amount = amount(c)?;
    if !c.eat(" damage that would be dealt ") {
        return None;
    }
    // "dealt this turn to [one]" is a wording of "dealt to [one] this turn".
    let early = c.eat("this turn to ");
    if !early && !c.eat("to ") {
        return None;
    }
    let to = redirect_recipient(c, ctx, s)?;
    if !c.eat(if early { " is dealt to " } else { " this turn is dealt to " }) {
        return None;
    }
    let instead = redirect_recipient(c, ctx, s)?;
    if !c.eat(" instead") {
        return None;
    }
    if early {
        add_alt(s, s.effects.len(), 1);
    }
    Some(Effect::RedirectDamage { amount, to, instead, from: None, next_time: false })
}

const UNPREVENTABLE_THIS_TURN: &str = "damage can't be prevented this turn";

/// "Prevent the next N damage that would be dealt to target creature or
/// player this turn", "Prevent all combat damage that would be dealt this
/// turn", and "prevent all [combat] damage that would be dealt to / by [one]
/// this turn" (615.7; combat damage only, 510.2); "[one] would deal" is a
/// wording of "by [one]" (variant 2).
fn prevent(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if c.eat_sentence_start("prevent all combat damage that would be dealt this turn") {
        return Some(Effect::PreventAllCombatDamage);
    }
    // 615.12: "Damage can't be prevented this turn."
    if c.eat_sentence_start(UNPREVENTABLE_THIS_TURN) {
        return Some(Effect::DamageCantBePreventedThisTurn);
    }
    if c.eat_sentence_start("prevent all ") {
        let combat = c.eat("combat ");
        if !c.eat("damage ") {
            return None;
        }
        let (to, from) = if c.eat("that would be dealt to ") {
            (Some(prevention_recipient(c, ctx, s)?), None)
        } else if c.eat("that would be dealt by ") {
            (None, Some(one_permanent(c, ctx, s, true)?))
        } else {
            let o = one_permanent(c, ctx, s, true)?;
            if !c.eat(" would deal") {
                return None;
            }
            add_alt(s, s.effects.len(), 2);
            (None, Some(o))
        };
        return c.eat(" this turn").then_some(Effect::PreventDamage { amount: None, to, from, next_time: false, combat });
    }
    if !c.eat_sentence_start("prevent the next ") {
        return None;
    }
    // A number, or X (announced, or named after: ", where X is ...").
    let n = amount(c)?;
    if !c.eat(" damage that would be dealt to ") {
        return None;
    }
    // A target, or one the text names ("[this]", "enchanted creature").
    let to = prevention_recipient(c, ctx, s)?;
    if !c.eat(" this turn") {
        return None;
    }
    Some(Effect::PreventDamage { amount: Some(n), to: Some(to), from: None, next_time: false, combat: false })
}

/// Whom damage is prevented to: "target creature or player", "target
/// creature", "it", "that creature", the card itself, "enchanted creature".
fn prevention_recipient(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Recipient> {
    if c.eat("you") {
        return Some(Recipient::Player(PlayerRef::You));
    }
    if c.eat("target ") {
        let (kind, f) = target_phrase(c)?;
        return Some(Recipient::Target(target(s, kind, f)));
    }
    Some(match one_permanent(c, ctx, s, true)? {
        ObjRef::Target(i) => Recipient::Target(i),
        o => Recipient::Object(o),
    })
}

/// "Prevent all [combat] damage that would be dealt to and dealt by [one] this
/// turn": two shields, one sentence (the first written with the second).
fn prevent_to_and_by(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<(Effect, Effect)> {
    if !c.eat_sentence_start("prevent all ") {
        return None;
    }
    let combat = c.eat("combat ");
    if !c.eat("damage that would be dealt to and dealt by ") {
        return None;
    }
    let at = s.effects.len();
    let o = one_permanent(c, ctx, s, true)?;
    if !c.eat(" this turn") {
        return None;
    }
    // The wording of "it"/"that creature" belongs to the sentence, keyed by its second instruction.
    for (i, _) in s.pres.alts.iter_mut().filter(|(i, _)| *i == at) {
        *i = at + 1;
    }
    let to = match &o {
        ObjRef::Target(i) => Recipient::Target(*i),
        o => Recipient::Object(o.clone()),
    };
    Some((Effect::PreventDamage { amount: None, to: Some(to), from: None, next_time: false, combat }, Effect::PreventDamage { amount: None, to: None, from: Some(o), next_time: false, combat }))
}

fn write_prevent_all(to: &Option<Recipient>, from: &Option<ObjRef>, combat: bool, w: &W) -> Result<String, String> {
    let kind = if combat { "combat " } else { "" };
    match (to, from) {
        (Some(Recipient::Player(PlayerRef::You)), None) => Ok(format!("prevent all {kind}damage that would be dealt to you this turn")),
        (Some(Recipient::Target(i)), None) => Ok(format!("prevent all {kind}damage that would be dealt to {} this turn", write_object(&ObjRef::Target(*i), w)?)),
        (Some(Recipient::Object(o)), None) => Ok(format!("prevent all {kind}damage that would be dealt to {} this turn", write_object(o, w)?)),
        (None, Some(o)) if w.alt & 2 == 2 => Ok(format!("prevent all {kind}damage {} would deal this turn", write_object(o, w)?)),
        (None, Some(o)) => Ok(format!("prevent all {kind}damage that would be dealt by {} this turn", write_object(o, w)?)),
        _ => Err("a prevention shield to and from".into()),
    }
}

const OF_THE_CHOSEN_COLOR: &str = "one mana of the chosen color";

/// "Add {G} to your mana pool", "Add {R} or {G} ...", "Add one mana of any
/// color ...", "Add one mana of the chosen color ..." (614.12), "Add three mana of any one color ...", "Add two mana in any
/// combination of colors ..." / "... of {R} and/or {G} ...", "Add to your
/// mana pool one mana of any color that a land an opponent controls could
/// produce" (106.7).
fn add_mana(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    // "Whenever enchanted land is tapped for mana, its controller adds {G} to
    // his or her mana pool" (605.4a): the tapped permanent's controller.
    if ctx.tapped_for_mana.get() && c.eat_sentence_start("its controller adds ") {
        let m = c.mana()?;
        if m.x > 0 || m.generic > 0 || !m.hybrid.is_empty() || !m.mono_hybrid.is_empty() || !c.eat(" to his or her mana pool") {
            return None;
        }
        let for_each = c.attempt(|c| if c.eat(" for each ") { super::amounts::counted(c, ctx.name) } else { None }).map(Amount::Dynamic);
        return Some(Effect::AddMana { mana: ManaAmount { text: pool_text(&m.colored), pool: m.colored }, for_each, player: Some(PlayerRef::TriggerPlayer) });
    }
    if !c.eat_sentence_start("add ") {
        return None;
    }
    if let Some(e) = c.attempt(mana_of_choice) {
        return Some(e);
    }
    // "{W}{W}, {W}{U}, or {U}{U}": two mana in any combination of two colours, each way listed.
    if let Some([a, b]) = c.attempt(two_colour_pairs) {
        add_alt(s, s.effects.len(), PAIRS_WORDING);
        return Some(Effect::AddManaOfChoice { amount: Amount::Fixed(2), colors: vec![a, b], one_color: false, could_produce: None, chosen_color: false });
    }
    let e = if c.eat("one mana of any color") {
        Effect::AddManaOfChoice { amount: Amount::Fixed(1), colors: Vec::new(), one_color: false, could_produce: None, chosen_color: false }
    } else if c.eat(OF_THE_CHOSEN_COLOR) {
        Effect::AddManaOfChoice { amount: Amount::Fixed(1), colors: Vec::new(), one_color: false, could_produce: None, chosen_color: true }
    } else {
        let m = c.mana()?;
        if m.x > 0 || m.generic > 0 || !m.hybrid.is_empty() || !m.mono_hybrid.is_empty() {
            return None;
        }
        if c.eat(" or ") {
            let a = single_color(&m)?;
            let b = single_color(&c.mana()?)?;
            Effect::AddManaOfChoice { amount: Amount::Fixed(1), colors: vec![a, b], one_color: false, could_produce: None, chosen_color: false }
        } else if c.rest().starts_with(", ") {
            // "{R}, {G}, or {W}": one of three or more colours (106.3).
            let mut colors = vec![single_color(&m)?];
            while c.eat(", ") {
                let last = c.eat("or ");
                colors.push(single_color(&c.mana()?)?);
                if last {
                    break;
                }
            }
            if colors.len() < 3 || colors.iter().enumerate().any(|(i, x)| colors[..i].contains(x)) {
                return None;
            }
            Effect::AddManaOfChoice { amount: Amount::Fixed(1), colors, one_color: false, could_produce: None, chosen_color: false }
        } else {
            let pool = m.colored;
            Effect::AddMana { mana: ManaAmount { text: pool_text(&pool), pool }, for_each: None, player: None }
        }
    };
    if !c.eat(" to your mana pool") {
        return None;
    }
    // "... for each Forest you control": that mana once for each (106.4, counted as it is added);
    // "... for each charge counter on [this]".
    // "... for each storage counter removed this way": the number the cost removed (its X).
    let counted = |c: &mut Cursor| {
        if !c.eat(" for each ") {
            return None;
        }
        if let Some(kind) = ctx.removed.borrow().as_deref() {
            if c.eat(&format!("{kind} counter removed this way")) {
                return Some(DynamicAmount::X);
            }
        }
        super::amounts::counted(c, ctx.name)
    };
    match (e, c.attempt(counted)) {
        (Effect::AddMana { mana, for_each: None, player: None }, Some(d)) => Some(Effect::AddMana { mana, for_each: Some(Amount::Dynamic(d)), player: None }),
        (e, None) => Some(e),
        _ => None,
    }
}


/// The wording bit of two mana in any combination of two colours written as
/// its three ways ("{W}{W}, {W}{U}, or {U}{U}").
const PAIRS_WORDING: u16 = 2048;

/// "{A}{A}, {A}{B}, or {B}{B} to your mana pool": the two colours.
fn two_colour_pairs(c: &mut Cursor) -> Option<[Color; 2]> {
    // Coloured symbols only, two of them: how many of `x` among them.
    let plain = |m: &crate::rules::types::ManaCost| m.x == 0 && m.generic == 0 && m.hybrid.is_empty() && m.mono_hybrid.is_empty() && m.phyrexian.is_empty() && m.colored.colorless == 0 && m.colored.total() == 2;
    let twice = |m: &crate::rules::types::ManaCost| Color::ALL.into_iter().find(|x| plain(m) && m.colored.get(ManaType::of_color(*x)) == 2);
    let a = twice(&c.mana()?)?;
    if !c.eat(", ") {
        return None;
    }
    let mid = c.mana()?;
    if !c.eat(", or ") {
        return None;
    }
    let b = twice(&c.mana()?)?;
    let one_each = plain(&mid) && mid.colored.get(ManaType::of_color(a)) == 1 && mid.colored.get(ManaType::of_color(b)) == 1;
    (a != b && one_each && c.eat(" to your mana pool")).then_some([a, b])
}

/// The words after "add" of mana whose colours are chosen as it is added
/// (106.3): "N mana of any one color", "N mana in any combination of colors"
/// or "of {R} and/or {G}", each followed by " to your mana pool"; and "to
/// your mana pool one mana of any color that [a noun] could produce" (106.7).
fn mana_of_choice(c: &mut Cursor) -> Option<Effect> {
    if c.eat("to your mana pool one mana of any color that a ") {
        let f = nouns::read(c, Number::One, None)?;
        return c.eat(" could produce").then(|| Effect::AddManaOfChoice { amount: Amount::Fixed(1), colors: Vec::new(), one_color: false, could_produce: Some(f.into()), chosen_color: false });
    }
    let amount = if c.eat("X") { Amount::Dynamic(DynamicAmount::X) } else { Amount::Fixed(c.word_number().filter(|n| *n >= 2)? as i32) };
    let (colors, one_color) = if c.eat(" mana of any one color") {
        (Vec::new(), true)
    } else if c.eat(" mana in any combination of colors") {
        (Vec::new(), false)
    } else if c.eat(" mana in any combination of ") {
        let a = single_color(&c.mana()?)?;
        if !c.eat(" and/or ") {
            return None;
        }
        let b = single_color(&c.mana()?)?;
        (vec![a, b], false)
    } else {
        return None;
    };
    c.eat(" to your mana pool").then_some(Effect::AddManaOfChoice { amount, colors, one_color, could_produce: None, chosen_color: false })
}

/// The words of `mana_of_choice`, after "add ".
fn write_mana_of_choice(amount: &Amount, colors: &[Color], one_color: bool, could_produce: &Option<Filter>) -> Result<String, String> {
    if let Some(f) = could_produce {
        if *amount != Amount::Fixed(1) || one_color || !colors.is_empty() {
            return Err("mana that a permanent could produce, of an amount or colours".into());
        }
        return Ok(format!("to your mana pool one mana of any color that a {} could produce", nouns::write(f, Number::One, None)?));
    }
    let n = match amount {
        Amount::Dynamic(DynamicAmount::X) => "X".to_string(),
        Amount::Fixed(n) if *n >= 2 => number_word(*n as u32),
        other => return Err(format!("the amount of mana {other:?}")),
    };
    let kind = match (colors, one_color) {
        ([], true) => "of any one color".to_string(),
        ([], false) => "in any combination of colors".to_string(),
        ([a, b], false) => format!("in any combination of {{{}}} and/or {{{}}}", a.symbol(), b.symbol()),
        _ => return Err("a choice of mana among these colours".into()),
    };
    Ok(format!("{n} mana {kind} to your mana pool"))
}

/// " for each [counted]" after an instruction's words, for an amount counted so.
fn for_each_words(a: &Option<Amount>, this: &str) -> Result<String, String> {
    match a {
        None => Ok(String::new()),
        Some(Amount::Dynamic(d)) => Ok(format!(" for each {}", super::amounts::write_counted(d, this)?)),
        Some(other) => Err(format!("the amount {other:?}")),
    }
}

fn single_color(m: &crate::rules::types::ManaCost) -> Option<Color> {
    let colors: Vec<Color> = m.colors().iter().collect();
    (m.colored.total() == 1 && colors.len() == 1).then(|| colors[0])
}

/// Mana as printed: {C} first, then the colours in the printed order.
fn pool_text(pool: &ManaPool) -> String {
    let mut s = mana_symbol(ManaType::Colorless).repeat(pool.colorless as usize);
    let present: Vec<Color> = Color::ALL.iter().copied().filter(|c| pool.get(ManaType::of_color(*c)) > 0).collect();
    for c in printed_color_order(&present) {
        s.push_str(&mana_symbol(ManaType::of_color(c)).repeat(pool.get(ManaType::of_color(c)) as usize));
    }
    s
}

/// One instruction as words, without its period or its capital.
pub fn write(e: &Effect, w: &W) -> Result<String, String> {
    let words = write_unfilled(e, w)?;
    super::players::fill(words, e, w)
}

/// An instruction's words, with the players after its nouns still marked.
fn write_unfilled(e: &Effect, w: &W) -> Result<String, String> {
    if w.alt & WHERE_X_WORDING != 0 {
        return write_where_x(e, w);
    }
    // A count no other wording says is named after X.
    let named = w.named.get();
    write_plain(e, w).or_else(|err| {
        w.named.set(named);
        write_where_x(e, w).map_err(|_| err)
    })
}

fn write_plain(e: &Effect, w: &W) -> Result<String, String> {
    if let Some(words) = write_put_revealed(e, w) {
        return words;
    }
    if let Some(words) = write_verb_each(e, w) {
        return words;
    }
    Ok(match e {
        Effect::ReturnToHand { what: ObjRef::This } if w.from_graveyard => write_return_from_graveyard(None, w)?,
        Effect::ReturnToBattlefield { what: ObjRef::This, under_your_control: false, with_counters, tapped, flipped: false } if w.from_graveyard && with_counters.is_empty() => write_return_from_graveyard(Some(*tapped), w)?,
        Effect::May { effects, otherwise, .. } if !otherwise.is_empty() => may_otherwise::write_may_otherwise(effects, otherwise, w)?,
        Effect::May { effects, .. } if effects.len() == 1 && !matches!(effects[0], Effect::May { .. }) && w.alt & HAVE != 0 => {
            let wh = W { targets: w.targets, name: w.name, attached: w.attached, prev: w.prev, named: w.named.clone(), by_name: w.by_name, alt: w.alt & !HAVE, from_graveyard: w.from_graveyard, divide: w.divide, trigger_it: w.trigger_it, targeted: w.targeted, removed: w.removed };
            let inner = write(&effects[0], &wh)?;
            w.named.set(wh.named.get());
            format!("you may {}", write_have(&inner)?)
        }
        Effect::May { effects, .. } if effects.len() == 2 && effects[0] == reveal_top_card() && looked_at_top_card(w.prev) => format!("{MAY_REVEAL_IT}{}", write(&effects[1], w)?),
        Effect::May { effects, .. } if effects.len() == 1 && !matches!(effects[0], Effect::May { .. }) => {
            let inner = write(&effects[0], w)?;
            format!("you may {}", inner.strip_prefix("you ").unwrap_or(&inner))
        }
        Effect::May { effects, .. } if effects.len() == 2 && !effects.iter().any(|e| matches!(e, Effect::May { .. })) && w.alt & IF_YOU_DO != 0 => {
            // A name written where "it" would do is the second sentence's (the first's is its first mention).
            let wf = W { targets: w.targets, name: w.name, attached: w.attached, prev: w.prev, named: w.named.clone(), by_name: false, alt: w.alt & !IF_YOU_DO, from_graveyard: w.from_graveyard, divide: w.divide, trigger_it: w.trigger_it, targeted: w.targeted, removed: w.removed };
            let first = write(&Effect::May { effects: vec![effects[0].clone()], otherwise: Vec::new(), text: String::new() }, &wf)?;
            let ws = W { targets: w.targets, name: w.name, attached: w.attached, prev: Some(&effects[0]), named: wf.named.clone(), by_name: w.by_name, alt: w.alt & !IF_YOU_DO, from_graveyard: w.from_graveyard, divide: w.divide, trigger_it: w.trigger_it, targeted: w.targeted, removed: w.removed };
            let second = write(&effects[1], &ws)?;
            w.named.set(ws.named.get());
            format!("{first}. If you do, {second}")
        }
        // "You may [X]. If you do, destroy [it]. It can't be regenerated."
        // (Only this wording says it: the third instruction is a sentence of its own.)
        Effect::May { effects, .. } if effects.len() == 3 && !matches!(effects[0], Effect::May { .. }) && matches!((&effects[1], &effects[2]), (Effect::Destroy { what: a }, Effect::CantBeRegenerated { what: b }) if a == b) => {
            // (The players' words are filled in once, for the whole instruction.)
            let wd = W { targets: w.targets, name: w.name, attached: w.attached, prev: w.prev, named: w.named.clone(), by_name: w.by_name, alt: w.alt | IF_YOU_DO, from_graveyard: w.from_graveyard, divide: w.divide, trigger_it: w.trigger_it, targeted: w.targeted, removed: w.removed };
            let two = write_unfilled(&Effect::May { effects: effects[..2].to_vec(), otherwise: Vec::new(), text: String::new() }, &wd)?;
            w.named.set(wd.named.get());
            let wr = W { targets: w.targets, name: w.name, attached: w.attached, prev: Some(&effects[1]), named: w.named.clone(), by_name: false, alt: 0, from_graveyard: w.from_graveyard, divide: w.divide, trigger_it: w.trigger_it, targeted: w.targeted, removed: w.removed };
            format!("{two}. {}", capitalized(&write_unfilled(&effects[2], &wr)?))
        }
        // "You may X and Y" (both or neither).
        Effect::May { effects, .. } if effects.len() == 2 && !effects.iter().any(|e| matches!(e, Effect::May { .. })) && w.alt & HAVE == 0 => {
            let first = write(&effects[0], w)?;
            let wh = W { targets: w.targets, name: w.name, attached: w.attached, prev: Some(&effects[0]), named: w.named.clone(), by_name: false, alt: 0, from_graveyard: w.from_graveyard, divide: w.divide, trigger_it: w.trigger_it, targeted: w.targeted, removed: w.removed };
            let second = write(&effects[1], &wh)?;
            w.named.set(wh.named.get());
            format!("you may {} and {second}", first.strip_prefix("you ").unwrap_or(&first))
        }
        Effect::DealDamage { amount, to, unpreventable: false, by: Some(by) } => damage_by::write_damage_by(amount, to, by, w)?,
        Effect::DealDamage { amount, to, unpreventable, by: None } => write_damage(amount, to, w)? + if *unpreventable { UNPREVENTABLE } else { "" },
        Effect::Draw { player, count } => write_draw(player, count, w)?,
        Effect::GainLife { amount, player } => {
            let who = match player {
                PlayerRef::You => Recipient::Player(PlayerRef::You),
                PlayerRef::TriggerPlayer => Recipient::Player(PlayerRef::TriggerPlayer),
                PlayerRef::Target(i) => Recipient::Target(*i),
                PlayerRef::ControllerOfTarget(i) => Recipient::Player(PlayerRef::ControllerOfTarget(*i)),
                other => return Err(format!("life gained by {other:?}")),
            };
            write_life(true, amount, &who, w)?
        }
        Effect::LoseLife { amount: Amount::Dynamic(d), to } if w.alt & SAME_SUBJECT != 0 && same_player(w.prev).as_ref() == Some(to) && super::amounts::revealed_before(w.prev) => {
            format!("{LOSES_LIFE_EQUAL_TO}{}", super::amounts::write_count(d, w.name, None, w.prev)?)
        }
        Effect::LoseLife { amount, to } => write_life(false, amount, to, w)?,
        Effect::PlayersGainLife { amount, players } => write_life(true, amount, players, w)?,
        Effect::Discard { player, count, filter, you_choose: false } if filter.is_empty() => write_discard(player, count, w)?,
        Effect::Discard { player: Recipient::Player(PlayerRef::You), count, filter, you_choose: false } => format!("discard {}", write_kind_of_cards(count, filter)?),
        Effect::DiscardHand { player, filter } if filter.is_empty() => write_discard_hand(player, w)?,
        Effect::DiscardHand { player, filter } => write_discards_all(player, filter, w)?,
        Effect::Cast { what, filter, without_paying_mana_cost: true, madness_cost: false, if_able: false, gains_haste: false } => write_cast_free(what, filter, w)?,
        Effect::Discard { player, count: Amount::Fixed(1), filter, you_choose: true } => write_you_choose_from_hand(player, filter, w)?,
        Effect::CopySpell { what: what @ ObjRef::Target(_), set_color, count: None } => write_copy_spell(what, *set_color, w)?,
        Effect::Destroy { what } => write_verb_object("destroy", what, w)?,
        Effect::Exile { what: ObjRef::InAllGraveyards { filter }, linked: false, until_this_leaves: false } => write_exile_all_graveyards(filter)?,
        Effect::Exile { what: ObjRef::InGraveyard { of: PlayerRef::Target(i), filter }, linked: false, until_this_leaves: false } if filter.is_empty() => format!("exile all cards from {}'s graveyard", target_words(w, *i)?),
        Effect::Exile { what, linked: false, until_this_leaves: true } => {
            let exile = Effect::Exile { what: what.clone(), linked: false, until_this_leaves: false };
            format!("{}{UNTIL}{}{LEAVES}", write(&exile, w)?, w.name)
        }
        Effect::Exile { what, .. } => write_verb_object("exile", what, w)?,
        Effect::Tap { what } => write_verb_object("tap", what, w)?,
        Effect::Untap { what } => write_verb_object("untap", what, w)?,
        Effect::RemoveFromCombat { what } => format!("remove {} from combat", write_object(what, w)?),
        Effect::AssignsNoCombatDamage { what } => combat::write_assigns_no_combat_damage(what, w)?,
        Effect::TapOrUntap { what } => write_verb_object("tap or untap", what, w)?,
        Effect::Regenerate { what } => write_verb_object("regenerate", what, w)?,
        Effect::Transform { what } => write_verb_object("transform", what, w)?,
        Effect::Flip { what } => write_verb_object("flip", what, w)?,
        Effect::ReturnToHand { what: ObjRef::This } if w.alt & OWNER_SAID != 0 => format!("return {} to your hand", write_object(&ObjRef::This, w)?),
        Effect::ReturnToHand { what } => write_verb_object("return", what, w)?,
        Effect::PutInLibrary { what, end } => write_put_in_library(what, *end, w)?,
        Effect::PutFromHand { filter, tapped } => write_put_from_hand(filter, *tapped)?,
        Effect::ShuffleIntoLibrary { player: None, each_player: false, what: Some(ObjRef::This), hand: false, graveyard: false, permanents: false } => format!("shuffle {}{INTO_OWNERS_LIBRARY}", write_this(w)),
        Effect::ShuffleIntoLibrary { player: None, each_player: false, what: Some(what), hand: false, graveyard: false, permanents: false } if yours_in_graveyard_all(what, w.targets) => format!("shuffle {}{INTO_YOUR_LIBRARY}", write_object(what, w)?),
        Effect::ReturnToBattlefield { what: what @ ObjRef::Target(_), under_your_control, with_counters, tapped: false, flipped: false } if with_counters.is_empty() && w.alt & PUT_ONTO != 0 => {
            format!("put {} onto the battlefield{}", write_object(what, w)?, if *under_your_control { " under your control" } else { "" })
        }
        Effect::ReturnToBattlefield { what, under_your_control: false, with_counters, tapped: false, flipped: true } if with_counters.is_empty() => format!("return {} to the battlefield flipped", write_object(what, w)?),
        Effect::ReturnToBattlefield { what, under_your_control, with_counters, tapped: false, flipped: false } if with_counters.is_empty() => {
            // A card returned from exile says whose control it returns under (110.2).
            let owner = if matches!(what, ObjRef::Moved | ObjRef::TriggerObject | ObjRef::Linked) || w.alt & OWNER_SAID != 0 { " under its owner's control" } else { "" };
            format!("return {} to the battlefield{}", write_object(what, w)?, if *under_your_control { " under your control" } else { owner })
        }
        Effect::Counter { what: what @ ObjRef::Target(_), to } if *to == Destination::default() => write_verb_object("counter", what, w)?,
        Effect::Counter { what: what @ ObjRef::Target(_), to } => write_countered_instead(what, *to, w)?,
        Effect::CantBeRegenerated { what } if destroyed_just_before(w.prev, what) => format!("{} can't be regenerated", pronoun(what)),
        Effect::CantBeRegenerated { what: ObjRef::Target(i) } if matches!(w.prev, Some(Effect::DealDamage { to: Recipient::Target(j), .. }) if j == i) => {
            if w.alt & 2 == 2 { "it can't be regenerated this turn".into() } else { "that creature can't be regenerated this turn".into() }
        }
        Effect::CantBeRegenerated { what } if !matches!(w.prev, Some(Effect::Destroy { .. })) && !destroyed_just_before(w.prev, what) => format!("{} can't be regenerated this turn", write_object(what, w)?),
        Effect::Continuous { modifications, .. } if matches!(modifications.as_slice(), [Modification::BecomeCopy { .. }]) => copies::write_becomes_copy(e, w).ok_or("a copy effect")??,
        Effect::Continuous { what, modifications, duration: Duration::EndOfTurn, .. } if modifications == &[Modification::SwitchPowerToughness] && !matches!(what, ObjRef::All(_)) => {
            format!("switch {}'s power and toughness until end of turn", write_object(what, w)?)
        }
        Effect::AttacksIfAble { what } if w.alt & SAME_SUBJECT != 0 && matches!(w.prev, Some(Effect::Continuous { .. })) && w.prev.and_then(object_of).as_ref() == Some(what) => combat::ATTACKS_IF_ABLE.trim_start().to_string(),
        Effect::AttacksIfAble { what } => combat::write_attacks_if_able(what, w)?,
        Effect::PhaseOut { what } => phasing::write_phases_out(what, w)?,
        Effect::Continuous { what: ObjRef::This, modifications, duration: Duration::EndOfTurn, .. } if animates::is_animation(modifications) => animates::write_becomes_artifact_creature(modifications, w)?,
        Effect::Continuous { what: ObjRef::This, modifications, duration: Duration::Indefinitely, .. } if becomes_creature::read_back(modifications).is_some() => becomes_creature::write_becomes_creature(becomes_creature::read_back(modifications).ok_or("a creature")?, w),
        Effect::SetLife { player, amount } => life_totals::write_life_total_becomes(player, amount, w)?,
        Effect::WinTheGame => life_totals::write_win_the_game(),
        Effect::LoseTheGame => life_totals::write_lose_the_game(),
        Effect::ShuffleIntoLibrary { player: Some(PlayerRef::You), each_player: false, what: None, hand, graveyard, permanents } => shuffle_own::write_shuffle(*hand, *graveyard, *permanents)?,
        Effect::ShuffleIntoLibrary { player, each_player, what: None, hand, graveyard, permanents } => shuffle_own::write_player_shuffles(player, *each_player, [*hand, *graveyard, *permanents], w)?,
        Effect::AnyPlayerMay { options, then, otherwise } => any_player::write_any_player_may(options, then, otherwise, w)?,
        Effect::MustBeBlocked { what, by } => combat::write_must_be_blocked(what, by, w)?,
        Effect::AttackDespiteDefender { what } => combat::write_attack_despite_defender(what, w)?,
        Effect::CantBlockAttacker { what, all, attacker } => combat::write_cant_block_attacker(what.as_ref(), all.as_ref(), attacker, w)?,
        Effect::BlocksIfAble { what, attacker } => combat::write_blocks_if_able(what, attacker.as_ref(), w)?,
        Effect::CanBlockAdditional { what, additional } => combat::write_can_block_additional(what, *additional, w)?,
        Effect::Continuous { what, modifications, duration, .. } if becomes_type::is_type_change(modifications, duration) => becomes_type::write_becomes_type(what, modifications, duration, w)?,
        Effect::Continuous { what, modifications, duration: Duration::Indefinitely, .. } if becomes_color::is_color_change(modifications) => becomes_color::write_becomes_color(what, modifications, w)?,
        Effect::Continuous { what, modifications, duration: Duration::Indefinitely, .. } if still_land::is_still_land(modifications) => still_land::write_becomes_still_land(what, modifications, w)?,
        Effect::Continuous { what, modifications, duration: Duration::EndOfTurn, .. } if modifications == &[Modification::GainFlashback] => write_gain_flashback(what, w)?,
        Effect::Continuous { what, modifications, duration: Duration::EndOfTurn, .. } => write_until_end_of_turn(what, modifications, &Duration::EndOfTurn, w)?,
        Effect::Continuous { what, modifications, duration: Duration::UntilYourNextTurn, .. } => write_until_end_of_turn(what, modifications, &Duration::UntilYourNextTurn, w)?,
        Effect::Continuous { what, modifications, duration: Duration::Indefinitely, .. } => write_until_end_of_turn(what, modifications, &Duration::Indefinitely, w)?,
        Effect::Continuous { what, modifications, duration, .. } if modifications == &[Modification::DoesntUntap] && (untapping::is_while_tapped(duration) || untapping::is_while_present(duration)) => untapping::write_doesnt_untap_while_tapped(what, duration, w)?,
        Effect::Continuous { what, modifications, duration, .. } if untapping::is_while_tapped(duration) || untapping::is_while_present(duration) => write_until_end_of_turn(what, modifications, duration, w)?,
        Effect::PutCounters { what, kind, count } => write_counters(what, kind, count, w)?,
        Effect::RemoveCounters { what, kind, count } => write_remove_counters(what, kind, count, w)?,
        Effect::CounterUnlessPays { what: ObjRef::Target(i), mana, times } => format!("counter {} unless its controller pays {}{}", target_words(w, *i)?, super::words::mana_text(mana), for_each_words(times, w.name)?),
        Effect::CounterUnlessPays { what: ObjRef::TriggerObject, mana, times: None } if w.targeted => format!("counter {THAT_SPELL_OR_ABILITY} unless its controller pays {}", super::words::mana_text(mana)),
        Effect::CreateTokens { count, token, under } => write_tokens(count, token, under, w)?,
        Effect::CreateTokenCopy { of, count, under: None } => copies::write_token_copy(of, count, w)?,
        Effect::GainControl { what, duration } if *what != ObjRef::This => {
            let what = match what {
                ObjRef::All(f) => format!("all {}", nouns::write(f, Number::Many, None)?),
                o => write_object(o, w)?,
            };
            format!("gain control of {what}{}", write_control_as_long_as(duration, w)?)
        }
        Effect::DiscardAtRandom { player: Recipient::Player(PlayerRef::You), count } => format!("discard {} at random", write_cards(count, w.name)?),
        Effect::DiscardAtRandom { player, count } => {
            let (who, _) = write_player_subject(player, w)?;
            if w.alt & SAME_SUBJECT != 0 && same_player(w.prev).as_ref() == Some(player) {
                return Ok(format!("discards {} at random", write_cards(count, w.name)?));
            }
            format!("{who} discards {} at random", write_cards(count, w.name)?)
        }
        Effect::RevealAtRandom { player, count } => write_reveal_at_random(player, count, w)?,
        Effect::LookAtTopOfLibrary { player } => write_look_at_player_top(player, w)?,
        Effect::LookAtHand { player } => write_look_at_hand(player, w)?,
        Effect::ReturnAtRandom { filter, count } => write_return_at_random(filter, count)?,
        Effect::RevealHand { player } => {
            let (who, s_form) = write_player_subject(player, w)?;
            if !s_form {
                return Err("'you reveal your hand'".into());
            }
            format!("{who} reveals his or her hand")
        }
        Effect::ExtraTurn { player, count } => write_extra_turn(player, *count, w)?,
        Effect::SkipNextStep { player, step } => {
            let (who, s_form) = write_player_subject(player, w)?;
            let (words, _) = SKIPPED_NEXT.iter().find(|(_, st)| st == step).ok_or_else(|| format!("skipping the next {step:?}"))?;
            format!("{who} {}{words}", if s_form { "skips his or her next " } else { "skip your next " })
        }
        Effect::GetEmblem { player, abilities } => write_get_emblem(player, abilities, w)?,
        Effect::SkipNextTurn { player } => {
            let (who, s_form) = write_player_subject(player, w)?;
            format!("{who} {}", if s_form { "skips his or her next turn" } else { "skip your next turn" })
        }
        Effect::Mill { player, count } => write_mill(player, count, w)?,
        Effect::ExileTop { player, count } => exile_top::write_exile_top(player, count, w)?,
        Effect::MayPlayExiled { duration } => exile_top::write_may_play_exiled(duration, w)?,
        Effect::Scry { count } => write_scry(count)?,
        Effect::Proliferate => "proliferate".into(),
        Effect::GivePoison { to, count } => poison::write_gets_poison(to, count, w)?,
        Effect::Continuous { what: ObjRef::Targets, modifications, duration: Duration::NextUntapStep, .. } if modifications == &[Modification::DoesntUntap] && untapping::write_next_untap_subject(&ObjRef::Targets, w).is_some() => {
            format!("{}{}", untapping::write_next_untap_subject(&ObjRef::Targets, w).unwrap_or_default(), untapping::THOSE_DONT_UNTAP)
        }
        Effect::Continuous { what, modifications, duration: Duration::NextUntapStep, .. } if modifications == &[Modification::DoesntUntap] && matches!(what, ObjRef::This | ObjRef::Target(_) | ObjRef::TriggerObject | ObjRef::All(_)) => {
            let yours = *what == ObjRef::This && w.alt & ITS_CONTROLLERS == 0;
            let words = if yours { "doesn't untap during your next untap step" } else { "doesn't untap during its controller's next untap step" };
            let subject = match untapping::write_next_untap_subject(what, w) {
                Some(s) => s,
                None => write_object(what, w)?,
            };
            format!("{subject} {words}")
        }
        Effect::SearchLibrary { filter, count, to, tapped, reveal, library: None, any_number } => write_search(filter, (*count, *any_number), *to, *tapped, *reveal, w.alt)?,
        Effect::SearchLibrary { filter, count, to, tapped: false, reveal: false, library: Some(p), any_number: false } => search_players::write_search_players(filter, *count, *to, p, w)?,
        Effect::CantAttackOrBlock { what: Some(what), all: None, attack, block, be_blocked } if w.alt & SAME_SUBJECT != 0 && matches!(w.prev, Some(Effect::Continuous { .. })) && w.prev.and_then(object_of).as_ref() == Some(what) => {
            let (words, _) = THIS_TURN.iter().find(|(_, f)| *f == (*attack, *block, *be_blocked)).ok_or("a combination of restrictions")?;
            words.trim_start().to_string()
        }
        Effect::CantAttackOrBlock { what: Some(what), all: None, attack, block, be_blocked } if !matches!(what, ObjRef::All(_)) => write_this_turn_restriction(what, (*attack, *block, *be_blocked), w)?,
        Effect::CantAttackOrBlock { what: None, all: Some(f), attack, block, be_blocked } => {
            let (words, _) = THIS_TURN.iter().find(|(_, x)| *x == (*attack, *block, *be_blocked)).ok_or("a combination of restrictions")?;
            format!("{}{words}", nouns::write(f, Number::Many, None)?)
        }
        Effect::SacrificeSource => format!("sacrifice {}", write_this(w)),
        Effect::AttachSourceTo { target } => format!("attach {} to {}", write_this(w), target_words(w, *target)?),
        Effect::SacrificeObject { what, its_controller } => format!("{}{}", if *its_controller { ITS_CONTROLLER_SACRIFICES } else { "sacrifice " }, write_object(what, w)?),
        Effect::Sacrifice { player, filter, count } => write_sacrifice(player, filter, count, w)?,
        Effect::ReturnChosenToHand { player: Recipient::Player(PlayerRef::You), filter, count } => write_return_chosen(filter, count)?,
        Effect::ExileChosen { player, from, count } => write_exile_chosen(player, from, count, w)?,
        e @ Effect::DelayedTrigger { .. } if delayed::is_when_object(e) => delayed::write_when_object(e, w)?,
        e @ Effect::DelayedTrigger { .. } if delayed::is_at_your_next_upkeep(e) => delayed::write_at_your_next_upkeep(e, w)?,
        Effect::DelayedTrigger { when, about: None, this_turn: false, effects, .. } if effects.len() == 1 && DELAYS.iter().any(|(_, d)| d == when) => {
            let (words, _) = DELAYS.iter().find(|(_, d)| d == when).ok_or("a delay")?;
            format!("{}{words}", write(&moved_as_trigger_object(&effects[0], false), w)?)
        }
        Effect::DelayedTrigger { when, about: Some(ObjRef::Target(i)), this_turn: false, effects, .. } if effects.len() == 1 && DELAYS.iter().any(|(_, d)| d == when) => {
            let (words, _) = DELAYS.iter().find(|(_, d)| d == when).ok_or("a delay")?;
            let mut e = effects[0].clone();
            match &mut e {
                Effect::SacrificeObject { what, .. } if *what == ObjRef::TriggerObject => *what = ObjRef::Target(*i),
                _ => return Err("a delayed instruction on a target".into()),
            }
            format!("{}{words}", write(&e, w)?)
        }
        Effect::DelayedTrigger { when, about: Some(ObjRef::This), this_turn: false, effects, .. } if effects.len() == 1 && DELAYS.iter().any(|(_, d)| d == when) => {
            let (words, _) = DELAYS.iter().find(|(_, d)| d == when).ok_or("a delay")?;
            let e = self_as_trigger_object(&effects[0], false).ok_or("a delayed instruction that doesn't act on the card")?;
            format!("{}{words}", write(&e, w)?)
        }
        Effect::Instead { condition, instead, otherwise } if w.alt & super::instead_lines::NEXT_LINE != 0 && instead.len() == 1 && otherwise.len() == 1 => super::instead_lines::write(condition, &instead[0], &otherwise[0], w)?,
        Effect::Instead { condition, instead, otherwise } if instead.len() == 1 && otherwise.is_empty() => write_conditional(condition, &instead[0], w)?,
        Effect::Instead { condition: condition @ Condition::ThatCard { .. }, instead, otherwise } if instead.len() == 1 && otherwise.len() == 1 => {
            format!("{}{OTHERWISE}{}", write_conditional(condition, &instead[0], w)?, write(&otherwise[0], w)?)
        }
        Effect::Instead { condition, instead, otherwise } if instead.len() == 1 && otherwise.len() == 1 && !matches!(otherwise[0], Effect::Instead { .. }) => {
            // The card named again (by_name) is in the condition: the name there, "it" after.
            let plain = W { targets: w.targets, name: w.name, attached: w.attached, prev: w.prev, named: std::cell::Cell::new(w.named.get()), by_name: false, alt: 0, from_graveyard: w.from_graveyard, divide: w.divide, trigger_it: w.trigger_it, targeted: w.targeted, removed: w.removed };
            let before = write(&otherwise[0], &plain)?;
            // The condition's instruction follows the one it replaces ("that player" is its player)
            // and has the wording noted.
            let plain = W { prev: Some(&otherwise[0]), alt: w.alt, ..plain };
            if w.by_name {
                plain.named.set(false);
            }
            let then = capitalized(&write_conditional(condition, &instead[0], &plain)?);
            w.named.set(plain.named.get());
            format!("{before}. {then} instead")
        }
        Effect::RevealUntil { .. } => reveal_until::write(e, w)?,
        Effect::UntapUpTo { filter, count } => untapping::write_untap_up_to(filter, count)?,
        Effect::TapChosen { filter, count } => untapping::write_tap_chosen(filter, count)?,
        Effect::SpendOnly { only } => spend_only::write_spend_only(only, w)?,
        Effect::ChangeTarget { what } => change_target::write_change_target(what, w)?,
        Effect::LookAtTop { count, take, rest, reveal, rest_into_graveyard, player } => write_look_at_top(count, take, (*rest, *rest_into_graveyard), (*reveal, player), w)?,
        Effect::RedirectDamage { amount: amount @ (Amount::Fixed(_) | Amount::Dynamic(DynamicAmount::X)), to, instead, from: None, next_time: false } => {
            let (n, to, instead) = (write_amount(amount)?, write_redirect_recipient(to, w)?, write_redirect_recipient(instead, w)?);
            if w.alt & 1 == 1 {
                format!("the next {n} damage that would be dealt this turn to {to} is dealt to {instead} instead")
            } else {
                format!("the next {n} damage that would be dealt to {to} this turn is dealt to {instead} instead")
            }
        }
        Effect::DealDividedDamage => write_divided(w)?,
        Effect::PreventDividedDamage => write_prevent_divided(w)?,
        Effect::ChoosePermanent { player, filter } => write_choose_permanent(player, filter, w)?,
        Effect::RevealFromHand { filter } => write_reveal_from_hand(filter)?,
        Effect::ChooseFromHand { player, filter } => write_choose_from_hand(player, filter, w)?,
        Effect::AtEndOfCombat { effects, .. } if effects.len() == 1 => format!("{}{AT_END_OF_COMBAT}", write(&effects[0], w)?),
        Effect::FlipCoin { win, lose } => write_flip_coin(win, lose, w)?,
        Effect::Choose { choice: Choice::CreatureType, remember: false } => "choose a creature type".into(),
        // (Whether the permanent keeps the number follows from where the ability is, not from words.)
        Effect::Choose { choice: choice @ Choice::Number { .. }, .. } => super::abilities::write_number_choice(choice).ok_or("a number choice")?,
        Effect::Choose { choice: Choice::CardName { nonland }, remember: false } => NAME_A_CARD.iter().find(|(_, n)| n == nonland).map(|(w, _)| w.to_string()).ok_or("naming a card")?,
        Effect::Choose { choice: Choice::CreatureTypeOtherThan { except }, remember: false } => format!("choose a creature type other than {except}"),
        Effect::Clash { win, otherwise } => write_clash(win, otherwise, w)?,
        Effect::MayPay { mana, effects, otherwise, .. } if effects.len() == 1 && otherwise.is_empty() => format!("you may pay {}. If you do, {}", super::words::mana_text(mana), write(&effects[0], w)?),
        Effect::UnlessYouPay { mana, times, effects, payer: Some(p), .. } if effects.len() == 1 && instruction_player(&effects[0]).as_ref() == Some(p) => {
            format!("{}{UNLESS_HE_OR_SHE_PAYS}{}{}", write(&effects[0], w)?, super::words::mana_text(mana), for_each_words(times, w.name)?)
        }
        Effect::UnlessYouPay { mana, times, effects, payer: Some(PlayerRef::ControllerOfTarget(i)), .. } if effects.len() == 1 && object_of(&effects[0]) == Some(ObjRef::Target(*i)) => {
            let words = if w.targets.get(*i).is_some_and(|t| t.kind == TargetKind::Spell) { UNLESS_THAT_SPELLS_CONTROLLER_PAYS } else { UNLESS_ITS_CONTROLLER_PAYS };
            format!("{}{words}{}{}", write(&effects[0], w)?, super::words::mana_text(mana), for_each_words(times, w.name)?)
        }
        Effect::UnlessYouPay { mana, times, effects, payer: None, .. } if effects.len() == 1 => format!("{} unless you pay {}{}", write(&effects[0], w)?, super::words::mana_text(mana), for_each_words(times, w.name)?),
        Effect::UnlessYouPayLife { life, times, effects, payer: None, .. } if effects.len() == 1 => format!("{} unless you pay {life} life{}", write(&effects[0], w)?, for_each_words(times, w.name)?),
        Effect::UnlessYouPayLife { life, times, effects, payer: Some(p), .. } if effects.len() == 1 && instruction_player(&effects[0]).as_ref() == Some(p) => {
            format!("{}{UNLESS_HE_OR_SHE_PAYS}{life} life{}", write(&effects[0], w)?, for_each_words(times, w.name)?)
        }
        Effect::UnlessYouPayLife { life, times, effects, payer: Some(PlayerRef::ControllerOfTarget(i)), .. } if effects.len() == 1 && object_of(&effects[0]) == Some(ObjRef::Target(*i)) => {
            let words = if w.targets.get(*i).is_some_and(|t| t.kind == TargetKind::Spell) { UNLESS_THAT_SPELLS_CONTROLLER_PAYS } else { UNLESS_ITS_CONTROLLER_PAYS };
            format!("{}{words}{life} life{}", write(&effects[0], w)?, for_each_words(times, w.name)?)
        }
        Effect::PreventAllCombatDamage => "prevent all combat damage that would be dealt this turn".into(),
        Effect::DamageCantBePreventedThisTurn => UNPREVENTABLE_THIS_TURN.into(),
        Effect::PreventDamage { amount: None, to, from, next_time: false, combat } => write_prevent_all(to, from, *combat, w)?,
        Effect::PreventDamage { amount: Some(n), to: Some(Recipient::Target(i)), from: None, next_time: false, combat: false } => format!("prevent the next {} damage that would be dealt to {} this turn", write_amount(n)?, target_words(w, *i)?),
        Effect::PreventDamage { amount: Some(n), to: Some(Recipient::Object(o)), from: None, next_time: false, combat: false } => format!("prevent the next {} damage that would be dealt to {} this turn", write_amount(n)?, write_object(o, w)?),
        Effect::PreventDamage { amount: Some(n), to: Some(Recipient::Player(PlayerRef::You)), from: None, next_time: false, combat: false } => format!("prevent the next {} damage that would be dealt to you this turn", write_amount(n)?),
        Effect::IfItWouldDie { what, instead } => write_would_die_instead(what, *instead, w)?,
        Effect::AddMana { mana, for_each: Some(Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind })), player: None } if counter_kind_ok(kind) => {
            format!("add {} to your mana pool for each {kind} counter on {}", pool_text(&mana.pool), write_this(w))
        }
        Effect::AddMana { mana, for_each: Some(Amount::Dynamic(DynamicAmount::X)), player: None } if w.removed.is_some() => {
            format!("add {} to your mana pool for each {} counter removed this way", pool_text(&mana.pool), w.removed.unwrap_or_default())
        }
        Effect::AddMana { mana, for_each, player: None } => format!("add {} to your mana pool{}", pool_text(&mana.pool), for_each_words(for_each, w.name)?),
        Effect::AddMana { mana, for_each, player: Some(PlayerRef::TriggerPlayer) } => format!("its controller adds {} to his or her mana pool{}", pool_text(&mana.pool), for_each_words(for_each, w.name)?),
        Effect::AddManaOfChoice { amount: Amount::Fixed(1), colors, one_color: false, could_produce: None, chosen_color: true } if colors.is_empty() => format!("add {OF_THE_CHOSEN_COLOR} to your mana pool"),
        Effect::AddManaOfChoice { amount: Amount::Fixed(1), colors, one_color: false, could_produce: None, chosen_color: false } => match colors.as_slice() {
            [] => "add one mana of any color to your mana pool".into(),
            [a, b] => format!("add {{{}}} or {{{}}} to your mana pool", a.symbol(), b.symbol()),
            [first @ .., last] if first.len() < 5 => {
                let listed: Vec<String> = first.iter().map(|x| format!("{{{}}}", x.symbol())).collect();
                format!("add {}, or {{{}}} to your mana pool", listed.join(", "), last.symbol())
            }
            _ => return Err("a choice of mana among more than five colours".into()),
        },
        Effect::AddManaOfChoice { amount: Amount::Fixed(2), colors, one_color: false, could_produce: None, chosen_color: false } if w.alt & PAIRS_WORDING != 0 && colors.len() == 2 => {
            let (a, b) = (colors[0].symbol(), colors[1].symbol());
            format!("add {{{a}}}{{{a}}}, {{{a}}}{{{b}}}, or {{{b}}}{{{b}}} to your mana pool")
        }
        Effect::AddManaOfChoice { amount, colors, one_color, could_produce, chosen_color: false } => format!("add {}", write_mana_of_choice(amount, colors, *one_color, could_produce)?),
        other => return Err(format!("the instruction {}", format!("{other:?}").chars().take(60).collect::<String>())),
    })
}

/// Instructions as sentences, each capitalized and with its period;
/// `named`: the card's name was written before them in the ability.
pub fn write_each(effects: &[Effect], targets: &[TargetSpec], name: &str, attached: &str, named: bool, pres: &Presentation) -> Result<Vec<String>, String> {
    let mut out: Vec<String> = Vec::new();
    let named = std::cell::Cell::new(named);
    // The instruction before: a choice written with its next is not "before" in the words.
    let prev = |i: usize| (0..i).rev().find(|j| !written_with_next(effects, *j)).and_then(|j| effects.get(j));
    let w = |i: usize, named: &std::cell::Cell<bool>| W { targets, name, attached, prev: prev(i), named: named.clone(), by_name: pres.names.contains(&i), alt: pres.alts.iter().find(|(j, _)| *j == i).map_or(0, |(_, n)| *n), from_graveyard: pres.from_graveyard, divide: pres.divide.as_ref(), trigger_it: pres.trigger_it, targeted: pres.targeted, removed: pres.removed.as_deref() };
    let mut i = 0;
    while i < effects.len() {
        if let (Effect::ChooseSource { filter }, Some(shield), true) = (&effects[i], effects.get(i + 1), written_with_next(effects, i)) {
            out.push(format!("{}.", capitalized(&write_next_time_prevention(filter, shield, &w(i + 1, &named))?)));
            i += 2;
            continue;
        }
        if let Some((o, combat)) = effects.get(i + 1).and_then(|b| prevention_to_and_by(&effects[i], b)) {
            let wj = w(i + 1, &named);
            let kind = if combat { "combat " } else { "" };
            out.push(format!("{}.", capitalized(&format!("prevent all {kind}damage that would be dealt to and dealt by {} this turn", write_object(&o, &wj)?))));
            named.set(wj.named.get());
            i += 2;
            continue;
        }
        if written_with_next(effects, i) {
            // The choice is said by the next instruction's words.
            i += 1;
            continue;
        }
        let head = i;
        let wi = w(i, &named);
        let first = x_named_by_next(effects, i, pres);
        let mut sentence = capitalized(&write(first.as_ref().unwrap_or(&effects[i]), &wi)?);
        named.set(wi.named.get());
        while let Some((_, word)) = pres.joins.iter().find(|(j, _)| *j == i + 1 && i + 1 < effects.len()) {
            let wj = w(i + 1, &named);
            sentence.push_str(word.words());
            sentence.push_str(&write(&effects[i + 1], &wj)?);
            named.set(wj.named.get());
            i += 1;
        }
        let mut sentence = with_choice_words(effects, pres, head, sentence)?;
        if chosen_type_words(effects, pres, i) {
            sentence = sentence.replace(" of that type", super::nouns::THE_CHOSEN_TYPE);
        }
        out.push(end_sentence(sentence));
        i += 1;
    }
    Ok(out)
}
