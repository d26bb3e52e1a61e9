//! The game state: players, objects, zones and their indexes (400), the turn,
//! the stack, continuous effects, waiting triggers and pending decisions.
//!
//! Layout for large boards: objects live in one ordered map keyed by id, each
//! zone is an index of ids, and state-based actions look only at objects in
//! the dirty set (plus small indexes such as legendary names and
//! characteristic-defining abilities) rather than at the whole board.

use super::events::{Event, TargetChoice};
use super::types::*;
use crate::cards::def::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::sync::Arc;

/// Something told of every event as it is emitted, with the game as of that
/// event and what was touched since the previous one. This is the rules
/// layer's only hook for playback: it knows nothing of how a watcher shows
/// the game (the session's recorder builds its deltas in `formats::playback`).
pub trait EventWatcher: Send {
    fn on_event(&mut self, g: &Game, e: &Event, touched: &Touched);
    /// To take the watcher back as what it is.
    fn into_any(self: Box<Self>) -> Box<dyn std::any::Any>;
}

/// The watcher slot of a game. A copy of the game has none, and watchers
/// don't take part in comparisons.
#[derive(Default)]
pub struct Watcher(pub Option<Box<dyn EventWatcher>>);

impl Clone for Watcher {
    fn clone(&self) -> Self {
        Watcher(None)
    }
}
impl PartialEq for Watcher {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl std::fmt::Debug for Watcher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_some() { "Watcher(set)" } else { "Watcher(none)" })
    }
}

/// Objects touched since the previous event: whose state, zone or
/// characteristics may have changed (fed by `mark_dirty`, zone changes and
/// the other places that change an object). `all`: anything may have changed
/// (a static ability appeared or ended, 613).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Touched {
    pub objects: BTreeSet<ObjectId>,
    pub all: bool,
    /// The lowest stack position (0: the bottom) pushed at or removed from
    /// since the previous event: the items below it are as they were (rules::changes).
    pub stack_from: Option<usize>,
    /// The waiting triggers added, removed or changed since the previous event, in order (rules::changes).
    pub waiting: Vec<super::changes::WaitingChange>,
}

/// The last known information map is not pruned below this many entries (`Game::prune_lki`).
pub const LKI_PRUNE_MIN: usize = 32;

/// How often (in fresh object ids) the object map is packed (`Game::compact_maps`).
pub const COMPACT_EVERY_IDS: u64 = 1 << 17;

/// Game variants that state-based actions know about (704.5t–w).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum Variant {
    #[default]
    Normal,
    TwoHeadedGiant,
    Commander,
    Archenemy,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub id: PlayerId,
    pub name: String,
    pub life: i32,
    pub poison: u32,
    pub pool: ManaPool,
    /// Top of the library is the last element.
    pub library: Vec<ObjectId>,
    pub hand: Vec<ObjectId>,
    /// Top of the graveyard is the last element.
    pub graveyard: Vec<ObjectId>,
    pub lost: bool,
    pub lands_played: u32,
    /// Cards drawn this turn ("the first card you draw each turn", 603.10 example).
    pub draws_this_turn: u32,
    /// Spells this player cast this turn (702.38a: storm counts them).
    #[serde(default)]
    pub spells_cast: u32,
    /// Spells this player cast during the previous turn ("if no spells were
    /// cast last turn", "if a player cast two or more spells last turn").
    #[serde(default)]
    pub spells_cast_last_turn: u32,
    pub max_hand_size: u32,
    /// 704.5v: combat damage dealt to this player by each commander (keyed by card identity).
    pub commander_damage: BTreeMap<u64, i32>,
    /// Two-Headed Giant team index.
    pub team: Option<usize>,
    /// Archenemy: the scheme deck, top last (its cards are in the command zone, face down).
    pub scheme_deck: Vec<ObjectId>,
    /// The timestamps at which this player's last two upkeeps began (the
    /// earlier first): echo's "since the beginning of your last upkeep".
    #[serde(default, skip_serializing_if = "no_upkeeps")]
    pub upkeep_began: [u64; 2],
    /// The number of the last turn in which this player was dealt damage (0:
    /// never): "if an opponent was dealt damage this turn" (bloodthirst).
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub dealt_damage_turn: u32,
    /// 702.74a (702.75a in later rules): the turn number and the creature
    /// types of the creatures this player controlled that dealt combat
    /// damage to a player that turn ("*" for one of every creature type,
    /// 702.72a): prowl asks for one sharing a type with the card.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub combat_damage_types: Option<(u32, Vec<String>)>,
    /// 106.6: mana in the pool that may be spent only on some spells or
    /// abilities, kept apart from `pool`; it empties with it (106.4).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub restricted_mana: Vec<RestrictedMana>,
}

/// Mana a "Spend this mana only ..." instruction restricts (106.6).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RestrictedMana {
    pub mana: ManaPool,
    pub only: crate::cards::def::SpendOnly,
    /// The source whose ability made it.
    pub source: String,
}

fn is_zero_u32(n: &u32) -> bool {
    *n == 0
}

fn is_zero_u64(n: &u64) -> bool {
    *n == 0
}

fn no_upkeeps(u: &[u64; 2]) -> bool {
    *u == [0, 0]
}

/// A team in Two-Headed Giant (810): a shared life total and poison count.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Team {
    pub players: Vec<PlayerId>,
    pub life: i32,
    pub poison: u32,
    pub lost: bool,
}

/// An object in a zone: a card, a token, a copy of a card or a copy of a spell.
///
/// Kept small for large boards (a million tokens): the definition is shared
/// (`Arc`, one per card or per token-making instruction), the state every
/// permanent uses is inline, and the rarely-set state (counters, attachment,
/// copy effects, regeneration shields...) lives in `extra`, boxed and absent
/// for a plain permanent. `o.extra.counters` reads an empty map when there is
/// no box; writing through `o.extra` makes one. At most 56 bytes on 64-bit
/// targets and 48 on wasm32 (asserted at compile time below).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameObject {
    pub id: ObjectId,
    /// Identity of the physical card across zone changes (tokens and copies get their own).
    pub card_uid: u64,
    #[serde(with = "super::saved::def_ref")]
    pub def: Arc<CardDef>,
    pub owner: PlayerId,
    pub controller: PlayerId,
    pub zone: Zone,
    pub tapped: bool,
    /// Has not been under its controller's control continuously since their most recent turn began (302.6).
    pub summoning_sick: bool,
    pub damage: i32,
    /// Dealt damage by a source with deathtouch since the last state-based check (704.5h).
    pub deathtouch_damage: bool,
    pub token: bool,
    pub timestamp: u64,
    pub face_down: bool,
    pub phased_out: bool,
    /// Was untapped as its controller's current turn began (recorded before the untap step untaps).
    pub started_turn_untapped: bool,
    /// The rarely-set state (see `ObjectExtra`).
    pub extra: Extra,
}

impl GameObject {
    /// 902.7: a face-up vanguard's abilities work from the command zone
    /// (902.6: its owner controls it), and so do an emblem's (113.4 in the
    /// 2017 rules).
    pub fn functions_in_command_zone(&self) -> bool {
        self.zone == Zone::Command && !self.face_down && (self.def.types.contains(&CardType::Vanguard) || self.extra.emblem)
    }

    /// Its abilities work where it is: a permanent not phased out (702.25d),
    /// or an object that works from the command zone.
    pub fn abilities_function(&self) -> bool {
        self.on_battlefield() || self.functions_in_command_zone()
    }

    /// A permanent on the battlefield and phased in (702.25b: a phased-out
    /// one is treated as though it doesn't exist).
    pub fn on_battlefield(&self) -> bool {
        self.zone == Zone::Battlefield && !self.phased_out
    }

    /// What a copy of it copies (706.2): the face up, not double-faced
    /// itself (a copy of a double-faced permanent can't transform, 711.5).
    pub fn copiable_values(&self) -> Arc<CardDef> {
        match &self.extra.copy_of {
            Some(c) => c.clone(),
            None if self.def.back.is_none() => self.def.clone(),
            None => Arc::new(CardDef { back: None, ..self.face_def().clone() }),
        }
    }

    /// The card form its characteristics start from (layer 1): the copiable
    /// values a copy effect gave it (706.2), else, for a double-faced card
    /// with its back face up, the back face (711, 701.26a), else its card;
    /// a flipped permanent has the flipped half of those (709.2; a flipped
    /// copy of a flip card too, 706.3); a split card cast as its second half
    /// is that half on the stack (708.3b).
    pub fn face_def(&self) -> &CardDef {
        if let (Some(half), true, Zone::Stack) = (&self.def.split, self.extra.split_second_half, self.zone) {
            return half;
        }
        if let Some(c) = self.extra.copy_of.as_deref() {
            return match (&c.flip, self.extra.flipped) {
                (Some(f), true) => f,
                _ => c,
            };
        }
        if let (Some(f), true) = (&self.def.flip, self.extra.flipped) {
            return f;
        }
        match (&self.def.back, self.extra.transformed) {
            (Some(back), true) => back,
            _ => &self.def,
        }
    }
}

