//! The consistency of a game read from outside (a saved session, a shared
//! position): `Game::check_consistency`.
//!
//! A game the engine made always holds these invariants; a game read from
//! text may not (a link can be written by hand). The engine looks objects,
//! players and triggers up by id and trusts its own indexes, so a game that
//! names a player or an object that isn't there could make it panic, loop or
//! allocate without bound later. Every such reference is checked here, once,
//! as the game is read: every id the state refers to exists where it should,
//! every number is within the engine limits (`rules::limits`, docs/limits.md)
//! and the counters that make fresh ids, timestamps and trigger ids are past
//! every one in use. No rule is applied: this is what "a game" means, not
//! what the game allows.

use super::events::TargetChoice;
use super::limits;
use super::state::*;
use super::types::*;
use crate::cards::def::{check_instructions, check_vocabulary_numbers, CardDef};
use std::collections::BTreeSet;
use std::sync::Arc;

/// The most players a game has (a scenario sets up 2 to 8).
pub const MAX_PLAYERS: usize = 8;
/// The largest counter a game read from outside may hold (`limits::MAX_GAME_COUNTER`).
pub const MAX_COUNTER: u64 = limits::MAX_GAME_COUNTER;

type R = Result<(), String>;

fn fail<T>(s: String) -> Result<T, String> {
    Err(s)
}

