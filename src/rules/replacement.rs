//! Replacement and prevention effects (614–616 in the reference rules): one
//! mechanism for every effect that watches for an event and changes it
//! before it happens.
//!
//! An effect is data. It comes either from a static ability of a permanent
//! (`Ability::Replacement`, 614.1, 615.1) or from a resolved spell or ability
//! (a `Shield` in `Game.prevention.shields`, or a regeneration shield on the
//! object, 701.13a). Before an event happens (damage, destruction, a game
//! loss, a draw, a permanent entering the battlefield) the engine lists the
//! effects that would apply, applies one, looks again at the modified event
//! (616.1e), and so on until none is left. Each effect applies to a given
//! event at most once (614.5): the list leaves out the effects already used.
//!
//! When several would apply, the affected player, or the controller of the
//! affected object, chooses which goes first (616.1). The choice is a pending
//! decision (`DecisionKind::OrderReplacements`): the resolving spell pauses,
//! the player answers with `Action::OrderReplacements`, and the event then
//! happens with that order. The player gives the whole order at once; after
//! each application the first still-applicable effect in that order is used.
//! Combat damage waits the same way before any of it is dealt (510.2 stays
//! simultaneous). Where no question can be asked (damage dealt by an effect
//! outside a resolution, draws, losses), the effects apply in the order they
//! are listed (static abilities by object, shields by age) and the event log
//! says so; `skip your [step]` is checked as the next step is chosen (614.10).
//!
//! A prevented event did not happen: it triggers nothing (603.2f).

use super::events::*;
use super::state::*;
use super::types::*;
use crate::cards::def::*;
use std::collections::BTreeSet;

/// A damage event about to happen (119.1, 615).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DamageEvent {
    pub source: ObjectId,
    pub target: TargetChoice,
    pub amount: i32,
    pub combat: bool,
}

/// Which effect would apply.
#[derive(Clone, Debug, PartialEq)]
pub enum Applies {
    /// Fog: all combat damage this turn (615.1).
    AllCombatDamage,
    /// Protection from a colour of the source (702.16e).
    Protection,
    /// A shield from a resolved spell or ability (by id).
    Shield(u64),
    /// A static replacement ability of a permanent.
    Static(ReplacementKind),
}

/// A replacement or prevention effect that would apply to an event.
#[derive(Clone, Debug, PartialEq)]
pub struct Applicable {
    /// Stable key, used in the 616.1 decision.
    pub key: u64,
    /// The object that generates the effect, if any.
    pub source: Option<ObjectId>,
    pub applies: Applies,
    /// What it does, in plain words.
    pub text: String,
}

const KEY_FOG: u64 = 1;
const KEY_PROTECTION: u64 = 2;
const KEY_SHIELD: u64 = 1_000;
const KEY_STATIC: u64 = 1_000_000;

fn static_key(source: ObjectId, index: usize) -> u64 {
    KEY_STATIC + source.0 * 64 + index as u64
}

impl Game {
    /// The static replacement abilities of permanents, with their source and
    /// key, in a fixed order (by object id, then ability index).
    pub fn static_replacements(&self) -> Vec<(ObjectId, u64, ReplacementKind, String)> {
        let mut out = Vec::new();
        for s in &self.static_sources {
            if !self.is_on_battlefield(*s) {
                continue;
            }
            let Some(c) = self.chars(*s) else { continue };
            for (i, a) in c.abilities.iter().enumerate() {
                if let Ability::Replacement { replaces, text } = a {
                    out.push((*s, static_key(*s, i), replaces.clone(), text.clone()));
                }
            }
        }
        out
    }

    /// 616.1: who chooses the order for an event affecting this target.
    pub fn affected_player(&self, target: TargetChoice) -> Option<PlayerId> {
        match target {
            TargetChoice::Player(p) => Some(p),
            TargetChoice::Object(o) => self.controller_of(o),
        }
    }

