//! "If [a card or permanent] would be put into a graveyard, [put it
//! somewhere else] instead" (614.1a): one replacement kind,
//! `would_be_put_into_graveyard`, with where the card goes instead (exile,
//! the top or bottom of its owner's library, shuffled into it), whether it
//! is the card's own ability (which then works from every zone it can be put
//! into a graveyard from, 112.6b) and whether only a move from the
//! battlefield counts ("would die", 700.4).
//!
//! Built-in cards (built in: compiled from their printed text), their printed text:
//! - Gravebane Zombie {3}{B}, 3/2: "If Gravebane Zombie would die, put
//!   Gravebane Zombie on top of its owner's library instead."
//! - Nissa's Chosen {G}{G}, 2/3: "If Nissa's Chosen would die, put it on the
//!   bottom of its owner's library instead."
//! - Darksteel Colossus {11}, 11/11: "Trample, indestructible / If Darksteel
//!   Colossus would be put into a graveyard from anywhere, reveal Darksteel
//!   Colossus and shuffle it into its owner's library instead."
//! - Progenitus, Blightsteel Colossus, Legacy Weapon: the same clause.
//! - Samurai of the Pale Curtain {W}{W}, 2/2: "Bushido 1 / If a permanent
//!   would be put into a graveyard, exile it instead."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

/// Alice (active, main phase, plenty of mana) and Bob, each with a library
/// of five Islands.
fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    let mut a = vec![json!("Swamp"), json!("Swamp"), json!("Swamp"), json!("Island"), json!("Island"), json!("Plains"), json!("Plains"), json!("Plains"), json!("Plains"), json!("Mountain"), json!("Mountain"), json!("Mountain"), json!("Mountain")];
    a.extend(alice_bf.as_array().unwrap().iter().cloned());
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": a, "hand": alice_hand, "library": ["Island", "Island", "Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "library": ["Island", "Island", "Island", "Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn cast(t: &mut T, p: u8, card: &str, targets: Value) {
    t.act(json!({"action": "cast_spell", "player": p, "card": format!("@{card}"), "targets": targets, "auto_pay": true}));
}

fn library(t: &T, p: u8) -> Vec<ObjectId> {
    t.g().player(PlayerId(p)).library.clone()
}

fn graveyard_len(t: &T, p: u8) -> usize {
    t.g().player(PlayerId(p)).graveyard.len()
}

/// Did anything go to this player's graveyard, as far as the events say?
fn went_to_the_graveyard_of(ev: &[Event], p: u8) -> bool {
    ev.iter().any(|e| matches!(e.kind, EventKind::ZoneChanged { to: Some(Zone::Graveyard(q)), .. } if q == PlayerId(p)))
}

