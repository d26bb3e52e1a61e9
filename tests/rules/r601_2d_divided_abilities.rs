//! 601.2d for abilities: an activated ability divides its damage as it is
//! activated (602.2b follows 601.2d), a triggered ability as it is put on the
//! stack, with its targets (603.3d). Each target gets at least 1; the shares
//! add up to the amount. As it resolves, a target that has become illegal is
//! not dealt its share, and no other target gets it (608.2b).
//!
//! The cards (compiled from their printed text):
//! - Inferno Titan {4}{R}{R} 6/6: "Whenever Inferno Titan enters the
//!   battlefield or attacks, it deals 3 damage divided as you choose among
//!   one, two, or three target creatures and/or players." (and firebreathing)
//! - Arc Mage {2}{R} 2/2: "{2}{R}, {T}, Discard a card: Arc Mage deals 2
//!   damage divided as you choose among one or two target creatures and/or
//!   players."
//! - Bogardan Hellkite {6}{R}{R} 5/5: "When Bogardan Hellkite enters the
//!   battlefield, it deals 5 damage divided as you choose among any number of
//!   target creatures and/or players."
//! - Angel of Salvation {6}{W}{W} 5/5: "When Angel of Salvation enters the
//!   battlefield, prevent the next 5 damage that would be dealt this turn to
//!   any number of target creatures and/or players, divided as you choose."
//! - Kuldotha Flamefiend {4}{R}{R} 4/4: "When Kuldotha Flamefiend enters the
//!   battlefield, you may sacrifice an artifact. If you do, Kuldotha
//!   Flamefiend deals 4 damage divided as you choose among any number of
//!   target creatures and/or players."
//! - Grizzly Bears 2/2, Llanowar Elves 1/1, Hill Giant 3/3, Lightning Bolt,
//!   Unsummon, Ornithopter (an artifact).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

/// Alice's turn, her main phase: her battlefield and hand; Bob's battlefield.
fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob_bf, "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// Cast the creature labelled `card` with `mana` and let it resolve: its
/// enters-the-battlefield trigger then asks for its targets.
fn cast_to_trigger(t: &mut T, card: &str, mana: &str) {
    cast_with(t, 0, card, mana, json!([]));
    t.pass_all();
    to_decision(t);
}

/// The pending target question's amount to divide, slots and minimum.
fn divided_question(t: &T) -> (Option<i32>, usize, Option<usize>) {
    match t.g().pending.clone().map(|d| d.kind) {
        Some(DecisionKind::ChooseTargets { divide, slots, min, .. }) => (divide, slots.len(), min),
        other => panic!("expected a target question, got {other:?}"),
    }
}

fn obj(label: &str) -> Value {
    json!({"object": format!("@{label}")})
}

/// Everything resolves; nothing more is asked.
fn settle(t: &mut T) {
    settle_with(t, &[]);
}

/// The Titan's trigger asks for one to three targets and 3 damage divided
/// among them: 2 to the Bears, 1 to Bob. The Bears die (704.5g), Bob is at 19.
#[test]
fn r601_2d_a_triggered_ability_divides_its_damage_as_it_goes_on_the_stack() {
    let mut t = game(json!([]), json!([{"card": "Inferno Titan", "label": "it"}]), json!([{"card": "Grizzly Bears", "label": "gb"}]));
    cast_to_trigger(&mut t, "it", "{4}{R}{R}");
    assert_eq!(divided_question(&t), (Some(3), 3, Some(1)));
    let ev = t.act(json!({"action": "choose_targets", "player": 0, "targets": [obj("gb"), {"player": 1}], "division": [2, 1]}));
    assert!(ev.iter().any(|e| e.rule == "601.2d" && e.text.contains("2 to Grizzly Bears, 1 to Bob")), "{:?}", rules(&ev));
    settle(&mut t);
    assert_eq!(t.zone("gb"), "graveyard");
    assert_eq!(t.life(1), 19);
}

/// The same trigger among three targets, 1 each, in each order of the two
/// creatures: the Elves die, the Bears and Bob are dealt 1.
#[test]
fn r601_2d_one_each_among_three_targets_in_either_order() {
    for order in [["le", "gb"], ["gb", "le"]] {
        let mut t = game(json!([]), json!([{"card": "Inferno Titan", "label": "it"}]), json!([{"card": "Grizzly Bears", "label": "gb"}, {"card": "Llanowar Elves", "label": "le"}]));
        cast_to_trigger(&mut t, "it", "{4}{R}{R}");
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [obj(order[0]), obj(order[1]), {"player": 1}], "division": [1, 1, 1]}));
        settle(&mut t);
        assert_eq!((t.zone("le"), t.zone("gb")), ("graveyard".into(), "battlefield".into()), "{order:?}");
        assert_eq!(t.g().objects[&t.id("gb")].damage, 1);
        assert_eq!(t.life(1), 19);
    }
}

