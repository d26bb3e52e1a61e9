//! Replacement and prevention effects (614–616 in the reference rules), and
//! 603.2f: a prevented event triggers nothing. Cards: built in.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn damage_dealt(ev: &[Event]) -> Vec<i32> {
    ev.iter()
        .filter_map(|e| match e.kind {
            EventKind::DamageDealt { amount, .. } => Some(amount),
            _ => None,
        })
        .collect()
}

/// Answer the pending 616.1 questions one at a time (616.1e): each time, the
/// effect whose description contains the next name fragment, then the first offered.
fn choose(t: &mut T, first: &[&str]) -> Vec<Event> {
    let mut ev = Vec::new();
    let mut names = first.iter();
    while let Some(d) = t.g().pending.clone() {
        let DecisionKind::ChooseReplacement { options, descriptions, .. } = d.kind else { break };
        assert_eq!(d.rule, "616.1");
        let k = match names.next() {
            Some(f) => options[descriptions.iter().position(|s| s.contains(f)).unwrap_or_else(|| panic!("no effect named {f} in {descriptions:?}"))],
            None => options[0],
        };
        ev.extend(t.act(json!({"action": "choose_replacement", "player": d.player.0, "choice": k})));
    }
    ev
}

/// The key of the pending 616.1 option whose description contains `name`.
fn key_of(t: &T, name: &str) -> (u8, u64) {
    let d = t.g().pending.clone().expect("a 616.1 decision is pending");
    assert_eq!(d.rule, "616.1");
    let DecisionKind::ChooseReplacement { options, descriptions, .. } = d.kind else { panic!("not a replacement decision: {:?}", d.kind) };
    let i = descriptions.iter().position(|s| s.contains(name)).unwrap_or_else(|| panic!("no effect named {name} in {descriptions:?}"));
    (d.player.0, options[i])
}

fn order(t: &mut T, first: &[&str]) -> Vec<Event> {
    let mut ev = choose(t, first);
    ev.extend(t.pass_all());
    ev
}

fn to_declare_attackers(t: &mut T) {
    for _ in 0..6 {
        if t.g().pending.is_some() {
            return;
        }
        t.pass_all();
    }
}

// ------------------------------------------------------------------ 615

#[test]
fn r615_prevention_shield_next_3() {
    // Healing Salve's second mode on the Bears, then Lightning Bolt: 3 of 3 prevented.
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Healing Salve", "label": "salve"}],
         "battlefield": ["Mountain", "Plains"]},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@salve", "mode": 1, "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "615.7"), "{:?}", rules(&ev));
    assert_eq!(t.g().prevention.shields.len(), 1);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let ev = t.pass_all();
    let prevented: Vec<&Event> = ev.iter().filter(|e| matches!(e.kind, EventKind::DamagePrevented { amount: 3, .. })).collect();
    assert_eq!(prevented.len(), 1, "{:?}", rules(&ev));
    assert_eq!(prevented[0].rule, "615.7");
    assert!(damage_dealt(&ev).is_empty());
    assert!(!cites(&ev, "704.5g"));
    assert_eq!(t.zone("bears"), "battlefield");
    assert_eq!(t.g().obj(t.id("bears")).unwrap().damage, 0);
    // The shield is used up.
    assert!(t.g().prevention.shields.is_empty());
}

#[test]
fn r615_7_shield_prevents_part_and_the_rest_is_dealt() {
    // Mending Hands prevents the next 4 of Lava Axe's 5: 1 is dealt. A second
    // shield that is only partly used keeps the rest for later damage.
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Lava Axe", "label": "axe"}, {"card": "Shock", "label": "shock"}, {"card": "Shock", "label": "shock2"}],
         "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]},
        {"name": "B", "hand": [{"card": "Mending Hands", "label": "hands"}, {"card": "Healing Salve", "label": "salve"}], "battlefield": ["Plains", "Plains"]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@axe", "targets": [{"player": 1}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@hands", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    let ev = t.pass_all();
    assert_eq!(damage_dealt(&ev), vec![1], "{:?}", rules(&ev));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::DamagePrevented { amount: 4, .. }) && e.rule == "615.7"));
    assert_eq!(t.life(1), 19);
    // Healing Salve on B (3), then Shock (2): all prevented, 1 left on the shield; a second Shock: 1 prevented, 1 dealt.
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"player": 1}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@salve", "mode": 1, "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    let ev = t.pass_all();
    assert!(damage_dealt(&ev).is_empty(), "{:?}", rules(&ev));
    assert_eq!(t.life(1), 19);
    assert_eq!(t.g().prevention.shields.len(), 1);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock2", "targets": [{"player": 1}], "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(damage_dealt(&ev), vec![1], "{:?}", rules(&ev));
    assert_eq!(t.life(1), 18);
    assert!(t.g().prevention.shields.is_empty());
}

