//! Wider random play, for the property tests that look for soft-locks and
//! states the engine can't save: 2 to 8 players and every variant (Two-Headed
//! Giant, Archenemy, Commander), boards that start with Auras and Equipment
//! attached, spells with continuous effects ("becomes", pumps, colour and
//! control changes), copies (Clone), world permanents; and, beside the legal
//! actions `pick_action` takes, the choices no legal-action list offers:
//! shortcut proposals (716.2a), shortened answers (716.2b) and concessions
//! (104.3a).
//!
//! `wide_attempts` gives actions to try in order: the ones it makes up (a
//! proposal, a concession, a shortened answer) may be refused, and the last
//! one is always taken from the legal actions, so it must be accepted.

use super::random_play::pick_action;
use proptest::prelude::*;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::shortcut::{PassUntil, Proposal, ShortcutStep};
use stackwise::rules::state::{DecisionKind, Flow, Game, StackKind};
use stackwise::rules::*;
use stackwise::session::Session;
use std::collections::BTreeMap;

/// Creatures that may start on the battlefield: keywords, tap and free
/// abilities, death and enter triggers.
pub const WIDE_CREATURES: &[&str] = &[
    "Grizzly Bears", "Llanowar Elves", "Hill Giant", "Serra Angel", "Typhoid Rats", "Drudge Skeletons", "Blood Artist", "Glistener Elf",
    "Vampire Nighthawk", "Youthful Knight", "War Mammoth", "Prodigal Sorcerer", "Savannah Lions", "Raging Goblin", "Fencing Ace",
    "Doomed Traveler", "Nantuko Husk", "Mogg Fanatic", "Soul Warden", "Giant Spider", "Paladin en-Vec", "Wall of Wood", "Dusk Shade",
];

/// Other permanents that may start on the battlefield: static and continuous
/// effects, world enchantments (704.5m), sacrifice outlets.
pub const WIDE_OTHERS: &[&str] = &[
    "Glorious Anthem", "Concordant Crossroads", "Living Plane", "Goblin Bombardment", "Seal of Cleansing", "Humility", "Flag Rack", "Trinket Mail",
];

/// Auras and Equipment a board may start with, attached (301.5, 303.4).
pub const WIDE_ATTACHMENTS: &[&str] = &["Pacifism", "Angelic Destiny", "Fool's Demise", "Presence of Gond", "Psychic Venom", "Bonesplitter", "Trinket Mail"];

/// Cards for hands and libraries: spells that make continuous effects
/// ("becomes", pumps, colour, control), copies, flickers, removal of
/// creatures and of what is attached to them, and the permanents above.
pub const WIDE_SPELLS: &[&str] = &[
    "Incite", "Act of Treason", "Threaten", "Giant Growth", "Funeral Charm", "Toad Curse", "Stone Wake", "Twist Fate", "Lightning Bolt",
    "Shock", "Terror", "Doom Blade", "Unsummon", "Flicker", "Cloudshift", "Turn to Mist", "Disenchant", "Naturalize", "Swords to Plowshares",
    "Wrath of God", "Pyroclasm", "Evacuation", "Raise the Alarm", "Fork", "Counterspell", "Clone", "Pacifism", "Bonesplitter", "Trinket Mail",
    "Angelic Destiny", "Fool's Demise", "Concordant Crossroads", "Living Plane", "Oblivion Ring", "Dusk Shade", "Grizzly Bears", "Forest",
    "Mirror Pup", "Mirror Pup", "Borrow Will", "Borrow Will", "Toad Curse", "Stone Wake",
    "Plains", "Island", "Mountain", "Swamp",
];

const BASICS: &[&str] = &["Forest", "Plains", "Island", "Mountain", "Swamp"];

