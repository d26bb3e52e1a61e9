//! Resolving spells and abilities (608). Resolution is a small state machine
//! (`ResolutionFrame`): it can pause when a player must choose (608.2d) and
//! resume with the answer, following the instructions in order (608.2c).

use super::events::*;
use super::state::*;
use super::types::*;
use super::zones::Position;
use crate::cards::def::*;

/// The most times one instruction repeats a draw or makes tokens (an engine
/// limit, not a rule; see `Game::repeat_limit` and `rules::limits`).
pub use super::limits::MAX_REPEAT;

impl Game {
    /// 608.1: all players passed in succession; the top object starts to resolve.
    pub(crate) fn resolve_top(&mut self) {
        let Some(item) = self.stack.last().cloned() else { return };
        let name = self.stack_item_name(&item);
        self.emit(Event::new("608.1", EventKind::ResolveStarted { stack_id: item.id }, format!("all players passed: {name} resolves")));
        self.resolving = Some(ResolutionFrame::new(item));
    }

    pub fn stack_item_name(&self, item: &StackItem) -> String {
        match item.kind {
            StackKind::Spell => item.source_name.clone(),
            StackKind::Activated => format!("the activated ability of {}", item.source_name),
            StackKind::Triggered => format!("the triggered ability of {}", item.source_name),
        }
    }

    /// Continue the resolution in progress. Leaves `self.resolving` set when paused for a decision.
    pub(crate) fn continue_resolution(&mut self) {
        let Some(mut f) = self.resolving.take() else { return };
        if !f.started {
            f.started = true;
            if !self.resolution_checks(&mut f) {
                return;
            }
        }
        let is_permanent_spell = f.item.kind == StackKind::Spell
            && self.obj(f.item.id).map(|o| o.def.is_permanent_card()).unwrap_or(false);
        if is_permanent_spell {
            if !self.resolve_permanent(&mut f) {
                self.resolving = Some(f);
            }
            return;
        }
        loop {
            // 614.12: permanents the last instruction put onto the battlefield make their choices first.
            if !self.settle_as_enters(&mut f) || !self.settle_entry_payment(&mut f) {
                self.resolving = Some(f);
                return;
            }
            if f.next >= f.item.effects.len() {
                break;
            }
            let e = f.item.effects[f.next].clone();
            // 616.1 / 306.7: the replacement questions this instruction meets stop it
            // where they come (its queue), or before it changes anything (a payment,
            // rules::payment_harm, rules::cost_moves); the answer follows it again.
            let done = self.follow_instruction(&mut f, &e);
            self.replacement_work_done();
            if !done {
                self.resolving = Some(f);
                return;
            }
            f.next += 1;
            f.answer = None;
            f.scratch.clear();
            f.progress.clear();
            // 603.8: a state that held even for a moment during the resolution triggers.
            self.check_state_triggers_now();
            // 614.1a: an event the instruction met, replaced by instructions: those come first (rules::replacement_work).
            if !self.replacement_work.is_empty() && !self.follow_replacement_work() {
                self.resolving = Some(f);
                return;
            }
        }
        // 608.2k: the spell's move to its owner's graveyard is settled first (616.1,
        // rules::move_queue); a question about it waits with the frame.
        let Some(instead) = self.finishing_move_settled(&mut f) else {
            self.resolving = Some(f);
            return;
        };
        self.finish_resolution(&f, instead);
    }

    /// 608.2k, 616.1: the "would be put into a graveyard" effect chosen for
    /// an instant or sorcery spell's move as it finishes resolving, or None
    /// while a question about it waits.
    fn finishing_move_settled(&mut self, f: &mut ResolutionFrame) -> Option<Option<u64>> {
        let id = f.item.id;
        let goes = f.item.kind == StackKind::Spell && self.obj(id).is_some_and(|o| o.zone == Zone::Stack && !o.extra.buyback && !o.extra.flashback) && !self.rebounds(id);
        if !goes {
            return Some(None);
        }
        let q = self.instruction_moves(f, |_, _| Some(vec![id]), |_, _| true)?;
        Some(q.instead(id))
    }

    /// 608.2a and 608.2b, then the 608.2c read-ahead. Returns false if the object was removed or countered.
    fn resolution_checks(&mut self, f: &mut ResolutionFrame) -> bool {
        let item = f.item.clone();
        let name = self.stack_item_name(&item);
        // 608.2a: intervening "if".
        if let Some(cond) = &item.condition {
            if !self.intervening_if_holds(cond, item.controller, item.source, item.trigger_player) {
                self.emit(Event::new(
                    "603.4+608.2a",
                    EventKind::InterveningIfFailed { stack_id: item.id },
                    format!("{name}: its intervening \"if\" condition is checked again on resolution and is no longer true, so it is removed from the stack and does nothing"),
                ));
                self.stack_remove(item.id);
                self.after_resolution();
                return false;
            }
        }
        // 608.2b: re-check targets. The source's last known information is used if it left (112.7a).
        if !item.target_specs.is_empty() {
            let colors = self.source_colors(&item);
            // Optional target slots left unchosen are skipped by the effects (601.2c).
            for i in item.targets.len()..f.illegal.len() {
                f.illegal[i] = true;
            }
            for (i, (spec, t)) in item.target_specs.iter().zip(&item.targets).enumerate() {
                let legal = self.target_legal_for(spec, *t, item.controller, item.source, colors, super::targets::TargetContext { that: item.trigger_player, x: Some(item.x), spell: item.kind == StackKind::Spell });
                if !legal {
                    f.illegal[i] = true;
                    let tn = self.target_name(*t);
                    self.emit(Event::new(
                        "608.2b",
                        EventKind::TargetIllegal { stack_id: item.id, slot: i },
                        format!("{name}: {tn} is no longer a legal target ({})", if spec.text.is_empty() { "target" } else { &spec.text }),
                    ));
                }
            }
            // With only optional slots, choosing no target at all is not "every target illegal".
            if !item.targets.is_empty() && f.illegal.iter().take(item.targets.len()).all(|x| *x) {
                self.emit(Event::new(
                    "608.2b",
                    EventKind::Countered { stack_id: item.id },
                    format!("{name} is countered on resolution: all its targets are illegal"),
                ));
                self.counter_item(item.id, Destination::Graveyard, "608.2b");
                self.after_resolution();
                return false;
            }
        }
        // 603.6 / 603.7c: an ability that acts on "that card" / "that creature" finds it only
        // where it is supposed to be; an object that left that zone (even to come back) is gone.
        if item.kind == StackKind::Triggered {
            if let Some(o) = item.trigger_object {
                let gone = self.obj(o).is_none();
                let acts_on_it = || {
                    item.effects.iter().any(|e| {
                        !matches!(e, Effect::DelayedTrigger { .. } | Effect::AtBeginningOfNextEndStep { .. } | Effect::AtEndOfCombat { .. })
                            && crate::json::to_string(e).map(|s| s.contains("\"trigger_object\"")).unwrap_or(false)
                    })
                };
                if gone && acts_on_it() {
                    let what = if o.0 == u64::MAX { "the object it refers to".to_string() } else { self.name_of(o) };
                    // 603.7c for a delayed ability following its object; 603.6 for a zone-change
                    // trigger looking in the zone the object went to.
                    self.emit(Event::new(
                        if item.delayed { "603.7c" } else { "603.6" },
                        EventKind::Note,
                        format!("{name}: {what} is no longer in the zone where the ability expects it (it left, and any return would be a new object, 400.7): the parts that act on it do nothing"),
                    ));
                }
            }
        }
        // 608.2c: later text may modify earlier text ("It can't be regenerated"),
        // also within a part followed on a choice or a condition ("If you do, destroy ...").
        let mut refs = Vec::new();
        cant_be_regenerated_refs(&item.effects, &mut refs);
        for what in refs {
            let objs = self.resolve_objs(f, &what);
            f.no_regen.extend(objs);
        }
        true
    }

    /// 608.2k: the last step. Instants and sorceries go to the graveyard; abilities cease to exist.
    fn finish_resolution(&mut self, f: &ResolutionFrame, instead: Option<u64>) {
        let item = &f.item;
        let name = self.stack_item_name(item);
        match item.kind {
            StackKind::Spell => {
                match self.obj(item.id).filter(|o| o.zone == Zone::Stack).map(|o| o.extra.buyback) {
                    // 702.26a: with its buyback cost paid, it goes to its owner's hand instead.
                    Some(true) => {
                        self.move_object(item.id, Zone::Hand(PlayerId(0)), Position::Top, "702.26a", "finished resolving; its buyback cost was paid");
                    }
                    Some(false) if self.rebounds(item.id) => self.rebound(item),
                    Some(false) => {
                        if let Some(new) = self.move_object_instead(item.id, Zone::Graveyard(PlayerId(0)), Position::Top, "608.2k", "finished resolving", instead) {
                            self.resolved_into_graveyard_triggers(new);
                        }
                    }
                    None => {}
                }
            }
            _ => {
                // The resolving item is normally the top one: look from the top (no scan of the stack).
                self.stack_remove(item.id);
            }
        }
        self.emit(Event::new("608.2k", EventKind::Resolved { stack_id: item.id }, format!("{name} has resolved")));
        self.after_resolution();
    }