#[test]
fn r615_10_static_prevention_urzas_armor() {
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]},
        {"name": "B", "battlefield": ["Urza's Armor"]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "615.10"), "{:?}", rules(&ev));
    assert_eq!(damage_dealt(&ev), vec![2]);
    assert_eq!(t.life(1), 18);
    // It protects only its controller.
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain", "Urza's Armor"]},
        {"name": "B"}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(!cites(&ev, "615.10"));
    assert_eq!(t.life(1), 17);
}

#[test]
fn r615_protection_prevents_damage_from_an_untargeted_spell() {
    // Pyroclasm deals 2 to each creature: the Bears die; Paladin en-Vec has
    // protection from red, so that damage is prevented (702.16e, a prevention effect).
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Pyroclasm", "label": "pyro"}], "battlefield": ["Mountain", "Mountain"]},
        {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Paladin en-Vec", "label": "paladin"}]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@pyro", "auto_pay": true}));
    let ev = t.pass_all();
    assert_eq!(damage_dealt(&ev), vec![2], "{:?}", rules(&ev));
    let prevented: Vec<&Event> = ev.iter().filter(|e| matches!(e.kind, EventKind::DamagePrevented { amount: 2, .. })).collect();
    assert_eq!(prevented.len(), 1);
    assert!(prevented[0].text.contains("protection"));
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.zone("paladin"), "battlefield");
    assert_eq!(t.g().obj(t.id("paladin")).unwrap().damage, 0);
}

#[test]
fn r615_fog_and_a_static_prevention_apply_in_the_chosen_order() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]},
            {"name": "B", "hand": [{"card": "Fog", "label": "fog"}], "battlefield": ["Forest", "Urza's Armor"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "beginning_of_combat"}
    }));
    to_declare_attackers(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@fog", "auto_pay": true}));
    let mut ev = t.pass_all();
    for _ in 0..6 {
        if t.g().pending.is_some() || t.g().turn.step == Step::EndOfCombat {
            break;
        }
        ev.extend(t.pass_all());
    }
    // Fog and Urza's Armor both apply to the Bears' damage to B: B orders them
    // (616.1). Armor first prevents 1, then Fog prevents the remaining 1.
    assert!(cites(&ev, "616.1"), "{:?}", rules(&ev));
    assert_eq!(t.g().turn.step, Step::CombatDamage);
    assert_eq!(t.g().pending.as_ref().map(|d| d.player), Some(PlayerId(1)));
    let ev = choose(&mut t, &["Urza's Armor"]);
    let prevented: Vec<(String, i32)> = ev
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::DamagePrevented { amount, .. } => Some((e.rule.to_string(), amount)),
            _ => None,
        })
        .collect();
    assert_eq!(prevented, vec![("615.10".to_string(), 1), ("615.1".to_string(), 1)], "{:?}", rules(&ev));
    assert!(damage_dealt(&ev).is_empty());
    assert_eq!(t.life(1), 20);
}

