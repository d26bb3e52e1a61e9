//! Activated abilities that work from the graveyard, and unearth (702.83a):
//! "[Cost]: Return this card from your graveyard to the battlefield. It
//! gains haste. Exile it at the beginning of the next end step. If it would
//! leave the battlefield, exile it instead of putting it anywhere else.
//! Activate this ability only any time you could cast a sorcery."
//!
//! Cards (built in, compiled from their printed text):
//! - Dregscape Zombie {1}{B} 2/1: "Unearth {B}".
//! - Vithian Stinger {2}{R} 0/1: "{T}: Vithian Stinger deals 1 damage to
//!   target creature or player. Unearth {1}{R}".
//! - Shambling Remains {1}{B}{R} 4/3: "Shambling Remains can't block.
//!   Unearth {B}{R}".
//! - Reassembling Skeleton {1}{B} 1/1: "{1}{B}: Return Reassembling Skeleton
//!   from your graveyard to the battlefield tapped."
//! - Unsummon {U}: "Return target creature to its owner's hand."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::types::Step;
use stackwise::rules::*;

fn lands(kind: &str, n: usize) -> Vec<Value> {
    (0..n).map(|_| json!(kind)).collect()
}

fn game(grave: Value, bf: Vec<Value>, bob_hand: Value, step: &str) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": bf, "graveyard": grave, "library": lands("Island", 5)},
        {"name": "Bob", "battlefield": lands("Island", 2), "hand": bob_hand, "library": lands("Island", 5)}
    ], "turn": {"number": 2, "active": 0, "step": step}}))
}

fn offered(t: &T, card: &str) -> bool {
    let id = t.id(card);
    t.g().legal_actions().into_iter().any(|a| matches!(a, LegalAction::Activate { source, .. } if source == id))
}

/// Activate the ability the card offers from the graveyard (unearth is listed
/// after the printed abilities).
fn unearth(t: &mut T, card: &str) -> Result<Vec<Event>, ActionError> {
    let id = t.id(card);
    let ability = t.g().legal_actions().into_iter().find_map(|a| match a {
        LegalAction::Activate { source, ability, .. } if source == id => Some(ability),
        _ => None,
    });
    t.try_act(json!({"action": "activate_ability", "player": 0, "source": format!("@{card}"), "ability": ability.unwrap_or(0), "auto_pay": true}))
}

#[test]
fn r702_83a_unearth_returns_with_haste_and_is_exiled_at_the_next_end_step() {
    for card in ["Dregscape Zombie", "Shambling Remains"] {
        let bf: Vec<Value> = lands("Swamp", 1).into_iter().chain(lands("Mountain", 1)).collect();
        let mut t = game(json!([{"card": card, "label": "z"}]), bf, json!([]), "precombat_main");
        assert!(offered(&t, "z"), "{card}: unearth is offered from the graveyard");
        let ev = unearth(&mut t, "z").expect("unearth");
        assert!(cites(&ev, "602.2a"), "{:?}", rules(&ev));
        t.pass_all();
        assert_eq!(t.zone("z"), "battlefield", "{card}");
        let c = t.g().chars(t.id("z")).unwrap();
        assert!(c.has_keyword(Keyword::Haste), "{card}: it gains haste");
        // It can attack this turn (haste).
        to_decision(&mut t);
        t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": "@z", "target": {"player": 1}}]}));
        // On to the end step: exiled by the delayed trigger.
        play_until(&mut t, 0, Step::End, &|_, _, k| panic!("{k:?}"));
        assert_eq!(t.zone("z"), "battlefield", "{card}: there until the end step's trigger resolves");
        play_until(&mut t, 1, Step::Upkeep, &|_, _, k| panic!("{k:?}"));
        assert_eq!(t.zone("z"), "exile", "{card}: exiled at the beginning of the next end step");
    }
}

#[test]
fn r702_83a_unearth_only_as_a_sorcery() {
    let bf: Vec<Value> = lands("Swamp", 2).into_iter().collect();
    let mut t = game(json!([{"card": "Dregscape Zombie", "label": "z"}]), bf, json!([]), "upkeep");
    assert!(!offered(&t, "z"), "not in the upkeep");
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@z", "ability": 0, "auto_pay": true}));
    assert!(e.contains("sorcery") || e.contains("307.1") || e.contains("602.5"), "{e}");
    // Bob can't activate Alice's card's ability.
    let mut t = game(json!([{"card": "Dregscape Zombie", "label": "z"}]), lands("Swamp", 2), json!([]), "precombat_main");
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 1, "source": "@z", "ability": 0, "auto_pay": true}));
    assert!(e.contains("Bob"), "{e}");
}

#[test]
fn r702_83a_an_unearthed_creature_leaving_the_battlefield_is_exiled_instead() {
    // Bounced by Unsummon: exiled instead of returned to the hand.
    let bf: Vec<Value> = lands("Mountain", 2).into_iter().collect();
    let mut t = game(json!([{"card": "Vithian Stinger", "label": "s"}]), bf, json!([{"card": "Unsummon", "label": "unsummon"}]), "precombat_main");
    unearth(&mut t, "s").unwrap();
    t.pass_all();
    assert_eq!(t.zone("s"), "battlefield");
    // Haste: it can use its {T} ability at once.
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@s", "ability": 0, "targets": [{"player": 1}]}));
    t.pass_all();
    assert_eq!(t.life(1), 19);
    t.act(json!({"action": "pass_priority", "player": 0}));
    let s = t.id("s");
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@unsummon", "targets": [{"object": s.0}], "auto_pay": true}));
    let ev = t.pass_all();
    assert!(cites(&ev, "702.83a"), "{:?}", rules(&ev));
    assert_eq!(t.zone("s"), "exile");
}

#[test]
fn an_ability_from_the_graveyard_returns_reassembling_skeleton_tapped() {
    let bf: Vec<Value> = lands("Swamp", 2).into_iter().collect();
    let mut t = game(json!([{"card": "Reassembling Skeleton", "label": "sk"}]), bf, json!([]), "upkeep");
    assert!(offered(&t, "sk"), "no timing restriction: usable in the upkeep");
    unearth(&mut t, "sk").unwrap();
    t.pass_all();
    assert_eq!(t.zone("sk"), "battlefield");
    assert!(t.g().obj(t.id("sk")).unwrap().tapped, "returned tapped");
    // On the battlefield, the ability doesn't work.
    assert!(!offered(&t, "sk"));
    let e = refused_unchanged(&mut t, json!({"action": "activate_ability", "player": 0, "source": "@sk", "ability": 0, "auto_pay": true}));
    assert!(e.contains("graveyard"), "{e}");
}

#[test]
fn a_graveyard_ability_with_a_cost_only_a_permanent_can_pay_is_refused() {
    let bad = json!({"name": "Test Grave Tapper", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1, "text": "x",
        "abilities": [{"kind": "activated", "cost": ["tap"], "from_graveyard": true, "effects": [{"do": "return_to_battlefield", "what": "this"}], "text": "x"}]});
    let s: stackwise::formats::scenario::Scenario = serde_json::from_value(json!({"format": "stackwise-scenario", "version": 4, "cards": [bad],
        "players": [{"name": "A"}, {"name": "B"}]})).expect("read");
    let errs = s.build().err().expect("refused").join("\n");
    assert!(errs.contains("abilities[0]") && errs.contains("works from the graveyard") && errs.contains("'tap'"), "{errs}");
}
