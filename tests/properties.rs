//! Property tests: random legal action sequences from random scenarios keep
//! the engine's invariants.
//! - every object is in exactly one zone, and every zone entry is a live object;
//! - no card appears or vanishes (tokens and copies aside);
//! - an illegal action leaves the state identical;
//! - the same seed and actions give the same events.

use proptest::prelude::*;
use stackwise::formats::scenario::Scenario;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::{DecisionKind, Game, StackKind};
use stackwise::rules::*;
use std::collections::BTreeMap;

/// Cards the random scenarios draw from: lands, creatures with keywords and
/// abilities, and spells that make decisions, tokens, copies and counters.
const CARDS: &[&str] = &[
    "Forest", "Mountain", "Swamp", "Island", "Plains", "Forest", "Mountain", "Swamp",
    "Grizzly Bears", "Lightning Bolt", "Llanowar Elves", "Giant Growth", "Shock", "Hill Giant", "Serra Angel",
    "Typhoid Rats", "Drudge Skeletons", "Raise the Alarm", "Counterspell", "Fork", "Wrath of God", "Blood Artist",
    "Glistener Elf", "Fog", "Dark Ritual", "Terror", "Unsummon", "Vampire Nighthawk", "Youthful Knight",
    "War Mammoth", "Memory Lapse", "Funeral Charm", "Blaze", "Battlegrowth", "Scar", "Prodigal Sorcerer", "Forked Bolt", "Jace Beleren", "Jace, Memory Adept", "Rasputin Dreamweaver",
    "Ball Lightning", "Pestilence", "Seal of Cleansing", "Akroma's Vengeance", "Mulldrifter", "Intruder Alarm", "Presence of Gond",
    "Hypnotic Specter", "Turn to Mist", "Force of Nature", "Primitive Etchings", "Angelic Destiny", "Fool's Demise",
];

/// Cards that can't start on the battlefield (instants and sorceries).
fn is_spell(name: &str) -> bool {
    let d = stackwise::cards::builtin().get(name).unwrap();
    d.spell.is_some()
}

