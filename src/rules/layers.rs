//! Characteristics as modified by continuous effects, applied in layers
//! (613 in the reference rules): copy (1), control (2, kept on the object),
//! type (4), colour (5), abilities (6), power/toughness (7a–7d).
//!
//! Only the objects that can matter are read: the object itself, the
//! floating effects, and the index of permanents whose static abilities
//! affect others. Nothing here scans the whole board.

use super::state::*;
use super::types::*;
use crate::cards::def::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The characteristics of an object after continuous effects (109.3).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Characteristics {
    pub name: String,
    pub mana_cost: Option<ManaCost>,
    pub colors: ColorSet,
    pub supertypes: Vec<Supertype>,
    pub types: Vec<CardType>,
    pub subtypes: Vec<String>,
    pub text: String,
    pub power: Option<i32>,
    pub toughness: Option<i32>,
    pub loyalty: Option<i32>,
    pub keywords: Vec<Keyword>,
    pub abilities: Vec<Ability>,
    pub controller: PlayerId,
}

impl Characteristics {
    pub fn has_type(&self, t: CardType) -> bool {
        self.types.contains(&t)
    }
    pub fn is_creature(&self) -> bool {
        self.has_type(CardType::Creature)
    }
    pub fn has_keyword(&self, k: Keyword) -> bool {
        self.keywords.contains(&k)
    }
    pub fn has_subtype(&self, s: &str) -> bool {
        self.subtypes.iter().any(|x| x == s)
    }
    pub fn is_legendary(&self) -> bool {
        self.supertypes.contains(&Supertype::Legendary)
    }
    pub fn statics(&self) -> impl Iterator<Item = &StaticEffect> {
        self.abilities.iter().filter_map(|a| match a {
            Ability::Static { effect, .. } => Some(effect),
            _ => None,
        })
    }
    pub fn counter_limit(&self, kind: &str) -> Option<u32> {
        self.statics().find_map(|s| match s {
            StaticEffect::CounterLimit { kind: k, max } if k == kind => Some(*max),
            _ => None,
        })
    }
}

fn base_chars(o: &GameObject) -> Characteristics {
    let d: &CardDef = o.copy_of.as_deref().unwrap_or(&o.def);
    let mut colors = d.base_colors();
    if let Some(c) = o.color_override {
        colors = c;
    }
    Characteristics {
        name: d.name.clone(),
        mana_cost: d.mana_cost.clone(),
        colors,
        supertypes: d.supertypes.clone(),
        types: d.types.clone(),
        subtypes: d.subtypes.clone(),
        text: d.text.clone(),
        power: d.power,
        toughness: d.toughness,
        loyalty: d.loyalty,
        keywords: d.keywords.clone(),
        // Printed abilities, then those that cycling and evoke stand for (702.28a, 702.73a).
        abilities: d.abilities.iter().cloned().chain(d.keyword_abilities()).collect(),
        controller: o.controller,
    }
}

/// Does a characteristics value match a filter? (608.2h: only the named characteristics are checked.)
pub fn matches_filter(
    c: &Characteristics,
    o: &GameObject,
    f: &Filter,
    you: PlayerId,
    source: Option<ObjectId>,
    in_combat: impl Fn(ObjectId) -> bool,
) -> bool {
    if !f.types.is_empty() && !f.types.iter().any(|t| c.has_type(*t)) {
        return false;
    }
    if f.not_types.iter().any(|t| c.has_type(*t)) {
        return false;
    }
    if !f.subtypes.is_empty() && !f.subtypes.iter().any(|s| c.has_subtype(s)) {
        return false;
    }
    if !f.supertypes.iter().all(|s| c.supertypes.contains(s)) {
        return false;
    }
    if !f.colors.is_empty() && !f.colors.iter().any(|col| c.colors.contains(*col)) {
        return false;
    }
    if f.not_colors.iter().any(|col| c.colors.contains(*col)) {
        return false;
    }
    match f.controller {
        Some(Relation::You) if c.controller != you => return false,
        Some(Relation::Opponent) if c.controller == you => return false,
        _ => {}
    }
    if let Some(t) = f.tapped {
        if o.tapped != t {
            return false;
        }
    }
    if let Some(t) = f.token {
        if o.token != t {
            return false;
        }
    }
    if f.other && Some(o.id) == source {
        return false;
    }
    if let Some(n) = &f.name {
        if &c.name != n {
            return false;
        }
    }
    if f.in_combat && !in_combat(o.id) {
        return false;
    }
    true
}

