//! Delayed triggered abilities that follow one object, both ways (603.7a):
//! "When [that creature / target creature / this] [leaves the battlefield /
//! dies / becomes untapped] [this turn], [instruction]." as a sentence of a
//! spell or of an ability's effect. The spell or ability creates the delayed
//! ability as it resolves; "this turn" bounds how long it waits (603.7b). In
//! the delayed instruction, "that creature" / "that card" is the object the
//! event happened to (the card it became, for one that died: 400.7, 603.7c).
//! Also "At the beginning of your next upkeep, [instruction]" (a pact's
//! price: "pay {3}{U}{U}. If you don't, you lose the game", 608.2d).

use super::*;

/// The events a delayed ability may wait for on its object.
const EVENTS: &[(&str, DelayedWhen)] = &[(" leaves the battlefield", DelayedWhen::LeavesBattlefield), (" dies", DelayedWhen::Dies), (" becomes untapped", DelayedWhen::BecomesUntapped)];

/// The words of a duration: the delayed ability waits only until the turn ends.
const THIS_TURN: &str = " this turn";

/// "When [object] [event][ this turn], [instruction]".
pub(super) fn when_object(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let start = c.pos;
    if !c.eat_sentence_start("when ") {
        return None;
    }
    let about = subject(c, ctx, s)?;
    let (_, when) = EVENTS.iter().find(|(words, _)| c.eat(words))?;
    let this_turn = c.eat(THIS_TURN);
    if !c.eat(", ") {
        return None;
    }
    let e = delayed_instruction(c, ctx, s, &about)?;
    let text = format!("{}.", &c.text[start..c.pos]);
    Some(Effect::DelayedTrigger { when: *when, about: Some(about), this_turn, effects: vec![e], text })
}

