//! 608.2g: an instruction that needs information from an object that has
//! left its zone uses its last known information. "Any player may ... have
//! [this] deal N damage to them" still offers the damage after its source
//! has left (the damage is dealt by the source as it last existed), so the
//! question the player is asked names the resolving ability, which exists
//! while it resolves, and never an object that no longer exists. Tested with
//! Worms of the Earth and a test card of the same shape; every position is
//! consistent (`Game::check_consistency`) and round-trips through
//! `Session::save` → `Session::load` in the replayed repros.

use crate::common;
use crate::replay;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::*;

/// The random game where Disenchant destroyed Worms of the Earth with its trigger on the stack.
#[test]
fn r608_2g_question_source_left_random_game_repro() {
    let (s, taken) = replay::replay("r608_2b_candidate_left.json");
    assert!(taken > 0);
    assert!(s.game().pending.is_some(), "the question is asked");
}

#[test]
fn r608_2g_question_source_left_worms_of_the_earth_repro() {
    let (mut s, _) = replay::replay("r608_2b_question_source_left.json");
    // Worms of the Earth prints the sacrifice first: that question, declined, then the damage's.
    let d = s.game().pending.clone().expect("the question is asked");
    if let DecisionKind::ChooseCards { min: 0, .. } = d.kind {
        let decline: Action = serde_json::from_value(json!({"action": "choose_cards", "player": d.player.0, "cards": []})).unwrap();
        s.apply(&decline, None).expect("declined");
        replay::check(&s, "after declining the sacrifice");
    }
    let d = s.game().pending.as_ref().expect("the question is asked");
    let Some(DecisionKind::ChooseYesNo { subject, .. }) = Some(&d.kind) else { panic!("{d:?}") };
    let resolving = s.game().resolving.as_ref().expect("the trigger is resolving").item.id;
    assert_eq!(*subject, resolving);
}

/// A test card of Worms of the Earth's shape, written as printed (named
/// without the "(test card)" mark, which its text would have to repeat).
fn cards() -> Value {
    json!([{"name": "Toll Shrine", "mana_cost": "{2}{B}", "type": "Enchantment",
            "text": "At the beginning of each upkeep, any player may have Toll Shrine deal 3 damage to him or her. If a player does, destroy Toll Shrine."}])
}

/// A's upkeep with `card`'s trigger on the stack; `owner` owns the card, A controls it.
fn upkeep(card: &str, owner: usize, a_hand: Value) -> T {
    let mut bf = vec![json!(["Plains", "Plains"]), json!([]), json!([])];
    bf[owner].as_array_mut().unwrap().push(json!({"card": card, "label": "src", "controller": 0}));
    let players = json!([
        {"name": "A", "hand": a_hand, "battlefield": bf[0], "library": ["Island", "Island"]},
        {"name": "B", "battlefield": bf[1], "library": ["Island", "Island"]},
        {"name": "C", "battlefield": bf[2], "library": ["Island", "Island"]}
    ]);
    let mut t = T::new(json!({"cards": cards(), "players": players, "turn": {"number": 1, "active": 2, "step": "end"}}));
    for _ in 0..64 {
        if t.g().turn.active == PlayerId(0) && t.g().turn.step == Step::Upkeep {
            break;
        }
        t.pass_all();
    }
    assert_eq!(t.g().stack.len(), 1, "{card}'s upkeep ability triggered");
    t
}

/// The question about the damage, after declining the one about sacrificing
/// two lands that Worms of the Earth prints first (each option is asked in
/// the order printed).
fn asked(t: &mut T) -> (PlayerId, Vec<ObjectId>) {
    t.g().check_consistency().expect("consistent");
    if let Some(d) = t.g().pending.clone() {
        if let DecisionKind::ChooseCards { min: 0, .. } = d.kind {
            t.act(json!({"action": "choose_cards", "player": d.player.0, "cards": []}));
            t.g().check_consistency().expect("consistent");
        }
    }
    match t.g().pending.as_ref() {
        Some(d) => match &d.kind {
            DecisionKind::ChooseYesNo { subject, .. } => (d.player, vec![*subject]),
            k => panic!("{k:?}"),
        },
        None => panic!("nothing asked"),
    }
}

