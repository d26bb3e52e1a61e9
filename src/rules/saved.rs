//! The game as serialized state: undo
//! checkpoints, saved games and shared positions are one thing.
//!
//! Card definitions are shared (`Arc<CardDef>`): a serialized game writes each
//! distinct definition once, in a table before the game, and every object
//! names its definition by index in that table. So a million identical tokens
//! write one definition, and reading the game back gives them one shared
//! definition again.

use super::state::Game;
use crate::cards::def::CardDef;
use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The version of the serialized form written by this build. Format 1 (where
/// a decision did not say where the game resumes) is read and converted
/// (`Game::upgrade_saved_v1`).
pub const SAVED_FORMAT: u32 = 2;

thread_local! {
    /// While a game is written: definition (by address) → index in its table.
    static WRITING: RefCell<Option<BTreeMap<usize, u32>>> = const { RefCell::new(None) };
    /// While a game is read: its definition table.
    static READING: RefCell<Option<Vec<Arc<CardDef>>>> = const { RefCell::new(None) };
}

/// A shared definition: an index into the game's table while a game is
/// (de)serialized, the whole definition otherwise.
pub mod def_ref {
    use super::*;

    pub fn serialize<S: Serializer>(d: &Arc<CardDef>, s: S) -> Result<S::Ok, S::Error> {
        let key = Arc::as_ptr(d) as usize;
        let index = WRITING.with(|t| t.borrow().as_ref().map(|m| m.get(&key).copied()));
        match index {
            Some(Some(i)) => s.serialize_u32(i),
            Some(None) => Err(serde::ser::Error::custom("a card definition is missing from the game's definition table")),
            None => d.as_ref().serialize(s),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Arc<CardDef>, D::Error> {
        let reading = READING.with(|t| t.borrow().is_some());
        if !reading {
            return CardDef::deserialize(d).map(Arc::new);
        }
        let i = u32::deserialize(d)?;
        READING.with(|t| {
            let t = t.borrow();
            let defs = t.as_ref().map(|v| v.as_slice()).unwrap_or(&[]);
            defs.get(i as usize).cloned().ok_or_else(|| de::Error::custom(format!("def: definition {i} is not in the table (it has {})", defs.len())))
        })
    }

    pub mod option {
        use super::*;

        pub fn serialize<S: Serializer>(d: &Option<Arc<CardDef>>, s: S) -> Result<S::Ok, S::Error> {
            struct One<'a>(&'a Arc<CardDef>);
            impl Serialize for One<'_> {
                fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                    super::serialize(self.0, s)
                }
            }
            d.as_ref().map(One).serialize(s)
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Arc<CardDef>>, D::Error> {
            struct One(Arc<CardDef>);
            impl<'de> Deserialize<'de> for One {
                fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                    super::deserialize(d).map(One)
                }
            }
            Ok(Option::<One>::deserialize(d)?.map(|o| o.0))
        }
    }
}

/// Restores the previous table when dropped (games may nest in one document).
struct Restore<T: 'static>(&'static std::thread::LocalKey<RefCell<Option<T>>>, Option<T>);
impl<T: 'static> Drop for Restore<T> {
    fn drop(&mut self) {
        let prev = self.1.take();
        self.0.with(|t| *t.borrow_mut() = prev);
    }
}
fn install<T: 'static>(key: &'static std::thread::LocalKey<RefCell<Option<T>>>, v: T) -> Restore<T> {
    let prev = key.with(|t| t.borrow_mut().replace(v));
    Restore(key, prev)
}

/// Every distinct definition the game refers to, once (the same address, or
/// an equal definition of the same name), and the index of each address.
fn definition_table(g: &Game) -> (Vec<Arc<CardDef>>, BTreeMap<usize, u32>) {
    let mut defs: Vec<Arc<CardDef>> = Vec::new();
    let mut by_addr: BTreeMap<usize, u32> = BTreeMap::new();
    let mut by_name: BTreeMap<String, Vec<u32>> = BTreeMap::new();
    let mut add = |d: &Arc<CardDef>| {
        let key = Arc::as_ptr(d) as usize;
        if by_addr.contains_key(&key) {
            return;
        }
        let same = by_name.get(&d.name).and_then(|v| v.iter().copied().find(|i| *defs[*i as usize] == **d));
        let i = match same {
            Some(i) => i,
            None => {
                let i = defs.len() as u32;
                defs.push(d.clone());
                by_name.entry(d.name.clone()).or_default().push(i);
                i
            }
        };
        by_addr.insert(key, i);
    };
    for o in g.objects.values().chain(g.lki.values().map(|l| &l.object)) {
        add(&o.def);
        if let Some(c) = &o.extra.copy_of {
            add(c);
        }
    }
    (defs, by_addr)
}

struct Body<'a>(&'a Game);
impl Serialize for Body<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Game::serialize(self.0, s)
    }
}
struct Defs<'a>(&'a [Arc<CardDef>]);
impl Serialize for Defs<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|d| d.as_ref()))
    }
}

/// `{ format, defs: [CardDef], game: {...} }`: the definition table comes first.
impl Serialize for Game {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (defs, by_addr) = definition_table(self);
        let mut st = s.serialize_struct("SavedGame", 3)?;
        st.serialize_field("format", &SAVED_FORMAT)?;
        st.serialize_field("defs", &Defs(&defs))?;
        let _restore = install(&WRITING, by_addr);
        st.serialize_field("game", &Body(self))?;
        st.end()
    }
}

