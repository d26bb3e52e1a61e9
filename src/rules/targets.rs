//! Targets (115): which choices are legal, and the re-check on resolution (608.2b).

use super::events::TargetChoice;
use super::state::*;
use super::types::*;
use crate::cards::def::*;

/// The slots offered for a choice of targets, how many must be chosen, and
/// the "another" slots (`Game::target_slots`).
pub(crate) type TargetSlots = (Vec<Vec<TargetChoice>>, usize, Vec<usize>);

/// What a target slot is checked with besides its filter: the player the
/// trigger event named ("that player"), and the X announced for the spell
/// or ability (601.2b), which its targets are chosen after (601.2c). While
/// choices are listed before X is announced (`x` None), any X could be
/// announced, so a slot comparing with X is listed without that part.
/// `spell`: the targets are chosen by a spell (its source is the spell's
/// card), not an ability, for what can't be the target of spells.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TargetContext {
    pub that: Option<PlayerId>,
    pub x: Option<u32>,
    pub spell: bool,
}

impl TargetContext {
    /// The targets of a spell being cast (nothing else known).
    pub const SPELL: TargetContext = TargetContext { that: None, x: None, spell: true };
}

impl Game {
    /// Is `t` a legal choice for this target slot, for a spell or ability with
    /// the given controller, source and source colours?
    pub fn target_legal(&self, spec: &TargetSpec, t: TargetChoice, you: PlayerId, source: ObjectId, source_colors: ColorSet) -> bool {
        self.target_legal_for(spec, t, you, source, source_colors, TargetContext::default())
    }

    /// The player a target slot's filter names by `controlled_by` ("target
    /// creature defending player controls", "target artifact that player
    /// controls"): the source's defending player (506.2), or the player the
    /// trigger event named (`that`); None if it names another or none is known.
    fn target_slot_player(&self, r: &PlayerRef, source: ObjectId, that: Option<PlayerId>) -> Option<PlayerId> {
        match r {
            PlayerRef::Defending => self.defender_for(source),
            PlayerRef::TriggerPlayer => that,
            _ => None,
        }
    }

    /// `target_legal`, with the trigger event's player and the announced X (`ctx`).
    /// The object `id` became by moving to another zone (the same id if it didn't move).
    fn became_of(&self, id: ObjectId) -> ObjectId {
        let mut at = id;
        // (Each move makes one new object; a bounded walk along them.)
        for _ in 0..8 {
            match self.lki.get(&at).and_then(|l| l.became) {
                Some(n) => at = n,
                None => break,
            }
        }
        at
    }

