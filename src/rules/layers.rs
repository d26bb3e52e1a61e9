//! Characteristics as modified by continuous effects, applied in layers
//! (613 in the reference rules): copy (1, the object's copiable values),
//! control (2, kept on the object), type (4), colour (5), abilities (6),
//! power/toughness (7a defining, 7b setting, 7c modifying, 7d counters,
//! 7e switching).
//!
//! All continuous effects sit in one list: the static abilities of the
//! permanents in the `static_sources` index, read from each source's
//! *current* abilities, and the floating effects of resolved spells and
//! abilities (`Game::effects`). Each carries its timestamp (613.6). Layer by
//! layer, the effects of that layer are applied in timestamp order, except
//! that an effect waits for the effects it depends on (613.7): one whose
//! existence, or whose set of affected objects, would change if the other
//! applied first. A static ability's effect exists only while its source has
//! the ability at the moment the effect would apply (so an ability removed in
//! layer 6 generates no power/toughness change in layer 7), but an effect
//! that has started to apply keeps applying to the same objects in its later
//! layers (613.5).
//!
//! Only the objects that can matter are read: the object itself, the
//! floating effects on it, and the indexed static sources. Nothing here
//! scans the whole board.

use super::events::TargetChoice;
use std::borrow::Cow;
use super::state::*;
use super::types::*;
use crate::cards::def::*;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, Mutex};

/// The hasher of the characteristics cache's maps: their keys are ids,
/// addresses and small fields the engine makes (no outside input to defend
/// against), so FxHash (rustc-hash) is enough, and several times cheaper than
/// SipHash at every characteristics lookup. The maps are never iterated in an
/// order that matters, so the hash changes no result.
type KeyHash = rustc_hash::FxBuildHasher;

/// What an object's characteristics are worked out from, as far as the
/// object itself is concerned (its copiable values, 707.2 face-down status,
/// its controller, what its power/toughness counters add (613.4c), its zone, and what
/// a static ability's filter reads of it: tapped and "untapped as the turn began"
/// only while some filter in force reads them, token, in combat, its counters
/// while a filter reads "with a [kind] counter on it", 608.2h).
/// Two objects with equal keys, that no effect names one by one, have equal
/// characteristics.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct ObjKey {
    def: usize,
    copy_of: usize,
    color_override: Option<u8>,
    controller: PlayerId,
    zone: Zone,
    face_down: bool,
    transformed: bool,
    flipped: bool,
    split_second_half: bool,
    phased_out: bool,
    /// The power and toughness its counters add (613.4c).
    counters_pt: (i32, i32),
    tapped: bool,
    token: bool,
    started_turn_untapped: bool,
    in_combat: CombatRole,
    /// Its counters, while some filter in force reads "with a [kind] counter on it".
    counters: Vec<(String, u32)>,
}

/// Whether an object is an attacking or a blocking creature (506.4), as
/// filters read it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CombatRole {
    pub attacking: bool,
    pub blocking: bool,
}

impl CombatRole {
    /// Out of combat (or read where combat is not looked at).
    pub const NONE: CombatRole = CombatRole { attacking: false, blocking: false };
    pub fn any(self) -> bool {
        self.attacking || self.blocking
    }
}

/// Does a static ability's change count something in the game (permanents,
/// cards in a zone, a hand, a life total, its own counters)?
fn change_reads_board(m: &Modification) -> bool {
    fn reads(a: &Amount) -> bool {
        match a {
            Amount::Fixed(_) => false,
            Amount::Dynamic(
                DynamicAmount::BasicLandTypes
                | DynamicAmount::Permanents { .. }
                | DynamicAmount::CardsIn { .. }
                | DynamicAmount::HighestManaValue { .. }
                | DynamicAmount::CardsInHand { .. }
                | DynamicAmount::LifeOf { .. }
                | DynamicAmount::CountersOn { .. },
            ) => true,
            Amount::Dynamic(DynamicAmount::Times { of, .. }) => reads(of),
            Amount::Dynamic(DynamicAmount::Sum { of } | DynamicAmount::Max { of }) => of.iter().any(reads),
            Amount::Dynamic(_) => false,
        }
    }
    matches!(m, Modification::Pump { power, toughness } if reads(power) || reads(toughness))
}

/// What the cache learnt about the continuous effects in force, once per
/// generation: which objects effects name one by one, and which objects'
/// changes can change others' characteristics.
#[derive(Default)]
struct CacheWorld {
    /// Objects whose changes can change other objects' characteristics: static
    /// sources, attached objects, hosts of static abilities granted by floating effects.
    sources: HashSet<ObjectId, KeyHash>,
    /// Objects that get characteristics of their own (not shared by definition):
    /// the sources, hosts of attachments, objects named by a floating effect.
    individual: HashSet<ObjectId, KeyHash>,
    /// Some static filter reads "in combat" (then it is part of the key).
    reads_combat: bool,
    /// Some static filter reads tapped or "untapped as the turn began" (then
    /// they are part of the key; otherwise tapping an object keeps its entry).
    reads_tapped: bool,
    /// Some static filter reads "with a [kind] counter on it" (then the
    /// object's counters are part of the key).
    reads_counters: bool,
    /// Objects a floating effect or an attachment may grant abilities to.
    granted_hosts: Vec<ObjectId>,
    /// Some static ability in force (or one a floating effect grants) changes
    /// power or toughness (layer 7), or grants abilities that might.
    pt_statics: bool,
    /// A static ability of the "all ..." kind grants abilities: any permanent may have some.
    grants_all: bool,
    /// Some static ability or floating effect in force gives keywords (layer 6).
    grants_keywords: bool,
    /// Some effect in force changes abilities, types or subtypes (layers 4 and 6):
    /// printed mana abilities may not be an object's own (305.7).
    changes_abilities: bool,
    /// The floating effects (indexes into `Game::effects`) by the object they affect (611.2c).
    effects_on: HashMap<ObjectId, Vec<usize>, KeyHash>,
    /// The floating effects that grant a static ability.
    granting_statics: Vec<usize>,
    /// A floating effect removes all abilities.
    floating_removes: bool,
    /// Some static ability's change counts something in the game (basic
    /// land types, 305.6; permanents; cards in a zone): no characteristics
    /// are kept from one look to the next while it is in force.
    reads_board: bool,
    /// Some effect in force may make card types differ from the copiable
    /// values' (rules::indexes::may_change_types; a granted static ability might).
    changes_types: bool,
    /// What the sizes of the indexes (and the newest floating effect's
    /// timestamp) were when this was gathered: a write that changes them ends
    /// the generation. Every new effect has a fresh, larger timestamp, so a
    /// change to the list shows in its length or its last timestamp.
    stamp: (usize, usize, usize, Option<u64>, bool, u64),
}

/// The definitions a cached value was worked out from (its object's and its
/// copy effect's), held so that their addresses, part of a key, stay theirs.
type PinnedDefs = (Arc<CardDef>, Option<Arc<CardDef>>);

#[derive(Default)]
struct CacheInner {
    world: Option<Arc<CacheWorld>>,
    /// Characteristics shared by every object of one key that no effect names
    /// one by one (a million identical tokens hold one value). The definitions
    /// are kept alive, so that their addresses, part of the key, are not reused.
    shared: HashMap<ObjKey, (PinnedDefs, Arc<Characteristics>), KeyHash>,
    /// Characteristics of the objects effects name one by one.
    own: HashMap<ObjectId, (ObjKey, PinnedDefs, Arc<Characteristics>), KeyHash>,
}

/// Characteristics cached per object (613), rebuilt on demand: not part of
/// the game's state (never compared, serialized or cloned; a clone starts
/// empty). A generation ends (everything is forgotten) when a static source
/// or an attachment changes, enters or leaves, or the floating effects
/// change; an object's own changes are seen through its key. Lookups never
/// iterate the maps, so nothing depends on hash order.
#[derive(Default)]
pub struct CharsCache {
    inner: Mutex<CacheInner>,
}

impl Clone for CharsCache {
    fn clone(&self) -> Self {
        CharsCache::default()
    }
}

impl PartialEq for CharsCache {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl std::fmt::Debug for CharsCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CharsCache")
    }
}

impl CharsCache {
    fn lock(&self) -> std::sync::MutexGuard<'_, CacheInner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
    /// Forget everything (a change that may reach any object).
    pub fn clear(&mut self) {
        let inner = self.inner.get_mut().unwrap_or_else(|e| e.into_inner());
        inner.world = None;
        inner.shared.clear();
        inner.own.clear();
    }
    /// Can a change to this object change others' characteristics?
    fn is_source(&mut self, id: ObjectId) -> bool {
        let inner = self.inner.get_mut().unwrap_or_else(|e| e.into_inner());
        inner.world.as_ref().is_some_and(|w| w.sources.contains(&id))
    }
    /// How many characteristics values are held (for tests of sharing).
    pub fn len(&self) -> (usize, usize) {
        let inner = self.lock();
        (inner.shared.len(), inner.own.len())
    }
}

fn def_ptr(d: &Arc<CardDef>) -> usize {
    Arc::as_ptr(d) as usize
}

/// The characteristics of an object after continuous effects (109.3).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
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
    /// How many abilities at the end of `abilities` are the intrinsic mana
    /// abilities of the object's basic land types (305.6, rules::land_types).
    #[serde(default, skip_serializing_if = "is_zero_u8")]
    pub intrinsic: u8,
    /// Is every creature type (205.3m) besides the `subtypes` listed:
    /// changeling (702.72a) or an effect that gives all creature types.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub every_creature_type: bool,
    /// 708 (2011 rules): a split card anywhere but on the stack has its
    /// second half's name and mana cost besides the first half's (`name`,
    /// `mana_cost`); its colours and types are those of either half.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub split: Option<Box<SplitHalf>>,
    /// Protection an effect gave that doesn't remove the effect's own source
    /// ("This effect doesn't remove Black Ward"): the source and the keyword.
    /// Only what that effect added is here; the same keyword given by
    /// anything later takes it out again.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub protection_kept: Vec<(ObjectId, Keyword)>,
    /// 508.1c: the players it can't attack, nor the planeswalkers they
    /// control ("can't attack you or a planeswalker you control").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cant_attack: Vec<PlayerId>,
}

/// The second half of a split card, as its characteristics carry it (708).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SplitHalf {
    pub name: String,
    pub mana_cost: Option<ManaCost>,
    pub text: String,
}

