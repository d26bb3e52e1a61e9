//! 702.25 phasing, with cards compiled from their text: phasing in the
//! untap step (502.1, 702.25a), a phased-out permanent treated as though it
//! doesn't exist (702.25b), phasing out with attachments (702.25f), no zone
//! change (702.25d), and the 2011 rule that a phased-out token ceases to
//! exist (704.5d).
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Breezekeeper {3}{U} 4/4: "Flying / Phasing"
//! - Sandbar Crocodile {4}{U} 6/4: "Phasing"
//! - Merfolk Raiders {1}{U} 2/3: "Islandwalk / Phasing"
//! - Reality Ripple {1}{U}: "Target artifact, creature, or land phases out."
//! - Rainbow Efreet {3}{U} 3/1: "Flying / {U}{U}: Rainbow Efreet phases out."
//! - Crystal Golem {4} 3/3: "At the beginning of your end step, Crystal Golem phases out."
//! - Holy Strength {W}: "Enchant creature / Enchanted creature gets +1/+2."
//! - Wrath of God {2}{W}{W}: "Destroy all creatures. They can't be regenerated."
//! - Collective Unconscious {4}{G}{G}: "Draw a card for each creature you control."
//! - Lightning Bolt {R}: "Lightning Bolt deals 3 damage to target creature or player."
//! - Grizzly Bears 2/2, Hill Giant 3/3, Island, Plains, Forest, Mountain.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::EventKind;
use stackwise::rules::types::Step;

const CARDS: &[&str] = &[
    "Breezekeeper", "Sandbar Crocodile", "Merfolk Raiders", "Reality Ripple", "Rainbow Efreet", "Crystal Golem", "Holy Strength", "Wrath of God", "Collective Unconscious", "Lightning Bolt", "Hill Giant", "Grizzly Bears",
];

/// Alice (active, turn 2) and Bob with these permanents, at `step`; five Islands in each library.
fn game_at(step: &str, alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    let library = json!(["Island", "Island", "Island", "Island", "Island"]);
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": library},
        {"name": "Bob", "battlefield": bob_bf, "library": library}
    ], "turn": {"number": 2, "active": 0, "step": step}}))
}

fn game(alice_bf: Value, hand: Value, bob_bf: Value) -> T {
    game_at("precombat_main", alice_bf, hand, bob_bf)
}

fn phased(t: &T, label: &str) -> bool {
    t.g().objects[&t.id(label)].phased_out
}

fn no_question(_: &mut T, p: stackwise::rules::types::PlayerId, k: stackwise::rules::state::DecisionKind) {
    panic!("unexpected question to {p:?}: {k:?}");
}

fn consistent(t: &T) {
    t.g().check_consistency().unwrap_or_else(|e| panic!("inconsistent: {e}"));
}

#[test]
fn r702_25a_phasing_permanents_phase_out_and_in_on_their_controllers_untap_steps() {
    let mut t = game(json!([{"card": "Breezekeeper", "label": "keeper"}, {"card": "Sandbar Crocodile", "label": "croc"}]), json!([]), json!([{"card": "Merfolk Raiders", "label": "raiders"}]));
    let ids = (t.id("keeper"), t.id("croc"), t.id("raiders"));
    // Bob's untap step (turn 3): only Bob's Merfolk Raiders phases out.
    play_until(&mut t, 1, Step::Upkeep, &no_question);
    assert_eq!((phased(&t, "keeper"), phased(&t, "croc"), phased(&t, "raiders")), (false, false, true));
    assert!(!t.g().is_on_battlefield(ids.2));
    consistent(&t);
    // Alice's untap step (turn 4): both of hers phase out; Bob's stays out.
    play_until(&mut t, 0, Step::Upkeep, &no_question);
    assert_eq!((phased(&t, "keeper"), phased(&t, "croc"), phased(&t, "raiders")), (true, true, true));
    // Bob's next untap step: his creature phases in; then Alice's, hers.
    play_until(&mut t, 1, Step::Upkeep, &no_question);
    assert_eq!((phased(&t, "keeper"), phased(&t, "croc"), phased(&t, "raiders")), (true, true, false));
    let ev = t.g().events.clone();
    play_until(&mut t, 0, Step::Upkeep, &no_question);
    assert_eq!((phased(&t, "keeper"), phased(&t, "croc"), phased(&t, "raiders")), (false, false, false));
    consistent(&t);
    // 702.25d: the same objects throughout (no zone change, no new object).
    assert_eq!((t.id("keeper"), t.id("croc"), t.id("raiders")), ids);
    assert!(t.g().is_on_battlefield(ids.0) && t.g().is_on_battlefield(ids.2));
    assert!(ev.iter().chain(t.g().events.iter()).all(|e| !matches!(&e.kind, EventKind::ZoneChanged { old, .. } if [ids.0, ids.1, ids.2].contains(old))));
}

