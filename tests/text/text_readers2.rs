//! Phrases read for the last hand-written test cards, each with the cards of
//! the pool (compiled from their printed text) that use it:
//! - 614.9: "All damage that would be dealt to you is dealt to [this /
//!   enchanted creature / equipped creature] instead." (Empyrial Archangel
//!   {4}{G}{W}{W}{U} 5/8 flying, shroud; Pariah {2}{W} Aura; Pariah's Shield
//!   {5} Equipment, equip {3}).
//! - 114.1b, 115.1: "[up to] two target [noun] cards from your graveyard /
//!   from graveyards" (Death's Duet {2}{B}: "Return two target creature
//!   cards from your graveyard to your hand."; Morbid Plunder {1}{B}{B}:
//!   "Return up to two target creature cards from your graveyard to your
//!   hand."; Restock {3}{G}{G}: "Return two target cards from your graveyard
//!   to your hand. Exile Restock.").
//! - 111.1: "creature token" as a noun (Intangible Virtue {1}{W}: "Creature
//!   tokens you control get +1/+1 and have vigilance."; Twilight Drover
//!   {2}{W} 1/1: "Whenever a creature token leaves the battlefield, put a
//!   +1/+1 counter on Twilight Drover.").
//! - 611.2a: "until your next turn" after "gets +N/+N" (no card of the pool
//!   prints it with a change of power; made-up cards written as text).
//! - 601.3: "You may play cards from your graveyard" / "You may cast [noun]
//!   cards from your graveyard" (made-up cards; Crucible of Worlds' "You may
//!   play land cards from your graveyard." still reads as before).
//! - 205.1a-b: "[object] becomes an artifact [in addition to its other
//!   types] [until end of turn]" (Liquimetal Coating {2}: "{T}: Target
//!   permanent becomes an artifact in addition to its other types until end
//!   of turn."; Myr Landshaper {3}: the same of a target land; Opal Acrolith
//!   {2}{W}: "{0}: Opal Acrolith becomes an enchantment."; the test card
//!   Transmute: "Target permanent becomes an artifact.").
//! - 706.2 with 611.2a: "Target Shapeshifter becomes a copy of target
//!   creature until your next turn." (Shapesharer {1}{U} 1/1, changeling).
//! - A card's own full name with a parenthesis in it ("Copycat (test card)")
//!   is the card naming itself, not reminder text.

use crate::common;
use common::card_table::{card, compiled};
use common::*;
use serde_json::{json, Value};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{PlayerId, Step};
use stackwise::text::{self, Status};

fn game(cards: Value, alice_bf: Value, alice_hand: Value, alice_gy: Value, mana: &str, bob_bf: Value) -> T {
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "graveyard": alice_gy, "mana_pool": mana, "library": ["Island", "Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "mana_pool": "{R}", "library": ["Island", "Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn damage(t: &T, label: &str) -> i32 {
    t.g().obj(t.id(label)).unwrap().damage
}

/// Bob bolts Alice while Alice holds priority after passing: Bob casts it in
/// Alice's main phase (an instant), and both pass.
fn bob_bolts_alice(t: &mut T) {
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true}));
    t.pass_all();
}

// ---- 614.9: static redirection ----

#[test]
fn r614_9_empyrial_archangel_takes_the_damage_that_would_be_dealt_to_you() {
    let mut t = game(json!([compiled("Empyrial Archangel")]), json!([{"card": "Empyrial Archangel", "label": "angel"}]), json!([]), json!([]), "", json!([]));
    bob_bolts_alice(&mut t);
    assert_eq!(t.life(0), 20, "the 3 damage is dealt to the Archangel instead");
    assert_eq!(damage(&t, "angel"), 3);
}

#[test]
fn r614_9_pariah_and_pariahs_shield_send_it_to_the_creature_they_are_attached_to() {
    for card in ["Pariah", "Pariah's Shield"] {
        // Craw Wurm (6/4) survives the 3 damage.
        let bf = json!([{"card": "Craw Wurm", "label": "giant"}, {"card": card, "label": "p", "attached_to": "giant"}, {"card": "Grizzly Bears", "label": "bears"}]);
        let mut t = game(json!([compiled(card)]), bf, json!([]), json!([]), "", json!([]));
        bob_bolts_alice(&mut t);
        assert_eq!(t.life(0), 20, "{card}");
        assert_eq!(damage(&t, "giant"), 3, "{card}: to the creature it is attached to");
        assert_eq!(damage(&t, "bears"), 0, "{card}: not to another creature");
    }
}

