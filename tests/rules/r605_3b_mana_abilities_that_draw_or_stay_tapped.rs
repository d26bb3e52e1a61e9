//! 605.3b: a mana ability resolves at once, all of it: the card it draws is
//! drawn right after its mana is added, without the stack; and "[this]
//! doesn't untap during your next untap step" begins then (611.2a), lasting
//! until that untap step is performed.
//! Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Chromatic Sphere {1}, Artifact: "{1}, {T}, Sacrifice Chromatic Sphere:
//!   Add one mana of any color to your mana pool. Draw a card."
//! - Sungrass Egg {1}, Artifact: "{2}, {T}, Sacrifice Sungrass Egg: Add
//!   {G}{W} to your mana pool. Draw a card."
//! - Cinder Marsh, Land: "{T}: Add {C} to your mana pool. / {T}: Add {B} or
//!   {R} to your mana pool. Cinder Marsh doesn't untap during your next untap
//!   step."
//! - Vec Townships, Land: "{T}: Add {C} ... / {T}: Add {G} or {W} to your
//!   mana pool. Vec Townships doesn't untap during your next untap step."
//! - Lightning Bolt {R}.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::types::{ManaPool, PlayerId, Step};

const CARDS: &[&str] = &["Chromatic Sphere", "Sungrass Egg", "Cinder Marsh", "Vec Townships", "Lightning Bolt"];

fn game(alice_bf: Value, alice_hand: Value) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| common::card_table::compiled(n)).collect();
    two_players(json!(cards), alice_bf, alice_hand, json!([]), json!([]))
}

fn pool(t: &T) -> ManaPool {
    t.g().player(PlayerId(0)).pool
}

fn hand(t: &T) -> usize {
    t.g().player(PlayerId(0)).hand.len()
}

fn skip_choices(t: &mut T, p: PlayerId, k: stackwise::rules::state::DecisionKind) {
    panic!("no choice expected of {p:?}: {k:?} ({:?})", t.g().turn.step);
}

#[test]
fn r605_3b_chromatic_sphere_and_sungrass_egg_draw_as_they_add_mana() {
    for (card, cost, adds, made) in [("Chromatic Sphere", "{1}", json!({"red": 1}), "{R}"), ("Sungrass Egg", "{2}", json!(null), "{G}{W}")] {
        let mut t = game(json!([{"card": card, "label": "it"}]), json!([]));
        t.gm().players[0].pool = ManaPool::parse(cost).unwrap();
        let mut act = json!({"action": "activate_ability", "player": 0, "source": "@it", "ability": 0, "auto_pay": true});
        if !adds.is_null() {
            act["adds"] = adds;
        }
        t.act(act);
        assert_eq!(pool(&t), ManaPool::parse(made).unwrap(), "{card}");
        assert_eq!(hand(&t), 1, "{card}: the card drawn at once");
        assert!(t.g().stack.is_empty(), "{card}: nothing used the stack");
        assert_eq!(t.zone("it"), "graveyard", "{card}: sacrificed as its cost");
    }
}

/// 605.3a: a mana ability with a cost beyond {T} is activated on its own,
/// before the spell; the card is drawn then, and its mana pays for the
/// spell after.
#[test]
fn r605_3a_the_spheres_card_comes_before_the_spell_it_pays_for() {
    let mut t = game(json!([{"card": "Chromatic Sphere", "label": "sphere"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]));
    t.gm().players[0].pool = ManaPool::parse("{1}").unwrap();
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@sphere", "ability": 0, "adds": {"red": 1}, "auto_pay": true}));
    assert_eq!(hand(&t), 2, "the Bolt and the card drawn");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"player": 1}], "auto_pay": true}));
    assert_eq!(pool(&t), ManaPool::default(), "the Sphere's {{R}} paid for the Bolt");
    t.pass_all();
    assert_eq!(t.life(1), 17);
}

#[test]
fn r611_2a_cinder_marsh_and_vec_townships_stay_tapped_through_the_next_untap_step() {
    for (card, colour, mana) in [("Cinder Marsh", "black", "{B}"), ("Vec Townships", "white", "{W}")] {
        let mut t = game(json!([{"card": card, "label": "land"}]), json!([]));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@land", "ability": 1, "adds": {colour: 1}}));
        assert_eq!(pool(&t), ManaPool::parse(mana).unwrap(), "{card}");
        play_until(&mut t, 1, Step::Upkeep, &skip_choices);
        play_until(&mut t, 0, Step::Upkeep, &skip_choices);
        assert!(t.g().objects[&t.id("land")].tapped, "{card}: it didn't untap in Alice's untap step");
        // The effect ended with that untap step: the next one untaps it.
        play_until(&mut t, 1, Step::Upkeep, &skip_choices);
        play_until(&mut t, 0, Step::Upkeep, &skip_choices);
        assert!(!t.g().objects[&t.id("land")].tapped, "{card}: untapped a turn later");
        // Its colourless ability says nothing of the sort.
        let mut t = game(json!([{"card": card, "label": "land"}]), json!([]));
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@land", "ability": 0}));
        play_until(&mut t, 1, Step::Upkeep, &skip_choices);
        play_until(&mut t, 0, Step::Upkeep, &skip_choices);
        assert!(!t.g().objects[&t.id("land")].tapped, "{card}: the {{C}} ability");
    }
}