/// A division that doesn't fit is refused and changes nothing: shares that
/// add up to another amount, a target given 0, no division at all, a
/// division for a choice that divides nothing.
#[test]
fn r601_2d_a_trigger_division_that_does_not_fit_is_refused() {
    let mut t = game(json!([]), json!([{"card": "Inferno Titan", "label": "it"}]), json!([{"card": "Grizzly Bears", "label": "gb"}]));
    cast_to_trigger(&mut t, "it", "{4}{R}{R}");
    let e = refused_unchanged(&mut t, json!({"action": "choose_targets", "player": 0, "targets": [obj("gb"), {"player": 1}], "division": [2, 2]}));
    assert!(e.contains("add up to 4, not 3"), "{e}");
    let e = refused_unchanged(&mut t, json!({"action": "choose_targets", "player": 0, "targets": [obj("gb"), {"player": 1}], "division": [3, 0]}));
    assert!(e.contains("at least 1"), "{e}");
    let e = refused_unchanged(&mut t, json!({"action": "choose_targets", "player": 0, "targets": [obj("gb"), {"player": 1}]}));
    assert!(e.contains("share of the 3 damage"), "{e}");
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [obj("gb")], "division": [3]}));
    settle(&mut t);
    assert_eq!(t.zone("gb"), "graveyard");

    // Blood Artist's trigger divides nothing: a division given with it is refused.
    let mut t = game(json!([{"card": "Blood Artist", "label": "ba"}]), json!([{"card": "Lightning Bolt", "label": "lb"}]), json!([{"card": "Grizzly Bears", "label": "gb"}]));
    cast_with(&mut t, 0, "lb", "{R}", json!([obj("gb")]));
    t.pass_all();
    to_decision(&mut t);
    let e = refused_unchanged(&mut t, json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}], "division": [1]}));
    assert!(e.contains("does not divide"), "{e}");
}

/// 608.2b: one of the targets leaves before the trigger resolves; the other
/// is still dealt its own share only. Both orders of the targets, and the
/// one that leaves first or second in the division.
#[test]
fn r608_2b_a_gone_target_s_share_is_dealt_to_no_one() {
    for (order, division) in [(["le", "hg"], [1, 2]), (["hg", "le"], [2, 1])] {
        let mut t = game(json!([]), json!([{"card": "Inferno Titan", "label": "it"}, {"card": "Unsummon", "label": "un"}]), json!([{"card": "Llanowar Elves", "label": "le"}, {"card": "Hill Giant", "label": "hg"}]));
        cast_to_trigger(&mut t, "it", "{4}{R}{R}");
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [obj(order[0]), obj(order[1])], "division": division}));
        // In response, the Elves go back to Bob's hand.
        cast_with(&mut t, 0, "un", "{U}", json!([obj("le")]));
        settle(&mut t);
        assert_eq!(t.zone("le"), "hand", "{order:?}");
        assert_eq!(t.g().objects[&t.id("hg")].damage, 2, "the Giant is dealt its 2, not the Elves' 1 ({order:?})");
        assert_eq!(t.life(1), 20);
    }
}

/// An activated ability divides as it is activated: Arc Mage, 1 to each of
/// two Elves-sized creatures; the division is said (601.2d) and kept on the
/// stack. Without a division it is refused and nothing is paid.
#[test]
fn r601_2d_an_activated_ability_divides_its_damage_as_it_is_activated() {
    let bf = json!([{"card": "Arc Mage", "label": "am"}, "Mountain", "Mountain", "Mountain"]);
    let mut t = game(bf, json!([{"card": "Plains", "label": "pl"}]), json!([{"card": "Llanowar Elves", "label": "le"}, {"card": "Grizzly Bears", "label": "gb"}]));
    let ability = |division: Value| json!({"action": "activate_ability", "player": 0, "source": "@am", "ability": 0, "targets": [obj("le"), obj("gb")], "discard": ["@pl"], "auto_pay": true, "division": division});
    let e = refused_unchanged(&mut t, ability(json!([])));
    assert!(e.contains("share of the 2 damage"), "{e}");
    let e = refused_unchanged(&mut t, ability(json!([2, 1])));
    assert!(e.contains("add up to 3, not 2"), "{e}");
    let ev = t.act(ability(json!([1, 1])));
    assert!(ev.iter().any(|e| e.rule == "601.2d" && e.text.contains("1 to Llanowar Elves, 1 to Grizzly Bears")), "{:?}", rules(&ev));
    assert_eq!(t.g().stack.last().map(|s| s.division.clone()), Some(vec![1, 1]));
    settle(&mut t);
    assert_eq!(t.zone("le"), "graveyard");
    assert_eq!(t.g().objects[&t.id("gb")].damage, 1);
    assert_eq!(t.zone("pl"), "graveyard", "the card discarded to pay for it");
}