    /// The effects that would apply to a damage event, leaving out those
    /// already applied to it (614.5).
    pub fn damage_replacements(&self, ev: &DamageEvent, applied: &BTreeSet<u64>) -> Vec<Applicable> {
        let mut out = Vec::new();
        if ev.amount <= 0 {
            return out;
        }
        let src_name = self.name_of(ev.source);
        let tname = self.target_name(ev.target);
        if ev.combat && self.prevention.all_combat_damage {
            out.push(Applicable { key: KEY_FOG, source: None, applies: Applies::AllCombatDamage, text: "all combat damage this turn is prevented".into() });
        }
        if let TargetChoice::Object(t) = ev.target {
            if let (Some(tc), Some(sc)) = (self.chars(t), self.chars(ev.source)) {
                if tc.protected_from(&sc) {
                    out.push(Applicable {
                        key: KEY_PROTECTION,
                        source: Some(t),
                        applies: Applies::Protection,
                        text: format!("{tname} has protection from {src_name}"),
                    });
                }
            }
        }
        for sh in &self.prevention.shields {
            let ShieldKind::PreventDamage { to, from, remaining } = &sh.kind;
            if to.is_some_and(|t| t != ev.target) || from.is_some_and(|f| f != ev.source) || *remaining == Some(0) {
                continue;
            }
            out.push(Applicable { key: KEY_SHIELD + sh.id, source: Some(sh.source), applies: Applies::Shield(sh.id), text: sh.text.clone() });
        }
        for (s, key, kind, text) in self.static_replacements() {
            let ok = match &kind {
                ReplacementKind::PreventDamageToYou { .. } => self.controller_of(s).map(TargetChoice::Player) == Some(ev.target),
                ReplacementKind::DoubleDamage => true,
                _ => false,
            };
            if ok {
                let sname = self.name_of(s);
                out.push(Applicable { key, source: Some(s), applies: Applies::Static(kind), text: format!("{sname}: {text}") });
            }
        }
        out.retain(|a| !applied.contains(&a.key));
        out
    }

    /// Is the damage event's target still something damage can be dealt to?
    fn damage_target_ok(&self, target: TargetChoice) -> bool {
        match target {
            TargetChoice::Player(p) => (p.0 as usize) < self.players.len() && !self.player(p).lost,
            TargetChoice::Object(t) => {
                self.is_on_battlefield(t) && self.chars(t).is_some_and(|c| c.is_creature() || c.has_type(CardType::Planeswalker))
            }
        }
    }

    /// 616.1: if two or more effects would apply to this damage event, the
    /// question to ask (who, which keys, their descriptions).
    pub fn damage_order_question(&self, ev: &DamageEvent) -> Option<(PlayerId, Vec<u64>, Vec<String>)> {
        if !self.damage_target_ok(ev.target) || self.chars(ev.source).is_none() {
            return None;
        }
        let c = self.damage_replacements(ev, &BTreeSet::new());
        if c.len() < 2 {
            return None;
        }
        let p = self.affected_player(ev.target)?;
        Some((p, c.iter().map(|a| a.key).collect(), c.iter().map(|a| a.text.clone()).collect()))
    }

    /// Pick the next effect to apply: the first of the chosen order that still
    /// applies, else the first listed (noting that nobody could be asked).
    fn pick(&mut self, cands: &[Applicable], order: &Option<Vec<u64>>, noted: &mut bool, who: Option<PlayerId>, what: &str) -> Applicable {
        if let Some(o) = order {
            if let Some(a) = o.iter().find_map(|k| cands.iter().find(|c| c.key == *k)) {
                return a.clone();
            }
        }
        if cands.len() > 1 && !*noted {
            *noted = true;
            let name = who.map(|p| self.player(p).name.clone()).unwrap_or_else(|| "the affected player".into());
            self.emit(Event::new(
                "616.1",
                EventKind::Note,
                format!("{} effects would apply to {what}; {name} could not be asked here, so they apply in the order they were created", cands.len()),
            ));
        }
        cands[0].clone()
    }