/// The state of an object that most objects never have (see `GameObject`).
/// Serialized with only what is set.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(default)]
pub struct ObjectExtra {
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub counters: BTreeMap<String, u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attached_to: Option<TargetChoice>,
    /// A copy of a card (706.12), which ceases to exist outside the stack and battlefield (704.5e).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub card_copy: bool,
    /// 702.25f: phased out with the permanent it is attached to (it phases
    /// in with that permanent, not by itself).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub phased_indirectly: bool,
    /// A copy of a spell (706.10), which ceases to exist outside the stack (704.5e).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub spell_copy: bool,
    /// 711, 701.26a: a double-faced permanent with its back face up.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub transformed: bool,
    /// 709.2: a flip card on the battlefield that has flipped.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub flipped: bool,
    /// 708.3: a split card on the stack cast as its second half (it has
    /// only that half's characteristics there, 708.3b).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub split_second_half: bool,
    /// Copiable values set by a copy effect (706, layer 1).
    #[serde(skip_serializing_if = "Option::is_none", with = "super::saved::def_ref::option")]
    pub copy_of: Option<Arc<CardDef>>,
    /// Colour set by an effect that made this object (Fork: "except that the copy is red").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub color_override: Option<ColorSet>,
    #[serde(skip_serializing_if = "is_zero")]
    pub regen_shields: u32,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub is_commander: bool,
    /// An emblem (113 in the 2017 rules): a marker in the command zone with
    /// abilities and no other characteristics; its abilities work there.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub emblem: bool,
    /// Turn in which a loyalty ability of this permanent was last activated (606.3).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loyalty_used_turn: Option<u32>,
    /// 602.5b: the turn in which each ability (by index) limited to "once
    /// each turn" was last activated.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub activated_turns: BTreeMap<u32, u32>,
    /// 602.5b: how many times each ability (by index) limited to a number
    /// of activations each turn was activated in the turn `activated_turns`
    /// holds for it.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub activated_counts: BTreeMap<u32, u32>,
    /// 702.73a: this spell, or the permanent it became, was cast for its evoke cost.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub evoked: bool,
    /// 702.33a: this spell was cast for its flashback cost: it is exiled
    /// whenever it would leave the stack.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub flashback: bool,
    /// 702.32a: this spell, or the permanent it became, was kicked.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub kicked: bool,
    /// The player who played this object: cast it as a spell (601.2), or
    /// played it as a land (305.1); kept by the permanent the spell became.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played_by: Option<PlayerId>,
    /// 702.32c: how many times this spell's multikicker cost was paid (kept
    /// by the permanent it became).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub multikicked: u32,
    /// 702.34a: this spell, or the permanent it became, was cast for its madness cost.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub madness: bool,
    /// 702.74a: this spell, or the permanent it became, was cast for its prowl cost.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub prowled: bool,
    /// 307.1: this spell, or the permanent it became, was cast any time a
    /// sorcery couldn't have been, and its flash permission asks that the
    /// permanent be sacrificed at the beginning of the next cleanup step
    /// (`StaticEffect::AsThoughFlash`'s `sacrifice_at_cleanup`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub flash_timed: bool,
    /// 702.61a: this creature spell was cast by its suspend ability: the
    /// permanent it becomes has haste for as long as its caster controls it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub suspend_haste: bool,
    /// 702.26a: this spell's buyback cost was paid: it goes to its owner's
    /// hand as it finishes resolving.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub buyback: bool,
    /// 702.86a: this spell was cast from its owner's hand (rebound exiles
    /// such a spell as it resolves); the permanent it became remembers it
    /// ("if you cast it from your hand", 608.3).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub from_hand: bool,
    /// 702.42a-b: how many colours of mana were spent to cast this spell
    /// (all its costs), kept by the permanent it becomes (sunburst).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub colors_spent: u32,
    /// Which colours of mana were spent to cast it ("if {G} was spent to
    /// cast [this]"), kept by the permanent it becomes like `colors_spent`.
    #[serde(default, skip_serializing_if = "no_colors")]
    pub spent_colors: ColorSet,
    /// 107.3m (reference rules): the X announced for the spell this
    /// permanent was, read by its "enters the battlefield with X counters";
    /// 0 for a permanent that wasn't cast.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub x_cast: u32,
    /// 117.8: the permanents sacrificed to pay this spell's additional cost
    /// (ids before they left: read through last known information).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub sacrificed: Vec<ObjectId>,
    /// 702.54b (reference rules): a card in exile its haunt ability exiled:
    /// the creature it haunts (the object that ability targeted).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub haunting: Option<ObjectId>,
    /// The cards exiled haunting this creature (each checked as it dies: a
    /// card that left exile haunts nothing).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub haunted_by: Vec<ObjectId>,
    /// The object this was attached to, which has left the battlefield: it
    /// is a new object now (400.7), so this is attached to nothing
    /// (`attached_to` is None). The id is read only through last known
    /// information (the host's leaves-the-battlefield triggers, 603.10a;
    /// "enchanted creature" in an instruction, 608.2g); the next state-based
    /// check puts an Aura into its owner's graveyard (704.5n) and makes
    /// anything else unattached (704.5p, 704.5q), which clears it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub was_attached_to: Option<ObjectId>,
    /// Set on a world permanent that entered the battlefield in one event
    /// together with other world permanents: the timestamp of the first of
    /// them. Their timestamps are in an order chosen for them (613.6j), but
    /// they have been on the battlefield for the same time (704.5m, the world
    /// rule).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub entered_with: Option<u64>,
    /// 702.29a (echo): the timestamp at which this permanent came under its
    /// current controller's control. Kept only for permanents with echo.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub under_control_since: Option<u64>,
    /// What was chosen as this permanent entered the battlefield (614.12:
    /// "as this enters, choose ..."), or remembered by one of its abilities
    /// ("you may choose a number"): read as "the chosen ...".
    #[serde(skip_serializing_if = "Chosen::is_empty")]
    pub chosen: Chosen,
    /// 614.12: entered the battlefield tapped by an instruction, its
    /// controller not yet asked whether they pay to have it untapped
    /// ("you may pay 2 life; if you don't, it enters tapped").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub entry_unanswered: bool,
    /// 702.80b: how many creatures this permanent devoured as it entered.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub devoured: u32,
    /// It was dealt damage this turn (120.3: any damage, marked or turned
    /// into counters), cleared as each turn begins: "target creature that
    /// was dealt damage this turn".
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub damaged_this_turn: bool,
    /// The sources that dealt it damage this turn (120.3), cleared with
    /// `damaged_this_turn`: "a creature dealt damage by [this] this turn".
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub damaged_by: Vec<ObjectId>,
}

/// Values chosen by a "choose ..." or "name a card" instruction (608.2d) or
/// as a permanent entered (614.12), read back as "the chosen colour / type /
/// player / name / number".
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(default)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Chosen {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub color: Option<Color>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub creature_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub land_type: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<PlayerId>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub number: Option<i32>,
    /// The value of X announced for the spell or ability (601.2b, 107.3):
    /// set while its targets are checked (601.2c, 608.2b) and as it
    /// resolves, for a filter's `mana_value_x`; never kept on an object.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub x: Option<i32>,
}

impl Chosen {
    pub const fn none() -> Chosen {
        Chosen { color: None, creature_type: None, land_type: None, player: None, name: None, number: None, x: None }
    }
    pub fn is_empty(&self) -> bool {
        *self == Chosen::none()
    }
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_zero_usize(n: &usize) -> bool {
    *n == 0
}

impl ObjectExtra {
    /// What the permanent a spell became remembers of how the spell was cast
    /// (608.3): 702.73a its evoke cost paid, 702.34a its madness cost, 702.74a
    /// its prowl cost, 601.2a cast from its owner's hand, 307.1 cast any time a sorcery couldn't have been,
    /// 702.32a/702.32c kicked and how many times, 601.2 who cast it (played
    /// it), 702.42a the colours of mana spent to cast it.
    pub(crate) fn remember_cast(&mut self, spell: &ObjectExtra) {
        self.evoked = spell.evoked;
        self.madness = spell.madness;
        self.prowled = spell.prowled;
        self.from_hand = spell.from_hand;
        self.flash_timed = spell.flash_timed;
        self.kicked = spell.kicked;
        self.multikicked = spell.multikicked;
        self.played_by = spell.played_by;
        self.colors_spent = spell.colors_spent;
        self.spent_colors = spell.spent_colors;
    }
}

fn no_colors(c: &ColorSet) -> bool {
    c.is_empty()
}

static NO_EXTRA: ObjectExtra = ObjectExtra {
    counters: BTreeMap::new(),
    attached_to: None,
    card_copy: false,
    phased_indirectly: false,
    spell_copy: false,
    transformed: false,
    flipped: false,
    split_second_half: false,
    copy_of: None,
    color_override: None,
    regen_shields: 0,
    is_commander: false,
    emblem: false,
    loyalty_used_turn: None,
    activated_turns: BTreeMap::new(),
    activated_counts: BTreeMap::new(),
    evoked: false,
    flashback: false,
    madness: false,
    prowled: false,
    flash_timed: false,
    suspend_haste: false,
    kicked: false,
    played_by: None,
    multikicked: 0,
    buyback: false,
    from_hand: false,
    colors_spent: 0,
    spent_colors: ColorSet(0),
    x_cast: 0,
    sacrificed: Vec::new(),
    haunting: None,
    haunted_by: Vec::new(),
    was_attached_to: None,
    entered_with: None,
    under_control_since: None,
    chosen: Chosen::none(),
    entry_unanswered: false,
    devoured: 0,
    damaged_this_turn: false,
    damaged_by: Vec::new(),
};

/// `ObjectExtra`, boxed only when some of it is set. Reads see the defaults
/// when there is no box; a write (`DerefMut`) makes the box. Two values are
/// equal when what they read is equal, box or no box.
#[derive(Clone, Default)]
pub struct Extra(Option<Box<ObjectExtra>>);

impl Extra {
    /// Is there a box (for tests of the compact layout)?
    pub fn is_boxed(&self) -> bool {
        self.0.is_some()
    }
    /// Drop the box if everything in it is back to its default.
    pub fn shrink(&mut self) {
        if self.0.as_deref().is_some_and(|x| *x == NO_EXTRA) {
            self.0 = None;
        }
    }
}

impl std::ops::Deref for Extra {
    type Target = ObjectExtra;
    fn deref(&self) -> &ObjectExtra {
        self.0.as_deref().unwrap_or(&NO_EXTRA)
    }
}

impl std::ops::DerefMut for Extra {
    fn deref_mut(&mut self) -> &mut ObjectExtra {
        self.0.get_or_insert_with(Default::default)
    }
}

/// Serialized as the extra state, or null when there is none to speak of.
impl Serialize for Extra {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.as_deref().filter(|x| **x != NO_EXTRA).serialize(s)
    }
}

impl<'de> Deserialize<'de> for Extra {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Extra, D::Error> {
        let x: Option<ObjectExtra> = Option::deserialize(d)?;
        Ok(Extra(x.filter(|x| *x != NO_EXTRA).map(Box::new)))
    }
}

impl PartialEq for Extra {
    fn eq(&self, other: &Extra) -> bool {
        **self == **other
    }
}

impl std::fmt::Debug for Extra {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (**self).fmt(f)
    }
}

// The compact layout: a token's own state beside its shared definition.
#[cfg(target_pointer_width = "64")]
const _: () = assert!(std::mem::size_of::<GameObject>() <= 56);
#[cfg(target_pointer_width = "32")]
const _: () = assert!(std::mem::size_of::<GameObject>() <= 48);

/// A spell or ability on the stack.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StackItem {
    /// For a spell, the id of its card (or copy) in the stack zone; for an ability, its own id.
    pub id: ObjectId,
    pub controller: PlayerId,
    /// The source object (for a spell, itself).
    pub source: ObjectId,
    pub source_name: String,
    pub kind: StackKind,
    pub text: String,
    pub target_specs: Vec<TargetSpec>,
    /// One chosen target per target slot.
    pub targets: Vec<TargetChoice>,
    pub effects: Vec<Effect>,
    pub mode: Option<usize>,
    pub x: u32,
    /// Intervening "if" condition of a triggered ability (603.4, 608.2a).
    pub condition: Option<Condition>,
    /// The object that the trigger event named (608.2i).
    pub trigger_object: Option<ObjectId>,
    /// The player that the trigger event named ("that player"), when it named one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trigger_player: Option<PlayerId>,
    /// A delayed triggered ability (603.7).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub delayed: bool,
    /// A zone-change trigger of its own source, or an Aura's trigger on its enchanted
    /// creature dying: "this" may be found as the new object in the graveyard (603.6f, 400.7).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub follows_source: bool,
    /// 601.2d: how much of a divided amount each chosen target gets.
    #[serde(default)]
    pub division: Vec<u32>,
    /// 602.2b: the permanents sacrificed to pay an activated ability's cost
    /// ("the sacrificed creature", read through last known information).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sacrificed: Vec<ObjectId>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum StackKind {
    Spell,
    Activated,
    Triggered,
}

/// A continuous effect from a resolved spell or ability (611.2).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "SavedContinuousEffect")]
pub struct ContinuousEffect {
    pub timestamp: u64,
    pub source: ObjectId,
    pub affected: ObjectId,
    pub modification: Modification,
    /// How long it lasts (611.2b; rules::durations, 514.2 in rules::turn).
    #[serde(default, skip_serializing_if = "Duration::is_indefinite")]
    pub duration: Duration,
    /// The player its duration's words are about: "your next turn", the
    /// "you" of a "for as long as" condition (the controller of the spell or
    /// ability that made it).
    pub controller: PlayerId,
}

