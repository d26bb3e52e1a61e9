//! Keyword lines, both ways (702): "Flying, first strike", "Bushido 2",
//! "Cycling {2}", "Swampcycling {2}", "Suspend 4—{U}". A line of keywords
//! is a list separated by commas; keywords with a number or a cost each
//! stand on their own line when written.

use super::cursor::Cursor;
use super::words::mana_text;
use super::render::{Join, Unit, UnitKey};
use crate::cards::def::{champion_object, CardDef, Cost, CostPart, Filter, FilterSpec, Landcycling, Splice, Suspend};
use crate::rules::types::{Keyword, ManaCost};

/// One keyword as a line lists it.
#[derive(Clone, Debug, PartialEq)]
pub enum KeywordItem {
    Simple(Keyword),
    Cycling(ManaCost),
    Landcycling(Landcycling),
    Evoke(ManaCost),
    Flashback(ManaCost),
    Madness(ManaCost),
    Kicker(ManaCost),
    Multikicker(ManaCost),
    Buyback(ManaCost),
    CumulativeUpkeep(ManaCost),
    Echo(ManaCost),
    Unearth(ManaCost),
    Entwine(ManaCost),
    Transmute(ManaCost),
    /// "Level up [cost]" (702.86a).
    LevelUp(ManaCost),
    Bushido(u32),
    Rampage(u32),
    Vanishing(u32),
    Fading(u32),
    Modular(u32),
    Soulshift(u32),
    Annihilator(u32),
    Bloodthirst(u32),
    Graft(u32),
    Devour(u32),
    Amplify(u32),
    /// "Dredge N" (702.50a).
    Dredge(u32),
    /// "Ripple N" (702.58a).
    Ripple(u32),
    /// "Prowl [cost]" (702.74a).
    Prowl(ManaCost),
    /// "Recover [cost]" (702.58a).
    Recover(ManaCost),
    BattleCry,
    Suspend(u32, ManaCost),
    /// "Splice onto Arcane {1}{R}" (702.45a).
    Splice(Splice),
    /// "Champion a Goblin", "Champion a creature" (702.71a): the object.
    Champion(Filter),
    /// "Morph {2}{U}", "Morph—Pay 5 life." (702.36a): the cost to turn it face up.
    Morph(Cost),
    /// A protection written with the one before it: "protection from black
    /// and from red" (702.16: two protection abilities, one phrase).
    ProtectionAlso(Keyword),
    /// Not a keyword: the next keyword follows a semicolon, not a comma
    /// ("Defender; reach", as older cards print a line of keywords).
    Semicolon,
}

/// Every keyword without a parameter, longest label first (so "first
/// strike" is not read as a shorter label's prefix).
fn simple_keywords() -> &'static [Keyword] {
    static LIST: std::sync::OnceLock<Vec<Keyword>> = std::sync::OnceLock::new();
    LIST.get_or_init(sorted_simple_keywords)
}

fn sorted_simple_keywords() -> Vec<Keyword> {
    use Keyword::*;
    let mut all = vec![
        Deathtouch, Defender, DoubleStrike, FirstStrike, Flying, Haste, Infect, Lifelink, Reach, Trample, Vigilance, Swampwalk, Forestwalk, Islandwalk, Mountainwalk, Plainswalk, Shroud, Hexproof,
        ProtectionFromBlack, ProtectionFromRed, ProtectionFromWhite, ProtectionFromBlue, ProtectionFromGreen, Indestructible, Flash, ProtectionFromArtifacts, ProtectionFromCreatures,
        ProtectionFromEnchantments, ProtectionFromInstants, ProtectionFromSorceries, ProtectionFromLands, ProtectionFromPlaneswalkers, ProtectionFromEverything, Wither, Intimidate, Fear, Shadow,
        Horsemanship, Menace, LivingWeapon, Cascade, Rebound, TotemArmor, Sunburst, Convoke, Delve, Retrace, Conspire, Persist, Haunt, Exalted, Flanking, Provoke, SplitSecond, Storm, Changeling, Phasing, Banding, Devoid, Prowess,
        ProtectionFromMulticolored, ProtectionFromMonocolored,
    ];
    all.sort_by_key(|k| std::cmp::Reverse(k.label().len()));
    all
}

