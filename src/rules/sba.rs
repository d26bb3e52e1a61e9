//! State-based actions (704). One check (704.3) looks at what may have
//! changed since the last check (the dirty set and small indexes), collects
//! every applicable action, and performs them all at once as one event.

use super::events::*;
use super::state::*;
use super::types::*;
use super::zones::ZoneMove;
use crate::cards::def::*;
use std::collections::{BTreeMap, BTreeSet};

/// One state-based action found by a check.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "snake_case", tag = "action")]
pub enum Sba {
    /// 704.5a/b/c/v: a player loses (several reasons may name the same player: 704.6).
    PlayerLoses {
        player: PlayerId,
        rule: SbaRule,
        reason: String,
    },
    /// 704.5t/u: a team loses.
    TeamLoses {
        team: usize,
        rule: SbaRule,
        reason: String,
    },
    /// 704.5d/e: an object ceases to exist.
    CeaseToExist {
        object: ObjectId,
        rule: SbaRule,
        reason: String,
    },
    /// 704.5f/i/j/k/m/n: put into its owner's graveyard (not destruction).
    ToGraveyard {
        object: ObjectId,
        rule: SbaRule,
        reason: String,
    },
    /// 704.5g/h: destroyed (regeneration can replace it).
    Destroy {
        object: ObjectId,
        rule: SbaRule,
        reason: String,
    },
    /// 704.5p/q: becomes unattached.
    Unattach {
        object: ObjectId,
        rule: SbaRule,
        reason: String,
    },
    /// 704.5r: remove N +1/+1 and N -1/-1 counters.
    AnnihilateCounters { object: ObjectId, n: u32 },
    /// 704.5s: remove counters above the limit.
    TrimCounters { object: ObjectId, kind: String, remove: u32, max: u32 },
    /// 704.5w: a scheme is turned face down and put on the bottom of its owner's scheme deck.
    SchemeAway { object: ObjectId },
}

/// A state-based action's rule (one of 704.5), written as its number and
/// read back only as one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SbaRule(pub &'static str);

const SBA_RULES: [&str; 21] = [
    "704.5a", "704.5b", "704.5c", "704.5d", "704.5e", "704.5f", "704.5g", "704.5h", "704.5i", "704.5j", "704.5k", "704.5m", "704.5n", "704.5p", "704.5q", "704.5r", "704.5s", "704.5t", "704.5u", "704.5v", "704.5w",
];

impl serde::Serialize for SbaRule {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0)
    }
}

impl<'de> serde::Deserialize<'de> for SbaRule {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<SbaRule, D::Error> {
        let text = <String as serde::Deserialize>::deserialize(d)?;
        SBA_RULES.iter().copied().find(|r| *r == text).map(SbaRule).ok_or_else(|| serde::de::Error::custom(format!("rule: \"{}\" is not a state-based action's rule (704.5)", crate::rules::limits::clip(&text))))
    }
}

impl Game {
    /// The objects a check must look at: the dirty set, the characteristic-defining
    /// objects, or (after a change that can affect anything) the whole battlefield.
    fn sba_candidates(&self) -> BTreeSet<ObjectId> {
        let mut c: BTreeSet<ObjectId> = self.dirty.iter().copied().collect();
        c.extend(self.cda_objects.iter().copied());
        c.extend(self.attachers.iter().copied());
        // A count on the battlefield in a static ability (basic land types)
        // may change any permanent's toughness with any move.
        if self.all_dirty || self.statics_read_board() {
            self.note_scan();
            c.extend(self.battlefield.iter().copied());
        }
        c
    }

