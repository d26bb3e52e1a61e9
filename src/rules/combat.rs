//! Combat (506–511): declaring attackers and blockers, combat damage with
//! first strike and double strike, and the keywords that shape combat
//! (702.2 deathtouch, 702.3 defender, 702.4 double strike, 702.7 first strike,
//! 702.9 flying, 702.10 haste, 702.14 landwalk, 702.15 lifelink, 702.17 reach,
//! 702.19 trample, 702.20 vigilance).

use super::actions::*;
use super::events::*;
use super::state::*;
use super::types::*;
use crate::cards::def::*;

impl Game {
    fn cant_attack_or_block(&self, id: ObjectId) -> bool {
        self.attachments_of(id).iter().any(|a| {
            self.chars(*a).map(|c| c.statics().any(|s| matches!(s, StaticEffect::AttachedCantAttackOrBlock))).unwrap_or(false)
        })
    }

    /// Creatures the active player could declare as attackers (508.1a).
    pub fn possible_attackers(&self) -> Vec<ObjectId> {
        let active = self.turn.active;
        self.battlefield
            .iter()
            .copied()
            .filter(|id| {
                let o = &self.objects[id];
                if o.controller != active || o.tapped || o.phased_out {
                    return false;
                }
                let c = self.chars_of(o);
                c.is_creature()
                    && !c.has_keyword(Keyword::Defender)
                    && (!o.summoning_sick || c.has_keyword(Keyword::Haste))
                    && !self.cant_attack_or_block(*id)
            })
            .collect()
    }

    /// What can be attacked: opponents and the planeswalkers they control (508.1b).
    pub fn possible_defenders(&self) -> Vec<TargetChoice> {
        let active = self.turn.active;
        let opps = self.opponents(active);
        let mut out: Vec<TargetChoice> = opps.iter().map(|p| TargetChoice::Player(*p)).collect();
        for id in &self.planeswalkers {
            if opps.contains(&self.objects[id].controller) {
                out.push(TargetChoice::Object(*id));
            }
        }
        out
    }

    /// Ask the active player for attackers; false when there is nothing to ask.
    pub(crate) fn ask_attackers(&mut self) -> bool {
        let candidates = self.possible_attackers();
        if candidates.is_empty() {
            return false;
        }
        let defenders = self.possible_defenders();
        let active = self.turn.active;
        self.ask(active, "508.1", "declare attackers (choose none to skip combat damage)".into(), DecisionKind::DeclareAttackers { candidates, defenders });
        true
    }

    pub(crate) fn validate_attackers(&self, candidates: &[ObjectId], defenders: &[TargetChoice], attackers: &[Attack]) -> Result<(), ActionError> {
        let mut seen = std::collections::BTreeSet::new();
        for a in attackers {
            if !candidates.contains(&a.attacker) {
                return illegal(format!("508.1a: {} can't attack", self.name_of(a.attacker)));
            }
            if !defenders.contains(&a.target) {
                return illegal(format!("508.1b: {} can't be attacked", self.target_name(a.target)));
            }
            if !seen.insert(a.attacker) {
                return illegal(format!("{} is declared as an attacker twice", self.name_of(a.attacker)));
            }
        }
        Ok(())
    }

    pub(crate) fn perform_declare_attackers(&mut self, attackers: &[Attack]) {
        let cb = self.combat.get_or_insert_with(Combat::default);
        cb.attackers = attackers.iter().map(|a| (a.attacker, a.target)).collect();
        cb.attackers_declared = true;
        for a in attackers {
            // Being in combat can change characteristics (filters on attacking or blocking creatures): check it (704).
            self.mark_dirty(a.attacker);
            let vig = self.chars(a.attacker).map(|c| c.has_keyword(Keyword::Vigilance)).unwrap_or(false);
            if !vig {
                // 508.1f: attacking creatures become tapped (unless vigilance, 702.20b).
                self.tap(a.attacker, "508.1f");
            }
        }
        let text = if attackers.is_empty() {
            "no attackers are declared".to_string()
        } else {
            attackers.iter().map(|a| format!("{} attacks {}", self.name_of(a.attacker), self.target_name(a.target))).collect::<Vec<_>>().join("; ")
        };
        self.emit(Event::new("508.1", EventKind::AttackersDeclared { attackers: attackers.iter().map(|a| (a.attacker, a.target)).collect() }, text));
        for a in attackers {
            self.attack_triggers(a.attacker);
        }
    }

