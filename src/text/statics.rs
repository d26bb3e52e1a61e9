//! Static abilities, both ways (604): what an Aura enchants ("Enchant
//! creature", 702.5), changes to characteristics ("Enchanted creature gets
//! +2/+2 and has flying", "Creatures you control get +1/+1", "Other Goblin
//! creatures you control have haste", 613), restrictions on attacking and
//! blocking ("[this] can't block", "can't be blocked", 508.1c, 509.1b) and
//! the requirement "[this] attacks each turn if able" (508.1d); and Equip
//! (702.6a), the activated ability that attaches Equipment.

use super::compile::Context;
use super::cursor::Cursor;
use super::conditions::{self, Subject};
use super::keywords::{self, capitalized};
use super::nouns::{self, Number};
use super::words::mana_text;
use crate::cards::def::*;
use crate::rules::types::{CardType, Keyword};
// (Condition, ZoneName and the amounts come in with `crate::cards::def::*`.)

/// "Enchant [noun]", "Enchant player" (303.4a: an Aura that enchants a player, 702.5a).
pub fn read_enchant(c: &mut Cursor) -> Option<TargetSpec> {
    if !c.eat("Enchant ") {
        return None;
    }
    if c.eat(ENCHANT_PLAYER) {
        return c.at_end().then(|| TargetSpec { kind: TargetKind::Player, text: format!("enchant {ENCHANT_PLAYER}"), filter: Filter::default(), optional: false, another: false, x_count: false, one_graveyard: false, any_number: false });
    }
    let f = nouns::read(c, Number::One, None)?;
    let spec = TargetSpec { kind: TargetKind::Permanent, text: String::new(), filter: f.into(), optional: false, another: false, x_count: false, one_graveyard: false, any_number: false };
    let text = write_enchant(&spec).ok()?;
    c.at_end().then(|| TargetSpec { text: text.to_lowercase(), ..spec })
}

const ENCHANT_PLAYER: &str = "player";

pub fn write_enchant(t: &TargetSpec) -> Result<String, String> {
    if t.kind == TargetKind::Player && *t.filter == FilterSpec::default() && !t.optional && !t.another {
        return Ok(format!("Enchant {ENCHANT_PLAYER}"));
    }
    if t.kind != TargetKind::Permanent || t.optional || t.another {
        return Err(format!("enchant {:?}", t.kind));
    }
    Ok(format!("Enchant {}", nouns::write(&t.filter, Number::One, None)?))
}

/// The subject of a static ability: what it affects, and whether it is plural.
/// The subject, whether it is plural, and whether it is written the other
/// way (a static ability usually names many objects without "all":
/// "Creatures can't block", "White creatures get +1/+1"; "All Sliver
/// creatures have flying" is the variant).
fn subject(c: &mut Cursor, ctx: &Context) -> Option<(Affects, bool, bool)> {
    if c.eat("Enchanted creature ") || c.eat("Equipped creature ") || c.eat("Fortified land ") {
        return Some((Affects::Attached, false, false));
    }
    // "Enchanted land", "Enchanted Forest": what the Aura enchants (its Enchant line says which).
    if c.attempt(|c| (c.eat("Enchanted ") && nouns::read(c, Number::One, None).is_some() && c.eat(" ")).then_some(())).is_some() {
        return Some((Affects::Attached, false, false));
    }
    if ctx.eat_name(c) && c.eat(" ") {
        return Some((Affects::This, false, false));
    }
    if c.eat("All ") {
        let f = nouns::read(c, Number::Many, None)?;
        return c.eat(" ").then(|| (Affects::All(f.into()), true, true));
    }
    // "Each creature you control": singular, read only for the abilities `each_subject` allows.
    if c.eat("Each ") {
        let f = nouns::read(c, Number::One, None)?;
        return c.eat(" ").then(|| (Affects::All(f.into()), false, true));
    }
    let f = nouns::read_sentence_plural(c)?;
    c.eat(" ").then(|| (Affects::All(f.into()), true, false))
}

fn write_subject(a: &Affects, def: &CardDef, alt: bool) -> Result<(String, bool), String> {
    Ok(match a {
        Affects::Attached if def.subtypes.iter().any(|s| s == "Equipment") => ("Equipped creature".into(), false),
        Affects::Attached if def.subtypes.iter().any(|s| s == "Fortification") => ("Fortified land".into(), false),
        Affects::Attached if def.enchant.as_ref().is_some_and(|e| e.filter.types == [CardType::Creature]) => ("Enchanted creature".into(), false),
        // "Enchant artifact or creature / Enchanted permanent ...": an Aura that may enchant several kinds.
        // "Enchant nonland permanent / Enchanted permanent ...": the noun without its exclusions.
        Affects::Attached if def.enchant.as_ref().is_some_and(|e| e.filter.types.len() > 1 || *e.filter == (FilterSpec { not_types: e.filter.not_types.clone(), ..Default::default() })) => ("Enchanted permanent".into(), false),
        Affects::Attached => match &def.enchant {
            // (Its controller is said by the Enchant line only: "Enchant land you control / Enchanted land has ...".)
            Some(e) => (format!("Enchanted {}", nouns::write(&FilterSpec { controller: None, ..(*e.filter).clone() }, Number::One, None)?), false),
            None => return Err("what a permanent that is neither an Aura nor an Equipment is attached to".into()),
        },
        Affects::This => (def.name.clone(), false),
        Affects::All(f) if alt => (format!("All {}", nouns::write_for_static(f, Number::Many)?), true),
        Affects::All(f) => (capitalized(&nouns::write_for_static(f, Number::Many)?), true),
    })
}

/// "flying", "flying and first strike", "flying, first strike, and trample";
/// two protections in one item: "protection from black and from red" (702.16).
pub fn keyword_list(c: &mut Cursor) -> Option<Vec<Keyword>> {
    let mut ks = keyword_item(c)?;
    loop {
        if let Some(more) = c.attempt(|c| if c.eat(" and ") || c.eat(", and ") { keyword_item(c) } else { None }) {
            ks.extend(more);
            return Some(ks);
        }
        match c.attempt(|c| if c.eat(", ") { keyword_item(c) } else { None }) {
            Some(more) => ks.extend(more),
            None => return Some(ks),
        }
    }
}

/// One item of a list of keywords: a keyword, or "protection from [a] and from [b]".
fn keyword_item(c: &mut Cursor) -> Option<Vec<Keyword>> {
    let first = keywords::read_simple(c)?;
    let mut out = vec![first];
    if is_protection(first) {
        if let Some(k) = c.attempt(|c| if c.eat(" and from ") { keywords::read_simple_protection(c) } else { None }) {
            out.push(k);
        }
    }
    Some(out)
}

fn is_protection(k: Keyword) -> bool {
    k.label().starts_with("protection from ")
}

pub fn write_keyword_list(ks: &[Keyword]) -> String {
    // Two protections side by side are one item: "protection from black and from red".
    let mut words: Vec<String> = Vec::new();
    let mut i = 0;
    while i < ks.len() {
        match (ks[i], ks.get(i + 1)) {
            (a, Some(&b)) if is_protection(a) && is_protection(b) => {
                words.push(format!("{} and from {}", a.label(), b.label().trim_start_matches("protection from ")));
                i += 2;
            }
            (a, _) => {
                words.push(a.label().to_string());
                i += 1;
            }
        }
    }
    match words.as_slice() {
        [a] => a.clone(),
        [a, b] => format!("{a} and {b}"),
        [rest @ .., last] => format!("{}, and {last}", rest.join(", ")),
        [] => String::new(),
    }
}

/// "[this]'s power and toughness are each equal to the number of ...",
/// "[this]'s power is equal to ..." (604.3, a characteristic-defining
/// ability; the other number is the printed one).
pub fn read_cda(c: &mut Cursor, ctx: &Context, printed: (Option<i32>, Option<i32>)) -> Option<Ability> {
    if !(ctx.eat_name(c) && c.eat("'s ")) {
        return None;
    }
    if let Some(found) = c.attempt(|c| chosen_number_cda(c, printed)) {
        return Some(found);
    }
    let which = c.eat_one_of(&["power and toughness are each equal to ", "power is equal to ", "toughness is equal to "])?;
    // "your life total" (a count the game keeps, 119.1) or "the number of ...".
    // "your life total" (a count the game keeps, 119.1), "the number of ..." or "1 plus the number of ...".
    let d = Amount::Dynamic(if c.eat(LIFE_TOTAL) {
        DynamicAmount::LifeOf { player: PlayerRef::You }
    } else {
        c.attempt(super::amounts::plus).or_else(|| super::amounts::read_number_of(c))?
    });
    // "... and its toughness is equal to that number plus 1" (Lhurgoyf).
    let more = if which == 1 { c.attempt(|c| if c.eat(THAT_NUMBER_PLUS) { c.number().and_then(|n| i32::try_from(n).ok()) } else { None }) } else { None };
    if !(c.eat(".") && c.at_end()) {
        return None;
    }
    let (power, toughness) = match (which, more) {
        (1, Some(n)) => (d.clone(), Amount::Dynamic(DynamicAmount::Sum { of: vec![d, Amount::Fixed(n)] })),
        (0, _) => (d.clone(), d),
        (1, _) => (d, Amount::Fixed(printed.1?)),
        _ => (Amount::Fixed(printed.0?), d),
    };
    Some(Ability::Static { effect: StaticEffect::DefinePowerToughness { power, toughness }, condition: None, text: String::new() })
}

const LIFE_TOTAL: &str = "your life total";
const THAT_NUMBER_PLUS: &str = " and its toughness is equal to that number plus ";

const CHOSEN_CDA: (&str, &str) = ("power is equal to the last chosen number and its toughness is equal to ", " minus that number.");

/// "[this]'s power is equal to the last chosen number and its toughness is
/// equal to N minus that number." (604.3; printed "*/N-*"): the number the
/// permanent chose last, as it entered or later.
fn chosen_number_cda(c: &mut Cursor, printed: (Option<i32>, Option<i32>)) -> Option<Ability> {
    if printed != (None, None) || !c.eat(CHOSEN_CDA.0) {
        return None;
    }
    let n = i32::try_from(c.number()?).ok()?;
    if !(c.eat(CHOSEN_CDA.1) && c.at_end()) {
        return None;
    }
    let chosen = Amount::Dynamic(DynamicAmount::ChosenNumber);
    let toughness = Amount::Dynamic(DynamicAmount::Sum { of: vec![Amount::Fixed(n), Amount::Dynamic(DynamicAmount::Times { factor: -1, of: Box::new(chosen.clone()) })] });
    Some(Ability::Static { effect: StaticEffect::DefinePowerToughness { power: chosen, toughness }, condition: None, text: String::new() })
}

