//! 306.7 (2011; also 306.7 in the 2017 reference): noncombat damage that a source
//! would deal to a player may be dealt to a planeswalker that player controls
//! instead, if the source's controller is that player's opponent and so chooses.
//! A redirection effect, ordered with other replacement effects (616.1).
//! Cards: Jace Beleren (seed_704.json), Garruk Wildspeaker (seed_616.json).

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

/// The pending question: (rule, who, options, descriptions).
fn question(t: &T) -> (String, u8, Vec<u64>, Vec<String>) {
    let d = t.g().pending.clone().expect("a question is pending");
    let DecisionKind::ChooseReplacement { options, descriptions, .. } = d.kind else { panic!("not a replacement question: {:?}", d.kind) };
    (d.rule, d.player.0, options, descriptions)
}

fn answer(t: &mut T, name: &str) -> Vec<Event> {
    let (_, p, options, descriptions) = question(t);
    let i = descriptions.iter().position(|s| s.contains(name)).unwrap_or_else(|| panic!("no option naming {name} in {descriptions:?}"));
    t.act(json!({"action": "choose_replacement", "player": p, "choice": options[i]}))
}

fn loyalty(t: &T, label: &str) -> u32 {
    t.g().obj(t.id(label)).and_then(|o| o.extra.counters.get("loyalty").copied()).unwrap_or(0)
}

fn redirect_asked(ev: &[Event]) -> bool {
    ev.iter().any(|e| e.rule == "306.7" && matches!(e.kind, EventKind::DecisionRequested { .. }))
}

#[test]
fn r306_7_lightning_bolt_at_an_opponent_may_hit_their_planeswalker() {
    // A bolts B, who controls Jace Beleren (3 loyalty) and Garruk Wildspeaker (3).
    // A chooses: Jace loses 3 loyalty and is put into the graveyard (704.5i); or
    // Garruk; or B takes the 3 damage.
    for choice in ["Jace Beleren", "Garruk Wildspeaker", "deal it to B"] {
        let mut t = T::new(json!({
            "players": [
                {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]},
                {"name": "B", "battlefield": [{"card": "Jace Beleren", "label": "jace"}, {"card": "Garruk Wildspeaker", "label": "garruk"}]}
            ],
            "turn": {"number": 3, "active": 0, "step": "precombat_main"}
        }));
        assert_eq!((loyalty(&t, "jace"), loyalty(&t, "garruk")), (3, 3));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
        let ev = t.pass_all();
        assert!(redirect_asked(&ev), "{:?}", rules(&ev));
        let (rule, who, options, _) = question(&t);
        assert_eq!((rule.as_str(), who), ("306.7", 0), "the source's controller chooses");
        assert_eq!(options.len(), 3, "keep it on B, or either planeswalker");
        // B can't answer for A; an option that isn't offered is refused.
        let before = t.g().clone();
        assert!(t.try_act(json!({"action": "choose_replacement", "player": 1, "choice": options[1]})).is_err());
        assert!(t.try_act(json!({"action": "choose_replacement", "player": 0, "choice": 77777})).is_err());
        assert_eq!(t.g(), &before);
        let mut ev = answer(&mut t, choice);
        ev.extend(t.pass_all());
        match choice {
            "Jace Beleren" => {
                assert!(cites(&ev, "306.8") && cites(&ev, "704.5i"), "{:?}", rules(&ev));
                assert_eq!(t.zone("jace"), "graveyard");
                assert_eq!(t.zone("garruk"), "battlefield");
                assert_eq!(t.life(1), 20);
            }
            "Garruk Wildspeaker" => {
                assert_eq!(t.zone("garruk"), "graveyard");
                assert_eq!(t.zone("jace"), "battlefield");
                assert_eq!(t.life(1), 20);
            }
            _ => {
                assert_eq!(t.life(1), 17);
                assert_eq!((loyalty(&t, "jace"), loyalty(&t, "garruk")), (3, 3));
            }
        }
    }
}

