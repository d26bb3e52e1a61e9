//! Filters that compare numbers and read keywords (115.1, 202.3, 208):
//! "with converted mana cost 3 or less", "with power 4 or greater", "with
//! flying", "spell with converted mana cost 2". Real cards, built in
//! (built in: compiled from their printed text), Oracle text in each definition: Smother,
//! Reprisal, Wing Snare, Spell Snare. Expected legal targets come from the
//! cards' printed numbers and the pumps applied.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::*;

fn game(hand: Value, bob: Value, bob_hand: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": ["Swamp", "Swamp", "Plains", "Plains", "Forest", "Forest", "Forest", "Island"], "hand": hand, "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob, "hand": bob_hand, "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// The objects a spell in hand may target in its first slot, by label.
fn targets(t: &T, card: &str, labels: &[&str]) -> Vec<String> {
    let id = t.id(card);
    let slot: Vec<TargetChoice> = t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Cast { card: c, options, .. } if c == id => Some(options[0].targets[0].clone()),
        _ => None,
    }).unwrap_or_default();
    labels.iter().filter(|l| slot.contains(&TargetChoice::Object(t.id(l)))).map(|l| l.to_string()).collect()
}

#[test]
fn r202_3_smother_targets_creatures_of_converted_mana_cost_3_or_less() {
    // Grizzly Bears {1}{G} (2), Hill Giant {3}{R} (4), Serra Angel {3}{W}{W} (5), Llanowar Elves {G} (1).
    let bob = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Serra Angel", "label": "angel"}, {"card": "Llanowar Elves", "label": "elves"}]);
    let mut t = game(json!([{"card": "Smother", "label": "smother"}]), bob, json!([]));
    assert_eq!(targets(&t, "smother", &["bears", "giant", "angel", "elves"]), vec!["bears", "elves"]);
    let before = t.g().clone();
    let err = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@smother", "targets": [{"object": "@giant"}], "auto_pay": true})).unwrap_err().to_string();
    assert!(err.contains("not a legal choice"), "{err}");
    assert_eq!(t.g(), &before);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@smother", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
}