fn write_chosen_number_cda(power: &Amount, toughness: &Amount, name: &str) -> Option<String> {
    let chosen = Amount::Dynamic(DynamicAmount::ChosenNumber);
    let Amount::Dynamic(DynamicAmount::Sum { of }) = toughness else { return None };
    let [Amount::Fixed(n), Amount::Dynamic(DynamicAmount::Times { factor: -1, of: minus })] = of.as_slice() else { return None };
    (*power == chosen && **minus == chosen).then(|| format!("{name}'s {}{n}{}", CHOSEN_CDA.0, CHOSEN_CDA.1))
}

fn write_cda(power: &Amount, toughness: &Amount, def: &CardDef) -> Result<String, String> {
    let count = |a: &Amount| match a {
        Amount::Dynamic(DynamicAmount::LifeOf { player: PlayerRef::You }) => Ok(LIFE_TOTAL.to_string()),
        Amount::Dynamic(DynamicAmount::Sum { of }) => super::amounts::write_plus(of),
        Amount::Dynamic(d) => super::amounts::write_number_of(d),
        other => Err(format!("the amount {other:?}")),
    };
    let name = &def.name;
    if let Some(words) = write_chosen_number_cda(power, toughness, name) {
        return Ok(words);
    }
    match (power, toughness) {
        (p, Amount::Dynamic(DynamicAmount::Sum { of })) if matches!(of.as_slice(), [x, Amount::Fixed(n)] if x == p && *n > 0) => {
            let n = if let [_, Amount::Fixed(n)] = of.as_slice() { *n } else { 0 };
            Ok(format!("{name}'s power is equal to {}{THAT_NUMBER_PLUS}{n}.", count(p)?))
        }
        (p, t) if p == t => Ok(format!("{name}'s power and toughness are each equal to {}.", count(p)?)),
        (p, Amount::Fixed(t)) if def.toughness == Some(*t) => Ok(format!("{name}'s power is equal to {}.", count(p)?)),
        (Amount::Fixed(p), t) if def.power == Some(*p) => Ok(format!("{name}'s toughness is equal to {}.", count(t)?)),
        _ => Err("power and toughness defined by two counts".into()),
    }
}

/// The conditions a static ability may have (611.3a, `rules::static_conditions`),
/// their words, and the ability word printed before them (207.2c).
pub(super) fn condition_words() -> Vec<(&'static str, Option<&'static str>, Condition)> {
    vec![
        ("seven or more cards are in your graveyard", Some("Threshold"), super::conditions::threshold()),
        ("you have no cards in hand", Some("Hellbent"), Condition::NoCardsInHand),
    ]
}

/// "[objects] can block only [creatures]" and "[objects] can't block
/// [creatures]" (509.1b; `StaticEffect::CanBlockOnly` and its `not`).
const BLOCK_ONLY: [&str; 2] = ["can block only ", "can't block "];

/// A static ability line; its variant number: 1 for "All" before a plural
/// subject, +2 for a condition written first ("As long as ..., [ability]").
pub fn read(c: &mut Cursor, ctx: &Context) -> Option<(Ability, u8)> {
    let start = c.pos;
    for (words, word, cond) in condition_words() {
        c.pos = start;
        if let Some(w) = word {
            if !(c.eat(w) && c.eat(" — ")) {
                continue;
            }
        }
        // "As long as [condition], [ability]."
        if c.eat("As long as ") && c.eat(words) && c.eat(", ") {
            let rest = super::keywords::capitalized(c.rest());
            let mut sub = Cursor::new(&rest);
            if let Some((Ability::Static { effect, .. }, alt)) = read_plain(&mut sub, ctx) {
                c.pos = c.text.len();
                return Some((Ability::Static { effect, condition: Some(cond), text: String::new() }, alt + 2));
            }
            continue;
        }
        // "[ability] as long as [condition]."
        let suffix = format!(" as long as {words}.");
        if let Some(body) = c.rest().strip_suffix(suffix.as_str()) {
            let body = format!("{body}.");
            let mut sub = Cursor::new(&body);
            if let Some((Ability::Static { effect, .. }, alt)) = read_plain(&mut sub, ctx) {
                c.pos = c.text.len();
                return Some((Ability::Static { effect, condition: Some(cond), text: String::new() }, alt));
            }
        }
    }
    c.pos = start;
    if let Some(found) = c.attempt(|c| read_general_condition(c, ctx)) {
        return Some(found);
    }
    read_plain(c, ctx)
}

/// Does a condition read the object itself ("it's attacking", "it's enchanted")?
fn about_itself(c: &Condition) -> bool {
    match c {
        Condition::SourceIs { .. } => true,
        Condition::AtLeast { amount: Amount::Dynamic(DynamicAmount::AttachedTo { what: ObjRef::This, .. }), .. } => true,
        Condition::Not { of } => about_itself(of),
        Condition::All { of } | Condition::Any { of } => of.iter().any(about_itself),
        _ => false,
    }
}

/// How the condition after "[ability] as long as" names the ability's
/// object: "it" where the ability is about the object itself or what it
/// enchants, the card's name where it is about other objects.
fn suffix_subject<'a>(effect: &StaticEffect, name: &'a str) -> Subject<'a> {
    match effect.as_continuous() {
        Some((Affects::All(_), _)) => Subject::Name(name),
        Some((Affects::Attached, _)) => Subject::Host(None),
        _ => Subject::It,
    }
}

/// How a condition written first names what an Aura, Equipment or
/// Fortification is attached to ("As long as enchanted creature is blue, ...").
const HOST_NOUNS: [&str; 6] = ["enchanted creature", "equipped creature", "enchanted land", "enchanted permanent", "enchanted artifact", "fortified land"];

/// Does a condition read what the object is attached to?
fn about_host(c: &Condition) -> bool {
    match c {
        Condition::AttachedIs { .. } => true,
        Condition::Not { of } => about_host(of),
        Condition::All { of } | Condition::Any { of } => of.iter().any(about_host),
        _ => false,
    }
}

/// "[ability] as long as [condition]." and "As long as [condition],
/// [ability]." with a condition over the game as it stands (`conditions`).
fn read_general_condition(c: &mut Cursor, ctx: &Context) -> Option<(Ability, u8)> {
    let rest = c.rest();
    // A condition that has an ability word of its own (threshold, hellbent) is
    // read with that word only: its line is written with the word.
    let worded: Vec<Condition> = condition_words().into_iter().map(|(_, _, c)| c).collect();
    let whole = |cond: &str, this| {
        let mut cc = Cursor::new(cond);
        conditions::read(&mut cc, this).filter(|c| cc.at_end() && !worded.contains(c))
    };
    if let Some(after) = rest.strip_prefix("As long as ") {
        // The condition ends at the first comma that leaves an ability after it.
        for (i, _) in after.match_indices(", ") {
            let words = &after[..i];
            let host = HOST_NOUNS.into_iter().find(|n| words.starts_with(n));
            let this = host.map_or(Subject::Name(ctx.name), |n| Subject::Host(Some(n)));
            let Some(cond) = whole(words, this) else { continue };
            let mut body = super::keywords::capitalized(&after[i + 2..]);
            // "As long as [this] is untapped, it gets +0/+2", "As long as
            // enchanted creature is blue, it gets +1/+1": "it" is what the
            // condition named.
            let named = if after.starts_with(ctx.name) { Some(ctx.name.to_string()) } else { host.map(super::keywords::capitalized) };
            if let (Some(named), Some(rest)) = (named, body.strip_prefix("It ")) {
                body = format!("{named} {rest}");
            }
            let mut sub = Cursor::new(&body);
            if let Some((Ability::Static { effect, .. }, alt)) = read_plain(&mut sub, ctx).filter(|_| sub.at_end()) {
                c.pos = c.text.len();
                return Some((Ability::Static { effect, condition: Some(cond), text: String::new() }, alt + 2));
            }
        }
        return None;
    }
    let line = rest.strip_suffix('.')?;
    let i = line.rfind(" as long as ")?;
    let body = format!("{}.", &line[..i]);
    let mut sub = Cursor::new(&body);
    let (Ability::Static { effect, .. }, alt) = read_plain(&mut sub, ctx).filter(|_| sub.at_end())? else { return None };
    // "it's attacking" names the object itself where the ability is about
    // it ("[this] has first strike as long as it's attacking"); elsewhere
    // the condition names the card ("Creatures you control have vigilance as
    // long as [this] is enchanted").
    let words = &line[i + " as long as ".len()..];
    let this = match (suffix_subject(&effect, ctx.name), HOST_NOUNS.into_iter().find(|n| words.starts_with(n))) {
        (Subject::Name(_), Some(host)) => Subject::Host(Some(host)),
        (this, _) => this,
    };
    let cond = whole(words, this)?;
    if about_itself(&cond) && suffix_subject(&effect, ctx.name) == Subject::It && !matches!(effect.as_continuous(), Some((Affects::This, _))) {
        return None;
    }
    c.pos = c.text.len();
    // Playing a card from a zone looks at its own condition (601.3), not at the battlefield's.
    if let StaticEffect::MayPlayFrom { zone, filter, lands, spells, this_card, condition: None } = effect {
        let effect = StaticEffect::MayPlayFrom { zone, filter, lands, spells, this_card, condition: Some(cond) };
        return Some((Ability::Static { effect, condition: None, text: String::new() }, alt));
    }
    Some((Ability::Static { effect, condition: Some(cond), text: String::new() }, alt))
}

/// Statics about playing cards (305.2, 601.3): "Play with the top card of
/// your library revealed", "Players play with the top card of their
/// libraries revealed", "You may play an additional land / two additional
/// lands on each of your turns", "You may play / cast the top card of your
/// library [if it's a [noun] card]", "You may play / cast [noun] cards from
/// your graveyard" (playing lands and casting spells, casting spells alone),
/// "You may cast [this] from your graveyard".
const HANDS_REVEALED: &str = "Players play with their hands revealed";
const OPPONENTS_HANDS_REVEALED: &str = "Your opponents play with their hands revealed";