impl ContinuousEffect {
    /// An effect of `source` on `affected`, made by a spell or ability `controller` controlled.
    pub fn new(timestamp: u64, source: ObjectId, affected: ObjectId, modification: Modification, duration: Duration, controller: PlayerId) -> ContinuousEffect {
        ContinuousEffect { timestamp, source, affected, modification, duration, controller }
    }

    /// Does it end in the cleanup step (514.2)?
    pub fn ends_this_turn(&self) -> bool {
        matches!(self.duration, Duration::EndOfTurn)
    }

    /// Its "for as long as" condition (611.2b), if it has one.
    pub fn lasts_while(&self) -> Option<&crate::cards::def::Condition> {
        match &self.duration {
            Duration::AsLongAs(c) => Some(c),
            _ => None,
        }
    }
}

/// A continuous effect as saved games write it, and as saved games of
/// earlier builds wrote it (`until_end_of_turn` and `lasts_while` in place of
/// `duration`): read into a `ContinuousEffect`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SavedContinuousEffect {
    timestamp: u64,
    source: ObjectId,
    affected: ObjectId,
    modification: Modification,
    #[serde(default)]
    duration: Duration,
    #[serde(default)]
    controller: Option<PlayerId>,
    #[serde(default)]
    until_end_of_turn: bool,
    #[serde(default)]
    lasts_while: Option<Box<(PlayerId, crate::cards::def::Condition)>>,
}

impl From<SavedContinuousEffect> for ContinuousEffect {
    fn from(s: SavedContinuousEffect) -> ContinuousEffect {
        let (mut duration, mut controller) = (s.duration, s.controller.unwrap_or(PlayerId(0)));
        if let Some(w) = s.lasts_while {
            let (you, c) = *w;
            (duration, controller) = (Duration::AsLongAs(c), you);
        } else if s.until_end_of_turn {
            duration = Duration::EndOfTurn;
        }
        ContinuousEffect { timestamp: s.timestamp, source: s.source, affected: s.affected, modification: s.modification, duration, controller }
    }
}

/// The changes a continuous effect can make are card-format vocabulary (613).
pub use crate::cards::def::Modification;

/// Prevention shields that last for a turn (615).
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Prevention {
    pub all_combat_damage: bool,
    /// "Damage can't be prevented this turn" (615.12).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unpreventable: bool,
    /// Replacement and prevention shields created by resolved spells and
    /// abilities that last this turn (614.1, 615.1, 615.7); they end when the
    /// turn does, with the rest of this record. See `rules::replacement`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shields: Vec<Shield>,
    /// Identity for the next shield.
    #[serde(default)]
    pub next_shield: u64,
}

/// A replacement or prevention effect created by a resolved spell or ability
/// (614.1, 615.1): data applied to events before they happen.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shield {
    pub id: u64,
    pub source: ObjectId,
    pub controller: PlayerId,
    pub kind: ShieldKind,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "snake_case", tag = "shield")]
pub enum ShieldKind {
    /// 615.7: prevent the next N damage (or all of it when `remaining` is None)
    /// that would be dealt to `to` (anything when None) by `from` (any source when None).
    PreventDamage {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<TargetChoice>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<ObjectId>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        remaining: Option<i32>,
        /// "The next time ... would deal damage": all of one event's damage, then gone.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        next_time: bool,
        /// Only combat damage (510.2).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        combat: bool,
    },
    /// 614.9: the next N damage that would be dealt to `to` this turn is
    /// dealt to `instead` instead (a redirection effect).
    RedirectDamage {
        to: TargetChoice,
        instead: TargetChoice,
        remaining: i32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<ObjectId>,
        /// "The next time ... would deal damage": all of one event's damage, then gone.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        next_time: bool,
    },
}

impl ShieldKind {
    /// The recipient the shield watches, if one.
    pub fn to(&self) -> Option<TargetChoice> {
        match self {
            ShieldKind::PreventDamage { to, .. } => *to,
            ShieldKind::RedirectDamage { to, .. } => Some(*to),
        }
    }
}

/// A requirement on declaring blockers for the rest of the turn (509.1c),
/// from a resolved spell or ability.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "snake_case", tag = "must")]
pub enum BlockRequirement {
    /// "[Creature] blocks [attacker] this turn if able": this creature blocks
    /// that attacker, or any attacking creature without one.
    Block {
        blocker: ObjectId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        attacker: Option<ObjectId>,
    },
    /// "All [creatures matching the filter] able to block [attacker] this
    /// turn do so": the filter seen from `controller`, the spell's or ability's.
    BeBlocked { attacker: ObjectId, source: ObjectId, controller: PlayerId, by: crate::cards::def::Filter },
}

/// "Can't attack / can't block this turn" from a resolved spell or ability
/// (508.1c, 509.1b).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnRestriction {
    pub source: ObjectId,
    /// The controller of the spell or ability, from whom `all` is seen.
    pub controller: PlayerId,
    pub who: Restricted,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub attack: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub block: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub be_blocked: bool,
    /// With `block`: only this attacker can't be blocked by them ("can't
    /// block [this] this turn"); they may block others.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attacker: Option<ObjectId>,
}

/// Whom a restriction of this turn is on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Restricted {
    /// These objects, named as the spell or ability resolved (a new object
    /// after a zone change is another one, 400.7).
    Objects(Vec<ObjectId>),
    /// Every creature matching the filter when it is checked (611.2c).
    All(Filter),
}

/// A triggered ability that has triggered and waits to be put on the stack (603.3).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PendingTrigger {
    pub id: u64,
    pub controller: PlayerId,
    pub source: ObjectId,
    pub source_name: String,
    pub ability: Ability,
    pub trigger_object: Option<ObjectId>,
    /// The player the event named ("that player"), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trigger_player: Option<PlayerId>,
    /// A delayed triggered ability (603.7).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub delayed: bool,
    /// A zone-change trigger of its own source, or an Aura's trigger on its enchanted
    /// creature dying: "this" may be found as the new object in the graveyard (603.6f, 400.7).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub follows_source: bool,
    pub event: String,
}

/// A delayed triggered ability created by a resolving spell or ability (603.7).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DelayedTrigger {
    pub controller: PlayerId,
    pub source: ObjectId,
    pub source_name: String,
    pub when: TriggerCondition,
    pub effects: Vec<Effect>,
    pub object: Option<ObjectId>,
    pub text: String,
    /// When it was created (turn, step): "the next end step" is one that begins after this.
    #[serde(default)]
    pub created: Option<(u32, Step)>,
    /// 603.7b: it states a duration ("this turn"): it triggers each time until the turn ends,
    /// instead of only the next time.
    #[serde(default)]
    pub this_turn: bool,
}

/// Combat state (506).
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Combat {
    pub attackers: Vec<(ObjectId, TargetChoice)>,
    /// (blocker, attacker)
    pub blocks: Vec<(ObjectId, ObjectId)>,
    pub attackers_declared: bool,
    /// Defending players who have declared blockers.
    pub blockers_declared_by: Vec<PlayerId>,
    pub first_strike_step: bool,
    /// Creatures that dealt first-strike damage (510.4).
    pub dealt_first_strike: Vec<ObjectId>,
    /// 509.2: the damage assignment order the attacking player chose for each
    /// attacker blocked by two or more creatures.
    #[serde(default, with = "id_keys")]
    #[cfg_attr(test, ts(type = "Record<string, Array<ObjectId>>"))]
    pub damage_order: BTreeMap<ObjectId, Vec<ObjectId>>,
    /// 510.1c–d: how the attacking player divided an attacker's damage in the current
    /// damage step (amounts per blocker in order, then the trampled-over target).
    #[serde(default, with = "id_keys")]
    #[cfg_attr(test, ts(type = "Record<string, Array<number>>"))]
    pub assigned: BTreeMap<ObjectId, Vec<u32>>,
    /// A damage step is waiting for assignments: it has begun already.
    #[serde(default)]
    pub assigning: bool,
    /// 509.1h: attackers that became blocked as blockers were declared. An
    /// attacker stays blocked even when every creature blocking it has been
    /// removed from combat (506.4); it leaves this list only when it is itself
    /// removed from combat.
    #[serde(default)]
    pub blocked: Vec<ObjectId>,
    /// 508.8: at least one creature was declared as an attacker in this combat
    /// (the declare blockers and combat damage steps happen even if every
    /// attacker has since been removed from combat).
    #[serde(default)]
    pub declared_any: bool,
    /// 702.20c: the attacking bands, each two or more attackers; a creature
    /// removed from combat leaves its band (702.20f).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bands: Vec<Vec<ObjectId>>,
    /// 506.4c: planeswalkers that were attacked and have been removed from
    /// combat; creatures attacking them still attack, but attack nothing.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub removed_defenders: Vec<ObjectId>,
    /// Blocked attackers that may assign their combat damage as though they
    /// weren't blocked, with their controller's answer this combat (true:
    /// all of it to what they attack).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub as_unblocked: Vec<(ObjectId, bool)>,
    /// 510.2: the step's combat damage on its way through the replacement
    /// effects while a question about it waits (rules::damage_queue).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(skip))]
    pub damage: Option<Box<super::damage_queue::DamageQueue>>,
}

/// Maps keyed by object id are written with string keys, so that they are
/// plain JSON objects (the wasm facade's JSON-compatible serializer needs that).
mod id_keys {
    use super::ObjectId;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use std::collections::BTreeMap;

    pub fn serialize<V: Serialize, S: Serializer>(m: &BTreeMap<ObjectId, V>, s: S) -> Result<S::Ok, S::Error> {
        let as_strings: BTreeMap<String, &V> = m.iter().map(|(k, v)| (k.0.to_string(), v)).collect();
        as_strings.serialize(s)
    }

    pub fn deserialize<'de, V: Deserialize<'de>, D: Deserializer<'de>>(d: D) -> Result<BTreeMap<ObjectId, V>, D::Error> {
        let m: BTreeMap<String, V> = BTreeMap::deserialize(d)?;
        m.into_iter()
            .map(|(k, v)| k.parse::<u64>().map(|n| (ObjectId(n), v)).map_err(serde::de::Error::custom))
            .collect()
    }
}

/// Maps keyed by a pair are written as a list of `[key, value]` entries (JSON
/// object keys must be strings).
mod pair_keys {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use std::collections::BTreeMap;

    pub fn serialize<K: Serialize + Ord, V: Serialize, S: Serializer>(m: &BTreeMap<K, V>, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(m.iter())
    }

    pub fn deserialize<'de, K: Deserialize<'de> + Ord, V: Deserialize<'de>, D: Deserializer<'de>>(d: D) -> Result<BTreeMap<K, V>, D::Error> {
        Ok(Vec::<(K, V)>::deserialize(d)?.into_iter().collect())
    }
}

/// Where the turn's state machine is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "flow", content = "player")]
pub enum Flow {
    /// The current step has begun; its turn-based actions still need to happen.
    StartStep,
    /// Run the 704.3 loop, then give this player priority.
    GivePriority(PlayerId),
    /// Waiting for this player to act or pass.
    Priority(PlayerId),
    /// Cleanup: check state-based actions and triggers (514.3).
    CleanupCheck,
    GameOver,
}

