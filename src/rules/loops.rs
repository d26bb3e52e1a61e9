//! Loops the engine recognises by itself (716.3–716.6).
//!
//! A loop is a stretch of play that brings the game back to a position it
//! has been in (716.1b). The engine compares positions by a *fingerprint*:
//! what the rules can see of the game — the zones and their cards, each
//! permanent with its computed characteristics, status, counters and damage,
//! the players' life, poison, mana and cards, the stack, the waiting and
//! delayed triggers, the step and who acts — and not what only counts up
//! (object ids, timestamps, the turn number, the log) nor the list of
//! continuous effects itself (only what they make the objects be).
//!
//! - **716.4** A loop made only of mandatory actions is a draw (104.4b). The
//!   engine recognises it in three places: inside `Game::run` (steps that go
//!   round with no player asked anything, e.g. every step skipped), inside the
//!   704.3 loop (a check that performs actions forever), and across actions
//!   where every player only passes priority (or declines an "unless" payment,
//!   716.6) while triggers keep triggering each other. It is recognised when a
//!   position repeats exactly, or when it repeats with only growth that
//!   nothing in the game bounds: more of a token already there, more +1/+1
//!   counters (so more power and toughness), more life, by the same amount in
//!   two successive rounds. Growth is bounded, and played out, when something
//!   reads it against a threshold not reached yet ("N or more life" or "N or
//!   more permanents" that does not hold now, a counter limit); a threshold
//!   already reached stays reached. Anything that goes down (life, a library,
//!   toughness through -1/-1 counters or damage) is not growth: such a chain
//!   stops by itself and is played out.
//! - **716.5** When the draw comes from a loop through the stack, the log
//!   names each player who could have done something else and says they were
//!   not required to.
//! - **716.6** Declining to pay in "[A] unless [B]" counts as passing: the loop
//!   goes on as if A were mandatory.
//! - **716.3** A fragmented loop: players' own actions bring the game back to
//!   a position where the same player is about to take the same action again.
//!   The active player (or, if not involved, the first involved player in turn
//!   order) must choose differently: that repeat is refused, and the list of
//!   legal actions leaves it out (`Game::fragmented_repeats` is the one check
//!   both use). The other players are never refused, so they keep the last word.
//!   A choice is compared as the game choice it makes, not how its mana is paid.

use super::actions::{Action, ActionError};
use super::events::*;
use super::state::*;
use super::types::*;
use crate::cards::def::Condition;
use serde::{Deserialize, Serialize};
use std::collections::hash_map::DefaultHasher;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::hash::{Hash, Hasher};

/// Boards up to this many objects get a full fingerprint at each action a
/// player takes at priority other than passing (716.3's record); above it, and
/// for passes (716.4's watch) on any board, the full fingerprint is taken only
/// once a cheap key (the step, the stack, the players' zone sizes) has
/// repeated, so recognition there takes one more round of the loop and
/// ordinary passing costs no look at the board.
pub const FULL_FINGERPRINT_OBJECTS: usize = 512;


/// How many actions of one step the 716.3 watch remembers; beyond it the
/// record starts again (a fragmented loop longer than this is not recognised).
pub const MAX_WATCHED_ACTIONS: usize = 4096;

/// Internal steps of `Game::run` (or checks of one 704.3 loop) after which
/// the engine starts fingerprinting positions: no ordinary sequence of rules
/// comes near it, so normal play never pays for the fingerprints.
pub const WATCH_INTERNAL_AFTER: u32 = 256;

/// A position as the loop watch sees it: a 128-bit hash of everything that
/// may not grow, and the quantities that may (life, numbers of tokens,
/// +1/+1 counters, power and toughness), each under a key.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fingerprint {
    pub fixed: [u64; 2],
    pub growth: Vec<(u64, i64)>,
}

/// What kind of quantity a growth key counts (for the "nothing bounds it" check).
const G_LIFE: u64 = 1;
const G_TOKENS: u64 = 2;
const G_PLUS: u64 = 3;
const G_POWER: u64 = 4;
const G_TOUGHNESS: u64 = 5;

fn growth_key(kind: u64, what: u64) -> u64 {
    (what << 3) | kind
}

/// How a repetition was recognised.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repeat {
    /// The same position again.
    Exact,
    /// The same position but for growth nothing bounds, twice by the same amount.
    Growth,
}