#[test]
fn r702_25b_a_phased_out_creature_is_not_destroyed_targeted_or_counted() {
    // Alice phases out Bob's Hill Giant with Reality Ripple, then casts Wrath of God:
    // only the Grizzly Bears are destroyed. The giant can't be the target of a Lightning Bolt.
    let lands = json!(["Island", "Island", "Plains", "Plains", "Plains", "Plains", "Mountain"]);
    let hand = json!([{"card": "Reality Ripple", "label": "ripple"}, {"card": "Wrath of God", "label": "wrath"}, {"card": "Lightning Bolt", "label": "bolt"}]);
    let mut t = game(lands, hand, json!([{"card": "Hill Giant", "label": "giant"}, {"card": "Grizzly Bears", "label": "bears"}]));
    let giant = t.id("giant");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ripple", "targets": [{"object": giant.0}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(phased(&t, "giant"));
    assert!(cites(&ev, "702.25b"));
    let refused = refused_unchanged(&mut t, json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": giant.0}], "auto_pay": true}));
    assert!(!refused.is_empty());
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@wrath", "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.zone("giant"), "battlefield");
    assert!(phased(&t, "giant"));
    consistent(&t);
    // It phased out under Bob's control: it phases in on Bob's untap step (702.25a).
    play_until(&mut t, 1, Step::Upkeep, &no_question);
    assert!(!phased(&t, "giant"));
    assert!(t.g().is_on_battlefield(giant));
}