fn play_static(c: &mut Cursor, ctx: &Context) -> Option<StaticEffect> {
    if let Some(effect) = c.attempt(cant_play) {
        return Some(effect);
    }
    if c.eat("Play with the top card of your library revealed") {
        return Some(StaticEffect::RevealTopOfLibrary { each_player: false });
    }
    if c.eat("Players play with the top card of their libraries revealed") {
        return Some(StaticEffect::RevealTopOfLibrary { each_player: true });
    }
    if c.eat(HANDS_REVEALED) {
        return Some(StaticEffect::HandsRevealed { opponents_only: false });
    }
    if c.eat(OPPONENTS_HANDS_REVEALED) {
        return Some(StaticEffect::HandsRevealed { opponents_only: true });
    }
    if c.eat("You may play an additional land on each of your turns") {
        return Some(StaticEffect::AdditionalLandPlays { count: 1 });
    }
    if let Some(count) = c.attempt(|c| if c.eat("You may play ") { c.word_number().filter(|n| (2..=crate::rules::limits::MAX_LANDS_PLAYED).contains(n) && c.eat(" additional lands on each of your turns")) } else { None }) {
        return Some(StaticEffect::AdditionalLandPlays { count });
    }
    if let Some(effect) = c.attempt(spells_as_though_flash) {
        return Some(effect);
    }
    let play = |zone, filter: Filter, lands, spells, this_card| StaticEffect::MayPlayFrom { zone, filter, lands, spells, this_card, condition: None };
    if c.attempt(|c| (c.eat("You may cast ") && ctx.eat_name(c) && c.eat(" from your graveyard")).then_some(())).is_some() {
        return Some(play(PlayZone::Graveyard, Filter::default(), false, true, true));
    }
    let lands = if c.eat("You may play ") {
        true
    } else if c.eat("You may cast ") {
        false
    } else {
        return None;
    };
    if c.eat("the top card of your library") {
        let f = c.attempt(|c| if c.eat(" if it's a ") || c.eat(" if it's an ") { nouns::read(c, Number::One, Some(("card", "cards"))) } else { None });
        return Some(play(PlayZone::LibraryTop, f.map(Into::into).unwrap_or_default(), lands, true, false));
    }
    let f = nouns::read(c, Number::Many, Some(("card", "cards")))?;
    if !c.eat(" from your graveyard") {
        return None;
    }
    // "Play" covers lands and spells (both, unless the cards are lands); "cast" spells alone.
    let land_cards = f.types == [CardType::Land];
    match (lands, land_cards) {
        (true, true) => Some(play(PlayZone::Graveyard, f.into(), true, false, false)),
        (true, false) => Some(play(PlayZone::Graveyard, f.into(), true, true, false)),
        (false, false) => Some(play(PlayZone::Graveyard, f.into(), false, true, false)),
        (false, true) => None,
    }
}

const AS_THOUGH_FLASH: &str = " as though they had flash";

/// 702.8a: "You may cast [noun] spells as though they had flash" and "Any
/// player may cast [noun] spells as though they had flash".
fn spells_as_though_flash(c: &mut Cursor) -> Option<StaticEffect> {
    let each_player = if c.eat("Any player may cast ") {
        true
    } else if c.eat("You may cast ") {
        false
    } else {
        return None;
    };
    let f = nouns::read(c, Number::Many, Some(("spell", "spells")))?;
    (f.controller.is_none() && c.eat(AS_THOUGH_FLASH)).then(|| StaticEffect::SpellsAsThoughFlash { filter: f.into(), each_player })
}

const PLAYERS_CANT_PLAY_LANDS: &str = "Players can't play lands";
const NAMED_CANT_BE_CAST: &str = "The named card can't be cast";
const CANT_ENTER: &str = " can't enter the battlefield";

/// Statics that forbid playing cards (601.3, 305.1): "Players can't play
/// lands", "The named card can't be cast" (the name chosen as the permanent
/// entered), "[Lands] can't enter the battlefield" (a land that would can't
/// be played, a permanent spell that would goes to the graveyard, 608.3b).
fn cant_play(c: &mut Cursor) -> Option<StaticEffect> {
    if c.eat(PLAYERS_CANT_PLAY_LANDS) {
        let filter = FilterSpec { types: vec![CardType::Land], ..Default::default() };
        return Some(StaticEffect::CantBePlayed { filter: filter.into(), lands: true, spells: true });
    }
    if c.eat(NAMED_CANT_BE_CAST) {
        let filter = FilterSpec { chosen_name: true, ..Default::default() };
        return Some(StaticEffect::CantBePlayed { filter: filter.into(), lands: false, spells: true });
    }
    let f = nouns::read_sentence_plural(c)?;
    (f.controller.is_none() && !f.other && c.eat(CANT_ENTER)).then(|| StaticEffect::CantEnterBattlefield { filter: f.into() })
}

fn write_cant_play(effect: &StaticEffect) -> Option<Result<String, String>> {
    match effect {
        StaticEffect::CantBePlayed { filter, lands: true, spells: true } if **filter == (FilterSpec { types: vec![CardType::Land], ..Default::default() }) => Some(Ok(format!("{PLAYERS_CANT_PLAY_LANDS}."))),
        StaticEffect::CantBePlayed { filter, lands: false, spells: true } if **filter == (FilterSpec { chosen_name: true, ..Default::default() }) => Some(Ok(format!("{NAMED_CANT_BE_CAST}."))),
        StaticEffect::CantEnterBattlefield { filter } => Some(nouns::write(filter, Number::Many, None).map(|n| format!("{}{CANT_ENTER}.", super::keywords::capitalized(&n)))),
        _ => None,
    }
}

fn write_play_static(effect: &StaticEffect, name: &str) -> Result<String, String> {
    if let Some(words) = write_cant_play(effect) {
        return words;
    }
    // "... as long as [condition]": read when the card would be played (601.3).
    if let StaticEffect::MayPlayFrom { condition: Some(cond), .. } = effect {
        let StaticEffect::MayPlayFrom { zone, filter, lands, spells, this_card, .. } = effect.clone() else { unreachable!() };
        let plain = write_play_static(&StaticEffect::MayPlayFrom { zone, filter, lands, spells, this_card, condition: None }, name)?;
        return Ok(format!("{} as long as {}.", plain.trim_end_matches('.'), conditions::write(cond, Subject::It)?));
    }
    Ok(match effect {
        StaticEffect::RevealTopOfLibrary { each_player: false } => "Play with the top card of your library revealed.".into(),
        StaticEffect::RevealTopOfLibrary { each_player: true } => "Players play with the top card of their libraries revealed.".into(),
        StaticEffect::HandsRevealed { opponents_only: false } => format!("{HANDS_REVEALED}."),
        StaticEffect::HandsRevealed { opponents_only: true } => format!("{OPPONENTS_HANDS_REVEALED}."),
        StaticEffect::AdditionalLandPlays { count: 1 } => "You may play an additional land on each of your turns.".into(),
        StaticEffect::AdditionalLandPlays { count } => format!("You may play {} additional lands on each of your turns.", super::words::number_word(*count)),
        StaticEffect::MayPlayFrom { zone: PlayZone::Graveyard, filter, lands: false, spells: true, this_card: true, condition: None } if filter.is_empty() => format!("You may cast {name} from your graveyard."),
        StaticEffect::MayPlayFrom { zone: PlayZone::LibraryTop, filter, lands, spells: true, this_card: false, condition: None } => {
            let verb = if *lands { "play" } else { "cast" };
            if filter.is_empty() {
                format!("You may {verb} the top card of your library.")
            } else {
                let noun = nouns::write(filter, Number::One, Some(("card", "cards")))?;
                let a = super::words::article(&noun);
                format!("You may {verb} the top card of your library if it's {a} {noun}.")
            }
        }
        StaticEffect::MayPlayFrom { zone: PlayZone::Graveyard, filter, lands, spells, this_card: false, condition: None } if matches!((*lands, *spells, filter.types == [CardType::Land]), (true, false, true) | (true, true, false) | (false, true, false)) => {
            let verb = if *lands { "play" } else { "cast" };
            format!("You may {verb} {} from your graveyard.", nouns::write(filter, Number::Many, Some(("card", "cards")))?)
        }
        StaticEffect::SpellsAsThoughFlash { filter, each_player } => {
            let who = if *each_player { "Any player" } else { "You" };
            format!("{who} may cast {}{AS_THOUGH_FLASH}.", nouns::write(filter, Number::Many, Some(("spell", "spells")))?)
        }
        other => return Err(format!("the static ability {}", format!("{other:?}").chars().take(50).collect::<String>())),
    })
}

/// 307.1, 603.7: the sentence after "You may cast [this] as though it had flash." that
/// makes the permanent a spell cast at instant time becomes a temporary one.
const FLASH_SACRIFICE: &str = " If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.";
const COUNTER_LIMIT: (&str, &str) = (" can't have more than ", " counters on it.");

/// "[this] can't have more than seven dream counters on it." (704.5s: the
/// counters beyond the number are removed as a state-based action).
fn counter_limit(c: &mut Cursor, ctx: &Context) -> Option<StaticEffect> {
    if !(ctx.eat_name(c) && c.eat(COUNTER_LIMIT.0)) {
        return None;
    }
    let max = c.word_number().filter(|n| *n >= 1)?;
    if !c.eat(" ") {
        return None;
    }
    let kind = super::instructions::counter_kind(c)?;
    (c.eat(COUNTER_LIMIT.1) && c.at_end()).then_some(StaticEffect::CounterLimit { kind, max })
}

/// "Players can't untap more than one [noun] during their untap steps",
/// "You can't untap more than one [noun] during your untap step" (502.2),
/// "... more than two [nouns] ...".
const UNTAP_LIMIT: [(&str, &str, bool); 2] = [("players can't untap more than ", " during their untap steps.", false), ("you can't untap more than ", " during your untap step.", true)];

fn untap_limit(c: &mut Cursor) -> Option<StaticEffect> {
    let (_, end, yours_only) = UNTAP_LIMIT.iter().find(|(start, _, _)| c.eat_sentence_start(start))?;
    let count = c.word_number().filter(|n| *n >= 1)?;
    if !c.eat(" ") {
        return None;
    }
    let f = nouns::read(c, if count == 1 { Number::One } else { Number::Many }, None)?;
    (f.controller.is_none() && c.eat(end) && c.at_end()).then(|| StaticEffect::UntapLimit { filter: f.into(), count, yours_only: *yours_only })
}

fn write_untap_limit(filter: &Filter, count: u32, yours_only: bool) -> Result<String, String> {
    let (start, end, _) = UNTAP_LIMIT[usize::from(yours_only)];
    let noun = nouns::write(filter, if count == 1 { Number::One } else { Number::Many }, None)?;
    let mut words = format!("{start}{} {noun}{end}", super::words::number_word(count));
    words[..1].make_ascii_uppercase();
    Ok(words)
}

