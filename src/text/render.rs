//! Card form → English: the rules text of any card form, written from the
//! form alone (the `text` fields the form carries for the event log are
//! never read). The card's parts (each keyword, each ability, each
//! instruction of a spell) are written one by one and put in the order
//! cards usually print them (`keywords::Place`); keywords without a
//! parameter share a line, as do a spell's instructions. Where the card is
//! printed otherwise, its `text_layout` says the order and the line breaks.
//! A part of the form no writer knows yet is an error naming it, never a
//! line left out.

use super::abilities::write_ability;
use super::instructions;
use super::keywords::{self, Place};
use super::instructions::Presentation;
use crate::cards::def::{CardDef, JoinWord, TextLayout};

/// Which part of the card form a written part stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UnitKey {
    /// `keywords[i]`
    Keyword(usize),
    /// A keyword field with a cost or a number, by its name.
    Field(&'static str),
    Soulshift(usize),
    Landcycling(usize),
    EntersTapped,
    /// "If [this] is in your opening hand, you may begin the game with it on the battlefield."
    BeginsOnBattlefield,
    EntersAsCopy,
    EntersTappedUnless,
    EntersTappedUnlessPaid,
    EntersWithCounters(usize),
    AdditionalCost,
    AlternativeCost,
    AsEntersChoose,
    Enchant,
    /// "Choose one —" of a modal spell.
    ChooseOne,
    /// The spell's `modes[i]`.
    Mode(usize),
    /// `abilities[i]`
    Ability(usize),
    /// The mode `k` of the modal triggered ability `abilities[i]` (603.3c).
    AbilityMode(usize, usize),
    /// The spell ability's `effects[i]`
    Instruction(usize),
}

/// How a part shares a line with the parts after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Join {
    /// A keyword without a parameter: such keywords share a line, after commas.
    Keyword,
    /// A keyword with a cost or a number: alone on its line unless the layout says otherwise.
    ParamKeyword,
    /// A spell's instruction: its sentences share a line.
    Sentence,
    /// An ability: alone on its line.
    Alone,
}

/// One written part.
#[derive(Clone, Debug)]
pub struct Unit {
    pub key: UnitKey,
    pub place: Place,
    /// As it would begin a line (capitalized).
    pub text: String,
    pub join: Join,
    /// A spell's instruction written in one sentence with the part before, after these words.
    pub joined: Option<JoinWord>,
}

/// What the card calls the permanent it is attached to.
pub fn attached_word(def: &CardDef) -> &'static str {
    if def.subtypes.iter().any(|s| s == "Equipment") {
        return "equipped creature";
    }
    // An Aura's object, as its enchant ability names it (303.4a): one card type, or any permanent.
    let types = def.enchant.as_ref().map(|e| e.filter.types.as_slice());
    match types {
        Some([crate::rules::types::CardType::Land]) => "enchanted land",
        Some([crate::rules::types::CardType::Artifact]) => "enchanted artifact",
        Some([crate::rules::types::CardType::Enchantment]) => "enchanted enchantment",
        Some([]) if def.enchant.as_ref().is_some_and(|e| e.kind == crate::cards::def::TargetKind::Permanent && e.filter.is_empty()) => "enchanted permanent",
        // "Enchant artifact or enchantment": the permanent it enchants.
        Some([_, _, ..]) => "enchanted permanent",
        _ => "enchanted creature",
    }
}

