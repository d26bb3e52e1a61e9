//! Ability lines, both ways: activated abilities ("[cost]: [effect]",
//! 602.1), triggered abilities ("When/Whenever/At [event], [effect]",
//! 603.1), the static line "[this] enters the battlefield tapped", and an
//! instant's or sorcery's instructions. Costs are read and written here;
//! instructions in `instructions`.

use super::compile::Context;
use super::cursor::Cursor;
use super::instructions::{self, Presentation, Sentences};
use super::render::attached_word;
use super::statics;
use super::triggers;
use super::keywords::{self, KeywordItem};
use super::words::mana_text;
use crate::cards::def::*;
use crate::rules::types::ManaCost;

/// What one line of text compiles to.
#[derive(Clone, Debug)]
pub enum Part {
    Keywords(Vec<KeywordItem>),
    EntersTapped,
    /// "If [this] is in your opening hand, you may begin the game with it on the battlefield." (103.5a)
    BeginsOnBattlefield,
    /// "[this] enters the battlefield tapped unless [condition]." (614.1c)
    EntersTappedUnless(Condition),
    /// "[this] enters the battlefield tapped with N [kind] counters on it."
    EntersTappedWithCounters(EnteringCounters),
    EntersWithCounters(EnteringCounters),
    /// "As an additional cost to cast [this], [cost]."
    AdditionalCost(Cost),
    /// "Kicker—[cost]." / "Buyback—[cost]." / "Flashback—[cost]." with a
    /// cost that isn't only mana (702.32a, 702.26a, 702.33a): the keyword's
    /// word, the mana that begins the cost if any ("Flashback—{1}{G}, Pay 3
    /// life."), and the other parts.
    KeywordCost(&'static str, Option<ManaCost>, Cost),
    /// "You may [cost] rather than pay [this]'s mana cost." (117.9)
    AlternativeCost(PrintedAlternative),
    /// "As [this] enters the battlefield, choose a color [and ...]." (614.12)
    AsEntersChoose(Vec<Choice>),
    /// "As [this] enters the battlefield, you may pay 2 life. If you don't,
    /// [this] enters the battlefield tapped." (614.12)
    EntersTappedUnlessPaid(EntryPayment),
    Enchant(TargetSpec),
    /// "You may have [this] enter the battlefield as a copy of any [noun] on
    /// the battlefield." (706.5, 614.1c)
    EntersAsCopy(FilterSpec),
    /// "Choose one —", "Choose two —", "Choose one or both —" (700.2,
    /// 700.2d): the modes follow, one per line.
    ChooseModes(ModeCount),
    /// "• [sentences]": one mode.
    Mode(Sentences),
    /// An ability, and how its instructions are written.
    Ability(Box<Ability>, Presentation),
    /// Sentences of an instant's or sorcery's spell ability.
    Spell(Sentences),
}

/// The steps "Skip your [step]." names, and its words (614.10). (Not the
/// untap step: a turn begins with it, before the engine looks for skipped steps.)
const PLAYED_BY_OPPONENTS: &str = " played by your opponents";

/// "[Nouns] played by your opponents": cast as spells or played as lands by
/// them (601.2, 305.1), not "your opponents control"; with whether it was said.
fn played_by(c: &mut Cursor, mut f: FilterSpec) -> (FilterSpec, bool) {
    if f.controller.is_none() && c.eat(PLAYED_BY_OPPONENTS) {
        f.controller = Some(Relation::Opponent);
        return (f, true);
    }
    (f, false)
}

/// The nouns of an "enter the battlefield tapped" replacement, "played by" or not.
fn write_played_by(filter: &Filter, played: bool) -> Result<String, String> {
    if !played {
        return Ok(keywords::capitalized(&super::nouns::write(filter, super::nouns::Number::Many, None)?));
    }
    let mut f = (**filter).clone();
    if f.controller.take() != Some(Relation::Opponent) {
        return Err("'played by' someone other than your opponents".into());
    }
    Ok(format!("{}{PLAYED_BY_OPPONENTS}", keywords::capitalized(&super::nouns::write(&f.into(), super::nouns::Number::Many, None)?)))
}

/// The ability words (207.2c) the compiler reads, each with what it names:
/// a line that begins with one is read without it and must have that in
/// its form, and the renderer writes the word before each part that has it.
/// The test reads the part's serialized form, which names every amount and
/// condition.
pub const ABILITY_WORDS: &[(&str, fn(&str) -> bool)] = &[
    // 305.6: the basic land types among lands you control.
    ("Domain", |j| j.contains("\"basic_land_types\"")),
    // Three or more artifacts you control.
    ("Metalcraft", |j| j.contains(&metalcraft_json())),
    // 700.4: a creature died this turn.
    ("Morbid", |j| j.contains("\"if\":\"creature_died_this_turn\"")),
    // A target creature and each other creature that shares a color with it.
    ("Radiance", |j| j.contains("\"target_and_sharing_color\"")),
];

/// The serialized condition "you control three or more artifacts".
fn metalcraft_json() -> String {
    crate::json::to_string(&metalcraft_condition()).unwrap_or_default()
}

/// Metalcraft's condition: "you control three or more artifacts".
pub fn metalcraft_condition() -> Condition {
    let filter = FilterSpec { types: vec![crate::rules::CardType::Artifact], controller: Some(Relation::You), ..Default::default() };
    Condition::PermanentsAtLeast { filter: filter.into(), count: 3 }
}

/// The ability words (207.2c) printed before some abilities of a kind and
/// not others, each with the kind it goes with: the form keeps where it is
/// printed (`TextLayout::words`), the compiler reads it only before an
/// ability of its kind.
pub const PRINTED_WORDS: &[(&str, fn(&Ability) -> bool)] = &[
    // An activated ability that works from the hand, its cost discarding the card.
    ("Channel", |a| matches!(a, Ability::Activated { cost, .. } if cost.discard_self())),
    // An activated ability its controller may activate only with seven or more cards in their graveyard.
    ("Threshold", |a| matches!(a, Ability::Activated { condition: Some(c), .. } if *c == super::conditions::threshold())),
];

/// Does this part of a card form have what ability word `i` names?
pub fn has_ability_word<T: serde::Serialize + ?Sized>(i: usize, x: &T) -> bool {
    let Some((_, names)) = ABILITY_WORDS.get(i) else { return false };
    crate::json::to_string(x).is_ok_and(|j| names(&j))
}

/// Read one whole line; None if no reader takes all of it. A line that
/// begins with an ability word ("Domain — ") is read without it, and must
/// have what the word names.
pub fn read_line(c: &mut Cursor, ctx: &Context) -> Option<Part> {
    for (i, (word, _)) in ABILITY_WORDS.iter().enumerate() {
        let prefix = format!("{word} \u{2014} ");
        if !c.rest().starts_with(&prefix) {
            continue;
        }
        c.pos += prefix.len();
        let part = read_plain_line(c, ctx)?;
        let has = match &part {
            Part::Ability(a, _) => has_ability_word(i, a),
            Part::Spell(s) => has_ability_word(i, &s.effects),
            Part::EntersWithCounters(e) => has_ability_word(i, &e.condition),
            _ => false,
        };
        return has.then_some(part);
    }
    for (i, (word, kind)) in PRINTED_WORDS.iter().enumerate() {
        let prefix = format!("{word} \u{2014} ");
        if !c.rest().starts_with(&prefix) {
            continue;
        }
        let start = c.pos;
        c.pos += prefix.len();
        match read_plain_line(c, ctx) {
            Some(Part::Ability(a, mut pres)) if kind(&a) && pres.word == 0 => {
                pres.word = i as u8 + 1;
                return Some(Part::Ability(a, pres));
            }
            // Not the kind of ability the word goes with, or not read without
            // it: the line is read whole, word included (a static ability that
            // says "Threshold — " itself), or is unread.
            Some(_) => (c.pos, c.furthest) = (start, start),
            None => c.pos = start,
        }
        break;
    }
    read_plain_line(c, ctx)
}

const AS_COPY: (&str, &str, &str) = ("You may have ", " enter the battlefield as a copy of any ", " on the battlefield.");

/// "You may have [this] enter the battlefield as a copy of any [noun] on the battlefield." (706.5)
fn enters_as_copy(c: &mut Cursor, ctx: &Context) -> Option<FilterSpec> {
    if !(c.eat(AS_COPY.0) && ctx.eat_name(c) && c.eat(AS_COPY.1)) {
        return None;
    }
    let f = super::nouns::read(c, super::nouns::Number::One, None)?;
    (c.eat(AS_COPY.2) && c.at_end() && f.controller.is_none()).then_some(f)
}

const LOSS_INSTEAD: &str = "If you would lose the game, instead ";

/// "If you would lose the game, instead [instructions]." (614.1a): only
/// instructions the replacement can follow without asking anyone anything
/// (shuffling your cards into your library, drawing, setting your life
/// total), with no targets.
fn read_loss_replacement(c: &mut Cursor, ctx: &Context) -> Option<Sentences> {
    if !c.eat(LOSS_INSTEAD) {
        return None;
    }
    let s = instructions::read(c, ctx, false)?;
    let you = |p: &Recipient| *p == Recipient::Player(PlayerRef::You);
    let asks_nothing = |e: &Effect| match e {
        Effect::ShuffleIntoLibrary { player: Some(PlayerRef::You), what: None, .. } => true,
        Effect::Draw { player, count: Amount::Fixed(_) } => you(player),
        Effect::SetLife { player: PlayerRef::You, amount: Amount::Fixed(_) } => true,
        _ => false,
    };
    (s.targets.is_empty() && !s.effects.is_empty() && s.effects.iter().all(asks_nothing)).then_some(s)
}

/// After "If [this]": the opening-hand action of 103.5a.
const OPENING_HAND: &str = " is in your opening hand, you may begin the game with it on the battlefield.";

pub fn write_begins_on_battlefield(name: &str) -> String {
    format!("If {name}{OPENING_HAND}")
}

pub fn write_enters_as_copy(f: &FilterSpec, name: &str) -> Result<String, String> {
    Ok(format!("{}{name}{}{}{}", AS_COPY.0, AS_COPY.1, super::nouns::write(f, super::nouns::Number::One, None)?, AS_COPY.2))
}

fn read_plain_line(c: &mut Cursor, ctx: &Context) -> Option<Part> {
    if let Some(k) = keywords::read_line(c) {
        return Some(Part::Keywords(k));
    }
    if c.attempt(|c| (ctx.eat_name(c) && c.eat(" enters the battlefield tapped.") && c.at_end()).then_some(())).is_some() {
        return Some(Part::EntersTapped);
    }
    if let Some(cond) = c.attempt(|c| enters_tapped_unless(c, ctx)) {
        return Some(Part::EntersTappedUnless(cond));
    }
    if c.attempt(|c| (c.eat("If ") && ctx.eat_name(c) && c.eat(OPENING_HAND) && c.at_end()).then_some(())).is_some() {
        return Some(Part::BeginsOnBattlefield);
    }
    if let Some(f) = c.attempt(|c| enters_as_copy(c, ctx)) {
        return Some(Part::EntersAsCopy(f));
    }
    if let Some(e) = c.attempt(|c| {
        let rest = format!("{} enters the battlefield with {}", ctx.name, c.rest().strip_prefix(ctx.name)?.strip_prefix(" enters the battlefield tapped with ")?);
        let mut sub = Cursor::new(&rest);
        let e = enters_with_counters(&mut sub, ctx).filter(|e| e.condition.is_none())?;
        c.pos = c.text.len();
        Some(e)
    }) {
        return Some(Part::EntersTappedWithCounters(e));
    }
    if let Some(choices) = c.attempt(|c| as_enters_choose(c, ctx)) {
        return Some(Part::AsEntersChoose(choices));
    }
    if let Some(pay) = c.attempt(|c| enters_tapped_unless_paid(c, ctx)) {
        return Some(Part::EntersTappedUnlessPaid(pay));
    }
    if let Some(cost) = c.attempt(|c| read_additional_cost(c, ctx)) {
        return Some(Part::AdditionalCost(cost));
    }
    if let Some((word, mana, cost)) = c.attempt(|c| read_keyword_cost(c, ctx)) {
        return Some(Part::KeywordCost(word, mana, cost));
    }
    if let Some(alt) = c.attempt(|c| read_alternative_cost(c, ctx)) {
        return Some(Part::AlternativeCost(alt));
    }
    if let Some(e) = c.attempt(|c| enters_with_counters(c, ctx)) {
        return Some(Part::EntersWithCounters(e));
    }
    if let Some(count) = c.attempt(|c| read_choose_modes(c, ctx)) {
        return Some(Part::ChooseModes(count));
    }
    if ctx.is_spell && c.eat("• ") {
        return c.attempt(|c| instructions::read(c, ctx, false)).map(Part::Mode);
    }
    if let Some(trigger) = ctx.modal_trigger.borrow().clone().filter(|_| c.eat("• ")) {
        // A mode of the modal triggered ability above (603.3c), read as its instructions are.
        ctx.that_much.set(has_amount(&trigger));
        ctx.that_creature.set(names_a_creature(&trigger));
        ctx.that_spell.set(matches!(trigger, TriggerCondition::SpellCast { .. }));
        ctx.that_card.set(names_a_card(&trigger));
        ctx.trigger_it.set(calls_it(&trigger));
        ctx.creature_died.set(matches!(trigger, TriggerCondition::Dies { filter: Some(_) }));
        ctx.attached_event.set(names_attached(&trigger));
        ctx.targeted.set(names_targeting(&trigger));
        let s = c.attempt(|c| instructions::read(c, ctx, false));
        ctx.that_much.set(false);
        ctx.that_creature.set(false);
        ctx.that_spell.set(false);
        ctx.that_card.set(false);
        ctx.trigger_it.set(false);
        ctx.creature_died.set(false);
        ctx.attached_event.set(false);
        ctx.targeted.set(false);
        return s.filter(|s| !s.pres.from_graveyard).map(Part::Mode);
    }
    if let Some(cost) = c.attempt(|c| read_morph_cost(c, ctx)) {
        return Some(Part::Keywords(vec![KeywordItem::Morph(cost)]));
    }
    if let Some(t) = c.attempt(statics::read_enchant) {
        return Some(Part::Enchant(t));
    }
    if let Some((f, played)) = c.attempt(|c| super::nouns::read_sentence_plural(c).map(|f| played_by(c, f)).filter(|_| c.eat(" enter the battlefield tapped.") && c.at_end())) {
        // "Creatures your opponents control enter the battlefield tapped." (614.1c, 614.12)
        return Some(Part::Ability(Box::new(Ability::Replacement { replaces: ReplacementKind::EntersTapped { filter: f.into(), played }, text: String::new() }), Presentation::default()));
    }
    if let Some((replaces, n)) = c.attempt(super::skips::read) {
        // "Skip your draw step.", "Players skip their upkeep steps." (614.1b, 614.10)
        let pres = Presentation { alts: if n > 0 { vec![(0, n.into())] } else { Vec::new() }, ..Default::default() };
        return Some(Part::Ability(Box::new(Ability::Replacement { replaces, text: String::new() }), pres));
    }
    if let Some(s) = c.attempt(|c| read_loss_replacement(c, ctx)) {
        // "If you would lose the game, instead [instructions]." (614.1a, 104.3)
        return Some(Part::Ability(Box::new(Ability::Replacement { replaces: ReplacementKind::YouWouldLoseTheGame { instead: s.effects }, text: String::new() }), s.pres));
    }
    if let Some((replaces, wording)) = c.attempt(|c| super::replacements::read(c, ctx)) {
        // "If [an event] would happen, [another] instead" (614.1a), "Prevent all damage ..." (615.1).
        let alts = if wording > 0 { vec![(0, wording.into())] } else { Vec::new() };
        return Some(Part::Ability(Box::new(Ability::Replacement { replaces, text: String::new() }), Presentation { alts, ..Default::default() }));
    }
    if let Some(a) = c.attempt(statics::read_cost_change) {
        return Some(Part::Ability(Box::new(a), Presentation::default()));
    }
    if let Some(a) = c.attempt(statics::read_equip) {
        return Some(Part::Ability(Box::new(a), Presentation::default()));
    }
    if let Some(a) = c.attempt(|c| {
        let ty = statics::read_equip_dash(c)?;
        let cost = cost(c, ctx).filter(|k| !k.parts.iter().any(|p| matches!(p, CostPart::Mana(_) | CostPart::Tap | CostPart::Untap)))?;
        (c.eat(".") && c.at_end()).then(|| statics::equip_ability(cost, ty))
    }) {
        return Some(Part::Ability(Box::new(a), Presentation::default()));
    }
    if let Some(a) = c.attempt(|c| statics::read_cda(c, ctx, ctx.printed)) {
        return Some(Part::Ability(Box::new(a), Presentation::default()));
    }
    if let Some((a, variant)) = c.attempt(|c| statics::read(c, ctx)) {
        let alts = if variant > 0 { vec![(0, variant.into())] } else { Vec::new() };
        return Some(Part::Ability(Box::new(a), Presentation { alts, ..Default::default() }));
    }
    if let Some((a, joins)) = c.attempt(|c| triggered(c, ctx)) {
        return Some(Part::Ability(Box::new(a), joins));
    }
    if let Some((a, joins)) = c.attempt(|c| activated(c, ctx)) {
        return Some(Part::Ability(Box::new(a), joins));
    }
    if ctx.is_spell {
        if let Some(s) = c.attempt(|c| instructions::read(c, ctx, ctx.spell_named.get()).filter(|s| !s.pres.from_graveyard)) {
            return Some(Part::Spell(s));
        }
    }
    None
}

/// The words of how many modes are chosen, with the number of modes (one
/// or both of two, 700.2d).
const MODE_COUNTS: &[(&str, ModeCount)] = &[
    ("Choose one —", ModeCount { min: 1, max: 1 }),
    ("Choose two —", ModeCount { min: 2, max: 2 }),
    ("Choose one or both —", ModeCount { min: 1, max: 2 }),
];

/// A modal spell's first line: how many of its modes are chosen.
fn read_choose_modes(c: &mut Cursor, ctx: &Context) -> Option<ModeCount> {
    if !ctx.is_spell {
        return None;
    }
    let (_, count) = MODE_COUNTS.iter().find(|(words, _)| c.rest() == *words)?;
    c.pos = c.text.len();
    Some(*count)
}

/// The line before a modal spell's `n` modes; None for a count it has no words for.
pub fn write_choose_modes(count: ModeCount, n: usize) -> Option<&'static str> {
    let (words, _) = MODE_COUNTS.iter().find(|(_, k)| *k == count)?;
    (count.max < 2 || n == 2 || count.min == count.max).then_some(*words)
}