/// A static ability line without a condition, and its variant number: 1
/// for "All", 4 × the word a granted ability calls its object (`SELF_WORDS`).
fn read_plain(c: &mut Cursor, ctx: &Context) -> Option<(Ability, u8)> {
    // "You control enchanted [noun]." (the noun is what its Enchant line names).
    if c.attempt(|c| (c.eat("You control enchanted ") && nouns::read(c, Number::One, None).is_some() && c.eat(".") && c.at_end()).then_some(())).is_some() {
        let effect = StaticEffect::Continuous { affects: Affects::Attached, modifications: vec![Modification::YouControl] };
        return Some((Ability::Static { effect, condition: None, text: String::new() }, 0));
    }
    if let Some(effect) = c.attempt(|c| play_static(c, ctx).filter(|_| super::instructions::sentence_end(c) && c.at_end())) {
        return Some((Ability::Static { effect, condition: None, text: String::new() }, 0));
    }
    if let Some(effect) = c.attempt(|c| counter_limit(c, ctx)).or_else(|| c.attempt(untap_limit)) {
        return Some((Ability::Static { effect, condition: None, text: String::new() }, 0));
    }
    // 603.10 / 607: "Reveal the first card you draw each turn." (the static half of a linked pair).
    if c.attempt(|c| (c.eat(REVEAL_FIRST_DRAW) && c.at_end()).then_some(())).is_some() {
        return Some((Ability::Static { effect: StaticEffect::RevealDraws { whose: Relation::You, first_each_turn: true }, condition: None, text: String::new() }, 0));
    }
    // 702.8a: "You may cast [this] as though it had flash [if you pay {2} more to cast it]."
    // 307.1, 603.7: "If you cast it any time a sorcery couldn't have been cast, ... sacrifices it ..."
    if let Some((more, sacrifice_at_cleanup)) = c.attempt(|c| {
        if !(c.eat("You may cast ") && ctx.eat_name(c) && c.eat(" as though it had flash")) {
            return None;
        }
        let more = if c.eat(" if you pay ") { Some(c.mana().filter(|_| c.eat(" more to cast it"))?) } else { None };
        if !c.eat(".") {
            return None;
        }
        let sacrifice_at_cleanup = more.is_none() && c.eat(FLASH_SACRIFICE);
        c.at_end().then_some((more, sacrifice_at_cleanup))
    }) {
        return Some((Ability::Static { effect: StaticEffect::AsThoughFlash { more, sacrifice_at_cleanup }, condition: None, text: String::new() }, 0));
    }
    // 601.3: "Cast [this] only [when]."
    if let Some(when) = c.attempt(|c| {
        if !(c.eat("Cast ") && ctx.eat_name(c) && c.eat(" only ")) {
            return None;
        }
        let rest = c.rest();
        let when = CastTiming::ALL.into_iter().find(|t| rest.strip_prefix(t.words()) == Some("."))?;
        c.pos = c.text.len();
        Some(when)
    }) {
        return Some((Ability::Static { effect: StaticEffect::CastOnly { when }, condition: None, text: String::new() }, 0));
    }
    // 702.17, 702.11: "You have shroud." / "You have hexproof."
    if let Some(i) = c.attempt(|c| {
        let i = c.eat_one_of(&["You have shroud.", "You have hexproof."])?;
        c.at_end().then_some(i)
    }) {
        let keyword = if i == 0 { Keyword::Shroud } else { Keyword::Hexproof };
        return Some((Ability::Static { effect: StaticEffect::ControllerHas { keyword }, condition: None, text: String::new() }, 0));
    }
    // 402.2: "You / Players have no maximum hand size."
    if let Some(each_player) = c.attempt(|c| {
        let i = c.eat_one_of(&["You have no maximum hand size.", "Players have no maximum hand size."])?;
        c.at_end().then_some(i)
    }) {
        return Some((Ability::Static { effect: StaticEffect::NoMaximumHandSize { each_player: each_player == 1 }, condition: None, text: String::new() }, 0));
    }
    // 510.1c: "You may have [this] assign its combat damage as though it weren't blocked."
    if c.attempt(|c| (c.eat("You may have ") && ctx.eat_name(c) && c.eat(" assign its combat damage as though it weren't blocked.") && c.at_end()).then_some(())).is_some() {
        return Some((Ability::Static { effect: StaticEffect::MayAssignAsUnblocked, condition: None, text: String::new() }, 0));
    }
    // 702.20b: "bands with other [quality]." (the words of a granted ability).
    if let Some(quality) = c.attempt(|c| {
        let f = if c.eat_sentence_start("bands with other ") { nouns::read(c, Number::Many, None)? } else { return None };
        (f.controller.is_none() && c.eat(".") && c.at_end()).then_some(f)
    }) {
        return Some((Ability::Static { effect: StaticEffect::BandsWithOther { quality: quality.into() }, condition: None, text: String::new() }, 0));
    }
    // 502.2: "You may choose not to untap [this] during your untap step."
    if c.attempt(|c| (c.eat("You may choose not to untap ") && ctx.eat_name(c) && c.eat(" during your untap step.") && c.at_end()).then_some(())).is_some() {
        return Some((Ability::Static { effect: StaticEffect::MayNotUntap, condition: None, text: String::new() }, 0));
    }
    if let Some(effect) = c.attempt(super::land_types::read_each) {
        return Some((Ability::Static { effect, condition: None, text: String::new() }, 0));
    }
    // 615.12: "Damage can't be prevented." and "Damage that would be dealt by [this] can't be prevented."
    if let Some(effect) = c.attempt(|c| {
        let from = if c.eat(DAMAGE_BY) {
            ctx.eat_name(c).then(|| FilterSpec { itself: true, ..Default::default() })?
        } else if c.eat("Damage") {
            FilterSpec::default()
        } else {
            return None;
        };
        (c.eat(CANT_BE_PREVENTED) && c.at_end()).then(|| StaticEffect::DamageCantBePrevented { from: from.into() })
    }) {
        return Some((Ability::Static { effect, condition: None, text: String::new() }, 0));
    }
    // 118.7: "Players can't gain life.", "Your opponents can't gain life.", "You can't gain life."
    if let Some(i) = c.attempt(|c| c.eat_one_of(&CANT_GAIN_LIFE).filter(|_| c.at_end())) {
        let who = [None, Some(Relation::Opponent), Some(Relation::You)][i];
        return Some((Ability::Static { effect: StaticEffect::CantGainLife { who }, condition: None, text: String::new() }, 0));
    }
    if let Some(effect) = c.attempt(|c| abilities_banned(c, ctx)).or_else(|| c.attempt(abilities_of_banned)) {
        return Some((Ability::Static { effect, condition: None, text: String::new() }, 0));
    }
    if let Some((effect, word)) = c.attempt(|c| cant_be_countered(c, ctx)) {
        return Some((Ability::Static { effect, condition: None, text: String::new() }, 4 * word));
    }
    let (affects, plural, alt) = subject(c, ctx)?;
    let each = alt && !plural;
    let mut word = 0;
    let named = affects == Affects::This;
    let effect = if let Some((mods, w)) = c.attempt(|c| super::characteristics::read(c, ctx, plural, named, false).filter(|_| c.rest() == "." || (c.at_end() && c.text.ends_with(".\""))))
    {
        // Layer 4, 6 and 7b changes in a list ("lose all abilities and have base power and toughness 1/1").
        word = w;
        StaticEffect::Continuous { affects, modifications: mods }
    } else if let Some((mods, w)) = c.attempt(|c| changes(c, ctx, plural, named)) {
        word = w;
        StaticEffect::Continuous { affects, modifications: mods }
    } else if let Some(mods) = c.attempt(|c| super::land_types::read_changes(c, plural)) {
        StaticEffect::Continuous { affects, modifications: mods }
    } else if affects == Affects::Attached && c.eat("doesn't untap during its controller's untap step") {
        StaticEffect::DoesntUntap { filter: FilterSpec { attached: true, ..Default::default() }.into() }
    } else if affects == Affects::This && c.eat("doesn't untap during your untap step") {
        // 502.2: the permanent itself stays tapped (while it has a counter of a kind, if it says so).
        let with_counter = c.attempt(|c| if c.eat(" if it has a ") { super::instructions::counter_kind(c).filter(|_| c.eat(" counter on it")) } else { None });
        StaticEffect::DoesntUntap { filter: FilterSpec { itself: true, with_counter, ..Default::default() }.into() }
    } else if let (Affects::All(f), true) = (&affects, plural && !alt && c.rest().starts_with("don't untap during their controllers' untap steps")) {
        // "Artifacts don't untap during their controllers' untap steps" (502.2).
        c.eat("don't untap during their controllers' untap steps");
        StaticEffect::DoesntUntap { filter: f.clone() }
    } else if c.eat(if plural { "can attack as though they didn't have defender" } else { "can attack as though it didn't have defender" }) {
        // 702.3b.
        StaticEffect::AttackDespiteDefender { affects }
    } else if let Some(e) = c.attempt(|c| block_requirement(c, ctx, &affects, plural, alt)) {
        e
    } else {
        restriction(c, affects, plural)?
    };
    // "Each creature you control with a level counter on it gets +2/+2": a
    // change to many objects said of each (the wording bit `EACH_WORDING`).
    let each_wording = each && !each_subject(&effect) && matches!(&effect, StaticEffect::Continuous { affects: Affects::All(_), .. });
    if each && !each_subject(&effect) && !each_wording {
        return None;
    }
    let effect = doesnt_remove_source(c, ctx, effect);
    let each_bit = if each_wording { EACH_WORDING } else { 0 };
    (super::instructions::sentence_end(c) && c.at_end()).then_some((Ability::Static { effect, condition: None, text: String::new() }, alt as u8 + 4 * word + each_bit))
}

const DOESNT_REMOVE: &str = ". This effect doesn't remove ";

/// The wording bit of a change to many objects said of each ("Each
/// creature you control ... gets +2/+2"); `write` reads it as `word`'s
/// bit `EACH_WORDING / 4`.
const EACH_WORDING: u8 = 128;

/// Does this change give protection (702.16)?
fn gives_protection(m: &Modification) -> bool {
    match m {
        Modification::AddKeyword(k) => k.label().starts_with("protection from "),
        Modification::ProtectionFrom(_) => true,
        _ => false,
    }
}