impl Game {
    /// The current characteristics of an object, or its last known
    /// information when it has left its zone (608.2g).
    pub fn chars(&self, id: ObjectId) -> Option<Characteristics> {
        match self.objects.get(&id) {
            Some(o) => Some(self.compute_chars(o)),
            None => self.lki.get(&id).map(|l| l.chars.clone()),
        }
    }

    /// Characteristics of an object that must exist (callers hold a live id).
    pub fn chars_of(&self, o: &GameObject) -> Characteristics {
        self.compute_chars(o)
    }

    fn compute_chars(&self, o: &GameObject) -> Characteristics {
        let mut c = base_chars(o);
        if o.face_down {
            c = Characteristics {
                name: String::new(),
                mana_cost: None,
                colors: ColorSet::empty(),
                supertypes: vec![],
                types: c.types.clone(),
                subtypes: vec![],
                text: String::new(),
                power: None,
                toughness: None,
                loyalty: None,
                keywords: vec![],
                abilities: vec![],
                controller: o.controller,
            };
            return c;
        }
        let on_bf = o.zone == Zone::Battlefield;
        // Gather effects: floating ones on this object, and statics of indexed sources.
        let floating: Vec<&ContinuousEffect> = self.effects.iter().filter(|e| e.affected == o.id).collect();
        let statics: Vec<(&GameObject, StaticEffect)> = if on_bf {
            self.static_sources
                .iter()
                .filter_map(|sid| self.objects.get(sid))
                .flat_map(|src| {
                    let d: &CardDef = src.copy_of.as_deref().unwrap_or(&src.def);
                    d.abilities
                        .iter()
                        .filter_map(|a| match a {
                            Ability::Static { effect, .. } => Some(effect.clone()),
                            _ => None,
                        })
                        .map(move |e| (src, e))
                        .collect::<Vec<_>>()
                })
                .collect()
        } else {
            Vec::new()
        };
        let in_combat = |id: ObjectId| self.in_combat(id);

        // Layer 4: type-changing effects.
        for (src, s) in &statics {
            if let StaticEffect::AddType { filter, card_type, power, toughness } = s {
                if matches_filter(&c, o, filter, src.controller, Some(src.id), in_combat) && !c.has_type(*card_type) {
                    c.types.push(*card_type);
                    if *card_type == CardType::Creature && c.power.is_none() {
                        c.power = *power;
                        c.toughness = *toughness;
                    }
                }
            }
        }
        for (src, s) in &statics {
            // An Aura or Equipment adds a subtype to what it is attached to.
            if let StaticEffect::AttachedAddSubtype { subtype } = s {
                if src.attached_to == Some(super::events::TargetChoice::Object(o.id)) && !c.subtypes.contains(subtype) {
                    c.subtypes.push(subtype.clone());
                }
            }
        }
        for e in &floating {
            if let Modification::AddType(t) = e.modification {
                if !c.has_type(t) {
                    c.types.push(t);
                }
            }
        }
        // Layer 5: colour.
        for e in &floating {
            if let Modification::SetColors(cs) = e.modification {
                c.colors = cs;
            }
        }
        // Layer 6: abilities.
        for e in &floating {
            match &e.modification {
                Modification::AddKeyword(k) if !c.keywords.contains(k) => c.keywords.push(*k),
                Modification::LoseAllAbilities => {
                    c.keywords.clear();
                    c.abilities.clear();
                }
                _ => {}
            }
        }
        for (src, s) in &statics {
            match s {
                StaticEffect::GrantKeyword { filter, keyword }
                    if matches_filter(&c, o, filter, src.controller, Some(src.id), in_combat) && !c.keywords.contains(keyword) =>
                {
                    c.keywords.push(*keyword);
                }
                StaticEffect::LoseAllAbilities { filter } if matches_filter(&c, o, filter, src.controller, Some(src.id), in_combat) => {
                    c.keywords.clear();
                    c.abilities.clear();
                }
                StaticEffect::AttachedGrantKeyword { keyword }
                    if src.attached_to == Some(super::events::TargetChoice::Object(o.id)) && !c.keywords.contains(keyword) =>
                {
                    c.keywords.push(*keyword);
                }
                // 613.1f: an Aura or Equipment grants an ability to what it is attached to.
                StaticEffect::AttachedGrantAbility { ability } if src.attached_to == Some(super::events::TargetChoice::Object(o.id)) => {
                    c.abilities.push((**ability).clone());
                }
                _ => {}
            }
        }
        // Layer 7a: characteristic-defining abilities.
        let cda = c.abilities.iter().any(|a| matches!(a, Ability::Static { effect: StaticEffect::PowerToughnessIsCardsInHand, .. }));
        if cda {
            let n = self.player(o.controller).hand.len() as i32;
            c.power = Some(n);
            c.toughness = Some(n);
        }
        if c.is_creature() {
            let (mut p, mut t) = (c.power.unwrap_or(0), c.toughness.unwrap_or(0));
            // Layer 7b: effects that set power and toughness.
            for (src, s) in &statics {
                if let StaticEffect::SetPowerToughness { filter, power, toughness } = s {
                    if matches_filter(&c, o, filter, src.controller, Some(src.id), in_combat) {
                        p = *power;
                        t = *toughness;
                    }
                }
            }
            // Layer 7c: modifications from effects and static abilities.
            for e in &floating {
                if let Modification::Pump { power, toughness } = e.modification {
                    p += power;
                    t += toughness;
                }
            }
            for (src, s) in &statics {
                match s {
                    StaticEffect::Anthem { filter, power, toughness }
                        if matches_filter(&c, o, filter, src.controller, Some(src.id), in_combat) =>
                    {
                        p += power;
                        t += toughness;
                    }
                    StaticEffect::AttachedPump { power, toughness }
                        if src.attached_to == Some(super::events::TargetChoice::Object(o.id)) =>
                    {
                        p += power;
                        t += toughness;
                    }
                    _ => {}
                }
            }
            // Layer 7d: counters.
            let plus = *o.counters.get("+1/+1").unwrap_or(&0) as i32;
            let minus = *o.counters.get("-1/-1").unwrap_or(&0) as i32;
            p += plus - minus;
            t += plus - minus;
            c.power = Some(p);
            c.toughness = Some(t);
        }
        c
    }