#[test]
fn r614_1a_a_creature_that_would_die_goes_to_the_top_or_the_bottom_of_its_library() {
    // Bolt each in turn; Bob owns both. The Zombie goes on top, the Chosen to the bottom.
    for (card, top) in [("Gravebane Zombie", true), ("Nissa's Chosen", false)] {
        let mut t = game(json!([]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([{"card": card, "label": "it"}]), json!([]));
        cast(&mut t, 0, "bolt", json!([{"object": "@it"}]));
        let ev = t.pass_all();
        assert_eq!(t.zone("it"), "library", "{card}");
        let lib = library(&t, 1);
        assert_eq!(lib.len(), 6, "{card}");
        let at = if top { *lib.last().unwrap() } else { lib[0] };
        assert_eq!(at, t.id("it"), "{card}: on the {} of Bob's library", if top { "top" } else { "bottom" });
        assert_eq!(graveyard_len(&t, 1), 0, "{card} never reached the graveyard");
        assert!(ev.iter().any(|e| e.rule == "614.1a" && matches!(&e.kind, EventKind::Replaced { what, .. } if what.contains("would die"))), "{card}");
        assert!(!went_to_the_graveyard_of(&ev, 1), "{card}: no move to Bob's graveyard happened");
    }
}

#[test]
fn r614_1a_would_die_is_only_from_the_battlefield() {
    // Discarded from the hand, Gravebane Zombie goes to the graveyard: its
    // ability speaks of dying. Darksteel Colossus's works from the hand too.
    let mut t = game(
        json!([]),
        json!([{"card": "Mind Rot", "label": "rot"}]),
        json!([]),
        json!([{"card": "Gravebane Zombie", "label": "zombie"}, {"card": "Darksteel Colossus", "label": "colossus"}]),
    );
    cast(&mut t, 0, "rot", json!([{"player": 1}]));
    t.pass_all();
    if let Some(d) = t.g().pending.clone() {
        panic!("no choice expected with exactly two cards in hand: {d:?}");
    }
    assert_eq!(t.zone("zombie"), "graveyard");
    assert_eq!(t.zone("colossus"), "library", "revealed and shuffled into Bob's library instead");
    assert_eq!(library(&t, 1).len(), 6);
}

#[test]
fn r614_1a_from_anywhere_covers_the_stack_and_the_battlefield() {
    // Progenitus countered (from the stack) and Legacy Weapon destroyed (from
    // the battlefield) are each shuffled into their owner's library, revealed.
    let mut t = game(
        json!([{"card": "Legacy Weapon", "label": "weapon"}, "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"]),
        json!([{"card": "Progenitus", "label": "progenitus"}]),
        json!(["Island", "Island", "Forest", "Plains"]),
        json!([{"card": "Counterspell", "label": "counter"}, {"card": "Disenchant", "label": "disenchant"}]),
    );
    cast(&mut t, 0, "progenitus", json!([]));
    t.act(json!({"action": "pass_priority", "player": 0}));
    let on_stack = t.id("progenitus");
    cast(&mut t, 1, "counter", json!([{"object": on_stack.0}]));
    let ev = t.pass_all();
    assert_eq!(t.zone("progenitus"), "library");
    assert_eq!(library(&t, 0).len(), 6);
    assert!(ev.iter().any(|e| e.rule == "701.14" && e.text.contains("Progenitus is revealed")));
    assert!(cites(&ev, "701.16"), "Alice's library is shuffled");
    assert_eq!(graveyard_len(&t, 0), 0);
    assert_eq!(t.zone("counter"), "graveyard", "the counterspell itself goes to Bob's graveyard");
    // Bob's Disenchant on Legacy Weapon (he gets priority in Alice's turn after she passes).
    t.act(json!({"action": "pass_priority", "player": 0}));
    cast(&mut t, 1, "disenchant", json!([{"object": "@weapon"}]));
    t.pass_all();
    assert_eq!(t.zone("weapon"), "library");
    assert_eq!(library(&t, 0).len(), 7);
    assert_eq!(graveyard_len(&t, 0), 0);
}

#[test]
fn r614_1a_samurai_of_the_pale_curtain_exiles_every_permanent_but_not_spells_or_cards() {
    // Wrath of God with the Samurai on the battlefield: every creature is
    // exiled, the Samurai too (it leaves in the same event, and its effect
    // still applies to it, 614.1a with 603.10 looking back), in either order;
    // Wrath itself (from the stack) goes to the graveyard.
    for order in [["samurai", "bears"], ["bears", "samurai"]] {
        let creature = |l: &str| {
            if l == "samurai" {
                json!({"card": "Samurai of the Pale Curtain", "label": "samurai"})
            } else {
                json!({"card": "Grizzly Bears", "label": "bears"})
            }
        };
        let mut t = game(json!([creature(order[0])]), json!([{"card": "Wrath of God", "label": "wrath"}]), json!([creature(order[1]), {"card": "Hill Giant", "label": "giant"}]), json!([]));
        cast(&mut t, 0, "wrath", json!([]));
        t.pass_all();
        for l in ["samurai", "bears", "giant"] {
            assert_eq!(t.zone(l), "exile", "{order:?}: {l}");
        }
        assert_eq!(t.zone("wrath"), "graveyard", "{order:?}: a spell is not a permanent");
    }
}

#[test]
fn r616_1_the_affected_creatures_controller_chooses_between_two_graveyard_replacements() {
    // Gravebane Zombie (Bob's) dies with Samurai of the Pale Curtain (Alice's)
    // on the battlefield: both replacements apply; Bob chooses (616.1). Either
    // choice is obeyed, and the other does nothing (the Zombie is no longer
    // going to a graveyard, 616.1e).
    for (choice, zone) in [("Samurai", "exile"), ("Gravebane", "library")] {
        let mut t = game(
            json!([{"card": "Samurai of the Pale Curtain", "label": "samurai"}]),
            json!([{"card": "Lightning Bolt", "label": "bolt"}]),
            json!([{"card": "Gravebane Zombie", "label": "zombie"}]),
            json!([]),
        );
        cast(&mut t, 0, "bolt", json!([{"object": "@zombie"}]));
        t.pass_all();
        let d = t.g().pending.clone().expect("a 616.1 question");
        assert_eq!(d.player, PlayerId(1), "the affected object's controller chooses");
        let DecisionKind::ChooseReplacement { options, descriptions, .. } = d.kind else { panic!("{:?}", d.kind) };
        assert_eq!(options.len(), 2, "{descriptions:?}");
        let i = descriptions.iter().position(|s| s.contains(choice)).unwrap();
        t.act(json!({"action": "choose_replacement", "player": 1, "choice": options[i]}));
        assert_eq!(t.zone("zombie"), zone, "{choice}");
        assert_eq!(graveyard_len(&t, 1), 0);
    }
}

#[test]
fn r614_1a_a_graveyard_replacement_that_returns_must_exile() {
    let card = json!({"name": "Odd Card", "types": ["Enchantment"], "text": "x",
        "abilities": [{"kind": "replacement", "replaces": {"event": "would_be_put_into_graveyard", "instead": "hand", "return_at_next_end_step": true}, "text": "x"}]});
    let def: stackwise::cards::def::CardDef = serde_json::from_value(card).unwrap();
    let errs = def.validate();
    assert!(errs.iter().any(|e| e.contains("return_at_next_end_step")), "{errs:?}");
}

// "If that creature would die this turn, exile it instead": a replacement
// effect made by a resolving spell or ability on the creature it names, for
// the rest of the turn. Built-in cards, their printed text:
// - Magma Spray {R}: "Magma Spray deals 2 damage to target creature. If that
//   creature would die this turn, exile it instead."
// - Carbonize {2}{R}: "Carbonize deals 3 damage to target creature or
//   player. That creature can't be regenerated this turn. If the creature
//   would die this turn, exile it instead." (Disintegrate is the same with X.)
// - Nine-Ringed Bo {3}: "{T}: Nine-Ringed Bo deals 1 damage to target Spirit
//   creature. If that creature would die this turn, exile it instead."

#[test]
fn r614_1a_a_creature_that_would_die_this_turn_is_exiled_even_by_later_damage() {
    // Magma Spray kills the Bears: exiled. On the Hill Giant it doesn't kill,
    // but a Lightning Bolt later in the turn does: exiled too. Another
    // creature killed by a Bolt goes to the graveyard.
    let mut t = game(
        json!([]),
        json!([{"card": "Magma Spray", "label": "spray1"}, {"card": "Magma Spray", "label": "spray2"}, {"card": "Lightning Bolt", "label": "bolt1"}, {"card": "Lightning Bolt", "label": "bolt2"}]),
        json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Hill Giant", "label": "giant"}, {"card": "Savannah Lions", "label": "lions"}]),
        json!([]),
    );
    cast(&mut t, 0, "spray1", json!([{"object": "@bears"}]));
    let ev = t.pass_all();
    assert_eq!(t.zone("bears"), "exile");
    assert!(ev.iter().any(|e| e.rule == "614.1a" && e.text.contains("Magma Spray") && e.text.contains("exiled instead")), "{:?}", ev.iter().map(|e| &e.text).collect::<Vec<_>>());
    cast(&mut t, 0, "spray2", json!([{"object": "@giant"}]));
    t.pass_all();
    assert_eq!(t.zone("giant"), "battlefield", "2 damage doesn't kill a 3/3");
    cast(&mut t, 0, "bolt1", json!([{"object": "@giant"}]));
    t.pass_all();
    assert_eq!(t.zone("giant"), "exile", "the Spray's effect lasts the turn");
    cast(&mut t, 0, "bolt2", json!([{"object": "@lions"}]));
    t.pass_all();
    assert_eq!(t.zone("lions"), "graveyard", "the effect is only on the creatures the Spray named");
}

#[test]
fn r614_1a_carbonize_a_creature_that_cant_be_regenerated_is_exiled() {
    // Drudge Skeletons with a regeneration shield, dealt lethal damage by
    // Carbonize: it can't be regenerated this turn, so the shield does
    // nothing and the Carbonize's replacement exiles it.
    let mut t = game(json!([]), json!([{"card": "Carbonize", "label": "carbonize"}]), json!(["Swamp", {"card": "Drudge Skeletons", "label": "skel"}]), json!([]));
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "activate_ability", "player": 1, "source": "@skel", "ability": 0, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().obj(t.id("skel")).unwrap().extra.regen_shields, 1);
    cast(&mut t, 0, "carbonize", json!([{"object": "@skel"}]));
    let ev = t.pass_all();
    assert!(t.g().pending.is_none(), "{:?}", t.g().pending);
    assert_eq!(t.zone("skel"), "exile");
    assert!(!cites(&ev, "701.13a"), "no regeneration");
}