    /// 702.86a: a spell with rebound cast from its owner's hand.
    fn rebounds(&self, spell: ObjectId) -> bool {
        self.obj(spell).is_some_and(|o| o.extra.from_hand) && self.chars(spell).is_some_and(|c| c.has_keyword(Keyword::Rebound))
    }

    /// 702.86a: instead of going to the graveyard as it finishes resolving,
    /// the card is exiled, with a delayed ability: at the beginning of its
    /// controller's next upkeep, they may cast it from exile without paying
    /// its mana cost (608.2f).
    fn rebound(&mut self, item: &StackItem) {
        let Some(exiled) = self.move_object(item.id, Zone::Exile, Position::Top, "702.86a", "exiled by rebound instead of going to the graveyard") else { return };
        let cast = Effect::Cast { what: Some(ObjRef::TriggerObject), filter: Filter::default(), without_paying_mana_cost: true, madness_cost: false, if_able: false, gains_haste: false };
        let upkeep = TriggerCondition::BeginningOfStep { step: Step::Upkeep, yours_only: true, chosen_player: false, opponents_only: false, attached_controller: false };
        let mut creator = item.clone();
        creator.trigger_object = Some(exiled);
        let text = format!("Rebound: at the beginning of your next upkeep, you may cast {} from exile without paying its mana cost", item.source_name);
        self.create_delayed(&creator, upkeep, vec![cast], text);
    }

    /// 116.3b: after resolution the active player receives priority.
    fn after_resolution(&mut self) {
        self.resolving = None;
        self.turn.passes = 0;
        self.flow = Flow::GivePriority(self.turn.active);
    }

    /// Counter a spell or ability (701.5): a spell goes to its owner's graveyard (or where told).
    pub(crate) fn counter_item(&mut self, id: ObjectId, to: Destination, rule: &'static str) {
        self.counter_item_instead(id, to, rule, None);
    }

    /// `counter_item` with the "would be put into a graveyard" effect chosen
    /// for the spell's move (616.1, rules::move_queue).
    pub(crate) fn counter_item_instead(&mut self, id: ObjectId, to: Destination, rule: &'static str, instead: Option<u64>) {
        let Some(item) = self.stack.iter().find(|s| s.id == id).cloned() else { return };
        match item.kind {
            StackKind::Spell => {
                let (zone, pos) = dest_zone(to);
                self.move_object_instead(id, zone, pos, rule, "countered", instead);
            }
            _ => {
                self.stack_remove(id);
            }
        }
    }

    /// 608.3: a permanent spell becomes a permanent. Returns false when paused.
    fn resolve_permanent(&mut self, f: &mut ResolutionFrame) -> bool {
        let item = f.item.clone();
        let o = self.obj(item.id).unwrap().clone();
        if o.face_down {
            return self.resolve_face_down(&item, &o);
        }
        let def = o.def.clone();
        // 608.3a: an Aura spell checks its target again (done in 608.2b above); it enters attached.
        let mut copy_of = None;
        if let Some(filter) = &def.enters_as_copy {
            // 706.5 / 614.1c: "you may have this enter as a copy of ..." is chosen
            // as it enters, first; `progress` records that it was, `scratch` what.
            if f.progress.is_empty() {
                match f.answer.take() {
                    None => {
                        self.note_scan();
                        let candidates: Vec<ObjectId> =
                            self.battlefield.iter().copied().filter(|id| self.matches(*id, filter, item.controller, None)).collect();
                        if !candidates.is_empty() {
                            let prompt = format!("{}: choose a creature to copy, or none", def.name);
                            self.ask(item.controller, "706.5", prompt, DecisionKind::ChooseObject { candidates, optional: true, labels: vec![], none_label: None }, Resume::Resolution);
                            return false;
                        }
                    }
                    Some(Answer::Object(Some(t))) => f.scratch = vec![t],
                    Some(_) => {}
                }
                f.progress = vec![1];
            }
            // The copiable values of the chosen object (706.2).
            copy_of = f.scratch.first().and_then(|t| self.obj(*t)).map(|src| src.copiable_values());
        }
        // 614.12: then the choices it (or what it copies) makes as it enters.
        let choices = copy_of.as_ref().unwrap_or(&def).as_enters_choose.clone();
        if !choices.is_empty() && !self.as_enters_choices(f, &choices, &def.name) {
            return false;
        }
        // 702.80a: the creatures it devours as it enters.
        let devour = copy_of.as_ref().unwrap_or(&def).devour;
        if let Some(n) = devour {
            if !self.devour_choice(f, n, &def.name) {
                return false;
            }
        }
        // 702.37a: the cards it reveals as it enters.
        let amplify = copy_of.as_ref().unwrap_or(&def).amplify;
        if let Some(n) = amplify {
            if !self.amplify_choice(f, n, &def.name) {
                return false;
            }
        }
        // 608.3b: if it can't enter the battlefield, it goes to its owner's graveyard.
        // What it would be on the battlefield: its copiable values if it enters as a copy.
        let as_permanent = {
            let mut x = o.clone();
            if copy_of.is_some() {
                x.extra.copy_of = copy_of.clone();
            }
            x.zone = Zone::Battlefield;
            x
        };
        let would_be = super::layers::base_chars(&as_permanent);
        let forbidding = self.forbidden_by(&as_permanent, &would_be, |s| match s {
            StaticEffect::CantEnterBattlefield { filter } => Some(filter),
            _ => None,
        });
        if let Some(src) = forbidding {
            self.emit(Event::new(
                "608.3b",
                EventKind::Note,
                format!("{} can't enter the battlefield ({src} forbids it), so it goes to its owner's graveyard", def.name),
            ));
            self.move_object(item.id, Zone::Graveyard(o.owner), Position::Top, "608.3b", "could not enter the battlefield");
            self.emit(Event::new("608.3b", EventKind::Resolved { stack_id: item.id }, format!("{} has resolved", def.name)));
            self.after_resolution();
            return true;
        }
        let new = self.move_object(item.id, Zone::Battlefield, Position::Top, "608.3", "resolved as a permanent").unwrap();
        {
            let ob = self.obj_mut(new).unwrap();
            ob.controller = item.controller;
            ob.extra.copy_of = copy_of.clone();
            ob.tapped = copy_of.as_ref().map(|d| d.enters_tapped).unwrap_or(def.enters_tapped);
            ob.extra.remember_cast(&o.extra);
            // 107.3m: the X of the spell, for its "enters with X counters".
            ob.extra.x_cast = item.x;
            // 614.12: and what was chosen as it entered.
            ob.extra.chosen = f.chosen.clone();
            ob.extra.shrink();
        }
        if let Some(c) = &copy_of {
            self.emit(Event::new("706.5", EventKind::Note, format!("{} enters as a copy of {}", def.name, c.name)));
        }
        // Its controller and copiable values are set now: index it under them.
        self.reindex_permanent(new);
        if o.extra.suspend_haste {
            self.suspend_haste(new, item.controller);
        }
        if def.enchant.is_some() {
            if let Some(t) = item.targets.first() {
                self.attach(new, *t, "608.3a");
            }
        }
        self.emit(Event::new(
            "608.3",
            EventKind::Resolved { stack_id: item.id },
            format!("{} resolves and enters the battlefield under {}'s control", def.name, self.player(item.controller).name),
        ));
        if o.extra.flash_timed {
            self.sacrifice_at_next_cleanup(&item, new);
        }
        if let Some(n) = devour {
            self.devoured_counters(new, n, f.progress.get(2).copied().unwrap_or(0));
        }
        if let Some(n) = amplify {
            self.amplified_counters(new, n, f.progress.get(4).copied().unwrap_or(0));
        }
        self.entered_battlefield(new);
        self.after_resolution();
        true
    }

    /// 707.4, 608.3: a face-down creature spell becomes a face-down permanent:
    /// it has no text, so nothing of the card applies as it enters (707.3);
    /// what forbids a creature like it to enter still does (608.3b).
    fn resolve_face_down(&mut self, item: &StackItem, o: &GameObject) -> bool {
        let mut as_permanent = o.clone();
        as_permanent.zone = Zone::Battlefield;
        let would_be = self.chars_of(&as_permanent);
        let forbidding = self.forbidden_by(&as_permanent, &would_be, |s| match s {
            StaticEffect::CantEnterBattlefield { filter } => Some(filter),
            _ => None,
        });
        if let Some(src) = forbidding {
            self.emit(Event::new("608.3b", EventKind::Note, format!("a face-down creature spell can't enter the battlefield ({src} forbids it), so it goes to its owner's graveyard")));
            self.move_object(item.id, Zone::Graveyard(o.owner), Position::Top, "608.3b", "could not enter the battlefield");
            self.emit(Event::new("608.3b", EventKind::Resolved { stack_id: item.id }, "a face-down creature spell has resolved"));
            self.after_resolution();
            return true;
        }
        let new = self.move_object(item.id, Zone::Battlefield, Position::Top, "608.3", "resolved as a face-down permanent").unwrap();
        self.obj_mut(new).unwrap().controller = item.controller;
        self.reindex_permanent(new);
        let who = self.player(item.controller).name.clone();
        self.emit(Event::new("707.4", EventKind::Resolved { stack_id: item.id }, format!("a face-down creature spell resolves and enters the battlefield face down under {who}'s control (a 2/2 creature with no name or text)")));
        self.entered_battlefield(new);
        self.after_resolution();
        true
    }