/// A choice the engine waits for (decisions as data).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Decision {
    pub player: PlayerId,
    pub prompt: String,
    /// The rule that asks for this choice.
    pub rule: String,
    #[serde(flatten)]
    pub kind: DecisionKind,
    /// Where the game resumes when the answer comes (in games saved in format
    /// 1 it is absent, and worked out as the game is read: `Game::upgrade_saved_v1`).
    #[serde(default = "Resume::saved_v1")]
    pub resume: Resume,
}

/// Where the game resumes once a decision is answered: the answer is handed
/// to exactly this place, and to nothing else.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "snake_case", tag = "at")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum Resume {
    /// 508.1 / 509.1: the declaration step; the answer is the declaration.
    Declaration,
    /// 603.3b: putting this player's waiting triggers on the stack, in the chosen order.
    TriggerOrder,
    /// 603.3c: the waiting trigger whose mode is chosen.
    TriggerMode { trigger: u64 },
    /// 603.3d: the waiting trigger whose targets are chosen.
    TriggerTargets { trigger: u64 },
    /// 608.2: the resolving spell or ability, at the instruction that asked.
    Resolution,
    /// 509.2 / 510.1: the combat damage step, ordering blockers or dividing damage.
    CombatDamage,
    /// 514.1: the cleanup step's discard to hand size: the cards chosen, then
    /// a replacement question about one of their moves (616.1).
    CleanupDiscard,
    /// 502.2: the untap step, as its active player chooses which permanents
    /// that may stay tapped do.
    UntapChoice,
    /// 502.2: the untap step, as its active player chooses which of `from`
    /// untap under an untap limit ("can't untap more than one artifact");
    /// the others stay tapped.
    UntapLimit { from: Vec<ObjectId> },
    /// 103.5a: before the first turn, the cards of this player's opening
    /// hand that begin the game on the battlefield.
    OpeningHand,
    /// 616.1: the state-based check stopped at a replacement question
    /// (`Game::sba_work`, rules::sba_work).
    StateBasedActions,
    /// 504.1 / 616.1: the draw step's draw stopped at a replacement question
    /// (`Game::draw_step_work`, rules::draw_queue).
    DrawStep,
    /// 616.1 / 306.7: the work that met the replacement choice, run again
    /// with the answers given so far (`answers`, in the order the questions
    /// came) and this one: a resolution, a step or a state-based check as
    /// the game runs on, or `action`, an action whose costs met it.
    Replacement {
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        answers: Vec<u64>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        action: Option<Box<super::actions::Action>>,
    },
    /// 616.1: `action`, stopped before it changed anything at a replacement
    /// question about one of its costs' moves to a graveyard; `queue` holds
    /// the moves settled so far (rules::cost_moves). The answer takes the
    /// action again.
    CostMoves {
        action: Box<super::actions::Action>,
        queue: super::move_queue::MoveQueue,
        /// The answers given about the harm its mana abilities cause (rules::payment_harm).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        harm: Vec<u64>,
    },
    /// 616.1, 614.1a: the effect chosen to replace an event, or an answer
    /// for its instructions (rules::replacement_work).
    ReplacementWork,
    /// 716.2b: the proposed shortcut.
    Shortcut,
    /// 305.1 / 614.12: the land being played, as its controller chooses
    /// whether to pay as it enters (the land play finishes with the answer).
    LandPlay { card: ObjectId },
}

impl Resume {
    /// What a decision read from a game saved in format 1 starts with, until
    /// `Game::upgrade_saved_v1` works out the real place.
    fn saved_v1() -> Resume {
        Resume::Resolution
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "decision", deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum DecisionKind {
    /// 508.1: choose attackers and what each attacks.
    DeclareAttackers { candidates: Vec<ObjectId>, defenders: Vec<TargetChoice> },
    /// 509.1: choose blockers and what each blocks.
    DeclareBlockers { candidates: Vec<ObjectId>, attackers: Vec<ObjectId> },
    /// 603.3c: choose the mode of a modal triggered ability as it goes on the stack;
    /// `legal` lists the modes that can be chosen (a mode without a legal target can't).
    ChooseMode { modes: Vec<String>, legal: Vec<usize> },
    /// 603.3b: order your triggered abilities (first listed goes on the stack first).
    /// Identical abilities are told apart by `sources` (the object each
    /// triggered from), `events` (what triggered each, 603.2) and `targets`
    /// (the names of targets already chosen for each, usually none: targets
    /// are chosen as each goes on the stack, 603.3d).
    OrderTriggers {
        triggers: Vec<u64>,
        descriptions: Vec<String>,
        #[serde(default)]
        sources: Vec<ObjectId>,
        #[serde(default)]
        events: Vec<String>,
        #[serde(default)]
        targets: Vec<Vec<String>>,
    },
    /// Choose cards (discard to hand size, discard N, the cards found by a
    /// library search). `labels` name cards the chooser can't otherwise see
    /// on the board (a library's, 701.17), one per entry of `from`.
    ChooseCards {
        from: Vec<ObjectId>,
        min: usize,
        max: usize,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        labels: Vec<String>,
    },
    /// Choose one object or none (Clone's copy choice, a sacrifice, a card to cast).
    ChooseObject {
        candidates: Vec<ObjectId>,
        optional: bool,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        labels: Vec<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        none_label: Option<String>,
    },
    /// Choose one of these colours (608.2d: "choose a color").
    ChooseColor { colors: Vec<Color> },
    /// Choose one of these creature types (608.2d, 614.12; the list of 205.3m).
    ChooseCreatureType { types: Vec<String> },
    /// Choose one of these basic land types (608.2d, 614.12; 305.6).
    ChooseLandType { types: Vec<String> },
    /// Choose one of these players ("choose a player", "choose an opponent").
    ChoosePlayer { players: Vec<PlayerId> },
    /// Name a card (201.3): any card's name; with `nonland`, not a land card's.
    NameCard { nonland: bool },
    /// Choose a whole number from `min` to `max`.
    ChooseNumber { min: i32, max: i32 },
    /// Choose the colours of `amount` mana (106.3, 608.2d: "add three mana
    /// of any one color", "two mana in any combination of colors"): of
    /// `colors` only, all of one colour when `one_color`.
    ChooseMana { amount: u32, colors: Vec<Color>, one_color: bool },
    /// Put these cards back on top of their library (or on the bottom) in an
    /// order of the chooser's choice (the top N looked at, 401.2). `cards` are
    /// listed top first, with `labels` naming them to the chooser only.
    ArrangeCards {
        cards: Vec<ObjectId>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        labels: Vec<String>,
        /// They go on the bottom of the library, not back on top; still listed
        /// top first (the last one listed is the bottom card).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        bottom: bool,
    },
    /// A yes/no question: "you may ..." (603.5, 608.2d), "... unless [a player]
    /// pays ..." (608.2d). `subject` is the spell or ability the question is
    /// about (the resolving one, or the spell that is countered unless its
    /// controller pays); `yes` and `no` say what each answer does.
    ChooseYesNo { subject: ObjectId, yes: String, no: String },
    /// Choose targets, one per slot: a triggered ability's (603.3d), a copy's
    /// new ones (706.10c), a spell's cast while another resolves (601.2c).
    /// The slots in `another` can't take what an earlier slot took ("another
    /// target").
    ChooseTargets {
        slots: Vec<Vec<TargetChoice>>,
        current: Vec<TargetChoice>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        another: Vec<usize>,
        /// How many of the slots must be chosen, where fewer than all: the
        /// rest are optional ("up to two", "any number of") and left unchosen
        /// from the end (601.2c). Absent: every slot.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(test, ts(optional))]
        min: Option<usize>,
        /// 601.2d: this much damage is divided among the targets chosen
        /// (the answer's `division`: one number per target, at least 1 each).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(test, ts(optional))]
        divide: Option<i32>,
    },
    /// 509.2: order the creatures blocking this attacker (first listed is assigned damage first).
    OrderBlockers { attacker: ObjectId, blockers: Vec<ObjectId> },
    /// 510.1c–d: divide this attacker's combat damage among its blockers (in order) and,
    /// with trample, what it attacks. `suggested` is lethal damage in order.
    /// With `any_order` (banding, 702.20j–k) the creatures may be given any
    /// amounts, in no order; with trample, what it attacks still gets damage
    /// only once every blocker has lethal damage.
    AssignCombatDamage {
        attacker: ObjectId,
        power: u32,
        blockers: Vec<ObjectId>,
        lethal: Vec<u32>,
        trample_to: Option<TargetChoice>,
        suggested: Vec<u32>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[cfg_attr(test, ts(optional = nullable))]
        any_order: bool,
    },
    /// 616.1: two or more replacement or prevention effects would apply to one
    /// event; the affected player (or the controller of the affected object)
    /// chooses the one to apply now; the others are looked at again afterwards
    /// (616.1e). Also 306.7: the controller of a source whose noncombat damage
    /// would be dealt to an opponent chooses whether to deal it to one of that
    /// opponent's planeswalkers instead. `options` are the keys to answer with,
    /// `descriptions` say what each does, `event` is the event being modified.
    ChooseReplacement { options: Vec<u64>, descriptions: Vec<String>, event: String },
    /// 716.2b: accept the proposed shortcut or shorten it (the proposal, with
    /// its predicted result, is the data).
    Shortcut { proposal: Box<super::shortcut::Proposal> },
}

/// A 616.1 or 306.7 question met while looking ahead (rules::replacement).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplacementQuestion {
    pub player: PlayerId,
    pub rule: String,
    pub prompt: String,
    pub options: Vec<u64>,
    pub descriptions: Vec<String>,
    pub event: String,
}

/// The resolution in progress (608): which instruction comes next.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResolutionFrame {
    pub item: StackItem,
    /// Index of the next instruction to follow.
    pub next: usize,
    /// Which target slots were found illegal (608.2b).
    pub illegal: Vec<bool>,
    /// Objects that "can't be regenerated" by this resolution (608.2c).
    pub no_regen: Vec<ObjectId>,
    /// 608.3: the permanent step has been reached.
    pub permanent_step: bool,
    /// The answer to the decision this frame is waiting for.
    pub answer: Option<Answer>,
    /// Objects counted at the start of an instruction (608.2g), kept across a pause.
    pub scratch: Vec<ObjectId>,
    /// 608.2a/b have been checked.
    pub started: bool,
    /// Objects the last instruction that moved objects (exile, destroy, return, discard,
    /// mill) moved, as their new objects ("that card", 603.7; "that many").
    #[serde(default)]
    pub moved: Vec<ObjectId>,
    /// The creatures and other objects the last `deal_damage` of this
    /// resolution dealt damage to ("a creature dealt damage this way").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub damaged: Vec<ObjectId>,
    /// What this spell's or ability's "choose ..." instructions chose (608.2d),
    /// read as "the chosen color", "that type", "the named card"; while a
    /// permanent spell resolves (608.3), the choices made as it enters (614.12).
    #[serde(default, skip_serializing_if = "Chosen::is_empty")]
    pub chosen: Chosen,
    /// Progress inside one instruction that asks several questions (which player, which question).
    #[serde(default)]
    pub progress: Vec<u32>,
    /// "This way": the damage the last `deal_damage` of this resolution dealt,
    /// or the life its last `lose_life` took, after replacement and prevention
    /// ("you gain life equal to the life lost this way").
    #[serde(default, skip_serializing_if = "is_zero_i32")]
    pub this_way: i32,
    /// The mana the last `add_mana` or `add_mana_of_choice` of this
    /// resolution added, and to whose pool ("Spend this mana only ...", 106.6).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub added_mana: Option<(PlayerId, ManaPool)>,
    /// The player an instruction for each player (or each opponent) is being
    /// followed for ("he or she", `PlayerRef::EachInTurn`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub each: Option<PlayerId>,
    /// The work of the instruction being followed, on its way through the
    /// replacement effects while a question about it waits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub queue: Option<Box<InstructionQueue>>,
}