/// "[Protection given]. This effect doesn't remove [this]." (the Wards): the
/// protection doesn't make the source fall off (`DoesntRemoveSource`).
fn doesnt_remove_source(c: &mut Cursor, ctx: &Context, mut effect: StaticEffect) -> StaticEffect {
    if let StaticEffect::Continuous { modifications, .. } = &mut effect {
        if modifications.iter().any(gives_protection) && c.attempt(|c| (c.eat(DOESNT_REMOVE) && ctx.eat_name(c)).then_some(())).is_some() {
            modifications.push(Modification::DoesntRemoveSource);
        }
    }
    effect
}

/// "gets +N/+N", "has [keywords]", or "gets +N/+N and has [keywords]"; the
/// keywords perhaps with (or instead) an ability in quotation marks, and the
/// word it calls its object (`named`: it may be the card's name).
fn changes(c: &mut Cursor, ctx: &Context, plural: bool, named: bool) -> Option<(Vec<Modification>, u8)> {
    let mut mods = Vec::new();
    if c.eat(if plural { "get " } else { "gets " }) {
        // "gets an additional +1/+1": after the same objects' own pump (`additional_pump`).
        c.eat(ADDITIONAL);
        mods.push(super::amounts::read_pump(c)?);
        // 508.1c: "gets +2/+2, has vigilance, and can't attack you or a planeswalker you control" (the Vows).
        if let Some(ks) = c.attempt(|c| if c.eat(if plural { ", have " } else { ", has " }) { keyword_list(c).filter(|_| c.eat(CANT_ATTACK_YOU)) } else { None }) {
            mods.extend(ks.into_iter().map(Modification::AddKeyword));
            mods.push(Modification::CantAttackYou);
            return Some((mods, 0));
        }
        if !c.eat(" and ") {
            return Some((mods, 0));
        }
    }
    if c.eat(if plural { "have " } else { "has " }) {
        // 702.16a: protection from the colour chosen as the source entered (614.12).
        if c.eat(CHOSEN_PROTECTION) {
            mods.push(Modification::ProtectionFrom(ColorRef::Chosen));
            return Some((mods, 0));
        }
        let (more, word) = granted(c, ctx, named)?;
        mods.extend(more);
        return Some((mods, word));
    }
    // "loses flying" (613.1f: an ability removed, layer 6).
    if c.eat(if plural { "lose " } else { "loses " }) {
        mods.extend(keyword_list(c)?.into_iter().map(Modification::RemoveKeyword));
        return Some((mods, 0));
    }
    // "is black" (105.3, 613.1e: its colour set, layer 5).
    if let Some(col) = c.attempt(|c| if c.eat(if plural { "are " } else { "is " }) { color_word(c) } else { None }) {
        mods.push(Modification::SetColors(crate::rules::types::ColorSet::single(col)));
        return Some((mods, 0));
    }
    None
}

/// A colour's word, as a whole word ("black", not "blackened").
fn color_word(c: &mut Cursor) -> Option<crate::rules::types::Color> {
    crate::rules::types::Color::ALL.into_iter().find(|col| c.attempt(|c| (c.eat(super::words::color_word(*col)) && !c.rest().starts_with(|ch: char| ch.is_alphanumeric())).then_some(())).is_some())
}

/// The words of protection from the colour chosen as the permanent entered.
const CHOSEN_PROTECTION: &str = "protection from the chosen color";

/// "[keywords]", "[keywords] and \"[ability]\"" or "\"[ability]\"" (613.1f):
/// the abilities an object gains, and the word a quoted one calls it.
pub fn granted(c: &mut Cursor, ctx: &Context, named: bool) -> Option<(Vec<Modification>, u8)> {
    if let Some((a, word)) = c.attempt(|c| super::abilities::read_quoted(c, ctx, named)) {
        return Some((vec![Modification::AddAbility(Box::new(a))], word));
    }
    // A keyword that stands for a triggered ability brings it (the layers add it with the keyword).
    let ks = keyword_list(c)?;
    let mut mods: Vec<Modification> = ks.into_iter().map(Modification::AddKeyword).collect();
    let mut word = 0;
    if let Some((a, w)) = c.attempt(|c| if c.eat(" and ") { super::abilities::read_quoted(c, ctx, named) } else { None }) {
        mods.push(Modification::AddAbility(Box::new(a)));
        word = w;
    }
    Some((mods, word))
}

/// The words of `granted`: keywords, then the quoted ability (calling its object by word `word`).
pub fn write_granted(mods: &[Modification], word: u8, name: &str) -> Result<String, String> {
    let (ks, quoted) = match mods {
        [ks @ .., Modification::AddAbility(a)] => (ks, Some(super::abilities::write_quoted(a, word, name)?)),
        ks => (ks, None),
    };
    let ks: Vec<Keyword> = ks.iter().map(|m| if let Modification::AddKeyword(k) = m { Ok(*k) } else { Err(format!("the change {m:?}")) }).collect::<Result<_, _>>()?;
    match (ks.is_empty(), quoted) {
        (false, None) => Ok(write_keyword_list(&ks)),
        (true, Some(q)) => Ok(q),
        (false, Some(q)) => Ok(format!("{} and {q}", write_keyword_list(&ks))),
        (true, None) => Err("no ability granted".into()),
    }
}

const CANT_ATTACK_YOU: &str = ", and can't attack you or a planeswalker you control";

fn write_changes(mods: &[Modification], plural: bool, word: u8, name: &str) -> Result<String, String> {
    if let [Modification::Pump { power, toughness }, between @ .., Modification::CantAttackYou] = mods {
        let ks: Option<Vec<Keyword>> = between.iter().map(|m| if let Modification::AddKeyword(k) = m { Some(*k) } else { None }).collect();
        let ks = ks.filter(|ks| !ks.is_empty()).ok_or("a restriction on attacking you beside changes other than a pump and keywords")?;
        let (get, have) = if plural { ("get", "have") } else { ("gets", "has") };
        return Ok(format!("{get} {}, {have} {}{CANT_ATTACK_YOU}", super::amounts::write_pump(power, toughness)?, write_keyword_list(&ks)));
    }
    let mut parts = Vec::new();
    let mut rest = mods;
    if let Some(Modification::Pump { power, toughness }) = rest.first() {
        parts.push(format!("{} {}", if plural { "get" } else { "gets" }, super::amounts::write_pump(power, toughness)?));
        rest = &rest[1..];
    }
    let removed: Option<Vec<Keyword>> = rest.iter().map(|m| if let Modification::RemoveKeyword(k) = m { Some(*k) } else { None }).collect();
    if let [Modification::ProtectionFrom(ColorRef::Chosen)] = rest {
        parts.push(format!("{} {CHOSEN_PROTECTION}", if plural { "have" } else { "has" }));
    } else if let (Some(ks), false) = (removed, rest.is_empty()) {
        parts.push(format!("{} {}", if plural { "lose" } else { "loses" }, write_keyword_list(&ks)));
    } else if let [Modification::SetColors(set)] = rest {
        let cols: Vec<crate::rules::types::Color> = crate::rules::types::Color::ALL.into_iter().filter(|c| set.contains(*c)).collect();
        let [col] = cols.as_slice() else { return Err("a static ability that sets several colours".into()) };
        parts.push(format!("{} {}", if plural { "are" } else { "is" }, super::words::color_word(*col)));
    } else if !rest.is_empty() {
        parts.push(format!("{} {}", if plural { "have" } else { "has" }, write_granted(rest, word, name)?));
    }
    if parts.is_empty() {
        return Err("a static ability that changes nothing".into());
    }
    Ok(parts.join(" and "))
}

/// Requirements on blocking (509.1c): "[this] blocks each turn if able",
/// "All [creatures] block each turn if able", and "All [creatures] able to
/// block [this / enchanted creature / equipped creature] do so" (Lure).
fn block_requirement(c: &mut Cursor, ctx: &Context, affects: &Affects, plural: bool, alt: bool) -> Option<StaticEffect> {
    if c.eat(if plural { "block each turn if able" } else { "blocks each turn if able" }) {
        return (plural == alt && !matches!(affects, Affects::Attached)).then(|| StaticEffect::MustBlock { affects: affects.clone(), attacker: None });
    }
    let Affects::All(_) = affects else { return None };
    if !alt || !c.eat("able to block ") {
        return None;
    }
    let lured = if ctx.eat_name(c) {
        Affects::This
    } else if c.eat("enchanted creature") || c.eat("equipped creature") {
        Affects::Attached
    } else {
        return None;
    };
    c.eat(" do so").then(|| StaticEffect::MustBlock { affects: affects.clone(), attacker: Some(lured) })
}

fn write_block_requirement(effect: &StaticEffect, def: &CardDef, alt: bool) -> Result<String, String> {
    match effect {
        StaticEffect::MustBlock { affects, attacker: None } if !alt || matches!(affects, Affects::All(_)) => {
            let (subject, plural) = write_subject(affects, def, alt)?;
            Ok(format!("{subject} {} each turn if able.", if plural { "block" } else { "blocks" }))
        }
        StaticEffect::MustBlock { affects: affects @ Affects::All(_), attacker: Some(lured) } => {
            let lured = match lured {
                Affects::This => def.name.clone(),
                Affects::Attached => write_subject(lured, def, false)?.0.to_lowercase(),
                Affects::All(_) => return Err("a requirement to block every creature matching a filter".into()),
            };
            let (subject, _) = write_subject(affects, def, alt)?;
            Ok(format!("{subject} able to block {lured} do so."))
        }
        other => Err(format!("the block requirement {other:?}")),
    }
}