#[test]
fn r208_reprisal_reads_power_as_it_is_now_and_wing_snare_reads_flying() {
    // Serra Angel is 4/4 ("4 or greater"); Hill Giant is 3/3 until Giant Growth makes it 6/6.
    let bob = json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Serra Angel", "label": "angel"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(json!([{"card": "Reprisal", "label": "reprisal"}, {"card": "Giant Growth", "label": "growth"}, {"card": "Wing Snare", "label": "snare"}]), bob, json!([]));
    assert_eq!(targets(&t, "reprisal", &["giant", "angel", "bears"]), vec!["angel"]);
    assert_eq!(targets(&t, "snare", &["giant", "angel", "bears"]), vec!["angel"], "only the Angel has flying");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@growth", "targets": [{"object": "@giant"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(targets(&t, "reprisal", &["giant", "angel", "bears"]), vec!["giant", "angel"], "6/6 now");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@reprisal", "targets": [{"object": "@giant"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("giant"), "graveyard");
}

#[test]
fn r202_3_spell_snare_counters_only_a_spell_of_converted_mana_cost_2() {
    // Bob casts Lightning Bolt (1) at Alice, then Counterspell (2) on his own Bolt: Spell Snare may
    // target the Counterspell, not the Bolt.
    let mut t = game(json!([{"card": "Spell Snare", "label": "snare"}]), json!(["Mountain", "Island", "Island"]), json!([{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Counterspell", "label": "counter"}]));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    let bolt = t.id("bolt");
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@counter", "targets": [{"object": bolt.0}], "auto_pay": true}));
    t.act(json!({"action": "pass_priority", "player": 1}));
    let counter = t.id("counter");
    let slot: Vec<TargetChoice> = t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Cast { card, options, .. } if card == t.id("snare") => Some(options[0].targets[0].clone()),
        _ => None,
    }).expect("Spell Snare is castable");
    assert_eq!(slot, vec![TargetChoice::Object(counter)], "only the spell of converted mana cost 2");
    let before = t.g().clone();
    let err = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@snare", "targets": [{"object": bolt.0}], "auto_pay": true})).unwrap_err().to_string();
    assert!(err.contains("not a legal choice"), "{err}");
    assert_eq!(t.g(), &before);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@snare", "targets": [{"object": counter.0}], "auto_pay": true}));
    t.pass_all();
    t.pass_all();
    assert_eq!(t.zone("counter"), "graveyard");
    assert_eq!(t.life(0), 17, "the Bolt resolved: its Counterspell was countered");
}

#[test]
fn r208_a_filter_compares_numbers_as_written() {
    let card = json!([{"name": "Odd Filter (test card)", "mana_cost": "{B}", "types": ["Instant"], "text": "",
        "spell": {"targets": [{"kind": "permanent", "filter": {"power": {"more_than": 3}}}], "effects": [{"do": "destroy", "what": {"target": 0}}]}}]);
    let err = stackwise::cards::CardPool::parse_defs(&card.to_string(), "test").unwrap_err();
    assert!(err.contains("more_than") && (err.contains("at_most") || err.contains("unknown variant")), "{err}");
}

/// The targets an activated ability of `source` (ability `index`) may choose, by label.
fn ability_targets(t: &T, source: &str, index: usize, labels: &[&str]) -> Vec<String> {
    let id = t.id(source);
    let slot: Vec<TargetChoice> = t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Activate { source: s, ability, targets, .. } if s == id && ability == index => Some(targets[0].clone()),
        _ => None,
    }).unwrap_or_default();
    labels.iter().filter(|l| slot.contains(&TargetChoice::Object(t.id(l)))).map(|l| l.to_string()).collect()
}

#[test]
fn r109_5_despotic_scepter_and_saving_grasp_read_the_owner_not_the_controller() {
    // Alice controls Bob's Hill Giant through Control Magic: she doesn't own it (109.5).
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": ["Island", "Island", "Island", "Island", "Island", {"card": "Despotic Scepter", "label": "scepter"}, {"card": "Grizzly Bears", "label": "bears"}],
         "hand": [{"card": "Control Magic", "label": "magic"}, {"card": "Saving Grasp", "label": "grasp"}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Hill Giant", "label": "giant"}, {"card": "Llanowar Elves", "label": "elves"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@magic", "targets": [{"object": "@giant"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().objects[&t.id("giant")].controller, PlayerId(0));
    let all = ["bears", "giant", "elves", "scepter"];
    assert_eq!(ability_targets(&t, "scepter", 0, &all), vec!["bears", "scepter"], "permanents Alice owns");
    assert_eq!(targets(&t, "grasp", &all), vec!["bears"], "creatures Alice owns");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@grasp", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "hand");
}

#[test]
fn r122_bounty_hunter_and_crumbling_ashes_target_creatures_with_a_counter() {
    // Bounty Hunter: the second ability sees only a creature with a bounty counter.
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Bounty Hunter", "label": "hunter"}, {"card": "Bounty Hunter", "label": "hunter2"}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Hill Giant", "label": "giant"}, {"card": "Grizzly Bears", "label": "bears"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    assert_eq!(ability_targets(&t, "hunter", 1, &["giant", "bears"]), Vec::<String>::new(), "no bounty counter anywhere");
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@hunter", "ability": 0, "targets": [{"object": "@giant"}]}));
    t.pass_all();
    assert_eq!(ability_targets(&t, "hunter2", 1, &["giant", "bears"]), vec!["giant"]);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@hunter2", "ability": 1, "targets": [{"object": "@giant"}]}));
    t.pass_all();
    assert_eq!(t.zone("giant"), "graveyard");
    // Crumbling Ashes at Alice's upkeep: only the creature with a -1/-1 counter is a target.
    let mut t = T::new(json!({"players": [
        {"name": "Alice", "battlefield": [{"card": "Crumbling Ashes", "label": "ashes"}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Hill Giant", "label": "giant", "counters": {"-1/-1": 1}}, {"card": "Grizzly Bears", "label": "bears"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 1, "active": 1, "step": "end"}}));
    for _ in 0..20 {
        if t.g().turn.number == 2 && t.g().turn.step == Step::Upkeep && (!t.g().stack.is_empty() || t.g().pending.is_some()) {
            break;
        }
        t.pass_all();
    }
    if let Some(d) = t.g().pending.clone() {
        let stackwise::rules::state::DecisionKind::ChooseTargets { slots, .. } = d.kind else { panic!("a target choice: {:?}", d.kind) };
        assert_eq!(slots, vec![vec![TargetChoice::Object(t.id("giant"))]], "only the creature with a -1/-1 counter");
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"object": "@giant"}]}));
    }
    assert_eq!(t.g().stack.last().expect("the trigger is on the stack").targets, vec![TargetChoice::Object(t.id("giant"))]);
    t.pass_all();
    assert_eq!((t.zone("giant"), t.zone("bears")), ("graveyard".into(), "battlefield".into()));
}
