//! Snapshots: a serializable view of the game for one viewer (or all-seeing),
//! hiding other players' hands and every library (counts only). Identical
//! tokens are grouped into one entry with a count.

use crate::rules::events::TargetChoice;
use crate::rules::state::*;
use crate::rules::types::*;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Snapshot {
    pub turn: u32,
    pub active: PlayerId,
    pub step: Step,
    /// Who has priority now (none while a decision is pending or during resolution).
    pub priority: Option<PlayerId>,
    pub players: Vec<PlayerView>,
    pub battlefield: Vec<PermanentView>,
    /// The stack, top first.
    pub stack: Vec<StackView>,
    /// Triggered abilities waiting to be put on the stack (603.3), in APNAP order.
    pub waiting_triggers: Vec<TriggerView>,
    pub pending: Option<Decision>,
    pub winners: Option<Vec<PlayerId>>,
    pub combat: Option<Combat>,
    /// Combat as the board shows it: each attacking creature, what it attacks
    /// and the creatures blocking it, with the lethal damage of 510.1c (empty
    /// outside combat or before attackers are declared).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attacks: Vec<AttackView>,
    pub viewer: Option<PlayerId>,
    pub variant: Variant,
    /// Two-Headed Giant teams (810): shared life (810.4, 810.9) and poison (810.10).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<TeamView>,
    /// A puzzle's goal and where it stands (rules::goal).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goal: Option<GoalView>,
}

/// A puzzle's goal as the page shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct GoalView {
    /// How the goal is stated.
    pub text: String,
    /// The solver.
    pub player: PlayerId,
    pub outcome: crate::rules::goal::Outcome,
    /// Why it was decided, citing the rule that decided it (empty while pending).
    pub reason: String,
}

/// The goal's view.
pub fn goal_view(g: &Game) -> Option<GoalView> {
    g.goal.as_ref().map(|x| GoalView {
        text: x.text.clone(),
        player: x.player,
        outcome: x.outcome,
        reason: x.reason.clone(),
    })
}

/// One attacking creature in combat, as the board shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct AttackView {
    /// 508.1: the attacking creature.
    pub attacker: ObjectId,
    /// 508.1b: what it attacks, a player or a planeswalker; None once that
    /// planeswalker has left or been removed from combat, or that player has
    /// left the game (506.4c, 800.4): it still attacks, but attacks nothing.
    pub target: Option<TargetChoice>,
    /// What it attacks, by name (a planeswalker's last known name if it left).
    pub target_name: String,
    /// 509.1h: it became blocked (and stays blocked even if its blockers leave).
    pub blocked: bool,
    /// The creatures blocking it (509.1g): in its damage assignment order
    /// when the attacking player has chosen one (509.2; 510.1c), else as declared.
    pub blockers: Vec<ObjectId>,
    /// 509.2: `blockers` is the damage assignment order the attacking player chose.
    pub order_chosen: bool,
    /// 510.1c: for each of `blockers`, the lethal damage the attacker must
    /// assign to it before it may assign any to the next one (702.2c: 1 with deathtouch).
    pub lethal: Vec<u32>,
    /// 702.20c: the other creatures in its attacking band (none when it attacks in no band).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub banded_with: Vec<ObjectId>,
}

/// Combat as the board shows it (506–510): one entry per attacking creature, in declaration order.
pub fn attack_views(g: &Game) -> Vec<AttackView> {
    let Some(cb) = &g.combat else { return Vec::new() };
    cb.attackers
        .iter()
        .map(|(a, t)| {
            let (blockers, order_chosen) = g.blockers_in_order(cb, *a);
            let lethal = match g.chars(*a) {
                Some(ac) => g.lethal_damage(&ac, &blockers),
                None => vec![0; blockers.len()],
            };
            AttackView {
                attacker: *a,
                target: g.attack_target_there(cb, *t).then_some(*t),
                target_name: g.target_name(*t),
                blocked: cb.blocked.contains(a),
                blockers,
                order_chosen,
                lethal,
                banded_with: cb.bands.iter().find(|b| b.contains(a)).map(|b| b.iter().filter(|m| *m != a).copied().collect()).unwrap_or_default(),
            }
        })
        .collect()
}