const COST_KEYWORDS: &[&str] = &["cycling", "evoke", "flashback", "madness", "kicker", "multikicker", "buyback", "cumulative upkeep", "echo", "unearth", "entwine", "transmute", "level up", "prowl", "recover"];
const NUMBER_KEYWORDS: &[&str] = &["bushido", "rampage", "vanishing", "fading", "modular", "soulshift", "annihilator", "bloodthirst", "graft", "devour", "amplify", "dredge", "ripple"];
const BASIC_LAND_TYPES: &[&str] = &["Plains", "Island", "Swamp", "Mountain", "Forest"];

fn with_cost(word: &str, m: ManaCost) -> KeywordItem {
    match word {
        "cycling" => KeywordItem::Cycling(m),
        "evoke" => KeywordItem::Evoke(m),
        "flashback" => KeywordItem::Flashback(m),
        "madness" => KeywordItem::Madness(m),
        "kicker" => KeywordItem::Kicker(m),
        "multikicker" => KeywordItem::Multikicker(m),
        "buyback" => KeywordItem::Buyback(m),
        "cumulative upkeep" => KeywordItem::CumulativeUpkeep(m),
        "echo" => KeywordItem::Echo(m),
        "unearth" => KeywordItem::Unearth(m),
        "transmute" => KeywordItem::Transmute(m),
        "level up" => KeywordItem::LevelUp(m),
        "prowl" => KeywordItem::Prowl(m),
        "recover" => KeywordItem::Recover(m),
        _ => KeywordItem::Entwine(m),
    }
}

fn with_number(word: &str, n: u32) -> KeywordItem {
    match word {
        "bushido" => KeywordItem::Bushido(n),
        "rampage" => KeywordItem::Rampage(n),
        "vanishing" => KeywordItem::Vanishing(n),
        "fading" => KeywordItem::Fading(n),
        "modular" => KeywordItem::Modular(n),
        "soulshift" => KeywordItem::Soulshift(n),
        "annihilator" => KeywordItem::Annihilator(n),
        "bloodthirst" => KeywordItem::Bloodthirst(n),
        "devour" => KeywordItem::Devour(n),
        "amplify" => KeywordItem::Amplify(n),
        "dredge" => KeywordItem::Dredge(n),
        "ripple" => KeywordItem::Ripple(n),
        _ => KeywordItem::Graft(n),
    }
}

/// One keyword at the cursor (its first letter in either case).
fn read_item(c: &mut Cursor) -> Option<KeywordItem> {
    for w in COST_KEYWORDS.iter().copied().filter(|w| *w != "cycling") {
        if let Some(m) = c.attempt(|c| if c.eat_sentence_start(w) && c.eat(" ") { c.mana() } else { None }) {
            return Some(with_cost(w, m));
        }
    }
    if let Some(item) = c.attempt(read_cycling) {
        return Some(item);
    }
    for w in NUMBER_KEYWORDS {
        if let Some(n) = c.attempt(|c| if c.eat_sentence_start(w) && c.eat(" ") { c.number() } else { None }) {
            return Some(with_number(w, n));
        }
    }
    if let Some(item) = c.attempt(|c| {
        if !(c.eat_sentence_start("suspend") && c.eat(" ")) {
            return None;
        }
        let n = c.number()?;
        if !c.eat("—") {
            return None;
        }
        Some(KeywordItem::Suspend(n, c.mana()?))
    }) {
        return Some(item);
    }
    if c.eat_sentence_start("battle cry") {
        return Some(KeywordItem::BattleCry);
    }
    if let Some(onto) = c.attempt(|c| (c.eat_sentence_start("splice onto ") && c.eat("Arcane")).then(|| "Arcane".to_string())) {
        return c.attempt(|c| if c.eat(" ") { c.mana() } else { None }).map(|cost| KeywordItem::Splice(Splice { onto, cost }));
    }
    if let Some(object) = c.attempt(read_champion) {
        return Some(KeywordItem::Champion(object));
    }
    if let Some(m) = c.attempt(|c| if c.eat("Morph ") { c.mana() } else { None }) {
        return Some(KeywordItem::Morph(Cost::new(vec![CostPart::Mana(m)])));
    }
    simple_keywords().iter().copied().find(|k| c.eat_sentence_start(k.label())).or_else(|| c.attempt(|c| c.eat_sentence_start(PROTECTION_FROM).then(|| creature_type_quality(c)).flatten())).map(KeywordItem::Simple)
}

const PROTECTION_FROM: &str = "protection from ";