    /// 614–616: apply replacement and prevention effects to a damage event.
    /// Returns the event as it will happen (amount 0: entirely prevented).
    pub fn replace_damage(&mut self, mut ev: DamageEvent) -> DamageEvent {
        let order = self.replacement_order.take();
        let mut applied = BTreeSet::new();
        let mut noted = false;
        let who = self.affected_player(ev.target);
        let what = format!("{} damage from {} to {}", ev.amount, self.name_of(ev.source), self.target_name(ev.target));
        loop {
            let cands = self.damage_replacements(&ev, &applied);
            if cands.is_empty() {
                break;
            }
            let a = self.pick(&cands, &order, &mut noted, who, &what);
            applied.insert(a.key);
            self.apply_damage_replacement(&mut ev, &a);
            if ev.amount <= 0 {
                break;
            }
        }
        ev
    }

    fn apply_damage_replacement(&mut self, ev: &mut DamageEvent, a: &Applicable) {
        let src_name = self.name_of(ev.source);
        let tname = self.target_name(ev.target);
        let before = ev.amount;
        let prevent = |g: &mut Game, ev: &mut DamageEvent, n: i32, rule: &str, why: &str| {
            let n = n.min(ev.amount).max(0);
            ev.amount -= n;
            let rest = if ev.amount > 0 { format!(" ({} still to be dealt)", ev.amount) } else { String::new() };
            g.emit(Event::new(
                rule,
                EventKind::DamagePrevented { source: ev.source, target: ev.target, amount: n },
                format!("{n} damage from {src_name} to {tname} is prevented: {why}{rest}"),
            ));
            n
        };
        match &a.applies {
            Applies::AllCombatDamage => {
                prevent(self, ev, before, "615.1", "all combat damage this turn is prevented");
            }
            Applies::Protection => {
                prevent(self, ev, before, "615.1", &format!("{tname} has protection from it (702.16e)"));
            }
            Applies::Shield(id) => {
                let Some(pos) = self.prevention.shields.iter().position(|s| s.id == *id) else { return };
                let sh = self.prevention.shields[pos].clone();
                let ShieldKind::PreventDamage { remaining, .. } = sh.kind;
                match remaining {
                    None => {
                        prevent(self, ev, before, "615.1", &sh.text);
                    }
                    Some(r) => {
                        // 615.7: a "next N damage" shield is used up as it prevents.
                        let n = prevent(self, ev, r, "615.7", &sh.text);
                        let left = r - n;
                        if left <= 0 {
                            self.prevention.shields.remove(pos);
                            self.emit(Event::new("615.7", EventKind::Note, format!("the shield ({}) is used up", sh.text)));
                        } else {
                            let ShieldKind::PreventDamage { remaining, .. } = &mut self.prevention.shields[pos].kind;
                            *remaining = Some(left);
                        }
                    }
                }
            }
            Applies::Static(ReplacementKind::PreventDamageToYou { amount }) => {
                prevent(self, ev, *amount, "615.10", &a.text);
            }
            Applies::Static(ReplacementKind::DoubleDamage) => {
                ev.amount = before.saturating_mul(2);
                let by = a.source.unwrap_or(ev.source);
                self.emit(Event::new(
                    "614.1a",
                    EventKind::Replaced { what: format!("{before} damage from {src_name} to {tname}"), by },
                    format!("{}: {src_name} deals {} damage to {tname} instead of {before}", a.text, ev.amount),
                ));
            }
            Applies::Static(_) => {}
        }
    }

