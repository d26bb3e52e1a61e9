//! Casting spells (601.2), timing (307.1), modes and X (601.2b), targets
//! (601.2c), paying costs (601.2f–h), mana abilities (605), activated
//! abilities (602) and summoning sickness (302.6). Every refused attempt must
//! leave the game exactly as it was.
use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::{Flow, StackKind};
use stackwise::rules::*;

fn custom_cards() -> Value {
    json!([
        {"name": "Twin Charm", "mana_cost": "{1}{R}", "type": "Instant", "text": "Choose one —\n• Twin Charm deals 2 damage to target creature.\n• You gain 3 life."},
        {"name": "Blaze Up", "mana_cost": "{X}{R}", "type": "Sorcery", "text": "Blaze Up deals X damage to target creature or player."},
        {"name": "Mind Rot Lite", "mana_cost": "{B}", "type": "Sorcery", "text": "Target player discards a card."},
        {"name": "Ember Pinger", "mana_cost": "{2}{R}", "type": "Creature — Human Wizard", "power": 1, "toughness": 1, "text": "{T}: Ember Pinger deals 1 damage to target creature or player."},
        {"name": "Hasty Pinger", "mana_cost": "{2}{R}", "type": "Creature — Goblin", "power": 1, "toughness": 1, "text": "Haste\n{T}: Hasty Pinger deals 1 damage to target creature or player."},
        {"name": "Mana Sprout", "mana_cost": "{G}", "type": "Creature — Elf Druid", "power": 1, "toughness": 1, "text": "{T}: Add {G} to your mana pool."},
        {"name": "Veiled Bear", "mana_cost": "{1}{G}", "type": "Creature — Bear", "power": 2, "toughness": 2, "text": "Hexproof"}
    ])
}

/// A standard table: A has Bolt, the custom spells and lands; B has a bear.
fn table(extra_a: Value) -> T {
    let mut a = json!({"name": "A",
        "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Twin Charm", "label": "charm"},
                 {"card": "Blaze Up", "label": "blaze"}, {"card": "Grizzly Bears", "label": "my_bears"}],
        "battlefield": [{"card": "Mountain", "label": "m1"}, {"card": "Mountain", "label": "m2"},
                        {"card": "Mountain", "label": "m3"}, {"card": "Forest", "label": "f1"}]});
    if let Value::Object(extra) = extra_a {
        for (k, v) in extra {
            // Lists are appended to A's defaults.
            match (a[&k].as_array_mut(), v) {
                (Some(list), Value::Array(more)) => list.extend(more),
                (_, v) => a[k] = v,
            }
        }
    }
    T::new(json!({
        "cards": custom_cards(),
        "players": [a, {"name": "B", "hand": ["Forest"],
                        "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Veiled Bear", "label": "veiled"},
                                        {"card": "Mountain", "label": "b_mountain"}]}],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }))
}

/// Try an action that must be refused; the game must be exactly unchanged.
fn refused(t: &mut T, action: Value) -> String {
    let before = t.g().clone();
    let shown = action.to_string();
    let err = match t.try_act(action) {
        Ok(ev) => panic!("{shown} should be refused, but gave {:?}", rules(&ev)),
        Err(e) => e,
    };
    assert_eq!(t.g(), &before, "a refused action changed the game");
    err.to_string()
}

fn rules_601(ev: &[Event]) -> Vec<String> {
    ev.iter().map(|e| e.rule.to_string()).filter(|r| r.starts_with("601.2")).collect()
}

