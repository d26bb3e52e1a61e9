//! The random-play helpers the property, playback and checkpoint tests share:
//! the cards random scenarios draw from, the scenario strategy, and turning a
//! random number into one legal action or decision answer.

use proptest::prelude::*;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::{DecisionKind, Game};
use stackwise::rules::*;

/// Cards the random scenarios draw from: lands, creatures with keywords and
/// abilities, and spells that make decisions, tokens, copies and counters.
pub const CARDS: &[&str] = &[
    "Forest", "Mountain", "Swamp", "Island", "Plains", "Forest", "Mountain", "Swamp",
    "Grizzly Bears", "Lightning Bolt", "Llanowar Elves", "Giant Growth", "Shock", "Hill Giant", "Serra Angel",
    "Typhoid Rats", "Drudge Skeletons", "Raise the Alarm", "Counterspell", "Fork", "Wrath of God", "Blood Artist",
    "Glistener Elf", "Fog", "Dark Ritual", "Terror", "Unsummon", "Vampire Nighthawk", "Youthful Knight",
    "War Mammoth", "Memory Lapse", "Funeral Charm", "Blaze", "Battlegrowth", "Scar", "Prodigal Sorcerer", "Forked Bolt", "Jace Beleren", "Jace, Memory Adept", "Rasputin Dreamweaver",
    "Ball Lightning", "Pestilence", "Seal of Cleansing", "Akroma's Vengeance", "Mulldrifter", "Intruder Alarm", "Presence of Gond",
    "Hypnotic Specter", "Turn to Mist", "Force of Nature", "Primitive Etchings", "Angelic Destiny", "Fool's Demise",
];

/// Cards that can't start on the battlefield (instants and sorceries).
pub fn is_spell(name: &str) -> bool {
    let d = stackwise::cards::builtin().get(name).unwrap();
    d.spell.is_some()
}

pub fn scenario_strategy() -> impl Strategy<Value = serde_json::Value> {
    let zone = || proptest::collection::vec(0..CARDS.len(), 0..8);
    (any::<u64>(), zone(), zone(), zone(), zone(), zone(), zone(), 1..25i32, 1..25i32).prop_map(|(seed, l0, h0, b0, l1, h1, b1, life0, life1)| {
        let names = |v: &Vec<usize>| v.iter().map(|i| serde_json::Value::from(CARDS[*i])).collect::<Vec<_>>();
        // Instants and sorceries can't start on the battlefield: put lands there instead.
        let perms = |v: &Vec<usize>| {
            v.iter()
                .map(|i| {
                    let n = if is_spell(CARDS[*i]) { "Mountain" } else { CARDS[*i] };
                    serde_json::Value::from(n)
                })
                .collect::<Vec<_>>()
        };
        serde_json::json!({
            "format": "stackwise-scenario", "version": 1, "seed": seed,
            "players": [
                {"name": "A", "life": life0, "library": names(&l0), "hand": names(&h0), "battlefield": perms(&b0)},
                {"name": "B", "life": life1, "library": names(&l1), "hand": names(&h1), "battlefield": perms(&b1)}
            ],
            "turn": {"number": 2, "active": 0, "step": "precombat_main"}
        })
    })
}

/// Required slots always; an optional slot sometimes, with a target not chosen yet (115.3).
pub fn pick_targets(slots: &[Vec<TargetChoice>], min: usize, r: u64) -> Vec<TargetChoice> {
    let mut targets: Vec<TargetChoice> = Vec::new();
    for (i, s) in slots.iter().enumerate() {
        let fresh: Vec<TargetChoice> = s.iter().copied().filter(|t| i < min || !targets.contains(t)).collect();
        if fresh.is_empty() || (i >= min && r.wrapping_shr(i as u32 + 8) & 1 == 0) {
            break;
        }
        targets.push(fresh[(r.wrapping_shr(i as u32) % fresh.len() as u64) as usize]);
    }
    targets
}