impl ResolutionFrame {
    /// A frame about to follow `item`'s instructions from the first, with
    /// nothing checked, chosen or counted yet.
    pub fn new(item: StackItem) -> ResolutionFrame {
        let n = item.target_specs.len();
        ResolutionFrame {
            item,
            next: 0,
            illegal: vec![false; n],
            no_regen: Vec::new(),
            permanent_step: false,
            answer: None,
            scratch: Vec::new(),
            started: false,
            progress: Vec::new(),
            moved: Vec::new(),
            damaged: Vec::new(),
            chosen: Chosen::default(),
            this_way: 0,
            added_mana: None,
            each: None,
            queue: None,
        }
    }
}

/// An instruction's events on their way through the replacement effects
/// (616.1), kept by its resolution while a question about one waits.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "snake_case")]
pub enum InstructionQueue {
    /// Damage dealt at once (rules::damage_queue).
    Damage(super::damage_queue::DamageQueue),
    /// Permanents destroyed at once (rules::destruction_queue).
    Destruction(super::destruction_queue::DestructionQueue),
    /// Life gains (rules::life_gain_queue).
    LifeGain(super::life_gain_queue::GainQueue),
    /// Objects put into graveyards at once (rules::move_queue).
    Moves(super::move_queue::MoveQueue),
    /// Draws, one after another (rules::draw_queue).
    Draw(super::draw_queue::DrawQueue),
    /// A spell cast while this resolves (608.2f), its costs' moves being
    /// settled (rules::cost_moves): the moves settled so far, the answers
    /// given about its mana abilities' harm, and the targets chosen for it.
    CastCosts {
        moves: super::move_queue::MoveQueue,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        harm: Vec<u64>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        targets: Vec<TargetChoice>,
        /// 601.2d: the division chosen with those targets.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        division: Vec<u32>,
    },
}

fn is_zero_i32(n: &i32) -> bool {
    *n == 0
}

/// An answer to a pending decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    Cards(Vec<ObjectId>),
    Object(Option<ObjectId>),
    Targets(Vec<TargetChoice>),
    /// 601.2d: targets with the division of an amount among them.
    DividedTargets { targets: Vec<TargetChoice>, division: Vec<u32> },
    Mode(usize),
    Yes(bool),
    Color(Color),
    /// A creature type or a card name.
    Text(String),
    Player(PlayerId),
    Number(i32),
    /// Mana of chosen colours (106.3).
    Mana(ManaPool),
    /// 508.1: the attacking creatures and what each attacks.
    Attackers(Vec<super::actions::Attack>),
    /// 509.1: the blocking creatures and what each blocks.
    Blockers(Vec<super::actions::Block>),
    /// 603.3b: waiting triggers in the order they go on the stack.
    TriggerOrder(Vec<u64>),
    /// 509.2: the damage assignment order of the creatures blocking `attacker`.
    BlockerOrder { attacker: ObjectId, order: Vec<ObjectId> },
    /// 510.1c–d: how `attacker`'s combat damage is divided.
    Assignment { attacker: ObjectId, amounts: Vec<u32> },
    /// 616.1 / 306.7: the key of the chosen replacement option.
    Replacement(u64),
}

impl Answer {
    /// The answer to a yes/no question. A game saved while such a question was
    /// asked as a choice of its subject or none (saved format 1) is answered
    /// with an object: choosing it is "yes".
    pub fn yes(&self) -> Option<bool> {
        match self {
            Answer::Yes(b) => Some(*b),
            Answer::Object(o) => Some(o.is_some()),
            _ => None,
        }
    }
}

/// Last known information about an object that left its zone (112.7a, 608.2g).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lki {
    pub object: GameObject,
    pub chars: std::sync::Arc<super::layers::Characteristics>,
    /// The id it became in its new zone, if any.
    pub became: Option<ObjectId>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnState {
    pub number: u32,
    pub active: PlayerId,
    pub step: Step,
    /// How many players have passed priority in succession (116.4).
    pub passes: u32,
    /// How many creatures died (700.4: went from the battlefield to a
    /// graveyard) this turn: "if a creature died this turn" (morbid).
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub creatures_died: u32,
    /// Of those, how many had each creature type (as they last existed).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub died_types: BTreeMap<String, u32>,
}

/// Reads a field older builds wrote but that holds nothing between actions
/// (a piece of work's own scratch): whatever was written, it starts empty.
/// An older build's field, read (it must still be well formed) and dropped.
fn read_and_drop<'de, D: serde::Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<(), D::Error> {
    T::deserialize(d).map(|_| ())
}

fn ignore_saved<'de, D: serde::Deserializer<'de>, T: Default + Deserialize<'de>>(d: D) -> Result<T, D::Error> {
    T::deserialize(d)?;
    Ok(T::default())
}