impl Game {
    /// The invariants a game read from outside must hold for the engine to
    /// run on it (see the module's documentation). The error names the first
    /// problem by its place in the serialized game (`players[1].hand: object
    /// #12 does not exist`). Used by `Session::load` and by `position`
    /// scenarios (formats::scenario).
    pub fn check_consistency(&self) -> R {
        let g = self;
        let np = g.players.len();
        // 103 (a game is between two or more players): a game of one could never be played.
        if !(2..=MAX_PLAYERS).contains(&np) {
            return fail(format!("players: a game has 2 to {MAX_PLAYERS} players, not {np}"));
        }
        let player_ok = |p: PlayerId| (p.0 as usize) < np;
        let player = |what: &str, p: PlayerId| -> R {
            if player_ok(p) {
                Ok(())
            } else {
                fail(format!("{what}: there is no player {}", p.0))
            }
        };
        let number = |what: &str, n: i64, min: i64, max: i64| -> R {
            if n < min || n > max {
                fail(format!("{what}: {n} is outside {min} to {max} (rules::limits)"))
            } else {
                Ok(())
            }
        };
        let big = limits::MAX_NUMBER as i64;
        // 500.7, 614.10: the turns still to be added or skipped name players of the game.
        for p in g.extra_turns.iter().chain(&g.turns_to_skip).chain(&g.extra_turn_after) {
            player("extra_turns / turns_to_skip / extra_turn_after", *p)?;
        }
        number("extra_turns", g.extra_turns.len() as i64, 0, 1_000)?;
        number("turns_to_skip", g.turns_to_skip.len() as i64, 0, 1_000)?;
        number("steps_to_skip", g.steps_to_skip.len() as i64, 0, 1_000)?;
        for (p, s) in &g.steps_to_skip {
            player("steps_to_skip", *p)?;
            if !matches!(s, Step::Draw | Step::BeginningOfCombat) {
                return fail(format!("steps_to_skip: {s:?} is not a step or phase that is skipped this way"));
            }
        }
        // The counters that make fresh ids: within MAX_COUNTER, past every one in use (below).
        for (what, n) in [
            ("next_id", g.next_id),
            ("next_timestamp", g.next_timestamp),
            ("next_uid", g.next_uid),
            ("next_trigger_id", g.next_trigger_id),
            ("prevention.next_shield", g.prevention.next_shield),
            ("sba_checks", g.sba_checks),
            ("sba_last_performed", g.sba_last_performed as u64),
            ("lki_prune_at", g.lki_prune_at as u64),
            ("draw_step_draws", g.draw_step_draws.map(|(_, n)| n as u64).unwrap_or(0)),
        ] {
            if n > MAX_COUNTER {
                return fail(format!("{what}: {n} is over the limit of 2^53"));
            }
        }
        number("turn.number", g.turn.number as i64, 1, limits::MAX_TURN as i64)?;
        player("turn.active", g.turn.active)?;
        number("turn.passes", g.turn.passes as i64, 0, np as i64)?;
        match &g.flow {
            Flow::GivePriority(p) | Flow::Priority(p) => player("flow", *p)?,
            _ => {}
        }
        // Players and teams.
        for (i, t) in g.teams.iter().enumerate() {
            if t.players.is_empty() || t.players.len() > np {
                return fail(format!("teams[{i}].players: a team has 1 to {np} players"));
            }
            for p in &t.players {
                player(&format!("teams[{i}].players"), *p)?;
            }
            // Life may be any whole number: play saturates it (limits.rs) and a long loop may pass MAX_NUMBER.
            number(&format!("teams[{i}].poison"), t.poison as i64, 0, limits::MAX_COUNTERS as i64)?;
        }
        teams_ok(g)?;
        for (i, p) in g.players.iter().enumerate() {
            let at = |f: &str| format!("players[{i}].{f}");
            if p.id.0 as usize != i {
                return fail(format!("players[{i}].id: is {}, not {i}", p.id.0));
            }
            if p.name.trim().is_empty() || p.name.chars().count() > 40 {
                return fail(format!("players[{i}].name: must be 1 to 40 characters (as in a setup)"));
            }
            if let Some(t) = p.team {
                if t >= g.teams.len() {
                    return fail(format!("players[{i}].team: there is no team {t}"));
                }
            }
            number(&at("poison"), p.poison as i64, 0, limits::MAX_COUNTERS as i64)?;
            number(&at("lands_played"), p.lands_played as i64, 0, big)?;
            number(&at("draws_this_turn"), p.draws_this_turn as i64, 0, big)?;
            number(&at("spells_cast"), p.spells_cast as i64, 0, big)?;
            number(&at("spells_cast_last_turn"), p.spells_cast_last_turn as i64, 0, big)?;
            number(&at("max_hand_size"), p.max_hand_size as i64, 0, big)?;
            // Mana adds saturate (ManaPool::add): any amount is safe.
            for (uid, d) in &p.commander_damage {
                number(&at("commander_damage"), *d as i64, 0, i32::MAX as i64)?;
                if *uid >= g.next_uid {
                    return fail(format!("{}: card identity {uid} is not before next_uid", at("commander_damage")));
                }
            }
        }
        // Every zone lists existing objects that say they are there, each object once.
        // The battlefield is a set; every other zone is a list, checked for
        // repeats. With each listed id in its own zone, equal counts then mean
        // each object is listed exactly once.
        let mut listed = 0usize;
        let mut check = |what: &dyn Fn() -> String, ids: &mut dyn Iterator<Item = ObjectId>, zone: Zone, is_set: bool| -> R {
            let mut seen = BTreeSet::new();
            for id in ids {
                listed += 1;
                match g.objects.get(&id) {
                    None => return fail(format!("{}: object {id} does not exist", what())),
                    Some(o) if o.zone != zone => return fail(format!("{}: object {id} is in {:?}, not here", what(), o.zone)),
                    _ => {}
                }
                if !is_set && !seen.insert(id) {
                    return fail(format!("{}: object {id} is listed twice", what()));
                }
            }
            Ok(())
        };
        for p in &g.players {
            let i = p.id.0;
            check(&|| format!("players[{i}].library"), &mut p.library.iter().copied(), Zone::Library(p.id), false)?;
            check(&|| format!("players[{i}].hand"), &mut p.hand.iter().copied(), Zone::Hand(p.id), false)?;
            check(&|| format!("players[{i}].graveyard"), &mut p.graveyard.iter().copied(), Zone::Graveyard(p.id), false)?;
        }
        check(&|| "battlefield".into(), &mut g.battlefield.iter().copied(), Zone::Battlefield, true)?;
        check(&|| "exile".into(), &mut g.exile.iter().copied(), Zone::Exile, false)?;
        check(&|| "command".into(), &mut g.command.iter().copied(), Zone::Command, false)?;
        check(&|| "stack".into(), &mut g.stack.iter().filter(|s| s.kind == StackKind::Spell).map(|s| s.id), Zone::Stack, false)?;
        if listed != g.objects.len() {
            return fail(format!("objects: {} object(s) but the zones list {listed}", g.objects.len()));
        }
        // 702.25b: the phased-out permanents are the battlefield's objects that say so.
        for (id, o) in &g.objects {
            if o.phased_out != g.phased_out.contains(id) || (o.phased_out && o.zone != Zone::Battlefield) || (o.extra.phased_indirectly && !o.phased_out) {
                return fail(format!("phased_out: object {id} and its phased_out / phased_indirectly state disagree"));
            }
        }
        for (i, p) in g.players.iter().enumerate() {
            let mut seen = BTreeSet::new();
            for id in &p.scheme_deck {
                if !g.command.contains(id) || !seen.insert(*id) {
                    return fail(format!("players[{i}].scheme_deck: object {id} is not a card of the command zone listed once"));
                }
            }
        }
        // Objects, and what is remembered of those that left (112.7a).
        let mut defs_seen: BTreeSet<usize> = BTreeSet::new();
        let mut def_ok = |what: &dyn Fn() -> String, d: &Arc<CardDef>| -> R {
            // A definition shared by a million tokens is checked once.
            if defs_seen.insert(Arc::as_ptr(d) as usize) {
                if let Some(e) = d.validate().into_iter().next() {
                    return fail(format!("{}: {e}", what()));
                }
            }
            Ok(())
        };
        // The problem with one object's own fields, if any (formatted only then: a board may hold a million).
        let object_problem = |o: &GameObject| -> Option<String> {
            let bad_player = |p: PlayerId| (p.0 as usize) >= np;
            if bad_player(o.owner) || bad_player(o.controller) {
                return Some(format!("owner / controller: player {} or {} is not a player", o.owner.0, o.controller.0));
            }
            if let Zone::Library(p) | Zone::Hand(p) | Zone::Graveyard(p) = o.zone {
                if bad_player(p) {
                    return Some(format!("zone: there is no player {}", p.0));
                }
            }
            // Damage accumulates with a saturating addition: any amount from 0 up.
            if o.damage < 0 {
                return Some(format!("damage: {} is negative", o.damage));
            }
            if o.timestamp >= g.next_timestamp || o.card_uid >= g.next_uid {
                return Some("timestamp / card_uid: not before next_timestamp / next_uid".into());
            }
            if let Some((k, n)) = o.extra.counters.iter().find(|(_, n)| **n > limits::MAX_COUNTERS) {
                return Some(format!("counters[{k:?}]: {n} is over the limit of {} (limits::MAX_COUNTERS)", limits::MAX_COUNTERS));
            }
            if o.extra.regen_shields as i64 > big {
                return Some(format!("regen_shields: {} is over the limit of {big}", o.extra.regen_shields));
            }
            if let Some(TargetChoice::Player(p)) = o.extra.attached_to {
                if bad_player(p) {
                    return Some(format!("attached_to: there is no player {}", p.0));
                }
            }
            chosen_problem(&o.extra.chosen, g.players.len()).map(|e| format!("chosen.{e}"))
        };
        let object_ok = |what: &dyn Fn() -> String, o: &GameObject, def_ok: &mut dyn FnMut(&dyn Fn() -> String, &Arc<CardDef>) -> R| -> R {
            if let Some(e) = object_problem(o) {
                return fail(format!("{}.{e}", what()));
            }
            // An emblem is not a card (113.5 in the 2017 rules): abilities in the command zone, nothing else (113.3).
            if o.extra.emblem {
                let only_abilities = CardDef { abilities: o.def.abilities.clone(), text: o.def.text.clone(), ..CardDef::default() };
                if *o.def != only_abilities || o.def.abilities.is_empty() || o.zone != Zone::Command {
                    return fail(format!("{}: an emblem has abilities and nothing else, in the command zone (113.3)", what()));
                }
            } else {
                def_ok(&|| format!("{}.def", what()), &o.def)?;
            }
            if let Some(c) = &o.extra.copy_of {
                def_ok(&|| format!("{}.copy_of", what()), c)?;
            }
            Ok(())
        };
        for (id, o) in &g.objects {
            let what = || format!("objects[{id}]");
            if o.id != *id || id.0 >= g.next_id {
                return fail(format!("{}: the object says it is {}, or its id is not before next_id", what(), o.id));
            }
            object_ok(&what, o, &mut def_ok)?;
            if let Some(TargetChoice::Object(t)) = o.extra.attached_to {
                if !g.objects.contains_key(&t) || t == *id {
                    return fail(format!("{}.attached_to: object {t} does not exist, or is the object itself", what()));
                }
            }
            // What it was attached to has left (`Game::release_attachments`): an object
            // that no longer exists, named for last known information only.
            if let Some(t) = o.extra.was_attached_to {
                if g.objects.contains_key(&t) || t.0 >= g.next_id || o.extra.attached_to.is_some() {
                    return fail(format!("{}.was_attached_to: object {t} still exists or was never made, or it is attached now", what()));
                }
            }
            if o.extra.entered_with.is_some_and(|t| t > o.timestamp) {
                return fail(format!("{}.entered_with: after its own timestamp", what()));
            }
            if o.on_battlefield() && o.extra.attached_to.is_some() != g.attachers.contains(id) {
                return fail(format!("{}: attached_to and the attachers index disagree", what()));
            }
        }
        for (id, l) in &g.lki {
            let what = || format!("lki[{id}]");
            if l.object.id != *id || id.0 >= g.next_id {
                return fail(format!("{}: the remembered object is not {id}, or its id is not before next_id", what()));
            }
            object_ok(&|| format!("{}.object", what()), &l.object, &mut def_ok)?;
            player(&format!("{}.chars.controller", what()), l.chars.controller)?;
            // Each object becomes a newer one (400.7): following `became` always ends.
            if let Some(b) = l.became {
                if b <= *id || b.0 >= g.next_id {
                    return fail(format!("{}.became: object {b} is not newer than {id}", what()));
                }
            }
        }
        // "For as long as" effects are found through their count (rules::durations).
        if g.effects.iter().filter(|e| e.lasts_while().is_some()).count() > g.lasting_effects {
            return fail("lasting_effects: fewer than the effects with a \"for as long as\" duration".to_string());
        }
        for id in &g.pinned {
            if id.0 >= g.next_id {
                return fail(format!("pinned: object {id} is not before next_id"));
            }
        }
        // The battlefield indexes name permanents only (the rules look each one up),
        // and the objects whose abilities work from the command zone (902.7).
        let indexed: Vec<(&str, Vec<ObjectId>)> = vec![
            ("static_sources", g.static_sources.iter().copied().collect()),
            ("cda_objects", g.cda_objects.iter().copied().collect()),
            ("legendary_by_name", g.legendary_by_name.values().flatten().copied().collect()),
            ("planeswalkers", g.planeswalkers.iter().copied().collect()),
            ("worlds", g.worlds.iter().copied().collect()),
            ("attachers", g.attachers.iter().copied().collect()),
            ("tapped_permanents", g.tapped_permanents.iter().copied().collect()),
            ("trigger_sources", g.trigger_sources.iter().copied().collect()),
            ("state_trigger_sources", g.state_trigger_sources.iter().copied().collect()),
            ("trigger_index", g.trigger_index.values().flatten().copied().collect()),
            ("mana_sources", g.mana_sources.values().flatten().copied().collect()),
            ("mana_sources_by_type", g.mana_sources_by_type.values().flatten().copied().collect()),
            ("activated_sources", g.activated_sources.values().flatten().copied().collect()),
            ("control_changed", g.control_changed.iter().copied().collect()),
            ("control_sources", g.control_sources.iter().copied().collect()),
            ("activation_ban_sources", g.activation_ban_sources.iter().copied().collect()),
            ("targeting_ban_sources", g.targeting_ban_sources.iter().copied().collect()),
            ("cost_change_sources", g.cost_change_sources.iter().copied().collect()),
            ("graveyard_replacers", g.graveyard_replacers.iter().copied().collect()),
            ("life_gain_replacers", g.life_gain_replacers.iter().copied().collect()),
            ("doubling_replacers", g.doubling_replacers.iter().copied().collect()),
            ("face_down_permanents", g.face_down_permanents.iter().copied().collect()),
            ("phasing_sources", g.phasing_sources.iter().copied().collect()),
        ];
        for (what, ids) in indexed {
            if let Some(id) = ids.iter().find(|id| !g.is_on_battlefield(**id) && !(what != "control_changed" && g.objects.get(id).is_some_and(|o| o.functions_in_command_zone()))) {
                return fail(format!("{what}: object {id} is not on the battlefield"));
            }
        }
        // The type index (rules::indexes): the battlefield's permanents by the card types of
        // their copiable values and by controller, as a scan finds them.
        if let Some(e) = g.creature_index_problem() {
            return fail(e);
        }
        for p in g.mana_sources.keys().chain(g.activated_sources.keys()).chain(g.mana_sources_by_type.keys().map(|(p, _)| p)) {
            player("mana_sources", *p)?;
        }
        // 112.6k: the graveyard cards whose abilities work there, as the graveyards hold them.
        if g.graveyard_trigger_index != g.graveyard_triggers_found() {
            return fail("graveyard_trigger_index: not the cards in graveyards whose triggered abilities work there".to_string());
        }
        // The stack (405), and the resolution in progress (608).
        let mut stack_ids = BTreeSet::new();
        for (i, s) in g.stack.iter().enumerate() {
            if !stack_ids.insert(s.id) {
                return fail(format!("stack[{i}].id: object {} is on the stack twice", s.id));
            }
            stack_item_ok(g, &format!("stack[{i}]"), s)?;
            if s.kind != StackKind::Spell && g.objects.contains_key(&s.id) {
                return fail(format!("stack[{i}].id: an ability's id {} is an object's", s.id));
            }
        }
        if let Some(r) = &g.resolving {
            frame_ok(g, "resolving", r)?;
        }
        // 614.1a: events replaced by instructions, being followed.
        if g.replacement_work.len() > limits::MAX_NUMBER as usize {
            return fail("replacement_work: too many".into());
        }
        for w in &g.replacement_work {
            player("replacement_work.player", w.player)?;
            if let Some(f) = &w.frame {
                frame_ok(g, "replacement_work.frame", f)?;
            }
        }
        // 504.1: the draw step's draws waiting for a replacement question.
        if let Some(q) = &g.draw_step_work {
            draw_queue_ok(g, "draw_step_work", q)?;
            if !matches!(g.pending.as_ref().map(|d| &d.resume), Some(Resume::DrawStep)) {
                return fail("draw_step_work: kept while no question of the draw step waits".into());
            }
        }
        // 514.1: the cleanup discard waiting for a replacement question.
        if let Some(q) = &g.cleanup_discard {
            targets_ok(g, "cleanup_discard", &q.objects().into_iter().map(TargetChoice::Object).collect::<Vec<_>>())?;
            if q.todo.len() + q.settled.len() > limits::MAX_NUMBER as usize || !matches!(g.pending.as_ref().map(|d| &d.resume), Some(Resume::CleanupDiscard)) {
                return fail("cleanup_discard: kept while no question of the cleanup step waits".into());
            }
        }
        // 704.3: a check's actions waiting for a replacement question.
        if let Some(w) = &g.sba_work {
            sba_work_ok(g, w)?;
        }
        // Triggered abilities waiting to be put on the stack (603.3).
        let mut trigger_ids = BTreeSet::new();
        for (i, t) in g.waiting_triggers.iter().enumerate() {
            let what = format!("waiting_triggers[{i}]");
            if !trigger_ids.insert(t.id) || t.id >= g.next_trigger_id {
                return fail(format!("{what}.id: {} is used twice or is not before next_trigger_id", t.id));
            }
            player(&format!("{what}.controller"), t.controller)?;
            if let Some(p) = t.trigger_player {
                player(&format!("{what}.trigger_player"), p)?;
            }
            if let Some(e) = check_vocabulary_numbers(&format!("{what}.ability"), &t.ability).into_iter().next() {
                return fail(e);
            }
            if let crate::cards::def::Ability::Triggered { targets, effects, modes, .. } = &t.ability {
                let mut errs = check_instructions(&format!("{what}.ability"), targets.len(), effects);
                for m in modes {
                    errs.extend(check_instructions(&format!("{what}.ability mode"), m.targets.len(), &m.effects));
                }
                if let Some(e) = errs.into_iter().next() {
                    return fail(e);
                }
            }
        }
        // An order may name triggers already put on the stack.
        for p in g.trigger_orders.keys() {
            player("trigger_orders", *p)?;
        }
        if let Some(p) = g.putting_triggers {
            player("putting_triggers", p)?;
        }
        for (t, targets) in &g.trigger_targets {
            if !trigger_ids.contains(t) {
                return fail(format!("trigger_targets: trigger {t} is not waiting"));
            }
            targets_ok(g, "trigger_targets", targets)?;
        }
        for (t, division) in &g.trigger_division {
            if g.trigger_targets.get(t).is_none_or(|ts| ts.len() != division.len()) || division.iter().any(|n| *n == 0 || *n > limits::MAX_NUMBER as u32) {
                return fail(format!("trigger_division: trigger {t}'s division doesn't match its targets (one share of at least 1 each, within the limit)"));
            }
        }
        // 616.1: an action's cost moves settled so far (rules::cost_moves).
        if let Some(Resume::CostMoves { queue: q, .. }) = g.pending.as_ref().map(|d| &d.resume) {
            if q.todo.len() + q.settled.len() > limits::MAX_NUMBER as usize {
                return fail("pending.resume.queue: too many objects".into());
            }
            targets_ok(g, "pending.resume.queue", &q.objects().into_iter().map(TargetChoice::Object).collect::<Vec<_>>())?;
        }
        if let Some(&Resume::TriggerTargets { trigger: t } | &Resume::TriggerMode { trigger: t }) = g.pending.as_ref().map(|d| &d.resume) {
            if !trigger_ids.contains(&t) {
                return fail(format!("pending.resume: trigger {t} is not waiting"));
            }
        }
        // `state_pending` / `state_on_stack` may name triggers and items that are
        // gone (they are looked up by key, never followed).
        // Continuous effects (611), shields (615), delayed triggers (603.7).
        for (i, e) in g.effects.iter().enumerate() {
            if e.timestamp >= g.next_timestamp {
                return fail(format!("effects[{i}].timestamp: is not before next_timestamp"));
            }
            if let Modification::SetController(p) = e.modification {
                player(&format!("effects[{i}].modification"), p)?;
            }
            // A copy effect's values are a card definition like any other (706.2).
            if let Modification::CopiedValues(d) = &e.modification {
                def_ok(&|| format!("effects[{i}].modification.copied_values"), d)?;
            }
            if let Some(e) = check_vocabulary_numbers(&format!("effects[{i}].modification"), &e.modification).into_iter().next() {
                return fail(e);
            }
        }
        for (i, s) in g.prevention.shields.iter().enumerate() {
            let what = format!("prevention.shields[{i}]");
            player(&format!("{what}.controller"), s.controller)?;
            if s.id > g.prevention.next_shield {
                return fail(format!("{what}.id: is after next_shield (the last shield made)"));
            }
            let (instead, remaining) = match &s.kind {
                ShieldKind::PreventDamage { remaining, .. } => (None, *remaining),
                ShieldKind::RedirectDamage { instead, remaining, .. } => (Some(*instead), Some(*remaining)),
            };
            if let Some(TargetChoice::Player(p)) = s.kind.to() {
                player(&format!("{what}.to"), p)?;
            }
            if let Some(TargetChoice::Player(p)) = instead {
                player(&format!("{what}.instead"), p)?;
            }
            if let Some(n) = remaining {
                number(&format!("{what}.remaining"), n as i64, 0, big)?;
            }
        }
        for (i, d) in g.delayed.iter().enumerate() {
            let what = format!("delayed[{i}]");
            player(&format!("{what}.controller"), d.controller)?;
            if let Some(e) = check_instructions(&what, 0, &d.effects).into_iter().next() {
                return fail(e);
            }
            if let Some(e) = check_vocabulary_numbers(&format!("{what}.when"), &d.when).into_iter().next() {
                return fail(e);
            }
        }
        // Combat (506): attacking and blocking creatures are permanents (a
        // creature that leaves the battlefield or changes control is removed
        // from combat, 506.4); what they attacked or blocked, the attackers that
        // stay blocked (509.1h) and planeswalkers removed from combat may be
        // gone, but were objects of this game (ids before next_id).
        if let Some(c) = &g.combat {
            combat_ok(g, c)?;
            for (_, t) in &c.attackers {
                targets_ok(g, "combat.attackers", std::slice::from_ref(t))?;
            }
            for p in &c.blockers_declared_by {
                player("combat.blockers_declared_by", *p)?;
            }
            for n in c.assigned.values().flatten() {
                number("combat.assigned", *n as i64, 0, big)?;
            }
            if let Some(q) = &c.damage {
                damage_queue_ok(g, "combat.damage", q)?;
            }
        }
        // The decision the game waits for.
        if let Some(d) = &g.pending {
            decision_ok(g, d, &trigger_ids)?;
        }
        if let Some(f) = &g.shortcut_forbidden {
            player("shortcut_forbidden.player", f.player)?;
        }
        for p in g.drew_from_empty.iter().chain(&g.cleanup_discard_asked_of) {
            player("drew_from_empty / cleanup_discard_asked_of", *p)?;
        }
        if let Some(w) = &g.winners {
            for p in w {
                player("winners", *p)?;
            }
        }
        number("instruction_draws", g.instruction_draws as i64, 0, limits::MAX_REPEAT as i64)?;
        // A puzzle's goal and what its solver knows (rules::goal).
        if let Some(goal) = &g.goal {
            player("goal.player", goal.player)?;
            if goal.text.chars().count() > limits::MAX_GOAL_TEXT_CHARS || goal.reason.chars().count() > limits::MAX_GOAL_TEXT_CHARS {
                return fail(format!("goal.text: over the limit of {} characters (limits::MAX_GOAL_TEXT_CHARS)", limits::MAX_GOAL_TEXT_CHARS));
            }
            match &goal.aim {
                super::goal::Aim::Life { target, life } => {
                    player("goal.aim.target", *target)?;
                    number("goal.aim.life", *life as i64, -big, big)?;
                }
                super::goal::Aim::Remove { objects, removed } => {
                    if objects.len() > limits::MAX_GOAL_OBJECTS || removed.len() > objects.len() {
                        return fail(format!("goal.aim.objects: more than {} objects (limits::MAX_GOAL_OBJECTS), or more removed than named", limits::MAX_GOAL_OBJECTS));
                    }
                }
                _ => {}
            }
        }
        if let Some(k) = &g.knowledge {
            player("knowledge.player", k.player)?;
        }
        // What exists only during an action is empty between actions.
        if g.leaving_batch.is_some() || !g.arrivals_batch.is_empty() || g.batch_die_replacements.is_some() || !g.batch_before.is_empty() || g.damage_batch.is_some() || g.lifelink_gains.is_some() || g.cost_move_work.is_some() || g.discard_cause.is_some() {
            return fail("a batch of simultaneous events is in progress (a game is read between actions)".into());
        }
        if let Some(n) = g.loops.by_key.values().flatten().find(|i| **i as usize >= g.loops.actions.len()) {
            return fail(format!("loops.by_key: action {n} is not recorded"));
        }
        for a in &g.loops.actions {
            player("loops.actions", a.player)?;
        }
        Ok(())
    }
}