    /// The attackers decision was answered: the step goes on to its triggers and priority.
    pub(crate) fn attackers_answered(&mut self, attackers: &[Attack]) {
        self.perform_declare_attackers(attackers);
        self.beginning_of_step_triggers(Step::DeclareAttackers);
        self.turn.passes = 0;
        self.flow = Flow::GivePriority(self.turn.active);
    }

    /// Defending players who still have to declare blockers, in APNAP order.
    fn next_blocking_player(&self) -> Option<PlayerId> {
        let cb = self.combat.as_ref()?;
        self.apnap().into_iter().find(|p| {
            *p != self.turn.active
                && !cb.blockers_declared_by.contains(p)
                && cb.attackers.iter().any(|(_, t)| self.defending_player_of(*t) == Some(*p))
        })
    }

    fn defending_player_of(&self, t: TargetChoice) -> Option<PlayerId> {
        match t {
            TargetChoice::Player(p) => Some(p),
            TargetChoice::Object(o) => self.controller_of(o),
        }
    }

    /// Ask the next defending player for blockers; false when everyone has declared.
    pub(crate) fn ask_next_blockers(&mut self) -> bool {
        loop {
            let Some(p) = self.next_blocking_player() else { return false };
            if self.ask_blockers_of(p) {
                return true;
            }
        }
    }

    fn ask_blockers_of(&mut self, p: PlayerId) -> bool {
        let cb = self.combat.as_ref().unwrap();
        let attackers: Vec<ObjectId> = cb.attackers.iter().filter(|(_, t)| self.defending_player_of(*t) == Some(p)).map(|(a, _)| *a).collect();
        let candidates: Vec<ObjectId> = self
            .battlefield
            .iter()
            .copied()
            .filter(|id| {
                let o = &self.objects[id];
                o.controller == p && !o.tapped && !o.phased_out && self.chars_of(o).is_creature() && !self.cant_attack_or_block(*id)
            })
            .collect();
        if candidates.is_empty() {
            self.record_blockers(p, &[]);
            return false;
        }
        self.ask(p, "509.1", "declare blockers".into(), DecisionKind::DeclareBlockers { candidates, attackers });
        true
    }

    /// 509.1b–c: can this creature block that attacker?
    pub fn can_block(&self, blocker: ObjectId, attacker: ObjectId) -> Result<(), String> {
        let (Some(bc), Some(ac)) = (self.chars(blocker), self.chars(attacker)) else { return Err("no such creature".into()) };
        if ac.has_keyword(Keyword::Flying) && !bc.has_keyword(Keyword::Flying) && !bc.has_keyword(Keyword::Reach) {
            return Err(format!("702.9b: {} has flying and {} has neither flying nor reach", ac.name, bc.name));
        }
        if ac.keywords.iter().filter_map(|k| k.protection_color()).any(|c| bc.colors.contains(c)) {
            return Err(format!("702.16e: {} has protection from a colour of {}", ac.name, bc.name));
        }
        let defender = bc.controller;
        for k in &ac.keywords {
            if let Some(land) = k.landwalk_type() {
                let has = self.battlefield.iter().any(|id| {
                    let o = &self.objects[id];
                    o.controller == defender && self.chars_of(o).has_subtype(land)
                });
                if has {
                    return Err(format!("702.14c: {} has {land}walk and the defending player controls a {land}", ac.name));
                }
            }
        }
        Ok(())
    }