/// The source is destroyed with its trigger on the stack: A is asked a yes/no
/// question about the resolving ability, and "yes" has the source's last
/// known information deal the damage.
#[test]
fn r608_2g_source_destroyed_question_names_the_resolving_ability() {
    for (card, damage) in [("Worms of the Earth", 5), ("Toll Shrine", 3)] {
        let mut t = upkeep(card, 0, json!([{"card": "Disenchant", "label": "dis"}]));
        let trigger = t.g().stack[0].id;
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@dis", "targets": [{"object": "@src"}], "auto_pay": true}));
        t.pass_all();
        assert_eq!(t.zone("src"), "graveyard");
        t.pass_all();
        let (p, candidates) = asked(&mut t);
        assert_eq!(p, PlayerId(0));
        assert_eq!(candidates, vec![trigger], "{card}");
        let ev = t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
        assert!(ev.iter().any(|e| matches!(e.kind, EventKind::DamageDealt { amount, .. } if amount == damage)), "{card}: {:?}", rules(&ev));
        assert_eq!(t.life(0), 20 - damage as i32);
        t.g().check_consistency().expect("consistent");
    }
}

/// The question names the source while it exists; its owner leaves the game
/// while A is asked (800.4a): the source ceases to exist and the question
/// names the resolving ability instead; the damage is still there to choose.
#[test]
fn r800_4a_question_source_owner_leaves_names_the_resolving_ability() {
    for (card, damage) in [("Worms of the Earth", 5), ("Toll Shrine", 3)] {
        let mut t = upkeep(card, 2, json!([]));
        let trigger = t.g().stack[0].id;
        let src = t.id("src");
        t.pass_all();
        assert_eq!(asked(&mut t), (PlayerId(0), vec![src]), "{card}: the source while it exists");
        t.act(json!({"action": "concede", "player": 2}));
        assert!(t.g().obj(src).is_none(), "it left with its owner");
        assert_eq!(asked(&mut t), (PlayerId(0), vec![trigger]), "{card}");
        // Answered as version 1 of the actions spelled "yes": choosing the subject.
        let ev = t.act(json!({"action": "choose_object", "player": 0, "object": trigger.0}));
        assert!(ev.iter().any(|e| matches!(e.kind, EventKind::DamageDealt { amount, .. } if amount == damage)), "{card}: {:?}", rules(&ev));
        assert_eq!(t.life(0), 20 - damage as i32);
    }
}

/// "That land's controller" of an Aura's trigger, after the land and then the
/// Aura (704.5n) have left: read from last known information (608.2g), the
/// Aura's link to the land it enchanted kept for that (`was_attached_to`).
/// Psychic Venom and a test card of the same shape (Sapping Brand, named
/// without the "(test card)" mark, which its text would have to repeat).
#[test]
fn r608_2g_controller_of_enchanted_land_from_last_known_information() {
    let cards = json!([
        {"name": "Land Snap (test card)", "mana_cost": "{R}", "type": "Instant", "text": "Destroy target land."},
        {"name": "Sapping Brand", "mana_cost": "{U}", "type": "Enchantment — Aura",
         "text": "Enchant land\nWhenever enchanted land becomes tapped, Sapping Brand deals 1 damage to that land's controller."}
    ]);
    for (aura, damage) in [("Psychic Venom", 2), ("Sapping Brand", 1)] {
        let mut t = T::new(json!({"cards": cards, "players": [
            {"name": "A", "hand": [{"card": "Land Snap (test card)", "label": "snap"}], "battlefield": ["Mountain", {"card": aura, "label": "aura", "attached_to": "forest"}],
             "library": ["Island", "Island"]},
            {"name": "B", "battlefield": [{"card": "Forest", "label": "forest"}], "library": ["Island", "Island"]}
        ], "turn": {"number": 3, "active": 1, "step": "precombat_main"}}));
        t.act(json!({"action": "activate_ability", "player": 1, "source": "@forest", "ability": 0}));
        assert_eq!(t.g().stack.len(), 1, "{aura} triggered");
        t.act(json!({"action": "pass_priority", "player": 1}));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@snap", "targets": [{"object": "@forest"}], "auto_pay": true}));
        let ev = t.pass_all();
        assert_eq!(t.zone("forest"), "graveyard");
        assert!(cites(&ev, "704.5n"), "{aura} went to the graveyard: {:?}", rules(&ev));
        t.g().check_consistency().expect("consistent");
        let ev = t.pass_all();
        assert!(ev.iter().any(|e| matches!(e.kind, EventKind::DamageDealt { amount, .. } if amount == damage)), "{aura}: {:?}", rules(&ev));
        assert_eq!((t.life(0), t.life(1)), (20, 20 - damage as i32), "{aura}");
    }
}