/// 810.1, 810.11: a Two-Headed Giant game is two teams of equally many
/// players (two or more), each player on exactly the team that lists them; in
/// any other game there are no teams.
/// What is wrong with chosen values (608.2d, 614.12), if anything: a player
/// that isn't in the game, a number or text beyond what a question allows.
fn chosen_problem(c: &Chosen, players: usize) -> Option<String> {
    use super::choices::{CREATURE_TYPES, MAX_CARD_NAME, MAX_CHOSEN_NUMBER};
    if let Some(p) = c.player.filter(|p| p.0 as usize >= players) {
        return Some(format!("player: there is no player {}", p.0));
    }
    if let Some(n) = c.number.filter(|n| n.abs() > MAX_CHOSEN_NUMBER) {
        return Some(format!("number: {n} is beyond the limit of {MAX_CHOSEN_NUMBER} (choices::MAX_CHOSEN_NUMBER)"));
    }
    if let Some(t) = c.creature_type.as_deref().filter(|t| !CREATURE_TYPES.contains(t)) {
        return Some(format!("creature_type: \"{}\" is not a creature type (205.3m)", limits::clip(t)));
    }
    if c.name.as_deref().is_some_and(|n| n.is_empty() || n.chars().count() > MAX_CARD_NAME) {
        return Some(format!("name: a card name has 1 to {MAX_CARD_NAME} characters"));
    }
    None
}

