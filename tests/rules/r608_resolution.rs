//! Rule 608: resolving spells and abilities. One test per subrule of the
//! seed text and one per example, each checking the events' rule numbers
//! and the resulting state.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::*;

/// Real cards used by these scenarios but owned by other card files, compiled
/// from their printed text (Living Lands, Disenchant, Terror, Memory Lapse,
/// Wheel of Fortune, Prodigal Sorcerer and Mana Leak are built in), plus small
/// test cards ("Test ...") for needs no real card covers simply, written as
/// printed.
fn extra_cards() -> Value {
    let mut cards: Vec<Value> = ["Perish", "Walking Corpse", "Holy Strength"].iter().map(|n| card_table::compiled(n)).collect();
    cards.extend(json!([
        {"name": "Test Ward", "mana_cost": "{W}", "type": "Instant", "text": "Target creature gains protection from black until end of turn."},
        {"name": "Test Regenerate", "mana_cost": "{G}", "type": "Instant", "text": "Regenerate target permanent."},
        {"name": "Test Blacken", "mana_cost": "{B}", "type": "Instant", "text": "Target permanent becomes black until end of turn."},
        {"name": "Test Toll", "mana_cost": "{1}{B}", "type": "Sorcery", "text": "You may sacrifice a creature. If you don't, you lose 4 life."},
        {"name": "Test Tower", "mana_cost": "{2}", "type": "Enchantment", "text": "At the beginning of your upkeep, if you have 10 or more life, draw a card."},
        {"name": "Test Black Sweep", "mana_cost": "{2}{W}", "type": "Sorcery", "text": "Destroy all black creatures."},
        {"name": "Test Nonblack Sweep", "mana_cost": "{2}{B}", "type": "Sorcery", "text": "Destroy all nonblack creatures."},
        {"name": "Test Orzhov Bruiser", "mana_cost": "{W}{B}", "type": "Creature — Human", "power": 2, "toughness": 2, "text": ""},
        {"name": "Test Self-Exile", "mana_cost": "{U}", "type": "Instant", "text": "Exile Test Self-Exile. You gain 3 life."}
    ]).as_array().cloned().unwrap());
    Value::Array(cards)
}

/// A two-player game in player 0's precombat main phase.
fn game(p0: Value, p1: Value) -> T {
    let mut a = p0;
    a["name"] = "A".into();
    let mut b = p1;
    b["name"] = "B".into();
    T::new(json!({"cards": extra_cards(), "players": [a, b]}))
}

/// Index of the first event citing `rule` (panics if none).
fn pos(ev: &[Event], rule: &str) -> usize {
    ev.iter().position(|e| e.rule == rule).unwrap_or_else(|| panic!("no event cites {rule}: {:#?}", rules(ev)))
}

/// Pass priority step by step until the condition holds (bounded).
fn pass_until(t: &mut T, cond: impl Fn(&Game) -> bool) -> Vec<Event> {
    let mut out = Vec::new();
    for _ in 0..64 {
        if cond(t.g()) {
            return out;
        }
        out.extend(t.pass_all());
    }
    assert!(cond(t.g()), "condition never reached");
    out
}

fn damage_on(t: &T, label: &str) -> i32 {
    t.g().obj(t.id(label)).unwrap().damage
}

// ---------------------------------------------------------------- 608.1

#[test]
fn r608_1_top_object_resolves_only_when_all_players_pass_in_succession() {
    let mut t = game(
        json!({"hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R"}),
        json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = t.act(json!({"action": "pass_priority", "player": 0}));
    assert!(!cites(&ev, "608.1"), "one pass is not enough");
    assert_eq!(t.g().stack.len(), 1);
    assert_eq!(t.zone("bears"), "battlefield");
    let ev = t.act(json!({"action": "pass_priority", "player": 1}));
    assert!(cites(&ev, "608.1"));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::ResolveStarted { .. })));
    assert!(t.g().stack.is_empty());
    assert_eq!(t.zone("bolt"), "graveyard");
    assert_eq!(t.zone("bears"), "graveyard");
}

// ---------------------------------------------------------------- 608.2

#[test]
fn r608_2_instant_checks_first_then_follows_instructions_then_goes_to_graveyard_last() {
    let mut t = game(
        json!({"hand": [{"card": "Sorin's Thirst", "label": "thirst"}], "mana_pool": "BB", "life": 15}),
        json!({"battlefield": [{"card": "Wall of Tears", "label": "wall"}]}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@thirst", "targets": [{"object": "@wall"}], "auto_pay": true}));
    let ev = t.pass_all();
    let start = pos(&ev, "608.1");
    let dmg = ev.iter().position(|e| matches!(e.kind, EventKind::DamageDealt { .. })).unwrap();
    let life = ev.iter().position(|e| matches!(e.kind, EventKind::LifeChanged { .. })).unwrap();
    let last = pos(&ev, "608.2k");
    assert!(start < dmg && dmg < life && life < last, "order: {:?}", rules(&ev));
    // 608.2k is the final step: nothing of the spell's own happens after it resolves.
    let resolved = ev.iter().position(|e| matches!(e.kind, EventKind::Resolved { .. })).unwrap();
    assert!(resolved > life);
    assert!(!cites(&ev, "608.2b"), "legal target: no 608.2b event");
    assert_eq!(damage_on(&t, "wall"), 2);
    assert_eq!(t.life(0), 17);
    assert_eq!(t.zone("thirst"), "graveyard");
}

// ---------------------------------------------------------------- 608.2a

fn tower_game(life: i32) -> T {
    T::new(json!({
        "cards": extra_cards(),
        "players": [
            {"name": "A", "life": life, "battlefield": ["Test Tower"], "library": ["Forest", "Forest", "Forest"]},
            {"name": "B", "battlefield": ["Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}]}
        ],
        "turn": {"number": 1, "active": 1, "step": "end"}
    }))
}

#[test]
fn r608_2a_intervening_if_false_on_resolution_removes_the_ability() {
    let mut t = tower_game(10);
    pass_until(&mut t, |g| g.turn.active == PlayerId(0) && g.turn.step == Step::Upkeep);
    assert_eq!(t.g().stack.len(), 1, "the Tower's ability triggered (10 life)");
    let hand = t.g().player(PlayerId(0)).hand.len();
    // B responds: Bolt to A's face, below the "if" threshold.
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(0), 7);
    let ev = t.pass_all();
    assert!(cites(&ev, "608.2a"));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::InterveningIfFailed { .. })));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::Drew { .. })), "the ability does nothing");
    assert!(t.g().stack.is_empty());
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), hand);
}