    /// A resolving spell deals damage to each recipient in turn; before each
    /// event, if several replacement effects would apply, the affected player
    /// chooses their order (616.1) and the resolution waits for the answer.
    /// Progress is kept in the frame (`progress[0]`: next recipient).
    /// Returns false while waiting.
    pub(crate) fn deal_damage_resolving(&mut self, f: &mut ResolutionFrame, source: ObjectId, targets: &[TargetChoice], amount: i32) -> bool {
        if f.progress.is_empty() {
            f.progress.push(0);
        }
        // One event for "deals damage" triggers (a pause for a 616.1 choice ends the batch early).
        let batch = self.damage_batch_begin();
        while let Some(&t) = targets.get(f.progress[0] as usize) {
            let ev = DamageEvent { source, target: t, amount, combat: false };
            match f.answer.take() {
                Some(Answer::Order(o)) => self.replacement_order = Some(o),
                _ => {
                    if let Some((p, effects, descriptions)) = self.damage_order_question(&ev) {
                        let prompt = format!(
                            "{} effects would apply to {amount} damage from {} to {}: choose the order in which they apply (first listed first)",
                            effects.len(),
                            self.name_of(source),
                            self.target_name(t)
                        );
                        let event = format!("{amount} damage from {} to {}", self.name_of(source), self.target_name(t));
                        self.ask(p, "616.1", prompt, DecisionKind::OrderReplacements { effects, descriptions, event });
                        self.damage_batch_end(batch);
                        return false;
                    }
                }
            }
            self.deal_damage(source, t, amount, false, "119.3");
            self.replacement_order = None;
            f.progress[0] += 1;
        }
        self.damage_batch_end(batch);
        true
    }

    /// 510.2 / 616.1: combat damage is dealt all at once, as one damage event
    /// per assignment. Before any is dealt, the affected player of each event
    /// to which several replacement effects would apply chooses their order,
    /// one question at a time (the step waits and starts again with the
    /// answers). Returns true while waiting.
    pub(crate) fn ask_combat_damage_orders(&mut self, assignments: &[(ObjectId, TargetChoice, i32)]) -> bool {
        for (i, (s, t, a)) in assignments.iter().enumerate() {
            if self.combat_replacement_orders.contains_key(&i) {
                continue;
            }
            let ev = DamageEvent { source: *s, target: *t, amount: *a, combat: true };
            if let Some((p, effects, descriptions)) = self.damage_order_question(&ev) {
                let what = format!("{a} combat damage from {} to {}", self.name_of(*s), self.target_name(*t));
                let prompt = format!("{} effects would apply to {what}: choose the order in which they apply (first listed first)", effects.len());
                self.combat_order_asking = Some(i);
                self.ask(p, "616.1", prompt, DecisionKind::OrderReplacements { effects, descriptions, event: what });
                return true;
            }
        }
        false
    }

    /// The order chosen for combat damage assignment `i`, if any (used once).
    pub(crate) fn take_combat_order(&mut self, i: usize) {
        self.replacement_order = self.combat_replacement_orders.remove(&i);
    }

    /// 615.7: a resolved spell or ability creates a prevention shield.
    pub(crate) fn create_prevention_shield(&mut self, source: ObjectId, controller: PlayerId, to: Option<TargetChoice>, from: Option<ObjectId>, amount: Option<i32>) {
        let id = self.prevention.next_shield + 1;
        self.prevention.next_shield = id;
        let sname = self.name_of(source);
        let what = match amount {
            Some(n) => format!("the next {n} damage"),
            None => "all damage".to_string(),
        };
        let to_text = to.map(|t| format!(" to {}", self.target_name(t))).unwrap_or_default();
        let from_text = from.map(|f| format!(" by {}", self.name_of(f))).unwrap_or_default();
        let text = format!("{sname} prevents {what} that would be dealt{to_text}{from_text} this turn");
        self.prevention.shields.push(Shield { id, source, controller, kind: ShieldKind::PreventDamage { to, from, remaining: amount }, text: text.clone() });
        self.emit(Event::new("615.7", EventKind::EffectCreated { description: text.clone() }, text));
    }