/// The whole game. Cloneable and comparable, so that tests can check that an
/// illegal action changed nothing.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(remote = "Self")]
pub struct Game {
    pub players: Vec<Player>,
    pub teams: Vec<Team>,
    pub variant: Variant,
    pub objects: BTreeMap<ObjectId, GameObject>,
    pub battlefield: BTreeSet<ObjectId>,
    pub stack: Vec<StackItem>,
    pub exile: Vec<ObjectId>,
    pub command: Vec<ObjectId>,
    pub lki: BTreeMap<ObjectId, Lki>,
    /// `lki` is pruned (`Game::prune_lki`) when it holds more entries than this.
    pub lki_prune_at: usize,
    /// Ids a client follows through zone changes (a scenario's labels, 400.7):
    /// their last known information, and what it leads to, is never pruned.
    pub pinned: BTreeSet<ObjectId>,
    pub effects: Vec<ContinuousEffect>,
    pub prevention: Prevention,
    pub delayed: Vec<DelayedTrigger>,
    /// Triggered abilities waiting to be put on the stack (603.3), in the order
    /// they triggered; while a player puts theirs on the stack (`putting_triggers`),
    /// that player's come first, in the order they go on the stack.
    pub waiting_triggers: VecDeque<PendingTrigger>,
    /// 603.3b: orders chosen by players for their waiting triggers.
    pub trigger_orders: BTreeMap<PlayerId, Vec<u64>>,
    /// 603.3b: the player whose waiting triggers are being put on the stack now;
    /// theirs are at the front of `waiting_triggers`, in order (rules::triggers).
    pub putting_triggers: Option<PlayerId>,
    pub turn: TurnState,
    pub flow: Flow,
    pub combat: Option<Combat>,
    pub pending: Option<Decision>,
    pub resolving: Option<ResolutionFrame>,
    /// Events replaced by instructions, being followed (rules::replacement_work).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub replacement_work: Vec<super::replacement_work::ReplacementWork>,
    pub rng: ChaCha8Rng,
    pub seed: u64,
    pub next_id: u64,
    pub next_timestamp: u64,
    pub next_uid: u64,
    pub next_trigger_id: u64,
    /// Players who tried to draw from an empty library since the last check (704.5b).
    pub drew_from_empty: BTreeSet<PlayerId>,
    /// Objects whose state changed since the last state-based check.
    pub dirty: BTreeSet<ObjectId>,
    /// Set when a change may affect many objects at once (a static effect appeared or ended).
    pub all_dirty: bool,
    /// Permanents with static abilities that affect other objects (the layer system reads only these).
    pub static_sources: BTreeSet<ObjectId>,
    /// Those of them with a static ability that applies only while a
    /// condition holds (rules::static_conditions).
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub conditional_sources: BTreeSet<ObjectId>,
    /// Whether each of their conditions held at the last look, as one number
    /// (`Game::static_conditions_digest`): a change marks everything changed.
    #[serde(default, skip_serializing_if = "is_zero_u64")]
    pub static_conditions_seen: u64,
    /// Permanents whose characteristics depend on the game (CDAs): always checked.
    pub cda_objects: BTreeSet<ObjectId>,
    /// Legendary permanents by name (704.5k), planeswalkers (704.5j), world permanents (704.5m).
    pub legendary_by_name: BTreeMap<String, BTreeSet<ObjectId>>,
    pub planeswalkers: BTreeSet<ObjectId>,
    pub worlds: BTreeSet<ObjectId>,
    /// Objects that are attached to something (an index, so that nothing scans the board for attachments).
    pub attachers: BTreeSet<ObjectId>,
    /// Permanents whose static ability gives their controller control of what
    /// they are attached to ("you control enchanted creature", 613.1b), and
    /// the permanents such an ability has controlled (rules::control).
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub control_sources: BTreeSet<ObjectId>,
    /// Permanents whose printed static ability forbids activating the
    /// abilities of other permanents ("Activated abilities of artifacts
    /// can't be activated", 602.5): looked at for every activation.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub activation_ban_sources: BTreeSet<ObjectId>,
    /// Permanents whose printed static ability keeps spells or abilities
    /// from targeting every permanent matching a filter ("Creatures can't be
    /// the targets of spells", 115): looked at for every target.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub targeting_ban_sources: BTreeSet<ObjectId>,
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub statically_controlled: BTreeSet<ObjectId>,
    /// Permanents whose printed (or copied) abilities change what spells cost
    /// (601.2f, rules::cost_changes), and those with a "would die" or "would
    /// be put into a graveyard" replacement (614.1a): only these are looked at
    /// as a spell is cast or a card goes to a graveyard.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub cost_change_sources: BTreeSet<ObjectId>,
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub graveyard_replacers: BTreeSet<ObjectId>,
    /// Permanents whose printed (or copied) abilities replace gaining life
    /// (614.1a): a gain looks for replacements only when there is one.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub life_gain_replacers: BTreeSet<ObjectId>,
    /// Permanents whose printed (or copied) abilities make more counters or
    /// tokens (614.1a): placing counters and creating tokens look for
    /// replacements only when there is one.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub doubling_replacers: BTreeSet<ObjectId>,
    /// Phased-out permanents (702.25b): still in `battlefield` (their zone is
    /// the battlefield) but treated as though they don't exist, so out of
    /// every other index and not `is_on_battlefield`.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub phased_out: BTreeSet<ObjectId>,
    /// Permanents whose printed (or copied) keywords include phasing
    /// (702.25a): the untap step looks for what phases out among these
    /// unless an effect gives phasing.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub phasing_sources: BTreeSet<ObjectId>,
    /// Face-down permanents (707): the legal actions look for one to turn
    /// face up only among these.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub face_down_permanents: BTreeSet<ObjectId>,
    /// An upper bound on the effects with a "for as long as" duration (611.2b):
    /// 0 means none, so the check for lapsed ones is skipped (rules::durations).
    #[serde(default, skip_serializing_if = "is_zero_usize")]
    pub lasting_effects: usize,
    /// Permanents with mana abilities (605), by controller: where auto-pay looks
    /// for mana, instead of the whole board. Re-indexed when a controller is set.
    pub mana_sources: BTreeMap<PlayerId, BTreeSet<ObjectId>>,
    /// Of those, the permanents whose mana abilities do more than add mana
    /// (605.1a: a painland's damage, a life gain): where paying a cost may
    /// harm or help its payer (rules::replacement::cost_harm_possible). Not
    /// saved: made again as a game is read (`Game::index_after_load`).
    #[serde(skip)]
    pub costly_mana_sources: BTreeSet<ObjectId>,
    /// Permanents with triggered abilities (603): only these are asked whether an event triggers them.
    pub trigger_sources: BTreeSet<ObjectId>,
    /// The trigger sources with a state trigger (603.8): the only ones asked after each
    /// event of a resolution, so that the check costs nothing when there are none.
    pub state_trigger_sources: BTreeSet<ObjectId>,
    /// 603.2: the trigger sources by the kind of event they watch (rules::triggers::TriggerKind),
    /// from their printed (or copied) abilities and those they had when indexed, plus the
    /// static sources that grant triggered abilities to others (`TriggerKind::Grants`).
    pub trigger_index: BTreeMap<super::triggers::TriggerKind, BTreeSet<ObjectId>>,
    /// 112.6k: the cards in graveyards with a triggered ability that works
    /// there, by the kind of event it watches (rules::graveyard_triggers).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub graveyard_trigger_index: BTreeMap<super::triggers::TriggerKind, BTreeSet<ObjectId>>,
    /// 603.3d: targets chosen for waiting triggers, by trigger id.
    pub trigger_targets: BTreeMap<u64, Vec<TargetChoice>>,
    /// 601.2d via 603.3d: how a waiting trigger divides its damage among
    /// the targets chosen for it (one number per target), by trigger id.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub trigger_division: BTreeMap<u64, Vec<u32>>,
    /// Read from games saved in format 1 only, where the waiting trigger whose
    /// targets or mode was being chosen was kept here rather than in the
    /// decision's `resume`: moved there as the game is read, never written.
    #[serde(default, skip_serializing, rename = "choosing_targets_for")]
    pub(crate) saved_v1_targets_for: Option<u64>,
    #[serde(default, skip_serializing, rename = "choosing_mode_for")]
    pub(crate) saved_v1_mode_for: Option<u64>,
    /// Games saved before the cleanup step's discard said where it resumes
    /// through `step_resumed` kept a flag for it: read as that, never written.
    #[serde(default, skip_serializing, rename = "cleanup_discard_asked")]
    pub(crate) saved_cleanup_discard_asked: bool,
    /// Events produced by the action in progress.
    pub events: Vec<Event>,
    pub winners: Option<Vec<PlayerId>>,
    /// Number of 704.3 checks performed (for the record).
    pub sba_checks: u64,
    /// 704.3: the actions of the check under way, settled up to the
    /// replacement question the game waits for (rules::sba_work).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sba_work: Option<Box<super::sba_work::SbaWork>>,
    /// 504.1: the draw step's draws still to come while a replacement
    /// question about one waits (rules::draw_queue).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_step_work: Option<super::draw_queue::DrawQueue>,
    /// 514.1: the cleanup discard chosen, its moves being settled while a
    /// replacement question about one waits (rules::move_queue).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cleanup_discard: Option<super::move_queue::MoveQueue>,
    /// 603.10 (607 in the reference): cards exiled by one ability of a source, for its linked ability.
    pub linked: BTreeMap<ObjectId, Vec<ObjectId>>,
    /// 601.3: exiled cards a player may play for a while ("Until end of turn,
    /// you may play that card"; rules::play_from).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub play_grants: Vec<super::play_from::PlayGrant>,
    /// 610.3: cards exiled "until [the source] leaves the battlefield", by
    /// source, each with the zone it left; they return there as the source
    /// leaves (rules::exile_until).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub exiled_until: BTreeMap<ObjectId, Vec<(ObjectId, Zone)>>,
    /// 603.8: state triggers waiting (by pending trigger id) or on the stack (by stack id),
    /// each with its (source, ability index): such an ability doesn't trigger again meanwhile.
    pub state_pending: BTreeMap<u64, (ObjectId, usize)>,
    pub state_on_stack: BTreeMap<ObjectId, (ObjectId, usize)>,
    /// Objects that went to a graveyard during a batch of simultaneous moves (603.6d).
    pub leaving_batch: Option<Vec<ObjectId>>,
    /// Cards put into a graveyard or exile during that batch ("from anywhere" triggers, 603.6c).
    pub arrivals_batch: Vec<ObjectId>,
    /// 701.8: while cards are discarded, the controller of the spell or
    /// ability (or the player paying the cost) that makes them discard;
    /// None otherwise, and for the cleanup step's hand size (514.1).
    #[serde(skip)]
    pub discard_cause: Option<PlayerId>,
    /// The "would die" replacements that existed as the current batch began (614.1a).
    pub batch_die_replacements: Option<Vec<(ObjectId, u64, ReplacementKind, String, PlayerId)>>,
    /// 112.7a / 603.6d: during a batch of simultaneous moves, the characteristics of
    /// every object in it and of every trigger source that looks back, as they were
    /// immediately before anything moved (rules::zones::move_batch).
    pub batch_before: BTreeMap<ObjectId, std::sync::Arc<super::layers::Characteristics>>,
    /// Damage dealt during a batch of simultaneous damage: (source, recipient, amount, combat).
    pub damage_batch: Option<Vec<(ObjectId, TargetChoice, i32, bool)>>,
    /// The lifelink gains of damage being dealt at once, collected to be
    /// settled once it is dealt (702.15b, rules::damage_queue).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lifelink_gains: Option<Vec<(PlayerId, i32)>>,
    /// The moves to a graveyard of the costs of the action being taken, on
    /// their way through the replacement effects (rules::cost_moves): set
    /// only while one action is taken.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost_move_work: Option<Box<super::cost_moves::CostMoveWork>>,
    /// The permanents that already lost a counter to their own prevention
    /// in the current batch of simultaneous damage (one damage event: one
    /// counter, however many sources).
    #[serde(skip)]
    pub batch_counters_removed: Vec<ObjectId>,
    /// How many actions the last state-based check performed (for the log of the 704.3 loop).
    pub sba_last_performed: usize,
    /// Cards drawn by the draw instruction in progress, replacements included
    /// (bounded by `limits::MAX_REPEAT`; reset as each draw instruction starts).
    pub instruction_draws: u32,
    /// 514.3a: another cleanup step follows this one.
    pub cleanup_again: bool,
    /// 514.1 with shared team turns: the active players asked so far in this cleanup step.
    pub cleanup_discard_asked_of: Vec<PlayerId>,
    /// Told of every event as it is emitted (the session's playback recorder);
    /// none outside a session. Not part of the game: never cloned, compared or saved.
    #[serde(skip)]
    pub watcher: Watcher,
    /// What changed since the previous event, recorded only while a watcher is set.
    #[serde(skip)]
    pub touched: Touched,
    /// 716.1b: while a shortcut's loop runs its later iterations, events are
    /// counted here instead of logged (rules::shortcut). Never saved or compared.
    #[serde(skip)]
    pub muted: super::shortcut::Mute,
    /// 500.7: extra turns still to be taken, each the player who takes it;
    /// the last one listed (the most recently created) is taken next.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extra_turns: Vec<PlayerId>,
    /// 500.7: while an extra turn is being taken, the player of the last
    /// turn taken in turn order: the order goes on after that player's turn
    /// once the extra turns are over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_turn_after: Option<PlayerId>,
    /// 614.10: "skip your next turn": one entry for each turn a player is
    /// still to skip (two entries: the next two turns, 614.10a).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub turns_to_skip: Vec<PlayerId>,
    /// 614.10: "skip your next draw step / combat phase": one
    /// entry for each still to skip (`BeginningOfCombat`: the combat phase).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub steps_to_skip: Vec<(PlayerId, Step)>,
    /// 508.1d: creatures that must attack this turn if able (from a resolved
    /// spell or ability); cleared at 514.2 and once each has attacked.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub attack_requirements: BTreeSet<ObjectId>,
    /// 702.3b: creatures that may attack this turn as though they didn't
    /// have defender (from resolved spells and abilities); cleared at 514.2.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub attack_despite_defender: BTreeSet<ObjectId>,
    /// 509.1c: block requirements of this turn from resolved spells and
    /// abilities (rules::block_requirements); cleared at 514.2.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub block_requirements: Vec<BlockRequirement>,
    /// 508.1c, 509.1b: "can't attack / can't block this turn" from resolved
    /// spells and abilities; cleared at 514.2.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub turn_restrictions: Vec<TurnRestriction>,
    /// 509.1a: creatures that may block more attackers this turn (from
    /// resolved spells and abilities): how many more (none: any number);
    /// cleared at 514.2.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extra_blocks: Vec<(ObjectId, Option<u32>)>,
    /// 510.1: creatures that assign no combat damage this turn (from
    /// resolved spells and abilities); cleared at 514.2.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub no_combat_damage: BTreeSet<ObjectId>,
    /// 716.2c: the choice the player who shortened a shortcut may not make now.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shortcut_forbidden: Option<super::shortcut::Forbidden>,
    /// Keys of the replacement effects already applied to the event in
    /// progress and the events it was replaced by (614.5).
    pub replacing: Vec<u64>,
    /// 616.1 / 306.7: the answers given for the work about to be done
    /// (keys of `DecisionKind::ChooseReplacement`), used up in the order the
    /// questions come (rules::replacement). Set from the answered decision
    /// (`Resume::Replacement`) for the work's next run and emptied once it is
    /// done: never kept between actions, so never saved. Games saved while a
    /// replacement question was asked kept them here: read, and moved into
    /// the decision as the game is read.
    #[serde(default, skip_serializing)]
    pub replacement_answers: Vec<u64>,
    /// Older builds wrote these two (the look-ahead for a replacement
    /// question on a copy of the game, which no longer exists): read and
    /// ignored, never written.
    #[serde(default, skip_serializing, rename = "replacement_look_ahead", deserialize_with = "read_and_drop::<_, bool>")]
    pub(crate) saved_look_ahead: (),
    #[serde(default, skip_serializing, rename = "replacement_question", deserialize_with = "read_and_drop::<_, Option<ReplacementQuestion>>")]
    pub(crate) saved_replacement_question: (),
    /// Set only while a payment's harm is worked out before the payment
    /// (rules::payment_harm): nothing is announced and no counter removed
    /// meanwhile. Never saved.
    #[serde(skip)]
    pub settling_in_advance: bool,
    /// Read from games saved while an action's costs met a replacement
    /// question (the action was kept here): moved into the decision
    /// (`Resume::Replacement`) as the game is read, never written.
    #[serde(default, skip_serializing, rename = "replacement_action")]
    pub(crate) saved_replacement_action: Option<Box<super::actions::Action>>,
    /// Older builds kept the "would die" effect chosen as a destruction was
    /// replaced here; it now goes with the move (`ZoneMove::instead`). Read,
    /// as they wrote it, and not kept.
    #[serde(default, skip_serializing, deserialize_with = "ignore_saved", rename = "replacement_chosen")]
    pub(crate) saved_replacement_chosen: Option<u64>,
    /// 614.12: whether the controller of the land being played paid as it
    /// enters (rules::entry_payment); set and used within the land play:
    /// never saved.
    #[serde(default, skip_serializing, deserialize_with = "ignore_saved")]
    pub entry_paid: Option<bool>,
    /// Cards the active player drew in the draw step of the turn with this number
    /// ("except the first one they draw in each of their draw steps").
    pub draw_step_draws: Option<(u32, u32)>,
    /// The current step is being started again after a decision it asked
    /// for (its beginning is not announced twice).
    pub step_resumed: bool,
    /// 502.2: in the untap step under way, the active players asked which of
    /// their permanents that may stay tapped ("you may choose not to untap")
    /// do, and the permanents they chose; cleared as the step ends.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub untap_asked: Vec<PlayerId>,
    /// 103.5a: the players who have chosen which cards of their opening hand
    /// begin the game on the battlefield (`rules::opening_hand`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub opening_hand_asked: Vec<PlayerId>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub untap_kept: Vec<ObjectId>,
    /// 502.2: the untap limits (`StaticEffect::UntapLimit`) each active
    /// player has been asked about in this step (the limit's place in the
    /// step's list, shifted 8 bits, and the player).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub untap_limits_asked: Vec<u32>,
    /// Permanents whose controller was set by a control-changing effect rather
    /// than by how they entered: when that effect ends (800.4a: its
    /// beneficiary leaves the game) they return to their owner's control.
    pub control_changed: BTreeSet<ObjectId>,
    /// The same sources by the kinds of mana their first simple {T} mana ability
    /// adds (the one auto-pay uses), as they entered: where auto-pay looks for a
    /// coloured symbol's mana without reading every source (rules::casting::auto_mana).
    #[serde(with = "pair_keys")]
    pub mana_sources_by_type: BTreeMap<(PlayerId, ManaType), BTreeSet<ObjectId>>,
    /// Permanents with activated abilities (602) as they entered, by the player
    /// who may activate them: their controller, and every player for an ability
    /// any player may activate (rules::zones::index_permanent). Where
    /// `legal_actions` looks, with the permanents effects grant abilities to
    /// (rules::layers::activation_candidates).
    pub activated_sources: BTreeMap<PlayerId, BTreeSet<ObjectId>>,
    /// Tapped permanents (701.26): "untap all ..." visits these only. Kept by
    /// `tap`/`untap` and the battlefield indexes; a permanent tapped by a direct
    /// write (entering tapped, 614.12) is in the dirty set until the next 704.3
    /// check, which adds it here (see `Game::tapped_candidates`).
    pub tapped_permanents: BTreeSet<ObjectId>,
    /// Characteristics cached per object (rules::layers): not part of the
    /// state (never compared or cloned; skipped by serialization and rebuilt on use).
    #[serde(skip)]
    pub chars_cache: super::layers::CharsCache,
    /// Set while a static ability's condition over the battlefield is read
    /// (rules::static_conditions): not part of the state.
    #[serde(skip)]
    pub board_guard: super::static_conditions::BoardGuard,
    /// The battlefield's groups of objects that look alike, kept between
    /// snapshots (rules::groups): not part of the state (never compared or
    /// serialized; a copy copies it).
    #[serde(skip)]
    pub groups: super::groups::GroupIndex,
    /// 716.3 / 716.4: what the engine remembers to recognise loops made of
    /// players' actions (rules::loops).
    #[serde(default, skip_serializing_if = "super::loops::LoopWatch::is_empty")]
    pub loops: super::loops::LoopWatch,
    /// A puzzle's goal and where it stands (rules::goal); saved with the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goal: Option<Box<super::goal::Goal>>,
    /// What the solver may see beyond the ordinary hidden information (rules::goal::Knowledge).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub knowledge: Option<super::goal::Knowledge>,
    /// Creatures by controller and the 603.8 watch (rules::indexes); rebuilt when read.
    #[serde(skip)]
    pub idx: super::indexes::Indexes,
}