fn teams_ok(g: &Game) -> R {
    if g.variant != Variant::TwoHeadedGiant {
        if !g.teams.is_empty() || g.players.iter().any(|p| p.team.is_some()) {
            return fail("teams: only a Two-Headed Giant game has teams".into());
        }
        return Ok(());
    }
    let sizes: Vec<usize> = g.teams.iter().map(|t| t.players.len()).collect();
    if sizes.len() != 2 || sizes[0] != sizes[1] || sizes[0] < 2 {
        return fail(format!("teams: a Two-Headed Giant game is two teams of two (or of equally many more) players (810.1, 810.11), not teams of {sizes:?}"));
    }
    for p in &g.players {
        let listed: Vec<usize> = g.teams.iter().enumerate().filter(|(_, t)| t.players.contains(&p.id)).map(|(i, _)| i).collect();
        if listed.len() != 1 || p.team != Some(listed[0]) {
            return fail(format!("players[{}].team: is {:?}, but the teams list the player in {listed:?} (each player is on exactly one team)", p.id.0, p.team));
        }
    }
    Ok(())
}

/// 506.4: the creatures in combat are on the battlefield; every other id the
/// combat record holds was an object of this game.
fn combat_ok(g: &Game, c: &Combat) -> R {
    let on_battlefield = |what: &str, id: ObjectId| -> R {
        match g.objects.get(&id) {
            Some(o) if o.zone == Zone::Battlefield => Ok(()),
            _ => fail(format!("combat.{what}: object {id} is not a permanent on the battlefield")),
        }
    };
    let was_made = |what: &str, id: ObjectId| -> R {
        if id.0 >= g.next_id {
            fail(format!("combat.{what}: object {id} is not before next_id (no such object was ever made)"))
        } else {
            Ok(())
        }
    };
    for (a, t) in &c.attackers {
        on_battlefield("attackers", *a)?;
        if let TargetChoice::Object(o) = t {
            was_made("attackers", *o)?;
        }
    }
    for (b, a) in &c.blocks {
        on_battlefield("blocks", *b)?;
        was_made("blocks", *a)?;
    }
    let attacking = |id: &ObjectId| c.attackers.iter().any(|(a, _)| a == id);
    for (what, ids) in [("blocked", &c.blocked), ("dealt_first_strike", &c.dealt_first_strike), ("removed_defenders", &c.removed_defenders)] {
        for id in ids {
            was_made(what, *id)?;
        }
    }
    if let Some(a) = c.blocked.iter().chain(c.damage_order.keys()).chain(c.assigned.keys()).find(|a| !attacking(a)) {
        return fail(format!("combat: object {a} is recorded as blocked or dividing its damage but is not attacking"));
    }
    for id in c.damage_order.values().flatten() {
        was_made("damage_order", *id)?;
    }
    // 702.20c: a band is attacking creatures, each in one band only.
    let mut banded: Vec<ObjectId> = c.bands.iter().flatten().copied().collect();
    if let Some(a) = banded.iter().find(|a| !attacking(a)) {
        return fail(format!("combat.bands: object {a} is in a band but is not attacking"));
    }
    let members = banded.len();
    banded.sort();
    banded.dedup();
    if banded.len() != members || c.bands.iter().any(|b| b.len() < 2) {
        return fail("combat.bands: a creature in two bands, or a band of fewer than two".into());
    }
    Ok(())
}

