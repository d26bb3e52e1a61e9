//! 605.3b, 616.1: the damage a payment's mana abilities deal to their
//! controller, with two or more different effects that would apply to it, is
//! asked about before the payment changes anything (rules::payment_harm).
//! The answer takes the action (or the instruction being followed) again,
//! with the answers given so far.
//!
//! Cards (as printed):
//! - Battlefield Forge (land): "{T}: Add {C} to your mana pool. / {T}: Add {R}
//!   or {W} to your mana pool. Battlefield Forge deals 1 damage to you."
//! - Ancient Tomb (land): "{T}: Add {C}{C} to your mana pool. Ancient Tomb
//!   deals 2 damage to you."
//! - Furnace of Rath {1}{R}{R}: "If a source would deal damage to a creature
//!   or player, it deals double that damage to that creature or player instead."
//! - Urza's Armor {6}: "If a source would deal damage to you, prevent 1 of
//!   that damage."
//! - Samite Healer {1}{W} 1/1: "{T}: Prevent the next 1 damage that would be
//!   dealt to target creature or player this turn."
//! - Lightning Bolt {R}, Lightning Helix {R}{W}: "Lightning Helix deals 3
//!   damage to target creature or player and you gain 3 life."
//! - Force Spike {U}: "Counter target spell unless its controller pays {1}."
//! - Ivory Cup {1}: "Whenever a player casts a white spell, you may pay {1}.
//!   If you do, you gain 1 life."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

fn cards() -> Vec<Value> {
    ["Battlefield Forge", "Ancient Tomb", "Furnace of Rath", "Urza's Armor", "Samite Healer", "Lightning Helix", "Force Spike", "Ivory Cup", "Grizzly Bears", "Savannah Lions"]
        .iter()
        .map(|n| card_table::compiled(n))
        .collect()
}

/// Alice's battlefield and hand, Bob's hand and mana pool; `active`'s main phase.
fn game(alice: Value, alice_hand: Value, (bob_hand, bob_pool): (Value, &str), active: u8) -> T {
    T::new(json!({
        "cards": cards(),
        "players": [
            {"name": "Alice", "battlefield": alice, "hand": alice_hand, "library": vec!["Island"; 10]},
            {"name": "Bob", "hand": bob_hand, "mana_pool": bob_pool, "library": vec!["Island"; 10]}
        ],
        "turn": {"number": 3, "active": active, "step": "precombat_main"}
    }))
}

/// Battlefield Forge's coloured ability, for `colour` ("red", "white").
fn forge(label: &str, colour: &str) -> Value {
    json!({"source": format!("@{label}"), "ability": 1, "adds": {colour: 1}})
}

/// The replacement questions answered with `picks` in turn (the option
/// naming each); returns how many were asked.
fn answer_all(t: &mut T, picks: &[&str]) -> usize {
    let mut asked = 0;
    while let Some(d) = t.g().pending.clone() {
        let DecisionKind::ChooseReplacement { .. } = d.kind else { break };
        assert_eq!(d.player.0, 0, "Alice is the affected player");
        let pick = picks.get(asked).copied().unwrap_or_else(|| panic!("a question beyond the {} expected", picks.len()));
        answer_replacement(t, pick);
        asked += 1;
    }
    asked
}

/// 616.1 with 615: Lightning Bolt paid for with Battlefield Forge's {R},
/// Furnace of Rath and Urza's Armor both about. Alice is asked before the
/// Bolt moves or the Forge taps; doubled then prevented, she takes 1;
/// prevented first, the damage is gone and Furnace has nothing to double.
#[test]
fn r616_1_a_painland_payment_asks_before_the_spell_is_cast() {
    for (first, life) in [("Furnace of Rath", 20 - 1), ("Urza's Armor", 20)] {
        let mut t = game(json!([{"card": "Battlefield Forge", "label": "f1"}, "Furnace of Rath", "Urza's Armor"]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), (json!([]), ""), 0);
        let before = t.g().clone();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "mana_abilities": [forge("f1", "red")]}));
        let (rule, who, options) = replacement_question(&t);
        assert_eq!((rule.as_str(), who, options.len()), ("616.1", 0, 2));
        let mut asked_state = t.g().clone();
        asked_state.pending = None;
        asked_state.events.clear();
        let mut unchanged = before.clone();
        unchanged.events.clear();
        assert_eq!(asked_state, unchanged, "nothing changed before the answer");
        assert_eq!(answer_all(&mut t, &[first]), 1);
        assert_eq!(t.zone("bolt"), "stack", "the Bolt is cast once answered");
        assert_eq!(t.life(0), life, "{first} applied first");
        t.pass_all();
        assert_eq!(t.life(1), 20 - 6, "Bolt's 3 damage doubled");
    }
}