/// Positions seen at one kind of point, by cheap key, with the last two full
/// fingerprints taken under each key.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Detector {
    /// By cheap key (a map: one pass may add a key anywhere among thousands,
    /// e.g. N triggers resolving one by one in a step, 603.3b; a sorted list
    /// made that O(N) a pass). Saved as the list of pairs in key order it was.
    #[serde(with = "seen_as_pairs")]
    seen: BTreeMap<u64, Vec<Fingerprint>>,
}

/// `Detector::seen` read and written as a list of `[key, fingerprints]` pairs in key order.
mod seen_as_pairs {
    use super::Fingerprint;
    use serde::{Deserialize, Deserializer, Serializer};
    use std::collections::BTreeMap;

    pub fn serialize<S: Serializer>(m: &BTreeMap<u64, Vec<Fingerprint>>, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(m.iter())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<BTreeMap<u64, Vec<Fingerprint>>, D::Error> {
        Ok(Vec::<(u64, Vec<Fingerprint>)>::deserialize(d)?.into_iter().collect())
    }
}

impl Detector {
    pub fn is_empty(&self) -> bool {
        self.seen.is_empty()
    }

    /// Record the game's position; say whether it repeats one seen before.
    /// With `always_full`, the full fingerprint is taken at once; otherwise
    /// only when the cheap key was seen before.
    pub fn observe(&mut self, g: &Game, always_full: bool) -> Option<Repeat> {
        let key = g.loop_key(false);
        let Some(before) = self.seen.get_mut(&key) else {
            let first = if always_full { vec![g.fingerprint()] } else { Vec::new() };
            self.seen.insert(key, first);
            return None;
        };
        let now = g.fingerprint();
        let found = if before.iter().any(|f| *f == now) {
            Some(Repeat::Exact)
        } else if before.len() == 2 && grows_evenly(&before[0], &before[1], &now) && g.growth_unbounded(&before[1], &now) {
            Some(Repeat::Growth)
        } else {
            None
        };
        before.push(now);
        if before.len() > 2 {
            before.remove(0);
        }
        found
    }
}

/// b is a and only grew (same fixed part, same keys, nothing smaller, something larger).
fn grew(a: &Fingerprint, b: &Fingerprint) -> bool {
    a.fixed == b.fixed
        && a.growth.len() == b.growth.len()
        && a.growth.iter().zip(&b.growth).all(|((ka, va), (kb, vb))| ka == kb && vb >= va)
        && a.growth.iter().zip(&b.growth).any(|((_, va), (_, vb))| vb > va)
}

/// a → b → c grew, by the same amounts each time.
fn grows_evenly(a: &Fingerprint, b: &Fingerprint, c: &Fingerprint) -> bool {
    grew(a, b) && grew(b, c) && a.growth.iter().zip(&b.growth).zip(&c.growth).all(|(((_, x), (_, y)), (_, z))| y - x == z - y)
}

/// One action a player took at priority, for 716.3.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WatchedAction {
    pub key: u64,
    pub fingerprint: Option<Fingerprint>,
    pub player: PlayerId,
    pub action: u64,
}

/// What the engine remembers between actions to recognise loops (716.3,
/// 716.4): it starts again whenever the step changes. It is history, not
/// position: it is cloned and saved with the game (so that a replay from a
/// checkpoint or a saved game refuses and ends exactly as the original did),
/// but two games in the same position compare equal whatever their records
/// (a shortcut and the same loop played by hand reach equal games).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(default)]
pub struct LoopWatch {
    /// The (turn, step) the records belong to.
    pub step: Option<(u32, Step)>,
    /// 716.4: positions at priority since the last action that was not a
    /// pass (or a declined "unless" payment, 716.6).
    pub passes: Detector,
    /// 716.3: the actions players took at priority in this step, in order.
    pub actions: Vec<WatchedAction>,
    /// The same actions by cheap key (sorted by key): where each was taken.
    pub by_key: BTreeMap<u64, Vec<u32>>,
}