/// After "protection from ": a creature type's plural ("Goblins", "Elves"),
/// a whole word (702.16a).
fn creature_type_quality(c: &mut Cursor) -> Option<Keyword> {
    static PLURALS: std::sync::OnceLock<std::collections::HashMap<String, crate::rules::types::CreatureType>> = std::sync::OnceLock::new();
    let plurals = PLURALS.get_or_init(|| crate::rules::types::CreatureType::all().map(|t| (super::words::subtype_plural(t.name()), t)).collect());
    let word_len = c.rest().find(|ch: char| !(ch.is_alphanumeric() || ch == '-' || ch == '\'')).unwrap_or(c.rest().len());
    let t = *plurals.get(&c.rest()[..word_len])?;
    c.pos += word_len;
    Some(Keyword::ProtectionFromCreatureType(t))
}

/// A keyword without a parameter as a sentence writes it ("gains first strike").
pub fn read_simple(c: &mut Cursor) -> Option<Keyword> {
    simple_keywords().iter().copied().find(|k| c.eat(k.label())).or_else(|| c.attempt(|c| c.eat(PROTECTION_FROM).then(|| creature_type_quality(c)).flatten()))
}

/// The quality of a second protection after "and from " ("red"): that protection.
pub fn read_simple_protection(c: &mut Cursor) -> Option<Keyword> {
    simple_keywords().iter().copied().find(|k| k.label().strip_prefix(PROTECTION_FROM).is_some_and(|q| c.attempt(|c| (c.eat(q) && !c.rest().starts_with(|ch: char| ch.is_alphanumeric())).then_some(())).is_some())).or_else(|| c.attempt(creature_type_quality))
}

/// "Champion a creature", "Champion an Elf", "Champion a Goblin or
/// Shaman" (702.71a): the object, a filter [`champion_object`] writes back.
fn read_champion(c: &mut Cursor) -> Option<Filter> {
    if !c.eat_sentence_start("champion ") {
        return None;
    }
    let article = if c.eat("an ") { "an" } else if c.eat("a ") { "a" } else { return None };
    let object: Filter = if c.eat("creature") {
        Filter::of_type(crate::rules::types::CardType::Creature)
    } else {
        let mut subtypes = Vec::new();
        loop {
            let len = c.rest().find(|ch: char| !(ch.is_alphanumeric() || ch == '-' || ch == '\'')).unwrap_or(c.rest().len());
            let word = &c.rest()[..len];
            if !crate::rules::choices::is_creature_type(word) || subtypes.iter().any(|t: &String| t == word) {
                return None;
            }
            subtypes.push(word.to_string());
            c.pos += len;
            if !c.eat(" or ") {
                break;
            }
        }
        FilterSpec { subtypes, ..Default::default() }.into()
    };
    // The article is the one the words take ("a Elf" is not read).
    champion_object(&object).filter(|w| w.starts_with(&format!("{article} "))).map(|_| object)
}

/// "Cycling {2}", "Swampcycling {2}", "Basic landcycling {1}{B}".
fn read_cycling(c: &mut Cursor) -> Option<KeywordItem> {
    let land = if c.eat_sentence_start("basic landcycling ") {
        Some("basic".to_string())
    } else if c.eat_sentence_start("cycling ") {
        None
    } else {
        let t = BASIC_LAND_TYPES.iter().find(|t| c.eat_sentence_start(&t.to_lowercase()) && c.eat("cycling "))?;
        Some(t.to_string())
    };
    let cost = c.mana()?;
    Some(match land {
        Some(land) => KeywordItem::Landcycling(Landcycling { cost, land }),
        None => KeywordItem::Cycling(cost),
    })
}

/// A whole line of keywords ("Flying, first strike"), or nothing.
pub fn read_line(c: &mut Cursor) -> Option<Vec<KeywordItem>> {
    c.attempt(|c| {
        let mut items = vec![read_item(c)?];
        read_also(c, &mut items);
        loop {
            if c.eat("; ") {
                items.push(KeywordItem::Semicolon);
            } else if !c.eat(", ") {
                break;
            }
            items.push(read_item(c)?);
            read_also(c, &mut items);
        }
        c.at_end().then_some(items)
    })
}