    /// Objects named by a reference. Illegal targets are skipped (608.2b).
    pub(crate) fn resolve_objs(&self, f: &ResolutionFrame, r: &ObjRef) -> Vec<ObjectId> {
        let item = &f.item;
        match r {
            ObjRef::Target(i) => {
                if f.illegal.get(*i).copied().unwrap_or(true) {
                    return Vec::new();
                }
                match item.targets.get(*i) {
                    Some(TargetChoice::Object(id)) if self.obj(*id).is_some() || self.stack.iter().any(|s| s.id == *id) => vec![*id],
                    _ => Vec::new(),
                }
            }
            ObjRef::TargetAndSharingColor(i) => {
                let target = self.resolve_objs(f, &ObjRef::Target(*i));
                let Some(colors) = target.first().and_then(|t| self.chars(*t)).map(|c| c.colors) else { return target };
                self.note_scan();
                let others = self.battlefield.iter().copied().filter(|id| !target.contains(id) && self.chars(*id).is_some_and(|c| c.is_creature() && c.colors.iter().any(|x| colors.contains(x))));
                target.iter().copied().chain(others).collect()
            }
            ObjRef::This => {
                if self.obj(item.source).is_some() {
                    vec![item.source]
                } else {
                    Vec::new()
                }
            }
            ObjRef::Attached => match self.obj(item.source).and_then(|o| o.extra.attached_to) {
                Some(TargetChoice::Object(t)) => vec![t],
                _ => Vec::new(),
            },
            ObjRef::TriggerObject => item.trigger_object.filter(|o| self.obj(*o).is_some()).into_iter().collect(),
            ObjRef::Moved => f.moved.iter().copied().filter(|o| self.obj(*o).is_some()).collect(),
            ObjRef::DamagedThisWay => f.damaged.iter().copied().filter(|o| self.obj(*o).is_some_and(|x| x.on_battlefield()) && self.chars(*o).is_some_and(|c| c.is_creature())).collect(),
            ObjRef::Linked => self.linked.get(&item.source).into_iter().flatten().copied().filter(|o| self.obj(*o).is_some()).collect(),
            // Read only by the amounts of a change, for the object it applies to.
            ObjRef::Affected => Vec::new(),
            // Sacrificed as the spell was cast: gone (400.7), read only through amounts.
            ObjRef::Sacrificed => Vec::new(),
            ObjRef::Targets => item
                .targets
                .iter()
                .enumerate()
                .filter(|(i, _)| !f.illegal.get(*i).copied().unwrap_or(true))
                .filter_map(|(_, t)| match t {
                    TargetChoice::Object(id) if self.obj(*id).is_some() || self.stack.iter().any(|s| s.id == *id) => Some(*id),
                    _ => None,
                })
                .collect(),
            ObjRef::All(filter) => {
                if !f.scratch.is_empty() {
                    return f.scratch.clone();
                }
                // 608.2g: determined once, as the instruction is followed.
                self.note_scan();
                let chosen = self.frame_chosen(f);
                let Some(found) = self.frame_filter(f, filter) else { return Vec::new() };
                self.battlefield.iter().copied().filter(|id| self.frame_matches(*id, &found, item.controller, item.source, &chosen)).collect()
            }
            ObjRef::InGraveyard { of, filter } => {
                let Some(p) = self.resolve_player(f, of) else { return Vec::new() };
                let chosen = self.frame_chosen(f);
                self.player(p).graveyard.iter().copied().filter(|id| self.matches_chosen(*id, filter, item.controller, Some(item.source), &chosen)).collect()
            }
            // Every graveyard, in turn order from the active player (101.4).
            ObjRef::InAllGraveyards { filter } => {
                let chosen = self.frame_chosen(f);
                self.apnap().into_iter().flat_map(|p| self.player(p).graveyard.clone()).filter(|id| self.matches_chosen(*id, filter, item.controller, Some(item.source), &chosen)).collect()
            }
        }
    }

    /// `resolve_objs` for instructions that move a card out of a graveyard
    /// ("return [this] to its owner's hand / to the battlefield"). 603.6f
    /// (400.7e in the reference rules): an Aura's leaves-the-battlefield
    /// ability resolves after state-based actions put the Aura into its
    /// owner's graveyard (704.5n); "this" then finds the new object the Aura
    /// became there, and only while it is still in that graveyard. The same
    /// holds for a trigger on the source's own move to a graveyard (400.7d,
    /// "when this is put into a graveyard from the battlefield, return it").
    /// Only triggered abilities follow, and other instructions never follow
    /// "this" out of the battlefield ("sacrifice this" stays a no-op).
    pub(crate) fn resolve_objs_from_graveyard(&self, f: &ResolutionFrame, r: &ObjRef) -> Vec<ObjectId> {
        let source = f.item.source;
        if matches!(r, ObjRef::This) && self.obj(source).is_none() && f.item.kind == StackKind::Triggered && f.item.follows_source {
            let new = self.became(source).filter(|n| matches!(self.obj(*n).map(|o| o.zone), Some(Zone::Graveyard(_))));
            return new.into_iter().collect();
        }
        self.resolve_objs(f, r)
    }

    /// A filter whose `controlled_by` names a player, with that player found
    /// as the instruction is followed (608.2h): the filter without it, and
    /// the player. None when that player can't be found (an illegal target,
    /// a creature no longer attacking): then nothing matches. Its
    /// `mana_value_equal_to` is counted then too, as a `mana_value`.
    pub(crate) fn frame_filter(&self, f: &ResolutionFrame, filter: &Filter) -> Option<(Filter, Option<PlayerId>)> {
        // 608.2h: "with converted mana cost equal to [a count]" is counted now.
        let counted = filter.mana_value_equal_to.as_ref().map(|a| FilterSpec { mana_value_equal_to: None, mana_value: Some(Compare::Exactly(self.amount(f, a))), ..(**filter).clone() });
        let filter: Filter = match counted {
            Some(spec) => spec.into(),
            None => filter.clone(),
        };
        match &filter.controlled_by {
            None => Some((filter, None)),
            Some(r) => {
                let p = self.resolve_player(f, r)?;
                let spec = FilterSpec { controlled_by: None, ..(*filter).clone() };
                Some((spec.into(), Some(p)))
            }
        }
    }

    /// Does a permanent match a filter found by `frame_filter` (its controller that player, if any)?
    pub(crate) fn frame_matches(&self, id: ObjectId, found: &(Filter, Option<PlayerId>), you: PlayerId, source: ObjectId, chosen: &Chosen) -> bool {
        found.1.is_none_or(|p| self.controller_of(id) == Some(p)) && self.matches_chosen(id, &found.0, you, Some(source), chosen)
    }

    pub(crate) fn resolve_player(&self, f: &ResolutionFrame, r: &PlayerRef) -> Option<PlayerId> {
        let item = &f.item;
        match r {
            PlayerRef::You => Some(item.controller),
            PlayerRef::Target(i) => {
                if f.illegal.get(*i).copied().unwrap_or(true) {
                    return None;
                }
                match item.targets.get(*i) {
                    Some(TargetChoice::Player(p)) => Some(*p),
                    _ => None,
                }
            }
            // 608.2b: an effect may still determine information about an illegal target.
            PlayerRef::ControllerOfTarget(i) => match item.targets.get(*i) {
                Some(TargetChoice::Object(o)) => self.controller_of(*o),
                Some(TargetChoice::Player(p)) => Some(*p),
                None => None,
            },
            PlayerRef::OwnerOfTarget(i) => match item.targets.get(*i) {
                Some(TargetChoice::Object(o)) => self.owner_of(*o),
                Some(TargetChoice::Player(p)) => Some(*p),
                None => None,
            },
            PlayerRef::ControllerOfAttached => match self.attached_or_was(item.source) {
                Some(TargetChoice::Object(t)) => self.controller_of(t),
                Some(TargetChoice::Player(p)) => Some(p),
                None => None,
            },
            PlayerRef::TriggerPlayer => item.trigger_player.or_else(|| item.trigger_object.and_then(|o| self.controller_of(o))),
            PlayerRef::Chosen => f.chosen.player.or(self.chosen_of(Some(item.source)).player),
            PlayerRef::Defending => self.defender_for(item.source),
            PlayerRef::EachInTurn => f.each,
        }
    }