impl PartialEq for LoopWatch {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl LoopWatch {
    pub fn is_empty(&self) -> bool {
        self.step.is_none() && self.passes.is_empty() && self.actions.is_empty()
    }
}

/// How many of the stack's top items the cheap key reads (`Game::loop_key`).
const KEY_STACK_ITEMS: usize = 8;

/// A 128-bit hasher made of two differently-seeded 64-bit ones.
struct H2(DefaultHasher, DefaultHasher);

impl H2 {
    fn new() -> H2 {
        let a = DefaultHasher::new();
        let mut b = DefaultHasher::new();
        0x5eed_u64.hash(&mut b);
        H2(a, b)
    }
    fn finish2(&self) -> [u64; 2] {
        [self.0.finish(), self.1.finish()]
    }
}

impl Hasher for H2 {
    fn finish(&self) -> u64 {
        self.0.finish()
    }
    fn write(&mut self, bytes: &[u8]) {
        self.0.write(bytes);
        self.1.write(bytes);
    }
}

/// A fast hasher for the cheap key (the Fx hash: a multiply and a rotate per
/// word). The key only picks which positions to compare in full, so a
/// collision costs a fingerprint, never a wrong answer.
#[derive(Default)]
struct Fx(u64);

impl Hasher for Fx {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.write_u64(u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]));
        }
        for &b in chunks.remainder() {
            self.write_u64(b as u64);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u8(&mut self, n: u8) {
        self.write_u64(n as u64);
    }
    fn write_u32(&mut self, n: u32) {
        self.write_u64(n as u64);
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

fn h64(x: impl Hash) -> u64 {
    let mut h = DefaultHasher::new();
    x.hash(&mut h);
    h.finish()
}

/// Hash `x`'s debug text as `format!("{x:?}").hash(h)` does (a `str` hashes
/// its bytes, then 0xFF), without building the text: the pieces are fed to
/// the hasher as they are written (SipHash reads bytes as a stream, so the
/// value is the same; `debug_hash_is_the_texts_hash` checks it).
fn dbg_hash(x: &impl std::fmt::Debug, h: &mut impl Hasher) {
    struct Feed<'a, H: Hasher>(&'a mut H);
    impl<H: Hasher> std::fmt::Write for Feed<'_, H> {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            self.0.write(s.as_bytes());
            Ok(())
        }
    }
    let _ = std::fmt::write(&mut Feed(&mut *h), format_args!("{x:?}"));
    h.write_u8(0xFF);
}

/// `h64(format!("{x:?}"))`, without building the text.
#[cfg(test)]
fn dbg_h64(x: &impl std::fmt::Debug) -> u64 {
    let mut h = DefaultHasher::new();
    dbg_hash(x, &mut h);
    h.finish()
}

/// The "N or more" conditions (life, permanents) written anywhere in `v`
/// (a card's abilities as data).
fn thresholds_in(v: &serde_json::Value, out: &mut Vec<Option<Condition>>) {
    match v {
        serde_json::Value::Object(m) => {
            if matches!(m.get("if").and_then(|x| x.as_str()), Some("life_at_least" | "permanents_at_least")) {
                // One that can't be read is taken as a bound (the loop is played out).
                out.push(crate::json::from_value::<Condition>(v.clone()).ok());
            }
            m.values().for_each(|x| thresholds_in(x, out));
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| thresholds_in(x, out)),
        _ => {}
    }
}

/// The game choice an action makes, leaving out how its mana is paid (the
/// mana abilities named, or letting the engine choose them) and writing an X
/// of 0 as none: two ways of writing one choice give one action (716.2c,
/// 716.3 compare choices).
pub(crate) fn as_choice(a: &Action) -> Action {
    let mut a = a.clone();
    if let Action::CastSpell { x, mana_abilities, auto_pay, .. } | Action::ActivateAbility { x, mana_abilities, auto_pay, .. } = &mut a {
        *x = x.filter(|n| *n != 0);
        mana_abilities.clear();
        *auto_pay = true;
    }
    a
}

/// The hash 716.3's record keeps of a choice (`as_choice`: an action written
/// the usual way, paid automatically, hashes as the same choice).
pub(crate) fn choice_hash(a: &Action) -> u64 {
    h64(as_choice(a))
}

/// Whether an action is a pass for the loop watch: passing priority, or
/// declining to pay in "[A] unless [B]" (716.6).
fn is_pass_like(g: &Game, action: &Action) -> bool {
    match action {
        Action::PassPriority { .. } => true,
        Action::ChooseYesNo { yes: false, .. } | Action::ChooseObject { object: None, .. } => g.declining_unless(),
        _ => false,
    }
}

impl Game {
    /// Is the pending decision a "pay or not" question of "[A] unless [B]" (716.6)?
    fn declining_unless(&self) -> bool {
        matches!(&self.pending, Some(Decision { kind: DecisionKind::ChooseYesNo { yes, .. }, .. }) if yes.starts_with("Pay "))
    }

