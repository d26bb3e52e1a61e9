//! English → card form: a card's printed characteristics and rules text
//! read into a `CardDef`. Each line is one ability (or, for an instant or
//! sorcery, sentences of its spell ability); a line every reader refuses
//! stops the card, naming the phrase where reading stopped. A card compiles
//! whole or not at all, and what it compiles to passes the card form's own
//! validation.

use super::abilities::{self, Part};
use super::cursor::Cursor;
use super::instructions::Presentation;
use super::keywords;
use super::table::TableCard;
use super::words::{color_named, read_mana, read_type_line};
use super::render::{self, UnitKey};
use crate::cards::def::{CardDef, JoinWord, Mode, PartAt, SentenceJoin, SpellAbility, TextLayout};
use crate::rules::types::{CardType, ColorSet};

/// The longest rules text read (the longest printed card's is under 1,000
/// bytes): longer text is refused before it is read.
pub const MAX_TEXT: usize = 4096;
/// The longest name or type line read.
pub const MAX_NAME: usize = 200;

/// Where and why reading stopped.
#[derive(Clone, Debug, PartialEq)]
pub struct Unread {
    /// 1-based line of the normalized text; 0 for the card's other fields.
    pub line: usize,
    /// 0-based character column in that line.
    pub column: usize,
    /// The text from where reading stopped (to the end of its sentence).
    pub phrase: String,
    /// What is wrong, where it is more than an unread phrase.
    pub why: String,
}

impl std::fmt::Display for Unread {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.why)
        } else if self.why.is_empty() {
            write!(f, "line {}, column {}: could not read \"{}\"", self.line, self.column + 1, self.phrase)
        } else {
            write!(f, "line {}, column {}: \"{}\": {}", self.line, self.column + 1, self.phrase, self.why)
        }
    }
}

fn card_error(why: impl Into<String>) -> Unread {
    Unread { line: 0, column: 0, phrase: String::new(), why: why.into() }
}

/// What the readers know besides the line: the card's name (its self-reference) and types.
pub struct Context<'a> {
    pub name: &'a str,
    pub is_spell: bool,
    /// The printed power and toughness (None for "*").
    pub printed: (Option<i32>, Option<i32>),
    /// The card's own card types and subtypes (what "[this] or another [noun]" may include).
    pub kinds: (Vec<CardType>, Vec<String>),
    /// A spell's earlier lines named the card already (its name is "it" after).
    pub spell_named: std::cell::Cell<bool>,
    /// The sentences being read belong to a triggered ability whose event
    /// has an amount ("that much": the damage dealt, the life gained, 603.2).
    pub that_much: std::cell::Cell<bool>,
    /// ... whose event names a creature other than the source ("that
    /// creature": the one it blocked, was blocked by, or dealt damage to).
    pub that_creature: std::cell::Cell<bool>,
    /// ... whose event is another card put into a zone ("that card", 603.6c).
    pub that_card: std::cell::Cell<bool>,
    /// ... whose event names another object its ability calls "it" (the
    /// permanent that entered, the spell cast, the source that dealt damage).
    pub trigger_it: std::cell::Cell<bool>,
    /// ... whose event is a creature dying: "that creature's controller" is
    /// its last controller, the player the event names.
    pub creature_died: std::cell::Cell<bool>,
    /// ... whose event is the object the source is attached to doing
    /// something ("Whenever enchanted land becomes tapped"): "its controller"
    /// is that permanent's controller.
    pub attached_event: std::cell::Cell<bool>,
    /// ... whose event is this object becoming a target: "that spell or
    /// ability" is the one that targets it, "that spell or ability's
    /// controller" its controller.
    pub targeted: std::cell::Cell<bool>,
    /// ... whose event is a permanent tapped for mana ("its controller": that
    /// permanent's controller, 605.4a).
    pub tapped_for_mana: std::cell::Cell<bool>,
    /// The event of the modal triggered ability whose modes ("• ...") are the
    /// lines being read (603.3c): the modes read its "that much", "that
    /// creature" and "it" as the ability's own instructions would.
    pub modal_trigger: std::cell::RefCell<Option<crate::cards::def::TriggerCondition>>,
    /// The sentences being read belong to an activated ability whose cost
    /// sacrifices a creature ("the sacrificed creature's power", 602.2b).
    /// The kind of counters the activated ability being read removes in
    /// "any number" as its cost: "for each [kind] counter removed this way"
    /// is that number (the activation's X).
    pub removed: std::cell::RefCell<Option<String>>,
    pub sacrifice_cost: std::cell::Cell<bool>,
    /// The abilities in quotation marks read on the line so far whose
    /// instructions are written in another wording: where each quotation
    /// begins, and its instructions' wordings (presentation only).
    pub quoted_alts: std::cell::RefCell<Vec<(usize, Vec<(usize, u16)>)>>,
    /// ... whose event is the beginning of the upkeep of the controller of
    /// the creature the source is attached to: "that creature" is that creature.
    pub attached_step: std::cell::Cell<bool>,
    /// ... whose event is a spell cast: "that spell" is that spell.
    pub that_spell: std::cell::Cell<bool>,
}