/// The ability's legal entry says what it divides (the page and the computer read it).
#[test]
fn r601_2d_the_legal_entry_of_a_dividing_ability_names_the_amount() {
    let bf = json!([{"card": "Arc Mage", "label": "am"}, "Mountain", "Mountain", "Mountain"]);
    let t = game(bf, json!([{"card": "Plains", "label": "pl"}]), json!([{"card": "Llanowar Elves", "label": "le"}]));
    let am = t.id("am");
    let found = t.g().legal_actions().into_iter().find_map(|la| match la {
        stackwise::rules::legal::LegalAction::Activate { source, divide, targets, min_targets, .. } if source == am => Some((divide, targets.len(), min_targets)),
        _ => None,
    });
    assert_eq!(found, Some((Some(2), 2, 1)));
}

/// "Any number of" targets: as many as the points (5), at least 1 each, so
/// all 5 to one player is a legal division.
#[test]
fn r601_2d_any_number_of_targets_up_to_the_amount() {
    let mut t = game(json!([]), json!([{"card": "Bogardan Hellkite", "label": "bh"}]), json!([{"card": "Grizzly Bears", "label": "gb"}]));
    cast_to_trigger(&mut t, "bh", "{6}{R}{R}");
    assert_eq!(divided_question(&t), (Some(5), 5, Some(1)));
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}], "division": [5]}));
    settle(&mut t);
    assert_eq!(t.life(1), 15);
    assert_eq!(t.zone("gb"), "battlefield");
}

/// 615.7: divided prevention from a triggered ability: 3 for the Bears and 2
/// for Alice's Giant; a Lightning Bolt on each: the Bears are dealt nothing,
/// the Giant 1.
#[test]
fn r601_2d_a_triggered_ability_divides_its_prevention() {
    let hand = json!([{"card": "Angel of Salvation", "label": "as"}, {"card": "Lightning Bolt", "label": "b1"}, {"card": "Lightning Bolt", "label": "b2"}]);
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "gb"}, {"card": "Hill Giant", "label": "hg"}]), hand, json!([]));
    cast_to_trigger(&mut t, "as", "{6}{W}{W}");
    assert_eq!(divided_question(&t), (Some(5), 5, Some(1)));
    t.act(json!({"action": "choose_targets", "player": 0, "targets": [obj("gb"), obj("hg")], "division": [3, 2]}));
    settle(&mut t);
    cast_with(&mut t, 0, "b1", "{R}", json!([obj("gb")]));
    settle(&mut t);
    cast_with(&mut t, 0, "b2", "{R}", json!([obj("hg")]));
    settle(&mut t);
    assert_eq!((t.zone("gb"), t.zone("hg")), ("battlefield".into(), "battlefield".into()));
    assert_eq!((t.g().objects[&t.id("gb")].damage, t.g().objects[&t.id("hg")].damage), (0, 1));
}

/// Kuldotha Flamefiend: the targets and the division are chosen as the
/// trigger goes on the stack (603.3d), before "you may sacrifice" is
/// answered as it resolves; with the artifact sacrificed, the damage is dealt
/// as divided; declined, nothing is dealt.
#[test]
fn r601_2d_divided_before_the_choice_made_on_resolution() {
    for yes in [true, false] {
        let mut t = game(json!([{"card": "Ornithopter", "label": "or"}]), json!([{"card": "Kuldotha Flamefiend", "label": "kf"}]), json!([{"card": "Grizzly Bears", "label": "gb"}]));
        cast_to_trigger(&mut t, "kf", "{4}{R}{R}");
        assert_eq!(divided_question(&t).0, Some(4));
        t.act(json!({"action": "choose_targets", "player": 0, "targets": [obj("gb"), {"player": 1}], "division": [2, 2]}));
        for _ in 0..6 {
            match t.g().pending.clone().map(|d| d.kind) {
                Some(DecisionKind::ChooseYesNo { .. }) => {
                    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": yes}));
                }
                Some(DecisionKind::ChooseCards { .. }) | Some(DecisionKind::ChooseObject { .. }) => panic!("the only artifact is sacrificed without a question"),
                Some(k) => panic!("unexpected question {k:?}"),
                None if t.g().stack.is_empty() => break,
                None => {
                    t.pass_all();
                }
            }
        }
        let expect = if yes { ("graveyard", "graveyard", 18) } else { ("battlefield", "battlefield", 20) };
        assert_eq!((t.zone("or").as_str(), t.zone("gb").as_str(), t.life(1)), expect, "sacrificed: {yes}");
    }
}
