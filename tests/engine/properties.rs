//! Property tests: random legal action sequences from random scenarios keep
//! the engine's invariants.
//! - every object is in exactly one zone, and every zone entry is a live object;
//! - no card appears or vanishes (tokens and copies aside);
//! - an illegal action leaves the state identical, including actions that look
//!   legal and break one rule: wrong timing (116.1a, 307.1, 305.1), no priority
//!   (116.1), an unpayable cost (601.2h, 602.2b), an illegal target (hexproof,
//!   shroud, protection, wrong type or zone: 601.2c, 115 / 702.11b, 702.18a,
//!   702.16b), a decision answered by the wrong player or with a wrong answer;
//! - the same seed and actions give the same events;
//! - after every action the engine's own invariants hold
//!   (`Game::check_consistency`), and unless the game is over a player must
//!   act and has a legal action (no soft-lock);
//! - in wider random games (2 to 8 players, every variant, attachments,
//!   continuous effects from spells, copies, shortcuts proposed, accepted and
//!   shortened (716.2), concessions (104.3a)) the same holds, the same actions
//!   through a `Session` give the same game, and the session's save loads back
//!   to the same game and saves to the same text.

use proptest::prelude::*;
use stackwise::formats::scenario::Scenario;
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::{DecisionKind, Flow, Game};
use stackwise::rules::*;
use std::collections::BTreeMap;

use crate::common;
use common::random_play::*;
use common::random_play_wide::*;

fn build(v: &serde_json::Value) -> Game {
    let s: Scenario = stackwise::formats::json_path::from_value_at(v, "").unwrap();
    s.build().unwrap().game
}

/// The number of cases of a property: `PROPTEST_CASES` when it is set (a
/// longer search), else `default` (sized for a debug build in CI).
fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// The physical cards in the game (tokens and copies excluded), by identity.
fn cards(g: &Game) -> BTreeMap<u64, String> {
    g.objects.values().filter(|o| !o.token && !o.extra.spell_copy && !o.extra.card_copy).map(|o| (o.card_uid, o.def.name.clone())).collect()
}

/// Actions that are always illegal somewhere: wrong player, missing objects, wrong timing.
fn illegal_actions(g: &Game) -> Vec<Action> {
    let mut out = vec![
        Action::CastSpell { player: PlayerId(0), card: ObjectId(u64::MAX), targets: vec![], mode: None, x: None, mana_abilities: vec![], auto_pay: false, division: vec![], alternative_cost: None, kicked: false, multikicker: 0, buyback: false, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: 0, splice: vec![] },
        Action::PlayLand { player: PlayerId(1), card: ObjectId(u64::MAX) },
        Action::ActivateAbility { player: PlayerId(0), source: ObjectId(987_654_321), ability: 0, targets: vec![], x: None, mana_abilities: vec![], auto_pay: false, division: vec![], sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], adds: None, phyrexian_life: 0 },
        Action::OrderTriggers { player: PlayerId(0), order: vec![424242] },
        Action::PassPriority { player: PlayerId(9) },
    ];
    if let Some(p) = g.acting_player() {
        let other = PlayerId(1 - p.0);
        out.push(Action::PassPriority { player: other });
        // A card in the opponent's hand can't be cast by the acting player.
        if let Some(c) = g.player(other).hand.first() {
            out.push(Action::CastSpell { player: p, card: *c, targets: vec![], mode: None, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], alternative_cost: None, kicked: false, multikicker: 0, buyback: false, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: 0, splice: vec![] });
        }
        // Bolt with no target.
        for c in &g.player(p).hand {
            if g.objects[c].def.name == "Lightning Bolt" {
                out.push(Action::CastSpell { player: p, card: *c, targets: vec![], mode: None, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], alternative_cost: None, kicked: false, multikicker: 0, buyback: false, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: 0, splice: vec![] });
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(200), .. ProptestConfig::default() })]

    #[test]
    fn random_play_keeps_invariants(scen in scenario_strategy(), choices in proptest::collection::vec(any::<u64>(), 1..120)) {
        let mut g = build(&scen);
        let start_cards = cards(&g);
        prop_assert!(check_state(&g).is_ok(), "{:?}", check_state(&g));
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
            let state = check_state(&g);
            prop_assert!(state.is_ok(), "after {:?}: {:?}", log.last(), state);
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

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(24), .. ProptestConfig::default() })]

    /// Wide random games (2–8 players, every variant, attachments, continuous
    /// effects from spells, copies, shortcuts, concessions) keep the engine's
    /// invariants after every action, never leave a player to act with
    /// nothing legal, and save and load back through a session.
    #[test]
    fn wide_random_play_keeps_invariants_and_saves(scen in wide_scenario_strategy(), choices in proptest::collection::vec(any::<u64>(), 1..100)) {
        let mut log = Vec::new();
        if let Err(why) = play_wide(&scen, &choices, 4, &mut log) {
            write_repro(&scen, &log, &why);
            return Err(TestCaseError::fail(why));
        }
    }
}