/// Turn a random number into one legal action (or a decision answer).
pub fn pick_action(g: &Game, r: u64) -> Option<Action> {
    let legal = g.legal_actions();
    if legal.is_empty() {
        return None;
    }
    let la = &legal[(r % legal.len() as u64) as usize];
    let r2 = r / 7;
    Some(match la {
        LegalAction::Pass { player } => Action::PassPriority { player: *player },
        LegalAction::PlayLand { player, card, .. } => Action::PlayLand { player: *player, card: *card },
        LegalAction::Suspend { player, card, .. } => Action::Suspend { player: *player, card: *card, mana_abilities: vec![], auto_pay: true },
        LegalAction::TurnFaceUp { player, permanent, sacrifice, discard, exile, return_to_hand, .. } => {
            let first = |c: &Option<stackwise::rules::legal::SacrificeChoice>| c.as_ref().map(|c| c.candidates.iter().copied().take(c.count as usize).collect()).unwrap_or_default();
            Action::TurnFaceUp { player: *player, permanent: *permanent, mana_abilities: vec![], auto_pay: true, sacrifice: first(sacrifice), discard: first(discard), exile: first(exile), return_to_hand: first(return_to_hand), tap: vec![] }
        }
        LegalAction::Cast { player, card, options, .. } => {
            let o = &options[(r2 % options.len() as u64) as usize];
            let targets = pick_targets(&o.targets, o.min_targets, r2);
            // 601.2d: 1 to each target, the rest to the first.
            let division = match o.divide {
                Some(total) if !targets.is_empty() => {
                    let mut d = vec![1u32; targets.len()];
                    d[0] += total as u32 - targets.len() as u32;
                    d
                }
                _ => vec![],
            };
            Action::CastSpell { player: *player, card: *card, targets, mode: o.mode, x: None, mana_abilities: vec![], auto_pay: true, division, alternative_cost: o.alternative_cost, kicked: o.kicked, multikicker: o.multikicker.unwrap_or(0), buyback: o.buyback, sacrifice: o.sacrifice.as_ref().map(|c| c.candidates.iter().copied().take(c.count as usize).collect()).unwrap_or_default(), discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: 0, splice: vec![] }
        }
        LegalAction::Activate { player, source, ability, targets, min_targets, sacrifice, discard, tap, choose_mana, .. } => {
            let targets = pick_targets(targets, *min_targets, r2);
            // 602.2b: a "sacrifice N" or "discard N" cost paid with the first objects offered.
            let first = |c: &Option<stackwise::rules::legal::SacrificeChoice>| c.as_ref().map(|c| c.candidates.iter().copied().take(c.count as usize).collect()).unwrap_or_default();
            Action::ActivateAbility { player: *player, source: *source, ability: *ability, targets, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], sacrifice: first(sacrifice), discard: first(discard), exile: vec![], return_to_hand: vec![], tap: first(tap), adds: choose_mana.as_ref().map(|c| c.all_of(r2 as usize)), phyrexian_life: 0 }
        }
        LegalAction::Decide { decision } => {
            let p = decision.player;
            match &decision.kind {
                DecisionKind::DeclareAttackers { candidates, defenders } => Action::DeclareAttackers {
                    player: p,
                    attackers: candidates
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| r2.wrapping_shr(*i as u32) & 1 == 1)
                        .map(|(_, a)| Attack { attacker: *a, target: defenders[0], band: None })
                        .collect(),
                },
                DecisionKind::DeclareBlockers { candidates, attackers } => {
                    let mut blockers = Vec::new();
                    for (i, b) in candidates.iter().enumerate() {
                        if r2.wrapping_shr(i as u32) & 1 == 1 {
                            let a = attackers[i % attackers.len()];
                            if g.can_block(*b, a).is_ok() {
                                blockers.push(Block { blocker: *b, attacker: a });
                            }
                        }
                    }
                    Action::DeclareBlockers { player: p, blockers }
                }
                DecisionKind::OrderTriggers { triggers, .. } => {
                    let mut order = triggers.clone();
                    order.rotate_left((r2 % triggers.len() as u64) as usize);
                    Action::OrderTriggers { player: p, order }
                }
                DecisionKind::ChooseCards { from, min, .. } => Action::ChooseCards { player: p, cards: from[..*min].to_vec() },
                DecisionKind::ChooseObject { candidates, optional, .. } => Action::ChooseObject {
                    player: p,
                    object: if *optional && r2 % 2 == 0 { None } else { candidates.first().copied() },
                },
                DecisionKind::ChooseColor { colors } => Action::ChooseColor { player: p, color: colors[(r2 as usize) % colors.len()] },
                DecisionKind::ChooseCreatureType { types } => Action::ChooseCreatureType { player: p, creature_type: types[(r2 as usize) % types.len()].clone() },
                DecisionKind::ChooseLandType { types } => Action::ChooseLandType { player: p, land_type: types[(r2 as usize) % types.len()].clone() },
                DecisionKind::ChoosePlayer { players } => Action::ChoosePlayer { player: p, chosen: players[(r2 as usize) % players.len()] },
                DecisionKind::NameCard { .. } => Action::NameCard { player: p, name: ["Lightning Bolt", "Grizzly Bears"][(r2 % 2) as usize].to_string() },
                DecisionKind::ChooseNumber { min, max } => Action::ChooseNumber { player: p, number: min + ((r2 % ((max - min) as u64 + 1)) as i32) },
                DecisionKind::ChooseMana { amount, colors, .. } => {
                    let mut mana = ManaPool::default();
                    *mana.get_mut(ManaType::of_color(colors[(r2 as usize) % colors.len()])) = *amount;
                    Action::ChooseMana { player: p, mana }
                }
                DecisionKind::ArrangeCards { cards, .. } => {
                    let mut order = cards.clone();
                    order.rotate_left((r2 % cards.len() as u64) as usize);
                    Action::ArrangeCards { player: p, order }
                }
                DecisionKind::ChooseYesNo { .. } => Action::ChooseYesNo { player: p, yes: r2 % 2 == 1 },
                DecisionKind::ChooseTargets { slots, another, .. } => {
                    // The first choice of each slot, one not taken yet where the slot must differ.
                    let mut targets = Vec::new();
                    for (i, s) in slots.iter().enumerate() {
                        let fresh = s.iter().find(|t| !another.contains(&i) || !targets.contains(*t));
                        targets.push(*fresh.unwrap_or(&s[0]));
                    }
                    Action::ChooseTargets { player: p, division: vec![], targets }
                }
                DecisionKind::ChooseMode { legal, .. } => Action::ChooseMode { player: p, mode: legal[(r2 as usize) % legal.len()] },
                DecisionKind::AssignCombatDamage { attacker, power, suggested, .. } => {
                    // The lethal-in-order suggestion, or everything to the first blocker (both legal).
                    let amounts = if r2 % 2 == 0 {
                        suggested.clone()
                    } else {
                        let mut a = vec![0; suggested.len()];
                        a[0] = *power;
                        a
                    };
                    Action::AssignCombatDamage { player: p, attacker: *attacker, amounts }
                }
                DecisionKind::OrderBlockers { attacker, blockers } => {
                    let mut order = blockers.clone();
                    order.rotate_left((r2 % blockers.len() as u64) as usize);
                    Action::OrderBlockers { player: p, attacker: *attacker, order }
                }
                DecisionKind::ChooseReplacement { options, .. } => {
                    let choice = options[(r2 % options.len() as u64) as usize];
                    Action::ChooseReplacement { player: p, choice }
                }
                DecisionKind::Shortcut { proposal } => Action::AnswerShortcut {
                    player: p,
                    shorten_at: (r2 % 2 == 0 && proposal.end > 0).then(|| r2 % proposal.end),
                },
            }
        }
    })
}