#[test]
fn r615_2_prevention_shield_for_damage_from_one_source() {
    // A shield against one source (615.2): all damage the target creature would
    // deal this turn is prevented, to anything; other sources are not affected.
    // No card in our pool says exactly this, so the spell is a test card.
    let mut t = T::new(json!({
        "cards": [{"name": "Muzzle Test", "mana_cost": "{W}", "type": "Instant", "text": "Prevent all damage target creature would deal this turn."}],
        "players": [
            {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Mountain"], "hand": [{"card": "Shock", "label": "shock"}]},
            {"name": "B", "hand": [{"card": "Muzzle Test", "label": "muzzle"}], "battlefield": ["Plains"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "beginning_of_combat"}
    }));
    to_declare_attackers(&mut t);
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@muzzle", "targets": [{"object": "@bears"}], "auto_pay": true}));
    let mut ev = t.pass_all();
    assert!(cites(&ev, "615.7"), "the shield is created: {:?}", rules(&ev));
    for _ in 0..6 {
        if t.g().pending.is_some() || t.g().turn.step == Step::EndOfCombat {
            break;
        }
        ev.extend(t.pass_all());
    }
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::DamagePrevented { amount: 2, .. }) && e.rule == "615.1"), "{:?}", rules(&ev));
    assert!(damage_dealt(&ev).is_empty());
    assert_eq!(t.life(1), 20);
    assert_eq!(t.g().prevention.shields.len(), 1, "an \"all damage\" shield lasts the turn");
    // Another source's damage is dealt.
    for _ in 0..6 {
        if t.g().turn.step == Step::PostcombatMain {
            break;
        }
        t.pass_all();
    }
    assert_eq!(t.g().turn.step, Step::PostcombatMain);
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@shock", "targets": [{"player": 1}], "auto_pay": true}));
    assert!(cites(&ev, "601.2i"));
    let ev = t.pass_all();
    assert_eq!(damage_dealt(&ev), vec![2], "{:?}", rules(&ev));
    assert_eq!(t.life(1), 18);
}

// ------------------------------------------------------------------ 616