/// The wide generator reaches what it is for: over a fixed set of its games,
/// shortcuts are taken (716.2c), shortened (716.2b) and repeat a loop
/// (716.2a), Equipment and Auras are attached and fall off (704.5n, 704.5p),
/// spells create continuous effects (611.2) and change control, Clone enters
/// as a copy (706.5), players concede (104.3a), and games have three or more
/// players and Two-Headed Giant teams.
#[test]
fn wide_play_reaches_shortcuts_attachments_effects_copies_and_concessions() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
    let mut runner = TestRunner::new_with_rng(Config::default(), TestRng::from_seed(RngAlgorithm::ChaCha, &[23; 32]));
    let strategy = (wide_scenario_strategy(), proptest::collection::vec(any::<u64>(), 60..100));
    let mut seen: BTreeMap<&'static str, usize> = BTreeMap::new();
    for game in 0..60 {
        let (scen, choices) = strategy.new_tree(&mut runner).unwrap().current();
        let players = scen["players"].as_array().unwrap().len();
        *seen.entry(if players >= 3 { "three or more players" } else { "two players" }).or_default() += 1;
        if scen["variant"] == "two_headed_giant" {
            *seen.entry("Two-Headed Giant").or_default() += 1;
        }
        let mut g = build(&scen);
        for r in choices {
            // Shortened shortcuts in a quarter of the games only: a game
            // stuck after one would reach nothing else.
            let Some(events) = wide_attempts_with(&g, r, game % 4 == 0).into_iter().find_map(|a| g.apply(&a).ok()) else { break };
            for e in &events {
                let what = match &e.kind {
                    EventKind::ShortcutTaken { .. } => "a shortcut taken",
                    EventKind::ShortcutAnswered { shorten_at: Some(_), .. } => "a shortcut shortened",
                    EventKind::ShortcutRepeated { .. } => "a loop repeated by a shortcut",
                    EventKind::Attached { .. } => "an Aura or Equipment attached",
                    EventKind::ControlChanged { .. } => "a change of control",
                    EventKind::EffectCreated { .. } if e.rule.contains("613.1b") => "a change of control",
                    EventKind::EffectCreated { .. } => "a continuous effect created",
                    EventKind::PlayerLost { .. } if e.rule == "104.3a" => "a concession",
                    _ if e.rule == "704.5n" || e.rule == "704.5p" => "an Aura or Equipment put off by 704.5n or 704.5p",
                    _ if e.rule == "706.5" => "a copy entering (706.5)",
                    _ => continue,
                };
                *seen.entry(what).or_default() += 1;
            }
        }
    }
    for want in [
        "three or more players", "Two-Headed Giant", "a shortcut taken", "a shortcut shortened", "a loop repeated by a shortcut", "an Aura or Equipment attached",
        "an Aura or Equipment put off by 704.5n or 704.5p", "a continuous effect created", "a change of control", "a copy entering (706.5)", "a concession",
    ] {
        assert!(seen.contains_key(want), "no {want} in the wide games: {seen:?}");
    }
}

/// The games the wide search found breaking an invariant, minimized
/// (tests/repros/props/, named after the rule each breaks), replay with every
/// invariant holding after every action.
#[test]
fn wide_play_repros_keep_invariants() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/repros/props");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "json")).collect();
    files.sort();
    assert!(!files.is_empty(), "no repro in {}", dir.display());
    let failures: Vec<String> = files
        .iter()
        .filter_map(|f| replay_checked(&std::fs::read_to_string(f).unwrap()).err().map(|e| format!("{}: {e}", f.file_name().unwrap().to_string_lossy())))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Real cards that guard against targeting, as custom cards of the scenario:
