//! Rule 716.3–716.6: loops the engine recognises by itself (rules::loops).
//! - 716.3: a fragmented loop: the active player (or the first involved
//!   player in turn order) must make another choice; the others never have to.
//! - 716.4: a loop made only of mandatory actions is a draw (104.4b), whether
//!   it goes round inside the engine or through the stack while everyone passes;
//!   a chain that stops by itself is played out, however long.
//! - 716.5: nobody has to take an action that would stop a loop.
//! - 716.6: nobody has to pay in "[A] unless [B]"; the loop goes on as if A were mandatory.
//!
//! Real cards come from the card pool (Seal of Cleansing, Sanguine Bond,
//! Exquisite Blood, Lightning Bolt); the cards below are made up to build the
//! loops the rules describe with the smallest boards, written as printed text.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn cards() -> Value {
    json!([
        // 716.3's example: a creature that can gain flying, a permanent that can take it away.
        {"name": "Skyward Initiate", "mana_cost": "{1}{U}", "type": "Creature — Human", "power": 1, "toughness": 1, "text": "{0}: Skyward Initiate gains flying until end of turn."},
        {"name": "Grounding Rod", "mana_cost": "{2}", "type": "Artifact", "text": "{0}: Target creature loses flying until end of turn."},
        // A second fragmented loop: one player taps a permanent, the other untaps it.
        {"name": "Tapping Rod", "mana_cost": "{2}", "type": "Artifact", "text": "{0}: Tap target permanent."},
        {"name": "Untapping Rod", "mana_cost": "{2}", "type": "Artifact", "text": "{0}: Untap target permanent."},
        // A mandatory loop through the stack: tapping it untaps it, untapping it taps it.
        {"name": "Perpetual Pendulum", "mana_cost": "{3}", "type": "Artifact", "text": "{0}: Tap Perpetual Pendulum.\nWhenever Perpetual Pendulum becomes tapped, untap it.\nWhenever Perpetual Pendulum becomes untapped, tap it."},
        // The same loop with "[A] unless [B]" (716.6).
        {"name": "Reluctant Pendulum", "mana_cost": "{3}", "type": "Artifact", "text": "{0}: Tap Reluctant Pendulum.\nWhenever Reluctant Pendulum becomes tapped, untap it unless you pay {1}.\nWhenever Reluctant Pendulum becomes untapped, tap it."},
        // A loop that only grows: each token entering makes another.
        {"name": "Echoing Hatchery", "mana_cost": "{2}{G}", "type": "Enchantment",
         "text": "{0}: Create a 1/1 green Saproling creature token.\nWhenever a creature token enters the battlefield, create a 1/1 green Saproling creature token."},
        // Counters that feed themselves: up (+1/+1, unbounded) or down (-1/-1, stops when it dies).
        {"name": "Ever-Growing Ooze", "mana_cost": "{1}{G}", "type": "Creature — Ooze", "power": 1, "toughness": 1, "text": "{0}: Put a +1/+1 counter on Ever-Growing Ooze.\nWhenever one or more +1/+1 counters are placed on Ever-Growing Ooze, put a +1/+1 counter on it."},
        {"name": "Withering Colossus", "mana_cost": "{5}{B}", "type": "Creature — Giant", "power": 500, "toughness": 500, "text": "{0}: Put a -1/-1 counter on Withering Colossus.\nWhenever one or more -1/-1 counters are placed on Withering Colossus, put a -1/-1 counter on it."},
        // Life that feeds itself, and a threshold that reads it.
        {"name": "Swelling Font", "mana_cost": "{2}{W}", "type": "Enchantment", "text": "{0}: You gain 1 life.\nWhenever you gain life, you gain 1 life."},
        {"name": "Celestial Threshold", "mana_cost": "{3}{W}", "type": "Enchantment", "text": "When you have 40 or more life, you win the game."},
        // 603.8 state triggers that hold again as soon as they resolve.
        {"name": "Ever Thirsty", "mana_cost": "{G}", "type": "Enchantment", "text": "When you have 1 or more life, you gain 1 life."},
        {"name": "Teeming Nest", "mana_cost": "{2}{G}", "type": "Enchantment", "text": "When you control a creature, put a 1/1 green Saproling creature token onto the battlefield."},
        {"name": "Crowded Nest", "mana_cost": "{3}{G}", "type": "Enchantment",
         "text": "When you control a creature, create a 1/1 green Saproling creature token. If you control twenty or more creatures, you win the game."},
        // Drawing that feeds itself: the library shrinks each round.
        {"name": "Endless Study", "mana_cost": "{2}{U}", "type": "Enchantment", "text": "{0}: Draw a card.\nWhenever you draw a card, draw a card."},
        // Loops inside the engine, with no player asked anything.
        {"name": "Timeless Stasis", "mana_cost": "{4}{U}", "type": "Enchantment",
         "text": "Skip your upkeep step.\nSkip your draw step.\nSkip your precombat main phase.\nSkip your combat phase.\nSkip your postcombat main phase.\nSkip your end step.\nSkip your cleanup step."},
        {"name": "Endless Vigil", "mana_cost": "{5}", "type": "Artifact", "text": "If you would lose the game, instead your life total becomes 0."}
    ])
}