    pub(crate) fn resolve_recipients(&self, f: &ResolutionFrame, r: &Recipient) -> Vec<TargetChoice> {
        match r {
            Recipient::Target(i) => {
                if f.illegal.get(*i).copied().unwrap_or(true) {
                    return Vec::new();
                }
                f.item.targets.get(*i).copied().into_iter().collect()
            }
            Recipient::Player(p) => self.resolve_player(f, p).map(TargetChoice::Player).into_iter().collect(),
            Recipient::Object(o) => self.resolve_objs(f, o).into_iter().map(TargetChoice::Object).collect(),
            Recipient::EachPlayer => self.apnap().into_iter().map(TargetChoice::Player).collect(),
            Recipient::EachOpponent => self.opponents(f.item.controller).into_iter().map(TargetChoice::Player).collect(),
            Recipient::EachOtherPlayer => self.apnap().into_iter().filter(|p| *p != f.item.controller).map(TargetChoice::Player).collect(),
            Recipient::Targets => {
                let legal: Vec<TargetChoice> = f.item.targets.iter().enumerate().filter(|(i, _)| !f.illegal.get(*i).copied().unwrap_or(true)).map(|(_, t)| *t).collect();
                // 101.4: the chosen players act in APNAP order; then the chosen objects still there.
                let players = self.apnap().into_iter().filter(|p| legal.contains(&TargetChoice::Player(*p))).map(TargetChoice::Player);
                let objects = legal.iter().copied().filter(|t| matches!(t, TargetChoice::Object(id) if self.obj(*id).is_some()));
                players.chain(objects).collect()
            }
            Recipient::AllAndEachPlayer(filter) => {
                let objs = self.resolve_objs(f, &ObjRef::All(filter.clone())).into_iter().map(TargetChoice::Object);
                objs.chain(self.apnap().into_iter().map(TargetChoice::Player)).collect()
            }
            // "[A] and [B]": each part's recipients, each player or object once.
            Recipient::And(parts) => {
                let mut out: Vec<TargetChoice> = Vec::new();
                for r in parts.iter().filter(|r| !matches!(r, Recipient::And(_))) {
                    for t in self.resolve_recipients(f, r) {
                        if !out.contains(&t) {
                            out.push(t);
                        }
                    }
                }
                out
            }
        }
    }

    pub(crate) fn players_of(&self, f: &ResolutionFrame, r: &Recipient) -> Vec<PlayerId> {
        self.resolve_recipients(f, r)
            .into_iter()
            .filter_map(|t| match t {
                TargetChoice::Player(p) => Some(p),
                TargetChoice::Object(_) => None,
            })
            .collect()
    }

    /// An amount for one recipient of an instruction: a player is the one
    /// "he or she" names (`PlayerRef::EachInTurn`) while it is found.
    pub(crate) fn amount_each(&self, f: &mut ResolutionFrame, a: &Amount, to: &TargetChoice) -> i32 {
        let before = f.each;
        f.each = match to {
            TargetChoice::Player(p) => Some(*p),
            TargetChoice::Object(_) => None,
        };
        let n = self.amount(f, a);
        f.each = before;
        n
    }

    /// 608.2g: amounts are determined once, when the instruction is followed.
    pub(crate) fn amount(&self, f: &ResolutionFrame, a: &Amount) -> i32 {
        self.amount_for(f, a, None)
    }

    /// An amount of a change applied to `affected` ("each equal to its
    /// converted mana cost" reads that object), worked out now (608.2h).
    pub(crate) fn amount_for(&self, f: &ResolutionFrame, a: &Amount, affected: Option<ObjectId>) -> i32 {
        if let Some(n) = super::amounts::combine(a, &mut |x| self.amount_for(f, x, affected)) {
            return n;
        }
        let you = f.item.controller;
        match a {
            Amount::Fixed(n) => *n,
            Amount::Dynamic(DynamicAmount::ManaValueOf { what: ObjRef::Affected }) => affected.map(|id| self.mana_value_of(id)).unwrap_or(0),
            Amount::Dynamic(DynamicAmount::AttachedTo { what, filter }) => {
                let host = if *what == ObjRef::Affected { affected } else { self.amount_object(f, what) };
                host.map(|id| self.attached_count(id, filter, you, Some(f.item.source), &self.frame_chosen(f))).unwrap_or(0)
            }
            Amount::Dynamic(DynamicAmount::ManaValueOf { what }) => self.amount_object(f, what).map(|id| self.mana_value_of(id)).unwrap_or(0),
            Amount::Dynamic(DynamicAmount::LifeOf { player }) => self.resolve_player(f, player).map(|p| self.life_of(p)).unwrap_or(0),
            Amount::Dynamic(DynamicAmount::CardsIn { zone, filter, whose }) => self.count_cards_in(*zone, filter, *whose, you, Some(f.item.source), &self.frame_chosen(f)),
            Amount::Dynamic(DynamicAmount::HighestManaValue { filter }) => self.highest_mana_value(filter, you, Some(f.item.source), &self.frame_chosen(f)),
            Amount::Dynamic(DynamicAmount::ChosenNumber) => f.chosen.number.or(self.chosen_of(Some(f.item.source)).number).unwrap_or(0),
            Amount::Dynamic(DynamicAmount::BlockersOf { what }) => self.amount_object(f, what).map(|id| self.blockers_of(id)).unwrap_or(0),
            // Worked out by `combine` above.
            Amount::Dynamic(DynamicAmount::Sum { .. } | DynamicAmount::Times { .. } | DynamicAmount::Max { .. }) => 0,
            Amount::Dynamic(DynamicAmount::X) => i32::try_from(f.item.x).unwrap_or(i32::MAX),
            Amount::Dynamic(DynamicAmount::TimesKicked) => self.times_kicked(f.item.source),
            Amount::Dynamic(DynamicAmount::CreaturesDevoured) => self.creatures_devoured(f.item.source),
            Amount::Dynamic(DynamicAmount::BasicLandTypes) => self.basic_land_types(you),
            Amount::Dynamic(DynamicAmount::CreaturesDiedThisTurn) => super::limits::clamp_i32(self.turn.creatures_died as usize),
            Amount::Dynamic(DynamicAmount::TypeDiedThisTurn { subtype }) => super::limits::clamp_i32(self.turn.died_types.get(subtype).copied().unwrap_or(0) as usize),
            Amount::Dynamic(DynamicAmount::CardsInHand { player }) => {
                self.resolve_player(f, player).map(|p| super::limits::clamp_i32(self.player(p).hand.len())).unwrap_or(0)
            }
            Amount::Dynamic(DynamicAmount::CardsInGraveyard { player }) => {
                self.resolve_player(f, player).map(|p| super::limits::clamp_i32(self.player(p).graveyard.len())).unwrap_or(0)
            }
            Amount::Dynamic(DynamicAmount::PowerOf { what }) => self.characteristics_object(f, what).and_then(|id| self.chars(id)).and_then(|c| c.power).unwrap_or(0),
            Amount::Dynamic(DynamicAmount::ToughnessOf { what }) => self.characteristics_object(f, what).and_then(|id| self.chars(id)).and_then(|c| c.toughness).unwrap_or(0),
            Amount::Dynamic(DynamicAmount::CountersOn { what, kind }) => self
                .amount_object(f, what)
                .and_then(|id| self.obj(id).map(|o| o.extra.counters.clone()).or_else(|| self.lki.get(&id).map(|l| l.object.extra.counters.clone())))
                .and_then(|c| c.get(kind).copied())
                .map(|n| i32::try_from(n).unwrap_or(i32::MAX))
                .unwrap_or(0),
            // Filled in when the ability triggered (rules::replacement); nothing else has "that much".
            Amount::Dynamic(DynamicAmount::ThatMuch) => 0,
            Amount::Dynamic(DynamicAmount::ThatMany) => super::limits::clamp_i32(f.moved.len()),
            Amount::Dynamic(DynamicAmount::CountedThisWay { filter, .. }) => super::limits::clamp_i32(self.counted_this_way(f, filter)),
            // A choice, not an amount: the instructions that allow it ask for it (608.2d).
            Amount::Dynamic(DynamicAmount::AnyNumber) => 0,
            Amount::Dynamic(DynamicAmount::ThisWay) => f.this_way,
            Amount::Dynamic(DynamicAmount::Permanents { filter }) => {
                self.note_scan();
                let chosen = self.frame_chosen(f);
                let Some(found) = self.frame_filter(f, filter) else { return 0 };
                let n = self.battlefield.iter().filter(|id| self.frame_matches(**id, &found, you, f.item.source, &chosen)).count();
                super::limits::clamp_i32(n)
            }
        }
    }