#[test]
fn r608_2a_intervening_if_still_true_lets_the_ability_resolve() {
    let mut t = tower_game(12);
    pass_until(&mut t, |g| g.turn.active == PlayerId(0) && g.turn.step == Step::Upkeep);
    assert_eq!(t.g().stack.len(), 1);
    let hand = t.g().player(PlayerId(0)).hand.len();
    let ev = t.pass_all();
    assert!(!cites(&ev, "608.2a"));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::Drew { .. })));
    assert!(cites(&ev, "608.2k"));
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), hand + 1);
}

// ---------------------------------------------------------------- 608.2b

#[test]
fn r608_2b_target_that_changed_zones_is_illegal_and_only_its_part_is_skipped() {
    let mut t = game(
        json!({"hand": [{"card": "Plague Spores", "label": "spores"}], "mana_pool": "BBBBBR"}),
        json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Forest", "label": "forest"}, "Mountain"],
               "hand": [{"card": "Lightning Bolt", "label": "bolt"}]}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spores", "targets": [{"object": "@bears"}, {"object": "@forest"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
    let ev = t.pass_all();
    let illegal: Vec<usize> = ev.iter().filter_map(|e| match e.kind { EventKind::TargetIllegal { slot, .. } => Some(slot), _ => None }).collect();
    assert_eq!(illegal, vec![0], "only the creature slot is illegal");
    assert!(cites(&ev, "608.2b"));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::Countered { .. })), "one legal target: not countered");
    assert!(cites(&ev, "701.7"));
    assert_eq!(t.zone("forest"), "graveyard");
    assert_eq!(t.zone("spores"), "graveyard");
    assert!(cites(&ev, "608.2k"));
}

#[test]
fn r608_2b_sorins_thirst_countered_when_target_illegal() {
    // The creature gains protection from black in response.
    let mut t = game(
        json!({"hand": [{"card": "Sorin's Thirst", "label": "thirst"}], "mana_pool": "BB"}),
        json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "hand": [{"card": "Test Ward", "label": "ward"}], "mana_pool": "W"}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@thirst", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@ward", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    let ev = t.pass_all();
    assert!(cites(&ev, "608.2b"));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::Countered { .. }) && e.rule == "608.2b"));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::DamageDealt { .. } | EventKind::LifeChanged { .. })));
    assert!(!cites(&ev, "608.2k"), "a countered spell does not finish resolving");
    assert_eq!(t.life(0), 20, "no life gained");
    assert_eq!(damage_on(&t, "bears"), 0);
    assert_eq!(t.zone("thirst"), "graveyard");
    assert!(t.g().stack.is_empty());
}

#[test]
fn r608_2b_sorins_thirst_countered_when_target_left_the_battlefield() {
    let mut t = game(
        json!({"hand": [{"card": "Sorin's Thirst", "label": "thirst"}], "mana_pool": "BB"}),
        json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}]}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@thirst", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::TargetIllegal { slot: 0, .. }) && e.rule == "608.2b"));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::Countered { .. }) && e.rule == "608.2b"));
    assert_eq!(t.life(0), 20, "no life gained");
    assert_eq!(t.zone("thirst"), "graveyard");
}

#[test]
fn r608_2b_plague_spores_black_creature_land_still_destroyed_as_target_land() {
    let mut t = game(
        json!({"hand": [{"card": "Plague Spores", "label": "spores"}], "mana_pool": "BBBBBR"}),
        json!({"battlefield": ["Living Lands", {"card": "Forest", "label": "forest"}],
               "hand": [{"card": "Test Regenerate", "label": "regen"}, {"card": "Test Blacken", "label": "blacken"}], "mana_pool": "GB"}),
    );
    // The animated Forest is chosen as both the nonblack creature and the land.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spores", "targets": [{"object": "@forest"}, {"object": "@forest"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@regen", "targets": [{"object": "@forest"}], "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@blacken", "targets": [{"object": "@forest"}], "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    {
        let g = t.g();
        let o = g.obj(t.id("forest")).unwrap();
        let c = g.chars_of(o);
        assert!(c.colors.contains(Color::Black) && c.is_creature() && c.has_type(CardType::Land));
        assert_eq!(o.extra.regen_shields, 1);
    }
    assert_eq!(t.g().stack.len(), 1);
    let ev = t.pass_all();
    let illegal: Vec<usize> = ev.iter().filter_map(|e| match e.kind { EventKind::TargetIllegal { slot, .. } => Some(slot), _ => None }).collect();
    assert_eq!(illegal, vec![0], "only the 'nonblack creature' part lost its target");
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::Countered { .. })), "not countered");
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::Destroyed { .. }) && e.rule == "701.7"));
    assert!(!cites(&ev, "701.12b"), "it can't be regenerated");
    assert_eq!(ev.iter().filter(|e| matches!(e.kind, EventKind::Destroyed { .. })).count(), 1);
    assert_eq!(t.zone("forest"), "graveyard");
    assert_eq!(t.zone("spores"), "graveyard");
    assert!(cites(&ev, "608.2k"));
}

// ---------------------------------------------------------------- 608.2c

#[test]
fn r608_2c_later_text_modifies_earlier_text_cant_be_regenerated() {
    let mut t = game(
        json!({"hand": [{"card": "Terror", "label": "terror"}], "mana_pool": "BB"}),
        json!({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "hand": [{"card": "Test Regenerate", "label": "regen"}], "mana_pool": "G"}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@terror", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@regen", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("bears")).unwrap().extra.regen_shields, 1);
    let ev = t.pass_all();
    assert!(cites(&ev, "701.7"));
    assert!(!cites(&ev, "701.12b"), "the shield can't be used: \"It can't be regenerated\" modifies the destroy");
    assert_eq!(t.zone("bears"), "graveyard");
}