impl Characteristics {
    /// Does the object have this name (708 (2011): a split card has either
    /// half's name outside the stack)?
    pub fn has_name(&self, n: &str) -> bool {
        self.name == n || self.split.as_ref().is_some_and(|h| h.name == n)
    }
    /// Is it multicolored (105.2b: two or more colours)? Outside the stack a
    /// split card whose halves have different colours is (708, 2011 rules:
    /// there it has the colours of both halves); on the stack, only if the
    /// half cast is.
    pub fn is_multicolored(&self) -> bool {
        self.colors.iter().count() >= 2
    }
    /// The converted mana costs it has (202.3): one, or a split card's two
    /// outside the stack (708, 2011 rules); a comparison holds if it holds
    /// for either.
    pub fn mana_values(&self) -> impl Iterator<Item = i32> + '_ {
        let cmc = |m: &Option<ManaCost>| m.as_ref().map(|m| super::limits::clamp_i32(m.converted())).unwrap_or(0);
        std::iter::once(cmc(&self.mana_cost)).chain(self.split.as_ref().map(|h| cmc(&h.mana_cost)))
    }
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
    /// Has this subtype: printed or given, or a creature type of an object
    /// that is every creature type (702.72a).
    pub fn has_subtype(&self, s: &str) -> bool {
        self.subtypes.iter().any(|x| x == s) || (self.every_creature_type && super::choices::is_creature_type(s))
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
    /// 702.16: does one of this object's protection keywords cover that source?
    pub fn protected_from(&self, source: &Characteristics) -> bool {
        self.keywords.iter().any(|k| k.protects_from(source.colors, &source.types, |t| source.has_subtype(t)))
    }
    /// Does protection keep `attachment` (an Aura or Equipment, of
    /// characteristics `a`) from being attached to this object (702.16c-d,
    /// 704.5n, 704.5p)? Not the protection an effect of the attachment's own
    /// gave when that effect doesn't remove it.
    pub fn protected_from_attachment(&self, a: &Characteristics, attachment: ObjectId) -> bool {
        self.keywords.iter().any(|k| k.protects_from(a.colors, &a.types, |t| a.has_subtype(t)) && !self.protection_kept.contains(&(attachment, *k)))
    }
    pub fn counter_limit(&self, kind: &str) -> Option<u32> {
        self.statics().find_map(|s| match s {
            StaticEffect::CounterLimit { kind: k, max } if k == kind => Some(*max),
            _ => None,
        })
    }
}

pub(crate) fn base_chars(o: &GameObject) -> Characteristics {
    let d: &CardDef = o.face_def();
    let mut colors = d.base_colors();
    if let Some(c) = o.extra.color_override {
        colors = c;
    }
    // 702.114a, 604.3: devoid defines the object as colorless in every zone.
    if d.keywords.contains(&Keyword::Devoid) {
        colors = ColorSet::default();
    }
    let mut c = Characteristics {
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
        intrinsic: 0,
        // 702.72a, 604.3: changeling defines the creature types in every zone.
        every_creature_type: d.keywords.contains(&Keyword::Changeling),
        split: None,
        protection_kept: Vec::new(),
        cant_attack: Vec::new(),
    };
    // And those its basic land types give it (305.6).
    super::land_types::refresh_intrinsic(&mut c);
    if o.zone != Zone::Stack {
        split_combined(&mut c, d, o.extra.color_override.is_some());
    }
    c
}

/// 708 (2011 rules): outside the stack a split card has both halves'
/// characteristics: the second half's name and mana cost beside the first
/// half's, and the colours and card types of either.
fn split_combined(c: &mut Characteristics, d: &CardDef, color_override: bool) {
    let Some(h) = &d.split else { return };
    if !color_override {
        c.colors = ColorSet(c.colors.0 | h.base_colors().0);
    }
    for t in &h.types {
        if !c.types.contains(t) {
            c.types.push(*t);
        }
    }
    c.split = Some(Box::new(SplitHalf { name: h.name.clone(), mana_cost: h.mana_cost.clone(), text: h.text.clone() }));
}

/// Does a characteristics value match a filter? (608.2h: only the named characteristics are checked.)
pub fn matches_filter<'c>(
    c: &Characteristics,
    o: &GameObject,
    f: &Filter,
    you: PlayerId,
    source: Option<ObjectId>,
    chosen: impl FnOnce() -> &'c Chosen,
    in_combat: impl Fn(ObjectId) -> CombatRole,
    host_of: impl FnOnce(ObjectId) -> Option<ObjectId>,
) -> bool {
    if !f.types.is_empty() && !f.types.iter().any(|t| c.has_type(*t)) {
        return false;
    }
    if !f.all_types.iter().all(|t| c.has_type(*t)) {
        return false;
    }
    if f.not_types.iter().any(|t| c.has_type(*t)) {
        return false;
    }
    if !f.subtypes.is_empty() && !f.subtypes.iter().any(|s| c.has_subtype(s)) {
        return false;
    }
    if f.not_subtypes.iter().any(|s| c.has_subtype(s)) {
        return false;
    }
    if !f.all_subtypes.iter().all(|s| c.has_subtype(s)) {
        return false;
    }
    if !f.supertypes.iter().all(|s| c.supertypes.contains(s)) {
        return false;
    }
    if f.not_supertypes.iter().any(|s| c.supertypes.contains(s)) {
        return false;
    }
    if !f.colors.is_empty() && !f.colors.iter().any(|col| c.colors.contains(*col)) {
        return false;
    }
    // 105.2b: two or more of the five colours.
    if f.multicolored && !c.is_multicolored() {
        return false;
    }
    // 105.2c: exactly one colour.
    if f.monocolored && c.colors.iter().count() != 1 {
        return false;
    }
    if f.not_colors.iter().any(|col| c.colors.contains(*col)) {
        return false;
    }
    if !f.keywords.iter().all(|k| c.has_keyword(*k)) || f.not_keywords.iter().any(|k| c.has_keyword(*k)) {
        return false;
    }
    // A player the instruction names: found by the instruction and taken out
    // of the filter before it is matched (`Game::frame_filter`); unknown here.
    if f.controlled_by.is_some() {
        return false;
    }
    match f.controller {
        Some(Relation::You) if c.controller != you => return false,
        Some(Relation::Opponent) if c.controller == you => return false,
        _ => {}
    }
    if f.not_controlled_by_you && c.controller == you {
        return false;
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
    if f.itself && Some(o.id) != source {
        return false;
    }
    // 120.3: dealt damage this turn by the object looking (a trigger's source).
    if f.dealt_damage_by_this_turn && !source.is_some_and(|s| o.extra.damaged_by.contains(&s)) {
        return false;
    }
    if let Some(n) = &f.name {
        if !c.has_name(n) {
            return false;
        }
    }
    if f.in_combat || f.attacking || f.blocking {
        let role = in_combat(o.id);
        if (f.in_combat && !role.any()) || (f.attacking && !role.attacking) || (f.blocking && !role.blocking) {
            return false;
        }
    }
    // "Enchanted creature", "equipped creature": what the source is attached to.
    if f.attached && source.and_then(host_of) != Some(o.id) {
        return false;
    }
    if let Some(u) = f.started_turn_untapped {
        if o.started_turn_untapped != u {
            return false;
        }
    }
    // What was chosen is looked up only by a filter that reads it.
    matches_numbers(c, o, f, you) && (!(f.chosen_type || f.chosen_color || f.chosen_name || f.mana_value_chosen || f.mana_value_x.is_some()) || matches_chosen(c, f, chosen()))
}

/// The parts of a filter that read what was chosen (608.2d, 614.12): "of the
/// chosen type", "with the chosen name", "with converted mana cost equal to
/// the chosen number", and "with converted mana cost X" (107.3: the X
/// announced for the spell or ability, 601.2b). Nothing matches one while
/// nothing was chosen.
fn matches_chosen(c: &Characteristics, f: &Filter, chosen: &Chosen) -> bool {
    if f.chosen_type && !chosen.creature_type.as_deref().is_some_and(|t| c.has_subtype(t)) {
        return false;
    }
    if f.chosen_color && !chosen.color.is_some_and(|col| c.colors.contains(col)) {
        return false;
    }
    if f.chosen_name && !chosen.name.as_deref().is_some_and(|n| c.has_name(n)) {
        return false;
    }
    if f.mana_value_chosen && !c.mana_values().any(|mv| chosen.number == Some(mv)) {
        return false;
    }
    if let Some(cmp) = f.mana_value_x {
        if !chosen.x.is_some_and(|x| c.mana_values().any(|mv| cmp.holds(mv.saturating_sub(x)))) {
            return false;
        }
    }
    true
}

/// The parts of a filter that compare numbers, the owner and counters.
fn matches_numbers(c: &Characteristics, o: &GameObject, f: &Filter, you: PlayerId) -> bool {
    // Something without power or toughness matches no comparison of them.
    if f.power.is_some_and(|cmp| !c.power.is_some_and(|p| cmp.holds(p))) || f.toughness.is_some_and(|cmp| !c.toughness.is_some_and(|t| cmp.holds(t))) {
        return false;
    }
    if let Some(cmp) = f.mana_value {
        if !c.mana_values().any(|mv| cmp.holds(mv)) {
            return false;
        }
    }
    // A number not yet counted (608.2h: `frame_filter` fixes it): nothing matches.
    if f.mana_value_equal_to.is_some() {
        return false;
    }
    match f.owner {
        Some(Relation::You) if o.owner != you => return false,
        Some(Relation::Opponent) if o.owner == you => return false,
        _ => {}
    }
    if let Some(k) = &f.with_counter {
        if o.extra.counters.get(k).copied().unwrap_or(0) == 0 {
            return false;
        }
    }
    // 120.3: dealt damage this turn (the object as it is: a new object after a zone change, 400.7, was not).
    if f.dealt_damage_this_turn && !o.extra.damaged_this_turn {
        return false;
    }
    true
}

/// One step of layer 7 (613.3) on one object: a continuous effect or the
/// counters that changed its power and toughness (`Game::pt_steps`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PtStep {
    /// The sublayer: pt_defining (613.3a), pt_setting (613.3b), pt_modifying
    /// (613.3c), pt_counters (613.3d) or pt_switching (613.3e).
    pub layer: Layer,
    /// The rule of that sublayer ("613.3c"; 613.4 in today's numbering).
    pub rule: String,
    /// The object whose ability or effect it is; None for counters.
    pub source: Option<ObjectId>,
    /// That object's name (its last known name if it has left, 608.2b), or
    /// the kind of counter ("+1/+1 counter").
    pub source_name: String,
    /// 613.3d: how many counters of that kind; 0 for an effect.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub counters: u32,
    /// What this step added to power and toughness (negative: lowered).
    pub power: i32,
    pub toughness: i32,
    /// 613.3a–b: the values it set (its change is then new minus old).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set: Option<(i32, i32)>,
    pub duration: PtDuration,
}