#[test]
fn r306_7_damage_to_each_opponent_is_a_choice_per_opponent() {
    // A's Pestilence deals 1 damage to each creature and each player. B controls Jace
    // Beleren and C controls Garruk Wildspeaker: A is asked once for B's event and once
    // for C's, never for A's own (A's own planeswalkers are in the next test).
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Pestilence", "label": "pest"}, "Swamp"]},
            {"name": "B", "battlefield": [{"card": "Jace Beleren", "label": "jace"}]},
            {"name": "C", "battlefield": [{"card": "Garruk Wildspeaker", "label": "gc"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@pest", "ability": 1, "auto_pay": true}));
    let ev = t.pass_all();
    assert!(redirect_asked(&ev), "{:?}", rules(&ev));
    let (rule, who, _, descriptions) = question(&t);
    assert_eq!((rule.as_str(), who), ("306.7", 0));
    assert!(descriptions.iter().any(|d| d.contains("Jace Beleren")), "B's event first: {descriptions:?}");
    let ev = answer(&mut t, "Jace Beleren");
    assert!(ev.iter().all(|e| !matches!(e.kind, EventKind::DamageDealt { .. })), "no damage before every question is answered");
    let (rule, who, _, descriptions) = question(&t);
    assert_eq!((rule.as_str(), who), ("306.7", 0));
    assert!(descriptions.iter().any(|d| d.contains("Garruk Wildspeaker")), "C's event: {descriptions:?}");
    let mut ev = answer(&mut t, "deal it to C");
    ev.extend(t.pass_all());
    assert!(t.g().pending.is_none(), "A is not asked about A's own damage: {:?}", t.g().pending);
    assert_eq!(t.life(0), 19);
    assert_eq!(t.life(1), 20, "B's damage went to Jace");
    assert_eq!(loyalty(&t, "jace"), 2);
    assert_eq!(t.life(2), 19, "C kept the damage");
    assert_eq!(loyalty(&t, "gc"), 3);
}

#[test]
fn r306_7_combat_damage_is_never_redirected() {
    // A's Grizzly Bears attack B, who controls Jace Beleren: B takes 2, no question.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "gb"}]},
            {"name": "B", "battlefield": [{"card": "Jace Beleren", "label": "jace"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "beginning_of_combat"}
    }));
    let mut ev = Vec::new();
    for _ in 0..10 {
        if let Some(d) = t.g().pending.clone() {
            match d.kind {
                DecisionKind::DeclareAttackers { .. } => ev.extend(t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@gb", "target": {"player": 1}}]}))),
                DecisionKind::DeclareBlockers { .. } => ev.extend(t.act(json!({"action": "declare_blockers", "player": 1, "blockers": []}))),
                _ => panic!("unexpected question: {d:?}"),
            }
            continue;
        }
        if t.g().turn.step == Step::EndOfCombat {
            break;
        }
        ev.extend(t.pass_all());
    }
    assert!(!cites(&ev, "306.7"), "{:?}", rules(&ev));
    assert_eq!(t.life(1), 18);
    assert_eq!(loyalty(&t, "jace"), 3);
}

#[test]
fn r306_7_damage_from_your_own_source_to_yourself_is_not_redirected() {
    // B's own Prodigal Sorcerer pings B, who controls Jace Beleren: no question, B takes 1.
    // The same ping at A, who controls Garruk, asks B.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Garruk Wildspeaker", "label": "garruk"}]},
            {"name": "B", "battlefield": [{"card": "Prodigal Sorcerer", "label": "ps"}, {"card": "Jace Beleren", "label": "jace"}]}
        ],
        "turn": {"number": 3, "active": 1, "step": "precombat_main"}
    }));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@ps", "ability": 0, "targets": [{"player": 1}]}));
    let ev = t.pass_all();
    assert!(!cites(&ev, "306.7") && t.g().pending.is_none(), "{:?}", rules(&ev));
    assert_eq!(t.life(1), 19);
    assert_eq!(loyalty(&t, "jace"), 3);
    // The same ping at A, who controls Garruk: B is asked.
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "battlefield": [{"card": "Garruk Wildspeaker", "label": "garruk"}]},
            {"name": "B", "battlefield": [{"card": "Prodigal Sorcerer", "label": "ps"}]}
        ],
        "turn": {"number": 3, "active": 1, "step": "precombat_main"}
    }));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@ps", "ability": 0, "targets": [{"player": 0}]}));
    t.pass_all();
    let (rule, who, _, _) = question(&t);
    assert_eq!((rule.as_str(), who), ("306.7", 1));
    answer(&mut t, "Garruk");
    t.pass_all();
    assert_eq!(t.life(0), 20);
    assert_eq!(loyalty(&t, "garruk"), 2);
}

#[test]
fn r306_7_redirection_is_ordered_with_other_replacement_effects() {
    // A bolts B. A controls a damage doubler; B controls Urza's Armor and Jace Beleren.
    // Three effects would apply to the damage to B; B (the affected player) chooses the
    // order (616.1). Redirection first, and A sends it to Jace: the Armor no longer
    // applies (Jace is dealt the damage, not B). Dictate of the Twin Gods ("a permanent
    // or player") still doubles it: Jace is dealt 6; Furnace of Rath ("a creature or
    // player") no longer applies to a planeswalker: 3.
    // Armor first (3-1 = 2), then the redirection: Dictate doubles 2 to Jace: 4;
    // under Furnace Jace is dealt 2.
    for (doubler, first, jace_damage) in [("Dictate of the Twin Gods", "306.7", 6u32), ("Dictate of the Twin Gods", "Urza's Armor", 4), ("Furnace of Rath", "306.7", 3), ("Furnace of Rath", "Urza's Armor", 2)] {
        let mut t = T::new(json!({
            "cards": [common::card_table::compiled("Dictate of the Twin Gods")],
            "players": [
                {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain", doubler]},
                {"name": "B", "battlefield": ["Urza's Armor", {"card": "Jace Beleren", "label": "jace"}], "life": 20}
            ],
            "turn": {"number": 3, "active": 0, "step": "precombat_main"}
        }));
        // Jace with more loyalty, so that what it loses can be counted.
        let jace = t.id("jace");
        t.gm().obj_mut(jace).unwrap().extra.counters.insert("loyalty".into(), 10);
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
        t.pass_all();
        let (rule, who, options, _) = question(&t);
        assert_eq!((rule.as_str(), who, options.len()), ("616.1", 1, 3));
        answer(&mut t, first);
        if first == "Urza's Armor" {
            // Furnace or the redirection next: B chooses the redirection.
            let (rule, who, _, _) = question(&t);
            assert_eq!((rule.as_str(), who), ("616.1", 1));
            answer(&mut t, "306.7");
        }
        let (rule, who, _, _) = question(&t);
        assert_eq!((rule.as_str(), who), ("306.7", 0), "A chooses as the redirection applies");
        let mut ev = answer(&mut t, "Jace Beleren");
        ev.extend(t.pass_all());
        assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
        assert_eq!(t.life(1), 20, "{:?}", rules(&ev));
        assert_eq!(loyalty(&t, "jace"), 10 - jace_damage, "{doubler}, {first} first: {:?}", rules(&ev));
    }
}