/// After a protection: " and from [quality]", a second protection in the same phrase.
fn read_also(c: &mut Cursor, items: &mut Vec<KeywordItem>) {
    let Some(KeywordItem::Simple(k) | KeywordItem::ProtectionAlso(k)) = items.last() else { return };
    if !k.label().starts_with("protection from ") {
        return;
    }
    if let Some(k) = c.attempt(|c| {
        if !c.eat(" and from ") {
            return None;
        }
        read_simple_protection(c)
    }) {
        items.push(KeywordItem::ProtectionAlso(k));
    }
}

/// "Protection from red" written after "protection from black" in one phrase: " and from red".
pub fn protection_also(before: &str, text: &str) -> Option<String> {
    let quality = text.strip_prefix("Protection from ")?;
    before.rsplit(", ").next()?.to_lowercase().contains("protection from ").then(|| format!(" and from {quality}"))
}

/// Put a keyword into the card form; None where the form has it already
/// (the form holds one of each of these).
pub fn apply(def: &mut CardDef, item: KeywordItem) -> Result<(), String> {
    fn once<T>(slot: &mut Option<T>, v: T, what: &str) -> Result<(), String> {
        if slot.is_some() {
            return Err(format!("{what} appears twice"));
        }
        *slot = Some(v);
        Ok(())
    }
    match item {
        KeywordItem::Simple(k) | KeywordItem::ProtectionAlso(k) => def.keywords.push(k),
        KeywordItem::Semicolon => return Err("a semicolon is not a keyword".into()),
        KeywordItem::Cycling(m) => once(&mut def.cycling, m, "cycling")?,
        KeywordItem::Landcycling(l) => def.landcycling.push(l),
        KeywordItem::Evoke(m) => once(&mut def.evoke, m, "evoke")?,
        KeywordItem::Flashback(m) => once(&mut def.flashback, m, "flashback")?,
        KeywordItem::Madness(m) => once(&mut def.madness, m, "madness")?,
        KeywordItem::Kicker(m) => once(&mut def.kicker, m, "kicker")?,
        KeywordItem::Multikicker(m) => once(&mut def.multikicker, m, "multikicker")?,
        KeywordItem::Buyback(m) => once(&mut def.buyback, m, "buyback")?,
        KeywordItem::CumulativeUpkeep(m) => once(&mut def.cumulative_upkeep, m, "cumulative upkeep")?,
        KeywordItem::Echo(m) => once(&mut def.echo, m, "echo")?,
        KeywordItem::Unearth(m) => once(&mut def.unearth, m, "unearth")?,
        KeywordItem::Entwine(m) => once(&mut def.entwine, m, "entwine")?,
        KeywordItem::Transmute(m) => once(&mut def.transmute, m, "transmute")?,
        KeywordItem::LevelUp(m) => once(&mut def.level_up, m, "level up")?,
        KeywordItem::Bushido(n) => once(&mut def.bushido, n as i32, "bushido")?,
        KeywordItem::Rampage(n) => once(&mut def.rampage, n as i32, "rampage")?,
        KeywordItem::Vanishing(n) => once(&mut def.vanishing, n, "vanishing")?,
        KeywordItem::Fading(n) => once(&mut def.fading, n, "fading")?,
        KeywordItem::Modular(n) => once(&mut def.modular, n, "modular")?,
        KeywordItem::Soulshift(n) => def.soulshift.push(n),
        KeywordItem::Annihilator(n) => once(&mut def.annihilator, n, "annihilator")?,
        KeywordItem::Bloodthirst(n) => once(&mut def.bloodthirst, n, "bloodthirst")?,
        KeywordItem::Graft(n) => once(&mut def.graft, n, "graft")?,
        KeywordItem::Devour(n) => once(&mut def.devour, n, "devour")?,
        KeywordItem::Amplify(n) => once(&mut def.amplify, n, "amplify")?,
        KeywordItem::Dredge(n) => once(&mut def.dredge, n, "dredge")?,
        KeywordItem::Ripple(n) => once(&mut def.ripple, n, "ripple")?,
        KeywordItem::Prowl(m) => once(&mut def.prowl, m, "prowl")?,
        KeywordItem::Recover(m) => once(&mut def.recover, m, "recover")?,
        KeywordItem::BattleCry => {
            if def.battle_cry {
                return Err("battle cry appears twice".into());
            }
            def.battle_cry = true;
        }
        KeywordItem::Suspend(time, cost) => once(&mut def.suspend, Suspend { time, cost }, "suspend")?,
        KeywordItem::Morph(cost) => once(&mut def.morph, cost, "morph")?,
        KeywordItem::Champion(object) => once(&mut def.champion, object, "champion")?,
        KeywordItem::Splice(s) => once(&mut def.splice, s, "splice")?,
    }
    Ok(())
}