/// "Morph—[cost]." (702.36a): a morph cost other than mana, its parts as an activated ability's cost writes them.
fn read_morph_cost(c: &mut Cursor, ctx: &Context) -> Option<Cost> {
    if !c.eat("Morph—") {
        return None;
    }
    let cost = cost(c, ctx)?;
    (c.eat(".") && c.at_end() && (cost.parts.len() > 1 || cost.mana().is_none())).then_some(cost)
}

/// The words an ability granted in quotation marks uses for the object that
/// has it (613.1f: it is that object's ability); after them, the card's own
/// name (where the card grants the ability to itself).
pub const SELF_WORDS: &[&str] = &["this creature", "this permanent", "this land", "this artifact", "this enchantment"];

/// "\"[ability]\"": an ability in quotation marks, granted to an object,
/// and which of `SELF_WORDS` it calls that object (their number for the
/// card's own name, allowed with `named`).
pub fn read_quoted(c: &mut Cursor, ctx: &Context, named: bool) -> Option<(Ability, u8)> {
    if !c.eat("\"") {
        return None;
    }
    let inner = &c.rest()[..c.rest().find('"')?];
    let has = |w: &str| inner.contains(w) || inner.contains(&keywords::capitalized(w));
    let word = match SELF_WORDS.iter().position(|w| has(w)) {
        Some(i) => i,
        None if named && inner.contains(ctx.name) => SELF_WORDS.len(),
        // A card that names itself in an ability it grants to another object is not read (the name would be the other object).
        None if inner.contains(ctx.name) => return None,
        None => 0,
    };
    let name = SELF_WORDS.get(word).copied().unwrap_or(ctx.name);
    let sub_ctx = Context::new(name, false, (None, None), (Vec::new(), Vec::new()));
    let mut sub = Cursor::new(inner);
    let part = read_line(&mut sub, &sub_ctx);
    c.furthest = c.furthest.max(c.pos + sub.furthest);
    let Some(Part::Ability(mut a, pres)) = part else { return None };
    // Its instructions may be in another wording the writer knows (kept in the card's `text_layout.quoted`).
    if (Presentation { alts: Vec::new(), ..pres.clone() }) != Presentation::default() {
        return None;
    }
    if !pres.alts.is_empty() {
        let mut kept = ctx.quoted_alts.borrow_mut();
        if !kept.iter().any(|(at, _)| *at == c.pos) {
            kept.push((c.pos, pres.alts.clone()));
        }
    }
    // The words the event log shows for it (nothing reads them as rules).
    let text = with_quoted_alts(pres.alts, || write_quoted(&a, word as u8, ctx.name)).ok()?;
    set_text(&mut a, text.trim_matches('"').to_string());
    c.pos += inner.len() + 1;
    Some((*a, word as u8))
}