#[test]
fn r616_1_regeneration_or_the_sprays_exile_the_controller_chooses() {
    // Drudge Skeletons with a regeneration shield, dealt lethal damage by
    // Magma Spray: as the state-based action destroys it (704.5g), both
    // regeneration and the Spray's exile would apply; Bob chooses, and
    // either answer is obeyed.
    for choice in ["regeneration", "Magma Spray"] {
        let mut t = game(json!([]), json!([{"card": "Magma Spray", "label": "spray"}]), json!(["Swamp", {"card": "Drudge Skeletons", "label": "skel"}]), json!([]));
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "activate_ability", "player": 1, "source": "@skel", "ability": 0, "auto_pay": true}));
        t.pass_all();
        assert_eq!(t.g().obj(t.id("skel")).unwrap().extra.regen_shields, 1);
        cast(&mut t, 0, "spray", json!([{"object": "@skel"}]));
        let ev = t.pass_all();
        let d = t.g().pending.clone().unwrap_or_else(|| panic!("a 616.1 question: {:?}", ev.iter().map(|e| &e.text).collect::<Vec<_>>()));
        assert_eq!(d.player, PlayerId(1));
        let DecisionKind::ChooseReplacement { options, descriptions, .. } = d.kind else { panic!("{:?}", d.kind) };
        assert_eq!(options.len(), 2, "{descriptions:?}");
        let i = descriptions.iter().position(|s| s.contains(choice)).unwrap_or_else(|| panic!("{descriptions:?}"));
        t.act(json!({"action": "choose_replacement", "player": 1, "choice": options[i]}));
        let expected = if choice == "regeneration" { "battlefield" } else { "exile" };
        assert_eq!(t.zone("skel"), expected, "{choice}");
    }
}