/// The card's parts, written, in the usual order.
pub fn units(def: &CardDef) -> Result<Vec<Unit>, String> {
    let CardDef {
        name,
        mana_cost: _,
        colors: _,
        supertypes: _,
        types: _,
        subtypes: _,
        text: _,
        power: _,
        toughness: _,
        loyalty: _,
        keywords: _,
        spell,
        enchant,
        abilities,
        enters_with_counters,
        enters_as_copy,
        as_enters_choose,
        enters_tapped,
        begins_on_battlefield,
        enters_tapped_unless,
        enters_tapped_unless_paid,
        cycling: _,
        landcycling: _,
        evoke: _,
        flashback,
        madness: _,
        kicker,
        kicker_cost,
        buyback_cost,
        flashback_cost,
        multikicker: _,
        additional_cost,
        alternative_cost,
        suspend: _,
        splice: _,
        morph: _,
        buyback,
        cumulative_upkeep: _,
        cumulative_upkeep_cost,
        echo: _,
        champion: _,
        bushido: _,
        vanishing: _,
        rampage: _,
        fading: _,
        modular: _,
        soulshift: _,
        annihilator: _,
        battle_cry: _,
        bloodthirst: _,
        unearth: _,
        level_up: _,
        back: _,
        flip: _,
        split: _,
        entwine: _,
        transmute: _,
        graft: _,
        devour: _,
        amplify: _,
        dredge: _,
        ripple: _,
        prowl: _,
        recover: _,
        text_layout: _,
        // 902.4, 902.5: printed beside the text box, not in the rules text.
        vanguard: _,
    } = def;
    let mut out = Vec::new();
    keywords::write_units(def, &mut out)?;
    if let Some(t) = enchant {
        out.push(Unit { key: UnitKey::Enchant, place: Place::Enchant, text: super::statics::write_enchant(t)?, join: Join::Alone, joined: None });
    }
    // A keyword cost with other parts than mana is written with its mana (keywords::write_units leaves that out).
    for (word, field, c, mana, place) in [("Kicker", "kicker", kicker_cost, kicker, Place::SpellCosts), ("Buyback", "buyback", buyback_cost, buyback, Place::SpellCosts), ("Flashback", "flashback", flashback_cost, flashback, Place::Late), ("Cumulative upkeep", "cumulative upkeep", cumulative_upkeep_cost, &None, Place::Upkeep)] {
        if let Some(c) = c {
            out.push(Unit { key: UnitKey::Field(field), place, text: super::abilities::write_keyword_cost(word, mana.as_ref(), c, name)?, join: Join::Alone, joined: None });
        }
    }
    if let Some(cost) = additional_cost {
        out.push(Unit { key: UnitKey::AdditionalCost, place: Place::SpellCosts, text: super::abilities::write_additional_cost(cost, name)?, join: Join::Alone, joined: None });
    }
    if let Some(alt) = alternative_cost {
        out.push(Unit { key: UnitKey::AlternativeCost, place: Place::SpellCosts, text: super::abilities::write_alternative_cost(alt, name)?, join: Join::Alone, joined: None });
    }
    if *begins_on_battlefield {
        out.push(Unit { key: UnitKey::BeginsOnBattlefield, place: Place::Enchant, text: super::abilities::write_begins_on_battlefield(name), join: Join::Alone, joined: None });
    }
    if let Some(f) = enters_as_copy {
        out.push(Unit { key: UnitKey::EntersAsCopy, place: Place::Enchant, text: super::abilities::write_enters_as_copy(f, name)?, join: Join::Alone, joined: None });
    }
    if !as_enters_choose.is_empty() {
        out.push(Unit { key: UnitKey::AsEntersChoose, place: Place::Enchant, text: super::abilities::write_as_enters_choose(as_enters_choose, name)?, join: Join::Alone, joined: None });
    }
    // "Enters the battlefield tapped with two charge counters on it": one line for both.
    let tapped_with = *enters_tapped && enters_with_counters.first().is_some_and(|e| e.condition.is_none());
    for (i, e) in enters_with_counters.iter().enumerate().skip(usize::from(tapped_with)) {
        out.push(Unit { key: UnitKey::EntersWithCounters(i), place: Place::Enchant, text: super::abilities::write_enters_with_counters(e, name)?, join: Join::Alone, joined: None });
    }
    if tapped_with {
        let with = super::abilities::write_enters_with_counters(&enters_with_counters[0], name)?;
        let text = with.replacen(" enters the battlefield with ", " enters the battlefield tapped with ", 1);
        out.push(Unit { key: UnitKey::EntersTapped, place: Place::Enchant, text, join: Join::Alone, joined: None });
    } else if *enters_tapped {
        out.push(Unit { key: UnitKey::EntersTapped, place: Place::Enchant, text: format!("{name} enters the battlefield tapped."), join: Join::Alone, joined: None });
    }
    if let Some(cond) = enters_tapped_unless {
        out.push(Unit { key: UnitKey::EntersTappedUnless, place: Place::Enchant, text: super::abilities::write_enters_tapped_unless(cond, name)?, join: Join::Alone, joined: None });
    }
    if let Some(pay) = enters_tapped_unless_paid {
        out.push(Unit { key: UnitKey::EntersTappedUnlessPaid, place: Place::Enchant, text: super::abilities::write_enters_tapped_unless_paid(pay, name)?, join: Join::Alone, joined: None });
    }
    if let Some(s) = spell {
        spell_units(def, s, &mut out)?;
    }
    for (i, a) in abilities.iter().enumerate() {
        if let Some(band) = super::levels::write_band(def, a) {
            out.push(Unit { key: UnitKey::Ability(i), place: Place::Levels, text: band?, join: Join::Alone, joined: None });
            continue;
        }
        out.push(Unit { key: UnitKey::Ability(i), place: Place::Abilities, text: write_ability(a, def, &Presentation::default())?, join: Join::Alone, joined: None });
        if let crate::cards::def::Ability::Triggered { modes, trigger, .. } = a {
            let pres = Presentation { trigger_it: super::abilities::calls_it(trigger), targeted: super::abilities::names_targeting(trigger), ..Default::default() };
            for (k, m) in modes.iter().enumerate() {
                let text = instructions::write_each(&m.effects, &m.targets, name, attached_word(def), false, &pres)?.join(" ");
                out.push(Unit { key: UnitKey::AbilityMode(i, k), place: Place::Abilities, text: format!("• {text}"), join: Join::Alone, joined: None });
            }
        }
    }
    out.sort_by_key(|u| u.place);
    if let Some(layout) = &def.text_layout {
        present(def, layout, &mut out)?;
    }
    domain_words(def, &mut out);
    Ok(out)
}