/// Targets name players of the game, and objects that were made in it (they
/// Damage waiting in a queue (rules::damage_queue): recipients and sources
/// of this game, amounts within the engine's limits.
/// Life gains waiting for a question (rules::life_gain_queue): players of
/// this game, amounts within the limits.
fn gain_queue_ok(g: &Game, what: &str, q: &super::life_gain_queue::GainQueue) -> R {
    if q.todo.len() > limits::MAX_NUMBER as usize {
        return fail(format!("{what}: too many life gains"));
    }
    for gain in &q.todo {
        if gain.player.0 as usize >= g.players.len() {
            return fail(format!("{what}: there is no player {}", gain.player.0));
        }
        if gain.amount < 0 {
            return fail(format!("{what}: a life gain below zero"));
        }
    }
    Ok(())
}

fn damage_queue_ok(g: &Game, what: &str, q: &super::damage_queue::DamageQueue) -> R {
    gain_queue_ok(g, what, &q.gains)?;
    let events: Vec<&super::replacement::DamageEvent> = q.todo.iter().map(|d| &d.event).chain(&q.settled).collect();
    if events.len() > limits::MAX_NUMBER as usize {
        return fail(format!("{what}: too many damage events"));
    }
    for ev in events {
        targets_ok(g, what, &[ev.target, TargetChoice::Object(ev.source)])?;
        if !(0..=limits::MAX_NUMBER as i32).contains(&ev.amount) {
            return fail(format!("{what}: an amount of damage is over the limit of {}", limits::MAX_NUMBER));
        }
    }
    Ok(())
}

