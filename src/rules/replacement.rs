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
//! affected object, chooses one; it is applied, and the effects that still
//! apply (or now apply) to the modified event are looked at again (616.1,
//! 616.1e): one question at a time (`DecisionKind::ChooseReplacement`,
//! answered with `Action::ChooseReplacement`). Effects that are alike (the
//! same effect from the same player) need no question.
//!
//! Work stops where a question comes and its answer resumes it, with
//! nothing played on a copy of the game: damage dealt at once with its
//! lifelink gains (rules::damage_queue), permanents destroyed at once
//! (rules::destruction_queue), draws (rules::draw_queue), life gains
//! (rules::life_gain_queue), objects an instruction or the cleanup step puts
//! into graveyards (rules::move_queue) and a state-based check's actions
//! (rules::sba_work). A payment can't stop in the middle, so its questions
//! come before it changes anything: the permanents its costs sacrifice and
//! the cards they discard (rules::cost_moves) and the damage and life gain
//! of its mana abilities (rules::payment_harm) are settled first, the first
//! unanswered question is asked, and its answer takes the action (or the
//! instruction paying) again; the payment then uses the answers in the
//! order its events meet them (`replacement_answers`). A loss of the game
//! replaced by instructions is followed as work of its own
//! (rules::replacement_work). Where no question can be asked (a direct call
//! from outside the turn's loop), the first effect listed applies and the
//! event log says so.
//!
//! 306.7: noncombat damage that a source would deal to a player may be dealt
//! to a planeswalker that player controls instead, if the source's controller
//! is an opponent of that player and so chooses. It is a redirection effect
//! ordered with the others (616.1); its question goes to the source's
//! controller as it is applied. `skip your [step]` is checked as the next
//! step is chosen (614.10).
//!
//! A prevented event did not happen: it triggers nothing (603.2f).

use super::events::*;
use super::state::*;
use super::types::*;
use crate::cards::def::*;
use std::collections::BTreeSet;

/// A damage event about to happen (119.1, 615).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DamageEvent {
    pub source: ObjectId,
    pub target: TargetChoice,
    pub amount: i32,
    pub combat: bool,
    /// 615.12: the damage can't be prevented ("The damage can't be
    /// prevented."): prevention effects still apply to it, prevent none of
    /// it, and use up no shield; what else they do still happens.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unpreventable: bool,
}

/// What became of a destruction (701.7) once its replacements were looked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Destruction {
    /// Regeneration replaced it (614.8).
    Replaced,
    /// Totem armor replaced it (702.87a): the permanent's damage is removed
    /// and `destroy`, the Aura, is destroyed instead: a destruction of its
    /// own, settled in turn and moved with the rest of the event.
    Instead { destroy: ObjectId },
    /// The permanent is destroyed; `instead`: the "would die" effect chosen
    /// for its move to the graveyard (616.1).
    Destroyed { instead: Option<u64> },
}

/// The options that could replace one destruction (`Game::destruction_choice`).
#[derive(Clone, Debug, PartialEq)]
pub struct DestructionChoice {
    /// Asked when there is more than one option (616.1).
    pub question: Option<ReplacementQuestion>,
    /// The option that applies without a question.
    pub first: u64,
    pub totems: Vec<ObjectId>,
    /// The keys of the "would die" effects among the options.
    pub dying: Vec<u64>,
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
    /// 306.7: the source's controller may deal the damage to a planeswalker
    /// the damaged player controls instead.
    Redirect,
    /// 702.50a: a card with dredge in the drawing player's graveyard
    /// returns to their hand, `count` cards milled, instead of the draw.
    Dredge { card: ObjectId, count: u32 },
    /// 702.50a: dredge is optional: the draw is left to the other effects.
    NoDredge,
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
/// A regeneration shield of the creature that would be destroyed (614.8).
const KEY_REGENERATION: u64 = 3;
/// 306.7: the planeswalker redirection.
const KEY_REDIRECT: u64 = 4;
/// 306.7's own question: keep the damage on the player (other answers are planeswalker ids).
pub(crate) const KEY_NO_REDIRECT: u64 = 0;
const KEY_SHIELD: u64 = 1_000;
const KEY_STATIC: u64 = 1_000_000;
/// Replacement effects made by resolved spells and abilities, by timestamp
/// (above every static key).
const KEY_EFFECT: u64 = 1 << 62;
/// Totem armor (702.87a), by the Aura's id (below the resolved effects' keys).
const KEY_TOTEM: u64 = 1 << 61;

/// What a graveyard replacement does instead, in words ("exile it").
fn instead_words(instead: GraveyardInstead) -> &'static str {
    match instead {
        GraveyardInstead::Exile => "exile it",
        GraveyardInstead::Hand => "return it to its owner's hand",
        GraveyardInstead::LibraryTop => "put it on top of its owner's library",
        GraveyardInstead::LibraryBottom => "put it on the bottom of its owner's library",
        GraveyardInstead::ShuffleIntoLibrary => "shuffle it into its owner's library",
        GraveyardInstead::Battlefield => "put it onto the battlefield",
    }
}

fn static_key(source: ObjectId, index: usize) -> u64 {
    KEY_STATIC + source.0 * 64 + index as u64
}