fn scenario_strategy() -> impl Strategy<Value = serde_json::Value> {
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

fn build(v: &serde_json::Value) -> Game {
    let s: Scenario = serde_json::from_value(v.clone()).unwrap();
    s.build().unwrap().game
}

/// Required slots always; an optional slot sometimes, with a target not chosen yet (115.3).
fn pick_targets(slots: &[Vec<TargetChoice>], min: usize, r: u64) -> Vec<TargetChoice> {
    let mut targets: Vec<TargetChoice> = Vec::new();
    for (i, s) in slots.iter().enumerate() {
        let fresh: Vec<TargetChoice> = s.iter().copied().filter(|t| i < min || !targets.contains(t)).collect();
        if fresh.is_empty() || (i >= min && (r >> (i + 8)) & 1 == 0) {
            break;
        }
        targets.push(fresh[((r >> i) % fresh.len() as u64) as usize]);
    }
    targets
}

/// Turn a random number into one legal action (or a decision answer).
fn pick_action(g: &Game, r: u64) -> Option<Action> {
    let legal = g.legal_actions();
    if legal.is_empty() {
        return None;
    }
    let la = &legal[(r % legal.len() as u64) as usize];
    let r2 = r / 7;
    Some(match la {
        LegalAction::Pass { player } => Action::PassPriority { player: *player },
        LegalAction::PlayLand { player, card, .. } => Action::PlayLand { player: *player, card: *card },
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
            Action::CastSpell { player: *player, card: *card, targets, mode: o.mode, x: None, mana_abilities: vec![], auto_pay: true, division, alternative_cost: o.alternative_cost }
        }
        LegalAction::Activate { player, source, ability, targets, min_targets, .. } => {
            let targets = pick_targets(targets, *min_targets, r2);
            Action::ActivateAbility { player: *player, source: *source, ability: *ability, targets, x: None, mana_abilities: vec![], auto_pay: true }
        }
        LegalAction::Decide { decision } => {
            let p = decision.player;
            match &decision.kind {
                DecisionKind::DeclareAttackers { candidates, defenders } => Action::DeclareAttackers {
                    player: p,
                    attackers: candidates
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| (r2 >> i) & 1 == 1)
                        .map(|(_, a)| Attack { attacker: *a, target: defenders[0] })
                        .collect(),
                },
                DecisionKind::DeclareBlockers { candidates, attackers } => {
                    let mut blockers = Vec::new();
                    for (i, b) in candidates.iter().enumerate() {
                        if (r2 >> i) & 1 == 1 {
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
                DecisionKind::ChooseTargets { slots, .. } => Action::ChooseTargets { player: p, targets: slots.iter().map(|s| s[0]).collect() },
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
            }
        }
    })
}

/// Every object is in exactly one zone, and every zone entry is a live object in that zone.
fn check_zones(g: &Game) -> Result<(), String> {
    let mut count: BTreeMap<ObjectId, usize> = BTreeMap::new();
    let mut note = |id: ObjectId, z: Zone| -> Result<(), String> {
        let o = g.objects.get(&id).ok_or(format!("{id} is listed in {z:?} but does not exist"))?;
        if o.zone != z {
            return Err(format!("{id} is listed in {z:?} but says it is in {:?}", o.zone));
        }
        *count.entry(id).or_default() += 1;
        Ok(())
    };
    for p in &g.players {
        for id in &p.library {
            note(*id, Zone::Library(p.id))?;
        }
        for id in &p.hand {
            note(*id, Zone::Hand(p.id))?;
        }
        for id in &p.graveyard {
            note(*id, Zone::Graveyard(p.id))?;
        }
    }
    for id in &g.battlefield {
        note(*id, Zone::Battlefield)?;
    }
    for id in &g.exile {
        note(*id, Zone::Exile)?;
    }
    for id in &g.command {
        note(*id, Zone::Command)?;
    }
    for s in &g.stack {
        if s.kind == StackKind::Spell {
            note(s.id, Zone::Stack)?;
        }
    }
    for (id, o) in &g.objects {
        match count.get(id) {
            Some(1) => {}
            Some(n) => return Err(format!("{id} ({}) is in {n} zones", o.def.name)),
            None => return Err(format!("{id} ({}) is in no zone", o.def.name)),
        }
    }
    Ok(())
}

/// The physical cards in the game (tokens and copies excluded), by identity.
fn cards(g: &Game) -> BTreeMap<u64, String> {
    g.objects.values().filter(|o| !o.token && !o.spell_copy && !o.card_copy).map(|o| (o.card_uid, o.def.name.clone())).collect()
}

/// Actions that are always illegal somewhere: wrong player, missing objects, wrong timing.
fn illegal_actions(g: &Game) -> Vec<Action> {
    let mut out = vec![
        Action::CastSpell { player: PlayerId(0), card: ObjectId(u64::MAX), targets: vec![], mode: None, x: None, mana_abilities: vec![], auto_pay: false, division: vec![], alternative_cost: None },
        Action::PlayLand { player: PlayerId(1), card: ObjectId(u64::MAX) },
        Action::ActivateAbility { player: PlayerId(0), source: ObjectId(987_654_321), ability: 0, targets: vec![], x: None, mana_abilities: vec![], auto_pay: false },
        Action::OrderTriggers { player: PlayerId(0), order: vec![424242] },
        Action::PassPriority { player: PlayerId(9) },
    ];
    if let Some(p) = g.acting_player() {
        let other = PlayerId(1 - p.0);
        out.push(Action::PassPriority { player: other });
        // A card in the opponent's hand can't be cast by the acting player.
        if let Some(c) = g.player(other).hand.first() {
            out.push(Action::CastSpell { player: p, card: *c, targets: vec![], mode: None, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], alternative_cost: None });
        }
        // Bolt with no target.
        for c in &g.player(p).hand {
            if g.objects[c].def.name == "Lightning Bolt" {
                out.push(Action::CastSpell { player: p, card: *c, targets: vec![], mode: None, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], alternative_cost: None });
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, .. ProptestConfig::default() })]

    #[test]
    fn random_play_keeps_invariants(scen in scenario_strategy(), choices in proptest::collection::vec(any::<u64>(), 1..120)) {
        let mut g = build(&scen);
        let start_cards = cards(&g);
        prop_assert!(check_zones(&g).is_ok(), "{:?}", check_zones(&g));
        let mut log: Vec<Action> = Vec::new();
        let mut events: Vec<Event> = Vec::new();
        for r in &choices {
            // Illegal actions change nothing.
            for bad in illegal_actions(&g) {
                let before = g.clone();
                let res = g.apply(&bad);
                prop_assert!(res.is_err(), "illegal action accepted: {:?}", bad);
                prop_assert!(g == before, "illegal action {:?} changed the game", bad);
            }
            let Some(a) = pick_action(&g, *r) else { break };
            let ev = g.apply(&a);
            prop_assert!(ev.is_ok(), "legal action refused: {:?}: {:?}", a, ev);
            events.extend(ev.unwrap());
            log.push(a);
            prop_assert!(check_zones(&g).is_ok(), "{:?}", check_zones(&g));
            prop_assert_eq!(cards(&g), start_cards.clone(), "a card appeared or vanished");
        }
        // Determinism: the same scenario and actions give the same events and state.
        let mut g2 = build(&scen);
        let mut events2 = Vec::new();
        for a in &log {
            events2.extend(g2.apply(a).unwrap());
        }
        prop_assert_eq!(events, events2);
        prop_assert!(g == g2, "replay reached a different state");
    }
}