/// Draws waiting for a question (rules::draw_queue): players of this game,
/// no more draws than one instruction may make.
fn draw_queue_ok(g: &Game, what: &str, q: &super::draw_queue::DrawQueue) -> R {
    if q.todo.len() > limits::MAX_NUMBER as usize || q.len() > limits::MAX_REPEAT as u64 + 1 {
        return fail(format!("{what}: too many draws"));
    }
    match q.todo.iter().find(|d| d.player.0 as usize >= g.players.len()) {
        Some(d) => fail(format!("{what}: there is no player {}", d.player.0)),
        None => Ok(()),
    }
}

/// A state-based check's actions waiting for a question (rules::sba_work):
/// players, teams and objects of this game, numbers within the limits.
fn sba_work_ok(g: &Game, w: &super::sba_work::SbaWork) -> R {
    use super::sba::Sba;
    if w.settled.len() > w.actions.len() {
        return fail("sba_work.settled: more actions settled than there are".into());
    }
    for a in &w.actions {
        match a {
            Sba::PlayerLoses { player, .. } if player.0 as usize >= g.players.len() => return fail(format!("sba_work: there is no player {}", player.0)),
            Sba::TeamLoses { team, .. } if *team >= g.teams.len() => return fail(format!("sba_work: there is no team {team}")),
            Sba::CeaseToExist { object, .. } | Sba::ToGraveyard { object, .. } | Sba::Destroy { object, .. } | Sba::Unattach { object, .. } | Sba::SchemeAway { object } => {
                targets_ok(g, "sba_work", &[TargetChoice::Object(*object)])?;
            }
            Sba::AnnihilateCounters { object, n } if *n as i64 > limits::MAX_NUMBER as i64 => return fail(format!("sba_work: {n} counters on {object} is over the limit")),
            Sba::TrimCounters { remove, max, .. } if (*remove).max(*max) as i64 > limits::MAX_NUMBER as i64 => return fail("sba_work: a number of counters is over the limit".into()),
            _ => {}
        }
    }
    if !matches!(g.pending.as_ref().map(|d| &d.resume), Some(Resume::StateBasedActions)) {
        return fail("sba_work: kept while no question of the check waits".into());
    }
    Ok(())
}