#[test]
fn r601_2_casting_sequence_events_in_order() {
    let mut t = table(json!({}));
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}],
                          "mana_abilities": [{"source": "@m2"}]}));
    let mut seq = rules_601(&ev);
    seq.dedup();
    assert_eq!(seq, vec!["601.2a", "601.2c", "601.2e", "601.2f", "601.2g", "601.2h", "601.2i"]);
    // 601.2a: the card moved from the hand to the stack first.
    assert!(matches!(ev[0].kind, EventKind::ZoneChanged { from: Zone::Hand(PlayerId(0)), to: Some(Zone::Stack), .. }));
    // 601.2g: the mana ability resolves (605.3a) between choosing to pay and paying.
    let g = ev.iter().position(|e| e.rule == "601.2g").unwrap();
    let added = ev.iter().position(|e| e.rule == "605.3a" && matches!(e.kind, EventKind::ManaAdded { .. })).unwrap();
    let h = ev.iter().position(|e| e.rule == "601.2h").unwrap();
    assert!(g < added && added < h);
    assert!(matches!(ev[h].kind, EventKind::ManaPaid { player: PlayerId(0), mana } if mana.red == 1 && mana.total() == 1));
    // 601.2i: the spell becomes cast, with its target.
    let bears = t.id("bears");
    assert!(ev.iter().any(|e| e.rule == "601.2i"
        && e.kind == EventKind::SpellCast { player: PlayerId(0), object: t.id("bolt"), targets: vec![vec![TargetChoice::Object(bears)]] }));
    assert_eq!(t.zone("bolt"), "stack");
    assert_eq!(t.g().stack.len(), 1);
    assert_eq!(t.g().stack[0].kind, StackKind::Spell);
    assert_eq!(t.g().stack[0].targets, vec![TargetChoice::Object(bears)]);
    assert!(t.g().objects[&t.id("m2")].tapped);
    assert!(!t.g().objects[&t.id("m1")].tapped);
    assert!(t.g().player(PlayerId(0)).pool.is_empty());
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
}

#[test]
fn r307_1_sorcery_only_in_own_main_phase_with_empty_stack() {
    // Stack not empty.
    let mut t = table(json!({}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@blaze", "x": 1, "targets": [{"player": 1}], "auto_pay": true}));
    assert!(e.contains("307.1"), "{e}");
    // A creature spell is also sorcery-speed.
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@my_bears", "auto_pay": true}));
    // An instant is fine with a non-empty stack.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@charm", "mode": 1, "auto_pay": true}));
    assert_eq!(t.g().stack.len(), 2);

    // Upkeep: not a main phase; instants are fine there.
    let mut t = T::new(json!({
        "cards": custom_cards(),
        "players": [{"name": "A", "library": ["Forest"], "hand": [{"card": "Blaze Up", "label": "blaze"}, {"card": "Lightning Bolt", "label": "bolt"}],
                     "battlefield": ["Mountain", "Mountain"]}, {"name": "B"}],
        "turn": {"number": 3, "active": 0, "step": "upkeep"}
    }));
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@blaze", "x": 1, "targets": [{"player": 1}], "auto_pay": true}));
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    assert!(cites(&ev, "601.2i"));

    // The opponent's main phase: B may cast an instant but not a sorcery.
    let mut t = T::new(json!({
        "cards": custom_cards(),
        "players": [{"name": "A"}, {"name": "B", "hand": [{"card": "Mind Rot Lite", "label": "rot"}, {"card": "Lightning Bolt", "label": "bolt"}],
                     "battlefield": ["Swamp", "Mountain"]}],
    }));
    t.act(json!({"action": "pass_priority", "player": 0}));
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 1, "card": "@rot", "targets": [{"player": 0}], "auto_pay": true}));
    assert!(e.contains("307.1"), "{e}");
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    assert_eq!(t.g().stack.len(), 1);
}

#[test]
fn r116_cast_without_priority_is_refused() {
    let mut t = table(json!({}));
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    assert!(e.contains("priority"), "{e}");
}

#[test]
fn r601_2c_illegal_targets_are_refused_and_change_nothing() {
    let mut t = table(json!({}));
    // A land is not a creature or player.
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@b_mountain"}], "auto_pay": true}));
    assert!(e.contains("115"), "{e}");
    // Hexproof: an opponent's spell can't target it.
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@veiled"}], "auto_pay": true}));
    // Wrong number of targets.
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [], "auto_pay": true}));
    assert!(e.contains("601.2c"), "{e}");
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}, {"player": 0}], "auto_pay": true}));
    // A card in the hand is not a legal target for "target creature or player".
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@charm"}], "auto_pay": true}));
    // No such player.
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 7}], "auto_pay": true}));
    // No such object.
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": 9999}], "auto_pay": true}));
    // A legal one works.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
}

#[test]
fn r601_2a_only_a_card_in_your_hand_can_be_cast() {
    let mut t = table(json!({}));
    // A permanent on the battlefield.
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bears", "auto_pay": true}));
    // A land is played, not cast.
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@m1", "auto_pay": true}));
    assert!(!e.is_empty());
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": 4242, "auto_pay": true}));
}