    /// The cheap key of a position: who acts, the step, the stack, the
    /// players' zone sizes and counts. `strict` adds the quantities that may
    /// grow (life, battlefield size), for 716.3, where only an exact repeat counts.
    pub(crate) fn loop_key(&self, strict: bool) -> u64 {
        let mut h = Fx::default();
        self.hash_turn(&mut h);
        // The depth and at most the top `KEY_STACK_ITEMS` items: the key is read at
        // every pass, and a deep stack (N triggers from one event, 603.3b) must not
        // make each pass cost O(N). Positions that differ only deeper down share a
        // key and are told apart by their full fingerprints (a cost, never a wrong
        // answer). A stack of at most that many items is hashed whole, as before.
        self.stack.len().hash(&mut h);
        for s in &self.stack[self.stack.len().saturating_sub(KEY_STACK_ITEMS)..] {
            (s.controller.0, s.source_name.as_str(), s.text.as_str(), s.targets.len()).hash(&mut h);
        }
        self.waiting_triggers.len().hash(&mut h);
        for p in &self.players {
            (p.poison, p.lost, p.library.len(), p.hand.len(), p.graveyard.len(), p.lands_played).hash(&mut h);
            p.pool.hash(&mut h);
            for r in &p.restricted_mana {
                r.mana.hash(&mut h);
                r.source.hash(&mut h);
            }
            if strict {
                p.life.hash(&mut h);
            }
        }
        (self.exile.len(), self.command.len()).hash(&mut h);
        if strict {
            self.battlefield.len().hash(&mut h);
        }
        h.finish()
    }

    /// Where the turn is and who acts (not the turn number: it only counts up).
    fn hash_turn(&self, h: &mut impl Hasher) {
        (self.turn.active.0, self.turn.step as u8, self.turn.passes).hash(h);
        match &self.flow {
            Flow::StartStep => 0u8.hash(h),
            Flow::GivePriority(p) => (1u8, p.0).hash(h),
            Flow::Priority(p) => (2u8, p.0).hash(h),
            Flow::CleanupCheck => 3u8.hash(h),
            Flow::GameOver => 4u8.hash(h),
        }
        (self.pending.is_some(), self.resolving.is_some(), self.cleanup_again, self.combat.is_some()).hash(h);
        (self.extra_turns.iter().map(|p| p.0).collect::<Vec<u8>>(), self.extra_turn_after.map(|p| p.0), self.turns_to_skip.iter().map(|p| p.0).collect::<Vec<u8>>(), self.steps_to_skip.iter().map(|(p, s)| (p.0, *s as u8)).collect::<Vec<_>>()).hash(h);
    }