#[test]
fn r614_9_combat_damage_to_you_is_redirected_too_and_damage_to_creatures_is_not() {
    // Bob's Grizzly Bears attack Alice, who has Empyrial Archangel and doesn't block.
    let mut t = T::new(json!({"cards": [compiled("Empyrial Archangel")], "players": [
        {"name": "Alice", "battlefield": [{"card": "Empyrial Archangel", "label": "angel"}], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 1, "step": "precombat_main"}}));
    t.pass_all();
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 1, "attackers": [{"attacker": "@bears", "target": {"player": 0}}]}));
    play_until(&mut t, 1, Step::End, &|_, _, _| {});
    assert_eq!(t.life(0), 20);
    assert_eq!(damage(&t, "angel"), 2, "combat damage to Alice dealt to the Archangel");
}

#[test]
fn r614_9_an_unattached_pariahs_shield_redirects_nothing() {
    let mut t = game(json!([compiled("Pariah's Shield")]), json!([{"card": "Pariah's Shield", "label": "p"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([]), json!([]), "", json!([]));
    bob_bolts_alice(&mut t);
    assert_eq!(t.life(0), 17, "no equipped creature: the damage stays on Alice");
    assert_eq!(damage(&t, "bears"), 0);
}

// ---- several target cards in graveyards ----

fn cast_with_targets(t: &mut T, targets: &[&str]) {
    let targets: Vec<Value> = targets.iter().map(|l| json!({"object": format!("@{l}")})).collect();
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": targets, "auto_pay": true}));
    t.pass_all();
}

#[test]
fn r115_1_two_target_creature_cards_from_your_graveyard_return_to_hand() {
    for (card, mana) in [("Death's Duet", "{2}{B}"), ("Morbid Plunder", "{1}{B}{B}")] {
        for order in [["a", "b"], ["b", "a"]] {
            let gy = json!([{"card": "Grizzly Bears", "label": "a"}, {"card": "Hill Giant", "label": "b"}, {"card": "Island", "label": "land"}]);
            let mut t = game(json!([compiled(card)]), json!([]), json!([{"card": card, "label": "spell"}]), gy, mana, json!([]));
            cast_with_targets(&mut t, &order);
            assert_eq!(t.zone("a"), "hand", "{card} {order:?}");
            assert_eq!(t.zone("b"), "hand", "{card} {order:?}");
            assert_eq!(t.zone("land"), "graveyard", "{card}: not a target");
        }
    }
}

#[test]
fn r115_1_a_land_card_is_not_a_target_of_creature_cards() {
    for (card, mana) in [("Death's Duet", "{2}{B}"), ("Morbid Plunder", "{1}{B}{B}")] {
        let gy = json!([{"card": "Grizzly Bears", "label": "a"}, {"card": "Island", "label": "land"}]);
        let mut t = game(json!([compiled(card)]), json!([]), json!([{"card": card, "label": "spell"}]), gy, mana, json!([]));
        let r = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"object": "@a"}, {"object": "@land"}], "auto_pay": true}));
        assert!(r.is_err(), "{card}: the Island is not a creature card");
    }
}

#[test]
fn r115_1_up_to_two_morbid_plunder_may_take_one() {
    let gy = json!([{"card": "Grizzly Bears", "label": "a"}, {"card": "Hill Giant", "label": "b"}]);
    let mut t = game(json!([compiled("Morbid Plunder")]), json!([]), json!([{"card": "Morbid Plunder", "label": "spell"}]), gy, "{1}{B}{B}", json!([]));
    cast_with_targets(&mut t, &["b"]);
    assert_eq!(t.zone("b"), "hand");
    assert_eq!(t.zone("a"), "graveyard");
}

#[test]
fn r115_1_restock_returns_any_two_cards_then_exiles_itself() {
    for order in [["land", "a"], ["a", "land"]] {
        let gy = json!([{"card": "Grizzly Bears", "label": "a"}, {"card": "Island", "label": "land"}]);
        let mut t = game(json!([compiled("Restock")]), json!([]), json!([{"card": "Restock", "label": "spell"}]), gy, "{3}{G}{G}", json!([]));
        cast_with_targets(&mut t, &order);
        assert_eq!(t.zone("a"), "hand", "{order:?}");
        assert_eq!(t.zone("land"), "hand", "{order:?}");
        assert_eq!(t.zone("spell"), "exile");
    }
}