fn game(alice: Value, bob: Value) -> T {
    game_with(alice, bob, json!({"number": 3, "active": 0, "step": "precombat_main"}))
}

fn game_with(alice: Value, bob: Value, turn: Value) -> T {
    let mut a = alice;
    a["name"] = "Alice".into();
    let mut b = bob;
    b["name"] = "Bob".into();
    if a.get("library").is_none() {
        a["library"] = json!(["Forest", "Forest", "Forest", "Forest", "Forest"]);
    }
    if b.get("library").is_none() {
        b["library"] = json!(["Forest", "Forest", "Forest", "Forest", "Forest"]);
    }
    T::new(json!({"cards": cards(), "players": [a, b], "turn": turn}))
}

fn is_draw(g: &Game) -> bool {
    g.winners.as_deref() == Some(&[][..])
}

/// Every player only passes priority (and declines any "unless" payment,
/// 716.6) until the game ends or `max` actions have been taken. Returns the
/// events and the number of actions.
fn only_pass(t: &mut T, max: usize) -> (Vec<Event>, usize) {
    let mut out = Vec::new();
    for n in 0..max {
        if t.g().winners.is_some() {
            return (out, n);
        }
        let a = match &t.g().pending {
            Some(d) => match &d.kind {
                DecisionKind::ChooseYesNo { .. } => Action::ChooseYesNo { player: d.player, yes: false },
                // 603.3b: the triggers in the order listed (the winning one last, so first to resolve).
                DecisionKind::OrderTriggers { triggers, .. } => Action::OrderTriggers { player: d.player, order: triggers.clone() },
                // A trigger's only possible target (603.3d): no choice to speak of.
                DecisionKind::ChooseTargets { slots, .. } if slots.iter().all(|s| s.len() == 1) => {
                    Action::ChooseTargets { player: d.player, division: vec![], targets: slots.iter().map(|s| s[0]).collect() }
                }
                other => panic!("unexpected decision {other:?}"),
            },
            None => Action::PassPriority { player: t.g().acting_player().expect("someone acts") },
        };
        out.extend(t.gm().apply(&a).unwrap_or_else(|e| panic!("{a:?} refused: {e}")));
    }
    (out, max)
}

fn activate(t: &mut T, player: u8, source: &str, targets: Value) -> Result<Vec<Event>, ActionError> {
    t.try_act(json!({"action": "activate_ability", "player": player, "source": format!("@{source}"), "ability": 0, "targets": targets}))
}

fn has_flying(t: &T, label: &str) -> bool {
    t.g().chars(t.id(label)).unwrap().has_keyword(Keyword::Flying)
}

// ---------------------------------------------------------------- 716.3 ----