    /// The full fingerprint of the position (see the module's documentation).
    pub fn fingerprint(&self) -> Fingerprint {
        // A look at every object (rules::shortcut_fast: not from an iteration worked out from).
        self.note_scan();
        let mut h = H2::new();
        let mut growth: BTreeMap<u64, i64> = BTreeMap::new();
        let turn = self.turn.number;
        self.hash_turn(&mut h);
        // Characteristics, once per shared value (tokens share theirs).
        let mut chars_memo: HashMap<*const super::layers::Characteristics, u64> = HashMap::new();
        let base = |id: ObjectId| -> u64 {
            match self.objects.get(&id) {
                Some(o) => h64((o.def.name.as_str(), o.controller.0, format!("{:?}", o.zone))),
                None => 0,
            }
        };
        // Players: life may grow; the rest may not.
        for p in &self.players {
            growth.insert(growth_key(G_LIFE, p.id.0 as u64), p.life as i64);
            (p.poison, p.lost, p.lands_played, p.draws_this_turn, p.max_hand_size).hash(&mut h);
            p.pool.hash(&mut h);
            for r in &p.restricted_mana {
                r.mana.hash(&mut h);
                r.source.hash(&mut h);
            }
            p.commander_damage.hash(&mut h);
            for id in &p.library {
                self.objects.get(id).map(|o| o.def.name.as_str()).hash(&mut h);
            }
            let mut hand: Vec<&str> = p.hand.iter().filter_map(|id| self.objects.get(id).map(|o| o.def.name.as_str())).collect();
            hand.sort_unstable();
            hand.hash(&mut h);
            for id in &p.graveyard {
                self.objects.get(id).map(|o| o.def.name.as_str()).hash(&mut h);
            }
            p.scheme_deck.len().hash(&mut h);
        }
        for t in &self.teams {
            (t.life, t.poison, t.lost).hash(&mut h);
        }
        for zone in [&self.exile, &self.command] {
            let mut names: Vec<(&str, bool)> = zone.iter().filter_map(|id| self.objects.get(id).map(|o| (o.def.name.as_str(), o.face_down))).collect();
            names.sort_unstable();
            names.hash(&mut h);
        }
        // Permanents, by class: everything but power, toughness and +1/+1 counters.
        #[derive(Default)]
        struct Class {
            cards: u64,
            tokens: i64,
            plus: i64,
            power: i64,
            toughness: i64,
        }
        let mut classes: BTreeMap<u64, Class> = BTreeMap::new();
        for id in &self.battlefield {
            let Some(o) = self.objects.get(id) else { continue };
            let c = self.chars_of(o);
            let ch = *chars_memo.entry(std::sync::Arc::as_ptr(&c)).or_insert_with(|| {
                let mut x = DefaultHasher::new();
                (c.name.as_str(), c.supertypes.len(), c.controller.0, c.loyalty).hash(&mut x);
                dbg_hash(&(&c.mana_cost, &c.colors, &c.supertypes, &c.types, &c.subtypes, &c.keywords, &c.abilities), &mut x);
                x.finish()
            });
            let mut x = DefaultHasher::new();
            (ch, o.def.name.as_str(), o.token, o.owner.0, o.controller.0, o.tapped, o.summoning_sick).hash(&mut x);
            (o.damage, o.deathtouch_damage, o.face_down, o.phased_out, o.started_turn_untapped).hash(&mut x);
            let e = &*o.extra;
            for (k, n) in &e.counters {
                if k != "+1/+1" {
                    (k.as_str(), n).hash(&mut x);
                }
            }
            match e.attached_to {
                Some(TargetChoice::Object(t)) => (1u8, base(t)).hash(&mut x),
                Some(TargetChoice::Player(p)) => (2u8, p.0).hash(&mut x),
                None => 0u8.hash(&mut x),
            }
            (e.card_copy, e.spell_copy, e.copy_of.as_ref().map(|d| d.name.as_str()), e.regen_shields, e.is_commander, e.evoked).hash(&mut x);
            if e.color_override.is_some() {
                dbg_hash(&e.color_override, &mut x);
            }
            (e.loyalty_used_turn == Some(turn)).hash(&mut x);
            e.activated_turns.iter().filter(|(_, t)| **t == turn).map(|(i, _)| (*i, e.activated_counts.get(i).copied().unwrap_or(1))).collect::<Vec<(u32, u32)>>().hash(&mut x);
            let k = x.finish();
            let cl = classes.entry(k).or_default();
            if o.token {
                cl.tokens += 1;
            } else {
                cl.cards += 1;
            }
            cl.plus += e.counters.get("+1/+1").copied().unwrap_or(0) as i64;
            cl.power += c.power.unwrap_or(0) as i64;
            cl.toughness += c.toughness.unwrap_or(0) as i64;
        }
        classes.len().hash(&mut h);
        for (k, cl) in &classes {
            (k, cl.cards, cl.tokens > 0).hash(&mut h);
            if cl.tokens > 0 {
                growth.insert(growth_key(G_TOKENS, *k), cl.tokens);
            }
            growth.insert(growth_key(G_PLUS, *k), cl.plus);
            growth.insert(growth_key(G_POWER, *k), cl.power);
            growth.insert(growth_key(G_TOUGHNESS, *k), cl.toughness);
        }
        // The stack, in order, and what waits to go on it.
        for s in &self.stack {
            (s.controller.0, s.kind as u8, s.source_name.as_str(), s.text.as_str(), s.x, s.mode, s.delayed).hash(&mut h);
            for t in &s.targets {
                match t {
                    TargetChoice::Object(o) => (1u8, base(*o)).hash(&mut h),
                    TargetChoice::Player(p) => (2u8, p.0).hash(&mut h),
                }
            }
            s.trigger_object.map(base).hash(&mut h);
            s.trigger_player.map(|p| p.0).hash(&mut h);
            s.division.hash(&mut h);
        }
        for w in &self.waiting_triggers {
            (w.controller.0, w.source_name.as_str(), w.event.as_str()).hash(&mut h);
        }
        let mut delayed: Vec<String> = self
            .delayed
            .iter()
            .map(|d| format!("{}|{}|{}|{}|{:?}", d.controller.0, d.source_name, d.text, d.this_turn, d.created.map(|(t, s)| (turn.saturating_sub(t), s))))
            .collect();
        delayed.sort();
        delayed.hash(&mut h);
        self.prevention.all_combat_damage.hash(&mut h);
        for s in &self.prevention.shields {
            (s.controller.0, s.text.as_str()).hash(&mut h);
            dbg_hash(&s.kind, &mut h);
        }
        dbg_hash(&self.combat, &mut h);
        dbg_hash(&self.drew_from_empty, &mut h);
        self.draw_step_draws.map(|(t, n)| (t == turn, n)).hash(&mut h);
        Fingerprint { fixed: h.finish2(), growth: growth.into_iter().collect() }
    }