/// may be gone: a target that left is illegal, 608.2b, which the engine
/// handles; but an id at or past next_id was never an object).
fn targets_ok(g: &Game, what: &str, ts: &[TargetChoice]) -> R {
    for t in ts {
        match t {
            TargetChoice::Player(p) if p.0 as usize >= g.players.len() => return fail(format!("{what}: there is no player {}", p.0)),
            TargetChoice::Object(o) if o.0 >= g.next_id => return fail(format!("{what}: object {o} is not before next_id (no such object was ever made)")),
            _ => {}
        }
    }
    Ok(())
}

fn stack_item_ok(g: &Game, what: &str, s: &StackItem) -> R {
    let np = g.players.len();
    if s.controller.0 as usize >= np || s.trigger_player.is_some_and(|p| p.0 as usize >= np) {
        return fail(format!("{what}: its controller or the player it names is not a player"));
    }
    if s.id.0 >= g.next_id || s.source.0 >= g.next_id {
        return fail(format!("{what}: its id or source is not before next_id"));
    }
    if s.kind == StackKind::Spell && g.objects.get(&s.id).is_none_or(|o| o.zone != Zone::Stack) {
        return fail(format!("{what}: spell {} is not an object on the stack", s.id));
    }
    targets_ok(g, &format!("{what}.targets"), &s.targets)?;
    if s.targets.len() > s.target_specs.len() || s.division.len() > s.targets.len() {
        return fail(format!("{what}.targets: more targets (or divided amounts) than target slots"));
    }
    if s.x > limits::MAX_X {
        return fail(format!("{what}.x: {} is over the limit of {} (limits::MAX_X)", s.x, limits::MAX_X));
    }
    for n in &s.division {
        if *n as i64 > limits::MAX_NUMBER as i64 {
            return fail(format!("{what}.division: {n} is over the limit of {}", limits::MAX_NUMBER));
        }
    }
    if let Some(e) = check_instructions(what, s.target_specs.len(), &s.effects).into_iter().next() {
        return fail(e);
    }
    if let Some(e) = check_vocabulary_numbers(&format!("{what}.target_specs"), &s.target_specs).into_iter().next() {
        return fail(e);
    }
    Ok(())
}