    /// Collect every applicable state-based action, without performing any (704.3).
    pub fn find_state_based_actions(&self) -> Vec<Sba> {
        let mut out = self.losses_found();
        // Objects.
        for id in self.sba_candidates() {
            let Some(o) = self.objects.get(&id) else { continue };
            // Worded only when a state-based action is found (most checks find none).
            let name = DisplayName(self, o);
            if o.zone != Zone::Battlefield {
                if o.token {
                    out.push(Sba::CeaseToExist { object: id, rule: SbaRule("704.5d"), reason: format!("{name} is a token in the {}", o.zone.name()) });
                } else if o.extra.spell_copy && o.zone != Zone::Stack {
                    out.push(Sba::CeaseToExist { object: id, rule: SbaRule("704.5e"), reason: format!("{name} is a copy of a spell outside the stack") });
                } else if o.extra.card_copy && o.zone != Zone::Stack {
                    out.push(Sba::CeaseToExist { object: id, rule: SbaRule("704.5e"), reason: format!("{name} is a copy of a card outside the stack and battlefield") });
                }
                continue;
            }
            if o.token && o.phased_out {
                out.push(Sba::CeaseToExist { object: id, rule: SbaRule("704.5d"), reason: format!("{name} is a phased-out token") });
                continue;
            }
            if o.phased_out {
                continue;
            }
            let c = self.chars_of(o);
            if c.is_creature() {
                let t = c.toughness.unwrap_or(0);
                if t <= 0 {
                    out.push(Sba::ToGraveyard { object: id, rule: SbaRule("704.5f"), reason: format!("{name} has toughness {t}") });
                } else if c.has_keyword(Keyword::Indestructible) {
                    // 702.12b: lethal damage and deathtouch don't destroy it.
                } else if o.damage >= t {
                    out.push(Sba::Destroy { object: id, rule: SbaRule("704.5g"), reason: format!("{name} has {} damage marked and toughness {t}", o.damage) });
                } else if o.deathtouch_damage {
                    out.push(Sba::Destroy { object: id, rule: SbaRule("704.5h"), reason: format!("{name} was dealt damage by a source with deathtouch") });
                }
            }
            if c.has_type(CardType::Planeswalker) && self.loyalty(id) == 0 {
                out.push(Sba::ToGraveyard { object: id, rule: SbaRule("704.5i"), reason: format!("{name} has 0 loyalty") });
            }
            if let Some(reason) = self.attachment_problem(o, &c) {
                out.push(reason);
            }
            let plus = o.extra.counters.get("+1/+1").copied().unwrap_or(0);
            let minus = o.extra.counters.get("-1/-1").copied().unwrap_or(0);
            if plus > 0 && minus > 0 {
                out.push(Sba::AnnihilateCounters { object: id, n: plus.min(minus) });
            }
            for (kind, n) in &o.extra.counters {
                if let Some(max) = c.counter_limit(kind) {
                    if *n > max {
                        out.push(Sba::TrimCounters { object: id, kind: kind.clone(), remove: n - max, max });
                    }
                }
            }
        }
        // 704.5j: planeswalker uniqueness (2011: all planeswalkers on the battlefield, whoever controls them).
        if self.planeswalkers.len() >= 2 {
            let mut by_type: BTreeMap<String, Vec<ObjectId>> = BTreeMap::new();
            for id in &self.planeswalkers {
                if let Some(c) = self.chars(*id) {
                    for s in &c.subtypes {
                        by_type.entry(s.clone()).or_default().push(*id);
                    }
                }
            }
            for (ty, ids) in by_type {
                if ids.len() >= 2 {
                    for id in ids {
                        out.push(Sba::ToGraveyard { object: id, rule: SbaRule("704.5j"), reason: format!("two or more {ty} planeswalkers are on the battlefield") });
                    }
                }
            }
        }
        // 704.5k: the legend rule (2011: all same-named legendary permanents, whoever controls them).
        for (name, ids) in &self.legendary_by_name {
            if ids.len() >= 2 {
                for id in ids {
                    out.push(Sba::ToGraveyard { object: *id, rule: SbaRule("704.5k"), reason: format!("two or more legendary permanents named {name}") });
                }
            }
        }
        // 704.5m: the world rule. A permanent's time on the battlefield starts at its
        // timestamp, or, when it entered in one event with others, at that event's
        // (their timestamps are only an order, 613.6j): the newest are those of the
        // latest moment, and when several share it, none is kept.
        if self.worlds.len() >= 2 {
            let since = |id: &ObjectId| {
                let o = &self.objects[id];
                o.extra.entered_with.unwrap_or(o.timestamp)
            };
            let newest = self.worlds.iter().map(since).max().unwrap();
            let tied = self.worlds.iter().filter(|id| since(id) == newest).count();
            for id in &self.worlds {
                if since(id) != newest || tied > 1 {
                    let n = self.name_of(*id);
                    let reason = if since(id) != newest {
                        format!("{n} is not the newest world permanent")
                    } else {
                        format!("{n} and {} other world permanent(s) entered the battlefield together, the newest", tied - 1)
                    };
                    out.push(Sba::ToGraveyard { object: *id, rule: SbaRule("704.5m"), reason });
                }
            }
        }
        // 704.5w: schemes.
        if self.variant == Variant::Archenemy {
            for id in &self.command {
                let o = &self.objects[id];
                let c = self.chars_of(o);
                let in_deck = self.players.iter().any(|p| p.scheme_deck.contains(id));
                if c.has_type(CardType::Scheme) && !o.face_down && !in_deck && !c.supertypes.contains(&Supertype::Ongoing) {
                    // Not while one of its triggered abilities waits or is on the stack.
                    let busy = self.stack.iter().any(|s| s.source == *id && s.kind == StackKind::Triggered)
                        || self.waiting_triggers.iter().any(|t| t.source == *id);
                    if !busy {
                        out.push(Sba::SchemeAway { object: *id });
                    }
                }
            }
        }
        // One object may qualify under several rules. All of them happen at once,
        // so the outcome is the strongest one: ceasing to exist, then being put
        // into the graveyard (which regeneration can't stop), then destruction
        // (which it can). Sorting is stable, so the order of discovery is kept otherwise.
        out.sort_by_key(|a| match a {
            Sba::CeaseToExist { .. } => 0,
            Sba::ToGraveyard { .. } => 1,
            Sba::Destroy { .. } => 2,
            _ => 3,
        });
        let mut seen: BTreeSet<ObjectId> = BTreeSet::new();
        out.retain(|a| match a {
            Sba::CeaseToExist { object, .. } | Sba::ToGraveyard { object, .. } | Sba::Destroy { object, .. } => seen.insert(*object),
            _ => true,
        });
        let gone = seen;
        out.retain(|a| match a {
            Sba::Unattach { object, .. } | Sba::AnnihilateCounters { object, .. } | Sba::TrimCounters { object, .. } => !gone.contains(object),
            _ => true,
        });
        out
    }