impl<'a> Context<'a> {
    /// The context of a card (or of an ability in quotation marks) before any line is read.
    pub fn new(name: &'a str, is_spell: bool, printed: (Option<i32>, Option<i32>), kinds: (Vec<CardType>, Vec<String>)) -> Context<'a> {
        use std::cell::{Cell, RefCell};
        Context {
            name,
            is_spell,
            printed,
            kinds,
            spell_named: Cell::new(false),
            that_much: Cell::new(false),
            that_creature: Cell::new(false),
            that_card: Cell::new(false),
            trigger_it: Cell::new(false),
            creature_died: Cell::new(false),
            attached_event: Cell::new(false),
            targeted: Cell::new(false),
            tapped_for_mana: Cell::new(false),
            modal_trigger: RefCell::new(None),
            sacrifice_cost: Cell::new(false),
            removed: RefCell::new(None),
            quoted_alts: RefCell::new(Vec::new()),
            attached_step: Cell::new(false),
            that_spell: Cell::new(false),
        }
    }

    /// The card's self-reference: its name, or in an ability granted in
    /// quotation marks, "this creature" (with a capital where a sentence begins).
    pub fn eat_name(&self, c: &mut Cursor) -> bool {
        if self.name.starts_with(|ch: char| ch.is_ascii_lowercase()) {
            c.eat_sentence_start(self.name)
        } else {
            c.eat(self.name)
        }
    }
}

/// Compile one card of the table.
pub fn compile(card: &TableCard) -> Result<CardDef, Unread> {
    if card.layout == "double-faced" {
        return super::faces::compile_double_faced(card);
    }
    if card.layout == "flip" {
        return super::faces::compile_flip(card);
    }
    if card.layout == "split" {
        return super::faces::compile_split(card);
    }
    if !card.layout.is_empty() && !matches!(card.layout.as_str(), "normal" | "leveler" | "vanguard" | "scheme") {
        return Err(card_error(format!("the layout '{}' (cards with two faces or parts) is not read yet", card.layout)));
    }
    if card.text.len() > MAX_TEXT || card.name.len() > MAX_NAME || card.type_line.len() > MAX_NAME {
        return Err(card_error(format!("the text is longer than {MAX_TEXT} bytes, or the name or type line longer than {MAX_NAME} (no printed card is)")));
    }
    let mut def = characteristics(card)?;
    let text = super::normalize_named(&card.text, &card.name);
    // A legend's later short names are read as its name (`short_names`).
    let short = super::short_names::short_name(&card.name, &def).and_then(|s| super::short_names::expand(&text, &card.name, s));
    let text = short.clone().unwrap_or(text);
    let is_spell = def.has_type(CardType::Instant) || def.has_type(CardType::Sorcery);
    let ctx = Context::new(&card.name, is_spell, (def.power, def.toughness), (def.types.clone(), def.subtypes.clone()));
    let mut spell = SpellAbility::default();
    let mut printed = Printed::default();
    let lines: Vec<&str> = text.lines().collect();
    // A leveler's level bands (710) end its text.
    let bands_at = if card.layout == "leveler" { super::levels::first_band(&lines) } else { lines.len() };
    let mut read_with_next = false;
    for (i, line) in lines[..bands_at].iter().copied().enumerate() {
        // A line read with the one before it (`instead_lines`).
        if std::mem::take(&mut read_with_next) {
            continue;
        }
        let mut c = Cursor::new(line);
        ctx.quoted_alts.borrow_mut().clear();
        let pair = lines[..bands_at].get(i + 1).filter(|next| super::instead_lines::is_instead_line(next)).and_then(|next| super::instead_lines::read_pair(line, next, &ctx));
        read_with_next = pair.is_some();
        let parts = match pair.or_else(|| abilities::read_line(&mut c, &ctx)) {
            Some(part) => vec![part],
            None => static_then_trigger(line, &ctx).or_else(|| super::otherwise_statics::read(line, &ctx)).ok_or_else(|| unread_at(line, i + 1, c.furthest))?,
        };
        let before = printed.keys.len();
        for part in parts {
            if let Part::Spell(s) = &part {
                ctx.spell_named.set(s.named);
            }
            let is_ability = matches!(part, Part::Ability(..));
            add(&mut def, &mut spell, part, &mut printed).map_err(|why| Unread { line: i + 1, column: 0, phrase: line.to_string(), why })?;
            keep_quoted_alts(&ctx, is_ability, &mut printed).map_err(|why| Unread { line: i + 1, column: 0, phrase: line.to_string(), why })?;
        }
        printed.lines.push((printed.keys.len() - before) as u32);
    }
    if bands_at < lines.len() {
        if def.level_up.is_none() {
            return Err(card_error("level bands without level up (710.1)"));
        }
        for band in super::levels::read_bands(&lines[bands_at..], bands_at, &ctx)? {
            add(&mut def, &mut spell, Part::Ability(Box::new(band), Default::default()), &mut printed).map_err(card_error)?;
            printed.lines.push(1);
        }
    }
    // "That player" in a spell names a player an instruction before named;
    // a spell has no trigger event whose player it could be.
    if is_spell && crate::json::to_string(&spell).is_ok_and(|j| j.contains("\"trigger_player\"")) {
        return Err(card_error("'that player' in a spell with no player named before it"));
    }
    if is_spell {
        if spell.effects.is_empty() && spell.modes.len() < 2 {
            return Err(card_error("an instant or sorcery with no instructions"));
        }
        if !spell.effects.is_empty() && !spell.modes.is_empty() {
            return Err(card_error("a modal spell with instructions outside its modes"));
        }
        def.spell = Some(spell);
    } else if !spell.effects.is_empty() {
        return Err(card_error("a permanent card with a spell's instructions"));
    }
    if def.abilities.iter().any(|a| matches!(a, crate::cards::def::Ability::Triggered { effects, modes, .. } if effects.is_empty() && modes.len() < 2)) {
        return Err(card_error("\"choose one —\" with fewer than two modes after it"));
    }
    link_exiles(&mut def).map_err(card_error)?;
    chosen_type_has_a_choice(&def).map_err(card_error)?;
    x_is_announced(&def).map_err(card_error)?;
    started_untapped_on_your_turn(&def).map_err(card_error)?;
    other_is_the_source(&def).map_err(card_error)?;
    def.text_layout = printed.layout(&def);
    if short.is_some() {
        def.text_layout.get_or_insert_with(TextLayout::default).short_name = true;
    }
    name_parts(&mut def);
    def.text = super::render(&def).unwrap_or_default();
    let errs = def.validate();
    if let Some(e) = errs.first() {
        return Err(card_error(format!("the compiled card is not valid: {e}")));
    }
    Ok(def)
}

/// A line of two abilities: a static ability's sentence, then a triggered
/// ability ("Reveal the first card you draw each turn. Whenever you reveal
/// a basic land card this way, draw a card.": a linked pair, 607).
fn static_then_trigger(line: &str, ctx: &Context) -> Option<Vec<Part>> {
    line.match_indices(". ").find_map(|(i, _)| {
        let (first, second) = (&line[..=i], &line[i + 2..]);
        let a = abilities::read_line(&mut Cursor::new(first), ctx).filter(|p| matches!(p, Part::Ability(a, _) if matches!(**a, crate::cards::def::Ability::Static { .. })))?;
        let b = abilities::read_line(&mut Cursor::new(second), ctx).filter(|p| matches!(p, Part::Ability(a, _) if matches!(**a, crate::cards::def::Ability::Triggered { .. })))?;
        Some(vec![a, b])
    })
}

/// The wordings of the ability in quotation marks the line's ability grants
/// (one such ability at most, in an ability's line).
fn keep_quoted_alts(ctx: &Context, is_ability: bool, printed: &mut Printed) -> Result<(), String> {
    let quoted = std::mem::take(&mut *ctx.quoted_alts.borrow_mut());
    let (key, alts) = match (quoted.as_slice(), printed.keys.last()) {
        ([], _) => return Ok(()),
        ([(_, alts)], Some(key)) if is_ability => (key.clone(), alts),
        _ => return Err("abilities in quotation marks written in other wordings".into()),
    };
    printed.quoted.extend(alts.iter().map(|(at, n)| (key.clone(), *at as u32, *n)));
    Ok(())
}

/// "Of that type" reads a creature type chosen by the card: as it entered
/// (614.12) or by an instruction before (608.2d, checked where instructions
/// are read). A card that says it with no such choice is refused.
fn chosen_type_has_a_choice(def: &CardDef) -> Result<(), String> {
    let json = crate::json::to_string(def).map_err(|e| e.to_string())?;
    let reads = json.contains("\"chosen_type\":true");
    let chooses = def.as_enters_choose.contains(&crate::cards::def::Choice::CreatureType) || (json.contains("\"kind\":\"creature_type\"") || json.contains("\"kind\":\"creature_type_other_than\""));
    if reads && !chooses {
        return Err("'of that type' with no creature type chosen".into());
    }
    // Likewise "of the chosen color" (614.12): a color chosen as it entered,
    // or by an instruction (608.2d: "of the color of your choice").
    let color_chosen = def.as_enters_choose.contains(&crate::cards::def::Choice::Color) || json.contains("\"do\":\"choose\",\"choice\":{\"kind\":\"color\"}");
    if json.contains("\"chosen_color\":true") && !color_chosen {
        return Err("'the chosen color' with no color chosen as it entered".into());
    }
    // Likewise "equal to that number" (608.2d): a number chosen by the card.
    if json.contains("\"mana_value_chosen\":true") && !json.contains("\"kind\":\"number\"") {
        return Err("'that number' with no number chosen".into());
    }
    if json.contains("\"chosen_name\":true") && !json.contains("\"kind\":\"card_name\"") && !def.as_enters_choose.iter().any(|c| matches!(c, crate::cards::def::Choice::CardName { .. })) {
        return Err("'that name' with no name chosen".into());
    }
    Ok(())
}

/// "With converted mana cost X" compares with the X announced as the spell
/// is cast or the ability activated (601.2b, 107.3), which its targets and
/// instructions read. A cost that takes objects ("exile a red card with
/// converted mana cost X from your hand", "sacrifice an artifact with
/// converted mana cost X"), "you may pay {X}", and triggered and static
/// abilities (no X is announced for them) have an X the engine doesn't
/// carry there, so a card that says it there is refused.
fn x_is_announced(def: &CardDef) -> Result<(), String> {
    fn x_in_cost(v: &serde_json::Value, in_cost: bool) -> bool {
        match v {
            serde_json::Value::Object(m) => {
                let unannounced = |k: &str, d: &[&str]| m.get(k).and_then(|d| d.as_str()).is_some_and(|v| d.contains(&v));
                let pays = unannounced("do", &["may_pay", "unless_you_pay"]) || unannounced("kind", &["triggered", "static"]);
                (in_cost && m.contains_key("mana_value_x"))
                    || m.iter().any(|(k, v)| x_in_cost(v, in_cost || pays || k == "cost" || k == "alternative_cost" || k.ends_with("_cost")))
            }
            serde_json::Value::Array(a) => a.iter().any(|v| x_in_cost(v, in_cost)),
            _ => false,
        }
    }
    if x_in_cost(&crate::json::to_value(def)?, false) {
        return Err("'converted mana cost X' where no X is announced: a cost, a payment made on resolution, a triggered or static ability".into());
    }
    Ok(())
}

/// "For each other [noun]" in a static ability's change counts the
/// permanents other than the ability's source (611.3a). Where the source
/// can't be such a permanent ("Enchanted creature gets +1/+1 for each other
/// creature you control") the word means the affected object, which the
/// count doesn't read: such a line is not read.
fn other_is_the_source(def: &CardDef) -> Result<(), String> {
    use crate::cards::def::{Ability, Amount, DynamicAmount, Modification};
    fn counts_other_not_like(a: &Amount, def: &CardDef) -> bool {
        match a {
            Amount::Dynamic(DynamicAmount::Permanents { filter }) if filter.other => {
                let types_fit = filter.types.is_empty() || filter.types.iter().any(|t| def.types.contains(t));
                let subtypes_fit = filter.subtypes.is_empty() || filter.subtypes.iter().any(|t| def.subtypes.contains(t));
                !(types_fit && subtypes_fit)
            }
            Amount::Dynamic(DynamicAmount::Sum { of } | DynamicAmount::Max { of }) => of.iter().any(|x| counts_other_not_like(x, def)),
            Amount::Dynamic(DynamicAmount::Times { of, .. }) => counts_other_not_like(of, def),
            _ => false,
        }
    }
    for a in &def.abilities {
        let Ability::Static { effect, .. } = a else { continue };
        let Some((_, mods)) = effect.as_continuous() else { continue };
        for m in mods {
            if let Modification::Pump { power, toughness } | Modification::SetPowerToughness { power, toughness } = m {
                if counts_other_not_like(power, def) || counts_other_not_like(toughness, def) {
                    return Err("'for each other [noun]' where the source can't be one: 'other' would name the affected object".into());
                }
            }
        }
    }
    Ok(())
}

/// "[this] started the turn untapped" is known of the active player's
/// permanents (noted as the untap step begins, 502.2): it is read only as
/// the condition of a triggered ability at the beginning of one of your
/// steps ("At the beginning of your upkeep, if [this] started the turn
/// untapped, ..."), never where another player's turn could be meant.
fn started_untapped_on_your_turn(def: &CardDef) -> Result<(), String> {
    use crate::cards::def::{Ability, TriggerCondition};
    fn says<T: serde::Serialize>(v: &T) -> Result<bool, String> {
        Ok(crate::json::to_string(v)?.contains("\"started_turn_untapped\""))
    }
    if !says(def)? {
        return Ok(());
    }
    let mut elsewhere = says(&def.spell)?;
    for a in &def.abilities {
        let yours = matches!(a, Ability::Triggered { trigger: TriggerCondition::BeginningOfStep { yours_only: true, .. }, .. });
        elsewhere |= !yours && says(a)?;
    }
    if elsewhere || def.flip.is_some() || def.back.is_some() {
        return Err("'started the turn untapped' outside a triggered ability at the beginning of your step".into());
    }
    Ok(())
}

/// "The exiled card" names what this object's own exile instruction exiled
/// (607.2a, linked abilities): that exile is marked linked. A card that
/// says it with no exile of a target to link to is refused.
fn link_exiles(def: &mut CardDef) -> Result<(), String> {
    use crate::cards::def::{Ability, Effect, ObjRef};
    fn names_linked(es: &[Effect]) -> bool {
        es.iter().any(|e| match e {
            Effect::ReturnToBattlefield { what: ObjRef::Linked, .. } | Effect::ReturnToHand { what: ObjRef::Linked } => true,
            Effect::May { effects, otherwise, .. } => names_linked(effects) || names_linked(otherwise),
            _ => false,
        })
    }
    fn link(es: &mut [Effect]) -> usize {
        es.iter_mut()
            .map(|e| match e {
                Effect::Exile { what: ObjRef::Target(_), linked, until_this_leaves: false } => {
                    *linked = true;
                    1
                }
                Effect::May { effects, otherwise, .. } => link(effects) + link(otherwise),
                _ => 0,
            })
            .sum()
    }
    let effects = |a: &Ability| -> Vec<Effect> {
        match a {
            Ability::Activated { effects, .. } | Ability::Triggered { effects, .. } => effects.clone(),
            _ => Vec::new(),
        }
    };
    if !def.abilities.iter().any(|a| names_linked(&effects(a))) {
        return Ok(());
    }
    let mut n = 0;
    for a in &mut def.abilities {
        if let Ability::Activated { effects, .. } | Ability::Triggered { effects, .. } = a {
            if !names_linked(effects) {
                n += link(effects);
            }
        }
    }
    if n == 1 {
        Ok(())
    } else {
        Err("'the exiled card' needs exactly one exile of a target to name".into())
    }
}

/// Give each ability and mode the words the renderer writes for it (the
/// event log and the page show them; nothing reads them as rules).
pub(super) fn name_parts(def: &mut CardDef) {
    let Ok(units) = render::units(def) else { return };
    for u in units {
        match u.key {
            UnitKey::Ability(i) => {
                if let Some(a) = def.abilities.get_mut(i) {
                    set_ability_text(a, u.text);
                }
            }
            UnitKey::Mode(i) => {
                if let Some(m) = def.spell.as_mut().and_then(|s| s.modes.get_mut(i)) {
                    m.text = u.text.trim_start_matches("• ").to_string();
                }
            }
            UnitKey::AbilityMode(i, k) => {
                if let Some(crate::cards::def::Ability::Triggered { modes, .. }) = def.abilities.get_mut(i) {
                    if let Some(m) = modes.get_mut(k) {
                        m.text = u.text.trim_start_matches("• ").to_string();
                    }
                }
            }
            _ => {}
        }
    }
}

fn set_ability_text(a: &mut crate::cards::def::Ability, t: String) {
    use crate::cards::def::Ability::*;
    match a {
        Activated { text, .. } | Triggered { text, .. } | Static { text, .. } | Replacement { text, .. } => *text = t,
    }
}

/// Every line of a card's text that no reader accepts, each read on its own
/// (for the coverage report: a card with one unread line is one phrase
/// away from compiling). Empty for a card whose problem is not a line.
pub fn unread_lines(card: &TableCard) -> Vec<Unread> {
    let Ok(def) = characteristics(card) else { return Vec::new() };
    if !card.layout.is_empty() && !matches!(card.layout.as_str(), "normal" | "leveler" | "double-faced" | "flip" | "split") {
        return Vec::new();
    }
    let is_spell = def.has_type(CardType::Instant) || def.has_type(CardType::Sorcery);
    let ctx = Context::new(&card.name, is_spell, (def.power, def.toughness), (def.types.clone(), def.subtypes.clone()));
    let text = super::normalize_named(&card.text, &card.name);
    let text = super::short_names::short_name(&card.name, &def).and_then(|s| super::short_names::expand(&text, &card.name, s)).unwrap_or(text);
    let mut out = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    // A leveler's bands are read as a whole (they have no line of their own to report).
    let bands_at = if card.layout == "leveler" { super::levels::first_band(&lines) } else { lines.len() };
    let mut read_with_next = false;
    for (i, line) in lines[..bands_at].iter().copied().enumerate() {
        if std::mem::take(&mut read_with_next) {
            continue;
        }
        let mut c = Cursor::new(line);
        let pair = lines[..bands_at].get(i + 1).filter(|next| super::instead_lines::is_instead_line(next)).and_then(|next| super::instead_lines::read_pair(line, next, &ctx));
        read_with_next = pair.is_some();
        match pair.or_else(|| abilities::read_line(&mut c, &ctx)) {
            Some(Part::Spell(s)) => ctx.spell_named.set(s.named),
            Some(_) => {}
            None if static_then_trigger(line, &ctx).is_some() || super::otherwise_statics::read(line, &ctx).is_some() => {}
            None => out.push(unread_at(line, i + 1, c.furthest)),
        }
    }
    out
}

/// The phrase from byte `at` of `line` to the end of its sentence.
pub(super) fn unread_at(line: &str, n: usize, at: usize) -> Unread {
    let mut at = (0..=at.min(line.len())).rev().find(|i| line.is_char_boundary(*i)).unwrap_or(0);
    // A reader that reached a sentence's period names the next sentence, not the period.
    if line[at..].starts_with(". ") {
        at += 2;
    }
    while line[at..].starts_with(' ') {
        at += 1;
    }
    let rest = &line[at..];
    let end = rest.find(". ").map(|e| e + 1).unwrap_or(rest.len());
    Unread { line: n, column: line[..at].chars().count(), phrase: rest[..end].to_string(), why: String::new() }
}

/// The parts in the order the text prints them, and how many each line holds.
#[derive(Default)]
struct Printed {
    keys: Vec<UnitKey>,
    lines: Vec<u32>,
    /// Instructions sharing a sentence with the one before: the part, the instruction in it, the words.
    joins: Vec<(UnitKey, u32, JoinWord)>,
    /// Instructions naming the card where "it" would do: the part, the instruction in it.
    names: Vec<(UnitKey, u32)>,
    /// Instructions written in another wording: the part, the instruction in it, the wording.
    variants: Vec<(UnitKey, u32, u16)>,
    /// Triggered abilities whose event is written in another wording.
    events: Vec<(UnitKey, u8)>,
    /// Instructions of an ability in quotation marks written in another wording.
    quoted: Vec<(UnitKey, u32, u16)>,
    /// Abilities printed after an ability word their kind doesn't always have.
    words: Vec<(UnitKey, u8)>,
}

impl Printed {
    /// The layout that writes the parts as printed, where it isn't the usual one.
    fn layout(&self, def: &CardDef) -> Option<TextLayout> {
        let units = render::units(def).ok()?;
        let order: Vec<u32> = self.keys.iter().map(|k| units.iter().position(|u| u.key == *k).map(|i| i as u32)).collect::<Option<_>>()?;
        if order.len() != units.len() {
            return None;
        }
        let ordered: Vec<&render::Unit> = order.iter().map(|i| &units[*i as usize]).collect();
        let usual_order = order.iter().enumerate().all(|(i, o)| i as u32 == *o);
        let usual_lines = render::usual_lines(&ordered) == self.lines;
        let part = |k: &UnitKey| units.iter().position(|u| u.key == *k).map(|p| p as u32);
        let joins: Vec<SentenceJoin> = self.joins.iter().map(|(k, at, with)| part(k).map(|p| SentenceJoin { part: p, at: *at, with: *with })).collect::<Option<_>>()?;
        let names = self.names.iter().map(|(k, at)| part(k).map(|p| PartAt { part: p, at: *at, n: 1 })).collect::<Option<Vec<PartAt>>>()?;
        let variants = self.variants.iter().map(|(k, at, n)| part(k).map(|p| PartAt { part: p, at: *at, n: *n })).collect::<Option<Vec<PartAt>>>()?;
        let events = self.events.iter().map(|(k, n)| part(k).map(|p| PartAt { part: p, at: 0, n: (*n).into() })).collect::<Option<Vec<PartAt>>>()?;
        let quoted = self.quoted.iter().map(|(k, at, n)| part(k).map(|p| PartAt { part: p, at: *at, n: *n })).collect::<Option<Vec<PartAt>>>()?;
        let words = self.words.iter().map(|(k, n)| part(k).map(|p| PartAt { part: p, at: 0, n: (*n).into() })).collect::<Option<Vec<PartAt>>>()?;
        if usual_order && usual_lines && joins.is_empty() && names.is_empty() && variants.is_empty() && events.is_empty() && quoted.is_empty() && words.is_empty() {
            return None;
        }
        Some(TextLayout { order: if usual_order { Vec::new() } else { order }, lines: if usual_lines { Vec::new() } else { self.lines.clone() }, joins, names, variants, events, quoted, words, short_name: false })
    }
}

fn add(def: &mut CardDef, spell: &mut SpellAbility, part: Part, printed: &mut Printed) -> Result<(), String> {
    let keys = &mut printed.keys;
    match part {
        Part::Keywords(items) => {
            let mut semicolon = false;
            for k in items {
                if k == keywords::KeywordItem::Semicolon {
                    semicolon = true;
                    continue;
                }
                let key = keywords::key_of(def, &k);
                if matches!(k, keywords::KeywordItem::ProtectionAlso(_)) {
                    printed.joins.push((key.clone(), 0, JoinWord::And));
                }
                if std::mem::take(&mut semicolon) {
                    printed.joins.push((key.clone(), 0, JoinWord::Semicolon));
                }
                printed.keys.push(key);
                keywords::apply(def, k)?;
            }
        }
        Part::EntersAsCopy(f) => {
            if def.enters_as_copy.is_some() {
                return Err("two copy choices as it enters".into());
            }
            keys.push(UnitKey::EntersAsCopy);
            def.enters_as_copy = Some(f.into());
        }
        Part::EntersTapped => {
            keys.push(UnitKey::EntersTapped);
            def.enters_tapped = true;
        }
        Part::BeginsOnBattlefield => {
            if def.begins_on_battlefield || !def.is_permanent_card() {
                return Err("an opening-hand line twice, or on a card that isn't a permanent".into());
            }
            keys.push(UnitKey::BeginsOnBattlefield);
            def.begins_on_battlefield = true;
        }
        Part::EntersTappedUnless(cond) => {
            if def.enters_tapped_unless.is_some() {
                return Err("two 'enters tapped unless' lines".into());
            }
            keys.push(UnitKey::EntersTappedUnless);
            def.enters_tapped_unless = Some(cond);
        }
        Part::EntersTappedUnlessPaid(pay) => {
            if def.enters_tapped_unless_paid.is_some() {
                return Err("two 'as it enters, you may' lines".into());
            }
            keys.push(UnitKey::EntersTappedUnlessPaid);
            def.enters_tapped_unless_paid = Some(pay);
        }
        Part::EntersTappedWithCounters(e) => {
            // One line for both (written so when the permanent has both).
            if def.enters_tapped || !def.enters_with_counters.is_empty() {
                return Err("'enters tapped with counters' after another entering line".into());
            }
            keys.push(UnitKey::EntersTapped);
            def.enters_tapped = true;
            def.enters_with_counters.push(e);
        }
        Part::AsEntersChoose(choices) => {
            if !def.as_enters_choose.is_empty() {
                return Err("two 'as it enters, choose' lines".into());
            }
            keys.push(UnitKey::AsEntersChoose);
            def.as_enters_choose = choices;
        }
        Part::KeywordCost(word, mana, cost) => {
            let (slot, mana_slot, field) = match word {
                "Kicker" => (&mut def.kicker_cost, &mut def.kicker, "kicker"),
                "Buyback" => (&mut def.buyback_cost, &mut def.buyback, "buyback"),
                // 702.23a: a cost of life only ("Cumulative upkeep—Pay 1 life.").
                "Cumulative upkeep" if mana.is_none() && cost.parts.len() == 1 && cost.pay_life().is_some() => (&mut def.cumulative_upkeep_cost, &mut def.cumulative_upkeep, "cumulative upkeep"),
                "Cumulative upkeep" => return Err("a cumulative upkeep cost other than mana or life".into()),
                _ => (&mut def.flashback_cost, &mut def.flashback, "flashback"),
            };
            if slot.is_some() || mana_slot.is_some() {
                return Err(format!("two {field} costs"));
            }
            *slot = Some(cost);
            *mana_slot = mana;
            keys.push(UnitKey::Field(field));
        }
        Part::AdditionalCost(cost) => {
            if def.additional_cost.is_some() {
                return Err("two additional costs".into());
            }
            keys.push(UnitKey::AdditionalCost);
            def.additional_cost = Some(cost);
        }
        Part::AlternativeCost(alt) => {
            if def.alternative_cost.is_some() {
                return Err("two alternative costs".into());
            }
            keys.push(UnitKey::AlternativeCost);
            def.alternative_cost = Some(alt);
        }
        Part::EntersWithCounters(e) => {
            keys.push(UnitKey::EntersWithCounters(def.enters_with_counters.len()));
            def.enters_with_counters.push(e);
        }
        Part::ChooseModes(count) => {
            if !spell.effects.is_empty() || !spell.modes.is_empty() {
                return Err("\"Choose one —\" after other instructions".into());
            }
            spell.choose = count;
            keys.push(UnitKey::ChooseOne);
        }
        Part::Mode(s) if modal_ability(def, keys.last()).is_some() => {
            let i = modal_ability(def, keys.last()).unwrap_or_default();
            if s.pres != Default::default() || s.divide.is_some() {
                return Err("a mode written with joined sentences or named wordings".into());
            }
            let Some(crate::cards::def::Ability::Triggered { modes, .. }) = def.abilities.get_mut(i) else { return Err("a mode without its ability".into()) };
            keys.push(UnitKey::AbilityMode(i, modes.len()));
            modes.push(Mode { text: String::new(), targets: s.targets, effects: s.effects });
        }
        Part::Mode(s) => {
            if keys.last().is_none_or(|k| !matches!(k, UnitKey::ChooseOne | UnitKey::Mode(_))) {
                return Err("a mode (•) without \"Choose one —\" before it".into());
            }
            // A mode's instructions may be in another wording the writer knows (its variants).
            let alts = s.pres.alts.clone();
            if (Presentation { alts: Vec::new(), ..s.pres.clone() }) != Default::default() || s.divide.is_some() {
                // (Modes are written the usual way otherwise; a mode that isn't is not read yet.)
                return Err("a mode written with joined sentences or named wordings".into());
            }
            let key = UnitKey::Mode(spell.modes.len());
            printed.variants.extend(alts.into_iter().map(|(at, n)| (key.clone(), at as u32, n)));
            keys.push(key);
            spell.modes.push(Mode { text: String::new(), targets: s.targets, effects: s.effects });
        }
        Part::Enchant(t) => {
            if def.enchant.is_some() {
                return Err("two Enchant lines".into());
            }
            keys.push(UnitKey::Enchant);
            def.enchant = Some(t);
        }
        Part::Ability(a, pres) => {
            let key = UnitKey::Ability(def.abilities.len());
            printed.joins.extend(pres.joins.into_iter().map(|(at, w)| (key.clone(), at as u32, w)));
            printed.names.extend(pres.names.into_iter().map(|at| (key.clone(), at as u32)));
            printed.variants.extend(pres.alts.into_iter().map(|(at, n)| (key.clone(), at as u32, n)));
            if pres.event > 0 {
                printed.events.push((key.clone(), pres.event));
            }
            if pres.word > 0 {
                printed.words.push((key.clone(), pres.word));
            }
            keys.push(key);
            def.abilities.push(*a);
        }
        Part::Spell(s) => {
            let first = spell.effects.len();
            printed.joins.extend(s.pres.joins.iter().map(|(at, w)| (UnitKey::Instruction(first + at), 0, *w)));
            printed.names.extend(s.pres.names.iter().map(|at| (UnitKey::Instruction(first + at), 0)));
            printed.variants.extend(s.pres.alts.iter().map(|(at, n)| (UnitKey::Instruction(first + at), 0, *n)));
            keys.extend(super::instructions::sentence_heads(&s.effects).into_iter().map(|i| UnitKey::Instruction(first + i)));
            abilities::append_spell(spell, s);
            if !super::instructions::several_targets_alone(&spell.effects, &spell.targets) {
                return Err("'two target ...' with other targets in the spell".into());
            }
        }
    }
    Ok(())
}

/// The modal triggered ability ("..., choose one —") a mode line after
/// this part belongs to: the ability itself or one of its modes before.
fn modal_ability(def: &CardDef, last: Option<&UnitKey>) -> Option<usize> {
    let i = match last? {
        UnitKey::Ability(i) | UnitKey::AbilityMode(i, _) => *i,
        _ => return None,
    };
    matches!(def.abilities.get(i)?, crate::cards::def::Ability::Triggered { effects, .. } if effects.is_empty()).then_some(i)
}

/// Name, mana cost, colours, types, power, toughness and loyalty.
fn characteristics(card: &TableCard) -> Result<CardDef, Unread> {
    let t = read_type_line(&card.type_line).map_err(card_error)?;
    let mana_cost = match &card.mana_cost {
        Some(m) => Some(read_mana(m).map_err(card_error)?),
        None => None,
    };
    let number = |what: &str, v: &Option<String>| -> Result<Option<i32>, Unread> {
        match v {
            None => Ok(None),
            // "*": a characteristic-defining ability in the text sets it (604.3).
            Some(s) if s == "*" => Ok(None),
            // "7-*": the number less what the ability defines (Shapeshifter); the ability says it.
            Some(s) if s.strip_suffix("-*").is_some_and(|n| n.parse::<u8>().is_ok()) => Ok(None),
            // "1+*": the number plus what the ability defines (Lhurgoyf); the ability says it.
            Some(s) if s.strip_suffix("+*").is_some_and(|n| n.parse::<u8>().is_ok()) => Ok(None),
            Some(s) => s.parse::<i32>().map(Some).map_err(|_| card_error(format!("{what} '{s}' is not a number (a characteristic-defining ability is not read yet)"))),
        }
    };
    let mut def = CardDef {
        name: card.name.clone(),
        mana_cost,
        supertypes: t.supertypes,
        types: t.types,
        subtypes: t.subtypes,
        power: number("power", &card.power)?,
        toughness: number("toughness", &card.toughness)?,
        loyalty: number("loyalty", &card.loyalty)?,
        ..CardDef::default()
    };
    // 902.4, 902.5: a vanguard's modifiers, printed beside its text box.
    if card.layout == "vanguard" || def.has_type(CardType::Vanguard) {
        match (card.hand, card.life) {
            (Some(hand), Some(life)) => def.vanguard = Some(crate::cards::def::VanguardModifiers { hand, life }),
            _ => return Err(card_error("a vanguard with no hand or life modifier (902.4)")),
        }
    }
    if let Some(names) = &card.colors {
        let mut set = ColorSet::empty();
        for n in names {
            set.insert(color_named(n).ok_or_else(|| card_error(format!("colour '{n}'")))?);
        }
        if Some(set) != def.mana_cost.as_ref().map(|m| m.colors()) && !(set.is_empty() && def.mana_cost.is_none()) {
            def.colors = Some(set);
        }
    }
    Ok(def)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_unread_phrase_runs_to_the_end_of_its_sentence() {
        let u = unread_at("Flying. Whenever it attacks, draw a card. Then discard.", 2, 8);
        assert_eq!(u.phrase, "Whenever it attacks, draw a card.");
        assert_eq!((u.line, u.column), (2, 8));
    }
}