    pub(crate) fn validate_blockers(&self, candidates: &[ObjectId], attackers: &[ObjectId], blocks: &[Block]) -> Result<(), ActionError> {
        let mut seen = std::collections::BTreeSet::new();
        for b in blocks {
            if !candidates.contains(&b.blocker) {
                return illegal(format!("509.1a: {} can't block", self.name_of(b.blocker)));
            }
            if !attackers.contains(&b.attacker) {
                return illegal(format!("509.1a: {} is not attacking you", self.name_of(b.attacker)));
            }
            if !seen.insert(b.blocker) {
                return illegal(format!("509.1a: {} can block only one attacker", self.name_of(b.blocker)));
            }
            self.can_block(b.blocker, b.attacker).map_err(ActionError::Illegal)?;
        }
        Ok(())
    }

    pub(crate) fn perform_declare_blockers(&mut self, p: PlayerId, blocks: &[Block]) {
        self.record_blockers(p, blocks);
        if self.ask_next_blockers() {
            return;
        }
        self.finish_declare_blockers();
    }

    /// 509.2: for each attacker blocked by two or more creatures, the attacking
    /// player orders its blockers; then the step's triggers and priority (509.4).
    pub(crate) fn finish_declare_blockers(&mut self) {
        if let Some(cb) = &self.combat {
            for (att, _) in cb.attackers.clone() {
                let blockers: Vec<ObjectId> = cb.blocks.iter().filter(|(_, a)| *a == att).map(|(b, _)| *b).collect();
                if blockers.len() >= 2 && !cb.damage_order.contains_key(&att) {
                    let prompt = format!("order the creatures blocking {}: damage is assigned to the first one first", self.name_of(att));
                    let attacker_controller = self.controller_of(att).unwrap_or(self.turn.active);
                    self.ask(attacker_controller, "509.2", prompt, DecisionKind::OrderBlockers { attacker: att, blockers });
                    return;
                }
            }
        }
        self.beginning_of_step_triggers(Step::DeclareBlockers);
        self.turn.passes = 0;
        self.flow = Flow::GivePriority(self.turn.active);
    }

    pub(crate) fn perform_order_blockers(&mut self, attacker: ObjectId, order: &[ObjectId]) {
        let names: Vec<String> = order.iter().map(|b| self.name_of(*b)).collect();
        let an = self.name_of(attacker);
        if let Some(cb) = self.combat.as_mut() {
            cb.damage_order.insert(attacker, order.to_vec());
        }
        self.emit(Event::new("509.2", EventKind::Note, format!("damage assignment order for {an}: {}", names.join(", then "))));
        self.finish_declare_blockers();
    }

    fn record_blockers(&mut self, p: PlayerId, blocks: &[Block]) {
        {
            let cb = self.combat.get_or_insert_with(Combat::default);
            cb.blocks.extend(blocks.iter().map(|b| (b.blocker, b.attacker)));
            cb.blockers_declared_by.push(p);
        }
        let name = self.player(p).name.clone();
        let text = if blocks.is_empty() {
            format!("{name} declares no blockers")
        } else {
            blocks.iter().map(|b| format!("{} blocks {}", self.name_of(b.blocker), self.name_of(b.attacker))).collect::<Vec<_>>().join("; ")
        };
        self.emit(Event::new("509.1", EventKind::BlockersDeclared { blocks: blocks.iter().map(|b| (b.blocker, b.attacker)).collect() }, text));
        for b in blocks {
            self.mark_dirty(b.blocker);
            self.block_triggers(b.blocker, b.attacker);
        }
        // "Becomes blocked" triggers once per attacker, however many creatures block it.
        let mut blocked: Vec<ObjectId> = blocks.iter().map(|b| b.attacker).collect();
        blocked.sort();
        blocked.dedup();
        for a in blocked {
            self.becomes_blocked_triggers(a);
        }
    }