    /// The players and teams that lose in a check now (704.5a, b, c, v; 704.5t, u).
    pub(crate) fn losses_found(&self) -> Vec<Sba> {
        let mut out = Vec::new();
        // Players: 704.5a, b, c, v; teams: 704.5t, u.
        let thg = self.variant == Variant::TwoHeadedGiant;
        for p in &self.players {
            if p.lost {
                continue;
            }
            if !thg && p.life <= 0 {
                out.push(Sba::PlayerLoses { player: p.id, rule: SbaRule("704.5a"), reason: format!("life total is {}", p.life) });
            }
            if self.drew_from_empty.contains(&p.id) {
                out.push(Sba::PlayerLoses { player: p.id, rule: SbaRule("704.5b"), reason: "attempted to draw from an empty library".into() });
            }
            if !thg && p.poison >= 10 {
                out.push(Sba::PlayerLoses { player: p.id, rule: SbaRule("704.5c"), reason: format!("{} poison counters", p.poison) });
            }
            if self.variant == Variant::Commander {
                if let Some((_, dmg)) = p.commander_damage.iter().find(|(_, d)| **d >= 21) {
                    out.push(Sba::PlayerLoses { player: p.id, rule: SbaRule("704.5v"), reason: format!("{dmg} combat damage from one commander") });
                }
            }
        }
        if thg {
            for (i, t) in self.teams.iter().enumerate() {
                if t.lost {
                    continue;
                }
                if t.life <= 0 {
                    out.push(Sba::TeamLoses { team: i, rule: SbaRule("704.5t"), reason: format!("team life total is {}", t.life) });
                }
                if t.poison >= 15 {
                    out.push(Sba::TeamLoses { team: i, rule: SbaRule("704.5u"), reason: format!("team has {} poison counters", t.poison) });
                }
            }
        }
        out
    }

