//! The untap step's turn-based actions: phasing first (502.1,
//! `rules::phasing`), then (502.2, with 302.6) the active
//! player's permanents (805.4a: the active team's) lose summoning sickness
//! and untap, all at once, but for those an effect keeps tapped.
//!
//! Untapping is one simultaneous change, so it is one event
//! (`EventKind::PermanentsUntapped`, the untapped ids as runs), not one per
//! permanent; abilities that trigger when a permanent becomes untapped still
//! trigger once for each permanent (603.2, 603.2d), in id order, after it.
//!
//! Built for a board of a million tokens: the step walks the battlefield
//! twice (once to read, once to write) and allocates nothing per permanent
//! but the ids it untapped. The battlefield's groups (`rules::groups`) are
//! re-keyed class by class (`GroupIndex::note_untap_step`) rather than told
//! of each permanent; the characteristics cache needs nothing for a
//! permanent whose own state is all that changed (its key holds it, and
//! tapped only when an effect in force selects by it); a permanent changed
//! this way is a state-based check's business (704.3) only when such an
//! effect may have changed its characteristics. What effects single out
//! (static sources, attached objects, objects a floating effect names) and
//! what an effect keeps tapped go the ordinary way, one by one.

use super::events::*;
use super::state::*;
use super::types::*;
use crate::cards::def::*;
use std::collections::BTreeSet;