    /// 706.10: put one copy of the spell `what` names on the stack, under the
    /// controller's control; 706.10c: its targets kept or chosen anew (a
    /// question). `set_color`: "except that the copy is [colour]". False while asked.
    pub(crate) fn copy_spell_once(&mut self, f: &mut ResolutionFrame, what: &ObjRef, set_color: Option<Color>) -> bool {
        let you = f.item.controller;
        let sname = f.item.source_name.clone();
        let objs = self.resolve_objs(f, what);
        let Some(&orig) = objs.first() else { return true };
        let Some(orig_item) = self.stack.iter().find(|s| s.id == orig).cloned() else { return true };
        // 706.10c: the controller of the copy may choose new targets.
        let new_targets = if orig_item.target_specs.is_empty() {
            Vec::new()
        } else {
            match f.answer.take() {
                Some(Answer::Targets(t)) => t,
                _ => {
                    let colors = set_color.map(ColorSet::single).unwrap_or_else(|| self.source_colors(&orig_item));
                    let mut slots = Vec::new();
                    // One slot per target the original chose (optional slots it left empty stay empty).
                    for (spec, &cur) in orig_item.target_specs.iter().zip(&orig_item.targets) {
                        // 706.10: the copy has the original's X.
                        let mut legal = self.legal_targets_for(spec, you, orig, colors, super::targets::TargetContext { that: orig_item.trigger_player, x: Some(orig_item.x), spell: orig_item.kind == StackKind::Spell });
                        // The current target first: keeping it is the answer offered first.
                        legal.retain(|t| *t != cur);
                        legal.insert(0, cur);
                        slots.push(legal);
                    }
                    let prompt = format!("choose targets for the copy of {} (keep the current ones or pick new)", orig_item.source_name);
                    // Only the slots the original filled are offered, so only those can differ.
                    let another = crate::cards::def::another_slots(&orig_item.target_specs[..slots.len()]);
                    self.ask(you, "706.10c", prompt, DecisionKind::ChooseTargets { slots, current: orig_item.targets.clone(), another, min: None, divide: None }, Resume::Resolution);
                    return false;
                }
            }
        };
        let orig_obj = self.obj(orig).unwrap().clone();
        let cid = self.create_object(orig_obj.def.clone(), you, Zone::Stack);
        {
            let c = self.obj_mut(cid).unwrap();
            c.extra.spell_copy = true;
            c.controller = you;
            c.extra.color_override = set_color.map(ColorSet::single).or(orig_obj.extra.color_override);
            // 708.3b: a copy of a split spell is the half that was cast too.
            c.extra.split_second_half = orig_obj.extra.split_second_half;
        }
        let mut copy = orig_item.clone();
        copy.id = cid;
        copy.source = cid;
        copy.controller = you;
        copy.targets = new_targets;
        self.stack_push(copy);
        self.emit(Event::new("706.10", EventKind::SpellCopied { original: orig, copy: cid }, format!("{sname} puts a copy of {} on the stack", orig_item.source_name)));
        true
    }

    /// 706.2, 110.5: `n` tokens that are copies of the object `of` names (its
    /// copiable values, from last known information if it has left), under
    /// the controller's control or `under`'s; they enter together (603.6a).
    pub(crate) fn create_token_copies(&mut self, f: &ResolutionFrame, of: &ObjRef, n: i32, under: Option<&PlayerRef>) -> Vec<ObjectId> {
        let owner = match under {
            None => f.item.controller,
            Some(r) => match self.resolve_player(f, r) {
                Some(p) if !self.player(p).lost => p,
                _ => return Vec::new(),
            },
        };
        let Some(id) = self.amount_object(f, of) else { return Vec::new() };
        let Some(o) = self.obj(id).or_else(|| self.lki.get(&id).map(|l| &l.object)) else { return Vec::new() };
        if o.face_down {
            // 707.2: a face-down permanent's copiable values are a nameless 2/2 the card format has no definition for.
            self.emit(Event::new("707.2", EventKind::Note, "a copy of a face-down permanent is not made: its copiable values have no card definition here"));
            return Vec::new();
        }
        let def = o.copiable_values();
        let sname = f.item.source_name.clone();
        // 614.1a: "twice that many" replacements, within the engine's limit.
        let more = self.tokens_replaced(owner, i64::from(n)).min(i64::from(i32::MAX)) as i32;
        let n = if more == n { n } else { self.repeat_limit(more, "tokens", "110.5") };
        let mut made = Vec::new();
        for _ in 0..n {
            let t = self.create_object(def.clone(), owner, Zone::Battlefield);
            self.obj_mut(t).unwrap().token = true;
            self.emit(Event::new("706.2", EventKind::TokenCreated { object: t }, format!("{sname} creates a token that's a copy of {}", def.name)));
            made.push(t);
        }
        self.entered_battlefield_together(&made);
        made
    }

    /// A change of a resolving spell's continuous effect with its numbers
    /// worked out for `affected` as it begins (608.2h).
    pub(crate) fn locked_change(&self, f: &ResolutionFrame, m: &Modification, affected: ObjectId) -> Modification {
        let lock = |a: &Amount| Amount::Fixed(self.amount_for(f, a, Some(affected)));
        match m {
            Modification::Pump { power, toughness } => Modification::Pump { power: lock(power), toughness: lock(toughness) },
            Modification::SetPowerToughness { power, toughness } => Modification::SetPowerToughness { power: lock(power), toughness: lock(toughness) },
            // "The color of your choice" (608.2d): the colour this spell or ability chose.
            // "The creature type of your choice" (608.2d).
            Modification::SetChosenCreatureType => match self.frame_chosen(f).creature_type {
                Some(t) => Modification::SetCreatureType(t),
                None => m.clone(),
            },
            // "The basic land type of your choice" (608.2d, 305.7).
            Modification::SetChosenLandType => match self.frame_chosen(f).land_type {
                Some(t) => Modification::SetLandTypes(vec![t]),
                None => m.clone(),
            },
            Modification::ProtectionFrom(ColorRef::Chosen) | Modification::SetChosenColor => match self.frame_chosen(f).color {
                Some(c) => super::layers::chosen_color_change(m, c),
                None => m.clone(),
            },
            // 706.2: the copiable values, fixed now.
            Modification::BecomeCopy { of, gains_this_ability } => match self.copiable_values(f, of, *gains_this_ability) {
                Some(d) => Modification::CopiedValues(d),
                None => m.clone(),
            },
            m => m.clone(),
        }
    }

    /// How many times one instruction repeats something ("draw N", "create N
    /// tokens"): the number, at least 0. Over `MAX_REPEAT`, an engine limit so
    /// that a card's or a spell's huge number can't exhaust memory or time, the
    /// instruction stops: 0, with a `LimitReached` event citing `rule`.
    pub(crate) fn repeat_limit(&mut self, n: i32, what: &str, rule: &'static str) -> i32 {
        let n = n.max(0);
        if n > MAX_REPEAT {
            self.limit_reached(rule, &format!("{n} {what}"), n as i64, MAX_REPEAT as i64, "MAX_REPEAT");
            return 0;
        }
        n
    }

    /// The object whose power, toughness or converted mana cost an amount
    /// reads (608.2h): as `amount_object`, but a permanent that left the
    /// battlefield, named by a leaves-the-battlefield trigger ("whenever
    /// another creature dies, ... that creature's power") or moved by the
    /// instruction before ("Target player sacrifices a creature. ... that
    /// creature's toughness"), is read as it last existed on the battlefield
    /// (112.7a), not as the card it became.
    fn characteristics_object(&self, f: &ResolutionFrame, r: &ObjRef) -> Option<ObjectId> {
        let id = self.amount_object(f, r)?;
        if !matches!(r, ObjRef::TriggerObject | ObjRef::Moved) || self.obj(id).is_none_or(|o| o.zone == Zone::Battlefield) {
            return Some(id);
        }
        let was = self.lki.iter().find(|(_, l)| l.became == Some(id) && l.object.zone == Zone::Battlefield).map(|(old, _)| *old);
        Some(was.unwrap_or(id))
    }

    /// The object an amount reads ("its power"): the object itself, even when
    /// it has left its zone, so that its last known information is read (608.2h).
    pub(crate) fn amount_object(&self, f: &ResolutionFrame, r: &ObjRef) -> Option<ObjectId> {
        match r {
            ObjRef::Target(i) | ObjRef::TargetAndSharingColor(i) => match f.item.targets.get(*i) {
                Some(TargetChoice::Object(id)) => Some(*id),
                _ => None,
            },
            ObjRef::This => Some(f.item.source),
            ObjRef::TriggerObject => f.item.trigger_object,
            ObjRef::Attached => match self.attached_or_was(f.item.source) {
                Some(TargetChoice::Object(id)) => Some(id),
                _ => None,
            },
            ObjRef::Moved => f.moved.first().copied(),
            ObjRef::DamagedThisWay => f.damaged.first().copied(),
            ObjRef::Linked => self.linked.get(&f.item.source).and_then(|l| l.first().copied()),
            ObjRef::Affected => None,
            ObjRef::Sacrificed => f.item.sacrificed.first().copied().or_else(|| self.obj(f.item.source).and_then(|o| o.extra.sacrificed.first().copied())),
            ObjRef::Targets => f.item.targets.iter().find_map(|t| match t {
                TargetChoice::Object(id) => Some(*id),
                _ => None,
            }),
            ObjRef::All(_) | ObjRef::InGraveyard { .. } | ObjRef::InAllGraveyards { .. } => None,
        }
    }

    /// Does the top card of the player's library have a creature type (205.3m)
    /// the source has too? The source as it is, or as it last was (112.7a);
    /// a changeling has every creature type (702.72a) through its characteristics.
    fn top_card_shares_creature_type(&self, you: PlayerId, source: ObjectId) -> bool {
        let Some(top) = self.player(you).library.last() else { return false };
        let Some(card) = self.chars(*top) else { return false };
        let Some(this) = self.chars(source) else { return false };
        let is_type = |t: &String| crate::rules::choices::is_creature_type(t);
        if card.every_creature_type {
            return this.every_creature_type || this.subtypes.iter().any(is_type);
        }
        card.subtypes.iter().any(|t| is_type(t) && this.has_subtype(t))
    }