fn is_zero_u8(n: &u8) -> bool {
    *n == 0
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// How long a power/toughness change lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum PtDuration {
    /// A static ability's effect: while its source is on the battlefield with the ability (611.3).
    WhileSourceHasIt,
    /// A resolved spell's or ability's effect "until end of turn" (611.2, 514.2).
    UntilEndOfTurn,
    /// "Until your next turn": until its controller's next turn begins (611.2).
    UntilNextTurn,
    /// Through the affected permanent's controller's next untap step (502.2).
    NextUntapStep,
    /// "For as long as" a condition holds (611.2b).
    WhileConditionHolds,
    /// A resolved spell's or ability's effect with no stated end (611.2).
    Indefinitely,
    /// Counters stay until removed (613.3d, 704.5r).
    Counters,
}

/// What a continuous effect applies to, as the layer system sees it.
#[derive(Clone, Debug)]
enum Selector {
    /// Permanents matching the filter (a static ability's "all ..."), seen from `controller`.
    All(Filter),
    /// The permanent the source is attached to.
    Attached,
    /// The source itself.
    This,
    /// One object fixed when the effect began (611.2c).
    Fixed(ObjectId),
}

/// A change, as the layer system applies it.
#[derive(Clone, Debug)]
enum Change {
    Mod(Modification),
    /// 613.3a: a characteristic-defining ability that defines power and toughness.
    DefinePt(Amount, Amount),
}

impl Change {
    fn layer(&self) -> Option<Layer> {
        match self {
            Change::Mod(m) => m.layer(),
            Change::DefinePt(..) => Some(Layer::PtDefining),
        }
    }
}

/// One continuous effect in the list the layer system applies (613).
#[derive(Clone, Debug)]
struct LayerEffect<'a> {
    /// 613.6: when it began (a static ability: its source's timestamp, or the
    /// timestamp of the effect that granted the ability, whichever is later).
    timestamp: u64,
    /// Creation order, to break ties between equal timestamps deterministically.
    order: usize,
    source: ObjectId,
    /// The static ability generating it; None for an effect of a resolved
    /// spell or ability, which exists whatever happens to its source (611.2).
    ability: Option<Cow<'a, Ability>>,
    /// Whose point of view the filter takes ("creatures you control").
    controller: PlayerId,
    selector: Selector,
    changes: Vec<Change>,
    /// From a characteristic-defining ability (604.3): applied first (613.2).
    cda: bool,
    /// How long it lasts, as the P/T breakdown says it (611.2, 611.3).
    lasts: PtDuration,
}

impl LayerEffect<'_> {
    fn in_layer(&self, l: Layer) -> bool {
        self.changes.iter().any(|c| c.layer() == Some(l))
    }
}

/// The objects whose characteristics are being worked out together.
struct World<'a> {
    objs: Vec<&'a GameObject>,
    chars: Vec<Characteristics>,
    /// When asked for (`Game::pt_steps`): what each power/toughness step did
    /// to the first object.
    trace: Option<Vec<PtStep>>,
}

impl World<'_> {
    fn index(&self, id: ObjectId) -> Option<usize> {
        self.objs.iter().position(|o| o.id == id)
    }
}

/// The characteristics of a face-down object (707.2): no name, colour,
/// subtypes, abilities or mana cost. A face-down permanent or spell is a 2/2
/// creature (707.2a: the copiable values of one that was turned face down or
/// entered face down; 702.36c: a spell cast face down with morph), so it is
/// no planeswalker and has no loyalty; a face-down card elsewhere (a scheme
/// in the command zone) keeps only its card types.
fn face_down_chars(o: &GameObject, c: &Characteristics) -> Characteristics {
    let permanent = matches!(o.zone, Zone::Battlefield | Zone::Stack);
    Characteristics {
        name: String::new(),
        mana_cost: None,
        colors: ColorSet::empty(),
        supertypes: vec![],
        types: if permanent { vec![CardType::Creature] } else { c.types.clone() },
        subtypes: vec![],
        text: String::new(),
        power: permanent.then_some(2),
        toughness: permanent.then_some(2),
        loyalty: None,
        keywords: vec![],
        abilities: vec![],
        controller: o.controller,
        intrinsic: 0,
        every_creature_type: false,
        split: None,
        protection_kept: Vec::new(),
        cant_attack: Vec::new(),
    }
}

/// After an effect that doesn't remove its source applied to `c`: the
/// protections it added (those `c` didn't have before, `had`) don't make
/// `source` fall off (702.16, 704.5n).
fn note_kept_protection(c: &mut Characteristics, had: &[Keyword], source: ObjectId) {
    let added: Vec<Keyword> = c.keywords.iter().filter(|k| !had.contains(k) && k.label().starts_with("protection from ")).copied().collect();
    c.protection_kept.extend(added.into_iter().map(|k| (source, k)));
}

/// The order the layers are applied in (613.1, 613.3). Copy (1) is the
/// object's copiable values, read in `base_chars`; control (2) is kept on the
/// object; no effect here changes text (3).
const LAYERS: [Layer; 8] = [
    Layer::Type,
    Layer::Color,
    Layer::Ability,
    Layer::PtDefining,
    Layer::PtSetting,
    Layer::PtModifying,
    Layer::PtCounters,
    Layer::PtSwitching,
];

fn is_pt_layer(l: Layer) -> bool {
    l >= Layer::PtDefining
}

/// Apply one change to characteristics (in its layer).
fn apply_change(c: &mut Characteristics, change: &Modification) {
    match change {
        Modification::AddType(t) => {
            if !c.types.contains(t) {
                c.types.push(*t);
            }
        }
        Modification::SetTypes(ts) => c.types = ts.clone(),
        Modification::AddSubtype(st) => {
            if !c.subtypes.contains(st) {
                c.subtypes.push(st.clone());
            }
        }
        Modification::SetLandTypes(ts) => super::land_types::set_land_types(c, ts),
        Modification::AllCreatureTypes => c.every_creature_type = true,
        Modification::LoseCreatureTypes => {
            c.every_creature_type = false;
            c.subtypes.retain(|s| !super::choices::is_creature_type(s));
        }
        Modification::SetCreatureType(t) => {
            c.every_creature_type = false;
            c.subtypes.retain(|s| !super::choices::is_creature_type(s));
            c.subtypes.push(t.clone());
        }
        // Read before it came here (`Game::fixed_change`, `locked_change`); none chosen, no change.
        Modification::SetChosenCreatureType | Modification::SetChosenLandType => {}
        Modification::SetColors(cs) => c.colors = *cs,
        // Read before it came here (`Game::fixed_change`, `locked_change`); none chosen, no change.
        Modification::SetChosenColor => {}
        Modification::AddKeyword(k) => {
            if !c.keywords.contains(k) {
                c.keywords.push(*k);
            }
            // A keyword that stands for a triggered ability brings it, one
            // more instance each time it is gained: each instance triggers
            // (702.24b flanking, 702.38b provoke).
            c.abilities.extend(crate::cards::def::triggered_keyword_ability(*k));
            c.protection_kept.retain(|(_, x)| x != k);
        }
        Modification::RemoveKeyword(k) => {
            c.keywords.retain(|x| x != k);
            // Every instance of a triggered keyword's ability goes with it (613.1f).
            if let Some(a) = crate::cards::def::triggered_keyword_ability(*k) {
                c.abilities.retain(|x| *x != a);
            }
            c.protection_kept.retain(|(_, x)| x != k);
        }
        // Noted by the effect that has it (`Game::apply_effect`).
        Modification::DoesntRemoveSource => {}
        // A chosen colour was read before it came here (`Game::fixed_change`,
        // `locked_change`); none chosen, nothing is gained.
        Modification::ProtectionFrom(r) => {
            if let Some(k) = r.resolve(None).map(Keyword::protection_from_color) {
                if !c.keywords.contains(&k) {
                    c.keywords.push(k);
                }
                c.protection_kept.retain(|(_, x)| *x != k);
            }
        }
        Modification::AddAbility(a) => c.abilities.push((**a).clone()),
        Modification::CantAttackPlayer(p) => {
            if !c.cant_attack.contains(p) {
                c.cant_attack.push(*p);
            }
        }
        Modification::LoseAllAbilities => {
            c.keywords.clear();
            c.abilities.clear();
            c.protection_kept.clear();
        }
        // Power and toughness changes apply to creatures only (a noncreature's
        // printed numbers are left alone); the base of a creature without them is 0.
        // Their numbers are fixed before they come here (`Game::fixed_change`).
        Modification::SetPowerToughness { power, toughness } => {
            if c.is_creature() {
                c.power = Some(power.fixed().unwrap_or(0));
                c.toughness = Some(toughness.fixed().unwrap_or(0));
            }
        }
        Modification::Pump { power, toughness } => {
            if c.is_creature() {
                c.power = Some(c.power.unwrap_or(0).saturating_add(power.fixed().unwrap_or(0)));
                c.toughness = Some(c.toughness.unwrap_or(0).saturating_add(toughness.fixed().unwrap_or(0)));
            }
        }
        Modification::SwitchPowerToughness => {
            if c.is_creature() {
                let (p, t) = (c.power.unwrap_or(0), c.toughness.unwrap_or(0));
                c.power = Some(t);
                c.toughness = Some(p);
            }
        }
        // Control is kept on the object (see `Game::refresh_control`).
        // Control (613.1b) is the permanent's `controller`, kept by `refresh_control`.
        Modification::CantBeRegenerated
        | Modification::GainFlashback
        | Modification::ExileIfItWouldLeave
        | Modification::WouldDieInstead(_)
        | Modification::DoesntUntap
        | Modification::BecomeCopy { .. }
        | Modification::CopiedValues(_)
        | Modification::SetController(_)
        | Modification::YouControl
        | Modification::CantAttackYou => {}
    }
}

/// Can this change give an object an ability it did not have: granted, or
/// the mana ability of a basic land type it gains (305.6, 305.7)?
fn gives_abilities(m: &Modification) -> bool {
    match m {
        Modification::AddAbility(_) | Modification::SetLandTypes(_) | Modification::SetChosenLandType => true,
        Modification::AddSubtype(s) => super::land_types::is_basic_land_type(s),
        _ => false,
    }
}