#[test]
fn r616_1_affected_player_orders_replacements() {
    // Furnace of Rath (A's) and Urza's Armor (B's) both apply to Bolt's damage to B.
    // B, the affected player, chooses: Armor first gives (3-1)*2 = 4; Furnace first gives 6-1 = 5.
    for (first, expected) in [("Urza's Armor", 4), ("Furnace of Rath", 5)] {
        let mut t = T::new(json!({"players": [
            {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain", "Furnace of Rath"]},
            {"name": "B", "battlefield": ["Urza's Armor"]}
        ]}));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
        let ev = t.pass_all();
        assert!(cites(&ev, "616.1"), "{:?}", rules(&ev));
        let d = t.g().pending.clone().unwrap();
        assert_eq!(d.player, PlayerId(1), "the affected player decides");
        assert_eq!(t.life(1), 20, "nothing happened yet");
        // A can't answer for B; a wrong list is refused and changes nothing.
        let (_, key) = key_of(&t, first);
        let before = t.g().clone();
        assert!(t.try_act(json!({"action": "choose_replacement", "player": 0, "choice": key})).is_err());
        assert!(t.try_act(json!({"action": "choose_replacement", "player": 1, "choice": 999_999})).is_err());
        assert!(t.try_act(json!({"action": "pass_priority", "player": 1})).is_err());
        assert_eq!(t.g(), &before);
        let ev = order(&mut t, &[first]);
        assert_eq!(damage_dealt(&ev), vec![expected], "{first} first: {:?}", rules(&ev));
        assert!(cites(&ev, "614.1a") && cites(&ev, "615.10"));
        assert_eq!(t.life(1), 20 - expected);
        assert_eq!(t.zone("bolt"), "graveyard");
    }
}

#[test]
fn r616_1_controller_of_affected_object_orders_replacements() {
    // A controls Furnace of Rath; B's Bears have a Healing Salve shield (3). A bolts the Bears:
    // B, the controller of the affected object, chooses. Shield first: 3 prevented, then
    // nothing left to double. Furnace first: 6, the shield prevents 3, 3 are dealt.
    for (first, survives) in [("Healing Salve", true), ("Furnace of Rath", false)] {
        let mut t = T::new(json!({"players": [
            {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain", "Furnace of Rath"]},
            {"name": "B", "hand": [{"card": "Healing Salve", "label": "salve"}], "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Plains"]}
        ]}));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@salve", "mode": 1, "targets": [{"object": "@bears"}], "auto_pay": true}));
        t.pass_all();
        t.pass_all();
        assert_eq!(t.g().pending.as_ref().map(|d| d.player), Some(PlayerId(1)));
        let ev = order(&mut t, &[first]);
        if survives {
            assert!(damage_dealt(&ev).is_empty(), "{:?}", rules(&ev));
            assert!(!cites(&ev, "614.1a"), "nothing was left to double");
            assert_eq!(t.zone("bears"), "battlefield");
        } else {
            assert_eq!(damage_dealt(&ev), vec![3], "{:?}", rules(&ev));
            assert!(cites(&ev, "614.1a") && cites(&ev, "615.7") && cites(&ev, "704.5g"));
            assert_eq!(t.zone("bears"), "graveyard");
        }
    }
}

#[test]
fn r616_1_each_affected_player_orders_their_own_event() {
    // Flame Rift deals 4 to each player, one damage event per player, in turn
    // order. Both players have Urza's Armor and Furnace of Rath applies to both:
    // each chooses for their own event. A: Armor first, (4-1)*2 = 6.
    // B: Furnace first, 8-1 = 7.
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Flame Rift", "label": "rift"}], "battlefield": ["Mountain", "Mountain", "Furnace of Rath", "Urza's Armor"]},
        {"name": "B", "battlefield": ["Urza's Armor"]}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@rift", "auto_pay": true}));
    t.pass_all();
    // Both questions come before the instruction deals any damage (616.1, one at a time:
    // A's first, for A's own event; then B's, for B's).
    assert_eq!(t.g().pending.as_ref().map(|d| d.player), Some(PlayerId(0)));
    let (p, k) = key_of(&t, "Urza's Armor");
    let ev = t.act(json!({"action": "choose_replacement", "player": p, "choice": k}));
    assert!(damage_dealt(&ev).is_empty(), "{:?}", rules(&ev));
    assert_eq!((t.life(0), t.life(1)), (20, 20));
    assert_eq!(t.g().pending.as_ref().map(|d| d.player), Some(PlayerId(1)));
    let (p, k) = key_of(&t, "Furnace of Rath");
    let ev = t.act(json!({"action": "choose_replacement", "player": p, "choice": k}));
    assert_eq!(damage_dealt(&ev), vec![6, 7], "{:?}", rules(&ev));
    assert_eq!(t.life(0), 14);
    assert_eq!(t.life(1), 13);
    assert!(cites(&ev, "608.2k"));
    assert_eq!(t.zone("rift"), "graveyard");
}

// ------------------------------------------------------------------ 614

#[test]
fn r614_5_replacement_applies_once() {
    // Two Furnaces of Rath: each doubles once, 3 becomes 12 (not 6, and not forever).
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain", "Furnace of Rath", "Furnace of Rath"]},
        {"name": "B", "life": 30}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    // The two effects are alike (same effect, same controller): no 616.1 question.
    let ev = t.pass_all();
    assert!(t.g().pending.is_none() && !cites(&ev, "616.1"), "{:?}", rules(&ev));
    let replaced = ev.iter().filter(|e| matches!(e.kind, EventKind::Replaced { .. }) && e.rule == "614.1a").count();
    assert_eq!(replaced, 2, "{:?}", rules(&ev));
    assert_eq!(damage_dealt(&ev), vec![12]);
    assert_eq!(t.life(1), 18);
}

#[test]
fn r614_5_draw_replacement_applies_once_to_each_draw() {
    // Thought Reflection: the draw step's draw becomes two draws, and those two
    // are not doubled again by the same effect. With two, four cards (each once).
    for (n, expected) in [(1usize, 2usize), (2, 4)] {
        let bf: Vec<&str> = vec!["Thought Reflection"; n];
        let mut t = T::new(json!({
            "players": [
                {"name": "A", "battlefield": bf, "library": ["Island", "Island", "Island", "Island", "Island", "Island"]},
                {"name": "B", "library": ["Island"]}
            ],
            "turn": {"number": 3, "active": 0, "step": "upkeep"}
        }));
        let ev = t.pass_all();
        assert_eq!(t.g().turn.step, Step::Draw);
        assert!(cites(&ev, "614.11"), "{:?}", rules(&ev));
        let drew = ev.iter().filter(|e| matches!(e.kind, EventKind::Drew { .. })).count();
        assert_eq!(drew, expected);
        assert_eq!(t.g().player(PlayerId(0)).hand.len(), expected);
        assert_eq!(t.g().player(PlayerId(0)).library.len(), 6 - expected);
    }
}

#[test]
fn r614_12_enters_tapped_is_a_replacement_not_a_tap() {
    // Frozen Aether (B's): A's land enters tapped; it never "becomes tapped".
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Forest", "label": "forest"}]},
            {"name": "B", "battlefield": ["Frozen Aether"]}
        ]
    }));
    let ev = t.act(json!({"action": "play_land", "player": 0, "card": "@forest"}));
    assert!(cites(&ev, "614.12"), "{:?}", rules(&ev));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::Tapped { .. })));
    assert!(t.g().obj(t.id("forest")).unwrap().tapped);
    // Its controller's own permanents are not affected.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Forest", "label": "forest"}], "battlefield": ["Frozen Aether"]},
            {"name": "B"}
        ]
    }));
    let ev = t.act(json!({"action": "play_land", "player": 0, "card": "@forest"}));
    assert!(!cites(&ev, "614.12"));
    assert!(!t.g().obj(t.id("forest")).unwrap().tapped);
}