/// hexproof (702.11b), shroud (702.18a) and, built in, protection (702.16b).
fn guard_cards() -> serde_json::Value {
    serde_json::json!([
        {"name": "Troll Ascetic", "mana_cost": "{1}{G}{G}", "types": ["Creature"], "subtypes": ["Troll", "Shaman"],
         "power": 3, "toughness": 2, "keywords": ["hexproof"], "text": "Hexproof\n{1}{G}: Regenerate Troll Ascetic.",
         "abilities": [{"kind": "activated", "cost": {"mana": "{1}{G}"}, "effects": [{"do": "regenerate", "what": "this"}], "text": "{1}{G}: Regenerate Troll Ascetic."}]},
        {"name": "Simic Sky Swallower", "mana_cost": "{5}{G}{U}", "types": ["Creature"], "subtypes": ["Leviathan"],
         "power": 6, "toughness": 6, "keywords": ["flying", "trample", "shroud"], "text": "Flying, trample, shroud"}
    ])
}

/// The random scenarios, with a hexproof, a shroud and a protection creature on each side.
fn guarded_scenario_strategy() -> impl Strategy<Value = serde_json::Value> {
    scenario_strategy().prop_map(|mut v| {
        v["cards"] = guard_cards();
        for p in 0..2 {
            let bf = v["players"][p]["battlefield"].as_array_mut().unwrap();
            bf.extend(["Troll Ascetic", "Simic Sky Swallower", "Paladin en-Vec"].map(serde_json::Value::from));
        }
        v
    })
}

fn with_player(a: &Action, p: PlayerId) -> Action {
    let mut v = serde_json::to_value(a).unwrap();
    v["player"] = serde_json::Value::from(p.0);
    serde_json::from_value(v).unwrap()
}

fn cast(p: PlayerId, card: ObjectId, targets: Vec<TargetChoice>, mode: Option<usize>) -> Action {
    Action::CastSpell { player: p, card, targets, mode, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], alternative_cost: None, kicked: false, multikicker: 0, buyback: false, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: 0, splice: vec![] }
}

/// Every object and player that could be named as a target, in a fixed order.
fn all_choices(g: &Game) -> Vec<TargetChoice> {
    let mut out: Vec<TargetChoice> = g.players.iter().map(|p| TargetChoice::Player(p.id)).collect();
    out.extend(g.objects.keys().map(|id| TargetChoice::Object(*id)));
    out.extend(g.stack.iter().map(|s| TargetChoice::Object(s.id)));
    out
}