    /// 704.5n, 704.5p, 704.5q: attachments that are not allowed.
    fn attachment_problem(&self, o: &GameObject, c: &super::layers::Characteristics) -> Option<Sba> {
        let name = DisplayName(self, o);
        let is_aura = c.has_subtype("Aura") && c.has_type(CardType::Enchantment);
        let is_equipment = c.has_subtype("Equipment") && c.has_type(CardType::Artifact);
        let is_fort = c.has_subtype("Fortification") && c.has_type(CardType::Artifact);
        if is_aura && !c.is_creature() {
            let legal = match o.extra.attached_to {
                None => false,
                Some(TargetChoice::Player(p)) => {
                    let def = o.face_def();
                    def.enchant.as_ref().map(|e| e.kind == TargetKind::Player).unwrap_or(false) && !self.player(p).lost
                }
                Some(TargetChoice::Object(t)) => {
                    let def = o.face_def();
                    self.is_on_battlefield(t)
                        && t != o.id
                        && def
                            .enchant
                            .as_ref()
                            .map(|e| {
                                let tc = self.chars(t).unwrap();
                                let to = &self.objects[&t];
                                super::layers::matches_filter(&tc, to, &e.filter, o.controller, Some(o.id), || self.chosen_of(Some(o.id)), |x| self.combat_role(x), |s| self.host_of(s))
                                    && !tc.protected_from_attachment(&c, o.id)
                            })
                            .unwrap_or(false)
                }
            };
            if !legal {
                return Some(Sba::ToGraveyard {
                    object: o.id,
                    rule: SbaRule("704.5n"),
                    reason: format!("{name} is an Aura attached to {}", match (o.extra.attached_to, o.extra.was_attached_to) {
                        // The permanent it was attached to has left the battlefield: the Aura is
                        // attached to nothing now (its old object no longer exists, 400.7).
                        (None, Some(t)) => format!("nothing (what it enchanted, {}, has left the battlefield)", self.target_name(TargetChoice::Object(t))),
                        (None, None) => "nothing".to_string(),
                        (Some(t), _) => format!("an illegal object ({})", self.target_name(t)),
                    }),
                });
            }
            return None;
        }
        let Some(attached) = o.extra.attached_to else {
            // What it was attached to has left (`Game::release_attachments`): it becomes
            // unattached, an Equipment or Fortification by 704.5p, anything else by 704.5q.
            let t = o.extra.was_attached_to?;
            let left = self.target_name(TargetChoice::Object(t));
            let rule = SbaRule(if (is_equipment || is_fort) && !c.is_creature() { "704.5p" } else { "704.5q" });
            return Some(Sba::Unattach { object: o.id, rule, reason: format!("{name} was attached to {left}, which has left the battlefield") });
        };
        if (is_equipment || is_fort) && !c.is_creature() {
            let legal = match attached {
                TargetChoice::Player(_) => false,
                TargetChoice::Object(t) => {
                    self.is_on_battlefield(t) && t != o.id && {
                        let tc = self.chars(t).unwrap();
                        let right_type = if is_equipment { tc.is_creature() } else { tc.has_type(CardType::Land) };
                        right_type && !tc.protected_from_attachment(&c, o.id)
                    }
                }
            };
            if !legal {
                return Some(Sba::Unattach { object: o.id, rule: SbaRule("704.5p"), reason: format!("{name} is attached to an illegal permanent") });
            }
            return None;
        }
        // 704.5q: a creature, or a permanent that is neither Aura, Equipment nor Fortification.
        Some(Sba::Unattach {
            object: o.id,
            rule: SbaRule("704.5q"),
            reason: if c.is_creature() { format!("{name} is a creature and can't be attached") } else { format!("{name} can't be attached to anything") },
        })
    }

    /// One state-based check (704.3): find everything, then perform it all at
    /// once. Returns how many actions were performed.
    pub fn check_state_based_actions(&mut self, iteration: u32) -> usize {
        self.sba_checks += 1;
        // 611.2b, 613.1b: durations that ended and static control, before the
        // check looks at the game.
        self.end_lapsed_effects();
        // 611.3a: a conditional static ability that started or stopped applying changed the board.
        self.note_static_conditions();
        let found = self.find_state_based_actions();
        // The check has looked at everything that changed.
        let checked: Vec<ObjectId> = self.dirty.iter().copied().collect();
        for id in checked {
            if let Some(o) = self.objects.get_mut(&id) {
                o.deathtouch_damage = false;
                // A permanent tapped by a direct write joins the tapped index here.
                if o.tapped && o.on_battlefield() {
                    self.tapped_permanents.insert(id);
                }
            }
        }
        for id in self.cda_objects.clone() {
            if let Some(o) = self.objects.get_mut(&id) {
                o.deathtouch_damage = false;
            }
        }
        if self.all_dirty {
            self.note_scan();
            for id in self.battlefield.clone() {
                let o = self.objects.get_mut(&id).unwrap();
                o.deathtouch_damage = false;
                if o.tapped {
                    self.tapped_permanents.insert(id);
                }
            }
        }
        self.dirty.clear();
        self.all_dirty = false;
        self.drew_from_empty.clear();
        let previous = std::mem::replace(&mut self.sba_last_performed, found.len());
        if found.is_empty() {
            if iteration > 1 {
                let text = if previous > 0 {
                    format!("state-based actions checked again (check {iteration} of this loop): nothing more to do")
                } else {
                    format!("state-based actions checked again after triggered abilities went on the stack (603.3b; check {iteration} of this loop): nothing to do")
                };
                self.emit(Event::new("704.3", EventKind::StateBasedCheck { iteration, performed: 0 }, text));
            }
            return 0;
        }
        let n = found.len();
        self.emit(Event::new(
            "704.3",
            EventKind::StateBasedCheck { iteration, performed: n },
            format!("state-based check {iteration}: {n} action(s), performed simultaneously"),
        ));
        self.perform_sba_work(super::sba_work::SbaWork::new(found));
        n
    }