#[test]
fn r601_2b_modal_spell_mode_is_chosen_on_casting() {
    let mut t = table(json!({}));
    // A modal spell needs a mode; an unknown mode is refused.
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@charm", "auto_pay": true}));
    assert!(e.contains("700.2"), "{e}");
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@charm", "mode": 2, "auto_pay": true}));
    // Mode 0 needs a creature target; mode 1 has none.
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@charm", "mode": 0, "targets": [{"player": 1}], "auto_pay": true}));
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@charm", "mode": 1, "targets": [{"object": "@bears"}], "auto_pay": true}));
    // A non-modal spell with a mode is refused.
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "mode": 0, "targets": [{"player": 1}], "auto_pay": true}));

    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@charm", "mode": 1, "auto_pay": true}));
    assert!(ev.iter().any(|e| e.rule == "601.2b" && e.text.contains("mode 2")));
    assert_eq!(t.g().stack[0].mode, Some(1));
    assert!(t.g().stack[0].targets.is_empty());
    t.pass_all();
    assert_eq!(t.life(0), 23);
    assert_eq!(t.zone("bears"), "battlefield");

    // Mode 0 on the Bears.
    let mut t = table(json!({}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@charm", "mode": 0, "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.life(0), 20);
}

#[test]
fn r601_2b_x_is_announced_and_paid() {
    let mut t = table(json!({}));
    // X=3 costs {3}{R}: four lands.
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@blaze", "x": 3, "targets": [{"player": 1}], "auto_pay": true}));
    assert!(ev.iter().any(|e| e.rule == "601.2b" && e.text.contains("X = 3")));
    assert!(ev.iter().any(|e| e.rule == "601.2f" && e.text.contains("X = 3")));
    let paid = ev.iter().find_map(|e| match e.kind {
        EventKind::ManaPaid { mana, .. } if e.rule == "601.2h" => Some(mana),
        _ => None,
    });
    assert_eq!(paid.map(|m| m.total()), Some(4));
    assert_eq!(t.g().stack[0].x, 3);
    for l in ["m1", "m2", "m3", "f1"] {
        assert!(t.g().objects[&t.id(l)].tapped, "{l} tapped");
    }
    t.pass_all();
    assert_eq!(t.life(1), 17);
}

#[test]
fn r601_2b_x_too_large_or_x_without_x_cost_is_refused() {
    let mut t = table(json!({}));
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@blaze", "x": 4, "targets": [{"player": 1}], "auto_pay": true}));
    assert!(e.contains("601.2h"), "{e}");
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "x": 2, "targets": [{"player": 1}], "auto_pay": true}));
    // X = 0 is allowed: the spell costs {R} and deals 0.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@blaze", "x": 0, "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 20);
}

#[test]
fn r601_2g_explicit_mana_abilities_pay_the_cost() {
    let mut t = table(json!({}));
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@my_bears",
                          "mana_abilities": [{"source": "@f1"}, {"source": "@m3", "ability": 0}]}));
    assert!(cites(&ev, "601.2i"));
    assert!(t.g().objects[&t.id("f1")].tapped);
    assert!(t.g().objects[&t.id("m3")].tapped);
    assert!(!t.g().objects[&t.id("m1")].tapped);
    assert!(!t.g().objects[&t.id("m2")].tapped);
    t.pass_all();
    assert_eq!(t.zone("my_bears"), "battlefield");
    // 302.6: a creature that just came under A's control is summoning sick.
    assert!(t.g().objects[&t.id("my_bears")].summoning_sick);
}

#[test]
fn r601_2g_bad_mana_abilities_are_refused() {
    let mut t = table(json!({}));
    // The wrong colour: Bears need {G}; two Mountains don't make it.
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@my_bears",
                                   "mana_abilities": [{"source": "@m1"}, {"source": "@m2"}]}));
    assert!(e.contains("601.2h"), "{e}");
    // The same land twice.
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@my_bears",
                           "mana_abilities": [{"source": "@f1"}, {"source": "@f1"}]}));
    // An opponent's land.
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}],
                           "mana_abilities": [{"source": "@b_mountain"}]}));
    // A permanent without that ability.
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}],
                           "mana_abilities": [{"source": "@m1", "ability": 3}]}));
    // Nothing listed and no mana in the pool (no auto_pay).
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}]}));
}