/// Does this change, applied in this layer, alter what a filter reads?
fn change_touches_filter(m: &Modification, f: &Filter) -> bool {
    let reads_types = !f.types.is_empty() || !f.not_types.is_empty() || !f.all_types.is_empty() || !f.subtypes.is_empty() || !f.not_subtypes.is_empty() || !f.all_subtypes.is_empty() || !f.supertypes.is_empty() || !f.not_supertypes.is_empty();
    let reads_colors = !f.colors.is_empty() || !f.not_colors.is_empty() || f.chosen_color;
    match m {
        Modification::AddType(_) | Modification::SetTypes(_) | Modification::AddSubtype(_) | Modification::SetLandTypes(_) | Modification::SetChosenLandType | Modification::AllCreatureTypes | Modification::LoseCreatureTypes => reads_types,
        Modification::SetChosenCreatureType | Modification::SetCreatureType(_) => reads_types || f.chosen_type,
        Modification::SetColors(_) | Modification::SetChosenColor => reads_colors,
        _ => false,
    }
}

impl Game {
    /// The current characteristics of an object, or its last known
    /// information when it has left its zone (608.2g). Shared with the
    /// cache, not copied: reading them costs the same whatever they hold.
    pub fn chars(&self, id: ObjectId) -> Option<Arc<Characteristics>> {
        match self.objects.get(&id) {
            Some(o) => Some(self.cached_chars(o)),
            None => self.lki.get(&id).map(|l| l.chars.clone()),
        }
    }

    /// Characteristics of an object that must exist (callers hold a live id).
    pub fn chars_of(&self, o: &GameObject) -> Arc<Characteristics> {
        self.cached_chars(o)
    }

    /// A change that may reach other objects' characteristics: forget the cache.
    pub(crate) fn invalidate_chars(&mut self) {
        self.idx.changes += 1;
        self.chars_cache.clear();
    }

    /// `mark_dirty`'s part: a change to a static source or an attached object
    /// may change what it does to others; any other object's own changes are
    /// seen through its key.
    pub(crate) fn chars_changed(&mut self, id: ObjectId) {
        if self.chars_cache.is_source(id) {
            self.chars_cache.clear();
        }
    }

    fn cache_stamp(&self) -> (usize, usize, usize, Option<u64>, bool, u64) {
        let conditions = if self.conditional_sources.is_empty() { 0 } else { self.static_conditions_digest(false) };
        (self.static_sources.len(), self.attachers.len(), self.effects.len(), self.effects.last().map(|e| e.timestamp), self.all_dirty, conditions)
    }

    /// Gather what the cache needs to know about the effects in force (once a generation).
    fn cache_world(&self) -> CacheWorld {
        let mut w = CacheWorld { stamp: self.cache_stamp(), ..Default::default() };
        let layer_changes_abilities = |m: &Modification| {
            matches!(
                m,
                Modification::AddAbility(_)
                    | Modification::LoseAllAbilities
                    | Modification::SetTypes(_)
                    | Modification::AddSubtype(_)
                    | Modification::AddType(_)
                    | Modification::SetLandTypes(_) | Modification::SetChosenLandType
            )
        };
        for sid in &self.static_sources {
            w.sources.insert(*sid);
            let Some(src) = self.objects.get(sid) else { continue };
            let d: &CardDef = src.face_def();
            for a in &d.abilities {
                let Ability::Static { effect, condition, .. } = a else { continue };
                // 611.3a: a condition over the battlefield reads other objects' characteristics.
                w.reads_board |= condition.as_ref().is_some_and(super::static_conditions::condition_reads_board);
                if let Some((affects, mods)) = effect.as_continuous() {
                    if let Affects::All(f) = &affects {
                        w.reads_combat |= f.in_combat || f.attacking || f.blocking;
                        w.reads_tapped |= f.tapped.is_some() || f.started_turn_untapped.is_some();
                        w.reads_counters |= f.with_counter.is_some();
                        w.grants_all |= mods.iter().any(gives_abilities);
                    }
                    w.changes_abilities |= mods.iter().any(layer_changes_abilities);
                    w.grants_keywords |= mods.iter().any(|m| matches!(m, Modification::AddKeyword(_)));
                    w.reads_board |= mods.iter().any(change_reads_board);
                    w.changes_types |= mods.iter().any(super::indexes::may_change_types);
                    w.pt_statics |= mods.iter().any(|m| match m {
                        Modification::AddAbility(g) => matches!(**g, Ability::Static { .. }),
                        m => m.layer().is_some_and(is_pt_layer),
                    });
                    // Granted static abilities may read combat too.
                    for m in mods {
                        if let Modification::AddAbility(g) = m {
                            if let Ability::Static { effect: ge, .. } = &**g {
                                if let Some((Affects::All(f), _)) = ge.as_continuous() {
                                    w.reads_combat |= f.in_combat || f.attacking || f.blocking;
                        w.reads_tapped |= f.tapped.is_some() || f.started_turn_untapped.is_some();
                        w.reads_counters |= f.with_counter.is_some();
                                }
                            }
                        }
                    }
                }
            }
        }
        for aid in &self.attachers {
            w.sources.insert(*aid);
            w.individual.insert(*aid);
            if let Some(att) = self.objects.get(aid) {
                let d: &CardDef = att.extra.copy_of.as_deref().unwrap_or(&att.def);
                w.reads_board |= d.abilities.iter().any(|a| matches!(a, Ability::Static { effect, .. } if effect.as_continuous().is_some_and(|(_, mods)| mods.iter().any(change_reads_board))));
            }
            // The host may carry an ability granted through the attachment; only a
            // granted static ability makes a change to the host reach other objects.
            if let Some(att) = self.objects.get(aid) {
                if let Some(TargetChoice::Object(host)) = att.extra.attached_to {
                    let d: &CardDef = att.face_def();
                    let grants_static = d.abilities.iter().any(|a| {
                        matches!(a, Ability::Static { effect, .. } if effect.granted_to_attached().any(|g| matches!(g, Ability::Static { .. })))
                    });
                    if grants_static {
                        w.sources.insert(host);
                        w.changes_types = true;
                    }
                    // Its characteristics are its own (not shared with others of its card).
                    w.individual.insert(host);
                    w.granted_hosts.push(host);
                }
            }
        }
        for (i, fe) in self.effects.iter().enumerate() {
            w.individual.insert(fe.affected);
            w.effects_on.entry(fe.affected).or_default().push(i);
            w.changes_abilities |= layer_changes_abilities(&fe.modification);
            w.grants_keywords |= matches!(fe.modification, Modification::AddKeyword(_));
            w.floating_removes |= matches!(fe.modification, Modification::LoseAllAbilities | Modification::SetLandTypes(_) | Modification::SetChosenLandType);
            w.changes_types |= super::indexes::may_change_types(&fe.modification);
            if gives_abilities(&fe.modification) {
                w.granted_hosts.push(fe.affected);
            }
            if let Modification::AddAbility(a) = &fe.modification {
                if let Ability::Static { .. } = &**a {
                    w.pt_statics = true;
                }
                if let Ability::Static { effect, .. } = &**a {
                    w.granting_statics.push(i);
                    w.sources.insert(fe.affected);
                    if let Some((Affects::All(f), _)) = effect.as_continuous() {
                        w.reads_combat |= f.in_combat || f.attacking || f.blocking;
                        w.reads_tapped |= f.tapped.is_some() || f.started_turn_untapped.is_some();
                        w.reads_counters |= f.with_counter.is_some();
                    }
                }
            }
        }
        w.individual.extend(w.sources.iter().copied());
        w
    }

    fn obj_key(&self, o: &GameObject, w: &CacheWorld) -> ObjKey {
        ObjKey {
            def: def_ptr(&o.def),
            copy_of: o.extra.copy_of.as_ref().map(def_ptr).unwrap_or(0),
            color_override: o.extra.color_override.map(|c| c.0),
            controller: o.controller,
            zone: o.zone,
            face_down: o.face_down,
            transformed: o.extra.transformed,
            flipped: o.extra.flipped,
            split_second_half: o.extra.split_second_half,
            phased_out: o.phased_out,
            counters_pt: counters_pt(o),
            tapped: w.reads_tapped && o.tapped,
            token: o.token,
            started_turn_untapped: w.reads_tapped && o.started_turn_untapped,
            in_combat: if w.reads_combat { self.combat_role(o.id) } else { CombatRole::NONE },
            counters: if w.reads_counters { o.extra.counters.iter().map(|(k, n)| (k.clone(), *n)).collect() } else { Vec::new() },
        }
    }

    /// Does the object carry a characteristic-defining ability (604.3)? Its
    /// characteristics depend on the game at large: never cached.
    fn has_cda(o: &GameObject) -> bool {
        let d: &CardDef = o.face_def();
        d.abilities.iter().any(|a| matches!(a, Ability::Static { effect: StaticEffect::DefinePowerToughness { .. }, .. }))
    }

    /// The cache's view of the effects in force, gathered again when a generation ended.
    fn cache_world_now(&self) -> Arc<CacheWorld> {
        let stamp = self.cache_stamp();
        {
            let mut inner = self.chars_cache.lock();
            match &inner.world {
                Some(w) if w.stamp == stamp => return w.clone(),
                Some(_) => {
                    inner.world = None;
                    inner.shared.clear();
                    inner.own.clear();
                }
                None => {}
            }
        }
        let w = Arc::new(self.cache_world());
        self.chars_cache.lock().world = Some(w.clone());
        w
    }

    /// Does a floating effect on `id` make the change `m` (from the cache's
    /// index of effects by object, not a look at every effect)?
    pub(crate) fn has_floating(&self, id: ObjectId, m: &Modification) -> bool {
        let w = self.cache_world_now();
        w.effects_on.get(&id).is_some_and(|v| v.iter().any(|i| self.effects.get(*i).is_some_and(|e| e.affected == id && e.modification == *m)))
    }

    /// The permanents of player `p` that may have an activated ability (602):
    /// those that entered with one, and those an attachment or a floating
    /// effect may grant one to; every permanent of theirs when a static
    /// ability grants abilities to "all ..." permanents. In id order, each once.
    pub(crate) fn activation_candidates(&self, p: PlayerId) -> Vec<ObjectId> {
        let w = self.cache_world_now();
        let mut ids: Vec<ObjectId> = if w.grants_all {
            self.note_scan();
            self.battlefield.iter().copied().filter(|id| self.objects.get(id).is_some_and(|o| o.controller == p)).collect()
        } else {
            let mut v: Vec<ObjectId> = self.activated_sources.get(&p).map(|s| s.iter().copied().collect()).unwrap_or_default();
            v.extend(w.granted_hosts.iter().copied().filter(|id| self.battlefield.contains(id)));
            v
        };
        ids.sort();
        ids.dedup();
        ids.retain(|id| self.objects.get(id).is_some_and(|o| o.controller == p && (o.on_battlefield() || o.functions_in_command_zone())));
        ids
    }