#[test]
fn r608_2c_memory_lapse_puts_the_countered_spell_on_top_of_the_library() {
    let mut t = game(
        json!({"hand": [{"card": "Grizzly Bears", "label": "bears"}], "mana_pool": "GG", "library": ["Forest"]}),
        json!({"hand": [{"card": "Memory Lapse", "label": "lapse"}], "mana_pool": "UU"}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@lapse", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "701.5a"));
    assert_eq!(t.zone("bears"), "library");
    assert_eq!(t.g().player(PlayerId(0)).library.last().copied(), Some(t.id("bears")), "on top, not in the graveyard");
    assert!(t.g().player(PlayerId(0)).graveyard.is_empty());
    assert_eq!(t.zone("lapse"), "graveyard");
}

// ---------------------------------------------------------------- 608.2d

#[test]
fn r608_2d_choice_is_made_while_the_effect_is_applied() {
    let mut t = game(
        json!({"hand": [{"card": "Test Toll", "label": "toll"}], "mana_pool": "BB", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}),
        json!({}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@toll", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "608.1"));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::DecisionRequested { .. }) && e.rule == "608.2d"));
    assert_eq!(t.zone("toll"), "stack", "still resolving while the choice is made");
    assert!(t.g().pending.is_some());
    // Yes; the Bears are the only creature to sacrifice, so no other question.
    let ev = t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::Sacrificed { .. })));
    assert!(cites(&ev, "608.2k"));
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.life(0), 20, "sacrificed, so no life lost");
    assert_eq!(t.zone("toll"), "graveyard");
}

#[test]
fn r608_2d_may_sacrifice_or_lose_4_with_no_creature_loses_4() {
    let mut t = game(json!({"hand": [{"card": "Test Toll", "label": "toll"}], "mana_pool": "BB", "battlefield": ["Forest"]}), json!({}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@toll", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "608.2d" && matches!(e.kind, EventKind::Note)), "the impossible option is noted");
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::DecisionRequested { .. })), "no choice to offer");
    assert!(t.g().pending.is_none());
    assert_eq!(t.life(0), 16);
    assert_eq!(t.zone("toll"), "graveyard");
}

#[test]
fn r608_2d_declining_the_sacrifice_loses_4() {
    let mut t = game(
        json!({"hand": [{"card": "Test Toll", "label": "toll"}], "mana_pool": "BB", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}),
        json!({}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@toll", "auto_pay": true}));
    t.pass_all();
    // Someone else's creature is not a choice.
    let ev = t.act(json!({"action": "choose_object", "player": 0, "object": null}));
    assert!(cites(&ev, "118.3"));
    assert_eq!(t.life(0), 16);
    assert_eq!(t.zone("bears"), "battlefield");
}

// ---------------------------------------------------------------- 608.2e

#[test]
fn r608_2e_wheel_discards_in_apnap_order_then_draws() {
    let lib: Vec<&str> = vec!["Forest"; 8];
    let mut t = T::new(json!({
        "cards": extra_cards(),
        "players": [
            {"name": "A", "hand": ["Island", "Island"], "library": lib},
            {"name": "B", "hand": [{"card": "Wheel of Fortune", "label": "wheel"}, "Swamp"], "library": lib, "mana_pool": "RRR"},
            {"name": "C", "hand": ["Plains", "Plains", "Plains"], "library": lib}
        ],
        "turn": {"number": 2, "active": 1, "step": "precombat_main"}
    }));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@wheel", "auto_pay": true}));
    let ev = t.pass_all();
    let acts: Vec<(char, u8)> = ev
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Discarded { player, .. } => Some(('d', player.0)),
            EventKind::Drew { player, .. } => Some(('w', player.0)),
            _ => None,
        })
        .collect();
    assert!(ev.iter().any(|e| e.rule == "608.2e"));
    // All discards (B, C, A: APNAP from the active player B) come before any draw.
    let discards: Vec<u8> = acts.iter().filter(|a| a.0 == 'd').map(|a| a.1).collect();
    assert_eq!(discards, vec![1, 2, 2, 2, 0, 0]);
    let first_draw = acts.iter().position(|a| a.0 == 'w').unwrap();
    assert_eq!(first_draw, 6, "{acts:?}");
    let draws: Vec<u8> = acts.iter().filter(|a| a.0 == 'w').map(|a| a.1).collect();
    let mut expected = vec![1u8; 7];
    expected.extend(vec![2u8; 7]);
    expected.extend(vec![0u8; 7]);
    assert_eq!(draws, expected);
    for p in 0..3u8 {
        assert_eq!(t.g().player(PlayerId(p)).hand.len(), 7);
    }
    assert_eq!(t.zone("wheel"), "graveyard");
}

// ---------------------------------------------------------------- 608.2f

#[test]
fn r608_2f_no_spells_or_abilities_during_resolution() {
    let mut t = game(
        json!({"hand": [{"card": "Test Toll", "label": "toll"}], "mana_pool": "BB",
               "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Prodigal Sorcerer", "label": "sorc"}]}),
        json!({"hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": [{"card": "Mountain", "label": "mtn"}]}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@toll", "auto_pay": true}));
    t.pass_all();
    assert!(t.g().resolving.is_some() && t.g().pending.is_some());
    let before = t.g().clone();
    let e = t.try_act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    assert!(matches!(e, Err(ActionError::DecisionPending(_))), "{e:?}");
    let e = t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@sorc", "ability": 0, "targets": [{"player": 1}]}));
    assert!(e.is_err());
    let e = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@toll", "auto_pay": true}));
    assert!(e.is_err());
    assert!(t.g() == &before, "refused actions change nothing");
    let ev = t.act(json!({"action": "choose_object", "player": 0, "object": null}));
    assert!(cites(&ev, "608.2k"));
    assert_eq!(t.life(0), 16);
    assert_eq!(t.zone("bolt"), "hand");
}