    /// Whether nothing in the game reads the quantities that grew from `a`
    /// to `b` (one round; the watch saw two alike) against a threshold: an
    /// "N or more life" condition for life, an "N or more permanents"
    /// condition for tokens, a counter limit (704.5s) for counters. Such a
    /// growth is bounded: the loop changes once the threshold is crossed, so
    /// it is played out. A condition that held already before the rounds the
    /// watch saw (it holds with the growth of those two rounds taken away)
    /// is not a bound: what only grows keeps it holding (a state trigger "when
    /// you have 1 or more life, you gain 1 life" loops for ever).
    fn growth_unbounded(&self, a: &Fingerprint, b: &Fingerprint) -> bool {
        let mut kinds = BTreeSet::new();
        let (mut life, mut tokens) = (0i64, 0i64);
        for ((k, x), (_, y)) in a.growth.iter().zip(&b.growth) {
            if y > x {
                kinds.insert(k & 7);
                match k & 7 {
                    G_LIFE => life = life.max(y - x),
                    G_TOKENS => tokens = tokens.saturating_add(y - x),
                    _ => {}
                }
            }
        }
        let counters = kinds.contains(&G_PLUS) || kinds.contains(&G_POWER) || kinds.contains(&G_TOUGHNESS);
        // The threshold as it was before the two rounds: the condition with
        // their growth added to what it asks for.
        let before = |cond: &Condition| -> Option<Condition> {
            let back = |n: i64, d: i64| n.saturating_add(d.saturating_mul(2));
            match cond {
                Condition::LifeAtLeast { amount } if life > 0 => Some(Condition::LifeAtLeast { amount: i32::try_from(back(*amount as i64, life)).unwrap_or(i32::MAX) }),
                Condition::PermanentsAtLeast { filter, count } if tokens > 0 => {
                    Some(Condition::PermanentsAtLeast { filter: filter.clone(), count: u32::try_from(back(*count as i64, tokens)).unwrap_or(u32::MAX) })
                }
                _ => None,
            }
        };
        // Each distinct set of characteristics is read once (tokens share theirs);
        // the values are kept alive so that no address is reused meanwhile.
        let mut seen: BTreeSet<*const super::layers::Characteristics> = BTreeSet::new();
        let mut kept = Vec::new();
        for id in &self.battlefield {
            let Some(o) = self.objects.get(id) else { continue };
            let c = self.chars_of(o);
            if !seen.insert(std::sync::Arc::as_ptr(&c)) {
                continue;
            }
            kept.push(c.clone());
            let written = crate::json::to_string(&c.abilities).unwrap_or_default();
            if counters && written.contains("counter_limit") {
                return false;
            }
            let text: serde_json::Value = serde_json::from_str(&written).unwrap_or_default();
            let mut conditions = Vec::new();
            thresholds_in(&text, &mut conditions);
            for cond in &conditions {
                match cond.as_ref().map(|x| (x, before(x))) {
                    None => return false,
                    Some((_, Some(earlier))) if !self.condition_holds(&earlier, c.controller, *id) => return false,
                    _ => {}
                }
            }
        }
        true
    }

    /// 716.4 / 104.4b: a loop of mandatory actions ends the game in a draw.
    /// `how` says where the loop was recognised. For a loop through the stack
    /// (`through_stack`), each player who could have done something else is
    /// named: they were not required to (716.5).
    pub(crate) fn mandatory_loop_draw(&mut self, repeat: Repeat, how: &str, through_stack: bool) {
        if self.winners.is_some() {
            return;
        }
        if through_stack {
            for p in self.apnap() {
                if self.player(p).lost {
                    continue;
                }
                let mut g = self.clone();
                g.pending = None;
                g.flow = Flow::Priority(p);
                let could: Vec<String> = g
                    .legal_actions()
                    .into_iter()
                    .filter_map(|a| match a {
                        super::legal::LegalAction::Activate { source, text, mana_ability: false, .. } => Some(format!("activate {}'s \"{text}\"", self.name_of(source))),
                        super::legal::LegalAction::Cast { name, .. } => Some(format!("cast {name}")),
                        _ => None,
                    })
                    .collect();
                if let Some(first) = could.first() {
                    let name = self.player(p).name.clone();
                    let more = if could.len() > 1 { format!(" (or {} other action(s))", could.len() - 1) } else { String::new() };
                    self.emit(Event::new(
                        "716.5",
                        EventKind::Note,
                        format!("{name} only passed, though they could {first}{more}: no player is required to take an action that would stop a loop"),
                    ));
                }
            }
        }
        let what = match repeat {
            Repeat::Exact => "the game came back to the same position",
            Repeat::Growth => "the game came back to the same position, only with more of what nothing bounds (tokens, +1/+1 counters, life)",
        };
        self.emit(Event::new("716.4", EventKind::GameOver { winners: Vec::new() }, format!("the game is a draw (104.4b): a loop made only of mandatory actions ({how}): {what}")));
        self.winners = Some(Vec::new());
        self.flow = Flow::GameOver;
        self.pending = None;
    }