/// "can't attack", "can't block", "can't attack or block", "can't be blocked", "attacks each turn if able".
fn restriction(c: &mut Cursor, affects: Affects, plural: bool) -> Option<StaticEffect> {
    if c.eat(if plural { "attack each turn if able" } else { "attacks each turn if able" }) {
        return Some(StaticEffect::AttacksEachCombat { affects });
    }
    // "can't attack unless defending player controls an Island" (508.1c).
    if affects == Affects::This {
        if let Some(f) = c.attempt(|c| if c.eat("can't attack unless defending player controls ") && (c.eat("a ") || c.eat("an ")) { nouns::read(c, Number::One, None).filter(|f| f.controller.is_none()) } else { None }) {
            return Some(StaticEffect::CantAttackUnlessDefenderControls { filter: f.into() });
        }
    }
    // "can block an additional creature each combat", "can block any number of creatures" (509.1a).
    if let Some(i) = c.eat_one_of(&[BLOCK_ADDITIONAL[0], BLOCK_ADDITIONAL[1]]) {
        return Some(StaticEffect::CanBlockAdditional { affects, additional: (i == 0).then_some(1) });
    }
    // "can block only creatures with flying", "can't block creatures with power 2 or greater" (509.1b).
    for (i, words) in BLOCK_ONLY.iter().enumerate() {
        if let Some(f) = c.attempt(|c| if c.eat(words) { nouns::read(c, Number::Many, None).filter(|f| f.types == [crate::rules::CardType::Creature]) } else { None }) {
            return Some(StaticEffect::CanBlockOnly { affects, filter: f.into(), not: i == 1 });
        }
    }
    // "can't be blocked by [creatures]", "... except by ...", "... by more than one creature" (509.1b).
    if let Some(e) = c.attempt(|c| if c.eat("can't be blocked ") { super::evasion::read(c, &affects) } else { None }) {
        return Some(e);
    }
    // "can't be the target of white spells or abilities from white sources" (115).
    if let Some(by) = c.attempt(|c| if c.eat(super::untargetable::lead(plural)) { super::untargetable::read(c) } else { None }) {
        return Some(StaticEffect::CantBeTargetedBy { affects, by });
    }
    // 508.1c: "can't attack you or a planeswalker you control"; "can't attack
    // you" (the player: the planeswalkers you control may still be attacked).
    if let Some(i) = c.eat_one_of(&CANT_ATTACK_YOU_WORDS) {
        return Some(StaticEffect::CantAttackYou { affects, planeswalkers: i == 0 });
    }
    // (508.1c, 509.1a, 509.1b: "can't block and can't be blocked" is both restrictions.)
    let (attack, block, be_blocked) = match c.eat_one_of(&["can't attack or block", "can't attack", "can't block and can't be blocked", "can't block", "can't be blocked"])? {
        0 => (true, true, false),
        1 => (true, false, false),
        2 => (false, true, true),
        3 => (false, true, false),
        _ => (false, false, true),
    };
    // 602.5: "..., and its activated abilities can't be activated" (one object).
    let activate = !plural && matches!(affects, Affects::This | Affects::Attached) && c.eat(ITS_ABILITIES_BANNED);
    Some(StaticEffect::CantAttackOrBlock { affects, attack, block, be_blocked, activate })
}

/// The words of `StaticEffect::CantAttackYou` (with its planeswalkers, then without).
const CANT_ATTACK_YOU_WORDS: [&str; 2] = ["can't attack you or a planeswalker you control", "can't attack you"];

const ITS_ABILITIES_BANNED: &str = ", and its activated abilities can't be activated";
const ABILITIES_BANNED: &str = "'s activated abilities can't be activated.";

const ABILITIES_OF: &str = "Activated abilities of ";
const CANT_BE_ACTIVATED: &str = " can't be activated";
const UNLESS_MANA: &str = " unless they're mana abilities";
const CHOSEN_NAME_SOURCES: &str = "sources with the chosen name";

/// 602.5: "Activated abilities of artifacts can't be activated.", "... of
/// creatures your opponents control ...", "... unless they're mana abilities."
fn abilities_of_banned(c: &mut Cursor) -> Option<StaticEffect> {
    if !c.eat(ABILITIES_OF) {
        return None;
    }
    // "sources with the chosen name": any permanent with the name chosen as the source entered (614.12).
    let mut f = if c.eat(CHOSEN_NAME_SOURCES) { FilterSpec { chosen_name: true, ..Default::default() } } else { nouns::read(c, Number::Many, None)? };
    // "creatures your opponents control": the plural owner words.
    if f.controller.is_none() && c.eat(" your opponents control") {
        f.controller = Some(Relation::Opponent);
    }
    if !c.eat(CANT_BE_ACTIVATED) {
        return None;
    }
    let except_mana = c.eat(UNLESS_MANA);
    (c.eat(".") && c.at_end()).then(|| StaticEffect::CantActivateAbilitiesOf { filter: f.into(), except_mana })
}

/// The words of `abilities_of_banned`.
fn write_abilities_of_banned(filter: &Filter, except_mana: bool) -> Result<String, String> {
    let noun = match filter.controller {
        _ if **filter == (FilterSpec { chosen_name: true, ..Default::default() }) => CHOSEN_NAME_SOURCES.to_string(),
        Some(Relation::Opponent) => format!("{} your opponents control", nouns::write(&FilterSpec { controller: None, ..(**filter).clone() }, Number::Many, None)?),
        _ => nouns::write(filter, Number::Many, None)?,
    };
    Ok(format!("{ABILITIES_OF}{noun}{CANT_BE_ACTIVATED}{}.", if except_mana { UNLESS_MANA } else { "" }))
}

/// 602.5: "Enchanted creature's activated abilities can't be activated." (the
/// object the Aura is attached to; "[this]'s ..." for the source itself).
fn abilities_banned(c: &mut Cursor, ctx: &Context) -> Option<StaticEffect> {
    let affects = if ctx.eat_name(c) {
        Affects::This
    } else if c.eat("Enchanted ") && nouns::read(c, Number::One, None).is_some() {
        Affects::Attached
    } else {
        return None;
    };
    (c.eat(ABILITIES_BANNED) && c.at_end()).then_some(StaticEffect::CantAttackOrBlock { affects, attack: false, block: false, be_blocked: false, activate: true })
}

/// The abilities whose subject may be "Each [noun]" (their alternative
/// wording of every creature matching a filter, for "All [nouns]").
fn each_subject(e: &StaticEffect) -> bool {
    match e {
        // "Each noncreature artifact is an artifact creature with power and toughness each equal to its converted mana cost."
        StaticEffect::Continuous { modifications, .. } => super::characteristics::per_object(modifications),
        _ => matches!(e, StaticEffect::CanBlockAdditional { .. } | StaticEffect::CantBeBlockedBy { .. } | StaticEffect::BlockerCount { .. } | StaticEffect::CantBeBlockedWhileDefenderControls { .. }),
    }
}

/// The subject of an `each_subject` ability.
fn write_each_subject(a: &Affects, def: &CardDef, alt: bool) -> Result<String, String> {
    match a {
        Affects::All(f) if alt => Ok(format!("Each {}", nouns::write(f, Number::One, None)?)),
        a => Ok(write_subject(a, def, alt)?.0),
    }
}

/// The words of 509.1a's permissions: one more attacker, any number.
const BLOCK_ADDITIONAL: [&str; 2] = ["can block an additional creature each combat", "can block any number of creatures"];

/// A static ability with a condition, as its line (`variant`: see `read`).
pub fn write_with(effect: &StaticEffect, condition: &Option<Condition>, def: &CardDef, variant: u8) -> Result<String, String> {
    let plain = write(effect, def, variant & 1 == 1, variant / 4)?;
    let Some(cond) = condition else { return Ok(plain) };
    // "Enchanted creature", said "enchanted creature is ..." in a condition.
    let host_subject = write_subject(&Affects::Attached, def, false).map(|(s, _)| s).unwrap_or_default();
    let host_noun = host_subject.chars().next().map(|f| f.to_lowercase().chain(host_subject.chars().skip(1)).collect::<String>()).unwrap_or_default();
    let (words, word) = match condition_words().into_iter().find(|(_, _, c)| c == cond) {
        Some((words, word, _)) => (words.to_string(), word),
        None => {
            let this = match suffix_subject(effect, &def.name) {
                // "As long as enchanted land is ...", "... as long as enchanted land is ..."
                // (where "it's" would name what the ability changes).
                Subject::Name(_) if about_host(cond) => Subject::Host(Some(host_noun.as_str())),
                _ if variant & 2 == 2 && about_host(cond) => Subject::Host(Some(host_noun.as_str())),
                _ if variant & 2 == 2 => Subject::Name(&def.name),
                this => this,
            };
            (conditions::write(cond, this)?, None)
        }
    };
    let prefix = word.map(|w| format!("{w} — ")).unwrap_or_default();
    if variant & 2 == 2 {
        let mut ch = plain.chars();
        let lower: String = match (plain.strip_prefix(&format!("{} ", def.name)), plain.strip_prefix(&format!("{host_subject} "))) {
            // After a condition that names the card, or what it is attached to, that is "it".
            (Some(rest), _) if words.starts_with(&def.name) => format!("it {rest}"),
            (_, Some(rest)) if about_host(cond) && !host_subject.is_empty() => format!("it {rest}"),
            // A name, or a subtype as a noun ("Cat creatures you control"), keeps its capital.
            _ if plain.starts_with(&def.name) || super::words::starts_with_subtype(&plain) => plain.clone(),
            _ => ch.next().map(|f| f.to_lowercase().chain(ch).collect()).unwrap_or_default(),
        };
        Ok(format!("{prefix}As long as {words}, {lower}"))
    } else {
        Ok(format!("{prefix}{} as long as {words}.", plain.trim_end_matches('.')))
    }
}

/// A static ability as its line (`alt`: written the other way; `word`: what
/// a granted ability calls its object, `abilities::SELF_WORDS`).
const REVEAL_FIRST_DRAW: &str = "Reveal the first card you draw each turn.";

