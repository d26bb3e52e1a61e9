//! How good a position is for one player: a static evaluation of what both
//! players can see (life, the battlefield, how many cards each holds). It
//! never looks at which cards are in a hand or a library.

use crate::cards::def::Ability;
use crate::rules::state::Game;
use crate::rules::types::*;

/// A lost game, in evaluation points.
pub const LOST: f64 = -10_000.0;

/// What one life point is worth at `i` life (the last points count most).
fn life_point(i: i32) -> f64 {
    match i {
        ..=5 => 1.5,
        6..=10 => 0.8,
        11..=20 => 0.4,
        _ => 0.2,
    }
}

/// The worth of a life total.
pub fn life_value(life: i32) -> f64 {
    if life <= 0 {
        return LOST;
    }
    (1..=life.min(40)).map(life_point).sum()
}

/// What a card in hand is worth (a spell not yet cast).
pub const CARD_IN_HAND: f64 = 1.5;

/// Combat-relevant facts about a creature on the battlefield.
#[derive(Clone, Debug)]
pub struct Fighter {
    pub id: ObjectId,
    pub controller: PlayerId,
    pub power: i32,
    pub toughness: i32,
    pub flying: bool,
    pub reach: bool,
    pub first_strike: bool,
    pub double_strike: bool,
    pub deathtouch: bool,
    pub trample: bool,
    pub lifelink: bool,
    pub vigilance: bool,
    pub defender: bool,
    pub indestructible: bool,
    /// Has a way to regenerate itself ({B}: Regenerate, with mana open or not).
    pub regenerates: bool,
    pub tapped: bool,
    /// Can't attack / can't block, by its own or an attached permanent's
    /// static ability (Pacifism; Hulking Goblin's "can't block"); a
    /// restriction on every creature matching a filter (Moat) is left to the
    /// rules' own lists of attackers and blockers.
    pub cant_attack: bool,
    pub cant_block: bool,
    pub value: f64,
}

impl Fighter {
    /// The toughness left (after damage marked this turn).
    pub fn left(&self, g: &Game) -> i32 {
        self.toughness - g.objects.get(&self.id).map(|o| o.damage).unwrap_or(0)
    }
    pub fn can_block_it(&self, attacker: &Fighter) -> bool {
        !self.cant_block && !self.tapped && (!attacker.flying || self.flying || self.reach)
    }
}

/// The fighter view of a creature, or None if it is not a creature on the battlefield.
pub fn fighter(g: &Game, id: ObjectId) -> Option<Fighter> {
    let o = g.objects.get(&id)?;
    let c = g.chars(id)?;
    if !c.is_creature() || !g.battlefield.contains(&id) {
        return None;
    }
    let kw = |k: Keyword| c.has_keyword(k);
    let none = Default::default();
    let (cant_attack, cant_block) = (g.restricted(id, crate::rules::combat::Restrict::Attack, &none), g.restricted(id, crate::rules::combat::Restrict::Block, &none));
    let power = c.power.unwrap_or(0);
    let toughness = c.toughness.unwrap_or(0);
    let regenerates = c.abilities.iter().any(|a| matches!(a, Ability::Activated { effects, .. } if effects.iter().any(|e| matches!(e, crate::cards::def::Effect::Regenerate { .. }))));
    let mana = c.abilities.iter().any(|a| a.is_mana_ability());
    let other_abilities = c.abilities.iter().filter(|a| matches!(a, Ability::Activated { .. } | Ability::Triggered { .. }) && !a.is_mana_ability()).count();
    let mut value = 1.0 + 1.2 * power.max(0) as f64 + 0.8 * toughness.max(0) as f64;
    for (k, v) in [
        (Keyword::Flying, 0.4 * power.max(0) as f64 + 0.5),
        (Keyword::FirstStrike, 1.0),
        (Keyword::DoubleStrike, 1.0 + power.max(0) as f64),
        (Keyword::Deathtouch, 2.0),
        (Keyword::Lifelink, 0.5 * power.max(0) as f64),
        (Keyword::Vigilance, 0.5),
        (Keyword::Trample, 0.3),
        (Keyword::Indestructible, 3.0),
        (Keyword::Reach, 0.3),
    ] {
        if kw(k) {
            value += v;
        }
    }
    if c.keywords.iter().any(|k| k.is_protection() && *k != Keyword::ProtectionFromEverything) {
        value += 1.0;
    }
    if kw(Keyword::Defender) {
        value -= 1.2 * power.max(0) as f64 * 0.7;
    }
    if mana {
        value += 1.5;
    }
    value += 1.0 * other_abilities as f64;
    if regenerates {
        value += 1.0;
    }
    if cant_attack && cant_block {
        value *= 0.15;
    } else if cant_attack || cant_block {
        value *= 0.6;
    }
    Some(Fighter {
        id,
        controller: o.controller,
        power,
        toughness,
        flying: kw(Keyword::Flying),
        reach: kw(Keyword::Reach),
        first_strike: kw(Keyword::FirstStrike),
        double_strike: kw(Keyword::DoubleStrike),
        deathtouch: kw(Keyword::Deathtouch),
        trample: kw(Keyword::Trample),
        lifelink: kw(Keyword::Lifelink),
        vigilance: kw(Keyword::Vigilance),
        defender: kw(Keyword::Defender),
        indestructible: kw(Keyword::Indestructible),
        regenerates,
        tapped: o.tapped,
        cant_attack,
        cant_block,
        value: value.max(0.2),
    })
}