impl Game {
    /// The static replacement abilities of permanents, with their source and
    /// key, in a fixed order (by object id, then ability index).
    pub fn static_replacements(&self) -> Vec<(ObjectId, u64, ReplacementKind, String)> {
        let mut out = Vec::new();
        for s in &self.static_sources {
            if !self.abilities_function(*s) {
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

    /// Does this definition have a "would die" or "would be put into a
    /// graveyard" replacement (614.1a)?
    pub(crate) fn def_has_graveyard_replacement(d: &CardDef) -> bool {
        d.abilities.iter().any(|a| matches!(a, Ability::Replacement { replaces: ReplacementKind::WouldBePutIntoGraveyard { .. }, .. }))
    }

    /// Does this definition have an "if [a player] would gain life" replacement (614.1a)?
    pub(crate) fn def_has_life_gain_replacement(d: &CardDef) -> bool {
        d.abilities.iter().any(|a| matches!(a, Ability::Replacement { replaces: ReplacementKind::WouldGainLife { .. }, .. }))
    }

    /// Does this definition have an "if an effect would place counters /
    /// create tokens, twice that many instead" replacement (614.1a)?
    pub(crate) fn def_has_doubling_replacement(d: &CardDef) -> bool {
        d.abilities.iter().any(|a| matches!(a, Ability::Replacement { replaces: ReplacementKind::WouldPutCounters { .. } | ReplacementKind::WouldCreateTokens { .. }, .. }))
    }

    /// 614.1a: how many counters an effect places on `on` once the "twice
    /// that many" replacements that apply have (each once, 614.5: the order
    /// doesn't change the number, so nobody is asked). Emits one event each.
    pub(crate) fn counters_replaced(&mut self, on: ObjectId, kind: &str, n: u32) -> u32 {
        if self.doubling_replacers.is_empty() || !self.is_on_battlefield(on) {
            return n;
        }
        let mut n = n;
        for (s, _, replaces, text) in self.static_replacements() {
            let ReplacementKind::WouldPutCounters { filter, kind: k, instead: ManyInstead::Twice } = replaces else { continue };
            let ctl = self.controller_of(s).unwrap_or(PlayerId(0));
            if k.as_deref().is_some_and(|k| k != kind) || !self.matches(on, &filter, ctl, Some(s)) {
                continue;
            }
            let twice = n.saturating_mul(2);
            let (what, name) = (format!("{n} {kind} counter(s) would be placed on {}", self.name_of(on)), self.effect_label(s));
            self.emit(Event::new("614.1a", EventKind::Replaced { what: what.clone(), by: s }, format!("{name}: {text} ({twice} instead of {n})")));
            n = twice;
        }
        n
    }

    /// 614.1a: how many tokens an effect creates under `p`'s control once the
    /// "twice that many" replacements that apply have (each once, 614.5).
    pub(crate) fn tokens_replaced(&mut self, p: PlayerId, n: i64) -> i64 {
        if self.doubling_replacers.is_empty() || n <= 0 {
            return n;
        }
        let mut n = n;
        for (s, _, replaces, text) in self.static_replacements() {
            let ReplacementKind::WouldCreateTokens { who, instead: ManyInstead::Twice } = replaces else { continue };
            let ctl = self.controller_of(s);
            let related = match who {
                Relation::You => ctl == Some(p),
                Relation::Opponent => ctl.is_some_and(|c| self.opponents(c).contains(&p)),
            };
            if !related {
                continue;
            }
            let twice = n.saturating_mul(2);
            let (what, name) = (format!("{n} token(s) would be created under {}'s control", self.player(p).name), self.effect_label(s));
            self.emit(Event::new("614.1a", EventKind::Replaced { what, by: s }, format!("{name}: {text} ({twice} instead of {n})")));
            n = twice;
        }
        n
    }

    /// The source of an effect and who controls it, as a question lists it: "Name (Player)".
    pub fn effect_label(&self, s: ObjectId) -> String {
        match self.controller_of(s) {
            Some(c) if (c.0 as usize) < self.players.len() => format!("{} ({})", self.name_of(s), self.player(c).name),
            _ => self.name_of(s),
        }
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
                        text: format!("{} has protection from {}", self.target_name(ev.target), self.name_of(ev.source)),
                    });
                }
            }
        }
        for sh in &self.prevention.shields {
            let watches = match &sh.kind {
                ShieldKind::PreventDamage { to, from, remaining, combat, .. } => !(to.is_some_and(|t| t != ev.target) || from.is_some_and(|f| f != ev.source) || *remaining == Some(0) || (*combat && !ev.combat)),
                ShieldKind::RedirectDamage { to, remaining, from, next_time, .. } => *to == ev.target && (*remaining > 0 || *next_time) && from.is_none_or(|f| f == ev.source),
            };
            if !watches {
                continue;
            }
            out.push(Applicable { key: KEY_SHIELD + sh.id, source: Some(sh.source), applies: Applies::Shield(sh.id), text: sh.text.clone() });
        }
        for (s, key, kind, text) in self.static_replacements() {
            let ok = match &kind {
                ReplacementKind::DamageWouldBeDealt { to, from, combat, dealt, .. } => {
                    let you = self.controller_of(s).unwrap_or(PlayerId(0));
                    // Dealt to the recipients, by them (as the source), or either.
                    let to_them = || self.damage_recipient_matches(*to, (you, s), ev.target);
                    let by_them = || self.damage_recipient_matches(*to, (you, s), TargetChoice::Object(ev.source));
                    let watched = match dealt {
                        DamageDirection::To => to_them(),
                        DamageDirection::By => by_them(),
                        DamageDirection::ToAndBy => to_them() || by_them(),
                    };
                    (ev.combat || !combat) && watched && from.as_ref().map(|f| self.source_matches(ev.source, f, you, s)).unwrap_or(true)
                }
                _ => false,
            };
            if ok {
                let label = self.effect_label(s);
                out.push(Applicable { key, source: Some(s), applies: Applies::Static(kind), text: format!("{label}: {text}") });
            }
        }
        // 306.7: noncombat damage to a player from a source an opponent controls.
        if let (false, TargetChoice::Player(p)) = (ev.combat, ev.target) {
            let by = self.controller_of(ev.source);
            if by.is_some_and(|c| self.opponents(c).contains(&p)) && !self.planeswalkers_of(p).is_empty() {
                let cname = by.map(|c| self.player(c).name.clone()).unwrap_or_default();
                out.push(Applicable {
                    key: KEY_REDIRECT,
                    source: None,
                    applies: Applies::Redirect,
                    text: format!("306.7: {cname} may have {} deal this damage to a planeswalker {} controls instead", self.name_of(ev.source), self.target_name(ev.target)),
                });
            }
        }
        out.retain(|a| !applied.contains(&a.key));
        out
    }

    /// Is this damage recipient among those a damage replacement watches, for its controller `you`?
    /// `this`: the permanent whose ability it is.
    fn damage_recipient_matches(&self, to: DamageRecipients, (you, this): (PlayerId, ObjectId), target: TargetChoice) -> bool {
        let creature = |o: ObjectId| self.chars(o).map(|c| c.is_creature()).unwrap_or(false);
        match (to, target) {
            (DamageRecipients::Any, _) => true,
            (DamageRecipients::CreatureOrPlayer, TargetChoice::Player(_)) => true,
            (DamageRecipients::CreatureOrPlayer, TargetChoice::Object(o)) => creature(o),
            (DamageRecipients::This, TargetChoice::Object(o)) => o == this,
            (DamageRecipients::You, TargetChoice::Player(p)) => p == you,
            (DamageRecipients::Opponent, TargetChoice::Player(p)) => self.opponents(you).contains(&p),
            (DamageRecipients::AnyPlayer, TargetChoice::Player(_)) => true,
            (DamageRecipients::AnyCreature, TargetChoice::Object(o)) => creature(o),
            (DamageRecipients::PermanentYouControl, TargetChoice::Object(o)) => self.controller_of(o) == Some(you),
            (DamageRecipients::CreatureYouControl, TargetChoice::Object(o)) => creature(o) && self.controller_of(o) == Some(you),
            (DamageRecipients::Attached, TargetChoice::Object(o)) => self.host_of(this) == Some(o),
            _ => false,
        }
    }

    /// Does a damage source (last known information if it left) match a filter seen by `you`?
    fn source_matches(&self, source: ObjectId, f: &Filter, you: PlayerId, replacer: ObjectId) -> bool {
        match (self.objects.get(&source), self.chars(source)) {
            (Some(o), Some(c)) => super::layers::matches_filter(&c, o, f, you, Some(replacer), || self.chosen_of(Some(replacer)), |x| self.combat_role(x), |s| self.host_of(s)),
            (None, Some(c)) => match self.lki.get(&source) {
                Some(l) => super::layers::matches_filter(&c, &l.object, f, you, Some(replacer), || self.chosen_of(Some(replacer)), |_| super::layers::CombatRole::NONE, |s| self.host_of(s)),
                None => false,
            },
            _ => false,
        }
    }

    /// The planeswalkers a player controls, by id (306.7).
    pub fn planeswalkers_of(&self, p: PlayerId) -> Vec<ObjectId> {
        self.planeswalkers
            .iter()
            .copied()
            .filter(|id| self.is_on_battlefield(*id) && self.controller_of(*id) == Some(p) && self.chars(*id).is_some_and(|c| c.has_type(CardType::Planeswalker)))
            .collect()
    }

    /// Is the damage event's target still something damage can be dealt to?
    pub(crate) fn damage_target_ok(&self, target: TargetChoice) -> bool {
        match target {
            TargetChoice::Player(p) => (p.0 as usize) < self.players.len() && !self.player(p).lost,
            TargetChoice::Object(t) => {
                self.is_on_battlefield(t) && self.chars(t).is_some_and(|c| c.is_creature() || c.has_type(CardType::Planeswalker))
            }
        }
    }

    /// 614–616: apply replacement and prevention effects to a damage event,
    /// one at a time: when two or more apply, the affected player (or the
    /// controller of the affected creature or planeswalker) chooses the one to
    /// apply now, and the rest are looked at again (616.1e). Returns the event
    /// as it will happen (amount 0: entirely prevented; 306.7 may have changed
    /// its recipient).
    pub fn replace_damage(&mut self, mut ev: DamageEvent) -> DamageEvent {
        if !self.damage_target_ok(ev.target) {
            return ev;
        }
        let mut applied = BTreeSet::new();
        loop {
            let cands = self.damage_replacements(&ev, &applied);
            if cands.is_empty() {
                break;
            }
            let what = self.damage_event_words(&ev);
            let who = self.affected_player(ev.target);
            let Some(a) = self.choose_applicable(who, &cands, &what) else { break };
            applied.insert(a.key);
            if a.applies == Applies::Redirect {
                if let Some(q) = self.redirect_question(&ev) {
                    let k = self.choose_replacement(q);
                    self.redirect_answered(&mut ev, k);
                }
            } else if let Some(part) = self.apply_damage_replacement(&mut ev, &a) {
                // 614.9: the redirected part is a damage event of its own.
                self.deal_damage(part.source, part.target, part.amount, part.combat, if part.combat { "510.2" } else { "119.3" });
            }
            if ev.amount <= 0 {
                break;
            }
        }
        ev
    }

    /// A damage event in words, as a question names it.
    pub(crate) fn damage_event_words(&self, ev: &DamageEvent) -> String {
        format!("{} {}damage from {} to {}", ev.amount, if ev.combat { "combat " } else { "" }, self.name_of(ev.source), self.target_name(ev.target))
    }

    /// 616.1: the effect to apply now among `cands` (asked of `who` when two or
    /// more differ; effects alike from the same controller need no question).
    fn choose_applicable(&mut self, who: Option<PlayerId>, cands: &[Applicable], what: &str) -> Option<Applicable> {
        let q = match self.applicable_question(who, cands, what) {
            Ok(first) => return first,
            Err(q) => q,
        };
        let k = self.choose_replacement(q);
        cands.iter().find(|c| c.key == k).cloned()
    }

    /// 616.1 for work that stops where a question comes (rules::draw_queue,
    /// rules::life_gain_queue): the effect among `cands` to apply next to
    /// `who`'s event (`Some(None)` when none applies), taken without a
    /// question, from `answer` (used up), or asked: with `resume`, the
    /// question is asked and None returned (the work stops); without, the
    /// answer comes from `choose_replacement`.
    pub(crate) fn replacement_chosen(&mut self, who: PlayerId, cands: &[Applicable], what: &str, answer: &mut Option<u64>, resume: &Option<Resume>) -> Option<Option<Applicable>> {
        let question = match self.applicable_question(Some(who), cands, what) {
            Ok(a) => return Some(a),
            Err(question) => question,
        };
        if let Some(a) = answer.take().and_then(|k| cands.iter().find(|c| c.key == k)) {
            return Some(Some(a.clone()));
        }
        match resume {
            Some(resume) => {
                let kind = DecisionKind::ChooseReplacement { options: question.options, descriptions: question.descriptions, event: question.event };
                self.ask(question.player, &question.rule, question.prompt, kind, resume.clone());
                None
            }
            None => {
                let k = self.choose_replacement(question);
                Some(cands.iter().find(|c| c.key == k).cloned())
            }
        }
    }

    /// 616.1: the effect that applies without a question (`Ok`: the first, or
    /// none when `cands` is empty), or the question `who` is to be asked.
    pub(crate) fn applicable_question(&self, who: Option<PlayerId>, cands: &[Applicable], what: &str) -> Result<Option<Applicable>, ReplacementQuestion> {
        let Some(first) = cands.first().cloned() else { return Ok(None) };
        // Shields that would do the same thing (the same kind, amount and recipients) are alike too.
        let same = |a: &Applies, b: &Applies| match (a, b) {
            (Applies::Shield(x), Applies::Shield(y)) => self.shield_kind(*x).is_some() && self.shield_kind(*x) == self.shield_kind(*y),
            _ => a == b,
        };
        // One effect needs no question.
        let alike = cands.len() == 1
            || cands.iter().all(|c| same(&c.applies, &first.applies) && c.applies != Applies::Redirect && self.source_controller(c.source) == self.source_controller(first.source));
        let Some(who) = who.filter(|_| !alike) else { return Ok(Some(first)) };
        Err(ReplacementQuestion {
            player: who,
            rule: "616.1".into(),
            prompt: format!("{} effects would apply to {what}: choose the one to apply first (the others are looked at again afterwards)", cands.len()),
            options: cands.iter().map(|c| c.key).collect(),
            descriptions: cands.iter().map(|c| c.text.clone()).collect(),
            event: what.to_string(),
        })
    }

    fn shield_kind(&self, id: u64) -> Option<&ShieldKind> {
        self.prevention.shields.iter().find(|s| s.id == id).map(|s| &s.kind)
    }

    fn source_controller(&self, s: Option<ObjectId>) -> Option<PlayerId> {
        s.and_then(|s| self.controller_of(s))
    }

    /// 616.1 / 306.7: the answer to a question: from the answers already given
    /// (used up in order), or, on the copy that looks ahead, noted as the
    /// question to ask. Where nobody can be asked, the first option is taken
    /// and the log says so. One option needs no question.
    pub(crate) fn choose_replacement(&mut self, q: ReplacementQuestion) -> u64 {
        let Some(&first) = q.options.first() else { return KEY_NO_REDIRECT };
        if q.options.len() == 1 {
            return first;
        }
        if !self.replacement_answers.is_empty() {
            let k = self.replacement_answers.remove(0);
            if q.options.contains(&k) {
                return k;
            }
        }
        let name = self.player(q.player).name.clone();
        let d = q.descriptions.first().cloned().unwrap_or_default();
        self.emit(Event::new(q.rule.clone(), EventKind::Note, format!("{name} would choose for {}, but can't be asked here: the first option applies ({d})", q.event)));
        first
    }

    /// Could a 616.1 or 306.7 question come up at all? (Cheap: static
    /// replacement abilities that can compete, shields, Fog, planeswalkers.)
    pub fn replacement_choice_possible(&self) -> bool {
        self.replacement_choice_possible_for(true)
    }

    /// `replacement_choice_possible` for work that can (or can't) deal
    /// noncombat damage: a 306.7 question (a planeswalker's controller's
    /// opponent redirecting noncombat damage) can arise only where noncombat
    /// damage is dealt, so a planeswalker alone settles nothing in advance for
    /// a payment (which deals none to an opponent).
    pub fn replacement_choice_possible_for(&self, noncombat_damage: bool) -> bool {
        if !self.prevention.shields.is_empty() || self.prevention.all_combat_damage || (noncombat_damage && !self.planeswalkers.is_empty()) {
            return true;
        }
        // "If that creature would die this turn" effects of resolved spells (614.1a).
        if self.effects.iter().any(|e| matches!(e.modification, Modification::WouldDieInstead(_))) {
            return true;
        }
        // Totem armor competes with regeneration and "would die" effects (702.87a).
        if self.attachers.iter().any(|a| self.chars(*a).is_some_and(|c| c.has_keyword(Keyword::TotemArmor))) {
            return true;
        }
        // Static replacement abilities. A draw and a life gain are each
        // watched by effects of one kind only, so a question about one needs
        // two effects of that kind (616.1); damage, graveyard and
        // loss-of-the-game effects meet shields, "would die" effects and each
        // other, so one is enough. Counters placed and tokens created are
        // doubled in any order to the same number, and "enters tapped"
        // effects all apply: nobody is asked.
        let mut alone = [0usize; 2];
        for s in &self.static_sources {
            if !self.abilities_function(*s) {
                continue;
            }
            let Some(c) = self.chars(*s) else { continue };
            for a in &c.abilities {
                let Ability::Replacement { replaces, .. } = a else { continue };
                let slot = match replaces {
                    ReplacementKind::EntersTapped { .. } | ReplacementKind::Skip { .. } | ReplacementKind::WouldPutCounters { .. } | ReplacementKind::WouldCreateTokens { .. } => continue,
                    ReplacementKind::WouldDraw { .. } => 0,
                    ReplacementKind::WouldGainLife { .. } => 1,
                    _ => return true,
                };
                alone[slot] += 1;
                if alone[slot] >= 2 {
                    return true;
                }
            }
        }
        false
    }

    /// Could paying an action's costs meet a replacement question (616.1)?
    /// Paying moves objects to graveyards (a sacrifice, a discard: "would
    /// die" and graveyard effects, 614.1a), and a mana ability activated to
    /// pay may deal damage to its controller or gain them life (605.1a); a
    /// question needs two or more effects that could apply to one such event.
    pub(crate) fn cost_choice_possible(&self, action: &super::actions::Action) -> bool {
        let p = action.player();
        let graveyard_effects = !self.graveyard_replacers.is_empty() || self.effects.iter().any(|e| matches!(e.modification, Modification::WouldDieInstead(_)));
        if graveyard_effects && self.payment_may_move_to_graveyard(action) {
            return true;
        }
        self.cost_harm_possible(p)
    }

    /// Could a mana ability `p` activates while paying deal damage to them or
    /// gain them life where two or more effects could watch it (605.1a, 616.1)?
    pub(crate) fn cost_harm_possible(&self, p: PlayerId) -> bool {
        // Damage and life gain while paying come only from mana abilities that do more than add mana.
        let costly = |id: &ObjectId| {
            self.objects.get(id).is_some_and(|o| o.controller == p) && self.chars(*id).is_some_and(|c| c.abilities.iter().any(super::zones::costly_mana_ability))
        };
        // Without an effect that gives or takes abilities, only the permanents
        // indexed with such an ability as they entered can have one.
        let side_effects = if self.printed_abilities_may_differ() { self.battlefield.iter().any(costly) } else { self.costly_mana_sources.iter().any(costly) };
        if !side_effects {
            return false;
        }
        let statics = if self.static_sources.is_empty() { Vec::new() } else { self.static_replacements() };
        let gains = statics.iter().filter(|(_, _, k, _)| matches!(k, ReplacementKind::WouldGainLife { .. })).count();
        // Damage to `p`: the shields and static abilities that could watch it (whatever its source).
        let to_p = TargetChoice::Player(p);
        let shields = self.prevention.shields.iter().filter(|sh| match &sh.kind {
            ShieldKind::PreventDamage { to, .. } => to.is_none_or(|t| t == to_p),
            ShieldKind::RedirectDamage { to, .. } => *to == to_p,
        });
        let damage_statics = statics.iter().filter(|(s, _, k, _)| match k {
            ReplacementKind::DamageWouldBeDealt { to, .. } => self.controller_of(*s).is_some_and(|you| self.damage_recipient_matches(*to, (you, *s), to_p)),
            _ => false,
        });
        gains >= 2 || shields.count() + damage_statics.count() >= 2
    }

    /// Could paying `action`'s costs put an object into a graveyard: a
    /// sacrifice or a discard among the costs themselves (117.1, 601.2h,
    /// 602.2b)? (The mana abilities activated while paying are those whose
    /// cost is only {T} and counters, 605.3a: they move nothing.) Where the
    /// costs can't be told from here, yes.
    fn payment_may_move_to_graveyard(&self, action: &super::actions::Action) -> bool {
        use super::actions::Action;
        let moves = |c: &Cost| c.parts.iter().any(|part| matches!(part, CostPart::SacrificeSelf | CostPart::Sacrifice(_) | CostPart::DiscardSelf | CostPart::Discard(_)));
        let own = match action {
            Action::ActivateAbility { source, ability, .. } => match self.chars(*source).and_then(|c| c.abilities.get(*ability).cloned()) {
                Some(Ability::Activated { cost, .. }) => moves(&cost),
                _ => true,
            },
            Action::CastSpell { card, .. } => match self.obj(*card) {
                Some(o) => {
                    let d = &o.def;
                    d.split.is_some() || d.alternative_cost.is_some() || [&d.additional_cost, &d.kicker_cost, &d.flashback_cost].into_iter().flatten().any(moves)
                }
                None => true,
            },
            Action::PlayLand { .. } | Action::Suspend { .. } => false,
            _ => true,
        };
        own
    }

    /// Can the work at hand stop where a replacement question comes, in one of
    /// the queues (rules::damage_queue and the others)? Not in a payment
    /// taken with the answers settled for it (rules::payment_harm).
    pub(crate) fn replacement_queues_usable(&self) -> bool {
        self.replacement_answers.is_empty()
    }

    /// The answers were for the work just done; none is left for later events.
    pub(crate) fn replacement_work_done(&mut self) {
        self.replacement_answers.clear();
    }

    /// Ask `q`; the answers given so far for the work go with the decision
    /// (and the action to take again, for `dispatch_asking_first`).
    pub(crate) fn ask_replacement_question(&mut self, q: ReplacementQuestion) {
        self.ask_replacement_question_for(q, None);
    }

    pub(crate) fn ask_replacement_question_for(&mut self, q: ReplacementQuestion, action: Option<Box<super::actions::Action>>) {
        let answers = std::mem::take(&mut self.replacement_answers);
        let kind = DecisionKind::ChooseReplacement { options: q.options, descriptions: q.descriptions, event: q.event };
        self.ask(q.player, &q.rule, q.prompt, kind, Resume::Replacement { answers, action });
    }

    /// Apply `a` (not the 306.7 redirection: `redirect_question`) to `ev`.
    /// Returns the part of the damage a redirection shield sends elsewhere, a
    /// damage event of its own (614.9), for the caller to deal.
    pub(crate) fn apply_damage_replacement(&mut self, ev: &mut DamageEvent, a: &Applicable) -> Option<DamageEvent> {
        let src_name = self.name_of(ev.source);
        let tname = self.target_name(ev.target);
        let before = ev.amount;
        let prevent = |g: &mut Game, ev: &mut DamageEvent, n: i32, rule: &'static str, why: &str| {
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
        if self.is_prevention(&a.applies) && self.cant_be_prevented(ev) {
            // 615.12: it applies, prevents none of the damage and uses up no shield.
            self.emit(Event::new("615.12", EventKind::Note, format!("{before} damage from {src_name} to {tname} can't be prevented: {} prevents none of it", a.text)));
            if matches!(&a.applies, Applies::Static(ReplacementKind::DamageWouldBeDealt { change: DamageChange::PreventAllRemovingACounter, .. })) {
                self.prevention_counter_removed(a.source);
            }
            return None;
        }
        match &a.applies {
            Applies::AllCombatDamage => {
                prevent(self, ev, before, "615.1", "all combat damage this turn is prevented");
            }
            Applies::Protection => {
                prevent(self, ev, before, "615.1", &format!("{tname} has protection from it (702.16e)"));
            }
            Applies::Shield(id) => {
                let Some(pos) = self.prevention.shields.iter().position(|s| s.id == *id) else { return None };
                let sh = self.prevention.shields[pos].clone();
                let (remaining, next_time) = match sh.kind {
                    ShieldKind::PreventDamage { remaining, next_time, .. } => (remaining, next_time),
                    ShieldKind::RedirectDamage { instead, remaining, next_time, .. } => return self.redirect_damage(ev, pos, instead, if next_time { ev.amount } else { remaining }),
                };
                match remaining {
                    // 615.7: "the next time ... would deal damage": that damage, all of it; then it's used up.
                    None if next_time => {
                        prevent(self, ev, before, "615.7", &sh.text);
                        self.prevention.shields.remove(pos);
                        self.emit(Event::new("615.7", EventKind::Note, format!("the shield ({}) is used up", sh.text)));
                    }
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
                            if let ShieldKind::PreventDamage { remaining, .. } = &mut self.prevention.shields[pos].kind {
                                *remaining = Some(left);
                            }
                        }
                    }
                }
            }
            Applies::Static(ReplacementKind::DamageWouldBeDealt { change: DamageChange::Prevent(amount), .. }) => {
                prevent(self, ev, *amount, "615.10", &a.text);
            }
            Applies::Static(ReplacementKind::DamageWouldBeDealt { change: DamageChange::PreventAll, .. }) => {
                prevent(self, ev, before, "615.1", &a.text);
            }
            Applies::Static(ReplacementKind::DamageWouldBeDealt { change: DamageChange::PreventAllRemovingACounter, .. }) => {
                prevent(self, ev, before, "615.1", &a.text);
                self.prevention_counter_removed(a.source);
            }
            Applies::Static(ReplacementKind::DamageWouldBeDealt { change: DamageChange::Double, .. }) => {
                ev.amount = before.saturating_mul(2);
                let by = a.source.unwrap_or(ev.source);
                self.emit(Event::new(
                    "614.1a",
                    EventKind::Replaced { what: format!("{before} damage from {src_name} to {tname}"), by },
                    format!("{}: {src_name} deals {} damage to {tname} instead of {before}", a.text, ev.amount),
                ));
            }
            Applies::Static(ReplacementKind::DamageWouldBeDealt { change: change @ (DamageChange::RedirectToThis | DamageChange::RedirectToAttached), .. }) => {
                return self.static_redirect(ev, a, *change == DamageChange::RedirectToAttached);
            }
            Applies::Static(_) | Applies::Redirect | Applies::Dredge { .. } | Applies::NoDredge => {}
        }
        None
    }

    /// 615.12: can this damage not be prevented? Its instruction says so, a
    /// "damage can't be prevented this turn" effect is in force, or a
    /// permanent's ability says so of damage from its source.
    pub(crate) fn cant_be_prevented(&self, ev: &DamageEvent) -> bool {
        ev.unpreventable
            || self.prevention.unpreventable
            || self.static_saying(|e, s, controller| matches!(e, StaticEffect::DamageCantBePrevented { from } if self.matches(ev.source, from, controller, Some(s)))).is_some()
    }

    /// Does this effect prevent damage (615.1), rather than replace it?
    fn is_prevention(&self, applies: &Applies) -> bool {
        match applies {
            Applies::AllCombatDamage | Applies::Protection => true,
            Applies::Shield(id) => self.prevention.shields.iter().any(|s| s.id == *id && matches!(s.kind, ShieldKind::PreventDamage { .. })),
            Applies::Static(ReplacementKind::DamageWouldBeDealt { change, .. }) => matches!(change, DamageChange::Prevent(_) | DamageChange::PreventAll | DamageChange::PreventAllRemovingACounter),
            _ => false,
        }
    }

    /// The +1/+1 counter a "prevent all of it, removing a counter" ability
    /// takes from its permanent (614.1a: part of the same replacement), once
    /// for damage dealt at once by several sources.
    fn prevention_counter_removed(&mut self, source: Option<ObjectId>) {
        if let Some(s) = source.filter(|s| !self.settling_in_advance && !self.batch_counters_removed.contains(s)) {
            if self.damage_batch.is_some() {
                self.batch_counters_removed.push(s);
            }
            if self.obj(s).is_some_and(|o| o.extra.counters.get("+1/+1").is_some_and(|n| *n > 0)) {
                self.remove_counters(s, "+1/+1", 1, "614.1a");
            }
        }
    }

    /// 614.9: a static redirection ("All damage that would be dealt to you is
    /// dealt to [this / enchanted creature] instead"): all of the damage
    /// becomes an event of its own, to the permanent with the ability or to
    /// the creature it is attached to; when that can't be dealt damage now,
    /// the damage stays where it was going.
    fn static_redirect(&mut self, ev: &mut DamageEvent, a: &Applicable, attached: bool) -> Option<DamageEvent> {
        let by = a.source?;
        let instead = if attached { self.host_of(by) } else { Some(by) };
        let Some(instead) = instead.map(TargetChoice::Object).filter(|t| self.damage_target_ok(*t) && *t != ev.target) else {
            self.emit(Event::new("614.9", EventKind::Note, format!("{}: nothing can be dealt the damage instead, so it is not redirected", a.text)));
            return None;
        };
        let (n, src_name, tname, iname) = (ev.amount, self.name_of(ev.source), self.target_name(ev.target), self.target_name(instead));
        self.emit(Event::new(
            "614.9",
            EventKind::Replaced { what: format!("{n} damage from {src_name} to {tname}"), by },
            format!("{}: the {n} damage from {src_name} to {tname} is dealt to {iname} instead", a.text),
        ));
        ev.amount = 0;
        Some(DamageEvent { target: instead, amount: n, ..*ev })
    }

    /// 306.7: the question the source's controller answers as the
    /// redirection is applied: whether the damage goes to one of the damaged
    /// player's planeswalkers instead (None when it can't).
    pub(crate) fn redirect_question(&self, ev: &DamageEvent) -> Option<ReplacementQuestion> {
        let (src_name, tname) = (self.name_of(ev.source), self.target_name(ev.target));
        let TargetChoice::Player(p) = ev.target else { return None };
        let by = self.controller_of(ev.source)?;
        let walkers = self.planeswalkers_of(p);
        let mut options = vec![KEY_NO_REDIRECT];
        let mut descriptions = vec![format!("deal it to {tname}")];
        for w in &walkers {
            options.push(w.0);
            let loyalty = self.obj(*w).and_then(|o| o.extra.counters.get("loyalty").copied()).unwrap_or(0);
            descriptions.push(format!("deal it to {} ({loyalty} loyalty) instead", self.name_of(*w)));
        }
        Some(ReplacementQuestion {
            player: by,
            rule: "306.7".into(),
            prompt: format!("{src_name} would deal {} noncombat damage to {tname}: deal it to a planeswalker {tname} controls instead?", ev.amount),
            options,
            descriptions,
            event: format!("{} damage from {src_name} to {tname}", ev.amount),
        })
    }

    /// 306.7: the answer `k` (a planeswalker's id, or `KEY_NO_REDIRECT`) applied to `ev`.
    pub(crate) fn redirect_answered(&mut self, ev: &mut DamageEvent, k: u64) {
        let (src_name, tname) = (self.name_of(ev.source), self.target_name(ev.target));
        let TargetChoice::Player(p) = ev.target else { return };
        let Some(by) = self.controller_of(ev.source) else { return };
        let what = format!("{} damage from {src_name} to {tname}", ev.amount);
        let bname = self.player(by).name.clone();
        match self.planeswalkers_of(p).into_iter().find(|w| w.0 == k) {
            Some(w) => {
                ev.target = TargetChoice::Object(w);
                let wname = self.name_of(w);
                self.emit(Event::new(
                    "306.7",
                    EventKind::Replaced { what, by: ev.source },
                    format!("{bname} has {src_name} deal that damage to {wname} instead of {tname}"),
                ));
            }
            None => self.emit(Event::new("306.7", EventKind::Note, format!("{bname} keeps {src_name}'s damage on {tname} (no planeswalker chosen)"))),
        }
    }

    /// 614.9: a redirection shield applies to `ev`: up to its remaining amount
    /// of the damage is dealt to the new recipient instead, as a damage event
    /// of its own (looked at by the replacement effects that apply to it);
    /// the rest stays with `ev`. The damage isn't redirected if the new
    /// recipient is no longer a creature or planeswalker on the battlefield, or
    /// a player in the game; the shield then waits for later damage.
    fn redirect_damage(&mut self, ev: &mut DamageEvent, pos: usize, instead: TargetChoice, remaining: i32) -> Option<DamageEvent> {
        let (text, by) = (self.prevention.shields[pos].text.clone(), self.prevention.shields[pos].source);
        if !self.damage_target_ok(instead) {
            let iname = self.target_name(instead);
            self.emit(Event::new("614.9", EventKind::Note, format!("{text}: {iname} can't be dealt damage now, so nothing is redirected")));
            return None;
        }
        let n = remaining.min(ev.amount).max(0);
        let left = remaining - n;
        let once = matches!(self.prevention.shields[pos].kind, ShieldKind::RedirectDamage { next_time: true, .. });
        if left <= 0 || once {
            self.prevention.shields.remove(pos);
        } else if let ShieldKind::RedirectDamage { remaining, .. } = &mut self.prevention.shields[pos].kind {
            *remaining = left;
        }
        let (src_name, tname, iname) = (self.name_of(ev.source), self.target_name(ev.target), self.target_name(instead));
        self.emit(Event::new(
            "614.9",
            EventKind::Replaced { what: format!("{n} damage from {src_name} to {tname}"), by },
            format!("{text}: {n} of the damage from {src_name} to {tname} is dealt to {iname} instead"),
        ));
        ev.amount -= n;
        Some(DamageEvent { target: instead, amount: n, ..*ev })
    }

    /// 614.9: a resolved spell or ability creates a redirection shield.
    pub(crate) fn create_redirection_shield(&mut self, source: ObjectId, controller: PlayerId, (to, instead): (TargetChoice, TargetChoice), amount: i32, from: Option<ObjectId>, next_time: bool) {
        let id = self.prevention.next_shield + 1;
        self.prevention.next_shield = id;
        let (sname, tname, iname) = (self.name_of(source), self.target_name(to), self.target_name(instead));
        let text = match from {
            Some(f) if next_time => format!("{sname}: the next time {} would deal damage to {tname} this turn, it deals that damage to {iname} instead", self.name_of(f)),
            _ if next_time => format!("{sname}: the next time damage would be dealt to {tname} this turn, it is dealt to {iname} instead"),
            Some(f) => format!("{sname}: the next {amount} damage {} would deal to {tname} this turn is dealt to {iname} instead", self.name_of(f)),
            None => format!("{sname}: the next {amount} damage that would be dealt to {tname} this turn is dealt to {iname} instead"),
        };
        let remaining = if next_time { 0 } else { amount };
        self.prevention.shields.push(Shield { id, source, controller, kind: ShieldKind::RedirectDamage { to, instead, remaining, from, next_time }, text: text.clone() });
        self.emit(Event::new("614.9", EventKind::EffectCreated { description: text.clone() }, text));
    }

    /// 615.7: a resolved spell or ability creates a prevention shield
    /// (`next_time`: of one damage event; `combat`: of combat damage only).
    pub(crate) fn create_prevention_shield(&mut self, source: ObjectId, controller: PlayerId, (to, from): (Option<TargetChoice>, Option<ObjectId>), amount: Option<i32>, (next_time, combat): (bool, bool)) {
        let id = self.prevention.next_shield + 1;
        self.prevention.next_shield = id;
        let sname = self.name_of(source);
        let to_text = to.map(|t| format!(" to {}", self.target_name(t))).unwrap_or_default();
        let from_text = from.map(|f| format!(" by {}", self.name_of(f))).unwrap_or_default();
        let kind = if combat { "combat " } else { "" };
        let text = match amount {
            _ if next_time => format!("{sname} prevents the {kind}damage the next time {kind}damage would be dealt{to_text}{from_text} this turn"),
            Some(n) => format!("{sname} prevents the next {n} {kind}damage that would be dealt{to_text}{from_text} this turn"),
            None => format!("{sname} prevents all {kind}damage that would be dealt{to_text}{from_text} this turn"),
        };
        self.prevention.shields.push(Shield { id, source, controller, kind: ShieldKind::PreventDamage { to, from, remaining: amount, next_time, combat }, text: text.clone() });
        self.emit(Event::new("615.7", EventKind::EffectCreated { description: text.clone() }, text));
    }

    /// 701.7 / 614.8: regeneration replaces destruction, and so does totem
    /// armor (702.87a). A permanent that "can't be regenerated" (701.12 in the
    /// 2017 numbering's "can't" effects) has no such replacement.
    ///
    /// 616.1: a "would die" replacement applies to the same event (a destroyed
    /// creature would go to the graveyard); with both, the creature's
    /// controller chooses. A "would die" effect chosen goes with the move that
    /// follows (`Destruction::Destroyed`).
    pub(crate) fn replace_destruction(&mut self, id: ObjectId, can_regenerate: bool) -> Destruction {
        let Some(c) = self.destruction_choice(id, can_regenerate) else { return Destruction::Destroyed { instead: None } };
        let k = match &c.question {
            Some(q) => self.choose_replacement(q.clone()),
            None => c.first,
        };
        self.destruction_chosen(id, &c, k)
    }

    /// What could replace the destruction of `id`: None when nothing does (no
    /// regeneration shield that may apply, no totem armor); else the first
    /// option, and the question when there is more than one (616.1).
    pub(crate) fn destruction_choice(&self, id: ObjectId, can_regenerate: bool) -> Option<DestructionChoice> {
        let forbid = self.effects.iter().any(|e| e.affected == id && e.modification == Modification::CantBeRegenerated);
        let o = self.obj(id)?;
        let regenerates = can_regenerate && !forbid && o.extra.regen_shields > 0;
        let totems = self.totem_armors(id);
        if !regenerates && totems.is_empty() {
            return None;
        }
        let name = self.name_of(id);
        let mut options = Vec::new();
        let mut descriptions = Vec::new();
        if regenerates {
            options.push(KEY_REGENERATION);
            descriptions.push(format!("{name}'s regeneration shield: it regenerates instead of being destroyed"));
        }
        for a in &totems {
            options.push(KEY_TOTEM.saturating_add(a.0));
            descriptions.push(format!("{}'s totem armor: its damage is removed and {} is destroyed instead", self.name_of(*a), self.name_of(*a)));
        }
        let dying = self.die_candidates(id);
        let first = options[0];
        if dying.is_empty() && options.len() == 1 {
            return Some(DestructionChoice { question: None, first, totems, dying: Vec::new() });
        }
        let who = self.controller_of(id).unwrap_or(PlayerId(0));
        for (s, k, _, text) in &dying {
            options.push(*k);
            descriptions.push(format!("{}: {text}", self.effect_label(*s)));
        }
        let question = ReplacementQuestion {
            player: who,
            rule: "616.1".into(),
            prompt: format!("{} effects would apply as {name} would be destroyed: choose the one to apply", options.len()),
            options,
            descriptions,
            event: format!("{name} would be destroyed"),
        };
        Some(DestructionChoice { question: Some(question), first, totems, dying: dying.iter().map(|d| d.1).collect() })
    }

    /// The option `k` of `c` applied to the destruction of `id`: a "would
    /// die" effect goes with the move; totem armor or a regeneration shield
    /// replaces the destruction now.
    pub(crate) fn destruction_chosen(&mut self, id: ObjectId, c: &DestructionChoice, k: u64) -> Destruction {
        if c.dying.contains(&k) {
            return Destruction::Destroyed { instead: Some(k) };
        }
        if k != KEY_REGENERATION {
            let Some(aura) = c.totems.iter().copied().find(|a| KEY_TOTEM.saturating_add(a.0) == k).or(c.totems.first().copied()) else { return Destruction::Destroyed { instead: None } };
            self.totem_armor(id, aura);
            return Destruction::Instead { destroy: aura };
        }
        let name = self.name_of(id);
        // One shield replaces one destruction (614.5): the others stay for later events.
        self.emit(Event::new(
            "614.8",
            EventKind::Replaced { what: format!("{name} would be destroyed"), by: id },
            format!("{name}'s regeneration shield replaces its destruction"),
        ));
        let Some(o) = self.obj_mut(id) else { return Destruction::Replaced };
        o.extra.regen_shields -= 1;
        o.damage = 0;
        o.deathtouch_damage = false;
        self.touch(id);
        self.emit(Event::new(
            "701.13a",
            EventKind::Regenerated { object: id },
            format!("{name} regenerates instead of being destroyed: it is tapped, its damage is removed and it leaves combat"),
        ));
        self.tap(id, "701.13a");
        // 506.4: a regenerated attacking or blocking creature is removed from combat.
        self.remove_from_combat(id, "506.4", "it regenerated");
        self.mark_dirty(id);
        Destruction::Replaced
    }

    /// 702.87a: the Auras with totem armor attached to this permanent.
    fn totem_armors(&self, id: ObjectId) -> Vec<ObjectId> {
        self.attachers
            .iter()
            .copied()
            .filter(|a| self.obj(*a).is_some_and(|o| o.extra.attached_to == Some(TargetChoice::Object(id))) && self.is_on_battlefield(*a) && self.chars(*a).is_some_and(|c| c.has_keyword(Keyword::TotemArmor)))
            .collect()
    }

    /// 702.87a: instead of being destroyed, the permanent has all its damage
    /// removed, and the Aura with totem armor is destroyed (by the caller:
    /// `Destruction::Instead`).
    fn totem_armor(&mut self, id: ObjectId, aura: ObjectId) {
        let (name, aname) = (self.name_of(id), self.name_of(aura));
        self.emit(Event::new(
            "702.87a",
            EventKind::Replaced { what: format!("{name} would be destroyed"), by: aura },
            format!("{aname}'s totem armor replaces {name}'s destruction: its damage is removed and {aname} is destroyed instead"),
        ));
        if let Some(o) = self.obj_mut(id) {
            o.damage = 0;
            o.deathtouch_damage = false;
        }
        self.touch(id);
        self.mark_dirty(id);
    }

    /// The "if you would lose the game" effects that apply to player `p`
    /// first created first: (source, key, what it does instead, text).
    pub fn loss_replacements(&self, p: PlayerId) -> Vec<(ObjectId, u64, Vec<Effect>, String)> {
        self.static_replacements()
            .into_iter()
            .filter_map(|(s, k, kind, text)| match kind {
                ReplacementKind::YouWouldLoseTheGame { instead } if self.controller_of(s) == Some(p) => Some((s, k, instead, text)),
                _ => None,
            })
            .collect()
    }

    /// The "if a creature would die" and "if a card would be put into a
    /// graveyard" exile-instead replacements of the permanents on the
    /// battlefield now, with their controllers (empty without a cheap look at
    /// characteristics when no permanent prints one).
    pub(crate) fn die_replacements_now(&self) -> Vec<(ObjectId, u64, ReplacementKind, String, PlayerId)> {
        let graveyard_kind = |k: &ReplacementKind| matches!(k, ReplacementKind::WouldBePutIntoGraveyard { .. });
        // Only permanents whose printed (or copied) abilities have one (an index).
        if self.graveyard_replacers.is_empty() {
            return Vec::new();
        }
        self.static_replacements()
            .into_iter()
            .filter(|(_, _, kind, _)| graveyard_kind(kind))
            .map(|(s, k, kind, text)| {
                let ctl = self.controller_of(s).unwrap_or(PlayerId(0));
                (s, k, kind, text, ctl)
            })
            .collect()
    }

    /// The "would be put into a graveyard" replacements that apply to this
    /// object now (616.1): (source, key, kind, text). Those of the permanents
    /// on the battlefield (as the batch of moves began, if there is one), and
    /// an object's own "if [this] would be put into a graveyard from anywhere"
    /// wherever it is (112.6b).
    pub(crate) fn die_candidates(&self, id: ObjectId) -> Vec<(ObjectId, u64, ReplacementKind, String)> {
        self.die_candidates_without(id, &[])
    }

    /// `die_candidates` once the permanents `gone` have left: their effects
    /// no longer apply (an earlier part of the same payment moved them).
    pub(crate) fn die_candidates_without(&self, id: ObjectId, gone: &[ObjectId]) -> Vec<(ObjectId, u64, ReplacementKind, String)> {
        let mut pool = match &self.batch_die_replacements {
            Some(v) => v.clone(),
            None => self.die_replacements_now(),
        };
        pool.retain(|(s, ..)| !gone.contains(s));
        pool.extend(self.own_graveyard_replacements(id));
        let mut out = self.die_candidates_from(id, pool);
        out.extend(self.die_this_turn_replacements(id));
        out
    }

    /// The "if that creature would die this turn, [instead]" effects that
    /// resolved spells and abilities made on this object (614.1a), while it
    /// is a creature on the battlefield; each is its own replacement, keyed
    /// by its timestamp.
    fn die_this_turn_replacements(&self, id: ObjectId) -> Vec<(ObjectId, u64, ReplacementKind, String)> {
        if !self.effects.iter().any(|e| e.affected == id && matches!(e.modification, Modification::WouldDieInstead(_))) {
            return Vec::new();
        }
        if !(self.is_on_battlefield(id) && self.chars(id).is_some_and(|c| c.is_creature())) {
            return Vec::new();
        }
        self.effects
            .iter()
            .filter(|e| e.affected == id && !self.replacing.contains(&(KEY_EFFECT + e.timestamp)))
            .filter_map(|e| match e.modification {
                Modification::WouldDieInstead(instead) => {
                    let kind = ReplacementKind::WouldBePutIntoGraveyard {
                        filter: Filter::of_type(CardType::Creature),
                        this: false,
                        from_battlefield: true,
                        reveal: false,
                        instead,
                        return_at_next_end_step: false,
                        discarded_by_opponent: false,
                        with_counters: Vec::new(),
                    };
                    Some((e.source, KEY_EFFECT + e.timestamp, kind, format!("if that creature would die this turn, {} instead", instead_words(instead))))
                }
                _ => None,
            })
            .collect()
    }

    /// The "if [this card] would be put into a graveyard" replacements of an
    /// object that is not on the battlefield (on the battlefield they are
    /// among the permanents' own).
    fn own_graveyard_replacements(&self, id: ObjectId) -> Vec<(ObjectId, u64, ReplacementKind, String, PlayerId)> {
        let Some(o) = self.objects.get(&id) else { return Vec::new() };
        if o.zone == Zone::Battlefield || !Self::def_has_graveyard_replacement(&o.def) {
            return Vec::new();
        }
        let ctl = o.controller;
        o.def
            .abilities
            .iter()
            .enumerate()
            .filter_map(|(i, a)| match a {
                Ability::Replacement { replaces: kind @ ReplacementKind::WouldBePutIntoGraveyard { this: true, from_battlefield: false, .. }, text } => {
                    Some((id, static_key(id, i), kind.clone(), text.clone(), ctl))
                }
                _ => None,
            })
            .collect()
    }

    /// Of `pool`, the replacements that apply to `id` going to a graveyard
    /// now: its own (`this`), or any matching the filter; those written
    /// "from the battlefield" ("would die") only to a permanent.
    fn die_candidates_from(&self, id: ObjectId, pool: Vec<(ObjectId, u64, ReplacementKind, String, PlayerId)>) -> Vec<(ObjectId, u64, ReplacementKind, String)> {
        let Some(o) = self.objects.get(&id) else { return Vec::new() };
        if pool.is_empty() {
            return Vec::new();
        }
        let on_battlefield = o.zone == Zone::Battlefield;
        pool.into_iter()
            .filter(|(s, k, kind, _, ctl)| {
                !self.replacing.contains(k)
                    && match kind {
                        ReplacementKind::WouldBePutIntoGraveyard { filter, this, from_battlefield, discarded_by_opponent, .. } => {
                            (!this || *s == id) && (!from_battlefield || on_battlefield) && (!discarded_by_opponent || self.discarded_by_opponent(o)) && self.matches(id, filter, *ctl, Some(*s))
                        }
                        _ => false,
                    }
            })
            .map(|(s, k, kind, text, _)| (s, k, kind, text))
            .collect()
    }

    /// 701.8: is `o` a card of its owner's hand being discarded because of a
    /// spell or ability an opponent of the owner controls (`discard_cause`)?
    fn discarded_by_opponent(&self, o: &GameObject) -> bool {
        o.zone == Zone::Hand(o.owner) && self.discard_cause.is_some_and(|c| self.opponents(o.owner).contains(&c))
    }

    /// A move to a graveyard in words, as a question names it: a creature
    /// "would die" (700.4), anything else "would be put into a graveyard".
    pub(crate) fn graveyard_event_words(&self, id: ObjectId) -> String {
        let name = self.name_of(id);
        let dies = self.obj(id).is_some_and(|o| o.zone == Zone::Battlefield) && self.chars(id).is_some_and(|c| c.is_creature());
        if dies {
            format!("{name} would die")
        } else {
            format!("{name} would be put into a graveyard")
        }
    }

    /// 614.1a: a card or permanent that would be put into a graveyard goes
    /// somewhere else instead (exile, its owner's hand, the top or bottom of
    /// its owner's library, or shuffled into it). The replacements that apply
    /// are those that exist as the event begins: in a batch of simultaneous
    /// moves (one spell destroying everything), those of permanents leaving
    /// in it still apply; with several, the affected object's controller
    /// chooses (616.1). Returns the moved card's new id if one applied.
    pub(crate) fn replace_dying(&mut self, id: ObjectId, pos: super::zones::Position, rule: &'static str, chosen: Option<u64>) -> Option<ObjectId> {
        let cands = self.die_candidates(id);
        if cands.is_empty() {
            return None;
        }
        let name = self.name_of(id);
        let event = self.graveyard_event_words(id);
        // Chosen already: as the destruction was replaced, or as the cost moving it was settled (rules::cost_moves).
        let chosen = chosen.or_else(|| self.cost_move_settled(id));
        let (s, key, kind, text) = match chosen.and_then(|k| cands.iter().find(|c| c.1 == k)) {
            // Chosen already, as the destruction was replaced (616.1).
            Some(c) => c.clone(),
            None => {
                let list: Vec<Applicable> = cands
                    .iter()
                    .map(|(s, k, kind, text)| Applicable { key: *k, source: Some(*s), applies: Applies::Static(kind.clone()), text: format!("{}: {text}", self.effect_label(*s)) })
                    .collect();
                let who = self.controller_of(id);
                let a = self.choose_applicable(who, &list, &event)?;
                cands.into_iter().find(|c| c.1 == a.key)?
            }
        };
        let ReplacementKind::WouldBePutIntoGraveyard { instead, reveal, return_at_next_end_step, with_counters, .. } = kind else { return None };
        let sname = self.name_of(s);
        let owner = self.obj(id)?.owner;
        let where_to = match instead {
            GraveyardInstead::Exile => "is exiled",
            GraveyardInstead::Hand => "is returned to its owner's hand",
            GraveyardInstead::LibraryTop => "is put on top of its owner's library",
            GraveyardInstead::LibraryBottom => "is put on the bottom of its owner's library",
            GraveyardInstead::ShuffleIntoLibrary => "is shuffled into its owner's library",
            GraveyardInstead::Battlefield => "is put onto the battlefield",
        };
        self.emit(Event::new("614.1a", EventKind::Replaced { what: event, by: s }, format!("{sname} ({text}): {name} {where_to} instead of going to the graveyard")));
        if reveal {
            self.emit(Event::new("701.14", EventKind::Note, format!("{name} is revealed")));
        }
        self.replacing.push(key);
        let new = match instead {
            GraveyardInstead::Exile => self.move_object(id, Zone::Exile, pos, rule, "exiled instead of going to the graveyard"),
            GraveyardInstead::Hand => self.move_object(id, Zone::Hand(owner), pos, rule, "returned to its owner's hand instead of going to the graveyard"),
            GraveyardInstead::LibraryTop => self.move_object(id, Zone::Library(owner), super::zones::Position::Top, rule, "put on top of its owner's library instead of going to the graveyard"),
            GraveyardInstead::LibraryBottom | GraveyardInstead::ShuffleIntoLibrary => {
                self.move_object(id, Zone::Library(owner), super::zones::Position::Bottom, rule, "put into its owner's library instead of going to the graveyard")
            }
            // Under its owner's control, with its counters as it enters (614.1c).
            GraveyardInstead::Battlefield => self.put_onto_battlefield_status(&[(id, None)], &with_counters, (false, false), rule, "put onto the battlefield instead of going to the graveyard").into_iter().next(),
        };
        self.replacing.pop();
        let new = new?;
        if instead == GraveyardInstead::ShuffleIntoLibrary {
            self.shuffle_library(owner);
        }
        if return_at_next_end_step {
            self.return_at_next_end_step(s, new);
        }
        Some(new)
    }

    /// 603.7f: the delayed "return that card to the battlefield at the
    /// beginning of the next end step" a replacement creates; its source is
    /// the replacement's source and its controller that source's controller
    /// now.
    fn return_at_next_end_step(&mut self, s: ObjectId, card: ObjectId) {
        let sname = self.name_of(s);
        let controller = self.controller_of(s).unwrap_or(PlayerId(0));
        let description = "return that card to the battlefield under its owner's control".to_string();
        self.delayed.push(DelayedTrigger {
            controller,
            source: s,
            source_name: sname.clone(),
            when: TriggerCondition::BeginningOfStep { step: Step::End, yours_only: false, chosen_player: false, opponents_only: false, attached_controller: false },
            effects: vec![Effect::ReturnToBattlefield { what: ObjRef::TriggerObject, under_your_control: false, with_counters: Vec::new(), tapped: false, flipped: false }],
            object: Some(card),
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

    /// 614.1c / 614.12: "enters the battlefield tapped" and "enters with
    /// counters" modify how a permanent enters; they are applied as it enters,
    /// before anything sees it on the battlefield (no "becomes tapped", 603.6e).
    /// Does "[filter] enter the battlefield tapped" (614.12) apply to `id`? With
    /// `played`, the filter's controller relation is asked of the player who
    /// played it (601.2, 305.1), and what no player played is left alone.
    fn enters_tapped_matches(&self, id: ObjectId, filter: &Filter, played: bool, you: PlayerId, source: ObjectId) -> bool {
        if !played {
            return self.matches(id, filter, you, Some(source));
        }
        let Some(by) = self.obj(id).and_then(|o| o.extra.played_by) else { return false };
        let mut f = (**filter).clone();
        let Some(rel) = f.controller.take() else { return false };
        let player_ok = match rel {
            Relation::You => by == you,
            Relation::Opponent => by != you,
        };
        player_ok && self.matches(id, &f.into(), you, Some(source))
    }

    pub(crate) fn apply_entering_replacements(&mut self, id: ObjectId) {
        let Some(o) = self.obj(id) else { return };
        // 707.3: a face-down permanent has no text of its own to apply as it enters.
        let def = if o.face_down { std::sync::Arc::new(CardDef::face_down()) } else { o.copiable_values() };
        // Worded only when it does enter tapped.
        // 614.12: "you may pay ...; if you don't, it enters tapped".
        let pays = !def.enters_tapped && def.enters_tapped_unless.is_none() && def.enters_tapped_unless_paid.is_some();
        let entry = if pays { self.entering_unless_paid(id) } else { None };
        let name = || self.name_of(id);
        let mut tapped_by: Option<String> = None;
        if def.enters_tapped {
            tapped_by = Some(format!("{} enters the battlefield tapped (its own ability)", name()));
        } else if let Some(c) = &def.enters_tapped_unless {
            // 614.1c: the condition, read as it enters, from the player who will control it.
            let you = self.controller_of(id).unwrap_or(PlayerId(0));
            if !self.condition_holds(c, you, id) {
                tapped_by = Some(format!("{} enters the battlefield tapped (its own ability: the condition doesn't hold)", name()));
            }
        }
        if tapped_by.is_none() {
            tapped_by = entry;
        }
        if tapped_by.is_none() {
            for (s, _, kind, _) in self.static_replacements() {
                if let ReplacementKind::EntersTapped { filter, played } = kind {
                    let you = self.controller_of(s).unwrap_or(PlayerId(0));
                    if s != id && self.enters_tapped_matches(id, &filter, played, you, s) {
                        tapped_by = Some(format!("{} enters the battlefield tapped ({})", name(), self.name_of(s)));
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
        let you = self.controller_of(id).unwrap_or(PlayerId(0));
        for cs in def.entering_counters() {
            if cs.condition.as_ref().is_some_and(|c| !self.condition_holds(c, you, id)) {
                continue;
            }
            // Read from the permanent as it enters ("for each time it was kicked");
            // X is the spell's (107.3m).
            let n = match cs.count {
                Amount::Dynamic(DynamicAmount::X) => self.obj(id).map_or(0, |o| o.extra.x_cast),
                _ => u32::try_from(self.condition_amount(&cs.count, you, id).max(0)).unwrap_or(0),
            };
            self.add_counters(id, &cs.kind, n, "614.1c");
        }
        self.sunburst(id);
    }

    /// 702.42a: a permanent with sunburst entering from the stack gets a
    /// counter for each colour of mana spent to cast it: +1/+1 counters if it
    /// enters as a creature, charge counters otherwise (each instance its
    /// own, 702.42d).
    fn sunburst(&mut self, id: ObjectId) {
        let Some(c) = self.chars(id) else { return };
        let instances = c.keywords.iter().filter(|k| **k == Keyword::Sunburst).count();
        let n = self.obj(id).map_or(0, |o| o.extra.colors_spent);
        if instances == 0 || n == 0 {
            return;
        }
        let kind = if c.is_creature() { "+1/+1" } else { "charge" };
        for _ in 0..instances {
            self.add_counters(id, kind, n, "702.42a");
        }
    }

    /// 614.1b / 614.10: "skip your [step]", "players skip their [steps]",
    /// "skip your [phase]": when the active player's step `step` is to be
    /// skipped, says so and returns the last step skipped with it (a phase
    /// is skipped whole, 500.1: from `step` to its last step); the skipped
    /// steps simply don't happen.
    pub(crate) fn skip_step_replacement(&mut self, step: Step) -> Option<Step> {
        let active = self.turn.active;
        let by = self.static_replacements().into_iter().find_map(|(s, _, k, _)| match k {
            ReplacementKind::Skip { skipped, each_player } if each_player || self.controller_of(s) == Some(active) => skipped.iter().find(|x| x.steps().contains(&step)).map(|x| (s, *x)),
            _ => None,
        });
        let (s, skipped) = by?;
        let name = self.player(active).name.clone();
        let sname = self.name_of(s);
        let what = match skipped {
            Skipped::Phase(p) => p.label(),
            Skipped::Step(st) => st.label(),
        };
        self.emit(Event::new("614.10", EventKind::Replaced { what: format!("{name}'s {what}"), by: s }, format!("{name} skips their {what} ({sname}): it doesn't happen")));
        skipped.steps().last().copied()
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
        Effect::DealDamage { amount, .. } | Effect::GainLife { amount, .. } | Effect::PlayersGainLife { amount, .. } | Effect::LoseLife { amount, .. } | Effect::SetLife { amount, .. } | Effect::GivePoison { count: amount, .. } => fix(amount),
        Effect::PutCounters { count, .. }
        | Effect::RemoveCounters { count, .. }
        | Effect::Draw { count, .. }
        | Effect::Mill { count, .. }
        | Effect::Discard { count, .. }
        | Effect::DiscardAtRandom { count, .. }
        | Effect::RevealAtRandom { count, .. }
        | Effect::ReturnAtRandom { count, .. }
        | Effect::CreateTokenCopy { count, .. }
        | Effect::LookAtTop { count, .. }
        | Effect::RevealUntil { count, .. }
        | Effect::UntapUpTo { count, .. }
        | Effect::TapChosen { count, .. }
        | Effect::Scry { count } => fix(count),
        Effect::Continuous { modifications, .. } => {
            for m in modifications {
                if let Modification::Pump { power, toughness } | Modification::SetPowerToughness { power, toughness } = m {
                    fix(power);
                    fix(toughness);
                }
            }
        }
        // "You may [...that much...]", "... unless you pay": the same amount inside.
        Effect::May { effects, otherwise, .. } => effects.iter_mut().chain(otherwise.iter_mut()).for_each(|x| fill_that_much(x, n)),
        Effect::UnlessYouPay { effects, .. } => effects.iter_mut().for_each(|x| fill_that_much(x, n)),
        Effect::MayPay { effects, otherwise, .. } => effects.iter_mut().chain(otherwise.iter_mut()).for_each(|x| fill_that_much(x, n)),
        Effect::FlipCoin { win, lose } | Effect::Clash { win, otherwise: lose } => win.iter_mut().chain(lose.iter_mut()).for_each(|x| fill_that_much(x, n)),
        _ => {}
    }
}