/// The scenario's own cards: "becomes" and switch effects of spells (613.1,
/// 613.3b, 613.3e), a one-mana Clone (706.5) and Threaten (613.1b), an
/// Equipment with a free equip, a creature with a free
/// pump (a loop a shortcut can repeat, 716.2a), and an artifact that makes
/// creatures lose a keyword. All written as printed and compiled here (the
/// scenario holds their card form).
pub fn wide_cards() -> serde_json::Value {
    let mut cards = serde_json::json!([
        {"name": "Toad Curse", "mana_cost": "{U}", "type": "Instant",
         "text": "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1."},
        {"name": "Stone Wake", "mana_cost": "{G}", "type": "Instant", "text": "Until end of turn, target land becomes a 3/3 creature that's still a land."},
        {"name": "Twist Fate", "mana_cost": "{R}", "type": "Instant", "text": "Switch target creature's power and toughness until end of turn."},
        {"name": "Mirror Pup", "mana_cost": "{U}", "type": "Creature — Shapeshifter", "power": 0, "toughness": 0,
         "text": "You may have Mirror Pup enter the battlefield as a copy of any creature on the battlefield."},
        {"name": "Borrow Will", "mana_cost": "{R}", "type": "Sorcery",
         "text": "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn."},
        {"name": "Trinket Mail", "mana_cost": "{0}", "type": "Artifact — Equipment", "text": "Equipped creature gets +1/+1.\nEquip {0}"},
        {"name": "Dusk Shade", "mana_cost": "{B}", "type": "Creature — Shade", "power": 1, "toughness": 1, "text": "{0}: Dusk Shade gets +1/+0 until end of turn."},
        {"name": "Flag Rack", "mana_cost": "{2}", "type": "Artifact", "text": "{0}: Target creature loses flying until end of turn."}
    ]);
    let problems = stackwise::text::custom::lower_text_cards(&mut cards, "cards");
    assert!(problems.is_empty(), "{problems:?}");
    cards
}

/// One player's part of a wide scenario, as drawn: library, hand, creatures,
/// other permanents, lands, attachments (card, what it is attached to), life.
type PlayerDraw = (Vec<usize>, Vec<usize>, Vec<usize>, Vec<usize>, usize, Vec<(usize, u64)>, i32);

fn player_draw() -> impl Strategy<Value = PlayerDraw> {
    let hand = || proptest::collection::vec(0..WIDE_SPELLS.len(), 0..6);
    (
        hand(),
        hand(),
        proptest::collection::vec(0..WIDE_CREATURES.len(), 0..4),
        proptest::collection::vec(0..WIDE_OTHERS.len(), 0..2),
        2..8usize,
        proptest::collection::vec((0..WIDE_ATTACHMENTS.len(), any::<u64>()), 0..3),
        1..25i32,
    )
}

/// Random scenarios over the wide pool: 2 to 8 players (most often 2 to 4),
/// normal, Two-Headed Giant (four players in two teams, 810), Archenemy
/// (player 0 has a scheme deck) or Commander (some creatures are commanders).
pub fn wide_scenario_strategy() -> impl Strategy<Value = serde_json::Value> {
    let count = prop_oneof![4 => Just(2usize), 2 => Just(3usize), 2 => Just(4usize), 1 => 5..=8usize];
    (any::<u64>(), count, 0..10u8, 0..8u8, proptest::collection::vec(player_draw(), 8)).prop_map(|(seed, n, variant, start, draws)| wide_scenario(seed, n, variant, start, &draws))
}

