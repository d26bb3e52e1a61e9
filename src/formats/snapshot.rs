//! Snapshots: a serializable view of the game for one viewer (or all-seeing),
//! hiding other players' hands and every library (counts only). Identical
//! tokens are grouped into one entry with a count.

use crate::rules::events::TargetChoice;
use crate::rules::state::*;
use crate::rules::types::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
    pub viewer: Option<PlayerId>,
    pub variant: Variant,
    /// Two-Headed Giant teams (810): shared life (810.4, 810.9) and poison (810.10).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<TeamView>,
}

/// A Two-Headed Giant team as the page shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TeamView {
    pub players: Vec<PlayerId>,
    pub life: i32,
    pub poison: u32,
    pub lost: bool,
    /// 805.4a: this team's turn it is.
    pub active: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerView {
    pub id: PlayerId,
    pub name: String,
    pub life: i32,
    pub poison: u32,
    pub mana_pool: ManaPool,
    pub library_count: usize,
    pub hand_count: usize,
    /// The hand, when the viewer may see it.
    pub hand: Option<Vec<CardView>>,
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
pub struct CardView {
    pub id: ObjectId,
    pub name: String,
    pub mana_cost: Option<String>,
    pub types: Vec<CardType>,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PermanentView {
    /// The first (smallest) id of the entry.
    pub id: ObjectId,
    /// How many objects the entry stands for (1 for a single permanent).
    pub count: usize,
    /// Inclusive, ascending, disjoint ranges of the ids it stands for
    /// (`[[id, id]]` for a single permanent); FORMATS.md §1.
    pub id_ranges: Vec<[ObjectId; 2]>,
    pub name: String,
    pub owner: PlayerId,
    pub controller: PlayerId,
    pub types: Vec<CardType>,
    pub subtypes: Vec<String>,
    pub supertypes: Vec<Supertype>,
    pub colors: ColorSet,
    pub mana_cost: Option<String>,
    pub text: String,
    pub power: Option<i32>,
    pub toughness: Option<i32>,
    pub loyalty: Option<u32>,
    pub keywords: Vec<Keyword>,
    pub tapped: bool,
    pub summoning_sick: bool,
    pub counters: BTreeMap<String, u32>,
    pub damage: i32,
    pub attached_to: Option<TargetChoice>,
    pub token: bool,
    pub copy_of: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StackView {
    pub id: ObjectId,
    pub kind: StackKind,
    pub controller: PlayerId,
    pub source: ObjectId,
    pub name: String,
    pub text: String,
    pub targets: Vec<TargetChoice>,
    pub x: u32,
    pub copy: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
    Some(CardView { id, name: c.name, mana_cost: c.mana_cost.map(|m| m.text), types: c.types, text: c.text })
}

/// One battlefield object's view, alone (count 1). None if it isn't on the battlefield.
pub fn permanent_view(g: &Game, id: ObjectId) -> Option<PermanentView> {
    if !g.battlefield.contains(&id) {
        return None;
    }
    let o = g.objects.get(&id)?;
    let c = g.chars_of(o);
    Some(PermanentView {
        id,
        count: 1,
        id_ranges: vec![[id, id]],
        name: c.name.clone(),
        owner: o.owner,
        controller: o.controller,
        types: c.types.clone(),
        subtypes: c.subtypes.clone(),
        supertypes: c.supertypes.clone(),
        colors: c.colors,
        mana_cost: c.mana_cost.as_ref().map(|m| m.text.clone()),
        text: c.text.clone(),
        power: c.power,
        toughness: c.toughness,
        loyalty: if c.has_type(CardType::Planeswalker) { Some(g.loyalty(id)) } else { None },
        keywords: c.keywords.clone(),
        tapped: o.tapped,
        summoning_sick: o.summoning_sick,
        counters: o.counters.clone(),
        damage: o.damage,
        attached_to: o.attached_to,
        token: o.token,
        copy_of: o.copy_of.as_ref().map(|d| d.name.clone()),
    })
}

/// One player's view as `viewer` sees it.
pub fn player_view(g: &Game, p: &Player, viewer: Option<PlayerId>) -> PlayerView {
    let sees_hand = viewer.is_none() || viewer == Some(p.id);
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
        library_count: p.library.len(),
        hand_count: p.hand.len(),
        hand: if sees_hand { Some(p.hand.iter().filter_map(|id| card_view(g, *id)).collect()) } else { None },
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
    g.stack
        .iter()
        .rev()
        .map(|s| StackView {
            id: s.id,
            kind: s.kind,
            controller: s.controller,
            source: s.source,
            name: s.source_name.clone(),
            text: s.text.clone(),
            targets: s.targets.clone(),
            x: s.x,
            copy: g.objects.get(&s.id).map(|o| o.spell_copy).unwrap_or(false),
        })
        .collect()
}

/// The waiting triggers in APNAP order (603.3b).
pub fn waiting_views(g: &Game) -> Vec<TriggerView> {
    let order = g.apnap();
    let mut waiting: Vec<&PendingTrigger> = g.waiting_triggers.iter().collect();
    waiting.sort_by_key(|t| order.iter().position(|p| *p == t.controller).unwrap_or(usize::MAX));
    waiting
        .into_iter()
        .map(|t| TriggerView {
            id: t.id,
            controller: t.controller,
            source: t.source,
            source_name: t.source_name.clone(),
            text: t.ability.text().to_string(),
            event: t.event.clone(),
        })
        .collect()
}

/// The snapshot's small top-level fields (FORMATS.md §2 `Top`).
pub fn top_view(g: &Game, viewer: Option<PlayerId>) -> crate::formats::playback::Top {
    crate::formats::playback::Top {
        turn: g.turn.number,
        active: g.turn.active,
        step: g.turn.step,
        priority: match g.flow {
            Flow::Priority(p) if g.pending.is_none() => Some(p),
            _ => None,
        },
        pending: g.pending.clone(),
        winners: g.winners.clone(),
        combat: g.combat.clone(),
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
    }
}

/// The whole battlefield, grouped (FORMATS.md §1).
pub fn battlefield_views(g: &Game) -> Vec<PermanentView> {
    crate::formats::playback::group(g.battlefield.iter().filter_map(|id| permanent_view(g, *id)).collect())
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
            viewer: self.viewer,
            variant: self.variant,
            teams: self.teams.clone(),
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
        self.viewer = t.viewer;
        self.variant = t.variant;
        self.teams = t.teams;
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
            viewer,
            variant: self.variant,
            teams: Vec::new(),
        };
        s.set_top(top_view(self, viewer));
        s
    }
}