#[test]
fn r614_1c_enters_with_counters() {
    // Rasputin Dreamweaver enters with seven dream counters (a replacement of how it enters).
    let mut t = T::new(json!({"players": [
        {"name": "A", "mana_pool": "4WU", "hand": [{"card": "Rasputin Dreamweaver", "label": "rasputin"}]},
        {"name": "B"}
    ]}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@rasputin", "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "614.1c"), "{:?}", rules(&ev));
    let entered = ev.iter().position(|e| e.rule == "608.3").unwrap();
    let counters = ev.iter().position(|e| e.rule == "614.1c").unwrap();
    assert!(entered < counters);
    assert_eq!(t.zone("rasputin"), "battlefield");
    assert_eq!(t.g().obj(t.id("rasputin")).unwrap().extra.counters.get("dream"), Some(&7));
}

// ------------------------------------------------------------------ 701.13 / 614.8

#[test]
fn r701_13_regeneration_is_a_replacement() {
    // Two regeneration shields on Drudge Skeletons; Bolt's lethal damage makes
    // 704.5g destroy it: one shield replaces that destruction (614.8, 614.5), the other stays.
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}, ],
         "battlefield": ["Mountain"]},
        {"name": "B", "battlefield": [{"card": "Drudge Skeletons", "label": "skel"}, "Swamp", "Swamp"]}
    ], "turn": {"number": 3, "active": 1, "step": "precombat_main"}}));
    for _ in 0..2 {
        t.act(json!({"action": "activate_ability", "player": 1, "source": "@skel", "ability": 0, "auto_pay": true}));
        t.pass_all();
    }
    assert_eq!(t.g().obj(t.id("skel")).unwrap().extra.regen_shields, 2);
    // B passes; A casts Bolt at instant speed.
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@skel"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "704.5g") && cites(&ev, "614.8") && cites(&ev, "701.13a"), "{:?}", rules(&ev));
    let r = ev.iter().position(|e| e.rule == "614.8").unwrap();
    assert!(matches!(ev[r].kind, EventKind::Replaced { .. }));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::Destroyed { .. })));
    let o = t.g().obj(t.id("skel")).unwrap();
    assert_eq!(t.zone("skel"), "battlefield");
    assert!(o.tapped);
    assert_eq!(o.damage, 0);
    assert_eq!(o.extra.regen_shields, 1, "one shield replaced one destruction");
}