/// 615.7: a "next 1 damage" shield the first Forge's damage uses up no
/// longer applies to the second's, so a payment with two Forges asks once
/// when the shield goes first, twice when Urza's Armor goes first (the shield
/// is still there for the second damage). Worked out in advance, the shield
/// is used up as the payment will use it.
#[test]
fn r615_7_a_shield_the_first_damage_uses_up_is_not_asked_about_again() {
    for (picks, asked) in [(vec!["Samite Healer", "Urza's Armor"], 1), (vec!["Urza's Armor", "Samite Healer"], 2)] {
        let mut t = game(
            json!([{"card": "Battlefield Forge", "label": "f1"}, {"card": "Battlefield Forge", "label": "f2"}, {"card": "Samite Healer", "label": "healer"}, "Urza's Armor"]),
            json!([{"card": "Lightning Helix", "label": "helix"}]),
            (json!([]), ""),
            0,
        );
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@healer", "ability": 0, "targets": [{"player": 0}]}));
        t.pass_all();
        assert_eq!(t.g().prevention.shields.len(), 1, "the Healer's shield on Alice");
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@helix", "targets": [{"player": 1}], "mana_abilities": [forge("f1", "red"), forge("f2", "white")]}));
        assert_eq!(answer_all(&mut t, &picks), asked, "{picks:?}");
        assert_eq!(t.zone("helix"), "stack");
        assert_eq!(t.life(0), 20, "{picks:?}: each Forge's 1 damage prevented");
        let shields_left = usize::from(asked == 2 && picks[1] != "Samite Healer");
        assert_eq!(t.g().prevention.shields.len(), shields_left, "{picks:?}");
        t.pass_all();
        assert_eq!((t.life(0), t.life(1)), (23, 17), "Helix resolves");
    }
}

/// 608.2d, 608.2f: Force Spike's "unless its controller pays {1}": Alice
/// pays with Ancient Tomb while the Spike resolves; its 2 damage, doubled or
/// prevented first, is asked about before she pays, and the answer follows
/// the instruction again with her still paying.
#[test]
fn r608_2f_mana_paid_while_resolving_asks_about_its_damage_first() {
    for (first, life) in [("Furnace of Rath", 20 - 3), ("Urza's Armor", 20 - 2)] {
        let mut t = game(
            json!([{"card": "Ancient Tomb", "label": "tomb"}, "Furnace of Rath", "Urza's Armor"]),
            json!([{"card": "Grizzly Bears", "label": "bears"}]),
            (json!([{"card": "Force Spike", "label": "spike"}]), "{U}"),
            0,
        );
        // The Bears paid for from her pool, the Tomb left for the Spike.
        t.gm().player_mut(stackwise::rules::PlayerId(0)).pool = serde_json::from_value(json!({"green": 2})).unwrap();
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@bears", "mana_abilities": []}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@spike", "targets": [{"object": "@bears"}], "auto_pay": true}));
        t.pass_all();
        let d = t.g().pending.clone().expect("Alice is asked whether she pays");
        assert!(matches!(d.kind, DecisionKind::ChooseYesNo { .. }), "{d:?}");
        t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
        assert_eq!(t.life(0), 20, "nothing paid before the question about the Tomb's damage");
        assert_eq!(answer_all(&mut t, &[first]), 1);
        assert_eq!(t.life(0), life, "{first} applied first");
        t.pass_all();
        assert_eq!(t.zone("bears"), "battlefield", "paid for: not countered");
    }
}

/// 608.2d: Ivory Cup's "you may pay {1}. If you do, you gain 1 life", paid
/// with Ancient Tomb: asked about the damage, then the life is gained.
#[test]
fn r608_2d_you_may_pay_with_a_painful_land_asks_about_its_damage_first() {
    for (first, life) in [("Furnace of Rath", 20 - 3 + 1), ("Urza's Armor", 20 - 2 + 1)] {
        let mut t = game(
            json!([{"card": "Ancient Tomb", "label": "tomb"}, "Furnace of Rath", "Urza's Armor", "Ivory Cup"]),
            json!([]),
            (json!([{"card": "Savannah Lions", "label": "lions"}]), "{W}"),
            1,
        );
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@lions", "auto_pay": true}));
        t.pass_all();
        let d = t.g().pending.clone().expect("Alice may pay");
        assert!(matches!(d.kind, DecisionKind::ChooseYesNo { .. }), "{d:?}");
        t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
        assert_eq!(answer_all(&mut t, &[first]), 1);
        assert_eq!(t.life(0), life, "{first} applied first, then 1 life gained");
    }
}

/// The permanents whose mana abilities do more than add mana are not saved
/// with a game (an index made as it is read): a game saved and read back
/// still asks Alice before her Battlefield Forge taps for the Bolt (616.1),
/// and a game with only basic lands asks nothing.
#[test]
fn r616_1_a_saved_game_read_back_still_asks_about_a_painland_payment() {
    let mut t = game(json!([{"card": "Battlefield Forge", "label": "f1"}, "Furnace of Rath", "Urza's Armor"]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), (json!([]), ""), 0);
    let text = serde_json::to_string(t.g()).unwrap();
    *t.gm() = serde_json::from_str::<stackwise::rules::Game>(&text).unwrap();
    assert!(t.g().costly_mana_sources.contains(&t.id("f1")), "made again as the game was read");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "mana_abilities": [forge("f1", "red")]}));
    let (rule, who, options) = replacement_question(&t);
    assert_eq!((rule.as_str(), who, options.len()), ("616.1", 0, 2));
    // A Mountain deals no damage as it is tapped: nothing to ask.
    let mut t = game(json!([{"card": "Mountain", "label": "m"}, "Furnace of Rath", "Urza's Armor"]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), (json!([]), ""), 0);
    let text = serde_json::to_string(t.g()).unwrap();
    *t.gm() = serde_json::from_str::<stackwise::rules::Game>(&text).unwrap();
    assert!(t.g().costly_mana_sources.is_empty());
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    assert!(t.g().pending.is_none(), "no question: {:?}", t.g().pending);
    assert_eq!(t.g().stack.len(), 1, "the Bolt is cast");
}