/// Capitalize the first letter of a line.
pub fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Where a written line goes among a card's lines (cards print additional
/// and optional costs of spells first, then keywords, then what an Aura
/// enchants, then the other abilities in order, then the keywords that work
/// from other zones or cost mana to use).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Place {
    SpellCosts,
    Keywords,
    NumberKeywords,
    Enchant,
    Upkeep,
    Abilities,
    Late,
    /// A leveler's level bands (710), after everything else.
    Levels,
}

/// The keyword parts of the card form, each with its key: the ones
/// without parameters in the form's order, then the others.
pub fn write_units(def: &CardDef, out: &mut Vec<Unit>) -> Result<(), String> {
    for (i, k) in def.keywords.iter().enumerate() {
        out.push(Unit { key: UnitKey::Keyword(i), place: Place::Keywords, text: capitalized(k.label()), join: Join::Keyword, joined: None });
    }
    let param = |out: &mut Vec<Unit>, key: UnitKey, place: Place, text: String| out.push(Unit { key, place, text, join: Join::ParamKeyword, joined: None });
    let cost = |out: &mut Vec<Unit>, place, word: &'static str, m: &Option<ManaCost>| {
        if let Some(m) = m {
            param(out, UnitKey::Field(word), place, format!("{} {}", capitalized(word), mana_text(m)));
        }
    };
    cost(out, Place::SpellCosts, "kicker", &def.kicker.clone().filter(|_| def.kicker_cost.is_none()));
    cost(out, Place::SpellCosts, "multikicker", &def.multikicker);
    cost(out, Place::SpellCosts, "buyback", &def.buyback.clone().filter(|_| def.buyback_cost.is_none()));
    cost(out, Place::SpellCosts, "prowl", &def.prowl);
    cost(out, Place::Upkeep, "echo", &def.echo);
    cost(out, Place::Upkeep, "cumulative upkeep", &def.cumulative_upkeep);
    let number = |out: &mut Vec<Unit>, word: &'static str, n: Option<u32>| {
        if let Some(n) = n {
            param(out, UnitKey::Field(word), Place::NumberKeywords, format!("{} {n}", capitalized(word)));
        }
    };
    number(out, "bushido", def.bushido.map(|n| n.max(0) as u32));
    number(out, "rampage", def.rampage.map(|n| n.max(0) as u32));
    number(out, "vanishing", def.vanishing);
    number(out, "fading", def.fading);
    number(out, "modular", def.modular);
    number(out, "annihilator", def.annihilator);
    number(out, "bloodthirst", def.bloodthirst);
    number(out, "graft", def.graft);
    number(out, "devour", def.devour);
    number(out, "amplify", def.amplify);
    number(out, "ripple", def.ripple);
    for (i, n) in def.soulshift.iter().enumerate() {
        param(out, UnitKey::Soulshift(i), Place::NumberKeywords, format!("Soulshift {n}"));
    }
    if def.battle_cry {
        param(out, UnitKey::Field("battle cry"), Place::NumberKeywords, "Battle cry".into());
    }
    if let Some(object) = &def.champion {
        let words = champion_object(object).ok_or("champion: the object is a creature or creature types only (702.71a)")?;
        param(out, UnitKey::Field("champion"), Place::NumberKeywords, format!("Champion {words}"));
    }
    cost(out, Place::Late, "cycling", &def.cycling);
    for (i, l) in def.landcycling.iter().enumerate() {
        let word = if l.land == "basic" { "basic landcycling".to_string() } else { format!("{}cycling", l.land.to_lowercase()) };
        param(out, UnitKey::Landcycling(i), Place::Late, format!("{} {}", capitalized(&word), mana_text(&l.cost)));
    }
    cost(out, Place::Late, "evoke", &def.evoke);
    // A keyword with a cost of other parts too is written with them (render::units).
    cost(out, Place::Late, "flashback", &def.flashback.clone().filter(|_| def.flashback_cost.is_none()));
    cost(out, Place::Late, "madness", &def.madness);
    cost(out, Place::Late, "recover", &def.recover);
    cost(out, Place::Late, "unearth", &def.unearth);
    cost(out, Place::Late, "entwine", &def.entwine);
    cost(out, Place::Late, "transmute", &def.transmute);
    cost(out, Place::Late, "level up", &def.level_up);
    // Dredge works from the graveyard: printed with the late keywords.
    if let Some(n) = def.dredge {
        param(out, UnitKey::Field("dredge"), Place::Late, format!("Dredge {n}"));
    }
    if let Some(s) = &def.suspend {
        param(out, UnitKey::Field("suspend"), Place::Late, format!("Suspend {}—{}", s.time, mana_text(&s.cost)));
    }
    if let Some(cost) = &def.morph {
        param(out, UnitKey::Field("morph"), Place::Late, write_morph(cost, &def.name)?);
    }
    if let Some(s) = &def.splice {
        param(out, UnitKey::Field("splice"), Place::Late, format!("Splice onto {} {}", s.onto, mana_text(&s.cost)));
    }
    Ok(())
}