    /// The loop watch starts again when the step changes.
    fn loop_watch_step(&mut self) {
        let now = Some((self.turn.number, self.turn.step));
        if self.loops.step != now {
            self.loops = LoopWatch { step: now, ..LoopWatch::default() };
        }
    }

    /// 716.3: before a player's action at priority is taken, refuse the
    /// repeat of a fragmented loop by the player who must choose differently.
    /// Returns what to record once the action has been taken.
    ///
    /// `eager`: take the full fingerprint at once on small boards (actions
    /// taken one by one, so that the seed's example is refused at its first
    /// repeat); a shortcut's choices don't (a fragmented loop in a shortcut is
    /// refused one round later, and a loop's iterations stay free of
    /// whole-board reads, so that they can be worked out at once).
    pub(crate) fn loop_check_action(&self, action: &Action, eager: bool) -> Result<Option<WatchedAction>, ActionError> {
        if !matches!(action, Action::PlayLand { .. } | Action::CastSpell { .. } | Action::ActivateAbility { .. }) || self.pending.is_some() {
            return Ok(None);
        }
        let Flow::Priority(holder) = self.flow else { return Ok(None) };
        if holder != action.player() || self.player(holder).lost {
            return Ok(None);
        }
        let p = holder;
        let key = self.loop_key(true);
        let act = choice_hash(action);
        // The full fingerprint (a look at every object) on boards up to
        // FULL_FINGERPRINT_OBJECTS, so that the seed's example is refused at its
        // first repeat; on larger boards only once the cheap key has repeated
        // (recognised one round later). Passes never take one eagerly (below).
        let small = eager && self.objects.len() <= FULL_FINGERPRINT_OBJECTS;
        let fp = if small || !self.watched_under(key).is_empty() { Some(self.fingerprint()) } else { None };
        if let Some(now) = &fp {
            if let Some((_, involved)) = self.fragmented_repeats(p, key, now).into_iter().find(|(a, _)| *a == act) {
                let name = self.player(p).name.clone();
                let others: Vec<String> = involved.iter().filter(|q| **q != p).map(|q| self.player(*q).name.clone()).collect();
                let role = if p == self.turn.active { "the active player" } else { "the first player in turn order involved in it" };
                return Err(ActionError::Illegal(format!(
                    "716.3: this would repeat a fragmented loop: the actions of {name} and {} have brought the game back to the position in which {name} took this same action; {name}, {role}, must make a different choice",
                    others.join(", ")
                )));
            }
        }
        Ok(Some(WatchedAction { key, fingerprint: fp, player: p, action: act }))
    }

    /// Where in this step's 716.3 record actions were taken from positions
    /// with cheap key `key` (none when the record is of another step: it
    /// starts again as the next action is recorded).
    fn watched_under(&self, key: u64) -> &[u32] {
        let fresh = self.loops.step == Some((self.turn.number, self.turn.step));
        match self.loops.by_key.get(&key) {
            Some(v) if fresh => v,
            _ => &[],
        }
    }

    /// 716.3: the choices `p` (with priority, in the position with cheap key
    /// `key` and fingerprint `now`) may not make, as `choice_hash`es: each
    /// one `p` made from this very position earlier in the step, after which
    /// two or more players' actions came back here, when `p` is the active
    /// player or else the first involved player in turn order. With each,
    /// the players involved.
    pub(crate) fn fragmented_repeats(&self, p: PlayerId, key: u64, now: &Fingerprint) -> Vec<(u64, BTreeSet<PlayerId>)> {
        let mut out: Vec<(u64, BTreeSet<PlayerId>)> = Vec::new();
        let actions = &self.loops.actions;
        // Latest first: the loop of a choice starts the last time it was made here.
        for &i in self.watched_under(key).iter().rev() {
            let Some(w) = actions.get(i as usize) else { continue };
            if w.player != p || w.fingerprint.as_ref() != Some(now) || out.iter().any(|(a, _)| *a == w.action) {
                continue;
            }
            let mut involved: BTreeSet<PlayerId> = actions[i as usize..].iter().map(|w| w.player).collect();
            involved.insert(p);
            let must = self.apnap().into_iter().find(|q| involved.contains(q)).unwrap_or(p);
            if involved.len() >= 2 && must == p {
                out.push((w.action, involved));
            }
        }
        out
    }

