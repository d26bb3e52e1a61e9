//! Ability lines, both ways: costs ("{2}, {T}, Sacrifice [this]"), the
//! instructions an activated ability or a spell follows (mana, damage,
//! drawing, destroying, regenerating, "gets +N/+N until end of turn"), the
//! static line "[this] enters the battlefield tapped", and the target
//! phrases they use. Each reader has its writer beside it.

use super::compile::Context;
use super::cursor::Cursor;
use super::keywords::{self, capitalized, KeywordItem};
use super::words::{color_word, mana_symbol, mana_text, number_word, printed_color_order};
use crate::cards::def::*;
use crate::rules::types::{CardType, Color, Keyword, ManaAmount, ManaPool, ManaType};

/// What one line of text compiles to.
#[derive(Clone, Debug)]
pub enum Part {
    Keywords(Vec<KeywordItem>),
    EntersTapped,
    Ability(Ability),
    /// Sentences of an instant's or sorcery's spell ability.
    Spell(SpellAbility),
}

/// Read one whole line; None if no reader takes all of it.
pub fn read_line(c: &mut Cursor, ctx: &Context) -> Option<Part> {
    if let Some(k) = keywords::read_line(c) {
        return Some(Part::Keywords(k));
    }
    if c.attempt(|c| (c.eat(ctx.name) && c.eat(" enters the battlefield tapped.") && c.at_end()).then_some(())).is_some() {
        return Some(Part::EntersTapped);
    }
    if let Some(a) = c.attempt(|c| activated(c, ctx)) {
        return Some(Part::Ability(a));
    }
    if ctx.is_spell {
        if let Some(s) = c.attempt(|c| sentences(c, ctx)) {
            return Some(Part::Spell(s));
        }
    }
    None
}

/// Add a line's sentences to the spell ability read so far (its target
/// slots numbered after the earlier ones').
pub fn append_spell(spell: &mut SpellAbility, mut more: SpellAbility) {
    let offset = spell.targets.len();
    for e in &mut more.effects {
        shift_targets(e, offset);
    }
    spell.targets.append(&mut more.targets);
    spell.effects.append(&mut more.effects);
}

fn shift_targets(e: &mut Effect, offset: usize) {
    let shift = |w: &mut ObjRef| {
        if let ObjRef::Target(i) = w {
            *i += offset;
        }
    };
    match e {
        Effect::DealDamage { to: Recipient::Target(i), .. } => *i += offset,
        Effect::Destroy { what } | Effect::Counter { what, .. } | Effect::Regenerate { what } | Effect::Tap { what } | Effect::Untap { what } | Effect::ReturnToHand { what } => shift(what),
        Effect::Draw { player: Recipient::Target(i), .. } => *i += offset,
        _ => {}
    }
}

/// "[cost]: [sentences]" (602.1).
fn activated(c: &mut Cursor, ctx: &Context) -> Option<Ability> {
    let cost = cost(c, ctx)?;
    if !c.eat(": ") {
        return None;
    }
    let s = sentences(c, ctx)?;
    if !s.modes.is_empty() || s.divide.is_some() {
        return None;
    }
    Some(Ability::Activated { cost, targets: s.targets, effects: s.effects, sorcery_speed: false, from_graveyard: false, text: String::new() })
}

/// A cost: parts separated by commas, in printed order.
fn cost(c: &mut Cursor, ctx: &Context) -> Option<Cost> {
    let mut parts = vec![cost_part(c, ctx)?];
    while let Some(p) = c.attempt(|c| if c.eat(", ") { cost_part(c, ctx) } else { None }) {
        parts.push(p);
    }
    Some(Cost::new(parts))
}

fn cost_part(c: &mut Cursor, ctx: &Context) -> Option<CostPart> {
    if c.eat("{T}") {
        return Some(CostPart::Tap);
    }
    if c.eat("{Q}") {
        return Some(CostPart::Untap);
    }
    if let Some(m) = c.mana() {
        return Some(CostPart::Mana(m));
    }
    if c.attempt(|c| (c.eat_sentence_start("sacrifice ") && c.eat(ctx.name)).then_some(())).is_some() {
        return Some(CostPart::SacrificeSelf);
    }
    if let Some(n) = c.attempt(|c| if c.eat_sentence_start("pay ") { c.number().filter(|_| c.eat(" life")) } else { None }) {
        return Some(CostPart::PayLife(n as i32));
    }
    None
}