    pub(crate) fn condition_holds(&self, c: &Condition, you: PlayerId, source: ObjectId) -> bool {
        match c {
            Condition::SourceIs { filter } => self.is_on_battlefield(source) && self.matches(source, filter, you, None),
            Condition::AttachedIs { filter } => match self.obj(source).and_then(|o| o.extra.attached_to.clone()) {
                Some(TargetChoice::Object(host)) => self.is_on_battlefield(host) && self.matches(host, filter, you, Some(source)),
                _ => false,
            },
            Condition::LifeAtLeast { amount } => self.life_of(you) >= *amount,
            Condition::NoCardsInHand => self.player(you).hand.is_empty(),
            // Read with the trigger event's player (`intervening_if_holds`); nothing else has one.
            Condition::TriggerPlayerHas { .. } => false,
            Condition::MoreCardsInHandThanEachOpponent => self.more_cards_in_hand_than_each_opponent(you),
            Condition::NoSpellsCastLastTurn => self.players.iter().all(|p| p.spells_cast_last_turn == 0),
            Condition::CreatureDiedThisTurn => self.turn.creatures_died > 0,
            Condition::YourTurn => self.active_players().contains(&you),
            Condition::APlayerCastSpellsLastTurn { count } => self.players.iter().any(|p| p.spells_cast_last_turn >= *count),
            Condition::OpponentDealtDamageThisTurn => self.opponents(you).iter().any(|p| self.player(*p).dealt_damage_turn == self.turn.number),
            // From the type index where it narrows the filter (rules::indexes).
            Condition::NoPermanents { filter } => !self.permanents_at_least(filter, you, Some(source), 1),
            Condition::PermanentsAtLeast { filter, count } => self.permanents_at_least(filter, you, Some(source), *count as u64),
            Condition::Evoked => self.obj(source).map(|o| o.extra.evoked).unwrap_or(false),
            Condition::ManaSpentToCast { color } => self.obj(source).is_some_and(|o| o.extra.spent_colors.contains(*color)),
            // 702.61b: in exile, with suspend, and a time counter on it.
            Condition::Suspended => self.obj(source).is_some_and(|o| o.zone == Zone::Exile && o.def.suspend.is_some() && o.extra.counters.get("time").copied().unwrap_or(0) > 0),
            Condition::InExile => self.obj(source).is_some_and(|o| o.zone == Zone::Exile),
            Condition::InGraveyard => self.obj(source).is_some_and(|o| o.zone == Zone::Graveyard(o.owner)),
            Condition::TopCardSharesCreatureType => self.top_card_shares_creature_type(you, source),
            // Only a resolving instruction knows "that card" (`do_instead` reads it).
            Condition::ThatCard { .. } => false,
            Condition::CameUnderYourControlSinceYourLastUpkeep => {
                // During one of its controller's upkeeps, "your last upkeep" is the one before it.
                let upkeeps = self.player(you).upkeep_began;
                let in_own_upkeep = self.turn.step == Step::Upkeep && self.active_players().contains(&you);
                let last = if in_own_upkeep { upkeeps[0] } else { upkeeps[1] };
                self.obj(source).and_then(|o| o.extra.under_control_since).is_some_and(|t| t > last)
            }
            Condition::Kicked => self.times_kicked(source) > 0,
            Condition::MadnessPaid => self.obj(source).is_some_and(|o| o.extra.madness),
            Condition::ProwlPaid => self.obj(source).is_some_and(|o| o.extra.prowled),
            Condition::CastFromHand => self.obj(source).is_some_and(|o| o.extra.from_hand),
            Condition::AtLeast { amount, count } => self.condition_amount(amount, you, source) >= *count,
            Condition::All { of } => of.iter().all(|c| self.condition_holds(c, you, source)),
            Condition::Any { of } => of.iter().any(|c| self.condition_holds(c, you, source)),
            Condition::Not { of } => !self.condition_holds(of, you, source),
            // Each player still in the game (of the relation), in turn as "you".
            Condition::SomePlayer { who, of } => {
                let players = match who {
                    None => self.apnap(),
                    Some(Relation::Opponent) => self.opponents(you),
                    Some(Relation::You) => vec![you],
                };
                players.into_iter().any(|p| self.condition_holds(of, p, source))
            }
        }
    }
}

impl Game {
    /// 608.2d: the mana abilities that would let the player pay this cost now (with the
    /// mana already in the pool), or None if the player can't pay it at all.
    pub(crate) fn mana_to_pay(&self, p: PlayerId, cost: &ManaCost) -> Option<Vec<crate::rules::ManaActivation>> {
        let planned = self.auto_mana_made(p, cost, 0, None, None);
        let mut pool = self.player(p).pool;
        for (_, made) in &planned {
            pool.add(made);
        }
        super::mana::covers(&pool, cost, 0).then(|| planned.into_iter().map(|(a, _)| a).collect())
    }

    /// 608.2f: while a spell or ability resolves, the player activates mana abilities, then
    /// pays. Returns what was paid, or None if the mana didn't come together.
    pub(crate) fn pay_while_resolving(&mut self, p: PlayerId, cost: &ManaCost, acts: Vec<crate::rules::ManaActivation>, for_what: &str) -> Option<ManaPool> {
        for a in acts {
            let controller = self.controller_of(a.source).unwrap_or(p);
            let Some(Ability::Activated { effects, .. }) = self.chars(a.source).and_then(|c| c.abilities.get(a.ability).cloned()) else { continue };
            let made = self.mana_output(&effects, controller, a.source).named(a.adds.as_ref()).unwrap_or_default();
            self.tap(a.source, "608.2f");
            let n = self.name_of(a.source);
            self.add_ability_mana(p, &made, &effects, "608.2f", &format!("mana ability of {n}, to pay for {for_what}"));
            // 605.3b, 106.11a: the rest of the mana ability, and what tapping it for mana triggers.
            self.finish_mana_ability(p, a.source, &effects, Some(&made));
        }
        let pool = self.player(p).pool;
        let paid = super::mana::plan_payment(&pool, cost, 0).ok()?;
        super::mana::subtract(&mut self.player_mut(p).pool, &paid);
        Some(paid)
    }

    pub(crate) fn follow_next(&mut self, f: &mut ResolutionFrame, effects: &[Effect]) {
        let at = f.next + 1;
        f.item.effects.splice(at..at, effects.iter().cloned());
    }

    /// 608.2d: "any player may [option] or [option]": players in APNAP order,
    /// each asked about each option in turn (an option they can't do is skipped
    /// with a note), until one takes one. `progress` is [player index, option
    /// index, 1 once someone did].
    pub(crate) fn any_player_may(&mut self, f: &mut ResolutionFrame, options: &[PlayerOption]) -> bool {
        if f.progress.len() < 3 {
            f.progress = vec![0, 0, 0];
        }
        let source = f.item.source;
        let sname = f.item.source_name.clone();
        let order = self.apnap();
        loop {
            let (idx, oi) = (f.progress[0] as usize, f.progress[1] as usize);
            let Some(&p) = order.get(idx) else {
                self.emit(Event::new("608.2d", EventKind::Note, format!("no player chose any option of {sname}")));
                return true;
            };
            let Some(option) = options.get(oi) else {
                f.progress = vec![idx as u32 + 1, 0, 0];
                continue;
            };
            let pname = self.player(p).name.clone();
            match option {
                PlayerOption::TakeDamage(n) | PlayerOption::PayLife(n) => {
                    let damage = matches!(option, PlayerOption::TakeDamage(_));
                    if !damage && self.life_of(p) < *n {
                        self.emit(Event::new("119.4", EventKind::Note, format!("{pname} can't pay {n} life for {sname}, so can't choose that option")));
                        f.progress[1] += 1;
                        continue;
                    }
                    let what = if damage { format!("have {sname} deal {n} damage to you") } else { format!("pay {n} life") };
                    match f.answer.take().and_then(|a| a.yes()) {
                        None => {
                            // The question is about the source; once it has left, about the
                            // resolving ability itself (it exists while it resolves): the
                            // option is still there, the source's last known information
                            // dealing the damage (608.2g).
                            let subject = if self.objects.contains_key(&source) { source } else { f.item.id };
                            let prompt = format!("{sname}: will you {what}?");
                            let kind = DecisionKind::ChooseYesNo { subject, yes: format!("Yes: {what}"), no: "No".into() };
                            self.ask(p, "608.2d", prompt, kind, Resume::Resolution);
                            return false;
                        }
                        Some(true) => {
                            self.emit(Event::new("608.2d", EventKind::Note, format!("{pname} chooses to {}", if damage { format!("have {sname} deal {n} damage to them") } else { format!("pay {n} life") })));
                            if damage && self.replacement_queues_usable() {
                                // Dealt through the damage queue (616.1): `do_any_player_may` runs it.
                                let ev = super::replacement::DamageEvent { source, target: TargetChoice::Player(p), amount: *n, combat: false, unpreventable: false };
                                f.queue = Some(Box::new(InstructionQueue::Damage(super::damage_queue::DamageQueue::new([ev]))));
                            } else if damage {
                                self.deal_damage(source, TargetChoice::Player(p), *n, false, "119.3");
                            } else {
                                self.change_life(p, -*n, "119.4");
                            }
                            f.progress[2] = 1;
                            return true;
                        }
                        Some(false) => f.progress[1] += 1,
                    }
                }
                PlayerOption::Sacrifice { filter, count } => {
                    let count = *count;
                    // 608.2d: a player who can't sacrifice enough can't choose that option.
                    let chosen = self.frame_chosen(f);
                    let mine: Vec<ObjectId> = self
                        .battlefield
                        .iter()
                        .copied()
                        .filter(|id| self.objects[id].controller == p && self.matches_chosen(*id, filter, p, Some(source), &chosen))
                        .collect();
                    if (mine.len() as u64) < count as u64 {
                        self.emit(Event::new("608.2d", EventKind::Note, format!("{pname} can't sacrifice {count} permanents for {sname}, so can't choose that option")));
                        f.progress[1] += 1;
                        continue;
                    }
                    match f.answer.take() {
                        Some(Answer::Cards(cards)) if cards.len() as u64 == count as u64 => {
                            if self.replacement_queues_usable() {
                                // Each move settled through the move queue (616.1): `do_any_player_may` runs it.
                                f.queue = Some(Box::new(InstructionQueue::Moves(super::move_queue::MoveQueue::new(cards))));
                            } else {
                                self.sacrifice_batch(&cards, "701.15a");
                            }
                            f.progress[2] = 1;
                            return true;
                        }
                        Some(Answer::Cards(cards)) if cards.is_empty() => {
                            f.progress[1] += 1;
                        }
                        other => {
                            if other.is_some() {
                                self.emit(Event::new("608.2d", EventKind::Note, format!("{pname} must choose exactly {count} or none")));
                            }
                            let prompt = format!("choose {count} to sacrifice for {sname}, or choose none");
                            self.ask(p, "608.2d", prompt, DecisionKind::ChooseCards { from: mine, min: 0, max: count as usize, labels: Vec::new() }, Resume::Resolution);
                            return false;
                        }
                    }
                }
            }
        }
    }
}