fn decision_ok(g: &Game, d: &Decision, triggers: &BTreeSet<u64>) -> R {
    let np = g.players.len();
    if d.player.0 as usize >= np {
        return fail(format!("pending.player: there is no player {}", d.player.0));
    }
    let exists = |id: &ObjectId| g.objects.contains_key(id) || g.stack.iter().any(|s| s.id == *id) || g.resolving.as_ref().is_some_and(|r| r.item.id == *id);
    let all_exist = |what: &str, ids: &[ObjectId]| -> R {
        match ids.iter().find(|id| !exists(id)) {
            Some(id) => fail(format!("pending.{what}: object {id} does not exist")),
            None => Ok(()),
        }
    };
    // A decision can be answered: every list the answer picks from is there.
    let some = |what: &str, empty: bool| -> R {
        if empty {
            fail(format!("pending.{what}: empty, so the decision can't be answered"))
        } else {
            Ok(())
        }
    };
    match &d.kind {
        DecisionKind::DeclareAttackers { candidates, defenders } => {
            all_exist("candidates", candidates)?;
            some("defenders", !candidates.is_empty() && defenders.is_empty())?;
            targets_ok(g, "pending.defenders", defenders)?;
        }
        DecisionKind::DeclareBlockers { candidates, attackers } => {
            all_exist("candidates", candidates)?;
            all_exist("attackers", attackers)?;
            some("attackers", attackers.is_empty())?;
        }
        DecisionKind::ChooseMode { modes, legal } => {
            some("legal", legal.is_empty())?;
            if legal.iter().any(|m| *m >= modes.len()) {
                return fail("pending.legal: a mode that isn't one of the modes".into());
            }
        }
        DecisionKind::OrderTriggers { triggers: ts, .. } => {
            some("triggers", ts.is_empty())?;
            if let Some(t) = ts.iter().find(|t| !triggers.contains(t)) {
                return fail(format!("pending.triggers: trigger {t} is not waiting"));
            }
        }
        DecisionKind::ChooseCards { from, min, max, .. } => {
            all_exist("from", from)?;
            if min > max || *max > from.len() {
                return fail(format!("pending: choose from {min} to {max} of {} cards", from.len()));
            }
        }
        DecisionKind::ChooseColor { colors } => some("colors", colors.is_empty())?,
        DecisionKind::ChooseCreatureType { types } => {
            some("types", types.is_empty())?;
            if let Some(t) = types.iter().find(|t| !super::choices::CREATURE_TYPES.contains(&t.as_str())) {
                return fail(format!("pending.types: \"{}\" is not a creature type (205.3m)", limits::clip(t)));
            }
        }
        DecisionKind::ChooseLandType { types } => {
            some("types", types.is_empty())?;
            if let Some(t) = types.iter().find(|t| !super::land_types::BASIC_LAND_TYPES.iter().any(|(b, _)| b == t)) {
                return fail(format!("pending.types: \"{}\" is not a basic land type (305.6)", limits::clip(t)));
            }
        }
        DecisionKind::ChoosePlayer { players } => {
            some("players", players.is_empty())?;
            if let Some(p) = players.iter().find(|p| p.0 as usize >= g.players.len()) {
                return fail(format!("pending.players: there is no player {}", p.0));
            }
        }
        DecisionKind::NameCard { .. } => {}
        DecisionKind::ChooseNumber { min, max } => {
            let m = super::choices::MAX_CHOSEN_NUMBER;
            if min > max || min.abs() > m || max.abs() > m {
                return fail(format!("pending: choose a number from {min} to {max}: not a range within ±{m} (choices::MAX_CHOSEN_NUMBER)"));
            }
        }
        DecisionKind::ChooseMana { amount, colors, .. } => {
            some("colors", colors.is_empty())?;
            if *amount == 0 || *amount > super::limits::MAX_MANA {
                return fail(format!("pending: choose {amount} mana: not from 1 to {} (limits::MAX_MANA)", super::limits::MAX_MANA));
            }
        }
        DecisionKind::ArrangeCards { cards, .. } => {
            all_exist("cards", cards)?;
            some("cards", cards.len() < 2)?;
        }
        DecisionKind::ChooseYesNo { subject, .. } => all_exist("subject", std::slice::from_ref(subject))?,
        DecisionKind::ChooseObject { candidates, optional, .. } => {
            all_exist("candidates", candidates)?;
            some("candidates", !optional && candidates.is_empty())?;
        }
        DecisionKind::ChooseTargets { slots, current, another, min, divide } => {
            some("another", another.iter().any(|a| *a >= slots.len()))?;
            some("min", min.is_some_and(|m| m > slots.len()))?;
            some("divide", divide.is_some_and(|d| d < 1 || d > limits::MAX_NUMBER))?;
            for s in slots {
                some("slots", s.is_empty())?;
                targets_ok(g, "pending.slots", s)?;
            }
            targets_ok(g, "pending.current", current)?;
        }
        DecisionKind::OrderBlockers { attacker, blockers } => {
            all_exist("attacker", std::slice::from_ref(attacker))?;
            all_exist("blockers", blockers)?;
            some("blockers", blockers.is_empty())?;
        }
        DecisionKind::AssignCombatDamage { attacker, power, blockers, lethal, trample_to, suggested, .. } => {
            all_exist("attacker", std::slice::from_ref(attacker))?;
            all_exist("blockers", blockers)?;
            some("blockers", blockers.is_empty())?;
            if lethal.len() != blockers.len() || suggested.len() < blockers.len() || suggested.len() > blockers.len() + 1 {
                return fail("pending: the lethal and suggested amounts don't match the blockers".into());
            }
            if *power as i64 > limits::MAX_NUMBER as i64 || lethal.iter().chain(suggested).any(|n| *n as i64 > limits::MAX_NUMBER as i64) {
                return fail(format!("pending: an amount of damage is over the limit of {}", limits::MAX_NUMBER));
            }
            if let Some(t) = trample_to {
                targets_ok(g, "pending.trample_to", std::slice::from_ref(t))?;
            }
        }
        DecisionKind::ChooseReplacement { options, descriptions, .. } => {
            some("options", options.is_empty())?;
            if descriptions.len() != options.len() {
                return fail("pending.descriptions: one per option".into());
            }
        }
        DecisionKind::Shortcut { proposal } => {
            super::shortcut::check_proposal(proposal, np).map_err(|e| format!("pending.proposal: {e}"))?;
        }
    }
    Ok(())
}

/// A resolution frame read from outside: its item, choices, progress and queue.
fn frame_ok(g: &Game, at: &str, r: &ResolutionFrame) -> Result<(), String> {
    let big = limits::MAX_NUMBER as i64;
    stack_item_ok(g, &format!("{at}.item"), &r.item)?;
    if let Some(e) = chosen_problem(&r.chosen, g.players.len()) {
        return fail(format!("{at}.chosen.{e}"));
    }
    if r.next > r.item.effects.len() || r.illegal.len() > r.item.target_specs.len().max(r.item.targets.len()) {
        return fail(format!("{at}: the next instruction or the illegal targets are outside the item"));
    }
    if let Some(p) = r.progress.iter().find(|p| i64::from(**p) > big) {
        return fail(format!("{at}.progress: {p} is outside 0 to {big} (rules::limits)"));
    }
    let queue = format!("{at}.queue");
    let moves_ok = |q: &super::move_queue::MoveQueue| {
        if q.todo.len() + q.settled.len() > limits::MAX_NUMBER as usize {
            return fail(format!("{queue}: too many objects"));
        }
        targets_ok(g, &queue, &q.objects().into_iter().map(TargetChoice::Object).collect::<Vec<_>>())
    };
    match r.queue.as_deref() {
        Some(InstructionQueue::Damage(q)) => damage_queue_ok(g, &queue, q)?,
        Some(InstructionQueue::Destruction(q)) => {
            let ids: Vec<TargetChoice> = q.todo.iter().map(|t| t.0).chain(q.settled.iter().map(|s| s.0)).map(TargetChoice::Object).collect();
            targets_ok(g, &queue, &ids)?;
        }
        Some(InstructionQueue::Draw(q)) => draw_queue_ok(g, &queue, q)?,
        Some(InstructionQueue::LifeGain(q)) => gain_queue_ok(g, &queue, q)?,
        Some(InstructionQueue::Moves(q)) => moves_ok(q)?,
        Some(InstructionQueue::CastCosts { moves, harm, targets, division }) => {
            moves_ok(moves)?;
            if harm.len() > limits::MAX_NUMBER as usize || targets.len() > limits::MAX_NUMBER as usize || division.len() > targets.len() || division.iter().any(|n| *n > limits::MAX_NUMBER as u32) {
                return fail(format!("{queue}: too many answers or targets"));
            }
            targets_ok(g, &queue, targets)?;
        }
        None => {}
    }
    Ok(())
}