pub fn write(effect: &StaticEffect, def: &CardDef, alt: bool, word: u8) -> Result<String, String> {
    match effect {
        StaticEffect::RevealDraws { whose: Relation::You, first_each_turn: true } => Ok(REVEAL_FIRST_DRAW.into()),
        StaticEffect::UntapLimit { filter, count, yours_only } if *count >= 1 && filter.controller.is_none() => write_untap_limit(filter, *count, *yours_only),
        StaticEffect::CounterLimit { kind, max } if *max >= 1 && super::instructions::counter_kind_ok(kind) => {
            Ok(format!("{}{}{} {kind}{}", def.name, COUNTER_LIMIT.0, super::words::number_word(*max), COUNTER_LIMIT.1))
        }
        StaticEffect::Continuous { affects: Affects::Attached, modifications } if modifications == &[Modification::YouControl] => {
            let (subject, _) = write_subject(&Affects::Attached, def, false)?;
            let noun = subject.split_once(' ').map_or("", |(_, n)| n);
            Ok(format!("You control enchanted {noun}."))
        }
        StaticEffect::Continuous { affects, modifications } if modifications.contains(&Modification::DoesntRemoveSource) => {
            let rest: Vec<Modification> = modifications.iter().filter(|m| **m != Modification::DoesntRemoveSource).cloned().collect();
            if !rest.iter().any(gives_protection) {
                return Err("'this effect doesn't remove' without protection".into());
            }
            let words = write(&StaticEffect::Continuous { affects: affects.clone(), modifications: rest }, def, alt, word)?;
            Ok(format!("{}{DOESNT_REMOVE}{}.", words.strip_suffix('.').unwrap_or(&words), def.name))
        }
        StaticEffect::Continuous { affects, modifications } => {
            let (each, word) = (word & (EACH_WORDING / 4) != 0, word & !(EACH_WORDING / 4));
            if word as usize == super::abilities::SELF_WORDS.len() && *affects != Affects::This {
                return Err("a granted ability naming the card, given to another object".into());
            }
            if super::land_types::is_land_type_static(modifications) {
                let added = modifications.iter().any(|m| matches!(m, Modification::AddSubtype(_)));
                if let (Affects::All(f), true, false, false) = (affects, added, alt, super::land_types::is_every_basic(modifications)) {
                    return super::land_types::write(modifications, "", false, Some(f));
                }
                let (subject, plural) = write_subject(affects, def, alt)?;
                return super::land_types::write(modifications, &subject, plural, None);
            }
            // Changes that read each object's own numbers are said of "Each [noun]".
            let (subject, plural) = if each || super::characteristics::per_object(modifications) { (write_each_subject(affects, def, true)?, false) } else { write_subject(affects, def, alt)? };
            if let Some(words) = super::characteristics::write(modifications, plural, word, &def.name, false) {
                return Ok(super::instructions::end_sentence(format!("{subject} {}", words?)));
            }
            Ok(super::instructions::end_sentence(format!("{subject} {}", write_changes(modifications, plural, word, &def.name)?)))
        }
        StaticEffect::CantAttackOrBlock { affects, attack: false, block: false, be_blocked: false, activate: true } if matches!(affects, Affects::This | Affects::Attached) => {
            Ok(format!("{}{ABILITIES_BANNED}", write_subject(affects, def, alt)?.0))
        }
        StaticEffect::CantAttackYou { affects, planeswalkers } => {
            let (subject, _) = write_subject(affects, def, alt)?;
            Ok(format!("{subject} {}.", CANT_ATTACK_YOU_WORDS[usize::from(!planeswalkers)]))
        }
        StaticEffect::CantAttackOrBlock { affects, attack, block, be_blocked, activate } => {
            let (subject, _) = write_subject(affects, def, alt)?;
            let words = match (attack, block, be_blocked) {
                (true, true, false) => "can't attack or block",
                (true, false, false) => "can't attack",
                (false, true, false) => "can't block",
                (false, false, true) => "can't be blocked",
                (false, true, true) => "can't block and can't be blocked",
                _ => return Err("a combination of attack restrictions".into()),
            };
            let banned = if *activate { ITS_ABILITIES_BANNED } else { "" };
            Ok(format!("{subject} {words}{banned}."))
        }
        StaticEffect::CanBlockAdditional { affects, additional } => {
            let subject = write_each_subject(affects, def, alt)?;
            let words = match additional {
                Some(1) => BLOCK_ADDITIONAL[0],
                None => BLOCK_ADDITIONAL[1],
                Some(n) => return Err(format!("blocking {n} additional creatures")),
            };
            Ok(format!("{subject} {words}."))
        }
        StaticEffect::CantBeBlockedBy { affects, .. } | StaticEffect::BlockerCount { affects, .. } | StaticEffect::CantBeBlockedWhileDefenderControls { affects, .. } => {
            let subject = write_each_subject(affects, def, alt)?;
            Ok(format!("{subject} {}.", super::evasion::write(effect)?))
        }
        StaticEffect::CantActivateAbilitiesOf { filter, except_mana } if !alt => write_abilities_of_banned(filter, *except_mana),
        StaticEffect::CantBeTargetedBy { affects, by } => {
            let (subject, plural) = write_subject(affects, def, alt)?;
            Ok(format!("{subject} {}{}.", super::untargetable::lead(plural), super::untargetable::write(by)?))
        }
        StaticEffect::AttacksEachCombat { affects } => {
            let (subject, plural) = write_subject(affects, def, alt)?;
            Ok(format!("{subject} {} each turn if able.", if plural { "attack" } else { "attacks" }))
        }
        StaticEffect::MustBlock { .. } => write_block_requirement(effect, def, alt),
        StaticEffect::AttackDespiteDefender { affects } => {
            let (subject, plural) = write_subject(affects, def, alt)?;
            Ok(format!("{subject} can attack as though {} didn't have defender.", if plural { "they" } else { "it" }))
        }
        StaticEffect::MayAssignAsUnblocked if !alt => Ok(format!("You may have {} assign its combat damage as though it weren't blocked.", def.name)),
        StaticEffect::BandsWithOther { quality } if !alt => Ok(format!("Bands with other {}.", nouns::write(quality, Number::Many, None)?)),
        StaticEffect::MayNotUntap if !alt => Ok(format!("You may choose not to untap {} during your untap step.", def.name)),
        StaticEffect::AsThoughFlash { more, sacrifice_at_cleanup } if !alt => Ok(match (more, sacrifice_at_cleanup) {
            (Some(m), false) => format!("You may cast {} as though it had flash if you pay {} more to cast it.", def.name, mana_text(m)),
            (None, sacrifice) => format!("You may cast {} as though it had flash.{}", def.name, if *sacrifice { FLASH_SACRIFICE } else { "" }),
            (Some(_), true) => return Err("a flash permission that costs more and sacrifices the permanent has no printed wording".into()),
        }),
        StaticEffect::CastOnly { when } if !alt => Ok(format!("Cast {} only {}.", def.name, when.words())),
        StaticEffect::ControllerHas { keyword: Keyword::Shroud } if !alt => Ok("You have shroud.".into()),
        StaticEffect::ControllerHas { keyword: Keyword::Hexproof } if !alt => Ok("You have hexproof.".into()),
        StaticEffect::NoMaximumHandSize { each_player } if !alt => Ok(if *each_player { "Players have no maximum hand size." } else { "You have no maximum hand size." }.into()),
        StaticEffect::CantBeCountered | StaticEffect::SpellsCantBeCountered { .. } if !alt => write_cant_be_countered(effect, &def.name, word),
        StaticEffect::DamageCantBePrevented { from } if !alt => write_cant_be_prevented(from, &def.name),
        StaticEffect::CantGainLife { who } if !alt => Ok(CANT_GAIN_LIFE[match who {
            None => 0,
            Some(Relation::Opponent) => 1,
            Some(Relation::You) => 2,
        }]
        .to_string()),
        StaticEffect::CostChange { spells, more, less, per } if !alt => write_cost_change(spells, more, less, per),
        StaticEffect::CantAttackUnlessDefenderControls { filter } => {
            let noun = nouns::write(filter, Number::One, None)?;
            let a = super::words::article(&noun);
            Ok(format!("{} can't attack unless defending player controls {a} {noun}.", def.name))
        }
        StaticEffect::CanBlockOnly { affects, filter, not } => {
            let (subject, _) = write_subject(affects, def, alt)?;
            Ok(format!("{subject} {}{}.", BLOCK_ONLY[usize::from(*not)], nouns::write(filter, Number::Many, None)?))
        }
        StaticEffect::DefinePowerToughness { power, toughness } if !alt => write_cda(power, toughness, def),
        StaticEffect::DoesntUntap { filter } if **filter == (FilterSpec { attached: true, ..Default::default() }) => {
            let (subject, _) = write_subject(&Affects::Attached, def, alt)?;
            Ok(format!("{subject} doesn't untap during its controller's untap step."))
        }
        StaticEffect::DoesntUntap { filter } if **filter == (FilterSpec { itself: true, with_counter: filter.with_counter.clone(), ..Default::default() }) && !alt => {
            let counter = match &filter.with_counter {
                Some(k) if super::instructions::counter_kind_ok(k) => format!(" if it has a {k} counter on it"),
                Some(k) => return Err(format!("a counter '{k}'")),
                None => String::new(),
            };
            Ok(format!("{} doesn't untap during your untap step{counter}.", def.name))
        }
        StaticEffect::DoesntUntap { filter } if !filter.attached && !filter.itself && !alt => {
            let (subject, _) = write_subject(&Affects::All(filter.clone()), def, false)?;
            Ok(format!("{subject} don't untap during their controllers' untap steps."))
        }
        StaticEffect::RevealTopOfLibrary { .. } | StaticEffect::HandsRevealed { .. } | StaticEffect::AdditionalLandPlays { .. } | StaticEffect::MayPlayFrom { .. } | StaticEffect::CantBePlayed { .. } | StaticEffect::CantEnterBattlefield { .. } | StaticEffect::SpellsAsThoughFlash { .. } if !alt => write_play_static(effect, &def.name),
        other => Err(format!("the static ability {}", format!("{other:?}").chars().take(50).collect::<String>())),
    }
}

/// "Affinity for artifacts" (702.39a): this spell costs {1} less to cast
/// for each [noun] you control; and "[noun] spells [you cast / your
/// opponents cast] cost [mana] more / less to cast" (601.2f, 117.7).
pub fn read_cost_change(c: &mut Cursor) -> Option<Ability> {
    let effect = if c.eat("Affinity for ") {
        let f = nouns::read(c, Number::Many, None)?;
        if f.controller.is_some() || !c.at_end() {
            return None;
        }
        let per = Amount::Dynamic(DynamicAmount::Permanents { filter: FilterSpec { controller: Some(Relation::You), ..f }.into() });
        StaticEffect::CostChange { spells: None, more: None, less: Some(crate::rules::types::ManaCost::parse("{1}").ok()?), per: Some(per) }
    } else {
        let f = spells_noun(c)?;
        if !c.eat(" cost ") {
            return None;
        }
        let m = super::words::read_mana(&c.rest()[..c.rest().find('}')? + 1]).ok()?;
        c.pos += m.text.len();
        let more = c.eat(" more to cast.");
        if !more && !c.eat(" less to cast.") || !c.at_end() {
            return None;
        }
        let (more, less) = if more { (Some(m), None) } else { (None, Some(m)) };
        StaticEffect::CostChange { spells: Some(f.into()), more, less, per: None }
    };
    Some(Ability::Static { effect, condition: None, text: String::new() })
}

const CANT_GAIN_LIFE: [&str; 3] = ["Players can't gain life.", "Your opponents can't gain life.", "You can't gain life."];
const DAMAGE_BY: &str = "Damage that would be dealt by ";
const CANT_BE_PREVENTED: &str = " can't be prevented.";

fn write_cant_be_prevented(from: &Filter, name: &str) -> Result<String, String> {
    if from.is_empty() {
        Ok(format!("Damage{CANT_BE_PREVENTED}"))
    } else if **from == (FilterSpec { itself: true, ..Default::default() }) {
        Ok(format!("{DAMAGE_BY}{name}{CANT_BE_PREVENTED}"))
    } else {
        Err("damage from other sources that can't be prevented".into())
    }
}

const COUNTERED: [&str; 2] = [" can't be countered", " by spells or abilities"];