/// A Two-Headed Giant team as the page shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct TeamView {
    pub players: Vec<PlayerId>,
    pub life: i32,
    pub poison: u32,
    pub lost: bool,
    /// 805.4a: this team's turn it is.
    pub active: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PlayerView {
    pub id: PlayerId,
    pub name: String,
    pub life: i32,
    pub poison: u32,
    pub mana_pool: ManaPool,
    /// 106.6: mana that may be spent only as its source's ability says,
    /// each part with the name of that source.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub restricted_mana: Vec<(ManaPool, String)>,
    pub library_count: usize,
    pub hand_count: usize,
    /// The hand, when the viewer may see it.
    pub hand: Option<Vec<CardView>>,
    /// The library's cards, when a puzzle lets its solver see them
    /// (rules::goal::Knowledge): sorted by name, or top first when
    /// `library_in_order`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub library: Option<Vec<CardView>>,
    /// `library` is in the library's order, top first.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub library_in_order: bool,
    /// The library's top card, while an ability has it played revealed
    /// ("Play with the top card of your library revealed"): seen by every
    /// viewer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub library_top: Option<CardView>,
    pub graveyard: Vec<CardView>,
    pub exile: Vec<CardView>,
    pub command: Vec<CardView>,
    pub lost: bool,
    pub lands_played: u32,
    /// Two-Headed Giant: index of the player's team in `teams` (its life and poison are the team's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team: Option<usize>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct CardView {
    pub id: ObjectId,
    pub name: String,
    pub mana_cost: Option<String>,
    pub types: Vec<CardType>,
    /// Its subtypes ("Arcane", 205.3k; what splice onto Arcane looks for, 702.45a).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub subtypes: Vec<String>,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PermanentView {
    /// The first (smallest) id of the entry.
    pub id: ObjectId,
    /// How many objects the entry stands for (1 for a single permanent).
    pub count: usize,
    /// Ascending, disjoint ranges of the ids it stands for (`[[id, id]]` for
    /// a single permanent), each `[first, last]` or `[first, last, step]`
    /// (`IdRange`); docs/playback.md, grouped tokens.
    #[cfg_attr(test, ts(type = "Array<[ObjectId, ObjectId] | [ObjectId, ObjectId, number]>"))]
    pub id_ranges: Vec<IdRange>,
    pub name: String,
    pub owner: PlayerId,
    pub controller: PlayerId,
    pub types: Vec<CardType>,
    pub subtypes: Vec<String>,
    /// Is every creature type besides `subtypes` (changeling, 702.72a, or an
    /// effect that gives all creature types).
    pub every_creature_type: bool,
    /// A face-down permanent (707.2: a nameless 2/2; which card it is, only
    /// its controller may see: `Session::face_down_known`).
    pub face_down: bool,
    pub supertypes: Vec<Supertype>,
    #[cfg_attr(test, ts(type = "Array<Color>"))]
    pub colors: ColorSet,
    pub mana_cost: Option<String>,
    pub text: String,
    pub power: Option<i32>,
    pub toughness: Option<i32>,
    pub loyalty: Option<u32>,
    /// The keywords it has, as rules text writes them ("first strike",
    /// "protection from Goblins").
    pub keywords: Vec<String>,
    pub tapped: bool,
    pub summoning_sick: bool,
    pub counters: BTreeMap<String, u32>,
    pub damage: i32,
    pub attached_to: Option<TargetChoice>,
    pub token: bool,
    pub copy_of: Option<String>,
    /// Phased out (702.25b): shown, but treated as though it doesn't exist
    /// until it phases in.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub phased_out: bool,
    /// Power and toughness from its copiable values (613.1a: printed, or what
    /// a copy effect gave it), before other effects and counters; shown beside
    /// `power`/`toughness` to mark them raised or lowered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base_power: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base_toughness: Option<i32>,
    /// Where the power and toughness come from (layer 7, 613.3a–e): each
    /// effect and kind of counter that changed them, in the order applied;
    /// `base_*` plus the steps' changes equal `power`/`toughness`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pt_steps: Vec<crate::rules::layers::PtStep>,
    /// What it chose as it entered the battlefield (614.12) or last chose:
    /// "the chosen creature type", "the named card", ...
    #[serde(default, skip_serializing_if = "crate::rules::state::Chosen::is_empty")]
    pub chosen: crate::rules::state::Chosen,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct StackView {
    pub id: ObjectId,
    pub kind: StackKind,
    pub controller: PlayerId,
    pub source: ObjectId,
    pub name: String,
    pub text: String,
    pub targets: Vec<TargetChoice>,
    /// What each target is called, one per target: for an object that has
    /// left its zone, what it was (its last known information, 608.2b).
    #[serde(default)]
    pub target_names: Vec<String>,
    /// One per target: has it left (608.2b: an object that changed zones is a
    /// new object, 400.7, so the target is gone; a player who left the game,
    /// 800.4)? The page then says "Llanowar Elves, gone".
    #[serde(default)]
    pub target_left: Vec<bool>,
    pub x: u32,
    pub copy: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct TriggerView {
    pub id: u64,
    pub controller: PlayerId,
    pub source: ObjectId,
    pub source_name: String,
    pub text: String,
    pub event: String,
}

fn card_view(g: &Game, id: ObjectId) -> Option<CardView> {
    let o = g.objects.get(&id)?;
    let c = g.chars_of(o);
    // An emblem has no name (113.3 in the 2017 rules): shown as whose emblem it is.
    let name = if o.extra.emblem { g.display_name(o) } else { c.name.clone() };
    if let Some(h) = &c.split {
        // 708 (2011): a split card shows both halves, each with its mana cost.
        let half = |name: &str, cost: &Option<crate::rules::types::ManaCost>, text: &str| format!("{name} {} \u{2014} {text}", cost.as_ref().map(|m| m.text.as_str()).unwrap_or(""));
        let text = format!("{}\n{}", half(&c.name, &c.mana_cost, &c.text), half(&h.name, &h.mana_cost, &h.text));
        return Some(CardView { id, name: format!("{name} // {}", h.name), mana_cost: None, types: c.types.clone(), subtypes: c.subtypes.clone(), text });
    }
    Some(CardView { id, name, mana_cost: c.mana_cost.as_ref().map(|m| m.text.clone()), types: c.types.clone(), subtypes: c.subtypes.clone(), text: c.text.clone() })
}

/// One battlefield object's view, alone (count 1). None if it isn't on the battlefield.
pub fn permanent_view(g: &Game, id: ObjectId) -> Option<PermanentView> {
    if !g.battlefield.contains(&id) {
        return None;
    }
    g.objects.get(&id).map(|o| g.permanent_view(o))
}

/// One player's view as `viewer` sees it.
pub fn player_view(g: &Game, p: &Player, viewer: Option<PlayerId>) -> PlayerView {
    // The solver of a puzzle may be shown more (rules::goal::Knowledge).
    let knows = g.knowledge.filter(|k| viewer == Some(k.player) && k.player != p.id);
    let sees_hand = viewer.is_none() || viewer == Some(p.id) || knows.is_some_and(|k| k.opponent_hand) || g.hand_revealed(p.id);
    let shown = g.knowledge.filter(|k| viewer == Some(k.player) && k.libraries);
    let library = shown.map(|k| {
        // The library is stored bottom first; shown top first, or sorted by name.
        let mut cards: Vec<CardView> = p.library.iter().rev().filter_map(|id| card_view(g, *id)).collect();
        if !k.knows_order(p.id) {
            cards.sort_by(|a, b| a.name.cmp(&b.name).then(a.id.cmp(&b.id)));
        }
        cards
    });
    let exile: Vec<CardView> = g.exile.iter().filter_map(|id| card_view(g, *id).filter(|_| g.objects[id].owner == p.id)).collect();
    let command: Vec<CardView> = g
        .command
        .iter()
        .filter(|id| g.objects.get(id).map(|o| o.owner == p.id && !o.face_down).unwrap_or(false))
        .filter_map(|id| card_view(g, *id))
        .collect();
    PlayerView {
        id: p.id,
        name: p.name.clone(),
        life: g.life_of(p.id),
        poison: match p.team {
            Some(t) if g.variant == Variant::TwoHeadedGiant => g.teams[t].poison,
            _ => p.poison,
        },
        mana_pool: p.pool,
        restricted_mana: p.restricted_mana.iter().map(|r| (r.mana, r.source.clone())).collect(),
        library_count: p.library.len(),
        hand_count: p.hand.len(),
        hand: if sees_hand { Some(p.hand.iter().filter_map(|id| card_view(g, *id)).collect()) } else { None },
        library,
        library_in_order: shown.is_some_and(|k| k.knows_order(p.id)),
        library_top: g.revealed_top(p.id).and_then(|id| card_view(g, id)),
        graveyard: p.graveyard.iter().rev().filter_map(|id| card_view(g, *id)).collect(),
        exile,
        command,
        lost: p.lost,
        lands_played: p.lands_played,
        team: g.team_of(p.id),
    }
}

/// The stack, top first.
pub fn stack_views(g: &Game) -> Vec<StackView> {
    g.stack.iter().rev().map(|s| stack_view(g, s)).collect()
}

/// One stack item's view.
pub fn stack_view(g: &Game, s: &StackItem) -> StackView {
    StackView {
        id: s.id,
        kind: s.kind,
        controller: s.controller,
        source: s.source,
        name: s.source_name.clone(),
        text: s.text.clone(),
        targets: s.targets.clone(),
        target_names: s.targets.iter().map(|t| g.target_name(*t)).collect(),
        target_left: s.targets.iter().map(|t| target_left(g, *t)).collect(),
        x: s.x,
        copy: g.objects.get(&s.id).map(|o| o.extra.spell_copy).unwrap_or(false),
    }
}

/// Has a chosen target left since it was chosen (608.2b)? An object that
/// changes zones becomes a new object with a new id (400.7): its old id is
/// then no longer an object of the game; a player has left when they lost
/// (800.4a).
pub fn target_left(g: &Game, t: TargetChoice) -> bool {
    match t {
        TargetChoice::Object(o) => !g.objects.contains_key(&o),
        TargetChoice::Player(p) => g.players.get(p.0 as usize).is_none_or(|pl| pl.lost),
    }
}

/// The waiting triggers in APNAP order (603.3b).
pub fn waiting_views(g: &Game) -> Vec<TriggerView> {
    let order = g.apnap();
    let mut waiting: Vec<&PendingTrigger> = g.waiting_triggers.iter().collect();
    waiting.sort_by_key(|t| order.iter().position(|p| *p == t.controller).unwrap_or(usize::MAX));
    waiting.into_iter().map(trigger_view).collect()
}

/// One waiting trigger's view.
pub fn trigger_view(t: &PendingTrigger) -> TriggerView {
    TriggerView { id: t.id, controller: t.controller, source: t.source, source_name: t.source_name.clone(), text: t.ability.text().to_string(), event: t.event.clone() }
}

/// The snapshot's small top-level fields (docs/playback.md, deltas `Top`).
pub fn top_view(g: &Game, viewer: Option<PlayerId>) -> crate::formats::playback::Top {
    crate::formats::playback::Top {
        turn: g.turn.number,
        active: g.turn.active,
        step: g.turn.step,
        priority: match g.flow {
            Flow::Priority(p) if g.pending.is_none() => Some(p),
            _ => None,
        },
        // A decision as this viewer sees it (visibility: the cards of a hidden zone left out).
        pending: g.pending.as_ref().map(|d| super::visibility::decision_for(g, d, viewer)),
        winners: g.winners.clone(),
        combat: g.combat.clone(),
        attacks: attack_views(g),
        viewer,
        variant: g.variant,
        teams: if g.variant == Variant::TwoHeadedGiant {
            g.teams
                .iter()
                .map(|t| TeamView { players: t.players.clone(), life: t.life, poison: t.poison, lost: t.lost, active: t.players.contains(&g.turn.active) })
                .collect()
        } else {
            Vec::new()
        },
        goal: goal_view(g),
    }
}

/// The whole battlefield, grouped (docs/playback.md, grouped tokens).
pub fn battlefield_views(g: &Game) -> Vec<PermanentView> {
    g.battlefield_views()
}

/// The same, made without the battlefield's groups index (`rules::groups`):
/// one walk of the whole battlefield. What the index must give (the debug
/// builds compare them at every snapshot; tests/engine/snapshot_groups.rs).
pub fn battlefield_views_walk(g: &Game) -> Vec<PermanentView> {
    g.battlefield_views_walk()
}

impl Snapshot {
    /// The snapshot's top-level fields.
    pub fn top(&self) -> crate::formats::playback::Top {
        crate::formats::playback::Top {
            turn: self.turn,
            active: self.active,
            step: self.step,
            priority: self.priority,
            pending: self.pending.clone(),
            winners: self.winners.clone(),
            combat: self.combat.clone(),
            attacks: self.attacks.clone(),
            viewer: self.viewer,
            variant: self.variant,
            teams: self.teams.clone(),
            goal: self.goal.clone(),
        }
    }

    /// Replace the top-level fields.
    pub fn set_top(&mut self, t: crate::formats::playback::Top) {
        self.turn = t.turn;
        self.active = t.active;
        self.step = t.step;
        self.priority = t.priority;
        self.pending = t.pending;
        self.winners = t.winners;
        self.combat = t.combat;
        self.attacks = t.attacks;
        self.viewer = t.viewer;
        self.variant = t.variant;
        self.teams = t.teams;
        self.goal = t.goal;
    }
}

impl Game {
    /// A snapshot for `viewer` (None: all-seeing, for tutorials and tests).
    pub fn snapshot(&self, viewer: Option<PlayerId>) -> Snapshot {
        let mut s = Snapshot {
            turn: 0,
            active: PlayerId(0),
            step: Step::Untap,
            priority: None,
            players: self.players.iter().map(|p| player_view(self, p, viewer)).collect(),
            battlefield: battlefield_views(self),
            stack: stack_views(self),
            waiting_triggers: waiting_views(self),
            pending: None,
            winners: None,
            combat: None,
            attacks: Vec::new(),
            viewer,
            variant: self.variant,
            teams: Vec::new(),
            goal: None,
        };
        s.set_top(top_view(self, viewer));
        s
    }
}

impl Game {
    /// The view of one permanent, its characteristics worked out.
    fn permanent_view(&self, o: &GameObject) -> PermanentView {
        // From the characteristics cache: a view is read far more often than the object changes.
        let c = self.chars_of(o);
        let planeswalker = c.has_type(CardType::Planeswalker);
        let base = self.base_pt(o.id);
        // Layer 7 is traced only where something may have changed power or
        // toughness: a change from the base, counters, a floating effect on
        // it, or a static ability in force that changes power or toughness
        // (one that adds and one that takes away cancel out, and both are
        // still listed).
        let pt_steps = if c.is_creature() && (c.power != base.0 || c.toughness != base.1 || self.pt_may_change(o)) {
            self.pt_steps(o.id)
        } else {
            Vec::new()
        };
        PermanentView {
            id: o.id,
            count: 1,
            id_ranges: vec![IdRange::one(o.id)],
            name: c.name.clone(),
            owner: o.owner,
            controller: o.controller,
            types: c.types.clone(),
            subtypes: c.subtypes.clone(),
            every_creature_type: c.every_creature_type,
            face_down: o.face_down,
            supertypes: c.supertypes.clone(),
            colors: c.colors.clone(),
            mana_cost: c.mana_cost.as_ref().map(|m| m.text.clone()),
            text: c.text.clone(),
            power: c.power,
            toughness: c.toughness,
            loyalty: planeswalker.then(|| self.loyalty(o.id)),
            keywords: c.keywords.iter().map(|k| k.label().to_string()).collect(),
            tapped: o.tapped,
            summoning_sick: o.summoning_sick,
            counters: o.extra.counters.clone(),
            damage: o.damage,
            attached_to: o.extra.attached_to,
            token: o.token,
            // 707.2: what a face-down permanent copies is hidden with its face.
            copy_of: if o.face_down { None } else { o.extra.copy_of.as_ref().map(|d| d.name.clone()) },
            phased_out: o.phased_out,
            base_power: if c.power.is_some() { base.0.or(Some(0)) } else { None },
            base_toughness: if c.toughness.is_some() { base.1.or(Some(0)) } else { None },
            pt_steps,
            chosen: o.extra.chosen.clone(),
        }
    }

    /// The battlefield, grouped (docs/playback.md): two objects share an entry
    /// iff both are tokens, nothing is attached to either, neither is attached,
    /// and their views are equal but for the ids. Entries are sorted by their
    /// first id; each group's ids are merged into maximal ranges.
    ///
    /// Read from the battlefield's groups (`rules::groups`, kept up to date
    /// between snapshots): one view per class of objects that look alike (its
    /// members show alike) and one per object apart, merged by view; each
    /// run of a class's ids is added to its entry at once. So the snapshot
    /// costs what the board has of different things, not its size. In debug
    /// builds it is compared with `battlefield_views_walk`, and the index's
    /// keys with the objects' keys now (`check_battlefield_group_keys`).
    fn battlefield_views(&self) -> Vec<PermanentView> {
        let out = self.battlefield_views_indexed();
        #[cfg(debug_assertions)]
        {
            let walk = self.battlefield_views_walk();
            if out != walk {
                panic!("the battlefield's groups index is stale: {:?}\nindexed: {}\nfresh:   {}", self.check_battlefield_groups(), crate::json::to_string(&out).unwrap_or_default(), crate::json::to_string(&walk).unwrap_or_default());
            }
            if let Err(e) = self.check_battlefield_group_keys() {
                panic!("the battlefield's groups index is stale: {e}");
            }
        }
        out
    }

    fn battlefield_views_indexed(&self) -> Vec<PermanentView> {
        let gr = self.battlefield_groups();
        // Objects something is attached to: not groupable (docs/playback.md).
        let mut hosts: BTreeSet<ObjectId> = BTreeSet::new();
        for a in &self.attachers {
            if let Some(Some(TargetChoice::Object(t))) = self.objects.get(a).map(|x| x.extra.attached_to) {
                hosts.insert(t);
            }
        }
        let mut out: Vec<PermanentView> = Vec::new();
        let mut groups: BTreeMap<String, usize> = BTreeMap::new();
        // Each class's entry, once its view is worked out (from any member: they show alike).
        let mut class_entry: BTreeMap<u32, usize> = BTreeMap::new();
        let mut apart = gr.apart.iter().copied().peekable();
        let one_apart = |out: &mut Vec<PermanentView>, groups: &mut BTreeMap<String, usize>, id: ObjectId| {
            let Some(o) = self.objects.get(&id) else { return };
            let view = self.permanent_view(o);
            if o.token && o.extra.attached_to.is_none() && !hosts.contains(&id) {
                self.group_token(out, groups, view);
            } else {
                out.push(view);
            }
        };
        let mut ids_of_class = |out: &mut Vec<PermanentView>, groups: &mut BTreeMap<String, usize>, class: u32, first: ObjectId, last: ObjectId, step: u64| {
            let e = match class_entry.get(&class) {
                Some(e) => *e,
                None => {
                    let Some(o) = self.objects.get(&first) else { return };
                    let mut view = self.permanent_view(o);
                    view.count = 0;
                    view.id_ranges = Vec::new();
                    // Tokens in a class are never attached nor hosts (those are apart).
                    let e = if o.token {
                        self.entry_for(out, groups, view)
                    } else {
                        out.push(view);
                        out.len() - 1
                    };
                    class_entry.insert(class, e);
                    e
                }
            };
            let entry = &mut out[e];
            if entry.id_ranges.is_empty() {
                entry.id = first;
            }
            entry.count += push_run(&mut entry.id_ranges, first, last, step) as usize;
        };
        for r in &gr.runs {
            let mut first = r.first;
            while let Some(s) = apart.next_if(|s| *s < r.last) {
                // An object apart inside the run's span: the run's ids below it first.
                if s > first {
                    let below = (s.0 - first.0 - 1) / r.step; // the last one below s
                    let last = ObjectId(first.0 + below * r.step);
                    ids_of_class(&mut out, &mut groups, r.class, first, last, r.step);
                    first = ObjectId(last.0 + r.step);
                }
                one_apart(&mut out, &mut groups, s);
            }
            ids_of_class(&mut out, &mut groups, r.class, first, r.last, r.step);
        }
        for s in apart {
            one_apart(&mut out, &mut groups, s);
        }
        out
    }

    /// A groupable view's entry: the one with an equal view, or a new one (empty, for its ids to be added).
    fn entry_for(&self, out: &mut Vec<PermanentView>, groups: &mut BTreeMap<String, usize>, view: PermanentView) -> usize {
        let key = {
            let mut k = view.clone();
            k.id = ObjectId(0);
            k.count = 1;
            k.id_ranges = Vec::new();
            crate::json::to_string(&k).unwrap_or_default()
        };
        if let Some(&e) = groups.get(&key) {
            return e;
        }
        groups.insert(key, out.len());
        out.push(view);
        out.len() - 1
    }

    /// Built in one ordered walk of the battlefield and the object map. An
    /// object whose characteristics can only come from its definition and its
    /// own plain state — no boxed extra state (counters, copy effects...), not
    /// a static or characteristic-defining source, not named by a floating
    /// effect, not in combat, nothing attached — shares its view with every
    /// such object with the same definition and state, so its
    /// characteristics are worked out once per (definition, state), not once
    /// per object (613: the effects that could tell them apart select by
    /// characteristics, by that state, by combat or by attachment).
    fn battlefield_views_walk(&self) -> Vec<PermanentView> {
        // Objects that need their own look: one set, walked alongside.
        let mut special: BTreeSet<ObjectId> = BTreeSet::new();
        special.extend(self.static_sources.iter().copied());
        special.extend(self.cda_objects.iter().copied());
        special.extend(self.effects.iter().map(|e| e.affected));
        let mut attached_to_something: BTreeSet<ObjectId> = BTreeSet::new();
        for a in &self.attachers {
            if let Some(Some(TargetChoice::Object(t))) = self.objects.get(a).map(|x| x.extra.attached_to) {
                attached_to_something.insert(t);
            }
        }
        special.extend(attached_to_something.iter().copied());
        if let Some(c) = &self.combat {
            special.extend(c.attackers.iter().map(|(a, _)| *a));
            special.extend(c.blocks.iter().flat_map(|(b, a)| [*b, *a]));
            special.extend(c.blocked.iter().copied());
        }
        let mut special = special.into_iter().peekable();

        let mut out: Vec<PermanentView> = Vec::new();
        // Groups of tokens: by their view (ids left out), the index of their entry.
        let mut groups: BTreeMap<String, usize> = BTreeMap::new();
        // Shared views: by (definition, plain state), the entry index the view
        // belongs to, or None for a non-token / ungroupable view (recomputed).
        type Plain = (usize, PlayerId, PlayerId, bool, bool, bool, bool, bool, bool, bool, i32);
        let plain_key = |o: &GameObject| -> Plain {
            (Arc::as_ptr(&o.def) as usize, o.owner, o.controller, o.tapped, o.summoning_sick, o.token, o.face_down, o.phased_out, o.started_turn_untapped, o.deathtouch_damage, o.damage)
        };
        let mut shared: BTreeMap<Plain, usize> = BTreeMap::new();
        let mut last: Option<(Plain, usize)> = None;

        // One ordered walk: of the object map alone when the battlefield is
        // most of it (its objects are those whose zone is the battlefield),
        // else of the battlefield index, looking each object up.
        let visit = |o: &GameObject| {
            let id = &o.id;
            while special.peek().is_some_and(|s| s < id) {
                special.next();
            }
            let is_special = special.peek() == Some(id);
            if o.token && !o.extra.is_boxed() && !is_special {
                let key = plain_key(o);
                let entry = match last {
                    Some((k, e)) if k == key => Some(e),
                    _ => shared.get(&key).copied(),
                };
                let e = match entry {
                    Some(e) => {
                        add_to_entry(&mut out[e], *id);
                        e
                    }
                    None => {
                        let e = self.group_token(&mut out, &mut groups, self.permanent_view(o));
                        shared.insert(key, e);
                        e
                    }
                };
                last = Some((key, e));
                return;
            }
            let view = self.permanent_view(o);
            if o.token && o.extra.attached_to.is_none() && !attached_to_something.contains(id) {
                self.group_token(&mut out, &mut groups, view);
            } else {
                out.push(view);
            }
        };
        self.for_each_on_battlefield(visit);
        out
    }

    /// Put a groupable token's view in its group (a new entry if none), returning the entry's index.
    fn group_token(&self, out: &mut Vec<PermanentView>, groups: &mut BTreeMap<String, usize>, view: PermanentView) -> usize {
        let id = view.id;
        let key = {
            let mut k = view.clone();
            k.id = ObjectId(0);
            k.id_ranges = Vec::new();
            crate::json::to_string(&k).unwrap_or_default()
        };
        if let Some(&e) = groups.get(&key) {
            add_to_entry(&mut out[e], id);
            return e;
        }
        groups.insert(key, out.len());
        out.push(view);
        out.len() - 1
    }
}

/// Add an id (greater than every id already in it) to a grouped entry.
fn add_to_entry(e: &mut PermanentView, id: ObjectId) {
    e.count += 1;
    push_id(&mut e.id_ranges, id);
}

/// Ids a grouped entry stands for (docs/playback.md, grouped tokens): every
/// id from `first` to `last` (`step` 1, written `[first, last]`), or `first`,
/// `first + step`, ... up to `last` (written `[first, last, step]`: tokens a
/// loop made, whose ids other objects of each iteration interleave, 716.2a).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IdRange {
    pub first: ObjectId,
    pub last: ObjectId,
    pub step: u64,
}

impl IdRange {
    pub fn one(id: ObjectId) -> IdRange {
        IdRange { first: id, last: id, step: 1 }
    }
    /// How many ids.
    pub fn len(&self) -> u64 {
        (self.last.0 - self.first.0) / self.step + 1
    }
    pub fn is_empty(&self) -> bool {
        false
    }
    pub fn contains(&self, id: ObjectId) -> bool {
        id >= self.first && id <= self.last && (id.0 - self.first.0) % self.step == 0
    }
    /// The ids, ascending.
    pub fn ids(&self) -> impl Iterator<Item = ObjectId> {
        let (a, step) = (self.first.0, self.step);
        (0..self.len()).map(move |k| ObjectId(a + k * step))
    }
}

/// `r[0]` is the first id, `r[1]` the last.
impl std::ops::Index<usize> for IdRange {
    type Output = ObjectId;
    fn index(&self, i: usize) -> &ObjectId {
        match i {
            0 => &self.first,
            1 => &self.last,
            _ => panic!("IdRange index {i}: 0 is the first id, 1 the last"),
        }
    }
}

impl Serialize for IdRange {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.step == 1 {
            [self.first.0, self.last.0].serialize(s)
        } else {
            [self.first.0, self.last.0, self.step].serialize(s)
        }
    }
}