#[test]
fn r601_2h_auto_pay_chooses_fitting_sources() {
    let mut t = table(json!({}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@my_bears", "auto_pay": true}));
    // {1}{G}: the Forest pays {G}; one Mountain pays {1}.
    assert!(t.g().objects[&t.id("f1")].tapped);
    let mountains = ["m1", "m2", "m3"].iter().filter(|l| t.g().objects[&t.id(l)].tapped).count();
    assert_eq!(mountains, 1);
    assert!(t.g().player(PlayerId(0)).pool.is_empty());
}

#[test]
fn r601_2h_not_enough_mana_is_refused_with_state_unchanged() {
    let mut t = T::new(json!({
        "cards": custom_cards(),
        "players": [{"name": "A", "hand": [{"card": "Grizzly Bears", "label": "gb"}, {"card": "Lightning Bolt", "label": "bolt"}],
                     "battlefield": [{"card": "Forest", "label": "f"}, {"card": "Mountain", "label": "m", "tapped": true}]},
                    {"name": "B"}]
    }));
    let e = refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@gb", "auto_pay": true}));
    assert!(e.contains("601.2h"), "{e}");
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    // A tapped land can't be used.
    refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "mana_abilities": [{"source": "@m"}]}));
    assert_eq!(t.zone("gb"), "hand");
    assert!(!t.g().objects[&t.id("f")].tapped);
}

#[test]
fn r605_3a_mana_ability_is_a_separate_action_without_the_stack() {
    let mut t = table(json!({}));
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@m1", "ability": 0}));
    assert!(ev.iter().any(|e| e.rule == "605.3a" && matches!(e.kind, EventKind::ManaAdded { player: PlayerId(0), mana } if mana.red == 1)));
    assert!(t.g().stack.is_empty());
    assert!(t.g().objects[&t.id("m1")].tapped);
    assert_eq!(t.g().player(PlayerId(0)).pool.red, 1);
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(0)));
    // The mana in the pool pays for the next spell, with no further sources.
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}]}));
    assert!(!cites(&ev, "601.2g"));
    assert!(cites(&ev, "601.2h"));
    assert!(t.g().player(PlayerId(0)).pool.is_empty());
    assert!(!t.g().objects[&t.id("m2")].tapped);
    // A tapped land's mana ability can't be activated again.
    refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@m1", "ability": 0}));
    // Without priority, no mana ability (605.3a: only with priority or when paying).
    t.act(json!({"action": "pass_priority", "player": 0}));
    refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@m2", "ability": 0}));
}

#[test]
fn r602_2_activating_someone_elses_permanent_is_refused() {
    let mut t = table(json!({}));
    let e = refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@b_mountain", "ability": 0}));
    assert!(e.contains("602.2"), "{e}");
    // No such ability.
    refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@m1", "ability": 1}));
    // Grizzly Bears have no abilities.
    refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@bears", "ability": 0}));
}

#[test]
fn r302_6_summoning_sick_creature_cant_use_tap_abilities() {
    let mut t = table(json!({"battlefield": [
        {"card": "Ember Pinger", "label": "pinger", "sick": true},
        {"card": "Mana Sprout", "label": "sprout", "sick": true}]}));
    let e = refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@pinger", "ability": 0, "targets": [{"player": 1}]}));
    assert!(e.contains("302.6"), "{e}");
    // A mana ability with {T} is held back too.
    let e = refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@sprout", "ability": 0}));
    assert!(e.contains("302.6"), "{e}");
    // ... and the sick creature is not listed as a legal action.
    let pinger = t.id("pinger");
    assert!(!t.g().legal_actions().iter().any(|a| matches!(a, stackwise::rules::legal::LegalAction::Activate { source, .. } if *source == pinger)));
}

#[test]
fn r602_2_tap_ability_uses_the_stack_once_not_sick() {
    let mut t = table(json!({"battlefield": [{"card": "Ember Pinger", "label": "pinger"}]}));
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@pinger", "ability": 0, "targets": [{"object": "@bears"}]}));
    assert!(ev.iter().any(|e| e.rule == "602.2a" && matches!(e.kind, EventKind::AbilityActivated { player: PlayerId(0), .. })));
    assert!(ev.iter().any(|e| e.rule == "602.2b" && matches!(e.kind, EventKind::Tapped { .. })));
    assert_eq!(t.g().stack.len(), 1);
    assert_eq!(t.g().stack[0].kind, StackKind::Activated);
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(0)));
    // Already tapped: can't activate again.
    refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@pinger", "ability": 0, "targets": [{"player": 1}]}));
    t.pass_all();
    assert_eq!(t.g().objects[&t.id("bears")].damage, 1);
}