    /// 701.7 / 614.8: regeneration replaces destruction. Returns true when the
    /// destruction was replaced. A permanent that "can't be regenerated" (701.12
    /// in the 2017 numbering's "can't" effects) has no such replacement.
    pub(crate) fn replace_destruction(&mut self, id: ObjectId, can_regenerate: bool) -> bool {
        let forbid = self.effects.iter().any(|e| e.affected == id && e.modification == Modification::CantBeRegenerated);
        let Some(o) = self.obj(id) else { return false };
        if !can_regenerate || forbid || o.regen_shields == 0 {
            return false;
        }
        // One shield replaces one destruction (614.5): the others stay for later events.
        let name = self.name_of(id);
        self.emit(Event::new(
            "614.8",
            EventKind::Replaced { what: format!("{name} would be destroyed"), by: id },
            format!("{name}'s regeneration shield replaces its destruction"),
        ));
        let o = self.obj_mut(id).unwrap();
        o.regen_shields -= 1;
        o.damage = 0;
        o.deathtouch_damage = false;
        self.emit(Event::new(
            "701.13a",
            EventKind::Regenerated { object: id },
            format!("{name} regenerates instead of being destroyed: it is tapped, its damage is removed and it leaves combat"),
        ));
        self.tap(id, "701.13a");
        // 506.4: a regenerated attacking or blocking creature is removed from combat.
        self.remove_from_combat(id, "506.4", "it regenerated");
        self.mark_dirty(id);
        true
    }

    /// The "if you would lose the game" effects that apply to player `p`
    /// (Lich's Mirror), first created first.
    pub fn loss_replacements(&self, p: PlayerId) -> Vec<(ObjectId, Vec<LichEffect>)> {
        self.static_replacements()
            .into_iter()
            .filter_map(|(s, _, k, _)| match k {
                ReplacementKind::YouWouldLoseTheGame { instead } if self.controller_of(s) == Some(p) => Some((s, instead)),
                _ => None,
            })
            .collect()
    }

    /// 614.1a / 614.11: "if you would draw a card, ... instead". Returns true
    /// when the draw was replaced (and the replacement done). Effects already
    /// applied to this draw, or to the draw it replaces, are left out (614.5),
    /// so Thought Reflection's two draws are not doubled again by itself.
    pub(crate) fn replace_draw(&mut self, p: PlayerId, rule: &str) -> bool {
        let cands: Vec<(ObjectId, u64, ReplacementKind, String)> = self
            .static_replacements()
            .into_iter()
            .filter(|(s, k, kind, _)| {
                matches!(kind, ReplacementKind::YouWouldDraw { .. }) && self.controller_of(*s) == Some(p) && !self.replacing.contains(k)
            })
            .collect();
        let Some((s, key, kind, text)) = cands.first().cloned() else { return false };
        let ReplacementKind::YouWouldDraw { draw_instead } = kind else { return false };
        if cands.len() > 1 {
            let name = self.player(p).name.clone();
            self.emit(Event::new(
                "616.1",
                EventKind::Note,
                format!("{} effects would replace {name}'s draw; they are alike, so their order changes nothing: the first created applies first", cands.len()),
            ));
        }
        let name = self.player(p).name.clone();
        let sname = self.name_of(s);
        self.emit(Event::new(
            "614.11",
            EventKind::Replaced { what: format!("{name} would draw a card"), by: s },
            format!("{sname} ({text}): {name} draws {draw_instead} card(s) instead of one"),
        ));
        self.replacing.push(key);
        for _ in 0..draw_instead {
            self.draw(p, rule);
        }
        self.replacing.pop();
        true
    }