fn set_text(a: &mut Ability, t: String) {
    match a {
        Ability::Activated { text, .. } | Ability::Triggered { text, .. } | Ability::Static { text, .. } | Ability::Replacement { text, .. } => *text = t,
    }
}

thread_local! {
    /// The wordings of the instructions of the ability in quotation marks
    /// being written (`with_quoted_alts`).
    static QUOTED_ALTS: std::cell::RefCell<Vec<(usize, u16)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Runs `write` with the ability in quotation marks it writes having its
/// instructions in these wordings (the card's `text_layout.quoted`).
pub fn with_quoted_alts<T>(alts: Vec<(usize, u16)>, write: impl FnOnce() -> T) -> T {
    let before = QUOTED_ALTS.with(|q| q.replace(alts));
    let out = write();
    QUOTED_ALTS.with(|q| *q.borrow_mut() = before);
    out
}

/// A granted ability in quotation marks, calling the object that has it by `SELF_WORDS[word]` (or `name`).
pub fn write_quoted(a: &Ability, word: u8, name: &str) -> Result<String, String> {
    let self_word = SELF_WORDS.get(word as usize).copied().unwrap_or(name);
    if word as usize > SELF_WORDS.len() {
        return Err(format!("the word {word} for a granted ability's object"));
    }
    let def = CardDef { name: self_word.to_string(), ..CardDef::default() };
    // An ability quoted inside this one has its own wordings (none).
    let alts = QUOTED_ALTS.with(|q| q.borrow().clone());
    let pres = Presentation { alts, ..Presentation::default() };
    let words = with_quoted_alts(Vec::new(), || write_ability(a, &def, &pres))?;
    // A keyword ability in quotes is printed in lower case ("bands with other legendary creatures.", 702.20b).
    if matches!(a, Ability::Static { effect: StaticEffect::BandsWithOther { .. }, .. }) {
        let mut chars = words.chars();
        return Ok(format!("\"{}\"", chars.next().map(|f| f.to_lowercase().chain(chars).collect::<String>()).unwrap_or_default()));
    }
    Ok(format!("\"{}\"", keywords::capitalized(&words)))
}

/// "[this] enters the battlefield tapped unless you control a Mountain or a
/// Plains / two or fewer other lands / two or more basic lands." (614.1c)
fn enters_tapped_unless(c: &mut Cursor, ctx: &Context) -> Option<Condition> {
    use super::nouns::{read, Number};
    if !(ctx.eat_name(c) && c.eat(" enters the battlefield tapped unless you control ")) {
        return None;
    }
    let mine = |f: FilterSpec| -> Filter { FilterSpec { controller: Some(Relation::You), ..f }.into() };
    let cond = if let Some(n) = c.attempt(|c| c.word_number().filter(|n| *n >= 1 && c.eat(" or fewer other "))) {
        let f = read(c, Number::Many, None).filter(|f| f.controller.is_none() && !f.other)?;
        Condition::Not { of: Box::new(Condition::PermanentsAtLeast { filter: mine(FilterSpec { other: true, ..f }), count: n + 1 }) }
    } else if let Some(n) = c.attempt(|c| c.word_number().filter(|n| *n >= 2 && c.eat(" or more "))) {
        let f = read(c, Number::Many, None).filter(|f| f.controller.is_none())?;
        Condition::PermanentsAtLeast { filter: mine(f), count: n }
    } else {
        let (_, a) = counted_noun(c, None).filter(|(n, _)| *n == 1)?;
        let (_, b) = c.attempt(|c| if c.eat(" or ") { counted_noun(c, None).filter(|(n, _)| *n == 1) } else { None })?;
        // "a Mountain or a Plains": a permanent with either subtype.
        let one = |f: &FilterSpec| f.subtypes.len() == 1 && FilterSpec { subtypes: Vec::new(), ..f.clone() } == FilterSpec::default();
        if !one(&a) || !one(&b) {
            return None;
        }
        Condition::PermanentsAtLeast { filter: mine(FilterSpec { subtypes: vec![a.subtypes[0].clone(), b.subtypes[0].clone()], ..Default::default() }), count: 1 }
    };
    (c.eat(".") && c.at_end()).then_some(cond)
}

pub fn write_enters_tapped_unless(cond: &Condition, name: &str) -> Result<String, String> {
    use super::nouns::{write, Number};
    let theirs = |f: &Filter| FilterSpec { controller: None, ..(**f).clone() };
    let words = match cond {
        Condition::Not { of } => match &**of {
            Condition::PermanentsAtLeast { filter, count } if filter.controller == Some(Relation::You) && filter.other && *count >= 2 => {
                format!("{} or fewer other {}", super::words::number_word(count - 1), write(&FilterSpec { other: false, ..theirs(filter) }, Number::Many, None)?)
            }
            other => return Err(format!("enters tapped unless not {other:?}")),
        },
        Condition::PermanentsAtLeast { filter, count: 1 } if filter.controller == Some(Relation::You) && filter.subtypes.len() == 2 && theirs(filter) == (FilterSpec { subtypes: filter.subtypes.clone(), ..Default::default() }) => {
            let one = |s: &String| write_counted_noun(1, &FilterSpec { subtypes: vec![s.clone()], ..Default::default() }, None);
            format!("{} or {}", one(&filter.subtypes[0])?, one(&filter.subtypes[1])?)
        }
        Condition::PermanentsAtLeast { filter, count } if filter.controller == Some(Relation::You) && *count >= 2 && !filter.other => {
            format!("{} or more {}", super::words::number_word(*count), write(&theirs(filter), Number::Many, None)?)
        }
        other => return Err(format!("enters tapped unless {other:?}")),
    };
    Ok(format!("{name} enters the battlefield tapped unless you control {words}."))
}

/// The choices "As [this] enters the battlefield" names, and their words.
const CHOICES: &[(&str, Choice)] = &[
    ("choose a color", Choice::Color),
    ("choose a creature type", Choice::CreatureType),
    ("choose a basic land type", Choice::BasicLandType),
    ("choose an opponent", Choice::Opponent),
    ("choose a player", Choice::Player),
    ("name a nonland card", Choice::CardName { nonland: true }),
    ("name a card", Choice::CardName { nonland: false }),
];

const NUMBER_CHOICE: (&str, &str) = ("choose a number between ", " and ");

/// "choose a number between 0 and 7" (a whole number in that range).
pub fn read_number_choice(c: &mut Cursor) -> Option<Choice> {
    c.attempt(|c| {
        if !c.eat(NUMBER_CHOICE.0) {
            return None;
        }
        let min = i32::try_from(c.number()?).ok()?;
        if !c.eat(NUMBER_CHOICE.1) {
            return None;
        }
        let max = i32::try_from(c.number()?).ok()?;
        (min < max).then_some(Choice::Number { min, max })
    })
}

pub fn write_number_choice(ch: &Choice) -> Option<String> {
    match ch {
        Choice::Number { min: 0, max } if *max == crate::rules::choices::MAX_CHOSEN_NUMBER => Some(super::instructions::OPEN_NUMBER_CHOICE.into()),
        Choice::Number { min, max } if 0 <= *min && min < max => Some(format!("{}{min}{}{max}", NUMBER_CHOICE.0, NUMBER_CHOICE.1)),
        _ => None,
    }
}

/// "As [this] enters the battlefield, choose a color [and a creature type]." (614.12)
fn as_enters_choose(c: &mut Cursor, ctx: &Context) -> Option<Vec<Choice>> {
    if !(c.eat("As ") && ctx.eat_name(c) && c.eat(" enters the battlefield, ")) {
        return None;
    }
    let first = match CHOICES.iter().find(|(w, _)| c.eat(w)) {
        Some((_, first)) => first.clone(),
        None => read_number_choice(c)?,
    };
    let mut out = vec![first];
    if c.eat(" and ") {
        // "choose a color and a creature type": the verb once.
        let (_, more) = CHOICES.iter().find(|(w, _)| w.starts_with("choose ") && c.eat(&w["choose ".len()..]))?;
        out.push(more.clone());
    }
    (c.eat(".") && c.at_end()).then_some(out)
}

pub fn write_as_enters_choose(choices: &[Choice], name: &str) -> Result<String, String> {
    let word = |ch: &Choice| CHOICES.iter().find(|(_, x)| x == ch).map(|(w, _)| w.to_string()).or_else(|| write_number_choice(ch)).ok_or_else(|| format!("the choice {ch:?}"));
    match choices {
        [a] => Ok(format!("As {name} enters the battlefield, {}.", word(a)?)),
        [a, b] if word(a)?.starts_with("choose ") && word(b)?.starts_with("choose ") => Ok(format!("As {name} enters the battlefield, {} and {}.", word(a)?, &word(b)?["choose ".len()..])),
        _ => Err("these choices as it enters".into()),
    }
}

/// "As [this] enters the battlefield, you may pay N life / reveal a [noun]
/// card from your hand. If you don't, [this] enters the battlefield tapped." (614.12)
fn enters_tapped_unless_paid(c: &mut Cursor, ctx: &Context) -> Option<EntryPayment> {
    if !(c.eat("As ") && ctx.eat_name(c) && c.eat(" enters the battlefield, you may ")) {
        return None;
    }
    let pay = if c.eat("pay ") {
        let n = c.number().filter(|n| *n >= 1)?;
        EntryPayment::PayLife(i32::try_from(n).ok()?).clone()
    } else {
        let (n, f) = if c.eat("reveal ") { counted_noun(c, Some(("card", "cards")))? } else { return None };
        if n != 1 || !c.eat(" from your hand") || f.controller.is_some() {
            return None;
        }
        EntryPayment::Reveal(f.into())
    };
    if matches!(pay, EntryPayment::PayLife(_)) && !c.eat(" life") {
        return None;
    }
    (c.eat(". If you don't, ") && ctx.eat_name(c) && c.eat(" enters the battlefield tapped.") && c.at_end()).then_some(pay)
}

pub fn write_enters_tapped_unless_paid(pay: &EntryPayment, name: &str) -> Result<String, String> {
    let what = match pay {
        EntryPayment::PayLife(n) if *n >= 1 => format!("pay {n} life"),
        EntryPayment::Reveal(f) if f.controller.is_none() => format!("reveal {} from your hand", write_counted_noun(1, f, Some(("card", "cards")))?),
        other => return Err(format!("the payment as it enters {other:?}")),
    };
    Ok(format!("As {name} enters the battlefield, you may {what}. If you don't, {name} enters the battlefield tapped."))
}

/// "[this] enters the battlefield with N [kind] counters on it." (614.1c),
/// "If [this] was kicked, it enters ..." (702.32a), "... with a +1/+1
/// counter on it for each time it was kicked" (702.32c).
fn enters_with_counters(c: &mut Cursor, ctx: &Context) -> Option<EnteringCounters> {
    let kicked = c.eat("If ") && ctx.eat_name(c) && c.eat(" was kicked, it");
    if !(kicked || ctx.eat_name(c)) || !c.eat(" enters the battlefield with ") {
        return None;
    }
    let condition = kicked.then_some(Condition::Kicked);
    if let Some(kind) = c.attempt(|c| if c.eat("a ") { instructions::counter_kind(c).filter(|_| c.eat(" counter on it for each time it was kicked.")) } else { None }) {
        return c.at_end().then_some(EnteringCounters { kind, count: Amount::Dynamic(DynamicAmount::TimesKicked), condition });
    }
    let (count, plural) = if c.eat("a ") {
        (Amount::Fixed(1), false)
    } else if c.eat("X ") {
        (Amount::Dynamic(DynamicAmount::X), true)
    } else {
        let n = c.word_number().filter(|n| *n >= 2)?;
        if !c.eat(" ") {
            return None;
        }
        (Amount::Fixed(n as i32), true)
    };
    let kind = instructions::counter_kind(c)?;
    let end = if plural { " counters on it" } else { " counter on it" };
    if !c.eat(end) {
        return None;
    }
    // "... on it if you cast it from your hand." (601.2a, 608.3).
    if condition.is_none() && c.eat(CAST_FROM_HAND_IF) {
        return (c.eat(".") && c.at_end()).then_some(EnteringCounters { kind, count, condition: Some(Condition::CastFromHand) });
    }
    // "... on it if a creature died this turn." (a condition an ability word names).
    let condition = match c.attempt(|c| if condition.is_none() && c.eat(" if ") { super::instead_lines::worded_conditions().into_iter().find(|(_, words, _)| c.eat(words)).map(|(_, _, cond)| cond) } else { None }) {
        Some(cond) => Some(cond),
        None => condition,
    };
    (c.eat(".") && c.at_end()).then_some(EnteringCounters { kind, count, condition })
}

const CAST_FROM_HAND_IF: &str = " if you cast it from your hand";

/// The line of counters a permanent enters with.
pub fn write_enters_with_counters(e: &EnteringCounters, name: &str) -> Result<String, String> {
    if !instructions::counter_kind_ok(&e.kind) {
        return Err(format!("counters '{}'", e.kind));
    }
    let (who, after) = match &e.condition {
        None => (name.to_string(), String::new()),
        Some(Condition::Kicked) => (format!("If {name} was kicked, it"), String::new()),
        Some(Condition::CastFromHand) => (name.to_string(), CAST_FROM_HAND_IF.to_string()),
        Some(other) => match super::instead_lines::worded_conditions().into_iter().find(|(_, _, c)| c == other) {
            Some((word, words, _)) => (format!("{word} \u{2014} {name}"), format!(" if {words}")),
            None => return Err(format!("counters it enters with if {other:?}")),
        },
    };
    if e.count == Amount::Dynamic(DynamicAmount::TimesKicked) {
        return Ok(format!("{who} enters the battlefield with a {} counter on it for each time it was kicked.", e.kind));
    }
    let n = match &e.count {
        Amount::Fixed(1) => format!("a {} counter", e.kind),
        Amount::Fixed(n) if *n >= 2 => format!("{} {} counters", super::words::number_word(*n as u32), e.kind),
        Amount::Dynamic(DynamicAmount::X) => format!("X {} counters", e.kind),
        other => return Err(format!("the number of counters {other:?}")),
    };
    Ok(format!("{who} enters the battlefield with {n} on it{after}."))
}

/// Add a line's sentences to the spell ability read so far (its target
/// slots numbered after the earlier ones').
pub fn append_spell(spell: &mut SpellAbility, mut more: Sentences) {
    let offset = spell.targets.len();
    if offset > 0 {
        for e in &mut more.effects {
            shift_targets(e, offset);
        }
    }
    spell.targets.append(&mut more.targets);
    spell.effects.append(&mut more.effects);
    if more.divide.is_some() {
        spell.divide = more.divide.clone().map(Box::new);
    }
}

fn shift_obj(w: &mut ObjRef, offset: usize) {
    if let ObjRef::Target(i) = w {
        *i += offset;
    }
}

fn shift_recipient(r: &mut Recipient, offset: usize) {
    match r {
        Recipient::Target(i) => *i += offset,
        Recipient::Object(o) => shift_obj(o, offset),
        _ => {}
    }
}

/// Renumber the target slots an instruction names (those `instructions` reads).
fn shift_targets(e: &mut Effect, offset: usize) {
    match e {
        Effect::DealDamage { to, .. } | Effect::LoseLife { to, .. } | Effect::GivePoison { to, .. } => shift_recipient(to, offset),
        Effect::Draw { player, .. } | Effect::Discard { player, .. } | Effect::Sacrifice { player, .. } | Effect::Mill { player, .. } | Effect::RevealHand { player } | Effect::DiscardAtRandom { player, .. } | Effect::RevealAtRandom { player, .. } | Effect::LookAtTopOfLibrary { player } | Effect::LookAtHand { player } | Effect::ExtraTurn { player, .. } | Effect::SkipNextTurn { player } | Effect::GetEmblem { player, .. } | Effect::SkipNextStep { player, .. } | Effect::RevealUntil { player, .. } | Effect::LookAtTop { player, .. } => shift_recipient(player, offset),
        Effect::DelayedTrigger { effects, .. } | Effect::AtEndOfCombat { effects, .. } => effects.iter_mut().for_each(|e| shift_targets(e, offset)),
        Effect::UnlessYouPay { effects, .. } => effects.iter_mut().for_each(|e| shift_targets(e, offset)),
        Effect::MayPay { effects, otherwise, .. } => effects.iter_mut().chain(otherwise.iter_mut()).for_each(|e| shift_targets(e, offset)),
        Effect::GainLife { player: PlayerRef::Target(i), .. } => *i += offset,
        Effect::RedirectDamage { to, instead, .. } => {
            shift_recipient(to, offset);
            shift_recipient(instead, offset);
        }
        Effect::PreventDamage { to, from, .. } => {
            to.iter_mut().for_each(|r| shift_recipient(r, offset));
            from.iter_mut().for_each(|o| shift_obj(o, offset));
        }
        // (ChooseSource names no target.)
        Effect::Destroy { what }
        | Effect::SacrificeObject { what, .. }
        | Effect::Exile { what, .. }
        | Effect::Counter { what, .. }
        | Effect::Regenerate { what }
        | Effect::Transform { what }
        | Effect::Flip { what }
        | Effect::Tap { what }
        | Effect::Untap { what }
        | Effect::TapOrUntap { what }
        | Effect::ReturnToHand { what }
        | Effect::PutInLibrary { what, .. }
        | Effect::CantBeRegenerated { what }
        | Effect::Continuous { what, .. }
        | Effect::PutCounters { what, .. }
        | Effect::RemoveCounters { what, .. }
        | Effect::ReturnToBattlefield { what, .. }
        | Effect::CantAttackOrBlock { what: Some(what), .. }
        | Effect::GainControl { what, .. } => shift_obj(what, offset),
        Effect::May { effects, otherwise, .. } => effects.iter_mut().chain(otherwise.iter_mut()).for_each(|e| shift_targets(e, offset)),
        Effect::FlipCoin { win, lose } | Effect::Clash { win, otherwise: lose } => win.iter_mut().chain(lose.iter_mut()).for_each(|e| shift_targets(e, offset)),
        Effect::Instead { instead, otherwise, .. } => instead.iter_mut().chain(otherwise.iter_mut()).for_each(|e| shift_targets(e, offset)),
        _ => {}
    }
}

/// The sentence that limits when an ability may be activated (602.5d).
const SORCERY_SPEED: &str = " Activate this ability only any time you could cast a sorcery.";

/// 602.5b: the sentence before a condition that limits an activation.
pub const ONLY_IF: &str = " Activate this ability only if ";

/// 602.5b: a limit on when and a condition, in one sentence.
const AND_ONLY_IF: &str = " and only if ";

/// Any player may activate it, each only when they could cast a sorcery (602.2, 602.5d).
const ANY_PLAYER_SORCERY_SPEED: &str = " Any player may activate this ability but only any time he or she could cast a sorcery.";

/// "[cost]: [sentences]" (602.1), perhaps only when a sorcery could be cast.
fn activated(c: &mut Cursor, ctx: &Context) -> Option<(Ability, Presentation)> {
    let cost = cost(c, ctx)?;
    if !c.eat(": ") {
        return None;
    }
    let (body, sorcery_speed) = match c.rest().strip_suffix(SORCERY_SPEED) {
        Some(b) => (b, true),
        None => (c.rest(), false),
    };
    // 602.2, 602.5d: "Any player may activate this ability but only any time he or she could cast a sorcery."
    if let Some(b) = body.strip_suffix(ANY_PLAYER_SORCERY_SPEED).filter(|_| !sorcery_speed) {
        let mut sub = Cursor::new(b);
        let s = instructions::read(&mut sub, ctx, false);
        c.furthest = c.furthest.max(c.pos + sub.furthest);
        let s = s.filter(|s| s.divide.is_none() && !s.pres.from_graveyard)?;
        c.pos = c.text.len();
        let only = Some(ActivationLimit::AnyPlayer);
        return Some((Ability::Activated { divide: None, cost, targets: s.targets, effects: s.effects, sorcery_speed: true, from_graveyard: false, only, condition: None, text: String::new() }, s.pres));
    }
    // 602.5b: "Activate this ability only during your upkeep and only if [condition]." (both limits).
    let both = body.rfind(AND_ONLY_IF).filter(|_| !sorcery_speed).and_then(|i| {
        let limit = ActivationLimit::ALL.iter().find(|l| body[..i].ends_with(l.words().strip_suffix('.').unwrap_or_default()))?;
        let before = body[..i].strip_suffix(limit.words().strip_suffix('.').unwrap_or_default())?.strip_suffix(' ')?;
        let mut cc = Cursor::new(body[i + AND_ONLY_IF.len()..].strip_suffix('.')?);
        let cond = super::conditions::read(&mut cc, super::conditions::Subject::Name(ctx.name)).filter(|_| cc.at_end())?;
        Some((before, *limit, cond))
    });
    // 602.5b: "Activate this ability only ..." as the last sentence.
    let (body, only) = match (&both, ActivationLimit::ALL.iter().find_map(|l| body.strip_suffix(l.words()).and_then(|b| b.strip_suffix(' ')).map(|b| (b, *l)))) {
        (Some((b, l, _)), _) => (*b, Some(*l)),
        (None, Some((b, l))) if !sorcery_speed => (b, Some(l)),
        _ => (body, None),
    };
    // 602.5b: "Activate this ability only if [condition]."
    let (body, condition) = match (both, only, sorcery_speed, body.rfind(ONLY_IF)) {
        (Some((_, _, cond)), ..) => (body, Some(cond)),
        (None, None, false, Some(i)) => {
            let mut cc = Cursor::new(body[i + ONLY_IF.len()..].strip_suffix('.')?);
            let cond = super::conditions::read(&mut cc, super::conditions::Subject::Name(ctx.name)).filter(|_| cc.at_end())?;
            (&body[..i], Some(cond))
        }
        _ => (body, None),
    };
    let mut sub = Cursor::new(body);
    let sacrifices_creature = cost.parts.iter().any(|p| matches!(p, CostPart::Sacrifice(s) if s.filter.types.contains(&crate::rules::CardType::Creature)));
    ctx.sacrifice_cost.set(sacrifices_creature);
    *ctx.removed.borrow_mut() = any_number_removed(&cost).map(str::to_string);
    let s = instructions::read(&mut sub, ctx, false);
    ctx.sacrifice_cost.set(false);
    *ctx.removed.borrow_mut() = None;
    c.furthest = c.furthest.max(c.pos + sub.furthest);
    let s = s?;
    c.pos = c.text.len();
    // "Return [this] from your graveyard ...": the ability works from the graveyard (and only there).
    let from_graveyard = s.pres.from_graveyard;
    let pres = Presentation { from_graveyard: false, ..s.pres };
    Some((Ability::Activated { divide: s.divide.map(Box::new), cost, targets: s.targets, effects: s.effects, sorcery_speed, from_graveyard, only, condition, text: String::new() }, pres))
}

/// A cost: parts separated by commas, in printed order.
fn cost(c: &mut Cursor, ctx: &Context) -> Option<Cost> {
    let mut parts = vec![cost_part(c, ctx)?];
    loop {
        // "Remove three quest counters from [this] and sacrifice it" (602.2b: two parts).
        if matches!(parts.last(), Some(CostPart::RemoveCounters(_))) && c.eat(AND_SACRIFICE_IT) {
            parts.push(CostPart::SacrificeSelf);
        } else if let Some(more) = c.attempt(|c| sacrifice_list(c, parts.last())) {
            parts.extend(more);
        } else if let Some(p) = c.attempt(|c| if c.eat(", ") { cost_part(c, ctx) } else { None }) {
            parts.push(p);
        } else {
            break;
        }
    }
    Some(Cost::new(parts))
}

/// After a cost that removes counters from the source, its sacrifice.
const AND_SACRIFICE_IT: &str = " and sacrifice it";

/// After "Sacrifice a [noun]": ", a [noun], and a [noun]" (three or more,
/// each a different permanent, 602.2b): one sacrifice part each.
fn sacrifice_list(c: &mut Cursor, last: Option<&CostPart>) -> Option<Vec<CostPart>> {
    if !matches!(last, Some(CostPart::Sacrifice(sc)) if sc.count == 1) {
        return None;
    }
    let mut more = Vec::new();
    loop {
        let and = c.eat(", and ");
        if !and && !c.eat(", ") {
            return None;
        }
        if !(c.eat("a ") || c.eat("an ")) {
            return None;
        }
        let f = super::nouns::read(c, super::nouns::Number::One, None)?;
        more.push(CostPart::Sacrifice(SacrificeCost { filter: f.into(), count: 1, x: false }));
        if and {
            return Some(more);
        }
    }
}

fn cost_part(c: &mut Cursor, ctx: &Context) -> Option<CostPart> {
    if let Some(n) = c.attempt(loyalty_cost) {
        return Some(CostPart::Loyalty(n));
    }
    if c.eat("{T}") {
        return Some(CostPart::Tap);
    }
    if c.eat("{Q}") {
        return Some(CostPart::Untap);
    }
    if let Some(m) = c.mana() {
        return Some(CostPart::Mana(m));
    }
    if c.attempt(|c| (c.eat("Sacrifice ") && ctx.eat_name(c)).then_some(())).is_some() {
        return Some(CostPart::SacrificeSelf);
    }
    // "Exile [this] from your hand" (an ability activated from the hand, 602.2).
    if c.attempt(|c| (c.eat("Exile ") && ctx.eat_name(c) && c.eat(" from your hand")).then_some(())).is_some() {
        return Some(CostPart::ExileSelfFromHand);
    }
    // "Exile [this]": the permanent itself (602.2b).
    if c.attempt(|c| (c.eat("Exile ") && ctx.eat_name(c) && !c.rest().starts_with(" from")).then_some(())).is_some() {
        return Some(CostPart::ExileSelf);
    }
    if let Some(n) = c.attempt(|c| if c.eat("Pay ") { c.number().filter(|_| c.eat(" life")) } else { None }) {
        return Some(CostPart::PayLife(n as i32));
    }
    if let Some(spec) = c.attempt(|c| counters_on_this(c, ctx, "Remove ", " from ")) {
        return Some(CostPart::RemoveCounters(spec));
    }
    if let Some(spec) = c.attempt(|c| counters_on_this(c, ctx, "Put ", " on ")) {
        return Some(CostPart::PutCounters(spec));
    }
    // "Discard [this]": an ability that works from the hand (602.2, channel).
    if c.attempt(|c| (c.eat("Discard ") && ctx.eat_name(c)).then_some(())).is_some() {
        return Some(CostPart::DiscardSelf);
    }
    if c.attempt(|c| (c.eat("Discard a card at random")).then_some(())).is_some() {
        return Some(CostPart::Discard(DiscardCost { count: 1, filter: Filter::default(), at_random: true, x: false }));
    }
    if c.attempt(|c| (c.eat("Discard a card")).then_some(())).is_some() {
        return Some(CostPart::Discard(DiscardCost { count: 1, filter: Filter::default(), at_random: false, x: false }));
    }
    if let Some(f) = c.attempt(|c| if c.eat("Sacrifice an ") || c.eat("Sacrifice a ") { super::nouns::read(c, super::nouns::Number::One, None) } else { None }) {
        return Some(CostPart::Sacrifice(SacrificeCost { filter: f.into(), count: 1, x: false }));
    }
    // "Return [this] to its owner's hand".
    if c.attempt(|c| (c.eat("Return ") && ctx.eat_name(c) && c.eat(" to its owner's hand")).then_some(())).is_some() {
        return Some(CostPart::ReturnSelf);
    }
    c.attempt(|c| cost_words(c, true).filter(|p| !matches!(p, CostPart::Mana(_) | CostPart::PayLife(_))))
}

/// A loyalty ability's cost (606.4): "+2", "0", "−" and a number (the
/// printed minus sign, not a hyphen), alone before the colon.
fn loyalty_cost(c: &mut Cursor) -> Option<i32> {
    let sign = if c.eat("+") { 1 } else if c.eat("−") { -1 } else { 0 };
    let n = c.number()?;
    if (sign == 0) != (n == 0) || !c.rest().starts_with(": ") {
        return None;
    }
    i32::try_from(n).ok().map(|n| sign * n)
}

fn write_loyalty_cost(n: i32) -> String {
    match n {
        0 => "0".into(),
        n if n > 0 => format!("+{n}"),
        n => format!("−{}", n.unsigned_abs()),
    }
}

/// "Remove a +1/+1 counter from [this]", "Put three charge counters on [this]".
/// The kind of counters a cost removes in a number its player chooses and
/// calls "any number of" (the instructions count "each [kind] counter
/// removed this way").
pub(super) fn any_number_removed(cost: &Cost) -> Option<&str> {
    cost.remove_counters().filter(|rc| rc.chosen == Some(ChosenCount::AnyNumber)).map(|rc| rc.kind.as_str())
}

/// "Remove a [kind] counter from [this]", "Put two [kind] counters on [this]";
/// "Remove X [kind] counters" and "Remove any number of [kind] counters":
/// the number chosen as the ability is activated (601.2b via 602.2b).
fn counters_on_this(c: &mut Cursor, ctx: &Context, verb: &str, prep: &str) -> Option<CounterSpec> {
    if !c.eat(verb) {
        return None;
    }
    let chosen = if verb != "Remove " {
        None
    } else if c.eat("X ") {
        Some(ChosenCount::X)
    } else if c.eat("any number of ") {
        Some(ChosenCount::AnyNumber)
    } else {
        None
    };
    let (count, plural) = if chosen.is_some() {
        (0, true)
    } else if c.eat("a ") || c.eat("an ") {
        (1, false)
    } else {
        let n = c.word_number().filter(|n| *n >= 2)?;
        if !c.eat(" ") {
            return None;
        }
        (n, true)
    };
    let kind = instructions::counter_kind(c)?;
    let words = if plural { " counters" } else { " counter" };
    (c.eat(words) && c.eat(prep) && ctx.eat_name(c)).then_some(CounterSpec { kind, count, chosen })
}

fn write_counters_on_this(verb: &str, prep: &str, spec: &CounterSpec, name: &str) -> Result<String, String> {
    if !instructions::counter_kind_ok(&spec.kind) || (spec.count == 0) != spec.chosen.is_some() {
        return Err(format!("counters '{}'", spec.kind));
    }
    let n = if let Some(chosen) = spec.chosen {
        let number = match chosen {
            ChosenCount::X => "X",
            ChosenCount::AnyNumber => "any number of",
        };
        format!("{number} {} counters", spec.kind)
    } else if spec.count == 1 {
        let a = super::words::article(&spec.kind);
        format!("{a} {} counter", spec.kind)
    } else {
        format!("{} {} counters", super::words::number_word(spec.count), spec.kind)
    };
    Ok(format!("{verb} {n}{prep}{name}"))
}

/// The one condition an alternative cost is printed with here (117.9).
fn alt_condition(c: &mut Cursor) -> Option<Condition> {
    if !(c.eat("If you control ") && (c.eat("a ") || c.eat("an "))) {
        return None;
    }
    let f = super::nouns::read(c, super::nouns::Number::One, None)?;
    if f.controller.is_some() || !c.eat(", ") {
        return None;
    }
    Some(Condition::PermanentsAtLeast { filter: FilterSpec { controller: Some(Relation::You), ..f }.into(), count: 1 })
}

/// "a Mountain", "two Mountains": how many of a noun, and the noun.
fn counted_noun(c: &mut Cursor, head: Option<(&str, &str)>) -> Option<(u32, FilterSpec)> {
    use super::nouns::{read, Number};
    if c.eat("a ") || c.eat("an ") {
        return read(c, Number::One, head).map(|f| (1, f));
    }
    let n = c.word_number().filter(|n| *n >= 2)?;
    if !c.eat(" ") {
        return None;
    }
    read(c, Number::Many, head).map(|f| (n, f))
}

fn write_counted_noun(n: u32, f: &FilterSpec, head: Option<(&str, &str)>) -> Result<String, String> {
    use super::nouns::{write, Number};
    if n == 1 {
        let noun = write(f, Number::One, head)?;
        let a = super::words::article(&noun);
        return Ok(format!("{a} {noun}"));
    }
    Ok(format!("{} {}", super::words::number_word(n), write(f, Number::Many, head)?))
}

/// One part of a spell's alternative cost, as a sentence writes it ("pay
/// {W}{U}{B}{R}{G}", "pay 1 life", "sacrifice two Mountains", "return an
/// Island you control to its owner's hand", "exile a blue card from your
/// hand", "discard a Plains card").
fn alt_cost_part(c: &mut Cursor) -> Option<CostPart> {
    cost_words(c, false)
}

/// The verb of a cost part, capitalized where the part begins an activated
/// ability's cost ("Return a land you control to its owner's hand: ...").
fn cost_verb(c: &mut Cursor, verb: &str, capital: bool) -> bool {
    if !capital {
        return c.eat(verb);
    }
    let mut v = verb.to_string();
    v[..1].make_ascii_uppercase();
    c.eat(&v)
}

/// `alt_cost_part`, or with `capital` a part of an activated ability's cost
/// (602.1a): also "exile two cards from your graveyard".
fn cost_words(c: &mut Cursor, capital: bool) -> Option<CostPart> {
    if let Some(p) = c.attempt(|c| {
        if !cost_verb(c, "pay ", capital) {
            return None;
        }
        if let Some(m) = c.mana() {
            return Some(CostPart::Mana(m));
        }
        // "Pay X life" (the X announced, 601.2b).
        if c.eat(X_LIFE) {
            return Some(CostPart::PayLifeX);
        }
        let n = c.number()?;
        c.eat(" life").then_some(CostPart::PayLife(n as i32))
    }) {
        return Some(p);
    }
    // "Discard X cards", "exile X creature cards from your graveyard", "sacrifice X lands".
    if let Some(p) = c.attempt(|c| x_cost_words(c, capital)) {
        return Some(p);
    }
    if let Some((n, f)) = c.attempt(|c| if cost_verb(c, "sacrifice ", capital) { counted_noun(c, None).filter(|(_, f)| f.controller.is_none()) } else { None }) {
        return Some(CostPart::Sacrifice(SacrificeCost { filter: f.into(), count: n, x: false }));
    }
    if let Some((n, f)) = c.attempt(|c| {
        let (n, f) = if cost_verb(c, "return ", capital) { counted_noun(c, None)? } else { return None };
        let to = if n == 1 { " to its owner's hand" } else { " to their owner's hand" };
        (f.controller == Some(Relation::You) && c.eat(to)).then_some((n, FilterSpec { controller: None, ..f }))
    }) {
        return Some(CostPart::ReturnToHand(SacrificeCost { filter: f.into(), count: n, x: false }));
    }
    if let Some(t) = c.attempt(|c| if cost_verb(c, "tap ", capital) { tap_untapped_cost(c) } else { None }) {
        return Some(CostPart::TapUntapped(t));
    }
    if let Some((n, f)) = c.attempt(|c| if cost_verb(c, "exile ", capital) { counted_noun(c, Some(("card", "cards"))).filter(|_| c.eat(" from your hand")) } else { None }) {
        return Some(CostPart::ExileFromHand(GraveyardCost { filter: f.into(), count: n, x: false }));
    }
    if let Some((n, f)) = c.attempt(|c| if capital && c.eat("Exile ") { counted_noun(c, Some(("card", "cards"))).filter(|_| c.eat(" from your graveyard")) } else { None }) {
        return Some(CostPart::ExileFromGraveyard(GraveyardCost { filter: f.into(), count: n, x: false }));
    }
    if let Some((n, f)) = c.attempt(|c| if cost_verb(c, "discard ", capital) { counted_noun(c, Some(("card", "cards"))) } else { None }) {
        return Some(CostPart::Discard(DiscardCost { filter: f.into(), count: n, at_random: false, x: false }));
    }
    None
}

const X_LIFE: &str = "X life";

/// The parts of a cost that take X objects, X announced as the spell is cast
/// or the ability activated (601.2b, 107.3): "discard X [noun] cards [at
/// random]", "exile X [noun] cards from your graveyard", "sacrifice X [nouns]".
fn x_cost_words(c: &mut Cursor, capital: bool) -> Option<CostPart> {
    use super::nouns::{read, Number};
    let cards = Some(("card", "cards"));
    if cost_verb(c, "discard X ", capital) {
        let f = read(c, Number::Many, cards)?;
        let at_random = c.eat(AT_RANDOM);
        return Some(CostPart::Discard(DiscardCost { filter: f.into(), count: 0, at_random, x: true }));
    }
    if cost_verb(c, "exile X ", capital) {
        let f = read(c, Number::Many, cards)?;
        return c.eat(FROM_YOUR_GRAVEYARD).then(|| CostPart::ExileFromGraveyard(GraveyardCost { filter: f.into(), count: 0, x: true }));
    }
    if cost_verb(c, "sacrifice X ", capital) {
        let f = read(c, Number::Many, None).filter(|f| f.controller.is_none())?;
        return Some(CostPart::Sacrifice(SacrificeCost { filter: f.into(), count: 0, x: true }));
    }
    None
}

const AT_RANDOM: &str = " at random";
const FROM_YOUR_GRAVEYARD: &str = " from your graveyard";

/// The words of `x_cost_words`' parts (in lower case).
fn write_x_cost_part(p: &CostPart) -> Option<Result<String, String>> {
    use super::nouns::{write, Number};
    let cards = Some(("card", "cards"));
    Some(match p {
        CostPart::PayLifeX => Ok(format!("pay {X_LIFE}")),
        CostPart::Discard(d) if d.x => write(&d.filter, Number::Many, cards).map(|n| format!("discard X {n}{}", if d.at_random { AT_RANDOM } else { "" })),
        CostPart::ExileFromGraveyard(g) if g.x => write(&g.filter, Number::Many, cards).map(|n| format!("exile X {n}{FROM_YOUR_GRAVEYARD}")),
        CostPart::Sacrifice(s) if s.x && s.filter.controller.is_none() => write(&s.filter, Number::Many, None).map(|n| format!("sacrifice X {n}")),
        _ => return None,
    })
}

/// "[tap ]an untapped creature you control", "two untapped Wizards you
/// control": the permanents, without "untapped" and "you control" (the
/// candidates are the paying player's untapped ones).
fn tap_untapped_cost(c: &mut Cursor) -> Option<SacrificeCost> {
    let (n, f) = counted_noun(c, None)?;
    if f.controller != Some(Relation::You) || f.tapped != Some(false) {
        return None;
    }
    Some(SacrificeCost { filter: FilterSpec { controller: None, tapped: None, ..f }.into(), count: n, x: false })
}

fn write_tap_untapped_cost(t: &SacrificeCost) -> Result<String, String> {
    if t.filter.controller.is_some() || t.filter.tapped.is_some() || t.count == 0 {
        return Err("the permanents a tap cost names".into());
    }
    let f = FilterSpec { controller: Some(Relation::You), tapped: Some(false), ..(*t.filter).clone() };
    write_counted_noun(t.count, &f, None)
}

fn write_alt_cost_part(p: &CostPart) -> Result<String, String> {
    if let Some(words) = write_x_cost_part(p) {
        return words;
    }
    Ok(match p {
        CostPart::TapUntapped(t) => format!("tap {}", write_tap_untapped_cost(t)?),
        CostPart::Mana(m) => format!("pay {}", mana_text(m)),
        CostPart::PayLife(n) => format!("pay {n} life"),
        CostPart::Sacrifice(sc) if sc.filter.controller.is_none() => format!("sacrifice {}", write_counted_noun(sc.count, &sc.filter, None)?),
        CostPart::ReturnToHand(sc) if sc.filter.controller.is_none() => {
            let f = FilterSpec { controller: Some(Relation::You), ..(*sc.filter).clone() };
            format!("return {} to {} owner's hand", write_counted_noun(sc.count, &f, None)?, if sc.count == 1 { "its" } else { "their" })
        }
        CostPart::ExileFromHand(g) => format!("exile {} from your hand", write_counted_noun(g.count, &g.filter, Some(("card", "cards")))?),
        CostPart::ExileFromGraveyard(g) => format!("exile {} from your graveyard", write_counted_noun(g.count, &g.filter, Some(("card", "cards")))?),
        CostPart::Discard(d) if !d.at_random => format!("discard {}", write_counted_noun(d.count, &d.filter, Some(("card", "cards")))?),
        other => return Err(format!("the alternative cost part '{}'", other.key())),
    })
}

/// "[If you control a Swamp, ]you may [cost] rather than pay [this]'s mana cost." (117.9)
fn read_alternative_cost(c: &mut Cursor, ctx: &Context) -> Option<PrintedAlternative> {
    let condition = c.attempt(alt_condition);
    if !c.eat_sentence_start("you may ") {
        return None;
    }
    let mut parts = vec![alt_cost_part(c)?];
    while let Some(p) = c.attempt(|c| if c.eat(" and ") { alt_cost_part(c) } else { None }) {
        parts.push(p);
    }
    if !(c.eat(" rather than pay ") && ctx.eat_name(c) && c.eat("'s mana cost.") && c.at_end()) {
        return None;
    }
    Some(PrintedAlternative { cost: Cost::new(parts), condition })
}

pub fn write_alternative_cost(alt: &PrintedAlternative, name: &str) -> Result<String, String> {
    let parts: Vec<String> = alt.cost.parts.iter().map(write_alt_cost_part).collect::<Result<_, _>>()?;
    let condition = match &alt.condition {
        None => String::new(),
        Some(Condition::PermanentsAtLeast { filter, count: 1 }) if filter.controller == Some(Relation::You) => {
            format!("If you control {}, ", write_counted_noun(1, &FilterSpec { controller: None, ..(**filter).clone() }, None)?)
        }
        Some(other) => return Err(format!("the alternative cost's condition {other:?}")),
    };
    let you = if condition.is_empty() { "You" } else { "you" };
    Ok(format!("{condition}{you} may {} rather than pay {name}'s mana cost.", parts.join(" and ")))
}

/// A cost's parts as a spell's additional cost writes them ("sacrifice a
/// creature", "pay 3 life"): the same words, in lower case.
pub fn read_additional_cost(c: &mut Cursor, ctx: &Context) -> Option<Cost> {
    if !(c.eat("As an additional cost to cast ") && ctx.eat_name(c) && c.eat(", ")) {
        return None;
    }
    let rest = c.rest().strip_suffix('.')?;
    let cap = super::keywords::capitalized(rest);
    let mut sub = Cursor::new(&cap);
    let cost = cost(&mut sub, ctx)?;
    if !sub.at_end() {
        return None;
    }
    c.pos = c.text.len();
    Some(cost)
}

/// The keywords whose cost may be other than mana, written "[Keyword]—[cost]."
pub const KEYWORD_COSTS: &[&str] = &["Kicker", "Buyback", "Flashback", "Cumulative upkeep"];

/// "Kicker—Sacrifice two lands." (702.32a), "Buyback—Sacrifice a land."
/// (702.26a), "Flashback—Tap three untapped white creatures you control." (702.33a)
fn read_keyword_cost(c: &mut Cursor, ctx: &Context) -> Option<(&'static str, Option<ManaCost>, Cost)> {
    let word = KEYWORD_COSTS.iter().copied().find(|w| c.eat(w) && c.eat("\u{2014}"))?;
    let mut cost = cost(c, ctx)?;
    // The mana that begins the cost goes in the keyword's mana cost.
    let mana = match cost.parts.first() {
        Some(CostPart::Mana(m)) if cost.parts.len() > 1 => Some(m.clone()),
        _ => None,
    };
    if mana.is_some() {
        cost.parts.remove(0);
    }
    (keyword_cost_parts(&cost) && c.eat(".") && c.at_end()).then_some((word, mana, cost))
}

/// Are these the parts a keyword's cost of other parts than mana holds:
/// objects and life, at least one?
fn keyword_cost_parts(cost: &Cost) -> bool {
    !cost.parts.is_empty() && cost.parts.iter().all(|p| p.takes().is_some() || matches!(p, CostPart::PayLife(_)))
}

/// "[Word]—[mana, ][parts]." (the mana is the keyword's mana cost, written
/// first when the card has both).
pub fn write_keyword_cost(word: &str, mana: Option<&ManaCost>, cost: &Cost, name: &str) -> Result<String, String> {
    if !keyword_cost_parts(cost) {
        return Err(format!("a {word} cost of other parts than objects and life"));
    }
    let lead = mana.map(|m| format!("{}, ", mana_text(m))).unwrap_or_default();
    Ok(format!("{word}\u{2014}{lead}{}.", write_cost(cost, name)?))
}

pub fn write_additional_cost(cost: &Cost, name: &str) -> Result<String, String> {
    let words = write_cost(cost, name)?;
    let mut ch = words.chars();
    let first: String = ch.next().map(|f| f.to_lowercase().chain(ch).collect()).unwrap_or_default();
    // Each later part keeps its capital in an activated ability's cost, not here.
    Ok(format!("As an additional cost to cast {name}, {}.", first.replace(", Sacrifice", ", sacrifice").replace(", Pay", ", pay").replace(", Discard", ", discard")))
}

pub fn write_cost(cost: &Cost, name: &str) -> Result<String, String> {
    let mut out: Vec<String> = Vec::new();
    for (i, p) in cost.parts.iter().enumerate() {
        // "Remove ... counters from [this] and sacrifice it": one phrase.
        if let (CostPart::SacrificeSelf, Some(CostPart::RemoveCounters(_)), Some(last)) = (p, i.checked_sub(1).map(|j| &cost.parts[j]), out.last_mut()) {
            last.push_str(AND_SACRIFICE_IT);
            continue;
        }
        // Every part of a cost begins with a capital ("{T}, Sacrifice ...").
        out.push(match p {
            CostPart::Tap => "{T}".to_string(),
            CostPart::Untap => "{Q}".to_string(),
            CostPart::Loyalty(n) if cost.parts.len() == 1 => write_loyalty_cost(*n),
            CostPart::Mana(m) => mana_text(m),
            CostPart::SacrificeSelf => format!("Sacrifice {name}"),
            CostPart::ExileSelfFromHand => format!("Exile {name} from your hand"),
            CostPart::ExileSelf => format!("Exile {name}"),
            CostPart::DiscardSelf => format!("Discard {name}"),
            CostPart::PayLife(n) => format!("Pay {n} life"),
            CostPart::RemoveCounters(spec) => write_counters_on_this("Remove", " from ", spec, name)?,
            CostPart::PutCounters(spec) => write_counters_on_this("Put", " on ", spec, name)?,
            CostPart::Discard(d) if d.count == 1 && d.filter.is_empty() => if d.at_random { "Discard a card at random".to_string() } else { "Discard a card".to_string() },
            CostPart::Sacrifice(sc) if sc.count == 1 => {
                let noun = super::nouns::write_for_static(&sc.filter, super::nouns::Number::One)?;
                let a = super::words::article(&noun);
                // The second and later of a run of single sacrifices: "a [noun]", the last "and a [noun]".
                match (i.checked_sub(1).map(|j| &cost.parts[j]), cost.parts.get(i + 1)) {
                    (Some(CostPart::Sacrifice(p)), next) if p.count == 1 => {
                        let last = !matches!(next, Some(CostPart::Sacrifice(n)) if n.count == 1);
                        format!("{}{a} {noun}", if last { "and " } else { "" })
                    }
                    _ => format!("Sacrifice {a} {noun}"),
                }
            }
            CostPart::ReturnSelf => format!("Return {name} to its owner's hand"),
            other => {
                let mut words = write_alt_cost_part(other)?;
                words[..1].make_ascii_uppercase();
                words
            }
        });
    }
    Ok(out.join(", "))
}

/// "[When/Whenever/At ...], [sentences]" (603.1).
fn triggered(c: &mut Cursor, ctx: &Context) -> Option<(Ability, Presentation)> {
    let start = c.pos;
    let (trigger, event) = triggers::read(c, ctx)?;
    if !c.eat(", ") {
        return None;
    }
    let named = c.text[start..c.pos].contains(ctx.name);
    // 603.3c: "..., choose one —" ends the line; its modes follow, one a line.
    if c.rest() == "choose one \u{2014}" {
        c.pos = c.text.len();
        *ctx.modal_trigger.borrow_mut() = Some(trigger.clone());
        return Some((Ability::Triggered { divide: None, trigger, condition: None, targets: Vec::new(), effects: Vec::new(), modes: Vec::new(), from_graveyard: false, text: String::new() }, Presentation { event, ..Default::default() }));
    }
    ctx.that_much.set(has_amount(&trigger));
    ctx.that_creature.set(names_a_creature(&trigger));
    ctx.that_spell.set(matches!(trigger, TriggerCondition::SpellCast { .. }));
    ctx.that_card.set(names_a_card(&trigger));
    ctx.trigger_it.set(calls_it(&trigger));
    ctx.creature_died.set(matches!(trigger, TriggerCondition::Dies { filter: Some(_) }));
    ctx.attached_event.set(names_attached(&trigger));
    ctx.targeted.set(names_targeting(&trigger));
    ctx.tapped_for_mana.set(matches!(trigger, TriggerCondition::TappedForMana { .. }));
    ctx.attached_step.set(attached_step(&trigger));
    let s = instructions::read(c, ctx, named);
    ctx.attached_step.set(false);
    ctx.tapped_for_mana.set(false);
    ctx.that_much.set(false);
    ctx.that_creature.set(false);
    ctx.that_spell.set(false);
    ctx.that_card.set(false);
    ctx.trigger_it.set(false);
    ctx.creature_died.set(false);
    ctx.attached_event.set(false);
    ctx.targeted.set(false);
    let mut s = s?;
    // An Aura's or Equipment's creature's event names no player the
    // instructions could call "that player" or "that creature's controller"
    // (an attack's trigger player is the defending player).
    if matches!(trigger, TriggerCondition::Attached { .. }) && crate::json::to_string(&s.effects).is_ok_and(|j| j.contains("\"trigger_player\"")) {
        return None;
    }
    // 112.6k: "return [this] from your graveyard": the ability works from the
    // graveyard, unless its event is the card's own leaving the battlefield.
    let from_graveyard = s.pres.from_graveyard;
    if from_graveyard && super::triggers::is_own_leaving(&trigger) {
        return None;
    }
    // "Him or her": the player the event names; at the beginning of another
    // player's step, the one an intervening "that player has ..." named.
    let step_player = matches!(trigger, TriggerCondition::BeginningOfStep { yours_only: false, .. }) && matches!(s.effects.first(), Some(Effect::Instead { condition: Condition::TriggerPlayerHas { .. }, .. }));
    if instructions::deals_damage_to_him_or_her(&s) && !names_a_player(&trigger) && !step_player {
        return None;
    }
    // "... deals X damage to that player, where X is the number of cards in his
    // or her hand minus 4": the player whose upkeep it is, and the one dealt the damage.
    if s.effects.iter().any(reads_trigger_players_hand) && !(matches!(trigger, TriggerCondition::BeginningOfStep { yours_only: false, .. }) && s.effects.iter().all(|e| !reads_trigger_players_hand(e) || matches!(e, Effect::DealDamage { to: Recipient::Player(PlayerRef::TriggerPlayer), .. }))) {
        return None;
    }
    let pres = Presentation { event, from_graveyard: false, ..s.pres };
    // "When ..., if [condition], ...": an intervening "if" (603.4), checked as it
    // triggers and as it resolves, for the whole ability.
    let mut condition = None;
    // (Two instructions under it only where it is the whole ability: "if it
    // was kicked, destroy target artifact. It can't be regenerated.")
    if let Some(Effect::Instead { otherwise, instead, .. }) = s.effects.first() {
        if otherwise.is_empty() && (instead.len() == 1 || s.effects.len() == 1) {
            if let Effect::Instead { condition: c, instead, .. } = s.effects.remove(0) {
                condition = Some(c);
                s.effects.splice(0..0, instead);
            }
        }
    }
    // 603.6: moving "it" after its own zone change moves the card it became.
    super::own_move::lower(&trigger, &mut s.effects);
    Some((Ability::Triggered { divide: s.divide.map(Box::new), trigger, condition, targets: s.targets, effects: s.effects, modes: Vec::new(), from_graveyard, text: String::new() }, pres))
}

/// Is the event something the permanent the source is attached to does or
/// has done to it ("Whenever enchanted land becomes tapped", "Whenever
/// equipped creature attacks")?
fn names_attached(t: &TriggerCondition) -> bool {
    matches!(t, TriggerCondition::Attached { .. }) || crate::json::to_string(t).is_ok_and(|j| j.contains("\"attached\":true"))
}

/// Is the event the beginning of the upkeep of the controller of the
/// creature the source is attached to (its ability's "that creature")?
fn attached_step(t: &TriggerCondition) -> bool {
    matches!(t, TriggerCondition::BeginningOfStep { attached_controller: true, .. })
}

const THAT_CREATURE: &str = "that creature";

/// Does the event have an amount its ability may call "that much" (the
/// engine fills it in as the ability triggers: damage dealt, life gained or
/// lost, counters put or removed)?
fn has_amount(t: &TriggerCondition) -> bool {
    matches!(t, TriggerCondition::DealsDamage { .. } | TriggerCondition::DealsCombatDamageToPlayer | TriggerCondition::IsDealtDamage { .. } | TriggerCondition::LifeGained { .. } | TriggerCondition::LifeLost { .. } | TriggerCondition::Counters { .. })
}

/// Does the instruction count the cards in the hand of the trigger event's player?
fn reads_trigger_players_hand(e: &Effect) -> bool {
    match e {
        Effect::DealDamage { amount, .. } | Effect::LoseLife { amount, .. } | Effect::GainLife { amount, .. } => super::amounts::reads_trigger_players_hand(amount),
        Effect::Draw { count, .. } | Effect::Mill { count, .. } => super::amounts::reads_trigger_players_hand(count),
        _ => false,
    }
}

/// Does the event name a player its ability calls "him or her" (the one who
/// drew, discarded, gained or lost life)?
fn names_a_player(t: &TriggerCondition) -> bool {
    matches!(t, TriggerCondition::CardDrawn { .. } | TriggerCondition::CardDiscarded { .. } | TriggerCondition::DiscardedByOpponent { .. } | TriggerCondition::LifeGained { .. } | TriggerCondition::LifeLost { .. })
}

/// Is the event's object a creature other than the source, which its
/// ability calls "that creature" (603.2: the creature it blocked, was
/// blocked by, or dealt damage to)?
fn names_a_creature(t: &TriggerCondition) -> bool {
    match t {
        TriggerCondition::Attached { of } => names_a_creature(of),
        // "Whenever a creature you control dies, ... that creature's toughness" (as it last existed, 603.10a).
        TriggerCondition::Dies { filter: Some(f) } => f.types == [crate::rules::types::CardType::Creature],
        // "When enchanted creature dies, return that card ..." (the card it became, 400.7).
        TriggerCondition::EnchantedDies => true,
        // "Whenever a creature becomes the target of a spell or ability, destroy that creature."
        TriggerCondition::BecomesTarget { filter: Some(f), .. } => f.types == [crate::rules::types::CardType::Creature],
        _ => matches!(t, TriggerCondition::DealsDamage { to: Some(DamageTo::Creature), .. } | TriggerCondition::Blocks | TriggerCondition::BlockedBy { .. } | TriggerCondition::BlocksOrBlockedBy { .. }),
    }
}

/// Is the event this object becoming a target, whose spell or ability its
/// ability calls "that spell or ability" (603.2)?
pub fn names_targeting(t: &TriggerCondition) -> bool {
    matches!(t, TriggerCondition::BecomesTarget { filter: None, .. })
}

/// Does the event name another card put into a zone, "that card" (603.6c)?
fn names_a_card(t: &TriggerCondition) -> bool {
    matches!(t, TriggerCondition::PutIntoZone { filter: Some(_), .. })
}

/// Is the event's object one its ability calls "it" (603.2: the permanent
/// that entered or left, the source that dealt damage to a player)?
pub fn calls_it(t: &TriggerCondition) -> bool {
    // An Aura's or Equipment's creature's own event: the creature itself.
    if let TriggerCondition::Attached { of } = t {
        return !names_a_creature(of);
    }
    matches!(t, TriggerCondition::IsDealtDamage { filter: Some(_) } | TriggerCondition::EntersBattlefield { filter: Some(_) } | TriggerCondition::BecomesTapped { filter: Some(_) } | TriggerCondition::PutIntoGraveyardFromBattlefield { filter: Some(_) } | TriggerCondition::LeavesBattlefield { filter: Some(_), .. } | TriggerCondition::DealsDamage { filter: Some(_), to: None | Some(DamageTo::Player | DamageTo::Opponent | DamageTo::You), .. })
}

/// Do the instructions return the card itself from its graveyard (an ability
/// that works from there, 112.6k), at the top or after a choice?
fn returns_this(effects: &[Effect]) -> bool {
    effects.iter().any(|e| match e {
        Effect::ReturnToHand { what: ObjRef::This } | Effect::ReturnToBattlefield { what: ObjRef::This, .. } => true,
        Effect::May { effects, .. } | Effect::MayPay { effects, .. } | Effect::Instead { instead: effects, .. } => returns_this(effects),
        _ => false,
    })
}

fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_lowercase().chain(c).collect(),
        None => String::new(),
    }
}