impl Game {
    /// An empty game with the given players, before any card is added.
    pub fn new(player_names: &[String], seed: u64) -> Game {
        let players = player_names
            .iter()
            .enumerate()
            .map(|(i, n)| Player {
                id: PlayerId(i as u8),
                name: n.clone(),
                life: 20,
                poison: 0,
                pool: ManaPool::default(),
                library: Vec::new(),
                hand: Vec::new(),
                graveyard: Vec::new(),
                lost: false,
                lands_played: 0,
                draws_this_turn: 0,
                spells_cast: 0,
                spells_cast_last_turn: 0,
                max_hand_size: 7,
                commander_damage: BTreeMap::new(),
                team: None,
                scheme_deck: Vec::new(),
                upkeep_began: [0, 0],
                dealt_damage_turn: 0,
                combat_damage_types: None,
                restricted_mana: Vec::new(),
            })
            .collect();
        Game {
            players,
            teams: Vec::new(),
            variant: Variant::Normal,
            objects: BTreeMap::new(),
            battlefield: BTreeSet::new(),
            stack: Vec::new(),
            exile: Vec::new(),
            command: Vec::new(),
            lki: BTreeMap::new(),
            lki_prune_at: LKI_PRUNE_MIN,
            pinned: BTreeSet::new(),
            effects: Vec::new(),
            prevention: Prevention::default(),
            delayed: Vec::new(),
            waiting_triggers: VecDeque::new(),
            trigger_orders: BTreeMap::new(),
            putting_triggers: None,
            turn: TurnState { number: 1, active: PlayerId(0), step: Step::PrecombatMain, passes: 0, creatures_died: 0, died_types: BTreeMap::new() },
            flow: Flow::GivePriority(PlayerId(0)),
            combat: None,
            pending: None,
            resolving: None,
            replacement_work: Vec::new(),
            rng: ChaCha8Rng::seed_from_u64(seed),
            seed,
            next_id: 1,
            next_timestamp: 1,
            next_uid: 1,
            next_trigger_id: 1,
            drew_from_empty: BTreeSet::new(),
            dirty: BTreeSet::new(),
            all_dirty: false,
            static_sources: BTreeSet::new(),
            conditional_sources: BTreeSet::new(),
            static_conditions_seen: 0,
            cda_objects: BTreeSet::new(),
            legendary_by_name: BTreeMap::new(),
            planeswalkers: BTreeSet::new(),
            worlds: BTreeSet::new(),
            attachers: BTreeSet::new(),
            control_sources: BTreeSet::new(),
            activation_ban_sources: BTreeSet::new(),
            targeting_ban_sources: BTreeSet::new(),
            statically_controlled: BTreeSet::new(),
            cost_change_sources: BTreeSet::new(),
            graveyard_replacers: BTreeSet::new(),
            life_gain_replacers: BTreeSet::new(),
            doubling_replacers: BTreeSet::new(),
            face_down_permanents: BTreeSet::new(),
            phased_out: BTreeSet::new(),
            phasing_sources: BTreeSet::new(),
            lasting_effects: 0,
            trigger_sources: BTreeSet::new(),
            state_trigger_sources: BTreeSet::new(),
            trigger_index: BTreeMap::new(),
            graveyard_trigger_index: BTreeMap::new(),
            mana_sources: BTreeMap::new(),
            costly_mana_sources: BTreeSet::new(),
            trigger_targets: BTreeMap::new(),
            trigger_division: BTreeMap::new(),
            saved_v1_targets_for: None,
            saved_v1_mode_for: None,
            saved_cleanup_discard_asked: false,
            events: Vec::new(),
            winners: None,
            sba_checks: 0,
            sba_work: None,
            draw_step_work: None,
            cleanup_discard: None,
            instruction_draws: 0,
            cleanup_again: false,
            leaving_batch: None,
            arrivals_batch: Vec::new(),
            discard_cause: None,
            batch_die_replacements: None,
            batch_before: BTreeMap::new(),
            damage_batch: None,
            lifelink_gains: None,
            cost_move_work: None,
            batch_counters_removed: Vec::new(),
            sba_last_performed: 0,
            state_pending: BTreeMap::new(),
            linked: BTreeMap::new(),
            exiled_until: BTreeMap::new(),
            play_grants: Vec::new(),
            state_on_stack: BTreeMap::new(),
            cleanup_discard_asked_of: Vec::new(),
            watcher: Watcher::default(),
            touched: Touched::default(),
            muted: Default::default(),
            shortcut_forbidden: None,
            attack_requirements: BTreeSet::new(),
            block_requirements: Vec::new(),
            attack_despite_defender: BTreeSet::new(),
            extra_turns: Vec::new(),
            extra_turn_after: None,
            turns_to_skip: Vec::new(),
            steps_to_skip: Vec::new(),
            turn_restrictions: Vec::new(),
            extra_blocks: Vec::new(),
            no_combat_damage: BTreeSet::new(),
            replacing: Vec::new(),
            replacement_answers: Vec::new(),
            settling_in_advance: false,
            saved_look_ahead: (),
            saved_replacement_question: (),
            saved_replacement_action: None,
            saved_replacement_chosen: None,
            entry_paid: None,
            draw_step_draws: None,
            step_resumed: false,
            untap_asked: Vec::new(),
            opening_hand_asked: Vec::new(),
            untap_kept: Vec::new(),
            untap_limits_asked: Vec::new(),
            control_changed: BTreeSet::new(),
            mana_sources_by_type: BTreeMap::new(),
            activated_sources: BTreeMap::new(),
            tapped_permanents: BTreeSet::new(),
            chars_cache: Default::default(),
            board_guard: Default::default(),
            groups: Default::default(),
            loops: Default::default(),
            goal: None,
            knowledge: None,
            idx: Default::default(),
        }
    }

    pub fn player(&self, p: PlayerId) -> &Player {
        &self.players[p.0 as usize]
    }
    pub fn player_mut(&mut self, p: PlayerId) -> &mut Player {
        &mut self.players[p.0 as usize]
    }
    pub fn obj(&self, id: ObjectId) -> Option<&GameObject> {
        self.objects.get(&id)
    }
    /// An object to write: the rules write objects through here (or through
    /// `touch`/`mark_dirty`), so that the battlefield's groups (rules::groups)
    /// and a watcher (playback) learn of every write to an object's own state,
    /// even one that no event names (a copy's copiable values set as it
    /// enters, 706.5; a scheme turned face down, 704.5w).
    pub fn obj_mut(&mut self, id: ObjectId) -> Option<&mut GameObject> {
        self.groups.note(id);
        if self.watcher.0.is_some() {
            self.touched.objects.insert(id);
        }
        self.objects.get_mut(&id)
    }
    pub fn name_of(&self, id: ObjectId) -> String {
        if let Some(o) = self.objects.get(&id) {
            return self.display_name(o);
        }
        if let Some(l) = self.lki.get(&id) {
            return l.chars.name.clone();
        }
        if let Some(s) = self.stack.iter().find(|s| s.id == id) {
            return format!("{} ability", s.source_name);
        }
        format!("object {id}")
    }
    pub fn display_name(&self, o: &GameObject) -> String {
        if o.face_down {
            return "a face-down card".into();
        }
        // An emblem has no name (113.3 in the 2017 rules): the log says whose it is.
        if o.extra.emblem {
            return format!("{}'s emblem", self.player(o.owner).name);
        }
        o.extra.copy_of.as_ref().map(|d| d.name.clone()).unwrap_or_else(|| o.def.name.clone())
    }
    pub fn target_name(&self, t: TargetChoice) -> String {
        match t {
            // Bad input may name a player who does not exist: describe it, don't panic.
            TargetChoice::Player(p) => self.players.get(p.0 as usize).map(|pl| pl.name.clone()).unwrap_or_else(|| format!("player {}", p.0)),
            TargetChoice::Object(o) => self.name_of(o),
        }
    }
    /// On the battlefield and phased in (a phased-out permanent is treated
    /// as though it doesn't exist, 702.25b).
    pub fn is_on_battlefield(&self, id: ObjectId) -> bool {
        self.battlefield.contains(&id) && (self.phased_out.is_empty() || !self.phased_out.contains(&id))
    }