/// 716.3's example: Alice (active) gives her creature flying, Bob takes it
/// away; back in the same position, Alice must choose differently: her
/// repeat is refused, citing 716.3, and the game is unchanged. Bob's repeat is
/// never refused: he has the last word, and the creature ends without flying.
#[test]
fn r716_3_fragmented_flying_loop_active_player_must_choose_differently() {
    let mut t = game(
        json!({"battlefield": [{"card": "Skyward Initiate", "label": "initiate"}]}),
        json!({"battlefield": [{"card": "Grounding Rod", "label": "rod"}]}),
    );
    // Round 1: Alice activates, it resolves; Alice passes; Bob activates, it resolves.
    activate(&mut t, 0, "initiate", json!([])).unwrap();
    t.pass_all();
    assert!(has_flying(&t, "initiate"));
    t.act(json!({"action": "pass_priority", "player": 0}));
    activate(&mut t, 1, "rod", json!([{"object": "@initiate"}])).unwrap();
    t.pass_all();
    assert!(!has_flying(&t, "initiate"));
    assert_eq!(t.g().acting_player(), Some(PlayerId(0)));
    // Back to the same position (the list of continuous effects grew, the game did not).
    let before = t.g().clone();
    let e = activate(&mut t, 0, "initiate", json!([])).unwrap_err();
    assert_eq!(e.rule().as_deref(), Some("716.3"), "{e}");
    assert!(e.to_string().starts_with("716.3: "), "{e}");
    assert!(*t.g() == before, "a refused action changes nothing");
    // Alice chooses something else (passes); Bob may still act, and he decides: no flying.
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    assert_eq!(t.g().turn.step, Step::BeginningOfCombat);
    assert!(!has_flying(&t, "initiate"));
}

/// The record of positions is per step: in the next step the same actions
/// start a new record, and the loop is recognised again once it repeats there.
#[test]
fn r716_3_the_record_starts_again_in_a_new_step() {
    let mut t = game(
        json!({"battlefield": [{"card": "Skyward Initiate", "label": "initiate"}]}),
        json!({"battlefield": [{"card": "Grounding Rod", "label": "rod"}]}),
    );
    for step in [Step::PrecombatMain, Step::BeginningOfCombat] {
        assert_eq!(t.g().turn.step, step);
        activate(&mut t, 0, "initiate", json!([])).unwrap();
        t.pass_all();
        assert!(has_flying(&t, "initiate"));
        t.act(json!({"action": "pass_priority", "player": 0}));
        activate(&mut t, 1, "rod", json!([{"object": "@initiate"}])).unwrap();
        t.pass_all();
        let e = activate(&mut t, 0, "initiate", json!([])).unwrap_err();
        assert!(e.to_string().starts_with("716.3: "), "{e}");
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "pass_priority", "player": 1}));
    }
    assert_ne!(t.g().turn.step, Step::BeginningOfCombat);
}

/// The record is part of the game's state: a game saved and loaded in the
/// middle of the loop still refuses the repeat (same start, same actions,
/// same result).
#[test]
fn r716_3_record_survives_save_and_load() {
    let mut t = game(
        json!({"battlefield": [{"card": "Skyward Initiate", "label": "initiate"}]}),
        json!({"battlefield": [{"card": "Grounding Rod", "label": "rod"}]}),
    );
    activate(&mut t, 0, "initiate", json!([])).unwrap();
    t.pass_all();
    t.act(json!({"action": "pass_priority", "player": 0}));
    activate(&mut t, 1, "rod", json!([{"object": "@initiate"}])).unwrap();
    t.pass_all();
    let text = serde_json::to_string(t.g()).unwrap();
    let loaded: Game = serde_json::from_str(&text).unwrap();
    assert!(loaded == *t.g(), "the game round-trips");
    assert!(!loaded.loops.actions.is_empty() && loaded.loops.actions == t.g().loops.actions, "the loop record round-trips");
    *t.gm() = loaded;
    assert!(activate(&mut t, 0, "initiate", json!([])).unwrap_err().to_string().starts_with("716.3: "));
}

/// Bob taps Alice's land with his Tapping Rod at his own priority; Alice
/// untaps it; the position repeats. Alice, the active player, is involved:
/// she must stop. Bob's repeat, from his position, is taken.
#[test]
fn r716_3_tap_untap_rods_bob_keeps_the_last_word() {
    let mut t = game(
        json!({"battlefield": [{"card": "Untapping Rod", "label": "urod"}, {"card": "Forest", "label": "forest"}]}),
        json!({"battlefield": [{"card": "Tapping Rod", "label": "trod"}]}),
    );
    t.act(json!({"action": "pass_priority", "player": 0}));
    // Bob taps the Forest.
    activate(&mut t, 1, "trod", json!([{"object": "@forest"}])).unwrap();
    t.pass_all();
    assert!(t.g().objects[&t.id("forest")].tapped);
    // Alice untaps it.
    activate(&mut t, 0, "urod", json!([{"object": "@forest"}])).unwrap();
    t.pass_all();
    assert!(!t.g().objects[&t.id("forest")].tapped);
    t.act(json!({"action": "pass_priority", "player": 0}));
    // Bob, in the very position he tapped it from: not refused.
    activate(&mut t, 1, "trod", json!([{"object": "@forest"}])).unwrap();
    t.pass_all();
    // Alice, in the very position she untapped it from: refused (716.3).
    let e = activate(&mut t, 0, "urod", json!([{"object": "@forest"}])).unwrap_err();
    assert_eq!(e.rule().as_deref(), Some("716.3"), "{e}");
    assert!(t.g().objects[&t.id("forest")].tapped, "Bob had the last word");
}

