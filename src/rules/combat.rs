//! Combat (506–511): declaring attackers and blockers, combat damage with
//! first strike and double strike, and the keywords that shape combat
//! (702.2 deathtouch, 702.3 defender, 702.4 double strike, 702.7 first strike,
//! 702.9 flying, 702.10 haste, 702.13 intimidate, 702.14 landwalk, 702.15
//! lifelink, 702.17 reach, 702.19 trample, 702.20 vigilance, 702.27 shadow,
//! 702.30 horsemanship, 702.35 fear; 506.5 a creature attacking alone).

use super::actions::*;
use super::events::*;
use super::state::*;
use super::types::*;
use crate::cards::def::*;
use super::damage_queue::DamageQueue;
use super::replacement::DamageEvent;

/// What a restriction forbids (508.1c, 509.1b).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Restrict {
    /// "Can't attack."
    Attack,
    /// "Can't block."
    Block,
    /// "Can't be blocked."
    BeBlocked,
}

impl Restrict {
    /// Does a restriction with these flags forbid this?
    fn in_flags(self, attack: bool, block: bool, be_blocked: bool) -> bool {
        match self {
            Restrict::Attack => attack,
            Restrict::Block => block,
            Restrict::BeBlocked => be_blocked,
        }
    }
}

/// Restrictions on attacking or blocking gathered for one declaration (see
/// `Game::restrictions_on_all`).
/// A "can't attack you" ability (508.1c): its source, the source's
/// controller, what it affects, and whether that player's planeswalkers are
/// covered too.
type CantAttackYou = (ObjectId, PlayerId, Affects, bool);

#[derive(Default)]
pub(crate) struct Restrictions {
    /// (source, its controller, filter): every creature matching it.
    pub filters: Vec<(ObjectId, PlayerId, Filter)>,
    /// These objects.
    pub objects: std::collections::BTreeSet<ObjectId>,
}

impl Game {
    /// The restrictions of one kind that are not on one creature's own
    /// abilities or its attachments, gathered once per declaration (508.1c,
    /// 509.1b): static abilities on every creature matching a filter (Moat),
    /// and this turn's restrictions from resolved spells and abilities (on
    /// named objects, or on every creature matching a filter now, 611.2c).
    pub(crate) fn restrictions_on_all(&self, kind: Restrict) -> Restrictions {
        let mut out = Restrictions::default();
        for s in &self.static_sources {
            let Some(c) = self.chars(*s) else { continue };
            for e in c.statics() {
                if let StaticEffect::CantAttackOrBlock { affects: Affects::All(f), attack, block, be_blocked, .. } = e {
                    if kind.in_flags(*attack, *block, *be_blocked) {
                        out.filters.push((*s, c.controller, f.clone()));
                    }
                }
            }
        }
        for r in self.turn_restrictions.iter().filter(|r| r.attacker.is_none() && kind.in_flags(r.attack, r.block, r.be_blocked)) {
            match &r.who {
                Restricted::Objects(ids) => out.objects.extend(ids.iter().copied()),
                Restricted::All(f) => out.filters.push((r.source, r.controller, f.clone())),
            }
        }
        out
    }

    /// 508.1c / 509.1b: is `id` restricted this way, by a static ability of
    /// its own, of what is attached to it, or of `all` (see
    /// `restrictions_on_all`)?
    pub(crate) fn restricted(&self, id: ObjectId, kind: Restrict, all: &Restrictions) -> bool {
        let says = |e: &StaticEffect, on: fn(&Affects) -> bool| {
            matches!(e, StaticEffect::CantAttackOrBlock { affects, attack, block, be_blocked, .. } if on(affects) && kind.in_flags(*attack, *block, *be_blocked))
        };
        let own = self.chars(id).is_some_and(|c| c.statics().any(|e| says(e, |a| matches!(a, Affects::This))));
        own || all.objects.contains(&id)
            || self.attachments_of(id).iter().any(|a| self.chars(*a).is_some_and(|c| c.statics().any(|e| says(e, |a| matches!(a, Affects::Attached)))))
            || all.filters.iter().any(|(src, ctl, f)| self.matches(id, f, *ctl, Some(*src)))
    }

    /// 509.1b: "[this] can block only [creatures matching a filter]": the name
    /// of a source whose restriction keeps this blocker from blocking that
    /// attacker (its own ability, its Aura's or Equipment's, or one covering
    /// all creatures matching a filter).
    fn blocks_only_refused(&self, blocker: ObjectId, attacker: ObjectId) -> Option<String> {
        let refuses = |src: ObjectId, on: &dyn Fn(&Affects) -> bool| {
            let c = self.chars(src)?;
            let no = c.statics().any(|e| matches!(e, StaticEffect::CanBlockOnly { affects, filter, not } if on(affects) && self.matches(attacker, filter, c.controller, Some(src)) == *not));
            no.then(|| c.name.clone())
        };
        refuses(blocker, &|a| matches!(a, Affects::This))
            .or_else(|| self.attachments_of(blocker).into_iter().find_map(|a| refuses(a, &|x| matches!(x, Affects::Attached))))
            .or_else(|| {
                self.static_sources.iter().find_map(|s| {
                    let ctl = self.controller_of(*s)?;
                    refuses(*s, &|x| matches!(x, Affects::All(f) if self.matches(blocker, f, ctl, Some(*s))))
                })
            })
    }