/// "Morph {2}{U}" for a cost of mana alone; "Morph—Pay 5 life." for another cost.
fn write_morph(cost: &Cost, name: &str) -> Result<String, String> {
    match cost.parts.as_slice() {
        [CostPart::Mana(m)] => Ok(format!("Morph {}", mana_text(m))),
        _ => Ok(format!("Morph—{}.", super::abilities::write_cost(cost, name)?)),
    }
}

/// The key of the part a keyword adds to `def` (before it is added).
pub fn key_of(def: &CardDef, item: &KeywordItem) -> UnitKey {
    match item {
        KeywordItem::Simple(_) | KeywordItem::ProtectionAlso(_) | KeywordItem::Semicolon => UnitKey::Keyword(def.keywords.len()),
        KeywordItem::Soulshift(_) => UnitKey::Soulshift(def.soulshift.len()),
        KeywordItem::Landcycling(_) => UnitKey::Landcycling(def.landcycling.len()),
        KeywordItem::Cycling(_) => UnitKey::Field("cycling"),
        KeywordItem::Evoke(_) => UnitKey::Field("evoke"),
        KeywordItem::Flashback(_) => UnitKey::Field("flashback"),
        KeywordItem::Madness(_) => UnitKey::Field("madness"),
        KeywordItem::Kicker(_) => UnitKey::Field("kicker"),
        KeywordItem::Multikicker(_) => UnitKey::Field("multikicker"),
        KeywordItem::Buyback(_) => UnitKey::Field("buyback"),
        KeywordItem::CumulativeUpkeep(_) => UnitKey::Field("cumulative upkeep"),
        KeywordItem::Echo(_) => UnitKey::Field("echo"),
        KeywordItem::Unearth(_) => UnitKey::Field("unearth"),
        KeywordItem::Entwine(_) => UnitKey::Field("entwine"),
        KeywordItem::Transmute(_) => UnitKey::Field("transmute"),
        KeywordItem::LevelUp(_) => UnitKey::Field("level up"),
        KeywordItem::Bushido(_) => UnitKey::Field("bushido"),
        KeywordItem::Rampage(_) => UnitKey::Field("rampage"),
        KeywordItem::Vanishing(_) => UnitKey::Field("vanishing"),
        KeywordItem::Fading(_) => UnitKey::Field("fading"),
        KeywordItem::Modular(_) => UnitKey::Field("modular"),
        KeywordItem::Annihilator(_) => UnitKey::Field("annihilator"),
        KeywordItem::Bloodthirst(_) => UnitKey::Field("bloodthirst"),
        KeywordItem::Graft(_) => UnitKey::Field("graft"),
        KeywordItem::Devour(_) => UnitKey::Field("devour"),
        KeywordItem::Amplify(_) => UnitKey::Field("amplify"),
        KeywordItem::Dredge(_) => UnitKey::Field("dredge"),
        KeywordItem::Ripple(_) => UnitKey::Field("ripple"),
        KeywordItem::Prowl(_) => UnitKey::Field("prowl"),
        KeywordItem::Recover(_) => UnitKey::Field("recover"),
        KeywordItem::BattleCry => UnitKey::Field("battle cry"),
        KeywordItem::Suspend(..) => UnitKey::Field("suspend"),
        KeywordItem::Morph(_) => UnitKey::Field("morph"),
        KeywordItem::Champion(_) => UnitKey::Field("champion"),
        KeywordItem::Splice(_) => UnitKey::Field("splice"),
    }
}