/// The object the delayed ability follows: the target the instruction before
/// acted on ("that creature"), a new target ("target creature [other than
/// this]"), or the card itself.
fn subject(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<ObjRef> {
    if let Some(prev) = previous_object(s).filter(|o| matches!(o, ObjRef::Target(_))) {
        if c.eat("that creature") {
            return Some(prev);
        }
    }
    if c.eat("target ") {
        let (kind, mut f) = target_phrase(c)?;
        if kind != TargetKind::Permanent || f.other {
            return None;
        }
        let plain = TargetSpec { kind, filter: f.clone().into(), text: String::new(), optional: false, another: false, x_count: false, one_graveyard: false, any_number: false };
        let other = c.attempt(|c| (c.eat(" other than ") && ctx.eat_name(c)).then_some(())).is_some();
        f.other = other;
        let slot = target(s, kind, f);
        if other {
            s.targets[slot].text = format!("target {} other than {}", target_noun(&plain).ok()?, ctx.name);
        }
        return Some(ObjRef::Target(slot));
    }
    this(c, ctx, s).then_some(ObjRef::This)
}

/// The delayed ability's one instruction, read with the event's object as its
/// trigger object ("that creature", "that card") unless it follows the card
/// itself; it names no target of its own.
fn delayed_instruction(c: &mut Cursor, ctx: &Context, s: &mut Sentences, about: &ObjRef) -> Option<Effect> {
    let at = s.effects.len();
    let mut inner = Sentences { targets: s.targets.clone(), named: s.named, ..Default::default() };
    let saved = (ctx.that_much.get(), ctx.that_creature.get(), ctx.that_card.get(), ctx.trigger_it.get(), ctx.targeted.get());
    ctx.that_much.set(false);
    ctx.that_creature.set(*about != ObjRef::This);
    ctx.that_card.set(false);
    ctx.trigger_it.set(false);
    ctx.targeted.set(false);
    let e = sentence(c, ctx, &mut inner);
    ctx.that_much.set(saved.0);
    ctx.that_creature.set(saved.1);
    ctx.that_card.set(saved.2);
    ctx.trigger_it.set(saved.3);
    ctx.targeted.set(saved.4);
    let e = e?;
    if inner.targets.len() != s.targets.len() || !inner.pres.joins.is_empty() {
        return None;
    }
    // Its wording and its naming of the card are noted as the outer instruction's.
    if let Some((_, bits)) = inner.pres.alts.iter().find(|(i, _)| *i == 0) {
        add_alt(s, at, *bits);
    }
    if inner.pres.names.contains(&0) && !s.pres.names.contains(&at) {
        s.pres.names.push(at);
    }
    s.named = inner.named;
    Some(e)
}

/// Is it a delayed ability this module writes?
pub(super) fn is_when_object(e: &Effect) -> bool {
    matches!(e, Effect::DelayedTrigger { when, about: Some(_), effects, .. } if effects.len() == 1 && EVENTS.iter().any(|(_, d)| d == when))
}

/// The words of `when_object`'s delayed ability.
pub(super) fn write_when_object(e: &Effect, w: &W) -> Result<String, String> {
    let Effect::DelayedTrigger { when, about: Some(about), this_turn, effects, .. } = e else {
        return Err("a delayed ability that follows no object".into());
    };
    let (event, _) = EVENTS.iter().find(|(_, d)| d == when).ok_or("a delayed event")?;
    let who = match about {
        ObjRef::This => write_this(w),
        ObjRef::Target(i) if w.prev.and_then(object_of) == Some(ObjRef::Target(*i)) => "that creature".into(),
        ObjRef::Target(i) => {
            let t = w.targets.get(*i).ok_or(format!("target slot {i}"))?;
            if t.kind != TargetKind::Permanent || t.another {
                return Err("a delayed ability's target of another kind".into());
            }
            let plain = TargetSpec { filter: FilterSpec { other: false, ..(*t.filter).clone() }.into(), ..t.clone() };
            let other = if t.filter.other { format!(" other than {}", w.name) } else { String::new() };
            format!("target {}{other}", target_noun(&plain)?)
        }
        other => return Err(format!("a delayed ability about {other:?}")),
    };
    let inner = W { targets: w.targets, name: w.name, attached: w.attached, prev: None, named: std::cell::Cell::new(w.named.get()), by_name: w.by_name, alt: w.alt, from_graveyard: false, divide: None, trigger_it: false, targeted: false, removed: w.removed };
    let then = write(&effects[0], &inner)?;
    w.named.set(inner.named.get());
    Ok(format!("when {who}{event}{}, {then}", if *this_turn { THIS_TURN } else { "" }))
}

const AT_YOUR_NEXT_UPKEEP: &str = "at the beginning of your next upkeep, ";
const PAY: &str = "pay ";
use super::may_otherwise::IF_YOU_DONT;

/// "At the beginning of your next upkeep, [instruction]", or "..., pay
/// [mana]. If you don't, [instruction]" (the controller chooses as the
/// delayed ability resolves; one who can't pay doesn't, 608.2d).
pub(super) fn at_your_next_upkeep(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let start = c.pos;
    if !c.eat_sentence_start(AT_YOUR_NEXT_UPKEEP) {
        return None;
    }
    let e = match c.attempt(|c| if c.eat(PAY) { c.mana() } else { None }) {
        Some(mana) => {
            if !c.eat(IF_YOU_DONT) {
                return None;
            }
            let end = c.pos;
            let e = sentence(c, ctx, s)?;
            Effect::UnlessYouPay { mana, times: None, effects: vec![e], payer: None, text: c.text[end..c.pos].to_string() }
        }
        // (An "unless you pay" here is the other wording, not this one.)
        None => sentence(c, ctx, s).filter(|e| !matches!(e, Effect::UnlessYouPay { .. }))?,
    };
    let text = format!("{}.", &c.text[start..c.pos]);
    Some(Effect::DelayedTrigger { when: DelayedWhen::YourNextUpkeep, about: None, this_turn: false, effects: vec![e], text })
}

pub(super) fn is_at_your_next_upkeep(e: &Effect) -> bool {
    matches!(e, Effect::DelayedTrigger { when: DelayedWhen::YourNextUpkeep, about: None, this_turn: false, effects, .. } if effects.len() == 1)
}

/// The words of `at_your_next_upkeep`.
pub(super) fn write_at_your_next_upkeep(e: &Effect, w: &W) -> Result<String, String> {
    let Effect::DelayedTrigger { effects, .. } = e else { return Err("not a delayed ability".into()) };
    let inner = W { targets: w.targets, name: w.name, attached: w.attached, prev: None, named: std::cell::Cell::new(w.named.get()), by_name: w.by_name, alt: 0, from_graveyard: false, divide: None, trigger_it: false, targeted: false, removed: w.removed };
    let then = match &effects[0] {
        Effect::UnlessYouPay { mana, times: None, effects, payer: None, .. } if effects.len() == 1 => {
            let otherwise = write(&effects[0], &inner)?;
            format!("{PAY}{}{IF_YOU_DONT}{otherwise}", super::super::words::mana_text(mana))
        }
        Effect::UnlessYouPay { .. } => return Err("an 'unless you pay' at the beginning of your next upkeep".into()),
        other => write(other, &inner)?,
    };
    w.named.set(inner.named.get());
    Ok(format!("{AT_YOUR_NEXT_UPKEEP}{then}"))
}
