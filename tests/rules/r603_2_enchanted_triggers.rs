//! Triggered abilities of Auras about "enchanted creature" (603.2: the
//! trigger event is an event of the permanent the source is attached to),
//! written with the filter `"attached": true` on an ordinary trigger.
//! "Whenever enchanted permanent becomes tapped" is read as
//! `becomes_tapped` with that filter (its shorthand `enchanted_becomes_tapped`).
//!
//! Cards (printed text, January 2017 wording):
//! - Vampiric Link {B}: "Whenever enchanted creature deals damage, you gain that much life."
//! - Armadillo Cloak {1}{G}{W}: "Enchanted creature gets +2/+2 and has trample.
//!   Whenever enchanted creature deals damage, you gain that much life."
//! - Curiosity {U}, Keen Sense {G}: "Whenever enchanted creature deals damage
//!   to an opponent, you may draw a card."
//! - Insolence {2}{R}: "Whenever enchanted creature becomes tapped, Insolence
//!   deals 2 damage to that creature's controller."
//! - Betrayal {U}: "Enchant creature an opponent controls. Whenever enchanted
//!   creature becomes tapped, you draw a card."
use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

fn game(alice: Value, bob: Value) -> T {
    T::new(json!({
        "players": [
            {"name": "Alice", "battlefield": alice, "library": ["Island", "Island", "Island"]},
            {"name": "Bob", "battlefield": bob, "library": ["Island", "Island", "Island"]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }))
}

/// Answer "you may" with yes whenever asked; pass otherwise; stop at the
/// postcombat main phase.
fn through_combat(t: &mut T, attackers: &[&str]) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..30 {
        if t.g().turn.step == Step::PostcombatMain && t.g().stack.is_empty() && t.g().pending.is_none() {
            return ev;
        }
        match t.g().pending.as_ref().map(|d| (d.player, d.kind.clone())) {
            Some((p, DecisionKind::DeclareAttackers { .. })) => {
                let a: Vec<Value> = attackers.iter().map(|l| json!({"attacker": format!("@{l}"), "target": {"player": 1}})).collect();
                ev.extend(t.act(json!({"action": "declare_attackers", "player": p.0, "attackers": a})));
            }
            Some((p, DecisionKind::DeclareBlockers { .. })) => {
                ev.extend(t.act(json!({"action": "declare_blockers", "player": p.0, "blockers": []})));
            }
            Some((p, DecisionKind::ChooseYesNo { .. })) => {
                ev.extend(t.act(json!({"action": "choose_yes_no", "player": p.0, "yes": true})));
            }
            Some((_, k)) => panic!("unexpected decision {k:?}"),
            None => ev.extend(t.pass_all()),
        }
    }
    panic!("combat did not end");
}

fn hand(t: &T, p: u8) -> usize {
    t.g().players[p as usize].hand.len()
}

#[test]
fn r603_2_vampiric_link_and_armadillo_cloak_gain_what_the_enchanted_creature_deals() {
    // Whoever controls the Aura gains the life; another creature's damage does nothing.
    for (aura, dealt) in [("Vampiric Link", 2), ("Armadillo Cloak", 4)] {
        for aura_side in [0usize, 1] {
            let aura_entry = json!({"card": aura, "attached_to": "bears"});
            let mut alice = vec![json!({"card": "Grizzly Bears", "label": "bears"}), json!({"card": "Grizzly Bears", "label": "other"})];
            let mut bob = vec![];
            if aura_side == 0 { alice.push(aura_entry) } else { bob.push(aura_entry) }
            let mut t = game(Value::Array(alice), Value::Array(bob));
            through_combat(&mut t, &["bears", "other"]);
            // Bob takes the enchanted creature's damage and the other Bears' 2;
            // the Aura's controller gains what the enchanted one dealt.
            let (alice, bob) = if aura_side == 0 { (20 + dealt, 20 - dealt - 2) } else { (20, 20 - dealt - 2 + dealt) };
            assert_eq!((t.life(0), t.life(1)), (alice, bob), "{aura} controlled by player {aura_side}");
        }
    }
}

#[test]
fn r603_2_curiosity_and_keen_sense_draw_when_the_enchanted_creature_hits_an_opponent() {
    for aura in ["Curiosity", "Keen Sense"] {
        let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": aura, "attached_to": "bears"}, {"card": "Grizzly Bears", "label": "other"}]), json!([]));
        let before = hand(&t, 0);
        through_combat(&mut t, &["bears", "other"]);
        assert_eq!(hand(&t, 0), before + 1, "{aura}: one card, for the enchanted Bears only");
    }
}

#[test]
fn r603_2d_insolence_and_betrayal_trigger_when_the_enchanted_creature_becomes_tapped() {
    // Insolence on Alice's attacker: 2 damage to Alice as it taps to attack.
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Insolence", "attached_to": "bears"}]), json!([]));
    through_combat(&mut t, &["bears"]);
    assert_eq!((t.life(0), t.life(1)), (18, 18));
    // Betrayal, Bob's, on Alice's creature: Bob draws when it taps; another creature tapping does nothing.
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Grizzly Bears", "label": "other"}]), json!([{"card": "Betrayal", "attached_to": "bears"}]));
    let before = hand(&t, 1);
    through_combat(&mut t, &["bears", "other"]);
    assert_eq!(hand(&t, 1), before + 1);
}

#[test]
fn r603_2d_enchanted_becomes_tapped_is_read_as_becomes_tapped_of_the_enchanted_permanent() {
    // Psychic Venom (built in, compiled from its text): "Whenever enchanted
    // land becomes tapped, Psychic Venom deals 2 damage to that land's controller."
    let mut t = game(json!([{"card": "Forest", "label": "f"}, {"card": "Forest", "label": "g"}]), json!([{"card": "Psychic Venom", "attached_to": "f"}]));
    for l in ["g", "f"] {
        let id = t.id(l);
        t.act(json!({"action": "activate_ability", "player": 0, "source": id.0, "ability": 0}));
    }
    while !t.g().stack.is_empty() {
        t.pass_all();
    }
    assert_eq!(t.life(0), 18, "only the enchanted Forest's tapping");
    let venom = t.g().objects.values().find(|o| o.def.name == "Psychic Venom").unwrap();
    let Some(stackwise::cards::def::Ability::Triggered { trigger, .. }) = venom.def.abilities.first() else { panic!() };
    assert_eq!(serde_json::to_value(trigger).unwrap(), json!({"on": "becomes_tapped", "filter": {"types": ["Land"], "attached": true}}));
}

#[test]
fn a_static_ability_with_an_attached_filter_is_refused() {
    let card = json!({"name": "Odd Aura", "types": ["Enchantment"], "subtypes": ["Aura"], "text": "",
                      "enchant": {"kind": "permanent", "filter": {"types": ["Creature"]}, "text": "enchant creature"},
                      "abilities": [{"kind": "static", "effect": {"static": "continuous", "affects": {"all": {"attached": true}}, "modifications": [{"pump": {"power": 1, "toughness": 1}}]}, "text": ""}]});
    let v = json!({"format": "stackwise-scenario", "version": 2, "cards": [card], "players": [{"name": "A"}, {"name": "B"}]});
    let e = stackwise::session::Session::from_scenario(&v.to_string()).err().expect("refused");
    assert!(e.contains("\"affects\": \"attached\""), "{e}");
}