    /// The "if a creature would die, exile it instead" replacements of the permanents on the
    /// battlefield now, with their controllers (empty without a cheap look at characteristics
    /// when no permanent prints one).
    pub(crate) fn die_replacements_now(&self) -> Vec<(ObjectId, u64, ReplacementKind, String, PlayerId)> {
        let any = self.static_sources.iter().filter_map(|s| self.objects.get(s)).any(|o| {
            let d = o.copy_of.as_deref().unwrap_or(&o.def);
            d.abilities.iter().any(|a| matches!(a, Ability::Replacement { replaces: ReplacementKind::WouldDieExileInstead { .. }, .. }))
        });
        if !any {
            return Vec::new();
        }
        self.static_replacements()
            .into_iter()
            .filter(|(_, _, kind, _)| matches!(kind, ReplacementKind::WouldDieExileInstead { .. }))
            .map(|(s, k, kind, text)| {
                let ctl = self.controller_of(s).unwrap_or(PlayerId(0));
                (s, k, kind, text, ctl)
            })
            .collect()
    }

    /// 614.1a: a creature that would die is exiled instead; with a delayed return, the
    /// replacement creates a delayed triggered ability whose source is the permanent
    /// with the replacement ability and whose controller is that permanent's controller
    /// as the replacement applies (603.7f). Returns the exiled card's id if it applied.
    pub(crate) fn replace_dying(&mut self, id: ObjectId, pos: super::zones::Position, rule: &str) -> Option<ObjectId> {
        // The replacements that exist as the event begins: in a batch of simultaneous moves
        // (one spell destroying everything), those of permanents leaving in it still apply.
        let pool = match &self.batch_die_replacements {
            Some(v) => v.clone(),
            None => self.die_replacements_now(),
        };
        if pool.is_empty() {
            return None;
        }
        let chars = self.chars(id)?;
        if !chars.is_creature() {
            return None;
        }
        let cands: Vec<(ObjectId, u64, ReplacementKind, String)> = pool
            .into_iter()
            .filter(|(s, k, kind, _, ctl)| match kind {
                ReplacementKind::WouldDieExileInstead { filter, .. } => !self.replacing.contains(k) && self.matches(id, filter, *ctl, Some(*s)),
                _ => false,
            })
            .map(|(s, k, kind, text, _)| (s, k, kind, text))
            .collect();
        if cands.len() > 1 {
            // 616.1 would let the creature's controller choose; both exile it, and the engine
            // can't pause in the middle of a zone change, so the first created applies.
            let name = self.name_of(id);
            self.emit(Event::new("616.1", EventKind::Note, format!("{} effects would exile {name} instead of letting it die: the first created applies", cands.len())));
        }
        let (s, key, kind, text) = cands.first().cloned()?;
        let ReplacementKind::WouldDieExileInstead { return_at_next_end_step, .. } = kind else { return None };
        let name = self.name_of(id);
        let sname = self.name_of(s);
        self.emit(Event::new("614.1a", EventKind::Replaced { what: format!("{name} would die"), by: s }, format!("{sname} ({text}): {name} is exiled instead of going to the graveyard")));
        self.replacing.push(key);
        let new = self.move_object(id, Zone::Exile, pos, rule, "exiled instead of dying");
        self.replacing.pop();
        let new = new?;
        if return_at_next_end_step {
            let controller = self.controller_of(s).unwrap_or(PlayerId(0));
            let description = "return that card to the battlefield under its owner's control".to_string();
            self.delayed.push(DelayedTrigger {
                controller,
                source: s,
                source_name: sname.clone(),
                when: TriggerCondition::BeginningOfStep { step: Step::End, yours_only: false },
                effects: vec![Effect::ReturnToBattlefield { what: ObjRef::TriggerObject, under_your_control: false }],
                object: Some(new),
                text: format!("At the beginning of the next end step, {description}."),
                created: Some((self.turn.number, self.turn.step)),
                this_turn: false,
            });
            let pn = self.player(controller).name.clone();
            self.emit(Event::new(
                "603.7f",
                EventKind::EffectCreated { description: description.clone() },
                format!("{sname}'s replacement effect creates a delayed triggered ability: at the beginning of the next end step, {description} (its source is {sname}; {pn}, who controls {sname} now, controls it)"),
            ));
        }
        Some(new)
    }