#[test]
fn r702_10_haste_lets_a_sick_creature_use_tap_abilities() {
    let mut t = table(json!({"battlefield": [{"card": "Hasty Pinger", "label": "pinger", "sick": true}]}));
    // Illegal target first: a land.
    refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@pinger", "ability": 0, "targets": [{"object": "@m1"}]}));
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@pinger", "ability": 0, "targets": [{"player": 1}]}));
    assert!(cites(&ev, "602.2a"));
    t.pass_all();
    assert_eq!(t.life(1), 19);
}

#[test]
fn r601_2h_auto_pay_taps_no_more_than_needed() {
    let mut t = T::new(json!({
        "cards": [{"name": "Hybrid Bear", "mana_cost": "{R/G}", "type": "Creature — Bear", "power": 1, "toughness": 1, "text": ""}],
        "players": [{"name": "A", "hand": [{"card": "Hybrid Bear", "label": "hb"}],
                     "battlefield": [{"card": "Island", "label": "i"}, {"card": "Mountain", "label": "m"}]},
                    {"name": "B"}]
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@hb", "auto_pay": true}));
    assert!(t.g().objects[&t.id("m")].tapped);
    assert!(!t.g().objects[&t.id("i")].tapped, "the Island can't pay {{R/G}} and must stay untapped");
    assert!(t.g().player(PlayerId(0)).pool.is_empty());
}

fn outcrop() -> Value {
    json!({"name": "Scorched Outcrop", "mana_cost": "", "type": "Land",
           "text": "{T}: Add {R} to your mana pool.\n{1}, {T}: Scorched Outcrop deals 1 damage to target creature or player.\n{2}: You gain 1 life. Activate this ability only any time you could cast a sorcery."})
}

#[test]
fn r602_2b_a_tap_ability_cant_tap_its_own_source_for_mana() {
    let mut t = T::new(json!({
        "cards": [outcrop()],
        "players": [{"name": "A", "battlefield": [{"card": "Scorched Outcrop", "label": "o"}, {"card": "Forest", "label": "f"}]}, {"name": "B"}]
    }));
    // Listing the source itself as a mana source for its own {T} ability is refused.
    refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@o", "ability": 1, "targets": [{"player": 1}],
                           "mana_abilities": [{"source": "@o"}]}));
    // Auto-pay uses the Forest, not the Outcrop.
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@o", "ability": 1, "targets": [{"player": 1}], "auto_pay": true}));
    assert!(cites(&ev, "602.2a"));
    assert!(t.g().objects[&t.id("f")].tapped);
    assert!(t.g().objects[&t.id("o")].tapped);
    t.pass_all();
    assert_eq!(t.life(1), 19);
}

#[test]
fn r602_2b_ability_cost_unpaid_is_refused() {
    let mut t = T::new(json!({
        "cards": [outcrop()],
        "players": [{"name": "A", "battlefield": [{"card": "Scorched Outcrop", "label": "o"}]}, {"name": "B"}]
    }));
    let e = refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@o", "ability": 1, "targets": [{"player": 1}], "auto_pay": true}));
    assert!(e.contains("602.2b"), "{e}");
}

#[test]
fn r602_5d_sorcery_speed_ability_needs_sorcery_timing() {
    let mut t = T::new(json!({
        "cards": [outcrop()],
        "players": [{"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}],
                     "battlefield": [{"card": "Scorched Outcrop", "label": "o"}, "Mountain", "Mountain", "Mountain"]}, {"name": "B"}]
    }));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@o", "ability": 2, "auto_pay": true}));
    t.pass_all();
    assert!(t.g().stack.is_empty());
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@o", "ability": 2, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(0), 21);
}

fn petal_cards() -> Value {
    json!([
        {"name": "Glass Petal", "mana_cost": "{0}", "type": "Artifact", "text": "{T}, Sacrifice Glass Petal: Add {R} to your mana pool."},
        {"name": "Verdant Prism", "mana_cost": "{1}", "type": "Artifact", "text": "{1}, {T}: Add {G}{G} to your mana pool."}
    ])
}