    pub fn target_legal_for(&self, spec: &TargetSpec, t: TargetChoice, you: PlayerId, source: ObjectId, source_colors: ColorSet, ctx: TargetContext) -> bool {
        let that = ctx.that;
        // "Another target ... card from your graveyard": not the card the source
        // became as it left the battlefield either (a dying permanent's own card, 400.7).
        if spec.filter.other && TargetChoice::Object(self.became_of(source)) == t {
            return false;
        }
        if let (Some(r), TargetChoice::Object(id)) = (&spec.filter.controlled_by, t) {
            let Some(p) = self.target_slot_player(r, source, that) else { return false };
            if self.controller_of(id) != Some(p) {
                return false;
            }
            let plain = TargetSpec { filter: FilterSpec { controlled_by: None, ..(*spec.filter).clone() }.into(), ..spec.clone() };
            return self.target_legal_for(&plain, t, you, source, source_colors, TargetContext { that: None, ..ctx });
        }
        if spec.filter.mana_value_x.is_some() && ctx.x.is_none() {
            let plain = TargetSpec { filter: FilterSpec { mana_value_x: None, ..(*spec.filter).clone() }.into(), ..spec.clone() };
            return self.target_legal_for(&plain, t, you, source, source_colors, ctx);
        }
        // 107.3, 601.2c: "with converted mana cost X" reads the announced X.
        let with_x = ctx.x.filter(|_| spec.filter.mana_value_x.is_some()).map(|x| Chosen { x: Some(i32::try_from(x).unwrap_or(i32::MAX)), ..self.chosen_of(Some(source)).clone() });
        let chosen = || with_x.as_ref().unwrap_or_else(|| self.chosen_of(Some(source)));
        match (spec.kind, t) {
            (TargetKind::Player | TargetKind::CreatureOrPlayer, TargetChoice::Player(p)) => {
                if (p.0 as usize) >= self.players.len() || self.player(p).lost {
                    return false;
                }
                let related = match spec.filter.controller {
                    Some(Relation::Opponent) => p != you && self.opponents(you).contains(&p),
                    Some(Relation::You) => p == you,
                    None => true,
                };
                related && !self.player_untargetable(p, you)
            }
            (TargetKind::SpellOrPermanent, TargetChoice::Object(id)) if !self.battlefield.contains(&id) => {
                // 115.1: "target spell or permanent" is either; off the battlefield, a spell.
                let spell = TargetSpec { kind: TargetKind::Spell, ..spec.clone() };
                self.target_legal_for(&spell, TargetChoice::Object(id), you, source, source_colors, ctx)
            }
            (TargetKind::Permanent | TargetKind::CreatureOrPlayer | TargetKind::SpellOrPermanent, TargetChoice::Object(id)) => {
                if !self.battlefield.contains(&id) {
                    return false;
                }
                let o = &self.objects[&id];
                if o.phased_out {
                    return false;
                }
                let c = self.chars_of(o);
                if spec.kind == TargetKind::CreatureOrPlayer && !c.is_creature() {
                    return false;
                }
                if !super::layers::matches_filter(&c, o, &spec.filter, you, Some(source), chosen, |x| self.combat_role(x), |s| self.host_of(s)) {
                    return false;
                }
                // 702.17 shroud, 702.11 hexproof, 702.16 protection: who may target it.
                if c.has_keyword(Keyword::Shroud) {
                    return false;
                }
                if c.has_keyword(Keyword::Hexproof) && c.controller != you {
                    return false;
                }
                if c.keywords.iter().any(|k| k.is_protection()) {
                    // The source's card types and subtypes come from its characteristics (last known if it left).
                    let sc = self.chars(source);
                    let types = sc.as_ref().map(|sc| sc.types.clone()).unwrap_or_default();
                    if c.keywords.iter().any(|k| k.protects_from(source_colors, &types, |t| sc.as_ref().is_some_and(|sc| sc.has_subtype(t)))) {
                        return false;
                    }
                }
                self.targeting_refused(id, you, source, source_colors, ctx.spell).is_none()
            }
            (TargetKind::Spell, TargetChoice::Object(id)) => {
                let Some(item) = self.stack.iter().find(|s| s.id == id && s.kind == StackKind::Spell) else { return false };
                if item.id == source {
                    // 115.5: a spell can't target itself.
                    return false;
                }
                // 115.7: "target spell with a single target".
                if spec.filter.single_target && item.targets.len() != 1 {
                    return false;
                }
                let Some(o) = self.objects.get(&id) else { return false };
                let c = self.with_announced_x(id, self.chars_of(o));
                super::layers::matches_filter(&c, o, &spec.filter, you, Some(source), chosen, |_| super::layers::CombatRole::NONE, |s| self.host_of(s))
            }
            (TargetKind::ActivatedAbility | TargetKind::Ability, TargetChoice::Object(id)) => {
                // 115.5: an ability can't target itself.
                let kinds: &[StackKind] = if spec.kind == TargetKind::Ability { &[StackKind::Activated, StackKind::Triggered] } else { &[StackKind::Activated] };
                // "From an artifact source": the filter reads the ability's source (as it last was, if gone).
                let from = |s: &StackItem| spec.filter.is_empty() || self.chars(s.source).is_some_and(|c| spec.filter.types.iter().all(|t| c.has_type(*t)));
                id != source && self.stack.iter().any(|s| s.id == id && kinds.contains(&s.kind) && from(s))
            }
            (TargetKind::CardInGraveyard, TargetChoice::Object(id)) => {
                let Some(o) = self.objects.get(&id) else { return false };
                if !matches!(o.zone, Zone::Graveyard(_)) {
                    return false;
                }
                let c = self.chars_of(o);
                super::layers::matches_filter(&c, o, &spec.filter, you, Some(source), chosen, |_| super::layers::CombatRole::NONE, |s| self.host_of(s))
            }
            _ => false,
        }
    }