/// The ability words (207.2c) before each ability that has what one names,
/// and before the first of a spell's sentences that has it.
fn domain_words(def: &CardDef, out: &mut [Unit]) {
    use super::abilities::{has_ability_word, ABILITY_WORDS};
    for (w, (word, _)) in ABILITY_WORDS.iter().enumerate() {
        let mut spell_done = false;
        for u in out.iter_mut() {
            let has = match u.key {
                UnitKey::Ability(i) => def.abilities.get(i).is_some_and(|a| has_ability_word(w, a)),
                UnitKey::Instruction(i) if !spell_done && def.spell.as_ref().and_then(|s| s.effects.get(i)).is_some_and(|e| has_ability_word(w, e)) => {
                    spell_done = true;
                    true
                }
                _ => false,
            };
            // (A line the instruction writes itself has its word there: `instead_lines`.)
            if has && !u.text.contains(&format!("{word} \u{2014} ")) {
                u.text = format!("{word} \u{2014} {}", u.text);
            }
        }
    }
}

/// Apply `text_layout.joins` and `text_layout.names` to the written parts:
/// an ability is written again with its instructions so joined or named; a
/// spell's instructions are written again with theirs named, and a joined
/// one is marked to go in the sentence of the part before.
fn present(def: &CardDef, layout: &TextLayout, out: &mut [Unit]) -> Result<(), String> {
    let n = out.len();
    let check = |part: u32| if (part as usize) < n { Ok(()) } else { Err(format!("text_layout names part {part} of {n}")) };
    let mut spell_names = Vec::new();
    let mut spell_alts = Vec::new();
    for j in &layout.joins {
        check(j.part)?;
        match out[j.part as usize].key {
            UnitKey::Instruction(_) if j.at == 0 && j.part > 0 && j.with != JoinWord::Semicolon => out[j.part as usize].joined = Some(j.with),
            // "protection from black and from red" (702.16); "Defender; reach".
            UnitKey::Keyword(_) if j.at == 0 && j.part > 0 => out[j.part as usize].joined = Some(j.with),
            // A keyword with a parameter after a semicolon ("Trample; rampage 2").
            _ if j.at == 0 && j.part > 0 && j.with == JoinWord::Semicolon && out[j.part as usize].join == Join::ParamKeyword => out[j.part as usize].joined = Some(j.with),
            UnitKey::Ability(_) => {}
            _ => return Err(format!("text_layout.joins: part {} has no instruction {}", j.part, j.at)),
        }
    }
    for m in &layout.names {
        check(m.part)?;
        match out[m.part as usize].key {
            UnitKey::Instruction(g) if m.at == 0 => spell_names.push(g),
            UnitKey::Ability(_) => {}
            _ => return Err(format!("text_layout.names: part {} has no instruction {}", m.part, m.at)),
        }
    }
    for m in &layout.quoted {
        check(m.part)?;
        if !matches!(out[m.part as usize].key, UnitKey::Ability(_)) {
            return Err(format!("text_layout.quoted: part {} is not an ability", m.part));
        }
    }
    for m in &layout.events {
        check(m.part)?;
        if !matches!(out[m.part as usize].key, UnitKey::Ability(_)) {
            return Err(format!("text_layout.events: part {} is not an ability", m.part));
        }
    }
    for m in &layout.variants {
        check(m.part)?;
        match out[m.part as usize].key {
            UnitKey::Instruction(g) if m.at == 0 => spell_alts.push((g, m.n)),
            UnitKey::Ability(_) | UnitKey::Mode(_) => {}
            _ => return Err(format!("text_layout.variants: part {} has no instruction {}", m.part, m.at)),
        }
    }
    mode_variants(def, layout, out)?;
    for (p, u) in out.iter_mut().enumerate() {
        let UnitKey::Ability(i) = u.key else { continue };
        let joins: Vec<(usize, JoinWord)> = layout.joins.iter().filter(|j| j.part as usize == p).map(|j| (j.at as usize, j.with)).collect();
        let names: Vec<usize> = layout.names.iter().filter(|m| m.part as usize == p).map(|m| m.at as usize).collect();
        let alts: Vec<(usize, u16)> = layout.variants.iter().filter(|m| m.part as usize == p).map(|m| (m.at as usize, m.n)).collect();
        let event = layout.events.iter().find(|m| m.part as usize == p).map_or(0, |m| u8::try_from(m.n).unwrap_or(u8::MAX));
        let quoted: Vec<(usize, u16)> = layout.quoted.iter().filter(|m| m.part as usize == p).map(|m| (m.at as usize, m.n)).collect();
        if !joins.is_empty() || !names.is_empty() || !alts.is_empty() || event > 0 || !quoted.is_empty() {
            let pres = Presentation { joins, names, alts, event, ..Default::default() };
            u.text = super::abilities::with_quoted_alts(quoted, || write_ability(&def.abilities[i], def, &pres))?;
        }
    }
    printed_words(def, layout, out)?;
    if let (Some(s), false) = (&def.spell, spell_names.is_empty() && spell_alts.is_empty()) {
        let texts = instructions::write_each(&s.effects, &s.targets, &def.name, attached_word(def), false, &Presentation { names: spell_names, alts: spell_alts, divide: s.divide.as_deref().cloned(), ..Default::default() })?;
        let heads = instructions::sentence_heads(&s.effects);
        for u in out.iter_mut() {
            if let UnitKey::Instruction(g) = u.key {
                u.text = heads.iter().position(|h| *h == g).and_then(|k| texts.get(k)).cloned().unwrap_or_default();
            }
        }
    }
    Ok(())
}