struct BodySeed;
impl<'de> DeserializeSeed<'de> for BodySeed {
    type Value = Game;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Game, D::Error> {
        Game::deserialize(d)
    }
}

#[derive(Deserialize)]
#[serde(field_identifier, rename_all = "lowercase")]
enum Field {
    Format,
    Defs,
    Game,
}

struct SavedVisitor;
impl<'de> Visitor<'de> for SavedVisitor {
    type Value = Game;
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a saved game { format, defs, game }")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Game, A::Error> {
        let format: u32 = seq.next_element()?.ok_or_else(|| de::Error::missing_field("format"))?;
        check_format(format)?;
        let defs: Vec<CardDef> = seq.next_element()?.ok_or_else(|| de::Error::missing_field("defs"))?;
        let _restore = install(&READING, defs.into_iter().map(Arc::new).collect());
        let g = seq.next_element_seed(BodySeed)?.ok_or_else(|| de::Error::missing_field("game"))?;
        Ok(upgraded(format, g))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Game, A::Error> {
        let mut format = None;
        let mut restore = None;
        let mut game = None;
        while let Some(k) = map.next_key::<Field>()? {
            match k {
                Field::Format => format = Some(check_format(map.next_value()?)?),
                Field::Defs => {
                    let defs: Vec<CardDef> = map.next_value()?;
                    restore = Some(install(&READING, defs.into_iter().map(Arc::new).collect()));
                }
                Field::Game => {
                    if restore.is_none() {
                        return Err(de::Error::custom("game: the definition table 'defs' must come before the game"));
                    }
                    if game.is_some() {
                        return Err(de::Error::duplicate_field("game"));
                    }
                    game = Some(map.next_value_seed(BodySeed)?);
                }
            }
        }
        let format = format.ok_or_else(|| de::Error::missing_field("format"))?;
        drop(restore);
        Ok(upgraded(format, game.ok_or_else(|| de::Error::missing_field("game"))?))
    }
}

fn upgraded(format: u32, mut g: Game) -> Game {
    if format == 1 {
        g.upgrade_saved_v1();
    }
    g.upgrade_saved_replacement();
    // A cleanup step waiting for its discard (514.1) has begun already.
    if std::mem::take(&mut g.saved_cleanup_discard_asked) {
        g.step_resumed = true;
    }
    g
}

fn check_format<E: de::Error>(f: u32) -> Result<u32, E> {
    if f == SAVED_FORMAT || f == 1 {
        Ok(f)
    } else {
        Err(E::custom(format!("format: this build reads saved games of formats 1 to {SAVED_FORMAT}, not {f}")))
    }
}

impl<'de> Deserialize<'de> for Game {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Game, D::Error> {
        let mut g = d.deserialize_struct("SavedGame", &["format", "defs", "game"], SavedVisitor)?;
        // The creature index is not saved (rules::indexes).
        g.rebuild_creature_index();
        g.index_after_load();
        // The battlefield's groups neither (rules::groups): made now, in the
        // load, rather than by the first snapshot.
        g.prepare_battlefield_groups();
        Ok(g)
    }
}

impl Game {
    /// Games saved while a replacement question was asked kept the answers
    /// given so far and the action to take again in the game: they go with
    /// the decision (`Resume::Replacement`).
    fn upgrade_saved_replacement(&mut self) {
        let (kept, action) = (std::mem::take(&mut self.replacement_answers), self.saved_replacement_action.take());
        if let Some(super::state::Decision { resume: super::state::Resume::Replacement { answers, action: a }, .. }) = self.pending.as_mut() {
            if answers.is_empty() {
                *answers = kept;
            }
            if a.is_none() {
                *a = action;
            }
        }
    }

    /// Convert a game read in saved format 1: its pending decision learns
    /// where the game resumes (format 1 kept the waiting trigger whose mode or
    /// targets were chosen in two fields of the game), and a yes/no question
    /// asked as the choice of one object or none becomes a yes/no question.
    pub(crate) fn upgrade_saved_v1(&mut self) {
        use super::state::{DecisionKind as K, Resume};
        let (targets_for, mode_for) = (self.saved_v1_targets_for.take(), self.saved_v1_mode_for.take());
        let resolving = self.resolving.is_some();
        let Some(d) = self.pending.as_mut() else { return };
        d.resume = match &d.kind {
            K::DeclareAttackers { .. } | K::DeclareBlockers { .. } => Resume::Declaration,
            K::OrderTriggers { .. } => Resume::TriggerOrder,
            K::OrderBlockers { .. } | K::AssignCombatDamage { .. } => Resume::CombatDamage,
            K::ChooseReplacement { .. } => Resume::Replacement { answers: Vec::new(), action: None },
            K::Shortcut { .. } => Resume::Shortcut,
            K::ChooseMode { .. } if mode_for.is_some() => Resume::TriggerMode { trigger: mode_for.unwrap_or_default() },
            K::ChooseTargets { .. } if targets_for.is_some() => Resume::TriggerTargets { trigger: targets_for.unwrap_or_default() },
            K::ChooseCards { .. } if !resolving => Resume::CleanupDiscard,
            _ => Resume::Resolution,
        };
        if let K::ChooseObject { candidates, labels, none_label: Some(no), .. } = &d.kind {
            if let ([subject], [yes]) = (candidates.as_slice(), labels.as_slice()) {
                d.kind = K::ChooseYesNo { subject: *subject, yes: yes.clone(), no: no.clone() };
            }
        }
    }
}