/// Actions that look legal — real cards, real players, the right shape — but
/// each breaks one rule. (label, action)
fn looks_legal(g: &Game, r: u64) -> Vec<(&'static str, Action)> {
    let mut out: Vec<(&'static str, Action)> = Vec::new();
    let Some(actor) = g.acting_player() else { return out };
    let other = PlayerId(1 - actor.0);
    if let Some(d) = &g.pending {
        // The right answer from the wrong player.
        if let Some(a) = pick_action(g, r) {
            out.push(("a decision answered by the wrong player", with_player(&a, other)));
        }
        // The deciding player passes, or answers another question.
        out.push(("priority passed while a decision is pending", Action::PassPriority { player: d.player }));
        let wrong_kind = match &d.kind {
            DecisionKind::ChooseMode { .. } => Action::OrderTriggers { player: d.player, order: vec![] },
            _ => Action::ChooseMode { player: d.player, mode: 0 },
        };
        out.push(("an answer of the wrong kind", wrong_kind));
        // The right kind of answer with a wrong content.
        let wrong = match &d.kind {
            // 716.2b: shortening at or past the end.
            DecisionKind::Shortcut { proposal } => Some(Action::AnswerShortcut { player: d.player, shorten_at: Some(proposal.end) }),
            DecisionKind::OrderTriggers { triggers, .. } => Some(Action::OrderTriggers { player: d.player, order: triggers[1..].to_vec() }),
            DecisionKind::ChooseReplacement { options, .. } => Some(Action::ChooseReplacement { player: d.player, choice: options.iter().max().copied().unwrap_or(0).saturating_add(1) }),
            DecisionKind::ChooseMode { modes, .. } => Some(Action::ChooseMode { player: d.player, mode: modes.len() }),
            DecisionKind::ChooseCards { from, max, .. } => {
                let mut cards = from.clone();
                // One too many, or a card that is not offered.
                if cards.len() > *max {
                    cards.truncate(max + 1);
                } else {
                    cards.push(ObjectId(u64::MAX));
                }
                Some(Action::ChooseCards { player: d.player, cards })
            }
            DecisionKind::ChooseObject { candidates, .. } => {
                all_choices(g).into_iter().find_map(|t| match t {
                    TargetChoice::Object(o) if !candidates.contains(&o) => Some(Action::ChooseObject { player: d.player, object: Some(o) }),
                    _ => None,
                })
            }
            // Every colour is offered, so a wrong one can only be a colour not listed.
            DecisionKind::ChooseColor { colors } => {
                [Color::White, Color::Blue, Color::Black, Color::Red, Color::Green].into_iter().find(|c| !colors.contains(c)).map(|color| Action::ChooseColor { player: d.player, color })
            }
            // Not a creature type (205.3m); a player not offered; no name; a number past the range.
            DecisionKind::ChooseCreatureType { .. } => Some(Action::ChooseCreatureType { player: d.player, creature_type: "Dog".into() }),
            DecisionKind::ChooseLandType { .. } => Some(Action::ChooseLandType { player: d.player, land_type: "Desert".into() }),
            DecisionKind::ChoosePlayer { players } => {
                let off = (0..g.players.len() as u8).map(PlayerId).find(|p| !players.contains(p)).unwrap_or(PlayerId(99));
                Some(Action::ChoosePlayer { player: d.player, chosen: off })
            }
            DecisionKind::NameCard { .. } => Some(Action::NameCard { player: d.player, name: " ".into() }),
            DecisionKind::ChooseNumber { max, .. } => Some(Action::ChooseNumber { player: d.player, number: max.saturating_add(1) }),
            // One mana more than the amount (of a colour offered).
            DecisionKind::ChooseMana { amount, colors, .. } => {
                let mut mana = ManaPool::default();
                *mana.get_mut(ManaType::of_color(colors[0])) = amount + 1;
                Some(Action::ChooseMana { player: d.player, mana })
            }
            // One card left out of the order.
            DecisionKind::ArrangeCards { cards, .. } => Some(Action::ArrangeCards { player: d.player, order: cards[1..].to_vec() }),
            // A yes/no question answered, as version 1 spelled it, with an object other than its subject.
            DecisionKind::ChooseYesNo { subject, .. } => all_choices(g).into_iter().find_map(|t| match t {
                TargetChoice::Object(o) if o != *subject => Some(Action::ChooseObject { player: d.player, object: Some(o) }),
                _ => None,
            }),
            DecisionKind::ChooseTargets { slots, .. } => Some(Action::ChooseTargets { player: d.player, division: vec![], targets: slots.iter().skip(1).map(|s| s[0]).collect() }),
            DecisionKind::DeclareAttackers { candidates, defenders } => g
                .battlefield
                .iter()
                .find(|id| !candidates.contains(id))
                .map(|id| Action::DeclareAttackers { player: d.player, attackers: vec![Attack { attacker: *id, target: defenders[0], band: None }] }),
            DecisionKind::DeclareBlockers { candidates, attackers } => g
                .battlefield
                .iter()
                .find(|id| !candidates.contains(id) && !attackers.contains(id))
                .map(|id| Action::DeclareBlockers { player: d.player, blockers: vec![Block { blocker: *id, attacker: attackers[0] }] }),
            DecisionKind::OrderBlockers { attacker, blockers } => Some(Action::OrderBlockers { player: d.player, attacker: *attacker, order: blockers[1..].to_vec() }),
            DecisionKind::AssignCombatDamage { attacker, power, suggested, .. } => {
                // More damage than the attacker's power.
                let mut amounts = vec![0; suggested.len()];
                amounts[0] = power + 1;
                Some(Action::AssignCombatDamage { player: d.player, attacker: *attacker, amounts })
            }
        };
        if let Some(a) = wrong {
            out.push(("a wrong answer of the right kind", a));
        }
        return out;
    }
    let Flow::Priority(p) = g.flow else { return out };
    let q = PlayerId(1 - p.0);
    // 116.1: the player without priority casts an instant or activates an ability.
    for c in &g.player(q).hand {
        let o = &g.objects[c];
        if o.def.types.contains(&CardType::Instant) {
            out.push(("an instant cast without priority", cast(q, *c, vec![TargetChoice::Player(p)], None)));
            break;
        }
    }
    for id in &g.battlefield {
        let o = &g.objects[id];
        if o.controller == q && g.chars(*id).map(|c| !c.abilities.is_empty()).unwrap_or(false) {
            out.push((
                "an ability activated without priority",
                Action::ActivateAbility { player: q, source: *id, ability: 0, targets: vec![], x: None, mana_abilities: vec![], auto_pay: true, division: vec![], sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], adds: None, phyrexian_life: 0 },
            ));
            break;
        }
    }
    let sorcery_time = g.sorcery_timing(p);
    for c in &g.player(p).hand {
        let o = &g.objects[c];
        let is_land = o.def.types.contains(&CardType::Land);
        // 307.1 / 305.1: sorcery-speed cards and lands outside one's own main phase with an empty stack.
        if !sorcery_time && is_land {
            out.push(("a land played at the wrong time", Action::PlayLand { player: p, card: *c }));
        }
        if !sorcery_time && !is_land && !o.def.types.contains(&CardType::Instant) {
            out.push(("a sorcery-speed spell cast at the wrong time", cast(p, *c, vec![TargetChoice::Player(q)], None)));
        }
        // 601.2h: a cost the pool and untapped sources can't pay.
        if !is_land {
            let cost = o.def.mana_cost.clone().unwrap_or_default();
            if !g.can_afford(p, &cost, None) {
                out.push(("a spell that can't be paid for", cast(p, *c, vec![], None)));
            }
        }
    }
    // 601.2c / 115: an illegal target in the first slot of a castable spell or ability.
    let choices = all_choices(g);
    for la in g.legal_actions() {
        let (slots, min, make): (Vec<Vec<TargetChoice>>, usize, Box<dyn Fn(Vec<TargetChoice>) -> Action>) = match &la {
            LegalAction::Cast { player, card, options, .. } => {
                let o = &options[(r % options.len() as u64) as usize];
                if o.divide.is_some() {
                    continue;
                }
                let (player, card, mode, alt, kicked, buyback) = (*player, *card, o.mode, o.alternative_cost, o.kicked, o.buyback);
                (
                    o.targets.clone(),
                    o.min_targets,
                    Box::new(move |targets| Action::CastSpell { player, card, targets, mode, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], alternative_cost: alt, kicked, multikicker: 0, buyback, sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], phyrexian_life: 0, splice: vec![] }),
                )
            }
            LegalAction::Activate { player, source, ability, targets, min_targets, .. } => {
                let (player, source, ability) = (*player, *source, *ability);
                (targets.clone(), *min_targets, Box::new(move |targets| Action::ActivateAbility { player, source, ability, targets, x: None, mana_abilities: vec![], auto_pay: true, division: vec![], sacrifice: vec![], discard: vec![], exile: vec![], return_to_hand: vec![], tap: vec![], adds: None, phyrexian_life: 0 }))
            }
            _ => continue,
        };
        if slots.is_empty() || min == 0 {
            continue;
        }
        let bad: Vec<TargetChoice> = choices.iter().copied().filter(|t| !slots[0].contains(t)).collect();
        if bad.is_empty() {
            continue;
        }
        let mut targets = vec![bad[(r % bad.len() as u64) as usize]];
        targets.extend(slots[1..min].iter().map(|s| s[0]));
        out.push(("an illegal target", make(targets)));
        // A creature guarded by hexproof, shroud or protection (702.11b, 702.18a, 702.16b), when it is not a legal choice here.
        for t in &bad {
            let TargetChoice::Object(id) = t else { continue };
            let guarded = g.is_on_battlefield(*id)
                && g.chars(*id).map(|c| c.keywords.iter().any(|k| matches!(k, Keyword::Hexproof | Keyword::Shroud | Keyword::ProtectionFromBlack | Keyword::ProtectionFromRed | Keyword::ProtectionFromWhite | Keyword::ProtectionFromBlue | Keyword::ProtectionFromGreen))).unwrap_or(false);
            if guarded {
                let mut targets = vec![*t];
                targets.extend(slots[1..min].iter().map(|s| s[0]));
                out.push(("a guarded target", make(targets)));
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(48), .. ProptestConfig::default() })]

    /// Actions that look legal but break one rule are refused, and the game is
    /// exactly as it was, all along random games.
    #[test]
    fn illegal_actions_that_look_legal_are_refused_and_change_nothing(scen in guarded_scenario_strategy(), choices in proptest::collection::vec(any::<u64>(), 1..60)) {
        let mut g = build(&scen);
        for r in &choices {
            for (what, bad) in looks_legal(&g, *r) {
                let before = g.clone();
                let res = g.apply(&bad);
                prop_assert!(res.is_err(), "{} was accepted: {:?}", what, bad);
                prop_assert!(g == before, "{} ({:?}) was refused but changed the game", what, bad);
            }
            let Some(a) = pick_action(&g, *r) else { break };
            let ev = g.apply(&a);
            prop_assert!(ev.is_ok(), "legal action refused: {:?}: {:?}", a, ev);
        }
    }
}

