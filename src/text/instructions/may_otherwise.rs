//! "You may [instruction]. If you don't, [instruction]." both ways (608.2d):
//! one `may` whose `otherwise` instructions are followed when the player
//! declines or can't. Also "You may X. If you do, Y. If you don't, Z." and
//! "[instruction] unless you sacrifice a Forest" (the sacrifice of a Forest
//! is the choice; the instruction is the other outcome: "Sacrifice [this]
//! unless you sacrifice a Forest").

use super::*;

pub(super) const IF_YOU_DONT: &str = ". If you don't, ";

/// The wording bit of "[instruction] unless you sacrifice [permanents]".
const UNLESS_SACRIFICE: u16 = 2;

/// "You may X[ and Y][. If you do, Z]. If you don't, U[ and V]", or
/// "Unless you sacrifice an Island, U and V" (608.2d).
pub(super) fn may_otherwise(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if let Some(e) = undone(c, s, |c, s| unless_first(c, ctx, s)) {
        return Some(e);
    }
    let may_part = undone(c, s, |c, s| may_if_you_do(c, ctx, s)).or_else(|| undone(c, s, |c, s| may_and(c, ctx, s)))?;
    let Effect::May { effects, text, .. } = may_part else { return None };
    if !c.eat(IF_YOU_DONT) {
        return None;
    }
    let otherwise = branch(c, ctx, s)?;
    Some(Effect::May { effects, otherwise, text })
}

/// "You may X" or "You may X and Y" (both or neither).
fn may_and(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let Effect::May { mut effects, mut text, otherwise } = may(c, ctx, s)? else { return None };
    let at = c.pos;
    if let Some(e) = undone(c, s, |c, s| if c.eat(" and ") { sentence(c, ctx, s) } else { None }) {
        if matches!(e, Effect::May { .. }) {
            return None;
        }
        effects.push(e);
        text.push_str(&c.text[at..c.pos]);
    }
    Some(Effect::May { effects, otherwise, text })
}

/// The "if you don't" sentence: an instruction, or two joined by "and"
/// ("sacrifice [this] and draw a card", "tap [this] and it deals 2 damage to you").
fn branch(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Vec<Effect>> {
    let mut effects = vec![sentence(c, ctx, s)?];
    if let Some(e) = undone(c, s, |c, s| if c.eat(" and ") { sentence(c, ctx, s) } else { None }) {
        effects.push(e);
    }
    (!effects.iter().any(|e| matches!(e, Effect::May { .. }))).then_some(effects)
}

/// After an instruction: "unless you sacrifice a Forest / two Swamps"
/// (608.2d: the choice is made as the instruction is followed; the
/// sacrifice is optional, and without it the instruction is followed):
/// "Sacrifice [this] unless you sacrifice a land", "counter that spell
/// unless you sacrifice a creature".
pub(super) fn unless_you_sacrifice(c: &mut Cursor, ctx: &Context, s: &mut Sentences, e: &Effect) -> Option<Effect> {
    if matches!(e, Effect::May { .. }) || !c.eat(" unless you ") {
        return None;
    }
    let from = c.pos;
    let sac = you_sacrifice(c, ctx, s)?;
    add_alt(s, s.effects.len(), UNLESS_SACRIFICE);
    let text = c.text[from..c.pos].to_string();
    Some(Effect::May { effects: vec![sac], otherwise: vec![e.clone()], text })
}

/// "Unless you sacrifice an Island, [instruction] and [instruction]": the
/// choice said first, before two instructions (one would be said before
/// "unless").
fn unless_first(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    if !c.eat_sentence_start("unless you ") {
        return None;
    }
    let from = c.pos;
    let sac = you_sacrifice(c, ctx, s)?;
    let text = c.text[from..c.pos].to_string();
    if !c.eat(", ") {
        return None;
    }
    let otherwise = branch(c, ctx, s)?;
    if otherwise.len() < 2 {
        return None;
    }
    add_alt(s, s.effects.len(), UNLESS_SACRIFICE);
    Some(Effect::May { effects: vec![sac], otherwise, text })
}

/// What "unless you ..." has the player do: "sacrifice a Forest / two
/// Swamps" (no "you control"), "discard a card / a land card / a card at
/// random", "return a land you control to its owner's hand".
fn you_sacrifice(c: &mut Cursor, ctx: &Context, s: &mut Sentences) -> Option<Effect> {
    let readers: [Reader; 4] = [sacrifice, discard_at_random, discard, return_chosen];
    readers.iter().find_map(|r| undone(c, s, |c, s| r(c, ctx, s).filter(unless_able)))
}

/// Can the player be asked to do this instead ("unless you ...")? Only
/// what they do themselves, and what 608.2d lets `may` tell they can't do.
fn unless_able(e: &Effect) -> bool {
    let you = Recipient::Player(PlayerRef::You);
    match e {
        Effect::Sacrifice { player, filter, .. } => *player == you && filter.controller.is_none(),
        Effect::Discard { player, you_choose: false, .. } | Effect::DiscardAtRandom { player, .. } | Effect::ReturnChosenToHand { player, .. } => *player == you,
        _ => false,
    }
}

/// The words of a `may` with `otherwise` instructions.
pub(super) fn write_may_otherwise(effects: &[Effect], otherwise: &[Effect], w: &W) -> Result<String, String> {
    if let ([sac], [other]) = (effects, otherwise) {
        if w.alt & UNLESS_SACRIFICE != 0 && unless_able(sac) && !matches!(other, Effect::May { .. }) {
            let wu = W { targets: w.targets, name: w.name, attached: w.attached, prev: w.prev, named: w.named.clone(), by_name: w.by_name, alt: w.alt & !UNLESS_SACRIFICE, from_graveyard: w.from_graveyard, divide: w.divide, trigger_it: w.trigger_it, targeted: w.targeted, removed: w.removed };
            let first = write(other, &wu)?;
            let words = format!("{first} unless you {}", write(sac, &wu)?);
            w.named.set(wu.named.get());
            return Ok(words);
        }
    }
    let unless_first = matches!(effects, [e] if unless_able(e)) && otherwise.len() >= 2 && w.alt & UNLESS_SACRIFICE != 0;
    let wf = W { targets: w.targets, name: w.name, attached: w.attached, prev: w.prev, named: w.named.clone(), by_name: w.by_name, alt: w.alt & !UNLESS_SACRIFICE, from_graveyard: w.from_graveyard, divide: w.divide, trigger_it: w.trigger_it, targeted: w.targeted, removed: w.removed };
    // "unless you sacrifice an Island" or "you may sacrifice an Island".
    let first = match unless_first {
        true => format!("unless you {},", write(&effects[0], &wf)?),
        false => write(&Effect::May { effects: effects.to_vec(), otherwise: Vec::new(), text: String::new() }, &wf)?,
    };
    w.named.set(wf.named.get());
    let mut parts = Vec::new();
    let mut prev = effects.last();
    for e in otherwise {
        let wo = W { targets: w.targets, name: w.name, attached: w.attached, prev, named: w.named.clone(), by_name: w.by_name, alt: w.alt & !(IF_YOU_DO | UNLESS_SACRIFICE), from_graveyard: w.from_graveyard, divide: w.divide, trigger_it: w.trigger_it, targeted: w.targeted, removed: w.removed };
        parts.push(write(e, &wo)?);
        w.named.set(wo.named.get());
        prev = Some(e);
    }
    let between = if unless_first { " " } else { IF_YOU_DONT };
    Ok(format!("{first}{between}{}", parts.join(" and ")))
}