/// An ability as its line.
/// `pres`: how its instructions are written.
pub fn write_ability(a: &Ability, def: &CardDef, pres: &Presentation) -> Result<String, String> {
    let name = def.name.as_str();
    match a {
        Ability::Activated { .. } if statics::write_equip(a, name).is_some() => Ok(statics::write_equip(a, name).unwrap_or_default()),
        Ability::Activated { cost, targets, effects, sorcery_speed, from_graveyard, only, condition, divide, .. } => {
            // An ability that works from the graveyard returns the card from there (and says so).
            if *from_graveyard && !effects.iter().any(|e| matches!(e, Effect::ReturnToHand { what: ObjRef::This } | Effect::ReturnToBattlefield { what: ObjRef::This, .. })) {
                return Err("an activated ability that works from the graveyard".into());
            }
            let pres = &Presentation { from_graveyard: *from_graveyard, removed: any_number_removed(cost).map(str::to_string), divide: divide.as_deref().cloned(), ..pres.clone() };
            let only_words = only.map(|l| format!(" {}", l.words())).unwrap_or_default();
            let limit = match (sorcery_speed, only) {
                (true, Some(ActivationLimit::AnyPlayer)) => ANY_PLAYER_SORCERY_SPEED,
                (true, _) => SORCERY_SPEED,
                (false, _) => only_words.as_str(),
            };
            if *sorcery_speed && only.is_some_and(|l| l != ActivationLimit::AnyPlayer) {
                return Err("an ability limited twice".into());
            }
            let only_if = match (condition, only) {
                (Some(_), _) if *sorcery_speed || *only == Some(ActivationLimit::AnyPlayer) => return Err("an ability limited twice".into()),
                // "Activate this ability only during your upkeep and only if ...".
                (Some(cond), Some(_)) => format!("{AND_ONLY_IF}{}.", super::conditions::write(cond, super::conditions::Subject::Name(name))?),
                (Some(cond), None) => format!("{ONLY_IF}{}.", super::conditions::write(cond, super::conditions::Subject::Name(name))?),
                (None, _) => String::new(),
            };
            let limit = if condition.is_some() && only.is_some() { format!("{}{only_if}", limit.strip_suffix('.').unwrap_or(limit)) } else { format!("{limit}{only_if}") };
            Ok(format!("{}: {}{limit}", write_cost(cost, name)?, instructions::write_each(effects, targets, name, attached_word(def), false, pres)?.join(" ")))
        }
        Ability::Triggered { trigger, condition, targets, effects, modes, from_graveyard, divide, .. } if modes.is_empty() && condition.as_ref().is_none_or(|_| !effects.is_empty()) => {
            let when = match trigger {
                TriggerCondition::BeginningOfStep { step: crate::rules::types::Step::Upkeep, attached_controller: true, .. } => triggers::write_attached_upkeep(def.enchant.as_ref())?,
                // The creature's own event, the creature named as the Aura or Equipment names it.
                TriggerCondition::Attached { of } if triggers::is_attached_event(of) && (def.enchant.is_some() || def.subtypes.iter().any(|s| s == "Equipment")) => triggers::write(of, attached_word(def), pres.event)?,
                TriggerCondition::Attached { .. } => return Err("an attached creature's event that isn't its own combat event, or on a card that isn't attached".into()),
                TriggerCondition::EnchantedDies => triggers::write_attached_dies(attached_word(def), pres.event)?,
                _ => triggers::write(trigger, name, pres.event)?,
            };
            // An ability that works from the graveyard returns the card from there (and says so).
            if *from_graveyard && !returns_this(effects) {
                return Err("a triggered ability that works from the graveyard".into());
            }
            // An intervening "if" (603.4) is written as the first sentence's condition.
            let mut effects: Vec<Effect> = match condition {
                Some(c) => std::iter::once(Effect::Instead { condition: c.clone(), instead: vec![effects[0].clone()], otherwise: Vec::new() }).chain(effects[1..].iter().cloned()).collect(),
                None => effects.clone(),
            };
            super::own_move::raise(trigger, &mut effects);
            let pres = &Presentation { trigger_it: calls_it(trigger), targeted: names_targeting(trigger), from_graveyard: *from_graveyard, divide: divide.as_deref().cloned(), ..pres.clone() };
            // "That creature": the creature whose controller's upkeep it is.
            let attached = if attached_step(trigger) { THAT_CREATURE } else { attached_word(def) };
            let body = instructions::write_each(&effects, targets, name, attached, when.contains(name), pres)?.join(" ");
            // The first instruction follows the comma in lower case (unless it begins with the card's name).
            let body = if body.starts_with(name) || super::words::starts_with_subtype(&body) { body } else { lower_first(&body) };
            Ok(format!("{when}, {body}"))
        }
        // 603.3c: a modal triggered ability; its modes are the lines after it.
        Ability::Triggered { trigger, condition: None, effects, modes, targets, .. } if effects.is_empty() && targets.is_empty() && modes.len() >= 2 => {
            Ok(format!("{}, choose one \u{2014}", triggers::write(trigger, name, pres.event)?))
        }
        Ability::Triggered { .. } => Err("a triggered ability with a condition or modes".into()),
        Ability::Static { .. } if super::otherwise_statics::negates_the_one_before(a, def) => super::otherwise_statics::write(a, def),
        Ability::Static { effect, condition, .. } => statics::write_ability(a, effect, condition, def, pres.alts.iter().find(|(i, _)| *i == 0).map_or(0, |(_, n)| u8::try_from(*n).unwrap_or(0))),
        Ability::Replacement { replaces: ReplacementKind::EntersTapped { filter, played }, .. } => Ok(format!("{} enter the battlefield tapped.", write_played_by(filter, *played)?)),
        Ability::Replacement { replaces: ReplacementKind::Skip { skipped, each_player }, .. } => super::skips::write(skipped, *each_player, pres.alts.iter().find(|(i, _)| *i == 0).map_or(0, |(_, n)| u8::try_from(*n).unwrap_or(0))),
        Ability::Replacement { replaces: ReplacementKind::YouWouldLoseTheGame { instead }, .. } => {
            let body = instructions::write_each(instead, &[], name, attached_word(def), false, pres)?.join(" ");
            Ok(format!("{LOSS_INSTEAD}{}", lower_first(&body)))
        }
        Ability::Replacement { replaces, .. } if super::replacements::write_redirect(replaces, name, attached_word(def)).is_some() => super::replacements::write_redirect(replaces, name, attached_word(def)).ok_or("a redirection")?,
        Ability::Replacement { replaces, .. } => super::replacements::write(replaces, name, attached_word(def), pres.alts.iter().find(|(i, _)| *i == 0).map_or(0, |(_, n)| u8::try_from(*n).unwrap_or(0))),
    }
}