fn write_cost(cost: &Cost, name: &str) -> Result<String, String> {
    let mut out = Vec::new();
    for p in &cost.parts {
        let s = match p {
            CostPart::Tap => "{T}".to_string(),
            CostPart::Untap => "{Q}".to_string(),
            CostPart::Mana(m) => mana_text(m),
            CostPart::SacrificeSelf => format!("sacrifice {name}"),
            CostPart::PayLife(n) => format!("pay {n} life"),
            other => return Err(format!("the cost part '{}'", other.key())),
        };
        // Every part of a cost begins with a capital ("{T}, Sacrifice ...").
        out.push(capitalized(&s));
    }
    Ok(out.join(", "))
}

/// One or more sentences of instructions, targets numbered in order.
fn sentences(c: &mut Cursor, ctx: &Context) -> Option<SpellAbility> {
    let mut s = SpellAbility::default();
    loop {
        sentence(c, ctx, &mut s)?;
        if !c.eat(".") {
            return None;
        }
        if c.at_end() {
            return Some(s);
        }
        if !c.eat(" ") {
            return None;
        }
    }
}

/// A target slot for a phrase read after "target ".
fn target(s: &mut SpellAbility, kind: TargetKind, filter: FilterSpec) -> usize {
    let mut spec = TargetSpec { kind, filter: filter.into(), text: String::new(), optional: false, another: false };
    spec.text = format!("target {}", target_noun(&spec).unwrap_or_default());
    s.targets.push(spec);
    s.targets.len() - 1
}

/// One instruction (without its period).
fn sentence(c: &mut Cursor, ctx: &Context, s: &mut SpellAbility) -> Option<()> {
    let start = c.pos;
    // "[this] deals N damage to target ..."
    if let Some((n, kind, f)) = c.attempt(|c| {
        let ok = c.eat(ctx.name) && c.eat(" deals ");
        let n = if ok { c.number()? } else { return None };
        if !(c.eat(" damage to target ")) {
            return None;
        }
        let (kind, f) = target_phrase(c)?;
        Some((n, kind, f))
    }) {
        let slot = target(s, kind, f);
        s.effects.push(Effect::DealDamage { amount: Amount::Fixed(n as i32), to: Recipient::Target(slot) });
        return Some(());
    }
    c.pos = start;
    if let Some(n) = c.attempt(draw_count) {
        s.effects.push(Effect::Draw { player: Recipient::Player(PlayerRef::You), count: Amount::Fixed(n as i32) });
        return Some(());
    }
    if let Some(n) = c.attempt(|c| if c.eat_sentence_start("you gain ") { c.number().filter(|_| c.eat(" life")) } else { None }) {
        s.effects.push(Effect::GainLife { amount: Amount::Fixed(n as i32), player: PlayerRef::You });
        return Some(());
    }
    for (verb, after, make) in TARGET_VERBS {
        if let Some((kind, f)) = c.attempt(|c| if c.eat_sentence_start(verb) && c.eat(" target ") { target_phrase(c).filter(|_| c.eat(after)) } else { None }) {
            let slot = target(s, kind, f);
            s.effects.push(make(ObjRef::Target(slot)));
            return Some(());
        }
    }
    if c.attempt(|c| (c.eat_sentence_start("regenerate ") && c.eat(ctx.name)).then_some(())).is_some() {
        s.effects.push(Effect::Regenerate { what: ObjRef::This });
        return Some(());
    }
    if let Some(e) = c.attempt(|c| self_until_end_of_turn(c, ctx)) {
        s.effects.push(e);
        return Some(());
    }
    if let Some(e) = c.attempt(add_mana) {
        s.effects.push(e);
        return Some(());
    }
    None
}

/// Instructions of the form "[Verb] target [phrase][words after]".
type TargetVerb = (&'static str, &'static str, fn(ObjRef) -> Effect);
const TARGET_VERBS: &[TargetVerb] = &[
    ("destroy", "", |what| Effect::Destroy { what }),
    ("counter", "", |what| Effect::Counter { what, to: Destination::default() }),
    ("tap", "", |what| Effect::Tap { what }),
    ("untap", "", |what| Effect::Untap { what }),
    ("return", " to its owner's hand", |what| Effect::ReturnToHand { what }),
];

/// "Draw a card", "Draw two cards".
fn draw_count(c: &mut Cursor) -> Option<u32> {
    if !c.eat_sentence_start("draw ") {
        return None;
    }
    if c.eat("a card") {
        return Some(1);
    }
    let n = c.word_number().filter(|n| *n >= 2)?;
    c.eat(" cards").then_some(n)
}

/// "[this] gets +1/+0 until end of turn", "[this] gains flying until end of turn".
fn self_until_end_of_turn(c: &mut Cursor, ctx: &Context) -> Option<Effect> {
    if !c.eat(ctx.name) {
        return None;
    }
    let m = if c.eat(" gets ") {
        let p = signed(c)?;
        if !c.eat("/") {
            return None;
        }
        let t = signed(c)?;
        Modification::Pump { power: Amount::Fixed(p), toughness: Amount::Fixed(t) }
    } else if c.eat(" gains ") {
        let k = simple_keyword(c)?;
        Modification::AddKeyword(k)
    } else {
        return None;
    };
    c.eat(" until end of turn").then(|| Effect::Continuous { what: ObjRef::This, modifications: vec![m], duration: Duration::EndOfTurn, text: String::new() })
}