    /// 509.1b: can't this attacker be blocked? Asked for each block (one
    /// attacker at a time), so the restrictions are looked up lazily: the
    /// attacker's own and its attachments' first, then this turn's, then
    /// every permanent's that covers all creatures matching a filter.
    fn cant_be_blocked(&self, attacker: ObjectId) -> bool {
        let none = Restrictions::default();
        if self.restricted(attacker, Restrict::BeBlocked, &none) {
            return true;
        }
        let turn = self.turn_restrictions.iter().filter(|r| r.be_blocked).any(|r| match &r.who {
            Restricted::Objects(ids) => ids.contains(&attacker),
            Restricted::All(f) => self.matches(attacker, f, r.controller, Some(r.source)),
        });
        turn || self.static_sources.iter().any(|s| {
            self.chars(*s).is_some_and(|c| {
                c.statics().any(|e| matches!(e, StaticEffect::CantAttackOrBlock { affects: Affects::All(f), be_blocked: true, .. } if self.matches(attacker, f, c.controller, Some(*s))))
            })
        })
    }

    /// Creatures the active player could declare as attackers (508.1a); in
    /// Two-Headed Giant, those of every player of the active team, which
    /// attacks as one (810.7a, 810.7c).
    pub fn possible_attackers(&self) -> Vec<ObjectId> {
        let all = self.restrictions_on_all(Restrict::Attack);
        let you = self.cant_attack_you_sources();
        let defenders = self.possible_defenders();
        self.battlefield
            .iter()
            .copied()
            .filter(|id| {
                let o = &self.objects[id];
                if !self.is_active_player(o.controller) || self.player(o.controller).lost || o.tapped || o.phased_out {
                    return false;
                }
                let c = self.chars_of(o);
                c.is_creature()
                    && (!c.has_keyword(Keyword::Defender) || self.attacks_despite_defender(*id))
                    && (!o.summoning_sick || c.has_keyword(Keyword::Haste))
                    && !self.restricted(*id, Restrict::Attack, &all)
                    // (With nothing to attack, 508.1 is told by the declaration itself.)
                    && (defenders.is_empty() || defenders.iter().any(|d| self.attack_allowed_with(*id, *d, &you).is_ok()))
            })
            .collect()
    }

    /// 702.3b: may this creature attack as though it didn't have defender?
    /// This turn's effects on it, its own ability, its Aura's or Equipment's,
    /// or one on all creatures matching a filter.
    fn attacks_despite_defender(&self, id: ObjectId) -> bool {
        if self.attack_despite_defender.contains(&id) {
            return true;
        }
        let says = |src: ObjectId, on: &dyn Fn(&Affects) -> bool| self.chars(src).is_some_and(|c| c.statics().any(|e| matches!(e, StaticEffect::AttackDespiteDefender { affects } if on(affects))));
        says(id, &|a| matches!(a, Affects::This))
            || self.attachments_of(id).into_iter().any(|a| says(a, &|x| matches!(x, Affects::Attached)))
            || self.static_sources.iter().any(|s| {
                let Some(ctl) = self.controller_of(*s) else { return false };
                says(*s, &|x| matches!(x, Affects::All(f) if self.matches(id, f, ctl, Some(*s))))
            })
    }

    /// 508.1c: may this creature attack that player or planeswalker? Its
    /// restrictions that depend on whom it attacks ("can't attack unless
    /// defending player controls an Island").
    pub(crate) fn attack_allowed(&self, attacker: ObjectId, target: TargetChoice) -> Result<(), String> {
        self.attack_allowed_with(attacker, target, &self.cant_attack_you_sources())
    }

    /// `attack_allowed`, with the "can't attack you" abilities gathered once
    /// for a whole declaration (`cant_attack_you_sources`).
    fn attack_allowed_with(&self, attacker: ObjectId, target: TargetChoice, you: &[CantAttackYou]) -> Result<(), String> {
        let Some(c) = self.chars(attacker) else { return Ok(()) };
        let Some(defender) = self.defending_player_of(target) else { return Ok(()) };
        if c.cant_attack.contains(&defender) {
            let name = &self.player(defender).name;
            return Err(format!("508.1c: {} can't attack {name} or a planeswalker {name} controls", c.name));
        }
        let at_player = matches!(target, TargetChoice::Player(_));
        if let Some((source, ..)) = you.iter().find(|(s, ctl, affects, planeswalkers)| *ctl == defender && (at_player || *planeswalkers) && self.covers(*s, affects, attacker, *ctl)) {
            let name = &self.player(defender).name;
            return Err(format!("508.1c: {} can't attack {name} ({})", c.name, self.name_of(*source)));
        }
        for e in c.statics() {
            if let StaticEffect::CantAttackUnlessDefenderControls { filter } = e {
                self.note_scan();
                let has = self.battlefield.iter().any(|id| self.objects[id].controller == defender && self.matches(*id, filter, c.controller, Some(attacker)));
                if !has {
                    return Err(format!("508.1c: {} can't attack unless defending player controls a permanent it names", c.name));
                }
            }
        }
        Ok(())
    }

    /// 508.1c: every "[creatures] can't attack you" ability on the battlefield,
    /// with its source and that source's controller ("you").
    fn cant_attack_you_sources(&self) -> Vec<CantAttackYou> {
        let mut out = Vec::new();
        for s in &self.static_sources {
            let Some(c) = self.chars(*s) else { continue };
            for e in c.statics() {
                if let StaticEffect::CantAttackYou { affects, planeswalkers } = e {
                    out.push((*s, c.controller, affects.clone(), *planeswalkers));
                }
            }
        }
        out
    }

    /// Does a static ability of `source` that affects `affects` cover `id`?
    fn covers(&self, source: ObjectId, affects: &Affects, id: ObjectId, controller: PlayerId) -> bool {
        match affects {
            Affects::This => source == id,
            Affects::Attached => self.attachments_of(id).contains(&source),
            Affects::All(f) => self.matches(id, f, controller, Some(source)),
        }
    }