#[test]
fn r701_13_cant_be_regenerated_leaves_no_replacement() {
    // Wrath of God: "They can't be regenerated" (701.12 / 608.2c) removes the replacement.
    let mut t2 = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Wrath of God", "label": "wrath"}], "battlefield": ["Plains", "Plains", "Plains", "Plains"]},
        {"name": "B", "battlefield": [{"card": "Drudge Skeletons", "label": "skel"}, "Swamp"]}
    ]}));
    t2.act(json!({"action": "cast_spell", "player": 0, "card": "@wrath", "auto_pay": true}));
    t2.act(json!({"action": "pass_priority", "player": 0}));
    t2.act(json!({"action": "activate_ability", "player": 1, "source": "@skel", "ability": 0, "auto_pay": true}));
    t2.pass_all();
    assert_eq!(t2.g().obj(t2.id("skel")).unwrap().extra.regen_shields, 1);
    let ev = t2.pass_all();
    assert!(!cites(&ev, "614.8") && !cites(&ev, "701.13a"), "{:?}", rules(&ev));
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::Destroyed { .. })));
    assert_eq!(t2.zone("skel"), "graveyard");
}

#[test]
fn r704_5f_zero_toughness_is_never_replaced_by_regeneration() {
    // Drudge Skeletons with a regeneration shield gets +2/-1 (Funeral Charm): toughness 0.
    // 704.5f puts it into the graveyard; that is not destruction, so the shield can't replace it.
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Funeral Charm", "label": "charm"}], "battlefield": ["Swamp"]},
        {"name": "B", "battlefield": [{"card": "Drudge Skeletons", "label": "skel"}, "Swamp"]}
    ], "turn": {"number": 3, "active": 1, "step": "precombat_main"}}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@skel", "ability": 0, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("skel")).unwrap().extra.regen_shields, 1);
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@charm", "mode": 1, "targets": [{"object": "@skel"}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "704.5f"), "{:?}", rules(&ev));
    assert!(!cites(&ev, "614.8") && !cites(&ev, "701.13a"));
    assert_eq!(t.zone("skel"), "graveyard");
}

// ------------------------------------------------------------------ 603.2f

#[test]
fn r603_2f_prevented_damage_triggers_nothing() {
    // Jackal Pup attacks and is blocked by Grizzly Bears. With Fog, no damage is
    // dealt, so "whenever Jackal Pup is dealt damage" does not trigger. Without
    // Fog it triggers and deals that much (2) to its controller.
    for fog in [true, false] {
        let mut t = T::new(json!({
            "players": [
                {"name": "A", "battlefield": [{"card": "Jackal Pup", "label": "pup"}]},
                {"name": "B", "hand": [{"card": "Fog", "label": "fog"}], "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Forest"]}
            ],
            "turn": {"number": 3, "active": 0, "step": "beginning_of_combat"}
        }));
        to_declare_attackers(&mut t);
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@pup", "target": {"player": 1}}]}));
        let mut ev = Vec::new();
        if fog {
            t.act(json!({"action": "pass_priority", "player": 0}));
            t.act(json!({"action": "cast_spell", "player": 1, "card": "@fog", "auto_pay": true}));
            ev.extend(t.pass_all());
        }
        for _ in 0..8 {
            if let Some(d) = t.g().pending.clone() {
                if matches!(d.kind, DecisionKind::DeclareBlockers { .. }) {
                    ev.extend(t.act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": "@bears", "attacker": "@pup"}]})));
                    continue;
                }
            }
            if t.g().turn.step == Step::EndOfCombat || t.g().turn.step == Step::PostcombatMain {
                break;
            }
            ev.extend(t.pass_all());
        }
        ev.extend(t.pass_all());
        if fog {
            assert!(cites(&ev, "615.1"), "{:?}", rules(&ev));
            assert!(damage_dealt(&ev).is_empty());
            assert_eq!(triggered(&ev), 0, "a prevented event triggers nothing: {:?}", rules(&ev));
            assert_eq!(t.life(0), 20);
            assert_eq!(t.zone("pup"), "battlefield");
        } else {
            assert!(cites(&ev, "603.2"), "{:?}", rules(&ev));
            assert_eq!(triggered(&ev), 1);
            assert_eq!(t.zone("pup"), "graveyard");
            assert_eq!(t.life(0), 18, "the dead Pup deals that much (2) to A, using its last known information");
        }
    }
}