impl Game {
    /// 502.2: each active player whose tapped permanents say they may stay
    /// tapped ("you may choose not to untap [this] during your untap step")
    /// chooses which of them do, before anything untaps. Returns false while
    /// a player is asked (the step starts again with the answer).
    fn choose_what_stays_tapped(&mut self, players: &[PlayerId]) -> bool {
        for &p in players {
            if self.untap_asked.contains(&p) || self.player(p).lost {
                continue;
            }
            let from: Vec<ObjectId> = self
                .static_sources
                .iter()
                .copied()
                .filter(|id| self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield && !o.phased_out && o.tapped && o.controller == p))
                .filter(|id| self.chars(*id).is_some_and(|c| c.statics().any(|e| matches!(e, StaticEffect::MayNotUntap))))
                .collect();
            if from.is_empty() {
                continue;
            }
            let max = from.len();
            self.step_resumed = true;
            let prompt = "choose the permanents you don't untap (each may stay tapped); untap the others".to_string();
            self.ask(p, "502.2", prompt, DecisionKind::ChooseCards { from, min: 0, max, labels: Vec::new() }, Resume::UntapChoice);
            return false;
        }
        true
    }

    /// The untap limits in force ("Players can't untap more than one
    /// artifact during their untap steps"): the filter, how many, and the
    /// limit's source and controller when it binds only its controller.
    fn untap_limits(&self) -> Vec<(Filter, u32, ObjectId, Option<PlayerId>)> {
        let mut out = Vec::new();
        for src in self.static_sources.iter().filter_map(|s| self.objects.get(s)) {
            if !src.face_def().abilities.iter().any(|a| matches!(a, Ability::Static { effect: StaticEffect::UntapLimit { .. }, .. })) || !self.abilities_function(src.id) {
                continue;
            }
            for e in self.chars_of(src).statics() {
                if let StaticEffect::UntapLimit { filter, count, yours_only } = e {
                    out.push((filter.clone(), *count, src.id, yours_only.then_some(src.controller)));
                }
            }
        }
        out
    }

    /// 502.2: under each untap limit in force, an active player with more of
    /// those tapped permanents than it allows chooses which untap (exactly
    /// as many as it allows); the others stay tapped. Limits are asked in
    /// turn, each over what is still to untap, so every set of permanents
    /// that keeps within all of them can be chosen. Returns false while a
    /// player is asked.
    fn choose_under_untap_limits(&mut self, players: &[PlayerId]) -> bool {
        let limits = self.untap_limits();
        for (k, (filter, count, src, whose)) in limits.into_iter().enumerate() {
            for &p in players {
                if whose.is_some_and(|w| w != p) || self.player(p).lost {
                    continue;
                }
                // One question per limit and player (the key of both).
                let key = ((k as u32) << 8) | u32::from(p.0);
                if self.untap_limits_asked.contains(&key) {
                    continue;
                }
                self.untap_limits_asked.push(key);
                let from: Vec<ObjectId> = self
                    .battlefield
                    .iter()
                    .copied()
                    .filter(|id| self.objects.get(id).is_some_and(|o| o.controller == p && o.tapped && !o.phased_out) && !self.untap_kept.contains(id))
                    .filter(|id| !self.effects.iter().any(|e| e.affected == *id && e.modification == Modification::DoesntUntap) && self.untap_prevented_by(*id).is_none())
                    .filter(|id| self.matches(*id, &filter, p, Some(src)))
                    .collect();
                if from.len() as u64 <= u64::from(count) {
                    continue;
                }
                self.step_resumed = true;
                let n = count as usize;
                let prompt = format!("{}: choose the {n} permanent(s) among these that untap; the others stay tapped", self.name_of(src));
                self.ask(p, "502.2", prompt, DecisionKind::ChooseCards { from: from.clone(), min: n, max: n, labels: Vec::new() }, Resume::UntapLimit { from });
                return false;
            }
        }
        true
    }

    /// 302.6 and 502.2 (see the module). 502.3: no player gets priority; the
    /// caller ends the step. Returns false while the active player chooses
    /// what stays tapped (`choose_what_stays_tapped`).
    pub(crate) fn untap_step(&mut self) -> bool {
        self.note_scan();
        let players: Vec<PlayerId> = self.players.iter().map(|p| p.id).filter(|p| self.is_active_player(*p)).collect();
        // 502.1: phasing first (once: not again when the step starts over after a question).
        if self.untap_asked.is_empty() && self.untap_limits_asked.is_empty() {
            self.untap_step_phasing(&players);
        }
        if !self.choose_what_stays_tapped(&players) || !self.choose_under_untap_limits(&players) {
            return false;
        }
        self.untap_asked.clear();
        self.untap_limits_asked.clear();
        let chosen: BTreeSet<ObjectId> = std::mem::take(&mut self.untap_kept).into_iter().collect();

        // Read: the permanents, those that are tapped, and their names (for the event's text).
        let mut mine: Vec<ObjectId> = Vec::new();
        let mut tapped: Vec<ObjectId> = Vec::new();
        let mut names: Vec<(String, u64)> = Vec::new();
        {
            let mut counted: Vec<(&str, u64)> = Vec::new();
            let mut last = usize::MAX;
            self.for_each_on_battlefield(|o| {
                if !players.contains(&o.controller) {
                    return;
                }
                mine.push(o.id);
                // 702.25b: a phased-out permanent doesn't untap.
                if !o.tapped || o.phased_out {
                    return;
                }
                tapped.push(o.id);
                let n = shown_name(o);
                // Alike tokens share their definition: the same name, the same address.
                if last < counted.len() && (std::ptr::eq(counted[last].0, n) || counted[last].0 == n) {
                    counted[last].1 += 1;
                    return;
                }
                last = match counted.iter().position(|(m, _)| *m == n) {
                    Some(k) => k,
                    None => {
                        counted.push((n, 0));
                        counted.len() - 1
                    }
                };
                counted[last].1 += 1;
            });
            names.extend(counted.into_iter().map(|(n, k)| (n.to_string(), k)));
        }

        // 502.2: what an effect in force keeps tapped, decided before anything untaps.
        let mut kept: Vec<(ObjectId, String)> = Vec::new();
        // Resolved effects on a permanent ("doesn't untap during its controller's
        // next untap step"), found in one pass; static abilities, if any says so.
        let by_effect: std::collections::BTreeMap<ObjectId, ObjectId> =
            self.effects.iter().filter(|e| e.modification == Modification::DoesntUntap).map(|e| (e.affected, e.source)).collect();
        let by_static = self.static_sources.iter().filter_map(|s| self.objects.get(s)).any(|s| {
            let d: &CardDef = s.face_def();
            d.abilities.iter().any(|a| matches!(a, Ability::Static { effect: StaticEffect::DoesntUntap { .. }, .. }))
        });
        if !by_effect.is_empty() || by_static || !chosen.is_empty() {
            for &id in &tapped {
                let by = match by_effect.get(&id) {
                    Some(src) => Some(self.name_of(*src)),
                    None => by_static.then(|| self.untap_prevented_by(id)).flatten().or_else(|| chosen.contains(&id).then(|| "its controller chose not to untap it".to_string())),
                };
                if let Some(by) = by {
                    kept.push((id, by));
                }
            }
            for (id, _) in &kept {
                let n = self.objects.get(id).map(shown_name).unwrap_or_default();
                if let Some(e) = names.iter_mut().find(|(m, _)| m.as_str() == n) {
                    e.1 -= 1;
                }
            }
            names.retain(|(_, k)| *k > 0);
        }
        let kept_ids: BTreeSet<ObjectId> = kept.iter().map(|(id, _)| *id).collect();
        let untapped: Vec<ObjectId> = if kept_ids.is_empty() { tapped } else { tapped.into_iter().filter(|id| !kept_ids.contains(id)).collect() };

        // Write: 302.6 (and "started the turn untapped", for conditions that ask), then 502.2.
        self.for_each_on_battlefield_mut(|o| {
            if !players.contains(&o.controller) {
                return;
            }
            o.summoning_sick = false;
            o.started_turn_untapped = !o.tapped;
            if o.tapped && !o.phased_out && !kept_ids.contains(&o.id) {
                o.tapped = false;
            }
        });
        if untapped.len() * 8 < self.tapped_permanents.len() {
            for id in &untapped {
                self.tapped_permanents.remove(id);
            }
        } else if !untapped.is_empty() {
            // Most of the tapped index: made again without them (one ordered pass, both sorted).
            let mut gone = untapped.iter().peekable();
            let rest: BTreeSet<ObjectId> = std::mem::take(&mut self.tapped_permanents)
                .into_iter()
                .filter(|id| {
                    while gone.next_if(|g| *g < id).is_some() {}
                    gone.peek() != Some(&id)
                })
                .collect();
            self.tapped_permanents = rest;
        }

        // What else must know: objects effects single out, and what stayed tapped, one by one;
        // the others through their classes (rules::groups) and the 603.8 watch.
        let apart = self.shown_apart();
        let reads_tapped = self.tapped_read_in_force();
        let watching = self.watcher.0.is_some();
        let mut gone = untapped.iter().peekable();
        for &id in &mine {
            let was_untapped = {
                while gone.next_if(|g| **g < id).is_some() {}
                gone.peek() == Some(&&id)
            };
            if apart.contains(&id) || kept_ids.contains(&id) {
                if was_untapped {
                    self.mark_dirty(id);
                } else {
                    self.touch(id);
                }
                continue;
            }
            self.note_object_change(id);
            if watching {
                self.touched.objects.insert(id);
            }
            if was_untapped && reads_tapped {
                // Its characteristics may have changed with it (613): a 704.3 check looks at it.
                self.dirty.insert(id);
            }
        }
        self.groups.note_untap_step(&players);

        for (id, by) in kept {
            let n = self.name_of(id);
            self.emit(Event::new("502.2", EventKind::Note, format!("{n} doesn't untap during its controller's untap step ({by})")));
        }
        if !untapped.is_empty() {
            let count = untapped.len() as u64;
            let who = self.player(self.turn.active).name.clone();
            let what = names.iter().map(|(n, k)| if *k == 1 { n.clone() } else { format!("{n} ×{k}") }).collect::<Vec<_>>().join(", ");
            let text = if count == 1 { format!("{who} untaps {what}") } else { format!("{who} untaps {count} permanents: {what}") };
            let kind = EventKind::PermanentsUntapped { player: self.turn.active, count, ranges: id_runs(&untapped) };
            self.emit(Event::new("502.2", kind, text));
            // 603.2d: each permanent that became untapped triggers what watches for it.
            for id in untapped {
                self.untapped_triggers(id);
            }
        }
        // Effects that lasted through this untap step end now (rules::durations).
        self.end_effects_through_untap_step();
        true
    }
}

/// The name an object shows (`Game::display_name`, borrowed).
fn shown_name(o: &GameObject) -> &str {
    if o.face_down {
        return "a face-down card";
    }
    o.extra.copy_of.as_deref().map(|d| d.name.as_str()).unwrap_or(o.def.name.as_str())
}

/// Ascending ids as runs `(first, last, step)`: each id continues the run
/// before it when the run has one id or the id keeps its step.
pub fn id_runs(ids: &[ObjectId]) -> Vec<(ObjectId, ObjectId, u64)> {
    let mut out: Vec<(ObjectId, ObjectId, u64)> = Vec::new();
    for &id in ids {
        if let Some((first, last, step)) = out.last_mut() {
            if *first == *last && id > *last {
                *step = id.0 - last.0;
                *last = id;
                continue;
            }
            if id.0.checked_sub(last.0) == Some(*step) {
                *last = id;
                continue;
            }
        }
        out.push((id, id, 1));
    }
    out
}