fn wide_scenario(seed: u64, n: usize, variant: u8, start: u8, draws: &[PlayerDraw]) -> serde_json::Value {
    let variant = match variant {
        0..=5 => "normal",
        6 | 7 => "two_headed_giant",
        8 => "archenemy",
        _ => "commander",
    };
    let n = if variant == "two_headed_giant" { 4 } else { n };
    let names = |v: &Vec<usize>, pool: &[&str]| v.iter().map(|i| serde_json::Value::from(pool[*i])).collect::<Vec<_>>();
    let mut players: Vec<serde_json::Value> = Vec::new();
    // Creatures and lands first, labelled, so attachments can name them.
    let mut creatures: Vec<String> = Vec::new();
    let mut lands: Vec<String> = Vec::new();
    for (p, (library, hand, bf_creatures, others, land_count, _, life)) in draws[..n].iter().enumerate() {
        let mut bf: Vec<serde_json::Value> = Vec::new();
        for (i, c) in bf_creatures.iter().enumerate() {
            let label = format!("p{p}c{i}");
            let mut entry = serde_json::json!({"card": WIDE_CREATURES[*c], "label": label});
            if variant == "commander" && i == 0 {
                entry["commander"] = true.into();
            }
            bf.push(entry);
            creatures.push(label);
        }
        for i in 0..*land_count {
            let label = format!("p{p}l{i}");
            bf.push(serde_json::json!({"card": BASICS[(i + p) % BASICS.len()], "label": label}));
            lands.push(label);
        }
        bf.extend(names(others, WIDE_OTHERS));
        let life = if variant == "two_headed_giant" && p % 2 == 0 { life + 10 } else { *life };
        let mut player = serde_json::json!({"name": format!("P{p}"), "life": life, "library": names(library, WIDE_SPELLS), "hand": names(hand, WIDE_SPELLS), "battlefield": bf});
        if variant == "archenemy" && p == 0 {
            player["schemes"] = serde_json::json!(["Look Skyward and Despair", "Look Skyward and Despair"]);
        }
        players.push(player);
    }
    // Auras and Equipment, attached to a creature (Psychic Venom: a land) of any player.
    for (p, (_, _, _, _, _, attachments, _)) in draws[..n].iter().enumerate() {
        for (a, pick) in attachments {
            let card = WIDE_ATTACHMENTS[*a];
            let on = if card == "Psychic Venom" { &lands } else { &creatures };
            if on.is_empty() {
                continue;
            }
            let to = &on[(*pick % on.len() as u64) as usize];
            players[p]["battlefield"].as_array_mut().unwrap().push(serde_json::json!({"card": card, "attached_to": to}));
        }
    }
    let step = ["upkeep", "precombat_main", "precombat_main", "precombat_main", "beginning_of_combat", "postcombat_main", "end", "draw"][start as usize];
    let mut v = serde_json::json!({
        "format": "stackwise-scenario", "version": 1, "seed": seed, "variant": variant, "cards": wide_cards(),
        "players": players,
        "turn": {"number": 2 + (seed % 3), "active": (seed >> 8) % n as u64, "step": step}
    });
    if variant == "two_headed_giant" {
        v["teams"] = serde_json::json!([[0, 1], [2, 3]]);
        // 805.2: the team's turn is the primary player's.
        v["turn"]["active"] = (2 * ((seed >> 8) % 2)).into();
    }
    v
}