/// The looks-legal generator does produce each kind of illegal action on the
/// positions it is meant for (so the property above tests something).
#[test]
fn looks_legal_covers_timing_priority_costs_targets_and_decisions() {
    let v = serde_json::json!({
        "format": "stackwise-scenario", "version": 1, "cards": guard_cards(),
        "players": [
            {"name": "A", "hand": ["Wrath of God", "Lightning Bolt", "Forest", "Serra Angel"], "battlefield": ["Mountain", "Troll Ascetic", "Blood Artist", "Blood Artist"]},
            {"name": "B", "hand": ["Shock", "Giant Growth"], "battlefield": ["Mountain", "Simic Sky Swallower", "Paladin en-Vec", "Prodigal Sorcerer", "Grizzly Bears"]}
        ],
        "turn": {"number": 2, "active": 0, "step": "precombat_main"}
    });
    let mut g = build(&v);
    let kinds = |g: &Game| looks_legal(g, 0).into_iter().map(|(k, _)| k).collect::<std::collections::BTreeSet<_>>();
    let k = kinds(&g);
    for want in ["an instant cast without priority", "an ability activated without priority", "a spell that can't be paid for", "an illegal target", "a guarded target"] {
        prop_assert_in(&k, want);
    }
    // Bolt the Bears: with Bolt on the stack, sorceries and lands are at the wrong time.
    let a = g.player(PlayerId(0)).hand.iter().copied().find(|c| g.objects[c].def.name == "Lightning Bolt").unwrap();
    let bears = g.battlefield.iter().copied().find(|c| g.objects[c].def.name == "Grizzly Bears").unwrap();
    g.apply(&cast(PlayerId(0), a, vec![TargetChoice::Object(bears)], None)).unwrap();
    let k = kinds(&g);
    prop_assert_in(&k, "a land played at the wrong time");
    prop_assert_in(&k, "a sorcery-speed spell cast at the wrong time");
    // Two Blood Artists see the Bears die: a decision to order them (603.3b).
    g.apply(&Action::PassPriority { player: PlayerId(0) }).unwrap();
    g.apply(&Action::PassPriority { player: PlayerId(1) }).unwrap();
    assert!(matches!(g.pending.as_ref().map(|d| &d.kind), Some(DecisionKind::OrderTriggers { .. })), "{:?}", g.pending);
    let k = kinds(&g);
    for want in ["a decision answered by the wrong player", "priority passed while a decision is pending", "an answer of the wrong kind", "a wrong answer of the right kind"] {
        prop_assert_in(&k, want);
    }
    for (what, bad) in looks_legal(&g, 0) {
        let before = g.clone();
        assert!(g.apply(&bad).is_err(), "{what} accepted");
        assert_eq!(before, g, "{what} changed the game");
    }
}

fn prop_assert_in(k: &std::collections::BTreeSet<&'static str>, want: &str) {
    assert!(k.contains(want), "no {want:?} among {k:?}");
}