    /// Every legal choice for a target slot (for decisions and legal-action lists).
    pub fn legal_targets(&self, spec: &TargetSpec, you: PlayerId, source: ObjectId, source_colors: ColorSet) -> Vec<TargetChoice> {
        self.legal_targets_for(spec, you, source, source_colors, TargetContext::default())
    }

    /// The slots offered when targets are chosen for `specs` (601.2c, 603.3d):
    /// the legal choices of each, an "any number" slot made one optional slot
    /// per choice, the optional slots with no choice left off the end; with
    /// how many must be chosen and the "another" slots. None when a required
    /// slot has no legal choice, or the required ones can't all differ where
    /// they must.
    pub(crate) fn target_slots(&self, specs: &[TargetSpec], (you, source, colors): (PlayerId, ObjectId, ColorSet), ctx: TargetContext) -> Option<TargetSlots> {
        let mut slots: Vec<Vec<TargetChoice>> = specs.iter().map(|s| self.legal_targets_for(s, you, source, colors, ctx)).collect();
        if slots.iter().zip(specs).any(|(t, s)| t.is_empty() && !s.optional && !s.any_number && !s.x_count) {
            return None;
        }
        let (_, min, mut another) = super::legal::listed_slots(specs, &mut slots);
        if !super::legal::distinct_choice_exists(&slots, &another, min) {
            return None;
        }
        if let Some(end) = (min..slots.len()).find(|i| slots[*i].is_empty()) {
            slots.truncate(end);
            another.retain(|a| *a < end);
        }
        Some((slots, min, another))
    }

    /// `legal_targets`, with the trigger event's player and the announced X (`ctx`).
    pub fn legal_targets_for(&self, spec: &TargetSpec, you: PlayerId, source: ObjectId, source_colors: ColorSet, ctx: TargetContext) -> Vec<TargetChoice> {
        let target_legal = |spec: &TargetSpec, t: TargetChoice, you: PlayerId, source: ObjectId, colors: ColorSet| self.target_legal_for(spec, t, you, source, colors, ctx);
        let mut out = Vec::new();
        if matches!(spec.kind, TargetKind::Player | TargetKind::CreatureOrPlayer) {
            for p in self.apnap() {
                let t = TargetChoice::Player(p);
                if target_legal(spec, t, you, source, source_colors) {
                    out.push(t);
                }
            }
        }
        // 115.1: "target spell or permanent": the permanents, then the spells.
        if spec.kind == TargetKind::SpellOrPermanent {
            let (permanents, spells) = (TargetSpec { kind: TargetKind::Permanent, ..spec.clone() }, TargetSpec { kind: TargetKind::Spell, ..spec.clone() });
            out.extend(self.legal_targets_for(&permanents, you, source, source_colors, ctx));
            out.extend(self.legal_targets_for(&spells, you, source, source_colors, ctx));
            return out;
        }
        match spec.kind {
            TargetKind::Permanent | TargetKind::CreatureOrPlayer => {
                // From the type index (by card type and controller, rules::indexes)
                // when it narrows the slot and no effect can change types; else
                // every permanent. In id order either way (the battlefield's order).
                match self.permanent_candidates(&spec.filter, spec.kind == TargetKind::CreatureOrPlayer, you) {
                    Some(ids) => {
                        let found: Vec<TargetChoice> =
                            ids.into_sorted_vec().into_iter().map(TargetChoice::Object).filter(|t| target_legal(spec, *t, you, source, source_colors)).collect();
                        // The index must give what the scan gives, in the same order.
                        #[cfg(debug_assertions)]
                        if self.muted.0.is_none() {
                            let scan: Vec<TargetChoice> = self
                                .battlefield
                                .iter()
                                .map(|id| TargetChoice::Object(*id))
                                .filter(|t| target_legal(spec, *t, you, source, source_colors))
                                .collect();
                            assert_eq!(found, scan, "legal targets from the type index differ from the scan ({:?})", spec.filter);
                        }
                        out.extend(found);
                    }
                    None => {
                        self.note_scan();
                        for id in &self.battlefield {
                            let t = TargetChoice::Object(*id);
                            if target_legal(spec, t, you, source, source_colors) {
                                out.push(t);
                            }
                        }
                    }
                }
            }
            TargetKind::Spell | TargetKind::ActivatedAbility | TargetKind::Ability => {
                for s in &self.stack {
                    let t = TargetChoice::Object(s.id);
                    if target_legal(spec, t, you, source, source_colors) {
                        out.push(t);
                    }
                }
            }
            TargetKind::CardInGraveyard => {
                for p in self.apnap() {
                    for id in &self.player(p).graveyard {
                        let t = TargetChoice::Object(*id);
                        if target_legal(spec, t, you, source, source_colors) {
                            out.push(t);
                        }
                    }
                }
            }
            TargetKind::Player | TargetKind::SpellOrPermanent => {}
        }
        out
    }