/// Every game choice of a proposal, in order, up to its end: who makes it and
/// whether it is made at priority (716.2b: only those may be shortened at).
/// At most `cap` of them.
pub fn shortcut_choices(p: &Proposal, cap: usize) -> Vec<(PlayerId, bool)> {
    fn walk(steps: &[ShortcutStep], p: &Proposal, pi: &mut usize, out: &mut Vec<(PlayerId, bool)>, cap: usize) {
        for s in steps {
            if out.len() >= cap {
                return;
            }
            match s {
                ShortcutStep::Do(a) => out.push((a.player(), matches!(**a, Action::PassPriority { .. } | Action::PlayLand { .. } | Action::CastSpell { .. } | Action::ActivateAbility { .. }))),
                ShortcutStep::Repeat { times, steps } => {
                    for _ in 0..*times {
                        let mut inner = *pi;
                        walk(steps, p, &mut inner, out, cap);
                        if out.len() >= cap {
                            return;
                        }
                    }
                }
                ShortcutStep::PassUntil(_) => {
                    if let Some(list) = p.passes.get(*pi) {
                        out.extend(list.iter().map(|c| (c.player, c.priority)));
                    }
                    *pi += 1;
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(&p.steps, p, &mut 0, &mut out, cap);
    out.truncate((p.end as usize).min(cap));
    out
}

/// The players still in the game, in turn order from `from`.
fn in_game_from(g: &Game, from: PlayerId) -> Vec<PlayerId> {
    let n = g.players.len();
    (0..n).map(|i| PlayerId(((from.0 as usize + i) % n) as u8)).filter(|q| !g.player(*q).lost).collect()
}

/// A few legal choices in a row from here, played on a copy, cut at the last
/// point where a player has priority and no decision waits (716.2a: a
/// shortcut ends there). Empty if there is none.
fn simulated_choices(g: &Game, r: u64, most: usize) -> Vec<Action> {
    let mut copy = g.clone();
    let mut taken = Vec::new();
    let mut keep = 0;
    for i in 0..most {
        let Some(a) = pick_action(&copy, r.rotate_left(7 * i as u32 + 3)) else { break };
        if copy.apply(&a).is_err() {
            break;
        }
        taken.push(a);
        if copy.pending.is_none() && matches!(copy.flow, Flow::Priority(_)) {
            keep = taken.len();
        }
    }
    taken.truncate(keep);
    taken
}

/// A shortcut `p` (who has priority) might propose (716.2a): a "pass until"
/// a step, a turn, a player or an active player; a few legal choices; a round
/// of passes repeated; or a free activation repeated. Some can't be taken
/// (the engine refuses them).
fn proposal(g: &Game, p: PlayerId, r: u64) -> Option<Vec<ShortcutStep>> {
    const STEPS: [Step; 8] = [Step::Upkeep, Step::Draw, Step::PrecombatMain, Step::BeginningOfCombat, Step::DeclareBlockers, Step::EndOfCombat, Step::PostcombatMain, Step::End];
    let n = g.players.len() as u64;
    let pick_player = |k: u64| PlayerId(((r >> k) % n) as u8);
    let steps = match r % 6 {
        0 | 1 => {
            let mut u = PassUntil::default();
            if r >> 3 & 1 == 1 {
                u.step = Some(STEPS[((r >> 4) % STEPS.len() as u64) as usize]);
            }
            if r >> 8 & 1 == 1 {
                u.active = Some(pick_player(9));
            }
            if r >> 14 & 3 == 0 {
                u.player = Some(pick_player(16));
            }
            if u == PassUntil::default() || r >> 20 & 3 == 0 {
                u.turn = Some(g.turn.number.saturating_add(1 + (r >> 22 & 1) as u32));
            }
            vec![ShortcutStep::PassUntil(u)]
        }
        2 | 3 => {
            let choices = simulated_choices(g, r >> 3, 1 + (r >> 24 & 3) as usize);
            if choices.is_empty() {
                return None;
            }
            choices.into_iter().map(|a| ShortcutStep::Do(Box::new(a))).collect()
        }
        4 => {
            let round = in_game_from(g, p).into_iter().map(|q| ShortcutStep::Do(Box::new(Action::PassPriority { player: q }))).collect();
            vec![ShortcutStep::Repeat { times: 1 + (r >> 3) % 3, steps: round }]
        }
        _ => {
            let a = g.legal_actions().into_iter().find_map(|l| match l {
                LegalAction::Activate { player, source, ability, targets, mana_ability: false, .. } if targets.is_empty() => {
                    Some(Action::ActivateAbility { player, source, ability, targets: vec![], x: None, mana_abilities: vec![], auto_pay: true, division: vec![], sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], adds: None, phyrexian_life: 0 })
                }
                _ => None,
            })?;
            vec![ShortcutStep::Repeat { times: 2 + (r >> 3) % 4, steps: vec![ShortcutStep::Do(Box::new(a))] }]
        }
    };
    Some(steps)
}

/// Actions to try, in order, for the random number `r`: often a spell cast
/// (when one can be), sometimes a
/// concession (104.3a, by any player still in the game), a shortcut proposal
/// (716.2a) by the player with priority, a shortened answer to a proposal at
/// one of the answering player's own choices at priority (716.2b), or
/// attackers spread over every defender; the last is always legal
/// (`pick_action`, or accepting the proposal). Empty when nobody can act.
pub fn wide_attempts(g: &Game, r: u64) -> Vec<Action> {
    wide_attempts_with(g, r, true)
}

/// `wide_attempts`, shortening proposals only when `shorten` is true (a
/// search can leave out a known failure this way).
pub fn wide_attempts_with(g: &Game, r: u64, shorten: bool) -> Vec<Action> {
    let mut out = Vec::new();
    if g.winners.is_some() {
        return out;
    }
    let roll = r % 128;
    let r2 = r >> 7;
    if roll == 0 {
        let alive = in_game_from(g, PlayerId(0));
        if !alive.is_empty() {
            out.push(Action::Concede { player: alive[(r2 % alive.len() as u64) as usize] });
        }
    }
    if let Some(d) = &g.pending {
        let p = d.player;
        match &d.kind {
            DecisionKind::Shortcut { proposal } => {
                if shorten && roll % 2 == 1 {
                    let own: Vec<u64> = shortcut_choices(proposal, 100_000).iter().enumerate().filter(|(_, (q, at_priority))| *q == p && *at_priority).map(|(k, _)| k as u64).collect();
                    if !own.is_empty() {
                        out.push(Action::AnswerShortcut { player: p, shorten_at: Some(own[(r2 % own.len() as u64) as usize]) });
                    }
                }
                out.push(Action::AnswerShortcut { player: p, shorten_at: None });
                return out;
            }
            DecisionKind::DeclareAttackers { candidates, defenders } if !defenders.is_empty() && roll % 2 == 1 => {
                let attackers = candidates
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| r2.wrapping_shr(*i as u32) & 1 == 1)
                    .map(|(i, a)| Attack { attacker: *a, target: defenders[(r2.wrapping_shr(i as u32 + 20) % defenders.len() as u64) as usize], band: None })
                    .collect();
                out.push(Action::DeclareAttackers { player: p, attackers });
            }
            _ => {}
        }
        // 508.1d: a random set of attackers may leave out one that must attack
        // (Incite); every candidate attacking obeys every requirement.
        if let DecisionKind::DeclareAttackers { candidates, defenders } = &d.kind {
            out.extend(pick_action(g, r2));
            if let Some(to) = defenders.first() {
                out.push(Action::DeclareAttackers { player: p, attackers: candidates.iter().map(|a| Attack { attacker: *a, target: *to, band: None }).collect() });
            }
            return out;
        }
    } else if let Flow::Priority(p) = g.flow {
        if (1..=12).contains(&roll) {
            if let Some(steps) = proposal(g, p, r2) {
                out.push(Action::ProposeShortcut { player: p, steps });
            }
        }
        // Casting a spell, more often than its share of the legal actions
        // (free activations and mana abilities would crowd it out).
        if (13..=48).contains(&roll) {
            let legal = g.legal_actions();
            let casts: Vec<usize> = legal.iter().enumerate().filter(|(_, l)| matches!(l, LegalAction::Cast { .. })).map(|(i, _)| i).collect();
            if !casts.is_empty() {
                let i = casts[(r2 % casts.len() as u64) as usize] as u64;
                out.extend(pick_action(g, i + legal.len() as u64 * (r2 % 1_000_000)));
                return out;
            }
        }
    }
    out.extend(pick_action(g, r2));
    out
}

/// Every object is in exactly one zone, and every zone entry is a live object in that zone.
pub fn check_zones(g: &Game) -> Result<(), String> {
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

/// Nobody is stuck: unless the game is over, one player holds priority or is
/// asked a decision, and that player has a legal action, every one of them
/// theirs (a game where nobody can act and nobody has won can't go on).
pub fn check_someone_can_act(g: &Game) -> Result<(), String> {
    if g.winners.is_some() {
        return Ok(());
    }
    let Some(p) = g.acting_player() else {
        return Err(format!("no winner, but nobody can act (flow {:?}, no decision pending)", g.flow));
    };
    let legal = g.legal_actions();
    if legal.is_empty() {
        return Err(format!("no winner, but {} must act and has no legal action (flow {:?}, pending {})", g.player(p).name, g.flow, g.pending.is_some()));
    }
    let whose = |l: &LegalAction| match l {
        LegalAction::Pass { player } | LegalAction::PlayLand { player, .. } | LegalAction::Suspend { player, .. } | LegalAction::TurnFaceUp { player, .. } | LegalAction::Cast { player, .. } | LegalAction::Activate { player, .. } => *player,
        LegalAction::Decide { decision } => decision.player,
    };
    if let Some(l) = legal.iter().find(|l| whose(l) != p) {
        return Err(format!("{} must act, but a legal action is another player's: {l:?}", g.player(p).name));
    }
    Ok(())
}

/// The state after an action: every object in one zone, the engine's own
/// invariants (`check_consistency`), and someone able to act.
pub fn check_state(g: &Game) -> Result<(), String> {
    check_zones(g)?;
    g.check_consistency().map_err(|e| format!("check_consistency: {e}"))?;
    check_someone_can_act(g)
}

/// `Session::save` → `Session::load` round-trips: the loaded session has the
/// same game and saves to the same text.
pub fn check_save_load(s: &Session) -> Result<(), String> {
    let text = s.save().unwrap();
    let back = Session::load(&text).map_err(|e| format!("Session::load refused the session's own save: {e}"))?;
    if back.game() != s.game() {
        return Err("the loaded session's game differs from the saved one".into());
    }
    if back.save().unwrap() != text {
        return Err("the loaded session saves to a different text".into());
    }
    Ok(())
}

/// One wide random game: the actions `wide_attempts` offers, each through a
/// `Game` and a `Session` alike. A refused attempt must change nothing; the
/// last attempt is a legal action and must be taken. After every action the
/// state is checked (`check_state`), the session's game is the game, and
/// every `save_every` actions (and at the end) the session's save loads back.
/// The error names the action (by its place in `log`, the actions taken).
pub fn play_wide(scen: &serde_json::Value, choices: &[u64], save_every: usize, log: &mut Vec<Action>) -> Result<(), String> {
    play_wide_with(scen, choices, save_every, true, log)
}

/// `play_wide`, shortening proposals only when `shorten` is true.
pub fn play_wide_with(scen: &serde_json::Value, choices: &[u64], save_every: usize, shorten: bool, log: &mut Vec<Action>) -> Result<(), String> {
    let mut g = stackwise::formats::scenario::parse(&scen.to_string()).and_then(|s| s.build().map_err(|e| e.join("; "))).map_err(|e| format!("scenario: {e}"))?.game;
    let mut s = Session::from_scenario(&scen.to_string()).map_err(|e| format!("session: {e}"))?;
    check_state(&g).map_err(|e| format!("at the start: {e}"))?;
    check_save_load(&s).map_err(|e| format!("at the start: {e}"))?;
    for (i, r) in choices.iter().enumerate() {
        let attempts = wide_attempts_with(&g, *r, shorten);
        let Some(last) = attempts.len().checked_sub(1) else { break };
        let mut taken = None;
        for (j, a) in attempts.into_iter().enumerate() {
            let before = g.clone();
            match g.apply(&a) {
                Ok(_) => {
                    taken = Some(a);
                    break;
                }
                Err(e) if g != before => return Err(format!("the refused {a:?} ({e}) changed the game")),
                Err(e) if j == last => return Err(format!("the legal action {a:?} was refused: {e}")),
                Err(_) => {}
            }
        }
        let a = taken.expect("the last attempt was taken or returned an error");
        let n = log.len();
        log.push(a.clone());
        s.apply(&a, None).map_err(|e| format!("action {n}: the session refused {a:?}, which the game took: {e}"))?;
        if s.game() != &g {
            return Err(format!("action {n} ({a:?}): the session's game differs from the game"));
        }
        check_state(&g).map_err(|e| format!("after action {n} ({a:?}): {e}"))?;
        if i % save_every == 0 {
            check_save_load(&s).map_err(|e| format!("after action {n} ({a:?}): {e}"))?;
        }
    }
    check_save_load(&s).map_err(|e| format!("at the end: {e}"))
}

/// Writes a failing wide game as a scenario whose script is the actions
/// taken (`stackwise run FILE` replays it), when `STACKWISE_REPRO_OUT` names
/// a file: proptest runs the smallest failing case last, so the file ends
/// holding it.
pub fn write_repro(scen: &serde_json::Value, log: &[Action], why: &str) {
    let Ok(path) = std::env::var("STACKWISE_REPRO_OUT") else { return };
    let mut v = scen.clone();
    v["description"] = why.into();
    v["script"] = log.iter().map(|a| serde_json::json!({"do": a})).collect();
    let _ = std::fs::write(path, serde_json::to_string_pretty(&v).unwrap_or_default());
}


/// Every priority action `legal_actions` lists (as `pick_action` fills it in)
/// is accepted by `apply` (tried on a copy).
pub fn check_listed_actions_accepted(g: &Game) -> Result<(), String> {
    if g.pending.is_some() {
        return Ok(());
    }
    for i in 0..g.legal_actions().len() {
        let Some(a) = pick_action(g, i as u64) else { break };
        if let Err(e) = g.clone().apply(&a) {
            return Err(format!("legal_actions lists {a:?}, which apply refuses: {e}"));
        }
    }
    Ok(())
}

/// Replays a scenario file's script (`{"do": action}` steps) through a
/// `Game` and a `Session`, checking after every step what `play_wide` checks,
/// and that every listed priority action is accepted; at the end, the save
/// round trip. A step the engine refuses must change nothing and is skipped.
pub fn replay_checked(text: &str) -> Result<(), String> {
    let v: serde_json::Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let mut setup = v.clone();
    let script = setup.as_object_mut().and_then(|o| o.remove("script")).unwrap_or_default();
    let mut g = stackwise::formats::scenario::parse(&setup.to_string()).and_then(|s| s.build().map_err(|e| e.join("; ")))?.game;
    let mut s = Session::from_scenario(&setup.to_string())?;
    check_state(&g).map_err(|e| format!("at the start: {e}"))?;
    check_listed_actions_accepted(&g).map_err(|e| format!("at the start: {e}"))?;
    for (n, step) in script.as_array().into_iter().flatten().enumerate() {
        let a: Action = serde_json::from_value(step["do"].clone()).map_err(|e| format!("script[{n}]: {e}"))?;
        // An action the engine now refuses (a fix can make a repro's step
        // illegal, as a shortening at a point with no other choice) must leave
        // the game and the session as they were; the replay goes on without it.
        let before = g.clone();
        if g.apply(&a).is_err() {
            if g != before {
                return Err(format!("script[{n}]: refused, but the game changed"));
            }
            if s.apply(&a, None).is_ok() {
                return Err(format!("script[{n}]: the game refused it, the session took it"));
            }
            continue;
        }
        s.apply(&a, None).map_err(|e| format!("script[{n}]: the session refused it: {e}"))?;
        if s.game() != &g {
            return Err(format!("after script[{n}]: the session's game differs from the game"));
        }
        check_state(&g).map_err(|e| format!("after script[{n}]: {e}"))?;
        check_listed_actions_accepted(&g).map_err(|e| format!("after script[{n}]: {e}"))?;
    }
    check_save_load(&s).map_err(|e| format!("at the end: {e}"))
}