/// Memory Plunder ("You may cast target instant or sorcery card from an
/// opponent's graveyard without paying its mana cost."): the card is cast from
/// the opponent's graveyard onto the stack above the resolving spell, targets
/// chosen as it is cast; nobody receives priority until Memory Plunder has
/// finished resolving; the cast spell is the caster's, and goes to its owner's
/// graveyard as it resolves.
#[test]
fn r608_2f_memory_plunder_casts_a_card_from_an_opponents_graveyard() {
    let mut t = game(
        json!({"hand": [{"card": "Memory Plunder", "label": "mp"}], "mana_pool": "UUBB"}),
        json!({"graveyard": [{"card": "Lightning Bolt", "label": "bolt"}]}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@mp", "targets": [{"object": "@bolt"}], "auto_pay": true}));
    t.pass_all();
    let Some(stackwise::rules::state::DecisionKind::ChooseObject { candidates, optional: true, .. }) = t.g().pending.clone().map(|d| d.kind) else { panic!("{:?}", t.g().pending) };
    assert_eq!(candidates, vec![t.id("bolt")]);
    t.act(json!({"action": "choose_object", "player": 0, "object": "@bolt"}));
    let ev = t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
    assert!(cites(&ev, "608.2f"), "{:?}", rules(&ev));
    // Memory Plunder finished resolving; the Bolt waits on the stack, Alice's spell.
    assert_eq!(t.zone("mp"), "graveyard");
    assert_eq!(t.g().stack.len(), 1);
    assert_eq!(t.g().stack[0].controller, PlayerId(0));
    assert_eq!(t.g().players[0].pool.total(), 0, "nothing was paid for the Bolt");
    t.pass_all();
    assert_eq!(t.life(1), 17);
    let bolt_owner_graveyard = &t.g().player(PlayerId(1)).graveyard;
    assert_eq!(bolt_owner_graveyard.len(), 1, "the Bolt is back in its owner's graveyard");
}

/// Memory Plunder's target is a card in an opponent's graveyard that is an
/// instant or a sorcery: not one of the caster's own, not a creature card.
/// And the caster may decline: the card stays where it is.
#[test]
fn r608_2f_memory_plunder_targets_and_may_decline() {
    let mut t = game(
        json!({"hand": [{"card": "Memory Plunder", "label": "mp"}], "mana_pool": "UUBB", "graveyard": [{"card": "Shock", "label": "own"}]}),
        json!({"graveyard": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Lightning Bolt", "label": "bolt"}]}),
    );
    let before = t.g().clone();
    for bad in ["@own", "@bears"] {
        let e = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@mp", "targets": [{"object": bad}], "auto_pay": true}));
        assert!(e.is_err(), "{bad}");
        assert!(t.g() == &before, "{bad}: refused, nothing changed");
    }
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@mp", "targets": [{"object": "@bolt"}], "auto_pay": true}));
    t.pass_all();
    t.act(json!({"action": "choose_object", "player": 0, "object": null}));
    assert_eq!(t.zone("bolt"), "graveyard");
    assert!(t.g().stack.is_empty());
    assert_eq!(t.life(1), 20);
}

// ---------------------------------------------------------------- 608.2g

#[test]
fn r608_2g_ability_uses_last_known_information_of_its_source() {
    let mut t = game(
        json!({"battlefield": [{"card": "Prodigal Sorcerer", "label": "sorc"}]}),
        json!({"battlefield": ["Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}]}),
    );
    let sorc = t.id("sorc");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@sorc", "ability": 0, "targets": [{"player": 1}]}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@sorc"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("sorc"), "graveyard");
    let ev = t.pass_all();
    let dealt = ev.iter().find(|e| matches!(e.kind, EventKind::DamageDealt { .. })).expect("damage dealt");
    match &dealt.kind {
        EventKind::DamageDealt { source, target, amount, .. } => {
            assert_eq!(*source, sorc, "the Sorcerer as it last existed deals the damage");
            assert_eq!(*target, TargetChoice::Player(PlayerId(1)));
            assert_eq!(*amount, 1);
        }
        _ => unreachable!(),
    }
    assert!(dealt.text.contains("Prodigal Sorcerer"));
    assert!(cites(&ev, "608.2k"));
    assert_eq!(t.life(1), 19);
}

// ---------------------------------------------------------------- 608.2h

fn sweep(card: &str) -> (T, Vec<Event>) {
    let mut t = game(
        json!({"hand": [{"card": card, "label": "sweep"}], "mana_pool": "WBB"}),
        json!({"battlefield": [{"card": "Walking Corpse", "label": "black"}, {"card": "Test Orzhov Bruiser", "label": "wb"},
                               {"card": "Grizzly Bears", "label": "green"}]}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@sweep", "auto_pay": true}));
    let ev = t.pass_all();
    (t, ev)
}

#[test]
fn r608_2h_destroy_all_black_vs_nonblack_creatures() {
    let (t, ev) = sweep("Test Black Sweep");
    assert_eq!(ev.iter().filter(|e| matches!(e.kind, EventKind::Destroyed { .. }) && e.rule == "701.7").count(), 2);
    assert_eq!(t.zone("black"), "graveyard");
    assert_eq!(t.zone("wb"), "graveyard", "white-and-black is black");
    assert_eq!(t.zone("green"), "battlefield");
    let (t, ev) = sweep("Test Nonblack Sweep");
    assert_eq!(ev.iter().filter(|e| matches!(e.kind, EventKind::Destroyed { .. }) && e.rule == "701.7").count(), 1);
    assert_eq!(t.zone("black"), "battlefield");
    assert_eq!(t.zone("wb"), "battlefield", "white-and-black is not nonblack");
    assert_eq!(t.zone("green"), "graveyard");
}

#[test]
fn r608_2h_only_the_named_characteristics_are_checked() {
    // Perish looks at colour and creature type only: Dryad Arbor being a land doesn't matter.
    let mut t = game(
        json!({"hand": [{"card": "Perish", "label": "perish"}], "mana_pool": "BBB"}),
        json!({"battlefield": [{"card": "Dryad Arbor", "label": "arbor"}, {"card": "Forest", "label": "forest"},
                               {"card": "Grizzly Bears", "label": "bears"}, {"card": "Walking Corpse", "label": "corpse"}]}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@perish", "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(ev.iter().filter(|e| matches!(e.kind, EventKind::Destroyed { .. })).count(), 2);
    assert_eq!(t.zone("arbor"), "graveyard");
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.zone("forest"), "battlefield");
    assert_eq!(t.zone("corpse"), "battlefield");
}

// ---------------------------------------------------------------- 608.2i

/// A attacks with `attacker`; B blocks it with Wall of Tears; returns after the block trigger is on the stack.
fn wall_blocks(t: &mut T) {
    pass_until(t, |g| g.pending.is_some());
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@att", "target": {"player": 1}}]}));
    pass_until(t, |g| g.pending.is_some());
    let ev = t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@wall", "attacker": "@att"}]}));
    assert!(cites(&ev, "603.3b"), "{:?}", rules(&ev));
    assert_eq!(t.g().stack.len(), 1);
}

#[test]
fn r608_2i_wall_of_tears_returns_creature_that_stopped_being_a_creature() {
    let mut t = game(
        json!({"battlefield": [{"card": "Living Lands", "label": "ll"}, {"card": "Forest", "label": "att"}, "Plains", "Plains"],
               "hand": [{"card": "Disenchant", "label": "dis"}]}),
        json!({"battlefield": [{"card": "Wall of Tears", "label": "wall"}]}),
    );
    wall_blocks(&mut t);
    // In response to the trigger, Living Lands is destroyed: the Forest stops being a creature.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@dis", "targets": [{"object": "@ll"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("ll"), "graveyard");
    assert!(!t.g().chars(t.id("att")).unwrap().is_creature());
    let ev = t.pass_all();
    assert!(cites(&ev, "603.7a"), "the delayed trigger is set up");
    let ev = pass_until(&mut t, |g| g.turn.step == Step::PostcombatMain);
    assert!(cites(&ev, "603.7"));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::ZoneChanged { .. }) && e.text.contains("Forest") && e.text.contains("hand")));
    assert_eq!(t.zone("att"), "hand");
    assert_eq!(t.zone("wall"), "battlefield");
}

#[test]
fn r608_2i_object_named_by_trigger_is_affected_despite_changed_characteristics() {
    let mut t = game(
        json!({"battlefield": [{"card": "Grizzly Bears", "label": "att"}]}),
        json!({"battlefield": [{"card": "Wall of Tears", "label": "wall"}, "Swamp"], "hand": [{"card": "Test Blacken", "label": "blacken"}]}),
    );
    wall_blocks(&mut t);
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@blacken", "targets": [{"object": "@att"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "611.2a"));
    assert!(t.g().chars(t.id("att")).unwrap().colors.contains(Color::Black));
    pass_until(&mut t, |g| g.turn.step == Step::PostcombatMain);
    assert_eq!(t.zone("att"), "hand");
}

// ---------------------------------------------------------------- 608.2j

#[test]
fn r608_2j_spell_that_leaves_the_stack_while_resolving_finishes() {
    let mut t = game(json!({"hand": [{"card": "Test Self-Exile", "label": "se"}], "mana_pool": "U"}), json!({}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@se", "auto_pay": true}));
    let ev = t.pass_all();
    let exiled = ev.iter().position(|e| e.rule == "701.10" && matches!(e.kind, EventKind::ZoneChanged { .. })).expect("exiled");
    let gained = ev.iter().position(|e| matches!(e.kind, EventKind::LifeChanged { .. })).expect("life gained after leaving the stack");
    assert!(exiled < gained);
    assert!(cites(&ev, "608.2k"));
    assert_eq!(t.life(0), 23);
    assert_eq!(t.zone("se"), "exile", "it is not moved again to the graveyard");
    assert!(t.g().stack.is_empty());
}

// ---------------------------------------------------------------- 608.2k

#[test]
fn r608_2k_instant_goes_to_graveyard_and_ability_ceases_to_exist() {
    let mut t = game(
        json!({"hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "R", "battlefield": [{"card": "Prodigal Sorcerer", "label": "sorc"}]}),
        json!({}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    let ev = t.pass_all();
    let last_zone = ev.iter().rposition(|e| matches!(e.kind, EventKind::ZoneChanged { .. })).unwrap();
    assert_eq!(ev[last_zone].rule, "608.2k");
    assert!(ev.iter().position(|e| matches!(e.kind, EventKind::Resolved { .. })).unwrap() > last_zone);
    assert_eq!(t.zone("bolt"), "graveyard");
    assert_eq!(t.g().player(PlayerId(0)).graveyard, vec![t.id("bolt")]);

    t.act(json!({"action": "activate_ability", "player": 0, "source": "@sorc", "ability": 0, "targets": [{"player": 1}]}));
    let ab = t.g().stack[0].id;
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "608.2k" && matches!(e.kind, EventKind::Resolved { stack_id } if stack_id == ab)));
    assert!(t.g().stack.is_empty());
    assert!(t.g().obj(ab).is_none(), "the ability is no object in any zone");
    assert_eq!(t.g().player(PlayerId(0)).graveyard.len(), 1, "nothing of the ability goes to a graveyard");
    assert_eq!(t.life(1), 16);
}

// ---------------------------------------------------------------- 608.3

#[test]
fn r608_3_permanent_spell_enters_under_its_controllers_control() {
    let mut t = game(json!({"hand": [{"card": "Grizzly Bears", "label": "bears"}], "mana_pool": "GG"}), json!({}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "608.3" && matches!(e.kind, EventKind::Resolved { .. })));
    assert!(!cites(&ev, "608.2k"));
    assert_eq!(t.zone("bears"), "battlefield");
    assert_eq!(t.g().obj(t.id("bears")).unwrap().controller, PlayerId(0));
}

#[test]
fn r608_3a_aura_checks_its_target_and_enters_attached() {
    let mut t = game(
        json!({"hand": [{"card": "Holy Strength", "label": "hs"}], "mana_pool": "W", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}),
        json!({}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@hs", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "608.3a"));
    assert_eq!(t.zone("hs"), "battlefield");
    let hs = t.g().obj(t.id("hs")).unwrap();
    assert_eq!(hs.extra.attached_to, Some(TargetChoice::Object(t.id("bears"))));
    let c = t.g().chars(t.id("bears")).unwrap();
    assert_eq!((c.power, c.toughness), (Some(3), Some(4)));
}

#[test]
fn r608_3a_aura_with_illegal_target_is_countered() {
    let mut t = game(
        json!({"hand": [{"card": "Holy Strength", "label": "hs"}], "mana_pool": "W", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}),
        json!({"battlefield": ["Mountain"], "hand": [{"card": "Lightning Bolt", "label": "bolt"}]}),
    );
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@hs", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "608.2b" && matches!(e.kind, EventKind::Countered { .. })));
    assert!(!cites(&ev, "608.3a"));
    assert_eq!(t.zone("hs"), "graveyard");
}

fn clone_game() -> T {
    game(
        json!({"hand": [{"card": "Clone", "label": "clone"}], "mana_pool": "UUUU", "battlefield": ["Worms of the Earth"]}),
        json!({"battlefield": [{"card": "Dryad Arbor", "label": "arbor"}, {"card": "Grizzly Bears", "label": "bears"}]}),
    )
}

#[test]
fn r608_3b_worms_of_the_earth_clone_copying_dryad_arbor_goes_to_graveyard() {
    let mut t = clone_game();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@clone", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "706.5" && matches!(e.kind, EventKind::DecisionRequested { .. })));
    let ev = t.act(json!({"action": "choose_object", "player": 0, "object": "@arbor"}));
    assert!(cites(&ev, "608.3b"));
    assert!(ev.iter().any(|e| e.rule == "608.3b" && matches!(e.kind, EventKind::ZoneChanged { .. })));
    assert!(!cites(&ev, "608.3"));
    assert_eq!(t.zone("clone"), "graveyard");
    assert_eq!(t.g().player(PlayerId(0)).graveyard, vec![t.id("clone")]);
    assert_eq!(t.g().battlefield.len(), 3);
}

#[test]
fn r608_3b_clone_copying_a_nonland_creature_still_enters_under_worms() {
    let mut t = clone_game();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@clone", "auto_pay": true}));
    t.pass_all();
    let ev = t.act(json!({"action": "choose_object", "player": 0, "object": "@bears"}));
    assert!(cites(&ev, "608.3"));
    assert!(!cites(&ev, "608.3b"));
    assert_eq!(t.zone("clone"), "battlefield");
    assert_eq!(t.g().chars(t.id("clone")).unwrap().name, "Grizzly Bears");
}

#[test]
fn worms_of_the_earth_stops_land_plays() {
    let mut t = game(json!({"hand": [{"card": "Forest", "label": "forest"}], "battlefield": ["Worms of the Earth"]}), json!({}));
    let before = t.g().clone();
    let e = t.try_act(json!({"action": "play_land", "player": 0, "card": "@forest"}));
    assert!(e.is_err());
    assert!(t.g() == &before);
    assert_eq!(t.zone("forest"), "hand");
}

// ------------------------------------------- Worms of the Earth's upkeep ability (608.2d, 608.2e)

fn worms_upkeep() -> T {
    let mut t = T::new(json!({
        "cards": extra_cards(),
        "players": [
            {"name": "A", "battlefield": [{"card": "Worms of the Earth", "label": "worms"}, {"card": "Forest", "label": "f1"}, {"card": "Forest", "label": "f2"}],
             "library": ["Island", "Island"]},
            {"name": "B", "battlefield": [{"card": "Swamp", "label": "s1"}], "library": ["Island", "Island"]}
        ],
        "turn": {"number": 1, "active": 1, "step": "end"}
    }));
    pass_until(&mut t, |g| g.turn.active == PlayerId(0) && g.turn.step == Step::Upkeep);
    assert_eq!(t.g().stack.len(), 1, "Worms of the Earth's upkeep ability triggered");
    t
}

#[test]
fn worms_of_the_earth_upkeep_player_takes_damage_and_worms_is_destroyed() {
    let mut t = worms_upkeep();
    let ev = t.pass_all();
    // A (active) is asked first.
    assert_eq!(t.g().pending.as_ref().unwrap().player, PlayerId(0));
    assert!(ev.iter().any(|e| e.rule == "608.2d" && matches!(e.kind, EventKind::DecisionRequested { player: PlayerId(0), .. })));
    // The options in the order printed: A declines the sacrifice, then the damage.
    t.act(json!({"action": "choose_cards", "player": 0, "cards": []}));
    t.act(json!({"action": "choose_object", "player": 0, "object": null}));
    // B can't sacrifice two lands (it is not asked to); B takes the damage.
    let d = t.g().pending.clone().unwrap();
    assert_eq!(d.player, PlayerId(1));
    assert!(!matches!(d.kind, stackwise::rules::state::DecisionKind::ChooseCards { .. }), "{d:?}");
    let ev = t.act(json!({"action": "choose_object", "player": 1, "object": "@worms"}));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::DamageDealt { amount: 5, .. })));
    assert!(cites(&ev, "701.7"));
    assert_eq!(t.life(1), 15);
    assert_eq!(t.life(0), 20);
    assert_eq!(t.zone("worms"), "graveyard");
    assert_eq!(t.zone("f1"), "battlefield");
    assert_eq!(t.zone("s1"), "battlefield");
}

#[test]
fn worms_of_the_earth_upkeep_sacrificing_two_lands_destroys_it() {
    let mut t = worms_upkeep();
    t.pass_all();
    // The sacrifice is the option printed first: A is asked it first.
    // Choosing one land is not an answer: exactly two or none.
    let ev = t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@f1"]}));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::DecisionRequested { player: PlayerId(0), .. })));
    assert_eq!(t.zone("f1"), "battlefield");
    let ev = t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@f1", "@f2"]}));
    assert_eq!(ev.iter().filter(|e| matches!(e.kind, EventKind::Sacrificed { .. })).count(), 2);
    assert!(cites(&ev, "608.2k"));
    assert_eq!(t.zone("f1"), "graveyard");
    assert_eq!(t.zone("f2"), "graveyard");
    assert_eq!(t.zone("worms"), "graveyard");
    assert!(t.g().pending.is_none(), "B is not asked once A did it");
    assert_eq!(t.life(1), 20);
}

#[test]
fn worms_of_the_earth_upkeep_nobody_pays_and_it_stays() {
    let mut t = worms_upkeep();
    t.pass_all();
    t.act(json!({"action": "choose_cards", "player": 0, "cards": []}));
    t.act(json!({"action": "choose_object", "player": 0, "object": null}));
    let ev = t.act(json!({"action": "choose_object", "player": 1, "object": null}));
    assert!(ev.iter().any(|e| e.rule == "608.2d" && matches!(e.kind, EventKind::Note)));
    assert!(cites(&ev, "608.2k"));
    assert_eq!(t.zone("worms"), "battlefield");
    assert_eq!((t.life(0), t.life(1)), (20, 20));
    assert_eq!(t.g().battlefield.len(), 4);
}

// ------------------------------------------- 608.2f: mana abilities before paying; 608.2d follow-ups

fn mana_leak_game(lands: Value) -> T {
    T::new(json!({
        "cards": [],
        "players": [
            {"name": "A", "hand": [{"card": "Grizzly Bears", "label": "bears"}], "mana_pool": "GG", "battlefield": lands},
            {"name": "B", "hand": [{"card": "Mana Leak", "label": "leak"}], "mana_pool": "UU"}
        ]
    }))
}

#[test]
fn r608_2f_player_may_activate_mana_abilities_to_pay_during_resolution() {
    let mut t = mana_leak_game(json!([{"card": "Forest", "label": "f1"}, {"card": "Forest", "label": "f2"}, {"card": "Forest", "label": "f3"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@leak", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "608.2d" && matches!(e.kind, EventKind::DecisionRequested { player: PlayerId(0), .. })));
    assert_eq!(t.zone("leak"), "stack");
    let ev = t.act(json!({"action": "choose_object", "player": 0, "object": "@bears"}));
    assert_eq!(ev.iter().filter(|e| e.rule == "608.2f" && matches!(e.kind, EventKind::Tapped { .. })).count(), 3);
    assert!(ev.iter().any(|e| e.rule == "608.2f" && matches!(e.kind, EventKind::ManaPaid { .. })));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::Countered { .. })));
    assert!(t.g().player(PlayerId(0)).pool.is_empty());
    for f in ["f1", "f2", "f3"] {
        assert!(t.g().obj(t.id(f)).unwrap().tapped);
    }
    assert_eq!(t.zone("leak"), "graveyard");
    t.pass_all();
    assert_eq!(t.zone("bears"), "battlefield");
}

#[test]
fn r608_2f_player_who_cant_pay_is_not_offered_the_choice() {
    let mut t = mana_leak_game(json!([{"card": "Forest", "label": "f1"}, {"card": "Forest", "label": "f2"}]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@leak", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::DecisionRequested { .. })));
    assert!(ev.iter().any(|e| e.rule == "608.2d" && matches!(e.kind, EventKind::Note)));
    assert!(ev.iter().any(|e| e.rule == "701.5a" && matches!(e.kind, EventKind::Countered { .. })));
    assert_eq!(t.zone("bears"), "graveyard");
    assert!(!t.g().obj(t.id("f1")).unwrap().tapped, "nothing was tapped");
}

#[test]
fn r608_2f_declining_to_pay_counters_the_spell() {
    let mut t = mana_leak_game(json!(["Forest", "Forest", "Forest"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@leak", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    let ev = t.act(json!({"action": "choose_object", "player": 0, "object": null}));
    assert!(ev.iter().any(|e| e.rule == "701.5a" && matches!(e.kind, EventKind::Countered { .. })));
    assert!(!cites(&ev, "608.2f"));
    assert_eq!(t.zone("bears"), "graveyard");
}

#[test]
fn r608_2d_follow_up_instruction_after_declining_can_ask_too() {
    let mut t = T::new(json!({
        "cards": [
            {"name": "Test Toll II", "mana_cost": "{B}", "type": "Sorcery", "text": "You may sacrifice a creature. If you don't, discard a card."}
        ],
        "players": [
            {"name": "A", "hand": [{"card": "Test Toll II", "label": "toll"}, {"card": "Island", "label": "i1"}, {"card": "Swamp", "label": "s1"}],
             "mana_pool": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]},
            {"name": "B"}
        ]
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@toll", "auto_pay": true}));
    t.pass_all();
    let ev = t.act(json!({"action": "choose_object", "player": 0, "object": null}));
    assert!(ev.iter().any(|e| e.rule == "608.2d" && matches!(e.kind, EventKind::DecisionRequested { .. })), "{:?}", rules(&ev));
    assert_eq!(t.zone("toll"), "stack");
    let ev = t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@s1"]}));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::Discarded { .. })));
    assert!(cites(&ev, "608.2k"));
    assert_eq!(t.zone("s1"), "graveyard");
    assert_eq!(t.zone("i1"), "hand");
    assert_eq!(t.zone("bears"), "battlefield");
}

#[test]
fn r608_2e_each_player_chooses_in_apnap_order_then_all_discard_together() {
    let mut t = T::new(json!({
        "cards": [
            {"name": "Test Each Discard", "mana_cost": "{B}", "type": "Sorcery", "text": "Each player discards a card."}
        ],
        "players": [
            {"name": "A", "hand": [{"card": "Test Each Discard", "label": "td"}, {"card": "Island", "label": "a1"}, {"card": "Swamp", "label": "a2"}], "mana_pool": "B"},
            {"name": "B", "hand": [{"card": "Forest", "label": "b1"}, {"card": "Plains", "label": "b2"}]}
        ]
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@td", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().pending.as_ref().unwrap().player, PlayerId(0), "the active player chooses first");
    let ev = t.act(json!({"action": "choose_cards", "player": 0, "cards": ["@a2"]}));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::Discarded { .. })), "nothing is discarded before everyone chose");
    assert_eq!(t.g().pending.as_ref().unwrap().player, PlayerId(1));
    assert_eq!(t.zone("a2"), "hand");
    let ev = t.act(json!({"action": "choose_cards", "player": 1, "cards": ["@b1"]}));
    let note = pos(&ev, "608.2e");
    let discards: Vec<(usize, u8)> = ev.iter().enumerate().filter_map(|(i, e)| match e.kind { EventKind::Discarded { player, .. } => Some((i, player.0)), _ => None }).collect();
    assert_eq!(discards.iter().map(|d| d.1).collect::<Vec<_>>(), vec![0, 1]);
    assert!(discards.iter().all(|d| d.0 > note));
    assert_eq!(t.zone("a2"), "graveyard");
    assert_eq!(t.zone("b1"), "graveyard");
    assert_eq!(t.zone("a1"), "hand");
    assert_eq!(t.zone("b2"), "hand");
}

#[test]
fn r608_2b_source_that_left_is_checked_with_its_last_known_information() {
    let mut t = T::new(json!({
        "cards": [
            {"name": "Test Blue Ward", "mana_cost": "{W}", "type": "Instant", "text": "Target creature gains protection from blue until end of turn."}
        ],
        "players": [
            {"name": "A", "battlefield": [{"card": "Prodigal Sorcerer", "label": "sorc"}]},
            {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "mana_pool": "RW",
             "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Test Blue Ward", "label": "ward"}]}
        ]
    }));
    assert_eq!(t.g().chars(t.id("sorc")).unwrap().name, "Prodigal Sorcerer");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@sorc", "ability": 0, "targets": [{"object": "@bears"}]}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": "@sorc"}], "auto_pay": true}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@ward", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    assert_eq!(t.zone("sorc"), "graveyard");
    assert_eq!(t.g().stack.len(), 1);
    // The Sorcerer is gone, but as it last existed it was blue: the protected Bears are an illegal target.
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "608.2b" && matches!(e.kind, EventKind::TargetIllegal { slot: 0, .. })));
    assert!(ev.iter().any(|e| e.rule == "608.2b" && matches!(e.kind, EventKind::Countered { .. })));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::DamageDealt { .. })));
    assert_eq!(damage_on(&t, "bears"), 0);
    assert!(t.g().stack.is_empty());
}

#[test]
fn r608_2b_illegal_target_is_not_affected_by_its_part_of_the_effect() {
    let mut cards = extra_cards();
    cards.as_array_mut().unwrap().push(json!(
        {"name": "Test Twin Shock", "mana_cost": "{R}", "type": "Instant", "text": "Test Twin Shock deals 2 damage to target nonblack creature and 2 damage to target creature."}
    ));
    let mut t = T::new(json!({
        "cards": cards,
        "players": [
            {"name": "A", "hand": [{"card": "Test Twin Shock", "label": "shock"}], "mana_pool": "R"},
            {"name": "B", "battlefield": [{"card": "Wall of Tears", "label": "wall"}], "hand": [{"card": "Test Blacken", "label": "blacken"}], "mana_pool": "B"}
        ]
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"object": "@wall"}, {"object": "@wall"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@blacken", "targets": [{"object": "@wall"}], "auto_pay": true}));
    t.pass_all();
    let ev = t.pass_all();
    assert!(ev.iter().any(|e| e.rule == "608.2b" && matches!(e.kind, EventKind::TargetIllegal { slot: 0, .. })));
    assert_eq!(ev.iter().filter(|e| matches!(e.kind, EventKind::DamageDealt { .. })).count(), 1, "only the 'target creature' part deals damage");
    assert_eq!(damage_on(&t, "wall"), 2);
    assert_eq!(t.zone("wall"), "battlefield");
    assert_eq!(t.zone("shock"), "graveyard");
}

fn cascade_game() -> T {
    T::new(json!({
        "cards": [
            {"name": "Test Cascade", "mana_cost": "{1}", "type": "Sorcery", "text": "You may cast an instant card from your hand without paying its mana cost."}
        ],
        "players": [
            {"name": "Alice", "hand": [{"card": "Test Cascade", "label": "casc"}, {"card": "Lightning Bolt", "label": "bolt"}, {"card": "Grizzly Bears", "label": "gb"}],
             "battlefield": ["Plains"]},
            {"name": "Bob"}
        ]
    }))
}

#[test]
fn r608_2f_a_spell_cast_during_resolution_goes_on_top_and_nobody_gets_priority() {
    let mut t = cascade_game();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@casc", "auto_pay": true}));
    t.pass_all();
    // The choice is offered while Test Cascade resolves; only the instant qualifies.
    let d = t.g().pending.clone().expect("a 608.2f choice");
    assert_eq!(d.rule, "608.2f");
    match &d.kind {
        stackwise::rules::state::DecisionKind::ChooseObject { candidates, optional, .. } => {
            assert_eq!(candidates, &vec![t.id("bolt")]);
            assert!(*optional);
        }
        k => panic!("unexpected decision {k:?}"),
    }
    t.act(json!({"action": "choose_object", "player": 0, "object": "@bolt"}));
    assert_eq!(t.g().pending.as_ref().map(|d| d.rule.as_str()), Some("601.2c"));
    let ev = t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
    let r = rules(&ev);
    let cast = r.iter().position(|x| x == "601.2i").expect("Bolt is cast");
    let done = r.iter().position(|x| x == "608.2k").expect("Test Cascade finishes");
    assert!(cites(&ev, "608.2f"));
    assert!(cast < done, "Bolt is cast during the resolution: {r:?}");
    // 608.2f: no player receives priority between casting it and the end of the resolution.
    assert!(!r[cast..done].iter().any(|x| x.starts_with("116.3")), "{r:?}");
    assert!(ev.iter().any(|e| e.text.contains("without paying its mana cost")));
    assert_eq!(t.zone("casc"), "graveyard");
    assert_eq!(t.zone("bolt"), "stack");
    assert_eq!(t.g().stack.len(), 1);
    t.pass_all();
    assert_eq!(t.life(1), 17);
}

#[test]
fn r608_2f_declining_to_cast_during_resolution_casts_nothing() {
    let mut t = cascade_game();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@casc", "auto_pay": true}));
    t.pass_all();
    let ev = t.act(json!({"action": "choose_object", "player": 0, "object": null}));
    assert!(cites(&ev, "608.2f"));
    assert!(!cites(&ev, "601.2i"));
    assert_eq!(t.zone("bolt"), "hand");
    assert_eq!(t.zone("casc"), "graveyard");
    assert!(t.g().stack.is_empty());
}