    /// Colours of a stack item's source, for protection checks (LKI if it left).
    pub fn source_colors(&self, item: &StackItem) -> ColorSet {
        self.chars(item.source).map(|c| c.colors).unwrap_or_default()
    }
}

impl Game {
    /// Does the card print a restriction on targeting every permanent
    /// matching a filter (`targeting_ban_sources`)?
    pub(crate) fn def_bans_targeting_all(d: &CardDef) -> bool {
        d.abilities.iter().any(|a| matches!(a, Ability::Static { effect: StaticEffect::CantBeTargetedBy { affects: Affects::All(_), .. }, .. }))
    }
}

fn targeting_kind(e: &StaticEffect) -> Option<&Affects> {
    match e {
        StaticEffect::CantBeTargetedBy { affects, .. } => Some(affects),
        _ => None,
    }
}

impl Game {
    /// 115: "can't be the target of white spells or abilities from white
    /// sources" and the like: the name of a source whose restriction keeps the spell
    /// or ability (`spell`) with this source, source colours and controller
    /// `by` from targeting the permanent `id`.
    fn targeting_refused(&self, id: ObjectId, by: PlayerId, source: ObjectId, source_colors: ColorSet, spell: bool) -> Option<String> {
        // Only the permanents that print such an ability for all permanents, unless abilities may change (613.1f).
        let globals = if self.printed_abilities_may_differ() { &self.static_sources } else { &self.targeting_ban_sources };
        super::block_counts::affecting_from(self, id, targeting_kind, globals).into_iter().find_map(|(src, ctl, e)| {
            let StaticEffect::CantBeTargetedBy { by: r, .. } = e else { return None };
            let kind = if spell { r.spells } else { r.abilities };
            let shared = source_colors.0 & r.colors.0 != 0;
            let colored = r.colors.is_empty() || shared != r.non;
            let aura = !r.aura || self.chars(source).is_some_and(|c| c.has_subtype("Aura"));
            // "Your opponents": the opponents of the restriction's controller.
            let opponent = !r.opponents || ctl != by;
            (kind && colored && aura && opponent).then(|| self.name_of(src))
        })
    }

    /// 702.17 shroud, 702.11 hexproof on a player ("You have shroud", "You
    /// have hexproof"): can `by` (the controller of the spell or ability)
    /// not target `p`? The static abilities of the permanents `p` controls.
    fn player_untargetable(&self, p: PlayerId, by: PlayerId) -> bool {
        self.static_sources.iter().any(|s| {
            self.controller_of(*s) == Some(p)
                && self.chars(*s).is_some_and(|c| {
                    c.statics().any(|e| match e {
                        StaticEffect::ControllerHas { keyword: Keyword::Shroud } => true,
                        StaticEffect::ControllerHas { keyword: Keyword::Hexproof } => by != p,
                        _ => false,
                    })
                })
        })
    }
}