impl<'de> Deserialize<'de> for IdRange {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<IdRange, D::Error> {
        let v: Vec<u64> = Vec::deserialize(d)?;
        let (first, last, step) = match v.as_slice() {
            [a, b] => (*a, *b, 1),
            [a, b, s] => (*a, *b, *s),
            _ => return Err(serde::de::Error::custom("an id range is [first, last] or [first, last, step]")),
        };
        if first > last || step == 0 || (last - first) % step != 0 {
            return Err(serde::de::Error::custom(format!("id range [{first}, {last}, {step}]: last must be first plus a multiple of step (step at least 1)")));
        }
        Ok(IdRange { first: ObjectId(first), last: ObjectId(last), step })
    }
}

/// Add the ids `first`, `first + step`, ... `last` (greater than every id in
/// them) to canonical ranges, as `push_id` would one by one; once the last
/// range is a run of this step ending at the id just added, the rest only
/// extend it, so a long run costs a few pushes. Returns how many ids.
pub fn push_run(ranges: &mut Vec<IdRange>, first: ObjectId, last: ObjectId, step: u64) -> u64 {
    let n = (last.0 - first.0) / step + 1;
    let mut id = first;
    for k in 0..n {
        push_id(ranges, id);
        if k + 1 < n {
            if let Some(r) = ranges.last_mut() {
                if r.last == id && r.first != r.last && r.step == step {
                    r.last = last;
                    return n;
                }
            }
        }
        id = ObjectId(id.0 + step);
    }
    n
}