/// One player alone repeating an action that changes nothing is no
/// fragmented loop (716.3 needs players acting in turn): never refused.
#[test]
fn r716_3_one_player_alone_is_not_a_fragmented_loop() {
    let mut t = game(json!({"battlefield": [{"card": "Skyward Initiate", "label": "initiate"}]}), json!({}));
    for _ in 0..5 {
        activate(&mut t, 0, "initiate", json!([])).unwrap();
        t.pass_all();
    }
    assert!(has_flying(&t, "initiate"));
}

// ---------------------------------------------------------------- 716.4 ----

/// Every step of both players' turns is skipped: the turns go round with no
/// player ever asked anything. The game is a draw (716.4, 104.4b), found
/// quickly, not after an engine limit.
#[test]
fn r716_4_every_step_skipped_turns_go_round_is_a_draw() {
    let mut t = game(
        json!({"battlefield": ["Timeless Stasis"]}),
        json!({"battlefield": ["Timeless Stasis"]}),
    );
    t.act(json!({"action": "pass_priority", "player": 0}));
    let ev = t.act(json!({"action": "pass_priority", "player": 1}));
    assert!(is_draw(t.g()), "the game is a draw");
    assert!(cites(&ev, "716.4"));
    assert!(ev.iter().any(|e| e.rule == "716.4" && matches!(&e.kind, EventKind::GameOver { winners } if winners.is_empty())));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::LimitReached { .. })), "no engine limit was reached");
    assert!(t.g().turn.number < 3 + 2_000, "recognised within a few hundred turns, not {}", t.g().turn.number);
    assert_eq!(t.g().flow, state::Flow::GameOver);
    assert!(t.try_act(json!({"action": "pass_priority", "player": 0})).is_err());
}

/// "If you would lose the game, instead your life total becomes 0": the
/// 704.3 check makes Alice lose, the loss is replaced, and the same check
/// comes again forever. A draw (716.4), with no engine limit reached.
#[test]
fn r716_4_lose_game_replaced_by_zero_life_repeats_704_3_is_a_draw() {
    let mut t = game(
        json!({"life": 3, "mana_pool": "R", "battlefield": ["Endless Vigil"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}]}),
        json!({}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 0}]}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    let ev = t.act(json!({"action": "pass_priority", "player": 1}));
    assert!(is_draw(t.g()));
    assert!(ev.iter().any(|e| e.rule == "614.1a" && e.text.contains("704.5a: life total is 0")), "the 704.5a loss is replaced");
    assert!(cites(&ev, "614.1a") && cites(&ev, "716.4"), "{:?}", rules(&ev));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::LimitReached { .. })));
    // Recognised at the first repeat once the watch begins (after
    // WATCH_INTERNAL_AFTER checks), not at an engine limit: each round of the
    // check is a loss replaced (614.1a) and a life total set, two events.
    let watch = stackwise::rules::loops::WATCH_INTERNAL_AFTER as usize;
    assert!(ev.len() <= 2 * (watch + 8), "recognised after {} events", ev.len());
}

/// A mandatory loop through the stack: the Pendulum's triggers tap and
/// untap it forever while both players only pass. A draw once a position repeats.
#[test]
fn r716_4_mandatory_triggers_through_the_stack_are_a_draw() {
    let mut t = game(json!({"battlefield": [{"card": "Perpetual Pendulum", "label": "pendulum"}]}), json!({}));
    activate(&mut t, 0, "pendulum", json!([])).unwrap();
    let (ev, n) = only_pass(&mut t, 1_000);
    assert!(is_draw(t.g()), "draw after {n} passes");
    assert!(n <= 12, "recognised after a round or two, not {n} passes");
    assert!(cites(&ev, "716.4"));
    assert!(ev.len() < 500, "recognised after {} events", ev.len());
}