fn simple_keyword(c: &mut Cursor) -> Option<Keyword> {
    keywords::read_simple(c)
}

fn signed(c: &mut Cursor) -> Option<i32> {
    let neg = if c.eat("+") {
        false
    } else if c.eat("-") {
        true
    } else {
        return None;
    };
    let n = c.number()? as i32;
    Some(if neg { -n } else { n })
}

fn write_signed(n: i32) -> String {
    if n < 0 {
        format!("-{}", n.unsigned_abs())
    } else {
        format!("+{n}")
    }
}

/// "Add {G} to your mana pool", "Add {R} or {G} ...", "Add one mana of any color ...".
fn add_mana(c: &mut Cursor) -> Option<Effect> {
    if !c.eat_sentence_start("add ") {
        return None;
    }
    let e = if c.eat("one mana of any color") {
        Effect::AddManaOfChoice { amount: Amount::Fixed(1), colors: Vec::new(), one_color: false, could_produce: None }
    } else {
        let m = c.mana()?;
        if m.x > 0 || m.generic > 0 || !m.hybrid.is_empty() {
            return None;
        }
        if c.eat(" or ") {
            let a = single_color(&m)?;
            let b = single_color(&c.mana()?)?;
            Effect::AddManaOfChoice { amount: Amount::Fixed(1), colors: vec![a, b], one_color: false, could_produce: None }
        } else {
            let pool = m.colored;
            Effect::AddMana { mana: ManaAmount { text: pool_text(&pool), pool }, for_each: None, player: None }
        }
    };
    c.eat(" to your mana pool").then_some(e)
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

/// After "target ": what it may be. Returns the kind and the filter.
fn target_phrase(c: &mut Cursor) -> Option<(TargetKind, FilterSpec)> {
    if c.eat("creature or player") {
        return Some((TargetKind::CreatureOrPlayer, FilterSpec::default()));
    }
    if c.eat("player") {
        return Some((TargetKind::Player, FilterSpec::default()));
    }
    if c.eat("spell") {
        return Some((TargetKind::Spell, FilterSpec::default()));
    }
    let mut f = FilterSpec::default();
    if let Some(col) = c.attempt(|c| if c.eat("non") { color(c).filter(|_| c.eat(" ")) } else { None }) {
        f.not_colors.push(col);
    } else if let Some(col) = c.attempt(|c| color(c).filter(|_| c.eat(" "))) {
        f.colors.push(col);
    }
    if c.eat("permanent") {
        return Some((TargetKind::Permanent, f));
    }
    f.types.push(permanent_type(c)?);
    if c.eat(" or ") {
        f.types.push(permanent_type(c)?);
    }
    Some((TargetKind::Permanent, f))
}

fn color(c: &mut Cursor) -> Option<Color> {
    Color::ALL.iter().copied().find(|col| c.eat(color_word(*col)))
}

const PERMANENT_TYPES: &[(&str, CardType)] = &[("creature", CardType::Creature), ("artifact", CardType::Artifact), ("enchantment", CardType::Enchantment), ("land", CardType::Land)];

fn permanent_type(c: &mut Cursor) -> Option<CardType> {
    PERMANENT_TYPES.iter().find(|(w, _)| c.eat(w)).map(|(_, t)| *t)
}

/// The words after "target " for a target slot, from its kind and filter.
pub fn target_noun(t: &TargetSpec) -> Result<String, String> {
    let f: &FilterSpec = &t.filter;
    let only = |ok: bool| if ok { Ok(()) } else { Err(format!("the target filter {f:?}")) };
    match t.kind {
        TargetKind::CreatureOrPlayer => return only(*f == FilterSpec::default()).map(|_| "creature or player".into()),
        TargetKind::Player => return only(*f == FilterSpec::default()).map(|_| "player".into()),
        TargetKind::Spell => return only(*f == FilterSpec::default()).map(|_| "spell".into()),
        TargetKind::Permanent => {}
        _ => return Err(format!("the target kind {:?}", t.kind)),
    }
    let rest = FilterSpec { types: Vec::new(), colors: Vec::new(), not_colors: Vec::new(), ..f.clone() };
    only(rest == FilterSpec::default() && f.colors.len() + f.not_colors.len() <= 1 && f.types.len() <= 2)?;
    let mut s = String::new();
    if let Some(col) = f.not_colors.first() {
        s.push_str(&format!("non{} ", color_word(*col)));
    }
    if let Some(col) = f.colors.first() {
        s.push_str(&format!("{} ", color_word(*col)));
    }
    if f.types.is_empty() {
        s.push_str("permanent");
    }
    let words: Vec<&str> = f.types.iter().map(|t| PERMANENT_TYPES.iter().find(|(_, x)| x == t).map(|(w, _)| *w).ok_or(format!("the type {t:?} in a target"))).collect::<Result<_, _>>()?;
    s.push_str(&words.join(" or "));
    Ok(s)
}

fn target_words(targets: &[TargetSpec], slot: usize) -> Result<String, String> {
    let t = targets.get(slot).ok_or(format!("target slot {slot}"))?;
    Ok(format!("target {}", target_noun(t)?))
}

/// One instruction as a sentence (without its period), targets from `targets`.
pub fn write_effect(e: &Effect, targets: &[TargetSpec], name: &str) -> Result<String, String> {
    Ok(match e {
        Effect::DealDamage { amount: Amount::Fixed(n), to: Recipient::Target(i) } => format!("{name} deals {n} damage to {}", target_words(targets, *i)?),
        Effect::Draw { player: Recipient::Player(PlayerRef::You), count: Amount::Fixed(1) } => "Draw a card".into(),
        Effect::Draw { player: Recipient::Player(PlayerRef::You), count: Amount::Fixed(n) } if *n >= 2 => format!("Draw {} cards", number_word(*n as u32)),
        Effect::GainLife { amount: Amount::Fixed(n), player: PlayerRef::You } => format!("You gain {n} life"),
        Effect::Destroy { what: ObjRef::Target(i) } => format!("Destroy {}", target_words(targets, *i)?),
        Effect::Counter { what: ObjRef::Target(i), to } if *to == Destination::default() => format!("Counter {}", target_words(targets, *i)?),
        Effect::Tap { what: ObjRef::Target(i) } => format!("Tap {}", target_words(targets, *i)?),
        Effect::Untap { what: ObjRef::Target(i) } => format!("Untap {}", target_words(targets, *i)?),
        Effect::ReturnToHand { what: ObjRef::Target(i) } => format!("Return {} to its owner's hand", target_words(targets, *i)?),
        Effect::Regenerate { what: ObjRef::This } => format!("Regenerate {name}"),
        Effect::Continuous { what: ObjRef::This, modifications, duration: Duration::EndOfTurn, .. } if modifications.len() == 1 => match &modifications[0] {
            Modification::Pump { power: Amount::Fixed(p), toughness: Amount::Fixed(t) } => format!("{name} gets {}/{} until end of turn", write_signed(*p), write_signed(*t)),
            Modification::AddKeyword(k) => format!("{name} gains {} until end of turn", k.label()),
            m => return Err(format!("the change {m:?}")),
        },
        Effect::AddMana { mana, for_each: None, player: None } => format!("Add {} to your mana pool", pool_text(&mana.pool)),
        Effect::AddManaOfChoice { amount: Amount::Fixed(1), colors, one_color: false, could_produce: None } => match colors.as_slice() {
            [] => "Add one mana of any color to your mana pool".into(),
            [a, b] => format!("Add {{{}}} or {{{}}} to your mana pool", a.symbol(), b.symbol()),
            _ => return Err("a choice of mana among more than two colours".into()),
        },
        other => return Err(format!("the instruction {}", short_debug(other))),
    })
}

fn short_debug(e: &Effect) -> String {
    let s = format!("{e:?}");
    s.chars().take(60).collect()
}

/// One instruction as a sentence with its period.
pub fn write_instruction(e: &Effect, targets: &[TargetSpec], name: &str) -> Result<String, String> {
    Ok(format!("{}.", capitalized(&write_effect(e, targets, name)?)))
}

/// Instructions as sentences.
pub fn write_sentences(effects: &[Effect], targets: &[TargetSpec], name: &str) -> Result<String, String> {
    let out: Vec<String> = effects.iter().map(|e| write_instruction(e, targets, name)).collect::<Result<_, _>>()?;
    Ok(out.join(" "))
}

/// An ability as its line.
pub fn write_ability(a: &Ability, name: &str) -> Result<String, String> {
    match a {
        Ability::Activated { cost, targets, effects, sorcery_speed: false, from_graveyard: false, .. } => Ok(format!("{}: {}", write_cost(cost, name)?, write_sentences(effects, targets, name)?)),
        Ability::Activated { .. } => Err("an activated ability limited to sorcery speed or the graveyard".into()),
        Ability::Triggered { .. } => Err("a triggered ability".into()),
        Ability::Static { .. } => Err("a static ability".into()),
        Ability::Replacement { .. } => Err("a replacement ability".into()),
    }
}