    /// Does a static ability in force select by tapped or by "untapped as the
    /// turn began" (so that these can change characteristics, 613)?
    pub(crate) fn tapped_read_in_force(&self) -> bool {
        self.cache_world_now().reads_tapped
    }

    /// Is some continuous effect in force able to change card types (rules::indexes)?
    pub(crate) fn changes_types_in_force(&self) -> bool {
        self.cache_world_now().changes_types
    }

    /// Is some continuous effect in force able to change abilities or land
    /// types (so that the printed mana abilities may not be the ones an object has)?
    pub(crate) fn abilities_may_change(&self) -> bool {
        self.cache_world_now().changes_abilities
    }

    /// May an effect in force give or take abilities or keywords (613.1f,
    /// layer 6), so that an object's may not be the ones it was printed with?
    pub(crate) fn printed_abilities_may_differ(&self) -> bool {
        let w = self.cache_world_now();
        w.changes_abilities || w.grants_keywords
    }

    /// The first permanent with a functioning static ability that `says`
    /// holds for (the effect, the permanent, its controller), by name: "is
    /// there a permanent whose ability lets / forbids ...".
    pub(crate) fn static_saying(&self, says: impl Fn(&StaticEffect, ObjectId, PlayerId) -> bool) -> Option<String> {
        self.static_sources.iter().find_map(|&s| {
            let o = self.objects.get(&s).filter(|o| o.abilities_function())?;
            let c = self.chars(s)?;
            let found = c.statics().any(|e| says(e, s, o.controller));
            found.then(|| c.name.clone())
        })
    }

    /// Does a static ability in force count something on the battlefield
    /// (so any permanent's characteristics may change with any move)?
    pub(crate) fn statics_read_board(&self) -> bool {
        self.cache_world_now().reads_board
    }

    fn cached_chars(&self, o: &GameObject) -> Arc<Characteristics> {
        if Self::has_cda(o) {
            return Arc::new(self.layered(&[o], None).pop().unwrap_or_else(|| base_chars(o)));
        }
        let w = self.cache_world_now();
        if w.reads_board || self.board_guard.active() {
            return Arc::new(self.layered(&[o], None).pop().unwrap_or_else(|| base_chars(o)));
        }
        let key = self.obj_key(o, &w);
        let individual = w.individual.contains(&o.id);
        {
            let inner = self.chars_cache.lock();
            if individual {
                if let Some((k, _, c)) = inner.own.get(&o.id) {
                    if *k == key {
                        return c.clone();
                    }
                }
            } else if let Some((_, c)) = inner.shared.get(&key) {
                return c.clone();
            }
        }
        // Worked out without holding the cache (the layers may read other objects).
        let c = Arc::new(self.layered(&[o], None).pop().unwrap_or_else(|| base_chars(o)));
        let mut inner = self.chars_cache.lock();
        // Only into the generation it was worked out in.
        if inner.world.as_ref().is_some_and(|x| Arc::ptr_eq(x, &w)) {
            if individual {
                inner.own.insert(o.id, (key, (o.def.clone(), o.extra.copy_of.clone()), c.clone()));
            } else {
                inner.shared.insert(key, ((o.def.clone(), o.extra.copy_of.clone()), c.clone()));
            }
        }
        c
    }

    /// The characteristics of several objects at once: the list of effects is
    /// gathered and ordered once for all of them.
    pub fn chars_many(&self, ids: &[ObjectId]) -> Vec<Characteristics> {
        let objs: Vec<&GameObject> = ids.iter().filter_map(|id| self.objects.get(id)).collect();
        self.layered(&objs, None)
    }

    /// Characteristics through a given layer only (the last one applied):
    /// what a characteristic-defining ability counts looks at types, not at
    /// power and toughness, so counting never loops (613.3a).
    pub(crate) fn chars_until(&self, o: &GameObject, until: Layer) -> Characteristics {
        self.layered(&[o], Some(until)).pop().unwrap_or_else(|| base_chars(o))
    }