    /// What can be attacked: opponents and the planeswalkers they control (508.1b);
    /// in Two-Headed Giant, each player of the defending team and their
    /// planeswalkers (805.10b), never a teammate.
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
        // 800.4i: the turn of a player who left goes on without them: nobody declares attackers.
        if self.player(self.turn.active).lost {
            return false;
        }
        let candidates = self.possible_attackers();
        if candidates.is_empty() {
            return false;
        }
        let defenders = self.possible_defenders();
        if defenders.is_empty() {
            // 508.1: each attacker attacks a player or planeswalker; with none to attack
            // (every opponent has left, or a Two-Headed Giant game has no other team),
            // no creature can be declared as an attacker and nothing is asked.
            self.emit(Event::new("508.1", EventKind::Note, "there is no player or planeswalker to attack: no creatures can be declared as attackers".to_string()));
            return false;
        }
        let active = self.turn.active;
        // 810.7c / 805.2: the active team has one combined attack; its primary player is
        // asked, and either player of the team may answer (`Game::may_answer`).
        self.ask(active, "508.1", "declare attackers (choose none to skip combat damage)".into(), DecisionKind::DeclareAttackers { candidates, defenders }, Resume::Declaration);
        true
    }

    /// May `p` answer decision `d`? Its player may; in Two-Headed Giant the
    /// team's combined attack (810.7c) and combined block (810.7d) may be
    /// answered by either player of the deciding team.
    pub fn may_answer(&self, d: &Decision, p: PlayerId) -> bool {
        d.player == p
            || (matches!(d.kind, DecisionKind::DeclareAttackers { .. } | DecisionKind::DeclareBlockers { .. })
                && self.teammates(d.player, p)
                && !self.player(p).lost)
    }

    /// 508.1d: the creatures among `candidates` (those able to attack) that an
    /// effect or their own ability says attack if able. With no costs to attack
    /// in the engine, each of them can obey its requirement, so each must attack.
    pub fn required_attackers(&self, candidates: &[ObjectId]) -> Vec<ObjectId> {
        candidates
            .iter()
            .copied()
            .filter(|c| {
                self.attack_requirements.contains(c) || super::block_counts::affected_by(self, *c, |e| if let StaticEffect::AttacksEachCombat { affects } = e { Some(affects) } else { None })
            })
            .collect()
    }

    pub(crate) fn validate_attackers(&self, candidates: &[ObjectId], defenders: &[TargetChoice], attackers: &[Attack]) -> Result<(), ActionError> {
        let mut seen = std::collections::BTreeSet::new();
        let you = self.cant_attack_you_sources();
        for a in attackers {
            if !candidates.contains(&a.attacker) {
                // The reason its restriction gives for this defender, when it has one (508.1c).
                self.attack_allowed_with(a.attacker, a.target, &you).map_err(ActionError::Illegal)?;
                return illegal(format!("508.1a: {} can't attack", self.name_of(a.attacker)));
            }
            if !defenders.contains(&a.target) {
                return illegal(format!("508.1b: {} can't be attacked", self.target_name(a.target)));
            }
            if !seen.insert(a.attacker) {
                return illegal(format!("{} is declared as an attacker twice", self.name_of(a.attacker)));
            }
            self.attack_allowed_with(a.attacker, a.target, &you).map_err(ActionError::Illegal)?;
        }
        // 508.1d: as many requirements as possible are obeyed; each required creature here can attack.
        for r in self.required_attackers(candidates) {
            if !seen.contains(&r) {
                return illegal(format!("508.1d: {} attacks this turn if able, and it is able: declare it as an attacker", self.name_of(r)));
            }
        }
        // 702.20c–d: the bands declared with the attack.
        self.declared_bands(attackers).map_err(ActionError::Illegal)?;
        Ok(())
    }

    pub(crate) fn perform_declare_attackers(&mut self, attackers: &[Attack]) {
        let cb = self.combat.get_or_insert_with(Combat::default);
        cb.attackers = attackers.iter().map(|a| (a.attacker, a.target)).collect();
        cb.attackers_declared = true;
        cb.declared_any = !attackers.is_empty();
        for a in attackers {
            // A requirement to attack this turn is met once the creature has attacked.
            self.attack_requirements.remove(&a.attacker);
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
        self.record_bands(attackers);
        for a in attackers {
            self.attack_triggers(a.attacker, self.defending_player_of(a.target));
        }
        if let [alone] = attackers {
            self.attacks_alone_triggers(alone.attacker);
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
    /// In Two-Headed Giant the first of them stands for the defending team (810.7d).
    fn next_blocking_player(&self) -> Option<PlayerId> {
        let cb = self.combat.as_ref()?;
        self.apnap().into_iter().find(|p| {
            !self.is_active_player(*p)
                && !cb.blockers_declared_by.contains(p)
                && cb.attackers.iter().any(|(_, t)| self.defending_player_of(*t).map(|d| self.teammates(d, *p)).unwrap_or(false))
        })
    }

    /// 506.2: the defending player of an attacking creature (the player it
    /// attacks, or the controller of the planeswalker it attacks); none for a
    /// creature that is not attacking.
    pub(crate) fn defender_of_attacker(&self, attacker: ObjectId) -> Option<PlayerId> {
        let cb = self.combat.as_ref()?;
        let (_, t) = cb.attackers.iter().find(|(a, _)| *a == attacker)?;
        self.defending_player_of(*t)
    }

    /// 506.2: the defending player an ability of `source` names: the player
    /// it attacks, or, for an Aura or Equipment, the one the creature it is
    /// (or was, as it left) attached to attacks.
    pub(crate) fn defender_for(&self, source: ObjectId) -> Option<PlayerId> {
        self.defender_of_attacker(source).or_else(|| match self.attached_or_was(source)? {
            TargetChoice::Object(creature) => self.defender_of_attacker(creature),
            TargetChoice::Player(_) => None,
        })
    }

    pub(crate) fn defending_player_of(&self, t: TargetChoice) -> Option<PlayerId> {
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

    /// Ask player `p` for blockers. In Two-Headed Giant the defending team has one
    /// combined block (810.7d): creatures of either defending player may block any
    /// creature attacking that team or its planeswalkers.
    fn ask_blockers_of(&mut self, p: PlayerId) -> bool {
        let cb = self.combat.as_ref().unwrap();
        let attackers: Vec<ObjectId> =
            cb.attackers.iter().filter(|(_, t)| self.defending_player_of(*t).map(|d| self.teammates(d, p)).unwrap_or(false)).map(|(a, _)| *a).collect();
        let all = self.restrictions_on_all(Restrict::Block);
        let candidates: Vec<ObjectId> = self
            .battlefield
            .iter()
            .copied()
            .filter(|id| {
                let o = &self.objects[id];
                self.teammates(o.controller, p) && !o.tapped && !o.phased_out && self.chars_of(o).is_creature() && !self.restricted(*id, Restrict::Block, &all)
            })
            .collect();
        if candidates.is_empty() {
            self.record_blockers(p, &[]);
            return false;
        }
        self.ask(p, "509.1", "declare blockers".into(), DecisionKind::DeclareBlockers { candidates, attackers }, Resume::Declaration);
        true
    }

    /// 509.1b–c: can this creature block that attacker?
    pub fn can_block(&self, blocker: ObjectId, attacker: ObjectId) -> Result<(), String> {
        let (Some(bc), Some(ac)) = (self.chars(blocker), self.chars(attacker)) else { return Err("no such creature".into()) };
        if ac.has_keyword(Keyword::Flying) && !bc.has_keyword(Keyword::Flying) && !bc.has_keyword(Keyword::Reach) {
            return Err(format!("702.9b: {} has flying and {} has neither flying nor reach", ac.name, bc.name));
        }
        if ac.protected_from(&bc) {
            return Err(format!("702.16e: {} has protection from {}", ac.name, bc.name));
        }
        evasion(&ac, &bc)?;
        if let Some(src) = self.blocks_only_refused(blocker, attacker) {
            return Err(format!("509.1b: {} can block only some creatures ({src}), not {}", bc.name, ac.name));
        }
        if let Some(src) = self.blocked_by_refused(blocker, attacker) {
            return Err(format!("509.1b: {} can't be blocked by {} ({src})", ac.name, bc.name));
        }
        if self.cant_be_blocked(attacker) {
            return Err(format!("509.1b: {} can't be blocked", ac.name));
        }
        // "[creature] can't block [this attacker] this turn".
        let barred = self.turn_restrictions.iter().filter(|r| r.block && r.attacker == Some(attacker)).any(|r| match &r.who {
            Restricted::Objects(ids) => ids.contains(&blocker),
            Restricted::All(f) => self.matches(blocker, f, r.controller, Some(r.source)),
        });
        if barred {
            return Err(format!("509.1b: {} can't block {} this turn", bc.name, ac.name));
        }
        // 702.14c: the defending player is the one this attacker attacks (805.10e), who in
        // Two-Headed Giant need not control the blocker.
        let attacked = self.combat.as_ref().and_then(|cb| cb.attackers.iter().find(|(a, _)| *a == attacker).map(|(_, t)| *t));
        let defender = attacked.and_then(|t| self.defending_player_of(t)).unwrap_or(bc.controller);
        if let Some(src) = self.unblockable_against(attacker, defender) {
            return Err(format!("509.1b: {} can't be blocked while the defending player controls what {src} names", ac.name));
        }
        for k in &ac.keywords {
            if let Some(land) = k.landwalk_type() {
                self.note_scan();
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
        for b in blocks {
            if !candidates.contains(&b.blocker) {
                return illegal(format!("509.1a: {} can't block", self.name_of(b.blocker)));
            }
            if !attackers.contains(&b.attacker) {
                return illegal(format!("509.1a: {} is not attacking you", self.name_of(b.attacker)));
            }
            self.can_block(b.blocker, b.attacker).map_err(ActionError::Illegal)?;
        }
        // 509.1a: one attacker each, unless it may block more (rules::block_counts).
        self.check_block_counts(blocks).map_err(ActionError::Illegal)?;
        if let Some(a) = self.lone_blocked_menace(blocks).first() {
            return illegal(format!("702.110b: {} has menace: it can't be blocked except by two or more creatures", self.name_of(*a)));
        }
        // 509.1b: how many creatures may block each attacker (rules::block_counts).
        if let Some((_, why)) = self.blocker_counts_broken(blocks).into_iter().next() {
            return illegal(why);
        }
        // 509.1c: as many requirements as possible are obeyed (rules::block_requirements).
        self.check_block_requirements(candidates, attackers, blocks).map_err(ActionError::Illegal)
    }

    /// 702.110b: the attackers with menace that these blocks give exactly one blocker.
    pub fn lone_blocked_menace(&self, blocks: &[Block]) -> Vec<ObjectId> {
        let mut out: Vec<ObjectId> = Vec::new();
        for b in blocks {
            let n = blocks.iter().filter(|x| x.attacker == b.attacker).count();
            if n == 1 && self.chars(b.attacker).is_some_and(|c| c.has_keyword(Keyword::Menace)) && !out.contains(&b.attacker) {
                out.push(b.attacker);
            }
        }
        out
    }

    /// The blocks without those that would leave an attacker with menace
    /// blocked by one creature alone (702.110b), for players choosing blocks
    /// by rule of thumb.
    pub fn without_lone_menace_blocks(&self, mut blocks: Vec<Block>) -> Vec<Block> {
        let lone = self.lone_blocked_menace(&blocks);
        blocks.retain(|b| !lone.contains(&b.attacker));
        // 509.1b: and those that give an attacker too few or too many blockers.
        let broken: Vec<ObjectId> = self.blocker_counts_broken(&blocks).into_iter().map(|(a, _)| a).collect();
        blocks.retain(|b| !broken.contains(&b.attacker));
        blocks
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
                    self.ask(attacker_controller, "509.2", prompt, DecisionKind::OrderBlockers { attacker: att, blockers }, Resume::CombatDamage);
                    return;
                }
            }
            // 509.3: then the defending player orders the attackers each creature blocking two or more blocks.
            if let Some((blk, attackers)) = self.blocker_to_order(cb) {
                let prompt = format!("order the creatures {} blocks: its damage is assigned to the first one first", self.name_of(blk));
                let defender = self.controller_of(blk).unwrap_or(self.turn.active);
                self.ask(defender, "509.3", prompt, DecisionKind::OrderBlockers { attacker: blk, blockers: attackers }, Resume::CombatDamage);
                return;
            }
        }
        // 509.1h: the attacking creatures no creature was declared to block are unblocked.
        let unblocked: Vec<(ObjectId, TargetChoice)> = self.combat.as_ref().map(|cb| cb.attackers.iter().filter(|(a, _)| !cb.blocked.contains(a)).copied().collect()).unwrap_or_default();
        for (a, t) in unblocked {
            self.unblocked_triggers(a, self.defending_player_of(t));
        }
        self.beginning_of_step_triggers(Step::DeclareBlockers);
        self.turn.passes = 0;
        self.flow = Flow::GivePriority(self.turn.active);
    }

    pub(crate) fn perform_order_blockers(&mut self, attacker: ObjectId, order: &[ObjectId]) {
        let names: Vec<String> = order.iter().map(|b| self.name_of(*b)).collect();
        let an = self.name_of(attacker);
        // 509.3: the order of the attackers a blocker blocks; 509.2: of an attacker's blockers.
        let rule = if self.combat.as_ref().is_some_and(|cb| cb.blocks.iter().any(|(b, _)| *b == attacker)) { "509.3" } else { "509.2" };
        if let Some(cb) = self.combat.as_mut() {
            cb.damage_order.insert(attacker, order.to_vec());
        }
        self.emit(Event::new(rule, EventKind::Note, format!("damage assignment order for {an}: {}", names.join(", then "))));
        self.finish_declare_blockers();
    }

    fn record_blockers(&mut self, p: PlayerId, blocks: &[Block]) {
        // 702.20h: a creature blocking one creature of a band blocks the whole band.
        let blocks = &self.blocks_with_bands(blocks)[..];
        {
            let team: Vec<PlayerId> = self.players.iter().map(|q| q.id).filter(|q| self.teammates(*q, p)).collect();
            let cb = self.combat.get_or_insert_with(Combat::default);
            cb.blocks.extend(blocks.iter().map(|b| (b.blocker, b.attacker)));
            // 810.7d: one combined block for the whole defending team.
            for q in team {
                if !cb.blockers_declared_by.contains(&q) {
                    cb.blockers_declared_by.push(q);
                }
            }
            // 509.1h: an attacker with a creature declared as its blocker is blocked from now on.
            for b in blocks {
                if !cb.blocked.contains(&b.attacker) {
                    cb.blocked.push(b.attacker);
                }
            }
        }
        let name = self.player(p).name.clone();
        let text = if blocks.is_empty() {
            format!("{name} declares no blockers")
        } else {
            blocks.iter().map(|b| format!("{} blocks {}", self.name_of(b.blocker), self.name_of(b.attacker))).collect::<Vec<_>>().join("; ")
        };
        self.emit(Event::new("509.1", EventKind::BlockersDeclared { blocks: blocks.iter().map(|b| (b.blocker, b.attacker)).collect() }, text));
        for (i, b) in blocks.iter().enumerate() {
            self.mark_dirty(b.blocker);
            let first_block = !blocks[..i].iter().any(|e| e.blocker == b.blocker);
            self.block_triggers(b.blocker, b.attacker, first_block);
        }
        // "Becomes blocked" triggers once per attacker, however many creatures block it.
        let mut blocked: Vec<ObjectId> = blocks.iter().map(|b| b.attacker).collect();
        blocked.sort();
        blocked.dedup();
        for a in blocked {
            self.becomes_blocked_triggers(a);
        }
    }

    /// Can combat damage still be assigned to what this attacker attacks? Not to
    /// a planeswalker removed from combat (506.4c) or gone, nor to a player who
    /// has left the game (800.4e).
    /// 510.1c: the lethal damage an attacker with these characteristics must
    /// assign to each of these blockers (in its damage assignment order) before
    /// the next may be assigned any: the blocker's toughness minus the damage
    /// already marked on it, at least 1; any amount is lethal from a source
    /// with deathtouch, so 1 (702.2c). A blocker that is gone counts 0.
    pub fn lethal_damage(&self, attacker: &super::layers::Characteristics, blockers: &[ObjectId]) -> Vec<u32> {
        let deathtouch = attacker.has_keyword(Keyword::Deathtouch);
        blockers
            .iter()
            .map(|b| match (self.chars(*b), self.objects.get(b)) {
                (Some(_), Some(_)) if deathtouch => 1,
                (Some(bc), Some(o)) => bc.toughness.unwrap_or(0).saturating_sub(o.damage).max(1) as u32,
                _ => 0,
            })
            .collect()
    }

    /// The creatures blocking `attacker` now (509.1), in its damage assignment
    /// order once the attacking player chose one (509.2), else in the order
    /// they were declared; creatures removed from combat (506.4) or gone are
    /// left out. The bool: the order was chosen.
    pub fn blockers_in_order(&self, cb: &Combat, attacker: ObjectId) -> (Vec<ObjectId>, bool) {
        let chosen = cb.damage_order.get(&attacker);
        let list: Vec<ObjectId> = match chosen {
            Some(order) => order.clone(),
            None => cb.blocks.iter().filter(|(_, a)| *a == attacker).map(|(b, _)| *b).collect(),
        };
        (list.into_iter().filter(|b| self.is_on_battlefield(*b) && cb.blocks.contains(&(*b, attacker))).collect(), chosen.is_some())
    }

    pub(crate) fn attack_target_there(&self, cb: &Combat, target: TargetChoice) -> bool {
        match target {
            TargetChoice::Player(p) => self.players.get(p.0 as usize).map(|pl| !pl.lost).unwrap_or(false),
            TargetChoice::Object(o) => self.is_on_battlefield(o) && !cb.removed_defenders.contains(&o),
        }
    }

    /// 506.4: remove a permanent from combat. An attacker stops attacking (and
    /// stops being blocked or unblocked); a blocker stops blocking, and the
    /// attackers it blocked stay blocked (509.1h); an attacked planeswalker
    /// stops being attacked, and its attackers attack nothing (506.4c).
    /// With an empty `rule` nothing is announced (the permanent left the
    /// battlefield, which its zone change already says). Returns whether it
    /// was in combat.
    pub(crate) fn remove_from_combat(&mut self, id: ObjectId, rule: &'static str, why: &str) -> bool {
        let Some(cb) = self.combat.as_mut() else { return false };
        let attacking = cb.attackers.iter().any(|(a, _)| *a == id);
        let blocking = cb.blocks.iter().any(|(b, _)| *b == id);
        let attacked = cb.attackers.iter().any(|(_, t)| *t == TargetChoice::Object(id));
        if !attacking && !blocking && !attacked {
            return false;
        }
        if attacking {
            // A division made by a creature blocking it among several no longer fits (510.1d): asked again.
            for (b, _) in cb.blocks.iter().filter(|(_, a)| *a == id) {
                cb.assigned.remove(b);
            }
            cb.attackers.retain(|(a, _)| *a != id);
            cb.blocked.retain(|a| *a != id);
            cb.damage_order.remove(&id);
            cb.assigned.remove(&id);
            super::banding::leave_band(cb, id);
        }
        if blocking {
            cb.blocks.retain(|(b, _)| *b != id);
            for order in cb.damage_order.values_mut() {
                order.retain(|b| *b != id);
            }
            // A division made among the old blockers no longer fits (510.1c): asked again.
            cb.assigned.clear();
        }
        if attacked && !cb.removed_defenders.contains(&id) {
            cb.removed_defenders.push(id);
        }
        self.mark_dirty(id);
        if !rule.is_empty() {
            let n = self.name_of(id);
            let role = if attacking {
                "it is no longer an attacking creature"
            } else if blocking {
                "it is no longer a blocking creature; what it blocked stays blocked (509.1h)"
            } else {
                "it is no longer attacked; creatures attacking it attack nothing (506.4c)"
            };
            self.emit(Event::new(rule, EventKind::RemovedFromCombat { object: id }, format!("{n} is removed from combat ({why}): {role}")));
        }
        true
    }

    pub(crate) fn combat_has_first_strike(&self) -> bool {
        let Some(cb) = &self.combat else { return false };
        cb.attackers.iter().map(|(a, _)| *a).chain(cb.blocks.iter().map(|(b, _)| *b)).any(|id| {
            self.chars(id).map(|c| c.has_keyword(Keyword::FirstStrike) || c.has_keyword(Keyword::DoubleStrike)).unwrap_or(false)
        })
    }

    /// 510.1–510.2: assign and deal combat damage, all at once.
    /// Returns false while the attacking player divides an attacker's damage (510.1c–d)
    /// or a replacement question about the damage waits (616.1, rules::damage_queue);
    /// the step then starts again.
    pub(crate) fn combat_damage_step(&mut self, first_strike: bool) -> bool {
        let Some(cb) = self.combat.clone() else { return true };
        let had_first_strike: Vec<ObjectId> = if first_strike {
            cb.attackers.iter().map(|(a, _)| *a).chain(cb.blocks.iter().map(|(b, _)| *b)).filter(|id| self.deals_combat_damage_now(&cb, *id, first_strike)).collect()
        } else {
            Vec::new()
        };
        let mut q = match self.combat.as_mut().and_then(|c| c.damage.take()) {
            Some(q) => q,
            None => {
                let Some(assignments) = self.combat_damage_assignments(&cb, first_strike) else { return false };
                let events = assignments.into_iter().map(|(source, target, amount)| DamageEvent { source, target, amount, combat: true, unpreventable: false });
                if !self.replacement_queues_usable() {
                    self.deal_combat_damage_now(events.collect());
                    self.first_strike_dealt(first_strike, had_first_strike);
                    return true;
                }
                Box::new(DamageQueue::new(events))
            }
        };
        // 510.2: dealt simultaneously, once every event is settled.
        if self.run_damage_queue(&mut q, None, Resume::CombatDamage).is_none() {
            if let Some(c) = self.combat.as_mut() {
                c.damage = Some(q);
                // The step has begun already.
                c.assigning = true;
            }
            return false;
        }
        if let Some(c) = self.combat.as_mut() {
            c.assigning = false;
        }
        self.first_strike_dealt(first_strike, had_first_strike);
        true
    }

    /// 510.4: every attacker and blocker that had first strike or double
    /// strike as the first-strike step began sits out the regular step
    /// (unless it has double strike then), even one that dealt no damage (0 power).
    fn first_strike_dealt(&mut self, first_strike: bool, had_first_strike: Vec<ObjectId>) {
        if first_strike {
            if let Some(c) = self.combat.as_mut() {
                c.dealt_first_strike.extend(had_first_strike);
            }
        }
    }

    /// 510.2: the step's combat damage, each event replaced and dealt in turn,
    /// where no question can stop it (`replacement_queues_usable`).
    fn deal_combat_damage_now(&mut self, events: Vec<DamageEvent>) {
        let batch = self.damage_batch_begin();
        for ev in events {
            self.deal_damage(ev.source, ev.target, ev.amount, true, "510.2");
        }
        self.damage_batch_end(batch);
    }

    /// 510.1: does this creature deal combat damage in this step? ("assigns no
    /// combat damage this turn"; first strike and double strike, 510.4.)
    fn deals_combat_damage_now(&self, cb: &Combat, id: ObjectId, first_strike: bool) -> bool {
        if !self.is_on_battlefield(id) || self.no_combat_damage.contains(&id) {
            return false;
        }
        let Some(c) = self.chars(id) else { return false };
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
    }

    /// 510.1: each creature's combat damage assigned (source, recipient,
    /// amount). None while the attacking player divides an attacker's damage
    /// or says whether it is assigned as though it weren't blocked.
    fn combat_damage_assignments(&mut self, cb: &Combat, first_strike: bool) -> Option<Vec<(ObjectId, TargetChoice, i32)>> {
        let deals = |g: &Game, id: ObjectId| g.deals_combat_damage_now(cb, id, first_strike);
        let mut assignments: Vec<(ObjectId, TargetChoice, i32)> = Vec::new();
        // Blocked attackers with no creature blocking them any more (said once the step's damage is settled).
        let mut quiet: Vec<ObjectId> = Vec::new();
        for (att, target) in &cb.attackers {
            if !self.is_on_battlefield(*att) || !self.in_combat(*att) || !deals(self, *att) {
                continue;
            }
            let ac = self.chars(*att).unwrap();
            let power = ac.power.unwrap_or(0).max(0);
            if power == 0 {
                continue;
            }
            // 506.4c / 800.4e: what it attacks may have been removed from combat or left the game.
            let target_there = self.attack_target_there(cb, *target);
            if !cb.blocked.contains(att) {
                // 510.1a: an unblocked creature assigns its damage to what it attacks.
                if target_there {
                    assignments.push((*att, *target, power));
                }
                continue;
            }
            // 510.1c: "as though it weren't blocked": all of it to what it attacks, if its controller says so.
            match self.assigns_as_unblocked(cb, *att, target_there) {
                Some(true) => {
                    assignments.push((*att, *target, power));
                    continue;
                }
                Some(false) => {}
                None => return None,
            }
            // 509.2: in the damage assignment order chosen by the attacking player;
            // creatures removed from combat (506.4) are no longer blocking it.
            let living: Vec<ObjectId> = match cb.damage_order.get(att) {
                Some(order) => order.clone(),
                None => cb.blocks.iter().filter(|(_, a)| a == att).map(|(b, _)| *b).collect(),
            }
            .into_iter()
            .filter(|b| self.is_on_battlefield(*b) && cb.blocks.contains(&(*b, *att)))
            .collect();
            // 702.19d: damage tramples over only onto what it attacks, when that is still there.
            let trample = ac.has_keyword(Keyword::Trample) && target_there;
            if living.is_empty() {
                // 509.1h / 510.1c: it stays blocked with no creature blocking it: it assigns
                // no combat damage, unless it has trample: then all of it goes to what it
                // attacks (702.19c).
                if trample {
                    assignments.push((*att, *target, power));
                } else {
                    quiet.push(*att);
                }
                continue;
            }
            let amounts = self.divided_among_blockers(cb, (*att, *target), power, &living, trample)?;
            for (b, n) in living.iter().zip(&amounts) {
                if *n > 0 {
                    assignments.push((*att, TargetChoice::Object(*b), super::limits::clamp_i32(*n)));
                }
            }
            if let Some(n) = amounts.get(living.len()) {
                if *n > 0 {
                    assignments.push((*att, *target, super::limits::clamp_i32(*n)));
                }
            }
        }
        // 510.1d: each blocker to the attackers it still blocks (none if they were removed from combat).
        let dealing: Vec<ObjectId> = cb.blocks.iter().map(|(b, _)| *b).filter(|b| deals(self, *b)).collect();
        match self.blocker_assignments(cb, &dealing) {
            Some(more) => assignments.extend(more),
            None => return None,
        }
        if let Some(c) = self.combat.as_mut() {
            c.assigning = false;
            c.assigned.clear();
        }
        for att in quiet {
            let n = self.name_of(att);
            self.emit(Event::new("509.1h", EventKind::Note, format!("{n} is blocked, but no creature is blocking it any more: it assigns no combat damage")));
        }
        Some(assignments)
    }

    /// 510.1c: how a blocked attacker's damage is divided among the creatures
    /// blocking it, in order (then what it attacks, with trample). None while
    /// the attacking player is asked.
    fn divided_among_blockers(&mut self, cb: &Combat, (att, target): (ObjectId, TargetChoice), power: i32, living: &[ObjectId], trample: bool) -> Option<Vec<u32>> {
        let Some(ac) = self.chars(att) else { return Some(Vec::new()) };
        // 510.1c: lethal damage to each blocker in order before the next; deathtouch
        // makes 1 lethal (702.2c); with trample the rest may go to what it attacks (702.19c).
        let lethal = self.lethal_damage(&ac, living);
        let suggested = suggest_assignment(power as u32, &lethal, trample);
        // 702.20j: blocked by a creature with banding, the defending player divides it in any way
        // among its blockers (with trample, still lethal damage to each before what it attacks).
        let banding = self.banding_divides_attacker(living);
        // With one blocker and no trample there is nothing to choose.
        let amounts = if living.len() == 1 && !trample {
            suggested
        } else if let Some(a) = cb.assigned.get(&att) {
            a.clone()
        } else {
            let controller = banding.unwrap_or_else(|| self.controller_of(att).unwrap_or(self.turn.active));
            let among = match (trample, banding.is_some()) {
                (true, _) => "its blockers and what it attacks",
                (false, true) => "its blockers, in any way (banding)",
                (false, false) => "its blockers, in order",
            };
            let prompt = format!("divide {}'s {power} combat damage among {among}", ac.name);
            if let Some(c) = self.combat.as_mut() {
                c.assigning = true;
            }
            self.ask(
                controller,
                if banding.is_some() { "702.20j" } else { "510.1c" },
                prompt,
                DecisionKind::AssignCombatDamage {
                    attacker: att,
                    power: power as u32,
                    blockers: living.to_vec(),
                    lethal,
                    trample_to: if trample { Some(target) } else { None },
                    suggested,
                    any_order: banding.is_some(),
                },
                Resume::CombatDamage,
            );
            return None;
        };
        Some(amounts)
    }
}

impl Game {
    /// 510.1c: may this blocked attacker assign its combat damage as though it
    /// weren't blocked, and does its controller have it do so? Some(answer)
    /// (false when it may not, or there is nothing it attacks); None while its
    /// controller is asked (the step starts again with the answer).
    fn assigns_as_unblocked(&mut self, cb: &Combat, att: ObjectId, target_there: bool) -> Option<bool> {
        if !target_there || !self.chars(att).is_some_and(|c| c.statics().any(|e| matches!(e, StaticEffect::MayAssignAsUnblocked))) {
            return Some(false);
        }
        if let Some((_, yes)) = cb.as_unblocked.iter().find(|(a, _)| *a == att) {
            return Some(*yes);
        }
        let controller = self.controller_of(att).unwrap_or(self.turn.active);
        let name = self.name_of(att);
        if let Some(c) = self.combat.as_mut() {
            c.assigning = true;
        }
        let yes = format!("{name} assigns all its combat damage to what it attacks, as though it weren't blocked");
        let no = format!("{name} assigns its combat damage to the creatures blocking it");
        self.ask(controller, "510.1c", format!("have {name} assign its combat damage as though it weren't blocked?"), DecisionKind::ChooseYesNo { subject: att, yes, no }, Resume::CombatDamage);
        None
    }

    /// The answer to `assigns_as_unblocked`'s question, for the first blocked
    /// attacker with the ability that has none yet (the one asked: they are
    /// asked in the order of the attackers).
    pub(crate) fn answer_as_unblocked(&mut self, yes: bool) {
        let Some(cb) = self.combat.as_ref() else { return };
        let asked = cb.attackers.iter().map(|(a, _)| *a).find(|a| {
            cb.blocked.contains(a)
                && !cb.as_unblocked.iter().any(|(x, _)| x == a)
                && self.chars(*a).is_some_and(|c| c.statics().any(|e| matches!(e, StaticEffect::MayAssignAsUnblocked)))
        });
        if let (Some(a), Some(cb)) = (asked, self.combat.as_mut()) {
            cb.as_unblocked.push((a, yes));
        }
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
    check_division(power, lethal, (trample, false), amounts)
}

/// `check_assignment`, where with `any_order` (banding, 702.20j–k) the
/// blockers may be given any amounts (what a trampling attacker attacks
/// still gets damage only once every blocker has lethal damage).
pub fn check_division(power: u32, lethal: &[u32], (trample, any_order): (bool, bool), amounts: &[u32]) -> Result<(), String> {
    let want = lethal.len() + usize::from(trample);
    if amounts.len() != want {
        return Err(format!("510.1c: give {want} amount(s): one per blocker{}", if trample { " and one for what it attacks" } else { "" }));
    }
    let sum: u64 = amounts.iter().map(|n| *n as u64).sum();
    if sum != power as u64 {
        return Err(format!("510.1c: the amounts add up to {sum}, but the creature deals {power}"));
    }
    for i in 0..amounts.len() {
        if any_order && i < lethal.len() {
            continue;
        }
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

/// The evasion abilities that compare the attacker and the blocker (509.1b):
/// intimidate (702.13b), fear (702.35b), shadow both ways (702.27b) and
/// horsemanship (702.30b).
fn evasion(ac: &super::layers::Characteristics, bc: &super::layers::Characteristics) -> Result<(), String> {
    let artifact_creature = bc.has_type(CardType::Artifact) && bc.is_creature();
    if ac.has_keyword(Keyword::Intimidate) && !artifact_creature && ac.colors.iter().all(|c| !bc.colors.contains(c)) {
        return Err(format!("702.13b: {} has intimidate and {} is neither an artifact creature nor shares a colour with it", ac.name, bc.name));
    }
    if ac.has_keyword(Keyword::Fear) && !artifact_creature && !bc.colors.contains(Color::Black) {
        return Err(format!("702.35b: {} has fear and {} is neither an artifact creature nor black", ac.name, bc.name));
    }
    match (ac.has_keyword(Keyword::Shadow), bc.has_keyword(Keyword::Shadow)) {
        (true, false) => return Err(format!("702.27b: {} has shadow and {} doesn't", ac.name, bc.name)),
        (false, true) => return Err(format!("702.27b: {} has shadow and can block only creatures with shadow", bc.name)),
        _ => {}
    }
    if ac.has_keyword(Keyword::Horsemanship) && !bc.has_keyword(Keyword::Horsemanship) {
        return Err(format!("702.30b: {} has horsemanship and {} doesn't", ac.name, bc.name));
    }
    Ok(())
}