    pub(crate) fn combat_has_first_strike(&self) -> bool {
        let Some(cb) = &self.combat else { return false };
        cb.attackers.iter().map(|(a, _)| *a).chain(cb.blocks.iter().map(|(b, _)| *b)).any(|id| {
            self.chars(id).map(|c| c.has_keyword(Keyword::FirstStrike) || c.has_keyword(Keyword::DoubleStrike)).unwrap_or(false)
        })
    }

    /// 510.1–510.2: assign and deal combat damage, all at once.
    /// Returns false while the attacking player divides an attacker's damage (510.1c–d);
    /// the step then starts again.
    pub(crate) fn combat_damage_step(&mut self, first_strike: bool) -> bool {
        let Some(cb) = self.combat.clone() else { return true };
        let deals = |g: &Game, id: ObjectId| -> bool {
            if !g.is_on_battlefield(id) {
                return false;
            }
            let c = g.chars(id).unwrap();
            if !c.is_creature() {
                return false;
            }
            let fs = c.has_keyword(Keyword::FirstStrike);
            let ds = c.has_keyword(Keyword::DoubleStrike);
            if first_strike {
                fs || ds
            } else {
                // 510.4: creatures that dealt first-strike damage deal no more unless they have double strike.
                ds || !cb.dealt_first_strike.contains(&id)
            }
        };
        let had_first_strike: Vec<ObjectId> = if first_strike {
            cb.attackers.iter().map(|(a, _)| *a).chain(cb.blocks.iter().map(|(b, _)| *b)).filter(|id| deals(self, *id)).collect()
        } else {
            Vec::new()
        };
        let mut assignments: Vec<(ObjectId, TargetChoice, i32)> = Vec::new();
        for (att, target) in &cb.attackers {
            if !self.is_on_battlefield(*att) || !self.in_combat(*att) || !deals(self, *att) {
                continue;
            }
            let ac = self.chars(*att).unwrap();
            let power = ac.power.unwrap_or(0).max(0);
            if power == 0 {
                continue;
            }
            // 509.2: in the damage assignment order chosen by the attacking player.
            let blockers: Vec<ObjectId> = match cb.damage_order.get(att) {
                Some(order) => order.clone(),
                None => cb.blocks.iter().filter(|(_, a)| a == att).map(|(b, _)| *b).collect(),
            };
            if blockers.is_empty() {
                // 510.1a: an unblocked creature assigns its damage to what it attacks.
                let still_there = match target {
                    TargetChoice::Player(p) => !self.player(*p).lost,
                    TargetChoice::Object(o) => self.is_on_battlefield(*o),
                };
                if still_there {
                    assignments.push((*att, *target, power));
                }
                continue;
            }
            let living: Vec<ObjectId> = blockers.iter().copied().filter(|b| self.is_on_battlefield(*b) && self.in_combat(*b)).collect();
            let trample = ac.has_keyword(Keyword::Trample);
            if living.is_empty() {
                // 510.1c: blocked, but no blockers remain: no damage unless trample (702.19e).
                if trample {
                    assignments.push((*att, *target, power));
                }
                continue;
            }
            // 510.1c: lethal damage to each blocker in order before the next; deathtouch
            // makes 1 lethal (702.2c); with trample the rest may go to what it attacks (702.19c).
            let deathtouch = ac.has_keyword(Keyword::Deathtouch);
            let lethal: Vec<u32> = living
                .iter()
                .map(|b| {
                    let bc = self.chars(*b).unwrap();
                    if deathtouch {
                        1
                    } else {
                        (bc.toughness.unwrap_or(0) - self.objects[b].damage).max(1) as u32
                    }
                })
                .collect();
            let suggested = suggest_assignment(power as u32, &lethal, trample);
            // With one blocker and no trample there is nothing to choose.
            let amounts = if living.len() == 1 && !trample {
                suggested
            } else if let Some(a) = cb.assigned.get(att) {
                a.clone()
            } else {
                let controller = self.controller_of(*att).unwrap_or(self.turn.active);
                let prompt = format!("divide {}'s {power} combat damage among {}", ac.name, if trample { "its blockers and what it attacks" } else { "its blockers, in order" });
                if let Some(c) = self.combat.as_mut() {
                    c.assigning = true;
                }
                self.ask(
                    controller,
                    "510.1c",
                    prompt,
                    DecisionKind::AssignCombatDamage {
                        attacker: *att,
                        power: power as u32,
                        blockers: living.clone(),
                        lethal,
                        trample_to: if trample { Some(*target) } else { None },
                        suggested,
                    },
                );
                return false;
            };
            for (b, n) in living.iter().zip(&amounts) {
                if *n > 0 {
                    assignments.push((*att, TargetChoice::Object(*b), *n as i32));
                }
            }
            if let Some(n) = amounts.get(living.len()) {
                if *n > 0 {
                    assignments.push((*att, *target, *n as i32));
                }
            }
        }
        for (blk, att) in &cb.blocks {
            if !self.is_on_battlefield(*blk) || !self.in_combat(*blk) || !deals(self, *blk) || !self.is_on_battlefield(*att) {
                continue;
            }
            let power = self.chars(*blk).unwrap().power.unwrap_or(0).max(0);
            if power > 0 {
                assignments.push((*blk, TargetChoice::Object(*att), power));
            }
        }
        if let Some(c) = self.combat.as_mut() {
            c.assigning = false;
            c.assigned.clear();
        }
        // 510.2: dealt simultaneously: one event per source for "deals damage" triggers.
        let batch = self.damage_batch_begin();
        // 616.1: the replacement questions were asked before the step began (rules::replacement).
        for (src, t, amt) in &assignments {
            self.deal_damage(*src, *t, *amt, true, "510.2");
        }
        self.damage_batch_end(batch);
        if first_strike {
            // 510.4: every attacker and blocker that had first strike or double strike as this
            // step began sits out the regular step (unless it has double strike then), even
            // one that dealt no damage here (0 power).
            if let Some(c) = self.combat.as_mut() {
                c.dealt_first_strike.extend(had_first_strike);
            }
        }
        true
    }
}