    /// The static abilities of a permanent that change characteristics, as effects.
    fn static_effects_of<'a>(&self, src: &GameObject, abilities: impl Iterator<Item = Cow<'a, Ability>>, granted_at: u64, out: &mut Vec<LayerEffect<'a>>) {
        for a in abilities {
            let Ability::Static { effect, .. } = a.as_ref() else { continue };
            // 611.3a: a conditional static ability applies only while its condition holds.
            if !self.static_active(src, a.as_ref()) {
                continue;
            }
            let Some((affects, mods)) = effect.as_continuous() else { continue };
            let selector = match affects {
                Affects::All(f) => Selector::All(f.clone()),
                Affects::Attached => Selector::Attached,
                Affects::This => Selector::This,
            };
            let changes = mods.iter().cloned().map(Change::Mod).collect();
            out.push(LayerEffect {
                timestamp: src.timestamp.max(granted_at),
                order: out.len(),
                source: src.id,
                ability: Some(a),
                controller: src.controller,
                selector,
                changes,
                cda: false,
                lasts: PtDuration::WhileSourceHasIt,
            });
        }
    }

    /// Work out the characteristics of `targets` through the layers (613).
    fn layered(&self, targets: &[&GameObject], until: Option<Layer>) -> Vec<Characteristics> {
        self.layered_traced(targets, until, false).0
    }

    /// `layered`, and with `trace`, the power/toughness steps of the first target.
    fn layered_traced(&self, targets: &[&GameObject], until: Option<Layer>, trace: bool) -> (Vec<Characteristics>, Vec<PtStep>) {
        let w = self.cache_world_now();
        let (mut effects, sources) = self.static_layer_effects(&w);
        // The world: the objects asked about, and the static sources when an
        // effect could take their abilities away (their effects' existence then
        // depends on the layer system itself).
        let removes_abilities = |e: &LayerEffect| e.changes.iter().any(|c| matches!(c, Change::Mod(Modification::LoseAllAbilities | Modification::SetLandTypes(_) | Modification::SetChosenLandType)));
        let need_sources = effects.iter().any(removes_abilities) || w.floating_removes;
        let mut world = World { objs: targets.to_vec(), chars: Vec::new(), trace: trace.then(Vec::new) };
        if need_sources {
            for s in &sources {
                if world.index(s.id).is_none() {
                    world.objs.push(s);
                }
            }
        }
        world.chars = world.objs.iter().map(|o| if o.face_down { face_down_chars(o, &base_chars(o)) } else { base_chars(o) }).collect();
        // 611.3a: a conditional static ability that doesn't apply now is not among the object's abilities.
        if !self.conditional_sources.is_empty() {
            for (o, c) in world.objs.iter().zip(world.chars.iter_mut()) {
                if self.conditional_sources.contains(&o.id) {
                    c.abilities.retain(|a| self.static_active(o, a));
                }
            }
        }
        self.world_layer_effects(&w, &world, &mut effects);
        self.apply_layers(&effects, &mut world, until);
        world.chars.truncate(targets.len());
        let trace = world.trace.take().unwrap_or_default();
        (world.chars, trace)
    }

    /// The static abilities of the permanents, and those granted to
    /// permanents, as layer effects; with the permanents they come from.
    fn static_layer_effects<'a>(&'a self, w: &CacheWorld) -> (Vec<LayerEffect<'a>>, Vec<&'a GameObject>) {
        // Gather the list of continuous effects.
        let mut effects: Vec<LayerEffect> = Vec::new();
        let mut sources: Vec<&GameObject> = Vec::new();
        for sid in &self.static_sources {
            let Some(src) = self.objects.get(sid) else { continue };
            if src.face_down || !src.abilities_function() {
                continue;
            }
            // The source's own abilities, read from its copiable values (layer 1),
            // borrowed: nothing is copied for a source that changes nothing.
            let d: &CardDef = src.face_def();
            let before = effects.len();
            self.static_effects_of(src, d.abilities.iter().map(Cow::Borrowed), 0, &mut effects);
            if effects.len() > before {
                sources.push(src);
            }
        }
        // Static abilities granted to a permanent by an Aura or Equipment, or
        // by a resolved effect, are that permanent's own (613.6a: the later of
        // the two timestamps).
        let mut granted: Vec<(ObjectId, Cow<Ability>, u64)> = Vec::new();
        for e in &effects {
            if let Selector::Attached = e.selector {
                for ch in &e.changes {
                    if let Change::Mod(Modification::AddAbility(a)) = ch {
                        if matches!(**a, Ability::Static { .. }) {
                            if let Some(TargetChoice::Object(host)) = self.objects.get(&e.source).and_then(|s| s.extra.attached_to) {
                                granted.push((host, Cow::Owned((**a).clone()), e.timestamp));
                            }
                        }
                    }
                }
            }
        }
        // Static abilities a permanent's own static ability gives it while
        // that ability applies (a leveler's band, 710.2: "has [ability] as
        // long as ..."), with the source's timestamp.
        for sid in &self.static_sources {
            let Some(src) = self.objects.get(sid) else { continue };
            if src.face_down || !src.abilities_function() {
                continue;
            }
            let d: &CardDef = src.face_def();
            for a in &d.abilities {
                let Ability::Static { effect: StaticEffect::Continuous { affects: Affects::This, modifications }, .. } = a else { continue };
                if !self.static_active(src, a) {
                    continue;
                }
                for m in modifications {
                    if let Modification::AddAbility(g) = m {
                        if matches!(**g, Ability::Static { .. }) {
                            granted.push((src.id, Cow::Borrowed(&**g), src.timestamp));
                        }
                    }
                }
            }
        }
        // The floating effects, from the cache's index by affected object
        // (611.2c) rather than a look at every effect.
        for &i in &w.granting_statics {
            let Some(fe) = self.effects.get(i) else { continue };
            if let Modification::AddAbility(a) = &fe.modification {
                if matches!(**a, Ability::Static { .. }) {
                    granted.push((fe.affected, Cow::Borrowed(&**a), fe.timestamp));
                }
            }
        }
        for (host, a, ts) in granted {
            let Some(h) = self.objects.get(&host) else { continue };
            if h.zone != Zone::Battlefield || h.phased_out {
                continue;
            }
            let before = effects.len();
            self.static_effects_of(h, std::iter::once(a), ts, &mut effects);
            if effects.len() > before && !sources.iter().any(|s| s.id == h.id) {
                sources.push(h);
            }
        }
        (effects, sources)
    }

    /// The floating effects on the world's objects, and their
    /// characteristic-defining abilities, as layer effects.
    fn world_layer_effects<'a>(&'a self, w: &CacheWorld, world: &World<'a>, effects: &mut Vec<LayerEffect<'a>>) {
        // Floating effects on the objects of the world (611.2c: fixed objects),
        // in the order of the list.
        let mut on_world: Vec<usize> = world.objs.iter().flat_map(|o| w.effects_on.get(&o.id).into_iter().flatten().copied()).collect();
        on_world.sort_unstable();
        on_world.dedup();
        for fe in on_world.into_iter().filter_map(|i| self.effects.get(i)) {
            if fe.modification.layer().is_none() || world.index(fe.affected).is_none() {
                continue;
            }
            effects.push(LayerEffect {
                timestamp: fe.timestamp,
                order: effects.len(),
                source: fe.source,
                ability: None,
                controller: self.controller_of(fe.source).unwrap_or(PlayerId(0)),
                selector: Selector::Fixed(fe.affected),
                changes: vec![Change::Mod(fe.modification.clone())],
                cda: false,
                lasts: match fe.duration {
                    Duration::Indefinitely => PtDuration::Indefinitely,
                    Duration::EndOfTurn => PtDuration::UntilEndOfTurn,
                    Duration::UntilYourNextTurn => PtDuration::UntilNextTurn,
                    Duration::NextUntapStep => PtDuration::NextUntapStep,
                    Duration::AsLongAs(_) => PtDuration::WhileConditionHolds,
                },
            });
        }
        // Characteristic-defining abilities of the world's objects (604.3, 613.3a).
        for o in &world.objs {
            if o.face_down {
                continue;
            }
            let d: &CardDef = o.face_def();
            for a in &d.abilities {
                if let Ability::Static { effect: StaticEffect::DefinePowerToughness { power, toughness }, .. } = a {
                    effects.push(LayerEffect {
                        timestamp: o.timestamp,
                        order: effects.len(),
                        source: o.id,
                        ability: Some(Cow::Borrowed(a)),
                        controller: o.controller,
                        selector: Selector::This,
                        changes: vec![Change::DefinePt(power.clone(), toughness.clone())],
                        cda: true,
                        lasts: PtDuration::WhileSourceHasIt,
                    });
                }
            }
        }
    }

    /// 613.1–613.7: the effects applied layer by layer (up to `until`), in
    /// timestamp order or in the order dependencies give.
    fn apply_layers(&self, effects: &[LayerEffect], world: &mut World, until: Option<Layer>) {
        // 613.5: the objects an effect started to apply to, by effect.
        let mut locked: Vec<Option<Vec<ObjectId>>> = vec![None; effects.len()];
        for layer in LAYERS {
            if until.map(|u| layer > u).unwrap_or(false) {
                break;
            }
            if layer == Layer::PtCounters {
                apply_counters(world);
                continue;
            }
            let mut pending: Vec<usize> = (0..effects.len()).filter(|i| effects[*i].in_layer(layer)).collect();
            // 613.7: only an effect that removes abilities or changes what a filter
            // reads (types, colours) can make another depend on it. Without one,
            // timestamp order (CDAs first) is the order: no pairwise search.
            if !(pending.len() > 1 && may_depend(effects, &pending, layer)) {
                pending.sort_by_key(|i| (!effects[*i].cda, effects[*i].timestamp, effects[*i].order));
                for i in pending {
                    self.apply_effect(&effects[i], &mut locked[i], world, layer);
                }
                pending = Vec::new();
            }
            while !pending.is_empty() {
                let pick = if pending.len() == 1 { pending[0] } else { self.next_effect(effects, &pending, &locked, world, layer) };
                pending.retain(|i| *i != pick);
                self.apply_effect(&effects[pick], &mut locked[pick], world, layer);
            }
            after_layer(world, layer);
        }
    }

    /// Where an object's power and toughness come from (613.3, layer 7): each
    /// continuous effect and counter that changed them, in the order the
    /// layer system applied them, with its source, sublayer and duration.
    /// The base values (the copiable values, 613.1a) plus every step's change
    /// give the power and toughness the object has. Empty for an object that
    /// is not a creature or that nothing changes.
    pub fn pt_steps(&self, id: ObjectId) -> Vec<PtStep> {
        let Some(o) = self.objects.get(&id) else { return Vec::new() };
        if o.face_down {
            return Vec::new();
        }
        let (chars, trace) = self.layered_traced(&[o], None, true);
        match chars.first() {
            Some(c) if c.is_creature() => trace,
            _ => Vec::new(),
        }
    }

    /// Could anything have changed this object's power or toughness (so that
    /// `pt_steps` has something to list)? Counters of 613.3d, a floating
    /// effect on it, a characteristic-defining ability, or a static ability in
    /// force that changes power or toughness somewhere. Cheap: read from the
    /// characteristics cache's view of the effects in force.
    pub fn pt_may_change(&self, o: &GameObject) -> bool {
        if o.extra.counters.keys().any(|k| pt_counter(k).is_some()) || Self::has_cda(o) {
            return true;
        }
        let w = self.cache_world_now();
        w.pt_statics || w.effects_on.contains_key(&o.id)
    }

    /// Power and toughness from the object's copiable values (613.1a: printed,
    /// or what a copy effect gave it), before any other effect or counter.
    pub fn base_pt(&self, id: ObjectId) -> (Option<i32>, Option<i32>) {
        match self.objects.get(&id) {
            // 707.2a: a face-down permanent's copiable values are a 2/2's.
            Some(o) if o.face_down && matches!(o.zone, Zone::Battlefield | Zone::Stack) => (Some(2), Some(2)),
            Some(o) if !o.face_down => {
                // `base_chars`' power and toughness, read without building the rest.
                let d: &CardDef = o.face_def();
                (d.power, d.toughness)
            }
            _ => (None, None),
        }
    }

    /// 613.6–613.7: the next effect to apply in a layer: the earliest by
    /// timestamp among those that depend on no other waiting effect
    /// (characteristic-defining abilities first, 613.2); when every waiting
    /// effect is caught in a dependency loop, timestamp order decides (613.7b).
    fn next_effect(&self, effects: &[LayerEffect], pending: &[usize], locked: &[Option<Vec<ObjectId>>], world: &World, layer: Layer) -> usize {
        let key = |i: &usize| (!effects[*i].cda, effects[*i].timestamp, effects[*i].order);
        let mut free: Vec<usize> = Vec::new();
        if pending.len() > 1 {
            for &a in pending {
                let depends = pending.iter().any(|&b| b != a && self.depends_on(effects, a, b, locked, world, layer));
                if !depends {
                    free.push(a);
                }
            }
        }
        let from = if free.is_empty() { pending } else { &free[..] };
        *from.iter().min_by_key(|i| key(i)).expect("pending is not empty")
    }

    /// 613.7a: does effect `a` depend on effect `b` in this layer? Both in the
    /// layer, neither or both from characteristic-defining abilities, and
    /// applying `b` first would change whether `a` exists or what it applies to
    /// (checked on the objects being worked out, which include the sources).
    fn depends_on(&self, effects: &[LayerEffect], a: usize, b: usize, locked: &[Option<Vec<ObjectId>>], world: &World, layer: Layer) -> bool {
        let (ea, eb) = (&effects[a], &effects[b]);
        if ea.cda != eb.cda {
            return false;
        }
        let b_mods: Vec<&Modification> = eb
            .changes
            .iter()
            .filter_map(|c| match c {
                Change::Mod(m) if m.layer() == Some(layer) => Some(m),
                _ => None,
            })
            .collect();
        if b_mods.is_empty() {
            return false;
        }
        // Would `b` take away the ability that generates `a`?
        // (Setting a land's subtype takes away the abilities of its text, 305.7.)
        if ea.ability.is_some() && locked[a].is_none() && b_mods.iter().any(|m| matches!(m, Modification::LoseAllAbilities | Modification::SetLandTypes(_) | Modification::SetChosenLandType)) {
            if let Some(si) = world.index(ea.source) {
                if self.effect_applies_to(eb, &locked[b], world, si) {
                    return true;
                }
            }
        }
        // Would `b` change which objects `a` applies to?
        if let (Selector::All(f), None) = (&ea.selector, &locked[a]) {
            if b_mods.iter().any(|m| change_touches_filter(m, f)) {
                for xi in 0..world.objs.len() {
                    if !self.effect_applies_to(eb, &locked[b], world, xi) {
                        continue;
                    }
                    let before = self.selector_matches(ea, world.objs[xi], &world.chars[xi]);
                    let mut after_c = world.chars[xi].clone();
                    for m in &b_mods {
                        apply_change(&mut after_c, m);
                    }
                    if before != self.selector_matches(ea, world.objs[xi], &after_c) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Does an effect's selector pick this object, with these characteristics?
    fn selector_matches(&self, e: &LayerEffect, o: &GameObject, c: &Characteristics) -> bool {
        match &e.selector {
            Selector::All(f) => {
                o.zone == Zone::Battlefield && !o.phased_out && matches_filter(c, o, f, e.controller, Some(e.source), || self.chosen_of(Some(e.source)), |x| self.combat_role(x), |s| self.host_of(s))
            }
            Selector::Attached => self.objects.get(&e.source).map(|s| s.extra.attached_to == Some(TargetChoice::Object(o.id))).unwrap_or(false),
            Selector::This => o.id == e.source,
            Selector::Fixed(id) => o.id == *id,
        }
    }

    fn effect_applies_to(&self, e: &LayerEffect, locked: &Option<Vec<ObjectId>>, world: &World, xi: usize) -> bool {
        match locked {
            Some(set) => set.contains(&world.objs[xi].id),
            None => self.selector_matches(e, world.objs[xi], &world.chars[xi]),
        }
    }

    /// Does the effect exist as it comes to apply? A static ability's effect
    /// exists while its source has the ability (the source's abilities as the
    /// layer system has worked them out so far), or once it has started to
    /// apply in an earlier layer (613.5).
    fn effect_exists(&self, e: &LayerEffect, locked: &Option<Vec<ObjectId>>, world: &World) -> bool {
        let Some(ability) = &e.ability else { return true };
        if locked.is_some() {
            return true;
        }
        match world.index(e.source) {
            Some(si) => world.chars[si].abilities.iter().any(|x| x == ability.as_ref()),
            // Not among the objects worked out: nothing can have taken the ability away.
            None => true,
        }
    }

    fn apply_effect(&self, e: &LayerEffect, locked: &mut Option<Vec<ObjectId>>, world: &mut World, layer: Layer) {
        if !self.effect_exists(e, locked, world) {
            return;
        }
        // 613.5: an effect with parts in later layers keeps the objects it starts with.
        let lock = locked.is_none() && e.changes.iter().any(|c| c.layer().is_some_and(|l| l > layer));
        let mut started: Vec<ObjectId> = Vec::new();
        for xi in 0..world.objs.len() {
            if !self.effect_applies_to(e, locked, world, xi) {
                continue;
            }
            if lock {
                started.push(world.objs[xi].id);
            }
            let before = (world.chars[xi].power, world.chars[xi].toughness, world.chars[xi].is_creature());
            // "This effect doesn't remove [this]": the keywords this effect adds are noted.
            let kept_from = e.changes.iter().any(|ch| matches!(ch, Change::Mod(Modification::DoesntRemoveSource)) && layer == Layer::Ability).then(|| world.chars[xi].keywords.clone());
            for ch in &e.changes {
                if ch.layer() != Some(layer) {
                    continue;
                }
                match ch {
                    Change::Mod(m) => {
                        let m = self.fixed_change(e.source, m, world.objs[xi], &world.chars[xi]);
                        apply_change(&mut world.chars[xi], &m)
                    }
                    Change::DefinePt(p, t) => {
                        let o = world.objs[xi];
                        let (p, t) = (self.static_amount(o, p, None), self.static_amount(o, t, None));
                        let c = &mut world.chars[xi];
                        c.power = Some(p);
                        c.toughness = Some(t);
                    }
                }
            }
            if let Some(had) = kept_from {
                note_kept_protection(&mut world.chars[xi], &had, e.source);
            }
            if xi == 0 && is_pt_layer(layer) && before.2 {
                if let Some(trace) = world.trace.as_mut() {
                    let c = &world.chars[0];
                    let (p0, t0) = (before.0.unwrap_or(0), before.1.unwrap_or(0));
                    let (p1, t1) = (c.power.unwrap_or(0), c.toughness.unwrap_or(0));
                    let sets = layer == Layer::PtDefining || layer == Layer::PtSetting;
                    trace.push(PtStep {
                        layer,
                        rule: layer.rule().to_string(),
                        source: Some(e.source),
                        source_name: self.name_of(e.source),
                        counters: 0,
                        power: p1.saturating_sub(p0),
                        toughness: t1.saturating_sub(t0),
                        set: sets.then_some((p1, t1)),
                        duration: e.lasts,
                    });
                }
            }
        }
        if lock {
            *locked = Some(started);
        }
    }

    /// Can this floating effect change other objects' characteristics, through
    /// the affected object's static abilities (it gains or loses abilities, or it
    /// is a permanent whose statics affect others)? Then every permanent must be
    /// looked at again by the next state-based check, not only the affected one.
    pub(crate) fn effect_reaches_others(&self, e: &ContinuousEffect) -> bool {
        matches!(e.modification, Modification::AddAbility(_) | Modification::LoseAllAbilities | Modification::SetLandTypes(_) | Modification::SetChosenLandType | Modification::CopiedValues(_)) || self.static_sources.contains(&e.affected)
    }

    /// A change with its numbers worked out for the object it applies to
    /// (`source`'s static ability reads them as it applies, 611.3a: "each equal
    /// to its converted mana cost"); borrowed when its numbers are written out.
    fn fixed_change<'m>(&self, source: ObjectId, m: &'m Modification, affected: &GameObject, chars: &Characteristics) -> Cow<'m, Modification> {
        if let Modification::SetChosenCreatureType = m {
            // 614.12: the creature type the source chose as it entered.
            return match self.chosen_of(Some(source)).creature_type.clone() {
                Some(t) => Cow::Owned(Modification::SetCreatureType(t)),
                None => Cow::Borrowed(m),
            };
        }
        if let Modification::CantAttackYou = m {
            // 508.1c: "you" is the source's controller.
            return match self.controller_of(source) {
                Some(p) => Cow::Owned(Modification::CantAttackPlayer(p)),
                None => Cow::Borrowed(m),
            };
        }
        if let Modification::SetChosenLandType = m {
            // 614.12: the basic land type the source chose as it entered (305.7).
            return match self.chosen_of(Some(source)).land_type.clone() {
                Some(t) => Cow::Owned(Modification::SetLandTypes(vec![t])),
                None => Cow::Borrowed(m),
            };
        }
        if let Modification::ProtectionFrom(ColorRef::Chosen) | Modification::SetChosenColor = m {
            // 614.12: the colour the source chose as it entered.
            return match self.chosen_of(Some(source)).color {
                Some(c) => Cow::Owned(chosen_color_change(m, c)),
                None => Cow::Borrowed(m),
            };
        }
        let (power, toughness) = match m {
            Modification::Pump { power, toughness } | Modification::SetPowerToughness { power, toughness } => (power, toughness),
            _ => return Cow::Borrowed(m),
        };
        if power.fixed().is_some() && toughness.fixed().is_some() {
            return Cow::Borrowed(m);
        }
        let Some(src) = self.objects.get(&source) else { return Cow::Borrowed(m) };
        let (p, t) = (self.static_amount(src, power, Some((affected, chars))), self.static_amount(src, toughness, Some((affected, chars))));
        let (power, toughness) = (Amount::Fixed(p), Amount::Fixed(t));
        Cow::Owned(match m {
            Modification::Pump { .. } => Modification::Pump { power, toughness },
            _ => Modification::SetPowerToughness { power, toughness },
        })
    }

    /// A number read by a static ability of `o` (its controller is "you"), for
    /// the object it is applying to, if any (`affected`, with its
    /// characteristics so far in the layers).
    pub(crate) fn static_amount(&self, o: &GameObject, a: &Amount, affected: Option<(&GameObject, &Characteristics)>) -> i32 {
        if let Some(n) = super::amounts::combine(a, &mut |x| self.static_amount(o, x, affected)) {
            return n;
        }
        let you = o.controller;
        match a {
            Amount::Fixed(n) => *n,
            Amount::Dynamic(DynamicAmount::ManaValueOf { what: ObjRef::Affected }) => {
                affected.and_then(|(_, c)| c.mana_cost.as_ref()).map(|m| super::limits::clamp_i32(m.converted())).unwrap_or(0)
            }
            // "For each Aura attached to it": the permanents attached to the affected object.
            Amount::Dynamic(DynamicAmount::AttachedTo { what: ObjRef::Affected, filter }) => {
                affected.map(|(host, _)| self.attached_count(host.id, filter, you, Some(o.id), &o.extra.chosen)).unwrap_or(0)
            }
            Amount::Dynamic(DynamicAmount::ManaValueOf { what: ObjRef::This }) => {
                let d: &CardDef = o.face_def();
                d.mana_cost.as_ref().map(|m| super::limits::clamp_i32(m.converted())).unwrap_or(0)
            }
            Amount::Dynamic(DynamicAmount::LifeOf { player: PlayerRef::You }) => self.players.get(you.0 as usize).map(|p| p.life).unwrap_or(0),
            Amount::Dynamic(DynamicAmount::CardsIn { zone, filter, whose }) => self.count_cards_in(*zone, filter, *whose, you, Some(o.id), &o.extra.chosen),
            Amount::Dynamic(DynamicAmount::HighestManaValue { filter }) => self.highest_mana_value(filter, you, Some(o.id), &o.extra.chosen),
            Amount::Dynamic(DynamicAmount::CardsInHand { player: PlayerRef::You }) => {
                self.players.get(o.controller.0 as usize).map(|p| super::limits::clamp_i32(p.hand.len())).unwrap_or(0)
            }
            // "The chosen player's hand" (614.12): none while no player was chosen.
            Amount::Dynamic(DynamicAmount::CardsInHand { player: PlayerRef::Chosen }) => {
                o.extra.chosen.player.and_then(|p| self.players.get(p.0 as usize)).map(|p| super::limits::clamp_i32(p.hand.len())).unwrap_or(0)
            }
            Amount::Dynamic(DynamicAmount::ChosenNumber) => o.extra.chosen.number.unwrap_or(0),
            Amount::Dynamic(DynamicAmount::TimesKicked) => if o.extra.kicked { 1 } else { super::limits::clamp_i32(o.extra.multikicked as usize) },
            Amount::Dynamic(DynamicAmount::CreaturesDevoured) => super::limits::clamp_i32(o.extra.devoured as usize),
            // Land types are set in layer 4, before any change of power.
            Amount::Dynamic(DynamicAmount::BasicLandTypes) => {
                let mut seen = [false; 5];
                for x in self.battlefield.iter().filter_map(|id| self.objects.get(id)).filter(|x| !x.phased_out && x.controller == o.controller) {
                    let c = self.chars_until(x, Layer::Ability);
                    if c.has_type(CardType::Land) {
                        for (i, (t, _)) in super::land_types::BASIC_LAND_TYPES.iter().enumerate() {
                            seen[i] |= c.has_subtype(t);
                        }
                    }
                }
                seen.iter().filter(|s| **s).count() as i32
            }
            // "The number of [kind] counters on it": counters on the permanent itself.
            Amount::Dynamic(DynamicAmount::CountersOn { what: ObjRef::This, kind }) => o.extra.counters.get(kind).map(|n| super::limits::clamp_i32(*n)).unwrap_or(0),
            Amount::Dynamic(DynamicAmount::Permanents { filter }) => {
                let n = self
                    .battlefield
                    .iter()
                    .filter_map(|id| self.objects.get(id))
                    .filter(|x| !x.phased_out)
                    .filter(|x| {
                        let c = self.chars_until(x, Layer::Ability);
                        matches_filter(&c, x, filter, o.controller, Some(o.id), || &o.extra.chosen, |y| self.combat_role(y), |s| self.host_of(s))
                    })
                    .count();
                i32::try_from(n).unwrap_or(i32::MAX)
            }
            // Numbers that belong to a resolving spell or a trigger event mean nothing here.
            Amount::Dynamic(_) => 0,
        }
    }

    /// The permanent `s` (an Aura, Equipment or Fortification) is attached to.
    pub fn host_of(&self, s: ObjectId) -> Option<ObjectId> {
        match self.obj(s)?.extra.attached_to {
            Some(super::events::TargetChoice::Object(h)) => Some(h),
            _ => None,
        }
    }

    pub fn in_combat(&self, id: ObjectId) -> bool {
        self.combat_role(id).any()
    }

    /// Is this an attacking or a blocking creature now (506.4)?
    pub fn combat_role(&self, id: ObjectId) -> CombatRole {
        match &self.combat {
            Some(cb) => CombatRole { attacking: cb.attackers.iter().any(|(a, _)| *a == id), blocking: cb.blocks.iter().any(|(b, _)| *b == id) },
            None => CombatRole::NONE,
        }
    }

    /// Does this object match a filter, from the point of view of `you` and the ability's source?
    pub fn matches(&self, id: ObjectId, f: &Filter, you: PlayerId, source: Option<ObjectId>) -> bool {
        match self.objects.get(&id) {
            // 702.25b: a phased-out permanent matches nothing.
            Some(o) if !o.phased_out => {
                let c = self.cached_chars(o);
                matches_filter(&c, o, f, you, source, || self.chosen_of(source), |x| self.combat_role(x), |s| self.host_of(s))
            }
            _ => false,
        }
    }

    /// `matches`, with "the chosen ..." read from `chosen` (a resolving
    /// spell's or ability's own choices, 608.2d).
    pub fn matches_chosen(&self, id: ObjectId, f: &Filter, you: PlayerId, source: Option<ObjectId>, chosen: &Chosen) -> bool {
        match self.objects.get(&id) {
            Some(o) if !o.phased_out => {
                let c = self.cached_chars(o);
                matches_filter(&c, o, f, you, source, || chosen, |x| self.combat_role(x), |s| self.host_of(s))
            }
            _ => false,
        }
    }

    /// What the source chose as it entered the battlefield (614.12) or
    /// remembers: "the chosen ..." of its static and triggered abilities,
    /// read through last known information once it has left.
    pub fn chosen_of(&self, source: Option<ObjectId>) -> &Chosen {
        static NONE: Chosen = Chosen::none();
        match source {
            Some(s) => match self.objects.get(&s) {
                Some(o) => &o.extra.chosen,
                None => self.lki.get(&s).map(|l| &l.object.extra.chosen).unwrap_or(&NONE),
            },
            None => &NONE,
        }
    }

    /// Current loyalty of a planeswalker: its loyalty counters (306.5b).
    pub fn loyalty(&self, id: ObjectId) -> u32 {
        self.objects.get(&id).and_then(|o| o.extra.counters.get("loyalty").copied()).unwrap_or(0)
    }

    /// Is any static ability on the battlefield of this kind in force?
    pub fn static_in_force(&self, pred: impl Fn(&StaticEffect) -> bool) -> bool {
        self.static_sources.iter().filter_map(|s| self.objects.get(s)).any(|src| {
            let c = self.chars_of(src);
            let found = c.statics().any(&pred);
            found
        })
    }

    /// A static ability in force that forbids something to this object (its
    /// filter matched against `c`, the object as it is or would be): the
    /// source's name. `which` picks the kind of prohibition.
    pub fn forbidden_by(&self, o: &GameObject, c: &Characteristics, which: impl Fn(&StaticEffect) -> Option<&Filter>) -> Option<String> {
        self.static_sources.iter().filter_map(|s| self.objects.get(s)).find_map(|src| {
            let d = src.face_def();
            if !d.abilities.iter().any(|a| matches!(a, Ability::Static { effect, .. } if which(effect).is_some())) {
                return None;
            }
            let sc = self.chars_of(src);
            let hit = sc.statics().filter_map(&which).any(|f| matches_filter(c, o, f, src.controller, Some(src.id), || self.chosen_of(Some(src.id)), |x| self.combat_role(x), |s| self.host_of(s)));
            hit.then(|| sc.name.clone())
        })
    }

    /// 502.2: does a static ability in force keep this permanent from
    /// untapping during its controller's untap step? Returns the source's
    /// name. (Effects of resolved spells and abilities that do are looked up
    /// by the untap step itself, all at once.)
    pub fn untap_prevented_by(&self, id: ObjectId) -> Option<String> {
        self.static_sources.iter().filter_map(|s| self.objects.get(s)).find_map(|src| {
            // A cheap look at the printed (or copied) abilities first: characteristics are
            // computed only for a permanent that could stop untapping at all.
            let d = src.face_def();
            if !d.abilities.iter().any(|a| matches!(a, Ability::Static { effect: StaticEffect::DoesntUntap { .. }, .. })) {
                return None;
            }
            let c = self.chars_of(src);
            let stops = c.statics().any(|s| match s {
                StaticEffect::DoesntUntap { filter } => self.matches(id, filter, src.controller, Some(src.id)),
                _ => false,
            });
            stops.then(|| c.name.clone())
        })
    }

    /// Do the definition's static abilities change at most the permanent it is
    /// attached to (or itself), without touching abilities (613.1f: no ability
    /// granted or removed that could reach further)? Then such a source
    /// entering or leaving makes only that permanent one to check again
    /// (704.3), not the whole battlefield. Replacement abilities (614) change
    /// no characteristics.
    pub(crate) fn statics_reach_only_host(d: &CardDef) -> bool {
        d.abilities.iter().all(|a| match a {
            Ability::Static { effect, .. } => match effect.as_continuous() {
                Some((Affects::Attached | Affects::This, mods)) => mods.iter().all(|m| match m {
                    Modification::LoseAllAbilities => false,
                    Modification::AddAbility(g) => !matches!(**g, Ability::Static { .. }),
                    _ => true,
                }),
                _ => false,
            },
            _ => true,
        })
    }

    /// Does the object's definition carry abilities that affect other objects? Used to keep the index.
    pub fn def_has_global_static(d: &CardDef) -> bool {
        d.abilities.iter().any(|a| matches!(a, Ability::Static { .. } | Ability::Replacement { .. }))
    }

    /// All counters on an object.
    pub fn counters(&self, id: ObjectId) -> BTreeMap<String, u32> {
        self.objects.get(&id).map(|o| o.extra.counters.clone()).unwrap_or_default()
    }
}

/// A change naming "the chosen colour" with the colour chosen put in: protection
/// from it, or being it.
pub(crate) fn chosen_color_change(m: &Modification, c: Color) -> Modification {
    match m {
        Modification::SetChosenColor => Modification::SetColors(ColorSet::single(c)),
        _ => Modification::AddKeyword(Keyword::protection_from_color(c)),
    }
}

/// The power and toughness a counter of this kind adds (122.1, 613.4c):
/// "+1/+1", "-1/-1", "+1/+2", "-0/-1" (a sign and a digit each side); none
/// for other kinds.
pub fn pt_counter(kind: &str) -> Option<(i32, i32)> {
    let b = kind.as_bytes();
    let part = |sign: u8, digit: u8| -> Option<i32> {
        let n = i32::from(digit.is_ascii_digit().then_some(digit - b'0')?);
        match sign {
            b'+' => Some(n),
            b'-' => Some(-n),
            _ => None,
        }
    };
    if b.len() != 5 || b[2] != b'/' {
        return None;
    }
    Some((part(b[0], b[1])?, part(b[3], b[4])?))
}

/// The power and toughness an object's counters add together.
fn counters_pt(o: &GameObject) -> (i32, i32) {
    let mut pt = (0i32, 0i32);
    for (kind, n) in &o.extra.counters {
        if let Some((p, t)) = pt_counter(kind) {
            let n = super::limits::clamp_i32(*n);
            pt = (pt.0.saturating_add(p.saturating_mul(n)), pt.1.saturating_add(t.saturating_mul(n)));
        }
    }
    pt
}

/// 613.4c: counters change the power and toughness of the world's creatures
/// (a face-down one too); traced for the first object.
fn apply_counters(world: &mut World) {
    for (i, o) in world.objs.iter().enumerate() {
        let c = &mut world.chars[i];
        // 613.4c: counters change a face-down creature's power and toughness too.
        if !c.is_creature() {
            continue;
        }
        let (dp, dt) = counters_pt(o);
        c.power = Some(c.power.unwrap_or(0).saturating_add(dp));
        c.toughness = Some(c.toughness.unwrap_or(0).saturating_add(dt));
        if i == 0 {
            if let Some(t) = world.trace.as_mut() {
                for (kind, n) in &o.extra.counters {
                    let (Some((p, tg)), true) = (pt_counter(kind), *n > 0) else { continue };
                    let n = super::limits::clamp_i32(*n);
                    t.push(PtStep {
                        layer: Layer::PtCounters,
                        rule: Layer::PtCounters.rule().to_string(),
                        source: None,
                        source_name: format!("{kind} counter"),
                        counters: n as u32,
                        power: n.saturating_mul(p),
                        toughness: n.saturating_mul(tg),
                        set: None,
                        duration: PtDuration::Counters,
                    });
                }
            }
        }
    }
}

/// Could an effect of `pending` in `layer` make another depend on it
/// (613.7: it removes abilities or changes what a filter reads)?
fn may_depend(effects: &[LayerEffect], pending: &[usize], layer: Layer) -> bool {
    pending.iter().any(|&b| {
        effects[b].changes.iter().any(|c| match c {
            Change::Mod(m) if m.layer() == Some(layer) => {
                matches!(
                    m,
                    Modification::LoseAllAbilities
                        | Modification::AddType(_)
                        | Modification::SetTypes(_)
                        | Modification::AddSubtype(_)
                        | Modification::SetLandTypes(_) | Modification::SetChosenLandType
                        | Modification::AllCreatureTypes
                        | Modification::LoseCreatureTypes
                        | Modification::SetChosenCreatureType
                        | Modification::SetCreatureType(_)
                        | Modification::SetColors(_)
                        | Modification::SetChosenColor
                )
            }
            _ => false,
        })
    })
}

/// What follows a layer: the mana abilities of the land types (305.6) after
/// layer 4, and power and toughness of 0 for a creature without printed ones
/// from layer 7 on.
fn after_layer(world: &mut World, layer: Layer) {
    // 305.6: the mana abilities of the land types the objects have now.
    if layer == Layer::Type {
        for c in world.chars.iter_mut() {
            super::land_types::refresh_intrinsic(c);
        }
    }
    // A creature without printed power or toughness counts them as 0 from layer 7 on.
    if is_pt_layer(layer) && layer == Layer::PtDefining {
        for c in world.chars.iter_mut() {
            if c.is_creature() {
                c.power.get_or_insert(0);
                c.toughness.get_or_insert(0);
            }
        }
    }
}