/// The ability words printed before abilities (`text_layout.words`), each
/// only before an ability of its kind.
fn printed_words(def: &CardDef, layout: &TextLayout, out: &mut [Unit]) -> Result<(), String> {
    for m in &layout.words {
        let u = out.get_mut(m.part as usize).ok_or_else(|| format!("text_layout.words names part {}", m.part))?;
        let (word, kind) = m.n.checked_sub(1).and_then(|n| super::abilities::PRINTED_WORDS.get(n as usize)).ok_or_else(|| format!("text_layout.words: no ability word {}", m.n))?;
        match u.key {
            UnitKey::Ability(i) if def.abilities.get(i).is_some_and(kind) => u.text = format!("{word} \u{2014} {}", u.text),
            _ => return Err(format!("text_layout.words: part {} is not an ability {word} goes with", m.part)),
        }
    }
    Ok(())
}

/// A spell's modes written with their instructions' other wordings (`variants`).
fn mode_variants(def: &CardDef, layout: &TextLayout, out: &mut [Unit]) -> Result<(), String> {
    let Some(s) = &def.spell else { return Ok(()) };
    for (p, u) in out.iter_mut().enumerate() {
        let UnitKey::Mode(i) = u.key else { continue };
        let alts: Vec<(usize, u16)> = layout.variants.iter().filter(|m| m.part as usize == p).map(|m| (m.at as usize, m.n)).collect();
        let Some(m) = s.modes.get(i).filter(|_| !alts.is_empty()) else { continue };
        let text = instructions::write_each(&m.effects, &m.targets, &def.name, attached_word(def), false, &Presentation { alts, ..Default::default() })?.join(" ");
        u.text = format!("• {text}");
    }
    Ok(())
}