/// 510.1c–d: the usual assignment: lethal damage to each blocker in order, the
/// rest to the last blocker, or with trample to what the attacker attacks.
pub fn suggest_assignment(power: u32, lethal: &[u32], trample: bool) -> Vec<u32> {
    let mut out = vec![0u32; lethal.len() + usize::from(trample)];
    let mut left = power;
    for (i, l) in lethal.iter().enumerate() {
        let give = (*l).min(left);
        out[i] = give;
        left -= give;
    }
    if left > 0 {
        if trample {
            out[lethal.len()] = left;
        } else if let Some(last) = out[..lethal.len()].last_mut() {
            *last += left;
        }
    }
    out
}

/// 510.1c–d: is this a legal division of an attacker's damage? Each blocker gets
/// damage only if every blocker before it has been assigned lethal damage; the
/// trampled-over target only if every blocker has; the amounts add up to the power.
pub fn check_assignment(power: u32, lethal: &[u32], trample: bool, amounts: &[u32]) -> Result<(), String> {
    let want = lethal.len() + usize::from(trample);
    if amounts.len() != want {
        return Err(format!("510.1c: give {want} amount(s): one per blocker{}", if trample { " and one for what it attacks" } else { "" }));
    }
    let sum: u64 = amounts.iter().map(|n| *n as u64).sum();
    if sum != power as u64 {
        return Err(format!("510.1c: the amounts add up to {sum}, but the creature deals {power}"));
    }
    for i in 0..amounts.len() {
        if amounts[i] > 0 && (0..i.min(lethal.len())).any(|j| amounts[j] < lethal[j]) {
            return Err(if i < lethal.len() {
                format!("510.1c: blocker {} can be assigned damage only after each blocker before it is assigned lethal damage", i + 1)
            } else {
                "702.19c: damage tramples over only after every blocker is assigned lethal damage".to_string()
            });
        }
    }
    Ok(())
}