/// A loop whose only change is growth: each Saproling entering makes another.
/// Nothing bounds the number of tokens, so this is a draw too.
#[test]
fn r716_4_growth_more_identical_tokens_is_a_draw() {
    let mut t = game(json!({"battlefield": [{"card": "Echoing Hatchery", "label": "hatchery"}]}), json!({}));
    activate(&mut t, 0, "hatchery", json!([])).unwrap();
    let (ev, n) = only_pass(&mut t, 1_000);
    assert!(is_draw(t.g()), "draw after {n} passes");
    assert!(n <= 20, "{n}");
    assert!(cites(&ev, "716.4"));
    assert!(ev.iter().any(|e| e.rule == "716.4" && e.text.contains("only with more")));
    assert!(ev.len() < 500, "recognised after {} events", ev.len());
}

/// +1/+1 counters that keep adding themselves: growth nothing bounds, a draw.
#[test]
fn r716_4_growth_plus_one_counters_is_a_draw() {
    let mut t = game(json!({"battlefield": [{"card": "Ever-Growing Ooze", "label": "ooze"}]}), json!({}));
    activate(&mut t, 0, "ooze", json!([])).unwrap();
    let (ev, n) = only_pass(&mut t, 1_000);
    assert!(is_draw(t.g()), "draw after {n} passes");
    assert!(cites(&ev, "716.4"));
    assert!(t.g().counters(t.id("ooze"))["+1/+1"] < 50);
}

/// Life that only goes up, by the same amount each round, with nothing that
/// reads it: growth nothing bounds, a draw.
#[test]
fn r716_4_growth_life_is_a_draw() {
    let mut t = game(json!({"battlefield": [{"card": "Swelling Font", "label": "font"}]}), json!({}));
    activate(&mut t, 0, "font", json!([])).unwrap();
    let (ev, n) = only_pass(&mut t, 1_000);
    assert!(is_draw(t.g()), "draw after {n} passes");
    assert!(cites(&ev, "716.4"));
    assert!(t.life(0) < 40);
}

/// No false positive: the same growing life, but a "40 or more life" state
/// trigger reads it. The growth is bounded by that threshold: the chain is
/// played out and Alice wins at 40 life.
#[test]
fn r716_4_growing_life_toward_a_threshold_is_not_a_draw() {
    let mut t = game(json!({"battlefield": [{"card": "Swelling Font", "label": "font"}, "Celestial Threshold"]}), json!({}));
    activate(&mut t, 0, "font", json!([])).unwrap();
    let (ev, _) = only_pass(&mut t, 2_000);
    assert!(!cites(&ev, "716.4"));
    assert_eq!(t.g().winners.as_deref(), Some(&[PlayerId(0)][..]), "Alice wins");
    assert!(t.life(0) >= 40);
}

/// A 603.8 state trigger ("when you have 1 or more life, you gain 1 life")
/// triggers again as soon as it has resolved: both players only pass, life
/// only grows, and the "1 or more life" it reads already holds, so growing
/// can't change it. A draw within a few rounds (the repro took minutes and
/// gigabytes without one).
#[test]
fn r716_4_state_trigger_that_keeps_holding_is_a_draw() {
    let text = std::fs::read_to_string("tests/repros/r716_4_state_trigger_loop.json").unwrap();
    let mut t = T::new(serde_json::from_str(&text).unwrap());
    assert_eq!(t.g().stack.len(), 1, "603.8: the state trigger is on the stack");
    let (ev, n) = only_pass(&mut t, 20_000);
    assert!(is_draw(t.g()), "draw after {n} passes");
    assert!(n <= 12, "recognised after a round or two, not {n} passes");
    assert!(ev.iter().any(|e| e.rule == "716.4" && e.text.contains("only with more")));
    assert!(t.life(0) < 30, "{}", t.life(0));
}