/// The creatures a player controls, in id order.
pub fn creatures_of(g: &Game, p: PlayerId) -> Vec<Fighter> {
    g.battlefield.iter().filter_map(|id| fighter(g, *id)).filter(|f| f.controller == p).collect()
}

/// One fight between an attacker and one blocker (first strike, double
/// strike, deathtouch and indestructible taken into account; damage already
/// marked counted): (attacker dies, blocker dies).
pub fn fight(g: &Game, a: &Fighter, b: &Fighter) -> (bool, bool) {
    let kills = |x: &Fighter, y: &Fighter, left: i32| x.power > 0 && !y.indestructible && (x.deathtouch || x.power >= left);
    let (al, bl) = (a.left(g), b.left(g));
    let a_first = a.first_strike || a.double_strike;
    let b_first = b.first_strike || b.double_strike;
    match (a_first, b_first) {
        (true, false) => {
            if kills(a, b, bl) {
                (false, true)
            } else {
                let a_dies = kills(b, a, al);
                let twice = a.double_strike && (a.deathtouch || 2 * a.power >= bl) && !b.indestructible;
                (a_dies, twice)
            }
        }
        (false, true) => {
            if kills(b, a, al) {
                (true, false)
            } else {
                let twice = b.double_strike && (b.deathtouch || 2 * b.power >= al) && !a.indestructible;
                (twice, kills(a, b, bl))
            }
        }
        _ => (kills(b, a, al), kills(a, b, bl)),
    }
}

/// How much damage the creatures of `attacker_side` could deal to `defender`
/// next turn past the defender's untapped blockers (each blocker stopping the
/// biggest attacker it can block): a rough measure of exposure.
fn exposure(g: &Game, attackers: &[Fighter], blockers: &[Fighter]) -> i32 {
    let mut atk: Vec<&Fighter> = attackers.iter().filter(|f| !f.defender && !f.cant_attack && f.power > 0).collect();
    atk.sort_by(|a, b| b.power.cmp(&a.power).then(a.id.cmp(&b.id)));
    let mut used = vec![false; atk.len()];
    for b in blockers.iter().filter(|b| !b.tapped && !b.cant_block) {
        if let Some(i) = (0..atk.len()).find(|&i| !used[i] && b.can_block_it(atk[i])) {
            used[i] = true;
        }
    }
    let _ = g;
    atk.iter().zip(&used).filter(|(_, u)| !**u).map(|(a, _)| a.power * if a.double_strike { 2 } else { 1 }).sum()
}

/// The position's worth for `me` (higher is better), from public information.
pub fn evaluate(g: &Game, me: PlayerId) -> f64 {
    if let Some(w) = &g.winners {
        return if w.contains(&me) {
            -LOST
        } else if w.is_empty() {
            0.0
        } else {
            LOST
        };
    }
    let mut total = 0.0;
    let mut sides = Vec::new();
    for pl in &g.players {
        let sign = if pl.id == me { 1.0 } else { -1.0 };
        if pl.lost {
            total += sign * LOST;
            continue;
        }
        let mut v = life_value(pl.life);
        if pl.poison >= 10 {
            v = LOST;
        } else {
            v -= pl.poison as f64 * 1.5;
        }
        v += pl.hand.len().min(7) as f64 * CARD_IN_HAND;
        let creatures = creatures_of(g, pl.id);
        v += creatures.iter().map(|f| f.value).sum::<f64>();
        let mut lands: u32 = 0;
        for id in &g.battlefield {
            let o = &g.objects[id];
            if o.controller != pl.id {
                continue;
            }
            let Some(c) = g.chars(*id) else { continue };
            if c.is_creature() {
                continue;
            }
            if c.has_type(CardType::Land) {
                lands += 1;
            } else {
                let mv = c.mana_cost.as_ref().map(|m| m.converted()).unwrap_or(0) as f64;
                // An Aura on an opponent's creature counts through that creature.
                let on_other = matches!(o.extra.attached_to, Some(crate::rules::events::TargetChoice::Object(t)) if g.objects.get(&t).map(|x| x.controller != pl.id).unwrap_or(false));
                v += if on_other { 0.3 } else { 0.5 + 0.5 * mv };
            }
        }
        // Lands: the first six matter most.
        v += (lands.min(6) as f64) * 1.2 + (lands.saturating_sub(6) as f64) * 0.3;
        total += sign * v;
        sides.push((pl.id, creatures));
    }
    // Exposure to the next turn's attack: the active player's tapped creatures
    // stay tapped through the next player's turn.
    if sides.len() == 2 {
        let active = g.turn.active;
        let (a_side, n_side) = if sides[0].0 == active { (&sides[0], &sides[1]) } else { (&sides[1], &sides[0]) };
        let e = exposure(g, &n_side.1, &a_side.1);
        let life = g.player(active).life;
        let threat = if e >= life { 12.0 } else { 0.25 * e as f64 };
        total += if me == active { -threat } else { threat };
    }
    total
}