#[test]
fn r603_2f_prevention_shield_stops_the_damage_trigger() {
    // Healing Salve's shield on Jackal Pup prevents Shock's 2: no trigger.
    let mut t = T::new(json!({"players": [
        {"name": "A", "hand": [{"card": "Healing Salve", "label": "salve"}], "battlefield": [{"card": "Jackal Pup", "label": "pup"}, "Plains"]},
        {"name": "B", "hand": [{"card": "Shock", "label": "shock"}], "battlefield": ["Mountain"]}
    ], "turn": {"number": 3, "active": 1, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@shock", "targets": [{"object": "@pup"}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@salve", "mode": 1, "targets": [{"object": "@pup"}], "auto_pay": true}));
    t.pass_all();
    let ev = t.pass_all();
    assert!(cites(&ev, "615.7"), "{:?}", rules(&ev));
    assert_eq!(triggered(&ev), 0);
    assert!(t.g().waiting_triggers.is_empty());
    assert_eq!(t.zone("pup"), "battlefield");
    assert_eq!(t.life(0), 20);
}

#[test]
fn r614_10_skip_your_draw_step() {
    // Yawgmoth's Bargain: its controller's draw step doesn't happen at all.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Yawgmoth's Bargain", "label": "bargain"}], "library": ["Island", "Island", "Island"]},
            {"name": "B", "library": ["Island", "Island"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "upkeep"}
    }));
    let ev = t.pass_all();
    assert!(cites(&ev, "614.10"), "{:?}", rules(&ev));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::Drew { .. })));
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::StepBegan { step: Step::Draw })));
    assert_eq!(t.g().turn.step, Step::PrecombatMain);
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 0);
    // Pay 1 life: draw a card (the card's other ability still works).
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@bargain", "ability": 1}));
    t.pass_all();
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1);
    assert_eq!(t.life(0), 19);
    // An opponent's Bargain does not skip the active player's draw step.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "library": ["Island", "Island", "Island"]},
            {"name": "B", "battlefield": ["Yawgmoth's Bargain"], "library": ["Island", "Island"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "upkeep"}
    }));
    let ev = t.pass_all();
    assert!(!cites(&ev, "614.10"));
    assert_eq!(t.g().turn.step, Step::Draw);
    assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1);
}

#[test]
fn r616_1_combat_damage_waits_for_the_affected_players_order() {
    // A's Grizzly Bears attack B; A controls Furnace of Rath, B Urza's Armor.
    // Combat damage waits for B's order: Armor first (2-1)*2 = 2; Furnace first 4-1 = 3.
    for (first, expected) in [("Urza's Armor", 2), ("Furnace of Rath", 3)] {
        let mut t = T::new(json!({
            "players": [
                {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Furnace of Rath"]},
                {"name": "B", "battlefield": ["Urza's Armor"]}
            ],
            "turn": {"number": 3, "active": 0, "step": "beginning_of_combat"}
        }));
        to_declare_attackers(&mut t);
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@bears", "target": {"player": 1}}]}));
        let mut ev = Vec::new();
        for _ in 0..8 {
            if let Some(d) = t.g().pending.clone() {
                if matches!(d.kind, DecisionKind::DeclareBlockers { .. }) {
                    ev.extend(t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []})));
                    continue;
                }
                break;
            }
            ev.extend(t.pass_all());
        }
        assert_eq!(t.g().turn.step, Step::CombatDamage);
        assert!(cites(&ev, "510.1") || cites(&ev, "510"), "{:?}", rules(&ev));
        assert_eq!(t.g().pending.as_ref().map(|d| d.player), Some(PlayerId(1)));
        assert_eq!(t.life(1), 20, "no combat damage before the order is chosen");
        let ev = choose(&mut t, &[first]);
        assert_eq!(damage_dealt(&ev), vec![expected], "{first} first: {:?}", rules(&ev));
        assert_eq!(ev.iter().filter(|e| matches!(e.kind, EventKind::StepBegan { .. })).count(), 0, "the step is not announced twice");
        assert_eq!(t.life(1), 20 - expected);
    }
}