/// The same with a different quantity and both players' cards: Bob's state
/// trigger makes a Saproling while he controls a creature (Alice's Ever
/// Thirsty for her). Tokens and life only grow; what reads them already holds.
#[test]
fn r716_4_state_triggers_making_tokens_while_they_hold_are_a_draw() {
    for alice in [json!({"battlefield": ["Ever Thirsty"]}), json!({})] {
        let mut t = game(alice.clone(), json!({"battlefield": ["Teeming Nest", "Grizzly Bears"]}));
        let (ev, n) = only_pass(&mut t, 20_000);
        assert!(is_draw(t.g()), "draw after {n} passes ({alice})");
        assert!(n <= 24, "recognised after a round or two, not {n} passes");
        assert!(cites(&ev, "716.4"));
        let saprolings = t.g().battlefield.iter().filter(|id| t.g().name_of(**id) == "Saproling").count();
        assert!((1..20).contains(&saprolings), "{saprolings}");
    }
}

/// No false positive: the same token loop, but each token is followed by "If
/// you control twenty or more creatures, you win the game", which does not
/// hold yet. The growth is bounded by it: the loop is played out and Bob wins
/// when he has twenty creatures (Grizzly Bears and nineteen Saprolings).
#[test]
fn r716_4_state_trigger_tokens_toward_a_threshold_are_not_a_draw() {
    let mut t = game(json!({}), json!({"battlefield": ["Crowded Nest", "Grizzly Bears"]}));
    let (ev, _) = only_pass(&mut t, 2_000);
    assert!(!cites(&ev, "716.4"), "{:?}", ev.iter().filter(|e| e.rule == "716.4").collect::<Vec<_>>());
    assert_eq!(t.g().winners.as_deref(), Some(&[PlayerId(1)][..]), "Bob wins");
    let creatures = t.g().battlefield.iter().filter(|id| ["Saproling", "Grizzly Bears"].contains(&t.g().name_of(**id).as_str())).count();
    assert_eq!(creatures, 20);
}

/// No false positive: Sanguine Bond and Exquisite Blood feed each other, but
/// Bob's life goes down each round. The chain is mandatory yet stops by
/// itself after 500 rounds, when Bob reaches 0 life: Alice wins, no draw.
#[test]
fn r716_4_chain_that_stops_after_500_rounds_is_not_a_draw() {
    let mut t = game(
        json!({"life": 20, "mana_pool": "R", "battlefield": ["Sanguine Bond", "Exquisite Blood"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}]}),
        json!({"life": 1500}),
    );
    // Bolt Bob (3): Alice gains 3, Bob loses 3, ... 500 rounds down to 0.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}]}));
    let (ev, _) = only_pass(&mut t, 20_000);
    assert_eq!(t.g().winners.as_deref(), Some(&[PlayerId(0)][..]), "Alice wins: the chain ended by itself");
    assert!(!cites(&ev, "716.4"));
    assert_eq!(t.life(1), 0);
    let gains = ev.iter().filter(|e| e.rule == "119.3" || e.text.contains("gains 3 life")).count();
    assert!(gains >= 499, "about 500 rounds were played ({gains})");
}

/// No false positive: -1/-1 counters that keep adding themselves on a 500/500:
/// toughness goes down each round, the creature dies after 500 rounds (704.5f)
/// and the chain stops. Not a draw.
#[test]
fn r716_4_minus_one_counters_toward_death_is_not_a_draw() {
    let mut t = game(json!({"battlefield": [{"card": "Withering Colossus", "label": "colossus"}]}), json!({}));
    activate(&mut t, 0, "colossus", json!([])).unwrap();
    let mut ev = Vec::new();
    for _ in 0..20_000 {
        if t.zone("colossus") == "graveyard" && t.g().stack.is_empty() {
            break;
        }
        ev.extend(only_pass(&mut t, 1).0);
    }
    assert!(t.g().winners.is_none(), "the game goes on: {:?}", ev.iter().filter(|e| e.rule.starts_with("716") || e.rule.starts_with("704")).map(|e| &e.text).collect::<Vec<_>>());
    assert!(!cites(&ev, "716.4"));
    assert_eq!(t.zone("colossus"), "graveyard");
    assert!(cites(&ev, "704.5f"));
    assert!(t.g().stack.is_empty());
}