/// Add `id` (greater than every id in them) to canonical ranges, keeping them
/// canonical (docs/playback.md, grouped tokens): the ids' maximal runs of
/// consecutive ids as `[first, last]`; then, scanning left to right, three or
/// more single ids in a row with the same gap become one `[first, last, step]`
/// (the run started at the first single id not taken by an earlier run).
/// `www/model.js` builds the same ranges (`pushId`).
pub fn push_id(ranges: &mut Vec<IdRange>, id: ObjectId) {
    let n = ranges.len();
    let Some(last) = ranges.last().copied() else {
        ranges.push(IdRange::one(id));
        return;
    };
    if last.last.0.checked_add(1) == Some(id.0) {
        if last.step == 1 {
            // Extends a run of consecutive ids (a single id becomes one).
            ranges[n - 1].last = id;
        } else {
            // The last id of a stepped run is no longer single: it starts a
            // run of consecutive ids, and the stepped run keeps the others.
            let rest = IdRange { first: last.first, last: ObjectId(last.last.0 - last.step), step: last.step };
            ranges.pop();
            if rest.len() >= 3 {
                ranges.push(rest);
            } else {
                ranges.extend(rest.ids().map(IdRange::one));
            }
            ranges.push(IdRange { first: last.last, last: id, step: 1 });
        }
        return;
    }
    if last.step > 1 && id.0 - last.last.0 == last.step {
        ranges[n - 1].last = id;
        return;
    }
    if n >= 2 && last.first == last.last {
        let before = ranges[n - 2];
        if before.first == before.last && last.first.0 - before.first.0 == id.0 - last.first.0 {
            ranges.truncate(n - 2);
            ranges.push(IdRange { first: before.first, last: id, step: last.first.0 - before.first.0 });
            return;
        }
    }
    ranges.push(IdRange::one(id));
}