#[test]
fn r702_25b_a_phased_out_creature_is_not_counted_among_your_creatures() {
    // Three creatures, one phased out: Collective Unconscious draws two (702.25b's own example).
    let mut bf = vec![json!({"card": "Hill Giant", "label": "giant"}), json!("Grizzly Bears"), json!("Grizzly Bears"), json!("Island"), json!("Island")];
    bf.extend(std::iter::repeat_n(json!("Forest"), 6));
    let hand = json!([{"card": "Reality Ripple", "label": "ripple"}, {"card": "Collective Unconscious", "label": "cu"}]);
    let mut t = game(Value::Array(bf), hand, json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ripple", "targets": [{"object": "@giant"}], "auto_pay": true}));
    t.pass_all();
    let before = t.g().player(stackwise::rules::types::PlayerId(0)).hand.len();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cu", "auto_pay": true}));
    t.pass_all();
    // The hand lost Collective Unconscious and gained two cards.
    assert_eq!(t.g().player(stackwise::rules::types::PlayerId(0)).hand.len(), before - 1 + 2);
}

#[test]
fn r702_25f_an_aura_phases_out_indirectly_and_back_in_with_its_creature_in_either_order() {
    // Rainbow Efreet enchanted by Holy Strength (4/3) phases out: the Aura goes with it
    // (no state-based action puts it into the graveyard), and both phase in together,
    // still attached. Listed in either order (the objects' ids in either order).
    let efreet = json!({"card": "Rainbow Efreet", "label": "efreet"});
    let aura = json!({"card": "Holy Strength", "label": "aura", "attached_to": "efreet"});
    for order in [vec![efreet.clone(), aura.clone()], vec![aura.clone(), efreet.clone()]] {
        let mut bf = order.clone();
        bf.extend([json!("Island"), json!("Island")]);
        let mut t = game(Value::Array(bf), json!([]), json!([]));
        let e = t.id("efreet");
        assert_eq!(t.g().chars(e).unwrap().toughness, Some(3));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@efreet", "ability": 0, "auto_pay": true}));
        let ev = t.pass_all();
        assert!(phased(&t, "efreet") && phased(&t, "aura"), "{order:?}");
        let a = t.id("aura");
        assert!(t.g().objects[&a].extra.phased_indirectly);
        assert!(ev.iter().any(|ev| matches!(ev.kind, EventKind::PhasedOut { object, indirectly: true } if object == a)));
        assert_eq!(t.zone("aura"), "battlefield");
        consistent(&t);
        play_until(&mut t, 0, Step::Upkeep, &no_question);
        assert!(!phased(&t, "efreet") && !phased(&t, "aura"), "{order:?}");
        assert_eq!(t.g().objects[&a].extra.attached_to, Some(stackwise::rules::events::TargetChoice::Object(e)));
        assert_eq!(t.g().chars(e).unwrap().toughness, Some(3));
        consistent(&t);
    }
}

#[test]
fn r702_25b_a_creature_that_phases_out_is_removed_from_combat() {
    // Rainbow Efreet attacks and, unblocked, phases out before damage: Bob takes none.
    let mut t = game_at("beginning_of_combat", json!([{"card": "Rainbow Efreet", "label": "efreet", "sick": false}, "Island", "Island"]), json!([]), json!([]));
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@efreet", "target": {"player": 1}}]}));
    // Bob has no creature: no blockers to declare; Alice gets priority in the declare blockers step.
    for _ in 0..6 {
        if t.g().turn.step == Step::DeclareBlockers && t.g().pending.is_none() {
            break;
        }
        t.pass_all();
    }
    assert_eq!(t.g().turn.step, Step::DeclareBlockers);
    assert!(t.g().combat.as_ref().is_some_and(|c| c.attackers.len() == 1));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@efreet", "ability": 0, "auto_pay": true}));
    t.pass_all();
    assert!(phased(&t, "efreet"));
    assert!(t.g().combat.as_ref().is_none_or(|c| c.attackers.is_empty()));
    play_until(&mut t, 0, Step::PostcombatMain, &no_question);
    assert_eq!(t.life(1), 20);
}

#[test]
fn r702_25d_crystal_golem_phases_out_at_its_end_step_and_is_the_same_object_when_it_phases_in() {
    // "At the beginning of your end step, Crystal Golem phases out.": gone from Alice's
    // end step on, back on her next untap step as the same object (no zone change).
    let mut t = game(json!([{"card": "Crystal Golem", "label": "golem"}, {"card": "Breezekeeper", "label": "keeper"}]), json!([]), json!([]));
    let golem = t.id("golem");
    play_until(&mut t, 0, Step::End, &no_question);
    let mut ev = Vec::new();
    for _ in 0..4 {
        if phased(&t, "golem") {
            break;
        }
        ev.extend(t.pass_all());
    }
    assert!(phased(&t, "golem"));
    assert!(!t.g().is_on_battlefield(golem));
    assert!(cites(&ev, "702.25b"));
    play_until(&mut t, 0, Step::Upkeep, &no_question);
    // Alice's untap step: the golem phases in while Breezekeeper (phasing) phases out.
    assert_eq!((phased(&t, "golem"), phased(&t, "keeper")), (false, true));
    assert_eq!(t.id("golem"), golem);
    consistent(&t);
}

#[test]
fn r704_5d_a_phased_out_token_ceases_to_exist_and_a_phased_out_card_stays() {
    // Reality Ripple on Bob's Grizzly Bears token, and another on his Grizzly Bears card.
    let hand = json!([{"card": "Reality Ripple", "label": "r1"}, {"card": "Reality Ripple", "label": "r2"}]);
    let bob = json!([{"card": "Grizzly Bears", "label": "token", "token": true}, {"card": "Grizzly Bears", "label": "card"}]);
    for first in ["token", "card"] {
        let second = if first == "token" { "card" } else { "token" };
        let mut t = game(json!(["Island", "Island", "Island", "Island"]), hand.clone(), bob.clone());
        let mut ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@r1", "targets": [{"object": format!("@{first}")}], "auto_pay": true}));
        ev.extend(t.pass_all());
        ev.extend(t.act(json!({"action": "cast_spell", "player": 0, "card": "@r2", "targets": [{"object": format!("@{second}")}], "auto_pay": true})));
        ev.extend(t.pass_all());
        assert_eq!(t.zone("token"), "gone", "{first} first");
        assert_eq!(t.zone("card"), "battlefield");
        assert!(phased(&t, "card"));
        assert!(cites(&ev, "704.5d"));
        consistent(&t);
    }
}

#[test]
fn r702_25a_phasing_granted_by_an_aura_phases_the_creature_and_the_aura_on_the_creatures_controllers_untap_step() {
    // Teferi's Curse {1}{U}: "Enchant artifact or creature / Enchanted permanent has phasing."
    // Alice's Curse on Bob's Grizzly Bears: on Bob's untap step the Bears phase out (they have
    // phasing), the Curse with them (702.25f), and both phase in on his next one.
    let cards: Vec<Value> = ["Teferi's Curse", "Grizzly Bears"].iter().map(|n| common::card_table::compiled(n)).collect();
    let library = json!(["Island", "Island", "Island", "Island", "Island"]);
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": "Teferi's Curse", "label": "curse", "attached_to": "bears"}], "library": library},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "library": library}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    assert!(t.g().chars(t.id("bears")).unwrap().has_keyword(stackwise::rules::types::Keyword::Phasing));
    play_until(&mut t, 1, Step::Upkeep, &no_question);
    assert_eq!((phased(&t, "bears"), phased(&t, "curse")), (true, true));
    assert!(t.g().objects[&t.id("curse")].extra.phased_indirectly);
    consistent(&t);
    // Alice's untap step: the Curse phased out with the Bears, not by itself: it stays out.
    play_until(&mut t, 0, Step::Upkeep, &no_question);
    assert_eq!((phased(&t, "bears"), phased(&t, "curse")), (true, true));
    play_until(&mut t, 1, Step::Upkeep, &no_question);
    assert_eq!((phased(&t, "bears"), phased(&t, "curse")), (false, false));
    assert_eq!(t.zone("curse"), "battlefield");
    consistent(&t);
}