    pub fn in_combat(&self, id: ObjectId) -> bool {
        match &self.combat {
            Some(cb) => cb.attackers.iter().any(|(a, _)| *a == id) || cb.blocks.iter().any(|(b, _)| *b == id),
            None => false,
        }
    }

    /// Does this object match a filter, from the point of view of `you` and the ability's source?
    pub fn matches(&self, id: ObjectId, f: &Filter, you: PlayerId, source: Option<ObjectId>) -> bool {
        match self.objects.get(&id) {
            Some(o) => {
                let c = self.compute_chars(o);
                matches_filter(&c, o, f, you, source, |x| self.in_combat(x))
            }
            None => false,
        }
    }

    /// Current loyalty of a planeswalker: its loyalty counters (306.5b).
    pub fn loyalty(&self, id: ObjectId) -> u32 {
        self.objects.get(&id).and_then(|o| o.counters.get("loyalty").copied()).unwrap_or(0)
    }

    /// Is any static ability on the battlefield of this kind in force? (Worms of the Earth.)
    pub fn static_in_force(&self, pred: impl Fn(&StaticEffect) -> bool) -> bool {
        self.static_sources.iter().filter_map(|s| self.objects.get(s)).any(|src| {
            let c = self.compute_chars(src);
            let found = c.statics().any(&pred);
            found
        })
    }

    /// 502.2: does a static ability in force keep this permanent from untapping
    /// during its controller's untap step (Intruder Alarm)? Returns the source's name.
    pub fn untap_prevented_by(&self, id: ObjectId) -> Option<String> {
        self.static_sources.iter().filter_map(|s| self.objects.get(s)).find_map(|src| {
            // A cheap look at the printed (or copied) abilities first: characteristics are
            // computed only for a permanent that could stop untapping at all.
            let d = src.copy_of.as_deref().unwrap_or(&src.def);
            if !d.abilities.iter().any(|a| matches!(a, Ability::Static { effect: StaticEffect::DoesntUntap { .. }, .. })) {
                return None;
            }
            let c = self.compute_chars(src);
            let stops = c.statics().any(|s| match s {
                StaticEffect::DoesntUntap { filter } => self.matches(id, filter, src.controller, Some(src.id)),
                _ => false,
            });
            stops.then(|| c.name.clone())
        })
    }

    /// Does the object's definition carry abilities that affect other objects? Used to keep the index.
    pub fn def_has_global_static(d: &CardDef) -> bool {
        d.abilities.iter().any(|a| matches!(a, Ability::Static { .. } | Ability::Replacement { .. }))
    }

    /// All counters on an object.
    pub fn counters(&self, id: ObjectId) -> BTreeMap<String, u32> {
        self.objects.get(&id).map(|o| o.counters.clone()).unwrap_or_default()
    }
}