/// A spell's parts: "Choose one —" and its modes, or its instructions.
fn spell_units(def: &CardDef, s: &crate::cards::def::SpellAbility, out: &mut Vec<Unit>) -> Result<(), String> {
    let name = &def.name;
    if !s.modes.is_empty() {
        let words = super::abilities::write_choose_modes(s.choose, s.modes.len()).ok_or_else(|| "a number of modes chosen".to_string())?;
        out.push(Unit { key: UnitKey::ChooseOne, place: Place::Abilities, text: words.into(), join: Join::Alone, joined: None });
    }
    for (i, m) in s.modes.iter().enumerate() {
        let text = instructions::write_each(&m.effects, &m.targets, name, attached_word(def), false, &Presentation::default())?.join(" ");
        out.push(Unit { key: UnitKey::Mode(i), place: Place::Abilities, text: format!("• {text}"), join: Join::Alone, joined: None });
    }
    let texts = instructions::write_each(&s.effects, &s.targets, name, attached_word(def), false, &Presentation { divide: s.divide.as_deref().cloned(), ..Default::default() })?;
    // One part for each sentence, keyed by the instruction it ends with.
    let heads = instructions::sentence_heads(&s.effects);
    if texts.len() != heads.len() {
        return Err("a spell's instructions written in other sentences than they are".into());
    }
    for (i, text) in heads.into_iter().zip(texts) {
        out.push(Unit { key: UnitKey::Instruction(i), place: Place::Abilities, text, join: Join::Sentence, joined: None });
    }
    Ok(())
}

/// The usual line breaks of parts in this order: keywords without a
/// parameter share a line, so do a spell's instructions; the rest stand alone.
pub fn usual_lines(units: &[&Unit]) -> Vec<u32> {
    let mut lines: Vec<u32> = Vec::new();
    for (i, u) in units.iter().enumerate() {
        let shares = i > 0 && u.join == units[i - 1].join && matches!(u.join, Join::Keyword | Join::Sentence);
        match lines.last_mut() {
            Some(n) if shares => *n += 1,
            _ => lines.push(1),
        }
    }
    lines
}

/// One printed line of parts: keywords after commas (in lower case after
/// the first), sentences after spaces, a joined instruction inside the
/// sentence before (its first word in lower case unless it is the name).
fn join_line(parts: &[&Unit], name: &str) -> String {
    let mut s = String::new();
    for (i, u) in parts.iter().enumerate() {
        if i == 0 {
            s.push_str(&u.text);
        } else if let Some(word) = u.joined.filter(|_| s.ends_with('.')) {
            s.pop();
            s.push_str(word.words());
            s.push_str(&if u.text.starts_with(name) || super::words::starts_with_subtype(&u.text) { u.text.clone() } else { lower_first(&u.text) });
        } else if let Some(also) = u.joined.filter(|w| u.join == Join::Keyword && *w == JoinWord::And).and_then(|_| super::keywords::protection_also(&s, &u.text)) {
            s.push_str(&also);
        } else if u.joined == Some(JoinWord::Semicolon) && matches!(parts[0].join, Join::Keyword | Join::ParamKeyword) {
            s.push_str("; ");
            s.push_str(&lower_first(&u.text));
        } else if matches!(parts[0].join, Join::Keyword | Join::ParamKeyword) {
            s.push_str(", ");
            s.push_str(&lower_first(&u.text));
        } else {
            s.push(' ');
            s.push_str(&u.text);
        }
    }
    s
}

fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_lowercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The rules text of a card form, or the first part that can't be written yet.
pub fn render(def: &CardDef) -> Result<String, String> {
    let units = units(def)?;
    let layout = def.text_layout.clone().unwrap_or_default();
    let ordered: Vec<&Unit> = if layout.order.is_empty() {
        units.iter().collect()
    } else {
        if layout.order.len() != units.len() {
            return Err(format!("text_layout.order lists {} parts; the card has {}", layout.order.len(), units.len()));
        }
        layout.order.iter().map(|i| units.get(*i as usize).ok_or_else(|| format!("text_layout.order has no part {i}"))).collect::<Result<_, _>>()?
    };
    let lines = if layout.lines.is_empty() { usual_lines(&ordered) } else { layout.lines.clone() };
    if lines.iter().map(|n| *n as usize).sum::<usize>() != ordered.len() {
        return Err(format!("text_layout.lines adds up to {}; the card has {} parts", lines.iter().map(|n| *n as u64).sum::<u64>(), ordered.len()));
    }
    let mut out = Vec::new();
    let mut at = 0;
    for n in lines {
        out.push(join_line(&ordered[at..at + n as usize], &def.name));
        at += n as usize;
    }
    let text = out.join("\n");
    if !layout.short_name {
        return Ok(text);
    }
    let short = super::short_names::short_name(&def.name, def).ok_or("text_layout.short_name on a card whose name has no short name")?;
    Ok(super::short_names::shorten(&text, &def.name, short))
}