    /// 704.3: the check's actions performed at once, once each destruction
    /// and move to a graveyard is settled (`settled`, one per action;
    /// rules::sba_work). `batch` is the batch of moves begun for them.
    pub(crate) fn perform_state_based_actions(&mut self, actions: Vec<Sba>, settled: Vec<super::sba_work::Settled>, batch: bool) {
        use super::sba_work::Settled;
        // 704.6: identical results (one player losing for several reasons) are one event,
        // which a single replacement effect replaces. In Two-Headed Giant a player's
        // loss is the team's loss (810.8a), so those are grouped by team.
        let thg = self.variant == Variant::TwoHeadedGiant;
        let mut losers: BTreeMap<PlayerId, Vec<(String, String)>> = BTreeMap::new();
        let mut team_losers: BTreeMap<usize, Vec<(String, String)>> = BTreeMap::new();
        let mut moves: Vec<ZoneMove> = Vec::new();
        for a in &actions {
            match a {
                Sba::PlayerLoses { player, rule, reason } => match self.player(*player).team {
                    Some(t) if thg => team_losers.entry(t).or_default().push((rule.0.to_string(), format!("{}: {reason}", self.player(*player).name))),
                    _ => losers.entry(*player).or_default().push((rule.0.to_string(), reason.clone())),
                },
                Sba::TeamLoses { team, rule, reason } => team_losers.entry(*team).or_default().push((rule.0.to_string(), reason.clone())),
                _ => {}
            }
        }
        for (a, settled) in actions.into_iter().zip(settled) {
            match a {
                Sba::CeaseToExist { object, rule, reason } => self.cease_to_exist(object, rule.0, &reason),
                Sba::ToGraveyard { object, rule, reason } => {
                    let instead = match settled {
                        Settled::Moves { instead } => instead,
                        _ => None,
                    };
                    moves.push(ZoneMove { instead, ..ZoneMove::new(object, Zone::Graveyard(PlayerId(0)), rule.0, &reason) });
                }
                Sba::Destroy { object, rule, .. } => {
                    if let Settled::Moves { instead } = settled {
                        if self.is_on_battlefield(object) {
                            moves.push(self.destroyed_move(object, rule.0, instead));
                        }
                    }
                }
                Sba::Unattach { object, rule, reason } => self.unattach(object, rule.0, &reason),
                Sba::AnnihilateCounters { object, n } => {
                    self.remove_counters(object, "+1/+1", n, "704.5r");
                    self.remove_counters(object, "-1/-1", n, "704.5r");
                }
                Sba::TrimCounters { object, kind, remove, max } => {
                    let name = self.name_of(object);
                    self.emit(Event::new("704.5s", EventKind::Note, format!("{name} can't have more than {max} {kind} counters")));
                    self.remove_counters(object, &kind, remove, "704.5s");
                }
                Sba::SchemeAway { object } => {
                    let Some(owner) = self.obj(object).map(|o| o.owner) else { continue };
                    let name = self.name_of(object);
                    if let Some(o) = self.obj_mut(object) {
                        o.face_down = true;
                    }
                    self.player_mut(owner).scheme_deck.insert(0, object);
                    self.emit(Event::new("704.5w", EventKind::SchemeTurnedFaceDown { object }, format!("{name} is turned face down and put on the bottom of its owner's scheme deck")));
                }
                Sba::PlayerLoses { .. } | Sba::TeamLoses { .. } => {}
            }
        }
        self.move_batch(&moves);
        self.batch_end(batch);
        let joined = |reasons: &[(String, String)]| {
            let mut rules: Vec<String> = Vec::new();
            for (r, _) in reasons {
                if !rules.contains(r) {
                    rules.push(r.clone());
                }
            }
            let text: Vec<String> = reasons.iter().map(|(r, why)| format!("{r}: {why}")).collect();
            (rules.join("+"), text.join("; "))
        };
        for (p, reasons) in losers {
            let (rule, text) = joined(&reasons);
            if reasons.len() > 1 {
                // 704.6: several state-based actions with the same result are one event,
                // which one replacement effect (if any) replaces as a whole.
                let name = self.player(p).name.clone();
                self.emit(Event::new("704.6", EventKind::Note, format!("{rule} would each make {name} lose the game: that is one event, not {}", reasons.len())));
            }
            self.lose_game(p, &rule, &text);
        }
        for (t, reasons) in team_losers {
            let (rule, text) = joined(&reasons);
            self.team_loses(t, &rule, &text);
        }
        self.check_game_over();
    }
}

/// An object's name as `Game::display_name` gives it, built only when written.
struct DisplayName<'a>(&'a Game, &'a GameObject);

impl std::fmt::Display for DisplayName<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.display_name(self.1))
    }
}