    /// 716.3, for the list of legal actions: the choices `p` may not make
    /// now (`fragmented_repeats`). The whole board is read only when the
    /// cheap key of this position is in the step's record under `p`'s name.
    pub(crate) fn fragmented_refusals(&self, p: PlayerId) -> Vec<u64> {
        let key = self.loop_key(true);
        let mine = self.watched_under(key).iter().any(|i| self.loops.actions.get(*i as usize).is_some_and(|w| w.player == p));
        if !mine {
            return Vec::new();
        }
        self.fragmented_repeats(p, key, &self.fingerprint()).into_iter().map(|(a, _)| a).collect()
    }

    /// After an action was taken: keep the 716.3 record and look for a
    /// mandatory loop through the stack (716.4, 716.6).
    pub(crate) fn loop_after_action(&mut self, action: &Action, pass_like: bool, watched: Option<WatchedAction>) {
        if self.winners.is_some() {
            return;
        }
        self.loop_watch_step();
        if let Some(w) = watched {
            if self.loops.actions.len() >= MAX_WATCHED_ACTIONS {
                self.loops.actions.clear();
                self.loops.by_key.clear();
            }
            let at = self.loops.actions.len() as u32;
            self.loops.by_key.entry(w.key).or_default().push(at);
            self.loops.actions.push(w);
        }
        if !pass_like {
            if !self.loops.passes.is_empty() && !matches!(action, Action::Concede { .. }) {
                self.loops.passes = Detector::default();
            }
            return;
        }
        if !matches!(self.flow, Flow::Priority(_)) || self.pending.is_some() {
            return;
        }
        let mut d = std::mem::take(&mut self.loops.passes);
        let r = d.observe(self, false);
        self.loops.passes = d;
        if let Some(r) = r {
            self.mandatory_loop_draw(r, "every player only passed priority or declined to pay (716.6) while the loop went round through the stack", true);
        }
    }

    /// Whether the action is a pass for the loop watch (decided before it is taken).
    pub(crate) fn loop_pass_like(&self, action: &Action) -> bool {
        is_pass_like(self, action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A saved game's loop watch (716.3) is read the way it was written before
    /// `Detector::seen` became a map: a JSON list of `[key, fingerprints]` in key order.
    #[test]
    fn detector_saves_its_positions_as_pairs_in_key_order() {
        let f = |n: u64| Fingerprint { fixed: [n, n + 1], growth: vec![(growth_key(G_LIFE, 0), 20)] };
        let mut d = Detector::default();
        d.seen.insert(9, vec![f(1)]);
        d.seen.insert(3, vec![]);
        let text = serde_json::to_string(&d).unwrap();
        assert_eq!(text, r#"{"seen":[[3,[]],[9,[{"fixed":[1,2],"growth":[[1,20]]}]]]}"#);
        let back: Detector = serde_json::from_str(&text).unwrap();
        assert_eq!(back, d);
        assert!(serde_json::from_str::<Detector>(r#"{"seen":{"3":[]}}"#).is_err());
    }

    /// The 716.3 record and the fingerprints keep the values they had when
    /// the debug text was built first (saved games hold them).
    #[test]
    fn debug_hash_is_the_texts_hash() {
        let actions = [
            Action::PassPriority { player: PlayerId(1) },
            serde_json::from_str(r#"{"action": "activate_ability", "player": 0, "source": 12345, "ability": 0, "targets": [{"object": 7}], "x": 2}"#).unwrap(),
        ];
        for a in &actions {
            assert_eq!(dbg_h64(a), h64(format!("{a:?}")));
            let (mut x, mut y) = (DefaultHasher::new(), DefaultHasher::new());
            dbg_hash(&(a, Some(3u8), "text"), &mut x);
            format!("{:?}", (a, Some(3u8), "text")).hash(&mut y);
            assert_eq!(x.finish(), y.finish());
        }
    }
}