    /// 614.1c / 614.12: "enters the battlefield tapped" and "enters with
    /// counters" modify how a permanent enters; they are applied as it enters,
    /// before anything sees it on the battlefield (no "becomes tapped", 603.6e).
    pub(crate) fn apply_entering_replacements(&mut self, id: ObjectId) {
        let Some(o) = self.obj(id) else { return };
        let def = o.copy_of.clone().unwrap_or_else(|| o.def.clone());
        let name = self.name_of(id);
        let mut tapped_by: Option<String> = None;
        if def.enters_tapped {
            tapped_by = Some(format!("{name} enters the battlefield tapped (its own ability)"));
        }
        if tapped_by.is_none() {
            for (s, _, kind, _) in self.static_replacements() {
                if let ReplacementKind::EntersTapped { filter } = kind {
                    let you = self.controller_of(s).unwrap_or(PlayerId(0));
                    if s != id && self.matches(id, &filter, you, Some(s)) {
                        tapped_by = Some(format!("{name} enters the battlefield tapped ({})", self.name_of(s)));
                        break;
                    }
                }
            }
        }
        if let Some(why) = tapped_by {
            let o = self.obj_mut(id).unwrap();
            if !o.tapped {
                o.tapped = true;
                self.mark_dirty(id);
                self.emit(Event::new("614.12", EventKind::Note, why));
            }
        }
        for cs in &def.enters_with_counters {
            self.add_counters(id, &cs.kind, cs.count, "614.1c");
        }
    }

    /// 614.1b / 614.10: "skip your [step]". Returns true (and says so) when
    /// the active player's next step is skipped: it simply doesn't happen.
    pub(crate) fn skip_step_replacement(&mut self, step: Step) -> bool {
        let active = self.turn.active;
        let by = self.static_replacements().into_iter().find(|(s, _, k, _)| {
            matches!(k, ReplacementKind::SkipYourStep { step: st } if *st == step) && self.controller_of(*s) == Some(active)
        });
        let Some((s, _, _, _)) = by else { return false };
        let name = self.player(active).name.clone();
        let sname = self.name_of(s);
        self.emit(Event::new(
            "614.10",
            EventKind::Replaced { what: format!("{name}'s {}", step.label()), by: s },
            format!("{name} skips their {} ({sname}): it doesn't happen", step.label()),
        ));
        true
    }

    /// The "whenever this is dealt damage" triggers of a damage event that
    /// happened (603.2; a prevented event never gets here, 603.2f). "That
    /// much" in the ability becomes the amount dealt.
    pub(crate) fn dealt_damage_triggers(&mut self, target: TargetChoice, amount: i32) {
        let TargetChoice::Object(t) = target else { return };
        if !self.trigger_sources.contains(&t) {
            return;
        }
        let Some(c) = self.chars(t) else { return };
        let name = c.name.clone();
        for a in &c.abilities {
            let Ability::Triggered { trigger: TriggerCondition::IsDealtDamage, .. } = a else { continue };
            let mut a = a.clone();
            if let Ability::Triggered { effects, .. } = &mut a {
                for e in effects.iter_mut() {
                    fill_that_much(e, amount);
                }
            }
            self.trigger(t, c.controller, a, Some(t), format!("{name} was dealt {amount} damage"));
        }
    }
}

/// Replace "that much" with the event's amount.
pub(crate) fn fill_that_much(e: &mut Effect, n: i32) {
    let fix = |a: &mut Amount| {
        if *a == Amount::Dynamic(DynamicAmount::ThatMuch) {
            *a = Amount::Fixed(n);
        }
    };
    match e {
        Effect::DealDamage { amount, .. } | Effect::GainLife { amount, .. } | Effect::LoseLife { amount, .. } => fix(amount),
        Effect::PutCounters { count, .. } | Effect::RemoveCounters { count, .. } | Effect::Draw { count, .. } => fix(count),
        _ => {}
    }
}