/// No false positive: each card drawn makes Alice draw another, a mandatory
/// chain, but her library of 500 cards shrinks each round: after 500 rounds
/// she draws from an empty library and loses (704.5b). Not a draw.
#[test]
fn r716_4_library_shrinking_for_500_rounds_is_not_a_draw() {
    let mut t = game(
        json!({"library": [{"card": "Island", "count": 500}], "battlefield": [{"card": "Endless Study", "label": "study"}]}),
        json!({}),
    );
    activate(&mut t, 0, "study", json!([])).unwrap();
    let (ev, _) = only_pass(&mut t, 20_000);
    assert!(!cites(&ev, "716.4"));
    assert_eq!(t.g().winners.as_deref(), Some(&[PlayerId(1)][..]), "Bob wins: Alice drew from an empty library");
    assert!(cites(&ev, "704.5b") || ev.iter().any(|e| e.text.contains("704.5b")));
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 500);
}

// ---------------------------------------------------------------- 716.5 ----

/// The seed's example: a mandatory loop involving an artifact runs; Bob
/// could sacrifice Seal of Cleansing to destroy it, but is not required to.
/// He only passes, the game is a draw (716.4), and the log says 716.5.
#[test]
fn r716_5_seal_of_cleansing_need_not_be_used() {
    let mut t = game(
        json!({"battlefield": [{"card": "Perpetual Pendulum", "label": "pendulum"}]}),
        json!({"battlefield": [{"card": "Seal of Cleansing", "label": "seal"}]}),
    );
    activate(&mut t, 0, "pendulum", json!([])).unwrap();
    let (ev, _) = only_pass(&mut t, 1_000);
    assert!(is_draw(t.g()));
    let note = ev.iter().find(|e| e.rule == "716.5" && e.text.starts_with("Bob")).expect("a 716.5 event about Bob");
    assert!(note.text.starts_with("Bob") && note.text.contains("Seal of Cleansing"), "{}", note.text);
    assert_eq!(t.zone("seal"), "battlefield");
    assert_eq!(t.zone("pendulum"), "battlefield");
}

/// The same loop, but Bob uses the Seal: the artifact is destroyed, the loop
/// stops, and the game goes on (716.5 only says he need not).
#[test]
fn r716_5_using_the_seal_stops_the_loop() {
    let mut t = game(
        json!({"battlefield": [{"card": "Perpetual Pendulum", "label": "pendulum"}]}),
        json!({"battlefield": [{"card": "Seal of Cleansing", "label": "seal"}]}),
    );
    activate(&mut t, 0, "pendulum", json!([])).unwrap();
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@seal", "ability": 0, "targets": [{"object": "@pendulum"}]}));
    let (ev, _) = only_pass(&mut t, 50);
    assert!(t.g().winners.is_none());
    assert!(!cites(&ev, "716.4"));
    assert_eq!(t.zone("pendulum"), "graveyard");
}

// ---------------------------------------------------------------- 716.6 ----

/// "Untap it unless you pay {1}": Alice can pay, and is asked each time; she
/// declines, as 716.6 allows. The loop goes on as if untapping were
/// mandatory, and everything else is mandatory: a draw.
#[test]
fn r716_6_declining_unless_payment_loop_is_a_draw() {
    let mut t = game(json!({"mana_pool": "{3}", "battlefield": [{"card": "Reluctant Pendulum", "label": "pendulum"}]}), json!({}));
    activate(&mut t, 0, "pendulum", json!([])).unwrap();
    let (ev, n) = only_pass(&mut t, 1_000);
    assert!(is_draw(t.g()), "draw after {n} actions");
    assert!(ev.iter().any(|e| e.rule == "603.5" && e.text.contains("doesn't pay")), "Alice was asked and declined");
    assert!(cites(&ev, "716.4"));
}

/// Paying once stops the loop: the Pendulum stays tapped, nothing triggers,
/// and the game goes on.
#[test]
fn r716_6_paying_stops_the_loop() {
    let mut t = game(json!({"mana_pool": "{3}", "battlefield": [{"card": "Reluctant Pendulum", "label": "pendulum"}]}), json!({}));
    activate(&mut t, 0, "pendulum", json!([])).unwrap();
    t.pass_all();
    let d = t.g().pending.clone().expect("asked to pay");
    assert_eq!(d.player, PlayerId(0));
    let pendulum = t.id("pendulum");
    let DecisionKind::ChooseYesNo { yes, .. } = &d.kind else { panic!("{d:?}") };
    assert!(yes.starts_with("Pay {"), "{yes}");
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    let (ev, _) = only_pass(&mut t, 20);
    assert!(t.g().winners.is_none());
    assert!(!cites(&ev, "716.4"));
    assert!(t.g().objects[&pendulum].tapped);
}