// ---- "creature token" ----

fn power_toughness(t: &T, id: stackwise::rules::types::ObjectId) -> (i32, i32) {
    let c = t.g().chars(id).unwrap();
    (c.power.unwrap_or(0), c.toughness.unwrap_or(0))
}

#[test]
fn r111_1_intangible_virtue_pumps_creature_tokens_only() {
    // Alice's Twilight Drover makes two Spirit tokens; Intangible Virtue pumps them, not the Drover.
    let bf = json!([{"card": "Intangible Virtue"}, {"card": "Twilight Drover", "label": "drover", "counters": {"+1/+1": 1}}]);
    let mut t = game(json!([compiled("Intangible Virtue"), compiled("Twilight Drover")]), bf, json!([]), json!([]), "{2}{W}", json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@drover", "ability": 1, "auto_pay": true}));
    t.pass_all();
    let tokens: Vec<_> = t.g().battlefield.iter().copied().filter(|id| t.g().objects[id].token).collect();
    assert_eq!(tokens.len(), 2);
    for id in tokens {
        assert_eq!(power_toughness(&t, id), (2, 2), "a 1/1 Spirit token gets +1/+1");
        assert!(t.g().chars(id).unwrap().has_keyword(stackwise::rules::types::Keyword::Vigilance));
    }
    assert_eq!(power_toughness(&t, t.id("drover")), (1, 1), "the Drover is not a token (its counter is gone)");
}

#[test]
fn r111_1_twilight_drover_counts_creature_tokens_leaving_not_other_creatures() {
    // Pyroclasm kills two Spirit tokens and a Grizzly Bears: two counters on the Drover (a 3/3 by then, it survives).
    let bf = json!([{"card": "Twilight Drover", "label": "drover", "counters": {"+1/+1": 3}}, "Plains", "Plains", "Plains", "Mountain", "Mountain", {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(json!([compiled("Twilight Drover")]), bf, json!([{"card": "Pyroclasm", "label": "clasm"}]), json!([]), "{2}{W}", json!([]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@drover", "ability": 1, "auto_pay": true}));
    t.pass_all();
    let counters = |t: &T| t.g().obj(t.id("drover")).unwrap().extra.counters.get("+1/+1").copied().unwrap_or(0);
    assert_eq!(counters(&t), 2, "one removed as the cost");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@clasm", "auto_pay": true}));
    t.pass_all();
    // The two triggers (one for each token, 603.2), in either order.
    let Some(DecisionKind::OrderTriggers { triggers, .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) else { panic!("two triggers to order") };
    assert_eq!(triggers.len(), 2);
    t.act(json!({"action": "order_triggers", "player": 0, "order": triggers}));
    while !t.g().stack.is_empty() {
        t.pass_all();
    }
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(t.zone("drover"), "battlefield");
    assert_eq!(counters(&t), 4, "two tokens left the battlefield (the Bears is not a token)");
}

// ---- "until your next turn" ----

fn made_up(name: &str, cost: &str, type_line: &str, text: &str) -> Value {
    json!({"name": name, "mana_cost": cost, "type": type_line, "text": text})
}

#[test]
fn r611_2a_gets_until_your_next_turn_lasts_through_the_opponents_turn() {
    for (name, text, pt) in [("Long Stride", "Target creature gets +2/+2 until your next turn.", (4, 4)), ("Short Stride", "Target creature gets -1/-1 until your next turn.", (1, 1))] {
        let card = made_up(name, "{G}", "Instant", text);
        let mut t = game(json!([card]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": name, "label": "spell"}]), json!([]), "{G}", json!([]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"object": "@bears"}], "auto_pay": true}));
        t.pass_all();
        assert_eq!(power_toughness(&t, t.id("bears")), pt, "{name}");
        play_until(&mut t, 1, Step::End, &|_, _, _| {});
        assert_eq!(power_toughness(&t, t.id("bears")), pt, "{name}: still in Bob's turn");
        play_until(&mut t, 0, Step::Upkeep, &|_, _, _| {});
        assert_eq!(power_toughness(&t, t.id("bears")), (2, 2), "{name}: ended as Alice's turn began");
    }
}

// ---- 601.3: playing cards from a graveyard ----

#[test]
fn r601_3_you_may_play_cards_from_your_graveyard_covers_lands_and_spells() {
    let gate = made_up("Graveyard Gate", "{3}", "Artifact", "You may play cards from your graveyard.");
    let gy = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Forest", "label": "forest"}]);
    let t = game(json!([gate]), json!([{"card": "Graveyard Gate"}]), json!([]), gy, "{1}{G}", json!([]));
    let (bears, forest) = (t.id("bears"), t.id("forest"));
    let actions = t.g().legal_actions();
    assert!(actions.iter().any(|a| matches!(a, LegalAction::Cast { card, .. } if *card == bears)), "the Bears may be cast");
    assert!(actions.iter().any(|a| matches!(a, LegalAction::PlayLand { card, .. } if *card == forest)), "the Forest may be played");
}

#[test]
fn r601_3_you_may_cast_creature_cards_from_your_graveyard_not_lands_nor_other_spells() {
    let gate = made_up("Creature Gate", "{3}", "Artifact", "You may cast creature cards from your graveyard.");
    let gy = json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Forest", "label": "forest"}, {"card": "Giant Growth", "label": "growth"}]);
    let t = game(json!([gate]), json!([{"card": "Creature Gate"}]), json!([]), gy, "{1}{G}", json!([]));
    let (bears, forest, growth) = (t.id("bears"), t.id("forest"), t.id("growth"));
    let actions = t.g().legal_actions();
    assert!(actions.iter().any(|a| matches!(a, LegalAction::Cast { card, .. } if *card == bears)));
    assert!(!actions.iter().any(|a| matches!(a, LegalAction::PlayLand { card, .. } if *card == forest)), "a land is played, not cast");
    assert!(!actions.iter().any(|a| matches!(a, LegalAction::Cast { card, .. } if *card == growth)), "not a creature card");
}

// ---- the card's own full name ----

#[test]
fn a_name_with_a_parenthesis_is_the_card_naming_itself() {
    for (name, type_line, text) in [
        ("Copycat (test card)", "Creature — Shapeshifter", "You may have Copycat (test card) enter the battlefield as a copy of any creature on the battlefield."),
        ("Pump (test card)", "Creature — Beast", "{G}: Pump (test card) gets +1/+1 until end of turn."),
    ] {
        let mut c = card("Grizzly Bears").clone();
        c.name = name.into();
        c.type_line = type_line.into();
        c.text = text.into();
        let (s, _) = text::status(&c);
        assert_eq!(s, Status::Understood, "{name}");
    }
    // Without the parenthesis part, the text names another card: not read as this one.
    let mut c = card("Grizzly Bears").clone();
    c.name = "Pump (test card)".into();
    c.text = "{G}: Pump gets +1/+1 until end of turn.".into();
    assert_ne!(text::status(&c).0, Status::Understood);
}

#[test]
fn copycat_test_card_enters_as_a_copy() {
    let copycat = json!({"name": "Copycat (test card)", "mana_cost": "{0}", "type": "Creature — Shapeshifter", "power": 0, "toughness": 0,
        "text": "You may have Copycat (test card) enter the battlefield as a copy of any creature on the battlefield."});
    let mut t = game(json!([copycat]), json!([{"card": "Hill Giant", "label": "giant"}]), json!([{"card": "Copycat (test card)", "label": "cc"}]), json!([]), "", json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cc", "auto_pay": true}));
    t.pass_all();
    assert!(matches!(t.g().pending.as_ref().map(|d| d.kind.clone()), Some(DecisionKind::ChooseObject { .. })), "the copy is chosen as it enters");
    t.act(json!({"action": "choose_object", "player": 0, "object": "@giant"}));
    t.pass_all();
    assert_eq!(t.g().chars(t.id("cc")).unwrap().name, "Hill Giant");
    assert_eq!(t.g().player(PlayerId(0)).life, 20);
}

// ---- 205.1a-b: "becomes an artifact [in addition to its other types]" ----

fn types_of(t: &T, label: &str) -> Vec<stackwise::rules::types::CardType> {
    t.g().chars(t.id(label)).unwrap().types.clone()
}

#[test]
fn r205_1b_becomes_an_artifact_in_addition_until_end_of_turn() {
    use stackwise::rules::types::CardType::{Artifact, Creature, Land};
    // Liquimetal Coating ({T}) on a creature and on a land; Myr Landshaper ({T}) on a land.
    for (card, target, before) in [("Liquimetal Coating", "bears", vec![Creature]), ("Liquimetal Coating", "forest", vec![Land]), ("Myr Landshaper", "forest", vec![Land])] {
        let bf = json!([{"card": card, "label": "src"}, {"card": "Grizzly Bears", "label": "bears"}, {"card": "Forest", "label": "forest"}]);
        let mut t = game(json!([compiled(card)]), bf, json!([]), json!([]), "", json!([]));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@src", "ability": 0, "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
        t.pass_all();
        let mut now = before.clone();
        now.insert(0, Artifact);
        let mut got = types_of(&t, target);
        got.sort_by_key(|c| format!("{c:?}"));
        now.sort_by_key(|c| format!("{c:?}"));
        assert_eq!(got, now, "{card} on {target}: an artifact, still what it was");
        play_until(&mut t, 1, Step::Upkeep, &|_, _, _| {});
        assert_eq!(types_of(&t, target), before, "{card}: ended in the cleanup step");
    }
}

#[test]
fn r205_1a_becomes_an_artifact_alone_replaces_the_card_types() {
    use stackwise::rules::types::CardType::Artifact;
    // Transmute (a test card) has no duration: the Bears stop being a creature and stay an artifact.
    let transmute = made_up("Transmute", "{U}", "Instant", "Target permanent becomes an artifact.");
    let mut t = game(json!([transmute]), json!([{"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Transmute", "label": "spell"}]), json!([]), "{U}", json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"object": "@bears"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(types_of(&t, "bears"), vec![Artifact]);
    play_until(&mut t, 1, Step::Upkeep, &|_, _, _| {});
    assert_eq!(types_of(&t, "bears"), vec![Artifact], "no end");
    // Opal Acrolith becomes a 2/4 Soldier creature as Bob casts a creature
    // spell; its "{0}: Opal Acrolith becomes an enchantment." then makes it an
    // enchantment and no longer a creature.
    use stackwise::rules::types::CardType::{Creature, Enchantment};
    let mut t = T::new(json!({"cards": [compiled("Opal Acrolith")], "players": [
        {"name": "Alice", "battlefield": [{"card": "Opal Acrolith", "label": "oa"}], "library": ["Island", "Island"]},
        {"name": "Bob", "hand": [{"card": "Grizzly Bears", "label": "gb"}], "mana_pool": "{1}{G}", "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 1, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@gb", "auto_pay": true}));
    t.pass_all();
    assert_eq!(types_of(&t, "oa"), vec![Creature]);
    let ability = t.g().obj(t.id("oa")).unwrap().def.abilities.iter().position(|a| a.text().ends_with("becomes an enchantment.")).unwrap();
    t.pass_all();
    assert!(t.g().stack.is_empty());
    t.act(json!({"action": "pass_priority", "player": 1}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@oa", "ability": ability, "auto_pay": true}));
    t.pass_all();
    assert_eq!(types_of(&t, "oa"), vec![Enchantment]);
}

// ---- 706.2, 611.2a: "Target Shapeshifter becomes a copy of target creature until your next turn" ----

#[test]
fn r706_2_shapesharer_makes_a_target_a_copy_until_your_next_turn() {
    // Shapesharer (changeling, so a Shapeshifter itself) targets itself and Bob's Hill Giant.
    let bf = json!([{"card": "Shapesharer", "label": "ss"}, "Island", "Island", "Island"]);
    let mut t = game(json!([compiled("Shapesharer")]), bf, json!([]), json!([]), "", json!([{"card": "Hill Giant", "label": "giant"}]));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@ss", "ability": 0, "targets": [{"object": "@ss"}, {"object": "@giant"}], "auto_pay": true}));
    t.pass_all();
    let name = |t: &T| t.g().chars(t.id("ss")).unwrap().name.clone();
    assert_eq!(name(&t), "Hill Giant");
    assert_eq!(power_toughness(&t, t.id("ss")), (3, 3));
    play_until(&mut t, 1, Step::End, &|_, _, _| {});
    assert_eq!(name(&t), "Hill Giant", "through Bob's turn");
    play_until(&mut t, 0, Step::Upkeep, &|_, _, _| {});
    assert_eq!(name(&t), "Shapesharer", "ended as Alice's turn began");
    assert_eq!(power_toughness(&t, t.id("ss")), (1, 1), "its printed 1/1 again");
}
