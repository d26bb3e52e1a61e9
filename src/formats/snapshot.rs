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
    pub id: ObjectId,
    /// Ids of the identical tokens this entry stands for (just `id` for a non-token).
    pub count: usize,
    pub ids: Vec<ObjectId>,
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

impl Game {
    /// A snapshot for `viewer` (None: all-seeing, for tutorials and tests).
    pub fn snapshot(&self, viewer: Option<PlayerId>) -> Snapshot {
        let players = self
            .players
            .iter()
            .map(|p| {
                let sees_hand = viewer.is_none() || viewer == Some(p.id);
                let exile: Vec<CardView> = self.exile.iter().filter_map(|id| card_view(self, *id).filter(|_| self.objects[id].owner == p.id)).collect();
                let command: Vec<CardView> = self
                    .command
                    .iter()
                    .filter(|id| self.objects.get(id).map(|o| o.owner == p.id && !o.face_down).unwrap_or(false))
                    .filter_map(|id| card_view(self, *id))
                    .collect();
                PlayerView {
                    id: p.id,
                    name: p.name.clone(),
                    life: self.life_of(p.id),
                    poison: match p.team {
                        Some(t) if self.variant == Variant::TwoHeadedGiant => self.teams[t].poison,
                        _ => p.poison,
                    },
                    mana_pool: p.pool,
                    library_count: p.library.len(),
                    hand_count: p.hand.len(),
                    hand: if sees_hand { Some(p.hand.iter().filter_map(|id| card_view(self, *id)).collect()) } else { None },
                    graveyard: p.graveyard.iter().rev().filter_map(|id| card_view(self, *id)).collect(),
                    exile,
                    command,
                    lost: p.lost,
                    lands_played: p.lands_played,
                    team: self.team_of(p.id),
                }
            })
            .collect();
        // Group identical tokens (same name, controller and status) into one entry.
        let mut battlefield: Vec<PermanentView> = Vec::new();
        let mut token_groups: BTreeMap<String, usize> = BTreeMap::new();
        for id in &self.battlefield {
            let Some(o) = self.objects.get(id) else { continue };
            let c = self.chars_of(o);
            let view = PermanentView {
                id: *id,
                count: 1,
                ids: vec![*id],
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
                loyalty: if c.has_type(CardType::Planeswalker) { Some(self.loyalty(*id)) } else { None },
                keywords: c.keywords.clone(),
                tapped: o.tapped,
                summoning_sick: o.summoning_sick,
                counters: o.extra.counters.clone(),
                damage: o.damage,
                attached_to: o.extra.attached_to,
                token: o.token,
                copy_of: o.extra.copy_of.as_ref().map(|d| d.name.clone()),
            };
            if o.token && o.extra.attached_to.is_none() && !self.attachers.iter().any(|a| self.objects.get(a).map(|x| x.extra.attached_to) == Some(Some(TargetChoice::Object(*id)))) {
                let key = format!(
                    "{}|{}|{}|{}|{:?}|{}|{:?}|{:?}|{:?}",
                    c.name, o.controller.0, o.tapped, o.summoning_sick, o.extra.counters, o.damage, c.power, c.toughness, c.keywords
                );
                if let Some(&i) = token_groups.get(&key) {
                    battlefield[i].count += 1;
                    battlefield[i].ids.push(*id);
                    continue;
                }
                token_groups.insert(key, battlefield.len());
            }
            battlefield.push(view);
        }
        let stack = self
            .stack
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
                copy: self.objects.get(&s.id).map(|o| o.extra.spell_copy).unwrap_or(false),
            })
            .collect();
        let order = self.apnap();
        let mut waiting: Vec<&PendingTrigger> = self.waiting_triggers.iter().collect();
        waiting.sort_by_key(|t| order.iter().position(|p| *p == t.controller).unwrap_or(usize::MAX));
        let waiting_triggers = waiting
            .into_iter()
            .map(|t| TriggerView {
                id: t.id,
                controller: t.controller,
                source: t.source,
                source_name: t.source_name.clone(),
                text: t.ability.text().to_string(),
                event: t.event.clone(),
            })
            .collect();
        Snapshot {
            turn: self.turn.number,
            active: self.turn.active,
            step: self.turn.step,
            priority: match self.flow {
                Flow::Priority(p) if self.pending.is_none() => Some(p),
                _ => None,
            },
            players,
            battlefield,
            stack,
            waiting_triggers,
            pending: self.pending.clone(),
            winners: self.winners.clone(),
            combat: self.combat.clone(),
            viewer,
            variant: self.variant,
            teams: if self.variant == Variant::TwoHeadedGiant {
                self.teams
                    .iter()
                    .map(|t| TeamView {
                        players: t.players.clone(),
                        life: t.life,
                        poison: t.poison,
                        lost: t.lost,
                        active: t.players.contains(&self.turn.active),
                    })
                    .collect()
            } else {
                Vec::new()
            },
        }
    }
}