    /// Whether the static, triggered and activated abilities of `id` work
    /// where it is: on the battlefield, or in the command zone for the
    /// objects that work from there (902.7 vanguards).
    pub fn abilities_function(&self, id: ObjectId) -> bool {
        self.battlefield.contains(&id) || self.objects.get(&id).is_some_and(|o| o.functions_in_command_zone())
    }

    pub fn fresh_id(&mut self) -> ObjectId {
        let id = ObjectId(self.next_id);
        self.next_id += 1;
        if self.next_id % COMPACT_EVERY_IDS == 0 {
            self.compact_maps();
        }
        id
    }

    /// Rebuild the object map and the battlefield index with full nodes.
    /// Objects are made in ascending id order, and a B-tree filled in order
    /// leaves its nodes about half full (about 120 bytes per object instead of
    /// about 65 on 64-bit); rebuilding from the sorted contents packs them,
    /// without holding a second copy (the old nodes are freed as they are read).
    /// The contents, and so every result, are unchanged. Called every
    /// `COMPACT_EVERY_IDS` fresh ids (amortized O(1) per object made) and
    /// after a scenario is built.
    pub fn compact_maps(&mut self) {
        fn packed<K: Ord, V>(m: &mut BTreeMap<K, V>) {
            if let Some((k, v)) = m.pop_first() {
                let mut n = BTreeMap::new();
                n.insert(k, v);
                n.append(m);
                *m = n;
            }
        }
        packed(&mut self.objects);
        if let Some(k) = self.battlefield.pop_first() {
            let mut n = BTreeSet::new();
            n.insert(k);
            n.append(&mut self.battlefield);
            self.battlefield = n;
        }
        self.idx.pack();
    }
    pub fn fresh_timestamp(&mut self) -> u64 {
        let t = self.next_timestamp;
        self.next_timestamp += 1;
        t
    }
    pub fn fresh_uid(&mut self) -> u64 {
        let t = self.next_uid;
        self.next_uid += 1;
        t
    }

    /// Record an event of the action in progress. A watcher, if any, sees the
    /// game as of this event and what was touched since the previous one.
    pub fn emit(&mut self, e: Event) {
        // Harm worked out in advance announces nothing (rules::payment_harm).
        if self.settling_in_advance {
            return;
        }
        // 611.3a: a conditional static ability may have started or stopped applying.
        self.note_static_conditions();
        // A pending goal (rules::goal) is judged by every event, counted ones too;
        // its one `goal` event goes right after the event that decided it (before
        // it, for a turn that began past the deadline).
        if let (super::events::EventKind::Shuffled { player }, Some(k)) = (&e.kind, self.knowledge.as_mut()) {
            k.forget_order(*player);
        }
        let verdict = if self.goal_pending() { super::goal::judge(self, &e) } else { None };
        let verdict = match verdict {
            Some(v) if v.before() => {
                self.settle_goal(v);
                None
            }
            v => v,
        };
        self.record(e);
        if let Some(v) = verdict {
            self.settle_goal(v);
        }
    }

    fn record(&mut self, e: Event) {
        let ends_something = matches!(e.kind, super::events::EventKind::GameOver { .. } | super::events::EventKind::PlayerLost { .. } | super::events::EventKind::TeamLost { .. } | super::events::EventKind::LimitReached { .. } | super::events::EventKind::Goal { .. });
        if let Some(t) = self.muted.0.as_mut().filter(|_| !ends_something) {
            // 716.1b: a later iteration of a shortcut's loop: counted, not logged
            // (what ends the game, a player's game or an instruction is always logged).
            t.events += 1;
            match t.by_rule.get_mut(&*e.rule) {
                Some(n) => *n += 1,
                None => {
                    t.by_rule.insert(e.rule.into_owned(), 1);
                }
            }
            return;
        }
        self.events.push(e);
        if let Some(mut w) = self.watcher.0.take() {
            let t = std::mem::take(&mut self.touched);
            if let Some(e) = self.events.last() {
                w.on_event(self, e, &t);
            }
            self.watcher.0 = Some(w);
        }
    }

    /// Note that a change may affect any object (a static ability appeared or
    /// ended, 613): the next state-based check looks at the whole battlefield,
    /// and a watcher is told once, with the next event.
    pub fn mark_all_dirty(&mut self) {
        self.idx.changes += 1;
        self.all_dirty = true;
        if self.watcher.0.is_some() {
            self.touched.all = true;
        }
    }

    /// Note that an object changed (its state, its zone or its characteristics),
    /// for the watcher (free when there is none) and the battlefield's groups
    /// (rules::groups; a push, once a snapshot has been taken).
    pub fn touch(&mut self, id: ObjectId) {
        // 603.8: something a state trigger may read has changed (rules::indexes).
        self.note_object_change(id);
        if self.watcher.0.is_some() {
            self.touched.objects.insert(id);
        }
        self.groups.note(id);
    }

    /// Players still in the game, in turn order starting from the active player (101.4 APNAP).
    pub fn apnap(&self) -> Vec<PlayerId> {
        let n = self.players.len();
        let start = self.turn.active.0 as usize;
        (0..n)
            .map(|i| PlayerId(((start + i) % n) as u8))
            .filter(|p| !self.player(*p).lost)
            .collect()
    }
    pub fn live_players(&self) -> usize {
        self.players.iter().filter(|p| !p.lost).count()
    }
    /// The next player in turn order who is still in the game.
    pub fn next_player(&self, p: PlayerId) -> PlayerId {
        let n = self.players.len();
        for i in 1..=n {
            let q = PlayerId(((p.0 as usize + i) % n) as u8);
            if !self.player(q).lost {
                return q;
            }
        }
        p
    }
    pub fn opponents(&self, p: PlayerId) -> Vec<PlayerId> {
        let team = self.player(p).team;
        self.apnap()
            .into_iter()
            .filter(|q| *q != p && (team.is_none() || self.player(*q).team != team))
            .collect()
    }

    pub fn mark_dirty(&mut self, id: ObjectId) {
        self.chars_changed(id);
        self.dirty.insert(id);
        self.touch(id);
    }

    /// Visit every object on the battlefield in id order (phased-out ones
    /// included: the caller skips them where they don't exist, 702.25b), by whichever walk is
    /// cheaper: the object map in order when most objects are permanents (a
    /// board of tokens), else the battlefield's ids with a lookup each.
    pub fn for_each_on_battlefield<'a>(&'a self, mut visit: impl FnMut(&'a GameObject)) {
        if self.objects.len() <= 2 * self.battlefield.len() {
            for o in self.objects.values().filter(|o| o.zone == Zone::Battlefield) {
                visit(o);
            }
        } else {
            for o in self.battlefield.iter().filter_map(|id| self.objects.get(id)) {
                visit(o);
            }
        }
    }

    /// `for_each_on_battlefield`, writing: the same walk, the objects mutable
    /// (the caller tells the indexes and caches what it changed).
    pub(crate) fn for_each_on_battlefield_mut(&mut self, mut visit: impl FnMut(&mut GameObject)) {
        if self.objects.len() <= 2 * self.battlefield.len() {
            for o in self.objects.values_mut().filter(|o| o.zone == Zone::Battlefield) {
                visit(o);
            }
        } else {
            for id in &self.battlefield {
                if let Some(o) = self.objects.get_mut(id) {
                    visit(o);
                }
            }
        }
    }

    /// Every object in a zone (for invariants and snapshots).
    pub fn zone_contents(&self, z: Zone) -> Vec<ObjectId> {
        match z {
            Zone::Library(p) => self.player(p).library.clone(),
            Zone::Hand(p) => self.player(p).hand.clone(),
            Zone::Graveyard(p) => self.player(p).graveyard.clone(),
            Zone::Battlefield => {
                self.note_scan();
                self.battlefield.iter().copied().collect()
            }
            Zone::Stack => self.stack.iter().filter(|s| s.kind == StackKind::Spell).map(|s| s.id).collect(),
            Zone::Exile => self.exile.clone(),
            Zone::Command => self.command.clone(),
        }
    }

    /// Objects attached to the given object.
    pub fn attachments_of(&self, id: ObjectId) -> Vec<ObjectId> {
        self.attachers
            .iter()
            .filter(|o| self.objects.get(o).map(|x| x.extra.attached_to == Some(TargetChoice::Object(id))).unwrap_or(false))
            .copied()
            .collect()
    }

    /// The player's Two-Headed Giant team (810), if the game is one.
    pub fn team_of(&self, p: PlayerId) -> Option<usize> {
        if self.variant != Variant::TwoHeadedGiant {
            return None;
        }
        self.players.get(p.0 as usize).and_then(|pl| pl.team).filter(|t| *t < self.teams.len())
    }

    /// Are these two players on the same Two-Headed Giant team (or the same player)?
    pub fn teammates(&self, a: PlayerId, b: PlayerId) -> bool {
        a == b || (self.team_of(a).is_some() && self.team_of(a) == self.team_of(b))
    }

    /// 805.4a: is this an active player? With shared team turns (Two-Headed
    /// Giant, 810.2) every player of the active team is; otherwise only the
    /// player whose turn it is. `turn.active` is the active team's primary player (805.2).
    pub fn is_active_player(&self, p: PlayerId) -> bool {
        self.teammates(p, self.turn.active)
    }

    /// The active players still in the game, in seat order starting from `turn.active`
    /// (805.4a: the active team; just the active player outside Two-Headed Giant).
    pub fn active_players(&self) -> Vec<PlayerId> {
        let n = self.players.len();
        let start = self.turn.active.0 as usize;
        (0..n)
            .map(|i| PlayerId(((start + i) % n) as u8))
            .filter(|p| !self.player(*p).lost && self.is_active_player(*p))
            .collect()
    }

    /// Poison counters of a player, or of their team in Two-Headed Giant
    /// (810.10: the team has the poison counters; 704.5u).
    pub fn poison_of(&self, p: PlayerId) -> u32 {
        match self.player(p).team {
            Some(t) if self.variant == Variant::TwoHeadedGiant => self.teams[t].poison,
            _ => self.player(p).poison,
        }
    }

    /// Life of a player, or of their team in Two-Headed Giant (810.9).
    pub fn life_of(&self, p: PlayerId) -> i32 {
        match self.player(p).team {
            Some(t) if self.variant == Variant::TwoHeadedGiant => self.teams[t].life,
            _ => self.player(p).life,
        }
    }
}