impl Game {
    /// 608.2f: cast a spell while another resolves, one of the cards `from`
    /// (a hand, or the cards an instruction names). The player picks
    /// the card (or none), then its targets; it is cast (601.2) onto the stack
    /// above the resolving object, and nobody receives priority. Returns false
    /// while a choice is pending.
    pub(crate) fn cast_during_resolution(&mut self, f: &mut ResolutionFrame, from: &[ObjectId], filter: &Filter, paying: CastPaying, how: CastHow) -> bool {
        let you = f.item.controller;
        let source = f.item.source;
        let chosen = self.frame_chosen(f);
        let castable = |g: &Game, card: ObjectId| -> Option<(Vec<TargetSpec>, Vec<Effect>)> {
            let o = g.obj(card)?;
            let c = g.chars_of(o);
            // 601.3: what can't be cast ("the named card can't be cast") isn't offered either.
            if c.has_type(CardType::Land) || !g.matches_chosen(card, filter, you, Some(source), &chosen) || g.cast_forbidden(o, &c).is_some() {
                return None;
            }
            // Modal spells would need a mode choice here, split cards the
            // choice of a half (708.3); they are not offered.
            if o.def.split.is_some() {
                return None;
            }
            // Cast with no optional cost paid: not kicked (601.2c).
            let (specs, effects, _) = super::casting::spell_parts(&o.def, None, false).ok()?;
            // Cast here with X = 0: "X target ..." is no target at all (601.2b, 601.2c).
            let specs = crate::cards::def::with_x_slots(specs, 0);
            g.target_slots(&specs, (you, card, c.colors), super::targets::TargetContext::SPELL)?;
            let base = paying.base_cost(&o.def, &c)?;
            if !g.can_afford(you, &base, None) {
                return None;
            }
            Some((specs, effects))
        };
        let free = paying == CastPaying::Nothing;
        if f.scratch.is_empty() {
            let candidates: Vec<ObjectId> = from.iter().copied().filter(|c| castable(self, *c).is_some()).collect();
            let pname = self.player(you).name.clone();
            if candidates.is_empty() {
                self.emit(Event::new("608.2f", EventKind::Note, format!("{pname} has no card that can be cast this way")));
                return true;
            }
            match self.card_to_cast(f, candidates, paying, how) {
                Some(Some(card)) => f.scratch = vec![card],
                Some(None) => return true,
                None => return false,
            }
        }
        let card = f.scratch[0];
        self.cast_costs_resumed(f);
        let Some((specs, effects)) = castable(self, card) else {
            return true;
        };
        let o = self.obj(card).unwrap().clone();
        let c = self.chars_of(&o);
        // 601.2c–d: its targets, and a divided amount's division among them.
        let divide = o.def.spell.as_ref().and_then(|s| s.divide.as_ref()).map(|a| self.divided_amount(a, you, card, 0));
        let (targets, division) = match f.answer.take_if(|a| matches!(a, Answer::Targets(_) | Answer::DividedTargets { .. })) {
            _ if specs.is_empty() => (Vec::new(), Vec::new()),
            Some(Answer::Targets(t)) => (t, Vec::new()),
            Some(Answer::DividedTargets { targets, division }) => (targets, division),
            _ => match self.target_slots(&specs, (you, card, c.colors), super::targets::TargetContext::SPELL) {
                Some((slots, _, _)) if slots.is_empty() => (Vec::new(), Vec::new()),
                Some((slots, min, another)) => {
                    let min = (min < slots.len()).then_some(min);
                    self.ask(you, "601.2c", format!("choose targets for {}", c.name), DecisionKind::ChooseTargets { slots, current: Vec::new(), another, min, divide }, Resume::Resolution);
                    return false;
                }
                None => return true,
            },
        };
        let specs = crate::cards::def::with_chosen_slots(specs, targets.len());
        // 601.2f: without paying its mana cost, the cost is nothing before the
        // increases and reductions in force (117.9d: they apply to it too).
        let Some(base) = paying.base_cost(&o.def, &c) else { return true };
        let total = self.total_spell_cost(&o, &c, base, 0);
        let (cost, changes) = (total.cost, total.changes);
        let (plan, paid) = if cost.converted() == 0 {
            (super::casting::ManaPlan::default(), ManaPool::default())
        } else {
            let acts = self.auto_mana(you, &cost, 0, None);
            let Ok(plan) = self.plan_mana_pub(you, &acts) else { return true };
            let mut pool = self.player(you).pool;
            pool.add(&plan.produced);
            let Ok(paid) = super::mana::plan_payment(&pool, &cost, 0) else { return true };
            (plan, paid)
        };
        // 117.8: an additional cost that sacrifices permanents, discards or exiles
        // cards is paid with the first ones that may be; a spell whose additional
        // cost can't be paid isn't cast.
        let paid_with = self.first_cost_choices(you, card, o.def.additional_cost.as_ref());
        let Ok(pay_life) = self.check_spell_additional_cost(you, card, o.def.additional_cost.as_ref(), &c.name, &paid_with) else { return true };
        // 616.1: the harm of its mana abilities and the moves its additional cost
        // makes are settled first (rules::payment_harm, rules::cost_moves).
        let discarded = o.def.additional_cost.as_ref().and_then(|k| self.random_cost_discards(you, card, k)).unwrap_or_else(|| paid_with.discard.clone());
        if !self.cast_costs_settled(f, you, &self.plan_steps(&plan), &[paid_with.sacrifice.clone(), discarded], (&targets, &division)) {
            return false;
        }
        let pname = self.player(you).name.clone();
        self.emit(Event::new("608.2f", EventKind::Note, format!("{pname} casts {} while {} is resolving", c.name, f.item.source_name)));
        let proposal = super::casting::Proposal { specs, effects, mode_used: None, cost, x: 0, targets, plan, paid, free, division, evoked: false, flashback: false, kicked: 0, buyback: false, changes, paid_with, pay_life, object_cost: o.def.additional_cost.clone() };
        let spell = self.cast_now(you, card, &o.def, &c.name, proposal);
        self.cost_move_work = None;
        // 702.61a: a creature spell cast by its suspend gains haste (kept by its
        // permanent); 702.34a: a spell cast for its madness cost remembers it.
        let (haste, madness) = (how.gains_haste && c.has_type(CardType::Creature), paying == CastPaying::Madness);
        if let Some(s) = self.obj_mut(spell).filter(|_| haste || madness) {
            s.extra.suspend_haste = haste;
            s.extra.madness = madness;
        }
        true
    }
}

