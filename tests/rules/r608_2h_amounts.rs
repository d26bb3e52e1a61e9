//! Amounts as expressions, and when they are read. A resolving spell works
//! its numbers out once, as the instruction is followed, and what it gave
//! stays (608.2h: "+1/+1 for each creature you control" is counted once); a
//! static ability reads its numbers as it applies, for each object it
//! applies to ("each equal to its converted mana cost", 611.3a, 613.3b);
//! a characteristic-defining ability counts the game whenever it changes
//! (604.3, 613.3a). Real cards with their Oracle text; expected values come
//! from the cards' numbers.

use crate::common;
use common::*;
use serde_json::{json, Value};

/// Real cards compiled from their printed text.
fn cards() -> Value {
    let names = ["Might of the Masses", "Primal Bellow", "Mox Pearl", "Mortivore", "Muscle Burst", "Accelerated Mutation", "Lhurgoyf", "March of the Machines", "Karn's Touch", "Opalescence"];
    Value::Array(names.iter().map(|n| card_table::compiled(n)).collect())
}

fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, graveyards: [Value; 2]) -> T {
    T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "graveyard": graveyards[0], "library": ["Island", "Island"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "graveyard": graveyards[1], "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).expect("object exists");
    (c.power.unwrap_or(-99), c.toughness.unwrap_or(-99))
}

fn forests(n: usize) -> Vec<Value> {
    (0..n).map(|_| json!("Forest")).collect()
}

/// Cast `spell` from Alice's hand on `target` and let it resolve.
fn cast_on(t: &mut T, spell: &str, target: &str) {
    t.act(json!({"action": "cast_spell", "player": 0, "card": format!("@{spell}"), "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    t.pass_all();
}

/// Bob bolts one of Alice's creatures.
fn bob_bolts(t: &mut T, target: &str) {
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": format!("@{target}")}], "auto_pay": true}));
    t.pass_all();
}

#[test]
fn r608_2h_might_of_the_masses_counts_once() {
    let mut bf = forests(1);
    bf.extend([json!({"card": "Grizzly Bears", "label": "bears"}), json!({"card": "Grizzly Bears", "label": "other"}), json!({"card": "Llanowar Elves", "label": "elves"})]);
    bf.push(json!("Mountain"));
    let mut t = game(json!(bf), json!([{"card": "Might of the Masses", "label": "might"}]), json!(["Mountain"]), [json!([]), json!([])]);
    cast_on(&mut t, "might", "bears");
    assert_eq!(pt(&t, "bears"), (5, 5), "three creatures: +3/+3");
    bob_bolts(&mut t, "other");
    assert_eq!(t.zone("other"), "graveyard");
    assert_eq!(pt(&t, "bears"), (5, 5), "608.2h: the bonus was counted as the spell resolved");
}

#[test]
fn r608_2h_primal_bellow_counts_forests_once() {
    let mut bf = forests(3);
    bf.push(json!({"card": "Grizzly Bears", "label": "bears"}));
    bf.push(json!({"card": "Forest", "label": "last"}));
    let mut t = game(json!(bf), json!([{"card": "Primal Bellow", "label": "bellow"}]), json!(["Mountain"]), [json!([]), json!([])]);
    cast_on(&mut t, "bellow", "bears");
    assert_eq!(pt(&t, "bears"), (6, 6), "four Forests: +4/+4 (tapping one to pay changes nothing)");
}

#[test]
fn r608_2h_sums_and_cards_in_every_graveyard() {
    let mut bf = forests(2);
    bf.push(json!({"card": "Grizzly Bears", "label": "bears"}));
    let graves = [json!(["Muscle Burst", "Grizzly Bears"]), json!(["Muscle Burst", "Muscle Burst"])];
    let mut t = game(json!(bf), json!([{"card": "Muscle Burst", "label": "burst"}]), json!([]), graves);
    cast_on(&mut t, "burst", "bears");
    assert_eq!(pt(&t, "bears"), (8, 8), "3 plus the three in graveyards (the resolving one is on the stack): +6/+6");
    assert_eq!(t.zone("burst"), "graveyard");
}

#[test]
fn r608_2h_the_highest_converted_mana_cost_among_your_permanents() {
    let mut bf = forests(5);
    bf.extend([json!({"card": "Grizzly Bears", "label": "bears"}), json!("Dingus Egg")]);
    let mut t = game(json!(bf), json!([{"card": "Accelerated Mutation", "label": "mutation"}]), json!(["Urza's Armor"]), [json!([]), json!([])]);
    cast_on(&mut t, "mutation", "bears");
    assert_eq!(pt(&t, "bears"), (6, 6), "Dingus Egg's 4 (Bob's Urza's Armor, 6, is not Alice's): +4/+4");
}

#[test]
fn r613_3b_opalescence_sets_each_enchantments_own_power_and_toughness() {
    let bf = json!([
        {"card": "Opalescence", "label": "opal"}, {"card": "Seal of Cleansing", "label": "seal"}, {"card": "Frozen Aether", "label": "aether"},
        {"card": "Grizzly Bears", "label": "bears"}, {"card": "Pacifism", "label": "pacifism", "attached_to": "bears"}
    ]);
    let t = game(bf, json!([]), json!([]), [json!([]), json!([])]);
    assert_eq!(pt(&t, "seal"), (2, 2), "Seal of Cleansing costs {{1}}{{W}}");
    assert_eq!(pt(&t, "aether"), (4, 4), "Frozen Aether costs {{3}}{{U}}");
    assert!(!t.g().chars(t.id("opal")).unwrap().is_creature(), "not itself (\"other\")");
    assert!(!t.g().chars(t.id("pacifism")).unwrap().is_creature(), "not an Aura");
}

#[test]
fn r613_3b_march_of_the_machines_in_either_order_and_a_0_0_dies() {
    for march_first in [true, false] {
        let mut bf = vec![json!({"card": "Dingus Egg", "label": "egg"}), json!({"card": "Bonesplitter", "label": "splitter"}), json!({"card": "Mox Pearl", "label": "mox"})];
        let m = json!({"card": "March of the Machines", "label": "march"});
        if march_first {
            bf.insert(0, m);
        } else {
            bf.push(m);
        }
        let mut t = game(json!(bf), json!([]), json!([]), [json!([]), json!([])]);
        t.pass_all();
        assert_eq!(pt(&t, "egg"), (4, 4), "march first: {march_first}");
        assert_eq!(pt(&t, "splitter"), (1, 1), "march first: {march_first}");
        assert_eq!(t.zone("mox"), "graveyard", "march first: {march_first}: a {{0}} artifact is a 0/0 creature (704.5f)");
    }
}

#[test]
fn r608_2h_karns_touch_fixes_its_numbers_for_the_target() {
    let mut bf = forests(0);
    bf.extend([json!("Island"), json!("Island"), json!({"card": "Dingus Egg", "label": "egg"}), json!({"card": "Urza's Armor", "label": "armor"})]);
    let mut t = game(json!(bf), json!([{"card": "Karn's Touch", "label": "touch"}]), json!([]), [json!([]), json!([])]);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@touch", "targets": [{"object": "@egg"}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(pt(&t, "egg"), (4, 4));
    assert!(!t.g().chars(t.id("armor")).unwrap().is_creature());
}

#[test]
fn r604_3_lhurgoyf_and_mortivore_count_creature_cards_in_all_graveyards() {
    let bf = json!([{"card": "Lhurgoyf", "label": "lhurgoyf"}, {"card": "Mortivore", "label": "mortivore"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(bf.clone(), json!([]), json!(["Mountain"]), [json!(["Grizzly Bears", "Forest"]), json!(["Llanowar Elves", "Lightning Bolt"])]);
    assert_eq!(pt(&t, "lhurgoyf"), (2, 3), "two creature cards; lands and instants don't count");
    assert_eq!(pt(&t, "mortivore"), (2, 2));
    bob_bolts(&mut t, "bears");
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!(pt(&t, "lhurgoyf"), (3, 4), "the Bears joined them");
    assert_eq!(pt(&t, "mortivore"), (3, 3));
    // With no creature card anywhere, Mortivore is 0/0 and dies; Lhurgoyf is 0/1.
    let mut t = game(bf, json!([]), json!([]), [json!([]), json!([])]);
    t.pass_all();
    assert_eq!(t.zone("mortivore"), "graveyard", "704.5f");
    assert_eq!(t.zone("lhurgoyf"), "battlefield");
}

#[test]
fn amounts_a_static_change_cant_read_and_affected_elsewhere_are_refused() {
    let bad_static = json!([{"name": "Bad Anthem (test card)", "types": ["Enchantment"],
        "abilities": [{"kind": "static", "effect": {"static": "continuous", "affects": {"all": {"types": ["Creature"]}},
                       "modifications": [{"pump": {"power": {"count": "x"}, "toughness": 0}}]}, "text": ""}]}]);
    let err = stackwise::cards::CardPool::parse_defs(&bad_static.to_string(), "test").unwrap_err();
    assert!(err.contains("ability 0") && err.contains("\"x\""), "{err}");
    let bad_ref = json!([{"name": "Bad Bolt (test card)", "mana_cost": "{R}", "types": ["Instant"],
        "spell": {"effects": [{"do": "destroy", "what": "affected"}]}}]);
    let err = stackwise::cards::CardPool::parse_defs(&bad_ref.to_string(), "test").unwrap_err();
    assert!(err.contains("spell.effects[0].what") && err.contains("affected"), "{err}");
}