#[test]
fn r605_3a_mana_ability_with_sacrifice_cost() {
    let mut t = T::new(json!({
        "cards": petal_cards(),
        "players": [{"name": "A", "battlefield": [{"card": "Glass Petal", "label": "petal"}],
                     "hand": [{"card": "Lightning Bolt", "label": "bolt"}]}, {"name": "B"}]
    }));
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@petal", "ability": 0}));
    assert!(ev.iter().any(|e| e.rule == "605.3a" && matches!(e.kind, EventKind::ManaAdded { mana, .. } if mana.red == 1)));
    assert_eq!(t.zone("petal"), "graveyard");
    assert!(t.g().stack.is_empty());
    assert_eq!(t.g().flow, Flow::Priority(PlayerId(0)));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}]}));
    t.pass_all();
    assert_eq!(t.life(1), 17);
}

#[test]
fn r605_3a_mana_ability_with_mana_cost() {
    let mut t = T::new(json!({
        "cards": petal_cards(),
        "players": [{"name": "A", "battlefield": [{"card": "Verdant Prism", "label": "prism"}, {"card": "Mountain", "label": "m"}]}, {"name": "B"}]
    }));
    // The Prism can't pay its own {1} by tapping itself.
    refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@prism", "ability": 0, "mana_abilities": [{"source": "@prism"}]}));
    // Nothing to pay with: refused.
    refused(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@prism", "ability": 0}));
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@prism", "ability": 0, "mana_abilities": [{"source": "@m"}]}));
    assert!(cites(&ev, "605.3a"));
    let pool = t.g().player(PlayerId(0)).pool;
    assert_eq!((pool.green, pool.red, pool.total()), (2, 0, 2));
    assert!(t.g().objects[&t.id("prism")].tapped);
    assert!(t.g().objects[&t.id("m")].tapped);
    assert!(t.g().stack.is_empty());
}

#[test]
fn r602_legal_actions_list_activated_abilities_with_their_targets() {
    use stackwise::rules::legal::LegalAction;
    let mut t = T::new(json!({
        "cards": [outcrop(), custom_cards()[3].clone()],
        "players": [{"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}],
                     "battlefield": [{"card": "Scorched Outcrop", "label": "o"}, {"card": "Ember Pinger", "label": "pinger"},
                                     {"card": "Mountain", "label": "m1"}, {"card": "Mountain", "label": "m2"}, {"card": "Mountain", "label": "m3"}]},
                    {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}]
    }));
    let (o, pinger, bears) = (t.id("o"), t.id("pinger"), t.id("bears"));
    let find = |acts: &[LegalAction], src: ObjectId, ab: usize| {
        acts.iter().find(|a| matches!(a, LegalAction::Activate { source, ability, .. } if *source == src && *ability == ab)).cloned()
    };
    let acts = t.g().legal_actions();
    match find(&acts, pinger, 0).expect("pinger ability listed") {
        LegalAction::Activate { targets, mana_ability, .. } => {
            assert!(!mana_ability);
            assert_eq!(targets.len(), 1);
            for tg in [TargetChoice::Player(PlayerId(0)), TargetChoice::Player(PlayerId(1)), TargetChoice::Object(bears), TargetChoice::Object(pinger)] {
                assert!(targets[0].contains(&tg), "{tg:?}");
            }
        }
        _ => unreachable!(),
    }
    assert!(matches!(find(&acts, o, 0), Some(LegalAction::Activate { mana_ability: true, .. })));
    assert!(find(&acts, o, 1).is_some());
    assert!(find(&acts, o, 2).is_some(), "sorcery-speed ability listed in the main phase with an empty stack");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "mana_abilities": [{"source": "@m1"}]}));
    let acts = t.g().legal_actions();
    assert!(find(&acts, o, 2).is_none(), "no sorcery-speed ability with a non-empty stack");
    assert!(find(&acts, pinger, 0).is_some(), "instant-speed abilities stay");
}

#[test]
fn r601_2h_hybrid_cost_paid_whichever_way_works() {
    let mut t = T::new(json!({
        "cards": [{"name": "Split Hound", "mana_cost": "{R/G}{R/W}", "type": "Creature — Dog", "power": 2, "toughness": 2, "text": ""}],
        "players": [{"name": "A", "hand": [{"card": "Split Hound", "label": "h"}],
                     "battlefield": [{"card": "Mountain", "label": "m"}, {"card": "Forest", "label": "f"}]},
                    {"name": "B"}]
    }));
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@h", "auto_pay": true}));
    assert!(ev.iter().any(|e| e.rule == "601.2h" && matches!(e.kind, EventKind::ManaPaid { mana, .. } if mana.red == 1 && mana.green == 1)));
    t.pass_all();
    assert_eq!(t.zone("h"), "battlefield");
}