impl Game {
    /// 702.61a: the permanent a creature spell cast by its suspend became has
    /// haste for as long as the player who cast it controls it (611.2b: once
    /// that stops, the effect is over even if control comes back).
    fn suspend_haste(&mut self, permanent: ObjectId, caster: PlayerId) {
        let yours = Condition::SourceIs { filter: FilterSpec { controller: Some(Relation::You), ..FilterSpec::default() }.into() };
        let ts = self.fresh_timestamp();
        self.effects.push(ContinuousEffect::new(ts, permanent, permanent, Modification::AddKeyword(Keyword::Haste), Duration::AsLongAs(yours), caster));
        self.lasting_effects = self.lasting_effects.saturating_add(1);
        let n = self.name_of(permanent);
        let d = format!("{n} has haste for as long as {} controls it (cast by its suspend)", self.player(caster).name);
        self.emit(Event::new("702.61a", EventKind::EffectCreated { description: d.clone() }, d));
        self.mark_dirty(permanent);
    }
}

impl Game {
    /// 608.2f: which of the castable `candidates` the controller casts: the
    /// answer given, the only one when casting isn't a choice ("if able",
    /// 702.61a), or a question (None while it waits). Some(None): none.
    fn card_to_cast(&mut self, f: &mut ResolutionFrame, candidates: Vec<ObjectId>, paying: CastPaying, how: CastHow) -> Option<Option<ObjectId>> {
        let you = f.item.controller;
        match f.answer.take() {
            _ if how.if_able && candidates.len() == 1 => Some(candidates.first().copied()),
            Some(Answer::Object(Some(card))) => Some(Some(card)),
            Some(Answer::Object(None)) if !how.if_able => {
                let pname = self.player(you).name.clone();
                self.emit(Event::new("608.2f", EventKind::Note, format!("{pname} chooses not to cast a spell")));
                Some(None)
            }
            _ => {
                let prompt = match candidates.as_slice() {
                    [one] => format!("you may cast {}{} while {} resolves", self.name_of(*one), paying.words(), f.item.source_name),
                    _ => format!("you may cast one of these{} while {} resolves, or none", paying.words(), f.item.source_name),
                };
                let none_label = (paying == CastPaying::Madness).then(|| "Don't cast it (it goes to the graveyard)".to_string());
                self.ask(you, "608.2f", prompt, DecisionKind::ChooseObject { candidates, optional: !how.if_able, labels: vec![], none_label }, Resume::Resolution);
                None
            }
        }
    }
}

/// Who is asked to choose for one player in `each_player_chooses`, with what
/// words and labels.
pub(crate) struct ChoiceAsked {
    pub chooser: PlayerId,
    pub prompt: String,
    pub labels: Vec<String>,
}

impl Game {
    /// 608.2d-e: each of `players`, in APNAP order, chooses `n` of the objects
    /// `candidates` gives for them (all of them, unasked, when there are `n` or
    /// fewer); the choices wait in the frame's `scratch`, where the
    /// instruction resumes after each answer. Returns None while a question
    /// waits, then every chosen object, for the instruction to move them all
    /// at once (`what`: the words of the 608.2e note, "the chosen cards are
    /// discarded").
    pub(crate) fn each_player_chooses(
        &mut self,
        f: &mut ResolutionFrame,
        players: &[PlayerId],
        n: ChosenNumber,
        candidates: &dyn Fn(&Game, PlayerId) -> Vec<ObjectId>,
        asked: &dyn Fn(&Game, PlayerId) -> ChoiceAsked,
        what: &str,
    ) -> Option<Vec<ObjectId>> {
        if f.progress.is_empty() {
            f.progress = vec![0];
        }
        while let Some(&p) = players.get(f.progress[0] as usize) {
            let mine = candidates(self, p);
            let (min, max) = match n {
                ChosenNumber::Exactly(n) => (n, n),
                ChosenNumber::AnyNumber => (0, mine.len()),
            };
            if mine.is_empty() || (min == max && mine.len() <= max) {
                f.scratch.extend(mine);
            } else {
                match f.answer.take() {
                    Some(Answer::Cards(cards)) => f.scratch.extend(cards),
                    _ => {
                        let a = asked(self, p);
                        self.ask(a.chooser, "608.2d", a.prompt, DecisionKind::ChooseCards { from: mine, min, max, labels: a.labels }, Resume::Resolution);
                        return None;
                    }
                }
            }
            f.progress[0] += 1;
        }
        if players.len() > 1 {
            self.emit(Event::new("608.2e", EventKind::Note, format!("each player has chosen, in APNAP order; {what} at the same time")));
        }
        Some(std::mem::take(&mut f.scratch))
    }
}

/// How many objects each player chooses for an instruction (608.2d): an
/// exact number (all they have when they have no more), or "any number of".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ChosenNumber {
    Exactly(usize),
    AnyNumber,
}

impl ChosenNumber {
    /// The words of a prompt: "2", "any number of".
    pub(crate) fn words(self) -> String {
        match self {
            ChosenNumber::Exactly(n) => n.to_string(),
            ChosenNumber::AnyNumber => "any number of".into(),
        }
    }
}

impl Game {
    /// The number a chosen-objects instruction asks for: "any number of", or
    /// its amount (no more than `limit_what` allows, 608.2d).
    pub(crate) fn chosen_number(&mut self, f: &ResolutionFrame, count: &Amount, limit_what: &str, rule: &'static str) -> ChosenNumber {
        if *count == Amount::Dynamic(DynamicAmount::AnyNumber) {
            return ChosenNumber::AnyNumber;
        }
        ChosenNumber::Exactly(self.repeat_limit(self.amount(f, count).max(0), limit_what, rule) as usize)
    }

    /// How many of the objects the instruction before moved or tapped match
    /// `filter`, as they last existed (608.2h): a permanent that left by its
    /// last known information, a card still where it went or a permanent still
    /// on the battlefield as it is.
    fn counted_this_way(&self, f: &ResolutionFrame, filter: &Filter) -> usize {
        if filter.is_empty() {
            return f.moved.len();
        }
        let you = f.item.controller;
        let source = Some(f.item.source);
        let lki = |id: ObjectId| self.lki.iter().rev().find(|(_, l)| l.became == Some(id)).map(|(_, l)| (l.chars.clone(), l.object.clone()));
        f.moved
            .iter()
            .filter(|id| match lki(**id) {
                Some((c, o)) => super::layers::matches_filter(&c, &o, filter, you, source, || self.chosen_of(source), |_| super::layers::CombatRole::NONE, |s| self.host_of(s)),
                None => self.objects.contains_key(id) && self.matches(**id, filter, you, source),
            })
            .count()
    }
}

/// How a spell is cast while something resolves: "if able" (not a choice;
/// 702.61a) and whether a creature spell cast so gains haste for as long as
/// its caster controls it (702.61a).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct CastHow {
    pub if_able: bool,
    pub gains_haste: bool,
}

/// What a spell cast while something resolves costs (608.2f): its mana cost,
/// nothing ("without paying its mana cost", 601.2f) or its madness cost (an
/// alternative cost, 702.34b).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CastPaying {
    ManaCost,
    Nothing,
    Madness,
}

impl CastPaying {
    pub(crate) fn new(without_paying_mana_cost: bool, madness_cost: bool) -> Self {
        match (without_paying_mana_cost, madness_cost) {
            (true, _) => CastPaying::Nothing,
            (false, true) => CastPaying::Madness,
            (false, false) => CastPaying::ManaCost,
        }
    }

    /// The cost the increases and reductions then apply to (117.9d); none
    /// for a card without a madness cost, which can't be cast for it.
    fn base_cost(self, def: &CardDef, c: &super::layers::Characteristics) -> Option<ManaCost> {
        match self {
            // 117.6: no mana cost is an unpayable cost.
            CastPaying::ManaCost => c.mana_cost.clone(),
            CastPaying::Nothing => Some(ManaCost::default()),
            CastPaying::Madness => def.madness.clone(),
        }
    }

    fn words(self) -> &'static str {
        match self {
            CastPaying::ManaCost => "",
            CastPaying::Nothing => " without paying its mana cost",
            CastPaying::Madness => " for its madness cost",
        }
    }
}

pub(crate) fn dest_zone(d: Destination) -> (Zone, Position) {
    match d {
        Destination::Graveyard => (Zone::Graveyard(PlayerId(0)), Position::Top),
        Destination::LibraryTop => (Zone::Library(PlayerId(0)), Position::Top),
        Destination::LibraryBottom => (Zone::Library(PlayerId(0)), Position::Bottom),
        Destination::Hand => (Zone::Hand(PlayerId(0)), Position::Top),
        Destination::Exile => (Zone::Exile, Position::Top),
    }
}


/// The objects "[it] can't be regenerated" names among `effects` and the
/// parts of them followed on a choice or a condition (608.2c).
fn cant_be_regenerated_refs(effects: &[Effect], out: &mut Vec<ObjRef>) {
    for e in effects {
        match e {
            Effect::CantBeRegenerated { what } => out.push(what.clone()),
            Effect::May { effects, otherwise, .. } | Effect::Instead { instead: effects, otherwise, .. } => {
                cant_be_regenerated_refs(effects, out);
                cant_be_regenerated_refs(otherwise, out);
            }
            Effect::UnlessYouPay { effects, .. } => cant_be_regenerated_refs(effects, out),
            Effect::MayPay { effects, otherwise, .. } => {
                cant_be_regenerated_refs(effects, out);
                cant_be_regenerated_refs(otherwise, out);
            }
            _ => {}
        }
    }
}