#[test]
fn r614_1a_a_spells_exile_and_a_creatures_own_replacement_the_controller_chooses() {
    // Magma Spray on Gravebane Zombie, in both answers.
    for (choice, zone) in [("Magma Spray", "exile"), ("Gravebane", "library")] {
        let mut t = game(json!([]), json!([{"card": "Magma Spray", "label": "spray"}]), json!([{"card": "Gravebane Zombie", "label": "zombie"}]), json!([]));
        cast(&mut t, 0, "spray", json!([{"object": "@zombie"}]));
        t.pass_all();
        let d = t.g().pending.clone().expect("a 616.1 question");
        let DecisionKind::ChooseReplacement { options, descriptions, .. } = d.kind else { panic!("{:?}", d.kind) };
        assert_eq!(options.len(), 2, "{descriptions:?}");
        let i = descriptions.iter().position(|s| s.contains(choice)).unwrap_or_else(|| panic!("{descriptions:?}"));
        t.act(json!({"action": "choose_replacement", "player": 1, "choice": options[i]}));
        assert_eq!(t.zone("zombie"), zone, "{choice}");
    }
}

#[test]
fn r614_1a_disintegrate_at_a_player_names_no_creature() {
    let mut t = game(json!([]), json!([{"card": "Disintegrate", "label": "dis"}]), json!([]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@dis", "targets": [{"player": 1}], "x": 3, "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(1), 17);
    assert!(!t.g().effects.iter().any(|e| matches!(e.modification, stackwise::cards::def::Modification::WouldDieInstead(_))));
}

#[test]
fn r614_1a_nine_ringed_bo_marks_a_spirit_for_the_turn() {
    // Godhead of Awe (a 4/4 Spirit Avatar): the Bo's 1 damage, then a
    // Lightning Bolt: 4 damage, lethal, and it is exiled. The Bo can't
    // target a creature that isn't a Spirit.
    let mut t = game(
        json!([{"card": "Nine-Ringed Bo", "label": "bo"}]),
        json!([{"card": "Lightning Bolt", "label": "bolt"}]),
        json!([{"card": "Godhead of Awe", "label": "godhead"}, {"card": "Grizzly Bears", "label": "bears"}]),
        json!([]),
    );
    assert!(t.try_act(json!({"action": "activate_ability", "player": 0, "source": "@bo", "ability": 0, "targets": [{"object": "@bears"}], "auto_pay": true})).is_err());
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@bo", "ability": 0, "targets": [{"object": "@godhead"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("godhead"), "battlefield");
    cast(&mut t, 0, "bolt", json!([{"object": "@godhead"}]));
    t.pass_all();
    assert_eq!(t.zone("godhead"), "exile");
}

#[test]
fn r614_1a_the_die_replacement_is_an_instruction_not_a_characteristic() {
    // Written as a change of a `continuous` effect (a static ability's or a
    // spell's), it would do nothing: refused, naming the instruction to use.
    for ability in [
        json!({"kind": "static", "effect": {"static": "continuous", "affects": {"all": {"types": ["Creature"]}}, "modifications": [{"would_die_instead": "exile"}]}, "text": "x"}),
        json!({"kind": "activated", "cost": {"tap": true}, "effects": [{"do": "continuous", "what": "this", "duration": "end_of_turn", "modifications": [{"would_die_instead": "exile"}]}], "text": "x"}),
    ] {
        let card = json!({"name": "Odd Card", "types": ["Artifact"], "text": "x", "abilities": [ability]});
        let def: stackwise::cards::def::CardDef = serde_json::from_value(card).unwrap();
        let errs = def.validate();
        assert!(errs.iter().any(|e| e.contains("if_it_would_die")), "{errs:?}");
    }
}