#[test]
fn r601_2h_a_zero_cost_spell_still_goes_through_every_casting_step() {
    let mut t = T::new(json!({
        "cards": [{"name": "Free Spark", "mana_cost": "{0}", "type": "Instant", "text": "Free Spark deals 1 damage to target player."}],
        "players": [{"name": "A", "hand": [{"card": "Free Spark", "label": "s"}]}, {"name": "B"}]
    }));
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@s", "targets": [{"player": 1}]}));
    let mut seq = rules_601(&ev);
    seq.dedup();
    assert_eq!(seq, vec!["601.2a", "601.2c", "601.2e", "601.2f", "601.2h", "601.2i"]);
    t.pass_all();
    assert_eq!(t.life(1), 19);
}

fn forked_bolt_game() -> T {
    T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Forked Bolt", "label": "fb"}, {"card": "Lightning Bolt", "label": "lb"}], "battlefield": ["Mountain", "Mountain"]},
            {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "gb"}, {"card": "Hill Giant", "label": "hg"}]}
        ]
    }))
}

#[test]
fn r601_2d_damage_divided_among_two_targets() {
    let mut t = forked_bolt_game();
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@fb", "auto_pay": true,
        "targets": [{"object": "@gb"}, {"player": 1}], "division": [1, 1]}));
    let r = rules_601(&ev);
    let d = r.iter().position(|x| x == "601.2d").expect("the division is announced");
    assert!(r.iter().position(|x| x == "601.2c").unwrap() < d && d < r.iter().position(|x| x == "601.2h").unwrap(), "{r:?}");
    assert_eq!(t.g().stack[0].division, vec![1, 1]);
    t.pass_all();
    assert_eq!(t.g().objects[&t.id("gb")].damage, 1);
    assert_eq!(t.life(1), 19);
}

#[test]
fn r601_2d_one_target_gets_everything() {
    let mut t = forked_bolt_game();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fb", "auto_pay": true, "targets": [{"object": "@gb"}], "division": [2]}));
    t.pass_all();
    assert_eq!(t.zone("gb"), "graveyard");
    assert_eq!(t.life(1), 20);
}

#[test]
fn r601_2d_bad_divisions_are_refused_and_change_nothing() {
    let mut t = forked_bolt_game();
    let base = json!({"action": "cast_spell", "player": 0, "card": "@fb", "auto_pay": true, "targets": [{"object": "@gb"}, {"player": 1}]});
    let with = |d: Value| {
        let mut a = base.clone();
        a["division"] = d;
        a
    };
    assert!(refused(&mut t, with(json!([2, 1]))).contains("add up to 3, not 2"));
    assert!(refused(&mut t, with(json!([0, 2]))).contains("at least 1"));
    assert!(refused(&mut t, base.clone()).contains("601.2d"));
    assert!(refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@fb", "auto_pay": true,
        "targets": [{"player": 1}, {"player": 1}], "division": [1, 1]})).contains("115.3"));
    assert!(refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@fb", "auto_pay": true,
        "targets": [], "division": []})).contains("1 to 2 target"));
    // A spell that divides nothing takes no division.
    assert!(refused(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@lb", "auto_pay": true,
        "targets": [{"player": 1}], "division": [3]})).contains("does not divide"));
}

#[test]
fn r601_2d_an_illegal_targets_share_is_not_dealt_to_the_other() {
    // 608.2b with a division: the Bears leave before Forked Bolt resolves; the
    // Giant still gets only its own share.
    let mut t = forked_bolt_game();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@fb", "auto_pay": true,
        "targets": [{"object": "@gb"}, {"object": "@hg"}], "division": [1, 1]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@lb", "auto_pay": true, "targets": [{"object": "@gb"}]}));
    t.pass_all();
    assert_eq!(t.zone("gb"), "graveyard");
    let ev = t.pass_all();
    assert!(cites(&ev, "608.2b"));
    assert_eq!(t.g().objects[&t.id("hg")].damage, 1);
}