/// 112.6f: "[this] can't be countered." and "[Spells] can't be countered."
/// ("Creature spells you control with power 5 or greater ..."), each perhaps
/// in the older wording "... can't be countered by spells or abilities."
/// (word 1).
fn cant_be_countered(c: &mut Cursor, ctx: &Context) -> Option<(StaticEffect, u8)> {
    let effect = if ctx.eat_name(c) {
        StaticEffect::CantBeCountered
    } else {
        StaticEffect::SpellsCantBeCountered { filter: spells_subject(c)?.into() }
    };
    if !c.eat(COUNTERED[0]) {
        return None;
    }
    let word = u8::from(c.eat(COUNTERED[1]));
    (c.eat(".") && c.at_end()).then_some((effect, word))
}

fn write_cant_be_countered(effect: &StaticEffect, name: &str, word: u8) -> Result<String, String> {
    let subject = match effect {
        StaticEffect::SpellsCantBeCountered { filter } => capitalized(&nouns::write(filter, Number::Many, Some(("spell", "spells")))?),
        _ => name.to_string(),
    };
    Ok(format!("{subject}{}{}.", COUNTERED[0], if word == 1 { COUNTERED[1] } else { "" }))
}

/// Spells as the subject of a sentence: "Sliver spells", "Creature spells
/// you control" (a lower-case word capitalized).
fn spells_subject(c: &mut Cursor) -> Option<FilterSpec> {
    let head = Some(("spell", "spells"));
    if let Some(f) = c.attempt(|c| nouns::read(c, Number::Many, head).filter(|f| !f.subtypes.is_empty())) {
        return Some(f);
    }
    let rest = c.rest();
    let first = rest.chars().next().filter(|ch| ch.is_ascii_alphabetic())?;
    let lower = format!("{}{}", first.to_ascii_lowercase(), &rest[1..]);
    let mut sub = Cursor::new(&lower);
    let f = nouns::read(&mut sub, Number::Many, head)?;
    c.pos += sub.pos;
    Some(f)
}

/// "Spells", "Noncreature spells", "White spells you cast", "Blue spells and
/// red spells you cast", "Goblin spells and Rogue spells your opponents cast".
fn spells_noun(c: &mut Cursor) -> Option<FilterSpec> {
    let head = Some(("spell", "spells"));
    let one = spells_subject;
    let mut f = one(c)?;
    if let Some(g) = c.attempt(|c| if c.eat(" and ") { nouns::read(c, Number::Many, head) } else { None }) {
        // "Blue spells and red spells": one colour each; "Kithkin spells and Soldier spells": one subtype each.
        let base = |x: &FilterSpec| FilterSpec { colors: Vec::new(), subtypes: Vec::new(), ..x.clone() };
        if base(&f) != FilterSpec::default() || base(&g) != FilterSpec::default() || f.colors.len() + f.subtypes.len() != 1 || g.colors.len() + g.subtypes.len() != 1 || f.colors.len() != g.colors.len() {
            return None;
        }
        f.colors.extend(g.colors);
        f.subtypes.extend(g.subtypes);
    }
    if f.controller.is_some() {
        return None;
    }
    if c.eat(" you cast") {
        f.controller = Some(Relation::You);
    } else if c.eat(" your opponents cast") {
        f.controller = Some(Relation::Opponent);
    }
    Some(f)
}

fn write_spells_noun(f: &FilterSpec) -> Result<String, String> {
    let head = Some(("spell", "spells"));
    let g = FilterSpec { controller: None, ..f.clone() };
    let noun = match (g.colors.as_slice(), g.subtypes.as_slice()) {
        ([a, b], []) => format!("{} and {}", nouns::write(&FilterSpec { colors: vec![*a], ..g.clone() }, Number::Many, head)?, nouns::write(&FilterSpec { colors: vec![*b], ..g.clone() }, Number::Many, head)?),
        ([], [a, b]) => format!("{} and {}", nouns::write(&FilterSpec { subtypes: vec![a.clone()], ..g.clone() }, Number::Many, head)?, nouns::write(&FilterSpec { subtypes: vec![b.clone()], ..g.clone() }, Number::Many, head)?),
        _ => nouns::write(&g, Number::Many, head)?,
    };
    let who = match f.controller {
        None => "",
        Some(Relation::You) => " you cast",
        Some(Relation::Opponent) => " your opponents cast",
    };
    // (The type a permanent chose as it entered is "the chosen type", 614.12.)
    Ok(format!("{}{who}", capitalized(&noun)).replacen(" of that type", nouns::THE_CHOSEN_TYPE, 1))
}

fn write_cost_change(spells: &Option<Filter>, more: &Option<crate::rules::types::ManaCost>, less: &Option<crate::rules::types::ManaCost>, per: &Option<Amount>) -> Result<String, String> {
    match (spells, more, less, per) {
        (None, None, Some(l), Some(Amount::Dynamic(DynamicAmount::Permanents { filter }))) if mana_text(l) == "{1}" && filter.controller == Some(Relation::You) => {
            Ok(format!("Affinity for {}", nouns::write(&FilterSpec { controller: None, ..(**filter).clone() }, Number::Many, None)?))
        }
        (Some(f), Some(m), None, None) => Ok(format!("{} cost {} more to cast.", write_spells_noun(f)?, mana_text(m))),
        (Some(f), None, Some(m), None) => Ok(format!("{} cost {} less to cast.", write_spells_noun(f)?, mana_text(m))),
        _ => Err("a cost change other than affinity or spells that cost more or less".into()),
    }
}

/// The keywords that attach their source to a permanent of one type the
/// controller controls: Equip (702.6a, creatures) and Fortify (702.66a in
/// the 2017 numbering, lands).
const ATTACH_KEYWORDS: &[(&str, CardType)] = &[("Equip ", CardType::Creature), ("Fortify ", CardType::Land)];

fn attach_target_text(ty: CardType) -> &'static str {
    if ty == CardType::Land { "target land you control" } else { "target creature you control" }
}

/// "Equip [cost]": "[Cost]: Attach to target creature you control. Equip
/// only as a sorcery."; "Fortify [cost]", the same for a land you control.
pub fn read_equip(c: &mut Cursor) -> Option<Ability> {
    let (_, ty) = ATTACH_KEYWORDS.iter().find(|(w, _)| c.eat(w))?;
    let m = c.mana()?;
    c.at_end().then(|| equip_ability(Cost::new(vec![CostPart::Mana(m)]), *ty))
}

/// "Equip—[cost]." with a cost that isn't mana alone ("Equip—Pay 3 life."):
/// the keyword's word and type, for the cost read after the dash.
pub fn read_equip_dash(c: &mut Cursor) -> Option<CardType> {
    ATTACH_KEYWORDS.iter().find(|(w, _)| c.eat(w.trim_end()) && c.eat("\u{2014}")).map(|(_, ty)| *ty)
}

/// 702.6a, 702.65a: "[Cost]: Attach to target creature / land you control.
/// Activate only as a sorcery."
pub fn equip_ability(cost: Cost, ty: CardType) -> Ability {
    let you_control = FilterSpec { types: vec![ty], controller: Some(Relation::You), ..Default::default() };
    let text = attach_target_text(ty).into();
    Ability::Activated {
        divide: None,
        cost,
        targets: vec![TargetSpec { kind: TargetKind::Permanent, filter: you_control.into(), text, optional: false, another: false, x_count: false, one_graveyard: false, any_number: false }],
        effects: vec![Effect::AttachSourceTo { target: 0 }],
        sorcery_speed: true,
        from_graveyard: false,
        only: None,
        condition: None,
        text: String::new(),
    }
}

/// The Equip or Fortify line of an ability of that exact shape.
pub fn write_equip(a: &Ability, name: &str) -> Option<String> {
    let Ability::Activated { cost, .. } = a else { return None };
    let strip = |a: &Ability| match a {
        Ability::Activated { cost, targets, effects, sorcery_speed, from_graveyard, .. } => Some((cost.clone(), targets.iter().map(|t| (t.kind, t.filter.clone(), t.optional, t.another)).collect::<Vec<_>>(), effects.clone(), *sorcery_speed, *from_graveyard)),
        _ => None,
    };
    let (word, _) = ATTACH_KEYWORDS.iter().find(|(_, ty)| strip(a) == strip(&equip_ability(cost.clone(), *ty)))?;
    match cost.parts.as_slice() {
        [CostPart::Mana(m)] => Some(format!("{word}{}", mana_text(m))),
        // "Equip—Pay 3 life.": a cost of other parts after a dash.
        parts if !parts.is_empty() && !parts.iter().any(|p| matches!(p, CostPart::Mana(_) | CostPart::Tap | CostPart::Untap)) => {
            Some(format!("{}\u{2014}{}.", word.trim_end(), super::abilities::write_cost(cost, name).ok()?))
        }
        _ => None,
    }
}

/// The word before a pump that adds to one the same objects already get.
const ADDITIONAL: &str = "an additional ";

/// "Equipped creature gets +2/+0. As long as equipped creature is a Human,
/// it gets an additional +1/+0.": is `a` (an ability of `def`) a pump with
/// a condition after a static ability that pumps the same objects with
/// none? It is then written "an additional" (611.3a: both apply).
fn additional_pump(a: &Ability, def: &CardDef) -> bool {
    let pump = |e: &StaticEffect| match e {
        StaticEffect::Continuous { affects, modifications } if matches!(modifications.first(), Some(Modification::Pump { .. })) => Some(affects.clone()),
        _ => None,
    };
    let Ability::Static { effect, condition: Some(_), .. } = a else { return false };
    let Some(affects) = pump(effect) else { return false };
    let Some(i) = def.abilities.iter().position(|x| std::ptr::eq(x, a)) else { return false };
    def.abilities[..i].iter().any(|b| matches!(b, Ability::Static { effect: e, condition: None, .. } if pump(e).as_ref() == Some(&affects)))
}

/// `write_with` for the ability `a` of `def`, "an additional" before its
/// pump where `additional_pump` says so.
pub fn write_ability(a: &Ability, effect: &StaticEffect, condition: &Option<Condition>, def: &CardDef, variant: u8) -> Result<String, String> {
    let words = write_with(effect, condition, def, variant)?;
    if !additional_pump(a, def) {
        return Ok(words);
    }
    for verb in [" gets ", " get "] {
        if let Some(i) = words.find(verb) {
            let at = i + verb.len();
            return Ok(format!("{}{ADDITIONAL}{}", &words[..at], &words[at..]));
        }
    }
    Err("an additional pump without 'gets'".into())
}
